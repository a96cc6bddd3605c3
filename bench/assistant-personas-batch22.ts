import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 22 for `npm run bench:assistant`, written on 2026-12-02 by the helper
 * "asst-batch22", apart from the engine. Rules of apartness, exactly as followed: nothing under
 * server/, app/ or tests/ was opened, nor /work/firstruns/, nor bench/README.md, nor
 * bench/assistant.ts or any other bench runner (not even with grep); no persona batch was opened
 * except the two named below; no `git log`, `git show`, `git diff` or other history command was run
 * (the only git commands were `git worktree add` at the start and, at the end, `git status`, `git
 * add` of this file, commit, rebase and merge). The worktree command printed the subject of the
 * commit it checked out, a line saying that batch 21 had been registered and run once (first run,
 * held out), with its score, field figures, longest question run and engine p99, and that batches
 * 1-20 were all at or above a figure; it names no phrasing, and no persona here was shaped on it.
 * `npx react-router typegen` was run once, as the helper protocol asks. The bench and the test
 * suites were not run. What was read, exactly: /work/helper-protocol.md; the count (not the names)
 * of the first 50 entries of a listing of bench/; the first 40 lines of biome.json; the first 50
 * lines of bench/assistant-personas-batch4.ts, for the `Batch4Persona` type (its header and the
 * opening of its life story were on screen); lines 1-120 of content/services.ts and a grep for its
 * `name:` lines, for the nine services' exact names (the type and the first six services' summaries,
 * keywords, synonyms and package ids were on screen with them); the line count of
 * bench/assistant-personas-batch21.ts and its lines 1-330 (its header, its six life stories and its
 * first eleven personas), for its format, header conventions and expectation conventions only; of
 * /work/shared/SPEC.md, the lines found by a case-insensitive grep for "hand-over", "handover" and
 * "chat widget" (the opening, the landing sections, the service-page buttons, the chat widget
 * paragraph and the chat widget and hand-over states). The personas were drafted in scratch Python
 * scripts outside the repository (/tmp/b22) that wrote this file; Kenyan phones were turned into
 * E.164 by them, foreign ones were written by hand. The scripts checked that no first name and no
 * phone repeats within this batch and counted the life stories' words; after a first draft, six
 * lines that named a second, unrelated person before the visitor's own name were simplified (they
 * were traps, not chat), two first names shared with batch 21's opening were changed, four first
 * names repeated within the batch were changed, a name written surname-first without saying so was
 * reordered, "cv, cl and li" was rewritten (a bare "li" would be a guess even for a human), a
 * sentence whose "not now" could cover two services was split, and one life story was shortened to
 * stay under 200 words. Only this file was checked: loaded with tsx, `biome check`, and `npm run
 * typecheck`. Not registered in bench/assistant.ts; not run when it was written.
 *
 * The mix is meant to be a month of a real consultancy's chat, not a catalogue of traps. The first
 * 60 (b22-001 to b22-060) are ordinary visitors: a clear request, a name and a phone or email, in
 * plain English or Swahili, lower case or capitals, the usual ways of writing a Kenyan number
 * (spaces, dashes, pairs of digits, +254, 254 without a plus, nine digits without the 0, an 011x
 * line), one greeting first and one giving the phone before the name; more than half want a CV. The
 * other 79 (b22-061 to b22-139) are harder, with this batch's own people and phrasings: "my nme is",
 * "am called", Sheng "ni mi ... mtaani wananiita", "mtaani ni Brayo, ID inasema ..." (a street name
 * beside the ID name), "Ni Wes, ..."; titles and posts (Dr., Pastor, Eng., Mr., Rev., Hon. ... MCA, "HR
 * Manager", "principal", "social worker at") with three- and four-word names; names that are words
 * (Precious, Grace after "by God's grace", Baraka, Innocent); "surname first" said outright; a
 * hyphen and apostrophes; two and three services in order, by abbreviation ("cv + c.letter +
 * linkedn"), misspelt ("cuver leter and intervew coching", "cv writting", "see vee"), in Swahili
 * ("wasifu kazi na mafunzo ya mahojiano", "barua ya maombi") and Sheng ("nipimpie barua ya
 * application", "kupimpiwa cv"), and by purpose with no service word (a supervisor returning a
 * dissertation for its language, a document for donors, rude staff, applications nobody answers,
 * an empty profile on "that professional networking site", leaving teaching, a daughter choosing a
 * course, a stuck customer-care career); services negated ("not a CV"), postponed ("the cv maybe
 * after christmas", "LinkedIn maybe next year", an annual report "can wait until March"), dropped
 * and replaced in later lines ("forget the cover letter", "sorry I meant LinkedIn", "barua sitaki
 * tena"), and one added later; the name refused once, and refused in Sheng and never given; the
 * phone refused once and twice, an email refused; a town and budget, a price, an office location
 * and a deadline asked or given out of turn; "ok", "sawa", a one-word name; third parties (a son, a
 * husband, a ward's youth, children in a home, a daughter) and an employer applied to beside the
 * visitor's own employer; organisations with '&', 'Co. Ltd', 'M/S', '(K) Ltd', 'St.', 'A.C.K.',
 * initials, a town after a comma, a SACCO, a CBO self-help group, a trust, a county department, a
 * cooperative, a hospital, a law firm, a children's home; corrections of a first name, a surname, a
 * phone, an email and a service; phones abroad in their own country's format where the visitor says
 * where they are (the UK, Qatar, Uganda, the UAE) and a US calls line beside a Kenyan WhatsApp; a
 * phone split over two lines; emails spelt out with "underscore", "at" and "dot", mistyped
 * ("gmial.com", "yahooo.com"); and four life stories of 150-200 words (two in English, one in
 * Swahili, one in Sheng). Well over 30 visitors want something other than a CV.
 *
 * Same format and expectation conventions as batch 21: each persona says its lines in order,
 * whatever the assistant asks; a correct hand-over needs a way to reach the visitor (phone/WhatsApp
 * or email) and the service(s) as asked, in the order asked (`expect.services` holds
 * content/services.ts names); the name is not required, but a wrong one is wrong. Every visitor
 * here gives a service and a way to be reached within six lines. The expectations are what a
 * careful consultant reading the chat would write down:
 * - honorifics, titles, posts and professional letters are left out of the name; `lastName` is
 *   everything after the first name, as written (a name said to be surname first is reordered); a
 *   nickname given beside the name is not the name, a name given alone ("Precious", "joe") is; a
 *   name in lower case or in capitals is recorded in title case, its spelling kept;
 * - a greeting, a refusal, a filler, a town, a budget, a job or a question is never a name; a
 *   parent or spouse who gives their own name is recorded under it, never the other person's;
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
 *   applying to, a ward, or a child's school is not their company.
 * Where a line would be truly ambiguous to a human, it was not written.
 */

export type Batch22Persona = Batch4Persona;

const dianiAccountantStory = [
  "Good evening. For eleven years I was the accountant at a beach hotel in Diani, first as ",
  "an accounts clerk and later in charge of the whole accounts office, payroll for about ",
  "ninety staff, suppliers, and the monthly reports to the owners in Nairobi. In October ",
  "the owners sold the hotel to a foreign group and the new management brought their own ",
  "finance team, so eighteen of us were let go with a small package. I am forty-three, I am ",
  "a CPA, and I have never had to look for a job because I was promoted from inside. My old ",
  "CV is from 2013 and it does not even mention the new accounting system I set up. My ",
  "nephew says recruiters now look for people on LinkedIn, and I have an account that I ",
  "opened years ago but it has no photo and nothing in it. I do not need a cover letter, I ",
  "can write those myself. What I need is a CV that shows what I have done and a LinkedIn ",
  "profile that looks professional. My name is Hezron Mwadime Kazungu. You can call me on ",
  "0722 637 415 or write to hezronkazungu@gmail.com. Thank you.",
].join("");

const nyeriDairyStory = [
  "Hello, I am writing on behalf of our cooperative. I am the operations manager at Mathira ",
  "Dairy Farmers Co-operative Society in Karatina, Nyeri County. We collect milk from about ",
  "two thousand farmers every morning through twenty-six collection centres, and each ",
  "centre has a clerk who weighs the milk, records it and answers the farmers' questions. ",
  "In the last six months we have had many complaints: clerks shouting at old farmers, ",
  "records that do not match at the end of the month, and farmers threatening to take their ",
  "milk to the private processors who pay a little more. The board has asked me to organise ",
  "a two-day training for all the clerks on handling farmers politely and on keeping proper ",
  "records, in Karatina, in the second half of January. We will provide the hall and meals. ",
  "The board also wants someone to edit our annual report, but that can wait until March, ",
  "so let us talk about the training first. Please send me your quotation. I am Jane ",
  "Wairimu Gichuki, email ops@mathiradairy.co.ke, phone 0733 805 264.",
].join("");

const kilifiSwahiliStory = [
  "Habari zenu. Naitwa Kahindi Charo Baya, na ninatoka kijiji kimoja karibu na Kilifi. Baba ",
  "yangu ni mvuvi na mama yangu anauza samaki sokoni, na wao ndio waliolipa karo yangu yote ",
  "kwa kuuza samaki kwa miaka mingi. Mwaka jana nilimaliza shahada ya sayansi ya bahari ",
  "katika chuo kikuu cha Pwani, na tangu hapo nimekuwa nikiwasaidia wazazi wangu na ",
  "kufundisha watoto wa jirani hesabu jioni. Wiki iliyopita nilipokea barua pepe kutoka ",
  "taasisi moja ya utafiti wa bahari huko Mombasa, wananiita kwa mahojiano ya kazi ya ",
  "msaidizi wa utafiti tarehe kumi na nane mwezi huu. Hii ni mara yangu ya kwanza kuitwa ",
  "kwa mahojiano na nina wasiwasi mwingi, sijui watauliza nini wala nivae nini. Pia ",
  "wameniomba nilete CV iliyosasishwa siku hiyo, na CV yangu ya sasa niliandika mwenyewe ",
  "chuoni na haina mpangilio mzuri. Naomba mnisaidie kwanza kuandika CV mpya, kisha ",
  "mnifundishe jinsi ya kujibu maswali ya mahojiano. Sina pesa nyingi lakini wazazi ",
  "wameahidi kunisaidia. Simu yangu ni 0729 461 083, na WhatsApp ni hiyo hiyo. Asanteni ",
  "sana na Mungu awabariki.",
].join("");

const kayoleShengStory = [
  "Niaje niaje. Ngoja nikupee story kiasi. Mimi ni barista pale town kwa coffee shop moja, ",
  "nimekuwa hapo miaka tatu, na kila siku naona cabin crew wa airlines wakikuja kushika ",
  "kahawa na nikajiambia siku moja nitakuwa kama wao. Nimesomea hospitality kwa college ",
  "moja pale Kayole na nina certificate ya first aid pia. Sasa kuna airline moja imetangaza ",
  "cabin crew recruitment, deadline ni end month. CV yangu iko fiti, msee wa job ",
  "alinisaidia nayo last year, so hiyo wachana nayo kabisa. Shida ni wanataka ile letter ya ",
  "kujieleza kwa nini unataka job, na mimi nikiandika inakaa kama composition ya high ",
  "school. Pia kama nitaitwa, nasikia wanafanya ile assessment day na interview ya panel, ",
  "na mimi hushtuka nikiulizwa maswali mbele ya watu wengi. Nataka mtu aniandikie hiyo ",
  "letter poa, kisha anidrill kwa interview mpaka niwe confident. Doh iko kiasi, nimekuwa ",
  "nikisave tips. Majina ni Sharleen Auma Okeyo, wasee wa kazi huniita Shaz. Nitext kwa ",
  "email sharleenauma@gmail.com juu simu yangu hukaa kwa locker nikiwa job.",
].join("");

export const batch22Personas: Batch22Persona[] = [
  // Ordinary visitors (b22-001 to b22-060): a clear request, a name, a phone or an email.
  {
    name: "b22-001: a CV for nursing jobs",
    says: ["hello, i need a cv for nursing jobs", "Lucy Nyambura", "0711 284 906"],
    expect: {
      firstName: "Lucy",
      lastName: "Nyambura",
      phone: "+254711284906",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-002: a CV, Swahili, 'Jina langu ni'",
    says: ["Naomba kuandikiwa CV", "Jina langu ni Salim Juma", "0725 830 417"],
    expect: {
      firstName: "Salim",
      lastName: "Juma",
      phone: "+254725830417",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-003: a cover letter for a bank teller job",
    says: [
      "i want a cover letter for a teller position",
      "Mercy Atieno",
      "mercyatieno21@gmail.com",
    ],
    expect: {
      firstName: "Mercy",
      lastName: "Atieno",
      email: "mercyatieno21@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b22-004: LinkedIn for an engineer",
    says: [
      "Could you optimize my LinkedIn profile? I'm a civil engineer",
      "Samuel Kiprono",
      "0702 519 384",
    ],
    expect: {
      firstName: "Samuel",
      lastName: "Kiprono",
      phone: "+254702519384",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b22-005: interview practice for a county job",
    says: [
      "I have an interview with the county public service board next week, can you prepare me?",
      "Faith Wairimu",
      "0748 106 273",
    ],
    expect: {
      firstName: "Faith",
      lastName: "Wairimu",
      phone: "+254748106273",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b22-006: proofreading a project report",
    says: ["i need my project report proofread before submission", "Dennis Otieno", "0790 447 618"],
    expect: {
      firstName: "Dennis",
      lastName: "Otieno",
      phone: "+254790447618",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b22-007: a business proposal for a poultry farm",
    says: [
      "We need a business proposal for our poultry farm",
      "Joyce Chebet, Kapsoya Poultry Farm",
      "0720 615 948",
    ],
    expect: {
      firstName: "Joyce",
      lastName: "Chebet",
      phone: "+254720615948",
      company: "Kapsoya Poultry Farm",
      services: ["Business Writing"],
    },
  },
  {
    name: "b22-008: customer service training for a hotel",
    says: [
      "Do you do customer service training? We have 25 waiters",
      "Martin Kibet, Lake Elementaita Lodge",
      "0733 482 017",
    ],
    expect: {
      firstName: "Martin",
      lastName: "Kibet",
      phone: "+254733482017",
      company: "Lake Elementaita Lodge",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b22-009: a youth mentorship programme",
    says: [
      "I am 19 and I want to join your youth mentorship program",
      "Stacy Muthoni",
      "0113 204 865",
    ],
    expect: {
      firstName: "Stacy",
      lastName: "Muthoni",
      phone: "+254113204865",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b22-010: career coaching for a mid-career accountant",
    says: [
      "I need career guidance, I have been an accountant for 8 years and I feel stuck",
      "Alex Mwangi",
      "alex.mwangi@outlook.com",
    ],
    expect: {
      firstName: "Alex",
      lastName: "Mwangi",
      email: "alex.mwangi@outlook.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b22-011: a CV update, +254 with spaces",
    says: ["cv update", "rose wangari", "+254 722 318 540"],
    expect: {
      firstName: "Rose",
      lastName: "Wangari",
      phone: "+254722318540",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-012: a CV for a first job, dashes",
    says: ["I have just graduated and I need a CV for my first job", "Ian Kiptoo", "0706-228-419"],
    expect: {
      firstName: "Ian",
      lastName: "Kiptoo",
      phone: "+254706228419",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-013: CV, nine digits without the 0",
    says: ["Need a professional CV", "Caroline Awino", "729 640 118"],
    expect: {
      firstName: "Caroline",
      lastName: "Awino",
      phone: "+254729640118",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-014: CV, greets first",
    says: ["Good morning", "I would like my CV rewritten", "Moses Onyango", "0715 907 236"],
    expect: {
      firstName: "Moses",
      lastName: "Onyango",
      phone: "+254715907236",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-015: a CV for a driver, Swahili",
    says: ["Nahitaji CV ya kazi ya dereva wa lori", "Naitwa Ali Mohamed", "0727 441 590"],
    expect: {
      firstName: "Ali",
      lastName: "Mohamed",
      phone: "+254727441590",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-016: a CV and cover letter, two services",
    says: ["I need a CV and a cover letter", "Gladys Moraa", "0757 310 862"],
    expect: {
      firstName: "Gladys",
      lastName: "Moraa",
      phone: "+254757310862",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b22-017: ATS CV, email",
    says: [
      "Can you make my CV ATS friendly? I apply online a lot",
      "Victor Ndungu",
      "victorndungu@gmail.com",
    ],
    expect: {
      firstName: "Victor",
      lastName: "Ndungu",
      email: "victorndungu@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-018: a CV for teaching jobs, 011x line",
    says: ["cv for TSC teaching jobs please", "Eunice Kerubo", "0110 562 394"],
    expect: {
      firstName: "Eunice",
      lastName: "Kerubo",
      phone: "+254110562394",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-019: a CV for a hotel job, pairs of digits",
    says: ["I want a CV for hotel jobs", "Collins Wekesa", "07 22 91 05 43"],
    expect: {
      firstName: "Collins",
      lastName: "Wekesa",
      phone: "+254722910543",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-020: a CV review, phone before the name",
    says: ["Please review my CV", "0741 658 203", "Winnie Chelangat"],
    expect: {
      firstName: "Winnie",
      lastName: "Chelangat",
      phone: "+254741658203",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-021: a CV for a sales job",
    says: ["I need a cv, applying for sales rep jobs", "Job Mutiso", "0796 115 487"],
    expect: {
      firstName: "Job",
      lastName: "Mutiso",
      phone: "+254796115487",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-022: a CV, lower case Swahili",
    says: ["nataka cv", "amina hassan", "0718 330 624"],
    expect: {
      firstName: "Amina",
      lastName: "Hassan",
      phone: "+254718330624",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-023: a CV for a security guard",
    says: ["Hi I need CV for security guard job", "Peterson Kilonzo", "0724 906 381"],
    expect: {
      firstName: "Peterson",
      lastName: "Kilonzo",
      phone: "+254724906381",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-024: a CV for an accounts clerk, 254 without plus",
    says: ["cv writing", "tabitha nekesa", "254745 203 918"],
    expect: {
      firstName: "Tabitha",
      lastName: "Nekesa",
      phone: "+254745203918",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-025: an executive CV",
    says: [
      "I am looking for an executive CV, I am a finance director",
      "Richard Maina",
      "rmaina@mainaconsult.co.ke",
    ],
    expect: {
      firstName: "Richard",
      lastName: "Maina",
      email: "rmaina@mainaconsult.co.ke",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-026: a CV for abroad jobs",
    says: ["I need a CV for jobs in Canada", "Lilian Akinyi", "0705 882 160"],
    expect: {
      firstName: "Lilian",
      lastName: "Akinyi",
      phone: "+254705882160",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-027: a resume for a student",
    says: [
      "can you write me a resume, i am a student looking for attachment",
      "Felix Kiplagat",
      "0768 224 539",
    ],
    expect: {
      firstName: "Felix",
      lastName: "Kiplagat",
      phone: "+254768224539",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-028: a CV, phone and email",
    says: ["Kindly help me with my CV", "Janet Kemunto", "0712 670 385", "janetkemunto@yahoo.com"],
    expect: {
      firstName: "Janet",
      lastName: "Kemunto",
      phone: "+254712670385",
      email: "janetkemunto@yahoo.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-029: a CV for a pharmacist",
    says: ["I need my pharmacist CV done professionally", "Nelson Ouma", "0737 508 241"],
    expect: {
      firstName: "Nelson",
      lastName: "Ouma",
      phone: "+254737508241",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-030: a CV, capitals",
    says: ["I NEED A CV", "MARGARET WANJIRU", "0726 193 870"],
    expect: {
      firstName: "Margaret",
      lastName: "Wanjiru",
      phone: "+254726193870",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-031: a CV for NGO jobs",
    says: ["cv for ngo jobs, i am a social worker", "Edwin Barasa", "0799 446 152"],
    expect: {
      firstName: "Edwin",
      lastName: "Barasa",
      phone: "+254799446152",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-032: a cover letter in Swahili",
    says: ["Naomba barua ya kuomba kazi", "Naitwa Mwanaisha Omar", "0722 058 713"],
    expect: {
      firstName: "Mwanaisha",
      lastName: "Omar",
      phone: "+254722058713",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b22-033: a cover letter for an internship",
    says: [
      "i need an application letter for an internship at KenGen",
      "Sylvia Jemutai",
      "0746 921 035",
    ],
    expect: {
      firstName: "Sylvia",
      lastName: "Jemutai",
      phone: "+254746921035",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b22-034: LinkedIn, lower case",
    says: ["linkedin optimization", "kelvin odhiambo", "0791 350 624"],
    expect: {
      firstName: "Kelvin",
      lastName: "Odhiambo",
      phone: "+254791350624",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b22-035: LinkedIn headline for a marketer",
    says: [
      "I want my LinkedIn profile to attract recruiters, I'm in marketing",
      "Nancy Wambui",
      "nancywambui.mkt@gmail.com",
    ],
    expect: {
      firstName: "Nancy",
      lastName: "Wambui",
      email: "nancywambui.mkt@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b22-036: mock interview",
    says: ["Do you do mock interviews?", "Hillary Rotich", "0714 886 052"],
    expect: {
      firstName: "Hillary",
      lastName: "Rotich",
      phone: "+254714886052",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b22-037: interview prep in Swahili",
    says: ["Nataka kujiandaa kwa usaili wa kazi", "Naitwa Omari Said", "0729 517 064"],
    expect: {
      firstName: "Omari",
      lastName: "Said",
      phone: "+254729517064",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b22-038: thesis editing, university email",
    says: ["I need editing for my PhD thesis", "Beatrice Nyokabi", "bnyokabi@ku.ac.ke"],
    expect: {
      firstName: "Beatrice",
      lastName: "Nyokabi",
      email: "bnyokabi@ku.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b22-039: proofreading a book",
    says: ["I have written a book and I need it proofread", "Paul Gitonga", "0722 774 309"],
    expect: {
      firstName: "Paul",
      lastName: "Gitonga",
      phone: "+254722774309",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b22-040: a company profile for a construction firm",
    says: ["We need a company profile", "Patrick Mugo, Mugo Builders Ltd", "0733 605 128"],
    expect: {
      firstName: "Patrick",
      lastName: "Mugo",
      phone: "+254733605128",
      company: "Mugo Builders Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b22-041: a tender document",
    says: [
      "can you help us write a tender document for a county supply",
      "Zipporah Kanini of Kanini Supplies",
      "0720 318 947",
    ],
    expect: {
      firstName: "Zipporah",
      lastName: "Kanini",
      phone: "+254720318947",
      company: "Kanini Supplies",
      services: ["Business Writing"],
    },
  },
  {
    name: "b22-042: leadership training for managers",
    says: [
      "We want leadership training for our supervisors",
      "Anthony Kariuki, Thika Road Motors",
      "akariuki@thikaroadmotors.co.ke",
    ],
    expect: {
      firstName: "Anthony",
      lastName: "Kariuki",
      email: "akariuki@thikaroadmotors.co.ke",
      company: "Thika Road Motors",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b22-043: staff training in Swahili",
    says: [
      "Tunahitaji mafunzo ya wafanyakazi wetu",
      "Naitwa Bakari Athumani, Pwani Fresh Juices",
      "0711 902 476",
    ],
    expect: {
      firstName: "Bakari",
      lastName: "Athumani",
      phone: "+254711902476",
      company: "Pwani Fresh Juices",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b22-044: a youth programme for a church",
    says: [
      "Do you have programs for the youth? I'm asking for myself, I'm 22",
      "Derrick Njuguna",
      "0740 338 615",
    ],
    expect: {
      firstName: "Derrick",
      lastName: "Njuguna",
      phone: "+254740338615",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b22-045: professional development for a nurse",
    says: [
      "I want professional development, I'm a nurse wanting to move into management",
      "Pauline Achola",
      "0728 640 519",
    ],
    expect: {
      firstName: "Pauline",
      lastName: "Achola",
      phone: "+254728640519",
      services: ["Professional Development"],
    },
  },
  {
    name: "b22-046: career change coaching",
    says: ["career coaching please", "isaac langat", "0759 824 130"],
    expect: {
      firstName: "Isaac",
      lastName: "Langat",
      phone: "+254759824130",
      services: ["Professional Development"],
    },
  },
  {
    name: "b22-047: CV and LinkedIn",
    says: ["I need a new CV and LinkedIn", "Diana Wangui", "0701 945 367"],
    expect: {
      firstName: "Diana",
      lastName: "Wangui",
      phone: "+254701945367",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b22-048: a CV for a chef",
    says: ["Hello I need a CV, I'm a chef", "Charles Odera", "0723 801 654"],
    expect: {
      firstName: "Charles",
      lastName: "Odera",
      phone: "+254723801654",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-049: a CV for a mechanic, Swahili",
    says: ["Nisaidie na CV, mimi ni fundi wa magari", "Naitwa Rashid Kombo", "0734 190 528"],
    expect: {
      firstName: "Rashid",
      lastName: "Kombo",
      phone: "+254734190528",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-050: a CV for an IT job",
    says: ["i need cv for IT support jobs", "Brenda Jeptoo", "brendajeptoo@gmail.com"],
    expect: {
      firstName: "Brenda",
      lastName: "Jeptoo",
      email: "brendajeptoo@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-051: a CV for a procurement officer",
    says: ["I want to update my CV for procurement jobs", "Stephen Mwendwa", "0712 337 809"],
    expect: {
      firstName: "Stephen",
      lastName: "Mwendwa",
      phone: "+254712337809",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-052: a CV and interview prep",
    says: ["I need a CV and interview preparation", "Naomi Wanjala", "0795 642 018"],
    expect: {
      firstName: "Naomi",
      lastName: "Wanjala",
      phone: "+254795642018",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b22-053: a CV, 'My name is'",
    says: ["Hi, I want a CV", "My name is Evans Cheruiyot", "0704 516 892"],
    expect: {
      firstName: "Evans",
      lastName: "Cheruiyot",
      phone: "+254704516892",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-054: report editing for an NGO",
    says: [
      "We need our annual report edited",
      "Gloria Wangeci, Maji Safi Initiative",
      "0722 481 603",
    ],
    expect: {
      firstName: "Gloria",
      lastName: "Wangeci",
      phone: "+254722481603",
      company: "Maji Safi Initiative",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b22-055: a cover letter, outlook",
    says: [
      "Cover letter for a graduate trainee program",
      "Tony Kamande",
      "tonykamande@outlook.com",
    ],
    expect: {
      firstName: "Tony",
      lastName: "Kamande",
      email: "tonykamande@outlook.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b22-056: a CV for a lab technician",
    says: ["Please write my CV, I am a lab technologist", "Ruth Chepngetich", "0716 254 390"],
    expect: {
      firstName: "Ruth",
      lastName: "Chepngetich",
      phone: "+254716254390",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-057: business plan for a salon",
    says: ["I need a business plan for my salon", "Susan Njeri", "0745 173 806"],
    expect: {
      firstName: "Susan",
      lastName: "Njeri",
      phone: "+254745173806",
      services: ["Business Writing"],
    },
  },
  {
    name: "b22-058: a CV, 'I am'",
    says: ["need a cv for a cashier job", "I am Jackline Adhiambo", "0708 629 345"],
    expect: {
      firstName: "Jackline",
      lastName: "Adhiambo",
      phone: "+254708629345",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-059: a CV for a teacher, email",
    says: ["CV for a teacher", "Geoffrey Nyaga", "gnyaga74@gmail.com"],
    expect: {
      firstName: "Geoffrey",
      lastName: "Nyaga",
      email: "gnyaga74@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-060: a CV for a clearing agent in Mombasa",
    says: ["Nahitaji CV, nafanya clearing and forwarding", "Yusuf Abdalla", "0721 905 637"],
    expect: {
      firstName: "Yusuf",
      lastName: "Abdalla",
      phone: "+254721905637",
      services: ["CV Writing"],
    },
  },
  // Harder visitors (b22-061 to b22-139), with this batch's own people and phrasings.
  {
    name: "b22-061: 'my nme is', typo in the self-introduction",
    says: ["i need a cv", "my nme is Douglas Wafula", "0713 468 205"],
    expect: {
      firstName: "Douglas",
      lastName: "Wafula",
      phone: "+254713468205",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-062: 'am called' with a slang greeting",
    says: ["sasa, cv yangu iko outdated", "am called Lameck Oduor", "0797 502 846"],
    expect: {
      firstName: "Lameck",
      lastName: "Oduor",
      phone: "+254797502846",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-063: Sheng 'ni mi', nickname beside the name",
    says: [
      "nataka linkedin yangu ikae poa",
      "ni mi Tobias Kiprop, mtaani wananiita Toby",
      "0742 613 980",
    ],
    expect: {
      firstName: "Tobias",
      lastName: "Kiprop",
      phone: "+254742613980",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b22-064: a title: Dr. with three names",
    says: [
      "I need my CV updated for a consultancy bid",
      "Dr. Miriam Wanjiku Kagwe",
      "0722 318 064",
    ],
    expect: {
      firstName: "Miriam",
      lastName: "Wanjiku Kagwe",
      phone: "+254722318064",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-065: a post after the name",
    says: [
      "We need customer care training for our front office",
      "Josephine Akoth, HR Manager, Riverside Hospital",
      "josephine.akoth@riversidehospital.co.ke",
    ],
    expect: {
      firstName: "Josephine",
      lastName: "Akoth",
      email: "josephine.akoth@riversidehospital.co.ke",
      company: "Riverside Hospital",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b22-066: Pastor as a title",
    says: [
      "Our church youth need a career guidance program",
      "Pastor Elijah Mutai",
      "0725 664 013",
    ],
    expect: {
      firstName: "Elijah",
      lastName: "Mutai",
      phone: "+254725664013",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b22-067: four-word name",
    says: ["cover letter please", "Mary Anne Wambui Githinji", "0718 204 557"],
    expect: {
      firstName: "Mary",
      lastName: "Anne Wambui Githinji",
      phone: "+254718204557",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b22-068: a name that is an English word: Precious",
    says: ["I need a CV", "Precious", "0746 330 812"],
    expect: { firstName: "Precious", phone: "+254746330812", services: ["CV Writing"] },
  },
  {
    name: "b22-069: a name that is an English word after a sentence using it: Grace",
    says: [
      "by God's grace I got an interview, please prepare me",
      "My name is Grace Mumbua",
      "0709 158 426",
    ],
    expect: {
      firstName: "Grace",
      lastName: "Mumbua",
      phone: "+254709158426",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b22-070: a Swahili word as a name: Baraka",
    says: ["Nataka CV", "Baraka Mwangangi", "0723 995 140"],
    expect: {
      firstName: "Baraka",
      lastName: "Mwangangi",
      phone: "+254723995140",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-071: a name that is a word: Innocent",
    says: ["linked in profile", "innocent kiptanui", "0790 261 735"],
    expect: {
      firstName: "Innocent",
      lastName: "Kiptanui",
      phone: "+254790261735",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b22-072: three services in order, abbreviations",
    says: ["cv + c.letter + linkedn pls", "Mourine Chelimo", "0711 470 936"],
    expect: {
      firstName: "Mourine",
      lastName: "Chelimo",
      phone: "+254711470936",
      services: ["CV Writing", "Cover Letters", "LinkedIn Optimization"],
    },
  },
  {
    name: "b22-073: two services misspelt",
    says: ["i need a cuver leter and intervew coching", "Abdi Farah", "0722 563 814"],
    expect: {
      firstName: "Abdi",
      lastName: "Farah",
      phone: "+254722563814",
      services: ["Cover Letters", "Interview Coaching"],
    },
  },
  {
    name: "b22-074: services in Swahili: CV and interview",
    says: ["Nataka wasifu kazi na mafunzo ya mahojiano", "Naitwa Khadija Salim", "0714 852 037"],
    expect: {
      firstName: "Khadija",
      lastName: "Salim",
      phone: "+254714852037",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b22-075: by purpose: examiners returning a thesis for language",
    says: [
      "my supervisor keeps sending back my dissertation saying the language is bad",
      "Shadrack Kimutai",
      "0736 047 295",
    ],
    expect: {
      firstName: "Shadrack",
      lastName: "Kimutai",
      phone: "+254736047295",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b22-076: by purpose: a document to get donor money",
    says: [
      "we are a CBO and we want a document to send to donors to fund our borehole project",
      "Agnetta Mueni, Kyeni Women Self Help Group",
      "0795 318 640",
    ],
    expect: {
      firstName: "Agnetta",
      lastName: "Mueni",
      phone: "+254795318640",
      company: "Kyeni Women Self Help Group",
      services: ["Business Writing"],
    },
  },
  {
    name: "b22-077: by purpose: staff who keep losing customers",
    says: [
      "my staff are rude to customers and we are losing business, can you train them?",
      "Omar Sheikh, Sheikh & Sons Hardware",
      "0720 739 468",
    ],
    expect: {
      firstName: "Omar",
      lastName: "Sheikh",
      phone: "+254720739468",
      company: "Sheikh & Sons Hardware",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b22-078: by purpose: nobody calls back after applications",
    says: [
      "i apply for jobs daily and no one calls me, i think my papers are the problem, the one that lists my experience",
      "Harriet Anyango",
      "0707 283 519",
    ],
    expect: {
      firstName: "Harriet",
      lastName: "Anyango",
      phone: "+254707283519",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-079: a service negated in the same message",
    says: [
      "not a CV, I already have one, I need a cover letter",
      "Wycliffe Nyakundi",
      "0741 906 582",
    ],
    expect: {
      firstName: "Wycliffe",
      lastName: "Nyakundi",
      phone: "+254741906582",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b22-080: a service postponed in the same message",
    says: ["linkedin now, the cv maybe after christmas", "Vivian Nafula", "0768 405 213"],
    expect: {
      firstName: "Vivian",
      lastName: "Nafula",
      phone: "+254768405213",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b22-081: a service dropped in a later line",
    says: [
      "cv and cover letter",
      "Erick Ngeno",
      "actually forget the cover letter, just the cv",
      "0702 846 931",
    ],
    expect: {
      firstName: "Erick",
      lastName: "Ngeno",
      phone: "+254702846931",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-082: a service replaced in a later line",
    says: [
      "I need interview coaching",
      "Norah Jepchirchir",
      "sorry I meant LinkedIn, not interviews",
      "0725 308 176",
    ],
    expect: {
      firstName: "Norah",
      lastName: "Jepchirchir",
      phone: "+254725308176",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b22-083: a service dropped in Swahili",
    says: [
      "Nataka CV na barua ya maombi",
      "Naitwa Zainabu Mwinyi",
      "barua sitaki tena, CV tu",
      "0716 539 842",
    ],
    expect: {
      firstName: "Zainabu",
      lastName: "Mwinyi",
      phone: "+254716539842",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-084: a service added later",
    says: ["LinkedIn please", "Cyrus Macharia", "also add interview prep", "0738 215 604"],
    expect: {
      firstName: "Cyrus",
      lastName: "Macharia",
      phone: "+254738215604",
      services: ["LinkedIn Optimization", "Interview Coaching"],
    },
  },
  {
    name: "b22-085: name refused once, then given",
    says: ["CV writing", "why do you need my name?", "ok it's Teresia Waithera", "0727 650 193"],
    expect: {
      firstName: "Teresia",
      lastName: "Waithera",
      phone: "+254727650193",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-086: name refused in Sheng, never given",
    says: ["nataka cv", "jina wachana nayo bana", "0794 127 385"],
    expect: { phone: "+254794127385", services: ["CV Writing"] },
  },
  {
    name: "b22-087: phone refused, email given",
    says: [
      "proofreading for my research proposal",
      "it's Austin Chege",
      "I don't give out my number, use austinchege@gmail.com",
    ],
    expect: {
      firstName: "Austin",
      lastName: "Chege",
      email: "austinchege@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b22-088: a reply to a question not asked: town and budget first",
    says: ["I'm in Kisumu and my budget is 2000", "I need a CV", "Maurice Okoth", "0723 419 086"],
    expect: {
      firstName: "Maurice",
      lastName: "Okoth",
      phone: "+254723419086",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-089: 'ok' and 'sawa' replies",
    says: ["ok", "sawa, nataka cv", "Halima Wario", "0711 682 340"],
    expect: {
      firstName: "Halima",
      lastName: "Wario",
      phone: "+254711682340",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-090: very short replies",
    says: ["cv", "joe", "0722 150 983"],
    expect: { firstName: "Joe", phone: "+254722150983", services: ["CV Writing"] },
  },
  {
    name: "b22-091: price question first",
    says: ["how much is a CV?", "fine, i'll take it", "Ben Kibe", "0704 371 629"],
    expect: {
      firstName: "Ben",
      lastName: "Kibe",
      phone: "+254704371629",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-092: location question first",
    says: [
      "where is your office? I'm in Nakuru",
      "I need interview coaching",
      "Lydia Njambi",
      "0745 622 807",
    ],
    expect: {
      firstName: "Lydia",
      lastName: "Njambi",
      phone: "+254745622807",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b22-093: a parent for a son, parent's own name",
    says: [
      "I want a CV for my son who just finished university",
      "I am his mother, Loise Muthoni Kiarie",
      "0722 846 305",
    ],
    expect: {
      firstName: "Loise",
      lastName: "Muthoni Kiarie",
      phone: "+254722846305",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-094: a wife for a husband, in Swahili",
    says: ["Namtafutia mume wangu CV, yeye ni dereva", "Mimi ni Rehema Nassoro", "0713 906 257"],
    expect: {
      firstName: "Rehema",
      lastName: "Nassoro",
      phone: "+254713906257",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-095: an HR officer buying training for a SACCO",
    says: [
      "We'd like a training on teamwork for staff",
      "Doreen Kawira from Imenti Farmers SACCO Society Ltd",
      "0720 415 968",
    ],
    expect: {
      firstName: "Doreen",
      lastName: "Kawira",
      phone: "+254720415968",
      company: "Imenti Farmers SACCO Society Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b22-096: the employer applied to is not the company",
    says: [
      "interview prep for a job at Safaricom",
      "Fredrick Ochola, currently at Jambo Call Centre",
      "0729 308 451",
    ],
    expect: {
      firstName: "Fredrick",
      lastName: "Ochola",
      phone: "+254729308451",
      company: "Jambo Call Centre",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b22-097: a school as the organisation",
    says: [
      "proposal writing for our school fundraising",
      "Mr. Julius Mbithi, principal, St. Teresa's Girls' High School, Kitui",
      "0733 518 207",
    ],
    expect: {
      firstName: "Julius",
      lastName: "Mbithi",
      phone: "+254733518207",
      company: "St. Teresa's Girls' High School, Kitui",
      services: ["Business Writing"],
    },
  },
  {
    name: "b22-098: an organisation with Co. Ltd and a town",
    says: [
      "company profile for our transport business",
      "Said Mwakio, Voi Express Co. Ltd",
      "0721 640 385",
    ],
    expect: {
      firstName: "Said",
      lastName: "Mwakio",
      phone: "+254721640385",
      company: "Voi Express Co. Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b22-099: an organisation with a slash and initials",
    says: [
      "we need our policies written",
      "Lucas Owino, M/S Owino & Partners Advocates",
      "lowino@owinopartners.co.ke",
    ],
    expect: {
      firstName: "Lucas",
      lastName: "Owino",
      email: "lowino@owinopartners.co.ke",
      company: "M/S Owino & Partners Advocates",
      services: ["Business Writing"],
    },
  },
  {
    name: "b22-100: a corrected first name",
    says: ["CV please", "Fridah Gakii", "sorry, it's Frida, no h", "0748 205 396"],
    expect: {
      firstName: "Frida",
      lastName: "Gakii",
      phone: "+254748205396",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-101: a corrected surname",
    says: ["cover letter", "Simon Kirui", "surname is Kiprotich not Kirui", "0714 370 592"],
    expect: {
      firstName: "Simon",
      lastName: "Kiprotich",
      phone: "+254714370592",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b22-102: a corrected phone",
    says: [
      "interview coaching",
      "Mildred Aluoch",
      "0712 845 309",
      "sorry wrong number, 0712 845 390",
    ],
    expect: {
      firstName: "Mildred",
      lastName: "Aluoch",
      phone: "+254712845390",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b22-103: a corrected email",
    says: [
      "edit my report please",
      "Raphael Mutua",
      "raphaelmutua@gmial.com",
      "oops, raphael.mutua@gmail.com with a dot",
    ],
    expect: {
      firstName: "Raphael",
      lastName: "Mutua",
      email: "raphael.mutua@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b22-104: a diaspora phone: UK",
    says: ["I'm in the UK and I need a CV for NHS jobs", "Agatha Nduku", "07700 918 245"],
    expect: {
      firstName: "Agatha",
      lastName: "Nduku",
      phone: "+447700918245",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-105: a diaspora phone: US with a Kenyan WhatsApp",
    says: [
      "I'm in Dallas, I need LinkedIn optimization",
      "Samson Ruto",
      "call me on +1 214 555 0187 but my WhatsApp is 0722 604 318",
    ],
    expect: {
      firstName: "Samson",
      lastName: "Ruto",
      phone: "+254722604318",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b22-106: a diaspora phone: Qatar",
    says: ["niko Doha, nataka CV ya kazi ya hotel", "Naitwa Mwanajuma Bakari", "+974 5531 2086"],
    expect: {
      firstName: "Mwanajuma",
      lastName: "Bakari",
      phone: "+97455312086",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-107: an email spelt out",
    says: ["LinkedIn profile", "Joan Chepkurui", "joan underscore chep at yahoo dot com"],
    expect: {
      firstName: "Joan",
      lastName: "Chepkurui",
      email: "joan_chep@yahoo.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b22-108: an email mistyped domain",
    says: ["cover letter for a nursing job abroad", "Selina Makena", "selinamakena@yahooo.com"],
    expect: {
      firstName: "Selina",
      lastName: "Makena",
      email: "selinamakena@yahoo.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b22-109: lower case with many typos",
    says: ["helo i ned cv writting", "wiliam kipkoech", "0725 418 603"],
    expect: {
      firstName: "Wiliam",
      lastName: "Kipkoech",
      phone: "+254725418603",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-110: Sheng: 'mse' wants LinkedIn and CV",
    says: [
      "niaje, nataka kupimpiwa cv na linkedin",
      "mtaani ni Brayo, ID inasema Bramwel Otieno Ouma",
      "0798 641 027",
    ],
    expect: {
      firstName: "Bramwel",
      lastName: "Otieno Ouma",
      phone: "+254798641027",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b22-111: CV by 'resume' and cover letter by 'the letter'",
    says: [
      "I need a resume and the letter that you attach to it when applying",
      "Marion Jelagat",
      "0710 249 685",
    ],
    expect: {
      firstName: "Marion",
      lastName: "Jelagat",
      phone: "+254710249685",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b22-112: career change by purpose",
    says: [
      "I'm a teacher and I want to leave teaching for something else but I don't know what, I need someone to guide me",
      "Priscilla Kanana",
      "priscillakanana@gmail.com",
    ],
    expect: {
      firstName: "Priscilla",
      lastName: "Kanana",
      email: "priscillakanana@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b22-113: a training subject is not a second service",
    says: [
      "we want a training on report writing for our field officers",
      "Kassim Jillo, Northern Rangelands Trust",
      "0722 930 415",
    ],
    expect: {
      firstName: "Kassim",
      lastName: "Jillo",
      phone: "+254722930415",
      company: "Northern Rangelands Trust",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b22-114: not now, maybe next year",
    says: ["I want a CV now. LinkedIn maybe next year, not now", "Edith Wangui", "0719 403 286"],
    expect: {
      firstName: "Edith",
      lastName: "Wangui",
      phone: "+254719403286",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-115: an email refused, phone given",
    says: [
      "interview coaching for a KRA panel",
      "Rodgers Ombati",
      "no email, I don't use it",
      "0727 184 590",
    ],
    expect: {
      firstName: "Rodgers",
      lastName: "Ombati",
      phone: "+254727184590",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b22-116: phone refused twice, then email",
    says: [
      "business plan for a car wash",
      "Clement Mutinda",
      "no phone",
      "I said no phone, email is kmutinda.carwash@gmail.com",
    ],
    expect: {
      firstName: "Clement",
      lastName: "Mutinda",
      email: "kmutinda.carwash@gmail.com",
      services: ["Business Writing"],
    },
  },
  {
    name: "b22-117: Eng. and a hyphen",
    says: ["LinkedIn for an engineer", "Eng. Carol Wanjiru-Kimani", "0734 802 619"],
    expect: {
      firstName: "Carol",
      lastName: "Wanjiru-Kimani",
      phone: "+254734802619",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b22-118: an apostrophe name and Sheng",
    says: ["nataka proofreading ya thesis", "Naitwa Ng'ang'a Mbugua", "0701 356 947"],
    expect: {
      firstName: "Ng'ang'a",
      lastName: "Mbugua",
      phone: "+254701356947",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b22-119: youth programme by purpose, third party",
    says: [
      "my daughter finished form four and she doesn't know which course to pick, do you help young people like that?",
      "I'm Mr. Jacob Wamalwa",
      "0723 580 614",
    ],
    expect: {
      firstName: "Jacob",
      lastName: "Wamalwa",
      phone: "+254723580614",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b22-120: life story, English: a retrenched hotel accountant, CV and LinkedIn, no cover letter",
    says: [dianiAccountantStory],
    expect: {
      firstName: "Hezron",
      lastName: "Mwadime Kazungu",
      phone: "+254722637415",
      email: "hezronkazungu@gmail.com",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b22-121: life story, English: a dairy cooperative's clerks' training, the report put off",
    says: [nyeriDairyStory],
    expect: {
      firstName: "Jane",
      lastName: "Wairimu Gichuki",
      phone: "+254733805264",
      email: "ops@mathiradairy.co.ke",
      company: "Mathira Dairy Farmers Co-operative Society",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b22-122: life story, Swahili: a marine science graduate, CV then interview",
    says: [kilifiSwahiliStory],
    expect: {
      firstName: "Kahindi",
      lastName: "Charo Baya",
      phone: "+254729461083",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b22-123: life story, Sheng: a barista applying for cabin crew, letter then interview, no CV",
    says: [kayoleShengStory],
    expect: {
      firstName: "Sharleen",
      lastName: "Auma Okeyo",
      email: "sharleenauma@gmail.com",
      services: ["Cover Letters", "Interview Coaching"],
    },
  },
  {
    name: "b22-124: Sheng service word for a cover letter",
    says: ["nipimpie barua ya application ya job ya KPA", "Naitwa Hassan Mwatsahu", "0742 908 156"],
    expect: {
      firstName: "Hassan",
      lastName: "Mwatsahu",
      phone: "+254742908156",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b22-125: 'surname first' said outright",
    says: ["I need a CV for logistics jobs", "Wanyonyi Alfred, surname first", "0716 820 473"],
    expect: {
      firstName: "Alfred",
      lastName: "Wanyonyi",
      phone: "+254716820473",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-126: a phone in Uganda, visitor says so",
    says: [
      "I'm working in Kampala now, I need interview coaching for a UN job",
      "Phoebe Akello",
      "0772 401 839",
    ],
    expect: {
      firstName: "Phoebe",
      lastName: "Akello",
      phone: "+256772401839",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b22-127: a phone in the UAE, visitor says so",
    says: [
      "niko Dubai, nataka CV mpya ya kazi ya security",
      "Naitwa Juma Kahindi Tsuma",
      "050 712 4836",
    ],
    expect: {
      firstName: "Juma",
      lastName: "Kahindi Tsuma",
      phone: "+971507124836",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-128: Hon. and MCA beside the name",
    says: [
      "We want a youth career program for our ward",
      "Hon. Titus Kiplimo, MCA",
      "0722 513 870",
    ],
    expect: {
      firstName: "Titus",
      lastName: "Kiplimo",
      phone: "+254722513870",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b22-129: a children's home buying a youth programme",
    says: [
      "we need a mentorship program for the older children here",
      "Monica Wayua, social worker at Tumaini Children's Home",
      "monica.wayua@tumainihome.org",
    ],
    expect: {
      firstName: "Monica",
      lastName: "Wayua",
      email: "monica.wayua@tumainihome.org",
      company: "Tumaini Children's Home",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b22-130: an agrovet with (K) Ltd",
    says: [
      "proposal for a bank loan for our agrovet",
      "Gideon Kimeli, Kilimo Bora Agrovet (K) Ltd, I run it with my brother",
      "0725 036 481",
    ],
    expect: {
      firstName: "Gideon",
      lastName: "Kimeli",
      phone: "+254725036481",
      company: "Kilimo Bora Agrovet (K) Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b22-131: a county department",
    says: [
      "training on report writing and customer care for our officers",
      "Dr. Wangari Kinyua, Nyeri County Department of Health",
      "0720 648 193",
    ],
    expect: {
      firstName: "Wangari",
      lastName: "Kinyua",
      phone: "+254720648193",
      company: "Nyeri County Department of Health",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b22-132: an email with 'at' and 'dot co dot ke'",
    says: ["editing a funding proposal", "Barack Otieno Oloo", "barack at oloo dot co dot ke"],
    expect: {
      firstName: "Barack",
      lastName: "Otieno Oloo",
      email: "barack@oloo.co.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b22-133: the phone given when the name was asked, then the name",
    says: ["cv for a banking job", "0705 936 218", "Stella Mumo"],
    expect: {
      firstName: "Stella",
      lastName: "Mumo",
      phone: "+254705936218",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-134: a deadline question between lines",
    says: ["cover letter and CV", "can you do it by friday?", "Ronald Kiptum", "0794 562 031"],
    expect: {
      firstName: "Ronald",
      lastName: "Kiptum",
      phone: "+254794562031",
      services: ["Cover Letters", "CV Writing"],
    },
  },
  {
    name: "b22-135: LinkedIn by purpose, no service word",
    says: [
      "recruiters on that professional networking site never find me, my profile there is empty",
      "Vanessa Nzisa",
      "0711 305 846",
    ],
    expect: {
      firstName: "Vanessa",
      lastName: "Nzisa",
      phone: "+254711305846",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b22-136: three services in Swahili and English, in order",
    says: [
      "nataka barua ya maombi, cv na mafunzo ya interview",
      "Naitwa Mohamed Issa",
      "0727 104 685",
    ],
    expect: {
      firstName: "Mohamed",
      lastName: "Issa",
      phone: "+254727104685",
      services: ["Cover Letters", "CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b22-137: a church as the organisation, Rev.",
    says: [
      "we want our church strategic plan edited, it's already written",
      "Rev. Nicholas Macharia, A.C.K. St. Luke's Parish, Kiambu",
      "0733 924 570",
    ],
    expect: {
      firstName: "Nicholas",
      lastName: "Macharia",
      phone: "+254733924570",
      company: "A.C.K. St. Luke's Parish, Kiambu",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b22-138: CV misspelt 'see vee' and a two-line phone",
    says: ["i need a see vee", "leah wangeci", "0713", "482 906"],
    expect: {
      firstName: "Leah",
      lastName: "Wangeci",
      phone: "+254713482906",
      services: ["CV Writing"],
    },
  },
  {
    name: "b22-139: career coaching in Sheng, by purpose",
    says: [
      "bro nimekwama kwa kazi ya customer care miaka sita, nataka mtu aniguide nijue next step ya career",
      "Ni Wes, Wesley Odhiambo Were",
      "0758 319 624",
    ],
    expect: {
      firstName: "Wesley",
      lastName: "Odhiambo Were",
      phone: "+254758319624",
      services: ["Professional Development"],
    },
  },
];
