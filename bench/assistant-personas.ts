import type { Lead } from "../server/assistant/types";

/**
 * Scripted visitors for `npm run bench:assistant`. Each says its lines in order, whatever
 * the assistant asks: varied phrasing, typos, Swahili and Sheng, answers out of order,
 * refusals and corrections. `expect` is what a consultant should receive: `services` are the
 * catalogue services (content/services.ts ids) the visitor asked for, in the order asked.
 */
export interface Persona {
  name: string;
  says: string[];
  expect: Lead;
}

export const personas: Persona[] = [
  {
    name: "textbook",
    says: ["Hello", "I need a CV", "Jane Wanjiku", "0712 345 678"],
    expect: {
      firstName: "Jane",
      lastName: "Wanjiku",
      phone: "+254712345678",
      services: ["cv-writing"],
    },
  },
  {
    name: "all at once",
    says: ["Hi, I'm Kevin Otieno, I need LinkedIn optimisation. kevin.otieno@gmail.com"],
    expect: {
      firstName: "Kevin",
      lastName: "Otieno",
      email: "kevin.otieno@gmail.com",
      services: ["linkedin-optimization"],
    },
  },
  {
    name: "swahili opener",
    says: ["Habari", "nataka CV", "naitwa Otieno", "0722 111 333"],
    expect: { firstName: "Otieno", phone: "+254722111333", services: ["cv-writing"] },
  },
  {
    name: "sheng",
    says: ["niaje", "bei gani ya cv?", "sawa nataka cv", "mimi ni Brian", "0733 222 111"],
    expect: { firstName: "Brian", phone: "+254733222111", services: ["cv-writing"] },
  },
  {
    name: "price first",
    says: [
      "how much do you charge for a resume?",
      "ok I'll take it",
      "Peter Mwangi",
      "peter.mwangi@yahoo.com",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Mwangi",
      email: "peter.mwangi@yahoo.com",
      services: ["cv-writing"],
    },
  },
  {
    name: "typos",
    says: ["helo", "i ned my resme redone", "its mary", "mary.k@gmial.com"],
    expect: { firstName: "Mary", email: "mary.k@gmail.com", services: ["cv-writing"] },
  },
  {
    name: "out of order",
    says: ["hey", "0722 000 999", "Njeri", "proofreading for my thesis"],
    expect: { firstName: "Njeri", phone: "+254722000999", services: ["editing"] },
  },
  {
    name: "refuses phone",
    says: [
      "I need a cover letter",
      "Brian",
      "I'd rather not share my number",
      "brian.o@outlook.com",
    ],
    expect: { firstName: "Brian", email: "brian.o@outlook.com", services: ["cover-letter"] },
  },
  {
    name: "email correction",
    says: [
      "I'm Achieng, I need editing",
      "achieng@x.com",
      "sorry, my email is achieng.o@gmail.com",
    ],
    expect: { firstName: "Achieng", email: "achieng.o@gmail.com", services: ["editing"] },
  },
  {
    name: "phone correction",
    says: ["need a CV", "Tom", "0711 000 222", "my number is 0722 000 111, not 0711 000 222"],
    expect: { firstName: "Tom", phone: "+254722000111", services: ["cv-writing"] },
  },
  {
    name: "service switch",
    says: [
      "I want a CV",
      "actually I need a business plan instead",
      "my name is Faith Chebet",
      "0700 123 456",
    ],
    expect: {
      firstName: "Faith",
      lastName: "Chebet",
      phone: "+254700123456",
      services: ["business-writing"],
    },
  },
  {
    name: "corporate buyer",
    says: [
      "We need team building for our staff at Equity Bank",
      "I am Grace, HR manager",
      "grace@equitybank.co.ke",
    ],
    expect: {
      firstName: "Grace",
      email: "grace@equitybank.co.ke",
      services: ["corporate-training"],
      company: "Equity Bank",
    },
  },
  {
    name: "motivational talk",
    says: ["Do you do motivational talks for employees?", "Samuel Kiprop here", "+254 711 222 333"],
    expect: {
      firstName: "Samuel",
      lastName: "Kiprop",
      phone: "+254711222333",
      services: ["corporate-training"],
    },
  },
  {
    name: "youth programme",
    says: [
      "Hi",
      "we run a church youth group and want a mentorship programme for the youth",
      "Pastor John",
      "john@church.org",
    ],
    expect: { firstName: "John", email: "john@church.org", services: ["youth-programs"] },
  },
  {
    name: "career coach",
    says: ["I want career coaching, I'm stuck", "call me Wambui", "wambui@gmail.com"],
    expect: {
      firstName: "Wambui",
      email: "wambui@gmail.com",
      services: ["professional-development"],
    },
  },
  {
    name: "business writer",
    says: ["Can you write a company profile for my business?", "Ahmed Hassan", "0799 888 777"],
    expect: {
      firstName: "Ahmed",
      lastName: "Hassan",
      phone: "+254799888777",
      services: ["business-writing"],
    },
  },
  {
    name: "international phone",
    says: [
      "Hello from London, I need my CV done for jobs back home",
      "I'm Lucy",
      "+44 7911 123456",
    ],
    expect: { firstName: "Lucy", phone: "+447911123456", services: ["cv-writing"] },
  },
  {
    name: "254 without plus",
    says: ["cv", "wanjiru", "254712000111"],
    expect: { firstName: "Wanjiru", phone: "+254712000111", services: ["cv-writing"] },
  },
  {
    name: "rich details",
    says: [
      "Hi, I am Jane, a procurement officer at KenGen with 5 years experience. I need my CV redone asap, budget 5k",
      "jane.k@gmail.com",
    ],
    expect: {
      firstName: "Jane",
      email: "jane.k@gmail.com",
      services: ["cv-writing"],
      currentRole: "Procurement Officer",
      company: "KenGen",
      yearsExperience: "5 years",
      urgency: "High (asap)",
      budget: "KSh 5,000",
    },
  },
  {
    name: "question storm",
    says: [
      "what are your hours?",
      "where are you located?",
      "how do I pay?",
      "I need interview coaching",
      "Kamau",
      "kamau@gmail.com",
    ],
    expect: { firstName: "Kamau", email: "kamau@gmail.com", services: ["interview-coaching"] },
  },
  {
    name: "lowercase everything",
    says: ["hi i need linkedin help", "my name is samuel kiprono", "samuel at gmail dot com"],
    expect: {
      firstName: "Samuel",
      lastName: "Kiprono",
      email: "samuel@gmail.com",
      services: ["linkedin-optimization"],
    },
  },
  {
    name: "mixed swa-eng",
    says: [
      "Habari yako, nahitaji mtu wa ku-edit thesis yangu",
      "Jina langu ni Mwangi Kamau",
      "nambari yangu ni 0733 444 555",
    ],
    expect: {
      firstName: "Mwangi",
      lastName: "Kamau",
      phone: "+254733444555",
      services: ["editing"],
    },
  },
  {
    name: "refuses name then gives it",
    says: ["need proofreading", "why do you need my name?", "ok it's Linda", "linda@mail.com"],
    expect: { firstName: "Linda", email: "linda@mail.com", services: ["editing"] },
  },
  {
    name: "student",
    says: ["I'm a student and need a CV for attachment", "Diana", "0745 678 901"],
    expect: { firstName: "Diana", phone: "+254745678901", services: ["cv-writing"] },
  },
  {
    name: "fresh graduate",
    says: [
      "I'm a fresh graduate looking for a job in finance, can you help with my CV?",
      "Collins Ouma",
      "collins.ouma@gmail.com",
    ],
    expect: {
      firstName: "Collins",
      lastName: "Ouma",
      email: "collins.ouma@gmail.com",
      services: ["cv-writing"],
      careerGoal: "Get a job in finance",
    },
  },
  {
    name: "dashes in number",
    says: ["Hello, I'm Rose and I need my book edited", "0722-555-666"],
    expect: { firstName: "Rose", phone: "+254722555666", services: ["editing"] },
  },
  {
    name: "short answers",
    says: ["cv pls", "joy", "0712 999 888"],
    expect: { firstName: "Joy", phone: "+254712999888", services: ["cv-writing"] },
  },
  {
    name: "name with here",
    says: ["Brian here, need help with a grant proposal", "brian@ngo.org"],
    expect: { firstName: "Brian", email: "brian@ngo.org", services: ["business-writing"] },
  },
  {
    name: "polite and slow",
    says: [
      "Good morning",
      "I hope you are well",
      "I would like to inquire about your CV writing services",
      "My name is Dr. Esther Nyambura",
      "esther.nyambura@uonbi.ac.ke",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Nyambura",
      email: "esther.nyambura@uonbi.ac.ke",
      services: ["cv-writing"],
    },
  },
  {
    name: "whatsapp request",
    says: ["I need a CV, I'm Ken, 0712 111 000", "can I talk to a human on whatsapp?"],
    expect: { firstName: "Ken", phone: "+254712111000", services: ["cv-writing"] },
  },
  {
    name: "both contacts",
    says: ["need LinkedIn profile optimization", "Sharon Atieno", "sharon@gmail.com 0723 456 789"],
    expect: {
      firstName: "Sharon",
      lastName: "Atieno",
      email: "sharon@gmail.com",
      phone: "+254723456789",
      services: ["linkedin-optimization"],
    },
  },
  {
    name: "sheng greeting then price",
    says: ["sasa", "mnafanya nini?", "nataka linkedin", "naitwa Kevo", "0701 234 567"],
    expect: {
      firstName: "Kevo",
      phone: "+254701234567",
      services: ["linkedin-optimization"],
    },
  },
  {
    name: "corporate with budget",
    says: [
      "Looking for corporate training on stress management for 40 employees, budget 300k",
      "I'm Mercy from Acme Ltd",
      "mercy@acme.co.ke",
    ],
    expect: {
      firstName: "Mercy",
      email: "mercy@acme.co.ke",
      services: ["corporate-training"],
      budget: "KSh 300,000",
    },
  },
  {
    name: "editing per page",
    says: [
      "how much is proofreading per page?",
      "ok I want that for my dissertation",
      "Otieno",
      "otieno@students.ku.ac.ke",
    ],
    expect: { firstName: "Otieno", email: "otieno@students.ku.ac.ke", services: ["editing"] },
  },
  {
    name: "refuses email too",
    says: ["I need a resume", "Paul", "no", "skip", "fine, 0712 321 654"],
    expect: { firstName: "Paul", phone: "+254712321654", services: ["cv-writing"] },
  },
  {
    name: "three names",
    says: ["I need a cover letter", "Mary Anne Njeri", "0712 654 321"],
    expect: {
      firstName: "Mary",
      lastName: "Anne Njeri",
      phone: "+254712654321",
      services: ["cover-letter"],
    },
  },
  {
    name: "leadership",
    says: [
      "I want to grow my leadership skills and get promoted",
      "I'm Daniel",
      "daniel@kcb.co.ke",
    ],
    expect: {
      firstName: "Daniel",
      email: "daniel@kcb.co.ke",
      services: ["professional-development"],
    },
  },
  {
    name: "interview tomorrow",
    says: ["I have an interview tomorrow, can you prepare me?", "Naomi", "0798 765 432"],
    expect: {
      firstName: "Naomi",
      phone: "+254798765432",
      services: ["interview-coaching"],
      urgency: "High (tomorrow)",
    },
  },
  {
    name: "vague then clear",
    says: ["I need help", "with my job applications", "Grace", "grace.w@gmail.com"],
    expect: { firstName: "Grace", email: "grace.w@gmail.com", services: ["cv-writing"] },
  },
  {
    name: "name correction",
    says: ["I'm Wanjiku, I need a CV", "sorry, my name is Wanjiru", "0712 000 333"],
    expect: { firstName: "Wanjiru", phone: "+254712000333", services: ["cv-writing"] },
  },
  {
    name: "asante",
    says: ["Habari", "nataka mtu wa kuandika CV", "asante, naitwa Halima", "halima@gmail.com"],
    expect: { firstName: "Halima", email: "halima@gmail.com", services: ["cv-writing"] },
  },
  {
    name: "thesis typo",
    says: ["can u proof read my dissertaton", "Felix Kiptoo", "felix.kiptoo@gmail.com"],
    expect: {
      firstName: "Felix",
      lastName: "Kiptoo",
      email: "felix.kiptoo@gmail.com",
      services: ["editing"],
    },
  },
  {
    name: "career change",
    says: ["I'm a teacher and I want to move into HR. Need career advice", "Agnes", "0720 100 200"],
    expect: {
      firstName: "Agnes",
      phone: "+254720100200",
      services: ["professional-development"],
      currentRole: "Teacher",
      careerGoal: "Move into HR",
    },
  },
  {
    name: "spaced phone in sentence",
    says: [
      "I'd like a CV and cover letter",
      "Moses",
      "you can reach me on 0 7 1 2 3 4 5 6 7 8 or moses@gmail.com",
    ],
    expect: {
      firstName: "Moses",
      email: "moses@gmail.com",
      phone: "+254712345678",
      services: ["cv-writing", "cover-letter"],
    },
  },
  {
    name: "training via speaker",
    says: [
      "Looking for a speaker for our company retreat",
      "my name is Joyce Akinyi",
      "joyce@safaricom.co.ke",
    ],
    expect: {
      firstName: "Joyce",
      lastName: "Akinyi",
      email: "joyce@safaricom.co.ke",
      services: ["corporate-training"],
    },
  },
];

/**
 * Written after the engine was tuned on the list above and not tuned against since: the
 * figure on these says how the engine does on phrasings it has not seen.
 */
export const heldOutPersonas: Persona[] = [
  {
    name: "ho: cv for abroad",
    says: [
      "Good evening. I'm relocating to Canada and my CV needs to be in the Canadian format",
      "Stella Moraa",
      "stellamoraa@gmail.com",
    ],
    expect: {
      firstName: "Stella",
      lastName: "Moraa",
      email: "stellamoraa@gmail.com",
      services: ["cv-writing"],
    },
  },
  {
    name: "ho: sheng cv",
    says: [
      "mambo vipi",
      "nimechoka kutafuta kazi, cv yangu iko sawa?",
      "naitwa Baraka",
      "0711 456 789",
    ],
    expect: { firstName: "Baraka", phone: "+254711456789", services: ["cv-writing"] },
  },
  {
    name: "ho: price then linkedin",
    says: [
      "What's the price for LinkedIn?",
      "the complete one please",
      "I am Ivy Chepkoech",
      "0722 987 654",
    ],
    expect: {
      firstName: "Ivy",
      lastName: "Chepkoech",
      phone: "+254722987654",
      services: ["linkedin-optimization"],
    },
  },
  {
    name: "ho: editing manuscript",
    says: [
      "I have finished writing my novel manuscript and need an editor",
      "my names are Tony Mutua",
      "tony.mutua@yahoo.com",
    ],
    expect: {
      firstName: "Tony",
      lastName: "Mutua",
      email: "tony.mutua@yahoo.com",
      services: ["editing"],
    },
  },
  {
    name: "ho: tender docs",
    says: [
      "We are bidding for a government tender and need help with the tender documents",
      "Wafula",
      "procurement@wafulabuilders.co.ke",
    ],
    expect: {
      firstName: "Wafula",
      email: "procurement@wafulabuilders.co.ke",
      services: ["business-writing"],
    },
  },
  {
    name: "ho: hr wants workshop",
    says: [
      "hello",
      "our sacco wants a workshop on workplace assertiveness for staff",
      "Lilian Kerubo, HR",
      "0710 222 444",
    ],
    expect: {
      firstName: "Lilian",
      lastName: "Kerubo",
      phone: "+254710222444",
      services: ["corporate-training"],
    },
  },
  {
    name: "ho: parent for child",
    says: [
      "My son just finished form four, do you have programmes for school leavers?",
      "I'm his mother, Rehema",
      "rehema@gmail.com",
    ],
    expect: { firstName: "Rehema", email: "rehema@gmail.com", services: ["youth-programs"] },
  },
  {
    name: "ho: promotion coaching",
    says: [
      "I've been a supervisor for 6 years and want coaching to move into management",
      "Kipchoge",
      "+254 700 111 222",
    ],
    expect: {
      firstName: "Kipchoge",
      phone: "+254700111222",
      services: ["professional-development"],
      yearsExperience: "6 years",
    },
  },
  {
    name: "ho: typo heavy",
    says: ["helo i wnt a cv writen", "nme is ann", "an email? annw@gmail.com"],
    expect: { firstName: "Ann", email: "annw@gmail.com", services: ["cv-writing"] },
  },
  {
    name: "ho: gives number first",
    says: ["0799 123 123", "I need someone to edit my proposal", "Yusuf"],
    expect: { firstName: "Yusuf", phone: "+254799123123", services: ["editing"] },
  },
  {
    name: "ho: refuses then email",
    says: [
      "cover letter for a bank job",
      "Eunice",
      "I don't want to give my phone",
      "eunice.w@outlook.com",
    ],
    expect: { firstName: "Eunice", email: "eunice.w@outlook.com", services: ["cover-letter"] },
  },
  {
    name: "ho: swahili full",
    says: [
      "Habari za asubuhi",
      "Naomba msaada wa kuandika barua ya maombi",
      "Jina langu ni Zawadi",
      "Nambari yangu ni 0768 555 444",
    ],
    expect: { firstName: "Zawadi", phone: "+254768555444", services: ["cover-letter"] },
  },
  {
    name: "ho: mock interview",
    says: [
      "Do you offer mock interviews?",
      "great, book me one",
      "Brenda Auma",
      "brenda.auma@gmail.com",
    ],
    expect: {
      firstName: "Brenda",
      lastName: "Auma",
      email: "brenda.auma@gmail.com",
      services: ["interview-coaching"],
    },
  },
  {
    name: "ho: hours then training",
    says: [
      "are you open on saturday?",
      "we need team building for 20 people",
      "Hassan Ali here",
      "0733 909 808",
    ],
    expect: {
      firstName: "Hassan",
      lastName: "Ali",
      phone: "+254733909808",
      services: ["corporate-training"],
    },
  },
  {
    name: "ho: business plan loan",
    says: [
      "I need a bankable business plan for a loan application",
      "It's Njoroge",
      "njoroge.k@gmail.com",
    ],
    expect: {
      firstName: "Njoroge",
      email: "njoroge.k@gmail.com",
      services: ["business-writing"],
    },
  },
];

/**
 * Second held-out batch, written after the first was used for fixes; never tuned against.
 * Its share is the honest estimate of how the engine does on new visitors.
 */
export const freshPersonas: Persona[] = [
  {
    name: "fresh: nurse abroad",
    says: [
      "Hello there! I'm a nurse wanting to work in the UK. Can you help me prepare my CV?",
      "Name's Beatrice Wairimu",
      "bea.wairimu@gmail.com",
    ],
    expect: {
      firstName: "Beatrice",
      lastName: "Wairimu",
      email: "bea.wairimu@gmail.com",
      services: ["cv-writing"],
    },
  },
  {
    name: "fresh: quick resume",
    says: ["resume writing", "Caleb", "+254 741 000 555"],
    expect: { firstName: "Caleb", phone: "+254741000555", services: ["cv-writing"] },
  },
  {
    name: "fresh: proposal polish",
    says: [
      "Hi! could you proofread a grant proposal for our CBO?",
      "I'm Mwanaisha",
      "mwanaisha.cbo@gmail.com",
    ],
    expect: {
      firstName: "Mwanaisha",
      email: "mwanaisha.cbo@gmail.com",
      services: ["editing"],
    },
  },
  {
    name: "fresh: training quote",
    says: [
      "Good afternoon, we're a manufacturing firm looking for staff training on stress management",
      "Contact person is Mr. Odhiambo",
      "0722 333 444",
    ],
    expect: {
      firstName: "Odhiambo",
      phone: "+254722333444",
      services: ["corporate-training"],
    },
  },
  {
    name: "fresh: sheng mixed",
    says: [
      "Sema boss",
      "nataka CV mpya, ile ya kisasa",
      "Kama jina ni Otieno Brian",
      "number yangu 0710 987 654",
    ],
    expect: {
      firstName: "Otieno",
      lastName: "Brian",
      phone: "+254710987654",
      services: ["cv-writing"],
    },
  },
  {
    name: "fresh: cover letter only",
    says: ["just need a cover letter for a job at Safaricom", "Ruth", "ruth.n@gmail.com"],
    expect: { firstName: "Ruth", email: "ruth.n@gmail.com", services: ["cover-letter"] },
  },
  {
    name: "fresh: asks payment first",
    says: [
      "do you accept mpesa?",
      "cool. I need my CV updated",
      "I'm Francis Njoroge",
      "0702 020 202",
    ],
    expect: {
      firstName: "Francis",
      lastName: "Njoroge",
      phone: "+254702020202",
      services: ["cv-writing"],
    },
  },
  {
    name: "fresh: company profile",
    says: [
      "We are a startup and need a professional company profile",
      "Chris here",
      "chris@startup.co.ke",
    ],
    expect: {
      firstName: "Chris",
      email: "chris@startup.co.ke",
      services: ["business-writing"],
    },
  },
  {
    name: "fresh: graduates group",
    says: [
      "I coordinate a youth empowerment group, we want sessions for our members",
      "I'm called Amina",
      "0729 111 999",
    ],
    expect: { firstName: "Amina", phone: "+254729111999", services: ["youth-programs"] },
  },
  {
    name: "fresh: career switch",
    says: [
      "I want to switch careers from teaching to data analysis, do you offer career guidance?",
      "Joseph",
      "joseph.m@yahoo.com",
    ],
    expect: {
      firstName: "Joseph",
      email: "joseph.m@yahoo.com",
      services: ["professional-development"],
    },
  },
  {
    name: "fresh: refuses email",
    says: ["need my thesis edited", "Ivy", "no email please", "0733 555 111"],
    expect: { firstName: "Ivy", phone: "+254733555111", services: ["editing"] },
  },
  {
    name: "fresh: typo proofreed",
    says: ["i need proofreeding for my project", "my name is shadrack", "shadrack@gmail.com"],
    expect: { firstName: "Shadrack", email: "shadrack@gmail.com", services: ["editing"] },
  },
  {
    name: "fresh: phone with spaces plus",
    says: ["Can you redo my CV?", "Evans Kibet", "+254 7 1234 5679"],
    expect: {
      firstName: "Evans",
      lastName: "Kibet",
      phone: "+254712345679",
      services: ["cv-writing"],
    },
  },
  {
    name: "fresh: greeting swahili english",
    says: ["Hujambo", "I need help with a business plan", "Naitwa Fatuma", "fatuma@biz.co.ke"],
    expect: { firstName: "Fatuma", email: "fatuma@biz.co.ke", services: ["business-writing"] },
  },
  {
    name: "fresh: interview panel",
    says: [
      "I have a panel interview with KRA next week, do you do coaching?",
      "sure, I'm Dennis",
      "0790 444 333",
    ],
    expect: { firstName: "Dennis", phone: "+254790444333", services: ["interview-coaching"] },
  },
];

/**
 * Third held-out batch (2026-11-22), written after batch 2's figure was recorded and run once
 * before any engine change: typos, Swahili and Sheng, refusals, corrections and answers out of
 * order. Its first-run share is recorded in bench/README.md whatever later fixes do to it.
 */
export const batch3Personas: Persona[] = [
  {
    name: "b3: typo heavy",
    says: [
      "hi there",
      "i wnt my cv proffesionaly writen",
      "name is grace atieno",
      "graceatieno@yahoo.com",
    ],
    expect: {
      firstName: "Grace",
      lastName: "Atieno",
      email: "graceatieno@yahoo.com",
      services: ["cv-writing"],
    },
  },
  {
    name: "b3: sheng interview",
    says: [
      "Mambo vipi",
      "niko na interview next week, naeza pata coaching?",
      "mi ni Kamau",
      "hii ndio namba yangu 0711 223 344",
    ],
    expect: { firstName: "Kamau", phone: "+254711223344", services: ["interview-coaching"] },
  },
  {
    name: "b3: full swahili",
    says: [
      "Habari za asubuhi",
      "Ninahitaji msaada wa kuandika CV yangu",
      "Jina langu ni Wanjiru Njeri",
      "0723 456 789",
    ],
    expect: {
      firstName: "Wanjiru",
      lastName: "Njeri",
      phone: "+254723456789",
      services: ["cv-writing"],
    },
  },
  {
    name: "b3: questions the name",
    says: [
      "I need my LinkedIn profile improved",
      "why do you need my name?",
      "ok fine, it's Tom Kiprono",
      "tom.kiprono@gmail.com",
    ],
    expect: {
      firstName: "Tom",
      lastName: "Kiprono",
      email: "tom.kiprono@gmail.com",
      services: ["linkedin-optimization"],
    },
  },
  {
    name: "b3: email first",
    says: [
      "my email is lucy.m@outlook.com",
      "I want someone to edit my dissertation",
      "Lucy Muthoni",
    ],
    expect: {
      firstName: "Lucy",
      lastName: "Muthoni",
      email: "lucy.m@outlook.com",
      services: ["editing"],
    },
  },
  {
    name: "b3: no phone, company profile",
    says: [
      "Do you do company profiles?",
      "Sam",
      "I don't want to give my phone number",
      "sam@kilimoagri.co.ke",
    ],
    expect: {
      firstName: "Sam",
      email: "sam@kilimoagri.co.ke",
      services: ["business-writing"],
    },
  },
  {
    name: "b3: gulf number",
    says: ["Hi, I'm in Dubai and need a CV for Gulf jobs", "Rehema Said", "+971 50 123 4567"],
    expect: {
      firstName: "Rehema",
      lastName: "Said",
      phone: "+971501234567",
      services: ["cv-writing"],
    },
  },
  {
    name: "b3: hr manager",
    says: [
      "Hello, HR manager here. We need a team building workshop for 30 staff",
      "You can call me Mrs. Chebet",
      "chebet.hr@bidco.co.ke",
    ],
    expect: {
      firstName: "Chebet",
      email: "chebet.hr@bidco.co.ke",
      services: ["corporate-training"],
    },
  },
  {
    name: "b3: attachment seeker",
    says: [
      "Am a fourth year student looking for attachment, can you help?",
      "Naitwa Brian Ouma",
      "0745 678 123",
    ],
    expect: {
      firstName: "Brian",
      lastName: "Ouma",
      phone: "+254745678123",
      services: ["youth-programs"],
    },
  },
  {
    name: "b3: corrects number",
    says: ["I need a cover letter", "Diana", "0712 000 111", "sorry, my number is 0712 000 112"],
    expect: { firstName: "Diana", phone: "+254712000112", services: ["cover-letter"] },
  },
  {
    name: "b3: one run-on message",
    says: ["hello my name is paul mutua i need interview coaching my number is 0701 234 567"],
    expect: {
      firstName: "Paul",
      lastName: "Mutua",
      phone: "+254701234567",
      services: ["interview-coaching"],
    },
  },
  {
    name: "b3: sheng linkedin price",
    says: ["bei ya linkedin ni ngapi?", "poa, nataka hiyo", "naitwa Akinyi", "akinyi.o@gmail.com"],
    expect: {
      firstName: "Akinyi",
      email: "akinyi.o@gmail.com",
      services: ["linkedin-optimization"],
    },
  },
  {
    name: "b3: 254 without plus",
    says: ["proof reading ya project yangu", "Musa", "254 722 987 654"],
    expect: { firstName: "Musa", phone: "+254722987654", services: ["editing"] },
  },
  {
    name: "b3: refuses contacts, then gives in",
    says: [
      "What are your working hours?",
      "I need a business plan written",
      "I'm Halima",
      "I'd prefer not to share contacts",
      "ok, halima.biz@gmail.com",
    ],
    expect: {
      firstName: "Halima",
      email: "halima.biz@gmail.com",
      services: ["business-writing"],
    },
  },
  {
    name: "b3: hyphenated name",
    says: [
      "Good evening. I want training for my sales team on customer service",
      "Jean-Paul Mugisha",
      "jp.mugisha@rwandair.com",
    ],
    expect: {
      firstName: "Jean-Paul",
      lastName: "Mugisha",
      email: "jp.mugisha@rwandair.com",
      services: ["corporate-training"],
    },
  },
  {
    name: "b3: linkdin typo",
    says: ["can u fix my linkdin", "Moses", "0756 111 222"],
    expect: {
      firstName: "Moses",
      phone: "+254756111222",
      services: ["linkedin-optimization"],
    },
  },
  {
    name: "b3: swahili career change",
    says: [
      "Nataka kubadilisha career, mnatoa career coaching?",
      "Naitwa Zainabu",
      "zainabu@gmail.com",
    ],
    expect: {
      firstName: "Zainabu",
      email: "zainabu@gmail.com",
      services: ["professional-development"],
    },
  },
];
