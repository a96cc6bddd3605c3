import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 6 for `npm run bench:assistant`, written on 2026-11-24 by a tester who has
 * not read the engine (nothing under server/assistant/ or content/), as strangers meet the
 * product: titles not seen in earlier batches (Dr., Eng., Pastor, Mwalimu, Dkt., Bw., Hon.,
 * Capt., Madam), emoji, typos in the words and in the services, corrections of the name, the
 * phone and the service, parents asking for a son or daughter, two or three services in one
 * message or one added later, people who refuse the name or the phone, off-topic questions,
 * prices asked first, very short and very long messages, Swahili, Sheng and mixed; phones as
 * people type them (spaces, pairs, dots, commas, dashes, +254, 254, "(0)", 07.., 01..,
 * no leading 0, a letter O for the zero, two numbers), emails with typos, in capitals, with
 * "(at)" or spelt out.
 *
 * Same format and conventions as batches 4 and 5: each persona says its lines in order,
 * whatever the assistant asks. What a correct hand-over needs follows the product: a way to
 * reach the visitor (phone/WhatsApp or email) and the service(s) as asked, in the order asked
 * (`expect.services` holds the service names the site lists); the name is not required, but a
 * wrong one is wrong. Conventions of the expectations:
 * - honorifics are left out of the name; `lastName` is everything after the first name;
 * - a visitor who never gives their own name has no `firstName` (a parent who names only the
 *   child: the consultant will write to the parent, so the child's name is not the lead's);
 * - a corrected name, phone or service is expected as corrected; a service dropped is gone;
 * - a mistyped or spelt-out email is expected as the address that works;
 * - with a calls number and a WhatsApp number, the WhatsApp one (the hand-over is there).
 */
export type Batch6Persona = Batch4Persona;

const hrStory = [
  "Hi. Sorry this will be long. I have worked in HR for a logistics company in Mombasa for",
  "nine years, starting as an HR assistant doing payroll inputs and leave records, and for the",
  "last four years as HR officer handling recruitment for the drivers and the yard staff. My",
  "husband got a transfer to Nairobi in January so we are relocating by March and I need a job",
  "there. I have sent applications through BrighterMonday and MyJobMag but nothing. A recruiter",
  "I met at an IHRM event told me that Nairobi recruiters look at LinkedIn first and that mine",
  "is basically empty, no photo, no summary, my title still says HR assistant. So first I want",
  "you to fix my LinkedIn, and then I also need a CV for HR officer roles because mine was last",
  "updated in 2019. My name is Fatuma Ali and my number is 0114 220 981. Asante.",
].join(" ");

const saccoStory = [
  "Good morning. I am the HR and admin manager at a SACCO in Nyeri. We have thirty five staff",
  "across three branches, most of them tellers and loan officers. Our member complaints have",
  "gone up this year, mostly about how members are spoken to at the counter and on the phone,",
  "and the board has asked us to arrange customer service training for all front office staff",
  "before the AGM in April. We would prefer the training done at our head office over two",
  "Saturdays. Can you do this and send a quotation? My name is Peter Gachanja, you can reach me",
  "on 0726 418 330.",
].join(" ");

export const batch6Personas: Batch6Persona[] = [
  // Titles and honorifics.
  {
    name: "b6: Dr. in the first line, NGO CV",
    says: [
      "Good morning",
      "I'm Dr. Wanjiku Kariuki, a medical officer moving into public health. I need a CV that fits NGO jobs",
      "0721 556 203",
    ],
    expect: {
      firstName: "Wanjiku",
      lastName: "Kariuki",
      phone: "+254721556203",
      services: ["CV Writing"],
    },
  },
  {
    name: "b6: Eng. here, dead LinkedIn",
    says: [
      "Hello team",
      "Eng. Otieno Odhiambo here. My LinkedIn profile looks dead, recruiters never message me",
      "+254 733 410 982",
    ],
    expect: {
      firstName: "Otieno",
      lastName: "Odhiambo",
      phone: "+254733410982",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b6: Pastor, book of sermons to proofread",
    says: [
      "Praise God. I have written a book of sermons, about 120 pages, and it needs proofreading before it goes to the printer",
      "Pastor Daniel Kiprono",
      "0710-228-774",
    ],
    expect: {
      firstName: "Daniel",
      lastName: "Kiprono",
      phone: "+254710228774",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b6: Mwalimu, Swahili application letter",
    says: [
      "Habari zenu",
      "Mimi ni Mwalimu Chebet Rotich, nataka mniandikie barua ya maombi ya kazi ya TSC",
      "0725 331 090",
    ],
    expect: {
      firstName: "Chebet",
      lastName: "Rotich",
      phone: "+254725331090",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b6: Dkt., Swahili usaili, email",
    says: [
      "Shikamoo",
      "Naitwa Dkt. Halima Said",
      "Nina usaili wa kazi wiki ijayo katika hospitali ya Aga Khan, naomba mnifundishe jinsi ya kujibu maswali",
      "halima.said@yahoo.com",
    ],
    expect: {
      firstName: "Halima",
      lastName: "Said",
      email: "halima.said@yahoo.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b6: Bw. on its own line",
    says: ["Jambo", "Bw. Mutua Kilonzo", "nahitaji CV mpya", "0791 440 218"],
    expect: {
      firstName: "Mutua",
      lastName: "Kilonzo",
      phone: "+254791440218",
      services: ["CV Writing"],
    },
  },
  {
    name: "b6: Hon. MCA, project proposal",
    says: [
      "Hi, I'm Hon. Grace Wambui, an MCA in Murang'a. I need someone to write a project proposal for a youth water project",
      "My PA's line is always busy, use mine: 0702 119 334",
    ],
    expect: {
      firstName: "Grace",
      lastName: "Wambui",
      phone: "+254702119334",
      services: ["Business Writing"],
    },
  },
  {
    name: "b6: Capt. pilot, CV and LinkedIn, email only",
    says: [
      "Capt. Brian Kimani, commercial pilot. Need both my CV and my LinkedIn sorted out for Gulf airlines",
      "brian.kimani.pilot@gmail.com",
    ],
    expect: {
      firstName: "Brian",
      lastName: "Kimani",
      email: "brian.kimani.pilot@gmail.com",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b6: madam, all lowercase",
    says: ["madam akinyi here", "i need help with my cover letter for a bank job", "0768 902 145"],
    expect: {
      firstName: "Akinyi",
      phone: "+254768902145",
      services: ["Cover Letters"],
    },
  },

  // Emoji, repeated letters, capitals, stray punctuation.
  {
    name: "b6: emoji everywhere, KRA panel",
    says: [
      "Hey 👋",
      "Looking for interview practice, I have a panel at KRA on Monday 😬",
      "Wairimu Ndegwa 🌻🌻",
      "0720 667 413 📱",
    ],
    expect: {
      firstName: "Wairimu",
      lastName: "Ndegwa",
      phone: "+254720667413",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b6: sparkles around the name",
    says: ["🙏🙏 please help with my CV", "✨Faith✨", "faithmoraa22@gmail.com"],
    expect: {
      firstName: "Faith",
      email: "faithmoraa22@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b6: shouting in capitals",
    says: ["INTERVIEW COACHING", "MARTHA NJOKI", "MARTHA.NJOKI@GMAIL.COM"],
    expect: {
      firstName: "Martha",
      lastName: "Njoki",
      email: "martha.njoki@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b6: stretched words and exclamation marks",
    says: [
      "Helloooo!!!",
      "I neeeed a cover letterrr!!!",
      "Its Lilian!!! Lilian Wafula",
      "0734 552 981!!",
    ],
    expect: {
      firstName: "Lilian",
      lastName: "Wafula",
      phone: "+254734552981",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b6: phone after a telephone emoji",
    says: ["Can you redo my LinkedIn?", "Oscar Biwott", "📞 0722 887 651"],
    expect: {
      firstName: "Oscar",
      lastName: "Biwott",
      phone: "+254722887651",
      services: ["LinkedIn Optimization"],
    },
  },

  // Sheng, Swahili and mixed.
  {
    name: "b6: Sheng, CV mbovu",
    says: [
      "Niaje boss",
      "CV yangu iko mbovu, nataka mniandikie mpya",
      "Naitwa Brayo",
      "namba ni 0740 812 376",
    ],
    expect: {
      firstName: "Brayo",
      phone: "+254740812376",
      services: ["CV Writing"],
    },
  },
  {
    name: "b6: Sheng, interview kesho kutwa",
    says: [
      "Sasa msee",
      "Niko na interview ya Safcom kesho kutwa, mnadu coaching?",
      "Kevin Otieno ndio jina",
      "0799 214 567",
    ],
    expect: {
      firstName: "Kevin",
      lastName: "Otieno",
      phone: "+254799214567",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b6: mixed, LinkedIn bila connections, 011x",
    says: [
      "Hi, naomba msaada na LinkedIn yangu, sina connections na sijui kuandika summary",
      "Jina langu ni Mercy Chepkoech",
      "0113 245 889",
    ],
    expect: {
      firstName: "Mercy",
      lastName: "Chepkoech",
      phone: "+254113245889",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b6: Swahili price question first",
    says: ["Bei ya kuandikiwa CV ni pesa ngapi?", "Sawa, nataka. Ni Amina", "0797 221 430"],
    expect: {
      firstName: "Amina",
      phone: "+254797221430",
      services: ["CV Writing"],
    },
  },
  {
    name: "b6: Sheng price of LinkedIn, WhatsApp",
    says: [
      "LinkedIn optimization ni how much?",
      "Poa, niko in. Jina ni Wanjala",
      "nicheki kwa WhatsApp 0746 330 871",
    ],
    expect: {
      firstName: "Wanjala",
      phone: "+254746330871",
      services: ["LinkedIn Optimization"],
    },
  },

  // Typos in the words, the name and the service.
  {
    name: "b6: typos everywhere, phone in pairs",
    says: ["helo i ned a cv urgentlyy", "my nam is peter mwangi", "0722 08 43 19"],
    expect: {
      firstName: "Peter",
      lastName: "Mwangi",
      phone: "+254722084319",
      services: ["CV Writing"],
    },
  },
  {
    name: "b6: curriculum vitea",
    says: ["I need a curriculum vitea done professionally", "Dorothy Anyango", "0718 330 442"],
    expect: {
      firstName: "Dorothy",
      lastName: "Anyango",
      phone: "+254718330442",
      services: ["CV Writing"],
    },
  },
  {
    name: "b6: linkdn typo, nickname",
    says: ["my linkdn is empty lol", "Shiru", "0790 554 312"],
    expect: {
      firstName: "Shiru",
      phone: "+254790554312",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b6: interveiw typo, name: label",
    says: [
      "i have an interveiw next week at a county office",
      "name: Geoffrey Langat",
      "0724 119 085",
    ],
    expect: {
      firstName: "Geoffrey",
      lastName: "Langat",
      phone: "+254724119085",
      services: ["Interview Coaching"],
    },
  },

  // Corrections and changes of mind.
  {
    name: "b6: name corrected with an asterisk",
    says: [
      "I'd like my CV professionally written",
      "Jonh Maina",
      "sorry, John* Maina",
      "0705 773 210",
    ],
    expect: {
      firstName: "John",
      lastName: "Maina",
      phone: "+254705773210",
      services: ["CV Writing"],
    },
  },
  {
    name: "b6: phone corrected, digits swapped",
    says: [
      "Need LinkedIn optimization",
      "Esther Nyambura",
      "0712 340 566",
      "oops I swapped the last digits, it's 0712 340 655",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Nyambura",
      phone: "+254712340655",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b6: cover letter dropped for interview coaching",
    says: [
      "Do you write cover letters?",
      "Actually forget the cover letter, I already have one. What I really need is interview coaching",
      "Collins Were",
      "0757 901 342",
    ],
    expect: {
      firstName: "Collins",
      lastName: "Were",
      phone: "+254757901342",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b6: thesis proofreading dropped for a CV",
    says: [
      "I want my thesis proofread",
      "Hmm wait, my supervisor already edited it. I'd rather you write my CV",
      "Nancy Auma",
      "nancy.auma@outlook.com",
    ],
    expect: {
      firstName: "Nancy",
      lastName: "Auma",
      email: "nancy.auma@outlook.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b6: phone changed to the WhatsApp line",
    says: [
      "Help me prepare for a bank interview",
      "Joyce Kerubo",
      "0729 118 240",
      "Actually use my WhatsApp line instead, 0111 402 336",
    ],
    expect: {
      firstName: "Joyce",
      lastName: "Kerubo",
      phone: "+254111402336",
      services: ["Interview Coaching"],
    },
  },

  // Several services.
  {
    name: "b6: three services in one message",
    says: [
      "I need three things: a new CV, a cover letter and my LinkedIn redone",
      "Samuel Kiptoo",
      "0720 119 876",
    ],
    expect: {
      firstName: "Samuel",
      lastName: "Kiptoo",
      phone: "+254720119876",
      services: ["CV Writing", "Cover Letters", "LinkedIn Optimization"],
    },
  },
  {
    name: "b6: interview coaching added after the phone",
    says: [
      "Just a CV for now",
      "Lucy Wangari",
      "0729 554 101",
      "Oh and I'd also like interview coaching once the CV is done",
    ],
    expect: {
      firstName: "Lucy",
      lastName: "Wangari",
      phone: "+254729554101",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b6: two prices asked, both taken",
    says: [
      "How much for a CV and how much for a cover letter?",
      "I'll take both",
      "Winnie Chebet",
      "+254 720 338 914",
    ],
    expect: {
      firstName: "Winnie",
      lastName: "Chebet",
      phone: "+254720338914",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b6: company profile and tender proofreading",
    says: [
      "I need a company profile written for my construction firm, and our tender documents proofread",
      "Mohamed Farah",
      "0722 870 314",
    ],
    expect: {
      firstName: "Mohamed",
      lastName: "Farah",
      phone: "+254722870314",
      services: ["Business Writing", "Editing & Proofreading"],
    },
  },
  {
    name: "b6: apostrophe name, LinkedIn then CV, lowercase",
    says: ["linkedin and cv please", "purity ng'endo", "0708 332 641"],
    expect: {
      firstName: "Purity",
      lastName: "Ng'endo",
      phone: "+254708332641",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b6: everything in one message",
    says: [
      "Hi, I'm Paul Gitau, I need a cover letter and interview coaching for a procurement job at KPA. 0728 451 336, paul.gitau@gmail.com",
    ],
    expect: {
      firstName: "Paul",
      lastName: "Gitau",
      phone: "+254728451336",
      email: "paul.gitau@gmail.com",
      services: ["Cover Letters", "Interview Coaching"],
    },
  },

  // Parents asking for a son or daughter.
  {
    name: "b6: mother for a JKUAT graduate",
    says: [
      "Good evening. My son has just finished his degree at JKUAT and he needs a CV for graduate trainee jobs",
      "I am his mother, Jane Muthoni",
      "You can reach me on 0722 771 054",
    ],
    expect: {
      firstName: "Jane",
      lastName: "Muthoni",
      phone: "+254722771054",
      services: ["CV Writing"],
    },
  },
  {
    name: "b6: parent names only the daughter, youth programme",
    says: [
      "Hello, my daughter Sharon finished form four and is waiting to join university. Do you have a programme for young people like her?",
      "Please call me on 0733 650 218",
    ],
    expect: {
      phone: "+254733650218",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b6: father in Swahili for his son",
    says: [
      "Habari, mimi ni baba ya Dennis. Amemaliza chuo na anatafuta kazi ya uhasibu, anahitaji CV",
      "Jina langu ni Joseph Ochieng",
      "0716 402 993",
    ],
    expect: {
      firstName: "Joseph",
      lastName: "Ochieng",
      phone: "+254716402993",
      services: ["CV Writing"],
    },
  },

  // Refusals.
  {
    name: "b6: no name, UN interview",
    says: [
      "I need interview coaching for a UN interview",
      "I'd rather not share my name",
      "no names please, just call 0721 009 887",
    ],
    expect: {
      phone: "+254721009887",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b6: no phone online, work email",
    says: [
      "Can you edit our annual report before we publish it?",
      "Ruth Kemunto",
      "I don't give my number online",
      "Email is ruth.kemunto@kenyaagri.co.ke",
    ],
    expect: {
      firstName: "Ruth",
      lastName: "Kemunto",
      email: "ruth.kemunto@kenyaagri.co.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b6: price first, refuses, then gives in",
    says: [
      "How much is a CV?",
      "I just want the price first",
      "ok fine, go ahead with the CV. Call me 0710 445 672",
    ],
    expect: {
      phone: "+254710445672",
      services: ["CV Writing"],
    },
  },
  {
    name: "b6: first name only, email preferred",
    says: ["Help with a cover letter", "I'm Caleb", "I'd prefer email: caleb.mutiso@gmail.com"],
    expect: {
      firstName: "Caleb",
      email: "caleb.mutiso@gmail.com",
      services: ["Cover Letters"],
    },
  },

  // Phones as people type them.
  {
    name: "b6: phone with dots",
    says: ["Looking for someone to write my cover letter", "Moses Kibet", "0723.998.410"],
    expect: {
      firstName: "Moses",
      lastName: "Kibet",
      phone: "+254723998410",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b6: phone with commas, research proposal proofreading",
    says: ["proofreading for my research proposal", "Diana Jeptoo", "0711,204,559"],
    expect: {
      firstName: "Diana",
      lastName: "Jeptoo",
      phone: "+254711204559",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b6: phone +254 (0)",
    says: ["Interview coaching please", "Abdi Hassan", "+254 (0) 722 318 604"],
    expect: {
      firstName: "Abdi",
      lastName: "Hassan",
      phone: "+254722318604",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b6: phone 254 without the plus",
    says: ["I want my LinkedIn profile done", "Zawadi Mwende", "254798113260"],
    expect: {
      firstName: "Zawadi",
      lastName: "Mwende",
      phone: "+254798113260",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b6: phone 0101",
    says: ["CV writing", "Ken Omondi", "0101 556 782"],
    expect: {
      firstName: "Ken",
      lastName: "Omondi",
      phone: "+254101556782",
      services: ["CV Writing"],
    },
  },
  {
    name: "b6: phone 0110 with dashes, catering proposal",
    says: ["Business proposal writing for my catering business", "Naomi Wairimu", "0110-887-345"],
    expect: {
      firstName: "Naomi",
      lastName: "Wairimu",
      phone: "+254110887345",
      services: ["Business Writing"],
    },
  },
  {
    name: "b6: phone without the leading 0",
    says: ["I need help preparing for an interview", "Felix Mutai", "my number is 724 660 193"],
    expect: {
      firstName: "Felix",
      lastName: "Mutai",
      phone: "+254724660193",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b6: letter O for the zero",
    says: ["Cover letter for an internship", "Tracy Adhiambo", "O721 443 908"],
    expect: {
      firstName: "Tracy",
      lastName: "Adhiambo",
      phone: "+254721443908",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b6: first name Job, phone in pairs",
    says: ["CV", "Job Kirui", "07 12 55 80 34"],
    expect: {
      firstName: "Job",
      lastName: "Kirui",
      phone: "+254712558034",
      services: ["CV Writing"],
    },
  },
  {
    name: "b6: +254 with dashes",
    says: ["Give my LinkedIn a facelift", "Priscilla Nduta", "+254-711-902-377"],
    expect: {
      firstName: "Priscilla",
      lastName: "Nduta",
      phone: "+254711902377",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b6: years of sales before the phone",
    says: [
      "I have 8 years in sales and I want a CV that gets me a manager role",
      "Tom Njoroge",
      "reach me at 0733 005 117 after 6pm",
    ],
    expect: {
      firstName: "Tom",
      lastName: "Njoroge",
      phone: "+254733005117",
      services: ["CV Writing"],
    },
  },
  {
    name: "b6: a calls number and a WhatsApp number",
    says: ["Interview coaching", "Beatrice Wanjiru", "calls: 0722 300 411, WhatsApp: 0711 300 422"],
    expect: {
      firstName: "Beatrice",
      lastName: "Wanjiru",
      phone: "+254711300422",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b6: name and phone in one line",
    says: ["I need my CV updated", "Irene Achieng 0713 672 004"],
    expect: {
      firstName: "Irene",
      lastName: "Achieng",
      phone: "+254713672004",
      services: ["CV Writing"],
    },
  },
  {
    name: "b6: phone before the name",
    says: ["CV", "0723 440 561", "oh my name is Dorcas Nekesa"],
    expect: {
      firstName: "Dorcas",
      lastName: "Nekesa",
      phone: "+254723440561",
      services: ["CV Writing"],
    },
  },

  // Emails as people type them.
  {
    name: "b6: email spelt out",
    says: ["I want LinkedIn help", "Hellen Chelimo", "hellen dot chelimo at gmail dot com"],
    expect: {
      firstName: "Hellen",
      lastName: "Chelimo",
      email: "hellen.chelimo@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b6: gmial, dissertation",
    says: ["Proofread my dissertation please", "Victor Onyango", "victor.onyango@gmial.com"],
    expect: {
      firstName: "Victor",
      lastName: "Onyango",
      email: "victor.onyango@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b6: email with (at)",
    says: ["Cover letter needed", "Agnes Kwamboka", "agneskwamboka(at)yahoo.com"],
    expect: {
      firstName: "Agnes",
      lastName: "Kwamboka",
      email: "agneskwamboka@yahoo.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b6: gmail.con, teaching abroad",
    says: ["Need a CV for a teaching job abroad", "Stephen Wekesa", "swekesa@gmail.con"],
    expect: {
      firstName: "Stephen",
      lastName: "Wekesa",
      email: "swekesa@gmail.com",
      services: ["CV Writing"],
    },
  },

  // Off-topic questions, short and long messages, other services.
  {
    name: "b6: bot question and job openings first",
    says: [
      "Are you a real person or a bot?",
      "ok. Do you know if Safaricom is hiring?",
      "Fine, I need a CV then",
      "Rehema Mumbua",
      "0702 447 819",
    ],
    expect: {
      firstName: "Rehema",
      lastName: "Mumbua",
      phone: "+254702447819",
      services: ["CV Writing"],
    },
  },
  {
    name: "b6: office location, then coaching",
    says: [
      "Where is your office? Are you in Nairobi CBD?",
      "I'd like to come in for interview coaching",
      "Hussein Abdullahi",
      "0725 884 006",
    ],
    expect: {
      firstName: "Hussein",
      lastName: "Abdullahi",
      phone: "+254725884006",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b6: one word each",
    says: ["cv", "Sam", "0712660045"],
    expect: {
      firstName: "Sam",
      phone: "+254712660045",
      services: ["CV Writing"],
    },
  },
  {
    name: "b6: first name that is a word",
    says: ["I'd like interview coaching", "Blessing", "0741 883 207"],
    expect: {
      firstName: "Blessing",
      phone: "+254741883207",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b6: three-word name",
    says: ["Please write me a CV", "Joy Wanjiku Kamau", "0719 204 338"],
    expect: {
      firstName: "Joy",
      lastName: "Wanjiku Kamau",
      phone: "+254719204338",
      services: ["CV Writing"],
    },
  },
  {
    name: "b6: employer and years before the service",
    says: [
      "I work at Kenya Power as a technician, 6 years now",
      "I want to move to a solar company so I need a CV",
      "Lawrence Kamau",
      "0711 665 290",
    ],
    expect: {
      firstName: "Lawrence",
      lastName: "Kamau",
      phone: "+254711665290",
      company: "Kenya Power",
      services: ["CV Writing"],
    },
  },
  {
    name: "b6: 180-word HR story, LinkedIn then CV",
    says: [hrStory],
    expect: {
      firstName: "Fatuma",
      lastName: "Ali",
      phone: "+254114220981",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b6: SACCO manager's story, staff training",
    says: [saccoStory],
    expect: {
      firstName: "Peter",
      lastName: "Gachanja",
      phone: "+254726418330",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b6: bank branch tellers' training, email",
    says: [
      "Our branch wants training for 15 tellers on handling customers",
      "I'm the branch manager, Kennedy Ouma",
      "kennedy.ouma@familybank.co.ke",
    ],
    expect: {
      firstName: "Kennedy",
      lastName: "Ouma",
      email: "kennedy.ouma@familybank.co.ke",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b6: university student, youth programme, email",
    says: [
      "Do you have mentorship for university students? I'm in third year at Kenyatta University",
      "Yes I'd like to join the youth programme",
      "Elvis Kiprop",
      "elvis.kiprop@students.ku.ac.ke",
    ],
    expect: {
      firstName: "Elvis",
      lastName: "Kiprop",
      email: "elvis.kiprop@students.ku.ac.ke",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b6: new supervisor, professional development",
    says: [
      "I was just promoted to supervisor at a factory in Thika and I want a professional development programme for myself",
      "Anne Wambugu",
      "0720 901 556",
    ],
    expect: {
      firstName: "Anne",
      lastName: "Wambugu",
      phone: "+254720901556",
      services: ["Professional Development"],
    },
  },
  {
    name: "b6: kindly assist, MBA project proofreading",
    says: [
      "Kindly assist with proofreading of my MBA project before Friday",
      "Cynthia Moraa",
      "0798 660 125",
    ],
    expect: {
      firstName: "Cynthia",
      lastName: "Moraa",
      phone: "+254798660125",
      services: ["Editing & Proofreading"],
    },
  },
];
