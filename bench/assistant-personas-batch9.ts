import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 9 for `npm run bench:assistant`, written on 2026-11-24 apart from the engine
 * (nothing under server/assistant/ was opened), as a stranger's conversations, with people and
 * phrasings not used in batches 1 to 8; not run when it was written. The kinds of visitors:
 * names with emoji before or after them, "my naem is", "am called", "my names are", "niite",
 * a surname written first in capitals; honorifics (Dr., Eng., Mama, Mr., Rev., Prof., Hon.,
 * Mzee, Bi.); three- and four-word names, apostrophes and "bin"; Sheng, Swahili and mixed;
 * one-word replies, "ok" and "skip"; long stories with the name and the phone in the middle
 * or the end; phones with +254, 254, +254 (0), +2540, 07.., 01.., 077.., spaces every digit or
 * every two digits, dashes, dots, brackets, words, two numbers in a line, a number corrected
 * and a UK number; emails in capitals, spelt with "at" and "dot" or "(at)", in angle brackets,
 * with a typo in the provider or a missing dot; two or three services in one line, a service
 * named and then declined ("I don't need LinkedIn"), a service swapped or added after the
 * phone; refusals twice, in English and Swahili; answers to questions not asked (experience,
 * town, price, the phone before the name); parents for a son or a daughter; HR managers,
 * a SACCO and an MCA asking training for staff; ALL CAPS and all lowercase.
 *
 * Same format and conventions as batches 4 to 8: each persona says its lines in order,
 * whatever the assistant asks, and a correct hand-over needs a way to reach the visitor
 * (phone/WhatsApp or email) and the service(s) as asked, in the order asked
 * (`expect.services` holds content/services.ts names); the name is not required, but a wrong
 * one is wrong. Every visitor here gives a way to be reached within six lines.
 * Conventions of the expectations:
 * - honorifics are left out of the name; `lastName` is everything after the first name;
 *   "SURNAME, First" is read as First Surname;
 * - a greeting, a refusal, a filler ("ok", "skip"), a town or a relation ("her father") is
 *   never a name; a parent who names only the child is recorded without a name;
 * - a service declined in the same breath is not asked for; a swapped one is expected as
 *   swapped; one added later comes after the first;
 * - a mistyped email is expected as the address that works; a phone as E.164; of two
 *   numbers, the one given for WhatsApp.
 */
export type Batch9Persona = Batch4Persona;

const watamuStory = [
  "Good afternoon team. I have worked at a beach hotel in Watamu for six years, first as a",
  "waitress and then at the front office as a receptionist, and before that I did a",
  "certificate in hospitality at Kenya Utalii College. The hotel has cut staff twice since",
  "the tourists reduced, and a friend who went to Dubai two years ago says the hotels there",
  "are hiring Kenyans with front office experience. The agency she used wants a CV and a",
  "cover letter from me by the end of the month. My old CV was typed at a cyber in Malindi",
  "and it has spelling mistakes everywhere. I don't have LinkedIn and the agency says I don't",
  "need it, so please just the CV and the cover letter. My names are Esha Kadzo Mwarandu and",
  "my WhatsApp is +254 724 118 093. Asante sana.",
].join(" ");

const retireeStory = [
  "Greetings. I retire from the Ministry of Agriculture next June after 31 years as an",
  "extension officer, the last nine as a sub-county agricultural officer in Kitui. I am not",
  "ready to sit at home. I have been told that NGOs and seed companies take retired officers",
  "as consultants or farm advisors, but I don't know how to go about moving from government",
  "to that world, how to present myself or what to charge. I need someone to guide me through",
  "this career change, maybe a few sessions. My daughter updated my CV last year and it is",
  "fine. I am Mzee Laban Musyimi. Email is laban.musyimi(at)gmail.com because my phone is",
  "old and does not open links.",
].join(" ");

const clerkAnswer = [
  "My name is Wilberforce Nyongesa, people call me Wilbur. I'm 34, I've been a clerk at the",
  "Judiciary in Bungoma for 8 years and I have an interview for a court administrator job on",
  "the 3rd. It is a panel of five and I am nervous because the last time I blanked on the",
  "question about conflict at work.",
].join(" ");

const hospitalHr = [
  "Good morning. I head HR at St. Clare Mission Hospital in Meru. We would like two things:",
  "a one-day training for our 30 ward in-charges on handling difficult conversations with",
  "staff and patients' relatives, and then our HR policy manual proofread, it is 46 pages",
  "and was written by three different people so the language is uneven. Budget is approved",
  "for January.",
].join(" ");

export const batch9Personas: Batch9Persona[] = [
  // Emoji and typos around the name.
  {
    name: "b9: waving emoji before the full name",
    says: ["Hello, I'd like help with my CV please", "👋🏾 Bonface Korir", "0722 381 640"],
    expect: {
      firstName: "Bonface",
      lastName: "Korir",
      phone: "+254722381640",
      services: ["CV Writing"],
    },
  },
  {
    name: "b9: two hearts after a first name, cover letter, email",
    says: [
      "Do you write cover letters? There's an opening at a bank I want to apply for",
      "Yvonne 💕💕",
      "yvonne.obiero@gmail.com",
    ],
    expect: {
      firstName: "Yvonne",
      email: "yvonne.obiero@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b9: naem typo with a smiley, all lowercase",
    says: ["i want sm1 to coach me for interviews", "my naem is cleophas ruto 🙂", "0711 204 837"],
    expect: {
      firstName: "Cleophas",
      lastName: "Ruto",
      phone: "+254711204837",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b9: 'am called' with three names before the service",
    says: [
      "Good morning. Am called Jacinta Mwende Mulwa",
      "I want my LinkedIn profile to look professional",
      "0725 660 193",
    ],
    expect: {
      firstName: "Jacinta",
      lastName: "Mwende Mulwa",
      phone: "+254725660193",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b9: 'my nmae is' with four names",
    says: ["CV writing service", "my nmae is Gilbert Kiprop Arap Sitienei", "+254 701 552 390"],
    expect: {
      firstName: "Gilbert",
      lastName: "Kiprop Arap Sitienei",
      phone: "+254701552390",
      services: ["CV Writing"],
    },
  },
  {
    name: "b9: Sheng interview, naitwa, phone in pairs",
    says: [
      "Niaje, nimeitwa interview ya KPLC next week, nisaidie kujipanga",
      "Naitwa Brandon Omwenga",
      "07 45 38 21 96",
    ],
    expect: {
      firstName: "Brandon",
      lastName: "Omwenga",
      phone: "+254745382196",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b9: Sheng nickname with niite",
    says: ["Buda hii CV yangu ni mbovu, nirekebishie", "Niite Jaymo", "0757 880 214"],
    expect: {
      firstName: "Jaymo",
      phone: "+254757880214",
      services: ["CV Writing"],
    },
  },

  // Honorifics.
  {
    name: "b9: Dr. asks for CV and LinkedIn in one line, email",
    says: [
      "Dr. Harriet Nyakundi, a consultant paediatrician. I'd like my CV updated and my LinkedIn profile done as well.",
      "harriet.nyakundi@outlook.com",
    ],
    expect: {
      firstName: "Harriet",
      lastName: "Nyakundi",
      email: "harriet.nyakundi@outlook.com",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b9: Eng. gives the name first, phone with dashes",
    says: ["Eng. Zablon Okello here", "Need a cover letter for a KeNHA position", "0733-418-920"],
    expect: {
      firstName: "Zablon",
      lastName: "Okello",
      phone: "+254733418920",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b9: Mama in Swahili, CV for her son",
    says: [
      "Habari yenu. Mimi ni Mama Teresia Mbithe",
      "Kijana wangu amemaliza diploma ya electrical, anahitaji CV ya kutafuta kazi",
      "0721 903 447",
    ],
    expect: {
      firstName: "Teresia",
      lastName: "Mbithe",
      phone: "+254721903447",
      services: ["CV Writing"],
    },
  },
  {
    name: "b9: Mr. first, phone in brackets",
    says: [
      "Mr. Vincent Mutuku",
      "Interview coaching for a panel interview at the county public service board",
      "(0722) 514 306",
    ],
    expect: {
      firstName: "Vincent",
      lastName: "Mutuku",
      phone: "+254722514306",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b9: Rev. church annual report proofreading, phone with dots",
    says: [
      "Rev. Ezra Kithinji of PCEA Kiambu. Our annual report needs proofreading before the synod",
      "0712.448.092",
    ],
    expect: {
      firstName: "Ezra",
      lastName: "Kithinji",
      phone: "+254712448092",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b9: Prof. gives the surname first, then the full name",
    says: [
      "Good afternoon. I am Prof. Amollo, I have a book manuscript of 240 pages which needs editing",
      "Reuben Amollo",
      "r.amollo@uonbi.ac.ke",
    ],
    expect: {
      firstName: "Reuben",
      lastName: "Amollo",
      email: "r.amollo@uonbi.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b9: Hon. MCA wants customer care training for ward staff",
    says: [
      "Hon. Silvester Makau, MCA for Kathiani ward. I want a training for my ward office staff, about 12 people, on customer care",
      "0729 118 375",
    ],
    expect: {
      firstName: "Silvester",
      lastName: "Makau",
      phone: "+254729118375",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b9: Bi. in Swahili asks for barua ya kuomba kazi",
    says: [
      "Shikamoo. Bi. Mwanaidi Chande hapa, naomba mniandikie barua ya kuomba kazi, cover letter",
      "0722 40 90 17",
    ],
    expect: {
      firstName: "Mwanaidi",
      lastName: "Chande",
      phone: "+254722409017",
      services: ["Cover Letters"],
    },
  },

  // Phones written every way.
  {
    name: "b9: 254 without the plus, CV and cover letter in Swahili",
    says: ["cv na cover letter tafadhali", "olivia wanza", "254798120463"],
    expect: {
      firstName: "Olivia",
      lastName: "Wanza",
      phone: "+254798120463",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b9: phone in words",
    says: [
      "Help me prepare for an interview",
      "Maurice Obure",
      "zero seven two nine, five five three, one eight two",
    ],
    expect: {
      firstName: "Maurice",
      lastName: "Obure",
      phone: "+254729553182",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b9: +254 (0) with the trunk zero in brackets",
    says: ["optimise my linkedin pls", "Sylvia Kasyoka", "+254 (0)736 245918"],
    expect: {
      firstName: "Sylvia",
      lastName: "Kasyoka",
      phone: "+254736245918",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b9: 0110 number, chef CV",
    says: ["I need a CV for a chef job in Diani", "Hamza Tsuma", "0110 482 935"],
    expect: {
      firstName: "Hamza",
      lastName: "Tsuma",
      phone: "+254110482935",
      services: ["CV Writing"],
    },
  },
  {
    name: "b9: WhatsApp number and a calls number in one line",
    says: ["Nataka CV mpya", "Fridah Kagwiria", "WhatsApp 0790 655 104, calls 0722 009 317"],
    expect: {
      firstName: "Fridah",
      lastName: "Kagwiria",
      phone: "+254790655104",
      services: ["CV Writing"],
    },
  },
  {
    name: "b9: +2540 with the zero kept, cover letter for an internship",
    says: ["Cover letter for an internship at KenGen", "Nelly Chepkemoi", "+2540708 331 256"],
    expect: {
      firstName: "Nelly",
      lastName: "Chepkemoi",
      phone: "+254708331256",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b9: every digit spaced",
    says: ["proofreading of my PhD proposal", "Ignatius Mwangangi", "0 7 0 6 2 1 8 4 5 3"],
    expect: {
      firstName: "Ignatius",
      lastName: "Mwangangi",
      phone: "+254706218453",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b9: Telkom 077 number",
    says: ["LinkedIn headline and summary rewrite", "Daisy Kanini Ngui", "0771 203 846"],
    expect: {
      firstName: "Daisy",
      lastName: "Kanini Ngui",
      phone: "+254771203846",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b9: a number one digit short, then corrected",
    says: ["Can I get a CV done", "Lavender Nyamoita", "0712 345 68", "sorry 0712 345 680"],
    expect: {
      firstName: "Lavender",
      lastName: "Nyamoita",
      phone: "+254712345680",
      services: ["CV Writing"],
    },
  },
  {
    name: "b9: UK mobile, nurse wants a CV for jobs at home",
    says: [
      "I'm a nurse in the UK wanting a CV for NGO jobs back home in Kenya",
      "Rosemary Bosibori",
      "+44 7946 218 305",
    ],
    expect: {
      firstName: "Rosemary",
      lastName: "Bosibori",
      phone: "+447946218305",
      services: ["CV Writing"],
    },
  },

  // Emails.
  {
    name: "b9: gmial typo, MBA project proofreading",
    says: ["Proofreading for my MBA project", "Everlyne Kavata", "everlyne.kavata@gmial.com"],
    expect: {
      firstName: "Everlyne",
      lastName: "Kavata",
      email: "everlyne.kavata@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b9: email spelt with at and dot",
    says: ["I want my CV professionally written", "Rashid Baya", "rashidbaya at yahoo dot com"],
    expect: {
      firstName: "Rashid",
      lastName: "Baya",
      email: "rashidbaya@yahoo.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b9: LinkedIn, name and email in capitals",
    says: ["I NEED LINKEDIN HELP", "PAMELA NJAGI", "PAMELA.NJAGI@GMAIL.COM"],
    expect: {
      firstName: "Pamela",
      lastName: "Njagi",
      email: "pamela.njagi@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b9: yahoo.con, Zoom interview",
    says: [
      "Hi, interview coaching please, I have a Zoom interview with an NGO",
      "Quinter Aluoch",
      "quinter.aluoch@yahoo.con",
    ],
    expect: {
      firstName: "Quinter",
      lastName: "Aluoch",
      email: "quinter.aluoch@yahoo.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b9: business plan, email in angle brackets with a full stop",
    says: [
      "I need a business plan written for my poultry farm, the bank wants one before the loan",
      "Japheth Kimutai",
      "<japhethkimutai@gmail.com>.",
    ],
    expect: {
      firstName: "Japheth",
      lastName: "Kimutai",
      email: "japhethkimutai@gmail.com",
      services: ["Business Writing"],
    },
  },
  {
    name: "b9: email missing the dot before com",
    says: ["cover letter for a lab technician post", "Bernard Oketch", "oketch.bernard@gmailcom"],
    expect: {
      firstName: "Bernard",
      lastName: "Oketch",
      email: "oketch.bernard@gmail.com",
      services: ["Cover Letters"],
    },
  },

  // Two or three services, declined ones.
  {
    name: "b9: LinkedIn first, then CV",
    says: [
      "Both my LinkedIn and my CV need work, LinkedIn first if possible",
      "Benjamin Kiragu",
      "0757 213 640",
    ],
    expect: {
      firstName: "Benjamin",
      lastName: "Kiragu",
      phone: "+254757213640",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b9: teacher leaving TSC wants a CV and career advice",
    says: [
      "I'm a teacher of 9 years and want to leave TSC. I need a CV and advice on what other careers I can go into",
      "Maureen Kendi",
      "0724 590 316",
    ],
    expect: {
      firstName: "Maureen",
      lastName: "Kendi",
      phone: "+254724590316",
      services: ["CV Writing", "Professional Development"],
    },
  },
  {
    name: "b9: cover letter and coaching for an interview, Sheng",
    says: [
      "Nataka cover letter na pia mtu wa kunicoach for interview",
      "Ryan Mugambi",
      "0746 802 155",
    ],
    expect: {
      firstName: "Ryan",
      lastName: "Mugambi",
      phone: "+254746802155",
      services: ["Cover Letters", "Interview Coaching"],
    },
  },
  {
    name: "b9: three services at once",
    says: [
      "I want everything: CV, cover letter and LinkedIn",
      "Agatha Wambura",
      "agatha.wambura@gmail.com",
    ],
    expect: {
      firstName: "Agatha",
      lastName: "Wambura",
      email: "agatha.wambura@gmail.com",
      services: ["CV Writing", "Cover Letters", "LinkedIn Optimization"],
    },
  },
  {
    name: "b9: LinkedIn declined in the same line",
    says: ["I don't need the LinkedIn thing, just a good CV", "Oliver Ngure", "0718 662 045"],
    expect: {
      firstName: "Oliver",
      lastName: "Ngure",
      phone: "+254718662045",
      services: ["CV Writing"],
    },
  },
  {
    name: "b9: hotel receptionist's long story, CV and cover letter, LinkedIn declined",
    says: [watamuStory],
    expect: {
      firstName: "Esha",
      lastName: "Kadzo Mwarandu",
      phone: "+254724118093",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b9: hospital HR, training then a policy manual to proofread",
    says: [hospitalHr, "Margaret Gakii", "margaret.gakii@stclaremeru.org"],
    expect: {
      firstName: "Margaret",
      lastName: "Gakii",
      email: "margaret.gakii@stclaremeru.org",
      services: ["Corporate Training", "Editing & Proofreading"],
    },
  },

  // Services changed midway.
  {
    name: "b9: CV swapped for a cover letter",
    says: [
      "I need a CV made",
      "Actually my CV was done last month, it's the cover letter I need",
      "Abigael Momanyi",
      "0715 338 904",
    ],
    expect: {
      firstName: "Abigael",
      lastName: "Momanyi",
      phone: "+254715338904",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b9: LinkedIn added after the phone",
    says: [
      "Interview prep for a bank job",
      "Cyrus Ndirangu",
      "0702 419 775",
      "Oh and can you also look at my LinkedIn?",
    ],
    expect: {
      firstName: "Cyrus",
      lastName: "Ndirangu",
      phone: "+254702419775",
      services: ["Interview Coaching", "LinkedIn Optimization"],
    },
  },
  {
    name: "b9: forget the CV, shortlisted, interview coaching instead",
    says: [
      "cv writting",
      "Lorraine Achola",
      "Hmm no, forget the CV, I just got shortlisted so I need interview coaching",
      "0794 260 318",
    ],
    expect: {
      firstName: "Lorraine",
      lastName: "Achola",
      phone: "+254794260318",
      services: ["Interview Coaching"],
    },
  },

  // Refusals.
  {
    name: "b9: refuses the name twice, phone only",
    says: [
      "I'd need a cover letter written",
      "why do you need my name",
      "no names please",
      "0727 641 083",
    ],
    expect: {
      phone: "+254727641083",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b9: refuses the name twice in Swahili",
    says: [
      "Nahitaji cover letter",
      "Jina haliko muhimu hapa",
      "Sitaki kusema jina",
      "0797 115 462",
    ],
    expect: {
      phone: "+254797115462",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b9: refuses the phone twice, gives email",
    says: [
      "LinkedIn profile review",
      "Felicity Nzioka",
      "I'm not comfortable sharing my number here",
      "Still no, sorry",
      "felicity.nzioka@gmail.com",
    ],
    expect: {
      firstName: "Felicity",
      lastName: "Nzioka",
      email: "felicity.nzioka@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b9: skip twice, then gives the name",
    says: [
      "interview coachin",
      "skip that",
      "I said skip that",
      "ok fine, Winston Masinde",
      "0718 370 552",
    ],
    expect: {
      firstName: "Winston",
      lastName: "Masinde",
      phone: "+254718370552",
      services: ["Interview Coaching"],
    },
  },

  // Answers to questions not asked.
  {
    name: "b9: experience instead of the name",
    says: [
      "I need a CV for accounting jobs",
      "I have 4 years in audit at a mid-size firm in Westlands and I'm a CPA finalist",
      "Consolata Wairegi",
      "0726 905 118",
    ],
    expect: {
      firstName: "Consolata",
      lastName: "Wairegi",
      phone: "+254726905118",
      services: ["CV Writing"],
    },
  },
  {
    name: "b9: phone before the name, HR for sales team training",
    says: [
      "We want corporate training for our sales reps",
      "0735 772 409",
      "I'm Gladwell Ndung'u, HR at Kapa Oil Refineries",
    ],
    expect: {
      firstName: "Gladwell",
      lastName: "Ndung'u",
      phone: "+254735772409",
      company: "Kapa Oil Refineries",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b9: price question first, then 'ok I want one'",
    says: ["What do you charge for a CV?", "ok I want one", "Tabby Gatwiri", "0705 661 284"],
    expect: {
      firstName: "Tabby",
      lastName: "Gatwiri",
      phone: "+254705661284",
      services: ["CV Writing"],
    },
  },
  {
    name: "b9: town before the service, online interview coaching",
    says: [
      "I'm in Eldoret, is that ok? I want interview coaching online",
      "Emily Jeruto",
      "0720 337 815",
    ],
    expect: {
      firstName: "Emily",
      lastName: "Jeruto",
      phone: "+254720337815",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b9: long answer to the name question",
    says: ["I'd like interview coaching", clerkAnswer, "0717 228 463"],
    expect: {
      firstName: "Wilberforce",
      lastName: "Nyongesa",
      phone: "+254717228463",
      services: ["Interview Coaching"],
    },
  },

  // Parents for a child.
  {
    name: "b9: father for his daughter's attachment",
    says: [
      "My daughter is in third year at Egerton and needs help getting an attachment placement",
      "I'm her father, Jared Onyancha",
      "0713 592 046",
    ],
    expect: {
      firstName: "Jared",
      lastName: "Onyancha",
      phone: "+254713592046",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b9: mother for her son's Navy interview",
    says: [
      "Good evening, my son has an interview with the Kenya Navy on Friday, can you coach him?",
      "I am his mother, Roselyne Chepkorir",
      "0722 664 051",
    ],
    expect: {
      firstName: "Roselyne",
      lastName: "Chepkorir",
      phone: "+254722664051",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b9: parent names only the son",
    says: [
      "My son Kip needs a CV, he is a mechanic with 3 years at a garage in Nakuru",
      "+254 741 905 337",
      "Just call that number, I'm his mum",
    ],
    expect: {
      phone: "+254741905337",
      services: ["CV Writing"],
    },
  },

  // Training for teams.
  {
    name: "b9: HR manager, stress workshop for 40 staff, work email",
    says: [
      "Hello, I'm the HR manager at Mavuno Millers. We'd like a half-day stress management workshop for about 40 staff",
      "Lucia Wachuka",
      "l.wachuka@mavunomillers.co.ke",
    ],
    expect: {
      firstName: "Lucia",
      lastName: "Wachuka",
      email: "l.wachuka@mavunomillers.co.ke",
      company: "Mavuno Millers",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b9: all caps team building for nurses",
    says: [
      "WE NEED TEAM BUILDING FOR OUR 25 NURSES BEFORE DECEMBER",
      "ANGELINE OSORO, NURSING OFFICER IN CHARGE",
      "0722 801 556",
    ],
    expect: {
      firstName: "Angeline",
      lastName: "Osoro",
      phone: "+254722801556",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b9: SACCO front office training, contact given with a title",
    says: [
      "Our SACCO wants customer service training for 18 front office staff",
      "Contact: Mr. Nicodemus Kinuthia, Operations Manager",
      "0733 902 164",
    ],
    expect: {
      firstName: "Nicodemus",
      lastName: "Kinuthia",
      phone: "+254733902164",
      services: ["Corporate Training"],
    },
  },

  // Long stories.
  {
    name: "b9: retiring officer's long story, career change, (at) email",
    says: [retireeStory],
    expect: {
      firstName: "Laban",
      lastName: "Musyimi",
      email: "laban.musyimi@gmail.com",
      services: ["Professional Development"],
    },
  },

  // One-word replies.
  {
    name: "b9: one word each, LinkedIn",
    says: ["linked in", "Salma", "0791447230"],
    expect: {
      firstName: "Salma",
      phone: "+254791447230",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b9: one word each, misspelt proofreading",
    says: ["proofreeding", "Joram", "joram.k@gmail.com"],
    expect: {
      firstName: "Joram",
      email: "joram.k@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b9: hi, cv, ok, then the name",
    says: ["Hi", "cv", "ok", "Noah Kimaiyo", "0700 914 263"],
    expect: {
      firstName: "Noah",
      lastName: "Kimaiyo",
      phone: "+254700914263",
      services: ["CV Writing"],
    },
  },

  // Capitals, lowercase, punctuation.
  {
    name: "b9: all caps driver CV",
    says: [
      "HELLO I NEED A CV FOR A DRIVER JOB WITH A TRANSPORT COMPANY",
      "MY NAME IS STANLEY MWASI",
      "0712 660 381",
    ],
    expect: {
      firstName: "Stanley",
      lastName: "Mwasi",
      phone: "+254712660381",
      services: ["CV Writing"],
    },
  },
  {
    name: "b9: everything in one lowercase line without punctuation",
    says: [
      "hi am called mirriam kagendo i need someone to edit my research project its due next week my number is 0748 119 620",
    ],
    expect: {
      firstName: "Mirriam",
      lastName: "Kagendo",
      phone: "+254748119620",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b9: repeated letters and exclamation marks",
    says: ["Heyyyy!!! I neeeed a cover letterrrr", "Shanice Adongo!!!", "0768 502 719!!"],
    expect: {
      firstName: "Shanice",
      lastName: "Adongo",
      phone: "+254768502719",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b9: stray dashes and dots around the name",
    says: ["...CV...", "— Boaz Obuya —", "0729-330-147"],
    expect: {
      firstName: "Boaz",
      lastName: "Obuya",
      phone: "+254729330147",
      services: ["CV Writing"],
    },
  },
  {
    name: "b9: surname first in capitals, comma, first name",
    says: ["Kindly assist with a CV for procurement jobs", "NYAGAKA, Festus", "0722 177 093"],
    expect: {
      firstName: "Festus",
      lastName: "Nyagaka",
      phone: "+254722177093",
      services: ["CV Writing"],
    },
  },

  // Students, businesses, careers.
  {
    name: "b9: KMTC student looking for attachment, Swahili",
    says: [
      "Mimi ni mwanafunzi wa KMTC, natafuta attachment",
      "Naitwa Hadassah Cherop",
      "0792 406 115",
    ],
    expect: {
      firstName: "Hadassah",
      lastName: "Cherop",
      phone: "+254792406115",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b9: company profile for county tenders",
    says: [
      "We need a company profile for our cleaning company, we want to bid for county tenders",
      "Deborah Wakio",
      "0734 229 870",
    ],
    expect: {
      firstName: "Deborah",
      lastName: "Wakio",
      phone: "+254734229870",
      services: ["Business Writing"],
    },
  },
  {
    name: "b9: supervisor missing promotions wants career coaching",
    says: [
      "I've been a supervisor for 6 years and keep missing promotion. I need career coaching",
      "Josiah Cheruiyot",
      "josiah.cheruiyot@gmail.com",
    ],
    expect: {
      firstName: "Josiah",
      lastName: "Cheruiyot",
      email: "josiah.cheruiyot@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b9: apostrophe in the surname, LinkedIn in Sheng",
    says: [
      "Nahitaji LinkedIn yangu iwe poa, recruiters hawaioni",
      "Alex Wang'ombe",
      "0745 903 611",
    ],
    expect: {
      firstName: "Alex",
      lastName: "Wang'ombe",
      phone: "+254745903611",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b9: Assalamu alaikum, three names, port logistics CV",
    says: [
      "Assalamu alaikum. I need a CV for a logistics job at the port",
      "Khalid Athman Shee",
      "0711 308 572",
    ],
    expect: {
      firstName: "Khalid",
      lastName: "Athman Shee",
      phone: "+254711308572",
      services: ["CV Writing"],
    },
  },
  {
    name: "b9: greeting, then service and name in one Swahili line, 0112 number",
    says: [
      "Mambo vipi wasee",
      "Naomba msaada na cover letter. Ni mimi Kawira Gacheri",
      "0112 554 870",
    ],
    expect: {
      firstName: "Kawira",
      lastName: "Gacheri",
      phone: "+254112554870",
      services: ["Cover Letters"],
    },
  },
];
