import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 31 for `npm run bench:assistant`, written on 2026-12-04 by the helper
 * "asst-batch31", apart from the engine. Rules of apartness, as followed: nothing under server/,
 * app/ or tests/ was opened, listed or grepped, nor /work/firstruns/, nor bench/README.md, nor
 * bench/assistant.ts or any other bench runner; no history command was run (git commands:
 * `worktree add`, then `add`, commit, `rev-parse`, rebase, merge; `git status` was not run in
 * /work/main). `npx react-router typegen` was run once (it succeeded), and again inside
 * `npm run typecheck`. What was read: the helper protocol; `ls bench/`; biome.json;
 * bench/assistant-personas-batch4.ts lines 1-50 (the type, its header and the opening of its life
 * story); bench/assistant-personas-batch30.ts lines 1-334 (its header, its seven life stories and
 * personas b30-001 to b30-012, up to the opening brace of the thirteenth entry), for format and
 * conventions only, after a grep for the line number of "b30-013:" whose output was cut to the
 * line number; content/services.ts (the services' names, summaries, keywords and synonyms); the
 * lines of /work/shared/SPEC.md matching "hand-over", "handover", "chat widget" or "lead". The
 * first names seen in batch 30's part read and in batch 4's opening life story were kept out of
 * this batch by a throwaway script (outside the repository), which also checked the count, that
 * ids run in order, that no persona name, first name or phone repeats, that every Kenyan phone is
 * +2547/+2541 and 8 more digits, that each expected phone's digits appear in the persona's lines,
 * that every service is a content/services.ts `name`, that emails are expected in lower case, and
 * that every persona leaves a phone or an email. The bench was not run.
 *
 * The first 56 personas are ordinary visitors (one clear request, a name, a phone or email, in
 * everyday wording: an NGO field assistant in Kakuma, a livestock officer in Marsabit, a tour
 * guide in Lamu, a Vihiga teacher before a TSC interview, a fish trader at Usenge in Siaya, a rice
 * mill in Mwea, an Embu University student seeking attachment, a Chuka hospital's nurses, a
 * Kabarnet school, a Voi poet, a Kacheliba CBO, an Isiolo driver, a Bungoma KMTC graduate, a Mara
 * camp, a Kitui nurse before KEMRI, a Machakos advocate, a Murang'a avocado exporter's tender, a
 * Nandi Hills teacher into NGO work, a Kitale seed company's HR manual, a Hola clinical officer, a
 * Mandera teacher for UNICEF, a Maralal ranger before KWS, a Nyahururu pharmacist, a Meru
 * lecturer's article, a Migori miners' SACCO, a Busia county youth department, an Iten runner
 * retiring, a Kerugoya mechanic bound for Qatar, a Siakago women group's constitution, a
 * Mpeketoni school's teachers, a Moyale teller before the Central Bank, a church in Mbale
 * (Vihiga), a JOOUST project, an Eldama Ravine dairy, a Taveta banana co-operative's board, a
 * Kapenguria teacher, an Isiolo graduate seeking an internship, a procurement officer for the
 * World Bank, a Ruiru fintech, a Mombasa freight firm, a Kisumu medical rep, a Nakuru father for
 * his son, a Ngong teacher's fellowship, a Makueni county health department, a Watamu marine
 * researcher, an Othaya memoir, a Butere agrovet, a Webuye nurse's promotion, a Kayole mother for
 * her son's KDF interview, a Kisumu mission hospital, a Marimanti day school, a Turkana county
 * water department, an accountant for a telco, an Archers Post conservancy, a Moi University
 * lecturer's grant proposal, a Voi matatu conductor changing careers).
 * The other 66 are harder: seven long life stories, each with a service turned down or postponed
 * inside it (a Marsabit teacher turned community mobiliser, CV then interview coaching, LinkedIn
 * "can wait until March"; a Kerugoya SACCO accountant's scholarship, motivation letter then
 * editing, "please do not touch my CV"; a Kapsabet mission hospital's funding proposal, staff
 * training "after the external audit", in English; a retired chief in Wundanyi, his book edited
 * and LinkedIn refused ("sitaki mambo hayo ya mitandao"); a head teacher in Faza, a youth
 * programme with the teachers' training put off to next year, in Swahili; a Kasarani DJ, CV then
 * LinkedIn, "cover letter ... hiyo msiweke kwa list"; a Kitengela foreman bound for Qatar,
 * interview coaching, "CV ... hiyo si kitu, usiniwekee CV", in Sheng); twenty Sheng, Swahili or
 * Swahili-English personas besides the stories (two services in order, one dropped in the same
 * message, "Nilitaka CV pamoja na LinkedIn ... LinkedIn hapana", and in later messages, "Ile
 * cover letter iondoe", "Aki CV iko poa, ni LinkedIn pekee"; the phone refused twice, the name
 * refused twice, a sibling asking for a younger brother, a mother for her daughter, budgets of
 * 2.5k, 200k and 70k, a CBO, a ward youth office, a long one-message reply, a typo "jina lngu");
 * names with emoji (two), a typo ("my nam is"), honorifics (Mr., Ms., Mrs., Mzee, Mwalimu, Dr.,
 * Prof., Eng., Hon., Rev. Fr., Pastor, Major (Rtd)), a name in capitals with an apostrophe, one
 * in lower case, a single name twice ("amos", "Wanza"), three-word names (eleven, six of them in
 * the stories); two services in one message in order (four besides the stories); a service dropped
 * in the same message (two) or in a later one (four); a field refused twice (phone, email, name
 * twice); answers to questions not asked (a phone first, a budget and deadline first, a job title
 * and employer); very short replies (three) and very long ones (two); budgets (seven with the
 * story's); group and corporate training (a hospital, a camp, a freight firm, a conservancy, a
 * co-operative board, a SACCO board, a school's teachers, a county department, a feeds company, a
 * cashew factory); youth programmes (schools, churches, a parish, a ward, county offices, a
 * father's son, a brother, graduates); employers asking for staff (sales reps to be trained on
 * joining, job descriptions for new hires at a hardware); organisations with "Ltd", "(K) Ltd",
 * "SACCO", "Co-operative Society", "CBO", "St.", schools, churches, a parish, hospitals, county
 * departments and an NGO; phones with spaces, without, 254 without plus, "+254 " with an 010
 * number, 011 numbers, split over two messages, a corrected number and one foreign number
 * (Qatar); emails with dots, capitals, institutional and county domains and a mistyped domain
 * (gmal).
 *
 * Expectation conventions as batch 30's: titles and honorifics (Mr., Mrs., Ms., Mzee, Mwalimu,
 * Dr., Prof., Eng., Hon., Rev. Fr., Pastor, Major (Rtd)) are not part of the name; `lastName` is
 * everything after the first name; names written in capitals (or all in lower case) are expected
 * in ordinary case, emoji left out, a nickname left out; emails in lower case, a mistyped domain
 * corrected; a corrected field replaces the first; a declined or postponed service is not
 * expected; services in the order asked; a motivation letter is a cover letter, a concept note,
 * proposal, constitution, policy manual or job description is business writing, career guidance
 * or coaching is professional development, staff workshops are corporate training, and school,
 * church, ward and graduate career programmes are youth programmes; a visitor who never gives a
 * name has no `firstName`, and a visitor who gives one name only has no `lastName`; `company` is
 * the organisation the visitor names as theirs (a business, SACCO, co-operative, school, church,
 * parish, hospital, CBO, NGO, conservancy or county department), an individual's employer
 * mentioned in passing is not, and a parent, sibling or officer asking for others is recorded
 * under their own name. Phones are expected in E.164, a foreign number with its own country code.
 * Not registered anywhere.
 */

const storyMarsabit = [
  "Good afternoon. Please bear with me, I will tell you where I am coming from so that you advise me well.",
  "I grew up in Marsabit town and trained as a primary school teacher at a college in Meru, and I taught for nine years at a small school near Kargi where the children walk ten kilometres to come to class.",
  "During the drought of 2022 a relief organisation used our school as a feeding centre, and I was the one keeping the registers and talking to the mothers, so when they left they offered me a contract as a community mobiliser.",
  "Since then I have done three short contracts with two organisations, nutrition and then water, but each one ends after six or eight months and I am back to waiting.",
  "Now a big international organisation has advertised a permanent post of field officer in Marsabit and North Horr, and the closing date is in two weeks.",
  "My CV still reads like a teacher's CV, it does not say anything about the registers, the mothers' groups or the water committees I formed, so I need it rewritten for this kind of job.",
  "If they shortlist me, I would also like you to prepare me for the interview, because the last panel asked me about logframes and I froze.",
  "My cousin says I should also fix my LinkedIn, but that one can wait until March, after this application is done, I do not have the energy for it now.",
  "I am Mr. Jillo Roba Huka, and you can get me on 0722 418 963, WhatsApp works even when the network is weak.",
].join(" ");

const storyScholarship = [
  "Hi. I will explain everything in one go because I have been going round in circles for a while.",
  "I grew up on my parents' rice farm in Mwea, Kirinyaga, and I was the first in the family to go to university, where I studied economics and statistics at Kenyatta University.",
  "After graduating I joined a farmers' SACCO in Kerugoya as an accounts assistant, and for five years I have been doing loan reconciliations and the monthly returns to SASRA.",
  "Somewhere along the way I became interested in why farmers default on loans after bad seasons, and I wrote a small research proposal on crop insurance that my former lecturer liked very much.",
  "He encouraged me to apply for a master's scholarship in Germany, and the application needs a motivation letter of two pages and the research proposal, due on the fifteenth of next month.",
  "So I need two things: first the motivation letter written with me, because mine sounds like a begging letter, and then the research proposal edited and proofread, it is twelve pages and the language is rough.",
  "Please do not touch my CV, it is already in the Europass format the scholarship asks for and my lecturer has approved it.",
  "My name is Ms. Caroline Wangari Muriuki.",
  "My email is caroline.wmuriuki@gmail.com, I check it every day after work.",
].join(" ");

const storyMzee = [
  "Hamjambo vijana. Mimi ni mzee wa miaka sabini na mbili, nimestaafu, na ninaishi Wundanyi, Kaunti ya Taita-Taveta.",
  "Nilifanya kazi ya ualimu kwa miaka thelathini, halafu nikawa chifu wa lokesheni kwa miaka kumi na minne, kwa hivyo nimeona mambo mengi ya jamii yetu ya Wataita.",
  "Tangu nistaafu nimekuwa nikiandika kitabu kuhusu historia ya koo zetu, desturi za zamani, na jinsi tulivyoishi wakati wa ukoloni milimani.",
  "Nimeandika kwa mkono kwanza, halafu mjukuu wangu akanipigia chapa kwenye kompyuta, na sasa kitabu kina kurasa kama mia moja na themanini.",
  "Shida ni kwamba kuna makosa mengi ya lugha, sura zingine zinarudia mambo, na majina ya watu na mahali hayajaandikwa kwa njia moja.",
  "Ninataka mtu makini akisahihishe na kukihariri vizuri kabla sijakipeleka kwa mchapishaji pale Mombasa.",
  "Mjukuu wangu alisema niulize pia kuhusu hiyo LinkedIn, lakini mimi sitaki mambo hayo ya mitandao, niacheni na kitabu changu tu.",
  "Jina langu ni Mzee Elijah Mwakisha Mghanga.",
  "Simu yangu ni 0721 640 297, nipigieni mchana, usiku nalala mapema.",
].join(" ");

const storyFaza = [
  "Assalamu alaikum. Mimi ni mwalimu mkuu wa shule ya sekondari huko Faza, kisiwa cha Pate, Kaunti ya Lamu.",
  "Shule yetu ni ndogo, tuna wanafunzi mia tatu, na wengi wao ni watoto wa wavuvi na wakulima wa minazi.",
  "Kila mwaka wanafunzi wa kidato cha nne wanamaliza na kubaki kijijini bila kujua waende wapi, wengine wanaishia kwenye boti tu au kuolewa mapema.",
  "Hakuna mtu wa kuwaelekeza kuhusu vyuo, kozi za ufundi, jinsi ya kuomba nafasi za mafunzo au kazi, na hata kuandika barua ya kuomba hawajui.",
  "Nimesikia mna programu ya vijana ya kuwaandaa kwa kazi na masomo, na hiyo ndiyo tunayoitaka kwa wanafunzi wa kidato cha nne, kabla ya mitihani ya mwisho ya mwaka.",
  "Pia nilikuwa nafikiria mafunzo kwa walimu wangu kuhusu ushauri nasaha, lakini hayo tutazungumza mwaka ujao, bajeti ya mwaka huu haitoshi.",
  "Bodi ya shule imeidhinisha shilingi elfu hamsini kwa ajili ya programu ya wanafunzi.",
  "Naitwa Mwalimu Athman Bwanaheri, wa Faza Secondary School.",
  "Nambari yangu ya simu ni 0710 374 825.",
].join(" ");

const storyBrayo = [
  "Wozza wasee, niko na story kiasi, mskize tu.",
  "Nilimaliza diploma ya marketing pale KCA 2021, lakini hakuna mtu alinipea job, so nikaanza kuDJ kwa ma-club za Kasarani na ma-birthday parties.",
  "Kando ya hiyo nikaanza ku-run TikTok na Instagram za ma-brand ndogo ndogo, kama salon ya dem wangu na ka-restaurant ya mathe pale Mwiki, na page moja imefika followers fifty k.",
  "Sahii kuna agency moja ya digital marketing Westlands inatafuta social media officer, na hiyo kazi naiweza, nimekuwa nikiifanya bila jina.",
  "Lakini CV yangu ni ile ya shule, haina kitu ya ma-page nimeku-grow wala ma-numbers, so nataka CV mpya ya maana.",
  "Alafu LinkedIn yangu iko dead, haina picha hata, na hao watu wa agency wanaangalia huko kwanza, so nataka pia hiyo iwekwe sawa.",
  "Cover letter nitajiandikia mwenyewe, hiyo msiweke kwa list, nimeshaiandika.",
  "Naitwa Bravin Ochieng Otuoma, lakini ma-beshte huniita Brayo.",
  "Namba yangu ni 0798 214 563, WhatsApp iko on.",
].join(" ");

const storyQatar = [
  "Sasa boss, mi ni fundi wa mjengo, nimekuwa nikifanya kazi Kitengela na Syokimau for like eight years, kujenga ma-apartment na ma-maisonette.",
  "Nilianza kama kibarua wa kubeba mawe, nikajifunza masonry kwa site, alafu nikapata certificate ya NITA grade two, sahii niko foreman wa ma-fundi kumi.",
  "Kuna agent pale Nairobi CBD ameniunganisha na company ya construction huko Qatar, wanatafuta foremen, mshahara ni poa kuliko ya hapa mara tatu.",
  "Wamesema kuna interview ya video na engineer wao, kwa English, na watauliza kuhusu safety na kusoma drawings, na mimi English yangu ni ya site tu.",
  "Nataka mtu anitayarishe vizuri kwa hiyo interview, mock interview kama mbili ama tatu, nijue vile nitajibu.",
  "CV agent alishaniandikia, hiyo si kitu, usiniwekee CV, nataka tu interview iende poa.",
  "Naitwa Kelvin Mutiso Kyalo.",
  "Nipigie 0740 827 153, ama WhatsApp hiyo hiyo.",
].join(" ");

const storyHospital = [
  "Good morning. I am the medical superintendent of a faith-based hospital in Kapsabet, Nandi County, and I will explain our situation briefly, though it may not be so brief.",
  "I joined the hospital in 2014 as a young medical officer, when we had forty beds and one theatre, and over ten years we have grown to a hundred and twenty beds and we now serve patients from Nandi, Uasin Gishu and Vihiga.",
  "Our maternity wing is the oldest building in the compound, it was put up by the missionaries in 1968, the roof leaks and mothers share beds in the busy months.",
  "The diocese has found a foundation in the Netherlands that funds maternal health buildings, and they have asked us for a full funding proposal with a budget, a work plan and how we will sustain the wing.",
  "None of us has written such a proposal before, we are doctors and nurses, so we want you to write it with us, we will give you all the figures and the drawings from the architect.",
  "The board also asked me to request a customer care training for our staff, but we have agreed that the training will come after the external audit in April, so please do not book it now.",
  "For now it is the proposal only, and the deadline from the foundation is the end of January.",
  "I am Dr. Hillary Kipkoech Sang, and the hospital is St. Luke's Mission Hospital Kapsabet.",
  "My email is h.sang@stlukeskapsabet.org and my phone is 0729 514 806.",
].join(" ");

export const batch31Personas: Batch4Persona[] = [
  // Ordinary visitors.
  {
    name: "b31-001: a Kakuma NGO field assistant's CV",
    says: [
      "I work as a field assistant with an NGO in Kakuma and I need my CV redone",
      "Esekon Lokwang",
      "0722 310 584",
    ],
    expect: {
      firstName: "Esekon",
      lastName: "Lokwang",
      phone: "+254722310584",
      services: ["CV Writing"],
    },
  },
  {
    name: "b31-002: a Marsabit livestock officer's cover letter for an FAO post",
    says: [
      "I'm a livestock officer in Marsabit applying to FAO, I need a cover letter for the advert",
      "Guyo Wario",
      "guyo.wario@gmail.com",
    ],
    expect: {
      firstName: "Guyo",
      lastName: "Wario",
      email: "guyo.wario@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b31-003: a Lamu tour guide's LinkedIn profile",
    says: [
      "I'm a tour guide in Lamu Old Town and I want my LinkedIn profile to look professional",
      "Omar Bakari",
      "0711 204 968",
    ],
    expect: {
      firstName: "Omar",
      lastName: "Bakari",
      phone: "+254711204968",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b31-004: a Vihiga teacher before a TSC promotion interview",
    says: [
      "I teach at a primary school in Vihiga and I have a TSC interview for head teacher, can you prepare me?",
      "Sabina Ingasia",
      "0729 641 370",
    ],
    expect: {
      firstName: "Sabina",
      lastName: "Ingasia",
      phone: "+254729641370",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b31-005: a Siaya fish trader's business plan for a Youth Fund loan",
    says: [
      "I sell fish at Usenge beach in Siaya and the Youth Fund wants a business plan from me",
      "Kennedy Omondi",
      "0745 182 906",
    ],
    expect: {
      firstName: "Kennedy",
      lastName: "Omondi",
      phone: "+254745182906",
      services: ["Business Writing"],
    },
  },
  {
    name: "b31-006: a Mwea rice mill's company profile",
    says: [
      "We run a rice mill in Mwea, Kirinyaga, and we need a company profile for our buyers",
      "Wanjiku Muriithi, Mwea Grain Millers Ltd",
      "wanjiku@mweagrain.co.ke",
    ],
    expect: {
      firstName: "Wanjiku",
      lastName: "Muriithi",
      email: "wanjiku@mweagrain.co.ke",
      company: "Mwea Grain Millers Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b31-007: an Embu University student looking for attachment",
    says: [
      "I'm a third year at the University of Embu and I'm looking for attachment, I heard you help students",
      "Brian Njeru",
      "0768 430 215",
    ],
    expect: {
      firstName: "Brian",
      lastName: "Njeru",
      phone: "+254768430215",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b31-008: a Chuka hospital's customer care training for nurses",
    says: [
      "I'm the nursing officer in charge at Chuka County Referral Hospital and we want customer care training for our nurses",
      "Purity Kagendo, Chuka County Referral Hospital",
      "purity.kagendo@tharakanithi.go.ke",
    ],
    expect: {
      firstName: "Purity",
      lastName: "Kagendo",
      email: "purity.kagendo@tharakanithi.go.ke",
      company: "Chuka County Referral Hospital",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b31-009: a Kabarnet principal's career readiness day for Form Fours",
    says: [
      "I'm the principal of a school in Kabarnet, Baringo, and we want a career readiness programme for our Form Fours",
      "Kiplagat Chepkwony, Kabarnet High School",
      "0720 918 463",
    ],
    expect: {
      firstName: "Kiplagat",
      lastName: "Chepkwony",
      phone: "+254720918463",
      company: "Kabarnet High School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b31-010: a Voi teacher's poetry collection edited",
    says: [
      "I teach English in Voi and I've written a collection of poems, I'd like it edited before printing",
      "Grace Wawuda",
      "0733 562 810",
    ],
    expect: {
      firstName: "Grace",
      lastName: "Wawuda",
      phone: "+254733562810",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b31-011: a Kacheliba CBO's grant proposal",
    says: [
      "Our CBO in Kacheliba, West Pokot, wants to apply for a grant and we need the proposal written",
      "Sammy Losike, Kacheliba Women Empowerment CBO",
      "0796 305 127",
    ],
    expect: {
      firstName: "Sammy",
      lastName: "Losike",
      phone: "+254796305127",
      company: "Kacheliba Women Empowerment CBO",
      services: ["Business Writing"],
    },
  },
  {
    name: "b31-012: an Isiolo driver's cover letter for a conservancy job",
    says: [
      "I'm a driver in Isiolo and a conservancy is hiring, I need a cover letter",
      "Abdullahi Galgalo",
      "0724 871 360",
    ],
    expect: {
      firstName: "Abdullahi",
      lastName: "Galgalo",
      phone: "+254724871360",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b31-013: a Bungoma KMTC graduate's CV",
    says: [
      "I just graduated from KMTC Bungoma as a pharmaceutical technologist and I need a CV",
      "Nekesa Wanyonyi",
      "nekesa.wanyonyi@yahoo.com",
    ],
    expect: {
      firstName: "Nekesa",
      lastName: "Wanyonyi",
      email: "nekesa.wanyonyi@yahoo.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b31-014: a Maasai Mara camp's staff training",
    says: [
      "I manage a tented camp in the Maasai Mara and I want a service training for our waiters and housekeepers",
      "Saitoti Kaelo, Mara Enkereri Camp Ltd",
      "0722 047 591",
    ],
    expect: {
      firstName: "Saitoti",
      lastName: "Kaelo",
      phone: "+254722047591",
      company: "Mara Enkereri Camp Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b31-015: a Kitui nursing officer before a KEMRI interview",
    says: [
      "I'm a nursing officer in Kitui and I've been shortlisted by KEMRI, I want interview practice",
      "Mwende Kilonzo",
      "0710 593 284",
    ],
    expect: {
      firstName: "Mwende",
      lastName: "Kilonzo",
      phone: "+254710593284",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b31-016: a Machakos advocate's LinkedIn",
    says: [
      "I'm an advocate practising in Machakos and I want my LinkedIn to bring me corporate clients",
      "Kioko Musyoka",
      "kioko.musyoka@outlook.com",
    ],
    expect: {
      firstName: "Kioko",
      lastName: "Musyoka",
      email: "kioko.musyoka@outlook.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b31-017: a Murang'a avocado exporter's tender documents",
    says: [
      "We export avocados from Murang'a and we're bidding for a supermarket tender, we need the tender documents prepared",
      "Kariuki Mwangi, Kandara Fresh Exporters Ltd",
      "0728 316 049",
    ],
    expect: {
      firstName: "Kariuki",
      lastName: "Mwangi",
      phone: "+254728316049",
      company: "Kandara Fresh Exporters Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b31-018: a Nandi Hills teacher moving into NGO work",
    says: [
      "I'm a teacher in Nandi Hills and I want career coaching to move into NGO work",
      "Chebet Rotich",
      "0719 752 430",
    ],
    expect: {
      firstName: "Chebet",
      lastName: "Rotich",
      phone: "+254719752430",
      services: ["Professional Development"],
    },
  },
  {
    name: "b31-019: a Kitale seed company's HR policy manual",
    says: [
      "I'm the HR officer of a seed company in Kitale and we need an HR policy manual written",
      "Moses Barasa, Kitale Seed Growers Ltd",
      "moses.barasa@kitaleseed.co.ke",
    ],
    expect: {
      firstName: "Moses",
      lastName: "Barasa",
      email: "moses.barasa@kitaleseed.co.ke",
      company: "Kitale Seed Growers Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b31-020: a Hola clinical officer's CV for MSF",
    says: [
      "I'm a clinical officer in Hola, Tana River, and I want a CV good enough for MSF",
      "Mohamed Dhadho",
      "0725 604 918",
    ],
    expect: {
      firstName: "Mohamed",
      lastName: "Dhadho",
      phone: "+254725604918",
      services: ["CV Writing"],
    },
  },
  {
    name: "b31-021: a Mandera teacher's cover letter for UNICEF",
    says: [
      "I'm a teacher in Mandera and UNICEF has an education officer post, I need an application letter",
      "Ibrahim Maalim",
      "ibrahim.maalim@gmail.com",
    ],
    expect: {
      firstName: "Ibrahim",
      lastName: "Maalim",
      email: "ibrahim.maalim@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b31-022: a Maralal ranger before a KWS interview",
    says: [
      "I'm a community ranger in Maralal and I have a KWS interview next month, I need coaching",
      "Lekishon Lenolkirap",
      "0702 518 673",
    ],
    expect: {
      firstName: "Lekishon",
      lastName: "Lenolkirap",
      phone: "+254702518673",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b31-023: a Nyahururu pharmacist's LinkedIn",
    says: [
      "I'm a pharmacist in Nyahururu and my LinkedIn profile needs work",
      "Njambi Kihara",
      "0741 382 905",
    ],
    expect: {
      firstName: "Njambi",
      lastName: "Kihara",
      phone: "+254741382905",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b31-024: a Meru lecturer's journal article proofread",
    says: [
      "I lecture at Meru University and I need a journal article proofread before submission",
      "Kinyua Mutwiri",
      "kinyua.mutwiri@must.ac.ke",
    ],
    expect: {
      firstName: "Kinyua",
      lastName: "Mutwiri",
      email: "kinyua.mutwiri@must.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b31-025: a Migori miners' SACCO annual report",
    says: [
      "Our miners' SACCO in Migori needs its annual report written for the AGM",
      "Ezekiel Odhiambo, Macalder Artisanal Miners SACCO",
      "0723 960 412",
    ],
    expect: {
      firstName: "Ezekiel",
      lastName: "Odhiambo",
      phone: "+254723960412",
      company: "Macalder Artisanal Miners SACCO",
      services: ["Business Writing"],
    },
  },
  {
    name: "b31-026: a Busia county youth department's programme",
    says: [
      "I work in the youth department of Busia County and we want a career programme for the youth in our wards",
      "Achieng Barasa, Department of Youth Affairs, Busia County",
      "achieng.barasa@busia.go.ke",
    ],
    expect: {
      firstName: "Achieng",
      lastName: "Barasa",
      email: "achieng.barasa@busia.go.ke",
      company: "Department of Youth Affairs, Busia County",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b31-027: an Iten athlete's coaching for life after running",
    says: [
      "I'm a marathon runner in Iten and I'm retiring soon, I need career coaching for what comes next",
      "Sharon Jepkosgei",
      "0790 214 673",
    ],
    expect: {
      firstName: "Sharon",
      lastName: "Jepkosgei",
      phone: "+254790214673",
      services: ["Professional Development"],
    },
  },
  {
    name: "b31-028: a Kerugoya mechanic's CV for a job in Qatar",
    says: [
      "I'm a motor mechanic in Kerugoya and I got a chance in Qatar, they want a CV",
      "Gichuki Maina",
      "0757 841 236",
    ],
    expect: {
      firstName: "Gichuki",
      lastName: "Maina",
      phone: "+254757841236",
      services: ["CV Writing"],
    },
  },
  {
    name: "b31-029: a Siakago women group's constitution",
    says: [
      "Our women group in Siakago, Embu, needs a constitution written for registration",
      "Rebecca Wawira, Siakago Twiga Women Group",
      "0714 620 593",
    ],
    expect: {
      firstName: "Rebecca",
      lastName: "Wawira",
      phone: "+254714620593",
      company: "Siakago Twiga Women Group",
      services: ["Business Writing"],
    },
  },
  {
    name: "b31-030: a Mpeketoni school's training for its teachers",
    says: [
      "We are a secondary school in Mpeketoni, Lamu, and we want a workshop for our teachers on stress management",
      "Abdalla Shee, Mpeketoni Secondary School",
      "0727 309 481",
    ],
    expect: {
      firstName: "Abdalla",
      lastName: "Shee",
      phone: "+254727309481",
      company: "Mpeketoni Secondary School",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b31-031: a Moyale bank teller before a Central Bank interview",
    says: [
      "I'm a bank teller in Moyale and I've been invited for an interview at the Central Bank, please help me prepare",
      "Boru Halake",
      "boru.halake@gmail.com",
    ],
    expect: {
      firstName: "Boru",
      lastName: "Halake",
      email: "boru.halake@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b31-032: a Mbale (Vihiga) church's youth mentorship",
    says: [
      "Our church in Mbale, Vihiga, wants a youth programme to guide our young people on careers",
      "Enos Amugune, PAG Church Mbale",
      "0738 402 615",
    ],
    expect: {
      firstName: "Enos",
      lastName: "Amugune",
      phone: "+254738402615",
      company: "PAG Church Mbale",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b31-033: a JOOUST student's final-year project proofread",
    says: [
      "I'm at JOOUST in Bondo and my final year project needs proofreading",
      "Awino Ogola",
      "awino.ogola@students.jooust.ac.ke",
    ],
    expect: {
      firstName: "Awino",
      lastName: "Ogola",
      email: "awino.ogola@students.jooust.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b31-034: an Eldama Ravine dairy's company profile",
    says: [
      "We process milk in Eldama Ravine and we need a company profile",
      "Kipchumba Kimaiyo, Ravine Highland Dairies Ltd",
      "0722 730 169",
    ],
    expect: {
      firstName: "Kipchumba",
      lastName: "Kimaiyo",
      phone: "+254722730169",
      company: "Ravine Highland Dairies Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b31-035: a Taveta co-operative's board training",
    says: [
      "I'm the manager of a banana co-operative in Taveta and our board needs governance training",
      "Mwanaisha Juma, Taveta Banana Growers Co-operative Society",
      "0716 845 203",
    ],
    expect: {
      firstName: "Mwanaisha",
      lastName: "Juma",
      phone: "+254716845203",
      company: "Taveta Banana Growers Co-operative Society",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b31-036: a Kapenguria teacher's cover letter for a county job",
    says: [
      "I'm a teacher in Kapenguria applying for a county ECDE coordinator job, I need a cover letter",
      "Chepkemoi Lokal",
      "0793 126 580",
    ],
    expect: {
      firstName: "Chepkemoi",
      lastName: "Lokal",
      phone: "+254793126580",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b31-037: an Isiolo graduate looking for an internship",
    says: [
      "I graduated last year and I'm in Isiolo, I want help getting an internship",
      "Hussein Golicha",
      "0705 937 421",
    ],
    expect: {
      firstName: "Hussein",
      lastName: "Golicha",
      phone: "+254705937421",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b31-038: a Nairobi procurement officer's CV for the World Bank",
    says: [
      "I'm a procurement officer in Nairobi applying to the World Bank, my CV needs to be redone",
      "Winfred Kemunto",
      "winfred.kemunto@gmail.com",
    ],
    expect: {
      firstName: "Winfred",
      lastName: "Kemunto",
      email: "winfred.kemunto@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b31-039: a Ruiru fintech start-up's investor proposal",
    says: [
      "We're a small fintech in Ruiru and we need an investor proposal written",
      "Tevin Gathogo, Mkulima Pay Ltd",
      "tevin@mkulimapay.co.ke",
    ],
    expect: {
      firstName: "Tevin",
      lastName: "Gathogo",
      email: "tevin@mkulimapay.co.ke",
      company: "Mkulima Pay Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b31-040: a Mombasa freight firm's stress management workshop",
    says: [
      "Our clearing and forwarding staff in Mombasa are burnt out, we want a stress management workshop",
      "Salim Abeid, Bandari Freight Services (K) Ltd",
      "salim.abeid@bandarifreight.co.ke",
    ],
    expect: {
      firstName: "Salim",
      lastName: "Abeid",
      email: "salim.abeid@bandarifreight.co.ke",
      company: "Bandari Freight Services (K) Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b31-041: a Kisumu medical rep before a panel interview",
    says: [
      "I'm a medical rep in Kisumu and I have a panel interview with a pharma company, I need mock interviews",
      "Lavender Adhiambo",
      "0759 203 684",
    ],
    expect: {
      firstName: "Lavender",
      lastName: "Adhiambo",
      phone: "+254759203684",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b31-042: a Nakuru father asks for the youth programme for his son",
    says: [
      "My son just finished his diploma in Nakuru and I would like him to go through your youth programme",
      "Kimani Ng'ang'a",
      "0722 591 307",
    ],
    expect: {
      firstName: "Kimani",
      lastName: "Ng'ang'a",
      phone: "+254722591307",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b31-043: a Ngong teacher's cover letter for a fellowship",
    says: [
      "I'm a teacher in Ngong and I'm applying for a teaching fellowship, I need a cover letter",
      "Nashipae Sankale",
      "0712 468 035",
    ],
    expect: {
      firstName: "Nashipae",
      lastName: "Sankale",
      phone: "+254712468035",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b31-044: a Makueni county health department's report edited",
    says: [
      "Our county health department in Makueni has a quarterly report that needs editing",
      "Mutua Kyalo, Department of Health Services, Makueni County",
      "mutua.kyalo@makueni.go.ke",
    ],
    expect: {
      firstName: "Mutua",
      lastName: "Kyalo",
      email: "mutua.kyalo@makueni.go.ke",
      company: "Department of Health Services, Makueni County",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b31-045: a Watamu marine researcher's LinkedIn",
    says: [
      "I'm a marine researcher in Watamu and I'd like my LinkedIn profile optimised",
      "Zawadi Kahindi",
      "zawadi.kahindi@gmail.com",
    ],
    expect: {
      firstName: "Zawadi",
      lastName: "Kahindi",
      email: "zawadi.kahindi@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b31-046: an Othaya retired teacher's memoir edited",
    says: [
      "I'm a retired teacher in Othaya and I've written my memoirs, they need editing",
      "Wachira Gikonyo",
      "0720 476 938",
    ],
    expect: {
      firstName: "Wachira",
      lastName: "Gikonyo",
      phone: "+254720476938",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b31-047: a Butere agrovet's company profile",
    says: [
      "I own an agrovet in Butere and I want a company profile to give to the county",
      "Alfred Shikanda, Butere Agrovet Supplies",
      "0733 158 062",
    ],
    expect: {
      firstName: "Alfred",
      lastName: "Shikanda",
      phone: "+254733158062",
      company: "Butere Agrovet Supplies",
      services: ["Business Writing"],
    },
  },
  {
    name: "b31-048: a Webuye nurse's coaching for a promotion",
    says: [
      "I'm a nurse in Webuye and I want coaching to get promoted to nursing manager",
      "Nafula Simiyu",
      "0727 815 340",
    ],
    expect: {
      firstName: "Nafula",
      lastName: "Simiyu",
      phone: "+254727815340",
      services: ["Professional Development"],
    },
  },
  {
    name: "b31-049: a Kayole mother asks for her son's KDF interview preparation",
    says: [
      "My son is going for KDF recruitment in Embakasi and I want him prepared for the interview",
      "Wambui Karanja",
      "0708 532 791",
    ],
    expect: {
      firstName: "Wambui",
      lastName: "Karanja",
      phone: "+254708532791",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b31-050: a Kisumu mission hospital's customer care training",
    says: [
      "I'm the administrator of a mission hospital in Kisumu and we want customer care training for all our staff",
      "Maurice Ouma, Lake Basin Mission Hospital",
      "maurice.ouma@lakebasinhospital.org",
    ],
    expect: {
      firstName: "Maurice",
      lastName: "Ouma",
      email: "maurice.ouma@lakebasinhospital.org",
      company: "Lake Basin Mission Hospital",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b31-051: a Marimanti day school's career talk for students",
    says: [
      "I'm the careers teacher at a day school in Marimanti, Tharaka, and we want a career programme for our students",
      "Kagwiria Mbaabu, Marimanti Day Secondary School",
      "0746 201 538",
    ],
    expect: {
      firstName: "Kagwiria",
      lastName: "Mbaabu",
      phone: "+254746201538",
      company: "Marimanti Day Secondary School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b31-052: a Turkana county water department's donor proposal",
    says: [
      "I'm in the water department of Turkana County and we need a proposal for a borehole project to a donor",
      "Ekaale Lomenen, Department of Water Services, Turkana County",
      "0724 903 617",
    ],
    expect: {
      firstName: "Ekaale",
      lastName: "Lomenen",
      phone: "+254724903617",
      company: "Department of Water Services, Turkana County",
      services: ["Business Writing"],
    },
  },
  {
    name: "b31-053: a Nairobi accountant's cover letter for a telco",
    says: [
      "I'm an accountant in Nairobi and I need a cover letter for a finance analyst job at a telco",
      "Victor Oduor",
      "victor.oduor@gmail.com",
    ],
    expect: {
      firstName: "Victor",
      lastName: "Oduor",
      email: "victor.oduor@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b31-054: an Archers Post conservancy's team building",
    says: [
      "We're a community conservancy near Archers Post and we want a team building day for our rangers and staff",
      "Lemayian Lesuuda, Kalama Community Conservancy",
      "0791 305 846",
    ],
    expect: {
      firstName: "Lemayian",
      lastName: "Lesuuda",
      phone: "+254791305846",
      company: "Kalama Community Conservancy",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b31-055: an Eldoret lecturer's research grant proposal",
    says: [
      "I'm a lecturer at Moi University and I need help writing a research grant proposal",
      "Prisca Jerotich",
      "prisca.jerotich@mu.ac.ke",
    ],
    expect: {
      firstName: "Prisca",
      lastName: "Jerotich",
      email: "prisca.jerotich@mu.ac.ke",
      services: ["Business Writing"],
    },
  },
  {
    name: "b31-056: a Voi matatu conductor's career change coaching",
    says: [
      "I'm a matatu conductor in Voi and I want to change careers, I need career guidance",
      "Daniel Mwakio",
      "0113 604 275",
    ],
    expect: {
      firstName: "Daniel",
      lastName: "Mwakio",
      phone: "+254113604275",
      services: ["Professional Development"],
    },
  },
  // Long life stories, each with a service turned down or postponed inside it.
  {
    name: "b31-057: a Marsabit teacher turned mobiliser, CV then interview coaching, LinkedIn postponed (story)",
    says: [storyMarsabit],
    expect: {
      firstName: "Jillo",
      lastName: "Roba Huka",
      phone: "+254722418963",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b31-058: a Kerugoya SACCO accountant's scholarship, motivation letter then editing, CV refused (story)",
    says: [storyScholarship],
    expect: {
      firstName: "Caroline",
      lastName: "Wangari Muriuki",
      email: "caroline.wmuriuki@gmail.com",
      services: ["Cover Letters", "Editing & Proofreading"],
    },
  },
  {
    name: "b31-059: a retired Wundanyi chief's history book edited, LinkedIn refused (story, Swahili)",
    says: [storyMzee],
    expect: {
      firstName: "Elijah",
      lastName: "Mwakisha Mghanga",
      phone: "+254721640297",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b31-060: a Faza head teacher's youth programme, teachers' training postponed (story, Swahili)",
    says: [storyFaza],
    expect: {
      firstName: "Athman",
      lastName: "Bwanaheri",
      phone: "+254710374825",
      company: "Faza Secondary School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b31-061: a Kasarani DJ's CV then LinkedIn, cover letter refused (story, Sheng)",
    says: [storyBrayo],
    expect: {
      firstName: "Bravin",
      lastName: "Ochieng Otuoma",
      phone: "+254798214563",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b31-062: a Kitengela foreman's interview for Qatar, CV refused (story, Sheng)",
    says: [storyQatar],
    expect: {
      firstName: "Kelvin",
      lastName: "Mutiso Kyalo",
      phone: "+254740827153",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b31-063: a Kapsabet mission hospital's funding proposal, staff training postponed (story)",
    says: [storyHospital],
    expect: {
      firstName: "Hillary",
      lastName: "Kipkoech Sang",
      phone: "+254729514806",
      email: "h.sang@stlukeskapsabet.org",
      company: "St. Luke's Mission Hospital Kapsabet",
      services: ["Business Writing"],
    },
  },
  // Sheng, Swahili and Swahili-English.
  {
    name: "b31-064: a Sheng CV for a supermarket job",
    says: [
      "Niaje, nataka CV iwe fiti juu ya job ya cashier kwa supermarket",
      "Naitwa Shadrack Kiprop",
      "nipigie 0726 904 518",
    ],
    expect: {
      firstName: "Shadrack",
      lastName: "Kiprop",
      phone: "+254726904518",
      services: ["CV Writing"],
    },
  },
  {
    name: "b31-065: a Sheng LinkedIn 'iko dead'",
    says: [
      "Mambo, beste yangu ameniambia mnasort LinkedIn, yangu iko dead kabisa",
      "Mi ni Tracy Njeri",
      "0115 736 290",
    ],
    expect: {
      firstName: "Tracy",
      lastName: "Njeri",
      phone: "+254115736290",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b31-066: a Swahili application letter for a teaching job",
    says: [
      "Habari, ningependa kusaidiwa kuandika barua ya kuomba kazi ya ualimu",
      "Jina langu ni Riziki Mwamburi",
      "Nambari ni 0722 573 104",
    ],
    expect: {
      firstName: "Riziki",
      lastName: "Mwamburi",
      phone: "+254722573104",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b31-067: a Swahili-English final-year project proofread",
    says: [
      "Hi, natafuta mtu wa ku-proofread project yangu ya final year, iko kama pages sixty",
      "Cynthia Akinyi",
      "cynthia.akinyi@gmail.com",
    ],
    expect: {
      firstName: "Cynthia",
      lastName: "Akinyi",
      email: "cynthia.akinyi@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b31-068: a Sheng mock interview before a KPA interview",
    says: [
      "Boss, niko na interview ya KPA Friday, nataka mock interview mbili hivi",
      "Mi ni Hamisi Chengo",
      "0729 305 748",
    ],
    expect: {
      firstName: "Hamisi",
      lastName: "Chengo",
      phone: "+254729305748",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b31-069: a Sheng cover letter first then a CV",
    says: [
      "Nataka cover letter na CV, zote mbili, lakini anza na cover letter juu deadline ni kesho",
      "Nelson Kibet",
      "0791 842 637",
    ],
    expect: {
      firstName: "Nelson",
      lastName: "Kibet",
      phone: "+254791842637",
      services: ["Cover Letters", "CV Writing"],
    },
  },
  {
    name: "b31-070: a Swahili CV and LinkedIn, LinkedIn dropped in the same message",
    says: [
      "Nilitaka CV pamoja na LinkedIn, lakini nimefikiria tena, LinkedIn hapana, nibaki na CV peke yake",
      "Bahati Chepngetich",
      "0714 096 382",
    ],
    expect: {
      firstName: "Bahati",
      lastName: "Chepngetich",
      phone: "+254714096382",
      services: ["CV Writing"],
    },
  },
  {
    name: "b31-071: interview coaching and a cover letter, the letter dropped later in Swahili-English",
    says: [
      "I want interview coaching and a cover letter for a county job",
      "Joyce Moraa",
      "Ile cover letter iondoe, nimepata mtu ataniandikia. Coaching ndio nataka",
      "0718 640 392",
    ],
    expect: {
      firstName: "Joyce",
      lastName: "Moraa",
      phone: "+254718640392",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b31-072: a Sheng visitor refuses the phone twice, gives an email",
    says: [
      "Nataka mtu anisaidie na CV yangu",
      "Naitwa Elvis Mutua",
      "Namba siwezi kupeana, ma-scammers wameniharibu",
      "Nimesema hapana, namba no. Email ni elvis.mutua@gmail.com",
    ],
    expect: {
      firstName: "Elvis",
      lastName: "Mutua",
      email: "elvis.mutua@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b31-073: a Swahili visitor refuses the name twice",
    says: [
      "Nahitaji mtu wa kuniandikia company profile ya biashara yangu ya hardware",
      "Jina si muhimu",
      "Nimesema sitaki kutaja jina. Nipigie tu 0794 218 506",
    ],
    expect: { phone: "+254794218506", services: ["Business Writing"] },
  },
  {
    name: "b31-074: a Sheng sibling asks for attachment help for a younger brother",
    says: [
      "Ka-bro yangu ame-clear campo first year, mnaweza m-guide na attachment?",
      "Mi ni Sylvia Wanjiru",
      "0703 581 926",
    ],
    expect: {
      firstName: "Sylvia",
      lastName: "Wanjiru",
      phone: "+254703581926",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b31-075: a Sheng LinkedIn and CV, the CV dropped later",
    says: [
      "Nataka LinkedIn na CV",
      "Mi ni Fidel Omwenga",
      "Aki CV iko poa, ni LinkedIn pekee",
      "0722 936 184",
    ],
    expect: {
      firstName: "Fidel",
      lastName: "Omwenga",
      phone: "+254722936184",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b31-076: a Sheng CV on a 2.5k budget",
    says: [
      "Budget yangu ni kama 2.5k, mnaweza nitengenezea CV?",
      "Naitwa Dickson Kirui",
      "0725 817 403",
    ],
    expect: {
      firstName: "Dickson",
      lastName: "Kirui",
      phone: "+254725817403",
      services: ["CV Writing"],
    },
  },
  {
    name: "b31-077: a Swahili-English team building for forty staff",
    says: [
      "Tunataka team building ya staff arobaini, budget ni 200k, ni kwa factory yetu ya korosho Kilifi",
      "Hamida Mwinyi, Kilifi Cashew Processors Ltd",
      "hamida@kilificashew.co.ke",
    ],
    expect: {
      firstName: "Hamida",
      lastName: "Mwinyi",
      email: "hamida@kilificashew.co.ke",
      company: "Kilifi Cashew Processors Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b31-078: a Swahili mother in Vihiga asks for her daughter's CV",
    says: [
      "Binti yangu amemaliza chuo, nataka aandikiwe CV nzuri ya kutafuta kazi",
      "Jina langu ni Everlyne Kageha",
      "Simu ni 0710 295 647",
    ],
    expect: {
      firstName: "Everlyne",
      lastName: "Kageha",
      phone: "+254710295647",
      services: ["CV Writing"],
    },
  },
  {
    name: "b31-079: a Swahili-English CBO proposal in Marsabit",
    says: [
      "Sisi ni CBO ya akina mama wafugaji Marsabit, tunahitaji proposal ya ku-apply funding ya maji",
      "Naitwa Dabasso Qalla, Marsabit Pastoralist Women CBO",
      "0706 412 859",
    ],
    expect: {
      firstName: "Dabasso",
      lastName: "Qalla",
      phone: "+254706412859",
      company: "Marsabit Pastoralist Women CBO",
      services: ["Business Writing"],
    },
  },
  {
    name: "b31-080: a long Sheng reply with everything in it",
    says: [
      "Sema bro, mi ni hustler wa Githurai 45, nimekuwa nikifanya delivery na Glovo for two years, na kabla ya hapo nilikuwa store keeper kwa wholesale ya mchele pale Kahawa. Sahii kuna company ya logistics inatafuta dispatch supervisor na wameniambia nitume CV by Monday, na yangu ni ya zamani sana haina hata hii kazi ya delivery. So nataka CV mpya ya logistics. Naitwa Gideon Kamau Waweru, namba ni 0768 903 412, WhatsApp pia iko.",
    ],
    expect: {
      firstName: "Gideon",
      lastName: "Kamau Waweru",
      phone: "+254768903412",
      services: ["CV Writing"],
    },
  },
  {
    name: "b31-081: a Swahili typo 'jina lngu'",
    says: [
      "Nahitaji kuhaririwa kwa tasnifu yangu ya uzamili",
      "Jina lngu ni Pendo Mwakasege",
      "pendo.mwakasege@gmail.com",
    ],
    expect: {
      firstName: "Pendo",
      lastName: "Mwakasege",
      email: "pendo.mwakasege@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b31-082: a Sheng interview coaching then LinkedIn, in order",
    says: [
      "Nataka kwanza mnitayarishe kwa interview, alafu after hapo mnishughulikie LinkedIn",
      "Mi ni Cheruiyot Langat",
      "0799 163 058",
    ],
    expect: {
      firstName: "Cheruiyot",
      lastName: "Langat",
      phone: "+254799163058",
      services: ["Interview Coaching", "LinkedIn Optimization"],
    },
  },
  {
    name: "b31-083: a Swahili youth ward programme with a budget",
    says: [
      "Mimi ni afisa wa vijana wadi ya Kalokol, Turkana, tunataka programu ya vijana ya kuwaandaa kwa kazi. Bajeti ni elfu sabini",
      "Naitwa Akiru Ebei",
      "0702 846 137",
    ],
    expect: {
      firstName: "Akiru",
      lastName: "Ebei",
      phone: "+254702846137",
      services: ["Youth Programs"],
    },
  },
  // Names: emoji, typos, honorifics, capitals, lower case, three words.
  {
    name: "b31-084: a name with a flower emoji",
    says: ["I need help with my LinkedIn profile", "Stacy Wairimu 🌸", "stacy.wairimu@gmail.com"],
    expect: {
      firstName: "Stacy",
      lastName: "Wairimu",
      email: "stacy.wairimu@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b31-085: a name led by a briefcase emoji",
    says: ["CV for a banking job please", "💼 Jeremiah Kiplimo", "0702 634 819"],
    expect: {
      firstName: "Jeremiah",
      lastName: "Kiplimo",
      phone: "+254702634819",
      services: ["CV Writing"],
    },
  },
  {
    name: "b31-086: a typo 'my nam is'",
    says: [
      "I want a cover letter for an internship at a law firm",
      "my nam is Abel Koech",
      "0721 305 496",
    ],
    expect: {
      firstName: "Abel",
      lastName: "Koech",
      phone: "+254721305496",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b31-087: a professor's textbook manuscript",
    says: [
      "I have a textbook manuscript on soil science that needs thorough editing",
      "Prof. Barnabas Chelimo",
      "b.chelimo@uoeld.ac.ke",
    ],
    expect: {
      firstName: "Barnabas",
      lastName: "Chelimo",
      email: "b.chelimo@uoeld.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b31-088: an engineer's coaching into management",
    says: [
      "I'm an engineer at a water company and I want coaching to move into management",
      "Eng. Salome Nduta",
      "0733 407 962",
    ],
    expect: {
      firstName: "Salome",
      lastName: "Nduta",
      phone: "+254733407962",
      services: ["Professional Development"],
    },
  },
  {
    name: "b31-089: an MCA asks for a youth programme for his ward",
    says: [
      "I'm the MCA for Loima ward and I want a youth career programme for the young people in my ward",
      "Hon. Jackson Lotukoi",
      "0712 953 048",
    ],
    expect: {
      firstName: "Jackson",
      lastName: "Lotukoi",
      phone: "+254712953048",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b31-090: a parish priest in Kianyaga asks for a youth programme",
    says: [
      "Our parish wants a career guidance programme for the youth during the December holidays",
      "Rev. Fr. Anthony Kariithi, Our Lady of Fatima Parish Kianyaga",
      "0720 381 659",
    ],
    expect: {
      firstName: "Anthony",
      lastName: "Kariithi",
      phone: "+254720381659",
      company: "Our Lady of Fatima Parish Kianyaga",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b31-091: a pastor's church building proposal",
    says: [
      "Our church needs a fundraising proposal for the new sanctuary",
      "Pastor Joel Lomuria, Redeemed Gospel Church Kapenguria",
      "0795 602 418",
    ],
    expect: {
      firstName: "Joel",
      lastName: "Lomuria",
      phone: "+254795602418",
      company: "Redeemed Gospel Church Kapenguria",
      services: ["Business Writing"],
    },
  },
  {
    name: "b31-092: a three-word name, CV for a county job",
    says: ["I need a CV for a county job in Nandi", "Lydia Chepchirchir Kiplagat", "0729 843 105"],
    expect: {
      firstName: "Lydia",
      lastName: "Chepchirchir Kiplagat",
      phone: "+254729843105",
      services: ["CV Writing"],
    },
  },
  {
    name: "b31-093: a three-word name, cover letter for UNHCR in Dadaab",
    says: [
      "Cover letter for a UNHCR protection assistant post in Dadaab",
      "Abdirahman Hassan Ali",
      "abdirahman.ali@gmail.com",
    ],
    expect: {
      firstName: "Abdirahman",
      lastName: "Hassan Ali",
      email: "abdirahman.ali@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b31-094: a name in capitals with an apostrophe",
    says: ["I NEED INTERVIEW COACHING FOR A BANK INTERVIEW", "JOSEPHINE WANG'OMBE", "0711 649 283"],
    expect: {
      firstName: "Josephine",
      lastName: "Wang'ombe",
      phone: "+254711649283",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b31-095: a name in lower case",
    says: ["hi i want my thesis edited", "zachary mokaya", "zachary.mokaya@gmail.com"],
    expect: {
      firstName: "Zachary",
      lastName: "Mokaya",
      email: "zachary.mokaya@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b31-096: a doctor's LinkedIn for a global health job",
    says: [
      "I'd like my LinkedIn rewritten, I'm moving into global health",
      "Dr. Faith Kerubo Nyaboke",
      "0724 516 390",
    ],
    expect: {
      firstName: "Faith",
      lastName: "Kerubo Nyaboke",
      phone: "+254724516390",
      services: ["LinkedIn Optimization"],
    },
  },
  // Two services, dropped services.
  {
    name: "b31-097: editing of a proposal first, then a company profile",
    says: [
      "We need our concept note edited first and then a company profile written",
      "Tobias Owino, Siaya Health Rights Network",
      "tobias.owino@siayahealthrights.org",
    ],
    expect: {
      firstName: "Tobias",
      lastName: "Owino",
      email: "tobias.owino@siayahealthrights.org",
      company: "Siaya Health Rights Network",
      services: ["Editing & Proofreading", "Business Writing"],
    },
  },
  {
    name: "b31-098: a CV then a cover letter in one message",
    says: [
      "Can you do my CV and then a cover letter for a hotel job in Diani?",
      "Juma Kazungu",
      "0741 807 352",
    ],
    expect: {
      firstName: "Juma",
      lastName: "Kazungu",
      phone: "+254741807352",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b31-099: a CV and a cover letter, 'scratch the cover letter' in the same message",
    says: [
      "I was going to ask for a CV and a cover letter but scratch the cover letter, the portal doesn't take one",
      "Imani Chao",
      "0716 230 947",
    ],
    expect: {
      firstName: "Imani",
      lastName: "Chao",
      phone: "+254716230947",
      services: ["CV Writing"],
    },
  },
  {
    name: "b31-100: a CV and coaching, coaching called off later",
    says: [
      "Can you do my CV and coach me for interviews?",
      "Leonard Mbithi",
      "Actually forget the coaching for now, the interviews were pushed to next year. Just the CV",
      "0720 694 813",
    ],
    expect: {
      firstName: "Leonard",
      lastName: "Mbithi",
      phone: "+254720694813",
      services: ["CV Writing"],
    },
  },
  {
    name: "b31-101: career coaching and LinkedIn, the coaching left out in a later message",
    says: [
      "I want career coaching and my LinkedIn done",
      "Vivian Akoko",
      "On second thoughts, leave out the coaching, I'll only take the LinkedIn for now",
      "vivian.akoko@gmail.com",
    ],
    expect: {
      firstName: "Vivian",
      lastName: "Akoko",
      email: "vivian.akoko@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  // Refusals, unasked answers, very short and long replies.
  {
    name: "b31-102: a visitor refuses the email twice and gives a phone",
    says: [
      "I need my business proposal edited",
      "Gladys Wanjala",
      "I'd rather not share my email",
      "No email, please. Just call 0733 915 620",
    ],
    expect: {
      firstName: "Gladys",
      lastName: "Wanjala",
      phone: "+254733915620",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b31-103: a visitor refuses the name twice in English",
    says: [
      "Need a CV for a bank job",
      "I'd rather stay anonymous",
      "No names please. WhatsApp 0710 628 451",
    ],
    expect: { phone: "+254710628451", services: ["CV Writing"] },
  },
  {
    name: "b31-104: a phone given first, then the ask and the company",
    says: [
      "0722 804 196, call me about training for my sales team",
      "Ruth Chelangat",
      "The company is Kabarak Animal Feeds Ltd",
    ],
    expect: {
      firstName: "Ruth",
      lastName: "Chelangat",
      phone: "+254722804196",
      company: "Kabarak Animal Feeds Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b31-105: a budget and a deadline before the service",
    says: [
      "My budget is 5,000 and I need it by Monday",
      "It's for a CV",
      "Tabitha Nyokabi",
      "0745 309 628",
    ],
    expect: {
      firstName: "Tabitha",
      lastName: "Nyokabi",
      phone: "+254745309628",
      services: ["CV Writing"],
    },
  },
  {
    name: "b31-106: one-word replies and a single name",
    says: ["cv", "amos", "0723 610 485"],
    expect: { firstName: "Amos", phone: "+254723610485", services: ["CV Writing"] },
  },
  {
    name: "b31-107: 'training', then 'for staff'",
    says: ["training", "for staff, about 20", "Pius Odera", "0711 482 093"],
    expect: {
      firstName: "Pius",
      lastName: "Odera",
      phone: "+254711482093",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b31-108: a retired officer's very long single message",
    says: [
      "Good evening. I retired from the Kenya Defence Forces in June after twenty-two years of service, the last eight as a company commander in Isiolo and Garissa, and I have since been approached by two private security firms in Nairobi who want a security manager. They have both asked for a CV, and I have never had a civilian CV in my life, only the service record, so I need one written that a civilian HR officer can understand, showing the men I commanded, the logistics and the training I ran. My name is Major (Rtd) Patrick Lekuton and my number is 0722 157 840. I am available on WhatsApp most of the day.",
    ],
    expect: {
      firstName: "Patrick",
      lastName: "Lekuton",
      phone: "+254722157840",
      services: ["CV Writing"],
    },
  },
  {
    name: "b31-109: 'Hi', then 'proofreading'",
    says: ["Hi", "proofreading", "Wanza", "wanza.mulei@gmail.com"],
    expect: {
      firstName: "Wanza",
      email: "wanza.mulei@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b31-110: a job title and employer given when not asked",
    says: [
      "I want coaching for a promotion",
      "I'm the deputy registrar at Garissa University",
      "Abdinoor Ahmed",
      "0725 941 078",
    ],
    expect: {
      firstName: "Abdinoor",
      lastName: "Ahmed",
      phone: "+254725941078",
      services: ["Professional Development"],
    },
  },
  // Organisations, groups, employers, budgets.
  {
    name: "b31-111: a Kaimosi girls' school's career programme with a budget",
    says: [
      "We'd like a career readiness programme for our Form Four girls, our budget is 40,000",
      "Mrs. Margaret Ambasa, Kaimosi Girls High School",
      "0727 504 361",
    ],
    expect: {
      firstName: "Margaret",
      lastName: "Ambasa",
      phone: "+254727504361",
      company: "Kaimosi Girls High School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b31-112: an Isiolo hospital's stress management training",
    says: [
      "Our nurses are exhausted, we need a stress management workshop for about 60 staff",
      "Amina Dida, Isiolo County Referral Hospital",
      "amina.dida@isiolo.go.ke",
    ],
    expect: {
      firstName: "Amina",
      lastName: "Dida",
      email: "amina.dida@isiolo.go.ke",
      company: "Isiolo County Referral Hospital",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b31-113: a Lamu county department's training for co-operative officials",
    says: [
      "The Department of Trade and Co-operatives in Lamu wants training for co-operative officials",
      "Twaha Athumani, Department of Trade and Co-operatives, Lamu County",
      "0717 438 620",
    ],
    expect: {
      firstName: "Twaha",
      lastName: "Athumani",
      phone: "+254717438620",
      company: "Department of Trade and Co-operatives, Lamu County",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b31-114: an employer hiring sales reps wants them trained",
    says: [
      "We're hiring 10 new sales reps next month and we want you to train them once they join",
      "Duke Mogaka, Nyati Distributors (K) Ltd",
      "duke@nyatidistributors.co.ke",
    ],
    expect: {
      firstName: "Duke",
      lastName: "Mogaka",
      email: "duke@nyatidistributors.co.ke",
      company: "Nyati Distributors (K) Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b31-115: a Chuka hardware owner wants job descriptions for new staff",
    says: [
      "I want to employ three people at my hardware in Chuka and I need job descriptions and a job advert written",
      "Mugendi Kirimi, Chuka Builders Hardware",
      "0728 765 014",
    ],
    expect: {
      firstName: "Mugendi",
      lastName: "Kirimi",
      phone: "+254728765014",
      company: "Chuka Builders Hardware",
      services: ["Business Writing"],
    },
  },
  {
    name: "b31-116: a Mwea rice SACCO board's training with a budget of 150k",
    says: [
      "Our SACCO board needs training on governance and credit policy, we have about 150k",
      "Peris Wanjugu, Mwea Rice Farmers SACCO",
      "0713 582 960",
    ],
    expect: {
      firstName: "Peris",
      lastName: "Wanjugu",
      phone: "+254713582960",
      company: "Mwea Rice Farmers SACCO",
      services: ["Corporate Training"],
    },
  },
  // Phones and emails written every way.
  {
    name: "b31-117: a corrected phone number",
    says: [
      "I need a cover letter for a nursing job in the UK",
      "Eunice Chepkurui",
      "0722 618 305, sorry, I mean 0722 618 350",
    ],
    expect: {
      firstName: "Eunice",
      lastName: "Chepkurui",
      phone: "+254722618350",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b31-118: a number from Doha",
    says: [
      "I'm working in Doha and want a CV for jobs back home in Kenya",
      "Ismail Abdalla Noor",
      "WhatsApp +974 5512 3047",
    ],
    expect: {
      firstName: "Ismail",
      lastName: "Abdalla Noor",
      phone: "+97455123047",
      services: ["CV Writing"],
    },
  },
  {
    name: "b31-119: 254 without a plus",
    says: ["LinkedIn help for a job search in Dubai", "Bernard Kipsang", "254712390856"],
    expect: {
      firstName: "Bernard",
      lastName: "Kipsang",
      phone: "+254712390856",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b31-120: an email in capitals with a mistyped domain",
    says: ["I need my dissertation proofread", "Stella Nasimiyu", "Stella.Nasimiyu@gmal.com"],
    expect: {
      firstName: "Stella",
      lastName: "Nasimiyu",
      email: "stella.nasimiyu@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b31-121: a phone split over two messages",
    says: ["I need interview coaching for a county job", "Timothy Lomuke", "0724 638", "217"],
    expect: {
      firstName: "Timothy",
      lastName: "Lomuke",
      phone: "+254724638217",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b31-122: '+254 ' with a space and an 010 number",
    says: [
      "Company profile for our Embu transport SACCO",
      "Nyaga Ireri, Embu Matatu Owners SACCO",
      "+254 101 472 538",
    ],
    expect: {
      firstName: "Nyaga",
      lastName: "Ireri",
      phone: "+254101472538",
      company: "Embu Matatu Owners SACCO",
      services: ["Business Writing"],
    },
  },
];
