import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 7 for `npm run bench:assistant`, written on 2026-11-24 by a tester who has
 * not read the engine (nothing under server/assistant/ or content/), with people, professions
 * and phrasings not used in batches 1 to 6: greetings and fillers that are not names (Jambo,
 * Sasa, Niaje, Mambo, Poa, ok, sawa), emoji inside and around names, typos in the service and
 * in "my name is" ("my names are", "am called", "mi name iz"), honorifics not seen before
 * (Prof., Rev. Fr., CPA, Mrs., Sgt. (Rtd)), three- and four-word names, all capitals and all
 * lowercase; two or three services in one ask, services added, dropped or swapped later;
 * people who refuse the name, the phone or the email twice; answers to questions not asked;
 * one-word and very long replies; Swahili, Sheng and mixed; phones with +254 and the 0 kept,
 * 00254, brackets, single spaced digits, dots, dashes, the letter O for the zero and in words;
 * emails with typos in the provider, a space and a comma; employers asking training for a
 * number of staff; parents for a child; students; visitors abroad with foreign numbers.
 *
 * Same format and conventions as batches 4 to 6: each persona says its lines in order,
 * whatever the assistant asks, and a correct hand-over needs a way to reach the visitor
 * (phone/WhatsApp or email) and the service(s) as asked, in the order asked
 * (`expect.services` holds the service names the site lists); the name is not required, but
 * a wrong one is wrong. Every visitor here gives a way to be reached within six lines, since
 * a hand-over without one cannot be right. Conventions of the expectations:
 * - honorifics are left out of the name; `lastName` is everything after the first name;
 * - a greeting, a filler or a refusal is never a name: a visitor who gives no name has no
 *   `firstName`, and a parent who names only the child is recorded without a name;
 * - a service added later comes after the first; a dropped one is gone; a swapped one is
 *   expected as swapped (a fresh hand-over after the change is the one the visitor leaves with);
 * - a mistyped email is expected as the address that works; a phone as E.164, foreign
 *   numbers with their own country code.
 */
export type Batch7Persona = Batch4Persona;

const teacherStory = [
  "Hello. Kindly bear with me, this is long. I am a secondary school teacher of Business",
  "Studies and Geography, employed by TSC since 2012, currently at a day school in Mwingi,",
  "Kitui County. I have a master's in human resource management from Kenyatta University",
  "which I did on weekends over three years, and I am now a member of IHRM. I would like to",
  "leave the classroom and work in HR, maybe in a county public service board or a private",
  "company. My problem is that my CV only talks about teaching, lessons and games, and I do",
  "not know how to present my HR training and the HR work I already do at school, like",
  "keeping the BOM staff records and running the interviews for support staff. So I need a",
  "CV that shows me as an HR person, and a cover letter I can adjust for each job. My name",
  "is Christine Mwikali Musyoki and my email is cmwikali.musyoki@gmail.com. Thank you.",
].join(" ");

const dubaiStory = [
  "Salaam from Dubai. I have been working here for six years as a front office supervisor,",
  "first at a hotel in Deira and now at a resort on the Palm. My contract ends in June and",
  "I have decided to come back home and settle in Nairobi or Mombasa, maybe in hotel",
  "management or customer experience for an airline. I have been away too long and I do not",
  "know how Kenyan employers read CVs these days, and my LinkedIn has not been touched since",
  "I left. I need both: first the CV, then the LinkedIn. I am Faisal Omar Bakari. My",
  "WhatsApp is +971 50 412 7783, we are one hour ahead of Kenya.",
].join(" ");

export const batch7Personas: Batch7Persona[] = [
  // Greetings and fillers that are not names.
  {
    name: "b7: Jambo then Sasa, driver's CV in Swahili",
    says: [
      "Jambo",
      "Sasa",
      "Nahitaji mtu aniandikie CV ya kazi ya udereva",
      "Naitwa Omari Mwinyi",
      "0721 390 448",
    ],
    expect: {
      firstName: "Omari",
      lastName: "Mwinyi",
      phone: "+254721390448",
      services: ["CV Writing"],
    },
  },
  {
    name: "b7: Niaje and fillers, never a name",
    says: ["Niaje", "Poa poa", "nataka kuboost LinkedIn yangu", "sawa", "0757 228 196"],
    expect: {
      phone: "+254757228196",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b7: Mambo vipi, Sheng attachment cover letter",
    says: [
      "Mambo vipi",
      "Fiti. Nataka cover letter ya attachment pale KPLC",
      "Tabitha hapa",
      "hii ndio namba 0798-403-115",
    ],
    expect: {
      firstName: "Tabitha",
      phone: "+254798403115",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b7: Habari ya asubuhi, teaching interview in Swahili",
    says: [
      "Habari ya asubuhi",
      "Nzuri sana. Ninahitaji kufundishwa kujiandaa kwa interview ya ualimu",
      "Mwanaisha Juma, mwalimu wa Kiswahili",
      "0733-904-261",
    ],
    expect: {
      firstName: "Mwanaisha",
      lastName: "Juma",
      phone: "+254733904261",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b7: ok and sawa as replies",
    says: ["cv", "ok", "Zipporah", "sawa", "0769 112 584"],
    expect: {
      firstName: "Zipporah",
      phone: "+254769112584",
      services: ["CV Writing"],
    },
  },

  // Emoji in and around names.
  {
    name: "b7: flag after the name, hotel CV for Qatar",
    says: ["Hi, I need a CV for a hotel job in Qatar", "Nasra Abdi 🇰🇪", "0722 614 093"],
    expect: {
      firstName: "Nasra",
      lastName: "Abdi",
      phone: "+254722614093",
      services: ["CV Writing"],
    },
  },
  {
    name: "b7: praying hands around a lowercase name, PSC panel",
    says: [
      "hi 🙏 i need interview coaching, i have a panel with the Public Service Commission",
      "🙏 lydia kathambi 🙏",
      "0746 019 582",
    ],
    expect: {
      firstName: "Lydia",
      lastName: "Kathambi",
      phone: "+254746019582",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b7: emoji between first and last name",
    says: ["cover letter pls 🥺", "Wangui 💫 Mwaura", "0711 845 227"],
    expect: {
      firstName: "Wangui",
      lastName: "Mwaura",
      phone: "+254711845227",
      services: ["Cover Letters"],
    },
  },

  // Typos.
  {
    name: "b7: my names are, KDF interview",
    says: [
      "Good afternoon sir",
      "My names are Evans Kipchumba",
      "I need coaching for my KDF recruitment interview",
      "0793 228 610",
    ],
    expect: {
      firstName: "Evans",
      lastName: "Kipchumba",
      phone: "+254793228610",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b7: linkedln with an l, lowercase first name",
    says: ["my linkedln profile needs work, nobody views it", "shadrack", "0708 441 926"],
    expect: {
      firstName: "Shadrack",
      phone: "+254708441926",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b7: am called, proffesional cv",
    says: ["i wnat a proffesional cv", "am called Nyaboke Onsongo", "0725 661 349"],
    expect: {
      firstName: "Nyaboke",
      lastName: "Onsongo",
      phone: "+254725661349",
      services: ["CV Writing"],
    },
  },
  {
    name: "b7: coverleter in one word, KCB graduate programme",
    says: ["Can u do a coverleter for the KCB graduate program", "Ibrahim Wario", "0720 885 106"],
    expect: {
      firstName: "Ibrahim",
      lastName: "Wario",
      phone: "+254720885106",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b7: intervew coching",
    says: ["intervew coching", "Veronica Mueni", "0702 339 471"],
    expect: {
      firstName: "Veronica",
      lastName: "Mueni",
      phone: "+254702339471",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b7: mi name iz, email",
    says: ["pls help wit my cv its old", "mi name iz kennedy wafula", "kenwafula88@gmail.com"],
    expect: {
      firstName: "Kennedy",
      lastName: "Wafula",
      email: "kenwafula88@gmail.com",
      services: ["CV Writing"],
    },
  },

  // Honorifics.
  {
    name: "b7: Prof., grant proposal, university email",
    says: [
      "Good evening. Prof. Nyokabi Gitau, Egerton University. I need help writing a grant proposal for a research fund",
      "nyokabi.gitau@egerton.ac.ke",
    ],
    expect: {
      firstName: "Nyokabi",
      lastName: "Gitau",
      email: "nyokabi.gitau@egerton.ac.ke",
      services: ["Business Writing"],
    },
  },
  {
    name: "b7: Rev. Fr., parish magazine proofreading",
    says: [
      "Rev. Fr. Dominic Wafula of St. Joseph's parish, Bungoma. Our parish magazine needs proofreading every quarter",
      "0722 118 907",
    ],
    expect: {
      firstName: "Dominic",
      lastName: "Wafula",
      phone: "+254722118907",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b7: CPA before the name, LinkedIn for audit roles",
    says: [
      "CPA Jeremiah Koech here",
      "I'd like my LinkedIn optimised for audit manager roles",
      "jeremiah.koech@gmail.com",
    ],
    expect: {
      firstName: "Jeremiah",
      lastName: "Koech",
      email: "jeremiah.koech@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b7: Mrs. on its own line, back to banking",
    says: [
      "Mrs. Hadija Omar",
      "I left work five years ago to raise my children and now I need a CV to go back to banking",
      "0715 402 886",
    ],
    expect: {
      firstName: "Hadija",
      lastName: "Omar",
      phone: "+254715402886",
      services: ["CV Writing"],
    },
  },
  {
    name: "b7: Sgt. (Rtd), security manager CV",
    says: [
      "Sgt. (Rtd) Julius Lekishon. Retired from the National Police Service, I need a CV for security manager jobs",
      "0724 552 038",
    ],
    expect: {
      firstName: "Julius",
      lastName: "Lekishon",
      phone: "+254724552038",
      services: ["CV Writing"],
    },
  },

  // Three- and four-word names, capitals.
  {
    name: "b7: four-word name, CV and cover letter for a county nursing job",
    says: [
      "I need a CV and cover letter for a county nursing job",
      "Esther Naliaka Wekesa Simiyu",
      "0712 903 447",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Naliaka Wekesa Simiyu",
      phone: "+254712903447",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b7: three-word name, LinkedIn, email",
    says: ["LinkedIn optimization", "Abdirahman Yusuf Hirsi", "a.yusufhirsi@gmail.com"],
    expect: {
      firstName: "Abdirahman",
      lastName: "Yusuf Hirsi",
      email: "a.yusufhirsi@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b7: all capitals, three words, project report editing",
    says: ["EDITING OF MY PROJECT REPORT", "OMBATI NYABUTO MOKAYA", "0727 215 940"],
    expect: {
      firstName: "Ombati",
      lastName: "Nyabuto Mokaya",
      phone: "+254727215940",
      services: ["Editing & Proofreading"],
    },
  },

  // Several services; added, dropped or swapped later.
  {
    name: "b7: CV, cover letter and interview prep, KenGen trainee",
    says: [
      "I just graduated from Dedan Kimathi. I need a CV, a cover letter and interview prep for the KenGen graduate trainee programme",
      "Kelvin Murimi",
      "0740 337 018",
    ],
    expect: {
      firstName: "Kelvin",
      lastName: "Murimi",
      phone: "+254740337018",
      services: ["CV Writing", "Cover Letters", "Interview Coaching"],
    },
  },
  {
    name: "b7: Sheng, LinkedIn na CV",
    says: ["Nisort LinkedIn na CV", "Kioko", "0791-554-208"],
    expect: {
      firstName: "Kioko",
      phone: "+254791554208",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b7: LinkedIn added after the phone, UNICEF consultancy",
    says: [
      "Cover letter for a UNICEF consultancy",
      "Salome Nduku",
      "0722 770 519",
      "Can you also look at my LinkedIn while you're at it?",
    ],
    expect: {
      firstName: "Salome",
      lastName: "Nduku",
      phone: "+254722770519",
      services: ["Cover Letters", "LinkedIn Optimization"],
    },
  },
  {
    name: "b7: scrap the LinkedIn, just the CV",
    says: [
      "CV na LinkedIn please",
      "Gideon Kirwa",
      "Actually scrap the LinkedIn, just the CV for now",
      "0706 883 412",
    ],
    expect: {
      firstName: "Gideon",
      lastName: "Kirwa",
      phone: "+254706883412",
      services: ["CV Writing"],
    },
  },
  {
    name: "b7: not a CV, I meant a cover letter",
    says: [
      "I need a CV",
      "Sorry, not a CV, I meant a cover letter. My CV is fine",
      "Rahma Abdalla",
      "0718 227 065",
    ],
    expect: {
      firstName: "Rahma",
      lastName: "Abdalla",
      phone: "+254718227065",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b7: three services, LinkedIn left out after the phone",
    says: [
      "Interview coaching, CV and LinkedIn",
      "Patrick Mbugua",
      "0729 116 204",
      "On second thought leave out the LinkedIn",
    ],
    expect: {
      firstName: "Patrick",
      lastName: "Mbugua",
      phone: "+254729116204",
      services: ["Interview Coaching", "CV Writing"],
    },
  },
  {
    name: "b7: solar company profile, website editing added",
    says: [
      "We need a company profile for our solar installation business in Machakos",
      "Nicholas Musyoka",
      "0723 508 914",
      "and the same goes for editing our website text, it has many errors",
    ],
    expect: {
      firstName: "Nicholas",
      lastName: "Musyoka",
      phone: "+254723508914",
      services: ["Business Writing", "Editing & Proofreading"],
    },
  },

  // Refusals, twice.
  {
    name: "b7: refuses the name twice, cabin crew interview",
    says: [
      "interview coaching for a Kenya Airways cabin crew interview",
      "no name",
      "I said no name, just WhatsApp me: 0748 662 301",
    ],
    expect: {
      phone: "+254748662301",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b7: refuses the phone twice, then email",
    says: [
      "I need my CV reviewed and rewritten",
      "Felista Wangeci",
      "I won't share my phone",
      "Still no, I don't do phone numbers",
      "email ok: felista.wangeci@yahoo.com",
    ],
    expect: {
      firstName: "Felista",
      lastName: "Wangeci",
      email: "felista.wangeci@yahoo.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b7: refuses the email twice, gives the phone",
    says: [
      "Proofreading of a 60-page project",
      "Amos Kiprugut",
      "no email",
      "I don't use email, I told you. Call 0713 229 486",
    ],
    expect: {
      firstName: "Amos",
      lastName: "Kiprugut",
      phone: "+254713229486",
      services: ["Editing & Proofreading"],
    },
  },

  // Answers to questions not asked.
  {
    name: "b7: phone in the first message",
    says: ["0720 554 871 call me about a CV", "Lameck Odongo"],
    expect: {
      firstName: "Lameck",
      lastName: "Odongo",
      phone: "+254720554871",
      services: ["CV Writing"],
    },
  },
  {
    name: "b7: experience given when the name is asked",
    says: [
      "Need a CV",
      "I have 12 years as a quantity surveyor, mostly roads projects for KeRRA",
      "Oh, the name is Wilfred Nyamweya",
      "0736 440 128",
    ],
    expect: {
      firstName: "Wilfred",
      lastName: "Nyamweya",
      phone: "+254736440128",
      services: ["CV Writing"],
    },
  },
  {
    name: "b7: email before the service",
    says: ["mutheu.kaloki@gmail.com", "I want interview coaching", "Mutheu Kaloki"],
    expect: {
      firstName: "Mutheu",
      lastName: "Kaloki",
      email: "mutheu.kaloki@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b7: employer given with the name",
    says: [
      "I'd like a better CV",
      "Philemon Rono, I work at Kenya Seed Company in Kitale",
      "0710 662 893",
    ],
    expect: {
      firstName: "Philemon",
      lastName: "Rono",
      phone: "+254710662893",
      company: "Kenya Seed Company",
      services: ["CV Writing"],
    },
  },

  // One-word and very long replies.
  {
    name: "b7: one word each, LinkedIn, 0115",
    says: ["linkedin", "Ngina", "0115337290"],
    expect: {
      firstName: "Ngina",
      phone: "+254115337290",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b7: 160-word teacher story, CV then cover letter",
    says: [teacherStory],
    expect: {
      firstName: "Christine",
      lastName: "Mwikali Musyoki",
      email: "cmwikali.musyoki@gmail.com",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b7: long story from Dubai, CV then LinkedIn, UAE WhatsApp",
    says: [dubaiStory],
    expect: {
      firstName: "Faisal",
      lastName: "Omar Bakari",
      phone: "+971504127783",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },

  // Swahili, Sheng and mixed.
  {
    name: "b7: Swahili short-story book to proofread",
    says: [
      "Habari. Nimeandika kitabu cha hadithi fupi kwa Kiswahili, nahitaji kisahihishwe kabla ya kuchapishwa",
      "Mimi naitwa Bakari Salim",
      "simu yangu 0722 990 163",
    ],
    expect: {
      firstName: "Bakari",
      lastName: "Salim",
      phone: "+254722990163",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b7: Sheng, Equity interview, wasap",
    says: [
      "Bro nimeitwa interview ya Equity next week, nisaidie nijipange",
      "Otis",
      "wasap 0113-448-927",
    ],
    expect: {
      firstName: "Otis",
      phone: "+254113448927",
      services: ["Interview Coaching"],
    },
  },

  // Phones as people write them.
  {
    name: "b7: phone in words",
    says: [
      "CV writing please",
      "Joan Chepkurui",
      "zero seven two nine, four one eight, five five two",
    ],
    expect: {
      firstName: "Joan",
      lastName: "Chepkurui",
      phone: "+254729418552",
      services: ["CV Writing"],
    },
  },
  {
    name: "b7: letter O for both zeros",
    says: ["LinkedIn makeover", "Morris Gakuru", "O7O3 218 664"],
    expect: {
      firstName: "Morris",
      lastName: "Gakuru",
      phone: "+254703218664",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b7: +254 with the 0 kept, TSC interview",
    says: ["Interview coaching for a TSC interview", "Lucas Wamalwa", "+254 0722 501 337"],
    expect: {
      firstName: "Lucas",
      lastName: "Wamalwa",
      phone: "+254722501337",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b7: 00254",
    says: ["Cover letter", "Sheila Jelagat", "00254 733 118 402"],
    expect: {
      firstName: "Sheila",
      lastName: "Jelagat",
      phone: "+254733118402",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b7: single spaced digits, poultry business plan",
    says: ["Business plan for a poultry farm in Kiambu", "Peris Wambui", "0 7 1 9 2 2 8 4 6 1"],
    expect: {
      firstName: "Peris",
      lastName: "Wambui",
      phone: "+254719228461",
      services: ["Business Writing"],
    },
  },
  {
    name: "b7: (+254) in brackets",
    says: ["CV", "Hassan Guyo", "(+254) 768 330 194"],
    expect: {
      firstName: "Hassan",
      lastName: "Guyo",
      phone: "+254768330194",
      services: ["CV Writing"],
    },
  },
  {
    name: "b7: 0112 with dashes, conference paper",
    says: ["proofread my conference paper", "Leah Chemutai", "0112-556-780"],
    expect: {
      firstName: "Leah",
      lastName: "Chemutai",
      phone: "+254112556780",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b7: 07 with dots",
    says: ["I need help with LinkedIn", "Silas Too", "0745.219.883"],
    expect: {
      firstName: "Silas",
      lastName: "Too",
      phone: "+254745219883",
      services: ["LinkedIn Optimization"],
    },
  },

  // Emails with typos.
  {
    name: "b7: gamil, Safaricom internship",
    says: [
      "Cover letter for a Safaricom internship",
      "Precious Atieno",
      "precious.atieno@gamil.com",
    ],
    expect: {
      firstName: "Precious",
      lastName: "Atieno",
      email: "precious.atieno@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b7: outlok",
    says: ["CV", "Duncan Oduor", "duncanoduor@outlok.com"],
    expect: {
      firstName: "Duncan",
      lastName: "Oduor",
      email: "duncanoduor@outlook.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b7: email with a space and a comma",
    says: ["Interview coaching please", "Wanjiku Maina", "wanjiku.maina @gmail,com"],
    expect: {
      firstName: "Wanjiku",
      lastName: "Maina",
      email: "wanjiku.maina@gmail.com",
      services: ["Interview Coaching"],
    },
  },

  // Employers asking training for their staff.
  {
    name: "b7: flower farm HR, leadership training for 40 supervisors",
    says: [
      "Good morning, I'm the HR manager at a flower farm in Naivasha. We want leadership training for 40 supervisors",
      "Monicah Nafula",
      "monicah.nafula@naivashablooms.co.ke",
    ],
    expect: {
      firstName: "Monicah",
      lastName: "Nafula",
      email: "monicah.nafula@naivashablooms.co.ke",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b7: county revenue department, 120 staff",
    says: [
      "We are looking for customer care training for 120 staff at the Kakamega County revenue department",
      "Contact person: Benard Shikuku",
      "0721 447 306",
    ],
    expect: {
      firstName: "Benard",
      lastName: "Shikuku",
      phone: "+254721447306",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b7: hospital admin, staff workshop in Swahili and English",
    says: [
      "Tunahitaji training ya customer service kwa wafanyikazi 18 wa reception na pharmacy",
      "Ni hospitali ndogo Kisii town. I'm the administrator, Onchari Nyang'au",
      "0726 904 318",
    ],
    expect: {
      firstName: "Onchari",
      lastName: "Nyang'au",
      phone: "+254726904318",
      services: ["Corporate Training"],
    },
  },

  // Parents for a child.
  {
    name: "b7: mother for a KCSE leaver, youth programme",
    says: [
      "Hello, my son Kipngetich just finished KCSE and is idle at home. Do you have anything for young people to prepare for careers?",
      "I'm his mum, Caroline Jebet",
      "0725 338 104",
    ],
    expect: {
      firstName: "Caroline",
      lastName: "Jebet",
      phone: "+254725338104",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b7: father in Swahili for a nursing graduate",
    says: [
      "Habari, binti yangu amemaliza degree ya nursing pale Moi University, anahitaji CV",
      "Naitwa Simon Langat, ni baba yake",
      "0727 501 663",
    ],
    expect: {
      firstName: "Simon",
      lastName: "Langat",
      phone: "+254727501663",
      services: ["CV Writing"],
    },
  },
  {
    name: "b7: aunt names only the nephew, interview",
    says: [
      "My nephew Brighton has his first interview at a bank next Tuesday, can you coach him?",
      "I'm paying, call me on 0790 214 667",
    ],
    expect: {
      phone: "+254790214667",
      services: ["Interview Coaching"],
    },
  },

  // Students.
  {
    name: "b7: TUM student, attachment cover letter",
    says: [
      "Am a 3rd year student at Technical University of Mombasa, I need a cover letter for attachment",
      "Mwanamisi Hamisi",
      "0702 884 519",
    ],
    expect: {
      firstName: "Mwanamisi",
      lastName: "Hamisi",
      phone: "+254702884519",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b7: Maseno student, mentorship, student email",
    says: [
      "Are there mentorship programmes for campus students? I'm at Maseno",
      "Yes sign me up",
      "Trevor Ochola",
      "trevor.ochola@students.maseno.ac.ke",
    ],
    expect: {
      firstName: "Trevor",
      lastName: "Ochola",
      email: "trevor.ochola@students.maseno.ac.ke",
      services: ["Youth Programs"],
    },
  },

  // Visitors abroad.
  {
    name: "b7: nurse in Leeds, UK WhatsApp",
    says: [
      "Hi from Leeds! I'm a Kenyan nurse in the UK, I want a ward manager role here and need my CV redone",
      "Emmaculate Nyanchama",
      "WhatsApp +44 7831 245 906",
    ],
    expect: {
      firstName: "Emmaculate",
      lastName: "Nyanchama",
      phone: "+447831245906",
      services: ["CV Writing"],
    },
  },
  {
    name: "b7: Dallas, LinkedIn for Nairobi recruiters, email only",
    says: [
      "Hello from Dallas. Coming back home next year and I want my LinkedIn to attract Nairobi recruiters",
      "Njuguna Ng'ang'a",
      "njuguna.nganga@outlook.com",
    ],
    expect: {
      firstName: "Njuguna",
      lastName: "Ng'ang'a",
      email: "njuguna.nganga@outlook.com",
      services: ["LinkedIn Optimization"],
    },
  },

  // Professional development for oneself.
  {
    name: "b7: new head of department, leadership growth",
    says: [
      "I've just been made head of the ICT department at a college in Embu and I want a professional development plan to grow as a leader",
      "Alfred Njeru",
      "0711 093 552",
    ],
    expect: {
      firstName: "Alfred",
      lastName: "Njeru",
      phone: "+254711093552",
      services: ["Professional Development"],
    },
  },
];
