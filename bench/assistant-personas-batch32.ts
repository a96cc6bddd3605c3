import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 32 for `npm run bench:assistant`, written on 2026-12-04 by the helper
 * "asst-batch32", apart from the engine. Rules of apartness, as followed: nothing under server/,
 * app/ or tests/ was opened, listed or grepped, nor /work/firstruns/, nor bench/README.md, nor
 * bench/assistant.ts or any other bench runner; no history command was run (git commands:
 * `worktree add`, then `add`, commit, `rev-parse`, rebase, merge; `git status` was not run in
 * /work/main); no test suite was run. `npx react-router typegen` was run once (it succeeded), and
 * again inside `npm run typecheck`. What was read: the helper protocol; `ls bench/`; biome.json;
 * bench/assistant-personas-batch4.ts lines 1-50 (the type, its header and the opening of its life
 * story); bench/assistant-personas-batch31.ts lines 1-349 (its header, its seven life stories and
 * personas b31-001 to b31-012, up to the opening brace of the thirteenth entry), for format and
 * conventions only, after a grep for the line number of "b31-013:" whose output was cut to the
 * line number; the `name` lines of content/services.ts (the services' names); the lines of
 * /work/shared/SPEC.md matching "hand-over", "handover", "chat widget" or "lead". The first names
 * seen in batch 31's part read and in batch 4's opening life story were kept out of this batch by
 * a throwaway script (outside the repository, /tmp/check32.mts), which also checked the count,
 * that ids run in order, that no persona name, first name or phone repeats, that every Kenyan
 * phone is +2547/+2541 and 8 more digits, that each expected phone's digits appear in the
 * persona's lines, that every service is a content/services.ts `name`, that emails are expected
 * in lower case, and that every persona leaves a phone or an email. The bench was not run.
 *
 * The first 55 personas are ordinary visitors (one clear request, a name, a phone or email, in
 * everyday wording: a Kericho tea factory clerk, a Nyeri nurse bound for Saudi Arabia, a Kilifi
 * receptionist, a Thika accountant before KRA, a Moi University thesis, a Garissa water NGO, a
 * Kisii SACCO's staff, a Kakamega church's youth, a Naivasha flower farm's supervisors, a
 * security guard in Dubai, waiters and cooks in Doha, a care worker in London, a nurse in Dallas,
 * Texas, a Machakos teacher leaving teaching, a Nakuru estate agency, a Meru county agriculture
 * department, a Kitui graduate, a Mombasa clearing clerk for KPA, a Lodwar teacher, a Malindi
 * resort, a Nanyuki driver before the UN, a Maseno project, a Bomet dairy co-operative, a Narok
 * safari firm, a Kajiado girls' school, an Embu mechanic, a Limuru factory's HR manual, a Nairobi
 * banker, an Elgeyo Marakwet youth department, a Homa Bay clinical officer, a Kwale teacher before
 * TSC, a Nairobi fintech, a retrenched clerk in Ol Kalou, a Wajir hospital, a Busia border trader,
 * a Kianyaga school, a KU intern, an Eldoret lecturer, a Naivasha chef, a Kilgoris teacher, a
 * Maralal pastoralist trust, a Nyamira SACCO board, a Ruiru steel mill, a sociology graduate, a
 * Mwingi teacher, a Kitale memoir, a Nairobi advocate, a Kibera youth hub CBO, an accountant in
 * Dubai, a cane miller near Kisumu, a Murang'a teacher, an Athi River EPZ worker, a Mumias teacher,
 * an Eastleigh textile wholesaler).
 * The other 59 are harder: seven long life stories, each with a service turned down, postponed or
 * done by someone else inside it (a retrenched Nakuru bank officer, CV then interview coaching,
 * the cover letter written by her sister, in English; a Msambweni women group's constitution,
 * members' bookkeeping training "baada ya msimu wa mvua", in Swahili; a Githurai 45 boda boda
 * association's training with a budget of eighty k, the loan business plan done by the SACCO's
 * loan officer, in Sheng; a Houston nurse moving home, LinkedIn then CV, interview coaching put
 * off to June, with a US number and an email; a Kakamega father for his son who keeps failing
 * interviews, "CV hapana, ameshaandikiwa", in Swahili-English; a Lodwar NGO whose donors want a
 * proper report, staff training put off to July; a Kayole nail technician nobody replies to, CV
 * then cover letter, "LinkedIn ... hiyo sina time nayo", in Sheng); nineteen Sheng, Swahili or
 * Swahili-English personas besides the stories (two and three services in order, one dropped in
 * the same message and one in a later message, the phone refused twice, the name refused twice,
 * a sister for her brother, a mother for her daughter's motivation letter, a ward office with 300
 * youths, a CBO, a women group, a church parish, a mission hospital's 40 nurses, one long
 * one-message reply, a typo "jina lngu", budgets of 2k, 5k and 20k); names with emoji (two), a
 * typo ("my nme is"), honorifics (Eng., Rev. Dr., Madam, Dr., Sr., Hon., Mzee, Mrs., Col. (Rtd)),
 * a name in capitals, a three-word name in lower case, single names ("Otieno", "Dr. Wambugu"),
 * three-word names (eleven, seven of them in the stories); two or three services in one message in
 * order (five besides the stories); a service dropped in the same message (two) or in a later one
 * (four); a field refused twice (phone twice, email twice, name twice); answers to questions
 * not asked (a budget and deadline first, a phone first, a job title and employer first); very
 * short replies and very long ones; budgets (six with the story's); group and corporate
 * training with headcounts (15 engineers, 40 nurses, 30 teachers, six bakers, sixty riders) and
 * without (a SACCO's tellers, a steel mill, a resort, a hospital); youth programmes (schools,
 * churches, a parish, a ward office, county youth departments, a youth hub); employers for staff
 * (job descriptions for eight new sales reps, five supervisors before a promotion panel); parents
 * and a sibling for children; requests by purpose without the service named ("I keep failing
 * interviews", "nobody replies to my applications", "recruiters never find me online", "our
 * tellers are rude to customers", "our donors want a proper report"); organisations with "Ltd",
 * "(K) Ltd", "SACCO", "Co-operative Society", "CBO", "NGO", "Women Group", "Association",
 * "Ward Office", "St.", schools, churches, a parish, hospitals, trusts and county departments;
 * phones with spaces, 011 numbers, foreign numbers (UAE, Qatar, US), a phone given first; emails
 * with dots, capitals, institutional and county domains.
 *
 * Expectation conventions as batch 31's: titles and honorifics (Mr., Mrs., Ms., Madam, Mzee, Dr.,
 * Rev. Dr., Sr., Eng., Hon., Col. (Rtd)) are not part of the name; `lastName` is everything after
 * the first name; names written in capitals (or all in lower case) are expected in ordinary case,
 * emoji left out, a nickname left out; emails in lower case; a declined, postponed or
 * elsewhere-done service is not expected; services in the order asked; a motivation letter is a
 * cover letter, a proposal, report, constitution, company profile, brochure, pitch, policy manual
 * or job description is business writing, career guidance or coaching is professional
 * development, staff workshops are corporate training (and preparing staff for a promotion panel
 * is interview coaching), and school, church, ward, county and youth hub career programmes are
 * youth programmes; "I keep failing interviews" is interview coaching, "nobody replies to my
 * applications" is CV writing, "recruiters never find me online" is LinkedIn optimisation; a
 * visitor who never gives a name has no `firstName`, and a visitor who gives one name only has no
 * `lastName`; `company` is the organisation the visitor names as theirs, an individual's employer
 * mentioned in passing is not, and a parent, sibling or officer asking for others is recorded
 * under their own name. Phones are expected in E.164, a foreign number with its own country code.
 * Not registered anywhere.
 */

const storyTeller = [
  "Good evening. I will tell you the whole thing because I think my problem is not one document, it is many years.",
  "I grew up in Kisumu, in Nyalenda, and after my diploma in banking and finance I joined a bank as a teller in 2015.",
  "I was moved to Nakuru in 2018 and I became a customer service officer, then a relationship assistant for small businesses.",
  "In August the bank closed our branch on Kenyatta Avenue and forty of us were declared redundant, me included, with three months' pay.",
  "Since then I have applied to microfinance banks and SACCOs, but the CV I am sending is the one I wrote in 2015, with my KCSE grades on top and no figures about the loan book I helped to grow.",
  "So first I need a new CV, a proper one for a credit or relationship officer.",
  "Then, because I was called to two panels in October and failed both, I also want interview coaching, I get nervous when they ask about targets.",
  "A cover letter I do not need from you, my sister is an HR officer in Eldoret and she has already written me one that I can adjust for each job.",
  "My name is Lavender Akoth Ouma, and my number is 0722 614 093, WhatsApp too.",
].join(" ");

const storyWomenGroup = [
  "Habari zenu. Mimi ni mwenyekiti wa kikundi cha akina mama huko Msambweni, Kaunti ya Kwale.",
  "Tulianza mwaka 2016 tukiwa wanawake kumi na wawili tukichanga shilingi mia moja kila wiki, sasa tuko thelathini na wawili.",
  "Tunalima mwani baharini na kuuza kwa kampuni moja ya Mombasa, na pia tunashona mikeka na vikapu kwa watalii wa Diani.",
  "Mwaka huu idara ya jinsia ya kaunti ilituambia tujisajili upya, na tunahitaji katiba iliyoandikwa vizuri, yetu ya zamani ni karatasi mbili tu za mkono.",
  "Hiyo katiba ndiyo tunayotaka mtuandikie, pamoja na sheria za michango na za kugawa faida.",
  "Pia tulikuwa tumefikiria mafunzo ya utunzaji wa hesabu kwa wanachama wote, lakini tutasubiri hadi baada ya msimu wa mvua, sasa hivi wanawake wako shambani.",
  "Kikundi chetu kinaitwa Msambweni Mwani Women Group.",
  "Mimi naitwa Mwanaisha Bakari Chengo.",
  "Nambari yangu ni 0713 862 507.",
].join(" ");

const storyBoda = [
  "Niaje boss, mimi ni chairman wa boda boda association pale Githurai 45, tuko na riders kama sixty.",
  "Nilianza kuendesha boda 2014 baada ya kukosa fees ya college, na nikaona vijana wengi wanakufa kwa barabara juu hawajui sheria.",
  "Tulikaa meeting mwezi jana tukakubaliana tunataka training ya road safety na customer care kwa riders wote, juu customers wanalalamika tunaongea vibaya.",
  "Pia tulikuwa tunataka business plan ya kuchukua loan ya kununua pikipiki mpya, lakini hiyo tutafanya na loan officer wa SACCO yetu, yeye ameshaanza.",
  "So ni training tu mnatuletea, budget yetu ni kama eighty k, tumechanga.",
  "Association inaitwa Githurai 45 Boda Boda Riders Association.",
  "Mimi ni Geoffrey Kamande Mwaura, wasee huniita Jeff.",
  "Nicheki kwa 0741 356 920.",
].join(" ");

const storyTexas = [
  "Hello from Houston. I have been a registered nurse here in Texas for eleven years, mostly in a cardiac unit, and before that I trained at KMTC Nairobi and worked at Kenyatta National Hospital for four years.",
  "My mother is getting old in Nyeri and my husband and I have decided to move back home next year, in June, with our two children.",
  "I am looking at nursing management roles in private hospitals in Nairobi, and people tell me recruiters there look you up on LinkedIn before anything else.",
  "My LinkedIn was created in 2014 and has never been touched, so I want it optimised for a nurse manager.",
  "Then my CV, which is an American resume of one page, needs to be turned into a Kenyan CV that shows my licences, my unit and the teams I supervised.",
  "Someone also suggested interview coaching, but I would rather do that when I land in Nairobi in June, not now, so leave it for later.",
  "I am Mrs. Philomena Wairimu Gathoni.",
  "Email is philomena.gathoni@gmail.com, and my US cell is +1 713 555 0182 if you need to call.",
].join(" ");

const storyFather = [
  "Hello, mimi ni mzazi, nina shida na kijana wangu.",
  "Yeye ni graduate wa Masinde Muliro, alisoma civil engineering, alimaliza 2023 na first class.",
  "Tangu hapo amefanya interviews sita, county ya Kakamega, KeRRA na kampuni tatu za ujenzi, na zote amefail.",
  "Yeye ni mtu wa kunyamaza sana, akiwa mbele ya panel anashindwa kuongea, anajibu neno moja moja tu.",
  "Mimi kama baba nataka mtu amfundishe jinsi ya kujibu maswali ya interview, afanye mock interviews kabla ya ile ya Kenya Rural Roads mwezi ujao.",
  "CV hapana, ameshaandikiwa na mhadhiri wake pale chuo na iko sawa.",
  "Mimi naitwa Mzee Gideon Wanyonyi Simiyu, niko Kakamega town.",
  "Simu ni 0724 509 318.",
].join(" ");

const storyLodwar = [
  "Good afternoon. I am the monitoring and evaluation officer of a small NGO in Lodwar that works with pastoralist schools along the Turkwel river.",
  "We started in 2019 with one borehole project and now we run school feeding, girls' mentorship and a small teachers' bursary in eleven schools.",
  "Last month our main donor, a European foundation, wrote to say that our annual reports are too thin, they are lists of activities with no results and no stories, and they want a proper report before they renew our grant in March.",
  "Our donors want a proper report, with the figures we have, the photos and the voices of the girls, written in a way that a board in Europe can read.",
  "Our director also wanted a report-writing training for our six field staff, but the board has said that will wait until the next financial year, in July, so only the report now.",
  "The NGO is Turkwel Schools Support Initiative.",
  "My name is Ekiru Nakwawi Ebei.",
  "You can write to ekiru.ebei@turkwelschools.org or call 0795 147 862.",
].join(" ");

const storyDubai = [
  "Sasa, mi ni msee wa salon pale Kayole, nimekuwa nikifanya nails na braids for five years.",
  "Mwaka jana nilienda Dubai kwa visit visa nikafanya kazi ya salon huko miezi tatu, nikarudi juu visa iliisha.",
  "Tangu nirudi nimekuwa nikituma applications ya ma-salon za Dubai na Abu Dhabi kwa email na kwa ma-website, kama thirty hivi, na hakuna hata moja imeni-reply.",
  "Beste yangu alinicheki akasema the papers ziko wack, CV yangu haina hata picha ya kazi zangu, na sina cover letter kabisa, nakuwa natuma CV pekee.",
  "So nataka CV ya maana alafu cover letter ya kuambatanisha nayo.",
  "Ile LinkedIn mtu aliniambia nifungue, hiyo sina time nayo, achana nayo.",
  "Naitwa Cynthia Awino Adhiambo, ila ma-client hunijua kama Cindy.",
  "Namba ni 0757 620 481, WhatsApp iko.",
].join(" ");

export const batch32Personas: Batch4Persona[] = [
  // Ordinary visitors.
  {
    name: "b32-001: a Kericho tea factory clerk's CV",
    says: [
      "I'm a clerk at a tea factory in Kericho and I want my CV written afresh",
      "Cheruiyot Langat",
      "0722 503 118",
    ],
    expect: {
      firstName: "Cheruiyot",
      lastName: "Langat",
      phone: "+254722503118",
      services: ["CV Writing"],
    },
  },
  {
    name: "b32-002: a Nyeri nurse's cover letter for a Saudi hospital",
    says: [
      "I'm a nurse in Nyeri applying to a hospital in Saudi Arabia, I need a cover letter",
      "Lucy Wairimu",
      "0713 228 640",
    ],
    expect: {
      firstName: "Lucy",
      lastName: "Wairimu",
      phone: "+254713228640",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b32-003: a Kilifi hotel receptionist's LinkedIn",
    says: [
      "I work at a hotel reception in Kilifi and I'd like my LinkedIn profile improved",
      "Fatuma Kazungu",
      "fatuma.kazungu@gmail.com",
    ],
    expect: {
      firstName: "Fatuma",
      lastName: "Kazungu",
      email: "fatuma.kazungu@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b32-004: a Thika accountant before a KRA interview",
    says: [
      "I'm an accountant in Thika and I have an interview with KRA next week, please coach me",
      "Dennis Kamau",
      "0734 610 285",
    ],
    expect: {
      firstName: "Dennis",
      lastName: "Kamau",
      phone: "+254734610285",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b32-005: a Moi University student's thesis proofread",
    says: [
      "I'm finishing my master's at Moi University in Eldoret and my thesis needs proofreading",
      "Faith Jepchumba",
      "0757 349 210",
    ],
    expect: {
      firstName: "Faith",
      lastName: "Jepchumba",
      phone: "+254757349210",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b32-006: a Garissa water NGO's project proposal",
    says: [
      "We are a water NGO in Garissa and we need a project proposal written for a donor",
      "Hassan Abdi, Northern Water Trust",
      "hassan@northernwatertrust.org",
    ],
    expect: {
      firstName: "Hassan",
      lastName: "Abdi",
      email: "hassan@northernwatertrust.org",
      company: "Northern Water Trust",
      services: ["Business Writing"],
    },
  },
  {
    name: "b32-007: a Kisii SACCO's staff customer service training",
    says: [
      "I'm the HR officer of a SACCO in Kisii and we want customer service training for our staff",
      "Evans Nyakundi, Gusii Mwalimu SACCO",
      "0720 331 746",
    ],
    expect: {
      firstName: "Evans",
      lastName: "Nyakundi",
      phone: "+254720331746",
      company: "Gusii Mwalimu SACCO",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b32-008: a Kakamega church's youth career programme",
    says: [
      "I lead the youth ministry at our church in Kakamega and we want a career programme for our young people",
      "Beatrice Auma, Kakamega Friends Church",
      "0725 408 193",
    ],
    expect: {
      firstName: "Beatrice",
      lastName: "Auma",
      phone: "+254725408193",
      company: "Kakamega Friends Church",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b32-009: a Naivasha flower farm's supervisors trained",
    says: [
      "We have a flower farm in Naivasha and we want our supervisors trained in leadership",
      "Joseph Kinyua, Naivasha Blooms Ltd",
      "joseph.kinyua@naivashablooms.co.ke",
    ],
    expect: {
      firstName: "Joseph",
      lastName: "Kinyua",
      email: "joseph.kinyua@naivashablooms.co.ke",
      company: "Naivasha Blooms Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b32-010: a security guard in Dubai wants a better CV",
    says: [
      "I'm a security guard in Dubai and I want a CV to apply for supervisor jobs here",
      "Peter Wafula",
      "+971 50 412 7763",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Wafula",
      phone: "+971504127763",
      services: ["CV Writing"],
    },
  },
  {
    name: "b32-011: a waiter in Doha needs a cover letter",
    says: [
      "I work as a waiter in a hotel in Doha and I need a cover letter for a restaurant supervisor post",
      "Samuel Kiprono",
      "samuel.kiprono@yahoo.com",
    ],
    expect: {
      firstName: "Samuel",
      lastName: "Kiprono",
      email: "samuel.kiprono@yahoo.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b32-012: a care worker in London wants her LinkedIn done",
    says: [
      "I'm a care worker in London and I want my LinkedIn to help me get a senior carer role",
      "Naomi Chebet",
      "naomi.chebet@outlook.com",
    ],
    expect: {
      firstName: "Naomi",
      lastName: "Chebet",
      email: "naomi.chebet@outlook.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b32-013: a nurse in Texas before a hospital interview",
    says: [
      "I'm a Kenyan nurse in Dallas, Texas, and I have a panel interview for a charge nurse job, can you coach me?",
      "Lilian Moraa",
      "+1 214 555 0147",
    ],
    expect: {
      firstName: "Lilian",
      lastName: "Moraa",
      phone: "+12145550147",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b32-014: a Machakos teacher wants career coaching",
    says: [
      "I've taught in Machakos for twelve years and I want career coaching, I'm thinking of leaving teaching",
      "Josephine Mwende",
      "0722 846 301",
    ],
    expect: {
      firstName: "Josephine",
      lastName: "Mwende",
      phone: "+254722846301",
      services: ["Professional Development"],
    },
  },
  {
    name: "b32-015: a Nakuru estate agent's company profile",
    says: [
      "We are a real estate agency in Nakuru and we need a company profile",
      "Collins Kiptoo, Rift Homes Ltd",
      "0712 957 204",
    ],
    expect: {
      firstName: "Collins",
      lastName: "Kiptoo",
      phone: "+254712957204",
      company: "Rift Homes Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b32-016: a Meru county agriculture department's extension officers trained",
    says: [
      "I'm in the Meru County Department of Agriculture and we want training for our extension officers on report writing",
      "Julius Mutwiri, Meru County Department of Agriculture",
      "julius.mutwiri@meru.go.ke",
    ],
    expect: {
      firstName: "Julius",
      lastName: "Mutwiri",
      email: "julius.mutwiri@meru.go.ke",
      company: "Meru County Department of Agriculture",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b32-017: a Kitui graduate's first CV",
    says: [
      "I just graduated from South Eastern Kenya University in Kitui and I need my first CV",
      "Ann Kalondu",
      "0790 312 574",
    ],
    expect: {
      firstName: "Ann",
      lastName: "Kalondu",
      phone: "+254790312574",
      services: ["CV Writing"],
    },
  },
  {
    name: "b32-018: a Mombasa port clerk's cover letter for KPA",
    says: [
      "I'm a clerk at a clearing firm in Mombasa and KPA has advertised, I need a cover letter",
      "Rashid Mwinyi",
      "0721 905 336",
    ],
    expect: {
      firstName: "Rashid",
      lastName: "Mwinyi",
      phone: "+254721905336",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b32-019: a Lodwar teacher's LinkedIn profile",
    says: [
      "I teach in Lodwar and I want a LinkedIn profile that shows my work with refugee learners",
      "Ekai Lomuria",
      "0725 119 847",
    ],
    expect: {
      firstName: "Ekai",
      lastName: "Lomuria",
      phone: "+254725119847",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b32-020: a Malindi resort's front office training",
    says: [
      "I manage a resort in Malindi and we want training for our front office and waiters",
      "Salim Said, Coral Reef Resort Malindi",
      "salim@coralreefmalindi.com",
    ],
    expect: {
      firstName: "Salim",
      lastName: "Said",
      email: "salim@coralreefmalindi.com",
      company: "Coral Reef Resort Malindi",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b32-021: a Nanyuki driver before a UN interview",
    says: [
      "I'm a driver in Nanyuki and I've been invited for an interview with a UN agency, please help me prepare",
      "Patrick Gitonga",
      "0711 573 208",
    ],
    expect: {
      firstName: "Patrick",
      lastName: "Gitonga",
      phone: "+254711573208",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b32-022: a Maseno student's project proofread",
    says: [
      "I'm a student at Maseno and my final year project needs editing and proofreading",
      "Maureen Atieno",
      "maureen.atieno@students.maseno.ac.ke",
    ],
    expect: {
      firstName: "Maureen",
      lastName: "Atieno",
      email: "maureen.atieno@students.maseno.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b32-023: a Bomet dairy co-operative's business plan",
    says: [
      "Our dairy co-operative in Bomet needs a business plan for a cooler project",
      "Gilbert Rotich, Bomet Dairy Farmers Co-operative Society",
      "0728 640 193",
    ],
    expect: {
      firstName: "Gilbert",
      lastName: "Rotich",
      phone: "+254728640193",
      company: "Bomet Dairy Farmers Co-operative Society",
      services: ["Business Writing"],
    },
  },
  {
    name: "b32-024: a Narok safari firm's brochure",
    says: [
      "We run safaris from Narok to the Mara and we need our brochure and company profile written",
      "Lemayian Sankale, Mara Trails Safaris Ltd",
      "0733 285 916",
    ],
    expect: {
      firstName: "Lemayian",
      lastName: "Sankale",
      phone: "+254733285916",
      company: "Mara Trails Safaris Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b32-025: a Kajiado girls' school career day",
    says: [
      "I'm the career mistress at a girls' school in Kajiado and we want a career programme for our Form Threes",
      "Nashipae Tiampati, Ilbisil Girls Secondary School",
      "0726 093 418",
    ],
    expect: {
      firstName: "Nashipae",
      lastName: "Tiampati",
      phone: "+254726093418",
      company: "Ilbisil Girls Secondary School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b32-026: an Embu mechanic's CV",
    says: [
      "I'm a motor vehicle mechanic in Embu and I need a CV for a dealership job",
      "Nelson Muriuki",
      "0746 284 019",
    ],
    expect: {
      firstName: "Nelson",
      lastName: "Muriuki",
      phone: "+254746284019",
      services: ["CV Writing"],
    },
  },
  {
    name: "b32-027: a Limuru factory's HR policy manual",
    says: [
      "I'm the HR manager at a packaging factory in Limuru and we need an HR policy manual written",
      "Teresia Njambi, Limuru Packaging Ltd",
      "teresia.njambi@limurupackaging.co.ke",
    ],
    expect: {
      firstName: "Teresia",
      lastName: "Njambi",
      email: "teresia.njambi@limurupackaging.co.ke",
      company: "Limuru Packaging Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b32-028: a Nairobi banker's LinkedIn",
    says: [
      "I'm a relationship manager at a bank in Nairobi and my LinkedIn needs a makeover",
      "Victor Mwangi",
      "victor.mwangi@gmail.com",
    ],
    expect: {
      firstName: "Victor",
      lastName: "Mwangi",
      email: "victor.mwangi@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b32-029: an Elgeyo Marakwet youth department's programme",
    says: [
      "I work in the youth department of Elgeyo Marakwet County and we want a job readiness programme for young people",
      "Sharon Jerotich, Elgeyo Marakwet County Department of Youth",
      "0720 716 352",
    ],
    expect: {
      firstName: "Sharon",
      lastName: "Jerotich",
      phone: "+254720716352",
      company: "Elgeyo Marakwet County Department of Youth",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b32-030: a Homa Bay clinical officer's cover letter",
    says: [
      "I'm a clinical officer in Homa Bay and I need a cover letter for a job with an HIV programme",
      "Caleb Owino",
      "0727 381 946",
    ],
    expect: {
      firstName: "Caleb",
      lastName: "Owino",
      phone: "+254727381946",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b32-031: a Kwale teacher before a TSC deputy interview",
    says: [
      "I'm a teacher in Kwale and I have a TSC interview for deputy principal, I need coaching",
      "Mwanajuma Chiro",
      "0710 652 483",
    ],
    expect: {
      firstName: "Mwanajuma",
      lastName: "Chiro",
      phone: "+254710652483",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b32-032: a Nairobi fintech's pitch deck text",
    says: [
      "We're a fintech startup in Nairobi and we need our investor pitch and business plan written",
      "Tony Karanja, Mtaa Pay Ltd",
      "tony@mtaapay.co.ke",
    ],
    expect: {
      firstName: "Tony",
      lastName: "Karanja",
      email: "tony@mtaapay.co.ke",
      company: "Mtaa Pay Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b32-033: an Ol Kalou retrenched clerk wants career guidance",
    says: [
      "I was retrenched from a government parastatal and I live in Ol Kalou now, I need career guidance on what next",
      "Esther Wambui",
      "0722 194 607",
    ],
    expect: {
      firstName: "Esther",
      lastName: "Wambui",
      phone: "+254722194607",
      services: ["Professional Development"],
    },
  },
  {
    name: "b32-034: a Wajir hospital's staff training",
    says: [
      "I'm the hospital administrator at Wajir County Referral Hospital and we want customer care training for our staff",
      "Aden Ibrahim, Wajir County Referral Hospital",
      "0716 830 254",
    ],
    expect: {
      firstName: "Aden",
      lastName: "Ibrahim",
      phone: "+254716830254",
      company: "Wajir County Referral Hospital",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b32-035: a Busia trader's business plan",
    says: [
      "I trade in second-hand clothes at the Busia border and the bank wants a business plan",
      "Jared Ouma",
      "0741 820 563",
    ],
    expect: {
      firstName: "Jared",
      lastName: "Ouma",
      phone: "+254741820563",
      services: ["Business Writing"],
    },
  },
  {
    name: "b32-036: a Kianyaga school's Form Four programme",
    says: [
      "I'm the principal of Kianyaga High School in Kirinyaga and we want a career programme for our Form Fours",
      "Margaret Wanjira, Kianyaga High School",
      "0723 415 087",
    ],
    expect: {
      firstName: "Margaret",
      lastName: "Wanjira",
      phone: "+254723415087",
      company: "Kianyaga High School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b32-037: a Kenyatta University student's internship cover letter",
    says: [
      "I'm at Kenyatta University and I need a cover letter for an internship at a media house",
      "Ivy Wangechi",
      "0115 428 903",
    ],
    expect: {
      firstName: "Ivy",
      lastName: "Wangechi",
      phone: "+254115428903",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b32-038: an Eldoret lecturer's journal article edited",
    says: [
      "I lecture in Eldoret and I have a journal article that needs editing before I submit it",
      "Wilson Kibet",
      "wilson.kibet@mu.ac.ke",
    ],
    expect: {
      firstName: "Wilson",
      lastName: "Kibet",
      email: "wilson.kibet@mu.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b32-039: a Naivasha chef's CV",
    says: [
      "I'm a chef at a lodge in Naivasha and I want a CV for a hotel in Nairobi",
      "Stephen Maina",
      "0702 361 845",
    ],
    expect: {
      firstName: "Stephen",
      lastName: "Maina",
      phone: "+254702361845",
      services: ["CV Writing"],
    },
  },
  {
    name: "b32-040: a Kilgoris teacher's LinkedIn",
    says: [
      "I'm a teacher in Kilgoris and I want a LinkedIn profile so I can find NGO education jobs",
      "Ruth Nasieku",
      "0723 574 196",
    ],
    expect: {
      firstName: "Ruth",
      lastName: "Nasieku",
      phone: "+254723574196",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b32-041: a Samburu trust's annual report",
    says: [
      "We are a pastoralist trust in Maralal and we need our annual report written",
      "Lekishon Lenairoshi, Samburu Pastoralists Trust",
      "0729 208 671",
    ],
    expect: {
      firstName: "Lekishon",
      lastName: "Lenairoshi",
      phone: "+254729208671",
      company: "Samburu Pastoralists Trust",
      services: ["Business Writing"],
    },
  },
  {
    name: "b32-042: a Nyamira SACCO board's governance training",
    says: [
      "I'm the CEO of a SACCO in Nyamira and our board needs governance training",
      "Dorcas Kerubo, Nyamira Farmers SACCO",
      "dorcas.kerubo@nyamirafarmerssacco.co.ke",
    ],
    expect: {
      firstName: "Dorcas",
      lastName: "Kerubo",
      email: "dorcas.kerubo@nyamirafarmerssacco.co.ke",
      company: "Nyamira Farmers SACCO",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b32-043: a Ruiru steel mill's supervisors trained",
    says: [
      "I'm the training manager at a steel mill in Ruiru and we want training for our shift supervisors",
      "Henry Gachanja, Ruiru Steel Mills Ltd",
      "0714 962 380",
    ],
    expect: {
      firstName: "Henry",
      lastName: "Gachanja",
      phone: "+254714962380",
      company: "Ruiru Steel Mills Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b32-044: a Kasarani graduate wants career guidance",
    says: [
      "I finished my degree in sociology last year and I don't know which career to go for, I need guidance",
      "Winnie Akinyi",
      "0759 213 684",
    ],
    expect: {
      firstName: "Winnie",
      lastName: "Akinyi",
      phone: "+254759213684",
      services: ["Professional Development"],
    },
  },
  {
    name: "b32-045: a Mwingi teacher's cover letter for an NGO",
    says: [
      "I'm a teacher in Mwingi and an education NGO is hiring a programme assistant, I need a cover letter",
      "Benard Musyoka",
      "0797 402 615",
    ],
    expect: {
      firstName: "Benard",
      lastName: "Musyoka",
      phone: "+254797402615",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b32-046: a Kitale farmer's memoir edited",
    says: [
      "I'm a retired farmer in Kitale and I have written my memoirs, I need them edited",
      "Alice Nanjala",
      "0728 936 107",
    ],
    expect: {
      firstName: "Alice",
      lastName: "Nanjala",
      phone: "+254728936107",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b32-047: a Nairobi advocate's LinkedIn",
    says: [
      "I'm an advocate in Nairobi and I'd like my LinkedIn profile optimised",
      "Kevin Otieno",
      "kevin.otieno@otienoadvocates.co.ke",
    ],
    expect: {
      firstName: "Kevin",
      lastName: "Otieno",
      email: "kevin.otieno@otienoadvocates.co.ke",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b32-048: a Kibera youth hub's programme",
    says: [
      "We run a youth hub in Kibera and we want a programme to prepare our members for jobs",
      "Hamisi Juma, Kibera Youth Hub CBO",
      "0792 538 106",
    ],
    expect: {
      firstName: "Hamisi",
      lastName: "Juma",
      phone: "+254792538106",
      company: "Kibera Youth Hub CBO",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b32-049: an accountant in Dubai before an interview",
    says: [
      "I'm an accountant in Dubai with an interview at an audit firm next week, I want interview coaching",
      "Zainab Hussein",
      "zainab.hussein@gmail.com",
    ],
    expect: {
      firstName: "Zainab",
      lastName: "Hussein",
      email: "zainab.hussein@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b32-050: a chef in Doha wants a new CV",
    says: [
      "I'm a cook in Doha and I want a new CV to move to a five-star hotel",
      "Daniel Muthoka",
      "+974 5512 3487",
    ],
    expect: {
      firstName: "Daniel",
      lastName: "Muthoka",
      phone: "+97455123487",
      services: ["CV Writing"],
    },
  },
  {
    name: "b32-051: a Kisumu cane miller's sales team trained",
    says: [
      "We mill cane near Kisumu and we want sales training for our team",
      "Pamela Adhiambo, Nyanza Cane Millers Ltd",
      "pamela.adhiambo@nyanzacane.co.ke",
    ],
    expect: {
      firstName: "Pamela",
      lastName: "Adhiambo",
      email: "pamela.adhiambo@nyanzacane.co.ke",
      company: "Nyanza Cane Millers Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b32-052: a Murang'a teacher's coaching for a career change",
    says: [
      "I'm a teacher in Murang'a and I want coaching on moving into corporate training",
      "Jane Wanjiru",
      "0720 487 593",
    ],
    expect: {
      firstName: "Jane",
      lastName: "Wanjiru",
      phone: "+254720487593",
      services: ["Professional Development"],
    },
  },
  {
    name: "b32-053: an Athi River EPZ worker's CV",
    says: [
      "I work at an EPZ garment factory in Athi River and I want a CV for a quality controller job",
      "Lydia Mueni",
      "0768 215 940",
    ],
    expect: {
      firstName: "Lydia",
      lastName: "Mueni",
      phone: "+254768215940",
      services: ["CV Writing"],
    },
  },
  {
    name: "b32-054: a Mumias teacher's cover letter",
    says: [
      "I'm a teacher in Mumias and I need a cover letter for a job at a private school",
      "Edwin Wekesa",
      "edwin.wekesa@gmail.com",
    ],
    expect: {
      firstName: "Edwin",
      lastName: "Wekesa",
      email: "edwin.wekesa@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b32-055: an Eastleigh textile shop's company profile",
    says: [
      "We sell textiles wholesale in Eastleigh and we need a company profile for supermarkets",
      "Abdirahman Farah, Eastleigh Textiles Ltd",
      "0722 670 418",
    ],
    expect: {
      firstName: "Abdirahman",
      lastName: "Farah",
      phone: "+254722670418",
      company: "Eastleigh Textiles Ltd",
      services: ["Business Writing"],
    },
  },
  // Long life stories.
  {
    name: "b32-056: story, a retrenched Nakuru bank officer, CV then coaching, cover letter by her sister",
    says: storyTeller.split(/(?<=\.) (?=My name)/),
    expect: {
      firstName: "Lavender",
      lastName: "Akoth Ouma",
      phone: "+254722614093",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b32-057: story (Swahili), a Msambweni women group's constitution, training postponed",
    says: [storyWomenGroup],
    expect: {
      firstName: "Mwanaisha",
      lastName: "Bakari Chengo",
      phone: "+254713862507",
      company: "Msambweni Mwani Women Group",
      services: ["Business Writing"],
    },
  },
  {
    name: "b32-058: story (Sheng), a Githurai boda boda association's training, loan plan done by the SACCO",
    says: [storyBoda],
    expect: {
      firstName: "Geoffrey",
      lastName: "Kamande Mwaura",
      phone: "+254741356920",
      company: "Githurai 45 Boda Boda Riders Association",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b32-059: story, a Texas nurse moving home, LinkedIn then CV, coaching put off to June",
    says: [storyTexas],
    expect: {
      firstName: "Philomena",
      lastName: "Wairimu Gathoni",
      email: "philomena.gathoni@gmail.com",
      phone: "+17135550182",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b32-060: story (Swahili-English), a Kakamega father for his son who keeps failing interviews",
    says: [storyFather],
    expect: {
      firstName: "Gideon",
      lastName: "Wanyonyi Simiyu",
      phone: "+254724509318",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b32-061: story, a Lodwar NGO's donor report, staff training put off to July",
    says: [storyLodwar],
    expect: {
      firstName: "Ekiru",
      lastName: "Nakwawi Ebei",
      email: "ekiru.ebei@turkwelschools.org",
      phone: "+254795147862",
      company: "Turkwel Schools Support Initiative",
      services: ["Business Writing"],
    },
  },
  {
    name: "b32-062: story (Sheng), a Kayole nail tech nobody replies to, CV and cover letter, no LinkedIn",
    says: [storyDubai],
    expect: {
      firstName: "Cynthia",
      lastName: "Awino Adhiambo",
      phone: "+254757620481",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  // Sheng and Swahili-English.
  {
    name: "b32-063: Sheng, a CV for a mjengo site clerk",
    says: [
      "Niaje, nataka CV ya kazi ya site clerk, yangu iko mbaya",
      "Naitwa Dominic Kioko",
      "0745 903 126",
    ],
    expect: {
      firstName: "Dominic",
      lastName: "Kioko",
      phone: "+254745903126",
      services: ["CV Writing"],
    },
  },
  {
    name: "b32-064: Swahili, a cover letter for a county job",
    says: [
      "Habari, nahitaji barua ya kuomba kazi ya county ya Nyeri",
      "Jina langu ni Scholastica Wangui",
      "0718 342 659",
    ],
    expect: {
      firstName: "Scholastica",
      lastName: "Wangui",
      phone: "+254718342659",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b32-065: Sheng, 'interviews zinaniangusha kila time'",
    says: [
      "Bro interviews zinaniangusha kila time, nataka mtu anitrain",
      "Mi ni Duncan Omwenga",
      "0790 865 237",
    ],
    expect: {
      firstName: "Duncan",
      lastName: "Omwenga",
      phone: "+254790865237",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b32-066: Swahili-English, CV then LinkedIn in order",
    says: [
      "Nataka CV mpya kwanza, halafu LinkedIn profile pia",
      "Naitwa Rehema Mwikali",
      "rehema.mwikali@gmail.com",
    ],
    expect: {
      firstName: "Rehema",
      lastName: "Mwikali",
      email: "rehema.mwikali@gmail.com",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b32-067: Sheng, a service dropped in the same message",
    says: [
      "Nilikuwa nataka cover letter na CV, but cover letter wacha, ni CV pekee",
      "Brenda Chepngetich",
      "0724 176 358",
    ],
    expect: {
      firstName: "Brenda",
      lastName: "Chepngetich",
      phone: "+254724176358",
      services: ["CV Writing"],
    },
  },
  {
    name: "b32-068: Swahili-English, a service dropped in a later message",
    says: [
      "Naomba LinkedIn na interview coaching",
      "Mimi ni Hussein Kassim",
      "Aki LinkedIn nimeona nitajifanyia, bakia na interview",
      "0711 827 465",
    ],
    expect: {
      firstName: "Hussein",
      lastName: "Kassim",
      phone: "+254711827465",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b32-069: Sheng, the phone refused twice, then an email",
    says: [
      "Nataka CV iwe fiti",
      "Naitwa Stacy Njoki",
      "Namba siwezi kupeana",
      "Nimesema namba hapana, tumia email",
      "stacy.njoki@gmail.com",
    ],
    expect: {
      firstName: "Stacy",
      lastName: "Njoki",
      email: "stacy.njoki@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b32-070: Swahili, the name refused twice",
    says: [
      "Nahitaji mtu anisahihishie ripoti yangu ya kazi",
      "Jina sitaki kusema",
      "Hapana, jina si lazima",
      "0727 514 639",
    ],
    expect: { phone: "+254727514639", services: ["Editing & Proofreading"] },
  },
  {
    name: "b32-071: Sheng, a sister for her younger brother's CV, budget 2k",
    says: [
      "Nataka CV ya kabrother yangu amemaliza form four, budget ni 2k tu",
      "Mi ni Gladys Chepkorir",
      "0728 356 190",
    ],
    expect: {
      firstName: "Gladys",
      lastName: "Chepkorir",
      phone: "+254728356190",
      services: ["CV Writing"],
    },
  },
  {
    name: "b32-072: Swahili, a mother for her daughter's motivation letter",
    says: [
      "Binti yangu anaomba nafasi ya chuo Uingereza, anahitaji barua ya motisha",
      "Naitwa Veronica Nduta",
      "0722 963 481",
    ],
    expect: {
      firstName: "Veronica",
      lastName: "Nduta",
      phone: "+254722963481",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b32-073: Swahili, a ward office's youth programme with 300 youths",
    says: [
      "Ofisi ya wadi ya Kisauni inataka programu ya kuwaandaa vijana mia tatu kwa kazi",
      "Hon. Swaleh Mwamburi, Kisauni Ward Office",
      "0713 402 958",
    ],
    expect: {
      firstName: "Swaleh",
      lastName: "Mwamburi",
      phone: "+254713402958",
      company: "Kisauni Ward Office",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b32-074: Sheng, all in one long message",
    says: [
      "Niaje, mi ni Derrick Omondi, niko Rongai, nataka LinkedIn yangu iwekwe sawa juu ma-recruiter hawanipati, nishaapply ma-job za IT support kama ten, namba yangu ni 0796 238 514, WhatsApp iko on, nicheki jioni",
    ],
    expect: {
      firstName: "Derrick",
      lastName: "Omondi",
      phone: "+254796238514",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b32-075: Swahili, a CBO's proposal for a donor",
    says: [
      "Sisi ni CBO ya Kinango, tunahitaji pendekezo la mradi wa maji kwa wafadhili",
      "Bakari Mwadzombo, Kinango Maji Safi CBO",
      "0795 630 271",
    ],
    expect: {
      firstName: "Bakari",
      lastName: "Mwadzombo",
      phone: "+254795630271",
      company: "Kinango Maji Safi CBO",
      services: ["Business Writing"],
    },
  },
  {
    name: "b32-076: Sheng, a typo 'jina lngu' and budget 5k",
    says: [
      "Nataka cover letter ya job ya bank, niko na 5k",
      "jina lngu ni Sheila Mwende Katua",
      "0745 218 603",
    ],
    expect: {
      firstName: "Sheila",
      lastName: "Mwende Katua",
      phone: "+254745218603",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b32-077: Swahili-English, a church's youth mentorship",
    says: [
      "Kanisa letu la PCEA Kikuyu linataka career mentorship kwa vijana wa church",
      "Mzee Francis Gachoki, PCEA Kikuyu Parish",
      "0720 851 394",
    ],
    expect: {
      firstName: "Francis",
      lastName: "Gachoki",
      phone: "+254720851394",
      company: "PCEA Kikuyu Parish",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b32-078: Sheng, three services in order",
    says: [
      "Nataka CV, cover letter na LinkedIn, zote tatu, in that order",
      "Mi ni Trevor Kiprop",
      "0710 489 635",
    ],
    expect: {
      firstName: "Trevor",
      lastName: "Kiprop",
      phone: "+254710489635",
      services: ["CV Writing", "Cover Letters", "LinkedIn Optimization"],
    },
  },
  {
    name: "b32-079: Swahili, a hospital's nurses' training with 40 staff",
    says: [
      "Hospitali yetu ya Mwea Mission inataka mafunzo ya huduma kwa wateja kwa wauguzi arobaini",
      "Sr. Agnes Nafula, Mwea Mission Hospital",
      "agnes.nafula@mweamission.org",
    ],
    expect: {
      firstName: "Agnes",
      lastName: "Nafula",
      email: "agnes.nafula@mweamission.org",
      company: "Mwea Mission Hospital",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b32-080: Sheng, 'CV iko poa, ni interview pekee' in a later message",
    says: [
      "Nataka CV na mock interview",
      "Fidel Otieno",
      "Sorry, CV iko poa, ni interview pekee",
      "0741 962 503",
    ],
    expect: {
      firstName: "Fidel",
      lastName: "Otieno",
      phone: "+254741962503",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b32-081: Swahili, a women group's business plan, budget 20k",
    says: [
      "Kikundi chetu cha akina mama Ruiru kinataka mpango wa biashara ya kuku, tuna bajeti ya elfu ishirini",
      "Naitwa Priscilla Wanjala, wa Tumaini Women Group Ruiru",
      "0702 814 569",
    ],
    expect: {
      firstName: "Priscilla",
      lastName: "Wanjala",
      phone: "+254702814569",
      company: "Tumaini Women Group Ruiru",
      services: ["Business Writing"],
    },
  },
  // Names, honorifics, typos.
  {
    name: "b32-082: an emoji in the name",
    says: ["I need a CV for a sales job", "Achieng 🌸 Odhiambo", "0712 740 386"],
    expect: {
      firstName: "Achieng",
      lastName: "Odhiambo",
      phone: "+254712740386",
      services: ["CV Writing"],
    },
  },
  {
    name: "b32-083: emoji around a first name",
    says: ["Can you fix my LinkedIn?", "✨Mumbi✨ Kariuki", "mumbi.kariuki@gmail.com"],
    expect: {
      firstName: "Mumbi",
      lastName: "Kariuki",
      email: "mumbi.kariuki@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b32-084: a typo 'my nme is'",
    says: [
      "I want a cover letter for a receptionist job",
      "my nme is Tabitha Nduku",
      "0723 681 902",
    ],
    expect: {
      firstName: "Tabitha",
      lastName: "Nduku",
      phone: "+254723681902",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b32-085: Eng., three words, a (K) Ltd's site engineers trained (15)",
    says: [
      "We want project management training for our 15 site engineers",
      "Eng. Felix Oduor Onyango, Lakeside Contractors (K) Ltd",
      "felix.onyango@lakesidecontractors.co.ke",
    ],
    expect: {
      firstName: "Felix",
      lastName: "Oduor Onyango",
      email: "felix.onyango@lakesidecontractors.co.ke",
      company: "Lakeside Contractors (K) Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b32-086: Rev. Dr., a church's youth programme",
    says: [
      "Our church in Chebisaas wants a career programme for the youth during the December holidays",
      "Rev. Dr. Moses Kirui, AIC Chebisaas Church",
      "0725 938 470",
    ],
    expect: {
      firstName: "Moses",
      lastName: "Kirui",
      phone: "+254725938470",
      company: "AIC Chebisaas Church",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b32-087: Madam, a principal's programme for candidates",
    says: [
      "I'm a principal and I want a career guidance programme for our candidates",
      "Madam Zipporah Kemunto, Nyambaria Girls High School",
      "0726 417 905",
    ],
    expect: {
      firstName: "Zipporah",
      lastName: "Kemunto",
      phone: "+254726417905",
      company: "Nyambaria Girls High School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b32-088: a three-word name in lower case",
    says: ["need my cv redone", "mary anyango okoth", "0703 529 164"],
    expect: {
      firstName: "Mary",
      lastName: "Anyango Okoth",
      phone: "+254703529164",
      services: ["CV Writing"],
    },
  },
  {
    name: "b32-089: a name in capitals",
    says: [
      "I WANT INTERVIEW COACHING FOR A POLICE RECRUITMENT",
      "JOHNSTONE KIPRUTO",
      "0727 084 615",
    ],
    expect: {
      firstName: "Johnstone",
      lastName: "Kipruto",
      phone: "+254727084615",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b32-090: Dr., a single name given",
    says: [
      "I need my research paper proofread before a conference",
      "Dr. Wambugu",
      "wambugu.research@gmail.com",
    ],
    expect: {
      firstName: "Wambugu",
      email: "wambugu.research@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  // Several services, dropped services.
  {
    name: "b32-091: a CV and a cover letter in order",
    says: [
      "I need a CV and then a cover letter for a procurement job",
      "Jacinta Mumbua",
      "0714 285 937",
    ],
    expect: {
      firstName: "Jacinta",
      lastName: "Mumbua",
      phone: "+254714285937",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b32-092: interview coaching then LinkedIn",
    says: [
      "First interview coaching for my Safaricom panel, then my LinkedIn",
      "Ibrahim Noor",
      "0718 560 243",
    ],
    expect: {
      firstName: "Ibrahim",
      lastName: "Noor",
      phone: "+254718560243",
      services: ["Interview Coaching", "LinkedIn Optimization"],
    },
  },
  {
    name: "b32-093: a business plan and staff training in order",
    says: [
      "We need a business plan for our bakery in Nyeri and then training for our six staff on customer care",
      "Lucas Mathenge, Mathenge Bakers Ltd",
      "0729 371 580",
    ],
    expect: {
      firstName: "Lucas",
      lastName: "Mathenge",
      phone: "+254729371580",
      company: "Mathenge Bakers Ltd",
      services: ["Business Writing", "Corporate Training"],
    },
  },
  {
    name: "b32-094: LinkedIn dropped in the same message",
    says: [
      "Interview coaching and LinkedIn please, actually forget the LinkedIn, just the coaching",
      "Irene Kwamboka",
      "irene.kwamboka@gmail.com",
    ],
    expect: {
      firstName: "Irene",
      lastName: "Kwamboka",
      email: "irene.kwamboka@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b32-095: a cover letter dropped in a later message",
    says: [
      "A CV and a cover letter, please",
      "Martin Kibiwott",
      "Actually just the CV, I'll skip the cover letter",
      "0720 936 481",
    ],
    expect: {
      firstName: "Martin",
      lastName: "Kibiwott",
      phone: "+254720936481",
      services: ["CV Writing"],
    },
  },
  {
    name: "b32-096: three services, the middle one dropped later",
    says: [
      "CV, cover letter and interview coaching",
      "Salome Nyaboke",
      "No cover letter after all, the job doesn't ask for one",
      "0746 103 857",
    ],
    expect: {
      firstName: "Salome",
      lastName: "Nyaboke",
      phone: "+254746103857",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  // Refusals, answers not asked, short and long replies.
  {
    name: "b32-097: the email refused twice, a phone given",
    says: [
      "I'd like my CV written",
      "Oscar Mutai",
      "I don't use email",
      "Really, no email, call me",
      "0711 398 620",
    ],
    expect: {
      firstName: "Oscar",
      lastName: "Mutai",
      phone: "+254711398620",
      services: ["CV Writing"],
    },
  },
  {
    name: "b32-098: the phone refused twice, an email given",
    says: [
      "I need a cover letter",
      "Judith Atieno",
      "I prefer not to share my number",
      "No phone please",
      "judith.atieno@yahoo.com",
    ],
    expect: {
      firstName: "Judith",
      lastName: "Atieno",
      email: "judith.atieno@yahoo.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b32-099: the budget and deadline first",
    says: [
      "My budget is 4,000 and I need it by Friday",
      "It's a CV",
      "Allan Kimani",
      "0722 305 791",
    ],
    expect: {
      firstName: "Allan",
      lastName: "Kimani",
      phone: "+254722305791",
      services: ["CV Writing"],
    },
  },
  {
    name: "b32-100: a phone first, before anything",
    says: ["0733 902 146", "LinkedIn optimisation", "Yvonne Chelangat"],
    expect: {
      firstName: "Yvonne",
      lastName: "Chelangat",
      phone: "+254733902146",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b32-101: very short replies, one name",
    says: ["cv", "Otieno", "0768 492 031"],
    expect: { firstName: "Otieno", phone: "+254768492031", services: ["CV Writing"] },
  },
  {
    name: "b32-102: a long single reply with every field",
    says: [
      "Hello, I am Bernadette Akinyi Onyango, I am a procurement officer at a county in western Kenya but I want to move to an NGO, so I need my CV rewritten for NGO procurement roles, the advert closes on the 20th, my email is B.Onyango@gmail.com and my phone is 0715 247 863, thank you",
    ],
    expect: {
      firstName: "Bernadette",
      lastName: "Akinyi Onyango",
      email: "b.onyango@gmail.com",
      phone: "+254715247863",
      services: ["CV Writing"],
    },
  },
  {
    name: "b32-103: a job title and employer given unasked",
    says: [
      "I'm a senior teller at Equity in Kitengela",
      "I want interview coaching for a branch manager panel",
      "Philip Nzioka",
      "0799 316 284",
    ],
    expect: {
      firstName: "Philip",
      lastName: "Nzioka",
      phone: "+254799316284",
      services: ["Interview Coaching"],
    },
  },
  // By purpose, organisations, employers, parents.
  {
    name: "b32-104: 'I keep failing interviews'",
    says: [
      "I keep failing interviews, I reach the last round and then nothing",
      "Eunice Wangari",
      "0712 608 359",
    ],
    expect: {
      firstName: "Eunice",
      lastName: "Wangari",
      phone: "+254712608359",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b32-105: 'nobody replies to my applications'",
    says: [
      "I've sent fifty applications since June and nobody replies to my applications",
      "Calvin Mokaya",
      "calvin.mokaya@gmail.com",
    ],
    expect: {
      firstName: "Calvin",
      lastName: "Mokaya",
      email: "calvin.mokaya@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b32-106: 'recruiters never find me online'",
    says: [
      "Recruiters never find me online, my profile gets no views at all",
      "Quincy Wekesa",
      "0725 816 034",
    ],
    expect: {
      firstName: "Quincy",
      lastName: "Wekesa",
      phone: "+254725816034",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b32-107: 'our tellers are rude to customers', no headcount",
    says: [
      "Our tellers are rude to customers and members are complaining, we want them trained",
      "Lawrence Keter, Kapsabet Teachers SACCO",
      "lawrence.keter@kapsabetteacherssacco.co.ke",
    ],
    expect: {
      firstName: "Lawrence",
      lastName: "Keter",
      email: "lawrence.keter@kapsabetteacherssacco.co.ke",
      company: "Kapsabet Teachers SACCO",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b32-108: an employer's job descriptions for new hires",
    says: [
      "We're hiring eight new sales reps and we need proper job descriptions written",
      "Millicent Wafula, Bungoma Agro Supplies Ltd",
      "0724 693 517",
    ],
    expect: {
      firstName: "Millicent",
      lastName: "Wafula",
      phone: "+254724693517",
      company: "Bungoma Agro Supplies Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b32-109: an employer preparing supervisors for a promotion panel",
    says: [
      "Five of our supervisors face an internal promotion panel, we want you to prepare them for the interviews",
      "Charles Ndirangu, Thika Cartons (K) Ltd",
      "0722 481 036",
    ],
    expect: {
      firstName: "Charles",
      lastName: "Ndirangu",
      phone: "+254722481036",
      company: "Thika Cartons (K) Ltd",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b32-110: a mother for her son's first CV",
    says: [
      "My son has just finished his diploma in electrical engineering, I want a CV done for him",
      "Roselyne Nekesa",
      "0717 529 048",
    ],
    expect: {
      firstName: "Roselyne",
      lastName: "Nekesa",
      phone: "+254717529048",
      services: ["CV Writing"],
    },
  },
  {
    name: "b32-111: a county youth department's programme for 500 youths, budget 600k",
    says: [
      "The Nyandarua County Department of Youth wants a job readiness programme for 500 youths, budget about 600,000",
      "Stanley Kariuki, Nyandarua County Department of Youth",
      "stanley.kariuki@nyandarua.go.ke",
    ],
    expect: {
      firstName: "Stanley",
      lastName: "Kariuki",
      email: "stanley.kariuki@nyandarua.go.ke",
      company: "Nyandarua County Department of Youth",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b32-112: an NGO's 'donors want a proper report', short",
    says: [
      "Our donors want a proper report by January",
      "Pauline Njeri, Hope for Kilifi Girls NGO",
      "0790 147 623",
    ],
    expect: {
      firstName: "Pauline",
      lastName: "Njeri",
      phone: "+254790147623",
      company: "Hope for Kilifi Girls NGO",
      services: ["Business Writing"],
    },
  },
  {
    name: "b32-113: a retired colonel's career coaching, 'Col. (Rtd)' left out",
    says: [
      "I retired from KDF and I need coaching on a second career in security management",
      "Col. (Rtd) Justus Muthini",
      "0721 570 839",
    ],
    expect: {
      firstName: "Justus",
      lastName: "Muthini",
      phone: "+254721570839",
      services: ["Professional Development"],
    },
  },
  {
    name: "b32-114: a school's teachers trained, 30 headcount",
    says: [
      "We want a workshop for our 30 teachers on mentoring students",
      "Tom Ogola, St. Mary's Yala Secondary School",
      "tom.ogola@stmarysyala.ac.ke",
    ],
    expect: {
      firstName: "Tom",
      lastName: "Ogola",
      email: "tom.ogola@stmarysyala.ac.ke",
      company: "St. Mary's Yala Secondary School",
      services: ["Corporate Training"],
    },
  },
];
