import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 27 for `npm run bench:assistant`, written on 2026-12-03 by the helper
 * "asst-batch27", apart from the engine. Rules of apartness, as followed: nothing under server/,
 * app/ or tests/ was opened, listed or grepped, nor /work/firstruns/, nor bench/README.md, nor
 * bench/assistant.ts or any other bench runner; no history command was run (git commands:
 * `worktree add`, then `add`, commit, rebase, merge). `npx react-router typegen` was run once.
 * What was read: the helper protocol; `ls bench/`; biome.json; bench/assistant-personas-batch4.ts
 * lines 1-50 (the type, its header and the opening of its life story);
 * bench/assistant-personas-batch26.ts lines 1-277 (its header, its seven life stories and
 * personas b26-001 to b26-012), for format and conventions only, plus the name line of b26-013,
 * seen in a grep for the personas' line numbers; content/services.ts (the services' names); the
 * lines of /work/shared/SPEC.md matching "hand-over", "handover", "chat widget" or "lead". The
 * first names seen in batch 26 were kept out of this batch by a throwaway script (outside the
 * repository), which also checked that no persona name, first name or phone repeats, that every
 * Kenyan phone is +2547/+2541 and 9 digits, that each expected phone's digits appear in the
 * persona's lines, and that emails are expected in lower case. The bench was not run.
 *
 * The first 72 personas are ordinary visitors (one clear request, a name, a phone or email, in
 * everyday wording: drivers, teachers, nurses, chefs, engineers, students, graduates, parents,
 * HR officers, small business owners and NGOs, from Nakuru to Garissa to Diani). The other 72
 * are harder: seven long life stories (a civil engineer passed over in Kisumu, in English; a
 * Kitale market trader, in Swahili; a Kayole waiter, in Sheng; a Machakos nurse heading to the
 * UK and a Likoni mother of a school leaver, in Swahili-English; a nursing home's HR head and a
 * Nyeri pastor with a book, in English); fifteen Sheng or Swahili-English personas and four more
 * among the later ones; eight requests only by purpose; two or three services in one message
 * (thirteen visitors, one asking for three); services declined, postponed or replaced later
 * (seven); a field refused twice (phone, name, email); answers to questions not asked; very short
 * replies; phones with hyphens, 254 without plus, brackets, pairs of digits, split over two
 * messages, 00254, "+254 0", words around, two corrected numbers and four foreign numbers (UK,
 * US, Tanzania, Uganda); emails with dots, plus signs, capitals and four mistyped domains; names
 * with emoji; typos in "my name is" and "naitwa"; twelve honorifics; three- and four-word names;
 * names that are also words (Job, Hope, Lavender, Baraka, Pendo, Sunday, Memory, Grace);
 * organisations with "(K) Ltd", "&", commas, "St.", a county department, a church, three SACCOs,
 * two schools and four hospitals or clinics.
 *
 * Expectation conventions as batch 26's: titles and honorifics are not part of the name;
 * `lastName` is everything after the first name; names written in capitals (or all in lower case)
 * are expected in ordinary case; emails in lower case, a mistyped domain corrected; a corrected
 * field replaces the first; a declined or postponed service is not expected, a replacing service
 * is; services in the order asked; a visitor who never gives a name has no `firstName`, and a
 * visitor who gives one name only has no `lastName`. Phones are expected in E.164, a foreign
 * number with its own country code. Not registered anywhere.
 */

export type Batch27Persona = Batch4Persona;

const storyEnglish = [
  "Good evening. I am a civil engineer and I have worked for a road contractor in Kisumu for eight years, first as a site engineer and now as a senior site engineer.",
  "Two years ago my manager left and the company brought someone from Nairobi instead of promoting me, and the same thing happened again in March.",
  "I am registered with the Engineers Board and I finished a master's in project management last year, so I do not know what I am missing.",
  "Some friends say I should leave for a consulting firm, others say I should join the county government, and my wife thinks I should start my own company.",
  "I am forty-one and I do not want to make the wrong move at this age.",
  "I want a coach who can look at my situation honestly and help me plan the next five years, whether to push for the promotion or to move.",
  "Please do not offer me a CV, I had one done in August and it is fine.",
  "I can meet in the evenings or on Saturday, in Kisumu or online.",
  "My name is Eng. Nathaniel Ouma Adongo.",
  "You can call me on 0722 815 406.",
].join(" ");

const storySwahili = [
  "Habari za leo. Mimi ni mfanyabiashara wa mboga na matunda katika soko la Kitale kwa miaka tisa sasa.",
  "Nilianza na meza moja, sasa nina vibanda vitatu na wafanyakazi wawili.",
  "Nataka kufungua duka la jumla la kusambaza mboga kwa shule na hoteli za hapa mjini.",
  "Nimeenda benki na kwa SACCO yetu kuomba mkopo, na wote wameniambia nilete mpango wa biashara ulioandikwa vizuri.",
  "Mimi najua biashara yangu vizuri sana lakini sijui kuandika mpango kama huo, na hesabu zangu ziko kwenye daftari.",
  "Sihitaji mafunzo, nahitaji tu mtu aniandikie huo mpango wa biashara nipeleke benki.",
  "Nitawapa majina ya shule tatu ambazo zimeshakubali kununua kutoka kwangu.",
  "Mkutano wa mkopo ni mwezi ujao.",
  "Naitwa Mwanaidi Chepkorir Sang.",
  "Nambari yangu ni 0712 936 285.",
].join(" ");

const storySheng = [
  "Niaje wasee, story yangu ni ndefu kiasi so mnivumilie.",
  "Mi ni msee wa Kayole, nilimaliza form four 2019 na tangu hapo nimekuwa nikihustle.",
  "Nimepiga kazi ya waiter kwa club moja Umoja for two years na nikafanya pia catering events za weekend.",
  "Sahii kuna hotel mpya inafunguliwa Westlands na wanaajiri waiters na bar staff, lakini wanataka CV.",
  "Mi sijawahi kuwa na CV, ma-job zote nimepata kupitia mabeshte.",
  "Nimejaribu kuandika moja kwa simu lakini inakaa kama composition ya primary.",
  "So nataka mnitengenezee CV ya maana inayoonyesha experience yangu ya hospitality.",
  "Sina doh mingi but nitalipa kwa M-Pesa.",
  "Mimi ni Travis Kamande.",
  "Line ni 0791 406 238, nitext WhatsApp.",
].join(" ");

const storyNurse = [
  "Hi, habari yako. I am a registered nurse and I have worked at a level four hospital in Machakos for six years.",
  "Nimekuwa nikijipanga kwenda UK, nimepita IELTS na OSCE preparation iko on.",
  "An agency in Nairobi has told me that NHS trusts will interview me online in January.",
  "Shida ni kwamba CV yangu ni ya Kenyan style, pages four, na picha na ID number juu.",
  "The agency says UK employers want a different format, two pages and focused on clinical competencies.",
  "Pia sijawahi kufanya interview ya video, na nasikia wanauliza maswali ya scenarios.",
  "So I need two things: a new CV for UK nursing jobs, and then interview coaching for the NHS interviews.",
  "I work night shifts so I am free during the day.",
  "Jina langu ni Winfred Mwikali Musyoka.",
  "My WhatsApp ni 0703 285 914.",
].join(" ");

const storyHospital = [
  "Good morning. I head the human resources office at Upendo Nursing Home & Maternity in Eldoret.",
  "We have 86 staff: nurses, clinical officers, lab and pharmacy staff, cleaners and the front office.",
  "In the last quarter we received eleven written complaints from patients, almost all about how they were received and spoken to, not about treatment.",
  "Management has decided that every member of staff will go through customer care training before the end of February.",
  "We would like the training in two groups so that the wards are never empty, on two Saturdays.",
  "We also want the trainer to include a short session on handling angry relatives.",
  "We are not looking for anything else right now, just the training, with a quotation for the board.",
  "My name is Mrs. Consolata Jerop Kimaiyo.",
  "Write to hr@upendonursinghome.co.ke or call 0724 160 583.",
].join(" ");

const storyPastor = [
  "Praise God. I am a pastor in Nyeri and for the last three years I have been writing a book on marriage and family for young couples.",
  "The book grew out of the premarital classes I teach at our church, and many couples asked me to put it in writing.",
  "It has fourteen chapters and about 200 pages, written in English with some Kikuyu proverbs translated.",
  "A publisher in Nairobi has accepted it but says the language needs careful editing before they typeset it.",
  "My English is good for preaching but I know my spelling and grammar on paper are not perfect.",
  "I need someone to edit and proofread the whole manuscript without changing my message or my voice.",
  "The church will pay, and the publisher wants it back by March.",
  "I am Rev. Ephantus Gichuru Wachira.",
  "Email ephantus.wachira@gmail.com, or 0721 530 867.",
].join(" ");

const storyMother = [
  "Hujambo. My son finished his KCSE last month and got a B minus, na sasa hajui afanye nini.",
  "Amekaa nyumbani akicheza games kwa simu siku nzima, na mimi kama mama naona wasiwasi.",
  "Alitaka kusomea engineering lakini grades hazitoshi, na sasa anasema hataki kusoma tena.",
  "Nimeskia mko na program ya vijana wanaomaliza shule, ya kuwapa mwelekeo wa career na kuwaandaa kwa kazi ya kwanza.",
  "I want him to join so that someone other than his mother can talk to him about his future.",
  "He is seventeen, he is good with computers and he likes drawing.",
  "Tuko Likoni, lakini anaweza kuja town or do it online.",
  "Mimi ni mama yake, naitwa Saida Mwanasiti Bakari.",
  "Number yangu ni +254 733 519 260.",
].join(" ");

export const batch27Personas: Batch27Persona[] = [
  // Ordinary visitors.
  {
    name: "b27-001: a CV for a driver",
    says: [
      "I need a CV, I'm a driver looking for work with a transport company",
      "Geoffrey Onyango",
      "0712 480 239",
    ],
    expect: {
      firstName: "Geoffrey",
      lastName: "Onyango",
      phone: "+254712480239",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-002: a cover letter for a bank teller post",
    says: [
      "Can you write me a cover letter for a bank teller position at Equity?",
      "Winnie Chepkoech",
      "winnie.chepkoech@gmail.com",
    ],
    expect: {
      firstName: "Winnie",
      lastName: "Chepkoech",
      email: "winnie.chepkoech@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b27-003: a marketer's LinkedIn",
    says: [
      "I want my LinkedIn profile to look professional, I work in marketing",
      "Brian Kimani",
      "0723 914 502",
    ],
    expect: {
      firstName: "Brian",
      lastName: "Kimani",
      phone: "+254723914502",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b27-004: an interview at the revenue authority",
    says: [
      "I have an interview at KRA next week and I need help preparing",
      "Esther Wangari",
      "0740 336 187",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Wangari",
      phone: "+254740336187",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b27-005: proofreading a master's thesis",
    says: [
      "Could you proofread my master's thesis before I submit it?",
      "Collins Omwenga",
      "collins.omwenga@yahoo.com",
    ],
    expect: {
      firstName: "Collins",
      lastName: "Omwenga",
      email: "collins.omwenga@yahoo.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b27-006: a company profile for a cleaning business",
    says: [
      "We need a company profile written for our cleaning business",
      "Agnes Mutua, Safi Bora Cleaners",
      "0721 605 843",
    ],
    expect: {
      firstName: "Agnes",
      lastName: "Mutua",
      phone: "+254721605843",
      company: "Safi Bora Cleaners",
      services: ["Business Writing"],
    },
  },
  {
    name: "b27-007: team building for a hardware's staff",
    says: [
      "Looking for a team building workshop for our staff of 25",
      "Peter Gitau from Mlimani Hardware",
      "0733 270 916",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Gitau",
      phone: "+254733270916",
      company: "Mlimani Hardware",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b27-008: a student looking for attachment",
    says: [
      "Do you have a programme for university students looking for attachment?",
      "Cynthia Adhiambo",
      "0768 442 015",
    ],
    expect: {
      firstName: "Cynthia",
      lastName: "Adhiambo",
      phone: "+254768442015",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b27-009: coaching towards a manager's post",
    says: [
      "I want career coaching, I'm hoping for a promotion to manager",
      "Kennedy Otieno",
      "0706 193 428",
    ],
    expect: {
      firstName: "Kennedy",
      lastName: "Otieno",
      phone: "+254706193428",
      services: ["Professional Development"],
    },
  },
  {
    name: "b27-010: resume writing, two words",
    says: ["Resume writing", "Naomi Wekesa", "0794 218 650"],
    expect: {
      firstName: "Naomi",
      lastName: "Wekesa",
      phone: "+254794218650",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-011: a teacher's old CV",
    says: ["I'm a teacher and my CV is old, can you redo it?", "Joseph Kiptoo", "0715 837 204"],
    expect: {
      firstName: "Joseph",
      lastName: "Kiptoo",
      phone: "+254715837204",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-012: an application letter for an NGO in Garissa",
    says: [
      "I need an application letter for an NGO job in Garissa",
      "Abdullahi Hussein",
      "0727 904 318",
    ],
    expect: {
      firstName: "Abdullahi",
      lastName: "Hussein",
      phone: "+254727904318",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b27-013: a business plan for a poultry farm",
    says: ["I need a business plan for a poultry farm", "Jane Wairimu", "0729 446 170"],
    expect: {
      firstName: "Jane",
      lastName: "Wairimu",
      phone: "+254729446170",
      services: ["Business Writing"],
    },
  },
  {
    name: "b27-014: editing a youth network's annual report",
    says: [
      "Please edit our annual report before we print it",
      "Martin Ochieng, Lake Basin Youth Network",
      "m.ochieng@lbyn.or.ke",
    ],
    expect: {
      firstName: "Martin",
      lastName: "Ochieng",
      email: "m.ochieng@lbyn.or.ke",
      company: "Lake Basin Youth Network",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b27-015: a mock interview after failed interviews",
    says: ["I'd like a mock interview, I keep failing interviews", "Purity Kawira", "0741 592 083"],
    expect: {
      firstName: "Purity",
      lastName: "Kawira",
      phone: "+254741592083",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b27-016: a LinkedIn headline and About section",
    says: [
      "Help me with my LinkedIn headline and About section",
      "Stephen Mutiso",
      "stephen.mutiso@outlook.com",
    ],
    expect: {
      firstName: "Stephen",
      lastName: "Mutiso",
      email: "stephen.mutiso@outlook.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b27-017: a grant proposal for a water project",
    says: [
      "We are writing a grant proposal for a water project and need help",
      "Beatrice Chepngetich, Kerio Valley Water Project",
      "0722 609 384",
    ],
    expect: {
      firstName: "Beatrice",
      lastName: "Chepngetich",
      phone: "+254722609384",
      company: "Kerio Valley Water Project",
      services: ["Business Writing"],
    },
  },
  {
    name: "b27-018: stress management for a hospital's nurses",
    says: [
      "Stress management training for our nurses",
      "Anne Muthoni from Thika Level 5 Hospital",
      "0724 718 530",
    ],
    expect: {
      firstName: "Anne",
      lastName: "Muthoni",
      phone: "+254724718530",
      company: "Thika Level 5 Hospital",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b27-019: from banking to IT",
    says: [
      "I want to change careers from banking to IT, can you guide me?",
      "Victor Langat",
      "0710 552 963",
    ],
    expect: {
      firstName: "Victor",
      lastName: "Langat",
      phone: "+254710552963",
      services: ["Professional Development"],
    },
  },
  {
    name: "b27-020: a chef's CV for the coast",
    says: [
      "CV for a chef, I want to work in the hotels in Diani",
      "Athumani Mwinyi",
      "0725 381 740",
    ],
    expect: {
      firstName: "Athumani",
      lastName: "Mwinyi",
      phone: "+254725381740",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-021: a covering letter for a nursing post",
    says: [
      "Please write me a covering letter for a nursing position at Aga Khan",
      "Rachel Njeri",
      "rachel.njeri@gmail.com",
    ],
    expect: {
      firstName: "Rachel",
      lastName: "Njeri",
      email: "rachel.njeri@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b27-022: an oral interview with the Public Service Commission",
    says: [
      "I've been called for an oral interview with the Public Service Commission",
      "Evans Kibet",
      "0731 480 625",
    ],
    expect: {
      firstName: "Evans",
      lastName: "Kibet",
      phone: "+254731480625",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b27-023: a journal paper's grammar",
    says: [
      "I need my research paper checked for grammar before I send it to a journal",
      "Sharon Akinyi",
      "sharon.akinyi@uonbi.ac.ke",
    ],
    expect: {
      firstName: "Sharon",
      lastName: "Akinyi",
      email: "sharon.akinyi@uonbi.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b27-024: a stationery tender",
    says: [
      "We want help preparing a tender for supplying stationery to schools",
      "Daniel Karanja, Karanja Stationers",
      "0718 203 957",
    ],
    expect: {
      firstName: "Daniel",
      lastName: "Karanja",
      phone: "+254718203957",
      company: "Karanja Stationers",
      services: ["Business Writing"],
    },
  },
  {
    name: "b27-025: a motivational talk for an agrovet's sales team",
    says: [
      "We need a motivational talk for our sales team",
      "Caroline Wanjiku, Mavuno Agrovet",
      "0722 845 190",
    ],
    expect: {
      firstName: "Caroline",
      lastName: "Wanjiku",
      phone: "+254722845190",
      company: "Mavuno Agrovet",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b27-026: a mother asks for a school leaver",
    says: [
      "My daughter finished form four and doesn't know what to do, do you have anything for school leavers?",
      "Elizabeth Moraa",
      "0728 560 413",
    ],
    expect: {
      firstName: "Elizabeth",
      lastName: "Moraa",
      phone: "+254728560413",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b27-027: mentorship towards leadership",
    says: ["I need mentorship to grow into a leadership role", "Kevin Ouma", "0704 921 386"],
    expect: {
      firstName: "Kevin",
      lastName: "Ouma",
      phone: "+254704921386",
      services: ["Professional Development"],
    },
  },
  {
    name: "b27-028: an electrician's CV makeover",
    says: ["My CV needs a makeover, I'm an electrician", "Francis Wafula", "0713 604 279"],
    expect: {
      firstName: "Francis",
      lastName: "Wafula",
      phone: "+254713604279",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-029: optimise my LinkedIn",
    says: ["Optimise my LinkedIn please", "Tabitha Nduta", "tabitha.nduta@gmail.com"],
    expect: {
      firstName: "Tabitha",
      lastName: "Nduta",
      email: "tabitha.nduta@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b27-030: a motivation letter for a scholarship",
    says: [
      "I need a motivation letter for a scholarship application",
      "Brenda Jeptoo",
      "0746 215 908",
    ],
    expect: {
      firstName: "Brenda",
      lastName: "Jeptoo",
      phone: "+254746215908",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b27-031: a virtual interview with a UN agency",
    says: [
      "Interview prep for a virtual interview with a UN agency",
      "Ahmed Noor",
      "ahmed.noor@gmail.com",
    ],
    expect: {
      firstName: "Ahmed",
      lastName: "Noor",
      email: "ahmed.noor@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b27-032: proofreading a novel",
    says: ["I've written a novel and I need it proofread", "Lydia Kemunto", "0720 357 814"],
    expect: {
      firstName: "Lydia",
      lastName: "Kemunto",
      phone: "+254720357814",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b27-033: an HR policy manual for a bakery",
    says: [
      "We need an HR policy manual written for our company",
      "Simon Macharia, Tamu Bakers Ltd",
      "0735 619 042",
    ],
    expect: {
      firstName: "Simon",
      lastName: "Macharia",
      phone: "+254735619042",
      company: "Tamu Bakers Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b27-034: an assertiveness workshop for tea growers' admin staff",
    says: [
      "A half-day assertiveness workshop for our admin staff",
      "Gladys Chelangat from Nandi Tea Growers",
      "0723 498 617",
    ],
    expect: {
      firstName: "Gladys",
      lastName: "Chelangat",
      phone: "+254723498617",
      company: "Nandi Tea Growers",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b27-035: internship readiness for campus students",
    says: [
      "Are there internship readiness classes for campus students?",
      "Kelvin Mugo",
      "0797 340 215",
    ],
    expect: {
      firstName: "Kelvin",
      lastName: "Mugo",
      phone: "+254797340215",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b27-036: career advice before moving abroad",
    says: [
      "I want career advice, I'm thinking of moving abroad for work",
      "Ruth Wanjala",
      "0717 283 946",
    ],
    expect: {
      firstName: "Ruth",
      lastName: "Wanjala",
      phone: "+254717283946",
      services: ["Professional Development"],
    },
  },
  {
    name: "b27-037: a CV for a security guard job",
    says: ["I want a CV for a security guard job", "Julius Mutai", "0711 730 458"],
    expect: {
      firstName: "Julius",
      lastName: "Mutai",
      phone: "+254711730458",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-038: a receptionist's application letter",
    says: [
      "Write me a job application letter for a receptionist post",
      "Sylvia Auma",
      "0748 165 302",
    ],
    expect: {
      firstName: "Sylvia",
      lastName: "Auma",
      phone: "+254748165302",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b27-039: a LinkedIn with no views",
    says: ["My LinkedIn gets no views, can you help?", "Edwin Kirui", "edwin.kirui@gmail.com"],
    expect: {
      firstName: "Edwin",
      lastName: "Kirui",
      email: "edwin.kirui@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b27-040: a panel at a power generator",
    says: ["I need interview coaching before a panel at KenGen", "Hellen Wambura", "0726 904 157"],
    expect: {
      firstName: "Hellen",
      lastName: "Wambura",
      phone: "+254726904157",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b27-041: an 80-page dissertation",
    says: [
      "Proofread my dissertation, it's 80 pages",
      "George Oduor",
      "george.oduor@students.mu.ac.ke",
    ],
    expect: {
      firstName: "George",
      lastName: "Oduor",
      email: "george.oduor@students.mu.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b27-042: a concept note for a donor",
    says: [
      "Need a concept note written for a donor",
      "Mohamed Farah, Tana River Pastoralists Initiative",
      "0729 618 043",
    ],
    expect: {
      firstName: "Mohamed",
      lastName: "Farah",
      phone: "+254729618043",
      company: "Tana River Pastoralists Initiative",
      services: ["Business Writing"],
    },
  },
  {
    name: "b27-043: time management training for a dairy co-operative",
    says: [
      "Do you do staff training on time management?",
      "Josephine Mumbi, Kiambu Dairy Farmers Co-operative",
      "0722 174 593",
    ],
    expect: {
      firstName: "Josephine",
      lastName: "Mumbi",
      phone: "+254722174593",
      company: "Kiambu Dairy Farmers Co-operative",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b27-044: a first job programme for graduates",
    says: [
      "Is there a first job programme for recent graduates?",
      "Hillary Cheruiyot",
      "0790 481 236",
    ],
    expect: {
      firstName: "Hillary",
      lastName: "Cheruiyot",
      phone: "+254790481236",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b27-045: personal branding for a lawyer",
    says: [
      "Personal branding coaching for me, I'm a lawyer",
      "Irene Wamaitha",
      "irene.wamaitha@gmail.com",
    ],
    expect: {
      firstName: "Irene",
      lastName: "Wamaitha",
      email: "irene.wamaitha@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b27-046: a pharmacist's resume",
    says: ["Please update my resume, I'm a pharmacist", "Lawrence Mwenda", "0712 935 604"],
    expect: {
      firstName: "Lawrence",
      lastName: "Mwenda",
      phone: "+254712935604",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-047: a cover letter for a sales rep job",
    says: ["Cover letter for a sales rep job at Coca-Cola", "Monica Nekesa", "0743 802 619"],
    expect: {
      firstName: "Monica",
      lastName: "Nekesa",
      phone: "+254743802619",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b27-048: a Zoom interview on Friday",
    says: ["Help me prepare for a Zoom interview on Friday", "Isaac Maina", "0719 364 520"],
    expect: {
      firstName: "Isaac",
      lastName: "Maina",
      phone: "+254719364520",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b27-049: copy editing blog articles",
    says: [
      "I need copy editing for my blog articles before I publish them",
      "Priscilla Wangui",
      "0727 543 086",
    ],
    expect: {
      firstName: "Priscilla",
      lastName: "Wangui",
      phone: "+254727543086",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b27-050: a monthly members' newsletter",
    says: [
      "We want a newsletter for our members written every month",
      "Anthony Kioko, Kitui Teachers Welfare Association",
      "0734 902 617",
    ],
    expect: {
      firstName: "Anthony",
      lastName: "Kioko",
      phone: "+254734902617",
      company: "Kitui Teachers Welfare Association",
      services: ["Business Writing"],
    },
  },
  {
    name: "b27-051: customer service for a resort in Naivasha",
    says: [
      "Customer service training for our hotel staff in Naivasha",
      "Veronica Njambi, Lakeview Resort",
      "0725 418 930",
    ],
    expect: {
      firstName: "Veronica",
      lastName: "Njambi",
      phone: "+254725418930",
      company: "Lakeview Resort",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b27-052: career readiness for a church youth group",
    says: [
      "A youth career readiness programme for the young people in our fellowship",
      "Eunice Kagendo",
      "0715 206 849",
    ],
    expect: {
      firstName: "Eunice",
      lastName: "Kagendo",
      phone: "+254715206849",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b27-053: career guidance for a clerk of ten years",
    says: [
      "I need career guidance, I've been a clerk for 10 years",
      "Wilson Mbithi",
      "0702 813 475",
    ],
    expect: {
      firstName: "Wilson",
      lastName: "Mbithi",
      phone: "+254702813475",
      services: ["Professional Development"],
    },
  },
  {
    name: "b27-054: a procurement officer's CV revamp",
    says: ["CV revamp for a procurement officer", "Rebecca Anyango", "rebecca.anyango@gmail.com"],
    expect: {
      firstName: "Rebecca",
      lastName: "Anyango",
      email: "rebecca.anyango@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-055: linked in, two words",
    says: ["Could you do my linked in profile", "Patrick Njuguna", "0722 460 793"],
    expect: {
      firstName: "Patrick",
      lastName: "Njuguna",
      phone: "+254722460793",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b27-056: a letter of application for a TSC post",
    says: [
      "I need a letter of application for a teaching job with TSC",
      "Milkah Jebet",
      "0748 930 216",
    ],
    expect: {
      firstName: "Milkah",
      lastName: "Jebet",
      phone: "+254748930216",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b27-057: an aptitude interview at a bank",
    says: ["Aptitude interview coming up at a bank, please help", "Felix Omondi", "0736 215 480"],
    expect: {
      firstName: "Felix",
      lastName: "Omondi",
      phone: "+254736215480",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b27-058: an engineer gives phone and email",
    says: [
      "CV for an engineer, 6 years experience",
      "Eric Wainaina",
      "0721 098 536, eric.wainaina@gmail.com",
    ],
    expect: {
      firstName: "Eric",
      lastName: "Wainaina",
      phone: "+254721098536",
      email: "eric.wainaina@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-059: a quantity surveyor's CV",
    says: [
      "Hi, I'm a quantity surveyor in Nakuru and I'd like a new CV",
      "Alice Chepkurui",
      "0709 371 254",
    ],
    expect: {
      firstName: "Alice",
      lastName: "Chepkurui",
      phone: "+254709371254",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-060: a company profile for a printing firm",
    says: [
      "Good afternoon, our printing firm needs a company profile for new clients",
      "Hezron Mogaka, Kisii Print Works",
      "0720 694 318",
    ],
    expect: {
      firstName: "Hezron",
      lastName: "Mogaka",
      phone: "+254720694318",
      company: "Kisii Print Works",
      services: ["Business Writing"],
    },
  },
  {
    name: "b27-061: an interview for a cabin crew job",
    says: [
      "I'm shortlisted for a cabin crew interview with Kenya Airways, can you coach me?",
      "Stacy Wanjiru",
      "stacy.wanjiru@gmail.com",
    ],
    expect: {
      firstName: "Stacy",
      lastName: "Wanjiru",
      email: "stacy.wanjiru@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b27-062: a retired teacher's memoir",
    says: [
      "I'm a retired teacher in Kakamega and I'd like my memoir proofread",
      "Jackson Shikuku",
      "0733 127 604",
    ],
    expect: {
      firstName: "Jackson",
      lastName: "Shikuku",
      phone: "+254733127604",
      services: ["Editing & Proofreading"],
    },
  },

  {
    name: "b27-063: a CV for a hotel housekeeper",
    says: [
      "I work in housekeeping at a hotel in Nanyuki and I need a better CV",
      "Christine Muthoni",
      "0727 806 142",
    ],
    expect: {
      firstName: "Christine",
      lastName: "Muthoni",
      phone: "+254727806142",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-064: a cover letter for a county ECDE post",
    says: [
      "Please help me write a cover letter for an ECDE teacher post in Bomet",
      "Nancy Chebet",
      "0798 254 631",
    ],
    expect: {
      firstName: "Nancy",
      lastName: "Chebet",
      phone: "+254798254631",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b27-065: LinkedIn for an IT support officer",
    says: [
      "I'm in IT support and I'd like my LinkedIn profile improved",
      "Duncan Kamotho",
      "duncan.kamotho@gmail.com",
    ],
    expect: {
      firstName: "Duncan",
      lastName: "Kamotho",
      email: "duncan.kamotho@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b27-066: an interview at a water company",
    says: [
      "I have an interview with Nairobi Water on Tuesday, can you prepare me?",
      "Caleb Ndung'u",
      "0714 592 368",
    ],
    expect: {
      firstName: "Caleb",
      lastName: "Ndung'u",
      phone: "+254714592368",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b27-067: proofreading a funding report",
    says: [
      "Can you proofread a 30-page report we are sending to our funder?",
      "Phyllis Atieno, Kibera Girls Football Initiative",
      "0705 418 276",
    ],
    expect: {
      firstName: "Phyllis",
      lastName: "Atieno",
      phone: "+254705418276",
      company: "Kibera Girls Football Initiative",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b27-068: a business plan for a car wash",
    says: [
      "I want a business plan for a car wash I'm starting in Thika",
      "Samwel Githae",
      "0722 759 021",
    ],
    expect: {
      firstName: "Samwel",
      lastName: "Githae",
      phone: "+254722759021",
      services: ["Business Writing"],
    },
  },
  {
    name: "b27-069: team building for a courier company",
    says: [
      "We'd like a team building day for our 40 riders and office staff",
      "Judith Wangeci, Haraka Couriers",
      "0736 940 185",
    ],
    expect: {
      firstName: "Judith",
      lastName: "Wangeci",
      phone: "+254736940185",
      company: "Haraka Couriers",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b27-070: a graduate looking for an internship",
    says: [
      "I just graduated in economics and I'm looking for an internship, can you help?",
      "Mitchelle Awino",
      "0741 683 590",
    ],
    expect: {
      firstName: "Mitchelle",
      lastName: "Awino",
      phone: "+254741683590",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b27-071: coaching for a nurse aiming at management",
    says: [
      "I'm a nurse and I want coaching for a promotion to nursing officer in charge",
      "Everlyne Kerubo",
      "0721 372 604",
    ],
    expect: {
      firstName: "Everlyne",
      lastName: "Kerubo",
      phone: "+254721372604",
      services: ["Professional Development"],
    },
  },
  {
    name: "b27-072: a CV for a mechanic going to Qatar",
    says: ["I'm a mechanic and need a CV for jobs in Qatar", "Harun Waweru", "0702 961 437"],
    expect: {
      firstName: "Harun",
      lastName: "Waweru",
      phone: "+254702961437",
      services: ["CV Writing"],
    },
  },

  // Harder: long life stories.
  {
    name: "b27-073: life story, a civil engineer passed over twice (English)",
    says: [storyEnglish],
    expect: {
      firstName: "Nathaniel",
      lastName: "Ouma Adongo",
      phone: "+254722815406",
      services: ["Professional Development"],
    },
  },
  {
    name: "b27-074: life story, a Kitale market trader needs a business plan (Swahili)",
    says: [storySwahili],
    expect: {
      firstName: "Mwanaidi",
      lastName: "Chepkorir Sang",
      phone: "+254712936285",
      services: ["Business Writing"],
    },
  },
  {
    name: "b27-075: life story, a Kayole waiter's first CV (Sheng)",
    says: [storySheng],
    expect: {
      firstName: "Travis",
      lastName: "Kamande",
      phone: "+254791406238",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-076: life story, a Machakos nurse heading to the UK (Swahili-English)",
    says: [storyNurse],
    expect: {
      firstName: "Winfred",
      lastName: "Mwikali Musyoka",
      phone: "+254703285914",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b27-077: life story, a nursing home's HR head and patients' complaints",
    says: [storyHospital],
    expect: {
      firstName: "Consolata",
      lastName: "Jerop Kimaiyo",
      phone: "+254724160583",
      email: "hr@upendonursinghome.co.ke",
      company: "Upendo Nursing Home & Maternity",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b27-078: life story, a Nyeri pastor's book on marriage",
    says: [storyPastor],
    expect: {
      firstName: "Ephantus",
      lastName: "Gichuru Wachira",
      phone: "+254721530867",
      email: "ephantus.wachira@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b27-079: life story, a Likoni mother and her son after KCSE (Swahili-English)",
    says: [storyMother],
    expect: {
      firstName: "Saida",
      lastName: "Mwanasiti Bakari",
      phone: "+254733519260",
      services: ["Youth Programs"],
    },
  },

  // Harder: Sheng and Swahili-English.
  {
    name: "b27-080: Swahili-English, a bank interview on Monday, hyphenated phone",
    says: [
      "Niko na interview ya bank Monday, nisaidie kujipanga",
      "Naitwa Wanjiru Kamau",
      "0722-154-398",
    ],
    expect: {
      firstName: "Wanjiru",
      lastName: "Kamau",
      phone: "+254722154398",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b27-081: Sheng, tired of sending CVs, 254 without plus",
    says: [
      "Form ni gani, nataka CV ya maana juu nimechoka kutuma bila kuitwa",
      "Mi ni Otis Mwaura",
      "namba ni 254799620347",
    ],
    expect: {
      firstName: "Otis",
      lastName: "Mwaura",
      phone: "+254799620347",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-082: Swahili, a letter for a cashier job, an 011 number",
    says: [
      "Nataka barua ya kuomba kazi ya cashier kwa supermarket",
      "Jina langu ni Halima Said",
      "0114 382 957",
    ],
    expect: {
      firstName: "Halima",
      lastName: "Said",
      phone: "+254114382957",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b27-083: Sheng, LinkedIn so recruiters notice, brackets",
    says: [
      "Bro nataka LinkedIn yangu ikae fiti recruiters wanicheki",
      "Ni Tevin Gachoka",
      "(0768) 305142",
    ],
    expect: {
      firstName: "Tevin",
      lastName: "Gachoka",
      phone: "+254768305142",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b27-084: Swahili-English, customer care for a beauty spa",
    says: [
      "Tunahitaji training ya customer care kwa staff wetu, ni kama 15",
      "Salome Nyaboke wa Nyaboke Beauty & Spa",
      "0727318045",
    ],
    expect: {
      firstName: "Salome",
      lastName: "Nyaboke",
      phone: "+254727318045",
      company: "Nyaboke Beauty & Spa",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b27-085: Sheng, a campus project's grammar, typo in naitwa",
    says: [
      "Nimemaliza project yangu ya campo, naomba mtu aicheki grammar",
      "Naitwaa Jeff Kiprotich",
      "0757 209 486",
    ],
    expect: {
      firstName: "Jeff",
      lastName: "Kiprotich",
      phone: "+254757209486",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b27-086: Swahili, advice for a promotion, three-word name",
    says: [
      "Nataka ushauri wa kikazi, nataka kupanda cheo",
      "Mimi ni Bakari Mohamed Ali",
      "simu 0722-390-164",
    ],
    expect: {
      firstName: "Bakari",
      lastName: "Mohamed Ali",
      phone: "+254722390164",
      services: ["Professional Development"],
    },
  },
  {
    name: "b27-087: Sheng, a younger brother after form four, phone split",
    says: [
      "Bro yangu mdogo amemaliza form four, mko na program ya vijana?",
      "Mimi ni Nelly Wanjohi",
      "0710 648",
      "293",
    ],
    expect: {
      firstName: "Nelly",
      lastName: "Wanjohi",
      phone: "+254710648293",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b27-088: Swahili-English, a transport company profile, (K) Ltd",
    says: [
      "Tunataka company profile ya biashara yetu ya transport",
      "Omar Shariff, Pwani Movers (K) Ltd",
      "0733 806 152",
    ],
    expect: {
      firstName: "Omar",
      lastName: "Shariff",
      phone: "+254733806152",
      company: "Pwani Movers (K) Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b27-089: Sheng, a mock before a telco interview",
    says: [
      "Nimeitwa interview Safaricom next week, nataka mock",
      "Ni mimi Shadrack Kimathi",
      "0113 470 926",
    ],
    expect: {
      firstName: "Shadrack",
      lastName: "Kimathi",
      phone: "+254113470926",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b27-090: Swahili, a mechanic's CV, three-word name",
    says: [
      "Naomba msaada wa CV, mimi ni fundi wa magari",
      "Naitwa Juma Hamisi Mwakio",
      "0721 558 903",
    ],
    expect: {
      firstName: "Juma",
      lastName: "Hamisi Mwakio",
      phone: "+254721558903",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-091: Swahili-English, a cover letter and a CV, both",
    says: ["Nataka cover letter na CV pia, zote mbili", "Fatuma Kerubo", "fatuma.kerubo@gmail.com"],
    expect: {
      firstName: "Fatuma",
      lastName: "Kerubo",
      email: "fatuma.kerubo@gmail.com",
      services: ["Cover Letters", "CV Writing"],
    },
  },
  {
    name: "b27-092: Sheng, riders of a boda SACCO need training",
    says: [
      "Tuko na SACCO ya boda, tunataka training ya safety na customer care for the riders",
      "Ni mimi Kamau Ng'ang'a, Boda Bora Riders SACCO",
      "0722 701 385",
    ],
    expect: {
      firstName: "Kamau",
      lastName: "Ng'ang'a",
      phone: "+254722701385",
      company: "Boda Bora Riders SACCO",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b27-093: Swahili-English, stuck in one position, typo naitw",
    says: [
      "Nimekuwa kwa same position for 8 years, I need career coaching",
      "Naitw Lucas Ombati",
      "0745 982 031",
    ],
    expect: {
      firstName: "Lucas",
      lastName: "Ombati",
      phone: "+254745982031",
      services: ["Professional Development"],
    },
  },
  {
    name: "b27-094: Sheng, a hustler wants LinkedIn and a CV",
    says: [
      "Maze nataka CV mpya na pia LinkedIn ikae poa, niko kwa sales",
      "Ni Dancan Oyugi",
      "07 40 61 38 25",
    ],
    expect: {
      firstName: "Dancan",
      lastName: "Oyugi",
      phone: "+254740613825",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },

  // Harder: requests only by purpose.
  {
    name: "b27-095: purpose, something to go with the application, capitals in the email",
    says: [
      "I need something to go with my application that explains why I'm the right person",
      "Catherine Mbugua",
      "Catherine.Mbugua@Gmail.com",
    ],
    expect: {
      firstName: "Catherine",
      lastName: "Mbugua",
      email: "catherine.mbugua@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b27-096: purpose, get ready for the panel, 254 with spaces",
    says: ["Help me get ready for the panel, it's on Thursday", "Dominic Kyalo", "254 795 104 863"],
    expect: {
      firstName: "Dominic",
      lastName: "Kyalo",
      phone: "+254795104863",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b27-097: purpose, the paper that lists my work history, name in capitals",
    says: [
      "The paper that lists my work history and education is a mess, please make me a proper one",
      "NICHOLAS BARASA",
      "0729 864 301",
    ],
    expect: {
      firstName: "Nicholas",
      lastName: "Barasa",
      phone: "+254729864301",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-098: purpose, found by recruiters on the professional site",
    says: [
      "I want recruiters to find me when they search on that professional networking site",
      "Gloria Mukami",
      "gloria.m.mukami@gmail.com",
    ],
    expect: {
      firstName: "Gloria",
      lastName: "Mukami",
      email: "gloria.m.mukami@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b27-099: purpose, checking mistakes before graduate school",
    says: [
      "Someone to go through my 120 pages of research and check the mistakes before I submit to the graduate school",
      "Mr. Alfred Ngetich",
      "0720 461 937",
    ],
    expect: {
      firstName: "Alfred",
      lastName: "Ngetich",
      phone: "+254720461937",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b27-100: purpose, win a county supply contract, & in the company",
    says: [
      "We want to win a county supply contract and need the papers prepared",
      "Rosemary Akello, Akello & Daughters Enterprises",
      "0731 906 248",
    ],
    expect: {
      firstName: "Rosemary",
      lastName: "Akello",
      phone: "+254731906248",
      company: "Akello & Daughters Enterprises",
      services: ["Business Writing"],
    },
  },
  {
    name: "b27-101: purpose, a session on difficult customers for a pharmacy",
    says: [
      "A session for my team on how to handle difficult customers",
      "Benson Muriithi, Muriithi Pharmacy",
      "0724 615 309",
    ],
    expect: {
      firstName: "Benson",
      lastName: "Muriithi",
      phone: "+254724615309",
      company: "Muriithi Pharmacy",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b27-102: purpose, what my next step should be, three-word name",
    says: [
      "I want to know what my next step at work should be, I feel I have stagnated",
      "Teresia Wangechi Kahiga",
      "0702 538 194",
    ],
    expect: {
      firstName: "Teresia",
      lastName: "Wangechi Kahiga",
      phone: "+254702538194",
      services: ["Professional Development"],
    },
  },

  // Harder: two or three services in one message.
  {
    name: "b27-103: a CV and a cover letter for logistics",
    says: ["I need a CV and a cover letter for a logistics job", "Elvis Kiprop", "0716 902 473"],
    expect: {
      firstName: "Elvis",
      lastName: "Kiprop",
      phone: "+254716902473",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b27-104: CV, LinkedIn and interview prep, plus in the email",
    says: [
      "CV, LinkedIn and interview prep, the whole package",
      "Maureen Achieng",
      "maureen.achieng+jobs@gmail.com",
    ],
    expect: {
      firstName: "Maureen",
      lastName: "Achieng",
      email: "maureen.achieng+jobs@gmail.com",
      services: ["CV Writing", "LinkedIn Optimization", "Interview Coaching"],
    },
  },
  {
    name: "b27-105: a SACCO's strategic plan edited and its board trained",
    says: [
      "Please edit our strategic plan and also train our board on governance",
      "Samson Kinyua, Tujenge Women SACCO Society Ltd",
      "0722 348 915",
    ],
    expect: {
      firstName: "Samson",
      lastName: "Kinyua",
      phone: "+254722348915",
      company: "Tujenge Women SACCO Society Ltd",
      services: ["Editing & Proofreading", "Corporate Training"],
    },
  },
  {
    name: "b27-106: LinkedIn and coaching into consulting, Dr.",
    says: [
      "LinkedIn profile and career coaching, I'm moving into consulting",
      "Dr. Yvonne Nzisa",
      "0721 806 537",
    ],
    expect: {
      firstName: "Yvonne",
      lastName: "Nzisa",
      phone: "+254721806537",
      services: ["LinkedIn Optimization", "Professional Development"],
    },
  },
  {
    name: "b27-107: a cover letter and interview practice for a county job",
    says: [
      "Cover letter plus interview practice for a job at the county",
      "Janet Cheptoo",
      "0113 952 604",
    ],
    expect: {
      firstName: "Janet",
      lastName: "Cheptoo",
      phone: "+254113952604",
      services: ["Cover Letters", "Interview Coaching"],
    },
  },

  // Harder: declined, postponed, replaced.
  {
    name: "b27-108: a CV replaced by a cover letter",
    says: [
      "I want a CV",
      "Actually no, my CV is fine, I need a cover letter instead",
      "Derrick Owino",
      "0719 620 485",
    ],
    expect: {
      firstName: "Derrick",
      lastName: "Owino",
      phone: "+254719620485",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b27-109: LinkedIn dropped, the CV kept",
    says: [
      "CV and LinkedIn please",
      "Sorry, forget the LinkedIn, just the CV for now",
      "Pamela Nyokabi",
      "0725 916 340",
    ],
    expect: {
      firstName: "Pamela",
      lastName: "Nyokabi",
      phone: "+254725916340",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-110: the CV postponed, the interview first, a name that is a word",
    says: [
      "I need interview coaching and a new CV",
      "The CV can wait until next month, let's do the interview first",
      "Job Mwangangi",
      "0733 491 062",
    ],
    expect: {
      firstName: "Job",
      lastName: "Mwangangi",
      phone: "+254733491062",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b27-111: training put off, a company profile first",
    says: [
      "Training for our staff on teamwork",
      "Wait, the board says the training can wait till next year, we need a company profile first",
      "Norah Kathambi, Meru Greens Horticulture Ltd",
      "0748 203 615",
    ],
    expect: {
      firstName: "Norah",
      lastName: "Kathambi",
      phone: "+254748203615",
      company: "Meru Greens Horticulture Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b27-112: Swahili, the cover letter declined",
    says: [
      "Nataka CV na cover letter",
      "Cover letter hapana, nitajiandikia mwenyewe",
      "Naitwa Zakayo Kirimi",
      "0722 415 860",
    ],
    expect: {
      firstName: "Zakayo",
      lastName: "Kirimi",
      phone: "+254722415860",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-113: a thesis replaced by a business proposal",
    says: [
      "Proofreading for my thesis",
      "Sorry, I meant my business proposal, I need it written properly, not the thesis",
      "Ezekiel Mokaya",
      "ezekiel.mokaya@gmail.com",
    ],
    expect: {
      firstName: "Ezekiel",
      lastName: "Mokaya",
      email: "ezekiel.mokaya@gmail.com",
      services: ["Business Writing"],
    },
  },

  // Harder: a field refused twice.
  {
    name: "b27-114: the phone refused twice, then an email",
    says: [
      "I need a CV",
      "Ronald Chege",
      "I'd rather not give my number",
      "No, no phone please",
      "You can email me at ronald.chege@gmail.com",
    ],
    expect: {
      firstName: "Ronald",
      lastName: "Chege",
      email: "ronald.chege@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-115: the name refused twice",
    says: [
      "Interview coaching for a job at a hospital",
      "I'd prefer not to say my name",
      "Just call me, no name",
      "0712 604 835",
    ],
    expect: { phone: "+254712604835", services: ["Interview Coaching"] },
  },
  {
    name: "b27-116: no email, twice, then a phone (Swahili-English)",
    says: [
      "Cover letter for a hotel job",
      "Mwanajuma Rashid",
      "I don't use email",
      "Sina email kabisa",
      "Nipigie 0728 193 406",
    ],
    expect: {
      firstName: "Mwanajuma",
      lastName: "Rashid",
      phone: "+254728193406",
      services: ["Cover Letters"],
    },
  },

  // Harder: answers to questions not asked, very short replies.
  {
    name: "b27-117: a budget and a town before the name",
    says: [
      "CV writing",
      "I'm in Eldoret and my budget is around two thousand shillings",
      "Name is Calvin Kipngeno",
      "0724 903 518",
    ],
    expect: {
      firstName: "Calvin",
      lastName: "Kipngeno",
      phone: "+254724903518",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-118: years of experience and free hours before the name",
    says: [
      "I want LinkedIn optimization",
      "I have seven years in supply chain and I'm free after 5pm",
      "Scholastica Nduku",
      "scholastica.nduku@yahoo.com",
    ],
    expect: {
      firstName: "Scholastica",
      lastName: "Nduku",
      email: "scholastica.nduku@yahoo.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b27-119: group size and month before the company",
    says: [
      "Training",
      "It's for 40 people in Nakuru, in January",
      "Titus Kamau, Rift Valley Bottlers",
      "0722 938 601",
    ],
    expect: {
      firstName: "Titus",
      lastName: "Kamau",
      phone: "+254722938601",
      company: "Rift Valley Bottlers",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b27-120: short, cv and a lowercase first name",
    says: ["cv", "tom", "0722 316 049"],
    expect: { firstName: "Tom", phone: "+254722316049", services: ["CV Writing"] },
  },
  {
    name: "b27-121: short, interview and one name",
    says: ["interview", "Ann", "0711 845 270"],
    expect: { firstName: "Ann", phone: "+254711845270", services: ["Interview Coaching"] },
  },
  {
    name: "b27-122: short, proofreading and a nickname",
    says: ["proofreading", "Zeddy", "0741 305 962"],
    expect: { firstName: "Zeddy", phone: "+254741305962", services: ["Editing & Proofreading"] },
  },

  // Harder: phones, emails, names and organisations.
  {
    name: "b27-123: a corrected number, a name with emoji",
    says: [
      "Cover letter for a job at a bank please",
      "Achieng Odhiambo 😊",
      "0710 372 859",
      "Sorry, wrong number, it's 0710 372 895",
    ],
    expect: {
      firstName: "Achieng",
      lastName: "Odhiambo",
      phone: "+254710372895",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b27-124: a UK number, a typo in my name is",
    says: [
      "I'm a care worker in Leicester and I want my CV done for jobs back home",
      "my nme is Quincy Oloo",
      "+44 7700 900 615",
    ],
    expect: {
      firstName: "Quincy",
      lastName: "Oloo",
      phone: "+447700900615",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-125: a US number, Eng., coming home",
    says: [
      "I'm moving back to Kenya after ten years in Houston and need career coaching for the local market",
      "Eng. Desmond Ochola",
      "+1 (202) 555-0148",
    ],
    expect: {
      firstName: "Desmond",
      lastName: "Ochola",
      phone: "+12025550148",
      services: ["Professional Development"],
    },
  },
  {
    name: "b27-126: a Tanzanian number, Swahili, naitwaga",
    says: [
      "Niko Arusha lakini nataka kazi Nairobi, naomba mnisaidie na barua ya kuomba kazi",
      "Naitwaga Pendo Mwikali",
      "+255 754 318 902",
    ],
    expect: {
      firstName: "Pendo",
      lastName: "Mwikali",
      phone: "+255754318902",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b27-127: 00254, a four-word name",
    says: [
      "Please help me with interview preparation for a county health job",
      "Mary Wanjiku Wambui Kariuki",
      "00254 722 564 013",
    ],
    expect: {
      firstName: "Mary",
      lastName: "Wanjiku Wambui Kariuki",
      phone: "+254722564013",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b27-128: digits in pairs, a three-word name in capitals",
    says: ["I NEED A CV FOR A FARM MANAGER JOB", "ONESMUS KIPLAGAT KOECH", "0727 40 51 93"],
    expect: {
      firstName: "Onesmus",
      lastName: "Kiplagat Koech",
      phone: "+254727405193",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-129: a pastor, a church with a comma, a mistyped gmail",
    says: [
      "Our church wants a programme to prepare our young people for jobs and campus",
      "Pastor Elijah Kimutai, Deliverance Church, Kitengela",
      "elijah.kimutai@gmial.com",
    ],
    expect: {
      firstName: "Elijah",
      lastName: "Kimutai",
      email: "elijah.kimutai@gmail.com",
      company: "Deliverance Church, Kitengela",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b27-130: a lowercase name that is a word, yahoo.con",
    says: ["i need my linkedin redone", "lavender atieno", "lavender.atieno@yahoo.con"],
    expect: {
      firstName: "Lavender",
      lastName: "Atieno",
      email: "lavender.atieno@yahoo.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b27-131: a sister from a St. mission hospital, hotmial",
    says: [
      "We need a workshop on teamwork for our ward staff",
      "Sister Immaculate Nyaga, St. Joseph's Mission Hospital",
      "immaculate.nyaga@hotmial.com",
    ],
    expect: {
      firstName: "Immaculate",
      lastName: "Nyaga",
      email: "immaculate.nyaga@hotmail.com",
      company: "St. Joseph's Mission Hospital",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b27-132: a county department, +254 with hyphens",
    says: [
      "Training for our extension officers on report writing and communication",
      "Roselyne Ambani, County Government of Kakamega, Department of Agriculture",
      "+254-798-160-427",
    ],
    expect: {
      firstName: "Roselyne",
      lastName: "Ambani",
      phone: "+254798160427",
      company: "County Government of Kakamega, Department of Agriculture",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b27-133: a St. school's career day, a name that is a word",
    says: [
      "Career readiness sessions for our form four leavers",
      "Hope Wavinya, St. Teresa's Boys Secondary School",
      "0110 925 364",
    ],
    expect: {
      firstName: "Hope",
      lastName: "Wavinya",
      phone: "+254110925364",
      company: "St. Teresa's Boys Secondary School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b27-134: a law firm with commas and &",
    says: [
      "Can you train our secretaries and clerks on client care?",
      "Lynette Omondi, Omondi, Wekesa & Co. Advocates",
      "lynette@omondiwekesa.co.ke",
    ],
    expect: {
      firstName: "Lynette",
      lastName: "Omondi",
      email: "lynette@omondiwekesa.co.ke",
      company: "Omondi, Wekesa & Co. Advocates",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b27-135: emoji around the name, +254 0",
    says: [
      "interview coaching pls, I have a panel at a university",
      "💯 Baraka Mwangi 💯",
      "+254 0722 640 918",
    ],
    expect: {
      firstName: "Baraka",
      lastName: "Mwangi",
      phone: "+254722640918",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b27-136: Prof., a textbook, capitals in the email",
    says: [
      "I have a chemistry textbook manuscript that needs editing before it goes to the publisher",
      "Prof. Wilfred Ndeto",
      "W.Ndeto@Machakos-Univ.ac.ke",
    ],
    expect: {
      firstName: "Wilfred",
      lastName: "Ndeto",
      email: "w.ndeto@machakos-univ.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b27-137: CPA, a CV, a typo in my name is",
    says: [
      "I'm an auditor and I want my CV redone for a finance manager role",
      "my neme is CPA Douglas Mbaabu",
      "0795 631 208",
    ],
    expect: {
      firstName: "Douglas",
      lastName: "Mbaabu",
      phone: "+254795631208",
      services: ["CV Writing"],
    },
  },
  {
    name: "b27-138: Hon., a bursary proposal, a three-word name",
    says: [
      "I need a proposal written for a ward bursary fund",
      "Hon. Susan Chelimo Rotich",
      "0726 115 983",
    ],
    expect: {
      firstName: "Susan",
      lastName: "Chelimo Rotich",
      phone: "+254726115983",
      services: ["Business Writing"],
    },
  },
  {
    name: "b27-139: a coffee SACCO's loan policy, phone and email",
    says: [
      "Our SACCO needs a new credit policy document written",
      "Abdirahman Hassan Mohamed, Nyeri Coffee Farmers SACCO Society Ltd",
      "0720 847 153 or abdirahman.mohamed@nyericoffeesacco.co.ke",
    ],
    expect: {
      firstName: "Abdirahman",
      lastName: "Hassan Mohamed",
      phone: "+254720847153",
      email: "abdirahman.mohamed@nyericoffeesacco.co.ke",
      company: "Nyeri Coffee Farmers SACCO Society Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b27-140: a name that is a day, an 010 number",
    says: [
      "Do you prepare people for interviews with the police service?",
      "Sunday Okello",
      "0100 482 736",
    ],
    expect: {
      firstName: "Sunday",
      lastName: "Okello",
      phone: "+254100482736",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b27-141: a medical centre's staff, a number with a corrected digit in Sheng",
    says: [
      "Staff wetu wa reception wanahitaji training ya customer service",
      "Memory Chao, Jamii Medical Centre",
      "0738 260 519",
      "aiii sorry ni 0738 260 591",
    ],
    expect: {
      firstName: "Memory",
      lastName: "Chao",
      phone: "+254738260591",
      company: "Jamii Medical Centre",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b27-142: a school's teachers, Mwalimu, phone in words around",
    says: [
      "Our teachers need a workshop on stress and burnout",
      "Mwalimu Grace Njeri, Kilimani Junior Academy",
      "my line is 0712-058-364 (Safaricom)",
    ],
    expect: {
      firstName: "Grace",
      lastName: "Njeri",
      phone: "+254712058364",
      company: "Kilimani Junior Academy",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b27-143: a Ugandan number, a LinkedIn and a CV, dots in the email",
    says: [
      "I'm in Kampala, I want LinkedIn done first and then my CV",
      "Kipchirchir Langat",
      "+256 772 418 306, or kip.langat+kazi@outlook.com",
    ],
    expect: {
      firstName: "Kipchirchir",
      lastName: "Langat",
      phone: "+256772418306",
      email: "kip.langat+kazi@outlook.com",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b27-144: a mistyped gmail, the postponed LinkedIn",
    says: [
      "I need career coaching and LinkedIn",
      "Let's leave LinkedIn for later, coaching first",
      "Faridah Wasike",
      "faridah.wasike@gmal.com",
    ],
    expect: {
      firstName: "Faridah",
      lastName: "Wasike",
      email: "faridah.wasike@gmail.com",
      services: ["Professional Development"],
    },
  },
];
