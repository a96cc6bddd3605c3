import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 16 for `npm run bench:assistant`, written on 2026-12-01 by the helper
 * "asst-batch16", apart from the engine. The rules of apartness, as followed: nothing under
 * server/, app/ or tests/ was opened; bench/README.md was not opened; no persona batch was opened
 * but the two below; no `git log` or `git show` of anything was run; neither the bench nor any
 * test suite was run, and no tsc over the project (the batch is run once, later, by the lead
 * engineer). It is not registered in bench/assistant.ts, which was not opened either.
 *
 * What was read, exactly: bench/assistant-personas-batch15.ts, whole, for its format, header
 * and expectation conventions only (the people and phrasings here are this batch's own); the
 * first 50 lines of bench/assistant-personas-batch4.ts, for the `Batch4Persona` type;
 * content/services.ts, for the services' exact names (its first 200 lines were on screen, so its
 * keywords and synonyms were seen with the names; the phrasings by outcome below avoid them on
 * purpose); and /work/shared/SPEC.md through a grep for "assistant" with 40 lines of context,
 * which put most of its sections 1 to 8 on screen (the chat widget, hand-over and chat call
 * lines among them), then a grep of its headings and of "lead|qualif|hand-over". Stated for
 * honesty: `git worktree add` printed the subject of the commit it checked out ("bench/README
 * summary: assistant row with batch 15 after its fixes (tuned): 97.8%, batches 1-14 100%");
 * `ls bench` showed the file names there; nothing else of the engine's history was seen.
 * Checked only by loading it with tsx (it counts 138 personas) and by `npx biome check` of this
 * one file: the brief named eslint and prettier, but the repo has no eslint config and no
 * prettier installed, and Biome is its linter and formatter (a grep of package.json for its
 * lint and format lines and the first 40 lines of biome.json were read to find that out).
 *
 * The kinds of visitors: emoji stuck to, around and between names and an emoji given for the
 * name; typos in "my name is" ("my neme is", "mi name is", "myname is", "my nam is", "my name
 * iz", "my namee is"); honorifics and titles (Eng., Dr. (Mrs.), Hon. with MCA, Pastor, Sheikh,
 * CPA(K), Mwalimu, Mrs., Mchungaji, Maj. (Rtd), Sister, Deacon, Mzee); three- and four-word
 * names, "wa" inside a name; names that are also words (Simba, Baraka, Blessing, Patience, Gift,
 * Amani, Lucky, Hope, Furaha, Mercy, Too); one-word replies; ten life stories of 100-250 words
 * (three in Swahili, two in Sheng); replies to questions not asked (a town, "are you a real
 * person?", a budget, opening hours, a job advert, years of experience); a field refused once or
 * twice; corrections of a service, a name, a phone and an email ("sorry, I meant ..."); two and
 * three services in the order asked; services by outcome or purpose without the service's words
 * (LinkedIn, interview help, cover letters, CVs, editing, business writing, staff training,
 * youth programmes, professional development), misspelt, in Swahili ("tawasifu", "kuhojiwa",
 * "barua ya maombi", "diwani ya mashairi", "kupanda cheo") and in Sheng ("LI iko dead", "fresh
 * from campo", "mnipigie CV fiti", "mnichoree hiyo barua"); services negated, postponed or
 * dropped; price questions beside a request; Kenyan phones with spaces, dashes, no leading 0,
 * "+254 0...", digits spaced one by one, "tel:", brackets, 0110/0111/0115 prefixes, separate
 * WhatsApp and calls lines; diaspora phones in their local format where the visitor says where
 * they are (Qatar, Sweden, South Africa, Tanzania, Rwanda, Ireland, Kuwait, Canada, the UK with
 * "(0)", Saudi with 00, the Netherlands, Bahrain, the US); emails in capitals, with spaces round
 * "@" and ".", with "(at)" and "(dot)", in angle brackets, after "mailto:", with mistyped
 * providers (hotmial, gmial, yahoo.con) and with a trailing "thanks". At least 20 visitors
 * (employers, HR buyers, parents, SACCOs, schools, NGOs, churches, business owners) want nothing
 * like a CV.
 *
 * Same format and conventions as batch 15: each persona says its lines in order, whatever the
 * assistant asks; a correct hand-over needs a way to reach the visitor (phone/WhatsApp or email)
 * and the service(s) as asked, in the order asked (`expect.services` holds content/services.ts
 * names); the name is not required, but a wrong one is wrong. Every visitor gives a service and
 * a way to be reached within six lines. The conventions of the expectations, as batch 15 states
 * them: honorifics, titles and professional letters are left out of the name; `lastName` is
 * everything after the first name; a nickname given beside the name is not the name, a
 * nickname given alone is; a greeting, a refusal, a filler, an emoji, a town, a job or a
 * department is never a name; a parent or guardian who gives their own name is recorded under
 * it; a service declined, replaced or put off is not expected, one added later comes after the
 * first; a training's subject is not a second service; a document the visitor only describes
 * having is not asked for; the phone kept is the WhatsApp one when a WhatsApp line and a calls
 * line are both given; a mistyped email is expected as the address that works; phones are E.164,
 * a foreign number in its own country's format read as the country the visitor says they are
 * in; the company is recorded where the visitor names their employer or organisation (not the
 * employer they are applying to); names in capitals are title case and emails lower case; an
 * email written with "at"/"dot" or spaces is recorded as the address. Made explicit here in the
 * same spirit: a corrected field is recorded as corrected; a name given with a leading or
 * trailing emoji is the name without it; a school or a ward office that wants its young people
 * prepared for work is asking for Youth Programs, and so is an employer's "mentorship programme
 * for school leavers"; a speaker to inspire staff is Corporate Training.
 */

const mombasaHousekeeperStory = [
  "Habari zenu. Jina langu ni Mwanamisi Salim Bakari, nina miaka thelathini na mbili na ninaishi",
  "Likoni, Mombasa. Nimefanya kazi ya housekeeping katika hoteli moja kubwa ya Nyali kwa miaka",
  "tisa, na mwaka jana nikapandishwa kuwa msimamizi wa ghorofa ya tatu. Mwezi wa nane hoteli",
  "ilifungwa kwa ukarabati na wafanyakazi wote tukaambiwa tukae nyumbani bila mshahara. Tangu",
  "hapo nimekuwa nikiuza viazi karai jioni ili watoto waende shule. Sasa hoteli mpya",
  "zinafunguliwa Diani na Watamu na zinatafuta housekeeping supervisors, lakini sina CV ya",
  "kisasa. Ile niliyotumia mwaka 2015 iliandikwa kwa mkono na rafiki yangu. Nataka mniandikie CV",
  "mpya inayoonyesha uzoefu wangu wa miaka tisa. Pia, nikiitwa kwa mahojiano huwa naogopa sana",
  "kuongea mbele ya watu wengi, kwa hivyo nataka mnifundishe jinsi ya kujibu maswali ya jopo.",
  "Nipigieni au niandikieni WhatsApp kwa 0714 562 037. Asanteni sana.",
].join(" ");

const rongaiDesignerStory = [
  "Niaje wasee. Mimi ni designer, nafanya logos, posters na branding, niko Rongai. Nimekuwa",
  "nikihustle na kazi za Insta tangu 2021 lakini ma-client wa huko ni wale wa mia tano, hawalipi",
  "poa. Beste yangu anafanya kazi agency moja Westlands, ananiambia ma-corporate wanatafuta",
  "designers kwa ile app ya blue ya wasee wa ofisi, LinkedIn, na wakinicheki pale wanapata",
  "profile yangu iko empty: haina picha, haina kazi zangu, haina chochote, ni jina tu na 'student'",
  "ya 2019. Nataka mtu anisetie hiyo kitu iwe fiti, ionyeshe kazi zangu, ili hao ma-corporate",
  "wakinitafuta wanipate na waniDM. CV pia nitahitaji, lakini hiyo tutaongea mwezi ujao nikipata",
  "doh, kwa sasa ni hiyo profile tu. Naitwa Brian Kiprono Langat, lakini mtaa wananiita Kipro.",
  "Number yangu ya WhatsApp ni 0769 204 118, nicheki jioni.",
].join(" ");

const meruSaccoStory = [
  "Good morning. I am the CEO of Nkubu Teachers Sacco in Meru. We have grown from 1,800 members",
  "to almost 6,000 in four years, mostly after we opened two new branches in Chuka and Maua, and",
  "our 28 staff have not kept up. Members complain that the tellers are rude, that loan officers",
  "do not explain the products, and that calls are never returned. The board has asked me to do",
  "two things before the annual delegates meeting in April. First, we need a two-day training for",
  "all staff on handling members, complaints and selling our new products. Second, our strategic",
  "plan expired last year, and SASRA wants a new five-year plan on file, with targets and a",
  "budget. We have a draft from a consultant who left halfway, but it is not usable. We would",
  "like you to write the new plan with us. Please send a proposal and your rates to",
  "ceo@nkubusacco.co.ke or call me on 0722 445 319. Regards, Gerald Mugambi Kirimi.",
].join(" ");

const houstonNurseStory = [
  "Hi there, I hope this reaches a real person. I'm a Kenyan registered nurse and I've been",
  "working in Houston, Texas for six years, mostly in a cardiac unit on night shifts. I'm tired,",
  "my kids are growing up without me seeing them in daylight, and I've started to think about",
  "what the next ten years should look like. I don't want to leave healthcare, but I'd love to",
  "move away from the bedside into something like quality improvement, hospital administration",
  "or maybe health informatics, and possibly back home to Nairobi in a few years. I've looked at",
  "a master's in health administration but I don't know if that's the right step or if I should",
  "get certifications first. I have a CV and it gets me nursing interviews, so I'm not asking for",
  "that. What I need is someone to sit with me over a few sessions and help me work out the path,",
  "the steps and the timing. Evenings Central Time work best. My name is Caroline Nyakerario",
  "Onsongo and my cell is (832) 407-1956.",
].join(" ");

const machakosPrincipalStory = [
  "Good afternoon. I'm the principal of Kathiani Girls Secondary School in Machakos County. Every",
  "year about 240 girls sit KCSE here and leave in November, and every year I meet some of them",
  "in town two or three years later doing nothing, or working in shops for very little, because",
  "they never learned how to choose a course or look for work. Our career master does his best,",
  "but he also teaches a full load of biology and cannot do it alone. I would like someone to come",
  "and run a proper programme for the form four class after their exams and before they leave:",
  "choosing a course and a college, writing their first applications, how to behave in an office,",
  "what employers expect of young people, and how to avoid the fake job adverts that target school",
  "leavers. Parents have agreed to contribute something small. I would prefer the second week of",
  "November. You can reach me at principal@kathianigirls.sc.ke or on 0733 602 874. Mrs. Beatrice",
  "Mwikali Nzioka.",
].join(" ");

const nanyukiMajorStory = [
  "Sir/Madam, I retired from the military in June after twenty-two years of service, the last",
  "eight as a logistics officer at a base in Nanyuki, with the rank of major. I have managed fuel,",
  "rations, vehicles and stores for over a thousand personnel, handled procurement within",
  "government rules and led teams of up to forty. Now I want to continue working in civilian",
  "life, ideally as a logistics or security manager with a private company, an NGO or a county",
  "government. The problem is that I have never applied for a job in my life; the service posted",
  "me wherever it wanted. I have no document that tells a civilian employer what I have done in a",
  "language they understand, and the younger officers tell me that companies throw out anything",
  "that reads like a military record. I also know that companies question candidates",
  "differently, and I would like to practise before I face a civilian panel. I am based in",
  "Nanyuki but can travel to Nairobi. My name is Maj. (Rtd) Francis Lekishon Sankale, and my",
  "number is 0721 330 584.",
].join(" ");

const kakamegaPastorStory = [
  "Bwana asifiwe. Mimi ni mchungaji wa kanisa dogo huko Kakamega, na kwa miaka mitano nimekuwa",
  "nikiandika kitabu kuhusu ndoa na familia, kwa Kiingereza, kwa sababu nataka kiwafikie hata",
  "vijana wa mjini. Kitabu kimeisha, kina kurasa kama 180, na nimekipiga chapa kwa kompyuta",
  "mwenyewe usiku baada ya ibada. Shida ni kwamba Kiingereza changu si kizuri sana. Mke wangu",
  "alisoma sura tatu za kwanza akasema kuna makosa mengi ya sarufi, sentensi ndefu sana na",
  "maneno yanayorudiwa. Mchapishaji mmoja wa Nairobi amekubali kukiangalia, lakini amesema lazima",
  "kiwe kimesahihishwa kitaalamu kwanza. Nataka mtu mwenye ujuzi akipitie chote, asahihishe",
  "lugha bila kubadilisha ujumbe wangu. Baadaye nitahitaji pia maelezo mafupi ya kuweka nyuma ya",
  "kitabu, lakini hilo tutaongea siku nyingine. Naitwa Mchungaji Wilberforce Shikuku Amukoya.",
  "Barua pepe yangu ni wshikuku.pastor@gmail.com na simu ni 0723 718 402.",
].join(" ");

const lodwarNgoStory = [
  "Hello Kazi. I coordinate programmes for Akiriket Community Initiative, a small organisation in",
  "Lodwar that runs water and girls' education projects in Turkana Central and Loima. We are six",
  "staff and most of our funding comes from two European foundations whose grants end in June. A",
  "bigger donor has opened a call on climate resilience and pastoralist livelihoods, with a",
  "deadline of 15 February, and they require a full narrative, a logical framework and a budget",
  "narrative. None of us has written something that big; our director used to do it and she left",
  "in October. We need an experienced writer to put the funding application together with us.",
  "Separately, our annual report for last year is drafted, 34 pages, but it was written by four",
  "different people and it reads like it. It needs a careful edit so the language is consistent",
  "before we send it to our current donors. The application is the urgent one. My email is",
  "programmes@akiriket.org and my phone is +254 710 552 896. Thank you, Ekai Nakiru Lomuria.",
].join(" ");

const githuraiReceptionistStory = [
  "Hi guys, mambo. Mimi ni msichana wa Githurai 45, nilimaliza certificate ya front office pale",
  "Utalii mwaka jana. Tangu nimalize nimekuwa nikifanya kazi ya M-Pesa shop ya auntie, lakini",
  "nataka kuingia hotels. Kuna hotel moja mpya pale Thika Road imeweka advert ya receptionist, na",
  "wanataka applicants watume CV na barua ya kujieleza kwa nini wewe ndio unafaa hiyo kazi. CV",
  "yangu ilinisaidia kuiandika cousin yangu, iko poa, sitaki mguse. Shida ni ile barua: kila",
  "nikianza naandika tu 'I am writing to apply' alafu nakwama hapo hapo. Deadline ni Ijumaa. So",
  "nataka mnichoree hiyo barua ikiwa smart, ya kuonyesha nimewahi deal na customers kwa shop na",
  "najua kuongea na watu. Naitwa Sharleen Wanjiku, ukitaka ku-email ni",
  "sharleenwanjiku01@gmail.com, ama WhatsApp 0748 330 672.",
].join(" ");

const nyamiraMotherStory = [
  "Hamjambo. Mimi ni mama wa watoto wanne kutoka Nyamira. Mapacha wangu, Dennis na Duncan,",
  "walimaliza chuo kikuu mwaka juzi, mmoja alisomea uhasibu na mwingine teknolojia ya habari.",
  "Wote wawili wamekaa nyumbani kwa karibu miaka miwili sasa. Wanatuma maombi ya kazi kwenye simu",
  "kila siku lakini hawaitwi popote, na nimeanza kuona wamekata tamaa: hawaamki mapema tena na",
  "wanakaa na marafiki wasiofaa sokoni. Baba yao alifariki mwaka 2019, kwa hiyo mimi ndiye",
  "ninayewaongoza peke yangu, na sijui mambo ya ajira za siku hizi. Jirani yangu aliniambia",
  "mnasaidia vijana waliomaliza masomo kujua jinsi ya kutafuta kazi, kujiandaa na kujiamini.",
  "Ningependa wote wawili wajiunge na mpango huo, na mimi nitalipa kidogo kidogo. Tafadhali",
  "nipigie jioni kwa sababu mchana niko shambani. Naitwa Josephine Kwamboka Nyakundi, simu yangu",
  "ni 0727 904 163.",
].join(" ");

export const batch16Personas: Batch4Persona[] = [
  // Emoji stuck to, around and between names; an emoji for the name.
  {
    name: "b16-01: sunflowers around the first name, getting ready for a panel by purpose",
    says: [
      "need help getting ready for a KenGen panel next Monday",
      "🌻Nyambura🌻 Gathoni",
      "0722 614 093",
    ],
    expect: {
      firstName: "Nyambura",
      lastName: "Gathoni",
      phone: "+254722614093",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b16-02: praying hands with a skin tone stuck to 'Baraka', cover letter, +254 spaced",
    says: [
      "need a cover letter for an NGO driver position",
      "Baraka🙏🏾 Otieno",
      "+254 746 220 518",
    ],
    expect: {
      firstName: "Baraka",
      lastName: "Otieno",
      phone: "+254746220518",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b16-03: a lion before 'Simba' (a name and a word), name and service in one line",
    says: ["🦁 Simba Mwangi here, my linkedin needs work", "simba.mwangi@gmail.com"],
    expect: {
      firstName: "Simba",
      lastName: "Mwangi",
      email: "simba.mwangi@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b16-04: 'Kip 🔥🔥' as a single name, cv, 0111 number",
    says: ["cv", "Kip 🔥🔥", "0111 203 448"],
    expect: {
      firstName: "Kip",
      phone: "+254111203448",
      services: ["CV Writing"],
    },
  },
  {
    name: "b16-05: an emoji between first and middle name, wedding speech checked for grammar",
    says: [
      "I need my wedding speech checked for grammar and flow before Saturday",
      "Achieng 🥰 Nyawira Oloo",
      "0790 552317",
    ],
    expect: {
      firstName: "Achieng",
      lastName: "Nyawira Oloo",
      phone: "+254790552317",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b16-06: a waving hand for the name, then 'Oduor 😎', team building for 18",
    says: ["team building for our 18 staff", "👋", "Oduor 😎", "0712 330 418"],
    expect: {
      firstName: "Oduor",
      phone: "+254712330418",
      services: ["Corporate Training"],
    },
  },

  // Typos in "my name is".
  {
    name: "b16-07: 'my neme is', a company profile for a cleaning business",
    says: [
      "I need a company profile for my cleaning business",
      "my neme is Janet Koech",
      "0727 318 650",
    ],
    expect: {
      firstName: "Janet",
      lastName: "Koech",
      phone: "+254727318650",
      services: ["Business Writing"],
    },
  },
  {
    name: "b16-08: 'mi name is', fails the face-to-face stage at banks (interview by outcome)",
    says: [
      "Banks shortlist me then I fail the face-to-face stage every single time",
      "mi name is Brian Omollo",
      "0712 908 344",
    ],
    expect: {
      firstName: "Brian",
      lastName: "Omollo",
      phone: "+254712908344",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b16-09: 'myname is' run together, LinkedIn, yahoo email",
    says: ["LinkedIn", "myname is Wangari Muriithi", "wangari.muriithi@yahoo.com"],
    expect: {
      firstName: "Wangari",
      lastName: "Muriithi",
      email: "wangari.muriithi@yahoo.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b16-10: 'my nam is', 'barua ya maombi ya kazi' in Swahili",
    says: [
      "mnaweza kunisaidia na barua ya maombi ya kazi ya clerk?",
      "my nam is Hussein Abdi",
      "0725 778 812",
    ],
    expect: {
      firstName: "Hussein",
      lastName: "Abdi",
      phone: "+254725778812",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b16-11: 'my name iz', an aunt enrols her nephew in the youth programme",
    says: [
      "hi",
      "I want to enrol my nephew in your youth programme, he just cleared campus",
      "my name iz Caroline Atieno",
      "0745 003 218",
    ],
    expect: {
      firstName: "Caroline",
      lastName: "Atieno",
      phone: "+254745003218",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b16-12: 'my namee is', a final-year project proofread, student email",
    says: [
      "proofreading my project before I submit it to the department",
      "my namee is Kelvin Kiprotich",
      "kkiprotich@students.ku.ac.ke",
    ],
    expect: {
      firstName: "Kelvin",
      lastName: "Kiprotich",
      email: "kkiprotich@students.ku.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },

  // Honorifics and titles.
  {
    name: "b16-13: Eng. with three names, bid documents for a road tender",
    says: [
      "We need a capability statement and bid documents for a KeNHA road tender",
      "Eng. Peter Mutinda Kioko",
      "0722 804 561",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Mutinda Kioko",
      phone: "+254722804561",
      services: ["Business Writing"],
    },
  },
  {
    name: "b16-14: Dr. (Mrs.) with three names, a dentist's book manuscript checked",
    says: [
      "I'm a dentist and I have written a book on oral health for parents. I want the manuscript checked for errors",
      "Dr. (Mrs.) Esther Wairimu Kamande",
      "ewkamande@gmail.com",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Wairimu Kamande",
      email: "ewkamande@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b16-15: Hon. ... MCA wants idle young people in his ward prepared for work",
    says: [
      "I want the young people in my ward who are idle after college to be prepared for employment",
      "Hon. Abdikadir Hassan Ibrahim, MCA",
      "0722 117 905",
    ],
    expect: {
      firstName: "Abdikadir",
      lastName: "Hassan Ibrahim",
      phone: "+254722117905",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b16-16: Pastor, a one-page letter for a chaplaincy job (cover letter by purpose)",
    says: [
      "I'm applying to be a hospital chaplain. They want a one-page letter explaining why I fit the role, to go with my papers",
      "Pastor Joseph Ndambuki",
      "0720 884 631",
    ],
    expect: {
      firstName: "Joseph",
      lastName: "Ndambuki",
      phone: "+254720884631",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b16-17: Sheikh with three names, madrasa teachers trained on managing classes",
    says: [
      "The teachers at our madrasa, Madrasa Nurul Huda in Lamu, need training on managing their classes",
      "Sheikh Omar Athman Mbarak",
      "+254 733 210 946",
    ],
    expect: {
      firstName: "Omar",
      lastName: "Athman Mbarak",
      phone: "+254733210946",
      company: "Madrasa Nurul Huda",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b16-18: 'Mercy Njoki, CPA(K)', mapping a move from audit to finance director",
    says: [
      "I want to move from audit into a finance director track. I need someone to map out the next five years with me",
      "Mercy Njoki, CPA(K)",
      "mercy.njoki@gmail.com",
    ],
    expect: {
      firstName: "Mercy",
      lastName: "Njoki",
      email: "mercy.njoki@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b16-19: 'Mwalimu' before the name, the name before the service, CV for TSC",
    says: ["Mwalimu Agnes Kaluki hapa", "nahitaji CV ya kuomba nafasi ya TSC", "0702 118 563"],
    expect: {
      firstName: "Agnes",
      lastName: "Kaluki",
      phone: "+254702118563",
      services: ["CV Writing"],
    },
  },
  {
    name: "b16-20: Mrs. with 'Too' as the surname, a hotel's front office staff trained",
    says: [
      "I'm the manager at Tea Hills Hotel in Kericho. We want our front office staff to handle guests better",
      "Mrs. Lucy Chepkoech Too",
      "0722 406 339",
    ],
    expect: {
      firstName: "Lucy",
      lastName: "Chepkoech Too",
      phone: "+254722406339",
      company: "Tea Hills Hotel",
      services: ["Corporate Training"],
    },
  },

  // Three- and four-word names.
  {
    name: "b16-21: four names, CV and cover letter, 254 without the plus",
    says: ["CV and a cover letter please", "Mary Wanjiku Nyambura Kamau", "254720118347"],
    expect: {
      firstName: "Mary",
      lastName: "Wanjiku Nyambura Kamau",
      phone: "+254720118347",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b16-22: four Luhya names, wants mining firms to find his LinkedIn",
    says: [
      "I want mining companies to find me when they look for geologists. Sort out my LinkedIn",
      "Wycliffe Wekesa Simiyu Wafula",
      "+254 722 903 551",
    ],
    expect: {
      firstName: "Wycliffe",
      lastName: "Wekesa Simiyu Wafula",
      phone: "+254722903551",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b16-23: four Somali names, a competency-based interview with UNHCR, outlook email",
    says: [
      "I have a competency-based interview with UNHCR in Dadaab next week and want to prepare",
      "Ahmed Abdullahi Mohamed Hussein",
      "ahmed.a.hussein@outlook.com",
    ],
    expect: {
      firstName: "Ahmed",
      lastName: "Abdullahi Mohamed Hussein",
      email: "ahmed.a.hussein@outlook.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b16-24: 'Njambi wa Karanja', a teacher wants guidance to move into counselling",
    says: [
      "I teach but I want to move into counselling psychology. I need someone to guide me through the switch",
      "Njambi wa Karanja",
      "0796 441 207",
    ],
    expect: {
      firstName: "Njambi",
      lastName: "wa Karanja",
      phone: "+254796441207",
      services: ["Professional Development"],
    },
  },

  // Names that are also words.
  {
    name: "b16-25: 'Blessing', a business plan for a layers project",
    says: [
      "I need a business plan for my layers project, 500 birds",
      "Blessing Achieng",
      "0728 663 091",
    ],
    expect: {
      firstName: "Blessing",
      lastName: "Achieng",
      phone: "+254728663091",
      services: ["Business Writing"],
    },
  },
  {
    name: "b16-26: 'Patience' alone, a dissertation's English fixed",
    says: [
      "I need someone to go through my dissertation and fix the English",
      "Patience",
      "0703 229 416",
    ],
    expect: {
      firstName: "Patience",
      phone: "+254703229416",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b16-27: 'Gift', misspelt 'linkdin profle'",
    says: ["linkdin profle", "Gift Chepkirui", "0795 118 204"],
    expect: {
      firstName: "Gift",
      lastName: "Chepkirui",
      phone: "+254795118204",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b16-28: 'Amani' (peace), shop workers taught to serve customers, in Swahili",
    says: [
      "Nataka wafanyakazi wa duka langu wafundishwe kuhudumia wateja vizuri",
      "Amani Juma",
      "0720 554 318",
    ],
    expect: {
      firstName: "Amani",
      lastName: "Juma",
      phone: "+254720554318",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b16-29: 'Hope', fourteen years as a clerk with no step up",
    says: [
      "I've been a clerk at the same ministry for 14 years with no step up. I want a plan to move up",
      "Hope Nasimiyu",
      "0711 902 336",
    ],
    expect: {
      firstName: "Hope",
      lastName: "Nasimiyu",
      phone: "+254711902336",
      services: ["Professional Development"],
    },
  },

  // One-word replies.
  {
    name: "b16-30: 'cv', 'Mutua', a phone run together",
    says: ["cv", "Mutua", "0798412306"],
    expect: {
      firstName: "Mutua",
      phone: "+254798412306",
      services: ["CV Writing"],
    },
  },
  {
    name: "b16-31: 'training', 'Faith', a company email",
    says: ["training", "Faith", "faith@pwanilogistics.co.ke"],
    expect: {
      firstName: "Faith",
      email: "faith@pwanilogistics.co.ke",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b16-32: 'LinkedIn', 'Otieno', +254 run together",
    says: ["LinkedIn", "Otieno", "+254701556203"],
    expect: {
      firstName: "Otieno",
      phone: "+254701556203",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b16-33: 'editing', 'Furaha' (joy) as the name",
    says: ["editing", "Furaha", "0733 411 982"],
    expect: {
      firstName: "Furaha",
      phone: "+254733411982",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b16-34: 'interview', 'Njeri'",
    says: ["interview", "Njeri", "0708 662 105"],
    expect: {
      firstName: "Njeri",
      phone: "+254708662105",
      services: ["Interview Coaching"],
    },
  },

  // Life stories of 100-250 words.
  {
    name: "b16-35: laid-off housekeeper in Mombasa, Swahili, a CV then panel practice",
    says: [mombasaHousekeeperStory],
    expect: {
      firstName: "Mwanamisi",
      lastName: "Salim Bakari",
      phone: "+254714562037",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b16-36: designer in Rongai, Sheng, an empty LinkedIn, CV put off, a nickname beside",
    says: [rongaiDesignerStory],
    expect: {
      firstName: "Brian",
      lastName: "Kiprono Langat",
      phone: "+254769204118",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b16-37: Sacco CEO in Meru, staff training then a strategic plan written",
    says: [meruSaccoStory],
    expect: {
      firstName: "Gerald",
      lastName: "Mugambi Kirimi",
      email: "ceo@nkubusacco.co.ke",
      phone: "+254722445319",
      company: "Nkubu Teachers Sacco",
      services: ["Corporate Training", "Business Writing"],
    },
  },
  {
    name: "b16-38: nurse in Houston wants a path away from the bedside, not a CV, US number",
    says: [houstonNurseStory],
    expect: {
      firstName: "Caroline",
      lastName: "Nyakerario Onsongo",
      phone: "+18324071956",
      services: ["Professional Development"],
    },
  },
  {
    name: "b16-39: principal in Machakos wants her form fours prepared for the world of work",
    says: [machakosPrincipalStory],
    expect: {
      firstName: "Beatrice",
      lastName: "Mwikali Nzioka",
      email: "principal@kathianigirls.sc.ke",
      phone: "+254733602874",
      company: "Kathiani Girls Secondary School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b16-40: retired major in Nanyuki, a civilian CV and panel practice, all by outcome",
    says: [nanyukiMajorStory],
    expect: {
      firstName: "Francis",
      lastName: "Lekishon Sankale",
      phone: "+254721330584",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b16-41: pastor in Kakamega, Swahili, his English book edited, the blurb put off",
    says: [kakamegaPastorStory],
    expect: {
      firstName: "Wilberforce",
      lastName: "Shikuku Amukoya",
      email: "wshikuku.pastor@gmail.com",
      phone: "+254723718402",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b16-42: NGO in Lodwar, a donor application written, then an annual report edited",
    says: [lodwarNgoStory],
    expect: {
      firstName: "Ekai",
      lastName: "Nakiru Lomuria",
      email: "programmes@akiriket.org",
      phone: "+254710552896",
      company: "Akiriket Community Initiative",
      services: ["Business Writing", "Editing & Proofreading"],
    },
  },
  {
    name: "b16-43: receptionist hopeful in Githurai, Sheng, the letter only, 'sitaki mguse' the CV",
    says: [githuraiReceptionistStory],
    expect: {
      firstName: "Sharleen",
      lastName: "Wanjiku",
      email: "sharleenwanjiku01@gmail.com",
      phone: "+254748330672",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b16-44: widowed mother in Nyamira, Swahili, enrols her graduate twins",
    says: [nyamiraMotherStory],
    expect: {
      firstName: "Josephine",
      lastName: "Kwamboka Nyakundi",
      phone: "+254727904163",
      services: ["Youth Programs"],
    },
  },

  // Replies to questions not asked.
  {
    name: "b16-45: a town given for the name, then the name, cover letter for a county job",
    says: [
      "cover letter for a county nursing job",
      "I'm in Thika",
      "Roseline Wambui",
      "0719 204 583",
    ],
    expect: {
      firstName: "Roseline",
      lastName: "Wambui",
      phone: "+254719204583",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b16-46: 'are you a real person?' for the name, sales reps taught to close deals",
    says: [
      "I want my team of 12 sales reps taught how to close deals",
      "are you a real person?",
      "Wilson Kibet",
      "0722 603 117",
    ],
    expect: {
      firstName: "Wilson",
      lastName: "Kibet",
      phone: "+254722603117",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b16-47: a budget for the name, LinkedIn and CV in that order",
    says: ["LinkedIn and CV", "my budget is around 3k", "Ivy Nekesa", "ivy.nekesa@gmail.com"],
    expect: {
      firstName: "Ivy",
      lastName: "Nekesa",
      email: "ivy.nekesa@gmail.com",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b16-48: opening hours before the service, tender papers for her company",
    says: [
      "do you open on Saturdays?",
      "I need help preparing tender papers for my company",
      "Josephine Kanyi",
      "0733 998 214",
    ],
    expect: {
      firstName: "Josephine",
      lastName: "Kanyi",
      phone: "+254733998214",
      services: ["Business Writing"],
    },
  },
  {
    name: "b16-49: a pasted advert, years of experience for the phone, the employer not hers",
    says: [
      "Position: Accounts Assistant, Mwangaza Hardware. Deadline 14th. I need a cover letter for this",
      "Winnie Moraa",
      "I have 3 years experience in a hardware",
      "0745 662 019",
    ],
    expect: {
      firstName: "Winnie",
      lastName: "Moraa",
      phone: "+254745662019",
      services: ["Cover Letters"],
    },
  },

  // A field refused once or twice.
  {
    name: "b16-50: the phone refused once, an email instead, CV for procurement",
    says: [
      "CV for a procurement job",
      "Gladwell Nduta",
      "I'd rather not share my number",
      "gladwell.nduta@gmail.com",
    ],
    expect: {
      firstName: "Gladwell",
      lastName: "Nduta",
      email: "gladwell.nduta@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b16-51: 'why do you need my name?', then 'fine, Omondi', a poetry book proofread",
    says: [
      "proofreading for a book of poems",
      "why do you need my name?",
      "fine, Omondi",
      "0701 448 325",
    ],
    expect: {
      firstName: "Omondi",
      phone: "+254701448325",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b16-52: the name refused twice ('skip', 'hapana'), a salon business plan",
    says: ["business plan for my salon in Kitengela", "skip", "hapana", "0723 116 840"],
    expect: {
      phone: "+254723116840",
      services: ["Business Writing"],
    },
  },
  {
    name: "b16-53: an email refused twice, a phone instead, team building for a bank branch",
    says: [
      "team building for our bank branch, about 20 of us",
      "Collins Owuor",
      "sitaki email",
      "no email please, call 0722 334 569",
    ],
    expect: {
      firstName: "Collins",
      lastName: "Owuor",
      phone: "+254722334569",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b16-54: the phone refused twice, then 'ok' and the number",
    says: ["interview coaching", "Susan Adhiambo", "no", "why do you need it", "ok 0726 881 040"],
    expect: {
      firstName: "Susan",
      lastName: "Adhiambo",
      phone: "+254726881040",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b16-55: 'no calls please', then WhatsApp only, a mother and the youth programme",
    says: [
      "youth program for my daughter, she's in form 4",
      "Mrs Grace Kemunto",
      "no calls please",
      "WhatsApp only: 0712 556 093",
    ],
    expect: {
      firstName: "Grace",
      lastName: "Kemunto",
      phone: "+254712556093",
      services: ["Youth Programs"],
    },
  },

  // Corrections.
  {
    name: "b16-56: 'sorry, I meant a cover letter', the CV replaced",
    says: [
      "I want a CV",
      "sorry, I meant a cover letter, my CV is ready",
      "Anne Mumbi",
      "0729 334 018",
    ],
    expect: {
      firstName: "Anne",
      lastName: "Mumbi",
      phone: "+254729334018",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b16-57: a phone short of a digit, then 'sorry I meant' the whole number",
    says: ["LinkedIn", "Martin Kuria", "0722 481 90", "sorry I meant 0722 481 905"],
    expect: {
      firstName: "Martin",
      lastName: "Kuria",
      phone: "+254722481905",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b16-58: the first name corrected ('sorry, I meant Beverlyne'), research paper edited",
    says: [
      "editing my research paper",
      "Bevalyne Aoko",
      "sorry, I meant Beverlyne, typo",
      "beverlyne.aoko@gmail.com",
    ],
    expect: {
      firstName: "Beverlyne",
      lastName: "Aoko",
      email: "beverlyne.aoko@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b16-59: 'gmial' corrected by the visitor, youth programme for a son",
    says: [
      "youth programme for my son",
      "Teresia Wangui",
      "teresia.wangui@gmial.com",
      "sorry I meant teresia.wangui@gmail.com",
    ],
    expect: {
      firstName: "Teresia",
      lastName: "Wangui",
      email: "teresia.wangui@gmail.com",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b16-60: staff training replaced by a company profile, in Swahili ('samahani')",
    says: [
      "Tunahitaji mafunzo ya wafanyakazi",
      "samahani, nilimaanisha tunahitaji company profile, si mafunzo",
      "Khadija Omar",
      "0720 661 349",
    ],
    expect: {
      firstName: "Khadija",
      lastName: "Omar",
      phone: "+254720661349",
      services: ["Business Writing"],
    },
  },
  {
    name: "b16-61: in Qatar, the Qatari number corrected, interview coaching",
    says: [
      "I'm in Qatar, I need interview coaching",
      "Evans Mutuku",
      "+974 3312 8805",
      "sorry, I meant +974 3312 8850",
    ],
    expect: {
      firstName: "Evans",
      lastName: "Mutuku",
      phone: "+97433128850",
      services: ["Interview Coaching"],
    },
  },

  // Two and three services, in the order asked.
  {
    name: "b16-62: interview coaching first, then LinkedIn",
    says: ["interview coaching first, then my LinkedIn", "Esther Chelangat", "0729 406 771"],
    expect: {
      firstName: "Esther",
      lastName: "Chelangat",
      phone: "+254729406771",
      services: ["Interview Coaching", "LinkedIn Optimization"],
    },
  },
  {
    name: "b16-63: an NGO's funding proposal edited, then a company profile written",
    says: [
      "Can you edit our funding proposal and then write us a company profile?",
      "Daniel Ouma from Jirani Youth Network",
      "daniel@jiraniyouth.org",
    ],
    expect: {
      firstName: "Daniel",
      lastName: "Ouma",
      email: "daniel@jiraniyouth.org",
      company: "Jirani Youth Network",
      services: ["Editing & Proofreading", "Business Writing"],
    },
  },
  {
    name: "b16-64: three in Sheng ('mnipigie CV fiti'), CV, cover letter, LinkedIn",
    says: [
      "Nataka mnipigie CV fiti, cover letter na LinkedIn pia",
      "Stacy Wairimu",
      "0792 115 460",
    ],
    expect: {
      firstName: "Stacy",
      lastName: "Wairimu",
      phone: "+254792115460",
      services: ["CV Writing", "Cover Letters", "LinkedIn Optimization"],
    },
  },
  {
    name: "b16-65: three by outcome: the experience document, its letter, panel practice",
    says: [
      "I need everything: the document that lists my experience, the letter that goes with it, and practice before the panel",
      "Moses Kiprop Tanui",
      "0725 118 097",
    ],
    expect: {
      firstName: "Moses",
      lastName: "Kiprop Tanui",
      phone: "+254725118097",
      services: ["CV Writing", "Cover Letters", "Interview Coaching"],
    },
  },
  {
    name: "b16-66: a cement firm's CSR mentorship for school leavers, then a staff training day",
    says: [
      "For our CSR we want a mentorship programme for school leavers in Athi River, and then a training day for our own staff",
      "Rahab Njoki, HR at Mlima Cement",
      "rahab.njoki@mlimacement.co.ke",
    ],
    expect: {
      firstName: "Rahab",
      lastName: "Njoki",
      email: "rahab.njoki@mlimacement.co.ke",
      company: "Mlima Cement",
      services: ["Youth Programs", "Corporate Training"],
    },
  },
  {
    name: "b16-67: career coaching then LinkedIn, 'in that order'",
    says: ["career coaching then LinkedIn, in that order", "Tom Ogutu", "tom.ogutu@gmail.com"],
    expect: {
      firstName: "Tom",
      lastName: "Ogutu",
      email: "tom.ogutu@gmail.com",
      services: ["Professional Development", "LinkedIn Optimization"],
    },
  },

  // Services by outcome or purpose, without the service's words.
  {
    name: "b16-68: an online professional page with 40 connections (LinkedIn by outcome)",
    says: [
      "My online professional page has 40 connections and says nothing about my 10 years in logistics. I want hiring managers to notice it",
      "Duncan Omwenga",
      "0723 884 106",
    ],
    expect: {
      firstName: "Duncan",
      lastName: "Omwenga",
      phone: "+254723884106",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b16-69: to show up in searches on 'the networking site for professionals'",
    says: [
      "I want to show up when companies search for data analysts on the networking site for professionals",
      "Linet Awuor",
      "linet.awuor@gmail.com",
    ],
    expect: {
      firstName: "Linet",
      lastName: "Awuor",
      email: "linet.awuor@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b16-70: Easy Apply goes nowhere and 'my profile on there is bare'",
    says: [
      "My Easy Apply applications go nowhere and my profile on there is bare. Make it look like a professional's",
      "Abel Kirui",
      "0715 660 283",
    ],
    expect: {
      firstName: "Abel",
      lastName: "Kirui",
      phone: "+254715660283",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b16-71: Sheng, 'profile yangu ya LI iko dead', a single name",
    says: [
      "Profile yangu ya LI iko dead, hakuna HR ananicheki. Nisaidie iwe fiti",
      "Wafula",
      "0757 331 908",
    ],
    expect: {
      firstName: "Wafula",
      phone: "+254757331908",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b16-72: to rehearse for a Public Service Commission panel",
    says: [
      "I've been invited to appear before a Public Service Commission panel next week and I want to rehearse",
      "Ruth Kanini Mbithi",
      "0721 553 014",
    ],
    expect: {
      firstName: "Ruth",
      lastName: "Kanini Mbithi",
      phone: "+254721553014",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b16-73: 'why should we hire you?' and a second round on Friday",
    says: [
      "How do I answer 'why should we hire you'? I have a second round at an insurance company on Friday and want someone to practise with me",
      "Kennedy Owino",
      "0790 226 418",
    ],
    expect: {
      firstName: "Kennedy",
      lastName: "Owino",
      phone: "+254790226418",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b16-74: always loses at the last stage, wants a practice run with a former panellist",
    says: [
      "I always reach the last stage and lose to someone else. I want a practice run with someone who has sat on hiring panels",
      "Jackline Nanjala",
      "jnanjala@gmail.com",
    ],
    expect: {
      firstName: "Jackline",
      lastName: "Nanjala",
      email: "jnanjala@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b16-75: Swahili 'nimeitwa kuhojiwa na bodi ya shule'",
    says: [
      "Nimeitwa kuhojiwa na bodi ya shule Jumatatu, nataka kujiandaa vizuri",
      "Daudi Kiprono",
      "0728 445 906",
    ],
    expect: {
      firstName: "Daudi",
      lastName: "Kiprono",
      phone: "+254728445906",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b16-76: 'attach a letter stating why you are suitable' (cover letter by purpose)",
    says: [
      "The advert says attach a letter stating why you are suitable for the position. Can you write that for me?",
      "Pauline Chebet",
      "0713 442 870",
    ],
    expect: {
      firstName: "Pauline",
      lastName: "Chebet",
      phone: "+254713442870",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b16-77: 'the one-page letter that goes on top of my CV', the CV only described",
    says: [
      "I need the one-page letter that goes on top of my CV for a KPA clerk job",
      "Athman Said",
      "0722 906 331",
    ],
    expect: {
      firstName: "Athman",
      lastName: "Said",
      phone: "+254722906331",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b16-78: Sheng, 'ile letter ya kuapply job', a nickname alone",
    says: [
      "Nataka ile letter ya kuapply job, ya kuexplain kwa nini mimi ndio nafaa",
      "Mose",
      "0741 118 562",
    ],
    expect: {
      firstName: "Mose",
      phone: "+254741118562",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b16-79: the application document still lists primary school and hobbies (CV)",
    says: [
      "The document I send when applying still lists my primary school and my hobbies. I want it redone properly",
      "Harriet Nafula",
      "0795 604 112",
    ],
    expect: {
      firstName: "Harriet",
      lastName: "Nafula",
      phone: "+254795604112",
      services: ["CV Writing"],
    },
  },
  {
    name: "b16-80: Swahili 'tawasifu yangu ya kazi' for a driving job, three names",
    says: [
      "Naomba mnisaidie kuandika tawasifu yangu ya kazi, nataka kuomba kazi ya udereva",
      "Juma Kazungu Charo",
      "0720 337 915",
    ],
    expect: {
      firstName: "Juma",
      lastName: "Kazungu Charo",
      phone: "+254720337915",
      services: ["CV Writing"],
    },
  },
  {
    name: "b16-81: online application systems throw out his papers (CV by outcome)",
    says: [
      "I think the online application systems throw out my papers before a human ever sees them. Can you fix what I'm sending?",
      "Oscar Maina",
      "oscar.maina@protonmail.com",
    ],
    expect: {
      firstName: "Oscar",
      lastName: "Maina",
      email: "oscar.maina@protonmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b16-82: a memoir's language cleaned up before a publisher sees it",
    says: [
      "I've written a memoir about growing up on a tea farm in Kericho and need the language cleaned up before a publisher sees it",
      "Akello Chebii",
      "akello.chebii@gmail.com",
    ],
    expect: {
      firstName: "Akello",
      lastName: "Chebii",
      email: "akello.chebii@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b16-83: a women group's donor report 'reads badly', polish without changing it",
    says: [
      "Our donor report is written but it reads badly. Can someone polish the language without changing what it says?",
      "Salome Adhiambo, Tuinuane Women Group",
      "0718 226 409",
    ],
    expect: {
      firstName: "Salome",
      lastName: "Adhiambo",
      phone: "+254718226409",
      company: "Tuinuane Women Group",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b16-84: Swahili, a collection of poems read and corrected before printing",
    says: [
      "Nimeandika diwani ya mashairi, nataka mtu aisome na kurekebisha makosa kabla ya kuchapisha",
      "Bakari Shee",
      "0736 220 584",
    ],
    expect: {
      firstName: "Bakari",
      lastName: "Shee",
      phone: "+254736220584",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b16-85: tailors bidding to supply county uniforms, the bid documents put together",
    says: [
      "We want to bid to supply uniforms to the county and need the bid documents put together",
      "Rosemary Kavata, Kavata Tailors",
      "0726 443 018",
    ],
    expect: {
      firstName: "Rosemary",
      lastName: "Kavata",
      phone: "+254726443018",
      company: "Kavata Tailors",
      services: ["Business Writing"],
    },
  },
  {
    name: "b16-86: donors ask for a document introducing the foundation (company profile)",
    says: [
      "Donors keep asking for a document that introduces our organisation and what we have achieved",
      "Brenda Akoth of Mwanga Girls Foundation",
      "info@mwangagirls.or.ke",
    ],
    expect: {
      firstName: "Brenda",
      lastName: "Akoth",
      email: "info@mwangagirls.or.ke",
      company: "Mwanga Girls Foundation",
      services: ["Business Writing"],
    },
  },
  {
    name: "b16-87: 40 staff and no written rules on leave and discipline (an HR handbook)",
    says: [
      "Our 40 staff have no written rules on leave and discipline. We need an HR handbook drafted",
      "Peter Gitonga",
      "0721 990 246",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Gitonga",
      phone: "+254721990246",
      services: ["Business Writing"],
    },
  },
  {
    name: "b16-88: an investor wants a pitch document for water-vending kiosks",
    says: [
      "An investor wants a pitch document for my water-vending kiosks before he puts money in",
      "Eunice Chemutai",
      "0710 447 829",
    ],
    expect: {
      firstName: "Eunice",
      lastName: "Chemutai",
      phone: "+254710447829",
      services: ["Business Writing"],
    },
  },
  {
    name: "b16-89: sales reps missing targets, a half-day to lift them, job title beside the name",
    says: [
      "Our sales reps keep missing targets and the mood is low. We want a half-day session to lift them",
      "Kevin Njuguna, sales manager at Bidii Distributors",
      "kevin.njuguna@bidiidistributors.co.ke",
    ],
    expect: {
      firstName: "Kevin",
      lastName: "Njuguna",
      email: "kevin.njuguna@bidiidistributors.co.ke",
      company: "Bidii Distributors",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b16-90: nurses burning out on night shifts, 'Sister' before the name",
    says: [
      "Our nurses are burning out from night shifts. Can someone come and run a session on coping with pressure?",
      "Sister Mary Atieno, nursing officer",
      "0733 218 664",
    ],
    expect: {
      firstName: "Mary",
      lastName: "Atieno",
      phone: "+254733218664",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b16-91: someone to inspire the team at the end-of-year staff party",
    says: [
      "Our end-of-year staff party needs someone to inspire the team for next year",
      "Lydia Mwende",
      "0724 551 308",
    ],
    expect: {
      firstName: "Lydia",
      lastName: "Mwende",
      phone: "+254724551308",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b16-92: a son idle since form four needs direction, 'his mother' beside the name",
    says: [
      "My son has been idle at home since form four. He needs direction on what to do with his life",
      "Jane Muthoni, his mother",
      "0722 771 046",
    ],
    expect: {
      firstName: "Jane",
      lastName: "Muthoni",
      phone: "+254722771046",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b16-93: a church's 60 young people with no idea how to find work, Deacon",
    says: [
      "Our church has 60 young people out of college with no idea how to find work. Can you guide them as a group?",
      "Deacon Samuel Ngugi",
      "0712 660 583",
    ],
    expect: {
      firstName: "Samuel",
      lastName: "Ngugi",
      phone: "+254712660583",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b16-94: Sheng, 'fresh from campo, sijui kuanzia wapi'",
    says: [
      "Mimi ni fresh from campo, sijui kuanzia wapi na hii job hunting",
      "Tevin",
      "0746 229 015",
    ],
    expect: {
      firstName: "Tevin",
      phone: "+254746229015",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b16-95: from banking to tech, 'don't know where to begin'",
    says: [
      "I want to switch from banking to tech but I don't know where to begin",
      "Anthony Kamau",
      "0722 118 640",
    ],
    expect: {
      firstName: "Anthony",
      lastName: "Kamau",
      phone: "+254722118640",
      services: ["Professional Development"],
    },
  },
  {
    name: "b16-96: Swahili 'nataka kupanda cheo kazini'",
    says: [
      "Nataka kupanda cheo kazini, nahitaji mtu wa kunishauri",
      "Zuhura Hamisi",
      "0713 009 552",
    ],
    expect: {
      firstName: "Zuhura",
      lastName: "Hamisi",
      phone: "+254713009552",
      services: ["Professional Development"],
    },
  },
  {
    name: "b16-97: newly made supervisor over former workmates, one-to-one guidance",
    says: [
      "I've just been made supervisor over people who were my workmates and it's not going well. I want one-to-one guidance",
      "Irene Wangeci",
      "irene.wangeci@yahoo.com",
    ],
    expect: {
      firstName: "Irene",
      lastName: "Wangeci",
      email: "irene.wangeci@yahoo.com",
      services: ["Professional Development"],
    },
  },

  // Misspelt services.
  {
    name: "b16-98: 'cv wrting n coverletta'",
    says: ["cv wrting n coverletta", "Dorothy Ajwang", "0791 440 218"],
    expect: {
      firstName: "Dorothy",
      lastName: "Ajwang",
      phone: "+254791440218",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b16-99: 'proof raeding for my thesis', 0700",
    says: ["proof raeding for my thesis", "Elvis Kiplimo", "0700 553 912"],
    expect: {
      firstName: "Elvis",
      lastName: "Kiplimo",
      phone: "+254700553912",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b16-100: 'coprate trainig' on leadership for supervisors, company email",
    says: [
      "coprate trainig on leadership for our supervisors",
      "Agnes Wairimu",
      "agnes@barakaflowers.co.ke",
    ],
    expect: {
      firstName: "Agnes",
      lastName: "Wairimu",
      email: "agnes@barakaflowers.co.ke",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b16-101: 'proffesional devlopment coching'",
    says: ["proffesional devlopment coching", "Felix Onyango", "0723 902 447"],
    expect: {
      firstName: "Felix",
      lastName: "Onyango",
      phone: "+254723902447",
      services: ["Professional Development"],
    },
  },
  {
    name: "b16-102: 'bizness writting', a profile for a transport company",
    says: [
      "bizness writting - need a profile for my transport company",
      "Hassan Guyo",
      "0722 558 103",
    ],
    expect: {
      firstName: "Hassan",
      lastName: "Guyo",
      phone: "+254722558103",
      services: ["Business Writing"],
    },
  },

  // A service negated, postponed or dropped.
  {
    name: "b16-103: 'Not the CV, I already paid someone', the interview part only",
    says: [
      "Not the CV, I already paid someone for that. I need help with the interview part",
      "Rose Achieng Odhiambo",
      "0712 405 336",
    ],
    expect: {
      firstName: "Rose",
      lastName: "Achieng Odhiambo",
      phone: "+254712405336",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b16-104: 'LinkedIn after I get the job', the cover letter now",
    says: [
      "LinkedIn after I get the job. Right now just the cover letter",
      "Victor Kiptoo",
      "0729 661 014",
    ],
    expect: {
      firstName: "Victor",
      lastName: "Kiptoo",
      phone: "+254729661014",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b16-105: Swahili 'Sitaki CV', only LinkedIn",
    says: ["Sitaki CV, nataka tu mtu wa kunisaidia na LinkedIn", "Nuru Abdallah", "0711 302 774"],
    expect: {
      firstName: "Nuru",
      lastName: "Abdallah",
      phone: "+254711302774",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b16-106: a workshop and a profile, then 'forget the profile for now'",
    says: [
      "We need a staff workshop and a company profile",
      "Philip Maina",
      "forget the profile for now, just the workshop",
      "0722 409 558",
    ],
    expect: {
      firstName: "Philip",
      lastName: "Maina",
      phone: "+254722409558",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b16-107: a dairy Sacco, 'no training this year', only the strategic plan",
    says: [
      "We don't need training this year, only the strategic plan written",
      "Janet Chelimo of Kapsabet Dairy Sacco",
      "0723 660 118",
    ],
    expect: {
      firstName: "Janet",
      lastName: "Chelimo",
      phone: "+254723660118",
      company: "Kapsabet Dairy Sacco",
      services: ["Business Writing"],
    },
  },

  // A service next to a price question.
  {
    name: "b16-108: the charge per page for proofreading a 60-page report",
    says: [
      "How much do you charge per page for proofreading? I have a 60-page report",
      "Moses Wekesa",
      "0733 226 905",
    ],
    expect: {
      firstName: "Moses",
      lastName: "Wekesa",
      phone: "+254733226905",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b16-109: Swahili 'bei ya mafunzo ya wafanyakazi', 'Mzee' before the name",
    says: [
      "Bei ya mafunzo ya wafanyakazi ni ngapi? Tuko 15 kiwandani",
      "Mzee Joseph Kariuki",
      "0722 301 774",
    ],
    expect: {
      firstName: "Joseph",
      lastName: "Kariuki",
      phone: "+254722301774",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b16-110: 'Lucky' asks for a student price for the youth programme and wants to join",
    says: [
      "Is there a student price for the youth programme? I want to join",
      "Lucky Wambua",
      "0741 660 228",
    ],
    expect: {
      firstName: "Lucky",
      lastName: "Wambua",
      phone: "+254741660228",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b16-111: the cost of a CV plus a cover letter, 'I want both'",
    says: [
      "What's the cost of a CV plus a cover letter? I want both",
      "Sylvia Adhiambo",
      "sylvia.adhiambo@gmail.com",
    ],
    expect: {
      firstName: "Sylvia",
      lastName: "Adhiambo",
      email: "sylvia.adhiambo@gmail.com",
      services: ["CV Writing", "Cover Letters"],
    },
  },

  // Kenyan phones, every way they are written.
  {
    name: "b16-112: digits spaced one by one",
    says: ["CV", "Titus Mwenda", "0 7 2 2 5 5 3 1 8 4"],
    expect: {
      firstName: "Titus",
      lastName: "Mwenda",
      phone: "+254722553184",
      services: ["CV Writing"],
    },
  },
  {
    name: "b16-113: no leading 0 and no country code",
    says: ["cover letter", "Hellen Kerubo", "712 664 093"],
    expect: {
      firstName: "Hellen",
      lastName: "Kerubo",
      phone: "+254712664093",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b16-114: '+254 0722 ...' with the 0 kept after the code",
    says: ["LinkedIn", "Collins Kiprotich", "+254 0722 118 406"],
    expect: {
      firstName: "Collins",
      lastName: "Kiprotich",
      phone: "+254722118406",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b16-115: a WhatsApp line and a calls line, WhatsApp first",
    says: ["interview coaching", "Asha Mohamed", "WhatsApp 0716 330 248, calls 0733 118 602"],
    expect: {
      firstName: "Asha",
      lastName: "Mohamed",
      phone: "+254716330248",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b16-116: a calls line and a WhatsApp line, WhatsApp second",
    says: [
      "editing my proposal",
      "Faith Wambui",
      "call on 0722 309 118 but WhatsApp me on 0799 406 227",
    ],
    expect: {
      firstName: "Faith",
      lastName: "Wambui",
      phone: "+254799406227",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b16-117: 'tel: (+254) 115 ...', a 0115 number",
    says: ["business plan", "Stephen Mbugua", "tel: (+254) 115 204 663"],
    expect: {
      firstName: "Stephen",
      lastName: "Mbugua",
      phone: "+254115204663",
      services: ["Business Writing"],
    },
  },
  {
    name: "b16-118: 'Namba yangu ni' with dashes, a niece in the youth programme",
    says: ["youth programme for my niece", "Naomi Chepngetich", "Namba yangu ni 0702-331-958"],
    expect: {
      firstName: "Naomi",
      lastName: "Chepngetich",
      phone: "+254702331958",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b16-119: a 0110 number with a full stop after it",
    says: ["LinkedIn profile", "Brenda Naliaka", "0110 224 867."],
    expect: {
      firstName: "Brenda",
      lastName: "Naliaka",
      phone: "+254110224867",
      services: ["LinkedIn Optimization"],
    },
  },

  // Diaspora phones in their local format.
  {
    name: "b16-120: in Stockholm, interview coaching, Swedish mobile with its 0",
    says: [
      "I'm in Stockholm, I need interview coaching for a Swedish company",
      "Janet Akinyi",
      "070-312 45 68",
    ],
    expect: {
      firstName: "Janet",
      lastName: "Akinyi",
      phone: "+46703124568",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b16-121: 'Niko Johannesburg', CV, South African mobile with its 0",
    says: ["Niko Johannesburg, nataka CV", "Kevin Omondi", "082 614 3307"],
    expect: {
      firstName: "Kevin",
      lastName: "Omondi",
      phone: "+27826143307",
      services: ["CV Writing"],
    },
  },
  {
    name: "b16-122: in Dar es Salaam, a business plan for a restaurant, Tanzanian mobile",
    says: [
      "I'm in Dar es Salaam. I need a business plan for a Kenyan restaurant I'm opening here",
      "Wanjiru Kimani",
      "0754 226 118",
    ],
    expect: {
      firstName: "Wanjiru",
      lastName: "Kimani",
      phone: "+255754226118",
      services: ["Business Writing"],
    },
  },
  {
    name: "b16-123: in Kigali, LinkedIn help, Rwandan mobile with its 0",
    says: ["Am in Kigali, LinkedIn help", "Eric Mugo", "0788 402 917"],
    expect: {
      firstName: "Eric",
      lastName: "Mugo",
      phone: "+250788402917",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b16-124: nurse in Dublin, a cover letter for an HSE post, Irish mobile",
    says: [
      "I'm a nurse in Dublin. Cover letter for an HSE post please",
      "Millicent Auma",
      "085 118 4402",
    ],
    expect: {
      firstName: "Millicent",
      lastName: "Auma",
      phone: "+353851184402",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b16-125: house manager in Kuwait plans coming home, career coaching, +965",
    says: [
      "I'm in Kuwait, house manager. I want career coaching to plan coming back home",
      "Zipporah Nduku",
      "+965 9912 4308",
    ],
    expect: {
      firstName: "Zipporah",
      lastName: "Nduku",
      phone: "+96599124308",
      services: ["Professional Development"],
    },
  },
  {
    name: "b16-126: in Calgary, a thesis proofread, +1 with brackets",
    says: ["Based in Calgary. Need my thesis proofread", "Brian Koech", "+1 (403) 771-2094"],
    expect: {
      firstName: "Brian",
      lastName: "Koech",
      phone: "+14037712094",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b16-127: in Leicester, a CV for care jobs, '+44 (0) 7723'",
    says: ["UK here, Leicester. CV for care jobs", "Agnes Moraa", "+44 (0) 7723 118 406"],
    expect: {
      firstName: "Agnes",
      lastName: "Moraa",
      phone: "+447723118406",
      services: ["CV Writing"],
    },
  },
  {
    name: "b16-128: 'Niko Riyadh', a hospital interview in Swahili, 00966",
    says: [
      "Niko Riyadh, nataka msaada wa kujiandaa na interview ya kazi ya hospitali",
      "Mariam Hassan",
      "00966 53 412 7790",
    ],
    expect: {
      firstName: "Mariam",
      lastName: "Hassan",
      phone: "+966534127790",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b16-129: in Amsterdam, a LinkedIn makeover, Dutch mobile '06'",
    says: ["I'm in Amsterdam. LinkedIn makeover please", "Dennis Ngugi", "06 1234 8871"],
    expect: {
      firstName: "Dennis",
      lastName: "Ngugi",
      phone: "+31612348871",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b16-130: in Bahrain, a cover letter for a hotel job, +973",
    says: [
      "Bahrain here, need a cover letter for a hotel job",
      "Josephine Atieno",
      "+973 3641 2287",
    ],
    expect: {
      firstName: "Josephine",
      lastName: "Atieno",
      phone: "+97336412287",
      services: ["Cover Letters"],
    },
  },

  // Emails in odd forms.
  {
    name: "b16-131: an email in capitals",
    says: ["CV", "Samuel Kiprotich", "SAMUEL.KIPROTICH@GMAIL.COM"],
    expect: {
      firstName: "Samuel",
      lastName: "Kiprotich",
      email: "samuel.kiprotich@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b16-132: spaces around '@' and '.'",
    says: ["LinkedIn", "Phoebe Wanjiru", "phoebe . wanjiru @ gmail . com"],
    expect: {
      firstName: "Phoebe",
      lastName: "Wanjiru",
      email: "phoebe.wanjiru@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b16-133: '(at)' and '(dot)'",
    says: ["editing", "Paul Mutua", "paul.mutua(at)yahoo(dot)com"],
    expect: {
      firstName: "Paul",
      lastName: "Mutua",
      email: "paul.mutua@yahoo.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b16-134: an email in angle brackets",
    says: ["interview coaching", "Esther Njambi", "<esther.njambi@outlook.com>"],
    expect: {
      firstName: "Esther",
      lastName: "Njambi",
      email: "esther.njambi@outlook.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b16-135: 'hotmial' for hotmail",
    says: ["cover letter", "Mark Otieno", "markotieno@hotmial.com"],
    expect: {
      firstName: "Mark",
      lastName: "Otieno",
      email: "markotieno@hotmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b16-136: 'mailto:' before a .go.ke address, staff training",
    says: ["staff training", "Caroline Mutheu", "mailto:c.mutheu@kilimo.go.ke"],
    expect: {
      firstName: "Caroline",
      lastName: "Mutheu",
      email: "c.mutheu@kilimo.go.ke",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b16-137: 'yahoo.con' with an underscore and digits",
    says: ["business writing", "Ali Hassan", "ali_hassan254@yahoo.con"],
    expect: {
      firstName: "Ali",
      lastName: "Hassan",
      email: "ali_hassan254@yahoo.com",
      services: ["Business Writing"],
    },
  },
  {
    name: "b16-138: 'email me:' and ', thanks' around a hyphenated address",
    says: ["youth programs", "Grace Wanza", "email me: grace-wanza@outlook.com, thanks"],
    expect: {
      firstName: "Grace",
      lastName: "Wanza",
      email: "grace-wanza@outlook.com",
      services: ["Youth Programs"],
    },
  },
];
