import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 26 for `npm run bench:assistant`, written on 2026-12-03 by the helper
 * "asst-batch26", apart from the engine. Rules of apartness, as followed: nothing under server/,
 * app/ or tests/ was opened, nor /work/firstruns/, nor bench/README.md, nor bench/assistant.ts or
 * any other bench runner (not even with grep); no history command was run (git commands:
 * `worktree add`, then `add`, commit, rebase, merge). `npx react-router typegen` was run once.
 * What was read: the helper protocol; `ls bench/`; biome.json lines 1-30;
 * bench/assistant-personas-batch4.ts lines 1-50 (the type, its header and the opening of its life
 * story); bench/assistant-personas-batch25.ts up to its thirteenth persona (its header, its seven
 * life stories and personas b25-001 to b25-013; one more than the twelve allowed was seen by an
 * overlong line range), for format and conventions only; content/services.ts (the services'
 * names); the lines of /work/shared/SPEC.md matching "hand-over", "handover", "chat widget" or
 * "lead". The first names seen there were kept out of this batch by a script, which also checked
 * that no first name or phone repeats, that every Kenyan phone is +2547/+2541 and 9 digits, and
 * that each expected phone's digits appear in the persona's lines. The bench was not run.
 *
 * The first 56 personas are ordinary visitors (one clear request, a name, a phone or email, in
 * everyday wording: job seekers, graduates, mid-career staff, HR officers, small business owners,
 * parents); the rest are harder: seven long life stories (English, Swahili, Sheng, a school's
 * deputy principal, a Kenyan in Dubai, a SACCO's CEO, a retired officer in a Swahili-English mix),
 * fifteen Sheng or Swahili-English mixes, requests only by purpose, two or three services in one
 * message, services declined, postponed or replaced later, a field refused twice, answers to
 * questions not asked, very short replies, phones in many forms (hyphens, 254 without plus,
 * brackets, pairs, split over two messages, +254 (0), words around, a corrected number) and three
 * foreign numbers, emails with dots, plus signs, capitals and a mistyped domain, names with emoji,
 * typos in "my name is"/"naitwa", honorifics, three- and four-word names, names that are also
 * words, organisations with "(K) Ltd", "&", commas, "St.", a county department, a church, SACCOs
 * and schools. Expectation conventions as batch 25's: titles and honorifics are not part of the
 * name; `lastName` is everything after the first name; names written in capitals are expected in
 * ordinary case; emails in lower case, a mistyped domain corrected; a corrected field replaces the
 * first; a declined or postponed service is not expected, a replacing service is; services in the
 * order asked; a visitor who never gives a name has no `firstName`. Not registered anywhere.
 */

export type Batch26Persona = Batch4Persona;

const storyEnglish = [
  "Hello, I hope you are well, and sorry in advance because this will be long.",
  "I trained as a medical laboratory technologist at Maseno and worked at a mission hospital in Kericho for seven years.",
  "The pay was low and the hospital delayed salaries three times last year, so I started looking at pharmaceutical companies.",
  "Two medical reps I know moved from labs into sales and they say the companies search for people on LinkedIn before anything else.",
  "My LinkedIn profile was opened in 2016 and it still shows my campus photo and the word 'student'.",
  "I have no About section and my experience has only the hospital's name with no description.",
  "My CV is fine, a friend in HR redid it in June, so I do not want to pay for that again.",
  "What I want is my LinkedIn rewritten so that recruiters in pharma find me and see my lab and quality-control work.",
  "I can send you the CV so you pick the details from there.",
  "I am Obadiah Kipchumba Rotich, and my number is 0722-611-948.",
].join(" ");

const storySwahili = [
  "Shikamoo, naomba radhi kwa ujumbe mrefu lakini nataka mnielewe vizuri.",
  "Nimefanya kazi ya upishi katika nyumba za watu hapa Nyali kwa miaka kumi na mbili.",
  "Mwajiri wangu wa mwisho amehamia Ulaya na sasa sina kazi tangu mwezi wa nane.",
  "Shule moja ya bweni hapa Kilifi imetangaza nafasi ya mpishi mkuu na wanataka barua ya maombi.",
  "Mimi sijawahi kuandika barua kama hiyo, siku zote nimepata kazi kwa kupitia marafiki.",
  "Nina cheti cha upishi kutoka chuo cha ufundi na barua mbili za mapendekezo kutoka kwa waajiri wa zamani.",
  "Sihitaji CV, mwalimu mmoja ameshaniandikia, ninachohitaji ni ile barua ya kuomba kazi tu.",
  "Tangazo linasema barua ifike kabla ya tarehe kumi na tano.",
  "Naitwa Rehema Mwanaisha Juma.",
  "Simu yangu ni 0721 47 93 50, nipigie wakati wowote.",
].join(" ");

const storySheng = [
  "Sasa wasee, mi ni jamaa wa Githurai 45 na nataka kuwaeleza ishu yangu vizuri.",
  "Nimekuwa nikiwork kwa warehouse ya mtu Ruiru kama casual for three years, kubeba na kupanga mzigo.",
  "Manze kuna logistics company imenicall for an interview ya stores clerk next Tuesday.",
  "Hii ni chance yangu ya kwanza ya kazi ya ofisi na sitaki kuiharibu.",
  "Interviews mbili za mbeleni nilienda na nikablank kabisa wakiniuliza 'tell us about yourself'.",
  "Nataka mtu anipige msasa, anifanyie mock interview na aniambie vile nitajibu ma-questions.",
  "CV yangu iko poa, walishaishortlist, so ni interview tu.",
  "Doh iko kiasi lakini nitajipanga.",
  "Mi ni Bramwel Otieno.",
  "Line yangu ni 0110 384 926, nicheki jioni nikitoka job.",
].join(" ");

const storySchool = [
  "Good morning. I am the deputy principal of St. Bakhita Girls' Secondary School in Trans Nzoia.",
  "We are a county school with 1,200 students and 54 teachers, most of them in their first five years of teaching.",
  "This year has been very hard for our staff: the new curriculum, large classes and two deaths in the school community.",
  "Several teachers have asked for transfers and the board of management is worried about burnout.",
  "The board has approved a one-day staff workshop on stress management and team building during the half-term break.",
  "We would prefer a facilitator who understands the life of a Kenyan teacher, not a motivational speaker who tells jokes.",
  "The workshop would be in the school hall and the school will cater for meals.",
  "We need a quotation that the board can approve at its next meeting.",
  "My name is Mrs. Philomena Akoth Odera.",
  "Please write to p.odera@stbakhita.ac.ke, or call 0727 318 604 in the afternoons.",
].join(" ");

const storyDiaspora = [
  "Salaam from Dubai. I have been working here as a security supervisor in a shopping mall for nine years.",
  "Before that I was a police reservist in Lamu and a guard with a private firm in Mombasa.",
  "My contract ends in March and I have decided to come back home for good.",
  "I want to apply for security manager jobs in hotels and malls in Mombasa and Nairobi.",
  "My CV is the one the agency made for me in 2016 and it has nothing from my time here.",
  "I also need a cover letter that I can change for each job, because I will apply to many.",
  "I have certificates in fire safety and first aid from Dubai that should go on the CV.",
  "I can pay by M-Pesa through my brother at home.",
  "I am Salim Rashid Bakari.",
  "My number here is +971 50 482 7316, WhatsApp is best because of the time difference.",
].join(" ");

const storySacco = [
  "Good afternoon. I am the CEO of Imenti Farmers SACCO Society Ltd in Meru.",
  "We have about 14,000 members, mostly tea and dairy farmers, and three branch offices.",
  "Our last strategic plan ended in June and SASRA has asked us to submit a new five-year plan.",
  "The board held a retreat in September and we have the notes, the SWOT and the targets, but nobody has written them up.",
  "Our staff are good with loans and savings but not with writing long documents.",
  "We need someone to turn the notes into a proper strategic plan that the AGM can adopt.",
  "We do not need training or anything else at the moment, only the document.",
  "The AGM is in February, so the draft must be ready by the end of January.",
  "I am Josphat Kirimi Mwiti.",
  "Reach me on +254 (0) 724 158 093 or j.mwiti@imentisacco.co.ke.",
].join(" ");

const storyMixed = [
  "Habari yenu. I retired from the Kenya Defence Forces in July after twenty-four years of service.",
  "Nilikuwa logistics officer most of my career, nikisimamia stores, transport na procurement ya battalion.",
  "Sasa niko nyumbani Bungoma na sitaki kukaa tu, I am only fifty-one.",
  "Watu wananiambia niende security, lakini mimi naona naeza fanya kazi ya operations kwa NGO ama company.",
  "The problem is that I do not know how the civilian job market works, vile watu wanatafuta kazi siku hizi.",
  "I want someone to sit with me and plan the next ten years of my career, what to aim for and how.",
  "Sijaamua kuhusu CV bado, tutaongea kuhusu hiyo later, for now ni hiyo career coaching tu.",
  "I am available any weekday.",
  "Ni mimi Maj. (Rtd) Cleophas Wanyonyi.",
  "Simu ni 0733.842.615.",
].join(" ");

export const batch26Personas: Batch26Persona[] = [
  {
    name: "b26-001: a CV for an accountant",
    says: ["I need my CV updated, I'm an accountant", "Dennis Mwangi", "0722 318 450"],
    expect: {
      firstName: "Dennis",
      lastName: "Mwangi",
      phone: "+254722318450",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-002: a cover letter for a telco job",
    says: [
      "Looking for someone to write a cover letter for a Safaricom job",
      "Lilian Atieno",
      "lilian.atieno@gmail.com",
    ],
    expect: {
      firstName: "Lilian",
      lastName: "Atieno",
      email: "lilian.atieno@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b26-003: fixing a LinkedIn profile",
    says: ["Can you fix my LinkedIn profile", "Samuel Kiprono", "0711 624 093"],
    expect: {
      firstName: "Samuel",
      lastName: "Kiprono",
      phone: "+254711624093",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b26-004: a panel interview at a utility",
    says: [
      "I have a panel interview with KPLC on Monday, I want to prepare",
      "Mercy Chebet",
      "0745 209 861",
    ],
    expect: {
      firstName: "Mercy",
      lastName: "Chebet",
      phone: "+254745209861",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b26-005: proofreading a project report",
    says: [
      "Please proofread my undergraduate project report",
      "Ian Muriuki",
      "ian.muriuki@students.ku.ac.ke",
    ],
    expect: {
      firstName: "Ian",
      lastName: "Muriuki",
      email: "ian.muriuki@students.ku.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b26-006: a tender document for a trader",
    says: [
      "We need a tender document prepared for a county supply tender",
      "Hassan Abdi, Wajir Traders",
      "0726 553 017",
    ],
    expect: {
      firstName: "Hassan",
      lastName: "Abdi",
      phone: "+254726553017",
      company: "Wajir Traders",
      services: ["Business Writing"],
    },
  },
  {
    name: "b26-007: customer service training for a supermarket",
    says: [
      "Staff training on customer service for a supermarket, 30 staff",
      "Lucy Wambui from Kilele Supermarket",
      "0738 145 920",
    ],
    expect: {
      firstName: "Lucy",
      lastName: "Wambui",
      phone: "+254738145920",
      company: "Kilele Supermarket",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b26-008: a parent asks about the youth programme",
    says: [
      "My son finished form four, is there a youth programme he can join?",
      "Margaret Nyambura",
      "0720 861 334",
    ],
    expect: {
      firstName: "Margaret",
      lastName: "Nyambura",
      phone: "+254720861334",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b26-009: career coaching for a stuck teacher",
    says: ["I want career coaching, I feel stuck as a teacher", "Moses Korir", "0702 447 581"],
    expect: {
      firstName: "Moses",
      lastName: "Korir",
      phone: "+254702447581",
      services: ["Professional Development"],
    },
  },
  {
    name: "b26-010: CV, two words",
    says: ["CV please", "Faith Muthoni", "0757 310 628"],
    expect: {
      firstName: "Faith",
      lastName: "Muthoni",
      phone: "+254757310628",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-011: a CV for a nurse going to the Gulf",
    says: ["I'm a nurse and need a CV for jobs in Saudi", "Zainabu Omar", "+254 790 553 216"],
    expect: {
      firstName: "Zainabu",
      lastName: "Omar",
      phone: "+254790553216",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-012: an application letter for a county clerk job",
    says: ["Application letter for a clerk job at the county", "Dorcas Nafula", "0115 902 447"],
    expect: {
      firstName: "Dorcas",
      lastName: "Nafula",
      phone: "+254115902447",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b26-013: editing a PhD thesis",
    says: ["Help with my PhD thesis editing", "Stephen Ouma", "stephen.ouma@uonbi.ac.ke"],
    expect: {
      firstName: "Stephen",
      lastName: "Ouma",
      email: "stephen.ouma@uonbi.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b26-014: a business plan for a poultry project",
    says: ["We want a business plan for a poultry project", "Naomi Wangari", "0791 238 604"],
    expect: {
      firstName: "Naomi",
      lastName: "Wangari",
      phone: "+254791238604",
      services: ["Business Writing"],
    },
  },
  {
    name: "b26-015: team building for a dairy's sales team",
    says: [
      "Team building workshop for our sales team",
      "Daniel Kibet, Rift Valley Dairies Ltd",
      "0729 765 130",
    ],
    expect: {
      firstName: "Daniel",
      lastName: "Kibet",
      phone: "+254729765130",
      company: "Rift Valley Dairies Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b26-016: LinkedIn, lower case",
    says: ["linkedin optimization", "Ruth Kemunto", "ruthkemunto@outlook.com"],
    expect: {
      firstName: "Ruth",
      lastName: "Kemunto",
      email: "ruthkemunto@outlook.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b26-017: an urgent bank interview",
    says: [
      "I have an interview at a bank tomorrow, can you coach me today?",
      "Edwin Barasa",
      "0746 912 083",
    ],
    expect: {
      firstName: "Edwin",
      lastName: "Barasa",
      phone: "+254746912083",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b26-018: a graduate's first CV",
    says: ["I need a CV, I'm fresh from campus", "Sharon Jepkosgei", "0768 204 519"],
    expect: {
      firstName: "Sharon",
      lastName: "Jepkosgei",
      phone: "+254768204519",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-019: stress management training from HR",
    says: [
      "We need stress management training for our staff",
      "Gladys Moraa, HR at Kisii Flour Mills",
      "gladys.moraa@kisiiflour.co.ke",
    ],
    expect: {
      firstName: "Gladys",
      lastName: "Moraa",
      email: "gladys.moraa@kisiiflour.co.ke",
      company: "Kisii Flour Mills",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b26-020: a grant proposal",
    says: [
      "Can you write a proposal for a grant from an NGO fund?",
      "Joseph Mutiso",
      "0724 378 905",
    ],
    expect: {
      firstName: "Joseph",
      lastName: "Mutiso",
      phone: "+254724378905",
      services: ["Business Writing"],
    },
  },
  {
    name: "b26-021: a CV for a chef",
    says: ["I'd like to get my CV done, I'm a chef", "Anthony Gitau", "0710 596 248"],
    expect: {
      firstName: "Anthony",
      lastName: "Gitau",
      phone: "+254710596248",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-022: a cover letter for a teaching job",
    says: ["Cover letter for a teaching job", "Winnie Achieng", "0733 902 175"],
    expect: {
      firstName: "Winnie",
      lastName: "Achieng",
      phone: "+254733902175",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b26-023: interview practice after failures",
    says: [
      "I need interview practice, I keep failing interviews",
      "Martin Langat",
      "martin.langat@yahoo.com",
    ],
    expect: {
      firstName: "Martin",
      lastName: "Langat",
      email: "martin.langat@yahoo.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b26-024: editing a novel",
    says: ["Please edit my book manuscript, it's a novel", "Eunice Wanjiru", "0798 631 402"],
    expect: {
      firstName: "Eunice",
      lastName: "Wanjiru",
      phone: "+254798631402",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b26-025: a youth group leader",
    says: [
      "Our youth group in Kibera wants to join your youth programme",
      "Kelvin Odongo",
      "0759 418 263",
    ],
    expect: {
      firstName: "Kelvin",
      lastName: "Odongo",
      phone: "+254759418263",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b26-026: leadership coaching for a manager",
    says: [
      "I'm a new manager and I want leadership coaching for myself",
      "Catherine Wafula",
      "0722 730 694",
    ],
    expect: {
      firstName: "Catherine",
      lastName: "Wafula",
      phone: "+254722730694",
      services: ["Professional Development"],
    },
  },
  {
    name: "b26-027: resume update, two words",
    says: ["resume update", "Nelson Kirui", "0714 852 036"],
    expect: {
      firstName: "Nelson",
      lastName: "Kirui",
      phone: "+254714852036",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-028: a LinkedIn recruiters notice",
    says: [
      "I want a LinkedIn profile that recruiters notice",
      "Angela Mumbi",
      "angela.mumbi@gmail.com",
    ],
    expect: {
      firstName: "Angela",
      lastName: "Mumbi",
      email: "angela.mumbi@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b26-029: a company profile for a builder",
    says: [
      "Company profile for my construction company",
      "Patrick Njoroge, Njoroge Builders",
      "0727 145 389",
    ],
    expect: {
      firstName: "Patrick",
      lastName: "Njoroge",
      phone: "+254727145389",
      company: "Njoroge Builders",
      services: ["Business Writing"],
    },
  },
  {
    name: "b26-030: a CV review in logistics",
    says: [
      "I want my CV reviewed and improved, I work in logistics",
      "Vivian Adhiambo",
      "0741 663 807",
    ],
    expect: {
      firstName: "Vivian",
      lastName: "Adhiambo",
      phone: "+254741663807",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-031: a motivation letter for a scholarship",
    says: ["Hi, I need a motivation letter for a scholarship", "Abdullahi Hussein", "0703 218 954"],
    expect: {
      firstName: "Abdullahi",
      lastName: "Hussein",
      phone: "+254703218954",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b26-032: coaching for a UN interview",
    says: [
      "Interview coaching for a UN interview",
      "Priscilla Nekesa",
      "priscilla.nekesa@gmail.com",
    ],
    expect: {
      firstName: "Priscilla",
      lastName: "Nekesa",
      email: "priscilla.nekesa@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b26-033: proofreading a master's research proposal",
    says: ["Proofreading for the research proposal of my masters", "Evans Kiplimo", "0717 490 325"],
    expect: {
      firstName: "Evans",
      lastName: "Kiplimo",
      phone: "+254717490325",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b26-034: an HR policy manual",
    says: [
      "We need an HR policy manual written for our company",
      "Rachel Waithera",
      "0734 508 216",
    ],
    expect: {
      firstName: "Rachel",
      lastName: "Waithera",
      phone: "+254734508216",
      services: ["Business Writing"],
    },
  },
  {
    name: "b26-035: training bank tellers",
    says: [
      "Can you train our tellers on handling difficult customers?",
      "Fredrick Maina, Unity Microfinance",
      "0786 217 450",
    ],
    expect: {
      firstName: "Fredrick",
      lastName: "Maina",
      phone: "+254786217450",
      company: "Unity Microfinance",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b26-036: a CV for a security guard",
    says: ["CV for a security guard job", "Wilson Chege", "0705 372 819"],
    expect: {
      firstName: "Wilson",
      lastName: "Chege",
      phone: "+254705372819",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-037: a CV from Mombasa",
    says: ["Need help with my CV, I'm in Mombasa", "Fatuma Ali", "0722 946 130"],
    expect: {
      firstName: "Fatuma",
      lastName: "Ali",
      phone: "+254722946130",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-038: a cover letter for an NGO job",
    says: [
      "Can I get a cover letter for an NGO job?",
      "Irene Kwamboka",
      "irene.kwamboka@gmail.com",
    ],
    expect: {
      firstName: "Irene",
      lastName: "Kwamboka",
      email: "irene.kwamboka@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b26-039: career guidance for a move into IT",
    says: [
      "I need career guidance, I'm mid-career and want to move into IT",
      "Simon Nzioka",
      "0712 083 675",
    ],
    expect: {
      firstName: "Simon",
      lastName: "Nzioka",
      phone: "+254712083675",
      services: ["Professional Development"],
    },
  },
  {
    name: "b26-040: LinkedIn for a developer",
    says: [
      "I want to improve my LinkedIn, I'm a software developer",
      "Tobias Ochieng",
      "0751 290 846",
    ],
    expect: {
      firstName: "Tobias",
      lastName: "Ochieng",
      phone: "+254751290846",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b26-041: interview prep, short",
    says: ["Interview prep please", "Lydia Chepngetich", "0728 614 903"],
    expect: {
      firstName: "Lydia",
      lastName: "Chepngetich",
      phone: "+254728614903",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b26-042: proofreading a dissertation",
    says: ["I need my dissertation proofread", "Alex Mugo", "alexmugo@gmail.com"],
    expect: {
      firstName: "Alex",
      lastName: "Mugo",
      email: "alexmugo@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b26-043: a business proposal to a retailer",
    says: [
      "Our small business needs a proposal to supply a supermarket chain",
      "Susan Wanza",
      "0740 385 127",
    ],
    expect: {
      firstName: "Susan",
      lastName: "Wanza",
      phone: "+254740385127",
      services: ["Business Writing"],
    },
  },
  {
    name: "b26-044: assertiveness workshop for a water company",
    says: [
      "A workshop on assertiveness for our female staff",
      "Teresia Mwikali, HR, Machakos Water Company",
      "0722 058 391",
    ],
    expect: {
      firstName: "Teresia",
      lastName: "Mwikali",
      phone: "+254722058391",
      company: "Machakos Water Company",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b26-045: a father asks for his daughter",
    says: [
      "My daughter is 19 and lost, do you have programmes for young people?",
      "Francis Njagi",
      "0733 476 208",
    ],
    expect: {
      firstName: "Francis",
      lastName: "Njagi",
      phone: "+254733476208",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b26-046: CV, one word",
    says: ["CV", "Omar Said", "0722 501 746"],
    expect: {
      firstName: "Omar",
      lastName: "Said",
      phone: "+254722501746",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-047: a Canadian-format CV",
    says: [
      "I'm applying to Canada and need a CV in the Canadian format",
      "Diana Karimi",
      "diana.karimi@hotmail.com",
    ],
    expect: {
      firstName: "Diana",
      lastName: "Karimi",
      email: "diana.karimi@hotmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-048: a cover letter with a Friday deadline",
    says: [
      "Please write me a cover letter, the deadline is Friday",
      "Duncan Oduor",
      "0769 340 152",
    ],
    expect: {
      firstName: "Duncan",
      lastName: "Oduor",
      phone: "+254769340152",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b26-049: coaching for a promotion interview",
    says: ["Do you coach people for promotion interviews?", "Jackline Auma", "0795 806 214"],
    expect: {
      firstName: "Jackline",
      lastName: "Auma",
      phone: "+254795806214",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b26-050: proofreading a church magazine",
    says: [
      "Could you proofread our church magazine before printing?",
      "Paul Kinyua",
      "0718 275 630",
    ],
    expect: {
      firstName: "Paul",
      lastName: "Kinyua",
      phone: "+254718275630",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b26-051: a professional development plan",
    says: [
      "I need help with a professional development plan for my career",
      "Hellen Jeptoo",
      "0748 129 563",
    ],
    expect: {
      firstName: "Hellen",
      lastName: "Jeptoo",
      phone: "+254748129563",
      services: ["Professional Development"],
    },
  },
  {
    name: "b26-052: help with LinkedIn",
    says: ["Please help me with LinkedIn", "Bernard Onyango", "bernard.onyango@gmail.com"],
    expect: {
      firstName: "Bernard",
      lastName: "Onyango",
      email: "bernard.onyango@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b26-053: a concept note for a water project",
    says: ["Need a concept note for a borehole water project", "Ibrahim Mohamed", "0725 640 817"],
    expect: {
      firstName: "Ibrahim",
      lastName: "Mohamed",
      phone: "+254725640817",
      services: ["Business Writing"],
    },
  },
  {
    name: "b26-054: a CV for a receptionist",
    says: ["I want a CV for a receptionist job", "Cynthia Wangui", "0790 174 358"],
    expect: {
      firstName: "Cynthia",
      lastName: "Wangui",
      phone: "+254790174358",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-055: time management training for managers",
    says: [
      "We want training for our managers on time management",
      "Elijah Mbugua, Thika Motors",
      "0736 915 207",
    ],
    expect: {
      firstName: "Elijah",
      lastName: "Mbugua",
      phone: "+254736915207",
      company: "Thika Motors",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b26-056: online interview coaching from Eldoret",
    says: [
      "Can you do an interview coaching session online? I'm in Eldoret",
      "Judith Cherono",
      "0113 265 794",
    ],
    expect: {
      firstName: "Judith",
      lastName: "Cherono",
      phone: "+254113265794",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b26-057: long story in English: a lab technologist wants LinkedIn only",
    says: [storyEnglish],
    expect: {
      firstName: "Obadiah",
      lastName: "Kipchumba Rotich",
      phone: "+254722611948",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b26-058: long story in Swahili: a cook wants an application letter",
    says: [storySwahili],
    expect: {
      firstName: "Rehema",
      lastName: "Mwanaisha Juma",
      phone: "+254721479350",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b26-059: long story in Sheng: a warehouse casual wants a mock interview",
    says: [storySheng],
    expect: {
      firstName: "Bramwel",
      lastName: "Otieno",
      phone: "+254110384926",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b26-060: long story from a school: a staff workshop",
    says: [storySchool],
    expect: {
      firstName: "Philomena",
      lastName: "Akoth Odera",
      phone: "+254727318604",
      email: "p.odera@stbakhita.ac.ke",
      company: "St. Bakhita Girls' Secondary School",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b26-061: long story from Dubai: CV and cover letter",
    says: [storyDiaspora],
    expect: {
      firstName: "Salim",
      lastName: "Rashid Bakari",
      phone: "+971504827316",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b26-062: long story from a SACCO: a strategic plan",
    says: [storySacco],
    expect: {
      firstName: "Josphat",
      lastName: "Kirimi Mwiti",
      phone: "+254724158093",
      email: "j.mwiti@imentisacco.co.ke",
      company: "Imenti Farmers SACCO Society Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b26-063: long story, Swahili-English mix: a retired officer wants career coaching",
    says: [storyMixed],
    expect: {
      firstName: "Cleophas",
      lastName: "Wanyonyi",
      phone: "+254733842615",
      services: ["Professional Development"],
    },
  },
  {
    name: "b26-064: Sheng: CV ipigwe msasa",
    says: ["Niaje, nataka CV yangu ipigwe msasa", "Ni mimi Kamande Njuguna", "0723 590 481"],
    expect: {
      firstName: "Kamande",
      lastName: "Njuguna",
      phone: "+254723590481",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-065: Swahili: interview ya KRA",
    says: [
      "Mambo, nina interview ya KRA wiki ijayo, mnisaidie ku-prepare",
      "Naitwa Zawadi Mwende",
      "0747 630 215",
    ],
    expect: {
      firstName: "Zawadi",
      lastName: "Mwende",
      phone: "+254747630215",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b26-066: Swahili: barua ya kuomba kazi, a name that is a word",
    says: [
      "Nataka barua ya kuomba kazi ya mhudumu wa hoteli",
      "Jina langu ni Baraka Mutua",
      "0700 483 159",
    ],
    expect: {
      firstName: "Baraka",
      lastName: "Mutua",
      phone: "+254700483159",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b26-067: Swahili-English: motivation letter for a scholarship",
    says: [
      "Form ya kuomba scholarship inataka motivation letter, naeza saidiwa?",
      "Imani Chelagat",
      "imani.chelagat@gmail.com",
    ],
    expect: {
      firstName: "Imani",
      lastName: "Chelagat",
      email: "imani.chelagat@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b26-068: Sheng: thesis iproofreadiwe",
    says: [
      "Buda, thesis yangu iko na makosa mob, nataka iproofreadiwe",
      "Tonny Omwenga",
      "0769 518 302",
    ],
    expect: {
      firstName: "Tonny",
      lastName: "Omwenga",
      phone: "+254769518302",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b26-069: Swahili: customer care training for a juice company",
    says: [
      "Tunataka training ya wafanyikazi wetu kuhusu customer care, tuko kumi na tano",
      "Mwanajuma Rashid, Pwani Fresh Juices",
      "0722 387 904",
    ],
    expect: {
      firstName: "Mwanajuma",
      lastName: "Rashid",
      phone: "+254722387904",
      company: "Pwani Fresh Juices",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b26-070: Swahili: Mzee asks for the youth programme",
    says: [
      "Kijana wangu amekaa nyumbani tangu amalize shule, mko na program ya vijana?",
      "Mzee Kiprotich Sang",
      "0720 115 836",
    ],
    expect: {
      firstName: "Kiprotich",
      lastName: "Sang",
      phone: "+254720115836",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b26-071: Sheng: career direction",
    says: [
      "Nimechoka na kazi yangu, nataka mtu wa kunishow direction ya career",
      "Njambi Wairegi",
      "0792 648 031",
    ],
    expect: {
      firstName: "Njambi",
      lastName: "Wairegi",
      phone: "+254792648031",
      services: ["Professional Development"],
    },
  },
  {
    name: "b26-072: Sheng: a builder's company profile with &",
    says: [
      "Vipi, company yangu ya mjengo inahitaji profile poa ya kupeleka kwa clients",
      "Mutuku Kyalo, Kyalo & Sons Builders",
      "0754 902 316",
    ],
    expect: {
      firstName: "Mutuku",
      lastName: "Kyalo",
      phone: "+254754902316",
      company: "Kyalo & Sons Builders",
      services: ["Business Writing"],
    },
  },
  {
    name: "b26-073: Swahili: CV na barua",
    says: ["Naomba msaada wa kuandika CV na barua ya kuomba kazi", "Rukia Abdalla", "0712 796 540"],
    expect: {
      firstName: "Rukia",
      lastName: "Abdalla",
      phone: "+254712796540",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b26-074: Swahili-English: KDF oral interview",
    says: [
      "Niko na interview ya jeshi, ile ya KDF recruitment, mnasaidia ku-prepare?",
      "Shadrack Kiptanui",
      "0741 305 872",
    ],
    expect: {
      firstName: "Shadrack",
      lastName: "Kiptanui",
      phone: "+254741305872",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b26-075: Sheng: LinkedIn iwe fiti",
    says: [
      "Msee nataka LinkedIn yangu iwe fiti juu recruiters hawanicheki",
      "Mi ni Brenda Achola",
      "brendaachola@gmail.com",
    ],
    expect: {
      firstName: "Brenda",
      lastName: "Achola",
      email: "brendaachola@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b26-076: Swahili: Mwalimu wants poems edited",
    says: [
      "Habari, nataka kitabu changu kihaririwe, ni kitabu cha mashairi",
      "Mwalimu Omari Nassoro",
      "0725 219 683",
    ],
    expect: {
      firstName: "Omari",
      lastName: "Nassoro",
      phone: "+254725219683",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b26-077: Sheng: CV replaced by LinkedIn",
    says: [
      "Nilikuwa nataka CV, lakini sasa nadhani nataka tu LinkedIn",
      "Wycliffe Simiyu",
      "0705 813 492",
    ],
    expect: {
      firstName: "Wycliffe",
      lastName: "Simiyu",
      phone: "+254705813492",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b26-078: Swahili: biashara plan ya salon",
    says: [
      "Nataka business plan ya salon yangu, benki imeitisha",
      "Naitwa Wambui Kariuki",
      "0702 519 847",
    ],
    expect: {
      firstName: "Wambui",
      lastName: "Kariuki",
      phone: "+254702519847",
      services: ["Business Writing"],
    },
  },
  {
    name: "b26-079: purpose only: to be found by recruiters",
    says: [
      "I want recruiters to find me when they search online for procurement people",
      "Quinter Adoyo",
      "0714 360 592",
    ],
    expect: {
      firstName: "Quinter",
      lastName: "Adoyo",
      phone: "+254714360592",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b26-080: purpose only: stop freezing before panels",
    says: [
      "I freeze whenever a panel asks me questions, I want to stop failing at that stage",
      "Humphrey Lagat",
      "0726 931 508",
    ],
    expect: {
      firstName: "Humphrey",
      lastName: "Lagat",
      phone: "+254726931508",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b26-081: purpose only: managers and teams keep fighting",
    says: [
      "Our managers and their teams keep fighting, we want someone to come and work with the whole staff for a day",
      "Phoebe Nasimiyu, Bungoma Millers",
      "0733 605 281",
    ],
    expect: {
      firstName: "Phoebe",
      lastName: "Nasimiyu",
      phone: "+254733605281",
      company: "Bungoma Millers",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b26-082: purpose only: a clean report before the supervisor sees it",
    says: [
      "My 120-page report has grammar mistakes all over and I want it clean before my supervisor reads it",
      "Lameck Opiyo",
      "lameck.opiyo@gmail.com",
    ],
    expect: {
      firstName: "Lameck",
      lastName: "Opiyo",
      email: "lameck.opiyo@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b26-083: purpose only: the next five years",
    says: [
      "I'm an engineer who feels stuck and I want to know what to do with the next five years",
      "Nicholas Kamau",
      "0790 846 213",
    ],
    expect: {
      firstName: "Nicholas",
      lastName: "Kamau",
      phone: "+254790846213",
      services: ["Professional Development"],
    },
  },
  {
    name: "b26-084: purpose only: something to send with the CV",
    says: [
      "I want something to send along with my CV explaining why I fit the Equity Bank job",
      "Tabitha Wanjala",
      "0757 624 180",
    ],
    expect: {
      firstName: "Tabitha",
      lastName: "Wanjala",
      phone: "+254757624180",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b26-085: purpose only: preparing a nephew for work",
    says: [
      "My nephew just cleared school and has no idea how to start; is there something that prepares young people for the world of work?",
      "Emmaculate Naliaka",
      "0768 451 097",
    ],
    expect: {
      firstName: "Emmaculate",
      lastName: "Naliaka",
      phone: "+254768451097",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b26-086: purpose only: the pages employers read first",
    says: [
      "I'd like the two pages employers read first to show my ten years in sales properly",
      "Gideon Mwaura",
      "0729 083 461",
    ],
    expect: {
      firstName: "Gideon",
      lastName: "Mwaura",
      phone: "+254729083461",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-087: three services in one ask",
    says: ["I need a CV, a cover letter and LinkedIn", "Lorna Mbithe", "0711 940 635"],
    expect: {
      firstName: "Lorna",
      lastName: "Mbithe",
      phone: "+254711940635",
      services: ["CV Writing", "Cover Letters", "LinkedIn Optimization"],
    },
  },
  {
    name: "b26-088: CV then interview",
    says: [
      "Can you do my CV and then prepare me for the interview?",
      "Erick Wafula",
      "0746 258 037",
    ],
    expect: {
      firstName: "Erick",
      lastName: "Wafula",
      phone: "+254746258037",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b26-089: thesis editing and a cover letter, Dr.",
    says: [
      "Thesis editing, and also a cover letter for a lecturer job",
      "Dr. Hilda Chemutai",
      "hilda.chemutai@mu.ac.ke",
    ],
    expect: {
      firstName: "Hilda",
      lastName: "Chemutai",
      email: "hilda.chemutai@mu.ac.ke",
      services: ["Editing & Proofreading", "Cover Letters"],
    },
  },
  {
    name: "b26-090: company profile and staff training, a name that is a word",
    says: [
      "We need a company profile and a training for our staff",
      "Job Kiprop, Ngong Hills Hardware & Timber",
      "0721 870 246",
    ],
    expect: {
      firstName: "Job",
      lastName: "Kiprop",
      phone: "+254721870246",
      company: "Ngong Hills Hardware & Timber",
      services: ["Business Writing", "Corporate Training"],
    },
  },
  {
    name: "b26-091: misspelled LinkedIn and CV revamp",
    says: ["linkdin and cv revamp pls", "Yvonne Nyokabi", "0799 327 560"],
    expect: {
      firstName: "Yvonne",
      lastName: "Nyokabi",
      phone: "+254799327560",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b26-092: interview coaching plus career coaching",
    says: ["Interview coaching plus career coaching", "Ezekiel Mosonik", "0722 613 580"],
    expect: {
      firstName: "Ezekiel",
      lastName: "Mosonik",
      phone: "+254722613580",
      services: ["Interview Coaching", "Professional Development"],
    },
  },
  {
    name: "b26-093: cover letter declined",
    says: [
      "I want a CV and a cover letter",
      "Actually forget the cover letter, just the CV",
      "Pamela Adongo",
      "0728 390 174",
    ],
    expect: {
      firstName: "Pamela",
      lastName: "Adongo",
      phone: "+254728390174",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-094: LinkedIn postponed, interview instead",
    says: [
      "LinkedIn optimization please",
      "Hmm, on second thought I'll do LinkedIn next month; for now I only need interview coaching",
      "Austin Githinji",
      "0713 684 205",
    ],
    expect: {
      firstName: "Austin",
      lastName: "Githinji",
      phone: "+254713684205",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b26-095: CV replaced by a cover letter",
    says: [
      "I need a CV",
      "Sorry, I meant a cover letter, my CV is fine",
      "Millicent Awino",
      "millicent.awino@gmail.com",
    ],
    expect: {
      firstName: "Millicent",
      lastName: "Awino",
      email: "millicent.awino@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b26-096: profile postponed, training kept, (K) Ltd",
    says: [
      "We want corporate training and a company profile",
      "The profile can wait until next year, let's do the training",
      "Sylvia Mutheu, Athi River Packaging (K) Ltd",
      "0738 502 961",
    ],
    expect: {
      firstName: "Sylvia",
      lastName: "Mutheu",
      phone: "+254738502961",
      company: "Athi River Packaging (K) Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b26-097: CV declined after editing",
    says: [
      "Editing for my thesis and a CV",
      "No wait, no CV, I'll do that one myself",
      "Caleb Mutai",
      "0748 560 913",
    ],
    expect: {
      firstName: "Caleb",
      lastName: "Mutai",
      phone: "+254748560913",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b26-098: refuses the name twice",
    says: [
      "CV please",
      "Why do you need my name?",
      "I'd rather not say",
      "Use my email: nyakio.w@gmail.com",
    ],
    expect: { email: "nyakio.w@gmail.com", services: ["CV Writing"] },
  },
  {
    name: "b26-099: refuses the phone twice",
    says: [
      "Interview coaching",
      "Esau Kiptoo",
      "I don't want to give my phone",
      "No phone, sorry. Email is fine: esau.kiptoo@outlook.com",
    ],
    expect: {
      firstName: "Esau",
      lastName: "Kiptoo",
      email: "esau.kiptoo@outlook.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b26-100: refuses the name twice, gives a phone",
    says: [
      "I need my report edited",
      "I'd rather not give my name",
      "No name please, it's confidential",
      "0724 903 518",
    ],
    expect: { phone: "+254724903518", services: ["Editing & Proofreading"] },
  },
  {
    name: "b26-101: answers questions not asked first",
    says: [
      "Hi! I'm 28, I live in Ruiru, I've been a cashier for six years and I'm good with numbers. I want a CV.",
      "Monicah Wairimu",
      "I'm free on weekends too, and I don't mind meeting in town",
      "0796 410 283",
    ],
    expect: {
      firstName: "Monicah",
      lastName: "Wairimu",
      phone: "+254796410283",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-102: budget and deadline before the service",
    says: [
      "Budget is about 3,000 shillings and I need it by Thursday",
      "It's a cover letter for a procurement job at KenGen",
      "Oscar Kimutai",
      "0712 475 369",
    ],
    expect: {
      firstName: "Oscar",
      lastName: "Kimutai",
      phone: "+254712475369",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b26-103: email before anything else",
    says: [
      "My email is tirop.ann@gmail.com by the way",
      "I want interview coaching",
      "Annah Tirop",
    ],
    expect: {
      firstName: "Annah",
      lastName: "Tirop",
      email: "tirop.ann@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b26-104: very short: one-word name that is a word",
    says: ["cv", "wema", "0721590367"],
    expect: { firstName: "Wema", phone: "+254721590367", services: ["CV Writing"] },
  },
  {
    name: "b26-105: very short: a stray k",
    says: ["linkedin", "Tom Oyier", "k", "0702 847 193"],
    expect: {
      firstName: "Tom",
      lastName: "Oyier",
      phone: "+254702847193",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b26-106: very short: yes",
    says: ["interview", "Lena Chepkirui", "yes", "lena.chepkirui@gmail.com"],
    expect: {
      firstName: "Lena",
      lastName: "Chepkirui",
      email: "lena.chepkirui@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b26-107: very short: training for staff",
    says: ["training", "for my staff", "Ali Kassim", "0723 118 640"],
    expect: {
      firstName: "Ali",
      lastName: "Kassim",
      phone: "+254723118640",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b26-108: phone with hyphens and +254",
    says: ["A CV for a procurement assistant", "Kennedy Omollo", "+254-722-490-318"],
    expect: {
      firstName: "Kennedy",
      lastName: "Omollo",
      phone: "+254722490318",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-109: phone as 254 without plus",
    says: ["Cover letter please", "Rosemary Nduku", "254 733 206 519"],
    expect: {
      firstName: "Rosemary",
      lastName: "Nduku",
      phone: "+254733206519",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b26-110: phone in brackets",
    says: ["LinkedIn makeover", "Amos Kiptum", "(+254) 701 362 845"],
    expect: {
      firstName: "Amos",
      lastName: "Kiptum",
      phone: "+254701362845",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b26-111: phone in pairs",
    says: ["Mock interview for a hospital job", "Sophie Anyango", "07 29 15 48 36"],
    expect: {
      firstName: "Sophie",
      lastName: "Anyango",
      phone: "+254729154836",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b26-112: phone split over two messages",
    says: ["Editing my thesis", "Gilbert Ngetich", "0745 112", "938"],
    expect: {
      firstName: "Gilbert",
      lastName: "Ngetich",
      phone: "+254745112938",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b26-113: phone with +2541 and hyphens",
    says: ["Business plan for a cyber cafe", "Tracy Wangare", "0115-633-920"],
    expect: {
      firstName: "Tracy",
      lastName: "Wangare",
      phone: "+254115633920",
      services: ["Business Writing"],
    },
  },
  {
    name: "b26-114: phone +254 (0) with 010",
    says: [
      "Staff training for a hotel",
      "Newton Kahiga, Lake Naivasha Resort",
      "+254 (0) 102 745 861",
    ],
    expect: {
      firstName: "Newton",
      lastName: "Kahiga",
      phone: "+254102745861",
      company: "Lake Naivasha Resort",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b26-115: phone with words around",
    says: ["Youth programme for my niece", "Agatha Mukami", "call me on 0720 384571 after 6"],
    expect: {
      firstName: "Agatha",
      lastName: "Mukami",
      phone: "+254720384571",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b26-116: phone corrected",
    says: [
      "CV for a pharmacist",
      "Nancy Wavinya",
      "0791 503 286",
      "sorry wrong number, it's 0791 503 268",
    ],
    expect: {
      firstName: "Nancy",
      lastName: "Wavinya",
      phone: "+254791503268",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-117: Canadian number",
    says: [
      "I'm in Toronto and need a Kenyan-style CV for jobs back home",
      "Mildred Akello",
      "+1 (416) 555-0187",
    ],
    expect: {
      firstName: "Mildred",
      lastName: "Akello",
      phone: "+14165550187",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-118: Ugandan number",
    says: [
      "Interview coaching for an EAC interview in Arusha",
      "Ronald Ssekandi",
      "+256 772 409 613",
    ],
    expect: {
      firstName: "Ronald",
      lastName: "Ssekandi",
      phone: "+256772409613",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b26-119: Tanzanian number",
    says: [
      "We need a company profile for our tours company",
      "Neema Massawe, Kilima Safari Tours",
      "+255 754 318 206",
    ],
    expect: {
      firstName: "Neema",
      lastName: "Massawe",
      phone: "+255754318206",
      company: "Kilima Safari Tours",
      services: ["Business Writing"],
    },
  },
  {
    name: "b26-120: email with capitals",
    says: ["Please edit my journal article", "Wangeci Muriithi", "Wangeci.Muriithi@Gmail.com"],
    expect: {
      firstName: "Wangeci",
      lastName: "Muriithi",
      email: "wangeci.muriithi@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b26-121: email with a plus sign",
    says: ["I want career coaching", "Kipchirchir Sang", "kip.sang+jobs@gmail.com"],
    expect: {
      firstName: "Kipchirchir",
      lastName: "Sang",
      email: "kip.sang+jobs@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b26-122: email all in capitals",
    says: ["COVER LETTER FOR A NURSING JOB", "MAUREEN OTIENO", "MAUREEN.OTIENO@OUTLOOK.COM"],
    expect: {
      firstName: "Maureen",
      lastName: "Otieno",
      email: "maureen.otieno@outlook.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b26-123: email with a mistyped domain",
    says: ["Need a LinkedIn profile done", "Dismas Otuoma", "otuoma.d@gmial.com"],
    expect: {
      firstName: "Dismas",
      lastName: "Otuoma",
      email: "otuoma.d@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b26-124: name with an emoji inside",
    says: ["I'd like a CV please", "Sheila 🌸 Kanini", "0718 436 209"],
    expect: {
      firstName: "Sheila",
      lastName: "Kanini",
      phone: "+254718436209",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-125: name wrapped in sparkles",
    says: ["Interview coaching for a cabin crew interview", "✨Aisha Noor✨", "0710 826 543"],
    expect: {
      firstName: "Aisha",
      lastName: "Noor",
      phone: "+254710826543",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b26-126: name with a smile",
    says: ["cover letter for an internship", "Jamal Warsame 😊", "jamal.warsame@gmail.com"],
    expect: {
      firstName: "Jamal",
      lastName: "Warsame",
      email: "jamal.warsame@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b26-127: typo: my nme is",
    says: ["I need a CV for a sales job", "my nme is Derrick Otiende", "0795 271 638"],
    expect: {
      firstName: "Derrick",
      lastName: "Otiende",
      phone: "+254795271638",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-128: typo: myname is",
    says: ["linkedin optimisation", "myname is Lucas Oloo", "0727 460 913"],
    expect: {
      firstName: "Lucas",
      lastName: "Oloo",
      phone: "+254727460913",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b26-129: typo: naita",
    says: ["Nataka CV", "naita Wanjira Gichuru", "0713 095 742"],
    expect: {
      firstName: "Wanjira",
      lastName: "Gichuru",
      phone: "+254713095742",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-130: typo: nitwa",
    says: ["Nataka mafunzo ya interview", "nitwa Kahindi Charo", "0740 918 327"],
    expect: {
      firstName: "Kahindi",
      lastName: "Charo",
      phone: "+254740918327",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b26-131: honorific Eng.",
    says: [
      "I need career coaching for moving into management",
      "Eng. Mwangangi Musyoka",
      "0733 127 846",
    ],
    expect: {
      firstName: "Mwangangi",
      lastName: "Musyoka",
      phone: "+254733127846",
      services: ["Professional Development"],
    },
  },
  {
    name: "b26-132: honorific Rev. Fr.",
    says: [
      "Our parish youth need your youth programme",
      "Rev. Fr. Linus Kioko of St. Paul's Catholic Church",
      "0724 586 031",
    ],
    expect: {
      firstName: "Linus",
      lastName: "Kioko",
      phone: "+254724586031",
      company: "St. Paul's Catholic Church",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b26-133: honorific CPA",
    says: ["Proofreading of our audit report", "CPA Rahab Njeri", "rahab.njeri@gmail.com"],
    expect: {
      firstName: "Rahab",
      lastName: "Njeri",
      email: "rahab.njeri@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b26-134: three-word name",
    says: ["CV writing for a clinical officer", "Anne Chepchumba Koech", "0746 390 182"],
    expect: {
      firstName: "Anne",
      lastName: "Chepchumba Koech",
      phone: "+254746390182",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-135: four-word name",
    says: ["Interview coaching", "Mohamed Abdirahman Ali Farah", "0722 815 073"],
    expect: {
      firstName: "Mohamed",
      lastName: "Abdirahman Ali Farah",
      phone: "+254722815073",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b26-136: name that is a word: Sunday",
    says: ["I need a cover letter for a job at a hotel", "Sunday Lokwang", "0115 247 698"],
    expect: {
      firstName: "Sunday",
      lastName: "Lokwang",
      phone: "+254115247698",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b26-137: name that is a word: Blessing",
    says: ["LinkedIn please", "Blessing Awuor", "0757 913 024"],
    expect: {
      firstName: "Blessing",
      lastName: "Awuor",
      phone: "+254757913024",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b26-138: name that is a word: Charity",
    says: ["I want my CV done", "Charity Moraa", "0701 648 250"],
    expect: {
      firstName: "Charity",
      lastName: "Moraa",
      phone: "+254701648250",
      services: ["CV Writing"],
    },
  },
  {
    name: "b26-139: organisation with commas and &",
    says: [
      "We need our firm's profile rewritten",
      "Loise Kerubo, Mwangi, Otieno & Associates Advocates",
      "0720 937 415",
    ],
    expect: {
      firstName: "Loise",
      lastName: "Kerubo",
      phone: "+254720937415",
      company: "Mwangi, Otieno & Associates Advocates",
      services: ["Business Writing"],
    },
  },
  {
    name: "b26-140: county department",
    says: [
      "Customer service training for our health records staff",
      "Beth Wairimu, County Government of Nyeri, Department of Health Services",
      "beth.wairimu@nyeri.go.ke",
    ],
    expect: {
      firstName: "Beth",
      lastName: "Wairimu",
      email: "beth.wairimu@nyeri.go.ke",
      company: "County Government of Nyeri, Department of Health Services",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b26-141: a church",
    says: [
      "Our church needs a funding proposal for a new hall",
      "Elder Nahashon Gachanja, PCEA Kiserian Parish",
      "0729 361 508",
    ],
    expect: {
      firstName: "Nahashon",
      lastName: "Gachanja",
      phone: "+254729361508",
      company: "PCEA Kiserian Parish",
      services: ["Business Writing"],
    },
  },
  {
    name: "b26-142: a school asks for a career day",
    says: [
      "Can you run a career readiness programme for our form four leavers?",
      "Mr. Kipkemboi Tuwei, Kapsabet Boys High School",
      "0711 209 476",
    ],
    expect: {
      firstName: "Kipkemboi",
      lastName: "Tuwei",
      phone: "+254711209476",
      company: "Kapsabet Boys High School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b26-143: a SACCO wants training",
    says: [
      "Board training for our SACCO directors on governance",
      "Harriet Muthoni, Stima Wekeza SACCO",
      "0734 682 159",
    ],
    expect: {
      firstName: "Harriet",
      lastName: "Muthoni",
      phone: "+254734682159",
      company: "Stima Wekeza SACCO",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b26-144: (K) Ltd engineering firm",
    says: [
      "We need a tender document for a road contract",
      "Eng. Timothy Onsongo, Tana Engineering (K) Ltd",
      "t.onsongo@tanaeng.co.ke",
    ],
    expect: {
      firstName: "Timothy",
      lastName: "Onsongo",
      email: "t.onsongo@tanaeng.co.ke",
      company: "Tana Engineering (K) Ltd",
      services: ["Business Writing"],
    },
  },
];
