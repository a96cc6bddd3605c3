import type { DocumentCase, Fact, FactKind, Section } from "./documents-cases";

/**
 * Held-out batch 2 for `npm run bench:documents`, written on 2026-11-24 apart from the code
 * (nothing under server/documents/ or content/ was read), after batch 1's figures were
 * recorded: new clients, professions and career stages (clinical officer, agronomy graduate,
 * SACCO credit, journalism, electrical trades, statistics, private security, cabin crew,
 * county pharmacy, architecture graduate, social work, logistics, a school leaver), told
 * through the site's chat, the manual CV form and uploaded CV text, with Kenyan institutions,
 * regulators, certifications and public systems. Same conventions as batch 1: a fact is the
 * key string(s) that must all appear in the CV's text; `mustNot` holds the client's hedges and
 * chat words that a CV must never carry. Not to be tuned on: a fix is measured on a new batch.
 */

const f = (kind: FactKind, section: Section, ...keys: string[]): Fact => ({ kind, section, keys });

export const documentCasesBatch2: DocumentCase[] = [
  {
    id: "b2-chat-clinical-officer",
    letter: {
      company: "Centre for Health Solutions - Kenya",
      position: "HIV Care and Treatment Officer",
      vacancyRef: "CHS/PRG/2026/088",
    },
    about: "clinical medicine, mid-career (chat)",
    source: "chat",
    visitorTurns: [
      "Good afternoon, I would like a CV please. I am a clinical officer",
      "Mutua Kyalo Nzioka",
      "0729 604 318",
      "mutua.nzioka.co@gmail.com",
      "Since 2018 I have been a clinical officer at Makueni County Referral Hospital, in the comprehensive care clinic. Before that I did my internship at Mbooni Sub-County Hospital in 2017.",
      "Diploma in Clinical Medicine and Surgery from KMTC Machakos, 2016. I am licensed by the Clinical Officers Council and I am HTS certified by NASCOP.",
      "I lead a team of 3 clinicians and we report in DHIS2. Viral suppression among our clients went from 82% to 94% between 2021 and 2024, I hope that counts.",
      "I want to be an HIV program officer in an NGO, kama CHS or Amref. I speak English, Kiswahili and Kikamba.",
    ],
    facts: [
      f("name", "header", "Mutua", "Nzioka"),
      f("contact", "header", "0729 604 318"),
      f("contact", "header", "mutua.nzioka.co@gmail.com"),
      f("role", "experience", "Clinical Officer"),
      f("employer", "experience", "Makueni County Referral Hospital"),
      f("years", "experience", "2018"),
      f("employer", "experience", "Mbooni Sub-County Hospital"),
      f("years", "experience", "2017"),
      f("industry", "profile", "comprehensive care"),
      f("education", "education", "Clinical Medicine and Surgery", "KMTC", "2016"),
      f("membership", "certifications", "Clinical Officers Council"),
      f("certification", "certifications", "HTS"),
      f("team", "experience", "3"),
      f("tool", "skills", "DHIS2"),
      f("achievement", "experience", "82%", "94%"),
      f("language", "skills", "Kikamba"),
      f("target", "profile", "HIV program officer"),
    ],
    jobs: [
      { title: "Clinical Officer", employer: "Makueni County Referral Hospital" },
      { title: "Intern", employer: "Mbooni Sub-County Hospital" },
    ],
    mustNot: ["I hope", "kama"],
  },
  {
    id: "b2-chat-agronomy-graduate",
    letter: {
      company: "One Acre Fund",
      position: "Field Agronomy Associate",
      vacancyRef: "1AF-KE-AGR-2026-19",
    },
    about: "agriculture, graduate (chat)",
    source: "chat",
    visitorTurns: [
      "hi, am fresh from campus, need a cv for agriculture jobs lol",
      "Chelangat Sang",
      "chelangat.sang25@gmail.com",
      "0745 318 220",
      "BSc Agriculture, Egerton University, 2025, second class upper. I was on attachment at KALRO Njoro for 3 months in 2024, in the wheat breeding programme.",
      "At KALRO I helped run trial plots of 12 wheat varieties and recorded yield data. I can do soil sampling and I use QGIS and Excel.",
      "I want to be an extension officer or field officer with One Acre Fund or a county. Languages English, Kiswahili, Kalenjin, sijui if that matters.",
    ],
    facts: [
      f("name", "header", "Chelangat", "Sang"),
      f("contact", "header", "chelangat.sang25@gmail.com"),
      f("contact", "header", "0745 318 220"),
      f("education", "education", "Agriculture", "Egerton University", "2025"),
      f("education", "education", "Second Class Upper"),
      f("employer", "experience", "KALRO"),
      f("years", "experience", "2024"),
      f("industry", "experience", "wheat"),
      f("achievement", "experience", "12 wheat varieties"),
      f("tool", "skills", "soil sampling"),
      f("tool", "skills", "QGIS"),
      f("language", "skills", "Kalenjin"),
      f("target", "profile", "extension officer"),
    ],
    jobs: [{ title: "Attach", employer: "KALRO" }],
    mustNot: ["lol", "sijui", "am fresh from campus"],
  },
  {
    id: "b2-chat-sacco-credit",
    letter: {
      company: "Kenya Women Microfinance Bank",
      position: "Credit Manager",
      vacancyRef: "KWFT/CR/2026/041",
    },
    about: "credit and microfinance, mid-career (chat)",
    source: "chat",
    visitorTurns: [
      "Habari yenu. Mimi ni Hellena Wairimu Gathoni, I need a strong CV for a credit manager post",
      "0716 882 045 / hellena.gathoni@yahoo.com",
      "I am a senior loans officer at Stima SACCO in Nairobi since 2016. Before that I was a credit officer at Faulu Microfinance Bank from 2012 to 2016. Kwa hivyo almost 13 years in credit.",
      "Diploma in Business Management from KCA University, 2011, and CIFA from KASNEB in 2020.",
      "I manage a loan book of KES 380 million and 4 loans officers report to me. We use Bankers Realm. Non-performing loans in my portfolio went from 9% down to 4% in two years.",
      "Target: credit manager in a microfinance bank or a big SACCO, I'm not sure which",
    ],
    facts: [
      f("name", "header", "Hellena", "Gathoni"),
      f("contact", "header", "0716 882 045"),
      f("contact", "header", "hellena.gathoni@yahoo.com"),
      f("role", "experience", "Loans Officer"),
      f("employer", "experience", "Stima SACCO"),
      f("years", "experience", "2016"),
      f("role", "experience", "Credit Officer"),
      f("employer", "experience", "Faulu Microfinance Bank"),
      f("years", "experience", "2012"),
      f("years", "profile", "13"),
      f("education", "education", "Business Management", "KCA University", "2011"),
      f("certification", "certifications", "CIFA"),
      f("achievement", "experience", "380 million"),
      f("team", "experience", "4"),
      f("tool", "skills", "Bankers Realm"),
      f("achievement", "experience", "9%", "4%"),
      f("target", "profile", "credit manager"),
    ],
    jobs: [
      { title: "Loans Officer", employer: "Stima SACCO" },
      { title: "Credit Officer", employer: "Faulu Microfinance Bank" },
    ],
    mustNot: ["I'm not sure", "Kwa hivyo", "Habari"],
  },
  {
    id: "b2-chat-journalist",
    letter: {
      company: "UNDP Kenya",
      position: "Communications Analyst",
      vacancyRef: "UNDP-KEN-COM-2026-06",
    },
    about: "media and communications, career change (chat)",
    source: "chat",
    visitorTurns: [
      "Hello. I'm a journalist looking to move into communications. Can you do my CV?",
      "Achieng' Owino Ouko",
      "achieng.ouko@protonmail.com, 0700 451 962",
      "I was a reporter and then sub-editor at Nation Media Group from 2014 to 2022, and since 2022 I have been freelancing for BBC Swahili and The Elephant. I am accredited by the Media Council of Kenya.",
      "Diploma in Broadcast Journalism from KIMC, 2013, and a BA in Communication from Daystar University, 2019.",
      "My series on water vendors in Kibera won the AJEA award in 2019. I edit video in Adobe Premiere Pro and manage sites on WordPress. Honestly I also speak Dholuo and Kiswahili.",
      "I'm aiming for a communications officer role with the UN or a county government.",
    ],
    facts: [
      f("name", "header", "Achieng'", "Ouko"),
      f("contact", "header", "achieng.ouko@protonmail.com"),
      f("contact", "header", "0700 451 962"),
      f("role", "experience", "Sub-Editor"),
      f("employer", "experience", "Nation Media Group"),
      f("years", "experience", "2014"),
      f("employer", "experience", "BBC Swahili"),
      f("years", "experience", "2022"),
      f("membership", "certifications", "Media Council of Kenya"),
      f("education", "education", "Broadcast Journalism", "KIMC", "2013"),
      f("education", "education", "Communication", "Daystar University", "2019"),
      f("achievement", "experience", "AJEA"),
      f("tool", "skills", "Premiere Pro"),
      f("tool", "skills", "WordPress"),
      f("language", "skills", "Dholuo"),
      f("target", "profile", "communications officer"),
    ],
    jobs: [
      { title: "Freelanc", employer: "BBC Swahili" },
      { title: "Sub-Editor", employer: "Nation Media Group" },
    ],
    mustNot: ["Honestly", "I'm aiming"],
  },
  {
    id: "b2-chat-electrician",
    letter: {
      company: "Bamburi Cement PLC",
      position: "Maintenance Electrician",
      vacancyRef: "BCL/MNT/2026/015",
    },
    about: "electrical trades, skilled worker (chat)",
    source: "chat",
    visitorTurns: [
      "Niaje. Nataka CV ya kazi ya electrician, ile ya kiwanda",
      "Naitwa Geoffrey Barasa Wekesa",
      "0792 337 804",
      "barasa.electrics@gmail.com",
      "I have worked as a site electrician with Power Technics Ltd since 2016, before that I was an apprentice at Eldoret Polytechnic workshops in 2015.",
      "Certificate in Electrical Installation, Rift Valley Technical Training Institute, 2015. I have an EPRA Class A1 electrical worker licence and a NITA Grade I trade test.",
      "Last year my crew of 3 apprentices wired 60 houses in an estate in Kitengela, and I also install solar PV. Bana I just want factory work, maintenance electrician",
    ],
    facts: [
      f("name", "header", "Geoffrey", "Wekesa"),
      f("contact", "header", "0792 337 804"),
      f("contact", "header", "barasa.electrics@gmail.com"),
      f("role", "experience", "Site Electrician"),
      f("employer", "experience", "Power Technics"),
      f("years", "experience", "2016"),
      f("employer", "experience", "Eldoret Polytechnic"),
      f(
        "education",
        "education",
        "Electrical Installation",
        "Rift Valley Technical Training Institute",
        "2015",
      ),
      f("certification", "certifications", "EPRA", "A1"),
      f("certification", "certifications", "NITA", "Grade I"),
      f("team", "experience", "3"),
      f("achievement", "experience", "60 houses"),
      f("tool", "skills", "solar PV"),
      f("target", "profile", "maintenance electrician"),
    ],
    jobs: [
      { title: "Electrician", employer: "Power Technics" },
      { title: "Apprentice", employer: "Eldoret Polytechnic" },
    ],
    mustNot: ["Niaje", "Bana", "Nataka"],
  },
  {
    id: "b2-chat-statistician",
    letter: {
      company: "International Rescue Committee",
      position: "Monitoring and Evaluation Specialist",
      vacancyRef: "IRC-NBO-MEAL-2026-22",
    },
    about: "statistics and M&E, senior (chat)",
    source: "chat",
    visitorTurns: [
      "Morning. Senior statistician here, need a CV for M&E jobs",
      "Name: Abdikadir Hussein Noor. Phone +254 722 140 557, email a.h.noor@outlook.com",
      "I am a senior statistician at the Kenya National Bureau of Statistics since 2017, and I was on the 2019 Kenya Population and Housing Census data processing team. From 2011 to 2017 I was a data analyst at APHRC.",
      "MSc Statistics, University of Nairobi, 2016, and BSc Mathematics and Computer Science, Maseno University, 2010.",
      "I use Stata, R and Power BI. I built a county dashboard that all 47 county statistics offices use. I supervise 5 statisticians. Kinda want M&E specialist roles with an international NGO.",
      "I speak English, Kiswahili and Somali.",
    ],
    facts: [
      f("name", "header", "Abdikadir", "Noor"),
      f("contact", "header", "0722 140 557"),
      f("contact", "header", "a.h.noor@outlook.com"),
      f("role", "experience", "Senior Statistician"),
      f("employer", "experience", "Kenya National Bureau of Statistics"),
      f("years", "experience", "2017"),
      f("achievement", "experience", "Census"),
      f("role", "experience", "Data Analyst"),
      f("employer", "experience", "APHRC"),
      f("years", "experience", "2011"),
      f("education", "education", "Statistics", "University of Nairobi", "2016"),
      f("education", "education", "Mathematics and Computer Science", "Maseno University", "2010"),
      f("tool", "skills", "Stata"),
      f("tool", "skills", "Power BI"),
      f("achievement", "experience", "47"),
      f("team", "experience", "5"),
      f("language", "skills", "Somali"),
      f("target", "profile", "M&E specialist"),
    ],
    jobs: [
      { title: "Senior Statistician", employer: "Kenya National Bureau of Statistics" },
      { title: "Data Analyst", employer: "APHRC" },
    ],
    mustNot: ["Kinda", "Morning"],
  },
  {
    id: "b2-manual-security",
    letter: {
      company: "Two Rivers Development",
      position: "Security Manager",
      vacancyRef: "TRD/SEC/2026/004",
    },
    about: "private security, mid-career (manual form)",
    source: "manual",
    form: {
      firstName: "Joseph",
      lastName: "Lemayian Sankale",
      email: "jlsankale@gmail.com",
      phone: "0722 506 913",
      currentRole: "Security Supervisor",
      experience: "7 years",
      industry: "Private security",
      company: "G4S Kenya",
      careerGoal:
        "Security manager at a mall or hotel. Licensed by the Private Security Regulatory Authority (PSRA). Former Administration Police officer, 2010 to 2016. Certificate in Security Management, Kenya School of Government, 2017. Supervises 45 guards at Garden City Mall; cut reported incidents by 40% in 2024.",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Joseph", "Sankale"),
      f("contact", "header", "jlsankale@gmail.com"),
      f("contact", "header", "0722 506 913"),
      f("role", "experience", "Security Supervisor"),
      f("employer", "experience", "G4S"),
      f("years", "profile", "7"),
      f("industry", "profile", "Private security"),
      f("membership", "certifications", "PSRA"),
      f("role", "experience", "Administration Police"),
      f("education", "education", "Security Management", "Kenya School of Government", "2017"),
      f("team", "experience", "45 guards"),
      f("achievement", "experience", "40%"),
      f("target", "profile", "Security manager"),
    ],
    jobs: [
      { title: "Security Supervisor", employer: "G4S" },
      { title: "Police officer", employer: "Administration Police" },
    ],
    mustNot: [],
  },
  {
    id: "b2-manual-cabin-crew",
    letter: {
      company: "Qatar Airways",
      position: "Cabin Senior",
      vacancyRef: "QR-CC-NBO-2026-09",
    },
    about: "aviation, early career (manual form)",
    source: "manual",
    form: {
      firstName: "Stacy",
      lastName: "Awuor",
      email: "stacy.awuor.crew@gmail.com",
      phone: "",
      currentRole: "Cabin Crew",
      experience: "4",
      industry: "Aviation",
      company: "Kenya Airways",
      careerGoal:
        "Senior cabin crew with a Gulf carrier, perhaps. Holds a KCAA cabin crew licence. Trained at the Kenya Airways Pride Centre, 2021. Diploma in Tourism Management, Moi University, 2019. Speaks French. Customer commendations on 18 flights in 2025.",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Stacy", "Awuor"),
      f("contact", "header", "stacy.awuor.crew@gmail.com"),
      f("role", "experience", "Cabin Crew"),
      f("employer", "experience", "Kenya Airways"),
      f("years", "profile", "4"),
      f("industry", "profile", "Aviation"),
      f("certification", "certifications", "KCAA"),
      f("education", "education", "Tourism Management", "Moi University", "2019"),
      f("certification", "certifications", "Pride Centre"),
      f("language", "skills", "French"),
      f("achievement", "experience", "18 flights"),
      f("target", "profile", "Senior cabin crew"),
    ],
    jobs: [{ title: "Cabin Crew", employer: "Kenya Airways" }],
    mustNot: ["perhaps"],
  },
  {
    id: "b2-manual-county-pharmacist",
    letter: {
      company: "Kenya Medical Supplies Authority",
      position: "Head of Supply Chain",
      vacancyRef: "KEMSA/HR/2026/031",
    },
    about: "pharmacy, senior (manual form)",
    source: "manual",
    form: {
      firstName: "Rosemary",
      lastName: "Nyawira Kiragu",
      email: "rn.kiragu@nakuru.go.ke",
      phone: "+254 733 019 446",
      currentRole: "County Chief Pharmacist",
      experience: "15",
      industry: "Public health supply chain",
      company: "Nakuru County Department of Health",
      careerGoal:
        "Head of supply chain at KEMSA or a health NGO. Registered with the Pharmacy and Poisons Board; member of the Pharmaceutical Society of Kenya (PSK). B.Pharm, University of Nairobi, 2009. Cut stock-outs of essential medicines in 28 health facilities. Uses mSupply and KHIS.",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Rosemary", "Kiragu"),
      f("contact", "header", "rn.kiragu@nakuru.go.ke"),
      f("contact", "header", "0733 019 446"),
      f("role", "experience", "Chief Pharmacist"),
      f("employer", "experience", "Nakuru County"),
      f("years", "profile", "15"),
      f("industry", "profile", "supply chain"),
      f("membership", "certifications", "Pharmacy and Poisons Board"),
      f("membership", "certifications", "PSK"),
      f("education", "education", "B.Pharm", "University of Nairobi", "2009"),
      f("achievement", "experience", "28"),
      f("tool", "skills", "mSupply"),
      f("tool", "skills", "KHIS"),
      f("target", "profile", "Head of supply chain"),
    ],
    jobs: [{ title: "Chief Pharmacist", employer: "Nakuru County" }],
    mustNot: [],
  },
  {
    id: "b2-manual-architecture-graduate",
    letter: {
      company: "Triad Architects",
      position: "Architectural Assistant",
      vacancyRef: "TRIAD/AA/2026/02",
    },
    about: "architecture, graduate (manual form)",
    source: "manual",
    form: {
      firstName: "Wambui",
      lastName: "Karanja",
      email: "wambui.karanja.arch@gmail.com",
      phone: "0111 620 378",
      currentRole: "Graduate Architect",
      experience: "1",
      industry: "Architecture and construction",
      company: "",
      careerGoal:
        "Architectural assistant in a Nairobi practice. B.Arch, JKUAT, 2025. Registered as a graduate architect with BORAQS. Works in Revit, ArchiCAD and SketchUp. Final-year project: a 120-bed students' hostel in Juja.",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Wambui", "Karanja"),
      f("contact", "header", "wambui.karanja.arch@gmail.com"),
      f("contact", "header", "0111 620 378"),
      f("role", "profile", "Graduate Architect"),
      f("years", "profile", "1"),
      f("industry", "profile", "Architecture"),
      f("education", "education", "B.Arch", "JKUAT", "2025"),
      f("membership", "certifications", "BORAQS"),
      f("tool", "skills", "Revit"),
      f("tool", "skills", "ArchiCAD"),
      f("tool", "skills", "SketchUp"),
      f("achievement", "education", "120-bed"),
      f("target", "profile", "Architectural assistant"),
    ],
    mustNot: [],
  },
  {
    id: "b2-upload-social-worker",
    letter: {
      company: "Save the Children Kenya",
      position: "Child Protection Officer",
      vacancyRef: "SCI-KE-CP-2026-47",
    },
    about: "social work, mid-career (uploaded CV)",
    source: "upload",
    fileName: "Kahindi_Charo_CV_2026.txt",
    text: `KAHINDI CHARO MWAMBIRE
Kilifi Town, Kilifi County | +254 718 402 771 | kahindi.charo@gmail.com

PERSONAL STATEMENT
A hardworking and result oriented person who works well under pressure.

EMPLOYMENT HISTORY
Social Worker, Plan International Kenya (Kilifi Programme Unit)
August 2019 - present
* Case management for children at risk in Ganze and Magarini sub-counties
* Enrolled 1,200 households in the Inua Jamii cash transfer programme
* Run a team of 8 community health promoters
* Collect household data in KoboToolbox

Children's Officer (volunteer), Department of Children's Services, Malindi
2018 - 2019

EDUCATION
BA Social Work, Pwani University, 2018
KCSE, Ribe Boys High School, 2013

MEMBERSHIP
Kenya National Association of Social Workers (KNASW)

LANGUAGES
English, Kiswahili, Kigiriama

REFEREES
Available on request
`,
    facts: [
      f("name", "header", "Kahindi", "Charo"),
      f("contact", "header", "0718 402 771"),
      f("contact", "header", "kahindi.charo@gmail.com"),
      f("role", "experience", "Social Worker"),
      f("employer", "experience", "Plan International"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "1,200 households"),
      f("achievement", "experience", "Inua Jamii"),
      f("team", "experience", "8"),
      f("tool", "skills", "KoboToolbox"),
      f("employer", "experience", "Department of Children's Services"),
      f("education", "education", "Social Work", "Pwani University", "2018"),
      f("membership", "certifications", "KNASW"),
      f("language", "skills", "Kigiriama"),
    ],
    jobs: [
      { title: "Social Worker", employer: "Plan International" },
      { title: "Children's Officer", employer: "Department of Children's Services" },
    ],
    mustNot: ["hardworking and result oriented", "works well under pressure"],
  },
  {
    id: "b2-upload-logistics-manager",
    letter: {
      company: "Bollore Transport & Logistics Kenya",
      position: "Head of Road Freight",
      vacancyRef: "BTL/RF/2026/011",
    },
    about: "logistics, senior (uploaded CV)",
    source: "upload",
    fileName: "Njoroge Kamotho - Logistics Manager.txt",
    text: `Njoroge Kamotho
Transport and Logistics Manager
Athi River, Machakos County
Mobile: 0724 318 660 | Email: njoroge.kamotho@siginon.co.ke

SUMMARY
Logistics manager with 16 years in road freight and warehousing across the Northern Corridor.

EXPERIENCE
Siginon Group - Transport Manager (2018 - present)
- Manage a fleet of 85 trucks between Mombasa, Nairobi, Kampala and Kigali
- Brought fuel cost per kilometre down by 18% with telematics on every truck
- Lead 12 supervisors and 140 drivers
- Clear transit cargo through the KRA iCMS and the Single Customs Territory

Transami Kenya - Operations Supervisor (2009 - 2018)
- Ran the Embakasi container freight station night shift

EDUCATION
MBA, Strathmore Business School, 2015
BCom (Logistics), Moi University, 2008

PROFESSIONAL
CIPS Level 6 Diploma, 2017
Member, Kenya Institute of Supplies Management (KISM)
Systems: SAP MM, Wialon telematics
`,
    facts: [
      f("name", "header", "Njoroge", "Kamotho"),
      f("contact", "header", "0724 318 660"),
      f("contact", "header", "njoroge.kamotho@siginon.co.ke"),
      f("role", "experience", "Transport Manager"),
      f("employer", "experience", "Siginon"),
      f("years", "experience", "2018"),
      f("years", "profile", "16"),
      f("industry", "profile", "road freight"),
      f("achievement", "experience", "85 trucks"),
      f("achievement", "experience", "18%"),
      f("team", "experience", "12 supervisors"),
      f("tool", "skills", "iCMS"),
      f("role", "experience", "Operations Supervisor"),
      f("employer", "experience", "Transami"),
      f("years", "experience", "2009"),
      f("education", "education", "MBA", "Strathmore", "2015"),
      f("education", "education", "Logistics", "Moi University", "2008"),
      f("certification", "certifications", "CIPS"),
      f("membership", "certifications", "KISM"),
      f("tool", "skills", "SAP MM"),
    ],
    jobs: [
      { title: "Transport Manager", employer: "Siginon" },
      { title: "Operations Supervisor", employer: "Transami" },
    ],
    mustNot: [],
  },
  {
    id: "b2-upload-school-leaver",
    letter: {
      company: "Safaricom PLC",
      position: "Customer Experience Associate",
      vacancyRef: "SAF/CX/2026/301",
    },
    about: "customer service, school leaver (uploaded CV)",
    source: "upload",
    fileName: "my cv - Nekesa.txt",
    text: `CV

Names: Faith Nekesa Wanyonyi
Tel: 07 45 90 12 83
Email: nekesafaith2006@gmail.com
Home: Lurambi, Kakamega

Education
KCSE 2024, Kakamega Girls High School, mean grade B-
KCPE 2020, Lurambi Primary School

Trainings
Ajira Digital Programme, digital work and online marketing, 2025
Computer packages certificate, Kakamega Youth Polytechnic, 2025

Work
M-Pesa attendant at a shop in Kakamega town, February 2025 to now
- serve about 80 customers a day
- balance the float every evening

Hobbies
Netball, reading

Languages: English, Kiswahili, Luhya

Career goal: to work in customer care at Safaricom or a bank.
`,
    facts: [
      f("name", "header", "Faith", "Wanyonyi"),
      f("contact", "header", "07 45 90 12 83"),
      f("contact", "header", "nekesafaith2006@gmail.com"),
      f("education", "education", "KCSE", "Kakamega Girls High School", "2024"),
      f("certification", "certifications", "Ajira Digital"),
      f("certification", "certifications", "Kakamega Youth Polytechnic"),
      f("role", "experience", "M-Pesa attendant"),
      f("years", "experience", "2025"),
      f("achievement", "experience", "80 customers"),
      f("language", "skills", "Luhya"),
      f("target", "profile", "customer care"),
    ],
    jobs: [{ title: "M-Pesa attendant", employer: "shop in Kakamega" }],
    mustNot: [],
  },
];
