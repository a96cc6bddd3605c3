import type { DocumentCase, Fact, FactKind, Section } from "./documents-cases";

/**
 * Held-out batch 8 for `npm run bench:documents`, written by the docs-batch8 helper apart from
 * the code and not run before it was committed. It is NOT registered in bench/documents.ts: it
 * stays unregistered until its single first run, whose figure is the held-out one.
 *
 * Rules of apartness, as followed:
 * - Not opened: anything under server/, app/ or tests/; bench/README.md; any case batch but
 *   batch 7 and the types of bench/documents-cases.ts; `git log` or `git show`. Not run:
 *   `npm run bench:documents`, any test suite, tsc over the project.
 * - Read: bench/documents-cases-batch7.ts (format and conventions only; the clients, professions
 *   and phrasings here are new), bench/documents-cases.ts lines 1-68 (the types; batch 1's cases
 *   were skipped, save that one grep for the file's outline printed the id, letter, about and
 *   mustNot lines of its first five cases), bench/documents.ts (how facts, `mustNot` and `jobs`
 *   are scored and how batches are registered), contract/documents.ts (the manual form's field
 *   limits) and the CV and cover-letter lines of /work/shared/SPEC.md (found with grep, which
 *   printed a few lines of other parts). Incidental glimpses, owned here: `ls bench` (file
 *   names), and `git worktree add` printing the subject of main's latest commit.
 * - Checked only by importing this file with tsx (17 cases), `npx prettier --check
 *   --print-width 100` (the repository has no Prettier config; 100 is biome.json's line width),
 *   the project's own linter on this one file (`biome check`; `npx eslint` stops for want of an
 *   eslint.config), and one data-only script that imported nothing but this file (each key is
 *   in the client's own inputs, no `mustNot` string is inside a key or job).
 *
 * New clients, professions and career stages: a solar PV technician who writes in Sheng, a hotel
 * sous chef promoted twice at one resort, a clinical officer in an HIV clinic, a journalist moving
 * into communications, a KTDA tea extension coordinator, a long-haul truck driver turned fleet
 * supervisor who writes in Swahili, an HR officer back from a career break, a bank relationship
 * officer promoted twice at one bank; on the manual form a public procurement officer, a quantity
 * surveyor, a SACCO credit officer and a graduate nutrition intern; uploaded, an advocate with
 * his own firm, a civil engineer, a physiotherapist, a university librarian and a meteorologist.
 *
 * Hard the way real clients are: several jobs in one turn ("I had two jobs:", "From 2016 to 2017
 * I was ..., then ..., then ...", "Before hapo nilikuwa na job mbili", "before that"); one job
 * told over several turns; promotions at one employer; corrections later in the chat (the wrong
 * value is in `mustNot`); Swahili and Sheng job lines ("nilikuwa dereva", "wakanipandisha");
 * hedges, chat words and life events ("honestly", "lol", "tbh", "labda", "the baby came"). Manual
 * forms with terse, lowercase, abbreviated entries ("snr", "b4", "@", phone without spaces).
 * Uploads with framed box headings, spaced-letter headings ("W O R K   E X P E R I E N C E"),
 * an employment table flattened to tab-separated rows with the duties in the last cell, the
 * employer above one or more titles, dates as "Feb. 2020 – date", "03/2013", "Feb '19",
 * "01.2016", "2014/2015", "2016-18", "Sept, 2019", "1/9/2014 - 31/8/2016" and "since Jan 2020",
 * bullets such as "✓", "~", "o", "§", ">" and "*", and personal details a CV no longer carries
 * (ID number, date of birth, sex, marital status, religion, next of kin).
 *
 * Same conventions as batch 7: a fact is the key string(s) that must all appear in the CV's text,
 * in the client's own words; `mustNot` holds hedges, chat words, life events, personal details
 * and corrected values that a CV must never carry; `jobs` lists every job of the client, most
 * recent first. A promotion is its own job only where its title cannot be read in the other
 * entries of the same employer. Not to be tuned on: a fix is measured on a new batch.
 */

const f = (kind: FactKind, section: Section, ...keys: string[]): Fact => ({ kind, section, keys });

export const documentCasesBatch8: DocumentCase[] = [
  {
    id: "b8-chat-solar-technician-sheng",
    letter: {
      company: "d.light Kenya",
      position: "Solar Installation Supervisor",
      vacancyRef: "DL-KE/OPS/2026/21",
    },
    about: "solar and electrical, PV technician after two electrical jobs told in one turn (chat)",
    source: "chat",
    visitorTurns: [
      "Mambo! Nataka CV ya electrician, niko na experience ya solar",
      "Collins Ouma Odhiambo",
      "0797 314 620 na email ni collins.ouma.solar@gmail.com",
      "Sai niko Sun King pale Homa Bay, solar installation technician since 2022. Nainstall home systems na solar water pumps kwa farmers, like 30 installations kwa mwezi, na nasupervise 3 helpers.",
      "Before hapo nilikuwa na job mbili: 2018 to 2020 nilikuwa electrical wireman na Mwangaza Electrical Contractors, Kisumu, then 2020 to 2022 maintenance electrician at Kibos Sugar, kwa boiler house na the cane mill motors.",
      "Eish correction, ni 40 installations kwa mwezi sio 30.",
      "Nina EPRA solar PV licence class T2 since 2023, na EPRA electrical wiring licence pia.",
      "Nilisoma Craft Certificate in Electrical and Electronics Engineering pale Kisumu National Polytechnic 2017, na nikapass NITA Grade Test II 2018.",
      "Languages: Dholuo, Kiswahili, English. Nataka kazi ya solar site supervisor, ama mini-grid technician.",
    ],
    facts: [
      f("name", "header", "Collins", "Odhiambo"),
      f("contact", "header", "0797 314 620"),
      f("contact", "header", "collins.ouma.solar@gmail.com"),
      f("role", "experience", "Solar Installation Technician"),
      f("employer", "experience", "Sun King"),
      f("achievement", "experience", "Homa Bay"),
      f("years", "experience", "2022"),
      f("achievement", "experience", "solar water pumps"),
      f("achievement", "experience", "40 installations"),
      f("team", "experience", "3"),
      f("role", "experience", "Wireman"),
      f("employer", "experience", "Mwangaza Electrical"),
      f("years", "experience", "2018"),
      f("role", "experience", "Maintenance Electrician"),
      f("employer", "experience", "Kibos Sugar"),
      f("years", "experience", "2020"),
      f("achievement", "experience", "boiler"),
      f("certification", "certifications", "EPRA", "T2"),
      f(
        "education",
        "education",
        "Electrical and Electronics Engineering",
        "Kisumu National Polytechnic",
        "2017",
      ),
      f("certification", "certifications", "NITA"),
      f("language", "skills", "Dholuo"),
      f("target", "profile", "solar site supervisor"),
    ],
    mustNot: [
      "Mambo",
      "Nataka",
      "niko",
      "Sai",
      "pale",
      "Nainstall",
      "kwa",
      "like 30",
      "30 installations",
      "hapo",
      "nilikuwa",
      "mbili",
      "Eish",
      "sio",
      "Nina",
      "pia",
      "Nilisoma",
      "nikapass",
      "ama",
    ],
    jobs: [
      { title: "Solar Installation Technician", employer: "Sun King" },
      { title: "Maintenance Electrician", employer: "Kibos" },
      { title: "Wireman", employer: "Mwangaza" },
    ],
  },
  {
    id: "b8-chat-sous-chef",
    letter: {
      company: "Sarova Hotels & Resorts",
      position: "Executive Chef",
      vacancyRef: "SAR/F&B/2026/06",
    },
    about: "hospitality kitchens, commis to sous chef at one resort, two earlier jobs (chat)",
    source: "chat",
    visitorTurns: [
      "Salaam aleikum. Naomba msaada na CV yangu, mimi ni chef hapa Mombasa.",
      "Abdallah Mwinyi Juma",
      "0702 845 117 / abdallah.juma.chef@yahoo.com",
      "I started at Serena Beach Resort & Spa, Shanzu in 2014 as a commis chef, became chef de partie in 2017 and I've been sous chef there since 2021.",
      "As sous chef I run a brigade of 22 cooks across three outlets, I plan the Swahili seafood menu and I brought food cost down from 38% to 31%. I also coordinate our HACCP plan and the county food hygiene inspections.",
      "Ah wait, it's 18 cooks, not 22, I counted the stewards.",
      "Kabla ya Serena: 2012 to 2013 nilikuwa cook pale Forodhani Restaurant in Old Town. Before that, in 2011, six months as a kitchen steward at Sarova Whitesands.",
      "Certificate in Food Production, Kenya Coast National Polytechnic, 2011, then Diploma in Catering and Accommodation Management at the same college, 2013. HACCP Level 3 with Highfield in 2022.",
      "I speak Kiswahili, English na German kidogo, for the guests.",
      "Nataka executive chef, labda Dubai au hapa Kenya tu.",
    ],
    facts: [
      f("name", "header", "Abdallah", "Juma"),
      f("contact", "header", "0702 845 117"),
      f("contact", "header", "abdallah.juma.chef@yahoo.com"),
      f("role", "experience", "Sous Chef"),
      f("employer", "experience", "Serena Beach"),
      f("years", "experience", "2021"),
      f("role", "experience", "Chef de Partie"),
      f("years", "experience", "2017"),
      f("role", "experience", "Commis Chef"),
      f("years", "experience", "2014"),
      f("team", "experience", "18"),
      f("achievement", "experience", "Swahili seafood"),
      f("achievement", "experience", "38%", "31%"),
      f("certification", "certifications", "HACCP"),
      f("role", "experience", "Cook"),
      f("employer", "experience", "Forodhani"),
      f("years", "experience", "2012"),
      f("role", "experience", "Kitchen Steward"),
      f("employer", "experience", "Whitesands"),
      f("education", "education", "Food Production", "Kenya Coast National Polytechnic", "2011"),
      f("education", "education", "Catering and Accommodation Management", "2013"),
      f("certification", "certifications", "Highfield"),
      f("language", "skills", "German"),
      f("target", "profile", "executive chef"),
    ],
    mustNot: [
      "Salaam",
      "aleikum",
      "Naomba",
      "msaada",
      "mimi ni",
      "22",
      "Ah wait",
      "Kabla ya",
      "nilikuwa",
      "pale",
      "kidogo",
      "Nataka",
      "labda",
      "hapa Kenya tu",
    ],
    jobs: [
      { title: "Sous Chef", employer: "Serena" },
      { title: "Chef de Partie", employer: "Serena" },
      { title: "Commis Chef", employer: "Serena" },
      { title: "Cook", employer: "Forodhani" },
      { title: "Kitchen Steward", employer: "Whitesands" },
    ],
  },
  {
    id: "b8-chat-clinical-officer-hiv",
    letter: {
      company: "Elizabeth Glaser Pediatric AIDS Foundation (EGPAF) Kenya",
      position: "Clinical Mentor",
      vacancyRef: "EGPAF-KE/CM/2026/04",
    },
    about: "clinical medicine, clinical officer in an HIV clinic, one job over four turns (chat)",
    source: "chat",
    visitorTurns: [
      "Hi, good evening. I'm a clinical officer and I need a CV, honestly not sure where to start",
      "Joy Kerubo Nyakundi",
      "0724 193 556",
      "joykerubo.co@gmail.com",
      "I work at Kisii Teaching and Referral Hospital",
      "In the outpatient department and at the CCC, the comprehensive care clinic for HIV",
      "My title is Clinical Officer. I joined in March 2020 on a county contract and they made me permanent and pensionable in 2022",
      "I see around 60 patients a day and we have about 1,400 clients on ART in my cohort. Viral suppression in the clinic went from 85% to 94% since I took over the defaulter tracing.",
      "I also mentor 5 clinical medicine interns, and I enter everything on KenyaEMR.",
      "Before that: internship at Nyamira County Referral Hospital 2018 to 2019, rotations in paeds, surgery, internal medicine and obs/gyn. Then I did locums at Ram Hospital in Kisii, nights and weekends, up to 2020.",
      "Oops, the internship was 2017 to 2018, not 2018 to 2019. The locum was 2018 to 2020.",
      "Diploma in Clinical Medicine and Surgery, Great Lakes University of Kisumu, 2017. Registered with the Clinical Officers Council and a member of KCOA. Currently doing a BSc in Clinical Medicine at Kisii University, part-time.",
      "Languages Ekegusii, Kiswahili and English. I'd like to be an HIV clinical mentor with an NGO like EGPAF or CHS.",
    ],
    facts: [
      f("name", "header", "Joy", "Nyakundi"),
      f("contact", "header", "0724 193 556"),
      f("contact", "header", "joykerubo.co@gmail.com"),
      f("role", "experience", "Clinical Officer"),
      f("employer", "experience", "Kisii Teaching and Referral Hospital"),
      f("years", "experience", "2020"),
      f("achievement", "experience", "HIV"),
      f("achievement", "experience", "60 patients"),
      f("achievement", "experience", "1,400"),
      f("achievement", "experience", "85%", "94%"),
      f("achievement", "experience", "defaulter tracing"),
      f("team", "experience", "5"),
      f("tool", "skills", "KenyaEMR"),
      f("employer", "experience", "Nyamira County Referral Hospital"),
      f("years", "experience", "2017"),
      f("years", "experience", "2018"),
      f("role", "experience", "Locum"),
      f("employer", "experience", "Ram Hospital"),
      f(
        "education",
        "education",
        "Clinical Medicine and Surgery",
        "Great Lakes University of Kisumu",
        "2017",
      ),
      f("membership", "certifications", "Clinical Officers Council"),
      f("membership", "certifications", "KCOA"),
      f("education", "education", "Kisii University"),
      f("language", "skills", "Ekegusii"),
      f("target", "profile", "clinical mentor"),
    ],
    mustNot: ["honestly", "not sure where to start", "2019", "Oops", "like EGPAF"],
    jobs: [
      { title: "Clinical Officer", employer: "Kisii Teaching" },
      { title: "Locum", employer: "Ram Hospital" },
      { title: "Intern", employer: "Nyamira" },
    ],
  },
  {
    id: "b8-chat-journalist-to-communications",
    letter: {
      company: "Amref Health Africa",
      position: "Communications Officer",
      vacancyRef: "AMREF/COMMS/2026/13",
    },
    about: "journalism, reporter to health editor, four jobs in one turn, moving to comms (chat)",
    source: "chat",
    visitorTurns: [
      "Hey there! I'm a journalist moving into communications, I need a new CV.",
      "Brenda Nduta Gitau | brenda.gitau.writes@gmail.com | 0711 204 389",
      "From 2016 to 2017 I was an intern reporter at the Daily Nation, then a correspondent for The Standard in Nakuru until 2020, then I joined Royal Media Services as a county reporter for Citizen TV. Since 2023 I'm Health Editor at Citizen Digital, still under Royal Media.",
      "My series on maternal deaths in Kericho won the MCK's AJEA award for health reporting in 2022.",
      "At Citizen Digital I edit about 20 stories a week, lead a team of 4 writers, and health page views grew 60% on Google Analytics in my first year.",
      "Sorry, the award was 2021, not 2022.",
      "Tools: Adobe Premiere, WordPress, mobile journalism on a smartphone kit.",
      "BA Journalism and Mass Communication, Multimedia University of Kenya, 2016. I'm accredited by the Media Council of Kenya.",
      "I want a communications officer or media relations role with an NGO like Amref, something with less night shifts lol.",
    ],
    facts: [
      f("name", "header", "Brenda", "Gitau"),
      f("contact", "header", "brenda.gitau.writes@gmail.com"),
      f("contact", "header", "0711 204 389"),
      f("role", "experience", "Intern"),
      f("employer", "experience", "Daily Nation"),
      f("years", "experience", "2016"),
      f("role", "experience", "Correspondent"),
      f("employer", "experience", "The Standard"),
      f("achievement", "experience", "Nakuru"),
      f("years", "experience", "2017"),
      f("role", "experience", "County Reporter"),
      f("employer", "experience", "Royal Media"),
      f("achievement", "experience", "Citizen TV"),
      f("years", "experience", "2020"),
      f("role", "experience", "Health Editor"),
      f("achievement", "experience", "Citizen Digital"),
      f("years", "experience", "2023"),
      f("achievement", "experience", "maternal deaths"),
      f("achievement", "experience", "AJEA", "2021"),
      f("achievement", "experience", "20 stories"),
      f("team", "experience", "4"),
      f("achievement", "experience", "60%"),
      f("tool", "skills", "Google Analytics"),
      f("tool", "skills", "Premiere"),
      f("tool", "skills", "WordPress"),
      f(
        "education",
        "education",
        "Journalism and Mass Communication",
        "Multimedia University",
        "2016",
      ),
      f("membership", "certifications", "Media Council of Kenya"),
      f("target", "profile", "communications officer"),
    ],
    mustNot: ["Hey there", "2022", "like Amref", "night shifts", "lol"],
    jobs: [
      { title: "Health Editor", employer: "Royal Media" },
      { title: "County Reporter", employer: "Royal Media" },
      { title: "Correspondent", employer: "The Standard" },
      { title: "Intern", employer: "Daily Nation" },
    ],
  },
  {
    id: "b8-chat-tea-extension-coordinator",
    letter: {
      company: "James Finlay Kenya",
      position: "Sustainability Officer",
      vacancyRef: "JFK/AGR/2026/08",
    },
    about: "agriculture, KTDA extension assistant promoted to coordinator, two earlier jobs (chat)",
    source: "chat",
    visitorTurns: [
      "Hello, I need a CV please. I'm in the tea sector, agronomy, Murang'a side.",
      "Edwin Mugo Wanjohi",
      "edwin.wanjohi.agri@gmail.com / 0728 650 942",
      "Nilianza KTDA 2015 as a field extension assistant at Kanyenya-ini Tea Factory. In 2019 I was promoted to field services coordinator and moved to Gatunguru Tea Factory, that's where I am now.",
      "As coordinator I lead a team of 7 field staff serving 9,800 smallholder farmers. Green leaf went from 14 million kg to 17.5 million kg in 2023, through farmer field schools and replanting with TRFK 306 clones. We also got Rainforest Alliance certification for the factory in 2021, I was the internal inspector.",
      "Sorry, 9,800 was last year, it's 10,400 farmers now.",
      "Before KTDA I had two jobs: farm assistant at Kakuzi PLC in Makuyu 2012 to 2014 on the avocado orchards, and before that I taught agriculture as a BOM teacher at Kiria-ini Secondary School in 2011.",
      "BSc Agriculture, Egerton University, 2010. I collect farm data on KoBoToolbox.",
      "Kikuyu, Kiswahili, English. Ningependa agronomist job with an exporter, ama sustainability officer, kama Finlays.",
    ],
    facts: [
      f("name", "header", "Edwin", "Wanjohi"),
      f("contact", "header", "edwin.wanjohi.agri@gmail.com"),
      f("contact", "header", "0728 650 942"),
      f("role", "experience", "Field Extension Assistant"),
      f("employer", "experience", "KTDA"),
      f("years", "experience", "2015"),
      f("achievement", "experience", "Kanyenya-ini"),
      f("role", "experience", "Field Services Coordinator"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "Gatunguru"),
      f("team", "experience", "7"),
      f("achievement", "experience", "10,400"),
      f("achievement", "experience", "14 million", "17.5 million"),
      f("achievement", "experience", "farmer field schools"),
      f("achievement", "experience", "TRFK 306"),
      f("achievement", "experience", "Rainforest Alliance"),
      f("role", "experience", "Farm Assistant"),
      f("employer", "experience", "Kakuzi"),
      f("years", "experience", "2012"),
      f("achievement", "experience", "avocado"),
      f("role", "experience", "Teacher"),
      f("employer", "experience", "Kiria-ini"),
      f("years", "experience", "2011"),
      f("education", "education", "Agriculture", "Egerton University", "2010"),
      f("tool", "skills", "KoBoToolbox"),
      f("language", "skills", "Kikuyu"),
      f("target", "profile", "sustainability officer"),
    ],
    mustNot: [
      "Murang'a side",
      "Nilianza",
      "9,800",
      "last year",
      "Ningependa",
      "ama",
      "kama Finlays",
    ],
    jobs: [
      { title: "Field Services Coordinator", employer: "KTDA" },
      { title: "Field Extension Assistant", employer: "KTDA" },
      { title: "Farm Assistant", employer: "Kakuzi" },
      { title: "Teacher", employer: "Kiria-ini" },
    ],
  },
  {
    id: "b8-chat-fleet-supervisor-swahili",
    letter: {
      company: "Bollore Transport & Logistics Kenya",
      position: "Transport Supervisor",
      vacancyRef: "BTL-KE/TRN/2026/17",
    },
    about: "road transport, truck driver promoted to fleet supervisor, Swahili chat (chat)",
    source: "chat",
    visitorTurns: [
      "Habari, nimeambiwa mnaandika CV. Mimi ni dereva wa trela, nataka kupanda kuwa transport supervisor.",
      "Jina ni Joseph Mutua Kilonzo. Simu 0733 508 264.",
      "Email ni jmkilonzo64@gmail.com",
      "Since 2021 niko fleet supervisor pale Multiple Hauliers, Mombasa depot. Kabla hapo nilikuwa long-haul truck driver hapo hapo from 2016, Mombasa to Kampala na Kigali.",
      "Kazi yangu sasa: nasimamia trucks 45 na madereva 52, natrack kwa Wialon GPS, na fuel consumption ilishuka 12% mwaka jana. Pia nafanya safety briefings kila Monday.",
      "Kabla ya Multiple, 2012 mpaka 2016 nilikuwa delivery driver wa Brookside Dairy, Machakos route.",
      "Samahani, Brookside ilikuwa 2011 mpaka 2015, halafu nilikaa nyumbani mwaka mmoja.",
      "Nina driving licence class CE, certificate ya defensive driving kutoka AA Kenya 2019, na Certificate in Logistics and Transport kutoka CILT Kenya 2020. KCSE Machakos School 2008.",
      "Lugha: Kikamba, Kiswahili, English kidogo.",
      "Nataka transport supervisor ama fleet manager, hata Nairobi poa.",
    ],
    facts: [
      f("name", "header", "Joseph", "Kilonzo"),
      f("contact", "header", "0733 508 264"),
      f("contact", "header", "jmkilonzo64@gmail.com"),
      f("role", "experience", "Fleet Supervisor"),
      f("employer", "experience", "Multiple Hauliers"),
      f("years", "experience", "2021"),
      f("role", "experience", "Truck Driver"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "Kampala"),
      f("achievement", "experience", "Kigali"),
      f("achievement", "experience", "45"),
      f("team", "experience", "52"),
      f("tool", "skills", "Wialon"),
      f("achievement", "experience", "12%"),
      f("achievement", "experience", "safety briefings"),
      f("role", "experience", "Delivery Driver"),
      f("employer", "experience", "Brookside"),
      f("years", "experience", "2011"),
      f("years", "experience", "2015"),
      f("certification", "certifications", "class CE"),
      f("certification", "certifications", "defensive driving", "AA Kenya"),
      f("education", "education", "Logistics and Transport", "CILT", "2020"),
      f("education", "education", "Machakos School", "2008"),
      f("language", "skills", "Kikamba"),
      f("target", "profile", "fleet manager"),
    ],
    mustNot: [
      "Habari",
      "nimeambiwa",
      "Mimi ni",
      "trela",
      "Jina ni",
      "niko",
      "pale",
      "Kabla hapo",
      "hapo hapo",
      "nasimamia",
      "natrack",
      "ilishuka",
      "mwaka jana",
      "Pia",
      "kila Monday",
      "2012",
      "Samahani",
      "halafu",
      "nilikaa nyumbani",
      "Nina",
      "kutoka",
      "kidogo",
      "hata",
      "poa",
    ],
    jobs: [
      { title: "Fleet Supervisor", employer: "Multiple Hauliers" },
      { title: "Truck Driver", employer: "Multiple Hauliers" },
      { title: "Delivery Driver", employer: "Brookside" },
    ],
  },
  {
    id: "b8-chat-hr-officer-career-break",
    letter: {
      company: "Kapa Oil Refineries",
      position: "HR Business Partner",
      vacancyRef: "KAPA/HR/2026/05",
    },
    about: "human resources, HR officer back from a career break, two jobs in one turn (chat)",
    source: "chat",
    visitorTurns: [
      "Good afternoon. I've been out of work for two years since my baby and I'm worried my CV looks bad now. I'm in HR.",
      "Rose Wangari Kimani, rose.kimani.hr@gmail.com",
      "Number is 0720 661 843",
      "My last job was HR officer at Bidco Africa in Thika, 2019 to 2023. I handled recruitment for the factory, about 300 casuals and 120 permanent staff, and payroll inputs on Sage 300 People, plus the NSSF, SHIF and housing levy returns.",
      "I led the rollout of a new performance appraisal system and cut time-to-hire from 45 days to 21 days.",
      "Before that I had two jobs: HR assistant at Kenya Breweries in Ruaraka 2016 to 2019, and before that a graduate trainee in HR at East African Portland Cement, 2015 to 2016.",
      "Sorry, Bidco was 2019 to 2022, not 2023. Then the baby came.",
      "BCom (Human Resource Management option), Kenyatta University, 2014. CHRP(K) in 2020 and I'm a full member of IHRM. During the break I did an HR analytics course on LinkedIn Learning.",
      "Kikuyu, Kiswahili, English. I want an HR business partner or HR generalist role, maybe in manufacturing again.",
    ],
    facts: [
      f("name", "header", "Rose", "Kimani"),
      f("contact", "header", "rose.kimani.hr@gmail.com"),
      f("contact", "header", "0720 661 843"),
      f("role", "experience", "HR Officer"),
      f("employer", "experience", "Bidco"),
      f("years", "experience", "2019"),
      f("years", "experience", "2022"),
      f("achievement", "experience", "recruitment"),
      f("achievement", "experience", "300", "120 permanent"),
      f("tool", "skills", "Sage"),
      f("achievement", "experience", "NSSF"),
      f("achievement", "experience", "SHIF"),
      f("achievement", "experience", "housing levy"),
      f("achievement", "experience", "performance appraisal"),
      f("achievement", "experience", "45 days", "21 days"),
      f("role", "experience", "HR Assistant"),
      f("employer", "experience", "Kenya Breweries"),
      f("years", "experience", "2016"),
      f("role", "experience", "Graduate Trainee"),
      f("employer", "experience", "Portland Cement"),
      f("years", "experience", "2015"),
      f("education", "education", "Human Resource Management", "Kenyatta University", "2014"),
      f("certification", "certifications", "CHRP"),
      f("membership", "certifications", "IHRM"),
      f("certification", "certifications", "HR analytics"),
      f("language", "skills", "Kikuyu"),
      f("target", "profile", "HR business partner"),
    ],
    mustNot: ["out of work", "baby", "worried", "looks bad", "2023", "maybe"],
    jobs: [
      { title: "HR Officer", employer: "Bidco" },
      { title: "HR Assistant", employer: "Kenya Breweries" },
      { title: "Graduate Trainee", employer: "Portland" },
    ],
  },
  {
    id: "b8-chat-bank-relationship-officer",
    letter: {
      company: "KCB Bank Kenya",
      position: "Relationship Manager, SME Banking",
      vacancyRef: "KCB/SME/2026/031",
    },
    about: "retail banking, teller promoted twice at one bank, one job over turns, Sheng (chat)",
    source: "chat",
    visitorTurns: [
      "Sasa, nataka CV ya banking, niko Equity Bank",
      "Nelson Mwakio Mwandawiro",
      "0745 210 376",
      "nelson.mwakio@gmail.com",
      "Niko Equity Bank, Voi branch.",
      "Nilianza kama teller 2018, then 2021 wakanipandisha to personal banker, and since mid 2023 niko relationship officer for SMEs.",
      "Kama RO nina portfolio ya 140 SME clients, loan book ya KES 210 million, NPL iko below 3%. Pia nili-onboard 60 businesses on EazzyBiz.",
      "Correction: portfolio ni 160 clients, sio 140.",
      "Teller days I was best teller in the Coast region 2019, zero cash shortages the whole year.",
      "Before Equity, 2016 to 2017 nilikuwa M-Pesa attendant pale Tumaini Agencies, Voi town.",
      "BCom Banking and Finance, Taita Taveta University, 2017. I'm AKIB qualified, Kenya Institute of Bankers, 2022.",
      "Languages Kitaita, Kiswahili, English. Nataka senior relationship manager pale KCB ama NCBA, any bank tbh.",
    ],
    facts: [
      f("name", "header", "Nelson", "Mwandawiro"),
      f("contact", "header", "0745 210 376"),
      f("contact", "header", "nelson.mwakio@gmail.com"),
      f("role", "experience", "Relationship Officer"),
      f("employer", "experience", "Equity Bank"),
      f("achievement", "experience", "Voi"),
      f("years", "experience", "2023"),
      f("achievement", "experience", "160"),
      f("achievement", "experience", "210 million"),
      f("achievement", "experience", "3%"),
      f("achievement", "experience", "60 businesses"),
      f("tool", "skills", "EazzyBiz"),
      f("role", "experience", "Personal Banker"),
      f("years", "experience", "2021"),
      f("role", "experience", "Teller"),
      f("years", "experience", "2018"),
      f("achievement", "experience", "best teller"),
      f("role", "experience", "M-Pesa"),
      f("employer", "experience", "Tumaini Agencies"),
      f("years", "experience", "2016"),
      f("education", "education", "Banking and Finance", "Taita Taveta University", "2017"),
      f("certification", "certifications", "AKIB"),
      f("certification", "certifications", "Kenya Institute of Bankers"),
      f("language", "skills", "Kitaita"),
      f("target", "profile", "relationship manager"),
    ],
    mustNot: [
      "Sasa",
      "nataka",
      "niko",
      "wakanipandisha",
      "Kama RO",
      "nina",
      "iko",
      "Pia",
      "nili-onboard",
      "140",
      "sio",
      "pale",
      "tbh",
      "any bank",
      "ama",
    ],
    jobs: [
      { title: "Relationship Officer", employer: "Equity" },
      { title: "Personal Banker", employer: "Equity" },
      { title: "Teller", employer: "Equity" },
      { title: "M-Pesa", employer: "Tumaini" },
    ],
  },
  {
    id: "b8-manual-procurement-officer",
    letter: {
      company: "Kenya Electricity Transmission Company (KETRACO)",
      position: "Principal Supply Chain Officer",
      vacancyRef: "KETRACO/SCM/2026/09",
    },
    about:
      "public procurement, state corporation after a county hospital, terse entries (manual form)",
    source: "manual",
    form: {
      firstName: "Kassim",
      lastName: "Mohamed Adan",
      email: "kassim.adan@outlook.com",
      phone: "0722418077",
      currentRole: "Snr Procurement Officer",
      experience: "8",
      industry: "Procurement / supply chain (public sector)",
      company: "KenGen - Stima Plaza, Nairobi",
      careerGoal:
        "head of procurement / SCM manager - parastatal or intl NGO. kengen since 2020: snr procurement officer, tenders on IFMIS and e-GP, PPADA 2015 compliance, about KES 1.8 billion a yr in contracts; framework agreements for turbine spares saved 14% in FY2023/24. 2016-2020 procurement officer, Naivasha Sub-County Hospital (Nakuru county govt). 2015 intern at KeNHA, 6 months. BCom Purchasing & Supply, Kabarak Univ 2015. MSc Procurement & Logistics, KeMU - ongoing. CPSP-K 2018, member KISM (MKISM). SAP MM, Excel. Somali, Kiswahili, English.",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "Kassim", "Adan"),
      f("contact", "header", "kassim.adan@outlook.com"),
      f("contact", "header", "0722 418 077"),
      f("role", "experience", "Procurement Officer"),
      f("employer", "experience", "KenGen"),
      f("years", "experience", "2020"),
      f("tool", "skills", "IFMIS"),
      f("tool", "skills", "e-GP"),
      f("achievement", "experience", "PPADA"),
      f("achievement", "experience", "1.8 billion"),
      f("achievement", "experience", "turbine", "14%"),
      f("employer", "experience", "Naivasha"),
      f("years", "experience", "2016"),
      f("role", "experience", "Intern"),
      f("employer", "experience", "KeNHA"),
      f("years", "experience", "2015"),
      f("education", "education", "Purchasing", "Kabarak", "2015"),
      f("education", "education", "Logistics", "KeMU"),
      f("certification", "certifications", "CPSP-K"),
      f("membership", "certifications", "KISM"),
      f("tool", "skills", "SAP"),
      f("language", "skills", "Somali"),
      f("years", "profile", "8"),
      f("industry", "profile", "supply chain"),
      f("target", "profile", "head of procurement"),
    ],
    mustNot: [],
    jobs: [
      { title: "Procurement Officer", employer: "KenGen" },
      { title: "Procurement Officer", employer: "Naivasha" },
      { title: "Intern", employer: "KeNHA" },
    ],
  },
  {
    id: "b8-manual-quantity-surveyor",
    letter: {
      company: "H Young & Co (East Africa)",
      position: "Senior Quantity Surveyor",
      vacancyRef: "HY/QS/2026/03",
    },
    about: "construction cost, registered QS at a consultancy after a contractor (manual form)",
    source: "manual",
    form: {
      firstName: "Winnie",
      lastName: "Achieng Otieno",
      email: "winnie.otieno.qs@gmail.com",
      phone: "+254 701 338 492",
      currentRole: "Quantity Surveyor (registered)",
      experience: "9 years",
      industry: "Construction - cost consultancy",
      company: "Gitau & Partners QS Consultants",
      careerGoal:
        "want: senior QS / cost manager with a contractor or developer (open to Kigali). gitau & partners 2019 - now: BQs + interim valuations for 14 projects worth KES 6.5 billion in total incl. the 400-unit Boma Yangu affordable housing block in Mavoko; final accounts; monthly cost reports; 2 junior QSs report to me. 2016-2019 site quantity surveyor, China Wu Yi (Kenya), Kisumu - Busia road: measurement, IPCs, variations. 2014 attachment National Housing Corporation (May-Aug). BSc Quantity Surveying, Technical University of Kenya, 2015. Registered QS with BORAQS (2020); member of IQSK. CostX, Buildsoft Cubit, AutoCAD, Excel. Dholuo, Kiswahili, English.",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Winnie", "Otieno"),
      f("contact", "header", "winnie.otieno.qs@gmail.com"),
      f("contact", "header", "0701 338 492"),
      f("role", "experience", "Quantity Surveyor"),
      f("employer", "experience", "Gitau"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "14 projects"),
      f("achievement", "experience", "6.5 billion"),
      f("achievement", "experience", "400", "Boma Yangu"),
      f("achievement", "experience", "final accounts"),
      f("team", "experience", "2"),
      f("employer", "experience", "China Wu Yi"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "Busia"),
      f("achievement", "experience", "variations"),
      f("employer", "experience", "National Housing Corporation"),
      f("years", "experience", "2014"),
      f("education", "education", "Quantity Surveying", "Technical University of Kenya", "2015"),
      f("membership", "certifications", "BORAQS"),
      f("membership", "certifications", "IQSK"),
      f("tool", "skills", "CostX"),
      f("tool", "skills", "Buildsoft"),
      f("tool", "skills", "AutoCAD"),
      f("language", "skills", "Dholuo"),
      f("years", "profile", "9"),
      f("industry", "profile", "construction"),
      f("target", "profile", "cost manager"),
    ],
    mustNot: [],
    jobs: [
      { title: "Quantity Surveyor", employer: "Gitau" },
      { title: "Quantity Surveyor", employer: "China Wu Yi" },
      { title: "Attach", employer: "National Housing" },
    ],
  },
  {
    id: "b8-manual-sacco-credit-officer",
    letter: {
      company: "Mwalimu National SACCO",
      position: "Credit Manager",
      vacancyRef: "MNS/CR/2026/02",
    },
    about:
      "SACCO lending, credit officer after a microfinance bank, lowercase shorthand (manual form)",
    source: "manual",
    form: {
      firstName: "janet",
      lastName: "wawira njiru",
      email: "JanetWawira88@Gmail.com",
      phone: "0716 902 384",
      currentRole: "credit officer",
      experience: "5 yrs",
      industry: "sacco / microfinance",
      company: "stima sacco",
      careerGoal:
        "credit manager, tier 1 sacco or mfi. credit officer @ stima sacco since jan 2022 - appraise approx 90 loans/month, portfolio KES 420 million, PAR 30 down from 7.8% to 4.1% (2024); system: Bankers Realm. b4 that loans officer faulu microfinance bank, kitengela branch, 2019-2021, group lending, 35 groups. attachment kuscco may-aug 2018. bcom finance maseno uni 2018. cpa finalist (KASNEB). CCP - certified credit professional, KIB 2023. kiembu, kiswahili, english",
      serviceType: "CV Writing",
    },
    facts: [
      f("name", "header", "janet", "njiru"),
      f("contact", "header", "JanetWawira88@gmail.com"),
      f("contact", "header", "0716 902 384"),
      f("role", "experience", "Credit Officer"),
      f("employer", "experience", "Stima Sacco"),
      f("years", "experience", "2022"),
      f("achievement", "experience", "90 loans"),
      f("achievement", "experience", "420 million"),
      f("achievement", "experience", "7.8%", "4.1%"),
      f("tool", "skills", "Bankers Realm"),
      f("role", "experience", "Loans Officer"),
      f("employer", "experience", "Faulu"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "Kitengela"),
      f("achievement", "experience", "35 groups"),
      f("employer", "experience", "KUSCCO"),
      f("years", "experience", "2018"),
      f("education", "education", "Finance", "Maseno", "2018"),
      f("certification", "certifications", "CPA"),
      f("certification", "certifications", "Certified Credit Professional"),
      f("language", "skills", "Kiembu"),
      f("years", "profile", "5"),
      f("industry", "profile", "microfinance"),
      f("target", "profile", "credit manager"),
    ],
    mustNot: ["b4"],
    jobs: [
      { title: "Credit Officer", employer: "Stima" },
      { title: "Loans Officer", employer: "Faulu" },
      { title: "Attach", employer: "KUSCCO" },
    ],
  },
  {
    id: "b8-manual-graduate-nutritionist",
    letter: {
      company: "Action Against Hunger Kenya",
      position: "Nutrition Officer",
      vacancyRef: "ACF-KE/NUT/2026/12",
    },
    about:
      "public health nutrition, graduate on a hospital internship after an attachment (manual form)",
    source: "manual",
    form: {
      firstName: "Purity",
      lastName: "Jepkosgei Kirui",
      email: "purity.kirui.nutrition@gmail.com",
      phone: "0757 883 120",
      currentRole: "Nutrition & Dietetics Intern",
      experience: "< 1 year",
      industry: "Public health nutrition",
      company: "Kericho County Referral Hospital",
      careerGoal:
        "Entry-level nutritionist with an NGO (e.g. Action Against Hunger, Save the Children) or a county health department, if possible in Nakuru or Nairobi. Nutrition intern at Kericho County Referral Hospital since Sept 2025 (KNDI internship): OPD and paediatric ward; run the CMAM clinic, screening about 50 children a week with MUAC; counsel mothers on IYCF; assisted in the Kericho County SMART survey, 2025. Attachment: Department of Health, Bomet County (nutrition section), Jan-Apr 2024. BSc Food, Nutrition and Dietetics, University of Eldoret, 2025, Second Class Honours (Upper Division). KNDI intern licence. ENA for SMART, NutriSurvey, KHIS, Excel. Peer educator with the university's nutrition club. Speaks Kipsigis, Kiswahili, English.",
      serviceType: "CV + Cover Letter",
    },
    facts: [
      f("name", "header", "Purity", "Kirui"),
      f("contact", "header", "purity.kirui.nutrition@gmail.com"),
      f("contact", "header", "0757 883 120"),
      f("role", "experience", "Intern"),
      f("employer", "experience", "Kericho County Referral Hospital"),
      f("years", "experience", "2025"),
      f("achievement", "experience", "CMAM"),
      f("achievement", "experience", "50 children"),
      f("achievement", "experience", "MUAC"),
      f("achievement", "experience", "IYCF"),
      f("achievement", "experience", "SMART survey"),
      f("employer", "experience", "Bomet County"),
      f("years", "experience", "2024"),
      f("education", "education", "Nutrition and Dietetics", "University of Eldoret", "2025"),
      f("education", "education", "Second Class"),
      f("membership", "certifications", "KNDI"),
      f("tool", "skills", "ENA"),
      f("tool", "skills", "NutriSurvey"),
      f("tool", "skills", "KHIS"),
      f("language", "skills", "Kipsigis"),
      f("industry", "profile", "nutrition"),
      f("target", "profile", "nutritionist"),
    ],
    mustNot: ["if possible"],
    jobs: [
      { title: "Intern", employer: "Kericho County Referral" },
      { title: "Attach", employer: "Bomet" },
    ],
  },
  {
    id: "b8-upload-advocate",
    letter: {
      company: "Kenya Commercial Bank (KCB Group)",
      position: "Legal Counsel, Litigation",
      vacancyRef: "KCBG/LEG/2026/07",
    },
    about:
      "law, advocate with his own firm after a promotion at another, framed headings, personal details (uploaded CV)",
    source: "upload",
    fileName: "CV - Adv. D.O. Oduor (2026).txt",
    text: `╔══════════════════════════════════════════════╗
║  DAVID OCHIENG ODUOR                         ║
║  Advocate of the High Court of Kenya         ║
╚══════════════════════════════════════════════╝
Mega Plaza, 4th Floor, Oginga Odinga Street, Kisumu
Cell: +254 723 880 451   |   Email: d.oduor@oduorlaw.co.ke

┌──────────────────────────┐
│ PERSONAL DETAILS         │
└──────────────────────────┘
Date of Birth : 03/07/1988
ID No.        : 24518769
Gender        : Male
Marital Status: Single
Nationality   : Kenyan

┌──────────────────────────┐
│ PROFILE                  │
└──────────────────────────┘
Advocate of 11 years' standing in commercial, land and succession law, with a busy practice before the Environment and Land Court and the High Court in Kisumu. Seeking an in-house counsel or legal manager role with a bank or a state corporation.

┌──────────────────────────┐
│ PROFESSIONAL EXPERIENCE  │
└──────────────────────────┘
ODUOR & ASSOCIATES ADVOCATES, KISUMU
Founding Partner                                        Feb. 2020 – date
   ✓ Run a commercial, land and succession practice with 3 associates and 2 legal clerks
   ✓ About 40 active land files at the Environment and Land Court, Kisumu
   ✓ Recovered KES 86 million for a SACCO client in a 2022 loan-default suit
   ✓ Retained legal adviser to the Lake Basin Development Authority on land acquisition

OWINO & MAKORI ADVOCATES LLP, NAIROBI
Senior Associate                                        Jan 2017 – Jan 2020
Associate                                               Sept 2014 – Dec 2016
   ✓ Litigation in the Commercial and Tax Division of the High Court, Milimani
   ✓ Drafted charges, leases and conveyances for two tier-1 banks
   ✓ Supervised the firm's pupils, 4 a year

OFFICE OF THE DIRECTOR OF PUBLIC PROSECUTIONS (ODPP), KISUMU
Pupil                                                   03/2013 – 01/2014
   ✓ Prepared prosecution briefs and attended court at the Kisumu Law Courts

┌──────────────────────────┐
│ EDUCATION                │
└──────────────────────────┘
2014 – Admitted to the Roll of Advocates
2013 – Post-Graduate Diploma in Law, Kenya School of Law
2012 – Bachelor of Laws (LL.B), Strathmore University
2006 – KCSE, Maseno School

┌─────────────────────────────────┐
│ MEMBERSHIPS & ACCREDITATION     │
└─────────────────────────────────┘
• Law Society of Kenya (LSK), West Kenya Branch
• Certified Public Secretary (CPS-K), 2018
• Accredited Mediator, Judiciary Mediation Accreditation Committee, 2021
• Member, Chartered Institute of Arbitrators (CIArb), Kenya Branch

┌──────────────────────────┐
│ SKILLS                   │
└──────────────────────────┘
Legal research (Kenya Law, LexisNexis) • Judiciary e-Filing • Conveyancing • Drafting and negotiation

LANGUAGES: Dholuo, English, Kiswahili
REFEREES: Available upon request
`,
    facts: [
      f("name", "header", "David", "Oduor"),
      f("contact", "header", "0723 880 451"),
      f("contact", "header", "d.oduor@oduorlaw.co.ke"),
      f("years", "profile", "11"),
      f("industry", "profile", "succession"),
      f("target", "profile", "in-house counsel"),
      f("role", "experience", "Founding Partner"),
      f("employer", "experience", "Oduor & Associates"),
      f("years", "experience", "2020"),
      f("team", "experience", "3"),
      f("achievement", "experience", "40", "Environment and Land Court"),
      f("achievement", "experience", "86 million"),
      f("achievement", "experience", "Lake Basin Development Authority"),
      f("role", "experience", "Senior Associate"),
      f("employer", "experience", "Owino & Makori"),
      f("years", "experience", "2017"),
      f("years", "experience", "2014"),
      f("achievement", "experience", "Commercial and Tax Division"),
      f("role", "experience", "Pupil"),
      f("employer", "experience", "Director of Public Prosecutions"),
      f("years", "experience", "2013"),
      f("education", "education", "Kenya School of Law", "2013"),
      f("education", "education", "Bachelor of Laws", "Strathmore", "2012"),
      f("certification", "certifications", "Roll of Advocates"),
      f("membership", "certifications", "Law Society of Kenya"),
      f("certification", "certifications", "Certified Public Secretary"),
      f("certification", "certifications", "Mediator"),
      f("membership", "certifications", "Chartered Institute of Arbitrators"),
      f("tool", "skills", "LexisNexis"),
      f("tool", "skills", "e-Filing"),
      f("language", "skills", "Dholuo"),
    ],
    mustNot: ["1988", "24518769", "Male", "Marital", "Single"],
    // Associate is read in the Senior Associate entry of the same firm: one job there.
    jobs: [
      { title: "Founding Partner", employer: "Oduor & Associates" },
      { title: "Senior Associate", employer: "Owino" },
      { title: "Pupil", employer: "Director of Public Prosecutions" },
    ],
  },
  {
    id: "b8-upload-civil-engineer",
    letter: {
      company: "African Development Bank, Kenya Country Office",
      position: "Infrastructure Project Engineer",
      vacancyRef: "AFDB/KCO/INF/2026/04",
    },
    about:
      "civil engineering, roads and water, employment table flattened to tabs with duties in the row (uploaded CV)",
    source: "upload",
    fileName: "Eng_Mercy_Simiyu_CV.txt",
    text: `CURRICULUM VITAE

ENG. MERCY NAFULA SIMIYU, P.E.
Civil Engineer – Roads & Water
Kakamega | Mobile: 0725 017 334 | mnsimiyu.eng@gmail.com

PROFILE
Registered professional civil engineer with 12 years in roads, bridges and water supply, from design to contract supervision. Looking for a resident engineer or project manager post on donor-funded infrastructure.

REGISTRATION
Professional Engineer, Engineers Board of Kenya (EBK), 2020
Corporate Member, Institution of Engineers of Kenya (IEK)
Project Management Professional (PMP), PMI, 2022

EMPLOYMENT RECORD
Period\tEmployer\tPosition\tMain duties
07/2021 – date\tKenya Rural Roads Authority (KeRRA), Kakamega Region\tResident Engineer\tSupervise 9 low-volume seal road contracts, 140 km, KES 3.1 billion; lead a site team of 11; monthly IPCs and site meetings
2018 – 06/2021\tKuria & Associates Consulting Engineers, Nairobi\tDesign Engineer\tDesigned water supply schemes in Busia and Siaya for the Lake Victoria North Water Works Development Agency, serving 85,000 people; hydraulic models in EPANET
2016-18\tChina Road and Bridge Corporation (CRBC)\tSite Engineer\tSGR Phase 2A, Nairobi – Naivasha: culverts and bridge substructures; quality control of concrete works
Aug 2014 – Aug 2016\tKenya Urban Roads Authority (KURA)\tGraduate Engineer\tRoad condition surveys and traffic counts on Nairobi roads; supervision of pavement works under the resident engineer

EDUCATION
BSc Civil Engineering (First Class Honours) – Masinde Muliro University of Science and Technology (MMUST), 2014

SOFTWARE
AutoCAD Civil 3D | Primavera P6 | EPANET | MS Project

PERSONAL INFORMATION
Date of birth: 11 Nov 1990
ID No: 27755103
Religion: Catholic
Nationality: Kenyan

LANGUAGES
Lubukusu, Kiswahili, English
`,
    facts: [
      f("name", "header", "Mercy", "Simiyu"),
      f("contact", "header", "0725 017 334"),
      f("contact", "header", "mnsimiyu.eng@gmail.com"),
      f("years", "profile", "12"),
      f("industry", "profile", "water supply"),
      f("target", "profile", "project manager"),
      f("membership", "certifications", "Engineers Board of Kenya"),
      f("membership", "certifications", "Institution of Engineers of Kenya"),
      f("certification", "certifications", "PMP"),
      f("role", "experience", "Resident Engineer"),
      f("employer", "experience", "Kenya Rural Roads Authority"),
      f("years", "experience", "2021"),
      f("achievement", "experience", "140 km"),
      f("achievement", "experience", "3.1 billion"),
      f("team", "experience", "11"),
      f("role", "experience", "Design Engineer"),
      f("employer", "experience", "Kuria & Associates"),
      f("years", "experience", "2018"),
      f("achievement", "experience", "Lake Victoria North"),
      f("achievement", "experience", "85,000"),
      f("tool", "skills", "EPANET"),
      f("role", "experience", "Site Engineer"),
      f("employer", "experience", "China Road and Bridge"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "SGR"),
      f("role", "experience", "Graduate Engineer"),
      f("employer", "experience", "Kenya Urban Roads Authority"),
      f("years", "experience", "2014"),
      f("achievement", "experience", "traffic counts"),
      f("education", "education", "Civil Engineering", "Masinde Muliro", "2014"),
      f("education", "education", "First Class"),
      f("tool", "skills", "Civil 3D"),
      f("tool", "skills", "Primavera"),
      f("language", "skills", "Lubukusu"),
    ],
    mustNot: ["1990", "27755103", "Catholic"],
    jobs: [
      { title: "Resident Engineer", employer: "Kenya Rural Roads" },
      { title: "Design Engineer", employer: "Kuria" },
      { title: "Site Engineer", employer: "China Road" },
      { title: "Graduate Engineer", employer: "Kenya Urban Roads" },
    ],
  },
  {
    id: "b8-upload-physiotherapist",
    letter: {
      company: "Kenyatta University Teaching, Referral and Research Hospital",
      position: "Senior Physiotherapist",
      vacancyRef: "KUTRRH/PHY/2026/02",
    },
    about:
      "physiotherapy, promoted at a county hospital, a part-time club post, next of kin and ID (uploaded CV)",
    source: "upload",
    fileName: "kenneth kirimi physio cv.txt",
    text: `KENNETH MURITHI KIRIMI
Registered Physiotherapist

Personal Data
Sex ............ Male
Date of Birth .. 22/09/1991
ID No .......... 28840517
Marital status . Married
Religion ....... Methodist
Next of Kin .... Mrs. Grace Kirimi (wife) – 0722 664 019
Address ........ P.O. Box 2310-60200, Meru
Mobile ......... 0714 377 582
E-mail ......... kenkirimi.physio@gmail.com

Objective
To apply 10 years of clinical physiotherapy, mostly neuro and orthopaedic rehabilitation, as a senior physiotherapist in a private rehabilitation centre or a sports medicine clinic.

Work Experience

~ MERU TEACHING AND REFERRAL HOSPITAL (MeTRH) ~
Senior Physiotherapist ............................ Feb '19 – present
   * Lead the stroke and spinal cord injury rehab clinic, about 35 patients a day
   * Set up the hospital's first paediatric cerebral palsy clinic in 2021; 120 children enrolled
   * Supervise 5 physiotherapists and KMTC students on clinical rotation
Physiotherapy Officer ............................. 01.2016 – 01.2019
   * Post-operative orthopaedic and fracture rehabilitation on the surgical wards

~ MERU STARS FC (part-time, weekends) ~
Team Physiotherapist .............................. 2022 – to date
   * Pitch-side injury management and return-to-play programmes for the FKF Division One squad

~ PCEA CHOGORIA HOSPITAL ~
Physiotherapy Intern .............................. 2014/2015
   * One-year internship: wards, OPD and the community-based rehabilitation outreach

Education
Diploma in Physiotherapy – Kenya Medical Training College (KMTC), Nairobi – 2014
Bachelor of Science in Physiotherapy (part-time upgrading) – Kenyatta University – 2020

Licence and Membership
Physiotherapy Council of Kenya – practising licence 2025
Member, Kenya Society of Physiotherapists (KSP)

Short Courses
Bobath introductory course (neuro), 2020
Dry needling Level 1, 2023

Skills
Electrotherapy (TENS, therapeutic ultrasound) ~ hydrotherapy ~ exercise prescription ~ gait training

Languages
Kimeru, Kiswahili, English
`,
    facts: [
      f("name", "header", "Kenneth", "Kirimi"),
      f("contact", "header", "0714 377 582"),
      f("contact", "header", "kenkirimi.physio@gmail.com"),
      f("years", "profile", "10"),
      f("industry", "profile", "orthopaedic"),
      f("target", "profile", "sports medicine"),
      f("role", "experience", "Senior Physiotherapist"),
      f("employer", "experience", "Meru Teaching and Referral Hospital"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "stroke"),
      f("achievement", "experience", "35 patients"),
      f("achievement", "experience", "cerebral palsy", "120 children"),
      f("team", "experience", "5"),
      f("role", "experience", "Physiotherapy Officer"),
      f("years", "experience", "2016"),
      f("role", "experience", "Team Physiotherapist"),
      f("employer", "experience", "Meru Stars"),
      f("years", "experience", "2022"),
      f("role", "experience", "Intern"),
      f("employer", "experience", "Chogoria"),
      f("years", "experience", "2015"),
      f("achievement", "experience", "community-based rehabilitation"),
      f("education", "education", "Physiotherapy", "Kenya Medical Training College", "2014"),
      f("education", "education", "Kenyatta University", "2020"),
      f("membership", "certifications", "Physiotherapy Council of Kenya"),
      f("membership", "certifications", "Kenya Society of Physiotherapists"),
      f("certification", "certifications", "Bobath"),
      f("certification", "certifications", "Dry needling"),
      f("tool", "skills", "TENS"),
      f("tool", "skills", "hydrotherapy"),
      f("language", "skills", "Kimeru"),
    ],
    mustNot: [
      "Male",
      "1991",
      "28840517",
      "Married",
      "Methodist",
      "Next of Kin",
      "Grace Kirimi",
      "0722 664 019",
    ],
    jobs: [
      { title: "Senior Physiotherapist", employer: "Meru Teaching" },
      { title: "Physiotherapy Officer", employer: "Meru Teaching" },
      { title: "Team Physiotherapist", employer: "Meru Stars" },
      { title: "Intern", employer: "Chogoria" },
    ],
  },
  {
    id: "b8-upload-university-librarian",
    letter: {
      company: "Strathmore University",
      position: "Senior Librarian, E-Resources",
      vacancyRef: "SU/LIB/2026/01",
    },
    about:
      "library and information science, public to university library, spaced-letter headings (uploaded CV)",
    source: "upload",
    fileName: "LWNdungu_Librarian_CV.txt",
    text: `LUCY WANGUI NDUNG'U
___________________________________________
Librarian  |  Information Science Professional
Nyeri  |  lucy.ndungu.lib@gmail.com  |  0712 905 663
___________________________________________

C A R E E R   S U M M A R Y
Academic librarian with 12 years in public and university libraries, strong in e-resources, library systems and information literacy. Seeking a senior librarian or head of library post at a university.

W O R K   E X P E R I E N C E

Sept, 2019 – Present
LIBRARIAN — Dedan Kimathi University of Technology (DeKUT), Nyeri
   o Manage the e-resources section and the KLISC subscriptions (Emerald, JSTOR); e-resource usage up 45% in two years
   o Led the migration of the catalogue to Koha ILS in 2021: 62,000 records
   o Set up the university's institutional repository on DSpace
   o Supervise 6 library assistants; teach information literacy classes to first-years

2015/2016 – Aug. 2019
LIBRARY ASSISTANT — Kenya National Library Service (KNLS), Nyeri Branch
   o Circulation and cataloguing; ran the children's reading programme with visits to 30 primary schools

2013 – 2014
LIBRARY CLERK — Nyeri High School
   o Issued books, shelving and stock-taking for a 9,000-volume collection

E D U C A T I O N
§ MSc Information Science, Technical University of Kenya, 2022
§ BSc Information Sciences, Moi University, 2013
§ KCSE, Bishop Gatimu Ngandu Girls High School, 2008

P R O F E S S I O N A L   B O D I E S
§ Member, Kenya Library Association (KLA)
§ KLISC e-resources and Koha training, 2020

S K I L L S
Koha · DSpace · MARC 21 and RDA cataloguing · Dewey Decimal Classification · reference and information literacy

L A N G U A G E S
Kikuyu, Kiswahili, English

Referees available on request.
`,
    facts: [
      f("name", "header", "Lucy", "Wangui"),
      f("contact", "header", "lucy.ndungu.lib@gmail.com"),
      f("contact", "header", "0712 905 663"),
      f("years", "profile", "12"),
      f("industry", "profile", "university libraries"),
      f("target", "profile", "head of library"),
      f("role", "experience", "Librarian"),
      f("employer", "experience", "Dedan Kimathi"),
      f("years", "experience", "2019"),
      f("achievement", "experience", "KLISC"),
      f("achievement", "experience", "45%"),
      f("tool", "skills", "Koha"),
      f("achievement", "experience", "62,000"),
      f("tool", "skills", "DSpace"),
      f("team", "experience", "6"),
      f("role", "experience", "Library Assistant"),
      f("employer", "experience", "Kenya National Library Service"),
      f("achievement", "experience", "reading programme", "30 primary schools"),
      f("role", "experience", "Library Clerk"),
      f("employer", "experience", "Nyeri High School"),
      f("years", "experience", "2013"),
      f("achievement", "experience", "9,000"),
      f("education", "education", "Information Science", "Technical University of Kenya", "2022"),
      f("education", "education", "Information Sciences", "Moi University", "2013"),
      f("membership", "certifications", "Kenya Library Association"),
      f("tool", "skills", "MARC 21"),
      f("tool", "skills", "RDA"),
      f("tool", "skills", "Dewey"),
      f("language", "skills", "Kikuyu"),
    ],
    mustNot: [],
    jobs: [
      { title: "Librarian", employer: "Dedan Kimathi" },
      { title: "Library Assistant", employer: "Kenya National Library" },
      { title: "Library Clerk", employer: "Nyeri High" },
    ],
  },
  {
    id: "b8-upload-meteorologist",
    letter: {
      company: "IGAD Climate Prediction and Applications Centre (ICPAC)",
      position: "Climate Forecaster",
      vacancyRef: "ICPAC/CF/2026/05",
    },
    about:
      "meteorology, two posts at the met department under one heading, dd/mm/yyyy dates, family details (uploaded CV)",
    source: "upload",
    fileName: "CV-AHFarah-Meteorologist.txt",
    text: `=============================================
            CURRICULUM VITAE
=============================================
Name:            Abdullahi Hussein Farah
Profession:      Meteorologist
Telephone:       0708 117 246 / 0733 902 155
E-mail:          a.hfarah.met@gmail.com
Postal address:  P.O. Box 1021-70200, Wajir
Date of birth:   05.05.1989
Sex:             Male
Marital status:  Married, 3 children
---------------------------------------------

CAREER OBJECTIVE
To bring my 10 years' experience in weather forecasting and climate services to ICPAC or a humanitarian early-warning programme in the Horn of Africa.

EXPERIENCE
KENYA METEOROLOGICAL DEPARTMENT (KMD)
- Officer in Charge, Wajir Meteorological Station (Meteorologist I) ........ since Jan 2020
    > Run the station and a team of 7 observers and technicians
    > Issue the county's daily forecasts and the MAM and OND seasonal advisories; input to the NDMA drought early warning bulletin
    > Installed 12 automatic weather stations across Wajir County in 2022
- Aviation Forecaster, JKIA Meteorological Office (Meteorologist II) ........ 09/2016 – 12/2019
    > TAFs, METARs and pre-flight briefings for JKIA traffic
    > Passed the ICAO/WMO aeronautical forecaster competency assessment, 2018

KENYA MARINE AND FISHERIES RESEARCH INSTITUTE (KMFRI), MOMBASA
- Research Assistant ........ 1/9/2014 - 31/8/2016
    > Processed sea-surface temperature and rainfall data for the coastal upwelling study

EDUCATION
2017  Postgraduate Diploma in Meteorology (WMO Class I), Institute for Meteorological Training and Research (IMTR)
2014  BSc Meteorology, University of Nairobi

TRAINING
- ICPAC Greater Horn of Africa Climate Outlook Forum (GHACOF) training, 2023
- Impact-based forecasting, WMO, 2024

SKILLS
GrADS, Climate Data Tool (CDT), Python (xarray), MS Excel

MEMBERSHIP
Kenya Meteorological Society

LANGUAGES
Somali, Kiswahili, English, Arabic (reading)
`,
    facts: [
      f("name", "header", "Abdullahi", "Farah"),
      f("contact", "header", "0708 117 246"),
      f("contact", "header", "a.hfarah.met@gmail.com"),
      f("years", "profile", "10"),
      f("industry", "profile", "climate services"),
      f("target", "profile", "humanitarian"),
      f("role", "experience", "Officer in Charge"),
      f("employer", "experience", "Kenya Meteorological Department"),
      f("achievement", "experience", "Wajir Meteorological Station"),
      f("years", "experience", "2020"),
      f("team", "experience", "7"),
      f("achievement", "experience", "seasonal"),
      f("achievement", "experience", "NDMA"),
      f("achievement", "experience", "12 automatic weather stations"),
      f("role", "experience", "Aviation Forecaster"),
      f("achievement", "experience", "JKIA"),
      f("years", "experience", "2016"),
      f("achievement", "experience", "TAFs"),
      f("achievement", "experience", "METARs"),
      f("role", "experience", "Research Assistant"),
      f("employer", "experience", "Kenya Marine and Fisheries"),
      f("years", "experience", "2014"),
      f("achievement", "experience", "upwelling"),
      f(
        "education",
        "education",
        "Meteorology",
        "Institute for Meteorological Training and Research",
        "2017",
      ),
      f("education", "education", "Meteorology", "University of Nairobi", "2014"),
      f("certification", "certifications", "GHACOF"),
      f("certification", "certifications", "Impact-based forecasting"),
      f("tool", "skills", "GrADS"),
      f("tool", "skills", "Climate Data Tool"),
      f("tool", "skills", "Python"),
      f("membership", "certifications", "Kenya Meteorological Society"),
      f("language", "skills", "Somali"),
    ],
    mustNot: ["1989", "Male", "Married", "children"],
    jobs: [
      { title: "Officer in Charge", employer: "Kenya Meteorological Department" },
      { title: "Aviation Forecaster", employer: "Kenya Meteorological Department" },
      { title: "Research Assistant", employer: "Kenya Marine" },
    ],
  },
];
