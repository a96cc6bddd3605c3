import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 15 for `npm run bench:assistant`, written on 2026-12-01 by the helper
 * "asst-batch15", apart from the engine: nothing under server/assistant/ or its tests was opened,
 * no `git show` or engine history was read (one exception below), and no other persona batch was
 * opened. What was read, exactly: bench/assistant-personas-batch13.ts, for its format and header
 * conventions only; the first 50 lines of bench/assistant-personas-batch4.ts, for the
 * `Batch4Persona` type (and a grep of bench/assistant-personas.ts for its interface lines); the
 * first 60 lines of bench/assistant.ts (imports, `sets`, the named batches) and its README-text
 * line, to register the batch (a grep there for "14" also showed the openings of a few
 * hard-coded lines about past batches' figures); content/services.ts, for the services' exact
 * names (its keywords and synonyms were on screen with them); and the chat-assistant lines of
 * /work/shared/SPEC.md, found by grep. The exception, stated for honesty: a `git log --oneline
 * -3` of the branch, run to check the worktree at the start, showed the last three commit
 * subjects, one of which says that a visitor who puts the CV off in a long story and wants a
 * promotion now reaches the consultant with Professional Development only; no diff and no
 * engine code were seen. Not run when it was written.
 *
 * The kinds of visitors, with people and phrasings of this batch's own: emoji around, between
 * and stuck to names (sparkles, a flag, a ZWJ person, hearts); typos in "my name is" ("my nme
 * is", "my naem is", "ma name is", "my nane is", "my name's is"); honorifics and titles (Prof.,
 * Rev. Fr., Capt., Bi., Adv. with LLB, Dkt., Ms., Mr) with three- and four-word names ("arap");
 * surname-first forms, marked as such; middle initials with and without a full stop; names that
 * are also words or places (Precious, Innocent, Sunday, Israel, Memory, Neema, Victoria); a name
 * given after a refusal, in English and Swahili; one- and two-word replies; replies to questions
 * not asked (a deadline, Zoom, a job title, an email before the service); long runs of spaces
 * and repeated letters around short answers; all caps in English and Swahili; two and three
 * services in the order asked; services by outcome or purpose (headhunters, "tell us about
 * yourself", a thesis sent back, a bank's document for a posho mill, demoralised staff, "a
 * manager in two years"), misspelt ("c.v writng", "coverlater", "coporate trainning", "intavew
 * coching", "bussines plan"), in Swahili ("wasifu-kazi", "usaili", "kusahihishiwa tasnifu",
 * "mafunzo ya huduma kwa wateja") and Sheng ("nichongee", "iko dry", "mbogi ya sales"); a
 * service negated, postponed or dropped that is not expected; a service asked next to a price
 * question; a field refused twice (phone, name, email) before the hand-over; six life stories of
 * 100-200 words (a guard in Dubai in Sheng, a mother in Nakuru, a dairy cooperative in Nyeri, a
 * teacher in Kitui moving to the UK, a young electrician in Kayole, a hospital's HR officer in
 * Eldoret); Kenyan phones with spaces, dashes, dots, brackets, pairs, runs of spaces, no plus,
 * "(0)" after +254, 0100/0110 prefixes and a wa.me link; diaspora phones with +, 00, 1 and their
 * local format where the visitor says where they are (UAE, Saudi, Qatar, Oman, UK, US, Canada,
 * Australia, Germany, Uganda); emails in capitals, with dots, plus-addresses, spelt out with
 * "at" and "dot", or with a trailing full stop. At least 15 visitors (corporate buyers, parents,
 * students, business owners, people abroad) want nothing like a CV.
 *
 * Same format and conventions as batch 13 (and so batch 12): each persona says its lines in
 * order, whatever the assistant asks; a correct hand-over needs a way to reach the visitor
 * (phone/WhatsApp or email) and the service(s) as asked, in the order asked (`expect.services`
 * holds content/services.ts names); the name is not required, but a wrong one is wrong. Every
 * visitor here gives a service and a way to be reached within six lines. Conventions of the
 * expectations (batch 12's, as copied into batch 13):
 * - honorifics, titles and professional letters are left out of the name; `lastName` is
 *   everything after the first name (a middle initial included); a nickname given beside the
 *   name is not the name, a nickname given alone is;
 * - a greeting, a refusal, a filler ("k", "ok", an emoji), a town, a job or a department is never
 *   a name; a parent who gives their own name is recorded under it;
 * - a service declined or replaced is not expected; one added later comes after the first; a
 *   training's subject (stress management, customer service, a motivational talk) is not a
 *   second service; a document the visitor only describes having is not asked for;
 * - the phone kept is the one to reach the visitor on WhatsApp when a WhatsApp line and a calls
 *   line are both given; a mistyped email is expected as the address that works; phones are
 *   E.164, a foreign number in its own country's format read as the country the visitor says
 *   they are in; the company is recorded where the visitor names their employer or organisation.
 * Made explicit here, in the same spirit (what a careful consultant would write down): a name in
 * capitals is recorded in title case and an email in capitals in lower case (as batch 13
 * expects); a name given surname first, said to be so, is recorded first name first, `lastName`
 * being the other names and then the surname; a plus-address is kept whole; an email spelt out
 * with "at" and "dot" is recorded as the address; a service put off "later" or "next month" is
 * not expected now; the employer the visitor is applying to is not their company; two kinds of
 * training in one booking are one service.
 */
export type Batch15Persona = Batch4Persona;

const dubaiGuardStory = [
  "Niaje team. Mimi ni msee wa Kayole but niko Dubai since 2022, nafanya kazi ya security guard",
  "kwa mall moja huko Deira. Contract yangu inaisha March na sitaki ku-renew because the shifts",
  "are twelve hours and the agent alichukua salary ya miezi mbili mwanzo. I want to come back home",
  "and apply for supervisor jobs with the security firms in Nairobi. Shida ni sina CV proper, ile",
  "niko nayo ni ya 2019 and it only shows my KCSE and a driving course. Pia hizi kampuni zinataka",
  "application letter kwa kila job. So nataka mnichongee CV mpya ya supervisor, then a cover",
  "letter ya kutumia kwa hizi applications. Niko online after 8pm Dubai time. Naitwa Geoffrey",
  "Onyango Ouma, WhatsApp yangu ni 052 318 4406.",
].join(" ");

const nakuruMotherStory = [
  "Good afternoon. I am writing about my daughter, not myself. She finished her degree in",
  "environmental science at Egerton last year and since then she has been at home with us in",
  "Nakuru. She is a bright girl, she got a second class upper, but she does not know where to",
  "start. She sleeps late, she is on her phone the whole day, and when I ask about work she says",
  "there is nothing for people like her. Her father thinks she should just do a teaching course",
  "but she is not interested. A neighbour told me that you run a programme for young people who",
  "have just finished university, where they learn how to look for work, how to carry themselves",
  "in an office and how to plan a career. I would like to enrol her, and I will be the one",
  "paying. Please call me in the evening. I am Margaret Wanjiku Njoroge, 0722 560 418.",
].join(" ");

const nyeriDairyStory = [
  "Hello. I am the chairman of Gikondi Dairy Farmers Cooperative in Mukurwe-ini, Nyeri. We have",
  "340 members who deliver about 9,000 litres of milk every day, and for years we have sold",
  "everything raw to the big processors at whatever price they set. This year the members voted",
  "to build our own cooling plant and to start packaging fresh milk and yoghurt under our own",
  "brand. The county has promised some support and a bank says it can consider a loan, but both",
  "want a proper business plan with projections, a market study and a risk section, and a",
  "company profile they can share with their boards. Our secretary tried to write something but",
  "it is only four pages and has no numbers. We need professionals to write the business plan",
  "and the profile. We can pay a deposit. I am Samuel Maina Gichuki, the cooperative email is",
  "gikondidairy@gmail.com and my own line is +254 721 904 336.",
].join(" ");

const kituiTeacherStory = [
  "Habari. I have taught maths and chemistry in a secondary school in Kitui for nine years. Many",
  "of my colleagues have moved to the UK to teach, and I have been thinking about it seriously",
  "since my husband got a scholarship in Leeds. I have already updated my CV with help from a",
  "friend who teaches in Manchester, so I don't need a CV. What I need is someone to guide me",
  "through the whole move: which route to take, how to get qualified teacher status, which",
  "regions hire, how to survive the first year. After that I will need interview coaching,",
  "because I hear UK schools watch you teach a lesson and then do a panel, and I have never done",
  "anything like that. I am free on weekends. My name is Catherine Mwende Musyoka and my email",
  "is cmusyoka.teacher@gmail.com.",
].join(" ");

const kayoleElectricianStory = [
  "Sasa boss. Ni story kidogo. Nilimaliza diploma ya electrical engineering pale Kabete 2022, na",
  "tangu hapo nimekuwa nikihustle na mjengo na kufanya wiring za nyumba hapa Kayole. Mwaka huu",
  "nimeitwa interview tatu, moja ya kampuni ya solar, moja ya hospitali na moja ya county, na",
  "zote nilichomwa. Kwa panel najipata nimefreeze, naongea haraka sana, na siwezi explain vile",
  "nilifanya projects zangu hata kama nazijua poa. Last time mmoja wa panel aliniambia 'you know",
  "your work but you cannot sell yourself'. Hiyo iliniuma. Nimeitwa tena interview next month na",
  "sitaki kuchomwa tena. CV yangu watu wameniambia iko sawa, hiyo tutaangalia later. Kwa sasa",
  "nataka mtu wa kunifunza interview vizuri, mock interviews na feedback. Naitwa Dennis Mwangi",
  "Kariuki, namba ni 0795 338 214, hiyo pia ni WhatsApp.",
].join(" ");

const eldoretHospitalStory = [
  "Dear Kazi team, I am the HR officer at Rift Valley Cottage Hospital in Eldoret, a 120-bed",
  "private hospital. Over the last six months our patient satisfaction scores have dropped, and",
  "most complaints are about how our nurses, receptionists and cashiers speak to patients and",
  "relatives, especially at night and at the billing desk. There is also some tension between",
  "departments since we merged the outpatient and casualty teams. Management has asked me to",
  "organise two things for about 60 staff: a customer care workshop on handling difficult",
  "patients, and a team building day to bring the departments together. We would prefer two",
  "Saturdays in February, on site, and we need a quotation for the board by the end of this",
  "month. Kindly contact me on 0733 441 208 or hr@rvcottagehospital.co.ke. Thank you, Lilian",
  "Jerop Kosgei.",
].join(" ");

export const batch15Personas: Batch15Persona[] = [
  // Emoji around, between and stuck to names.
  {
    name: "b15-01: sparkles stuck around the first name, interview coaching for a bank job",
    says: ["hey, I need interview coaching for a bank job", "✨Wanjiku✨ Kariuki", "0721 404 873"],
    expect: {
      firstName: "Wanjiku",
      lastName: "Kariuki",
      phone: "+254721404873",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b15-02: Kenyan flag between the names, LinkedIn revamp, +254 run together",
    says: ["LinkedIn profile revamp please", "Moses 🇰🇪 Kiptoo", "+254733850216"],
    expect: {
      firstName: "Moses",
      lastName: "Kiptoo",
      phone: "+254733850216",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: 'b15-03: a ZWJ person emoji before "it\'s Akinyi", cover letter, email',
    says: [
      "cover letter for a teaching job at a private school",
      "🙋🏽‍♀️ it's Akinyi",
      "akinyi.teacher@gmail.com",
    ],
    expect: {
      firstName: "Akinyi",
      email: "akinyi.teacher@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b15-04: hearts stuck to a single name, CV in Sheng ('nichongee'), dashes",
    says: ["nichongee CV fiti boss", "Zawadi💕💕", "0745-118-392"],
    expect: {
      firstName: "Zawadi",
      phone: "+254745118392",
      services: ["CV Writing"],
    },
  },

  // Typos in "my name is".
  {
    name: "b15-05: 'my nme is' with three names, proofreading a research project",
    says: [
      "proofreading for my final year research project",
      "my nme is Lucy Wairimu Gitau",
      "0713 227 650",
    ],
    expect: {
      firstName: "Lucy",
      lastName: "Wairimu Gitau",
      phone: "+254713227650",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b15-06: 'my naem is', CV by outcome (online systems), 254 without the plus",
    says: [
      "My CV never gets past the online application systems, I need it redone",
      "my naem is Kelvin Otieno",
      "254 716 902 337",
    ],
    expect: {
      firstName: "Kelvin",
      lastName: "Otieno",
      phone: "+254716902337",
      services: ["CV Writing"],
    },
  },
  {
    name: "b15-07: 'ma name is' in Sheng, a cover letter as 'barua ya application'",
    says: ["niko na job ya clerk nataka barua ya application", "ma name is Brian", "0791 005 642"],
    expect: {
      firstName: "Brian",
      phone: "+254791005642",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b15-08: 'my nane is' lowercase, business plan for a salon's sacco loan, dots",
    says: [
      "i need a business plan for my salon, the sacco loan officer asked for it",
      "my nane is esther nduku",
      "0722.604.118",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Nduku",
      phone: "+254722604118",
      services: ["Business Writing"],
    },
  },
  {
    name: 'b15-09: "my name\'s is", LinkedIn, email with a capital in the provider',
    says: ["LinkedIn", "my name's is Dorcas Njeri", "dorcas.njeri@Outlook.com"],
    expect: {
      firstName: "Dorcas",
      lastName: "Njeri",
      email: "dorcas.njeri@outlook.com",
      services: ["LinkedIn Optimization"],
    },
  },

  // Honorifics and titles.
  {
    name: "b15-10: Prof. with four words ('arap'), textbook manuscript edited, .ac.ke email",
    says: [
      "I'd like a textbook manuscript edited before it goes to the publisher",
      "Prof. Jacob Kipkorir arap Ngetich",
      "jngetich@mu.ac.ke",
    ],
    expect: {
      firstName: "Jacob",
      lastName: "Kipkorir arap Ngetich",
      email: "jngetich@mu.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b15-11: Rev. Fr., a parish grant proposal for a borehole",
    says: [
      "Our parish needs a grant proposal written for a borehole project",
      "Rev. Fr. Dominic Odhiambo",
      "0720 316 594",
    ],
    expect: {
      firstName: "Dominic",
      lastName: "Odhiambo",
      phone: "+254720316594",
      services: ["Business Writing"],
    },
  },
  {
    name: "b15-12: Capt. with three names, first-officer interview, +971 with spaces",
    says: [
      "I have an airline interview for first officer, I need coaching",
      "Capt. Samuel Njoroge Mburu",
      "+971 50 331 2478",
    ],
    expect: {
      firstName: "Samuel",
      lastName: "Njoroge Mburu",
      phone: "+971503312478",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b15-13: Bi. (Swahili Ms), customer-service training for her hotel staff",
    says: [
      "Nahitaji mafunzo ya huduma kwa wateja kwa wafanyakazi wangu wa hoteli",
      "Bi. Mwanajuma Athman",
      "0722 501 386",
    ],
    expect: {
      firstName: "Mwanajuma",
      lastName: "Athman",
      phone: "+254722501386",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b15-14: Adv. and LLB around the name, career coaching to make partner",
    says: [
      "I'm a senior associate and I want career coaching to make partner within two years",
      "Adv. Cynthia Muthoni, LLB",
      "+254 712 660 439",
    ],
    expect: {
      firstName: "Cynthia",
      lastName: "Muthoni",
      phone: "+254712660439",
      services: ["Professional Development"],
    },
  },
  {
    name: "b15-15: Dkt. (Swahili doctor), 'usaili' for a county job, +254 (0)",
    says: [
      "Nina usaili wa kazi ya daktari kaunti ya Kwale, nisaidieni kujiandaa",
      "Dkt. Hamisi Mohamed",
      "+254 (0) 733 118 450",
    ],
    expect: {
      firstName: "Hamisi",
      lastName: "Mohamed",
      phone: "+254733118450",
      services: ["Interview Coaching"],
    },
  },

  // Surname first, middle initials.
  {
    name: "b15-16: 'Surname Omondi, first name Lilian', CV",
    says: ["CV writing please", "Surname Omondi, first name Lilian", "0702 339 814"],
    expect: {
      firstName: "Lilian",
      lastName: "Omondi",
      phone: "+254702339814",
      services: ["CV Writing"],
    },
  },
  {
    name: "b15-17: surname first in capitals 'like on my ID', cover letter then CV",
    says: [
      "I need a cover letter and then a CV for a job at a bank",
      "KARIUKI Grace Wambui (surname first, like on my ID)",
      "0720 884 103",
    ],
    expect: {
      firstName: "Grace",
      lastName: "Wambui Kariuki",
      phone: "+254720884103",
      services: ["Cover Letters", "CV Writing"],
    },
  },
  {
    name: "b15-18: 'Ochieng is the surname, Paul is my first name', in Perth, Australian 04",
    says: [
      "I'm in Perth, Australia. I need interview prep for a mining company",
      "Ochieng is the surname, Paul is my first name",
      "0412 330 958",
    ],
    expect: {
      firstName: "Paul",
      lastName: "Ochieng",
      phone: "+61412330958",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b15-19: middle initial with a full stop, LinkedIn, email in mixed capitals",
    says: ["linkedin optimisation", "Peter K. Mwangi", "Peter.K.Mwangi@Gmail.com"],
    expect: {
      firstName: "Peter",
      lastName: "K. Mwangi",
      email: "peter.k.mwangi@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b15-20: middle initial without a full stop, tender documents for her company",
    says: [
      "We need tender documents prepared for a county roads tender",
      "Sarah N Wambui, director at Nyota Contractors",
      "0729 447 015",
    ],
    expect: {
      firstName: "Sarah",
      lastName: "N Wambui",
      phone: "+254729447015",
      company: "Nyota Contractors",
      services: ["Business Writing"],
    },
  },

  // Names that are also words or places.
  {
    name: "b15-21: 'Precious', a third-year student joins the youth programme",
    says: [
      "I'm in third year, I'd like to join the youth programme for career readiness",
      "Precious Atieno",
      "0798 440 127",
    ],
    expect: {
      firstName: "Precious",
      lastName: "Atieno",
      phone: "+254798440127",
      services: ["Youth Programs"],
    },
  },
  {
    name: 'b15-22: "I\'m Innocent Kiprop", interview coaching in Sheng',
    says: [
      "interview ya Kenya Power iko next month, nataka coaching",
      "I'm Innocent Kiprop",
      "0725 330 981",
    ],
    expect: {
      firstName: "Innocent",
      lastName: "Kiprop",
      phone: "+254725330981",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b15-23: 'Sunday' as a name, a company newsletter proofread, email",
    says: [
      "can you proofread our company newsletter before Friday",
      "Sunday Ekiru",
      "sunday.ekiru@gmail.com",
    ],
    expect: {
      firstName: "Sunday",
      lastName: "Ekiru",
      email: "sunday.ekiru@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b15-24: 'Israel' as a name, motivational talk for a sales team, employer named",
    says: [
      "Need a motivational talk for our sales team of 15",
      "Israel Mutua, sales manager at Kibo Motors",
      "0733 402 665",
    ],
    expect: {
      firstName: "Israel",
      lastName: "Mutua",
      phone: "+254733402665",
      company: "Kibo Motors",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b15-25: 'Memory' as a name, mentorship into leadership, 0110 number",
    says: [
      "I'd like a mentor to help me grow into a leadership role",
      "Memory Chepkemoi",
      "0110 228 457",
    ],
    expect: {
      firstName: "Memory",
      lastName: "Chepkemoi",
      phone: "+254110228457",
      services: ["Professional Development"],
    },
  },
  {
    name: "b15-26: 'Neema' alone, master's thesis proofread in Swahili",
    says: ["Nataka kusahihishiwa tasnifu yangu ya uzamili", "Neema", "0757 661 209"],
    expect: {
      firstName: "Neema",
      phone: "+254757661209",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b15-27: 'Victoria' as a name, cover letter, 0100 number",
    says: ["cover letter", "Victoria Nekesa", "0100 447 812"],
    expect: {
      firstName: "Victoria",
      lastName: "Nekesa",
      phone: "+254100447812",
      services: ["Cover Letters"],
    },
  },

  // A name given after a refusal.
  {
    name: "b15-28: 'nope', then \"ok ok, it's Tabitha Wanjala\", LinkedIn, +254 with dashes",
    says: ["linkedin pls", "nope", "ok ok, it's Tabitha Wanjala", "+254-704-118263"],
    expect: {
      firstName: "Tabitha",
      lastName: "Wanjala",
      phone: "+254704118263",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b15-29: 'Sitaki kusema jina', then 'Sawa basi, naitwa Halima', interview coach",
    says: [
      "Nataka kocha wa interview",
      "Sitaki kusema jina",
      "Sawa basi, naitwa Halima",
      "0726 045 913",
    ],
    expect: {
      firstName: "Halima",
      phone: "+254726045913",
      services: ["Interview Coaching"],
    },
  },

  // One- and two-word replies to the question asked.
  {
    name: "b15-30: 'proofread', 'Kim', a phone run together",
    says: ["proofread", "Kim", "0733900418"],
    expect: {
      firstName: "Kim",
      phone: "+254733900418",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b15-31: 'hello', 'staff training', 'Ruth', an email",
    says: ["hello", "staff training", "Ruth", "ruth@mwangaza.co.ke"],
    expect: {
      firstName: "Ruth",
      email: "ruth@mwangaza.co.ke",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b15-32: 'sawa', 'cv', 'ndio', 'Omari', a phone",
    says: ["sawa", "cv", "ndio", "Omari", "0711 667 202"],
    expect: {
      firstName: "Omari",
      phone: "+254711667202",
      services: ["CV Writing"],
    },
  },

  // Replies to questions not asked.
  {
    name: "b15-33: the deadline given for the name, then the name, cover letter",
    says: [
      "cover letter for a Red Cross job",
      "deadline is Thursday",
      "Gladys Moraa",
      "0721 558 009",
    ],
    expect: {
      firstName: "Gladys",
      lastName: "Moraa",
      phone: "+254721558009",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b15-34: asks about Zoom for the phone, then 'call me after 6pm on'",
    says: [
      "interview coaching",
      "Kevin Mutai",
      "can we do it on Zoom?",
      "call me after 6pm on 0799 330 215",
    ],
    expect: {
      firstName: "Kevin",
      lastName: "Mutai",
      phone: "+254799330215",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b15-35: job and years for the name, then the name, a plus-address",
    says: [
      "LinkedIn optimisation",
      "I'm an accountant, 7 yrs",
      "Joan Cherono",
      "joan.cherono+linkedin@gmail.com",
    ],
    expect: {
      firstName: "Joan",
      lastName: "Cherono",
      email: "joan.cherono+linkedin@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b15-36: the email before the service, a car wash business plan, then the name",
    says: [
      "hi",
      "m.abdullahi@yahoo.com",
      "I need a business plan for a car wash",
      "Mohamed Abdullahi",
    ],
    expect: {
      firstName: "Mohamed",
      lastName: "Abdullahi",
      email: "m.abdullahi@yahoo.com",
      services: ["Business Writing"],
    },
  },

  // Runs of spaces and repeated letters; all caps.
  {
    name: "b15-37: 'hiiiiiiii', 'cv pleeeeease', spaces inside the name and the phone",
    says: ["hiiiiiiii", "cv pleeeeease", "Achieng      Odera", "0712   884   390"],
    expect: {
      firstName: "Achieng",
      lastName: "Odera",
      phone: "+254712884390",
      services: ["CV Writing"],
    },
  },
  {
    name: "b15-38: long runs of spaces around 'linkedin' and a single name",
    says: ["                linkedin                ", "     Mutiso     ", "0722 019 337"],
    expect: {
      firstName: "Mutiso",
      phone: "+254722019337",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b15-39: 'soooooo', 'yessss', interview coaching, 0700 number",
    says: ["soooooo I need interview coaching", "yessss", "Faith Nyaboke", "0700 224 516"],
    expect: {
      firstName: "Faith",
      lastName: "Nyaboke",
      phone: "+254700224516",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b15-40: all caps, customer-service training, three names, email in capitals",
    says: [
      "I WANT CORPORATE TRAINING FOR MY STAFF ON CUSTOMER SERVICE",
      "JAMES KIPLAGAT KORIR",
      "JAMES@KORIRHARDWARE.CO.KE",
    ],
    expect: {
      firstName: "James",
      lastName: "Kiplagat Korir",
      email: "james@korirhardware.co.ke",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b15-41: all caps in Swahili, CV and 'barua ya kuomba kazi'",
    says: ["NAOMBA MNIANDIKIE CV NA BARUA YA KUOMBA KAZI", "AMINA HASSAN", "0722 813 470"],
    expect: {
      firstName: "Amina",
      lastName: "Hassan",
      phone: "+254722813470",
      services: ["CV Writing", "Cover Letters"],
    },
  },

  // Two or three services, in the order asked.
  {
    name: "b15-42: LinkedIn first, then a CV, a cover letter last, email",
    says: [
      "LinkedIn first, then a CV, and a cover letter last",
      "Derrick Wanyama",
      "derrick.wanyama@gmail.com",
    ],
    expect: {
      firstName: "Derrick",
      lastName: "Wanyama",
      email: "derrick.wanyama@gmail.com",
      services: ["LinkedIn Optimization", "CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b15-43: a sacco wants staff training then a company profile",
    says: [
      "We need staff training on teamwork and then a company profile written",
      "Agnes Muli from Tumaini Sacco",
      "0733 559 204",
    ],
    expect: {
      firstName: "Agnes",
      lastName: "Muli",
      phone: "+254733559204",
      company: "Tumaini Sacco",
      services: ["Corporate Training", "Business Writing"],
    },
  },
  {
    name: "b15-44: interview coaching for head of department, then career coaching for the role",
    says: [
      "I'm shortlisted for head of department. I want interview coaching, then career coaching for the new role",
      "Hellen Wambui Njuguna",
      "0720 667 128",
    ],
    expect: {
      firstName: "Hellen",
      lastName: "Wambui Njuguna",
      phone: "+254720667128",
      services: ["Interview Coaching", "Professional Development"],
    },
  },
  {
    name: "b15-45: three in Swahili, CV, cover letter and interview help",
    says: [
      "Nahitaji CV, cover letter na pia msaada wa interview",
      "Salim Mwinyi Juma",
      "0712 345 908",
    ],
    expect: {
      firstName: "Salim",
      lastName: "Mwinyi Juma",
      phone: "+254712345908",
      services: ["CV Writing", "Cover Letters", "Interview Coaching"],
    },
  },

  // Services by outcome or purpose.
  {
    name: "b15-46: wants headhunters to find him, LinkedIn by outcome",
    says: [
      "I want headhunters to find me when they search for supply chain managers",
      "Collins Mbugua",
      "0724 661 093",
    ],
    expect: {
      firstName: "Collins",
      lastName: "Mbugua",
      phone: "+254724661093",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b15-47: freezes at 'tell us about yourself', interview coaching by outcome",
    says: [
      "Every time a panel says 'tell us about yourself' I freeze. Can you train me?",
      "Lydia Wangeci",
      "+254 799 008 214",
    ],
    expect: {
      firstName: "Lydia",
      lastName: "Wangeci",
      phone: "+254799008214",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b15-48: thesis sent back for poor language, editing by outcome, student email",
    says: [
      "My supervisor sent back my thesis, he says the language is poor and full of errors",
      "Kevin Ochieng Owino",
      "k.owino@students.uonbi.ac.ke",
    ],
    expect: {
      firstName: "Kevin",
      lastName: "Ochieng Owino",
      email: "k.owino@students.uonbi.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b15-49: the bank wants a document for a posho mill, business plan by purpose",
    says: [
      "The bank wants a document showing how my posho mill will make money before they give me a loan",
      "Wilfred Kimani",
      "0728 113 506",
    ],
    expect: {
      firstName: "Wilfred",
      lastName: "Kimani",
      phone: "+254728113506",
      services: ["Business Writing"],
    },
  },
  {
    name: "b15-50: demoralised tea-factory staff after layoffs, training by purpose, HR beside the name",
    says: [
      "After the layoffs our staff at Chinga Tea Factory are demoralised. We want someone to come and talk to them",
      "Beatrice Muriuki, HR",
      "hr.chinga@gmail.com",
    ],
    expect: {
      firstName: "Beatrice",
      lastName: "Muriuki",
      email: "hr.chinga@gmail.com",
      company: "Chinga Tea Factory",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b15-51: 'a manager in two years', professional development by purpose",
    says: [
      "I've been a team leader for 4 years and I want to be a manager in two. Who can guide me?",
      "Patrick Oduya",
      "0723 550 781",
    ],
    expect: {
      firstName: "Patrick",
      lastName: "Oduya",
      phone: "+254723550781",
      services: ["Professional Development"],
    },
  },

  // Misspelt services.
  {
    name: "b15-52: 'c.v writng and a coverlater'",
    says: ["c.v writng and a coverlater", "Doreen Akinyi", "0790 118 654"],
    expect: {
      firstName: "Doreen",
      lastName: "Akinyi",
      phone: "+254790118654",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b15-53: 'coporate trainning' for 25 staff, Mr before the name",
    says: ["coporate trainning for 25 staff", "Mr Daniel Kimathi", "0722 330 617"],
    expect: {
      firstName: "Daniel",
      lastName: "Kimathi",
      phone: "+254722330617",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b15-54: 'intavew coching plz', a phone in brackets",
    says: ["intavew coching plz", "Sharon Moraa", "(0711) 402 386"],
    expect: {
      firstName: "Sharon",
      lastName: "Moraa",
      phone: "+254711402386",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b15-55: 'bussines plan' for a boda boda sacco",
    says: ["need a bussines plan for a boda boda sacco", "Kennedy Obura", "0745 990 213"],
    expect: {
      firstName: "Kennedy",
      lastName: "Obura",
      phone: "+254745990213",
      services: ["Business Writing"],
    },
  },

  // Swahili and Sheng.
  {
    name: "b15-56: 'wasifu-kazi', 'Jina langu ni', phone in pairs",
    says: [
      "Ninahitaji kuandikiwa wasifu-kazi (CV) mpya",
      "Jina langu ni Mwanaisha Kombo",
      "07 22 40 11 86",
    ],
    expect: {
      firstName: "Mwanaisha",
      lastName: "Kombo",
      phone: "+254722401186",
      services: ["CV Writing"],
    },
  },
  {
    name: "b15-57: Sheng 'LinkedIn yangu iko dry', 'Ni mimi Shiru'",
    says: ["LinkedIn yangu iko dry manze, hakuna mtu ananicheki", "Ni mimi Shiru", "0768 312 447"],
    expect: {
      firstName: "Shiru",
      phone: "+254768312447",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b15-58: Sheng, the boss wants the sales 'mbogi' trained, a single name",
    says: [
      "Boss ameniambia nicheki mtu wa ku-train mbogi ya sales, tuko kama 30",
      "Wanjohi",
      "0701 664 920",
    ],
    expect: {
      firstName: "Wanjohi",
      phone: "+254701664920",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b15-59: a mother in Swahili enrols her form-four leaver in the youth programme",
    says: [
      "Mwanangu amemaliza kidato cha nne, nataka ajiunge na programu yenu ya vijana",
      "Mimi ni mama yake, naitwa Rehema Ali",
      "0722 918 334",
    ],
    expect: {
      firstName: "Rehema",
      lastName: "Ali",
      phone: "+254722918334",
      services: ["Youth Programs"],
    },
  },

  // A service negated, postponed or dropped.
  {
    name: "b15-60: 'I don't need a CV, mine is fine', LinkedIn only",
    says: [
      "I don't need a CV, mine is fine. Just the LinkedIn please",
      "Ian Macharia",
      "0715 442 096",
    ],
    expect: {
      firstName: "Ian",
      lastName: "Macharia",
      phone: "+254715442096",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b15-61: interview coaching now, 'CV maybe later in the year'",
    says: ["interview coaching now, CV maybe later in the year", "Stella Kerubo", "0741 305 886"],
    expect: {
      firstName: "Stella",
      lastName: "Kerubo",
      phone: "+254741305886",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b15-62: 'we don't want editing', a grant proposal written from scratch",
    says: [
      "We don't want editing, we need someone to write the whole grant proposal from scratch",
      "Juliet Anyango",
      "juliet@kilimobora.org",
    ],
    expect: {
      firstName: "Juliet",
      lastName: "Anyango",
      email: "juliet@kilimobora.org",
      services: ["Business Writing"],
    },
  },
  {
    name: "b15-63: Swahili 'CV tutafanya mwezi ujao', a cover letter only",
    says: [
      "CV tutafanya mwezi ujao, kwa sasa nataka cover letter tu",
      "Yusuf Abdi",
      "0733 871 402",
    ],
    expect: {
      firstName: "Yusuf",
      lastName: "Abdi",
      phone: "+254733871402",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b15-64: CV and LinkedIn, then 'skip the LinkedIn, I'll do it myself'",
    says: [
      "CV and LinkedIn",
      "Joy Chebet",
      "actually skip the LinkedIn, I'll do it myself",
      "0794 203 657",
    ],
    expect: {
      firstName: "Joy",
      lastName: "Chebet",
      phone: "+254794203657",
      services: ["CV Writing"],
    },
  },

  // A service next to a price question.
  {
    name: "b15-65: 'How much is a CV? I want one' for a driver job",
    says: ["How much is a CV? I want one for a driver job", "Josphat Kirui", "0720 118 945"],
    expect: {
      firstName: "Josphat",
      lastName: "Kirui",
      phone: "+254720118945",
      services: ["CV Writing"],
    },
  },
  {
    name: "b15-66: Swahili 'bei ya LinkedIn ni ngapi? Nataka mnifanyie'",
    says: [
      "bei ya LinkedIn optimisation ni ngapi? Nataka mnifanyie",
      "Zainabu Said",
      "0711 009 457",
    ],
    expect: {
      firstName: "Zainabu",
      lastName: "Said",
      phone: "+254711009457",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b15-67: the charge for a company profile for a solar business, Ms., email",
    says: [
      "What do you charge for a company profile? We need one for our solar business",
      "Ms. Caroline Wachira",
      "caroline@jualight.co.ke",
    ],
    expect: {
      firstName: "Caroline",
      lastName: "Wachira",
      email: "caroline@jualight.co.ke",
      services: ["Business Writing"],
    },
  },

  // A field refused twice, then the hand-over.
  {
    name: "b15-68: refuses the phone twice, career change coaching, email in capitals",
    says: [
      "career coaching, I want to move from teaching into HR",
      "Esther Wanjiru",
      "no phone",
      "I said no phone",
      "E.Wanjiru@Yahoo.com",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Wanjiru",
      email: "e.wanjiru@yahoo.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b15-69: refuses the name twice in Sheng ('jina si muhimu', 'pass')",
    says: ["nataka interview coaching", "jina si muhimu", "pass", "0759 440 318"],
    expect: {
      phone: "+254759440318",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b15-70: refuses an email twice, WhatsApp instead, annual report proofread",
    says: [
      "proofreading our annual report",
      "Cheruiyot",
      "no email",
      "still no email, use WhatsApp 0722 903 114",
    ],
    expect: {
      firstName: "Cheruiyot",
      phone: "+254722903114",
      services: ["Editing & Proofreading"],
    },
  },

  // Diaspora phones.
  {
    name: "b15-71: carer in Birmingham, CV for NHS jobs, UK mobile with its 0",
    says: [
      "I'm a carer in Birmingham. I need a CV for NHS jobs",
      "Purity Wanjiru Mwangi",
      "07412 553 806",
    ],
    expect: {
      firstName: "Purity",
      lastName: "Wanjiru Mwangi",
      phone: "+447412553806",
      services: ["CV Writing"],
    },
  },
  {
    name: "b15-72: house help in Jeddah, a cover letter in Swahili, Saudi mobile with its 0",
    says: [
      "Niko Jeddah, kazi ya nyumba. Nataka cover letter ya kazi ya hotel",
      "Fatuma Mohamed",
      "055 412 3098",
    ],
    expect: {
      firstName: "Fatuma",
      lastName: "Mohamed",
      phone: "+966554123098",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b15-73: in Atlanta, interview coaching for a nursing job, US number in brackets",
    says: [
      "I'm in Atlanta. Need interview coaching for a nursing job",
      "Grace Moraa Nyakundi",
      "(470) 318-2264",
    ],
    expect: {
      firstName: "Grace",
      lastName: "Moraa Nyakundi",
      phone: "+14703182264",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b15-74: in Muscat, LinkedIn, +968",
    says: ["Am in Muscat, need LinkedIn help", "Abdalla Mwinyi", "+968 9231 4470"],
    expect: {
      firstName: "Abdalla",
      lastName: "Mwinyi",
      phone: "+96892314470",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b15-75: in Toronto, career coaching from retail to project management, '1 647'",
    says: [
      "I'm in Toronto, I'd like career coaching to move from retail into project management",
      "Nelson Kibet",
      "1 647 882 3190",
    ],
    expect: {
      firstName: "Nelson",
      lastName: "Kibet",
      phone: "+16478823190",
      services: ["Professional Development"],
    },
  },
  {
    name: "b15-76: PhD in Wageningen, thesis chapters edited, a plus-address",
    says: [
      "I'm doing a PhD in Wageningen, Netherlands. I need my thesis chapters edited",
      "Agnes Chepchumba",
      "a.chepchumba+thesis@gmail.com",
    ],
    expect: {
      firstName: "Agnes",
      lastName: "Chepchumba",
      email: "a.chepchumba+thesis@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b15-77: in Kampala, a hardware shop business plan, Ugandan mobile with its 0",
    says: [
      "I'm in Kampala, I need a business plan for a hardware shop",
      "Ronald Wafula",
      "0772 418 903",
    ],
    expect: {
      firstName: "Ronald",
      lastName: "Wafula",
      phone: "+256772418903",
      services: ["Business Writing"],
    },
  },
  {
    name: "b15-78: in Frankfurt, a German-style CV, +49",
    says: [
      "I'm in Frankfurt. I want my Kenyan CV turned into a German-style one",
      "Dennis Otieno Opiyo",
      "+49 176 2345 8190",
    ],
    expect: {
      firstName: "Dennis",
      lastName: "Otieno Opiyo",
      phone: "+4917623458190",
      services: ["CV Writing"],
    },
  },
  {
    name: "b15-79: in Doha, the youth programme for a younger brother, 00974",
    says: [
      "Doha hapa. Nataka kumuandikisha mdogo wangu kwa programu yenu ya vijana",
      "Hassan Omar",
      "00974 5531 2207",
    ],
    expect: {
      firstName: "Hassan",
      lastName: "Omar",
      phone: "+97455312207",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b15-80: guard in Abu Dhabi, interview with a company there, UAE mobile with its 0",
    says: [
      "Am a security guard in Abu Dhabi, I want to prepare for an interview with a company here",
      "Evans Kiprotich",
      "050 661 2389",
    ],
    expect: {
      firstName: "Evans",
      lastName: "Kiprotich",
      phone: "+971506612389",
      services: ["Interview Coaching"],
    },
  },

  // More Kenyan phones and emails.
  {
    name: "b15-81: a wa.me link for the phone, CV",
    says: ["CV", "Wycliffe Barasa", "wa.me/254711223904"],
    expect: {
      firstName: "Wycliffe",
      lastName: "Barasa",
      phone: "+254711223904",
      services: ["CV Writing"],
    },
  },
  {
    name: "b15-82: the email spelt out with 'at' and 'dot', LinkedIn",
    says: ["LinkedIn", "Dennis Kamau", "dennis dot kamau at gmail dot com"],
    expect: {
      firstName: "Dennis",
      lastName: "Kamau",
      email: "dennis.kamau@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b15-83: 'Email:' and a trailing full stop, MBA dissertation proofread",
    says: [
      "I want my MBA dissertation proofread",
      "Ann Wambui Kamau",
      "Email: Ann.W.Kamau@strathmore.edu.",
    ],
    expect: {
      firstName: "Ann",
      lastName: "Wambui Kamau",
      email: "ann.w.kamau@strathmore.edu",
      services: ["Editing & Proofreading"],
    },
  },

  // Life stories of 100-200 words.
  {
    name: "b15-84: guard in Dubai coming home, CV then cover letter in Sheng, UAE mobile with its 0",
    says: [dubaiGuardStory],
    expect: {
      firstName: "Geoffrey",
      lastName: "Onyango Ouma",
      phone: "+971523184406",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b15-85: mother in Nakuru enrols her graduate daughter in the youth programme",
    says: [nakuruMotherStory],
    expect: {
      firstName: "Margaret",
      lastName: "Wanjiku Njoroge",
      phone: "+254722560418",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b15-86: dairy cooperative chairman, a business plan and a company profile",
    says: [nyeriDairyStory],
    expect: {
      firstName: "Samuel",
      lastName: "Maina Gichuki",
      email: "gikondidairy@gmail.com",
      phone: "+254721904336",
      company: "Gikondi Dairy Farmers Cooperative",
      services: ["Business Writing"],
    },
  },
  {
    name: "b15-87: teacher in Kitui moving to the UK, 'I don't need a CV', coaching then interview",
    says: [kituiTeacherStory],
    expect: {
      firstName: "Catherine",
      lastName: "Mwende Musyoka",
      email: "cmusyoka.teacher@gmail.com",
      services: ["Professional Development", "Interview Coaching"],
    },
  },
  {
    name: "b15-88: young electrician in Kayole, Sheng, interview coaching, the CV put off",
    says: [kayoleElectricianStory],
    expect: {
      firstName: "Dennis",
      lastName: "Mwangi Kariuki",
      phone: "+254795338214",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b15-89: hospital HR officer books customer care and team building for 60",
    says: [eldoretHospitalStory],
    expect: {
      firstName: "Lilian",
      lastName: "Jerop Kosgei",
      email: "hr@rvcottagehospital.co.ke",
      phone: "+254733441208",
      company: "Rift Valley Cottage Hospital",
      services: ["Corporate Training"],
    },
  },
];
