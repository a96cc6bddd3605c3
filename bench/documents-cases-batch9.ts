import type { DocumentCase, Fact, FactKind, Section } from "./documents-cases";

/**
 * Held-out batch 9 for `npm run bench:documents`, written by the docs-batch9 helper apart from
 * the code, and not run before it was committed. Not registered in bench/documents.ts: it is
 * registered at its first run, whose figure is the held-out one.
 *
 * Rules of apartness, as followed: nothing under server/, app/, tests/ or /work/firstruns/ was
 * opened, nor bench/README.md, nor any other case batch (batches 2 to 6 and 8), nor `git log`,
 * `git show` or `git diff`; `npm run bench:documents` and the test suites were not run. Read for
 * it, and nothing else of the project: bench/documents-cases-batch7.ts (format and conventions
 * only; the clients, professions and phrasings here are new), bench/documents-cases.ts (the
 * types; one incidental glimpse owned here: printing the file's first 120 lines showed batch 1's
 * first case and the opening of its second, which were not used), bench/documents.ts (how
 * facts, `mustNot` and `jobs` are scored), the manual form's field limits in
 * contract/documents.ts and the CV and cover-letter parts of /work/shared/SPEC.md. Checked only
 * by importing this file (a count, and a throwaway script in /tmp that imports nothing else)
 * and by Biome. Two more incidental glimpses owned here: `git worktree add` printed the subject
 * of main's latest commit, which gives batch 8's first-run figures (recall, invented,
 * placeholders, jobs) and nothing of the code; and after landing, a `git log -1 --format=%s`
 * printed this batch's own commit subject, to confirm the merge, and a `git diff --stat` showed
 * only this header's own edit.
 *
 * New clients, professions and career stages: a county ECDE teacher made centre head, a KRA
 * officer moved from domestic taxes to customs, a hotel housekeeper promoted to floor
 * supervisor who writes in Sheng, a senior backend developer with three jobs in one turn, an
 * electrician who tells his jobs in Swahili, a children's officer, an airline flight
 * dispatcher, a tea extension agronomist whose current job comes over several turns; on the
 * manual form a procurement manager (terse, abbreviated), a TSC secondary-school principal (all
 * lower case), an actuarial graduate intern and an associate advocate (the years field a bare
 * number, no company); uploads of a hospital pharmacist (employer above titles, ID number and
 * date of birth), an internal audit manager (jobs and qualifications in tab-separated tables,
 * duties apart), a broadcast journalist (headings in capitals, arrow and tick bullets, a
 * freelance stringer post) and a clearing and forwarding supervisor (two titles under one
 * employer, dates such as "1st March 2020 - todate" and "Sept, 2015 - Feb, 2020", religion and
 * date of birth).
 *
 * Same conventions as the batches before it: a fact is the key string(s) that must all appear
 * in the CV's text, each in the client's own words (every key is in the case's inputs); `mustNot`
 * holds hedges, chat and Swahili or Sheng talk, personal details a CV no longer carries and the
 * wrong value of a fact the client corrected (none of them is inside a key); `jobs` lists every
 * job of the client, most recent first. A promotion is its own job only where its title cannot
 * be read in the other entries of the same employer. Not to be tuned on: a fix is measured on a
 * new batch.
 */

const f = (kind: FactKind, section: Section, ...keys: string[]): Fact => ({ kind, section, keys });

export const documentCasesBatch9: DocumentCase[] = [
  {
    id: "b9-chat-county-ecde-teacher",
    letter: {
      company: "Bungoma County Public Service Board",
      position: "Sub-County ECDE Coordinator",
      vacancyRef: "BCPSB/ECDE/2026/07",
    },
    about: "early childhood education, county ECDE teacher made centre head, Swahili chat (chat)",
    source: "chat",
    visitorTurns: [
      "Habari, naomba msaada na CV. Mimi ni mwalimu wa ECDE",
      "Lilian Nafula Simiyu",
      "0728 514 207",
      "lilian.simiyu.ecde@gmail.com",
      "Niko na Bungoma County Government tangu 2017, ECDE teacher at Kibabii ECDE Centre. Then 2022 they made me the centre head teacher pale pale.",
      "As head teacher I manage 5 caregivers, and I introduced the CBC competency portfolios for PP1 and PP2. Enrolment went up from 90 to 140 learners in three years.",
      "Sorry, I was made head teacher in 2021, not 2022.",
      "Before the county job I taught at Little Angels Academy in Kanduyi, a private school, 2014 to 2016.",
      "Diploma in Early Childhood Development Education, Kaimosi Teachers Training College, 2013. I have a TSC number too. Now I'm doing a Bachelor of Education (ECDE) at Kibabii University, part time.",
      "Languages: Kiswahili, English na Lubukusu. Nataka kazi ya ECDE coordinator, labda sub-county level.",
    ],
    facts: [
      f("name", "header", "Lilian", "Simiyu"),
      f("contact", "header", "0728 514 207"),
      f("contact", "header", "lilian.simiyu.ecde@gmail.com"),
      f("role", "experience", "ECDE Teacher"),
      f("employer", "experience", "Bungoma County"),
      f("years", "experience", "2017"),
      f("achievement", "experience", "Kibabii ECDE Centre"),
      f("role", "experience", "Head Teacher"),
      f("years", "experience", "2021"),
      f("team", "experience", "5"),
      f("achievement", "experience", "CBC"),
      f("achievement", "experience", "90", "140 learners"),
      f("employer", "experience", "Little Angels Academy"),
      f("years", "experience", "2014"),
      f(
        "education",
        "education",
        "Early Childhood Development Education",
        "Kaimosi Teachers Training College",
        "2013",
      ),
      f("certification", "certifications", "TSC"),
      f("education", "education", "Bachelor of Education", "Kibabii University"),
      f("language", "skills", "Lubukusu"),
      f("target", "profile", "ECDE coordinator"),
    ],
    mustNot: [
      "Habari",
      "naomba",
      "Mimi ni",
      "mwalimu",
      "Niko na",
      "tangu",
      "pale pale",
      "2022",
      "Nataka",
      "labda",
    ],
    jobs: [
      { title: "Head Teacher", employer: "Bungoma County" },
      { title: "ECDE Teacher", employer: "Bungoma County" },
      { title: "Teacher", employer: "Little Angels" },
    ],
  },
  {
    id: "b9-chat-kra-customs-supervisor",
    letter: {
      company: "East African Community Secretariat",
      position: "Principal Customs Officer",
      vacancyRef: "EAC/HR/2026/041",
    },
    about: "tax administration, KRA officer from domestic taxes to customs supervisor (chat)",
    source: "chat",
    visitorTurns: [
      "Good evening, I work with KRA and I need a CV for a job at the EAC secretariat, basically a regional customs post",
      "Collins Kibet Langat",
      "collins.langat@yahoo.com",
      "My number is 0721 603 448",
      "I joined Kenya Revenue Authority in 2012 as a Revenue Officer in Domestic Taxes at Times Tower, doing VAT audits on iTax.",
      "In 2016 I moved to Customs and Border Control as a customs officer at Malaba One Stop Border Post, and since 2020 I'm a Supervisor in Customs at the Port of Mombasa, in the Long Room.",
      "At the port I lead 12 verification officers, and in 2023 my team recovered KES 340 million in under-declared duty. We use iCMS and the KenTrade single window.",
      "Oops, it was 2021 I became supervisor, not 2020.",
      "BCom Accounting, Moi University, 2011. CPA Kenya done 2014. Postgraduate Diploma in Customs Administration at KESRA, 2017. I'm a member of ICPAK.",
      "Languages: English, Kiswahili, Kipsigis. I'd like a customs or trade facilitation role at the EAC or COMESA, or something like that.",
    ],
    facts: [
      f("name", "header", "Collins", "Langat"),
      f("contact", "header", "collins.langat@yahoo.com"),
      f("contact", "header", "0721 603 448"),
      f("role", "experience", "Revenue Officer"),
      f("employer", "experience", "Kenya Revenue Authority"),
      f("years", "experience", "2012"),
      f("achievement", "experience", "VAT"),
      f("tool", "skills", "iTax"),
      f("role", "experience", "Customs Officer"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "Malaba"),
      f("role", "experience", "Supervisor"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "Port of Mombasa"),
      f("team", "experience", "12"),
      f("achievement", "experience", "340 million"),
      f("tool", "skills", "iCMS"),
      f("tool", "skills", "KenTrade"),
      f("education", "education", "Accounting", "Moi University", "2011"),
      f("certification", "certifications", "CPA"),
      f("education", "education", "Customs Administration", "KESRA", "2017"),
      f("membership", "certifications", "ICPAK"),
      f("language", "skills", "Kipsigis"),
      f("target", "profile", "trade facilitation"),
    ],
    mustNot: ["basically", "Oops", "2020", "something like that"],
    jobs: [
      { title: "Supervisor", employer: "Kenya Revenue Authority" },
      { title: "Customs Officer", employer: "Kenya Revenue Authority" },
      { title: "Revenue Officer", employer: "Kenya Revenue Authority" },
    ],
  },
  {
    id: "b9-chat-hotel-housekeeper-sheng",
    letter: {
      company: "Hemingways Watamu",
      position: "Assistant Executive Housekeeper",
      vacancyRef: "HMW/HK/2026/03",
    },
    about:
      "hospitality, room attendant promoted to floor supervisor at a beach resort, Sheng (chat)",
    source: "chat",
    visitorTurns: [
      "Sasa! Nimeambiwa mnaandika CV poa. Mimi ni housekeeper hoteli",
      "Faith Mwende Musyoka",
      "0745 318 927 ndio namba yangu",
      "email ni faithmwende.hk@gmail.com",
      "Nilianza kama casual room attendant PrideInn Paradise Mombasa 2015 mpaka 2017.",
      "Then 2017 nikaajiriwa Sarova Whitesands Beach Resort as a room attendant, na 2021 nikapandishwa cheo to floor supervisor.",
      "Kama supervisor nacheck rooms 60 kila siku, niko na team ya watu 8, na floor yetu ilipata 96% kwa room inspection audit last year. Tunatumia Opera PMS kwa room status.",
      "Aki sorry, ni rooms 70 sio 60.",
      "Nilisoma Certificate in Housekeeping and Laundry Operations, Kenya Coast National Polytechnic, 2014. Nina Food Handler's certificate na First Aid ya St John Ambulance 2023.",
      "KCSE 2013 Mwala Girls.",
      "Naongea Kiswahili, English, Kikamba na kidogo German, tourists wametufunza haha. Nataka executive housekeeper ama assistant, hoteli kubwa, hata Dubai sawa tu.",
    ],
    facts: [
      f("name", "header", "Faith", "Musyoka"),
      f("contact", "header", "0745 318 927"),
      f("contact", "header", "faithmwende.hk@gmail.com"),
      f("role", "experience", "Room Attendant"),
      f("employer", "experience", "PrideInn"),
      f("years", "experience", "2015"),
      f("employer", "experience", "Sarova Whitesands"),
      f("years", "experience", "2017"),
      f("role", "experience", "Floor Supervisor"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "70"),
      f("team", "experience", "8"),
      f("achievement", "experience", "96%"),
      f("tool", "skills", "Opera"),
      f(
        "education",
        "education",
        "Housekeeping and Laundry",
        "Kenya Coast National Polytechnic",
        "2014",
      ),
      f("certification", "certifications", "Food Handler"),
      f("certification", "certifications", "St John Ambulance"),
      f("education", "education", "Mwala Girls", "2013"),
      f("language", "skills", "Kikamba"),
      f("language", "skills", "German"),
      f("target", "profile", "executive housekeeper"),
    ],
    mustNot: [
      "Sasa",
      "Nimeambiwa",
      "poa",
      "Mimi ni",
      "ndio namba",
      "mpaka",
      "nikaajiriwa",
      "nikapandishwa",
      "nacheck",
      "kila siku",
      "watu",
      "60",
      "Aki",
      "kidogo",
      "wametufunza",
      "haha",
      "sawa tu",
    ],
    jobs: [
      { title: "Floor Supervisor", employer: "Sarova" },
      { title: "Room Attendant", employer: "Sarova" },
      { title: "Room Attendant", employer: "PrideInn" },
    ],
  },
  {
    id: "b9-chat-senior-backend-developer",
    letter: {
      company: "Safaricom PLC",
      position: "Engineering Lead, M-PESA Platform",
      vacancyRef: "SCOM/TECH/2026/207",
    },
    about: "software engineering, senior backend developer, three jobs in one turn (chat)",
    source: "chat",
    visitorTurns: [
      "Hey, I'm a software dev, like 6 years in, and I need a CV that doesn't look like a school leaver's lol",
      "Ian Kamau Njenga, ian.njenga.dev@proton.me, 0702 884 519",
      "Currently a senior backend engineer at Cellulant since March 2023, on the Tingg payments platform. Before that I was a software engineer at Twiga Foods 2020-2023 and before that a junior developer at Craft Silicon 2018-2020, on their Bankers Realm core banking product.",
      "At Cellulant I lead 4 engineers. We moved the checkout service from a PHP monolith to Go microservices on Kubernetes and p95 latency dropped from 800 ms to 220 ms.",
      "At Twiga I built the M-Pesa Daraja integration for vendor payouts, about 6,000 payouts a day. Oh wait, I joined Twiga in 2019 not 2020, sorry. So Craft Silicon was 2018 to 2019.",
      "Stack: Go, Python, TypeScript, PostgreSQL, Redis, Kafka, AWS. I'm an AWS Certified Solutions Architect – Associate since 2024.",
      "BSc Computer Science, Multimedia University of Kenya, 2017. I also mentor at Moringa School on weekends, sort of informally.",
      "I want a staff engineer or engineering lead role, remote would be cool, or fintech in Nairobi.",
    ],
    facts: [
      f("name", "header", "Ian", "Njenga"),
      f("contact", "header", "ian.njenga.dev@proton.me"),
      f("contact", "header", "0702 884 519"),
      f("years", "profile", "6"),
      f("role", "experience", "Senior Backend Engineer"),
      f("employer", "experience", "Cellulant"),
      f("years", "experience", "2023"),
      f("achievement", "experience", "Tingg"),
      f("team", "experience", "4"),
      f("tool", "skills", "Kubernetes"),
      f("achievement", "experience", "800 ms", "220 ms"),
      f("role", "experience", "Software Engineer"),
      f("employer", "experience", "Twiga Foods"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "Daraja"),
      f("achievement", "experience", "6,000"),
      f("role", "experience", "Junior Developer"),
      f("employer", "experience", "Craft Silicon"),
      f("years", "experience", "2018"),
      f("achievement", "experience", "Bankers Realm"),
      f("tool", "skills", "Python"),
      f("tool", "skills", "TypeScript"),
      f("tool", "skills", "PostgreSQL"),
      f("tool", "skills", "Kafka"),
      f("certification", "certifications", "AWS Certified Solutions Architect"),
      f("education", "education", "Computer Science", "Multimedia University", "2017"),
      f("achievement", "experience", "Moringa School"),
      f("target", "profile", "engineering lead"),
    ],
    mustNot: ["lol", "school leaver", "2020", "Oh wait", "sort of", "would be cool"],
    jobs: [
      { title: "Senior Backend Engineer", employer: "Cellulant" },
      { title: "Software Engineer", employer: "Twiga" },
      { title: "Junior Developer", employer: "Craft Silicon" },
    ],
  },
  {
    id: "b9-chat-solar-electrician-swahili",
    letter: {
      company: "Sun King Kenya",
      position: "Solar Installation Site Supervisor",
      vacancyRef: "SK-KE/INST/2026/12",
    },
    about:
      "electrical installation, solar technician after a contractor and self-employment, Swahili (chat)",
    source: "chat",
    visitorTurns: [
      "Habari zenu. Mimi ni fundi wa stima, electrician. Nataka CV nitume kwa kampuni za solar",
      "Joseph Kariuki Mwangi",
      "0718 207 653",
      "Sina email... aki ngoja, ni jokamwangi.electric@gmail.com",
      "Tangu 2020 mimi ni senior electrical technician at Davis & Shirtliff, Thika Road branch. I install solar PV systems and solar water pumps for farms and schools.",
      "Kwa Davis & Shirtliff nimeinstall over 150 solar systems, the biggest ni 60 kWp kwa flower farm Naivasha. Na nasupervise technicians 3.",
      "Kabla ya hapo nilikuwa electrician wa Ramani Electrical Contractors, a Kenya Power contractor, 2016 hadi 2020: house wiring na last mile connections.",
      "Na 2014 to 2016 nilikuwa self-employed electrician, wiring nyumba Ruiru.",
      "Correction: nilijoin Davis & Shirtliff 2021, sio 2020. Ramani ilikuwa 2016 hadi 2021.",
      "Nina EPRA electrical worker licence Class B na solar PV licence T2. Nilisoma Diploma in Electrical and Electronics Engineering (Power Option), Thika Technical Training Institute, 2013. Pia nina Grade Test I from NITA.",
      "Naongea Kiswahili, Kikuyu na English kidogo. Nataka kazi ya solar site supervisor au technician mkuu.",
    ],
    facts: [
      f("name", "header", "Joseph", "Mwangi"),
      f("contact", "header", "0718 207 653"),
      f("contact", "header", "jokamwangi.electric@gmail.com"),
      f("role", "experience", "Senior Electrical Technician"),
      f("employer", "experience", "Davis & Shirtliff"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "solar PV"),
      f("achievement", "experience", "solar water pumps"),
      f("achievement", "experience", "150"),
      f("achievement", "experience", "60 kWp"),
      f("achievement", "experience", "Naivasha"),
      f("team", "experience", "3"),
      f("role", "experience", "Electrician"),
      f("employer", "experience", "Ramani Electrical Contractors"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "last mile"),
      f("achievement", "experience", "Ruiru"),
      f("years", "experience", "2014"),
      f("certification", "certifications", "EPRA", "Class B"),
      f("certification", "certifications", "T2"),
      f(
        "education",
        "education",
        "Electrical and Electronics Engineering",
        "Thika Technical Training Institute",
        "2013",
      ),
      f("certification", "certifications", "NITA"),
      f("language", "skills", "Kikuyu"),
      f("target", "profile", "site supervisor"),
    ],
    mustNot: [
      "Habari zenu",
      "fundi",
      "stima",
      "Nataka",
      "Sina email",
      "ngoja",
      "nimeinstall",
      "nasupervise",
      "Kabla ya",
      "nilikuwa",
      "2020",
      "nilijoin",
      "Pia",
      "kidogo",
      "mkuu",
    ],
    jobs: [
      { title: "Senior Electrical Technician", employer: "Davis & Shirtliff" },
      { title: "Electrician", employer: "Ramani" },
      { title: "Electrician", employer: "Self-employed" },
    ],
  },
  {
    id: "b9-chat-childrens-officer",
    letter: {
      company: "Save the Children International, Kenya",
      position: "Child Protection Officer",
      vacancyRef: "SCI-KE/CP/2026/19",
    },
    about: "social work, government children's officer after an NGO, one job over turns (chat)",
    source: "chat",
    visitorTurns: [
      "Hi. I am a social worker and I'd like my CV reworked for an NGO job, I'm not so good with these things honestly",
      "Diana Akinyi Odhiambo",
      "dianaakinyi.sw@gmail.com",
      "0733 690 125",
      "Right now I'm a Children's Officer with the State Department for Children Services.",
      "Posted at Kisumu East sub-county, since 2019.",
      "I handle about 30 child protection cases a month, prepare social inquiry reports for the Children's Court, and I did the family tracing and reintegration of 45 children from charitable children's institutions under the care reform.",
      "Earlier I was a case worker at SOS Children's Villages Kisumu from 2015 to 2019, and before that a volunteer with the Kenya Red Cross in 2014, I think it was six months.",
      "Wait, the 45 children is wrong, it was 54.",
      "Bachelor of Social Work, Maseno University, 2013. I'm a member of KNASW. I trained in Psychological First Aid, and I enter our cases on CPIMS, the child protection information system.",
      "Languages Dholuo, Kiswahili, English. I'd love a child protection officer post with UNICEF or Save the Children.",
    ],
    facts: [
      f("name", "header", "Diana", "Odhiambo"),
      f("contact", "header", "dianaakinyi.sw@gmail.com"),
      f("contact", "header", "0733 690 125"),
      f("role", "experience", "Children's Officer"),
      f("employer", "experience", "Children Services"),
      f("achievement", "experience", "Kisumu East"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "30"),
      f("achievement", "experience", "social inquiry reports"),
      f("achievement", "experience", "Children's Court"),
      f("achievement", "experience", "54"),
      f("role", "experience", "Case Worker"),
      f("employer", "experience", "SOS Children's Villages"),
      f("years", "experience", "2015"),
      f("role", "experience", "Volunteer"),
      f("employer", "experience", "Kenya Red Cross"),
      f("years", "experience", "2014"),
      f("education", "education", "Social Work", "Maseno University", "2013"),
      f("membership", "certifications", "KNASW"),
      f("certification", "certifications", "Psychological First Aid"),
      f("tool", "skills", "CPIMS"),
      f("language", "skills", "Dholuo"),
      f("target", "profile", "child protection officer"),
    ],
    mustNot: ["not so good", "honestly", "I think", "45", "Wait"],
    jobs: [
      { title: "Children's Officer", employer: "Children Services" },
      { title: "Case Worker", employer: "SOS" },
      { title: "Volunteer", employer: "Red Cross" },
    ],
  },
  {
    id: "b9-chat-flight-dispatcher",
    letter: {
      company: "flydubai",
      position: "Flight Dispatcher",
      vacancyRef: "FZ/OPS/FD/2026/22",
    },
    about: "airline operations, licensed flight dispatcher after ops and ramp jobs (chat)",
    source: "chat",
    visitorTurns: [
      "Hello there, I need a CV for a flight dispatcher job in the Gulf. Nitashukuru sana",
      "Hassan Omar Mwinyi, hassan.mwinyi.ops@gmail.com, 0711 430 276",
      "I've been a licensed flight dispatcher at Jambojet since 2019. I plan about 18 flights a shift on the Dash 8-400 network, fuel and load planning on Lido Flight, and I do flight watch for Mombasa, Kisumu, Eldoret and Entebbe.",
      "Before Jambojet, 2016 to 2019 I was an operations officer at Skyward Express at Wilson Airport, crew scheduling and flight following.",
      "And 2013 to 2016 I was a ramp agent with Swissport Kenya at JKIA, while studying.",
      "Correction: it's about 26 flights a shift, not 18.",
      "Flight dispatcher licence from KCAA in 2019, the course was at the East African School of Aviation. Diploma in Airline Operations, Kenya Aeronautical College, 2015. IATA Dangerous Goods certificate, 2023.",
      "I won Jambojet's Ops Star award in 2022 for zero dispatch delays on my shifts.",
      "I speak Kiswahili, English and some Arabic. Looking for a flight dispatcher post with Emirates, Qatar Airways or flydubai, inshallah.",
    ],
    facts: [
      f("name", "header", "Hassan", "Mwinyi"),
      f("contact", "header", "hassan.mwinyi.ops@gmail.com"),
      f("contact", "header", "0711 430 276"),
      f("role", "experience", "Flight Dispatcher"),
      f("employer", "experience", "Jambojet"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "26 flights"),
      f("achievement", "experience", "Dash 8-400"),
      f("tool", "skills", "Lido"),
      f("achievement", "experience", "Entebbe"),
      f("role", "experience", "Operations Officer"),
      f("employer", "experience", "Skyward Express"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "crew scheduling"),
      f("role", "experience", "Ramp Agent"),
      f("employer", "experience", "Swissport"),
      f("years", "experience", "2013"),
      f("certification", "certifications", "KCAA"),
      f("certification", "certifications", "East African School of Aviation"),
      f("education", "education", "Airline Operations", "Kenya Aeronautical College", "2015"),
      f("certification", "certifications", "Dangerous Goods"),
      f("achievement", "experience", "Ops Star"),
      f("language", "skills", "Arabic"),
      f("target", "profile", "flight dispatcher"),
    ],
    mustNot: ["Nitashukuru", "18", "inshallah"],
    jobs: [
      { title: "Flight Dispatcher", employer: "Jambojet" },
      { title: "Operations Officer", employer: "Skyward" },
      { title: "Ramp Agent", employer: "Swissport" },
    ],
  },
  {
    id: "b9-chat-tea-extension-agronomist",
    letter: {
      company: "One Acre Fund Kenya",
      position: "Senior Agronomist",
      vacancyRef: "1AF-KE/AGR/2026/31",
    },
    about: "agronomy, tea extension officer, current job told over four turns (chat)",
    source: "chat",
    visitorTurns: [
      "Good afternoon. I'm an agronomist, I need a CV for a job at One Acre Fund, I think they want senior people",
      "Evans Nyakundi Omwenga",
      "0722 915 384",
      "evans.omwenga.agro@gmail.com",
      "I work with KTDA.",
      "I'm the Extension Services Officer at Nyansiongo Tea Factory.",
      "Since 2018.",
      "I train about 6,500 smallholder tea farmers through 40 farmer field schools, and I supervise 11 tea extension assistants. Good leaf went from 72% to 89% in my zone, and I ran a soil testing campaign with Cropnuts on 1,200 farms.",
      "Before KTDA: research assistant at KALRO Kisii 2014 to 2016, on potato late blight trials, and 2016 to 2018 sales agronomist at Amiran Kenya in Kisii and Nyamira.",
      "Hmm, the farmers are closer to 7,000 actually, let's say 7,000.",
      "BSc Agriculture, Egerton University, 2013, and MSc Agronomy, University of Eldoret, 2022. Member of the Soil Science Society of East Africa. Tools: ODK, QGIS, Excel. Languages: Ekegusii, Kiswahili, English.",
      "Target: senior agronomist or agronomy programme manager with One Acre Fund or Syngenta.",
    ],
    facts: [
      f("name", "header", "Evans", "Omwenga"),
      f("contact", "header", "0722 915 384"),
      f("contact", "header", "evans.omwenga.agro@gmail.com"),
      f("role", "experience", "Extension Services Officer"),
      f("employer", "experience", "KTDA"),
      f("achievement", "experience", "Nyansiongo"),
      f("years", "experience", "2018"),
      f("achievement", "experience", "7,000"),
      f("achievement", "experience", "40 farmer field schools"),
      f("team", "experience", "11"),
      f("achievement", "experience", "72%", "89%"),
      f("achievement", "experience", "Cropnuts"),
      f("role", "experience", "Research Assistant"),
      f("employer", "experience", "KALRO"),
      f("years", "experience", "2014"),
      f("achievement", "experience", "late blight"),
      f("role", "experience", "Sales Agronomist"),
      f("employer", "experience", "Amiran"),
      f("years", "experience", "2016"),
      f("education", "education", "Agriculture", "Egerton University", "2013"),
      f("education", "education", "Agronomy", "University of Eldoret", "2022"),
      f("membership", "certifications", "Soil Science Society of East Africa"),
      f("tool", "skills", "ODK"),
      f("tool", "skills", "QGIS"),
      f("language", "skills", "Ekegusii"),
      f("target", "profile", "senior agronomist"),
    ],
    mustNot: ["I think", "6,500", "Hmm", "actually", "let's say"],
    jobs: [
      { title: "Extension Services Officer", employer: "KTDA" },
      { title: "Sales Agronomist", employer: "Amiran" },
      { title: "Research Assistant", employer: "KALRO" },
    ],
  },
  {
    id: "b9-manual-procurement-manager",
    letter: {
      company: "Kenya Electricity Transmission Company (KETRACO)",
      position: "General Manager, Supply Chain",
      vacancyRef: "KETRACO/HR/2026/09",
    },
    about:
      "public procurement, manager at a state corporation, terse abbreviated form (manual form)",
    source: "manual",
    form: {
      firstName: "Winnie",
      lastName: "Chebet Korir",
      email: "wchebet.procure@gmail.com",
      phone: "0727 340 916",
      currentRole: "Procurement Mgr",
      experience: "12 yrs",
      industry: "Supply chain / procurement (public sector)",
      company: "KenGen",
      careerGoal:
        "head of supply chain, state corp or NGO. KenGen procurement manager 2019-now, Olkaria geothermal drilling contracts ~KES 4bn/yr, IFMIS + e-GP, PPADA 2015 compliance, cut tender cycle 90 days -> 45 days. team of 9. before: senior procurement officer Kenya Pipeline Co 2014-2019; procurement asst Nairobi Water 2012-2014. MSc Procurement & Logistics JKUAT 2016, BCom (Purchasing & Supply) Moi Uni 2011. MKISM, licensed by KISEB. CIPS Level 6 diploma 2018.",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Winnie", "Korir"),
      f("contact", "header", "wchebet.procure@gmail.com"),
      f("contact", "header", "0727 340 916"),
      f("role", "experience", "Procurement Manager"),
      f("employer", "experience", "KenGen"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "Olkaria"),
      f("achievement", "experience", "4bn"),
      f("tool", "skills", "IFMIS"),
      f("tool", "skills", "e-GP"),
      f("achievement", "experience", "PPADA"),
      f("achievement", "experience", "90 days", "45 days"),
      f("team", "experience", "9"),
      f("role", "experience", "Senior Procurement Officer"),
      f("employer", "experience", "Kenya Pipeline"),
      f("years", "experience", "2014"),
      f("employer", "experience", "Nairobi Water"),
      f("years", "experience", "2012"),
      f("education", "education", "Logistics", "JKUAT", "2016"),
      f("education", "education", "Purchasing", "Moi", "2011"),
      f("membership", "certifications", "MKISM"),
      f("certification", "certifications", "KISEB"),
      f("certification", "certifications", "CIPS", "Level 6"),
      f("years", "profile", "12"),
      f("industry", "profile", "supply chain"),
      f("target", "profile", "head of supply chain"),
    ],
    mustNot: [],
    jobs: [
      { title: "Procurement Manager", employer: "KenGen" },
      { title: "Senior Procurement Officer", employer: "Kenya Pipeline" },
      { title: "Procurement", employer: "Nairobi Water" },
    ],
  },
  {
    id: "b9-manual-tsc-principal",
    letter: {
      company: "Teachers Service Commission",
      position: "County Director of Education",
      vacancyRef: "TSC/ADV/2026/CDE/04",
    },
    about: "secondary education, TSC national-school principal, all-lower-case form (manual form)",
    source: "manual",
    form: {
      firstName: "francis",
      lastName: "mutiso kyalo",
      email: "fmkyalo@yahoo.com",
      phone: "0722118407",
      currentRole: "principal, kitui high sch",
      experience: "26 years teaching, 9 as principal",
      industry: "education",
      company: "Teachers Service Commission (TSC)",
      careerGoal:
        "to be a tsc county director of education or a post at kemi/kicd. principal kitui high school since 2017 (national school, 1,450 students, 86 teachers). kcse mean score up from 6.2 to 8.1 by 2024. built 2 dorms with ngcdf and parents. 2011-2016 deputy principal machakos boys. 1999-2011 teacher maths/physics at mbooni boys high, hod maths from 2005. bed science (maths & physics) kenyatta univ 1998. med educational admin, mount kenya univ 2013. kemi diploma in education management 2012. knec kcse maths examiner since 2003. member kessha. kikamba, kiswahili, english.",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Francis", "Kyalo"),
      f("contact", "header", "fmkyalo@yahoo.com"),
      f("contact", "header", "0722 118 407"),
      f("role", "experience", "Principal"),
      f("employer", "experience", "Kitui High School"),
      f("years", "experience", "2017"),
      f("achievement", "experience", "1,450"),
      f("team", "experience", "86 teachers"),
      f("achievement", "experience", "6.2", "8.1"),
      f("achievement", "experience", "dorms"),
      f("role", "experience", "Deputy Principal"),
      f("employer", "experience", "Machakos Boys"),
      f("years", "experience", "2011"),
      f("role", "experience", "Teacher"),
      f("employer", "experience", "Mbooni Boys"),
      f("years", "experience", "1999"),
      f("achievement", "experience", "HOD"),
      f("education", "education", "Kenyatta", "1998"),
      f("education", "education", "Educational", "Mount Kenya", "2013"),
      f("education", "education", "Education Management", "KEMI", "2012"),
      f("certification", "certifications", "KNEC"),
      f("membership", "certifications", "KESSHA"),
      f("language", "skills", "Kikamba"),
      f("years", "profile", "26"),
      f("target", "profile", "county director"),
    ],
    mustNot: [],
    jobs: [
      { title: "Principal", employer: "Kitui High" },
      { title: "Deputy Principal", employer: "Machakos Boys" },
      { title: "Teacher", employer: "Mbooni" },
    ],
  },
  {
    id: "b9-manual-actuarial-graduate",
    letter: {
      company: "Britam Life Assurance",
      position: "Graduate Actuarial Analyst",
      vacancyRef: "BRT/LIFE/ACT/2026/03",
    },
    about: "actuarial science, first-class graduate on a pensions internship (manual form)",
    source: "manual",
    form: {
      firstName: "Ruth",
      lastName: "Naliaka Wanjala",
      email: "ruth.naliaka.actuary@gmail.com",
      phone: "0791 552 083",
      currentRole: "Actuarial Analyst Intern",
      experience: "Fresh graduate, 6 months internship",
      industry: "Insurance / pensions (actuarial)",
      company: "Zamara Actuaries, Administrators and Consultants",
      careerGoal:
        "Graduate actuarial analyst in life insurance or pensions, working towards fellowship of the IFoA. Actuarial intern at Zamara since Jan 2026: pension scheme valuations for 15 schemes, IAS 19 reports, member data cleaning in R. Attachment at the Retirement Benefits Authority (RBA), May-Aug 2025, research department: compiled the quarterly industry report. BSc Actuarial Science, University of Nairobi, 2025, First Class Honours. IFoA exams passed: CM1, CM2 and CS1 (2024-2025). Student member of The Actuarial Society of Kenya (TASK). Python, R, Excel VBA, Prophet (basic). Captain of the UoN chess club, 2023. Speaks Luhya and Kiswahili.",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Ruth", "Wanjala"),
      f("contact", "header", "ruth.naliaka.actuary@gmail.com"),
      f("contact", "header", "0791 552 083"),
      f("role", "experience", "Intern"),
      f("employer", "experience", "Zamara"),
      f("years", "experience", "2026"),
      f("achievement", "experience", "15 schemes"),
      f("achievement", "experience", "IAS 19"),
      f("employer", "experience", "Retirement Benefits Authority"),
      f("years", "experience", "2025"),
      f("achievement", "experience", "quarterly industry report"),
      f("education", "education", "Actuarial Science", "University of Nairobi", "2025"),
      f("education", "education", "First Class"),
      f("certification", "certifications", "CM1"),
      f("certification", "certifications", "CM2"),
      f("certification", "certifications", "CS1"),
      f("membership", "certifications", "Actuarial Society of Kenya"),
      f("tool", "skills", "Python"),
      f("tool", "skills", "VBA"),
      f("tool", "skills", "Prophet"),
      f("achievement", "experience", "chess"),
      f("language", "skills", "Luhya"),
      f("industry", "profile", "pensions"),
      f("target", "profile", "life insurance"),
    ],
    mustNot: [],
    jobs: [
      { title: "Intern", employer: "Zamara" },
      { title: "Attach", employer: "Retirement Benefits" },
    ],
  },
  {
    id: "b9-manual-associate-advocate",
    letter: {
      company: "KCB Bank Kenya",
      position: "Legal Counsel, Litigation",
      vacancyRef: "KCB/LEG/2026/015",
    },
    about:
      "law, associate advocate after pupillage, bare-number years and no company (manual form)",
    source: "manual",
    form: {
      firstName: "Abdullahi",
      lastName: "Noor Ibrahim",
      email: "a.noor.advocate@gmail.com",
      phone: "0714 226 389",
      currentRole: "Associate Advocate",
      experience: "5",
      industry: "Law - litigation & conveyancing",
      company: "",
      careerGoal:
        "Goal: in-house legal counsel with a bank or insurer. Associate advocate, Mohamed Hassan & Co. Advocates, Feb 2022 - date: commercial + land litigation at the High Court and ELC, 60+ active files, won a KES 38m land dispute (ELC Garissa, 2024), conveyancing & charges on Ardhisasa, drafted 200+ sale agreements. Pupillage: Kituo Cha Sheria, Mar 2021 - Jan 2022 (legal aid clinics, Eastleigh). Legal intern, Office of the Director of Public Prosecutions (ODPP) Garissa, Jun-Dec 2019. LLB Moi University 2019 (2nd upper). Dip. in Law, Kenya School of Law 2021. Admitted to the Roll of Advocates Feb 2022. LSK member, CPD compliant 2025. Somali, Kiswahili, English, Arabic.",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Abdullahi", "Ibrahim"),
      f("contact", "header", "a.noor.advocate@gmail.com"),
      f("contact", "header", "0714 226 389"),
      f("role", "experience", "Associate"),
      f("employer", "experience", "Mohamed Hassan & Co"),
      f("years", "experience", "2022"),
      f("achievement", "experience", "ELC"),
      f("achievement", "experience", "60"),
      f("achievement", "experience", "38m"),
      f("tool", "skills", "Ardhisasa"),
      f("achievement", "experience", "200"),
      f("role", "experience", "Pupillage"),
      f("employer", "experience", "Kituo Cha Sheria"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "legal aid"),
      f("role", "experience", "Legal Intern"),
      f("employer", "experience", "ODPP"),
      f("years", "experience", "2019"),
      f("education", "education", "LLB", "Moi University", "2019"),
      f("education", "education", "Kenya School of Law", "2021"),
      f("certification", "certifications", "Roll of Advocates"),
      f("membership", "certifications", "LSK"),
      f("language", "skills", "Somali"),
      f("years", "profile", "5"),
      f("target", "profile", "legal counsel"),
    ],
    mustNot: [],
    jobs: [
      { title: "Associate", employer: "Mohamed Hassan" },
      { title: "Pupil", employer: "Kituo Cha Sheria" },
      { title: "Intern", employer: "ODPP" },
    ],
  },
  {
    id: "b9-upload-hospital-pharmacist",
    letter: {
      company: "Aga Khan Hospital, Kisumu",
      position: "Chief Pharmacist",
      vacancyRef: "AKHK/PHA/2026/02",
    },
    about:
      "hospital pharmacy, senior pharmacist in oncology with a weekend locum, ID and birth date (uploaded CV)",
    source: "upload",
    fileName: "CV - Janet Odongo (Pharmacist) updated.txt",
    text: `CURRICULUM VITAE

JANET AUMA ODONGO, B.Pharm
Clinical Pharmacist

PERSONAL INFORMATION
Telephone      : 0720 447 918
E-mail         : janet.odongo.pharm@gmail.com
Postal address : P.O. Box 4606-40100, Kisumu
ID No.         : 27845113
Date of birth  : 02/11/1989
Marital status : Single
Religion       : Catholic

PROFILE
Registered pharmacist with 9 years of hospital practice, with a special interest in oncology and antimicrobial stewardship. Seeking a chief pharmacist or pharmacy manager role in a faith-based or private hospital.

WORK EXPERIENCE

Jaramogi Oginga Odinga Teaching and Referral Hospital (JOOTRH), Kisumu
   Senior Pharmacist - Oncology Unit                  Feb-2021 to date
      o Prepare and check about 35 chemotherapy regimens a day in the cytotoxic reconstitution unit
      o Chair the hospital antimicrobial stewardship committee; cut ceftriaxone use by 28% in 2023
      o Supervise 5 pharmacists and 7 pharmaceutical technologists
   Pharmacist                                          2017/2018 - Jan-2021
      o Inpatient and outpatient dispensing; adverse drug reaction reporting on PvERS
      o KEMSA orders and quarterly stock takes

Mimosa Pharmacy, Kisumu (weekends)
   Locum Pharmacist                                    2018 - 2020
      o Retail dispensing and patient counselling on chronic medication

Avenue Hospital, Kisumu
   Intern Pharmacist                                   July 2016 - June 2017
      o Rotations in inpatient, outpatient, theatre and procurement

EDUCATION
2011 - 2016    Bachelor of Pharmacy, University of Nairobi
2004 - 2007    KCSE, Lwak Girls' High School (A-)

PROFESSIONAL REGISTRATION
- Pharmacy and Poisons Board, registered pharmacist, annual licence 2026
- Member, Pharmaceutical Society of Kenya (PSK)

CERTIFICATES
- Certificate in Oncology Pharmacy, Aga Khan University, 2022
- Good Clinical Practice (GCP), 2021

COMPUTER SKILLS
FUNSOFT hospital system, MS Office

LANGUAGES
English, Kiswahili, Dholuo

HOBBIES
Reading, travelling, church choir

REFEREES
Available on request
`,
    facts: [
      f("name", "header", "Janet", "Odongo"),
      f("contact", "header", "0720 447 918"),
      f("contact", "header", "janet.odongo.pharm@gmail.com"),
      f("years", "profile", "9"),
      f("industry", "profile", "oncology"),
      f("industry", "profile", "antimicrobial stewardship"),
      f("target", "profile", "chief pharmacist"),
      f("role", "experience", "Senior Pharmacist"),
      f("employer", "experience", "Jaramogi Oginga Odinga"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "35 chemotherapy"),
      f("achievement", "experience", "28%"),
      f("team", "experience", "5", "7"),
      f("years", "experience", "2017"),
      f("tool", "skills", "PvERS"),
      f("achievement", "experience", "KEMSA"),
      f("role", "experience", "Locum Pharmacist"),
      f("employer", "experience", "Mimosa Pharmacy"),
      f("years", "experience", "2018"),
      f("role", "experience", "Intern Pharmacist"),
      f("employer", "experience", "Avenue Hospital"),
      f("years", "experience", "2016"),
      f("education", "education", "Bachelor of Pharmacy", "University of Nairobi", "2016"),
      f("education", "education", "Lwak Girls", "2007"),
      f("membership", "certifications", "Pharmacy and Poisons Board"),
      f("membership", "certifications", "Pharmaceutical Society of Kenya"),
      f("certification", "certifications", "Oncology Pharmacy", "Aga Khan University"),
      f("certification", "certifications", "Good Clinical Practice"),
      f("tool", "skills", "FUNSOFT"),
      f("language", "skills", "Dholuo"),
    ],
    mustNot: ["27845113", "1989", "Catholic"],
    // The earlier Pharmacist post at JOOTRH is read in the Senior Pharmacist entry: one job there.
    jobs: [
      { title: "Senior Pharmacist", employer: "Jaramogi" },
      { title: "Locum Pharmacist", employer: "Mimosa" },
      { title: "Intern", employer: "Avenue" },
    ],
  },
  {
    id: "b9-upload-internal-audit-manager",
    letter: {
      company: "East African Breweries PLC",
      position: "Head of Internal Audit",
      vacancyRef: "EABL/IA/2026/01",
    },
    about:
      "audit, internal audit manager after an audit firm, tab tables with duties apart, family status (uploaded CV)",
    source: "upload",
    fileName: "NDUNGU_S_CV_2026.txt",
    text: `STEPHEN MAINA NDUNGU    CPA(K), CISA
Ruiru, Kiambu County | 0722 680 351 | stephen.ndungu.cpa@gmail.com
Date of Birth: 12 June 1990 | ID: 28113409 | Status: Married, 2 children

SUMMARY
Chartered accountant with 11 years in external and internal audit across manufacturing, NGOs and financial services. Looking for a head of internal audit role in a listed company.

EMPLOYMENT RECORD
From\tTo\tOrganisation\tPosition
Apr 2021\tPresent\tBidco Africa Ltd, Thika\tInternal Audit Manager
Sept 2017\tMar 2021\tPKF Kenya (Certified Public Accountants)\tAudit Senior
Oct 2015\tAug 2017\tPKF Kenya (Certified Public Accountants)\tAudit Associate
Jan 2013\tDec 2014\tThika Coffee Mills\tAccounts Clerk

KEY RESPONSIBILITIES & ACHIEVEMENTS
Bidco Africa
  - Head a team of 4 auditors covering 3 plants and the regional subsidiaries
  - Risk-based annual audit plan approved by the Board Audit Committee
  - Found KES 62 million in duplicate supplier payments in SAP in 2022, recovered in full
PKF Kenya
  - Statutory audits under IFRS and ISA for manufacturing, NGO and SACCO clients
  - Led field teams of up to 6 on engagements, the largest a Tier 1 SACCO with KES 12 billion in assets
  - IFRS 16 transition work for 8 clients in 2019
Thika Coffee Mills
  - Bank reconciliations and petty cash on Sage Pastel

QUALIFICATIONS
Year\tQualification\tInstitution
2023\tCertified Information Systems Auditor (CISA)\tISACA
2014\tCertified Public Accountant, CPA(K)\tKASNEB
2012\tBachelor of Business Management (Finance)\tDedan Kimathi University of Technology
2008\tKCSE (B+)\tNjiiri School

PROFESSIONAL BODIES
Member, ICPAK
Member, Institute of Internal Auditors Kenya (IIA Kenya)

IT SKILLS
TeamMate+ audit software, IDEA data analytics, SAP, Sage Pastel, advanced Excel

LANGUAGES
English, Kiswahili, Gikuyu
`,
    facts: [
      f("name", "header", "Stephen", "Ndungu"),
      f("contact", "header", "0722 680 351"),
      f("contact", "header", "stephen.ndungu.cpa@gmail.com"),
      f("years", "profile", "11"),
      f("industry", "profile", "internal audit"),
      f("target", "profile", "head of internal audit"),
      f("role", "experience", "Internal Audit Manager"),
      f("employer", "experience", "Bidco"),
      f("years", "experience", "2021"),
      f("team", "experience", "4"),
      f("achievement", "experience", "3 plants"),
      f("achievement", "experience", "Board Audit Committee"),
      f("achievement", "experience", "62 million"),
      f("tool", "skills", "SAP"),
      f("role", "experience", "Audit Senior"),
      f("employer", "experience", "PKF"),
      f("years", "experience", "2017"),
      f("achievement", "experience", "SACCO"),
      f("achievement", "experience", "12 billion"),
      f("achievement", "experience", "IFRS 16"),
      f("role", "experience", "Audit Associate"),
      f("years", "experience", "2015"),
      f("role", "experience", "Accounts Clerk"),
      f("employer", "experience", "Thika Coffee Mills"),
      f("years", "experience", "2013"),
      f("tool", "skills", "Sage Pastel"),
      f("certification", "certifications", "CISA"),
      f("certification", "certifications", "CPA"),
      f("education", "education", "Business Management", "Dedan Kimathi", "2012"),
      f("education", "education", "Njiiri", "2008"),
      f("membership", "certifications", "ICPAK"),
      f("membership", "certifications", "Institute of Internal Auditors"),
      f("tool", "skills", "TeamMate"),
      f("language", "skills", "Gikuyu"),
    ],
    mustNot: ["28113409", "1990", "Married", "2 children"],
    jobs: [
      { title: "Internal Audit Manager", employer: "Bidco" },
      { title: "Audit Senior", employer: "PKF" },
      { title: "Audit Associate", employer: "PKF" },
      { title: "Accounts Clerk", employer: "Thika Coffee" },
    ],
  },
  {
    id: "b9-upload-broadcast-journalist",
    letter: {
      company: "Amref Health Africa",
      position: "Communications Lead",
      vacancyRef: "AMREF/COMMS/2026/06",
    },
    about:
      "journalism, TV health reporter with a freelance stringer post, capital headings and arrow bullets (uploaded CV)",
    source: "upload",
    fileName: "brenda nyamweya - CV (media).txt",
    text: `BRENDA KERUBO NYAMWEYA
Broadcast Journalist | Health & Science Desk
Nairobi   ✆ 0757 214 680   ✉ brenda.nyamweya@gmail.com

PROFILE
Award-winning TV journalist with 8 years' experience in news reporting and health and science storytelling in English and Kiswahili. Looking to move into a communications lead role at a health NGO, or a newsroom editor post.

CAREER HISTORY

ROYAL MEDIA SERVICES — CITIZEN TV
Senior Health Reporter  ⇒  01/2022 – now
   ✓ Produce 3 to 4 prime-time health features a week for Citizen TV and Citizen Digital
   ✓ My series "Dawa Feki" on counterfeit medicines led to a PPB crackdown on 41 chemists in 2023
   ✓ Mentor 3 junior reporters

NATION MEDIA GROUP — NTV KENYA
Reporter  ⇒  2018 – 12/2021
   ✓ General news, county assemblies, the 2019 census and COVID-19 coverage
   ✓ Anchored the weekend Swahili bulletin NTV Wikendi from 2020

BBC NEWS SWAHILI (freelance)
Stringer  ⇒  2017 – 2018
   ✓ Radio and online features from the Lake region

KENYA BROADCASTING CORPORATION
Intern, News Department  ⇒  June–Dec 2016

AWARDS
• AJEA (Annual Journalism Excellence Awards) 2023, Health Reporting category, winner

EDUCATION
• BA Communication (Print & Broadcast Journalism), St. Paul's University, Limuru, 2016
• Certificate in Data Journalism, Code for Africa, 2021

ACCREDITATION & MEMBERSHIP
• Media Council of Kenya press card, 2026
• Member, Kenya Union of Journalists

TOOLS
Adobe Premiere Pro · Avid · Dalet · mobile journalism kit

LANGUAGES
English, Kiswahili, Ekegusii, basic French

REFEREES
Available on request
`,
    facts: [
      f("name", "header", "Brenda", "Nyamweya"),
      f("contact", "header", "0757 214 680"),
      f("contact", "header", "brenda.nyamweya@gmail.com"),
      f("years", "profile", "8"),
      f("industry", "profile", "health and science"),
      f("target", "profile", "communications lead"),
      f("role", "experience", "Senior Health Reporter"),
      f("employer", "experience", "Citizen TV"),
      f("years", "experience", "2022"),
      f("achievement", "experience", "Dawa Feki"),
      f("achievement", "experience", "41 chemists"),
      f("team", "experience", "3"),
      f("role", "experience", "Reporter"),
      f("employer", "experience", "NTV"),
      f("years", "experience", "2018"),
      f("achievement", "experience", "COVID-19"),
      f("achievement", "experience", "NTV Wikendi"),
      f("role", "experience", "Stringer"),
      f("employer", "experience", "BBC"),
      f("years", "experience", "2017"),
      f("role", "experience", "Intern"),
      f("employer", "experience", "Kenya Broadcasting Corporation"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "AJEA"),
      f("education", "education", "Communication", "St. Paul's University", "2016"),
      f("certification", "certifications", "Data Journalism", "Code for Africa"),
      f("certification", "certifications", "Media Council of Kenya"),
      f("membership", "certifications", "Kenya Union of Journalists"),
      f("tool", "skills", "Premiere Pro"),
      f("tool", "skills", "Dalet"),
      f("language", "skills", "French"),
    ],
    mustNot: [],
    jobs: [
      { title: "Senior Health Reporter", employer: "Citizen" },
      { title: "Reporter", employer: "NTV" },
      { title: "Stringer", employer: "BBC" },
      { title: "Intern", employer: "Kenya Broadcasting" },
    ],
  },
  {
    id: "b9-upload-clearing-forwarding-supervisor",
    letter: {
      company: "Maersk Kenya",
      position: "Customs Clearance Manager",
      vacancyRef: "MSK-KE/CC/2026/08",
    },
    about:
      "logistics, clearing and forwarding supervisor promoted at one firm, religion and birth date (uploaded CV)",
    source: "upload",
    fileName: "HAMISI MWAKIO CV.txt",
    text: `Hamisi Juma Mwakio
Likoni, Mombasa. Cell: 0733 905 172. Email: hamisi.mwakio@yahoo.com
D.O.B: 3rd Aug 1986. Nationality: Kenyan. Religion: Muslim.

CAREER OBJECTIVE:
To obtain a position of clearing and forwarding manager in a reputable logistics firm where my 14 years' experience in port clearance and transit cargo will be put to use.

WORK EXPERIENCE:

*AGL Kenya (formerly Bolloré Transport & Logistics), Mombasa*
~ Operations Supervisor, Customs Clearance ........ 1st March 2020 - todate
     * Supervise 10 declarants lodging entries on iCMS and the KenTrade single window
     * Clear transit cargo for Uganda, Rwanda and South Sudan, about 900 TEUs a month
     * Cut average clearance time from 5 days to 3 days by pre-lodging entries
~ Senior Declarant ........ Sept, 2015 - Feb, 2020
     * Customs entries, tariff classification under the EAC CET and duty computation
     * Cargo railed on the SGR to the Nairobi ICD from 2018

*Siginon Freight Ltd, Mombasa*
~ Clearing Clerk ........ 2011 — 2015
     * Document runs to the KPA and the KRA Long Room, manifest checks on Simba

*Kenya Ports Authority*
~ Industrial attachment, Cargo Operations ........ 3 months, 2010

EDUCATION:
- Diploma in Shipping and Logistics Management, Bandari Maritime Academy (then Bandari College), 2010
- EACFFPC (East African Customs and Freight Forwarding Practising Certificate), 2012
- KCSE, Shimo la Tewa School, 2005 (C+)

MEMBERSHIP:
- KIFWA (Kenya International Freight and Warehousing Association)

COMPUTER:
Simba, iCMS, KenTrade, CargoWise, Excel

LANGUAGES:
Kiswahili (native), English, Digo, basic Arabic

HOBBIES:
Football, madrasa teaching on weekends
`,
    facts: [
      f("name", "header", "Hamisi", "Mwakio"),
      f("contact", "header", "0733 905 172"),
      f("contact", "header", "hamisi.mwakio@yahoo.com"),
      f("years", "profile", "14"),
      f("industry", "profile", "transit cargo"),
      f("target", "profile", "clearing and forwarding manager"),
      f("role", "experience", "Operations Supervisor"),
      f("employer", "experience", "AGL"),
      f("years", "experience", "2020"),
      f("team", "experience", "10"),
      f("tool", "skills", "iCMS"),
      f("tool", "skills", "KenTrade"),
      f("achievement", "experience", "South Sudan"),
      f("achievement", "experience", "900 TEUs"),
      f("achievement", "experience", "5 days", "3 days"),
      f("role", "experience", "Senior Declarant"),
      f("years", "experience", "2015"),
      f("achievement", "experience", "tariff classification"),
      f("achievement", "experience", "SGR"),
      f("role", "experience", "Clearing Clerk"),
      f("employer", "experience", "Siginon"),
      f("years", "experience", "2011"),
      f("achievement", "experience", "Long Room"),
      f("employer", "experience", "Kenya Ports Authority"),
      f("years", "experience", "2010"),
      f("education", "education", "Shipping and Logistics Management", "Bandari", "2010"),
      f("certification", "certifications", "EACFFPC"),
      f("education", "education", "Shimo la Tewa", "2005"),
      f("membership", "certifications", "KIFWA"),
      f("tool", "skills", "Simba"),
      f("tool", "skills", "CargoWise"),
      f("language", "skills", "Digo"),
    ],
    mustNot: ["1986", "Muslim"],
    jobs: [
      { title: "Operations Supervisor", employer: "AGL" },
      { title: "Senior Declarant", employer: "AGL" },
      { title: "Clearing Clerk", employer: "Siginon" },
      { title: "Attach", employer: "Kenya Ports" },
    ],
  },
];
