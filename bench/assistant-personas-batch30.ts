import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 30 for `npm run bench:assistant`, written on 2026-12-04 by the helper
 * "asst-batch30", apart from the engine. Rules of apartness, as followed: nothing under server/,
 * app/ or tests/ was opened, listed or grepped, nor /work/firstruns/, nor bench/README.md, nor
 * bench/assistant.ts or any other bench runner; no history command was run (git commands:
 * `worktree add`, `status`, `branch`, `worktree list`, then `add`, commit, rebase, merge).
 * `npx react-router typegen` was run twice (the first attempt failed while node_modules was being
 * installed), and again inside `npm run typecheck`. What was read: the
 * helper protocol; `ls bench/`; biome.json; bench/assistant-personas-batch4.ts lines 1-50 (the
 * type, its header and the opening of its life story); bench/assistant-personas-batch29.ts lines
 * 1-311 (its header, its six life stories and personas b29-001 to b29-012, up to the opening brace
 * of the thirteenth entry), for format and conventions only, after a grep for the line number of
 * "b29-013:" whose output was cut to the line number; content/services.ts (the services' names);
 * the lines of /work/shared/SPEC.md matching "hand-over", "handover", "chat widget" or "lead". The
 * first names seen in batch 29 (its first twelve personas, its life stories, and the names its
 * header lists as also words) and in batch 4's opening life story were kept out of this batch by a
 * throwaway script (outside the repository), which also checked the count, that no persona name,
 * first name or phone repeats, that every Kenyan phone is +2547/+2541 and 8 more digits, that each
 * expected phone's digits appear in the persona's lines, that every service is a
 * content/services.ts `name`, and that emails are expected in lower case. The bench was not run.
 *
 * The first 56 personas are ordinary visitors (one clear request, a name, a phone or email, in
 * everyday wording: a boda-boda SACCO in Bomet, a nurse in Embu, a hotel receptionist in Diani, a
 * master's student at Kenyatta University, a civil engineer in Nakuru, a mother in Garissa asking
 * for her daughter, an accountant before a KRA interview in Eldoret, a bakery in Thika, a church
 * youth leader in Kisii, a steel factory in Athi River, a teacher in Kakamega, a journalist in
 * Nyeri, a clearing agent in Mombasa, a developer, a women investment group in Ruaka, a clinical
 * officer before the Public Service Commission, a Maseno student seeking attachment, a logistics
 * firm's tender, a security firm in Nakuru, a programme officer in Lodwar, a plumber bound for
 * Saudi Arabia, a parish, a salon in Kitengela, a bank officer in Kericho, a researcher in Kilifi,
 * a girls' school near Mumias, a county health department in Kajiado, an architect, a cook in
 * Malindi, a driver applying to the UN, an advocate, an MBA student, a women's network in Wajir, a
 * dairy co-operative in Ol Kalou, a data clerk in Nyamira, a technician before Kenya Power, a
 * fashion designer, an HR manager in Kisumu, a constituency youth office in Kibwezi, a restaurant
 * in Nanyuki, an engineer bound for Canada, a teacher in Homa Bay, a graduate trainee, a SACCO's
 * annual report, a poultry farmer in Kakamega, a scholarship candidate, a caregiver bound for
 * Canada, a marketing manager, a tea factory, a technical training institute, a hotel job in
 * Naivasha, a banker into fintech, a welder in Kisumu, a novelist, a water project in Makueni).
 * The other 66 are harder: seven long life stories, each with a service turned down inside it (a
 * Kakamega newborn-unit nurse bound for the UK, "I am not on LinkedIn and please do not suggest
 * it", two services in order; a Nyandarua county department's chief officer, strategic plan turned
 * down; an Egerton PhD candidate, writing and CV turned down; a Kisii bank operations manager, two
 * services in order and the CV turned down, in English; a Msambweni women group, training turned
 * down, in Swahili; a Kayole boda rider, "interview prep wacha kwanza" and LinkedIn refused, and a
 * Mathare youth group, CV refused for himself, in Sheng); fifteen Sheng, Swahili or
 * Swahili-English personas besides the stories ("CV na LinkedIn... LinkedIn wacha kwanza" in one
 * message, LinkedIn and career coaching dropped in a later message, "Sitaki kutoa namba" twice,
 * budgets of 2k and 80k, a one-name visitor, Mwalimu and Mchungaji); names with emoji (two), typos
 * ("my nme is", "naitw", "ma name is"), honorifics (Dr., Prof., Eng., Hon., Sr., Mzee, Mrs., Rev.,
 * Ms., Mr., and Madam and Bi. in stories), a name in capitals with an apostrophe, a name in lower
 * case, three-word names (eleven, seven of them in the stories, one with "wa"); two services in
 * one message in order (five, one of them in Sheng) and three in one (one); a service dropped in
 * the same message (two) or in a later one (three), replaced (one) or declined before asking
 * (one); a field refused twice (phone twice, name, email); answers to questions not asked (a phone
 * first, a budget and deadline, a job title and organisation); very short replies (two) and very
 * long ones (two); budgets (six); group and corporate training (county departments, a county
 * assembly, SACCO boards, schools, a church, a tea factory, a miller); youth programmes (schools,
 * a church, a ward, a county department, a CBO, a TVET institute); organisations with "Ltd",
 * "(K) Ltd", "&", "SACCO", "Co-operative Society", "St.", a CBO, schools, churches and county
 * departments, one given after the phone; phones with spaces, without, 254 without plus, "+254 ",
 * 011 and 010 numbers, split over two messages, a corrected number and one foreign number (UAE);
 * emails with dots, capitals, institutional domains and a mistyped domain (gmial).
 *
 * Expectation conventions as batch 29's: titles and honorifics (Mr., Mrs., Ms., Madam, Bi., Dr.,
 * Prof., Eng., Hon., Rev., Sr., Mzee, Mwalimu, Mchungaji) are not part of the name; `lastName` is
 * everything after the first name; names written in capitals (or all in lower case) are expected
 * in ordinary case, emoji left out; emails in lower case, a mistyped domain corrected; a corrected
 * field replaces the first; a declined or postponed service is not expected, a replacing service
 * is; services in the order asked; a visitor who never gives a name has no `firstName`, and a
 * visitor who gives one name only has no `lastName`; `company` is the organisation the visitor
 * names as theirs (a business, SACCO, co-operative, school, church, county department or group),
 * and a parent or officer asking for others is recorded under their own name. Phones are expected
 * in E.164, a foreign number with its own country code. Not registered anywhere.
 */

const storyNurse = [
  "Good evening, I hope I am not disturbing. I am a registered nurse and I have worked at a county referral hospital in Kakamega for eleven years, most of them in the maternity ward and the last three in the newborn unit.",
  "I trained at the Kenya Medical Training College in Kisumu and later did my degree in nursing part-time, paying fees from my salary, which took me five years.",
  "In our unit we are three nurses for forty babies at night, and twice this year we went three months without salary because of the county delays, so many of my colleagues have already left for the United Kingdom.",
  "I passed my English test in September and the Nursing and Midwifery Council has accepted my application, so now an agency in Birmingham wants my CV before they put me forward to the hospitals.",
  "My CV is the one I typed in 2013, it has my KCSE grades on the first page and nothing about the newborn unit or the mentoring of students that I do every term.",
  "So first I need a CV written the way hospitals in the UK expect, and then I need to practise for the interview with the agency and the hospital, because they do it on video and I have never done that.",
  "I am not on LinkedIn and please do not suggest it, I do not want my employer to see that I am leaving before I resign.",
  "My name is Sr. Millicent Auma Wekesa, the Sr. is because I am a nursing sister, not a nun.",
  "You can call or WhatsApp me on 0723 418 057, but only after 7pm because of my shifts.",
].join(" ");

const storyCountyTraining = [
  "Good morning. I head the Department of Agriculture, Livestock and Fisheries in Nyandarua County and I am writing on behalf of the department.",
  "We have about ninety extension officers spread across the five sub-counties, many of them employed in the early years of devolution, and most have never had any training apart from the technical courses.",
  "Last quarter we did a staff survey and the results were worrying: people feel overworked, the younger officers and the older ones do not work well together, and farmers complain that some officers are rude on the phone.",
  "The Governor's office has approved a budget for a two-day workshop for all of them at a hotel in Ol Kalou in February, on teamwork, stress management and customer service.",
  "Someone in our office suggested we also ask you to write our five-year strategic plan, but we will not do that, the county planning unit is writing it with a consultant already, so please leave that out.",
  "What we want is the training only, and a facilitator who can speak to farmers' realities, not just slides.",
  "I am Madam Jacinta Wairimu Gitau, the chief officer.",
  "The department is Department of Agriculture, Livestock and Fisheries, Nyandarua County.",
  "Official email is jacinta.gitau@nyandarua.go.ke and my mobile is 0720 537 146.",
].join(" ");

const storyWomenGroup = [
  "Shikamoo, habari za leo. Mimi ni mwenyekiti wa kikundi cha akina mama pale Msambweni, Kaunti ya Kwale, na kikundi chetu kina wanachama thelathini na wawili.",
  "Tulianza mwaka 2015 kwa kuchangia pesa kidogo kila wiki, halafu tukaanza kutengeneza sabuni na mafuta ya nazi, na sasa tunauza hadi Ukunda na Mombasa.",
  "Tatizo ni kwamba hatuna mashine, tunafanya kila kitu kwa mkono, na soko linataka mzigo mwingi kuliko tunavyoweza kutengeneza.",
  "Kuna shirika moja la maendeleo limetangaza ruzuku kwa vikundi vya wanawake vinavyofanya biashara, lakini wanataka pendekezo lililoandikwa vizuri kwa Kiingereza, na bajeti na mpango wa kazi.",
  "Katibu wetu alijaribu kuandika lakini ilikuwa barua tu ya kuomba msaada, na tarehe ya mwisho ni mwisho wa mwezi ujao.",
  "Tunataka mtu atuandikie hilo pendekezo la ruzuku, sisi tutampa hesabu zote za kikundi.",
  "Mafunzo ya biashara kwa wanachama hatuhitaji sasa hivi, tafadhali msituletee hilo, tutaangalia baadaye tukipata pesa.",
  "Jina langu ni Bi. Mwanajuma Rashid Mwaruwa, wa Kikundi cha Akina Mama Tujijenge Msambweni.",
  "Nambari yangu ni 0791 648 203, pia iko kwa WhatsApp.",
].join(" ");

const storyBoda = [
  "Niaje wasee, story yangu ni ndefu kiasi, mnisikize kwanza.",
  "Nilimaliza diploma ya IT pale Kiambu Institute 2020, lakini job hakuna, so nikaanza boda pale Kayole Junction juu ya kulipa rent.",
  "Mornings nabeba ma-customer, na jioni nafanya ka-repair ya simu na laptop kwa kibanda ya mse wangu pale Soko Mjinga.",
  "Sahii kuna company moja ya internet inatafuta field technicians wa kuinstall fibre kwa ma-estate za Eastlands, na mimi hiyo kazi naiweza poa.",
  "Shida ni CV, yangu iko na ma-details za high school na hakuna kitu ya repair ama networking ambayo nimefanya.",
  "Nataka mnisaidie na CV ya maana, pia nilikuwa nataka interview prep, lakini interview prep wacha kwanza, wacha nione kama wataniita.",
  "LinkedIn sina na sitaki, usiniambie kuhusu hiyo.",
  "Naitwa Felix Kamau Njoroge, wasee wa stage huniita Fele.",
  "Namba ni 0757 302 619, ni M-Pesa pia.",
].join(" ");

const storyMathare = [
  "Sasa msee, mi ni chairman wa youth group pale Mathare, tuko kama vijana thelathini, wengi wamemaliza form four ama college na hawana kazi.",
  "Tulianza kama group ya kuokota taka na kusafisha mtaro, sasa tuko na car wash na ka-kitchen garden pale Mabatini.",
  "Lakini ma-youth wengi wanataka kazi za formal, na hawajui hata kuandika application ama kujibu maswali kwa interview, wanaenda huko wanakosa tu.",
  "Nimesikia mko na youth programme ya career readiness, hiyo ndio tunataka, kama session kadhaa kwa group nzima pale kwa social hall.",
  "Mimi mwenyewe sihitaji CV, yangu iko sawa, hii ni ya ma-youth, usiniwekee CV.",
  "Budget hatuna mingi, tuko na kama thirty thousand kwa account ya group.",
  "Naitwa Duncan Otieno Were, group inaitwa Mathare Vijana Ambassadors CBO.",
  "Nipigie kwa 0115 482 730.",
].join(" ");

const storyPhd = [
  "Hello. I am a PhD candidate in agricultural economics at Egerton University and I have been on this thesis for six years, which is two more than planned.",
  "I started in 2020 with a scholarship, then the scholarship ended in the third year and I had to go back to teaching at a secondary school in Njoro to pay my fees.",
  "My fieldwork was on how smallholder potato farmers in Nyandarua and Meru use credit, I interviewed four hundred farmers and the analysis is done.",
  "My supervisors have read the full draft and they say the content is fine, but the language is heavy, the references are not consistent and the chapters repeat each other.",
  "I need the whole thesis edited and proofread before I submit to the graduate school in January, it is about two hundred and sixty pages.",
  "I am not asking anyone to write any part of it for me, and please do not offer me a CV, my CV is already done for the university jobs.",
  "My name is Mr. Cornelius Kiprotich Tanui.",
  "My email is CK.Tanui@gmail.com, I read it every evening.",
].join(" ");

const storyBanker = [
  "Hi there, let me give you the whole picture. I joined a commercial bank in 2009 as a teller in Kitale, straight from college, and I have been with the same bank for sixteen years.",
  "From teller I became a customer service officer, then a relationship manager for small businesses, and for the last four years I have been the operations manager of a branch in Kisii.",
  "Last month the bank announced that eleven branches will close and that it will move to agency and mobile banking, and my branch is on the list.",
  "They have offered us a voluntary early retirement package, and I am forty-one, so I do not want to retire, I want to move, maybe into a microfinance institution or a fintech company.",
  "I do not know how to sell myself outside the bank, I have never applied for a job in sixteen years, and I do not even know what roles someone like me can aim for.",
  "I want career coaching first, to decide where to go, and after that I want my LinkedIn profile done properly because the fintech recruiters all look there.",
  "About the CV, a colleague offered to do mine for free, so I will not need yours, thank you.",
  "My name is Mrs. Philomena Kwamboka Nyabuti.",
  "Reach me on +254 733 905 218 or philomena.nyabuti@gmail.com.",
].join(" ");

export const batch30Personas: Batch4Persona[] = [
  // Ordinary visitors.
  {
    name: "b30-001: a Bomet boda-boda SACCO wants its by-laws and policies written",
    says: [
      "Our boda boda SACCO in Bomet needs a policy document and by-laws written properly",
      "Gilbert Langat, Bomet Riders SACCO",
      "0722 614 038",
    ],
    expect: {
      firstName: "Gilbert",
      lastName: "Langat",
      phone: "+254722614038",
      company: "Bomet Riders SACCO",
      services: ["Business Writing"],
    },
  },
  {
    name: "b30-002: an Embu nurse's CV for a private hospital",
    says: [
      "I'm a nurse in Embu and I need a new CV for a job at a private hospital",
      "Beatrice Wanja",
      "0712 840 395",
    ],
    expect: {
      firstName: "Beatrice",
      lastName: "Wanja",
      phone: "+254712840395",
      services: ["CV Writing"],
    },
  },
  {
    name: "b30-003: a Diani hotel receptionist's cover letter for a cruise line",
    says: [
      "I work at a hotel reception in Diani and I want a cover letter for a cruise ship job",
      "Hassan Mwinyi",
      "hassan.mwinyi@gmail.com",
    ],
    expect: {
      firstName: "Hassan",
      lastName: "Mwinyi",
      email: "hassan.mwinyi@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b30-004: a Kenyatta University master's student's thesis proofreading",
    says: [
      "I'm finishing my master's at Kenyatta University and need my thesis proofread",
      "Esther Nduku",
      "esther.nduku@students.ku.ac.ke",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Nduku",
      email: "esther.nduku@students.ku.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b30-005: a Nakuru civil engineer's LinkedIn",
    says: [
      "I'm a civil engineer in Nakuru and I'd like my LinkedIn profile improved",
      "Collins Wafula",
      "0734 207 561",
    ],
    expect: {
      firstName: "Collins",
      lastName: "Wafula",
      phone: "+254734207561",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b30-006: a Garissa mother asks for the youth programme for her daughter",
    says: [
      "My daughter finished Form Four in Garissa and I would like her to join your youth career programme",
      "Halima Abdi",
      "0725 390 817",
    ],
    expect: {
      firstName: "Halima",
      lastName: "Abdi",
      phone: "+254725390817",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b30-007: an Eldoret accountant before a KRA interview",
    says: [
      "I'm an accountant in Eldoret and I have an interview with KRA next week, I need coaching",
      "Josphat Kiprono",
      "0721 456 903",
    ],
    expect: {
      firstName: "Josphat",
      lastName: "Kiprono",
      phone: "+254721456903",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b30-008: a Thika bakery's business plan for a loan",
    says: [
      "I run a small bakery in Thika and the bank wants a business plan before they give me a loan",
      "Lucy Wangui, Sweet Crust Bakers",
      "0708 163 742",
    ],
    expect: {
      firstName: "Lucy",
      lastName: "Wangui",
      phone: "+254708163742",
      company: "Sweet Crust Bakers",
      services: ["Business Writing"],
    },
  },
  {
    name: "b30-009: a Kisii church youth leader asks for a youth programme",
    says: [
      "I'm the youth leader at our church in Kisii and we want a career programme for our young people",
      "Dennis Nyakundi, SDA Church Nyanchwa",
      "0726 518 094",
    ],
    expect: {
      firstName: "Dennis",
      lastName: "Nyakundi",
      phone: "+254726518094",
      company: "SDA Church Nyanchwa",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b30-010: an Athi River factory's team-building workshop",
    says: [
      "I'm the HR manager of a steel factory in Athi River and we want a team building workshop for our staff",
      "Janet Mutheu, Mavoko Steel Mills Ltd",
      "janet.mutheu@mavokosteel.co.ke",
    ],
    expect: {
      firstName: "Janet",
      lastName: "Mutheu",
      email: "janet.mutheu@mavokosteel.co.ke",
      company: "Mavoko Steel Mills Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b30-011: a Kakamega teacher's coaching for a promotion",
    says: [
      "I'm a secondary school teacher in Kakamega and I want career coaching to get promoted to deputy principal",
      "Naftali Shikuku",
      "0713 927 405",
    ],
    expect: {
      firstName: "Naftali",
      lastName: "Shikuku",
      phone: "+254713927405",
      services: ["Professional Development"],
    },
  },
  {
    name: "b30-012: a Nyeri journalist's book manuscript edited",
    says: [
      "I'm a journalist in Nyeri and I've written a book, I need the manuscript edited",
      "Wangeci Mathenge",
      "wangeci.mathenge@gmail.com",
    ],
    expect: {
      firstName: "Wangeci",
      lastName: "Mathenge",
      email: "wangeci.mathenge@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b30-013: a Mombasa clearing agent's CV",
    says: [
      "I'm a clearing and forwarding agent at Mombasa port and I need my CV updated",
      "Omar Salim",
      "0733 681 240",
    ],
    expect: {
      firstName: "Omar",
      lastName: "Salim",
      phone: "+254733681240",
      services: ["CV Writing"],
    },
  },
  {
    name: "b30-014: a Nairobi developer's LinkedIn for remote work",
    says: [
      "I'm a software developer in Nairobi and I want my LinkedIn to attract remote jobs",
      "Ian Kariuki",
      "ian.kariuki@proton.me",
    ],
    expect: {
      firstName: "Ian",
      lastName: "Kariuki",
      email: "ian.kariuki@proton.me",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b30-015: a Ruaka investment group's company profile",
    says: [
      "Our women investment group in Ruaka needs a company profile to show banks and partners",
      "Monica Njambi, Ruaka Women Investment Group",
      "0719 304 652",
    ],
    expect: {
      firstName: "Monica",
      lastName: "Njambi",
      phone: "+254719304652",
      company: "Ruaka Women Investment Group",
      services: ["Business Writing"],
    },
  },
  {
    name: "b30-016: a clinical officer before a Public Service Commission panel",
    says: [
      "I'm a clinical officer and I've been shortlisted by the Public Service Commission, please help me prepare for the panel",
      "Moses Kiprotich",
      "0727 049 318",
    ],
    expect: {
      firstName: "Moses",
      lastName: "Kiprotich",
      phone: "+254727049318",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b30-017: a Maseno student looking for attachment",
    says: [
      "I'm a third-year student at Maseno University and I need help getting an attachment placement",
      "Sylvia Akinyi",
      "0740 815 276",
    ],
    expect: {
      firstName: "Sylvia",
      lastName: "Akinyi",
      phone: "+254740815276",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b30-018: a teacher's cover letter for an international school in Nanyuki",
    says: [
      "I'm applying to an international school in Nanyuki and I need a strong cover letter",
      "Emmanuel Karanja",
      "0722 973 184",
    ],
    expect: {
      firstName: "Emmanuel",
      lastName: "Karanja",
      phone: "+254722973184",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b30-019: a logistics company's tender document",
    says: [
      "We are bidding for a government transport tender and need help preparing the tender document",
      "Rahab Wairimu, Trans-Rift Logistics (K) Ltd",
      "0724 630 519",
    ],
    expect: {
      firstName: "Rahab",
      lastName: "Wairimu",
      phone: "+254724630519",
      company: "Trans-Rift Logistics (K) Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b30-020: a Nakuru security firm trains its guards",
    says: [
      "We run a security company in Nakuru and want customer care training for our guards",
      "Patrick Kirui, Lakeview Security Services Ltd",
      "0711 285 903",
    ],
    expect: {
      firstName: "Patrick",
      lastName: "Kirui",
      phone: "+254711285903",
      company: "Lakeview Security Services Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b30-021: a Lodwar programme officer aiming at the UN",
    says: [
      "I'm a programme officer with an NGO in Lodwar and I'd like career coaching to move to the UN",
      "Esekon Lokwang",
      "0729 514 806",
    ],
    expect: {
      firstName: "Esekon",
      lastName: "Lokwang",
      phone: "+254729514806",
      services: ["Professional Development"],
    },
  },
  {
    name: "b30-022: a Machakos plumber's CV for a Saudi job",
    says: [
      "I'm a plumber in Machakos and an agent needs my CV for a job in Saudi Arabia",
      "Julius Mutua",
      "0705 748 261",
    ],
    expect: {
      firstName: "Julius",
      lastName: "Mutua",
      phone: "+254705748261",
      services: ["CV Writing"],
    },
  },
  {
    name: "b30-023: a parish's leadership training for its elders",
    says: [
      "Our parish would like a leadership training for the church elders",
      "Peter Gachanja, PCEA Kahawa Sukari Parish",
      "0720 386 457",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Gachanja",
      phone: "+254720386457",
      company: "PCEA Kahawa Sukari Parish",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b30-024: a Kitengela salon's business plan",
    says: [
      "I have a salon in Kitengela and I want a business plan to open a second branch",
      "Nancy Naserian",
      "0748 291 035",
    ],
    expect: {
      firstName: "Nancy",
      lastName: "Naserian",
      phone: "+254748291035",
      services: ["Business Writing"],
    },
  },
  {
    name: "b30-025: a Kericho bank officer before a branch-manager interview",
    says: [
      "I'm a relationship officer at a bank in Kericho and I have an interview for branch manager, I need interview coaching",
      "Gideon Cheruiyot",
      "0718 572 649",
    ],
    expect: {
      firstName: "Gideon",
      lastName: "Cheruiyot",
      phone: "+254718572649",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b30-026: a Kilifi researcher's journal article edited",
    says: [
      "I'm a researcher in Kilifi and I need a journal article edited before submission",
      "Fatma Mohamed",
      "fatma.mohamed@kemri-kilifi.org",
    ],
    expect: {
      firstName: "Fatma",
      lastName: "Mohamed",
      email: "fatma.mohamed@kemri-kilifi.org",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b30-027: a Mumias girls' school's programme for Form Fours",
    says: [
      "I'm the principal of a girls' secondary school near Mumias and we want a career readiness programme for our Form Four students",
      "Florence Nekesa, Shianda Girls Secondary School",
      "0723 150 984",
    ],
    expect: {
      firstName: "Florence",
      lastName: "Nekesa",
      phone: "+254723150984",
      company: "Shianda Girls Secondary School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b30-028: a Kajiado county health department's customer-care training",
    says: [
      "The Department of Health in Kajiado County wants customer care training for our front-desk staff",
      "Daniel Sankale, Department of Health, Kajiado County",
      "0710 468 237",
    ],
    expect: {
      firstName: "Daniel",
      lastName: "Sankale",
      phone: "+254710468237",
      company: "Department of Health, Kajiado County",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b30-029: a Nairobi architect's LinkedIn",
    says: [
      "I'm an architect and my LinkedIn profile needs a proper makeover",
      "Tabitha Muthoni",
      "tabitha.muthoni@gmail.com",
    ],
    expect: {
      firstName: "Tabitha",
      lastName: "Muthoni",
      email: "tabitha.muthoni@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b30-030: a Malindi cook's CV for a hotel chef job",
    says: [
      "I'm a cook in Malindi and I want a CV to apply for a chef job at a big hotel",
      "Juma Kazungu",
      "0796 325 180",
    ],
    expect: {
      firstName: "Juma",
      lastName: "Kazungu",
      phone: "+254796325180",
      services: ["CV Writing"],
    },
  },
  {
    name: "b30-031: a driver's cover letter for a UN post in Gigiri",
    says: [
      "I'm a professional driver and I'm applying for a driver post at the UN in Gigiri, I need a cover letter",
      "Wilson Odhiambo",
      "0722 508 716",
    ],
    expect: {
      firstName: "Wilson",
      lastName: "Odhiambo",
      phone: "+254722508716",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b30-032: an advocate's career change into compliance",
    says: [
      "I'm an advocate and I'd like career coaching to move into compliance at a bank",
      "Brenda Chepkoech",
      "brenda.chepkoech@outlook.com",
    ],
    expect: {
      firstName: "Brenda",
      lastName: "Chepkoech",
      email: "brenda.chepkoech@outlook.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b30-033: an MBA dissertation proofread",
    says: [
      "I need my MBA dissertation proofread, it's about 90 pages",
      "Victor Maina",
      "victor.maina@yahoo.com",
    ],
    expect: {
      firstName: "Victor",
      lastName: "Maina",
      email: "victor.maina@yahoo.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b30-034: a Wajir women's network's concept note",
    says: [
      "Our women's network in Wajir needs a concept note for a donor call on water and livelihoods",
      "Aisha Noor, Wajir Pastoralist Women Network",
      "0726 871 354",
    ],
    expect: {
      firstName: "Aisha",
      lastName: "Noor",
      phone: "+254726871354",
      company: "Wajir Pastoralist Women Network",
      services: ["Business Writing"],
    },
  },
  {
    name: "b30-035: an Ol Kalou dairy co-operative trains its board",
    says: [
      "We are a dairy co-operative in Ol Kalou and we want training for our board members on governance",
      "Francis Ndirangu, Ol Kalou Dairy Farmers Co-operative Society",
      "0721 930 468",
    ],
    expect: {
      firstName: "Francis",
      lastName: "Ndirangu",
      phone: "+254721930468",
      company: "Ol Kalou Dairy Farmers Co-operative Society",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b30-036: a Nyamira data clerk's CV",
    says: [
      "I'm a data entry clerk in Nyamira and I want a better CV",
      "Irene Kemunto",
      "0746103589",
    ],
    expect: {
      firstName: "Irene",
      lastName: "Kemunto",
      phone: "+254746103589",
      services: ["CV Writing"],
    },
  },
  {
    name: "b30-037: a technician before a Kenya Power interview",
    says: [
      "I'm an electrical technician and I have an interview at Kenya Power on Monday, can you help me prepare?",
      "Allan Wekesa",
      "0714 267 930",
    ],
    expect: {
      firstName: "Allan",
      lastName: "Wekesa",
      phone: "+254714267930",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b30-038: a fashion designer's company profile",
    says: [
      "I'm a fashion designer and I need a company profile for my brand",
      "Nyokabi Kinyua, Nyokabi Designs",
      "0703 584 126",
    ],
    expect: {
      firstName: "Nyokabi",
      lastName: "Kinyua",
      phone: "+254703584126",
      company: "Nyokabi Designs",
      services: ["Business Writing"],
    },
  },
  {
    name: "b30-039: a Kisumu HR manager's LinkedIn",
    says: [
      "I'm an HR manager in Kisumu and I want my LinkedIn profile optimised",
      "Maureen Awino",
      "0727 815 043",
    ],
    expect: {
      firstName: "Maureen",
      lastName: "Awino",
      phone: "+254727815043",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b30-040: a Kibwezi youth office's programme for bursary students",
    says: [
      "Our constituency youth office in Kibwezi wants a career programme for students on our bursary",
      "Boniface Mulwa, Kibwezi West Youth Office",
      "0715 629 308",
    ],
    expect: {
      firstName: "Boniface",
      lastName: "Mulwa",
      phone: "+254715629308",
      company: "Kibwezi West Youth Office",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b30-041: a Nanyuki restaurant trains its waiters",
    says: [
      "I own a restaurant in Nanyuki and I want a customer service workshop for my waiters",
      "Lilian Kendi, Mount View Eatery",
      "0724 093 571",
    ],
    expect: {
      firstName: "Lilian",
      lastName: "Kendi",
      phone: "+254724093571",
      company: "Mount View Eatery",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b30-042: an electrical engineer moving to Canada",
    says: [
      "I'm an electrical engineer planning to move to Canada, I'd like career coaching for the move",
      "Titus Kipchumba",
      "titus.kipchumba@gmail.com",
    ],
    expect: {
      firstName: "Titus",
      lastName: "Kipchumba",
      email: "titus.kipchumba@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b30-043: a Homa Bay teacher's CV",
    says: ["I'm a teacher in Homa Bay and I need my CV redone", "Hezron Ogola", "0720 741 695"],
    expect: {
      firstName: "Hezron",
      lastName: "Ogola",
      phone: "+254720741695",
      services: ["CV Writing"],
    },
  },
  {
    name: "b30-044: a graduate trainee's cover letter",
    says: [
      "I'm applying for a graduate trainee programme at a telco and I need a cover letter",
      "Stacy Jepkemboi",
      "0792 318 645",
    ],
    expect: {
      firstName: "Stacy",
      lastName: "Jepkemboi",
      phone: "+254792318645",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b30-045: a SACCO's annual report proofread",
    says: [
      "Our SACCO needs the annual report proofread before the AGM",
      "Ruth Kanini, Ukulima Bora SACCO Ltd",
      "0722 465 803",
    ],
    expect: {
      firstName: "Ruth",
      lastName: "Kanini",
      phone: "+254722465803",
      company: "Ukulima Bora SACCO Ltd",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b30-046: a Kakamega poultry farm's business plan",
    says: [
      "I keep poultry in Kakamega and I want a business plan to expand to 2,000 birds",
      "Eunice Anyango",
      "0713 586 027",
    ],
    expect: {
      firstName: "Eunice",
      lastName: "Anyango",
      phone: "+254713586027",
      services: ["Business Writing"],
    },
  },
  {
    name: "b30-047: a Mandera graduate before a scholarship interview",
    says: [
      "I've been shortlisted for a scholarship interview and I want mock interviews to prepare",
      "Abdirahman Hussein",
      "0729 647 152",
    ],
    expect: {
      firstName: "Abdirahman",
      lastName: "Hussein",
      phone: "+254729647152",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b30-048: a caregiver's CV for Canada",
    says: [
      "I'm a caregiver and I need a CV for caregiver jobs in Canada",
      "Teresia Nzisa",
      "0701 936 254",
    ],
    expect: {
      firstName: "Teresia",
      lastName: "Nzisa",
      phone: "+254701936254",
      services: ["CV Writing"],
    },
  },
  {
    name: "b30-049: a marketing manager's LinkedIn",
    says: [
      "I'm a marketing manager and I'd like my LinkedIn headline and About section rewritten",
      "Gloria Wamaitha",
      "gloria.wamaitha@gmail.com",
    ],
    expect: {
      firstName: "Gloria",
      lastName: "Wamaitha",
      email: "gloria.wamaitha@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b30-050: a Bomet tea factory's stress-management workshop",
    says: [
      "Our tea factory wants a stress management workshop for the factory staff",
      "Joseph Rotich, Kapkoros Tea Factory Company Ltd",
      "0725 804 913",
    ],
    expect: {
      firstName: "Joseph",
      lastName: "Rotich",
      phone: "+254725804913",
      company: "Kapkoros Tea Factory Company Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b30-051: a technical institute's programme for its finalists",
    says: [
      "I run the careers office at a technical training institute and we want a programme to prepare our final-year students for internships",
      "Erick Muli, Kithimani Technical Training Institute",
      "0716 350 478",
    ],
    expect: {
      firstName: "Erick",
      lastName: "Muli",
      phone: "+254716350478",
      company: "Kithimani Technical Training Institute",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b30-052: a cover letter for a Naivasha hotel",
    says: [
      "I need a cover letter for a housekeeping supervisor job at a hotel in Naivasha",
      "Damaris Wangechi",
      "0728 219 605",
    ],
    expect: {
      firstName: "Damaris",
      lastName: "Wangechi",
      phone: "+254728219605",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b30-053: a banker's move into fintech",
    says: [
      "I've been in banking for eight years and want career coaching to move into fintech",
      "Martin Gichuru",
      "martin.gichuru@gmail.com",
    ],
    expect: {
      firstName: "Martin",
      lastName: "Gichuru",
      email: "martin.gichuru@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b30-054: a Kisumu welder's CV",
    says: [
      "I'm a welder in Kisumu and I need a CV for a job at a construction company",
      "Calvin Omondi",
      "0745 672 039",
    ],
    expect: {
      firstName: "Calvin",
      lastName: "Omondi",
      phone: "+254745672039",
      services: ["CV Writing"],
    },
  },
  {
    name: "b30-055: a Bungoma novelist's manuscript edited",
    says: [
      "I've finished my first novel and need it edited before I send it to publishers",
      "Nafula Simiyu",
      "nafula.simiyu@gmail.com",
    ],
    expect: {
      firstName: "Nafula",
      lastName: "Simiyu",
      email: "nafula.simiyu@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b30-056: a Makueni community water project's proposal",
    says: [
      "Our community water project in Makueni needs a proposal to get funding for a borehole",
      "Mutinda Kioko, Kalii Water Project",
      "0711 798 540",
    ],
    expect: {
      firstName: "Mutinda",
      lastName: "Kioko",
      phone: "+254711798540",
      company: "Kalii Water Project",
      services: ["Business Writing"],
    },
  },
  // Long life stories.
  {
    name: "b30-057: a Kakamega newborn-unit nurse bound for the UK (story; LinkedIn turned down)",
    says: [storyNurse],
    expect: {
      firstName: "Millicent",
      lastName: "Auma Wekesa",
      phone: "+254723418057",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b30-058: a Nyandarua county department's two-day workshop (story; strategic plan turned down)",
    says: [storyCountyTraining, "Ninety officers, two days, February."],
    expect: {
      firstName: "Jacinta",
      lastName: "Wairimu Gitau",
      phone: "+254720537146",
      email: "jacinta.gitau@nyandarua.go.ke",
      company: "Department of Agriculture, Livestock and Fisheries, Nyandarua County",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b30-059: a Msambweni women group's grant proposal (story in Swahili; training turned down)",
    says: [storyWomenGroup],
    expect: {
      firstName: "Mwanajuma",
      lastName: "Rashid Mwaruwa",
      phone: "+254791648203",
      company: "Kikundi cha Akina Mama Tujijenge Msambweni",
      services: ["Business Writing"],
    },
  },
  {
    name: "b30-060: a Kayole boda rider with an IT diploma (story in Sheng; interview prep dropped, LinkedIn refused)",
    says: [storyBoda, "Poa, asante"],
    expect: {
      firstName: "Felix",
      lastName: "Kamau Njoroge",
      phone: "+254757302619",
      services: ["CV Writing"],
    },
  },
  {
    name: "b30-061: a Mathare youth group's career-readiness sessions (story in Sheng; CV refused for himself)",
    says: [storyMathare],
    expect: {
      firstName: "Duncan",
      lastName: "Otieno Were",
      phone: "+254115482730",
      company: "Mathare Vijana Ambassadors CBO",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b30-062: an Egerton PhD candidate's thesis edited (story; writing and CV turned down)",
    says: [storyPhd, "Two hundred and sixty pages, yes."],
    expect: {
      firstName: "Cornelius",
      lastName: "Kiprotich Tanui",
      email: "ck.tanui@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b30-063: a Kisii branch operations manager whose branch closes (story; CV turned down)",
    says: [storyBanker],
    expect: {
      firstName: "Philomena",
      lastName: "Kwamboka Nyabuti",
      phone: "+254733905218",
      email: "philomena.nyabuti@gmail.com",
      services: ["Professional Development", "LinkedIn Optimization"],
    },
  },
  // Sheng, Swahili and Swahili-English.
  {
    name: "b30-064: Sheng, a site supervisor's CV",
    says: [
      "Niaje, nataka CV ya kuapply job ya site supervisor kwa mjengo",
      "Naitwa Jared Ochieng",
      "0719 204 876",
    ],
    expect: {
      firstName: "Jared",
      lastName: "Ochieng",
      phone: "+254719204876",
      services: ["CV Writing"],
    },
  },
  {
    name: "b30-065: Swahili, a Mombasa application letter",
    says: [
      "Habari, ningependa kusaidiwa kuandika barua ya kuomba kazi ya karani",
      "Jina langu ni Zuhura Hamisi",
      "Nambari yangu ni 0722 139 468",
    ],
    expect: {
      firstName: "Zuhura",
      lastName: "Hamisi",
      phone: "+254722139468",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b30-066: Swahili-English, a LinkedIn for recruiters",
    says: [
      "Sasa, nataka LinkedIn yangu iwe poa ndio recruiters wanipate",
      "Mimi ni Sheila Muthoni",
      "sheila.muthoni@gmail.com",
    ],
    expect: {
      firstName: "Sheila",
      lastName: "Muthoni",
      email: "sheila.muthoni@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b30-067: Sheng, an interview on Monday",
    says: [
      "Bro, niko na interview Monday pale bank, nisaidie kujipanga na mock interview",
      "Mi ni Trevor Kimathi",
      "namba ni 0741 586 302",
    ],
    expect: {
      firstName: "Trevor",
      lastName: "Kimathi",
      phone: "+254741586302",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b30-068: Swahili, a primary-school teacher asks for a workshop for the staff",
    says: [
      "Shikamoo. Tunahitaji warsha ya mafunzo kwa walimu wetu kuhusu kusimamia msongo wa mawazo",
      "Mwalimu Rehema Mbaraka, Shule ya Msingi Mwembe Tayari",
      "0733 206 819",
    ],
    expect: {
      firstName: "Rehema",
      lastName: "Mbaraka",
      phone: "+254733206819",
      company: "Shule ya Msingi Mwembe Tayari",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b30-069: Sheng, a car wash's business plan, one name only",
    says: [
      "Msee, niko na biz ya car wash Embakasi, nataka business plan ya kupeleka kwa youth fund",
      "Naitwa Baraka tu",
      "0797 413 058",
    ],
    expect: {
      firstName: "Baraka",
      phone: "+254797413058",
      services: ["Business Writing"],
    },
  },
  {
    name: "b30-070: Swahili-English, a master's thesis proofread",
    says: [
      "Nimemaliza thesis yangu ya masters, inahitaji proofreading kabla ya kusubmit",
      "Amina Wanjala",
      "amina.wanjala@gmail.com",
    ],
    expect: {
      firstName: "Amina",
      lastName: "Wanjala",
      email: "amina.wanjala@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b30-071: Swahili, a Nyali pastor asks for a programme for the church's youth",
    says: [
      "Bwana asifiwe. Vijana wetu wa kanisa wamemaliza shule na hawana kazi, tunataka programu ya vijana ya kuwaandaa kwa kazi",
      "Mchungaji Ezekiel Mwadime, ACK St. Peter's Church Nyali",
      "0720 954 317",
    ],
    expect: {
      firstName: "Ezekiel",
      lastName: "Mwadime",
      phone: "+254720954317",
      company: "ACK St. Peter's Church Nyali",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b30-072: Sheng, a CV and a cover letter in one message",
    says: [
      "Hi, nataka CV mpya na cover letter ya job ya receptionist",
      "Njoki Mwaura",
      "0704 825 617",
    ],
    expect: {
      firstName: "Njoki",
      lastName: "Mwaura",
      phone: "+254704825617",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b30-073: Sheng, CV na LinkedIn, LinkedIn wacha kwanza (one message)",
    says: [
      "Nataka CV na LinkedIn... LinkedIn wacha kwanza, tuanze na CV pekee",
      "Elvis Kiprop",
      "0768 130 942",
    ],
    expect: {
      firstName: "Elvis",
      lastName: "Kiprop",
      phone: "+254768130942",
      services: ["CV Writing"],
    },
  },
  {
    name: "b30-074: Swahili-English, career coaching dropped in a later message",
    says: [
      "Nataka interview coaching na career coaching pia",
      "Salome Jeptoo",
      "0725 617 380",
      "Aki career coaching tuache kwanza, nitarudi mwaka ujao. Interview pekee.",
    ],
    expect: {
      firstName: "Salome",
      lastName: "Jeptoo",
      phone: "+254725617380",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b30-075: Swahili, the phone refused twice, an email instead",
    says: [
      "Nataka kusaidiwa na CV",
      "Bahati Karisa",
      "Sitaki kutoa namba ya simu",
      "Hapana, namba siwezi kutoa. Tumia email",
      "bahati.karisa@gmail.com",
    ],
    expect: {
      firstName: "Bahati",
      lastName: "Karisa",
      email: "bahati.karisa@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b30-076: Sheng, a CV on a 2k budget",
    says: ["Budget yangu ni 2k tu, CV inawezekana?", "Nduta Kamau", "0712 394 806"],
    expect: {
      firstName: "Nduta",
      lastName: "Kamau",
      phone: "+254712394806",
      services: ["CV Writing"],
    },
  },
  {
    name: "b30-077: Swahili-English, a Kisumu hardware's team building with a budget",
    says: [
      "Tuko na staff 25 pale Kisumu, tunataka team building ya siku moja, budget ni 80k",
      "George Okoth, Lakeside Hardware & Paints Ltd",
      "0722 871 605",
    ],
    expect: {
      firstName: "George",
      lastName: "Okoth",
      phone: "+254722871605",
      company: "Lakeside Hardware & Paints Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b30-078: Sheng, CV na LinkedIn, LinkedIn dropped in a later message",
    says: [
      "Niaje, nataka CV na LinkedIn zote",
      "Sammy Wekesa",
      "0110 357 284",
      "Aki LinkedIn wacha kwanza, hiyo nitafanya baadaye. CV tu.",
    ],
    expect: {
      firstName: "Sammy",
      lastName: "Wekesa",
      phone: "+254110357284",
      services: ["CV Writing"],
    },
  },
  // Names with emoji, typos, honorifics, capitals, three words.
  {
    name: "b30-079: a name with a flower emoji",
    says: ["Hi! I'd love help with my LinkedIn profile", "I'm Tamara Wanjiku 🌸", "0790 246 813"],
    expect: {
      firstName: "Tamara",
      lastName: "Wanjiku",
      phone: "+254790246813",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b30-080: smiling emoji before the name",
    says: [
      "I need my project report edited",
      "😊😊 call me Fridah Kawira",
      "fridah.kawira@gmail.com",
    ],
    expect: {
      firstName: "Fridah",
      lastName: "Kawira",
      email: "fridah.kawira@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b30-081: a typo in 'my name is'",
    says: [
      "I want a CV for a supermarket cashier job",
      "my nme is Jackline Adhiambo",
      "0706 482 539",
    ],
    expect: {
      firstName: "Jackline",
      lastName: "Adhiambo",
      phone: "+254706482539",
      services: ["CV Writing"],
    },
  },
  {
    name: "b30-082: a typo in 'naitwa'",
    says: [
      "Nina interview ya KWS wiki ijayo, nataka mazoezi",
      "naitw Kipkemboi Ruto",
      "0727 390 164",
    ],
    expect: {
      firstName: "Kipkemboi",
      lastName: "Ruto",
      phone: "+254727390164",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b30-083: 'ma name is' and a cover letter",
    says: [
      "cover letter for a bank teller job please",
      "ma name is Lawrence Mbugua",
      "0734 815 902",
    ],
    expect: {
      firstName: "Lawrence",
      lastName: "Mbugua",
      phone: "+254734815902",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b30-084: Dr., a consultant surgeon's LinkedIn",
    says: [
      "I'm a consultant surgeon and I'd like a LinkedIn profile that reflects my work",
      "Dr. Kamande Gitau",
      "kamande.gitau@gmail.com",
    ],
    expect: {
      firstName: "Kamande",
      lastName: "Gitau",
      email: "kamande.gitau@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b30-085: Prof., a three-word name and a textbook edited",
    says: [
      "I have written a university textbook on public health and need it professionally edited",
      "Prof. Hellen Atieno Odera",
      "hellen.odera@uonbi.ac.ke",
    ],
    expect: {
      firstName: "Hellen",
      lastName: "Atieno Odera",
      email: "hellen.odera@uonbi.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b30-086: Eng., career coaching for a promotion",
    says: [
      "I'm a roads engineer and I want career coaching for a promotion to county chief engineer",
      "Eng. Samson Kiprop",
      "0721 603 487",
    ],
    expect: {
      firstName: "Samson",
      lastName: "Kiprop",
      phone: "+254721603487",
      services: ["Professional Development"],
    },
  },
  {
    name: "b30-087: Hon., an MCA's youth programme for the ward",
    says: [
      "I'm the MCA of my ward in Marsabit and I want a youth programme to prepare our graduates for jobs",
      "Hon. Mohamed Guyo, Sagante Ward Office",
      "0722 748 031",
    ],
    expect: {
      firstName: "Mohamed",
      lastName: "Guyo",
      phone: "+254722748031",
      company: "Sagante Ward Office",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b30-088: Sr., a nun's workshop for her school's teachers",
    says: [
      "I am the principal of a Catholic girls' school in Kisumu and I would like a workshop for our teachers on stress management",
      "Sr. Immaculate Akinyi, St. Monica's Girls Secondary School",
      "0724 517 368",
    ],
    expect: {
      firstName: "Immaculate",
      lastName: "Akinyi",
      phone: "+254724517368",
      company: "St. Monica's Girls Secondary School",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b30-089: Mzee and 'wa' in a three-word name",
    says: [
      "Nataka business plan ya shamba langu la macadamia huko Murang'a",
      "Mzee Kariuki wa Njoroge",
      "0723 064 915",
    ],
    expect: {
      firstName: "Kariuki",
      lastName: "wa Njoroge",
      phone: "+254723064915",
      services: ["Business Writing"],
    },
  },
  {
    name: "b30-090: Mrs. and a three-word name, back to work after five years",
    says: [
      "I stayed home with my children for five years and I want career coaching to go back to work",
      "Mrs. Phyllis Nasimiyu Barasa",
      "0711 426 890",
    ],
    expect: {
      firstName: "Phyllis",
      lastName: "Nasimiyu Barasa",
      phone: "+254711426890",
      services: ["Professional Development"],
    },
  },
  {
    name: "b30-091: Rev., a church's translated hymnbook proofread",
    says: [
      "Our church has translated its hymnbook into Kimeru and we need it proofread",
      "Rev. Nicholas Mwenda, Methodist Church Kaaga",
      "0720 815 296",
    ],
    expect: {
      firstName: "Nicholas",
      lastName: "Mwenda",
      phone: "+254720815296",
      company: "Methodist Church Kaaga",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b30-092: a three-word name in capitals, with an apostrophe",
    says: ["I NEED A CV FOR A PROCUREMENT JOB", "NAME: KEZIAH WANGUI NDUNG'U", "0715 902 643"],
    expect: {
      firstName: "Keziah",
      lastName: "Wangui Ndung'u",
      phone: "+254715902643",
      services: ["CV Writing"],
    },
  },
  {
    name: "b30-093: a name and company in lower case, a tender",
    says: [
      "we need help with a tender for transporting relief food",
      "ibrahim noor, Noor Transporters Ltd",
      "0726 145 078",
    ],
    expect: {
      firstName: "Ibrahim",
      lastName: "Noor",
      phone: "+254726145078",
      company: "Noor Transporters Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b30-094: Ms., a county youth department's programme",
    says: [
      "The Department of Youth, Gender and Sports in Nandi County wants a career readiness programme for our youth",
      "Ms. Judith Jelagat, Department of Youth, Gender and Sports, Nandi County",
      "judith.jelagat@nandi.go.ke",
    ],
    expect: {
      firstName: "Judith",
      lastName: "Jelagat",
      email: "judith.jelagat@nandi.go.ke",
      company: "Department of Youth, Gender and Sports, Nandi County",
      services: ["Youth Programs"],
    },
  },
  // Two or three services in one message, in order; services dropped or replaced.
  {
    name: "b30-095: LinkedIn first, then a CV",
    says: ["I'd like my LinkedIn done first and then my CV", "Cynthia Moraa", "0702 637 185"],
    expect: {
      firstName: "Cynthia",
      lastName: "Moraa",
      phone: "+254702637185",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b30-096: a report proofread and a company profile",
    says: [
      "We need our annual report proofread and also a company profile written",
      "Robert Njuguna, Njuguna & Sons Hardware Ltd",
      "0722 590 413",
    ],
    expect: {
      firstName: "Robert",
      lastName: "Njuguna",
      phone: "+254722590413",
      company: "Njuguna & Sons Hardware Ltd",
      services: ["Editing & Proofreading", "Business Writing"],
    },
  },
  {
    name: "b30-097: interview coaching, then a cover letter",
    says: [
      "Can you do interview coaching and a cover letter for the same job?",
      "Loice Chelangat",
      "0729 306 851",
    ],
    expect: {
      firstName: "Loice",
      lastName: "Chelangat",
      phone: "+254729306851",
      services: ["Interview Coaching", "Cover Letters"],
    },
  },
  {
    name: "b30-098: a team-building day and coaching for two supervisors",
    says: [
      "We want a team building day for our staff and career coaching for two of our supervisors",
      "Jeremiah Ongeri, Maji Safi Water Services (K) Ltd",
      "0733 748 620",
    ],
    expect: {
      firstName: "Jeremiah",
      lastName: "Ongeri",
      phone: "+254733748620",
      company: "Maji Safi Water Services (K) Ltd",
      services: ["Corporate Training", "Professional Development"],
    },
  },
  {
    name: "b30-099: a CV, a cover letter and LinkedIn",
    says: [
      "I want the full package: CV, cover letter and LinkedIn",
      "Derrick Ouma",
      "0795 284 016",
    ],
    expect: {
      firstName: "Derrick",
      lastName: "Ouma",
      phone: "+254795284016",
      services: ["CV Writing", "Cover Letters", "LinkedIn Optimization"],
    },
  },
  {
    name: "b30-100: a cover letter forgotten in the same message",
    says: [
      "I need a CV and a cover letter, actually forget the cover letter, just the CV",
      "Priscilla Chebet",
      "0718 063 572",
    ],
    expect: {
      firstName: "Priscilla",
      lastName: "Chebet",
      phone: "+254718063572",
      services: ["CV Writing"],
    },
  },
  {
    name: "b30-101: LinkedIn dropped in a later message",
    says: [
      "LinkedIn optimisation and interview coaching please",
      "Hillary Kibet",
      "0724 938 105",
      "Please drop the LinkedIn part, I only need the interview coaching for now",
    ],
    expect: {
      firstName: "Hillary",
      lastName: "Kibet",
      phone: "+254724938105",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b30-102: a CV replaced by career coaching",
    says: [
      "I want my CV redone",
      "Evelyne Chemutai",
      "evelyne.chemutai@gmail.com",
      "On second thought, instead of the CV I'd rather have career coaching, I'm not sure what job to aim for",
    ],
    expect: {
      firstName: "Evelyne",
      lastName: "Chemutai",
      email: "evelyne.chemutai@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b30-103: not a CV, a cover letter",
    says: [
      "Not a CV, I already have a good one. I need a cover letter for a county job",
      "Gladys Kerubo",
      "0740 261 937",
    ],
    expect: {
      firstName: "Gladys",
      lastName: "Kerubo",
      phone: "+254740261937",
      services: ["Cover Letters"],
    },
  },
  // Fields refused twice; answers to questions not asked; short and long replies.
  {
    name: "b30-104: the phone refused twice, an email instead",
    says: [
      "I need my research proposal proofread",
      "Dorcas Mumbua",
      "I'd rather not share my number",
      "No phone, please. Email is fine",
      "dorcas.mumbua@gmail.com",
    ],
    expect: {
      firstName: "Dorcas",
      lastName: "Mumbua",
      email: "dorcas.mumbua@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b30-105: the name refused twice",
    says: [
      "CV writing for a sales job",
      "Why do you need my name?",
      "I'd prefer not to say my name",
      "You can reach me on 0714 728 350",
    ],
    expect: {
      phone: "+254714728350",
      services: ["CV Writing"],
    },
  },
  {
    name: "b30-106: the email refused twice, a phone instead",
    says: [
      "I'd like interview coaching for a panel interview",
      "Wilfred Onyango",
      "I don't use email",
      "No email, sorry. Call me on 0701 549 826",
    ],
    expect: {
      firstName: "Wilfred",
      lastName: "Onyango",
      phone: "+254701549826",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b30-107: a phone before anything else",
    says: ["0722 406 937 call me", "It's about a business plan for my boutique", "Kennedy Mokaya"],
    expect: {
      firstName: "Kennedy",
      lastName: "Mokaya",
      phone: "+254722406937",
      services: ["Business Writing"],
    },
  },
  {
    name: "b30-108: a budget and a deadline instead of a name",
    says: [
      "I need a CV for a nursing job",
      "My budget is 5,000 and I need it by Friday",
      "Sophie Nyawira",
      "0728 653 190",
    ],
    expect: {
      firstName: "Sophie",
      lastName: "Nyawira",
      phone: "+254728653190",
      services: ["CV Writing"],
    },
  },
  {
    name: "b30-109: a job title and organisation when asked for a name",
    says: [
      "We want a training for our assembly staff on customer service",
      "I'm the HR officer at Kitui County Assembly",
      "Alice Kavata",
      "0711 370 582",
    ],
    expect: {
      firstName: "Alice",
      lastName: "Kavata",
      phone: "+254711370582",
      company: "Kitui County Assembly",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b30-110: very short replies",
    says: ["cv", "tom", "0791 573 048"],
    expect: {
      firstName: "Tom",
      phone: "+254791573048",
      services: ["CV Writing"],
    },
  },
  {
    name: "b30-111: one word each, an email",
    says: ["interview", "Zakayo", "zakayo.m@gmail.com"],
    expect: {
      firstName: "Zakayo",
      email: "zakayo.m@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b30-112: a fresh graduate's very long first message",
    says: [
      "Hello, good afternoon, I hope you are well. I finished my Bachelor of Commerce at Moi University last year, I did my attachment at a SACCO in Eldoret for three months in the accounts office, since then I have been at home in Iten helping my parents on the farm, I have applied for many internships online and I have never been called, my friends say it is because I have no experience and I don't know how to present myself, I saw on your page that you have a youth programme for fresh graduates and I want to join it, I am ready to come to Nairobi if it is needed. My name is Naomi Chepchirchir and my number is 0702 158 463. Thank you.",
    ],
    expect: {
      firstName: "Naomi",
      lastName: "Chepchirchir",
      phone: "+254702158463",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b30-113: a Nakuru miller's very long training brief",
    says: [
      "Good morning. I am the HR manager of a grain milling company in Nakuru, we have about forty staff between the mill, the stores, the drivers and the office, and this year has been very hard with two accidents at the mill and a lot of conflict between the shifts, so management has approved a half-day workshop on teamwork and stress management in January at our premises, we can host it in the canteen, our budget is around 150,000 shillings including materials, and we would like the facilitator to speak both English and Swahili because some of the mill staff are more comfortable in Swahili.",
      "Rebecca Jerop, Nakuru Grain Millers Ltd",
      "rebecca.jerop@nakurugrain.co.ke",
    ],
    expect: {
      firstName: "Rebecca",
      lastName: "Jerop",
      email: "rebecca.jerop@nakurugrain.co.ke",
      company: "Nakuru Grain Millers Ltd",
      services: ["Corporate Training"],
    },
  },
  // Budgets, groups, phones and emails written every way.
  {
    name: "b30-114: a cover letter on 1,500 shillings",
    says: [
      "I only have 1,500 shillings, can you do a cover letter for that?",
      "Amos Kiplagat",
      "0725 481 936",
    ],
    expect: {
      firstName: "Amos",
      lastName: "Kiplagat",
      phone: "+254725481936",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b30-115: Mr., a teachers' SACCO board training",
    says: [
      "Our SACCO board of nine members needs a training on governance and credit risk",
      "Mr. Benson Kiage, Bidii Teachers SACCO Ltd",
      "0720 364 719",
    ],
    expect: {
      firstName: "Benson",
      lastName: "Kiage",
      phone: "+254720364719",
      company: "Bidii Teachers SACCO Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b30-116: a Kenyan in Dubai with a UAE number",
    says: [
      "I'm working in Dubai and want a CV for jobs back home in Kenya",
      "Beryl Anyango",
      "+971 50 412 7735",
    ],
    expect: {
      firstName: "Beryl",
      lastName: "Anyango",
      phone: "+971504127735",
      services: ["CV Writing"],
    },
  },
  {
    name: "b30-117: a corrected phone number",
    says: [
      "I need help preparing for an interview with a county public service board",
      "Stanley Muriithi",
      "0722 310 495",
      "sorry, 0722 310 459 is the right one",
    ],
    expect: {
      firstName: "Stanley",
      lastName: "Muriithi",
      phone: "+254722310459",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b30-118: a phone split over two messages",
    says: ["I want my LinkedIn profile optimised", "Faith Cheptoo", "0768 225", "914"],
    expect: {
      firstName: "Faith",
      lastName: "Cheptoo",
      phone: "+254768225914",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b30-119: an email in capitals with a mistyped domain",
    says: ["Please proofread my church history booklet", "Anne Mwikali", "Anne.Mwikali@gmial.com"],
    expect: {
      firstName: "Anne",
      lastName: "Mwikali",
      email: "anne.mwikali@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b30-120: 254 without a plus and a youth camp for a school",
    says: [
      "We want a holiday career programme for our Form Three and Four students",
      "Oscar Njoroge, Kagumo Academy",
      "254 733 592 804",
    ],
    expect: {
      firstName: "Oscar",
      lastName: "Njoroge",
      phone: "+254733592804",
      company: "Kagumo Academy",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b30-121: a 010 number and a grant proposal for a school",
    says: [
      "Our special school needs a grant proposal for a new dormitory",
      "Margaret Kagwiria, Thika School for the Blind",
      "0104 286 531",
    ],
    expect: {
      firstName: "Margaret",
      lastName: "Kagwiria",
      phone: "+254104286531",
      company: "Thika School for the Blind",
      services: ["Business Writing"],
    },
  },
  {
    name: "b30-122: the company given after the phone",
    says: [
      "We need a motivational talk for our sales team at the end of the year",
      "Clement Kyalo",
      "0727 506 284",
      "The company is Mavuno Agro-Dealers (K) Ltd",
    ],
    expect: {
      firstName: "Clement",
      lastName: "Kyalo",
      phone: "+254727506284",
      company: "Mavuno Agro-Dealers (K) Ltd",
      services: ["Corporate Training"],
    },
  },
];
