import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 23 for `npm run bench:assistant`, written on 2026-12-02 by the helper
 * "asst-batch23", apart from the engine. Rules of apartness, exactly as followed: nothing under
 * server/, app/ or tests/ was opened, nor /work/firstruns/, nor bench/README.md, nor
 * bench/assistant.ts or any other bench runner (not even with grep); no persona batch was opened
 * except the two named below; no `git log`, `git show`, `git diff` or other history command was run
 * (the only git commands were `git worktree add` at the start and, at the end, `git status`, `git
 * add` of this file, commit, rebase and merge). The worktree command printed the subject of the
 * commit it checked out, a line giving summary figures after the previous session's fixes (a
 * documents batch's score and counts, a jobs count, and batch 22's score as used); it names no
 * phrasing, and no persona here was shaped on it. `npx react-router typegen` was run once, as the
 * helper protocol asks. The bench and the test suites were not run. What was read, exactly:
 * /work/helper-protocol.md; the first 50 entries of a listing of bench/ (file names only, on screen
 * to see which batches exist); the first 30 lines of biome.json; the first 50 lines of
 * bench/assistant-personas-batch4.ts, for the `Batch4Persona` type (its header and the opening of its
 * life story were on screen); a grep for the `name:` lines of content/services.ts and its lines
 * 1-120, for the nine services' exact names (the type and the first six services' summaries,
 * keywords, synonyms and package ids were on screen with them); the line count of
 * bench/assistant-personas-batch22.ts, a grep of it for its export line and two persona ids, and its
 * lines 1-310 (its header, its four life stories and its first twelve personas), for its format,
 * header conventions and expectation conventions only; its people and phrasings were not reused
 * (the first names on screen were kept out of this batch by a check); of /work/shared/SPEC.md, the
 * lines found by a case-insensitive grep for "hand-over", "handover", "chat widget" and "lead" (the
 * opening, the public part, the landing sections, the call-to-action buttons, the chat widget
 * paragraph, the chat widget and hand-over states, the admin session and the blog categories). The
 * personas were drafted in scratch Python scripts outside the repository (/tmp/b23) that wrote this
 * file; Kenyan phones were turned into E.164 by them, foreign ones were written by hand. The scripts
 * checked that no first name and no phone repeats within this batch, that every Kenyan phone
 * expected appears in the visitor's lines, that every service is one of the nine names, and counted
 * the life stories' words; after a first draft, two life stories a few words short of 150 were
 * lengthened by one sentence each. Only this file was checked: loaded with tsx, `biome check`, and
 * `npm run typecheck`. Not registered in bench/assistant.ts; not run when it was written.
 *
 * The mix is meant to be a month of a real consultancy's chat, not a catalogue of traps. The first
 * 75 (b23-001 to b23-075) are ordinary visitors: a clear request, a name and a phone or email, in
 * plain English or Swahili ("Naitwa", "tafadhali", "Nisaidie na CV", "mafunzo kwa wafanyakazi
 * wetu"), lower case or capitals, the usual ways of writing a Kenyan number (spaces, dashes, pairs of
 * digits, +254, 254 without a plus, nine digits without the 0, 0110/0111/0112/0114/0118 lines), two
 * greeting first and one giving the phone before the name; most of them want a CV. The other 78
 * (b23-076 to b23-153) are harder, with this batch's own people and phrasings: "my nam is", a
 * nickname after the full name ("but everyone calls me Mikey"), Sheng "mtaani wananijua kama ...",
 * "Shiro hapa. Jina kamili ni ..."; titles, posts and letters (Eng., Bishop, Mr., Dr. (Mrs.), Sgt.,
 * "CPA(K)", "HR officer at", "PA to the MD at", "chairlady", "treasurer", "principal", "operations
 * manager at"); a four-word Somali name, "arap" inside a Kalenjin name, a hyphenated surname; names
 * that are words (Hope alone, Patience, Blessing, Sunday, Job, Memory, Lucky after "lucky me", Joy
 * after "ok"); two and three services in order, by abbreviation ("cv, c/l and linkedin"), misspelt
 * ("coverlatter and intavyu coaching"), in Swahili ("barua ya kuomba kazi, na maandalizi ya
 * usaili", "makosa ya lugha kwenye tasnifu") and Sheng ("anichorere cv fiti alafu anipange kwa
 * interview", "kupigwa msasa ya interview"), and by purpose with no service word (freezing before a
 * panel, recruiters who cannot find a profile online, a bank asking for a document about a business,
 * a county asking for proof of a company's capacity, drivers quarrelling with customers, a cashier
 * wanting management, a son with no plan after form four); services negated ("not a cv", "hiyo
 * sitaki", "not the CV"), postponed ("LinkedIn later, maybe in February", "the cover letter can
 * wait"), dropped and replaced in later lines ("skip the cover letter", "not linkedin, i meant a
 * cover letter", "I meant business writing"), and one added later; the name refused and never
 * given, and refused once then given; the phone refused with an email given instead; a town given
 * before it is asked, a price and an office location asked; "ok", "cv", one-word names; a phone split
 * over two lines; third parties (a daughter, a husband, a son, a boss) where the visitor gives their
 * own name; organisations with '&', a comma inside a law firm's name, a year in brackets, 'Ltd', a
 * church with its town, a women's group, a chama, a county department, a school, a water company, a
 * courier, a SACCO; corrections of a surname, a phone, an email and a service; phones abroad in their
 * own country's format where the visitor says where they are (the UK, the US, Saudi Arabia) and a
 * Qatar calls line beside a Kenyan WhatsApp; a phone and an email in one line; an email spelt out
 * with "dot" and "at", and mistyped ("gmal.com", "hotmial.com"); and five life stories of 150-200
 * words (two in English, two in Swahili, one in Sheng). Well over 30 visitors want something other
 * than a CV.
 *
 * Same format and expectation conventions as batch 22: each persona says its lines in order,
 * whatever the assistant asks; a correct hand-over needs a way to reach the visitor (phone/WhatsApp
 * or email) and the service(s) as asked, in the order asked (`expect.services` holds
 * content/services.ts names); the name is not required, but a wrong one is wrong. Every visitor
 * here gives a service and a way to be reached within six lines. The expectations are what a
 * careful consultant reading the chat would write down:
 * - honorifics, titles, posts and professional letters are left out of the name; `lastName` is
 *   everything after the first name, as written (a particle such as "arap" kept as written); a
 *   nickname given beside the name is not the name, a name given alone ("Hope", "Joy", "Ali") is;
 *   a name in lower case is recorded in title case, its spelling kept;
 * - a greeting, a refusal, a filler, a town, a question or a job is never a name; a parent or
 *   spouse who gives their own name is recorded under it, never the other person's;
 * - a service declined, replaced or put off is not expected; a service added in a later line is; a
 *   training's subject is not a second service;
 * - the phone kept is the WhatsApp line when a WhatsApp line and a calls line are both given; a
 *   corrected phone, name, email or service replaces the first; a phone split over two lines is
 *   one phone; a mistyped email domain is expected as the address that works; an email spelt out
 *   is recorded as the address; phones are E.164, a foreign number in its own country's format
 *   read as the country the visitor says they are in; a visitor who gives both a phone and an
 *   email has both recorded;
 * - the company is recorded where the visitor names their employer, their business or the
 *   organisation they buy for, as written, a town inside the name kept; the employer a visitor is
 *   applying to (a bank, KRA, KPA, Safaricom, an airline) is not their company.
 * Where a line would be truly ambiguous to a human, it was not written.
 */

export type Batch23Persona = Batch4Persona;

const returningTellerStory = [
  "Good morning. I hope I am not writing too much. I worked as a bank teller in Thika for ",
  "five years, and in 2019 I resigned because my second child was born with a heart ",
  "condition and needed someone at home full time. Thank God she is now well and in class ",
  "two, and my husband and I agreed that I should go back to work. The problem is that six ",
  "years is a long gap and I do not know how to explain it. My old CV still has my high ",
  "school and my hobbies, and it ends in 2019 like I disappeared. In those years I was ",
  "also the treasurer of our school's parents association and I kept the books of my ",
  "sister's salon, but I don't know if that counts. I have applied to three microfinance ",
  "jobs and one called me for an interview, and I was so nervous that I could not answer ",
  "when they asked about the gap. So I need a new CV that handles the gap honestly, and ",
  "practice for interviews. LinkedIn maybe after I get a job, not now. I am Pauline ",
  "Naliaka Simiyu, and my number is 0722 419 573.",
].join("");

const naivashaFlowerFarmStory = [
  "Hello. I am the human resources manager at Longonot Roses Ltd, a flower farm near ",
  "Naivasha with about six hundred workers, most of them in the greenhouses and the pack ",
  "house. Last year we promoted twenty-two workers to supervisors because they were the ",
  "best at their work, but nobody ever taught them how to lead people. Now we have ",
  "problems: supervisors who shout, others who are afraid to correct their former friends, ",
  "absenteeism going up, and two cases at the labour office that we could have avoided. ",
  "Our certification audit is in April and the auditors will ask to see how we train ",
  "supervisors and what our policies say. So we need two things. First, a supervisory ",
  "skills training for the twenty-two, on the farm, over two or three days in February, in ",
  "English and Swahili. Second, our employee handbook is from 2012 and does not cover ",
  "grievance and harassment procedures properly, so we need it rewritten. Please send a ",
  "proposal with your fees. My name is Jonathan Kiprop Cheruiyot and my email is ",
  "j.cheruiyot@longonotroses.co.ke.",
].join("");

const voiElectricianStory = [
  "Shikamoo. Naitwa Daudi Mwakio Mghanga, ni fundi wa umeme kutoka Voi, kaunti ya Taita ",
  "Taveta. Nilisomea diploma ya uhandisi wa umeme katika chuo cha kiufundi cha Taita ",
  "Taveta na nikamaliza mwaka 2021. Tangu hapo nimekuwa nikifanya kazi za vibarua, kuweka ",
  "nyaya kwenye nyumba mpya na kurekebisha mita za wateja, lakini kazi hizo hazina uhakika ",
  "na malipo ni madogo sana. Mwezi huu kampuni moja kubwa ya kujenga barabara imetangaza ",
  "nafasi za mafundi wa umeme, na pia kuna nafasi serikalini ambazo zinafungwa mwisho wa ",
  "mwezi. Nimewahi kutuma maombi mara nyingi lakini sijawahi kuitwa hata mara moja. Rafiki ",
  "yangu aliniambia kwamba CV yangu ni ya kurasa moja tu na haielezi kazi nilizofanya, na ",
  "kwamba barua yangu ya kuomba kazi ni ile ile kwa kila kampuni. Kwa hiyo naomba ",
  "mniandikie CV mpya inayoonyesha ujuzi wangu vizuri, na barua ya kuomba kazi ambayo ",
  "naweza kubadilisha kwa kila nafasi. Simu yangu ni 0720 917 638, na niko kwenye WhatsApp ",
  "kwa namba hiyo hiyo. Asanteni sana.",
].join("");

const kitengelaShengStory = [
  "Sasa wadau. Wacha nikupee form yangu. Mi nilimaliza campo mwaka juzi, nilisomea IT pale ",
  "JKUAT, lakini tangu hapo sijapata job ya maana, so nimekuwa nikiendesha boda hapa ",
  "Kitengela ndio nikule. Kwa base wananijua kama Kasongo juu ya vile napenda rhumba, ",
  "lakini majina kwa ID ni Clinton Omondi Were. Kuna company moja ya networking imeniita ",
  "kwa interview next week, na hii ni ya kwanza tangu nimalize campo, so niko na pressure ",
  "mingi. CV yangu nilijiandikia kwa cyber na inakaa kama ya form four, haionyeshi hata ",
  "ile attachment nilifanya kwa county, wala ile certificate yangu ya CCNA. Msee alinishow ",
  "ni poa nikuwe na LinkedIn, lakini hiyo wachana nayo kwa sasa, sina time. Nataka kwanza ",
  "mnipangie CV iwe fiti before Monday, kisha mnidrill kwa interview juu nikiulizwa ",
  "maswali ya technical nakuwa blank. Doh si mob lakini nimesave kiasi kwa boda. Nicheki ",
  "kwa WhatsApp 0757 302 914, hiyo ndio iko na bundles. Shukran wazee, mungu awabless.",
].join("");

const kituiMotherStory = [
  "Habari za jioni. Mimi ni mama wa watoto watatu kutoka Kitui, na ninaandika kwa niaba ya ",
  "kijana wangu wa kwanza, Mutua. Yeye ni kijana mpole na mwenye akili nyingi. Alimaliza ",
  "kidato cha nne mwaka jana na akapata alama ya C plus. Tangu hapo amekaa nyumbani, ",
  "analala mpaka saa nne, na ameanza kuzurura na vijana ambao hawana kazi. Baba yake ",
  "alifariki miaka mitatu iliyopita, na mimi ni mwalimu wa shule ya msingi hapa, kwa hiyo ",
  "sina muda wa kumfuatilia kila siku. Yeye anasema anataka kuwa rubani, lakini hajui ",
  "aanzie wapi, na mimi pia sijui kama ni ndoto tu au anaweza kweli. Nimesoma kwenye ",
  "tovuti yenu kwamba mna mpango wa vijana wa kuwaelekeza kuhusu kazi na kozi za kusomea. ",
  "Hiyo ndiyo ninayohitaji kwa ajili yake, mtu wa kumshauri na kumwonyesha njia kabla ",
  "hajaanza chuo mwezi wa tisa. Sihitaji CV kwa sasa kwa sababu bado hajaanza kazi. Naitwa ",
  "Susan Mwende Musyoka, na namba yangu ni 0729 538 106. Mungu awabariki.",
].join("");

export const batch23Personas: Batch23Persona[] = [
  // Ordinary visitors (b23-001 to b23-075): a clear request, a name, a phone or an email.
  {
    name: "b23-001: a professional CV",
    says: ["hi i need a professional cv", "Brian Odhiambo", "0712 345 908"],
    expect: {
      firstName: "Brian",
      lastName: "Odhiambo",
      phone: "+254712345908",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-002: a CV, Swahili, 'Naitwa'",
    says: ["Nataka CV mpya", "Naitwa Amina Hassan", "0722 114 583"],
    expect: {
      firstName: "Amina",
      lastName: "Hassan",
      phone: "+254722114583",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-003: a CV rewrite for sales jobs",
    says: ["Can you rewrite my CV? I'm applying for sales jobs", "Kevin Njoroge", "0798 220 461"],
    expect: {
      firstName: "Kevin",
      lastName: "Njoroge",
      phone: "+254798220461",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-004: CV writing, lower case, no spaces",
    says: ["cv writing please", "esther kemunto", "0741982305"],
    expect: {
      firstName: "Esther",
      lastName: "Kemunto",
      phone: "+254741982305",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-005: a cover letter for a receptionist job",
    says: [
      "I need a cover letter for a receptionist job",
      "Purity Wanjiku",
      "puritywanjiku@gmail.com",
    ],
    expect: {
      firstName: "Purity",
      lastName: "Wanjiku",
      email: "puritywanjiku@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b23-006: LinkedIn, +254 with spaces",
    says: ["linkedin profile optimization", "George Ouma", "+254 733 671 204"],
    expect: {
      firstName: "George",
      lastName: "Ouma",
      phone: "+254733671204",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b23-007: interview coaching for a bank interview",
    says: [
      "I have an interview at KCB on Monday, I need coaching",
      "Victor Kiplagat",
      "0705 331 872",
    ],
    expect: {
      firstName: "Victor",
      lastName: "Kiplagat",
      phone: "+254705331872",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b23-008: proofreading a masters thesis",
    says: [
      "Please proofread my thesis, it's a masters thesis in education",
      "Agnes Moraa",
      "agnesmoraa@yahoo.com",
    ],
    expect: {
      firstName: "Agnes",
      lastName: "Moraa",
      email: "agnesmoraa@yahoo.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b23-009: a company profile for a construction firm",
    says: [
      "We want a company profile written for our construction firm",
      "Peter Mutua, Mlolongo Builders Ltd",
      "0721 408 816",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Mutua",
      phone: "+254721408816",
      company: "Mlolongo Builders Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b23-010: customer care training for a SACCO",
    says: [
      "Do you offer staff training on customer care? We're a SACCO with 40 staff",
      "Caroline Njeri, Imarisha Sacco",
      "0720 553 019",
    ],
    expect: {
      firstName: "Caroline",
      lastName: "Njeri",
      phone: "+254720553019",
      company: "Imarisha Sacco",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b23-011: a youth programme at 20",
    says: ["I'm 20 and interested in your youth program", "Tabitha Akinyi", "0114 502 387"],
    expect: {
      firstName: "Tabitha",
      lastName: "Akinyi",
      phone: "+254114502387",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b23-012: career coaching, banking to tech",
    says: [
      "I need career coaching, I'm thinking of switching from banking to tech",
      "Collins Kimani",
      "collins.kimani@gmail.com",
    ],
    expect: {
      firstName: "Collins",
      lastName: "Kimani",
      email: "collins.kimani@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b23-013: CV, 254 without a plus",
    says: ["CV please", "moses wekesa", "254710663029"],
    expect: {
      firstName: "Moses",
      lastName: "Wekesa",
      phone: "+254710663029",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-014: a CV update, nine digits",
    says: ["I want my cv updated", "Beatrice Nduta", "722 904 316"],
    expect: {
      firstName: "Beatrice",
      lastName: "Nduta",
      phone: "+254722904316",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-015: a greeting first, pairs of digits",
    says: ["Hello, good morning", "I'd like a CV done", "Jackline Chepkoech", "07 26 71 84 53"],
    expect: {
      firstName: "Jackline",
      lastName: "Chepkoech",
      phone: "+254726718453",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-016: a CV, Swahili, dashes",
    says: ["habari, naomba msaada wa CV", "Hamisi Mwero", "0733-219-640"],
    expect: {
      firstName: "Hamisi",
      lastName: "Mwero",
      phone: "+254733219640",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-017: phone before the name",
    says: ["need a CV for teaching jobs", "0727 880 153", "Nancy Kerubo"],
    expect: {
      firstName: "Nancy",
      lastName: "Kerubo",
      phone: "+254727880153",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-018: a CV for a driving job, Swahili",
    says: ["cv ya kazi ya udereva", "Juma Rashid", "0791 645 208"],
    expect: {
      firstName: "Juma",
      lastName: "Rashid",
      phone: "+254791645208",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-019: a CV for procurement jobs, email",
    says: ["I need a CV for a procurement job", "Irene Wambui", "irenewambui88@gmail.com"],
    expect: {
      firstName: "Irene",
      lastName: "Wambui",
      email: "irenewambui88@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-020: a CV and a cover letter",
    says: ["Can I get a CV and cover letter?", "Paul Mbugua", "0717 203 594"],
    expect: {
      firstName: "Paul",
      lastName: "Mbugua",
      phone: "+254717203594",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b23-021: a CV for jobs in Saudi",
    says: ["i need a CV for abroad jobs, Saudi", "Fatuma Ali", "0768 431 920"],
    expect: {
      firstName: "Fatuma",
      lastName: "Ali",
      phone: "+254768431920",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-022: a CV for an accounting graduate",
    says: ["CV for an accounting graduate", "Edwin Rotich", "0700 385 716"],
    expect: {
      firstName: "Edwin",
      lastName: "Rotich",
      phone: "+254700385716",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-023: CV writing, +254",
    says: ["Looking for CV writing services", "Lilian Adhiambo", "+254 745 118 390"],
    expect: {
      firstName: "Lilian",
      lastName: "Adhiambo",
      phone: "+254745118390",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-024: a resume",
    says: ["please help me with my resume", "Daniel Karanja", "0729 507 461"],
    expect: {
      firstName: "Daniel",
      lastName: "Karanja",
      phone: "+254729507461",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-025: a LinkedIn makeover, email",
    says: ["LinkedIn makeover", "Winnie Chelangat", "winnie.chelangat@outlook.com"],
    expect: {
      firstName: "Winnie",
      lastName: "Chelangat",
      email: "winnie.chelangat@outlook.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b23-026: preparation for a nursing interview",
    says: [
      "I'd like interview preparation for a nursing interview",
      "Eunice Kwamboka",
      "0746 208 539",
    ],
    expect: {
      firstName: "Eunice",
      lastName: "Kwamboka",
      phone: "+254746208539",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b23-027: an application letter, Swahili",
    says: ["Naomba barua ya maombi ya kazi", "Mwanaisha Said", "0722 660 412"],
    expect: {
      firstName: "Mwanaisha",
      lastName: "Said",
      phone: "+254722660412",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b23-028: proofreading a research proposal",
    says: ["proofreading for a research proposal", "Benson Kiprop", "0713 874 025"],
    expect: {
      firstName: "Benson",
      lastName: "Kiprop",
      phone: "+254713874025",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b23-029: a tender document",
    says: ["we need a tender document prepared", "Ruth Kanini, Kanini Supplies", "0724 355 908"],
    expect: {
      firstName: "Ruth",
      lastName: "Kanini",
      phone: "+254724355908",
      company: "Kanini Supplies",
      services: ["Business Writing"],
    },
  },
  {
    name: "b23-030: sales team training, company email",
    says: [
      "training for our sales team, 15 people",
      "Stephen Maina, Maina Distributors",
      "stephen@mainadistributors.co.ke",
    ],
    expect: {
      firstName: "Stephen",
      lastName: "Maina",
      email: "stephen@mainadistributors.co.ke",
      company: "Maina Distributors",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b23-031: a CV revamp, 011x line",
    says: ["CV revamp", "Sylvia Jepkosgei", "0111 620 374"],
    expect: {
      firstName: "Sylvia",
      lastName: "Jepkosgei",
      phone: "+254111620374",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-032: a CV, plain",
    says: ["Hi, I want a CV", "Felix Onyango", "0752 419 806"],
    expect: {
      firstName: "Felix",
      lastName: "Onyango",
      phone: "+254752419806",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-033: a CV for a banking job",
    says: ["i need cv writing for a banking job", "Diana Wangui", "0719 033 287"],
    expect: {
      firstName: "Diana",
      lastName: "Wangui",
      phone: "+254719033287",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-034: a CV, 'tafadhali'",
    says: ["Cv tafadhali", "Omari Bakari", "0787 512 940"],
    expect: {
      firstName: "Omari",
      lastName: "Bakari",
      phone: "+254787512940",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-035: a CV for a mechanical engineer, email",
    says: [
      "I want my CV professionally written, I'm a mechanical engineer",
      "Cyrus Gitau",
      "cyrus.gitau@gmail.com",
    ],
    expect: {
      firstName: "Cyrus",
      lastName: "Gitau",
      email: "cyrus.gitau@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-036: help with a CV",
    says: ["help with CV", "Millicent Awino", "0701 726 358"],
    expect: {
      firstName: "Millicent",
      lastName: "Awino",
      phone: "+254701726358",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-037: a CV for a teacher",
    says: ["I need a CV. I'm a secondary school teacher", "Gideon Kipchumba", "0723 046 719"],
    expect: {
      firstName: "Gideon",
      lastName: "Kipchumba",
      phone: "+254723046719",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-038: a CV for internships, 0110 line",
    says: ["cv for internship applications", "Cynthia Mumbua", "0110 287 463"],
    expect: {
      firstName: "Cynthia",
      lastName: "Mumbua",
      phone: "+254110287463",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-039: a CV for a hotel job in Dubai",
    says: ["Need a CV for a hotel job in Dubai", "Abdi Mohamed", "0794 631 502"],
    expect: {
      firstName: "Abdi",
      lastName: "Mohamed",
      phone: "+254794631502",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-040: an old CV updated, email",
    says: ["I want to update my CV, it is very old", "Monica Wanjiru", "monicawanjiru@yahoo.com"],
    expect: {
      firstName: "Monica",
      lastName: "Wanjiru",
      email: "monicawanjiru@yahoo.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-041: 'cv na cover letter'",
    says: ["cv na cover letter", "Hussein Omondi", "0725 377 164"],
    expect: {
      firstName: "Hussein",
      lastName: "Omondi",
      phone: "+254725377164",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b23-042: a CV and a LinkedIn profile",
    says: ["I need a CV and LinkedIn profile", "Patricia Njambi", "0708 562 931"],
    expect: {
      firstName: "Patricia",
      lastName: "Njambi",
      phone: "+254708562931",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b23-043: interview coaching, two words",
    says: ["interview coaching", "Lawrence Kiplimo", "0716 940 328"],
    expect: {
      firstName: "Lawrence",
      lastName: "Kiplimo",
      phone: "+254716940328",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b23-044: editing a book manuscript",
    says: ["editing of my book manuscript", "Margaret Nyokabi", "margaretnyokabi@gmail.com"],
    expect: {
      firstName: "Margaret",
      lastName: "Nyokabi",
      email: "margaretnyokabi@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b23-045: staff training, Swahili",
    says: [
      "Tunahitaji mafunzo kwa wafanyakazi wetu",
      "Rehema Mwinyi, Pwani Fresh Foods",
      "0721 803 546",
    ],
    expect: {
      firstName: "Rehema",
      lastName: "Mwinyi",
      phone: "+254721803546",
      company: "Pwani Fresh Foods",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b23-046: a CV for a security guard job",
    says: ["cv for a security guard job", "Tobias Wafula", "0795 218 073"],
    expect: {
      firstName: "Tobias",
      lastName: "Wafula",
      phone: "+254795218073",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-047: CV writing, +254 again",
    says: ["CV writing", "Sharon Jeptoo", "+254 702 846 135"],
    expect: {
      firstName: "Sharon",
      lastName: "Jeptoo",
      phone: "+254702846135",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-048: a CV for NGO jobs, email",
    says: ["I would like a CV for NGO jobs", "Elijah Ochieng", "elijah.ochieng@gmail.com"],
    expect: {
      firstName: "Elijah",
      lastName: "Ochieng",
      email: "elijah.ochieng@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-049: 'ur cv service'",
    says: ["i need ur cv service", "Janet Moraa", "0728 610 957"],
    expect: {
      firstName: "Janet",
      lastName: "Moraa",
      phone: "+254728610957",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-050: a CV for a clinical officer",
    says: ["Can you do a CV for a clinical officer?", "Hilda Chepngetich", "0747 305 182"],
    expect: {
      firstName: "Hilda",
      lastName: "Chepngetich",
      phone: "+254747305182",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-051: a CV for a chef",
    says: ["CV please, I'm a chef", "Kelvin Mwenda", "0712 938 640"],
    expect: {
      firstName: "Kelvin",
      lastName: "Mwenda",
      phone: "+254712938640",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-052: a good CV, 0118 line",
    says: ["I need a good CV", "Zawadi Mwangala", "0118 402 679"],
    expect: {
      firstName: "Zawadi",
      lastName: "Mwangala",
      phone: "+254118402679",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-053: career guidance for a next move",
    says: ["career guidance for my next move please", "Josephine Auma", "0733 098 512"],
    expect: {
      firstName: "Josephine",
      lastName: "Auma",
      phone: "+254733098512",
      services: ["Professional Development"],
    },
  },
  {
    name: "b23-054: youth mentorship",
    says: ["youth mentorship", "Newton Kirui", "0757 264 310"],
    expect: {
      firstName: "Newton",
      lastName: "Kirui",
      phone: "+254757264310",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b23-055: a cover letter for an internship",
    says: ["need a cover letter for a KRA internship", "Ivy Nekesa", "ivynekesa@gmail.com"],
    expect: {
      firstName: "Ivy",
      lastName: "Nekesa",
      email: "ivynekesa@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b23-056: an HR policy for a hardware",
    says: [
      "we want an HR policy written for our staff",
      "Anthony Ndungu, Ndungu & Sons Hardware",
      "0722 451 309",
    ],
    expect: {
      firstName: "Anthony",
      lastName: "Ndungu",
      phone: "+254722451309",
      company: "Ndungu & Sons Hardware",
      services: ["Business Writing"],
    },
  },
  {
    name: "b23-057: 'CV', one word",
    says: ["CV", "Sarah Chepkemoi", "0720 176 843"],
    expect: {
      firstName: "Sarah",
      lastName: "Chepkemoi",
      phone: "+254720176843",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-058: a CV by tomorrow",
    says: ["I need a CV done by tomorrow if possible", "Oscar Langat", "0790 583 217"],
    expect: {
      firstName: "Oscar",
      lastName: "Langat",
      phone: "+254790583217",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-059: a CV, 'ya kitaalamu'",
    says: ["naomba CV ya kitaalamu", "Mwajuma Salim", "0711 482 065"],
    expect: {
      firstName: "Mwajuma",
      lastName: "Salim",
      phone: "+254711482065",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-060: a CV for a driver",
    says: ["CV for a driver job", "Evans Nyakundi", "0742 639 108"],
    expect: {
      firstName: "Evans",
      lastName: "Nyakundi",
      phone: "+254742639108",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-061: proofreading a dissertation, student email",
    says: [
      "Kindly proofread my dissertation",
      "Lydia Wangeci",
      "lydiawangeci@students.uonbi.ac.ke",
    ],
    expect: {
      firstName: "Lydia",
      lastName: "Wangeci",
      email: "lydiawangeci@students.uonbi.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b23-062: LinkedIn optimisation",
    says: ["LinkedIn optimisation please", "Francis Kioko", "0703 914 256"],
    expect: {
      firstName: "Francis",
      lastName: "Kioko",
      phone: "+254703914256",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b23-063: a mock interview",
    says: ["mock interview", "Naomi Achieng", "0726 305 871"],
    expect: {
      firstName: "Naomi",
      lastName: "Achieng",
      phone: "+254726305871",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b23-064: a CV for a fresh graduate",
    says: ["CV writing for a fresh graduate", "Wilson Barasa", "0799 162 043"],
    expect: {
      firstName: "Wilson",
      lastName: "Barasa",
      phone: "+254799162043",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-065: a greeting, then a CV",
    says: ["Good afternoon", "I need a CV", "Teresia Kavata", "0714 728 390"],
    expect: {
      firstName: "Teresia",
      lastName: "Kavata",
      phone: "+254714728390",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-066: a CV for marketing, email",
    says: [
      "I want a professional CV for a marketing job",
      "Allan Kiprotich",
      "allankiprotich@gmail.com",
    ],
    expect: {
      firstName: "Allan",
      lastName: "Kiprotich",
      email: "allankiprotich@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-067: CV writing service, 0110",
    says: ["cv writing service", "Halima Abdullahi", "0110 935 628"],
    expect: {
      firstName: "Halima",
      lastName: "Abdullahi",
      phone: "+254110935628",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-068: 'Nisaidie na CV'",
    says: ["Nisaidie na CV", "Kassim Mwamburi", "0798 074 315"],
    expect: {
      firstName: "Kassim",
      lastName: "Mwamburi",
      phone: "+254798074315",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-069: a CV for a project manager",
    says: ["I'd like a CV for a project manager role", "Veronica Wairimu", "0722 508 694"],
    expect: {
      firstName: "Veronica",
      lastName: "Wairimu",
      phone: "+254722508694",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-070: a cover letter for a hospital job",
    says: [
      "Do you write cover letters? I need one for a hospital job",
      "Gladys Jerop",
      "0741 356 207",
    ],
    expect: {
      firstName: "Gladys",
      lastName: "Jerop",
      phone: "+254741356207",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b23-071: a business plan for a bank loan",
    says: [
      "I need a business plan for a bank loan",
      "Charles Muriuki, Muriuki Agrovet",
      "0725 940 183",
    ],
    expect: {
      firstName: "Charles",
      lastName: "Muriuki",
      phone: "+254725940183",
      company: "Muriuki Agrovet",
      services: ["Business Writing"],
    },
  },
  {
    name: "b23-072: leadership training for a water company",
    says: [
      "leadership training for our managers",
      "Emily Wanjala, Bungoma Water and Sanitation Company",
      "emily.wanjala@bungomawater.co.ke",
    ],
    expect: {
      firstName: "Emily",
      lastName: "Wanjala",
      email: "emily.wanjala@bungomawater.co.ke",
      company: "Bungoma Water and Sanitation Company",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b23-073: a CV for a lab technician",
    says: ["CV for a lab technician", "Ezekiel Omwenga", "0706 813 594"],
    expect: {
      firstName: "Ezekiel",
      lastName: "Omwenga",
      phone: "+254706813594",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-074: a CV, 'Hi'",
    says: ["Hi, I need a CV", "Loise Wangare", "0729 164 870"],
    expect: {
      firstName: "Loise",
      lastName: "Wangare",
      phone: "+254729164870",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-075: 'cv', +254",
    says: ["cv", "Fredrick Oloo", "+254 711 039 462"],
    expect: {
      firstName: "Fredrick",
      lastName: "Oloo",
      phone: "+254711039462",
      services: ["CV Writing"],
    },
  },
  // Harder visitors (b23-076 to b23-148): this batch's own people and phrasings.
  {
    name: "b23-076: 'my nam is', lower case",
    says: ["i need a cv", "my nam is carol wanjiku", "0723 581 046"],
    expect: {
      firstName: "Carol",
      lastName: "Wanjiku",
      phone: "+254723581046",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-077: a nickname after the full name",
    says: ["CV please", "Michael Otieno Ouko but everyone calls me Mikey", "0712 604 839"],
    expect: {
      firstName: "Michael",
      lastName: "Otieno Ouko",
      phone: "+254712604839",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-078: Sheng, a street name beside the name",
    says: ["niaje, nataka cv", "mimi ni Erick Mutai, mtaani wananijua kama Ricky", "0745 219 038"],
    expect: {
      firstName: "Erick",
      lastName: "Mutai",
      phone: "+254745219038",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-079: 'Eng.' and a service in one line",
    says: ["Eng. Joseph Kamau Ngugi here, I need my LinkedIn profile redone", "0722 310 675"],
    expect: {
      firstName: "Joseph",
      lastName: "Kamau Ngugi",
      phone: "+254722310675",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b23-080: a bishop buying training for church elders",
    says: [
      "we want leadership training for our church elders",
      "Bishop Samson Ongeri of Deliverance Church Kisii",
      "0733 420 918",
    ],
    expect: {
      firstName: "Samson",
      lastName: "Ongeri",
      phone: "+254733420918",
      company: "Deliverance Church Kisii",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b23-081: an HR officer, post before the name",
    says: [
      "I'm the HR officer at Karibu Hotels, we need customer service training for our front office",
      "Agatha Nyaboke",
      "agatha.nyaboke@karibuhotels.co.ke",
    ],
    expect: {
      firstName: "Agatha",
      lastName: "Nyaboke",
      email: "agatha.nyaboke@karibuhotels.co.ke",
      company: "Karibu Hotels",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b23-082: a four-word name, CV and cover letter",
    says: ["need cv and cover letter", "Abdirahman Hassan Abdi Farah", "0720 938 417"],
    expect: {
      firstName: "Abdirahman",
      lastName: "Hassan Abdi Farah",
      phone: "+254720938417",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b23-083: a one-word name that is a word: Hope",
    says: ["I need interview coaching", "Hope", "0757 833 201"],
    expect: { firstName: "Hope", phone: "+254757833201", services: ["Interview Coaching"] },
  },
  {
    name: "b23-084: Patience, a name that is a word",
    says: ["cv ya kazi", "Patience Wanza", "0719 548 302"],
    expect: {
      firstName: "Patience",
      lastName: "Wanza",
      phone: "+254719548302",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-085: name and service in one sentence, email",
    says: [
      "I'm Blessing Akello and I need a cover letter for a UN volunteer post",
      "blessingakello@gmail.com",
    ],
    expect: {
      firstName: "Blessing",
      lastName: "Akello",
      email: "blessingakello@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b23-086: Sunday, a town after the name",
    says: [
      "mock interview for a teaching post",
      "my name is Sunday Okello, from Busia",
      "0701 482 936",
    ],
    expect: {
      firstName: "Sunday",
      lastName: "Okello",
      phone: "+254701482936",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b23-087: three services by abbreviation",
    says: ["cv, c/l and linkedin", "Lenah Chebet", "0716 205 873"],
    expect: {
      firstName: "Lenah",
      lastName: "Chebet",
      phone: "+254716205873",
      services: ["CV Writing", "Cover Letters", "LinkedIn Optimization"],
    },
  },
  {
    name: "b23-088: three services misspelt",
    says: ["i need a resume, coverlatter and intavyu coaching", "Gerald Munyao", "0796 314 820"],
    expect: {
      firstName: "Gerald",
      lastName: "Munyao",
      phone: "+254796314820",
      services: ["CV Writing", "Cover Letters", "Interview Coaching"],
    },
  },
  {
    name: "b23-089: editing by purpose, Swahili",
    says: [
      "Nataka mnirekebishie makosa ya lugha kwenye tasnifu yangu ya uzamili",
      "Asha Mbaraka",
      "0723 917 460",
    ],
    expect: {
      firstName: "Asha",
      lastName: "Mbaraka",
      phone: "+254723917460",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b23-090: Sheng, a CV and interview drilling",
    says: [
      "nataka mtu anichorere cv fiti alafu anipange kwa interview",
      "Ken Wachira",
      "0740 659 213",
    ],
    expect: {
      firstName: "Ken",
      lastName: "Wachira",
      phone: "+254740659213",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b23-091: interview coaching by purpose, no service word",
    says: [
      "I have been invited to a panel at Safaricom next Thursday and I freeze when people ask me questions",
      "Doreen Mukami",
      "0729 380 154",
    ],
    expect: {
      firstName: "Doreen",
      lastName: "Mukami",
      phone: "+254729380154",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b23-092: LinkedIn by purpose",
    says: [
      "recruiters can't find me online, my profile there has only my name and an old photo",
      "Timothy Kariuki",
      "timothy.kariuki@gmail.com",
    ],
    expect: {
      firstName: "Timothy",
      lastName: "Kariuki",
      email: "timothy.kariuki@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b23-093: business writing by purpose",
    says: [
      "the bank wants a written document explaining our business before they give us a loan",
      "Samwel Ruto, Ruto Fresh Dairies",
      "0724 613 095",
    ],
    expect: {
      firstName: "Samwel",
      lastName: "Ruto",
      phone: "+254724613095",
      company: "Ruto Fresh Dairies",
      services: ["Business Writing"],
    },
  },
  {
    name: "b23-094: a CV negated, a cover letter wanted",
    says: [
      "not a cv, i already have one. i need a cover letter",
      "Bernard Ngetich",
      "0702 947 381",
    ],
    expect: {
      firstName: "Bernard",
      lastName: "Ngetich",
      phone: "+254702947381",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b23-095: LinkedIn put off to February",
    says: [
      "I need interview coaching now, LinkedIn later, maybe in February",
      "Lorna Jebet",
      "0715 826 409",
    ],
    expect: {
      firstName: "Lorna",
      lastName: "Jebet",
      phone: "+254715826409",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b23-096: the cover letter dropped in a later line",
    says: [
      "cv and cover letter",
      "Nicholas Maundu",
      "0727 462 190",
      "actually skip the cover letter, just the cv",
    ],
    expect: {
      firstName: "Nicholas",
      lastName: "Maundu",
      phone: "+254727462190",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-097: LinkedIn replaced by a cover letter",
    says: [
      "linkedin please",
      "Everlyne Nanjala",
      "sorry, not linkedin, i meant a cover letter",
      "0748 530 672",
    ],
    expect: {
      firstName: "Everlyne",
      lastName: "Nanjala",
      phone: "+254748530672",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b23-098: interview coaching added later",
    says: ["cv", "Boniface Kyalo", "0713 078 524", "and also coaching for the interview please"],
    expect: {
      firstName: "Boniface",
      lastName: "Kyalo",
      phone: "+254713078524",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b23-099: the name refused",
    says: ["cv writing", "I'd rather not give my name", "0724 865 130"],
    expect: { phone: "+254724865130", services: ["CV Writing"] },
  },
  {
    name: "b23-100: the name refused once, then given",
    says: ["interview coaching", "why do you need my name", "ok it's Tom Odera", "0702 758 314"],
    expect: {
      firstName: "Tom",
      lastName: "Odera",
      phone: "+254702758314",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b23-101: the phone refused, an email given",
    says: [
      "cover letter",
      "Wambui Gathoni",
      "I don't give out my number",
      "wambuigathoni@gmail.com",
    ],
    expect: {
      firstName: "Wambui",
      lastName: "Gathoni",
      email: "wambuigathoni@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b23-102: a town given before it is asked",
    says: ["hi", "I'm in Nakuru", "cv writing", "Jeremiah Kosgei", "0710 448 926"],
    expect: {
      firstName: "Jeremiah",
      lastName: "Kosgei",
      phone: "+254710448926",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-103: very short replies, 'ok' and 'Joy'",
    says: ["cv", "ok", "Joy", "0713 260 597"],
    expect: { firstName: "Joy", phone: "+254713260597", services: ["CV Writing"] },
  },
  {
    name: "b23-104: a phone split over two lines",
    says: ["cv", "Dorcas Chelimo", "0722 493", "817"],
    expect: {
      firstName: "Dorcas",
      lastName: "Chelimo",
      phone: "+254722493817",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-105: a price question first",
    says: ["how much is a cv?", "ok i want it", "Noah Kibiwott", "0795 603 418"],
    expect: {
      firstName: "Noah",
      lastName: "Kibiwott",
      phone: "+254795603418",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-106: an office location asked, three-word name",
    says: ["where is your office? I want a cv", "Selina Achieng Odhiambo", "0748 915 206"],
    expect: {
      firstName: "Selina",
      lastName: "Achieng Odhiambo",
      phone: "+254748915206",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-107: a mother asking for her daughter's CV",
    says: [
      "I want a CV for my daughter, she just finished campus",
      "I'm her mother, Catherine Wangari Mwaura",
      "0721 657 043",
    ],
    expect: {
      firstName: "Catherine",
      lastName: "Wangari Mwaura",
      phone: "+254721657043",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-108: a wife asking for her husband",
    says: [
      "my husband needs interview coaching, he has a KPA interview",
      "my name is Roda Jeruto",
      "0711 305 786",
    ],
    expect: {
      firstName: "Roda",
      lastName: "Jeruto",
      phone: "+254711305786",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b23-109: a PA buying training for receptionists",
    says: [
      "my boss asked me to find someone to train our receptionists",
      "I'm Winfred Kagendo, PA to the MD at Meru Central Dairy",
      "winfred.kagendo@merucentral.co.ke",
    ],
    expect: {
      firstName: "Winfred",
      lastName: "Kagendo",
      email: "winfred.kagendo@merucentral.co.ke",
      company: "Meru Central Dairy",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b23-110: a women's group chairlady, a proposal",
    says: [
      "we need a proposal written to get funding for our group",
      "Damaris Mueni, chairlady, Tujenge Women Group",
      "0720 364 817",
    ],
    expect: {
      firstName: "Damaris",
      lastName: "Mueni",
      phone: "+254720364817",
      company: "Tujenge Women Group",
      services: ["Business Writing"],
    },
  },
  {
    name: "b23-111: a company with a year in brackets",
    says: ["company profile please", "Harrison Okoth of Oyugis Motors (2019) Ltd", "0733 786 215"],
    expect: {
      firstName: "Harrison",
      lastName: "Okoth",
      phone: "+254733786215",
      company: "Oyugis Motors (2019) Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b23-112: an employee of Kenya Power, career coaching",
    says: [
      "I work at Kenya Power and I want career coaching, I've been in the same grade for ten years",
      "Jacob Muli",
      "0729 871 034",
    ],
    expect: {
      firstName: "Jacob",
      lastName: "Muli",
      phone: "+254729871034",
      company: "Kenya Power",
      services: ["Professional Development"],
    },
  },
  {
    name: "b23-113: a law firm with a comma and '&'",
    says: [
      "we need editing of our legal briefs",
      "Angela Nafula, Ngugi, Wafula & Associates Advocates",
      "angela@ngugiwafula.co.ke",
    ],
    expect: {
      firstName: "Angela",
      lastName: "Nafula",
      email: "angela@ngugiwafula.co.ke",
      company: "Ngugi, Wafula & Associates Advocates",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b23-114: a principal buying a youth programme",
    says: [
      "we'd like a career talk and mentorship programme for our form four students",
      "Mr. Isaac Lokwang, principal, Kapenguria Boys High School",
      "0722 845 063",
    ],
    expect: {
      firstName: "Isaac",
      lastName: "Lokwang",
      phone: "+254722845063",
      company: "Kapenguria Boys High School",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b23-115: a surname corrected",
    says: ["cv", "Mwikali Nduku", "sorry I misspelt, it's Ndunge not Nduku", "0725 190 648"],
    expect: {
      firstName: "Mwikali",
      lastName: "Ndunge",
      phone: "+254725190648",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-116: 'Job', and a phone corrected",
    says: ["cv", "Job Kiprugut", "0722 184 950", "wait, wrong number, it's 0722 184 905"],
    expect: {
      firstName: "Job",
      lastName: "Kiprugut",
      phone: "+254722184905",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-117: an email corrected",
    says: [
      "cover letter",
      "Yvonne Atieno",
      "yvonneatieno@gmail.com",
      "sorry make that yvonne.atieno@gmail.com, with a dot",
    ],
    expect: {
      firstName: "Yvonne",
      lastName: "Atieno",
      email: "yvonne.atieno@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b23-118: editing corrected to business writing",
    says: [
      "editing",
      "Kennedy Mwiti",
      "0717 539 402",
      "oh no sorry, I meant business writing, a company profile",
    ],
    expect: {
      firstName: "Kennedy",
      lastName: "Mwiti",
      phone: "+254717539402",
      services: ["Business Writing"],
    },
  },
  {
    name: "b23-119: a UK mobile, in Manchester",
    says: ["I'm in Manchester, I need a CV for UK care jobs", "Gloria Nasimiyu", "07700 918 342"],
    expect: {
      firstName: "Gloria",
      lastName: "Nasimiyu",
      phone: "+447700918342",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-120: a US number, in Dallas",
    says: [
      "I'm in Dallas, Texas. can you help with my linkedin?",
      "Reuben Omwoyo",
      "(214) 555-0187, it's on WhatsApp too",
    ],
    expect: {
      firstName: "Reuben",
      lastName: "Omwoyo",
      phone: "+12145550187",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b23-121: a Saudi number, Swahili",
    says: [
      "niko Riyadh, nataka CV ya kutafuta kazi nikirudi nyumbani",
      "Rukia Abdalla",
      "+966 55 312 4078",
    ],
    expect: {
      firstName: "Rukia",
      lastName: "Abdalla",
      phone: "+966553124078",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-122: Doha calls line, Kenyan WhatsApp",
    says: [
      "interview coaching for a Qatar airways interview",
      "Shadrack Kiprono",
      "call me on +974 3312 5587 but WhatsApp 0722 608 351",
    ],
    expect: {
      firstName: "Shadrack",
      lastName: "Kiprono",
      phone: "+254722608351",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b23-123: an email spelt out",
    says: ["cv", "Wycliffe Otieno", "my email is otieno dot wycliffe at gmail dot com"],
    expect: {
      firstName: "Wycliffe",
      lastName: "Otieno",
      email: "otieno.wycliffe@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-124: 'gmal.com'",
    says: ["proofreading my project", "Tracy Njeri", "tracynjeri@gmal.com"],
    expect: {
      firstName: "Tracy",
      lastName: "Njeri",
      email: "tracynjeri@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b23-125: 'hotmial.com'",
    says: ["linkedin profile", "Amos Kiptanui", "kiptanui.amos@hotmial.com"],
    expect: {
      firstName: "Amos",
      lastName: "Kiptanui",
      email: "kiptanui.amos@hotmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b23-126: Sheng, a short name then the full one",
    says: ["cv bana", "Shiro hapa. Jina kamili ni Wanjiru Njoroge", "0791 205 364"],
    expect: {
      firstName: "Wanjiru",
      lastName: "Njoroge",
      phone: "+254791205364",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-127: 'Dr. (Mrs.)', a book edited",
    says: [
      "I'd like my book edited before I send it to a publisher",
      "Dr. (Mrs.) Priscilla Mbithe",
      "pmbithe@gmail.com",
    ],
    expect: {
      firstName: "Priscilla",
      lastName: "Mbithe",
      email: "pmbithe@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b23-128: 'CPA(K)' after the name",
    says: [
      "I need professional development coaching, I want to move into a finance manager role",
      "Justus Kirimi, CPA(K)",
      "0720 813 497",
    ],
    expect: {
      firstName: "Justus",
      lastName: "Kirimi",
      phone: "+254720813497",
      services: ["Professional Development"],
    },
  },
  {
    name: "b23-129: 'Sgt.', retiring from the police",
    says: [
      "Sgt. Benard Ekai, retiring from the police next year, I need a CV for civilian jobs",
      "0726 943 157",
    ],
    expect: {
      firstName: "Benard",
      lastName: "Ekai",
      phone: "+254726943157",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-130: Memory, a youth programme",
    says: [
      "niko na miaka 18, nataka kujiunga na youth program yenu",
      "Memory Chao",
      "0112 647 309",
    ],
    expect: {
      firstName: "Memory",
      lastName: "Chao",
      phone: "+254112647309",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b23-131: 'lucky me', then Lucky",
    says: [
      "lucky me, I found you! I need a CV urgently",
      "My name is Lucky Odongo",
      "0704 258 913",
    ],
    expect: {
      firstName: "Lucky",
      lastName: "Odongo",
      phone: "+254704258913",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-132: three services in Swahili",
    says: [
      "nataka CV, barua ya kuomba kazi, na maandalizi ya usaili",
      "Athumani Kombo",
      "0733 502 816",
    ],
    expect: {
      firstName: "Athumani",
      lastName: "Kombo",
      phone: "+254733502816",
      services: ["CV Writing", "Cover Letters", "Interview Coaching"],
    },
  },
  {
    name: "b23-133: Sheng, the CV refused, interview wanted",
    says: [
      "cv niko nayo, hiyo sitaki. nataka tu kupigwa msasa ya interview",
      "ni mimi Kerubo Nyamweya",
      "0746 381 925",
    ],
    expect: {
      firstName: "Kerubo",
      lastName: "Nyamweya",
      phone: "+254746381925",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b23-134: a mother, her son after form four",
    says: [
      "my son has just finished form four and has no idea what to do next, do you have a programme for young people?",
      "Stella Wangui",
      "0721 096 538",
    ],
    expect: {
      firstName: "Stella",
      lastName: "Wangui",
      phone: "+254721096538",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b23-135: LinkedIn, 'not the CV' in one message",
    says: ["I want LinkedIn, not the CV", "Austin Kibe", "0709 451 276"],
    expect: {
      firstName: "Austin",
      lastName: "Kibe",
      phone: "+254709451276",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b23-136: 'the cover letter can wait'",
    says: ["the cover letter can wait, do the cv first", "Priscah Moige", "0718 273 690"],
    expect: {
      firstName: "Priscah",
      lastName: "Moige",
      phone: "+254718273690",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-137: 'is this a real person?'",
    says: ["is this a real person?", "ok. I need a CV", "Lameck Onyancha", "0700 946 218"],
    expect: {
      firstName: "Lameck",
      lastName: "Onyancha",
      phone: "+254700946218",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-138: 254 with dashes",
    says: ["i need cv writing", "Dancan Owino", "254-712-887-430"],
    expect: {
      firstName: "Dancan",
      lastName: "Owino",
      phone: "+254712887430",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-139: '+254 (0)'",
    says: ["cover letter please", "Josphat Nyaga", "+254 (0) 722 719 045"],
    expect: {
      firstName: "Josphat",
      lastName: "Nyaga",
      phone: "+254722719045",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b23-140: a chama treasurer, constitution and proposal",
    says: [
      "our chama needs a constitution and a funding proposal written",
      "Consolata Atieno, treasurer, Umoja wa Wamama Kibera",
      "0729 615 480",
    ],
    expect: {
      firstName: "Consolata",
      lastName: "Atieno",
      phone: "+254729615480",
      company: "Umoja wa Wamama Kibera",
      services: ["Business Writing"],
    },
  },
  {
    name: "b23-141: a county health department, Dr.",
    says: [
      "we need customer care training for nurses in our county hospitals",
      "Dr. Ambrose Shikuku, Department of Health, Kakamega County",
      "ambrose.shikuku@kakamega.go.ke",
    ],
    expect: {
      firstName: "Ambrose",
      lastName: "Shikuku",
      email: "ambrose.shikuku@kakamega.go.ke",
      company: "Department of Health, Kakamega County",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b23-142: a phone and an email in one line",
    says: ["cv and cover letter", "Sophie Njoki", "0720 284 731 or sophienjoki@gmail.com"],
    expect: {
      firstName: "Sophie",
      lastName: "Njoki",
      phone: "+254720284731",
      email: "sophienjoki@gmail.com",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b23-143: 'intrview', a one-word name",
    says: ["intrview", "Ali", "0711 590 846"],
    expect: { firstName: "Ali", phone: "+254711590846", services: ["Interview Coaching"] },
  },
  {
    name: "b23-144: 'arap' in the name",
    says: ["cv please", "Kipkemboi arap Sang", "0723 064 812"],
    expect: {
      firstName: "Kipkemboi",
      lastName: "arap Sang",
      phone: "+254723064812",
      services: ["CV Writing"],
    },
  },
  {
    name: "b23-145: a hyphenated surname",
    says: ["I need my LinkedIn profile optimised", "Lucia Wairimu-Kamau", "lucia.wk@gmail.com"],
    expect: {
      firstName: "Lucia",
      lastName: "Wairimu-Kamau",
      email: "lucia.wk@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b23-146: tender documents by purpose",
    says: [
      "we got prequalified for a county contract and they want documents showing our company's experience and capacity",
      "Peris Kendi, Kendi Cleaning Services",
      "0724 730 185",
    ],
    expect: {
      firstName: "Peris",
      lastName: "Kendi",
      phone: "+254724730185",
      company: "Kendi Cleaning Services",
      services: ["Business Writing"],
    },
  },
  {
    name: "b23-147: corporate training by purpose",
    says: [
      "our drivers keep quarrelling with customers, we want someone to come and talk to them",
      "Hassan Guyo, operations manager at Moyale Express Couriers",
      "0710 392 857",
    ],
    expect: {
      firstName: "Hassan",
      lastName: "Guyo",
      phone: "+254710392857",
      company: "Moyale Express Couriers",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b23-148: career growth by purpose",
    says: [
      "I've been a cashier for nine years and I want to move into management but I don't know where to start",
      "Scholastica Nafula",
      "0715 048 263",
    ],
    expect: {
      firstName: "Scholastica",
      lastName: "Nafula",
      phone: "+254715048263",
      services: ["Professional Development"],
    },
  },
  // Life stories (b23-149 to b23-153): 150-200 words each, in English, Swahili and Sheng.
  {
    name: "b23-149: life story, English: back to work after six years at home",
    says: [returningTellerStory],
    expect: {
      firstName: "Pauline",
      lastName: "Naliaka Simiyu",
      phone: "+254722419573",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b23-150: life story, English: supervisor training and a handbook for a flower farm",
    says: [naivashaFlowerFarmStory],
    expect: {
      firstName: "Jonathan",
      lastName: "Kiprop Cheruiyot",
      email: "j.cheruiyot@longonotroses.co.ke",
      company: "Longonot Roses Ltd",
      services: ["Corporate Training", "Business Writing"],
    },
  },
  {
    name: "b23-151: life story, Swahili: an electrician in Voi, a CV and an application letter",
    says: [voiElectricianStory],
    expect: {
      firstName: "Daudi",
      lastName: "Mwakio Mghanga",
      phone: "+254720917638",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b23-152: life story, Sheng: an IT graduate on a boda in Kitengela",
    says: [kitengelaShengStory],
    expect: {
      firstName: "Clinton",
      lastName: "Omondi Were",
      phone: "+254757302914",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b23-153: life story, Swahili: a mother in Kitui asks for her son",
    says: [kituiMotherStory],
    expect: {
      firstName: "Susan",
      lastName: "Mwende Musyoka",
      phone: "+254729538106",
      services: ["Youth Programs"],
    },
  },
];
