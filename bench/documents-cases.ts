import type { ManualCvRequest } from "../contract/documents";

/**
 * Held-out client cases for `npm run bench:documents`, written from the product rules
 * before any fix of document generation, without reading how it writes. Not to be tuned
 * on: a fix is measured on a new batch.
 *
 * Each fact is the key string(s) that must all appear in the CV's text (case-insensitive) for
 * the fact to count as carried; `section` is where on a CV the fact belongs.
 */

export type Section =
  | "header"
  | "profile"
  | "experience"
  | "skills"
  | "education"
  | "certifications";

/** What a fact is, so a cover-letter placeholder can be matched with the fact it stands for. */
export type FactKind =
  | "name"
  | "contact"
  | "role"
  | "employer"
  | "years"
  | "industry"
  | "education"
  | "certification"
  | "membership"
  | "tool"
  | "achievement"
  | "team"
  | "language"
  | "target";

export type Fact = { kind: FactKind; section: Section; keys: string[] };

type CaseBase = {
  id: string;
  /** Profession and career stage, for the report. */
  about: string;
  facts: Fact[];
  /** Words the client used that a CV must never carry (hedges, chat talk). */
  mustNot: string[];
  /** The Generate Cover Letter form staff fill for this client's CV. */
  letter: { company: string; position: string; vacancyRef: string };
  /**
   * The client's jobs as a consultant would lay them out, most recent first: each must be its
   * own entry of the CV's experience, holding its title and its employer, and no entry may hold
   * two of them. Optional: batches written before structure was scored leave it out.
   */
  jobs?: JobExpectation[];
};

/**
 * One job of `CaseBase.jobs`: key strings found (case-insensitive, where a word starts, so
 * "Intern" is in "Internship") in that job's entry.
 */
export type JobExpectation = { title: string; employer: string };

export type DocumentCase =
  | (CaseBase & { source: "chat"; visitorTurns: string[] })
  | (CaseBase & { source: "manual"; form: ManualCvRequest })
  | (CaseBase & { source: "upload"; fileName: string; text: string });

const f = (kind: FactKind, section: Section, ...keys: string[]): Fact => ({ kind, section, keys });

export const documentCases: DocumentCase[] = [
  {
    id: "chat-nurse-icu",
    letter: {
      company: "The Aga Khan University Hospital, Nairobi",
      position: "ICU Nurse",
      vacancyRef: "AKUH/NUR/2026/112",
    },
    about: "nursing, mid-career (chat)",
    source: "chat",
    visitorTurns: [
      "Hi, I need my CV redone, I'm a nurse",
      "My name is Grace Wanjiru Mwangi",
      "0722 418 903",
      "grace.wanjiru.mwangi@gmail.com",
      "I have been a registered nurse at Thika Level 5 Hospital since 2016, so 8 years now, mostly in the ICU. Before that I did my internship at Kiambu Level 5 Hospital in 2015.",
      "I studied at KMTC, Diploma in Kenya Registered Community Health Nursing, finished 2014. I'm registered with the Nursing Council of Kenya. I have BLS and ACLS certificates.",
      "I supervise a team of 5 nurses on the night shift and we use KenyaEMR for patient records. I reduced medication errors on my shift by 30% after introducing a double-check chart.",
      "I want an ICU nurse job in a private hospital, maybe in Nairobi, like Aga Khan or Nairobi Hospital. I speak English and Kiswahili.",
    ],
    facts: [
      f("name", "header", "Grace", "Mwangi"),
      f("contact", "header", "0722 418 903"),
      f("contact", "header", "grace.wanjiru.mwangi@gmail.com"),
      f("role", "experience", "Nurse"),
      f("employer", "experience", "Thika Level 5 Hospital"),
      f("years", "experience", "2016"),
      f("years", "profile", "8"),
      f("employer", "experience", "Kiambu Level 5 Hospital"),
      f("years", "experience", "2015"),
      f("industry", "profile", "ICU"),
      f("education", "education", "KMTC", "Community Health Nursing", "2014"),
      f("membership", "certifications", "Nursing Council of Kenya"),
      f("certification", "certifications", "BLS"),
      f("certification", "certifications", "ACLS"),
      f("team", "experience", "5"),
      f("tool", "skills", "KenyaEMR"),
      f("achievement", "experience", "30%"),
      f("language", "skills", "Kiswahili"),
      f("target", "profile", "ICU nurse"),
    ],
    jobs: [
      { title: "Nurse", employer: "Thika Level 5 Hospital" },
      { title: "Intern", employer: "Kiambu Level 5 Hospital" },
    ],
    mustNot: ["maybe", "like Aga Khan"],
  },
  {
    id: "chat-finance-manager",
    letter: {
      company: "Unga Group PLC",
      position: "Head of Finance",
      vacancyRef: "UGL/FIN/2026/007",
    },
    about: "accounting, senior (chat)",
    source: "chat",
    visitorTurns: [
      "Good evening. I am Peter Otieno Ouma, CPA(K). I want a CV for a Head of Finance position.",
      "peter.ouma.cpa@yahoo.com, 0733 290 114",
      "I am the Finance Manager at Bidco Africa in Thika since 2017. Before that I was an audit senior at PKF Kenya from 2012 to 2017. So about 12 years in finance, manufacturing mostly.",
      "I hold a BCom (Accounting) from the University of Nairobi, 2011, and CPA-K from KASNEB. I'm a member of ICPAK.",
      "I lead a team of 7 accountants. We use SAP S/4HANA and Excel Power Query. I cut the month-end close from 10 days to 4 days and I think I saved the company about KES 22 million in tax penalties by cleaning up VAT filings on iTax.",
      "Target is Head of Finance or CFO in manufacturing, Nairobi or Mombasa, I guess",
    ],
    facts: [
      f("name", "header", "Peter", "Ouma"),
      f("contact", "header", "peter.ouma.cpa@yahoo.com"),
      f("contact", "header", "0733 290 114"),
      f("role", "experience", "Finance Manager"),
      f("employer", "experience", "Bidco Africa"),
      f("years", "experience", "2017"),
      f("role", "experience", "Audit Senior"),
      f("employer", "experience", "PKF Kenya"),
      f("years", "experience", "2012"),
      f("years", "profile", "12"),
      f("industry", "profile", "manufacturing"),
      f("education", "education", "BCom", "University of Nairobi", "2011"),
      f("certification", "certifications", "CPA"),
      f("certification", "certifications", "KASNEB"),
      f("membership", "certifications", "ICPAK"),
      f("team", "experience", "7"),
      f("tool", "skills", "SAP"),
      f("tool", "skills", "iTax"),
      f("achievement", "experience", "10 days", "4 days"),
      f("achievement", "experience", "22 million"),
      f("target", "profile", "Head of Finance"),
    ],
    jobs: [
      { title: "Finance Manager", employer: "Bidco Africa" },
      { title: "Audit Senior", employer: "PKF Kenya" },
    ],
    mustNot: ["I think", "I guess", "about KES"],
  },
  {
    id: "chat-ict-graduate",
    letter: {
      company: "Cellulant Kenya",
      position: "Junior Software Developer",
      vacancyRef: "CEL-ENG-2026-031",
    },
    about: "ICT, graduate (chat)",
    source: "chat",
    visitorTurns: [
      "hey, I just graduated and need a CV for software jobs",
      "Brian Kipchumba",
      "brian.kipchumba24@gmail.com",
      "0712 559 300",
      "BSc Computer Science from Strathmore University, 2024, second class upper. I did a 6 month internship at Safaricom PLC in the M-PESA API team, 2024.",
      "I built an internal dashboard in React and Python that the team used to track 3,000 API errors a week. I know Python, React, PostgreSQL and Docker and have the AWS Cloud Practitioner certificate.",
      "I want a junior software developer job in Nairobi, maybe fintech. I speak English and Kiswahili.",
    ],
    facts: [
      f("name", "header", "Brian", "Kipchumba"),
      f("contact", "header", "brian.kipchumba24@gmail.com"),
      f("contact", "header", "0712 559 300"),
      f("education", "education", "Computer Science", "Strathmore University", "2024"),
      f("education", "education", "Second Class Upper"),
      f("role", "experience", "Intern"),
      f("employer", "experience", "Safaricom"),
      f("years", "experience", "2024"),
      f("achievement", "experience", "3,000"),
      f("tool", "skills", "Python"),
      f("tool", "skills", "React"),
      f("tool", "skills", "PostgreSQL"),
      f("tool", "skills", "Docker"),
      f("certification", "certifications", "AWS Cloud Practitioner"),
      f("language", "skills", "Kiswahili"),
      f("target", "profile", "software developer"),
    ],
    jobs: [{ title: "Intern", employer: "Safaricom" }],
    mustNot: ["maybe", "hey"],
  },
  {
    id: "chat-teacher-hod",
    letter: {
      company: "Kenya Institute of Curriculum Development",
      position: "Curriculum Developer, Languages",
      vacancyRef: "KICD/HR/2026/019",
    },
    about: "teaching, mid-career (chat)",
    source: "chat",
    visitorTurns: [
      "Habari, naitwa Mercy Achieng Odhiambo. I'm a teacher and I want to move out of the classroom.",
      "My number is 0701 338 256 and email mercy.achieng@outlook.com",
      "I teach English and Literature at Kisumu Girls High School, employed by TSC since 2013. I have been head of the languages department since 2019, with 6 teachers under me.",
      "I have a B.Ed (Arts) from Kenyatta University, 2012. I am a KCSE examiner with KNEC for English Paper 3. Our English mean score went from 6.8 in 2019 to 8.1 in 2023.",
      "I'd like to work as a curriculum developer at KICD or an education officer with an NGO, perhaps in Kisumu or Nairobi.",
    ],
    facts: [
      f("name", "header", "Mercy", "Odhiambo"),
      f("contact", "header", "0701 338 256"),
      f("contact", "header", "mercy.achieng@outlook.com"),
      f("role", "experience", "Teacher"),
      f("employer", "experience", "Kisumu Girls High School"),
      f("employer", "experience", "TSC"),
      f("years", "experience", "2013"),
      f("role", "experience", "Head of"),
      f("years", "experience", "2019"),
      f("team", "experience", "6"),
      f("industry", "profile", "English"),
      f("education", "education", "B.Ed", "Kenyatta University", "2012"),
      f("certification", "certifications", "KNEC"),
      f("achievement", "experience", "6.8", "8.1"),
      f("target", "profile", "curriculum developer"),
    ],
    // Head of department is a promotion at the same school: one job, as a consultant lays it out.
    jobs: [{ title: "Teacher", employer: "Kisumu Girls High School" }],
    mustNot: ["perhaps", "Habari", "naitwa"],
  },
  {
    id: "chat-front-office",
    letter: {
      company: "Jumeirah Group, Dubai",
      position: "Rooms Division Manager",
      vacancyRef: "JMR-RDM-2026-044",
    },
    about: "hospitality, mid-career (chat)",
    source: "chat",
    visitorTurns: [
      "Hello, I need a CV and cover letter",
      "James Mutua Kilonzo",
      "+254 711 204 876",
      "jmkilonzo@gmail.com",
      "I'm Front Office Manager at Sarova Whitesands Beach Resort in Mombasa since 2019. Before that I was a receptionist at Serena Beach Resort from 2015 to 2019. Hospitality is all I have done, 9 years.",
      "Diploma in Hotel Management from Kenya Utalii College, 2014. I use Opera PMS daily. I manage 12 staff. Our guest satisfaction score on TripAdvisor went to 92% last year.",
      "I speak English, Kiswahili and German. I want a hotel manager or rooms division manager role, maybe abroad, sijui, Dubai.",
    ],
    facts: [
      f("name", "header", "James", "Kilonzo"),
      f("contact", "header", "0711 204 876"),
      f("contact", "header", "jmkilonzo@gmail.com"),
      f("role", "experience", "Front Office Manager"),
      f("employer", "experience", "Sarova Whitesands"),
      f("years", "experience", "2019"),
      f("role", "experience", "Receptionist"),
      f("employer", "experience", "Serena Beach Resort"),
      f("years", "experience", "2015"),
      f("years", "profile", "9"),
      f("industry", "profile", "hospitality"),
      f("education", "education", "Hotel Management", "Kenya Utalii College", "2014"),
      f("tool", "skills", "Opera"),
      f("team", "experience", "12"),
      f("achievement", "experience", "92%"),
      f("language", "skills", "German"),
      f("target", "profile", "hotel manager"),
    ],
    jobs: [
      { title: "Front Office Manager", employer: "Sarova Whitesands" },
      { title: "Receptionist", employer: "Serena Beach Resort" },
    ],
    mustNot: ["maybe", "sijui"],
  },
  {
    id: "chat-procurement-ports",
    letter: {
      company: "Kenya Red Cross Society",
      position: "Procurement Manager",
      vacancyRef: "KRCS/HR/2026/052",
    },
    about: "procurement, mid-career (chat)",
    source: "chat",
    visitorTurns: [
      "Hi. Faith Njeri Kamau here, I'd like a professional CV",
      "0728 604 117, faith.njeri.kamau@gmail.com",
      "Assistant procurement officer at Kenya Ports Authority in Mombasa since 2019, about 5 years. Before that I was a procurement clerk at Mombasa Cement for one year, 2018.",
      "BSc Procurement and Logistics, JKUAT, 2017. CPSP-K from KISEB in 2020 and I'm a member of KISM. I prepare tenders under PPADA 2015 on IFMIS and the e-GP portal.",
      "Last year I renegotiated the fuel supply framework and saved KES 14 million. I supervise 2 clerks.",
      "I think I want a procurement manager job in an NGO, maybe in Nairobi",
    ],
    facts: [
      f("name", "header", "Faith", "Kamau"),
      f("contact", "header", "0728 604 117"),
      f("contact", "header", "faith.njeri.kamau@gmail.com"),
      f("role", "experience", "Procurement Officer"),
      f("employer", "experience", "Kenya Ports Authority"),
      f("years", "experience", "2019"),
      f("years", "profile", "5"),
      f("role", "experience", "Procurement Clerk"),
      f("employer", "experience", "Mombasa Cement"),
      f("years", "experience", "2018"),
      f("education", "education", "Procurement and Logistics", "JKUAT", "2017"),
      f("certification", "certifications", "CPSP-K"),
      f("membership", "certifications", "KISM"),
      f("tool", "skills", "IFMIS"),
      f("tool", "skills", "e-GP"),
      f("achievement", "experience", "14 million"),
      f("team", "experience", "2"),
      f("target", "profile", "procurement manager"),
    ],
    jobs: [
      { title: "Procurement Officer", employer: "Kenya Ports Authority" },
      { title: "Procurement Clerk", employer: "Mombasa Cement" },
    ],
    mustNot: ["I think", "maybe"],
  },
  {
    id: "manual-civil-engineer",
    letter: {
      company: "Kenya Urban Roads Authority",
      position: "Resident Engineer",
      vacancyRef: "KURA/ENG/2026/003",
    },
    about: "engineering, mid-career (manual form)",
    source: "manual",
    form: {
      firstName: "Samuel",
      lastName: "Kiprono Langat",
      email: "s.langat.eng@gmail.com",
      phone: "0720 883 451",
      currentRole: "Civil Engineer",
      experience: "9",
      industry: "Roads and infrastructure",
      company: "Kenya Rural Roads Authority (KeRRA)",
      careerGoal:
        "Resident engineer on donor-funded road projects. Registered Professional Engineer with EBK since 2019. BSc Civil Engineering, JKUAT, 2014. Supervised 40 km of low-volume sealed roads in Bomet County. Uses AutoCAD Civil 3D.",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Samuel", "Langat"),
      f("contact", "header", "s.langat.eng@gmail.com"),
      f("contact", "header", "0720 883 451"),
      f("role", "experience", "Civil Engineer"),
      f("employer", "experience", "KeRRA"),
      f("years", "profile", "9"),
      f("industry", "profile", "Roads and infrastructure"),
      f("membership", "certifications", "EBK"),
      f("years", "certifications", "2019"),
      f("education", "education", "Civil Engineering", "JKUAT", "2014"),
      f("achievement", "experience", "40 km"),
      f("tool", "skills", "AutoCAD Civil 3D"),
      f("target", "profile", "Resident engineer"),
    ],
    jobs: [{ title: "Civil Engineer", employer: "KeRRA" }],
    mustNot: [],
  },
  {
    id: "manual-sales-executive",
    letter: {
      company: "East African Breweries Limited",
      position: "Area Sales Manager, Mount Kenya",
      vacancyRef: "EABL/SAL/2026/118",
    },
    about: "sales, mid-career (manual form)",
    source: "manual",
    form: {
      firstName: "Wanjiku",
      lastName: "Njoroge",
      email: "wanjiku.njoroge@gmail.com",
      phone: "0795 120 664",
      currentRole: "Sales Executive",
      experience: "5 years",
      industry: "FMCG",
      company: "Kenya Breweries Limited",
      careerGoal:
        "Maybe an area sales manager role in the Mount Kenya region. Grew route sales by 35% in 2023. Diploma in Sales and Marketing, Kenya Institute of Management (KIM), 2018.",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Wanjiku", "Njoroge"),
      f("contact", "header", "wanjiku.njoroge@gmail.com"),
      f("contact", "header", "0795 120 664"),
      f("role", "experience", "Sales Executive"),
      f("employer", "experience", "Kenya Breweries"),
      f("years", "profile", "5"),
      f("industry", "profile", "FMCG"),
      f("achievement", "experience", "35%"),
      f("education", "education", "Sales and Marketing", "Kenya Institute of Management", "2018"),
      f("target", "profile", "area sales manager"),
    ],
    jobs: [{ title: "Sales Executive", employer: "Kenya Breweries" }],
    mustNot: ["maybe"],
  },
  {
    id: "manual-graduate-accountant",
    letter: {
      company: "Equity Bank Kenya",
      position: "Graduate Trainee Accountant",
      vacancyRef: "EBK/GT/2026/210",
    },
    about: "accounting, graduate (manual form)",
    source: "manual",
    form: {
      firstName: "Kevin",
      lastName: "Omondi",
      email: "kevomondi01@gmail.com",
      phone: "",
      currentRole: "Audit Assistant (industrial attachment)",
      experience: "1",
      industry: "Audit and assurance",
      company: "Grant Thornton Kenya",
      careerGoal:
        "Graduate trainee accountant in a bank. Passed CPA Section 4 (KASNEB). BCom Finance, Kenyatta University, 2025. Good with Excel and QuickBooks.",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Kevin", "Omondi"),
      f("contact", "header", "kevomondi01@gmail.com"),
      f("role", "experience", "Audit Assistant"),
      f("employer", "experience", "Grant Thornton"),
      f("years", "profile", "1"),
      f("industry", "profile", "Audit and assurance"),
      f("certification", "certifications", "CPA", "Section 4"),
      f("education", "education", "BCom", "Kenyatta University", "2025"),
      f("tool", "skills", "Excel"),
      f("tool", "skills", "QuickBooks"),
      f("target", "profile", "Graduate trainee accountant"),
    ],
    jobs: [{ title: "Audit Assistant", employer: "Grant Thornton" }],
    mustNot: [],
  },
  {
    id: "manual-hr-manager",
    letter: {
      company: "I&M Bank",
      position: "Human Resources Director",
      vacancyRef: "IMB/HRD/2026/002",
    },
    about: "human resources, senior (manual form)",
    source: "manual",
    form: {
      firstName: "Agnes",
      lastName: "Chebet",
      email: "agnes.chebet@kcbmail.co.ke",
      phone: "+254 722 901 330",
      currentRole: "Human Resource Manager",
      experience: "14",
      industry: "Banking",
      company: "KCB Bank Kenya",
      careerGoal:
        "HR Director in a regional bank. CHRP-K and member of IHRM. Leads a team of 9. MA Human Resource Management, Moi University, 2016. Rolled out Workday HR to 3,200 staff.",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Agnes", "Chebet"),
      f("contact", "header", "agnes.chebet@kcbmail.co.ke"),
      f("contact", "header", "0722 901 330"),
      f("role", "experience", "Human Resource Manager"),
      f("employer", "experience", "KCB Bank"),
      f("years", "profile", "14"),
      f("industry", "profile", "Banking"),
      f("certification", "certifications", "CHRP"),
      f("membership", "certifications", "IHRM"),
      f("team", "experience", "9"),
      f("education", "education", "Human Resource Management", "Moi University", "2016"),
      f("tool", "skills", "Workday"),
      f("achievement", "experience", "3,200"),
      f("target", "profile", "HR Director"),
    ],
    jobs: [{ title: "Human Resource Manager", employer: "KCB Bank" }],
    mustNot: [],
  },
  {
    id: "upload-lab-technologist",
    letter: {
      company: "Kenyatta National Hospital",
      position: "Senior Medical Laboratory Technologist",
      vacancyRef: "KNH/LAB/2026/027",
    },
    about: "medical laboratory, mid-career (uploaded CV)",
    source: "upload",
    fileName: "Daniel_Mwenda_CV.txt",
    text: `DANIEL MWENDA GITONGA
P.O. Box 1120-60200, Meru | 0723 775 019 | danielmwenda.lab@gmail.com

CAREER OBJECTIVE
To get a challenging position in a good organisation where I can use my skills and grow.

WORK EXPERIENCE
Medical Laboratory Technologist - Meru Teaching and Referral Hospital
March 2017 - to date
Duties
- Doing haematology, biochemistry and microbiology tests
- In charge of the TB GeneXpert machine
- Supervising 4 laboratory interns
- Helped the lab get KENAS ISO 15189 accreditation in 2022

Laboratory Technician - Consolata Hospital Nkubu
Jan 2015 - Feb 2017
- Sample collection and analysis

EDUCATION
2011 - 2014 Diploma in Medical Laboratory Sciences, KMTC Nairobi
2007 - 2010 KCSE, Meru School (B+)

PROFESSIONAL REGISTRATION
Registered with the Kenya Medical Laboratory Technicians and Technologists Board (KMLTTB)

SKILLS
Computer literate (MS Office, LIMS)
Languages: English, Kiswahili, Kimeru

REFEREES
Available on request
`,
    facts: [
      f("name", "header", "Daniel", "Mwenda"),
      f("contact", "header", "0723 775 019"),
      f("contact", "header", "danielmwenda.lab@gmail.com"),
      f("role", "experience", "Medical Laboratory Technologist"),
      f("employer", "experience", "Meru Teaching and Referral Hospital"),
      f("years", "experience", "2017"),
      f("team", "experience", "4"),
      f("achievement", "experience", "ISO 15189"),
      f("role", "experience", "Laboratory Technician"),
      f("employer", "experience", "Consolata Hospital"),
      f("years", "experience", "2015"),
      f("education", "education", "Medical Laboratory Sciences", "KMTC", "2014"),
      f("membership", "certifications", "KMLTTB"),
      f("tool", "skills", "GeneXpert"),
      f("tool", "skills", "LIMS"),
      f("language", "skills", "Kimeru"),
    ],
    jobs: [
      { title: "Medical Laboratory Technologist", employer: "Meru Teaching and Referral Hospital" },
      { title: "Laboratory Technician", employer: "Consolata Hospital" },
    ],
    mustNot: ["challenging position in a good organisation"],
  },
  {
    id: "upload-network-engineer",
    letter: {
      company: "Kenya Power",
      position: "Head of Network Operations",
      vacancyRef: "KPLC/ICT/2026/014",
    },
    about: "ICT, senior (uploaded CV)",
    source: "upload",
    fileName: "CV - Otieno Omollo.txt",
    text: `Otieno Omollo
Senior Network Engineer
Nairobi, Kenya
Tel: +254 734 662 085
Email: otieno.omollo@protonmail.com

PROFILE
Network engineer with 11 years in telecommunications and enterprise networks.

EXPERIENCE
Liquid Intelligent Technologies, Nairobi - Senior Network Engineer (2020 - present)
* Designed the MPLS backbone linking 28 county offices for the Kenya Revenue Authority contract
* Lead a team of 6 engineers on the NOC night rota
* Cut mean time to repair from 6 hours to 2.5 hours

Safaricom PLC - Network Engineer (2013 - 2020)
* Rolled out 4G sites across Nyanza region
* Maintained Huawei and Cisco core routers

EDUCATION
MSc Information Technology, Strathmore University, 2019
BSc Electrical and Electronic Engineering, Moi University, 2012

CERTIFICATIONS
CCNP Enterprise (Cisco), 2018
Huawei HCIP-Datacom, 2021
Member, Computer Society of Kenya

TARGET: Head of Network Operations
`,
    facts: [
      f("name", "header", "Otieno", "Omollo"),
      f("contact", "header", "0734 662 085"),
      f("contact", "header", "otieno.omollo@protonmail.com"),
      f("role", "experience", "Senior Network Engineer"),
      f("employer", "experience", "Liquid Intelligent Technologies"),
      f("years", "experience", "2020"),
      f("years", "profile", "11"),
      f("industry", "profile", "telecommunications"),
      f("achievement", "experience", "28 county offices"),
      f("team", "experience", "6"),
      f("achievement", "experience", "2.5 hours"),
      f("employer", "experience", "Safaricom"),
      f("years", "experience", "2013"),
      f("education", "education", "Information Technology", "Strathmore University", "2019"),
      f(
        "education",
        "education",
        "Electrical and Electronic Engineering",
        "Moi University",
        "2012",
      ),
      f("certification", "certifications", "CCNP"),
      f("certification", "certifications", "HCIP"),
      f("membership", "certifications", "Computer Society of Kenya"),
      f("tool", "skills", "MPLS"),
      f("target", "profile", "Head of Network Operations"),
    ],
    jobs: [
      { title: "Senior Network Engineer", employer: "Liquid Intelligent Technologies" },
      { title: "Network Engineer", employer: "Safaricom" },
    ],
    mustNot: [],
  },
  {
    id: "upload-chef-graduate",
    letter: {
      company: "Sarova Stanley Hotel",
      position: "Chef de Partie",
      vacancyRef: "SSH/KIT/2026/061",
    },
    about: "hospitality, graduate (uploaded CV)",
    source: "upload",
    fileName: "Aisha Hassan CV.txt",
    text: `CURRICULUM VITAE

Name: Aisha Hassan Abdi
Phone: 0757 330 912
Email: aishahassan.chef@gmail.com
Location: Eastleigh, Nairobi

EDUCATION
Certificate in Food and Beverage Production, Kenya Utalii College, 2023
NITA Grade III Trade Test (Food Production), 2023
KCSE 2020, Moi Girls Secondary School Nairobi

EXPERIENCE
Commis Chef, Java House Westlands, June 2023 to present
- prepare breakfast and grill orders, about 150 covers a day
- trained 2 new kitchen stewards on food safety

Industrial attachment, Radisson Blu Hotel Nairobi Upper Hill, Jan - Apr 2023

OTHER
Food Handler's Certificate, Nairobi City County
Languages: English, Kiswahili, Somali

I am looking for a position as a Chef de Partie in a hotel.
`,
    facts: [
      f("name", "header", "Aisha", "Hassan"),
      f("contact", "header", "0757 330 912"),
      f("contact", "header", "aishahassan.chef@gmail.com"),
      f("education", "education", "Food and Beverage Production", "Kenya Utalii College", "2023"),
      f("certification", "certifications", "NITA", "Grade III"),
      f("role", "experience", "Commis Chef"),
      f("employer", "experience", "Java House"),
      f("achievement", "experience", "150 covers"),
      f("team", "experience", "2"),
      f("employer", "experience", "Radisson Blu"),
      f("certification", "certifications", "Food Handler"),
      f("language", "skills", "Somali"),
      f("target", "profile", "Chef de Partie"),
    ],
    jobs: [
      { title: "Commis Chef", employer: "Java House" },
      { title: "Attach", employer: "Radisson Blu" },
    ],
    mustNot: ["I am looking for"],
  },
];
