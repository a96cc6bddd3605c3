import type { DocumentCase, Fact, FactKind, Section } from "./documents-cases";

/**
 * Held-out batch 18 for `npm run bench:documents`, written on 2026-12-04 by the docs-batch18
 * helper apart from the code, and not run before it was committed. Not registered anywhere: it is
 * registered at its first run, whose figure is the held-out one.
 *
 * Rules of apartness, as followed: nothing under server/, app/, tests/ or /work/firstruns/ was
 * opened, listed or grepped, nor bench/README.md, nor bench/documents.ts, bench/upload-files.ts
 * or any other bench runner, nor any case batch other than batch 17 (batches 2 to 16 and the
 * cases of bench/documents-cases.ts were not opened), nor `git log`, `git show`, `git diff`,
 * `git blame` or any other history command (only `git rev-parse HEAD`), nor `git status` in
 * /work/main; `npm run bench:documents` and the test suites were not run. Read for it, and
 * nothing else of the project besides /work/helper-protocol.md: a listing of the file names in
 * bench/ (no fixture folder, so the uploads here are, as in batch 17, a `fileName` and the file's
 * `text`, and no fixture file was added), biome.json (the formatter's settings),
 * bench/documents-cases.ts lines 1 to 66 (the case and fact types, which name no case),
 * bench/documents-cases-batch17.ts lines 1 to 197 (its header, its import line, its `f` helper and
 * its first two cases, both chats, for format and conventions only) and lines 1040 to 1075 (the
 * end of its last case, the doc comment and type of `letterNotesBatch17` and its first notes),
 * found with `grep -n` for `letterNotes`, the `f` helper, imports and exports, and `wc -l`;
 * contract/documents.ts lines 1 to 150 (the `personalInfo`, `manualCvRequest` and
 * `coverLetterRequest` shapes and the item types around them, none of which says how a document
 * is written) and the lines of /work/shared/SPEC.md that a grep for "CV", "cover letter" and
 * "upload" found. Seen in passing: `git worktree add` printed the subject of main's latest commit
 * (the documents meter reading a year cut after an apostrophe as the full year, with bench
 * figures), which says nothing of how documents are generated. No case, client or employer of
 * batch 17 was copied.
 *
 * Checked only by importing this file from a throwaway script in /tmp run with
 * `node --import tsx` (a count; unique ids and names; every fact and job key in its case's
 * inputs, case-insensitive, after whitespace is normalised; every `mustNot` string in the inputs
 * and inside no key; each form through contract/documents.ts's `manualCvRequest`; each letter
 * note holding its case's vacancy reference and its staff-only strings, and no note without a
 * case), by `npm run lint` and by `npm run typecheck`.
 *
 * The case type's `letter` holds the company, the position and the vacancy reference of the
 * Generate Cover Letter form, as in batch 17. The notes staff would type in the form's Additional
 * Information are in `letterNotesBatch18` below, keyed by case id, in the shape of batch 17's
 * `letterNotesBatch17`: each holds the vacancy reference, a closing date and a note meant for
 * staff, with the staff-only strings a letter must not carry. Wiring it into a runner is left to
 * the session that registers this batch.
 *
 * 14 cases (5 chats, 4 manual forms, 5 uploads), 302 facts and 35 jobs.
 *
 * New clients, professions and career stages: a county public health officer in Machakos after
 * a sub-county technician post and a year with AMREF, all three told in one breath, in Swahili
 * and English (a hedged inspection count corrected, PHOTC, eCHIS, a disciplinary case to leave
 * out, a wish for WHO that is no fact); a Kenya Wildlife Service sergeant promoted from ranger,
 * after a sanctuary guide job, moving to safari tourism (a corrected team size, KPSGA, EarthRanger,
 * Maa, an injury to leave out); a microfinance loan officer in Kisumu in Sheng with three lenders
 * in one breath (a corrected portfolio, CCP, T24, a plan for CPA that is no fact); a returning
 * Gulf housemaid from Riyadh now a cook in Thika moving to catering (a corrected start month, a
 * TTI course, Arabic, a dream of her own restaurant that is no fact); a regional FM journalist in
 * Bungoma promoted to senior reporter after a newspaper correspondent job and a KNA internship
 * (a corrected story count, MCK, KUJ, a hedged listener count, station politics to leave out); on
 * the manual form a KPA marine engineer ("12 yrs", CoC Class 1, KMA, IMarEST, an earlier MSC job
 * and a staff aside in the goal, CV + Cover Letter), a KeNHA quantity surveyor ("Since 2016",
 * BORAQS, IQSK, CostX, a "Maybe" in the goal, CV Writing), a Nairobi UX designer at a fintech
 * ("5", Figma, an earlier edtech job, a "hopefully" in the goal, Cover Letter) and a church
 * administrator ("8 years", CPS(K), ICPSK, Sage Pastel, an earlier university job and a staff
 * aside, CV + Cover Letter); uploads of a chain pharmacist promoted inside one entry after a
 * county hospital post and an internship (.pdf, columns flattened with dates in a left column,
 * "Page 1 of 2", PPB, PSK, ID, birth date, marital status, a P.O. Box), an ECDE teacher in Kisii
 * (.docx, ALL CAPS headings, "❖" and "➢" bullets, "2019 to date", TSC, KICD, gender, hobbies,
 * a hope for better pay), a TVET mechanical trainer made head of department at the same institute
 * after a motor dealer job (.txt, headings underlined with "-----" and "~~~~~", TVET CDACC,
 * KETRB, EASTRIP, a salary expectation), a hotel housekeeping supervisor in Diani (.doc,
 * "Sept 2015 – Aug 2018", "»" and "◦" bullets, an old phone number marked out of use, Opera PMS,
 * age, children, a blessing to close) and a sugar company HR officer in Kakamega promoted inside
 * one entry after a job at another sugar company and a county graduate traineeship (.pdf, dates
 * after the titles, "Since 2017", CHRP(K), IHRM, KUSPAW, ID, a P.O. Box).
 *
 * Same conventions as batch 17: a fact is the key string(s) that must all appear in the CV's
 * text, each in the client's own words (every key is in the case's inputs, and phone keys are
 * written as the client wrote them); a job's start year is an experience fact, a total of years
 * of experience is no fact; the industry and the target post are profile facts; tools and
 * languages are skills, registrations, licences, courses and memberships certifications;
 * `mustNot` holds hedges, chat and Swahili or Sheng talk, personal details a CV no longer
 * carries, what the client asked to leave out, wishes that are not facts and the wrong value of a
 * fact the client corrected (none of them is inside a key); `jobs` lists every job of the client,
 * most recent first. A promotion is its own job only where its title cannot be read in the other
 * entries of the same employer (so the Pharmacist under Goodlife, the Reporter under Mulembe FM
 * and the HR Officer under West Kenya Sugar are facts carried by "Branch Pharmacist", "Senior
 * Reporter" and "Senior HR Officer", not jobs of their own, while the KWS Ranger and Sergeant and
 * the RVTTI Trainer and Head of Department are two jobs each). A P.O. Box is a postal address a
 * Kenyan CV may carry, so it is in no `mustNot`. Referees are given as clients give them and are
 * no fact. Not to be tuned on: a fix is measured on a new batch.
 */

const f = (kind: FactKind, section: Section, ...keys: string[]): Fact => ({ kind, section, keys });

export const documentCasesBatch18: DocumentCase[] = [
  {
    id: "b18-chat-county-public-health-officer",
    letter: {
      company: "County Government of Makueni",
      position: "Sub-County Public Health Officer",
      vacancyRef: "MKN/CPSB/PH/2026/14",
    },
    about:
      "county health, public health officer in Machakos after a sub-county technician post and a year with AMREF told in one breath, a hedged inspection count corrected, Swahili and English, a disciplinary case to leave out, a wish for WHO (chat)",
    source: "chat",
    visitorTurns: [
      "Habari yako, naomba CV ya Sub-County Public Health Officer, Makueni wametangaza.",
      "Jina ni Faith Mwikali Musyoka. Namba yangu 0721 448 903, email faithmusyoka.pho@gmail.com",
      "Right now I'm a Public Health Officer with the County Government of Machakos since 2018, stationed Kangundo, na kabla ya hapo nilikuwa Public Health Technician at Mavoko Sub-County Hospital from 2015 to 2018, and before that one year as Community Health Assistant with AMREF Health Africa in Kibwezi, 2014.",
      "We inspect food premises, about 300 a year nadhani.",
      "Sorry, nimeangalia ripoti ya 2025: ni 420 food premises tulikagua.",
      "I led the CLTS campaign where 38 villages were certified ODF, and I coordinated the 2023 cholera response in Kangundo with zero deaths.",
      "Nasupervise 6 public health assistants and 12 community health promoters.",
      "Education: BSc Environmental Health, Kenyatta University, 2014. Registered with PHOTC, the Public Health Officers and Technicians Council.",
      "Tunatumia eCHIS and ODK Collect for the reports, pia DHIS2.",
      "Languages English, Kiswahili na Kikamba. Usiweke ile disciplinary ya 2022, iliisha. Natamani kufanya kazi WHO siku moja.",
    ],
    facts: [
      f("name", "header", "Faith", "Musyoka"),
      f("contact", "header", "0721 448 903"),
      f("contact", "header", "faithmusyoka.pho@gmail.com"),
      f("role", "experience", "Public Health Officer"),
      f("employer", "experience", "County Government of Machakos"),
      f("years", "experience", "2018"),
      f("role", "experience", "Public Health Technician"),
      f("employer", "experience", "Mavoko Sub-County Hospital"),
      f("years", "experience", "2015"),
      f("role", "experience", "Community Health Assistant"),
      f("employer", "experience", "AMREF Health Africa"),
      f("achievement", "experience", "420"),
      f("achievement", "experience", "CLTS"),
      f("achievement", "experience", "38 villages"),
      f("achievement", "experience", "cholera"),
      f("team", "experience", "6 public health assistants"),
      f("education", "education", "BSc Environmental Health", "Kenyatta University", "2014"),
      f("certification", "certifications", "Public Health Officers and Technicians Council"),
      f("tool", "skills", "eCHIS"),
      f("tool", "skills", "ODK Collect"),
      f("tool", "skills", "DHIS2"),
      f("language", "skills", "Kikamba"),
      f("target", "profile", "Sub-County Public Health Officer"),
    ],
    mustNot: ["Habari yako", "about 300", "nadhani", "disciplinary", "WHO siku moja", "Natamani"],
    jobs: [
      { title: "Public Health Officer", employer: "Machakos" },
      { title: "Public Health Technician", employer: "Mavoko" },
      { title: "Community Health Assistant", employer: "AMREF" },
    ],
  },
  {
    id: "b18-chat-kws-ranger-to-tourism",
    letter: {
      company: "Governors' Camp Collection",
      position: "Senior Safari Guide",
      vacancyRef: "GCC/HR/SSG/2026/05",
    },
    about:
      "wildlife to tourism, Kenya Wildlife Service sergeant promoted from ranger after a sanctuary guide job, a corrected team size, Maa and Swahili, an injury to leave out (chat)",
    source: "chat",
    visitorTurns: [
      "Sasa boss. Nataka kuacha KWS niingie tourism, Senior Safari Guide, Governors' Camp wameweka ad.",
      "Naitwa Daniel Lekishon Sankale, 0718 226 590, dsankale.ranger@yahoo.com",
      "Nimekuwa Kenya Wildlife Service tangu 2012. Nilianza as Ranger at Tsavo East National Park, then in 2018 nikapandishwa to Sergeant, posted Amboseli National Park, 2018 to date.",
      "As Sergeant I lead 12 rangers on anti-poaching patrols. Aah no, ni 14 rangers, tuliongezewa wawili.",
      "Between 2019 and 2023 elephant poaching incidents in our sector went down from 9 to 1, and I trained 60 community scouts from the group ranches.",
      "Kabla ya KWS, nilikuwa Community Guide at Kimana Sanctuary, 2010 to 2012, nikitembeza tourists walking safaris.",
      "Nilisoma Certificate in Wildlife Management, KWS Training Institute Naivasha, 2012. I have KPSGA Bronze safari guide certificate and First Aid from St John Ambulance.",
      "Natumia GPS, SMART patrol na EarthRanger kila siku. Lugha: Maa, Kiswahili, English, na German kidogo tu.",
      "Usiweke ile injury ya 2020 ya mguu. Na nikipata hii kazi nitanunua Land Cruiser yangu ya safari.",
    ],
    facts: [
      f("name", "header", "Daniel", "Sankale"),
      f("contact", "header", "0718 226 590"),
      f("contact", "header", "dsankale.ranger@yahoo.com"),
      f("employer", "experience", "Kenya Wildlife Service"),
      f("role", "experience", "Ranger"),
      f("years", "experience", "2012"),
      f("achievement", "experience", "Tsavo East"),
      f("role", "experience", "Sergeant"),
      f("years", "experience", "2018"),
      f("achievement", "experience", "Amboseli"),
      f("team", "experience", "14 rangers"),
      f("achievement", "experience", "anti-poaching"),
      f("achievement", "experience", "9 to 1"),
      f("achievement", "experience", "60 community scouts"),
      f("role", "experience", "Community Guide"),
      f("employer", "experience", "Kimana Sanctuary"),
      f("years", "experience", "2010"),
      f(
        "education",
        "education",
        "Certificate in Wildlife Management",
        "KWS Training Institute",
        "2012",
      ),
      f("certification", "certifications", "KPSGA Bronze"),
      f("certification", "certifications", "First Aid"),
      f("tool", "skills", "EarthRanger"),
      f("tool", "skills", "SMART patrol"),
      f("language", "skills", "Maa"),
      f("target", "profile", "Senior Safari Guide"),
    ],
    mustNot: ["Sasa boss", "12 rangers", "kidogo tu", "injury", "Land Cruiser", "nikapandishwa"],
    jobs: [
      { title: "Sergeant", employer: "Kenya Wildlife Service" },
      { title: "Ranger", employer: "Kenya Wildlife Service" },
      { title: "Community Guide", employer: "Kimana" },
    ],
  },
  {
    id: "b18-chat-microfinance-loan-officer-sheng",
    letter: {
      company: "Kenya Women Microfinance Bank",
      position: "Relationship Officer, MSME",
      vacancyRef: "KWFT/RO/MSME/2026/22",
    },
    about:
      "microfinance, loan officer in Kisumu in Sheng after two lenders told in one breath, a corrected portfolio size, a plan for CPA that is no fact, a dismissal to leave out (chat)",
    source: "chat",
    visitorTurns: [
      "Mambo! Nataka CV fiti ya Relationship Officer, KWFT wanaajiri Kisumu.",
      "Ni Brian Otieno Ouma, 0790 113 662, brianouma.credit@gmail.com",
      "Nimepiga loans kwa kampuni tatu: nilianza Sales Agent pale Platinum Credit 2016 to 2018, nikahamia Musoni Microfinance as Credit Officer 2018 to 2021, na sasa niko SMEP Microfinance Bank as Loan Officer, Kisumu branch, since 2021.",
      "Portfolio yangu ni KSh 42 million, 380 active borrowers, PAR 30 iko 2.1%.",
      "Eeh sorry, ile 42 ilikuwa last year. Sasa portfolio ni KSh 48 million.",
      "Mwaka 2023 niliform 26 new chama groups, mostly mama mboga na boda boda.",
      "Nilisoma Bachelor of Commerce (Finance), Maseno University, 2015. Niko na CCP, Certified Credit Professional ya KASNEB.",
      "Systems: T24 core banking, Metropol CRB checks, na M-Pesa B2C disbursements. Naongea Dholuo, Kiswahili, English.",
      "Usiandike kwamba nilifutwa Platinum, ilikuwa restructuring. Nataka kusoma CPA next year pia.",
    ],
    facts: [
      f("name", "header", "Brian", "Ouma"),
      f("contact", "header", "0790 113 662"),
      f("contact", "header", "brianouma.credit@gmail.com"),
      f("role", "experience", "Loan Officer"),
      f("employer", "experience", "SMEP Microfinance Bank"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "48 million"),
      f("achievement", "experience", "380 active borrowers"),
      f("achievement", "experience", "2.1%"),
      f("achievement", "experience", "26 new chama groups"),
      f("role", "experience", "Credit Officer"),
      f("employer", "experience", "Musoni Microfinance"),
      f("years", "experience", "2018"),
      f("role", "experience", "Sales Agent"),
      f("employer", "experience", "Platinum Credit"),
      f("years", "experience", "2016"),
      f("education", "education", "Bachelor of Commerce", "Maseno University", "2015"),
      f("certification", "certifications", "Certified Credit Professional"),
      f("tool", "skills", "T24"),
      f("tool", "skills", "Metropol"),
      f("language", "skills", "Dholuo"),
      f("target", "profile", "Relationship Officer"),
    ],
    mustNot: ["Mambo!", "42 million", "nilifutwa", "restructuring", "CPA next year", "Nimepiga"],
    jobs: [
      { title: "Loan Officer", employer: "SMEP" },
      { title: "Credit Officer", employer: "Musoni" },
      { title: "Sales Agent", employer: "Platinum Credit" },
    ],
  },
  {
    id: "b18-chat-gulf-returnee-to-catering",
    letter: {
      company: "Kenyatta University Catering Services",
      position: "Catering Assistant",
      vacancyRef: "KU/CAT/CA/2026/09",
    },
    about:
      "hospitality, returning Gulf housemaid from Riyadh now a cook at a Thika hotel moving to catering, a corrected start month, a short TTI course, Arabic, a dream of her own restaurant (chat)",
    source: "chat",
    visitorTurns: [
      "Hello, mimi nimerudi kutoka Saudi mwaka jana, sasa nataka kazi ya catering. KU wanatafuta Catering Assistant.",
      "Jina langu ni Lucy Wanjiru Kamau, 0745 330 218, lucywanjiru.kamau@gmail.com",
      "Nilifanya kazi Riyadh, Saudi Arabia, as a Housemaid for a private family, from Oct 2019 to Sept 2023.",
      "Wait, nilikosea, I started Nov 2019, Oct ndio nilipata visa.",
      "There I cooked for a family of 9, Arabic dishes kama kabsa na mandi, and I managed the house shopping budget of SAR 3,000 a month.",
      "Since Feb 2024 I'm a Cook at Mama Njeri's Hotel in Thika, tunapika lunch ya 150 customers daily, githeri, pilau, chapati.",
      "I did a 3-month Food Production course at Thika Technical Training Institute, 2024, na niko na Food Handler's Medical Certificate.",
      "Nilimaliza KCSE 2014 at Ngoliba Secondary School.",
      "Naongea Kiswahili, English, Kikuyu na Arabic. Usiweke mambo ya madam alikuwa mkali. Nataka siku moja kufungua restaurant yangu.",
    ],
    facts: [
      f("name", "header", "Lucy", "Kamau"),
      f("contact", "header", "0745 330 218"),
      f("contact", "header", "lucywanjiru.kamau@gmail.com"),
      f("role", "experience", "Cook"),
      f("employer", "experience", "Mama Njeri's Hotel"),
      f("years", "experience", "2024"),
      f("achievement", "experience", "150 customers"),
      f("role", "experience", "Housemaid"),
      f("employer", "experience", "Riyadh"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "family of 9"),
      f("achievement", "experience", "kabsa"),
      f("achievement", "experience", "SAR 3,000"),
      f("certification", "certifications", "Food Production", "Thika Technical Training Institute"),
      f("certification", "certifications", "Food Handler's Medical Certificate"),
      f("education", "education", "KCSE", "Ngoliba Secondary School", "2014"),
      f("language", "skills", "Arabic"),
      f("language", "skills", "Kikuyu"),
      f("target", "profile", "Catering Assistant"),
    ],
    mustNot: ["Oct 2019", "nilikosea", "mkali", "restaurant yangu", "mwaka jana"],
    jobs: [
      { title: "Cook", employer: "Mama Njeri" },
      { title: "Housemaid", employer: "Riyadh" },
    ],
  },
  {
    id: "b18-chat-regional-fm-journalist",
    letter: {
      company: "Nation Media Group",
      position: "County Correspondent, Western",
      vacancyRef: "NMG/ED/CC/2026/31",
    },
    about:
      "media, regional FM journalist in Bungoma promoted to senior reporter after a newspaper correspondent job and a KNA internship, a corrected story count, a hedged listener count, station politics to leave out (chat)",
    source: "chat",
    visitorTurns: [
      "Hi, I need a CV for County Correspondent at Nation Media Group, Western region.",
      "I'm Ruth Nafula Wekesa. 0712 667 045, ruthwekesa.news@gmail.com",
      "Niko Mulembe FM (Royal Media Services), Bungoma bureau, since 2019 as News Reporter, then promoted Senior Reporter in 2022. Kabla ya hapo I was a Correspondent for The Standard in Bungoma, 2017 to 2019, and did my internship at Kenya News Agency Bungoma in 2016.",
      "I file about 5 stories a week. No wait, with the bulletins it's 8 stories a week.",
      "My story on unpaid Nzoia sugarcane farmers led the county to release KSh 84 million in arrears, 2023. I was a finalist in the AJEA 2022 awards, county reporting category.",
      "Our morning show has maybe like a million listeners, sijui exactly.",
      "Diploma in Mass Communication, Kenya Institute of Mass Communication, 2016. Accredited with the Media Council of Kenya, member of the Kenya Union of Journalists.",
      "I edit on Adobe Audition and do graphics on Canva. Languages: Lubukusu, Kiswahili, English.",
      "Please don't say I'm leaving because of the new editor, ni siasa tu.",
    ],
    facts: [
      f("name", "header", "Ruth", "Wekesa"),
      f("contact", "header", "0712 667 045"),
      f("contact", "header", "ruthwekesa.news@gmail.com"),
      f("role", "experience", "Senior Reporter"),
      f("role", "experience", "News Reporter"),
      f("employer", "experience", "Mulembe FM"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "8 stories a week"),
      f("achievement", "experience", "Nzoia"),
      f("achievement", "experience", "84 million"),
      f("achievement", "experience", "AJEA 2022"),
      f("role", "experience", "Correspondent"),
      f("employer", "experience", "The Standard"),
      f("years", "experience", "2017"),
      f("employer", "experience", "Kenya News Agency"),
      f(
        "education",
        "education",
        "Diploma in Mass Communication",
        "Kenya Institute of Mass Communication",
        "2016",
      ),
      f("certification", "certifications", "Media Council of Kenya"),
      f("membership", "certifications", "Kenya Union of Journalists"),
      f("tool", "skills", "Adobe Audition"),
      f("tool", "skills", "Canva"),
      f("language", "skills", "Lubukusu"),
      f("target", "profile", "County Correspondent"),
    ],
    mustNot: ["5 stories", "a million listeners", "sijui", "new editor", "siasa"],
    jobs: [
      { title: "Senior Reporter", employer: "Mulembe" },
      { title: "Correspondent", employer: "Standard" },
      { title: "Intern", employer: "Kenya News Agency" },
    ],
  },
  {
    id: "b18-manual-kpa-marine-engineer",
    letter: {
      company: "Kenya National Shipping Line",
      position: "Chief Marine Engineer",
      vacancyRef: "KNSL/TECH/CME/2026/01",
    },
    about:
      'maritime, KPA marine engineer on the port\'s tug fleet after a sea-going job with a shipping line, "12 yrs", CoC Class 1, KMA, IMarEST, a staff aside in the goal (manual, CV + Cover Letter)',
    source: "manual",
    form: {
      firstName: "Hassan",
      lastName: "Abdalla",
      email: "hassan.abdalla.marine@gmail.com",
      phone: "+254 722 815 403",
      currentRole: "Marine Engineer, Tugs and Pilot Boats",
      experience: "12 yrs",
      industry: "Maritime and Port Operations",
      careerGoal:
        "Chief Marine Engineer with Kenya National Shipping Line. At KPA Mombasa since 2014 he keeps a fleet of 9 tugs at 96% availability and leads a crew of 11 engine ratings. Before that 2nd Engineer with Mediterranean Shipping Company (MSC), 2010 to 2014. Holds a Class 1 Certificate of Competency (Marine Engineer Officer), registered with KMA, member of IMarEST. (staff: he will drop the certificates by Friday)",
      company: "Kenya Ports Authority",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Hassan", "Abdalla"),
      f("contact", "header", "hassan.abdalla.marine@gmail.com"),
      f("contact", "header", "+254 722 815 403"),
      f("role", "experience", "Marine Engineer"),
      f("employer", "experience", "Kenya Ports Authority"),
      f("years", "experience", "2014"),
      f("industry", "profile", "Maritime"),
      f("achievement", "experience", "9 tugs"),
      f("achievement", "experience", "96%"),
      f("team", "experience", "11 engine ratings"),
      f("role", "experience", "2nd Engineer"),
      f("employer", "experience", "Mediterranean Shipping Company"),
      f("years", "experience", "2010"),
      f("certification", "certifications", "Class 1 Certificate of Competency"),
      f("certification", "certifications", "KMA"),
      f("membership", "certifications", "IMarEST"),
      f("target", "profile", "Chief Marine Engineer"),
    ],
    mustNot: ["staff:", "certificates by Friday"],
    jobs: [
      { title: "Marine Engineer", employer: "Kenya Ports Authority" },
      { title: "2nd Engineer", employer: "Mediterranean Shipping" },
    ],
  },
  {
    id: "b18-manual-kenha-quantity-surveyor",
    letter: {
      company: "China Wu Yi Company Limited",
      position: "Senior Quantity Surveyor",
      vacancyRef: "CWY/KE/SQS/2026/06",
    },
    about:
      'roads, KeNHA quantity surveyor on a highway contract, "Since 2016", BORAQS, IQSK, CostX, a "Maybe" in the goal (manual, CV Writing)',
    source: "manual",
    form: {
      firstName: "Grace",
      lastName: "Kirui",
      email: "grace.kirui.qs@outlook.com",
      phone: "0733 402 916",
      currentRole: "Quantity Surveyor",
      experience: "Since 2016",
      industry: "Construction and Road Infrastructure",
      careerGoal:
        "Senior Quantity Surveyor with a roads contractor. At KeNHA she prepares BQs, interim valuations and variation claims on the Kisumu-Busia road upgrade (KSh 6.4 billion) and cut disputed claims by 35% in 2024. Registered with BORAQS, corporate member of IQSK. Uses CostX and AutoCAD daily. Maybe also a master's later.",
      company: "Kenya National Highways Authority (KeNHA)",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Grace", "Kirui"),
      f("contact", "header", "grace.kirui.qs@outlook.com"),
      f("contact", "header", "0733 402 916"),
      f("role", "experience", "Quantity Surveyor"),
      f("employer", "experience", "Kenya National Highways Authority"),
      f("years", "experience", "2016"),
      f("industry", "profile", "Road Infrastructure"),
      f("achievement", "experience", "BQs"),
      f("achievement", "experience", "Kisumu-Busia"),
      f("achievement", "experience", "6.4 billion"),
      f("achievement", "experience", "35%"),
      f("certification", "certifications", "BORAQS"),
      f("membership", "certifications", "IQSK"),
      f("tool", "skills", "CostX"),
      f("tool", "skills", "AutoCAD"),
      f("target", "profile", "Senior Quantity Surveyor"),
    ],
    mustNot: ["Maybe", "master's later"],
    jobs: [{ title: "Quantity Surveyor", employer: "Kenya National Highways Authority" }],
  },
  {
    id: "b18-manual-nairobi-ux-designer",
    letter: {
      company: "Safaricom PLC",
      position: "Lead UX Designer, M-PESA Super App",
      vacancyRef: "SCOM/DIG/LUX/2026/77",
    },
    about:
      'technology, Nairobi product designer at a fintech after a UI job at an edtech, "5", Figma, Maze, a "hopefully" in the goal (manual, Cover Letter)',
    source: "manual",
    form: {
      firstName: "Tabitha",
      lastName: "Wairimu",
      email: "tabitha.wairimu@proton.me",
      phone: "0110 245 876",
      currentRole: "Product Designer (UX)",
      experience: "5",
      industry: "Fintech",
      careerGoal:
        "Lead UX Designer at a Nairobi product company, hopefully hybrid. At Cellulant since 2021 she redesigned the Tingg checkout and cut drop-off by 18%, and runs monthly usability tests with boda riders and mama mbogas. Before that UI Designer at Eneza Education, 2019 to 2021, on the SMS and USSD learning app. Figma, Maze, design systems.",
      company: "Cellulant",
      serviceType: "Cover Letter",
    },
    facts: [
      f("name", "header", "Tabitha", "Wairimu"),
      f("contact", "header", "tabitha.wairimu@proton.me"),
      f("contact", "header", "0110 245 876"),
      f("role", "experience", "Product Designer"),
      f("employer", "experience", "Cellulant"),
      f("years", "experience", "2021"),
      f("industry", "profile", "Fintech"),
      f("achievement", "experience", "Tingg"),
      f("achievement", "experience", "18%"),
      f("achievement", "experience", "usability tests"),
      f("role", "experience", "UI Designer"),
      f("employer", "experience", "Eneza Education"),
      f("years", "experience", "2019"),
      f("tool", "skills", "Figma"),
      f("tool", "skills", "Maze"),
      f("target", "profile", "Lead UX Designer"),
    ],
    mustNot: ["hopefully"],
    jobs: [
      { title: "Product Designer", employer: "Cellulant" },
      { title: "UI Designer", employer: "Eneza" },
    ],
  },
  {
    id: "b18-manual-church-administrator",
    letter: {
      company: "Compassion International Kenya",
      position: "Office Administrator",
      vacancyRef: "CIK/ADM/OA/2026/12",
    },
    about:
      'faith-based, church administrator in Nairobi after an accounts clerk job at a university, "8 years", CPS(K), ICPSK, Sage Pastel, a staff aside in the goal (manual, CV + Cover Letter)',
    source: "manual",
    form: {
      firstName: "Peter",
      lastName: "Kilonzo",
      email: "pkilonzo.admin@gmail.com",
      phone: "0722 570 139",
      currentRole: "Church Administrator",
      experience: "8 years",
      industry: "Faith-based and Non-profit",
      careerGoal:
        "Office Administrator or Operations Manager at a faith-based NGO. Since 2018 he runs the church office: payroll for 23 staff, 4 Sunday services of about 3,000 members, and the KSh 35 million sanctuary building fund, audited clean three years running. Before that Accounts Clerk at Daystar University, 2012 to 2017. CPS(K), member of ICPSK. Sage Pastel and Excel. [staff: he needs it before the elders' meeting on the 15th]",
      company: "PCEA St Andrew's Church, Nairobi",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Peter", "Kilonzo"),
      f("contact", "header", "pkilonzo.admin@gmail.com"),
      f("contact", "header", "0722 570 139"),
      f("role", "experience", "Church Administrator"),
      f("employer", "experience", "St Andrew's Church"),
      f("years", "experience", "2018"),
      f("industry", "profile", "Non-profit"),
      f("team", "experience", "23 staff"),
      f("achievement", "experience", "35 million"),
      f("achievement", "experience", "building fund"),
      f("role", "experience", "Accounts Clerk"),
      f("employer", "experience", "Daystar University"),
      f("years", "experience", "2012"),
      f("certification", "certifications", "CPS(K)"),
      f("membership", "certifications", "ICPSK"),
      f("tool", "skills", "Sage Pastel"),
      f("target", "profile", "Office Administrator"),
    ],
    mustNot: ["elders' meeting"],
    jobs: [
      { title: "Church Administrator", employer: "St Andrew" },
      { title: "Accounts Clerk", employer: "Daystar" },
    ],
  },
  {
    id: "b18-upload-chain-pharmacist",
    letter: {
      company: "Aga Khan University Hospital, Nairobi",
      position: "Clinical Pharmacist",
      vacancyRef: "AKUH/PHAR/CP/2026/18",
    },
    about:
      "pharmacy, chain pharmacist promoted to branch pharmacist inside one entry after a county hospital post and an internship, columns flattened with dates in a left column, PPB, PSK, ID, birth date, marital status, a P.O. Box (upload .pdf)",
    source: "upload",
    fileName: "AMINA_ABDI_CV_2026.pdf",
    text: `AMINA HASSAN ABDI                                   CURRICULUM VITAE
P.O. Box 44712-00100, Nairobi     +254 711 903 258     amina.abdi.pharm@gmail.com
ID No. 28776450     Date of Birth: 12/05/1993     Marital Status: Single

PROFILE                              CONTACT
Registered pharmacist with 8 years in hospital and retail pharmacy, seeking a Clinical Pharmacist post.   Nairobi, Kenya
EXPERIENCE                           LANGUAGES
Apr 2022 – present                   Somali
Branch Pharmacist, Goodlife Pharmacy, Sarit Centre, Westlands   English
• Grew branch monthly sales from KSh 2.8M to KSh 4.1M      Kiswahili
• Supervise 4 pharmaceutical technologists and 2 cashiers   Arabic
Jan 2020 – Mar 2022                  SYSTEMS
Pharmacist, Goodlife Pharmacy, Yaya Centre                 Funsoft HMIS
• Ran 14 hypertension and diabetes screening days; 1,100 clients screened   SHA claims portal
Jul 2018 – Dec 2019
Pharmacist, Garissa County Referral Hospital
• Sat on the antimicrobial stewardship committee; cut ceftriaxone use by 27%
Jun 2017 – Jun 2018
Intern Pharmacist, Kenyatta National Hospital
Page 1 of 2
EDUCATION
2017       Bachelor of Pharmacy (BPharm), University of Nairobi
PROFESSIONAL REGISTRATION
Pharmacy and Poisons Board (PPB), registered pharmacist
Member, Pharmaceutical Society of Kenya (PSK)
REFEREES
Dr. Jane Otieno, Area Manager, Goodlife Pharmacy, 0722 418 300
Dr. Abdirahman Noor, Head of Pharmacy, Garissa County Referral Hospital, 0733 902 115
Page 2 of 2`,
    facts: [
      f("name", "header", "Amina", "Abdi"),
      f("contact", "header", "+254 711 903 258"),
      f("contact", "header", "amina.abdi.pharm@gmail.com"),
      f("contact", "header", "P.O. Box 44712-00100"),
      f("role", "experience", "Branch Pharmacist"),
      f("employer", "experience", "Goodlife Pharmacy"),
      f("years", "experience", "2022"),
      f("achievement", "experience", "2.8M"),
      f("achievement", "experience", "4.1M"),
      f("team", "experience", "4 pharmaceutical technologists"),
      f("role", "experience", "Pharmacist"),
      f("years", "experience", "2020"),
      f("achievement", "experience", "1,100 clients"),
      f("employer", "experience", "Garissa County Referral Hospital"),
      f("years", "experience", "2018"),
      f("achievement", "experience", "antimicrobial stewardship"),
      f("achievement", "experience", "27%"),
      f("role", "experience", "Intern Pharmacist"),
      f("employer", "experience", "Kenyatta National Hospital"),
      f("years", "experience", "2017"),
      f("education", "education", "Bachelor of Pharmacy", "University of Nairobi", "2017"),
      f("certification", "certifications", "Pharmacy and Poisons Board"),
      f("membership", "certifications", "Pharmaceutical Society of Kenya"),
      f("tool", "skills", "Funsoft"),
      f("language", "skills", "Somali"),
      f("language", "skills", "Arabic"),
      f("target", "profile", "Clinical Pharmacist"),
    ],
    mustNot: ["28776450", "12/05/1993", "Marital Status", "Page 1 of 2"],
    jobs: [
      { title: "Branch Pharmacist", employer: "Goodlife" },
      { title: "Pharmacist", employer: "Garissa" },
      { title: "Intern Pharmacist", employer: "Kenyatta National Hospital" },
    ],
  },
  {
    id: "b18-upload-ecde-teacher-kisii",
    letter: {
      company: "Makini Schools",
      position: "Pre-Primary Teacher",
      vacancyRef: "MKS/HR/PP/2026/04",
    },
    about:
      'education, early-childhood teacher at a county ECDE centre after a private kindergarten, ALL CAPS headings, "❖" and "➢" bullets, "2019 to date", TSC, KICD, gender, hobbies, a hope for better pay (upload .docx)',
    source: "upload",
    fileName: "Esther Moraa CV.docx",
    text: `ESTHER MORAA NYAMWEYA
P.O. Box 1209-40200, Kisii
Phone: 0726 381 057 | Email: esthermoraa.ecde@gmail.com
Gender: Female

CAREER OBJECTIVE
A caring ECDE teacher seeking a Pre-Primary Teacher post where I can grow. I am hoping to get a job in a private academy with better pay.

WORK EXPERIENCE
❖ ECDE TEACHER – COUNTY GOVERNMENT OF KISII, NYANCHWA ECDE CENTRE (2019 to date)
   ➢ Teach a PP2 class of 32 learners using the CBC curriculum
   ➢ Raised the centre's enrolment from 45 to 78 learners in three years
   ➢ Run the school feeding programme with the parents' committee
   ➢ Supervise 2 caregivers
   ➢ Trained the class that won 1st position at the Kisii County ECDE music festival, 2023
❖ KINDERGARTEN TEACHER – LITTLE ANGELS ACADEMY, KISII (Sept 2015 – Aug 2018)
   ➢ Taught baby class and PP1, 25 learners

EDUCATION
❖ Diploma in Early Childhood Development Education, Kisii National Polytechnic, 2015
❖ KCSE, Nyabururu Girls High School, 2012

CERTIFICATIONS
❖ Registered with the Teachers Service Commission (TSC)
❖ CBC training for pre-primary teachers, KICD, 2019
❖ First Aid, Kenya Red Cross, 2021

LANGUAGES
❖ Ekegusii, Kiswahili, English

HOBBIES
❖ Singing in the church choir, gardening

REFEREES
❖ Mrs. Grace Kerubo, Head Teacher, Nyanchwa ECDE Centre, 0720 554 118
❖ Mr. Josphat Ondieki, Director, Little Angels Academy, 0711 230 947`,
    facts: [
      f("name", "header", "Esther", "Nyamweya"),
      f("contact", "header", "0726 381 057"),
      f("contact", "header", "esthermoraa.ecde@gmail.com"),
      f("role", "experience", "ECDE Teacher"),
      f("employer", "experience", "County Government of Kisii"),
      f("employer", "experience", "Nyanchwa ECDE Centre"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "32 learners"),
      f("achievement", "experience", "CBC"),
      f("achievement", "experience", "45 to 78"),
      f("achievement", "experience", "feeding programme"),
      f("team", "experience", "2 caregivers"),
      f("achievement", "experience", "music festival"),
      f("role", "experience", "Kindergarten Teacher"),
      f("employer", "experience", "Little Angels Academy"),
      f("years", "experience", "2015"),
      f(
        "education",
        "education",
        "Diploma in Early Childhood Development Education",
        "Kisii National Polytechnic",
      ),
      f("education", "education", "KCSE", "Nyabururu Girls High School", "2012"),
      f("certification", "certifications", "Teachers Service Commission"),
      f("certification", "certifications", "KICD"),
      f("certification", "certifications", "First Aid"),
      f("language", "skills", "Ekegusii"),
      f("target", "profile", "Pre-Primary Teacher"),
    ],
    mustNot: ["Gender", "better pay", "church choir", "HOBBIES", "I am hoping"],
    jobs: [
      { title: "ECDE Teacher", employer: "Nyanchwa" },
      { title: "Kindergarten Teacher", employer: "Little Angels" },
    ],
  },
  {
    id: "b18-upload-tvet-mechanical-trainer",
    letter: {
      company: "Technical and Vocational Education and Training Authority",
      position: "Deputy Principal (Academics)",
      vacancyRef: "TVETA/HR/DPA/2026/03",
    },
    about:
      "TVET, mechanical trainer made head of department at the same institute after a motor dealer workshop job, headings underlined with dashes and tildes, TVET CDACC, KETRB, EASTRIP, a salary expectation (upload .txt)",
    source: "upload",
    fileName: "collins_biwott_cv.txt",
    text: `COLLINS KIPTOO BIWOTT
P.O. Box 3560-30100 Eldoret | 0720 918 446 | ckbiwott.mech@gmail.com

Career Summary
--------------
Mechanical engineering trainer and head of department seeking a Deputy Principal (Academics) post in a national polytechnic.

Employment
~~~~~~~~~~
Rift Valley Technical Training Institute (RVTTI), Eldoret
  Head of Department, Mechanical Engineering .......... Jan 2022 - date
    * Lead a department of 14 instructors and 520 trainees
    * KNEC Diploma in Mechanical Engineering pass rate up from 61% to 84%
    * Set up a CNC machining lab worth KSh 12 million under the World Bank EASTRIP project
  Trainer, Mechanical Engineering ..................... May 2016 - Dec 2021
    * Taught engineering drawing, thermodynamics and plant maintenance
    * Coordinated industrial attachment for 180 trainees a year

Toyota Kenya, Eldoret branch
  Workshop Technician ................................. Mar 2012 - Dec 2015
    * Serviced and repaired Hilux and Land Cruiser fleets for county and NGO clients

Education
---------
BTech Mechanical Engineering, Technical University of Kenya, 2011
Diploma in Technical Teacher Education, Kenya Technical Trainers College (KTTC), 2016

Certifications
~~~~~~~~~~~~~~
TVET CDACC Assessor and Verifier, 2019
Registered Engineering Technologist, KETRB

Tools
-----
SolidWorks, AutoCAD, Mastercam

Languages
---------
English, Kiswahili, Kalenjin

Salary expectation: KSh 180,000 gross, negotiable

Referees
--------
Mr. Wilson Kiprono, Principal, RVTTI, 0722 640 118
Eng. Mary Jepkosgei, Service Manager, Toyota Kenya Eldoret, 0733 216 905`,
    facts: [
      f("name", "header", "Collins", "Biwott"),
      f("contact", "header", "0720 918 446"),
      f("contact", "header", "ckbiwott.mech@gmail.com"),
      f("role", "experience", "Head of Department"),
      f("employer", "experience", "Rift Valley Technical Training Institute"),
      f("years", "experience", "2022"),
      f("team", "experience", "14 instructors"),
      f("achievement", "experience", "520 trainees"),
      f("achievement", "experience", "61%"),
      f("achievement", "experience", "84%"),
      f("achievement", "experience", "CNC"),
      f("achievement", "experience", "EASTRIP"),
      f("role", "experience", "Trainer"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "180 trainees"),
      f("role", "experience", "Workshop Technician"),
      f("employer", "experience", "Toyota Kenya"),
      f("years", "experience", "2012"),
      f(
        "education",
        "education",
        "BTech Mechanical Engineering",
        "Technical University of Kenya",
        "2011",
      ),
      f(
        "education",
        "education",
        "Diploma in Technical Teacher Education",
        "Kenya Technical Trainers College",
      ),
      f("certification", "certifications", "TVET CDACC"),
      f("certification", "certifications", "KETRB"),
      f("tool", "skills", "SolidWorks"),
      f("tool", "skills", "Mastercam"),
      f("language", "skills", "Kalenjin"),
      f("target", "profile", "Deputy Principal"),
    ],
    mustNot: ["Salary expectation", "180,000", "negotiable", "~~~~"],
    jobs: [
      { title: "Head of Department", employer: "Rift Valley" },
      { title: "Trainer", employer: "Rift Valley" },
      { title: "Workshop Technician", employer: "Toyota" },
    ],
  },
  {
    id: "b18-upload-diani-housekeeping-supervisor",
    letter: {
      company: "Sarova Whitesands Beach Resort & Spa",
      position: "Executive Housekeeper",
      vacancyRef: "SAR/WS/EHK/2026/08",
    },
    about:
      'hospitality, hotel housekeeping supervisor in Diani after room and laundry attendant jobs at two other resorts, "Sept 2015 – Aug 2018", "»" and "◦" bullets, an old phone number marked out of use, Opera PMS, age, children, a blessing to close (upload .doc)',
    source: "upload",
    fileName: "HALIMA KADZO BAYA - CV.doc",
    text: `HALIMA KADZO BAYA
P.O. Box 84-80401, Ukunda, Kwale County
Tel: 0712 004 553 (old line, no longer in use) / 0741 882 306
Email: halimabaya.hk@gmail.com
Age: 34     Marital Status: Married, 2 children

PERSONAL STATEMENT
Hard-working housekeeping supervisor with a love for guest comfort, looking for an Executive Housekeeper position on the South or North Coast.

WORK HISTORY
» Housekeeping Supervisor — Swahili Beach Resort, Diani — Sept 2018 – present
    ◦ Supervise 18 room attendants and 4 laundry staff across 186 rooms
    ◦ Cleanliness score on TripAdvisor raised from 4.3 to 4.8
    ◦ Cut linen loss by 30% with a par-stock and tagging system
    ◦ Trained new staff on Ecolab chemical safety
» Room Attendant — Leopard Beach Resort & Spa, Diani — Sept 2015 – Aug 2018
    ◦ Cleaned 16 rooms a shift; Employee of the Month, March 2017
» Laundry Attendant (casual) — Baobab Beach Resort, 2014 – 2015

EDUCATION & TRAINING
» Certificate in Housekeeping and Laundry Operations, Kenya Coast National Polytechnic, 2014
» Food Hygiene and Safety course, Kwale County Public Health, 2019
» KCSE, Kwale Girls High School, 2010

SKILLS
◦ Opera PMS (housekeeping module) ◦ Rota planning ◦ Stock control ◦ Lost and found

LANGUAGES
◦ Kiswahili ◦ English ◦ Digo ◦ German (basic, for guests)

REFEREES
◦ Mr. Omar Mwinyi, Rooms Division Manager, Swahili Beach Resort, 0722 301 774
◦ Mrs. Agnes Mwende, Executive Housekeeper, Leopard Beach Resort, 0710 665 213

Thank you and God bless.`,
    facts: [
      f("name", "header", "Halima", "Baya"),
      f("contact", "header", "0741 882 306"),
      f("contact", "header", "halimabaya.hk@gmail.com"),
      f("contact", "header", "P.O. Box 84-80401"),
      f("role", "experience", "Housekeeping Supervisor"),
      f("employer", "experience", "Swahili Beach Resort"),
      f("years", "experience", "2018"),
      f("team", "experience", "18 room attendants"),
      f("achievement", "experience", "186 rooms"),
      f("achievement", "experience", "4.8"),
      f("achievement", "experience", "30%"),
      f("role", "experience", "Room Attendant"),
      f("employer", "experience", "Leopard Beach Resort"),
      f("years", "experience", "2015"),
      f("achievement", "experience", "Employee of the Month"),
      f("role", "experience", "Laundry Attendant"),
      f("employer", "experience", "Baobab Beach Resort"),
      f("years", "experience", "2014"),
      f(
        "education",
        "education",
        "Certificate in Housekeeping and Laundry Operations",
        "Kenya Coast National Polytechnic",
      ),
      f("certification", "certifications", "Food Hygiene and Safety"),
      f("education", "education", "KCSE", "Kwale Girls High School", "2010"),
      f("tool", "skills", "Opera PMS"),
      f("language", "skills", "Digo"),
      f("language", "skills", "German"),
      f("target", "profile", "Executive Housekeeper"),
    ],
    mustNot: ["0712 004 553", "Age: 34", "2 children", "God bless", "no longer in use"],
    jobs: [
      { title: "Housekeeping Supervisor", employer: "Swahili Beach" },
      { title: "Room Attendant", employer: "Leopard Beach" },
      { title: "Laundry Attendant", employer: "Baobab" },
    ],
  },
  {
    id: "b18-upload-sugar-company-hr-officer",
    letter: {
      company: "Nzoia Sugar Company",
      position: "Human Resource Manager",
      vacancyRef: "NSC/HR/HRM/2026/02",
    },
    about:
      'agro-industry, sugar company HR officer in Kakamega promoted to senior inside one entry after a job at another sugar company and a county graduate traineeship, dates after the titles, "Since 2017", CHRP(K), IHRM, KUSPAW, ID, a P.O. Box (upload .pdf)',
    source: "upload",
    fileName: "Dennis_Amukowa_HR_CV.pdf",
    text: `DENNIS SHIKUKU AMUKOWA
_______________________________________________
P.O. Box 210-50100, Kakamega  •  0727 554 690  •  dennis.amukowa@gmail.com
National ID: 27901348

PROFESSIONAL SUMMARY
_______________________________________________
CHRP(K) human resource practitioner in the sugar industry, aiming for a Human Resource Manager role.

WORK EXPERIENCE
_______________________________________________
HR OFFICER, WEST KENYA SUGAR COMPANY, KABRAS        Since 2017
Senior HR Officer from July 2023
- Recruit and induct 600 seasonal cane cutters each crushing season
- Reduced staff turnover from 22% to 11% in two years
- Rolled out Sage 300 People payroll for 1,450 employees
- Represent management in CBA negotiations with KUSPAW

HR ASSISTANT, MUMIAS SUGAR COMPANY        2013 – 2017
- Kept personnel files and leave records for 2,000 staff
- Processed NSSF and NHIF remittances monthly

GRADUATE TRAINEE, KAKAMEGA COUNTY PUBLIC SERVICE BOARD        2012 – 2013

-- 1 of 2 --
EDUCATION
_______________________________________________
Bachelor of Human Resource Management, Masinde Muliro University of Science and Technology, 2012

PROFESSIONAL QUALIFICATIONS
_______________________________________________
CHRP(K), Human Resource Management Professionals Examination Board (HRMPEB), 2016
Full Member, Institute of Human Resource Management (IHRM)

SKILLS & LANGUAGES
_______________________________________________
Sage 300 People, MS Excel, labour law (Employment Act 2007)
English, Kiswahili, Luhya

REFEREES
_______________________________________________
Mrs. Janet Were, HR Manager, West Kenya Sugar Company, 0722 845 230
Mr. Fredrick Ochieng, Industrial Relations Officer, Mumias Sugar Company, 0733 119 574`,
    facts: [
      f("name", "header", "Dennis", "Amukowa"),
      f("contact", "header", "0727 554 690"),
      f("contact", "header", "dennis.amukowa@gmail.com"),
      f("contact", "header", "P.O. Box 210-50100"),
      f("role", "experience", "Senior HR Officer"),
      f("employer", "experience", "West Kenya Sugar Company"),
      f("years", "experience", "2017"),
      f("achievement", "experience", "600 seasonal cane cutters"),
      f("achievement", "experience", "22%"),
      f("achievement", "experience", "11%"),
      f("achievement", "experience", "1,450 employees"),
      f("achievement", "experience", "KUSPAW"),
      f("role", "experience", "HR Assistant"),
      f("employer", "experience", "Mumias Sugar Company"),
      f("years", "experience", "2013"),
      f("achievement", "experience", "2,000 staff"),
      f("role", "experience", "Graduate Trainee"),
      f("employer", "experience", "Kakamega County Public Service Board"),
      f("years", "experience", "2012"),
      f(
        "education",
        "education",
        "Bachelor of Human Resource Management",
        "Masinde Muliro University of Science and Technology",
        "2012",
      ),
      f("certification", "certifications", "CHRP(K)"),
      f("membership", "certifications", "Institute of Human Resource Management"),
      f("tool", "skills", "Sage 300 People"),
      f("language", "skills", "Luhya"),
      f("target", "profile", "Human Resource Manager"),
    ],
    mustNot: ["27901348", "National ID", "-- 1 of 2 --", "_______"],
    jobs: [
      { title: "HR Officer", employer: "West Kenya Sugar" },
      { title: "HR Assistant", employer: "Mumias" },
      { title: "Graduate Trainee", employer: "Kakamega County Public Service Board" },
    ],
  },
];

/**
 * What staff would type in the Generate Cover Letter form's Additional Information for each case,
 * keyed by case id: the vacancy reference (the case's `letter.vacancyRef`), a closing date and a
 * note meant for staff. `staffOnly` holds strings of the note that a letter must not carry.
 */
export const letterNotesBatch18: Record<string, { additionalInfo: string; staffOnly: string[] }> = {
  "b18-chat-county-public-health-officer": {
    additionalInfo:
      "Vacancy ref MKN/CPSB/PH/2026/14, closing date 18 December 2026. Staff: she was referred by her cousin Mutheu, give her the referral discount of KSh 500.",
    staffOnly: ["referral discount", "cousin Mutheu"],
  },
  "b18-chat-kws-ranger-to-tourism": {
    additionalInfo:
      "Ref GCC/HR/SSG/2026/05, applications close 9 January 2027. Internal: he is still serving, keep the letter discreet and send it only to his Yahoo address.",
    staffOnly: ["still serving", "Yahoo address"],
  },
  "b18-chat-microfinance-loan-officer-sheng": {
    additionalInfo:
      "Vacancy reference KWFT/RO/MSME/2026/22, deadline 12 December 2026. For staff only: paid by M-Pesa, code SLK4X9TQ2, confirm before release.",
    staffOnly: ["SLK4X9TQ2", "confirm before release"],
  },
  "b18-chat-gulf-returnee-to-catering": {
    additionalInfo:
      "Ref KU/CAT/CA/2026/09; closing 5 January 2027. Staff note: she has no laptop, print two copies for pickup at the Thika office.",
    staffOnly: ["no laptop", "print two copies"],
  },
  "b18-chat-regional-fm-journalist": {
    additionalInfo:
      "Vacancy ref NMG/ED/CC/2026/31, closing date 15 December 2026. Staff: do not contact her on the station line, her editor screens calls.",
    staffOnly: ["station line", "editor screens calls"],
  },
  "b18-manual-kpa-marine-engineer": {
    additionalInfo:
      "Ref KNSL/TECH/CME/2026/01, applications close 22 December 2026. Internal: corporate rate through the KPA staff welfare scheme, invoice the welfare office.",
    staffOnly: ["staff welfare scheme", "invoice the welfare office"],
  },
  "b18-manual-kenha-quantity-surveyor": {
    additionalInfo:
      "Vacancy reference CWY/KE/SQS/2026/06, deadline 19 December 2026. For staff only: she asked for the Executive package but paid Professional, upgrade pending.",
    staffOnly: ["Executive package", "upgrade pending"],
  },
  "b18-manual-nairobi-ux-designer": {
    additionalInfo:
      "Ref SCOM/DIG/LUX/2026/77; closing 2 January 2027. Staff note: portfolio link to follow, she is redoing it this weekend, chase her on Monday.",
    staffOnly: ["redoing it this weekend", "chase her on Monday"],
  },
  "b18-manual-church-administrator": {
    additionalInfo:
      "Vacancy ref CIK/ADM/OA/2026/12, closing date 17 December 2026. Staff: the church is paying for this, bill PCEA St Andrew's and not him.",
    staffOnly: ["church is paying", "bill PCEA"],
  },
  "b18-upload-chain-pharmacist": {
    additionalInfo:
      "Ref AKUH/PHAR/CP/2026/18, applications close 30 December 2026. Internal: her PPB retention for 2027 is not yet paid, remind her before she applies.",
    staffOnly: ["retention for 2027", "remind her before she applies"],
  },
  "b18-upload-ecde-teacher-kisii": {
    additionalInfo:
      "Vacancy reference MKS/HR/PP/2026/04, deadline 10 December 2026. For staff only: rush job, she only saw the advert yesterday, waive the rush fee.",
    staffOnly: ["rush job", "waive the rush fee"],
  },
  "b18-upload-tvet-mechanical-trainer": {
    additionalInfo:
      "Ref TVETA/HR/DPA/2026/03; closing 14 January 2027. Staff note: he wants the salary figure out of every document, he will negotiate in person.",
    staffOnly: ["salary figure", "negotiate in person"],
  },
  "b18-upload-diani-housekeeping-supervisor": {
    additionalInfo:
      "Vacancy ref SAR/WS/EHK/2026/08, closing date 20 December 2026. Staff: she found us through the Diani hotel WhatsApp group, add her to the coast mailing list.",
    staffOnly: ["WhatsApp group", "coast mailing list"],
  },
  "b18-upload-sugar-company-hr-officer": {
    additionalInfo:
      "Ref NSC/HR/HRM/2026/02, applications close 7 January 2027. Internal: his current employer must not learn of this, send nothing to the West Kenya email.",
    staffOnly: ["must not learn of this", "West Kenya email"],
  },
};
