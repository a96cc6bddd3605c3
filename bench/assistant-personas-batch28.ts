import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 28 for `npm run bench:assistant`, written on 2026-12-03 by the helper
 * "asst-batch28", apart from the engine. Rules of apartness, as followed: nothing under server/,
 * app/ or tests/ was opened, listed or grepped, nor /work/firstruns/, nor bench/README.md, nor
 * bench/assistant.ts or any other bench runner; no history command was run (git commands:
 * `worktree add`, `status`, then `add`, commit, rebase, merge). `npx react-router typegen` was run
 * once, and again inside `npm run typecheck`.
 * What was read: the helper protocol; `ls bench/`; biome.json; bench/assistant-personas-batch4.ts
 * lines 1-50 (the type, its header and the opening of its life story);
 * bench/assistant-personas-batch27.ts lines 1-301 (its header, its seven life stories and
 * personas b27-001 to b27-012, up to the opening brace of the thirteenth entry), for format and
 * conventions only, after a grep for the line numbers of the name lines of b27-012 and b27-013
 * whose output was cut to the line numbers; content/services.ts (the services' names); the lines
 * of /work/shared/SPEC.md matching "hand-over", "handover", "chat widget" or "lead". The first
 * names seen in batch 27 (its first twelve personas, its life stories, and the names its header
 * lists as also words) were kept out of this batch by a throwaway script (outside the
 * repository), which also checked that no persona name, first name or phone repeats, that every
 * Kenyan phone is +2547/+2541 and 8 more digits, that each expected phone's digits appear in the
 * persona's lines, that every service is a content/services.ts `name`, and that emails are
 * expected in lower case. The bench was not run.
 *
 * The first 63 personas are ordinary visitors (one clear request, a name, a phone or email, in
 * everyday wording: a boda rider, nurses in Riyadh and Leeds, a county clerk, an NGO driver in
 * Lodwar, hotel staff in Diani and Naivasha, a church treasurer, retirees, a university lecturer,
 * teachers in Marsabit and Wajir, a jua kali fabricator, an online gig writer, a chama, a safari
 * guide, a house help, a mechanic, a baker, SACCO, hospital, school and CBO staff). The other 70
 * are harder: seven long life stories (a lecturer leaving academia in Eldoret, a SACCO's chief
 * executive in Embu and a retired deputy county commissioner, in English; a Laisamis teacher
 * before a TSC panel, in Swahili; a Kasarani delivery rider, in Sheng; a nurse in Dubai coming
 * home, in Swahili-English; a Kamukunji metal fundi, in Swahili-Sheng); seventeen Sheng or
 * Swahili-English personas and five in Swahili besides the stories; nine requests only by purpose;
 * two or three services in one message (eleven visitors kept all they asked for, two of them
 * asking for three; five more dropped one later); services declined, postponed or replaced
 * (thirteen, with "tuache", "wacha hiyo", "badala yake", "badala ya", "si sasa", "instead",
 * "leave it for next year", and three declined inside stories); a field refused twice (phone,
 * name, email); answers to questions not asked (three); very short replies (four); phones with
 * spaces, hyphens, 254 without plus, 254 with hyphens, brackets, "+254 (0)", pairs of digits,
 * digits only, 011 numbers, split over two messages (two), two corrected numbers and three
 * foreign numbers (UAE, UK, Saudi Arabia); emails with dots, a plus sign, capitals and three
 * mistyped domains; names with emoji (four); typos in "my name is", "naitwa" and "jina langu ni"
 * (four); sixteen honorifics (Dr., Mr., Mrs., Mwalimu, Mzee, Mama, Eng., Fr., Sr., Pst., Hon.);
 * three- and four-word names, "arap" and "Ole"; names that are also words (Faith, Moses, Mercy,
 * Patience, Innocent, Gift, Major, Charity, Blessing); organisations with "(K) Ltd", "&", commas,
 * "St.", a county department, four churches, three SACCOs, two schools, two hospitals, a nursing
 * home, a dispensary, two chamas, a women group and two CBOs.
 *
 * Expectation conventions as batch 27's: titles and honorifics are not part of the name;
 * `lastName` is everything after the first name; names written in capitals (or all in lower case)
 * are expected in ordinary case; emails in lower case, a mistyped domain corrected; a corrected
 * field replaces the first; a declined or postponed service is not expected, a replacing service
 * is; services in the order asked; a visitor who never gives a name has no `firstName`, and a
 * visitor who gives one name only has no `lastName`. Phones are expected in E.164, a foreign
 * number with its own country code. Not registered anywhere.
 */

export type Batch28Persona = Batch4Persona;

const storyLecturer = [
  "Good afternoon. I have taught economics at a public university in Eldoret for eleven years, first as a tutorial fellow and, since I finished my PhD, as a lecturer.",
  "In October the university told twelve of us on contract that our contracts would not be renewed because of budget cuts, and mine ends in January.",
  "I have published nine papers, supervised more than thirty master's students and done consultancies for two county governments on revenue collection.",
  "Several colleagues have moved to research NGOs and development agencies, and I think that is where my skills fit, but I have never applied for a job outside the university.",
  "I do not know how to present myself to those employers or which roles to target, and I worry that I will look like a pure academic.",
  "What I need is career coaching to plan this move out of academia, with someone who understands both worlds.",
  "I already have an academic CV of fourteen pages, so please do not sell me a CV now, the coaching comes first.",
  "I teach on Mondays and Tuesdays, so any other day works.",
  "I am Dr. Wilberforce Kiplimo Rotich.",
  "My mobile is 0722 430 815.",
].join(" ");

const storyTeacher = [
  "Hamjambo. Mimi ni mwalimu wa shule ya msingi huko Laisamis, kaunti ya Marsabit, na nimefundisha kwa miaka kumi na mbili.",
  "Watoto wetu wengi ni wa wafugaji, na wakati wa kiangazi familia huhamia mbali na mifugo, kwa hivyo darasa langu hubaki nusu tupu.",
  "Nimeanzisha mpango wa kusoma jioni kwa watoto wanaorudi, na wazazi wameupenda sana.",
  "Sasa TSC imetangaza nafasi za naibu mwalimu mkuu na nimeitwa kwa usaili mbele ya jopo mjini Marsabit tarehe kumi na tano.",
  "Sijawahi kuhojiwa na jopo tangu niajiriwe, na naogopa nitababaika nikiulizwa kuhusu usimamizi na sera mpya za elimu.",
  "Nataka mtu anifundishe jinsi ya kujibu maswali ya usaili na anifanyishe mazoezi kabla ya siku hiyo.",
  "Mtandao hapa ni hafifu, lakini naweza kupiga simu jioni nikiwa mjini.",
  "Jina langu ni Mwalimu Abdikadir Wario Godana.",
  "Nambari yangu ni 0724 318 956.",
].join(" ");

const storyRider = [
  "Wasee niaje, mi ni rider wa delivery apps, nimekuwa nikipiga hii kazi Kasarani na Roysambu for three years.",
  "Kabla ya hapo nilikuwa nasukuma mkokoteni Gikomba, so hustle naijua.",
  "Doh ya apps imeshuka sana, commission imepanda na bei ya mafuta pia, so siku zingine narudi keja na mia tano tu.",
  "Kuna company ya courier inatafuta dispatch riders wa permanent, na wanataka CV na copy ya DL.",
  "DL niko nayo, class A na B, na sijawahi shikwa na makosa ya barabara.",
  "Shida ni CV, sijawahi andika, na sijui nitaweka nini juu ya hii kazi ya apps.",
  "So nataka mnitengenezee CV ya kuapply hiyo job, kitu simple lakini ya maana.",
  "Mi naitwa Bravin Ochieng, mabeshte huniita Brayo.",
  "Namba ni 0113 604 279, ni ya M-Pesa pia.",
].join(" ");

const storyNurseDubai = [
  "Hello, habari. Mimi ni nurse, nimefanya kazi Dubai kwa private clinic for the last five years.",
  "Before that I was at a mission hospital in Kakamega for four years, in the maternity ward.",
  "Contract yangu inaisha March na nimeamua kurudi nyumbani, mama yangu ni mgonjwa na nataka kuwa karibu naye.",
  "Nimeona county governments zikitangaza nafasi za nursing officers, and also private hospitals in Nairobi.",
  "Problem ni kwamba CV yangu ni ya Gulf style, with my passport number, photo and visa status, na sijui kama inafaa Kenya.",
  "Pia kila advert inataka application letter, na mimi sijawahi kuandika moja tangu nimalize college.",
  "So I need a Kenyan-style CV and a cover letter I can adjust for each job.",
  "I am still in Dubai so WhatsApp is best, the time difference is one hour.",
  "Jina langu ni Immaculate Wairimu Gathoni.",
  "WhatsApp yangu ni +971 55 482 1097.",
].join(" ");

const storySacco = [
  "Good morning. I am the chief executive of a teachers' savings and credit cooperative in Embu with about 9,000 members and 34 staff in four branches.",
  "Our member satisfaction survey this year was poor: members complained about long queues, rude answers at the counter and loan officers who do not explain the terms.",
  "The board has asked me to do two things before the annual general meeting in April.",
  "First, a customer service training for all front office staff and loan officers, preferably in two groups so that the branches stay open.",
  "Second, a written customer service charter and a complaints handling policy that the board can approve.",
  "We tried writing the policy ourselves but it came out as a copy of another SACCO's document.",
  "Please send a proposal with the cost of both.",
  "My name is Mr. Cornelius Mbithi Kioko, of Ukweli Teachers, Staff & Community SACCO.",
  "Email ceo@ukwelisacco.co.ke, or call the office on 0720 684 317.",
].join(" ");

const storyJuaKali = [
  "Habari yenu. Mimi ni fundi wa chuma pale Kamukunji, natengeneza majiko, matangi ya maji na milango ya grill.",
  "Nimekuwa kwa hii kazi tangu 1998, nilianza kama kijana wa kusaidia fundi, sasa niko na workshop yangu na vijana sita.",
  "Kuna shirika moja la maendeleo limetangaza grant ya kusaidia mafundi kununua mashine za kisasa, na wanataka business plan.",
  "Mimi sikusoma sana, nilimaliza standard eight, na hesabu zangu naziweka kichwani na kwa kitabu kidogo.",
  "Nimeambiwa plan iwe na mauzo ya miaka mitatu, wateja wangu, na vile mashine itaongeza kazi.",
  "Mafunzo sitaki, nimeshaenda semina nyingi, nataka tu mtu aniandikie hiyo business plan vizuri.",
  "Deadline ya kupeleka ni mwisho wa mwezi.",
  "Mimi ni Mzee Josphat Gitonga Kariuki.",
  "Simu yangu ni 0722 746 031, nipigie mchana.",
].join(" ");

const storyRetiree = [
  "Good evening. I retired last year after thirty-four years in the provincial administration, the last six as a deputy county commissioner in Narok and Kajiado.",
  "I am sixty-one, healthy, and I do not want to sit at home.",
  "Several people have suggested that I apply for board positions in state corporations and county boards, and some adverts are out now.",
  "The last time I wrote a CV was in 1989, on a typewriter, and I am told board applications need a different kind of CV that shows governance experience.",
  "I would also value a few sessions with a coach on how to position myself for board roles at my age.",
  "My grandson keeps telling me to open a LinkedIn account, but I am not interested in that.",
  "I live in Kajiado, but I come to Nairobi every Thursday.",
  "I am Mzee Hezekiah Ole Sankale.",
  "Call me on +254 720 913 648.",
].join(" ");

export const batch28Personas: Batch28Persona[] = [
  // Ordinary visitors.
  {
    name: "b28-001: a boda rider's CV for a logistics company",
    says: [
      "I ride a boda in Kitengela and I want a CV to apply as a rider at a logistics company",
      "Dennis Wafula",
      "0712 304 871",
    ],
    expect: {
      firstName: "Dennis",
      lastName: "Wafula",
      phone: "+254712304871",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-002: a nurse in Riyadh coming home to a Kenyan hospital",
    says: [
      "I'm a nurse working in Riyadh and I need a CV for hospitals back home in Kenya",
      "Lilian Jepkemboi",
      "lilian.jepkemboi@gmail.com",
    ],
    expect: {
      firstName: "Lilian",
      lastName: "Jepkemboi",
      email: "lilian.jepkemboi@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-003: a county clerk before the public service board",
    says: [
      "I'm a clerk at the county and I have an interview with the county public service board, please help me prepare",
      "Samson Kiprono",
      "0722 618 094",
    ],
    expect: {
      firstName: "Samson",
      lastName: "Kiprono",
      phone: "+254722618094",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b28-004: an NGO driver's letter for a UN post in Lodwar",
    says: [
      "I drive for an NGO in Lodwar and I want an application letter for a UN driver vacancy",
      "Ekai Lokwawi",
      "0798 412 605",
    ],
    expect: {
      firstName: "Ekai",
      lastName: "Lokwawi",
      phone: "+254798412605",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b28-005: a Diani hotel receptionist's LinkedIn",
    says: [
      "I work at a hotel reception in Diani, I would like my LinkedIn profile improved",
      "Rukia Salim",
      "rukia.salim@outlook.com",
    ],
    expect: {
      firstName: "Rukia",
      lastName: "Salim",
      email: "rukia.salim@outlook.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b28-006: a church treasurer's annual report to proofread",
    says: [
      "I'm the treasurer of our church and I need our annual report proofread before the AGM",
      "Philemon Mwangi, AIC Mlolongo",
      "0733 591 208",
    ],
    expect: {
      firstName: "Philemon",
      lastName: "Mwangi",
      phone: "+254733591208",
      company: "AIC Mlolongo",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b28-007: a retired teacher planning a second career",
    says: [
      "I retired from teaching in June and I want career guidance on what to do next",
      "Jeremiah Nyakundi",
      "0720 145 936",
    ],
    expect: {
      firstName: "Jeremiah",
      lastName: "Nyakundi",
      phone: "+254720145936",
      services: ["Professional Development"],
    },
  },
  {
    name: "b28-008: a lecturer's journal article to edit",
    says: [
      "I'm a university lecturer and I need a journal article edited before submission",
      "Lucas Odhiambo",
      "lucas.odhiambo@uonbi.ac.ke",
    ],
    expect: {
      firstName: "Lucas",
      lastName: "Odhiambo",
      email: "lucas.odhiambo@uonbi.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b28-009: a Marsabit teacher's TSC interview",
    says: [
      "I teach in Marsabit and I've been invited for a TSC promotion interview, I need interview preparation",
      "Halima Guyo",
      "0716 820 347",
    ],
    expect: {
      firstName: "Halima",
      lastName: "Guyo",
      phone: "+254716820347",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b28-010: a jua kali fabricator's business plan",
    says: [
      "I make metal gates at Gikomba and I need a business plan for a loan",
      "Stephen Ndungu",
      "0724 903 516",
    ],
    expect: {
      firstName: "Stephen",
      lastName: "Ndungu",
      phone: "+254724903516",
      services: ["Business Writing"],
    },
  },
  {
    name: "b28-011: an online writer's LinkedIn for clients",
    says: [
      "I do online writing gigs and I want a LinkedIn profile that brings me clients",
      "Tabitha Njeri",
      "tabitha.njeri@gmail.com",
    ],
    expect: {
      firstName: "Tabitha",
      lastName: "Njeri",
      email: "tabitha.njeri@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b28-012: a chama's workshop on record keeping",
    says: [
      "Our chama wants a workshop for members on keeping records and investing",
      "Rosemary Akinyi, Tumaini Women Chama",
      "0741 287 630",
    ],
    expect: {
      firstName: "Rosemary",
      lastName: "Akinyi",
      phone: "+254741287630",
      company: "Tumaini Women Chama",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b28-013: a school leaver's first steps",
    says: [
      "I just finished form four and I want to join your programme for school leavers",
      "Ian Kipchumba",
      "0757 331 928",
    ],
    expect: {
      firstName: "Ian",
      lastName: "Kipchumba",
      phone: "+254757331928",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b28-014: an accountant aiming for finance manager",
    says: [
      "I'm an accountant and I want coaching to get promoted to finance manager",
      "Beatrice Moraa",
      "0111 460 283",
    ],
    expect: {
      firstName: "Beatrice",
      lastName: "Moraa",
      phone: "+254111460283",
      services: ["Professional Development"],
    },
  },
  {
    name: "b28-015: a security guard's CV",
    says: [
      "I'm a security guard and I need a CV for a supervisor job",
      "Fredrick Barasa",
      "0702 518 439",
    ],
    expect: {
      firstName: "Fredrick",
      lastName: "Barasa",
      phone: "+254702518439",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-016: customer care training at a sub-county hospital",
    says: [
      "We'd like customer care training for our nurses and front desk staff",
      "Daniel Kiplagat from Eldama Ravine Sub-County Hospital",
      "0725 730 614",
    ],
    expect: {
      firstName: "Daniel",
      lastName: "Kiplagat",
      phone: "+254725730614",
      company: "Eldama Ravine Sub-County Hospital",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b28-017: an electrician's letter for Kenya Power",
    says: [
      "Please write me a cover letter for an electrician job at Kenya Power",
      "Amos Chege",
      "0736 205 817",
    ],
    expect: {
      firstName: "Amos",
      lastName: "Chege",
      phone: "+254736205817",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b28-018: a PhD thesis to edit",
    says: [
      "I need my PhD thesis edited, it's about 250 pages",
      "Josephine Nafula",
      "josephine.nafula@yahoo.com",
    ],
    expect: {
      firstName: "Josephine",
      lastName: "Nafula",
      email: "josephine.nafula@yahoo.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b28-019: a CBO's grant proposal",
    says: [
      "We need help writing a grant proposal for our youth project",
      "Caroline Wambui from Sauti ya Vijana CBO",
      "0729 614 058",
    ],
    expect: {
      firstName: "Caroline",
      lastName: "Wambui",
      phone: "+254729614058",
      company: "Sauti ya Vijana CBO",
      services: ["Business Writing"],
    },
  },
  {
    name: "b28-020: a fresh graduate looking for an internship",
    says: [
      "I'm a fresh graduate in economics looking for an internship",
      "Kelvin Mutiso",
      "0795 227 143",
    ],
    expect: {
      firstName: "Kelvin",
      lastName: "Mutiso",
      phone: "+254795227143",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b28-021: a pharmacist's hospital interview",
    says: [
      "I have a pharmacist interview at a private hospital on Friday, can you do a mock interview with me?",
      "Yvonne Achieng",
      "0713 845 290",
    ],
    expect: {
      firstName: "Yvonne",
      lastName: "Achieng",
      phone: "+254713845290",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b28-022: a Mombasa chef planning a move to Qatar",
    says: [
      "I'm a chef in Mombasa and I want career advice on moving to work in Qatar",
      "Hamisi Juma",
      "0719 560 724",
    ],
    expect: {
      firstName: "Hamisi",
      lastName: "Juma",
      phone: "+254719560724",
      services: ["Professional Development"],
    },
  },
  {
    name: "b28-023: a sales rep's LinkedIn",
    says: [
      "I'm a medical sales rep and I want my LinkedIn optimised",
      "Victor Njoroge",
      "victor.njoroge@gmail.com",
    ],
    expect: {
      firstName: "Victor",
      lastName: "Njoroge",
      email: "victor.njoroge@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b28-024: tender documents for a builder",
    says: [
      "We need tender documents prepared for a county construction tender",
      "Stanley Kibet, Kerio Builders Ltd",
      "0722 094 361",
    ],
    expect: {
      firstName: "Stanley",
      lastName: "Kibet",
      phone: "+254722094361",
      company: "Kerio Builders Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b28-025: a mechanic's CV",
    says: ["I'm a motor vehicle mechanic and I need a CV", "Elijah Ouma", "0708 671 935"],
    expect: {
      firstName: "Elijah",
      lastName: "Ouma",
      phone: "+254708671935",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-026: a motivational talk for a school's teachers",
    says: [
      "We want a motivational talk for our teachers at the start of term",
      "Margaret Nyambura, Kiamariga Girls High School",
      "0720 386 412",
    ],
    expect: {
      firstName: "Margaret",
      lastName: "Nyambura",
      phone: "+254720386412",
      company: "Kiamariga Girls High School",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b28-027: a house help's CV",
    says: [
      "I work as a house help and I want a CV so I can apply to cleaning companies",
      "Everlyne Auma",
      "0745 903 126",
    ],
    expect: {
      firstName: "Everlyne",
      lastName: "Auma",
      phone: "+254745903126",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-028: a records officer's cover letter",
    says: [
      "I need a cover letter for a health records officer job",
      "Purity Chebet",
      "purity.chebet@gmail.com",
    ],
    expect: {
      firstName: "Purity",
      lastName: "Chebet",
      email: "purity.chebet@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b28-029: a surveyor's panel at the ministry",
    says: [
      "I'm a land surveyor and I have a panel interview at the Ministry of Lands, I need coaching",
      "Isaac Langat",
      "0710 248 597",
    ],
    expect: {
      firstName: "Isaac",
      lastName: "Langat",
      phone: "+254710248597",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b28-030: a final-year student's graduate programme",
    says: [
      "I'm in my final year at Maseno and I want to join your graduate programme",
      "Sharon Awino",
      "0790 563 482",
    ],
    expect: {
      firstName: "Sharon",
      lastName: "Awino",
      phone: "+254790563482",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b28-031: staff training at a SACCO",
    says: [
      "I'm the HR officer at our SACCO and we need staff training on ethics",
      "Lydia Kerubo, Ukulima Bora SACCO",
      "0734 819 025",
    ],
    expect: {
      firstName: "Lydia",
      lastName: "Kerubo",
      phone: "+254734819025",
      company: "Ukulima Bora SACCO",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b28-032: a Wajir teacher's letter for an NGO",
    says: [
      "I'm a teacher in Wajir and I need an application letter for an education officer job at an NGO",
      "Fatuma Abdi",
      "0723 176 548",
    ],
    expect: {
      firstName: "Fatuma",
      lastName: "Abdi",
      phone: "+254723176548",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b28-033: a bank officer changing to data analysis",
    says: [
      "I work in a bank and I want to change careers into data analysis, I need career coaching",
      "Martin Gachanja",
      "0727 408 193",
    ],
    expect: {
      firstName: "Martin",
      lastName: "Gachanja",
      phone: "+254727408193",
      services: ["Professional Development"],
    },
  },
  {
    name: "b28-034: a first novel to proofread",
    says: [
      "I've written my first novel and I need it proofread",
      "Evans Onyancha",
      "evans.onyancha@gmail.com",
    ],
    expect: {
      firstName: "Evans",
      lastName: "Onyancha",
      email: "evans.onyancha@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b28-035: a supermarket supervisor's CV",
    says: [
      "I'm a supermarket supervisor in Bungoma, please update my CV",
      "Wycliffe Simiyu",
      "0796 134 570",
    ],
    expect: {
      firstName: "Wycliffe",
      lastName: "Simiyu",
      phone: "+254796134570",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-036: a restaurant owner's business plan",
    says: [
      "I want a business plan for opening a second restaurant in Thika",
      "Zipporah Wanjiru",
      "0718 257 609",
    ],
    expect: {
      firstName: "Zipporah",
      lastName: "Wanjiru",
      phone: "+254718257609",
      services: ["Business Writing"],
    },
  },
  {
    name: "b28-037: a clinical officer's LinkedIn",
    says: [
      "I'm a clinical officer and I want a LinkedIn profile that recruiters notice",
      "Abel Kiprop",
      "0705 692 318",
    ],
    expect: {
      firstName: "Abel",
      lastName: "Kiprop",
      phone: "+254705692318",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b28-038: a TVET student's attachment",
    says: [
      "I'm a TVET student and I need help getting an attachment place",
      "Mitchelle Anyango",
      "0758 904 217",
    ],
    expect: {
      firstName: "Mitchelle",
      lastName: "Anyango",
      phone: "+254758904217",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b28-039: a Naivasha housekeeper's interview",
    says: [
      "I'm a housekeeping supervisor in Naivasha and I have an interview at a big resort, I need interview prep",
      "Teresia Wambura",
      "0712 639 480",
    ],
    expect: {
      firstName: "Teresia",
      lastName: "Wambura",
      phone: "+254712639480",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b28-040: a retired police officer's CV",
    says: [
      "I'm a retired police officer and I want a CV to work with security firms",
      "Julius Kirui",
      "0721 970 354",
    ],
    expect: {
      firstName: "Julius",
      lastName: "Kirui",
      phone: "+254721970354",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-041: a company profile for movers",
    says: [
      "We need a company profile for our moving company",
      "Ann Muthoni, Kitengela Movers",
      "0733 482 760",
    ],
    expect: {
      firstName: "Ann",
      lastName: "Muthoni",
      phone: "+254733482760",
      company: "Kitengela Movers",
      services: ["Business Writing"],
    },
  },
  {
    name: "b28-042: a church youth leader's programme",
    says: [
      "I lead the youth in our church and I want a career readiness programme for them",
      "Timothy Mwenda",
      "0714 805 629",
    ],
    expect: {
      firstName: "Timothy",
      lastName: "Mwenda",
      phone: "+254714805629",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b28-043: a letter for an international school",
    says: [
      "I need a cover letter for a teaching job at an international school",
      "Sylvia Nekesa",
      "sylvia.nekesa@gmail.com",
    ],
    expect: {
      firstName: "Sylvia",
      lastName: "Nekesa",
      email: "sylvia.nekesa@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b28-044: a procurement officer's promotion",
    says: [
      "I'm a procurement officer and I'd like coaching for a promotion",
      "Bernard Koech",
      "0702 361 847",
    ],
    expect: {
      firstName: "Bernard",
      lastName: "Koech",
      phone: "+254702361847",
      services: ["Professional Development"],
    },
  },
  {
    name: "b28-045: an ICT officer's LinkedIn for remote work",
    says: [
      "I'm an ICT officer and I want my LinkedIn improved so I can get remote jobs",
      "Allan Mugo",
      "0797 518 236",
    ],
    expect: {
      firstName: "Allan",
      lastName: "Mugo",
      phone: "+254797518236",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b28-046: teamwork training at a mill",
    says: [
      "We want a team building session for our factory staff",
      "Gladys Chepngetich, Nzoia Millers",
      "0729 047 615",
    ],
    expect: {
      firstName: "Gladys",
      lastName: "Chepngetich",
      phone: "+254729047615",
      company: "Nzoia Millers",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b28-047: a lab technician's CV",
    says: ["I'm a lab technician, I need a new CV", "Dorcas Jelimo", "0768 350 912"],
    expect: {
      firstName: "Dorcas",
      lastName: "Jelimo",
      phone: "+254768350912",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-048: an NGO's research report to edit",
    says: [
      "Can you edit a research report for our NGO before we send it to the donor?",
      "Hassan Omar",
      "hassan.omar@gmail.com",
    ],
    expect: {
      firstName: "Hassan",
      lastName: "Omar",
      email: "hassan.omar@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b28-049: a college leaver's first job",
    says: [
      "I finished college last year and I'm looking for my first job",
      "Duncan Waweru",
      "0791 273 508",
    ],
    expect: {
      firstName: "Duncan",
      lastName: "Waweru",
      phone: "+254791273508",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b28-050: a nurse in Leeds applying to Canada",
    says: [
      "I'm a Kenyan nurse working in Leeds and I need a CV for jobs in Canada",
      "Millicent Atieno",
      "millicent.atieno@gmail.com",
    ],
    expect: {
      firstName: "Millicent",
      lastName: "Atieno",
      email: "millicent.atieno@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-051: a waiter's letter for a cruise ship",
    says: [
      "I need an application letter for a waiter job on a cruise ship",
      "Salim Mwinyi",
      "0711 804 532",
    ],
    expect: {
      firstName: "Salim",
      lastName: "Mwinyi",
      phone: "+254711804532",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b28-052: a security firm's proposal",
    says: [
      "We need a proposal written to bid for guarding a shopping mall",
      "Jackson Mbugua, Usalama Guards",
      "0725 613 490",
    ],
    expect: {
      firstName: "Jackson",
      lastName: "Mbugua",
      phone: "+254725613490",
      company: "Usalama Guards",
      services: ["Business Writing"],
    },
  },
  {
    name: "b28-053: a sign language interpreter's CV",
    says: ["I'm a sign language interpreter and I need a CV", "Mary Wanza", "0743 290 815"],
    expect: {
      firstName: "Mary",
      lastName: "Wanza",
      phone: "+254743290815",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-054: a head teacher's promotion interview",
    says: [
      "I'm a deputy head teacher and I have a promotion interview next month, I need interview coaching",
      "Gideon Muriuki",
      "0115 574 163",
    ],
    expect: {
      firstName: "Gideon",
      lastName: "Muriuki",
      phone: "+254115574163",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b28-055: a social worker's career change",
    says: [
      "I'm a social worker and I'm thinking of a career change into HR, I'd like some career coaching",
      "Lucy Wangui",
      "lucy.wangui@gmail.com",
    ],
    expect: {
      firstName: "Lucy",
      lastName: "Wangui",
      email: "lucy.wangui@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b28-056: an agronomist's LinkedIn",
    says: [
      "I'm an agronomist and I want my LinkedIn profile redone",
      "Felix Otieno",
      "0717 940 326",
    ],
    expect: {
      firstName: "Felix",
      lastName: "Otieno",
      phone: "+254717940326",
      services: ["LinkedIn Optimization"],
    },
  },

  {
    name: "b28-057: a baker's CV",
    says: [
      "I'm a pastry baker and I want a CV for a job at a big bakery",
      "Joyce Nasimiyu",
      "0741 935 602",
    ],
    expect: {
      firstName: "Joyce",
      lastName: "Nasimiyu",
      phone: "+254741935602",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-058: a loan officer's cover letter",
    says: [
      "Please help me with a cover letter for a loan officer job at a microfinance bank",
      "Hillary Rono",
      "0706 352 819",
    ],
    expect: {
      firstName: "Hillary",
      lastName: "Rono",
      phone: "+254706352819",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b28-059: an NGO field officer's interview",
    says: [
      "I'm a field officer with an NGO in Turkana and I have an interview for a coordinator post, I'd like a mock interview",
      "Judith Ekiru",
      "0792 516 304",
    ],
    expect: {
      firstName: "Judith",
      lastName: "Ekiru",
      phone: "+254792516304",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b28-060: a retired nurse's health booklet to edit",
    says: [
      "I'm a retired nurse and I wrote a booklet on caring for diabetic patients at home, I need it edited",
      "Florence Chepkirui",
      "florence.chepkirui@gmail.com",
    ],
    expect: {
      firstName: "Florence",
      lastName: "Chepkirui",
      email: "florence.chepkirui@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b28-061: a Maasai Mara guide's LinkedIn",
    says: [
      "I'm a safari guide in the Maasai Mara and I want a LinkedIn profile for tour companies abroad",
      "Lemayian Saitoti",
      "0723 845 016",
    ],
    expect: {
      firstName: "Lemayian",
      lastName: "Saitoti",
      phone: "+254723845016",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b28-062: a shuttle company's profile",
    says: [
      "We need a company profile for our shuttle business to get corporate clients",
      "Titus Kamotho, Kangema Shuttle Services",
      "0728 609 431",
    ],
    expect: {
      firstName: "Titus",
      lastName: "Kamotho",
      phone: "+254728609431",
      company: "Kangema Shuttle Services",
      services: ["Business Writing"],
    },
  },
  {
    name: "b28-063: staff training at a nursing home",
    says: [
      "We would like a staff training on teamwork for our nursing home",
      "Rachel Adongo, Bondo Nursing Home",
      "0736 814 275",
    ],
    expect: {
      firstName: "Rachel",
      lastName: "Adongo",
      phone: "+254736814275",
      company: "Bondo Nursing Home",
      services: ["Corporate Training"],
    },
  },

  // Harder visitors: long life stories.
  {
    name: "b28-064: a lecturer leaving academia (story, English)",
    says: [storyLecturer],
    expect: {
      firstName: "Wilberforce",
      lastName: "Kiplimo Rotich",
      phone: "+254722430815",
      services: ["Professional Development"],
    },
  },
  {
    name: "b28-065: a Laisamis teacher's panel (story, Swahili)",
    says: [storyTeacher],
    expect: {
      firstName: "Abdikadir",
      lastName: "Wario Godana",
      phone: "+254724318956",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b28-066: a delivery rider's first CV (story, Sheng)",
    says: [storyRider],
    expect: {
      firstName: "Bravin",
      lastName: "Ochieng",
      phone: "+254113604279",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-067: a nurse in Dubai coming home (story, Swahili-English)",
    says: [storyNurseDubai],
    expect: {
      firstName: "Immaculate",
      lastName: "Wairimu Gathoni",
      phone: "+971554821097",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b28-068: a SACCO's training and charter (story, English)",
    says: [storySacco],
    expect: {
      firstName: "Cornelius",
      lastName: "Mbithi Kioko",
      email: "ceo@ukwelisacco.co.ke",
      phone: "+254720684317",
      company: "Ukweli Teachers, Staff & Community SACCO",
      services: ["Corporate Training", "Business Writing"],
    },
  },
  {
    name: "b28-069: a Kamukunji fundi's grant plan (story, Swahili-Sheng)",
    says: [storyJuaKali],
    expect: {
      firstName: "Josphat",
      lastName: "Gitonga Kariuki",
      phone: "+254722746031",
      services: ["Business Writing"],
    },
  },
  {
    name: "b28-070: a retired administrator seeking boards (story, English)",
    says: [storyRetiree],
    expect: {
      firstName: "Hezekiah",
      lastName: "Ole Sankale",
      phone: "+254720913648",
      services: ["CV Writing", "Professional Development"],
    },
  },

  // Harder visitors: Sheng and Swahili-English.
  {
    name: "b28-071: Sheng, a stores CV with a hyphenated number",
    says: ["Niaje, nataka CV ya kuapply job ya stores", "Naitwa Kevin Mwangi", "0729-381-604"],
    expect: {
      firstName: "Kevin",
      lastName: "Mwangi",
      phone: "+254729381604",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-072: a county panel tomorrow, a typo in naitwa, 254 without plus",
    says: [
      "Nataka mtu anisaidie na interview ya kesho, niko na panel ya county",
      "Naitw Pauline Akoth",
      "254 711 593 027",
    ],
    expect: {
      firstName: "Pauline",
      lastName: "Akoth",
      phone: "+254711593027",
      services: ["Interview Coaching"],
    },
  },

  // Harder visitors: requests only by purpose.
  {
    name: "b28-073: something recruiters find online, a name with emoji, a capital in the email",
    says: [
      "I need something recruiters can find when they search for me online, right now there's nothing",
      "Faith Mumbua 🌻",
      "faith.mumbua@Gmail.com",
    ],
    expect: {
      firstName: "Faith",
      lastName: "Mumbua",
      email: "faith.mumbua@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b28-074: not freezing before a panel, a number in brackets",
    says: [
      "Help me not freeze in front of a panel, I always go blank when they start asking",
      "Moses Kiprotich",
      "(0720) 461 935",
    ],
    expect: {
      firstName: "Moses",
      lastName: "Kiprotich",
      phone: "+254720461935",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b28-075: staff quarrelling with customers at a shop with an ampersand",
    says: [
      "Our people keep quarrelling with customers at the counter, something has to change",
      "Mercy Wanjala, Tuinuane Supermarket & Hardware",
      "0733 805 162",
    ],
    expect: {
      firstName: "Mercy",
      lastName: "Wanjala",
      phone: "+254733805162",
      company: "Tuinuane Supermarket & Hardware",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b28-076: showing the bank how poultry pays a loan back",
    says: [
      "The bank wants to see on paper how my poultry farm will repay the loan, I don't know how to put it together",
      "Patience Naliaka",
      "0798 560 241",
    ],
    expect: {
      firstName: "Patience",
      lastName: "Naliaka",
      phone: "+254798560241",
      services: ["Business Writing"],
    },
  },
  {
    name: "b28-077: a daughter sitting at home after her diploma",
    says: [
      "My daughter finished her diploma in June and she's just sitting at home, I want someone to get her ready for the job market",
      "Monica Kanini",
      "0715 276 049",
    ],
    expect: {
      firstName: "Monica",
      lastName: "Kanini",
      phone: "+254715276049",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b28-078: a report the examiners won't fault, a plus sign in the email",
    says: [
      "I want someone to go through my project report so the examiners don't find mistakes in the language",
      "Innocent Kiptanui",
      "innocent.kiptanui+report@gmail.com",
    ],
    expect: {
      firstName: "Innocent",
      lastName: "Kiptanui",
      email: "innocent.kiptanui+report@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b28-079: nine years an assistant, a three-word name",
    says: [
      "I've been an administrative assistant for nine years and I want someone to help me plan how to move to the next level",
      "Gift Atieno Odera",
      "0722 903 174",
    ],
    expect: {
      firstName: "Gift",
      lastName: "Atieno Odera",
      phone: "+254722903174",
      services: ["Professional Development"],
    },
  },
  {
    name: "b28-080: a one-page letter of suitability, a first name that is a rank",
    says: [
      "The advert says to attach a one-page letter explaining why I am suitable for the job, and I've never written one",
      "My name is Major Kyalo Wambua, Major is my real name, not a rank 😄",
      "+254 741 602 385",
    ],
    expect: {
      firstName: "Major",
      lastName: "Kyalo Wambua",
      phone: "+254741602385",
      services: ["Cover Letters"],
    },
  },

  // Harder visitors: two or three services in one message.
  {
    name: "b28-081: a CV and a letter for a Diani hotel, a three-word name",
    says: [
      "I need a CV and a cover letter for a hotel job in Diani",
      "Rashid Mohamed Said",
      "0712 058 346",
    ],
    expect: {
      firstName: "Rashid",
      lastName: "Mohamed Said",
      phone: "+254712058346",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b28-082: three services for a move to Nairobi",
    says: [
      "CV, LinkedIn and interview prep please, I'm relocating to Nairobi and job hunting",
      "Priscilla Jebet",
      "priscilla.jebet@yahoo.com",
    ],
    expect: {
      firstName: "Priscilla",
      lastName: "Jebet",
      email: "priscilla.jebet@yahoo.com",
      services: ["CV Writing", "LinkedIn Optimization", "Interview Coaching"],
    },
  },
  {
    name: "b28-083: Sheng, a CV and a dead LinkedIn",
    says: [
      "Nataka CV na pia mnidu LinkedIn yangu, iko dead kabisa",
      "Mi ni Ronnie Gathua",
      "0790 447 318",
    ],
    expect: {
      firstName: "Ronnie",
      lastName: "Gathua",
      phone: "+254790447318",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b28-084: Eng., a company profile and staff training, a (K) Ltd with an ampersand",
    says: [
      "We need a company profile and a customer service training for our site staff",
      "Eng. Samuel Kiprop Chirchir, Chirchir & Sons Contractors (K) Ltd",
      "0722 381 590",
    ],
    expect: {
      firstName: "Samuel",
      lastName: "Kiprop Chirchir",
      phone: "+254722381590",
      company: "Chirchir & Sons Contractors (K) Ltd",
      services: ["Business Writing", "Corporate Training"],
    },
  },
  {
    name: "b28-085: interview coaching and career coaching for a branch manager post",
    says: [
      "I'd like interview coaching and career coaching, I have a promotion interview for branch manager",
      "Rebecca Chelangat",
      "0708 935 472",
    ],
    expect: {
      firstName: "Rebecca",
      lastName: "Chelangat",
      phone: "+254708935472",
      services: ["Interview Coaching", "Professional Development"],
    },
  },
  {
    name: "b28-086: a thesis and a scholarship letter, a typo in jina langu, a mistyped domain",
    says: [
      "Nataka thesis yangu iproofreadiwe na pia cover letter ya PhD scholarship",
      "Jina lang ni Obadiah Mokaya Onsongo",
      "obadiah.onsongo@gmail.con",
    ],
    expect: {
      firstName: "Obadiah",
      lastName: "Mokaya Onsongo",
      email: "obadiah.onsongo@gmail.com",
      services: ["Editing & Proofreading", "Cover Letters"],
    },
  },
  {
    name: "b28-087: Swahili, three services for a juice company, Mama",
    says: [
      "Tunahitaji mafunzo ya wafanyakazi, company profile, na CV mpya ya meneja wetu",
      "Naitwa Mama Khadija Swaleh, Pwani Fresh Juices",
      "0722 640 381",
    ],
    expect: {
      firstName: "Khadija",
      lastName: "Swaleh",
      phone: "+254722640381",
      company: "Pwani Fresh Juices",
      services: ["Corporate Training", "Business Writing", "CV Writing"],
    },
  },

  // Harder visitors: services declined, postponed or replaced.
  {
    name: "b28-088: a letter replaced by a CV later (English)",
    says: [
      "I want a cover letter for a research assistant job at KEMRI",
      "Sophia Nduku",
      "0713 470 958",
      "Actually, instead of the letter, I'd rather have my whole CV redone",
    ],
    expect: {
      firstName: "Sophia",
      lastName: "Nduku",
      phone: "+254713470958",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-089: tuache LinkedIn (Swahili)",
    says: [
      "Nataka CV na LinkedIn",
      "Naitwa Wanjiku Njambi",
      "0725 194 836",
      "Tuache LinkedIn kwa sasa, CV tu",
    ],
    expect: {
      firstName: "Wanjiku",
      lastName: "Njambi",
      phone: "+254725194836",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-090: wacha hiyo CV (Sheng)",
    says: [
      "Nataka interview coaching na CV",
      "Mi ni Dickson Otieno",
      "0794 612 053",
      "Wacha hiyo CV, niko nayo. Interview tu.",
    ],
    expect: {
      firstName: "Dickson",
      lastName: "Otieno",
      phone: "+254794612053",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b28-091: Fr., badala yake a proposal, a parish with St. and a comma",
    says: [
      "Tulikuwa tunataka training ya team building kwa wafanyakazi wa parokia",
      "Fr. Anthony Mutua Kilonzo, St. Monica's Parish, Kitui",
      "0720 815 376",
      "Badala yake, tungependa mtu atuandikie proposal ya mradi wa maji",
    ],
    expect: {
      firstName: "Anthony",
      lastName: "Mutua Kilonzo",
      phone: "+254720815376",
      company: "St. Monica's Parish, Kitui",
      services: ["Business Writing"],
    },
  },
  {
    name: "b28-092: interview coaching si sasa (Swahili-English)",
    says: [
      "Nataka CV na interview coaching",
      "Naitwa Loise Muthoni",
      "0743 518 609",
      "Interview coaching si sasa, nitarudi later. CV kwanza.",
    ],
    expect: {
      firstName: "Loise",
      lastName: "Muthoni",
      phone: "+254743518609",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-093: coaching left for next year (English)",
    says: [
      "Can you do my LinkedIn and also coach me for a career change into HR?",
      "Cheryl Achieng",
      "cheryl.achieng@gmail.com",
      "Let's leave the coaching for next year, just LinkedIn for now",
    ],
    expect: {
      firstName: "Cheryl",
      lastName: "Achieng",
      email: "cheryl.achieng@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b28-094: badala ya cover letter a CV (Sheng), an 011 number",
    says: [
      "Bro nataka cover letter",
      "Ni Austin Omondi",
      "0112 459 630",
      "Aah badala ya cover letter nifanyie tu CV mpya",
    ],
    expect: {
      firstName: "Austin",
      lastName: "Omondi",
      phone: "+254112459630",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-095: not a CV, a video interview with a company in Germany",
    says: [
      "Not a CV, I have one. I need someone to prepare me for a video interview with a company in Germany",
      "Tobias Makokha",
      "+254 757 209 481",
    ],
    expect: {
      firstName: "Tobias",
      lastName: "Makokha",
      phone: "+254757209481",
      services: ["Interview Coaching"],
    },
  },

  // Harder visitors: a field refused twice.
  {
    name: "b28-096: a church magazine, the phone refused twice",
    says: [
      "I'd like our church magazine proofread before printing",
      "Deborah Wambui, PCEA Kahawa Church",
      "I'd rather not share my phone",
      "No, please, no phone",
      "deborah.wambui@gmail.com",
    ],
    expect: {
      firstName: "Deborah",
      lastName: "Wambui",
      email: "deborah.wambui@gmail.com",
      company: "PCEA Kahawa Church",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b28-097: a barista's CV, the name refused twice",
    says: [
      "Need a CV for a barista job",
      "Why do you need my name?",
      "I'd rather not say",
      "0719 802 635",
    ],
    expect: {
      phone: "+254719802635",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-098: a salon business plan, the email refused twice",
    says: [
      "Nataka business plan ya salon yangu",
      "Naitwa Charity Mumbi",
      "Sina email",
      "Sitaki kutoa email, nipigie tu",
      "0724 561 098",
    ],
    expect: {
      firstName: "Charity",
      lastName: "Mumbi",
      phone: "+254724561098",
      services: ["Business Writing"],
    },
  },

  // Harder visitors: answers to questions not asked.
  {
    name: "b28-099: Saturdays and a budget, unasked",
    says: [
      "Hi, I need interview coaching",
      "I'm available on Saturdays after 10",
      "Jacinta Wairimu",
      "0710 593 628",
      "My budget is around 3,000 shillings",
    ],
    expect: {
      firstName: "Jacinta",
      lastName: "Wairimu",
      phone: "+254710593628",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b28-100: the staff count before the request, a Ltd",
    says: [
      "We have 40 staff, mostly sales, in Thika and Ruiru",
      "We want a training on time management",
      "Stella Mwikali, Thika Road Motors Ltd",
      "0733 116 908",
    ],
    expect: {
      firstName: "Stella",
      lastName: "Mwikali",
      phone: "+254733116908",
      company: "Thika Road Motors Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b28-101: the price asked first, a student's attachment",
    says: [
      "How much is it? I'm a student",
      "I need help with my attachment applications",
      "Nelly Chepkurui",
      "0768 201 473",
    ],
    expect: {
      firstName: "Nelly",
      lastName: "Chepkurui",
      phone: "+254768201473",
      services: ["Youth Programs"],
    },
  },

  // Harder visitors: very short replies.
  {
    name: "b28-102: cv, one name, digits only",
    says: ["cv", "Kamau", "0722113457"],
    expect: {
      firstName: "Kamau",
      phone: "+254722113457",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-103: linkedin, two words, an email",
    says: ["linkedin", "Ahmed Noor", "ahmed.noor@hotmail.com"],
    expect: {
      firstName: "Ahmed",
      lastName: "Noor",
      email: "ahmed.noor@hotmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b28-104: training, one name and a chama",
    says: ["training", "Nyokabi, Kaa Pamoja Chama", "0727580314"],
    expect: {
      firstName: "Nyokabi",
      phone: "+254727580314",
      company: "Kaa Pamoja Chama",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b28-105: proofreading, Dr., a university email",
    says: ["proofreading", "Dr. Olive Mbatha", "olive.mbatha@ku.ac.ke"],
    expect: {
      firstName: "Olive",
      lastName: "Mbatha",
      email: "olive.mbatha@ku.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },

  // Harder visitors: phones written every way.
  {
    name: "b28-106: a clinical officer's interview, the phone split over two messages",
    says: [
      "I want help with an interview for a clinical officer job",
      "Alice Nyaboke",
      "0721 34",
      "8 905",
    ],
    expect: {
      firstName: "Alice",
      lastName: "Nyaboke",
      phone: "+254721348905",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b28-107: a Safaricom internship letter, a corrected number",
    says: [
      "Cover letter for a Safaricom internship",
      "Fidel Ochieng",
      "0711 245 806",
      "Sorry, wrong number, it's 0711 245 860",
    ],
    expect: {
      firstName: "Fidel",
      lastName: "Ochieng",
      phone: "+254711245860",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b28-108: a care worker in the UK, a UK number",
    says: [
      "I'm a care worker in the UK and I want a CV to apply for senior carer roles",
      "Roselyne Kemunto",
      "+44 7911 482 530",
    ],
    expect: {
      firstName: "Roselyne",
      lastName: "Kemunto",
      phone: "+447911482530",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-109: a house manager in Saudi, a Saudi number (Swahili-English)",
    says: [
      "Niko Saudi kama house manager, nataka CV ya kurudi kufanya kazi ya hotel Nairobi",
      "Naitwa Mwajuma Hassani",
      "+966 55 318 4027",
    ],
    expect: {
      firstName: "Mwajuma",
      lastName: "Hassani",
      phone: "+966553184027",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-110: Hon., a ward's school leavers, 254 with hyphens",
    says: [
      "I'm the MCA for Sololo ward and I want a career readiness programme for the form four leavers and graduates in my ward",
      "Hon. Ibrahim Dida Jillo",
      "254-722-690-148",
    ],
    expect: {
      firstName: "Ibrahim",
      lastName: "Dida Jillo",
      phone: "+254722690148",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b28-111: a driver trainer's CV, the phone in pairs with hyphens",
    says: [
      "I train learner drivers and I want a CV for a driving school instructor job",
      "Noah Kipkemoi",
      "My number is 0717-44-38-21",
    ],
    expect: {
      firstName: "Noah",
      lastName: "Kipkemoi",
      phone: "+254717443821",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-112: Sr., customer care at a dispensary, an 0110 number",
    says: [
      "We need customer care training for the staff at our dispensary",
      "Sr. Agatha Kalondu Musembi, Our Lady of Mercy Dispensary",
      "0110 378 256",
    ],
    expect: {
      firstName: "Agatha",
      lastName: "Kalondu Musembi",
      phone: "+254110378256",
      company: "Our Lady of Mercy Dispensary",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b28-113: Pst., a church project proposal, +254 (0)",
    says: [
      "Our church needs a project proposal for a nursery school we want to build",
      "Pst. Jared Owino Ogola, Deliverance Church Kondele",
      "+254 (0)729 660 215",
    ],
    expect: {
      firstName: "Jared",
      lastName: "Owino Ogola",
      phone: "+254729660215",
      company: "Deliverance Church Kondele",
      services: ["Business Writing"],
    },
  },

  // Harder visitors: emails and names written oddly.
  {
    name: "b28-114: a name and an email in capitals",
    says: [
      "I need a cover letter for a customer service job at an airline",
      "NANCY WAMBUI KARANJA",
      "NANCY.WAMBUI.K@GMAIL.COM",
    ],
    expect: {
      firstName: "Nancy",
      lastName: "Wambui Karanja",
      email: "nancy.wambui.k@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b28-115: a quantity surveyor's LinkedIn, yahooo",
    says: [
      "I'm a quantity surveyor and I want a LinkedIn makeover",
      "Oscar Kimutai",
      "oscar.kimutai@yahooo.com",
    ],
    expect: {
      firstName: "Oscar",
      lastName: "Kimutai",
      email: "oscar.kimutai@yahoo.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b28-116: a hospital policy manual to edit, outlok",
    says: [
      "Please edit our hospital's policy manual, the grammar is poor",
      "Hellen Adhiambo",
      "hellen.adhiambo@outlok.com",
    ],
    expect: {
      firstName: "Hellen",
      lastName: "Adhiambo",
      email: "hellen.adhiambo@outlook.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b28-117: a name between sparkles, a graduate",
    says: [
      "I'm a fresh graduate and I don't know where to start looking for a job",
      "✨Blessing Akoth✨",
      "0726 418 350",
    ],
    expect: {
      firstName: "Blessing",
      lastName: "Akoth",
      phone: "+254726418350",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b28-118: a typo in my name is, a hotel manager's growth",
    says: [
      "I'm a front office manager at a hotel in Nanyuki and I want career coaching to become a general manager",
      "my naem is Edwin Kariuki",
      "0726 904 158",
    ],
    expect: {
      firstName: "Edwin",
      lastName: "Kariuki",
      phone: "+254726904158",
      services: ["Professional Development"],
    },
  },
  {
    name: "b28-119: a typo in jina langu ni, a bank interview",
    says: [
      "Nina interview ya bank wiki ijayo, naomba mnisaidie kujiandaa",
      "jna langu ni Salome Wangeci",
      "0748 620 391",
    ],
    expect: {
      firstName: "Salome",
      lastName: "Wangeci",
      phone: "+254748620391",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b28-120: Mzee, a memoir to edit, arap",
    says: [
      "I have written my memoir about forty years in the tea industry and I need it edited",
      "Mzee Kipsang arap Tanui",
      "0720 305 914",
    ],
    expect: {
      firstName: "Kipsang",
      lastName: "arap Tanui",
      phone: "+254720305914",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b28-121: Mama, a women group's business plan",
    says: [
      "Kikundi chetu cha akina mama kinataka business plan ya kufuga ng'ombe wa maziwa",
      "Mama Veronica Mueni, Wamama Tujiinue Women Group",
      "0711 672 903",
    ],
    expect: {
      firstName: "Veronica",
      lastName: "Mueni",
      phone: "+254711672903",
      company: "Wamama Tujiinue Women Group",
      services: ["Business Writing"],
    },
  },
  {
    name: "b28-122: Dr., training at a county referral hospital",
    says: [
      "I'd like a workshop on stress management for our doctors and nurses",
      "Dr. Benson Mutai, Kapsabet County Referral Hospital",
      "0722 557 016",
    ],
    expect: {
      firstName: "Benson",
      lastName: "Mutai",
      phone: "+254722557016",
      company: "Kapsabet County Referral Hospital",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b28-123: a county department with commas",
    says: [
      "We want training for our extension officers on report writing and communication",
      "Eunice Kwamboka, Department of Agriculture, Livestock and Fisheries, Kisii County",
      "eunice.kwamboka@kisii.go.ke",
    ],
    expect: {
      firstName: "Eunice",
      lastName: "Kwamboka",
      email: "eunice.kwamboka@kisii.go.ke",
      company: "Department of Agriculture, Livestock and Fisheries, Kisii County",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b28-124: Mrs., a girls' school's career day, St.",
    says: [
      "We want a career readiness session for our form four students",
      "Mrs. Jane Mwende Kitheka, St. Teresa's Girls Secondary School",
      "0734 227 590",
    ],
    expect: {
      firstName: "Jane",
      lastName: "Mwende Kitheka",
      phone: "+254734227590",
      company: "St. Teresa's Girls Secondary School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b28-125: a Kibera CBO's concept note",
    says: [
      "We need a concept note for a donor, it's for a girls' football and mentorship project",
      "Shadrack Owuor, Kibera Youth Empowerment CBO",
      "0799 310 846",
    ],
    expect: {
      firstName: "Shadrack",
      lastName: "Owuor",
      phone: "+254799310846",
      company: "Kibera Youth Empowerment CBO",
      services: ["Business Writing"],
    },
  },

  // Harder visitors: more Sheng and Swahili-English.
  {
    name: "b28-126: Sheng, a boda SACCO's riders",
    says: [
      "Sisi ni SACCO ya boda, tunataka training ya customer care kwa riders wetu, wanabishana sana na ma-customer",
      "Mimi ni chairman, naitwa Haron Cheruiyot, Mwangaza Boda Boda SACCO",
      "0729 815 603",
    ],
    expect: {
      firstName: "Haron",
      lastName: "Cheruiyot",
      phone: "+254729815603",
      company: "Mwangaza Boda Boda SACCO",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b28-127: Sheng, not wanting to boo at a bank interview",
    says: [
      "Msee wangu, nataka kuprepiwa interview ya bank, sitaki kuboo mbele ya panel",
      "Naitwa Sammy Kiragu",
      "0702 846 319",
    ],
    expect: {
      firstName: "Sammy",
      lastName: "Kiragu",
      phone: "+254702846319",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b28-128: Swahili-English, attachment hunting",
    says: [
      "Hi, niko attachment hunting, naeza pata usaidizi?",
      "Jina langu ni Diana Chepchumba",
      "diana.chepchumba@gmail.com",
    ],
    expect: {
      firstName: "Diana",
      lastName: "Chepchumba",
      email: "diana.chepchumba@gmail.com",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b28-129: Sheng, something to show the bosses online",
    says: [
      "Nataka kitu ya kuonyesha maboss online, kila mtu ako na profile ya maana juu ya yangu",
      "Mi ni Clinton Waweru",
      "0795 660 472",
    ],
    expect: {
      firstName: "Clinton",
      lastName: "Waweru",
      phone: "+254795660472",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b28-130: Sheng, a salon's profile, the training tuache",
    says: [
      "Mnaeza nisaidia na company profile na pia training ya staff?",
      "Ni Wairimu Kiarie, Mtaani Kinyozi & Salon",
      "0726 713 049",
      "Ile training tuache, company profile tu",
    ],
    expect: {
      firstName: "Wairimu",
      lastName: "Kiarie",
      phone: "+254726713049",
      company: "Mtaani Kinyozi & Salon",
      services: ["Business Writing"],
    },
  },
  {
    name: "b28-131: Swahili-English, a matatu conductor's CV and interview, the number corrected",
    says: [
      "Mimi ni makanga, nataka CV na interview practice ya kuapply job ya bus company",
      "Naitwa Moffat Njuguna",
      "0797 203 681",
      "Hapana, namba ni 0797 203 618",
    ],
    expect: {
      firstName: "Moffat",
      lastName: "Njuguna",
      phone: "+254797203618",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b28-132: Swahili-English, a hotel waitress's LinkedIn si sasa, a CV instead",
    says: [
      "Nataka LinkedIn yangu iwe poa, niko waitress kwa hotel Kisumu",
      "Naitwa Scholastica Anyango Owino",
      "0718 462 095",
      "LinkedIn si sasa. Badala yake nifanyie CV",
    ],
    expect: {
      firstName: "Scholastica",
      lastName: "Anyango Owino",
      phone: "+254718462095",
      services: ["CV Writing"],
    },
  },
  {
    name: "b28-133: Sheng, a gig worker's phone split and an emoji",
    says: [
      "Nafanya gigs za online, nataka CV ya kuapply job ya customer support",
      "Mi ni Ivy Kagwiria 💅",
      "0704 91",
      "3 528",
    ],
    expect: {
      firstName: "Ivy",
      lastName: "Kagwiria",
      phone: "+254704913528",
      services: ["CV Writing"],
    },
  },
];
