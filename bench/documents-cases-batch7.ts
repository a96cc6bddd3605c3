import type { DocumentCase, Fact, FactKind, Section } from "./documents-cases";

/**
 * Held-out batch 7 for `npm run bench:documents`, written by the docs-batch7 helper on
 * 2026-12-01 apart from the code and not run before it was committed. Read for it, and nothing
 * else of the project: bench/documents-cases-batch5.ts (format and conventions),
 * bench/documents-cases.ts (the types, and so batch 1's cases that share the file),
 * bench/documents.ts (how batches are registered and how facts, `mustNot` and `jobs` are
 * scored), the manual form's field limits in contract/documents.ts and the CV parts of
 * /work/shared/SPEC.md. Nothing under server/ was opened, nor bench/README.md, nor batch 6 or
 * any other batch, nor the engines' history; two incidental glimpses are owned here: a
 * `git log --oneline -3` of the worktree showed the three latest commit subjects, and a grep
 * for where batch 6 is registered printed a few matching lines of bench/README.md and
 * bench/assistant.ts (one of them gives batch 6's count of cases by source, nothing of them).
 *
 * New clients, professions and career stages: a pharmaceutical technologist, a security
 * supervisor promoted twice at one firm, a motor-vehicle technician back from a gap, a
 * counselling psychologist, a call-centre team leader who writes in Sheng, a county veterinary
 * officer, a Kenya Airways purser, a CT radiographer, a licensed land surveyor, a graduate data
 * analyst, a principal architect with his own studio, a B1 aircraft maintenance engineer, a
 * general-insurance underwriter, a Maasai Mara safari guide, a medical laboratory technologist
 * and a county public health officer; told through the site's chat, the manual CV form and
 * uploaded CV text.
 *
 * Hard the way real clients are: Swahili and Sheng chat words and hedges ("Niaje", "nadhani",
 * "popote tu", "kind of", "I guess"); facts corrected later in the chat (the wrong value is in
 * `mustNot`); one job told over several chat turns, and several jobs told in one turn; uploads
 * with the employer on its own line and one or more titles and dates under it, tables flattened
 * to one cell a line or to tab-separated lines with the duties listed apart, headings in
 * capitals, bullets with odd characters ("»", "", "▪", "►", "◦", "-->"), personal details a
 * CV no longer carries (marital status, religion, date of birth); promotions at one employer,
 * gaps, and dates written many ways ("04/2019 – to date", "Aug.2017", "2015/16", "Jan. 2015",
 * "since Sept 2021").
 * Same conventions as batches 1 to 6: a fact is the key string(s) that must all appear in the
 * CV's text, in the client's own words; `mustNot` holds the client's hedges, chat words, life
 * events and corrected values that a CV must never carry; `jobs` lists every job of the client,
 * most recent first. A promotion is its own job only where its title cannot be read in the other
 * entries of the same employer. Not to be tuned on: a fix is measured on a new batch.
 */

const f = (kind: FactKind, section: Section, ...keys: string[]): Fact => ({ kind, section, keys });

export const documentCasesBatch7: DocumentCase[] = [
  {
    id: "b7-chat-pharmaceutical-technologist",
    letter: {
      company: "Gertrude's Children's Hospital",
      position: "Pharmaceutical Technologist",
      vacancyRef: "GCH/PHARM/2026/09",
    },
    about: "pharmacy, pharmaceutical technologist in retail, one job told over turns (chat)",
    source: "chat",
    visitorTurns: [
      "Habari yako. Nataka CV mpya, mimi ni pharm tech",
      "Naitwa Esther Wairimu Gachanja",
      "0723 415 806",
      "esther.gachanja.pharm@gmail.com",
      "Currently I'm at Goodlife Pharmacy, the Westlands branch",
      "I'm the pharmaceutical technologist in charge of the branch, since 2021",
      "At Goodlife I dispense about 180 prescriptions a day, I process SHA and insurance claims on Slade360 and I supervise 3 pharmacy assistants. I also cut expired stock write-offs from KES 90,000 to KES 25,000 a quarter.",
      "Sorry, I joined Goodlife in 2020, not 2021.",
      "Before that I was an intern pharmaceutical technologist at Kenyatta National Hospital for one year, 2018 to 2019. Then nilikaa bila kazi for some months.",
      "Diploma in Pharmaceutical Technology, KMTC Nairobi, 2018. I'm registered with the Pharmacy and Poisons Board and I'm a member of the Kenya Pharmaceutical Association.",
      "Pia niko third year of a Bachelor of Pharmacy at Mount Kenya University, part time.",
      "Languages English, Kiswahili na Kikuyu. Nadhani I want a hospital pharmacy job, kama MP Shah ama Gertrude's.",
    ],
    facts: [
      f("name", "header", "Esther", "Gachanja"),
      f("contact", "header", "0723 415 806"),
      f("contact", "header", "esther.gachanja.pharm@gmail.com"),
      f("role", "experience", "Pharmaceutical Technologist"),
      f("employer", "experience", "Goodlife Pharmacy"),
      f("employer", "experience", "Westlands"),
      f("years", "experience", "2020"),
      f("achievement", "experience", "180 prescriptions"),
      f("achievement", "experience", "SHA"),
      f("tool", "skills", "Slade360"),
      f("team", "experience", "3"),
      f("achievement", "experience", "90,000", "25,000"),
      f("role", "experience", "Intern"),
      f("employer", "experience", "Kenyatta National Hospital"),
      f("years", "experience", "2018"),
      f("years", "experience", "2019"),
      f("education", "education", "Pharmaceutical Technology", "KMTC", "2018"),
      f("membership", "certifications", "Pharmacy and Poisons Board"),
      f("membership", "certifications", "Kenya Pharmaceutical Association"),
      f("education", "education", "Bachelor of Pharmacy", "Mount Kenya University"),
      f("language", "skills", "Kikuyu"),
      f("target", "profile", "hospital pharmacy"),
    ],
    mustNot: [
      "Nataka",
      "mimi ni",
      "Naitwa",
      "2021",
      "nilikaa",
      "bila kazi",
      "Pia",
      "niko",
      "Nadhani",
      "kama MP Shah",
      "ama",
    ],
    jobs: [
      { title: "Pharmaceutical Technologist", employer: "Goodlife" },
      { title: "Intern", employer: "Kenyatta National" },
    ],
  },
  {
    id: "b7-chat-security-supervisor",
    letter: {
      company: "Co-operative Bank of Kenya",
      position: "Security Supervisor",
      vacancyRef: "COOP/SEC/2026/014",
    },
    about: "private security, guard promoted twice at one firm, two jobs in one turn (chat)",
    source: "chat",
    visitorTurns: [
      "Sasa boss, nataka CV ya kazi ya security supervisor",
      "Jina langu ni Dominic Ekai Lokwawi",
      "0790 226 481",
      "Email sina... ngoja, ni dominic.lokwawi@gmail.com",
      "Nilianza G4S Kenya 2014 as a security guard at Two Rivers Mall. 2017 wakanipromote to shift supervisor at the same site, then since 2022 I'm the site supervisor for G4S at JKIA cargo.",
      "Kabla ya G4S I did two jobs: watchman at Tuskys Kitengela 2011 to 2012, then guard with KK Security at Safaricom House in 2013.",
      "Kwa JKIA I manage 26 officers on three shifts. We use CCTV and a patrol tour system, na cargo theft cases zilishuka by 70% since I came.",
      "Correction, G4S walinipromote 2016 sio 2017, nilikosea.",
      "I have the PSRA licence since 2021. Certificate in Security Management from Kenya Institute of Management, 2019. Na first aid na Kenya Red Cross 2020.",
      "KCSE Lodwar High School 2010. Naongea Kiswahili, English na Turkana.",
      "Nataka kazi ya security manager ama supervisor kwa bank au hotel, popote tu.",
    ],
    facts: [
      f("name", "header", "Dominic", "Lokwawi"),
      f("contact", "header", "0790 226 481"),
      f("contact", "header", "dominic.lokwawi@gmail.com"),
      f("role", "experience", "Security Guard"),
      f("employer", "experience", "G4S"),
      f("years", "experience", "2014"),
      f("achievement", "experience", "Two Rivers"),
      f("role", "experience", "Shift Supervisor"),
      f("years", "experience", "2016"),
      f("role", "experience", "Site Supervisor"),
      f("years", "experience", "2022"),
      f("achievement", "experience", "JKIA"),
      f("team", "experience", "26"),
      f("tool", "skills", "CCTV"),
      f("achievement", "experience", "70%"),
      f("role", "experience", "Watchman"),
      f("employer", "experience", "Tuskys"),
      f("years", "experience", "2011"),
      f("employer", "experience", "KK Security"),
      f("years", "experience", "2013"),
      f("achievement", "experience", "Safaricom House"),
      f("certification", "certifications", "PSRA"),
      f("education", "education", "Security Management", "Kenya Institute of Management", "2019"),
      f("certification", "certifications", "First aid", "Kenya Red Cross"),
      f("education", "education", "Lodwar High School", "2010"),
      f("language", "skills", "Turkana"),
      f("target", "profile", "security manager"),
    ],
    mustNot: [
      "Sasa boss",
      "nataka",
      "Jina langu",
      "sina",
      "ngoja",
      "wakanipromote",
      "2017",
      "walinipromote",
      "nilikosea",
      "Kabla ya",
      "zilishuka",
      "Naongea",
      "popote tu",
    ],
    jobs: [
      { title: "Site Supervisor", employer: "G4S" },
      { title: "Shift Supervisor", employer: "G4S" },
      { title: "Security Guard", employer: "G4S" },
      { title: "Guard", employer: "KK Security" },
      { title: "Watchman", employer: "Tuskys" },
    ],
  },
  {
    id: "b7-chat-motor-vehicle-technician",
    letter: {
      company: "Isuzu East Africa",
      position: "Workshop Foreman",
      vacancyRef: "IEA/SVC/2026/018",
    },
    about: "automotive, dealer technician with two earlier garages and a gap (chat)",
    source: "chat",
    visitorTurns: [
      "Hi, mimi ni mechanic. Nataka CV ya kuapply kazi ya foreman",
      "Name: Kevin Otieno Were",
      "0741 930 215, kevinwere.auto@gmail.com",
      "I'm a service technician at Toyota Kenya, Mombasa branch, since June 2019. I do diagnostics with Techstream and I service Hilux and Land Cruiser fleets for corporate clients.",
      "Ah sorry, it's June 2018 I joined Toyota, not 2019.",
      "Before Toyota: 2013 to 2015 I was a mechanic at Mash Poa Garage in Kisumu, then 2015 to 2017 a fleet mechanic with Easy Coach, I maintained their 40 buses on the Kisumu route.",
      "From end of 2017 to mid 2018 nilikuwa off, I had an accident na nikarecover.",
      "Diploma in Automotive Engineering, Rift Valley Technical Training Institute, 2012. NITA Grade I Motor Vehicle Mechanic in 2014. Toyota TEAM21 Level 2 technician certificate in 2021.",
      "At Toyota my comebacks are below 2% and I was technician of the quarter twice in 2022. I also train 3 apprentices.",
      "Languages Dholuo, Kiswahili, English. Target workshop foreman or senior technician, ikiwezekana Nairobi.",
    ],
    facts: [
      f("name", "header", "Kevin", "Were"),
      f("contact", "header", "0741 930 215"),
      f("contact", "header", "kevinwere.auto@gmail.com"),
      f("role", "experience", "Service Technician"),
      f("employer", "experience", "Toyota Kenya"),
      f("years", "experience", "2018"),
      f("tool", "skills", "Techstream"),
      f("achievement", "experience", "Hilux"),
      f("role", "experience", "Mechanic"),
      f("employer", "experience", "Mash Poa"),
      f("years", "experience", "2013"),
      f("role", "experience", "Fleet Mechanic"),
      f("employer", "experience", "Easy Coach"),
      f("years", "experience", "2015"),
      f("achievement", "experience", "40 buses"),
      f(
        "education",
        "education",
        "Automotive Engineering",
        "Rift Valley Technical Training Institute",
        "2012",
      ),
      f("certification", "certifications", "NITA", "Motor Vehicle Mechanic"),
      f("certification", "certifications", "TEAM21"),
      f("achievement", "experience", "2%"),
      f("achievement", "experience", "technician of the quarter"),
      f("team", "experience", "3"),
      f("language", "skills", "Dholuo"),
      f("target", "profile", "workshop foreman"),
    ],
    mustNot: [
      "mimi ni",
      "Nataka",
      "2019",
      "Ah sorry",
      "nilikuwa",
      "accident",
      "nikarecover",
      "ikiwezekana",
    ],
    jobs: [
      { title: "Service Technician", employer: "Toyota" },
      { title: "Fleet Mechanic", employer: "Easy Coach" },
      { title: "Mechanic", employer: "Mash Poa" },
    ],
  },
  {
    id: "b7-chat-counselling-psychologist",
    letter: {
      company: "UNHCR Kenya",
      position: "Senior Psychosocial Counsellor",
      vacancyRef: "UNHCR/KEN/MHPSS/2026/27",
    },
    about: "mental health, counselling psychologist, one job over four turns (chat)",
    source: "chat",
    visitorTurns: [
      "Hello. I'm a counsellor and I need a CV kind of fast, I have an interview next week",
      "Halima Abdi Hassan",
      "+254 722 503 618",
      "halima.hassan.counsel@gmail.com",
      "So I work at Amani Counselling Centre in Nairobi.",
      "I'm a counselling psychologist there, since Sept 2021.",
      "Mostly trauma and grief counselling. I see about 25 clients a week and I started a support group for refugee women in Eastleigh.",
      "I also supervise 4 trainee counsellors on placement.",
      "Earlier, 2017 to 2019 I was an HTS counsellor at LVCT Health in Wajir, and from 2019 to 2021 the school counsellor at Garissa High School.",
      "BA Psychology from Daystar University 2016, and MA Counselling Psychology at USIU-Africa, I think 2023... no, I finished 2024.",
      "I'm licensed by the Counsellors and Psychologists Board and a member of KCPA. I'm trained in CBT and EMDR level 1.",
      "Languages: Somali, Kiswahili, English and some Arabic. I'd like a senior counsellor post with UNHCR or IRC, hopefully.",
    ],
    facts: [
      f("name", "header", "Halima", "Hassan"),
      f("contact", "header", "0722 503 618"),
      f("contact", "header", "halima.hassan.counsel@gmail.com"),
      f("employer", "experience", "Amani Counselling Centre"),
      f("role", "experience", "Counselling Psychologist"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "trauma"),
      f("achievement", "experience", "25 clients"),
      f("achievement", "experience", "Eastleigh"),
      f("team", "experience", "4"),
      f("role", "experience", "HTS"),
      f("employer", "experience", "LVCT Health"),
      f("years", "experience", "2017"),
      f("role", "experience", "School Counsellor"),
      f("employer", "experience", "Garissa High School"),
      f("years", "experience", "2019"),
      f("education", "education", "Psychology", "Daystar University", "2016"),
      f("education", "education", "Counselling Psychology", "USIU", "2024"),
      f("membership", "certifications", "Counsellors and Psychologists Board"),
      f("membership", "certifications", "KCPA"),
      f("certification", "certifications", "CBT"),
      f("certification", "certifications", "EMDR"),
      f("language", "skills", "Somali"),
      f("language", "skills", "Arabic"),
      f("target", "profile", "senior counsellor"),
    ],
    mustNot: ["kind of", "interview next week", "So I", "I think", "2023", "hopefully"],
    jobs: [
      { title: "Counselling Psychologist", employer: "Amani" },
      { title: "School Counsellor", employer: "Garissa High" },
      { title: "Counsellor", employer: "LVCT" },
    ],
  },
  {
    id: "b7-chat-call-centre-team-leader-sheng",
    letter: {
      company: "Safaricom PLC",
      position: "Customer Experience Manager",
      vacancyRef: "SCOM/CX/2026/112",
    },
    about: "customer service, call-centre agent promoted to team leader, Sheng chat (chat)",
    source: "chat",
    visitorTurns: [
      "Niaje! Nataka CV fiti, niko call centre lakini nataka kuhustle kwa kitu better",
      "Tracy Nekesa Wafula",
      "0113 458 290",
      "tracywafula@gmail.com",
      "Niko CCI Kenya pale Tatu City, team leader kwa Safaricom account since 2023. Before hio nilikuwa customer care executive pale pale from 2020.",
      "Kazi yangu ni coaching, call QA na daily reports kwa Excel. We use Genesys. Team yangu ni 18 agents na tulipata CSAT ya 91% last quarter, highest kwa floor.",
      "Sorry, team ni 16 sio 18, wawili walitoka.",
      "Kabla ya CCI, 2018 nilikuwa brand ambassador wa Airtel Kenya in Kisumu, then 2019 cashier at Naivas Mega City.",
      "Nilisoma Diploma in Public Relations at Kenya Institute of Mass Communication, 2017.",
      "Languages Luhya, Kiswahili, English, na Sheng obviously haha",
      "Nataka customer experience manager ama kitu ya training.",
    ],
    facts: [
      f("name", "header", "Tracy", "Wafula"),
      f("contact", "header", "0113 458 290"),
      f("contact", "header", "tracywafula@gmail.com"),
      f("role", "experience", "Team Leader"),
      f("employer", "experience", "CCI"),
      f("years", "experience", "2023"),
      f("achievement", "experience", "Safaricom"),
      f("role", "experience", "Customer Care Executive"),
      f("years", "experience", "2020"),
      f("achievement", "experience", "coaching"),
      f("achievement", "experience", "QA"),
      f("tool", "skills", "Excel"),
      f("tool", "skills", "Genesys"),
      f("team", "experience", "16"),
      f("achievement", "experience", "CSAT", "91%"),
      f("role", "experience", "Brand Ambassador"),
      f("employer", "experience", "Airtel"),
      f("years", "experience", "2018"),
      f("role", "experience", "Cashier"),
      f("employer", "experience", "Naivas"),
      f("years", "experience", "2019"),
      f(
        "education",
        "education",
        "Public Relations",
        "Kenya Institute of Mass Communication",
        "2017",
      ),
      f("language", "skills", "Luhya"),
      f("target", "profile", "customer experience manager"),
    ],
    mustNot: [
      "Niaje",
      "fiti",
      "kuhustle",
      "niko",
      "pale pale",
      "hio",
      "kwa",
      "18",
      "walitoka",
      "Kabla ya",
      "Nilisoma",
      "Sheng",
      "obviously",
      "haha",
      "kitu ya",
    ],
    jobs: [
      { title: "Team Leader", employer: "CCI" },
      { title: "Customer Care Executive", employer: "CCI" },
      { title: "Cashier", employer: "Naivas" },
      { title: "Brand Ambassador", employer: "Airtel" },
    ],
  },
  {
    id: "b7-chat-county-veterinary-officer",
    letter: {
      company: "FAO Kenya",
      position: "National Animal Health Officer",
      vacancyRef: "FAO-KE/NAHO/2026/033",
    },
    about: "veterinary medicine, county veterinary officer, mid-career (chat)",
    source: "chat",
    visitorTurns: [
      "Good morning. I'm a vet and I need my CV updated for an international job",
      "Dr. Josphat Kiprotich Ruto",
      "ruto.vet@gmail.com, 0724 660 317",
      "I'm a veterinary officer with Uasin Gishu County Government",
      "Since 2019, based in Moiben sub-county",
      "I run the FMD and lumpy skin vaccination campaigns, we vaccinated 48,000 cattle in 2024, and I do meat inspection at two slaughterhouses. I lead 5 animal health assistants.",
      "Before the county I had two jobs: 2016 to 2017 field vet with VSF Germany in Marsabit, then 2017 to 2019 dairy extension vet with New KCC in Eldoret, training farmers on mastitis control.",
      "Correction: it was 52,000 cattle, I checked the report.",
      "BVM, University of Nairobi, 2015. I'm doing an MSc in Epidemiology at Moi University, I guess I finish next year.",
      "Registered with the Kenya Veterinary Board and a member of the Kenya Veterinary Association. I report disease events on KABS and I map outbreaks in QGIS.",
      "Languages Kalenjin, Kiswahili, English. I want a disease surveillance officer post with FAO or ILRI.",
    ],
    facts: [
      f("name", "header", "Josphat", "Ruto"),
      f("contact", "header", "ruto.vet@gmail.com"),
      f("contact", "header", "0724 660 317"),
      f("role", "experience", "Veterinary Officer"),
      f("employer", "experience", "Uasin Gishu County"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "Moiben"),
      f("achievement", "experience", "FMD"),
      f("achievement", "experience", "52,000"),
      f("achievement", "experience", "slaughterhouses"),
      f("team", "experience", "5"),
      f("employer", "experience", "VSF Germany"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "Marsabit"),
      f("employer", "experience", "New KCC"),
      f("years", "experience", "2017"),
      f("achievement", "experience", "mastitis"),
      f("education", "education", "BVM", "University of Nairobi", "2015"),
      f("education", "education", "Epidemiology", "Moi University"),
      f("membership", "certifications", "Kenya Veterinary Board"),
      f("membership", "certifications", "Kenya Veterinary Association"),
      f("tool", "skills", "KABS"),
      f("tool", "skills", "QGIS"),
      f("language", "skills", "Kalenjin"),
      f("target", "profile", "disease surveillance"),
    ],
    mustNot: ["48,000", "I guess", "finish next year"],
    jobs: [
      { title: "Veterinary Officer", employer: "Uasin Gishu" },
      { title: "Vet", employer: "New KCC" },
      { title: "Vet", employer: "VSF" },
    ],
  },
  {
    id: "b7-chat-airline-purser",
    letter: {
      company: "Emirates",
      position: "Cabin Crew",
      vacancyRef: "EK-CC-NBO-2026-07",
    },
    about: "aviation, flight attendant promoted to purser, overlapping early jobs (chat)",
    source: "chat",
    visitorTurns: [
      "Hi hi! Mimi ni cabin crew, I want a CV for the Emirates open day",
      "Sharon Wambui Njoroge",
      "sharon.njoroge.crew@gmail.com",
      "Namba yangu ni 0710 992 406",
      "I joined Kenya Airways in 2016 as a flight attendant, regional routes first then long haul.",
      "Then in 2022 I was promoted to purser.",
      "As a purser I lead a cabin of 10 crew on the Boeing 787 to London, Paris and Bangkok, I do the pre-flight briefings and the duty-free reconciliation. In 2023 I won the KQ Customer Champion award.",
      "Oh sorry, I joined KQ in 2015, not 2016.",
      "Before flying, 2013 to 2014 I was a waitress at Java House on Mama Ngina Street and at the same time a weekend receptionist at the Hilton Nairobi.",
      "Diploma in Travel and Tourism, Boma International Hospitality College, 2013. Cabin crew initial training at the Kenya Airways Pride Centre, 2015. I hold the KCAA cabin crew licence, and my SEP recurrent and first aid were done in 2025.",
      "Languages English, Kiswahili, na French ya kuongea tu. I want to work for an international airline, purser ama senior crew.",
    ],
    facts: [
      f("name", "header", "Sharon", "Njoroge"),
      f("contact", "header", "sharon.njoroge.crew@gmail.com"),
      f("contact", "header", "0710 992 406"),
      f("role", "experience", "Flight Attendant"),
      f("employer", "experience", "Kenya Airways"),
      f("years", "experience", "2015"),
      f("role", "experience", "Purser"),
      f("years", "experience", "2022"),
      f("team", "experience", "10"),
      f("achievement", "experience", "787"),
      f("achievement", "experience", "Customer Champion"),
      f("role", "experience", "Waitress"),
      f("employer", "experience", "Java House"),
      f("years", "experience", "2013"),
      f("role", "experience", "Receptionist"),
      f("employer", "experience", "Hilton"),
      f(
        "education",
        "education",
        "Travel and Tourism",
        "Boma International Hospitality College",
        "2013",
      ),
      f("certification", "certifications", "Pride Centre"),
      f("certification", "certifications", "KCAA"),
      f("certification", "certifications", "SEP"),
      f("language", "skills", "French"),
      f("target", "profile", "international airline"),
    ],
    mustNot: [
      "Hi hi",
      "Mimi ni",
      "open day",
      "Namba yangu",
      "2016",
      "Oh sorry",
      "ya kuongea tu",
      "ama",
    ],
    jobs: [
      { title: "Purser", employer: "Kenya Airways" },
      { title: "Flight Attendant", employer: "Kenya Airways" },
      { title: "Receptionist", employer: "Hilton" },
      { title: "Wait", employer: "Java House" },
    ],
  },
  {
    id: "b7-manual-ct-radiographer",
    letter: {
      company: "Mater Misericordiae Hospital",
      position: "Senior Radiographer",
      vacancyRef: "MMH/RAD/2026/04",
    },
    about: "medical imaging, CT radiographer at a referral hospital (manual form)",
    source: "manual",
    form: {
      firstName: "Naomi",
      lastName: "Chelangat Bett",
      email: "naomibett.rad@gmail.com",
      phone: "+254 708 221 934",
      currentRole: "Diagnostic Radiographer (CT)",
      experience: "7 yrs",
      industry: "Healthcare, medical imaging",
      company: "Moi Teaching and Referral Hospital (MTRH), Eldoret",
      careerGoal:
        "Senior radiographer in a private hospital, or CT application specialist with GE Healthcare or Siemens Healthineers. Radiographer at Moi Teaching and Referral Hospital since Oct 2020; CT lead on the night roster since Jan 2023: about 40 CT scans a shift, cut reporting turnaround from 48 hours to 24 hours by triaging on PACS. Before that radiographer at Kapsabet County Referral Hospital, 2018 - Sep 2020 (general X-ray, ultrasound). Diploma in Medical Imaging Sciences, KMTC Nairobi, 2017. Member of the Society of Radiography in Kenya (SORK); KNRA radiation worker licence, renewed 2025. Trained 6 interns from KMTC on CT protocols. Equipment: Siemens Somatom go.Up, Carestream PACS. Speaks English, Kiswahili and Kalenjin.",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Naomi", "Bett"),
      f("contact", "header", "naomibett.rad@gmail.com"),
      f("contact", "header", "0708 221 934"),
      f("role", "experience", "Radiographer"),
      f("employer", "experience", "Moi Teaching and Referral Hospital"),
      f("years", "experience", "2020"),
      f("role", "experience", "CT lead"),
      f("years", "experience", "2023"),
      f("achievement", "experience", "40 CT scans"),
      f("achievement", "experience", "48 hours", "24 hours"),
      f("tool", "skills", "PACS"),
      f("employer", "experience", "Kapsabet County Referral Hospital"),
      f("years", "experience", "2018"),
      f("achievement", "experience", "ultrasound"),
      f("education", "education", "Medical Imaging Sciences", "KMTC", "2017"),
      f("membership", "certifications", "Society of Radiography in Kenya"),
      f("certification", "certifications", "KNRA"),
      f("team", "experience", "6"),
      f("tool", "skills", "Somatom"),
      f("tool", "skills", "Carestream"),
      f("language", "skills", "Kalenjin"),
      f("years", "profile", "7"),
      f("industry", "profile", "medical imaging"),
      f("target", "profile", "senior radiographer"),
    ],
    mustNot: [],
    jobs: [
      { title: "Radiographer", employer: "Moi Teaching" },
      { title: "Radiographer", employer: "Kapsabet" },
    ],
  },
  {
    id: "b7-manual-land-surveyor",
    letter: {
      company: "National Land Commission",
      position: "Senior Land Surveyor",
      vacancyRef: "NLC/ADV/2026/11",
    },
    about: "land surveying, licensed surveyor, public to private practice (manual form)",
    source: "manual",
    form: {
      firstName: "Ibrahim",
      lastName: "Wekesa Barasa",
      email: "ibarasa.survey@gmail.com",
      phone: "0734 118 562",
      currentRole: "Licensed land surveyor",
      experience: "10+ yrs",
      industry: "Land surveying & geospatial",
      company: "Ardhi Geo Consultants Ltd, Bungoma",
      careerGoal:
        "County surveyor or GIS lead with a county government or the National Land Commission. Licensed by the Land Surveyors Board in 2021; full member of the Institution of Surveyors of Kenya (ISK). Surveyor at Ardhi Geo Consultants since March 2019: subdivisions and mutations for about 300 parcels a year in Bungoma and Kakamega, lodged on Ardhisasa; led the cadastral survey of a 1,200-acre settlement scheme for the State Department for Lands in 2022. Assistant surveyor at Survey of Kenya, Ruaraka, 2015 - Feb 2019. Attachment with Kenya Power (wayleaves), May-Aug 2013. BSc Geospatial Engineering, University of Nairobi, 2014. Leica GNSS, total stations, Trimble Business Center, ArcGIS Pro, QGIS. Speaks Luhya.",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Ibrahim", "Barasa"),
      f("contact", "header", "ibarasa.survey@gmail.com"),
      f("contact", "header", "0734 118 562"),
      f("role", "experience", "Surveyor"),
      f("employer", "experience", "Ardhi Geo"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "300 parcels"),
      f("tool", "skills", "Ardhisasa"),
      f("achievement", "experience", "1,200"),
      f("achievement", "experience", "State Department for Lands"),
      f("role", "experience", "Assistant Surveyor"),
      f("employer", "experience", "Survey of Kenya"),
      f("years", "experience", "2015"),
      f("employer", "experience", "Kenya Power"),
      f("years", "experience", "2013"),
      f("education", "education", "Geospatial Engineering", "University of Nairobi", "2014"),
      f("certification", "certifications", "Land Surveyors Board"),
      f("membership", "certifications", "ISK"),
      f("tool", "skills", "Leica"),
      f("tool", "skills", "Trimble Business Center"),
      f("tool", "skills", "ArcGIS"),
      f("tool", "skills", "QGIS"),
      f("language", "skills", "Luhya"),
      f("years", "profile", "10"),
      f("industry", "profile", "geospatial"),
      f("target", "profile", "county surveyor"),
    ],
    mustNot: [],
    jobs: [
      { title: "Surveyor", employer: "Ardhi Geo" },
      { title: "Assistant Surveyor", employer: "Survey of Kenya" },
      { title: "Attach", employer: "Kenya Power" },
    ],
  },
  {
    id: "b7-manual-graduate-data-analyst",
    letter: {
      company: "M-KOPA",
      position: "Junior Data Analyst",
      vacancyRef: "MKP-DATA-2026-019",
    },
    about: "data analytics, graduate trainee at a bank after an attachment (manual form)",
    source: "manual",
    form: {
      firstName: "Cynthia",
      lastName: "Mumbua Kioko",
      email: "cynthia.kioko.data@gmail.com",
      phone: "0768 304 917",
      currentRole: "Graduate trainee, Data & Analytics",
      experience: "1 year",
      industry: "Banking, data analytics",
      company: "NCBA Bank Kenya",
      careerGoal:
        "Junior data analyst or BI developer in fintech, hopefully in Nairobi. Graduate trainee in the Data & Analytics team at NCBA since Aug 2025: built Power BI dashboards for the M-Shwari and Fuliza loan books used by 3 product teams; automated the weekly arrears report in Python, saving 6 hours a week. Attachment at the Kenya National Bureau of Statistics (KNBS), May-Aug 2024: cleaned and coded Kenya Continuous Household Survey data in STATA. BSc Actuarial Science, JKUAT, 2025, Second Class Upper. Google Data Analytics Certificate (Coursera), 2024. SQL, Python (pandas), Power BI, Excel. Student member of the Actuarial Society of Kenya. Volunteer data tutor at a Kibera youth centre on Saturdays. Speaks Kikamba.",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Cynthia", "Kioko"),
      f("contact", "header", "cynthia.kioko.data@gmail.com"),
      f("contact", "header", "0768 304 917"),
      f("role", "experience", "Graduate Trainee"),
      f("employer", "experience", "NCBA"),
      f("years", "experience", "2025"),
      f("achievement", "experience", "M-Shwari"),
      f("achievement", "experience", "Fuliza"),
      f("achievement", "experience", "arrears"),
      f("achievement", "experience", "6 hours"),
      f("employer", "experience", "KNBS"),
      f("years", "experience", "2024"),
      f("achievement", "experience", "Continuous Household Survey"),
      f("tool", "skills", "STATA"),
      f("education", "education", "Actuarial Science", "JKUAT", "2025"),
      f("education", "education", "Second Class Upper"),
      f("certification", "certifications", "Google Data Analytics"),
      f("tool", "skills", "SQL"),
      f("tool", "skills", "Python"),
      f("tool", "skills", "Power BI"),
      f("membership", "certifications", "Actuarial Society of Kenya"),
      f("achievement", "experience", "Kibera"),
      f("language", "skills", "Kikamba"),
      f("industry", "profile", "data analytics"),
      f("target", "profile", "data analyst"),
    ],
    mustNot: ["hopefully"],
    jobs: [
      { title: "Graduate Trainee", employer: "NCBA" },
      { title: "Attach", employer: "KNBS" },
    ],
  },
  {
    id: "b7-manual-principal-architect",
    letter: {
      company: "Centum Real Estate",
      position: "Head of Design",
      vacancyRef: "CRE/DES/2026/02",
    },
    about: "architecture, senior, founder of his own studio after two firms (manual form)",
    source: "manual",
    form: {
      firstName: "Salim",
      lastName: "Omar Bakari",
      email: "salim.bakari.arch@gmail.com",
      phone: "0722 771 046",
      currentRole: "Principal Architect",
      experience: "16 years",
      industry: "Architecture",
      company: "Bakari Design Studio, Mombasa",
      careerGoal:
        "Head of design at a real-estate developer, or county architect. Founded Bakari Design Studio in 2018 and lead 7 staff: designed the 120-unit affordable housing block in Mtwapa for Kilifi County and restored a Lamu Old Town guesthouse under National Museums of Kenya conservation rules. Project architect at Triad Architects, Nairobi, 2012-2018, on hospital and office projects up to KES 2.4 billion. Graduate architect at Mutiso Menezes International, 2009-2011. Bachelor of Architecture, University of Nairobi, 2009. Registered architect with BORAQS; corporate member of the Architectural Association of Kenya (AAK). EDGE Expert (IFC green buildings), 2021. Revit, ArchiCAD, SketchUp, Lumion. Speaks Kiswahili, English and Arabic.",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Salim", "Bakari"),
      f("contact", "header", "salim.bakari.arch@gmail.com"),
      f("contact", "header", "0722 771 046"),
      f("role", "experience", "Principal Architect"),
      f("employer", "experience", "Bakari Design Studio"),
      f("years", "experience", "2018"),
      f("team", "experience", "7"),
      f("achievement", "experience", "120"),
      f("achievement", "experience", "Mtwapa"),
      f("achievement", "experience", "Lamu"),
      f("achievement", "experience", "National Museums of Kenya"),
      f("role", "experience", "Project Architect"),
      f("employer", "experience", "Triad Architects"),
      f("years", "experience", "2012"),
      f("achievement", "experience", "2.4 billion"),
      f("role", "experience", "Graduate Architect"),
      f("employer", "experience", "Mutiso Menezes"),
      f("years", "experience", "2009"),
      f("education", "education", "Architecture", "University of Nairobi", "2009"),
      f("membership", "certifications", "BORAQS"),
      f("membership", "certifications", "Architectural Association of Kenya"),
      f("certification", "certifications", "EDGE"),
      f("tool", "skills", "Revit"),
      f("tool", "skills", "ArchiCAD"),
      f("tool", "skills", "SketchUp"),
      f("tool", "skills", "Lumion"),
      f("language", "skills", "Arabic"),
      f("years", "profile", "16"),
      f("target", "profile", "head of design"),
    ],
    mustNot: [],
    jobs: [
      { title: "Principal Architect", employer: "Bakari Design" },
      { title: "Project Architect", employer: "Triad" },
      { title: "Graduate Architect", employer: "Mutiso" },
    ],
  },
  {
    id: "b7-upload-aircraft-maintenance-engineer",
    letter: {
      company: "Safarilink Aviation",
      position: "Licensed Aircraft Engineer (B1)",
      vacancyRef: "SFL/ENG/2026/05",
    },
    about: "aviation engineering, B1 engineer promoted at one airline, licence table (uploaded CV)",
    source: "upload",
    fileName: "Dennis Kipkorir - AME CV (B1).txt",
    text: `KIPKORIR DENNIS KIBET
Licensed Aircraft Maintenance Engineer (B1) | JKIA, Nairobi
Mob: 0725 331 709 | Email: dkibet.ame@gmail.com

PROFESSIONAL SUMMARY
B1 licensed engineer with 13 years in line and base maintenance of Boeing 737-800 and Embraer E190 aircraft. Looking to move into a maintenance control or technical services role.

LICENCES & TYPE RATINGS
Licence / Rating
Authority
Category
Year
Aircraft Maintenance Engineer Licence
KCAA
B1.1
2019
Boeing 737-600/700/800 (CFM56)
KCAA
B1
2019
Embraer ERJ 190
KCAA
B1
2021

EMPLOYMENT HISTORY

KENYA AIRWAYS PLC, Engineering Department, JKIA
Licensed Aircraft Engineer (B1)                    04/2019 – to date
» Certify line maintenance and release about 14 departures a shift on B737-800 and E190
» Lead a shift team of 6 mechanics
» Cut repeat defects on the E190 fleet by 35% in 2022 through a troubleshooting log
Aircraft Maintenance Technician                    01/2014 – 03/2019
» Part of the team on the first in-house C-check of a B737-800, 2017
» Component changes, wheel and brake changes, borescope inspections

ASTRAL AVIATION LTD, Cargo Village, JKIA
Apprentice Technician                              Jun 2012 – Dec 2013
» Daily and weekly checks on DC-9 and B727 freighters

EDUCATION
Diploma in Aircraft Maintenance Engineering, East African School of Aviation, 2012
KCSE, Kaplong Boys High School, 2008

TRAINING
Human Factors, KQ Training Centre, 2024
EWIS and fuel tank safety, 2023

SYSTEMS
AMOS maintenance system, Boeing Toolbox, MS Excel

MEMBERSHIPS
Aeronautical Society of Kenya - member

LANGUAGES
English, Kiswahili, Kalenjin

REFEREES
Available on request
`,
    facts: [
      f("name", "header", "Dennis", "Kipkorir"),
      f("contact", "header", "0725 331 709"),
      f("contact", "header", "dkibet.ame@gmail.com"),
      f("years", "profile", "13"),
      f("industry", "profile", "line and base maintenance"),
      f("target", "profile", "maintenance control"),
      f("certification", "certifications", "KCAA", "B1.1"),
      f("certification", "certifications", "737"),
      f("certification", "certifications", "Embraer"),
      f("role", "experience", "Licensed Aircraft Engineer"),
      f("employer", "experience", "Kenya Airways"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "14 departures"),
      f("team", "experience", "6"),
      f("achievement", "experience", "35%"),
      f("role", "experience", "Aircraft Maintenance Technician"),
      f("years", "experience", "2014"),
      f("achievement", "experience", "C-check"),
      f("achievement", "experience", "borescope"),
      f("role", "experience", "Apprentice Technician"),
      f("employer", "experience", "Astral Aviation"),
      f("years", "experience", "2012"),
      f("achievement", "experience", "DC-9"),
      f(
        "education",
        "education",
        "Aircraft Maintenance Engineering",
        "East African School of Aviation",
        "2012",
      ),
      f("education", "education", "Kaplong", "2008"),
      f("certification", "certifications", "Human Factors"),
      f("certification", "certifications", "EWIS"),
      f("tool", "skills", "AMOS"),
      f("tool", "skills", "Boeing Toolbox"),
      f("membership", "certifications", "Aeronautical Society of Kenya"),
      f("language", "skills", "Kalenjin"),
    ],
    mustNot: [],
    jobs: [
      { title: "Licensed Aircraft Engineer", employer: "Kenya Airways" },
      { title: "Aircraft Maintenance Technician", employer: "Kenya Airways" },
      { title: "Apprentice", employer: "Astral" },
    ],
  },
  {
    id: "b7-upload-insurance-underwriter",
    letter: {
      company: "Britam General Insurance",
      position: "Underwriting Manager",
      vacancyRef: "BRT/GI/UW/2026/08",
    },
    about:
      "general insurance, underwriter promoted at one insurer, a study break, odd bullets (uploaded CV)",
    source: "upload",
    fileName: "B.Onsongo_CV_underwriting_2026.txt",
    text: `BEATRICE MORAA ONSONGO
Senior Underwriter – General Insurance
Nairobi  ●  0712 640 395  ●  beatrice.onsongo@outlook.com

CAREER PROFILE
▪ Insurance professional with 11 years in general insurance underwriting: motor, fire, engineering and SME packages.
▪ ACII chartered; AIIK.

PROFESSIONAL EXPERIENCE

APA INSURANCE LIMITED
Senior Underwriter, Non-Motor                Jan 2022 to date
 Underwrite fire, engineering and contractors' all risks for corporate and SME clients
 Grew the SME fire and burglary book from KES 180 million to KES 310 million GWP in two years
 Lead 3 underwriters and sign off risks up to KES 500 million

JUBILEE ALLIANZ GENERAL INSURANCE (formerly Jubilee Insurance, General)
Underwriter, Motor                           2018 — Jun. 2021
 Cut the motor private loss ratio from 78% to 61% by repricing high-risk segments
 Renewals for 4,500 motor policies a year on TurnQuest
Underwriting Assistant                       Jan. 2015 – Dec. 2017
 Issued cover notes, endorsements and debit notes; prepared the IRA quarterly returns

Jul. 2021 – Dec. 2021: Career break (full-time study for ACII)

INSURANCE REGULATORY AUTHORITY
Industrial attachment                        May–Aug 2014

EDUCATION & PROFESSIONAL QUALIFICATIONS
➢ ACII, Chartered Insurance Institute (UK), 2022
➢ AIIK, Insurance Institute of Kenya, 2017
➢ Certificate of Proficiency (COP), College of Insurance, 2014
➢ Bachelor of Commerce (Insurance), Catholic University of Eastern Africa, 2014

SKILLS
TurnQuest, Excel (pivot tables), risk surveys, reinsurance treaty placement

LANGUAGES
English, Kiswahili, Ekegusii
`,
    facts: [
      f("name", "header", "Beatrice", "Onsongo"),
      f("contact", "header", "0712 640 395"),
      f("contact", "header", "beatrice.onsongo@outlook.com"),
      f("years", "profile", "11"),
      f("industry", "profile", "general insurance"),
      f("role", "experience", "Senior Underwriter"),
      f("employer", "experience", "APA Insurance"),
      f("years", "experience", "2022"),
      f("achievement", "experience", "180 million", "310 million"),
      f("team", "experience", "3"),
      f("achievement", "experience", "500 million"),
      f("role", "experience", "Underwriter"),
      f("employer", "experience", "Jubilee"),
      f("years", "experience", "2018"),
      f("achievement", "experience", "78%", "61%"),
      f("achievement", "experience", "4,500"),
      f("tool", "skills", "TurnQuest"),
      f("role", "experience", "Underwriting Assistant"),
      f("years", "experience", "2015"),
      f("achievement", "experience", "IRA"),
      f("employer", "experience", "Insurance Regulatory Authority"),
      f("years", "experience", "2014"),
      f("certification", "certifications", "ACII"),
      f("certification", "certifications", "AIIK"),
      f("certification", "certifications", "Certificate of Proficiency"),
      f("education", "education", "Insurance", "Catholic University of Eastern Africa", "2014"),
      f("tool", "skills", "reinsurance"),
      f("language", "skills", "Ekegusii"),
    ],
    mustNot: [],
    jobs: [
      { title: "Senior Underwriter", employer: "APA" },
      { title: "Underwriter", employer: "Jubilee" },
      { title: "Underwriting Assistant", employer: "Jubilee" },
      { title: "Attach", employer: "Insurance Regulatory" },
    ],
  },
  {
    id: "b7-upload-safari-guide",
    letter: {
      company: "Angama Mara",
      position: "Head of Guiding",
      vacancyRef: "ANG/GD/2026/02",
    },
    about: "tourism, safari guide promoted at one camp, COVID gap, flattened table (uploaded CV)",
    source: "upload",
    fileName: "lemaiyan cv guide.txt",
    text: `LEMAIYAN OLE SANKALE
Professional Safari Guide — KPSGA Silver
Talek, Maasai Mara, Narok County
Tel: 0729 845 103
Email: lemaiyan.guide@gmail.com

ABOUT ME
Silver-level guide with 13 years guiding in the Maasai Mara, specialised in big cats and birding. Seeking a guiding manager or head guide post in a luxury lodge.

WORK HISTORY
Governors' Camp Collection – Maasai Mara
    Head Guide ............................ Nov 2020 – present
        * Lead a team of 14 guides; run the guide training and the vehicle rota
        * Top-rated guide in the 2023 guest survey, 4.9 out of 5
    Driver Guide ........................... 2014 – Mar 2020
        * Game drives, walking safaris and balloon transfers for up to 6 guests
Mar – Oct 2020: camps closed (COVID-19)
&Beyond Kichwa Tembo Tented Camp
    Trainee Guide ........................... 2012 – 2013

QUALIFICATIONS
Course
Institution
Year
Silver Level Guide
Kenya Professional Safari Guides Association (KPSGA)
2019
Bronze Level Guide
KPSGA
2013
Wilderness First Responder
Wilderness Medical Associates
2022
Certificate in Tour Guiding and Administration
Kenya Utalii College
2011

OTHER
--> Bird list of 480 species recorded in the Mara
--> Driving licence class B (NTSA smart DL)

LANGUAGES
Maa (mother tongue), Kiswahili, English, basic Italian
`,
    facts: [
      f("name", "header", "Lemaiyan", "Sankale"),
      f("contact", "header", "0729 845 103"),
      f("contact", "header", "lemaiyan.guide@gmail.com"),
      f("years", "profile", "13"),
      f("industry", "profile", "big cats"),
      f("industry", "profile", "birding"),
      f("target", "profile", "guiding manager"),
      f("role", "experience", "Head Guide"),
      f("employer", "experience", "Governors"),
      f("years", "experience", "2020"),
      f("team", "experience", "14"),
      f("achievement", "experience", "4.9"),
      f("role", "experience", "Driver Guide"),
      f("years", "experience", "2014"),
      f("achievement", "experience", "walking safaris"),
      f("role", "experience", "Trainee Guide"),
      f("employer", "experience", "Kichwa Tembo"),
      f("years", "experience", "2012"),
      f("certification", "certifications", "Silver", "KPSGA"),
      f("certification", "certifications", "Bronze"),
      f("certification", "certifications", "Wilderness First Responder"),
      f("education", "education", "Tour Guiding", "Kenya Utalii College", "2011"),
      f("achievement", "experience", "480 species"),
      f("certification", "certifications", "class B"),
      f("language", "skills", "Maa"),
      f("language", "skills", "Italian"),
    ],
    mustNot: [],
    jobs: [
      { title: "Head Guide", employer: "Governors" },
      { title: "Driver Guide", employer: "Governors" },
      { title: "Trainee Guide", employer: "Kichwa Tembo" },
    ],
  },
  {
    id: "b7-upload-medical-lab-technologist",
    letter: {
      company: "The Aga Khan Hospital, Mombasa",
      position: "Laboratory Quality Manager",
      vacancyRef: "AKHM/LAB/2026/06",
    },
    about:
      "medical laboratory, jobs in a tab table with duties apart, personal details (uploaded CV)",
    source: "upload",
    fileName: "CV_ZAWADI_KAZUNGU.txt",
    text: `CURRICULUM VITAE

PERSONAL DETAILS
Name: ZAWADI MWANAISHA KAZUNGU
Phone: 0706 582 319
Email: zawadi.kazungu.lab@gmail.com
Address: P.O. Box 90420-80100, Mombasa
Date of Birth: 14th March 1994
Marital Status: Married
Religion: Christian
Nationality: Kenyan

CAREER OBJECTIVE
A registered medical laboratory technologist with 8 years in clinical laboratories, seeking a laboratory quality manager position in an accredited laboratory.

WORK EXPERIENCE
PERIOD\tEMPLOYER\tPOSITION
Mar 2021 – Present\tLancet Kenya, Nyali Laboratory, Mombasa\tMedical Laboratory Technologist
Sept 2018 – Feb 2021\tCoast General Teaching and Referral Hospital\tLaboratory Technologist (contract)
May – Aug 2017\tKEMRI-Wellcome Trust, Kilifi\tIndustrial Attachment

DUTIES AND ACHIEVEMENTS
Lancet Kenya:
 Run haematology and clinical chemistry on Sysmex XN-550 and Cobas c311 analysers, about 250 samples a day
 Quality officer for the ISO 15189 accreditation audit by KENAS, passed in 2023 with no major non-conformities
 Supervise 4 junior staff on the weekend shift
Coast General:
 GeneXpert TB testing; cut turnaround from 3 days to 1 day
 Blood transfusion lab: cross-matching for the maternity wing
KEMRI-Wellcome Trust:
 Malaria slide reading for a vaccine study

EDUCATION
BSc Medical Laboratory Science, Technical University of Mombasa, 2017
KCSE, Ribe Girls High School, 2012

REGISTRATION & MEMBERSHIP
Registered with KMLTTB (Kenya Medical Laboratory Technicians and Technologists Board), practising licence 2025
Member, AKMLSO

LANGUAGES
English, Kiswahili, Giriama

REFEREES
Available on request
`,
    facts: [
      f("name", "header", "Zawadi", "Kazungu"),
      f("contact", "header", "0706 582 319"),
      f("contact", "header", "zawadi.kazungu.lab@gmail.com"),
      f("years", "profile", "8"),
      f("target", "profile", "quality manager"),
      f("role", "experience", "Medical Laboratory Technologist"),
      f("employer", "experience", "Lancet Kenya"),
      f("years", "experience", "2021"),
      f("tool", "skills", "Sysmex"),
      f("tool", "skills", "Cobas"),
      f("achievement", "experience", "250 samples"),
      f("achievement", "experience", "ISO 15189"),
      f("achievement", "experience", "KENAS"),
      f("team", "experience", "4"),
      f("role", "experience", "Laboratory Technologist"),
      f("employer", "experience", "Coast General"),
      f("years", "experience", "2018"),
      f("tool", "skills", "GeneXpert"),
      f("achievement", "experience", "3 days", "1 day"),
      f("achievement", "experience", "cross-matching"),
      f("employer", "experience", "KEMRI-Wellcome"),
      f("years", "experience", "2017"),
      f("achievement", "experience", "Malaria"),
      f(
        "education",
        "education",
        "Medical Laboratory Science",
        "Technical University of Mombasa",
        "2017",
      ),
      f("education", "education", "Ribe Girls", "2012"),
      f("membership", "certifications", "KMLTTB"),
      f("membership", "certifications", "AKMLSO"),
      f("language", "skills", "Giriama"),
    ],
    mustNot: ["Married", "Christian", "1994"],
    jobs: [
      { title: "Medical Laboratory Technologist", employer: "Lancet" },
      { title: "Laboratory Technologist", employer: "Coast General" },
      { title: "Attach", employer: "KEMRI" },
    ],
  },
  {
    id: "b7-upload-county-public-health-officer",
    letter: {
      company: "UNICEF Kenya Country Office",
      position: "WASH Officer",
      vacancyRef: "UNICEF/KCO/WASH/2026/15",
    },
    about:
      "public health, county officer promoted once after an NGO post, symbols for bullets (uploaded CV)",
    source: "upload",
    fileName: "Nzomo P - CV (PHO).txt",
    text: `PATRICK MUTUKU NZOMO
PUBLIC HEALTH OFFICER (LICENSED, PHOTC)
☎ 0719 447 206   ✉ pnzomo.pho@gmail.com   ⌂ Machakos Town

== PROFILE ==
Public health officer with 10 years in county environmental health, WASH and disease outbreak response. I want to move into a WASH officer role with a UN agency or an international NGO.

== WORK EXPERIENCE ==

MACHAKOS COUNTY GOVERNMENT – DEPARTMENT OF HEALTH SERVICES
   ► Senior Public Health Officer, Mavoko Sub-County .......... 07/2021 – date
        ◦ Led the 2023 cholera response in Mavoko: active case search, chlorination and food-premise closures; case fatality kept below 1%
        ◦ Inspect about 1,100 food premises a year under the Public Health Act (Cap 242)
        ◦ Supervise 9 technicians
   ► Public Health Officer II, Kathiani Sub-County ........... Aug.2017 – Jun.2021
        ◦ Triggered 38 villages to ODF status through CLTS
        ◦ Trained 120 community health promoters (CHPs) on household sanitation

AMREF HEALTH AFRICA – Kitui WASH project
   ► WASH Field Officer ........................... 2015/16 – Jul.2017
        ◦ Sited and supervised 24 shallow wells and 60 school latrine blocks

== EDUCATION ==
• Master of Public Health, JKUAT (ongoing, thesis stage)
• BSc Environmental Health, Kenyatta University, 2015

== LICENCES & MEMBERSHIPS ==
• Licensed, Public Health Officers and Technicians Council (PHOTC), 2025

== SKILLS ==
KHIS (DHIS2) reporting · ODK Collect · GIS mapping with QGIS · risk communication

== LANGUAGES ==
Kikamba, Kiswahili, English
`,
    facts: [
      f("name", "header", "Patrick", "Nzomo"),
      f("contact", "header", "0719 447 206"),
      f("contact", "header", "pnzomo.pho@gmail.com"),
      f("years", "profile", "10"),
      f("industry", "profile", "environmental health"),
      f("target", "profile", "WASH officer"),
      f("role", "experience", "Senior Public Health Officer"),
      f("employer", "experience", "Machakos County"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "Mavoko"),
      f("achievement", "experience", "cholera"),
      f("achievement", "experience", "1,100"),
      f("achievement", "experience", "Public Health Act"),
      f("team", "experience", "9"),
      f("role", "experience", "Public Health Officer"),
      f("achievement", "experience", "Kathiani"),
      f("years", "experience", "2017"),
      f("achievement", "experience", "38 villages", "ODF"),
      f("achievement", "experience", "120", "community health promoters"),
      f("role", "experience", "WASH Field Officer"),
      f("employer", "experience", "Amref"),
      f("years", "experience", "2015"),
      f("achievement", "experience", "24 shallow wells"),
      f("education", "education", "Master of Public Health", "JKUAT"),
      f("education", "education", "Environmental Health", "Kenyatta University", "2015"),
      f("certification", "certifications", "PHOTC"),
      f("tool", "skills", "KHIS"),
      f("tool", "skills", "DHIS2"),
      f("tool", "skills", "ODK"),
      f("tool", "skills", "QGIS"),
      f("language", "skills", "Kikamba"),
    ],
    mustNot: [],
    // Public Health Officer II is read in the Senior Public Health Officer entry: one job there.
    jobs: [
      { title: "Senior Public Health Officer", employer: "Machakos" },
      { title: "WASH Field Officer", employer: "Amref" },
    ],
  },
];
