import type { DocumentCase, Fact, FactKind, Section } from "./documents-cases";

/**
 * Held-out batch 5 for `npm run bench:documents`, written by the docs-batch helper on 2026-11-25
 * apart from the code (nothing under server/ was read, nor the other batches' cases, nor the
 * engines' history; only batch 4 and bench/documents.ts for the format) and not run before it
 * was committed. New clients, professions and career stages: a civil-engineering graduate with
 * an attachment and an internship, a TVET electrician, an ICU nurse moving to the Gulf, a TSC
 * junior-school teacher, a county revenue officer, a banker promoted three times at one bank, an
 * NGO MEAL officer with part-time consultancy, a software developer who writes in Sheng, an FMCG
 * sales rep, a pastry chef, a CPA-K accountant, an advocate, a flower-farm agronomist, an NGO
 * driver, a manufacturing managing director and an HR officer back from a career break; told
 * through the site's chat, the manual CV form and uploaded CV text.
 *
 * Hard the way real clients are: promotions at one employer, overlapping jobs, gaps, employers
 * in lower case or abbreviated ("kcb", "KNH", "msf"), dates written many ways ("Jan 2021 - to
 * date", "2016-18", "since 2021", "2013-14"), Swahili and Sheng in the chats, facts corrected
 * mid-chat (the wrong value is in `mustNot`), hedges ("I think", "maybe", "nadhani").
 * Same conventions as batches 1 to 4: a fact is the key string(s) that must all appear in the
 * CV's text, in the client's own words; `mustNot` holds the client's hedges, chat words, life
 * events and corrected values that a CV must never carry; `jobs` lists every job of the client,
 * most recent first. A promotion is its own job only where its title cannot be read in the other
 * entries of the same employer. Not to be tuned on: a fix is measured on a new batch.
 */

const f = (kind: FactKind, section: Section, ...keys: string[]): Fact => ({ kind, section, keys });

export const documentCasesBatch5: DocumentCase[] = [
  {
    id: "b5-chat-civil-engineering-graduate",
    letter: {
      company: "Kenya National Highways Authority",
      position: "Graduate Engineer Trainee",
      vacancyRef: "KeNHA/GET/2026/14",
    },
    about: "civil engineering, fresh graduate with attachment and internship (chat)",
    source: "chat",
    visitorTurns: [
      "hello, mnisaidie na CV. I just graduated and I'm looking for a graduate engineer job",
      "Brian Ochieng Owuor",
      "0712 884 305, email brianowuor.ce@gmail.com",
      "BSc Civil Engineering from Technical University of Kenya, graduated Dec 2025 with second class upper. My final year project was on permeable pavements for Nairobi estates.",
      "I did my industrial attachment at KeNHA, Mombasa road office, May to Aug 2024. We supervised the rehabilitation of 12 km of road and I did the CBR and compaction tests at the site lab.",
      "Sorry, the road was 8 km, not 12 km.",
      "Now I'm a site engineer intern at china wu yi on the Rironi - Mau Summit road since Feb 2026. I think it's a 12 month contract. I set out levels and check the asphalt quantities every week.",
      "I know AutoCAD and Civil 3D, na Revit kidogo. I'm registered with EBK as a graduate engineer and I'm a student member of IEK.",
      "KCSE was at Maseno School in 2019. Languages English, Kiswahili and Dholuo.",
      "Target ni graduate engineer with KeNHA, KURA or a big contractor, roads ndio napenda.",
    ],
    facts: [
      f("name", "header", "Brian", "Owuor"),
      f("contact", "header", "0712 884 305"),
      f("contact", "header", "brianowuor.ce@gmail.com"),
      f("education", "education", "Civil Engineering", "Technical University of Kenya", "2025"),
      f("education", "education", "Second Class"),
      f("education", "education", "permeable"),
      f("role", "experience", "Site Engineer"),
      f("employer", "experience", "China Wu Yi"),
      f("years", "experience", "2026"),
      f("achievement", "experience", "asphalt"),
      f("employer", "experience", "KeNHA"),
      f("years", "experience", "2024"),
      f("achievement", "experience", "8 km"),
      f("achievement", "experience", "CBR"),
      f("tool", "skills", "AutoCAD"),
      f("tool", "skills", "Civil 3D"),
      f("membership", "certifications", "EBK"),
      f("membership", "certifications", "IEK"),
      f("education", "education", "Maseno School", "2019"),
      f("language", "skills", "Dholuo"),
      f("target", "profile", "graduate engineer"),
    ],
    mustNot: ["mnisaidie", "I think", "12 km", "ndio napenda", "kidogo", "Target ni"],
    jobs: [
      { title: "Site Engineer", employer: "Wu Yi" },
      { title: "Attach", employer: "KeNHA" },
    ],
  },
  {
    id: "b5-chat-tvet-electrician",
    letter: {
      company: "Kenya Power",
      position: "Craftsman, Electrical (Distribution)",
      vacancyRef: "KPLC/HR/CRF/2026/33",
    },
    about: "TVET artisan, electrician with an overlapping part-time post (chat)",
    source: "chat",
    visitorTurns: [
      "Habari, mimi ni fundi wa stima. Naomba CV ya kuomba kazi Kenya Power ama kampuni ya solar",
      "Peter Mwangi Kariuki",
      "simu 0729 551 730",
      "email pmkariuki.electric@gmail.com",
      "I did Craft Certificate in Electrical and Electronics Engineering (Power option) at Thika Technical Training Institute, 2017-2019, KNEC exams. Then Grade 1 artisan trade test from NITA in 2021.",
      "I have the EPRA electrical worker licence class A2. Nimekuwa nikifanya wiring ya nyumba for many years.",
      "Work: sunking solar installer 2019-2021 in Kitui and Machakos, I installed about 400 solar home systems. Then from 2021 to date I'm an electrician with powerpoint electrical contractors in Ruiru, we wire apartments and do the KPLC meter applications for clients.",
      "Between 2021 and 2022 I was also a part-time instructor at ruiru youth polytechnic, evenings only.",
      "I supervise 2 apprentices. For safety I did the first aid course with St John Ambulance.",
      "I want craftsman job at Kenya Power or solar technician, hata Nairobi sawa.",
    ],
    facts: [
      f("name", "header", "Peter", "Kariuki"),
      f("contact", "header", "0729 551 730"),
      f("contact", "header", "pmkariuki.electric@gmail.com"),
      f(
        "education",
        "education",
        "Electrical and Electronics Engineering",
        "Thika Technical Training Institute",
        "2019",
      ),
      f("certification", "certifications", "NITA"),
      f("certification", "certifications", "EPRA", "A2"),
      f("role", "experience", "Installer"),
      f("employer", "experience", "Sunking"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "400"),
      f("role", "experience", "Electrician"),
      f("employer", "experience", "Powerpoint Electrical"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "apartments"),
      f("role", "experience", "Instructor"),
      f("employer", "experience", "Ruiru Youth Polytechnic"),
      f("team", "experience", "2"),
      f("certification", "certifications", "St John Ambulance"),
      f("target", "profile", "craftsman"),
    ],
    mustNot: ["fundi wa stima", "Naomba", "hata Nairobi sawa", "Nimekuwa"],
    jobs: [
      { title: "Electrician", employer: "Powerpoint" },
      { title: "Instructor", employer: "Ruiru Youth" },
      { title: "Installer", employer: "Sunking" },
    ],
  },
  {
    id: "b5-chat-icu-nurse-gulf",
    letter: {
      company: "Cleveland Clinic Abu Dhabi",
      position: "Staff Nurse, Critical Care",
      vacancyRef: "CCAD/NUR/ICU/2026/118",
    },
    about: "nursing, ICU nurse moving to the Gulf, promoted at one hospital (chat)",
    source: "chat",
    visitorTurns: [
      "Hi, I'm a nurse and I want to go work in Dubai or Saudi. Agent ameniambia nilete CV ya international standard",
      "Name ni Mercy Chepkoech Langat",
      "0798 312 654, mercychep.rn@gmail.com",
      "KRCHN from KMTC Eldoret 2016, then I did the BScN upgrade at Moi University and finished in 2022. My NCK licence is active.",
      "I joined KNH in 2017 as a registered nurse in the renal unit, then in 2020 I was promoted to Nursing Officer in the ICU.",
      "Sorry, I said 2020, the promotion to ICU was in 2019.",
      "Since March 2023 I'm a critical care nurse at the Nairobi Hospital ICU. I care for ventilated patients and I was in the team that cut CLABSI infections by half.",
      "BLS and ACLS, renewed 2025. I passed the DHA exam in 2025 and my dataflow is ongoing. I'm good with Hamilton ventilators.",
      "I want staff nurse ICU in the Gulf. Languages English, Kiswahili, Kalenjin, na Arabic kidogo.",
    ],
    facts: [
      f("name", "header", "Mercy", "Langat"),
      f("contact", "header", "0798 312 654"),
      f("contact", "header", "mercychep.rn@gmail.com"),
      f("education", "education", "KRCHN", "KMTC", "2016"),
      f("education", "education", "Moi University", "2022"),
      f("membership", "certifications", "NCK"),
      f("role", "experience", "Registered Nurse"),
      f("employer", "experience", "KNH"),
      f("years", "experience", "2017"),
      f("role", "experience", "Nursing Officer"),
      f("years", "experience", "2019"),
      f("role", "experience", "Critical Care Nurse"),
      f("employer", "experience", "Nairobi Hospital"),
      f("years", "experience", "2023"),
      f("achievement", "experience", "ventilated"),
      f("achievement", "experience", "CLABSI"),
      f("certification", "certifications", "BLS"),
      f("certification", "certifications", "ACLS"),
      f("certification", "certifications", "DHA"),
      f("tool", "skills", "Hamilton"),
      f("language", "skills", "Kalenjin"),
      f("target", "profile", "staff nurse"),
    ],
    mustNot: ["Agent ameniambia", "kidogo", "2020", "Name ni"],
    jobs: [
      { title: "Critical Care Nurse", employer: "Nairobi Hospital" },
      { title: "Nursing Officer", employer: "KNH" },
      { title: "Registered Nurse", employer: "KNH" },
    ],
  },
  {
    id: "b5-manual-tsc-junior-school-teacher",
    letter: {
      company: "Teachers Service Commission",
      position: "Senior Teacher II (Junior School)",
      vacancyRef: "TSC/ADV/JSS/2026/07",
    },
    about: "teaching, TSC junior-school teacher, three schools (manual form)",
    source: "manual",
    form: {
      firstName: "Grace",
      lastName: "Nduta Kamau",
      email: "gracenduta.tsc@gmail.com",
      phone: "0711 620 384",
      currentRole: "JSS teacher (Maths & Integrated Science)",
      experience: "11 yrs",
      industry: "education",
      company: "kiambu township primary & junior school",
      careerGoal:
        "Promotion to Senior Teacher II or a Deputy Head Teacher post. TSC No. 631905. BOM teacher at Ndumberi Primary 2013-14; employed by TSC in 2015 and posted to Gatundu Township Primary 2015-18; at Kiambu Township since 2019, in the junior school section since Jan 2023 as Head of Science. P1 Certificate, Kilimambogo TTC, 2012; BEd Science, Mount Kenya University, 2021 (school-based). CBC master trainer (KICD, 2022); trained 35 teachers in the sub-county on CBC assessment. Raised the KCPE Maths mean from 52% to 68% between 2019 and 2022. Started a STEM club that reached the national science fair in 2024. KNUT member. Uses NEMIS and the TPAD portal.",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Grace", "Kamau"),
      f("contact", "header", "gracenduta.tsc@gmail.com"),
      f("contact", "header", "0711 620 384"),
      f("role", "experience", "Teacher"),
      f("employer", "experience", "Kiambu Township"),
      f("years", "experience", "2019"),
      f("role", "experience", "Head of Science"),
      f("years", "experience", "2023"),
      f("employer", "experience", "Gatundu Township"),
      f("years", "experience", "2015"),
      f("employer", "experience", "Ndumberi"),
      f("years", "experience", "2013"),
      f("years", "profile", "11"),
      f("industry", "profile", "Maths"),
      f("membership", "certifications", "TSC"),
      f("contact", "header", "631905"),
      f("education", "education", "P1", "Kilimambogo", "2012"),
      f("education", "education", "Science", "Mount Kenya University", "2021"),
      f("certification", "certifications", "KICD"),
      f("achievement", "experience", "35 teachers"),
      f("achievement", "experience", "52%", "68%"),
      f("achievement", "experience", "STEM"),
      f("membership", "certifications", "KNUT"),
      f("tool", "skills", "NEMIS"),
      f("tool", "skills", "TPAD"),
      f("target", "profile", "Deputy Head Teacher"),
    ],
    mustNot: [],
    jobs: [
      { title: "Head of Science", employer: "Kiambu Township" },
      { title: "Teacher", employer: "Gatundu Township" },
      { title: "Teacher", employer: "Ndumberi" },
    ],
  },
  {
    id: "b5-chat-county-revenue-officer",
    letter: {
      company: "Kenya Revenue Authority",
      position: "Revenue Officer II",
      vacancyRef: "KRA/HR/RO/2026/061",
    },
    about: "county government, revenue, promoted twice at one county (chat)",
    source: "chat",
    visitorTurns: [
      "Hello, ningependa CV yangu iandikwe upya. I work for the county government in Kisii",
      "Agnes Moraa Nyaboke",
      "0726 448 019 / agnesmoraa.rev@gmail.com",
      "I joined kisii county govt in 2014 as a revenue clerk, I was promoted to revenue officer in 2018 and now I'm the sub-county revenue administrator for Nyaribari Chache since July 2022.",
      "We moved market fees and single business permits to cashless on the county paybill, and my sub-county collection went from KES 38 million to KES 61 million a year. I manage 22 revenue collectors.",
      "In 2020 I was on sick leave for five months, but I came back.",
      "Diploma in Business Administration, Kisii National Polytechnic, 2012. Then BCom Accounting at Kisii University in 2019, evening classes. I'm doing CPA with KASNEB, I have cleared the intermediate level.",
      "We use LAIFOMS for receipting and IFMIS, and I do my reports in Excel.",
      "Mambo ni mengi, lakini niko tayari for a change. I want a senior revenue officer job at KRA or another county.",
    ],
    facts: [
      f("name", "header", "Agnes", "Nyaboke"),
      f("contact", "header", "0726 448 019"),
      f("contact", "header", "agnesmoraa.rev@gmail.com"),
      f("role", "experience", "Revenue Clerk"),
      f("employer", "experience", "Kisii County"),
      f("years", "experience", "2014"),
      f("role", "experience", "Revenue Officer"),
      f("years", "experience", "2018"),
      f("role", "experience", "Revenue Administrator"),
      f("years", "experience", "2022"),
      f("achievement", "experience", "Nyaribari Chache"),
      f("achievement", "experience", "38 million", "61 million"),
      f("team", "experience", "22"),
      f("education", "education", "Business Administration", "Kisii National Polytechnic", "2012"),
      f("education", "education", "Accounting", "Kisii University", "2019"),
      f("certification", "certifications", "CPA", "KASNEB"),
      f("tool", "skills", "LAIFOMS"),
      f("tool", "skills", "IFMIS"),
      f("tool", "skills", "Excel"),
      f("target", "profile", "senior revenue officer"),
    ],
    mustNot: ["ningependa", "sick leave", "Mambo ni mengi", "niko tayari"],
    jobs: [
      { title: "Revenue Administrator", employer: "Kisii County" },
      { title: "Revenue Officer", employer: "Kisii County" },
      { title: "Revenue Clerk", employer: "Kisii County" },
    ],
  },
  {
    id: "b5-upload-banker-three-promotions",
    letter: {
      company: "Stanbic Bank Kenya",
      position: "Branch Manager",
      vacancyRef: "SBK/BM/2026/019",
    },
    about: "banking, three posts at one bank after a microfinance start (uploaded CV)",
    source: "upload",
    fileName: "SAMUEL KOSGEI CV 2026 final(1).txt",
    text: `CURRICULUM VITAE

PERSONAL INFORMATION
Name:        SAMUEL KIPCHUMBA KOSGEI
Mobile:      0733 219 846
E-mail:      skosgei@yahoo.com
Location:    Eldoret

CAREER OBJECTIVE
To grow into a branch manager role in a tier 1 bank.

WORK EXPERIENCE

kcb bank kenya ltd, Eldoret West branch

Branch Operations Manager                     Jan 2021 - to date
- Oversee cash operations of about KES 150 million a month and a team of 14
- Branch rated best in the North Rift region in the 2023 internal audit

Relationship Officer, Personal Banking        2017-20
- Portfolio of 900 customers; sold KES 240 million in personal loans in 2019

Teller                                        Aug 2013 - 2016
- Handled cash and cheque deposits, and M-Pesa float for agents

KWFT, Iten office
Loan Officer                                  2011 - 2013
- Group loans to women's groups in Keiyo

EDUCATION
MBA (Strategic Management), Moi University, ongoing
Bachelor of Commerce (Banking & Finance), Kenyatta University, 2010
KCSE, Kapsabet Boys High School, 2005

PROFESSIONAL QUALIFICATIONS
Certified Credit Professional (CCP), Kenya Institute of Bankers, 2019

SKILLS
Temenos T24, Excel, cash management, credit appraisal

LANGUAGES
English, Kiswahili, Kalenjin

REFEREES
Available on request
`,
    facts: [
      f("name", "header", "Samuel", "Kosgei"),
      f("contact", "header", "0733 219 846"),
      f("contact", "header", "skosgei@yahoo.com"),
      f("role", "experience", "Branch Operations Manager"),
      f("employer", "experience", "KCB"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "150 million"),
      f("team", "experience", "14"),
      f("achievement", "experience", "North Rift"),
      f("role", "experience", "Relationship Officer"),
      f("years", "experience", "2017"),
      f("achievement", "experience", "900 customers"),
      f("achievement", "experience", "240 million"),
      f("role", "experience", "Teller"),
      f("years", "experience", "2013"),
      f("role", "experience", "Loan Officer"),
      f("employer", "experience", "KWFT"),
      f("years", "experience", "2011"),
      f("education", "education", "MBA", "Moi University"),
      f("education", "education", "Banking", "Kenyatta University", "2010"),
      f("education", "education", "Kapsabet Boys"),
      f("certification", "certifications", "Certified Credit Professional"),
      f("tool", "skills", "T24"),
      f("language", "skills", "Kalenjin"),
      f("target", "profile", "branch manager"),
    ],
    mustNot: [],
    jobs: [
      { title: "Branch Operations Manager", employer: "KCB" },
      { title: "Relationship Officer", employer: "KCB" },
      { title: "Teller", employer: "KCB" },
      { title: "Loan Officer", employer: "KWFT" },
    ],
  },
  {
    id: "b5-upload-meal-officer-consultancy",
    letter: {
      company: "International Rescue Committee Kenya",
      position: "Senior MEAL Officer",
      vacancyRef: "IRC-KE-MEAL-2026-044",
    },
    about:
      "NGO monitoring and evaluation, overlapping consultancy and a career break (uploaded CV)",
    source: "upload",
    fileName: "Wanjiru Gitau CV (MEAL).txt",
    text: `Wanjiru Muthoni Gitau
MEAL Specialist | Kakuma, Turkana County
Phone: +254 701 558 392 | Email: wanjirugitau.meal@outlook.com
LinkedIn: linkedin.com/in/wanjirugitau

PROFILE
MEAL specialist with 7 years in refugee and resilience programmes in northern Kenya, strong in mobile data collection, dashboards and donor reporting.

EXPERIENCE
MEAL Officer - Lutheran World Federation (LWF), Kakuma Refugee Camp | since 2021
• Lead quarterly post-distribution monitoring for 190,000 refugees
• Built KoboToolbox forms and a Power BI dashboard used by 4 programme teams
• Train and supervise 15 refugee incentive workers as enumerators

Independent Consultant (part-time) | 2022 - 2024
• Endline evaluation of a WASH project for Caritas Lodwar, 2023
• Baseline survey for a girls' education project in Turkana West, 2022

Career break | 2020 - 2021

M&E Assistant - World Vision Kenya, Marsabit | 2017-2020
• Tracked indicators for 12,000 sponsored children

EDUCATION
MA Project Planning and Management, University of Nairobi, 2023
BSc Applied Statistics with Computing, Moi University, 2016

TRAINING
MEAL DPro certificate, Humentum, 2022

SKILLS
KoboToolbox, SurveyCTO, R, NVivo, Power BI, Excel

LANGUAGES
English, Kiswahili, Kikuyu, basic Turkana
`,
    facts: [
      f("name", "header", "Wanjiru", "Gitau"),
      f("contact", "header", "0701 558 392"),
      f("contact", "header", "wanjirugitau.meal@outlook.com"),
      f("years", "profile", "7"),
      f("role", "experience", "MEAL Officer"),
      f("employer", "experience", "Lutheran World Federation"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "190,000"),
      f("team", "experience", "15"),
      f("role", "experience", "Consultant"),
      f("achievement", "experience", "Caritas"),
      f("achievement", "experience", "Turkana West"),
      f("years", "experience", "2022"),
      f("role", "experience", "M&E Assistant"),
      f("employer", "experience", "World Vision"),
      f("years", "experience", "2017"),
      f("achievement", "experience", "12,000"),
      f(
        "education",
        "education",
        "Project Planning and Management",
        "University of Nairobi",
        "2023",
      ),
      f("education", "education", "Statistics", "Moi University", "2016"),
      f("certification", "certifications", "MEAL DPro"),
      f("tool", "skills", "KoboToolbox"),
      f("tool", "skills", "SurveyCTO"),
      f("tool", "skills", "NVivo"),
      f("tool", "skills", "Power BI"),
      f("language", "skills", "Turkana"),
    ],
    mustNot: [],
    jobs: [
      { title: "MEAL Officer", employer: "Lutheran" },
      { title: "Consultant", employer: "Independent" },
      { title: "M&E Assistant", employer: "World Vision" },
    ],
  },
  {
    id: "b5-chat-software-developer-sheng",
    letter: {
      company: "Twiga Foods",
      position: "Backend Engineer",
      vacancyRef: "TWG/ENG/BE/2026/09",
    },
    about: "software development, Sheng chat, freelance beside a job, a gap (chat)",
    source: "chat",
    visitorTurns: [
      "Sasa! Niko na CV ya zamani, nataka ku-upgrade ndio niapply kazi za dev",
      "Kelvin Mutua Musyoka",
      "0757 902 148",
      "kelvin.musyoka.dev@gmail.com, github ni kmusyoka",
      "Nimekuwa backend developer at lipa later since 2022, Nairobi. Before that I was a junior developer at Craft Silicon 2019 to 2021",
      "Oh wait, Craft Silicon ilikuwa 2019 to 2020, then nilichukua break juu ya family issues",
      "At Lipa Later I built the merchant settlement service in Go and PostgreSQL, it handles like 30,000 transactions a day. Nilipunguza failed payouts from 4% to 0.5%.",
      "Pia I do freelance on the side since 2023, I built M-Pesa STK push integrations for 6 SACCOs.",
      "Stack: Go, Python, FastAPI, PostgreSQL, Redis, Docker, Kubernetes, GCP",
      "BSc Software Engineering, Multimedia University of Kenya, 2019. Also the ALX backend programme in 2023.",
      "Languages English, Kiswahili, Kamba. I want a backend engineer role, remote or Nairobi, maybe senior if possible.",
    ],
    facts: [
      f("name", "header", "Kelvin", "Musyoka"),
      f("contact", "header", "0757 902 148"),
      f("contact", "header", "kelvin.musyoka.dev@gmail.com"),
      f("role", "experience", "Backend Developer"),
      f("employer", "experience", "Lipa Later"),
      f("years", "experience", "2022"),
      f("role", "experience", "Junior Developer"),
      f("employer", "experience", "Craft Silicon"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "settlement"),
      f("achievement", "experience", "30,000"),
      f("achievement", "experience", "4%", "0.5%"),
      f("role", "experience", "Freelance"),
      f("years", "experience", "2023"),
      f("achievement", "experience", "STK", "6 SACCOs"),
      f("tool", "skills", "FastAPI"),
      f("tool", "skills", "Redis"),
      f("tool", "skills", "Kubernetes"),
      f("tool", "skills", "PostgreSQL"),
      f("education", "education", "Software Engineering", "Multimedia University", "2019"),
      f("education", "education", "ALX"),
      f("language", "skills", "Kamba"),
      f("target", "profile", "backend engineer"),
    ],
    mustNot: ["Niko na", "nataka", "Nilipunguza", "family issues", "maybe", "ilikuwa", "Pia I"],
    jobs: [
      { title: "Backend Developer", employer: "Lipa Later" },
      { title: "Freelance", employer: "SACCO" },
      { title: "Junior Developer", employer: "Craft Silicon" },
    ],
  },
  {
    id: "b5-manual-fmcg-sales-rep",
    letter: {
      company: "Kenya Breweries Limited",
      position: "Territory Sales Manager",
      vacancyRef: "KBL/SLS/TSM/2026/12",
    },
    about: "FMCG sales, early career, promoted at a former employer (manual form)",
    source: "manual",
    form: {
      firstName: "Collins",
      lastName: "Ouma Odera",
      email: "collinsodera@gmail.com",
      phone: "0722 608 471",
      currentRole: "sales rep",
      experience: "6",
      industry: "FMCG",
      company: "bidco africa",
      careerGoal:
        "Territory sales manager with a big FMCG like KBL or EABL. Sales rep at Bidco since March 2021 covering Kisumu and Siaya, 140 outlets on my route; hit 112% of target in 2024 and grew cooking oil volumes by 35%. Before that merchandiser at Brookside Dairy 2018-2020, promoted to sales rep at Brookside Jan 2020 - Feb 2021. Diploma in Sales and Marketing, Kisumu National Polytechnic, 2017; now doing a Bachelor of Business Management at Maseno University, part time, 3rd year. Place orders on the Bidco DMS app and track my numbers in Excel. Class B driving licence. Member of the Marketing Society of Kenya. I speak English, Kiswahili and Dholuo.",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Collins", "Odera"),
      f("contact", "header", "collinsodera@gmail.com"),
      f("contact", "header", "0722 608 471"),
      f("employer", "experience", "Bidco"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "140 outlets"),
      f("achievement", "experience", "112%"),
      f("achievement", "experience", "35%"),
      f("role", "experience", "Merchandiser"),
      f("employer", "experience", "Brookside"),
      f("years", "experience", "2018"),
      f("years", "profile", "6"),
      f("industry", "profile", "FMCG"),
      f("education", "education", "Sales and Marketing", "Kisumu National Polytechnic", "2017"),
      f("education", "education", "Business Management", "Maseno University"),
      f("tool", "skills", "DMS"),
      f("certification", "certifications", "Class B"),
      f("membership", "certifications", "Marketing Society of Kenya"),
      f("language", "skills", "Dholuo"),
      f("target", "profile", "territory sales manager"),
    ],
    mustNot: [],
    jobs: [
      { title: "Sales Rep", employer: "Bidco" },
      { title: "Sales Rep", employer: "Brookside" },
      { title: "Merchandiser", employer: "Brookside" },
    ],
  },
  {
    id: "b5-chat-pastry-chef",
    letter: {
      company: "Serena Hotels",
      position: "Pastry Chef",
      vacancyRef: "SER/FB/PAS/2026/05",
    },
    about: "hospitality, pastry chef promoted twice at one hotel (chat)",
    source: "chat",
    visitorTurns: [
      "Hi there. I work in a hotel kitchen, pastry section, and I want to apply for pastry chef positions",
      "Rehema Nafula Simiyu",
      "rehemanafula.pastry@gmail.com",
      "phone +254 115 603 298",
      "I'm junior sous chef (pastry) at Radisson Blu Upper Hill since 2023. I was chef de partie pastry at the same hotel 2020-2023, and I joined them as a commis in 2019.",
      "Before that I did my internship at Sarova Stanley, six months in 2018.",
      "Diploma in Food Production, Kenya Utalii College, 2018.",
      "I make all our wedding cakes, around 15 a month, and I created the new dessert menu. Nadhani dessert sales went up by 20% after the new menu.",
      "Actually correct that, it's around 12 cakes a month.",
      "I have HACCP food safety level 2. I also came 2nd at the Chaine des Rotisseurs young chefs competition in 2023.",
      "Languages English, Kiswahili, Luhya. I want pastry chef in a 5 star hotel au hata cruise ship.",
    ],
    facts: [
      f("name", "header", "Rehema", "Simiyu"),
      f("contact", "header", "rehemanafula.pastry@gmail.com"),
      f("contact", "header", "0115 603 298"),
      f("role", "experience", "Junior Sous Chef"),
      f("employer", "experience", "Radisson Blu"),
      f("years", "experience", "2023"),
      f("role", "experience", "Chef de Partie"),
      f("years", "experience", "2020"),
      f("role", "experience", "Commis"),
      f("years", "experience", "2019"),
      f("employer", "experience", "Sarova Stanley"),
      f("education", "education", "Food Production", "Kenya Utalii College", "2018"),
      f("achievement", "experience", "12", "wedding cakes"),
      f("achievement", "experience", "dessert menu"),
      f("achievement", "experience", "20%"),
      f("certification", "certifications", "HACCP"),
      f("achievement", "experience", "Chaine des Rotisseurs"),
      f("language", "skills", "Luhya"),
      f("target", "profile", "Pastry Chef"),
    ],
    mustNot: ["Nadhani", "15", "au hata", "Actually correct"],
    jobs: [
      { title: "Junior Sous Chef", employer: "Radisson Blu" },
      { title: "Chef de Partie", employer: "Radisson Blu" },
      { title: "Commis", employer: "Radisson Blu" },
      { title: "Intern", employer: "Sarova Stanley" },
    ],
  },
  {
    id: "b5-upload-accountant-cpak",
    letter: {
      company: "Stima Sacco",
      position: "Finance Manager",
      vacancyRef: "STIMA/FIN/2026/004",
    },
    about: "accounting, CPA-K, audit to SACCO finance with a gap (uploaded CV)",
    source: "upload",
    fileName: "joseph_ndungu_cpa.txt",
    text: `JOSEPH MAINA NDUNG'U, CPA-K
Tel 0720 113 584 | jmaina.cpa@gmail.com | P.O. Box 51730-00200 Nairobi

PROFILE
CPA-K accountant with 9 yrs in audit and SACCO finance. Looking for a finance manager role.

EXPERIENCE
Feb 2019 - date: Senior Accountant, mwalimu national sacco
 - prepare monthly management accounts and the SASRA returns for a Sacco of 28,000 members
 - cut the month-end close from 12 days to 5 days after moving the books to Microsoft Dynamics 365 Business Central
 - file VAT, PAYE and withholding tax on iTax; no KRA penalties since 2020

2016-18: Audit Senior, PKF Kenya
 - led audits of 8 SACCOs and 3 county water companies under IFRS and IPSAS

2015-16: Audit Assistant, Ngugi & Associates CPA

EDUCATION & PROFESSIONAL
CPA (K), KASNEB, 2015
BCom (Accounting option), University of Nairobi, 2014
Member of ICPAK, member no. 20931

SKILLS
Excel (pivot tables, Power Query), Dynamics 365, iTax, QuickBooks, IFRS 9 expected credit loss models
`,
    facts: [
      f("name", "header", "Joseph", "Ndung'u"),
      f("contact", "header", "0720 113 584"),
      f("contact", "header", "jmaina.cpa@gmail.com"),
      f("years", "profile", "9"),
      f("target", "profile", "finance manager"),
      f("role", "experience", "Senior Accountant"),
      f("employer", "experience", "Mwalimu National"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "SASRA"),
      f("achievement", "experience", "28,000"),
      f("achievement", "experience", "12 days", "5 days"),
      f("tool", "skills", "iTax"),
      f("tool", "skills", "Dynamics 365"),
      f("role", "experience", "Audit Senior"),
      f("employer", "experience", "PKF"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "8 SACCOs"),
      f("role", "experience", "Audit Assistant"),
      f("employer", "experience", "Ngugi & Associates"),
      f("years", "experience", "2015"),
      f("certification", "certifications", "CPA", "KASNEB"),
      f("membership", "certifications", "ICPAK"),
      f("education", "education", "Accounting", "University of Nairobi", "2014"),
      f("tool", "skills", "QuickBooks"),
      f("tool", "skills", "IFRS"),
    ],
    mustNot: [],
    jobs: [
      { title: "Senior Accountant", employer: "Mwalimu" },
      { title: "Audit Senior", employer: "PKF" },
      { title: "Audit Assistant", employer: "Ngugi" },
    ],
  },
  {
    id: "b5-upload-advocate-lsk",
    letter: {
      company: "Communications Authority of Kenya",
      position: "Senior Legal Officer",
      vacancyRef: "CA/LEG/SLO/2026/03",
    },
    about: "law, advocate from pupillage to in-house counsel (uploaded CV)",
    source: "upload",
    fileName: "CV - Diana Macharia, Advocate.txt",
    text: `CURRICULUM VITAE OF DIANA WAMBUI MACHARIA
Advocate of the High Court of Kenya (admitted 2018)
Cell: 0714 902 366 | dwmacharia.advocate@gmail.com | Kilimani, Nairobi

SUMMARY
Advocate with 7 years in commercial litigation, employment disputes and regulatory advice, now in-house.

EMPLOYMENT
Legal Officer, KenGen, Nairobi. 2023 - present
 * Advise on procurement contracts under the PPADA and review about 40 contracts a quarter
 * Represent the company before the Employment and Labour Relations Court

Associate, Ndegwa & Ndegwa Advocates. 2019 - 2023
 * Ran a caseload of commercial disputes at the High Court; won 11 of 14 that went to judgment

Pupil, Office of the Attorney General. 2017 - 2018

EDUCATION
Postgraduate Diploma in Law, Kenya School of Law, 2018
LLB (Second Class Upper), Moi University, 2016
KCSE, Loreto High School Limuru, 2011

PROFESSIONAL MEMBERSHIP
Law Society of Kenya (LSK)
Associate member, Chartered Institute of Arbitrators (CIArb), 2022
Accredited mediator, Court Annexed Mediation, 2021

SKILLS
Legal research on Kenya Law and LexisNexis; the Judiciary e-filing portal; contract drafting

REFEREES
Available on request
`,
    facts: [
      f("name", "header", "Diana", "Macharia"),
      f("contact", "header", "0714 902 366"),
      f("contact", "header", "dwmacharia.advocate@gmail.com"),
      f("membership", "certifications", "Advocate of the High Court"),
      f("membership", "certifications", "LSK"),
      f("years", "profile", "7"),
      f("role", "experience", "Legal Officer"),
      f("employer", "experience", "KenGen"),
      f("years", "experience", "2023"),
      f("achievement", "experience", "40 contracts"),
      f("achievement", "experience", "Employment and Labour Relations Court"),
      f("role", "experience", "Associate"),
      f("employer", "experience", "Ndegwa & Ndegwa"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "11 of 14"),
      f("employer", "experience", "Attorney General"),
      f("years", "experience", "2017"),
      f("education", "education", "Kenya School of Law", "2018"),
      f("education", "education", "LLB", "Moi University", "2016"),
      f("education", "education", "Loreto"),
      f("membership", "certifications", "CIArb"),
      f("certification", "certifications", "mediator"),
      f("tool", "skills", "LexisNexis"),
    ],
    mustNot: [],
    jobs: [
      { title: "Legal Officer", employer: "KenGen" },
      { title: "Associate", employer: "Ndegwa" },
      { title: "Pupil", employer: "Attorney General" },
    ],
  },
  {
    id: "b5-manual-flower-farm-agronomist",
    letter: {
      company: "Kenya Plant Health Inspectorate Service",
      position: "Plant Health Inspector II",
      vacancyRef: "KEPHIS/PHI/2026/22",
    },
    about: "agronomy, cut flowers, with a job-search gap (manual form)",
    source: "manual",
    form: {
      firstName: "Daniel",
      lastName: "Mutinda Nzioka",
      email: "dnzioka.agronomy@gmail.com",
      phone: "0791 774 205",
      currentRole: "Crop protection officer / agronomist",
      experience: "7 years (since 2018)",
      industry: "horticulture, cut flowers",
      company: "longonot valley flowers, naivasha",
      careerGoal:
        "Plant health inspector at KEPHIS or a senior agronomist post. At Longonot Valley Flowers since 2021: 62 ha of roses, I run IPM scouting, cut pesticide spend by 18% by moving to biological controls, and we had zero EU interceptions for FCM in 2023 and 2024. Before that graduate trainee then assistant agronomist at Finlays Horticulture, Kericho, Jun 2018 - Dec 2020. Jan-May 2021 I was looking for work. BSc Horticulture, JKUAT, 2017. GLOBALG.A.P. internal auditor; PCPB-registered pesticide handler. Member of the Agricultural Society of Kenya. Use Agrivi for scouting records. Speak Kikamba.",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Daniel", "Nzioka"),
      f("contact", "header", "dnzioka.agronomy@gmail.com"),
      f("contact", "header", "0791 774 205"),
      f("role", "experience", "Agronomist"),
      f("employer", "experience", "Longonot Valley"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "62 ha"),
      f("achievement", "experience", "IPM"),
      f("achievement", "experience", "18%"),
      f("achievement", "experience", "FCM"),
      f("role", "experience", "Assistant Agronomist"),
      f("role", "experience", "Graduate Trainee"),
      f("employer", "experience", "Finlays"),
      f("years", "experience", "2018"),
      f("years", "profile", "7"),
      f("industry", "profile", "horticulture"),
      f("education", "education", "Horticulture", "JKUAT", "2017"),
      f("certification", "certifications", "GLOBALG.A.P."),
      f("certification", "certifications", "PCPB"),
      f("membership", "certifications", "Agricultural Society of Kenya"),
      f("tool", "skills", "Agrivi"),
      f("language", "skills", "Kikamba"),
      f("target", "profile", "Plant Health Inspector"),
    ],
    mustNot: ["looking for work"],
    jobs: [
      { title: "Agronomist", employer: "Longonot Valley" },
      { title: "Assistant Agronomist", employer: "Finlays" },
      { title: "Graduate Trainee", employer: "Finlays" },
    ],
  },
  {
    id: "b5-chat-ngo-driver-logistics",
    letter: {
      company: "Kenya Red Cross Society",
      position: "Logistics Officer (Fleet)",
      vacancyRef: "KRCS/LOG/FLT/2026/17",
    },
    about: "driving to logistics, NGO driver with PSV years (chat)",
    source: "chat",
    visitorTurns: [
      "Mambo. Mimi ni driver, nimeendesha for 12 years. I need a CV for a logistics job na NGO",
      "Hamisi Juma Mwakio",
      "0722 190 387",
      "hamisimwakio@gmail.com",
      "Now I am a senior driver with UNHCR in Dadaab since 2020. I drive land cruisers for field missions and I keep the vehicle logbooks and the monthly fuel reports.",
      "Before UNHCR I was a driver for msf in Dagahaley camp 2016 to 2019, I think I started April 2016.",
      "Na kabla ya hapo I was a PSV driver with Embassava Sacco in Nairobi, 2013-2015.",
      "Licence class BCE and the NTSA PSV badge. Defensive driving with AA Kenya in 2017, no sorry, 2018. Also HEAT training with UNDSS in 2021.",
      "Zero accidents in 9 years on insecure roads, I trained 8 new drivers on convoy rules and we saved 10% on fuel by planning routes.",
      "Certificate in Logistics and Transport Management, Kenya Institute of Management, 2022, evening classes. KCSE at Shimo la Tewa School.",
      "Languages Kiswahili, English, Somali kidogo. Target: logistics officer or fleet coordinator. Sina shida kuhamia.",
    ],
    facts: [
      f("name", "header", "Hamisi", "Mwakio"),
      f("contact", "header", "0722 190 387"),
      f("contact", "header", "hamisimwakio@gmail.com"),
      f("years", "profile", "12"),
      f("role", "experience", "Senior Driver"),
      f("employer", "experience", "UNHCR"),
      f("years", "experience", "2020"),
      f("achievement", "experience", "fuel"),
      f("role", "experience", "Driver"),
      f("employer", "experience", "MSF"),
      f("years", "experience", "2016"),
      f("employer", "experience", "Embassava"),
      f("years", "experience", "2013"),
      f("certification", "certifications", "BCE"),
      f("certification", "certifications", "PSV"),
      f("certification", "certifications", "AA Kenya", "2018"),
      f("certification", "certifications", "HEAT"),
      f("achievement", "experience", "accidents"),
      f("team", "experience", "8"),
      f("achievement", "experience", "10%"),
      f(
        "education",
        "education",
        "Logistics and Transport Management",
        "Kenya Institute of Management",
        "2022",
      ),
      f("education", "education", "Shimo la Tewa"),
      f("target", "profile", "logistics officer"),
    ],
    mustNot: ["Mambo", "Mimi ni", "I think", "kidogo", "Sina shida", "2017", "kabla ya hapo"],
    jobs: [
      { title: "Senior Driver", employer: "UNHCR" },
      { title: "Driver", employer: "MSF" },
      { title: "Driver", employer: "Embassava" },
    ],
  },
  {
    id: "b5-upload-manufacturing-managing-director",
    letter: {
      company: "Kenya Association of Manufacturers",
      position: "Chief Executive Officer",
      vacancyRef: "KAM/CEO/2026/01",
    },
    about: "executive, managing director promoted from GM, 22 years (uploaded CV)",
    source: "upload",
    fileName: "Ruth Kinyanjui - Executive CV.txt",
    text: `RUTH W. KINYANJUI, MBA
Managing Director | Board Director
+254 733 600 921 · ruth.kinyanjui@tausipackaging.co.ke · Nairobi

EXECUTIVE PROFILE
Managing director with 22 years in manufacturing and FMCG, 11 of them in general management. Builds plants, export markets and leadership teams.

CAREER
Tausi Packaging Ltd, Athi River
Managing Director, 2019 - present
- Grew revenue from KES 2.1 billion to KES 3.8 billion in five years, with exports to 6 COMESA markets
- Lead 640 staff across plants in Athi River and Thika
- Commissioned a KES 450 million solar and water-recycling plant in 2023
General Manager, Operations, 2014 - 2019
- Took the plants to ISO 9001 and FSSC 22000 certification

Unilever Kenya, Nairobi
Plant Manager, 2009 - 2014

Unga Ltd, Nairobi
Shift Manager, 2006 - 2009
Production Engineer, 2003 - 2006

BOARD SERVICE
Independent Director, Kiambu Water and Sewerage Company, since 2020

EDUCATION
MBA, Strathmore Business School, 2012
BSc Mechanical Engineering, University of Nairobi, 2002

MEMBERSHIPS
Institute of Directors Kenya (IoD Kenya)
Registered engineer, Engineers Board of Kenya
`,
    facts: [
      f("name", "header", "Ruth", "Kinyanjui"),
      f("contact", "header", "0733 600 921"),
      f("contact", "header", "ruth.kinyanjui@tausipackaging.co.ke"),
      f("years", "profile", "22"),
      f("industry", "profile", "manufacturing"),
      f("role", "experience", "Managing Director"),
      f("employer", "experience", "Tausi Packaging"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "2.1 billion", "3.8 billion"),
      f("achievement", "experience", "COMESA"),
      f("team", "experience", "640"),
      f("achievement", "experience", "450 million"),
      f("role", "experience", "General Manager"),
      f("years", "experience", "2014"),
      f("achievement", "experience", "ISO 9001"),
      f("role", "experience", "Plant Manager"),
      f("employer", "experience", "Unilever"),
      f("years", "experience", "2009"),
      f("role", "experience", "Shift Manager"),
      f("role", "experience", "Production Engineer"),
      f("employer", "experience", "Unga"),
      f("years", "experience", "2003"),
      f("achievement", "experience", "Kiambu Water and Sewerage"),
      f("education", "education", "MBA", "Strathmore", "2012"),
      f("education", "education", "Mechanical Engineering", "University of Nairobi", "2002"),
      f("membership", "certifications", "Institute of Directors"),
      f("membership", "certifications", "Engineers Board of Kenya"),
    ],
    mustNot: [],
    jobs: [
      { title: "Managing Director", employer: "Tausi" },
      { title: "General Manager", employer: "Tausi" },
      { title: "Plant Manager", employer: "Unilever" },
      { title: "Shift Manager", employer: "Unga" },
      { title: "Production Engineer", employer: "Unga" },
    ],
  },
  {
    id: "b5-manual-hr-officer-career-break",
    letter: {
      company: "Kenya Airways",
      position: "HR Business Partner",
      vacancyRef: "KQ/HR/HRBP/2026/08",
    },
    about: "human resources, back from a career break (manual form)",
    source: "manual",
    form: {
      firstName: "Purity",
      lastName: "Kawira Mutwiri",
      email: "purity.kawira.hr@gmail.com",
      phone: "0745 318 902",
      currentRole: "HR officer",
      experience: "8 yrs",
      industry: "Human resources",
      company: "meru dairy co-op union",
      careerGoal:
        "HR business partner in an airline or a bank. HR Officer at Meru Dairy Co-op Union since 2023 for 450 staff: run payroll on Sage 300 People, cut staff turnover from 21% to 12%, introduced the first performance management system. Took a career break 2021-2022 to care for my child. Before that HR Assistant at Kenya Methodist University (KeMU), Sep 2016 - Dec 2020: processed NSSF, SHIF and HELB deductions for 600 staff. Attachment at the Meru County Public Service Board, 2015. Bachelor of Human Resource Management, Kenya Methodist University, 2016. CHRP-K, member of IHRM with a 2025 practising certificate. Trained 60 supervisors on the Employment Act. Speaks Kimeru.",
      serviceType: "Cover Letter",
    },
    facts: [
      f("name", "header", "Purity", "Mutwiri"),
      f("contact", "header", "purity.kawira.hr@gmail.com"),
      f("contact", "header", "0745 318 902"),
      f("role", "experience", "HR Officer"),
      f("employer", "experience", "Meru Dairy"),
      f("years", "experience", "2023"),
      f("achievement", "experience", "450 staff"),
      f("tool", "skills", "Sage 300"),
      f("achievement", "experience", "21%", "12%"),
      f("achievement", "experience", "performance management"),
      f("role", "experience", "HR Assistant"),
      f("employer", "experience", "Kenya Methodist University"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "HELB"),
      f("employer", "experience", "Public Service Board"),
      f("years", "experience", "2015"),
      f(
        "education",
        "education",
        "Human Resource Management",
        "Kenya Methodist University",
        "2016",
      ),
      f("certification", "certifications", "CHRP-K"),
      f("membership", "certifications", "IHRM"),
      f("achievement", "experience", "60 supervisors"),
      f("achievement", "experience", "Employment Act"),
      f("language", "skills", "Kimeru"),
      f("years", "profile", "8"),
      f("target", "profile", "HR business partner"),
    ],
    mustNot: ["care for my child"],
    jobs: [
      { title: "HR Officer", employer: "Meru Dairy" },
      { title: "HR Assistant", employer: "Kenya Methodist" },
      { title: "Attach", employer: "Public Service Board" },
    ],
  },
];
