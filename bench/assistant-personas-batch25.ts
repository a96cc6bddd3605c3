import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 25 for `npm run bench:assistant`, written on 2026-12-03 by the helper
 * "asst-batch25", apart from the engine. Rules of apartness, as followed: nothing under server/,
 * app/ or tests/ was opened, nor /work/firstruns/, nor bench/README.md, nor bench/assistant.ts or
 * any other bench runner (not even with grep); no history command was run (git commands:
 * `worktree add`, then `add`, commit, rebase, merge). `npx react-router typegen` was run once.
 * What was read: the helper protocol; `ls bench/`; biome.json lines 1-30;
 * bench/assistant-personas-batch4.ts lines 1-50 (the type, its header and the opening of its life
 * story); bench/assistant-personas-batch24.ts lines 1-180 (its header and its first thirteen
 * personas), for format and conventions only; content/services.ts (the services' names); the lines
 * of /work/shared/SPEC.md matching "hand-over", "handover", "chat widget" or "lead". The first
 * names seen there (and the word-names listed in batch 24's header) were kept out of this batch by
 * a script, which also checked that no first name or phone repeats, that every Kenyan phone is
 * +2547/+2541 and 9 digits, and that each expected phone's digits appear in the persona's lines.
 * The bench was not run.
 *
 * The first 56 personas are ordinary visitors (one clear request, a name, a phone or email, in
 * everyday wording); the rest are harder: seven long life stories (English, Swahili, Sheng, a
 * company's HR, a diaspora nurse, a pastor, a county officer), Sheng and Swahili-English mixes,
 * requests only by purpose, two or three services in one message (by name, abbreviation or
 * misspelling), services declined, postponed or replaced later, a field refused twice, answers to
 * questions not asked, very short replies, phones in many forms (split over two messages, with
 * words around, brackets, dots, +254 (0), 254 without plus), emails with dots, plus signs and
 * capitals, names with emoji, typos in "my name is"/"naitwa", honorifics, three- and four-word
 * names, names that are also words, organisations with "(K) Ltd", "&", commas, "St.", county
 * departments, churches, SACCOs and schools, and four foreign numbers. Expectation conventions as
 * batch 24's: titles and posts are not part of the name; `lastName` is everything after the first
 * name; emails in lower case; a corrected field replaces the first; a declined or postponed service
 * is not expected, a replacing service is; services in the order asked. Not registered anywhere.
 */

export type Batch25Persona = Batch4Persona;

const storyEnglish = [
  "Good afternoon. I will try to explain everything at once so that you understand where I am.",
  "I studied actuarial science at JKUAT and graduated in 2020, right in the middle of covid.",
  "For two years I did data entry at a betting company in Westlands, which paid rent but taught me nothing.",
  "Last year I passed two of my actuarial papers and I moved to a small insurance broker as a claims assistant.",
  "Now I am applying for graduate analyst roles at the big insurers and the banks, but nobody calls me back.",
  "My current CV was made from a template I found online and it still says 'career objective' at the top.",
  "A senior at work said it hides the exams I have passed and the Excel models I built.",
  "I would like a new CV that puts the analytics first, and nothing else for now.",
  "My name is Geoffrey Kiptoo Tanui.",
  "The best number for me is 0729 413 086, on WhatsApp too, after six in the evening.",
].join(" ");

const storySwahili = [
  "Habari zenu, naomba mnisikilize kidogo kwa sababu hadithi yangu ni ndefu.",
  "Mimi ni mama wa watoto watatu na nimekuwa nikiuza mboga sokoni Gikomba kwa miaka minane.",
  "Kabla ya hapo nilifanya kazi ya housekeeping katika hoteli moja Mombasa kwa miaka mitano.",
  "Sasa kuna hoteli mpya imefunguliwa hapa Nairobi na wanatafuta wafanyakazi wa housekeeping.",
  "Jirani yangu aliniambia lazima niwe na CV, na mimi sijawahi kuwa na CV maishani mwangu.",
  "Nina vyeti vyangu vya kidato cha nne na cheti cha kozi ya hospitality kutoka Kenya Utalii.",
  "Sijui kuandika CV kwenye kompyuta na sina laptop, nina simu tu.",
  "Naomba mniandikie CV nzuri ili nipeleke kabla ya Ijumaa.",
  "Naitwa Mwajuma Khamisi Salim.",
  "Namba yangu ni 0712 640 395, nipigieni jioni kwa sababu mchana niko sokoni.",
].join(" ");

const storySheng = [
  "Niaje msee, story yangu ni ndefu kiasi so nitaimwaga yote hapa.",
  "Nilimaliza form four 2022 na nikapata C plain, so campo ilikataa na nikaanza kuhustle.",
  "Nimekuwa nikidu boda hapa Kayole kwa mwaka mzima na doh haitoshi hata kwa rent.",
  "Mathe ananipressurise nitafute kitu serious juu yeye ndio analipa fees ya dame yangu mdogo.",
  "Niliskia mko na program ya ma-youth, mtu anafunzwa skills za kazi na kuelekezwa vile ya kusaka job.",
  "Nataka kuingia hiyo program, si CV ama vitu za interview, ni ile program ya vijana.",
  "Mi ni mtu wa computer kiasi, nilikuwa nasaidia cyber ya mtaa kutype na kuprint.",
  "Sina email ya maana but nina simu.",
  "Ma-friends huniita Dogo but jina langu kamili ni Hillary Wekesa.",
  "Nicheki kwa 0798 215 470, hiyo ndio line yangu ya WhatsApp pia.",
].join(" ");

const storyHr = [
  "Good morning. I am writing on behalf of the HR department of Savanna Agro-Dealers (K) Ltd in Nakuru.",
  "We have about sixty staff across four branches, most of them counter sales and stores people.",
  "This year we have had a lot of conflict between branch managers and their teams, and two resignations.",
  "Our MD has asked HR to organise a half-day workshop on communication and team building before the end of the quarter.",
  "We did something similar in 2023 with another firm, but it was mostly games and the staff forgot it in a week.",
  "We would prefer practical sessions, with real examples from a sales floor, in English and Swahili.",
  "The venue would be our Nakuru head office boardroom, which seats forty.",
  "We can split the staff into two groups if needed.",
  "I am the HR officer, Winfred Chepkemoi.",
  "Please send me the proposal and cost on winfred.chepkemoi@savannaagro.co.ke.",
].join(" ");

const storyDiaspora = [
  "Hello from Leeds. I am a Kenyan nurse and I have been working in the NHS for six years now.",
  "Before that I trained at KMTC Nairobi and worked at Kenyatta National Hospital in the renal unit.",
  "I am now planning to move back home with my family at the end of next year.",
  "I want to apply for nurse manager roles in private hospitals in Nairobi, like the Aga Khan and Nairobi Hospital.",
  "My UK CV is two pages in the NHS style and I am told Kenyan hospitals expect something different.",
  "I also have a panel interview coming up online with one of the hospitals in January.",
  "So I need two things: the CV redone for the Kenyan market, and coaching for that panel interview.",
  "I am on a night rota so messages are better than calls.",
  "I am Nyawira Gathoni Kihara.",
  "My UK mobile is +44 7700 918 264, and you can also email nyawira.kihara@nhs.net.",
].join(" ");

const storyPastor = [
  "Praise God. I am the youth pastor at St. Andrew's ACK Church, Kangemi, and I have a request on behalf of the church.",
  "We have about ninety young people between 18 and 25, and many of them finished school but have no jobs.",
  "Every December we hold a youth week with talks and games, but this year the elders want something that helps them find work.",
  "I have seen that you run youth programmes on employability and career readiness.",
  "We would like you to bring that programme to our church for the youth week in the second week of December.",
  "The church can provide the hall, chairs and a projector, and lunch for the participants.",
  "Our budget is small because it comes from offerings, so please tell us what is possible.",
  "Later we may also ask for a CV clinic, but that is for next year, not now.",
  "I am Pastor Jeremiah Owino.",
  "You can call me on 0725 308 961 or reach the church office on the same number.",
].join(" ");

const storyCounty = [
  "Hello. I work in the Department of Trade, Cooperatives and Enterprise Development, County Government of Kakamega.",
  "Every year the department writes a report on the performance of the cooperatives and SACCOs in the county.",
  "This year's report is about 120 pages and it was written by six different officers.",
  "The language is inconsistent, the tables are numbered differently, and some sections repeat each other.",
  "It must go to the County Assembly committee in three weeks.",
  "We do not need new content, we only need the whole report edited and proofread so that it reads as one document.",
  "We can share it as a Word file once we agree on the cost and timelines.",
  "Procurement will need a quotation addressed to the Chief Officer.",
  "My name is Benson Shikuku Amukowa, I am the departmental administrator.",
  "My office line is +254 733 580 214 and my email is b.amukowa@kakamega.go.ke.",
].join(" ");

export const batch25Personas: Batch25Persona[] = [
  {
    name: "b25-001: a CV for a quantity surveyor",
    says: ["Hi, I'd like a new CV, I'm a quantity surveyor", "Brian Otieno", "0721 534 807"],
    expect: {
      firstName: "Brian",
      lastName: "Otieno",
      phone: "+254721534807",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-002: a cover letter for a bank job",
    says: [
      "I need a cover letter for a relationship officer job at a bank",
      "Caroline Njeri",
      "caroline.njeri@gmail.com",
    ],
    expect: {
      firstName: "Caroline",
      lastName: "Njeri",
      email: "caroline.njeri@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b25-003: LinkedIn, plain",
    says: ["Do you do LinkedIn profiles?", "Kevin Omondi", "0708 116 392"],
    expect: {
      firstName: "Kevin",
      lastName: "Omondi",
      phone: "+254708116392",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b25-004: mock interview before a TSC interview",
    says: [
      "I have a TSC interview next week, can you do a mock interview with me",
      "Esther Wanjiku",
      "0740 225 618",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Wanjiku",
      phone: "+254740225618",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b25-005: editing a master's thesis",
    says: [
      "I want my master's thesis edited before submission",
      "Peter Kamau",
      "peterkamau.mba@yahoo.com",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Kamau",
      email: "peterkamau.mba@yahoo.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b25-006: a company profile for a cleaning firm",
    says: ["We need a company profile for our cleaning business", "Janet Akinyi", "0795 442 130"],
    expect: {
      firstName: "Janet",
      lastName: "Akinyi",
      phone: "+254795442130",
      services: ["Business Writing"],
    },
  },
  {
    name: "b25-007: customer care training for a clinic",
    says: [
      "Customer care training for our clinic staff, about 15 people",
      "Collins Kiplagat, Afya Bora Medical Centre",
      "0724 901 556",
    ],
    expect: {
      firstName: "Collins",
      lastName: "Kiplagat",
      phone: "+254724901556",
      company: "Afya Bora Medical Centre",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b25-008: youth programme for a school leaver",
    says: [
      "I just finished form four, I'd like to join your youth programme",
      "Beatrice Nduta",
      "0113 478 205",
    ],
    expect: {
      firstName: "Beatrice",
      lastName: "Nduta",
      phone: "+254113478205",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b25-009: career coaching for a banker",
    says: [
      "I'm looking for career coaching, I want to move from banking into HR",
      "George Mutua",
      "0733 617 042",
    ],
    expect: {
      firstName: "George",
      lastName: "Mutua",
      phone: "+254733617042",
      services: ["Professional Development"],
    },
  },
  {
    name: "b25-010: a CV, number without spaces",
    says: ["cv writing", "Agnes Wairimu", "0716843209"],
    expect: {
      firstName: "Agnes",
      lastName: "Wairimu",
      phone: "+254716843209",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-011: a CV for a driver, +254 with spaces",
    says: ["Good morning, I am a driver and I need a CV", "Felix Odhiambo", "+254 727 390 615"],
    expect: {
      firstName: "Felix",
      lastName: "Odhiambo",
      phone: "+254727390615",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-012: an application letter for an internship",
    says: [
      "Can you write me an application letter for an internship at KRA?",
      "Purity Kawira",
      "0758 306 914",
    ],
    expect: {
      firstName: "Purity",
      lastName: "Kawira",
      phone: "+254758306914",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b25-013: a business plan for a car wash",
    says: [
      "I need a business plan for a car wash, the bank is asking for it",
      "Victor Kimani",
      "0722 480 371",
    ],
    expect: {
      firstName: "Victor",
      lastName: "Kimani",
      phone: "+254722480371",
      services: ["Business Writing"],
    },
  },
  {
    name: "b25-014: proofreading a novel",
    says: [
      "I've written a novel and I need it proofread",
      "Doreen Chepkoech",
      "doreen.chepkoech@outlook.com",
    ],
    expect: {
      firstName: "Doreen",
      lastName: "Chepkoech",
      email: "doreen.chepkoech@outlook.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b25-015: LinkedIn for a software developer",
    says: [
      "I'm a developer and recruiters never find me on LinkedIn. Can you fix my profile?",
      "Allan Musyoka",
      "0790 514 263",
    ],
    expect: {
      firstName: "Allan",
      lastName: "Musyoka",
      phone: "+254790514263",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b25-016: interview prep for a nurse",
    says: [
      "Interview preparation for a nursing job at a county hospital",
      "Naomi Jeptoo",
      "0714 772 908",
    ],
    expect: {
      firstName: "Naomi",
      lastName: "Jeptoo",
      phone: "+254714772908",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b25-017: a CV update, 254 without plus",
    says: ["I'd like my CV updated, I got a promotion", "Emmanuel Barasa", "254 701 663 482"],
    expect: {
      firstName: "Emmanuel",
      lastName: "Barasa",
      phone: "+254701663482",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-018: a tender document for a supplies company",
    says: [
      "We are bidding for a county tender and need help with the tender document",
      "Ruth Nyambura",
      "0745 019 327",
    ],
    expect: {
      firstName: "Ruth",
      lastName: "Nyambura",
      phone: "+254745019327",
      services: ["Business Writing"],
    },
  },
  {
    name: "b25-019: stress management workshop for a bank branch",
    says: [
      "We'd like a stress management workshop for our branch staff",
      "Timothy Korir, Imara Microfinance Bank",
      "0736 258 140",
    ],
    expect: {
      firstName: "Timothy",
      lastName: "Korir",
      phone: "+254736258140",
      company: "Imara Microfinance Bank",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b25-020: a CV for a fresh graduate, email",
    says: [
      "Hello. I am a fresh graduate and I need a CV",
      "Vivian Awino",
      "vivianawino21@gmail.com",
    ],
    expect: {
      firstName: "Vivian",
      lastName: "Awino",
      email: "vivianawino21@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-021: professional development for a manager",
    says: [
      "I was just made a manager. Do you have professional development sessions for new managers?",
      "Joseph Mwangangi",
      "0719 605 833",
    ],
    expect: {
      firstName: "Joseph",
      lastName: "Mwangangi",
      phone: "+254719605833",
      services: ["Professional Development"],
    },
  },
  {
    name: "b25-022: a cover letter, dashes",
    says: ["cover letter please", "Stella Moraa", "0797-341-056"],
    expect: {
      firstName: "Stella",
      lastName: "Moraa",
      phone: "+254797341056",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b25-023: a CV for a chef",
    says: ["I'm a chef, I want a CV for hotel jobs in Dubai", "Daniel Ouma", "0728 957 120"],
    expect: {
      firstName: "Daniel",
      lastName: "Ouma",
      phone: "+254728957120",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-024: editing a project report",
    says: ["I need my final year project report edited", "Cynthia Wanjiru", "0110 284 637"],
    expect: {
      firstName: "Cynthia",
      lastName: "Wanjiru",
      phone: "+254110284637",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b25-025: interview coaching, email",
    says: [
      "Interview coaching for a procurement officer role",
      "Anthony Njoroge",
      "anthony.njoroge@gmail.com",
    ],
    expect: {
      firstName: "Anthony",
      lastName: "Njoroge",
      email: "anthony.njoroge@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b25-026: a grant proposal for a women's group",
    says: [
      "Our women's group needs a grant proposal for a water project",
      "Hellen Kemunto",
      "0742 863 519",
    ],
    expect: {
      firstName: "Hellen",
      lastName: "Kemunto",
      phone: "+254742863519",
      services: ["Business Writing"],
    },
  },
  {
    name: "b25-027: a LinkedIn makeover for an accountant",
    says: [
      "I want a LinkedIn makeover, I'm an accountant looking for a new job",
      "Maureen Achieng",
      "0705 739 264",
    ],
    expect: {
      firstName: "Maureen",
      lastName: "Achieng",
      phone: "+254705739264",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b25-028: team building for a school's teachers",
    says: [
      "Team building for our teachers in January",
      "Patrick Kilonzo, Mlolongo Academy",
      "0723 045 786",
    ],
    expect: {
      firstName: "Patrick",
      lastName: "Kilonzo",
      phone: "+254723045786",
      company: "Mlolongo Academy",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b25-029: a CV, dots in the number",
    says: ["I need a professional CV", "Diana Nekesa", "0711.508.342"],
    expect: {
      firstName: "Diana",
      lastName: "Nekesa",
      phone: "+254711508342",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-030: youth programme for a son",
    says: [
      "My son is 20 and idle at home. Is your youth program open?",
      "Ibrahim Hassan",
      "0722 316 094",
    ],
    expect: {
      firstName: "Ibrahim",
      lastName: "Hassan",
      phone: "+254722316094",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b25-031: a cover letter for a NGO job",
    says: [
      "I need help writing a cover letter for an NGO job",
      "Fatuma Ali",
      "fatuma.ali@gmail.com",
    ],
    expect: {
      firstName: "Fatuma",
      lastName: "Ali",
      email: "fatuma.ali@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b25-032: a CV for a civil engineer",
    says: [
      "Civil engineer, 5 years experience, need my CV redone",
      "Elijah Rotich",
      "0720 661 479",
    ],
    expect: {
      firstName: "Elijah",
      lastName: "Rotich",
      phone: "+254720661479",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-033: proofreading a church magazine",
    says: ["Can you proofread our annual magazine? It's 40 pages", "Susan Wangari", "0746 592 018"],
    expect: {
      firstName: "Susan",
      lastName: "Wangari",
      phone: "+254746592018",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b25-034: interview coaching for a promotion panel",
    says: [
      "I have a promotion panel interview at work. I'd like coaching",
      "Stephen Macharia",
      "0731 827 405",
    ],
    expect: {
      firstName: "Stephen",
      lastName: "Macharia",
      phone: "+254731827405",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b25-035: a company profile, email",
    says: [
      "We need a company profile for a construction firm",
      "Jackline Auma",
      "jackline.auma@yahoo.com",
    ],
    expect: {
      firstName: "Jackline",
      lastName: "Auma",
      email: "jackline.auma@yahoo.com",
      services: ["Business Writing"],
    },
  },
  {
    name: "b25-036: a CV, 011 number",
    says: ["Hi I want a CV", "Philip Mbugua", "0112 903 541"],
    expect: {
      firstName: "Philip",
      lastName: "Mbugua",
      phone: "+254112903541",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-037: leadership training for supervisors",
    says: [
      "Leadership training for our factory supervisors",
      "Gideon Kiprono, Eldoret Grain Millers",
      "0715 384 260",
    ],
    expect: {
      firstName: "Gideon",
      lastName: "Kiprono",
      phone: "+254715384260",
      company: "Eldoret Grain Millers",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b25-038: LinkedIn, email",
    says: ["Please help me optimise my LinkedIn", "Lucy Wambui", "lucywambui.hr@gmail.com"],
    expect: {
      firstName: "Lucy",
      lastName: "Wambui",
      email: "lucywambui.hr@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b25-039: a CV for a teacher",
    says: [
      "I'm a secondary school teacher, I need a CV for international schools",
      "Wycliffe Simiyu",
      "0703 218 957",
    ],
    expect: {
      firstName: "Wycliffe",
      lastName: "Simiyu",
      phone: "+254703218957",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-040: editing a dissertation",
    says: ["dissertation editing", "Eunice Kerubo", "0748 670 135"],
    expect: {
      firstName: "Eunice",
      lastName: "Kerubo",
      phone: "+254748670135",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b25-041: a cover letter for a hotel job",
    says: [
      "A cover letter for a receptionist job at a hotel in Diani",
      "Hassan Omar",
      "0726 154 093",
    ],
    expect: {
      firstName: "Hassan",
      lastName: "Omar",
      phone: "+254726154093",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b25-042: professional development for a lawyer",
    says: [
      "I'm a lawyer and I'd like one-on-one professional development coaching",
      "Amina Abdi",
      "0709 447 620",
    ],
    expect: {
      firstName: "Amina",
      lastName: "Abdi",
      phone: "+254709447620",
      services: ["Professional Development"],
    },
  },
  {
    name: "b25-043: a CV for a mechanic",
    says: ["Habari, I need a CV, I'm a mechanic", "Kennedy Onyango", "0791 306 758"],
    expect: {
      firstName: "Kennedy",
      lastName: "Onyango",
      phone: "+254791306758",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-044: an HR policy manual",
    says: [
      "We need an HR policy manual written for our company",
      "Josephine Mumbi",
      "0718 529 046",
    ],
    expect: {
      firstName: "Josephine",
      lastName: "Mumbi",
      phone: "+254718529046",
      services: ["Business Writing"],
    },
  },
  {
    name: "b25-045: interview coaching for a KDF recruit",
    says: ["I want to prepare for an oral interview", "Abel Cheruiyot", "0757 813 402"],
    expect: {
      firstName: "Abel",
      lastName: "Cheruiyot",
      phone: "+254757813402",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b25-046: a CV, email with a number",
    says: ["CV for a sales job", "Teresia Nthenya", "teresianthenya94@gmail.com"],
    expect: {
      firstName: "Teresia",
      lastName: "Nthenya",
      email: "teresianthenya94@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-047: a motivational talk for a SACCO's members",
    says: [
      "Do you do motivational talks? For our staff end-year party",
      "Mark Gitau, Ufanisi Sacco",
      "0734 962 581",
    ],
    expect: {
      firstName: "Mark",
      lastName: "Gitau",
      phone: "+254734962581",
      company: "Ufanisi Sacco",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b25-048: a LinkedIn headline and About",
    says: [
      "I want my LinkedIn headline and About section rewritten",
      "Linet Chepngetich",
      "0799 071 634",
    ],
    expect: {
      firstName: "Linet",
      lastName: "Chepngetich",
      phone: "+254799071634",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b25-049: a CV for a pharmacist",
    says: ["Need a CV, I'm a pharmaceutical technologist", "Oscar Ngugi", "0725 730 168"],
    expect: {
      firstName: "Oscar",
      lastName: "Ngugi",
      phone: "+254725730168",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-050: proofreading a journal article",
    says: [
      "I need a journal article proofread before I submit it",
      "Risper Anyango",
      "risper.anyango@maseno.ac.ke",
    ],
    expect: {
      firstName: "Risper",
      lastName: "Anyango",
      email: "risper.anyango@maseno.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b25-051: a cover letter, 0-prefix no spaces",
    says: ["I want a cover letter", "Sylvia Kanini", "0741503287"],
    expect: {
      firstName: "Sylvia",
      lastName: "Kanini",
      phone: "+254741503287",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b25-052: youth programme for a nephew",
    says: [
      "I'd like to enrol my nephew in your youth program, he is 18",
      "Duncan Waweru",
      "0720 139 846",
    ],
    expect: {
      firstName: "Duncan",
      lastName: "Waweru",
      phone: "+254720139846",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b25-053: a CV for an electrician",
    says: ["Good evening. Electrician here, I need a CV", "Evans Nyakundi", "0702 864 519"],
    expect: {
      firstName: "Evans",
      lastName: "Nyakundi",
      phone: "+254702864519",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-054: a concept note for a youth group",
    says: [
      "We need a concept note for our youth group's project",
      "Millicent Akoth",
      "0727 419 063",
    ],
    expect: {
      firstName: "Millicent",
      lastName: "Akoth",
      phone: "+254727419063",
      services: ["Business Writing"],
    },
  },
  {
    name: "b25-055: interview coaching for a virtual interview",
    says: [
      "I have a Zoom interview with a company in Canada, I want coaching",
      "Boniface Mutinda",
      "0713 250 987",
    ],
    expect: {
      firstName: "Boniface",
      lastName: "Mutinda",
      phone: "+254713250987",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b25-056: a CV, email",
    says: ["I'd like a CV for a receptionist job", "Judith Nasimiyu", "judith.nasimiyu@gmail.com"],
    expect: {
      firstName: "Judith",
      lastName: "Nasimiyu",
      email: "judith.nasimiyu@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-057: life story in English, a graduate analyst's CV",
    says: [storyEnglish],
    expect: {
      firstName: "Geoffrey",
      lastName: "Kiptoo Tanui",
      phone: "+254729413086",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-058: life story in Swahili, a housekeeper's first CV",
    says: [storySwahili],
    expect: {
      firstName: "Mwajuma",
      lastName: "Khamisi Salim",
      phone: "+254712640395",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-059: life story in Sheng, the youth programme, not a CV",
    says: [storySheng],
    expect: {
      firstName: "Hillary",
      lastName: "Wekesa",
      phone: "+254798215470",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b25-060: life story from a company's HR, a team-building workshop",
    says: [storyHr],
    expect: {
      firstName: "Winfred",
      lastName: "Chepkemoi",
      email: "winfred.chepkemoi@savannaagro.co.ke",
      company: "Savanna Agro-Dealers (K) Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b25-061: life story from a diaspora nurse, CV and panel interview, UK number",
    says: [storyDiaspora],
    expect: {
      firstName: "Nyawira",
      lastName: "Gathoni Kihara",
      phone: "+447700918264",
      email: "nyawira.kihara@nhs.net",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b25-062: life story from a youth pastor, the CV clinic postponed",
    says: [storyPastor],
    expect: {
      firstName: "Jeremiah",
      lastName: "Owino",
      phone: "+254725308961",
      company: "St. Andrew's ACK Church, Kangemi",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b25-063: life story from a county department, a report to edit",
    says: [storyCounty],
    expect: {
      firstName: "Benson",
      lastName: "Shikuku Amukowa",
      phone: "+254733580214",
      email: "b.amukowa@kakamega.go.ke",
      company:
        "Department of Trade, Cooperatives and Enterprise Development, County Government of Kakamega",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b25-064: Sheng, a CV",
    says: [
      "Sasa boss, nataka unisort na CV poa, hii yangu ni mbovu",
      "Mimi ni Shadrack Kipkemboi",
      "0700 318 642",
    ],
    expect: {
      firstName: "Shadrack",
      lastName: "Kipkemboi",
      phone: "+254700318642",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-065: Sheng, interview coaching",
    says: [
      "Nimeitwa interview Monday na niko na wasiwasi mbaya, mnaeza nicoach?",
      "Ni Tracy Wanja",
      "0768 102 935",
    ],
    expect: {
      firstName: "Tracy",
      lastName: "Wanja",
      phone: "+254768102935",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b25-066: Swahili-English, a cover letter",
    says: [
      "Nataka cover letter ya kuapply job ya cashier pale Naivas",
      "Naitwa Rahab Wangui",
      "0717 946 203",
    ],
    expect: {
      firstName: "Rahab",
      lastName: "Wangui",
      phone: "+254717946203",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b25-067: Sheng, LinkedIn",
    says: [
      "Bro LinkedIn yangu iko dry sana, hakuna recruiter ananicheki",
      "Levi Ondieki",
      "niko kwa 0794 570 318",
    ],
    expect: {
      firstName: "Levi",
      lastName: "Ondieki",
      phone: "+254794570318",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b25-068: Swahili, a business plan",
    says: [
      "Habari, ninahitaji mpango wa biashara wa duka la dawa za mifugo",
      "Jina ni Festus Kibet",
      "namba ni 0738 025 691",
    ],
    expect: {
      firstName: "Festus",
      lastName: "Kibet",
      phone: "+254738025691",
      services: ["Business Writing"],
    },
  },
  {
    name: "b25-069: Sheng-English, thesis proofreading",
    says: [
      "Niko na project ya campo inahitaji kuproofreadiwa kabla ya Friday",
      "Ian Kiprop",
      "ian.kiprop@students.ku.ac.ke",
    ],
    expect: {
      firstName: "Ian",
      lastName: "Kiprop",
      email: "ian.kiprop@students.ku.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b25-070: Swahili, training for matatu crew",
    says: [
      "Tunataka mafunzo ya huduma kwa wateja kwa madereva na makanga wetu",
      "Ronald Mogaka, Metro Shuttle Sacco",
      "0722 604 157",
    ],
    expect: {
      firstName: "Ronald",
      lastName: "Mogaka",
      phone: "+254722604157",
      company: "Metro Shuttle Sacco",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b25-071: Sheng, youth programme for a brother",
    says: [
      "Kuna kadogo kangu kameclear shule kanataka kuingia hio youth program yenu",
      "Mi naitwa Lydia Mukami",
      "0759 381 406",
    ],
    expect: {
      firstName: "Lydia",
      lastName: "Mukami",
      phone: "+254759381406",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b25-072: Swahili-English, career coaching",
    says: [
      "Nimekuwa clerk miaka kumi, nataka mtu wa kunishauri career yangu iende wapi",
      "Erick Ouko",
      "0704 296 850",
    ],
    expect: {
      firstName: "Erick",
      lastName: "Ouko",
      phone: "+254704296850",
      services: ["Professional Development"],
    },
  },
  {
    name: "b25-073: Sheng, a CV and 'naitwa' typo",
    says: ["Nataka CV ya kuapply kazi ya security", "naitw Salim Bakari", "0720 583 614"],
    expect: {
      firstName: "Salim",
      lastName: "Bakari",
      phone: "+254720583614",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-074: Swahili, a cover letter for a county job",
    says: [
      "Nisaidie na barua ya maombi ya kazi ya kaunti",
      "Ni mimi Khadija Swaleh",
      "0111 726 049",
    ],
    expect: {
      firstName: "Khadija",
      lastName: "Swaleh",
      phone: "+254111726049",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b25-075: Sheng-English, interview for a bank",
    says: [
      "Nimepata shortlisting ya KCB, nataka tupige mock interview",
      "Yusuf Mohamed",
      "yusuf.mohamed@gmail.com",
    ],
    expect: {
      firstName: "Yusuf",
      lastName: "Mohamed",
      email: "yusuf.mohamed@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b25-076: by purpose only, recruiters should find her online",
    says: [
      "I want headhunters to find me when they search for supply chain managers online",
      "Priscilla Mwende",
      "0744 135 902",
    ],
    expect: {
      firstName: "Priscilla",
      lastName: "Mwende",
      phone: "+254744135902",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b25-077: by purpose only, stop freezing before panels",
    says: [
      "Every time I face a panel I freeze and forget everything. I want to stop that before my next one",
      "Ezekiel Lagat",
      "0712 058 473",
    ],
    expect: {
      firstName: "Ezekiel",
      lastName: "Lagat",
      phone: "+254712058473",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b25-078: by purpose only, the bank wants a document for a loan",
    says: [
      "The bank says I need a document explaining my bakery, the market and the figures before they give me the loan",
      "Damaris Kathure",
      "0725 914 380",
    ],
    expect: {
      firstName: "Damaris",
      lastName: "Kathure",
      phone: "+254725914380",
      services: ["Business Writing"],
    },
  },
  {
    name: "b25-079: by purpose only, no grammar mistakes in a thesis",
    says: [
      "My supervisor keeps returning my thesis because of grammar and formatting. I want it clean before I resubmit",
      "Harrison Oduor",
      "0731 460 295",
    ],
    expect: {
      firstName: "Harrison",
      lastName: "Oduor",
      phone: "+254731460295",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b25-080: by purpose only, a team that stops quarrelling",
    says: [
      "Our office staff don't work well together and keep quarrelling. We want a session that brings them together",
      "Leah Chelimo, Rift Valley Hardware & Paints",
      "0706 827 519",
    ],
    expect: {
      firstName: "Leah",
      lastName: "Chelimo",
      phone: "+254706827519",
      company: "Rift Valley Hardware & Paints",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b25-081: by purpose only, get shortlisted",
    says: [
      "I apply and apply and I am never shortlisted. I want the document that employers read first to be better",
      "Margaret Nyokabi",
      "0796 203 847",
    ],
    expect: {
      firstName: "Margaret",
      lastName: "Nyokabi",
      phone: "+254796203847",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-082: three services by name, CV, cover letter, LinkedIn",
    says: [
      "I need a CV, a cover letter and LinkedIn optimization",
      "Christopher Langat",
      "0729 685 014",
    ],
    expect: {
      firstName: "Christopher",
      lastName: "Langat",
      phone: "+254729685014",
      services: ["CV Writing", "Cover Letters", "LinkedIn Optimization"],
    },
  },
  {
    name: "b25-083: two services, abbreviated and misspelt",
    says: ["cv n intervew coachin pls", "Alice Nafula", "0743 596 128"],
    expect: {
      firstName: "Alice",
      lastName: "Nafula",
      phone: "+254743596128",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b25-084: two services, proofreading and a company profile",
    says: [
      "We need our company profile written and our annual report proofread",
      "Rehema Mwinyi, Pwani Logistics & Clearing Ltd",
      "0722 871 360",
    ],
    expect: {
      firstName: "Rehema",
      lastName: "Mwinyi",
      phone: "+254722871360",
      company: "Pwani Logistics & Clearing Ltd",
      services: ["Business Writing", "Editing & Proofreading"],
    },
  },
  {
    name: "b25-085: two services, misspelt 'linkdin' and 'resume'",
    says: ["resume + linkdin profile", "Nancy Wanjala", "nancy.wanjala@gmail.com"],
    expect: {
      firstName: "Nancy",
      lastName: "Wanjala",
      email: "nancy.wanjala@gmail.com",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b25-086: a service declined after being offered",
    says: [
      "I need a CV and maybe LinkedIn too",
      "Actually forget the LinkedIn, just the CV",
      "Samson Ekai",
      "0710 392 586",
    ],
    expect: {
      firstName: "Samson",
      lastName: "Ekai",
      phone: "+254710392586",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-087: a service postponed",
    says: [
      "Cover letter now, and interview coaching later once I'm shortlisted, not yet",
      "Mercyline Adongo",
      "0797 528 031",
    ],
    expect: {
      firstName: "Mercyline",
      lastName: "Adongo",
      phone: "+254797528031",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b25-088: a service replaced",
    says: [
      "I want a cover letter",
      "Sorry, I meant a CV, not a cover letter. I already have the letter",
      "Bernard Kamande",
      "0718 640 273",
    ],
    expect: {
      firstName: "Bernard",
      lastName: "Kamande",
      phone: "+254718640273",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-089: a service added later",
    says: [
      "Proofreading of my PhD proposal",
      "Dr. Agatha Wekulo",
      "0733 205 948",
      "Oh and I'd also like a LinkedIn profile done, I'm going on the job market",
    ],
    expect: {
      firstName: "Agatha",
      lastName: "Wekulo",
      phone: "+254733205948",
      services: ["Editing & Proofreading", "LinkedIn Optimization"],
    },
  },
  {
    name: "b25-090: refuses the phone twice, gives email",
    says: [
      "I need a CV",
      "Tom Mboya Odera",
      "I'd rather not share my phone",
      "No, no phone please. Use tom.odera@proton.me",
    ],
    expect: {
      firstName: "Tom",
      lastName: "Mboya Odera",
      email: "tom.odera@proton.me",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-091: refuses the name twice",
    says: [
      "Interview coaching",
      "I prefer not to say my name",
      "No name, just call me. 0705 186 329",
    ],
    expect: { phone: "+254705186329", services: ["Interview Coaching"] },
  },
  {
    name: "b25-092: answers questions not asked",
    says: [
      "Hi",
      "I live in Thika and I have two kids, I work at a flower farm",
      "I need a CV",
      "Mary Nyaguthii",
      "0746 318 075",
    ],
    expect: {
      firstName: "Mary",
      lastName: "Nyaguthii",
      phone: "+254746318075",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-093: answers the price question he asked himself",
    says: [
      "How much is a CV? Never mind, I saw the prices, I want the professional one",
      "Cornelius Wasike",
      "0723 950 416",
    ],
    expect: {
      firstName: "Cornelius",
      lastName: "Wasike",
      phone: "+254723950416",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-094: very short replies",
    says: ["cv", "Joy", "Kerich", "0790 263 518"],
    expect: {
      firstName: "Joy",
      lastName: "Kerich",
      phone: "+254790263518",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-095: very short, LinkedIn",
    says: ["linkedin", "Pius Mue", "0114 835 602"],
    expect: {
      firstName: "Pius",
      lastName: "Mue",
      phone: "+254114835602",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b25-096: phone split over two messages",
    says: ["I need my CV reviewed", "Caleb Nyamweya", "0727 301", "584"],
    expect: {
      firstName: "Caleb",
      lastName: "Nyamweya",
      phone: "+254727301584",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-097: phone with words around",
    says: [
      "Interview coaching please",
      "Lorna Chepchirchir",
      "call me on 0716 492 830 after work, like 6pm",
    ],
    expect: {
      firstName: "Lorna",
      lastName: "Chepchirchir",
      phone: "+254716492830",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b25-098: phone with +254 (0)",
    says: ["Business proposal writing", "Julius Mwakio", "+254 (0) 721 067 943"],
    expect: {
      firstName: "Julius",
      lastName: "Mwakio",
      phone: "+254721067943",
      services: ["Business Writing"],
    },
  },
  {
    name: "b25-099: phone in brackets with dashes",
    says: ["cover letter", "Edna Moraa Nyaboke", "(0708) 452-917"],
    expect: {
      firstName: "Edna",
      lastName: "Moraa Nyaboke",
      phone: "+254708452917",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b25-100: phone in pairs",
    says: ["I need a CV", "Kelvin Macharia", "07 19 84 20 36"],
    expect: {
      firstName: "Kelvin",
      lastName: "Macharia",
      phone: "+254719842036",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-101: phone corrected",
    says: [
      "LinkedIn profile",
      "Sheila Wangeci",
      "0735 219 604",
      "sorry, wrong number, it's 0735 219 640",
    ],
    expect: {
      firstName: "Sheila",
      lastName: "Wangeci",
      phone: "+254735219640",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b25-102: email with a plus sign and capitals",
    says: ["Proofreading", "Wanjiru Kamau-Ndegwa", "Wanjiru.Ndegwa+kazi@Gmail.com"],
    expect: {
      firstName: "Wanjiru",
      lastName: "Kamau-Ndegwa",
      email: "wanjiru.ndegwa+kazi@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b25-103: email in capitals with dots",
    says: ["I NEED A CV", "OTIENO J. OKELLO", "OTIENO.J.OKELLO@YAHOO.COM"],
    expect: {
      firstName: "Otieno",
      lastName: "J. Okello",
      email: "otieno.j.okello@yahoo.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-104: name with emoji",
    says: ["Hey 👋 I want my LinkedIn done", "Wambui ✨ Nderitu", "0702 715 396"],
    expect: {
      firstName: "Wambui",
      lastName: "Nderitu",
      phone: "+254702715396",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b25-105: name with a trailing emoji",
    says: ["cover letter 🙏", "Achieng Odera 🌻", "0748 031 592"],
    expect: {
      firstName: "Achieng",
      lastName: "Odera",
      phone: "+254748031592",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b25-106: typo in 'my name is'",
    says: ["I need interview coaching", "my nme is Fredrick Omollo", "0724 680 317"],
    expect: {
      firstName: "Fredrick",
      lastName: "Omollo",
      phone: "+254724680317",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b25-107: typo 'myname is'",
    says: ["CV writing", "myname is Nelly Jerotich", "nelly.jerotich@gmail.com"],
    expect: {
      firstName: "Nelly",
      lastName: "Jerotich",
      email: "nelly.jerotich@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-108: honorific, Eng.",
    says: ["A CV for senior engineering roles", "Eng. Kipngeno arap Sang", "0711 290 463"],
    expect: {
      firstName: "Kipngeno",
      lastName: "arap Sang",
      phone: "+254711290463",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-109: honorific, Mrs, four-word name",
    says: ["Editing of my book manuscript", "Mrs. Grace Wangui Mwangi Kariuki", "0722 145 860"],
    expect: {
      firstName: "Grace",
      lastName: "Wangui Mwangi Kariuki",
      phone: "+254722145860",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b25-110: name that is a word, Neema",
    says: ["I want to join the youth programme", "Neema Atieno", "0113 209 578"],
    expect: {
      firstName: "Neema",
      lastName: "Atieno",
      phone: "+254113209578",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b25-111: name that is a word, Baraka",
    says: ["Professional development coaching", "Baraka Kiprotich", "0757 604 129"],
    expect: {
      firstName: "Baraka",
      lastName: "Kiprotich",
      phone: "+254757604129",
      services: ["Professional Development"],
    },
  },
  {
    name: "b25-112: name that is a word, Patience",
    says: ["a cover letter for a teaching job", "Patience Kanja", "0729 170 354"],
    expect: {
      firstName: "Patience",
      lastName: "Kanja",
      phone: "+254729170354",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b25-113: name that is a word, Innocent",
    says: ["Interview practice", "Innocent Muriithi", "0792 548 016"],
    expect: {
      firstName: "Innocent",
      lastName: "Muriithi",
      phone: "+254792548016",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b25-114: a school with 'St.'",
    says: [
      "Career talk and training for our form four students",
      "Sr. Immaculate Nduku, St. Teresa's Girls Secondary School, Mwingi",
      "0736 904 271",
    ],
    expect: {
      firstName: "Immaculate",
      lastName: "Nduku",
      phone: "+254736904271",
      company: "St. Teresa's Girls Secondary School, Mwingi",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b25-115: a company with '(K) Ltd'",
    says: [
      "We want our tender documents reviewed",
      "Hezron Mokaya",
      "Mokaya & Sons Builders (K) Ltd",
      "0720 475 183",
    ],
    expect: {
      firstName: "Hezron",
      lastName: "Mokaya",
      phone: "+254720475183",
      company: "Mokaya & Sons Builders (K) Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b25-116: a foreign visitor, German number",
    says: [
      "Hello, I'm moving to Nairobi and need a CV for the Kenyan market",
      "Hannah Schmidt",
      "+49 151 2384 6709",
    ],
    expect: {
      firstName: "Hannah",
      lastName: "Schmidt",
      phone: "+4915123846709",
      services: ["CV Writing"],
    },
  },
  {
    name: "b25-117: a diaspora visitor, UAE number",
    says: ["Interview coaching for a job back home in Kenya", "Priya Nair", "+971 50 418 2736"],
    expect: {
      firstName: "Priya",
      lastName: "Nair",
      phone: "+971504182736",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b25-118: a foreign visitor, Ghana number",
    says: [
      "Training for our Nairobi team on assertiveness",
      "Kwame Mensah, Adinkra Consulting",
      "+233 24 619 3058",
    ],
    expect: {
      firstName: "Kwame",
      lastName: "Mensah",
      phone: "+233246193058",
      company: "Adinkra Consulting",
      services: ["Corporate Training"],
    },
  },
];
