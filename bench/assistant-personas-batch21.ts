import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 21 for `npm run bench:assistant`, written on 2026-12-02 by the helper
 * "asst-batch21", apart from the engine. Rules of apartness, exactly as followed: nothing under
 * server/, app/ or tests/ was opened, nor /work/firstruns/, nor bench/README.md, nor
 * bench/assistant.ts or any other bench runner (not even with grep); no persona batch was opened
 * except the two named below; no `git log`, `git show`, `git diff` or other history command was run
 * (the only git commands were `git worktree add` at the start and, at the end, `git status`, `git
 * add` of this file, commit, rebase and merge). The worktree command printed the subject of the
 * commit it checked out, a line saying that batch 20 had been registered and run once, with its
 * score, field figures, longest question run and engine p99, and that batches 1-19 were all at or
 * above a figure; it names no phrasing, and no persona here was shaped on it. `npx react-router
 * typegen` was run once, as the helper protocol asks. The bench and the test suites were not run.
 * What was read, exactly: /work/helper-protocol.md; the first 50 file names of a listing of bench/;
 * the first 50 lines of bench/assistant-personas-batch4.ts, for the `Batch4Persona` type (its header
 * and the opening of its life story were on screen); the first 20 lines of biome.json; lines 1-200
 * of content/services.ts, for the nine services' exact names (the type, summaries, keywords,
 * synonyms and package ids were on screen with them, and the first lines of the contact options);
 * lines 1-360 of bench/assistant-personas-batch20.ts (its header, its six life stories and its first
 * fourteen personas, two more than the twelve allowed because they were in the same view), for its
 * format, header conventions and expectation conventions only; of /work/shared/SPEC.md, its
 * headings and the lines found by a grep for "hand-over", "handover", "hand over", "chat widget"
 * and "lead" (the opening, the public part, the route note, the landing sections, the service-page
 * buttons, the chat widget paragraph, the chat widget and hand-over states, the admin session and
 * the blog categories). The personas were drafted in a scratch script outside the repository
 * (/tmp) that wrote this file; Kenyan phones were turned into E.164 by it, foreign ones were
 * written by hand. The script checked that no first name and no phone repeats within this batch;
 * after a first draft, three first names that were also in batch 20's opening were changed, a
 * repeated first name was changed, an organisation written in lower case was given its capitals
 * (so that "as written" is not in doubt), a bare "li" as the whole service line was replaced by
 * "linkdn" (alone, "li" would be a guess even for a human), and four of the life stories were
 * lengthened to reach 150 words. Only this file was checked: loaded with tsx, `biome check`, and
 * `npm run typecheck`. Not registered in bench/assistant.ts; not run when it was written.
 *
 * The mix is meant to be a month of a real consultancy's chat, not a catalogue of traps. The first
 * 78 (b21-001 to b21-078) are ordinary visitors: a clear request, a name and a phone or email, in
 * plain English or Swahili, lower case or capitals, and the usual ways of writing a Kenyan number
 * (spaces, dashes, pairs of digits, +254, 254 without a plus, nine digits without the 0, an 011x
 * line); one greets first and one gives the phone before the name. The other 116 (b21-079 to
 * b21-194) are harder, with this batch's own people and phrasings: flowers, a flag, a heart,
 * sparkles, smileys and a waving hand around, between and after names; "my nam is", "i am caled",
 * "my names are", Swahili "jina lngu ni", "ninaitw", "Naitwa", "Mimi ni baba yake", Sheng "mi ni
 * Kamotho, Kamotho ..." and "ma names ni ..., mtaani ni Jux"; titles and posts (Dr., Eng., Rev., Hon.
 * ... MCA, CPA(K), Bro., Sr., Mzee, Mrs., Mama, Madam, Canon, Prof., Mwalimu, "Head of HR", "Admin
 * Manager", "Mwenyekiti wa") with three- and four-word names; names that are English or Swahili
 * words, some after a sentence using the word (Blessing, Patience, Imani, Furaha, Memory, Hope,
 * Zawadi, Riziki); "surname first" said outright; an all-caps name; a hyphen and an apostrophe; two
 * and three services in the order asked, by abbreviation ("cv, cover ltr n intvw prep"), misspelt
 * ("linkdin and carrer coaching", "propozal", "cova leta", "linkdn"), in Swahili ("mpango wa biashara
 * na wasifu wa kampuni", "mafunzo ya usaili", "barua ya maombi") and Sheng, and by purpose with no
 * service word (freezing at interviews, recruiters' searches, staff who quarrel, a supervisor
 * returning a project for its grammar, a bank's projections, "the letter that goes on top",
 * tellers quarrelling with members, a county fund's "document ya plan", leaving a call centre for
 * HR); services negated, postponed, dropped and replaced, in the same message and in a later one
 * ("not a CV", "maybe in February", "actually just the cv", "sorry I meant", "sitaki tena", "no need
 * for", "not now, maybe next year", "later in January", "sorry no, I mean"), and a service added
 * later; the name refused once (once in Swahili) and twice, the phone refused once and twice, an
 * email refused; a town, experience, an age and a budget given before anything was asked; "ok",
 * "sawa", "ndio"; a one-word name and a one-word service; price and location questions; third
 * parties whose industry is not the visitor's (an airline applied to from a flower farm, a son's
 * university, a microfinance lender, a bank job from a tea factory, a son's school in Swahili);
 * organisations with '&', commas, 'Co.', 'Co. Ltd', 'St.', Ltd, a county department, a county water
 * company, SACCOs, a parish, a diocese, churches, schools, a polytechnic, a law firm, a mission
 * hospital, a medical centre, a children's home, a women's group, a youth bunge, a CBO; corrections
 * of a first name, a surname, a phone, an email and a service; phones abroad in their own country's
 * format where the visitor says where they are (the UK, the US, the UAE, Germany, Uganda) and a
 * Saudi calls line beside a Kenyan WhatsApp; emails spelt out with "dot", "at" and "underscore",
 * mistyped ("gmial.com", "outlok.com"), and a company email beside a direct line; and six life
 * stories of 150-200 words (two in English, two in Swahili, two in Sheng). Well over 30 visitors
 * want something other than a CV.
 *
 * Same format and expectation conventions as batch 20: each persona says its lines in order,
 * whatever the assistant asks; a correct hand-over needs a way to reach the visitor (phone/WhatsApp
 * or email) and the service(s) as asked, in the order asked (`expect.services` holds
 * content/services.ts names); the name is not required, but a wrong one is wrong. Every visitor
 * here gives a service and a way to be reached within six lines. The expectations are what a
 * careful consultant reading the chat would write down:
 * - honorifics, titles, posts and professional letters are left out of the name; `lastName` is
 *   everything after the first name, as written; a nickname given beside the name is not the
 *   name, a name given alone ("Furaha", "Achieng") is; a name in lower case or in capitals is
 *   recorded in title case; emoji are not part of a name;
 * - a greeting, a refusal, a filler, a town, a budget, an age, a job or a question is never a name;
 *   a parent who gives their own name is recorded under it, never the child's;
 * - a service declined, replaced or put off is not expected; a service added in a later line is; a
 *   training's subject is not a second service; two documents of one kind in one ask are one
 *   service;
 * - the phone kept is the WhatsApp line when a WhatsApp line and a calls line are both given; a
 *   corrected phone, name, email or service replaces the first; a mistyped email domain is
 *   expected as the address that works; an email spelt out is recorded as the address; phones are
 *   E.164, a foreign number in its own country's format read as the country the visitor says they
 *   are in; a visitor who gives both a phone and an email has both recorded;
 * - the company is recorded where the visitor names their employer, their business or the
 *   organisation they buy for, as written, a town inside the name kept; the employer a visitor is
 *   applying to, a lender, a child's school or university, or a ward, is not their company.
 * Where a line would be truly ambiguous to a human, it was not written.
 */

export type Batch21Persona = Batch4Persona;

const nakuruStoresStory = [
  "Good afternoon. I have been meaning to write to you for weeks. I work as a warehouse ",
  "supervisor at Rift Valley Millers Ltd in Nakuru, where I have been for nine years. I ",
  "started as a casual loading bags of maize flour, then became a clerk, and three years ",
  "ago they made me supervisor of the finished goods warehouse with fourteen people under ",
  "me. I did a diploma in logistics at night while working. Now the company is being bought ",
  "by a bigger group and everyone says the warehouse will be merged with the one in ",
  "Eldoret, so I want to be ready in case my job goes. I have never applied for a job in my ",
  "life, because I was picked at the gate as a casual, so I have no CV at all, and I would ",
  "not know what to say in an interview. Please help me with a CV that shows how I grew, ",
  "and some practice for interviews. My names are Wilfred Kibiwott Sang, and you can call ",
  "or WhatsApp me on 0724 516 039 in the evening after my shift.",
].join("");

const thikaSchoolStory = [
  "Hello. I am the deputy principal of Gatuanyaga Day Secondary School near Thika, a day ",
  "school of about four hundred and fifty students, most of them from families that work on ",
  "the pineapple and coffee farms around here. Every year our form four leavers finish KCSE ",
  "and then stay at home for a year or two because nobody has shown them how to apply for a ",
  "TVET course, an apprenticeship or a first job, and many of them do not even have an ID ",
  "by the time the college forms close. Our board has set aside a little money this year ",
  "and asked me to find someone who can run a career readiness day for the form fours in ",
  "February: choosing courses, writing a simple first CV, how to behave at an interview, ",
  "and how to avoid the fake job adverts that keep stealing money from our old students. We ",
  "can provide the hall and lunch. Could you send me your proposal and your charges? I am ",
  "Mrs. Hannah Wambui Gachanja, my email is hgachanja@gatuanyagaday.sc.ke and my phone is ",
  "0721 640 275.",
].join("");

const mombasaTailorStory = [
  "Shikamoo. Jina langu ni Mwanamisi Rashid Mbarak, na mimi ni fundi cherehani hapa ",
  "Majengo, Mombasa. Nimeshona nguo za harusi, madira na sare za shule kwa miaka kumi na ",
  "tano, na sasa nina wasichana watatu ninaowafundisha kazi. Mwaka huu shule mbili za ",
  "msingi zimeniomba nishone sare zao zote, lakini sina mashine za kutosha wala pesa ya ",
  "kununua vitambaa kwa wingi. Benki moja imesema inaweza kunipa mkopo wa biashara ndogo, ",
  "na chama chetu cha mafundi pia kina mfuko wa kukopesha, ila wote wanataka mpango wa ",
  "biashara uliyoandikwa, unaoonyesha gharama, faida na jinsi nitakavyolipa. Mimi naweza ",
  "kueleza biashara yangu kwa mdomo vizuri sana, lakini kuandika kwa Kiingereza ni shida ",
  "kwangu. Pia ningependa kuwa na karatasi moja nzuri inayoeleza kazi yangu ili niwape ",
  "shule nyingine. Nimejaribu kuomba msaada kwa jamaa zangu lakini wao pia hawajui kuandika ",
  "mambo ya biashara, na muda wa kuwasilisha ombi la mkopo ni mwisho wa mwezi ujao. ",
  "Nahitaji mtu wa kuniandikia hivyo vyote viwili. Nambari yangu ya simu ni 0722 371 908, ",
  "na WhatsApp ni hiyo hiyo. Asanteni.",
].join("");

const kituiTeacherStory = [
  "Habari ya jioni. Mimi ni mwalimu wa shule ya msingi huko Mwingi, Kaunti ya Kitui, na ",
  "nimefundisha Kiswahili na Dini kwa miaka ishirini na mitatu. Nimebakiza miaka michache ",
  "kabla ya kustaafu, na ningependa kuanza kujiandaa sasa kwa maisha baada ya kazi. ",
  "Mwanangu ananiambia niandike vitabu vya hadithi za watoto kwa Kiswahili kwa sababu ",
  "nimekuwa nikiwatungia wanafunzi wangu hadithi kila wiki kwa miaka mingi. Nimeshaandika ",
  "mswada wa kitabu cha kwanza, kurasa themanini, kwa mkono kisha mjukuu wangu akaupiga ",
  "chapa. Hadithi zenyewe zinahusu wanyama wa porini, maisha ya kijijini na heshima kwa ",
  "wazee, na kila moja itakuwa na picha ambayo mjukuu wangu atachora baadaye. Shirika moja ",
  "la uchapishaji limesema liko tayari kuusoma, lakini kwanza lazima makosa yote ya ",
  "uchapaji na sarufi yarekebishwe. Sitaki mtu abadilishe hadithi zenyewe, ni kusahihisha ",
  "tu. Sihitaji CV wala kitu kingine kwa sasa. Naitwa Mwalimu Kasyoka Musembi Nzioka, na ",
  "simu yangu ni 0715 662 408. Nipigieni baada ya saa kumi jioni nikiwa nimetoka shuleni.",
].join("");

const kawangwareShengStory = [
  "Niaje team. Ngoja niwapatie story yangu kidogo. Mimi ni msee wa Kawangware, nimekuwa ",
  "nikifanya kazi ya mjengo tangu 2019, na pia nafanya designs za posters na logos kwa simu ",
  "na laptop ya mse wangu. Watu wa mtaa hunipea ma-job za birthday posters na church ",
  "events, na nimefanya logos za biashara kama kumi. Saa hii kuna agency moja ya ",
  "advertising pale Westlands imeweka tangazo ya junior graphic designer, na beshte yangu ",
  "ameniambia wanaangalia LinkedIn ya mtu kabla ya kukuita. Mimi sina LinkedIn hata kidogo, ",
  "na sijui kuweka kazi zangu hapo ionekane serious. Pia sina CV, ila hiyo beshte yangu ",
  "ameahidi kunisaidia nayo, so hiyo wachaneni nayo. Nimeona venye mnasaidia wasee kwa ",
  "website yenu na nikaona hii ndio chance yangu. Nataka tu LinkedIn iwe fiti na mtu ",
  "anishow vile ya kujibu maswali ya interview juu sijawahi fanya interview ya ofisi. ",
  "Majina yangu ni Kennedy Ochieng Adongo, ila mtaani wananiita Kenzo. Namba ni 0793 218 ",
  "560, WhatsApp iko hapo hapo.",
].join("");

const eastleighShengStory = [
  "Mambo vipi. Sorry kama nitaandika mingi. Nilimaliza diploma ya community development ",
  "pale Kenya Institute of Management last year na tangu hapo nimekuwa tu nyumbani ",
  "Eastleigh nikisaidia mathe kwa duka. Nimeapply internships kama thelathini, ma-NGO, ",
  "county, hata ma-company za telco, na hakuna hata moja imenicall. Beshte zangu wa class ",
  "wameshapata attachment na wengine wameajiriwa, na mimi niko tu hapa nikiscroll job ",
  "adverts kila siku hadi nimeanza kuboeka. Nimejaribu hata kutembea ofisi moja moja pale ",
  "Upper Hill na Westlands nikiacha documents kwa reception, lakini hakuna feedback. Kila ",
  "siku naamka nikijiuliza nimekosea wapi, na nimeanza kupoteza hope kabisa. Mathe anasema ",
  "nirudi shule, lakini mimi nataka kwanza kupata experience. Nimeona kwa website yenu ",
  "mnasaidia wasee wa campo na fresh graduates kupata internship na first job, na hiyo ndio ",
  "nataka, mtu wa kunielekeza hatua kwa hatua. Sina pesa mingi lakini naeza lipa kidogo ",
  "kidogo. Naitwa Ikram Abdi Yusuf, namba yangu ni 0707 425 193, ama unitumie email kwa ",
  "ikramabdiyusuf@gmail.com.",
].join("");

export const batch21Personas: Batch21Persona[] = [
  // Ordinary visitors (b21-001 to b21-078): a clear request, a name, a phone or an email.
  {
    name: "b21-001: a CV for accounting jobs",
    says: ["hi, i need my cv done for accounting jobs", "Peter Njoroge", "0712 448 301"],
    expect: {
      firstName: "Peter",
      lastName: "Njoroge",
      phone: "+254712448301",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-002: a cover letter for a receptionist job, gmail",
    says: [
      "Can you write me a cover letter for a receptionist job?",
      "Agnes Wanjiku",
      "agneswanjiku88@gmail.com",
    ],
    expect: {
      firstName: "Agnes",
      lastName: "Wanjiku",
      email: "agneswanjiku88@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b21-003: Swahili, a CV for a driving job, 'Naitwa'",
    says: ["Nataka CV ya kazi ya udereva", "Naitwa Hamisi Bakari", "0723 115 902"],
    expect: {
      firstName: "Hamisi",
      lastName: "Bakari",
      phone: "+254723115902",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-004: LinkedIn update, lower case",
    says: ["linkedin profile update please", "brian ochieng", "0701 663 218"],
    expect: {
      firstName: "Brian",
      lastName: "Ochieng",
      phone: "+254701663218",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b21-005: practice before a bank panel (the employer applied to)",
    says: [
      "I have a panel interview with Equity Bank on Monday, I need practice",
      "Sharon Jepkosgei",
      "0745 992 107",
    ],
    expect: {
      firstName: "Sharon",
      lastName: "Jepkosgei",
      phone: "+254745992107",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b21-006: a master's thesis edited, university email",
    says: [
      "Please edit my master's thesis, it is 90 pages",
      "Wilson Kipchumba",
      "wkipchumba@students.uonbi.ac.ke",
    ],
    expect: {
      firstName: "Wilson",
      lastName: "Kipchumba",
      email: "wkipchumba@students.uonbi.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b21-007: a company profile for a cleaning company",
    says: [
      "We want a company profile for our cleaning company",
      "Esther Nduta, Sparkle Clean Services",
      "0722 604 519",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Nduta",
      phone: "+254722604519",
      company: "Sparkle Clean Services",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-008: team building for an insurance agency",
    says: [
      "Team building training for 30 staff, end of January",
      "George Omondi from Lakeview Insurance Agency",
      "0733 270 845",
    ],
    expect: {
      firstName: "George",
      lastName: "Omondi",
      phone: "+254733270845",
      company: "Lakeview Insurance Agency",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b21-009: a form four leaver asking about youth programmes",
    says: [
      "I just finished form four, what programs do you have for young people?",
      "Kevin Mutua",
      "0797 318 440",
    ],
    expect: {
      firstName: "Kevin",
      lastName: "Mutua",
      phone: "+254797318440",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b21-010: career coaching, teaching to HR, yahoo",
    says: [
      "I need career coaching, I want to move from teaching into HR",
      "Purity Chepkemoi",
      "purity.chep@yahoo.com",
    ],
    expect: {
      firstName: "Purity",
      lastName: "Chepkemoi",
      email: "purity.chep@yahoo.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b21-011: 'cv revamp', 254 without a plus",
    says: ["cv revamp", "daniel kamau", "254720558193"],
    expect: {
      firstName: "Daniel",
      lastName: "Kamau",
      phone: "+254720558193",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-012: Swahili, 'barua ya maombi ya kazi'",
    says: [
      "Habari, naomba msaada wa kuandika barua ya maombi ya kazi",
      "Zainabu Omar",
      "0715 220 964",
    ],
    expect: {
      firstName: "Zainabu",
      lastName: "Omar",
      phone: "+254715220964",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b21-013: a novel manuscript proofread",
    says: [
      "I'd like you to proofread my novel manuscript",
      "Margaret Atieno",
      "matieno.writes@gmail.com",
    ],
    expect: {
      firstName: "Margaret",
      lastName: "Atieno",
      email: "matieno.writes@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b21-014: tender documents for a builder (the county is the buyer)",
    says: [
      "We need tender documents prepared for a county roads tender",
      "Collins Wekesa, Bidii Builders Ltd",
      "0722 390 617",
    ],
    expect: {
      firstName: "Collins",
      lastName: "Wekesa",
      phone: "+254722390617",
      company: "Bidii Builders Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-015: mock interview before a hospital interview",
    says: [
      "Do you do mock interviews? I have one at Kenyatta National Hospital",
      "Millicent Nafula",
      "0708 447 239",
    ],
    expect: {
      firstName: "Millicent",
      lastName: "Nafula",
      phone: "+254708447239",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b21-016: a CV for hotel work in Dubai",
    says: ["need a CV for a job abroad in Dubai, hotel work", "Abdi Hassan", "0712 903 556"],
    expect: {
      firstName: "Abdi",
      lastName: "Hassan",
      phone: "+254712903556",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-017: an internship after a diploma",
    says: ["Hi, I'm looking for an internship after my diploma", "Cynthia Achieng", "0768 210 487"],
    expect: {
      firstName: "Cynthia",
      lastName: "Achieng",
      phone: "+254768210487",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b21-018: stress management for a hospital's nurses",
    says: [
      "We'd like a stress management workshop for our nurses",
      "Lilian Wangui, HR at Nyeri Highlands Hospital",
      "0721 336 910",
    ],
    expect: {
      firstName: "Lilian",
      lastName: "Wangui",
      phone: "+254721336910",
      company: "Nyeri Highlands Hospital",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b21-019: LinkedIn, recruiters never message, outlook",
    says: [
      "Please help with my LinkedIn, recruiters never message me",
      "Ruth Kerubo",
      "ruthkerubo@outlook.com",
    ],
    expect: {
      firstName: "Ruth",
      lastName: "Kerubo",
      email: "ruthkerubo@outlook.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b21-020: coaching towards finance manager",
    says: [
      "I'm an accountant and I want to grow into a finance manager role, do you do coaching?",
      "Francis Mwangi",
      "0722 807 314",
    ],
    expect: {
      firstName: "Francis",
      lastName: "Mwangi",
      phone: "+254722807314",
      services: ["Professional Development"],
    },
  },
  {
    name: "b21-021: a CV and a cover letter for a teller job",
    says: ["CV and cover letter for a bank teller job", "Mercy Chelangat", "0711 524 680"],
    expect: {
      firstName: "Mercy",
      lastName: "Chelangat",
      phone: "+254711524680",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b21-022: a business plan for a poultry loan",
    says: ["business plan for a poultry farm, for a loan", "Joshua Kiprotich", "0729 615 302"],
    expect: {
      firstName: "Joshua",
      lastName: "Kiprotich",
      phone: "+254729615302",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-023: Swahili, 'mafunzo ya interview', 'jina langu ni'",
    says: ["nahitaji mafunzo ya interview", "jina langu ni Athumani Salim", "0734 118 650"],
    expect: {
      firstName: "Athumani",
      lastName: "Salim",
      phone: "+254734118650",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b21-024: a resume reviewed and rewritten",
    says: ["Can you review and rewrite my resume", "Victor Otieno", "0713 290 445"],
    expect: {
      firstName: "Victor",
      lastName: "Otieno",
      phone: "+254713290445",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-025: a cover letter and LinkedIn",
    says: ["I need a cover letter and my LinkedIn done", "Naomi Wairimu", "naomiw@gmail.com"],
    expect: {
      firstName: "Naomi",
      lastName: "Wairimu",
      email: "naomiw@gmail.com",
      services: ["Cover Letters", "LinkedIn Optimization"],
    },
  },
  {
    name: "b21-026: an annual report proofread for a dairy cooperative",
    says: [
      "proofreading for our annual report",
      "Elijah Barasa, Kakamega Dairy Farmers Cooperative",
      "0723 445 190",
    ],
    expect: {
      firstName: "Elijah",
      lastName: "Barasa",
      phone: "+254723445190",
      company: "Kakamega Dairy Farmers Cooperative",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b21-027: 'good morning. i want a cv', lower case",
    says: ["good morning. i want a cv", "irene nyokabi", "0740 665 302"],
    expect: {
      firstName: "Irene",
      lastName: "Nyokabi",
      phone: "+254740665302",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-028: a mother for her graduate daughter, under her own name",
    says: [
      "My daughter just finished university and needs help getting her first job",
      "I'm her mother, Gladys Moraa",
      "0722 118 574",
    ],
    expect: {
      firstName: "Gladys",
      lastName: "Moraa",
      phone: "+254722118574",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b21-029: Swahili, customer care training for a supermarket",
    says: [
      "Tunataka mafunzo kwa wafanyakazi wetu kuhusu huduma kwa wateja",
      "Salma Abdalla, Pwani Fresh Supermarket",
      "0714 302 887",
    ],
    expect: {
      firstName: "Salma",
      lastName: "Abdalla",
      phone: "+254714302887",
      company: "Pwani Fresh Supermarket",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b21-030: a CV for a guard job, +254 with spaces",
    says: ["I want a cv for a security guard job", "Julius Kiptoo", "+254 705 318 226"],
    expect: {
      firstName: "Julius",
      lastName: "Kiptoo",
      phone: "+254705318226",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-031: online interview coaching from Eldoret",
    says: [
      "Can I get interview coaching online? I'm in Eldoret",
      "Doreen Jebet",
      "doreenjebet@gmail.com",
    ],
    expect: {
      firstName: "Doreen",
      lastName: "Jebet",
      email: "doreenjebet@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b21-032: a grant proposal for a youth group in Kibera",
    says: [
      "hi, do you write grant proposals? we are a youth group in Kibera",
      "Moses Okoth, Kibera Vijana Pamoja CBO",
      "0720 915 006",
    ],
    expect: {
      firstName: "Moses",
      lastName: "Okoth",
      phone: "+254720915006",
      company: "Kibera Vijana Pamoja CBO",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-033: banking to tech, career guidance",
    says: [
      "I want to change careers from banking to tech, need guidance",
      "Anne Wanjiru",
      "0722 543 781",
    ],
    expect: {
      firstName: "Anne",
      lastName: "Wanjiru",
      phone: "+254722543781",
      services: ["Professional Development"],
    },
  },
  {
    name: "b21-034: 'LinkedIn optimization', one line",
    says: ["LinkedIn optimization", "Stephen Muriuki", "stephen.muriuki@gmail.com"],
    expect: {
      firstName: "Stephen",
      lastName: "Muriuki",
      email: "stephen.muriuki@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b21-035: a cover letter for a procurement job (the employer applied to)",
    says: ["cover letter for a procurement officer job at KenGen", "Evans Kirui", "0798 221 536"],
    expect: {
      firstName: "Evans",
      lastName: "Kirui",
      phone: "+254798221536",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b21-036: a motivational talk for a motor dealer's staff",
    says: [
      "We need a motivational speaker for our staff end year party",
      "Winnie Akoth, Rhino Motors Ltd",
      "0733 560 129",
    ],
    expect: {
      firstName: "Winnie",
      lastName: "Akoth",
      phone: "+254733560129",
      company: "Rhino Motors Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b21-037: a CV for a nurse going to the UK",
    says: ["I need help with my CV, I'm a nurse going to the UK", "Beryl Anyango", "0711 802 375"],
    expect: {
      firstName: "Beryl",
      lastName: "Anyango",
      phone: "+254711802375",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-038: Swahili, a project report proofread",
    says: ["Nataka kusahihishiwa ripoti yangu ya mradi", "Fatuma Hassan", "0726 417 880"],
    expect: {
      firstName: "Fatuma",
      lastName: "Hassan",
      phone: "+254726417880",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b21-039: preparing for a TSC interview",
    says: [
      "help me prepare for a teachers service commission interview",
      "Nicholas Wafula",
      "0712 660 413",
    ],
    expect: {
      firstName: "Nicholas",
      lastName: "Wafula",
      phone: "+254712660413",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b21-040: 'cv update', lower case",
    says: ["cv update", "grace wambui", "0790 145 622"],
    expect: {
      firstName: "Grace",
      lastName: "Wambui",
      phone: "+254790145622",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-041: leadership training for a church's youth leaders",
    says: [
      "Our church wants a leadership training for our youth leaders",
      "Samson Oduor, Deliverance Church Kisumu",
      "0722 700 148",
    ],
    expect: {
      firstName: "Samson",
      lastName: "Oduor",
      phone: "+254722700148",
      company: "Deliverance Church Kisumu",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b21-042: a fresh graduate's job search",
    says: [
      "I'm a fresh graduate with no experience, need help with job search",
      "Fredrick Ouma",
      "0745 338 910",
    ],
    expect: {
      firstName: "Fredrick",
      lastName: "Ouma",
      phone: "+254745338910",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b21-043: a company profile for a caterer, company email",
    says: [
      "Please write a company profile for my catering business",
      "Hellen Wanjala, Tamu Tamu Caterers",
      "hellen@tamutamu.co.ke",
    ],
    expect: {
      firstName: "Hellen",
      lastName: "Wanjala",
      email: "hellen@tamutamu.co.ke",
      company: "Tamu Tamu Caterers",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-044: a CV, an 0111 line",
    says: ["I want a CV", "Kelvin Njuguna", "0111 402 338"],
    expect: {
      firstName: "Kelvin",
      lastName: "Njuguna",
      phone: "+254111402338",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-045: a mock interview before a KPA interview",
    says: ["mock interview before my KPA interview on Thursday", "Aisha Mohamed", "0722 915 407"],
    expect: {
      firstName: "Aisha",
      lastName: "Mohamed",
      phone: "+254722915407",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b21-046: a PhD proposal proofread (a research proposal is editing)",
    says: [
      "Could you proofread my PhD proposal? It's for Kenyatta University",
      "Benard Kiplagat",
      "bkiplagat@gmail.com",
    ],
    expect: {
      firstName: "Benard",
      lastName: "Kiplagat",
      email: "bkiplagat@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b21-047: a cover letter for a judiciary clerk job",
    says: [
      "Need a cover letter, I am applying for a clerk job at the judiciary",
      "Lucia Mueni",
      "0701 228 945",
    ],
    expect: {
      firstName: "Lucia",
      lastName: "Mueni",
      phone: "+254701228945",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b21-048: LinkedIn and career coaching for a promotion",
    says: [
      "help with linkedin and career coaching, I want a promotion",
      "Patrick Maina",
      "0722 346 018",
    ],
    expect: {
      firstName: "Patrick",
      lastName: "Maina",
      phone: "+254722346018",
      services: ["LinkedIn Optimization", "Professional Development"],
    },
  },
  {
    name: "b21-049: a chef's CV, phone in pairs",
    says: ["cv please. im a chef", "wycliffe odhiambo", "07 22 45 81 36"],
    expect: {
      firstName: "Wycliffe",
      lastName: "Odhiambo",
      phone: "+254722458136",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-050: sales training for an agrovet",
    says: [
      "Do you train sales teams? We have 12 sales reps",
      "Rebecca Naliaka, Greenleaf Agrovet Ltd",
      "0733 402 611",
    ],
    expect: {
      firstName: "Rebecca",
      lastName: "Naliaka",
      phone: "+254733402611",
      company: "Greenleaf Agrovet Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b21-051: Swahili, a CV and a cover letter, 'Mimi ni'",
    says: ["Naomba mnisaidie na CV na barua ya maombi", "Mimi ni Rehema Mwinyi", "0712 336 087"],
    expect: {
      firstName: "Rehema",
      lastName: "Mwinyi",
      phone: "+254712336087",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b21-052: a KCSE leaver asking about youth programmes",
    says: [
      "I am a KCSE leaver and want to know about your youth programs",
      "Tony Karanja",
      "0790 612 443",
    ],
    expect: {
      firstName: "Tony",
      lastName: "Karanja",
      phone: "+254790612443",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b21-053: a dissertation edited before submission, student email",
    says: [
      "I would like my dissertation edited before submission",
      "Priscilla Nyambura",
      "pnyambura@students.ku.ac.ke",
    ],
    expect: {
      firstName: "Priscilla",
      lastName: "Nyambura",
      email: "pnyambura@students.ku.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b21-054: an HR policy manual for a SACCO",
    says: [
      "We need an HR policy manual written",
      "Alfred Onyango, Mwalimu Bora Sacco",
      "0722 510 306",
    ],
    expect: {
      firstName: "Alfred",
      lastName: "Onyango",
      phone: "+254722510306",
      company: "Mwalimu Bora Sacco",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-055: a driver's CV, dashes",
    says: ["I need a CV for a driver job", "Simon Mburu", "0722-664-190"],
    expect: {
      firstName: "Simon",
      lastName: "Mburu",
      phone: "+254722664190",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-056: 'interview coaching', gmail",
    says: ["interview coaching", "Tabitha Gathoni", "tabby.gathoni@gmail.com"],
    expect: {
      firstName: "Tabitha",
      lastName: "Gathoni",
      email: "tabby.gathoni@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b21-057: a final-year student after an attachment",
    says: [
      "I'm in my final year at Egerton and need an attachment",
      "Allan Rotich",
      "0757 203 118",
    ],
    expect: {
      firstName: "Allan",
      lastName: "Rotich",
      phone: "+254757203118",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b21-058: 'cv and linkedin'",
    says: ["cv and linkedin", "Edwin Gichuru", "0722 813 457"],
    expect: {
      firstName: "Edwin",
      lastName: "Gichuru",
      phone: "+254722813457",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b21-059: a business plan for a water bottling plant",
    says: [
      "We need a business plan for a water bottling plant",
      "Omar Said, Coast Springs Ltd",
      "0721 419 603",
    ],
    expect: {
      firstName: "Omar",
      lastName: "Said",
      phone: "+254721419603",
      company: "Coast Springs Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-060: 'please write me a cover letter'",
    says: ["please write me a cover letter", "Jackline Adhiambo", "0713 552 480"],
    expect: {
      firstName: "Jackline",
      lastName: "Adhiambo",
      phone: "+254713552480",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b21-061: career guidance after ten years in retail",
    says: [
      "Career guidance please, I don't know what to do after 10 years in retail",
      "Monica Kanini",
      "0729 104 566",
    ],
    expect: {
      firstName: "Monica",
      lastName: "Kanini",
      phone: "+254729104566",
      services: ["Professional Development"],
    },
  },
  {
    name: "b21-062: customer care training for a microfinance",
    says: [
      "Staff training on customer care for our branch staff",
      "Ibrahim Noor, Northern Star Microfinance",
      "0722 184 906",
    ],
    expect: {
      firstName: "Ibrahim",
      lastName: "Noor",
      phone: "+254722184906",
      company: "Northern Star Microfinance",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b21-063: a teacher's CV, 'cv writing'",
    says: ["Hi i need cv writing for a teaching job", "Ezekiel Momanyi", "0712 775 041"],
    expect: {
      firstName: "Ezekiel",
      lastName: "Momanyi",
      phone: "+254712775041",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-064: Swahili, LinkedIn improved",
    says: ["Naomba LinkedIn yangu iboreshwe", "Naitwa Khadija Ali", "0723 665 310"],
    expect: {
      firstName: "Khadija",
      lastName: "Ali",
      phone: "+254723665310",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b21-065: an NGO's quarterly report proofread",
    says: [
      "edit and proofread our NGO's quarterly report",
      "Teresa Awuor, Hope for Widows Kenya",
      "0720 338 167",
    ],
    expect: {
      firstName: "Teresa",
      lastName: "Awuor",
      phone: "+254720338167",
      company: "Hope for Widows Kenya",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b21-066: 'I need a resume', gmail",
    says: ["I need a resume", "Martin Kibe", "martinkibe@gmail.com"],
    expect: {
      firstName: "Martin",
      lastName: "Kibe",
      email: "martinkibe@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-067: preparing for a telco interview",
    says: [
      "I have a Safaricom interview next week, can you prepare me",
      "Vivian Chepngetich",
      "0711 903 428",
    ],
    expect: {
      firstName: "Vivian",
      lastName: "Chepngetich",
      phone: "+254711903428",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b21-068: a cover letter and interview prep for a county job",
    says: ["cover letter and interview prep for a county job", "Lawrence Mutai", "0726 509 883"],
    expect: {
      firstName: "Lawrence",
      lastName: "Mutai",
      phone: "+254726509883",
      services: ["Cover Letters", "Interview Coaching"],
    },
  },
  {
    name: "b21-069: a concept note for a women's group",
    says: [
      "Can you write a concept note for our women's group?",
      "Jane Wamaitha, Tujijenge Women Group",
      "0722 441 906",
    ],
    expect: {
      firstName: "Jane",
      lastName: "Wamaitha",
      phone: "+254722441906",
      company: "Tujijenge Women Group",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-070: 'cv', lower case, 076x",
    says: ["cv", "alex mwendwa", "0769 330 214"],
    expect: {
      firstName: "Alex",
      lastName: "Mwendwa",
      phone: "+254769330214",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-071: career planning before moving to Canada",
    says: [
      "I'd like coaching, I'm moving to Canada next year and need to plan my career there",
      "Eunice Wangari",
      "eunice.wangari@gmail.com",
    ],
    expect: {
      firstName: "Eunice",
      lastName: "Wangari",
      email: "eunice.wangari@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b21-072: a CV professionally written, +254 with one space",
    says: [
      "Good evening, I need my CV professionally written",
      "Hassan Abdullahi",
      "+254722 908 461",
    ],
    expect: {
      firstName: "Hassan",
      lastName: "Abdullahi",
      phone: "+254722908461",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-073: a boys' school buying a programme for its form fours",
    says: [
      "We want a career programme for our form four students",
      "Nelson Kiprop, Kapsabet Boys High School",
      "0722 604 813",
    ],
    expect: {
      firstName: "Nelson",
      lastName: "Kiprop",
      phone: "+254722604813",
      company: "Kapsabet Boys High School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b21-074: an electrician's CV",
    says: ["I want a CV for an electrician job", "Geoffrey Wanyama", "0702 118 457"],
    expect: {
      firstName: "Geoffrey",
      lastName: "Wanyama",
      phone: "+254702118457",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-075: a cover letter for an NGO job, 'Kindly assist'",
    says: [
      "Kindly assist with a cover letter for an NGO job",
      "Diana Chepkoech",
      "dianachep@gmail.com",
    ],
    expect: {
      firstName: "Diana",
      lastName: "Chepkoech",
      email: "dianachep@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b21-076: greeting first, then a CV",
    says: [
      "Hello",
      "I need a CV for a pharmacy technician post",
      "Everlyne Kwamboka",
      "0724 390 115",
    ],
    expect: {
      firstName: "Everlyne",
      lastName: "Kwamboka",
      phone: "+254724390115",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-077: phone before name",
    says: ["I want LinkedIn optimisation", "0716 884 302", "Raphael Kyalo"],
    expect: {
      firstName: "Raphael",
      lastName: "Kyalo",
      phone: "+254716884302",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b21-078: nine digits without the 0",
    says: ["cover letter pls", "Sylvia Nasimiyu", "712 205 649"],
    expect: {
      firstName: "Sylvia",
      lastName: "Nasimiyu",
      phone: "+254712205649",
      services: ["Cover Letters"],
    },
  },
  // Harder visitors (b21-079 to b21-194).
  {
    name: "b21-079: flowers around the name",
    says: ["cv pls", "🌺 Mumbua Kioko 🌺", "0712 903 418"],
    expect: {
      firstName: "Mumbua",
      lastName: "Kioko",
      phone: "+254712903418",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-080: a flag after the name",
    says: ["Need interview coaching 🙏", "Fidel Oduya 🇰🇪", "0722 118 906"],
    expect: {
      firstName: "Fidel",
      lastName: "Oduya",
      phone: "+254722118906",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b21-081: a heart between the names",
    says: ["linkedin help please", "Tracy ❤️ Wamboi", "tracywamboi@gmail.com"],
    expect: {
      firstName: "Tracy",
      lastName: "Wamboi",
      email: "tracywamboi@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b21-082: 'my nam is' in the first line with the service",
    says: ["my nam is Kiplimo Cheruiyot, i need a cv", "0733 917 204"],
    expect: {
      firstName: "Kiplimo",
      lastName: "Cheruiyot",
      phone: "+254733917204",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-083: Swahili typo 'jina lngu ni'",
    says: ["nataka cv", "jina lngu ni wanjala simiyu", "0712 450 338"],
    expect: {
      firstName: "Wanjala",
      lastName: "Simiyu",
      phone: "+254712450338",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-084: 'i am caled', lower case",
    says: ["cover letter for a hotel job", "i am caled nancy kagwiria", "0745 610 327"],
    expect: {
      firstName: "Nancy",
      lastName: "Kagwiria",
      phone: "+254745610327",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b21-085: Sheng 'mi ni' with the name said twice",
    says: ["niaje, nataka cv poa", "mi ni Kamotho, Kamotho Wainaina", "07 45 11 82 09"],
    expect: {
      firstName: "Kamotho",
      lastName: "Wainaina",
      phone: "+254745118209",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-086: Sheng 'ma names ni', a nickname beside the name",
    says: [
      "nataka mtu wa kunipractice interview",
      "ma names ni Juma Odinga, mtaani ni Jux",
      "0790 227 815",
    ],
    expect: {
      firstName: "Juma",
      lastName: "Odinga",
      phone: "+254790227815",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b21-087: Swahili typo 'ninaitw'",
    says: ["naomba msaada wa LinkedIn", "ninaitw Zawadi Mwakisha", "0723 805 641"],
    expect: {
      firstName: "Zawadi",
      lastName: "Mwakisha",
      phone: "+254723805641",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b21-088: Dr. and a book manuscript",
    says: [
      "Please proofread my textbook manuscript, about 200 pages",
      "Dr. Jeremiah Kirwa",
      "jkirwa@gmail.com",
    ],
    expect: {
      firstName: "Jeremiah",
      lastName: "Kirwa",
      email: "jkirwa@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b21-089: Eng. with a three-word name, career coaching",
    says: [
      "I want to move into project management, I need career coaching",
      "Eng. Solomon Kiprugut Langat",
      "0722 401 885",
    ],
    expect: {
      firstName: "Solomon",
      lastName: "Kiprugut Langat",
      phone: "+254722401885",
      services: ["Professional Development"],
    },
  },
  {
    name: "b21-090: a four-word name",
    says: [
      "cover letter for a lab technologist job",
      "Florence Nekesa Wanyonyi Makokha",
      "fnekesa.makokha@gmail.com",
    ],
    expect: {
      firstName: "Florence",
      lastName: "Nekesa Wanyonyi Makokha",
      email: "fnekesa.makokha@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b21-091: Rev. with a church and its town",
    says: [
      "We need a team building session for our church staff",
      "Rev. Timothy Kimeli, AIC Kapsabet",
      "0721 905 214",
    ],
    expect: {
      firstName: "Timothy",
      lastName: "Kimeli",
      phone: "+254721905214",
      company: "AIC Kapsabet",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b21-092: Hon. ... MCA buying for a ward's youth (no company)",
    says: [
      "I want a youth employability programme for young people in my ward",
      "Hon. Dominic Nyaga MCA",
      "0722 516 340",
    ],
    expect: {
      firstName: "Dominic",
      lastName: "Nyaga",
      phone: "+254722516340",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b21-093: CPA(K) letters after the name",
    says: [
      "I want coaching to move from audit into a CFO track",
      "Agatha Muthoni CPA(K)",
      "agatha.muthoni@gmail.com",
    ],
    expect: {
      firstName: "Agatha",
      lastName: "Muthoni",
      email: "agatha.muthoni@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b21-094: 'Bro.' and a Catholic parish",
    says: [
      "Our parish wants a workshop for the catechists on communication",
      "Bro. Ambrose Wafula, St. Monica Catholic Parish Bungoma",
      "0733 812 067",
    ],
    expect: {
      firstName: "Ambrose",
      lastName: "Wafula",
      phone: "+254733812067",
      company: "St. Monica Catholic Parish Bungoma",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b21-095: Mzee and a three-word name, Swahili",
    says: [
      "Nataka mpango wa biashara wa shamba la parachichi",
      "Mzee Kiprono arap Chepkwony",
      "0725 310 468",
    ],
    expect: {
      firstName: "Kiprono",
      lastName: "arap Chepkwony",
      phone: "+254725310468",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-096: name that is a word: Blessing",
    says: ["I need a cv", "blessing achieng", "0711 220 934"],
    expect: {
      firstName: "Blessing",
      lastName: "Achieng",
      phone: "+254711220934",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-097: name that is a word, after a sentence using it: Patience",
    says: [
      "Patience is what I have run out of with this job hunting, lol. I need a CV",
      "Patience Wawira",
      "0740 226 813",
    ],
    expect: {
      firstName: "Patience",
      lastName: "Wawira",
      phone: "+254740226813",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-098: Swahili word name after a sentence using it: Imani",
    says: ["Nina imani mtanisaidia na LinkedIn yangu", "Naitwa Imani Mwende", "0713 418 229"],
    expect: {
      firstName: "Imani",
      lastName: "Mwende",
      phone: "+254713418229",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b21-099: one-word name that is a word: 'Furaha'",
    says: ["interview prep please", "Furaha", "0799 214 306"],
    expect: { firstName: "Furaha", phone: "+254799214306", services: ["Interview Coaching"] },
  },
  {
    name: "b21-100: name that is an English word: Memory",
    says: ["I need a cover letter", "Memory Jeruto", "0728 605 117"],
    expect: {
      firstName: "Memory",
      lastName: "Jeruto",
      phone: "+254728605117",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b21-101: three services by abbreviation",
    says: ["cv, cover ltr n intvw prep", "Mwangi Ngugi", "0722 903 140"],
    expect: {
      firstName: "Mwangi",
      lastName: "Ngugi",
      phone: "+254722903140",
      services: ["CV Writing", "Cover Letters", "Interview Coaching"],
    },
  },
  {
    name: "b21-102: two services misspelt",
    says: ["linkdin and carrer coaching", "Pauline Akoth", "0711 347 920"],
    expect: {
      firstName: "Pauline",
      lastName: "Akoth",
      phone: "+254711347920",
      services: ["LinkedIn Optimization", "Professional Development"],
    },
  },
  {
    name: "b21-103: two documents of one kind in Swahili (one service)",
    says: [
      "Tunahitaji mpango wa biashara na wasifu wa kampuni",
      "Rashid Mwachiro, Mwachiro Hardware",
      "0722 610 493",
    ],
    expect: {
      firstName: "Rashid",
      lastName: "Mwachiro",
      phone: "+254722610493",
      company: "Mwachiro Hardware",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-104: Sheng, interview by purpose ('huwa naganda')",
    says: ["bro kila interview huwa naganda, nisaidie kuchomoka", "Brayden Kiprop", "0741 902 338"],
    expect: {
      firstName: "Brayden",
      lastName: "Kiprop",
      phone: "+254741902338",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b21-105: LinkedIn by purpose: not found in recruiters' searches",
    says: [
      "Recruiters never find me when they search for supply chain people",
      "Fiona Wanjugu",
      "0722 815 446",
    ],
    expect: {
      firstName: "Fiona",
      lastName: "Wanjugu",
      phone: "+254722815446",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b21-106: training by purpose: staff who do not work together",
    says: [
      "Our staff keep quarrelling, we need someone to come and talk to them about working together",
      "Peninah Kerubo, Kisii Highway Hotel",
      "0723 400 862",
    ],
    expect: {
      firstName: "Peninah",
      lastName: "Kerubo",
      phone: "+254723400862",
      company: "Kisii Highway Hotel",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b21-107: editing by purpose: a supervisor unhappy with the English",
    says: [
      "My supervisor keeps returning my project saying the grammar is bad",
      "Caleb Ruto",
      "0729 804 315",
    ],
    expect: {
      firstName: "Caleb",
      lastName: "Ruto",
      phone: "+254729804315",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b21-108: a business plan by purpose: a bank wants projections",
    says: [
      "The bank wants five years of projections for my hardware before they lend",
      "Kamau Gitonga",
      "0722 450 906",
    ],
    expect: {
      firstName: "Kamau",
      lastName: "Gitonga",
      phone: "+254722450906",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-109: cover letter by purpose: 'the letter on top'",
    says: [
      "they want the letter that goes on top of the application, can you write it",
      "Odhiambo Owino",
      "0705 612 448",
    ],
    expect: {
      firstName: "Odhiambo",
      lastName: "Owino",
      phone: "+254705612448",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b21-110: negated in the same message",
    says: [
      "I need a cover letter, not a CV, I already have a good CV",
      "Scholastica Naliaka",
      "0720 448 513",
    ],
    expect: {
      firstName: "Scholastica",
      lastName: "Naliaka",
      phone: "+254720448513",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b21-111: postponed in the same message",
    says: ["CV now, LinkedIn maybe in February", "Duncan Kiptanui", "0712 916 303"],
    expect: {
      firstName: "Duncan",
      lastName: "Kiptanui",
      phone: "+254712916303",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-112: a service dropped in a later line",
    says: [
      "cv and cover letter",
      "Edith Muthoni",
      "actually just the cv, i'll write the letter myself",
      "0723 145 890",
    ],
    expect: {
      firstName: "Edith",
      lastName: "Muthoni",
      phone: "+254723145890",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-113: a service replaced in a later line",
    says: [
      "interview coaching",
      "Chrispine Oloo",
      "sorry I meant career coaching, not interview",
      "0711 430 295",
    ],
    expect: {
      firstName: "Chrispine",
      lastName: "Oloo",
      phone: "+254711430295",
      services: ["Professional Development"],
    },
  },
  {
    name: "b21-114: a service added in a later line",
    says: ["cv", "Loice Wangeci", "0724 118 906", "also add linkedin please"],
    expect: {
      firstName: "Loice",
      lastName: "Wangeci",
      phone: "+254724118906",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b21-115: Swahili, a service dropped: 'sitaki tena'",
    says: [
      "Nataka CV na barua ya maombi",
      "Naitwa Mwanajuma Hamadi",
      "barua ya maombi sitaki tena, CV tu",
      "0714 902 516",
    ],
    expect: {
      firstName: "Mwanajuma",
      lastName: "Hamadi",
      phone: "+254714902516",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-116: negated with 'no need for'",
    says: [
      "Interview coaching for a KRA panel, no need for a CV",
      "Godfrey Omwenga",
      "0721 338 704",
    ],
    expect: {
      firstName: "Godfrey",
      lastName: "Omwenga",
      phone: "+254721338704",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b21-117: the name refused once, then given",
    says: ["cv writing", "why do you need my name?", "ok fine, Kimathi Mugambi", "0722 405 119"],
    expect: {
      firstName: "Kimathi",
      lastName: "Mugambi",
      phone: "+254722405119",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-118: the name refused twice",
    says: [
      "interview prep for a bank job",
      "I'd rather not say",
      "no names please",
      "0713 602 448",
    ],
    expect: { phone: "+254713602448", services: ["Interview Coaching"] },
  },
  {
    name: "b21-119: the name refused in Swahili, then given",
    says: ["nataka CV", "jina si muhimu", "haya, ni Mutheu Kilonzo", "0715 308 247"],
    expect: {
      firstName: "Mutheu",
      lastName: "Kilonzo",
      phone: "+254715308247",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-120: the phone refused once, email given",
    says: [
      "I need my thesis proofread",
      "Justus Kiprotich",
      "I don't give my number online",
      "justuskiprotich@gmail.com",
    ],
    expect: {
      firstName: "Justus",
      lastName: "Kiprotich",
      email: "justuskiprotich@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b21-121: the phone refused twice, email given",
    says: [
      "career coaching",
      "Winfred Njeri",
      "no phone",
      "sitaki kupeana namba",
      "winnynjeri@yahoo.com",
    ],
    expect: {
      firstName: "Winfred",
      lastName: "Njeri",
      email: "winnynjeri@yahoo.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b21-122: the email refused, phone given",
    says: [
      "company profile for my salon",
      "Josephine Wangare, Wangare Beauty Parlour",
      "no email, sina email",
      "0728 115 390",
    ],
    expect: {
      firstName: "Josephine",
      lastName: "Wangare",
      phone: "+254728115390",
      company: "Wangare Beauty Parlour",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-123: a town and experience given before any question",
    says: [
      "I am in Nakuru, 5 years experience in sales",
      "need a CV",
      "Oscar Mutai",
      "0722 330 914",
    ],
    expect: {
      firstName: "Oscar",
      lastName: "Mutai",
      phone: "+254722330914",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-124: a budget given before anything else",
    says: ["my budget is 2000 bob", "cover letter", "Zipporah Wanjiru", "0711 605 228"],
    expect: {
      firstName: "Zipporah",
      lastName: "Wanjiru",
      phone: "+254711605228",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b21-125: 'ok' before the name",
    says: ["cv", "ok", "Otieno Were", "0700 418 227"],
    expect: {
      firstName: "Otieno",
      lastName: "Were",
      phone: "+254700418227",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-126: 'sawa' and 'ndio' around the details",
    says: ["mafunzo ya usaili", "sawa", "Naitwa Halima Swaleh", "ndio", "0722 915 306"],
    expect: {
      firstName: "Halima",
      lastName: "Swaleh",
      phone: "+254722915306",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b21-127: a price question first",
    says: ["how much is a CV?", "ok i want one", "Benson Kariuki", "0724 806 119"],
    expect: {
      firstName: "Benson",
      lastName: "Kariuki",
      phone: "+254724806119",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-128: a location question first",
    says: [
      "where are your offices? I want interview coaching in person",
      "Carolyne Jepchirchir",
      "0726 114 389",
    ],
    expect: {
      firstName: "Carolyne",
      lastName: "Jepchirchir",
      phone: "+254726114389",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b21-129: a price question in Swahili",
    says: [
      "bei ya kuandikiwa wasifu wa kampuni ni ngapi?",
      "Naitwa Ali Mwatsahu, Mwatsahu Tours & Safaris",
      "0722 118 430",
    ],
    expect: {
      firstName: "Ali",
      lastName: "Mwatsahu",
      phone: "+254722118430",
      company: "Mwatsahu Tours & Safaris",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-130: an employer named, a job applied to in another industry",
    says: [
      "I'm an HR assistant at Maua Flowers Ltd and want a cover letter for a job at Kenya Airways",
      "Rosemary Chepchumba",
      "0721 705 338",
    ],
    expect: {
      firstName: "Rosemary",
      lastName: "Chepchumba",
      phone: "+254721705338",
      company: "Maua Flowers Ltd",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b21-131: a third party's school named (not the company)",
    says: [
      "my son is at Kenyatta University and needs an attachment, I'm a matatu owner",
      "Japheth Gachoki",
      "0722 604 117",
    ],
    expect: {
      firstName: "Japheth",
      lastName: "Gachoki",
      phone: "+254722604117",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b21-132: a lender named (not the company)",
    says: [
      "Faulu wants a business plan before they give me a loan for my boda boda business",
      "Cyrus Wekesa",
      "0790 413 826",
    ],
    expect: {
      firstName: "Cyrus",
      lastName: "Wekesa",
      phone: "+254790413826",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-133: a law firm with a comma and '&'",
    says: [
      "We need client care training for our support staff",
      "Njeri Githinji, office manager at Mwangi, Otieno & Partners Advocates",
      "0722 503 187",
    ],
    expect: {
      firstName: "Njeri",
      lastName: "Githinji",
      phone: "+254722503187",
      company: "Mwangi, Otieno & Partners Advocates",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b21-134: a mission hospital with 'St.'",
    says: [
      "Please proofread our hospital's strategic plan before the board meets",
      "Sr. Bernadette Auma, St. Camillus Mission Hospital Karungu",
      "0733 214 508",
    ],
    expect: {
      firstName: "Bernadette",
      lastName: "Auma",
      phone: "+254733214508",
      company: "St. Camillus Mission Hospital Karungu",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b21-135: a county department",
    says: [
      "We need a training on performance contracting for our officers",
      "Yusuf Dida, Marsabit County Department of Livestock",
      "0722 801 436",
    ],
    expect: {
      firstName: "Yusuf",
      lastName: "Dida",
      phone: "+254722801436",
      company: "Marsabit County Department of Livestock",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b21-136: a boda boda SACCO",
    says: [
      "our sacco needs a business plan for the members' savings scheme",
      "Jackson Mutiso, Ufanisi Boda Boda SACCO",
      "0712 447 830",
    ],
    expect: {
      firstName: "Jackson",
      lastName: "Mutiso",
      phone: "+254712447830",
      company: "Ufanisi Boda Boda SACCO",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-137: a girls' school with an apostrophe",
    says: [
      "We'd like a mentorship programme for our form three girls",
      "Mrs. Alice Owuor, Bishop Okoth Girls' Secondary School",
      "alice.owuor@gmail.com",
    ],
    expect: {
      firstName: "Alice",
      lastName: "Owuor",
      email: "alice.owuor@gmail.com",
      company: "Bishop Okoth Girls' Secondary School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b21-138: '& Sons ... Co.'",
    says: [
      "company profile for our hardware shop",
      "Karanja Ndungu, Karanja & Sons Hardware Co.",
      "0721 603 449",
    ],
    expect: {
      firstName: "Karanja",
      lastName: "Ndungu",
      phone: "+254721603449",
      company: "Karanja & Sons Hardware Co.",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-139: a county water company",
    says: [
      "Customer service training for our meter readers and cashiers",
      "Sophia Wairimu, Nyeri Water and Sanitation Company",
      "0722 316 804",
    ],
    expect: {
      firstName: "Sophia",
      lastName: "Wairimu",
      phone: "+254722316804",
      company: "Nyeri Water and Sanitation Company",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b21-140: a children's home",
    says: [
      "We need a donor proposal written for our children's home",
      "Mama Veronica Mwikali, Tumaini Children's Home Machakos",
      "0720 418 306",
    ],
    expect: {
      firstName: "Veronica",
      lastName: "Mwikali",
      phone: "+254720418306",
      company: "Tumaini Children's Home Machakos",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-141: a surname corrected",
    says: ["i need a CV", "Wambui Njoroge", "sorry, it's Wambui Njogu not Njoroge", "0712 308 946"],
    expect: {
      firstName: "Wambui",
      lastName: "Njogu",
      phone: "+254712308946",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-142: a phone corrected",
    says: [
      "cover letter please",
      "Milton Keter",
      "0712 334 501",
      "wait wrong number, 0712 334 510",
    ],
    expect: {
      firstName: "Milton",
      lastName: "Keter",
      phone: "+254712334510",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b21-143: an email corrected",
    says: [
      "LinkedIn makeover",
      "Adelaide Wanjiku",
      "adelaidew@gmail.com",
      "sorry, adelaide.wanjiku@gmail.com is the right one",
    ],
    expect: {
      firstName: "Adelaide",
      lastName: "Wanjiku",
      email: "adelaide.wanjiku@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b21-144: a first name corrected",
    says: [
      "interview coaching",
      "Jeniffer Auma",
      "sorry it's Jennifer with two n's",
      "0729 512 806",
    ],
    expect: {
      firstName: "Jennifer",
      lastName: "Auma",
      phone: "+254729512806",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b21-145: a service corrected with 'I meant'",
    says: [
      "proofreading please",
      "Hesbon Mose",
      "I meant a business proposal written, not proofreading",
      "0721 409 337",
    ],
    expect: {
      firstName: "Hesbon",
      lastName: "Mose",
      phone: "+254721409337",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-146: a UK phone, visitor in Leeds",
    says: ["I'm a carer in Leeds and I need a UK style CV", "Nelly Chebet", "07700 900 318"],
    expect: {
      firstName: "Nelly",
      lastName: "Chebet",
      phone: "+447700900318",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-147: a US phone, visitor in Dallas",
    says: [
      "I'm in Dallas, Texas and want career coaching to move into nursing management",
      "Isaac Mogaka",
      "(214) 555-0187",
    ],
    expect: {
      firstName: "Isaac",
      lastName: "Mogaka",
      phone: "+12145550187",
      services: ["Professional Development"],
    },
  },
  {
    name: "b21-148: a UAE phone, visitor in Dubai",
    says: [
      "I work in Dubai as a housekeeper, need a cover letter for a hotel job here",
      "Maureen Akinyi",
      "050 412 8836",
    ],
    expect: {
      firstName: "Maureen",
      lastName: "Akinyi",
      phone: "+971504128836",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b21-149: a German phone, visitor in Munich",
    says: [
      "I am studying in Munich and need my LinkedIn done for jobs here in Germany",
      "Titus Mwenda",
      "0151 2345 6789",
    ],
    expect: {
      firstName: "Titus",
      lastName: "Mwenda",
      phone: "+4915123456789",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b21-150: a Kenyan WhatsApp and a Saudi calls line",
    says: [
      "I'm working in Riyadh and need a CV for jobs back home",
      "Hawa Adan",
      "calls on 055 318 4402, whatsapp 0722 914 306",
    ],
    expect: {
      firstName: "Hawa",
      lastName: "Adan",
      phone: "+254722914306",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-151: an email spelt out",
    says: [
      "I need my research paper edited",
      "Mwikali Ndunge",
      "mwikali dot ndunge at gmail dot com",
    ],
    expect: {
      firstName: "Mwikali",
      lastName: "Ndunge",
      email: "mwikali.ndunge@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b21-152: an email mistyped 'gmial.com'",
    says: ["cover letter", "Omondi Achola", "omondiachola@gmial.com"],
    expect: {
      firstName: "Omondi",
      lastName: "Achola",
      email: "omondiachola@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b21-153: an email mistyped 'outlok.com'",
    says: ["career coaching for a move to management", "Lorna Kemunto", "lorna.kemunto@outlok.com"],
    expect: {
      firstName: "Lorna",
      lastName: "Kemunto",
      email: "lorna.kemunto@outlook.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b21-154: an email spelt out with 'underscore'",
    says: ["LinkedIn profile please", "Gideon Too", "gideon underscore too at yahoo dot com"],
    expect: {
      firstName: "Gideon",
      lastName: "Too",
      email: "gideon_too@yahoo.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b21-155: both a phone and an email",
    says: [
      "I want a CV and interview coaching",
      "Harriet Wanza",
      "0723 408 117, harrietwanza@gmail.com",
    ],
    expect: {
      firstName: "Harriet",
      lastName: "Wanza",
      phone: "+254723408117",
      email: "harrietwanza@gmail.com",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b21-156: life story: a warehouse supervisor in Nakuru (English)",
    says: [nakuruStoresStory],
    expect: {
      firstName: "Wilfred",
      lastName: "Kibiwott Sang",
      phone: "+254724516039",
      company: "Rift Valley Millers Ltd",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b21-157: life story: a deputy principal near Thika (English)",
    says: [thikaSchoolStory],
    expect: {
      firstName: "Hannah",
      lastName: "Wambui Gachanja",
      phone: "+254721640275",
      email: "hgachanja@gatuanyagaday.sc.ke",
      company: "Gatuanyaga Day Secondary School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b21-158: life story: a tailor in Mombasa (Swahili)",
    says: [mombasaTailorStory],
    expect: {
      firstName: "Mwanamisi",
      lastName: "Rashid Mbarak",
      phone: "+254722371908",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-159: life story: a primary teacher in Kitui with a manuscript (Swahili)",
    says: [kituiTeacherStory],
    expect: {
      firstName: "Kasyoka",
      lastName: "Musembi Nzioka",
      phone: "+254715662408",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b21-160: life story: a designer in Kawangware (Sheng)",
    says: [kawangwareShengStory],
    expect: {
      firstName: "Kennedy",
      lastName: "Ochieng Adongo",
      phone: "+254793218560",
      services: ["LinkedIn Optimization", "Interview Coaching"],
    },
  },
  {
    name: "b21-161: life story: a diploma holder in Eastleigh (Sheng)",
    says: [eastleighShengStory],
    expect: {
      firstName: "Ikram",
      lastName: "Abdi Yusuf",
      phone: "+254707425193",
      email: "ikramabdiyusuf@gmail.com",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b21-162: Sheng, a business plan by purpose (a county fund loan)",
    says: [
      "niko na kibanda ya chips Umoja, nataka loan ya county fund na wanataka ile document ya plan",
      "Naitwa Stanley Gitau",
      "0745 802 113",
    ],
    expect: {
      firstName: "Stanley",
      lastName: "Gitau",
      phone: "+254745802113",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-163: Sheng, career change by purpose",
    says: [
      "nimechoka na hii kazi ya call centre, nataka kuhamia HR lakini sijui venye nitaanza",
      "Stacy Nduku",
      "0757 330 118",
    ],
    expect: {
      firstName: "Stacy",
      lastName: "Nduku",
      phone: "+254757330118",
      services: ["Professional Development"],
    },
  },
  {
    name: "b21-164: Swahili, training for a SACCO's tellers",
    says: [
      "Wafanyakazi wa dirisha wanagombana na wanachama, tunahitaji mafunzo",
      "Bakari Chiro, Bandari Staff Sacco",
      "0722 505 418",
    ],
    expect: {
      firstName: "Bakari",
      lastName: "Chiro",
      phone: "+254722505418",
      company: "Bandari Staff Sacco",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b21-165: three services, by outcome and by name, in order",
    says: [
      "I want a CV, then someone to practise interviews with me, and my LinkedIn redone",
      "Philomena Wairimu",
      "0710 338 925",
    ],
    expect: {
      firstName: "Philomena",
      lastName: "Wairimu",
      phone: "+254710338925",
      services: ["CV Writing", "Interview Coaching", "LinkedIn Optimization"],
    },
  },
  {
    name: "b21-166: an Anglican diocese, a report to edit and a training",
    says: [
      "Proofread our diocese's annual report, and a workshop for the clergy on financial stewardship",
      "Canon Jacob Ekai, ACK Diocese of Lodwar",
      "0722 806 445",
    ],
    expect: {
      firstName: "Jacob",
      lastName: "Ekai",
      phone: "+254722806445",
      company: "ACK Diocese of Lodwar",
      services: ["Editing & Proofreading", "Corporate Training"],
    },
  },
  {
    name: "b21-167: a private hospital with 'Ltd' and '&'",
    says: [
      "we need an SOP manual for our lab department",
      "Dorcas Nyaboke, Bosire & Mogaka Medical Centre Ltd",
      "0733 602 418",
    ],
    expect: {
      firstName: "Dorcas",
      lastName: "Nyaboke",
      phone: "+254733602418",
      company: "Bosire & Mogaka Medical Centre Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-168: a polytechnic, youth programme",
    says: [
      "We want your team to prepare our final-year trainees for industrial attachment",
      "Madam Getrude Kemunto, Nyamira National Polytechnic",
      "0720 914 305",
    ],
    expect: {
      firstName: "Getrude",
      lastName: "Kemunto",
      phone: "+254720914305",
      company: "Nyamira National Polytechnic",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b21-169: an all-caps name",
    says: ["CV WRITING", "MUTUA KYALO MUSYOKA", "0722 418 507"],
    expect: {
      firstName: "Mutua",
      lastName: "Kyalo Musyoka",
      phone: "+254722418507",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-170: a one-word service misspelt, 'linkdn'",
    says: ["linkdn", "Cheptoo Rono", "0723 506 114"],
    expect: {
      firstName: "Cheptoo",
      lastName: "Rono",
      phone: "+254723506114",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b21-171: a question not asked answered, then a service",
    says: [
      "I'm 34 and have a diploma in HR",
      "I want help moving up to HR manager",
      "Gabriel Kiptum",
      "gkiptum@gmail.com",
    ],
    expect: {
      firstName: "Gabriel",
      lastName: "Kiptum",
      email: "gkiptum@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b21-172: two services, one postponed later",
    says: [
      "CV and cover letter",
      "Sabina Chelimo",
      "0712 804 339",
      "actually the cover letter later in January, just CV for now",
    ],
    expect: {
      firstName: "Sabina",
      lastName: "Chelimo",
      phone: "+254712804339",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-173: an emoji-only greeting, then a request",
    says: ["👋👋", "need my dissertation proofread", "Maxwell Odera", "0724 330 918"],
    expect: {
      firstName: "Maxwell",
      lastName: "Odera",
      phone: "+254724330918",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b21-174: a name with an apostrophe and a hyphen",
    says: ["cover letter please", "Mary-Anne O'Brien Wanjiku", "maryanne.obrien@gmail.com"],
    expect: {
      firstName: "Mary-Anne",
      lastName: "O'Brien Wanjiku",
      email: "maryanne.obrien@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b21-175: 'Prof.' and interview coaching for a vice-chancellor panel",
    says: [
      "I am shortlisted for a deputy vice-chancellor post and want mock interviews",
      "Prof. Onesmus Makokha Barasa",
      "0722 315 406",
    ],
    expect: {
      firstName: "Onesmus",
      lastName: "Makokha Barasa",
      phone: "+254722315406",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b21-176: a one-word name and a one-word service",
    says: ["editing", "Achieng", "0711 448 209"],
    expect: { firstName: "Achieng", phone: "+254711448209", services: ["Editing & Proofreading"] },
  },
  {
    name: "b21-177: name 'Hope' beside a job title",
    says: [
      "Head of HR here, we want a staff retreat facilitated",
      "Hope Nyambura, Savanna Paints Ltd",
      "0722 660 419",
    ],
    expect: {
      firstName: "Hope",
      lastName: "Nyambura",
      phone: "+254722660419",
      company: "Savanna Paints Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b21-178: Swahili, a child's school named, parent's own name",
    says: [
      "Mwanangu anasoma Alliance, amemaliza kidato cha nne, anahitaji mwongozo wa kazi",
      "Mimi ni baba yake, Omari Juma Mwinyi",
      "0722 403 917",
    ],
    expect: {
      firstName: "Omari",
      lastName: "Juma Mwinyi",
      phone: "+254722403917",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b21-179: a Ugandan visitor in Kampala with a Ugandan phone",
    says: [
      "I'm in Kampala, I need a CV for NGO jobs in the region",
      "Prossy Namutebi",
      "0772 418 305",
    ],
    expect: {
      firstName: "Prossy",
      lastName: "Namutebi",
      phone: "+256772418305",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-180: a tea factory as the employer",
    says: [
      "I work in the accounts office at Kapkoros Tea Factory Co. Ltd and want a CV for a bank job",
      "Wesley Kipngeno",
      "0721 308 442",
    ],
    expect: {
      firstName: "Wesley",
      lastName: "Kipngeno",
      phone: "+254721308442",
      company: "Kapkoros Tea Factory Co. Ltd",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-181: a lower case org name with 'ltd'",
    says: [
      "need a tender document done by friday",
      "musa abdi, Jamii Tech Solutions Ltd",
      "0708 114 932",
    ],
    expect: {
      firstName: "Musa",
      lastName: "Abdi",
      phone: "+254708114932",
      company: "Jamii Tech Solutions Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-182: business writing misspelt 'propozal'",
    says: ["can u write a grant propozal", "Riziki Kazungu, Malindi Youth Bunge", "0712 708 346"],
    expect: {
      firstName: "Riziki",
      lastName: "Kazungu",
      phone: "+254712708346",
      company: "Malindi Youth Bunge",
      services: ["Business Writing"],
    },
  },
  {
    name: "b21-183: cover letter misspelt 'cova leta'",
    says: ["nataka cova leta ya kazi ya sales", "Mohamed Abdikadir", "0726 118 940"],
    expect: {
      firstName: "Mohamed",
      lastName: "Abdikadir",
      phone: "+254726118940",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b21-184: the phone given twice, once with a typo, the right one marked",
    says: [
      "mock interview",
      "Janerose Kwamboka",
      "0712 34 567",
      "oops 0712 345 670 sorry missed a digit",
    ],
    expect: {
      firstName: "Janerose",
      lastName: "Kwamboka",
      phone: "+254712345670",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b21-185: a company email and a direct line",
    says: [
      "Staff training on assertiveness for our admin team",
      "Sheila Mutheu, Admin Manager, Kilimo Seeds Co. Ltd",
      "sheila.mutheu@kilimoseeds.co.ke / 0722 906 317",
    ],
    expect: {
      firstName: "Sheila",
      lastName: "Mutheu",
      phone: "+254722906317",
      email: "sheila.mutheu@kilimoseeds.co.ke",
      company: "Kilimo Seeds Co. Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b21-186: Sheng, two services in order",
    says: [
      "nataka CV ya ukweli na mtu wa kuniprepare kwa interview",
      "Brighton Otieno",
      "0795 613 027",
    ],
    expect: {
      firstName: "Brighton",
      lastName: "Otieno",
      phone: "+254795613027",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b21-187: a replaced service in the same message",
    says: ["LinkedIn, sorry no, I mean a cover letter", "Lucas Wamalwa", "0723 814 502"],
    expect: {
      firstName: "Lucas",
      lastName: "Wamalwa",
      phone: "+254723814502",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b21-188: 'not now' for a second service later",
    says: [
      "CV and career coaching",
      "Tecla Jepleting",
      "0714 225 803",
      "career coaching not now, maybe next year",
    ],
    expect: {
      firstName: "Tecla",
      lastName: "Jepleting",
      phone: "+254714225803",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-189: a name with a smiley after the phone",
    says: ["proofreading for a 40 page report", "Amos Kiprop 😊", "0723 116 508 🙂"],
    expect: {
      firstName: "Amos",
      lastName: "Kiprop",
      phone: "+254723116508",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b21-190: sparkles and a three-word name",
    says: ["career coaching ✨", "✨ Njoki Wambui Kinyanjui ✨", "njokiwk@gmail.com"],
    expect: {
      firstName: "Njoki",
      lastName: "Wambui Kinyanjui",
      email: "njokiwk@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b21-191: a women's SACCO in Swahili",
    says: [
      "Chama chetu kinataka mafunzo ya uongozi kwa viongozi wapya",
      "Naitwa Rukia Salim, Mwenyekiti wa Tushikamane Women Sacco",
      "0722 409 318",
    ],
    expect: {
      firstName: "Rukia",
      lastName: "Salim",
      phone: "+254722409318",
      company: "Tushikamane Women Sacco",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b21-192: name given as 'surname first' explicitly",
    says: ["I need a CV", "Surname Otieno, first name Clement", "0720 611 305"],
    expect: {
      firstName: "Clement",
      lastName: "Otieno",
      phone: "+254720611305",
      services: ["CV Writing"],
    },
  },
  {
    name: "b21-193: 'Mwalimu' before a name, a cover letter",
    says: ["nataka barua ya kuomba kazi ya ualimu Dubai", "Mwalimu Saidi Tsuma", "0733 402 816"],
    expect: {
      firstName: "Saidi",
      lastName: "Tsuma",
      phone: "+254733402816",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b21-194: 'my names are' with a hotel employer",
    says: [
      "I need interview coaching, I'm a chef at Sarova Whitesands going for a head chef job",
      "my names are Emmanuel Kazungu Karisa",
      "0722 603 118",
    ],
    expect: {
      firstName: "Emmanuel",
      lastName: "Kazungu Karisa",
      phone: "+254722603118",
      company: "Sarova Whitesands",
      services: ["Interview Coaching"],
    },
  },
];
