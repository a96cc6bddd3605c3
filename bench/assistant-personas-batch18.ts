import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 18 for `npm run bench:assistant`, written on 2026-12-02 by the helper
 * "asst-batch18", apart from the engine. Rules of apartness, exactly as followed: nothing under
 * server/, app/ or tests/ was opened, nor /work/firstruns/, nor bench/README.md, nor
 * bench/assistant.ts; no persona batch was opened except the two named below; no `git log`, `git
 * show` or `git diff` of anything was run (the only git commands were `git worktree add` at the
 * start and, at the end, commit, rebase, merge and `git worktree remove`; the worktree command
 * printed the subject of the commit it checked out, a line about a bench:server run and its
 * figures, and nothing more); the bench and the test suites were not run. What was read, exactly:
 * the header and the first eleven personas (and the opening lines of the twelfth) of
 * bench/assistant-personas-batch17.ts, for its format, header conventions and expectation
 * conventions only (its life stories, which come before the personas, were on screen with them; the
 * people and phrasings here are this batch's own, not variations of its lines); the first 50 lines
 * of bench/assistant-personas-batch4.ts, for the `Batch4Persona` type (its header and the opening
 * of its life story were on screen); content/services.ts, for the services' exact names (its
 * keywords, synonyms and helper functions were on screen with them); and, of /work/shared/SPEC.md,
 * its headings, its opening (the first lines of section 1), the service pages, the chat widget, the
 * lines found by a grep for chat, hand, WhatsApp and lead (the chat_interactions table, the chat
 * request and response, the hand-over, the chat call and its failure; its hits on the navigation
 * bar, the landing page and the admin panel were on screen too) and the prices. Also seen:
 * /work/helper-protocol.md, the listing of bench/ (file names only) and the first 30 lines of
 * biome.json, for the formatter's settings. Only this file was checked, by loading it with tsx and
 * with `biome check`. Not registered in bench/assistant.ts; not run when it was written.
 *
 * The mix is meant to be a month of a real consultancy's chat, not a catalogue of traps. About
 * half (b18-001 to b18-088) are ordinary visitors: a clear request, a name and a phone or email,
 * in plain English or Swahili, with the usual typos, lower case, and the usual ways of writing a
 * Kenyan number (spaces, +254, 011x lines, the name and phone on one line). The other half are
 * harder, with people and phrasings of this batch's own: emoji around and after names, and
 * beside a phone; typos in "my name is" ("my nme is", "myname is") and "my names are";
 * honorifics and titles in English and Swahili, professional, religious and medical (Matron,
 * Sister, Sr., Dr., Prof., CPA, Arch., Fr., Rev., Pastor, Hajji, Bi., Bw., Mrs., Madam,
 * Capt. (Rtd)) with three- and four-word names and a hyphenated surname; names and surnames that
 * are English or Swahili words (King, Baker, Gift, Hope, Neema Baraka, Subira, Hodari, the last
 * after a sentence using the same word); two and three services in the order asked, by name, by
 * abbreviation ("cv + cl", "LI profile"), misspelt ("corprate trainin", "intervew coachng",
 * "proof readng my thesus", "buisness plann", "linkein"), in Swahili ("usaili", "barua ya maombi
 * ya kazi", "sera ya mikopo") and by purpose or outcome with no service word (a page of jobs
 * and schooling that looks amateur, going blank before a panel, a team that does not talk in
 * Sheng, a rejected youth-fund application, nine years without promotion in Swahili, recruiters
 * never looking at a profile, red ink on a thesis, a caregiver job in the UK needing papers, a
 * Canadian hospital wanting a letter, burnt-out nurses, supervisors who shout); services negated,
 * postponed, dropped and replaced; the name refused once and twice, the phone refused once and
 * twice (in Swahili); replies to questions not asked (a town, years of experience, a budget,
 * "are you in Nairobi?", "why do you need my name?"); very short replies ("ok", "yes", "👍");
 * price and location questions beside a request; third parties named whose industry is not the
 * visitor's (a bank and a power company applied to, a lender, a son's school, the UN, a
 * university, an NGO applied to) and an employer who pays; a nickname corrected to the name, a
 * short phone corrected, a calls line beside a WhatsApp line, phones in pairs and dashed pairs,
 * "+254 (0)", 254 without a plus; diaspora phones in their local format where the visitor says
 * where they are (US, Qatar, UAE, Uganda, Australia, Germany, Tanzania, the UK with 0044 and
 * with 07); emails in capitals, spelt out with "underscore", "at" and "dot", with "(at)", with
 * spaces around "@" and the dot, with a comma for the dot, and with mistyped domains (".con",
 * "yahooo", "hotmial"); and seven life stories of 150-200 words (two in Swahili, two in Sheng).
 * Well over 30 visitors want something other than a CV: employers and HR buyers, schools, NGOs,
 * churches and a parish, SACCOs and a cooperative's member, hospitals, a county public service
 * board and a county office, youth and women's groups, business owners, parents and an uncle.
 *
 * Same format and conventions as batch 17 (and batch 15 before it): each persona says its lines
 * in order, whatever the assistant asks; a correct hand-over needs a way to reach the visitor
 * (phone/WhatsApp or email) and the service(s) as asked, in the order asked (`expect.services`
 * holds content/services.ts names); the name is not required, but a wrong one is wrong. Every
 * visitor here gives a service and a way to be reached within six lines. The conventions of the
 * expectations, as batch 17 states them and as followed here (what a careful consultant reading
 * the chat would write down):
 * - honorifics, titles and professional letters are left out of the name; `lastName` is
 *   everything after the first name, as written; a nickname given beside the name is not the
 *   name, a nickname given alone is; a name in lower case or capitals is recorded in title case;
 * - a greeting, a refusal, a filler, a town, a job or a question is never a name; a parent or
 *   relative who gives their own name is recorded under it, never the child's;
 * - a service declined, replaced or put off ("next year", "scratch that", "drop the") is not
 *   expected; a training's subject (customer care, stress, time management) is not a second
 *   service; two documents of one kind in one ask (a strategic plan and a funding proposal) are
 *   one service;
 * - the phone kept is the WhatsApp line when a WhatsApp line and a calls line are both given;
 *   a corrected phone, name or email replaces the first; a mistyped email domain is expected as
 *   the address that works; an email in capitals is recorded in lower case; phones are E.164, a
 *   foreign number in its own country's format read as the country the visitor says they are in;
 * - the company is recorded where the visitor names their employer, their business or the
 *   organisation they buy for (a school, a SACCO, a church, an NGO, a hospital); the employer a
 *   visitor is applying to, a lender, or a child's school is not their company; an organisation
 *   described but not named is no company.
 * Where a line would be truly ambiguous to a human (a student asking for a CV: CV Writing or
 * Youth Programs?), it was not written.
 */
export type Batch18Persona = Batch4Persona;

const teaFactoryStory = [
  "Good afternoon. My name is Caroline Jelagat Rotich and I am the human resource officer at",
  "Chemosit Tea Factory in Kericho. We are a smallholder-owned factory with about 280 permanent",
  "staff and another 400 casuals during the peak season. This year has been hard. The board changed",
  "in March, and since then there has been a lot of tension between the new management and the",
  "older staff, some of whom have been here for over twenty years. Supervisors complain that the",
  "young clerks do not respect them, the clerks say the supervisors shout at them in front of",
  "farmers, and last month we had a sit-down strike at the withering section that lasted two days.",
  "The general manager has asked me to organise something for the heads of section before the end",
  "of the year, something practical about working together and communicating without quarrelling,",
  "not a sermon. We have a budget and we can host it at the factory hall. Could you tell me what",
  "you offer and how many people you can take in one session? I would prefer a Saturday. You can",
  "reach me on my office line 0722 905 271 or on email hr@chemosittea.co.ke.",
].join(" ");

const olKalouAgrovetStory = [
  "Hamjambo. Naitwa Zipporah Wanjiru Githinji, mjane mwenye watoto watatu, ninaishi Ol Kalou. Mume",
  "wangu alifariki mwaka 2021 na tangu hapo nimekuwa nikiendesha duka letu la vyakula vya mifugo",
  "ambalo tulianza pamoja, linaitwa Githinji Agrovet. Mwanzoni ilikuwa vigumu sana kwa sababu yeye",
  "ndiye aliyekuwa akiwajua wasambazaji wote, lakini sasa nimejifunza na wateja wameongezeka.",
  "Wakulima wengi wa maziwa hapa wanakuja kununua chakula cha ng'ombe na dawa, na mara nyingi",
  "bidhaa zinaisha kabla ya gari la wasambazaji kufika. Nataka kupanua duka na kujenga stoo kubwa",
  "zaidi, na pia kuanza kuuza mbegu na mbolea. Chama chetu cha ushirika kimesema kinaweza kunipa",
  "mkopo, lakini wanataka mpango wa biashara ulioandikwa vizuri, wenye makadirio ya mapato na",
  "matumizi ya miaka mitatu. Sijawahi kuandika kitu kama hicho na sijui nianzie wapi. Ningependa",
  "mniandikie mpango huo wa biashara. Bei yenu ni kiasi gani? Nipigie kwa 0723 486 109, au WhatsApp",
  "kwa namba hiyo hiyo. Mimi hushinda dukani kuanzia asubuhi hadi saa moja jioni, kwa hiyo",
  "mkinipigia mchana nitapokea, ila siku ya Jumapili niko kanisani hadi saa tisa.",
].join(" ");

const rongaiDriverStory = [
  "Wozza wasee. Mimi ni dere wa matatu hapa Rongai, nimekuwa nikiendesha nganya ya route 125 kwa",
  "miaka sita. Nimechoka na ma-kanjo na ma-cop kila siku, na pesa ya target haiishi. Kuna agency",
  "moja pale town imeniambia kuna kazi za madereva wa trela huko Saudi, mshahara ni fiti kuliko",
  "hapa mara tatu. Nimeenda ofisi yao, wakanipea form, lakini wanasema lazima nilete CV iko proper,",
  "iko na experience yangu yote na ma-licence zangu, na mimi sijawahi kuwa na CV maisha yangu,",
  "nimekuwa nikiajiriwa kwa mdomo tu. Pia wanasema kutakuwa na interview na msee wa huko kwa video",
  "call, na sijui hata hiyo kitu huenda aje, sijawahi ongea na camera. So nataka kwanza mnichongee",
  "CV, halafu mnipee coaching ya hiyo interview ya video. Budget yangu ni ndogo lakini nitajipanga,",
  "nimeweka kitu kidogo kwa chama. Mathe amesema atanisaidia pia kama itafika hapo, lakini sitaki",
  "kungoja sana juu agency imesema nafasi zinajaa haraka. Naitwa Dennis Kiprotich Ngetich, ila kwa stage wananiita Dre.",
  "Namba yangu ya WhatsApp ni 0798 442 160.",
].join(" ");

const leicesterNurseStory = [
  "Hi. I've been a nurse for fourteen years, the first nine in a renal unit in Nairobi and the last",
  "five in a hospital trust in Leicester, where I now work as a band 6 dialysis nurse. I came over",
  "through a recruitment drive in 2020, and honestly the first two years were about surviving: the",
  "cold, the shifts, the OSCE, getting my family over. Now that things have settled I want to move",
  "up to a band 7 ward manager post, and possibly into clinical education later. I've applied",
  "internally twice and both times they gave it to someone with less experience who, frankly, knew",
  "how to sell themselves better. My manager says I undersell myself and that I need to think",
  "about where I want to be in five years. So I'm looking for someone to coach me on the career",
  "side, planning the next step and presenting myself as a leader. A colleague also said nobody",
  "will take me seriously with the LinkedIn I have now, which is basically empty, so I'd like that",
  "redone too, but after the coaching. I'm Beatrice Nyaboke Onsongo, my UK mobile is",
  "07700 914 382 and my email is b.onsongo@nhs.net.",
].join(" ");

const wardAdministratorsStory = [
  "Salamu kutoka Kilifi. Mimi ni Bi. Mwanajuma Kahindi Charo, mkuu wa idara ya utawala wa wadi",
  "katika ofisi yetu ya kaunti. Tuna wasimamizi wa wadi thelathini na tano pamoja na wasaidizi",
  "wao, na wengi wao walipata kazi hizi baada ya uchaguzi uliopita. Wananchi wamekuwa",
  "wakilalamika kwamba wanapofika ofisini hawahudumiwi vizuri, wanaambiwa warudi kesho, na",
  "wengine wanajibiwa kwa dharau. Pia kuna malalamiko kwamba mikutano ya umma haiendeshwi vizuri",
  "na watu wanaondoka wakiwa na hasira. Mwaka jana tulijaribu kuwaita wazee wa mtaa kuzungumza na",
  "wasimamizi, lakini hakuna kilichobadilika kwa sababu hakukuwa na mafunzo ya kweli, yalikuwa",
  "mazungumzo tu ya saa moja. Gavana ameagiza kwamba kila idara iwe na mpango wa",
  "kuboresha huduma kabla ya mwisho wa mwaka wa fedha. Ningependa mtuandalie mafunzo ya siku mbili",
  "kwa wasimamizi hao kuhusu kuwahudumia wananchi na jinsi ya kuendesha mikutano. Tunaweza",
  "kuyafanyia hapa Kilifi au Malindi, tuna ukumbi. Tafadhali nitumieni makadirio ya gharama.",
  "Barua pepe yangu ni mkcharo@kilifi.go.ke na simu ni 0733 615 082.",
].join(" ");

const teacherToNgoStory = [
  "Hello. I have been a secondary school teacher of biology and chemistry for eleven years, mostly",
  "in day schools in Machakos and Makueni, and I also coordinate the health club and the school's",
  "link with a water and sanitation project. Working with that project made me realise that what I",
  "enjoy most is the community work: the trainings with parents, the follow-ups, the reports. A",
  "few months ago I saw an advert from an international NGO, Maji Safi Initiative, for a community",
  "health and WASH officer based in Kitui, and I am very interested. The problem is that my CV is",
  "written like a teacher's CV: lessons, classes, KCSE mean scores. Nothing about the project",
  "work, the trainings, or the reports I wrote. I want my CV rewritten to show my community and",
  "project experience, and a cover letter for that Maji Safi job specifically, since the deadline",
  "is on the 15th. I can send you the advert. I'm Josphat Musyoka Kilonzo, phone 0722 540 338, and",
  "my email is josphatkilonzo@gmail.com.",
].join(" ");

const comradeAttachmentStory = [
  "Hey, niaje. Mimi ni comrade wa third year pale KU, nafanya BCom finance. Next semester lazima",
  "tuende attachment ya miezi tatu, na ka hauna place ya attachment by January unapoteza semester",
  "mzima. Nimetuma ma-application kwa ma-bank na ma-sacco kama kumi na tano, hakuna hata moja",
  "imejibu, hata ile ya 'we regret' haijakuja. Nimejaribu pia kwenda ofisi moja moja na file, ma-guard",
  "wananiambia niache kwa reception. Wasee wa class yangu wengi wamepata through",
  "connections za wazazi, na mathe yangu ni mama mboga pale Kawangware, hana connection yoyote.",
  "Nimeona kwa site yenu mko na program ya wanafunzi na ma-graduate, mnawasaidia kupata attachment",
  "na internship, kuandika application na kuprepare interview. Nataka kuingia hiyo program, niko",
  "serious, nimechoka kukaa kwa hostel nikiangalia wasee wakipata nafasi. Hata mnaweza nifunza",
  "vile nitajieleza kwa barua pepe kwa HR bila kuonekana mtoto. Pesa nitapata kwa hustle yangu ya kuuza mtumba weekend pale Gikomba. Naitwa Sheila",
  "Awino Owuor, namba ni 0757 330 914, WhatsApp iko hapo pia.",
].join(" ");

export const batch18Personas: Batch18Persona[] = [
  // Ordinary visitors (b18-001 to b18-088): a clear request, a name, a phone or an email.
  {
    name: "b18-001: a new CV, the old one from 2018",
    says: ["Hi, I need a new CV, mine is from 2018", "Caroline Njeri", "0722 314 870"],
    expect: {
      firstName: "Caroline",
      lastName: "Njeri",
      phone: "+254722314870",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-002: a cover letter for a sales job at a bank (the bank is applied to, not a company)",
    says: [
      "Do you write cover letters? I'm applying for a sales rep job at a bank",
      "Dennis Otieno",
      "0701 552 934",
    ],
    expect: {
      firstName: "Dennis",
      lastName: "Otieno",
      phone: "+254701552934",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b18-003: LinkedIn optimised, a gmail address",
    says: ["Please optimise my LinkedIn", "Faith Wambui", "faith.wambui@gmail.com"],
    expect: {
      firstName: "Faith",
      lastName: "Wambui",
      email: "faith.wambui@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b18-004: a panel interview on Monday for a county clerk post",
    says: [
      "I have a panel interview on Monday for a county clerk job",
      "Samuel Kiprotich",
      "0712 776 209",
    ],
    expect: {
      firstName: "Samuel",
      lastName: "Kiprotich",
      phone: "+254712776209",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b18-005: a research project proofread, +254 with spaces",
    says: [
      "I need my research project proofread before submission",
      "Mercy Atieno",
      "+254 745 118 603",
    ],
    expect: {
      firstName: "Mercy",
      lastName: "Atieno",
      phone: "+254745118603",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b18-006: a road maintenance tender document, the contractor's company beside the name",
    says: [
      "We need a tender document for a road maintenance tender",
      "Hassan Abdi, Abdi Contractors",
      "0733 508 221",
    ],
    expect: {
      firstName: "Hassan",
      lastName: "Abdi",
      phone: "+254733508221",
      company: "Abdi Contractors",
      services: ["Business Writing"],
    },
  },
  {
    name: "b18-007: Swahili, customer-care training for a supermarket's staff",
    says: [
      "Habari, tunataka mafunzo ya wafanyakazi wetu kuhusu huduma kwa wateja. Tuko Voi",
      "Naitwa Rehema Mohamed, Baraka Supermarket",
      "0724 660 391",
    ],
    expect: {
      firstName: "Rehema",
      lastName: "Mohamed",
      phone: "+254724660391",
      company: "Baraka Supermarket",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b18-008: a fresh graduate wants help getting a first job",
    says: [
      "I just graduated from Kenyatta University and I need help getting my first job",
      "Ian Mwenda",
      "0790 213 447",
    ],
    expect: {
      firstName: "Ian",
      lastName: "Mwenda",
      phone: "+254790213447",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b18-009: career coaching for a stuck accountant",
    says: [
      "I want career coaching, I feel stuck as an accountant",
      "Lilian Kerubo",
      "0716 442 058",
    ],
    expect: {
      firstName: "Lilian",
      lastName: "Kerubo",
      phone: "+254716442058",
      services: ["Professional Development"],
    },
  },
  {
    name: "b18-010: 'cv writing pls', lower case",
    says: ["cv writing pls", "kelvin mutiso", "0768902115"],
    expect: {
      firstName: "Kelvin",
      lastName: "Mutiso",
      phone: "+254768902115",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-011: Swahili, a new CV, 'Jina langu ni'",
    says: ["Nahitaji CV mpya", "Jina langu ni Amina Hussein", "0725 009 316"],
    expect: {
      firstName: "Amina",
      lastName: "Hussein",
      phone: "+254725009316",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-012: a CV and a cover letter, yahoo email",
    says: ["Hello, I would like a CV and a cover letter", "Patrick Kimani", "patkimani@yahoo.com"],
    expect: {
      firstName: "Patrick",
      lastName: "Kimani",
      email: "patkimani@yahoo.com",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b18-013: a novel manuscript edited",
    says: [
      "Can you edit my book manuscript? It's a novel, about 60,000 words",
      "Beatrice Auma",
      "0722 880 143",
    ],
    expect: {
      firstName: "Beatrice",
      lastName: "Auma",
      phone: "+254722880143",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b18-014: a SACCO's strategic plan written",
    says: [
      "Our SACCO needs a five-year strategic plan written",
      "George Onyango, Ufanisi Sacco",
      "0720 117 592",
    ],
    expect: {
      firstName: "George",
      lastName: "Onyango",
      phone: "+254720117592",
      company: "Ufanisi Sacco",
      services: ["Business Writing"],
    },
  },
  {
    name: "b18-015: a motivational talk for a motor dealer's sales team",
    says: [
      "We'd like a motivational talk for our sales team at the end of the quarter",
      "Janet Chelimo from Nyota Motors",
      "janet.chelimo@nyotamotors.co.ke",
    ],
    expect: {
      firstName: "Janet",
      lastName: "Chelimo",
      email: "janet.chelimo@nyotamotors.co.ke",
      company: "Nyota Motors",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b18-016: mock interviews before an NGO interview",
    says: [
      "Looking for mock interviews, I have an interview with an NGO soon",
      "Collins Wekesa",
      "0703 665 920",
    ],
    expect: {
      firstName: "Collins",
      lastName: "Wekesa",
      phone: "+254703665920",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b18-017: 'i need my linkedin profile done'",
    says: ["i need my linkedin profile done", "Winnie Nduta", "0799 550 318"],
    expect: {
      firstName: "Winnie",
      lastName: "Nduta",
      phone: "+254799550318",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b18-018: a cover letter for a teaching job",
    says: ["Help me write a cover letter for a teaching job", "Josephine Kemunto", "0727 331 046"],
    expect: {
      firstName: "Josephine",
      lastName: "Kemunto",
      phone: "+254727331046",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b18-019: a CV reviewed and updated",
    says: [
      "Good afternoon. I'd like my CV reviewed and updated",
      "Daniel Kariuki",
      "+254 722 609 581",
    ],
    expect: {
      firstName: "Daniel",
      lastName: "Kariuki",
      phone: "+254722609581",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-020: Swahili, a CV and a job application letter",
    says: ["Nataka CV na barua ya maombi ya kazi", "Naitwa Omar Said", "0711 204 776"],
    expect: {
      firstName: "Omar",
      lastName: "Said",
      phone: "+254711204776",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b18-021: a school's deputy principal books career readiness for form fours",
    says: [
      "We are a school in Kisumu and want a career readiness programme for our form four leavers",
      "Vincent Oduor, deputy principal of St. Mary's Academy",
      "0722 503 917",
    ],
    expect: {
      firstName: "Vincent",
      lastName: "Oduor",
      phone: "+254722503917",
      company: "St. Mary's Academy",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b18-022: a women's group's grant proposal",
    says: [
      "I need help with a grant proposal for our group, the deadline is next month",
      "Eunice Wairimu, Tumaini Women Group",
      "0722 445 019",
    ],
    expect: {
      firstName: "Eunice",
      lastName: "Wairimu",
      phone: "+254722445019",
      company: "Tumaini Women Group",
      services: ["Business Writing"],
    },
  },
  {
    name: "b18-023: a thesis proofread, a university student email",
    says: ["Can you proofread my thesis?", "Moses Kibet", "moses.kibet@students.uonbi.ac.ke"],
    expect: {
      firstName: "Moses",
      lastName: "Kibet",
      email: "moses.kibet@students.uonbi.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b18-024: a nurse updates her CV",
    says: ["I'm a nurse and I want to update my CV", "Nancy Akinyi", "0710 337 882"],
    expect: {
      firstName: "Nancy",
      lastName: "Akinyi",
      phone: "+254710337882",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-025: teaching to HR, guidance",
    says: [
      "I'm looking to change careers from teaching to HR and need guidance",
      "Peter Maina",
      "0721 903 664",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Maina",
      phone: "+254721903664",
      services: ["Professional Development"],
    },
  },
  {
    name: "b18-026: LinkedIn optimization and its price",
    says: ["do you do linkedin optimization? how much is it?", "Sharon Jepkosgei", "0713 228 790"],
    expect: {
      firstName: "Sharon",
      lastName: "Jepkosgei",
      phone: "+254713228790",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b18-027: Swahili, 'usaili' for an interview",
    says: [
      "Habari, ninahitaji mtu anisaidie kujiandaa kwa usaili wa kazi",
      "Fatuma Ali",
      "0722 118 405",
    ],
    expect: {
      firstName: "Fatuma",
      lastName: "Ali",
      phone: "+254722118405",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b18-028: stress management for a hospital's nurses, HR email",
    says: [
      "We need stress management training for our nurses",
      "Alice Muthoni, HR at Mwangaza Hospital",
      "hr@mwangazahospital.co.ke",
    ],
    expect: {
      firstName: "Alice",
      lastName: "Muthoni",
      email: "hr@mwangazahospital.co.ke",
      company: "Mwangaza Hospital",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b18-029: a company profile for a cleaning business",
    says: [
      "I need a company profile for my cleaning business",
      "Ruth Wanjiku, Safi Cleaners",
      "0722 561 337",
    ],
    expect: {
      firstName: "Ruth",
      lastName: "Wanjiku",
      phone: "+254722561337",
      company: "Safi Cleaners",
      services: ["Business Writing"],
    },
  },
  {
    name: "b18-030: a mother for her university daughter's attachment",
    says: [
      "My daughter is in university and needs an attachment, can your youth program help her?",
      "I'm her mother, Agnes Nafula",
      "0724 775 160",
    ],
    expect: {
      firstName: "Agnes",
      lastName: "Nafula",
      phone: "+254724775160",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b18-031: a promotion to branch manager",
    says: [
      "I want to get promoted to branch manager this year, can you coach me?",
      "Stephen Ochieng",
      "0722 904 117",
    ],
    expect: {
      firstName: "Stephen",
      lastName: "Ochieng",
      phone: "+254722904117",
      services: ["Professional Development"],
    },
  },
  {
    name: "b18-032: one word, 'cv'",
    says: ["cv", "Gladys Chepngetich", "0715 662 043"],
    expect: {
      firstName: "Gladys",
      lastName: "Chepngetich",
      phone: "+254715662043",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-033: a cover letter, outlook email",
    says: ["Need a cover letter", "Martin Njoroge", "martin.njoroge@outlook.com"],
    expect: {
      firstName: "Martin",
      lastName: "Njoroge",
      email: "martin.njoroge@outlook.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b18-034: LinkedIn first, then a CV",
    says: ["Please help me with my LinkedIn and my CV", "Evans Mugo", "0720 778 351"],
    expect: {
      firstName: "Evans",
      lastName: "Mugo",
      phone: "+254720778351",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b18-035: a foundation's annual report edited before the board",
    says: [
      "Hi, can you edit our annual report before it goes to the board?",
      "Teresa Wangui, Jamii Health Foundation",
      "0733 441 209",
    ],
    expect: {
      firstName: "Teresa",
      lastName: "Wangui",
      phone: "+254733441209",
      company: "Jamii Health Foundation",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b18-036: team building for 25 staff of a logistics firm",
    says: ["team building for 25 staff", "Kennedy Owino, Mwambao Logistics", "0722 300 915"],
    expect: {
      firstName: "Kennedy",
      lastName: "Owino",
      phone: "+254722300915",
      company: "Mwambao Logistics",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b18-037: Swahili, improving a LinkedIn profile",
    says: ["Nataka kuboresha wasifu wangu wa LinkedIn", "Naitwa Halima Juma", "0726 815 204"],
    expect: {
      firstName: "Halima",
      lastName: "Juma",
      phone: "+254726815204",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b18-038: a form four leaver joins the youth programme himself",
    says: [
      "I'm a form four leaver, I want to join your program for youth",
      "Brian Odhiambo",
      "0795 441 628",
    ],
    expect: {
      firstName: "Brian",
      lastName: "Odhiambo",
      phone: "+254795441628",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b18-039: interview prep for a bank teller job",
    says: ["I need interview prep for a bank teller job", "Cynthia Wanjala", "0741 552 890"],
    expect: {
      firstName: "Cynthia",
      lastName: "Wanjala",
      phone: "+254741552890",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b18-040: a CV makeover for procurement jobs",
    says: [
      "My CV needs a makeover, I'm applying for jobs in procurement",
      "Abdullahi Hassan",
      "0722 419 063",
    ],
    expect: {
      firstName: "Abdullahi",
      lastName: "Hassan",
      phone: "+254722419063",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-041: a county public service board books an assertiveness workshop",
    says: [
      "Can you do a workshop on workplace assertiveness for our county staff?",
      "Eric Langat, Bomet County Public Service Board",
      "0722 650 884",
    ],
    expect: {
      firstName: "Eric",
      lastName: "Langat",
      phone: "+254722650884",
      company: "Bomet County Public Service Board",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b18-042: a 20-page report proofread",
    says: ["Need proofreading for a 20 page report", "Doris Kwamboka", "doris.kwamboka@gmail.com"],
    expect: {
      firstName: "Doris",
      lastName: "Kwamboka",
      email: "doris.kwamboka@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b18-043: a civil engineer with eight years wants a professional CV",
    says: [
      "I would like a professional CV, I'm a civil engineer with 8 years experience",
      "Philip Muriuki",
      "0723 118 954",
    ],
    expect: {
      firstName: "Philip",
      lastName: "Muriuki",
      phone: "+254723118954",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-044: a poultry business plan for a bank loan (the lender is not a company)",
    says: [
      "I need a business plan for a poultry farm, I'm applying for a loan at Equity",
      "Joyce Wairimu",
      "0712 554 380",
    ],
    expect: {
      firstName: "Joyce",
      lastName: "Wairimu",
      phone: "+254712554380",
      services: ["Business Writing"],
    },
  },
  {
    name: "b18-045: Swahili, a job application letter",
    says: ["Nisaidie kuandika barua ya maombi ya kazi", "Naitwa Bakari Mwinyi", "0720 441 775"],
    expect: {
      firstName: "Bakari",
      lastName: "Mwinyi",
      phone: "+254720441775",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b18-046: a CV for a job in Dubai, from Kenya",
    says: ["Hello I need a CV for a job in Dubai", "Salome Nekesa", "0746 900 213"],
    expect: {
      firstName: "Salome",
      lastName: "Nekesa",
      phone: "+254746900213",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-047: personal branding for a consultant",
    says: [
      "I want to build my personal brand as an independent consultant",
      "Irene Chege",
      "irene@irenechege.co.ke",
    ],
    expect: {
      firstName: "Irene",
      lastName: "Chege",
      email: "irene@irenechege.co.ke",
      services: ["Professional Development"],
    },
  },
  {
    name: "b18-048: an HR policy manual for a dairy",
    says: [
      "We need an HR policy manual for our company",
      "Simon Kiptoo, Rift Valley Dairies",
      "0722 903 441",
    ],
    expect: {
      firstName: "Simon",
      lastName: "Kiptoo",
      phone: "+254722903441",
      company: "Rift Valley Dairies",
      services: ["Business Writing"],
    },
  },
  {
    name: "b18-049: 'interview coaching please'",
    says: ["interview coaching please", "Naomi Wanjiku", "0708 331 924"],
    expect: {
      firstName: "Naomi",
      lastName: "Wanjiku",
      phone: "+254708331924",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b18-050: a dissertation proofread, a 0110 number",
    says: ["I need someone to proofread my dissertation", "Kevin Otieno", "0110 456 238"],
    expect: {
      firstName: "Kevin",
      lastName: "Otieno",
      phone: "+254110456238",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b18-051: CV writing from Nakuru",
    says: ["Hi, do you offer CV writing? I'm in Nakuru", "Esther Muthoni", "0722 667 015"],
    expect: {
      firstName: "Esther",
      lastName: "Muthoni",
      phone: "+254722667015",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-052: LinkedIn for a job hunt in tech",
    says: [
      "LinkedIn profile optimisation please, I'm job hunting in tech",
      "Allan Kiprono",
      "allan.kiprono@gmail.com",
    ],
    expect: {
      firstName: "Allan",
      lastName: "Kiprono",
      email: "allan.kiprono@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b18-053: a microfinance bank's training manager books customer service training",
    says: [
      "We want customer service training for our tellers",
      "Lucy Wambugu, training manager, Umoja Microfinance Bank",
      "0733 228 716",
    ],
    expect: {
      firstName: "Lucy",
      lastName: "Wambugu",
      phone: "+254733228716",
      company: "Umoja Microfinance Bank",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b18-054: a fresh graduate looking for an internship",
    says: ["I'm a fresh graduate looking for an internship", "Mark Gitau", "0797 118 556"],
    expect: {
      firstName: "Mark",
      lastName: "Gitau",
      phone: "+254797118556",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b18-055: 'CV update na cover letter', mixed",
    says: ["CV update na cover letter", "Jane Akoth", "0721 404 983"],
    expect: {
      firstName: "Jane",
      lastName: "Akoth",
      phone: "+254721404983",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b18-056: a youth group's concept note",
    says: [
      "Could you write a concept note for our youth group's water project?",
      "Paul Mutua, Kitui Youth Bunge",
      "0722 335 108",
    ],
    expect: {
      firstName: "Paul",
      lastName: "Mutua",
      phone: "+254722335108",
      company: "Kitui Youth Bunge",
      services: ["Business Writing"],
    },
  },
  {
    name: "b18-057: a CV for a receptionist job",
    says: ["I want a CV for a receptionist job", "Pauline Wanjiru", "0721 778 032"],
    expect: {
      firstName: "Pauline",
      lastName: "Wanjiru",
      phone: "+254721778032",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-058: interview coaching before a recruitment drive",
    says: [
      "Hi, I need interview coaching, I've been shortlisted for a police constable recruitment",
      "Amos Kiprop",
      "0725 664 019",
    ],
    expect: {
      firstName: "Amos",
      lastName: "Kiprop",
      phone: "+254725664019",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b18-059: LinkedIn help for a marketer",
    says: [
      "Can I get help with my LinkedIn? I'm a marketer",
      "Tabitha Wairimu",
      "tabitha.wairimu@gmail.com",
    ],
    expect: {
      firstName: "Tabitha",
      lastName: "Wairimu",
      email: "tabitha.wairimu@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b18-060: Swahili, help with a CV",
    says: ["Nataka kusaidiwa na CV", "Naitwa Mwanaisha Omari", "0722 338 114"],
    expect: {
      firstName: "Mwanaisha",
      lastName: "Omari",
      phone: "+254722338114",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-061: an MBA project edited",
    says: ["please edit my MBA project", "Fredrick Otieno", "0733 902 558"],
    expect: {
      firstName: "Fredrick",
      lastName: "Otieno",
      phone: "+254733902558",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b18-062: a security firm's company profile",
    says: [
      "We need a company profile for our security firm",
      "Joseph Mutiso, Linda Security Services",
      "0722 771 902",
    ],
    expect: {
      firstName: "Joseph",
      lastName: "Mutiso",
      phone: "+254722771902",
      company: "Linda Security Services",
      services: ["Business Writing"],
    },
  },
  {
    name: "b18-063: a cover letter for a procurement job at a power company (applied to)",
    says: [
      "I need a cover letter for a procurement officer job at KenGen",
      "Ruth Achieng",
      "0718 225 460",
    ],
    expect: {
      firstName: "Ruth",
      lastName: "Achieng",
      phone: "+254718225460",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b18-064: a call centre's agents trained on difficult customers",
    says: [
      "Corporate training for our call centre agents on handling difficult customers",
      "Moses Wanyama, Sema Contact Centre",
      "moses.wanyama@semacontact.co.ke",
    ],
    expect: {
      firstName: "Moses",
      lastName: "Wanyama",
      email: "moses.wanyama@semacontact.co.ke",
      company: "Sema Contact Centre",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b18-065: career guidance from banking to agribusiness",
    says: [
      "I'd like career guidance, I'm thinking of leaving banking for agribusiness",
      "Catherine Muthoni",
      "0720 449 811",
    ],
    expect: {
      firstName: "Catherine",
      lastName: "Muthoni",
      phone: "+254720449811",
      services: ["Professional Development"],
    },
  },
  {
    name: "b18-066: an uncle asks the youth program for his nephew, his own name",
    says: [
      "Does your youth program help with internships? My nephew finished college and needs one",
      "I'm his uncle, Bernard Okello",
      "0722 510 117",
    ],
    expect: {
      firstName: "Bernard",
      lastName: "Okello",
      phone: "+254722510117",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b18-067: 'cv revamp', a 0112 number",
    says: ["cv revamp please", "Millicent Auma", "0112 330 764"],
    expect: {
      firstName: "Millicent",
      lastName: "Auma",
      phone: "+254112330764",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-068: a driver needs a CV",
    says: ["Hello, I need a CV. I'm a driver", "James Kamau", "0724 118 339"],
    expect: {
      firstName: "James",
      lastName: "Kamau",
      phone: "+254724118339",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-069: a journal article proofread, a university email",
    says: ["I need proofreading for a journal article", "Lucy Gathoni", "lucy.gathoni@ku.ac.ke"],
    expect: {
      firstName: "Lucy",
      lastName: "Gathoni",
      email: "lucy.gathoni@ku.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b18-070: Swahili, team building for a hotel's 30 staff",
    says: [
      "Nahitaji mafunzo ya kujenga timu kwa wafanyakazi 30",
      "Naitwa Salim Omar, Coral Beach Hotel",
      "0722 900 614",
    ],
    expect: {
      firstName: "Salim",
      lastName: "Omar",
      phone: "+254722900614",
      company: "Coral Beach Hotel",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b18-071: interview preparation for a nursing job (the hospital is applied to)",
    says: [
      "interview preparation for a nursing job at Aga Khan",
      "Mary Chepchirchir",
      "0712 340 995",
    ],
    expect: {
      firstName: "Mary",
      lastName: "Chepchirchir",
      phone: "+254712340995",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b18-072: 'linked in profile pls'",
    says: ["linked in profile pls", "Dickson Mwangi", "0728 661 503"],
    expect: {
      firstName: "Dickson",
      lastName: "Mwangi",
      phone: "+254728661503",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b18-073: a CV and LinkedIn, yahoo email",
    says: ["I want my CV and LinkedIn done", "Agnes Njoki", "agnes.njoki@yahoo.com"],
    expect: {
      firstName: "Agnes",
      lastName: "Njoki",
      email: "agnes.njoki@yahoo.com",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b18-074: a tailor's tender proposal for school uniforms",
    says: [
      "Can you write a proposal for a county tender to supply school uniforms?",
      "Hellen Wambui, Wambui Tailoring",
      "0722 114 385",
    ],
    expect: {
      firstName: "Hellen",
      lastName: "Wambui",
      phone: "+254722114385",
      company: "Wambui Tailoring",
      services: ["Business Writing"],
    },
  },
  {
    name: "b18-075: a mentor to grow into leadership",
    says: [
      "I want to grow into a leadership role at work, I need a mentor",
      "Elijah Kimani",
      "0722 664 290",
    ],
    expect: {
      firstName: "Elijah",
      lastName: "Kimani",
      phone: "+254722664290",
      services: ["Professional Development"],
    },
  },
  {
    name: "b18-076: help with a cover letter",
    says: ["Need help with my cover letter", "Scholastica Atieno", "0790 338 112"],
    expect: {
      firstName: "Scholastica",
      lastName: "Atieno",
      phone: "+254790338112",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b18-077: Swahili, 'Mimi ni', a CV",
    says: ["Habari, naomba mnisaidie na CV yangu", "Mimi ni Yusuf Abdi", "0722 450 887"],
    expect: {
      firstName: "Yusuf",
      lastName: "Abdi",
      phone: "+254722450887",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-078: a school's prospectus edited",
    says: [
      "Our school needs its prospectus edited before printing",
      "Ann Wangari, Greenfield Academy",
      "info@greenfieldacademy.ac.ke",
    ],
    expect: {
      firstName: "Ann",
      lastName: "Wangari",
      email: "info@greenfieldacademy.ac.ke",
      company: "Greenfield Academy",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b18-079: a lakeside hotel asks for time-management training",
    says: [
      "Do you train staff on time management? We are a hotel in Naivasha",
      "Peter Njuguna, Lakeview Hotel",
      "0722 887 331",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Njuguna",
      phone: "+254722887331",
      company: "Lakeview Hotel",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b18-080: interview coaching booked by email",
    says: ["I'd like to book interview coaching", "Esther Adhiambo", "esther.adhiambo@gmail.com"],
    expect: {
      firstName: "Esther",
      lastName: "Adhiambo",
      email: "esther.adhiambo@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b18-081: a CV for a teaching job",
    says: ["I need a CV for a teaching job", "Benard Kiptanui", "0713 554 087"],
    expect: {
      firstName: "Benard",
      lastName: "Kiptanui",
      phone: "+254713554087",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-082: the name and the phone in one line",
    says: ["cv please", "Anne Kirui, 0722 509 318"],
    expect: {
      firstName: "Anne",
      lastName: "Kirui",
      phone: "+254722509318",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-083: a university student joins the youth programme",
    says: [
      "I'm a student at Moi University and I want to join your youth programme",
      "Lynn Jebet",
      "0796 221 430",
    ],
    expect: {
      firstName: "Lynn",
      lastName: "Jebet",
      phone: "+254796221430",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b18-084: an outdated CV, a +254 111 number",
    says: ["My CV is outdated, please help", "Samwel Otieno", "+254 111 220 345"],
    expect: {
      firstName: "Samwel",
      lastName: "Otieno",
      phone: "+254111220345",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-085: Swahili, a poultry group's business plan",
    says: [
      "Tunahitaji business plan ya kikundi chetu cha kufuga kuku",
      "Naitwa Mary Wambui, Upendo Poultry Group",
      "0722 665 118",
    ],
    expect: {
      firstName: "Mary",
      lastName: "Wambui",
      phone: "+254722665118",
      company: "Upendo Poultry Group",
      services: ["Business Writing"],
    },
  },
  {
    name: "b18-086: a thesis edited for grammar",
    says: ["Hi, I need my thesis edited for grammar", "Kennedy Kiprono", "kkiprono@gmail.com"],
    expect: {
      firstName: "Kennedy",
      lastName: "Kiprono",
      email: "kkiprono@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b18-087: LinkedIn and interview coaching",
    says: ["linkedin and interview coaching", "Brenda Moraa", "0703 225 918"],
    expect: {
      firstName: "Brenda",
      lastName: "Moraa",
      phone: "+254703225918",
      services: ["LinkedIn Optimization", "Interview Coaching"],
    },
  },
  {
    name: "b18-088: a cover letter first, then a CV, for a hotel job",
    says: ["looking for a cover letter and cv for a hotel job", "Grace Wambui", "0722 118 006"],
    expect: {
      firstName: "Grace",
      lastName: "Wambui",
      phone: "+254722118006",
      services: ["Cover Letters", "CV Writing"],
    },
  },
  // Harder visitors (b18-089 onward), with people and phrasings of this batch's own.
  {
    name: "b18-089: flowers around the name",
    says: ["hi, can you write my CV?", "🌸 Wanjiru Mwangi 🌸", "0722 118 490"],
    expect: {
      firstName: "Wanjiru",
      lastName: "Mwangi",
      phone: "+254722118490",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-090: 'my nme is', a sparkle after the name",
    says: ["i need my linkedin profile redone", "my nme is Brian Otieno ✨", "0711 902 336"],
    expect: {
      firstName: "Brian",
      lastName: "Otieno",
      phone: "+254711902336",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b18-091: 'myname is', a phone with +254 (0)",
    says: [
      "interview practice please, I got one on thursday",
      "myname is Cheruiyot Kipchumba",
      "+254 (0) 722 901 447",
    ],
    expect: {
      firstName: "Cheruiyot",
      lastName: "Kipchumba",
      phone: "+254722901447",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b18-092: a Matron books stress management for nurses, by outcome, three-word name",
    says: [
      "Our nursing staff are burnt out after the strike and two have resigned this month. I want someone to come and take them through handling stress",
      "Matron Rosemary Adhiambo Ouma, Kisii Teaching and Referral Hospital",
      "0722 448 019",
    ],
    expect: {
      firstName: "Rosemary",
      lastName: "Adhiambo Ouma",
      phone: "+254722448019",
      company: "Kisii Teaching and Referral Hospital",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b18-093: a religious Sister books career readiness for her school's form fours",
    says: [
      "Praised be Jesus. Our girls' school wants a career readiness programme for the form fours after their exams",
      "Sister Mary Immaculate Nyokabi, principal of St. Bakhita Girls Secondary School",
      "stbakhitagirls@gmail.com",
    ],
    expect: {
      firstName: "Mary",
      lastName: "Immaculate Nyokabi",
      email: "stbakhitagirls@gmail.com",
      company: "St. Bakhita Girls Secondary School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b18-094: a doctor moving into hospital management, 254 without a plus",
    says: [
      "I'm a medical officer and I want to move into a management role, I need career coaching",
      "Dr. Wafula Simiyu",
      "254 720 883 162",
    ],
    expect: {
      firstName: "Wafula",
      lastName: "Simiyu",
      phone: "+254720883162",
      services: ["Professional Development"],
    },
  },
  {
    name: "b18-095: a parish priest, a strategic plan and a funding proposal (one service)",
    says: [
      "Good morning from Migori. Our parish needs a five-year strategic plan and a funding proposal for the dispensary",
      "Fr. Dominic Ouma Okoth, parish priest, St. Joseph's Parish",
      "stjosephmigori@yahoo.com",
    ],
    expect: {
      firstName: "Dominic",
      lastName: "Ouma Okoth",
      email: "stjosephmigori@yahoo.com",
      company: "St. Joseph's Parish",
      services: ["Business Writing"],
    },
  },
  {
    name: "b18-096: CPA letters before a three-word name, a phone in pairs",
    says: [
      "I'd like my LinkedIn redone, I'm moving into audit consulting",
      "CPA Lydia Wangari Mbugua",
      "07 22 64 18 39",
    ],
    expect: {
      firstName: "Lydia",
      lastName: "Wangari Mbugua",
      phone: "+254722641839",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b18-097: a professor's textbook edited, three-word hyphenated name",
    says: [
      "I have a textbook on soil science that needs thorough editing before it goes to the publisher",
      "Prof. Grace Wanjiru Kamau-Njoroge",
      "g.kamau@soilsci.ac.ke",
    ],
    expect: {
      firstName: "Grace",
      lastName: "Wanjiru Kamau-Njoroge",
      email: "g.kamau@soilsci.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b18-098: Swahili, Hajji, a business plan for his hardware",
    says: [
      "Assalaam aleikum. Nataka mpango wa biashara wa kupanua duka langu la vifaa vya ujenzi",
      "Hajji Mohamed Abdallah, Abdallah Hardware, Lamu",
      "0722 770 310",
    ],
    expect: {
      firstName: "Mohamed",
      lastName: "Abdallah",
      phone: "+254722770310",
      company: "Abdallah Hardware",
      services: ["Business Writing"],
    },
  },
  {
    name: "b18-099: an architect's firm profile, 'Arch.' and an ampersand",
    says: [
      "We need a company profile for our firm, we are bidding for a hospital design job",
      "Arch. Samuel Ndungu, Ndungu & Partners Architects",
      "0733 640 112",
    ],
    expect: {
      firstName: "Samuel",
      lastName: "Ndungu",
      phone: "+254733640112",
      company: "Ndungu & Partners Architects",
      services: ["Business Writing"],
    },
  },
  {
    name: "b18-100: a surname that is an English word",
    says: [
      "Hello, I'd like interview coaching for a graduate trainee interview",
      "Daisy King",
      "daisy.king@gmail.com",
    ],
    expect: {
      firstName: "Daisy",
      lastName: "King",
      email: "daisy.king@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b18-101: Swahili, first name and surname both Swahili words",
    says: ["Nahitaji cover letter ya kazi ya mhasibu", "Naitwa Neema Baraka", "0725 771 308"],
    expect: {
      firstName: "Neema",
      lastName: "Baraka",
      phone: "+254725771308",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b18-102: a Swahili word for a surname, told after a sentence using the same word",
    says: [
      "Mimi ni mtu hodari kazini lakini CV yangu haionyeshi. Nataka mpya",
      "Hamisi Hodari",
      "0729 118 640",
    ],
    expect: {
      firstName: "Hamisi",
      lastName: "Hodari",
      phone: "+254729118640",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-103: three services in the order asked, four-word name",
    says: [
      "I need a cv, a cover letter and then interview prep",
      "Esther Nduku Mutheu Musyoka",
      "0712 887 201",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Nduku Mutheu Musyoka",
      phone: "+254712887201",
      services: ["CV Writing", "Cover Letters", "Interview Coaching"],
    },
  },
  {
    name: "b18-104: abbreviations, 'cv + cl'",
    says: ["cv + cl pls", "Tony Gikonyo", "0721 330 598"],
    expect: {
      firstName: "Tony",
      lastName: "Gikonyo",
      phone: "+254721330598",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b18-105: abbreviations, 'my LI profile n CV'",
    says: ["can u do my LI profile n CV", "Mwende Kioko", "0700 215 694"],
    expect: {
      firstName: "Mwende",
      lastName: "Kioko",
      phone: "+254700215694",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b18-106: misspelt corporate training for an electronics shop, three-word name",
    says: [
      "we want corprate trainin for our staf on customer care",
      "Ali Mohamed Noor of Noor Electronics, Garissa",
      "0722 510 883",
    ],
    expect: {
      firstName: "Ali",
      lastName: "Mohamed Noor",
      phone: "+254722510883",
      company: "Noor Electronics",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b18-107: misspelt interview coaching",
    says: ["i neeed intervew coachng asap", "Jackline Cherop", "0723 906 455"],
    expect: {
      firstName: "Jackline",
      lastName: "Cherop",
      phone: "+254723906455",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b18-108: misspelt proofreading, '.con' for '.com'",
    says: ["pls help with proof readng my thesus", "Hillary Korir", "hillarykorir@gmail.con"],
    expect: {
      firstName: "Hillary",
      lastName: "Korir",
      email: "hillarykorir@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b18-109: misspelt business plan for a car wash",
    says: [
      "need a buisness plann for my car wash, the bank wants one",
      "Stanley Macharia, Splash Car Wash",
      "0710 882 406",
    ],
    expect: {
      firstName: "Stanley",
      lastName: "Macharia",
      phone: "+254710882406",
      company: "Splash Car Wash",
      services: ["Business Writing"],
    },
  },
  {
    name: "b18-110: 'linkein', and 'yahooo'",
    says: ["can you fix my linkein", "Purity Chepkoech", "purity.chepkoech@yahooo.com"],
    expect: {
      firstName: "Purity",
      lastName: "Chepkoech",
      email: "purity.chepkoech@yahoo.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b18-111: a CV by outcome, the page attached to applications",
    says: [
      "The page I attach to applications, the one with my jobs and schooling, is a cyber café template and it shows. I want one that looks serious",
      "Ambrose Wafula",
      "0726 118 730",
    ],
    expect: {
      firstName: "Ambrose",
      lastName: "Wafula",
      phone: "+254726118730",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-112: interview coaching by outcome, going blank before a panel",
    says: [
      "Every time I sit in front of a panel my mind goes blank and I mumble. I have another one on the 12th and I can't mess it up again",
      "Gloria Atieno",
      "0741 905 227",
    ],
    expect: {
      firstName: "Gloria",
      lastName: "Atieno",
      phone: "+254741905227",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b18-113: Sheng, a team that does not talk, the manager's firm",
    says: [
      "Wasee wa ofisi yetu hawaongeleshani, kila department iko na beef na ingine. Tunahitaji mtu aje awaweke sawa siku moja",
      "Naitwa Brian Mugo, niko manager pale Mtaani Deliveries",
      "0768 334 019",
    ],
    expect: {
      firstName: "Brian",
      lastName: "Mugo",
      phone: "+254768334019",
      company: "Mtaani Deliveries",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b18-114: a rejected youth-fund application to be redone, by outcome",
    says: [
      "Our application to the county youth fund was rejected because the write-up was weak. We want it redone properly before the next call",
      "Cosmas Odhiambo, chair of Nyalenda Youth Welders",
      "0722 115 603",
    ],
    expect: {
      firstName: "Cosmas",
      lastName: "Odhiambo",
      phone: "+254722115603",
      company: "Nyalenda Youth Welders",
      services: ["Business Writing"],
    },
  },
  {
    name: "b18-115: Swahili, passed over for nine years, by outcome",
    says: [
      "Nimekaa kwa cheo kimoja miaka tisa na wadogo zangu wanapandishwa juu yangu. Nataka mtu anielekeze nifanye nini",
      "Jina ni Wycliffe Barasa",
      "0720 663 918",
    ],
    expect: {
      firstName: "Wycliffe",
      lastName: "Barasa",
      phone: "+254720663918",
      services: ["Professional Development"],
    },
  },
  {
    name: "b18-116: LinkedIn by outcome, no one looks at the page",
    says: [
      "Recruiters on that professional networking site never look at my page. 40 connections and no photo",
      "Vivian Adhiambo",
      "vivian.adhiambo@outlook.com",
    ],
    expect: {
      firstName: "Vivian",
      lastName: "Adhiambo",
      email: "vivian.adhiambo@outlook.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b18-117: editing by outcome, red ink on the grammar",
    says: [
      "My supervisor returned my thesis with red ink all over the grammar and referencing, I need someone to clean it up",
      "Edwin Chirchir",
      "0715 220 497",
    ],
    expect: {
      firstName: "Edwin",
      lastName: "Chirchir",
      phone: "+254715220497",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b18-118: a caregiver job in the UK needs papers: a British-style CV",
    says: [
      "I've got a caregiver job in the UK through an agency and they want my papers, a proper British-style CV, by next week",
      "Lydia Moraa",
      "0722 331 874",
    ],
    expect: {
      firstName: "Lydia",
      lastName: "Moraa",
      phone: "+254722331874",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-119: a Canadian hospital wants a letter saying why she fits",
    says: [
      "A hospital in Canada asked me to send a letter explaining why I'm right for the job, to go with my documents. Can you write it?",
      "Faith Chebet",
      "0714 450 992",
    ],
    expect: {
      firstName: "Faith",
      lastName: "Chebet",
      phone: "+254714450992",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b18-120: Sheng, burning every interview",
    says: [
      "Bro nikiingia interview nachoma kila time. Nataka mtu anipige tizi kabla ya ile ya next week",
      "Felix Ochieng",
      "0746 220 518",
    ],
    expect: {
      firstName: "Felix",
      lastName: "Ochieng",
      phone: "+254746220518",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b18-121: a CV negated, only a cover letter (the employer applied to is not a company)",
    says: [
      "I don't need a CV, I already have a good one. Just a cover letter for a job at Safaricom",
      "Winfred Mueni",
      "0722 506 114",
    ],
    expect: {
      firstName: "Winfred",
      lastName: "Mueni",
      phone: "+254722506114",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b18-122: training negated, a staff handbook wanted",
    says: [
      "Not training, we did a workshop last year. What we need now is a staff handbook written",
      "Harriet Njambi, HR, Kilimo Bora Seeds",
      "harriet@kilimoboraseeds.co.ke",
    ],
    expect: {
      firstName: "Harriet",
      lastName: "Njambi",
      email: "harriet@kilimoboraseeds.co.ke",
      company: "Kilimo Bora Seeds",
      services: ["Business Writing"],
    },
  },
  {
    name: "b18-123: LinkedIn postponed to next year, interview coaching now",
    says: [
      "LinkedIn maybe next year. For now I just need interview coaching",
      "Godfrey Ngugi",
      "0711 449 206",
    ],
    expect: {
      firstName: "Godfrey",
      lastName: "Ngugi",
      phone: "+254711449206",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b18-124: LinkedIn dropped in the second line",
    says: [
      "cv and linkedin please",
      "actually drop the linkedin for now, just the cv",
      "Rachael Wangui",
      "0723 998 140",
    ],
    expect: {
      firstName: "Rachael",
      lastName: "Wangui",
      phone: "+254723998140",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-125: the CV replaced by interview preparation",
    says: [
      "I came for a CV but a recruiter told me mine is fine. What I really need is interview prep",
      "Oscar Mwangi",
      "0790 118 274",
    ],
    expect: {
      firstName: "Oscar",
      lastName: "Mwangi",
      phone: "+254790118274",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b18-126: a principal replaces team building with a strategic plan",
    says: [
      "Team building for our teachers please",
      "Actually scratch that, the board wants a strategic plan written first. Training can wait",
      "Mrs. Janet Kariuki, principal, Kiriko Mixed Day Secondary School",
      "0722 607 318",
    ],
    expect: {
      firstName: "Janet",
      lastName: "Kariuki",
      phone: "+254722607318",
      company: "Kiriko Mixed Day Secondary School",
      services: ["Business Writing"],
    },
  },
  {
    name: "b18-127: the name refused once, then given",
    says: ["CV writing", "why do you need my name?", "ok fine, it's Maureen Kendi", "0712 605 331"],
    expect: {
      firstName: "Maureen",
      lastName: "Kendi",
      phone: "+254712605331",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-128: the name refused twice, never given",
    says: [
      "I want my dissertation edited",
      "I'd rather not say my name",
      "no name please, just call me",
      "0725 441 060",
    ],
    expect: { phone: "+254725441060", services: ["Editing & Proofreading"] },
  },
  {
    name: "b18-129: the phone refused, an email instead",
    says: [
      "interview coaching for a UN job interview",
      "Abdi Farah",
      "I don't share my number online",
      "no phone. email is abdi.farah@gmail.com",
    ],
    expect: {
      firstName: "Abdi",
      lastName: "Farah",
      email: "abdi.farah@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b18-130: Swahili, the phone refused twice then given, a caterer's profile",
    says: [
      "Nahitaji company profile ya biashara yangu",
      "Joyce Adongo, Adongo Caterers",
      "sitaki kutoa namba",
      "bado sitaki",
      "sawa basi, 0721 339 405",
    ],
    expect: {
      firstName: "Joyce",
      lastName: "Adongo",
      phone: "+254721339405",
      company: "Adongo Caterers",
      services: ["Business Writing"],
    },
  },
  {
    name: "b18-131: answers to questions not asked, a town and years of experience",
    says: [
      "cover letter pls",
      "I'm in Eldoret",
      "I have 6 years in banking",
      "Naomi Jeruto",
      "0720 441 118",
    ],
    expect: {
      firstName: "Naomi",
      lastName: "Jeruto",
      phone: "+254720441118",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b18-132: very short replies, 'ok', 'yes', a thumbs-up before the phone",
    says: ["cv", "ok", "yes", "Peter Kamau", "👍 0722 800 316"],
    expect: {
      firstName: "Peter",
      lastName: "Kamau",
      phone: "+254722800316",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-133: a first name only, 'yes' in between",
    says: ["linkedin", "yes", "Rose", "0713 005 662"],
    expect: { firstName: "Rose", phone: "+254713005662", services: ["LinkedIn Optimization"] },
  },
  {
    name: "b18-134: price and office location beside a CV request",
    says: [
      "How much is CV writing, and where is your office? I'm in Thika. I'd like the professional one",
      "Ken Mwaura",
      "0722 448 701",
    ],
    expect: {
      firstName: "Ken",
      lastName: "Mwaura",
      phone: "+254722448701",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-135: a SACCO asks the price of a stress-management session",
    says: [
      "What does a training session cost? We're a SACCO with 18 staff and want one on stress management",
      "Mwangi Kariuki, Ushirika Bora Sacco",
      "0733 118 604",
    ],
    expect: {
      firstName: "Mwangi",
      lastName: "Kariuki",
      phone: "+254733118604",
      company: "Ushirika Bora Sacco",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b18-136: a teacher applying to a bank (neither is her company)",
    says: [
      "I teach at a primary school but I'm applying to KCB for a customer service job. I need a CV that fits banking",
      "Lucy Nyawira",
      "0724 559 107",
    ],
    expect: {
      firstName: "Lucy",
      lastName: "Nyawira",
      phone: "+254724559107",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-137: a mother, her son's school named (not her company), three-word name",
    says: [
      "My son's school, Alliance High, told parents to get the boys career guidance before they finish form four. I want him in your youth programme",
      "I'm his mum, Grace Njeri Kimani",
      "0722 903 552",
    ],
    expect: {
      firstName: "Grace",
      lastName: "Njeri Kimani",
      phone: "+254722903552",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b18-138: the employer pays for leadership coaching (the employer is the company)",
    says: [
      "My employer, Mawe Quarries Ltd, has agreed to pay for career coaching to prepare me for a plant manager role",
      "Joel Kibet Rono",
      "joel.rono@mawequarries.co.ke",
    ],
    expect: {
      firstName: "Joel",
      lastName: "Kibet Rono",
      email: "joel.rono@mawequarries.co.ke",
      company: "Mawe Quarries Ltd",
      services: ["Professional Development"],
    },
  },
  {
    name: "b18-139: Houston, a US number in its own format",
    says: [
      "Hi from Houston! I need my CV redone for US jobs",
      "Mercy Wanjiru Ngugi",
      "(832) 555-0178",
    ],
    expect: {
      firstName: "Mercy",
      lastName: "Wanjiru Ngugi",
      phone: "+18325550178",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-140: Doha, a Qatari eight-digit number",
    says: ["interview coaching please, I'm in Doha", "Hussein Omar", "5510 2947"],
    expect: {
      firstName: "Hussein",
      lastName: "Omar",
      phone: "+97455102947",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b18-141: Dubai, a UAE mobile with its 0, a first name that is a word",
    says: ["I'm in Dubai, need a linkedin profile done", "Gift Achieng", "050 667 2190"],
    expect: {
      firstName: "Gift",
      lastName: "Achieng",
      phone: "+971506672190",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b18-142: Swahili from Kampala, a Ugandan number",
    says: ["Niko Kampala, nataka CV", "Naitwa Charity Anyango", "0772 415 806"],
    expect: {
      firstName: "Charity",
      lastName: "Anyango",
      phone: "+256772415806",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-143: Perth, an Australian mobile, mining admin to HR",
    says: [
      "Hi, I'm in Perth, Australia. I want career coaching to move from mining admin into HR",
      "Collins Njoroge Gathii",
      "0412 558 930",
    ],
    expect: {
      firstName: "Collins",
      lastName: "Njoroge Gathii",
      phone: "+61412558930",
      services: ["Professional Development"],
    },
  },
  {
    name: "b18-144: a nurse in Germany wants a CV for jobs back home, a German mobile",
    says: [
      "Guten Tag 😄 I'm a Kenyan nurse in Germany, I need my CV in English for jobs back home",
      "Agnes Wairimu",
      "0151 2268 4471",
    ],
    expect: {
      firstName: "Agnes",
      lastName: "Wairimu",
      phone: "+4915122684471",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-145: London, a UK number with 0044",
    says: ["need a cover letter, I'm in London", "Dorcas Nyambura", "0044 7911 305662"],
    expect: {
      firstName: "Dorcas",
      lastName: "Nyambura",
      phone: "+447911305662",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b18-146: Swahili from Arusha, a Tanzanian number",
    says: ["Mimi niko Arusha, nataka CV ya kuomba kazi Kenya", "Naitwa Anna Mushi", "0754 318 220"],
    expect: {
      firstName: "Anna",
      lastName: "Mushi",
      phone: "+255754318220",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-147: an email spelt out with 'underscore', 'at' and 'dot'",
    says: [
      "Hi, I need proofreading of a 300-page novel",
      "Titus Kyalo",
      "titus underscore kyalo at yahoo dot com",
    ],
    expect: {
      firstName: "Titus",
      lastName: "Kyalo",
      email: "titus_kyalo@yahoo.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b18-148: everything in capitals, a juice company unnamed",
    says: [
      "WE NEED TRAINING FOR OUR SALES STAFF, WE ARE A JUICE COMPANY IN MOMBASA",
      "MARTHA AKINYI",
      "MARTHA.AKINYI@GMAIL.COM",
    ],
    expect: {
      firstName: "Martha",
      lastName: "Akinyi",
      email: "martha.akinyi@gmail.com",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b18-149: a comma for the dot in the email",
    says: ["need interview coaching", "Kelvin Mwangi", "kelvinmwangi@gmail,com"],
    expect: {
      firstName: "Kelvin",
      lastName: "Mwangi",
      email: "kelvinmwangi@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b18-150: LinkedIn then a CV, 'hotmial'",
    says: [
      "I'd like my LinkedIn optimised and then a CV",
      "Esther Wangari",
      "esther.wangari@hotmial.com",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Wangari",
      email: "esther.wangari@hotmail.com",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b18-151: a Sister's children's home funding proposal, spaces inside the email",
    says: [
      "Can you write a funding proposal for our children's home?",
      "Sr. Margaret Akoth, Tumaini Children's Home",
      "tumainichildrenshome @ gmail . com",
    ],
    expect: {
      firstName: "Margaret",
      lastName: "Akoth",
      email: "tumainichildrenshome@gmail.com",
      company: "Tumaini Children's Home",
      services: ["Business Writing"],
    },
  },
  {
    name: "b18-152: a Reverend's church wants team building for a quarrelling choir",
    says: [
      "Our church wants a team building day for the choir and the ushers 😅 they keep fighting",
      "Rev. Daniel Kipkoech Ruto, AIC Kapsabet",
      "0722 416 093",
    ],
    expect: {
      firstName: "Daniel",
      lastName: "Kipkoech Ruto",
      phone: "+254722416093",
      company: "AIC Kapsabet",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b18-153: Swahili, Bw., a fishermen's SACCO's loan policy rewritten",
    says: [
      "Tunahitaji sera ya mikopo iandikwe upya kwa chama chetu",
      "Naitwa Bw. Kassim Mwinyi, mwenyekiti wa Pwani Wavuvi Sacco",
      "0722 617 440",
    ],
    expect: {
      firstName: "Kassim",
      lastName: "Mwinyi",
      phone: "+254722617440",
      company: "Pwani Wavuvi Sacco",
      services: ["Business Writing"],
    },
  },
  {
    name: "b18-154: an NGO's 45-page donor report edited",
    says: [
      "We're an NGO and our donor report is due on Friday, can you edit it? 45 pages",
      "Lorna Chepkemoi, Hope for Girls Kenya",
      "lorna@hopeforgirls.or.ke",
    ],
    expect: {
      firstName: "Lorna",
      lastName: "Chepkemoi",
      email: "lorna@hopeforgirls.or.ke",
      company: "Hope for Girls Kenya",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b18-155: 'Madam', a deputy principal books stress management for teachers",
    says: [
      "Can you run a stress management session for our teachers during the half-term break?",
      "Madam Florence Wanjala, deputy principal, Kanduyi Girls High School",
      "0721 669 208",
    ],
    expect: {
      firstName: "Florence",
      lastName: "Wanjala",
      phone: "+254721669208",
      company: "Kanduyi Girls High School",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b18-156: a medical superintendent, name, hospital and need in one line",
    says: [
      "Dr. Omar Abdalla, medical superintendent at Lamu Cottage Hospital. Our front-desk staff need customer care training",
      "medsupt@lamucottage.co.ke",
    ],
    expect: {
      firstName: "Omar",
      lastName: "Abdalla",
      email: "medsupt@lamucottage.co.ke",
      company: "Lamu Cottage Hospital",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b18-157: a father pays for his daughter's CV and gives his own name",
    says: [
      "My daughter finished her nursing diploma and she needs a CV. I will pay",
      "I'm her father, Johnstone Makori",
      "0722 331 809",
    ],
    expect: {
      firstName: "Johnstone",
      lastName: "Makori",
      phone: "+254722331809",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-158: supervisors who shout, training by outcome",
    says: [
      "Our supervisors don't know how to give feedback without shouting and staff are resigning. Can you come and work with them?",
      "Rebecca Muthoni, Jua Kali Garments Ltd",
      "0733 880 215",
    ],
    expect: {
      firstName: "Rebecca",
      lastName: "Muthoni",
      phone: "+254733880215",
      company: "Jua Kali Garments Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b18-159: a fish trader wants a profile, then team building",
    says: [
      "We need a company profile and then a team building session for the staff",
      "Omondi Otieno, Lake Basin Fish Traders",
      "0722 119 370",
    ],
    expect: {
      firstName: "Omondi",
      lastName: "Otieno",
      phone: "+254722119370",
      company: "Lake Basin Fish Traders",
      services: ["Business Writing", "Corporate Training"],
    },
  },
  {
    name: "b18-160: three services asked, the middle one dropped",
    says: [
      "CV, cover letter and LinkedIn please",
      "Actually skip the cover letter",
      "Lavender Akinyi",
      "0716 998 203",
    ],
    expect: {
      firstName: "Lavender",
      lastName: "Akinyi",
      phone: "+254716998203",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b18-161: Swahili, 'usaili' then a CV, a name that is a word",
    says: [
      "Nisaidie kujiandaa kwa usaili, halafu pia mniandikie CV",
      "Naitwa Subira Hamisi",
      "0724 005 183",
    ],
    expect: {
      firstName: "Subira",
      lastName: "Hamisi",
      phone: "+254724005183",
      services: ["Interview Coaching", "CV Writing"],
    },
  },
  {
    name: "b18-162: a four-word name with emoji, a phone with hyphens",
    says: ["hey 👋 need a linkedin makeover", "Mary Atieno Akinyi Ouma 💫", "+254-722-410-556"],
    expect: {
      firstName: "Mary",
      lastName: "Atieno Akinyi Ouma",
      phone: "+254722410556",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b18-163: a nickname corrected to the full name",
    says: [
      "need a cv",
      "Jeff Mutua",
      "sorry, Geoffrey Mutua. Jeff is what my friends call me",
      "0727 445 001",
    ],
    expect: {
      firstName: "Geoffrey",
      lastName: "Mutua",
      phone: "+254727445001",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-164: a short phone corrected",
    says: ["cover letter", "Lilian Wangeci", "0722 41 88 0", "sorry that's wrong, 0722 418 806"],
    expect: {
      firstName: "Lilian",
      lastName: "Wangeci",
      phone: "+254722418806",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b18-165: a calls line and a WhatsApp line (the WhatsApp one kept)",
    says: ["interview prep", "Stephen Wafula", "calls 0733 221 904, WhatsApp 0712 441 706"],
    expect: {
      firstName: "Stephen",
      lastName: "Wafula",
      phone: "+254712441706",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b18-166: a phone in dashed pairs",
    says: ["Need my CV done professionally, I'm in accounts", "Diana Jerop", "07-22-55-61-09"],
    expect: {
      firstName: "Diana",
      lastName: "Jerop",
      phone: "+254722556109",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-167: an email with '(at)'",
    says: [
      "I'd like a cover letter and a CV, in that order",
      "Peter Kiilu",
      "Email me at peter.kiilu(at)gmail.com",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Kiilu",
      email: "peter.kiilu@gmail.com",
      services: ["Cover Letters", "CV Writing"],
    },
  },
  {
    name: "b18-168: a Pastor preparing for a chaplaincy interview (the university is applied to)",
    says: [
      "Pastor Evans Omwenga here. I need help preparing for an interview for a chaplain post at a university",
      "0722 560 128",
    ],
    expect: {
      firstName: "Evans",
      lastName: "Omwenga",
      phone: "+254722560128",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b18-169: a retired army captain moving into corporate security",
    says: [
      "After 22 years in the army I am retiring and want coaching to move into corporate security management",
      "Capt. (Rtd) Joseph Lekishon Saitoti",
      "j.saitoti@gmail.com",
    ],
    expect: {
      firstName: "Joseph",
      lastName: "Lekishon Saitoti",
      email: "j.saitoti@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b18-170: a location question before the name",
    says: [
      "need proofreading for my project report",
      "are you guys in Nairobi?",
      "ok. Moses Ndegwa",
      "0722 991 340",
    ],
    expect: {
      firstName: "Moses",
      lastName: "Ndegwa",
      phone: "+254722991340",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b18-171: Sheng, a budget given unasked, a CV",
    says: [
      "Niaje, nataka CV fiti ya kuapply job za hotel",
      "budget yangu ni 2k",
      "Naitwa Kevin Wafula",
      "0759 661 204",
    ],
    expect: {
      firstName: "Kevin",
      lastName: "Wafula",
      phone: "+254759661204",
      services: ["CV Writing"],
    },
  },
  {
    name: "b18-172: a surname that is an English word, beside 'my names are'",
    says: [
      "I need a business plan for my bakery",
      "my names are Hope Baker, Sweet Crumbs Bakery",
      "0718 402 977",
    ],
    expect: {
      firstName: "Hope",
      lastName: "Baker",
      phone: "+254718402977",
      company: "Sweet Crumbs Bakery",
      services: ["Business Writing"],
    },
  },
  // Life stories of 150-300 words, two in Swahili and two in Sheng.
  {
    name: "b18-173: life story, a tea factory's HR officer wants training for heads of section",
    says: [teaFactoryStory],
    expect: {
      firstName: "Caroline",
      lastName: "Jelagat Rotich",
      phone: "+254722905271",
      email: "hr@chemosittea.co.ke",
      company: "Chemosit Tea Factory",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b18-174: Swahili life story, a widow's agrovet business plan for a cooperative loan",
    says: [olKalouAgrovetStory],
    expect: {
      firstName: "Zipporah",
      lastName: "Wanjiru Githinji",
      phone: "+254723486109",
      company: "Githinji Agrovet",
      services: ["Business Writing"],
    },
  },
  {
    name: "b18-175: Sheng life story, a matatu driver's CV then interview coaching for a job abroad",
    says: [rongaiDriverStory],
    expect: {
      firstName: "Dennis",
      lastName: "Kiprotich Ngetich",
      phone: "+254798442160",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b18-176: life story, a nurse in the UK, coaching first then LinkedIn",
    says: [leicesterNurseStory],
    expect: {
      firstName: "Beatrice",
      lastName: "Nyaboke Onsongo",
      phone: "+447700914382",
      email: "b.onsongo@nhs.net",
      services: ["Professional Development", "LinkedIn Optimization"],
    },
  },
  {
    name: "b18-177: Swahili life story, a county office's training for ward administrators",
    says: [wardAdministratorsStory],
    expect: {
      firstName: "Mwanajuma",
      lastName: "Kahindi Charo",
      phone: "+254733615082",
      email: "mkcharo@kilifi.go.ke",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b18-178: life story, a teacher moving to an NGO, a CV and a cover letter (the NGO is applied to)",
    says: [teacherToNgoStory],
    expect: {
      firstName: "Josphat",
      lastName: "Musyoka Kilonzo",
      phone: "+254722540338",
      email: "josphatkilonzo@gmail.com",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b18-179: Sheng life story, a third-year student wants the attachment programme",
    says: [comradeAttachmentStory],
    expect: {
      firstName: "Sheila",
      lastName: "Awino Owuor",
      phone: "+254757330914",
      services: ["Youth Programs"],
    },
  },
];
