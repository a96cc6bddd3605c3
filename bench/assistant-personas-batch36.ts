import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 36 for `npm run bench:assistant`, written on 2026-12-04 by the helper
 * "asst-batch36", apart from the engine, and not yet run. Rules of apartness, as followed: nothing
 * under server/, app/, tests/ or contract/ was opened, listed or grepped, nor /work/firstruns/,
 * nor bench/README.md, nor bench/assistant.ts or any other bench runner, nor any persona batch
 * other than the two parts named below; no history command was run (git commands: `worktree add`,
 * then `add`, commit, `rev-parse`, rebase, merge, `worktree remove`; `git status` was not run in
 * /work/main); no test suite was run and the bench was not run; the batch is registered nowhere.
 * `npx react-router typegen` was run in the worktree, and again inside `npm run typecheck`. What
 * was read: the helper protocol; `ls bench/`; biome.json; bench/assistant-personas-batch4.ts lines
 * 1-50 (the type, its header and the opening of its life story); bench/assistant-personas-batch35.ts
 * lines 1-347 (its header, its eight life stories, its long reply and personas b35-001 to b35-012),
 * for format and conventions only; the `name:` lines of content/services.ts (the services' names);
 * the lines of /work/shared/SPEC.md matching "hand-over", "handover", "chat widget" or "lead". The
 * personas were drafted in a throwaway generator outside the repository, and the first names seen
 * in the parts read were kept out of this batch by hand; a throwaway script outside the repository
 * (/tmp/check36.mts) checked the count, that ids run in order, that no persona name, first name or
 * phone repeats, that every Kenyan phone is +2547/+2541 and 8 more digits, that each expected
 * phone's digits, each name word and each company appear in the persona's lines, that every
 * service is a content/services.ts `name`, that emails are expected in lower case and appear (in
 * any case) in the lines, and that every persona leaves a phone or an email.
 *
 * The first 56 personas are ordinary visitors (one clear request, a name, a phone or email, in
 * everyday wording): a Lodwar water engineer, a Maralal livestock officer, a Kabarnet bank teller,
 * an Iten athletics coach, a Webuye paper-mill technician, a Busia clearing clerk, a Siaya primary
 * teacher, a Migori tailor, a Kisii pharmacist, a Narok tour guide, a Bomet tea factory with 14
 * supervisors, a Murang'a avocado exporter, a Kerugoya nurse, a Chuka student, a Wote secondary
 * school, a Makindu mechanic, a Taveta sisal clerk, a Malindi receptionist, a Watamu conservation
 * NGO, a Hola irrigation officer, a Wajir records officer, a Moyale trader, an Ol Kalou farmer for
 * her daughter, a Limuru estate accountant, a Karatina market officer, an Othaya coffee factory
 * with 9 staff, a Ruaka estate agent, a Rongai data clerk, a Syokimau logistics firm, an Athi
 * River chemist, a Mlolongo truck driver, a Kikuyu lecturer, a Gilgil army retiree, a Molo potato
 * co-operative, a Sotik teacher, a Kapenguria church, a Mumias engineer, Vihiga county's HR office
 * with 30 officers, an Oyugis nurse, an Awendo mine clerk, an Ukunda dive instructor, a Kakuma
 * teacher, a Kiambu developer, a Kangundo SACCO with 11 loan officers, Kenyans in London, Dallas,
 * Doha, Dubai, Stockholm, Auckland, Kampala, Boston, Dublin, Oslo and Kigali, and a Luanda bakery
 * with 7 staff.
 * The other 59 are harder. Eight long life stories, each told in one message, with services
 * turned down, postponed or done by someone else and details told in passing (a Kapsokwony
 * "Mwalimu", CV then coaching, the cover letter done by a nephew, LinkedIn postponed, a phone with
 * dashes; a Nyamira "Mzee" for his grandson's career guidance, a business plan done by the bank, a
 * CV postponed, a phone with words around it; a Bahati girls' school's "Sr.", a careers programme
 * for 140 form fours then training for 12 teachers, the magazine proofread by a priest; a Mombasa
 * "Dr.", a paper proofread then LinkedIn, the CV turned down, coaching postponed, "+254 (0) 7.."; a
 * Kitengela "Pastor" in Swahili-English, a youth seminar then a funding proposal, the CVs done by a
 * member, a phone in spaced single digits; a Thika "Eng.", a cover letter then coaching, the CV
 * done by a friend, LinkedIn refused, "(+254) 07.."; a Garsen "Mama", a women's group's business
 * plan, training refused, her CV postponed, a phone in pairs; a Kenyan in Houston, CV then
 * LinkedIn, cover letters done by his wife, coaching refused, a US number). Sixteen in Sheng,
 * Swahili or Swahili-English besides the stories (a CV with the phone in pairs, an NYS interview,
 * LinkedIn described as "ile app ya ma-job", a cover letter then a CV in one message, "Mama" for
 * her son's guidance, all lower case with the phone refused twice, a boda boda SACCO's 18 staff, a
 * "Mzee" and a chama's business plan, a name between emoji, one-word replies, "Pastor" and a
 * church career day, background told unasked, a Swahili novel edited, career guidance described
 * with a nickname corrected, a county office's 25 clerks, a house help in Riyadh with a Saudi
 * number). In English: a name between emoji, typos ("my nmae is", "myname is", "my neme is"),
 * "Dr.", "Mama", three- and four-word names, all capitals, all lower case, repeated letters and
 * stray punctuation, two services in a stated order (one for an organisation), the email refused
 * twice, the name refused twice and never given, a detail told when the name was asked, the email
 * given before it was asked, corrections of a service, a phone and a name ("sorry, I meant ..."),
 * a father for his daughter and a mother for her son, companies with odd names ("4Sure-Logix (K)
 * Ltd.", "M-Kulima360", "Simba Ulinzi Guards (EA) Ltd"), a school's talk for 200 students, an
 * NGO's 8 officers, a very long one-message reply, "ok" and one-word replies, phones as "(07..)
 * ...-...", "254 7..", "011..", "+254-112-...", "+ 2 5 4 7 ...", emails in capitals and mixed case.
 *
 * Expectation conventions as batch 35's: titles and honorifics are not part of the name;
 * `lastName` is everything after the first name as the visitor wrote it (a one-word name has
 * none); names in capitals or in lower case are expected in ordinary case, emoji and nicknames
 * left out; a name, service or phone corrected by the visitor is expected as corrected; emails in
 * lower case; a declined, postponed, elsewhere-done or dropped service is not expected; services in
 * the order asked; a proposal, business plan or company profile is business writing; career
 * guidance for a person (a parent's or grandparent's child included) is professional development;
 * staff training (a school's teachers included) is corporate training; school and church career
 * programmes are youth programmes; a parent asking for a child's CV or coaching is expected under
 * the parent's own name; a visitor who never gives a name has no `firstName`; `company` is the
 * organisation the visitor names as theirs, only when its name is given. Phones in E.164, a
 * foreign number with its own country code.
 */

export const batch36Personas: Batch4Persona[] = [
  // Ordinary visitors.
  {
    name: "b36-001: a Lodwar water engineer wants a CV for a UN job",
    says: [
      "I'm a water engineer in Lodwar and I want a CV for a job with a UN agency",
      "Ekai Lokwang",
      "0714 902 336",
    ],
    expect: {
      firstName: "Ekai",
      lastName: "Lokwang",
      phone: "+254714902336",
      services: ["CV Writing"],
    },
  },
  {
    name: "b36-002: a Maralal livestock officer's cover letter",
    says: [
      "I work as a livestock officer in Maralal and I need a cover letter for a post with the county",
      "Lekishon Lenolkulal",
      "0725 184 907",
    ],
    expect: {
      firstName: "Lekishon",
      lastName: "Lenolkulal",
      phone: "+254725184907",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b36-003: a Kabarnet bank teller before a promotion interview",
    says: [
      "I'm a teller at a bank in Kabarnet and I have a promotion interview next month, can you coach me?",
      "Chelimo Kiplagat",
      "chelimo.kiplagat@gmail.com",
    ],
    expect: {
      firstName: "Chelimo",
      lastName: "Kiplagat",
      email: "chelimo.kiplagat@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b36-004: an Iten athletics coach's LinkedIn",
    says: [
      "I coach athletes at a training camp in Iten, I'd like a proper LinkedIn profile",
      "Kibet Rotich",
      "0733 451 268",
    ],
    expect: {
      firstName: "Kibet",
      lastName: "Rotich",
      phone: "+254733451268",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b36-005: a Webuye paper mill technician wants a new CV",
    says: [
      "Technician at the paper mill in Webuye, my CV is old, I need a new one",
      "Wafula Simiyu",
      "0741 627 805",
    ],
    expect: {
      firstName: "Wafula",
      lastName: "Simiyu",
      phone: "+254741627805",
      services: ["CV Writing"],
    },
  },
  {
    name: "b36-006: a Busia customs clerk's interview coaching",
    says: [
      "I'm a clearing clerk at the Busia border and KRA has shortlisted me, I need interview coaching",
      "Ouma Barasa",
      "0706 239 418",
    ],
    expect: {
      firstName: "Ouma",
      lastName: "Barasa",
      phone: "+254706239418",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b36-007: a Siaya primary teacher's master's thesis edited",
    says: [
      "I teach in a primary school in Siaya and I need my master's thesis edited",
      "Adhiambo Ogola",
      "adhiambo.ogola@yahoo.com",
    ],
    expect: {
      firstName: "Adhiambo",
      lastName: "Ogola",
      email: "adhiambo.ogola@yahoo.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b36-008: a Migori tailor's business plan for a loan",
    says: [
      "I'm a tailor in Migori and the bank wants a business plan before they give me a loan",
      "Odhiambo Ojwang",
      "0757 812 640",
    ],
    expect: {
      firstName: "Odhiambo",
      lastName: "Ojwang",
      phone: "+254757812640",
      services: ["Business Writing"],
    },
  },
  {
    name: "b36-009: a Kisii pharmacist wants a cover letter",
    says: [
      "I'm a pharmacist in Kisii town, I need a cover letter for a hospital job in Nairobi",
      "Moraa Onchari",
      "0719 346 572",
    ],
    expect: {
      firstName: "Moraa",
      lastName: "Onchari",
      phone: "+254719346572",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b36-010: a Narok tour guide's CV",
    says: [
      "I'm a tour guide in Narok near the Mara, I need a CV for a lodge manager job",
      "Sankale Ole Nkoitiko",
      "0728 503 914",
    ],
    expect: {
      firstName: "Sankale",
      lastName: "Ole Nkoitiko",
      phone: "+254728503914",
      services: ["CV Writing"],
    },
  },
  {
    name: "b36-011: a Bomet tea factory's supervisors trained",
    says: [
      "Our tea factory in Bomet wants leadership training for 14 supervisors",
      "Cherono Langat, Kapkoros Tea Factory",
      "0722 716 043",
    ],
    expect: {
      firstName: "Cherono",
      lastName: "Langat",
      phone: "+254722716043",
      company: "Kapkoros Tea Factory",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b36-012: a Murang'a avocado exporter's company profile",
    says: [
      "We export avocados from Murang'a and we need a company profile for buyers in Europe",
      "Kamau Njoroge, Kiharu Fresh Exports",
      "kamau@kiharufresh.co.ke",
    ],
    expect: {
      firstName: "Kamau",
      lastName: "Njoroge",
      email: "kamau@kiharufresh.co.ke",
      company: "Kiharu Fresh Exports",
      services: ["Business Writing"],
    },
  },
  {
    name: "b36-013: a Kerugoya nurse wants LinkedIn improved",
    says: [
      "Nurse at Kerugoya hospital, I want my LinkedIn improved, I'm looking at jobs in the UK",
      "Wangui Mwangi",
      "wangui.mwangi@gmail.com",
    ],
    expect: {
      firstName: "Wangui",
      lastName: "Mwangi",
      email: "wangui.mwangi@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b36-014: a Chuka university student's career guidance",
    says: [
      "I'm a third year at Chuka University studying economics and I don't know which career to go for, I need guidance",
      "Kagendo Murithi",
      "0745 290 817",
    ],
    expect: {
      firstName: "Kagendo",
      lastName: "Murithi",
      phone: "+254745290817",
      services: ["Professional Development"],
    },
  },
  {
    name: "b36-015: a Wote secondary school's careers day",
    says: [
      "I'm the deputy principal of a secondary school in Wote and we want a careers day for our form fours",
      "Musyoka Kilonzo, Wote Township Secondary School",
      "0712 658 304",
    ],
    expect: {
      firstName: "Musyoka",
      lastName: "Kilonzo",
      phone: "+254712658304",
      company: "Wote Township Secondary School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b36-016: a Makindu mechanic's CV",
    says: [
      "Mechanic in Makindu, I need a CV to apply for a job with a bus company",
      "Kioko Mulwa",
      "0790 133 582",
    ],
    expect: {
      firstName: "Kioko",
      lastName: "Mulwa",
      phone: "+254790133582",
      services: ["CV Writing"],
    },
  },
  {
    name: "b36-017: a Taveta sisal farm clerk's cover letter",
    says: [
      "I'm a clerk at a sisal estate near Taveta, I need a cover letter for an NGO job",
      "Mwanajuma Mwasi",
      "0701 847 269",
    ],
    expect: {
      firstName: "Mwanajuma",
      lastName: "Mwasi",
      phone: "+254701847269",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b36-018: a Malindi hotel receptionist's interview coaching",
    says: [
      "Receptionist at a beach hotel in Malindi, I have an interview with a cruise line and want coaching",
      "Kadzo Baya",
      "kadzo.baya@gmail.com",
    ],
    expect: {
      firstName: "Kadzo",
      lastName: "Baya",
      email: "kadzo.baya@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b36-019: a Watamu conservation NGO's grant proposal",
    says: [
      "I work for a turtle conservation NGO in Watamu and we need a grant proposal written",
      "Ali Shee, Watamu Turtle Watch Trust",
      "0723 905 148",
    ],
    expect: {
      firstName: "Ali",
      lastName: "Shee",
      phone: "+254723905148",
      company: "Watamu Turtle Watch Trust",
      services: ["Business Writing"],
    },
  },
  {
    name: "b36-020: a Hola irrigation officer's LinkedIn",
    says: [
      "I'm an irrigation officer in Hola, Tana River, I want my LinkedIn optimised",
      "Galole Buya",
      "0748 361 905",
    ],
    expect: {
      firstName: "Galole",
      lastName: "Buya",
      phone: "+254748361905",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b36-021: a Wajir health records officer's CV",
    says: [
      "Health records officer in Wajir here, please help me with a CV",
      "Fatuma Abdi",
      "0715 604 829",
    ],
    expect: {
      firstName: "Fatuma",
      lastName: "Abdi",
      phone: "+254715604829",
      services: ["CV Writing"],
    },
  },
  {
    name: "b36-022: a Moyale trader's proposal for a county tender",
    says: [
      "I'm a trader in Moyale and I want a proposal written for a county supply tender",
      "Wario Boru",
      "0729 418 356",
    ],
    expect: {
      firstName: "Wario",
      lastName: "Boru",
      phone: "+254729418356",
      services: ["Business Writing"],
    },
  },
  {
    name: "b36-023: an Ol Kalou dairy farmer's daughter's guidance",
    says: [
      "I farm dairy in Ol Kalou and I want career guidance for my daughter who just finished form four",
      "Gathoni Kariuki",
      "0720 573 196",
    ],
    expect: {
      firstName: "Gathoni",
      lastName: "Kariuki",
      phone: "+254720573196",
      services: ["Professional Development"],
    },
  },
  {
    name: "b36-024: a Limuru tea estate accountant's cover letter",
    says: [
      "Accountant at a tea estate in Limuru, I need a cover letter for an audit firm",
      "Njambi Gitau",
      "njambi.gitau@outlook.com",
    ],
    expect: {
      firstName: "Njambi",
      lastName: "Gitau",
      email: "njambi.gitau@outlook.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b36-025: a Karatina market officer's interview coaching",
    says: [
      "I manage the market in Karatina for the county, I have a panel interview for a senior post",
      "Githinji Macharia",
      "0734 826 150",
    ],
    expect: {
      firstName: "Githinji",
      lastName: "Macharia",
      phone: "+254734826150",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b36-026: an Othaya coffee factory's staff trained",
    says: [
      "Our coffee factory in Othaya wants customer care training for 9 staff",
      "Wachira Mugo, Gatugi Coffee Factory",
      "0711 295 738",
    ],
    expect: {
      firstName: "Wachira",
      lastName: "Mugo",
      phone: "+254711295738",
      company: "Gatugi Coffee Factory",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b36-027: a Ruaka estate agent's LinkedIn",
    says: [
      "I'm an estate agent in Ruaka, I want a strong LinkedIn profile to get clients",
      "Shiro Kinuthia",
      "shiro.kinuthia@gmail.com",
    ],
    expect: {
      firstName: "Shiro",
      lastName: "Kinuthia",
      email: "shiro.kinuthia@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b36-028: a Rongai data clerk's CV",
    says: [
      "Data entry clerk in Rongai, I need a professional CV",
      "Nkirote Kaimenyi",
      "0768 214 903",
    ],
    expect: {
      firstName: "Nkirote",
      lastName: "Kaimenyi",
      phone: "+254768214903",
      services: ["CV Writing"],
    },
  },
  {
    name: "b36-029: a Syokimau logistics firm's report edited",
    says: [
      "We are a logistics firm in Syokimau and our annual report needs proofreading before the board meeting",
      "Mbithe Ndunda, Swiftline Cargo Ltd",
      "mbithe@swiftlinecargo.co.ke",
    ],
    expect: {
      firstName: "Mbithe",
      lastName: "Ndunda",
      email: "mbithe@swiftlinecargo.co.ke",
      company: "Swiftline Cargo Ltd",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b36-030: an Athi River cement plant chemist's cover letter",
    says: [
      "I'm a chemist at a cement plant in Athi River, I need a cover letter",
      "Mwikali Musembi",
      "0703 569 124",
    ],
    expect: {
      firstName: "Mwikali",
      lastName: "Musembi",
      phone: "+254703569124",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b36-031: a Mlolongo driver's interview coaching",
    says: [
      "I drive trucks from Mlolongo, I have an interview with a big transporter and I want to prepare",
      "Kyalo Muthama",
      "0792 640 375",
    ],
    expect: {
      firstName: "Kyalo",
      lastName: "Muthama",
      phone: "+254792640375",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b36-032: a Kikuyu campus lecturer's book proofread",
    says: [
      "I lecture at a campus in Kikuyu and my book on soil science needs proofreading",
      "Ndung'u Kamande",
      "ndungu.kamande@gmail.com",
    ],
    expect: {
      firstName: "Ndung'u",
      lastName: "Kamande",
      email: "ndungu.kamande@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b36-033: a Gilgil army retiree's CV",
    says: [
      "I retired from the army in Gilgil and I want a CV for a security manager job",
      "Kiprono Sang",
      "0726 081 457",
    ],
    expect: {
      firstName: "Kiprono",
      lastName: "Sang",
      phone: "+254726081457",
      services: ["CV Writing"],
    },
  },
  {
    name: "b36-034: a Molo potato co-operative's business plan",
    says: [
      "Our potato farmers' co-operative in Molo needs a business plan for a cold store",
      "Chepkoech Bett, Molo Highlands Potato Growers",
      "0717 932 640",
    ],
    expect: {
      firstName: "Chepkoech",
      lastName: "Bett",
      phone: "+254717932640",
      company: "Molo Highlands Potato Growers",
      services: ["Business Writing"],
    },
  },
  {
    name: "b36-035: a Sotik teacher's LinkedIn",
    says: [
      "I teach English in Sotik, I want my LinkedIn optimised for international schools",
      "Kipngeno Mutai",
      "kipngeno.mutai@gmail.com",
    ],
    expect: {
      firstName: "Kipngeno",
      lastName: "Mutai",
      email: "kipngeno.mutai@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b36-036: a Kapenguria church's youth mentorship",
    says: [
      "I am a youth leader at a church in Kapenguria and we want a career mentorship programme for our youth",
      "Chebet Lokorio, AIC Kapenguria",
      "0740 518 263",
    ],
    expect: {
      firstName: "Chebet",
      lastName: "Lokorio",
      phone: "+254740518263",
      company: "AIC Kapenguria",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b36-037: a Mumias sugar engineer's CV",
    says: [
      "I was an engineer at the sugar factory in Mumias, I need a CV",
      "Wanyama Shikuku",
      "0709 374 621",
    ],
    expect: {
      firstName: "Wanyama",
      lastName: "Shikuku",
      phone: "+254709374621",
      services: ["CV Writing"],
    },
  },
  {
    name: "b36-038: a Vihiga county office's staff training",
    says: [
      "I'm in the HR office of Vihiga County and we need report writing training for 30 officers",
      "Ayuma Mmbone, County Government of Vihiga",
      "ayuma.mmbone@vihiga.go.ke",
    ],
    expect: {
      firstName: "Ayuma",
      lastName: "Mmbone",
      email: "ayuma.mmbone@vihiga.go.ke",
      company: "County Government of Vihiga",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b36-039: an Oyugis nurse's interview coaching",
    says: [
      "I'm a nurse in Oyugis and I have an interview with an agency recruiting for Saudi, I need coaching",
      "Akinyi Onyango",
      "0724 187 530",
    ],
    expect: {
      firstName: "Akinyi",
      lastName: "Onyango",
      phone: "+254724187530",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b36-040: an Awendo mining clerk's cover letter",
    says: [
      "Clerk at a gold mine near Awendo, I need a cover letter",
      "Otieno Okoth",
      "0751 806 239",
    ],
    expect: {
      firstName: "Otieno",
      lastName: "Okoth",
      phone: "+254751806239",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b36-041: an Ukunda dive instructor's LinkedIn",
    says: [
      "I'm a dive instructor in Ukunda, please help me with my LinkedIn",
      "Salim Mwinyi",
      "salim.mwinyi@gmail.com",
    ],
    expect: {
      firstName: "Salim",
      lastName: "Mwinyi",
      email: "salim.mwinyi@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b36-042: a Kakuma refugee-camp teacher's CV",
    says: [
      "I teach in a school in Kakuma camp and I need a CV for an NGO post",
      "Deng Garang",
      "0797 215 046",
    ],
    expect: {
      firstName: "Deng",
      lastName: "Garang",
      phone: "+254797215046",
      services: ["CV Writing"],
    },
  },
  {
    name: "b36-043: a Kiambu software developer's career coaching",
    says: [
      "I'm a software developer in Kiambu and I want guidance on growing into a tech lead",
      "Waithera Ngugi",
      "waithera.ngugi@proton.me",
    ],
    expect: {
      firstName: "Waithera",
      lastName: "Ngugi",
      email: "waithera.ngugi@proton.me",
      services: ["Professional Development"],
    },
  },
  {
    name: "b36-044: a Kangundo SACCO's loan officers trained",
    says: [
      "Our SACCO in Kangundo wants sales training for 11 loan officers",
      "Mueni Kimeu, Kangundo Wakulima SACCO",
      "0722 463 018",
    ],
    expect: {
      firstName: "Mueni",
      lastName: "Kimeu",
      phone: "+254722463018",
      company: "Kangundo Wakulima SACCO",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b36-045: a Kenyan in London wants a UK-style CV",
    says: [
      "I'm a Kenyan care worker in London and I need a UK-style CV",
      "Njeri Kahiga",
      "+44 7700 913 452",
    ],
    expect: {
      firstName: "Njeri",
      lastName: "Kahiga",
      phone: "+447700913452",
      services: ["CV Writing"],
    },
  },
  {
    name: "b36-046: a Kenyan in Dallas wants LinkedIn optimised",
    says: [
      "I'm a nurse in Dallas, originally from Nyeri, I'd like my LinkedIn optimised",
      "Wambui Thuo",
      "+1 214 555 0187",
    ],
    expect: {
      firstName: "Wambui",
      lastName: "Thuo",
      phone: "+12145550187",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b36-047: a Kenyan in Doha before an airline interview",
    says: [
      "I'm in Doha working at the airport and I have an interview with an airline, I need coaching",
      "Kwamboka Nyakundi",
      "+974 5512 8734",
    ],
    expect: {
      firstName: "Kwamboka",
      lastName: "Nyakundi",
      phone: "+97455128734",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b36-048: a Kenyan in Dubai needs a cover letter",
    says: [
      "I'm in Dubai working in retail, I need a cover letter for a supervisor job",
      "Kemunto Mogaka",
      "kemunto.mogaka@gmail.com",
    ],
    expect: {
      firstName: "Kemunto",
      lastName: "Mogaka",
      email: "kemunto.mogaka@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b36-049: a Kenyan in Stockholm wants a PhD thesis proofread",
    says: [
      "I'm doing a PhD in Stockholm and I need my thesis proofread",
      "Omondi Ochieng",
      "+46 70 412 8835",
    ],
    expect: {
      firstName: "Omondi",
      lastName: "Ochieng",
      phone: "+46704128835",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b36-050: a Kenyan in Auckland wants a CV",
    says: [
      "I moved to Auckland last year, I need a CV for jobs here",
      "Wanjala Makokha",
      "+64 21 448 903",
    ],
    expect: {
      firstName: "Wanjala",
      lastName: "Makokha",
      phone: "+6421448903",
      services: ["CV Writing"],
    },
  },
  {
    name: "b36-051: a Kenyan in Kampala wants a business plan",
    says: [
      "I run a small import business in Kampala and I need a business plan",
      "Karimi Mutwiri",
      "+256 772 419 836",
    ],
    expect: {
      firstName: "Karimi",
      lastName: "Mutwiri",
      phone: "+256772419836",
      services: ["Business Writing"],
    },
  },
  {
    name: "b36-052: a Kenyan in Boston wants career guidance",
    says: [
      "I'm a lab technician in Boston and I want career guidance on moving into public health",
      "Chepkemoi Korir",
      "chepkemoi.korir@gmail.com",
    ],
    expect: {
      firstName: "Chepkemoi",
      lastName: "Korir",
      email: "chepkemoi.korir@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b36-053: a Kenyan in Dublin wants a cover letter",
    says: [
      "I'm a Kenyan accountant in Dublin and I need a cover letter",
      "Muthoni Wanyoike",
      "+353 87 216 4409",
    ],
    expect: {
      firstName: "Muthoni",
      lastName: "Wanyoike",
      phone: "+353872164409",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b36-054: a Kenyan in Oslo wants interview coaching",
    says: [
      "I'm in Oslo, I have an interview with an oil company and I'd like coaching",
      "Kipruto Cheruiyot",
      "kipruto.cheruiyot@outlook.com",
    ],
    expect: {
      firstName: "Kipruto",
      lastName: "Cheruiyot",
      email: "kipruto.cheruiyot@outlook.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b36-055: a Kenyan in Kigali wants LinkedIn improved",
    says: [
      "I work for a bank in Kigali, can you improve my LinkedIn?",
      "Achieng Oloo",
      "+250 788 305 612",
    ],
    expect: {
      firstName: "Achieng",
      lastName: "Oloo",
      phone: "+250788305612",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b36-056: a Luanda bakery's staff trained in hygiene",
    says: [
      "We run a bakery in Luanda, Vihiga, and we want food hygiene and customer care training for our 7 staff",
      "Khayesi Ambani, Mama Lucy's Bakery",
      "0735 902 781",
    ],
    expect: {
      firstName: "Khayesi",
      lastName: "Ambani",
      phone: "+254735902781",
      company: "Mama Lucy's Bakery",
      services: ["Corporate Training"],
    },
  },
  // Harder visitors.
  {
    name: "b36-057: a Kapsokwony teacher's long story: CV then interview coaching, cover letter done by a nephew, LinkedIn postponed, Mwalimu",
    says: [
      "Good evening to you. I have taught mathematics and physics in a day secondary school in Kapsokwony on the slopes of Mt. Elgon for fourteen years, and this year I was encouraged by my principal to apply for a deputy principal post with the TSC. The trouble is that my CV is from 2011, when I was first employed, and it does not show the clubs I have run or the results my candidates got, we were number two in the sub-county last year. So first I want a new CV, and after that interview coaching because the TSC panel asks about policy and I have never sat for a promotion interview. My nephew who is at Kibabii University has already typed a cover letter for me, so that part is finished, thank you. My son keeps telling me about LinkedIn, but I will think about that after the interviews, maybe in April. I mark exams in November so I may be slow to reply. People here call me Mwalimu Masinde, but my full names are Masinde Wekesa Nabiswa. My line is 0722-318-964.",
    ],
    expect: {
      firstName: "Masinde",
      lastName: "Wekesa Nabiswa",
      phone: "+254722318964",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b36-058: a Nyamira retired chief's long story for his grandson, Mzee, business plan done by the bank, phone with words",
    says: [
      "Hello my children. I am a retired chief from Nyamira, I served the government for thirty-one years and now I grow tea and bananas on my small piece of land. My grandson has completed his degree in agribusiness from Egerton and he has been sitting at home for a year watching football, he does not know where to start. I want someone to guide him about his career, what jobs there are, whether he should do a master's, and how to present himself. Last year I wanted a business plan for a banana ripening store but the officer from the bank wrote one for us free of charge, so we are fine there. Also his mother wanted you to write his CV but wait, let the guidance come first and then we shall see. I am Mzee Nyakoe Ombati Gesare. Call me on the number zero seven two five, that is 0725 640 813, the grandson will also use it.",
    ],
    expect: {
      firstName: "Nyakoe",
      lastName: "Ombati Gesare",
      phone: "+254725640813",
      services: ["Professional Development"],
    },
  },
  {
    name: "b36-059: a Nakuru school's long story, Sr., youth programme then training for 12 teachers, proofreading done by a priest",
    says: [
      "Praise be to God. I am a Catholic sister and the principal of a girls' boarding school on the outskirts of Nakuru, we have about six hundred girls. Our form four candidates are anxious about what comes after school, many of them are the first in their families to go to university, and they choose courses because a friend chose them. So I would like you to organise a career guidance programme for the form fours, there are one hundred and forty of them, maybe in the first week of March. Secondly, our twelve teachers who act as class mentors need training in mentoring and counselling skills, so that the work continues after your visit. We also have a school magazine that needed proofreading but Father Gitonga from the parish has already gone through it, so that one is done. Our school is St. Teresa's Girls Secondary School Bahati. I am Sr. Immaculate Wanjiru Kagwe. Email me at srimmaculate@stteresasbahati.ac.ke",
    ],
    expect: {
      firstName: "Immaculate",
      lastName: "Wanjiru Kagwe",
      email: "srimmaculate@stteresasbahati.ac.ke",
      company: "St. Teresa's Girls Secondary School Bahati",
      services: ["Youth Programs", "Corporate Training"],
    },
  },
  {
    name: "b36-060: a Mombasa doctor's long story, Dr., proofreading a paper then LinkedIn, CV turned down, interview coaching postponed",
    says: [
      "Good afternoon. I am a medical doctor at a county referral hospital in Mombasa, in the paediatrics department, and I have been practising for seven years after my internship in Kakamega. I recently finished a research paper on malaria in children under five and I want it edited and proofread before I submit it to a journal in January. That is my first need. Secondly, I would like my LinkedIn profile optimised because I am looking for a research fellowship abroad and the programmes look people up. My CV is in good shape because the hospital research office updated it, so please no CV. If I get shortlisted I may want interview coaching, but not now, let me first apply. My wife says I write long messages, sorry about that. I am Dr. Mwangemi Chengo Kazungu. Reach me on +254 (0) 733 742 158.",
    ],
    expect: {
      firstName: "Mwangemi",
      lastName: "Chengo Kazungu",
      phone: "+254733742158",
      services: ["Editing & Proofreading", "LinkedIn Optimization"],
    },
  },
  {
    name: "b36-061: a Kitengela pastor's long story in Swahili-English, youth seminar then a proposal, CVs done elsewhere",
    says: [
      "Bwana asifiwe. Mimi ni mchungaji wa kanisa moja hapa Kitengela, we have about three hundred members and a big youth ministry. Vijana wetu wengi wamemaliza college lakini hawana kazi, and some have lost hope, so tunataka seminar ya career kwa vijana, like seventy of them, on a Saturday in February. Pia tunajenga vocational centre nyuma ya kanisa and the sponsors from Germany want a proper funding proposal, so that is the second thing. Some of the youth wanted their CVs done but a member of our church who works at a recruitment agency already did them for free. The church is Kitengela Victory Gospel Centre. Mimi ni Pastor Zablon Mutinda Kiilu. Namba yangu ni 0 7 2 0 - 9 1 4 - 3 5 7.",
    ],
    expect: {
      firstName: "Zablon",
      lastName: "Mutinda Kiilu",
      phone: "+254720914357",
      company: "Kitengela Victory Gospel Centre",
      services: ["Youth Programs", "Business Writing"],
    },
  },
  {
    name: "b36-062: a Thika engineer's long story, Eng., cover letter then interview coaching, CV done by a friend, LinkedIn turned down, foreign-style phone",
    says: [
      "Hi there. I am an electrical engineer with a manufacturing company in Thika, I maintain the production lines and I have been there for nine years. A friend of mine who works at a recruitment firm already wrote me a very nice CV last month, so I am not looking for a CV. What I need is a cover letter for a maintenance manager job at a brewery, and then interview coaching because I have not been interviewed since 2016. I don't want LinkedIn, I am a private person and I don't like social media at all. The deadline for the application is on the 20th. Eng. Gakuru Mbugua. Number: (+254) 0710-552-846",
    ],
    expect: {
      firstName: "Gakuru",
      lastName: "Mbugua",
      phone: "+254710552846",
      services: ["Cover Letters", "Interview Coaching"],
    },
  },
  {
    name: "b36-063: a Garsen Mama's long story, business plan for her women's group, her own CV postponed, training turned down",
    says: [
      "Habari. I am the chairlady of a women's group in Garsen, Tana River, we are twenty-three women and we make mats and baskets from doum palm. We have been selling to tourists in Malindi but now a hotel chain wants to buy from us in bulk and the county fund says we need a business plan to get a loan for a store and a tuk tuk. So what we need from you is a business plan. Please make it simple so that we can explain it. Some people told me to take training for the group members on book-keeping, but we already had one from the county, so no training. My own CV I will do later, after the loan, because I want to apply for a ward administrator job next year. Our group is Garsen Mkeka Women Group. I am Mama Halua Godana Jillo, everyone calls me Mama Halua. My phone is 07 48 29 63 10.",
    ],
    expect: {
      firstName: "Halua",
      lastName: "Godana Jillo",
      phone: "+254748296310",
      company: "Garsen Mkeka Women Group",
      services: ["Business Writing"],
    },
  },
  {
    name: "b36-064: a Kenyan in Houston's long story, CV and LinkedIn, cover letter done by wife, coaching turned down, US number",
    says: [
      "Hello, I hope you are well. I left Kenya in 2015 after working as an accountant in Eldoret and now I live in Houston, Texas, where I have been doing bookkeeping for a trucking company. I have just passed my CPA exams here and I want to move to a proper accounting firm, but my resume still looks like a Kenyan CV with my date of birth and my ID number on it. So I need a new CV in the American format, and then my LinkedIn optimised, because recruiters here live on LinkedIn. My wife is a teacher and she has already written the cover letters for me, she is very good at that. I don't need interview coaching, I have been interviewed many times here. My name is Jeptoo Kosgei Kimaiyo, yes Jeptoo, my mother wanted a girl. My cell is +1 (713) 555-0142.",
    ],
    expect: {
      firstName: "Jeptoo",
      lastName: "Kosgei Kimaiyo",
      phone: "+17135550142",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b36-065: Sheng: a CV ifanywe fiti, phone in pairs",
    says: [
      "Niaje msee, nataka CV yangu ifanywe fiti juu nataka kuapply job ya bank",
      "Naitwa Baraka Omollo",
      "namba ni 07 12 45 80 93",
    ],
    expect: {
      firstName: "Baraka",
      lastName: "Omollo",
      phone: "+254712458093",
      services: ["CV Writing"],
    },
  },
  {
    name: "b36-066: Swahili: interview coaching before an NYS recruitment panel",
    says: [
      "Habari, nimeitwa interview ya kazi ya NYS na ningependa kufundishwa jinsi ya kujibu maswali",
      "Jina langu ni Riziki Chizi",
      "0793 105 648",
    ],
    expect: {
      firstName: "Riziki",
      lastName: "Chizi",
      phone: "+254793105648",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b36-067: Sheng: LinkedIn described, 'ile app ya ma-job'",
    says: [
      "Boss, nataka ile app ya ma-job, LinkedIn, iwe poa ili ma-recruiter wanicheki",
      "Mimi ni Tevin Kamau Gichuru",
      "tevin.gichuru@gmail.com",
    ],
    expect: {
      firstName: "Tevin",
      lastName: "Kamau Gichuru",
      email: "tevin.gichuru@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b36-068: Swahili-English: a cover letter then a CV in one message",
    says: [
      "Nataka cover letter kwanza, halafu CV pia, zote mbili please",
      "Naitwa Zawadi Mwakasege",
      "0727 380 915",
    ],
    expect: {
      firstName: "Zawadi",
      lastName: "Mwakasege",
      phone: "+254727380915",
      services: ["Cover Letters", "CV Writing"],
    },
  },
  {
    name: "b36-069: Swahili: a mother for her son's career guidance, Mama",
    says: [
      "Shikamoo. Kijana wangu amemaliza form four na hajui achague kozi gani, nataka mumshauri kuhusu kazi",
      "Mimi ni Mama Rehema Salimu",
      "0738 662 041",
    ],
    expect: {
      firstName: "Rehema",
      lastName: "Salimu",
      phone: "+254738662041",
      services: ["Professional Development"],
    },
  },
  {
    name: "b36-070: Sheng: all lower case, phone refused twice then email",
    says: [
      "sasa, nataka kusaidiwa na cv",
      "naitwa brian otieno",
      "sitaki kupeana namba",
      "nimesema hapana namba, tumia email",
      "brianotieno254@gmail.com",
    ],
    expect: {
      firstName: "Brian",
      lastName: "Otieno",
      email: "brianotieno254@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b36-071: Swahili: a SACCO's 18 staff trained",
    says: [
      "Sisi ni SACCO ya boda boda hapa Kisumu, tunataka mafunzo ya huduma kwa wateja kwa wafanyakazi kumi na nane",
      "Mimi ni Okello Nyangweso, wa Nyanza Bodaboda SACCO",
      "0702 519 863",
    ],
    expect: {
      firstName: "Okello",
      lastName: "Nyangweso",
      phone: "+254702519863",
      company: "Nyanza Bodaboda SACCO",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b36-072: Swahili: a business plan for a chama's fish ponds, Mzee",
    says: [
      "Hujambo. Chama chetu kinataka kuandikiwa business plan ya mabwawa ya samaki",
      "Naitwa Mzee Odera Ong'ong'a",
      "0718 247 506",
    ],
    expect: {
      firstName: "Odera",
      lastName: "Ong'ong'a",
      phone: "+254718247506",
      services: ["Business Writing"],
    },
  },
  {
    name: "b36-073: Sheng: emoji name and a cover letter",
    says: [
      "Maze nataka cover letter ya kuapply internship kwa ad agency 🙏",
      "Ni mimi 🔥Shiko Ndegwa🔥 haha",
      "0769 412 075",
    ],
    expect: {
      firstName: "Shiko",
      lastName: "Ndegwa",
      phone: "+254769412075",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b36-074: Swahili: very short replies",
    says: ["CV", "Amani", "0754 803 216"],
    expect: {
      firstName: "Amani",
      phone: "+254754803216",
      services: ["CV Writing"],
    },
  },
  {
    name: "b36-075: Swahili-English: a church youth career day, Pastor",
    says: [
      "Bwana asifiwe, tunataka career day kwa vijana wa kanisa letu, kama hamsini hivi",
      "Pastor Elkana Mokaya, Nyanchwa Revival Church",
      "elkana.mokaya@gmail.com",
    ],
    expect: {
      firstName: "Elkana",
      lastName: "Mokaya",
      email: "elkana.mokaya@gmail.com",
      company: "Nyanchwa Revival Church",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b36-076: Sheng: background told unasked before the name",
    says: [
      "Niaje, nimeitwa interview ya Safaricom nataka coaching",
      "Niko Kayole, nimekuwa nikifanya customer care kwa call centre miaka mbili",
      "Ni Dennoh, majina kamili Dennis Kiprop",
      "0708 936 452",
    ],
    expect: {
      firstName: "Dennis",
      lastName: "Kiprop",
      phone: "+254708936452",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b36-077: Swahili: proofreading a Swahili novel",
    says: [
      "Nimeandika riwaya ya Kiswahili na nataka ihaririwe na kusahihishwa kabla ya kuchapisha",
      "Jina ni Tumaini Mbwana",
      "tumaini.mbwana@yahoo.com",
    ],
    expect: {
      firstName: "Tumaini",
      lastName: "Mbwana",
      email: "tumaini.mbwana@yahoo.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b36-078: Sheng: career guidance described, 'nimekwama'",
    says: [
      "Msee nimekwama kwa career yangu, sijui niende wapi next, nataka mtu wa kunishow njia",
      "Naitwa Kevo... I mean Kelvin Wekesa",
      "+254 741 209 388",
    ],
    expect: {
      firstName: "Kelvin",
      lastName: "Wekesa",
      phone: "+254741209388",
      services: ["Professional Development"],
    },
  },
  {
    name: "b36-079: Swahili: a county office wants training for 25 clerks",
    says: [
      "Tunatoka ofisi ya kaunti ya Kwale, tunataka mafunzo ya uandishi wa ripoti kwa makarani ishirini na tano",
      "Naitwa Mwanaisha Dzombo",
      "0716 429 057",
    ],
    expect: {
      firstName: "Mwanaisha",
      lastName: "Dzombo",
      phone: "+254716429057",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b36-080: an emoji-wrapped name and a CV",
    says: ["hi I need a CV for a graphic design job", "💫✨ Lavender Auma ✨💫", "0705 218 639"],
    expect: {
      firstName: "Lavender",
      lastName: "Auma",
      phone: "+254705218639",
      services: ["CV Writing"],
    },
  },
  {
    name: "b36-081: a typo 'my nmae is' and interview coaching",
    says: [
      "I want interview coaching for a job at KenGen",
      "my nmae is Philemon Kirui",
      "0730 645 192",
    ],
    expect: {
      firstName: "Philemon",
      lastName: "Kirui",
      phone: "+254730645192",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b36-082: a typo 'myname is' and a cover letter",
    says: [
      "cover letter needed for a Red Cross job",
      "myname is Tabitha Chepngetich",
      "tabitha.chep@gmail.com",
    ],
    expect: {
      firstName: "Tabitha",
      lastName: "Chepngetich",
      email: "tabitha.chep@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b36-083: a typo 'my neme is' with a four-word name",
    says: ["I need my LinkedIn optimised", "my neme is Evans Kiprotich arap Chumo", "0721 805 374"],
    expect: {
      firstName: "Evans",
      lastName: "Kiprotich arap Chumo",
      phone: "+254721805374",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b36-084: all capitals, a CV",
    says: ["I NEED A CV FOR A DRIVER JOB", "MY NAME IS HESBON OMWENGA", "0713 927 604"],
    expect: {
      firstName: "Hesbon",
      lastName: "Omwenga",
      phone: "+254713927604",
      services: ["CV Writing"],
    },
  },
  {
    name: "b36-085: all lower case, a business plan",
    says: ["i need a business plan for my car wash", "stephen ngala", "0747 160 528"],
    expect: {
      firstName: "Stephen",
      lastName: "Ngala",
      phone: "+254747160528",
      services: ["Business Writing"],
    },
  },
  {
    name: "b36-086: repeated letters and stray punctuation",
    says: [
      "hellooooo!!! pleaaase help with my cover letter...",
      "Purity,,, Nduta!!",
      "0723 . 541 . 806",
    ],
    expect: {
      firstName: "Purity",
      lastName: "Nduta",
      phone: "+254723541806",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b36-087: a three-word name, interview coaching, phone with +254 (0)",
    says: [
      "Interview coaching please, I have a panel at the Teachers Service Commission",
      "Joyce Nanjala Khaemba",
      "+254 (0)711 380 462",
    ],
    expect: {
      firstName: "Joyce",
      lastName: "Nanjala Khaemba",
      phone: "+254711380462",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b36-088: two services in one message: LinkedIn then CV",
    says: [
      "I'd like my LinkedIn done first and then a new CV",
      "Ian Mureithi",
      "ian.mureithi@gmail.com",
    ],
    expect: {
      firstName: "Ian",
      lastName: "Mureithi",
      email: "ian.mureithi@gmail.com",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b36-089: two services in one message: proofreading then a cover letter",
    says: [
      "Can you proofread my research report and also write me a cover letter?",
      "Faith Wambua",
      "0742 958 031",
    ],
    expect: {
      firstName: "Faith",
      lastName: "Wambua",
      phone: "+254742958031",
      services: ["Editing & Proofreading", "Cover Letters"],
    },
  },
  {
    name: "b36-090: the email refused twice, then a phone",
    says: [
      "I need a CV",
      "Hassan Mohamed Abdalla",
      "I don't use email",
      "no email, sorry, I said I don't have one",
      "0795 234 817",
    ],
    expect: {
      firstName: "Hassan",
      lastName: "Mohamed Abdalla",
      phone: "+254795234817",
      services: ["CV Writing"],
    },
  },
  {
    name: "b36-091: the name refused twice and never given",
    says: [
      "I need interview coaching for a nursing job",
      "I'd rather not say my name",
      "no names please",
      "0704 671 928",
    ],
    expect: {
      phone: "+254704671928",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b36-092: answers an unasked question: salary told when asked for the name",
    says: [
      "I need a cover letter for an accounts assistant job",
      "the job pays 45k and it's in Westlands",
      "oh, sorry, I'm Mercy Chelagat",
      "mercy.chelagat@gmail.com",
    ],
    expect: {
      firstName: "Mercy",
      lastName: "Chelagat",
      email: "mercy.chelagat@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b36-093: a correction: 'sorry, I meant' a cover letter, not a CV",
    says: [
      "I need a CV",
      "sorry, I meant a cover letter, not a CV, my CV is fine",
      "Winfred Kalekye",
      "0728 716 359",
    ],
    expect: {
      firstName: "Winfred",
      lastName: "Kalekye",
      phone: "+254728716359",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b36-094: a correction of the phone number",
    says: [
      "LinkedIn optimisation please",
      "Caleb Ouko",
      "0722 901 475",
      "sorry, I meant 0722 901 457",
    ],
    expect: {
      firstName: "Caleb",
      lastName: "Ouko",
      phone: "+254722901457",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b36-095: a father for his daughter's CV",
    says: [
      "I want a CV done for my daughter, she is finishing her nursing course at KMTC",
      "My name is Julius Maritim, I'm her father",
      "0733 286 504",
    ],
    expect: {
      firstName: "Julius",
      lastName: "Maritim",
      phone: "+254733286504",
      services: ["CV Writing"],
    },
  },
  {
    name: "b36-096: a mother for her son's interview coaching",
    says: [
      "My son has an interview for the KDF and I want him coached",
      "I am his mother, Grace Wairimu",
      "grace.wairimu@gmail.com",
    ],
    expect: {
      firstName: "Grace",
      lastName: "Wairimu",
      email: "grace.wairimu@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b36-097: a company with an odd name wants staff training for 40",
    says: [
      "We need time management training for 40 staff",
      "Peter Mwaura, from 4Sure-Logix (K) Ltd.",
      "p.mwaura@4surelogix.com",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Mwaura",
      email: "p.mwaura@4surelogix.com",
      company: "4Sure-Logix (K) Ltd.",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b36-098: a company with an odd name wants a company profile",
    says: [
      "Our startup needs a company profile for investors",
      "Lydia Naliaka of M-Kulima360",
      "0710 842 376",
    ],
    expect: {
      firstName: "Lydia",
      lastName: "Naliaka",
      phone: "+254710842376",
      company: "M-Kulima360",
      services: ["Business Writing"],
    },
  },
  {
    name: "b36-099: a school wants a career talk for 200 students",
    says: [
      "I'm the careers master, we want a career talk for 200 form three and four students",
      "Samson Kitur, Kapsabet Boys High School",
      "0729 630 145",
    ],
    expect: {
      firstName: "Samson",
      lastName: "Kitur",
      phone: "+254729630145",
      company: "Kapsabet Boys High School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b36-100: an NGO wants proposal-writing training for 8 staff",
    says: [
      "We're an NGO in Kisumu and we want proposal writing training for 8 programme officers",
      "Millicent Atieno, Lake Basin Youth Initiative",
      "millicent@lakebasinyouth.org",
    ],
    expect: {
      firstName: "Millicent",
      lastName: "Atieno",
      email: "millicent@lakebasinyouth.org",
      company: "Lake Basin Youth Initiative",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b36-101: a very long reply with everything in one message",
    says: [
      "Hi, I am a procurement assistant at a flower farm in Timau and I have been there for five years, I want to move to a bigger company or an NGO and I think my CV is what is holding me back because it is three pages of duties, so I would like you to write a new CV for me, I have all my certificates including CIPS level 4, and I can send the old CV if you want, my name is Josephine Wangari Muiruri and my number is 0746 583 217, WhatsApp is the same, thank you",
    ],
    expect: {
      firstName: "Josephine",
      lastName: "Wangari Muiruri",
      phone: "+254746583217",
      services: ["CV Writing"],
    },
  },
  {
    name: "b36-102: one-word replies and 'ok'",
    says: ["hi", "ok", "linkedin", "Rono", "ok", "0798 462 013"],
    expect: {
      firstName: "Rono",
      phone: "+254798462013",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b36-103: phone with brackets and dashes",
    says: ["I need a cover letter for an internship", "Collins Ochola Agola", "(0712) 904-683"],
    expect: {
      firstName: "Collins",
      lastName: "Ochola Agola",
      phone: "+254712904683",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b36-104: phone written 254 without a plus",
    says: ["I want my thesis proofread", "Eunice Jepchirchir", "254 724 093 516"],
    expect: {
      firstName: "Eunice",
      lastName: "Jepchirchir",
      phone: "+254724093516",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b36-105: a 011 number with words around it",
    says: [
      "CV please",
      "Victor Mugambi",
      "you can call or text me on 0110 487 265 any time after 6",
    ],
    expect: {
      firstName: "Victor",
      lastName: "Mugambi",
      phone: "+254110487265",
      services: ["CV Writing"],
    },
  },
  {
    name: "b36-106: a +254-1.. number with dashes",
    says: ["I need interview coaching", "Agnes Kerubo Nyamweya", "+254-112-638-904"],
    expect: {
      firstName: "Agnes",
      lastName: "Kerubo Nyamweya",
      phone: "+254112638904",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b36-107: an email in capitals",
    says: [
      "I want a business proposal written for a solar company",
      "Felix Karisa",
      "FELIX.KARISA@SUNRAYSOLAR.CO.KE",
    ],
    expect: {
      firstName: "Felix",
      lastName: "Karisa",
      email: "felix.karisa@sunraysolar.co.ke",
      services: ["Business Writing"],
    },
  },
  {
    name: "b36-108: an email in mixed case",
    says: ["Please optimise my LinkedIn", "Nancy Wangeci Gachanja", "Nancy.Gachanja@Outlook.com"],
    expect: {
      firstName: "Nancy",
      lastName: "Wangeci Gachanja",
      email: "nancy.gachanja@outlook.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b36-109: 'Dr.' and a book edited",
    says: [
      "I have written a book on leadership and I need it edited",
      "Dr. Munyao Mwanzia",
      "dr.mmwanzia@gmail.com",
    ],
    expect: {
      firstName: "Munyao",
      lastName: "Mwanzia",
      email: "dr.mmwanzia@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b36-110: a name correction: 'sorry, it's Wairimu'",
    says: [
      "I need a cover letter for a bank job",
      "Lilian Wairumu",
      "sorry, typo, it's Lilian Wairimu",
      "lilian.wairimu@gmail.com",
    ],
    expect: {
      firstName: "Lilian",
      lastName: "Wairimu",
      email: "lilian.wairimu@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b36-111: Mama in English, a hotel's staff trained, four-word name in capitals",
    says: [
      "We have a guest house in Nanyuki and I want my 6 staff trained in housekeeping and customer care",
      "MAMA SUSAN NJOKI KIMANI",
      "Mount Kenya View Guest House",
      "0720 184 693",
    ],
    expect: {
      firstName: "Susan",
      lastName: "Njoki Kimani",
      phone: "+254720184693",
      company: "Mount Kenya View Guest House",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b36-112: the email given before the name was asked",
    says: [
      "I need my LinkedIn optimised, my email is ruth.anyango.k@gmail.com",
      "Ruth Anyango Kotieno",
    ],
    expect: {
      firstName: "Ruth",
      lastName: "Anyango Kotieno",
      email: "ruth.anyango.k@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b36-113: two services for an organisation: training then a company profile",
    says: [
      "Our security firm needs customer service training for 55 guards and then a new company profile",
      "Daniel Kimani Njenga, Simba Ulinzi Guards (EA) Ltd",
      "d.njenga@simbaulinzi.co.ke",
    ],
    expect: {
      firstName: "Daniel",
      lastName: "Kimani Njenga",
      email: "d.njenga@simbaulinzi.co.ke",
      company: "Simba Ulinzi Guards (EA) Ltd",
      services: ["Corporate Training", "Business Writing"],
    },
  },
  {
    name: "b36-114: phone in single spaced digits with +254",
    says: [
      "help with interview coaching please",
      "Gideon Rotich Tuwei",
      "+ 2 5 4 7 9 1 3 0 5 8 2 6",
    ],
    expect: {
      firstName: "Gideon",
      lastName: "Rotich Tuwei",
      phone: "+254791305826",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b36-115: Sheng-English: a CV for a Kenyan in Saudi, foreign number",
    says: [
      "Niko Riyadh nafanya house help, nataka CV ya kurudi nayo home nitafute job ya hotel",
      "Naitwa Esther Kanini",
      "+966 55 314 2087",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Kanini",
      phone: "+966553142087",
      services: ["CV Writing"],
    },
  },
];
