import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 35 for `npm run bench:assistant`, written on 2026-12-04 by the helper
 * "asst-batch35", apart from the engine, and not yet run. Rules of apartness, as followed: nothing
 * under server/, app/, tests/ or contract/ was opened, listed or grepped, nor /work/firstruns/,
 * nor bench/README.md, nor bench/assistant.ts or any other bench runner, nor any persona batch
 * other than the two parts named below; no history command was run (git commands: `worktree add`,
 * then `add`, commit, `rev-parse`, rebase, merge; `git status` was not run in /work/main); no test
 * suite was run and the bench was not run; the batch is registered nowhere. `npx react-router
 * typegen` was run in the worktree, and again inside `npm run typecheck`. What was read: the
 * helper protocol; `ls bench/`; biome.json; bench/assistant-personas-batch4.ts lines 1-50 (the
 * type, its header and the opening of its life story); bench/assistant-personas-batch34.ts lines
 * 1-334 (its header, its eight life stories and personas b34-001 to b34-012, up to and including
 * the line of "b34-013:", whose number was found by a grep cut to the line number), for format
 * and conventions only; the `name` lines of content/services.ts (the services' names); the lines
 * of /work/shared/SPEC.md matching "hand-over", "handover", "chat widget" or "lead". The first
 * names seen in the parts read were kept out of this batch by a throwaway script outside the
 * repository (/tmp/check35.mts), which also checked the count, that ids run in order, that no
 * persona name, first name or phone repeats, that every Kenyan phone is +2547/+2541 and 8 more
 * digits, that each expected phone's digits, each name word and each company appear in the
 * persona's lines, that every service is a content/services.ts `name`, that emails are expected in
 * lower case and appear (in any case) in the lines, and that every persona leaves a phone or an
 * email.
 *
 * The first 56 personas are ordinary visitors (one clear request, a name, a phone or email, in
 * everyday wording): a Marsabit nurse, a Garissa clinical officer, a Lamu waiter, a Kilifi
 * teacher, a Voi railway technician, a Kitui accountant, a Machakos lecturer, a Kajiado beadwork
 * women's group, a Nanyuki security guard, a Nyeri dairy co-operative, an Embu engineer, an Isiolo
 * driver, an Eldoret girls' school, a Kitale maize co-operative, a Kericho receptionist, Homa Bay
 * county's HR office, a Kakamega mosque's youth committee, a Bungoma church, a Nakuru SACCO with
 * 12 staff, a Naivasha packhouse supervisor, a Kisumu agritech startup, a Thika family bakery, a
 * Kitengela graduate, a Nyahururu teacher, a Kapsabet accountant, a Bondo nurse, a Kwale mine
 * engineer, a Diani chef, a Mariakani dairy farmer, a Matuu ginnery clerk, a Meru orphans' NGO
 * with 9 field officers, a Mandera teacher, a Keroka tea factory clerk, a Nyamira counsellor's
 * book, an Eastleigh family importer, a Kibera youth group, a Westlands fintech, a Ruiru factory,
 * a Juja student, a Tharaka Nithi agriculture officer, Kenyans in Toronto, Atlanta, Manchester,
 * Johannesburg, Riyadh, Melbourne, Dar es Salaam, Berlin, Abu Dhabi and Seattle, a Lokichoggio
 * aid worker, an Eldama Ravine school's 18 teachers, a Kutus family hardware, a Mwea rice
 * co-operative, a Mpeketoni clinical officer and a Githunguri coffee estate accountant.
 * The other 58 are harder. Eight long life stories, each told in one message, with services
 * turned down, postponed or done by someone else and details told in passing (a Kendu Bay nurse,
 * coaching then a cover letter, the CV done by her sister, LinkedIn postponed, a phone with
 * dashes; a Mwingi "Mzee" for his daughter's career guidance, his CV done at a cyber, a business
 * plan postponed, a phone in pairs of digits; a Naivasha hotel owner, "Mama", Swahili-English,
 * training for 25 staff then a company profile, staff CVs refused, a mixed-case email; an Eldoret
 * road engineer, "Eng.", LinkedIn then CV, the cover letter done by a colleague, coaching refused,
 * "+254 (0) 7.."; a cleaner in Kuwait coming home, Swahili-English, CV then cover letter, coaching
 * postponed, LinkedIn refused, a Kuwaiti number; an Egerton "Prof.", a textbook proofread then
 * LinkedIn, the CV done by the university, a company profile postponed, a mixed-case email; a
 * Mombasa madrasa's "Sheikh", Swahili-English, a career programme for 50 students then training
 * for six teachers, a book edited by a brother; a Mukurwe-ini "Fr.", a youth career day then a
 * funding proposal, the secretary's CV done elsewhere, the magazine postponed). Sixteen in Sheng,
 * Swahili or Swahili-English besides the stories (a CV with the phone in pairs, a KRA interview,
 * LinkedIn described as "ile site ya networking ya ma-professionals", a cover letter then a CV in
 * one message with a phone in single digits, a chama's poultry business plan with "Mama", the
 * phone refused twice, a reply all in lower case, a mother for her son, "Mzee" and a tender
 * proposal, three services in one message with a three-word name, a SACCO's 22 staff, a name
 * between emoji, very short replies, "Pastor" and a church youth seminar, background told unasked,
 * career guidance described). In English: a name between emoji, typos ("my anme is", "mu name
 * is", "my naame iz"), "Dr.", "Eng.", "Prof.", "Mama", three- and four-word names, all capitals,
 * all lower case, repeated letters, the email refused twice, the name refused twice and never
 * given, background told unasked, one-word replies and "ok", a very long one-message reply, two
 * and three services in a stated order, services described (a work-history document, fixing a
 * thesis's English, mock questions before a board, the next step in a career, a talk to form
 * threes about careers), training ordered for staff with and without a headcount, a father for
 * his son, phones as "+254 (0)7 33 ..", "254-110-..", "+254 113 ..", emails in mixed case and in
 * capitals, a service postponed and a service already done by a friend.
 *
 * Expectation conventions as batch 34's: titles and honorifics are not part of the name;
 * `lastName` is everything after the first name as the visitor wrote it; names in capitals or in
 * lower case are expected in ordinary case, emoji and nicknames left out; emails in lower case; a
 * declined, postponed, elsewhere-done or dropped service is not expected; services in the order
 * asked; a proposal, business plan, company profile, pitch or investor document is business
 * writing; career guidance for a person (a parent's child included) is professional development;
 * staff training (a school's teachers, a madrasa's teachers included) is corporate training;
 * school, church, mosque, madrasa, parish and youth-group career programmes are youth programmes;
 * a visitor who never gives a name has no `firstName`; `company` is the organisation the visitor
 * names as theirs, only when its name is given. Phones in E.164, a foreign number with its own
 * country code.
 */

const storyKenduBay = [
  "Good evening. I am a registered nurse at a sub-county hospital in Kendu Bay, Homa Bay County, and I have worked in the maternity ward for nine years.",
  "In October the Ministry advertised nursing officer posts at a new referral hospital in Kisumu, and I want one of them very badly.",
  "My younger sister works in HR for an insurance company and she already rewrote my CV for me last weekend, it looks beautiful, so please do not touch it.",
  "What I am afraid of is the interview, because the last time I faced a county panel I froze when they asked about the new health laws, so I want interview coaching first.",
  "Then I also need a cover letter for the Kisumu post, because my sister said she has no time for that one.",
  "People keep telling me to open a LinkedIn account but honestly that will be after I get the job, maybe in the middle of next year.",
  "The ward is very busy so I reply in the evenings.",
  "My name is Beatrice Auma Olweny.",
  "My number is 0729 - 441 - 083.",
].join(" ");

const storyMwingi = [
  "Good morning, I am writing from Mwingi in Kitui County. I retired from the Ministry of Agriculture as an extension officer three years ago and now I keep goats and bees.",
  "My daughter completed her diploma in community health last year and she has been at home since, she is confused whether to go for a degree, look for a job with an NGO, or go abroad like her cousins.",
  "I want somebody who understands these things to guide her on her career, she is twenty-two and she listens to strangers more than to her father.",
  "Me, I had a CV done at the cyber cafe in town when I was applying for a consultancy with the county, and it is fine, so I don't need that.",
  "I also have an idea of a honey processing business and someone told me I need a business plan for the bank, but let us leave that one for after the harvest in March.",
  "I am Mzee Kavuu Mwendwa Nzau.",
  "Phone 07 22 90 15 64, my daughter will use the same WhatsApp.",
].join(" ");

const storyNaivasha = [
  "Habari yenu. Mimi ni mwenye hoteli ndogo hapa Naivasha, on the Moi South Lake Road, tuko na rooms thirty and a restaurant.",
  "Wafanyakazi wangu ni wazuri lakini customer care yao iko chini sana, wageni wanalalamika kwa reviews online kwamba waiters hawasmile na hawajui kuongea na wageni wa nje.",
  "So the first thing, I want training for my staff, all twenty-five of them, waiters, housekeeping and reception, maybe in May when business is slow.",
  "Pili, tunataka company profile nzuri ya kupeleka kwa tour companies na conference organisers in Nairobi.",
  "Some of the staff asked if you can also write their CVs, but hapana, that one I am not paying for, they can come to you on their own.",
  "The hotel is Lakeview Haven Hotel.",
  "Wananiita Mama Nyokabi, majina yangu kamili ni Nyokabi Wahome.",
  "Email yangu ni Nyokabi.Wahome@LakeviewHaven.co.ke.",
].join(" ");

const storyEngineer = [
  "Good afternoon. I am a civil engineer, registered with EBK, and I have worked with a road contractor in Eldoret for eleven years, mostly on the dual carriageway to Kitale and some rural roads in Elgeyo Marakwet.",
  "I want to move to a consulting firm or to KeRRA, and I have noticed that recruiters now find people through LinkedIn, and mine was opened in 2014 and never touched.",
  "So the first thing I want is my LinkedIn optimised, then after that a CV that shows my projects properly, because mine is a list of duties.",
  "A colleague of mine who writes tenders has already done a cover letter template for me, so that one is sorted.",
  "As for interviews, I do not need coaching, I have sat on many panels myself and I interview well.",
  "I am Eng. Kipchumba Arap Tanui.",
  "You can call me on +254 (0) 720 318 466.",
].join(" ");

const storyKuwait = [
  "Asalaam aleikum. Mimi niko Kuwait, nafanya kazi ya cleaner kwa hospitali moja private, nimekaa hapa miaka minne.",
  "Kabla ya kuja huku nilikuwa na certificate ya catering kutoka Kwale, na nataka kurudi nyumbani Msambweni mwezi wa sita, God willing.",
  "I want to apply for jobs at the hotels in Diani, so nahitaji CV mpya inayoonyesha experience ya Kuwait na catering, na pia cover letter moja nzuri ambayo naweza kubadilisha kidogo kwa kila hoteli.",
  "Interview coaching pia nilifikiria, but let me wait until I get called for an interview, then I will come back.",
  "My brother in Mombasa told me not to waste money on LinkedIn, so hiyo hapana.",
  "Jina langu ni Halima Mohamed Omar.",
  "WhatsApp yangu ni ya Kuwait, +965 6671 3024.",
].join(" ");

const storyProfessor = [
  "Good evening. I teach agricultural economics at Egerton University in Njoro and I have been a professor for six years.",
  "I have just finished a textbook on smallholder farm management for our undergraduates, about three hundred pages, and the publisher wants it proofread carefully before typesetting in February.",
  "That is the first thing. Second, my graduate students tell me my LinkedIn profile is embarrassing, it still says lecturer, and I would like it brought up to date and made professional.",
  "The university's communications office already prepared my academic CV for a fellowship last year, so I don't need a CV.",
  "Eventually I want to register a consultancy and will need a company profile, but that is a next-year matter, I have not even picked a name.",
  "Prof. Oduor Wasonga Ayieko.",
  "Email: O.Ayieko@Egerton.ac.ke",
].join(" ");

const storyMadrasa = [
  "Asalaam aleikum warahmatullah. Mimi ni imam na mwalimu mkuu wa madrasa moja hapa Old Town Mombasa, tuna wanafunzi wakubwa wapatao hamsini, wengi wamemaliza form four.",
  "Vijana hawa wanahitaji mwelekeo wa kazi, so I would like a career guidance programme for the fifty students, ideally during the school holidays in August.",
  "Second, the six ustadh who teach at the madrasa want training on how to counsel the students and plan lessons, kama mafunzo ya walimu.",
  "Pia tulikuwa na kitabu cha Kiswahili cha dua na maadili ambacho kinahitaji editing, lakini ndugu yangu ambaye ni mhariri kule Tanga ameshakimaliza, alhamdulillah.",
  "Our madrasa is Madrasa Nurul Huda.",
  "Mimi ni Sheikh Khamis Ali Bwanaheri.",
  "Namba ni 0711-582930.",
].join(" ");

const storyParish = [
  "Peace be with you. I am the parish priest at a Catholic parish in Mukurwe-ini, Nyeri County, and we have a youth group of about eighty young people.",
  "Many of our youth have finished college, diplomas in hospitality, electrical and ICT, but they are idle and some have started drinking, which troubles me greatly.",
  "I would like your team to run a career programme for the youth group, a full day, perhaps after Easter.",
  "I also need a funding proposal written for a vocational workshop we want to build behind the church, the diocese has asked for a proper document by the end of January.",
  "Our parish secretary asked me to get her CV done too, but she found someone at the diocesan office who did it for free, so you may leave that.",
  "Our parish magazine needs proofreading as well, but that can wait until the next edition in June.",
  "The parish is Holy Family Parish Mukurwe-ini.",
  "Fr. Leonard Mbogo Gichohi.",
  "My number is +254 722 609 735, it is also on WhatsApp.",
].join(" ");

const longReplyKaplong = [
  "Good morning, I am the nursing officer in charge at St. Luke's Mission Hospital Kaplong and I have been asked by our administrator to find a company that can train our nurses,",
  "we are thirty nurses on the wards and the outpatient department, and the complaints we get from patients are mostly about communication, how we talk to relatives, how we explain delays,",
  "and also how we handle difficult patients at night when we are only two on duty, so we want a training on customer care and professional communication for all thirty,",
  "we can do it in two groups so that the wards are not left empty, preferably on a Tuesday and a Thursday in February, and we have a hall that can take twenty people with a projector,",
  "my name is Everlyne Chebii and you can email me at everlyne.chebii@stlukeskaplong.org, I check it every morning before the ward round, thank you very much.",
].join(" ");

export const batch35Personas: Batch4Persona[] = [
  // Ordinary visitors.
  {
    name: "b35-001: a Marsabit nurse wants her CV redone for an NGO job",
    says: [
      "I'm a nurse at the referral hospital in Marsabit and I need my CV redone for a job with an NGO",
      "Galgalo Huqa",
      "0713 482 906",
    ],
    expect: {
      firstName: "Galgalo",
      lastName: "Huqa",
      phone: "+254713482906",
      services: ["CV Writing"],
    },
  },
  {
    name: "b35-002: a Garissa clinical officer before a private hospital interview",
    says: [
      "Clinical officer in Garissa here, I have an interview at a private hospital next week and I would like coaching",
      "Abdirahman Hassan",
      "abdirahman.hassan@gmail.com",
    ],
    expect: {
      firstName: "Abdirahman",
      lastName: "Hassan",
      email: "abdirahman.hassan@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b35-003: a Lamu hotel waiter's cover letter for a cruise ship",
    says: [
      "I work as a waiter at a hotel in Shela, Lamu, and I need a cover letter for a cruise ship job",
      "Bakari Athman",
      "0724 619 308",
    ],
    expect: {
      firstName: "Bakari",
      lastName: "Athman",
      phone: "+254724619308",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b35-004: a Kilifi chemistry teacher's LinkedIn",
    says: [
      "I teach chemistry at a day school in Kilifi and I'd like my LinkedIn profile improved",
      "Kahindi Charo",
      "kahindi.charo@outlook.com",
    ],
    expect: {
      firstName: "Kahindi",
      lastName: "Charo",
      email: "kahindi.charo@outlook.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b35-005: a Voi railway technician wants a new CV",
    says: [
      "I'm a technician with the SGR at Voi station, I need a new CV",
      "Mwakio Mghanga",
      "0731 205 864",
    ],
    expect: {
      firstName: "Mwakio",
      lastName: "Mghanga",
      phone: "+254731205864",
      services: ["CV Writing"],
    },
  },
  {
    name: "b35-006: a Kitui hardware accountant's cover letter for a county job",
    says: [
      "I'm an accountant at a hardware shop in Kitui and I'm applying for a county job, I need a cover letter",
      "Mutheu Kavila",
      "0746 318 290",
    ],
    expect: {
      firstName: "Mutheu",
      lastName: "Kavila",
      phone: "+254746318290",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b35-007: a Machakos lecturer's conference paper proofread",
    says: [
      "I lecture at a university in Machakos and I need my conference paper proofread before I submit it",
      "Nzioka Mutua",
      "nzioka.mutua@mksu.ac.ke",
    ],
    expect: {
      firstName: "Nzioka",
      lastName: "Mutua",
      email: "nzioka.mutua@mksu.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b35-008: a Kajiado beadwork women's group proposal",
    says: [
      "Our women's beadwork group in Kajiado wants a proposal written so we can apply for funding",
      "Nashipae Koikai",
      "0759 402 613",
    ],
    expect: {
      firstName: "Nashipae",
      lastName: "Koikai",
      phone: "+254759402613",
      services: ["Business Writing"],
    },
  },
  {
    name: "b35-009: a Nanyuki mall security guard wants a CV for a supervisor job",
    says: [
      "I'm a security guard at a mall in Nanyuki and I want a CV to apply for a supervisor job",
      "Muriuki Ndirangu",
      "0702 947 135",
    ],
    expect: {
      firstName: "Muriuki",
      lastName: "Ndirangu",
      phone: "+254702947135",
      services: ["CV Writing"],
    },
  },
  {
    name: "b35-010: a Nyeri dairy co-operative's clerks trained in customer service",
    says: [
      "Our dairy co-operative near Nyeri needs customer service training for the clerks at the milk collection centres",
      "Wanjiku Maina, Mathira Dairy Farmers Co-operative",
      "0721 660 483",
    ],
    expect: {
      firstName: "Wanjiku",
      lastName: "Maina",
      phone: "+254721660483",
      company: "Mathira Dairy Farmers Co-operative",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b35-011: an Embu civil engineer's LinkedIn for Gulf jobs",
    says: [
      "Civil engineer in Embu, I want my LinkedIn optimised so I get noticed for jobs in the Gulf",
      "Njeru Kinyua",
      "njeru.kinyua@gmail.com",
    ],
    expect: {
      firstName: "Njeru",
      lastName: "Kinyua",
      email: "njeru.kinyua@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b35-012: an Isiolo driver before a safari company interview",
    says: [
      "I'm a driver in Isiolo and a safari company has called me for an interview, I want to practise",
      "Guyo Dida",
      "0716 873 025",
    ],
    expect: {
      firstName: "Guyo",
      lastName: "Dida",
      phone: "+254716873025",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b35-013: an Eldoret girls' school wants a career day for form fours",
    says: [
      "I'm the deputy principal at a girls' school in Eldoret and we want a career day for our form fours",
      "Jepkosgei Rotich, Kapsoya Girls High School",
      "0727 530 841",
    ],
    expect: {
      firstName: "Jepkosgei",
      lastName: "Rotich",
      phone: "+254727530841",
      company: "Kapsoya Girls High School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b35-014: a Kitale maize co-operative's business plan for a dryer",
    says: [
      "Our maize farmers' co-operative in Kitale wants a business plan so we can buy a grain dryer",
      "Barasa Wekesa",
      "0738 901 456",
    ],
    expect: {
      firstName: "Barasa",
      lastName: "Wekesa",
      phone: "+254738901456",
      services: ["Business Writing"],
    },
  },
  {
    name: "b35-015: a Kericho hotel receptionist wants a CV for Nairobi",
    says: [
      "I'm a receptionist at a hotel in Kericho, I need a CV so I can apply to hotels in Nairobi",
      "Chelangat Koech",
      "0791 244 608",
    ],
    expect: {
      firstName: "Chelangat",
      lastName: "Koech",
      phone: "+254791244608",
      services: ["CV Writing"],
    },
  },
  {
    name: "b35-016: a Homa Bay county HR officer wants ward administrators trained",
    says: [
      "I work in the HR office of Homa Bay county and we want our ward administrators trained in report writing",
      "Achieng Odhiambo",
      "achieng.odhiambo@homabay.go.ke",
    ],
    expect: {
      firstName: "Achieng",
      lastName: "Odhiambo",
      email: "achieng.odhiambo@homabay.go.ke",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b35-017: a Kakamega mosque youth committee wants a career session",
    says: [
      "I chair the youth committee at a mosque in Kakamega and we want a career guidance session for our young people",
      "Swaleh Wanga",
      "0705 318 972",
    ],
    expect: {
      firstName: "Swaleh",
      lastName: "Wanga",
      phone: "+254705318972",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b35-018: a Bungoma church wants a career talk for its youth",
    says: [
      "Our church in Bungoma would like a career talk for the youth after the December service",
      "Nasimiyu Khaemba",
      "0748 205 116",
    ],
    expect: {
      firstName: "Nasimiyu",
      lastName: "Khaemba",
      phone: "+254748205116",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b35-019: a Nakuru SACCO's twelve loan officers trained",
    says: [
      "I manage a SACCO in Nakuru and our loan officers need training in handling members, we are 12 staff",
      "Kiprono Bett, Mavuno Bora Sacco",
      "0722 481 390",
    ],
    expect: {
      firstName: "Kiprono",
      lastName: "Bett",
      phone: "+254722481390",
      company: "Mavuno Bora Sacco",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b35-020: a Naivasha packhouse supervisor before a production manager interview",
    says: [
      "I supervise a packhouse at a flower farm in Naivasha and I have an interview for production manager, please coach me",
      "Macharia Kuria",
      "0711 920 374",
    ],
    expect: {
      firstName: "Macharia",
      lastName: "Kuria",
      phone: "+254711920374",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b35-021: a Kisumu agritech startup's business plan for an accelerator",
    says: [
      "We are a small agritech startup in Kisumu and we need a business plan for an accelerator application",
      "Otieno Odera",
      "otieno.odera@gmail.com",
    ],
    expect: {
      firstName: "Otieno",
      lastName: "Odera",
      email: "otieno.odera@gmail.com",
      services: ["Business Writing"],
    },
  },
  {
    name: "b35-022: a Thika family bakery's company profile for supermarkets",
    says: [
      "My family runs a bakery in Thika and we want a company profile so we can supply supermarkets",
      "Njambi Kamau",
      "0720 143 987",
    ],
    expect: {
      firstName: "Njambi",
      lastName: "Kamau",
      phone: "+254720143987",
      services: ["Business Writing"],
    },
  },
  {
    name: "b35-023: a Kitengela IT graduate's first CV",
    says: [
      "I just graduated in IT from a college in Kitengela and I need my first CV",
      "Sankau Parsimei",
      "0797 316 402",
    ],
    expect: {
      firstName: "Sankau",
      lastName: "Parsimei",
      phone: "+254797316402",
      services: ["CV Writing"],
    },
  },
  {
    name: "b35-024: a Nyahururu teacher weighing administration or leaving teaching",
    says: [
      "I've taught for twelve years in Nyahururu and I need guidance on whether to go into school administration or leave teaching",
      "Wangari Njoroge",
      "wangari.njoroge@yahoo.com",
    ],
    expect: {
      firstName: "Wangari",
      lastName: "Njoroge",
      email: "wangari.njoroge@yahoo.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b35-025: a Kapsabet accountant's LinkedIn",
    says: [
      "I'm an accountant in Kapsabet, please optimise my LinkedIn",
      "Jerotich Kirui",
      "0729 804 571",
    ],
    expect: {
      firstName: "Jerotich",
      lastName: "Kirui",
      phone: "+254729804571",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b35-026: a Bondo nurse's cover letter for a Nairobi hospital",
    says: [
      "I'm a nurse in Bondo and I need a cover letter for a job at a hospital in Nairobi",
      "Adhiambo Ouko",
      "0743 571 209",
    ],
    expect: {
      firstName: "Adhiambo",
      lastName: "Ouko",
      phone: "+254743571209",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b35-027: a Kwale mine engineer updates his CV",
    says: [
      "I work as a mechanical engineer at a mine in Kwale and I want my CV updated",
      "Mwinyi Juma",
      "mwinyi.juma@gmail.com",
    ],
    expect: {
      firstName: "Mwinyi",
      lastName: "Juma",
      email: "mwinyi.juma@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b35-028: a Diani resort chef before a sous chef interview in Zanzibar",
    says: [
      "I'm a chef at a resort in Diani, I have an interview for sous chef at a hotel in Zanzibar, can you prepare me",
      "Salim Mwachiro",
      "0714 653 820",
    ],
    expect: {
      firstName: "Salim",
      lastName: "Mwachiro",
      phone: "+254714653820",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b35-029: a Mariakani dairy farmer's loan proposal",
    says: [
      "I run a dairy farm in Mariakani and I need a proposal for a bank loan to buy more cows",
      "Kazungu Baya",
      "0757 208 634",
    ],
    expect: {
      firstName: "Kazungu",
      lastName: "Baya",
      phone: "+254757208634",
      services: ["Business Writing"],
    },
  },
  {
    name: "b35-030: a Matuu ginnery clerk wants a CV",
    says: [
      "I'm a clerk at a cotton ginnery in Matuu and I want a CV",
      "Kyalo Musyoka",
      "0735 617 203",
    ],
    expect: {
      firstName: "Kyalo",
      lastName: "Musyoka",
      phone: "+254735617203",
      services: ["CV Writing"],
    },
  },
  {
    name: "b35-031: a Meru children's NGO wants its nine field officers trained",
    says: [
      "I run an NGO for orphans in Meru and our field officers need training on report writing, there are 9 of them",
      "Kaimenyi Mugambi, Tumaini Children's Trust",
      "0701 460 358",
    ],
    expect: {
      firstName: "Kaimenyi",
      lastName: "Mugambi",
      phone: "+254701460358",
      company: "Tumaini Children's Trust",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b35-032: a Mandera teacher's LinkedIn for NGO jobs",
    says: [
      "I teach at a secondary school in Mandera and I want a LinkedIn profile that NGOs will notice",
      "Fatuma Abdi",
      "fatuma.abdi@gmail.com",
    ],
    expect: {
      firstName: "Fatuma",
      lastName: "Abdi",
      email: "fatuma.abdi@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b35-033: a Keroka tea factory clerk before an interview",
    says: [
      "I'm a clerk at a tea factory near Keroka and I have an interview for a KTDA job, I want coaching",
      "Nyamweya Mokaya",
      "0726 309 158",
    ],
    expect: {
      firstName: "Nyamweya",
      lastName: "Mokaya",
      phone: "+254726309158",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b35-034: a Nyamira counsellor's book proofread",
    says: [
      "I wrote a small book on marriage counselling here in Nyamira and I need it proofread",
      "Ombati Nyakundi",
      "0709 852 316",
    ],
    expect: {
      firstName: "Ombati",
      lastName: "Nyakundi",
      phone: "+254709852316",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b35-035: an Eastleigh family textile importer's company profile",
    says: [
      "Our family shop in Eastleigh imports textiles and we need a company profile",
      "Hodan Farah",
      "hodan.farah@gmail.com",
    ],
    expect: {
      firstName: "Hodan",
      lastName: "Farah",
      email: "hodan.farah@gmail.com",
      services: ["Business Writing"],
    },
  },
  {
    name: "b35-036: a Kibera youth group wants a job-readiness programme",
    says: [
      "I lead a youth group in Kibera and we want a programme to help our members get ready for work",
      "Ochieng Owino",
      "0790 415 226",
    ],
    expect: {
      firstName: "Ochieng",
      lastName: "Owino",
      phone: "+254790415226",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b35-037: a Westlands fintech's pitch document",
    says: [
      "We are a fintech startup in Westlands and we need a pitch document for investors",
      "Zawadi Mbugua",
      "zawadi.mbugua@tujenge.africa",
    ],
    expect: {
      firstName: "Zawadi",
      lastName: "Mbugua",
      email: "zawadi.mbugua@tujenge.africa",
      services: ["Business Writing"],
    },
  },
  {
    name: "b35-038: a Ruiru plastics factory wants its supervisors trained in leadership",
    says: [
      "I'm in HR at a plastics factory in Ruiru, our supervisors need leadership training",
      "Gachoki Wachira",
      "0723 745 019",
    ],
    expect: {
      firstName: "Gachoki",
      lastName: "Wachira",
      phone: "+254723745019",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b35-039: a Juja student's CV for industrial attachment",
    says: [
      "I'm a student at JKUAT in Juja and I need a CV for industrial attachment",
      "Kibet Sigei",
      "0794 612 803",
    ],
    expect: {
      firstName: "Kibet",
      lastName: "Sigei",
      phone: "+254794612803",
      services: ["CV Writing"],
    },
  },
  {
    name: "b35-040: a Tharaka Nithi agriculture officer's CV for an FAO post",
    says: [
      "I work in the agriculture department of Tharaka Nithi county and I need my CV ready for an FAO post",
      "Mbaabu Kirimi",
      "0712 068 439",
    ],
    expect: {
      firstName: "Mbaabu",
      lastName: "Kirimi",
      phone: "+254712068439",
      services: ["CV Writing"],
    },
  },
  {
    name: "b35-041: a Kenyan nurse in Toronto wants a Canadian-style CV",
    says: [
      "I'm a Kenyan nurse in Toronto and I want my CV in the Canadian format",
      "Makena Gitonga",
      "+1 416 555 0193",
    ],
    expect: {
      firstName: "Makena",
      lastName: "Gitonga",
      phone: "+14165550193",
      services: ["CV Writing"],
    },
  },
  {
    name: "b35-042: a Kenyan accountant in Atlanta's LinkedIn",
    says: [
      "I'm a Kenyan accountant living in Atlanta, I want my LinkedIn redone",
      "Nduta Kariuki",
      "nduta.kariuki@gmail.com",
    ],
    expect: {
      firstName: "Nduta",
      lastName: "Kariuki",
      email: "nduta.kariuki@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b35-043: a Kenyan care worker in Manchester before a senior carer interview",
    says: [
      "Kenyan care worker in Manchester, I've got an interview for a senior carer role and I want coaching",
      "Awino Nyakach",
      "+44 7700 900412",
    ],
    expect: {
      firstName: "Awino",
      lastName: "Nyakach",
      phone: "+447700900412",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b35-044: a Kenyan IT engineer in Johannesburg's cover letter for Nairobi",
    says: [
      "I'm Kenyan, working in Johannesburg as an IT engineer, I need a cover letter for a job in Nairobi",
      "Muthoni Karanja",
      "muthoni.karanja@outlook.com",
    ],
    expect: {
      firstName: "Muthoni",
      lastName: "Karanja",
      email: "muthoni.karanja@outlook.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b35-045: a Kenyan driver in Riyadh coming home wants a CV",
    says: [
      "I'm a Kenyan driver in Riyadh and I'm coming home, I need a CV for a transport company",
      "Juma Mwangangi",
      "+966 50 742 1836",
    ],
    expect: {
      firstName: "Juma",
      lastName: "Mwangangi",
      phone: "+966507421836",
      services: ["CV Writing"],
    },
  },
  {
    name: "b35-046: a Kenyan engineer in Melbourne wants guidance on moving home",
    says: [
      "Kenyan in Melbourne here, I'm an engineer and I want career guidance on moving back home",
      "Kamande Gichuki",
      "kamande.gichuki@gmail.com",
    ],
    expect: {
      firstName: "Kamande",
      lastName: "Gichuki",
      email: "kamande.gichuki@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b35-047: a Kenyan teacher in Dar es Salaam's LinkedIn",
    says: [
      "I'm a Kenyan teacher at an international school in Dar es Salaam, I want my LinkedIn improved",
      "Wambui Ngugi",
      "+255 754 318 207",
    ],
    expect: {
      firstName: "Wambui",
      lastName: "Ngugi",
      phone: "+255754318207",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b35-048: a Kenyan PhD student in Berlin's thesis chapter proofread",
    says: [
      "I'm a Kenyan PhD student in Berlin and I need a thesis chapter proofread",
      "Kerubo Omwenga",
      "kerubo.omwenga@gmail.com",
    ],
    expect: {
      firstName: "Kerubo",
      lastName: "Omwenga",
      email: "kerubo.omwenga@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b35-049: a Kenyan security guard in Abu Dhabi before a supervisor interview",
    says: [
      "I'm a Kenyan security guard in Abu Dhabi and I have an interview for a supervisor post, please coach me",
      "Nyaga Mwaniki",
      "+971 50 629 4813",
    ],
    expect: {
      firstName: "Nyaga",
      lastName: "Mwaniki",
      phone: "+971506294813",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b35-050: a Kenyan software engineer in Seattle's cover letter for a Nairobi bank",
    says: [
      "Kenyan software engineer in Seattle, I want a cover letter for a job at a bank in Nairobi",
      "Kioko Mulwa",
      "kioko.mulwa@gmail.com",
    ],
    expect: {
      firstName: "Kioko",
      lastName: "Mulwa",
      email: "kioko.mulwa@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b35-051: a Lokichoggio logistics assistant wants a CV for a UN job",
    says: [
      "I'm a logistics assistant with an aid agency in Lokichoggio, I want a CV for a UN job",
      "Lopeyok Nakwawi",
      "0745 926 310",
    ],
    expect: {
      firstName: "Lopeyok",
      lastName: "Nakwawi",
      phone: "+254745926310",
      services: ["CV Writing"],
    },
  },
  {
    name: "b35-052: an Eldama Ravine principal wants 18 teachers trained in career counselling",
    says: [
      "I'm the principal of a mixed day school in Eldama Ravine and I want our 18 teachers trained in career counselling",
      "Kiptanui Chemitei",
      "0718 240 695",
    ],
    expect: {
      firstName: "Kiptanui",
      lastName: "Chemitei",
      phone: "+254718240695",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b35-053: a Kutus family hardware's business plan for a second branch",
    says: [
      "My dad's hardware in Kutus wants a business plan to open a second branch",
      "Mugo Njagi",
      "0733 084 527",
    ],
    expect: {
      firstName: "Mugo",
      lastName: "Njagi",
      phone: "+254733084527",
      services: ["Business Writing"],
    },
  },
  {
    name: "b35-054: a Mwea rice co-operative's grant proposal for a mill",
    says: [
      "Our rice farmers' co-operative in Mwea needs a proposal for a grant to buy a milling machine",
      "Waweru Gikonyo",
      "0754 603 918",
    ],
    expect: {
      firstName: "Waweru",
      lastName: "Gikonyo",
      phone: "+254754603918",
      services: ["Business Writing"],
    },
  },
  {
    name: "b35-055: a Mpeketoni clinical officer before a county promotion interview",
    says: [
      "Clinical officer at Mpeketoni sub-county hospital, I'd like interview coaching for a county promotion",
      "Ayub Shee",
      "0706 731 842",
    ],
    expect: {
      firstName: "Ayub",
      lastName: "Shee",
      phone: "+254706731842",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b35-056: a Githunguri coffee estate accountant's LinkedIn",
    says: [
      "I'm an accountant at a coffee estate in Githunguri and I want my LinkedIn to look professional",
      "Kanini Waithera",
      "kanini.waithera@gmail.com",
    ],
    expect: {
      firstName: "Kanini",
      lastName: "Waithera",
      email: "kanini.waithera@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  // Long life stories, each in one message.
  {
    name: "b35-057: a Kendu Bay nurse, coaching then cover letter, CV done by her sister, LinkedIn postponed, a phone with dashes",
    says: [storyKenduBay],
    expect: {
      firstName: "Beatrice",
      lastName: "Auma Olweny",
      phone: "+254729441083",
      services: ["Interview Coaching", "Cover Letters"],
    },
  },
  {
    name: 'b35-058: a Mwingi retiree for his daughter\'s career guidance, his CV done at a cyber, his business plan postponed, "Mzee", a phone in pairs',
    says: [storyMwingi],
    expect: {
      firstName: "Kavuu",
      lastName: "Mwendwa Nzau",
      phone: "+254722901564",
      services: ["Professional Development"],
    },
  },
  {
    name: 'b35-059: a Naivasha hotel owner\'s staff training for 25 then a company profile, staff CVs refused, Swahili-English, "Mama", a mixed-case email',
    says: [storyNaivasha],
    expect: {
      firstName: "Nyokabi",
      lastName: "Wahome",
      email: "nyokabi.wahome@lakeviewhaven.co.ke",
      company: "Lakeview Haven Hotel",
      services: ["Corporate Training", "Business Writing"],
    },
  },
  {
    name: 'b35-060: an Eldoret road engineer, LinkedIn then CV, cover letter done by a colleague, coaching refused, "Eng.", a phone with (0)',
    says: [storyEngineer],
    expect: {
      firstName: "Kipchumba",
      lastName: "Arap Tanui",
      phone: "+254720318466",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b35-061: a cleaner in Kuwait coming home, CV then cover letter, coaching postponed, LinkedIn refused, Swahili-English, a Kuwaiti number",
    says: [storyKuwait],
    expect: {
      firstName: "Halima",
      lastName: "Mohamed Omar",
      phone: "+96566713024",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: 'b35-062: an Egerton professor, textbook proofread then LinkedIn, CV done by the university, company profile postponed, "Prof.", a mixed-case email',
    says: [storyProfessor],
    expect: {
      firstName: "Oduor",
      lastName: "Wasonga Ayieko",
      email: "o.ayieko@egerton.ac.ke",
      services: ["Editing & Proofreading", "LinkedIn Optimization"],
    },
  },
  {
    name: 'b35-063: a Mombasa madrasa\'s career programme for 50 then training for six teachers, the book edited by a brother, Swahili-English, "Sheikh"',
    says: [storyMadrasa],
    expect: {
      firstName: "Khamis",
      lastName: "Ali Bwanaheri",
      phone: "+254711582930",
      company: "Madrasa Nurul Huda",
      services: ["Youth Programs", "Corporate Training"],
    },
  },
  {
    name: "b35-064: a Mukurwe-ini parish's youth career day then a funding proposal, the secretary's CV done elsewhere, magazine postponed, \"Fr.\"",
    says: [storyParish],
    expect: {
      firstName: "Leonard",
      lastName: "Mbogo Gichohi",
      phone: "+254722609735",
      company: "Holy Family Parish Mukurwe-ini",
      services: ["Youth Programs", "Business Writing"],
    },
  },
  // Sheng, Swahili and Swahili-English.
  {
    name: "b35-065: a Sheng electrician wants a CV, the phone in twos",
    says: [
      "Niaje, nataka CV poa ya kuapply job ya fundi wa stima",
      "Naitwa Baraka Otieno",
      "namba ni 0792 55 81 40",
    ],
    expect: {
      firstName: "Baraka",
      lastName: "Otieno",
      phone: "+254792558140",
      services: ["CV Writing"],
    },
  },
  {
    name: "b35-066: a Swahili request to practise for a KRA interview",
    says: [
      "Habari, ningependa kufundishwa jinsi ya kujibu maswali ya interview ya KRA",
      "Jina langu ni Rehema Chebet",
      "0728 663 190",
    ],
    expect: {
      firstName: "Rehema",
      lastName: "Chebet",
      phone: "+254728663190",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b35-067: LinkedIn described in Sheng as the professionals' networking site",
    says: [
      "Msee, ile site ya networking ya ma-professionals, profile yangu iko dead, nataka iwe fiti",
      "Mimi ni Brian Kiprop",
      "brian.kiprop@gmail.com",
    ],
    expect: {
      firstName: "Brian",
      lastName: "Kiprop",
      email: "brian.kiprop@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b35-068: a Swahili cover letter first, then a CV, a phone in single spaces",
    says: [
      "Nahitaji barua ya maombi ya kazi kwanza, halafu CV",
      "Mwanajuma Chirau",
      "0 7 3 6 4 1 8 2 0 9",
    ],
    expect: {
      firstName: "Mwanajuma",
      lastName: "Chirau",
      phone: "+254736418209",
      services: ["Cover Letters", "CV Writing"],
    },
  },
  {
    name: 'b35-069: a Mlolongo chama\'s poultry business plan, "Mama"',
    says: [
      "Sisi ni chama ya wamama kumi na tano Mlolongo, tunataka mtu atuandikie plan ya biashara ya kuku",
      "Mama Syokau Munyao",
      "0758 913 047",
    ],
    expect: {
      firstName: "Syokau",
      lastName: "Munyao",
      phone: "+254758913047",
      services: ["Business Writing"],
    },
  },
  {
    name: "b35-070: a Swahili visitor refuses the phone twice, then gives an email",
    says: [
      "Nataka CV",
      "Winfred Kaluki",
      "Sitaki kutoa namba ya simu",
      "Hapana, namba hapana",
      "email ni winnie.kaluki@gmail.com",
    ],
    expect: {
      firstName: "Winfred",
      lastName: "Kaluki",
      email: "winnie.kaluki@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b35-071: a matatu driver in lower-case Sheng wants interview practice",
    says: [
      "sasa, mi ni dereva wa matatu route ya rongai, nataka ku-practice interview ya kampuni ya bus",
      "kevin omondi",
      "0704 228 913",
    ],
    expect: {
      firstName: "Kevin",
      lastName: "Omondi",
      phone: "+254704228913",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b35-072: a Swahili mother writes for her son's CV",
    says: [
      "Namwandikia mwanangu, amemaliza chuo cha ufundi Sagana na anahitaji CV",
      "Mimi ni mama yake, Wanja Muriithi",
      "0713 902 781",
    ],
    expect: {
      firstName: "Wanja",
      lastName: "Muriithi",
      phone: "+254713902781",
      services: ["CV Writing"],
    },
  },
  {
    name: "b35-073: a Swahili Mzee wants a tender proposal for his transport company",
    says: [
      "Shikamoo. Nina kampuni ndogo ya usafiri hapa Kilifi, nataka proposal nzuri ya kupeleka county kwa tender",
      "Mzee Tsuma Kalama",
      "+254 746 820 351",
    ],
    expect: {
      firstName: "Tsuma",
      lastName: "Kalama",
      phone: "+254746820351",
      services: ["Business Writing"],
    },
  },
  {
    name: "b35-074: three services in one Sheng message, in order, a three-word name",
    says: [
      "Nataka vitu tatu: kwanza CV, alafu cover letter, mwisho unifunze interview",
      "Stacy Njeri Wambugu",
      "0795 362 418",
    ],
    expect: {
      firstName: "Stacy",
      lastName: "Njeri Wambugu",
      phone: "+254795362418",
      services: ["CV Writing", "Cover Letters", "Interview Coaching"],
    },
  },
  {
    name: "b35-075: a Sotik farmers' SACCO wants its 22 staff trained, in Swahili",
    says: [
      "Sisi ni Sacco ya wakulima Sotik, tuna wafanyakazi 22, tunataka mafunzo ya huduma kwa wateja",
      "Kipngetich Mutai, Sotik Farmers Sacco",
      "0724 830 196",
    ],
    expect: {
      firstName: "Kipngetich",
      lastName: "Mutai",
      phone: "+254724830196",
      company: "Sotik Farmers Sacco",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b35-076: a Sheng cashier applicant's name between fire emoji",
    says: [
      "nataka cover letter ya job ya cashier kwa supermarket",
      "🔥 Dennis Kweyu 🔥",
      "0711 47 29 03",
    ],
    expect: {
      firstName: "Dennis",
      lastName: "Kweyu",
      phone: "+254711472903",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b35-077: very short Swahili replies",
    says: ["CV tafadhali", "Tabitha Nzisa", "0720938451"],
    expect: {
      firstName: "Tabitha",
      lastName: "Nzisa",
      phone: "+254720938451",
      services: ["CV Writing"],
    },
  },
  {
    name: 'b35-078: a Kikuyu church youth seminar in Swahili, "Pastor"',
    says: [
      "Kanisa letu la PCEA Kikuyu linataka semina ya kazi kwa vijana wetu",
      "Pastor Gathogo Kimani",
      "0702 516 840",
    ],
    expect: {
      firstName: "Gathogo",
      lastName: "Kimani",
      phone: "+254702516840",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b35-079: a Swahili LinkedIn request, then her background told unasked",
    says: [
      "Nataka profile yangu ya LinkedIn iboreshwe",
      "Niko na degree ya procurement, nimekaa nyumbani miaka mbili",
      "Ikram Noor",
      "ikram.noor@yahoo.com",
    ],
    expect: {
      firstName: "Ikram",
      lastName: "Noor",
      email: "ikram.noor@yahoo.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b35-080: career guidance described in Swahili by a long-serving cashier",
    says: [
      "Sijui kazi yangu inaelekea wapi, nimekuwa cashier miaka kumi, nataka ushauri wa kikazi",
      "Nekesa Wanyonyi",
      "0741 609 283",
    ],
    expect: {
      firstName: "Nekesa",
      lastName: "Wanyonyi",
      phone: "+254741609283",
      services: ["Professional Development"],
    },
  },
  // Harder, in English.
  {
    name: "b35-081: a name between sparkle emoji",
    says: ["Hi! I need my CV done 🙏", "✨Faith Wanjala✨", "0722 315 470"],
    expect: {
      firstName: "Faith",
      lastName: "Wanjala",
      phone: "+254722315470",
      services: ["CV Writing"],
    },
  },
  {
    name: 'b35-082: "my anme is", a mixed-case email',
    says: [
      "I need a cover letter for a marketing job",
      "my anme is Cynthia Akinyi",
      "Cynthia.Akinyi@Gmail.com",
    ],
    expect: {
      firstName: "Cynthia",
      lastName: "Akinyi",
      email: "cynthia.akinyi@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: 'b35-083: "mu name is", a phone with +254 and spaces',
    says: [
      "Can you coach me for an interview at a logistics company?",
      "mu name is Gideon Kiptoo",
      "+254 701 883 264",
    ],
    expect: {
      firstName: "Gideon",
      lastName: "Kiptoo",
      phone: "+254701883264",
      services: ["Interview Coaching"],
    },
  },
  {
    name: 'b35-084: "my naame iz"',
    says: ["I want my LinkedIn fixed", "my naame iz Priscilla Kwamboka", "0733 250 917"],
    expect: {
      firstName: "Priscilla",
      lastName: "Kwamboka",
      phone: "+254733250917",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: 'b35-085: a doctor, LinkedIn first then CV, "Dr."',
    says: [
      "I'm a medical officer and I want two things: first my LinkedIn, then my CV",
      "Dr. Tumaini Otuoma",
      "tumaini.otuoma@gmail.com",
    ],
    expect: {
      firstName: "Tumaini",
      lastName: "Otuoma",
      email: "tumaini.otuoma@gmail.com",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: 'b35-086: an engineer before his professional review interview, "Eng.", a three-word name',
    says: [
      "I have my professional review interview with the engineers' board next month and I need to prepare",
      "Eng. Mutinda Kilonzo Musau",
      "0715 407 682",
    ],
    expect: {
      firstName: "Mutinda",
      lastName: "Kilonzo Musau",
      phone: "+254715407682",
      services: ["Interview Coaching"],
    },
  },
  {
    name: 'b35-087: a professor\'s grant report proofread, "Prof.", an email in capitals',
    says: [
      "I have a grant report that needs careful proofreading before it goes to the funder",
      "Prof. Esther Nyambura Kimani",
      "ENKIMANI@UONBI.AC.KE",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Nyambura Kimani",
      email: "enkimani@uonbi.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: 'b35-088: a restaurant owner\'s company profile, "Mama" and a three-word name',
    says: [
      "I own a restaurant in Rongo and I want a company profile for catering contracts",
      "Mama Zipporah here, full name Zipporah Akello Oketch",
      "0790-112-683",
    ],
    expect: {
      firstName: "Zipporah",
      lastName: "Akello Oketch",
      phone: "+254790112683",
      services: ["Business Writing"],
    },
  },
  {
    name: "b35-089: a four-word name",
    says: ["I need a CV for a bank job", "Grace Chepchirchir Jemutai Kosgei", "0726 914 305"],
    expect: {
      firstName: "Grace",
      lastName: "Chepchirchir Jemutai Kosgei",
      phone: "+254726914305",
      services: ["CV Writing"],
    },
  },
  {
    name: "b35-090: all in capitals",
    says: ["I NEED INTERVIEW COACHING FOR A BANK JOB", "MY NAME IS PETER OMOLLO", "0745 680 129"],
    expect: {
      firstName: "Peter",
      lastName: "Omollo",
      phone: "+254745680129",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b35-091: all in lower case",
    says: [
      "hi i want someone to proofread my masters project",
      "my name is lilian chepkemoi",
      "lilian.chepkemoi@gmail.com",
    ],
    expect: {
      firstName: "Lilian",
      lastName: "Chepkemoi",
      email: "lilian.chepkemoi@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b35-092: repeated letters",
    says: ["heyyyy i neeeed a cooover letter pleaaase", "Sharon Mbithe", "0719 284 603"],
    expect: {
      firstName: "Sharon",
      lastName: "Mbithe",
      phone: "+254719284603",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b35-093: the email refused twice, a phone given instead",
    says: [
      "LinkedIn please",
      "Victor Oloo",
      "I'd rather not share my email",
      "No email, sorry, I already said no",
      "You can use 0712 776 093",
    ],
    expect: {
      firstName: "Victor",
      lastName: "Oloo",
      phone: "+254712776093",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b35-094: the name refused twice and never given",
    says: [
      "I need a CV for a hotel job",
      "I'd rather not say my name",
      "No names please, just take the number",
      "0727 468 150",
    ],
    expect: {
      phone: "+254727468150",
      services: ["CV Writing"],
    },
  },
  {
    name: "b35-095: experience and town told before the name",
    says: [
      "I want coaching for an interview",
      "I have eight years in sales and I'm based in Ahero",
      "Diana Achola",
      "0736 841 572",
    ],
    expect: {
      firstName: "Diana",
      lastName: "Achola",
      phone: "+254736841572",
      services: ["Interview Coaching"],
    },
  },
  {
    name: 'b35-096: one-word replies and an "ok"',
    says: ["hi", "cover letter", "Emmanuel Maritim", "0703612947", "ok"],
    expect: {
      firstName: "Emmanuel",
      lastName: "Maritim",
      phone: "+254703612947",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b35-097: a hospital's thirty nurses trained, all in one very long reply",
    says: [longReplyKaplong],
    expect: {
      firstName: "Everlyne",
      lastName: "Chebii",
      email: "everlyne.chebii@stlukeskaplong.org",
      company: "St. Luke's Mission Hospital Kaplong",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b35-098: cover letter then CV, in that order",
    says: [
      "Please do my cover letter and then my CV, in that order",
      "Hillary Kipsang",
      "hillary.kipsang@gmail.com",
    ],
    expect: {
      firstName: "Hillary",
      lastName: "Kipsang",
      email: "hillary.kipsang@gmail.com",
      services: ["Cover Letters", "CV Writing"],
    },
  },
  {
    name: "b35-099: LinkedIn, coaching and a CV, in that order",
    says: [
      "I'd like LinkedIn first, then interview coaching, and finally a CV refresh",
      "Caroline Gakii",
      "0718 506 249",
    ],
    expect: {
      firstName: "Caroline",
      lastName: "Gakii",
      phone: "+254718506249",
      services: ["LinkedIn Optimization", "Interview Coaching", "CV Writing"],
    },
  },
  {
    name: "b35-100: a CV described as the document of his work history",
    says: [
      "I need the document that tells an employer my work history, mine is from 2015",
      "Ibrahim Golicha",
      "0710 394 826",
    ],
    expect: {
      firstName: "Ibrahim",
      lastName: "Golicha",
      phone: "+254710394826",
      services: ["CV Writing"],
    },
  },
  {
    name: "b35-101: proofreading described as fixing a thesis's English",
    says: [
      "I need someone to go over my thesis and fix the English before I submit",
      "Pauline Mbaika",
      "pauline.mbaika@students.ku.ac.ke",
    ],
    expect: {
      firstName: "Pauline",
      lastName: "Mbaika",
      email: "pauline.mbaika@students.ku.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b35-102: coaching described as mock questions before a ministry board",
    says: [
      "Could someone give me mock questions before I face the board at the ministry?",
      "Josphat Wanyama",
      "0798 203 574",
    ],
    expect: {
      firstName: "Josphat",
      lastName: "Wanyama",
      phone: "+254798203574",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b35-103: career guidance described as the next step for a stuck assistant",
    says: [
      "I want advice on the next step in my career, I've been stuck as an assistant for years",
      "Lucy Kagendo",
      "lucy.kagendo@gmail.com",
    ],
    expect: {
      firstName: "Lucy",
      lastName: "Kagendo",
      email: "lucy.kagendo@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b35-104: a Mombasa haulage firm's 45 drivers trained",
    says: [
      "We're a haulage firm in Mombasa with 45 drivers who need training in professionalism and customer handling",
      "Abdalla Mwadime, Pwani Haulage Ltd",
      "0722 850 136",
    ],
    expect: {
      firstName: "Abdalla",
      lastName: "Mwadime",
      phone: "+254722850136",
      company: "Pwani Haulage Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b35-105: a Kitui water company's customer care staff trained, no headcount",
    says: [
      "Our county water company in Kitui wants its customer care staff trained",
      "Mwikali Ndunge",
      "mwikali.ndunge@kitwasco.co.ke",
    ],
    expect: {
      firstName: "Mwikali",
      lastName: "Ndunge",
      email: "mwikali.ndunge@kitwasco.co.ke",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b35-106: a father for his son's career guidance",
    says: [
      "I'm writing on behalf of my son, he's finishing form four and needs guidance on which career to pursue",
      "Samuel Ngetich, his father",
      "0705 731 468",
    ],
    expect: {
      firstName: "Samuel",
      lastName: "Ngetich",
      phone: "+254705731468",
      services: ["Professional Development"],
    },
  },
  {
    name: 'b35-107: a phone as "+254 (0)7 33 21 09 48"',
    says: ["I need a CV for a procurement job", "Noah Kibiwott", "+254 (0)7 33 21 09 48"],
    expect: {
      firstName: "Noah",
      lastName: "Kibiwott",
      phone: "+254733210948",
      services: ["CV Writing"],
    },
  },
  {
    name: 'b35-108: a phone as "254-110-482-736"',
    says: ["I need a cover letter for an internship", "Mercy Jepchumba", "254-110-482-736"],
    expect: {
      firstName: "Mercy",
      lastName: "Jepchumba",
      phone: "+254110482736",
      services: ["Cover Letters"],
    },
  },
  {
    name: 'b35-109: a phone as "+254 113 729 406"',
    says: ["Can you optimise my LinkedIn?", "Dorcas Wairegi", "+254 113 729 406"],
    expect: {
      firstName: "Dorcas",
      lastName: "Wairegi",
      phone: "+254113729406",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b35-110: an email in mixed case",
    says: [
      "I'd like interview coaching for a hospital administrator job",
      "Martha Chepngeno",
      "Martha.Chepngeno@Outlook.COM",
    ],
    expect: {
      firstName: "Martha",
      lastName: "Chepngeno",
      email: "martha.chepngeno@outlook.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b35-111: an email in capitals for a school bus proposal",
    says: [
      "I run school buses in Embakasi and I need a proposal for a contract with a school",
      "ALFRED NYAMU",
      "ALFRED.NYAMU@GMAIL.COM",
    ],
    expect: {
      firstName: "Alfred",
      lastName: "Nyamu",
      email: "alfred.nyamu@gmail.com",
      services: ["Business Writing"],
    },
  },
  {
    name: "b35-112: a careers teacher wants a talk for the form threes, described",
    says: [
      "I'm the careers teacher at a high school in Kangema and I want someone to talk to our form threes about careers and university courses",
      "Irungu Kamotho",
      "0729 367 201",
    ],
    expect: {
      firstName: "Irungu",
      lastName: "Kamotho",
      phone: "+254729367201",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b35-113: CV now, LinkedIn postponed",
    says: [
      "I wanted a CV and LinkedIn, but LinkedIn can wait till next month, just the CV now",
      "Fridah Kawira",
      "0717 642 085",
    ],
    expect: {
      firstName: "Fridah",
      lastName: "Kawira",
      phone: "+254717642085",
      services: ["CV Writing"],
    },
  },
  {
    name: "b35-114: the CV already done by a friend, only the cover letter",
    says: [
      "A friend already did my CV, I just need the cover letter",
      "Moses Lentoijoni",
      "0746 108 392",
    ],
    expect: {
      firstName: "Moses",
      lastName: "Lentoijoni",
      phone: "+254746108392",
      services: ["Cover Letters"],
    },
  },
];
