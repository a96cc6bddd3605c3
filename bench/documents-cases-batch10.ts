import type { DocumentCase, Fact, FactKind, Section } from "./documents-cases";

/**
 * Held-out batch 10 for `npm run bench:documents`, written by the docs-batch10 helper apart from
 * the code, and not run before it was committed. Not registered in bench/documents.ts: it is
 * registered at its first run, whose figure is the held-out one.
 *
 * Rules of apartness, as followed: nothing under server/, app/, tests/ or /work/firstruns/ was
 * opened, nor bench/README.md, nor any other case batch than batch 9 (batches 2 to 8 were not
 * opened), nor `git log`, `git show` or `git diff`; `npm run bench:documents` and the test suites
 * were not run. Read for it, and nothing else of the project besides /work/helper-protocol.md:
 * bench/documents-cases-batch9.ts (format and conventions only; the clients, professions and
 * phrasings here are new), bench/documents-cases.ts (the types: its first 68 lines, and a grep
 * of its declarations that named the `documentCases` array without showing any case),
 * bench/documents.ts (how facts, `mustNot` and `jobs` are scored: its header, its matching,
 * invented-fact, placeholder and job functions; its import lines name a module under server/
 * and one under tests/, which were not opened), the manual form's field limits in
 * contract/documents.ts and the CV, cover-letter and upload lines of /work/shared/SPEC.md.
 * Checked only by importing this file from a throwaway script in /tmp, run with `npx tsx` and
 * `npx tsx -e` (a count, every fact and job key in its case's inputs, every `mustNot` string in
 * the inputs and inside no key, each form through contract/documents.ts's `manualCvRequest`),
 * and by Biome. One incidental glimpse owned here: `git worktree add` printed the subject of
 * main's latest commit, a bench:server figure that says nothing of documents.
 *
 * New clients, professions and career stages: a county clinical officer in an HIV clinic who
 * mixes Swahili (three jobs, a corrected client count), a cross-border truck driver who writes in
 * Sheng (a corrected start year), a monitoring and evaluation officer whose current job comes
 * over four turns, a hotel sous chef who tells his brigade career in Swahili, a bank SME
 * relationship manager with three jobs in one turn, and a self-employed tailor back from a
 * career break; on the manual form a KeNHA resident engineer (terse, no "at"), a SACCO HR
 * manager (name and role in capitals, the years field "10+"), a county veterinary officer (with
 * "at"), a project architect (no phone, the years field "since 2014") and a graduate geologist
 * (one year in, after an attachment); uploads of an ICU nurse (capital headings,
 * dates such as "JAN. 2019 – DATE" and "01/03/2016 – 31/12/2018", ID, birth date, marital status
 * and next of kin), a contact-centre team leader (a pipe table of jobs with duties apart, two
 * titles under one employer, "2019-22"), a police inspector turned corporate security manager
 * (service and ID numbers, religion, "=====" underlined headings), a product designer (skills,
 * languages and certificates in a sidebar before the profile, a freelance post) and a SACCO
 * credit manager (numbered headings, "2nd Jan 2012 – 30th Sept 2016", "Oct 2016 - To Date", age,
 * gender and marital status).
 *
 * Same conventions as batch 9: a fact is the key string(s) that must all appear in the CV's
 * text, each in the client's own words (every key is in the case's inputs); `mustNot` holds
 * hedges, chat and Swahili or Sheng talk, personal details a CV no longer carries and the wrong
 * value of a fact the client corrected (none of them is inside a key); `jobs` lists every job of
 * the client, most recent first. A promotion is its own job only where its title cannot be read
 * in the other entries of the same employer. Not to be tuned on: a fix is measured on a new
 * batch.
 */

const f = (kind: FactKind, section: Section, ...keys: string[]): Fact => ({ kind, section, keys });

export const documentCasesBatch10: DocumentCase[] = [
  {
    id: "b10-chat-county-clinical-officer",
    letter: {
      company: "International Rescue Committee (IRC), Kakuma",
      position: "Clinical Officer, HIV Programme",
      vacancyRef: "IRC-KE/KAK/2026/14",
    },
    about: "clinical medicine, county clinical officer in an HIV clinic, Swahili mixed in (chat)",
    source: "chat",
    visitorTurns: [
      "Hujambo, nimeambiwa nianze hapa. Mimi ni clinical officer, nahitaji CV mpya",
      "Brian Wekesa Barasa",
      "0712 663 905",
      "brianbarasa.co@gmail.com",
      "Nafanya kazi Kakamega County General Hospital tangu 2020 as a Clinical Officer in the Comprehensive Care Centre, the HIV clinic.",
      "We have about 2,300 clients on ART. I run the viral load clinic and our suppression went from 84% to 93%. I also do the PMTCT follow-up and enter everything on KenyaEMR.",
      "Before that I did my internship at Vihiga County Referral Hospital, 2018 to 2019, rotations in medicine, surgery, paeds and obs/gyn.",
      "Then from 2019 to 2020 I was a locum clinical officer at Siloam Medical Clinic in Mumias, weekends and nights.",
      "Samahani, ni 2,100 clients on ART, sio 2,300.",
      "Diploma in Clinical Medicine and Surgery, KMTC Lodwar campus, 2018. Nimesajiliwa na Clinical Officers Council, licence ya 2026. BLS ya Kenya Red Cross 2025 na HIV Testing Services certification from NASCOP.",
      "Lugha: Kiswahili, English, Luhya na Turkana kidogo tu. Nataka kazi na NGO, labda IRC or MSF, in an HIV or refugee health programme.",
    ],
    facts: [
      f("name", "header", "Brian", "Barasa"),
      f("contact", "header", "0712 663 905"),
      f("contact", "header", "brianbarasa.co@gmail.com"),
      f("role", "experience", "Clinical Officer"),
      f("employer", "experience", "Kakamega County General Hospital"),
      f("years", "experience", "2020"),
      f("achievement", "experience", "Comprehensive Care Centre"),
      f("achievement", "experience", "2,100"),
      f("achievement", "experience", "84%", "93%"),
      f("achievement", "experience", "viral load"),
      f("achievement", "experience", "PMTCT"),
      f("tool", "skills", "KenyaEMR"),
      f("role", "experience", "Internship"),
      f("employer", "experience", "Vihiga County Referral Hospital"),
      f("years", "experience", "2018"),
      f("role", "experience", "Locum"),
      f("employer", "experience", "Siloam Medical Clinic"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "Mumias"),
      f("education", "education", "Clinical Medicine and Surgery", "KMTC", "2018"),
      f("certification", "certifications", "Clinical Officers Council"),
      f("certification", "certifications", "BLS"),
      f("certification", "certifications", "HIV Testing Services"),
      f("language", "skills", "Luhya"),
      f("language", "skills", "Turkana"),
      f("target", "profile", "refugee health"),
    ],
    mustNot: [
      "Hujambo",
      "nimeambiwa",
      "Mimi ni",
      "nahitaji",
      "Nafanya kazi",
      "tangu",
      "Samahani",
      "2,300",
      "sio",
      "Nimesajiliwa",
      "kidogo tu",
      "Nataka",
      "labda",
    ],
    jobs: [
      { title: "Clinical Officer", employer: "Kakamega" },
      { title: "Locum", employer: "Siloam" },
      { title: "Intern", employer: "Vihiga" },
    ],
  },
  {
    id: "b10-chat-cross-border-truck-driver-sheng",
    letter: {
      company: "Multiple Hauliers East Africa",
      position: "Senior Truck Driver (Cross-Border)",
      vacancyRef: "MH/TRN/2026/33",
    },
    about: "road haulage, cross-border truck driver after a dairy tanker and a bus, Sheng (chat)",
    source: "chat",
    visitorTurns: [
      "Niaje boss, mimi ni dereva wa trela, nataka CV ya kuapply job ya driver Uganda na Rwanda route",
      "Peter Otieno Ouma",
      "namba ni 0725 881 340",
      "email yangu ni peterouma.driver@gmail.com, bro ndio alinifungulia",
      "Saa hii nadrive na Transami Kenya, tangu 2019, prime mover na trailer, Mombasa to Kampala na Kigali. Nimepiga kama 480,000 km bila accident.",
      "Tunatumia Wialon kwa tracking, na nafill ma-CMR na transit documents kwa border ya Busia na Mutukula.",
      "Kabla, 2014 mpaka 2019 nilikuwa driver wa milk tanker na Brookside Dairy, nikicollect maziwa kwa cooling plants za Nyandarua.",
      "Na before hiyo, 2011 to 2013 nilikuwa conductor wa Easy Coach, route ya Kisumu - Nairobi.",
      "Eh sorry, Brookside ilikuwa 2013 mpaka 2019, sio 2014.",
      "Niko na driving licence class CE, PSV badge ya NTSA, na Defensive Driving certificate from AA Kenya 2022. Pia First Aid ya Kenya Red Cross 2024. KCSE nilimaliza 2010, Ng'iya Boys.",
      "Naongea Kiswahili, Dholuo, English poa, na Luganda kidogo. Nataka kazi ya senior driver cross-border, pesa ikiwa poa.",
    ],
    facts: [
      f("name", "header", "Peter", "Ouma"),
      f("contact", "header", "0725 881 340"),
      f("contact", "header", "peterouma.driver@gmail.com"),
      f("role", "experience", "Driver"),
      f("employer", "experience", "Transami"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "Kampala"),
      f("achievement", "experience", "Kigali"),
      f("achievement", "experience", "480,000 km"),
      f("tool", "skills", "Wialon"),
      f("achievement", "experience", "CMR"),
      f("achievement", "experience", "Mutukula"),
      f("employer", "experience", "Brookside"),
      f("years", "experience", "2013"),
      f("achievement", "experience", "milk tanker"),
      f("achievement", "experience", "Nyandarua"),
      f("role", "experience", "Conductor"),
      f("employer", "experience", "Easy Coach"),
      f("years", "experience", "2011"),
      f("certification", "certifications", "CE"),
      f("certification", "certifications", "PSV"),
      f("certification", "certifications", "NTSA"),
      f("certification", "certifications", "Defensive Driving", "AA Kenya"),
      f("certification", "certifications", "First Aid"),
      f("education", "education", "Ng'iya Boys", "2010"),
      f("language", "skills", "Dholuo"),
      f("language", "skills", "Luganda"),
      f("target", "profile", "cross-border"),
    ],
    mustNot: [
      "Niaje",
      "boss",
      "dereva",
      "trela",
      "kuapply",
      "bro",
      "alinifungulia",
      "Saa hii",
      "nadrive",
      "tangu",
      "Nimepiga",
      "bila",
      "nafill",
      "Kabla",
      "mpaka",
      "nilikuwa",
      "maziwa",
      "2014",
      "sorry",
      "Niko na",
      "Pia",
      "poa",
      "kidogo",
      "pesa",
    ],
    jobs: [
      { title: "Driver", employer: "Transami" },
      { title: "Driver", employer: "Brookside" },
      { title: "Conductor", employer: "Easy Coach" },
    ],
  },
  {
    id: "b10-chat-me-officer-over-turns",
    letter: {
      company: "UNICEF Kenya Country Office",
      position: "Monitoring and Evaluation Specialist",
      vacancyRef: "UNICEF/KCO/2026/ME/05",
    },
    about: "monitoring and evaluation, NGO MEL officer, current job told over four turns (chat)",
    source: "chat",
    visitorTurns: [
      "Hi there, I'm in M&E and I need my CV updated, kinda urgent, the deadline is Friday",
      "Grace Wambui Gitau",
      "grace.gitau.mel@outlook.com",
      "+254 733 218 604",
      "My current employer is LVCT Health.",
      "The title is Monitoring, Evaluation and Learning Officer.",
      "Since August 2021, on the DREAMS project in Homa Bay and Siaya.",
      "I manage the data of 18,000 adolescent girls and young women in DHIS2 and CommCare, I built the Power BI dashboards for the county health teams, and I led the midterm evaluation with 1,200 household surveys on KoboToolbox. I supervise 6 data clerks.",
      "Before that I was a research assistant with KEMRI in Kisumu, 2018 to 2021, on a malaria vaccine study. And in 2017 I was an intern at the Kenya National Bureau of Statistics, in the Population and Social Statistics directorate.",
      "Correction: the girls are 16,000, not 18,000. Sorry, long day.",
      "BSc Applied Statistics, Technical University of Kenya, 2016. Master of Public Health, Great Lakes University of Kisumu, 2023. I'm a member of the Evaluation Society of Kenya. I use Stata, SPSS and R.",
      "Languages: English, Kiswahili, and Dholuo which I picked up in Homa Bay. I'm aiming for an M&E specialist post with a UN agency.",
    ],
    facts: [
      f("name", "header", "Grace", "Gitau"),
      f("contact", "header", "grace.gitau.mel@outlook.com"),
      f("contact", "header", "+254 733 218 604"),
      f("role", "experience", "Evaluation and Learning Officer"),
      f("employer", "experience", "LVCT Health"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "DREAMS"),
      f("achievement", "experience", "Homa Bay"),
      f("achievement", "experience", "16,000"),
      f("tool", "skills", "DHIS2"),
      f("tool", "skills", "CommCare"),
      f("tool", "skills", "Power BI"),
      f("achievement", "experience", "1,200"),
      f("tool", "skills", "KoboToolbox"),
      f("team", "experience", "6"),
      f("role", "experience", "Research Assistant"),
      f("employer", "experience", "KEMRI"),
      f("years", "experience", "2018"),
      f("achievement", "experience", "malaria vaccine"),
      f("role", "experience", "Intern"),
      f("employer", "experience", "Kenya National Bureau of Statistics"),
      f("years", "experience", "2017"),
      f("education", "education", "Statistics", "Technical University of Kenya", "2016"),
      f("education", "education", "Public Health", "Great Lakes University of Kisumu", "2023"),
      f("membership", "certifications", "Evaluation Society of Kenya"),
      f("tool", "skills", "Stata"),
      f("tool", "skills", "SPSS"),
      f("language", "skills", "Dholuo"),
      f("target", "profile", "M&E specialist"),
    ],
    mustNot: ["kinda", "urgent", "Friday", "18,000", "Sorry", "long day", "picked up"],
    jobs: [
      { title: "Learning Officer", employer: "LVCT" },
      { title: "Research Assistant", employer: "KEMRI" },
      { title: "Intern", employer: "Bureau of Statistics" },
    ],
  },
  {
    id: "b10-chat-hotel-sous-chef-swahili",
    letter: {
      company: "Serena Hotels",
      position: "Executive Sous Chef",
      vacancyRef: "SER/FB/2026/11",
    },
    about: "culinary, sous chef after chef de partie and commis posts, Swahili (chat)",
    source: "chat",
    visitorTurns: [
      "Habari ya jioni. Mimi ni chef, nisaidie na CV tafadhali",
      "Kevin Mutua Kilonzo",
      "0797 402 516",
      "kevinkilonzo.chef@gmail.com",
      "Kwa sasa mimi ni Sous Chef at Tribe Hotel, Village Market, tangu 2022. Naongoza kitchen brigade ya 14 cooks na tunapika for 250 covers kila usiku.",
      "Nilianzisha menu mpya ya Swahili coast fusion na food cost ikashuka kutoka 38% to 31%. Tunatumia Micros POS na Material Control.",
      "Kabla ya Tribe, nilikuwa Chef de Partie at Tamarind Restaurant Nairobi, 2018 hadi 2022, kwa seafood section. Na 2015 hadi 2018 nilikuwa commis chef at Fairmont Mount Kenya Safari Club, Nanyuki.",
      "Ah pole, Tribe nilianza 2021, sio 2022. Tamarind ilikuwa 2018 hadi 2021.",
      "Certificate in Food Production, Utalii College, 2014. Nina HACCP Level 3. Nilishinda bronze medal kwa Chef of the Year ya Kenya Chefs Association 2023, na mimi ni member.",
      "Lugha: Kiswahili, English, Kikamba, na French ya jikoni tu hehe. Nataka executive sous chef ama head chef kwa hotel kubwa au cruise ship.",
    ],
    facts: [
      f("name", "header", "Kevin", "Kilonzo"),
      f("contact", "header", "0797 402 516"),
      f("contact", "header", "kevinkilonzo.chef@gmail.com"),
      f("role", "experience", "Sous Chef"),
      f("employer", "experience", "Tribe Hotel"),
      f("years", "experience", "2021"),
      f("team", "experience", "14"),
      f("achievement", "experience", "250 covers"),
      f("achievement", "experience", "coast fusion"),
      f("achievement", "experience", "38%", "31%"),
      f("tool", "skills", "Micros"),
      f("role", "experience", "Chef de Partie"),
      f("employer", "experience", "Tamarind"),
      f("years", "experience", "2018"),
      f("achievement", "experience", "seafood"),
      f("role", "experience", "Commis"),
      f("employer", "experience", "Fairmont"),
      f("years", "experience", "2015"),
      f("achievement", "experience", "Nanyuki"),
      f("education", "education", "Food Production", "Utalii College", "2014"),
      f("certification", "certifications", "HACCP"),
      f("achievement", "experience", "bronze"),
      f("membership", "certifications", "Kenya Chefs Association"),
      f("language", "skills", "Kikamba"),
      f("language", "skills", "French"),
      f("target", "profile", "head chef"),
    ],
    mustNot: [
      "Habari ya jioni",
      "Mimi ni",
      "nisaidie",
      "tafadhali",
      "Kwa sasa",
      "tangu",
      "Naongoza",
      "tunapika",
      "kila usiku",
      "Nilianzisha",
      "ikashuka",
      "kutoka",
      "Kabla ya",
      "nilikuwa",
      "hadi",
      "pole",
      "sio",
      "2022",
      "Nilishinda",
      "jikoni",
      "hehe",
      "Nataka",
      "ama",
      "kubwa",
    ],
    jobs: [
      { title: "Sous Chef", employer: "Tribe" },
      { title: "Chef de Partie", employer: "Tamarind" },
      { title: "Commis", employer: "Fairmont" },
    ],
  },
  {
    id: "b10-chat-bank-sme-relationship-manager",
    letter: {
      company: "Stanbic Bank Kenya",
      position: "Senior Relationship Manager, Business Banking",
      vacancyRef: "SBK/BB/2026/027",
    },
    about:
      "retail and SME banking, relationship manager from teller up, three jobs in one turn (chat)",
    source: "chat",
    visitorTurns: [
      "Good morning! I'm a banker, I guess mid-career now, and I'm hoping to move to a bigger bank",
      "Mercy Chepkoech Rotich, mercy.rotich.bank@gmail.com, 0716 305 882",
      "I'm a Relationship Manager, SME Banking at Equity Bank, Eldoret branch, since 2021. Before that I was a Personal Banker at Co-operative Bank in Kapsabet from 2017 to 2021, and I started as a Teller at Family Bank, Iten branch, 2014 to 2017.",
      "At Equity I handle a portfolio of 220 SME clients, mostly agrovets, hardware shops and dairy farmers, with KES 1.8 billion in loans, and NPLs are at 3.2% against a branch target of 5%. I grew deposits by 40% in 2024.",
      "At Co-op I sold bancassurance and I was the top seller in the North Rift region in 2019, if that counts lol.",
      "Oh and Family Bank was 2013 to 2017, I always forget.",
      "Bachelor of Commerce (Banking and Finance), Kabarak University, 2012. I did the Certified Credit Professional course at the Kenya School of Monetary Studies in 2020. Systems: Finacle and T24.",
      "Languages: English, Kiswahili, Kalenjin. I want a senior relationship manager job in business banking, ideally Nairobi or Eldoret.",
    ],
    facts: [
      f("name", "header", "Mercy", "Rotich"),
      f("contact", "header", "mercy.rotich.bank@gmail.com"),
      f("contact", "header", "0716 305 882"),
      f("role", "experience", "Relationship Manager"),
      f("employer", "experience", "Equity Bank"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "Eldoret"),
      f("achievement", "experience", "220"),
      f("achievement", "experience", "agrovets"),
      f("achievement", "experience", "1.8 billion"),
      f("achievement", "experience", "3.2%"),
      f("achievement", "experience", "40%"),
      f("role", "experience", "Personal Banker"),
      f("employer", "experience", "Co-operative Bank"),
      f("years", "experience", "2017"),
      f("achievement", "experience", "bancassurance"),
      f("achievement", "experience", "North Rift"),
      f("role", "experience", "Teller"),
      f("employer", "experience", "Family Bank"),
      f("years", "experience", "2013"),
      f("education", "education", "Banking and Finance", "Kabarak University", "2012"),
      f("certification", "certifications", "Certified Credit Professional"),
      f("certification", "certifications", "Kenya School of Monetary Studies"),
      f("tool", "skills", "Finacle"),
      f("tool", "skills", "T24"),
      f("language", "skills", "Kalenjin"),
      f("target", "profile", "business banking"),
    ],
    mustNot: [
      "I guess",
      "hoping",
      "if that counts",
      "lol",
      "Oh and",
      "always forget",
      "2014",
      "ideally",
    ],
    jobs: [
      { title: "Relationship Manager", employer: "Equity" },
      { title: "Personal Banker", employer: "Co-operative" },
      { title: "Teller", employer: "Family Bank" },
    ],
  },
  {
    id: "b10-chat-self-employed-tailor-sheng",
    letter: {
      company: "Rivatex East Africa Ltd",
      position: "Production Supervisor, Garments",
      vacancyRef: "RVT/PRD/2026/04",
    },
    about: "garment making, self-employed tailor after a mill job and a career break, Sheng (chat)",
    source: "chat",
    visitorTurns: [
      "Mambo! Mimi ni fundi wa nguo, fashion designer, nataka kuapply kazi ya supervisor kwa factory",
      "Esther Adhiambo Owino",
      "0748 920 317",
      "email ni estherowino.designs@gmail.com",
      "Niko na biashara yangu, Adhis Designs, duka iko Kibuye market Kisumu, tangu 2018. Nashona school uniforms na kitenge outfits, na nimeemploy wasichana 4.",
      "Tunashona uniforms za shule 6 kila term, kama 3,000 pieces kwa mwaka.",
      "Kabla ya hapo, 2012 mpaka 2016 nilikuwa machine operator kwa KICOMI, hiyo ya Kisumu Cotton Mills, kwa sewing line. 2016 mpaka 2018 nilikaa nyumbani na mtoto.",
      "Nilisoma Artisan in Dressmaking, Kisumu National Polytechnic, 2011. Na Craft Certificate in Fashion Design and Garment Making, 2019, hapo hapo, evening classes.",
      "Nimeregister biashara kwa eCitizen, na niko na AGPO certificate. 2023 nilipata tender ya county ya uniforms za ECDE.",
      "Machines najua: industrial straight stitch, overlock, na embroidery machine. Lugha Dholuo, Kiswahili, English kidogo. Nataka supervisor wa garments production, ama quality controller.",
    ],
    facts: [
      f("name", "header", "Esther", "Owino"),
      f("contact", "header", "0748 920 317"),
      f("contact", "header", "estherowino.designs@gmail.com"),
      f("role", "experience", "Fashion Designer"),
      f("employer", "experience", "Adhis Designs"),
      f("years", "experience", "2018"),
      f("achievement", "experience", "Kibuye"),
      f("achievement", "experience", "school uniforms"),
      f("achievement", "experience", "kitenge"),
      f("team", "experience", "4"),
      f("achievement", "experience", "3,000"),
      f("role", "experience", "Machine Operator"),
      f("employer", "experience", "KICOMI"),
      f("years", "experience", "2012"),
      f("achievement", "experience", "sewing line"),
      f("education", "education", "Dressmaking", "Kisumu National Polytechnic", "2011"),
      f("education", "education", "Fashion Design and Garment Making", "2019"),
      f("certification", "certifications", "AGPO"),
      f("achievement", "experience", "ECDE"),
      f("tool", "skills", "overlock"),
      f("tool", "skills", "embroidery"),
      f("language", "skills", "Dholuo"),
      f("target", "profile", "quality controller"),
    ],
    mustNot: [
      "Mambo",
      "fundi",
      "nataka",
      "kuapply",
      "Niko na",
      "biashara yangu",
      "duka",
      "tangu",
      "Nashona",
      "wasichana",
      "Tunashona",
      "kila term",
      "Kabla ya",
      "nilikuwa",
      "mpaka",
      "hiyo ya",
      "nilikaa nyumbani",
      "mtoto",
      "Nilisoma",
      "hapo hapo",
      "Nimeregister",
      "nilipata",
      "najua",
      "kidogo",
      "ama",
    ],
    jobs: [
      { title: "Fashion Designer", employer: "Adhis" },
      { title: "Machine Operator", employer: "KICOMI" },
    ],
  },
  {
    id: "b10-manual-kenha-resident-engineer",
    letter: {
      company: "Kenya Urban Roads Authority (KURA)",
      position: "Regional Manager, Nyanza",
      vacancyRef: "KURA/HR/2026/RM/02",
    },
    about:
      "civil engineering, roads-authority resident engineer, terse form without 'at' (manual form)",
    source: "manual",
    form: {
      firstName: "Dennis",
      lastName: "Kiprono Cheruiyot",
      email: "d.cheruiyot.eng@gmail.com",
      phone: "+254 710 447 283",
      currentRole: "Resident Engineer",
      experience: "13 years",
      industry: "Civil engineering - roads",
      company: "Kenya National Highways Authority (KeNHA)",
      careerGoal:
        "Regional manager / deputy director, roads authority or PPP contractor. Resident Eng., KeNHA, 2020-date: supervise Kisii-Ahero rehab, 58 km, KES 9.2bn, FIDIC Red Book, team of 15 inspectors, works 4 months ahead of programme. 2016-2020 Materials Engineer, Kenya Rural Roads Authority (KeRRA), Kericho region: soil & materials lab, 300 km gravel roads. 2012-2016 Site Engineer - China Wu Yi Co. Ltd, Nandi low-volume seal roads. BSc Civil & Structural Eng, Masinde Muliro Univ (MMUST) 2012. MSc Highway Engineering, University of Nairobi 2019. Registered Engineer, EBK 2017. Corporate member IEK. PMP 2022. AutoCAD Civil 3D, Primavera P6.",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Dennis", "Cheruiyot"),
      f("contact", "header", "d.cheruiyot.eng@gmail.com"),
      f("contact", "header", "+254 710 447 283"),
      f("role", "experience", "Resident Engineer"),
      f("employer", "experience", "KeNHA"),
      f("years", "experience", "2020"),
      f("achievement", "experience", "Ahero"),
      f("achievement", "experience", "58 km"),
      f("achievement", "experience", "9.2bn"),
      f("achievement", "experience", "FIDIC"),
      f("team", "experience", "15"),
      f("achievement", "experience", "4 months"),
      f("role", "experience", "Materials Engineer"),
      f("employer", "experience", "KeRRA"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "300 km"),
      f("role", "experience", "Site Engineer"),
      f("employer", "experience", "China Wu Yi"),
      f("years", "experience", "2012"),
      f("achievement", "experience", "Nandi"),
      f("education", "education", "Civil", "MMUST", "2012"),
      f("education", "education", "Highway Engineering", "University of Nairobi", "2019"),
      f("certification", "certifications", "EBK"),
      f("membership", "certifications", "IEK"),
      f("certification", "certifications", "PMP"),
      f("tool", "skills", "Civil 3D"),
      f("tool", "skills", "Primavera"),
      f("years", "profile", "13"),
      f("industry", "profile", "roads"),
      f("target", "profile", "regional manager"),
    ],
    mustNot: [],
    jobs: [
      { title: "Resident Engineer", employer: "KeNHA" },
      { title: "Materials Engineer", employer: "KeRRA" },
      { title: "Site Engineer", employer: "China Wu Yi" },
    ],
  },
  {
    id: "b10-manual-sacco-hr-manager",
    letter: {
      company: "Kenya Commercial Bank (KCB Group)",
      position: "Head of People and Culture, Retail",
      vacancyRef: "KCBG/HR/2026/031",
    },
    about:
      "human resources, SACCO HR manager, name and role in capitals, years '10+' (manual form)",
    source: "manual",
    form: {
      firstName: "NANCY",
      lastName: "WAIRIMU NJOROGE",
      email: "nancy.njoroge.hr@gmail.com",
      phone: "0721558190",
      currentRole: "HR MANAGER",
      experience: "10+",
      industry: "HUMAN RESOURCES - SACCO / MICROFINANCE",
      company: "Mwalimu National Sacco",
      careerGoal:
        "Head of HR / people & culture in a bank or tier 1 sacco. HR Manager, Mwalimu National Sacco, 2019 to date: 340 staff across 14 branches, led the 2023 job evaluation and new grading structure, rolled out Sage 300 People HRIS, staff turnover down from 18% to 9%, 2 CBA negotiations with KUCFAW. HR Officer - Kenya Women Microfinance Bank (KWFT) 2015-2019, recruitment for 40 branches. HR Assistant, Unga Group, 2013-15. BA Sociology & Psychology, Daystar University 2012. MBA (HR), KCA University 2021. CHRP (K) 2016, licensed by HRMPEB, full member IHRM. Payroll on Workpay.",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Nancy", "Njoroge"),
      f("contact", "header", "nancy.njoroge.hr@gmail.com"),
      f("contact", "header", "0721 558 190"),
      f("role", "experience", "HR Manager"),
      f("employer", "experience", "Mwalimu National Sacco"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "340"),
      f("achievement", "experience", "14 branches"),
      f("achievement", "experience", "job evaluation"),
      f("tool", "skills", "Sage 300"),
      f("achievement", "experience", "18%", "9%"),
      f("achievement", "experience", "CBA"),
      f("achievement", "experience", "KUCFAW"),
      f("role", "experience", "HR Officer"),
      f("employer", "experience", "KWFT"),
      f("years", "experience", "2015"),
      f("achievement", "experience", "40 branches"),
      f("role", "experience", "HR Assistant"),
      f("employer", "experience", "Unga Group"),
      f("years", "experience", "2013"),
      f("education", "education", "Sociology", "Daystar University", "2012"),
      f("education", "education", "MBA", "KCA University", "2021"),
      f("certification", "certifications", "CHRP"),
      f("certification", "certifications", "HRMPEB"),
      f("membership", "certifications", "IHRM"),
      f("tool", "skills", "Workpay"),
      f("years", "profile", "10"),
      f("industry", "profile", "microfinance"),
      f("target", "profile", "head of HR"),
    ],
    mustNot: [],
    jobs: [
      { title: "HR Manager", employer: "Mwalimu" },
      { title: "HR Officer", employer: "KWFT" },
      { title: "HR Assistant", employer: "Unga" },
    ],
  },
  {
    id: "b10-manual-county-veterinary-officer",
    letter: {
      company: "International Livestock Research Institute (ILRI)",
      position: "Livestock Health Programme Officer",
      vacancyRef: "ILRI/AH/2026/017",
    },
    about: "veterinary medicine, county veterinary officer after private practice (manual form)",
    source: "manual",
    form: {
      firstName: "Gideon",
      lastName: "Lemaiyan Sankale",
      email: "gsankale.vet@gmail.com",
      phone: "0729 663 048",
      currentRole: "Sub-County Veterinary Officer",
      experience: "8 years (3 in private practice)",
      industry: "Animal health / livestock",
      company: "County Government of Narok",
      careerGoal:
        "I want a livestock programme officer post with FAO or ILRI, or to become a county director of veterinary services. Sub-county veterinary officer at Narok County since 2021 (Narok South): ran the FMD and PPR vaccination campaigns, 120,000 cattle and 210,000 sheep and goats vaccinated in 2024; meat inspection at 3 slaughterhouses; disease surveillance data on EpiCollect5. Before: associate vet at Ngong Vet Clinic & Agrovet, 2018-2021 (small animals, dairy herd health). Intern at Kenya Veterinary Vaccines Production Institute (KEVEVAPI), 2017-2018. BVM, University of Nairobi, 2017. Registered and licensed by the KVB, 2026. Member of the Kenya Veterinary Association. I speak Maa, Kiswahili and English.",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Gideon", "Sankale"),
      f("contact", "header", "gsankale.vet@gmail.com"),
      f("contact", "header", "0729 663 048"),
      f("role", "experience", "Veterinary Officer"),
      f("employer", "experience", "Narok"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "Narok South"),
      f("achievement", "experience", "FMD"),
      f("achievement", "experience", "PPR"),
      f("achievement", "experience", "120,000"),
      f("achievement", "experience", "210,000"),
      f("achievement", "experience", "3 slaughterhouses"),
      f("tool", "skills", "EpiCollect5"),
      f("role", "experience", "Associate"),
      f("employer", "experience", "Ngong Vet Clinic"),
      f("years", "experience", "2018"),
      f("achievement", "experience", "dairy herd health"),
      f("role", "experience", "Intern"),
      f("employer", "experience", "KEVEVAPI"),
      f("years", "experience", "2017"),
      f("education", "education", "BVM", "University of Nairobi", "2017"),
      f("certification", "certifications", "KVB"),
      f("membership", "certifications", "Kenya Veterinary Association"),
      f("language", "skills", "Maa"),
      f("years", "profile", "8"),
      f("industry", "profile", "livestock"),
      f("target", "profile", "livestock programme officer"),
    ],
    mustNot: [],
    jobs: [
      { title: "Veterinary Officer", employer: "Narok" },
      { title: "Associate", employer: "Ngong" },
      { title: "Intern", employer: "KEVEVAPI" },
    ],
  },
  {
    id: "b10-manual-project-architect",
    letter: {
      company: "Aga Khan Development Network, Architectural Services",
      position: "Associate Architect, Healthcare Projects",
      vacancyRef: "AKDN/AS/2026/08",
    },
    about:
      "architecture, project architect at a practice, no phone, years 'since 2014' (manual form)",
    source: "manual",
    form: {
      firstName: "Aisha",
      lastName: "Mohamed Said",
      email: "aisha.said.arch@gmail.com",
      phone: "",
      currentRole: "Project Architect",
      experience: "since 2014",
      industry: "Architecture & built environment",
      company: "Planning Systems Services Ltd",
      careerGoal:
        "senior/associate architect, hospitality or healthcare projects, Mombasa or Nairobi. project architect Planning Systems 2019-: lead architect on the 120-bed wing at Coast General Teaching & Referral Hospital (KES 1.1bn), 3 beach hotel refurbishments in Diani; manage 4 architects + 2 draughtsmen; NCA project registration and county approvals. architect Triad Architects 2016-19, schools and apartments in Nairobi. graduate architect Mruttu Salmann & Associates 2014-16. Bachelor of Architecture, JKUAT 2013. registered architect BORAQS 2018, corporate member AAK. Revit, ArchiCAD, SketchUp, Lumion. Arabic, Swahili, English.",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Aisha", "Said"),
      f("contact", "header", "aisha.said.arch@gmail.com"),
      f("role", "experience", "Project Architect"),
      f("employer", "experience", "Planning Systems"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "120-bed"),
      f("achievement", "experience", "Coast General"),
      f("achievement", "experience", "1.1bn"),
      f("achievement", "experience", "Diani"),
      f("team", "experience", "4 architects"),
      f("achievement", "experience", "NCA"),
      f("employer", "experience", "Triad Architects"),
      f("years", "experience", "2016"),
      f("role", "experience", "Graduate Architect"),
      f("employer", "experience", "Mruttu Salmann"),
      f("years", "experience", "2014"),
      f("education", "education", "Architecture", "JKUAT", "2013"),
      f("certification", "certifications", "BORAQS"),
      f("membership", "certifications", "AAK"),
      f("tool", "skills", "Revit"),
      f("tool", "skills", "ArchiCAD"),
      f("tool", "skills", "Lumion"),
      f("language", "skills", "Arabic"),
      f("industry", "profile", "built environment"),
      f("target", "profile", "associate architect"),
    ],
    mustNot: [],
    jobs: [
      { title: "Project Architect", employer: "Planning Systems" },
      { title: "Architect", employer: "Triad" },
      { title: "Graduate Architect", employer: "Mruttu" },
    ],
  },
  {
    id: "b10-manual-graduate-geologist",
    letter: {
      company: "Geothermal Development Company (GDC)",
      position: "Graduate Geologist, Menengai",
      vacancyRef: "GDC/GEO/2026/06",
    },
    about: "geology, graduate mine geologist one year in after an attachment (manual form)",
    source: "manual",
    form: {
      firstName: "Halima",
      lastName: "Mwakazi Chiro",
      email: "halimachiro.geo@gmail.com",
      phone: "0113 482 906",
      currentRole: "Graduate Geologist",
      experience: "1 year",
      industry: "Mining & exploration",
      company: "Base Titanium Ltd",
      careerGoal:
        "Exploration or mine geologist role, mineral sands, gold or geothermal (GDC/KenGen). Graduate geologist at Base Titanium, Kwale, since Sept 2025: grade control sampling on the Kwale South dune, logged 400+ aircore holes, ore reserve updates in Leapfrog and Micromine. Attachment, State Department for Mining (Mines & Geology, Voi office), Jun-Aug 2024: field mapping for the artisanal gold survey in Taita Taveta. BSc Geology, University of Nairobi, 2025, Second Class Upper. Student member, Geological Society of Kenya; applying for registration with the Geologists Registration Board. ArcGIS, QGIS, Leapfrog Geo. Class B driving licence. Giriama, Kiswahili, English.",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Halima", "Chiro"),
      f("contact", "header", "halimachiro.geo@gmail.com"),
      f("contact", "header", "0113 482 906"),
      f("role", "experience", "Graduate Geologist"),
      f("employer", "experience", "Base Titanium"),
      f("years", "experience", "2025"),
      f("achievement", "experience", "Kwale South"),
      f("achievement", "experience", "grade control"),
      f("achievement", "experience", "400"),
      f("tool", "skills", "Leapfrog"),
      f("tool", "skills", "Micromine"),
      f("role", "experience", "Attachment"),
      f("employer", "experience", "State Department for Mining"),
      f("years", "experience", "2024"),
      f("achievement", "experience", "artisanal gold"),
      f("achievement", "experience", "Taita Taveta"),
      f("education", "education", "Geology", "University of Nairobi", "2025"),
      f("education", "education", "Second Class Upper"),
      f("membership", "certifications", "Geological Society of Kenya"),
      f("certification", "certifications", "Geologists Registration Board"),
      f("tool", "skills", "ArcGIS"),
      f("certification", "certifications", "Class B"),
      f("language", "skills", "Giriama"),
      f("industry", "profile", "Mining"),
      f("target", "profile", "exploration"),
    ],
    mustNot: [],
    jobs: [
      { title: "Graduate Geologist", employer: "Base Titanium" },
      { title: "Attach", employer: "State Department" },
    ],
  },
  {
    id: "b10-upload-icu-nurse",
    letter: {
      company: "The Nairobi Hospital",
      position: "Nurse Manager, Critical Care",
      vacancyRef: "TNH/NUR/2026/18",
    },
    about:
      "critical care nursing, ICU nursing officer, capital headings, ID, birth date and next of kin (uploaded CV)",
    source: "upload",
    fileName: "PAULINE MACHARIA CV 2026 (ICU).txt",
    text: `CURRICULUM VITAE

PAULINE NJERI MACHARIA
KRCHN, BScN, Higher Diploma in Critical Care Nursing

PERSONAL DETAILS
Phone           : 0722 904 615
Email           : pauline.macharia.rn@gmail.com
Address         : P.O. Box 1283-10100, Nyeri
National ID     : 24518736
Date of Birth   : 14th February 1987
Sex             : Female
Marital Status  : Married
Next of Kin     : Samuel Macharia (husband), 0720 118 442

CAREER OBJECTIVE
A critical care nurse with 13 years' experience in ICU, HDU and theatre recovery, seeking a nurse manager post in a critical care unit.

WORK EXPERIENCE

JAN. 2019 – DATE
NURSING OFFICER I, INTENSIVE CARE UNIT
Kenyatta National Hospital, Nairobi
- Care for ventilated adult patients in a 21-bed ICU; shift leader for 9 nurses
- Trained 60 nurses on the ventilator-associated pneumonia (VAP) bundle; VAP rate fell from 14 to 6 per 1,000 ventilator days
- Member of the COVID-19 isolation centre team, 2020–2021

01/03/2016 – 31/12/2018
REGISTERED NURSE, THEATRE AND RECOVERY
Outspan Hospital, Nyeri
- Scrub and circulating nurse; PACU recovery for about 15 patients a day

AUG 2012 – FEB 2016
STAFF NURSE, MEDICAL WARD
PCEA Tumutumu Hospital, Karatina
- Medical ward nursing; diabetes clinic on Thursdays

EDUCATION
2021 – 2023   Bachelor of Science in Nursing (upgrading), Kenya Methodist University
2017 – 2018   Higher Diploma in Critical Care Nursing, KMTC Nairobi
2008 – 2011   Diploma in Kenya Registered Community Health Nursing, KMTC Nyeri
2002 – 2005   KCSE, Kahuhia Girls High School

LICENCES AND CERTIFICATES
- Nursing Council of Kenya (NCK) practising licence, valid to 31/12/2026
- BLS and ACLS provider (American Heart Association), 2025

MEMBERSHIP
- National Nurses Association of Kenya (NNAK)

LANGUAGES
English, Kiswahili, Kikuyu

HOBBIES
Hiking, gardening
`,
    facts: [
      f("name", "header", "Pauline", "Macharia"),
      f("contact", "header", "0722 904 615"),
      f("contact", "header", "pauline.macharia.rn@gmail.com"),
      f("years", "profile", "13"),
      f("industry", "profile", "critical care"),
      f("target", "profile", "nurse manager"),
      f("role", "experience", "Nursing Officer"),
      f("employer", "experience", "Kenyatta National Hospital"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "21-bed"),
      f("team", "experience", "9 nurses"),
      f("achievement", "experience", "60 nurses"),
      f("achievement", "experience", "VAP"),
      f("achievement", "experience", "1,000 ventilator days"),
      f("achievement", "experience", "COVID-19"),
      f("role", "experience", "Registered Nurse"),
      f("employer", "experience", "Outspan Hospital"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "PACU"),
      f("role", "experience", "Staff Nurse"),
      f("employer", "experience", "Tumutumu"),
      f("years", "experience", "2012"),
      f("education", "education", "Nursing", "Kenya Methodist University", "2023"),
      f("education", "education", "Critical Care Nursing", "KMTC", "2018"),
      f("education", "education", "Community Health Nursing", "KMTC", "2011"),
      f("education", "education", "Kahuhia Girls", "2005"),
      f("certification", "certifications", "Nursing Council of Kenya"),
      f("certification", "certifications", "ACLS"),
      f("membership", "certifications", "National Nurses Association of Kenya"),
      f("language", "skills", "Kikuyu"),
    ],
    mustNot: ["24518736", "1987", "Female", "Married", "Samuel Macharia", "0720 118 442"],
    jobs: [
      { title: "Nursing Officer", employer: "Kenyatta" },
      { title: "Registered Nurse", employer: "Outspan" },
      { title: "Staff Nurse", employer: "Tumutumu" },
    ],
  },
  {
    id: "b10-upload-contact-centre-team-leader",
    letter: {
      company: "Safaricom PLC",
      position: "Customer Experience Operations Manager",
      vacancyRef: "SCOM/CX/2026/044",
    },
    about:
      "customer experience, contact-centre team leader, pipe table of jobs with duties apart (uploaded CV)",
    source: "upload",
    fileName: "Sharon_Nyaboke_CV.txt",
    text: `Sharon Moraa Nyaboke
Team Leader – Customer Experience
Kitengela, Kajiado County • 0768 215 903 • sharon.nyaboke@gmail.com

ABOUT ME
Customer service team leader with 7 years in inbound contact centres for telecoms and banking. Targeting a contact centre operations manager or quality manager role.

EXPERIENCE
| Dates               | Employer                                     | Role                           |
|---------------------|----------------------------------------------|--------------------------------|
| 03/2022 – Present   | Horizon Contact Centers (Safaricom account)  | Team Leader                    |
| 2019-22             | Horizon Contact Centers (Safaricom account)  | Customer Experience Executive  |
| Sep 2017 – Jun 2019 | NCBA Bank, contact centre                    | Call Centre Agent              |
| 2016 (6 months)     | Huduma Centre, GPO Nairobi                   | Intern                         |

WHAT I DID
Team Leader, Horizon
• Lead 18 agents on the M-PESA and Home Fibre queues, about 9,000 calls a week
• First call resolution up from 71% to 86%; team NPS of +62 in Q4 2025
• Weekly coaching and call calibration on Genesys and Salesforce
Customer Experience Executive, Horizon
• Voice and social media support; agent of the month 5 times
Call Centre Agent, NCBA
• Loan, card and M-Shwari queries
Intern, Huduma Centre
• Helped citizens with eCitizen, KRA PIN, NHIF and NSSF registrations

EDUCATION
2013–2016   BA Economics and Sociology, Kisii University
2012        KCSE, Nyabururu Girls High School (B)

TRAINING
COPC CX Standard Coordinator, 2024
Customer Service Excellence, Kenya Institute of Management (KIM), 2021

TOOLS
Genesys Cloud, Salesforce Service Cloud, Zendesk, Excel

LANGUAGES
English, Kiswahili, Ekegusii
`,
    facts: [
      f("name", "header", "Sharon", "Nyaboke"),
      f("contact", "header", "0768 215 903"),
      f("contact", "header", "sharon.nyaboke@gmail.com"),
      f("years", "profile", "7"),
      f("industry", "profile", "telecoms"),
      f("target", "profile", "operations manager"),
      f("role", "experience", "Team Leader"),
      f("employer", "experience", "Horizon Contact Centers"),
      f("years", "experience", "2022"),
      f("team", "experience", "18"),
      f("achievement", "experience", "M-PESA"),
      f("achievement", "experience", "9,000 calls"),
      f("achievement", "experience", "71%", "86%"),
      f("achievement", "experience", "NPS"),
      f("tool", "skills", "Genesys"),
      f("tool", "skills", "Salesforce"),
      f("role", "experience", "Customer Experience Executive"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "agent of the month"),
      f("role", "experience", "Call Centre Agent"),
      f("employer", "experience", "NCBA"),
      f("years", "experience", "2017"),
      f("achievement", "experience", "M-Shwari"),
      f("role", "experience", "Intern"),
      f("employer", "experience", "Huduma"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "eCitizen"),
      f("education", "education", "Economics and Sociology", "Kisii University", "2016"),
      f("education", "education", "Nyabururu Girls", "2012"),
      f("certification", "certifications", "COPC"),
      f("certification", "certifications", "Kenya Institute of Management"),
      f("tool", "skills", "Zendesk"),
      f("language", "skills", "Ekegusii"),
    ],
    mustNot: [],
    jobs: [
      { title: "Team Leader", employer: "Horizon" },
      { title: "Customer Experience Executive", employer: "Horizon" },
      { title: "Call Centre Agent", employer: "NCBA" },
      { title: "Intern", employer: "Huduma" },
    ],
  },
  {
    id: "b10-upload-police-to-security-manager",
    letter: {
      company: "Kenya Power and Lighting Company (KPLC)",
      position: "Head of Corporate Security",
      vacancyRef: "KPLC/SEC/2026/02",
    },
    about:
      "corporate security, police inspector turned security manager, service and ID numbers, religion (uploaded CV)",
    source: "upload",
    fileName: "Resume-I.Lolosoli.txt",
    text: `RESUME

Name:                 Ibrahim Lekishon Lolosoli
Tel:                  +254 722 370 819
Email:                ilolosoli.security@gmail.com
Service No. (NPS):    231057
ID No:                22104876
D.O.B:                1979
Religion:             Christian
Home county:          Samburu

Professional summary
=====
Former Inspector of Police with 9 years in the National Police Service and 8 years in private and corporate security. Seeking a head of security post in a utility, manufacturer or bank.

Employment history
=====
Security Manager | Bamburi Cement PLC, Mombasa | Nov 2020 to date
 » Manage the guarding contract of 140 guards over 2 plants and the quarry
 » Cut cement bag pilferage losses by 70%, from KES 24m to KES 7m a year
 » CCTV and access control upgrade on Milestone XProtect, 2022

Security Supervisor | G4S Kenya Ltd, Mombasa | Dec 2017 to Oct 2020
 » Cash-in-transit operations for the Coast region, 35 guards and 6 CIT crews

Inspector of Police | National Police Service | June 2008 to Nov 2017
 » Officer Commanding Station (OCS), Mtongwe Police Station, 2014 to 2017
 » Crime investigation and community policing in Likoni

Education and training
=====
BA Criminology and Security Studies, Chuka University, 2019 (part-time)
Recruit and promotion courses, Kenya Police College Kiganjo, 2008 and 2013
ASIS Certified Protection Professional (CPP), 2022
ISO 31000 Risk Management, 2021

Registration and membership
=====
Private Security Regulatory Authority (PSRA), registered security manager
ASIS International, Kenya Chapter

Languages
=====
Samburu, Maa, Kiswahili, English
`,
    facts: [
      f("name", "header", "Ibrahim", "Lolosoli"),
      f("contact", "header", "+254 722 370 819"),
      f("contact", "header", "ilolosoli.security@gmail.com"),
      f("industry", "profile", "corporate security"),
      f("target", "profile", "head of security"),
      f("role", "experience", "Security Manager"),
      f("employer", "experience", "Bamburi Cement"),
      f("years", "experience", "2020"),
      f("team", "experience", "140 guards"),
      f("achievement", "experience", "70%"),
      f("achievement", "experience", "24m", "7m"),
      f("tool", "skills", "Milestone"),
      f("achievement", "experience", "CCTV"),
      f("role", "experience", "Security Supervisor"),
      f("employer", "experience", "G4S"),
      f("years", "experience", "2017"),
      f("achievement", "experience", "Cash-in-transit"),
      f("team", "experience", "35 guards"),
      f("role", "experience", "Inspector"),
      f("employer", "experience", "National Police Service"),
      f("years", "experience", "2008"),
      f("achievement", "experience", "Mtongwe"),
      f("achievement", "experience", "community policing"),
      f("education", "education", "Criminology", "Chuka University", "2019"),
      f("education", "education", "Kiganjo"),
      f("certification", "certifications", "Certified Protection Professional"),
      f("certification", "certifications", "ISO 31000"),
      f("membership", "certifications", "Private Security Regulatory Authority"),
      f("membership", "certifications", "ASIS"),
      f("language", "skills", "Samburu"),
      f("language", "skills", "Maa"),
    ],
    mustNot: ["231057", "22104876", "1979", "Christian"],
    jobs: [
      { title: "Security Manager", employer: "Bamburi" },
      { title: "Security Supervisor", employer: "G4S" },
      { title: "Inspector", employer: "National Police" },
    ],
  },
  {
    id: "b10-upload-product-designer-sidebar",
    letter: {
      company: "M-KOPA",
      position: "Lead Product Designer",
      vacancyRef: "MKOPA/DES/2026/09",
    },
    about:
      "product design, senior designer after freelancing, sidebar of skills before the profile (uploaded CV)",
    source: "upload",
    fileName: "tabitha-mbugua-product-designer.txt",
    text: `TABITHA NYOKABI MBUGUA
Product (UX/UI) Designer
Westlands, Nairobi · 0701 623 908 · tabitha.mbugua.design@gmail.com · behance.net/tabithambugua

SKILLS
Figma · FigJam · Adobe XD · Maze usability testing · design systems · HTML/CSS

LANGUAGES
English · Kiswahili · German (B1, Goethe-Institut Nairobi)

CERTIFICATIONS
Google UX Design Professional Certificate (Coursera), 2020
Nielsen Norman Group UX Certification, 2024

PROFILE
Product designer with 6 years designing fintech and agritech apps used by farmers and small businesses across East Africa. Now after a lead product designer role.

EXPERIENCE

Apollo Agriculture, Nairobi — Senior Product Designer — since Oct 2023
   Redesigned the agent app used by 2,400 field agents; loan onboarding time fell from 12 to 5 minutes
   Built the company's first design system in Figma; monthly field research with farmers in Makueni

Pezesha, Nairobi — Product Designer — 2021–2023
   Designed the merchant lending dashboard for 5,000+ SMEs, and the USSD loan flow

Self-employed (Upwork) — Freelance UI Designer — 2019–2021
   14 client projects, mostly Shopify stores and NGO websites; Top Rated on Upwork

iHub Nairobi, UX Lab — Design Intern — May–Aug 2018

EDUCATION
Bachelor of Design (Graphic Design), Technical University of Kenya, 2018
`,
    facts: [
      f("name", "header", "Tabitha", "Mbugua"),
      f("contact", "header", "0701 623 908"),
      f("contact", "header", "tabitha.mbugua.design@gmail.com"),
      f("years", "profile", "6"),
      f("industry", "profile", "fintech"),
      f("industry", "profile", "agritech"),
      f("target", "profile", "lead product designer"),
      f("role", "experience", "Senior Product Designer"),
      f("employer", "experience", "Apollo Agriculture"),
      f("years", "experience", "2023"),
      f("achievement", "experience", "2,400"),
      f("achievement", "experience", "12", "5 minutes"),
      f("achievement", "experience", "design system"),
      f("achievement", "experience", "Makueni"),
      f("role", "experience", "Product Designer"),
      f("employer", "experience", "Pezesha"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "5,000"),
      f("achievement", "experience", "USSD"),
      f("role", "experience", "Freelance"),
      f("employer", "experience", "Upwork"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "Shopify"),
      f("achievement", "experience", "Top Rated"),
      f("role", "experience", "Intern"),
      f("employer", "experience", "iHub"),
      f("years", "experience", "2018"),
      f("education", "education", "Design", "Technical University of Kenya", "2018"),
      f("certification", "certifications", "Google UX Design"),
      f("certification", "certifications", "Nielsen Norman"),
      f("tool", "skills", "Figma"),
      f("tool", "skills", "Maze"),
      f("language", "skills", "German"),
    ],
    mustNot: [],
    jobs: [
      { title: "Senior Product Designer", employer: "Apollo" },
      { title: "Product Designer", employer: "Pezesha" },
      { title: "Freelance", employer: "Upwork" },
      { title: "Intern", employer: "iHub" },
    ],
  },
  {
    id: "b10-upload-sacco-credit-manager",
    letter: {
      company: "Stima DT Sacco",
      position: "Head of Credit",
      vacancyRef: "STIMA/CR/2026/01",
    },
    about:
      "SACCO lending, credit manager from loans clerk, numbered headings, age, gender and marital status (uploaded CV)",
    source: "upload",
    fileName: "CV OF CAROLINE K. MUGAMBI.txt",
    text: `CURRICULUM VITAE OF CAROLINE KATHAMBI MUGAMBI

1. PERSONAL PROFILE
Name               Caroline Kathambi Mugambi
Age                38 years
Gender             Female
Marital status     Married
Mobile             0724 119 806
E-mail             ckathambi.credit@gmail.com
Location           Murang'a town

2. CAREER SUMMARY
Credit professional with 14 years in SACCO and microfinance lending under SASRA and CBK regulation. I am seeking a head of credit post in a Tier 1 SACCO or bank.

3. WORK HISTORY
Oct 2016 - To Date: Credit Manager, Unaitas Sacco Society Ltd, Murang'a
   a) Head the credit department of 7 credit officers and 3 recovery officers
   b) Loan book grew from KES 3.1bn to KES 5.4bn; PAR 30 cut from 11% to 4.5%
   c) Launched the mobile loan product on Neptune core banking, 2019
   d) Monthly credit reference reporting to Metropol and TransUnion
2nd Jan 2012 – 30th Sept 2016: Credit Officer, Faulu Microfinance Bank, Meru branch
   a) Group and individual loans to 900 clients with 98% repayment
1st Aug 2010 – Dec 2011: Loans Clerk, Imenti Sacco, Meru
   a) Loan forms, guarantor checks and member files

4. ACADEMIC & PROFESSIONAL QUALIFICATIONS
2018 – 2020: MBA (Finance), Meru University of Science and Technology
2006 – 2009: Bachelor of Commerce (Finance), Catholic University of Eastern Africa
2011: CPA (K), KASNEB
2015: Certificate in SACCO Management, Co-operative University of Kenya
2001 – 2004: KCSE, Kaaga Girls High School (A-)

5. MEMBERSHIP
Member, ICPAK

6. COMPUTER LITERACY
Neptune CBS, MS Excel (pivot tables), Metropol CRB portal

7. LANGUAGES
English, Kiswahili, Kimeru

8. HOBBIES
Travelling, reading, mentoring youth groups

9. REFEREES
Available upon request
`,
    facts: [
      f("name", "header", "Caroline", "Mugambi"),
      f("contact", "header", "0724 119 806"),
      f("contact", "header", "ckathambi.credit@gmail.com"),
      f("years", "profile", "14"),
      f("industry", "profile", "SACCO"),
      f("target", "profile", "head of credit"),
      f("role", "experience", "Credit Manager"),
      f("employer", "experience", "Unaitas"),
      f("years", "experience", "2016"),
      f("team", "experience", "7", "3"),
      f("achievement", "experience", "3.1bn", "5.4bn"),
      f("achievement", "experience", "11%", "4.5%"),
      f("tool", "skills", "Neptune"),
      f("achievement", "experience", "Metropol"),
      f("achievement", "experience", "TransUnion"),
      f("role", "experience", "Credit Officer"),
      f("employer", "experience", "Faulu"),
      f("years", "experience", "2012"),
      f("achievement", "experience", "900"),
      f("achievement", "experience", "98%"),
      f("role", "experience", "Loans Clerk"),
      f("employer", "experience", "Imenti Sacco"),
      f("years", "experience", "2010"),
      f("education", "education", "MBA", "Meru University of Science and Technology", "2020"),
      f("education", "education", "Commerce", "Catholic University of Eastern Africa", "2009"),
      f("certification", "certifications", "CPA"),
      f("certification", "certifications", "SACCO Management", "Co-operative University"),
      f("education", "education", "Kaaga Girls", "2004"),
      f("membership", "certifications", "ICPAK"),
      f("language", "skills", "Kimeru"),
    ],
    mustNot: ["38 years", "Female", "Married"],
    jobs: [
      { title: "Credit Manager", employer: "Unaitas" },
      { title: "Credit Officer", employer: "Faulu" },
      { title: "Loans Clerk", employer: "Imenti" },
    ],
  },
];
