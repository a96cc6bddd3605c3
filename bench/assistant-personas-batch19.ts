import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 19 for `npm run bench:assistant`, written on 2026-12-02 by the helper
 * "asst-batch19", apart from the engine. Rules of apartness, exactly as followed: nothing under
 * server/, app/ or tests/ was opened, nor /work/firstruns/, nor bench/README.md, nor
 * bench/assistant.ts or any other bench runner; no persona batch was opened except the two named
 * below; no `git log`, `git show`, `git diff` or other history command was run (the only git
 * commands were `git worktree add` at the start and, at the end, `git status --short`, `git add`
 * of this file, commit, rebase and merge; the worktree command printed the subject of the commit it checked out, a line
 * saying that 'cl' beside a CV and 'LI profile' had been taught to the assistant, with batch 18's
 * figures; those two short forms are therefore not used here); the bench and the test suites were
 * not run. What was read, exactly: /work/helper-protocol.md; the listing of bench/ (file names
 * only); the header, the seven life stories and the first thirteen personas of
 * bench/assistant-personas-batch18.ts (lines 1-356, found with a grep for the first persona ids),
 * for its format, header conventions and expectation conventions only (the people and phrasings
 * here are this batch's own, not variations of its lines); the first 50 lines of
 * bench/assistant-personas-batch4.ts, for the `Batch4Persona` type (its header and the opening of
 * its life story were on screen); the first 190 lines of content/services.ts, for the nine
 * services' exact names (the type, summaries, keywords and synonyms were on screen with them); and,
 * of /work/shared/SPEC.md, its headings, its opening (the title and section 1), the service
 * pages, the chat widget, the lines found by a grep for hand, WhatsApp and lead (the
 * chat_interactions table, the chat request and response, the admin conversation shape, the
 * hand-over, the status defaults, the chat call; hits on the route note, the dashboard, the admin
 * session and the blog categories were on screen too) and the prices. Also the first 30 lines of
 * biome.json. The personas were drafted in a scratch script outside the repository that wrote this
 * file (Kenyan phones were turned into E.164 by it; foreign ones were written by hand); after a
 * first draft, a few lines that echoed batch 18's (a team split between old hands and new
 * managers, a Saturday session, three years of projections, two Sheng phrases), three names
 * whose first and last could be read either way, and two first names repeated from batch 18's
 * opening or from this batch, were rewritten. Only this
 * file was checked: loaded with tsx, `biome check`, and `npm run typecheck`. Not registered in
 * bench/assistant.ts; not run when it was written.
 *
 * The mix is meant to be a month of a real consultancy's chat, not a catalogue of traps. The
 * first 78 (b19-001 to b19-078) are ordinary visitors: a clear request, a name and a phone or
 * email, in plain English or Swahili, lower case, and the usual ways of writing a Kenyan number
 * (spaces, dashes, +254, 254 without a plus, an 011x line). The other 102 (b19-079 to b19-180)
 * are harder, with people and phrasings of this batch's own: sparkles, hearts, flags and a
 * phone emoji around, between and after names; "my nam is", "mi name is", "my neme is.", Sheng
 * "Ma name ni", Swahili "jna langu ni" and "majina yangu ni"; titles (Eng., Cllr., Mwalimu,
 * Sheikh, Bishop, Mzee, Lt. Col. (Rtd), Dr. (Mrs.), Ms., Adv., Dr.) with three- and four-word
 * names; names that are English or Swahili words, some after a sentence using the word
 * (Innocent, Precious, Furaha Zawadi, Winner, Sunday, Patience, Memory); two and three services
 * in the order asked, by abbreviation ("c.v. & mock intv", "biz plan + co. profile"), misspelt
 * ("cover leter", "interveiw practise", "linkdin optimazation", "bussines writting", "corparate
 * traning", "proof reeding of my projct", "reseme and coverlater"), in Swahili ("wasifu wa kazi",
 * "wasifu wangu wa LinkedIn", "pendekezo la ufadhili", "chama cha akiba na mikopo", "maswali ya
 * mahojiano") and by purpose with no service word (headhunters finding a profile, losing the
 * final round, a board report's language, a bank wanting to know how a bakery makes money,
 * twelve years a clerk, staff who quarrel, a child out of college, a journal's reviewers);
 * services negated, postponed, dropped and replaced; the name refused once and twice, the phone
 * refused once and twice (once in Swahili); a town, years of experience and a budget given before
 * anything was asked; "ok", "yes", "sawa", "k"; price and location questions; third parties whose
 * industry is not the visitor's (an airline, a port, a telco, a power company, a hospital applied
 * to, a son's school, a lender, a polytechnic); company names with '&', 'St.', 'ACK St.', a
 * mission hospital, a medical centre, a county assembly, a county public service board, SACCOs, a
 * cooperative, churches and ministries, a madrasa, a women's group; corrections of a phone, a
 * name, an email and a service; phones abroad in their own country's format where the visitor
 * says where they are (UAE, Qatar, Saudi Arabia, the US, Canada, Uganda, South Africa, Germany)
 * and a Kenyan line from London; emails spelt out with "dot", "at" and "hyphen", and mistyped
 * ("gmial", "outlok", "gmai.com"); a calls line beside a WhatsApp line; and six life stories of
 * 160-200 words (two in English, two in Swahili, two in Sheng). Well over 30 visitors want
 * something other than a CV: employers and HR buyers, schools and a head teacher, NGOs, a
 * children's home, churches, a madrasa, SACCOs, a cooperative, hospitals, county bodies,
 * transporters, hotels, a women's group, business owners, parents, and visitors after editing,
 * LinkedIn, interview and career coaching.
 *
 * Same format and conventions as batch 18: each persona says its lines in order, whatever the
 * assistant asks; a correct hand-over needs a way to reach the visitor (phone/WhatsApp or email)
 * and the service(s) as asked, in the order asked (`expect.services` holds content/services.ts
 * names); the name is not required, but a wrong one is wrong. Every visitor here gives a service
 * and a way to be reached within six lines. The expectations are what a careful consultant
 * reading the chat would write down:
 * - honorifics, titles and professional letters are left out of the name; `lastName` is
 *   everything after the first name, as written; a nickname given beside the name is not the
 *   name, a name given alone ("Ma name ni Kevo", "niite Wairimu", "njeri") is; a name in lower
 *   case is recorded in title case; emoji are not part of a name;
 * - a greeting, a refusal, a filler, a town, a budget, a job or a question is never a name; a
 *   parent who gives their own name is recorded under it, never the child's;
 * - a service declined, replaced or put off ("maybe next month", "forget the", "sorry I meant",
 *   "can wait till March", "not for now", "baadaye mwaka ujao", "sitaki") is not expected; a
 *   training's subject (teamwork, customer care, time management, leadership) is not a second
 *   service; two documents of one kind in one ask (a business plan and a company profile) are
 *   one service;
 * - the phone kept is the WhatsApp line when a WhatsApp line and a calls line are both given; a
 *   corrected phone, name, email or service replaces the first; a mistyped email domain is
 *   expected as the address that works; an email spelt out is recorded as the address; phones
 *   are E.164, a foreign number in its own country's format read as the country the visitor says
 *   they are in; a visitor who gives both a phone and an email has both recorded;
 * - the company is recorded where the visitor names their employer, their business or the
 *   organisation they buy for (a school, a SACCO, a church, an NGO, a hospital, a county body);
 *   the employer a visitor is applying to, a lender, a child's school or college, or a county
 *   that buys from the visitor's business is not their company; an organisation described but not
 *   named (a primary school, a call centre) is no company.
 * Where a line would be truly ambiguous to a human (a student asking for a CV: CV Writing or
 * Youth Programs?), it was not written.
 */
export type Batch19Persona = Batch4Persona;

const dubaiReturneeStory = [
  "Good evening. I am writing from Mombasa, I came back home in August after seven years in Dubai.",
  "I worked in two hotels there, the last four years as a",
  "housekeeping supervisor in a five-star hotel, with nineteen people under me. The",
  "money was good but my mother is not well and my children needed me, so I decided it was time.",
  "Now I want to work in one of the beach hotels here in Diani or Nyali, at supervisor level or",
  "even executive housekeeper. The problem is that my CV is the one an agent in",
  "Nairobi typed for me in 2017 when I was going, it says nothing about the supervisor years, the",
  "audits or the training I did for new staff. I also have not sat for an interview in Kenya for a",
  "long time and I hear the panels here are different, they ask many questions about the local",
  "market. So please I need the CV redone first and then some practice for the interviews. My name",
  "is Khadija Omar Salim. My WhatsApp is still on my Dubai number, +971 55 218 4406, but for calls",
  "use my Kenyan line 0722 517 690.",
].join(" ");

const transportersStory = [
  "Hello. I'm Geoffrey Mwangi Kuria, the operations manager at Mwamba & Sons Transporters in",
  "Nakuru. We run thirty-two trucks on the Northern Corridor, Mombasa to Malaba and on to Kampala,",
  "and we have about sixty staff between the yard, the workshop and the office. The business has",
  "grown fast, from twelve trucks to thirty-two in four years, and we hired many people in a hurry",
  "without any induction at all. Now drivers say nobody listens when they report a fault on a",
  "truck, the workshop blames the drivers for every breakdown, and the office staff are caught in",
  "the middle answering angry customers on the phone. Two big clients have complained about how",
  "they were spoken to this quarter. I would",
  "like a training for the whole team on communication and customer service, maybe in two groups",
  "so the yard does not stop. We can close the office on a Friday afternoon in January and use the",
  "canteen. We will probably also need a company profile for a tender later in the year, but that",
  "is not for now, let's sort out the people first. My number is 0722 846 103 and the email is",
  "operations@mwambatransporters.co.ke.",
].join(" ");

const kituiWomenGroupStory = [
  "Hamjambo. Naitwa Josephine Mwende Musyoka, mwenyekiti wa kikundi cha Twone Women Group hapa",
  "Mwingi, Kaunti ya Kitui. Sisi ni wanawake ishirini na sita, wengi wetu ni wakulima na wafugaji",
  "wa nyuki. Tumekuwa tukiuza asali yetu kwa madalali wanaokuja kwa pikipiki, na wanatupa bei ya",
  "chini sana, wakati mwingine shilingi mia mbili kwa kilo wakati mjini inauzwa mara tatu zaidi.",
  "Tumeamua kwamba tunataka kuchakata asali wenyewe, kuifunga kwenye chupa na kuiuza kwa maduka",
  "makubwa ya Kitui na Nairobi. Tumepata habari kwamba serikali ya kaunti imefungua nafasi ya",
  "ruzuku kwa vikundi vya wanawake, lakini wanataka mpango wa biashara kamili, wenye gharama za",
  "mashine, soko letu, na faida tunayotarajia. Tumejaribu kuuandika sisi wenyewe",
  "kwenye daftari lakini tunajua hautakubalika. Tarehe ya mwisho ni mwisho wa mwezi ujao.",
  "Tafadhali tuandikieni mpango huo wa biashara, na mtuambie gharama yake ili tuchange pesa kama",
  "kikundi. Mimi sina barua pepe, lakini mnaweza kunipigia au kunitumia ujumbe wa WhatsApp kwa",
  "nambari 0727 305 918. Asanteni sana na Mungu awabariki.",
].join(" ");

const kakamegaFatherStory = [
  "Habari zenu. Mimi ni mzazi kutoka Kakamega, naitwa Hezron Shikuku Wanyama, na ninaandika kwa",
  "niaba ya kijana wangu wa kwanza. Amemaliza kozi ya umeme, diploma, katika Sigalagala National",
  "Polytechnic mwezi wa saba mwaka huu, na tangu hapo amekaa nyumbani tu. Ni kijana mwenye bidii,",
  "ananisaidia shambani na kutengeneza redio za majirani, lakini hajui jinsi ya kutafuta kazi au",
  "nafasi ya mafunzo kazini. Ameandika barua mbili kwa kampuni ya umeme na hakupata jibu. Mimi ni",
  "mwalimu wa shule ya msingi, sijui mambo ya siku hizi ya kutuma maombi kwa mtandao na kuandika",
  "vitu kwa kompyuta. Rafiki yangu aliniambia kwamba mnasaidia vijana waliomaliza vyuo kupata",
  "nafasi za internship na kazi ya kwanza, kuwafundisha kuandika maombi na kujiandaa kwa mahojiano.",
  "Ningependa ajiunge na mpango huo wenu wa vijana. Mimi nitalipa. Yeye hana simu nzuri, kwa hiyo",
  "mtumie mimi ujumbe, nitampa. Nambari yangu ni 0733 620 471, na iko kwenye WhatsApp pia. Mimi",
  "hupatikana jioni baada ya saa kumi kwa sababu mchana niko darasani. Asanteni na mbarikiwe.",
].join(" ");

const mjengoFundiStory = [
  "Niaje wadau. Mimi ni fundi wa mjengo, nimekuwa kwa site tangu 2016, nilianza kama kibarua wa",
  "kubeba mawe pale Kitengela, then nikasoma masonry kwa polytechnic usiku, sasa ni fundi mzima na",
  "nimekuwa foreman kwa ma-site mbili za ghorofa huko Syokimau. Kuna kampuni moja ya ujenzi ya",
  "Wachina imeweka tangazo wanatafuta site supervisors, na boss wangu wa site amesema niapply juu",
  "najua kazi poa kuliko wasee wengi wako na degree. Shida ni wanataka CV na application letter, na",
  "mimi sijawahi andika hizo vitu, hata sina laptop, nimekuwa nikipata kazi through connection za",
  "mafundi wenzangu. Sitaki mambo ya LinkedIn saa hii, hiyo ni ya wasee wa ofisi, nataka tu CV iko",
  "clean na barua ya kuapply hiyo kazi, deadline ni Ijumaa ijayo. Naweza kuwatumia picha za",
  "certificate zangu na za ma-site nimefanya kwa WhatsApp. Pesa si mingi lakini iko. Naitwa",
  "Brian Otieno Ouma, ila kwa site wananiita Jakom. Namba ni 0796 204 557, piga ama utume",
  "message, niko available jioni baada ya saa kumi na mbili.",
].join(" ");

const callCentreStory = [
  "Sasa wadau, story yangu ni hii. Nimekuwa agent kwa call centre moja pale Westlands kwa miaka",
  "tatu, napiga simu za ma-customer wa bank usiku na mchana, shifts ni ngori na pay haiongezeki.",
  "Kitu moja nimepata ni kwamba napenda sana ma-numbers, nilikuwa nikitengeneza ma-report za team",
  "kwa Excel na supervisor akaona ziko fiti kuliko zile za data team. Nimeanza kusoma data analysis",
  "online usiku, nimeshamaliza course mbili za free na certificate ziko. Lakini sijui vile nitaruka",
  "kutoka call centre hadi data, ma-job za data zinaitisha experience na mimi sina title hiyo.",
  "Nataka msee wa kunishow njia, coaching ya career, nijue next steps ni gani na vile nitajiuza.",
  "Pia LinkedIn yangu iko dry sana, iko tu na picha na jina, hakuna kitu ingine, nataka iwe fiti",
  "baada ya hiyo coaching. CV ningependa pia lakini hiyo ni baadaye mwaka ujao, saa hii ni hizo",
  "mbili. Majina ni Ezra Kipchirchir Bett. Namba ni 0113 482 096, na email ni",
  "ezrabett@gmail.com. Nipate jioni ama weekend juu kazini hatuwezi shika simu.",
].join(" ");

export const batch19Personas: Batch19Persona[] = [
  // Ordinary visitors (b19-001 to b19-078): a clear request, a name, a phone or an email.
  {
    name: "b19-001: a CV redone for logistics jobs",
    says: [
      "Hi, I'd like my CV redone, I'm applying for logistics jobs",
      "Moses Kiptoo",
      "0711 402 563",
    ],
    expect: {
      firstName: "Moses",
      lastName: "Kiptoo",
      phone: "+254711402563",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-002: a cover letter for an accounts assistant job",
    says: [
      "Good morning, I need a cover letter for an accounts assistant job",
      "Joyce Wanjala",
      "joycewanjala@gmail.com",
    ],
    expect: {
      firstName: "Joyce",
      lastName: "Wanjala",
      email: "joycewanjala@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b19-003: a LinkedIn profile makeover",
    says: ["linkedin profile makeover please", "Brian Ochieng", "0729118440"],
    expect: {
      firstName: "Brian",
      lastName: "Ochieng",
      phone: "+254729118440",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b19-004: interview coaching before a hotel interview next week",
    says: [
      "I need interview coaching, I have an interview at a hotel next week",
      "Esther Naliaka",
      "0704 663 219",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Naliaka",
      phone: "+254704663219",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b19-005: a master's thesis proofread, a university email",
    says: ["Can you proofread my masters thesis?", "Daniel Mutua", "dmutua@students.uonbi.ac.ke"],
    expect: {
      firstName: "Daniel",
      lastName: "Mutua",
      email: "dmutua@students.uonbi.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b19-006: a company profile for a cleaning company, the company after the name",
    says: [
      "We need a company profile for our cleaning company",
      "Agnes Muthoni, Safi Bora Cleaners",
      "0722 930 118",
    ],
    expect: {
      firstName: "Agnes",
      lastName: "Muthoni",
      phone: "+254722930118",
      company: "Safi Bora Cleaners",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-007: team building for 40 staff, HR at a millers",
    says: [
      "We want a team building session for our staff, about 40 people",
      "Peter Njoroge, HR at Mavuno Millers Ltd",
      "0733 241 906",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Njoroge",
      phone: "+254733241906",
      company: "Mavuno Millers Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-008: a fresh graduate looking for an internship",
    says: ["I'm a fresh graduate looking for an internship", "Naomi Chepkoech", "+254 791 337 208"],
    expect: {
      firstName: "Naomi",
      lastName: "Chepkoech",
      phone: "+254791337208",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b19-009: career coaching to move into project management",
    says: [
      "I want career coaching, I want to move into project management",
      "George Omondi",
      "0720 585 113",
    ],
    expect: {
      firstName: "George",
      lastName: "Omondi",
      phone: "+254720585113",
      services: ["Professional Development"],
    },
  },
  {
    name: "b19-010: 'cv pls', all lower case",
    says: ["cv pls", "collins wafula", "0745332190"],
    expect: {
      firstName: "Collins",
      lastName: "Wafula",
      phone: "+254745332190",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-011: Swahili, a CV, 'Naitwa'",
    says: ["Naomba mniandikie CV", "Naitwa Halima Abdalla", "0722 617 304"],
    expect: {
      firstName: "Halima",
      lastName: "Abdalla",
      phone: "+254722617304",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-012: a CV and a cover letter, outlook email",
    says: ["CV and cover letter please", "Victor Kamau", "victorkamau@outlook.com"],
    expect: {
      firstName: "Victor",
      lastName: "Kamau",
      email: "victorkamau@outlook.com",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b19-013: a business plan for a poultry farm",
    says: ["Need a business plan for a poultry farm", "Ruth Wangechi", "0712-059-847"],
    expect: {
      firstName: "Ruth",
      lastName: "Wangechi",
      phone: "+254712059847",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-014: a stress-management workshop for a hospital's nurses",
    says: [
      "Do you do stress management workshops? For our nurses",
      "Jane Mumbi from Thika Level 5 Hospital",
      "0722 415 302",
    ],
    expect: {
      firstName: "Jane",
      lastName: "Mumbi",
      phone: "+254722415302",
      company: "Thika Level 5 Hospital",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-015: a short-story collection proofread",
    says: [
      "Can you proofread my book? It's a collection of short stories",
      "Kevin Maina",
      "0723 440 981",
    ],
    expect: {
      firstName: "Kevin",
      lastName: "Maina",
      phone: "+254723440981",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b19-016: LinkedIn and a CV, LinkedIn first",
    says: ["I want my linkedin and my cv done", "Sharon Jeptoo", "0700 892 314"],
    expect: {
      firstName: "Sharon",
      lastName: "Jeptoo",
      phone: "+254700892314",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b19-017: a mock interview for a bank teller job (the bank is applied to)",
    says: [
      "I'd like a mock interview, I've been shortlisted for a bank teller job",
      "Alex Mwangi",
      "alexmwangi@gmail.com",
    ],
    expect: {
      firstName: "Alex",
      lastName: "Mwangi",
      email: "alexmwangi@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b19-018: a grant proposal for a youth group",
    says: [
      "We need a grant proposal for our youth group",
      "Tom Odhiambo, Nyalenda Youth Group",
      "0741 226 517",
    ],
    expect: {
      firstName: "Tom",
      lastName: "Odhiambo",
      phone: "+254741226517",
      company: "Nyalenda Youth Group",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-019: Swahili, training for a school's teachers, the head teacher",
    says: [
      "Habari, tunahitaji mafunzo kwa walimu wetu",
      "Naitwa Esther Wairimu, mwalimu mkuu wa Gatundu Mixed Secondary",
      "0720 338 451",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Wairimu",
      phone: "+254720338451",
      company: "Gatundu Mixed Secondary",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-020: a form-four leaver wants help to a first job",
    says: [
      "I finished form four last year and I need help getting my first job",
      "Brian Kiprop",
      "0757 440 212",
    ],
    expect: {
      firstName: "Brian",
      lastName: "Kiprop",
      phone: "+254757440212",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b19-021: a CV updated, +254 without the zero",
    says: ["need my CV updated", "Lucy Akinyi", "+254722561093"],
    expect: {
      firstName: "Lucy",
      lastName: "Akinyi",
      phone: "+254722561093",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-022: a cover letter for an NGO job",
    says: [
      "Hello, can you write a cover letter for an NGO job I'm applying to",
      "Mark Otieno",
      "0718 330 652",
    ],
    expect: {
      firstName: "Mark",
      lastName: "Otieno",
      phone: "+254718330652",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b19-023: 'Do you do linkedin optimization?', yahoo email",
    says: ["Do you do linkedin optimization?", "Irene Nyambura", "irenenyambura@yahoo.com"],
    expect: {
      firstName: "Irene",
      lastName: "Nyambura",
      email: "irenenyambura@yahoo.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b19-024: an oral interview with the TSC (the commission is applied to)",
    says: [
      "I have an oral interview with the TSC next week, I need to prepare",
      "Winfred Mueni",
      "0722 174 385",
    ],
    expect: {
      firstName: "Winfred",
      lastName: "Mueni",
      phone: "+254722174385",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b19-025: a research proposal edited",
    says: [
      "Please edit my research proposal, my supervisor wants it by Monday",
      "Abdi Noor",
      "0722 901 447",
    ],
    expect: {
      firstName: "Abdi",
      lastName: "Noor",
      phone: "+254722901447",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b19-026: an HR policy manual for a dairy",
    says: [
      "We need an HR policy manual written",
      "Susan Kariuki, Greenleaf Dairies",
      "0733 607 218",
    ],
    expect: {
      firstName: "Susan",
      lastName: "Kariuki",
      phone: "+254733607218",
      company: "Greenleaf Dairies",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-027: a motivational talk for a sales team",
    says: [
      "Looking for a motivational talk for our sales team",
      "Paul Kirui, Rift Valley Motors",
      "0722 380 556",
    ],
    expect: {
      firstName: "Paul",
      lastName: "Kirui",
      phone: "+254722380556",
      company: "Rift Valley Motors",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-028: a mother asks internship help for her son, her own name",
    says: [
      "My son just finished university and needs help to get an internship",
      "Margaret Wanjiku",
      "0721 455 890",
    ],
    expect: {
      firstName: "Margaret",
      lastName: "Wanjiku",
      phone: "+254721455890",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b19-029: a career change from teaching to HR",
    says: ["I want to change careers from teaching to HR", "Evans Kibet", "0710 663 327"],
    expect: {
      firstName: "Evans",
      lastName: "Kibet",
      phone: "+254710663327",
      services: ["Professional Development"],
    },
  },
  {
    name: "b19-030: 'cv writing', 254 without a plus",
    says: ["cv writing", "Grace Moraa", "254768224901"],
    expect: {
      firstName: "Grace",
      lastName: "Moraa",
      phone: "+254768224901",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-031: Swahili, a cover letter ('barua ya kuomba kazi')",
    says: ["Nahitaji barua ya kuomba kazi", "Jina langu ni Salim Juma", "0725 883 104"],
    expect: {
      firstName: "Salim",
      lastName: "Juma",
      phone: "+254725883104",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b19-032: a nurse's CV",
    says: ["Can you write my CV? I'm a nurse", "Purity Chelangat", "0712 806 334"],
    expect: {
      firstName: "Purity",
      lastName: "Chelangat",
      phone: "+254712806334",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-033: a business plan for a car wash, for a loan",
    says: [
      "I want a business plan for a car wash, I'm applying for a loan",
      "James Gitau",
      "0729 511 076",
    ],
    expect: {
      firstName: "James",
      lastName: "Gitau",
      phone: "+254729511076",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-034: customer-service training for a SACCO's staff",
    says: [
      "We're a SACCO and need customer service training for our staff",
      "Anne Wairimu, Ukulima Bora SACCO",
      "0722 446 178",
    ],
    expect: {
      firstName: "Anne",
      lastName: "Wairimu",
      phone: "+254722446178",
      company: "Ukulima Bora SACCO",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-035: 'thesis proofreading', gmail",
    says: ["thesis proofreading", "Hellen Kemunto", "hellenkemunto@gmail.com"],
    expect: {
      firstName: "Hellen",
      lastName: "Kemunto",
      email: "hellenkemunto@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b19-036: coaching for a virtual interview",
    says: [
      "interview coaching please, it's a virtual interview",
      "Felix Mwangangi",
      "0797 210 643",
    ],
    expect: {
      firstName: "Felix",
      lastName: "Mwangangi",
      phone: "+254797210643",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b19-037: a stationery tender for the county (the county is the buyer, not the company)",
    says: [
      "Need a tender document for supplying stationery to the county",
      "Joseph Ndirangu, Ndirangu Stationers",
      "0722 015 338",
    ],
    expect: {
      firstName: "Joseph",
      lastName: "Ndirangu",
      phone: "+254722015338",
      company: "Ndirangu Stationers",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-038: 'linkedin', one word, lower case",
    says: ["linkedin", "caleb ouma", "0703776459"],
    expect: {
      firstName: "Caleb",
      lastName: "Ouma",
      phone: "+254703776459",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b19-039: a CV for a job in Dubai",
    says: ["I need a CV for a job in Dubai", "Fatuma Ali", "0722 348 905"],
    expect: {
      firstName: "Fatuma",
      lastName: "Ali",
      phone: "+254722348905",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-040: career guidance after ten years in banking",
    says: [
      "I need career guidance, I'm not sure what to do next after 10 years in banking",
      "Rose Nyokabi",
      "rosenyokabi@gmail.com",
    ],
    expect: {
      firstName: "Rose",
      lastName: "Nyokabi",
      email: "rosenyokabi@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b19-041: an annual report edited for a water company",
    says: [
      "We need our annual report edited before it goes to print",
      "Martin Kiprono, Kerio Valley Water Services",
      "0733 118 562",
    ],
    expect: {
      firstName: "Martin",
      lastName: "Kiprono",
      phone: "+254733118562",
      company: "Kerio Valley Water Services",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b19-042: a mother asks attachment help for her daughter, her own name",
    says: [
      "My daughter is at university and needs an attachment place",
      "Mary Achieng",
      "0722 667 011",
    ],
    expect: {
      firstName: "Mary",
      lastName: "Achieng",
      phone: "+254722667011",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b19-043: a CV and interview prep",
    says: ["CV and interview prep please", "Stephen Kyalo", "0715 004 382"],
    expect: {
      firstName: "Stephen",
      lastName: "Kyalo",
      phone: "+254715004382",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b19-044: Swahili, interview answers ('maswali ya mahojiano')",
    says: [
      "Nataka kujifunza jinsi ya kujibu maswali ya mahojiano",
      "Naitwa Hamisi Mwinyi",
      "0724 912 305",
    ],
    expect: {
      firstName: "Hamisi",
      lastName: "Mwinyi",
      phone: "+254724912305",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b19-045: a concept note for a community water trust",
    says: [
      "We need a concept note for a borehole project",
      "Ibrahim Hussein, Wajir Community Water Trust",
      "0722 605 913",
    ],
    expect: {
      firstName: "Ibrahim",
      lastName: "Hussein",
      phone: "+254722605913",
      company: "Wajir Community Water Trust",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-046: a cover letter for a teaching job",
    says: ["cover letter for a teaching job", "Lydia Mwikali", "0740 318 992"],
    expect: {
      firstName: "Lydia",
      lastName: "Mwikali",
      phone: "+254740318992",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b19-047: a CV review",
    says: ["Hi, can you review my CV?", "Eric Langat", "0726 441 859"],
    expect: {
      firstName: "Eric",
      lastName: "Langat",
      phone: "+254726441859",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-048: a dissertation proofread",
    says: ["I need proofreading for my dissertation", "Christine Wangui", "0711 829 306"],
    expect: {
      firstName: "Christine",
      lastName: "Wangui",
      phone: "+254711829306",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b19-049: LinkedIn for a job search in tech",
    says: [
      "I want my LinkedIn improved, I'm looking for jobs in tech",
      "Allan Njenga",
      "allan.njenga@gmail.com",
    ],
    expect: {
      firstName: "Allan",
      lastName: "Njenga",
      email: "allan.njenga@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b19-050: time-management training for a microfinance's staff",
    says: [
      "We'd like staff training on time management",
      "Nancy Chebet, Jamii Microfinance",
      "0722 903 641",
    ],
    expect: {
      firstName: "Nancy",
      lastName: "Chebet",
      phone: "+254722903641",
      company: "Jamii Microfinance",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-051: Swahili, a business plan for a salon",
    says: ["Nahitaji mpango wa biashara wa saluni", "Naitwa Mwanaisha Said", "0722 774 103"],
    expect: {
      firstName: "Mwanaisha",
      lastName: "Said",
      phone: "+254722774103",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-052: a fourth-year student wants an internship",
    says: [
      "I need help getting an internship, I'm in 4th year at JKUAT",
      "Tony Macharia",
      "0798 560 224",
    ],
    expect: {
      firstName: "Tony",
      lastName: "Macharia",
      phone: "+254798560224",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b19-053: an executive CV for a finance director",
    says: [
      "I'm a finance director and I need an executive CV",
      "Lawrence Mbugua",
      "lmbugua@gmail.com",
    ],
    expect: {
      firstName: "Lawrence",
      lastName: "Mbugua",
      email: "lmbugua@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-054: 'career coaching', 011x line",
    says: ["career coaching", "Edith Nasimiyu", "0112 447 630"],
    expect: {
      firstName: "Edith",
      lastName: "Nasimiyu",
      phone: "+254112447630",
      services: ["Professional Development"],
    },
  },
  {
    name: "b19-055: a cover letter and a CV for a UN job, the letter first",
    says: ["I need a cover letter and a CV for a UN job", "Yusuf Adan", "0722 190 446"],
    expect: {
      firstName: "Yusuf",
      lastName: "Adan",
      phone: "+254722190446",
      services: ["Cover Letters", "CV Writing"],
    },
  },
  {
    name: "b19-056: an interview at a telco on Thursday (the telco is applied to)",
    says: [
      "I have an interview with Safaricom on Thursday, can you prepare me?",
      "Joan Wangari",
      "0729 003 871",
    ],
    expect: {
      firstName: "Joan",
      lastName: "Wangari",
      phone: "+254729003871",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b19-057: a 20-page report proofread",
    says: ["Can you proofread a 20-page report?", "Samson Ongeri", "0720 441 116"],
    expect: {
      firstName: "Samson",
      lastName: "Ongeri",
      phone: "+254720441116",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b19-058: an assertiveness workshop for a cooperative's women staff",
    says: [
      "We need a workshop on assertiveness for our women staff",
      "Dorothy Kagwiria, Imenti Farmers Cooperative",
      "0722 561 847",
    ],
    expect: {
      firstName: "Dorothy",
      lastName: "Kagwiria",
      phone: "+254722561847",
      company: "Imenti Farmers Cooperative",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-059: a teacher's CV",
    says: ["I need a CV, I'm a teacher", "Wycliffe Barasa", "0713 226 058"],
    expect: {
      firstName: "Wycliffe",
      lastName: "Barasa",
      phone: "+254713226058",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-060: LinkedIn for an engineer",
    says: ["LinkedIn please, I'm a civil engineer", "Millicent Awuor", "0725 337 406"],
    expect: {
      firstName: "Millicent",
      lastName: "Awuor",
      phone: "+254725337406",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b19-061: Swahili, a motivation seminar for a fish traders' staff",
    says: [
      "Tunaomba semina ya kuwapa motisha wafanyakazi wetu",
      "Naitwa Omar Bakari, Pwani Fish Traders",
      "0722 508 317",
    ],
    expect: {
      firstName: "Omar",
      lastName: "Bakari",
      phone: "+254722508317",
      company: "Pwani Fish Traders",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-062: a company profile and a proposal (one service)",
    says: [
      "I need a company profile and a proposal for a client",
      "Charles Muriuki, Muriuki Builders",
      "0733 904 621",
    ],
    expect: {
      firstName: "Charles",
      lastName: "Muriuki",
      phone: "+254733904621",
      company: "Muriuki Builders",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-063: 'resume please', lower case",
    says: ["resume please", "nelly jepkosgei", "0706 155 378"],
    expect: {
      firstName: "Nelly",
      lastName: "Jepkosgei",
      phone: "+254706155378",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-064: a 2024 graduate still jobless",
    says: [
      "I graduated in 2024 and I'm still jobless, do you help graduates?",
      "Brenda Atieno",
      "0741 902 155",
    ],
    expect: {
      firstName: "Brenda",
      lastName: "Atieno",
      phone: "+254741902155",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b19-065: a novel proofread, an apostrophe in the surname",
    says: ["proof reading of my novel", "Ken Ndung'u", "kenndungu@gmail.com"],
    expect: {
      firstName: "Ken",
      lastName: "Ndung'u",
      email: "kenndungu@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b19-066: 'cover letter please'",
    says: ["cover letter please", "Emily Kwamboka", "0719 660 283"],
    expect: {
      firstName: "Emily",
      lastName: "Kwamboka",
      phone: "+254719660283",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b19-067: mock interviews",
    says: ["I'd like some mock interviews", "Japheth Koech", "0722 338 014"],
    expect: {
      firstName: "Japheth",
      lastName: "Koech",
      phone: "+254722338014",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b19-068: growing into leadership",
    says: [
      "I want to grow into a leadership role at my company, can you coach me?",
      "Diana Mukami",
      "0712 900 475",
    ],
    expect: {
      firstName: "Diana",
      lastName: "Mukami",
      phone: "+254712900475",
      services: ["Professional Development"],
    },
  },
  {
    name: "b19-069: a strategic plan for a church",
    says: [
      "We're a church and we need a strategic plan written",
      "Elijah Mutai, Kapsabet Full Gospel Church",
      "0722 114 829",
    ],
    expect: {
      firstName: "Elijah",
      lastName: "Mutai",
      phone: "+254722114829",
      company: "Kapsabet Full Gospel Church",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-070: a CV for a security guard job",
    says: ["CV for a security guard job", "Jackson Mulei", "0799 014 568"],
    expect: {
      firstName: "Jackson",
      lastName: "Mulei",
      phone: "+254799014568",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-071: 'linkedin optimisation', British spelling, outlook",
    says: ["linkedin optimisation", "Cynthia Wanjiru", "cynthia.wanjiru@outlook.com"],
    expect: {
      firstName: "Cynthia",
      lastName: "Wanjiru",
      email: "cynthia.wanjiru@outlook.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b19-072: a PhD thesis edited",
    says: ["editing for my PhD thesis", "Benard Otieno", "0720 915 662"],
    expect: {
      firstName: "Benard",
      lastName: "Otieno",
      phone: "+254720915662",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b19-073: Swahili and English, an interview tomorrow",
    says: [
      "Nina interview kesho, naomba mnisaidie kujiandaa",
      "Naitwa Zainabu Omari",
      "0723 556 018",
    ],
    expect: {
      firstName: "Zainabu",
      lastName: "Omari",
      phone: "+254723556018",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b19-074: customer-care training for a shuttle company's drivers",
    says: [
      "Training for our drivers on customer care",
      "Simon Kiragu, Kiragu Shuttles",
      "0722 873 260",
    ],
    expect: {
      firstName: "Simon",
      lastName: "Kiragu",
      phone: "+254722873260",
      company: "Kiragu Shuttles",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-075: a CV and LinkedIn",
    says: ["CV and LinkedIn", "Maureen Nekesa", "0708 221 576"],
    expect: {
      firstName: "Maureen",
      lastName: "Nekesa",
      phone: "+254708221576",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b19-076: a fundraising proposal for a children's home, the home's email",
    says: [
      "We need a fundraising proposal for our children's home",
      "Carol Mbithe, Tumaini Children's Home",
      "carol@tumainichildrenshome.org",
    ],
    expect: {
      firstName: "Carol",
      lastName: "Mbithe",
      email: "carol@tumainichildrenshome.org",
      company: "Tumaini Children's Home",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-077: career advice for a move abroad",
    says: [
      "I want to move abroad for work and I need career advice",
      "Derrick Onyango",
      "0714 832 667",
    ],
    expect: {
      firstName: "Derrick",
      lastName: "Onyango",
      phone: "+254714832667",
      services: ["Professional Development"],
    },
  },
  {
    name: "b19-078: 'CV', and a name and a phone",
    says: ["CV", "Salome Njambi", "0722 481 530"],
    expect: {
      firstName: "Salome",
      lastName: "Njambi",
      phone: "+254722481530",
      services: ["CV Writing"],
    },
  },
  // Harder visitors (b19-079 to b19-180), with this batch's own people and phrasings.
  {
    name: "b19-079: sparkles around the name",
    says: ["I want a CV", "✨Tabitha Wangari✨", "0722 603 418"],
    expect: {
      firstName: "Tabitha",
      lastName: "Wangari",
      phone: "+254722603418",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-080: an emoji after a lower-case name and before the phone",
    says: ["linkedin pls", "brian otieno 😎", "📱0711 290 447"],
    expect: {
      firstName: "Brian",
      lastName: "Otieno",
      phone: "+254711290447",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b19-081: an emoji between first name and surname",
    says: ["I need my thesis proofread 🙏", "Nyambura 💕 Kamau", "nyamburakamau@gmail.com"],
    expect: {
      firstName: "Nyambura",
      lastName: "Kamau",
      email: "nyamburakamau@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b19-082: a flag and a briefcase around a company buyer",
    says: [
      "🇰🇪 we need corporate training for our team",
      "💼 Wilson Kimutai, Kimutai & Associates",
      "0722 719 064",
    ],
    expect: {
      firstName: "Wilson",
      lastName: "Kimutai",
      phone: "+254722719064",
      company: "Kimutai & Associates",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-083: 'my nam is', 'cover leter', a dashed phone",
    says: ["i need a cover leter", "my nam is joseph kariuki", "0712-445-903"],
    expect: {
      firstName: "Joseph",
      lastName: "Kariuki",
      phone: "+254712445903",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b19-084: 'mi name is', 'interveiw practise'",
    says: ["interveiw practise please", "mi name is Rebecca Chepngetich", "0726 551 902"],
    expect: {
      firstName: "Rebecca",
      lastName: "Chepngetich",
      phone: "+254726551902",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b19-085: 'my neme is' with a full stop in the middle",
    says: ["i want help with my linkedin", "my neme is. Tracy Adhiambo", "0795 004 117"],
    expect: {
      firstName: "Tracy",
      lastName: "Adhiambo",
      phone: "+254795004117",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b19-086: Sheng, 'Ma name ni', a nickname alone is the name",
    says: ["cv yangu iko mbovu, naeza pata ingine safi?", "Ma name ni Kevo", "0798 331 260"],
    expect: { firstName: "Kevo", phone: "+254798331260", services: ["CV Writing"] },
  },
  {
    name: "b19-087: Swahili typo 'jna langu ni'",
    says: [
      "nataka mpango wa biashara wa duka la dawa",
      "jna langu ni Rashid Mohamed",
      "0722 845 219",
    ],
    expect: {
      firstName: "Rashid",
      lastName: "Mohamed",
      phone: "+254722845219",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-088: 'majina yangu ni', three words",
    says: [
      "Nahitaji kusaidiwa kupata internship",
      "Majina yangu ni Faith Chebet Kirui",
      "0746 318 207",
    ],
    expect: {
      firstName: "Faith",
      lastName: "Chebet Kirui",
      phone: "+254746318207",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b19-089: Eng. with a three-word name, LinkedIn then career coaching",
    says: [
      "I need LinkedIn optimisation and then career coaching for a move into management",
      "Eng. Peter Wafula Simiyu",
      "0722 530 874",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Wafula Simiyu",
      phone: "+254722530874",
      services: ["LinkedIn Optimization", "Professional Development"],
    },
  },
  {
    name: "b19-090: Cllr. with a three-word name, a speech proofread",
    says: [
      "Can you proofread a speech I'm giving at a fundraiser?",
      "Cllr. Mary Wanjiru Ndegwa",
      "0721 604 339",
    ],
    expect: {
      firstName: "Mary",
      lastName: "Wanjiru Ndegwa",
      phone: "+254721604339",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b19-091: Mwalimu, training for a school's teachers, St. in the school's name",
    says: [
      "Tunahitaji mafunzo ya kazi kwa walimu wa shule yetu",
      "Mwalimu Samwel Onyango, St. Peter's Nyakach Boys",
      "0725 116 480",
    ],
    expect: {
      firstName: "Samwel",
      lastName: "Onyango",
      phone: "+254725116480",
      company: "St. Peter's Nyakach Boys",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-092: Sheikh, a funding proposal for a madrasa",
    says: [
      "Tunahitaji kuandikiwa pendekezo la ufadhili kwa madrasa yetu",
      "Sheikh Abdallah Hassan Mwinyi",
      "Madrasatul Noor, Likoni",
      "0722 940 117",
    ],
    expect: {
      firstName: "Abdallah",
      lastName: "Hassan Mwinyi",
      phone: "+254722940117",
      company: "Madrasatul Noor",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-093: Bishop, a leadership workshop for a ministry's pastors",
    says: [
      "We want a leadership workshop for our pastors",
      "Bishop David Kiprono Rotich, Light of Hope Ministries",
      "bishop.rotich@lightofhope.or.ke",
    ],
    expect: {
      firstName: "David",
      lastName: "Kiprono Rotich",
      email: "bishop.rotich@lightofhope.or.ke",
      company: "Light of Hope Ministries",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-094: Mzee, Swahili, a memoir edited",
    says: [
      "Nimeandika kitabu cha maisha yangu, nataka kisahihishwe",
      "Mzee Julius Kamau Githongo",
      "0722 205 661",
    ],
    expect: {
      firstName: "Julius",
      lastName: "Kamau Githongo",
      phone: "+254722205661",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b19-095: Lt. Col. (Rtd), a civilian CV and interview practice",
    says: [
      "Retiring from the army, I need a civilian CV and interview practice",
      "Lt. Col. (Rtd) Francis Mwendwa",
      "fmwendwa@gmail.com",
    ],
    expect: {
      firstName: "Francis",
      lastName: "Mwendwa",
      email: "fmwendwa@gmail.com",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b19-096: Dr. (Mrs.), a hospital named as her employer, career coaching",
    says: [
      "I'm a consultant physician at St. Theresa's Mission Hospital Kiirua and I'd like career coaching towards hospital management",
      "Dr. (Mrs.) Grace Wanjiku Mugo",
      "0733 402 918",
    ],
    expect: {
      firstName: "Grace",
      lastName: "Wanjiku Mugo",
      phone: "+254733402918",
      company: "St. Theresa's Mission Hospital Kiirua",
      services: ["Professional Development"],
    },
  },
  {
    name: "b19-097: Ms. and a four-word name",
    says: ["cv and cover letter", "Ms. Fatuma Halima Abdi Hassan", "0722 377 140"],
    expect: {
      firstName: "Fatuma",
      lastName: "Halima Abdi Hassan",
      phone: "+254722377140",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b19-098: Adv., an advocate's LinkedIn",
    says: ["LinkedIn profile for a young advocate", "Adv. Kipngeno Langat", "0711 839 205"],
    expect: {
      firstName: "Kipngeno",
      lastName: "Langat",
      phone: "+254711839205",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b19-099: Innocent, after 'I'm innocent of ...'",
    says: [
      "I'm innocent of all CV knowledge lol, please write one for me",
      "Innocent Kiprop",
      "0720 662 839",
    ],
    expect: {
      firstName: "Innocent",
      lastName: "Kiprop",
      phone: "+254720662839",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-100: Precious, after 'precious'",
    says: [
      "My CV is precious to me, please review it with care",
      "Precious Akinyi",
      "preciousakinyi@gmail.com",
    ],
    expect: {
      firstName: "Precious",
      lastName: "Akinyi",
      email: "preciousakinyi@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-101: Swahili words as a name (Furaha Zawadi)",
    says: ["Nataka wasifu wa kazi mpya", "Naitwa Furaha Zawadi", "0724 308 551"],
    expect: {
      firstName: "Furaha",
      lastName: "Zawadi",
      phone: "+254724308551",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-102: Winner, after 'a winner at my interview'",
    says: [
      "I want to be a winner at my interview on Friday, can you coach me?",
      "Winner Chebet",
      "0702 846 190",
    ],
    expect: {
      firstName: "Winner",
      lastName: "Chebet",
      phone: "+254702846190",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b19-103: Sunday, after 'on Sunday'",
    says: ["Can we talk on Sunday? I need a business plan", "I'm Sunday Ouma", "0722 410 695"],
    expect: {
      firstName: "Sunday",
      lastName: "Ouma",
      phone: "+254722410695",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-104: Patience, after 'run out of patience', a CV and a cover letter",
    says: [
      "I've run out of patience with job hunting, I need a CV and a cover letter",
      "Patience Moraa",
      "0715 220 486",
    ],
    expect: {
      firstName: "Patience",
      lastName: "Moraa",
      phone: "+254715220486",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b19-105: Memory, lower case",
    says: ["editing for my project report", "memory wairimu", "0790 133 624"],
    expect: {
      firstName: "Memory",
      lastName: "Wairimu",
      phone: "+254790133624",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b19-106: three services in order: CV, cover letter, LinkedIn",
    says: ["cv, cover letter and linkedin", "Dominic Kioko", "0722 591 046"],
    expect: {
      firstName: "Dominic",
      lastName: "Kioko",
      phone: "+254722591046",
      services: ["CV Writing", "Cover Letters", "LinkedIn Optimization"],
    },
  },
  {
    name: "b19-107: 'c.v. & mock intv'",
    says: ["c.v. & mock intv", "Agnes Nduku", "0723 814 370"],
    expect: {
      firstName: "Agnes",
      lastName: "Nduku",
      phone: "+254723814370",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b19-108: 'biz plan + co. profile', one service, '&' in the company",
    says: [
      "biz plan + co. profile",
      "Wekesa & Daughters Hardware, I'm Linet Wekesa",
      "0722 667 523",
    ],
    expect: {
      firstName: "Linet",
      lastName: "Wekesa",
      phone: "+254722667523",
      company: "Wekesa & Daughters Hardware",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-109: 'linkdin optimazation'",
    says: ["linkdin optimazation", "Jedidah Wambui", "jedidahwambui@yahoo.com"],
    expect: {
      firstName: "Jedidah",
      lastName: "Wambui",
      email: "jedidahwambui@yahoo.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b19-110: 'bussines writting' for a law firm's profile, '&' in the firm",
    says: [
      "bussines writting, a profile of our firm",
      "Mutua & Partners Advocates, Stella Mutua",
      "0733 518 204",
    ],
    expect: {
      firstName: "Stella",
      lastName: "Mutua",
      phone: "+254733518204",
      company: "Mutua & Partners Advocates",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-111: 'corparate traning' for a county public service board",
    says: [
      "corparate traning on teamwork for our staff",
      "Josephine Wambui Karanja, Kiambu County Public Service Board",
      "0722 306 917",
    ],
    expect: {
      firstName: "Josephine",
      lastName: "Wambui Karanja",
      phone: "+254722306917",
      company: "Kiambu County Public Service Board",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-112: 'proof reeding of my projct'",
    says: ["proof reeding of my projct", "Ezekiel Mokaya", "0728 415 603"],
    expect: {
      firstName: "Ezekiel",
      lastName: "Mokaya",
      phone: "+254728415603",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b19-113: 'reseme' and 'coverlater'",
    says: ["reseme and coverlater", "Caroline Wairimu", "0712 558 091"],
    expect: {
      firstName: "Caroline",
      lastName: "Wairimu",
      phone: "+254712558091",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b19-114: Swahili, a LinkedIn profile improved",
    says: [
      "Nataka kuboreshewa wasifu wangu wa LinkedIn",
      "Jina langu ni Saida Athman",
      "0722 934 508",
    ],
    expect: {
      firstName: "Saida",
      lastName: "Athman",
      phone: "+254722934508",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b19-115: Swahili, training for a SACCO's members",
    says: [
      "Tunataka mafunzo kwa wanachama wa chama chetu cha akiba na mikopo",
      "Naitwa Peris Nyawira, Tujijenge SACCO",
      "0726 440 319",
    ],
    expect: {
      firstName: "Peris",
      lastName: "Nyawira",
      phone: "+254726440319",
      company: "Tujijenge SACCO",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-116: by purpose: headhunters finding her online",
    says: [
      "I want headhunters to find me online when they search for finance managers",
      "Gladys Nyanchama",
      "0722 681 503",
    ],
    expect: {
      firstName: "Gladys",
      lastName: "Nyanchama",
      phone: "+254722681503",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b19-117: by purpose: losing at the final round when selling himself",
    says: [
      "I keep reaching the final round and losing. They say I don't sell myself when they ask me questions",
      "Nicholas Kimeli",
      "0717 329 804",
    ],
    expect: {
      firstName: "Nicholas",
      lastName: "Kimeli",
      phone: "+254717329804",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b19-118: by purpose: a board report's language cleaned, '&' in the employer",
    says: [
      "Our board report is full of language errors, can someone clean it before Friday?",
      "Purity Wangeci, Nyeri Water & Sewerage Company",
      "0722 117 640",
    ],
    expect: {
      firstName: "Purity",
      lastName: "Wangeci",
      phone: "+254722117640",
      company: "Nyeri Water & Sewerage Company",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b19-119: by purpose: the bank wants a document on how a bakery makes money (the bank is a lender)",
    says: [
      "The bank wants a document explaining how my bakery will make money before they lend me",
      "Teresa Kanini, Mama Tess Bakery",
      "0723 905 216",
    ],
    expect: {
      firstName: "Teresa",
      lastName: "Kanini",
      phone: "+254723905216",
      company: "Mama Tess Bakery",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-120: by purpose: twelve years a clerk, the next level or a new field",
    says: [
      "I've been a clerk for twelve years. I want to get to the next level or change fields and I don't know how",
      "Andrew Muriithi",
      "0721 339 056",
    ],
    expect: {
      firstName: "Andrew",
      lastName: "Muriithi",
      phone: "+254721339056",
      services: ["Professional Development"],
    },
  },
  {
    name: "b19-121: by purpose: staff who arrive late and quarrel, '&' in the company",
    says: [
      "My staff come late and quarrel all day. I want someone to come and talk to them and build them into a team",
      "Kisumu Millers & Distributors, Tobias Owino",
      "0722 453 870",
    ],
    expect: {
      firstName: "Tobias",
      lastName: "Owino",
      phone: "+254722453870",
      company: "Kisumu Millers & Distributors",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-122: by purpose, Swahili: a child out of college who does not know where to start",
    says: [
      "Mtoto wangu amemaliza chuo, hajui aanzie wapi kutafuta kazi ya kwanza",
      "Naitwa Teresia Nyambura, mimi ni mama yake",
      "0722 870 435",
    ],
    expect: {
      firstName: "Teresia",
      lastName: "Nyambura",
      phone: "+254722870435",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b19-123: by purpose: a page of red comments from a journal's reviewers",
    says: [
      "A journal sent my paper back saying the English needs work before they review it again",
      "Dr. Priscilla Nyakundi",
      "pnyakundi@kisiiuniversity.ac.ke",
    ],
    expect: {
      firstName: "Priscilla",
      lastName: "Nyakundi",
      email: "pnyakundi@kisiiuniversity.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b19-124: negated: not a CV, a letter to go with it for a port job",
    says: [
      "Not a CV, I already have one. I need the letter that goes with it, for a job at KPA",
      "Hassan Mwachiro",
      "0722 801 364",
    ],
    expect: {
      firstName: "Hassan",
      lastName: "Mwachiro",
      phone: "+254722801364",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b19-125: negated: no LinkedIn, only interview practice",
    says: [
      "I don't want the LinkedIn thing, only interview practice",
      "Lucy Wanjiru",
      "0712 663 048",
    ],
    expect: {
      firstName: "Lucy",
      lastName: "Wanjiru",
      phone: "+254712663048",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b19-126: postponed: a CV now, LinkedIn next month",
    says: [
      "CV now please, the LinkedIn one maybe next month when I get paid",
      "Edwin Kipkoech",
      "0725 990 132",
    ],
    expect: {
      firstName: "Edwin",
      lastName: "Kipkoech",
      phone: "+254725990132",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-127: dropped: a CV and a cover letter, then the letter forgotten",
    says: [
      "CV and cover letter please",
      "hmm, forget the cover letter, the CV only",
      "Vivian Awino",
      "0714 277 805",
    ],
    expect: {
      firstName: "Vivian",
      lastName: "Awino",
      phone: "+254714277805",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-128: replaced: interview coaching, then 'sorry I meant career coaching'",
    says: [
      "interview coaching",
      "no wait, sorry I meant career coaching, the interview was yesterday and I didn't get it",
      "Oscar Njuguna",
      "0722 166 503",
    ],
    expect: {
      firstName: "Oscar",
      lastName: "Njuguna",
      phone: "+254722166503",
      services: ["Professional Development"],
    },
  },
  {
    name: "b19-129: postponed: the thesis can wait, the CV first",
    says: [
      "proofreading of my thesis. actually no, I need the CV for the job first, the thesis can wait till March",
      "Beryl Anyango",
      "0708 641 299",
    ],
    expect: {
      firstName: "Beryl",
      lastName: "Anyango",
      phone: "+254708641299",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-130: Swahili, negated: not a business plan, training for the staff",
    says: [
      "Sitaki business plan, tayari tunayo. Tunataka mafunzo kwa wafanyakazi wa hoteli yetu",
      "Naitwa Khamis Said, Tamarind View Hotel",
      "0722 436 790",
    ],
    expect: {
      firstName: "Khamis",
      lastName: "Said",
      phone: "+254722436790",
      company: "Tamarind View Hotel",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-131: the name refused once, then given",
    says: [
      "cv please",
      "I'd rather not say my name yet",
      "ok fine, it's Pauline Nduta",
      "0722 309 450",
    ],
    expect: {
      firstName: "Pauline",
      lastName: "Nduta",
      phone: "+254722309450",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-132: the name refused twice, never given",
    says: ["interview coaching", "no names please", "I said no name, just call me", "0722 309 681"],
    expect: { phone: "+254722309681", services: ["Interview Coaching"] },
  },
  {
    name: "b19-133: the phone refused once, an email instead",
    says: [
      "Cover letter",
      "Consolata Nyaboke",
      "I don't give my number online",
      "email then: consolata.nyaboke@gmail.com",
    ],
    expect: {
      firstName: "Consolata",
      lastName: "Nyaboke",
      email: "consolata.nyaboke@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b19-134: Swahili, the phone refused twice, a hotel's email, '&' in the hotel",
    says: [
      "corporate training",
      "Ambrose Otieno, Lakeside Hotel & Suites",
      "sitaki kutoa namba",
      "nimesema sitaki namba, tumia email: hr@lakesidehotel.co.ke",
    ],
    expect: {
      firstName: "Ambrose",
      lastName: "Otieno",
      email: "hr@lakesidehotel.co.ke",
      company: "Lakeside Hotel & Suites",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-135: the name refused in Swahili, then a first name only",
    says: ["Nataka kusaidiwa na LinkedIn", "jina si muhimu", "sawa, niite Wairimu", "0729 844 016"],
    expect: { firstName: "Wairimu", phone: "+254729844016", services: ["LinkedIn Optimization"] },
  },
  {
    name: "b19-136: a town before anything was asked",
    says: ["Habari, niko Nakuru", "nataka CV", "Naitwa Simon Kimani", "0722 513 884"],
    expect: {
      firstName: "Simon",
      lastName: "Kimani",
      phone: "+254722513884",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-137: years of experience before anything was asked",
    says: [
      "I have 8 years experience in sales",
      "I want my LinkedIn done",
      "Betty Wanjala",
      "bettywanjala@gmail.com",
    ],
    expect: {
      firstName: "Betty",
      lastName: "Wanjala",
      email: "bettywanjala@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b19-138: a budget before anything was asked",
    says: ["budget ni 3k", "cover letter", "Naitwa Douglas Mwita", "0757 218 466"],
    expect: {
      firstName: "Douglas",
      lastName: "Mwita",
      phone: "+254757218466",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b19-139: 'ok' and a first name alone, lower case",
    says: ["cv", "ok", "njeri", "0722 158 930"],
    expect: { firstName: "Njeri", phone: "+254722158930", services: ["CV Writing"] },
  },
  {
    name: "b19-140: 'hi', 'linkedin', 'yes'",
    says: ["hi", "linkedin", "yes", "Abel Korir", "0700 112 983"],
    expect: {
      firstName: "Abel",
      lastName: "Korir",
      phone: "+254700112983",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b19-141: 'sawa' and 'k' between lines",
    says: ["mock interview", "sawa", "Irene Moraa", "k", "0718 906 327"],
    expect: {
      firstName: "Irene",
      lastName: "Moraa",
      phone: "+254718906327",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b19-142: a price question, then 'let's do it' with the name",
    says: ["how much is the cv writing?", "ok let's do it, Maryanne Kerubo", "0712 883 407"],
    expect: {
      firstName: "Maryanne",
      lastName: "Kerubo",
      phone: "+254712883407",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-143: where the office is, face-to-face interview coaching",
    says: [
      "where's your office? I want interview coaching face to face",
      "Walter Ouma",
      "0725 100 893",
    ],
    expect: {
      firstName: "Walter",
      lastName: "Ouma",
      phone: "+254725100893",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b19-144: Swahili, the price of a business plan",
    says: ["Bei ya kuandikiwa business plan ni ngapi?", "Naitwa Wanjiku Kibe", "0723 760 118"],
    expect: {
      firstName: "Wanjiku",
      lastName: "Kibe",
      phone: "+254723760118",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-145: the price of a training for 25 people at a school",
    says: [
      "How much would a half-day training for 25 teachers cost?",
      "Caleb Omondi, deputy principal, Ng'iya Girls High School",
      "0722 671 305",
    ],
    expect: {
      firstName: "Caleb",
      lastName: "Omondi",
      phone: "+254722671305",
      company: "Ng'iya Girls High School",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-146: an airline applied to as cabin crew, not a company",
    says: [
      "I'm applying to Kenya Airways as cabin crew and I need a CV",
      "Sheila Wambui",
      "0713 480 227",
    ],
    expect: {
      firstName: "Sheila",
      lastName: "Wambui",
      phone: "+254713480227",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-147: a son's school named, not a company",
    says: [
      "My son is in form four at Maranda High. After his exams I want you to help him get an internship",
      "Roseline Achieng",
      "0722 390 562",
    ],
    expect: {
      firstName: "Roseline",
      lastName: "Achieng",
      phone: "+254722390562",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b19-148: a bank employer, a hospital applied to: the employer is the company",
    says: [
      "I work at Kilimo Bank as a teller and I'm applying for an admin job at a hospital. I need a cover letter",
      "Norah Jebet",
      "0720 176 944",
    ],
    expect: {
      firstName: "Norah",
      lastName: "Jebet",
      phone: "+254720176944",
      company: "Kilimo Bank",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b19-149: a teacher coached for an interview at a power company (applied to)",
    says: [
      "I teach at a primary school and I have an interview at Kenya Power for a customer service post, please prepare me",
      "Silas Kiprotich",
      "0728 330 615",
    ],
    expect: {
      firstName: "Silas",
      lastName: "Kiprotich",
      phone: "+254728330615",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b19-150: a motivation talk for a girls' school's form fours, St. in the name",
    says: [
      "We'd like a motivation talk for our form fours before KCSE",
      "Monica Wanjala, deputy principal at St. Bakhita Girls Secondary School in Kitale",
      "0722 448 013",
    ],
    expect: {
      firstName: "Monica",
      lastName: "Wanjala",
      phone: "+254722448013",
      company: "St. Bakhita Girls Secondary School",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-151: customer-care training for a medical centre's nurses",
    says: [
      "Customer care training for our nurses and receptionists",
      "Dr. Abdirahman Farah, Mwangaza Medical Centre",
      "0722 580 931",
    ],
    expect: {
      firstName: "Abdirahman",
      lastName: "Farah",
      phone: "+254722580931",
      company: "Mwangaza Medical Centre",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-152: committee reports edited for a county assembly",
    says: [
      "We need our committee reports edited",
      "Boniface Musembi, Machakos County Assembly",
      "bmusembi@machakosassembly.go.ke",
    ],
    expect: {
      firstName: "Boniface",
      lastName: "Musembi",
      email: "bmusembi@machakosassembly.go.ke",
      company: "Machakos County Assembly",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b19-153: an HR manual for a SACCO",
    says: [
      "We want an HR manual written for our SACCO",
      "Wakulima Wetu SACCO, Margaret Chepkemoi",
      "0722 614 820",
    ],
    expect: {
      firstName: "Margaret",
      lastName: "Chepkemoi",
      phone: "+254722614820",
      company: "Wakulima Wetu SACCO",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-154: a church's anniversary magazine proofread, ACK St.",
    says: [
      "Proofreading our church's 50th anniversary magazine",
      "Stephen Gichuki, ACK St. Stephen's Church Nyeri",
      "0721 905 347",
    ],
    expect: {
      firstName: "Stephen",
      lastName: "Gichuki",
      phone: "+254721905347",
      company: "ACK St. Stephen's Church Nyeri",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b19-155: a phone corrected: 'sorry, I meant ...'",
    says: [
      "cover letter for a receptionist job",
      "Mercy Wanjiru",
      "0722 418 760",
      "sorry, I meant 0722 418 706",
    ],
    expect: {
      firstName: "Mercy",
      lastName: "Wanjiru",
      phone: "+254722418706",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b19-156: a name corrected after autocorrect",
    says: [
      "I need a business plan",
      "Jane Wanjiku",
      "sorry, Janet Wanjiku, autocorrect",
      "0711 236 580",
    ],
    expect: {
      firstName: "Janet",
      lastName: "Wanjiku",
      phone: "+254711236580",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-157: an email corrected",
    says: [
      "LinkedIn optimization",
      "Bernadette Mwende",
      "mwendeb@gmail.com",
      "sorry meant mwende.b@gmail.com",
    ],
    expect: {
      firstName: "Bernadette",
      lastName: "Mwende",
      email: "mwende.b@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b19-158: a service corrected: 'cover letter - sorry i meant CV'",
    says: ["cover letter", "sorry i meant CV", "Kennedy Omollo", "0722 703 915"],
    expect: {
      firstName: "Kennedy",
      lastName: "Omollo",
      phone: "+254722703915",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-159: in Dubai, a UAE mobile in local format",
    says: ["I'm in Dubai, I need a CV for a hotel job", "Anne Njoki", "050 412 7789"],
    expect: {
      firstName: "Anne",
      lastName: "Njoki",
      phone: "+971504127789",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-160: in Doha, +974",
    says: [
      "I work in Doha as a security guard, I need interview coaching",
      "Shadrack Kipkemoi",
      "+974 5512 3390",
    ],
    expect: {
      firstName: "Shadrack",
      lastName: "Kipkemoi",
      phone: "+97455123390",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b19-161: Swahili, in Riyadh, a Saudi mobile in local format",
    says: ["Niko Riyadh, nataka CV ya kazi ya nyumbani", "Naitwa Zuhura Bakari", "055 734 2219"],
    expect: {
      firstName: "Zuhura",
      lastName: "Bakari",
      phone: "+966557342219",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-162: a nurse in Houston, a US number in brackets",
    says: [
      "I'm a nurse in Houston and I'd like career coaching",
      "Wilkister Adhiambo",
      "(713) 482-0917",
    ],
    expect: {
      firstName: "Wilkister",
      lastName: "Adhiambo",
      phone: "+17134820917",
      services: ["Professional Development"],
    },
  },
  {
    name: "b19-163: in Calgary, a Canadian number with dashes",
    says: [
      "Living in Calgary now, I need my LinkedIn redone for the Canadian market",
      "Moses Wekesa",
      "403-555-0176",
    ],
    expect: {
      firstName: "Moses",
      lastName: "Wekesa",
      phone: "+14035550176",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b19-164: a Kenyan-owned supermarket in Kampala, a Ugandan mobile",
    says: [
      "We run a supermarket in Kampala with Kenyan management and want staff training",
      "Peter Mugo, Tausi Fresh Mart",
      "I'm in Kampala, 0772 509 114",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Mugo",
      phone: "+256772509114",
      company: "Tausi Fresh Mart",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-165: in Johannesburg, a South African mobile",
    says: [
      "I'm in Johannesburg, I need a cover letter for a mining company job",
      "Geoffrey Ochieng",
      "082 630 4417",
    ],
    expect: {
      firstName: "Geoffrey",
      lastName: "Ochieng",
      phone: "+27826304417",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b19-166: a student in Munich, a German mobile, a thesis edited",
    says: [
      "I'm studying in Munich and need my master's thesis edited in English",
      "Esther Wangui",
      "0176 4820 3391",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Wangui",
      phone: "+4917648203391",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b19-167: in London but with a Kenyan number",
    says: [
      "I'm in London for now but I want a CV for jobs back home",
      "Gideon Njoroge",
      "my Kenyan line 0722 390 185",
    ],
    expect: {
      firstName: "Gideon",
      lastName: "Njoroge",
      phone: "+254722390185",
      services: ["CV Writing"],
    },
  },
  {
    name: "b19-168: an email spelt out with 'dot' and 'at'",
    says: ["cover letter please", "Wambui Karanja", "wambui dot karanja at yahoo dot com"],
    expect: {
      firstName: "Wambui",
      lastName: "Karanja",
      email: "wambui.karanja@yahoo.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b19-169: 'gmial' for gmail",
    says: ["I need interview coaching", "Felix Otieno", "otienofelix@gmial.com"],
    expect: {
      firstName: "Felix",
      lastName: "Otieno",
      email: "otienofelix@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b19-170: 'outlok' for outlook",
    says: ["business plan for a boutique", "Susan Achola", "susanachola@outlok.com"],
    expect: {
      firstName: "Susan",
      lastName: "Achola",
      email: "susanachola@outlook.com",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-171: an email spelt out with 'hyphen'",
    says: ["LinkedIn please", "Daniel Langat", "kip hyphen langat at gmail dot com"],
    expect: {
      firstName: "Daniel",
      lastName: "Langat",
      email: "kip-langat@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b19-172: 'gmai.com' for gmail",
    says: ["proofreading of a research paper", "Agatha Mutheu", "agathamutheu@gmai.com"],
    expect: {
      firstName: "Agatha",
      lastName: "Mutheu",
      email: "agathamutheu@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b19-173: a calls line and a WhatsApp line: the WhatsApp kept",
    says: ["cv and linkedin", "Philip Kimani", "calls 0733 201 448, WhatsApp 0722 866 015"],
    expect: {
      firstName: "Philip",
      lastName: "Kimani",
      phone: "+254722866015",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b19-174: name and phone on one line, a Swahili request for training",
    says: [
      "Tunahitaji mafunzo ya kazi ya pamoja kwa wafanyakazi",
      "Sabina Atieno 0722 641 790, Kisumu Beach Resort",
    ],
    expect: {
      firstName: "Sabina",
      lastName: "Atieno",
      phone: "+254722641790",
      company: "Kisumu Beach Resort",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-175: life story: back from seven years in Dubai, a CV then interview practice, WhatsApp on a UAE number",
    says: [dubaiReturneeStory],
    expect: {
      firstName: "Khadija",
      lastName: "Omar Salim",
      phone: "+971552184406",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b19-176: life story: a transporter's team at odds, training now, the company profile put off",
    says: [transportersStory],
    expect: {
      firstName: "Geoffrey",
      lastName: "Mwangi Kuria",
      phone: "+254722846103",
      email: "operations@mwambatransporters.co.ke",
      company: "Mwamba & Sons Transporters",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b19-177: life story, Swahili: a women's honey group needs a business plan for a county grant",
    says: [kituiWomenGroupStory],
    expect: {
      firstName: "Josephine",
      lastName: "Mwende Musyoka",
      phone: "+254727305918",
      company: "Twone Women Group",
      services: ["Business Writing"],
    },
  },
  {
    name: "b19-178: life story, Swahili: a father writes for his son out of polytechnic (the polytechnic is not a company)",
    says: [kakamegaFatherStory],
    expect: {
      firstName: "Hezron",
      lastName: "Shikuku Wanyama",
      phone: "+254733620471",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b19-179: life story, Sheng: a mason-foreman needs a CV and an application letter, LinkedIn declined, a site nickname",
    says: [mjengoFundiStory],
    expect: {
      firstName: "Brian",
      lastName: "Otieno Ouma",
      phone: "+254796204557",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b19-180: life story, Sheng: a call-centre agent wants career coaching then LinkedIn, the CV put off",
    says: [callCentreStory],
    expect: {
      firstName: "Ezra",
      lastName: "Kipchirchir Bett",
      phone: "+254113482096",
      email: "ezrabett@gmail.com",
      services: ["Professional Development", "LinkedIn Optimization"],
    },
  },
];
