import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 17 for `npm run bench:assistant`, written on 2026-12-01 by the helper
 * "asst-batch17", apart from the engine. Rules of apartness, exactly as followed: nothing under
 * server/, app/ or tests/ was opened, nor /work/firstruns/, nor bench/README.md, nor
 * bench/assistant.ts; no persona batch was opened except the two named below; no `git log`,
 * `git show` or `git diff` of anything was run (the only git commands were `git worktree add`
 * at the start and, at the end, commit, rebase, merge and `git worktree remove`; the worktree
 * command printed the subject of the commit it checked out, a line about the first runs of
 * batch 16 and others with their scores, and nothing more); the bench and the test suites were
 * not run. What was read, exactly: bench/assistant-personas-batch15.ts, for its format, header
 * conventions and expectation conventions only (the people and phrasings here are this batch's
 * own, not variations of its lines); the first 50 lines of bench/assistant-personas-batch4.ts,
 * for the `Batch4Persona` type (its header and the opening of its life story were on screen);
 * content/services.ts, for the services' exact names (its keywords and synonyms were on screen
 * with them); and the chat-assistant lines of /work/shared/SPEC.md (chat widget, the
 * chat_interactions table, the chat request and response, the hand-over), found by grep (its
 * hits outside those sections, on blog categories and the admin panel, were on screen too).
 * Also seen: the listing of bench/ (file names only) and the first 30 lines of biome.json, for
 * the formatter's settings. Only this file was checked, by loading it with tsx and with
 * `biome check`. Not registered in
 * bench/assistant.ts; not run when it was written.
 *
 * The mix is meant to be a month of a real consultancy's chat, not a catalogue of traps. About
 * half (b17-01 to b17-54) are ordinary visitors: a clear request, a name and a phone or email,
 * in plain English or Swahili, with the usual typos and the usual ways of writing a Kenyan
 * number. The other half are harder, with people and phrasings of this batch's own: emoji
 * around and between names; typos in "my name is" ("my nam is", "my mame is") and the Kenyan
 * "my names are"; honorifics and titles in English and Swahili (Mwalimu, Eng., Bw., Mchungaji,
 * Dr. (Mrs), Mzee, Bishop, Sheikh) with three- and four-word names, a hyphenated surname and
 * "arap"; names that are also words (Blessing, Patience, Baraka, Job); replies to questions not
 * asked (a town, "is this a bot?", years of experience, a budget); fields refused once or twice
 * (phone, name, in English and Swahili); corrections of a name, a phone and a service; two and
 * three services in the order asked; services by outcome or purpose (a weak "document listing
 * my experience", teams that do not talk, a rejected funding request, being passed over),
 * misspelt ("linkdin profle", "covver leter", "coperate team bulding", "tendor"), in Swahili
 * ("mahojiano", "kupanda cheo", "wasifu wa kampuni") and Sheng ("aiboost", "anipige msasa");
 * services negated, postponed or dropped; price questions beside a request; phones spelt out in
 * words, with a redundant 0 after +254, with no plus, with a calls line and a WhatsApp line;
 * diaspora phones in their local format where the visitor says where they are (UK, US, Canada,
 * Saudi Arabia, Qatar, Germany, Uganda, Kuwait) and with 00; emails in capitals, with [at] and
 * [dot], spelt out, with spaces around "@", in angle brackets, as a mailto: link and with a
 * mistyped domain; buyers naming their organisation; and eight life stories of 100-250 words
 * (two in Sheng, two in Swahili). At least 25 visitors want nothing like a CV: employers, HR
 * buyers, parents and a grandfather, SACCOs, schools, NGOs, churches, a mosque committee and
 * business owners.
 *
 * Same format and conventions as batch 15: each persona says its lines in order, whatever the
 * assistant asks; a correct hand-over needs a way to reach the visitor (phone/WhatsApp or email)
 * and the service(s) as asked, in the order asked (`expect.services` holds content/services.ts
 * names); the name is not required, but a wrong one is wrong. Every visitor here gives a service
 * and a way to be reached within six lines. The conventions of the expectations, as batch 15
 * states them and as followed here (what a careful consultant reading the chat would write down):
 * - honorifics, titles and professional letters are left out of the name; `lastName` is
 *   everything after the first name, as written; a nickname given beside the name is not the
 *   name, a nickname given alone is; a name in lower case or capitals is recorded in title case;
 * - a greeting, a refusal, a filler, a town, a job or a question is never a name; a parent or
 *   grandparent who gives their own name is recorded under it, never the child's;
 * - a service declined, replaced or put off ("next year", "we no longer need") is not expected;
 *   a training's subject (customer care, conflict, stress, communication) is not a second
 *   service; two kinds of training in one booking are one service;
 * - the phone kept is the WhatsApp line when a WhatsApp line and a calls line are both given;
 *   a corrected phone, name or email replaces the first; a mistyped email domain is expected as
 *   the address that works; an email in capitals is recorded in lower case; phones are E.164, a
 *   foreign number in its own country's format read as the country the visitor says they are in;
 * - the company is recorded where the visitor names their employer, their business or the
 *   organisation they buy for (a school, a SACCO, a church, an NGO); the employer a visitor is
 *   applying to, or a lender, is not their company.
 * Where a line would be truly ambiguous to a human (a student asking for a CV: CV Writing or
 * Youth Programs?), it was not written.
 */
export type Batch17Persona = Batch4Persona;

const githuraiStory = [
  "Niaje, mimi ni Kevin Kamau lakini wasee hunicall Kevo. Niko Githurai 45. Nilimaliza form four",
  "2019, nikafanya course ya logistics pale town na certificate ya forklift. Tangu hapo nimekuwa",
  "nikihustle: nilikuwa makanga kwa mat ya route ya Githurai mwaka mzima, then nikapata kibarua ya",
  "stores kwa godown moja Ruiru, lakini hiyo kazi ni ya casual, hakuna contract, wanatupea siku",
  "tatu kwa wiki. Sasa kuna kampuni ya logistics imetangaza nafasi za warehouse assistants na",
  "msee wangu ameniambia wanaita interview kila Monday. Shida ni, sijawahi kaa interview ya panel,",
  "na nikiona wasee watatu wamekaa na ma-file nakuwa blank kabisa. Kwanza nataka coaching ya",
  "interview, mock interviews hata mbili. Halafu CV yangu pia iko old, ina namba ya simu ya zamani",
  "na haina hiyo forklift cert, so baada ya coaching mnichongee CV pia. Budget yangu si kubwa",
  "lakini nitapanga. WhatsApp yangu ni 0759 118 302, nicheki jioni.",
].join(" ");

const mombasaToursStory = [
  "Habari zenu. Mimi naitwa Mwanamisi Salim Bakari, mkurugenzi wa Pwani Safari Tours hapa Nyali,",
  "Mombasa. Tulianza kampuni hii mwaka 2016 na gari mbili tu, na sasa tuna gari tisa na",
  "wafanyakazi kumi na wanne: madereva, waongozaji watalii na wahudumu wa ofisi. Mwaka huu",
  "tumepata nafasi ya kushiriki maonyesho ya utalii huko Ujerumani, lakini waandaaji wanataka",
  "wasifu wa kampuni (company profile) ulioandikwa vizuri kwa Kiingereza, na ule tulionao ni",
  "karatasi mbili tu alizoandika mpwa wangu. Pia wageni wameanza kulalamika kwamba baadhi ya",
  "madereva wetu hawajui kuongea na wateja vizuri. Kwa hiyo tunahitaji mambo mawili: kwanza",
  "mtuandikie company profile mpya, na pili mafunzo ya huduma kwa wateja kwa madereva na",
  "waongozaji. Tunaweza kufanya mafunzo Jumamosi mbili mwezi ujao. Nipigie au uniandikie WhatsApp",
  "kwa 0722 418 530, au barua pepe info@pwanisafaritours.co.ke.",
].join(" ");

const ruiruChurchStory = [
  "Praise God. I am Bishop Francis Mwangi Njuguna of Living Waters Fellowship in Ruiru. For",
  "eleven years our church has run a small children's home behind the sanctuary, with 38 children",
  "at the moment, most of them orphans from the estates around us. We feed them, pay their school",
  "fees and give them a place to sleep, but everything comes from Sunday offerings, and since the",
  "cost of living went up our members simply cannot give as before. Last month two of our older",
  "boys were sent home from secondary school for fees. A well-wisher has told us about a",
  "foundation that funds children's homes in East Africa, and their call for applications closes",
  "on the 30th. They want a full grant proposal: the problem, the budget, how we will measure",
  "results and how we will keep the home running after their money ends. None of us in the",
  "leadership has written such a document before. We want you to write the proposal for us, and",
  "we will provide all the figures and photographs. My number is 0721 334 096, and the church",
  "email is livingwatersruiru@gmail.com. God bless you.",
].join(" ");

const jeddahNurseStory = [
  "Good evening. I am a registered nurse from Kericho and I have been working in a government",
  "hospital in Jeddah since 2020. The money is good but I am tired of the restrictions and I do",
  "not see a future for my children here. My plan is to move to Canada in the next two years, and",
  "I know several nurses who have done it. But I am confused by all the routes, the exams, the",
  "agencies that want money upfront, and I don't know whether I should first go for a masters. I",
  "need someone to sit with me and plan the whole career move step by step. I also heard that",
  "Canadian recruiters look at LinkedIn a lot, and mine has nothing on it except my name and a",
  "photo from 2015, so after the planning I would like you to build my LinkedIn profile properly.",
  "My name is Sharon Chepkorir Langat. I am in Saudi Arabia, my WhatsApp is 0561 447 203. I am",
  "free on Fridays.",
].join(" ");

const kakamegaFatherStory = [
  "Shikamoo. Mimi ni mzazi, naitwa Wilberforce Shikuku Amukoya, mwalimu mstaafu kutoka",
  "Kakamega. Mwanangu wa kiume, Brian, alimaliza shahada ya biashara katika chuo kikuu cha",
  "Masinde Muliro mwaka 2023. Tangu hapo amekaa nyumbani. Ameomba kazi nyingi kwa simu lakini",
  "hajaitwa hata mara moja, na sasa ameanza kukata tamaa, anashinda kijiweni na marafiki na",
  "hataki kuzungumza nami kuhusu kazi. Mama yake ana wasiwasi sana. Jirani yetu ambaye binti yake",
  "alipitia programu yenu ya vijana alituambia kwamba mnawafundisha vijana waliomaliza masomo",
  "jinsi ya kutafuta kazi, kuandika maombi, kujiandaa kwa mahojiano na kujiamini mbele ya",
  "waajiri. Ningependa Brian ajiunge na programu hiyo, na mimi ndiye nitakayelipa. Tafadhali",
  "nipigie jioni baada ya saa kumi na mbili kwa namba 0722 615 904. Asanteni sana.",
].join(" ");

const naivashaFarmStory = [
  "Hello Kazi. I head human resources at Maua Bora Flowers, a rose farm outside Naivasha with",
  "about 450 workers, most of them on the greenhouse and packhouse lines. Over the past year we",
  "have had a string of problems between supervisors and general workers: shouting, favouritism",
  "in allocating overtime, and two cases that went to the labour office. An audit by one of our",
  "European buyers flagged it as well, and they want to see corrective action before the next",
  "season. We have decided to do two things. First, a training for our 35 supervisors on handling",
  "conflict and managing people fairly, ideally two half-days in the slow period in June. Second,",
  "we need a proper grievance and disciplinary policy written, because what we have is a one-page",
  "memo from 2014 that nobody follows. Please send me a quotation for both. I'm Nelson Kiprop",
  "Chirchir. Email n.chirchir@mauabora.co.ke or call 0733 902 617.",
].join(" ");

const egertonThesisStory = [
  "Hi there. I'm a PhD candidate in agricultural economics at Egerton, finishing a thesis on",
  "smallholder access to credit in Bomet and Nyamira. It's 312 pages, five chapters plus",
  "appendices, and my supervisors have finally cleared the content. The problem is the language.",
  "English is my third language after Kipsigis and Swahili, and the first comment on my draft",
  "was that the grammar and flow distract from the findings. The graduate school also insists on",
  "APA 7 referencing and one format for the tables, and mine are a mix of three styles because I",
  "wrote the chapters over five years. I don't need a CV or anything like that, my CV is fine for",
  "now. What I need is a careful editor to go through the whole thesis for language, referencing",
  "and formatting before I submit in eight weeks. I can send chapter one first so you can quote.",
  "I'm Alfred Kipngeno Mutai, email is A.Mutai at egerton dot ac dot ke.",
].join(" ");

const kitengelaBarberStory = [
  "Sasa wadau. Mimi ni kinyozi, niko na kinyozi yangu hapa Kitengela karibu na stage tangu 2018,",
  "inaitwa Fresh Cutz. Nilianza na kiti moja na clipper ya kuazima, saa hii niko na viti nne na",
  "barbers watatu wananifanyia kazi. Biashara iko poa, weekend hapa ni full, wasee wanangoja hadi",
  "saa nne usiku. Sasa nataka kufungua branch ya pili pale Syokimau, na pia kuongeza salon ya",
  "madem kando. Nimeenda sacco yetu wakaniambia wanaweza nipea loan ya 800k lakini lazima nilete",
  "business plan proper, na projections za miaka tatu. Mimi si mtu wa kuandika hizo vitu, najua",
  "tu kunyoa na kupiga hesabu ya kila siku. Nataka mnichorere business plan fiti ya kupeleka",
  "sacco. Naitwa Joseph Mwangi lakini kila mtu ananiita Joe Fresh. Namba yangu ni 0745 662 118,",
  "WhatsApp pia.",
].join(" ");

export const batch17Personas: Batch17Persona[] = [
  // Ordinary visitors: a clear request, a name, a phone or an email.
  {
    name: "b17-01: a CV written professionally, plain English",
    says: ["Hi, I need my CV written professionally", "Mary Wangari", "0722 418 906"],
    expect: {
      firstName: "Mary",
      lastName: "Wangari",
      phone: "+254722418906",
      services: ["CV Writing"],
    },
  },
  {
    name: "b17-02: asks whether cover letters are done, one due Friday",
    says: [
      "good morning, do you do cover letters? I have one to send for an accounts assistant job by friday",
      "Brian Kiplagat",
      "0711283504",
    ],
    expect: {
      firstName: "Brian",
      lastName: "Kiplagat",
      phone: "+254711283504",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b17-03: a LinkedIn profile unchanged since 2019",
    says: [
      "I'd like my linkedin profile updated, it's been the same since 2019",
      "Susan Achieng",
      "+254 733 902 415",
    ],
    expect: {
      firstName: "Susan",
      lastName: "Achieng",
      phone: "+254733902415",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b17-04: an interview with KRA next week (the employer applied to, not a company)",
    says: [
      "i have an interview with KRA next week, can you prepare me",
      "Tom Mutua",
      "0720 556 183",
    ],
    expect: {
      firstName: "Tom",
      lastName: "Mutua",
      phone: "+254720556183",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b17-05: an 80-page thesis proofread",
    says: ["Need my thesis proofread, its about 80 pages", "Grace Nyambura", "0714 330 298"],
    expect: {
      firstName: "Grace",
      lastName: "Nyambura",
      phone: "+254714330298",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b17-06: Swahili, 'naomba mniandikie CV', 'Naitwa'",
    says: ["Habari, naomba mniandikie CV", "Naitwa Juma Bakari", "0723 640 117"],
    expect: {
      firstName: "Juma",
      lastName: "Bakari",
      phone: "+254723640117",
      services: ["CV Writing"],
    },
  },
  {
    name: "b17-07: Swahili, preparing for a TSC teaching interview, 'Jina langu ni'",
    says: [
      "Nataka kujiandaa kwa interview ya TSC ya ualimu",
      "Jina langu ni Esther Chebet",
      "0712 009 884",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Chebet",
      phone: "+254712009884",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b17-08: a construction company's profile, the company beside the name",
    says: [
      "hello, we need a company profile for our construction company",
      "Peter Ndirangu of Ndirangu Builders Ltd",
      "0722 771 450",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Ndirangu",
      phone: "+254722771450",
      company: "Ndirangu Builders Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b17-09: team building for 40 staff of an insurance broker, work email",
    says: [
      "Looking for a team building session for about 40 staff in March",
      "Anne Mumbi, Kijani Insurance Brokers",
      "anne.mumbi@kijanibrokers.co.ke",
    ],
    expect: {
      firstName: "Anne",
      lastName: "Mumbi",
      email: "anne.mumbi@kijanibrokers.co.ke",
      company: "Kijani Insurance Brokers",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b17-10: banking to tech project management, guidance",
    says: [
      "I want to move from banking into tech project management and need someone to guide me",
      "Victor Omondi",
      "0706 118 335",
    ],
    expect: {
      firstName: "Victor",
      lastName: "Omondi",
      phone: "+254706118335",
      services: ["Professional Development"],
    },
  },
  {
    name: "b17-11: a father enrols his form-four leaver son in the youth program",
    says: [
      "My son finished form four last year, I'd like him to join your youth program",
      "I'm his father, John Kamau",
      "0721 556 030",
    ],
    expect: {
      firstName: "John",
      lastName: "Kamau",
      phone: "+254721556030",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b17-12: CV and cover letter, nothing else",
    says: ["cv and cover letter please", "Lucy Moraa", "0790 442 716"],
    expect: {
      firstName: "Lucy",
      lastName: "Moraa",
      phone: "+254790442716",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b17-13: a novel edited before self-publishing, email",
    says: [
      "Can you edit my novel before I self-publish it?",
      "David Kiprono",
      "dkiprono@gmail.com",
    ],
    expect: {
      firstName: "David",
      lastName: "Kiprono",
      email: "dkiprono@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b17-14: Swahili, a SACCO manager books customer-service training",
    says: [
      "Tunahitaji mafunzo ya huduma kwa wateja kwa wafanyakazi wa sacco yetu",
      "Mary Atieno, meneja wa Ushirika Bora Sacco",
      "0722 309 841",
    ],
    expect: {
      firstName: "Mary",
      lastName: "Atieno",
      phone: "+254722309841",
      company: "Ushirika Bora Sacco",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b17-15: lowercase name, 'pliz', a CV for driver jobs",
    says: ["pliz help me with a cv am applying for a driver job", "samuel ouma", "0745 660 213"],
    expect: {
      firstName: "Samuel",
      lastName: "Ouma",
      phone: "+254745660213",
      services: ["CV Writing"],
    },
  },
  {
    name: "b17-16: a poultry farm business plan the bank asked for",
    says: [
      "I need a business plan for a poultry farm, the bank asked for one",
      "Josephine Wanjiru",
      "0729-314-782",
    ],
    expect: {
      firstName: "Josephine",
      lastName: "Wanjiru",
      phone: "+254729314782",
      services: ["Business Writing"],
    },
  },
  {
    name: "b17-17: a final-year project proofread",
    says: [
      "looking for someone to proofread my final year project at Kenyatta University",
      "Ian Mwangi",
      "0797 225 610",
    ],
    expect: {
      firstName: "Ian",
      lastName: "Mwangi",
      phone: "+254797225610",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b17-18: 'linked in' in two words, 'Helo'",
    says: ["Helo, I want my linked in to look professional", "Stella Auma", "+254701883442"],
    expect: {
      firstName: "Stella",
      lastName: "Auma",
      phone: "+254701883442",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b17-19: an NGO's concept note for a water project, programme officer",
    says: [
      "We're an NGO and need a concept note written for a water project in Kajiado",
      "Daniel Lemayian, programme officer at Maji Safi Initiative",
      "daniel@majisafi.org",
    ],
    expect: {
      firstName: "Daniel",
      lastName: "Lemayian",
      email: "daniel@majisafi.org",
      company: "Maji Safi Initiative",
      services: ["Business Writing"],
    },
  },
  {
    name: "b17-20: a principal wants career readiness for form four candidates",
    says: [
      "We'd like a career readiness programme for our form four candidates",
      "Charles Wekesa, principal of Kimilili Boys High School",
      "0722 617 330",
    ],
    expect: {
      firstName: "Charles",
      lastName: "Wekesa",
      phone: "+254722617330",
      company: "Kimilili Boys High School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b17-21: two words of service, a name, a phone",
    says: ["interview coaching", "Faith Wambui", "0712 778 205"],
    expect: {
      firstName: "Faith",
      lastName: "Wambui",
      phone: "+254712778205",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b17-22: a CV for nursing jobs in the UK (she is in Kenya)",
    says: ["Hi I want a CV for nursing jobs in the UK", "Beatrice Chepngetich", "0724 993 116"],
    expect: {
      firstName: "Beatrice",
      lastName: "Chepngetich",
      phone: "+254724993116",
      services: ["CV Writing"],
    },
  },
  {
    name: "b17-23: a cover letter for a teaching position",
    says: ["can i get a cover letter for a teaching position", "Mercy Kerubo", "0768 204 551"],
    expect: {
      firstName: "Mercy",
      lastName: "Kerubo",
      phone: "+254768204551",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b17-24: HR wants a motivational speaker for the end-of-year party",
    says: [
      "We need a motivational speaker for our staff at the end of year party",
      "Kevin Njenga, HR at Mavuno Foods",
      "0733 118 720",
    ],
    expect: {
      firstName: "Kevin",
      lastName: "Njenga",
      phone: "+254733118720",
      company: "Mavuno Foods",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b17-25: coaching towards branch manager",
    says: [
      "I want to be promoted to branch manager in the next year, can you coach me",
      "Alice Wairimu",
      "0725 661 847",
    ],
    expect: {
      firstName: "Alice",
      lastName: "Wairimu",
      phone: "+254725661847",
      services: ["Professional Development"],
    },
  },
  {
    name: "b17-26: a research proposal proofread (proofreading, not writing)",
    says: [
      "need proofreading for my research proposal before I submit to the graduate school",
      "Hassan Omar",
      "0718 402 993",
    ],
    expect: {
      firstName: "Hassan",
      lastName: "Omar",
      phone: "+254718402993",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b17-27: tender documents for a county supply tender, company named",
    says: [
      "We need tender documents done for a county supply tender, deadline in 2 weeks",
      "Mohamed Abdi, Garissa Supplies Ltd",
      "0722 145 609",
    ],
    expect: {
      firstName: "Mohamed",
      lastName: "Abdi",
      phone: "+254722145609",
      company: "Garissa Supplies Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b17-28: Swahili 'barua ya kuomba kazi'",
    says: ["Nahitaji barua ya kuomba kazi", "Amina Said", "0711 540 338"],
    expect: {
      firstName: "Amina",
      lastName: "Said",
      phone: "+254711540338",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b17-29: a CV for ten years in sales, a yahoo email",
    says: [
      "Please help me write a CV, I have 10 years in sales",
      "George Otieno",
      "george.otieno@yahoo.com",
    ],
    expect: {
      firstName: "George",
      lastName: "Otieno",
      email: "george.otieno@yahoo.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b17-30: 'linkedin optimisation pls'",
    says: ["linkedin optimisation pls", "Wanjiru Kamau", "0704 221 986"],
    expect: {
      firstName: "Wanjiru",
      lastName: "Kamau",
      phone: "+254704221986",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b17-31: stress management for a medical centre's nurses, organisation in the request",
    says: [
      "We'd like stress management training for the nurses at Kisii Medical Centre",
      "Ruth Kemunto",
      "0733 705 118",
    ],
    expect: {
      firstName: "Ruth",
      lastName: "Kemunto",
      phone: "+254733705118",
      company: "Kisii Medical Centre",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b17-32: a panel interview for a procurement officer job",
    says: [
      "I need help preparing for a panel interview, procurement officer job",
      "Eric Kibet",
      "0710 336 472",
    ],
    expect: {
      firstName: "Eric",
      lastName: "Kibet",
      phone: "+254710336472",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b17-33: a women group's grant proposal for table banking",
    says: [
      "mnaandika grant proposals? our women group needs one for a table banking project",
      "Jane Mueni, chairlady of Tujijenge Women Group",
      "0722 889 031",
    ],
    expect: {
      firstName: "Jane",
      lastName: "Mueni",
      phone: "+254722889031",
      company: "Tujijenge Women Group",
      services: ["Business Writing"],
    },
  },
  {
    name: "b17-34: a mother enrols her second-year daughter in the youth programme",
    says: [
      "I'd like my daughter to join the youth programme, she's in second year at Maseno",
      "I'm Florence Akoth, her mum",
      "0721 302 667",
    ],
    expect: {
      firstName: "Florence",
      lastName: "Akoth",
      phone: "+254721302667",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b17-35: 'cv revamp'",
    says: ["cv revamp", "Nicholas Ruto", "0795 441 208"],
    expect: {
      firstName: "Nicholas",
      lastName: "Ruto",
      phone: "+254795441208",
      services: ["CV Writing"],
    },
  },
  {
    name: "b17-36: a cover letter and interview prep for a bank job (not her company)",
    says: [
      "I'd like a cover letter and interview prep for a job at Equity Bank",
      "Purity Nduta",
      "0708 552 993",
    ],
    expect: {
      firstName: "Purity",
      lastName: "Nduta",
      phone: "+254708552993",
      services: ["Cover Letters", "Interview Coaching"],
    },
  },
  {
    name: "b17-37: a parish secretary wants the church magazine proofread",
    says: [
      "Please proofread our church magazine before it goes to print",
      "Samuel Gitonga, secretary, PCEA Kahawa Parish",
      "0722 463 115",
    ],
    expect: {
      firstName: "Samuel",
      lastName: "Gitonga",
      phone: "+254722463115",
      company: "PCEA Kahawa Parish",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b17-38: a masters or work abroad, career advice",
    says: [
      "I need career advice, not sure whether to do a masters or go abroad for work",
      "Lilian Nafula",
      "0746 118 509",
    ],
    expect: {
      firstName: "Lilian",
      lastName: "Nafula",
      phone: "+254746118509",
      services: ["Professional Development"],
    },
  },
  {
    name: "b17-39: Swahili, a business plan for a small dairy plant",
    says: [
      "Tunahitaji mtu wa kutuandikia business plan ya kiwanda kidogo cha maziwa",
      "Paul Kiprotich",
      "0720 994 316",
    ],
    expect: {
      firstName: "Paul",
      lastName: "Kiprotich",
      phone: "+254720994316",
      services: ["Business Writing"],
    },
  },
  {
    name: "b17-40: 'write me a CV', a 0111 number",
    says: ["write me a CV", "Dennis Oloo", "0111 204 553"],
    expect: {
      firstName: "Dennis",
      lastName: "Oloo",
      phone: "+254111204553",
      services: ["CV Writing"],
    },
  },
  {
    name: "b17-41: a logistics firm's annual report edited, work email",
    says: [
      "Hi, looking for someone to edit our annual report",
      "Carol Wanjiku from Simba Logistics",
      "carol@simbalogistics.co.ke",
    ],
    expect: {
      firstName: "Carol",
      lastName: "Wanjiku",
      email: "carol@simbalogistics.co.ke",
      company: "Simba Logistics",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b17-42: interview coaching for a scholarship interview",
    says: [
      "I'd like interview coaching for a scholarship interview",
      "Kelvin Macharia",
      "254712661094",
    ],
    expect: {
      firstName: "Kelvin",
      lastName: "Macharia",
      phone: "+254712661094",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b17-43: a communication workshop for a packer's supervisors",
    says: [
      "We want a workshop on communication for our supervisors",
      "Irene Chelimo, HR, Kerio Valley Packers",
      "0733 508 112",
    ],
    expect: {
      firstName: "Irene",
      lastName: "Chelimo",
      phone: "+254733508112",
      company: "Kerio Valley Packers",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b17-44: LinkedIn and then the CV, in that order",
    says: ["I need help with my linkedin and my cv", "Joseph Maina", "0727 330 418"],
    expect: {
      firstName: "Joseph",
      lastName: "Maina",
      phone: "+254727330418",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b17-45: Swahili, a project report corrected ('kusahihishiwa ripoti')",
    says: [
      "Habari za asubuhi, ninahitaji kusahihishiwa ripoti ya mradi wangu",
      "Naitwa Fatuma Hussein",
      "0722 157 804",
    ],
    expect: {
      firstName: "Fatuma",
      lastName: "Hussein",
      phone: "+254722157804",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b17-46: an electrician with five years wants a CV",
    says: [
      "I need a CV, I'm an electrician with 5 years experience",
      "Moses Wafula",
      "0793 206 471",
    ],
    expect: {
      firstName: "Moses",
      lastName: "Wafula",
      phone: "+254793206471",
      services: ["CV Writing"],
    },
  },
  {
    name: "b17-47: a SACCO CEO wants a credit policy written",
    says: [
      "Our sacco needs a credit policy written",
      "Rose Nyokabi, CEO of Kilele Teachers Sacco",
      "0722 618 449",
    ],
    expect: {
      firstName: "Rose",
      lastName: "Nyokabi",
      phone: "+254722618449",
      company: "Kilele Teachers Sacco",
      services: ["Business Writing"],
    },
  },
  {
    name: "b17-48: ready for an interview with the UN",
    says: [
      "Could you help me get ready for an interview with the UN in Gigiri",
      "Abdirahman Hussein",
      "0724 339 107",
    ],
    expect: {
      firstName: "Abdirahman",
      lastName: "Hussein",
      phone: "+254724339107",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b17-49: a mentor for an HR career",
    says: [
      "I'm looking for a mentor to help me grow in my HR career",
      "Gladys Wangui",
      "0717 804 225",
    ],
    expect: {
      firstName: "Gladys",
      lastName: "Wangui",
      phone: "+254717804225",
      services: ["Professional Development"],
    },
  },
  {
    name: "b17-50: asks whether dissertations are proofread, wants hers done",
    says: [
      "Do you proofread dissertations? I need mine done by end of month",
      "Cyrus Njoroge",
      "0703 552 146",
    ],
    expect: {
      firstName: "Cyrus",
      lastName: "Njoroge",
      phone: "+254703552146",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b17-51: 'cv writting' for security guard jobs",
    says: ["cv writting pls, applying for security guard jobs", "Evans Ekai", "0741 220 395"],
    expect: {
      firstName: "Evans",
      lastName: "Ekai",
      phone: "+254741220395",
      services: ["CV Writing"],
    },
  },
  {
    name: "b17-52: 'intervew coaching' for a bank teller job",
    says: ["intervew coaching for a bank teller job", "Janet Nasimiyu", "0720 448 071"],
    expect: {
      firstName: "Janet",
      lastName: "Nasimiyu",
      phone: "+254720448071",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b17-53: Swahili, a deputy principal books a motivation seminar for the school's staff",
    says: [
      "Tunataka semina ya kuhamasisha walimu na wafanyakazi wa shule yetu",
      "Agnes Mbithe, naibu mwalimu mkuu wa Kitui School",
      "0722 305 581",
    ],
    expect: {
      firstName: "Agnes",
      lastName: "Mbithe",
      phone: "+254722305581",
      company: "Kitui School",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b17-54: a hotel in Naivasha wants its waiters trained on customer care",
    says: [
      "We run a small hotel in Naivasha and want our waiters trained on customer care",
      "Joyce Wanjala, Lakeview Gardens Hotel",
      "0733 660 214",
    ],
    expect: {
      firstName: "Joyce",
      lastName: "Wanjala",
      phone: "+254733660214",
      company: "Lakeview Gardens Hotel",
      services: ["Corporate Training"],
    },
  },

  // Emoji around and between names.
  {
    name: "b17-55: blossoms around two names, praying hands after the CV",
    says: ["cv pls 🙏🙏", "🌸 Naliaka Wanyonyi 🌸", "0723 441 092"],
    expect: {
      firstName: "Naliaka",
      lastName: "Wanyonyi",
      phone: "+254723441092",
      services: ["CV Writing"],
    },
  },
  {
    name: "b17-56: fire stuck to a single name, coaching for a pilot cadet interview",
    says: ["Interview coaching for a pilot cadet interview ✈️", "Kiptoo🔥🔥", "0728 220 613"],
    expect: {
      firstName: "Kiptoo",
      phone: "+254728220613",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b17-57: a waving hand with a skin tone between the names, LinkedIn",
    says: ["linkedin", "Amos 👋🏾 Kibet", "+254 722 019 884"],
    expect: {
      firstName: "Amos",
      lastName: "Kibet",
      phone: "+254722019884",
      services: ["LinkedIn Optimization"],
    },
  },

  // Typos in "my name is", and "my names are".
  {
    name: "b17-58: 'my nam is', a cover letter for a receptionist job",
    says: ["cover leter for a receptionist job", "my nam is Brenda Atieno", "0790 335 128"],
    expect: {
      firstName: "Brenda",
      lastName: "Atieno",
      phone: "+254790335128",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b17-59: the Kenyan 'my names are' with three names, CV and cover letter",
    says: ["I want a CV and cover letter", "my names are Grace Wanjiru Mwangi", "0722 904 118"],
    expect: {
      firstName: "Grace",
      lastName: "Wanjiru Mwangi",
      phone: "+254722904118",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b17-60: 'my mame is', a car wash business plan",
    says: ["business plan for my car wash", "my mame is Kennedy Ruto", "0727 114 390"],
    expect: {
      firstName: "Kennedy",
      lastName: "Ruto",
      phone: "+254727114390",
      services: ["Business Writing"],
    },
  },

  // Honorifics and titles, English and Swahili.
  {
    name: "b17-61: Mwalimu (teacher), a deputy principal interview",
    says: [
      "I'm up for a deputy principal interview with TSC, I need coaching",
      "Mwalimu Joseph Mutiso",
      "0722 310 447",
    ],
    expect: {
      firstName: "Joseph",
      lastName: "Mutiso",
      phone: "+254722310447",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b17-62: Eng. with three names, LinkedIn for roles in the Gulf",
    says: [
      "LinkedIn optimization, I'm a civil engineer looking at roles in the Gulf",
      "Eng. Caroline Atieno Ouma",
      "+254 733 224 901",
    ],
    expect: {
      firstName: "Caroline",
      lastName: "Atieno Ouma",
      phone: "+254733224901",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b17-63: Bw. (Swahili Mr) with three names, 'mazoezi ya mahojiano'",
    says: [
      "Nahitaji mazoezi ya mahojiano, nimeitwa interview ya KPA",
      "Bw. Hamisi Juma Rashid",
      "0711 882 045",
    ],
    expect: {
      firstName: "Hamisi",
      lastName: "Juma Rashid",
      phone: "+254711882045",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b17-64: Mchungaji (pastor) books a leadership seminar for church leaders",
    says: [
      "Tunahitaji semina ya uongozi kwa viongozi wa kanisa letu",
      "Mchungaji Stephen Kyalo, AIC Kyeni",
      "0722 447 916",
    ],
    expect: {
      firstName: "Stephen",
      lastName: "Kyalo",
      phone: "+254722447916",
      company: "AIC Kyeni",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b17-65: 'Dr. (Mrs)' and a hyphenated surname, a dental clinic's profile",
    says: [
      "I need a company profile for my dental clinic, Smile Bright Dental in Westlands",
      "Dr. (Mrs) Wambui Kariuki-Njoroge",
      "drwambui@smilebright.co.ke",
    ],
    expect: {
      firstName: "Wambui",
      lastName: "Kariuki-Njoroge",
      email: "drwambui@smilebright.co.ke",
      company: "Smile Bright Dental",
      services: ["Business Writing"],
    },
  },
  {
    name: "b17-66: Mzee and 'arap', a grandfather enrols his grandson for young people",
    says: [
      "My grandson finished school and is idle at home, I'd like him in your programme for young people",
      "Mzee Kiptanui arap Koech",
      "0726 115 804",
    ],
    expect: {
      firstName: "Kiptanui",
      lastName: "arap Koech",
      phone: "+254726115804",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b17-67: Sheikh with three names, a mosque committee's proposal for a madrasa block",
    says: [
      "Our mosque committee needs a proposal written for a madrasa classroom block",
      "Sheikh Abdalla Mohamed Bakari, Kongowea Mosque Committee",
      "0722 391 550",
    ],
    expect: {
      firstName: "Abdalla",
      lastName: "Mohamed Bakari",
      phone: "+254722391550",
      company: "Kongowea Mosque Committee",
      services: ["Business Writing"],
    },
  },

  // Three- and four-word names.
  {
    name: "b17-68: four-word name, a journal article proofread, university email",
    says: [
      "Proofreading for a journal article I'm submitting",
      "Esther Wambui Njeri Kamau",
      "e.kamau@uonbi.ac.ke",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Wambui Njeri Kamau",
      email: "e.kamau@uonbi.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b17-69: four-word name, CV, LinkedIn and interview preparation in one line",
    says: [
      "I want help with my CV, LinkedIn and interview preparation",
      "Abdullahi Hassan Ali Farah",
      "0722 117 640",
    ],
    expect: {
      firstName: "Abdullahi",
      lastName: "Hassan Ali Farah",
      phone: "+254722117640",
      services: ["CV Writing", "LinkedIn Optimization", "Interview Coaching"],
    },
  },

  // Names that are also words.
  {
    name: "b17-70: 'Blessing' as a name, a cover letter for an NGO job",
    says: ["need a cover letter for an NGO job", "Blessing Mwikali", "0715 336 207"],
    expect: {
      firstName: "Blessing",
      lastName: "Mwikali",
      phone: "+254715336207",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b17-71: 'Patience' alone, a project proofread",
    says: ["proofread my project report", "Patience", "0798 110 365"],
    expect: {
      firstName: "Patience",
      phone: "+254798110365",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b17-72: 'Naitwa Baraka', a new CV in Swahili",
    says: ["Nataka CV mpya", "Naitwa Baraka Odhiambo", "0724 558 013"],
    expect: {
      firstName: "Baraka",
      lastName: "Odhiambo",
      phone: "+254724558013",
      services: ["CV Writing"],
    },
  },

  // Replies to questions not asked.
  {
    name: "b17-73: a town before the name, a CV for hotel jobs",
    says: ["I need a CV for hotel jobs", "I'm in Kisumu", "Tobias Onyango", "0723 114 580"],
    expect: {
      firstName: "Tobias",
      lastName: "Onyango",
      phone: "+254723114580",
      services: ["CV Writing"],
    },
  },
  {
    name: "b17-74: 'is this a real person or a bot?', then 'ok. Cynthia Awino', email",
    says: [
      "linkedin makeover",
      "is this a real person or a bot?",
      "ok. Cynthia Awino",
      "cynthia.awino@gmail.com",
    ],
    expect: {
      firstName: "Cynthia",
      lastName: "Awino",
      email: "cynthia.awino@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },

  // Fields refused once or twice.
  {
    name: "b17-75: refuses a phone once, email instead, PhD thesis proofread",
    says: [
      "proofreading for my PhD thesis",
      "Peter Wekesa",
      "I'd rather not give a phone number",
      "peter.wekesa@outlook.com",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Wekesa",
      email: "peter.wekesa@outlook.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b17-76: refuses the name twice, never gives it, WhatsApp number",
    says: [
      "cover letter",
      "why do you need my name",
      "I'd rather not say",
      "just WhatsApp me on 0722 508 316",
    ],
    expect: {
      phone: "+254722508316",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b17-77: Swahili, refuses the phone twice, then an email",
    says: [
      "Nataka CV",
      "Mwanaisha Omar",
      "Sitaki kupeana namba ya simu",
      "Nimesema sitaki namba. Tumia email: mwanaisha.omar@gmail.com",
    ],
    expect: {
      firstName: "Mwanaisha",
      lastName: "Omar",
      email: "mwanaisha.omar@gmail.com",
      services: ["CV Writing"],
    },
  },

  // Corrections.
  {
    name: "b17-78: a name corrected ('sorry typo, it's Wanjiru')",
    says: ["CV", "Wanjiku Kamau", "sorry typo, it's Wanjiru Kamau", "0722 667 103"],
    expect: {
      firstName: "Wanjiru",
      lastName: "Kamau",
      phone: "+254722667103",
      services: ["CV Writing"],
    },
  },
  {
    name: "b17-79: a phone corrected, a bakery business plan",
    says: [
      "business plan for a bakery",
      "Rachel Kendi",
      "0722 113 408",
      "sorry that's wrong, it's 0722 113 480",
    ],
    expect: {
      firstName: "Rachel",
      lastName: "Kendi",
      phone: "+254722113480",
      services: ["Business Writing"],
    },
  },
  {
    name: "b17-80: a CV replaced by a cover letter ('I meant a cover letter')",
    says: [
      "CV please",
      "oh wait, I meant a cover letter, my CV is fine",
      "Ivy Jepkosgei",
      "0790 226 801",
    ],
    expect: {
      firstName: "Ivy",
      lastName: "Jepkosgei",
      phone: "+254790226801",
      services: ["Cover Letters"],
    },
  },

  // Two and three services in the order asked.
  {
    name: "b17-81: 'LinkedIn first, then my CV, then interview practice'",
    says: [
      "Three things: LinkedIn first, then my CV, then interview practice",
      "Lydia Kanini",
      "0711 309 552",
    ],
    expect: {
      firstName: "Lydia",
      lastName: "Kanini",
      phone: "+254711309552",
      services: ["LinkedIn Optimization", "CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b17-82: a cleaning company: profile, a training day and its tender proofread",
    says: [
      "We need a company profile, a staff training day, and our tender documents proofread",
      "Margaret Anyango, operations at Zuri Cleaning Services",
      "0722 441 736",
    ],
    expect: {
      firstName: "Margaret",
      lastName: "Anyango",
      phone: "+254722441736",
      company: "Zuri Cleaning Services",
      services: ["Business Writing", "Corporate Training", "Editing & Proofreading"],
    },
  },

  // Services by outcome or purpose.
  {
    name: "b17-83: 'the document listing my experience is weak', a CV by outcome",
    says: [
      "Nobody calls me back after I apply, I think the document listing my experience is weak",
      "Ruth Adhiambo",
      "0702 335 918",
    ],
    expect: {
      firstName: "Ruth",
      lastName: "Adhiambo",
      phone: "+254702335918",
      services: ["CV Writing"],
    },
  },
  {
    name: "b17-84: two teams that don't talk, training by purpose, HR at a motor dealer",
    says: [
      "Our accounts and sales teams don't talk to each other, we need someone to bring them together",
      "Oscar Kibe, HR at Tana Motors",
      "0733 204 819",
    ],
    expect: {
      firstName: "Oscar",
      lastName: "Kibe",
      phone: "+254733204819",
      company: "Tana Motors",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b17-85: passed over for finance manager, professional development by outcome",
    says: [
      "I've been a senior accountant for 7 years and I keep getting passed over for finance manager",
      "Naomi Wangari",
      "0724 115 337",
    ],
    expect: {
      firstName: "Naomi",
      lastName: "Wangari",
      phone: "+254724115337",
      services: ["Professional Development"],
    },
  },
  {
    name: "b17-86: a funding request turned down as badly written, a youth network",
    says: [
      "The donor turned down our funding request because it was badly written. We need a new one written properly",
      "Brenda Chelangat, Tuinuane Youth Network",
      "brenda@tuinuane.org",
    ],
    expect: {
      firstName: "Brenda",
      lastName: "Chelangat",
      email: "brenda@tuinuane.org",
      company: "Tuinuane Youth Network",
      services: ["Business Writing"],
    },
  },

  // Misspelt services.
  {
    name: "b17-87: 'linkdin profle makeover'",
    says: ["linkdin profle makeover", "Bonface Omondi", "0746 339 210"],
    expect: {
      firstName: "Bonface",
      lastName: "Omondi",
      phone: "+254746339210",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b17-88: 'covver leter and cv writting'",
    says: ["covver leter and cv writting", "Sammy Kiprotich", "0797 001 446"],
    expect: {
      firstName: "Sammy",
      lastName: "Kiprotich",
      phone: "+254797001446",
      services: ["Cover Letters", "CV Writing"],
    },
  },
  {
    name: "b17-89: 'coperate team bulding' for a hardware's staff",
    says: ["coperate team bulding for 25 staff", "Francis Njuguna, Ndovu Hardware", "0722 661 409"],
    expect: {
      firstName: "Francis",
      lastName: "Njuguna",
      phone: "+254722661409",
      company: "Ndovu Hardware",
      services: ["Corporate Training"],
    },
  },

  // Swahili and Sheng services.
  {
    name: "b17-90: Swahili 'kujiandaa kwa mahojiano ya kazi'",
    says: ["Nisaidie kujiandaa kwa mahojiano ya kazi", "Saida Mwinyi", "0713 118 440"],
    expect: {
      firstName: "Saida",
      lastName: "Mwinyi",
      phone: "+254713118440",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b17-91: Sheng 'cv yangu iko mbaya, nataka mtu aiboost', 'Mimi ni Vero'",
    says: ["cv yangu iko mbaya sana manze, nataka mtu aiboost", "Mimi ni Vero", "0768 554 031"],
    expect: {
      firstName: "Vero",
      phone: "+254768554031",
      services: ["CV Writing"],
    },
  },
  {
    name: "b17-92: Sheng 'anipige msasa' for a Safaricom interview, 'Brayo'",
    says: [
      "bro, nataka mtu anipige msasa kwa interview ya Safaricom next week",
      "Brayo",
      "0799 330 172",
    ],
    expect: {
      firstName: "Brayo",
      phone: "+254799330172",
      services: ["Interview Coaching"],
    },
  },

  // Services negated, postponed or dropped.
  {
    name: "b17-93: 'Not a CV, I already have a good one', LinkedIn",
    says: [
      "Not a CV, I already have a good one. I need my LinkedIn sorted",
      "Caroline Nyakio",
      "0722 558 190",
    ],
    expect: {
      firstName: "Caroline",
      lastName: "Nyakio",
      phone: "+254722558190",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b17-94: CV and cover letter, then the cover letter cancelled",
    says: [
      "CV and cover letter",
      "Daisy Chepkirui",
      "actually cancel the cover letter, just the CV",
      "0721 660 358",
    ],
    expect: {
      firstName: "Daisy",
      lastName: "Chepkirui",
      phone: "+254721660358",
      services: ["CV Writing"],
    },
  },
  {
    name: "b17-95: interview coaching now, LinkedIn 'next year'",
    says: [
      "Interview coaching now please, the LinkedIn we can do next year",
      "Tony Mugo",
      "0712 990 416",
    ],
    expect: {
      firstName: "Tony",
      lastName: "Mugo",
      phone: "+254712990416",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b17-96: Swahili, a SACCO no longer needs training, only its annual report written",
    says: [
      "Hatuhitaji training tena, tunataka tu mtu wa kutuandikia ripoti ya mwaka ya sacco",
      "Hellen Moraa, Kisii Farmers Sacco",
      "0722 309 118",
    ],
    expect: {
      firstName: "Hellen",
      lastName: "Moraa",
      phone: "+254722309118",
      company: "Kisii Farmers Sacco",
      services: ["Business Writing"],
    },
  },

  // A price question beside a request.
  {
    name: "b17-97: Swahili 'Ni pesa ngapi kuandikiwa CV? Nataka moja'",
    says: ["Ni pesa ngapi kuandikiwa CV? Nataka moja", "Peris Wambui", "0711 227 390"],
    expect: {
      firstName: "Peris",
      lastName: "Wambui",
      phone: "+254711227390",
      services: ["CV Writing"],
    },
  },
  {
    name: "b17-98: the rate for team building for 20, a beach cottage business books",
    says: [
      "What's your rate for team building for 20 people? We want to book for April",
      "Tabitha Gathoni, Coral Bay Cottages",
      "0733 221 506",
    ],
    expect: {
      firstName: "Tabitha",
      lastName: "Gathoni",
      phone: "+254733221506",
      company: "Coral Bay Cottages",
      services: ["Corporate Training"],
    },
  },

  // Kenyan phones written oddly.
  {
    name: "b17-99: the phone spelt out in words, LinkedIn",
    says: ["linkedin", "Martin Kilonzo", "zero seven two nine, four one eight, three zero six"],
    expect: {
      firstName: "Martin",
      lastName: "Kilonzo",
      phone: "+254729418306",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b17-100: a calls line and a WhatsApp line, the WhatsApp one kept",
    says: ["interview prep", "Agnes Wairimu", "calls 0733 118 204, WhatsApp 0722 906 415"],
    expect: {
      firstName: "Agnes",
      lastName: "Wairimu",
      phone: "+254722906415",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b17-101: a redundant 0 after +254, a cover letter",
    says: ["cover letter for a clinical officer post", "Ann Chepngeno", "+254 0722 501 883"],
    expect: {
      firstName: "Ann",
      lastName: "Chepngeno",
      phone: "+254722501883",
      services: ["Cover Letters"],
    },
  },

  // Diaspora phones.
  {
    name: "b17-102: warehouse worker in Leicester, a UK mobile with its 0",
    says: [
      "I'm in Leicester working in a warehouse, I want interview coaching for a bank job here",
      "Collins Kiprono",
      "07482 915 306",
    ],
    expect: {
      firstName: "Collins",
      lastName: "Kiprono",
      phone: "+447482915306",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b17-103: in Houston, LinkedIn for US recruiters, a US number in brackets",
    says: [
      "I live in Houston and want my LinkedIn redone for US recruiters",
      "Wambui Gachanja",
      "(346) 872-1409",
    ],
    expect: {
      firstName: "Wambui",
      lastName: "Gachanja",
      phone: "+13468721409",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b17-104: Swahili, house help in Riyadh wants a CV for hotel work at home, Saudi 05",
    says: [
      "Niko Riyadh nafanya kazi ya nyumbani, nataka CV ya kurudi nyumbani nitafute kazi ya hoteli",
      "Naitwa Zipporah Kemunto",
      "0553 418 207",
    ],
    expect: {
      firstName: "Zipporah",
      lastName: "Kemunto",
      phone: "+966553418207",
      services: ["CV Writing"],
    },
  },
  {
    name: "b17-105: in Doha, a cover letter, a Qatar number of eight digits",
    says: [
      "In Doha, I need a cover letter for a hotel supervisor job",
      "Moses Ndegwa",
      "5512 3398",
    ],
    expect: {
      firstName: "Moses",
      lastName: "Ndegwa",
      phone: "+97455123398",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b17-106: nurse in Stuttgart, interview coaching, a German mobile with its 0",
    says: [
      "I live in Germany, in Stuttgart. I'd like interview coaching for a nursing job",
      "Beatrice Wanjiku",
      "0176 4412 8830",
    ],
    expect: {
      firstName: "Beatrice",
      lastName: "Wanjiku",
      phone: "+4917644128830",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b17-107: Kuwait with 00, career coaching into hospitality management",
    says: [
      "Kuwait here. I want career coaching to move into hospitality management",
      "Esther Kwamboka",
      "00965 6641 2280",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Kwamboka",
      phone: "+96566412280",
      services: ["Professional Development"],
    },
  },

  // Emails in odd forms.
  {
    name: "b17-108: email with [at] and [dot], LinkedIn for a lawyer",
    says: ["LinkedIn for a lawyer", "Samuel Otieno", "samuel[at]otienolaw[dot]co[dot]ke"],
    expect: {
      firstName: "Samuel",
      lastName: "Otieno",
      email: "samuel@otienolaw.co.ke",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b17-109: '.con' for '.com', a CV",
    says: ["CV", "Bernard Mutiso", "bernard.mutiso@gmail.con"],
    expect: {
      firstName: "Bernard",
      lastName: "Mutiso",
      email: "bernard.mutiso@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b17-110: 'Job' as a name, spaces around '@' and '.', a business plan",
    says: ["business plan for a hardware shop", "Job Kirui", "job.kirui @ gmail . com"],
    expect: {
      firstName: "Job",
      lastName: "Kirui",
      email: "job.kirui@gmail.com",
      services: ["Business Writing"],
    },
  },
  {
    name: "b17-111: a mailto: link, career coaching",
    says: ["career coaching", "Nancy Wekesa", "mailto:nancy.wekesa@proton.me"],
    expect: {
      firstName: "Nancy",
      lastName: "Wekesa",
      email: "nancy.wekesa@proton.me",
      services: ["Professional Development"],
    },
  },
  {
    name: "b17-112: email in capitals, a cover letter",
    says: ["cover letter for a sales rep job", "Martha Njoki", "MARTHA.NJOKI@GMAIL.COM"],
    expect: {
      firstName: "Martha",
      lastName: "Njoki",
      email: "martha.njoki@gmail.com",
      services: ["Cover Letters"],
    },
  },

  // Life stories of 100-250 words.
  {
    name: "b17-113: Sheng, a casual in Githurai, interview coaching then a CV, nickname beside",
    says: [githuraiStory],
    expect: {
      firstName: "Kevin",
      lastName: "Kamau",
      phone: "+254759118302",
      services: ["Interview Coaching", "CV Writing"],
    },
  },
  {
    name: "b17-114: Swahili, a Mombasa tour company: a company profile then customer care",
    says: [mombasaToursStory],
    expect: {
      firstName: "Mwanamisi",
      lastName: "Salim Bakari",
      email: "info@pwanisafaritours.co.ke",
      phone: "+254722418530",
      company: "Pwani Safari Tours",
      services: ["Business Writing", "Corporate Training"],
    },
  },
  {
    name: "b17-115: a bishop in Ruiru, a grant proposal for the church's children's home",
    says: [ruiruChurchStory],
    expect: {
      firstName: "Francis",
      lastName: "Mwangi Njuguna",
      email: "livingwatersruiru@gmail.com",
      phone: "+254721334096",
      company: "Living Waters Fellowship",
      services: ["Business Writing"],
    },
  },
  {
    name: "b17-116: a nurse in Jeddah planning Canada, career planning then LinkedIn, Saudi 05",
    says: [jeddahNurseStory],
    expect: {
      firstName: "Sharon",
      lastName: "Chepkorir Langat",
      phone: "+966561447203",
      services: ["Professional Development", "LinkedIn Optimization"],
    },
  },
  {
    name: "b17-117: Swahili, a retired teacher in Kakamega enrols his son (the son's name given)",
    says: [kakamegaFatherStory],
    expect: {
      firstName: "Wilberforce",
      lastName: "Shikuku Amukoya",
      phone: "+254722615904",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b17-118: a flower farm's HR head: supervisors' training then a grievance policy",
    says: [naivashaFarmStory],
    expect: {
      firstName: "Nelson",
      lastName: "Kiprop Chirchir",
      email: "n.chirchir@mauabora.co.ke",
      phone: "+254733902617",
      company: "Maua Bora Flowers",
      services: ["Corporate Training", "Business Writing"],
    },
  },
  {
    name: "b17-119: a PhD thesis edited, 'I don't need a CV', email spelt out with capitals",
    says: [egertonThesisStory],
    expect: {
      firstName: "Alfred",
      lastName: "Kipngeno Mutai",
      email: "a.mutai@egerton.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b17-120: Sheng, a Kitengela barber's business plan for a SACCO loan, nickname beside",
    says: [kitengelaBarberStory],
    expect: {
      firstName: "Joseph",
      lastName: "Mwangi",
      phone: "+254745662118",
      company: "Fresh Cutz",
      services: ["Business Writing"],
    },
  },
];
