import type { DocumentCase, Fact, FactKind, Section } from "./documents-cases";

/**
 * Held-out batch 16 for `npm run bench:documents`, written on 2026-12-04 by the docs-batch16
 * helper apart from the code, and not run before it was committed. Not registered anywhere: it is
 * registered at its first run, whose figure is the held-out one.
 *
 * Rules of apartness, as followed: nothing under server/, app/, tests/ or /work/firstruns/ was
 * opened, listed or grepped, nor bench/README.md, nor bench/documents.ts, bench/upload-files.ts
 * or any other bench runner, nor any case batch other than batch 15 (batches 2 to 14 and the
 * cases of bench/documents-cases.ts were not opened), nor `git log`, `git show`, `git diff`,
 * `git blame` or any other history command (only `git rev-parse HEAD`), nor `git status` in
 * /work/main; `npm run bench:documents` and the test suites were not run. Read for it, and
 * nothing else of the project besides /work/helper-protocol.md: a listing of the file names in
 * bench/ (no fixture folder, so the uploads here are, as in batch 15, a `fileName` and the file's
 * `text`, and no fixture file was added), biome.json (the formatter's settings),
 * bench/documents-cases.ts lines 1 to 66 (the case and fact types, which name no case),
 * bench/documents-cases-batch15.ts lines 1 to 260 (its header, its import line, its `f` helper,
 * its first two cases, both chats, and the first lines of its third case, for format and
 * conventions only) and lines 1270 to 1300 (the doc comment and type of `letterNotesBatch15` and
 * its first notes), found with `grep -n` for `letterNotesBatch15`, the `f` helper, imports and
 * exports, and `wc -l`; contract/documents.ts lines 1 to 150 (the `personalInfo`,
 * `manualCvRequest` and `coverLetterRequest` shapes and the item types around them, none of which
 * says how a document is written) and the lines of /work/shared/SPEC.md that a grep for "CV",
 * "cover letter" and "upload" found. Seen in passing: `git worktree add` printed the subject of
 * main's latest commit (the chat assistant's refusals and Swahili phrases and its persona batch
 * 31's figures), which says nothing of how documents are generated.
 *
 * Checked only by importing this file from a throwaway script in /tmp run with
 * `node --import tsx` (a count; unique ids and names; every fact and job key in its case's
 * inputs, case-insensitive; every `mustNot` string in the inputs and inside no key; each form
 * through contract/documents.ts's `manualCvRequest`; each letter note holding its case's vacancy
 * reference and its staff-only strings, and no note without a case), by `npm run lint` and by
 * `npm run typecheck`.
 *
 * The case type's `letter` holds the company, the position and the vacancy reference of the
 * Generate Cover Letter form, as in batch 15. The case type has no field for the form's
 * Additional Information, so the notes staff would type there are in `letterNotesBatch16` below,
 * keyed by case id, in the shape of batch 15's `letterNotesBatch15`: each holds the vacancy
 * reference, a closing date and a note meant for staff, with the staff-only strings a letter must
 * not carry. Wiring it into a runner is left to the session that registers this batch.
 *
 * 16 cases (7 chats, 5 manual forms, 4 uploads), 399 facts and 37 jobs.
 *
 * New clients, professions and career stages: a clinical psychologist after a counselling post
 * at an NGO (master's degree and university in different turns, a corrected weekly caseload, a
 * "maybe" before a second city, English with Swahili); a quantity surveyor promoted twice under
 * one consultancy, told in one breath, after a graduate post at a contractor (degree and
 * university in different turns, a corrected project value, BORAQS, IQSK and NCA); a Safaricom
 * shop customer experience executive after an M-Pesa agent job, in Sheng (duties joined with ",
 * and", "six years", a corrected sales figure); a KenGen instrumentation technician promoted at
 * Olkaria after a NITA apprenticeship, in Swahili ("9 yrs", a corrected megawatt figure, an EPRA
 * licence); a journalist promoted twice under the Nation Media Group in one breath (degree and
 * university in different turns, MCK, a request to leave out a defamation case); a police
 * inspector retiring after constable and sergeant under the Kenya Police Service, told in one
 * breath, in Swahili (OCS, nyumba kumi, a corrected officer count, a request to leave out his
 * age); a medical laboratory technologist at a county referral hospital, in Sheng (KMLTTB, KENAS,
 * certifications joined with ", and", a former employer named wrongly and corrected, a "maybe"
 * before the target post); on the manual form a hotel housekeeping supervisor promoted from room
 * attendant ("8 years", a "Maybe" in the goal, CV + Cover Letter), a TSC primary teacher moving
 * to curriculum development at KICD ("twelve years", a TSC number, CBC, KPSEA and Tusome, Cover
 * Letter only), a county water company engineer ("6 yrs", EBK, IEK and WASREB), a Kenya Airways
 * senior cabin crew promoted from flight attendant (a "Maybe" opening the goal, KCAA, CV + Cover
 * Letter) and a cybersecurity graduate interning at the Communications Authority's KE-CIRT ("Less
 * than 1 year", certifications joined with ", and"); uploads of an NGO senior agronomist promoted
 * inside one entry after KALRO (.pdf, "2020 – Date" dates in a left column as a PDF table comes
 * out as text, "Page 1 of 2" page marks, ID, birth date, marital status, a P.O. Box), a parish
 * administrator after an accounts clerk job (.docx, a chatty opening line, "➤" bullets, "Jan 2019
 * – to date" dates, age, religion, hobbies), a port logistics coordinator after the KPA (.txt,
 * employers in capitals, "*" bullets, "06/2020 – present" dates, KIFWA, KenTrade, gender, birth
 * date, a chatty closing line) and an HR officer promoted from HR assistant inside one entry at a
 * sugar company after a county internship (.doc, headings underlined with "=", "Sept 2017 -
 * Present" dates, IHRM, marital status, ID, hobbies).
 *
 * Same conventions as batch 15: a fact is the key string(s) that must all appear in the CV's
 * text, each in the client's own words (every key is in the case's inputs, and phone keys are
 * written as the client wrote them, with a leading 0 or +254); a job's start year is an
 * experience fact, a total of years of experience is no fact (a CV honestly rewrites "6 yrs",
 * "six years", "twelve years" or "Less than 1 year", and neither it nor "yrs" is in `mustNot`),
 * the industry and the target post are profile facts; tools and languages are skills,
 * registrations, licences, courses and memberships certifications; `mustNot` holds hedges, chat
 * and Swahili or Sheng talk, personal details a CV no longer carries, what the client asked to
 * leave out and the wrong value of a fact the client corrected (none of them is inside a key);
 * `jobs` lists every job of the client, most recent first. A promotion is its own job only where
 * its title cannot be read in the other entries of the same employer (so the Quantity Surveyor
 * under Kamau & Partners, the Reporter under the Nation Media Group, the Agronomist under Self
 * Help Africa and the Instrumentation Technician under KenGen are facts, trivially carried by the
 * senior titles, but not jobs of their own). An OCS posting is a role fact, not a job. Not to be
 * tuned on: a fix is measured on a new batch.
 */

const f = (kind: FactKind, section: Section, ...keys: string[]): Fact => ({ kind, section, keys });

export const documentCasesBatch16: DocumentCase[] = [
  {
    id: "b16-chat-clinical-psychologist-corrected",
    letter: {
      company: "Aga Khan University Hospital, Nairobi",
      position: "Senior Clinical Psychologist",
      vacancyRef: "AKUH/MH/SCP/2026/11",
    },
    about:
      "mental health, clinical psychologist after a counselling post at an NGO, degree and university in different turns, a corrected client count, a hedge, English with Swahili (chat)",
    source: "chat",
    visitorTurns: [
      "Habari yenu. I need a CV for a Senior Clinical Psychologist job at Aga Khan.",
      "I'm Dr. Faith Wambui Gitau, phone 0724 318 670, email faith.gitau.psych@gmail.com",
      "Since 2021 I've been a Clinical Psychologist at Chiromo Hospital Group, Nairobi, running CBT and trauma-focused therapy, and I supervise 4 intern psychologists.",
      "I carry a caseload of 25 clients a week and I started a group programme for adolescents with depression that has seen 180 young people.",
      "Pole, it's 28 clients a week, not 25.",
      "Before that I was a Counselling Psychologist at Amani Counselling Centre, 2016 to 2021, doing gender-based violence and addiction counselling.",
      "My masters is a Master of Arts in Clinical Psychology, 2020.",
      "The masters was at the University of Nairobi, and my first degree is a BA in Psychology from Daystar University, 2015.",
      "I'm licensed by the Kenya Counsellors and Psychologists Board and I'm a member of the Kenya Psychological Association. Tools: SPSS, the PHQ-9 and GAD-7 screening tools, and telehealth on Zoom.",
      "Languages English, Kiswahili and Kikuyu. I'm maybe open to Mombasa but Nairobi is first choice.",
    ],
    facts: [
      f("name", "header", "Faith", "Gitau"),
      f("contact", "header", "0724 318 670"),
      f("contact", "header", "faith.gitau.psych@gmail.com"),
      f("role", "experience", "Clinical Psychologist"),
      f("employer", "experience", "Chiromo"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "CBT"),
      f("team", "experience", "4 intern psychologists"),
      f("achievement", "experience", "28 clients"),
      f("achievement", "experience", "180"),
      f("role", "experience", "Counselling Psychologist"),
      f("employer", "experience", "Amani Counselling Centre"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "gender-based violence"),
      f(
        "education",
        "education",
        "Master of Arts in Clinical Psychology",
        "University of Nairobi",
        "2020",
      ),
      f("education", "education", "Psychology", "Daystar University", "2015"),
      f("certification", "certifications", "Counsellors and Psychologists Board"),
      f("membership", "certifications", "Kenya Psychological Association"),
      f("tool", "skills", "SPSS"),
      f("tool", "skills", "PHQ-9"),
      f("tool", "skills", "GAD-7"),
      f("language", "skills", "Kikuyu"),
      f("target", "profile", "Senior Clinical Psychologist"),
      f("target", "profile", "Nairobi"),
    ],
    mustNot: ["Habari yenu", "Pole", "25 clients", "maybe", "first choice"],
    jobs: [
      { title: "Clinical Psychologist", employer: "Chiromo" },
      { title: "Counselling Psychologist", employer: "Amani" },
    ],
  },
  {
    id: "b16-chat-quantity-surveyor-promoted",
    letter: {
      company: "Kenya Rural Roads Authority",
      position: "Principal Quantity Surveyor",
      vacancyRef: "KeRRA/HR/PQS/2026/05",
    },
    about:
      "construction, assistant quantity surveyor promoted to quantity surveyor and senior quantity surveyor at one consultancy in one breath, after a graduate post at a contractor, degree and university in different turns, a corrected project value (chat)",
    source: "chat",
    visitorTurns: [
      "Hi, I'm a QS and I want a CV for a Principal Quantity Surveyor post at KeRRA.",
      "Brian Otieno Ouma, 0711 604 229, brian.ouma.qs@yahoo.com",
      "I joined Kamau & Partners Consulting QS as Assistant Quantity Surveyor in 2016, promoted to Quantity Surveyor 2019 and Senior Quantity Surveyor 2023. I head a team of 6 surveyors.",
      "I did the bills of quantities, valuations, and final accounts for the Kisii affordable housing project worth KSh 3.2 billion, and I saved the client KSh 140 million through value engineering.",
      "Correction: the Kisii project was KSh 2.8 billion, not 3.2.",
      "Before that I was a Graduate Quantity Surveyor at China Wu Yi Kenya, 2014 to 2016, on the Thika Road service lanes.",
      "I studied a BSc in Quantity Surveying.",
      "That was at JKUAT, graduated 2013.",
      "I'm registered with BORAQS, a corporate member of the IQSK, and registered with the NCA. Software: CostX, AutoCAD, MS Project and Excel.",
      "Languages English, Kiswahili and Dholuo. Eight years ago I would have said yes to anything, now I want Principal QS, Nairobi.",
    ],
    facts: [
      f("name", "header", "Brian", "Ouma"),
      f("contact", "header", "0711 604 229"),
      f("contact", "header", "brian.ouma.qs@yahoo.com"),
      f("role", "experience", "Senior Quantity Surveyor"),
      f("employer", "experience", "Kamau & Partners"),
      f("years", "experience", "2023"),
      f("team", "experience", "team of 6"),
      f("role", "experience", "Assistant Quantity Surveyor"),
      f("years", "experience", "2016"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "bills of quantities"),
      f("achievement", "experience", "Kisii"),
      f("achievement", "experience", "2.8 billion"),
      f("achievement", "experience", "140 million"),
      f("achievement", "experience", "value engineering"),
      f("role", "experience", "Graduate Quantity Surveyor"),
      f("employer", "experience", "China Wu Yi"),
      f("years", "experience", "2014"),
      f("education", "education", "Quantity Surveying", "JKUAT", "2013"),
      f("certification", "certifications", "BORAQS"),
      f("membership", "certifications", "IQSK"),
      f("certification", "certifications", "NCA"),
      f("tool", "skills", "CostX"),
      f("tool", "skills", "AutoCAD"),
      f("tool", "skills", "MS Project"),
      f("language", "skills", "Dholuo"),
      f("target", "profile", "Principal Quantity Surveyor"),
    ],
    mustNot: ["3.2 billion", "Correction", "yes to anything"],
    jobs: [
      { title: "Senior Quantity Surveyor", employer: "Kamau & Partners" },
      { title: "Assistant Quantity Surveyor", employer: "Kamau & Partners" },
      { title: "Graduate Quantity Surveyor", employer: "China Wu Yi" },
    ],
  },
  {
    id: "b16-chat-safaricom-retail-agent-sheng",
    letter: {
      company: "Airtel Kenya",
      position: "Retail Shop Supervisor",
      vacancyRef: "AKL/RET/SUP/2026/32",
    },
    about:
      "telecoms retail, Safaricom shop customer experience executive after an M-Pesa agent attendant job, skills and duties in Sheng, lists joined with ', and', 'six years', a corrected sales figure (chat)",
    source: "chat",
    visitorTurns: [
      "Niaje, nataka CV ya kuapply supervisor kwa Airtel shop, si unajua Safaricom wameniweka pale pale.",
      "Mimi ni Mercy Achieng Owino, namba 0746 215 983, email mercyachieng.owino@gmail.com",
      "Niko Safaricom Retail Centre, Kisumu Mega Plaza, kama Customer Experience Executive tangu 2020. Total ni six years kwa retail.",
      "Kazi yangu ni kuregister lines, SIM swap, M-Pesa reversals, device financing ya Lipa Mdogo Mdogo, and kuhandle complaints za walk-in customers.",
      "Mwezi wa pili nilikuwa top seller wa region, niliuza 420 smartphones kwa quarter moja. Aki sorry, ni 460 smartphones sio 420.",
      "Na-train new hires, nime-onboard 9 new hires. NPS ya shop ilipanda kutoka 62 hadi 78.",
      "Before hapo nilikuwa M-Pesa Agent Attendant kwa Tuinuane Communications, Kondele, 2018 to 2020.",
      "Nilisoma Diploma in Business Management, Kisumu National Polytechnic, 2017.",
      "Systems nazijua: Siebel CRM, M-Pesa G2, and SAP. Lugha English, Kiswahili na Dholuo.",
      "Nataka Retail Shop Supervisor, Kisumu ama Kakamega.",
    ],
    facts: [
      f("name", "header", "Mercy", "Owino"),
      f("contact", "header", "0746 215 983"),
      f("contact", "header", "mercyachieng.owino@gmail.com"),
      f("role", "experience", "Customer Experience Executive"),
      f("employer", "experience", "Safaricom"),
      f("years", "experience", "2020"),
      f("achievement", "experience", "SIM swap"),
      f("achievement", "experience", "M-Pesa reversals"),
      f("achievement", "experience", "Lipa Mdogo Mdogo"),
      f("achievement", "experience", "460 smartphones"),
      f("team", "experience", "9 new hires"),
      f("achievement", "experience", "62"),
      f("achievement", "experience", "78"),
      f("role", "experience", "M-Pesa Agent Attendant"),
      f("employer", "experience", "Tuinuane Communications"),
      f("years", "experience", "2018"),
      f(
        "education",
        "education",
        "Diploma in Business Management",
        "Kisumu National Polytechnic",
        "2017",
      ),
      f("tool", "skills", "Siebel"),
      f("tool", "skills", "G2"),
      f("tool", "skills", "SAP"),
      f("language", "skills", "Dholuo"),
      f("target", "profile", "Retail Shop Supervisor"),
      f("target", "profile", "Kisumu"),
    ],
    mustNot: [
      "Niaje",
      "pale pale",
      "Aki sorry",
      "420",
      "Na-train",
      "nime-onboard",
      "kuregister",
      "kuhandle",
    ],
    jobs: [
      { title: "Customer Experience Executive", employer: "Safaricom" },
      { title: "Agent Attendant", employer: "Tuinuane" },
    ],
  },
  {
    id: "b16-chat-kengen-technician-swahili",
    letter: {
      company: "Kenya Power",
      position: "Senior Technician, Protection and Control",
      vacancyRef: "KPLC/TECH/PC/2026/18",
    },
    about:
      "energy, KenGen instrumentation technician promoted to senior instrumentation technician at Olkaria, after a NITA apprenticeship, duties in Swahili, a corrected megawatt figure, '9 yrs' (chat)",
    source: "chat",
    visitorTurns: [
      "Habari, naomba CV ya kuomba kazi Kenya Power, Senior Technician Protection and Control.",
      "Jina ni Samuel Kiprotich Langat, simu 0733 790 441, barua pepe samlangat.kengen@gmail.com",
      "Nilianza KenGen, Olkaria Geothermal Power Station, kama Instrumentation Technician mwaka 2017, nikapandishwa cheo kuwa Senior Instrumentation Technician mwaka 2021. Hiyo ni 9 yrs nikiongeza apprenticeship.",
      "Nafanya calibration ya transmitters, maintenance ya DCS na protection relays, na ninasimamia 5 technicians kwenye shift.",
      "Tulipunguza forced outages za Olkaria IV kwa 30%, na nilihusika kwenye commissioning ya wellhead units za 70 MW.",
      "Samahani, wellhead units zilikuwa 83 MW jumla, sio 70.",
      "Kabla ya KenGen nilikuwa Apprentice Electrician kwa East African Breweries, Ruaraka, 2015 hadi 2017, chini ya NITA.",
      "Nina Diploma in Electrical and Electronics Engineering (Power Option) kutoka Technical University of Kenya, 2014. Nina leseni ya EPRA Class A1 electrical worker.",
      "Software: ABB System 800xA, Siemens SIMATIC S7, na AutoCAD Electrical. Lugha: Kiswahili, English na Kalenjin.",
      "Nataka kuhamia Naivasha au Nakuru, Senior Technician.",
    ],
    facts: [
      f("name", "header", "Samuel", "Langat"),
      f("contact", "header", "0733 790 441"),
      f("contact", "header", "samlangat.kengen@gmail.com"),
      f("role", "experience", "Senior Instrumentation Technician"),
      f("employer", "experience", "KenGen"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "Olkaria"),
      f("role", "experience", "Instrumentation Technician"),
      f("years", "experience", "2017"),
      f("achievement", "experience", "calibration"),
      f("achievement", "experience", "DCS"),
      f("achievement", "experience", "protection relays"),
      f("team", "experience", "5 technicians"),
      f("achievement", "experience", "30%"),
      f("achievement", "experience", "83 MW"),
      f("role", "experience", "Apprentice Electrician"),
      f("employer", "experience", "East African Breweries"),
      f("years", "experience", "2015"),
      f("certification", "certifications", "NITA"),
      f(
        "education",
        "education",
        "Diploma in Electrical and Electronics Engineering",
        "Technical University of Kenya",
        "2014",
      ),
      f("certification", "certifications", "EPRA", "A1"),
      f("tool", "skills", "800xA"),
      f("tool", "skills", "SIMATIC"),
      f("tool", "skills", "AutoCAD Electrical"),
      f("language", "skills", "Kalenjin"),
      f("target", "profile", "Senior Technician"),
    ],
    mustNot: ["naomba", "nikapandishwa", "Samahani", "70 MW", "nikiongeza"],
    jobs: [
      { title: "Senior Instrumentation Technician", employer: "KenGen" },
      { title: "Apprentice Electrician", employer: "East African Breweries" },
    ],
  },
  {
    id: "b16-chat-journalist-promoted-nation",
    letter: {
      company: "Royal Media Services",
      position: "Investigative Editor",
      vacancyRef: "RMS/NEWS/IE/2026/09",
    },
    about:
      "media, journalist promoted from reporter to senior reporter and to investigations desk editor at one media house in one breath, after an internship, degree and university in different turns, awards with numbers, a request to leave something out (chat)",
    source: "chat",
    visitorTurns: [
      "Good morning. I'm a journalist and I want to apply for Investigative Editor at Royal Media Services.",
      "Name Wanjiku Muthoni Kariuki, call 0720 557 318, mail wanjiku.kariuki.news@gmail.com",
      "I joined the Nation Media Group as Reporter in 2014, became Senior Reporter 2018 and Investigations Desk Editor 2022, and I now edit a desk of 7 reporters.",
      "My series on ghost workers in county payrolls led to the recovery of KSh 260 million, and I won the Annual Journalism Excellence Award (AJEA) twice, in 2019 and 2023.",
      "Before NMG I did an internship at The Standard Group, 2013, as a Reporting Intern.",
      "My degree is a Bachelor of Journalism and Mass Communication, 2013.",
      "From Moi University. I'm accredited by the Media Council of Kenya and a member of the Kenya Editors Guild.",
      "Tools: Adobe Premiere Pro, Datawrapper, and Google Pinpoint for document leaks. Languages English, Kiswahili and Kikuyu.",
      "Please don't mention the defamation case, it was settled. I want to stay in Nairobi.",
    ],
    facts: [
      f("name", "header", "Wanjiku", "Kariuki"),
      f("contact", "header", "0720 557 318"),
      f("contact", "header", "wanjiku.kariuki.news@gmail.com"),
      f("role", "experience", "Investigations Desk Editor"),
      f("employer", "experience", "Nation Media Group"),
      f("years", "experience", "2022"),
      f("team", "experience", "7 reporters"),
      f("role", "experience", "Senior Reporter"),
      f("years", "experience", "2018"),
      f("years", "experience", "2014"),
      f("achievement", "experience", "ghost workers"),
      f("achievement", "experience", "260 million"),
      f("achievement", "experience", "AJEA"),
      f("role", "experience", "Reporting Intern"),
      f("employer", "experience", "Standard Group"),
      f(
        "education",
        "education",
        "Bachelor of Journalism and Mass Communication",
        "Moi University",
        "2013",
      ),
      f("certification", "certifications", "Media Council of Kenya"),
      f("membership", "certifications", "Kenya Editors Guild"),
      f("tool", "skills", "Premiere Pro"),
      f("tool", "skills", "Datawrapper"),
      f("tool", "skills", "Pinpoint"),
      f("language", "skills", "Kikuyu"),
      f("target", "profile", "Investigative Editor"),
      f("target", "profile", "Nairobi"),
    ],
    mustNot: ["defamation", "settled", "Good morning"],
    jobs: [
      { title: "Investigations Desk Editor", employer: "Nation Media" },
      { title: "Senior Reporter", employer: "Nation Media" },
      { title: "Intern", employer: "Standard" },
    ],
  },
  {
    id: "b16-chat-police-officer-retiring",
    letter: {
      company: "G4S Kenya",
      position: "Regional Security Manager",
      vacancyRef: "G4S/KE/RSM/2026/04",
    },
    about:
      "security, police officer retiring after 26 years, constable to sergeant to inspector under the National Police Service in one breath, Swahili with English, a corrected team size, a request to leave out his age (chat)",
    source: "chat",
    visitorTurns: [
      "Shikamoo. Nastaafu kutoka polisi mwezi ujao, nataka CV ya kuapply Regional Security Manager kwa G4S.",
      "Naitwa Joseph Mutua Musyoka, simu 0722 104 587, email jmmusyoka.sec@gmail.com",
      "Nilijiunga na Kenya Police Service kama Police Constable 2000, nikawa Sergeant 2010 na Inspector of Police 2017. Hiyo ni 26 years kwa service.",
      "Sasa mimi ni OCS wa Machakos Police Station, nasimamia maafisa 45 na tuna-run community policing na nyumba kumi.",
      "Sorry, ni 52 officers, sio 45.",
      "Crime reports za station zilishuka kwa 35% kati ya 2021 na 2024, na nilipanga usalama wa Madaraka Day 2023 Machakos.",
      "Nilisoma Diploma in Criminology and Security Management, Kenya Methodist University, 2012, na nina Certificate in Crime Scene Management kutoka DCI Academy.",
      "Pia nilifanya course ya Senior Command Course kwa Kenya Police College Kiganjo, 2016. Natumia CRMS na Microsoft Office.",
      "Lugha: Kiswahili, English na Kamba. Usiweke umri wangu, niko 55. Nataka kazi Machakos ama Nairobi.",
    ],
    facts: [
      f("name", "header", "Joseph", "Musyoka"),
      f("contact", "header", "0722 104 587"),
      f("contact", "header", "jmmusyoka.sec@gmail.com"),
      f("role", "experience", "Inspector of Police"),
      f("employer", "experience", "Kenya Police Service"),
      f("years", "experience", "2017"),
      f("role", "experience", "OCS"),
      f("achievement", "experience", "Machakos Police Station"),
      f("team", "experience", "52 officers"),
      f("achievement", "experience", "community policing"),
      f("achievement", "experience", "nyumba kumi"),
      f("achievement", "experience", "35%"),
      f("achievement", "experience", "Madaraka Day"),
      f("role", "experience", "Sergeant"),
      f("years", "experience", "2010"),
      f("role", "experience", "Police Constable"),
      f("years", "experience", "2000"),
      f(
        "education",
        "education",
        "Diploma in Criminology and Security Management",
        "Kenya Methodist University",
        "2012",
      ),
      f("certification", "certifications", "Crime Scene Management", "DCI"),
      f("certification", "certifications", "Senior Command Course", "Kiganjo"),
      f("tool", "skills", "CRMS"),
      f("tool", "skills", "Microsoft Office"),
      f("language", "skills", "Kamba"),
      f("target", "profile", "Regional Security Manager"),
    ],
    mustNot: ["Shikamoo", "Nastaafu", "45", "niko 55", "tuna-run", "Usiweke"],
    jobs: [
      { title: "Inspector", employer: "Kenya Police" },
      { title: "Sergeant", employer: "Kenya Police" },
      { title: "Constable", employer: "Kenya Police" },
    ],
  },
  {
    id: "b16-chat-lab-technologist-sheng",
    letter: {
      company: "Lancet Kenya",
      position: "Senior Medical Laboratory Technologist",
      vacancyRef: "LANCET/LAB/SMLT/2026/21",
    },
    about:
      "health, medical laboratory technologist at a county referral hospital after a private lab, Sheng with English, skills in Sheng, certifications joined with ', and', a hedge, '7 yrs' (chat)",
    source: "chat",
    visitorTurns: [
      "Mambo vipi, nataka CV ya lab tech, kuna job Lancet nataka kuapply.",
      "Ni Dennis Ochieng Were, 0757 340 926, dennis.were.lab@gmail.com",
      "Niko Jaramogi Oginga Odinga Teaching and Referral Hospital kama Medical Laboratory Technologist tangu 2019, ni 7 yrs total kwa lab.",
      "Mi hu-run HIV viral load na EID kwa Roche COBAS, na nime-handle samples 1,200 kwa wiki. Tuli-pass KENAS ISO 15189 accreditation 2023.",
      "Nasimamia bench ya microbiology na 6 interns kila intake.",
      "Kabla ya hapo nilikuwa Laboratory Technician kwa Pathologists Lancet... aah hapana, ilikuwa Bio-Medical Diagnostics Kisumu, 2017 to 2019.",
      "Nilisoma Diploma in Medical Laboratory Sciences, KMTC Kisumu, 2016, then BSc Medical Laboratory Science, Maseno University, 2022.",
      "Niko registered na KMLTTB, nina certificate ya Biosafety and Biosecurity, and Quality Management Systems training ya NPHL.",
      "Machines: Sysmex XN-550, GeneXpert, and Roche COBAS. Lugha English, Kiswahili na Dholuo.",
      "Nataka kuwa maybe Senior Medical Laboratory Technologist, Kisumu ama Nairobi.",
    ],
    facts: [
      f("name", "header", "Dennis", "Were"),
      f("contact", "header", "0757 340 926"),
      f("contact", "header", "dennis.were.lab@gmail.com"),
      f("role", "experience", "Medical Laboratory Technologist"),
      f("employer", "experience", "Jaramogi Oginga Odinga"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "viral load"),
      f("achievement", "experience", "EID"),
      f("achievement", "experience", "1,200"),
      f("achievement", "experience", "ISO 15189"),
      f("achievement", "experience", "microbiology"),
      f("team", "experience", "6 interns"),
      f("role", "experience", "Laboratory Technician"),
      f("employer", "experience", "Bio-Medical Diagnostics"),
      f("years", "experience", "2017"),
      f("education", "education", "Diploma in Medical Laboratory Sciences", "KMTC", "2016"),
      f("education", "education", "Medical Laboratory Science", "Maseno University", "2022"),
      f("certification", "certifications", "KMLTTB"),
      f("certification", "certifications", "Biosafety and Biosecurity"),
      f("certification", "certifications", "Quality Management Systems"),
      f("tool", "skills", "Sysmex"),
      f("tool", "skills", "GeneXpert"),
      f("tool", "skills", "COBAS"),
      f("language", "skills", "Dholuo"),
      f("target", "profile", "Senior Medical Laboratory Technologist"),
    ],
    mustNot: ["Mambo vipi", "hu-run", "nime-handle", "Tuli-pass", "Pathologists Lancet", "maybe"],
    jobs: [
      { title: "Medical Laboratory Technologist", employer: "Jaramogi" },
      { title: "Laboratory Technician", employer: "Bio-Medical" },
    ],
  },
  {
    id: "b16-manual-hotel-housekeeping-supervisor",
    letter: {
      company: "Serena Hotels",
      position: "Executive Housekeeper",
      vacancyRef: "SERENA/HK/EH/2026/06",
    },
    about:
      "hospitality, hotel housekeeping supervisor promoted from room attendant at one hotel, '8 years', achievements with numbers in the goal, a hedge (manual form)",
    source: "manual",
    form: {
      firstName: "Esther",
      lastName: "Nduta Mwangi",
      email: "esther.nduta.hk@gmail.com",
      phone: "0715 662 031",
      currentRole: "Housekeeping Supervisor",
      experience: "8 years",
      industry: "Hospitality",
      careerGoal:
        "I want to become Executive Housekeeper at a five-star hotel in Nairobi or Diani. I joined Sarova Stanley as Room Attendant in 2018 and was promoted to Housekeeping Supervisor in 2021; I supervise 22 room attendants and laundry staff across 217 rooms. Cut linen losses by 18% with a par-stock system and kept guest cleanliness scores above 92% on TripAdvisor and Opera PMS surveys. Before that I was a Housekeeping Attendant at Kenya Comfort Hotel, 2016 to 2018. Certificate in Housekeeping and Laundry Operations, Utalii College, 2015; Food Handler's Certificate from the Nairobi County public health office; first aid with St John Ambulance. Languages: English, Kiswahili and Kikuyu. Maybe also open to Mombasa.",
      company: "Sarova Stanley",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Esther", "Mwangi"),
      f("contact", "header", "esther.nduta.hk@gmail.com"),
      f("contact", "header", "0715 662 031"),
      f("role", "experience", "Housekeeping Supervisor"),
      f("employer", "experience", "Sarova Stanley"),
      f("years", "experience", "2021"),
      f("industry", "profile", "Hospitality"),
      f("role", "experience", "Room Attendant"),
      f("years", "experience", "2018"),
      f("team", "experience", "22 room attendants"),
      f("achievement", "experience", "217 rooms"),
      f("achievement", "experience", "18%"),
      f("achievement", "experience", "92%"),
      f("tool", "skills", "Opera"),
      f("role", "experience", "Housekeeping Attendant"),
      f("employer", "experience", "Kenya Comfort Hotel"),
      f("years", "experience", "2016"),
      f(
        "education",
        "education",
        "Certificate in Housekeeping and Laundry Operations",
        "Utalii College",
        "2015",
      ),
      f("certification", "certifications", "Food Handler"),
      f("certification", "certifications", "St John Ambulance"),
      f("language", "skills", "Kikuyu"),
      f("target", "profile", "Executive Housekeeper"),
    ],
    mustNot: ["Maybe also open"],
    jobs: [
      { title: "Housekeeping Supervisor", employer: "Sarova Stanley" },
      { title: "Room Attendant", employer: "Sarova Stanley" },
      { title: "Housekeeping Attendant", employer: "Kenya Comfort" },
    ],
  },
  {
    id: "b16-manual-teacher-to-curriculum-developer",
    letter: {
      company: "Kenya Institute of Curriculum Development",
      position: "Curriculum Development Officer, Primary",
      vacancyRef: "KICD/HR/CDO/2026/13",
    },
    about:
      "education, primary school teacher promoted to senior teacher under the TSC, moving to curriculum development at KICD, 'twelve years', CBC work in the goal, Cover Letter only (manual form)",
    source: "manual",
    form: {
      firstName: "Naomi",
      lastName: "Chebet Rotich",
      email: "naomi.rotich.tsc@gmail.com",
      phone: "+254 728 903 466",
      currentRole: "Senior Teacher",
      experience: "twelve years",
      industry: "Education",
      careerGoal:
        "Moving from the classroom into curriculum development as a Curriculum Development Officer at KICD. Employed by the Teachers Service Commission (TSC No. 612947) since 2014, posted to Kapsoya Primary School, Eldoret, promoted to Senior Teacher in 2020. I head the lower primary section of 14 teachers, was a CBC master trainer for 120 teachers in Uasin Gishu, and our Grade 3 literacy scores rose from 54% to 71% under the Tusome programme. I also review KICD-approved learning materials and sat on the county panel that evaluated Grade 6 KPSEA school-based assessments. Bachelor of Education (Arts), Moi University, 2013; Master of Education in Curriculum Studies, Kenyatta University, 2023. Skills: CBC assessment rubrics, Google Classroom and Microsoft Office. Languages: English, Kiswahili and Kalenjin.",
      company: "Teachers Service Commission",
      serviceType: "Cover Letter",
    },
    facts: [
      f("name", "header", "Naomi", "Rotich"),
      f("contact", "header", "naomi.rotich.tsc@gmail.com"),
      f("contact", "header", "+254 728 903 466"),
      f("role", "experience", "Senior Teacher"),
      f("employer", "experience", "Teachers Service Commission"),
      f("years", "experience", "2020"),
      f("years", "experience", "2014"),
      f("achievement", "experience", "Kapsoya Primary School"),
      f("industry", "profile", "Education"),
      f("certification", "certifications", "612947"),
      f("team", "experience", "14 teachers"),
      f("achievement", "experience", "CBC master trainer"),
      f("achievement", "experience", "120 teachers"),
      f("achievement", "experience", "54%"),
      f("achievement", "experience", "71%"),
      f("achievement", "experience", "Tusome"),
      f("achievement", "experience", "KPSEA"),
      f("education", "education", "Bachelor of Education", "Moi University", "2013"),
      f(
        "education",
        "education",
        "Master of Education in Curriculum Studies",
        "Kenyatta University",
        "2023",
      ),
      f("tool", "skills", "Google Classroom"),
      f("tool", "skills", "Microsoft Office"),
      f("language", "skills", "Kalenjin"),
      f("target", "profile", "Curriculum Development Officer"),
    ],
    mustNot: [],
    jobs: [{ title: "Senior Teacher", employer: "Kapsoya" }],
  },
  {
    id: "b16-manual-county-water-engineer",
    letter: {
      company: "Athi Water Works Development Agency",
      position: "Senior Water Engineer",
      vacancyRef: "AWWDA/ENG/SWE/2026/08",
    },
    about:
      "water and sanitation, county water company engineer after a ministry graduate post, '6 yrs', EBK, IEK and WASREB in the goal, CV Writing (manual form)",
    source: "manual",
    form: {
      firstName: "Abdi",
      lastName: "Hassan Noor",
      email: "abdi.noor.water@outlook.com",
      phone: "0702 318 559",
      currentRole: "Water Engineer",
      experience: "6 yrs",
      industry: "Water and sanitation",
      careerGoal:
        "Seeking a Senior Water Engineer post with a water works development agency in Nairobi or Garissa. Water Engineer at Nyeri Water and Sanitation Company (NYEWASCO) since 2021: designed 42 km of distribution pipelines, cut non-revenue water from 38% to 24% through district metering, and led a team of 9 plumbers and technicians. Graduate Engineer at the Ministry of Water, Sanitation and Irrigation, 2019 to 2021, on the Garissa water supply project. BSc Civil Engineering, University of Nairobi, 2018. Registered Graduate Engineer with the Engineers Board of Kenya (EBK), member of the IEK, and trained on WASREB reporting (WARIS). Tools: EPANET, WaterGEMS, AutoCAD Civil 3D and QGIS. Languages: English, Kiswahili and Somali.",
      company: "NYEWASCO",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Abdi", "Noor"),
      f("contact", "header", "abdi.noor.water@outlook.com"),
      f("contact", "header", "0702 318 559"),
      f("role", "experience", "Water Engineer"),
      f("employer", "experience", "Nyeri Water and Sanitation Company"),
      f("years", "experience", "2021"),
      f("industry", "profile", "Water and sanitation"),
      f("achievement", "experience", "42 km"),
      f("achievement", "experience", "38%"),
      f("achievement", "experience", "24%"),
      f("achievement", "experience", "non-revenue water"),
      f("team", "experience", "team of 9"),
      f("role", "experience", "Graduate Engineer"),
      f("employer", "experience", "Ministry of Water"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "Garissa water supply"),
      f("education", "education", "Civil Engineering", "University of Nairobi", "2018"),
      f("certification", "certifications", "Engineers Board of Kenya"),
      f("membership", "certifications", "IEK"),
      f("certification", "certifications", "WASREB"),
      f("tool", "skills", "EPANET"),
      f("tool", "skills", "WaterGEMS"),
      f("tool", "skills", "Civil 3D"),
      f("tool", "skills", "QGIS"),
      f("language", "skills", "Somali"),
      f("target", "profile", "Senior Water Engineer"),
    ],
    mustNot: [],
    jobs: [
      { title: "Water Engineer", employer: "Nyeri Water" },
      { title: "Graduate Engineer", employer: "Ministry of Water" },
    ],
  },
  {
    id: "b16-manual-flight-attendant-hedge",
    letter: {
      company: "Emirates",
      position: "Cabin Crew Purser",
      vacancyRef: "EK/CC/NBO/2026/27",
    },
    about:
      "aviation, Kenya Airways flight attendant promoted to senior cabin crew, after a front office job, KCAA and safety certifications joined with ', and', a hedge in the goal, CV + Cover Letter (manual form)",
    source: "manual",
    form: {
      firstName: "Cynthia",
      lastName: "Atieno Odera",
      email: "cynthia.odera.crew@gmail.com",
      phone: "0790 441 276",
      currentRole: "Senior Cabin Crew",
      experience: "7 years",
      industry: "Aviation",
      careerGoal:
        "Maybe a Cabin Crew Purser role with a Gulf carrier, based in Nairobi or Dubai. Joined Kenya Airways as Flight Attendant in 2019 and promoted to Senior Cabin Crew in 2023 on the Boeing 787 Dreamliner and Embraer 190 fleets; I lead a cabin of 9 crew on long-haul flights to London, Bangkok and New York. Handled 3 in-flight medical emergencies, and my cabin scored 4.8 out of 5 in the 2024 customer survey. Before that, Front Office Agent at the Hemingways Nairobi hotel, 2017 to 2019. Diploma in Tourism Management, Kenya Utalii College, 2016. Holder of a KCAA cabin crew licence, Safety and Emergency Procedures (SEP), Dangerous Goods Regulations, and Crew Resource Management. Languages: English, Kiswahili, French and Dholuo.",
      company: "Kenya Airways",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Cynthia", "Odera"),
      f("contact", "header", "cynthia.odera.crew@gmail.com"),
      f("contact", "header", "0790 441 276"),
      f("role", "experience", "Senior Cabin Crew"),
      f("employer", "experience", "Kenya Airways"),
      f("years", "experience", "2023"),
      f("role", "experience", "Flight Attendant"),
      f("years", "experience", "2019"),
      f("industry", "profile", "Aviation"),
      f("achievement", "experience", "787"),
      f("achievement", "experience", "Embraer 190"),
      f("team", "experience", "9 crew"),
      f("achievement", "experience", "3 in-flight medical emergencies"),
      f("achievement", "experience", "4.8"),
      f("role", "experience", "Front Office Agent"),
      f("employer", "experience", "Hemingways"),
      f("years", "experience", "2017"),
      f("education", "education", "Diploma in Tourism Management", "Utalii College", "2016"),
      f("certification", "certifications", "KCAA"),
      f("certification", "certifications", "Safety and Emergency Procedures"),
      f("certification", "certifications", "Dangerous Goods"),
      f("certification", "certifications", "Crew Resource Management"),
      f("language", "skills", "French"),
      f("language", "skills", "Dholuo"),
      f("target", "profile", "Purser"),
    ],
    mustNot: ["Maybe"],
    jobs: [
      { title: "Senior Cabin Crew", employer: "Kenya Airways" },
      { title: "Flight Attendant", employer: "Kenya Airways" },
      { title: "Front Office Agent", employer: "Hemingways" },
    ],
  },
  {
    id: "b16-manual-cybersecurity-graduate",
    letter: {
      company: "KCB Group",
      position: "Graduate Trainee, Information Security",
      vacancyRef: "KCB/GT/ISEC/2027/01",
    },
    about:
      "cybersecurity, fresh graduate with a national CIRT internship and a campus club lead, 'Less than 1 year', certifications joined with ', and' (manual form)",
    source: "manual",
    form: {
      firstName: "Kelvin",
      lastName: "Mutuku Nzioka",
      email: "kelvin.nzioka.sec@gmail.com",
      phone: "0768 225 190",
      currentRole: "Cybersecurity Intern",
      experience: "Less than 1 year",
      industry: "Information security",
      careerGoal:
        "Looking for a Graduate Trainee post in information security or a SOC Analyst role in Nairobi. Cybersecurity Intern at the National KE-CIRT/CC, Communications Authority of Kenya, since June 2026: triaged 300+ incident tickets, wrote 12 phishing advisories, and helped run a vulnerability scan of 40 county government websites. Chair of the Strathmore Cybersecurity Club, 2025, where I organised a capture-the-flag contest for 150 students. BSc Informatics and Computer Science, Strathmore University, 2026, first class honours. Certifications: CompTIA Security+, Cisco CCNA, and ISC2 Certified in Cybersecurity (CC). Tools: Wireshark, Splunk, Nessus, Kali Linux and Python. Languages: English and Kiswahili.",
      company: "Communications Authority of Kenya",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Kelvin", "Nzioka"),
      f("contact", "header", "kelvin.nzioka.sec@gmail.com"),
      f("contact", "header", "0768 225 190"),
      f("role", "experience", "Cybersecurity Intern"),
      f("employer", "experience", "Communications Authority"),
      f("years", "experience", "2026"),
      f("industry", "profile", "Information security"),
      f("achievement", "experience", "KE-CIRT"),
      f("achievement", "experience", "300"),
      f("achievement", "experience", "12 phishing advisories"),
      f("achievement", "experience", "40 county government websites"),
      f("role", "experience", "Chair"),
      f("employer", "experience", "Cybersecurity Club"),
      f("achievement", "experience", "150 students"),
      f("education", "education", "Informatics and Computer Science", "Strathmore University"),
      f("education", "education", "first class"),
      f("certification", "certifications", "Security+"),
      f("certification", "certifications", "CCNA"),
      f("certification", "certifications", "Certified in Cybersecurity"),
      f("tool", "skills", "Wireshark"),
      f("tool", "skills", "Splunk"),
      f("tool", "skills", "Nessus"),
      f("tool", "skills", "Kali Linux"),
      f("tool", "skills", "Python"),
      f("target", "profile", "SOC Analyst"),
    ],
    mustNot: [],
    jobs: [
      { title: "Cybersecurity Intern", employer: "Communications Authority" },
      { title: "Chair", employer: "Cybersecurity Club" },
    ],
  },
  {
    id: "b16-upload-ngo-agronomist-left-dates",
    letter: {
      company: "One Acre Fund",
      position: "Agronomy Research Manager",
      vacancyRef: "1AF/KE/ARM/2026/44",
    },
    about:
      "agriculture, NGO agronomist promoted to senior agronomist at one NGO, after a KALRO research assistant post, '2020 – Date' dates in a left column as a PDF table comes out as text, page marks, ID, birth date and marital status (upload, .pdf)",
    source: "upload",
    fileName: "Peter_Kimani_Agronomist_CV.pdf",
    text: `CURRICULUM VITAE

PETER NJUGUNA KIMANI
P.O. Box 2291-20100, Nakuru
Mobile: 0729 664 018    Email: pkimani.agronomy@gmail.com
ID No: 27741903    Date of Birth: 14/03/1989    Marital Status: Married

PROFILE
Agronomist with a background in soil fertility and climate-smart agriculture, seeking an Agronomy Research Manager post in the Rift Valley or Western Kenya.

WORK EXPERIENCE

2020 – Date        Senior Agronomist
                   Self Help Africa, Nakuru
                   - Promoted from Agronomist (2018 – 2020)
                   - Lead 11 field officers running 160 demonstration plots across Nakuru,
                     Baringo and Elgeyo Marakwet
                   - Raised maize yields of 18,000 smallholder farmers from 9 to 17 bags per acre
                   - Rolled out soil testing with KALRO and KEPHIS for certified seed

2015 – 2018        Research Assistant
                   KALRO Njoro
                   - Ran wheat rust trials on 24 varieties
                   - Collected and analysed trial data in GenStat

Page 1 of 2

EDUCATION

2013 – 2015        MSc Agronomy, Egerton University
2008 – 2012        BSc Agriculture, Egerton University

CERTIFICATIONS AND MEMBERSHIPS
Certified Crop Adviser training, CIMMYT; member of the Soil Science Society of East Africa; registered with the Agricultural Society of Kenya.

SKILLS
GenStat, R, ODK, ArcGIS; farmer field schools; integrated pest management
Languages: English, Kiswahili, Kikuyu

REFEREES
Available on request

Page 2 of 2`,
    facts: [
      f("name", "header", "Peter", "Kimani"),
      f("contact", "header", "0729 664 018"),
      f("contact", "header", "pkimani.agronomy@gmail.com"),
      f("role", "experience", "Senior Agronomist"),
      f("employer", "experience", "Self Help Africa"),
      f("years", "experience", "2020"),
      f("role", "experience", "Agronomist"),
      f("years", "experience", "2018"),
      f("team", "experience", "11 field officers"),
      f("achievement", "experience", "160 demonstration plots"),
      f("achievement", "experience", "18,000"),
      f("achievement", "experience", "17 bags"),
      f("achievement", "experience", "KEPHIS"),
      f("role", "experience", "Research Assistant"),
      f("employer", "experience", "KALRO"),
      f("years", "experience", "2015"),
      f("achievement", "experience", "24 varieties"),
      f("education", "education", "MSc Agronomy", "Egerton University", "2015"),
      f("education", "education", "BSc Agriculture", "2012"),
      f("certification", "certifications", "Certified Crop Adviser", "CIMMYT"),
      f("membership", "certifications", "Soil Science Society of East Africa"),
      f("membership", "certifications", "Agricultural Society of Kenya"),
      f("tool", "skills", "GenStat"),
      f("tool", "skills", "ODK"),
      f("tool", "skills", "ArcGIS"),
      f("language", "skills", "Kikuyu"),
      f("target", "profile", "Agronomy Research Manager"),
    ],
    mustNot: [
      "27741903",
      "14/03/1989",
      "Marital Status",
      "Married",
      "Page 1 of 2",
      "Page 2 of 2",
      "P.O. Box 2291",
    ],
    jobs: [
      { title: "Senior Agronomist", employer: "Self Help Africa" },
      { title: "Research Assistant", employer: "KALRO" },
    ],
  },
  {
    id: "b16-upload-church-administrator",
    letter: {
      company: "Anglican Church of Kenya, Diocese of Mount Kenya South",
      position: "Diocesan Administrator",
      vacancyRef: "ACK/MKS/DA/2026/02",
    },
    about:
      "non-profit administration, parish administrator after an accounts clerk job at a church school, '➤' bullets, 'Jan 2019 – to date' dates, a chatty opening line, age, religion and hobbies (upload, .docx)",
    source: "upload",
    fileName: "Rose_Wairimu_CV_final(2).docx",
    text: `Hi, please make this CV look more professional, thank you and God bless!

ROSE WAIRIMU NJERI
Thika, Kiambu County | 0710 283 645 | rose.wairimu.admin@gmail.com
Age: 41 | Religion: Christian (Anglican) | Hobbies: choir singing, baking

CAREER OBJECTIVE
A church administrator seeking the post of Diocesan Administrator, to serve in Thika or Nairobi.

EXPERIENCE

Parish Administrator | St. Andrew's ACK Church, Thika | Jan 2019 – to date
➤ Run the parish office for a congregation of 2,300 members and 14 cell groups
➤ Manage an annual budget of KSh 18 million and supervise 5 office and grounds staff
➤ Moved church giving to M-Pesa Paybill, raising collections by 35% in 2022
➤ Coordinate weddings, funerals and the parish council meetings, and keep the minutes

Accounts Clerk | Thika High School for the Blind | Mar 2013 – Dec 2018
➤ Fees collection, bank reconciliations and payroll for 60 staff

EDUCATION
Bachelor of Business Administration, Mount Kenya University, 2017
Diploma in Church Administration, St. Paul's University, Limuru, 2019
KCSE, Ngandu Girls' High School, 2002

PROFESSIONAL
CPA Part II (KASNEB); member of the Kenya Institute of Management (KIM)

SKILLS
QuickBooks, Microsoft Excel, Canva; event planning; record keeping
Languages: English, Kiswahili, Kikuyu`,
    facts: [
      f("name", "header", "Rose", "Njeri"),
      f("contact", "header", "0710 283 645"),
      f("contact", "header", "rose.wairimu.admin@gmail.com"),
      f("role", "experience", "Parish Administrator"),
      f("employer", "experience", "St. Andrew"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "2,300 members"),
      f("achievement", "experience", "14 cell groups"),
      f("achievement", "experience", "18 million"),
      f("team", "experience", "5 office and grounds staff"),
      f("achievement", "experience", "Paybill"),
      f("achievement", "experience", "35%"),
      f("role", "experience", "Accounts Clerk"),
      f("employer", "experience", "Thika High School for the Blind"),
      f("years", "experience", "2013"),
      f("achievement", "experience", "60 staff"),
      f(
        "education",
        "education",
        "Bachelor of Business Administration",
        "Mount Kenya University",
        "2017",
      ),
      f("education", "education", "Diploma in Church Administration", "St. Paul"),
      f("certification", "certifications", "CPA Part II"),
      f("membership", "certifications", "Kenya Institute of Management"),
      f("tool", "skills", "QuickBooks"),
      f("tool", "skills", "Canva"),
      f("language", "skills", "Kikuyu"),
      f("target", "profile", "Diocesan Administrator"),
    ],
    mustNot: ["God bless", "Age: 41", "Religion", "choir singing", "baking"],
    jobs: [
      { title: "Parish Administrator", employer: "St. Andrew" },
      { title: "Accounts Clerk", employer: "Thika High School" },
    ],
  },
  {
    id: "b16-upload-port-logistics-coordinator",
    letter: {
      company: "Maersk Kenya",
      position: "Logistics Operations Manager",
      vacancyRef: "MSK/KE/LOM/2026/15",
    },
    about:
      "logistics, port logistics coordinator at a clearing and forwarding firm after a KPA documentation clerk post, employers in capitals, '*' bullets, '06/2020 – present' dates, KIFWA and KRA, a chatty closing line, gender and birth date (upload, .txt)",
    source: "upload",
    fileName: "hamisi_juma_cv.txt",
    text: `HAMISI JUMA BAKARI
Nyali, Mombasa
Tel: +254 723 518 094
Email: hamisi.bakari.logistics@gmail.com
Gender: Male
D.O.B: 02.11.1990

SUMMARY
Logistics coordinator with port operations experience in Mombasa. Looking for a Logistics Operations Manager role at a shipping line in Mombasa.

EMPLOYMENT

SIGINON GROUP LIMITED
Logistics Coordinator, 06/2020 – present
* Coordinate clearing of 450 TEUs a month through the Port of Mombasa and the Nairobi ICD via the SGR
* Lead a team of 12 clearing agents and tally clerks
* Cut average container dwell time from 7 days to 4 days
* File entries on the KRA iCMS and the Kenya TradeNet (KenTrade) single window

KENYA PORTS AUTHORITY
Documentation Clerk, 03/2015 – 05/2020
* Processed manifests and delivery orders at Kilindini Harbour
* Trained 20 new clerks on the Kilindini Waterfront Automated Terminal Operating System (KWATOS)

EDUCATION
Bachelor of Science in Logistics and Supply Chain Management, Technical University of Mombasa, 2014

CERTIFICATES
* East African Customs and Freight Forwarding Practising Certificate (EACFFPC), KIFWA
* CIPS Level 4 Diploma in Procurement and Supply
* Member, Kenya Institute of Supplies Management (KISM)

SKILLS
iCMS, KWATOS, SAP, Excel; customs compliance; Incoterms
Languages: Kiswahili, English, Arabic

I hope this is enough, call me anytime.`,
    facts: [
      f("name", "header", "Hamisi", "Bakari"),
      f("contact", "header", "+254 723 518 094"),
      f("contact", "header", "hamisi.bakari.logistics@gmail.com"),
      f("role", "experience", "Logistics Coordinator"),
      f("employer", "experience", "Siginon"),
      f("years", "experience", "2020"),
      f("achievement", "experience", "450 TEUs"),
      f("achievement", "experience", "ICD"),
      f("team", "experience", "team of 12"),
      f("achievement", "experience", "7 days"),
      f("achievement", "experience", "4 days"),
      f("achievement", "experience", "KenTrade"),
      f("role", "experience", "Documentation Clerk"),
      f("employer", "experience", "Kenya Ports Authority"),
      f("years", "experience", "2015"),
      f("achievement", "experience", "Kilindini"),
      f("achievement", "experience", "20 new clerks"),
      f(
        "education",
        "education",
        "Logistics and Supply Chain Management",
        "Technical University of Mombasa",
        "2014",
      ),
      f("certification", "certifications", "EACFFPC"),
      f("certification", "certifications", "KIFWA"),
      f("certification", "certifications", "CIPS Level 4"),
      f("membership", "certifications", "KISM"),
      f("tool", "skills", "iCMS"),
      f("tool", "skills", "KWATOS"),
      f("tool", "skills", "SAP"),
      f("language", "skills", "Arabic"),
      f("target", "profile", "Logistics Operations Manager"),
      f("target", "profile", "Mombasa"),
    ],
    mustNot: ["Gender", "D.O.B", "02.11.1990", "call me anytime", "I hope this is enough"],
    jobs: [
      { title: "Logistics Coordinator", employer: "Siginon" },
      { title: "Documentation Clerk", employer: "Kenya Ports Authority" },
    ],
  },
  {
    id: "b16-upload-hr-officer-promoted-doc",
    letter: {
      company: "Kenya Pipeline Company",
      position: "Senior Human Resource Officer",
      vacancyRef: "KPC/HR/SHRO/2026/10",
    },
    about:
      "human resources, HR assistant promoted to HR officer at one manufacturer after a county internship, headings underlined with '=', 'Sept 2017 - Present' dates, a promotion inside one entry, IHRM, marital status, ID and hobbies (upload, .doc)",
    source: "upload",
    fileName: "LILIAN AKINYI HR CV.doc",
    text: `LILIAN AKINYI OMONDI
Kisumu | 0741 902 357 | lilian.omondi.hr@gmail.com
Marital status: Single   ID: 31208876

PROFESSIONAL SUMMARY
=====================
HR practitioner in manufacturing, seeking a Senior Human Resource Officer post in Nairobi or Kisumu.

WORK HISTORY
============
Human Resource Officer, Kibos Sugar and Allied Industries, Kisumu    Sept 2017 - Present
(joined as Human Resource Assistant, promoted to Human Resource Officer in 2021)
  o Run recruitment and onboarding for a workforce of 1,400, including 600 seasonal cane cutters
  o Brought staff turnover down from 22% to 13% in two years
  o Moved payroll and leave to Sage 300 People, and handle NSSF, SHIF and KRA PAYE returns
  o Supervise 3 HR assistants

Human Resource Intern, County Government of Kisumu    Jan 2016 - Aug 2017
  o Filed personnel records and drafted job adverts for the County Public Service Board

EDUCATION
=========
Bachelor of Arts in Sociology, Maseno University, 2015
Higher Diploma in Human Resource Management, Kenya Institute of Management, 2019

PROFESSIONAL MEMBERSHIP
=======================
Certified Human Resource Professional (CHRP-K); full member, Institute of Human Resource Management (IHRM)

SKILLS
======
Sage 300 People, Microsoft Excel, BrighterMonday recruiter tools; labour law (Employment Act 2007)
Languages: English, Kiswahili, Dholuo

HOBBIES
=======
Reading, travelling, netball`,
    facts: [
      f("name", "header", "Lilian", "Omondi"),
      f("contact", "header", "0741 902 357"),
      f("contact", "header", "lilian.omondi.hr@gmail.com"),
      f("role", "experience", "Human Resource Officer"),
      f("employer", "experience", "Kibos Sugar"),
      f("years", "experience", "2021"),
      f("role", "experience", "Human Resource Assistant"),
      f("years", "experience", "2017"),
      f("achievement", "experience", "1,400"),
      f("achievement", "experience", "600 seasonal"),
      f("achievement", "experience", "22%"),
      f("achievement", "experience", "13%"),
      f("achievement", "experience", "NSSF"),
      f("team", "experience", "3 HR assistants"),
      f("role", "experience", "Human Resource Intern"),
      f("employer", "experience", "County Government of Kisumu"),
      f("years", "experience", "2016"),
      f("education", "education", "Sociology", "Maseno University", "2015"),
      f(
        "education",
        "education",
        "Higher Diploma in Human Resource Management",
        "Kenya Institute of Management",
        "2019",
      ),
      f("certification", "certifications", "CHRP"),
      f("membership", "certifications", "IHRM"),
      f("tool", "skills", "Sage 300"),
      f("tool", "skills", "Excel"),
      f("achievement", "skills", "Employment Act"),
      f("language", "skills", "Dholuo"),
      f("target", "profile", "Senior Human Resource Officer"),
    ],
    mustNot: ["Marital status", "Single", "31208876", "=====", "netball", "travelling"],
    jobs: [
      { title: "Human Resource Officer", employer: "Kibos" },
      { title: "Human Resource Assistant", employer: "Kibos" },
      { title: "Intern", employer: "Kisumu" },
    ],
  },
];

/**
 * What staff would type in the Generate Cover Letter form's Additional Information for each case,
 * keyed by case id: the vacancy reference (the case's `letter.vacancyRef`), a closing date and a
 * note meant for staff. `staffOnly` holds strings of the note that a letter must not carry.
 */
export const letterNotesBatch16: Record<string, { additionalInfo: string; staffOnly: string[] }> = {
  "b16-chat-clinical-psychologist-corrected": {
    additionalInfo:
      "Vacancy ref AKUH/MH/SCP/2026/11, closing date 18 December 2026. Staff: client referred by Dr. Mutiso, give her the referral discount of KSh 500.",
    staffOnly: ["referral discount", "Dr. Mutiso"],
  },
  "b16-chat-quantity-surveyor-promoted": {
    additionalInfo:
      "Ref KeRRA/HR/PQS/2026/05, applications close 15 December 2026. Internal: he wants the draft before Friday, he is on site in Kisii with poor network.",
    staffOnly: ["poor network", "before Friday"],
  },
  "b16-chat-safaricom-retail-agent-sheng": {
    additionalInfo:
      "Vacancy reference AKL/RET/SUP/2026/32, deadline 12 December 2026. For staff only: client still works at Safaricom, do not call her during shop hours.",
    staffOnly: ["do not call her during shop hours"],
  },
  "b16-chat-kengen-technician-swahili": {
    additionalInfo:
      "Ref KPLC/TECH/PC/2026/18; closing 22 December 2026. Staff note: paid KSh 2,500 via M-Pesa, confirmation code SLK4XR29QP.",
    staffOnly: ["SLK4XR29QP", "paid KSh 2,500"],
  },
  "b16-chat-journalist-promoted-nation": {
    additionalInfo:
      "Vacancy ref RMS/NEWS/IE/2026/09, closing date 19 December 2026. Staff: she asked us never to mention the settled defamation case, check the letter twice.",
    staffOnly: ["defamation case", "check the letter twice"],
  },
  "b16-chat-police-officer-retiring": {
    additionalInfo:
      "Ref G4S/KE/RSM/2026/04, applications close 10 January 2027. Internal: retirement date is 31 January 2027, do not put his age or retirement date in the letter.",
    staffOnly: ["retirement date is 31 January 2027", "do not put his age"],
  },
  "b16-chat-lab-technologist-sheng": {
    additionalInfo:
      "Ref LANCET/LAB/SMLT/2026/21, deadline 9 December 2026. Staff only: rush job, client pays the express fee on delivery.",
    staffOnly: ["rush job", "express fee on delivery"],
  },
  "b16-manual-hotel-housekeeping-supervisor": {
    additionalInfo:
      "Vacancy ref SERENA/HK/EH/2026/06, closing date 17 December 2026. Staff: client came through the Sarova staff WhatsApp group, keep it discreet from her manager.",
    staffOnly: ["keep it discreet from her manager", "Sarova staff WhatsApp group"],
  },
  "b16-manual-teacher-to-curriculum-developer": {
    additionalInfo:
      "Ref KICD/HR/CDO/2026/13; closing 14 December 2026. Internal: teacher on TSC salary, agreed to pay in two instalments.",
    staffOnly: ["two instalments"],
  },
  "b16-manual-county-water-engineer": {
    additionalInfo:
      "Vacancy reference AWWDA/ENG/SWE/2026/08, closing date 21 December 2026. Staff note: client prefers calls in the evening after 6pm, he is in the field by day.",
    staffOnly: ["after 6pm"],
  },
  "b16-manual-flight-attendant-hedge": {
    additionalInfo:
      "Ref EK/CC/NBO/2026/27, open day closes 13 December 2026. For staff only: client is flying until the 8th, reply by email only.",
    staffOnly: ["flying until the 8th", "reply by email only"],
  },
  "b16-manual-cybersecurity-graduate": {
    additionalInfo:
      "Ref KCB/GT/ISEC/2027/01, closing date 5 January 2027. Staff: student package, his mother paid, send the invoice to her.",
    staffOnly: ["student package", "his mother paid"],
  },
  "b16-upload-ngo-agronomist-left-dates": {
    additionalInfo:
      "Vacancy ref 1AF/KE/ARM/2026/44, applications close 16 December 2026. Internal: uploaded PDF was a scan, double-check the dates against the original.",
    staffOnly: ["double-check the dates", "was a scan"],
  },
  "b16-upload-church-administrator": {
    additionalInfo:
      "Ref ACK/MKS/DA/2026/02; closing 11 December 2026. Staff: the vicar is paying for this CV, do not send the invoice to the client.",
    staffOnly: ["the vicar is paying", "do not send the invoice"],
  },
  "b16-upload-port-logistics-coordinator": {
    additionalInfo:
      "Vacancy reference MSK/KE/LOM/2026/15, deadline 20 December 2026. Staff note: client is a repeat customer, 10% loyalty discount applied.",
    staffOnly: ["repeat customer", "loyalty discount"],
  },
  "b16-upload-hr-officer-promoted-doc": {
    additionalInfo:
      "Ref KPC/HR/SHRO/2026/10, closing date 23 December 2026. For staff only: client is serving notice at Kibos, do not contact her office line.",
    staffOnly: ["serving notice", "do not contact her office line"],
  },
};
