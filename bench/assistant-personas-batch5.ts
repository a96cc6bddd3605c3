import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 5 for `npm run bench:assistant`, written on 2026-11-24 after batch 4's
 * figure was recorded and before the fixes of that batch were measured, apart from the engine's
 * code (nothing under server/assistant/ was read but the Lead type and the question texts).
 * New people and new phrasings, from the kinds of visitors batch 4 holds: names with emoji,
 * typos in "my name is", honorifics (Prof., Rev., Sr., Ms., Bi., Mzee, CPA, Mrs), three- and
 * four-word names; two or three services in one message, and a service added after the
 * phone; refusals of the name or the phone; answers to questions not asked; very short and
 * very long replies; all-caps and all-lowercase; repeated letters; stray punctuation; Swahili
 * and Sheng; phone numbers written every way (no spaces, no leading 0, 254 without the plus,
 * dots, dashes, commas, brackets, "+254 0", 011x, a UK number); typo'd and spelt-out emails.
 * And others: parents asking for a son or daughter, an HR manager booking staff training,
 * visitors who only ask prices and then leave a number, a visitor who corrects the phone
 * after giving it, one who changes the service, one who gives name and phone in one line.
 *
 * Same format and conventions as batch 4: each persona says its lines in order, whatever the
 * assistant asks (the lines follow the usual order: service, name, phone or email, then
 * optional details). `expect.services` holds content/services.ts `name`s in the order the
 * visitor asked for them; a service added later comes after the first one. A visitor who
 * never gives a name has no `firstName`; `lastName` is everything after the first name as
 * written (honorifics left out); a mistyped or spelt-out email is expected as the address
 * that works; a corrected phone is expected as corrected.
 */
export type Batch5Persona = Batch4Persona;

const nurseStory = [
  "Good afternoon. I have been a registered nurse for seven years, first at Kakamega County",
  "Referral Hospital in the maternity ward and now at a private hospital in Nairobi in the",
  "renal unit. I passed my NMC computer test and my IELTS last month and I am now applying",
  "for band 5 jobs in the UK through the NHS jobs site and a few agencies. The problem is that",
  "my CV is the one I wrote when I left college, it is three pages with no proper structure,",
  "and the agencies keep telling me it does not meet NHS standards. So I need a CV written",
  "for the NHS, and after that interview coaching because the interviews are online on Teams",
  "and I have never done one. My name is Nafula Simiyu. My number is 0746 129 508, you can",
  "WhatsApp me anytime, I work night shift this week so I am free during the day.",
].join(" ");

export const batch5Personas: Batch5Persona[] = [
  // Names with emoji.
  {
    name: "b5: smiling emoji before the name",
    says: [
      "Hi, I need a CV for a nursing job at Kenyatta hospital",
      "😊 Nekesa Wafula",
      "0719442806",
    ],
    expect: {
      firstName: "Nekesa",
      lastName: "Wafula",
      phone: "+254719442806",
      services: ["CV Writing"],
    },
  },
  {
    name: "b5: two hearts after a first name, mock interviews",
    says: ["Do you do mock interviews?", "Makena ❤️❤️", "makena.mwende@gmail.com"],
    expect: {
      firstName: "Makena",
      email: "makena.mwende@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b5: emoji stuck to the name",
    says: ["linkedin profile help", "Nyokabi💕", "+254 733 218 640"],
    expect: { firstName: "Nyokabi", phone: "+254733218640", services: ["LinkedIn Optimization"] },
  },
  {
    name: "b5: thumbs up after a full name, proofreading a proposal",
    says: [
      "Can someone proofread my research proposal before I submit it?",
      "Kariuki Wachira 👍🏾",
      "0720-551-394",
    ],
    expect: {
      firstName: "Kariuki",
      lastName: "Wachira",
      phone: "+254720551394",
      services: ["Editing & Proofreading"],
    },
  },
  // Typos in "my name is".
  {
    name: "b5: my nam is",
    says: [
      "Looking for someone to write my cover letter",
      "my nam is Erick Kiplimo",
      "0722 118 905",
    ],
    expect: {
      firstName: "Erick",
      lastName: "Kiplimo",
      phone: "+254722118905",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b5: myname is, all lowercase",
    says: ["hi i need cv writing", "myname is silas wekesa", "silaswekesa@yahoo.com"],
    expect: {
      firstName: "Silas",
      lastName: "Wekesa",
      email: "silaswekesa@yahoo.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b5: ma name is, bank interview",
    says: ["Interview coaching for a bank interview", "ma name is Velma Jepkosgei", "0727 340 815"],
    expect: {
      firstName: "Velma",
      lastName: "Jepkosgei",
      phone: "+254727340815",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b5: MY ANME IS in all caps",
    says: ["LINKEDIN OPTIMIZATION FOR ME PLEASE", "MY ANME IS PATRICK MUTUA", "0734 902 611"],
    expect: {
      firstName: "Patrick",
      lastName: "Mutua",
      phone: "+254734902611",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b5: my name iz, swahili cv",
    says: ["nataka cv mpya", "my name iz Dedan", "0798 440 127"],
    expect: { firstName: "Dedan", phone: "+254798440127", services: ["CV Writing"] },
  },
  // Honorifics.
  {
    name: "b5: Prof., academic CV",
    says: [
      "I'd like my academic CV restructured for a deanship application",
      "Prof. Kiprotich Sang",
      "ksang@mu.ac.ke",
    ],
    expect: {
      firstName: "Kiprotich",
      lastName: "Sang",
      email: "ksang@mu.ac.ke",
      services: ["CV Writing"],
    },
  },
  {
    name: "b5: Rev., youth fellowship",
    says: [
      "We run a youth fellowship and would like a career readiness program for school leavers",
      "Rev. Elijah Maina",
      "0711 627 830",
    ],
    expect: {
      firstName: "Elijah",
      lastName: "Maina",
      phone: "+254711627830",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b5: Sr. (a nun), career talk for Form Four",
    says: [
      "Good morning. I'm the principal of a girls' school and we would like a career talk for our Form Four students",
      "Sr. Perpetua Ndinda",
      "0722 903 147",
    ],
    expect: {
      firstName: "Perpetua",
      lastName: "Ndinda",
      phone: "+254722903147",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b5: HR manager, Ms., staff workshop",
    says: [
      "Hello, I'm the HR manager at a SACCO in Nyeri. We'd like a half-day workshop on customer service for 25 staff",
      "Ms. Pauline Apiyo",
      "hr@nyerisacco.co.ke",
    ],
    expect: {
      firstName: "Pauline",
      lastName: "Apiyo",
      email: "hr@nyerisacco.co.ke",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b5: Bi., swahili staff training",
    says: [
      "Tunataka mafunzo ya customer care kwa wafanyakazi wetu ishirini",
      "Bi. Zuhura Hamadi",
      "0722 310 677",
    ],
    expect: {
      firstName: "Zuhura",
      lastName: "Hamadi",
      phone: "+254722310677",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b5: CPA, curriculum vitae",
    says: [
      "Kindly assist with a curriculum vitae for a finance manager position",
      "CPA Joel Kiptanui",
      "joel.kiptanui@gmail.com",
    ],
    expect: {
      firstName: "Joel",
      lastName: "Kiptanui",
      email: "joel.kiptanui@gmail.com",
      services: ["CV Writing"],
    },
  },
  // Parents asking for a child.
  {
    name: "b5: Mzee, father for his son's police interview",
    says: [
      "My son has been called for an interview with the National Police Service, can you prepare him?",
      "Mzee Muli Kyalo",
      "0721 408 553",
    ],
    expect: {
      firstName: "Muli",
      lastName: "Kyalo",
      phone: "+254721408553",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b5: mother for her daughter's attachment",
    says: [
      "Good evening, I'm asking for my daughter. She's in third year at Egerton and needs help getting an attachment",
      "I'm her mum, Alice Nasimiyu",
      "0724 118 096",
    ],
    expect: {
      firstName: "Alice",
      lastName: "Nasimiyu",
      phone: "+254724118096",
      services: ["Youth Programs"],
    },
  },
  // Three- and four-word names.
  {
    name: "b5: three-word name, CV and interviews",
    says: [
      "Could you help with a CV and also prepare me for interviews?",
      "Lorna Wanjiku Wambui",
      "0712 775 230",
    ],
    expect: {
      firstName: "Lorna",
      lastName: "Wanjiku Wambui",
      phone: "+254712775230",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b5: four-word name, port job cover letter",
    says: [
      "I need a cover letter for a job at the ports authority",
      "Mwanajuma Ali Bakari Omar",
      "mwanajuma.omar@gmail.com",
    ],
    expect: {
      firstName: "Mwanajuma",
      lastName: "Ali Bakari Omar",
      email: "mwanajuma.omar@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b5: three-word name in lowercase",
    says: ["proofreading", "tobias okoth ogola", "0729 660 418"],
    expect: {
      firstName: "Tobias",
      lastName: "Okoth Ogola",
      phone: "+254729660418",
      services: ["Editing & Proofreading"],
    },
  },
  // Two or three services in one message.
  {
    name: "b5: LinkedIn and interview coaching",
    says: [
      "I want my LinkedIn redone and some interview coaching",
      "Janet Koech",
      "janet.koech@outlook.com",
    ],
    expect: {
      firstName: "Janet",
      lastName: "Koech",
      email: "janet.koech@outlook.com",
      services: ["LinkedIn Optimization", "Interview Coaching"],
    },
  },
  {
    name: "b5: three services, the full package",
    says: ["CV, cover letter and LinkedIn, the full package", "Ezekiel Mutai", "0705 332 918"],
    expect: {
      firstName: "Ezekiel",
      lastName: "Mutai",
      phone: "+254705332918",
      services: ["CV Writing", "Cover Letters", "LinkedIn Optimization"],
    },
  },
  {
    name: "b5: swahili CV na cover letter",
    says: ["Nataka CV na cover letter tafadhali", "Naitwa Rukia Mbwana", "0722 604 318"],
    expect: {
      firstName: "Rukia",
      lastName: "Mbwana",
      phone: "+254722604318",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b5: company profile and team building",
    says: [
      "We're a logistics company; we need a company profile written and a team building session for our drivers",
      "Charles Gitau",
      "charles@gitaulogistics.co.ke",
    ],
    expect: {
      firstName: "Charles",
      lastName: "Gitau",
      email: "charles@gitaulogistics.co.ke",
      services: ["Business Writing", "Corporate Training"],
    },
  },
  // A service added later.
  {
    name: "b5: cover letter added after the phone",
    says: [
      "Need my CV updated",
      "Lydia Njambi",
      "0723 551 406",
      "oh and a cover letter too please",
    ],
    expect: {
      firstName: "Lydia",
      lastName: "Njambi",
      phone: "+254723551406",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b5: CV added later in swahili",
    says: [
      "Nataka interview coaching",
      "Kipkemoi",
      "0700 918 432",
      "pia CV yangu inahitaji kurekebishwa",
    ],
    expect: {
      firstName: "Kipkemoi",
      phone: "+254700918432",
      services: ["Interview Coaching", "CV Writing"],
    },
  },
  // Refusals.
  {
    name: "b5: refuses the name twice, gives phone",
    says: [
      "Proofreading for a journal article",
      "I'd prefer not to give my name",
      "nope",
      "0791 406 228",
    ],
    expect: { phone: "+254791406228", services: ["Editing & Proofreading"] },
  },
  {
    name: "b5: refuses the phone in swahili, gives email",
    says: [
      "I need a motivation talk for our staff retreat",
      "Gladys Chelangat",
      "Sitaki kutoa namba yangu",
      "email yangu ni gladys.chelangat@gmail.com",
    ],
    expect: {
      firstName: "Gladys",
      lastName: "Chelangat",
      email: "gladys.chelangat@gmail.com",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b5: no names, asks why, then phone",
    says: ["linkedin pls", "no names", "why do you need my number?", "ok fine 0733 612 984"],
    expect: { phone: "+254733612984", services: ["LinkedIn Optimization"] },
  },
  // Answers to questions not asked.
  {
    name: "b5: deadline given to the name question",
    says: [
      "Cover letter for a TSC teaching job",
      "I need it by Friday please",
      "Sorry, Priscilla Nyaboke",
      "0728 417 360",
    ],
    expect: {
      firstName: "Priscilla",
      lastName: "Nyaboke",
      phone: "+254728417360",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b5: email given to the name question",
    says: [
      "I want LinkedIn optimization",
      "you can email me at a.barasa@gmail.com",
      "Alvin Barasa",
    ],
    expect: {
      firstName: "Alvin",
      lastName: "Barasa",
      email: "a.barasa@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b5: experience given to the service question",
    says: [
      "I've been a nurse for 9 years and I want to work in the UK",
      "A CV I guess",
      "Dorcas Awino",
      "0711 245 689",
    ],
    expect: {
      firstName: "Dorcas",
      lastName: "Awino",
      phone: "+254711245689",
      services: ["CV Writing"],
    },
  },
  // Prices first, then a number.
  {
    name: "b5: price of a CV, then only a number",
    says: ["how much do you charge for a CV?", "ok. 0703 228 417"],
    expect: { phone: "+254703228417", services: ["CV Writing"] },
  },
  {
    name: "b5: price and time of LinkedIn, then a number",
    says: [
      "How much is LinkedIn optimisation?",
      "and how long does it take?",
      "sawa, 0726 315 804",
    ],
    expect: { phone: "+254726315804", services: ["LinkedIn Optimization"] },
  },
  // Corrections.
  {
    name: "b5: corrects the phone after giving it",
    says: [
      "Interview coaching pls",
      "Elvis Rotich",
      "0714 559 230",
      "sorry that's wrong, it's 0714 559 203",
    ],
    expect: {
      firstName: "Elvis",
      lastName: "Rotich",
      phone: "+254714559203",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b5: changes the service",
    says: [
      "I need a CV for an NGO job",
      "actually no, just a cover letter, my CV is fine",
      "Austin Ochieng",
      "0795 223 681",
    ],
    expect: {
      firstName: "Austin",
      lastName: "Ochieng",
      phone: "+254795223681",
      services: ["Cover Letters"],
    },
  },
  // Very long and very short replies.
  {
    name: "b5: 150-word nurse story, CV then interviews",
    says: [nurseStory, "Thank you"],
    expect: {
      firstName: "Nafula",
      lastName: "Simiyu",
      phone: "+254746129508",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b5: long answer to the phone question",
    says: [
      "Editing for my master's thesis",
      "Oscar Kemboi",
      "You can call me on 0720 884 516 but only after 6pm because I'm in class during the day, and if I don't pick up send a WhatsApp to the same number and I'll get back to you",
    ],
    expect: {
      firstName: "Oscar",
      lastName: "Kemboi",
      phone: "+254720884516",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b5: long answer to the name question, women's group business plan",
    says: [
      "Business plan for a poultry project we want to take to the county fund",
      "Okay, I'm the secretary of our women's group in Machakos, the chairlady asked me to handle this, so you can put it under my name, Mrs Josephine Mwikali Musyoka",
      "0717 350 224",
    ],
    expect: {
      firstName: "Josephine",
      lastName: "Mwikali Musyoka",
      phone: "+254717350224",
      services: ["Business Writing"],
    },
  },
  {
    name: "b5: very short replies",
    says: ["interview", "Kim", "0712000481"],
    expect: { firstName: "Kim", phone: "+254712000481", services: ["Interview Coaching"] },
  },
  {
    name: "b5: yes to the name question, then the name",
    says: ["editing?", "yes", "Barongo", "0708 115 342"],
    expect: { firstName: "Barongo", phone: "+254708115342", services: ["Editing & Proofreading"] },
  },
  // Case, repeated letters, punctuation.
  {
    name: "b5: all lowercase run-on, gmail.co",
    says: [
      "hi am looking for someone to proofread my masters thesis its due next month",
      "cynthia nduku",
      "cynthia.nduku@gmail.co",
    ],
    expect: {
      firstName: "Cynthia",
      lastName: "Nduku",
      email: "cynthia.nduku@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b5: ALL CAPS, cover letter and interview",
    says: [
      "I NEED A COVER LETTER AND INTERVIEW COACHING FOR KPLC JOB",
      "GEOFFREY OMONDI",
      "0722 556 019",
    ],
    expect: {
      firstName: "Geoffrey",
      lastName: "Omondi",
      phone: "+254722556019",
      services: ["Cover Letters", "Interview Coaching"],
    },
  },
  {
    name: "b5: repeated letters everywhere",
    says: ["helloooo", "linkedinnnn pleaseee", "Tracyyy", "0769 204 331"],
    expect: { firstName: "Tracy", phone: "+254769204331", services: ["LinkedIn Optimization"] },
  },
  {
    name: "b5: soooo, novel manuscript",
    says: ["soooo I need someone to edit my novel manuscript", "Lenah", "0788 410 236"],
    expect: { firstName: "Lenah", phone: "+254788410236", services: ["Editing & Proofreading"] },
  },
  {
    name: "b5: stray punctuation and commas in the phone",
    says: ["...cover letter???", "-- Njoki --", "0722,415,880"],
    expect: { firstName: "Njoki", phone: "+254722415880", services: ["Cover Letters"] },
  },
  {
    name: "b5: labels and full stops",
    says: ["CV writing.", "Name: Awuor Odera.", "Phone: 0710 382 559."],
    expect: {
      firstName: "Awuor",
      lastName: "Odera",
      phone: "+254710382559",
      services: ["CV Writing"],
    },
  },
  // Swahili and Sheng.
  {
    name: "b5: sheng LinkedIn, nishtue",
    says: ["Sema, mko na ile kitu ya ku-fix LinkedIn?", "Mi ni Brayo", "nishtue kwa 0796 552 014"],
    expect: { firstName: "Brayo", phone: "+254796552014", services: ["LinkedIn Optimization"] },
  },
  {
    name: "b5: sheng cover letter, deadline kesho",
    says: [
      "bro nataka cover letter ya job ya Naivas, deadline ni kesho",
      "ni mimi Kibe",
      "0745 630 218",
    ],
    expect: { firstName: "Kibe", phone: "+254745630218", services: ["Cover Letters"] },
  },
  {
    name: "b5: swahili KDF interview",
    says: [
      "Nina interview ya KDF wiki ijayo, nataka kujiandaa vizuri",
      "Jina langu ni Emmanuel Lagat",
      "0700 218 954",
    ],
    expect: {
      firstName: "Emmanuel",
      lastName: "Lagat",
      phone: "+254700218954",
      services: ["Interview Coaching"],
    },
  },
  // Phone formats.
  {
    name: "b5: phone without the leading 0, grant proposal",
    says: ["Business writing, a grant proposal for our CBO", "Judith Anyango", "712 448 905"],
    expect: {
      firstName: "Judith",
      lastName: "Anyango",
      phone: "+254712448905",
      services: ["Business Writing"],
    },
  },
  {
    name: "b5: 254 without plus or spaces, resume",
    says: ["I'd like a professional to redo my resume", "Michael Njuguna", "254798330412"],
    expect: {
      firstName: "Michael",
      lastName: "Njuguna",
      phone: "+254798330412",
      services: ["CV Writing"],
    },
  },
  {
    name: "b5: dots in the phone, teaching to HR",
    says: [
      "I want to change careers from teaching to HR, can you advise?",
      "Phoebe Wangeci",
      "0710.226.348",
    ],
    expect: {
      firstName: "Phoebe",
      lastName: "Wangeci",
      phone: "+254710226348",
      services: ["Professional Development"],
    },
  },
  {
    name: "b5: +254 0 with the extra zero",
    says: ["Interview prep for a county job", "Hussein Abdi", "+254 0722 671 209"],
    expect: {
      firstName: "Hussein",
      lastName: "Abdi",
      phone: "+254722671209",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b5: (+254) in brackets",
    says: ["LinkedIn help", "Gloria Mumbi", "(+254) 741 902 356"],
    expect: {
      firstName: "Gloria",
      lastName: "Mumbi",
      phone: "+254741902356",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b5: 0115 number, career coaching",
    says: [
      "I want to grow into a management role, do you do career coaching?",
      "Stephen Mokaya",
      "0115 602 348",
    ],
    expect: {
      firstName: "Stephen",
      lastName: "Mokaya",
      phone: "+254115602348",
      services: ["Professional Development"],
    },
  },
  {
    name: "b5: UK number, coming home",
    says: [
      "I'm in the UK and coming back home next year, I need a CV for the Kenyan market",
      "Beth Nyawira",
      "+44 (0)7448 203917",
    ],
    expect: {
      firstName: "Beth",
      lastName: "Nyawira",
      phone: "+447448203917",
      services: ["CV Writing"],
    },
  },
  {
    name: "b5: phone and email in one line",
    says: [
      "Company profile for our cleaning business",
      "Rahab Kinya",
      "0723 806 115 or rahab.kinya@gmail.com",
    ],
    expect: {
      firstName: "Rahab",
      lastName: "Kinya",
      phone: "+254723806115",
      email: "rahab.kinya@gmail.com",
      services: ["Business Writing"],
    },
  },
  {
    name: "b5: name and phone in one reply",
    says: ["I need a CV for a job in Dubai", "Sheila Kanini 0711 903 662"],
    expect: {
      firstName: "Sheila",
      lastName: "Kanini",
      phone: "+254711903662",
      services: ["CV Writing"],
    },
  },
  {
    name: "b5: everything in the first message",
    says: ["Hi, Mark Ogutu here, need interview coaching, my number is 0702 449 816"],
    expect: {
      firstName: "Mark",
      lastName: "Ogutu",
      phone: "+254702449816",
      services: ["Interview Coaching"],
    },
  },
  // Emails.
  {
    name: "b5: gmial typo",
    says: [
      "Editing and proofreading for a book",
      "Jackline Adhiambo",
      "jackline.adhiambo@gmial.com",
    ],
    expect: {
      firstName: "Jackline",
      lastName: "Adhiambo",
      email: "jackline.adhiambo@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b5: yahooo with repeated letters",
    says: ["cover letter", "Benson", "benson.k@yahooo.com"],
    expect: { firstName: "Benson", email: "benson.k@yahoo.com", services: ["Cover Letters"] },
  },
  {
    name: "b5: hotmail.con",
    says: ["LinkedIn optimization please", "Irene Chege", "irene_chege@hotmail.con"],
    expect: {
      firstName: "Irene",
      lastName: "Chege",
      email: "irene_chege@hotmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b5: email spelt out with dot and at",
    says: ["CV help", "Wanjiku Gichuru", "wanjiku dot gichuru at gmail dot com"],
    expect: {
      firstName: "Wanjiku",
      lastName: "Gichuru",
      email: "wanjiku.gichuru@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b5: ALL CAPS email, project report",
    says: ["PROOFREADING FOR MY PROJECT REPORT", "IBRAHIM HIRSI", "IBRAHIM.HIRSI@GMAIL.COM"],
    expect: {
      firstName: "Ibrahim",
      lastName: "Hirsi",
      email: "ibrahim.hirsi@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  // Other visitors.
  {
    name: "b5: call me, a nickname",
    says: ["LinkedIn profile makeover", "Call me Shiku", "shiku.g@gmail.com"],
    expect: { firstName: "Shiku", email: "shiku.g@gmail.com", services: ["LinkedIn Optimization"] },
  },
  {
    name: "b5: relocating to Canada, career guidance",
    says: [
      "I'm relocating to Canada next year and I need career guidance on how to job hunt there",
      "Gideon Kirui",
      "0725 117 403",
    ],
    expect: {
      firstName: "Gideon",
      lastName: "Kirui",
      phone: "+254725117403",
      services: ["Professional Development"],
    },
  },
];
