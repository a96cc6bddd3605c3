import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 11 for `npm run bench:assistant`, written on 2026-11-24 apart from the engine
 * (nothing under server/assistant/ or its tests was opened; content/ was read for the services'
 * names only), from issue 13 and SPEC.md, with people and phrasings not used in batch 10; not
 * run when it was written. The kinds of visitors: emoji before, between and after names and as
 * a whole greeting; typos in "my name is" ("my nam is", "myy name is", "my neme is", "my name's
 * is", "my naem is") and other introductions ("am called", "naitwa", "mi name ni", "ni mimi");
 * honorifics and titles (Hon., Rev. Fr., Prof., Sgt., Madam, Daktari, a CPA after the name);
 * three- and four-word names, a nickname beside the name or alone, surnames first; one or two
 * services in the order asked, in English, Swahili, Sheng and mixed; a service changed before
 * and after the name, or added after the phone; refusals twice (name, phone, email, company);
 * answers to questions not asked (years, town, price, hours, the email for the name); one-word
 * replies and paragraphs of story; Kenyan phones with +254, 254, (+254), spaces between every
 * digit, dashes, a trailing full stop, no leading zero, 010/011 numbers; a WhatsApp line beside
 * a calls line, a calls-only line; UK, Omani and Saudi mobiles; emails with a mistyped provider
 * or ending; HR buyers of team training (contact person, company); students seeking
 * attachment; Kenyans in the UK, the Gulf and the US; parents asking for their children.
 *
 * Same format and conventions as batches 4 to 10: each persona says its lines in order,
 * whatever the assistant asks; a correct hand-over needs a way to reach the visitor
 * (phone/WhatsApp or email) and the service(s) as asked, in the order asked
 * (`expect.services` holds content/services.ts names); the name is not required, but a wrong
 * one is wrong. Every visitor here gives a service and a way to be reached within six lines.
 * Conventions of the expectations:
 * - honorifics, titles and professional letters are left out of the name; `lastName` is
 *   everything after the first name; a surname given first is put last; a nickname given
 *   beside the name is not the name, a nickname given alone is;
 * - a greeting, a refusal, a filler ("k", "sawa"), a town or a relation is never a name; a
 *   parent who names only the child is recorded without a name; a parent who gives their own
 *   name is recorded under it;
 * - a service declined or replaced is not expected; one added later comes after the first; a
 *   training's subject (stress management, customer care) is not a second service; a document
 *   the visitor only describes having is not asked for;
 * - the phone kept is the one to reach the visitor on WhatsApp when a WhatsApp line and a
 *   calls line are both given; a mistyped email is expected as the address that works; phones
 *   are E.164, a foreign number in its own country's format read as that country's.
 */
export type Batch11Persona = Batch4Persona;

const ukCarerStory = [
  "Good evening from Reading. I came to the UK two years ago on a health and care visa and I",
  "have been working as a senior carer in a nursing home. Now I want to move to a better",
  "employer and maybe into NHS healthcare assistant roles, but my CV is still the Kenyan one",
  "with my KCSE grades and my church positions. So I need a proper UK CV first, and then",
  "someone to coach me for the interviews, because the last two went badly: they asked me",
  "competency questions and I froze. My names are Millicent Awuor Ogola. My UK number is",
  "07405 318 226 and it is on WhatsApp too. Thank you so much.",
].join(" ");

const dairyHrLetter = [
  "Dear Kazi team, I am the Human Resource Manager at Kerio Valley Dairies in Eldoret.",
  "Following our staff survey this year, management has approved a training for our 54 sales",
  "representatives and depot supervisors on stress management and team work, to be held in two",
  "sessions in January at our Eldoret depot, with a follow-up session for the supervisors after",
  "three months. Kindly share your proposal and charges. You can reach me on 0720 348 915 or on",
  "hr.manager@keriovalleydairies.co.ke. Regards, Margaret Chepkorir.",
].join(" ");

const motherStory = [
  "Good morning. I am writing about my daughter. She graduated from Maseno University in",
  "December with a degree in economics and statistics and she has been at home since then,",
  "applying for jobs online without any reply. She is a quiet girl and I think she does not",
  "know how to present herself. I would like you to write her a good CV and then prepare her",
  "for interviews, because she told me she has one with an insurance company next month. I am",
  "her mother, Mrs. Florence Adhiambo Ouma, a teacher at Kisumu Day. My number is 0726-881-430.",
].join(" ");

const riyadhStory = [
  "Habari zenu. Mimi niko Riyadh, nimefanya kazi ya housekeeping kwa hotel hapa miaka minne.",
  "Contract yangu inaisha April na nataka kurudi Kenya nifanye kazi kwa hotels za Mombasa au",
  "Diani. Sina CV nzuri, ile niko nayo niliandikiwa na agent na iko na makosa mengi. Naomba",
  "mniandikie CV mpya ya hotel jobs. Naitwa Esther Kaluki Mwende. WhatsApp yangu ni",
  "+966 50 318 2247, ni mimi pekee natumia.",
].join(" ");

const busyShopkeeperName = [
  "Sorry for the delay, I was serving customers at the shop, it has been a busy day because of",
  "month end and the supplier also came with the wrong order, anyway my name is Judith Wanjala",
  "and I'm the one who asked about the cover letter",
].join(" ");

export const batch11Personas: Batch11Persona[] = [
  // Emoji before, between and after names.
  {
    name: "b11: heart-eyes after a lowercase first name, cover letter",
    says: ["need a cover letter for a receptionist job", "achieng 😍", "0713 448 207"],
    expect: {
      firstName: "Achieng",
      phone: "+254713448207",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b11: fire emoji either side of the full name, LinkedIn, email",
    says: [
      "Can you help me with my LinkedIn profile?",
      "🔥Kelvin Omondi🔥",
      "kelvin.omondi@gmail.com",
    ],
    expect: {
      firstName: "Kelvin",
      lastName: "Omondi",
      email: "kelvin.omondi@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b11: flower emoji between first name and surname, dashed +254 phone",
    says: ["Hi, I'd like a professional CV", "Mercy 🌸 Wambui", "+254-722-318-460"],
    expect: {
      firstName: "Mercy",
      lastName: "Wambui",
      phone: "+254722318460",
      services: ["CV Writing"],
    },
  },
  {
    name: "b11: 'it's' then the name and a thumbs-up with skin tone, interview at KRA",
    says: [
      "interview coaching please, I have one at KRA next week",
      "it's Dennis Kiprotich 👍🏾",
      "0795 233 618",
    ],
    expect: {
      firstName: "Dennis",
      lastName: "Kiprotich",
      phone: "+254795233618",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b11: waving emoji as the greeting, business plan, name with a text smiley",
    says: [
      "👋👋",
      "I need help with a business plan for a poultry farm loan",
      "Ruth Nyambura :)",
      "0708 662 914",
    ],
    expect: {
      firstName: "Ruth",
      lastName: "Nyambura",
      phone: "+254708662914",
      services: ["Business Writing"],
    },
  },
  {
    name: "b11: repeated letters in the service, capitals for the name",
    says: ["heyyy", "i need help with my linkedinnnn 🙏", "FAITH NJOKI", "0799 204 613"],
    expect: {
      firstName: "Faith",
      lastName: "Njoki",
      phone: "+254799204613",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b11: name trailing off with an ellipsis, cover letter",
    says: ["cover letter for a sales job", "Sam Kariuki...", "0722 804 551"],
    expect: {
      firstName: "Sam",
      lastName: "Kariuki",
      phone: "+254722804551",
      services: ["Cover Letters"],
    },
  },

  // Typos in "my name is" and other introductions.
  {
    name: "b11: 'my nam is' all lowercase, thesis proofreading, email",
    says: ["proofreading of my masters thesis", "my nam is peter gitau", "peter.gitau@gmail.com"],
    expect: {
      firstName: "Peter",
      lastName: "Gitau",
      email: "peter.gitau@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b11: 'MYY NAME IS' in capitals, CV",
    says: ["I WANT A CV", "MYY NAME IS FAITH MUTHONI", "0724 119 385"],
    expect: {
      firstName: "Faith",
      lastName: "Muthoni",
      phone: "+254724119385",
      services: ["CV Writing"],
    },
  },
  {
    name: "b11: 'my neme is' with three names, LinkedIn, Airtel 0101",
    says: ["linkedin optimisation", "my neme is Joyce Akinyi Odera", "0101 447 230"],
    expect: {
      firstName: "Joyce",
      lastName: "Akinyi Odera",
      phone: "+254101447230",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b11: 'mi name ni' in Sheng, cover letter for a bank job",
    says: ["Niaje, nataka cover letter ya job ya bank", "mi name ni Brian Otieno", "0757 310 842"],
    expect: {
      firstName: "Brian",
      lastName: "Otieno",
      phone: "+254757310842",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b11: 'my name's is', CV and cover letter in one line",
    says: ["cv and cover letter", "my name's is Lydia Chebet", "0722 604 918"],
    expect: {
      firstName: "Lydia",
      lastName: "Chebet",
      phone: "+254722604918",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b11: 'Am called', interview coaching, +254 with spaces",
    says: ["Am looking for interview coaching", "Am called Wycliffe Barasa", "+254 733 902 145"],
    expect: {
      firstName: "Wycliffe",
      lastName: "Barasa",
      phone: "+254733902145",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b11: 'naitwa', application letter asked in Swahili",
    says: [
      "Nahitaji msaada wa kuandikiwa barua ya kuomba kazi",
      "Naitwa Zuhura Bakari",
      "0726 508 331",
    ],
    expect: {
      firstName: "Zuhura",
      lastName: "Bakari",
      phone: "+254726508331",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b11: 'my naem is' with a smiley, book editing, yahoo email",
    says: [
      "editing for my book please",
      "my naem is Tabitha Nekesa 🙂",
      "tabitha.nekesa@yahoo.com",
    ],
    expect: {
      firstName: "Tabitha",
      lastName: "Nekesa",
      email: "tabitha.nekesa@yahoo.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b11: 'Ni mimi' in Sheng, interview at Safaricom, 0112 number",
    says: [
      "Bro niko na interview ya Safaricom Monday, nisaidie kujipanga",
      "Ni mimi Victor Ouma",
      "0112 306 459",
    ],
    expect: {
      firstName: "Victor",
      lastName: "Ouma",
      phone: "+254112306459",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b11: long answer to the name question with the name in the middle",
    says: ["I need a cover letter for a cashier job", busyShopkeeperName, "0729 416 803"],
    expect: {
      firstName: "Judith",
      lastName: "Wanjala",
      phone: "+254729416803",
      services: ["Cover Letters"],
    },
  },

  // Honorifics and titles.
  {
    name: "b11: Hon. wants an executive CV for a board appointment",
    says: ["I need an executive CV for a board appointment", "Hon. Jackson Kiptoo", "0722 710 553"],
    expect: {
      firstName: "Jackson",
      lastName: "Kiptoo",
      phone: "+254722710553",
      services: ["CV Writing"],
    },
  },
  {
    name: "b11: Rev. Fr. stacked titles, church school funding proposal",
    says: [
      "We need a funding proposal written for our parish school project",
      "Rev. Fr. Dominic Mutua",
      "dmutua.parish@gmail.com",
    ],
    expect: {
      firstName: "Dominic",
      lastName: "Mutua",
      email: "dmutua.parish@gmail.com",
      services: ["Business Writing"],
    },
  },
  {
    name: "b11: Prof. with a hyphenated surname, LinkedIn for consulting",
    says: [
      "Good day. I'd like my LinkedIn profile optimized, I'm moving into consulting",
      "Prof. Grace Wanjala-Opiyo",
      "+254 722 845 016",
    ],
    expect: {
      firstName: "Grace",
      lastName: "Wanjala-Opiyo",
      phone: "+254722845016",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b11: CPA after the name, interview for a finance manager role",
    says: ["Interview prep for a finance manager role", "Lucy Wairimu, CPA", "0712 903 447"],
    expect: {
      firstName: "Lucy",
      lastName: "Wairimu",
      phone: "+254712903447",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b11: Sgt. retiring from the police, CV for security jobs",
    says: [
      "I'm retiring from the police service and need a CV for security manager jobs",
      "Sgt. Joseph Lomuria",
      "0721 330 687",
    ],
    expect: {
      firstName: "Joseph",
      lastName: "Lomuria",
      phone: "+254721330687",
      services: ["CV Writing"],
    },
  },
  {
    name: "b11: Madam before the name, report proofreading",
    says: [
      "Hello, I need proofreading for a 40-page report",
      "Madam Esther Wangui",
      "0729 556 240",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Wangui",
      phone: "+254729556240",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b11: 'Daktari' in Swahili, new CV for jobs in Saudi",
    says: [
      "Habari, nataka CV mpya ya kuomba kazi Saudi",
      "Mimi ni Daktari Salim Abdalla",
      "+254 711 420 937",
    ],
    expect: {
      firstName: "Salim",
      lastName: "Abdalla",
      phone: "+254711420937",
      services: ["CV Writing"],
    },
  },

  // Three- and four-word names, nicknames, surnames first.
  {
    name: "b11: four-word name, cover letter for an NGO job in Garissa",
    says: ["cover letter for an NGO job in Garissa", "Abdi Noor Hussein Ali", "0722 118 604"],
    expect: {
      firstName: "Abdi",
      lastName: "Noor Hussein Ali",
      phone: "+254722118604",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b11: three lowercase names, CV",
    says: ["need cv", "mary wanjiku njoroge", "0741 662 019"],
    expect: {
      firstName: "Mary",
      lastName: "Wanjiku Njoroge",
      phone: "+254741662019",
      services: ["CV Writing"],
    },
  },
  {
    name: "b11: nickname beside the name, CV",
    says: ["CV please", "Wanjiru Kamau but everyone calls me Shiro", "0710 223 845"],
    expect: {
      firstName: "Wanjiru",
      lastName: "Kamau",
      phone: "+254710223845",
      services: ["CV Writing"],
    },
  },
  {
    name: "b11: only a nickname, LinkedIn, email",
    says: ["linkedin", "call me Kevo", "kevo.mwaura@gmail.com"],
    expect: {
      firstName: "Kevo",
      email: "kevo.mwaura@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b11: surname first, said so, interview for a TSC job",
    says: [
      "Interview coaching for a teaching job with TSC",
      "Mutiso Daniel, surname first",
      "0722 640 118",
    ],
    expect: {
      firstName: "Daniel",
      lastName: "Mutiso",
      phone: "+254722640118",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b11: 'Last name X, first name Y', cover letter",
    says: ["I need a cover letter", "Last name Njoroge, first name Ann", "0790 412 653"],
    expect: {
      firstName: "Ann",
      lastName: "Njoroge",
      phone: "+254790412653",
      services: ["Cover Letters"],
    },
  },

  // Services in Swahili, Sheng and mixed; two services in the order asked.
  {
    name: "b11: LinkedIn then CV in Sheng",
    says: [
      "Manze LinkedIn yangu iko dead, na CV pia inahitaji kurekebishwa",
      "Kelvin Mwangi",
      "0746 330 918",
    ],
    expect: {
      firstName: "Kelvin",
      lastName: "Mwangi",
      phone: "+254746330918",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b11: supermarket manager asks staff training in Swahili",
    says: [
      "Tunahitaji mafunzo kwa wafanyakazi wetu 25 kuhusu huduma kwa wateja",
      "Mimi ni Bi. Amina Said, meneja wa Pwani Fresh Supermarket",
      "0722 905 337",
    ],
    expect: {
      firstName: "Amina",
      lastName: "Said",
      phone: "+254722905337",
      company: "Pwani Fresh Supermarket",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b11: thesis proofreading asked in Swahili",
    says: [
      "Naomba mtu wa kunisahihishia thesis yangu ya masters",
      "Omari Juma",
      "omari.juma@gmail.com",
    ],
    expect: {
      firstName: "Omari",
      lastName: "Juma",
      email: "omari.juma@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b11: business plan for a Uwezo Fund loan, mixed code",
    says: [
      "Nataka mtu aniandikie business plan ya kuomba loan ya Uwezo Fund",
      "Josephine Nduku",
      "0718 559 204",
    ],
    expect: {
      firstName: "Josephine",
      lastName: "Nduku",
      phone: "+254718559204",
      services: ["Business Writing"],
    },
  },
  {
    name: "b11: interview coaching then a new CV, in that order",
    says: ["I want interview coaching and a new CV", "Grace Wairimu", "0723 446 180"],
    expect: {
      firstName: "Grace",
      lastName: "Wairimu",
      phone: "+254723446180",
      services: ["Interview Coaching", "CV Writing"],
    },
  },
  {
    name: "b11: cover letter, then LinkedIn added on the next line",
    says: ["Cover letter please", "Also LinkedIn if you do that", "Stella Nafula", "0702 558 913"],
    expect: {
      firstName: "Stella",
      lastName: "Nafula",
      phone: "+254702558913",
      services: ["Cover Letters", "LinkedIn Optimization"],
    },
  },
  {
    name: "b11: company profile then annual report proofreading, work email",
    says: [
      "I need a company profile written and then our annual report proofread",
      "Lilian Mueni",
      "lilian@greenleafagro.co.ke",
    ],
    expect: {
      firstName: "Lilian",
      lastName: "Mueni",
      email: "lilian@greenleafagro.co.ke",
      services: ["Business Writing", "Editing & Proofreading"],
    },
  },
  {
    name: "b11: newly promoted supervisor wants leadership development",
    says: [
      "I was promoted to supervisor and I want professional development on leadership and managing people",
      "Rebecca Auma",
      "0722 609 114",
    ],
    expect: {
      firstName: "Rebecca",
      lastName: "Auma",
      phone: "+254722609114",
      services: ["Professional Development"],
    },
  },

  // A service changed mid-way.
  {
    name: "b11: CV replaced by interview coaching before the name",
    says: [
      "I need a CV",
      "Actually no, my CV is okay. What I need is interview coaching",
      "Hillary Cheruiyot",
      "0727 314 662",
    ],
    expect: {
      firstName: "Hillary",
      lastName: "Cheruiyot",
      phone: "+254727314662",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b11: LinkedIn corrected to a cover letter after the name",
    says: [
      "LinkedIn help",
      "Naomi Adhiambo",
      "wait sorry, I meant a cover letter, not LinkedIn",
      "0718 229 506",
    ],
    expect: {
      firstName: "Naomi",
      lastName: "Adhiambo",
      phone: "+254718229506",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b11: CV changed to LinkedIn only, in Swahili",
    says: [
      "Nataka CV",
      "Hapana, nimebadilisha mawazo, nataka LinkedIn tu",
      "Fatuma Ali",
      "0724 771 093",
    ],
    expect: {
      firstName: "Fatuma",
      lastName: "Ali",
      phone: "+254724771093",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b11: CV added after the phone to thesis proofreading",
    says: [
      "Proofreading for my thesis",
      "Jacinta Moraa",
      "0715 903 228",
      "Oh and please do my CV too",
    ],
    expect: {
      firstName: "Jacinta",
      lastName: "Moraa",
      phone: "+254715903228",
      services: ["Editing & Proofreading", "CV Writing"],
    },
  },

  // Refusals, twice.
  {
    name: "b11: refuses the name twice, phone only",
    says: [
      "cv writing",
      "I'd rather not give my name",
      "no, just help me with the CV",
      "0722 514 309",
    ],
    expect: {
      phone: "+254722514309",
      services: ["CV Writing"],
    },
  },
  {
    name: "b11: refuses the phone twice, then an outlook email",
    says: [
      "interview coaching",
      "Eric Njoroge",
      "I don't want to share my number",
      "No phone please",
      "eric.njoroge@outlook.com",
    ],
    expect: {
      firstName: "Eric",
      lastName: "Njoroge",
      email: "eric.njoroge@outlook.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b11: refuses the name twice in Swahili, LinkedIn",
    says: ["Nataka LinkedIn", "Sitaki kusema jina", "Jina si muhimu", "0798 441 067"],
    expect: {
      phone: "+254798441067",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b11: refuses the email twice after giving the phone",
    says: ["Cover letter", "Moses Kiplagat", "0729 331 508", "I don't use email", "no email"],
    expect: {
      firstName: "Moses",
      lastName: "Kiplagat",
      phone: "+254729331508",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b11: HR buyer refuses to name the company twice",
    says: [
      "We need team building training for 40 staff",
      "I'd rather not name the company yet",
      "Still prefer not to say",
      "Contact me: Diana Wekesa, 0733 219 406",
    ],
    expect: {
      firstName: "Diana",
      lastName: "Wekesa",
      phone: "+254733219406",
      services: ["Corporate Training"],
    },
  },

  // Answers to questions not asked; questions instead of answers.
  {
    name: "b11: years of experience for the name, then sorry and the name",
    says: [
      "CV please",
      "I have 6 years in procurement",
      "Oh sorry, Lilian Chepkoech",
      "0721 405 836",
    ],
    expect: {
      firstName: "Lilian",
      lastName: "Chepkoech",
      phone: "+254721405836",
      services: ["CV Writing"],
    },
  },
  {
    name: "b11: the email before the name, then a first name alone",
    says: ["LinkedIn optimization please", "brian.kimani@gmail.com", "Brian"],
    expect: {
      firstName: "Brian",
      email: "brian.kimani@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b11: price of a cover letter, then 'okay I want one'",
    says: ["How much is a cover letter?", "okay I want one", "Salome Wanjiru", "0712 556 309"],
    expect: {
      firstName: "Salome",
      lastName: "Wanjiru",
      phone: "+254712556309",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b11: town first, research proposal proofreading",
    says: [
      "I'm in Eldoret",
      "I need proofreading of my research proposal",
      "Evans Kibet",
      "0723 981 550",
    ],
    expect: {
      firstName: "Evans",
      lastName: "Kibet",
      phone: "+254723981550",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b11: asks the Saturday hours, then a CV for a driver job",
    says: [
      "Are you open on Saturday?",
      "I need a CV for a driver job",
      "Samson Lokuruka",
      "0790 331 428",
    ],
    expect: {
      firstName: "Samson",
      lastName: "Lokuruka",
      phone: "+254790331428",
      services: ["CV Writing"],
    },
  },

  // Very short replies.
  {
    name: "b11: 'cv', 'k', a phone",
    says: ["cv", "k", "0722 318 905"],
    expect: {
      phone: "+254722318905",
      services: ["CV Writing"],
    },
  },
  {
    name: "b11: one word 'interview', name, phone",
    says: ["interview", "Jane Atieno", "0710 118 507"],
    expect: {
      firstName: "Jane",
      lastName: "Atieno",
      phone: "+254710118507",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b11: 'training', headcount, first name and phone in one line",
    says: ["training", "for 20 staff", "Mark - 0722 660 218"],
    expect: {
      firstName: "Mark",
      phone: "+254722660218",
      services: ["Corporate Training"],
    },
  },

  // Paragraphs of story.
  {
    name: "b11: UK carer's story, UK CV then interview coaching, UK number in UK format",
    says: [ukCarerStory],
    expect: {
      firstName: "Millicent",
      lastName: "Awuor Ogola",
      phone: "+447405318226",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b11: dairy HR manager's letter, training for 54 staff, phone and email",
    says: [dairyHrLetter],
    expect: {
      firstName: "Margaret",
      lastName: "Chepkorir",
      phone: "+254720348915",
      email: "hr.manager@keriovalleydairies.co.ke",
      company: "Kerio Valley Dairies",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b11: mother's story, CV then interview coaching for her daughter",
    says: [motherStory],
    expect: {
      firstName: "Florence",
      lastName: "Adhiambo Ouma",
      phone: "+254726881430",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b11: housekeeper in Riyadh, Swahili story, new CV, Saudi WhatsApp",
    says: [riyadhStory],
    expect: {
      firstName: "Esther",
      lastName: "Kaluki Mwende",
      phone: "+966503182247",
      services: ["CV Writing"],
    },
  },

  // Phone numbers written every way.
  {
    name: "b11: (+254) in brackets",
    says: ["Cover letter please", "Caroline Jepchirchir", "(+254) 722 908 113"],
    expect: {
      firstName: "Caroline",
      lastName: "Jepchirchir",
      phone: "+254722908113",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b11: a space between every digit",
    says: ["linkedin", "Allan Wafula", "0 7 2 2 4 1 5 3 6 8"],
    expect: {
      firstName: "Allan",
      lastName: "Wafula",
      phone: "+254722415368",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b11: 'my no. is' and ten digits with a full stop",
    says: ["cv", "Patrick Ngugi", "my no. is 0722451890."],
    expect: {
      firstName: "Patrick",
      lastName: "Ngugi",
      phone: "+254722451890",
      services: ["CV Writing"],
    },
  },
  {
    name: "b11: calls line and WhatsApp line in one message",
    says: ["Interview coaching", "Janet Wangeci", "Calls 0100 662 417, WhatsApp 0722 903 115"],
    expect: {
      firstName: "Janet",
      lastName: "Wangeci",
      phone: "+254722903115",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b11: calls only, no WhatsApp on the line",
    says: ["Cover letter", "Peris Nduku", "0722 441 380 (calls only, no WhatsApp)"],
    expect: {
      firstName: "Peris",
      lastName: "Nduku",
      phone: "+254722441380",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b11: 254 without the plus, spaced",
    says: ["interview coaching", "Ibrahim Hassan", "254 724 660 931"],
    expect: {
      firstName: "Ibrahim",
      lastName: "Hassan",
      phone: "+254724660931",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b11: 0111 number with dashes",
    says: ["LinkedIn please", "Cynthia Wanjiku", "0111-204-337"],
    expect: {
      firstName: "Cynthia",
      lastName: "Wanjiku",
      phone: "+254111204337",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b11: nine digits without the leading zero",
    says: ["cv please", "Joseph Maina", "722 618 049"],
    expect: {
      firstName: "Joseph",
      lastName: "Maina",
      phone: "+254722618049",
      services: ["CV Writing"],
    },
  },

  // Emails with typos.
  {
    name: "b11: gmial for gmail",
    says: ["cover letter", "Beatrice Naliaka", "beatrice.naliaka@gmial.com"],
    expect: {
      firstName: "Beatrice",
      lastName: "Naliaka",
      email: "beatrice.naliaka@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b11: yahoo.con for yahoo.com",
    says: ["Proofreading", "Hassan Mwinyi", "hmwinyi@yahoo.con"],
    expect: {
      firstName: "Hassan",
      lastName: "Mwinyi",
      email: "hmwinyi@yahoo.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b11: gamil for gmail",
    says: ["I need LinkedIn help", "Rose Kerubo", "rosekerubo@gamil.com"],
    expect: {
      firstName: "Rose",
      lastName: "Kerubo",
      email: "rosekerubo@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b11: email inside a sentence with thanks after it",
    says: ["CV please", "Paul Otieno", "email me at paul.otieno@gmail.com thanks"],
    expect: {
      firstName: "Paul",
      lastName: "Otieno",
      email: "paul.otieno@gmail.com",
      services: ["CV Writing"],
    },
  },

  // Employers' HR buying training for a team.
  {
    name: "b11: logistics HR officer, stress management for 35 drivers, contact person",
    says: [
      "Hello, I'm the HR officer at Savannah Logistics",
      "We need stress management training for our 35 drivers and dispatch staff",
      "Contact person: Irene Mutheu, 0722 117 590",
    ],
    expect: {
      firstName: "Irene",
      lastName: "Mutheu",
      phone: "+254722117590",
      company: "Savannah Logistics",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b11: on behalf of a hotel group, assertiveness workshop, HR email",
    says: [
      "I'm writing on behalf of Mawingu Hotels, we want a workplace assertiveness workshop for 18 supervisors",
      "My name is Caleb Ruto, HR Manager",
      "hr@mawinguhotels.co.ke",
    ],
    expect: {
      firstName: "Caleb",
      lastName: "Ruto",
      email: "hr@mawinguhotels.co.ke",
      company: "Mawingu Hotels",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b11: solar company, staff training then a company profile",
    says: [
      "We are Kijani Solar in Nakuru. We need a customer care training for 30 staff and also help writing our company profile",
      "Peter Muriuki, operations manager",
      "0733 605 218",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Muriuki",
      phone: "+254733605218",
      company: "Kijani Solar",
      services: ["Corporate Training", "Business Writing"],
    },
  },

  // Students seeking attachment.
  {
    name: "b11: TUK student, cover letter for attachment applications, student email",
    says: [
      "I'm a second year at TUK looking for attachment, I need a cover letter for the applications",
      "Maureen Chepngetich",
      "maureen.chep@students.tukenya.ac.ke",
    ],
    expect: {
      firstName: "Maureen",
      lastName: "Chepngetich",
      email: "maureen.chep@students.tukenya.ac.ke",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b11: attachment interview at KPLC asked in Sheng",
    says: [
      "Niko na attachment interview KPLC next week, naomba coaching",
      "Hesbon Onyango",
      "0743 208 661",
    ],
    expect: {
      firstName: "Hesbon",
      lastName: "Onyango",
      phone: "+254743208661",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b11: polytechnic student, CV for industrial attachment",
    says: [
      "Help me write a CV for industrial attachment, am at Kabete Polytechnic",
      "Stacy Mumbua",
      "0796 114 502",
    ],
    expect: {
      firstName: "Stacy",
      lastName: "Mumbua",
      phone: "+254796114502",
      services: ["CV Writing"],
    },
  },

  // Parents asking for their children.
  {
    name: "b11: father asks a CV for his son, gives his own name",
    says: [
      "My son needs a CV, he just finished his diploma",
      "I'm his father, Joseph Njuguna",
      "0722 330 715",
    ],
    expect: {
      firstName: "Joseph",
      lastName: "Njuguna",
      phone: "+254722330715",
      services: ["CV Writing"],
    },
  },
  {
    name: "b11: mother enrols her daughter in the youth programme, Mrs., email",
    says: [
      "Hello, I want to enrol my daughter in your youth programme, she is 16",
      "Mrs. Teresia Wambui",
      "teresia.wambui@gmail.com",
    ],
    expect: {
      firstName: "Teresia",
      lastName: "Wambui",
      email: "teresia.wambui@gmail.com",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b11: parent names only the daughter, interview coaching, phone",
    says: [
      "Please prepare my daughter Cheptoo for her first job interview at a bank",
      "0721 904 336",
    ],
    expect: {
      phone: "+254721904336",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b11: youth programme for a son asked in Swahili",
    says: [
      "Je, mna programu ya vijana? Kijana wangu wa miaka 17 anahitaji kujiunga",
      "Mimi ni mama yake, Lucy Nyokabi",
      "0725 603 881",
    ],
    expect: {
      firstName: "Lucy",
      lastName: "Nyokabi",
      phone: "+254725603881",
      services: ["Youth Programs"],
    },
  },

  // Kenyans abroad.
  {
    name: "b11: support worker in Birmingham, CV and LinkedIn, UK mobile",
    says: [
      "Hi from Birmingham! Support worker here, need my CV and LinkedIn sorted for senior carer roles",
      "Winnie Atieno",
      "+44 7723 418 906",
    ],
    expect: {
      firstName: "Winnie",
      lastName: "Atieno",
      phone: "+447723418906",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b11: house help in Muscat, Swahili, CV for hotel work at home, Omani WhatsApp",
    says: [
      "Niko Muscat nafanya kazi ya nyumbani, nataka CV ya kurudi kufanya kazi ya hotel Kenya",
      "Sharon Chepkemoi",
      "WhatsApp yangu +968 9124 5087",
    ],
    expect: {
      firstName: "Sharon",
      lastName: "Chepkemoi",
      phone: "+96891245087",
      services: ["CV Writing"],
    },
  },
  {
    name: "b11: driver in Jeddah, interview coaching for a Nairobi job, Saudi mobile",
    says: [
      "Salaam, I'm in Jeddah working as a driver, I need interview coaching for a job in Nairobi",
      "Mohamed Abdi",
      "+966 55 412 7390",
    ],
    expect: {
      firstName: "Mohamed",
      lastName: "Abdi",
      phone: "+966554127390",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b11: Dr. in Minnesota, CV and cover letter for county health jobs",
    says: [
      "I'm in Minnesota and need a Kenyan-format CV and a cover letter for county health jobs",
      "Dr. Phyllis Nyaboke",
      "pnyaboke@gmail.com",
    ],
    expect: {
      firstName: "Phyllis",
      lastName: "Nyaboke",
      email: "pnyaboke@gmail.com",
      services: ["CV Writing", "Cover Letters"],
    },
  },
];
