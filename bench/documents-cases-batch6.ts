import type { DocumentCase, Fact, FactKind, Section } from "./documents-cases";

/**
 * Held-out batch 6 for `npm run bench:documents`, written by the docs-batch helper on 2026-12-01
 * apart from the code (nothing under server/ was read, nor the other batches' cases, nor the
 * engines' history; only batch 5 for the format, bench/documents-cases.ts for the types,
 * bench/documents.ts for how batches are registered and scored, the manual form's type in
 * contract/documents.ts and the documents/CV parts of SPEC.md) and not run before it was
 * committed. New clients, professions and career stages: a county procurement officer (KISM),
 * a hospital pharmacist (PPB), a hotel F&B supervisor back from a lay-off, a police sergeant
 * leaving the service, a KCSE-level security guard promoted to supervisor, a PhD senior
 * lecturer with an overlapping part-time post, a data analyst who started as a census
 * enumerator, a quantity surveyor (BORAQS), a community health promoter, a B1 aircraft
 * maintenance engineer, a clearing and forwarding clerk, a journalist, a child-protection social
 * worker back from a break, a litigation clerk and a county agricultural extension officer;
 * told through the site's chat, the manual CV form and uploaded CV text.
 *
 * Hard the way real clients are: a job told over several chat turns (title, then employer and
 * years, then duties), several jobs told in one turn that must stay separate, promotions at one
 * employer, an employer on its own line with two titles under it, overlapping jobs, gaps,
 * employers in lower case ("m-kopa solar", "jambojet"), dates written many ways ("2017 upto
 * now", "06/2021 - 04/2023", "Feb 2018 - Oct '22", "Sept. 2010 - Aug. 2014", "since Aug 2023"),
 * Swahili and Sheng in the chats ("mnisaidie", "naomba", "nadhani", "kidogo", "Niaje"), facts
 * corrected mid-chat (the wrong value is in `mustNot`), hedges ("I think", "maybe", "sijui").
 * The letter block is the Generate Cover Letter form (company, position, vacancy reference); the
 * staff notes holding the closing date and the note meant for staff are written by
 * bench/documents.ts from the reference, as for every batch.
 * Same conventions as batches 1 to 5: a fact is the key string(s) that must all appear in the
 * CV's text, in the client's own words; `mustNot` holds the client's hedges, chat words, life
 * events and corrected values that a CV must never carry; `jobs` lists every job of the client,
 * most recent first. A promotion is its own job only where its title cannot be read in the other
 * entries of the same employer. Not to be tuned on: a fix is measured on a new batch.
 */

const f = (kind: FactKind, section: Section, ...keys: string[]): Fact => ({ kind, section, keys });

export const documentCasesBatch6: DocumentCase[] = [
  {
    id: "b6-chat-county-procurement-officer",
    letter: {
      company: "Kenya Ports Authority",
      position: "Senior Supply Chain Management Officer",
      vacancyRef: "KPA/HRM/SCM/2026/21",
    },
    about: "procurement, county SCM officer, a job told over three turns, corrected saving (chat)",
    source: "chat",
    visitorTurns: [
      "Habari yenu, naomba mnisaidie na CV, niko procurement",
      "Faith Achieng Otieno",
      "0716 402 955 na email faithachieng.scm@gmail.com",
      "Currently I'm a Supply Chain Management Officer II",
      "ni at the County Government of Homa Bay, nilianza June 2019",
      "I run the tenders on IFMIS and the PPIP portal, about 120 tenders a year, and I prepare the quarterly reports to PPRA. Nadhani we saved KES 14 million in 2023 through framework contracts.",
      "Sorry, hiyo saving ilikuwa KES 11 million, not 14.",
      "Before the county I was a procurement assistant at Kenya Pipeline Company, Kisumu depot, 2016 to 2019 on contract. And in 2015 I did my attachment at the procurement office of Maseno University.",
      "BSc Procurement and Logistics, JOOUST, 2015. CPSP-K from KASNEB in 2018. I'm a member of KISM with a practising licence.",
      "Target ni senior procurement officer in a state corporation, maybe Nairobi or Mombasa.",
    ],
    facts: [
      f("name", "header", "Faith", "Otieno"),
      f("contact", "header", "0716 402 955"),
      f("contact", "header", "faithachieng.scm@gmail.com"),
      f("role", "experience", "Supply Chain Management Officer"),
      f("employer", "experience", "Homa Bay"),
      f("years", "experience", "2019"),
      f("tool", "skills", "IFMIS"),
      f("tool", "skills", "PPIP"),
      f("achievement", "experience", "120 tenders"),
      f("achievement", "experience", "PPRA"),
      f("achievement", "experience", "11 million"),
      f("role", "experience", "Procurement Assistant"),
      f("employer", "experience", "Kenya Pipeline"),
      f("years", "experience", "2016"),
      f("employer", "experience", "Maseno University"),
      f("years", "experience", "2015"),
      f("education", "education", "Procurement and Logistics", "JOOUST", "2015"),
      f("certification", "certifications", "CPSP-K"),
      f("membership", "certifications", "KISM"),
      f("target", "profile", "senior procurement officer"),
    ],
    mustNot: [
      "naomba",
      "mnisaidie",
      "niko procurement",
      "Nadhani",
      "14 million",
      "ilikuwa",
      "Target ni",
      "maybe",
    ],
    jobs: [
      { title: "Supply Chain Management Officer", employer: "Homa Bay" },
      { title: "Procurement Assistant", employer: "Kenya Pipeline" },
      { title: "Attach", employer: "Maseno" },
    ],
  },
  {
    id: "b6-chat-hospital-pharmacist",
    letter: {
      company: "Kenyatta University Teaching, Referral and Research Hospital",
      position: "Clinical Pharmacist",
      vacancyRef: "KUTRRH/PHA/CP/2026/05",
    },
    about: "pharmacy, community pharmacy to hospital, corrected branch (chat)",
    source: "chat",
    visitorTurns: [
      "Hi, I'm a pharmacist. Nataka CV mpya, ile yangu ni ya zamani sana",
      "Dr. Ibrahim Abdi Hassan",
      "ibrahim.hassan.pharm@gmail.com",
      "+254 720 318 664",
      "Bachelor of Pharmacy, University of Nairobi, 2017. Then my internship year at Coast General Teaching and Referral Hospital, 2017-2018.",
      "I'm registered with the Pharmacy and Poisons Board, annual practice licence is current, and I'm a member of PSK.",
      "From 2018 I was the superintendent pharmacist at Goodlife Pharmacy, Nyali branch, up to 2020. I grew the branch sales from KES 1.2 million a month to 1.9 million.",
      "Sorry, correct that: it was the City Mall branch, not Nyali.",
      "Since 2021 I'm a pharmacist at the Aga Khan Hospital Mombasa. I do clinical rounds in the medical wards and I sit on the antimicrobial stewardship committee. We reduced expired stock write-offs by 40%. We dispense on TrakCare.",
      "I supervise 4 pharmaceutical technologists on my shift.",
      "Also I'm doing a Master of Pharmacy in Clinical Pharmacy at Kenyatta University, part-time, I think I will finish in 2027.",
      "I want a clinical pharmacist job in a big hospital, Nairobi au hata abroad. Languages English, Kiswahili, Somali.",
    ],
    facts: [
      f("name", "header", "Ibrahim", "Hassan"),
      f("contact", "header", "ibrahim.hassan.pharm@gmail.com"),
      f("contact", "header", "0720 318 664"),
      f("education", "education", "Pharmacy", "University of Nairobi", "2017"),
      f("employer", "experience", "Coast General"),
      f("membership", "certifications", "Pharmacy and Poisons Board"),
      f("membership", "certifications", "PSK"),
      f("role", "experience", "Superintendent Pharmacist"),
      f("employer", "experience", "Goodlife"),
      f("years", "experience", "2018"),
      f("achievement", "experience", "City Mall"),
      f("achievement", "experience", "1.2 million", "1.9 million"),
      f("role", "experience", "Pharmacist"),
      f("employer", "experience", "Aga Khan"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "antimicrobial stewardship"),
      f("achievement", "experience", "40%"),
      f("tool", "skills", "TrakCare"),
      f("team", "experience", "4"),
      f("education", "education", "Clinical Pharmacy", "Kenyatta University"),
      f("language", "skills", "Somali"),
      f("target", "profile", "clinical pharmacist"),
    ],
    mustNot: ["Nataka", "ya zamani", "Nyali", "I think", "au hata", "correct that"],
    jobs: [
      { title: "Pharmacist", employer: "Aga Khan" },
      { title: "Superintendent Pharmacist", employer: "Goodlife" },
      { title: "Intern", employer: "Coast General" },
    ],
  },
  {
    id: "b6-manual-hotel-fb-supervisor",
    letter: {
      company: "Hemingways Collection",
      position: "Assistant Food and Beverage Manager",
      vacancyRef: "HEM/FB/AFBM/2026/02",
    },
    about: "hospitality, F&B supervisor promoted twice at one resort, a lay-off (manual form)",
    source: "manual",
    form: {
      firstName: "Kevin",
      lastName: "Kiprotich Rono",
      email: "kevinrono.fnb@gmail.com",
      phone: "0708 557 213",
      currentRole: "F&B supervisor",
      experience: "9 years",
      industry: "hospitality (beach resorts)",
      company: "sarova whitesands beach resort, mombasa",
      careerGoal:
        "Assistant food and beverage manager at a 5-star resort or safari lodge. At Sarova Whitesands since Oct 2019: service attendant, then captain from 2021, F&B supervisor since Aug 2023 for 3 outlets and 28 staff. Raised the beach bar revenue by 25% in 2024 with a sundowner menu; our restaurant holds a 4.6 rating on TripAdvisor. Covid lay-off Apr 2020 - Mar 2021, called back after. Before that steward at Voyager Beach Resort, 2016 - 2019. Diploma in Food and Beverage Service, Kenya Utalii College, 2016. Food hygiene certificate from the Mombasa County public health office. Use Micros POS and Opera PMS. Speak German (basic) and Kalenjin.",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Kevin", "Rono"),
      f("contact", "header", "kevinrono.fnb@gmail.com"),
      f("contact", "header", "0708 557 213"),
      f("role", "experience", "Supervisor"),
      f("employer", "experience", "Whitesands"),
      f("years", "experience", "2019"),
      f("role", "experience", "Captain"),
      f("years", "experience", "2021"),
      f("years", "experience", "2023"),
      f("role", "experience", "Service Attendant"),
      f("achievement", "experience", "3 outlets"),
      f("team", "experience", "28"),
      f("achievement", "experience", "25%"),
      f("achievement", "experience", "4.6"),
      f("role", "experience", "Steward"),
      f("employer", "experience", "Voyager"),
      f("years", "experience", "2016"),
      f("years", "profile", "9"),
      f("industry", "profile", "hospitality"),
      f("education", "education", "Food and Beverage", "Kenya Utalii College", "2016"),
      f("certification", "certifications", "food hygiene"),
      f("tool", "skills", "Micros"),
      f("tool", "skills", "Opera"),
      f("language", "skills", "German"),
      f("language", "skills", "Kalenjin"),
      f("target", "profile", "food and beverage manager"),
    ],
    mustNot: ["lay-off", "called back"],
    jobs: [
      { title: "Supervisor", employer: "Whitesands" },
      { title: "Captain", employer: "Whitesands" },
      { title: "Attendant", employer: "Whitesands" },
      { title: "Steward", employer: "Voyager" },
    ],
  },
  {
    id: "b6-chat-police-sergeant-leaving",
    letter: {
      company: "Equity Bank Kenya",
      position: "Security Manager",
      vacancyRef: "EBL/SEC/SM/2026/04",
    },
    about: "police officer leaving the service for corporate security, three postings (chat)",
    source: "chat",
    visitorTurns: [
      "Sasa, mimi ni askari, niko na miaka 14 kwa service. Nataka kuondoka niingie private security, mnisaidie na CV",
      "Jina ni Joseph Wekesa Barasa",
      "0701 663 218",
      "email: jwbarasa.security@gmail.com",
      "I joined the National Police Service in 2011, recruit training at Kiganjo. Then I was a constable at Kilimani Police Station 2012 to 2016, general duties and the report office.",
      "Then I was promoted to corporal and moved to DCI Nairobi Area from 2016 to 2020, investigations. I handled about 200 case files.",
      "Aah sorry, 150 case files, not 200.",
      "Right now my rank is Sergeant",
      "I'm with the Diplomatic Police Unit since March 2020",
      "Tunalinda embassies in Gigiri. I command a team of 12 officers, I do the duty rosters and the OB reports.",
      "KCSE 2009 at Friends School Kamusinga. Certificate in Criminal Investigation from the DCI Training School, 2017. Diploma in Criminology and Security Studies, Kenyatta University, 2022, evening classes.",
      "I have first aid from Kenya Red Cross. I'm registering with PSRA, nadhani itakuwa ready next month.",
      "Target ni security manager in a bank or a hotel. Languages Kiswahili, English, Luhya.",
    ],
    facts: [
      f("name", "header", "Joseph", "Barasa"),
      f("contact", "header", "0701 663 218"),
      f("contact", "header", "jwbarasa.security@gmail.com"),
      f("years", "profile", "14"),
      f("employer", "experience", "National Police Service"),
      f("years", "experience", "2011"),
      f("education", "education", "Kiganjo"),
      f("role", "experience", "Constable"),
      f("employer", "experience", "Kilimani"),
      f("years", "experience", "2012"),
      f("achievement", "experience", "report office"),
      f("role", "experience", "Corporal"),
      f("employer", "experience", "DCI"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "150 case files"),
      f("role", "experience", "Sergeant"),
      f("employer", "experience", "Diplomatic Police"),
      f("years", "experience", "2020"),
      f("achievement", "experience", "embassies"),
      f("team", "experience", "12"),
      f("achievement", "experience", "duty rosters"),
      f("education", "education", "Kamusinga", "2009"),
      f("certification", "certifications", "Criminal Investigation", "2017"),
      f("education", "education", "Criminology", "Kenyatta University", "2022"),
      f("certification", "certifications", "first aid"),
      f("membership", "certifications", "PSRA"),
      f("language", "skills", "Luhya"),
      f("target", "profile", "security manager"),
    ],
    mustNot: [
      "askari",
      "kuondoka",
      "mnisaidie",
      "Jina ni",
      "200",
      "Aah",
      "Tunalinda",
      "nadhani",
      "itakuwa",
      "Target ni",
    ],
    jobs: [
      { title: "Sergeant", employer: "Diplomatic Police" },
      { title: "Corporal", employer: "DCI" },
      { title: "Constable", employer: "Kilimani" },
    ],
  },
  {
    id: "b6-upload-security-guard-kcse",
    letter: {
      company: "Securex Agencies (K) Ltd",
      position: "Site Security Supervisor",
      vacancyRef: "SEC/OPS/SSS/2026/11",
    },
    about: "security, KCSE-level guard promoted to supervisor at one company (uploaded CV)",
    source: "upload",
    fileName: "DAVID CV NEW.txt",
    text: `CURRICULUM VITAE

NAME: DAVID NJOROGE GITHINJI
TEL: 0790 214 638
EMAIL: davidgithinji88@gmail.com
ADDRESS: P.O BOX 1124, KIAMBU

CAREER OBJECTIVE
A disciplined and hardworking person seeking a position as a security supervisor where i can use my 10 years experience in guarding.

WORK EXPERIENCE

G4S KENYA LTD
Security Supervisor - Nov 2022 to date
- supervise 18 guards across 3 sites in Westlands
- prepare the daily occurrence book and incident reports for the client
Security Guard - Feb 2018 - Oct '22
- access control, CCTV monitoring and night patrols at a bank head office
- stopped a theft of laptops worth KES 1.5 million in 2021, was named guard of the month

BOB MORGAN SERVICES
Guard 2015 to 2017
- gate duty at a flower farm in Limuru

EDUCATION
KCSE 2014 - Githunguri High School
Certificate in Computer Packages, Kiambu Institute of Science and Technology, 2016

TRAININGS
Registered guard, Private Security Regulatory Authority (PSRA)
Fire safety and first aid, St John Ambulance, 2019

LANGUAGES
English, Kiswahili, Kikuyu

REFEREES
Available on request
`,
    facts: [
      f("name", "header", "David", "Githinji"),
      f("contact", "header", "0790 214 638"),
      f("contact", "header", "davidgithinji88@gmail.com"),
      f("years", "profile", "10"),
      f("role", "experience", "Security Supervisor"),
      f("employer", "experience", "G4S"),
      f("years", "experience", "2022"),
      f("team", "experience", "18"),
      f("achievement", "experience", "3 sites"),
      f("achievement", "experience", "occurrence book"),
      f("role", "experience", "Security Guard"),
      f("years", "experience", "2018"),
      f("achievement", "experience", "CCTV"),
      f("achievement", "experience", "1.5 million"),
      f("achievement", "experience", "guard of the month"),
      f("employer", "experience", "Bob Morgan"),
      f("years", "experience", "2015"),
      f("education", "education", "Githunguri High School", "2014"),
      f("education", "education", "Computer Packages", "Kiambu Institute", "2016"),
      f("membership", "certifications", "PSRA"),
      f("certification", "certifications", "St John Ambulance"),
      f("language", "skills", "Kikuyu"),
      f("target", "profile", "security supervisor"),
    ],
    mustNot: [],
    jobs: [
      { title: "Security Supervisor", employer: "G4S" },
      { title: "Security Guard", employer: "G4S" },
      { title: "Guard", employer: "Bob Morgan" },
    ],
  },
  {
    id: "b6-upload-phd-senior-lecturer",
    letter: {
      company: "Egerton University",
      position: "Associate Professor, Agricultural Economics",
      vacancyRef: "EU/ADV/AP/AGEC/2026/3",
    },
    about: "academia, PhD senior lecturer promoted twice, overlapping part-time post (uploaded CV)",
    source: "upload",
    fileName: "Sang_L_Academic_CV_2026.txt",
    text: `DR. LILIAN JEPKEMBOI SANG, PhD
Senior Lecturer, Department of Agricultural Economics and Agribusiness Management
Egerton University, P.O. Box 536-20115, Njoro
Mobile: +254 722 904 517  Email: ljsang@egerton.ac.ke

ACADEMIC QUALIFICATIONS
PhD Agricultural and Applied Economics, University of Nairobi, 2013
MSc Agricultural Economics, Egerton University, 2008
BSc Agribusiness Management, Egerton University, 2005

EMPLOYMENT HISTORY
Egerton University
  Senior Lecturer, July 2020 - date
  Lecturer, Sept. 2014 - June 2020
  Tutorial Fellow, Sept. 2010 - Aug. 2014
  - Teach econometrics and agricultural policy to about 300 undergraduates a year
  - Chair of the departmental postgraduate committee since 2021

Kabarak University
  Part-time Lecturer, 2012 - 2015 (evening programme)

RESEARCH GRANTS
Principal investigator, NRF Kenya grant on smallholder dairy value chains, KES 4.8 million, 2022-2025
Co-investigator, AGRA soil fertility project, 2018-2019

SUPERVISION
Supervised 6 PhD and 14 MSc students to completion

PUBLICATIONS
27 peer-reviewed journal articles, including in Food Policy and the African Journal of Agricultural and Resource Economics

PROFESSIONAL MEMBERSHIP
African Association of Agricultural Economists (AAAE)
Reviewer for the Commission for University Education (CUE) programme audits

SKILLS
Stata, R, ODK, NVivo
`,
    facts: [
      f("name", "header", "Lilian", "Sang"),
      f("contact", "header", "0722 904 517"),
      f("contact", "header", "ljsang@egerton.ac.ke"),
      f("education", "education", "PhD", "University of Nairobi", "2013"),
      f("education", "education", "Agricultural Economics", "2008"),
      f("education", "education", "Agribusiness Management", "2005"),
      f("role", "experience", "Senior Lecturer"),
      f("employer", "experience", "Egerton University"),
      f("years", "experience", "2020"),
      f("role", "experience", "Lecturer"),
      f("years", "experience", "2014"),
      f("role", "experience", "Tutorial Fellow"),
      f("years", "experience", "2010"),
      f("achievement", "experience", "300 undergraduates"),
      f("achievement", "experience", "postgraduate committee"),
      f("employer", "experience", "Kabarak University"),
      f("years", "experience", "2012"),
      f("achievement", "experience", "NRF", "4.8 million"),
      f("achievement", "experience", "AGRA"),
      f("achievement", "experience", "6 PhD", "14 MSc"),
      f("achievement", "experience", "27"),
      f("membership", "certifications", "AAAE"),
      f("membership", "certifications", "CUE"),
      f("tool", "skills", "Stata"),
      f("tool", "skills", "ODK"),
      f("tool", "skills", "NVivo"),
    ],
    mustNot: [],
    jobs: [
      { title: "Senior Lecturer", employer: "Egerton" },
      { title: "Tutorial Fellow", employer: "Egerton" },
      { title: "Lecturer", employer: "Kabarak" },
    ],
  },
  {
    id: "b6-manual-data-analyst",
    letter: {
      company: "Safaricom PLC",
      position: "Senior Data Analyst, Customer Insights",
      vacancyRef: "SAF/DA/CI/2026/176",
    },
    about: "data, early career analyst from census enumerator, dates many ways (manual form)",
    source: "manual",
    form: {
      firstName: "Winnie",
      lastName: "Wairimu Ndirangu",
      email: "winnie.ndirangu.data@gmail.com",
      phone: "0757 330 841",
      currentRole: "Data analyst (credit & collections)",
      experience: "5+",
      industry: "fintech / pay-as-you-go solar",
      company: "m-kopa solar",
      careerGoal:
        "Senior data analyst in telco or banking. Data Analyst at M-KOPA since 03/2023: built a repayment-risk model in Python that cut 90-day defaults by 9%; SQL pipelines on BigQuery feeding Looker Studio dashboards for 40 regional managers. Junior Research Analyst at Ipsos Kenya, Jan 2020 - Feb 2023: cleaned and weighted survey data for 25 projects, wrote SPSS syntax and the toplines. Content enumerator with KNBS for the 2019 Kenya Population and Housing Census, Aug-Sep 2019. BSc Mathematics and Computer Science, JKUAT, 2019. Google Data Analytics certificate (2021) and Microsoft PL-300 Power BI Data Analyst (2024). Member of Women in Data Science Nairobi. Skills: SQL, Python (pandas), Power BI, Excel.",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Winnie", "Ndirangu"),
      f("contact", "header", "winnie.ndirangu.data@gmail.com"),
      f("contact", "header", "0757 330 841"),
      f("role", "experience", "Data Analyst"),
      f("employer", "experience", "M-KOPA"),
      f("years", "experience", "2023"),
      f("achievement", "experience", "9%"),
      f("achievement", "experience", "40 regional managers"),
      f("tool", "skills", "BigQuery"),
      f("tool", "skills", "Looker Studio"),
      f("role", "experience", "Research Analyst"),
      f("employer", "experience", "Ipsos"),
      f("years", "experience", "2020"),
      f("achievement", "experience", "25 projects"),
      f("tool", "skills", "SPSS"),
      f("role", "experience", "Enumerator"),
      f("employer", "experience", "KNBS"),
      f("achievement", "experience", "Census"),
      f("years", "profile", "5"),
      f("industry", "profile", "fintech"),
      f("education", "education", "Mathematics and Computer Science", "JKUAT", "2019"),
      f("certification", "certifications", "Google Data Analytics"),
      f("certification", "certifications", "PL-300"),
      f("membership", "certifications", "Women in Data Science"),
      f("tool", "skills", "Python"),
      f("tool", "skills", "Power BI"),
      f("target", "profile", "senior data analyst"),
    ],
    mustNot: [],
    jobs: [
      { title: "Data Analyst", employer: "M-KOPA" },
      { title: "Research Analyst", employer: "Ipsos" },
      { title: "Enumerator", employer: "KNBS" },
    ],
  },
  {
    id: "b6-chat-quantity-surveyor",
    letter: {
      company: "National Construction Authority",
      position: "Senior Quantity Surveyor",
      vacancyRef: "NCA/HR/SQS/2026/09",
    },
    about:
      "construction, quantity surveyor, three jobs told in one turn, corrected employer (chat)",
    source: "chat",
    visitorTurns: [
      "Good evening, naomba CV ya quantity surveyor, nataka kuapply kazi ya NCA",
      "Stephen Mutuku Kioko",
      "0733 871 406 | smkioko.qs@gmail.com",
      "Kazi: 2021 to date senior quantity surveyor at Masterbuild Consultants, 2018-2021 quantity surveyor at Ark Consultants, 2016-2018 assistant QS at H. Young & Co.",
      "Sorry not Ark Consultants, it was Arcon Consultants.",
      "At Masterbuild I prepared the BQs for the affordable housing project in Mavoko, 1,200 units worth KES 3.4 billion, and I do the interim valuations and final accounts. I think I cut variations by 15% through better tender documents.",
      "At Arcon I did cost plans for hospitals and schools and attended site meetings. At H. Young I measured works on site for the contractor's claims.",
      "I'm a registered QS with BORAQS and a corporate member of IQSK.",
      "BSc Quantity Surveying, JKUAT, 2015.",
      "Software: CostX, AutoCAD, MS Project and Excel, na Revit kiasi kidogo.",
      "Target is senior QS or contracts manager.",
    ],
    facts: [
      f("name", "header", "Stephen", "Kioko"),
      f("contact", "header", "0733 871 406"),
      f("contact", "header", "smkioko.qs@gmail.com"),
      f("role", "experience", "Senior Quantity Surveyor"),
      f("employer", "experience", "Masterbuild"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "1,200 units"),
      f("achievement", "experience", "3.4 billion"),
      f("achievement", "experience", "final accounts"),
      f("achievement", "experience", "15%"),
      f("role", "experience", "Quantity Surveyor"),
      f("employer", "experience", "Arcon"),
      f("years", "experience", "2018"),
      f("achievement", "experience", "cost plans"),
      f("employer", "experience", "H. Young"),
      f("years", "experience", "2016"),
      f("membership", "certifications", "BORAQS"),
      f("membership", "certifications", "IQSK"),
      f("education", "education", "Quantity Surveying", "JKUAT", "2015"),
      f("tool", "skills", "CostX"),
      f("tool", "skills", "AutoCAD"),
      f("tool", "skills", "MS Project"),
      f("target", "profile", "contracts manager"),
    ],
    mustNot: ["naomba", "nataka", "Ark Consultants", "I think", "kiasi", "kidogo"],
    jobs: [
      { title: "Senior Quantity Surveyor", employer: "Masterbuild" },
      { title: "Quantity Surveyor", employer: "Arcon" },
      { title: "Assistant", employer: "Young" },
    ],
  },
  {
    id: "b6-upload-community-health-promoter",
    letter: {
      company: "Amref Health Africa",
      position: "Community Health Officer",
      vacancyRef: "AHA/KE/CHO/2026/31",
    },
    about: "community health, CHV to CHP at one county, a part-time start (uploaded CV)",
    source: "upload",
    fileName: "cv-rose-anyango.txt",
    text: `ROSE ANYANGO WERE
Shinyalu, Kakamega County
0714 585 902
roseanyango.chp@gmail.com

PERSONAL STATEMENT
Community health promoter with 9 years serving households in Shinyalu. I want to grow into a community health officer post with an NGO or the county.

EXPERIENCE

KAKAMEGA COUNTY DEPARTMENT OF HEALTH SERVICES
Community Health Promoter, Shinyalu - Oct 2023 upto now
* Serve 100 households; record every visit on the eCHIS app
* Referred 45 mothers for skilled delivery at Shinyalu health centre in 2024
Community Health Volunteer, Shinyalu - 2016 to Sep 2023
* Mobilised my village for the 2022 polio campaign
* Screened children for malnutrition with MUAC tapes

Amref Health Africa
Community Mobiliser (part-time) 2015-2016

EDUCATION
KCSE 2012 - Butere Girls High School
Certificate in Community Health, Sigalagala National Polytechnic, 2021
CHP basic module training, Ministry of Health, 2016

OTHER
Treasurer, Shinyalu CHP Sacco
Languages: Kiswahili, English, Luhya
`,
    facts: [
      f("name", "header", "Rose", "Were"),
      f("contact", "header", "0714 585 902"),
      f("contact", "header", "roseanyango.chp@gmail.com"),
      f("years", "profile", "9"),
      f("role", "experience", "Community Health Promoter"),
      f("employer", "experience", "Kakamega"),
      f("years", "experience", "2023"),
      f("achievement", "experience", "100 households"),
      f("tool", "skills", "eCHIS"),
      f("achievement", "experience", "45 mothers"),
      f("role", "experience", "Community Health Volunteer"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "polio"),
      f("achievement", "experience", "MUAC"),
      f("role", "experience", "Mobiliser"),
      f("employer", "experience", "Amref"),
      f("years", "experience", "2015"),
      f("education", "education", "Butere Girls", "2012"),
      f("education", "education", "Community Health", "Sigalagala", "2021"),
      f("certification", "certifications", "Ministry of Health"),
      f("achievement", "experience", "Treasurer"),
      f("language", "skills", "Luhya"),
      f("target", "profile", "community health officer"),
    ],
    mustNot: [],
    jobs: [
      { title: "Promoter", employer: "Kakamega" },
      { title: "Volunteer", employer: "Kakamega" },
      { title: "Mobiliser", employer: "Amref" },
    ],
  },
  {
    id: "b6-manual-aircraft-maintenance-engineer",
    letter: {
      company: "Qatar Airways",
      position: "Licensed Aircraft Engineer B1 (Q400)",
      vacancyRef: "QR/ENG/B1/2026/0412",
    },
    about: "aviation, B1 licensed engineer, airline move with a gap (manual form)",
    source: "manual",
    form: {
      firstName: "Brian",
      lastName: "Kimani Gathoni",
      email: "bkgathoni.ame@gmail.com",
      phone: "+254 733 418 260",
      currentRole: "B1 licensed aircraft maintenance engineer",
      experience: "10 yrs",
      industry: "aviation",
      company: "jambojet",
      careerGoal:
        "Licensed engineer or shift lead with an airline in the Gulf. At Jambojet line maintenance, JKIA, since Aug 2020 on the Q400 (Dash 8-400); certifying staff since 2022; my shift cut technical delays by 30% in 2024 and I trained 6 new technicians on the Q400. Aircraft technician at Kenya Airways, Embraer 190 and B737-800 hangar checks, 2015-2019. Jan-Jul 2020 out of work. Diploma in Aircraft Maintenance Engineering, East African School of Aviation, 2014. KCAA AME licence category B1.1, Q400 type rating, Human Factors and EWIS courses. Use AMOS for work orders. Speak French (basic).",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Brian", "Gathoni"),
      f("contact", "header", "bkgathoni.ame@gmail.com"),
      f("contact", "header", "0733 418 260"),
      f("role", "experience", "Engineer"),
      f("employer", "experience", "Jambojet"),
      f("years", "experience", "2020"),
      f("achievement", "experience", "Q400"),
      f("achievement", "experience", "certifying staff"),
      f("achievement", "experience", "30%"),
      f("team", "experience", "6"),
      f("role", "experience", "Technician"),
      f("employer", "experience", "Kenya Airways"),
      f("years", "experience", "2015"),
      f("achievement", "experience", "B737-800"),
      f("years", "profile", "10"),
      f("industry", "profile", "aviation"),
      f(
        "education",
        "education",
        "Aircraft Maintenance Engineering",
        "East African School of Aviation",
        "2014",
      ),
      f("certification", "certifications", "KCAA", "B1.1"),
      f("certification", "certifications", "Human Factors"),
      f("certification", "certifications", "EWIS"),
      f("tool", "skills", "AMOS"),
      f("language", "skills", "French"),
      f("target", "profile", "shift lead"),
    ],
    mustNot: ["out of work"],
    jobs: [
      { title: "Engineer", employer: "Jambojet" },
      { title: "Technician", employer: "Kenya Airways" },
    ],
  },
  {
    id: "b6-upload-clearing-forwarding-clerk",
    letter: {
      company: "Kenya Ports Authority",
      position: "Documentation Officer",
      vacancyRef: "KPA/HRM/DOC/2026/07",
    },
    about: "logistics, clearing clerk promoted at one firm after an internship (uploaded CV)",
    source: "upload",
    fileName: "Hassan_Mwinyi_CV.txt",
    text: `Hassan Omar Mwinyi
Clearing & Forwarding | Mombasa
Phone 0723 960 147 / Email hassanmwinyi.cfa@gmail.com

Profile
Customs clearing clerk with about 5 years at the port of Mombasa, fast with iCMS entries and KenTrade.

Work history

Siginon Group, Mombasa
Clearing Clerk, May 2023 - present
  - Lodge about 60 container entries a month on iCMS and follow up KRA verification
  - Cut demurrage charges for our top client by 20% in 2024 by pre-lodging documents
Documentation Clerk, 06/2021 - 04/2023
  - Prepared bills of lading, IDFs and the KEBS PVoC documents

Bollore Transport & Logistics Kenya
Intern, Jan-Apr 2021

Education
Diploma in Logistics and Supply Chain Management, Technical University of Mombasa, 2020
East African Customs and Freight Forwarding Practising Certificate (EACFFPC), KIFWA, 2022

Systems
iCMS, KenTrade Single Window, KWATOS, KRA iTax, Excel

Languages
Kiswahili, English, Arabic (basic)
`,
    facts: [
      f("name", "header", "Hassan", "Mwinyi"),
      f("contact", "header", "0723 960 147"),
      f("contact", "header", "hassanmwinyi.cfa@gmail.com"),
      f("years", "profile", "5"),
      f("role", "experience", "Clearing Clerk"),
      f("employer", "experience", "Siginon"),
      f("years", "experience", "2023"),
      f("achievement", "experience", "60 container"),
      f("achievement", "experience", "20%"),
      f("role", "experience", "Documentation Clerk"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "PVoC"),
      f("employer", "experience", "Bollore"),
      f(
        "education",
        "education",
        "Logistics and Supply Chain Management",
        "Technical University of Mombasa",
        "2020",
      ),
      f("certification", "certifications", "EACFFPC"),
      f("membership", "certifications", "KIFWA"),
      f("tool", "skills", "iCMS"),
      f("tool", "skills", "KenTrade"),
      f("tool", "skills", "KWATOS"),
      f("tool", "skills", "iTax"),
      f("language", "skills", "Arabic"),
    ],
    mustNot: [],
    jobs: [
      { title: "Clearing Clerk", employer: "Siginon" },
      { title: "Documentation Clerk", employer: "Siginon" },
      { title: "Intern", employer: "Bollore" },
    ],
  },
  {
    id: "b6-chat-journalist-sheng",
    letter: {
      company: "Nation Media Group",
      position: "Senior Digital Editor",
      vacancyRef: "NMG/ED/SDE/2026/12",
    },
    about: "journalism, three newsrooms told in one turn, corrected award year, Sheng (chat)",
    source: "chat",
    visitorTurns: [
      "Niaje! Mimi ni journo, nataka CV fiti ya kuapply editor jobs",
      "Brenda Kemunto Nyakundi",
      "brendakemunto.media@gmail.com, 0745 602 389",
      "Nimekuwa digital editor at Tuko since 2022, before hapo Nation Media Group county correspondent Nakuru 2018 to 2022, na before that reporter at People Daily 2015-2018.",
      "At Tuko I run a desk of 7 writers and we grew monthly page views from 9 million to 15 million. I use WordPress, Chartbeat and Google Analytics.",
      "At Nation I covered the Rift Valley counties. My investigation on fake fertiliser won the AJEA award in 2021",
      "Oops, the AJEA was 2020, sorry.",
      "Diploma in Journalism from KIMC, 2014. Then BA Communication at Daystar University, 2019, part time. I'm accredited with the Media Council of Kenya.",
      "Languages English, Kiswahili, Ekegusii. Btw I also edit video on Adobe Premiere Pro kidogo.",
      "I want senior digital editor or head of digital, sijui maybe managing editor later.",
    ],
    facts: [
      f("name", "header", "Brenda", "Nyakundi"),
      f("contact", "header", "brendakemunto.media@gmail.com"),
      f("contact", "header", "0745 602 389"),
      f("role", "experience", "Digital Editor"),
      f("employer", "experience", "Tuko"),
      f("years", "experience", "2022"),
      f("role", "experience", "Correspondent"),
      f("employer", "experience", "Nation Media"),
      f("years", "experience", "2018"),
      f("role", "experience", "Reporter"),
      f("employer", "experience", "People Daily"),
      f("years", "experience", "2015"),
      f("team", "experience", "7"),
      f("achievement", "experience", "9 million", "15 million"),
      f("tool", "skills", "WordPress"),
      f("tool", "skills", "Chartbeat"),
      f("tool", "skills", "Google Analytics"),
      f("achievement", "experience", "Rift Valley"),
      f("achievement", "experience", "fertiliser"),
      f("achievement", "experience", "AJEA", "2020"),
      f("education", "education", "Journalism", "KIMC", "2014"),
      f("education", "education", "Communication", "Daystar University", "2019"),
      f("membership", "certifications", "Media Council of Kenya"),
      f("language", "skills", "Ekegusii"),
      f("target", "profile", "head of digital"),
    ],
    mustNot: [
      "Niaje",
      "journo",
      "fiti",
      "Nimekuwa",
      "before hapo",
      "2021",
      "Oops",
      "Btw",
      "kidogo",
      "sijui",
      "maybe",
    ],
    jobs: [
      { title: "Digital Editor", employer: "Tuko" },
      { title: "Correspondent", employer: "Nation Media" },
      { title: "Reporter", employer: "People Daily" },
    ],
  },
  {
    id: "b6-chat-social-worker-break",
    letter: {
      company: "Directorate of Children Services",
      position: "Children Officer",
      vacancyRef: "PSC/DCS/CO/2026/40",
    },
    about: "social work, child protection, a job told over three turns, a break (chat)",
    source: "chat",
    visitorTurns: [
      "Hello, naomba msaada na CV. I'm a social worker",
      "Esther Njeri Waweru",
      "0729 174 556",
      "esther.waweru.sw@gmail.com",
      "Right now I am a social worker",
      "ni SOS Children's Villages in Eldoret, nilijoin Feb 2022",
      "I do case management for 60 children in family-based care, and family strengthening for their caregivers. We reintegrated 34 children with their families in 2024 and I enter all cases on CPIMS.",
      "Pole, it's 45 children, not 60 children.",
      "Before that I was a child protection assistant with Plan International in Kilifi from 2018 to 2021. I ran 14 community child protection committees.",
      "Between 2021 and 2022 nilikuwa nyumbani na mtoto, nothing much.",
      "In 2016 I did my attachment at the Department of Children Services, Uasin Gishu.",
      "Bachelor of Social Work, University of Eldoret, 2017. Psychological First Aid with Kenya Red Cross, 2023. I'm a member of KNASW.",
      "I want a children officer job with the government, au NGO maybe. Languages English, Kiswahili, Kikuyu.",
    ],
    facts: [
      f("name", "header", "Esther", "Waweru"),
      f("contact", "header", "0729 174 556"),
      f("contact", "header", "esther.waweru.sw@gmail.com"),
      f("role", "experience", "Social Worker"),
      f("employer", "experience", "SOS Children's Villages"),
      f("years", "experience", "2022"),
      f("achievement", "experience", "45 children"),
      f("achievement", "experience", "family strengthening"),
      f("achievement", "experience", "34 children"),
      f("tool", "skills", "CPIMS"),
      f("role", "experience", "Child Protection Assistant"),
      f("employer", "experience", "Plan International"),
      f("years", "experience", "2018"),
      f("achievement", "experience", "14"),
      f("employer", "experience", "Children Services"),
      f("years", "experience", "2016"),
      f("education", "education", "Social Work", "University of Eldoret", "2017"),
      f("certification", "certifications", "Psychological First Aid"),
      f("membership", "certifications", "KNASW"),
      f("language", "skills", "Kikuyu"),
      f("target", "profile", "children officer"),
    ],
    mustNot: [
      "naomba",
      "msaada",
      "nilijoin",
      "60 children",
      "Pole",
      "nyumbani",
      "mtoto",
      "nothing much",
      "maybe",
    ],
    jobs: [
      { title: "Social Worker", employer: "SOS" },
      { title: "Child Protection Assistant", employer: "Plan International" },
      { title: "Attach", employer: "Children Services" },
    ],
  },
  {
    id: "b6-upload-litigation-clerk",
    letter: {
      company: "Kaplan & Stratton Advocates",
      position: "Paralegal",
      vacancyRef: "KS/HR/PL/2026/02",
    },
    about: "law, litigation clerk promoted from office assistant, a court contract (uploaded CV)",
    source: "upload",
    fileName: "Dennis Okello - CV (paralegal).txt",
    text: `DENNIS ONYANGO OKELLO
Litigation Clerk / Paralegal
Mobile: 0768 241 903
E-mail: dennis.okello.legal@gmail.com
Nairobi

OBJECTIVE
To work as a paralegal or legal assistant in a law firm or a corporate legal department.

WORK EXPERIENCE
Mwangi Kiprono & Co. Advocates, Nairobi
  Litigation Clerk — 2021 to date
    • Manage the diary and court attendance for about 300 active files
    • File about 40 pleadings a week on the Judiciary e-filing portal and follow up at the Milimani Commercial Courts registry
    • Track matters on the Case Tracking System (CTS)
  Office Assistant — 2019 to 2021
    • Dispatch, photocopying and serving court documents

Kibera Law Courts
  Court Clerk (contract), Sep 2017 – Aug 2018
    • Kept the cause lists and typed proceedings for 2 magistrates

EDUCATION
Diploma in Law (Paralegal Studies), Kenya School of Law, 2017
KCSE, Maranda High School, 2013

SKILLS
Legal research on Kenya Law, MS Word and Excel, typing at 60 words per minute

LANGUAGES
English, Kiswahili, Dholuo
`,
    facts: [
      f("name", "header", "Dennis", "Okello"),
      f("contact", "header", "0768 241 903"),
      f("contact", "header", "dennis.okello.legal@gmail.com"),
      f("role", "experience", "Litigation Clerk"),
      f("employer", "experience", "Mwangi Kiprono"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "300 active files"),
      f("achievement", "experience", "40 pleadings"),
      f("tool", "skills", "e-filing"),
      f("tool", "skills", "CTS"),
      f("role", "experience", "Office Assistant"),
      f("years", "experience", "2019"),
      f("role", "experience", "Court Clerk"),
      f("employer", "experience", "Kibera Law Courts"),
      f("years", "experience", "2017"),
      f("achievement", "experience", "2 magistrates"),
      f("education", "education", "Paralegal Studies", "Kenya School of Law", "2017"),
      f("education", "education", "Maranda", "2013"),
      f("tool", "skills", "60 words per minute"),
      f("language", "skills", "Dholuo"),
      f("target", "profile", "paralegal"),
    ],
    mustNot: [],
    jobs: [
      { title: "Litigation Clerk", employer: "Kiprono" },
      { title: "Office Assistant", employer: "Kiprono" },
      { title: "Court Clerk", employer: "Kibera" },
    ],
  },
  {
    id: "b6-manual-agricultural-extension-officer",
    letter: {
      company: "Food and Agriculture Organization of the United Nations (FAO) Kenya",
      position: "National Programme Officer, Extension",
      vacancyRef: "FAO-KE/NPO/EXT/2026/6",
    },
    about: "agriculture, county extension officer promoted, NGO start (manual form)",
    source: "manual",
    form: {
      firstName: "Samuel",
      lastName: "Kariuki Ndegwa",
      email: "skndegwa.agric@gmail.com",
      phone: "0712 806 349",
      currentRole: "Senior Ward Agricultural Extension Officer",
      experience: "12 years",
      industry: "agriculture / county government",
      company: "county govt of nyandarua, dept of agriculture",
      careerGoal:
        "Programme officer in extension with FAO, IFAD or a large NGO. Nyandarua County Department of Agriculture: Agricultural Officer from 2016, promoted to Senior Ward Agricultural Extension Officer (Kinangop) in Jul 2021. Registered 12,000 farmers on KIAMIS for the national fertiliser subsidy in 2023; helped raise potato yields in my ward from 8 to 18 tonnes per hectare with certified seed and demo plots; trained 40 lead farmers. Field Officer, One Acre Fund, Bungoma, 2013 - 2016, served 600 farmers on input loans. Diploma in Agriculture, Bukura Agricultural College, 2012; BSc Agricultural Education and Extension, Egerton University, 2020 (part time). Certificate in Climate-Smart Agriculture from KALRO, 2022. Use KoboCollect and Excel. Speak Kikuyu and Luhya.",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Samuel", "Ndegwa"),
      f("contact", "header", "skndegwa.agric@gmail.com"),
      f("contact", "header", "0712 806 349"),
      f("role", "experience", "Senior Ward Agricultural Extension Officer"),
      f("employer", "experience", "Nyandarua"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "Kinangop"),
      f("role", "experience", "Agricultural Officer"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "12,000 farmers"),
      f("tool", "skills", "KIAMIS"),
      f("achievement", "experience", "8", "18 tonnes"),
      f("achievement", "experience", "40 lead farmers"),
      f("role", "experience", "Field Officer"),
      f("employer", "experience", "One Acre Fund"),
      f("years", "experience", "2013"),
      f("achievement", "experience", "600 farmers"),
      f("years", "profile", "12"),
      f("industry", "profile", "agriculture"),
      f("education", "education", "Agriculture", "Bukura", "2012"),
      f(
        "education",
        "education",
        "Agricultural Education and Extension",
        "Egerton University",
        "2020",
      ),
      f("certification", "certifications", "Climate-Smart Agriculture", "KALRO"),
      f("tool", "skills", "KoboCollect"),
      f("language", "skills", "Luhya"),
      f("target", "profile", "programme officer"),
    ],
    mustNot: [],
    jobs: [
      { title: "Senior Ward Agricultural Extension Officer", employer: "Nyandarua" },
      { title: "Agricultural Officer", employer: "Nyandarua" },
      { title: "Field Officer", employer: "One Acre" },
    ],
  },
];
