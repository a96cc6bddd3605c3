import type { DocumentCase, Fact, FactKind, Section } from "./documents-cases";

/**
 * Held-out batch 15 for `npm run bench:documents`, written on 2026-12-04 by the docs-batch15
 * helper apart from the code, and not run before it was committed. Not registered anywhere: it is
 * registered at its first run, whose figure is the held-out one.
 *
 * Rules of apartness, as followed: nothing under server/, app/, tests/ or /work/firstruns/ was
 * opened, listed or grepped, nor bench/README.md, nor bench/documents.ts, bench/upload-files.ts
 * or any other bench runner, nor any case batch other than batch 14 (batches 2 to 13 and the
 * cases of bench/documents-cases.ts were not opened), nor `git log`, `git show`, `git diff`,
 * `git blame` or any other history command; `npm run bench:documents` and the test suites were
 * not run. Read for it, and nothing else of the project besides /work/helper-protocol.md: a
 * listing of the file names in bench/ (it holds no fixture folder, so the uploads here are, as in
 * batch 14, a `fileName` and the file's `text`, and no fixture file was added), biome.json (the
 * formatter's settings), bench/documents-cases.ts lines 1 to 66 (the case and fact types, which
 * name no case), bench/documents-cases-batch14.ts lines 1 to 224 (its header, its import line,
 * its `f` helper and its first two cases, both chats, for format and conventions only) and lines
 * 1150 to 1244 (the line closing its last case, then `letterNotesBatch14`, its doc comment and
 * its type), found with `grep -n letterNotesBatch14` and `wc -l`; a grep of that file for case
 * boundaries, cut to 12 lines, also printed the ids of its third and fourth cases, which were
 * not opened. Also read: contract/documents.ts lines 1 to 150 (the `personalInfo`,
 * `manualCvRequest` and `coverLetterRequest` shapes and the item types around them, none of which
 * says how a document is written) and the lines of /work/shared/SPEC.md that a grep for "CV",
 * "cover letter" and "upload" found. Seen in passing: `git worktree add` printed the subject of
 * main's latest commit (the chat assistant's Swahili phrases and its persona batch 29's figures),
 * which says nothing of how documents are generated; the protocol's `npx react-router typegen`
 * first failed because /work/main/node_modules/.bin was missing while another session's
 * `npm install` ran (seen with a listing of /work/main's top-level names, of node_modules' first
 * entries and with `ps`), and ran once the install was done.
 *
 * Checked only by importing this file from a throwaway script in /tmp run with
 * `node --import tsx` (a count; unique ids and names; every fact and job key in its case's
 * inputs, case-insensitive; every `mustNot` string in the inputs and inside no key; each form
 * through contract/documents.ts's `manualCvRequest`; each letter note holding its case's vacancy
 * reference and its staff-only strings, and no note without a case), by `npm run lint` and by
 * `npm run typecheck`.
 *
 * The case type's `letter` holds the company, the position and the vacancy reference of the
 * Generate Cover Letter form, as in batch 14. The case type has no field for the form's
 * Additional Information, so the notes staff would type there are in `letterNotesBatch15` below,
 * keyed by case id: each holds the vacancy reference, a closing date and a note meant for staff,
 * with the staff-only strings a letter must not carry. Wiring it into a runner is left to the
 * session that registers this batch.
 *
 * 17 cases (7 chats, 5 manual forms, 5 uploads), 390 facts and 39 jobs.
 *
 * New clients, professions and career stages: a SACCO branch manager who joined as credit clerk
 * and was promoted twice, told in one breath, after a bank teller job (degree and university in
 * different turns, a corrected member count, a closing date, English with Swahili); a dairy
 * co-operative extension officer after a county internship, in Sheng ("6 yrs", a corrected
 * farmer count, a "maybe" before the target post); a critical care nurse returning from six
 * years in an NHS trust after KNH (diaspora, a UK and a Kenyan number, university and degree in
 * different turns, NCK and NMC, certifications joined with ", and", a request to leave out her
 * visa status); an accounts assistant turned data analyst after a Moringa bootcamp, in Sheng
 * (skills and certifications joined with ", and", KASNEB, iTax, a request to leave out a
 * retrenchment); a TVET automotive diploma graduate with a Toyota attachment and a casual garage
 * job, in Sheng (NITA, a licence class); a personal assistant returning after a three-year career
 * break, promoted under Nation Media Group, with a part-time job since (a request to leave out
 * her twins, "a little French"); a county revenue clerk promoted twice under the County
 * Government of Mombasa, told in one breath, in Swahili (IFMIS, iTax, eCitizen, KESRA, a
 * corrected collection figure, a time to call); on the manual form a clinical officer ("6 yrs",
 * certifications joined with ", and" in the goal), an internal audit manager ("14 years", CPA,
 * CISA and CFE, ICPAK, CV + Cover Letter), a senior roads engineer at KeRRA ("8 years", EBK,
 * IEK, a project with figures), a graduate HR intern at KRA ("Less than 1 year", IHRM, a
 * "maybe" in the goal, Cover Letter only) and a pharmacist in charge returning from Dubai
 * ("six years", a +971 number, the Pharmacy and Poisons Board, CV + Cover Letter); uploads of a
 * county chief officer for finance after the National Treasury and the Office of the
 * Auditor-General (.pdf, "2018 – Date" dates in a left column, "Page 1 of 3" page marks, a
 * promotion inside one entry, ID, birth date, marital status), an ICT trainer promoted to head of
 * department at a TVET institute (.docx, a chatty opening line, "➤" bullets, "Sept 2019 – to
 * date" dates, CDACC and TVETA, age, religion, hobbies), a child protection officer at an NGO
 * after a government children's officer post (.txt, employers in capitals, "-" bullets, "2019
 * to date" dates, hobbies, a chatty closing line), a SOC analyst at a telco after the KPA and a
 * government graduate programme (.doc, headings underlined with "=", "01/2021 – present" dates,
 * certifications joined with ", and", gender, birth date, ID, hobbies) and an FMCG regional sales
 * manager promoted from area sales manager at one dairy (.docx, "▪" bullets, "Mar 2022 –
 * Present" dates, marital status, a chatty line).
 *
 * Same conventions as batch 14: a fact is the key string(s) that must all appear in the CV's
 * text, each in the client's own words (every key is in the case's inputs, and phone keys are
 * written as the client wrote them, with a leading 0, +254, or a foreign code); a job's start
 * year is an experience fact, a total of years of experience a profile fact, as are the
 * industry and the target post; tools and languages are skills, registrations, licences, courses
 * and memberships certifications; `mustNot` holds hedges, chat and Swahili or Sheng talk,
 * personal details a CV no longer carries, what the client asked to leave out, closing dates
 * and the wrong value of a fact the client corrected (none of them is inside a key); `jobs` lists
 * every job of the client, most recent first. A promotion is its own job only where its title
 * cannot be read in the other entries of the same employer (so the Revenue Officer under Mombasa
 * and the Auditor under the Auditor-General are facts, trivially carried by the senior titles,
 * but not jobs of their own). A career break is not a job. Added here: a total written as
 * "6 yrs", "six years" or "Less than 1 year" is no fact, since a CV honestly rewrites it, and
 * neither it nor "yrs" is in `mustNot`; the nurse's UK number, which she says she keeps until
 * January, is neither a fact nor in `mustNot`. Not to be tuned on: a fix is measured on a new
 * batch.
 */

const f = (kind: FactKind, section: Section, ...keys: string[]): Fact => ({ kind, section, keys });

export const documentCasesBatch15: DocumentCase[] = [
  {
    id: "b15-chat-sacco-branch-manager-promoted",
    letter: {
      company: "Stima DT Sacco",
      position: "Head of Credit",
      vacancyRef: "STIMA/HR/HOC/2026/07",
    },
    about:
      "co-operative finance, SACCO credit clerk promoted to credit supervisor and to branch manager under one SACCO in one breath, after a bank teller job, degree and university in different turns, English with Swahili (chat)",
    source: "chat",
    visitorTurns: [
      "Good evening. Nataka CV ya kuapply Head of Credit kwa Stima DT Sacco.",
      "My name is Josephine Wanjiru Kamau, phone 0722 481 906, email jwkamau.sacco@gmail.com",
      "I joined Unaitas Sacco as Credit Clerk in 2015, promoted to Credit Supervisor 2018 and to Branch Manager 2022, Murang'a branch. I lead a team of 14 staff.",
      "Under me the branch loan book grew from KSh 420 million to KSh 610 million and PAR dropped from 9% to 4.5%. We also recruited 3,500 new members in 2023.",
      "Sorry, it was 3,800 new members, not 3,500.",
      "Before Unaitas I was a Teller at Family Bank, Thika branch, 2013 to 2015.",
      "Education: I have a Bachelor of Commerce (Finance).",
      "Ah, and the degree was from Kenyatta University, 2012. I'm a CPA (K) through KASNEB, a member of ICPAK, and I hold a Certificate in SACCO Management from the Co-operative University of Kenya.",
      "I use Bankers Realm, Microsoft Dynamics NAV, and Excel, and I prepare the monthly SASRA returns. Languages English, Kiswahili and Kikuyu.",
      "Long term nataka kuwa Head of Credit, based in Nairobi. Closing date ni 16 December 2026, tafadhali haraka.",
    ],
    facts: [
      f("name", "header", "Josephine", "Kamau"),
      f("contact", "header", "0722 481 906"),
      f("contact", "header", "jwkamau.sacco@gmail.com"),
      f("role", "experience", "Branch Manager"),
      f("employer", "experience", "Unaitas"),
      f("years", "experience", "2022"),
      f("achievement", "experience", "Murang"),
      f("team", "experience", "team of 14"),
      f("achievement", "experience", "420 million"),
      f("achievement", "experience", "610 million"),
      f("achievement", "experience", "4.5%"),
      f("achievement", "experience", "3,800"),
      f("achievement", "experience", "SASRA"),
      f("role", "experience", "Credit Supervisor"),
      f("years", "experience", "2018"),
      f("role", "experience", "Credit Clerk"),
      f("years", "experience", "2015"),
      f("role", "experience", "Teller"),
      f("employer", "experience", "Family Bank"),
      f("years", "experience", "2013"),
      f("education", "education", "Bachelor of Commerce", "Kenyatta University", "2012"),
      f("certification", "certifications", "CPA"),
      f("membership", "certifications", "ICPAK"),
      f(
        "certification",
        "certifications",
        "Certificate in SACCO Management",
        "Co-operative University",
      ),
      f("tool", "skills", "Bankers Realm"),
      f("tool", "skills", "Dynamics NAV"),
      f("tool", "skills", "Excel"),
      f("language", "skills", "Kikuyu"),
      f("target", "profile", "Head of Credit"),
      f("target", "profile", "Nairobi"),
    ],
    mustNot: ["Nataka", "kuapply", "Sorry", "3,500", "16 December 2026", "tafadhali", "haraka"],
    jobs: [
      { title: "Branch Manager", employer: "Unaitas" },
      { title: "Credit Supervisor", employer: "Unaitas" },
      { title: "Credit Clerk", employer: "Unaitas" },
      { title: "Teller", employer: "Family Bank" },
    ],
  },
  {
    id: "b15-chat-dairy-extension-officer-sheng",
    letter: {
      company: "Heifer International Kenya",
      position: "Livestock Programme Coordinator",
      vacancyRef: "HIK/LPC/2026/14",
    },
    about:
      "agriculture, dairy co-operative field extension officer after a county internship, Sheng with English, a corrected farmer count, '6 yrs', a hedge (chat)",
    source: "chat",
    visitorTurns: [
      "Sasa boss, mi ni extension officer wa dairy, nataka CV fiti ya kuapply job ya Heifer.",
      "Naitwa Kevin Mwangi Njoroge. Namba 0798 552 130, email kevin.njoroge.dairy@gmail.com",
      "Niko Githunguri Dairy Farmers Cooperative Society kama Field Extension Officer tangu 2019, so nina 6 yrs kwa hii field ukiongeza internship.",
      "Nime-train 2,000 farmers kwa fodder conservation na zero grazing, na milk intake ya society ikapanda kutoka 180,000 litres hadi 245,000 litres kwa siku.",
      "Eish sorry, ni 2,400 farmers, sio 2,000.",
      "Pia na-coordinate AI services na team ya 8 AI technicians, conception rate ikafika 68%.",
      "Kabla ya hapo nilikuwa Livestock Extension Intern kwa County Government of Kiambu, 2018.",
      "Nilisoma Diploma in Animal Health and Production, Bukura Agricultural College, 2017. Niko registered na Kenya Veterinary Board, na nina certificate ya Artificial Insemination kutoka KAGRC.",
      "Natumia KoboToolbox, Excel, and Google Sheets. Lugha ni English, Kiswahili na Kikuyu.",
      "Nataka kuwa maybe Livestock Programme Coordinator, ideally Nakuru au Nyeri.",
    ],
    facts: [
      f("name", "header", "Kevin", "Njoroge"),
      f("contact", "header", "0798 552 130"),
      f("contact", "header", "kevin.njoroge.dairy@gmail.com"),
      f("role", "experience", "Field Extension Officer"),
      f("employer", "experience", "Githunguri Dairy"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "2,400"),
      f("achievement", "experience", "fodder"),
      f("achievement", "experience", "zero grazing"),
      f("achievement", "experience", "180,000"),
      f("achievement", "experience", "245,000"),
      f("team", "experience", "8 AI technicians"),
      f("achievement", "experience", "68%"),
      f("role", "experience", "Livestock Extension Intern"),
      f("employer", "experience", "County Government of Kiambu"),
      f("years", "experience", "2018"),
      f(
        "education",
        "education",
        "Diploma in Animal Health and Production",
        "Bukura Agricultural College",
        "2017",
      ),
      f("certification", "certifications", "Kenya Veterinary Board"),
      f("certification", "certifications", "Artificial Insemination"),
      f("tool", "skills", "KoboToolbox"),
      f("tool", "skills", "Excel"),
      f("tool", "skills", "Google Sheets"),
      f("language", "skills", "Kikuyu"),
      f("target", "profile", "Livestock Programme Coordinator"),
    ],
    mustNot: [
      "Sasa boss",
      "fiti",
      "Naitwa",
      "Nime-train",
      "2,000",
      "Eish",
      "na-coordinate",
      "ikafika",
      "maybe",
    ],
    jobs: [
      { title: "Field Extension Officer", employer: "Githunguri" },
      { title: "Intern", employer: "Kiambu" },
    ],
  },
  {
    id: "b15-chat-diaspora-icu-nurse-returning",
    letter: {
      company: "The Nairobi Hospital",
      position: "Nurse Manager, Critical Care",
      vacancyRef: "TNH/NUR/CCU/2026/03",
    },
    about:
      "nursing, critical care nurse returning from six years in the UK NHS after a KNH post, diaspora, two phone numbers, university and degree in different turns, English (chat)",
    source: "chat",
    visitorTurns: [
      "Hello, I'm relocating back home from the UK in January and I need a CV for Kenyan hospitals.",
      "Name: Grace Akinyi Odhiambo. UK number +44 7700 914 382, Kenyan line +254 711 602 845. Email grace.odhiambo.rn@outlook.com",
      "Since 2020 I've been a Band 6 Staff Nurse in the Intensive Care Unit at Royal Free London NHS Foundation Trust, so six years in the UK.",
      "I'm nurse in charge of a 16-bed ICU on my shifts, I have mentored 15 newly qualified nurses, and I led a pressure ulcer audit that cut ICU pressure ulcers by 40%.",
      "Before moving I was a Nursing Officer at Kenyatta National Hospital, Critical Care Unit, from 2013 to 2019.",
      "I trained at the University of Nairobi.",
      "The degree is a Bachelor of Science in Nursing, 2012. Then I did a Higher Diploma in Critical Care Nursing at KMTC in 2016.",
      "Registered with the Nursing Council of Kenya and with the NMC in the UK. I hold BLS, ACLS, and a Mentorship in Practice certificate.",
      "Languages: English, Kiswahili, Dholuo. I want a Nurse Manager role in critical care, in Nairobi.",
      "Please don't put my UK visa status on the CV, that's my business.",
    ],
    facts: [
      f("name", "header", "Grace", "Odhiambo"),
      f("contact", "header", "+254 711 602 845"),
      f("contact", "header", "grace.odhiambo.rn@outlook.com"),
      f("role", "experience", "Staff Nurse"),
      f("employer", "experience", "Royal Free London"),
      f("years", "experience", "2020"),
      f("achievement", "experience", "Intensive Care"),
      f("achievement", "experience", "16-bed"),
      f("team", "experience", "15 newly qualified"),
      f("achievement", "experience", "pressure ulcer", "40%"),
      f("role", "experience", "Nursing Officer"),
      f("employer", "experience", "Kenyatta National Hospital"),
      f("years", "experience", "2013"),
      f(
        "education",
        "education",
        "Bachelor of Science in Nursing",
        "University of Nairobi",
        "2012",
      ),
      f("education", "education", "Higher Diploma in Critical Care Nursing", "KMTC", "2016"),
      f("certification", "certifications", "Nursing Council of Kenya"),
      f("certification", "certifications", "NMC"),
      f("certification", "certifications", "BLS"),
      f("certification", "certifications", "ACLS"),
      f("certification", "certifications", "Mentorship in Practice"),
      f("language", "skills", "Dholuo"),
      f("target", "profile", "Nurse Manager"),
      f("target", "profile", "Nairobi"),
    ],
    mustNot: ["visa status", "that's my business"],
    jobs: [
      { title: "Staff Nurse", employer: "Royal Free" },
      { title: "Nursing Officer", employer: "Kenyatta National Hospital" },
    ],
  },
  {
    id: "b15-chat-accountant-to-data-analyst-sheng",
    letter: {
      company: "Safaricom PLC",
      position: "Senior Data Analyst",
      vacancyRef: "SAF/DA/2026/212",
    },
    about:
      "data, accounts assistant turned data analyst after a bootcamp, career changer, two employers, Sheng and English, skills and certifications joined with ', and' (chat)",
    source: "chat",
    visitorTurns: [
      "Niaje, nataka CV ya data analyst. Nilikuwa accounts lakini nikaswitch.",
      "Mimi ni Dennis Kiprotich Rotich, 0703 915 447, dennis.rotich.data@gmail.com",
      "Saa hii niko Twiga Foods kama Data Analyst tangu March 2022. Nilijenga Power BI dashboards za sales, reporting time ikashuka kutoka 3 days hadi 4 hours.",
      "Pia nilibuild churn model ya retailers kwa Python, ikasaidia ku-recover KSh 14 million ya revenue kwa mwaka.",
      "Before hapo nilikuwa Accounts Assistant kwa Bidco Africa, Thika, 2016 hadi 2021, nikifanya bank reconciliations na KRA iTax returns.",
      "Nilisoma Bachelor of Commerce (Accounting) pale Moi University, 2015. Then 2021 nikafanya Data Science bootcamp ya Moringa School.",
      "Skills: Python, SQL, Power BI, and Tableau. Certs: Google Data Analytics Certificate, Microsoft Certified: Power BI Data Analyst Associate, and KASNEB CPA Intermediate Level.",
      "Lugha English, Kiswahili na Kalenjin. Nataka Senior Data Analyst role, Nairobi au remote.",
      "Usiweke ile story ya retrenchment ya Bidco, sitaki ionekane.",
    ],
    facts: [
      f("name", "header", "Dennis", "Rotich"),
      f("contact", "header", "0703 915 447"),
      f("contact", "header", "dennis.rotich.data@gmail.com"),
      f("role", "experience", "Data Analyst"),
      f("employer", "experience", "Twiga Foods"),
      f("years", "experience", "2022"),
      f("achievement", "experience", "dashboards"),
      f("achievement", "experience", "4 hours"),
      f("achievement", "experience", "churn model"),
      f("achievement", "experience", "14 million"),
      f("role", "experience", "Accounts Assistant"),
      f("employer", "experience", "Bidco"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "reconciliations"),
      f("tool", "skills", "iTax"),
      f("education", "education", "Bachelor of Commerce", "Moi University", "2015"),
      f("certification", "certifications", "Data Science", "Moringa School"),
      f("tool", "skills", "Python"),
      f("tool", "skills", "SQL"),
      f("tool", "skills", "Power BI"),
      f("tool", "skills", "Tableau"),
      f("certification", "certifications", "Google Data Analytics"),
      f("certification", "certifications", "Power BI Data Analyst Associate"),
      f("certification", "certifications", "CPA", "Intermediate"),
      f("language", "skills", "Kalenjin"),
      f("target", "profile", "Senior Data Analyst"),
    ],
    mustNot: [
      "Niaje",
      "nikaswitch",
      "ikashuka",
      "nilibuild",
      "ku-recover",
      "retrenchment",
      "Usiweke",
      "sitaki",
    ],
    jobs: [
      { title: "Data Analyst", employer: "Twiga" },
      { title: "Accounts Assistant", employer: "Bidco" },
    ],
  },
  {
    id: "b15-chat-tvet-automotive-graduate-sheng",
    letter: {
      company: "Isuzu East Africa",
      position: "Graduate Trainee Technician",
      vacancyRef: "IEA/GTT/2027/02",
    },
    about:
      "automotive, TVET diploma graduate with an industrial attachment and a casual garage job, Sheng (chat)",
    source: "chat",
    visitorTurns: [
      "Mambo, nimemaliza diploma ya automotive, nataka CV ya kuapply Isuzu.",
      "Jina ni Collins Barasa Wafula. Namba 0757 204 618, email collinswafula.auto@gmail.com",
      "Nilisoma Diploma in Automotive Engineering pale Nairobi Technical Training Institute, nikamaliza 2025. Nilipata Distinction kwa final project ya engine diagnostics.",
      "Attachment nilifanya Toyota Kenya kama Industrial Attachee, May hadi August 2024, workshop ya Mombasa Road. Nilikuwa nasaidia na servicing ya vehicles 6 kwa siku, na nilitumia Techstream diagnostic software.",
      "Sahii niko Kiwanja Auto Garage, Kariobangi, kama Casual Mechanic tangu October 2025, nadeal na brakes, suspension, and engine overhauls.",
      "Nina NITA Grade III Motor Vehicle Mechanic certificate, na driving licence class BCE.",
      "Lugha English, Kiswahili na Luhya. Nataka kuwa Graduate Trainee Technician, kama kuna nafasi Nairobi ama Thika.",
    ],
    facts: [
      f("name", "header", "Collins", "Wafula"),
      f("contact", "header", "0757 204 618"),
      f("contact", "header", "collinswafula.auto@gmail.com"),
      f(
        "education",
        "education",
        "Diploma in Automotive Engineering",
        "Nairobi Technical Training Institute",
        "2025",
      ),
      f("education", "education", "Distinction"),
      f("achievement", "education", "engine diagnostics"),
      f("role", "experience", "Industrial Attachee"),
      f("employer", "experience", "Toyota Kenya"),
      f("years", "experience", "2024"),
      f("achievement", "experience", "servicing"),
      f("tool", "skills", "Techstream"),
      f("role", "experience", "Mechanic"),
      f("employer", "experience", "Kiwanja Auto Garage"),
      f("achievement", "experience", "brakes"),
      f("achievement", "experience", "suspension"),
      f("achievement", "experience", "engine overhauls"),
      f("certification", "certifications", "NITA Grade III"),
      f("certification", "certifications", "BCE"),
      f("language", "skills", "Luhya"),
      f("target", "profile", "Graduate Trainee Technician"),
    ],
    mustNot: [
      "Mambo",
      "nimemaliza",
      "nasaidia",
      "Sahii",
      "nadeal",
      "kama kuna nafasi",
      "ama Thika",
    ],
    jobs: [
      { title: "Mechanic", employer: "Kiwanja" },
      { title: "Attach", employer: "Toyota" },
    ],
  },
  {
    id: "b15-chat-executive-assistant-career-break",
    letter: {
      company: "Mastercard Foundation",
      position: "Executive Assistant to the Country Director",
      vacancyRef: "MCF/EA/2026/19",
    },
    about:
      "administration, personal assistant returning after a three-year career break, promoted under one media house, four titles at three employers, English (chat)",
    source: "chat",
    visitorTurns: [
      "Hi, I need help with my CV. I took a career break from 2020 to 2023 to look after my twins and now I'm going back to work.",
      "I'm Mercy Wambui Gitau. 0724 330 871, mercygitau.ea@yahoo.com",
      "My last full-time job: I joined Nation Media Group in 2014 as Office Administrator, was promoted to Personal Assistant to the Group CEO in 2017, and left in 2020.",
      "There I managed the CEO's diary and travel, organised board meetings for 9 directors, and cut courier and stationery costs by 25%.",
      "Before that I was a Receptionist at Sarova Stanley from 2011 to 2014.",
      "Since 2023 I've been a part-time Bookkeeper for a family business, Wambui Traders, using QuickBooks.",
      "Education: Diploma in Business Management from the Kenya Institute of Management, 2010, and a KNEC Secretarial Studies Stage III certificate. In 2024 I completed a Certified Executive Assistant course at Strathmore Business School.",
      "Tools: MS Office, Google Workspace, Zoom, and QuickBooks. I speak English, Kiswahili, and a little French.",
      "I'd like an Executive Assistant post with an NGO or a foundation in Nairobi. Please don't mention the twins, just say career break.",
    ],
    facts: [
      f("name", "header", "Mercy", "Gitau"),
      f("contact", "header", "0724 330 871"),
      f("contact", "header", "mercygitau.ea@yahoo.com"),
      f("role", "experience", "Bookkeeper"),
      f("employer", "experience", "Wambui Traders"),
      f("years", "experience", "2023"),
      f("role", "experience", "Personal Assistant"),
      f("employer", "experience", "Nation Media Group"),
      f("years", "experience", "2017"),
      f("achievement", "experience", "diary"),
      f("achievement", "experience", "board meetings"),
      f("achievement", "experience", "9 directors"),
      f("achievement", "experience", "25%"),
      f("role", "experience", "Office Administrator"),
      f("years", "experience", "2014"),
      f("role", "experience", "Receptionist"),
      f("employer", "experience", "Sarova Stanley"),
      f("years", "experience", "2011"),
      f(
        "education",
        "education",
        "Diploma in Business Management",
        "Kenya Institute of Management",
        "2010",
      ),
      f("certification", "certifications", "Secretarial Studies", "Stage III"),
      f("certification", "certifications", "Certified Executive Assistant", "Strathmore"),
      f("tool", "skills", "MS Office"),
      f("tool", "skills", "Google Workspace"),
      f("tool", "skills", "Zoom"),
      f("tool", "skills", "QuickBooks"),
      f("language", "skills", "French"),
      f("target", "profile", "Executive Assistant"),
      f("target", "profile", "Nairobi"),
    ],
    mustNot: ["twins", "look after", "a little French"],
    jobs: [
      { title: "Bookkeeper", employer: "Wambui Traders" },
      { title: "Personal Assistant", employer: "Nation Media" },
      { title: "Office Administrator", employer: "Nation Media" },
      { title: "Receptionist", employer: "Sarova" },
    ],
  },
  {
    id: "b15-chat-county-revenue-officer-swahili",
    letter: {
      company: "Kenya Revenue Authority",
      position: "Revenue Service Officer",
      vacancyRef: "KRA/RSO/2026/033",
    },
    about:
      "public finance, county revenue clerk promoted to revenue officer and to senior revenue officer under one county in one breath, a corrected collection figure, Swahili (chat)",
    source: "chat",
    visitorTurns: [
      "Habari yako. Nahitaji CV ya kuomba kazi KRA, mimi niko kwa revenue ya county.",
      "Jina langu ni Salim Juma Mwinyi. Simu 0733 614 290, barua pepe salim.mwinyi@gmail.com",
      "Nilijiunga na County Government of Mombasa 2016 kama Revenue Clerk, nikapandishwa cheo 2019 kuwa Revenue Officer, na 2023 kuwa Senior Revenue Officer.",
      "Nasimamia makusanyo ya Likoni na Changamwe, na team ya 25 revenue collectors. Tulihamisha malipo ya parking na single business permits yote kwenda cashless kupitia M-Pesa Paybill, na makusanyo yakapanda kwa 32%.",
      "Mwaka jana tulikusanya KSh 1.2 billion kutoka sub-counties hizo mbili.",
      "Hapana, nimekosea, ilikuwa KSh 1.4 billion, sio 1.2.",
      "Nina Bachelor of Economics kutoka Technical University of Mombasa, 2014, na Diploma in Revenue Administration kutoka Kenya School of Revenue Administration (KESRA), 2018. Mimi ni CPA (K), member wa ICPAK.",
      "Natumia IFMIS, iTax, eCitizen, na Excel. Lugha: Kiswahili, English na kidogo Arabic.",
      "Lengo langu ni kuwa Revenue Service Officer KRA. Nipigie Jumamosi tu, siku za kazi niko field.",
    ],
    facts: [
      f("name", "header", "Salim", "Mwinyi"),
      f("contact", "header", "0733 614 290"),
      f("contact", "header", "salim.mwinyi@gmail.com"),
      f("role", "experience", "Senior Revenue Officer"),
      f("employer", "experience", "County Government of Mombasa"),
      f("years", "experience", "2023"),
      f("achievement", "experience", "Likoni"),
      f("achievement", "experience", "Changamwe"),
      f("team", "experience", "25 revenue collectors"),
      f("achievement", "experience", "single business permits"),
      f("achievement", "experience", "cashless"),
      f("achievement", "experience", "32%"),
      f("achievement", "experience", "1.4 billion"),
      f("role", "experience", "Revenue Officer"),
      f("years", "experience", "2019"),
      f("role", "experience", "Revenue Clerk"),
      f("years", "experience", "2016"),
      f(
        "education",
        "education",
        "Bachelor of Economics",
        "Technical University of Mombasa",
        "2014",
      ),
      f("education", "education", "Diploma in Revenue Administration", "2018"),
      f("certification", "certifications", "CPA"),
      f("membership", "certifications", "ICPAK"),
      f("tool", "skills", "IFMIS"),
      f("tool", "skills", "iTax"),
      f("tool", "skills", "eCitizen"),
      f("tool", "skills", "M-Pesa"),
      f("tool", "skills", "Excel"),
      f("language", "skills", "Arabic"),
      f("target", "profile", "Revenue Service Officer"),
    ],
    mustNot: [
      "Habari yako",
      "Nahitaji",
      "Jina langu",
      "nikapandishwa",
      "Nasimamia",
      "nimekosea",
      "1.2 billion",
      "kidogo",
      "Nipigie",
      "Jumamosi",
    ],
    jobs: [
      { title: "Senior Revenue Officer", employer: "Mombasa" },
      { title: "Revenue Clerk", employer: "Mombasa" },
    ],
  },
  {
    id: "b15-manual-clinical-officer-6yrs",
    letter: {
      company: "Moi Teaching and Referral Hospital",
      position: "Senior Clinical Officer",
      vacancyRef: "MTRH/SCO/2026/27",
    },
    about:
      "health, clinical officer at a county referral hospital, '6 yrs', licence and certifications joined with ', and' in the goal (manual form)",
    source: "manual",
    form: {
      firstName: "Faith",
      lastName: "Chebet",
      email: "faith.chebet.co@gmail.com",
      phone: "0712 908 355",
      currentRole: "Clinical Officer",
      experience: "6 yrs",
      industry: "Healthcare",
      careerGoal:
        "Senior Clinical Officer post in a county referral hospital in the Rift Valley. Licensed by the Clinical Officers Council, BLS certified, and trained in HIV care and prevention of mother-to-child transmission (PMTCT).",
      company: "Kapsabet County Referral Hospital",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Faith", "Chebet"),
      f("contact", "header", "faith.chebet.co@gmail.com"),
      f("contact", "header", "0712 908 355"),
      f("role", "experience", "Clinical Officer"),
      f("employer", "experience", "Kapsabet County Referral Hospital"),
      f("industry", "profile", "Healthcare"),
      f("target", "profile", "Senior Clinical Officer"),
      f("target", "profile", "Rift Valley"),
      f("certification", "certifications", "Clinical Officers Council"),
      f("certification", "certifications", "BLS"),
      f("certification", "certifications", "HIV"),
      f("certification", "certifications", "PMTCT"),
    ],
    mustNot: [],
    jobs: [{ title: "Clinical Officer", employer: "Kapsabet" }],
  },
  {
    id: "b15-manual-internal-audit-manager-senior",
    letter: {
      company: "Kenya Electricity Generating Company (KenGen)",
      position: "General Manager, Internal Audit",
      vacancyRef: "KGN/HR/GMIA/2026/04",
    },
    about:
      "audit, senior internal audit manager at a utility, '14 years', certifications joined with ', and', CV + Cover Letter (manual form)",
    source: "manual",
    form: {
      firstName: "Peter",
      lastName: "Musyoka",
      email: "p.musyoka.audit@gmail.com",
      phone: "+254 722 507 113",
      currentRole: "Internal Audit Manager",
      experience: "14 years",
      industry: "Energy and utilities",
      careerGoal:
        "Head of Internal Audit at a listed company or a state corporation. CPA (K), CISA, and CFE; member of ICPAK and IIA Kenya. I lead an audit team of 9 running risk-based audits on TeamMate and SAP GRC.",
      company: "Kenya Power and Lighting Company",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Peter", "Musyoka"),
      f("contact", "header", "p.musyoka.audit@gmail.com"),
      f("contact", "header", "+254 722 507 113"),
      f("role", "experience", "Internal Audit Manager"),
      f("employer", "experience", "Kenya Power"),
      f("years", "profile", "14 years"),
      f("industry", "profile", "Energy"),
      f("target", "profile", "Head of Internal Audit"),
      f("certification", "certifications", "CPA"),
      f("certification", "certifications", "CISA"),
      f("certification", "certifications", "CFE"),
      f("membership", "certifications", "ICPAK"),
      f("membership", "certifications", "IIA Kenya"),
      f("team", "experience", "team of 9"),
      f("achievement", "experience", "risk-based audits"),
      f("tool", "skills", "TeamMate"),
      f("tool", "skills", "SAP GRC"),
    ],
    mustNot: [],
    jobs: [{ title: "Internal Audit Manager", employer: "Kenya Power" }],
  },
  {
    id: "b15-manual-roads-engineer-kerra",
    letter: {
      company: "Kenya National Highways Authority",
      position: "Resident Engineer",
      vacancyRef: "KeNHA/RE/2026/15",
    },
    about:
      "engineering, senior roads engineer at a state roads authority, '8 years', EBK and IEK, a project with figures in the goal (manual form)",
    source: "manual",
    form: {
      firstName: "Abdirahman",
      lastName: "Hussein",
      email: "a.hussein.pe@gmail.com",
      phone: "0720 145 336",
      currentRole: "Senior Roads Engineer",
      experience: "8 years",
      industry: "Civil engineering and construction",
      careerGoal:
        "Resident Engineer on donor-funded road projects. Registered Professional Engineer with the Engineers Board of Kenya (EBK) and corporate member of the Institution of Engineers of Kenya (IEK). Supervised the 42 km Wajir–Tarbaj road upgrade.",
      company: "Kenya Rural Roads Authority (KeRRA)",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Abdirahman", "Hussein"),
      f("contact", "header", "a.hussein.pe@gmail.com"),
      f("contact", "header", "0720 145 336"),
      f("role", "experience", "Senior Roads Engineer"),
      f("employer", "experience", "Kenya Rural Roads Authority"),
      f("years", "profile", "8 years"),
      f("industry", "profile", "Civil engineering"),
      f("target", "profile", "Resident Engineer"),
      f("certification", "certifications", "Professional Engineer", "EBK"),
      f("membership", "certifications", "IEK"),
      f("achievement", "experience", "42 km"),
      f("achievement", "experience", "Wajir"),
    ],
    mustNot: [],
    jobs: [{ title: "Senior Roads Engineer", employer: "Rural Roads" }],
  },
  {
    id: "b15-manual-graduate-hr-intern-hedge",
    letter: {
      company: "NCBA Bank",
      position: "HR Assistant",
      vacancyRef: "NCBA/HR/HRA/2026/58",
    },
    about:
      "human resources, graduate HR intern at a state agency, 'Less than 1 year', a hedge in the goal, Cover Letter only (manual form)",
    source: "manual",
    form: {
      firstName: "Wanjiku",
      lastName: "Ndung'u",
      email: "wanjiku.ndungu.hr@gmail.com",
      phone: "0745 882 019",
      currentRole: "Graduate HR Intern",
      experience: "Less than 1 year",
      industry: "Human resources",
      careerGoal:
        "An entry-level HR Assistant job in Nairobi, maybe in a bank or a recruitment agency. Bachelor of Human Resource Management, Dedan Kimathi University of Technology, 2025; student member of IHRM; I use Excel and Sage HR.",
      company: "Kenya Revenue Authority",
      serviceType: "Cover Letter",
    },
    facts: [
      f("name", "header", "Wanjiku", "Ndung"),
      f("contact", "header", "wanjiku.ndungu.hr@gmail.com"),
      f("contact", "header", "0745 882 019"),
      f("role", "experience", "HR Intern"),
      f("employer", "experience", "Kenya Revenue Authority"),
      f("industry", "profile", "Human resources"),
      f("target", "profile", "HR Assistant"),
      f(
        "education",
        "education",
        "Bachelor of Human Resource Management",
        "Dedan Kimathi University",
        "2025",
      ),
      f("membership", "certifications", "IHRM"),
      f("tool", "skills", "Excel"),
      f("tool", "skills", "Sage HR"),
    ],
    mustNot: ["maybe"],
    jobs: [{ title: "HR Intern", employer: "Revenue Authority" }],
  },
  {
    id: "b15-manual-diaspora-pharmacist-returning",
    letter: {
      company: "Goodlife Pharmacy",
      position: "Pharmacy Operations Manager",
      vacancyRef: "GLP/POM/2027/01",
    },
    about:
      "pharmacy, pharmacist in charge in Dubai returning to Kenya, diaspora, 'six years', a foreign phone number, CV + Cover Letter (manual form)",
    source: "manual",
    form: {
      firstName: "Ruth",
      lastName: "Owino",
      email: "ruth.owino.pharm@gmail.com",
      phone: "+971 55 318 4470",
      currentRole: "Pharmacist In-Charge",
      experience: "six years",
      industry: "Pharmaceuticals and retail pharmacy",
      careerGoal:
        "Returning to Kenya in February 2027 after six years in Dubai; looking for a Pharmacy Manager role with a hospital or a retail chain in Nairobi. Registered with the Pharmacy and Poisons Board (PPB) and licensed by the Dubai Health Authority (DHA).",
      company: "Aster Pharmacy, Dubai",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Ruth", "Owino"),
      f("contact", "header", "ruth.owino.pharm@gmail.com"),
      f("contact", "header", "+971 55 318 4470"),
      f("role", "experience", "Pharmacist"),
      f("employer", "experience", "Aster Pharmacy"),
      f("industry", "profile", "Pharmaceuticals"),
      f("target", "profile", "Pharmacy Manager"),
      f("target", "profile", "Nairobi"),
      f("certification", "certifications", "Pharmacy and Poisons Board"),
      f("certification", "certifications", "Dubai Health Authority"),
    ],
    mustNot: [],
    jobs: [{ title: "Pharmacist", employer: "Aster" }],
  },
  {
    id: "b15-upload-county-finance-chief-officer-pdf",
    letter: {
      company: "Office of the Controller of Budget",
      position: "Director, County Budget Implementation",
      vacancyRef: "OCOB/DIR/2026/02",
    },
    about:
      "public finance, senior county chief officer for finance after the National Treasury and the Auditor-General, a promotion there, '2018 – Date' dates in a left column, 'Page 1 of 3' marks, ID, birth date, marital status (.pdf)",
    source: "upload",
    fileName: "CV_Daniel_Okoth_CPA_2026.pdf",
    text: `DANIEL OUMA OKOTH, CPA
Chief Officer – Finance and Economic Planning
P.O. Box 4512-40100, Kisumu | 0722 318 604 | dokoth.finance@gmail.com

PERSONAL DETAILS
ID No.: 21458873
Date of Birth: 12 May 1979
Marital Status: Married
Nationality: Kenyan

PROFESSIONAL SUMMARY
Public finance professional with 20 years in national and county government: budgeting, public
financial management reform, audit and revenue mobilisation.

WORK EXPERIENCE
2018 – Date       Chief Officer, Finance and Economic Planning
                  County Government of Kisumu
                  • Prepared and defended annual budgets of up to KSh 14.2 billion before the
                    County Assembly
                  • Raised own-source revenue from KSh 780 million to KSh 1.3 billion in four years
                  • Cleared verified pending bills of KSh 2.6 billion
                  • Head a department of 85 staff across budget, accounts, revenue and economic
                    planning
                                                                                  Page 1 of 3
2011 – 2018       Principal Accountant
                  The National Treasury, Nairobi
                  • Supported the IFMIS roll-out to all 47 counties and trained county
                    accounting staff
                  • Prepared consolidated county financial statements under IPSAS

2004 – 2011       Senior Auditor (2006 – 2011); Auditor (2004 – 2006)
                  Office of the Auditor-General
                  • Led audits of ministries and state corporations
                                                                                  Page 2 of 3
EDUCATION
2012              Master of Business Administration (Finance), Maseno University
2003              Bachelor of Commerce (Accounting), University of Nairobi

PROFESSIONAL QUALIFICATIONS
2005              CPA (K), KASNEB
                  Member, ICPAK
2019              Strategic Leadership Development Programme, Kenya School of Government

SKILLS
IFMIS (including the Hyperion budgeting module), IPSAS reporting, MS Excel

LANGUAGES
English, Kiswahili, Dholuo

REFEREES
Available on request
                                                                                  Page 3 of 3`,
    facts: [
      f("name", "header", "Daniel", "Okoth"),
      f("contact", "header", "0722 318 604"),
      f("contact", "header", "dokoth.finance@gmail.com"),
      f("years", "profile", "20 years"),
      f("role", "experience", "Chief Officer"),
      f("employer", "experience", "County Government of Kisumu"),
      f("years", "experience", "2018"),
      f("achievement", "experience", "14.2 billion"),
      f("achievement", "experience", "780 million"),
      f("achievement", "experience", "1.3 billion"),
      f("achievement", "experience", "pending bills", "2.6 billion"),
      f("team", "experience", "85 staff"),
      f("role", "experience", "Principal Accountant"),
      f("employer", "experience", "National Treasury"),
      f("years", "experience", "2011"),
      f("achievement", "experience", "47 counties"),
      f("role", "experience", "Senior Auditor"),
      f("employer", "experience", "Auditor-General"),
      f("years", "experience", "2006"),
      f("role", "experience", "Auditor"),
      f("years", "experience", "2004"),
      f("education", "education", "Master of Business Administration", "Maseno University", "2012"),
      f("education", "education", "Bachelor of Commerce", "University of Nairobi", "2003"),
      f("certification", "certifications", "CPA"),
      f("membership", "certifications", "ICPAK"),
      f(
        "certification",
        "certifications",
        "Strategic Leadership Development Programme",
        "Kenya School of Government",
      ),
      f("tool", "skills", "IFMIS"),
      f("tool", "skills", "Hyperion"),
      f("tool", "skills", "IPSAS"),
      f("language", "skills", "Dholuo"),
    ],
    mustNot: [
      "ID No",
      "21458873",
      "Date of Birth",
      "12 May 1979",
      "Marital Status",
      "Married",
      "Page 1 of 3",
      "Page 2 of 3",
    ],
    jobs: [
      { title: "Chief Officer", employer: "Kisumu" },
      { title: "Principal Accountant", employer: "National Treasury" },
      { title: "Senior Auditor", employer: "Auditor-General" },
    ],
  },
  {
    id: "b15-upload-tvet-ict-trainer-docx",
    letter: {
      company: "Kenya School of TVET",
      position: "Senior Trainer, ICT",
      vacancyRef: "KST/ST-ICT/2026/09",
    },
    about:
      "TVET, ICT trainer promoted to head of department at a national polytechnic-level institute after a BOM teaching post and an attachment, '➤' bullets, 'Sept 2019 – to date' dates, a chatty opening line, age, religion and hobbies (.docx)",
    source: "upload",
    fileName: "Lilian_Moraa_ICT_Trainer_CV.docx",
    text: `Please find below my updated CV, kindly make it look professional.

LILIAN MORAA NYAKUNDI
Thika Road, Kiambu | 0768 441 239 | lmoraa.trainer@gmail.com

CAREER OBJECTIVE
A committed ICT trainer seeking a Senior Trainer post where I can grow competency-based
training (CBET) and industry links.

WORK EXPERIENCE
Head of ICT Department | Kiambu Institute of Science and Technology (KIST) | Jan 2024 – to date
➤ Lead a department of 9 trainers and 2 lab technicians
➤ Coordinated the department's TVET CDACC assessments, with a 92% pass rate in 2025
➤ Set up a 40-seat Cisco Networking Academy lab with an industry partner

ICT Trainer | Kiambu Institute of Science and Technology (KIST) | Sept 2019 – Dec 2023
➤ Trained 120 diploma and certificate students a year in networking, programming and computer
   packages under CBET
➤ Wrote the institute's first Moodle course pages for blended learning

Computer Studies Teacher (BOM) | Kisii School | Feb 2016 – Aug 2019
➤ Taught KCSE Computer Studies to Forms 3 and 4; mean grade rose from C+ to B

IT Attachee | County Government of Kisii | May 2015 – Aug 2015
➤ Supported LAN maintenance and user support at the county headquarters

EDUCATION
Bachelor of Science in Information Technology, Kisii University, 2015
Diploma in Technical Teacher Education, Kenya Technical Trainers College (KTTC), 2018

CERTIFICATIONS
➤ TVET CDACC Assessor, and Verifier
➤ Registered trainer, TVET Authority (TVETA)
➤ Cisco Certified Network Associate (CCNA), 2021

SKILLS
Cisco Packet Tracer, Python, Moodle, and MS Office

LANGUAGES
English, Kiswahili, Ekegusii

PERSONAL INFORMATION
Age: 33
Religion: Christian
Hobbies: singing in the church choir, netball`,
    facts: [
      f("name", "header", "Lilian", "Nyakundi"),
      f("contact", "header", "0768 441 239"),
      f("contact", "header", "lmoraa.trainer@gmail.com"),
      f("role", "experience", "Head of ICT Department"),
      f("employer", "experience", "Kiambu Institute of Science and Technology"),
      f("years", "experience", "2024"),
      f("team", "experience", "9 trainers"),
      f("achievement", "experience", "CDACC", "92%"),
      f("achievement", "experience", "40-seat"),
      f("achievement", "experience", "Cisco Networking Academy"),
      f("role", "experience", "ICT Trainer"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "120"),
      f("achievement", "experience", "CBET"),
      f("role", "experience", "Computer Studies Teacher"),
      f("employer", "experience", "Kisii School"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "C+"),
      f("role", "experience", "IT Attachee"),
      f("employer", "experience", "County Government of Kisii"),
      f("years", "experience", "2015"),
      f(
        "education",
        "education",
        "Bachelor of Science in Information Technology",
        "Kisii University",
      ),
      f(
        "education",
        "education",
        "Diploma in Technical Teacher Education",
        "Kenya Technical Trainers College",
        "2018",
      ),
      f("certification", "certifications", "Assessor"),
      f("certification", "certifications", "Verifier"),
      f("certification", "certifications", "TVETA"),
      f("certification", "certifications", "CCNA"),
      f("tool", "skills", "Packet Tracer"),
      f("tool", "skills", "Python"),
      f("tool", "skills", "Moodle"),
      f("tool", "skills", "MS Office"),
      f("language", "skills", "Ekegusii"),
    ],
    mustNot: [
      "kindly make it look professional",
      "Age: 33",
      "Religion",
      "Christian",
      "Hobbies",
      "church choir",
    ],
    jobs: [
      { title: "Head of ICT Department", employer: "Kiambu Institute" },
      { title: "ICT Trainer", employer: "Kiambu Institute" },
      { title: "Computer Studies Teacher", employer: "Kisii School" },
      { title: "Attach", employer: "County Government of Kisii" },
    ],
  },
  {
    id: "b15-upload-child-protection-officer-txt",
    letter: {
      company: "Save the Children International",
      position: "Child Protection Coordinator",
      vacancyRef: "STC/KE/CPC/2026/071",
    },
    about:
      "social work, child protection officer at an NGO after a government children's officer post and a helpline, employers in capitals with '-' bullets, '2019 to date' dates, hobbies, a chatty closing line (.txt)",
    source: "upload",
    fileName: "esther_mutiso_cv.txt",
    text: `ESTHER NDUKU MUTISO
Tel: 0710 562 904 / Email: esther.mutiso.sw@gmail.com / Machakos

PROFILE
Social worker with 11 years in child protection, case management and community
child safeguarding systems in Eastern Kenya.

EXPERIENCE
WORLD VISION KENYA, MAKUENI - Child Protection Officer (2019 to date)
- Manage a caseload of 340 children at risk of abuse, neglect and early marriage
- Trained 180 community child protection volunteers in 6 wards
- Started 12 child rights clubs in primary schools

DIRECTORATE OF CHILDREN SERVICES, MACHAKOS - Children's Officer (2016 to 2019)
- Prepared social inquiry reports for court cases under the Children Act
- Placed children in foster care and other alternative family care

CHILDLINE KENYA - Helpline Counsellor (2015 to 2016)
- Answered calls on the 116 child helpline and referred cases to partners

EDUCATION
Bachelor of Social Work, Daystar University, 2014
Certificate in Psychosocial Support, Kenya Association of Professional Counsellors, 2017

MEMBERSHIP
Kenya National Association of Social Workers (KNASW)

SKILLS
Case management, CPIMS (Child Protection Information Management System), KoboCollect,
MS Excel

LANGUAGES
English, Kiswahili, Kikamba

HOBBIES
Reading, travelling

Thank you and God bless, I await your call.`,
    facts: [
      f("name", "header", "Esther", "Mutiso"),
      f("contact", "header", "0710 562 904"),
      f("contact", "header", "esther.mutiso.sw@gmail.com"),
      f("years", "profile", "11 years"),
      f("role", "experience", "Child Protection Officer"),
      f("employer", "experience", "World Vision"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "340"),
      f("achievement", "experience", "180"),
      f("achievement", "experience", "child rights clubs"),
      f("role", "experience", "Children's Officer"),
      f("employer", "experience", "Directorate of Children"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "social inquiry reports"),
      f("achievement", "experience", "foster care"),
      f("role", "experience", "Helpline Counsellor"),
      f("employer", "experience", "Childline Kenya"),
      f("years", "experience", "2015"),
      f("achievement", "experience", "116"),
      f("education", "education", "Bachelor of Social Work", "Daystar University", "2014"),
      f("certification", "certifications", "Psychosocial Support"),
      f("membership", "certifications", "KNASW"),
      f("tool", "skills", "CPIMS"),
      f("tool", "skills", "KoboCollect"),
      f("tool", "skills", "Excel"),
      f("language", "skills", "Kikamba"),
    ],
    mustNot: ["HOBBIES", "travelling", "God bless", "I await your call"],
    jobs: [
      { title: "Child Protection Officer", employer: "World Vision" },
      { title: "Children's Officer", employer: "Directorate of Children" },
      { title: "Helpline Counsellor", employer: "Childline" },
    ],
  },
  {
    id: "b15-upload-soc-analyst-doc",
    letter: {
      company: "Central Bank of Kenya",
      position: "Cyber Security Analyst",
      vacancyRef: "CBK/CSA/2026/06",
    },
    about:
      "cybersecurity, IT support officer become SOC analyst at a telco after a government graduate programme, sections underlined with '=', '01/2021 – present' dates, certifications joined with ', and', gender, birth date, ID, hobbies (.doc)",
    source: "upload",
    fileName: "CV - Ian Kariuki (Cyber Security).doc",
    text: `IAN MUGO KARIUKI
Nairobi, Kenya | +254 708 213 556 | ian.kariuki.sec@proton.me | linkedin.com/in/iankariuki-sec

Gender: Male    D.O.B: 03/08/1992    ID: 29876154

PROFESSIONAL EXPERIENCE
=======================
SOC Analyst, Safaricom PLC                                        01/2021 – present
• Triage an average of 1,500 alerts a day on Splunk and IBM QRadar
• Cut mean time to respond to critical incidents from 6 hours to 90 minutes
• Ran phishing simulations for 4,000 staff; the click rate fell from 18% to 5%

ICT Support Officer, Kenya Ports Authority, Mombasa              06/2016 – 12/2020
• Supported 600 users across the port on Active Directory, email and endpoint security
• Rolled out endpoint antivirus to 850 machines

Graduate Intern, ICT Authority (Presidential Digital Talent Programme)   10/2015 – 05/2016
• Worked on the Huduma Centre network roll-out

EDUCATION
=========
BSc Information Technology, Jomo Kenyatta University of Agriculture and Technology (JKUAT), 2014

CERTIFICATIONS
==============
CompTIA Security+, Certified Ethical Hacker (CEH), and CCNA
ISC2 Certified in Cybersecurity (CC), 2024
Member, ISACA Kenya Chapter

TOOLS
=====
Splunk, IBM QRadar, Wireshark, Nessus, Microsoft Sentinel

LANGUAGES
=========
English, Kiswahili

HOBBIES
=======
Gaming, hiking

References: Available upon request`,
    facts: [
      f("name", "header", "Ian", "Kariuki"),
      f("contact", "header", "+254 708 213 556"),
      f("contact", "header", "ian.kariuki.sec@proton.me"),
      f("contact", "header", "linkedin.com/in/iankariuki-sec"),
      f("role", "experience", "SOC Analyst"),
      f("employer", "experience", "Safaricom"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "1,500"),
      f("achievement", "experience", "90 minutes"),
      f("achievement", "experience", "phishing", "4,000"),
      f("achievement", "experience", "18%"),
      f("role", "experience", "ICT Support Officer"),
      f("employer", "experience", "Kenya Ports Authority"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "600 users"),
      f("achievement", "experience", "850"),
      f("role", "experience", "Graduate Intern"),
      f("employer", "experience", "ICT Authority"),
      f("years", "experience", "2015"),
      f("achievement", "experience", "Presidential Digital Talent Programme"),
      f("achievement", "experience", "Huduma"),
      f("education", "education", "Information Technology", "Jomo Kenyatta University", "2014"),
      f("certification", "certifications", "Security+"),
      f("certification", "certifications", "CEH"),
      f("certification", "certifications", "CCNA"),
      f("certification", "certifications", "Certified in Cybersecurity"),
      f("membership", "certifications", "ISACA"),
      f("tool", "skills", "Splunk"),
      f("tool", "skills", "QRadar"),
      f("tool", "skills", "Wireshark"),
      f("tool", "skills", "Nessus"),
      f("tool", "skills", "Sentinel"),
      f("tool", "skills", "Active Directory"),
    ],
    mustNot: ["Gender", "D.O.B", "03/08/1992", "29876154", "Gaming", "hiking"],
    jobs: [
      { title: "SOC Analyst", employer: "Safaricom" },
      { title: "ICT Support Officer", employer: "Kenya Ports Authority" },
      { title: "Intern", employer: "ICT Authority" },
    ],
  },
  {
    id: "b15-upload-fmcg-regional-sales-manager-docx",
    letter: {
      company: "Bio Foods Products Limited",
      position: "National Sales Manager",
      vacancyRef: "BIO/NSM/2026/03",
    },
    about:
      "sales, FMCG sales representative become area and then regional sales manager at a dairy, promotion in two entries under one employer, '▪' bullets, 'Mar 2022 – Present' dates, marital status, a chatty line (.docx)",
    source: "upload",
    fileName: "Mwikali_Sales_CV_2026.docx",
    text: `AGNES MWIKALI KILONZO
Regional Sales Manager
Mombasa | 0722 906 417 | agnes.kilonzo.sales@gmail.com
Marital Status: Single

(I can add more details if needed, just call me.)

CAREER SUMMARY
FMCG sales leader with 13 years in route-to-market, distributor management and key accounts
across the Coast and Eastern regions.

EXPERIENCE
Regional Sales Manager – Coast and Eastern
Brookside Dairy Limited | Mar 2022 – Present
▪ Lead a regional team of 26 sales staff and 11 distributors
▪ Grew regional revenue by 35% to KSh 2.8 billion in 2025
▪ Opened 1,150 new retail outlets in two years

Area Sales Manager – Mombasa
Brookside Dairy Limited | Jan 2018 – Feb 2022
▪ Best Area Sales Manager of the Year 2020 (national award)
▪ Cut distributor stock-outs from 14% to 3%

Sales Representative
Coca-Cola Beverages Africa (Nairobi Bottlers) | Jun 2013 – Dec 2017
▪ Managed 140 outlets in Eastlands and grew route volume by 22%

EDUCATION
Bachelor of Business Management (Marketing), Egerton University, 2012
CIM Professional Certificate in Marketing, 2016

MEMBERSHIP
Marketing Society of Kenya (MSK)

SKILLS
SAP, Salesforce, Power BI, distributor management, key account management

LANGUAGES
English, Kiswahili, Kikamba`,
    facts: [
      f("name", "header", "Agnes", "Kilonzo"),
      f("contact", "header", "0722 906 417"),
      f("contact", "header", "agnes.kilonzo.sales@gmail.com"),
      f("years", "profile", "13 years"),
      f("industry", "profile", "FMCG"),
      f("role", "experience", "Regional Sales Manager"),
      f("employer", "experience", "Brookside"),
      f("years", "experience", "2022"),
      f("team", "experience", "team of 26"),
      f("achievement", "experience", "11 distributors"),
      f("achievement", "experience", "35%", "2.8 billion"),
      f("achievement", "experience", "1,150"),
      f("role", "experience", "Area Sales Manager"),
      f("years", "experience", "2018"),
      f("achievement", "experience", "Best Area Sales Manager"),
      f("achievement", "experience", "stock-outs", "3%"),
      f("role", "experience", "Sales Representative"),
      f("employer", "experience", "Coca-Cola"),
      f("years", "experience", "2013"),
      f("achievement", "experience", "140 outlets"),
      f("achievement", "experience", "22%"),
      f("education", "education", "Bachelor of Business Management", "Egerton University", "2012"),
      f("certification", "certifications", "CIM", "Professional Certificate in Marketing"),
      f("membership", "certifications", "Marketing Society of Kenya"),
      f("tool", "skills", "SAP"),
      f("tool", "skills", "Salesforce"),
      f("tool", "skills", "Power BI"),
      f("language", "skills", "Kikamba"),
    ],
    mustNot: ["Marital Status", "just call me"],
    jobs: [
      { title: "Regional Sales Manager", employer: "Brookside" },
      { title: "Area Sales Manager", employer: "Brookside" },
      { title: "Sales Representative", employer: "Coca-Cola" },
    ],
  },
];

/**
 * What staff would type in the Generate Cover Letter form's Additional Information for each case,
 * keyed by case id: the vacancy reference (the case's `letter.vacancyRef`), a closing date and a
 * note meant for staff. `staffOnly` holds strings of the note that a letter must not carry.
 */
export const letterNotesBatch15: Record<string, { additionalInfo: string; staffOnly: string[] }> = {
  "b15-chat-sacco-branch-manager-promoted": {
    additionalInfo:
      "Vacancy ref STIMA/HR/HOC/2026/07, closing date 16 December 2026. Staff: client pays the balance on her SACCO dividend day, do not chase before the 10th.",
    staffOnly: ["SACCO dividend day", "do not chase"],
  },
  "b15-chat-dairy-extension-officer-sheng": {
    additionalInfo:
      "Ref HIK/LPC/2026/14, applications close 14 December 2026. For staff only: client is in the field most days, send the draft by WhatsApp, not email.",
    staffOnly: ["send the draft by WhatsApp"],
  },
  "b15-chat-diaspora-icu-nurse-returning": {
    additionalInfo:
      "Vacancy reference TNH/NUR/CCU/2026/03; closing 20 December 2026. Internal: client is in London until January, call on WhatsApp after 7pm Kenyan time.",
    staffOnly: ["after 7pm Kenyan time"],
  },
  "b15-chat-accountant-to-data-analyst-sheng": {
    additionalInfo:
      "Ref SAF/DA/2026/212, deadline 11 December 2026. Staff note: client asked us not to mention the Bidco retrenchment anywhere.",
    staffOnly: ["Bidco retrenchment"],
  },
  "b15-chat-tvet-automotive-graduate-sheng": {
    additionalInfo:
      "Ref IEA/GTT/2027/02, closing date 8 January 2027. Staff: student rate applied, KSh 1,000 paid, balance after he gets the job.",
    staffOnly: ["student rate applied", "balance after he gets the job"],
  },
  "b15-chat-executive-assistant-career-break": {
    additionalInfo:
      "Vacancy MCF/EA/2026/19, closes 18 December 2026. Internal note: she asked that the twins are not mentioned, only the career break.",
    staffOnly: ["the twins are not mentioned"],
  },
  "b15-chat-county-revenue-officer-swahili": {
    additionalInfo:
      "Ref KRA/RSO/2026/033, closing date 15 December 2026. Staff: client is only reachable on Saturdays, weekdays he is in the field.",
    staffOnly: ["only reachable on Saturdays"],
  },
  "b15-manual-clinical-officer-6yrs": {
    additionalInfo:
      "Advert ref MTRH/SCO/2026/27, closing 17 December 2026. Staff: client came through the Eldoret church group referral, 10% off.",
    staffOnly: ["church group referral", "10% off"],
  },
  "b15-manual-internal-audit-manager-senior": {
    additionalInfo:
      "Ref KGN/HR/GMIA/2026/04, closes 22 December 2026. Internal: executive package, invoice his company PA, not him.",
    staffOnly: ["invoice his company PA"],
  },
  "b15-manual-roads-engineer-kerra": {
    additionalInfo:
      "Ref KeNHA/RE/2026/15, closing date 19 December 2026. Staff: client is on site in Wajir with poor network, send everything as PDF by email.",
    staffOnly: ["poor network"],
  },
  "b15-manual-graduate-hr-intern-hedge": {
    additionalInfo:
      "Vacancy reference NCBA/HR/HRA/2026/58, apply by 12 December 2026. Staff: her mother paid for the letter, copy her on the invoice only.",
    staffOnly: ["her mother paid for the letter"],
  },
  "b15-manual-diaspora-pharmacist-returning": {
    additionalInfo:
      "Ref GLP/POM/2027/01, closing 10 January 2027. For staff: client is three hours behind on Gulf time, call mornings only.",
    staffOnly: ["Gulf time", "call mornings only"],
  },
  "b15-upload-county-finance-chief-officer-pdf": {
    additionalInfo:
      "Ref OCOB/DIR/2026/02, closing date 23 December 2026. Internal: confidential client, his county must not know he is applying.",
    staffOnly: ["confidential client", "must not know he is applying"],
  },
  "b15-upload-tvet-ict-trainer-docx": {
    additionalInfo:
      "Ref KST/ST-ICT/2026/09, deadline 16 December 2026. Staff: she is invigilating CDACC exams this week, text her rather than call.",
    staffOnly: ["text her rather than call"],
  },
  "b15-upload-child-protection-officer-txt": {
    additionalInfo:
      "Vacancy STC/KE/CPC/2026/071, closes 21 December 2026. Staff: paid by M-Pesa, code RKT4Q7ZP2M, confirm receipt.",
    staffOnly: ["RKT4Q7ZP2M", "confirm receipt"],
  },
  "b15-upload-soc-analyst-doc": {
    additionalInfo:
      "Ref CBK/CSA/2026/06, closing 14 December 2026. Internal note: rush job, express fee paid, deliver by Monday.",
    staffOnly: ["express fee paid", "deliver by Monday"],
  },
  "b15-upload-fmcg-regional-sales-manager-docx": {
    additionalInfo:
      "Ref BIO/NSM/2026/03, closing date 18 December 2026. Staff: she wants a call before the letter goes out, prefers Sunday afternoon.",
    staffOnly: ["prefers Sunday afternoon"],
  },
};
