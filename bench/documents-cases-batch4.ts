import type { DocumentCase, Fact, FactKind, Section } from "./documents-cases";

/**
 * Held-out batch 4 for `npm run bench:documents`, written by the docswriter helper on 2026-11-25
 * apart from the code (nothing under server/ was read, nor how the bench scores a case) and not
 * run before it was committed: new clients, professions and career stages (a clinical officer, a
 * KCSE school leaver seeking an attachment, a bank relationship manager with three employers, a
 * hotel chef, a truck driver who became a fleet manager, a caregiver coming home from Saudi
 * Arabia, a county procurement officer, a secondary teacher with two TSC schools, a police
 * sergeant moving to private security, a tea-factory agronomist, a software developer with
 * freelance work, a pharmacist, a journalist, an NGO M&E officer, a cabin crew member moving to
 * customer experience), told through the site's chat, the manual CV form and uploaded CV text,
 * with Kenyan institutions, regulators, certifications and public systems. Same conventions as
 * batches 1 to 3: a fact is the key string(s) that must all appear in the CV's text; `mustNot`
 * holds the client's hedges, chat words and life events that a CV must never carry; `jobs` lists
 * every job of the client, most recent first (two of the chats tell two jobs in one sentence).
 * Not to be tuned on: a fix is measured on a new batch.
 */

const f = (kind: FactKind, section: Section, ...keys: string[]): Fact => ({ kind, section, keys });

export const documentCasesBatch4: DocumentCase[] = [
  {
    id: "b4-chat-clinical-officer",
    letter: {
      company: "Amref Health Africa",
      position: "Clinical Officer, HIV Care",
      vacancyRef: "AMREF/KE/CO/2026/18",
    },
    about: "clinical medicine, mid-career (chat)",
    source: "chat",
    visitorTurns: [
      "Hi, nataka CV mpya. I'm a clinical officer",
      "Faith Mwikali Musau",
      "0724 617 382",
      "faith.musau.co@gmail.com",
      "I have been a clinical officer at Machakos Level 5 Hospital since 2019 and before that I was a clinical officer at Kangundo Level 4 Hospital from 2016 to 2019.",
      "After my maternity leave in 2022 they moved me to the comprehensive care clinic, so now I mostly do HIV care. I see about 60 patients a day and I started a teen clinic that brought viral suppression among adolescents from 68% to 89%.",
      "Diploma in Clinical Medicine and Surgery, KMTC Machakos, 2015. Registered with the Clinical Officers Council and a member of KCOA. I also did the NASCOP HIV care training.",
      "We use KenyaEMR and I report to DHIS2 every month. I supervise 4 HIV testing counsellors.",
      "Target ni clinical officer in an NGO doing HIV programmes, sijui Amref or CHAI. Languages English, Kiswahili, Kikamba.",
    ],
    facts: [
      f("name", "header", "Faith", "Musau"),
      f("contact", "header", "0724 617 382"),
      f("contact", "header", "faith.musau.co@gmail.com"),
      f("role", "experience", "Clinical Officer"),
      f("employer", "experience", "Machakos Level 5 Hospital"),
      f("years", "experience", "2019"),
      f("employer", "experience", "Kangundo Level 4 Hospital"),
      f("years", "experience", "2016"),
      f("industry", "profile", "HIV"),
      f("achievement", "experience", "60 patients"),
      f("achievement", "experience", "68%", "89%"),
      f("education", "education", "Clinical Medicine and Surgery", "KMTC", "2015"),
      f("membership", "certifications", "Clinical Officers Council"),
      f("membership", "certifications", "KCOA"),
      f("certification", "certifications", "NASCOP"),
      f("tool", "skills", "KenyaEMR"),
      f("tool", "skills", "DHIS2"),
      f("team", "experience", "4"),
      f("language", "skills", "Kikamba"),
      f("target", "profile", "clinical officer"),
    ],
    mustNot: ["sijui", "nataka", "maternity", "Target ni"],
    jobs: [
      { title: "Clinical Officer", employer: "Machakos Level 5" },
      { title: "Clinical Officer", employer: "Kangundo Level 4" },
    ],
  },
  {
    id: "b4-chat-kcse-school-leaver",
    letter: {
      company: "Nyeri County Government",
      position: "Office Attachment (ICT Department)",
      vacancyRef: "NCG/ATT/2026/09",
    },
    about: "school leaver seeking an attachment, first job (chat)",
    source: "chat",
    visitorTurns: [
      "hi, I finished form four and I need a CV for an attachment before I join campus",
      "Naitwa Cynthia Wairimu Gachanja",
      "0113 482 207",
      "cynthia.wairimu07@gmail.com",
      "I did KCSE in 2025 at Bishop Gatimu Ngandu Girls High School and I got a B plus. I have been placed by KUCCPS at Dedan Kimathi University for BSc Information Technology starting September.",
      "Since December 2023 I work as an M-Pesa attendant at Wambui Agencies in Nyeri town during the holidays. I handle about 80 transactions a day and I balance the float every evening.",
      "In January I did a Certificate in Computer Packages at Nyeri National Polytechnic, so I know Microsoft Word, Excel and PowerPoint. In school I was the secretary of the Computer Club.",
      "I want an attachment in the ICT office of the county or a bank, I guess anything kwanza. I speak English, Kiswahili and Kikuyu.",
    ],
    facts: [
      f("name", "header", "Cynthia", "Gachanja"),
      f("contact", "header", "0113 482 207"),
      f("contact", "header", "cynthia.wairimu07@gmail.com"),
      f("education", "education", "KCSE", "Bishop Gatimu Ngandu Girls High School", "2025"),
      f("education", "education", "B plus"),
      f("education", "education", "Information Technology", "Dedan Kimathi University"),
      f("role", "experience", "M-Pesa attendant"),
      f("employer", "experience", "Wambui Agencies"),
      f("years", "experience", "2023"),
      f("achievement", "experience", "80 transactions"),
      f("achievement", "experience", "float"),
      f("certification", "certifications", "Computer Packages", "Nyeri National Polytechnic"),
      f("tool", "skills", "Excel"),
      f("achievement", "experience", "Computer Club"),
      f("language", "skills", "Kikuyu"),
      f("target", "profile", "attachment"),
    ],
    mustNot: ["I guess", "kwanza", "Naitwa", "form four"],
    jobs: [{ title: "M-Pesa attendant", employer: "Wambui Agencies" }],
  },
  {
    id: "b4-chat-bank-relationship-manager",
    letter: {
      company: "NCBA Bank Kenya",
      position: "Senior Relationship Manager, Business Banking",
      vacancyRef: "NCBA/BB/2026/052",
    },
    about: "banking, mid-career with three employers (chat)",
    source: "chat",
    visitorTurns: [
      "Good afternoon, I'm a banker and my CV is very old. Can you redo it?",
      "I'm Dennis Otieno Achola, 0720 334 518, dennis.achola@gmail.com",
      "Currently I am a Relationship Manager, SME Banking at Equity Bank, Kisumu branch, since 2020.",
      "I started as a sales executive at Family Bank from 2013 to 2016 and then I was a credit officer at Co-operative Bank from 2016 to 2020.",
      "I manage a portfolio of 140 SME clients and I grew the loan book from KES 400 million to KES 1.1 billion in three years, with non-performing loans below 3%. We use Finacle and I run CRB checks on Metropol.",
      "BCom Finance from Maseno University, 2012. I'm an AKIB, Kenya Institute of Bankers, and I did the AML/CFT certificate with the Kenya School of Monetary Studies in 2023.",
      "So around 12 years in banking. I want a senior relationship manager job in business banking, maybe in Nairobi. Languages: English, Kiswahili, Dholuo.",
    ],
    facts: [
      f("name", "header", "Dennis", "Achola"),
      f("contact", "header", "0720 334 518"),
      f("contact", "header", "dennis.achola@gmail.com"),
      f("role", "experience", "Relationship Manager"),
      f("employer", "experience", "Equity Bank"),
      f("years", "experience", "2020"),
      f("role", "experience", "Sales Executive"),
      f("employer", "experience", "Family Bank"),
      f("years", "experience", "2013"),
      f("role", "experience", "Credit Officer"),
      f("employer", "experience", "Co-operative Bank"),
      f("years", "experience", "2016"),
      f("years", "profile", "12"),
      f("industry", "profile", "banking"),
      f("achievement", "experience", "140"),
      f("achievement", "experience", "400 million", "1.1 billion"),
      f("achievement", "experience", "3%"),
      f("tool", "skills", "Finacle"),
      f("tool", "skills", "Metropol"),
      f("education", "education", "Finance", "Maseno University", "2012"),
      f("certification", "certifications", "AKIB"),
      f("certification", "certifications", "AML", "Kenya School of Monetary Studies"),
      f("language", "skills", "Dholuo"),
      f("target", "profile", "senior relationship manager"),
    ],
    mustNot: ["maybe", "So around", "very old"],
    jobs: [
      { title: "Relationship Manager", employer: "Equity Bank" },
      { title: "Credit Officer", employer: "Co-operative Bank" },
      { title: "Sales Executive", employer: "Family Bank" },
    ],
  },
  {
    id: "b4-chat-hotel-chef",
    letter: {
      company: "Fairmont Mount Kenya Safari Club",
      position: "Executive Sous Chef",
      vacancyRef: "FMK/FB/2026/11",
    },
    about: "hospitality, kitchen, mid-career (chat)",
    source: "chat",
    visitorTurns: [
      "Sasa, mimi ni chef. I need a CV for a better kitchen job",
      "Hassan Juma Mwinyi",
      "hassanmwinyi.chef@gmail.com",
      "+254 745 209 611",
      "I'm the sous chef at Hemingways Watamu since 2020. Before I was a commis chef at PrideInn Paradise Beach Resort in Shanzu, 2015 to 2020.",
      "I run a kitchen brigade of 12 cooks and we do around 250 covers a night in high season. I redid the menu costing and cut food cost from 38% to 31%. Pia I brought in a Swahili seafood tasting menu.",
      "Diploma in Food and Beverage Production from Boma International Hospitality College, 2014. HACCP Level 3 certified and I have the food handler's certificate from the county.",
      "I use Marketman for stock and ordering. I want executive sous chef or head chef in a safari lodge or a big hotel, kama inawezekana in Nanyuki or the Mara.",
    ],
    facts: [
      f("name", "header", "Hassan", "Mwinyi"),
      f("contact", "header", "hassanmwinyi.chef@gmail.com"),
      f("contact", "header", "0745 209 611"),
      f("role", "experience", "Sous Chef"),
      f("employer", "experience", "Hemingways"),
      f("years", "experience", "2020"),
      f("role", "experience", "Commis Chef"),
      f("employer", "experience", "PrideInn Paradise"),
      f("years", "experience", "2015"),
      f("team", "experience", "12"),
      f("achievement", "experience", "250 covers"),
      f("achievement", "experience", "38%", "31%"),
      f("achievement", "experience", "tasting menu"),
      f("education", "education", "Food and Beverage Production", "Boma International", "2014"),
      f("certification", "certifications", "HACCP"),
      f("certification", "certifications", "food handler"),
      f("tool", "skills", "Marketman"),
      f("target", "profile", "executive sous chef"),
    ],
    mustNot: ["kama inawezekana", "mimi ni chef", "Pia I"],
    jobs: [
      { title: "Sous Chef", employer: "Hemingways" },
      { title: "Commis Chef", employer: "PrideInn" },
    ],
  },
  {
    id: "b4-chat-driver-to-fleet-manager",
    letter: {
      company: "Bolloré Transport & Logistics Kenya",
      position: "Fleet Operations Manager",
      vacancyRef: "BTL/KE/FLT/2026/07",
    },
    about: "logistics, driver turned fleet manager, three employers (chat)",
    source: "chat",
    visitorTurns: [
      "Niaje, nilikuwa dere wa trela but now I manage a fleet. Need a proper CV",
      "My name is Joseph Kamau Njoroge",
      "0722 905 144 and jkamau.fleet@yahoo.com",
      "I'm the fleet manager at Siginon Group in Mombasa since 2021, before that I was a transport supervisor at Multiple Hauliers from 2016 to 2021.",
      "I started as a long distance truck driver with Mitchell Cotts from 2008 to 2016, Mombasa to Kampala and Kigali. When my first born joined school I stopped the long trips.",
      "Now I manage 48 trucks and 60 drivers. I put GPS tracking on Wialon and fuel cost went down by 12%, and we have had zero fatal accidents since 2021.",
      "Diploma in Logistics and Transport Management from Kenya Institute of Management, 2018. I hold an NTSA class CE licence and a defensive driving certificate from AA Kenya.",
      "I guess I want a fleet or transport manager job with a big logistics company. I speak English, Kiswahili and Kikuyu.",
    ],
    facts: [
      f("name", "header", "Joseph", "Njoroge"),
      f("contact", "header", "0722 905 144"),
      f("contact", "header", "jkamau.fleet@yahoo.com"),
      f("role", "experience", "Fleet Manager"),
      f("employer", "experience", "Siginon"),
      f("years", "experience", "2021"),
      f("role", "experience", "Transport Supervisor"),
      f("employer", "experience", "Multiple Hauliers"),
      f("years", "experience", "2016"),
      f("role", "experience", "Truck Driver"),
      f("employer", "experience", "Mitchell Cotts"),
      f("years", "experience", "2008"),
      f("achievement", "experience", "48 trucks"),
      f("team", "experience", "60"),
      f("tool", "skills", "Wialon"),
      f("achievement", "experience", "12%"),
      f("achievement", "experience", "zero fatal"),
      f(
        "education",
        "education",
        "Logistics and Transport Management",
        "Kenya Institute of Management",
        "2018",
      ),
      f("certification", "certifications", "NTSA", "CE"),
      f("certification", "certifications", "AA Kenya"),
      f("language", "skills", "Kikuyu"),
      f("target", "profile", "transport manager"),
    ],
    mustNot: ["I guess", "Niaje", "dere wa trela", "first born"],
    jobs: [
      { title: "Fleet Manager", employer: "Siginon" },
      { title: "Transport Supervisor", employer: "Multiple Hauliers" },
      { title: "Truck Driver", employer: "Mitchell Cotts" },
    ],
  },
  {
    id: "b4-chat-returnee-saudi-caregiver",
    letter: {
      company: "Sarova Imperial Hotel, Kisumu",
      position: "Housekeeping Supervisor",
      vacancyRef: "SIH/HK/2026/04",
    },
    about: "housekeeping and care, Gulf returnee (chat)",
    source: "chat",
    visitorTurns: [
      "Habari yenu. Nimerudi from Saudi last year and I want a job here, can you help with CV",
      "Everlyne Akinyi Wafula",
      "0791 226 485",
      "evewafula88@gmail.com",
      "I worked as a caregiver for the Al Harbi family in Jeddah from 2021 to 2024. I looked after an elderly man with diabetes, his insulin and meals, and I ran the house for a family of 7.",
      "I came back when the contract ended and my mum was sick. Before Saudi I was a room attendant at Acacia Premier Hotel in Kisumu from 2017 to 2020, I cleaned 14 rooms a shift and I was employee of the month two times.",
      "Certificate in Housekeeping and Laundry Operations from Kisumu National Polytechnic, 2016. Before travelling I did the NITA pre-departure training in 2020. I also have a first aid certificate from Kenya Red Cross.",
      "I speak English, Kiswahili, Luhya and Arabic. Maybe a housekeeping supervisor in a hotel in Kisumu, or a caregiver job.",
    ],
    facts: [
      f("name", "header", "Everlyne", "Wafula"),
      f("contact", "header", "0791 226 485"),
      f("contact", "header", "evewafula88@gmail.com"),
      f("role", "experience", "Caregiver"),
      f("employer", "experience", "Al Harbi"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "diabetes"),
      f("achievement", "experience", "7"),
      f("role", "experience", "Room Attendant"),
      f("employer", "experience", "Acacia Premier Hotel"),
      f("years", "experience", "2017"),
      f("achievement", "experience", "14 rooms"),
      f("achievement", "experience", "employee of the month"),
      f(
        "education",
        "education",
        "Housekeeping and Laundry Operations",
        "Kisumu National Polytechnic",
        "2016",
      ),
      f("certification", "certifications", "NITA"),
      f("certification", "certifications", "Kenya Red Cross"),
      f("language", "skills", "Arabic"),
      f("language", "skills", "Luhya"),
      f("target", "profile", "housekeeping supervisor"),
    ],
    mustNot: ["Maybe", "Nimerudi", "my mum", "Habari yenu"],
    jobs: [
      { title: "Caregiver", employer: "Al Harbi" },
      { title: "Room Attendant", employer: "Acacia Premier" },
    ],
  },
  {
    id: "b4-manual-county-procurement",
    letter: {
      company: "Kenya Rural Roads Authority",
      position: "Senior Supply Chain Management Officer",
      vacancyRef: "KeRRA/SCM/2026/15",
    },
    about: "public procurement, mid-career (manual form)",
    source: "manual",
    form: {
      firstName: "Lucy",
      lastName: "Nyambura Kiarie",
      email: "lucy.kiarie.scm@gmail.com",
      phone: "0717 340 926",
      currentRole: "Procurement Officer",
      experience: "9 years",
      industry: "Public procurement",
      company: "County Government of Kiambu",
      careerGoal:
        "Senior supply chain management officer in a state corporation, maybe in Nairobi. County procurement officer since 2018; before that Procurement Assistant at Kenya Power, 2016 to 2018. Bachelor of Purchasing and Supplies Management, JKUAT, 2015. CPSP-K (KASNEB) and a licensed member of KISM. Runs about 120 tenders a year worth KES 850 million on IFMIS e-procurement under the PPADA 2015; cut the average tender cycle from 90 to 45 days. Supervises 3 procurement assistants.",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Lucy", "Kiarie"),
      f("contact", "header", "lucy.kiarie.scm@gmail.com"),
      f("contact", "header", "0717 340 926"),
      f("role", "experience", "Procurement Officer"),
      f("employer", "experience", "Kiambu"),
      f("years", "experience", "2018"),
      f("years", "profile", "9"),
      f("industry", "profile", "Public procurement"),
      f("role", "experience", "Procurement Assistant"),
      f("employer", "experience", "Kenya Power"),
      f("years", "experience", "2016"),
      f("education", "education", "Purchasing and Supplies Management", "JKUAT", "2015"),
      f("certification", "certifications", "CPSP-K"),
      f("membership", "certifications", "KISM"),
      f("achievement", "experience", "120 tenders"),
      f("achievement", "experience", "850 million"),
      f("tool", "skills", "IFMIS"),
      f("achievement", "experience", "90", "45 days"),
      f("team", "experience", "3"),
      f("target", "profile", "supply chain management officer"),
    ],
    mustNot: ["maybe"],
    jobs: [
      { title: "Procurement Officer", employer: "Kiambu" },
      { title: "Procurement Assistant", employer: "Kenya Power" },
    ],
  },
  {
    id: "b4-manual-tsc-secondary-teacher",
    letter: {
      company: "Alliance High School",
      position: "Head of Science Department",
      vacancyRef: "AHS/TSC/2026/03",
    },
    about: "secondary teaching, two TSC schools, mid-career (manual form)",
    source: "manual",
    form: {
      firstName: "Evans",
      lastName: "Wekesa Barasa",
      email: "evans.barasa.tsc@gmail.com",
      phone: "+254 728 517 093",
      currentRole: "Secondary School Teacher, Mathematics and Physics",
      experience: "13",
      industry: "Education",
      company: "Kakamega School",
      careerGoal:
        "Head of department or deputy principal in a national school. Teacher at Kakamega School since 2018; earlier taught at Butere Girls High School from 2013 to 2017. Employed by the TSC, TSC No. 512337. BEd Science (Mathematics and Physics), Masinde Muliro University of Science and Technology, 2012. KNEC examiner for KCSE Physics since 2019; member of KUPPET. As head of Physics raised the subject mean from 5.2 to 7.8; trained 40 teachers on the CBC senior school pathways. Uses Zeraki Analytics for results.",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Evans", "Barasa"),
      f("contact", "header", "evans.barasa.tsc@gmail.com"),
      f("contact", "header", "0728 517 093"),
      f("role", "experience", "Teacher"),
      f("employer", "experience", "Kakamega School"),
      f("years", "experience", "2018"),
      f("employer", "experience", "Butere Girls"),
      f("years", "experience", "2013"),
      f("years", "profile", "13"),
      f("industry", "profile", "Mathematics"),
      f("membership", "certifications", "TSC"),
      f("contact", "header", "512337"),
      f(
        "education",
        "education",
        "Science",
        "Masinde Muliro University of Science and Technology",
        "2012",
      ),
      f("certification", "certifications", "KNEC"),
      f("membership", "certifications", "KUPPET"),
      f("achievement", "experience", "5.2", "7.8"),
      f("achievement", "experience", "40 teachers"),
      f("tool", "skills", "Zeraki"),
      f("target", "profile", "deputy principal"),
    ],
    mustNot: [],
    jobs: [
      { title: "Teacher", employer: "Kakamega School" },
      { title: "Teacher", employer: "Butere Girls" },
    ],
  },
  {
    id: "b4-manual-police-to-private-security",
    letter: {
      company: "KK Security Kenya",
      position: "Security Operations Manager",
      vacancyRef: "KKS/OPS/2026/27",
    },
    about: "police to private security, career changer (manual form)",
    source: "manual",
    form: {
      firstName: "Wilson",
      lastName: "Kiprotich Cheruiyot",
      email: "wkcheruiyot@gmail.com",
      phone: "0710 448 256",
      currentRole: "Police Sergeant",
      experience: "16 years",
      industry: "Security",
      company: "National Police Service",
      careerGoal:
        "Security operations manager with a private security company, for example G4S or KK Security. Served in the National Police Service from 2009 to 2025, last posted as officer in charge of crime at Kilimani Police Station. Trained at the National Police College, Kiganjo, 2009. Diploma in Criminology and Security Management, Mount Kenya University, 2019. Registered with the PSRA. Led 14 officers; cut reported burglaries in the area by 40% through community policing and Nyumba Kumi meetings. Uses CCTV systems and the police iCMS. First aid certificate, St John Ambulance. Speaks Kalenjin.",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Wilson", "Cheruiyot"),
      f("contact", "header", "wkcheruiyot@gmail.com"),
      f("contact", "header", "0710 448 256"),
      f("role", "experience", "Police Sergeant"),
      f("employer", "experience", "National Police Service"),
      f("years", "experience", "2009"),
      f("years", "profile", "16"),
      f("industry", "profile", "Security"),
      f("achievement", "experience", "Kilimani"),
      f("education", "education", "Kiganjo"),
      f("education", "education", "Criminology", "Mount Kenya University", "2019"),
      f("membership", "certifications", "PSRA"),
      f("team", "experience", "14"),
      f("achievement", "experience", "40%"),
      f("achievement", "experience", "Nyumba Kumi"),
      f("tool", "skills", "CCTV"),
      f("tool", "skills", "iCMS"),
      f("certification", "certifications", "St John Ambulance"),
      f("language", "skills", "Kalenjin"),
      f("target", "profile", "Security operations manager"),
    ],
    mustNot: ["for example G4S"],
    jobs: [{ title: "Sergeant", employer: "National Police Service" }],
  },
  {
    id: "b4-manual-tea-agronomist",
    letter: {
      company: "Finlays Kenya",
      position: "Sustainability Agronomist",
      vacancyRef: "FIN/KE/AGR/2026/05",
    },
    about: "agronomy, tea factory, mid-career (manual form)",
    source: "manual",
    form: {
      firstName: "Nancy",
      lastName: "Chebet Rotich",
      email: "nancy.rotich.agro@gmail.com",
      phone: "0702913557",
      currentRole: "Factory Agronomist",
      experience: "8",
      industry: "Tea and agriculture",
      company: "Gitugi Tea Factory (KTDA)",
      careerGoal:
        "Senior agronomist or sustainability manager with a tea or horticulture exporter. Agronomist at Gitugi since 2019; field officer with One Acre Fund in Bomet from 2017 to 2019. BSc Agriculture, Egerton University, 2016. Rainforest Alliance internal auditor; member of the Soil Science Society of East Africa. Trained 2,400 smallholder farmers on plucking standards and raised green leaf quality from 72% to 91% of deliveries; led the factory's Rainforest Alliance recertification in 2023. Uses QGIS and Farmforce.",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Nancy", "Rotich"),
      f("contact", "header", "nancy.rotich.agro@gmail.com"),
      f("contact", "header", "0702913557"),
      f("role", "experience", "Agronomist"),
      f("employer", "experience", "Gitugi"),
      f("years", "experience", "2019"),
      f("employer", "experience", "One Acre Fund"),
      f("years", "experience", "2017"),
      f("years", "profile", "8"),
      f("industry", "profile", "Tea"),
      f("education", "education", "Agriculture", "Egerton University", "2016"),
      f("certification", "certifications", "Rainforest Alliance"),
      f("membership", "certifications", "Soil Science Society of East Africa"),
      f("achievement", "experience", "2,400"),
      f("achievement", "experience", "72%", "91%"),
      f("achievement", "experience", "recertification", "2023"),
      f("tool", "skills", "QGIS"),
      f("tool", "skills", "Farmforce"),
      f("target", "profile", "sustainability manager"),
    ],
    mustNot: [],
    jobs: [
      { title: "Agronomist", employer: "Gitugi" },
      { title: "Field Officer", employer: "One Acre Fund" },
    ],
  },
  {
    id: "b4-upload-software-developer-freelance",
    letter: {
      company: "Safaricom PLC",
      position: "Software Engineer, M-PESA Platform",
      vacancyRef: "SAF/TECH/2026/301",
    },
    about: "software development, employed with freelance work (uploaded CV)",
    source: "upload",
    fileName: "kevin-mutai-cv.md.txt",
    text: `# Kevin Kiplagat Mutai
Backend developer · Nairobi
kevin.mutai.dev@proton.me · 0746 118 320 · github.com/kmutai

## Summary
Backend developer with 6 years building payment and school systems in TypeScript and Python.

## Work
**Software Developer** — Cellulant, Nairobi (Feb 2022 – present)
- Build payment collection APIs for banks and merchants in 11 African markets
- Cut the checkout API's p95 latency from 800 ms to 210 ms
- Mentor 3 junior developers

**Freelance Developer** — Upwork and direct clients (2019 – 2022)
- Delivered 25 projects, Top Rated on Upwork
- Built an M-Pesa Daraja fee-payment integration for a school in Nakuru used by 1,800 parents

## Education
- BSc Computer Science, Maseno University, 2018
- Software Engineering bootcamp, Moringa School, 2019

## Certifications
AWS Certified Developer – Associate (2024)

## Tech
TypeScript, Node.js, React, Python, Django, PostgreSQL, Docker, AWS

## Languages
English, Kiswahili, Kalenjin
`,
    facts: [
      f("name", "header", "Kevin", "Mutai"),
      f("contact", "header", "kevin.mutai.dev@proton.me"),
      f("contact", "header", "0746 118 320"),
      f("years", "profile", "6"),
      f("role", "experience", "Software Developer"),
      f("employer", "experience", "Cellulant"),
      f("years", "experience", "2022"),
      f("achievement", "experience", "11"),
      f("achievement", "experience", "800", "210"),
      f("team", "experience", "3"),
      f("role", "experience", "Freelance Developer"),
      f("employer", "experience", "Upwork"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "25 projects"),
      f("achievement", "experience", "Daraja", "1,800"),
      f("education", "education", "Computer Science", "Maseno University", "2018"),
      f("education", "education", "Moringa School"),
      f("certification", "certifications", "AWS Certified Developer"),
      f("tool", "skills", "TypeScript"),
      f("tool", "skills", "Django"),
      f("tool", "skills", "PostgreSQL"),
      f("language", "skills", "Kalenjin"),
    ],
    mustNot: [],
    jobs: [
      { title: "Software Developer", employer: "Cellulant" },
      { title: "Freelance Developer", employer: "Upwork" },
    ],
  },
  {
    id: "b4-upload-pharmacist",
    letter: {
      company: "Aga Khan University Hospital, Nairobi",
      position: "Clinical Pharmacist",
      vacancyRef: "AKUH/PHA/2026/09",
    },
    about: "pharmacy, early to mid-career (uploaded CV)",
    source: "upload",
    fileName: "CV_Dr_Aisha_Hussein_Pharm.txt",
    text: `PERSONAL DETAILS
Name:            Aisha Abdallah Hussein
Telephone:       0725 631 840
Email:           aisha.hussein.pharm@gmail.com
Nationality:     Kenyan
Marital status:  Married

OBJECTIVE
To work as a clinical pharmacist in a teaching or referral hospital.

PROFESSIONAL QUALIFICATIONS
Bachelor of Pharmacy (BPharm), University of Nairobi, 2019
Registered pharmacist, Pharmacy and Poisons Board (PPB), 2020
Member, Pharmaceutical Society of Kenya (PSK)
Certificate in Antimicrobial Stewardship, 2023

WORK HISTORY
Pharmacist in charge                          Goodlife Pharmacy, Nakuru
Jun 2020 to date
  . Superintendent pharmacist for 3 branches with 9 staff
  . Reduced losses from expired stock from KES 1.2 million to KES 300,000 a year
  . Process SHA claims and run the pharmacy on Odoo

Intern pharmacist                              Kenyatta National Hospital
Jul 2019 - Jun 2020
  . Rotations in oncology, paediatrics and the TB clinic

LANGUAGES: English, Kiswahili, Somali

REFEREES
Available on request
`,
    facts: [
      f("name", "header", "Aisha", "Hussein"),
      f("contact", "header", "0725 631 840"),
      f("contact", "header", "aisha.hussein.pharm@gmail.com"),
      f("education", "education", "Pharmacy", "University of Nairobi", "2019"),
      f("membership", "certifications", "Pharmacy and Poisons Board"),
      f("membership", "certifications", "Pharmaceutical Society of Kenya"),
      f("certification", "certifications", "Antimicrobial Stewardship"),
      f("role", "experience", "Pharmacist in charge"),
      f("employer", "experience", "Goodlife Pharmacy"),
      f("years", "experience", "2020"),
      f("achievement", "experience", "3 branches"),
      f("team", "experience", "9"),
      f("achievement", "experience", "1.2 million", "300,000"),
      f("tool", "skills", "SHA"),
      f("tool", "skills", "Odoo"),
      f("role", "experience", "Intern pharmacist"),
      f("employer", "experience", "Kenyatta National Hospital"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "oncology"),
      f("language", "skills", "Somali"),
      f("target", "profile", "clinical pharmacist"),
    ],
    mustNot: [],
    jobs: [
      { title: "Pharmacist in charge", employer: "Goodlife" },
      { title: "Intern pharmacist", employer: "Kenyatta National Hospital" },
    ],
  },
  {
    id: "b4-upload-journalist",
    letter: {
      company: "UNICEF Kenya Country Office",
      position: "Communication Officer",
      vacancyRef: "UNICEF/KCO/COM/2026/12",
    },
    about: "journalism to communications, mid-career (uploaded CV)",
    source: "upload",
    fileName: "Mary Njeri Wanjohi - Journalist CV.txt",
    text: `MARY NJERI WANJOHI | Journalist
Nairobi | 0708 552 419 | marynjeri.writes@gmail.com | @marynjeri_w

PROFILE
Health and development reporter, 10 years in print, radio and digital newsrooms. Looking to move into communications for a UN agency or an international NGO.

EMPLOYMENT HISTORY
2018 - now | Senior Health Reporter | Nation Media Group, Nairobi
> Wrote over 300 stories on maternal health, malaria and the SHA rollout
> Won the MCK Annual Journalism Excellence Award (health reporting), 2022
> Produce data stories with Datawrapper and edit video in Adobe Premiere Pro
2014 - 2018 | County Correspondent | Royal Media Services (Citizen TV), Nyeri

EDUCATION
BA Communication, Daystar University, 2020 (part-time)
Diploma in Journalism, Kenya Institute of Mass Communication, 2013

ACCREDITATION AND MEMBERSHIP
Accredited journalist, Media Council of Kenya
Member, Kenya Union of Journalists

LANGUAGES
English, Kiswahili, Kikuyu
`,
    facts: [
      f("name", "header", "Mary", "Wanjohi"),
      f("contact", "header", "0708 552 419"),
      f("contact", "header", "marynjeri.writes@gmail.com"),
      f("years", "profile", "10"),
      f("industry", "profile", "Health"),
      f("role", "experience", "Senior Health Reporter"),
      f("employer", "experience", "Nation Media Group"),
      f("years", "experience", "2018"),
      f("achievement", "experience", "300 stories"),
      f("achievement", "experience", "Annual Journalism Excellence Award", "2022"),
      f("tool", "skills", "Datawrapper"),
      f("tool", "skills", "Premiere Pro"),
      f("role", "experience", "County Correspondent"),
      f("employer", "experience", "Royal Media Services"),
      f("years", "experience", "2014"),
      f("education", "education", "Communication", "Daystar University", "2020"),
      f("education", "education", "Journalism", "Kenya Institute of Mass Communication", "2013"),
      f("membership", "certifications", "Media Council of Kenya"),
      f("membership", "certifications", "Kenya Union of Journalists"),
      f("language", "skills", "Kikuyu"),
      f("target", "profile", "communications"),
    ],
    mustNot: ["Looking to move"],
    jobs: [
      { title: "Senior Health Reporter", employer: "Nation Media Group" },
      { title: "County Correspondent", employer: "Royal Media Services" },
    ],
  },
  {
    id: "b4-upload-ngo-me-officer",
    letter: {
      company: "Mercy Corps Kenya",
      position: "Monitoring, Evaluation and Learning Manager",
      vacancyRef: "MC-KE-MEL-2026-08",
    },
    about: "monitoring and evaluation, NGO, mid-career (uploaded CV)",
    source: "upload",
    fileName: "Abdirahman_Ali_MEL_CV_2026.txt",
    text: `ABDIRAHMAN ISSACK ALI
Monitoring, Evaluation, Accountability and Learning
Garissa, Kenya
abdirahman.ali.mel@gmail.com
+254 722 640 118

KEY COMPETENCIES
* Survey design and mobile data collection (KoboToolbox, ODK)
* Analysis in Stata and Power BI dashboards
* DHIS2 reporting for county health programmes
* Donor reporting for USAID, ECHO and FCDO grants

PROFESSIONAL EXPERIENCE
Save the Children International, Garissa Field Office            Jan 2021 - Present
Monitoring and Evaluation Officer
 - Designed the baseline and endline surveys of a nutrition project reaching 3,200 households in Dadaab and Fafi
 - Set up a feedback and complaints hotline that handled 1,450 cases in 2024
 - Supervise 6 enumerators and 2 data clerks

Kenya Red Cross Society, Garissa Branch                            Mar 2017 - Dec 2020
Data Officer
 - Managed beneficiary data for cash transfers to 5,000 drought-affected households

EDUCATION
MSc Monitoring and Evaluation, Jomo Kenyatta University of Agriculture and Technology, 2022
BA Economics and Statistics, Kenyatta University, 2016

MEMBERSHIP
Evaluation Society of Kenya (ESK)

LANGUAGES
Somali (native), English, Kiswahili
`,
    facts: [
      f("name", "header", "Abdirahman", "Ali"),
      f("contact", "header", "abdirahman.ali.mel@gmail.com"),
      f("contact", "header", "0722 640 118"),
      f("role", "experience", "Monitoring and Evaluation Officer"),
      f("employer", "experience", "Save the Children"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "3,200 households"),
      f("achievement", "experience", "1,450"),
      f("team", "experience", "6"),
      f("role", "experience", "Data Officer"),
      f("employer", "experience", "Kenya Red Cross"),
      f("years", "experience", "2017"),
      f("achievement", "experience", "5,000"),
      f("tool", "skills", "KoboToolbox"),
      f("tool", "skills", "Stata"),
      f("tool", "skills", "Power BI"),
      f("tool", "skills", "DHIS2"),
      f(
        "education",
        "education",
        "Monitoring and Evaluation",
        "Jomo Kenyatta University of Agriculture and Technology",
        "2022",
      ),
      f("education", "education", "Economics and Statistics", "Kenyatta University", "2016"),
      f("membership", "certifications", "Evaluation Society of Kenya"),
      f("language", "skills", "Somali"),
    ],
    mustNot: [],
    jobs: [
      { title: "Monitoring and Evaluation Officer", employer: "Save the Children" },
      { title: "Data Officer", employer: "Kenya Red Cross" },
    ],
  },
  {
    id: "b4-upload-cabin-crew-to-cx",
    letter: {
      company: "Jambojet",
      position: "Customer Experience Manager",
      vacancyRef: "JJ/CX/2026/02",
    },
    about: "aviation cabin crew to customer experience, career changer (uploaded CV)",
    source: "upload",
    fileName: "Cv-Lilian-Atieno.txt",
    text: `Lilian Atieno Omondi
Email: lilian.omondi.crew@gmail.com   Mobile: 0799 374 261   Location: Syokimau, Machakos County

Summary
Senior cabin crew member with 8 years at Kenya Airways and 3 years in telecom customer care, moving into customer experience management.

Career History

Senior Cabin Crew (Purser), Kenya Airways
2017 - present
Lead a cabin team of 9 on Boeing 787 flights to London, Paris and Guangzhou
Raised my flights' customer satisfaction score to 92% in 2025
Trained 30 new crew members on service recovery

Customer Care Agent, Safaricom PLC
2014 - 2017
Answered about 120 calls a day on M-PESA and data bundles

Training and Education
Diploma in Aviation Management, East African School of Aviation, 2013
Cabin crew licence, KCAA
IATA Customer Service certificate, 2021

Languages: English, Kiswahili, French, Dholuo
Systems: Amadeus Altéa, Salesforce Service Cloud
`,
    facts: [
      f("name", "header", "Lilian", "Omondi"),
      f("contact", "header", "lilian.omondi.crew@gmail.com"),
      f("contact", "header", "0799 374 261"),
      f("years", "profile", "8"),
      f("target", "profile", "customer experience"),
      f("role", "experience", "Senior Cabin Crew"),
      f("employer", "experience", "Kenya Airways"),
      f("years", "experience", "2017"),
      f("team", "experience", "9"),
      f("achievement", "experience", "92%"),
      f("achievement", "experience", "30"),
      f("role", "experience", "Customer Care Agent"),
      f("employer", "experience", "Safaricom"),
      f("years", "experience", "2014"),
      f("achievement", "experience", "120 calls"),
      f("education", "education", "Aviation Management", "East African School of Aviation", "2013"),
      f("certification", "certifications", "KCAA"),
      f("certification", "certifications", "IATA"),
      f("language", "skills", "French"),
      f("tool", "skills", "Amadeus"),
      f("tool", "skills", "Salesforce"),
    ],
    mustNot: [],
    jobs: [
      { title: "Senior Cabin Crew", employer: "Kenya Airways" },
      { title: "Customer Care Agent", employer: "Safaricom" },
    ],
  },
];
