import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 8 for `npm run bench:assistant`, written on 2026-11-24 by a tester who has
 * not read the engine (nothing under server/assistant/ or content/), with people and
 * phrasings not used in batches 1 to 7: names that are also words (Grace, Faith, Mercy, Hope,
 * Precious, Baraka), emoji, typos, honorifics (Sr., Cpl., Chief, Eng., Dr.), three- and
 * four-word names, "Contact person ..." in several shapes; two or three services in one ask,
 * services added, dropped or swapped later ("scrap", "forget", "only"), services written as
 * one word or misspelt; refusals twice; answers to questions not asked; one-word and very
 * long replies; Swahili, Sheng and mixed; phones with +254, 00254, 254, 07.., 01.., spaces,
 * dashes, dots, brackets, the letter O for a zero, words, and diaspora numbers (Saudi Arabia,
 * Qatar, the US, Canada, Germany, Australia); emails with spaces, commas and typos in the
 * provider; organisations asking training for staff; parents for a child; students; job
 * seekers for KDF, the police, NYS and county jobs; people naming their employer, hospital or
 * school in the same line as their name.
 *
 * Same format and conventions as batches 4 to 7: each persona says its lines in order,
 * whatever the assistant asks, and a correct hand-over needs a way to reach the visitor
 * (phone/WhatsApp or email) and the service(s) as asked, in the order asked
 * (`expect.services` holds the service names the site lists); the name is not required, but
 * a wrong one is wrong. Every visitor here gives a way to be reached within six lines.
 * Conventions of the expectations:
 * - honorifics are left out of the name; `lastName` is everything after the first name;
 * - a word that is also a name (Grace, Mercy, Baraka) is a name only where the visitor gives
 *   it as theirs; a greeting, a filler, an employer or a refusal is never a name; a parent who
 *   names only the child is recorded without a name;
 * - a service added later comes after the first; a dropped one is gone; a swapped one is
 *   expected as swapped; "only X" leaves X alone;
 * - a mistyped email is expected as the address that works; a phone as E.164, foreign
 *   numbers with their own country code.
 */
export type Batch8Persona = Batch4Persona;

const matatuStory = [
  "Good evening. Please allow me to explain everything at once because I type slowly on this",
  "phone. I worked for eleven years as a matatu sacco manager in Thika, handling the",
  "route schedules, the drivers' welfare fund, the daily collections and the NTSA compliance",
  "for about ninety vehicles. Last year the sacco merged with a bigger one from Nairobi and",
  "the new board brought their own manager, so I was declared redundant with three months'",
  "pay. I have a diploma in cooperative management from the Cooperative University and I",
  "am now doing a degree in logistics in the evenings. I want to apply for fleet or",
  "transport officer jobs with companies like Bidco, Twiga or the county transport",
  "department, but I have never written a CV in my life, I got the sacco job through a",
  "relative. I am Josphat Muriithi Gichuki and my number is 0720 613 487, calls or WhatsApp.",
].join(" ");

const nurseStory = [
  "Hi, I'm a registered community health nurse, 7 years at a mission hospital in",
  "Kapsabet and two years before that at a dispensary in Nandi Hills. I passed the NCLEX",
  "in September and my agency in Texas says the hospitals will interview me by video",
  "in January, but I have never done an interview with Americans and I freeze when I am",
  "asked about myself. I need someone to prepare me, mock interviews, the kind of questions",
  "they ask about patient safety and teamwork, and how to talk about my experience without",
  "sounding like I am reading. My name is Sarah Jepchumba Koech, and I prefer email:",
  "sjkoech.rn@gmail.com",
].join(" ");

export const batch8Personas: Batch8Persona[] = [
  // Names that are also words.
  {
    name: "b8: Grace as a name after thanks",
    says: [
      "By God's grace I finally graduated, now I need a CV for my first job",
      "Grace Wawira",
      "0712 406 873",
    ],
    expect: {
      firstName: "Grace",
      lastName: "Wawira",
      phone: "+254712406873",
      services: ["CV Writing"],
    },
  },
  {
    name: "b8: Faith alone, cover letter",
    says: [
      "Need a cover letter for a receptionist job at a hotel in Nanyuki",
      "Faith",
      "0796 330 158",
    ],
    expect: {
      firstName: "Faith",
      phone: "+254796330158",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b8: Mercy with 'have mercy' earlier",
    says: [
      "Have mercy on me, my interview with KRA is on Monday and I am not ready",
      "The name is Mercy Achieng Okumu",
      "0741 552 809",
    ],
    expect: {
      firstName: "Mercy",
      lastName: "Achieng Okumu",
      phone: "+254741552809",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b8: I hope, then Hope as a name",
    says: [
      "I hope you can help me with my LinkedIn, nobody views it",
      "Hope Nasimiyu here",
      "hope.nasimiyu@yahoo.com",
    ],
    expect: {
      firstName: "Hope",
      lastName: "Nasimiyu",
      email: "hope.nasimiyu@yahoo.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b8: Precious, one word each",
    says: ["proofreading", "Precious", "0115 209 774"],
    expect: {
      firstName: "Precious",
      phone: "+254115209774",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b8: Baraka in Sheng",
    says: [
      "Niaje buda, nataka kuandikiwa CV ya kazi ya mjengo, site supervisor",
      "Mimi ni Baraka Kahindi",
      "namba ni 0768 915 230",
    ],
    expect: {
      firstName: "Baraka",
      lastName: "Kahindi",
      phone: "+254768915230",
      services: ["CV Writing"],
    },
  },

  // Emoji, typos and honorifics.
  {
    name: "b8: emoji on both sides of the name",
    says: ["✨Linda Wairimu✨ here, I need a CV for a marketing job", "0790 118 462"],
    expect: {
      firstName: "Linda",
      lastName: "Wairimu",
      phone: "+254790118462",
      services: ["CV Writing"],
    },
  },
  {
    name: "b8: heart emoji alone as a reply, then the name",
    says: ["intervew prep plz", "❤️", "Kelvin Otieno", "0757 604 312"],
    expect: {
      firstName: "Kelvin",
      lastName: "Otieno",
      phone: "+254757604312",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b8: my nme's, cover leter",
    says: ["I want a cover leter", "my nme's Dorcas Kemunto", "0723 870 541"],
    expect: {
      firstName: "Dorcas",
      lastName: "Kemunto",
      phone: "+254723870541",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b8: Sr. religious sister, school newsletter editing",
    says: [
      "Sr. Scholastica Nduta, head of a girls' school in Nyeri. Our termly newsletter needs editing before printing",
      "sr.scholastica@gmail.com",
    ],
    expect: {
      firstName: "Scholastica",
      lastName: "Nduta",
      email: "sr.scholastica@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b8: Cpl. leaving the service, CV for civilian security",
    says: [
      "Cpl. Evans Kiprono Rotich, leaving the police service after 12 years. Looking for a CV for security officer roles in banks",
      "0729 447 018",
    ],
    expect: {
      firstName: "Evans",
      lastName: "Kiprono Rotich",
      phone: "+254729447018",
      services: ["CV Writing"],
    },
  },
  {
    name: "b8: Eng. with employer in the same line",
    says: [
      "Eng. Wycliffe Barasa of Kenya Power, Kakamega office. I want my LinkedIn redone for consulting work",
      "254 722 390 614",
    ],
    expect: {
      firstName: "Wycliffe",
      lastName: "Barasa",
      phone: "+254722390614",
      services: ["LinkedIn Optimization"],
    },
  },

  // Three- and four-word names.
  {
    name: "b8: four-word name with bin",
    says: [
      "I need my CV and a cover letter for a port clerk job at KPA",
      "Abdulrahman bin Said Mwamba",
      "0110 442 907",
    ],
    expect: {
      firstName: "Abdulrahman",
      lastName: "bin Said Mwamba",
      phone: "+254110442907",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b8: three names, all lowercase, email with typo",
    says: ["linkedin profile help", "caroline wanjiru ndungu", "carolwanjiru@gmial.com"],
    expect: {
      firstName: "Caroline",
      lastName: "Wanjiru Ndungu",
      email: "carolwanjiru@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },

  // Contact person forms.
  {
    name: "b8: Contact person in the middle of the line, SACCO staff training",
    says: [
      "Our SACCO in Meru wants customer service training for 25 tellers. Contact person is Mr. Lawrence Mutwiri, the CEO",
      "0720 558 301",
    ],
    expect: {
      firstName: "Lawrence",
      lastName: "Mutwiri",
      phone: "+254720558301",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b8: contact persn with a typo and a colon",
    says: [
      "We are a security company in Mombasa and need training on report writing for 60 guards",
      "contact persn: Halima Swaleh (HR)",
      "halima.swaleh@pwanisecurity.co.ke",
    ],
    expect: {
      firstName: "Halima",
      lastName: "Swaleh",
      email: "halima.swaleh@pwanisecurity.co.ke",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b8: Mtu wa kuwasiliana in Swahili",
    says: [
      "Shule yetu ya msingi Kitale inahitaji mafunzo ya walimu 30 kuhusu huduma kwa wazazi",
      "Mtu wa kuwasiliana ni Mwalimu Mkuu, Patrick Wekesa",
      "0733 218 590",
    ],
    expect: {
      firstName: "Patrick",
      lastName: "Wekesa",
      phone: "+254733218590",
      services: ["Corporate Training"],
    },
  },

  // Two or three services, added, dropped or changed.
  {
    name: "b8: three services in one breath, no commas",
    says: ["cv cover letter and linkedin all of them", "Ruth Akinyi Odera", "0745 310 882"],
    expect: {
      firstName: "Ruth",
      lastName: "Akinyi Odera",
      phone: "+254745310882",
      services: ["CV Writing", "Cover Letters", "LinkedIn Optimization"],
    },
  },
  {
    name: "b8: forget the cover letter after the phone",
    says: [
      "CV and cover letter for a procurement job",
      "Dennis Kiptoo",
      "0702 559 146",
      "forget the cover letter, the CV is enough",
    ],
    expect: {
      firstName: "Dennis",
      lastName: "Kiptoo",
      phone: "+254702559146",
      services: ["CV Writing"],
    },
  },
  {
    name: "b8: only interview coaching, out of three",
    says: [
      "I was thinking CV, LinkedIn and interview coaching",
      "Hmm, budget is tight. Only the interview coaching",
      "Lydia Cherono",
      "0798 604 275",
    ],
    expect: {
      firstName: "Lydia",
      lastName: "Cherono",
      phone: "+254798604275",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b8: change it to LinkedIn",
    says: [
      "cover letter",
      "Steve Mutua",
      "change that to LinkedIn actually, I apply through LinkedIn Easy Apply",
      "0716 882 309",
    ],
    expect: {
      firstName: "Steve",
      lastName: "Mutua",
      phone: "+254716882309",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b8: Swahili, ongeza barua ya maombi",
    says: [
      "Naomba CV ya kazi ya ukarani",
      "Naitwa Zawadi Kanini",
      "0748 201 957",
      "Na pia barua ya maombi ya kazi tafadhali",
    ],
    expect: {
      firstName: "Zawadi",
      lastName: "Kanini",
      phone: "+254748201957",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b8: services as one word each",
    says: ["cvwriting and interviewcoaching", "Collins Omondi", "0724 661 390"],
    expect: {
      firstName: "Collins",
      lastName: "Omondi",
      phone: "+254724661390",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b8: Linkdin misspelt, 0113",
    says: ["Linkdin makeover", "Edwin Ngetich", "0113 906 224"],
    expect: {
      firstName: "Edwin",
      lastName: "Ngetich",
      phone: "+254113906224",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b8: proof reeding of a thesis",
    says: ["proof reeding for my masters thesis", "Agnes Chelagat", "agnes.chelagat@yahooo.com"],
    expect: {
      firstName: "Agnes",
      lastName: "Chelagat",
      email: "agnes.chelagat@yahoo.com",
      services: ["Editing & Proofreading"],
    },
  },

  // Refusals twice.
  {
    name: "b8: refuses the name twice in Swahili",
    says: [
      "Nahitaji msaada wa interview ya kazi ya benki",
      "Jina si muhimu",
      "Sitaki kutaja jina, nipigie tu 0712 930 466",
    ],
    expect: {
      phone: "+254712930466",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b8: refuses the phone twice, email instead",
    says: [
      "cover letter for an NGO job",
      "Millicent Adhiambo",
      "I don't share my number online",
      "Still no number. Email: millicent.adhiambo@outlook.com",
    ],
    expect: {
      firstName: "Millicent",
      lastName: "Adhiambo",
      email: "millicent.adhiambo@outlook.com",
      services: ["Cover Letters"],
    },
  },

  {
    name: "b8: one word each, Youth",
    says: ["mentorship", "youth", "Mwangi", "0740 227 581"],
    expect: {
      firstName: "Mwangi",
      phone: "+254740227581",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b8: refuses the email twice, Sheng, phone",
    says: [
      "Msee nataka CV ya kazi ya clearing and forwarding",
      "Jabari Kadenge",
      "sina email",
      "nimesema sina email bana, tumia 0719 640 385",
    ],
    expect: {
      firstName: "Jabari",
      lastName: "Kadenge",
      phone: "+254719640385",
      services: ["CV Writing"],
    },
  },

  // Answers to questions not asked.
  {
    name: "b8: deadline and location before the name",
    says: [
      "CV please",
      "The deadline is Friday and the job is in Eldoret",
      "Oh, my name. Titus Kibet",
      "0721 805 663",
    ],
    expect: {
      firstName: "Titus",
      lastName: "Kibet",
      phone: "+254721805663",
      services: ["CV Writing"],
    },
  },
  {
    name: "b8: price question when the name is asked",
    says: [
      "I need LinkedIn optimization",
      "How much is it and how long does it take?",
      "ok. Irene Nyambura, 0790 446 128",
    ],
    expect: {
      firstName: "Irene",
      lastName: "Nyambura",
      phone: "+254790446128",
      services: ["LinkedIn Optimization"],
    },
  },

  // Very long replies.
  {
    name: "b8: sacco manager's long story, CV",
    says: [matatuStory],
    expect: {
      firstName: "Josphat",
      lastName: "Muriithi Gichuki",
      phone: "+254720613487",
      services: ["CV Writing"],
    },
  },
  {
    name: "b8: nurse's long story, interview coaching, email",
    says: [nurseStory],
    expect: {
      firstName: "Sarah",
      lastName: "Jepchumba Koech",
      email: "sjkoech.rn@gmail.com",
      services: ["Interview Coaching"],
    },
  },

  // Phones written every way.
  {
    name: "b8: 00254 with spaces",
    says: ["Business plan for my boda boda sacco", "Samson Ouma", "00254 711 320 975"],
    expect: {
      firstName: "Samson",
      lastName: "Ouma",
      phone: "+254711320975",
      services: ["Business Writing"],
    },
  },
  {
    name: "b8: (0) in brackets after +254",
    says: ["cv writing", "Nancy Wangui", "+254 (0) 722 517 043"],
    expect: {
      firstName: "Nancy",
      lastName: "Wangui",
      phone: "+254722517043",
      services: ["CV Writing"],
    },
  },
  {
    name: "b8: 07 with dots, O for the zero",
    says: ["interview coaching", "Isaac Mwaura", "O7O1.556.829"],
    expect: {
      firstName: "Isaac",
      lastName: "Mwaura",
      phone: "+254701556829",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b8: phone in Swahili words",
    says: [
      "Nataka barua ya maombi ya kazi",
      "Rehema Chiko",
      "sifuri saba mbili mbili, tano tatu nne, moja nane sita",
    ],
    expect: {
      firstName: "Rehema",
      lastName: "Chiko",
      phone: "+254722534186",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b8: 011 with dashes in pairs",
    says: ["LinkedIn", "Brian Kiprotich", "01-12-34-08-77"],
    expect: {
      firstName: "Brian",
      lastName: "Kiprotich",
      phone: "+254112340877",
      services: ["LinkedIn Optimization"],
    },
  },

  // Emails with spaces, commas and typos.
  {
    name: "b8: email spelt with spaces around the dot and the at",
    says: ["cover letter", "Peris Wangari", "peris . wangari @ gmail . com"],
    expect: {
      firstName: "Peris",
      lastName: "Wangari",
      email: "peris.wangari@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b8: email with commas for dots",
    says: ["CV for a chef job in a hotel", "Kennedy Onyango", "kennedy,onyango@gmail,com"],
    expect: {
      firstName: "Kennedy",
      lastName: "Onyango",
      email: "kennedy.onyango@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b8: hotmial",
    says: ["LinkedIn optimisation", "Beatrice Auma", "b.auma@hotmial.com"],
    expect: {
      firstName: "Beatrice",
      lastName: "Auma",
      email: "b.auma@hotmail.com",
      services: ["LinkedIn Optimization"],
    },
  },

  // Organisations training their staff.
  {
    name: "b8: bank branch manager, employer in the name line",
    says: [
      "Moses Kinyanjui, branch manager at Family Bank Kiambu. Our 14 staff need training on handling difficult customers",
      "moses.kinyanjui@familybank.co.ke",
    ],
    expect: {
      firstName: "Moses",
      lastName: "Kinyanjui",
      email: "moses.kinyanjui@familybank.co.ke",
      services: ["Corporate Training"],
    },
  },

  // Parents for a child.
  {
    name: "b8: mother in Swahili, son's CV for a hotel job",
    says: [
      "Mwanangu Kevo amemaliza course ya hotel management Utalii, anahitaji CV",
      "Mimi ni mama yake, Jane Wambui",
      "0722 063 915",
    ],
    expect: {
      firstName: "Jane",
      lastName: "Wambui",
      phone: "+254722063915",
      services: ["CV Writing"],
    },
  },
  {
    name: "b8: father names only the daughter",
    says: [
      "My daughter Shalom is in form 3 and doesn't know what to study. Do you have a youth programme?",
      "Reach me on 0733 460 217",
    ],
    expect: {
      phone: "+254733460217",
      services: ["Youth Programs"],
    },
  },

  // Students.
  {
    name: "b8: JKUAT student, school in the name line",
    says: [
      "Ivy Chepngeno, 4th year at JKUAT. I need a CV for attachment applications",
      "ivy.chepngeno@students.jkuat.ac.ke",
    ],
    expect: {
      firstName: "Ivy",
      lastName: "Chepngeno",
      email: "ivy.chepngeno@students.jkuat.ac.ke",
      services: ["CV Writing"],
    },
  },

  // Army, police, NYS and county jobs.
  {
    name: "b8: KDF recruitment interview in Sheng",
    says: [
      "Nimeshortlistiwa KDF recruitment, nataka mtu anipige msasa kwa interview",
      "Ni Felix Wanyonyi",
      "0759 204 886",
    ],
    expect: {
      firstName: "Felix",
      lastName: "Wanyonyi",
      phone: "+254759204886",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b8: county job application letter",
    says: [
      "Nakuru County Public Service Board has advertised ward administrator posts. I need an application letter",
      "Geoffrey Kamau",
      "0710 338 942",
    ],
    expect: {
      firstName: "Geoffrey",
      lastName: "Kamau",
      phone: "+254710338942",
      services: ["Cover Letters"],
    },
  },

  {
    name: "b8: police constable recruitment, mixed English and Swahili",
    says: [
      "Good afternoon, nataka kujiandaa kwa interview ya National Police Service recruitment, ni mwezi ujao",
      "Dominic Lokol Ekai",
      "0797 512 044",
    ],
    expect: {
      firstName: "Dominic",
      lastName: "Lokol Ekai",
      phone: "+254797512044",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b8: NYS graduate, CV then interview added",
    says: [
      "I finished my NYS service last year and want a CV for Kenya Prisons and county enforcement jobs",
      "Sharon Jeptoo",
      "0114 385 260",
      "Add interview coaching too, the Prisons interviews are tough",
    ],
    expect: {
      firstName: "Sharon",
      lastName: "Jeptoo",
      phone: "+254114385260",
      services: ["CV Writing", "Interview Coaching"],
    },
  },

  // The diaspora.
  {
    name: "b8: housemaid in Saudi Arabia, Saudi WhatsApp",
    says: [
      "Hello from Riyadh. I want to come home and work as a caregiver, I need a CV",
      "Pauline Nthenya",
      "my whatsapp is +966 55 318 2047",
    ],
    expect: {
      firstName: "Pauline",
      lastName: "Nthenya",
      phone: "+966553182047",
      services: ["CV Writing"],
    },
  },
  {
    name: "b8: Canada, LinkedIn, Canadian number",
    says: [
      "Hi, I'm in Calgary and want my LinkedIn to show my Kenyan and Canadian experience",
      "Dr. Oscar Mutiso",
      "+1 (403) 862-5139",
    ],
    expect: {
      firstName: "Oscar",
      lastName: "Mutiso",
      phone: "+14038625139",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b8: Germany, CV and cover letter, German mobile",
    says: [
      "Guten Tag from Munich 😅 I'm a Kenyan engineer, I need a CV and cover letter for jobs back home",
      "Victor Owino Oloo",
      "+49 1512 3846209",
    ],
    expect: {
      firstName: "Victor",
      lastName: "Owino Oloo",
      phone: "+4915123846209",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b8: Perth, professional development, Australian mobile",
    says: [
      "I'm a mining supervisor in Perth and want a professional development plan to move into management",
      "Chief Gideon Lemayian? No, just Gideon Lemayian, the Chief is a nickname",
      "+61 412 753 806",
    ],
    expect: {
      firstName: "Gideon",
      lastName: "Lemayian",
      phone: "+61412753806",
      services: ["Professional Development"],
    },
  },
  {
    name: "b8: Doha, Qatar WhatsApp with 00974",
    says: [
      "Salaam, niko Doha as a security guard. Nataka LinkedIn yangu iwe poa nipate kazi Nairobi",
      "Hassan Abdi Noor",
      "00974 5521 8736",
    ],
    expect: {
      firstName: "Hassan",
      lastName: "Abdi Noor",
      phone: "+97455218736",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b8: Boston, US number without a plus, email as well",
    says: [
      "Need interview coaching for a Kenyan NGO director role, interviews are on Zoom",
      "Winfred Mueni Kioko",
      "1 617 804 3321 or winfred.kioko@gmail.com",
    ],
    expect: {
      firstName: "Winfred",
      lastName: "Mueni Kioko",
      phone: "+16178043321",
      email: "winfred.kioko@gmail.com",
      services: ["Interview Coaching"],
    },
  },
];
