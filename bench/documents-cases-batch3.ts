import type { DocumentCase, Fact, FactKind, Section } from "./documents-cases";

/**
 * Held-out batch 3 for `npm run bench:documents`, written on 2026-11-24 apart from the code
 * (nothing under server/ was read) and not run before it was committed: new clients, professions
 * and career stages (a nurse coming home from the UK, a laboratory technologist, a teacher moving
 * into HR, a finance director, a civil engineering graduate, a solar technician, a county director
 * of health, a digital marketing assistant, a water engineer, an accountant coming home from
 * Dubai, a welder, an HR business partner, an IT graduate), told through the site's chat, the
 * manual CV form and uploaded CV text, with Kenyan institutions, regulators, certifications and
 * public systems. Same conventions as batches 1 and 2: a fact is the key string(s) that must all
 * appear in the CV's text; `mustNot` holds the client's hedges and chat words that a CV must never
 * carry. Not to be tuned on: a fix is measured on a new batch.
 */

const f = (kind: FactKind, section: Section, ...keys: string[]): Fact => ({ kind, section, keys });

export const documentCasesBatch3: DocumentCase[] = [
  {
    id: "b3-chat-returnee-renal-nurse",
    letter: {
      company: "The Nairobi Hospital",
      position: "Renal Unit Nurse",
      vacancyRef: "TNH/NUR/2026/077",
    },
    about: "nursing, diaspora returnee (chat)",
    source: "chat",
    visitorTurns: [
      "Hello, I am moving back home to Kenya after five years in the UK and I need a CV for nursing jobs in Nairobi",
      "Beatrice Moraa Nyamweya",
      "My Kenyan line is 0712 883 405",
      "beatrice.nyamweya@outlook.com",
      "Since 2021 I have been a staff nurse at Leeds Teaching Hospitals NHS Trust in the renal unit. Before I left Kenya I was a nursing officer at Kisii Teaching and Referral Hospital from 2015 to 2020.",
      "BSc Nursing from the University of Eastern Africa, Baraton, 2014. I am registered with the Nursing and Midwifery Council in the UK and I have renewed my Nursing Council of Kenya licence.",
      "I look after 12 dialysis patients per shift and I trained 20 new international nurses on the unit. We use Cerner for patient records.",
      "I want a dialysis nurse role in a private hospital, like Nairobi Hospital or MP Shah, I guess. Languages English, Kiswahili, Ekegusii.",
    ],
    facts: [
      f("name", "header", "Beatrice", "Nyamweya"),
      f("contact", "header", "0712 883 405"),
      f("contact", "header", "beatrice.nyamweya@outlook.com"),
      f("role", "experience", "Staff Nurse"),
      f("employer", "experience", "Leeds Teaching Hospitals"),
      f("years", "experience", "2021"),
      f("industry", "profile", "renal"),
      f("role", "experience", "Nursing Officer"),
      f("employer", "experience", "Kisii Teaching and Referral Hospital"),
      f("years", "experience", "2015"),
      f("education", "education", "Nursing", "University of Eastern Africa", "2014"),
      f("membership", "certifications", "Nursing and Midwifery Council"),
      f("membership", "certifications", "Nursing Council of Kenya"),
      f("achievement", "experience", "12", "dialysis"),
      f("achievement", "experience", "20"),
      f("tool", "skills", "Cerner"),
      f("language", "skills", "Ekegusii"),
      f("target", "profile", "dialysis nurse"),
    ],
    jobs: [
      { title: "Staff Nurse", employer: "Leeds Teaching Hospitals" },
      { title: "Nursing Officer", employer: "Kisii Teaching and Referral Hospital" },
    ],
    mustNot: ["I guess"],
  },
  {
    id: "b3-chat-lab-technologist",
    letter: {
      company: "KEMRI Wellcome Trust Research Programme",
      position: "Senior Laboratory Technologist",
      vacancyRef: "KWTRP/LAB/2026/014",
    },
    about: "medical laboratory, technician, mid-career (chat)",
    source: "chat",
    visitorTurns: [
      "Hi there, niko na shida ya CV. I'm a lab tech",
      "Names: Kevin Otieno Ouma",
      "0723 556 109, kevin.ouma.lab@gmail.com",
      "I have worked at Lancet Kenya in Kisumu as a medical laboratory technologist since 2020. Before that I was in the lab at Jaramogi Oginga Odinga Teaching and Referral Hospital from 2017 to 2020.",
      "Diploma in Medical Laboratory Sciences from KMTC Kisumu, 2016. Registered with KMLTTB.",
      "I run the haematology and biochemistry bench, we do about 400 samples a day. I helped the lab get ISO 15189 accreditation from KENAS in 2023. I use Cobas analysers and the lab information system.",
      "Target: senior lab technologist or quality officer, sijui maybe in a research lab like KEMRI.",
    ],
    facts: [
      f("name", "header", "Kevin", "Ouma"),
      f("contact", "header", "0723 556 109"),
      f("contact", "header", "kevin.ouma.lab@gmail.com"),
      f("role", "experience", "Medical Laboratory Technologist"),
      f("employer", "experience", "Lancet"),
      f("years", "experience", "2020"),
      f("employer", "experience", "Jaramogi Oginga Odinga Teaching and Referral Hospital"),
      f("years", "experience", "2017"),
      f("education", "education", "Medical Laboratory Sciences", "KMTC", "2016"),
      f("membership", "certifications", "KMLTTB"),
      f("achievement", "experience", "400"),
      f("achievement", "experience", "ISO 15189"),
      f("achievement", "experience", "KENAS"),
      f("tool", "skills", "Cobas"),
      f("target", "profile", "quality officer"),
    ],
    jobs: [
      { title: "Medical Laboratory Technologist", employer: "Lancet" },
      { title: "Lab", employer: "Jaramogi Oginga Odinga Teaching and Referral Hospital" },
    ],
    mustNot: ["sijui", "maybe", "niko na shida"],
  },
  {
    id: "b3-chat-teacher-to-hr",
    letter: {
      company: "KCB Group",
      position: "Learning and Development Officer",
      vacancyRef: "KCB/HR/LD/2026/05",
    },
    about: "teaching to HR, career changer (chat)",
    source: "chat",
    visitorTurns: [
      "Hello, I'm a teacher but I want to move into HR, training and development. Can you help with the CV?",
      "My name is Winnie Jepchirchir Kosgei",
      "winnie.kosgei@gmail.com and 0708 241 557",
      "I have taught Business Studies and Geography at Moi Girls School Eldoret since 2016. Before that I taught at Kapsabet Girls High School from 2014 to 2016. I'm registered with the TSC.",
      "BEd Arts from Moi University, 2013. Last year I passed CHRP Part I with HRMPEB, and I'm a member of IHRM.",
      "I have been the teacher in charge of staff induction and I trained 35 new teachers on the CBC. I also organised career days for 600 students. I am good with Google Workspace and Canva.",
      "I want a training and development officer role in a bank or a big company, hopefully in Eldoret or Nairobi.",
    ],
    facts: [
      f("name", "header", "Winnie", "Kosgei"),
      f("contact", "header", "winnie.kosgei@gmail.com"),
      f("contact", "header", "0708 241 557"),
      f("role", "experience", "Teacher"),
      f("employer", "experience", "Moi Girls School"),
      f("years", "experience", "2016"),
      f("employer", "experience", "Kapsabet Girls"),
      f("years", "experience", "2014"),
      f("membership", "certifications", "TSC"),
      f("education", "education", "BEd", "Moi University", "2013"),
      f("certification", "certifications", "CHRP"),
      f("membership", "certifications", "IHRM"),
      f("achievement", "experience", "35"),
      f("achievement", "experience", "600"),
      f("tool", "skills", "Canva"),
      f("target", "profile", "training and development officer"),
    ],
    jobs: [
      { title: "Teach", employer: "Moi Girls School" },
      { title: "Teach", employer: "Kapsabet Girls" },
    ],
    mustNot: ["hopefully", "I'm a teacher but"],
  },
  {
    id: "b3-chat-finance-director",
    letter: {
      company: "Bidco Africa",
      position: "Chief Financial Officer",
      vacancyRef: "BIDCO/EXE/2026/02",
    },
    about: "finance, senior executive (chat)",
    source: "chat",
    visitorTurns: [
      "Good evening. I need an executive CV, I'm a finance director",
      "Samuel Kipkemboi Langat",
      "samuel.langat@gmail.com, +254 722 305 914",
      "I have been finance director at Kenya Tea Development Agency Holdings since 2018. Before that I was financial controller at Brookside Dairy from 2010 to 2018, and I started as an audit senior at Deloitte East Africa in 2005.",
      "I'm a CPA-K, member of ICPAK, and I have an MBA from the University of Nairobi, 2012, and a BCom in Accounting from Egerton University, 2004.",
      "I lead a finance team of 26. I led the move to SAP S/4HANA in 2022 and we cut the month-end close from 12 days to 5.",
      "Looking at CFO roles in manufacturing or agribusiness, kwa kweli anywhere in East Africa.",
    ],
    facts: [
      f("name", "header", "Samuel", "Langat"),
      f("contact", "header", "samuel.langat@gmail.com"),
      f("contact", "header", "0722 305 914"),
      f("role", "experience", "Finance Director"),
      f("employer", "experience", "Kenya Tea Development Agency"),
      f("years", "experience", "2018"),
      f("role", "experience", "Financial Controller"),
      f("employer", "experience", "Brookside"),
      f("years", "experience", "2010"),
      f("employer", "experience", "Deloitte"),
      f("years", "experience", "2005"),
      f("certification", "certifications", "CPA-K"),
      f("membership", "certifications", "ICPAK"),
      f("education", "education", "MBA", "University of Nairobi", "2012"),
      f("education", "education", "Accounting", "Egerton University", "2004"),
      f("team", "experience", "26"),
      f("tool", "skills", "S/4HANA"),
      f("achievement", "experience", "12", "5"),
      f("target", "profile", "CFO"),
    ],
    jobs: [
      { title: "Finance Director", employer: "Kenya Tea Development Agency" },
      { title: "Financial Controller", employer: "Brookside" },
      { title: "Audit Senior", employer: "Deloitte" },
    ],
    mustNot: ["kwa kweli"],
  },
  {
    id: "b3-chat-civil-engineering-graduate",
    letter: {
      company: "China Wu Yi Kenya",
      position: "Graduate Engineer",
      vacancyRef: "CWY/ENG/2026/31",
    },
    about: "civil engineering, graduate (chat)",
    source: "chat",
    visitorTurns: [
      "hey, I just graduated in civil engineering and need a CV for graduate engineer jobs",
      "Brian Mwenda Kirimi",
      "0797 115 642",
      "brian.kirimi.ce@gmail.com",
      "BSc Civil Engineering from Meru University of Science and Technology, 2025, second class upper. I am registered as a graduate engineer with EBK.",
      "I did my attachment at KeNHA in Meru in 2024 for 3 months on the Meru-Maua road, I did levelling surveys and checked concrete cube tests. I use AutoCAD Civil 3D and a bit of Python.",
      "Also I was the treasurer of the Civil Engineering Students Association. Nataka a graduate engineer job in roads or water, probably with a contractor.",
    ],
    facts: [
      f("name", "header", "Brian", "Kirimi"),
      f("contact", "header", "0797 115 642"),
      f("contact", "header", "brian.kirimi.ce@gmail.com"),
      f(
        "education",
        "education",
        "Civil Engineering",
        "Meru University of Science and Technology",
        "2025",
      ),
      f("education", "education", "Second Class Upper"),
      f("membership", "certifications", "EBK"),
      f("employer", "experience", "KeNHA"),
      f("years", "experience", "2024"),
      f("achievement", "experience", "concrete cube"),
      f("tool", "skills", "Civil 3D"),
      f("tool", "skills", "Python"),
      f("achievement", "experience", "Treasurer"),
      f("target", "profile", "graduate engineer"),
    ],
    jobs: [{ title: "Attach", employer: "KeNHA" }],
    mustNot: ["Nataka", "probably", "a bit of"],
  },
  {
    id: "b3-manual-solar-technician",
    letter: {
      company: "Renewvia Energy Kenya",
      position: "Mini-grid Installation Supervisor",
      vacancyRef: "RVE/OPS/2026/09",
    },
    about: "solar energy, technician (manual form)",
    source: "manual",
    form: {
      firstName: "Peter",
      lastName: "Ewoi Lokol",
      email: "peter.lokol.solar@gmail.com",
      phone: "0714 620 583",
      currentRole: "Solar PV Technician",
      experience: "5 years",
      industry: "Renewable energy",
      company: "SunCulture Kenya",
      careerGoal:
        "Installation supervisor for solar mini-grids in northern Kenya. Licensed by EPRA as a Class T2 solar PV technician. Certificate in Electrical Installation, Lodwar Youth Polytechnic, 2018. Installed solar water pumps for 140 farmers in Turkana and Baringo; leads a crew of 4. Speaks Ng'aturkana.",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Peter", "Lokol"),
      f("contact", "header", "peter.lokol.solar@gmail.com"),
      f("contact", "header", "0714 620 583"),
      f("role", "experience", "Solar PV Technician"),
      f("employer", "experience", "SunCulture"),
      f("years", "profile", "5"),
      f("industry", "profile", "Renewable energy"),
      f("certification", "certifications", "EPRA", "T2"),
      f("education", "education", "Electrical Installation", "Lodwar Youth Polytechnic", "2018"),
      f("achievement", "experience", "140"),
      f("team", "experience", "4"),
      f("language", "skills", "Ng'aturkana"),
      f("target", "profile", "Installation supervisor"),
    ],
    jobs: [{ title: "Solar PV Technician", employer: "SunCulture" }],
    mustNot: [],
  },
  {
    id: "b3-manual-county-director-health",
    letter: {
      company: "International Rescue Committee",
      position: "Health Coordinator",
      vacancyRef: "IRC-KE-HLT-2026-03",
    },
    about: "public health, senior (manual form)",
    source: "manual",
    form: {
      firstName: "Halima",
      lastName: "Abdi Mohamed",
      email: "halima.abdi.mohamed@gmail.com",
      phone: "0721 904 330",
      currentRole: "County Director of Health",
      experience: "18",
      industry: "Public health",
      company: "County Government of Isiolo",
      careerGoal:
        "Country health lead with an international NGO such as IRC or Amref, maybe based in Nairobi. Registered with KMPDC. MBChB, University of Nairobi, 2006; Master of Public Health, Moi University, 2012. Led the county's response to the 2023 cholera outbreak; raised skilled births from 41% to 67% in five years. Manages a health budget of KES 1.4 billion. Speaks Borana and Somali.",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Halima", "Mohamed"),
      f("contact", "header", "halima.abdi.mohamed@gmail.com"),
      f("contact", "header", "0721 904 330"),
      f("role", "experience", "County Director of Health"),
      f("employer", "experience", "Isiolo"),
      f("years", "profile", "18"),
      f("industry", "profile", "Public health"),
      f("membership", "certifications", "KMPDC"),
      f("education", "education", "MBChB", "University of Nairobi", "2006"),
      f("education", "education", "Public Health", "Moi University", "2012"),
      f("achievement", "experience", "cholera"),
      f("achievement", "experience", "41%", "67%"),
      f("achievement", "experience", "1.4 billion"),
      f("language", "skills", "Borana"),
      f("target", "profile", "Country health lead"),
    ],
    jobs: [{ title: "County Director of Health", employer: "Isiolo" }],
    mustNot: ["maybe"],
  },
  {
    id: "b3-manual-digital-marketing",
    letter: {
      company: "East African Breweries PLC",
      position: "Digital Marketing Executive",
      vacancyRef: "EABL/MKT/2026/118",
    },
    about: "marketing, early career (manual form)",
    source: "manual",
    form: {
      firstName: "Tracy",
      lastName: "Wanjiku Muriithi",
      email: "tracy.muriithi@gmail.com",
      phone: "0115 603 228",
      currentRole: "Digital Marketing Assistant",
      experience: "2 years",
      industry: "Marketing and advertising",
      company: "Scanad Kenya",
      careerGoal:
        "Digital marketing executive in FMCG. BCom (Marketing), Kenyatta University, 2023. Google Analytics and Meta Blueprint certified; member of the Marketing Society of Kenya. Grew a client's Instagram following from 8,000 to 45,000 in a year. Uses Canva, Meta Ads Manager and HubSpot.",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Tracy", "Muriithi"),
      f("contact", "header", "tracy.muriithi@gmail.com"),
      f("contact", "header", "0115 603 228"),
      f("role", "experience", "Digital Marketing Assistant"),
      f("employer", "experience", "Scanad"),
      f("years", "profile", "2"),
      f("industry", "profile", "Marketing"),
      f("education", "education", "Marketing", "Kenyatta University", "2023"),
      f("certification", "certifications", "Google Analytics"),
      f("certification", "certifications", "Meta Blueprint"),
      f("membership", "certifications", "Marketing Society of Kenya"),
      f("achievement", "experience", "8,000", "45,000"),
      f("tool", "skills", "HubSpot"),
      f("target", "profile", "Digital marketing executive"),
    ],
    jobs: [{ title: "Digital Marketing Assistant", employer: "Scanad" }],
    mustNot: [],
  },
  {
    id: "b3-manual-water-engineer",
    letter: {
      company: "World Vision Kenya",
      position: "WASH Project Engineer",
      vacancyRef: "WVK/WASH/2026/21",
    },
    about: "water engineering, mid-career (manual form)",
    source: "manual",
    form: {
      firstName: "Mutiso",
      lastName: "Musyoka Kilonzo",
      email: "mutiso.kilonzo@yahoo.com",
      phone: "+254 733 418 062",
      currentRole: "Water Engineer",
      experience: "9",
      industry: "Water and sanitation",
      company: "Tanathi Water Works Development Agency",
      careerGoal:
        "Project engineer on WASH programmes with an NGO or a donor. BSc Civil Engineering, JKUAT, 2015. Registered with EBK as a professional engineer; corporate member of IEK. Designed 14 rural water supplies in Kitui and Makueni serving 60,000 people. Uses EPANET and AutoCAD.",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Mutiso", "Kilonzo"),
      f("contact", "header", "mutiso.kilonzo@yahoo.com"),
      f("contact", "header", "0733 418 062"),
      f("role", "experience", "Water Engineer"),
      f("employer", "experience", "Tanathi"),
      f("years", "profile", "9"),
      f("industry", "profile", "Water and sanitation"),
      f("education", "education", "Civil Engineering", "JKUAT", "2015"),
      f("membership", "certifications", "EBK"),
      f("membership", "certifications", "IEK"),
      f("achievement", "experience", "14"),
      f("achievement", "experience", "60,000"),
      f("tool", "skills", "EPANET"),
      f("target", "profile", "Project engineer"),
    ],
    jobs: [{ title: "Water Engineer", employer: "Tanathi" }],
    mustNot: [],
  },
  {
    id: "b3-upload-returnee-accountant",
    letter: {
      company: "Stanbic Bank Kenya",
      position: "Head of Financial Reporting",
      vacancyRef: "SBK/FIN/2026/040",
    },
    about: "accounting, diaspora returnee (uploaded CV)",
    source: "upload",
    fileName: "Josephine Ochieng CV - Dubai.txt",
    text: `CURRICULUM VITAE

JOSEPHINE AKINYI OCHIENG
Dubai, UAE (relocating to Nairobi, January 2027)
Kenya mobile: 0711 402 918
Email: jakinyi.ochieng@gmail.com

PROFILE
Chartered accountant with 11 years in audit and group reporting in Kenya and the UAE.

WORK EXPERIENCE
Group Reporting Manager, Al-Futtaim Group, Dubai
March 2019 - present
- Consolidate the accounts of 32 subsidiaries under IFRS
- Cut the group's reporting cycle from 10 to 6 working days
- Lead a team of 7 accountants
- Systems: Oracle Hyperion, SAP

Audit Senior, PwC Kenya, Nairobi
2013 - 2019
- Audited banks and insurers regulated by the CBK and the IRA

EDUCATION
BCom (Accounting), Strathmore University, 2012
CPA (K), KASNEB, 2013
ACCA, 2016

MEMBERSHIPS
ICPAK (member since 2014); ACCA

LANGUAGES
English, Kiswahili, Dholuo, basic Arabic
`,
    facts: [
      f("name", "header", "Josephine", "Ochieng"),
      f("contact", "header", "0711 402 918"),
      f("contact", "header", "jakinyi.ochieng@gmail.com"),
      f("role", "experience", "Group Reporting Manager"),
      f("employer", "experience", "Al-Futtaim"),
      f("years", "experience", "2019"),
      f("years", "profile", "11"),
      f("industry", "profile", "group reporting"),
      f("achievement", "experience", "32"),
      f("achievement", "experience", "10", "6"),
      f("team", "experience", "7"),
      f("tool", "skills", "Hyperion"),
      f("role", "experience", "Audit Senior"),
      f("employer", "experience", "PwC"),
      f("years", "experience", "2013"),
      f("education", "education", "Accounting", "Strathmore University", "2012"),
      f("certification", "certifications", "CPA"),
      f("certification", "certifications", "ACCA"),
      f("membership", "certifications", "ICPAK"),
      f("language", "skills", "Dholuo"),
      f("language", "skills", "Arabic"),
    ],
    jobs: [
      { title: "Group Reporting Manager", employer: "Al-Futtaim" },
      { title: "Audit Senior", employer: "PwC" },
    ],
    mustNot: [],
  },
  {
    id: "b3-upload-welder",
    letter: {
      company: "Mabati Rolling Mills",
      position: "Welding Supervisor",
      vacancyRef: "MRM/PRD/2026/12",
    },
    about: "welding and fabrication, skilled technician (uploaded CV)",
    source: "upload",
    fileName: "CV David Ndungu welder.txt",
    text: `CV - DAVID KARIUKI NDUNGU

Tel 0746 210 388
Email davidndungu.welder@gmail.com
Location Ruiru, Kiambu County

CAREER OBJECTIVE
Am looking for a job as a welding supervisor in a manufacturing or construction company.

EXPERIENCE
Welder/Fabricator - Devki Steel Mills, Ruiru, 2019 to date
 * fabricate steel structures and roof trusses
 * supervise 5 welders on the night shift
 * no accident in my section for 3 years
Welder - jua kali workshop, Gikomba, 2014 - 2019
 * made gates, windows and school desks

EDUCATION AND TRAINING
Certificate in Welding and Fabrication, Thika Technical Training Institute, 2013
NITA Grade II Trade Test, 2015
First aid certificate, St John Ambulance Kenya, 2022
KCSE, Gachororo High School, 2012

SKILLS
MIG, TIG and arc welding; reading drawings; cutting and bending

LANGUAGES
English, Kiswahili, Kikuyu
`,
    facts: [
      f("name", "header", "David", "Ndungu"),
      f("contact", "header", "0746 210 388"),
      f("contact", "header", "davidndungu.welder@gmail.com"),
      f("role", "experience", "Welder"),
      f("employer", "experience", "Devki Steel Mills"),
      f("years", "experience", "2019"),
      f("team", "experience", "5"),
      f("achievement", "experience", "3 years"),
      f("employer", "experience", "Gikomba"),
      f("years", "experience", "2014"),
      f(
        "education",
        "education",
        "Welding and Fabrication",
        "Thika Technical Training Institute",
        "2013",
      ),
      f("certification", "certifications", "NITA", "Grade II"),
      f("certification", "certifications", "St John Ambulance"),
      f("tool", "skills", "TIG"),
      f("language", "skills", "Kikuyu"),
      f("target", "profile", "welding supervisor"),
    ],
    jobs: [
      { title: "Welder", employer: "Devki Steel Mills" },
      { title: "Welder", employer: "Gikomba" },
    ],
    mustNot: ["Am looking"],
  },
  {
    id: "b3-upload-hr-business-partner",
    letter: {
      company: "Safaricom PLC",
      position: "Senior HR Business Partner",
      vacancyRef: "SAF/HR/2026/219",
    },
    about: "human resources, mid-career (uploaded CV)",
    source: "upload",
    fileName: "Mercy_Gichuru_HR_CV.txt",
    text: `Mercy Nduta Gichuru
HR Business Partner
Nairobi | 0720 118 446 | mercy.gichuru@yahoo.com

About me
I am a hardworking HR professional with 8 years of experience. I am a team player.

Experience
2021 - Present: HR Business Partner, Bidco Africa, Thika
Partner to the factory management on 900 staff
Reduced staff turnover from 18% to 11% in two years
Run payroll on Sage 300 People and handle NSSF, SHIF and PAYE statutory returns

2017 - 2021: HR Officer, Kenya Red Cross Society, Nairobi
Recruited over 300 staff and volunteers for the drought response

Education
Master of Human Resource Management, JKUAT, 2020
BA Sociology, Kenyatta University, 2016

Professional
CHRP-K, HRMPEB, 2018
Full member, IHRM
`,
    facts: [
      f("name", "header", "Mercy", "Gichuru"),
      f("contact", "header", "0720 118 446"),
      f("contact", "header", "mercy.gichuru@yahoo.com"),
      f("role", "experience", "HR Business Partner"),
      f("employer", "experience", "Bidco"),
      f("years", "experience", "2021"),
      f("years", "profile", "8"),
      f("achievement", "experience", "900"),
      f("achievement", "experience", "18%", "11%"),
      f("tool", "skills", "Sage 300"),
      f("role", "experience", "HR Officer"),
      f("employer", "experience", "Kenya Red Cross"),
      f("years", "experience", "2017"),
      f("achievement", "experience", "300 staff"),
      f("education", "education", "Human Resource Management", "JKUAT", "2020"),
      f("education", "education", "Sociology", "Kenyatta University", "2016"),
      f("certification", "certifications", "CHRP-K"),
      f("membership", "certifications", "IHRM"),
    ],
    jobs: [
      { title: "HR Business Partner", employer: "Bidco" },
      { title: "HR Officer", employer: "Kenya Red Cross" },
    ],
    mustNot: ["hardworking", "team player"],
  },
  {
    id: "b3-upload-it-graduate",
    letter: {
      company: "Kenya Ports Authority",
      position: "ICT Support Officer",
      vacancyRef: "KPA/ICT/2026/66",
    },
    about: "information technology, graduate (uploaded CV)",
    source: "upload",
    fileName: "resume salim omar.txt",
    text: `RESUME

Name: Salim Rashid Omar
Phone: 0702 338 915
E-mail: salim.omar.tech@gmail.com
Address: P.O. Box 90420, Mombasa

Education
2021-2025 Bachelor of Science in Computer Science, Pwani University, Second Class (Lower Division)
2017-2020 KCSE, Khamis High School, Mombasa, B

Attachment
Kenya Ports Authority ICT department, May 2024 - August 2024
 - helpdesk support, about 30 tickets a day
 - imaging and setting up 60 laptops
 - network cabling in the new Kipevu office

Certifications
CCNA (Cisco), 2025
CompTIA A+, 2024

Skills: Windows Server, Active Directory, Linux, Python basics
Languages: English, Kiswahili, Arabic

Objective: IT support officer at a bank, port or logistics company in Mombasa.
`,
    facts: [
      f("name", "header", "Salim", "Omar"),
      f("contact", "header", "0702 338 915"),
      f("contact", "header", "salim.omar.tech@gmail.com"),
      f("education", "education", "Computer Science", "Pwani University", "2025"),
      f("employer", "experience", "Kenya Ports Authority"),
      f("years", "experience", "2024"),
      f("achievement", "experience", "30"),
      f("achievement", "experience", "60"),
      f("certification", "certifications", "CCNA"),
      f("certification", "certifications", "CompTIA"),
      f("tool", "skills", "Active Directory"),
      f("language", "skills", "Arabic"),
      f("target", "profile", "IT support officer"),
    ],
    jobs: [{ title: "Attach", employer: "Kenya Ports Authority" }],
    mustNot: [],
  },
];
