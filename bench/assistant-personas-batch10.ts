import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 10 for `npm run bench:assistant`, written on 2026-11-24 apart from the engine
 * (nothing under server/assistant/ was opened; content/ was read for the services' names only),
 * from issue 13 and SPEC.md, with people and phrasings not used in batches 1 to 9 as far as
 * their titles show; not run when it was written. The kinds of visitors: emoji inside, before
 * and after names (flags, skin tones, joined emoji, an emoji as the whole reply); typos in "my
 * name is" ("my anme is", "mt name is", "my nme's", "mu name is"); Swahili and Sheng
 * introductions ("jina langu ni", "wananiita", "mi ni ... aka"); honorifics (Dr. (Mrs.),
 * Capt. (Rtd), Pst., Sr., Mwalimu, Eng., a PhD after the name); three- and four-word names,
 * "arap", hyphens and apostrophes; surnames first ("Surname: X. Other names: Y", "X is my
 * surname"); Swahili, Sheng and mixed requests; two services in one line; refusals twice, in
 * English, Swahili and Sheng; answers to questions not asked (town, years, price, industry,
 * the phone before anything); one-word replies and long stories; phones with +254, 254,
 * +254 0, brackets, dots, dashes, pairs, Swahili numerals, "double", 010/011 numbers and
 * foreign mobiles; emails with a mistyped provider, a missing ".com", "gmail.co m", capitals;
 * HR and school buyers with headcounts; students and interns; Kenyans abroad; people who
 * change their mind about the service, before and after giving the phone.
 *
 * Same format and conventions as batches 4 to 9: each persona says its lines in order,
 * whatever the assistant asks, and a correct hand-over needs a way to reach the visitor
 * (phone/WhatsApp or email) and the service(s) as asked, in the order asked
 * (`expect.services` holds content/services.ts names); the name is not required, but a wrong
 * one is wrong. Every visitor here gives a way to be reached within six lines.
 * Conventions of the expectations:
 * - honorifics and degrees are left out of the name; `lastName` is everything after the
 *   first name; a surname given first is put last ("Surname: Otieno. Other names: Beryl
 *   Akinyi" is Beryl, "Akinyi Otieno"); a nickname given beside the name on the ID is not
 *   the name;
 * - a greeting, a refusal, a filler, a town, an industry or a relation ("Mama Kevin") is
 *   never a name; a parent who names only the child is recorded without a name;
 * - a service declined in the same breath is not asked for; a swapped one is expected as
 *   swapped; one added later comes after the first; a training's subject (report writing,
 *   customer care) is not a second service;
 * - a mistyped email is expected as the address that works; a phone as E.164.
 */
export type Batch10Persona = Batch4Persona;

const nurseLeeds = [
  "Hello, good evening from Kakamega. I have been a nurse at Kakamega County General Hospital",
  "for seven years, mostly in the renal unit, and I have passed the NCLEX and the OET last",
  "month. A recruitment agency in Leeds has invited me to apply for band 5 posts in the NHS,",
  "and they want a UK-style CV, not the four-page one I used for the county. After that there",
  "will be a video interview with a panel, and I have never done one, so I want you to prepare",
  "me for that too. I am Lydia Khavere Shikanda. I work night shifts this week so the best way",
  "is WhatsApp on 0723 - 604 - 189 and I will reply in the morning. Thank you.",
].join(" ");

const saccoBuyer = [
  "Dear Sir/Madam, we are Ukulima Bora Sacco, with 9 branches in Murang'a, Nyeri and Kirinyaga.",
  "The board has approved a two-day customer care and complaints handling training for our",
  "62 front office staff in February, to be held in Nyeri town. Kindly advise on your",
  "programme and fees. Regards, Josphat Muriithi Gachoki, HR & Admin Manager,",
  "j.gachoki@ukulimaborasacco.co.ke",
].join(" ");

const dohaStory = [
  "Habari! I'm a Kenyan working in Doha as a quantity surveyor for the last 6 years. My",
  "contract ends in March and I want to come back home and work with the big contractors in",
  "Nairobi or with KURA. I need a CV first, written for Kenyan employers, and after that my",
  "LinkedIn because recruiters back home look there. My name is Nicholas Wekesa Barasa. My",
  "Qatar number on WhatsApp is +974 3312 8406",
].join(" ");

const grandfatherStory = [
  "Good afternoon my children. I am writing for my grandson because he does not like to",
  "talk. He finished form four at Kagumo High School last year with a B plain and is waiting",
  "for university. I hear you have a programme for young people to guide them on careers and",
  "discipline before they go to campus. I want him to join. I am Mzee Gerald Wachira Kiragu,",
  "a retired headteacher from Othaya. Nipigie 0720 481 936, any time.",
].join(" ");

const longNameAnswer = [
  "Well, it's a bit complicated, my father named me after my grandfather so on my ID I am",
  "Kiprono Kimutai but everyone at work calls me KK, so use Kiprono Kimutai for the CV",
].join(" ");

export const batch10Personas: Batch10Persona[] = [
  // Emoji around and inside the name.
  {
    name: "b10: flag emoji after the full name, cover letter",
    says: [
      "Hi, I need a cover letter for a job at Safaricom",
      "Kevin Otieno 🇰🇪",
      "+254 712 908 334",
    ],
    expect: {
      firstName: "Kevin",
      lastName: "Otieno",
      phone: "+254712908334",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b10: sparkles around a single first name, LinkedIn, email",
    says: [
      "hello! can you fix my linkedin? nobody views it",
      "✨Zawadi✨",
      "zawadi.mwikali@gmail.com",
    ],
    expect: {
      firstName: "Zawadi",
      email: "zawadi.mwikali@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b10: joined emoji with skin tone before the name, panel interview",
    says: [
      "Good evening, I have a panel interview with KenGen on Thursday and I need coaching",
      "👨🏿‍💼 Daudi Lemayian",
      "0798 221 460",
    ],
    expect: {
      firstName: "Daudi",
      lastName: "Lemayian",
      phone: "+254798221460",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b10: name with an emoji and an apology after it",
    says: [
      "CV writing please",
      "Brian Mutiso 😅 sorry for the late reply, I was in a matatu",
      "0741-556-902",
    ],
    expect: {
      firstName: "Brian",
      lastName: "Mutiso",
      phone: "+254741556902",
      services: ["CV Writing"],
    },
  },
  {
    name: "b10: an emoji as the whole answer, then 'ok ni' and the name",
    says: ["Nataka CV mpya tafadhali", "🙈", "Ok ni Purity Jeptoo", "0722 417 385"],
    expect: {
      firstName: "Purity",
      lastName: "Jeptoo",
      phone: "+254722417385",
      services: ["CV Writing"],
    },
  },
  {
    name: "b10: praying hands between greeting and three names, proofreading",
    says: [
      "Please I need someone to proofread my project report for Kenyatta University",
      "Thank you 🙏 Wangari Nduta Mbugua",
      "wangari.nduta@gmail.com",
    ],
    expect: {
      firstName: "Wangari",
      lastName: "Nduta Mbugua",
      email: "wangari.nduta@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },

  // Typos in "my name is", Swahili and Sheng introductions.
  {
    name: "b10: 'my anme is', interview coaching, yahoo email",
    says: ["Interview coaching", "my anme is Collins Kipkemoi", "collinskipkemoi@yahoo.com"],
    expect: {
      firstName: "Collins",
      lastName: "Kipkemoi",
      email: "collinskipkemoi@yahoo.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b10: 'mt name is' all lowercase, 0115 number",
    says: ["hi want linkedin optimization", "mt name is sharon wairimu", "0115 203 884"],
    expect: {
      firstName: "Sharon",
      lastName: "Wairimu",
      phone: "+254115203884",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b10: 'my nme's' with a full stop and a capital surname",
    says: ["I want a CV for a hotel job in Mombasa", "my nme's Halima MWINYI.", "0729 514 088"],
    expect: {
      firstName: "Halima",
      lastName: "Mwinyi",
      phone: "+254729514088",
      services: ["CV Writing"],
    },
  },
  {
    name: "b10: 'mu name is' then a phone with the trunk zero after +254",
    says: ["Cover letter for a teaching job", "mu name is Eunice Kwamboka", "+254 0722 336 209"],
    expect: {
      firstName: "Eunice",
      lastName: "Kwamboka",
      phone: "+254722336209",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b10: 'jina langu ni' with three names, mafunzo ya interview",
    says: [
      "Ningependa mafunzo ya interview, nimeitwa na Kenya Ports Authority",
      "Jina langu ni Hamisi Juma Mwakio",
      "0733 118 672",
    ],
    expect: {
      firstName: "Hamisi",
      lastName: "Juma Mwakio",
      phone: "+254733118672",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b10: 'wananiita', CV in Sheng, phone in pairs",
    says: ["Sasa! Nataka CV yangu iwe fiti", "Wananiita Anthony Kariuki", "07 22 98 17 04"],
    expect: {
      firstName: "Anthony",
      lastName: "Kariuki",
      phone: "+254722981704",
      services: ["CV Writing"],
    },
  },
  {
    name: "b10: 'mi ni ... aka' nickname, LinkedIn in Sheng",
    says: [
      "Niaje msee, nataka LinkedIn yangu iwe poa ndio ma-recruiter wanicheki",
      "Mi ni Brian Omondi aka Brayo",
      "hit me up kwa 0757 402 118",
    ],
    expect: {
      firstName: "Brian",
      lastName: "Omondi",
      phone: "+254757402118",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b10: nickname on the side in a long answer to the name question",
    says: ["I need a professional CV for a banking job", longNameAnswer, "0722 806 415"],
    expect: {
      firstName: "Kiprono",
      lastName: "Kimutai",
      phone: "+254722806415",
      services: ["CV Writing"],
    },
  },

  // Honorifics and degrees.
  {
    name: "b10: Dr. (Mrs.) with a double-barrelled surname, academic CV",
    says: [
      "Good morning. I am Dr. (Mrs.) Janet Wafula-Simiyu, a lecturer at Masinde Muliro University",
      "I need my academic CV rewritten for a promotion application",
      "0722 640 318",
    ],
    expect: {
      firstName: "Janet",
      lastName: "Wafula-Simiyu",
      phone: "+254722640318",
      services: ["CV Writing"],
    },
  },
  {
    name: "b10: Capt. (Rtd), civilian CV, +254 (0) phone",
    says: [
      "I retired from KDF last year and want a civilian CV for security manager jobs",
      "Capt. (Rtd) Peter Lekishon",
      "+254 (0)720 118 446",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Lekishon",
      phone: "+254720118446",
      services: ["CV Writing"],
    },
  },
  {
    name: "b10: Pst. gives the name first, funding proposal, mistyped gmail",
    says: [
      "Bwana asifiwe. Pst. Gideon Mwangangi here",
      "Our church wants a funding proposal written for a borehole at our primary school",
      "email ni gmwangangi@gmali.com",
    ],
    expect: {
      firstName: "Gideon",
      lastName: "Mwangangi",
      email: "gmwangangi@gmail.com",
      services: ["Business Writing"],
    },
  },
  {
    name: "b10: Sr. (a nun) leaving teaching wants guidance on a career change",
    says: [
      "Praised be Jesus. I am Sr. Agnes Nduku, a teacher at a Catholic girls' school",
      "I want to move from teaching to hospital administration and I need career guidance on how to make that move",
      "0711 450 276",
    ],
    expect: {
      firstName: "Agnes",
      lastName: "Nduku",
      phone: "+254711450276",
      services: ["Professional Development"],
    },
  },
  {
    name: "b10: Mwalimu in Swahili, interview for deputy principal",
    says: [
      "Mwalimu Onesmus Kiprono hapa, TSC teacher at Kapsabet Boys",
      "Nataka kuomba promotion ya deputy principal, nisaidie kujiandaa kwa interview",
      "0720 553 119",
    ],
    expect: {
      firstName: "Onesmus",
      lastName: "Kiprono",
      phone: "+254720553119",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b10: Eng. asks LinkedIn before CV in one line",
    says: [
      "Eng. Wycliffe Barasa. I need LinkedIn optimisation and then a CV for a job in Kigali",
      "0727 806 214",
    ],
    expect: {
      firstName: "Wycliffe",
      lastName: "Barasa",
      phone: "+254727806214",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b10: PhD after the name, consultant CV, university email",
    says: [
      "I need a consultant CV in the World Bank format",
      "Grace Nduta, PhD",
      "g.nduta@uonbi.ac.ke",
    ],
    expect: {
      firstName: "Grace",
      lastName: "Nduta",
      email: "g.nduta@uonbi.ac.ke",
      services: ["CV Writing"],
    },
  },

  // Three- and four-word names, arap, apostrophes.
  {
    name: "b10: four-word name, outlook email",
    says: [
      "Good afternoon, I want a CV",
      "Mary Wanjiku Njoroge Kamau",
      "mary.wanjiku.kamau@outlook.com",
    ],
    expect: {
      firstName: "Mary",
      lastName: "Wanjiku Njoroge Kamau",
      email: "mary.wanjiku.kamau@outlook.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b10: arap in the name, LinkedIn profile writing",
    says: ["Am looking for LinkedIn profile writing", "Samuel arap Ngeny", "0721 339 057"],
    expect: {
      firstName: "Samuel",
      lastName: "arap Ngeny",
      phone: "+254721339057",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b10: Somali three-word name, cover letter for a UN job in Dadaab",
    says: [
      "Salaam. I need a cover letter for a UNHCR protection assistant job in Dadaab",
      "Abdirahman Mohamed Hassan",
      "0795 114 268",
    ],
    expect: {
      firstName: "Abdirahman",
      lastName: "Mohamed Hassan",
      phone: "+254795114268",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b10: apostrophes in a double surname, thesis editing",
    says: [
      "I need my master's thesis edited before I submit it to the graduate school",
      "Wangui Ng'ang'a-Muchiri",
      "wangui.nganga@gmail.com",
    ],
    expect: {
      firstName: "Wangui",
      lastName: "Ng'ang'a-Muchiri",
      email: "wangui.nganga@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },

  // Surname first.
  {
    name: "b10: surname and other names as on a form",
    says: ["Need CV done", "Surname: Otieno. Other names: Beryl Akinyi", "0746 902 315"],
    expect: {
      firstName: "Beryl",
      lastName: "Akinyi Otieno",
      phone: "+254746902315",
      services: ["CV Writing"],
    },
  },
  {
    name: "b10: 'X is my surname, first name is Y'",
    says: [
      "LinkedIn optimization",
      "Mutua is my surname, first name is Dennis",
      "dennis.mutua@gmail.com",
    ],
    expect: {
      firstName: "Dennis",
      lastName: "Mutua",
      email: "dennis.mutua@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },

  // Swahili, Sheng and mixed requests.
  {
    name: "b10: Swahili proofreading of a report, Bi., phone in Swahili numerals",
    says: [
      "Shikamoo. Ninaomba msaada wa kusahihisha ripoti yangu ya mradi kabla ya kuipeleka kwa donor",
      "Mimi ni Bi. Rehema Salim",
      "Nipigie kwa sifuri saba moja nane, tano sita mbili, tisa nne sifuri",
    ],
    expect: {
      firstName: "Rehema",
      lastName: "Salim",
      phone: "+254718562940",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b10: mixed code, CV and cover letter for Equity",
    says: [
      "Hi, nimeona job ya accountant pale Equity, nataka CV na cover letter",
      "Ni Esther Wambui",
      "0702-338-415",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Wambui",
      phone: "+254702338415",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b10: Sheng application letter",
    says: [
      "Boss, nataka mtu aniandikie application letter ya job ya store clerk",
      "Ni Fidel Onyango",
      "0791 730 526",
    ],
    expect: {
      firstName: "Fidel",
      lastName: "Onyango",
      phone: "+254791730526",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b10: form four leaver in Sheng joins the youth mentorship, mother's phone",
    says: [
      "Yoh, mimi ni form four leaver, nataka kujiunga na youth program yenu ya mentorship",
      "Kelvin Kiprotich",
      "mathe yangu ndio ana simu: 0724 650 993",
    ],
    expect: {
      firstName: "Kelvin",
      lastName: "Kiprotich",
      phone: "+254724650993",
      services: ["Youth Programs"],
    },
  },

  // Two services in one line.
  {
    name: "b10: CV and interview coaching for one KPA job",
    says: [
      "Do you do both CV writing and interview coaching? I need both for a job at KPA",
      "Rashid Athman",
      "+254 733 901 442",
    ],
    expect: {
      firstName: "Rashid",
      lastName: "Athman",
      phone: "+254733901442",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b10: LinkedIn redone and a cover letter for a remote job",
    says: [
      "I want my LinkedIn redone and a cover letter for a remote customer support job",
      "Cynthia Moraa",
      "cynthia.moraa@gmail.com",
    ],
    expect: {
      firstName: "Cynthia",
      lastName: "Moraa",
      email: "cynthia.moraa@gmail.com",
      services: ["LinkedIn Optimization", "Cover Letters"],
    },
  },
  {
    name: "b10: business plan for a loan and an MBA project to proofread",
    says: [
      "I need a business plan for my poultry farm for a KCB loan, and also my MBA project proofread",
      "Isaac Kibet",
      "0716 284 903",
    ],
    expect: {
      firstName: "Isaac",
      lastName: "Kibet",
      phone: "+254716284903",
      services: ["Business Writing", "Editing & Proofreading"],
    },
  },

  // Refusals twice.
  {
    name: "b10: refuses the name twice, phone only",
    says: [
      "CV please",
      "I'd rather not give my name",
      "No, just call me, the name is not needed",
      "0719 226 540",
    ],
    expect: {
      phone: "+254719226540",
      services: ["CV Writing"],
    },
  },
  {
    name: "b10: refuses the phone twice, then email",
    says: [
      "Interview coaching for a nursing job in the UK",
      "Lilian Chemutai",
      "I don't share my number online",
      "Still no, sorry. Use email: lilian.chemutai@gmail.com",
    ],
    expect: {
      firstName: "Lilian",
      lastName: "Chemutai",
      email: "lilian.chemutai@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b10: no email twice after giving the phone",
    says: [
      "I need proofreading of a 60-page NGO report",
      "Pauline Mumbua",
      "0700 982 115",
      "I don't have email",
      "Sina email kabisa",
    ],
    expect: {
      firstName: "Pauline",
      lastName: "Mumbua",
      phone: "+254700982115",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b10: refuses the name twice in Swahili, Sheng phone line",
    says: [
      "Nataka LinkedIn",
      "Jina si muhimu",
      "Nimesema hapana, jina baadaye",
      "Nitext kwa 0790 337 204",
    ],
    expect: {
      phone: "+254790337204",
      services: ["LinkedIn Optimization"],
    },
  },

  // Answers to questions not asked.
  {
    name: "b10: town and years instead of the name",
    says: [
      "I want CV writing",
      "I'm based in Eldoret, 5 years in banking",
      "Oh, name is Caroline Jepchirchir",
      "0725 774 091",
    ],
    expect: {
      firstName: "Caroline",
      lastName: "Jepchirchir",
      phone: "+254725774091",
      services: ["CV Writing"],
    },
  },
  {
    name: "b10: price question instead of the name",
    says: [
      "Cover letter for a county job",
      "How much do you charge for that?",
      "Okay fine. I'm Victor Ouma",
      "victor.ouma@yahoo.com",
    ],
    expect: {
      firstName: "Victor",
      lastName: "Ouma",
      email: "victor.ouma@yahoo.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b10: phone before anything else",
    says: ["0712 880 436 call me", "It's about interview coaching", "Nelly Achieng"],
    expect: {
      firstName: "Nelly",
      lastName: "Achieng",
      phone: "+254712880436",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b10: industry instead of the name, then sorry and the name",
    says: [
      "LinkedIn profile optimization",
      "Hospitality, 8 years at Sarova",
      "Sorry! My name is Joyce Kerubo",
      "0768 230 517",
    ],
    expect: {
      firstName: "Joyce",
      lastName: "Kerubo",
      phone: "+254768230517",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b10: asks about M-Pesa first, then the service",
    says: [
      "Do you accept payment by M-Pesa?",
      "Okay. I need help with LinkedIn",
      "Stella Wanjala",
      "0759 220 413",
    ],
    expect: {
      firstName: "Stella",
      lastName: "Wanjala",
      phone: "+254759220413",
      services: ["LinkedIn Optimization"],
    },
  },

  // Very short replies.
  {
    name: "b10: one word each, lowercase first name",
    says: ["cv", "ken", "0722 306 418"],
    expect: {
      firstName: "Ken",
      phone: "+254722306418",
      services: ["CV Writing"],
    },
  },
  {
    name: "b10: hi, linkedin, first name, email",
    says: ["hi", "linkedin", "amos", "amos.kirui@gmail.com"],
    expect: {
      firstName: "Amos",
      email: "amos.kirui@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b10: proofreading, ok, first name, Tel: 0111",
    says: ["proofreading", "ok", "Jane", "Tel: 0111 409 772"],
    expect: {
      firstName: "Jane",
      phone: "+254111409772",
      services: ["Editing & Proofreading"],
    },
  },

  // Very long replies.
  {
    name: "b10: nurse's long story, UK CV then video interview coaching",
    says: [nurseLeeds],
    expect: {
      firstName: "Lydia",
      lastName: "Khavere Shikanda",
      phone: "+254723604189",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b10: SACCO's letter for training 62 front office staff, work email",
    says: [saccoBuyer],
    expect: {
      firstName: "Josphat",
      lastName: "Muriithi Gachoki",
      email: "j.gachoki@ukulimaborasacco.co.ke",
      company: "Ukulima Bora Sacco",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b10: quantity surveyor in Doha, CV then LinkedIn, Qatar WhatsApp",
    says: [dohaStory],
    expect: {
      firstName: "Nicholas",
      lastName: "Wekesa Barasa",
      phone: "+97433128406",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b10: grandfather's long story for his grandson's youth programme",
    says: [grandfatherStory],
    expect: {
      firstName: "Gerald",
      lastName: "Wachira Kiragu",
      phone: "+254720481936",
      services: ["Youth Programs"],
    },
  },

  // Phones written every way.
  {
    name: "b10: 254 without the plus on an 0110 number",
    says: ["I want a CV for a chef job", "Moses Ndirangu", "254 110 482 905"],
    expect: {
      firstName: "Moses",
      lastName: "Ndirangu",
      phone: "+254110482905",
      services: ["CV Writing"],
    },
  },
  {
    name: "b10: phone in brackets with a dash",
    says: ["Cover letter", "Agnes Chelangat", "(0722) 418-009"],
    expect: {
      firstName: "Agnes",
      lastName: "Chelangat",
      phone: "+254722418009",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b10: phone with dots",
    says: ["Need interview prep for a Co-op Bank interview", "Derrick Kiptoo", "0722.613.845"],
    expect: {
      firstName: "Derrick",
      lastName: "Kiptoo",
      phone: "+254722613845",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b10: phone spoken with 'double'",
    says: [
      "LinkedIn please",
      "Mercy Nyambura",
      "zero seven double two, four one nine, three three eight",
    ],
    expect: {
      firstName: "Mercy",
      lastName: "Nyambura",
      phone: "+254722419338",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b10: Airtel 0100 number with a label",
    says: ["I need my CV updated", "Tobias Were", "Airtel: 0100 562 318"],
    expect: {
      firstName: "Tobias",
      lastName: "Were",
      phone: "+254100562318",
      services: ["CV Writing"],
    },
  },

  // Emails with typos.
  {
    name: "b10: gmail.con with a full stop after it",
    says: ["Cover letter for a KRA internship", "Njeri Kamau", "njeri.kamau@gmail.con."],
    expect: {
      firstName: "Njeri",
      lastName: "Kamau",
      email: "njeri.kamau@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b10: yahooo with three o's",
    says: ["interview coaching pls", "Otis Wekesa", "otis.wekesa@yahooo.com"],
    expect: {
      firstName: "Otis",
      lastName: "Wekesa",
      email: "otis.wekesa@yahoo.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b10: gmail with no .com",
    says: ["I'd like LinkedIn help", "Pamela Achieng", "achieng.pamela@gmail"],
    expect: {
      firstName: "Pamela",
      lastName: "Achieng",
      email: "achieng.pamela@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b10: hotmial and an underscore",
    says: ["CV writing", "Nduta Wairimu", "wairimu_n@hotmial.com"],
    expect: {
      firstName: "Nduta",
      lastName: "Wairimu",
      email: "wairimu_n@hotmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b10: email in capitals with a space in the provider",
    says: ["PROOFREADING FOR MY BOOK", "KIPROP LANGAT", "KIPROP.LANGAT@GMAIL.CO M"],
    expect: {
      firstName: "Kiprop",
      lastName: "Langat",
      email: "kiprop.langat@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },

  // Buyers of training with a headcount.
  {
    name: "b10: feeds company, customer service training for 45 sales staff",
    says: [
      "Good morning. We are Kilimo Bora Feeds in Thika, HR department",
      "We need customer service training for 45 sales staff",
      "Contact person Lucy Wangari, 0722 905 174",
    ],
    expect: {
      firstName: "Lucy",
      lastName: "Wangari",
      phone: "+254722905174",
      company: "Kilimo Bora Feeds",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b10: school principal, training for 120 teachers",
    says: [
      "Hello, I am the principal of Kamusinga Friends School",
      "We want a training on guidance and counselling for our 120 teachers in April",
      "Mr. Wilson Makokha, 0733 560 218",
    ],
    expect: {
      firstName: "Wilson",
      lastName: "Makokha",
      phone: "+254733560218",
      company: "Kamusinga Friends School",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b10: Diani hotel in Swahili, customer care training for 30 staff",
    says: [
      "Habari, tuna wafanyakazi 30 kwa hoteli yetu Diani, tunataka training ya customer care",
      "Naweza kuongea na mtu? Mimi ni Saida Mwanaisha",
      "0725 118 390",
    ],
    expect: {
      firstName: "Saida",
      lastName: "Mwanaisha",
      phone: "+254725118390",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b10: NGO report writing workshop for 25 officers",
    says: [
      "We'd like a two-day report writing workshop for 25 programme officers at our NGO in Kisumu",
      "Beatrice Auma, Programme Manager",
      "b.auma@lakeregionhealth.org",
    ],
    expect: {
      firstName: "Beatrice",
      lastName: "Auma",
      email: "b.auma@lakeregionhealth.org",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b10: insurance brokers, motivational talk for 80 staff at a retreat",
    says: [
      "We're Tausi Insurance Brokers, planning our end-year staff retreat in Naivasha",
      "Looking for a motivational speaker for 80 staff",
      "Kindly call our admin, Everlyne Adhiambo on 0711 208 634",
    ],
    expect: {
      firstName: "Everlyne",
      lastName: "Adhiambo",
      phone: "+254711208634",
      company: "Tausi Insurance Brokers",
      services: ["Corporate Training"],
    },
  },

  // Students and interns.
  {
    name: "b10: JKUAT student asks a CV for attachment applications",
    says: [
      "I'm a 3rd year at JKUAT doing Mechatronics, I need a CV for attachment applications",
      "Ian Mugo",
      "0110 557 203",
    ],
    expect: {
      firstName: "Ian",
      lastName: "Mugo",
      phone: "+254110557203",
      services: ["CV Writing"],
    },
  },
  {
    name: "b10: audit intern wants LinkedIn, student email",
    says: [
      "I'm an audit intern at a Big Four firm in Nairobi and want my LinkedIn to look professional before my contract ends",
      "Faith Chebet",
      "faith.chebet@students.uonbi.ac.ke",
    ],
    expect: {
      firstName: "Faith",
      lastName: "Chebet",
      email: "faith.chebet@students.uonbi.ac.ke",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b10: KMTC student's research project to proofread",
    says: [
      "Am a KMTC Nakuru student, I need my research project proofread",
      "Naomi Jelagat",
      "0792 604 117",
    ],
    expect: {
      firstName: "Naomi",
      lastName: "Jelagat",
      phone: "+254792604117",
      services: ["Editing & Proofreading"],
    },
  },

  // Kenyans abroad.
  {
    name: "b10: nurse in Leeds, NHS interview coaching, UK mobile",
    says: [
      "Hello from Leeds! I'm a Kenyan nurse in the NHS, applying for band 6 roles, I need interview coaching",
      "Esther Moraa Nyakundi",
      "+44 7418 362 905",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Moraa Nyakundi",
      phone: "+447418362905",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b10: Dubai in Swahili, CV for jobs at home, UAE WhatsApp",
    says: [
      "Niko Dubai, nataka kurudi nyumbani. I need CV ya kuapply jobs Nairobi",
      "Hassan Odhiambo",
      "WhatsApp +971 55 318 4420",
    ],
    expect: {
      firstName: "Hassan",
      lastName: "Odhiambo",
      phone: "+971553184420",
      services: ["CV Writing"],
    },
  },
  {
    name: "b10: Dr. in Dallas, CV for NGO jobs back home, email",
    says: [
      "I'm in Dallas, need my CV redone in the Kenyan format for NGO jobs back home",
      "Dr. Wanjiru Gathoni",
      "wgathoni@gmail.com",
    ],
    expect: {
      firstName: "Wanjiru",
      lastName: "Gathoni",
      email: "wgathoni@gmail.com",
      services: ["CV Writing"],
    },
  },

  // Changes of mind.
  {
    name: "b10: cover letter dropped for the CV before the name",
    says: [
      "I need a cover letter",
      "Actually no, let's do the CV first, I'll write the letter myself",
      "Mohamed Abdi",
      "0722 870 553",
    ],
    expect: {
      firstName: "Mohamed",
      lastName: "Abdi",
      phone: "+254722870553",
      services: ["CV Writing"],
    },
  },
  {
    name: "b10: LinkedIn dropped after the phone",
    says: [
      "CV and LinkedIn please",
      "Brenda Naliaka",
      "0704 193 826",
      "On second thought drop the LinkedIn, just the CV",
    ],
    expect: {
      firstName: "Brenda",
      lastName: "Naliaka",
      phone: "+254704193826",
      services: ["CV Writing"],
    },
  },
  {
    name: "b10: CV added to interview coaching before the name",
    says: [
      "Interview coaching",
      "Wait, I also need the CV since they asked for an updated one",
      "Felix Kimani",
      "felix.kimani@gmail.com",
    ],
    expect: {
      firstName: "Felix",
      lastName: "Kimani",
      email: "felix.kimani@gmail.com",
      services: ["Interview Coaching", "CV Writing"],
    },
  },
  {
    name: "b10: LinkedIn swapped for a cover letter in Swahili",
    says: [
      "LinkedIn optimisation",
      "Daniel Karanja",
      "Hmm, badala yake nifanyie cover letter",
      "0727 431 690",
    ],
    expect: {
      firstName: "Daniel",
      lastName: "Karanja",
      phone: "+254727431690",
      services: ["Cover Letters"],
    },
  },

  // Case, repeated letters and relations.
  {
    name: "b10: all caps CV request for Kenya Power",
    says: ["I NEED A CV URGENTLY FOR A JOB AT KENYA POWER", "JOSEPH KIPLAGAT", "0721 908 317"],
    expect: {
      firstName: "Joseph",
      lastName: "Kiplagat",
      phone: "+254721908317",
      services: ["CV Writing"],
    },
  },
  {
    name: "b10: repeated letters and exclamation marks around the name",
    says: ["helloooo", "I neeeed a cover letterrrr", "Nancy Atieno!!!", "0722-907-164"],
    expect: {
      firstName: "Nancy",
      lastName: "Atieno",
      phone: "+254722907164",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b10: mother known as Mama Kevin, CV for her son",
    says: [
      "My son finished at Moi University, I want you to do his CV",
      "I'm his mother, Mama Kevin",
      "0721 665 013",
    ],
    expect: {
      phone: "+254721665013",
      services: ["CV Writing"],
    },
  },
  {
    name: "b10: manuscript editing, phone and email in one line",
    says: [
      "Editing of a book manuscript, about 200 pages",
      "Simiyu Barasa",
      "Reach me on 0733 402 119 or simiyu.barasa@gmail.com",
    ],
    expect: {
      firstName: "Simiyu",
      lastName: "Barasa",
      phone: "+254733402119",
      email: "simiyu.barasa@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
];
