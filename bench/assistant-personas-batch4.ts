import type { Lead } from "../server/assistant/types";

/**
 * Held-out batch 4 for `npm run bench:assistant`, written on 2026-11-24 before any fix of the
 * assistant's reading of strangers' phrasings, apart from the engine's code, from these kinds of
 * visitors: names with emoji, typos in "my name is", all-caps and lowercase names, three- and
 * four-word names, honorifics, hyphens and apostrophes; two services in one ask; visitors
 * who refuse a field twice or never give a name; answers to questions not asked; one-word
 * and very long replies; repeated letters, stray punctuation, Sheng and Swahili; phone
 * numbers written every way Kenyans write them; emails with typos.
 *
 * Each persona says its lines in order, whatever the assistant asks (the lines follow the
 * usual order: service, name, phone or email, then optional details).
 *
 * `expect.services` holds content/services.ts `name`s in the order the visitor asked for
 * them (the service as asked, not the coarse contact option). A visitor
 * who never gives a name has no `firstName`. For names of three or four words, `lastName`
 * is everything after the first name, as the visitor wrote it. A mistyped email domain is
 * expected corrected (the consultant needs an address that works).
 */
export type ExpectedLead = Omit<Lead, "services"> & { services: string[] };

export interface Batch4Persona {
  name: string;
  says: string[];
  expect: ExpectedLead;
}

const lifeStory = [
  "Hello, good evening. Let me first explain my situation because it is a bit long and I",
  "want you to understand before you tell me what to do. I finished my degree in procurement",
  "and supply chain at Moi University in 2017 and since then I have been doing small jobs here",
  "and there. First I was a storekeeper at a hardware in Eldoret for almost two years, then I",
  "moved to Nakuru where I worked with a flower farm in the stores department, mostly",
  "receiving inputs and doing stock counts every Friday. The farm closed one section during",
  "covid and I was among those who were sent home, so I went back to my mother's place in",
  "Kisumu and started a small shop selling cereals which is still there but it is not",
  "bringing much. My name is Rose Akoth by the way. Last year my cousin told me that the",
  "county government and some NGOs are hiring procurement officers and I have applied to",
  "maybe twenty positions since January but I have not been called even once, not for a",
  "single shortlisting. A friend who works in HR looked at my papers and told me that my CV",
  "is the problem, it is four pages, it has my primary school and my church positions and",
  "no achievements, and she said nobody reads it. So what I want is for someone to write me",
  "a proper CV that shows my stores and procurement experience properly. I am also a member",
  "of KISM now, I paid last month. I don't have a lot of money but I can pay if the price is",
  "fair. You can reach me on 0722 905 613, that is also my WhatsApp, any time after 5pm",
  "because during the day I am at the shop. Thank you and God bless.",
].join(" ");

export const batch4Personas: Batch4Persona[] = [
  {
    name: "b4: emoji after full name",
    says: ["Hi there", "I need my CV redone", "Ian Mugo 😊", "0712 884 301"],
    expect: {
      firstName: "Ian",
      lastName: "Mugo",
      phone: "+254712884301",
      services: ["CV Writing"],
    },
  },
  {
    name: "b4: emoji after first name, swahili linkedin",
    says: ["Habari, nataka LinkedIn profile yangu iwe poa", "Wanjiru 🙏🏾", "wanjiru.k@gmail.com"],
    expect: {
      firstName: "Wanjiru",
      email: "wanjiru.k@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b4: nmae typo, all lowercase",
    says: ["hello", "i want a cv", "my nmae is grace njeri", "0722 410 987"],
    expect: {
      firstName: "Grace",
      lastName: "Njeri",
      phone: "+254722410987",
      services: ["CV Writing"],
    },
  },
  {
    name: "b4: naem typo, panel interview",
    says: [
      "Need interview coaching for a panel interview next week",
      "my naem is Brian Otieno",
      "0798 123 450",
    ],
    expect: {
      firstName: "Brian",
      lastName: "Otieno",
      phone: "+254798123450",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b4: mane typo, cover letter",
    says: ["cover letter for a KRA job", "mane is Lucy Atieno", "lucy.atieno@yahoo.com"],
    expect: {
      firstName: "Lucy",
      lastName: "Atieno",
      email: "lucy.atieno@yahoo.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b4: my names are, three words, CV and LinkedIn",
    says: [
      "Good morning",
      "I need help with my CV and LinkedIn",
      "My names are Peter Kamau Njoroge",
      "0733 902 114",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Kamau Njoroge",
      phone: "+254733902114",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b4: all caps throughout",
    says: ["HELLO I NEED A CV FOR A BANK JOB", "JOSEPH KIPRONO", "0701 556 778"],
    expect: {
      firstName: "Joseph",
      lastName: "Kiprono",
      phone: "+254701556778",
      services: ["CV Writing"],
    },
  },
  {
    name: "b4: lowercase single name",
    says: ["cv writing pls", "faith", "0757 300 221"],
    expect: { firstName: "Faith", phone: "+254757300221", services: ["CV Writing"] },
  },
  {
    name: "b4: three-word name, linkedin",
    says: ["I'd like LinkedIn optimization", "Mercy Wairimu Gathoni", "mercy.gathoni@outlook.com"],
    expect: {
      firstName: "Mercy",
      lastName: "Wairimu Gathoni",
      email: "mercy.gathoni@outlook.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b4: four-word name, thesis",
    says: ["I need my thesis proofread", "Abdullahi Mohamed Hassan Noor", "+254 722 450 019"],
    expect: {
      firstName: "Abdullahi",
      lastName: "Mohamed Hassan Noor",
      phone: "+254722450019",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b4: Dr. honorific",
    says: [
      "Good afternoon. I need a CV for a consultancy application with WHO",
      "Dr. Achieng Owino",
      "achieng.owino@uonbi.ac.ke",
    ],
    expect: {
      firstName: "Achieng",
      lastName: "Owino",
      email: "achieng.owino@uonbi.ac.ke",
      services: ["CV Writing"],
    },
  },
  {
    name: "b4: Mrs, cover letter and interview prep",
    says: ["I want a cover letter and interview prep", "Mrs Wambui Kariuki", "0720 118 362"],
    expect: {
      firstName: "Wambui",
      lastName: "Kariuki",
      phone: "+254720118362",
      services: ["Cover Letters", "Interview Coaching"],
    },
  },
  {
    name: "b4: Eng. honorific, interview",
    says: ["Hello, I am looking for interview coaching", "Eng. Kiptoo Rono", "0711 903 245"],
    expect: {
      firstName: "Kiptoo",
      lastName: "Rono",
      phone: "+254711903245",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b4: Pastor, church youth",
    says: [
      "We want a youth mentorship program for our church young people",
      "Pastor Daniel Mutiso",
      "0724 661 502",
    ],
    expect: {
      firstName: "Daniel",
      lastName: "Mutiso",
      phone: "+254724661502",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b4: apostrophe surname",
    says: [
      "I need a CV, I have been in the UK five years and I'm coming home",
      "Joyce Ng'ang'a",
      "joyce.nganga@gmail.com",
    ],
    expect: {
      firstName: "Joyce",
      lastName: "Ng'ang'a",
      email: "joyce.nganga@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b4: hyphenated surname",
    says: ["LinkedIn optimisation please", "Aisha Mwinyi-Salim", "0790 222 815"],
    expect: {
      firstName: "Aisha",
      lastName: "Mwinyi-Salim",
      phone: "+254790222815",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b4: both CV and LinkedIn",
    says: ["I need both a CV and LinkedIn profile", "Kevin Mwenda", "kevin.mwenda@gmail.com"],
    expect: {
      firstName: "Kevin",
      lastName: "Mwenda",
      email: "kevin.mwenda@gmail.com",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b4: linkedin then cv",
    says: ["can you do my linkedin and also my cv?", "Stella", "0768 340 129"],
    expect: {
      firstName: "Stella",
      phone: "+254768340129",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b4: CV and cover letter",
    says: [
      "I need a CV and a cover letter for a job at Safaricom",
      "Nancy Chepkoech",
      "0712 667 093",
    ],
    expect: {
      firstName: "Nancy",
      lastName: "Chepkoech",
      phone: "+254712667093",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b4: teacher, CV and career advice",
    says: [
      "I'm a teacher, I want a CV and career advice to move into NGO work",
      "Mwalimu Jane Nyambura",
      "0727 845 310",
    ],
    expect: {
      firstName: "Jane",
      lastName: "Nyambura",
      phone: "+254727845310",
      services: ["CV Writing", "Professional Development"],
    },
  },
  {
    name: "b4: sheng interview prep",
    says: [
      "niaje, nimepata interview ya Equity next week, mnaweza nisaidia ku-prepare?",
      "ni Collo",
      "0745 998 210",
    ],
    expect: { firstName: "Collo", phone: "+254745998210", services: ["Interview Coaching"] },
  },
  {
    name: "b4: refuses name twice, gives phone",
    says: ["I need a CV", "why do you need my name?", "no, just call me", "0713 550 402"],
    expect: { phone: "+254713550402", services: ["CV Writing"] },
  },
  {
    name: "b4: phone first, never a name",
    says: ["0722 318 744", "CV writing", "just call that number"],
    expect: { phone: "+254722318744", services: ["CV Writing"] },
  },
  {
    name: "b4: refuses phone twice, gives email",
    says: [
      "I need editing for a book manuscript",
      "Lilian Moraa",
      "I don't give out my number",
      "no phone, sorry",
      "lilian.moraa@gmail.com",
    ],
    expect: {
      firstName: "Lilian",
      lastName: "Moraa",
      email: "lilian.moraa@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b4: refuses name twice, then gives it",
    says: [
      "Corporate training for our sales team",
      "skip",
      "I'd rather not say",
      "ok fine, it's Hassan",
      "hassan@pwani-oil.co.ke",
    ],
    expect: {
      firstName: "Hassan",
      email: "hassan@pwani-oil.co.ke",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b4: phone in the greeting, name last",
    says: ["Hi 0701 220 963", "I want a cover letter", "Beatrice"],
    expect: { firstName: "Beatrice", phone: "+254701220963", services: ["Cover Letters"] },
  },
  {
    name: "b4: name and service before asked",
    says: ["Am Kennedy Ouma and I need LinkedIn help", "0700 441 276"],
    expect: {
      firstName: "Kennedy",
      lastName: "Ouma",
      phone: "+254700441276",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b4: email first",
    says: ["hello, my email is mumbua.k@gmail.com", "I need a CV", "Mumbua"],
    expect: { firstName: "Mumbua", email: "mumbua.k@gmail.com", services: ["CV Writing"] },
  },
  {
    name: "b4: one-word replies, cv",
    says: ["cv", "Otieno", "0714220931"],
    expect: { firstName: "Otieno", phone: "+254714220931", services: ["CV Writing"] },
  },
  {
    name: "b4: one-word replies, linkedin",
    says: ["linkedin", "Halima", "halima.a@yahoo.com"],
    expect: {
      firstName: "Halima",
      email: "halima.a@yahoo.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b4: 300-word life story",
    says: [lifeStory, "So can you help me?", "Yes please"],
    expect: {
      firstName: "Rose",
      lastName: "Akoth",
      phone: "+254722905613",
      services: ["CV Writing"],
    },
  },
  {
    name: "b4: long answer to the name question",
    says: [
      "Need a cover letter",
      "Well, my full name as it appears on my ID is Florence Wangui Mbugua but everyone at work calls me Flo, and honestly I prefer that",
      "0729 504 117",
    ],
    expect: {
      firstName: "Florence",
      lastName: "Wangui Mbugua",
      phone: "+254729504117",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b4: repeated letters",
    says: ["heyyyy", "i need a cvvv pleaseee", "its Shiro", "0708 773 590"],
    expect: { firstName: "Shiro", phone: "+254708773590", services: ["CV Writing"] },
  },
  {
    name: "b4: stray punctuation",
    says: ["Interview coaching!!!", "Jane!!!", "...0712 345 600..."],
    expect: { firstName: "Jane", phone: "+254712345600", services: ["Interview Coaching"] },
  },
  {
    name: "b4: swahili cover letter",
    says: [
      "Sasa, nataka mtu anisaidie na cover letter ya kazi ya county",
      "Naitwa Hamisi Juma",
      "namba yangu ni 0733 614 280",
    ],
    expect: {
      firstName: "Hamisi",
      lastName: "Juma",
      phone: "+254733614280",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b4: +254 with spaces, tender",
    says: ["Business proposal for a tender", "Esther Kemunto", "+254 711 482 906"],
    expect: {
      firstName: "Esther",
      lastName: "Kemunto",
      phone: "+254711482906",
      services: ["Business Writing"],
    },
  },
  {
    name: "b4: 254 with dashes",
    says: ["I'd like my CV reviewed", "Victor Langat", "254-722-618-304"],
    expect: {
      firstName: "Victor",
      lastName: "Langat",
      phone: "+254722618304",
      services: ["CV Writing"],
    },
  },
  {
    name: "b4: +254 (0)7 format",
    says: ["LinkedIn makeover", "Naomi Jeptoo", "+254 (0)720 337 918"],
    expect: {
      firstName: "Naomi",
      lastName: "Jeptoo",
      phone: "+254720337918",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b4: (0)7 format alone",
    says: ["Interview prep", "Tabitha", "(0)733 190 552"],
    expect: { firstName: "Tabitha", phone: "+254733190552", services: ["Interview Coaching"] },
  },
  {
    name: "b4: phone in pairs",
    says: ["editing", "Brenda", "07 22 91 04 63"],
    expect: { firstName: "Brenda", phone: "+254722910463", services: ["Editing & Proofreading"] },
  },
  {
    name: "b4: 011 number, leadership training",
    says: ["Corporate training on leadership for our managers", "James Mwangi", "0110 234 567"],
    expect: {
      firstName: "James",
      lastName: "Mwangi",
      phone: "+254110234567",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b4: gamil typo",
    says: ["I need interview coaching", "Purity Wanjala", "purity.wanjala@gamil.com"],
    expect: {
      firstName: "Purity",
      lastName: "Wanjala",
      email: "purity.wanjala@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b4: yahoo.con typo",
    says: ["Cover letter please", "Ali", "ali.bakari@yahoo.con"],
    expect: { firstName: "Ali", email: "ali.bakari@yahoo.com", services: ["Cover Letters"] },
  },
  {
    name: "b4: role before anything",
    says: [
      "I'm an accountant, 8 years at a big four firm",
      "I want a CV that gets me a finance manager role",
      "Caroline Muthoni",
      "0725 441 880",
    ],
    expect: {
      firstName: "Caroline",
      lastName: "Muthoni",
      phone: "+254725441880",
      services: ["CV Writing"],
    },
  },
  {
    name: "b4: question first, then linkedin",
    says: [
      "do you work on weekends?",
      "ok I need LinkedIn optimization",
      "Daudi",
      "daudi.m@gmail.com",
    ],
    expect: {
      firstName: "Daudi",
      email: "daudi.m@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b4: price of two, then both",
    says: [
      "how much for cover letter and interview prep?",
      "ok let's do both",
      "Winnie Achieng",
      "0741 650 392",
    ],
    expect: {
      firstName: "Winnie",
      lastName: "Achieng",
      phone: "+254741650392",
      services: ["Cover Letters", "Interview Coaching"],
    },
  },
  {
    name: "b4: sheng youth group",
    says: [
      "Tuko na youth group huko Kayole, tunataka mentorship program ya vijana",
      "Mimi ni Omosh",
      "0759 204 816",
    ],
    expect: { firstName: "Omosh", phone: "+254759204816", services: ["Youth Programs"] },
  },
  {
    name: "b4: stuck, wants a career coach",
    says: ["I feel stuck in my career, I need a career coach", "Moraa", "moraa.n@gmail.com"],
    expect: {
      firstName: "Moraa",
      email: "moraa.n@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b4: corrects a typo in own name",
    says: ["CV please", "Brain", "sorry Brian, typo", "0702 118 406"],
    expect: { firstName: "Brian", phone: "+254702118406", services: ["CV Writing"] },
  },
  {
    name: "b4: Mr. and a waving emoji, company profile",
    says: [
      "Need business writing, a company profile for our construction firm",
      "Mr. Onyango 👋",
      "onyango@jengabuilders.co.ke",
    ],
    expect: {
      firstName: "Onyango",
      email: "onyango@jengabuilders.co.ke",
      services: ["Business Writing"],
    },
  },
  {
    name: "b4: proofreading and company profile",
    says: [
      "Can you proofread our annual report and also write us a company profile?",
      "Salome Nduta",
      "salome@tujengesacco.co.ke",
    ],
    expect: {
      firstName: "Salome",
      lastName: "Nduta",
      email: "salome@tujengesacco.co.ke",
      services: ["Editing & Proofreading", "Business Writing"],
    },
  },
];
