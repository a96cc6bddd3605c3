import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 20 for `npm run bench:assistant`, written on 2026-12-02 by the helper
 * "asst-batch20", apart from the engine. Rules of apartness, exactly as followed: nothing under
 * server/, app/ or tests/ was opened, nor /work/firstruns/, nor bench/README.md, nor
 * bench/assistant.ts or any other bench runner; no persona batch was opened except the two named
 * below; no `git log`, `git show`, `git diff` or other history command was run (the only git
 * commands were `git worktree add` at the start and, at the end, `git status --short`, `git add` of
 * this file, commit, rebase and merge). The worktree command printed the subject of the commit it
 * checked out, a line saying that batch 19 had been registered and run once, with its score and
 * field figures and the figures of batches 1-18; it names no phrasing, and no persona here was
 * shaped on it. The bench and the test suites were not run. What was read, exactly:
 * /work/helper-protocol.md; the listing of bench/ (file names only); the line count and lines 1-400
 * of bench/assistant-personas-batch19.ts (its header, its six life stories and its first seventeen
 * personas, a few more than the twelve allowed because they were on screen in the same view), for
 * its format, header conventions and expectation conventions only; the first 50 lines of
 * bench/assistant-personas-batch4.ts, for the `Batch4Persona` type (its header and the opening of
 * its life story were on screen); the first 200 lines of content/services.ts, for the nine services'
 * exact names (the type, summaries, keywords and synonyms, and the start of the contact options,
 * were on screen with them); of /work/shared/SPEC.md, its headings, the chat widget paragraph, and
 * the lines found by a grep for "hand" and "lead" (the opening, the public part, the route note, the
 * hand-over, the admin session and the blog categories); and the first 20 lines of biome.json. The
 * personas were drafted in a scratch script outside the repository that wrote this file (Kenyan
 * phones were turned into E.164 by it; foreign ones were written by hand). After a first draft,
 * first names repeated within this batch or from batch 19's opening (and batch 4's life story), a
 * few openings that echoed batch 19's first personas ("I'd like my CV redone", "I want career
 * coaching, I'm going for ...", "We need a company profile for our ... company", "CV and cover
 * letter", a farm business plan, "a student looking for attachment"), and a Sheng name line close
 * to one quoted in batch 19's header, were rewritten; three asides that named a relative before the
 * visitor's own name were cut. Only this file was checked: loaded with tsx, `biome check`, and
 * `npm run typecheck`. Not registered in bench/assistant.ts; not run when it was written.
 *
 * The mix is meant to be a month of a real consultancy's chat, not a catalogue of traps. The first
 * 100 (b20-001 to b20-100) are ordinary visitors: a clear request, a name and a phone or email, in
 * plain English or Swahili, lower case or capitals, and the usual ways of writing a Kenyan number
 * (spaces, dashes, pairs of digits, +254, 254 without a plus, nine digits without the 0, an 011x
 * line); a few give the phone before the name or a greeting first. The other 117 (b20-101 to
 * b20-217) are harder, with this batch's own people and phrasings: flowers, a bouquet, a flag and
 * praying hands, sparkles, smileys, a fire and a phone emoji around, between and after names; "my
 * nme is", "myname is", "my names are", "am called", "my naem is", "i am callled", Swahili "jina
 * lang ni", "naitwaa", "mimi ninaitwa", Sheng "mi ni msee anaitwa" and "Ma majina ni"; titles and
 * letters (Prof., Hon. ... MCA, Pastor, CPA ... CPA(K), Sr., Capt. (Rtd), Eng., Chief, Mrs., Mr., Dr.,
 * Fr., Mama, Mwalimu) with three- and four-word names; names that are English or Swahili words, some
 * after a sentence using the word (Hope, Charity, Amani, Bahati, Neema, Gift, Precious, Tumaini);
 * two and three services in the order asked, by abbreviation ("cv, cl & li", "intvw coaching n
 * linkdn"), misspelt ("proof reding", "biznes plan", "carier coching", "reesume", "cover latter"),
 * in Swahili ("mafunzo kwa wafanyakazi", "wasifu wa kampuni", "kusahihisha tasnifu", "mafunzo ya
 * usaili", "barua ya maombi", "mpango wa biashara") and by purpose with no service word (a profile
 * recruiters search that has one line, freezing at "tell us about yourself", a supervisor unhappy
 * with the English, tellers quarrelling with members, twelve years an accountant wanting
 * management, a bank wanting three years of a salon's figures, a son home after KCSE, two pages
 * typed in 2014, the letter that goes on top of an application); services negated, postponed,
 * dropped and replaced, in the same message and in a later one; the name refused once and twice
 * (once in Swahili), the phone refused once and twice, an email refused; a town, years of
 * experience, a budget and an age given before anything was asked; "ok", "yes", "sawa", "ndio", a
 * one-word name and a one-word service; price and location questions; third parties whose industry
 * is not the visitor's (a pipeline company, UNHCR, a son's school, an airline, a microfinance
 * lender, a tea factory, a SACCO lender); company names with '&', 'Co.', 'St.', a mission hospital,
 * an eye hospital, a county public service board, a county department of health, a county water
 * company, SACCOs, a parish, churches, law firms, a polytechnic, a children's home, a women's group;
 * corrections of a first name, a surname, a phone, an email and a service; phones abroad in their
 * own country's format where the visitor says where they are (the UK, the US, Qatar, Saudi Arabia,
 * Australia, Tanzania) and a Ugandan calls line beside a Kenyan WhatsApp; emails spelt out with
 * "dot", "at" and "underscore", and mistyped ("gmail.con", "yaho.com", "hotmial.com"); and six life
 * stories of 150-200 words (two in English, two in Swahili, two in Sheng). Well over 30 visitors want
 * something other than a CV: employers and HR buyers (hotels, a paint maker, a
 * motor dealer, an insurer, a microfinance, a freight firm), schools, a polytechnic, a parish, churches,
 * NGOs, a children's home, SACCOs, a cooperative, hospitals, county bodies, law firms, a women's
 * group, business owners, parents, and visitors after editing, LinkedIn, interview and career
 * coaching.
 *
 * Same format and conventions as batch 19: each persona says its lines in order, whatever the
 * assistant asks; a correct hand-over needs a way to reach the visitor (phone/WhatsApp or email)
 * and the service(s) as asked, in the order asked (`expect.services` holds content/services.ts
 * names); the name is not required, but a wrong one is wrong. Every visitor here gives a service
 * and a way to be reached within six lines. The expectations are what a careful consultant
 * reading the chat would write down:
 * - honorifics, titles and professional letters are left out of the name; `lastName` is
 *   everything after the first name, as written; a nickname given beside the name is not the
 *   name, a name given alone ("ni Otis", "wangari", "I'm Tumaini") is; a name in lower case or in
 *   capitals is recorded in title case; emoji are not part of a name;
 * - a greeting, a refusal, a filler, a town, a budget, an age, a job or a question is never a name;
 *   a parent who gives their own name is recorded under it, never the child's;
 * - a service declined, replaced or put off ("but not a", "actually scrap the", "later in
 *   january", "sorry I meant", "on second thought just the", "tutaongea mwezi ujao", "actually no,
 *   the thesis is done", "I don't need", "sitaki", "let us leave that for another time") is not
 *   expected; a service added in a later line ("also add") is; a training's subject (teamwork,
 *   customer care, leadership, performance management) is not a second service; two documents of
 *   one kind in one ask are one service;
 * - the phone kept is the WhatsApp line when a WhatsApp line and a calls line are both given; a
 *   corrected phone, name, email or service replaces the first; a mistyped email domain is
 *   expected as the address that works; an email spelt out is recorded as the address; phones are
 *   E.164, a foreign number in its own country's format read as the country the visitor says they
 *   are in; a visitor who gives both a phone and an email has both recorded;
 * - the company is recorded where the visitor names their employer, their business or the
 *   organisation they buy for (a school, a SACCO, a church, an NGO, a hospital, a county body, a
 *   law firm), as written, a town inside the name kept; the employer a visitor is applying to, a
 *   lender, a child's school, or a ward office or a location that is not named, is not their
 *   company.
 * Where a line would be truly ambiguous to a human, it was not written.
 */
export type Batch20Persona = Batch4Persona;

const garissaClinicianStory = [
  "Good evening. I am a clinical officer and I have worked at a sub-county hospital in ",
  "Garissa for six years, first in the outpatient department and for the last three years ",
  "running the TB and HIV clinic on my own. In that time I have trained community health ",
  "volunteers in four wards, written the quarterly reports for the county and handled two ",
  "donor audits without a query. Last year I finished a master's in public health through ",
  "evening and online classes, and I feel ready to move from treating patients one by one to ",
  "managing programmes, with an NGO or with the county health department. The trouble is that ",
  "I do not know how people make that jump. I don't know whether to apply for programme ",
  "officer posts, whether I need more certificates, or how to talk about my clinic work so ",
  "that it sounds like management. I would like someone to coach me on that move and plan the ",
  "next two years with me. My LinkedIn also needs work but let us leave that for another ",
  "time, and my CV I will handle myself. I am Abdirahman Hussein Farah, and my number is 0722 ",
  "561 804.",
].join("");

const lawFirmStory = [
  "Hello, I handle HR and administration at Wekesa, Mburu & Co. Advocates in Upper Hill. We ",
  "are a firm of eleven advocates and about twenty support staff: secretaries, clerks, two ",
  "receptionists and the accounts team. Over the last year we have had several complaints ",
  "from clients about how calls are handled and about letters leaving the office with ",
  "mistakes in them, including a demand letter that went out with the wrong client's name on ",
  "it, which was very embarrassing for the partners. The managing partner has asked me to ",
  "organise two things. First, a half-day session for the support staff on professional ",
  "communication and handling clients, preferably on a Saturday morning in our boardroom. ",
  "Second, we are finalising a client service handbook of about forty pages and we would like ",
  "it carefully proofread before it is printed in February, because we cannot afford another ",
  "embarrassment. Please send me a quotation for both. My name is Roselyne Awino Otieno, the ",
  "email is hr@wekesamburu.co.ke and my direct line is 0720 417 339.",
].join("");

const kisumuFishTraderStory = [
  "Habari zenu. Mimi ni mfanyabiashara wa samaki hapa Dunga Beach, Kisumu. Nimeuza omena na ",
  "tilapia kwa miaka kumi na mbili sasa, nikinunua kutoka kwa wavuvi asubuhi na kuuza sokoni ",
  "Kibuye na kwa mahoteli mawili ya mjini. Biashara imekua kidogo kidogo, na sasa nataka ",
  "kununua friji kubwa ya kuhifadhi samaki na pikipiki ya kusambaza kwa wateja, ili ",
  "nisipoteze samaki wanaooza jua likiwa kali. Familia yangu yote inategemea biashara hii. ",
  "SACCO yetu ya wafanyabiashara wa samaki imesema inaweza kunikopesha, lakini wanataka ",
  "mpango wa biashara ulioandikwa vizuri, wenye mapato yangu ya kila mwezi, gharama, na jinsi ",
  "nitakavyolipa mkopo kwa miaka miwili. Mimi nimesoma hadi darasa la nane tu, na sijui ",
  "kuandika vitu kama hivyo kwa Kiingereza. Nina daftari ambalo nimeandika mauzo yangu ya ",
  "miezi sita iliyopita, naweza kuwatumia picha zake. Tafadhali mniandikie mpango huo wa ",
  "biashara. Naitwa Consolata Adhiambo Ouko. Nambari yangu ni 0712 903 417, na ninapatikana ",
  "mchana baada ya soko kufungwa. Asanteni sana.",
].join("");

const kilifiHeadTeacherStory = [
  "Hamjambo. Mimi ni mkuu wa shule ya St. Mary's Kaloleni Mixed Secondary School, katika ",
  "Kaunti ya Kilifi. Shule yetu ina wanafunzi mia sita, na kila mwaka wanafunzi wengi wa ",
  "kidato cha nne wanamaliza bila kujua watasomea nini au wataanzaje maisha baada ya shule. ",
  "Wengi wao wanatoka familia za wakulima na wavuvi, na hakuna mtu nyumbani wa kuwashauri ",
  "kuhusu kozi za vyuo, nafasi za mafunzo kazini au jinsi ya kujiandaa kwa kazi ya kwanza. ",
  "Mwaka jana wawili walipoteza nafasi zao za chuo kwa sababu hawakujaza fomu kwa wakati. ",
  "Bodi ya shule imekubali kwamba tulete programu ya maandalizi ya kazi na maisha kwa ",
  "wanafunzi wa kidato cha tatu na cha nne, labda siku mbili mwezi wa pili kabla ya mitihani ",
  "ya katikati ya muhula. Tunaweza kuwapa ukumbi na chakula cha mchana. Naomba mtuambie ",
  "mnachofanya na gharama yake kwa wanafunzi wapatao mia mbili na hamsini. Naitwa Mwalimu ",
  "Kahindi Baya Katana. Barua pepe ya shule ni stmaryskaloleni@gmail.com, na simu yangu ni ",
  "0733 418 206.",
].join("");

const matatuConductorStory = [
  "Sasa wasee. Story yangu ni ndefu kiasi. Nimekuwa makanga kwa route ya Githurai 45 tangu ",
  "2018, then nikapata license ya kuendesha nikaanza kudrive matatu ya boss mmoja kwa miaka ",
  "mbili. Kazi ni ngumu, unaamka saa kumi asubuhi na unarudi usiku, na pesa ya target inakula ",
  "kila kitu. Kuna kampuni ya logistics pale Mombasa Road wameweka tangazo wanatafuta ",
  "delivery drivers wa lorries ndogo, na jamaa yangu anafanya huko amesema wanalipa fiti na ",
  "kuna NSSF na medical. Shida ni wanataka CV, na mimi sijawahi kuwa na CV maishani, nimekuwa ",
  "nikipata kazi kwa stage tu. Pia wanafanya interview ya panel na mimi huwa na wasiwasi sana ",
  "nikiongea na wasee wa ofisi, naeza freeze. So nataka CV poa na mtu wa kunipractice-isha ",
  "interview kabla ya tarehe kumi na tano. LinkedIn sitaki, hiyo si yangu. Naitwa Dancan ",
  "Mwangi Kinyua, ila kwa stage wananiita Dizo. Namba yangu ni 0796 512 308, hiyo iko kwa ",
  "WhatsApp pia, nicheki jioni.",
].join("");

const shengGraduateStory = [
  "Hi guys, sorry message ni ndefu. Nilimaliza campo pale Maseno mwaka jana, nilisoma BSc in ",
  "Statistics, na tangu hapo nimekuwa nikiapply ma-job za data na research kama mwendawazimu. ",
  "Nimeitwa kwa interviews saba, saba mzima, na kwa zote nimefika stage ya mwisho halafu ",
  'wananiambia "we will get back to you" na hawarudi. Mara ya mwisho ilikuwa kwa research ',
  "firm moja pale Kilimani, walinipatia technical test nikapita poa, lakini kwa panel ",
  "nikaanza kuongea mingi bila kufika point, na nikashindwa kueleza project yangu ya final ",
  "year vizuri. Mathe ananiambia labda ni bahati, lakini mimi naona shida ni vile najieleza ",
  "kwa panel. Nataka mtu wa kunifunza vile ya kujibu maswali ya interview, especially zile za ",
  '"tell us about yourself" na "why should we hire you". Sijui kama mnafanya sessions online ',
  "juu niko Kisumu saa hii. CV yangu iko fiti, imeshaandikwa na career office ya campo, so ",
  "sitaki hiyo. Majina ni Linet Awino Ochola, namba 0741 208 563, ama email ",
  "awinolinet@gmail.com.",
].join("");

export const batch20Personas: Batch20Persona[] = [
  // Ordinary visitors (b20-001 to b20-100): a clear request, a name, a phone or an email.
  {
    name: "b20-001: a CV for nursing jobs",
    says: ["Hello, I need a CV for nursing jobs", "Lydia Kemunto", "0712 384 560"],
    expect: {
      firstName: "Lydia",
      lastName: "Kemunto",
      phone: "+254712384560",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-002: a cover letter for a sales rep job, gmail",
    says: [
      "hi i need a cover letter for a sales rep job",
      "samuel kiprono",
      "samkiprono@gmail.com",
    ],
    expect: {
      firstName: "Samuel",
      lastName: "Kiprono",
      email: "samkiprono@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b20-003: LinkedIn optimisation, plain",
    says: ["I'd like my LinkedIn profile optimised", "Caroline Wairimu", "0722 651 908"],
    expect: {
      firstName: "Caroline",
      lastName: "Wairimu",
      phone: "+254722651908",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b20-004: interview coaching before a KRA panel (the employer applied to)",
    says: [
      "I have an interview at KRA next Tuesday, can you coach me?",
      "Dennis Mugo",
      "0733 519 026",
    ],
    expect: {
      firstName: "Dennis",
      lastName: "Mugo",
      phone: "+254733519026",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b20-005: a research project proofread",
    says: ["Please proofread my research project, it's 60 pages", "Faith Njambi", "0790 223 618"],
    expect: {
      firstName: "Faith",
      lastName: "Njambi",
      phone: "+254790223618",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b20-006: a business plan for a car wash",
    says: ["I want a business plan for a car wash in Ruiru", "Eric Gitau", "0708 412 775"],
    expect: {
      firstName: "Eric",
      lastName: "Gitau",
      phone: "+254708412775",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-007: customer service training for a hotel's staff",
    says: [
      "We need customer service training for our waiters and front office",
      "Beatrice Chebet, Lake Breeze Hotel Naivasha",
      "0721 880 436",
    ],
    expect: {
      firstName: "Beatrice",
      lastName: "Chebet",
      phone: "+254721880436",
      company: "Lake Breeze Hotel Naivasha",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b20-008: a student looking for attachment",
    says: [
      "Second year student here, I'm looking for an attachment place",
      "Ian Kibet",
      "0746 115 203",
    ],
    expect: {
      firstName: "Ian",
      lastName: "Kibet",
      phone: "+254746115203",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b20-009: career coaching for a promotion",
    says: [
      "Looking for a career coach, I'm going for a promotion to branch manager",
      "Lucy Akinyi",
      "lucyakinyi@yahoo.com",
    ],
    expect: {
      firstName: "Lucy",
      lastName: "Akinyi",
      email: "lucyakinyi@yahoo.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b20-010: 'cv please', lower case, 254 without a plus",
    says: ["cv please", "mark otieno", "254711908342"],
    expect: {
      firstName: "Mark",
      lastName: "Otieno",
      phone: "+254711908342",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-011: Swahili, a CV, 'Jina langu ni'",
    says: ["Nahitaji CV mpya", "Jina langu ni Mwanaisha Juma", "0725 408 913"],
    expect: {
      firstName: "Mwanaisha",
      lastName: "Juma",
      phone: "+254725408913",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-012: a CV and a cover letter for a teaching job",
    says: ["Hi, I need a CV and cover letter for a teaching job", "Stella Moraa", "0718 206 334"],
    expect: {
      firstName: "Stella",
      lastName: "Moraa",
      phone: "+254718206334",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b20-013: a company profile for a security firm",
    says: [
      "Our security firm needs a company profile for clients",
      "Joseph Kimani, Linda Guards Ltd",
      "0722 307 841",
    ],
    expect: {
      firstName: "Joseph",
      lastName: "Kimani",
      phone: "+254722307841",
      company: "Linda Guards Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-014: a CV, phone with dashes",
    says: ["Good afternoon, can you write my CV?", "Janet Wambui", "0723-918-450"],
    expect: {
      firstName: "Janet",
      lastName: "Wambui",
      phone: "+254723918450",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-015: a mock interview, +254 with spaces",
    says: ["Do you do mock interviews?", "Paul Wekesa", "+254 722 604 187"],
    expect: {
      firstName: "Paul",
      lastName: "Wekesa",
      phone: "+254722604187",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b20-016: a dissertation edited, university email",
    says: [
      "I need my PhD dissertation edited before submission",
      "Gladys Nyokabi",
      "gnyokabi@ku.ac.ke",
    ],
    expect: {
      firstName: "Gladys",
      lastName: "Nyokabi",
      email: "gnyokabi@ku.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b20-017: a grant proposal for a youth NGO",
    says: [
      "Can you write a grant proposal for our youth NGO?",
      "Edwin Kiplagat from Vijana Mbele Initiative",
      "0729 554 102",
    ],
    expect: {
      firstName: "Edwin",
      lastName: "Kiplagat",
      phone: "+254729554102",
      company: "Vijana Mbele Initiative",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-018: a team building day for a SACCO's staff",
    says: [
      "We are looking for a team building facilitator for our staff",
      "Irene Nduta, Stima Bora SACCO",
      "0720 118 653",
    ],
    expect: {
      firstName: "Irene",
      lastName: "Nduta",
      phone: "+254720118653",
      company: "Stima Bora SACCO",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b20-019: a recent graduate wanting a first job",
    says: [
      "I just graduated with a BCom and I'm looking for my first job",
      "Kelvin Njuguna",
      "0113 205 748",
    ],
    expect: {
      firstName: "Kelvin",
      lastName: "Njuguna",
      phone: "+254113205748",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b20-020: a CV, Swahili, 'Naitwa'",
    says: ["Habari, naomba mnisaidie kuandika CV", "Naitwa Rehema Mwakio", "0716 330 219"],
    expect: {
      firstName: "Rehema",
      lastName: "Mwakio",
      phone: "+254716330219",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-021: LinkedIn and a CV",
    says: ["i want linkedin optimization and a new cv", "tabitha wanjiku", "0757 402 118"],
    expect: {
      firstName: "Tabitha",
      lastName: "Wanjiku",
      phone: "+254757402118",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b20-022: a cover letter, outlook email",
    says: [
      "I need an application letter for a clerk job at the county",
      "Hillary Rotich",
      "hrotich@outlook.com",
    ],
    expect: {
      firstName: "Hillary",
      lastName: "Rotich",
      email: "hrotich@outlook.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b20-023: a CV update for an engineer",
    says: ["Looking to update my CV, I'm a civil engineer", "Nicholas Owino", "0722 815 064"],
    expect: {
      firstName: "Nicholas",
      lastName: "Owino",
      phone: "+254722815064",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-024: a book manuscript edited",
    says: ["I've written a novel and need it edited", "Winnie Atieno", "winnieatieno@gmail.com"],
    expect: {
      firstName: "Winnie",
      lastName: "Atieno",
      email: "winnieatieno@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b20-025: interview prep for a first interview",
    says: [
      "I need interview prep, it's my first interview ever",
      "Cynthia Wangari",
      "0702 561 937",
    ],
    expect: {
      firstName: "Cynthia",
      lastName: "Wangari",
      phone: "+254702561937",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b20-026: a tender document for a construction company",
    says: [
      "Can you help us prepare a tender document?",
      "Samson Mutiso, Ukuta Builders & Contractors",
      "0733 902 416",
    ],
    expect: {
      firstName: "Samson",
      lastName: "Mutiso",
      phone: "+254733902416",
      company: "Ukuta Builders & Contractors",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-027: a leadership workshop for supervisors",
    says: [
      "We'd like a workshop for our supervisors on leadership",
      "Margaret Wanjiru, HR, Kahawa Fresh Ltd",
      "0722 447 590",
    ],
    expect: {
      firstName: "Margaret",
      lastName: "Wanjiru",
      phone: "+254722447590",
      company: "Kahawa Fresh Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b20-028: career change guidance, email",
    says: [
      "I want guidance on changing careers from teaching to HR",
      "Emmanuel Kirui",
      "ekirui@gmail.com",
    ],
    expect: {
      firstName: "Emmanuel",
      lastName: "Kirui",
      email: "ekirui@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b20-029: a CV, 011x line",
    says: ["hello i need my cv done", "purity chelimo", "0110 384 227"],
    expect: {
      firstName: "Purity",
      lastName: "Chelimo",
      phone: "+254110384227",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-030: a CV for a driver",
    says: ["I am a driver, I need a CV", "Julius Mwendwa", "0727 640 315"],
    expect: {
      firstName: "Julius",
      lastName: "Mwendwa",
      phone: "+254727640315",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-031: Swahili, a cover letter",
    says: ["Nataka barua ya maombi ya kazi", "Ni mimi Zawadi Mwikali", "0745 219 806"],
    expect: {
      firstName: "Zawadi",
      lastName: "Mwikali",
      phone: "+254745219806",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b20-032: a CV for a job in Qatar, Kenyan phone",
    says: ["I need a CV for a security job in Qatar", "Abdi Hassan", "0722 903 158"],
    expect: {
      firstName: "Abdi",
      lastName: "Hassan",
      phone: "+254722903158",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-033: a report proofread for a consultancy",
    says: [
      "Please proofread a report for our client, about 30 pages",
      "Diana Ngina, Tembo Advisory",
      "diana@temboadvisory.co.ke",
    ],
    expect: {
      firstName: "Diana",
      lastName: "Ngina",
      email: "diana@temboadvisory.co.ke",
      company: "Tembo Advisory",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b20-034: a school's teachers trained on stress management",
    says: [
      "We need a stress management talk for our teachers",
      "Mr. Wilson Macharia, Deputy Principal, Gatanga Boys High School",
      "0721 306 492",
    ],
    expect: {
      firstName: "Wilson",
      lastName: "Macharia",
      phone: "+254721306492",
      company: "Gatanga Boys High School",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b20-035: a form four leaver, mother writing",
    says: [
      "My daughter just finished form four, do you have a program for school leavers?",
      "I'm her mum, Anne Wacera",
      "0722 178 560",
    ],
    expect: {
      firstName: "Anne",
      lastName: "Wacera",
      phone: "+254722178560",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b20-036: a CV and LinkedIn, phone and email",
    says: ["CV and LinkedIn please", "Martin Njiru", "0711 520 648, martinnjiru@gmail.com"],
    expect: {
      firstName: "Martin",
      lastName: "Njiru",
      phone: "+254711520648",
      email: "martinnjiru@gmail.com",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b20-037: a CV, morning greeting first",
    says: ["good morning", "I need help with my CV", "Gloria Nafula", "0748 306 912"],
    expect: {
      firstName: "Gloria",
      lastName: "Nafula",
      phone: "+254748306912",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-038: a concept note for a church project",
    says: [
      "We need a concept note for a water project at our church",
      "Rev. Stephen Karanja, PCEA Ruiru Parish",
      "0722 519 380",
    ],
    expect: {
      firstName: "Stephen",
      lastName: "Karanja",
      phone: "+254722519380",
      company: "PCEA Ruiru Parish",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-039: interview coaching, Swahili",
    says: [
      "Nina usaili wiki ijayo, naomba mnifundishe kujiandaa",
      "Naitwa Omari Bakari",
      "0712 448 903",
    ],
    expect: {
      firstName: "Omari",
      lastName: "Bakari",
      phone: "+254712448903",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b20-040: a CV for a receptionist job",
    says: ["Hi I want a CV for receptionist jobs", "Yvonne Auma", "0797 213 460"],
    expect: {
      firstName: "Yvonne",
      lastName: "Auma",
      phone: "+254797213460",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-041: a motivational talk for a bank branch's staff",
    says: [
      "We want a motivational speaker for our staff end year",
      "Lilian Wangui, Operations, Riverside Microfinance",
      "0733 850 217",
    ],
    expect: {
      firstName: "Lilian",
      lastName: "Wangui",
      phone: "+254733850217",
      company: "Riverside Microfinance",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b20-042: LinkedIn profile, email only",
    says: ["Can you fix my LinkedIn?", "Felix Odongo", "felix.odongo@gmail.com"],
    expect: {
      firstName: "Felix",
      lastName: "Odongo",
      email: "felix.odongo@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b20-043: a CV for a chef",
    says: ["i need a cv, i'm a chef", "ann kawira", "0725 660 391"],
    expect: {
      firstName: "Ann",
      lastName: "Kawira",
      phone: "+254725660391",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-044: a business plan for a dairy farm",
    says: [
      "Can you do a business plan? I'm starting a dairy unit with ten cows",
      "Jackson Kibiwott",
      "0722 493 106",
    ],
    expect: {
      firstName: "Jackson",
      lastName: "Kibiwott",
      phone: "+254722493106",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-045: a thesis proofread, Swahili greeting",
    says: ["Sasa, mnaweza kuproofread thesis yangu?", "Naitwa Lavender Anyango", "0704 815 226"],
    expect: {
      firstName: "Lavender",
      lastName: "Anyango",
      phone: "+254704815226",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b20-046: a cover letter and interview coaching",
    says: ["I need a cover letter and then interview coaching", "Vincent Muriithi", "0729 340 871"],
    expect: {
      firstName: "Vincent",
      lastName: "Muriithi",
      phone: "+254729340871",
      services: ["Cover Letters", "Interview Coaching"],
    },
  },
  {
    name: "b20-047: a CV for a security guard",
    says: ["I need CV for security guard job", "Thomas Ekiru", "0795 028 614"],
    expect: {
      firstName: "Thomas",
      lastName: "Ekiru",
      phone: "+254795028614",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-048: internship help for a university student, email",
    says: [
      "I'm in fourth year at JKUAT and need help finding an internship",
      "Mercy Jepchumba",
      "mercyjep@students.jkuat.ac.ke",
    ],
    expect: {
      firstName: "Mercy",
      lastName: "Jepchumba",
      email: "mercyjep@students.jkuat.ac.ke",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b20-049: a CV, phone with a +254 and no spaces",
    says: ["Hi, do you write CVs?", "Wycliffe Barasa", "+254733602158"],
    expect: {
      firstName: "Wycliffe",
      lastName: "Barasa",
      phone: "+254733602158",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-050: personal branding coaching",
    says: [
      "I want help with my personal branding as a consultant",
      "Elizabeth Kanini",
      "0722 301 674",
    ],
    expect: {
      firstName: "Elizabeth",
      lastName: "Kanini",
      phone: "+254722301674",
      services: ["Professional Development"],
    },
  },
  {
    name: "b20-051: a CV, Swahili, the phone in groups",
    says: ["Naomba CV tafadhali", "Mimi ni Juma Mwinyi", "07 22 41 83 09"],
    expect: {
      firstName: "Juma",
      lastName: "Mwinyi",
      phone: "+254722418309",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-052: a company profile and a tender, one ask",
    says: [
      "We need a company profile, we're bidding for county tenders",
      "Grace Nduku, Mavuno Agencies",
      "0720 552 813",
    ],
    expect: {
      firstName: "Grace",
      lastName: "Nduku",
      phone: "+254720552813",
      company: "Mavuno Agencies",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-053: time management training for an insurer's staff",
    says: [
      "Looking for time management training for 25 staff",
      "Hassan Ali, Admin Manager, Pwani Insurance Brokers",
      "hassan.ali@pwanibrokers.co.ke",
    ],
    expect: {
      firstName: "Hassan",
      lastName: "Ali",
      email: "hassan.ali@pwanibrokers.co.ke",
      company: "Pwani Insurance Brokers",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b20-054: a CV for a banking job (the bank applied to)",
    says: ["I'm applying to Equity Bank, I need a strong CV", "Maureen Kathambi", "0717 903 245"],
    expect: {
      firstName: "Maureen",
      lastName: "Kathambi",
      phone: "+254717903245",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-055: a cover letter, lower case, phone 9 digits",
    says: ["cover letter", "peris wangeci", "722 418 096"],
    expect: {
      firstName: "Peris",
      lastName: "Wangeci",
      phone: "+254722418096",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b20-056: a CV for a mechanic",
    says: ["I'm a mechanic, need a CV to apply in garages", "Charles Mwaniki", "0723 084 519"],
    expect: {
      firstName: "Charles",
      lastName: "Mwaniki",
      phone: "+254723084519",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-057: a journal article edited",
    says: [
      "I'd like my journal article edited before I submit",
      "Dr. Agatha Mwende",
      "amwende@mku.ac.ke",
    ],
    expect: {
      firstName: "Agatha",
      lastName: "Mwende",
      email: "amwende@mku.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b20-058: interview coaching for a teacher's TSC interview",
    says: ["I need coaching for a TSC interview", "Rodgers Nyamweya", "0721 665 302"],
    expect: {
      firstName: "Rodgers",
      lastName: "Nyamweya",
      phone: "+254721665302",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b20-059: a business plan, Swahili",
    says: ["Nahitaji mpango wa biashara wa duka la dawa", "Naitwa Amina Said", "0733 280 641"],
    expect: {
      firstName: "Amina",
      lastName: "Said",
      phone: "+254733280641",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-060: a CV, 'hey', lower case",
    says: ["hey", "i need a cv", "kennedy omollo", "0758 213 407"],
    expect: {
      firstName: "Kennedy",
      lastName: "Omollo",
      phone: "+254758213407",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-061: LinkedIn for a job search abroad",
    says: [
      "I'm job hunting in Canada and need my LinkedIn polished",
      "Priscilla Wambura",
      "priscillawambura@gmail.com",
    ],
    expect: {
      firstName: "Priscilla",
      lastName: "Wambura",
      email: "priscillawambura@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b20-062: a CV for a pharmacist",
    says: [
      "hello, I'm a pharmaceutical technologist, I want a CV",
      "Benson Kaberia",
      "0712 736 058",
    ],
    expect: {
      firstName: "Benson",
      lastName: "Kaberia",
      phone: "+254712736058",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-063: a policy manual for a clinic",
    says: [
      "We need an HR policy manual written for our clinic",
      "Dr. Ibrahim Noor, Afya Njema Medical Centre",
      "0722 614 830",
    ],
    expect: {
      firstName: "Ibrahim",
      lastName: "Noor",
      phone: "+254722614830",
      company: "Afya Njema Medical Centre",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-064: a graduate program, Swahili",
    says: [
      "Nimemaliza chuo mwaka huu, nataka kujiunga na programu ya vijana",
      "Naitwa Baraka Mwangangi",
      "0799 105 264",
    ],
    expect: {
      firstName: "Baraka",
      lastName: "Mwangangi",
      phone: "+254799105264",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b20-065: a CV and interview coaching for an accountant",
    says: ["CV and interview coaching please, I'm an accountant", "Patrick Langat", "0722 930 541"],
    expect: {
      firstName: "Patrick",
      lastName: "Langat",
      phone: "+254722930541",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b20-066: a CV, yahoo email",
    says: ["Can I get a CV done this week?", "Teresia Muthoni", "teresiamuthoni@yahoo.com"],
    expect: {
      firstName: "Teresia",
      lastName: "Muthoni",
      email: "teresiamuthoni@yahoo.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-067: a newsletter written for a cooperative",
    says: [
      "Do you write newsletters? For our coffee cooperative members",
      "James Gachanja, Othaya Farmers Cooperative Society",
      "0721 450 689",
    ],
    expect: {
      firstName: "James",
      lastName: "Gachanja",
      phone: "+254721450689",
      company: "Othaya Farmers Cooperative Society",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-068: a CV for a hotel job, phone then name",
    says: ["I want a CV for hotel jobs", "0710 264 983", "Sylvia Jerono"],
    expect: {
      firstName: "Sylvia",
      lastName: "Jerono",
      phone: "+254710264983",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-069: mentorship for a young lawyer",
    says: ["I'm a young advocate looking for career mentorship", "Allan Mbugua", "0722 358 170"],
    expect: {
      firstName: "Allan",
      lastName: "Mbugua",
      phone: "+254722358170",
      services: ["Professional Development"],
    },
  },
  {
    name: "b20-070: a CV, two-word name in caps",
    says: ["CV WRITING", "FRANCIS MUTUA", "0734 502 619"],
    expect: {
      firstName: "Francis",
      lastName: "Mutua",
      phone: "+254734502619",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-071: a customer care workshop for a county hospital's staff",
    says: [
      "We need customer care training for our front desk staff",
      "Pamela Achieng, Kisumu County Referral Hospital",
      "0722 713 045",
    ],
    expect: {
      firstName: "Pamela",
      lastName: "Achieng",
      phone: "+254722713045",
      company: "Kisumu County Referral Hospital",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b20-072: a cover letter for a bank graduate trainee job",
    says: ["I need a cover letter for a graduate trainee post", "Dorcas Nasimiyu", "0741 602 338"],
    expect: {
      firstName: "Dorcas",
      lastName: "Nasimiyu",
      phone: "+254741602338",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b20-073: a CV, 'niaje', Sheng, a name alone",
    says: ["niaje, nataka cv", "ni Otis", "0768 340 215"],
    expect: { firstName: "Otis", phone: "+254768340215", services: ["CV Writing"] },
  },
  {
    name: "b20-074: a project report edited, Swahili",
    says: ["Naomba mhariri ripoti yangu ya mradi", "Naitwa Saumu Rashid", "0714 592 708"],
    expect: {
      firstName: "Saumu",
      lastName: "Rashid",
      phone: "+254714592708",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b20-075: a CV for an electrician",
    says: ["need cv for electrician jobs", "douglas wafula", "0729 813 460"],
    expect: {
      firstName: "Douglas",
      lastName: "Wafula",
      phone: "+254729813460",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-076: a CV for a procurement officer",
    says: [
      "I'm a procurement officer, I'd like a professional CV",
      "Teddy Omwamba",
      "0722 405 817",
    ],
    expect: {
      firstName: "Teddy",
      lastName: "Omwamba",
      phone: "+254722405817",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-077: a cover letter for a county job",
    says: [
      "Need an application letter for a county ECDE teacher post",
      "Emily Chepkemoi",
      "0719 302 648",
    ],
    expect: {
      firstName: "Emily",
      lastName: "Chepkemoi",
      phone: "+254719302648",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b20-078: interview coaching for a nurse, email",
    says: [
      "Please help me prepare for a nursing interview at a private hospital",
      "Doreen Kwamboka",
      "doreenkwamboka@gmail.com",
    ],
    expect: {
      firstName: "Doreen",
      lastName: "Kwamboka",
      email: "doreenkwamboka@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b20-079: a CV for a cashier, Swahili",
    says: ["Nataka CV ya kazi ya cashier", "Naitwa Riziki Kahindi", "0740 613 285"],
    expect: {
      firstName: "Riziki",
      lastName: "Kahindi",
      phone: "+254740613285",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-080: a LinkedIn profile for a marketer",
    says: [
      "I work in marketing and want my LinkedIn to stand out",
      "Michelle Wanjiru",
      "0722 918 346",
    ],
    expect: {
      firstName: "Michelle",
      lastName: "Wanjiru",
      phone: "+254722918346",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b20-081: a company profile for a catering business",
    says: [
      "Can you write a company profile for my catering business, Ladha Caterers?",
      "Pauline Mutheu",
      "0712 650 439",
    ],
    expect: {
      firstName: "Pauline",
      lastName: "Mutheu",
      phone: "+254712650439",
      company: "Ladha Caterers",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-082: a book proofread, Swahili",
    says: [
      "Nimeandika kitabu cha hadithi, naomba kisahihishwe",
      "Naitwa Issa Mwamburi",
      "0733 519 804",
    ],
    expect: {
      firstName: "Issa",
      lastName: "Mwamburi",
      phone: "+254733519804",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b20-083: team building for a school's teachers",
    says: [
      "We want a team building session for our teachers in January",
      "Mr. Henry Omondi, Kisumu Day High School",
      "0722 604 719",
    ],
    expect: {
      firstName: "Henry",
      lastName: "Omondi",
      phone: "+254722604719",
      company: "Kisumu Day High School",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b20-084: a graduate wanting an internship, Swahili",
    says: ["Nimemaliza diploma ya ICT, natafuta internship", "Naitwa Athumani Ali", "0791 304 627"],
    expect: {
      firstName: "Athumani",
      lastName: "Ali",
      phone: "+254791304627",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b20-085: a CV for an accountant, 254 with spaces",
    says: ["I need my CV revamped, I'm an accountant", "Jeremiah Kipsang", "254 722 613 095"],
    expect: {
      firstName: "Jeremiah",
      lastName: "Kipsang",
      phone: "+254722613095",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-086: career coaching after a layoff",
    says: [
      "I was laid off in October and need career coaching on what to do next",
      "Christine Wambui",
      "0721 508 364",
    ],
    expect: {
      firstName: "Christine",
      lastName: "Wambui",
      phone: "+254721508364",
      services: ["Professional Development"],
    },
  },
  {
    name: "b20-087: a CV and a cover letter, Swahili",
    says: ["Naomba CV na barua ya maombi", "Naitwa Mwanamisi Rashid", "0722 407 153"],
    expect: {
      firstName: "Mwanamisi",
      lastName: "Rashid",
      phone: "+254722407153",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b20-088: a proposal for a women's group",
    says: [
      "We need a proposal for funding our women's group poultry project",
      "Rael Wanza, Tuinuane Women Group",
      "0723 508 941",
    ],
    expect: {
      firstName: "Rael",
      lastName: "Wanza",
      phone: "+254723508941",
      company: "Tuinuane Women Group",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-089: a CV for a lab technician",
    says: ["hi, cv for lab technician jobs please", "Oscar Nyakundi", "0711 905 327"],
    expect: {
      firstName: "Oscar",
      lastName: "Nyakundi",
      phone: "+254711905327",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-090: a mock interview for a bank job, email",
    says: [
      "I need a mock interview for a relationship officer job",
      "Lynette Mumbi",
      "lynettemumbi@yahoo.com",
    ],
    expect: {
      firstName: "Lynette",
      lastName: "Mumbi",
      email: "lynettemumbi@yahoo.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b20-091: a CV for a hotel manager",
    says: [
      "Good evening, I manage a small hotel and want a CV for bigger hotels",
      "Hezekiah Kimani",
      "0722 316 048",
    ],
    expect: {
      firstName: "Hezekiah",
      lastName: "Kimani",
      phone: "+254722316048",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-092: editing a church magazine",
    says: [
      "Do you edit magazines? Our church publishes one every quarter",
      "Deborah Njeri, AIPCA Githunguri",
      "0720 418 563",
    ],
    expect: {
      firstName: "Deborah",
      lastName: "Njeri",
      phone: "+254720418563",
      company: "AIPCA Githunguri",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b20-093: a CV, gmail, lower case",
    says: ["can u do my cv", "sospeter muli", "sospetermuli@gmail.com"],
    expect: {
      firstName: "Sospeter",
      lastName: "Muli",
      email: "sospetermuli@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-094: LinkedIn for a job search, Swahili",
    says: ["Nataka LinkedIn yangu iboreshwe", "Naitwa Salma Abdalla", "0716 508 239"],
    expect: {
      firstName: "Salma",
      lastName: "Abdalla",
      phone: "+254716508239",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b20-095: sales training for a motor dealer",
    says: [
      "We need sales training for our showroom team",
      "Andrew Kiprotich, Sales Manager, Rift Motors",
      "0722 603 815",
    ],
    expect: {
      firstName: "Andrew",
      lastName: "Kiprotich",
      phone: "+254722603815",
      company: "Rift Motors",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b20-096: a CV for a teacher, phone with dashes",
    says: ["I'm a teacher, I need a new CV", "Loice Nekesa", "0727-402-619"],
    expect: {
      firstName: "Loice",
      lastName: "Nekesa",
      phone: "+254727402619",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-097: an attachment for a college student",
    says: [
      "I'm at Eldoret National Polytechnic and need an attachment place in January",
      "Amos Kiprugut",
      "0757 816 304",
    ],
    expect: {
      firstName: "Amos",
      lastName: "Kiprugut",
      phone: "+254757816304",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b20-098: a cover letter and a CV for a driver, the letter first",
    says: ["I need a cover letter and a CV, I'm a driver", "Nahashon Mburu", "0724 318 507"],
    expect: {
      firstName: "Nahashon",
      lastName: "Mburu",
      phone: "+254724318507",
      services: ["Cover Letters", "CV Writing"],
    },
  },
  {
    name: "b20-099: a CV, evening greeting, Swahili",
    says: [
      "Habari za jioni. Nahitaji msaada wa kuandika CV",
      "Naitwa Winfrida Kanini",
      "0798 406 231",
    ],
    expect: {
      firstName: "Winfrida",
      lastName: "Kanini",
      phone: "+254798406231",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-100: a business plan for a boutique",
    says: ["I'd like a business plan for a boutique in Nakuru", "Ivy Chepng'eno", "0713 605 482"],
    expect: {
      firstName: "Ivy",
      lastName: "Chepng'eno",
      phone: "+254713605482",
      services: ["Business Writing"],
    },
  },
  // Harder visitors (b20-101 to b20-217), with this batch's own people and phrasings.
  {
    name: "b20-101: flowers around the name",
    says: ["Hi, my CV needs a makeover", "🌸Wanjiru Kamau🌸", "0722 508 713"],
    expect: {
      firstName: "Wanjiru",
      lastName: "Kamau",
      phone: "+254722508713",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-102: a bouquet between first and last name",
    says: ["cover letter for an NGO job please", "Salome 💐 Atieno", "0711 239 056"],
    expect: {
      firstName: "Salome",
      lastName: "Atieno",
      phone: "+254711239056",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b20-103: a flag and praying hands after the name",
    says: ["linkedin profile help", "Silas Odhiambo 🇰🇪🙏", "silas.odhiambo@gmail.com"],
    expect: {
      firstName: "Silas",
      lastName: "Odhiambo",
      email: "silas.odhiambo@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b20-104: sparkles and lower case, a name that is a word",
    says: ["need a cv asap", "✨✨ precious njeri ✨✨", "0795 440 216"],
    expect: {
      firstName: "Precious",
      lastName: "Njeri",
      phone: "+254795440216",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-105: smileys and a single name",
    says: ["😊 hi! I'm Tumaini 😊", "I want interview coaching", "0707 318 624"],
    expect: { firstName: "Tumaini", phone: "+254707318624", services: ["Interview Coaching"] },
  },
  {
    name: "b20-106: a fire emoji after the surname, phone emoji before the number",
    says: ["proofreading for my MBA project", "Gabriel Ochieng 🔥", "📞 0729 604 153"],
    expect: {
      firstName: "Gabriel",
      lastName: "Ochieng",
      phone: "+254729604153",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b20-107: 'my nme is'",
    says: ["I need a cv for a procurement job", "my nme is Brenda Awuor", "0723 114 570"],
    expect: {
      firstName: "Brenda",
      lastName: "Awuor",
      phone: "+254723114570",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-108: 'myname is', run together",
    says: ["help with a cover letter", "myname is Nelson Kipkurui", "0718 550 392"],
    expect: {
      firstName: "Nelson",
      lastName: "Kipkurui",
      phone: "+254718550392",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b20-109: 'my names are', three words with an apostrophe",
    says: ["I want linkedin optimization", "my names are Carolyne Mukami Ndung'u", "0722 680 413"],
    expect: {
      firstName: "Carolyne",
      lastName: "Mukami Ndung'u",
      phone: "+254722680413",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b20-110: 'am called'",
    says: ["interview coaching", "am called Yusuf Abdirahman", "0720 961 507"],
    expect: {
      firstName: "Yusuf",
      lastName: "Abdirahman",
      phone: "+254720961507",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b20-111: Swahili 'jina lang ni'",
    says: ["nataka CV", "jina lang ni Mwajuma Hamisi", "0714 306 829"],
    expect: {
      firstName: "Mwajuma",
      lastName: "Hamisi",
      phone: "+254714306829",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-112: Swahili 'naitwaa', doubled letter",
    says: ["naomba mpango wa biashara wa kuku wa kienyeji", "naitwaa Saidi Charo", "0790 551 306"],
    expect: {
      firstName: "Saidi",
      lastName: "Charo",
      phone: "+254790551306",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-113: Swahili 'mimi ninaitwa'",
    says: [
      "Ninahitaji mtu wa kusahihisha tasnifu yangu",
      "mimi ninaitwa Chiku Mwanzia",
      "0721 074 398",
    ],
    expect: {
      firstName: "Chiku",
      lastName: "Mwanzia",
      phone: "+254721074398",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b20-114: 'my naem is'",
    says: ["I need career coaching", "my naem is Loise Wairimu", "loisewairimu@gmail.com"],
    expect: {
      firstName: "Loise",
      lastName: "Wairimu",
      email: "loisewairimu@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b20-115: 'i am callled', tripled letter",
    says: ["a cv plus cover letter", "i am callled evans onyango", "0715 802 346"],
    expect: {
      firstName: "Evans",
      lastName: "Onyango",
      phone: "+254715802346",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b20-116: Sheng 'mi ni msee anaitwa'",
    says: [
      "nataka cv ya kuapply job ya warehouse",
      "mi ni msee anaitwa Gerald Ndirangu",
      "0768 203 915",
    ],
    expect: {
      firstName: "Gerald",
      lastName: "Ndirangu",
      phone: "+254768203915",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-117: Prof., three words, a book edited",
    says: [
      "I'd like a book manuscript edited, it's on agricultural economics",
      "Prof. Jemimah Wanjala Simiyu",
      "mwsimiyu@egerton.ac.ke",
    ],
    expect: {
      firstName: "Jemimah",
      lastName: "Wanjala Simiyu",
      email: "mwsimiyu@egerton.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b20-118: Hon. and MCA, training for a ward office (not named)",
    says: [
      "I want a customer service training for the staff at my ward office",
      "Hon. Abdullahi Ibrahim Gedi, MCA",
      "0722 915 604",
    ],
    expect: {
      firstName: "Abdullahi",
      lastName: "Ibrahim Gedi",
      phone: "+254722915604",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b20-119: Pastor, a church buying a youth programme",
    says: [
      "Do you run career programs for young people? For our church youth",
      "Pastor Reuben Ouma Nyakundi, Deliverance Church Utawala",
      "0733 604 281",
    ],
    expect: {
      firstName: "Reuben",
      lastName: "Ouma Nyakundi",
      phone: "+254733604281",
      company: "Deliverance Church Utawala",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b20-120: CPA before and after the name, coaching for a promotion",
    says: [
      "I need coaching, I'm up for promotion to finance director",
      "CPA Millicent Adhiambo, CPA(K)",
      "0711 346 820",
    ],
    expect: {
      firstName: "Millicent",
      lastName: "Adhiambo",
      phone: "+254711346820",
      services: ["Professional Development"],
    },
  },
  {
    name: "b20-121: Sr., a mission hospital's administrator",
    says: [
      "We would like a workshop on teamwork for our nurses and support staff",
      "Sr. Cecilia Nthenya, administrator, St. Joseph's Mission Hospital Kitui",
      "0722 803 156",
    ],
    expect: {
      firstName: "Cecilia",
      lastName: "Nthenya",
      phone: "+254722803156",
      company: "St. Joseph's Mission Hospital Kitui",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b20-122: Capt. (Rtd), leaving the army for civilian security work",
    says: [
      "I'm retiring from the KDF and need a CV for civilian security manager jobs",
      "Capt. (Rtd) Solomon Kiprotich Bett",
      "0720 338 471",
    ],
    expect: {
      firstName: "Solomon",
      lastName: "Kiprotich Bett",
      phone: "+254720338471",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-123: Eng., four words",
    says: [
      "I want my LinkedIn redone, I'm a structural engineer",
      "Eng. Timothy Mwangi Kamau Njoroge",
      "0721 447 903",
    ],
    expect: {
      firstName: "Timothy",
      lastName: "Mwangi Kamau Njoroge",
      phone: "+254721447903",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b20-124: Chief, youth in his location (no organisation named)",
    says: [
      "I am a chief, I want a program to prepare the jobless youth in my location for work",
      "Chief Lazarus Wafula Makokha",
      "0727 309 614",
    ],
    expect: {
      firstName: "Lazarus",
      lastName: "Wafula Makokha",
      phone: "+254727309614",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b20-125: Mrs., three words, a cover letter",
    says: [
      "I need a cover letter for a school bursar post",
      "Mrs. Florence Wanjiku Kariuki",
      "0722 461 085",
    ],
    expect: {
      firstName: "Florence",
      lastName: "Wanjiku Kariuki",
      phone: "+254722461085",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b20-126: 'I hope' then Hope",
    says: ["I hope you can help me with a cover letter", "Hope Wambui", "0745 603 281"],
    expect: {
      firstName: "Hope",
      lastName: "Wambui",
      phone: "+254745603281",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b20-127: 'charity' in a joke, then Charity",
    says: [
      "I'll pay, I'm not asking for charity lol. I need a CV",
      "Charity Mumbua",
      "0712 540 837",
    ],
    expect: {
      firstName: "Charity",
      lastName: "Mumbua",
      phone: "+254712540837",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-128: Swahili greeting 'amani', then Amani",
    says: ["Amani iwe nawe. Nahitaji mafunzo ya usaili", "Amani Kahindi", "0733 720 468"],
    expect: {
      firstName: "Amani",
      lastName: "Kahindi",
      phone: "+254733720468",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b20-129: 'bahati mbaya' before Bahati",
    says: [
      "nimekuwa na bahati mbaya kwa interviews, nataka mtu wa kunifunza",
      "Bahati Mwaura",
      "0708 915 320",
    ],
    expect: {
      firstName: "Bahati",
      lastName: "Mwaura",
      phone: "+254708915320",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b20-130: Gift, a name alone on its line",
    says: [
      "I need help getting an internship, I'm in third year at Kenyatta University",
      "Gift Chepngetich",
      "0746 802 193",
    ],
    expect: {
      firstName: "Gift",
      lastName: "Chepngetich",
      phone: "+254746802193",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b20-131: Neema after 'neema ya Mungu'",
    says: [
      "Kwa neema ya Mungu nimepata interview. Nataka CV mpya kwanza",
      "Neema Lyimo",
      "0716 224 590",
    ],
    expect: {
      firstName: "Neema",
      lastName: "Lyimo",
      phone: "+254716224590",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-132: three by abbreviation: 'cv, cl & li'",
    says: ["cv, cl & li pls", "Joan Kerubo", "0722 315 806"],
    expect: {
      firstName: "Joan",
      lastName: "Kerubo",
      phone: "+254722315806",
      services: ["CV Writing", "Cover Letters", "LinkedIn Optimization"],
    },
  },
  {
    name: "b20-133: 'intvw coaching n linkdn'",
    says: ["intvw coaching n linkdn", "Stanley Kimutai", "0724 506 931"],
    expect: {
      firstName: "Stanley",
      lastName: "Kimutai",
      phone: "+254724506931",
      services: ["Interview Coaching", "LinkedIn Optimization"],
    },
  },
  {
    name: "b20-134: misspelt: 'proof reding' and a 'biznes plan'",
    says: ["i need proof reding of my proposal n a biznes plan", "Caleb Omwenga", "0711 630 247"],
    expect: {
      firstName: "Caleb",
      lastName: "Omwenga",
      phone: "+254711630247",
      services: ["Editing & Proofreading", "Business Writing"],
    },
  },
  {
    name: "b20-135: Swahili: staff training and a company profile",
    says: [
      "Tunahitaji mafunzo kwa wafanyakazi wetu na pia wasifu wa kampuni",
      "Naitwa Mohamed Salim, Bahari Freight & Logistics",
      "0722 830 614",
    ],
    expect: {
      firstName: "Mohamed",
      lastName: "Salim",
      phone: "+254722830614",
      company: "Bahari Freight & Logistics",
      services: ["Corporate Training", "Business Writing"],
    },
  },
  {
    name: "b20-136: misspelt: 'carier coching' then 'reesume'",
    says: ["carier coching and a reesume", "Phyllis Jemutai", "0729 308 462"],
    expect: {
      firstName: "Phyllis",
      lastName: "Jemutai",
      phone: "+254729308462",
      services: ["Professional Development", "CV Writing"],
    },
  },
  {
    name: "b20-137: 'cover latter plus cv', the letter first",
    says: ["cover latter plus cv", "Dominic Ouma", "0703 618 259"],
    expect: {
      firstName: "Dominic",
      lastName: "Ouma",
      phone: "+254703618259",
      services: ["Cover Letters", "CV Writing"],
    },
  },
  {
    name: "b20-138: three in order: LinkedIn, then the CV, then mock interviews",
    says: [
      "first linkedin, then the cv, and finally some mock interviews",
      "Rachael Nyambura",
      "rachaelnyambura@gmail.com",
    ],
    expect: {
      firstName: "Rachael",
      lastName: "Nyambura",
      email: "rachaelnyambura@gmail.com",
      services: ["LinkedIn Optimization", "CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b20-139: by purpose: the profile recruiters look at is empty",
    says: [
      "My profile on that site where recruiters search for people has one line and no photo. Can you make it look professional?",
      "Godfrey Kiptanui",
      "0722 418 760",
    ],
    expect: {
      firstName: "Godfrey",
      lastName: "Kiptanui",
      phone: "+254722418760",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b20-140: by purpose: freezing at 'tell us about yourself'",
    says: [
      "Every time a panel says 'tell us about yourself' I freeze. I have another one on Monday",
      "Monica Wanza",
      "0798 316 504",
    ],
    expect: {
      firstName: "Monica",
      lastName: "Wanza",
      phone: "+254798316504",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b20-141: by purpose: a supervisor unhappy with the grammar",
    says: [
      "My supervisor sent back my masters project saying the English is too poor to submit",
      "Noor Abdi Osman",
      "0726 904 318",
    ],
    expect: {
      firstName: "Noor",
      lastName: "Abdi Osman",
      phone: "+254726904318",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b20-142: by purpose: tellers quarrelling with members",
    says: [
      "Our tellers keep quarrelling with members at the counter. We want someone to teach them how to handle difficult people",
      "Eunice Wangeci, Ukulima Bora SACCO",
      "0720 615 947",
    ],
    expect: {
      firstName: "Eunice",
      lastName: "Wangeci",
      phone: "+254720615947",
      company: "Ukulima Bora SACCO",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b20-143: by purpose: twelve years an accountant, wanting management",
    says: [
      "I've been an accountant for 12 years and I want to get into management but I don't know the route",
      "Raphael Kioko",
      "rkioko@gmail.com",
    ],
    expect: {
      firstName: "Raphael",
      lastName: "Kioko",
      email: "rkioko@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b20-144: by purpose: a salon's three years of figures for a bank",
    says: [
      "The bank wants a document showing how my salon will make money over three years before they lend me",
      "Mary Wanjiku Gathoni",
      "0721 506 382",
    ],
    expect: {
      firstName: "Mary",
      lastName: "Wanjiku Gathoni",
      phone: "+254721506382",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-145: by purpose: a son home after KCSE, the parent's name",
    says: [
      "My son finished KCSE last year and has been home since. I want him prepared for the world of work",
      "I'm his father, Ezekiel Onyancha",
      "0722 340 715",
    ],
    expect: {
      firstName: "Ezekiel",
      lastName: "Onyancha",
      phone: "+254722340715",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b20-146: by purpose: two pages typed in 2014",
    says: [
      "I've sent forty applications and heard nothing. The two pages I attach were typed in 2014 by a cyber cafe guy",
      "Josiah Kiragu",
      "0711 874 203",
    ],
    expect: {
      firstName: "Josiah",
      lastName: "Kiragu",
      phone: "+254711874203",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-147: by purpose: the letter that goes on top",
    says: [
      "I need the letter that goes on top of my application, the one explaining why I want the job",
      "Susan Chepkorir",
      "0725 318 490",
    ],
    expect: {
      firstName: "Susan",
      lastName: "Chepkorir",
      phone: "+254725318490",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b20-148: a CV but not a cover letter",
    says: ["I need a CV but not a cover letter", "Wilfred Mokaya", "0722 107 368"],
    expect: {
      firstName: "Wilfred",
      lastName: "Mokaya",
      phone: "+254722107368",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-149: LinkedIn dropped in the same message",
    says: [
      "linkedin and cv... actually scrap the linkedin, just cv",
      "Esha Mohamed",
      "0712 830 654",
    ],
    expect: {
      firstName: "Esha",
      lastName: "Mohamed",
      phone: "+254712830654",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-150: a CV put off to January",
    says: ["interview coaching now, and a cv later in january", "Leah Wairimu", "0790 213 876"],
    expect: {
      firstName: "Leah",
      lastName: "Wairimu",
      phone: "+254790213876",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b20-151: a service replaced in a later message",
    says: [
      "cover letter please",
      "Benard Kiprop",
      "sorry I meant a CV, I already have a cover letter",
      "0720 847 105",
    ],
    expect: {
      firstName: "Benard",
      lastName: "Kiprop",
      phone: "+254720847105",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-152: the CV dropped later, LinkedIn kept",
    says: [
      "cv and linkedin",
      "Tracy Njoki",
      "on second thought just the linkedin, my cv is fine",
      "tracynjoki@gmail.com",
    ],
    expect: {
      firstName: "Tracy",
      lastName: "Njoki",
      email: "tracynjoki@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b20-153: Swahili: interview coaching put off to next month",
    says: [
      "Nataka CV na mafunzo ya usaili, lakini usaili tutaongea mwezi ujao",
      "Naitwa Rukia Omar",
      "0715 906 281",
    ],
    expect: {
      firstName: "Rukia",
      lastName: "Omar",
      phone: "+254715906281",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-154: the thesis dropped for a cover letter",
    says: [
      "proofreading of my thesis, actually no, the thesis is done. I need a cover letter for a lecturer job",
      "Dr. Cosmas Mulwa",
      "0722 514 039",
    ],
    expect: {
      firstName: "Cosmas",
      lastName: "Mulwa",
      phone: "+254722514039",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b20-155: not a CV, interview practice",
    says: ["not a cv, I have one. I want interview practice", "Annette Moraa", "0741 318 206"],
    expect: {
      firstName: "Annette",
      lastName: "Moraa",
      phone: "+254741318206",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b20-156: no LinkedIn, just career coaching",
    says: ["I don't need LinkedIn, just career coaching", "Harrison Mbithi", "0733 602 917"],
    expect: {
      firstName: "Harrison",
      lastName: "Mbithi",
      phone: "+254733602917",
      services: ["Professional Development"],
    },
  },
  {
    name: "b20-157: a cover letter added later",
    says: ["cv", "Lorna Jebet", "0724 830 615", "also add a cover letter please"],
    expect: {
      firstName: "Lorna",
      lastName: "Jebet",
      phone: "+254724830615",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b20-158: Sheng: 'sitaki' LinkedIn, a CV",
    says: ["Niko na shida ya cv. LinkedIn sitaki", "Ma majina ni Lameck Oduor", "0797 602 318"],
    expect: {
      firstName: "Lameck",
      lastName: "Oduor",
      phone: "+254797602318",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-159: the name refused once",
    says: ["cv please", "i'd rather not give my name", "0722 619 034"],
    expect: { phone: "+254722619034", services: ["CV Writing"] },
  },
  {
    name: "b20-160: the name refused twice",
    says: [
      "interview coaching",
      "why do you need my name?",
      "no, no name",
      "call me on 0733 210 587",
    ],
    expect: { phone: "+254733210587", services: ["Interview Coaching"] },
  },
  {
    name: "b20-161: the phone refused once, an email given",
    says: [
      "LinkedIn please",
      "Everlyne Adoyo",
      "I don't give my number online",
      "everlyneadoyo@gmail.com",
    ],
    expect: {
      firstName: "Everlyne",
      lastName: "Adoyo",
      email: "everlyneadoyo@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b20-162: the phone refused twice, then an email",
    says: [
      "a business plan for a juice kiosk",
      "Jared Momanyi",
      "no phone",
      "I said no phone. email: jaredmomanyi@yahoo.com",
    ],
    expect: {
      firstName: "Jared",
      lastName: "Momanyi",
      email: "jaredmomanyi@yahoo.com",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-163: no email, a phone instead",
    says: [
      "I need my report proofread",
      "Bernadette Wanjala",
      "no email, I don't use it",
      "0712 508 394",
    ],
    expect: {
      firstName: "Bernadette",
      lastName: "Wanjala",
      phone: "+254712508394",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b20-164: Swahili: the name refused, 'sitaki kutoa jina'",
    says: ["Nataka barua ya maombi", "sitaki kutoa jina", "0725 913 608"],
    expect: { phone: "+254725913608", services: ["Cover Letters"] },
  },
  {
    name: "b20-165: a town and experience before anything",
    says: [
      "I'm in Eldoret",
      "I have 5 years experience in sales",
      "need a cv",
      "Gideon Kosgei",
      "0722 504 196",
    ],
    expect: {
      firstName: "Gideon",
      lastName: "Kosgei",
      phone: "+254722504196",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-166: a budget before the service",
    says: ["my budget is 3000", "cover letter", "Jacinta Mueni", "0713 802 547"],
    expect: {
      firstName: "Jacinta",
      lastName: "Mueni",
      phone: "+254713802547",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b20-167: an age before the service, then a plain name",
    says: [
      "I am 24 years old and unemployed",
      "I want to join your youth program",
      "Sheila Adhiambo",
      "0745 318 026",
    ],
    expect: {
      firstName: "Sheila",
      lastName: "Adhiambo",
      phone: "+254745318026",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b20-168: 'ok', 'yes' around a CV",
    says: ["cv", "ok", "yes", "Noah Kiprop", "0722 901 643"],
    expect: {
      firstName: "Noah",
      lastName: "Kiprop",
      phone: "+254722901643",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-169: 'sawa' and 'ndio'",
    says: ["hi", "sawa", "interview", "ndio", "Kassim Athman", "0711 205 498"],
    expect: {
      firstName: "Kassim",
      lastName: "Athman",
      phone: "+254711205498",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b20-170: a one-word name and a one-word service",
    says: ["proofreading", "wangari", "0706 413 258"],
    expect: { firstName: "Wangari", phone: "+254706413258", services: ["Editing & Proofreading"] },
  },
  {
    name: "b20-171: a price question before a CV",
    says: ["how much is a CV?", "ok let's do it", "Ronald Wekesa", "0723 609 145"],
    expect: {
      firstName: "Ronald",
      lastName: "Wekesa",
      phone: "+254723609145",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-172: a location question, coaching in person",
    says: [
      "where are your offices?",
      "I want to come for interview coaching in person",
      "Magdalene Wanjiru",
      "0722 480 317",
    ],
    expect: {
      firstName: "Magdalene",
      lastName: "Wanjiru",
      phone: "+254722480317",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b20-173: Swahili price question, a business plan",
    says: [
      "bei ya business plan ni ngapi?",
      "sawa, nataka",
      "Naitwa Hamisi Mwakombo",
      "0733 604 815",
    ],
    expect: {
      firstName: "Hamisi",
      lastName: "Mwakombo",
      phone: "+254733604815",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-174: training in Mombasa, a hotel",
    says: [
      "do you do trainings in Mombasa?",
      "for our hotel staff, customer service",
      "Fatma Said, Coral Sands Beach Resort",
      "0722 307 419",
    ],
    expect: {
      firstName: "Fatma",
      lastName: "Said",
      phone: "+254722307419",
      company: "Coral Sands Beach Resort",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b20-175: a nurse applying to a pipeline company",
    says: [
      "I'm a nurse applying for a wellness officer post at Kenya Pipeline Company, I need a CV",
      "Hellen Cherono",
      "0720 514 693",
    ],
    expect: {
      firstName: "Hellen",
      lastName: "Cherono",
      phone: "+254720514693",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-176: a teacher applying to UNHCR in Kakuma",
    says: [
      "I'm a teacher applying to UNHCR in Kakuma, I need a cover letter",
      "Daisy Ekai",
      "0727 604 183",
    ],
    expect: {
      firstName: "Daisy",
      lastName: "Ekai",
      phone: "+254727604183",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b20-177: a son at Alliance, the parent's name",
    says: [
      "My son is in form four at Alliance High School and doesn't know which course to choose. Do you help school leavers?",
      "Mrs. Rosemary Wangui Kago",
      "0722 156 840",
    ],
    expect: {
      firstName: "Rosemary",
      lastName: "Wangui Kago",
      phone: "+254722156840",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b20-178: a cashier at Naivas applying to an airline",
    says: [
      "I work at Naivas as a cashier but I've been shortlisted for cabin crew at Kenya Airways. I need interview coaching",
      "Sarah Akoth",
      "0713 509 264",
    ],
    expect: {
      firstName: "Sarah",
      lastName: "Akoth",
      phone: "+254713509264",
      company: "Naivas",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b20-179: a lender wanting a business plan",
    says: [
      "Kenya Women Microfinance Bank wants a business plan before they give me a loan for my tailoring shop",
      "Roda Nyaboke",
      "0718 604 372",
    ],
    expect: {
      firstName: "Roda",
      lastName: "Nyaboke",
      phone: "+254718604372",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-180: an accountant applying to a tea factory",
    says: [
      "I'm an accountant at a hardware in Kericho applying to the KTDA tea factory, I need a CV and cover letter",
      "Kipngeno Mutai",
      "0722 710 438",
    ],
    expect: {
      firstName: "Kipngeno",
      lastName: "Mutai",
      phone: "+254722710438",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b20-181: a law firm with '&' and 'Co.'",
    says: [
      "We need a set of contracts proofread before signing",
      "Omondi, Ndolo & Co. Advocates, I'm the office manager, Cleophas Ogutu",
      "0720 408 153",
    ],
    expect: {
      firstName: "Cleophas",
      lastName: "Ogutu",
      phone: "+254720408153",
      company: "Omondi, Ndolo & Co. Advocates",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b20-182: a girls' school with 'St.'",
    says: [
      "We want a career preparation program for our form fours",
      "Mrs. Anastasia Wanjiru, Principal, St. Bakhita Girls' Secondary School",
      "0722 316 905",
    ],
    expect: {
      firstName: "Anastasia",
      lastName: "Wanjiru",
      phone: "+254722316905",
      company: "St. Bakhita Girls' Secondary School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b20-183: a county public service board",
    says: [
      "We want a performance management training for county staff",
      "Dr. Simon Kinyua, Nyeri County Public Service Board",
      "0721 903 518",
    ],
    expect: {
      firstName: "Simon",
      lastName: "Kinyua",
      phone: "+254721903518",
      company: "Nyeri County Public Service Board",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b20-184: a boda boda SACCO's strategic plan",
    says: [
      "Our SACCO needs a strategic plan written",
      "Chairman, Boda Boda Umoja SACCO, Fredrick Wafula Simiyu",
      "0727 315 806",
    ],
    expect: {
      firstName: "Fredrick",
      lastName: "Wafula Simiyu",
      phone: "+254727315806",
      company: "Boda Boda Umoja SACCO",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-185: a Catholic parish's youth",
    says: [
      "Our parish wants a career day for the youth group",
      "Fr. Leonard Mutua, St. Austin's Catholic Parish",
      "0733 415 620",
    ],
    expect: {
      firstName: "Leonard",
      lastName: "Mutua",
      phone: "+254733415620",
      company: "St. Austin's Catholic Parish",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b20-186: an eye hospital's front desk",
    says: [
      "We need customer service training for our receptionists",
      "Nancy Kerubo, Mwangaza Eye Hospital",
      "0722 503 614",
    ],
    expect: {
      firstName: "Nancy",
      lastName: "Kerubo",
      phone: "+254722503614",
      company: "Mwangaza Eye Hospital",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b20-187: a law firm's company profile",
    says: [
      "Can you write our firm's company profile?",
      "Wambui Karanja, partner at Kariuki, Mwaura & Associates",
      "info@kmassociates.co.ke",
    ],
    expect: {
      firstName: "Wambui",
      lastName: "Karanja",
      email: "info@kmassociates.co.ke",
      company: "Kariuki, Mwaura & Associates",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-188: a county water company",
    says: [
      "We need customer care training for our meter readers and call centre staff",
      "Rashid Mwinyi, Mombasa Water & Sanitation Company",
      "0722 614 590",
    ],
    expect: {
      firstName: "Rashid",
      lastName: "Mwinyi",
      phone: "+254722614590",
      company: "Mombasa Water & Sanitation Company",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b20-189: a first name corrected",
    says: ["cv please", "Njari Wambui", "sorry, it's Njeri, not Njari", "0712 603 148"],
    expect: {
      firstName: "Njeri",
      lastName: "Wambui",
      phone: "+254712603148",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-190: a phone corrected",
    says: ["cover letter", "Levi Ombati", "0722 340 981", "sorry I meant 0722 340 918"],
    expect: {
      firstName: "Levi",
      lastName: "Ombati",
      phone: "+254722340918",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b20-191: an email corrected",
    says: [
      "linkedin",
      "Trevor Limo",
      "trevorlimo@gmail.com",
      "sorry, I meant trevor.limo@gmail.com",
    ],
    expect: {
      firstName: "Trevor",
      lastName: "Limo",
      email: "trevor.limo@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b20-192: a service corrected: proofreading, not business writing",
    says: [
      "business writing",
      "Veronica Mwende",
      "sorry, I meant proofreading, not business writing. It's my thesis",
      "0710 482 605",
    ],
    expect: {
      firstName: "Veronica",
      lastName: "Mwende",
      phone: "+254710482605",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b20-193: a surname corrected",
    says: [
      "I need interview coaching",
      "Achieng Odera",
      "sorry, Achieng Oduor, autocorrect",
      "0725 601 934",
    ],
    expect: {
      firstName: "Achieng",
      lastName: "Oduor",
      phone: "+254725601934",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b20-194: a UK mobile, in Leicester",
    says: [
      "I'm in Leicester, UK, and want to move into NHS admin jobs, I need a CV",
      "Winfred Wangui Ndegwa",
      "07700 900412",
    ],
    expect: {
      firstName: "Winfred",
      lastName: "Wangui Ndegwa",
      phone: "+447700900412",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-195: a US number, in Dallas",
    says: [
      "I'm in Dallas, Texas, I need career coaching for a move into nursing management",
      "Josephat Okello",
      "(469) 302-8817",
    ],
    expect: {
      firstName: "Josephat",
      lastName: "Okello",
      phone: "+14693028817",
      services: ["Professional Development"],
    },
  },
  {
    name: "b20-196: Qatar, eight digits",
    says: [
      "I work in Doha as a driver and want a CV for a supervisor job",
      "Ali Juma Hemed",
      "3312 4587",
    ],
    expect: {
      firstName: "Ali",
      lastName: "Juma Hemed",
      phone: "+97433124587",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-197: Saudi Arabia, a local 05 number",
    says: [
      "Niko Riyadh, nataka CV ya kurudi kufanya kazi Kenya",
      "Naitwa Mariam Hussein",
      "050 412 7736",
    ],
    expect: {
      firstName: "Mariam",
      lastName: "Hussein",
      phone: "+966504127736",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-198: Australia, in Perth",
    says: [
      "I'm in Perth and want my LinkedIn redone for mining jobs",
      "Wesley Chirchir",
      "0412 556 903",
    ],
    expect: {
      firstName: "Wesley",
      lastName: "Chirchir",
      phone: "+61412556903",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b20-199: Tanzania, in Arusha, Swahili",
    says: [
      "Niko Arusha, Tanzania. Nataka mafunzo ya usaili kwa mtandao",
      "Naitwa Rahma Mollel",
      "0754 218 330",
    ],
    expect: {
      firstName: "Rahma",
      lastName: "Mollel",
      phone: "+255754218330",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b20-200: Kampala calls line, Kenyan WhatsApp",
    says: [
      "I'm in Kampala for work, I need a cover letter for a job back home",
      "Isaac Wanyonyi",
      "calls: +256 772 410 853, WhatsApp: 0722 581 306",
    ],
    expect: {
      firstName: "Isaac",
      lastName: "Wanyonyi",
      phone: "+254722581306",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b20-201: an email spelt out with 'dot' and 'at'",
    says: ["i need a cv", "Mutheu Kilonzo", "mutheu dot kilonzo at gmail dot com"],
    expect: {
      firstName: "Mutheu",
      lastName: "Kilonzo",
      email: "mutheu.kilonzo@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b20-202: 'gmail.con'",
    says: ["career coaching please", "Edith Nyawira", "edithnyawira@gmail.con"],
    expect: {
      firstName: "Edith",
      lastName: "Nyawira",
      email: "edithnyawira@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b20-203: 'yaho.com'",
    says: ["I want a business plan for a hardware shop", "Titus Kiprono", "tituskiprono@yaho.com"],
    expect: {
      firstName: "Titus",
      lastName: "Kiprono",
      email: "tituskiprono@yahoo.com",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-204: 'hotmial.com'",
    says: ["editing of my PhD proposal", "Dr. Naftali Ongeri", "nongeri@hotmial.com"],
    expect: {
      firstName: "Naftali",
      lastName: "Ongeri",
      email: "nongeri@hotmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b20-205: an email with 'underscore' spelt out",
    says: [
      "interview coaching for a bank job",
      "Wanjiku Mbugua",
      "wanjiku underscore mbugua at outlook dot com",
    ],
    expect: {
      firstName: "Wanjiku",
      lastName: "Mbugua",
      email: "wanjiku_mbugua@outlook.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b20-206: an NGO's annual report edited",
    says: [
      "Our annual report needs editing before it goes to donors",
      "Kawira Mutwiri, Programmes, Tujenge Pamoja Foundation",
      "kawira@tujengepamoja.org",
    ],
    expect: {
      firstName: "Kawira",
      lastName: "Mutwiri",
      email: "kawira@tujengepamoja.org",
      company: "Tujenge Pamoja Foundation",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b20-207: a manufacturer buying assertiveness training",
    says: [
      "Do you offer assertiveness training? For our sales team of 15",
      "Harun Gichuki, Sales Manager, Kifaru Paints Ltd",
      "0722 604 318",
    ],
    expect: {
      firstName: "Harun",
      lastName: "Gichuki",
      phone: "+254722604318",
      company: "Kifaru Paints Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b20-208: a county department of health, a concept note",
    says: [
      "We need a concept note for a maternal health project",
      "Dr. Zipporah Jelagat, Baringo County Department of Health",
      "0720 713 504",
    ],
    expect: {
      firstName: "Zipporah",
      lastName: "Jelagat",
      phone: "+254720713504",
      company: "Baringo County Department of Health",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-209: a teachers' SACCO's staff, stress management",
    says: [
      "stress management talk for our staff please",
      "Joel Kimeli, HR, Mwalimu Imara SACCO",
      "0722 418 359",
    ],
    expect: {
      firstName: "Joel",
      lastName: "Kimeli",
      phone: "+254722418359",
      company: "Mwalimu Imara SACCO",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b20-210: a polytechnic's final-years, youth program (the buyer)",
    says: [
      "We want your graduate readiness program for our final year students",
      "Mr. Obadiah Maina, Dean of Students, Kiambu National Polytechnic",
      "0721 604 182",
    ],
    expect: {
      firstName: "Obadiah",
      lastName: "Maina",
      phone: "+254721604182",
      company: "Kiambu National Polytechnic",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b20-211: a children's home's donor proposal",
    says: [
      "We need a proposal to a donor for our children's home",
      "Mama Elina Chao, Tumaini Children's Home, Voi",
      "0733 518 260",
    ],
    expect: {
      firstName: "Elina",
      lastName: "Chao",
      phone: "+254733518260",
      company: "Tumaini Children's Home",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-212: a life story: a clinical officer in Garissa moving to programme management",
    says: [garissaClinicianStory],
    expect: {
      firstName: "Abdirahman",
      lastName: "Hussein Farah",
      phone: "+254722561804",
      services: ["Professional Development"],
    },
  },
  {
    name: "b20-213: a life story: a law firm's HR, training and a handbook proofread",
    says: [lawFirmStory],
    expect: {
      firstName: "Roselyne",
      lastName: "Awino Otieno",
      phone: "+254720417339",
      email: "hr@wekesamburu.co.ke",
      company: "Wekesa, Mburu & Co. Advocates",
      services: ["Corporate Training", "Editing & Proofreading"],
    },
  },
  {
    name: "b20-214: a life story in Swahili: a fish trader's business plan for a SACCO loan",
    says: [kisumuFishTraderStory],
    expect: {
      firstName: "Consolata",
      lastName: "Adhiambo Ouko",
      phone: "+254712903417",
      services: ["Business Writing"],
    },
  },
  {
    name: "b20-215: a life story in Swahili: a head teacher's career programme for 250 students",
    says: [kilifiHeadTeacherStory],
    expect: {
      firstName: "Kahindi",
      lastName: "Baya Katana",
      phone: "+254733418206",
      email: "stmaryskaloleni@gmail.com",
      company: "St. Mary's Kaloleni Mixed Secondary School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b20-216: a life story in Sheng: a matatu driver's CV and interview practice",
    says: [matatuConductorStory],
    expect: {
      firstName: "Dancan",
      lastName: "Mwangi Kinyua",
      phone: "+254796512308",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b20-217: a life story in Sheng: a statistics graduate losing final rounds",
    says: [shengGraduateStory],
    expect: {
      firstName: "Linet",
      lastName: "Awino Ochola",
      phone: "+254741208563",
      email: "awinolinet@gmail.com",
      services: ["Interview Coaching"],
    },
  },
];
