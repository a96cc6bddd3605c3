import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 29 for `npm run bench:assistant`, written on 2026-12-03 by the helper
 * "asst-batch29", apart from the engine. Rules of apartness, as followed: nothing under server/,
 * app/ or tests/ was opened, listed or grepped, nor /work/firstruns/, nor bench/README.md, nor
 * bench/assistant.ts or any other bench runner; no history command was run (git commands:
 * `worktree add`, then `add`, commit, rebase, merge). `npx react-router typegen` was run once,
 * and again inside `npm run typecheck`.
 * What was read: the helper protocol; `ls bench/`; biome.json; bench/assistant-personas-batch4.ts
 * lines 1-50 (the type, its header and the opening of its life story);
 * bench/assistant-personas-batch28.ts lines 1-318 (its header, its seven life stories and
 * personas b28-001 to b28-012, up to the opening brace of the thirteenth entry), for format and
 * conventions only, after a grep for the line number of "b28-013:" whose output was cut to the
 * line number; content/services.ts (the services' names); the lines of /work/shared/SPEC.md
 * matching "hand-over", "handover", "chat widget" or "lead". The first names seen in batch 28
 * (its first twelve personas, its life stories, and the names its header lists as also words)
 * and in batch 4's opening life story were kept out of this batch by a throwaway script (outside
 * the repository), which also checked that no persona name, first name or phone repeats, that
 * every Kenyan phone is +2547/+2541 and 8 more digits, that each expected phone's digits appear
 * in the persona's lines, that every service is a content/services.ts `name`, and that emails
 * are expected in lower case. The bench was not run.
 *
 * The first 52 personas are ordinary visitors (one clear request, a name, a phone or email, in
 * everyday wording: a fishermen's cooperative in Homa Bay, an M-Pesa agent in Kitui, a KDF retiree,
 * a flower-farm supervisor in Naivasha, a tuk-tuk owner in Malindi, a lab technician, a quantity
 * surveyor, airline ground staff at JKIA, a court clerk in Machakos, a primary-school head teacher
 * in Bungoma, a pharmacist, a social worker, a miraa trader in Maua, a tea-factory clerk in
 * Kericho, a matatu SACCO, a bank teller, a hardware owner, a clinical officer in Garissa, a truck
 * driver bound for Qatar, a county water company, a novelist, a butcher in Narok, a radio reporter,
 * a school bursar, an electrician, a resort in Watamu, a security guard, a women group in Kitui, a
 * salon in Rongai, a mechanic, an insurance agent, a plastics factory, a cashier, a librarian). The
 * other 62 are harder: six long life stories (a Homa Bay fishermen's cooperative secretary, a KDF
 * warrant officer leaving the army and a Meru hospital pharmacist, in English; a Naivasha
 * flower-farm supervisor before a panel, in Swahili; a Githurai M-Pesa agent, in Sheng; a Kisumu
 * tuk-tuk owner, in Sheng-Swahili); seventeen Sheng, Swahili or Swahili-English personas besides
 * the stories; seven requests only by purpose; two or three services in one message (six visitors
 * kept all they asked for, one of them asking for three; six more dropped one later, two of them in
 * stories); services declined, postponed or replaced (twelve, with "forget the CV", "drop the
 * training for now", "postpone ... to next year; instead", "leave it for now", "wacha kwanza",
 * "badala ya", "si sasa", "achana nayo", "tuache kwanza", and five inside stories); a field refused
 * twice (phone, name) and a name never given; answers to questions not asked (three, one a phone
 * before anything else); very short replies (three); phones with spaces, hyphens, 254 without plus,
 * 254 with spaces, brackets, "+254 (0)", 011 and 010 numbers, split over two messages, a corrected
 * number and three foreign numbers (UK, Qatar, USA); emails with dots, a plus sign, capitals and
 * three mistyped domains (gmial, yaho, outlok); names with emoji (two); typos in "my name is",
 * "naitwa" and "jina langu ni" (five); sixteen honorifics (Mr., Mrs., Dr., Prof., Eng., Hon., Rev.,
 * Sr., Bi., Mama, Mzee, Mwalimu, Mchungaji, DJ); three- and four-word names, "arap" and an initial;
 * names that are also words (Joy, Hope, Lucky, Precious, Peace, Sunday, Memory, Wisdom, Grace, Ivy,
 * Zawadi); organisations with "(K) Ltd", "&", commas, "St.", two co-operatives, a SACCO, two
 * schools, a church, a dispensary, a nursing home, a women group, two youth groups, a county water
 * company and a law firm given after the phone.
 *
 * Expectation conventions as batch 28's: titles and honorifics are not part of the name;
 * `lastName` is everything after the first name; names written in capitals (or all in lower case)
 * are expected in ordinary case; emails in lower case, a mistyped domain corrected; a corrected
 * field replaces the first; a declined or postponed service is not expected, a replacing service
 * is; services in the order asked; a visitor who never gives a name has no `firstName`, and a
 * visitor who gives one name only has no `lastName`. Phones are expected in E.164, a foreign
 * number with its own country code. Not registered anywhere.
 */

export type Batch29Persona = Batch4Persona;

const storyFisherman = [
  "Good morning. I am the secretary of a fishermen's cooperative at a beach in Homa Bay, on the shores of Lake Victoria, and I have held that post for six years.",
  "We have 140 members, most of them boat owners and crew, and about forty women who buy and smoke the fish for the markets in Kisumu and Kendu Bay.",
  "The catch of tilapia and omena has gone down a lot because of the water hyacinth and overfishing, and the members are now talking about cage farming.",
  "A development partner has opened a call for cooperatives to apply for funds for fish cages, a cold room and a solar drier, and the closing date is in five weeks.",
  "They want a full proposal with a budget, a work plan and a sustainability plan, and our committee has never written such a document.",
  "We wrote one page last week and when we read it again we saw it was just a letter asking for money.",
  "So we need someone to write the grant proposal with us, we can give all the figures of the cooperative.",
  "We do not want any training for the committee this time, maybe after we get the funds.",
  "I am Mr. Tobias Onyango Ouma, of Nyandiwa Beach Fishermen Co-operative Society.",
  "My number is 0727 508 913, it is also on WhatsApp.",
].join(" ");

const storyMpesa = [
  "Sasa wasee, mi ni M-Pesa agent pale Githurai 45, niko na kibanda karibu na stage, nimekuwa nikifanya hii biz for almost seven years.",
  "Kabla ya hiyo nilikuwa nafanya kazi ya mjengo, lakini mgongo ulianza kunisumbua so nikaamua kuanza kitu ya kukaa.",
  "Sasa hivi float imekuwa shida, na ma-agent wamekuwa wengi sana, kila corner kuna mtu.",
  "Nimesikia bank moja inatafuta agency supervisors wa kusimamia ma-agent kwa hii area, na wanataka mtu ako na experience ya cash handling na customer care.",
  "Experience niko nayo mingi, lakini sijawahi kuwa na CV, na kila mtu ananiambia bila CV huwezi hata kuingia kwa gate.",
  "Pia nikiitwa kwa interview sitaki kukosa maneno, so nataka mnisaidie na hiyo pia.",
  "Kwanza CV, halafu interview prep juu sitaki kupoteza hii chance.",
  "Mi naitwa Kelvin Mutua Musyoka, ma-customer hunijua kama Kev wa float.",
  "Namba yangu ni 0745-218-630, hiyo ndio ya line ya kazi.",
].join(" ");

const storyKdf = [
  "Good afternoon. I retired from the Kenya Defence Forces in August after twenty-two years of service, the last eight in the logistics corps at a barracks in Gilgil.",
  "I rose to the rank of warrant officer class two and I was in charge of the stores, the fuel and the transport of a whole battalion.",
  "I also served two tours with the peacekeeping mission in Somalia, where I handled convoys and supplies across a very difficult area.",
  "Now I am at home in Nyahururu, I am fifty years old, and my pension alone will not take my last two children through university.",
  "Private security firms and logistics companies advertise for fleet and operations managers, but every time I apply I get no reply.",
  "A former colleague told me that civilian employers do not understand military titles, and that I must learn to explain my work in their language.",
  "I think I need career coaching for this move into civilian life, and after that a CV that translates my service into civilian terms.",
  "I am not on LinkedIn and I do not want to be, so please do not suggest it.",
  "My name is Mr. Geoffrey Kipkorir Chepkwony.",
  "Reach me on 254 721 640 387.",
].join(" ");

const storyFlowerFarm = [
  "Habari ya jioni. Mimi ni supervisor kwa shamba la maua pale Naivasha, upande wa Moi South Lake Road, na nimefanya kazi hapo kwa miaka tisa.",
  "Nilianza kama mvunaji wa waridi, nikapandishwa kuwa team leader, na sasa nasimamia wafanyakazi sitini kwa greenhouse nne.",
  "Shamba letu limenunuliwa na kampuni mpya kutoka nje, na wametangaza kwamba kila supervisor atahojiwa upya kabla ya mwaka mpya.",
  "Wametuambia mahojiano yatakuwa kwa Kiingereza, mbele ya watu watatu, na watauliza kuhusu usalama kazini, ubora wa maua na jinsi ya kusimamia watu.",
  "Kazi naijua vizuri sana, lakini Kiingereza changu cha kuongea mbele ya watu sio kizuri, na ninaogopa nitanyamaza.",
  "Ninahitaji mtu anifanyishe mazoezi ya mahojiano, hata mara tatu au nne, kabla ya tarehe ishirini.",
  "CV sihitaji, wameshasema hawataitisha.",
  "Jina langu ni Mama Veronica Wanjiku Kamau.",
  "Nambari yangu ni 0710 374 925, nipigie baada ya saa kumi na moja jioni.",
].join(" ");

const storyPharmacist = [
  "Hi, thanks for being online. I am a pharmacist and for the last five years I have been running the pharmacy of a mission hospital in Meru, which also means the drug stores, the orders and a team of four technologists.",
  "Before that I did my internship at a national referral hospital and one year at a retail chain in Nairobi.",
  "I love the clinical side but I have realised that the future is in pharmaceutical companies, in regulatory affairs and medical information, and those jobs pay much better.",
  "My problem is that those companies hire through recruiters, and the recruiters find people on LinkedIn, and my LinkedIn profile has my photo from campus and nothing else.",
  "Also my CV reads like a hospital duty roster, not like someone who could handle registrations with the Pharmacy and Poisons Board.",
  "So I want the LinkedIn profile redone and the CV too, both pointing at regulatory affairs.",
  "Actually, let me think about the CV, leave it for now and just do the LinkedIn first, I will come back for the CV in January.",
  "I am Dr. Nelly Kagendo Mwiti, though I am a pharmacist, not a medical doctor, the Dr is from my PharmD.",
  "Email is nelly.kagendo@gmail.com.",
].join(" ");

const storyTuktuk = [
  "Niaje bro, mi ni mwenye tuk-tuk tatu pale Kisumu, route ya Kondele na town, na madereva wangu ni vijana wa mtaa.",
  "Nilianza na moja 2019 nikiendesha mwenyewe, nikaongeza ya pili na ya tatu kwa loan ya SACCO, na sasa natafuta kuongeza zingine mbili za electric.",
  "Kuna ka-fund ka county ya kusaidia youth kwa green transport, lakini wanataka business plan ya maana, na mi sijui hata kuanza.",
  "Mi nakumbuka tu ma-figures ya kila siku, kila dereva analeta kitu kama elfu moja na mia tano, na service na insurance naziandika kwa daftari.",
  "Pia nataka madereva wangu wapate training ya customer care na road safety, juu ma-customer wamekuwa wakilalamika.",
  "Aki hiyo training tuache kwanza, pesa haitoshi, wacha tuanze na business plan pekee.",
  "Deadline yao ni mwisho wa mwezi ujao.",
  "Naitwa Brian Otieno Okello, kwa mtaa wananiita Mzee wa Tuk.",
  "Namba ni +254 (0) 112 457 038.",
].join(" ");

export const batch29Personas: Batch29Persona[] = [
  // Ordinary visitors.
  {
    name: "b29-001: a Homa Bay fishermen's cooperative wants a proposal for fish cages",
    says: [
      "Our fishermen's cooperative in Homa Bay needs a proposal for donor funding of fish cages",
      "Caroline Achieng, Rakwaro Beach Fishers Co-op",
      "0728 406 172",
    ],
    expect: {
      firstName: "Caroline",
      lastName: "Achieng",
      phone: "+254728406172",
      company: "Rakwaro Beach Fishers Co-op",
      services: ["Business Writing"],
    },
  },
  {
    name: "b29-002: an M-Pesa agent's CV for a bank agency job",
    says: [
      "I'm an M-Pesa agent in Kitui and I want a CV for a bank agency supervisor job",
      "Dominic Kilonzo",
      "0714 592 083",
    ],
    expect: {
      firstName: "Dominic",
      lastName: "Kilonzo",
      phone: "+254714592083",
      services: ["CV Writing"],
    },
  },
  {
    name: "b29-003: a KDF retiree's CV for a security firm",
    says: [
      "I retired from KDF last month and need a CV for a security manager job",
      "Evans Kiptoo",
      "0722 781 450",
    ],
    expect: {
      firstName: "Evans",
      lastName: "Kiptoo",
      phone: "+254722781450",
      services: ["CV Writing"],
    },
  },
  {
    name: "b29-004: a Naivasha flower-farm supervisor's interview",
    says: [
      "I supervise a greenhouse at a flower farm in Naivasha and have an interview for production manager, I need coaching",
      "Purity Nyambura",
      "0713 260 948",
    ],
    expect: {
      firstName: "Purity",
      lastName: "Nyambura",
      phone: "+254713260948",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b29-005: a tuk-tuk owner's business plan in Malindi",
    says: [
      "I own two tuk-tuks in Malindi and need a business plan to get a loan for a third",
      "Said Bakari",
      "0726 935 104",
    ],
    expect: {
      firstName: "Said",
      lastName: "Bakari",
      phone: "+254726935104",
      services: ["Business Writing"],
    },
  },
  {
    name: "b29-006: a lab technician's CV for a research institute",
    says: [
      "I'm a medical lab technician in Kisumu, I want my CV redone for a job at a research institute",
      "Vincent Omollo",
      "vincent.omollo@gmail.com",
    ],
    expect: {
      firstName: "Vincent",
      lastName: "Omollo",
      email: "vincent.omollo@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b29-007: a quantity surveyor's LinkedIn",
    says: [
      "I'm a quantity surveyor and I would like my LinkedIn profile to attract contractors",
      "Anthony Kimani",
      "0733 418 506",
    ],
    expect: {
      firstName: "Anthony",
      lastName: "Kimani",
      phone: "+254733418506",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b29-008: airline ground staff applying to a Gulf carrier",
    says: [
      "I work as ground staff at JKIA and want a cover letter for a job with a Gulf airline",
      "Sharon Wambui",
      "sharon.wambui@yahoo.com",
    ],
    expect: {
      firstName: "Sharon",
      lastName: "Wambui",
      email: "sharon.wambui@yahoo.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b29-009: a court clerk before the Judicial Service Commission",
    says: [
      "I'm a court clerk in Machakos and I have an interview with the Judicial Service Commission, help me prepare",
      "Agnes Mwende",
      "0720 613 895",
    ],
    expect: {
      firstName: "Agnes",
      lastName: "Mwende",
      phone: "+254720613895",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b29-010: a head teacher's staff workshop",
    says: [
      "I'm the head teacher of a primary school in Bungoma and I want a workshop for my teachers on stress management",
      "Wycliffe Barasa, Namwela Primary School",
      "0724 176 352",
    ],
    expect: {
      firstName: "Wycliffe",
      lastName: "Barasa",
      phone: "+254724176352",
      company: "Namwela Primary School",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b29-011: a pharmacist's CV for a pharmaceutical company",
    says: [
      "I'm a pharmacist in Nyeri and need a CV for a medical representative job",
      "Lydia Wangari",
      "0711 847 209",
    ],
    expect: {
      firstName: "Lydia",
      lastName: "Wangari",
      phone: "+254711847209",
      services: ["CV Writing"],
    },
  },
  {
    name: "b29-012: a social worker's career change",
    says: [
      "I've been a social worker for ten years and I want career coaching to move into HR",
      "Pauline Adhiambo",
      "pauline.adhiambo@outlook.com",
    ],
    expect: {
      firstName: "Pauline",
      lastName: "Adhiambo",
      email: "pauline.adhiambo@outlook.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b29-013: a miraa trader's company profile",
    says: [
      "I trade miraa between Maua and Nairobi and I need a company profile for my business",
      "Mutuma Kinoti, Nyambene Green Traders",
      "0729 530 461",
    ],
    expect: {
      firstName: "Mutuma",
      lastName: "Kinoti",
      phone: "+254729530461",
      company: "Nyambene Green Traders",
      services: ["Business Writing"],
    },
  },
  {
    name: "b29-014: a tea-factory clerk's application letter",
    says: [
      "I'm a clerk at a tea factory in Kericho and I need an application letter for an accounts assistant job",
      "Gilbert Langat",
      "0716 294 780",
    ],
    expect: {
      firstName: "Gilbert",
      lastName: "Langat",
      phone: "+254716294780",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b29-015: a nurse's master's thesis to proofread",
    says: [
      "I'm a nurse doing a master's and I need my thesis proofread before I submit",
      "Judith Moraa",
      "judith.moraa@gmail.com",
    ],
    expect: {
      firstName: "Judith",
      lastName: "Moraa",
      email: "judith.moraa@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b29-016: a form four leaver's first steps",
    says: [
      "My son just finished form four and needs guidance on courses and his first CV, do you have a youth program",
      "Margaret Chebet",
      "0723 708 514",
    ],
    expect: {
      firstName: "Margaret",
      lastName: "Chebet",
      phone: "+254723708514",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b29-017: a matatu SACCO's customer care training",
    says: [
      "We run a matatu SACCO in Thika and want customer care training for our conductors",
      "Joseph Kamau, Thika Road Express SACCO",
      "0722 049 631",
    ],
    expect: {
      firstName: "Joseph",
      lastName: "Kamau",
      phone: "+254722049631",
      company: "Thika Road Express SACCO",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b29-018: a bank teller's promotion coaching",
    says: [
      "I'm a bank teller in Eldoret aiming for a branch operations role, I want coaching for the promotion",
      "Collins Kiprotich",
      "0115 382 046",
    ],
    expect: {
      firstName: "Collins",
      lastName: "Kiprotich",
      phone: "+254115382046",
      services: ["Professional Development"],
    },
  },
  {
    name: "b29-019: an accountant's LinkedIn in Mombasa",
    says: [
      "I'm an accountant at a shipping firm in Mombasa, please optimise my LinkedIn",
      "Zainab Omar",
      "zainab.omar@gmail.com",
    ],
    expect: {
      firstName: "Zainab",
      lastName: "Omar",
      email: "zainab.omar@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b29-020: a hardware owner's tender document",
    says: [
      "I own a hardware in Kakamega and I want help writing a tender document for the county",
      "Edwin Shikuku",
      "0717 625 390",
    ],
    expect: {
      firstName: "Edwin",
      lastName: "Shikuku",
      phone: "+254717625390",
      services: ["Business Writing"],
    },
  },
  {
    name: "b29-021: a university student's attachment",
    says: [
      "I'm a second year at Maseno looking for an attachment, can you help",
      "Cynthia Awino",
      "0746 319 527",
    ],
    expect: {
      firstName: "Cynthia",
      lastName: "Awino",
      phone: "+254746319527",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b29-022: a secretary's CV in Nakuru",
    says: [
      "I'm a secretary at a law firm in Nakuru and need a new CV",
      "Esther Njoki",
      "0721 583 049",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Njoki",
      phone: "+254721583049",
      services: ["CV Writing"],
    },
  },
  {
    name: "b29-023: a fundraising officer's concept note",
    says: [
      "Our CBO in Kibera needs a concept note for a youth football project",
      "Kevin Juma, Kibera Hope Youth Group",
      "0790 124 853",
    ],
    expect: {
      firstName: "Kevin",
      lastName: "Juma",
      phone: "+254790124853",
      company: "Kibera Hope Youth Group",
      services: ["Business Writing"],
    },
  },
  {
    name: "b29-024: a clinical officer's interview in Garissa",
    says: [
      "I'm a clinical officer and I have a county interview in Garissa next week, I need interview coaching",
      "Abdullahi Hassan",
      "0722 306 178",
    ],
    expect: {
      firstName: "Abdullahi",
      lastName: "Hassan",
      phone: "+254722306178",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b29-025: a driver applying abroad",
    says: [
      "I'm a truck driver and I need a CV for driving jobs in Qatar",
      "Peter Kariuki",
      "0712 860 439",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Kariuki",
      phone: "+254712860439",
      services: ["CV Writing"],
    },
  },
  {
    name: "b29-026: a water company's team building",
    says: [
      "We are a county water company in Nyeri and want a team building session for 40 staff",
      "Grace Wanjiru, Nyeri Water & Sewerage Co.",
      "grace.wanjiru@nyewasco.co.ke",
    ],
    expect: {
      firstName: "Grace",
      lastName: "Wanjiru",
      email: "grace.wanjiru@nyewasco.co.ke",
      company: "Nyeri Water & Sewerage Co.",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b29-027: a novelist's manuscript",
    says: [
      "I've written a novel set in Kisii and I want the manuscript edited",
      "Nyaboke Onchari",
      "nyaboke.onchari@gmail.com",
    ],
    expect: {
      firstName: "Nyaboke",
      lastName: "Onchari",
      email: "nyaboke.onchari@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b29-028: an HR officer's cover letter",
    says: [
      "I work in HR at a hotel in Nanyuki and need a cover letter for an HR manager post",
      "Josephine Wangechi",
      "0725 471 906",
    ],
    expect: {
      firstName: "Josephine",
      lastName: "Wangechi",
      phone: "+254725471906",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b29-029: an IT support technician's LinkedIn",
    says: [
      "I'm in IT support at a college in Embu, I want my LinkedIn redone to find remote work",
      "Ian Muriuki",
      "ian.muriuki@gmail.com",
    ],
    expect: {
      firstName: "Ian",
      lastName: "Muriuki",
      email: "ian.muriuki@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b29-030: an agronomist's career move",
    says: [
      "I'm an agronomist with an input company and I want career advice on moving to an NGO",
      "Naomi Jerop",
      "0719 247 560",
    ],
    expect: {
      firstName: "Naomi",
      lastName: "Jerop",
      phone: "+254719247560",
      services: ["Professional Development"],
    },
  },
  {
    name: "b29-031: a butcher's business plan in Narok",
    says: [
      "I run a butchery in Narok and want a business plan to open a second shop",
      "Lemayian Sironka",
      "0702 418 397",
    ],
    expect: {
      firstName: "Lemayian",
      lastName: "Sironka",
      phone: "+254702418397",
      services: ["Business Writing"],
    },
  },
  {
    name: "b29-032: a graduate's first job",
    says: [
      "I graduated in June with a BCom and I'm still looking for my first job, I need help",
      "Ivy Kathambi",
      "0757 903 218",
    ],
    expect: {
      firstName: "Ivy",
      lastName: "Kathambi",
      phone: "+254757903218",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b29-033: a journalist's interview at a TV station",
    says: [
      "I'm a reporter at a radio station in Nyeri and I've been shortlisted at a TV station, I want mock interviews",
      "Simon Gachanja",
      "0726 158 374",
    ],
    expect: {
      firstName: "Simon",
      lastName: "Gachanja",
      phone: "+254726158374",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b29-034: a school bursar's CV",
    says: [
      "I'm a bursar at a secondary school in Kitale and I need my CV updated",
      "Alice Nafula",
      "0728 749 012",
    ],
    expect: {
      firstName: "Alice",
      lastName: "Nafula",
      phone: "+254728749012",
      services: ["CV Writing"],
    },
  },
  {
    name: "b29-035: a church's annual magazine to proofread",
    says: [
      "Our church magazine needs proofreading before printing",
      "Rev. Daniel Ndirangu, PCEA Kikuyu Township",
      "0721 390 647",
    ],
    expect: {
      firstName: "Daniel",
      lastName: "Ndirangu",
      phone: "+254721390647",
      company: "PCEA Kikuyu Township",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b29-036: an electrician's application letter",
    says: [
      "I'm an electrician and I want a job application letter for Kenya Power",
      "Elijah Wekesa",
      "0713 052 986",
    ],
    expect: {
      firstName: "Elijah",
      lastName: "Wekesa",
      phone: "+254713052986",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b29-037: a Watamu resort's staff seminar",
    says: [
      "We manage a beach resort in Watamu and want a seminar for our staff on guest service",
      "Fatuma Mwinyi, Coral Sands Resort",
      "fatuma@coralsands.co.ke",
    ],
    expect: {
      firstName: "Fatuma",
      lastName: "Mwinyi",
      email: "fatuma@coralsands.co.ke",
      company: "Coral Sands Resort",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b29-038: a teacher's master's dissertation",
    says: [
      "I'm a teacher finishing my master's in education and need my dissertation edited",
      "Beatrice Kerubo",
      "0724 615 830",
    ],
    expect: {
      firstName: "Beatrice",
      lastName: "Kerubo",
      phone: "+254724615830",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b29-039: a security guard's CV",
    says: [
      "I'm a security guard in Mombasa and want a CV to apply for supervisor",
      "Omari Ali",
      "0798 263 015",
    ],
    expect: {
      firstName: "Omari",
      lastName: "Ali",
      phone: "+254798263015",
      services: ["CV Writing"],
    },
  },
  {
    name: "b29-040: a procurement officer's LinkedIn",
    says: [
      "I work in procurement at a county in Kisii and I want a LinkedIn profile that recruiters notice",
      "Hillary Nyangau",
      "hillary.nyangau@gmail.com",
    ],
    expect: {
      firstName: "Hillary",
      lastName: "Nyangau",
      email: "hillary.nyangau@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b29-041: a nurse's interview in the UK",
    says: [
      "I'm a nurse and I have an NHS interview over video next month, I need preparation",
      "Winnie Chelangat",
      "winnie.chelangat@gmail.com",
    ],
    expect: {
      firstName: "Winnie",
      lastName: "Chelangat",
      email: "winnie.chelangat@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b29-042: a women group's proposal",
    says: [
      "Our women group in Kitui makes baskets and we need a grant proposal",
      "Mwikali Nzioka, Kyeni Kya Kitui Women Group",
      "0720 836 405",
    ],
    expect: {
      firstName: "Mwikali",
      lastName: "Nzioka",
      phone: "+254720836405",
      company: "Kyeni Kya Kitui Women Group",
      services: ["Business Writing"],
    },
  },
  {
    name: "b29-043: a college leaver's internship",
    says: [
      "I just finished a diploma in hospitality and want an internship, do you help students",
      "Ruth Wambura",
      "0748 530 162",
    ],
    expect: {
      firstName: "Ruth",
      lastName: "Wambura",
      phone: "+254748530162",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b29-044: an engineer's career coaching",
    says: [
      "I'm a civil engineer with eight years and I want coaching to get into project management",
      "Martin Kiplagat",
      "0722 594 871",
    ],
    expect: {
      firstName: "Martin",
      lastName: "Kiplagat",
      phone: "+254722594871",
      services: ["Professional Development"],
    },
  },
  {
    name: "b29-045: a land surveyor's cover letter",
    says: [
      "I need a cover letter for a land surveyor position at the Ministry of Lands",
      "Kennedy Ouko",
      "kennedy.ouko@gmail.com",
    ],
    expect: {
      firstName: "Kennedy",
      lastName: "Ouko",
      email: "kennedy.ouko@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b29-046: a salon owner's business plan",
    says: [
      "I have a salon in Rongai and want a business plan for expanding",
      "Doreen Muthoni",
      "0705 731 284",
    ],
    expect: {
      firstName: "Doreen",
      lastName: "Muthoni",
      phone: "+254705731284",
      services: ["Business Writing"],
    },
  },
  {
    name: "b29-047: a county officer's report to edit",
    says: [
      "I'm at the county health department in Kilifi and our annual report needs editing",
      "Hamisi Charo",
      "0733 824 106",
    ],
    expect: {
      firstName: "Hamisi",
      lastName: "Charo",
      phone: "+254733824106",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b29-048: a mechanic's CV for a dealership",
    says: [
      "I'm a mechanic at a garage in Industrial Area and need a CV for a car dealership",
      "Patrick Maina",
      "0715 207 693",
    ],
    expect: {
      firstName: "Patrick",
      lastName: "Maina",
      phone: "+254715207693",
      services: ["CV Writing"],
    },
  },
  {
    name: "b29-049: an insurance agent's LinkedIn",
    says: [
      "I sell insurance in Nakuru and I want my LinkedIn to bring clients",
      "Loise Wairimu",
      "loise.wairimu@gmail.com",
    ],
    expect: {
      firstName: "Loise",
      lastName: "Wairimu",
      email: "loise.wairimu@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b29-050: a factory's supervisors workshop",
    says: [
      "We run a plastics factory in Athi River and want assertiveness training for our supervisors",
      "Rajesh Patel, Athi Polymers (K) Ltd",
      "rajesh@athipolymers.co.ke",
    ],
    expect: {
      firstName: "Rajesh",
      lastName: "Patel",
      email: "rajesh@athipolymers.co.ke",
      company: "Athi Polymers (K) Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b29-051: a cashier's interview at a supermarket",
    says: [
      "I'm a cashier and I have an interview for a supervisor post at a supermarket, I need interview practice",
      "Janet Atieno",
      "0796 415 028",
    ],
    expect: {
      firstName: "Janet",
      lastName: "Atieno",
      phone: "+254796415028",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b29-052: a librarian's career change",
    says: [
      "I'm a librarian at a university and I want career guidance on moving into records management",
      "Francis Mugo",
      "0729 368 741",
    ],
    expect: {
      firstName: "Francis",
      lastName: "Mugo",
      phone: "+254729368741",
      services: ["Professional Development"],
    },
  },
  // Harder visitors.
  {
    name: "b29-053: a Homa Bay fishermen's cooperative secretary's grant proposal (long, English; training declined)",
    says: [storyFisherman],
    expect: {
      firstName: "Tobias",
      lastName: "Onyango Ouma",
      phone: "+254727508913",
      company: "Nyandiwa Beach Fishermen Co-operative Society",
      services: ["Business Writing"],
    },
  },
  {
    name: "b29-054: a Githurai M-Pesa agent's CV and interview (long, Sheng)",
    says: [storyMpesa],
    expect: {
      firstName: "Kelvin",
      lastName: "Mutua Musyoka",
      phone: "+254745218630",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b29-055: a KDF warrant officer's move to civilian work (long, English; LinkedIn declined)",
    says: [storyKdf],
    expect: {
      firstName: "Geoffrey",
      lastName: "Kipkorir Chepkwony",
      phone: "+254721640387",
      services: ["Professional Development", "CV Writing"],
    },
  },
  {
    name: "b29-056: a Naivasha flower-farm supervisor's panel interview (long, Swahili)",
    says: [storyFlowerFarm],
    expect: {
      firstName: "Veronica",
      lastName: "Wanjiku Kamau",
      phone: "+254710374925",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b29-057: a Meru hospital pharmacist's LinkedIn, CV postponed (long, English)",
    says: [storyPharmacist],
    expect: {
      firstName: "Nelly",
      lastName: "Kagendo Mwiti",
      email: "nelly.kagendo@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b29-058: a Kisumu tuk-tuk owner's business plan, training dropped (long, Sheng-Swahili)",
    says: [storyTuktuk],
    expect: {
      firstName: "Brian",
      lastName: "Otieno Okello",
      phone: "+254112457038",
      services: ["Business Writing"],
    },
  },
  {
    name: "b29-059: Sheng: a bouncer wants a CV",
    says: [
      "Niaje, nataka CV ya kuapply job ya security kwa mall",
      "Mi ni Shadrack Kibet",
      "0768 231 495",
    ],
    expect: {
      firstName: "Shadrack",
      lastName: "Kibet",
      phone: "+254768231495",
      services: ["CV Writing"],
    },
  },
  {
    name: "b29-060: Swahili: a house help's cover letter",
    says: [
      "Habari, naomba msaada wa kuandika barua ya kuomba kazi ya mpishi kwa hoteli",
      "Jina langu ni Zawadi Mwanaisha",
      "0726 480 153",
    ],
    expect: {
      firstName: "Zawadi",
      lastName: "Mwanaisha",
      phone: "+254726480153",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b29-061: Sheng: a mtumba seller's LinkedIn",
    says: [
      "Bana, LinkedIn yangu iko dead, nataka mniwekee poa ndio nipate clients wa mtumba bulk",
      "Naitwa Tonny Wafula",
      "tonnywafula@gmail.com",
    ],
    expect: {
      firstName: "Tonny",
      lastName: "Wafula",
      email: "tonnywafula@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b29-062: Swahili-English: a KDF retiree's interview with a county",
    says: [
      "Nimestaafu jeshi, na nimeitwa interview ya county enforcement, nataka mazoezi ya interview",
      "Naitwa Mzee Julius Lekishon",
      "0722-915-308",
    ],
    expect: {
      firstName: "Julius",
      lastName: "Lekishon",
      phone: "+254722915308",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b29-063: Sheng: a graduate hustling for a first job",
    says: [
      "Niko jobless tangu nimalize campo, sina experience, mnisaidie aje",
      "Joy Akinyi",
      "0111 683 240",
    ],
    expect: {
      firstName: "Joy",
      lastName: "Akinyi",
      phone: "+254111683240",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b29-064: Swahili: a dukawallah's business plan, typo in naitwa",
    says: [
      "Nahitaji mpango wa biashara wa duka la jumla huko Mwingi",
      "Niatwa Mutiso Kyalo",
      "0725 619 307",
    ],
    expect: {
      firstName: "Mutiso",
      lastName: "Kyalo",
      phone: "+254725619307",
      services: ["Business Writing"],
    },
  },
  {
    name: "b29-065: Swahili-English: a tea-factory clerk's promotion",
    says: [
      "Mimi ni clerk kwa tea factory Kiambu, nataka career coaching ndio nipandishwe cheo kuwa factory supervisor",
      "Jina lanug ni Wilson Gitau",
      "0729-804-162",
    ],
    expect: {
      firstName: "Wilson",
      lastName: "Gitau",
      phone: "+254729804162",
      services: ["Professional Development"],
    },
  },
  {
    name: "b29-066: Sheng: a DJ's company profile",
    says: [
      "Form ni hii, nataka company profile ya entertainment biz yangu, tunafanya ma-events",
      "DJ Sospeter Ngugi, Vibe Masters Ent.",
      "0741 902 356",
    ],
    expect: {
      firstName: "Sospeter",
      lastName: "Ngugi",
      phone: "+254741902356",
      company: "Vibe Masters Ent.",
      services: ["Business Writing"],
    },
  },
  {
    name: "b29-067: Swahili-English: a primary head teacher's training for teachers",
    says: [
      "Mimi ni mwalimu mkuu, tunataka teachers wetu wapate training ya team work",
      "Mwalimu Salome Jeptoo, Kapsabet Township Primary",
      "0720 571 934",
    ],
    expect: {
      firstName: "Salome",
      lastName: "Jeptoo",
      phone: "+254720571934",
      company: "Kapsabet Township Primary",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b29-068: Sheng: a lab tech's CV then interview, interview dropped",
    says: [
      "Nataka CV mpya na pia interview prep",
      "Interview prep wacha kwanza, nitarudi nikiitwa",
      "Naitwa Duncan Ochieng",
      "0797 340 615",
    ],
    expect: {
      firstName: "Duncan",
      lastName: "Ochieng",
      phone: "+254797340615",
      services: ["CV Writing"],
    },
  },
  {
    name: "b29-069: Swahili: a student's thesis, typo in jina langu ni",
    says: [
      "Naomba tasnifu yangu ya uzamili isahihishwe",
      "Jna langu ni Amina Juma Rashid",
      "amina.rashid@gmail.com",
    ],
    expect: {
      firstName: "Amina",
      lastName: "Juma Rashid",
      email: "amina.rashid@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b29-070: Sheng: an Uber driver replaces a CV with LinkedIn",
    says: [
      "Nataka CV",
      "Aki badala ya CV nipe LinkedIn, hiyo ndio iko na maana saa hii",
      "Mi ni Hope Chelimo",
      "0702 859 413",
    ],
    expect: {
      firstName: "Hope",
      lastName: "Chelimo",
      phone: "+254702859413",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b29-071: Swahili-English: a court clerk's cover letter and CV",
    says: [
      "Nataka CV na cover letter ya kuapply kazi ya court assistant",
      "Naitwa Cosmas Kyalo Mutinda",
      "0714 728 305",
    ],
    expect: {
      firstName: "Cosmas",
      lastName: "Kyalo Mutinda",
      phone: "+254714728305",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b29-072: Sheng: a youth group's training, postponed, business plan instead",
    says: [
      "Youth group yetu inataka training ya mambo ya biz",
      "Hiyo training si sasa, tupeni kwanza business plan ya car wash",
      "Lucky Kamau, Mtaani Vijana Self Help Group",
      "0748 602 917",
    ],
    expect: {
      firstName: "Lucky",
      lastName: "Kamau",
      phone: "+254748602917",
      company: "Mtaani Vijana Self Help Group",
      services: ["Business Writing"],
    },
  },
  {
    name: "b29-073: Swahili: a pastor's book to edit",
    says: [
      "Nimeandika kitabu cha mahubiri, nahitaji kisahihishwe",
      "Mchungaji Elias Wanyonyi",
      "0723 146 589",
    ],
    expect: {
      firstName: "Elias",
      lastName: "Wanyonyi",
      phone: "+254723146589",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b29-074: purpose only: shortlisted and scared of the panel",
    says: [
      "I have been shortlisted and I freeze in front of panels, I want to practise answering",
      "Benson Macharia",
      "0718 493 620",
    ],
    expect: {
      firstName: "Benson",
      lastName: "Macharia",
      phone: "+254718493620",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b29-075: purpose only: recruiters never find me",
    says: [
      "Recruiters never find me online, I want them to see me when they search",
      "Mildred Auma",
      "mildred.auma@gmail.com",
    ],
    expect: {
      firstName: "Mildred",
      lastName: "Auma",
      email: "mildred.auma@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b29-076: purpose only: a bank wants a document showing what the business will earn",
    says: [
      "The bank wants a document showing what my poultry farm will earn over three years before they give me a loan",
      "Paul Wachira",
      "0727 315 860",
    ],
    expect: {
      firstName: "Paul",
      lastName: "Wachira",
      phone: "+254727315860",
      services: ["Business Writing"],
    },
  },
  {
    name: "b29-077: purpose only: a paper that introduces me to an employer for one advert",
    says: [
      "I need the one-page letter that goes with my application to introduce me for a specific advert",
      "Stella Kwamboka",
      "0712 548 396",
    ],
    expect: {
      firstName: "Stella",
      lastName: "Kwamboka",
      phone: "+254712548396",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b29-078: purpose only: my papers full of grammar mistakes",
    says: [
      "My research report is full of grammar mistakes and wrong references, I want someone to clean it",
      "Ezekiel Kimutai",
      "ezekiel.kimutai@gmail.com",
    ],
    expect: {
      firstName: "Ezekiel",
      lastName: "Kimutai",
      email: "ezekiel.kimutai@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b29-079: purpose only: a document listing my jobs for employers",
    says: [
      "I need the document that lists my work history and education that employers ask for when you apply",
      "Monica Wanjala",
      "0790 627 841",
    ],
    expect: {
      firstName: "Monica",
      lastName: "Wanjala",
      phone: "+254790627841",
      services: ["CV Writing"],
    },
  },
  {
    name: "b29-080: purpose only: stuck at the same level for years",
    says: [
      "I've been in the same position for seven years and I want help planning how to grow my career",
      "Richard Mwangangi",
      "0721 706 352",
    ],
    expect: {
      firstName: "Richard",
      lastName: "Mwangangi",
      phone: "+254721706352",
      services: ["Professional Development"],
    },
  },
  {
    name: "b29-081: three in one message",
    says: [
      "I need a CV, a cover letter and LinkedIn, all three",
      "Dr. Agatha Wanjiku Ndegwa",
      "agatha.ndegwa@gmail.com",
    ],
    expect: {
      firstName: "Agatha",
      lastName: "Wanjiku Ndegwa",
      email: "agatha.ndegwa@gmail.com",
      services: ["CV Writing", "Cover Letters", "LinkedIn Optimization"],
    },
  },
  {
    name: "b29-082: two services, one dropped later in English",
    says: [
      "I want a CV and interview coaching",
      "Actually forget the CV, I already have one, just the interview coaching",
      "Nicholas Korir",
      "0723 508 619",
    ],
    expect: {
      firstName: "Nicholas",
      lastName: "Korir",
      phone: "+254723508619",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b29-083: three services, one dropped",
    says: [
      "Our company needs a company profile, a tender document and staff training",
      "Drop the training for now, just the writing",
      "Eng. Samuel Oduor Okoth, Okoth & Sons Builders Ltd",
      "info@okothbuilders.co.ke",
    ],
    expect: {
      firstName: "Samuel",
      lastName: "Oduor Okoth",
      email: "info@okothbuilders.co.ke",
      company: "Okoth & Sons Builders Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b29-084: two services, editing and a cover letter",
    says: [
      "Please proofread my research proposal and also write a motivation letter for the scholarship",
      "Precious Wangui",
      "0715 830 274",
    ],
    expect: {
      firstName: "Precious",
      lastName: "Wangui",
      phone: "+254715830274",
      services: ["Editing & Proofreading", "Cover Letters"],
    },
  },
  {
    name: "b29-085: a phone refused twice, then an email",
    says: [
      "I want LinkedIn optimization",
      "Diana Koech",
      "I don't give my number online",
      "No phone, I said. Email me at Diana.Koech@Gmail.com",
    ],
    expect: {
      firstName: "Diana",
      lastName: "Koech",
      email: "diana.koech@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b29-086: a name refused twice, then given",
    says: [
      "I need a CV for a teaching job",
      "Why do you need my name?",
      "I'd rather not say",
      "Ok fine, it's Leah Chepngetich",
      "0727 641 083",
    ],
    expect: {
      firstName: "Leah",
      lastName: "Chepngetich",
      phone: "+254727641083",
      services: ["CV Writing"],
    },
  },
  {
    name: "b29-087: a name never given",
    says: ["I want interview coaching", "no names please", "no", "0733 207 594"],
    expect: { phone: "+254733207594", services: ["Interview Coaching"] },
  },
  {
    name: "b29-088: answers to questions not asked",
    says: [
      "I need a CV, I'm 34, from Kericho, diploma in nursing, 8 years experience, budget 3000",
      "Brenda Cherono",
      "0712 976 305",
    ],
    expect: {
      firstName: "Brenda",
      lastName: "Cherono",
      phone: "+254712976305",
      services: ["CV Writing"],
    },
  },
  {
    name: "b29-089: gives email before name",
    says: ["Cover letter please", "alfred.mutua+jobs@gmail.com", "Alfred Mutua"],
    expect: {
      firstName: "Alfred",
      lastName: "Mutua",
      email: "alfred.mutua+jobs@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b29-090: very short replies",
    says: ["cv", "wanjiru", "0722 458 107"],
    expect: { firstName: "Wanjiru", phone: "+254722458107", services: ["CV Writing"] },
  },
  {
    name: "b29-091: one-word service and name",
    says: ["linkedin", "Otieno", "0717 603 291"],
    expect: { firstName: "Otieno", phone: "+254717603291", services: ["LinkedIn Optimization"] },
  },
  {
    name: "b29-092: very short Sheng",
    says: ["cv bro", "Kip", "0106 284 735"],
    expect: { firstName: "Kip", phone: "+254106284735", services: ["CV Writing"] },
  },
  {
    name: "b29-093: a phone split over two messages",
    says: ["I need interview coaching", "Sylvia Nduta", "0721 358", "402"],
    expect: {
      firstName: "Sylvia",
      lastName: "Nduta",
      phone: "+254721358402",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b29-094: a corrected number",
    says: ["CV please", "Harrison Kiprop", "0724 193 650", "sorry wrong number, it's 0724 193 560"],
    expect: {
      firstName: "Harrison",
      lastName: "Kiprop",
      phone: "+254724193560",
      services: ["CV Writing"],
    },
  },
  {
    name: "b29-095: a number in brackets",
    says: ["I want a business plan for a bakery", "Eunice Wangeci", "(0710) 462 839"],
    expect: {
      firstName: "Eunice",
      lastName: "Wangeci",
      phone: "+254710462839",
      services: ["Business Writing"],
    },
  },
  {
    name: "b29-096: 254 without plus and spaces",
    says: ["Proofreading for my project report", "Wambui Kiarie", "254733619027"],
    expect: {
      firstName: "Wambui",
      lastName: "Kiarie",
      phone: "+254733619027",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b29-097: a UK number",
    says: [
      "I'm a care worker in Manchester and I want career coaching to move into nursing",
      "Gladys Kemunto",
      "+44 7700 918 264",
    ],
    expect: {
      firstName: "Gladys",
      lastName: "Kemunto",
      phone: "+447700918264",
      services: ["Professional Development"],
    },
  },
  {
    name: "b29-098: a Qatar number",
    says: [
      "I'm a driver in Doha and need a CV for jobs in Kenya",
      "Isaac Mokaya",
      "+974 5531 7248",
    ],
    expect: {
      firstName: "Isaac",
      lastName: "Mokaya",
      phone: "+97455317248",
      services: ["CV Writing"],
    },
  },
  {
    name: "b29-099: a US number with hyphens",
    says: [
      "I'm in Dallas and want interview coaching for a UN interview",
      "Caleb Owino",
      "+1 214-555-0187",
    ],
    expect: {
      firstName: "Caleb",
      lastName: "Owino",
      phone: "+12145550187",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b29-100: an 011 number with hyphens",
    says: [
      "Youth program for my daughter who finished KCSE",
      "Mrs. Sophie Atieno Oloo",
      "011-284-7305",
    ],
    expect: {
      firstName: "Sophie",
      lastName: "Atieno Oloo",
      phone: "+254112847305",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b29-101: an email with a mistyped domain",
    says: ["I need a cover letter", "Carolyne Njambi", "carolyne.njambi@gmial.com"],
    expect: {
      firstName: "Carolyne",
      lastName: "Njambi",
      email: "carolyne.njambi@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b29-102: an email in capitals with yaho",
    says: ["LinkedIn please", "FELIX OMONDI AWUOR", "FELIX.AWUOR@YAHO.COM"],
    expect: {
      firstName: "Felix",
      lastName: "Omondi Awuor",
      email: "felix.awuor@yahoo.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b29-103: an email with outlok",
    says: ["Please edit my thesis", "sarah w. mwangi", "sarah.w.mwangi@outlok.com"],
    expect: {
      firstName: "Sarah",
      lastName: "W. Mwangi",
      email: "sarah.w.mwangi@outlook.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b29-104: a name with emoji",
    says: ["CV na cover letter 🙏", "Mercyline 😊 Anyango", "0796 852 140"],
    expect: {
      firstName: "Mercyline",
      lastName: "Anyango",
      phone: "+254796852140",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b29-105: a name with emoji after it",
    says: ["interview prep", "Wisdom Kiprugut 💪", "0718 027 463"],
    expect: {
      firstName: "Wisdom",
      lastName: "Kiprugut",
      phone: "+254718027463",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b29-106: a typo in my name is",
    says: ["I need a business plan", "my nme is Sunday Oketch", "0703 519 846"],
    expect: {
      firstName: "Sunday",
      lastName: "Oketch",
      phone: "+254703519846",
      services: ["Business Writing"],
    },
  },
  {
    name: "b29-107: a typo in my name is, in capitals",
    says: [
      "TRAINING FOR OUR STAFF ON CUSTOMER SERVICE",
      "MYNAME IS PEACE NJERI KAMAU, ST. MONICA'S NURSING HOME",
      "0721 947 381",
    ],
    expect: {
      firstName: "Peace",
      lastName: "Njeri Kamau",
      phone: "+254721947381",
      company: "St. Monica's Nursing Home",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b29-108: an honorific Prof.",
    says: [
      "I need my book manuscript on land law proofread",
      "Prof. Kipchumba arap Ruto",
      "kipchumba.ruto@mu.ac.ke",
    ],
    expect: {
      firstName: "Kipchumba",
      lastName: "arap Ruto",
      email: "kipchumba.ruto@mu.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b29-109: a four-word name with Hon.",
    says: [
      "I want career coaching for a board position",
      "Hon. Mwanajuma Salim Abdalla Hamisi",
      "0722 680 914",
    ],
    expect: {
      firstName: "Mwanajuma",
      lastName: "Salim Abdalla Hamisi",
      phone: "+254722680914",
      services: ["Professional Development"],
    },
  },
  {
    name: "b29-110: Sr. at a dispensary wants training",
    says: [
      "We need a workshop on stress management for our nurses",
      "Sr. Memory Nekesa, Mukumu Mission Dispensary",
      "0725 093 682",
    ],
    expect: {
      firstName: "Memory",
      lastName: "Nekesa",
      phone: "+254725093682",
      company: "Mukumu Mission Dispensary",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b29-111: Swahili: LinkedIn declined, CV kept",
    says: [
      "Nataka CV na LinkedIn",
      "LinkedIn achana nayo, sitaki, CV peke yake",
      "Naitwa Bi. Rehema Mwakio",
      "0720 473 198",
    ],
    expect: {
      firstName: "Rehema",
      lastName: "Mwakio",
      phone: "+254720473198",
      services: ["CV Writing"],
    },
  },
  {
    name: "b29-112: English: training postponed to next year, coaching instead",
    says: [
      "I was thinking of corporate training for my team",
      "On second thought, postpone the team thing to next year; instead I want career coaching for myself as a new manager",
      "Arnold Mbugua, Savannah Agrovet Supplies",
      "arnold@savannahagrovet.co.ke",
    ],
    expect: {
      firstName: "Arnold",
      lastName: "Mbugua",
      email: "arnold@savannahagrovet.co.ke",
      company: "Savannah Agrovet Supplies",
      services: ["Professional Development"],
    },
  },
  {
    name: "b29-113: an organisation with commas and an ampersand, given later",
    says: [
      "We want our law firm's company profile rewritten",
      "Titus Kemboi",
      "0729 156 483",
      "The firm is Kemboi, Chebet & Associates Advocates",
    ],
    expect: {
      firstName: "Titus",
      lastName: "Kemboi",
      phone: "+254729156483",
      company: "Kemboi, Chebet & Associates Advocates",
      services: ["Business Writing"],
    },
  },
  {
    name: "b29-114: a phone given first, unasked",
    says: ["0712 384 905", "I want CV writing", "Hannah Nyokabi"],
    expect: {
      firstName: "Hannah",
      lastName: "Nyokabi",
      phone: "+254712384905",
      services: ["CV Writing"],
    },
  },
];
