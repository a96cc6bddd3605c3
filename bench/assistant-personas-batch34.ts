import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 34 for `npm run bench:assistant`, written on 2026-12-04 by the helper
 * "asst-batch34", apart from the engine, and not yet run. Rules of apartness, as followed: nothing
 * under server/, app/, tests/ or contract/ was opened, listed or grepped, nor /work/firstruns/,
 * nor bench/README.md, nor bench/assistant.ts or any other bench runner; no history command was
 * run (git commands: `worktree add`, then `add`, commit, `rev-parse`, rebase, merge; `git status`
 * was not run in /work/main); no test suite was run and the bench was not run; the batch is
 * registered nowhere. `npx react-router typegen` was run in the worktree, and again inside `npm
 * run typecheck`. What was read: the helper protocol; `ls bench/`; biome.json;
 * bench/assistant-personas-batch4.ts lines 1-50 (the type, its header and the opening of its life
 * story); bench/assistant-personas-batch33.ts lines 1-343 (its header, its eight life stories and
 * personas b33-001 to b33-012, up to the line before "b33-013:"), for format and conventions only,
 * after a grep for the line number of "b33-013:" whose output was cut to the line number; the
 * `name` lines of content/services.ts (the services' names); the lines of /work/shared/SPEC.md
 * matching "hand-over", "handover", "chat widget" or "lead". The first names seen in the parts
 * read were kept out of this batch by a throwaway script outside the repository (/tmp/check34.mts),
 * which also checked the count, that ids run in order, that no persona name, first name or phone
 * repeats, that every Kenyan phone is +2547/+2541 and 8 more digits, that each expected phone's
 * digits, each name word and each company appear in the persona's lines, that every service is a
 * content/services.ts `name`, that emails are expected in lower case and appear in the lines, and
 * that every persona leaves a phone or an email.
 *
 * The first 56 personas are ordinary visitors (one clear request, a name, a phone or email, in
 * everyday wording): a Lodwar pastoralist NGO officer, a Litein tea estate supervisor, a Maua
 * miraa trader, a Siaya county health records officer, a Mbita fish traders' group, a Busia boda
 * boda rider, a Kisii salon, a Gikomba mitumba trader, a Malindi receptionist, a Narok tour guide,
 * a Kapenguria TSC teacher, an Ol Kalou police retiree, a Rumuruti KDF retiree, a Maseno lecturer,
 * a Kerugoya bank teller, a Kiambu insurance agent, a Bomet tea SACCO's board, a Webuye church, a
 * Wajir mosque's youth committee, a Makueni self-help group, a Kilimani startup, Kenyans in Dubai,
 * Boston, Helsinki, Kampala, Dallas, London, Minneapolis, Brisbane, Doha, Oslo and Kigali, a
 * Kinango school, a Taveta sisal estate, a Hola irrigation clerk, a Moyale driver, a Kabarnet
 * teacher, an Iten running camp, a Karatina coffee co-operative, an Othaya graduate, a Kakuma
 * caseworker, a Loitokitok horticulture farmer, a Migori sugar accountant, a Mfangano guide, a
 * Wundanyi county health officer, a Mumias sugar retrenchee, a bank's tellers, a Ruaka founder,
 * a Kilgoris miners' group, a Syokimau cabin crew applicant, a Chuka student, a Siakago youth
 * bunge, a Luanda tailor, a Watamu chef, a Maralal ranger and a Limuru tea factory.
 * The other 56 are harder: eight long life stories, each told in one message with a service
 * turned down, postponed or done by someone else (a Sori fisheries officer whose CV a cousin
 * wrote, interview coaching then LinkedIn; a Gilgil KDF retiree, CV then cover letter, LinkedIn
 * postponed and coaching done by his son-in-law, a phone with dashes; a Kabiyet pastor's youth
 * programme and sermon book proofread, a guest-house business plan postponed, Swahili-English,
 * "Pastor", a mixed-case email; a Thika Road startup's investor document and sales-agent training,
 * LinkedIn done by a friend, an 011 phone; a housemaid in Jeddah coming home, CV then interview
 * coaching, the cover letter not needed, Swahili-English, a Saudi number; a Meru father for his
 * son's career guidance, his own CV postponed, "Mzee"; a Samburu county health department's
 * training for 40 health promoters and job descriptions, the report's proofreading left to a WHO
 * consultant, "Dr.", a mixed-case email; a Kisii bank teller, CV then coaching, the cover letter
 * done by a colleague and LinkedIn later, in Swahili-English, a phone as "+254-7..").
 * Eighteen are Sheng, Swahili or Swahili-English besides the stories (a Kasarani boda rider with
 * a phone in pairs of digits, a mama mboga chama's business plan, LinkedIn described as "ile app
 * ya ma-recruiters", a police recruitment interview, CV and cover letter in one message, the phone
 * refused twice, a name between emoji, a reply all in lower case, a mother for her daughter's CV,
 * a salon's business profile, "Sheikh" and a madrasa's youth, "practice ya panel", three services
 * in one message, "Mwalimu" and a school report proofread, "2547.." without a plus, a SACCO's 14
 * staff, a reply of "cv", a shopkeeper's career guidance). In English: a name between emoji,
 * typos ("my nmae is", "myname is",
 * "my naem's"), Dr., Eng., Fr., Prof., three- and four-word names, a message and name in capitals,
 * a reply in lower case, repeated letters, the email refused twice, the name refused twice and
 * never given, a budget and deadline before the request, the industry told unasked, replies of
 * "ok" and "yes", a very long one-message reply, two and three services in one message, services
 * described ("the thing recruiters search on", "practice for the panel", "someone to check my
 * grammar in the report", "the letter you send with it", "where my career is going", "write us up
 * so investors take us seriously"), training ordered for staff with and without a headcount, a
 * father for his daughter, phones with brackets, dots, dashes and spaces, "+254 7..", "2547..",
 * "01..", "+254 1..", and emails in capitals and mixed case.
 *
 * Expectation conventions as batch 33's: titles and honorifics are not part of the name;
 * `lastName` is everything after the first name as the visitor wrote it; names in capitals or in
 * lower case are expected in ordinary case, emoji and nicknames left out; emails in lower case; a
 * declined, postponed, elsewhere-done or dropped service is not expected; services in the order
 * asked; a proposal, business plan, company profile, pitch or investor document or job description
 * is business writing; career guidance for a person is professional development; staff training is
 * corporate training; school, church, mosque and youth-group career programmes are youth
 * programmes; a visitor who never gives a name has no `firstName`; `company` is the organisation
 * the visitor names as theirs. Phones in E.164, a foreign number with its own country code.
 */

const storySori = [
  "Good evening. I want to explain everything first. I work as an assistant fisheries officer at Sori on Lake Victoria, in Migori County, and I have been with the beach management units for seven years.",
  "Last year I applied for a job at the fisheries research institute in Kisumu, and my cousin, who is a journalist, wrote my CV and the application letter for me, and they are good, so those are done.",
  "I was shortlisted but I failed the interview badly, I could not explain my work with the BMUs in a clear way and the panel kept interrupting me.",
  "Now the same institute has advertised again and the interview is in February, so I want interview coaching, proper coaching, before it.",
  "After that I would like my LinkedIn fixed, because the research people look at it and mine has a photo from a wedding.",
  "My wife Akoth says I should also write a book about the lake, but that is her dream, not mine.",
  "I am Ogutu Ouma Okello.",
  "Call me on +254 733 902 517, WhatsApp is the same.",
].join(" ");

const storyGilgil = [
  "Good afternoon. I served in the Kenya Defence Forces for twenty-four years, mostly in logistics at Gilgil and then Lanet, and I retired in June as a warrant officer.",
  "I have applied to three security firms and a flower farm in Naivasha for a security manager job, but I used the army format for my papers and a friend told me civilians do not understand it.",
  "So I need a civilian CV written first, and then a cover letter for the flower farm, which closes at the end of the month.",
  "My son-in-law is an HR manager at a bank and he has already promised to take me through interview practice on weekends, so I do not need that from you.",
  "LinkedIn also, my daughter says I should be on it, but let me first get the job, maybe next year.",
  "I am Kimathi Gichuru Murage.",
  "My line is 0722-604-318.",
].join(" ");

const storyPastor = [
  "Bwana asifiwe. Mimi ni pastor wa kanisa moja huko Kabiyet, Nandi County, tuko na washirika karibu mia tatu na vijana sixty.",
  "Our young people finish school and sit at home, wengine wanaingia bodaboda, wengine pombe, and I want them to have direction.",
  "So the first thing I want is a career programme for our sixty youth, maybe on a Saturday in April during the holidays.",
  "Pili, nimeandika kitabu cha mahubiri, sermons of ten years, na nataka kiproofreadiwe kabla ya kukichapisha.",
  "Tulikuwa pia na wazo la guest house ya kanisa na business plan yake, lakini board imesema tungoje mpaka mwaka ujao, so not now.",
  "The church is Full Gospel Church Kabiyet.",
  "Mimi ni Pastor Jeremiah Kiplagat Sang.",
  "Email yangu ni Pastor.JSang@Gmail.com.",
].join(" ");

const storyBodapay = [
  "Hi there. Quick background: two friends and I started a company in 2023 that lets boda boda riders pay for fuel and insurance in small daily amounts from their phones.",
  "We are based along Thika Road near Roysambu, we have about four thousand riders on the app and we are now talking to two investors from Lagos and one from Nairobi.",
  "The investors keep asking for a proper investor document, so the first thing is a business plan they can read without us in the room.",
  "Second, we have eight sales agents who sign up riders at the stages, and they need training on how to explain the product honestly, because some promise riders things we do not offer.",
  "My co-founder's friend already redid our LinkedIn pages last month, so skip that.",
  "The company is Bodapay Technologies Ltd.",
  "I'm Lydia Wangui Mureithi, the CEO.",
  "Best number is 0110 234 567.",
].join(" ");

const storyJeddah = [
  "Salaam. Nimekuwa nikifanya kazi ya nyumbani huko Jeddah, Saudi, for almost five years, na contract yangu inaisha March.",
  "Boss wangu alinipatia contract nyingine ya miaka miwili but I said no, I want to go home to my children in Likoni.",
  "Before I left Kenya I worked in housekeeping at a hotel in Mombasa, and I want to go back to hotels, maybe Nyali or Diani.",
  "So I need a CV ya kuonyesha hotel experience na kazi ya Saudi, then interview coaching, because I have not done an interview for many years and my English has gone down.",
  "Cover letter hapana, the agent in Mombasa said hotels there do not ask for it.",
  "Jina langu ni Mwanahawa Rashid Ali.",
  "My WhatsApp is the Saudi number +966 55 318 4720.",
].join(" ");

const storyFather = [
  "Good morning. I am writing for my son. He did KCSE last month at a school in Maua and we expect the results in January.",
  "He is a good boy but he has no idea what he wants, one day he says engineering, the next day he says music, and his teachers say he is good in chemistry.",
  "I want someone to sit with him and guide him on which career and which course to choose before the KUCCPS application opens.",
  "He does not need a CV, he is only eighteen. I also need my own CV redone for a job at the county, but let me finish with the boy first, I will come back for mine later.",
  "I am paying. My name is Mzee Onesmus Gatobu Kithinji.",
  "Phone 0712 840396.",
].join(" ");

const storySamburu = [
  "Hello. I head the health department in Samburu County, based in Maralal, and we have just recruited forty community health promoters under the new primary health care law.",
  "Most of them are young people from the manyattas, they speak Samburu well but they have never worked in an office or written a report.",
  "We want you to train all forty of them on reporting, communication with mothers and basic professionalism, before they are posted in March.",
  "We also need job descriptions written for the new cadres, because the ones we have were copied from another county and do not fit our situation.",
  "Our annual health report is also due, but a consultant from WHO is already editing it, so please do not include that.",
  "I am Dr. Naisula Lesuuda, Samburu County Department of Health.",
  "Write to N.Lesuuda@Samburu.go.ke.",
].join(" ");

const storyKisii = [
  "Habari. Mimi ni teller kwa bank moja hapa Kisii town, nimekuwa counter for six years, na nimechoka na counter.",
  "Nimeapply relationship officer mara mbili ndani ya bank yetu na nimefail interview zote mbili, HR walisema I don't sell myself.",
  "A colleague wangu aliniandikia cover letter nzuri sana last time, so hiyo iko.",
  "What I want now ni CV mpya kwanza, because yangu bado inasema I am a cashier trainee from 2018, then after that interview coaching before the next round.",
  "LinkedIn nitaangalia baadaye, sio sasa.",
  "Mimi ni Moraa Nyangweso Onchari.",
  "Namba yangu ni +254-725-118-640.",
].join(" ");

export const batch34Personas: Batch4Persona[] = [
  // Ordinary visitors.
  {
    name: "b34-001: a Lodwar pastoralist NGO officer wants a CV",
    says: [
      "I work with a pastoralist livelihoods NGO in Lodwar and I need a new CV for a UN job",
      "Ekai Lomuria",
      "0712 384 905",
    ],
    expect: {
      firstName: "Ekai",
      lastName: "Lomuria",
      phone: "+254712384905",
      services: ["CV Writing"],
    },
  },
  {
    name: "b34-002: a Litein tea estate supervisor before a manager interview",
    says: [
      "I'm a field supervisor on a tea estate near Litein and I've been called for an assistant manager interview, can you coach me?",
      "Cheruiyot Langat",
      "langat.cheruiyot@yahoo.com",
    ],
    expect: {
      firstName: "Cheruiyot",
      lastName: "Langat",
      email: "langat.cheruiyot@yahoo.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b34-003: a Maua miraa trader's business plan",
    says: [
      "I trade miraa from Maua to Nairobi and I want a business plan so I can get a lorry on credit",
      "Mwenda Kaberia",
      "0725 903 217",
    ],
    expect: {
      firstName: "Mwenda",
      lastName: "Kaberia",
      phone: "+254725903217",
      services: ["Business Writing"],
    },
  },
  {
    name: "b34-004: a Siaya county health records officer's LinkedIn",
    says: [
      "I'm a health records officer with Siaya county, I'd like my LinkedIn profile improved",
      "Atieno Ochola",
      "atieno.ochola@gmail.com",
    ],
    expect: {
      firstName: "Atieno",
      lastName: "Ochola",
      email: "atieno.ochola@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b34-005: a Mbita fish traders' group proposal for a cold room",
    says: [
      "Our fish traders' group in Mbita wants to write a proposal to a donor for a cold room",
      "Onyango Ogada",
      "0741 226 580",
    ],
    expect: {
      firstName: "Onyango",
      lastName: "Ogada",
      phone: "+254741226580",
      services: ["Business Writing"],
    },
  },
  {
    name: "b34-006: a Busia boda boda rider wants a CV for a courier job",
    says: [
      "I ride a boda in Busia and a courier company is hiring riders, I need a CV",
      "Wafula Makokha",
      "0798 114 362",
    ],
    expect: {
      firstName: "Wafula",
      lastName: "Makokha",
      phone: "+254798114362",
      services: ["CV Writing"],
    },
  },
  {
    name: "b34-007: a Kisii salon owner's stylists trained in customer care",
    says: [
      "I own a salon in Kisii and I want my stylists trained on customer care",
      "Kemunto Nyaboke, Bonareri Beauty Salon",
      "0768 409 215",
    ],
    expect: {
      firstName: "Kemunto",
      lastName: "Nyaboke",
      phone: "+254768409215",
      company: "Bonareri Beauty Salon",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b34-008: a Gikomba mitumba trader's cover letter for a supermarket",
    says: [
      "I sell mitumba at Gikomba and I'm applying for a supervisor job at a supermarket, I need a cover letter",
      "Wairimu Gathoni",
      "0733 562 018",
    ],
    expect: {
      firstName: "Wairimu",
      lastName: "Gathoni",
      phone: "+254733562018",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b34-009: a Malindi hotel receptionist's LinkedIn for Gulf hotels",
    says: [
      "I'm a receptionist at a hotel in Malindi, I want my LinkedIn done so hotels in the Gulf can find me",
      "Mwanaisha Said",
      "0715 830 947",
    ],
    expect: {
      firstName: "Mwanaisha",
      lastName: "Said",
      phone: "+254715830947",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b34-010: a Narok tour guide before a safari lodge interview",
    says: [
      "I'm a tour guide in Narok and a lodge in the Mara has invited me for an interview, I want to prepare",
      "Lemayian Sankale",
      "0722 174 690",
    ],
    expect: {
      firstName: "Lemayian",
      lastName: "Sankale",
      phone: "+254722174690",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b34-011: a Kapenguria TSC teacher before a promotion interview",
    says: [
      "I'm a TSC teacher in Kapenguria and I have a promotion interview for senior teacher, please coach me",
      "Chepkoech Pkemoi",
      "chepkoech.pkemoi@gmail.com",
    ],
    expect: {
      firstName: "Chepkoech",
      lastName: "Pkemoi",
      email: "chepkoech.pkemoi@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b34-012: an Ol Kalou police retiree wants a CV for security work",
    says: [
      "I retired from the police in Ol Kalou and I want a CV for a security manager job",
      "Gitau Mwaura",
      "0720 558 134",
    ],
    expect: {
      firstName: "Gitau",
      lastName: "Mwaura",
      phone: "+254720558134",
      services: ["CV Writing"],
    },
  },
  {
    name: "b34-013: a Rumuruti KDF retiree wants career guidance",
    says: [
      "I left KDF last year and I live in Rumuruti now, I need career guidance on what to do next",
      "Kibet Chumo",
      "0711 903 427",
    ],
    expect: {
      firstName: "Kibet",
      lastName: "Chumo",
      phone: "+254711903427",
      services: ["Professional Development"],
    },
  },
  {
    name: "b34-014: a Maseno lecturer's journal article edited",
    says: [
      "I lecture at Maseno University and I have a journal article that needs editing before I submit it",
      "Omondi Were",
      "omondi.were@maseno.ac.ke",
    ],
    expect: {
      firstName: "Omondi",
      lastName: "Were",
      email: "omondi.were@maseno.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b34-015: a Kerugoya bank teller wants a CV",
    says: [
      "I'm a bank teller in Kerugoya and I want a CV for a relationship officer position",
      "Wambui Karimi",
      "0702 661 849",
    ],
    expect: {
      firstName: "Wambui",
      lastName: "Karimi",
      phone: "+254702661849",
      services: ["CV Writing"],
    },
  },
  {
    name: "b34-016: a Kiambu insurance agent's LinkedIn",
    says: [
      "I sell insurance in Kiambu town and I want a LinkedIn profile that brings me clients",
      "Njoki Muriithi",
      "njoki.muriithi@outlook.com",
    ],
    expect: {
      firstName: "Njoki",
      lastName: "Muriithi",
      email: "njoki.muriithi@outlook.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b34-017: a Bomet tea SACCO's board trained on governance",
    says: [
      "We are a SACCO in Bomet and our board members need training on governance",
      "Kipngeno Koech, Bomet Tea Growers SACCO",
      "0727 345 106",
    ],
    expect: {
      firstName: "Kipngeno",
      lastName: "Koech",
      phone: "+254727345106",
      company: "Bomet Tea Growers SACCO",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b34-018: a Webuye church's career day for its youth",
    says: [
      "I'm the youth leader at our church in Webuye and we want a career day for our young people",
      "Simiyu Wekesa, Webuye Friends Church",
      "0790 772 531",
    ],
    expect: {
      firstName: "Simiyu",
      lastName: "Wekesa",
      phone: "+254790772531",
      company: "Webuye Friends Church",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b34-019: a Wajir mosque youth committee's career programme",
    says: [
      "I chair the youth committee of a mosque in Wajir, we want a career guidance programme for our youth",
      "Abdirahman Hussein",
      "0722 816 403",
    ],
    expect: {
      firstName: "Abdirahman",
      lastName: "Hussein",
      phone: "+254722816403",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b34-020: a Makueni self-help group's grant proposal",
    says: [
      "Our women's self-help group in Makueni needs a grant proposal for a water tank project",
      "Mwikali Nzomo",
      "0735 219 864",
    ],
    expect: {
      firstName: "Mwikali",
      lastName: "Nzomo",
      phone: "+254735219864",
      services: ["Business Writing"],
    },
  },
  {
    name: "b34-021: a Kilimani startup's pitch document",
    says: [
      "I run a small startup in Kilimani and we need a pitch document for investors",
      "Tevin Ochieng",
      "tevin.ochieng@gmail.com",
    ],
    expect: {
      firstName: "Tevin",
      lastName: "Ochieng",
      email: "tevin.ochieng@gmail.com",
      services: ["Business Writing"],
    },
  },
  {
    name: "b34-022: a Kenyan security guard in Dubai wants a CV",
    says: [
      "I work as a security guard in Dubai and I want a better CV for a supervisor job here",
      "Baraka Chege",
      "+971 50 481 2937",
    ],
    expect: {
      firstName: "Baraka",
      lastName: "Chege",
      phone: "+971504812937",
      services: ["CV Writing"],
    },
  },
  {
    name: "b34-023: a Kenyan nurse in Boston wants her LinkedIn done",
    says: [
      "I'm a Kenyan nurse in Boston and my LinkedIn needs a professional touch",
      "Nafula Wanyonyi",
      "nafula.wanyonyi@gmail.com",
    ],
    expect: {
      firstName: "Nafula",
      lastName: "Wanyonyi",
      email: "nafula.wanyonyi@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b34-024: a Kenyan PhD student in Helsinki wants his thesis edited",
    says: [
      "I'm doing a PhD in Helsinki and my thesis chapters need editing for language",
      "Otieno Aloo",
      "+358 40 718 2236",
    ],
    expect: {
      firstName: "Otieno",
      lastName: "Aloo",
      phone: "+358407182236",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b34-025: a Kenyan accountant in Kampala before an interview",
    says: [
      "I'm a Kenyan accountant working in Kampala and I have an interview with an audit firm next week, I want coaching",
      "Kagwe Wahome",
      "+256 772 408 113",
    ],
    expect: {
      firstName: "Kagwe",
      lastName: "Wahome",
      phone: "+256772408113",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b34-026: a Kenyan truck driver in Dallas wants career guidance",
    says: [
      "I drive trucks in Dallas and I'm thinking of coming home, I need career guidance on what I can do in Kenya",
      "Maina Kuria",
      "+1 214 555 0187",
    ],
    expect: {
      firstName: "Maina",
      lastName: "Kuria",
      phone: "+12145550187",
      services: ["Professional Development"],
    },
  },
  {
    name: "b34-027: a Kinango school's career day for Form Threes",
    says: [
      "I'm a teacher at a secondary school in Kinango, Kwale, and we want a career day for Form Three",
      "Mwanajuma Bakari, Kinango Secondary School",
      "0713 662 085",
    ],
    expect: {
      firstName: "Mwanajuma",
      lastName: "Bakari",
      phone: "+254713662085",
      company: "Kinango Secondary School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b34-028: a Taveta sisal estate's supervisors trained in safety",
    says: [
      "We run a sisal estate in Taveta and we want our supervisors trained on workplace safety",
      "Mghendi Mwakio, Taveta Sisal Estates",
      "hr@tavetasisal.co.ke",
    ],
    expect: {
      firstName: "Mghendi",
      lastName: "Mwakio",
      email: "hr@tavetasisal.co.ke",
      company: "Taveta Sisal Estates",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b34-029: a Hola irrigation scheme clerk wants a CV",
    says: [
      "I'm a clerk at the irrigation scheme in Hola and I want my CV written",
      "Wario Guyo",
      "0746 310 572",
    ],
    expect: {
      firstName: "Wario",
      lastName: "Guyo",
      phone: "+254746310572",
      services: ["CV Writing"],
    },
  },
  {
    name: "b34-030: a Moyale driver's cover letter for an NGO",
    says: [
      "I'm a driver in Moyale applying to an NGO for a field driver post, I need a cover letter",
      "Jillo Boru",
      "0708 925 413",
    ],
    expect: {
      firstName: "Jillo",
      lastName: "Boru",
      phone: "+254708925413",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b34-031: a Kabarnet teacher's CV for a deputy principal post",
    says: [
      "I teach in Kabarnet and I want a CV for a deputy principal post",
      "Kibiwott Kandie",
      "0724 087 361",
    ],
    expect: {
      firstName: "Kibiwott",
      lastName: "Kandie",
      phone: "+254724087361",
      services: ["CV Writing"],
    },
  },
  {
    name: "b34-032: an Iten running camp's company profile",
    says: [
      "I run a training camp for athletes in Iten and I need a company profile for foreign clubs",
      "Jepkosgei Tanui",
      "0719 540 826",
    ],
    expect: {
      firstName: "Jepkosgei",
      lastName: "Tanui",
      phone: "+254719540826",
      services: ["Business Writing"],
    },
  },
  {
    name: "b34-033: a Karatina coffee co-operative's 12 clerks trained",
    says: [
      "Our coffee co-operative in Karatina wants training for its 12 factory clerks on record keeping",
      "Gakuru Ndirangu, Karatina Coffee Growers Co-operative",
      "0721 906 248",
    ],
    expect: {
      firstName: "Gakuru",
      lastName: "Ndirangu",
      phone: "+254721906248",
      company: "Karatina Coffee Growers Co-operative",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b34-034: an Othaya graduate's cover letter for a graduate trainee post",
    says: [
      "I graduated last year and live in Othaya, I need a cover letter for a bank graduate trainee programme",
      "Nyawira Kinyua",
      "nyawira.kinyua@gmail.com",
    ],
    expect: {
      firstName: "Nyawira",
      lastName: "Kinyua",
      email: "nyawira.kinyua@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b34-035: a Kakuma caseworker before a UN interview",
    says: [
      "I'm a caseworker with an NGO in Kakuma and I have an interview with a UN agency, I need coaching",
      "Akai Ewoi",
      "0757 238 014",
    ],
    expect: {
      firstName: "Akai",
      lastName: "Ewoi",
      phone: "+254757238014",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b34-036: a Loitokitok horticulture farmer's business plan",
    says: [
      "I grow onions and tomatoes in Loitokitok and I want a business plan for a greenhouse loan",
      "Naserian Tipis",
      "0714 598 320",
    ],
    expect: {
      firstName: "Naserian",
      lastName: "Tipis",
      phone: "+254714598320",
      services: ["Business Writing"],
    },
  },
  {
    name: "b34-037: a Migori sugar factory accountant wants a CV",
    says: [
      "I'm an accountant at a sugar factory in Migori and I need a professional CV",
      "Odhiambo Oketch",
      "odhiambo.oketch@yahoo.com",
    ],
    expect: {
      firstName: "Odhiambo",
      lastName: "Oketch",
      email: "odhiambo.oketch@yahoo.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b34-038: a Mfangano island guide wants a CV for a lodge",
    says: [
      "I guide tourists on Mfangano island and I want a CV to apply to a lodge",
      "Awino Obura",
      "0705 443 918",
    ],
    expect: {
      firstName: "Awino",
      lastName: "Obura",
      phone: "+254705443918",
      services: ["CV Writing"],
    },
  },
  {
    name: "b34-039: a Wundanyi county health officer's report proofread",
    says: [
      "I'm a public health officer in Wundanyi and my quarterly report needs proofreading",
      "Wakesho Mwandoe",
      "0728 370 165",
    ],
    expect: {
      firstName: "Wakesho",
      lastName: "Mwandoe",
      phone: "+254728370165",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b34-040: a Mumias sugar retrenchee wants career guidance",
    says: [
      "I was retrenched from the sugar company in Mumias and I need career guidance",
      "Shikuku Amukoa",
      "0789 634 207",
    ],
    expect: {
      firstName: "Shikuku",
      lastName: "Amukoa",
      phone: "+254789634207",
      services: ["Professional Development"],
    },
  },
  {
    name: "b34-041: a Nairobi bank's 30 tellers trained",
    says: [
      "I'm in HR at a bank in Upper Hill, we want training for 30 tellers on customer service",
      "Wangari Mbogo, Jamii Trust Bank",
      "wangari.mbogo@jamiitrust.co.ke",
    ],
    expect: {
      firstName: "Wangari",
      lastName: "Mbogo",
      email: "wangari.mbogo@jamiitrust.co.ke",
      company: "Jamii Trust Bank",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b34-042: a Ruaka founder's LinkedIn",
    says: [
      "I founded a cleaning company in Ruaka and I want my LinkedIn optimised to find corporate clients",
      "Kamande Githinji",
      "0740 812 395",
    ],
    expect: {
      firstName: "Kamande",
      lastName: "Githinji",
      phone: "+254740812395",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b34-043: a Kilgoris miners' group proposal",
    says: [
      "We are a group of small gold miners in Kilgoris and we need a proposal for a county grant",
      "Sankaire Ntimama",
      "0796 205 738",
    ],
    expect: {
      firstName: "Sankaire",
      lastName: "Ntimama",
      phone: "+254796205738",
      services: ["Business Writing"],
    },
  },
  {
    name: "b34-044: a Syokimau cabin crew applicant before an airline interview",
    says: [
      "I live in Syokimau and I have an assessment day with an airline for cabin crew, I want interview coaching",
      "Nduku Musyoka",
      "nduku.musyoka@gmail.com",
    ],
    expect: {
      firstName: "Nduku",
      lastName: "Musyoka",
      email: "nduku.musyoka@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b34-045: a Chuka University student's CV for attachment",
    says: [
      "I'm a student at Chuka University looking for attachment, I need a CV",
      "Kirimi Mugambi",
      "0711 477 092",
    ],
    expect: {
      firstName: "Kirimi",
      lastName: "Mugambi",
      phone: "+254711477092",
      services: ["CV Writing"],
    },
  },
  {
    name: "b34-046: a Siakago youth bunge's career programme",
    says: [
      "We are a youth bunge in Siakago and we want a career and employability programme for our members",
      "Njagi Ireri, Siakago Youth Bunge",
      "0729 804 653",
    ],
    expect: {
      firstName: "Njagi",
      lastName: "Ireri",
      phone: "+254729804653",
      company: "Siakago Youth Bunge",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b34-047: a Luanda tailor's cover letter for a uniform factory",
    says: [
      "I'm a tailor in Luanda and I'm applying to a uniform factory in Nairobi, I need a cover letter",
      "Ayuma Khamala",
      "0703 158 249",
    ],
    expect: {
      firstName: "Ayuma",
      lastName: "Khamala",
      phone: "+254703158249",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b34-048: a Watamu chef wants a CV for Qatar",
    says: [
      "I'm a chef at a resort in Watamu and I want a CV for hotel jobs in Qatar",
      "Kahindi Charo",
      "0716 249 830",
    ],
    expect: {
      firstName: "Kahindi",
      lastName: "Charo",
      phone: "+254716249830",
      services: ["CV Writing"],
    },
  },
  {
    name: "b34-049: a Maralal conservancy ranger before a KWS interview",
    says: [
      "I'm a ranger at a conservancy near Maralal and KWS has called me for an interview, I need coaching",
      "Letoluo Lesiamon",
      "0741 903 125",
    ],
    expect: {
      firstName: "Letoluo",
      lastName: "Lesiamon",
      phone: "+254741903125",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b34-050: a Limuru tea factory's 18 supervisors trained",
    says: [
      "We are a tea factory in Limuru and we need leadership training for 18 shift supervisors",
      "Kariuki Njenga, Limuru Tea Factory",
      "training@limurutea.co.ke",
    ],
    expect: {
      firstName: "Kariuki",
      lastName: "Njenga",
      email: "training@limurutea.co.ke",
      company: "Limuru Tea Factory",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b34-051: a Kenyan care worker in London wants a cover letter",
    says: [
      "I'm a care worker in London applying for a senior carer role, I need a cover letter",
      "Zawadi Mwangemi",
      "+44 7911 223 504",
    ],
    expect: {
      firstName: "Zawadi",
      lastName: "Mwangemi",
      phone: "+447911223504",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b34-052: a Kenyan IT analyst in Minneapolis wants LinkedIn",
    says: [
      "I'm an IT analyst in Minneapolis and I want my LinkedIn optimised for jobs back in Nairobi",
      "Mugo Wanjohi",
      "mugo.wanjohi@hotmail.com",
    ],
    expect: {
      firstName: "Mugo",
      lastName: "Wanjohi",
      email: "mugo.wanjohi@hotmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b34-053: a Kenyan nurse in Brisbane before a hospital interview",
    says: [
      "I'm a Kenyan nurse in Brisbane with a hospital interview next month, please help me prepare",
      "Kerubo Ondieki",
      "+61 412 330 968",
    ],
    expect: {
      firstName: "Kerubo",
      lastName: "Ondieki",
      phone: "+61412330968",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b34-054: a Kenyan driver in Doha wants a CV",
    says: [
      "I drive for a company in Doha and I want a new CV for a transport supervisor job",
      "Hamisi Mwamburi",
      "+974 5512 3087",
    ],
    expect: {
      firstName: "Hamisi",
      lastName: "Mwamburi",
      phone: "+97455123087",
      services: ["CV Writing"],
    },
  },
  {
    name: "b34-055: a Kenyan researcher in Oslo wants leadership coaching",
    says: [
      "I work as a researcher in Oslo and I've just been made a team lead, I want coaching to grow as a leader",
      "Nekesa Wambani",
      "nekesa.wambani@gmail.com",
    ],
    expect: {
      firstName: "Nekesa",
      lastName: "Wambani",
      email: "nekesa.wambani@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b34-056: a Kenyan teacher in Kigali wants a cover letter",
    says: [
      "I teach at an international school in Kigali and I need a cover letter for a school in Nairobi",
      "Mutheu Kioko",
      "+250 788 412 590",
    ],
    expect: {
      firstName: "Mutheu",
      lastName: "Kioko",
      phone: "+250788412590",
      services: ["Cover Letters"],
    },
  },
  // Harder: long life stories.
  {
    name: "b34-057: a Sori fisheries officer, CV done by a cousin, interview coaching then LinkedIn",
    says: [storySori],
    expect: {
      firstName: "Ogutu",
      lastName: "Ouma Okello",
      phone: "+254733902517",
      services: ["Interview Coaching", "LinkedIn Optimization"],
    },
  },
  {
    name: "b34-058: a Gilgil KDF retiree, CV then cover letter, coaching done by his son-in-law, LinkedIn postponed",
    says: [storyGilgil],
    expect: {
      firstName: "Kimathi",
      lastName: "Gichuru Murage",
      phone: "+254722604318",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b34-059: a Kabiyet pastor's youth programme and sermon book, the business plan postponed",
    says: [storyPastor],
    expect: {
      firstName: "Jeremiah",
      lastName: "Kiplagat Sang",
      email: "pastor.jsang@gmail.com",
      company: "Full Gospel Church Kabiyet",
      services: ["Youth Programs", "Editing & Proofreading"],
    },
  },
  {
    name: "b34-060: a Thika Road startup's investor document and agent training, LinkedIn done by a friend",
    says: [storyBodapay],
    expect: {
      firstName: "Lydia",
      lastName: "Wangui Mureithi",
      phone: "+254110234567",
      company: "Bodapay Technologies Ltd",
      services: ["Business Writing", "Corporate Training"],
    },
  },
  {
    name: "b34-061: a housemaid in Jeddah coming home, CV then coaching, no cover letter",
    says: [storyJeddah],
    expect: {
      firstName: "Mwanahawa",
      lastName: "Rashid Ali",
      phone: "+966553184720",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b34-062: a father for his son's career guidance, his own CV later",
    says: [storyFather],
    expect: {
      firstName: "Onesmus",
      lastName: "Gatobu Kithinji",
      phone: "+254712840396",
      services: ["Professional Development"],
    },
  },
  {
    name: "b34-063: a Samburu county health department's promoters trained and job descriptions, the report left to WHO",
    says: [storySamburu],
    expect: {
      firstName: "Naisula",
      lastName: "Lesuuda",
      email: "n.lesuuda@samburu.go.ke",
      company: "Samburu County Department of Health",
      services: ["Corporate Training", "Business Writing"],
    },
  },
  {
    name: "b34-064: a Kisii bank teller, CV then coaching, the cover letter done by a colleague",
    says: [storyKisii],
    expect: {
      firstName: "Moraa",
      lastName: "Nyangweso Onchari",
      phone: "+254725118640",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  // Harder: Sheng, Swahili and Swahili-English.
  {
    name: "b34-065: a Kasarani boda rider in Sheng, phone in pairs",
    says: [
      "Niaje, mi ni rider wa boda pale Kasarani, nataka CV niapply job ya delivery",
      "Dennis Kiprotich",
      "07 22 41 09 83",
    ],
    expect: {
      firstName: "Dennis",
      lastName: "Kiprotich",
      phone: "+254722410983",
      services: ["CV Writing"],
    },
  },
  {
    name: "b34-066: a mama mboga chama's business plan in Swahili",
    says: [
      "Habari, sisi ni chama ya mama mboga hapa Kariobangi, tunataka business plan ya kupeleka benki tupate mkopo",
      "Jina langu ni Tabitha Wanjiru",
      "0726 903 158",
    ],
    expect: {
      firstName: "Tabitha",
      lastName: "Wanjiru",
      phone: "+254726903158",
      services: ["Business Writing"],
    },
  },
  {
    name: "b34-067: LinkedIn described in Sheng as the recruiters' app",
    says: [
      "Sasa, nataka mnirekebishie ile app ya ma-recruiters, ile ya profile ya kazi, yangu iko dead",
      "Brayo, jina kamili ni Bramwel Otieno",
      "bramwel.otieno@gmail.com",
    ],
    expect: {
      firstName: "Bramwel",
      lastName: "Otieno",
      email: "bramwel.otieno@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b34-068: police recruitment interview practice in Swahili",
    says: [
      "Nataka kujiandaa kwa interview ya kuajiriwa polisi, mnanisaidia aje?",
      "Naitwa Koros Kiplimo",
      "0791 236 804",
    ],
    expect: {
      firstName: "Koros",
      lastName: "Kiplimo",
      phone: "+254791236804",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b34-069: CV and cover letter in one Swahili-English message",
    says: [
      "Nahitaji CV mpya na cover letter pia, naapply kazi ya accounts clerk Nanyuki",
      "Wanja Mathenge",
      "0710 648 293",
    ],
    expect: {
      firstName: "Wanja",
      lastName: "Mathenge",
      phone: "+254710648293",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b34-070: the phone refused twice in Sheng, email given",
    says: [
      "Nataka CV ya kuapply job ya site engineer",
      "Collo Ouma, ni Collins Ouma kwa ID",
      "Namba hapana bro, sipendi calls",
      "Nimesema no namba, tumia email",
      "collins.ouma.eng@gmail.com",
    ],
    expect: {
      firstName: "Collins",
      lastName: "Ouma",
      email: "collins.ouma.eng@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b34-071: a Swahili name between emoji",
    says: [
      "Nataka kuandikiwa barua ya maombi ya kazi ya nesi",
      "🌺 Fatuma Abdalla 🌺",
      "0722 705 941",
    ],
    expect: {
      firstName: "Fatuma",
      lastName: "Abdalla",
      phone: "+254722705941",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b34-072: a reply all in lower case, Sheng",
    says: [
      "niko na interview ya kampuni ya simu next week, nisaidie nijiandae",
      "mercy achola",
      "0745 309 627",
    ],
    expect: {
      firstName: "Mercy",
      lastName: "Achola",
      phone: "+254745309627",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b34-073: a mother for her daughter's CV in Swahili",
    says: [
      "Habari, nataka CV kwa binti yangu, amemaliza degree ya IT Kabarak",
      "Mimi ni mama yake, naitwa Tecla Jerotich Keter, CV ni ya binti yangu Chelangat",
      "Mama ndio analipa, namba ni 0729 513 806",
    ],
    expect: {
      firstName: "Tecla",
      lastName: "Jerotich Keter",
      phone: "+254729513806",
      services: ["CV Writing"],
    },
  },
  {
    name: "b34-074: a salon's business profile in Sheng",
    says: [
      "Boss, niko na salon Kahawa West, nataka business profile ya kuonyesha ma-client wa corporate",
      "Shiro Njambi",
      "0700 418 572",
    ],
    expect: {
      firstName: "Shiro",
      lastName: "Njambi",
      phone: "+254700418572",
      services: ["Business Writing"],
    },
  },
  {
    name: "b34-075: a sheikh's madrasa youth programme in Swahili",
    says: [
      "Assalamu alaikum. Tunataka programme ya mwongozo wa kazi kwa vijana wa madrasa yetu hapa Mombasa Old Town",
      "Sheikh Khalid Mbarak",
      "0733 928 461",
    ],
    expect: {
      firstName: "Khalid",
      lastName: "Mbarak",
      phone: "+254733928461",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b34-076: practice for the panel in Sheng",
    says: [
      "Niko na panel ya county wiki ijayo, nataka practice ya panel mapema",
      "Kimutai Biwott",
      "0706 842 159",
    ],
    expect: {
      firstName: "Kimutai",
      lastName: "Biwott",
      phone: "+254706842159",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b34-077: three services in one Swahili-English message",
    says: [
      "Nataka CV, LinkedIn na pia coaching ya interview, niko job hunting serious",
      "Lilian Wairimu Kamau",
      "lilian.kamau22@gmail.com",
    ],
    expect: {
      firstName: "Lilian",
      lastName: "Wairimu Kamau",
      email: "lilian.kamau22@gmail.com",
      services: ["CV Writing", "LinkedIn Optimization", "Interview Coaching"],
    },
  },
  {
    name: "b34-078: Mwalimu's school report proofread in Swahili",
    says: [
      "Mimi ni mwalimu, nataka ripoti ya shule yetu ya mwaka isahihishwe makosa kabla ya kupeleka kwa board",
      "Mwalimu Sifuna Nabwire",
      "0718 506 243",
    ],
    expect: {
      firstName: "Sifuna",
      lastName: "Nabwire",
      phone: "+254718506243",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b34-079: a phone as 2547.. without a plus, Swahili",
    says: [
      "Nataka msaada wa cover letter ya kazi ya hoteli",
      "Naitwa Rukia Hassan",
      "254724 951 308",
    ],
    expect: {
      firstName: "Rukia",
      lastName: "Hassan",
      phone: "+254724951308",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b34-080: a SACCO's 14 staff trained, Swahili-English",
    says: [
      "Sisi ni SACCO ya walimu Nyamira, tunataka training ya staff wetu kumi na nne on customer service",
      "Nyaboke Moseti, Nyamira Teachers SACCO",
      "0720 317 964",
    ],
    expect: {
      firstName: "Nyaboke",
      lastName: "Moseti",
      phone: "+254720317964",
      company: "Nyamira Teachers SACCO",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b34-081: a one-word reply 'cv', then Sheng",
    says: ["cv", "ni mimi Gathee Mwangi bro", "namba ni 0759 120 486"],
    expect: {
      firstName: "Gathee",
      lastName: "Mwangi",
      phone: "+254759120486",
      services: ["CV Writing"],
    },
  },
  {
    name: "b34-082: a Swahili career question for herself",
    says: [
      "Sijui kazi gani ninafaa kufanya, nimekuwa nikiuza duka miaka kumi, nahitaji mtu anishauri kuhusu career yangu",
      "Jina ni Zuhura Mohamed",
      "0713 287 095",
    ],
    expect: {
      firstName: "Zuhura",
      lastName: "Mohamed",
      phone: "+254713287095",
      services: ["Professional Development"],
    },
  },
  // Harder: English.
  {
    name: "b34-083: an English name between emoji",
    says: ["Hi! I need my LinkedIn looking sharp ✨", "💫 Halima Abdi 💫", "0727 650 314"],
    expect: {
      firstName: "Halima",
      lastName: "Abdi",
      phone: "+254727650314",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b34-084: a typo 'my nmae is'",
    says: ["I want a CV for a procurement job", "my nmae is Cosmas Nthenge", "0795 402 817"],
    expect: {
      firstName: "Cosmas",
      lastName: "Nthenge",
      phone: "+254795402817",
      services: ["CV Writing"],
    },
  },
  {
    name: "b34-085: a typo 'myname is'",
    says: ["Need interview coaching please", "myname is Purity Nkatha", "purity.nkatha@gmail.com"],
    expect: {
      firstName: "Purity",
      lastName: "Nkatha",
      email: "purity.nkatha@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b34-086: a typo 'my naem's'",
    says: [
      "Can you edit my research proposal for grammar?",
      "my naem's Elijah Mokaya",
      "0702 915 640",
    ],
    expect: {
      firstName: "Elijah",
      lastName: "Mokaya",
      phone: "+254702915640",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b34-087: Dr. a Kenyatta University lecturer's book edited",
    says: [
      "I have a textbook manuscript on soil science that needs a thorough edit",
      "Dr. Wycliffe Juma Anyango",
      "W.Anyango@KU.ac.ke",
    ],
    expect: {
      firstName: "Wycliffe",
      lastName: "Juma Anyango",
      email: "w.anyango@ku.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b34-088: Eng. a civil engineer's LinkedIn",
    says: [
      "I'm a civil engineer with a roads contractor, I need my LinkedIn to look professional",
      "Eng. Gideon Mutiso",
      "0723 018 476",
    ],
    expect: {
      firstName: "Gideon",
      lastName: "Mutiso",
      phone: "+254723018476",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b34-089: Fr. a parish priest's youth programme",
    says: [
      "I'm the parish priest in Bungoma town and I'd like a career programme for our parish youth",
      "Fr. Cyprian Nyongesa",
      "0735 640 921",
    ],
    expect: {
      firstName: "Cyprian",
      lastName: "Nyongesa",
      phone: "+254735640921",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b34-090: Prof. a four-word name wants leadership coaching",
    says: [
      "I've just been appointed a dean and I'd like executive coaching",
      "Prof. Margaret Njeri Wamuyu Gitonga",
      "margaret.gitonga@uonbi.ac.ke",
    ],
    expect: {
      firstName: "Margaret",
      lastName: "Njeri Wamuyu Gitonga",
      email: "margaret.gitonga@uonbi.ac.ke",
      services: ["Professional Development"],
    },
  },
  {
    name: "b34-091: a message and name in capitals",
    says: ["I NEED A CV URGENTLY FOR A DRIVER JOB AT KENGEN", "JOSPHAT MUTISYA", "0714 203 958"],
    expect: {
      firstName: "Josphat",
      lastName: "Mutisya",
      phone: "+254714203958",
      services: ["CV Writing"],
    },
  },
  {
    name: "b34-092: a three-word name in lower case",
    says: [
      "i want a cover letter for a receptionist job",
      "faith kawira mbaabu",
      "faith.mbaabu@gmail.com",
    ],
    expect: {
      firstName: "Faith",
      lastName: "Kawira Mbaabu",
      email: "faith.mbaabu@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b34-093: repeated letters",
    says: [
      "heyyyy I neeeed help with my interviewww on Mondayyy pleeease",
      "Sharonnn Auma",
      "Sharon Auma sorry 😅",
      "0768 915 032",
    ],
    expect: {
      firstName: "Sharon",
      lastName: "Auma",
      phone: "+254768915032",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b34-094: the email refused twice, phone given",
    says: [
      "I'd like LinkedIn optimisation",
      "Victor Omollo",
      "I don't use email for this sort of thing",
      "No email, sorry, I said",
      "You can call 0701 834 265",
    ],
    expect: {
      firstName: "Victor",
      lastName: "Omollo",
      phone: "+254701834265",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b34-095: the name refused twice and never given",
    says: [
      "I need a CV for a hospitality job",
      "I'd rather not give my name",
      "No names please, just call me",
      "0797 560 143",
    ],
    expect: { phone: "+254797560143", services: ["CV Writing"] },
  },
  {
    name: "b34-096: a budget and deadline before the request",
    says: [
      "My budget is about 3,000 shillings and I need it by Friday",
      "It's a cover letter for a sales job",
      "Caroline Mumbua",
      "0722 491 806",
    ],
    expect: {
      firstName: "Caroline",
      lastName: "Mumbua",
      phone: "+254722491806",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b34-097: the industry and employer told unasked",
    says: [
      "I'm in the logistics industry, six years at a freight company in Mombasa, and I need a new CV",
      "Omar Swaleh",
      "I handle clearing and forwarding, mostly containers",
      "0712 907 384",
    ],
    expect: {
      firstName: "Omar",
      lastName: "Swaleh",
      phone: "+254712907384",
      services: ["CV Writing"],
    },
  },
  {
    name: "b34-098: replies of 'ok' and 'yes'",
    says: ["interview coaching", "ok", "yes", "Daniel Kimani Wambugu", "0720 964 713"],
    expect: {
      firstName: "Daniel",
      lastName: "Kimani Wambugu",
      phone: "+254720964713",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b34-099: one very long reply with name, need and phone",
    says: [
      "Good evening, I hope I am not disturbing, I got your page from a friend in my chama who said you helped her son, and I am writing because I have been a cashier at a petrol station in Kitengela for five years and I am tired of night shifts and my back hurts, and I have seen that the big supermarkets are hiring store supervisors and I think I can do it because I already count stock every morning, so I need a proper CV that shows this, my name is Beatrice Kanini Mulwa and you can call or WhatsApp me on 0792 418 306 any time after two in the afternoon, thank you very much and God bless your work.",
    ],
    expect: {
      firstName: "Beatrice",
      lastName: "Kanini Mulwa",
      phone: "+254792418306",
      services: ["CV Writing"],
    },
  },
  {
    name: "b34-100: two services in one message, cover letter first",
    says: [
      "I need a cover letter and then a CV to go with it for a teaching job in Dubai",
      "Evans Kipkorir",
      "evans.kipkorir@yahoo.com",
    ],
    expect: {
      firstName: "Evans",
      lastName: "Kipkorir",
      email: "evans.kipkorir@yahoo.com",
      services: ["Cover Letters", "CV Writing"],
    },
  },
  {
    name: "b34-101: three services in one message",
    says: [
      "Please do my CV, my LinkedIn and proofread my master's proposal",
      "Winnie Adhiambo",
      "0746 852 019",
    ],
    expect: {
      firstName: "Winnie",
      lastName: "Adhiambo",
      phone: "+254746852019",
      services: ["CV Writing", "LinkedIn Optimization", "Editing & Proofreading"],
    },
  },
  {
    name: "b34-102: 'the thing recruiters search on'",
    says: [
      "I want to be visible on the thing recruiters search on, the professional network site",
      "Ibrahim Noor",
      "0724 315 890",
    ],
    expect: {
      firstName: "Ibrahim",
      lastName: "Noor",
      phone: "+254724315890",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b34-103: 'someone to check my grammar in the report'",
    says: [
      "I need someone to check my grammar in the report I'm submitting to the board",
      "Agnes Chebet",
      "Agnes.Chebet@KenyaPower.co.ke",
    ],
    expect: {
      firstName: "Agnes",
      lastName: "Chebet",
      email: "agnes.chebet@kenyapower.co.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b34-104: 'the letter you send with it' and a phone with brackets",
    says: [
      "I have a CV already, I just need the letter you send with it",
      "Nelson Wekulo",
      "(0733) 581 240",
    ],
    expect: {
      firstName: "Nelson",
      lastName: "Wekulo",
      phone: "+254733581240",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b34-105: 'where my career is going' and a phone with dots",
    says: [
      "Honestly I don't know where my career is going, ten years in banking and I feel stuck",
      "Rachael Wamaitha",
      "0711.390.842",
    ],
    expect: {
      firstName: "Rachael",
      lastName: "Wamaitha",
      phone: "+254711390842",
      services: ["Professional Development"],
    },
  },
  {
    name: "b34-106: 'write us up so investors take us seriously'",
    says: [
      "We're a solar installation company, we need someone to write us up so investors take us seriously",
      "Alex Kiragu, Jua Safi Solar",
      "0103 447 219",
    ],
    expect: {
      firstName: "Alex",
      lastName: "Kiragu",
      phone: "+254103447219",
      company: "Jua Safi Solar",
      services: ["Business Writing"],
    },
  },
  {
    name: "b34-107: a hotel's staff trained without a headcount, +254 7..",
    says: [
      "Our hotel in Naro Moru wants our staff trained on guest service before the high season",
      "Ruth Wangeci, Mt Kenya View Hotel",
      "+254 7 3861 0527",
    ],
    expect: {
      firstName: "Ruth",
      lastName: "Wangeci",
      phone: "+254738610527",
      company: "Mt Kenya View Hotel",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b34-108: an insurer's 22 agents trained, email in capitals",
    says: [
      "We'd like a sales training for our 22 insurance agents in Eldama Ravine and Kabarnet",
      "Peter Kiptanui",
      "PETER.KIPTANUI@TUMAINIINSURE.CO.KE",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Kiptanui",
      email: "peter.kiptanui@tumainiinsure.co.ke",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b34-109: a father for his daughter's interview, a phone with dashes",
    says: [
      "My daughter has a medical school interview abroad and I want you to prepare her",
      "I am her father, Samson Okoth",
      "0725-830-164",
    ],
    expect: {
      firstName: "Samson",
      lastName: "Okoth",
      phone: "+254725830164",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b34-110: a phone as +254 1..",
    says: [
      "I want my LinkedIn profile rewritten, I'm a data analyst",
      "Ivy Naliaka",
      "+254 112 908 356",
    ],
    expect: {
      firstName: "Ivy",
      lastName: "Naliaka",
      phone: "+254112908356",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b34-111: 'practice for the panel' with a mixed-case email",
    says: [
      "I'd like some practice for the panel, it's a PSC interview for a clerical officer post",
      "Godfrey Mutembei",
      "Godfrey.MUTEMBEI@Gmail.Com",
    ],
    expect: {
      firstName: "Godfrey",
      lastName: "Mutembei",
      email: "godfrey.mutembei@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b34-112: a business plan and a cover letter, the CV dropped, phone with spaces",
    says: [
      "I need a business plan for my poultry farm and a cover letter for a county agriculture job. I thought of a CV too but forget it, mine is fine",
      "Hezron Ombati",
      "07 41 58 39 26",
    ],
    expect: {
      firstName: "Hezron",
      lastName: "Ombati",
      phone: "+254741583926",
      services: ["Business Writing", "Cover Letters"],
    },
  },
];
