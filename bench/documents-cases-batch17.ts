import type { DocumentCase, Fact, FactKind, Section } from "./documents-cases";

/**
 * Held-out batch 17 for `npm run bench:documents`, written on 2026-12-04 by the docs-batch17
 * helper apart from the code, and not run before it was committed. Not registered anywhere: it is
 * registered at its first run, whose figure is the held-out one.
 *
 * Rules of apartness, as followed: nothing under server/, app/, tests/ or /work/firstruns/ was
 * opened, listed or grepped, nor bench/README.md, nor bench/documents.ts, bench/upload-files.ts
 * or any other bench runner, nor any case batch other than batch 16 (batches 2 to 15 and the
 * cases of bench/documents-cases.ts were not opened), nor `git log`, `git show`, `git diff`,
 * `git blame` or any other history command (only `git rev-parse HEAD`), nor `git status` in
 * /work/main; `npm run bench:documents` and the test suites were not run. Read for it, and
 * nothing else of the project besides /work/helper-protocol.md: a listing of the file names in
 * bench/ (no fixture folder, so the uploads here are, as in batch 16, a `fileName` and the file's
 * `text`, and no fixture file was added), biome.json (the formatter's settings),
 * bench/documents-cases.ts lines 1 to 66 (the case and fact types, which name no case),
 * bench/documents-cases-batch16.ts lines 1 to 260 (its header, its import line, its `f` helper,
 * its first two cases, both chats, and the first lines of its third case, for format and
 * conventions only) and lines 1160 to 1200 (the doc comment and type of `letterNotesBatch16` and
 * its first notes), found with `grep -n` for `letterNotes`, the `f` helper, imports and exports,
 * and `wc -l`; contract/documents.ts lines 1 to 150 (the `personalInfo`, `manualCvRequest` and
 * `coverLetterRequest` shapes and the item types around them, none of which says how a document
 * is written) and the lines of /work/shared/SPEC.md that a grep for "CV", "cover letter" and
 * "upload" found. Seen in passing: `git worktree add` printed the subject of main's latest commit
 * (two instances bootstrapping one admin account on PostgreSQL), which says nothing of how
 * documents are generated. No case, client or employer of batch 16 was copied.
 *
 * Checked only by importing this file from a throwaway script in /tmp run with
 * `node --import tsx` (a count; unique ids and names; every fact and job key in its case's
 * inputs, case-insensitive, after whitespace is normalised; every `mustNot` string in the inputs
 * and inside no key; each form through contract/documents.ts's `manualCvRequest`; each letter
 * note holding its case's vacancy reference and its staff-only strings, and no note without a
 * case), by `npm run lint` and by `npm run typecheck`.
 *
 * The case type's `letter` holds the company, the position and the vacancy reference of the
 * Generate Cover Letter form, as in batch 16. The notes staff would type in the form's Additional
 * Information are in `letterNotesBatch17` below, keyed by case id, in the shape of batch 16's
 * `letterNotesBatch16`: each holds the vacancy reference, a closing date and a note meant for
 * staff, with the staff-only strings a letter must not carry. Wiring it into a runner is left to
 * the session that registers this batch.
 *
 * 15 cases (6 chats, 4 manual forms, 5 uploads), 346 facts and 34 jobs.
 *
 * New clients, professions and career stages: a clinical officer at a county referral hospital
 * after an internship, in Swahili and English (a hedged patient count corrected, KMTC, the
 * Clinical Officers Council, KenyaEMR, a wish for pay that is no fact); a matatu SACCO manager
 * after a route supervisor job, in Sheng ("Jan '21 – present", a corrected fleet size, NTSA, a
 * request to leave out a court case); a TVET graduate electrician after a Kenya Power attachment
 * ("since March 2024", EPRA and NITA, a hope for a degree that is no fact, a corrected house
 * count); a retired Kenya Army major, platoon commander to staff officer under the KDF in one
 * breath, moving to security management (AMISOM, PSRA, ASIS, a request to leave out his age and
 * pension); an NGO M&E officer in Kakuma after Dadaab and a county data clerk job (a former
 * employer named wrongly and corrected, master's degree and university in different turns,
 * KoboToolbox, Somali); a Form Four leaver with a holiday shop job and Red Cross volunteering
 * (KCSE mean grade, "B-", a plan to join KMTC that is no fact); on the manual form a KRA revenue
 * officer in audit ("9 years", CPA-K, ICPAK, CISA, iTax, a "Maybe" and a staff aside in the goal,
 * CV + Cover Letter), a coast sous chef after commis chef and chef de partie at another resort
 * ("11 yrs", Kenya Utalii College, HACCP, CV Writing), a fintech backend developer ("4", Daraja,
 * AWS, Cover Letter only) and a county supply chain officer ("Since 2017", KISM, IFMIS, e-GP,
 * PPADA, CV + Cover Letter); uploads of a returning diaspora nurse from the NHS (.pdf, columns
 * flattened with dates in a left column, "Page 1 of 2", NMC and NCK, ID, birth date, marital
 * status, a P.O. Box), a flower farm agronomist in Naivasha (.docx, ALL CAPS headings, "Ø" and
 * "▪" bullets, "2017 to date", KEPHIS, GLOBALG.A.P., PCPB, religion, hobbies), an advocate
 * after pupillage at the ODPP (.txt, headings underlined with "=====", LSK, a chatty closing line,
 * the client's note to self left in the file), a pharmaceutical technologist at a retail chain
 * after a hospital post and an internship (.doc, "Sept 2015 - Sept 2016" dates, PPB, SHA, gender,
 * hobbies) and a civil engineer at KURA promoted inside one entry after a contractor (.pdf, dates
 * after the titles, EBK, IEK, NCA, ID).
 *
 * Same conventions as batch 16: a fact is the key string(s) that must all appear in the CV's
 * text, each in the client's own words (every key is in the case's inputs, and phone keys are
 * written as the client wrote them); a job's start year is an experience fact, a total of years
 * of experience is no fact; the industry and the target post are profile facts; tools and
 * languages are skills, registrations, licences, courses and memberships certifications;
 * `mustNot` holds hedges, chat and Swahili or Sheng talk, personal details a CV no longer
 * carries, what the client asked to leave out, wishes that are not facts and the wrong value of a
 * fact the client corrected (none of them is inside a key); `jobs` lists every job of the client,
 * most recent first. A promotion is its own job only where its title cannot be read in the other
 * entries of the same employer (so the Engineer under KURA and the Revenue Officer under KRA are
 * facts, carried by "Senior Engineer" and "Senior Revenue Officer", not jobs of their own). A
 * P.O. Box is a postal address a Kenyan CV may carry, so it is in no `mustNot`. A deployment
 * (AMISOM) is an achievement, not a job. Not to be tuned on: a fix is measured on a new batch.
 */

const f = (kind: FactKind, section: Section, ...keys: string[]): Fact => ({ kind, section, keys });

export const documentCasesBatch17: DocumentCase[] = [
  {
    id: "b17-chat-clinical-officer-county",
    letter: {
      company: "Moi Teaching and Referral Hospital",
      position: "Senior Clinical Officer",
      vacancyRef: "MTRH/HR/SCO/2026/41",
    },
    about:
      "county health, clinical officer at a county referral hospital after an internship, a hedged patient count corrected, Swahili and English, a wish for pay that is no fact (chat)",
    source: "chat",
    visitorTurns: [
      "Hujambo, nataka CV nzuri ya Senior Clinical Officer, nimeona tangazo ya MTRH Eldoret.",
      "Naitwa Kevin Kiprotich Langat. Simu 0713 552 804, email kevin.langat.co@gmail.com",
      "Niko Kericho County Referral Hospital as a Clinical Officer since 2019, I run the ART clinic and the outpatient department on weekends.",
      "Tunaona patients wengi, I think around 40 patients a day.",
      "Hapana, nimecheck register, ni 55 patients a day on average.",
      "I also started a TB contact tracing drive that screened 1,300 household contacts, and I supervise 3 nurses and 2 HRIOs.",
      "Kabla ya hapo nilikuwa Clinical Officer Intern at Kapkatet Sub-County Hospital, 2017 to 2018.",
      "Masomo: Diploma in Clinical Medicine and Surgery, KMTC Eldoret, 2017.",
      "Nimeregister na Clinical Officers Council, and I'm a member of KUCO. Systems: KenyaEMR and DHIS2.",
      "Lugha: English, Kiswahili na Kalenjin. Kusema ukweli nataka mshahara mzuri zaidi, hii ya county inachelewa.",
    ],
    facts: [
      f("name", "header", "Kevin", "Langat"),
      f("contact", "header", "0713 552 804"),
      f("contact", "header", "kevin.langat.co@gmail.com"),
      f("role", "experience", "Clinical Officer"),
      f("employer", "experience", "Kericho County Referral Hospital"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "ART clinic"),
      f("achievement", "experience", "55 patients"),
      f("achievement", "experience", "TB contact tracing"),
      f("achievement", "experience", "1,300"),
      f("team", "experience", "3 nurses"),
      f("role", "experience", "Clinical Officer Intern"),
      f("employer", "experience", "Kapkatet Sub-County Hospital"),
      f("years", "experience", "2017"),
      f("education", "education", "Diploma in Clinical Medicine and Surgery", "KMTC", "2017"),
      f("certification", "certifications", "Clinical Officers Council"),
      f("membership", "certifications", "KUCO"),
      f("tool", "skills", "KenyaEMR"),
      f("tool", "skills", "DHIS2"),
      f("language", "skills", "Kalenjin"),
      f("target", "profile", "Senior Clinical Officer"),
    ],
    mustNot: ["Hujambo", "I think", "around 40", "mshahara", "inachelewa", "Hapana"],
    jobs: [
      { title: "Clinical Officer", employer: "Kericho" },
      { title: "Clinical Officer Intern", employer: "Kapkatet" },
    ],
  },
  {
    id: "b17-chat-matatu-sacco-manager-sheng",
    letter: {
      company: "Metro Trans Express Sacco",
      position: "General Manager",
      vacancyRef: "MTES/GM/2026/02",
    },
    about:
      'public transport, matatu SACCO manager after a route supervisor job at another SACCO, in Sheng, "Jan \'21 – present", a corrected fleet size, a request to leave out a court case (chat)',
    source: "chat",
    visitorTurns: [
      "Niaje bro, nataka CV ya GM, kuna Sacco inatafuta General Manager, Metro Trans.",
      "Ni Joseph Mwangi Njoroge, 0722 904 317, josephnjoroge.sacco@gmail.com",
      "Niko Sacco Manager wa Umoja Express Sacco, Jan '21 – present. Tuko na fleet ya 120 matatus kwa route za Eastlands.",
      "Aki nimekosea, ni 135 matatus sasa, tuliongeza mwaka huu.",
      "Nilipush cashless fare collection, daily collections zikapanda from KSh 380,000 to KSh 520,000. Pia compliance ya NTSA inspection ni 100% since 2022.",
      "Niko na staff 28, stage marshals na conductors wa office, plus accounts.",
      "Kabla ya hapo nilikuwa Route Supervisor, Embassava Sacco, 2015 to 2020, route 33 Embakasi.",
      "Nilisoma Diploma in Cooperative Management, Co-operative University of Kenya, 2014.",
      "Nainjoy kutumia QuickBooks na Excel, na fleet tracking ya Fleetcop. Naongea English, Kiswahili na Kikuyu.",
      "Usiweke ile case ya traffic court ya 2019, ilisha. Nataka General Manager, Nairobi.",
    ],
    facts: [
      f("name", "header", "Joseph", "Njoroge"),
      f("contact", "header", "0722 904 317"),
      f("contact", "header", "josephnjoroge.sacco@gmail.com"),
      f("role", "experience", "Sacco Manager"),
      f("employer", "experience", "Umoja Express Sacco"),
      f("years", "experience", "21"),
      f("achievement", "experience", "135 matatus"),
      f("achievement", "experience", "cashless"),
      f("achievement", "experience", "380,000"),
      f("achievement", "experience", "520,000"),
      f("achievement", "experience", "NTSA"),
      f("team", "experience", "28"),
      f("role", "experience", "Route Supervisor"),
      f("employer", "experience", "Embassava Sacco"),
      f("years", "experience", "2015"),
      f(
        "education",
        "education",
        "Diploma in Cooperative Management",
        "Co-operative University of Kenya",
        "2014",
      ),
      f("tool", "skills", "QuickBooks"),
      f("tool", "skills", "Fleetcop"),
      f("language", "skills", "Kikuyu"),
      f("target", "profile", "General Manager"),
      f("target", "profile", "Nairobi"),
    ],
    mustNot: ["Niaje", "120 matatus", "traffic court", "nimekosea", "Nainjoy"],
    jobs: [
      { title: "Sacco Manager", employer: "Umoja Express" },
      { title: "Route Supervisor", employer: "Embassava" },
    ],
  },
  {
    id: "b17-chat-tvet-electrician-graduate",
    letter: {
      company: "Kenya Electricity Transmission Company (KETRACO)",
      position: "Electrical Technician",
      vacancyRef: "KETRACO/HR/ET/2026/07",
    },
    about:
      "energy, TVET graduate electrician after a Kenya Power attachment, early career, 'since March 2024', a corrected house count, a hope for a degree that is no fact (chat)",
    source: "chat",
    visitorTurns: [
      "Hello, I finished at the poly and I need a CV for KETRACO Electrical Technician.",
      "Dennis Ochieng Odhiambo, 0790 118 456, dennis.odhiambo.elec@gmail.com",
      "I have a Diploma in Electrical and Electronic Engineering (Power Option) from Nyeri National Polytechnic, 2024, KNEC exams.",
      "I've been an Assistant Electrician at Davis & Shirtliff, Nyeri branch, since March 2024, doing solar pumps and borehole panels. I installed 12 solar pumping systems for farmers in Laikipia.",
      "Before that I did my Industrial Attachment at Kenya Power, Nyeri, May to August 2023, on the Last Mile Connectivity project, we connected like 30 houses.",
      "Sorry, it was 45 houses, I found my logbook.",
      "I have the EPRA Class C1 electrical worker licence and NITA Grade Test I in Electrical Installation.",
      "I can use a multimeter and insulation tester, I read drawings in AutoCAD, and PLC basics, Siemens S7.",
      "I speak English, Kiswahili and Dholuo. One day I hope to do a degree at DeKUT but not now.",
    ],
    facts: [
      f("name", "header", "Dennis", "Odhiambo"),
      f("contact", "header", "0790 118 456"),
      f("contact", "header", "dennis.odhiambo.elec@gmail.com"),
      f(
        "education",
        "education",
        "Diploma in Electrical and Electronic Engineering",
        "Nyeri National Polytechnic",
        "2024",
      ),
      f("role", "experience", "Assistant Electrician"),
      f("employer", "experience", "Davis & Shirtliff"),
      f("years", "experience", "2024"),
      f("achievement", "experience", "12 solar pumping systems"),
      f("role", "experience", "Industrial Attachment"),
      f("employer", "experience", "Kenya Power"),
      f("years", "experience", "2023"),
      f("achievement", "experience", "Last Mile Connectivity"),
      f("achievement", "experience", "45 houses"),
      f("certification", "certifications", "EPRA", "C1"),
      f("certification", "certifications", "NITA Grade Test I"),
      f("tool", "skills", "multimeter"),
      f("tool", "skills", "AutoCAD"),
      f("tool", "skills", "S7"),
      f("language", "skills", "Dholuo"),
      f("target", "profile", "Electrical Technician"),
    ],
    mustNot: ["30 houses", "hope to do a degree", "DeKUT", "logbook"],
    jobs: [
      { title: "Assistant Electrician", employer: "Davis & Shirtliff" },
      { title: "Industrial Attachment", employer: "Kenya Power" },
    ],
  },
  {
    id: "b17-chat-retired-army-major-security",
    letter: {
      company: "KCB Bank Kenya",
      position: "Head of Security and Investigations",
      vacancyRef: "KCB/SEC/HSI/2026/03",
    },
    about:
      "security, retired Kenya Army major moving to corporate security, platoon commander, company commander and staff officer under the KDF told in one breath, AMISOM, a corrected troop count, a request to leave out his age and pension (chat)",
    source: "chat",
    visitorTurns: [
      "Good afternoon. I retired from the Kenya Defence Forces in June this year and I am applying for Head of Security jobs in banks.",
      "Major (Rtd) Samuel Lemayian Sankale. 0721 660 093, s.sankale@outlook.com",
      "Commissioned 2001 from the Kenya Military Academy, served as Platoon Commander 2001 to 2008, then Company Commander in 7 Kenya Rifles 2008 to 2016, and finally Staff Officer Grade 2 (Operations) at Defence Headquarters from 2016 until retirement in 2026.",
      "As company commander I commanded 150 soldiers and did a tour with AMISOM in Kismayo, 2012.",
      "Correction, the company was 120 soldiers, 150 was the whole task group.",
      "At Defence Headquarters I planned security for 9 national events and wrote the threat assessment reports for the Chief of Operations.",
      "Education: Bachelor of Science in Security Management, Egerton University, 2010, and a Diploma in Strategic Studies, Defence Staff College, 2015.",
      "I'm registered with PSRA (Private Security Regulatory Authority) and a member of ASIS International. I use MS Office and Milestone CCTV systems.",
      "Languages: English, Kiswahili and Maa. Please don't put my age, I'm 52, or my pension details.",
    ],
    facts: [
      f("name", "header", "Samuel", "Sankale"),
      f("contact", "header", "0721 660 093"),
      f("contact", "header", "s.sankale@outlook.com"),
      f("employer", "experience", "Kenya Defence Forces"),
      f("role", "experience", "Platoon Commander"),
      f("years", "experience", "2001"),
      f("role", "experience", "Company Commander"),
      f("employer", "experience", "7 Kenya Rifles"),
      f("years", "experience", "2008"),
      f("role", "experience", "Staff Officer Grade 2"),
      f("employer", "experience", "Defence Headquarters"),
      f("years", "experience", "2016"),
      f("team", "experience", "120 soldiers"),
      f("achievement", "experience", "AMISOM"),
      f("achievement", "experience", "9 national events"),
      f("achievement", "experience", "threat assessment"),
      f(
        "education",
        "education",
        "Bachelor of Science in Security Management",
        "Egerton University",
        "2010",
      ),
      f("education", "education", "Diploma in Strategic Studies", "Defence Staff College", "2015"),
      f("education", "education", "Kenya Military Academy"),
      f("certification", "certifications", "PSRA"),
      f("membership", "certifications", "ASIS International"),
      f("tool", "skills", "Milestone"),
      f("language", "skills", "Maa"),
      f("target", "profile", "Head of Security"),
    ],
    mustNot: ["I'm 52", "pension", "150 soldiers", "Correction"],
    jobs: [
      { title: "Staff Officer", employer: "Defence Headquarters" },
      { title: "Company Commander", employer: "Kenya Rifles" },
      { title: "Platoon Commander", employer: "Kenya Defence Forces" },
    ],
  },
  {
    id: "b17-chat-ngo-me-officer-kakuma",
    letter: {
      company: "UNHCR Kenya",
      position: "Monitoring and Evaluation Specialist",
      vacancyRef: "UNHCR/KEN/ME/2026/118",
    },
    about:
      "humanitarian, M&E officer at an NGO in Kakuma after an M&E assistant post in Dadaab and a county data clerk job, a former employer named wrongly and corrected, master's and university in different turns, Somali (chat)",
    source: "chat",
    visitorTurns: [
      "Asalaam aleikum. I want to apply to UNHCR for an M&E Specialist role, can you help with the CV?",
      "My name is Amina Hassan Abdi, +254 708 392 641, aminahassan.me@gmail.com",
      "Currently M&E Officer with the Norwegian Refugee Council (NRC) in Kakuma, Jan '21 – present. I designed the results framework for 14 projects and ran a baseline survey of 2,400 households.",
      "Before that I was M&E Assistant with the Danish Refugee Council in Dadaab, 2018 to 2020.",
      "Wait no, Dadaab was the International Rescue Committee (IRC), DRC was only a training I attended.",
      "And my first job was Data Clerk, Garissa County Department of Health, 2016 to 2018, entering data into DHIS2.",
      "I lead a team of 6 enumerators and 2 data assistants in Kakuma. Tools: KoboToolbox, ODK, Power BI and Stata.",
      "I have a BSc in Statistics from Moi University, 2015.",
      "My masters is a Master of Arts in Project Planning and Management, done in 2022.",
      "The masters was from the University of Nairobi. I'm a member of the Evaluation Society of Kenya. Languages: Somali, Kiswahili, English, and some Turkana.",
    ],
    facts: [
      f("name", "header", "Amina", "Abdi"),
      f("contact", "header", "+254 708 392 641"),
      f("contact", "header", "aminahassan.me@gmail.com"),
      f("role", "experience", "M&E Officer"),
      f("employer", "experience", "Norwegian Refugee Council"),
      f("years", "experience", "21"),
      f("achievement", "experience", "results framework"),
      f("achievement", "experience", "14 projects"),
      f("achievement", "experience", "2,400 households"),
      f("team", "experience", "6 enumerators"),
      f("role", "experience", "M&E Assistant"),
      f("employer", "experience", "International Rescue Committee"),
      f("years", "experience", "2018"),
      f("role", "experience", "Data Clerk"),
      f("employer", "experience", "Garissa County"),
      f("years", "experience", "2016"),
      f("tool", "skills", "KoboToolbox"),
      f("tool", "skills", "ODK"),
      f("tool", "skills", "Power BI"),
      f("tool", "skills", "Stata"),
      f("tool", "skills", "DHIS2"),
      f("education", "education", "Statistics", "Moi University", "2015"),
      f(
        "education",
        "education",
        "Master of Arts in Project Planning and Management",
        "University of Nairobi",
        "2022",
      ),
      f("membership", "certifications", "Evaluation Society of Kenya"),
      f("language", "skills", "Somali"),
      f("target", "profile", "M&E Specialist"),
    ],
    mustNot: ["Asalaam aleikum", "Danish Refugee Council", "Wait no"],
    jobs: [
      { title: "M&E Officer", employer: "Norwegian Refugee Council" },
      { title: "M&E Assistant", employer: "International Rescue Committee" },
      { title: "Data Clerk", employer: "Garissa County" },
    ],
  },
  {
    id: "b17-chat-form-four-leaver",
    letter: {
      company: "Equity Bank Kenya, Machakos Branch",
      position: "Wings to Fly Alumni Intern",
      vacancyRef: "EBK/MKS/INT/2027/01",
    },
    about:
      "first job, Form Four leaver with a holiday shop job and Red Cross volunteering, KCSE mean grade, a computer packages course, a plan to join KMTC that is no fact, Swahili and English (chat)",
    source: "chat",
    visitorTurns: [
      "Sasa, mimi nimemaliza form four 2025, mum amesema nitafute CV ya kuapply internship kwa bank.",
      "Naitwa Purity Nduku Mutua, 0757 230 918, puritynduku06@gmail.com",
      "Nilifanya KCSE 2025 at Machakos Girls High School nikapata mean grade B- (minus). Nilikuwa chairlady wa Debate Club.",
      "Pia nimefanya Certificate in Computer Packages at Machakos Institute of Technology, 2026, najua MS Word, Excel na typing 40 words per minute.",
      "Nimekuwa Shop Attendant kwa Mwanzia Hardware, Machakos town, since Dec 2025, nashughulikia till ya M-Pesa na stock taking.",
      "Before that, 2024 holidays nilikuwa Youth Volunteer na Kenya Red Cross, Machakos branch, tukafanya first aid kwa Machakos Marathon kwa runners 300.",
      "Naongea Kikamba, Kiswahili na English. Mwaka ujao nataka kujoin KMTC but sahii nataka kazi.",
    ],
    facts: [
      f("name", "header", "Purity", "Mutua"),
      f("contact", "header", "0757 230 918"),
      f("contact", "header", "puritynduku06@gmail.com"),
      f("education", "education", "KCSE", "Machakos Girls High School", "2025"),
      f("education", "education", "B-"),
      f("achievement", "education", "Debate Club"),
      f(
        "certification",
        "certifications",
        "Certificate in Computer Packages",
        "Machakos Institute of Technology",
      ),
      f("tool", "skills", "MS Word"),
      f("tool", "skills", "Excel"),
      f("tool", "skills", "40 words per minute"),
      f("role", "experience", "Shop Attendant"),
      f("employer", "experience", "Mwanzia Hardware"),
      f("years", "experience", "2025"),
      f("achievement", "experience", "M-Pesa"),
      f("achievement", "experience", "stock taking"),
      f("role", "experience", "Youth Volunteer"),
      f("employer", "experience", "Kenya Red Cross"),
      f("years", "experience", "2024"),
      f("achievement", "experience", "first aid"),
      f("achievement", "experience", "300"),
      f("language", "skills", "Kikamba"),
    ],
    mustNot: ["mum amesema", "KMTC", "sahii", "Sasa"],
    jobs: [
      { title: "Shop Attendant", employer: "Mwanzia Hardware" },
      { title: "Youth Volunteer", employer: "Red Cross" },
    ],
  },
  {
    id: "b17-manual-kra-revenue-auditor",
    letter: {
      company: "Deloitte East Africa",
      position: "Tax Audit Manager",
      vacancyRef: "DEA/TAX/TAM/2026/22",
    },
    about:
      "tax administration, KRA senior revenue officer in audit after a revenue officer post, '9 years', CPA-K, ICPAK, CISA, iTax, a 'Maybe' and a staff aside in the goal (manual, CV + Cover Letter)",
    source: "manual",
    form: {
      firstName: "Lilian",
      lastName: "Kamau",
      email: "lilian.w.kamau@gmail.com",
      phone: "+254 722 481 930",
      currentRole: "Senior Revenue Officer (Audit)",
      experience: "9 years",
      industry: "Tax administration, public sector",
      company: "Kenya Revenue Authority",
      careerGoal:
        "Maybe Big Four, Tax Audit Manager. At KRA Domestic Taxes Department, Large Taxpayers Office since 2017; Senior Revenue Officer from 2021, before that Revenue Officer (2017-2021) in the Medium Taxpayers Office. Leads a team of 5 auditors; audits closed in 2025 raised assessments of KSh 1.2 billion, 87% upheld at the Tax Appeals Tribunal. Uses iTax, IDEA and SAP. CPA-K, member of ICPAK, CISA. B.Com (Accounting), Kenyatta University, 2016. Speaks Kiswahili, English, Kikuyu. (Note from intake: she has not told her supervisor, no KRA referees.)",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Lilian", "Kamau"),
      f("contact", "header", "lilian.w.kamau@gmail.com"),
      f("contact", "header", "+254 722 481 930"),
      f("role", "experience", "Senior Revenue Officer"),
      f("employer", "experience", "Kenya Revenue Authority"),
      f("industry", "profile", "Tax administration"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "Large Taxpayers Office"),
      f("role", "experience", "Revenue Officer"),
      f("years", "experience", "2017"),
      f("team", "experience", "team of 5"),
      f("achievement", "experience", "1.2 billion"),
      f("achievement", "experience", "87%"),
      f("achievement", "experience", "Tax Appeals Tribunal"),
      f("tool", "skills", "iTax"),
      f("tool", "skills", "IDEA"),
      f("tool", "skills", "SAP"),
      f("certification", "certifications", "CPA-K"),
      f("membership", "certifications", "ICPAK"),
      f("certification", "certifications", "CISA"),
      f("education", "education", "Accounting", "Kenyatta University", "2016"),
      f("language", "skills", "Kikuyu"),
      f("target", "profile", "Tax Audit Manager"),
    ],
    mustNot: ["Maybe", "Note from intake", "has not told her supervisor", "no KRA referees"],
    jobs: [{ title: "Senior Revenue Officer", employer: "Kenya Revenue Authority" }],
  },
  {
    id: "b17-manual-coast-sous-chef",
    letter: {
      company: "Swahili Beach Resort, Diani",
      position: "Executive Chef",
      vacancyRef: "SBR/KIT/EC/2026/06",
    },
    about:
      "hospitality, sous chef at a coast resort after commis chef at another, '11 yrs', Kenya Utalii College, HACCP, a food cost figure (manual, CV Writing)",
    source: "manual",
    form: {
      firstName: "Hamisi",
      lastName: "Mwinyi",
      email: "hamisi.mwinyi.chef@yahoo.com",
      phone: "0733 417 285",
      currentRole: "Sous Chef",
      experience: "11 yrs",
      industry: "Hospitality - hotels and resorts",
      company: "Serena Beach Resort & Spa, Shanzu",
      careerGoal:
        "Executive Chef at a 5-star resort on the south coast, Diani ideally. Sous chef at Serena Beach since 2019, runs a kitchen brigade of 14 cooks, cut food cost from 38% to 31%, Swahili cuisine and seafood menus, banquets up to 600 guests. Commis Chef at Voyager Beach Resort 2014-2016, then Chef de Partie there 2016-2019. Certificate in Food Production, Kenya Utalii College, 2013. HACCP Level 3, food handler's certificate (Mombasa County). Uses Micros and Materials Control. English, Kiswahili, some Italian.",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Hamisi", "Mwinyi"),
      f("contact", "header", "hamisi.mwinyi.chef@yahoo.com"),
      f("contact", "header", "0733 417 285"),
      f("role", "experience", "Sous Chef"),
      f("employer", "experience", "Serena Beach"),
      f("industry", "profile", "Hospitality"),
      f("years", "experience", "2019"),
      f("team", "experience", "14 cooks"),
      f("achievement", "experience", "38%"),
      f("achievement", "experience", "31%"),
      f("achievement", "experience", "Swahili cuisine"),
      f("achievement", "experience", "600 guests"),
      f("role", "experience", "Chef de Partie"),
      f("role", "experience", "Commis Chef"),
      f("employer", "experience", "Voyager Beach Resort"),
      f("years", "experience", "2014"),
      f("years", "experience", "2016"),
      f("education", "education", "Certificate in Food Production", "Kenya Utalii College", "2013"),
      f("certification", "certifications", "HACCP"),
      f("certification", "certifications", "food handler"),
      f("tool", "skills", "Micros"),
      f("language", "skills", "Italian"),
      f("target", "profile", "Executive Chef"),
    ],
    mustNot: ["ideally"],
    jobs: [
      { title: "Sous Chef", employer: "Serena Beach" },
      { title: "Chef de Partie", employer: "Voyager" },
      { title: "Commis Chef", employer: "Voyager" },
    ],
  },
  {
    id: "b17-manual-fintech-backend-developer",
    letter: {
      company: "M-KOPA",
      position: "Senior Backend Engineer",
      vacancyRef: "MKOPA/ENG/SBE/2026/14",
    },
    about:
      "fintech, backend developer after a junior developer post at another fintech, experience given as a bare '4', Daraja API, AWS certification, terse goal (manual, Cover Letter)",
    source: "manual",
    form: {
      firstName: "Ian",
      lastName: "Wekesa",
      email: "ian.wekesa.dev@proton.me",
      phone: "0115 773 209",
      currentRole: "Backend Developer",
      experience: "4",
      industry: "Fintech / payments",
      company: "Cellulant Kenya",
      careerGoal:
        "senior backend engineer, nairobi or remote. cellulant since 2022: go + node.js services on postgresql and kafka, m-pesa daraja api integrations, built the payment reconciliation service (2M transactions/day), cut settlement errors 60%. mentor 3 juniors. 2020-2022 junior developer at Tala Kenya, loan disbursement APIs. bsc computer science maseno university 2020. aws certified developer associate. docker, kubernetes, grafana. english swahili luhya",
      serviceType: "Cover Letter",
    },
    facts: [
      f("name", "header", "Ian", "Wekesa"),
      f("contact", "header", "ian.wekesa.dev@proton.me"),
      f("contact", "header", "0115 773 209"),
      f("role", "experience", "Backend Developer"),
      f("employer", "experience", "Cellulant"),
      f("industry", "profile", "Fintech"),
      f("years", "experience", "2022"),
      f("tool", "skills", "node.js"),
      f("tool", "skills", "postgresql"),
      f("tool", "skills", "kafka"),
      f("tool", "skills", "daraja"),
      f("achievement", "experience", "reconciliation"),
      f("achievement", "experience", "2M transactions"),
      f("achievement", "experience", "60%"),
      f("team", "experience", "3 juniors"),
      f("role", "experience", "junior developer"),
      f("employer", "experience", "Tala"),
      f("years", "experience", "2020"),
      f("education", "education", "computer science", "maseno university", "2020"),
      f("certification", "certifications", "aws certified developer"),
      f("tool", "skills", "docker"),
      f("tool", "skills", "kubernetes"),
      f("language", "skills", "luhya"),
      f("target", "profile", "senior backend engineer"),
    ],
    mustNot: [],
    jobs: [
      { title: "Backend Developer", employer: "Cellulant" },
      { title: "Junior Developer", employer: "Tala" },
    ],
  },
  {
    id: "b17-manual-county-supply-chain-officer",
    letter: {
      company: "Public Procurement Regulatory Authority",
      position: "Principal Procurement Officer",
      vacancyRef: "PPRA/ADV/PPO/2026/09",
    },
    about:
      "county government, supply chain management officer at a county after a procurement assistant post at a parastatal, 'Since 2017', KISM, IFMIS, e-GP, PPADA, AGPO (manual, CV + Cover Letter)",
    source: "manual",
    form: {
      firstName: "Esther",
      lastName: "Nyaboke Ondieki",
      email: "esther.nyaboke@gmail.com",
      phone: "0726 905 341",
      currentRole: "Supply Chain Management Officer II",
      experience: "Since 2017",
      industry: "County government",
      company: "County Government of Nyamira",
      careerGoal:
        "I want the Principal Procurement Officer job at PPRA. At Nyamira County since 2019 I handle tenders worth about KSh 900 million a year through IFMIS and the e-GP portal, in line with PPADA 2015, and raised AGPO awards to youth, women and PWD firms to 34% of contracts. I supervise 4 procurement assistants. Before Nyamira: Procurement Assistant, Kenya Rural Roads Authority (KeRRA) Kisii region, 2017 to 2019. BBA Purchasing and Supplies Management, Kisii University 2016; Diploma in CIPS Level 4. Member of KISM and holder of a KISM practising licence. Languages: Ekegusii, Kiswahili, English.",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Esther", "Ondieki"),
      f("contact", "header", "esther.nyaboke@gmail.com"),
      f("contact", "header", "0726 905 341"),
      f("role", "experience", "Supply Chain Management Officer"),
      f("employer", "experience", "Nyamira"),
      f("industry", "profile", "County government"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "900 million"),
      f("tool", "skills", "IFMIS"),
      f("tool", "skills", "e-GP"),
      f("achievement", "experience", "PPADA"),
      f("achievement", "experience", "AGPO"),
      f("achievement", "experience", "34%"),
      f("team", "experience", "4 procurement assistants"),
      f("role", "experience", "Procurement Assistant"),
      f("employer", "experience", "Kenya Rural Roads Authority"),
      f("years", "experience", "2017"),
      f("education", "education", "Purchasing and Supplies Management", "Kisii University", "2016"),
      f("certification", "certifications", "CIPS Level 4"),
      f("membership", "certifications", "KISM"),
      f("certification", "certifications", "practising licence"),
      f("language", "skills", "Ekegusii"),
      f("target", "profile", "Principal Procurement Officer"),
    ],
    mustNot: ["I want"],
    jobs: [
      { title: "Supply Chain Management Officer", employer: "Nyamira" },
      { title: "Procurement Assistant", employer: "Kenya Rural Roads Authority" },
    ],
  },
  {
    id: "b17-upload-diaspora-nurse-pdf",
    letter: {
      company: "The Nairobi Hospital",
      position: "Nurse Manager, Critical Care",
      vacancyRef: "TNH/NUR/NM-CC/2026/27",
    },
    about:
      "nursing, returning diaspora nurse from the NHS after Kenyatta National Hospital, columns flattened with dates in a left column, 'Page 1 of 2', NMC and NCK, ID, birth date, marital status, a P.O. Box (upload .pdf)",
    source: "upload",
    fileName: "Margaret_Okello_CV_2026.pdf",
    text: `MARGARET ATIENO OKELLO
RN, BScN
P.O. Box 4417-40100 Kisumu          Tel: +254 711 208 764          m.okello.rn@gmail.com
ID No: 23451987     Date of Birth: 14/03/1984     Marital Status: Married

PROFESSIONAL SUMMARY
Critical care nurse with NHS and Kenyatta National Hospital experience, returning home to Kenya.

WORK EXPERIENCE
2019 – 2026
Oct 2012 –
Sept 2018
Senior Staff Nurse (Band 6), Intensive Care Unit
University Hospitals of Derby and Burton NHS Foundation Trust, Derby, UK
• Led a shift of 8 nurses in a 20-bed ICU
• Cut pressure ulcer incidence by 30% through a skin bundle audit
• Mentored 6 student nurses from the University of Derby
Nursing Officer, Critical Care Unit
Kenyatta National Hospital, Nairobi
• Ventilator care and haemodialysis support
• Trained 25 nurses in Basic Life Support

Page 1 of 2

EDUCATION                              REGISTRATION
2011  BSc Nursing, Moi University      Nursing Council of Kenya (NCK), licence renewed 2026
2007  KRCHN, KMTC Nairobi              Nursing and Midwifery Council (NMC), UK
                                       ACLS, Resuscitation Council UK

SKILLS
Philips IntelliVue monitors | EPIC electronic records | Hamilton ventilators
Languages: English, Kiswahili, Dholuo

REFEREES
Available on request
Page 2 of 2`,
    facts: [
      f("name", "header", "Margaret", "Okello"),
      f("contact", "header", "+254 711 208 764"),
      f("contact", "header", "m.okello.rn@gmail.com"),
      f("role", "experience", "Senior Staff Nurse"),
      f("employer", "experience", "Derby and Burton"),
      f("years", "experience", "2019"),
      f("team", "experience", "8 nurses"),
      f("achievement", "experience", "20-bed ICU"),
      f("achievement", "experience", "30%"),
      f("achievement", "experience", "6 student nurses"),
      f("role", "experience", "Nursing Officer"),
      f("employer", "experience", "Kenyatta National Hospital"),
      f("years", "experience", "2012"),
      f("achievement", "experience", "haemodialysis"),
      f("achievement", "experience", "25 nurses"),
      f("education", "education", "BSc Nursing", "Moi University", "2011"),
      f("education", "education", "KRCHN", "KMTC", "2007"),
      f("certification", "certifications", "Nursing Council of Kenya"),
      f("certification", "certifications", "Nursing and Midwifery Council"),
      f("certification", "certifications", "ACLS"),
      f("tool", "skills", "IntelliVue"),
      f("tool", "skills", "EPIC"),
      f("language", "skills", "Dholuo"),
    ],
    mustNot: ["23451987", "14/03/1984", "Married", "Page 1 of 2"],
    jobs: [
      { title: "Senior Staff Nurse", employer: "NHS" },
      { title: "Nursing Officer", employer: "Kenyatta National Hospital" },
    ],
  },
  {
    id: "b17-upload-flower-farm-agronomist-docx",
    letter: {
      company: "Oserian Two Lakes",
      position: "Farm Manager",
      vacancyRef: "OTL/FARM/FM/2026/05",
    },
    about:
      "floriculture, senior agronomist at a Naivasha rose farm after a crop protection assistant post, ALL CAPS headings, odd bullets, '2017 to date', KEPHIS, GLOBALG.A.P., PCPB, religion, hobbies (upload .docx)",
    source: "upload",
    fileName: "CV - Stephen Maina (Agronomist).docx",
    text: `CURRICULUM VITAE

STEPHEN KARIUKI MAINA
Naivasha, Nakuru County | 0724 551 902 | stephen.maina.agro@gmail.com

CAREER OBJECTIVE
To grow into a Farm Manager role in export floriculture.

EMPLOYMENT HISTORY
SENIOR AGRONOMIST — MAUA BORA FLOWERS LTD, NAIVASHA (2017 to date)
Ø Manage crop nutrition and IPM for 48 hectares of roses under greenhouse
Ø Introduced biological controls (Phytoseiulus) that cut pesticide costs by 22%
Ø Supervise 35 scouts and sprayers
Ø Led the farm through GLOBALG.A.P. and KS 1758 audits with zero major non-conformities

CROP PROTECTION ASSISTANT — SIAN ROSES, ELDORET (2013 – 2016)
▪ Pest and disease scouting, spray programmes, MRL records for EU export

EDUCATION
BSc Horticulture — Egerton University — 2012

CERTIFICATIONS
▪ PCPB registered pesticide handler
▪ KEPHIS phytosanitary inspection training
▪ Fertigation with Netafim controllers (short course)

SKILLS
Dosatron and Netafim fertigation, Excel, MUDDY BOOTS scouting app
Languages: English, Kiswahili, Kikuyu

PERSONAL DETAILS
Religion: Christian (PCEA)
Hobbies: football, bird watching at Lake Naivasha`,
    facts: [
      f("name", "header", "Stephen", "Maina"),
      f("contact", "header", "0724 551 902"),
      f("contact", "header", "stephen.maina.agro@gmail.com"),
      f("role", "experience", "Senior Agronomist"),
      f("employer", "experience", "Maua Bora Flowers"),
      f("years", "experience", "2017"),
      f("achievement", "experience", "IPM"),
      f("achievement", "experience", "48 hectares"),
      f("achievement", "experience", "22%"),
      f("team", "experience", "35 scouts"),
      f("certification", "certifications", "GLOBALG.A.P."),
      f("certification", "certifications", "KS 1758"),
      f("role", "experience", "Crop Protection Assistant"),
      f("employer", "experience", "Sian Roses"),
      f("years", "experience", "2013"),
      f("achievement", "experience", "MRL"),
      f("education", "education", "BSc Horticulture", "Egerton University", "2012"),
      f("certification", "certifications", "PCPB"),
      f("certification", "certifications", "KEPHIS"),
      f("tool", "skills", "Netafim"),
      f("tool", "skills", "Muddy Boots"),
      f("language", "skills", "Kikuyu"),
      f("industry", "profile", "floriculture"),
      f("target", "profile", "Farm Manager"),
    ],
    mustNot: ["Religion", "PCEA", "bird watching", "football", "Ø"],
    jobs: [
      { title: "Senior Agronomist", employer: "Maua Bora" },
      { title: "Crop Protection Assistant", employer: "Sian Roses" },
    ],
  },
  {
    id: "b17-upload-advocate-txt",
    letter: {
      company: "Kenya Power and Lighting Company",
      position: "Legal Counsel, Commercial",
      vacancyRef: "KPLC/LEG/LC/2026/11",
    },
    about:
      "law, associate advocate at a Nairobi firm after pupillage at the ODPP, headings underlined with '=====', LSK, a staff-style note in the file, a chatty closing line (upload .txt)",
    source: "upload",
    fileName: "carolyne_oduor_cv.txt",
    text: `CAROLYNE AKINYI ODUOR
=====================
Advocate of the High Court of Kenya
Email: carolyne.oduor.adv@gmail.com   Mobile: 0741 389 026
P.O. Box 30512-00100, Nairobi

PROFILE
=======
Commercial and conveyancing advocate, admitted 2018, 7 years at the Bar.

EXPERIENCE
==========
Associate Advocate, Mwangi Oduor & Co. Advocates, Upper Hill -- 2019 to date
  - Handled conveyancing worth over KSh 2.1 billion, including title searches on Ardhisasa
  - Won 14 of 17 commercial disputes at the High Court Commercial Division
  - Supervise 2 pupils and 1 legal assistant

Pupil, Office of the Director of Public Prosecutions (ODPP), Milimani -- 2017 - 2018
  - Prosecuted traffic and petty offences under supervision

Legal Assistant (part-time), Kituo cha Sheria -- 2015 - 2016

EDUCATION
=========
Postgraduate Diploma in Law, Kenya School of Law, 2018
Bachelor of Laws (LLB), University of Nairobi, 2016 (Second Class Upper)

MEMBERSHIPS
===========
Law Society of Kenya (LSK), current practising certificate
Certified Professional Mediator (CPM), Mediation Accreditation Committee

SKILLS
======
Judiciary e-Filing, Kenya Law Reports, Ardhisasa, MS Office
English, Kiswahili, Dholuo, French (basic)

[note to self: ask Kazi if the Kituo cha Sheria part-time role should go]

Thank you and hope this makes sense, make me look sharp!`,
    facts: [
      f("name", "header", "Carolyne", "Oduor"),
      f("contact", "header", "carolyne.oduor.adv@gmail.com"),
      f("contact", "header", "0741 389 026"),
      f("role", "experience", "Associate Advocate"),
      f("employer", "experience", "Mwangi Oduor & Co"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "2.1 billion"),
      f("achievement", "experience", "14 of 17"),
      f("team", "experience", "2 pupils"),
      f("role", "experience", "Pupil"),
      f("employer", "experience", "Director of Public Prosecutions"),
      f("years", "experience", "2017"),
      f("role", "experience", "Legal Assistant"),
      f("employer", "experience", "Kituo cha Sheria"),
      f("years", "experience", "2015"),
      f("education", "education", "Postgraduate Diploma in Law", "Kenya School of Law", "2018"),
      f("education", "education", "Bachelor of Laws", "University of Nairobi", "2016"),
      f("membership", "certifications", "Law Society of Kenya"),
      f("certification", "certifications", "Mediator"),
      f("tool", "skills", "e-Filing"),
      f("tool", "skills", "Ardhisasa"),
      f("language", "skills", "French"),
    ],
    mustNot: ["note to self", "hope this makes sense", "look sharp", "====="],
    jobs: [
      { title: "Associate Advocate", employer: "Mwangi Oduor" },
      { title: "Pupil", employer: "Director of Public Prosecutions" },
      { title: "Legal Assistant", employer: "Kituo cha Sheria" },
    ],
  },
  {
    id: "b17-upload-pharmaceutical-technologist-doc",
    letter: {
      company: "Haltons Pharmacy",
      position: "Pharmacy Branch Manager",
      vacancyRef: "HLT/OPS/PBM/2026/19",
    },
    about:
      "retail pharmacy, pharmaceutical technologist at a pharmacy chain after a mission hospital post and an internship, 'Sept 2015 - Sept 2016' dates, PPB, SHA claims, gender, hobbies (upload .doc)",
    source: "upload",
    fileName: "JOSEPHINE NDUNGU CV.doc",
    text: `JOSEPHINE WAIRIMU NDUNG'U
Pharmaceutical Technologist
Thika | 0768 442 517 | jwndungu.pharm@gmail.com
Gender: Female

CAREER OBJECTIVE
Seeking a Pharmacy Branch Manager position where I can use my retail and hospital pharmacy experience.

WORK EXPERIENCE

Pharmaceutical Technologist In-Charge, Goodlife Pharmacy, Thika Road Mall
Feb 2020 - Present
* Run a branch with monthly sales of KSh 4.5 million and 5 staff
* Process SHA (formerly NHIF) and insurance claims, rejection rate down from 12% to 3%
* Stock control on the Dawa POS system, expiries cut by 40%

Pharmaceutical Technologist, The Mater Hospital, Nairobi
Oct 2016 - Jan 2020
* Inpatient and outpatient dispensing, about 300 prescriptions a day
* Member of the hospital's antimicrobial stewardship committee

Intern Pharmaceutical Technologist, Thika Level 5 Hospital
Sept 2015 - Sept 2016

EDUCATION
Diploma in Pharmaceutical Technology, KMTC Nairobi, 2015
KCSE, Kiambu High School, 2011, B+

REGISTRATION
Enrolled with the Pharmacy and Poisons Board (PPB), annual retention current
Member, Kenya Pharmaceutical Association (KPA)

SKILLS
Dawa POS, Excel, SHA provider portal, counselling patients in English, Kiswahili and Kikuyu

HOBBIES
Reading, church choir, hiking Ol Donyo Sabuk`,
    facts: [
      f("name", "header", "Josephine", "Ndung'u"),
      f("contact", "header", "0768 442 517"),
      f("contact", "header", "jwndungu.pharm@gmail.com"),
      f("role", "experience", "Pharmaceutical Technologist In-Charge"),
      f("employer", "experience", "Goodlife Pharmacy"),
      f("years", "experience", "2020"),
      f("achievement", "experience", "4.5 million"),
      f("team", "experience", "5 staff"),
      f("achievement", "experience", "SHA"),
      f("achievement", "experience", "12%"),
      f("achievement", "experience", "3%"),
      f("achievement", "experience", "40%"),
      f("role", "experience", "Pharmaceutical Technologist"),
      f("employer", "experience", "Mater Hospital"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "300 prescriptions"),
      f("achievement", "experience", "antimicrobial stewardship"),
      f("role", "experience", "Intern Pharmaceutical Technologist"),
      f("employer", "experience", "Thika Level 5 Hospital"),
      f("years", "experience", "2015"),
      f("education", "education", "Diploma in Pharmaceutical Technology", "KMTC", "2015"),
      f("education", "education", "KCSE", "Kiambu High School", "2011"),
      f("certification", "certifications", "Pharmacy and Poisons Board"),
      f("membership", "certifications", "Kenya Pharmaceutical Association"),
      f("tool", "skills", "Dawa POS"),
      f("language", "skills", "Kikuyu"),
      f("target", "profile", "Pharmacy Branch Manager"),
    ],
    mustNot: ["Gender", "Female", "church choir", "Ol Donyo Sabuk"],
    jobs: [
      { title: "Pharmaceutical Technologist In-Charge", employer: "Goodlife" },
      { title: "Pharmaceutical Technologist", employer: "Mater" },
      { title: "Intern Pharmaceutical Technologist", employer: "Thika Level 5" },
    ],
  },
  {
    id: "b17-upload-kura-civil-engineer-pdf",
    letter: {
      company: "Kenya National Highways Authority",
      position: "Principal Engineer (Roads)",
      vacancyRef: "KeNHA/HR/PE/2026/13",
    },
    about:
      "roads, civil engineer promoted to senior engineer inside one KURA entry after a site engineer post at a contractor, dates after the titles on their own lines as a PDF gives them, EBK, IEK, NCA, ID number (upload .pdf)",
    source: "upload",
    fileName: "Eng_Abdullahi_Noor_CV.pdf",
    text: `ENG. ABDULLAHI ISSACK NOOR, PE
Civil Engineer (Roads and Urban Infrastructure)
Cell: 0710 226 583  •  abdullahi.noor.pe@gmail.com  •  ID: 28719304
P.O. Box 1120-70100, Garissa

KEY QUALIFICATIONS
Registered Professional Engineer, Engineers Board of Kenya (EBK)
Corporate Member, Institution of Engineers of Kenya (IEK)

EMPLOYMENT RECORD
Kenya Urban Roads Authority (KURA), Northern Region
Senior Engineer
2022 –
Present
Engineer
2018 –
2022
– Supervised 38 km of urban roads upgrading in Garissa and Wajir worth KSh 4.6 billion
– Managed 4 resident engineers and 11 inspectors of works
– Delivered the Garissa bus park non-motorised transport project 3 months ahead of schedule

Site Engineer
H. Young & Co (EA) Ltd
2014 –
2018
– Bitumen standard works on the Modogashe road, 52 km
– Materials testing and quantity records for NCA-1 contracts

EDUCATION
BSc Civil Engineering, University of Nairobi – 2013

SOFTWARE
AutoCAD Civil 3D, HDM-4, Primavera P6, Excel

LANGUAGES
English, Kiswahili, Somali, Borana`,
    facts: [
      f("name", "header", "Abdullahi", "Noor"),
      f("contact", "header", "0710 226 583"),
      f("contact", "header", "abdullahi.noor.pe@gmail.com"),
      f("certification", "certifications", "Engineers Board of Kenya"),
      f("membership", "certifications", "Institution of Engineers of Kenya"),
      f("employer", "experience", "Kenya Urban Roads Authority"),
      f("role", "experience", "Senior Engineer"),
      f("years", "experience", "2022"),
      f("role", "experience", "Engineer"),
      f("years", "experience", "2018"),
      f("achievement", "experience", "38 km"),
      f("achievement", "experience", "4.6 billion"),
      f("team", "experience", "4 resident engineers"),
      f("achievement", "experience", "3 months ahead"),
      f("role", "experience", "Site Engineer"),
      f("employer", "experience", "H. Young"),
      f("years", "experience", "2014"),
      f("achievement", "experience", "Modogashe"),
      f("achievement", "experience", "NCA-1"),
      f("education", "education", "BSc Civil Engineering", "University of Nairobi", "2013"),
      f("tool", "skills", "Civil 3D"),
      f("tool", "skills", "HDM-4"),
      f("tool", "skills", "Primavera"),
      f("language", "skills", "Borana"),
    ],
    mustNot: ["28719304"],
    jobs: [
      { title: "Senior Engineer", employer: "Kenya Urban Roads Authority" },
      { title: "Site Engineer", employer: "H. Young" },
    ],
  },
];

/**
 * What staff would type in the Generate Cover Letter form's Additional Information for each case,
 * keyed by case id: the vacancy reference (the case's `letter.vacancyRef`), a closing date and a
 * note meant for staff. `staffOnly` holds strings of the note that a letter must not carry.
 */
export const letterNotesBatch17: Record<string, { additionalInfo: string; staffOnly: string[] }> = {
  "b17-chat-clinical-officer-county": {
    additionalInfo:
      "Vacancy ref MTRH/HR/SCO/2026/41, closing date 21 December 2026. Staff: he paid half (KSh 1,250), collect the balance before sending the final.",
    staffOnly: ["paid half", "collect the balance"],
  },
  "b17-chat-matatu-sacco-manager-sheng": {
    additionalInfo:
      "Ref MTES/GM/2026/02, applications close 16 December 2026. Internal: his brother-in-law sits on the Metro Trans board, do not mention any connection.",
    staffOnly: ["brother-in-law", "do not mention any connection"],
  },
  "b17-chat-tvet-electrician-graduate": {
    additionalInfo:
      "Vacancy reference KETRACO/HR/ET/2026/07, deadline 11 December 2026. For staff only: youth package, billed at the KSh 1,500 student rate.",
    staffOnly: ["youth package", "student rate"],
  },
  "b17-chat-retired-army-major-security": {
    additionalInfo:
      "Ref KCB/SEC/HSI/2026/03; closing 8 January 2027. Staff note: client prefers calls after 6 pm, he is at his farm in Kajiado during the day.",
    staffOnly: ["after 6 pm", "farm in Kajiado"],
  },
  "b17-chat-ngo-me-officer-kakuma": {
    additionalInfo:
      "Vacancy ref UNHCR/KEN/ME/2026/118, closing date 31 December 2026. Staff: she also needs a P11 form later, quote her separately for it.",
    staffOnly: ["P11 form", "quote her separately"],
  },
  "b17-chat-form-four-leaver": {
    additionalInfo:
      "Ref EBK/MKS/INT/2027/01, applications close 15 January 2027. Internal: mother paying via M-Pesa, code TLM8QZ41RD; the client is 18, keep the tone simple.",
    staffOnly: ["TLM8QZ41RD", "mother paying"],
  },
  "b17-manual-kra-revenue-auditor": {
    additionalInfo:
      "Vacancy ref DEA/TAX/TAM/2026/22, closing date 14 December 2026. Staff only: she has not resigned from KRA, send drafts to her personal email only, never to her KRA address.",
    staffOnly: ["has not resigned", "never to her KRA address"],
  },
  "b17-manual-coast-sous-chef": {
    additionalInfo:
      "Ref SBR/KIT/EC/2026/06, deadline 20 December 2026. Staff: referred by Chef Omar at Serena, give the KSh 500 referral discount.",
    staffOnly: ["Chef Omar", "referral discount"],
  },
  "b17-manual-fintech-backend-developer": {
    additionalInfo:
      "Vacancy reference MKOPA/ENG/SBE/2026/14, applications close 9 December 2026. Internal: rush job, promised within 12 hours, Executive package.",
    staffOnly: ["rush job", "Executive package"],
  },
  "b17-manual-county-supply-chain-officer": {
    additionalInfo:
      "Ref PPRA/ADV/PPO/2026/09; closing 18 December 2026. Staff note: the KSh 900 million figure is her estimate, confirm with her before the final.",
    staffOnly: ["her estimate", "confirm with her before the final"],
  },
  "b17-upload-diaspora-nurse-pdf": {
    additionalInfo:
      "Vacancy ref TNH/NUR/NM-CC/2026/27, closing date 22 December 2026. Staff: she lands at JKIA on 10 December, book the interview coaching session after that.",
    staffOnly: ["lands at JKIA", "interview coaching session"],
  },
  "b17-upload-flower-farm-agronomist-docx": {
    additionalInfo:
      "Ref OTL/FARM/FM/2026/05, applications close 12 December 2026. Internal: he is still employed at Maua Bora, keep the file off the shared drive.",
    staffOnly: ["still employed at Maua Bora", "shared drive"],
  },
  "b17-upload-advocate-txt": {
    additionalInfo:
      "Vacancy reference KPLC/LEG/LC/2026/11, deadline 19 December 2026. For staff only: she asked whether to drop Kituo cha Sheria, we said keep it; invoice INV-2026-0884 unpaid.",
    staffOnly: ["INV-2026-0884", "we said keep it"],
  },
  "b17-upload-pharmaceutical-technologist-doc": {
    additionalInfo:
      "Ref HLT/OPS/PBM/2026/19; closing 17 December 2026. Staff note: client uploaded a .doc from an old phone, check the apostrophe in Ndung'u survived.",
    staffOnly: ["old phone", "check the apostrophe"],
  },
  "b17-upload-kura-civil-engineer-pdf": {
    additionalInfo:
      "Vacancy ref KeNHA/HR/PE/2026/13, closing date 5 January 2027. Staff: he is on leave until 2 January, WhatsApp only, no calls.",
    staffOnly: ["WhatsApp only", "on leave until 2 January"],
  },
};
