import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 33 for `npm run bench:assistant`, written on 2026-12-04 by the helper
 * "asst-batch33", apart from the engine. Rules of apartness, as followed: nothing under server/,
 * app/, tests/ or contract/ was opened, listed or grepped, nor /work/firstruns/, nor
 * bench/README.md, nor bench/assistant.ts or any other bench runner; no history command was run
 * (git commands: `worktree add`, then `add`, commit, `rev-parse`, rebase, merge; `git status` was
 * not run in /work/main); no test suite was run and the bench was not run. `npx react-router
 * typegen` was run in the worktree, and again inside `npm run typecheck`. What was read: the
 * helper protocol; `ls bench/`; biome.json; bench/assistant-personas-batch4.ts lines 1-50 (the
 * type, its header and the opening of its life story); bench/assistant-personas-batch32.ts lines
 * 1-346 (its header, its seven life stories and personas b32-001 to b32-012, up to and including
 * the line with the thirteenth entry's name), for format and conventions only, after a grep for the
 * line number of "b32-013:" whose output was cut to the line number; the names of batch 32's
 * exports (only `batch32Personas`), listed by a script that imported the module and printed
 * `Object.keys` of it, nothing else of its content; the `name` lines of content/services.ts (the
 * services' names); the lines of /work/shared/SPEC.md matching "hand-over", "handover", "chat
 * widget" or "lead". The first names seen in the parts read were kept out of this batch by a
 * throwaway script outside the repository (/tmp/check33.mts), which also checked the count, that
 * ids run in order, that no persona name, first name or phone repeats, that every Kenyan phone is
 * +2547/+2541 and 8 more digits, that each expected phone's digits, each email, each name word and
 * each company appear in the persona's lines, that every service is a content/services.ts `name`,
 * that emails are expected in lower case, and that every persona leaves a phone or an email.
 *
 * The first 56 personas are ordinary visitors (one clear request, a name, a phone or email, in
 * everyday wording: an Ol Joro Orok potato farmer, a Machakos county procurement officer, a Kisumu
 * NGO programme officer, an Eldoret lab technologist, a Nyeri boys' school, a Meru SACCO's loan
 * officers, a route 46 matatu driver, a Diani housekeeper bound for a cruise ship, a Nairobi
 * backend developer, a Kamukunji welder, a Nakuru church magazine, an advocate's book, a Mombasa
 * shipping clerk, a Kitengela teacher, Kenyans in Toronto, Riyadh, Manchester, Stuttgart,
 * Melbourne, Johannesburg, Muscat and Atlanta, a Nanyuki lodge, a Kitui county library, an Embu
 * student, a Bungoma graduate, a logistics firm's handbook, a Thika pharmacist, an Isiolo camel
 * milk project, a Kapsabet athlete, a Voi teacher before TSC, a Naivasha geothermal technician, a
 * Nairobi auditor, a Marsabit community radio, a supermarket's cashiers, a Kakamega intern doctor,
 * a Lamu tour guide, a Nyahururu girls' school, a Kilifi mango exporter, a freelance designer, a
 * Kisumu teacher's revision book, a Machakos lecturer, a bank manager, a Nakuru sous chef, a
 * Kajiado county water department, a Garissa student, a Kericho church, a Mombasa ship supplier, an
 * agritech founder, a Kitale teacher, a Nyamira graduate, a Mandera health worker, a Ruiru
 * packaging factory, a Nairobi journalist, a Homa Bay county assembly clerk, a Bondo technical
 * institute).
 * The other 71 are harder: eight long life stories, each told in one message with a service
 * turned down, postponed or done by someone else inside it (an Eldoret lab scientist who turned
 * down a job, LinkedIn then interview coaching, editing done by her supervisor, a cover letter
 * "maybe next year", with a mixed-case email; a retired Kitui headteacher's book edited, his
 * grandson's CV no longer needed, in Swahili, "Mzee", a phone with dashes; an Umoja MC's company
 * profile then LinkedIn, the CV dropped, in Sheng, a nickname, a phone as "254 7.."; a Kenyan
 * accountant in London, cover letter then CV, interview coaching refused, "Ms.", a UK number; a
 * Murang'a avocado co-operative's training for 25 field officers, the brochure left to its
 * printer, Swahili-English, phone and email; a Nakuru mother for her daughter, CV then interview
 * coaching, LinkedIn later, "Mama", Swahili-English; a Vihiga county youth director, a programme
 * for 200 trainees, the strategy's proofreading left to consultants, "Dr."; a Rongai matatu
 * SACCO's crew training and job descriptions, a youth talk refused, in Sheng, a phone with dots);
 * eighteen Sheng, Swahili or Swahili-English personas besides the stories (two services in one
 * message, in order; one dropped in the same message; the phone refused twice; the name refused
 * twice and never given; a mother for her son's career guidance; a CBO, a church, a traders'
 * chama; one long one-message reply; a budget and deadline first; a name with an emoji; a name in
 * lower case; "Pastor", "Bi.", "Mwalimu"; a gypsum fundi bound for Saudi; an 011 phone; phones in
 * pairs of digits); in English: names between emoji, typos ("my nam is", "Mi name is", "my names
 * are"), honorifics (Dr., Eng. (twice), Mzee, Prof., Bishop), "arap", an apostrophe and a hyphen in
 * surnames, three- and four-word names, a request and a name in capitals, a reply all in lower
 * case, repeated letters, the email refused twice, the phone refused twice then given, a job title
 * and employer told before the request, a role and company told unasked in the middle, replies of
 * "cv", "yes", "ok", a single name, one very long reply, two and three services in one message,
 * services described instead of named ("my profile on that professional site", "help me prepare
 * for the panel", "the letter that goes with it", "go through my dissertation", "which career to
 * go for", "nobody ever calls me back"), an insurer's 35 claims staff, a county referral
 * hospital's 20 nurses, a school's support staff, an NG-CDF office's bursary students, phones as
 * "+254 (0) 7..", "2547..." without a plus, with dashes, "+254 7 1234 ....", an 011 number, Qatar
 * and other foreign numbers, emails in capitals and mixed case.
 *
 * Expectation conventions as batch 32's: titles and honorifics (Mr., Ms., Bi., Mama, Mzee,
 * Mwalimu, Pastor, Bishop, Dr., Prof., Eng.) are not part of the name; `lastName` is everything
 * after the first name as the visitor wrote it ("arap Sang" keeps its lower-case "arap"); names
 * written in capitals or all in lower case are expected in ordinary case, emoji and nicknames left
 * out; emails in lower case; a declined, postponed, elsewhere-done or dropped service is not
 * expected; services in the order asked; a motivation or application letter is a cover letter; a
 * proposal, report, company profile, business plan, pitch document, staff handbook or job
 * description is business writing; career guidance or coaching is professional development; staff
 * training is corporate training; school, church, CBO, library, polytechnic, NG-CDF and county
 * youth career programmes are youth programmes; a visitor who never gives a name has no
 * `firstName`, one who gives one name only has no `lastName`; `company` is the organisation the
 * visitor names as theirs, an employer mentioned in passing is not. Phones are expected in E.164,
 * a foreign number with its own country code. Not registered anywhere.
 */

const storyLab = [
  "Good morning. Bear with me, this is a long one. I grew up in Kapsowar and trained in medical laboratory science at Moi University, then joined the referral hospital in Eldoret in 2016 as a laboratory technologist in the microbiology section.",
  "In 2021 I did a master's in public health part time, and my supervisor has already gone through my thesis and the paper we are publishing from it, so no editing is needed there.",
  "In September a research institute in Kisumu offered me a job, but the pay was lower than what I earn now and I had to turn it down, which I still regret a little.",
  "Since then I have noticed that the research organisations recruit through LinkedIn, and mine still says I am a student, so I want my LinkedIn optimised first.",
  "Then I have a panel with an international research organisation in January and I want interview coaching before it, because I freeze when they ask about my weaknesses.",
  "A cover letter maybe next year when I apply abroad, not now.",
  "I'm Dorcas Chepkemoi Kirui.",
  "Write to me at Dorcas.Kirui@Gmail.com please, I don't pick calls at work.",
].join(" ");

const storyKamba = [
  "Hamjambo. Mimi ni mwalimu mkuu mstaafu, nilifundisha kwa miaka thelathini na mbili katika shule za Mwingi na Kitui.",
  "Nilipostaafu mwaka 2015 nilianza kuandika kitabu kuhusu historia ya Wakamba, mila zetu, nyimbo na jinsi tulivyoishi kabla ya ukoloni.",
  "Sasa kimefika kurasa mia mbili na arobaini, nimekiandika kwa Kiingereza, lakini mjukuu wangu anasema kina makosa mengi ya sarufi na tahajia.",
  "Ninataka mtu akisahihishe na kukihariri vizuri kabla sijakipeleka kwa mchapishaji huko Nairobi.",
  "Mwezi uliopita nilikuwa nimefikiria kumwandikia huyo mjukuu CV, lakini amepata kazi tayari kwenye benki, kwa hivyo hiyo haihitajiki tena.",
  "Mimi ni Mzee Nzioka Musembi Kavita.",
  "Nipigie kwa 0733-418-296, simu ya mkono.",
].join(" ");

const storyMc = [
  "Niaje mse, story yangu ni ndefu kiasi. Mi ni MC na DJ wa events pale Umoja na Donholm, nimekuwa nikifanya weddings, ruracios na graduation parties tangu 2018.",
  "Nilikuwa nafanya kazi ya stores kwa kampuni moja Industrial Area lakini 2022 nikaona events ndio inalipa, nikaacha job nikaanza kampuni yangu.",
  "Sasa corporates wananiitisha company profile kabla ya kunibook, na mimi sina kitu, natumia tu WhatsApp status na ma-photo.",
  "Kwa hivyo kwanza nataka company profile ya maana, alafu LinkedIn yangu ipigwe msasa juu ma-HR wa corporates wako huko.",
  "Mzee wangu alisema niandikiwe CV pia nirudi kuajiriwa, lakini hiyo niliachana nayo, siendi kurudi kuajiriwa.",
  "Kampuni inaitwa Zeke Sounds & Events.",
  "Mimi ni Ezekiel Mutuku Ndambuki, wasee huniita Zeke.",
  "Namba ni 254 711 902 463.",
].join(" ");

const storyLondon = [
  "Hello from London. I left Kenya in 2012 after my CPA and I have worked here as a management accountant for a housing charity for nine years.",
  "My father passed on in March and I went home for the burial in Murang'a, and being there made me decide to come back for good at the end of next year.",
  "I want to work in finance for an international NGO in Nairobi, and I have found one posting for a grants finance manager that closes on the 20th.",
  "What I need first is a cover letter for that posting, because I have never written a Kenyan-style one, and then a CV that translates my UK experience for Kenyan readers.",
  "Please don't offer me interview coaching, I run interview panels at my charity every month, I will be fine.",
  "My name is Ms. Priscilla Nduta Karanja.",
  "My UK mobile is +44 7700 900 314, WhatsApp on the same number.",
].join(" ");

const storyAvocado = [
  "Habari. Mimi ni manager wa avocado co-operative huko Kandara, Murang'a, tuko na wakulima karibu elfu mbili.",
  "We started in 2017 as a small group selling to brokers, and the brokers were cheating us sana, so we registered a co-operative and now we export through a company in Thika.",
  "Our problem now is our field officers, tuko na twenty-five, they visit farmers but they don't keep records and they don't explain the export standards well.",
  "So tunataka training ya field officers wote, record keeping and how to talk to farmers, ideally in February before the main season.",
  "We also need a new brochure for buyers, lakini hiyo printer wetu wa Murang'a town atafanya, he has done our designs before.",
  "The co-operative is Kandara Avocado Growers Co-operative Society.",
  "I am Kamotho Wachira.",
  "Nipigie 0722 381 594 or email kamotho@kandaraavocado.co.ke.",
].join(" ");

const storyMother = [
  "Habari yako. Mimi ni mama, nataka kusaidia binti yangu. Alimaliza diploma ya nursing pale KMTC Nakuru mwaka jana.",
  "Amekuwa akijitolea kwa dispensary moja karibu na Lanet bila malipo kwa miezi nane, na sasa amechoka.",
  "She applied to the county and to two mission hospitals, but they never called, and when I looked at her CV it is one page from a template with spelling mistakes.",
  "Kwa hivyo kwanza nataka CV yake iandikwe upya, then when she is called I want someone to coach her for the interview, she is very shy.",
  "LinkedIn sijui, mtu alisema pia hiyo, lakini tutaangalia baadaye akipata kazi.",
  "Mimi ni Mama Rehema Chelagat Bett, I am the one paying.",
  "Nambari yangu ni +254 720 613 948.",
].join(" ");

const storyVihiga = [
  "Good afternoon. I am the director of youth affairs in Vihiga County, and I have been in this office for three years after fourteen years teaching at Chavakali.",
  "We have eleven vocational training centres in the county with about two thousand trainees, most of them doing tailoring, masonry, hairdressing and motor vehicle mechanics.",
  "The sad part is that when they finish, very few find work, because nobody has ever told them how to look for a job or start something of their own.",
  "What we want from you is a career and employability programme for about two hundred trainees in the final year, running in the second term.",
  "We are also revising the county youth strategy and somebody suggested you could proofread it, but KIPPRA consultants are already handling that document, so leave it.",
  "I am Dr. Ambrose Lumumba Kadenge, Vihiga County Department of Youth Affairs.",
  "Email Ambrose.Kadenge@Vihiga.go.ke, or my office line 0729 015 376.",
].join(" ");

const storyRongai = [
  "Sasa boss. Mimi ni chairman wa matatu SACCO ya Rongai, tuko na magari themanini na crew kama mia mbili, madereva na makanga.",
  "Nilianza kama makanga 2005, nikawa dere, alafu nikanunua nganya yangu ya kwanza 2012, so naijua hii biashara ndani nje.",
  "Shida yetu ni customers wanalalamika, makanga wanatusi wasafiri na madere wanaovertake vibaya, NTSA imetuonya mara mbili.",
  "Tunataka training ya customer care na road safety kwa crew wote, alafu pia job descriptions za dere, makanga na stage managers, juu hakuna mtu anajua kazi yake ni nini haswa.",
  "Mtu mmoja wa county alisema mtuletee pia career talk ya vijana wa stage, lakini hiyo hapana, sisi ni biashara si shule.",
  "SACCO ni Rongai Line Express SACCO.",
  "Mimi ni Pius Njoroge Kimani.",
  "Nicheki 0722.507.914.",
].join(" ");

export const batch33Personas: Batch4Persona[] = [
  // Ordinary visitors.
  {
    name: "b33-001: a potato farmer in Ol Joro Orok wants a CV for an extension officer post",
    says: [
      "I farm potatoes in Ol Joro Orok and the county is hiring extension officers, can you write my CV?",
      "Wanjiku Ndegwa",
      "0721 448 302",
    ],
    expect: {
      firstName: "Wanjiku",
      lastName: "Ndegwa",
      phone: "+254721448302",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-002: a Machakos county procurement officer before a promotion interview",
    says: [
      "I work in procurement at the Machakos county offices and I have a promotion interview on the 15th, I want coaching for it",
      "Mutua Kilonzo",
      "mutua.kilonzo@gmail.com",
    ],
    expect: {
      firstName: "Mutua",
      lastName: "Kilonzo",
      email: "mutua.kilonzo@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b33-003: a Kisumu NGO programme officer's LinkedIn",
    says: [
      "Hi, I'm a programme officer with an NGO in Kisumu and my LinkedIn profile looks empty, can you fix it?",
      "Achieng Odera",
      "0710 552 961",
    ],
    expect: {
      firstName: "Achieng",
      lastName: "Odera",
      phone: "+254710552961",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b33-004: an Eldoret lab technologist's cover letter for a private hospital",
    says: [
      "I'm a lab technologist in Eldoret applying to a private hospital in Nairobi and I need a cover letter",
      "Kiptoo Rotich",
      "0729 617 044",
    ],
    expect: {
      firstName: "Kiptoo",
      lastName: "Rotich",
      phone: "+254729617044",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b33-005: a Nyeri boys' school's career day for Form Fours",
    says: [
      "I'm the deputy principal of a boys' school near Nyeri and we would like a career day programme for our Form Four students",
      "Grace Muthoni, Giakanja Boys High School",
      "0722 930 517",
    ],
    expect: {
      firstName: "Grace",
      lastName: "Muthoni",
      phone: "+254722930517",
      company: "Giakanja Boys High School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b33-006: a Meru SACCO's loan officers trained in credit appraisal",
    says: [
      "We are a SACCO in Meru and we want our loan officers trained on credit appraisal",
      "Kinoti Mwiti, Imenti Growers SACCO",
      "kinoti@imentigrowers.co.ke",
    ],
    expect: {
      firstName: "Kinoti",
      lastName: "Mwiti",
      email: "kinoti@imentigrowers.co.ke",
      company: "Imenti Growers SACCO",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b33-007: a Nairobi matatu driver wants a CV for a company driver job",
    says: [
      "I drive a matatu on route 46 and I want to apply for a company driver job, I need a CV",
      "Brian Otiende",
      "0704 281 936",
    ],
    expect: {
      firstName: "Brian",
      lastName: "Otiende",
      phone: "+254704281936",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-008: a Diani hotel housekeeper before a cruise ship interview",
    says: [
      "I'm a housekeeper at a hotel in Diani and I have an interview with a cruise ship agency, please help me prepare",
      "Salma Juma",
      "0718 204 659",
    ],
    expect: {
      firstName: "Salma",
      lastName: "Juma",
      phone: "+254718204659",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b33-009: a Nairobi software developer's LinkedIn",
    says: [
      "I'm a backend developer in Nairobi, I want my LinkedIn optimised so remote recruiters find me",
      "Kevin Mwangi",
      "kevin.mwangi.dev@gmail.com",
    ],
    expect: {
      firstName: "Kevin",
      lastName: "Mwangi",
      email: "kevin.mwangi.dev@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b33-010: a Kamukunji welder's business plan for a loan",
    says: [
      "I have a welding workshop in Kamukunji and I need a business plan to take to the bank for a loan",
      "Stephen Mbugua",
      "0723 640 118",
    ],
    expect: {
      firstName: "Stephen",
      lastName: "Mbugua",
      phone: "+254723640118",
      services: ["Business Writing"],
    },
  },
  {
    name: "b33-011: a Nakuru church secretary's magazine proofread",
    says: [
      "I'm the secretary of our church in Nakuru and our annual magazine needs proofreading before printing",
      "Esther Nyambura",
      "0726 117 384",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Nyambura",
      phone: "+254726117384",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b33-012: a Nairobi advocate's book manuscript edited",
    says: [
      "I am an advocate in Nairobi and I have written a book on land law, I need it edited",
      "Wanjala Barasa",
      "wanjala.barasa@barasalaw.co.ke",
    ],
    expect: {
      firstName: "Wanjala",
      lastName: "Barasa",
      email: "wanjala.barasa@barasalaw.co.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b33-013: a Mombasa port clerk wants career guidance towards logistics",
    says: [
      "I've been a clerk at a shipping line in Mombasa for six years, I need career guidance on moving into logistics management",
      "Abdalla Said",
      "0733 805 271",
    ],
    expect: {
      firstName: "Abdalla",
      lastName: "Said",
      phone: "+254733805271",
      services: ["Professional Development"],
    },
  },
  {
    name: "b33-014: a Kitengela teacher's cover letter for an international school",
    says: [
      "I teach English at a school in Kitengela and I'm applying to an international school, I need a cover letter",
      "Winnie Mueni",
      "0757 913 402",
    ],
    expect: {
      firstName: "Winnie",
      lastName: "Mueni",
      phone: "+254757913402",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b33-015: a Kenyan in Toronto wants a Canadian-style CV",
    says: [
      "I moved to Toronto last year and my Kenyan CV is not working here, I need a CV for the Canadian market",
      "Collins Omondi",
      "+1 416 555 0147",
    ],
    expect: {
      firstName: "Collins",
      lastName: "Omondi",
      phone: "+14165550147",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-016: a Kenyan house help in Riyadh wants a CV for caregiver jobs",
    says: [
      "I'm working as a house help in Riyadh and want to apply for caregiver jobs, please write my CV",
      "Purity Njeri",
      "+966 55 123 4871",
    ],
    expect: {
      firstName: "Purity",
      lastName: "Njeri",
      phone: "+966551234871",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-017: a Kenyan nurse in Manchester before a band 6 interview",
    says: [
      "I'm a Kenyan nurse in Manchester and I have a band 6 interview coming up, I'd like interview coaching",
      "Irene Wangari",
      "irene.wangari@nhs.net",
    ],
    expect: {
      firstName: "Irene",
      lastName: "Wangari",
      email: "irene.wangari@nhs.net",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b33-018: a student in Germany needs a motivation letter for an apprenticeship",
    says: [
      "I'm studying German in Stuttgart and I need a motivation letter for an apprenticeship in mechatronics",
      "Moses Kibet",
      "moses.kibet@web.de",
    ],
    expect: {
      firstName: "Moses",
      lastName: "Kibet",
      email: "moses.kibet@web.de",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b33-019: a Nanyuki lodge's front office staff trained",
    says: [
      "I manage a lodge in Nanyuki and want our front office staff trained in guest relations",
      "Charity Wambui, Ewaso Hills Lodge",
      "0712 640 893",
    ],
    expect: {
      firstName: "Charity",
      lastName: "Wambui",
      phone: "+254712640893",
      company: "Ewaso Hills Lodge",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b33-020: a Kitui county library's career talks for students",
    says: [
      "I run the county library in Kitui and we want to host career talks for secondary school students in the holidays",
      "Musyoka Kitheka, Kitui County Library",
      "0720 483 915",
    ],
    expect: {
      firstName: "Musyoka",
      lastName: "Kitheka",
      phone: "+254720483915",
      company: "Kitui County Library",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b33-021: an Embu university student's CV for attachment",
    says: [
      "I'm a third-year student at the University of Embu looking for attachment, I need a CV",
      "Ian Njiru",
      "0796 301 487",
    ],
    expect: {
      firstName: "Ian",
      lastName: "Njiru",
      phone: "+254796301487",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-022: a Bungoma graduate's application letter for a teaching internship",
    says: [
      "I just graduated as a teacher in Bungoma and I need an application letter for the TSC internship",
      "Wekesa Nalianya",
      "0745 620 318",
    ],
    expect: {
      firstName: "Wekesa",
      lastName: "Nalianya",
      phone: "+254745620318",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b33-023: a Nairobi logistics firm's staff handbook",
    says: [
      "I'm the HR manager at a logistics firm in Nairobi and we need a staff handbook written",
      "Millicent Akinyi, Swiftline Logistics Ltd",
      "millicent@swiftline.co.ke",
    ],
    expect: {
      firstName: "Millicent",
      lastName: "Akinyi",
      email: "millicent@swiftline.co.ke",
      company: "Swiftline Logistics Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b33-024: a Thika pharmacist's LinkedIn",
    says: [
      "I'm a pharmacist in Thika and I want my LinkedIn to look professional",
      "Nelson Gitau",
      "0727 356 840",
    ],
    expect: {
      firstName: "Nelson",
      lastName: "Gitau",
      phone: "+254727356840",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b33-025: an Isiolo camel milk project's annual report",
    says: [
      "We run a camel milk project for women in Isiolo and we need our annual report written for the donor",
      "Halima Dida, Isiolo Camel Milk Initiative",
      "0715 804 236",
    ],
    expect: {
      firstName: "Halima",
      lastName: "Dida",
      phone: "+254715804236",
      company: "Isiolo Camel Milk Initiative",
      services: ["Business Writing"],
    },
  },
  {
    name: "b33-026: a Kapsabet athlete's CV for a coaching job",
    says: [
      "I'm a retired athlete in Kapsabet and a training camp wants my CV for a coaching job",
      "Vincent Kiplagat",
      "0728 119 573",
    ],
    expect: {
      firstName: "Vincent",
      lastName: "Kiplagat",
      phone: "+254728119573",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-027: a Voi teacher before a TSC deputy principal interview",
    says: [
      "I'm a teacher in Voi and I've been shortlisted for a deputy principal post by TSC, I need interview coaching",
      "Jane Mwakio",
      "0722 604 781",
    ],
    expect: {
      firstName: "Jane",
      lastName: "Mwakio",
      phone: "+254722604781",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b33-028: a Naivasha geothermal technician's CV",
    says: [
      "I'm a technician at a geothermal plant near Naivasha and I want a better CV for KenGen",
      "Erick Ochieng",
      "0790 215 647",
    ],
    expect: {
      firstName: "Erick",
      lastName: "Ochieng",
      phone: "+254790215647",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-029: a Nairobi auditor wants career coaching towards finance manager",
    says: [
      "I'm an auditor in Nairobi and I'd like career coaching to move into a finance manager role",
      "Tabitha Mumbua",
      "tabitha.mumbua@gmail.com",
    ],
    expect: {
      firstName: "Tabitha",
      lastName: "Mumbua",
      email: "tabitha.mumbua@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b33-030: a Marsabit radio presenter's scripts proofread",
    says: [
      "I present at a community radio in Marsabit and I need my programme scripts proofread",
      "Guyo Boru",
      "0708 463 120",
    ],
    expect: {
      firstName: "Guyo",
      lastName: "Boru",
      phone: "+254708463120",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b33-031: a Nairobi supermarket's cashiers trained",
    says: [
      "We own a small supermarket chain in Nairobi and our cashiers need customer care training",
      "Amos Kariuki, Jirani Mart Ltd",
      "0724 870 352",
    ],
    expect: {
      firstName: "Amos",
      lastName: "Kariuki",
      phone: "+254724870352",
      company: "Jirani Mart Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b33-032: a Kakamega intern doctor's CV",
    says: [
      "I'm finishing my internship as a medical officer at Kakamega county hospital and I need a CV",
      "Brenda Khaemba",
      "0711 938 205",
    ],
    expect: {
      firstName: "Brenda",
      lastName: "Khaemba",
      phone: "+254711938205",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-033: a Kenyan accountant in Melbourne wants her LinkedIn redone",
    says: [
      "I'm a Kenyan accountant in Melbourne and I want my LinkedIn redone for Australian employers",
      "Agnes Wanjiru",
      "agnes.wanjiru@outlook.com.au",
    ],
    expect: {
      firstName: "Agnes",
      lastName: "Wanjiru",
      email: "agnes.wanjiru@outlook.com.au",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b33-034: a Lamu tour guide's cover letter for KWS",
    says: [
      "I'm a tour guide in Lamu and I'm applying to KWS as a ranger, I need a cover letter",
      "Omar Athman",
      "0713 502 864",
    ],
    expect: {
      firstName: "Omar",
      lastName: "Athman",
      phone: "+254713502864",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b33-035: a Nyahururu girls' school mentorship programme",
    says: [
      "I'm the guidance and counselling teacher at a girls' school in Nyahururu and we want a mentorship programme for our students",
      "Josephine Wamaitha, Nyahururu Girls High School",
      "0725 318 640",
    ],
    expect: {
      firstName: "Josephine",
      lastName: "Wamaitha",
      phone: "+254725318640",
      company: "Nyahururu Girls High School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b33-036: a Kilifi mango exporter's company profile",
    says: [
      "We export mangoes from Kilifi and buyers keep asking for a company profile, can you write one?",
      "Kahindi Charo, Kilifi Fresh Exports",
      "0734 291 806",
    ],
    expect: {
      firstName: "Kahindi",
      lastName: "Charo",
      phone: "+254734291806",
      company: "Kilifi Fresh Exports",
      services: ["Business Writing"],
    },
  },
  {
    name: "b33-037: a Nairobi freelance designer's LinkedIn",
    says: [
      "I'm a freelance graphic designer in Nairobi and clients never find me, I want my LinkedIn optimised",
      "Sharon Atieno",
      "sharon.atieno.design@gmail.com",
    ],
    expect: {
      firstName: "Sharon",
      lastName: "Atieno",
      email: "sharon.atieno.design@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b33-038: a Kisumu chemistry teacher's revision book proofread",
    says: [
      "I teach chemistry in Kisumu and I've written a revision book, it needs proofreading",
      "Odhiambo Ogutu",
      "0722 746 093",
    ],
    expect: {
      firstName: "Odhiambo",
      lastName: "Ogutu",
      phone: "+254722746093",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b33-039: a Machakos lecturer's journal article edited",
    says: [
      "I lecture at a university in Machakos and my journal article needs editing before I submit it",
      "Kyalo Mutinda",
      "kmutinda@mksu.ac.ke",
    ],
    expect: {
      firstName: "Kyalo",
      lastName: "Mutinda",
      email: "kmutinda@mksu.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b33-040: a Nairobi bank manager wants executive coaching",
    says: [
      "I'm a branch manager at a bank in Nairobi and I want executive coaching for my next step",
      "Lilian Moraa",
      "0721 503 682",
    ],
    expect: {
      firstName: "Lilian",
      lastName: "Moraa",
      phone: "+254721503682",
      services: ["Professional Development"],
    },
  },
  {
    name: "b33-041: a Kenyan in Johannesburg wants a CV",
    says: [
      "I'm a Kenyan electrician in Johannesburg and I need a new CV",
      "Titus Maina",
      "+27 82 555 0193",
    ],
    expect: {
      firstName: "Titus",
      lastName: "Maina",
      phone: "+27825550193",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-042: a Nakuru chef before a head chef interview",
    says: [
      "I'm a sous chef in Nakuru and I have an interview for head chef at a Nairobi hotel, can you coach me?",
      "Dominic Kiprop",
      "0719 406 258",
    ],
    expect: {
      firstName: "Dominic",
      lastName: "Kiprop",
      phone: "+254719406258",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b33-043: a Kajiado county water office's officers trained in report writing",
    says: [
      "I'm at the Kajiado county water department and we want our officers trained in report writing",
      "Nashipai Sankale, Kajiado County Water Department",
      "nsankale@kajiado.go.ke",
    ],
    expect: {
      firstName: "Nashipai",
      lastName: "Sankale",
      email: "nsankale@kajiado.go.ke",
      company: "Kajiado County Water Department",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b33-044: a Garissa student's cover letter for a UN internship",
    says: [
      "I'm a student at Garissa University applying for a UN internship, I need a cover letter",
      "Abdirahman Hussein",
      "0706 158 394",
    ],
    expect: {
      firstName: "Abdirahman",
      lastName: "Hussein",
      phone: "+254706158394",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b33-045: a Kericho church's youth career mentorship",
    says: [
      "I'm the youth leader at our church in Kericho, we want a career mentorship programme for our youth",
      "Kipngeno Mutai, AIC Kericho Town",
      "0723 590 417",
    ],
    expect: {
      firstName: "Kipngeno",
      lastName: "Mutai",
      phone: "+254723590417",
      company: "AIC Kericho Town",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b33-046: a Mombasa ship supplier's sales rep wants LinkedIn",
    says: [
      "I'm a sales rep for a ship supplier in Mombasa and I want my LinkedIn improved",
      "Khadija Omar",
      "0740 628 113",
    ],
    expect: {
      firstName: "Khadija",
      lastName: "Omar",
      phone: "+254740628113",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b33-047: a Nairobi startup founder's pitch document",
    says: [
      "I'm building an agritech startup in Nairobi and I need a pitch document written for investors",
      "Zawadi Kamene",
      "zawadi@shambaconnect.co.ke",
    ],
    expect: {
      firstName: "Zawadi",
      lastName: "Kamene",
      email: "zawadi@shambaconnect.co.ke",
      services: ["Business Writing"],
    },
  },
  {
    name: "b33-048: a Kitale primary teacher's CV for an NGO job",
    says: [
      "I'm a primary school teacher in Kitale and I want to apply for an NGO education officer job, I need a CV",
      "Nekesa Wanyama",
      "0714 267 930",
    ],
    expect: {
      firstName: "Nekesa",
      lastName: "Wanyama",
      phone: "+254714267930",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-049: a Nyamira graduate before a bank graduate trainee interview",
    says: [
      "I'm a graduate from Nyamira and I have a bank graduate trainee interview next month, I need coaching",
      "Kemunto Nyaboke",
      "0758 341 602",
    ],
    expect: {
      firstName: "Kemunto",
      lastName: "Nyaboke",
      phone: "+254758341602",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b33-050: a Mandera health worker's CV",
    says: [
      "I'm a community health worker in Mandera and I want my CV written for an NGO job",
      "Ibrahim Aden",
      "ibrahim.aden@gmail.com",
    ],
    expect: {
      firstName: "Ibrahim",
      lastName: "Aden",
      email: "ibrahim.aden@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-051: a Ruiru packaging factory's safety training",
    says: [
      "I'm the HR manager at a packaging factory in Ruiru and we need health and safety training for our machine operators",
      "Nicholas Ndirangu, Ruiru Packaging Ltd",
      "0720 915 346",
    ],
    expect: {
      firstName: "Nicholas",
      lastName: "Ndirangu",
      phone: "+254720915346",
      company: "Ruiru Packaging Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b33-052: a Kenyan in Muscat needs a cover letter",
    says: [
      "I'm a Kenyan working in a hotel in Muscat and I need a cover letter for a receptionist job",
      "Mercy Kerubo",
      "+968 9123 4570",
    ],
    expect: {
      firstName: "Mercy",
      lastName: "Kerubo",
      phone: "+96891234570",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b33-053: a Nairobi journalist's novel edited",
    says: [
      "I'm a journalist in Nairobi and I've finished my first novel, I need it edited",
      "Maureen Adongo",
      "maureen.adongo@gmail.com",
    ],
    expect: {
      firstName: "Maureen",
      lastName: "Adongo",
      email: "maureen.adongo@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b33-054: a Homa Bay county clerk wants career guidance",
    says: [
      "I'm a clerk at the Homa Bay county assembly and I need career guidance, I feel stuck",
      "Fredrick Omollo",
      "0729 471 605",
    ],
    expect: {
      firstName: "Fredrick",
      lastName: "Omollo",
      phone: "+254729471605",
      services: ["Professional Development"],
    },
  },
  {
    name: "b33-055: a Bondo technical institute's career talks",
    says: [
      "I'm the dean of students at a technical institute in Bondo and we want a career programme for our students",
      "Linet Anyango, Bondo Technical Training Institute",
      "0716 284 907",
    ],
    expect: {
      firstName: "Linet",
      lastName: "Anyango",
      phone: "+254716284907",
      company: "Bondo Technical Training Institute",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b33-056: a Kenyan in Atlanta wants a CV",
    says: [
      "I'm a Kenyan truck driver in Atlanta and I want a CV for a dispatcher job",
      "Wycliffe Barasa",
      "+1 404 555 0163",
    ],
    expect: {
      firstName: "Wycliffe",
      lastName: "Barasa",
      phone: "+14045550163",
      services: ["CV Writing"],
    },
  },
  // Harder: long life stories.
  {
    name: "b33-057: a story: an Eldoret lab scientist who turned down an offer, LinkedIn then interview coaching",
    says: [storyLab],
    expect: {
      firstName: "Dorcas",
      lastName: "Chepkemoi Kirui",
      email: "dorcas.kirui@gmail.com",
      services: ["LinkedIn Optimization", "Interview Coaching"],
    },
  },
  {
    name: "b33-058: a story: a retired Kitui headteacher's book on Kamba history, the grandson's CV no longer needed",
    says: [storyKamba],
    expect: {
      firstName: "Nzioka",
      lastName: "Musembi Kavita",
      phone: "+254733418296",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b33-059: a story: an Umoja events MC wants a company profile then LinkedIn, the CV dropped, in Sheng",
    says: [storyMc],
    expect: {
      firstName: "Ezekiel",
      lastName: "Mutuku Ndambuki",
      phone: "+254711902463",
      company: "Zeke Sounds & Events",
      services: ["Business Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b33-060: a story: a Kenyan accountant in London moving to a Nairobi NGO, cover letter then CV, coaching refused",
    says: [storyLondon],
    expect: {
      firstName: "Priscilla",
      lastName: "Nduta Karanja",
      phone: "+447700900314",
      services: ["Cover Letters", "CV Writing"],
    },
  },
  {
    name: "b33-061: a story: a Murang'a avocado co-operative orders training for 25 field officers, the brochure left to its printer",
    says: [storyAvocado],
    expect: {
      firstName: "Kamotho",
      lastName: "Wachira",
      phone: "+254722381594",
      email: "kamotho@kandaraavocado.co.ke",
      company: "Kandara Avocado Growers Co-operative Society",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b33-062: a story: a Nakuru mother for her daughter from KMTC, CV then interview coaching, LinkedIn later",
    says: [storyMother],
    expect: {
      firstName: "Rehema",
      lastName: "Chelagat Bett",
      phone: "+254720613948",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b33-063: a story: a Vihiga county youth director's polytechnic programme, the strategy paper left to consultants",
    says: [storyVihiga],
    expect: {
      firstName: "Ambrose",
      lastName: "Lumumba Kadenge",
      phone: "+254729015376",
      email: "ambrose.kadenge@vihiga.go.ke",
      company: "Vihiga County Department of Youth Affairs",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b33-064: a story: a Rongai matatu SACCO's crews trained and job descriptions written, a youth talk refused, in Sheng",
    says: [storyRongai],
    expect: {
      firstName: "Pius",
      lastName: "Njoroge Kimani",
      phone: "+254722507914",
      company: "Rongai Line Express SACCO",
      services: ["Corporate Training", "Business Writing"],
    },
  },
  // Harder: Sheng and Swahili, names, honorifics, odd phones and emails, short and long replies.
  {
    name: "b33-065: Sheng: a CV for a bank job, the phone in pairs",
    says: [
      "niaje, nataka cv yangu iwe fiti juu nataka ku-apply kazi ya bank",
      "Mi ni Stacy Wanjiru",
      "07 22 45 61 78",
    ],
    expect: {
      firstName: "Stacy",
      lastName: "Wanjiru",
      phone: "+254722456178",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-066: Swahili: a job application letter",
    says: [
      "Habari, ningependa kusaidiwa kuandika barua ya maombi ya kazi ya ukarani",
      "Jina langu ni Zuhura Mwinyi",
      "0712 903 481",
    ],
    expect: {
      firstName: "Zuhura",
      lastName: "Mwinyi",
      phone: "+254712903481",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b33-067: Sheng: LinkedIn then CV in one message",
    says: [
      "bro nataka LinkedIn yangu iwe poa, na pia CV, zote mbili",
      "Tevin Mwendwa",
      "0797 310 648",
    ],
    expect: {
      firstName: "Tevin",
      lastName: "Mwendwa",
      phone: "+254797310648",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b33-068: Swahili: the phone refused twice, an email in mixed case",
    says: [
      "Nahitaji mafunzo ya usaili, nina interview ya kazi ya hospitali",
      "Riziki Chao",
      "Sitaki kutoa namba ya simu",
      "Nimesema sitaki namba, tumia email",
      "Riziki.Chao@Yahoo.com",
    ],
    expect: {
      firstName: "Riziki",
      lastName: "Chao",
      email: "riziki.chao@yahoo.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b33-069: Sheng: failed three interviews, a county panel coming",
    says: [
      "nimefail interviews tatu mfululizo, nisaidie nipass ile ya county panel wiki ijayo",
      "Clinton Kiplimo",
      "0768 204 519",
    ],
    expect: {
      firstName: "Clinton",
      lastName: "Kiplimo",
      phone: "+254768204519",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b33-070: Swahili-English: a Mathare CBO's career programme for 50 youths",
    says: [
      "Sisi ni CBO ya vijana Mathare, tunataka career programme kwa vijana fifty",
      "Juma Hamisi, Mathare Vijana Shine CBO",
      "+254 701 482 356",
    ],
    expect: {
      firstName: "Juma",
      lastName: "Hamisi",
      phone: "+254701482356",
      company: "Mathare Vijana Shine CBO",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b33-071: Sheng in lower case: 'that profile on the site ya maprofessional'",
    says: [
      "sasa, nataka mtu anirekebishie ile profile yangu kwa ile site ya maprofessional",
      "mi ni kennedy otuoma",
      "0799 514 027",
    ],
    expect: {
      firstName: "Kennedy",
      lastName: "Otuoma",
      phone: "+254799514027",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b33-072: Swahili: a Kisii pastor's job seminar for the church youth",
    says: [
      "Tunataka semina ya ajira na kazi kwa vijana wa kanisa letu huko Kisii",
      "Pastor Nyakango Ombati, Nyanchwa Revival Church",
      "0725 640 913",
    ],
    expect: {
      firstName: "Nyakango",
      lastName: "Ombati",
      phone: "+254725640913",
      company: "Nyanchwa Revival Church",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b33-073: Sheng: everything in one long message, a cover letter then the CV",
    says: [
      "Hey, nataka cover letter ya job ya receptionist kwa hotel moja Diani, na pia CV yangu ipigwe msasa juu ni ya 2019, naitwa Sheila Mwende na namba yangu ni 0743 618 205, WhatsApp pia iko, nicheki jioni",
    ],
    expect: {
      firstName: "Sheila",
      lastName: "Mwende",
      phone: "+254743618205",
      services: ["Cover Letters", "CV Writing"],
    },
  },
  {
    name: "b33-074: Swahili: a mother wants career guidance for her son",
    says: [
      "Mwanangu amemaliza kidato cha nne na hajui achague kozi gani, anahitaji ushauri wa kazi",
      "Bi. Zainabu Athumani",
      "0722 160 834",
    ],
    expect: {
      firstName: "Zainabu",
      lastName: "Athumani",
      phone: "+254722160834",
      services: ["Professional Development"],
    },
  },
  {
    name: "b33-075: Sheng: the name refused twice, a campus project proofread",
    says: [
      "nataka project yangu ya campo isahihishwe makosa kabla nisubmit",
      "jina si muhimu",
      "nimesema jina si lazima bana",
      "0731 592 680",
    ],
    expect: {
      phone: "+254731592680",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b33-076: Swahili: Gikomba traders' customer care training",
    says: [
      "Sisi ni chama cha wafanyabiashara wa mitumba Gikomba, tunataka mafunzo ya huduma kwa wateja kwa wanachama",
      "Nduku Mwikali, Gikomba Mitumba Traders Chama",
      "0724 095 317",
    ],
    expect: {
      firstName: "Nduku",
      lastName: "Mwikali",
      phone: "+254724095317",
      company: "Gikomba Mitumba Traders Chama",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b33-077: Sheng: a budget and a deadline before anything",
    says: [
      "budget yangu ni 3k tu na nataka kabla ya Friday",
      "ni CV nataka",
      "Wendy Chepkoech",
      "0110 482 739",
    ],
    expect: {
      firstName: "Wendy",
      lastName: "Chepkoech",
      phone: "+254110482739",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-078: Swahili-English: a grant proposal for the county fund",
    says: [
      "Nataka business proposal ya kuomba grant ya county ya vijana, tuko na kikundi cha ufugaji wa kuku",
      "Baraka Mwachiro",
      "0715 739 046",
    ],
    expect: {
      firstName: "Baraka",
      lastName: "Mwachiro",
      phone: "+254715739046",
      services: ["Business Writing"],
    },
  },
  {
    name: "b33-079: Sheng: a name with an emoji, cabin crew interview",
    says: [
      "nataka coaching ya interview ya cabin crew, nimeitwa na airline",
      "Naitwa Fiona 💅 Awuor",
      "0746 208 591",
    ],
    expect: {
      firstName: "Fiona",
      lastName: "Awuor",
      phone: "+254746208591",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b33-080: a name between emoji stars, a CV",
    says: [
      "I need a CV for a procurement assistant job",
      "My name is 🌟Ruth Wangeci🌟",
      "0722 815 406",
    ],
    expect: {
      firstName: "Ruth",
      lastName: "Wangeci",
      phone: "+254722815406",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-081: a typo 'my nam is', a dissertation proofread",
    says: [
      "Can someone proofread my dissertation? It's due at the end of the month",
      "my nam is Gladys Nafula",
      "gladys.nafula@students.uonbi.ac.ke",
    ],
    expect: {
      firstName: "Gladys",
      lastName: "Nafula",
      email: "gladys.nafula@students.uonbi.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b33-082: a typo 'mi name is', interview coaching",
    says: [
      "I have an interview at a Kenya Power depot, I need coaching",
      "Mi name is Hezron Ouko",
      "0720 583 914",
    ],
    expect: {
      firstName: "Hezron",
      lastName: "Ouko",
      phone: "+254720583914",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b33-083: 'my names are' and three words, LinkedIn",
    says: [
      "I want my LinkedIn optimised, I'm an agronomist",
      "My names are Felix Kipruto Kosgei",
      "0727 904 135",
    ],
    expect: {
      firstName: "Felix",
      lastName: "Kipruto Kosgei",
      phone: "+254727904135",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b33-084: Dr. with three words and a mixed-case institutional email, a CV for a WHO post",
    says: [
      "I am a medical researcher and I need a CV for a WHO consultancy",
      "Dr. Lydia Anyango Opiyo",
      "L.Opiyo@KEMRI.org",
    ],
    expect: {
      firstName: "Lydia",
      lastName: "Anyango Opiyo",
      email: "l.opiyo@kemri.org",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-085: Eng. asks for LinkedIn and then career coaching in one message",
    says: [
      "I'd like my LinkedIn optimised and after that some career coaching, I want to move into project management",
      "Eng. Patrick Mutiso",
      "0733 620 158",
    ],
    expect: {
      firstName: "Patrick",
      lastName: "Mutiso",
      phone: "+254733620158",
      services: ["LinkedIn Optimization", "Professional Development"],
    },
  },
  {
    name: "b33-086: Mzee with 'arap', a business plan for a farm loan",
    says: [
      "I want a business plan for my dairy farm, the bank wants one before they give me a loan",
      "Mzee Kiprotich arap Sang",
      "0722 037 481",
    ],
    expect: {
      firstName: "Kiprotich",
      lastName: "arap Sang",
      phone: "+254722037481",
      services: ["Business Writing"],
    },
  },
  {
    name: "b33-087: a four-word name, a cover letter",
    says: [
      "I need a cover letter for a county revenue officer job",
      "Catherine Wambui Njeri Gachanja",
      "0712 486 503",
    ],
    expect: {
      firstName: "Catherine",
      lastName: "Wambui Njeri Gachanja",
      phone: "+254712486503",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b33-088: all in capitals, interview coaching for a telecom interview",
    says: [
      "I NEED INTERVIEW COACHING, I HAVE A SAFARICOM INTERVIEW ON MONDAY",
      "MY NAME IS JOHNSTONE KARISA",
      "0791 264 830",
    ],
    expect: {
      firstName: "Johnstone",
      lastName: "Karisa",
      phone: "+254791264830",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b33-089: all in lower case, a CV",
    says: ["hi i need my cv done", "pauline nyokabi", "pauline.nyokabi@gmail.com"],
    expect: {
      firstName: "Pauline",
      lastName: "Nyokabi",
      email: "pauline.nyokabi@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-090: repeated letters and exclamation marks, a cover letter",
    says: [
      "hiiiii, I neeeeed a cover letterrrr pleaseeee",
      "my name is Joy Kathambi!!!!",
      "0708 351 926",
    ],
    expect: {
      firstName: "Joy",
      lastName: "Kathambi",
      phone: "+254708351926",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b33-091: the email refused twice, a company profile by phone",
    says: [
      "We need a company profile for our cleaning company",
      "Rahab Nyaguthii, Sparkle Touch Cleaners",
      "I'd rather not give my email",
      "No email please, I told you, just call",
      "0726 458 019",
    ],
    expect: {
      firstName: "Rahab",
      lastName: "Nyaguthii",
      phone: "+254726458019",
      company: "Sparkle Touch Cleaners",
      services: ["Business Writing"],
    },
  },
  {
    name: "b33-092: the phone refused twice, then given",
    says: [
      "I want a CV for a hotel manager job",
      "Gilbert Kimutai",
      "not yet, I don't give my number to websites",
      "I said no phone for now",
      "ok fine, 0711 647 290",
    ],
    expect: {
      firstName: "Gilbert",
      lastName: "Kimutai",
      phone: "+254711647290",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-093: a job title and employer before the request",
    says: [
      "I'm a senior clerk at a power utility in Eldoret, been there nine years",
      "I want interview coaching for a supervisor post",
      "Christine Jerop",
      "0725 903 168",
    ],
    expect: {
      firstName: "Christine",
      lastName: "Jerop",
      phone: "+254725903168",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b33-094: very short replies: 'cv' and a single name",
    says: ["cv", "Nyawira", "0740 192 635"],
    expect: {
      firstName: "Nyawira",
      phone: "+254740192635",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-095: 'yes' and 'ok' between the answers, interview prep",
    says: ["hi", "yes", "interview prep", "ok", "Dan Chirchir", "0703 845 216"],
    expect: {
      firstName: "Dan",
      lastName: "Chirchir",
      phone: "+254703845216",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b33-096: one very long reply with everything, LinkedIn",
    says: [
      "Hello, so I am a quantity surveyor, I have been working for a construction company in Westlands for about five years on apartment projects and a few roads, and lately I have been thinking of applying to firms in Rwanda and Dubai, and a friend told me that the firms there look you up online first, so what I want is for my LinkedIn profile to be redone properly with my projects and my registration with the board, my name is Alex Mwenda Gikunda and you can reach me on 0722 318 507, WhatsApp is on the same number, thank you",
    ],
    expect: {
      firstName: "Alex",
      lastName: "Mwenda Gikunda",
      phone: "+254722318507",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b33-097: two services in one message: a cover letter and a CV",
    says: [
      "I need a cover letter and a CV please, applying for a logistics job in Naivasha",
      "Edwin Karanu",
      "0790 468 152",
    ],
    expect: {
      firstName: "Edwin",
      lastName: "Karanu",
      phone: "+254790468152",
      services: ["Cover Letters", "CV Writing"],
    },
  },
  {
    name: "b33-098: two services in one message: a thesis proofread and LinkedIn",
    says: [
      "Please proofread my master's thesis and also do my LinkedIn",
      "Eunice Moraa Nyabuto",
      "eunice.nyabuto@gmail.com",
    ],
    expect: {
      firstName: "Eunice",
      lastName: "Moraa Nyabuto",
      email: "eunice.nyabuto@gmail.com",
      services: ["Editing & Proofreading", "LinkedIn Optimization"],
    },
  },
  {
    name: "b33-099: three services in one message, in order",
    says: [
      "I'd like a CV, a cover letter and LinkedIn optimisation, I'm switching from teaching to HR",
      "Roselyne Adhiambo",
      "0729 640 285",
    ],
    expect: {
      firstName: "Roselyne",
      lastName: "Adhiambo",
      phone: "+254729640285",
      services: ["CV Writing", "Cover Letters", "LinkedIn Optimization"],
    },
  },
  {
    name: "b33-100: described, not named: 'my profile on that professional site'",
    says: [
      "Could you sort out my profile on that professional site, the one where recruiters look for people?",
      "Martin Gachoka",
      "0721 590 843",
    ],
    expect: {
      firstName: "Martin",
      lastName: "Gachoka",
      phone: "+254721590843",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b33-101: described, not named: 'help me prepare for the panel'",
    says: [
      "The county public service board has called me, help me prepare for the panel",
      "Teresia Muthoni Gathiru",
      "0723 815 092",
    ],
    expect: {
      firstName: "Teresia",
      lastName: "Muthoni Gathiru",
      phone: "+254723815092",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b33-102: described, not named: 'the letter that goes with the CV'",
    says: [
      "I have a CV already, I just need the letter that goes with it when you apply",
      "Beth Wanjala",
      "0734 207 619",
    ],
    expect: {
      firstName: "Beth",
      lastName: "Wanjala",
      phone: "+254734207619",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b33-103: described, not named: 'go through my dissertation for grammar'",
    says: [
      "I need someone to go through my dissertation and clean up the grammar and references",
      "Mwikali Ndolo",
      "mwikali.ndolo@gmail.com",
    ],
    expect: {
      firstName: "Mwikali",
      lastName: "Ndolo",
      email: "mwikali.ndolo@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b33-104: described, not named: which career to choose after a degree",
    says: [
      "I finished a degree in statistics and I don't know which career to go for, I need someone to guide me",
      "Hillary Kipchumba",
      "0757 802 631",
    ],
    expect: {
      firstName: "Hillary",
      lastName: "Kipchumba",
      phone: "+254757802631",
      services: ["Professional Development"],
    },
  },
  {
    name: "b33-105: described, not named: 'nobody calls me back after I apply'",
    says: [
      "I apply for about ten jobs a week and nobody ever calls me back, I think my papers are the problem, the CV especially",
      "Shadrack Kiprono Rono",
      "0717 406 382",
    ],
    expect: {
      firstName: "Shadrack",
      lastName: "Kiprono Rono",
      phone: "+254717406382",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-106: an insurer orders customer-handling training for 35 claims staff",
    says: [
      "We are an insurance company in Upper Hill and we want customer handling training for our 35 claims staff",
      "Veronica Nduati, Jubilant Assurance Ltd",
      "Veronica.Nduati@JubilantAssurance.co.ke",
    ],
    expect: {
      firstName: "Veronica",
      lastName: "Nduati",
      email: "veronica.nduati@jubilantassurance.co.ke",
      company: "Jubilant Assurance Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b33-107: a county referral hospital orders training for 20 nurses",
    says: [
      "I'm the nursing officer in charge at a county referral hospital in Nyeri and we want communication training for 20 nurses",
      "Susan Wanjugu, Nyeri County Referral Hospital",
      "0720 746 158",
    ],
    expect: {
      firstName: "Susan",
      lastName: "Wanjugu",
      phone: "+254720746158",
      company: "Nyeri County Referral Hospital",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b33-108: a phone with '+254 (0)'",
    says: ["I need my CV updated for a sales job", "Lawrence Mugo", "+254 (0) 722 118 405"],
    expect: {
      firstName: "Lawrence",
      lastName: "Mugo",
      phone: "+254722118405",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-109: a phone as 2547... with no plus",
    says: [
      "I want interview coaching for a teaching job at an international school",
      "Caroline Wanza",
      "254710662093",
    ],
    expect: {
      firstName: "Caroline",
      lastName: "Wanza",
      phone: "+254710662093",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b33-110: a phone with dashes",
    says: ["I need a cover letter for a lab assistant job", "Duncan Omwenga", "0736-281-650"],
    expect: {
      firstName: "Duncan",
      lastName: "Omwenga",
      phone: "+254736281650",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b33-111: a phone as +254 7 with odd spacing",
    says: ["Please optimise my LinkedIn", "Norah Kagwiria", "+254 7 1234 0586"],
    expect: {
      firstName: "Norah",
      lastName: "Kagwiria",
      phone: "+254712340586",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b33-112: an 011 phone with spaces",
    says: [
      "I need proofreading for a funding proposal before we send it",
      "Anthony Kilonzi",
      "0111 345 872",
    ],
    expect: {
      firstName: "Anthony",
      lastName: "Kilonzi",
      phone: "+254111345872",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b33-113: an email in capitals",
    says: ["I need a CV for a supply chain job", "Kimani Wachira", "KIMANI.WACHIRA@OUTLOOK.COM"],
    expect: {
      firstName: "Kimani",
      lastName: "Wachira",
      email: "kimani.wachira@outlook.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-114: a cover letter dropped in the same message, only the CV",
    says: [
      "I thought of getting a cover letter too but no, just the CV for now",
      "Damaris Kendi",
      "0712 078 346",
    ],
    expect: {
      firstName: "Damaris",
      lastName: "Kendi",
      phone: "+254712078346",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-115: LinkedIn dropped in a later message, only interview coaching",
    says: [
      "LinkedIn and interview coaching please",
      "Actually forget the LinkedIn, just the interview coaching",
      "Stanley Wekesa",
      "0725 814 390",
    ],
    expect: {
      firstName: "Stanley",
      lastName: "Wekesa",
      phone: "+254725814390",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b33-116: a phone given first, before anything was asked",
    says: [
      "0724 631 059, call me on that",
      "I want a company profile for my construction business",
      "Isaac Mbithi, Mbithi Builders Ltd",
    ],
    expect: {
      firstName: "Isaac",
      lastName: "Mbithi",
      phone: "+254724631059",
      company: "Mbithi Builders Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b33-117: a budget first, then a cover letter",
    says: [
      "I have 5,000 bob, what can I get?",
      "A cover letter for a job at an NGO",
      "Janet Chemutai",
      "0713 468 207",
    ],
    expect: {
      firstName: "Janet",
      lastName: "Chemutai",
      phone: "+254713468207",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b33-118: a Bishop's church wants a youth career programme",
    says: [
      "Our church in Thika would like a career programme for our youth over the December holidays",
      "Bishop Julius Mwakideu, Living Waters Fellowship Thika",
      "0722 650 184",
    ],
    expect: {
      firstName: "Julius",
      lastName: "Mwakideu",
      phone: "+254722650184",
      company: "Living Waters Fellowship Thika",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b33-119: Prof. wants a book edited",
    says: [
      "I have a textbook on soil science that needs editing before it goes to the publisher",
      "Prof. Benson Mugambi Ithinji",
      "bmugambi@kemu.ac.ke",
    ],
    expect: {
      firstName: "Benson",
      lastName: "Mugambi Ithinji",
      email: "bmugambi@kemu.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b33-120: an NG-CDF office's mentorship for bursary students",
    says: [
      "I'm the fund manager at an NG-CDF office in Kieni and we want career mentorship for the students on our bursary",
      "Nancy Wachuka, Kieni NG-CDF Office",
      "0728 304 951",
    ],
    expect: {
      firstName: "Nancy",
      lastName: "Wachuka",
      phone: "+254728304951",
      company: "Kieni NG-CDF Office",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b33-121: an apostrophe in the surname, a CV",
    says: ["I need a CV for an accounts assistant job", "Muriuki Ng'ang'a", "0722 936 017"],
    expect: {
      firstName: "Muriuki",
      lastName: "Ng'ang'a",
      phone: "+254722936017",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-122: a hyphenated surname, a Kenyan in Doha wants LinkedIn",
    says: [
      "I'm a Kenyan engineer in Doha and I want my LinkedIn optimised",
      "Eng. Gerald Owino-Oduor",
      "+974 5512 8804",
    ],
    expect: {
      firstName: "Gerald",
      lastName: "Owino-Oduor",
      phone: "+97455128804",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b33-123: a role and a company told unasked in the middle",
    says: [
      "I want a job description written for a new office administrator",
      "By the way I'm the operations manager, we sell solar panels",
      "Wilfred Kombo, Pwani Solar Solutions",
      "0741 830 562",
    ],
    expect: {
      firstName: "Wilfred",
      lastName: "Kombo",
      phone: "+254741830562",
      company: "Pwani Solar Solutions",
      services: ["Business Writing"],
    },
  },
  {
    name: "b33-124: a school bursar's staff training, then 'ok' to everything",
    says: [
      "our school's support staff need customer care training",
      "ok",
      "Hellen Kawira, Chuka Girls High School",
      "yes",
      "0715 906 248",
    ],
    expect: {
      firstName: "Hellen",
      lastName: "Kawira",
      phone: "+254715906248",
      company: "Chuka Girls High School",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b33-125: a jua kali artisan in Sheng-English wants a CV for a Gulf job",
    says: [
      "mi ni fundi wa gypsum, nimeona job Saudi, nataka CV ya kuapply",
      "Naitwa Boniface Kyalo Muli",
      "0795 471 836",
    ],
    expect: {
      firstName: "Boniface",
      lastName: "Kyalo Muli",
      phone: "+254795471836",
      services: ["CV Writing"],
    },
  },
  {
    name: "b33-126: Swahili: a teacher wants proofreading then a cover letter, both in one message",
    says: [
      "Naomba msahihishe makala yangu ya utafiti, kisha mniandikie barua ya maombi ya kazi ya mhadhiri",
      "Mwalimu Omari Bakari",
      "0733 194 507",
    ],
    expect: {
      firstName: "Omari",
      lastName: "Bakari",
      phone: "+254733194507",
      services: ["Editing & Proofreading", "Cover Letters"],
    },
  },
  {
    name: "b33-127: Sheng: 'hiyo LinkedIn achana' in the same message, a CV",
    says: ["nataka CV, hiyo LinkedIn achana nayo", "mimi ni Sylvia Nyanchama", "0798 623 150"],
    expect: {
      firstName: "Sylvia",
      lastName: "Nyanchama",
      phone: "+254798623150",
      services: ["CV Writing"],
    },
  },
];
