import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 24 for `npm run bench:assistant`, written on 2026-12-03 by the helper
 * "asst-batch24", apart from the engine. Rules of apartness, as followed: nothing under server/,
 * app/ or tests/ was opened, nor /work/firstruns/, nor bench/README.md, nor bench/assistant.ts or
 * any other bench runner; no history command was run (git commands: `worktree add`, then `add`,
 * commit, rebase, merge). `npx react-router typegen` was run once. What was read: the helper
 * protocol; `ls bench/`; biome.json lines 1-30; bench/assistant-personas-batch4.ts lines 1-50 (the
 * type, its header and the opening of its life story); bench/assistant-personas-batch23.ts lines
 * 1-319 (its header, its five life stories, which sit before the personas, and its first twelve
 * personas), for format and conventions only; a grep of content/services.ts for `name:`; the lines
 * of /work/shared/SPEC.md matching "hand-over", "handover", "chat widget" or "lead". The first
 * names seen there were kept out of this batch by a script, which also checked that no first name
 * or phone repeats and that every Kenyan phone is +2547/+2541 and 9 digits. The bench was not run.
 *
 * 131 personas. The first 70 are ordinary visitors (a clear request, a name, a phone or email);
 * the rest are harder: emoji, typos in "my name is"/"naitwa"/"jina langu ni", honorifics (Dr.,
 * Mrs, Eng., Pastor, Hon., Prof.), three- and four-word names, names that are words (Faith,
 * Precious, Charity, Gift, Peace, Mercy, Happiness), two or three services by name, abbreviation,
 * misspelling or purpose, services declined, postponed, replaced or added later, refusals, short
 * replies, phones in many forms (split, brackets, +254 (0), WhatsApp beside a calls line,
 * corrected), emails with dots, plus signs, capitals and a mistyped domain, organisations with
 * '&', '(K) Ltd', commas, 'St.', SACCOs, churches, schools and a county department, and three
 * foreign numbers. Same expectation conventions as batch 23: titles and posts are not part of the
 * name; `lastName` is everything after the first name; emails in lower case; a corrected field
 * replaces the first; the WhatsApp line is kept; a declined or postponed service is not expected.
 * Not registered anywhere.
 */

export type Batch24Persona = Batch4Persona;

export const batch24Personas: Batch24Persona[] = [
  {
    name: "b24-001: a CV for a clinical officer",
    says: ["Hello, I need my CV done. I'm a clinical officer", "Dennis Kiprotich", "0723 618 452"],
    expect: {
      firstName: "Dennis",
      lastName: "Kiprotich",
      phone: "+254723618452",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-002: Swahili, 'Jina langu ni'",
    says: ["Habari, nahitaji kuandikiwa CV", "Jina langu ni Zawadi Mwakilema", "0711 902 347"],
    expect: {
      firstName: "Zawadi",
      lastName: "Mwakilema",
      phone: "+254711902347",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-003: a cover letter, email",
    says: [
      "cover letter for an accountant position pls",
      "Lilian Chebet",
      "lilianchebet88@gmail.com",
    ],
    expect: {
      firstName: "Lilian",
      lastName: "Chebet",
      email: "lilianchebet88@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b24-004: LinkedIn for a marketer",
    says: ["I want my LinkedIn profile to look professional", "Edwin Mwangi", "0734 221 598"],
    expect: {
      firstName: "Edwin",
      lastName: "Mwangi",
      phone: "+254734221598",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b24-005: interview coaching, dashes",
    says: ["Interview coaching", "Sharon Adhiambo", "0726-480-113"],
    expect: {
      firstName: "Sharon",
      lastName: "Adhiambo",
      phone: "+254726480113",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b24-006: proofreading a research proposal",
    says: [
      "Can you proofread my research proposal?",
      "Martin Ochieng",
      "martin.ochieng@students.uonbi.ac.ke",
    ],
    expect: {
      firstName: "Martin",
      lastName: "Ochieng",
      email: "martin.ochieng@students.uonbi.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b24-007: a business plan for a poultry farm",
    says: ["I need a business plan for my poultry farm", "Gladys Wambui", "0702 559 180"],
    expect: {
      firstName: "Gladys",
      lastName: "Wambui",
      phone: "+254702559180",
      services: ["Business Writing"],
    },
  },
  {
    name: "b24-008: staff training for a hotel",
    says: [
      "Do you train hotel staff on customer service?",
      "Samuel Kariuki, Lake Elementaita Lodge",
      "0720 874 306",
    ],
    expect: {
      firstName: "Samuel",
      lastName: "Kariuki",
      phone: "+254720874306",
      company: "Lake Elementaita Lodge",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b24-009: youth programme for a niece? no, herself",
    says: ["I'm 19, I want to join the youth program", "Winnie Atieno", "0115 620 943"],
    expect: {
      firstName: "Winnie",
      lastName: "Atieno",
      phone: "+254115620943",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b24-010: career coaching for a mid-career teacher",
    says: [
      "I've taught for 12 years and want a career change. Do you do career coaching?",
      "Nicholas Wafula",
      "0717 336 802",
    ],
    expect: {
      firstName: "Nicholas",
      lastName: "Wafula",
      phone: "+254717336802",
      services: ["Professional Development"],
    },
  },
  {
    name: "b24-011: a CV, +254 no spaces",
    says: ["CV please", "Irene Muthoni", "+254745108227"],
    expect: {
      firstName: "Irene",
      lastName: "Muthoni",
      phone: "+254745108227",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-012: a CV, 254 without plus",
    says: ["I need a CV for nursing jobs abroad", "Moses Kipchumba", "254 729 047 615"],
    expect: {
      firstName: "Moses",
      lastName: "Kipchumba",
      phone: "+254729047615",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-013: a cover letter in Swahili",
    says: ["Nataka barua ya kuomba kazi", "Mwanaisha Juma", "0768 405 219"],
    expect: {
      firstName: "Mwanaisha",
      lastName: "Juma",
      phone: "+254768405219",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b24-014: CV, nine digits without 0",
    says: ["cv writing", "Felix Otieno", "712 884 051"],
    expect: {
      firstName: "Felix",
      lastName: "Otieno",
      phone: "+254712884051",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-015: editing a novel manuscript",
    says: [
      "I have written a novel and need it edited before I send it to publishers",
      "Beatrice Nyambura",
      "bnyambura@outlook.com",
    ],
    expect: {
      firstName: "Beatrice",
      lastName: "Nyambura",
      email: "bnyambura@outlook.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b24-016: CV, greeting first",
    says: ["Good morning", "I'd like a new CV", "Anthony Mbugua", "0791 267 430"],
    expect: {
      firstName: "Anthony",
      lastName: "Mbugua",
      phone: "+254791267430",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-017: interview coaching for a KRA interview",
    says: ["I've been shortlisted at KRA, I need interview prep", "Diana Jeptoo", "0722 903 561"],
    expect: {
      firstName: "Diana",
      lastName: "Jeptoo",
      phone: "+254722903561",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b24-018: company profile for a cleaning firm",
    says: ["We need a company profile", "Josphat Kamau, Safi Clean Services Ltd", "0721 660 974"],
    expect: {
      firstName: "Josphat",
      lastName: "Kamau",
      phone: "+254721660974",
      company: "Safi Clean Services Ltd",
      services: ["Business Writing"],
    },
  },
  {
    name: "b24-019: CV, 0110 line",
    says: ["Nataka CV", "Hassan Omar", "0110 482 376"],
    expect: {
      firstName: "Hassan",
      lastName: "Omar",
      phone: "+254110482376",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-020: LinkedIn, email with dot",
    says: ["linkedin optimisation", "Cynthia Wairimu", "cynthia.wairimu@gmail.com"],
    expect: {
      firstName: "Cynthia",
      lastName: "Wairimu",
      email: "cynthia.wairimu@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b24-021: CV for a driver",
    says: ["I am a driver, I need a CV", "Joseph Barasa", "0757 119 836"],
    expect: {
      firstName: "Joseph",
      lastName: "Barasa",
      phone: "+254757119836",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-022: training on leadership for a bank branch",
    says: [
      "We'd like leadership training for our branch managers",
      "Margaret Kerubo, Imara Microfinance Bank",
      "margaret.kerubo@imaramfb.co.ke",
    ],
    expect: {
      firstName: "Margaret",
      lastName: "Kerubo",
      email: "margaret.kerubo@imaramfb.co.ke",
      company: "Imara Microfinance Bank",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b24-023: CV, lower case everything",
    says: ["i need cv", "john maina", "0703 245 689"],
    expect: {
      firstName: "John",
      lastName: "Maina",
      phone: "+254703245689",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-024: a cover letter for an NGO job",
    says: ["Cover letter for an NGO program officer job", "Evelyne Awuor", "0790 538 224"],
    expect: {
      firstName: "Evelyne",
      lastName: "Awuor",
      phone: "+254790538224",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b24-025: CV, pairs of digits",
    says: ["CV writing", "Stephen Ngugi", "07 22 41 36 98"],
    expect: {
      firstName: "Stephen",
      lastName: "Ngugi",
      phone: "+254722413698",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-026: proofreading a dissertation, Swahili",
    says: ["Naomba mnisaidie kusahihisha tasnifu yangu", "Rehema Mwanzia", "0714 770 362"],
    expect: {
      firstName: "Rehema",
      lastName: "Mwanzia",
      phone: "+254714770362",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b24-027: interview coaching, email",
    says: ["I need interview coaching", "Kelvin Omondi", "kelvinomondi@yahoo.com"],
    expect: {
      firstName: "Kelvin",
      lastName: "Omondi",
      email: "kelvinomondi@yahoo.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b24-028: CV for a fresh graduate",
    says: ["I just graduated from Kenyatta University, I need a CV", "Ann Njambi", "0748 602 915"],
    expect: {
      firstName: "Ann",
      lastName: "Njambi",
      phone: "+254748602915",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-029: youth programme, Swahili",
    says: ["Nina miaka 18, nataka kujiunga na programu ya vijana", "Baraka Mutiso", "0112 573 048"],
    expect: {
      firstName: "Baraka",
      lastName: "Mutiso",
      phone: "+254112573048",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b24-030: a grant proposal",
    says: [
      "We need help writing a grant proposal for our community project",
      "Lucy Wangari, Tumaini Women Group",
      "0725 118 406",
    ],
    expect: {
      firstName: "Lucy",
      lastName: "Wangari",
      phone: "+254725118406",
      company: "Tumaini Women Group",
      services: ["Business Writing"],
    },
  },
  {
    name: "b24-031: CV, phone before name",
    says: ["I want a CV", "0708 931 254", "Philip Rotich"],
    expect: {
      firstName: "Philip",
      lastName: "Rotich",
      phone: "+254708931254",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-032: career coaching, email caps",
    says: ["career coaching please", "Wilson Keter", "Wilson.Keter@Gmail.com"],
    expect: {
      firstName: "Wilson",
      lastName: "Keter",
      email: "wilson.keter@gmail.com",
      services: ["Professional Development"],
    },
  },
  {
    name: "b24-033: CV, capitals",
    says: ["I NEED A CV", "MARY ACHIENG", "0733 405 781"],
    expect: {
      firstName: "Mary",
      lastName: "Achieng",
      phone: "+254733405781",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-034: a cover letter, 0111 line",
    says: ["Can you write me a cover letter?", "Ruth Nekesa", "0111 264 890"],
    expect: {
      firstName: "Ruth",
      lastName: "Nekesa",
      phone: "+254111264890",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b24-035: staff training, county department",
    says: [
      "We want training for our staff on report writing",
      "Daniel Kibet, Department of Agriculture, Nandi County",
      "0722 650 193",
    ],
    expect: {
      firstName: "Daniel",
      lastName: "Kibet",
      phone: "+254722650193",
      company: "Department of Agriculture, Nandi County",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b24-036: CV for a chef",
    says: ["Nahitaji CV, mimi ni chef", "Abdi Salat", "0727 310 864"],
    expect: {
      firstName: "Abdi",
      lastName: "Salat",
      phone: "+254727310864",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-037: LinkedIn, short",
    says: ["linkedin", "Eunice Wanjiru", "0796 442 105"],
    expect: {
      firstName: "Eunice",
      lastName: "Wanjiru",
      phone: "+254796442105",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b24-038: proofreading a report",
    says: ["Please proofread a report for me", "Francis Odongo", "francis.odongo@gmail.com"],
    expect: {
      firstName: "Francis",
      lastName: "Odongo",
      email: "francis.odongo@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b24-039: CV for a teacher, TSC",
    says: ["I need a CV for TSC internship", "Janet Mueni", "0716 829 470"],
    expect: {
      firstName: "Janet",
      lastName: "Mueni",
      phone: "+254716829470",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-040: interview coaching, Swahili",
    says: ["Nina usaili wiki ijayo, nataka mafunzo", "Salim Bakari", "0741 356 028"],
    expect: {
      firstName: "Salim",
      lastName: "Bakari",
      phone: "+254741356028",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b24-041: business writing: a tender document",
    says: [
      "Help us prepare a tender document",
      "Paul Njuguna, Ndovu Hardware & Supplies",
      "0722 487 609",
    ],
    expect: {
      firstName: "Paul",
      lastName: "Njuguna",
      phone: "+254722487609",
      company: "Ndovu Hardware & Supplies",
      services: ["Business Writing"],
    },
  },
  {
    name: "b24-042: CV, 0114 line",
    says: ["CV pls", "Jackline Chepkoech", "0114 938 502"],
    expect: {
      firstName: "Jackline",
      lastName: "Chepkoech",
      phone: "+254114938502",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-043: a cover letter for an internship",
    says: [
      "I need a cover letter for an internship at a law firm",
      "Ivy Wanjala",
      "ivywanjala@gmail.com",
    ],
    expect: {
      firstName: "Ivy",
      lastName: "Wanjala",
      email: "ivywanjala@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b24-044: CV for a security guard",
    says: ["Habari, nataka CV ya kazi ya security", "Omari Said", "0729 661 340"],
    expect: {
      firstName: "Omari",
      lastName: "Said",
      phone: "+254729661340",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-045: career coaching for a manager",
    says: [
      "I'm looking for professional development coaching, I was just promoted to manager",
      "Vivian Jelagat",
      "0710 283 957",
    ],
    expect: {
      firstName: "Vivian",
      lastName: "Jelagat",
      phone: "+254710283957",
      services: ["Professional Development"],
    },
  },
  {
    name: "b24-046: CV, email only",
    says: ["Could you update my CV?", "Robert Kinyua", "robert.kinyua@gmail.com"],
    expect: {
      firstName: "Robert",
      lastName: "Kinyua",
      email: "robert.kinyua@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-047: staff training for a school",
    says: [
      "We need training for our teachers on customer relations with parents",
      "Sarah Kananu, St. Augustine Academy, Meru",
      "0724 170 835",
    ],
    expect: {
      firstName: "Sarah",
      lastName: "Kananu",
      phone: "+254724170835",
      company: "St. Augustine Academy, Meru",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b24-048: CV, dashes in groups",
    says: ["CV", "Geoffrey Oduor", "0722-509-376"],
    expect: {
      firstName: "Geoffrey",
      lastName: "Oduor",
      phone: "+254722509376",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-049: youth programme for a school leaver",
    says: [
      "Hi, I finished form four last year, I want the youth programme",
      "Yvonne Kawira",
      "0745 290 613",
    ],
    expect: {
      firstName: "Yvonne",
      lastName: "Kawira",
      phone: "+254745290613",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b24-050: interview coaching, greeting first",
    says: ["Hi there", "Do you do interview coaching?", "Alex Muriuki", "0790 671 342"],
    expect: {
      firstName: "Alex",
      lastName: "Muriuki",
      phone: "+254790671342",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b24-051: CV for a procurement officer",
    says: ["I need my CV redone for procurement jobs", "Christine Kagendo", "0718 502 946"],
    expect: {
      firstName: "Christine",
      lastName: "Kagendo",
      phone: "+254718502946",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-052: a cover letter, Swahili greeting",
    says: ["Hujambo", "nataka cover letter", "Fatuma Abdalla", "0769 143 820"],
    expect: {
      firstName: "Fatuma",
      lastName: "Abdalla",
      phone: "+254769143820",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b24-053: LinkedIn for an engineer",
    says: [
      "Could you optimise my LinkedIn profile? I'm a civil engineer",
      "Charles Nyaga",
      "charles.nyaga@gmail.com",
    ],
    expect: {
      firstName: "Charles",
      lastName: "Nyaga",
      email: "charles.nyaga@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b24-054: CV, 0118 line",
    says: ["I want a CV", "Teresia Nduku", "0118 605 374"],
    expect: {
      firstName: "Teresia",
      lastName: "Nduku",
      phone: "+254118605374",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-055: editing a journal article",
    says: [
      "I need editing for a journal article before submission",
      "Dr. Benard Okello",
      "0733 816 205",
    ],
    expect: {
      firstName: "Benard",
      lastName: "Okello",
      phone: "+254733816205",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b24-056: CV for an electrician",
    says: ["CV for electrician jobs", "Emmanuel Kiplimo", "0703 718 490"],
    expect: {
      firstName: "Emmanuel",
      lastName: "Kiplimo",
      phone: "+254703718490",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-057: training on sales for a distributor",
    says: [
      "We want sales training for our field reps",
      "Harun Gitau, Mwangaza Distributors Ltd",
      "0725 390 614",
    ],
    expect: {
      firstName: "Harun",
      lastName: "Gitau",
      phone: "+254725390614",
      company: "Mwangaza Distributors Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b24-058: CV, Swahili thanks",
    says: ["CV tafadhali", "Khadija Mohamed", "0792 451 087"],
    expect: {
      firstName: "Khadija",
      lastName: "Mohamed",
      phone: "+254792451087",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-059: a cover letter, yahoo",
    says: ["cover letter", "Lydia Moraa", "lydiamoraa@yahoo.com"],
    expect: {
      firstName: "Lydia",
      lastName: "Moraa",
      email: "lydiamoraa@yahoo.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b24-060: CV for an accountant, +254 dashes",
    says: ["CV for an accountant", "Timothy Waweru", "+254-722-196-530"],
    expect: {
      firstName: "Timothy",
      lastName: "Waweru",
      phone: "+254722196530",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-061: interview coaching for a scholarship interview",
    says: ["I have a scholarship interview, I need to prepare", "Naomi Chelangat", "0719 047 382"],
    expect: {
      firstName: "Naomi",
      lastName: "Chelangat",
      phone: "+254719047382",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b24-062: CV, full stop at the end",
    says: ["I need a CV.", "Duncan Mugo.", "0708 264 915."],
    expect: {
      firstName: "Duncan",
      lastName: "Mugo",
      phone: "+254708264915",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-063: career coaching, Swahili",
    says: ["Nahitaji ushauri kuhusu taaluma yangu", "Hamisi Chiro", "0735 902 418"],
    expect: {
      firstName: "Hamisi",
      lastName: "Chiro",
      phone: "+254735902418",
      services: ["Professional Development"],
    },
  },
  {
    name: "b24-064: CV for a pharmacist",
    says: [
      "Please write my CV, I'm a pharmaceutical technologist",
      "Gloria Kathambi",
      "gloria.kathambi@gmail.com",
    ],
    expect: {
      firstName: "Gloria",
      lastName: "Kathambi",
      email: "gloria.kathambi@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-065: proofreading, 0112 line",
    says: ["Proofreading for my project", "Derrick Ouma", "0112 806 459"],
    expect: {
      firstName: "Derrick",
      lastName: "Ouma",
      phone: "+254112806459",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b24-066: CV for a waiter",
    says: ["Mambo, nataka CV", "Kennedy Onyango", "0740 118 263"],
    expect: {
      firstName: "Kennedy",
      lastName: "Onyango",
      phone: "+254740118263",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-067: a company profile, email",
    says: [
      "We need a company profile for our transport company",
      "Jane Wairegi, Mwananchi Shuttles",
      "info@mwananchishuttles.co.ke",
    ],
    expect: {
      firstName: "Jane",
      lastName: "Wairegi",
      email: "info@mwananchishuttles.co.ke",
      company: "Mwananchi Shuttles",
      services: ["Business Writing"],
    },
  },
  {
    name: "b24-068: CV for a banker",
    says: ["I want a CV, I'm in banking", "Eric Langat", "0722 736 109"],
    expect: {
      firstName: "Eric",
      lastName: "Langat",
      phone: "+254722736109",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-069: LinkedIn, Swahili",
    says: ["Nisaidie na LinkedIn yangu", "Mwajuma Hamadi", "0728 593 046"],
    expect: {
      firstName: "Mwajuma",
      lastName: "Hamadi",
      phone: "+254728593046",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b24-070: CV, 'my name is'",
    says: ["Hi, I need a CV", "My name is Isaac Mwendwa", "0713 428 590"],
    expect: {
      firstName: "Isaac",
      lastName: "Mwendwa",
      phone: "+254713428590",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-071: emoji after the name",
    says: ["need a cv 🙏", "Wanjiru Kamande 😊", "0722 804 317"],
    expect: {
      firstName: "Wanjiru",
      lastName: "Kamande",
      phone: "+254722804317",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-072: emoji around the name",
    says: ["✨✨ hi! cover letter please", "it's 🌸Njeri Gathoni🌸", "0711 560 293"],
    expect: {
      firstName: "Njeri",
      lastName: "Gathoni",
      phone: "+254711560293",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b24-073: 'my nme is'",
    says: ["I want interview coaching", "my nme is Otieno Odhiambo", "0725 601 849"],
    expect: {
      firstName: "Otieno",
      lastName: "Odhiambo",
      phone: "+254725601849",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b24-074: 'myname is' run together",
    says: ["cv and cover letter", "myname is Chege Mburu", "0790 215 638"],
    expect: {
      firstName: "Chege",
      lastName: "Mburu",
      phone: "+254790215638",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b24-075: 'naitwa' misspelt 'naitw'",
    says: ["nataka cv", "naitw Wekesa Simiyu", "0746 381 902"],
    expect: {
      firstName: "Wekesa",
      lastName: "Simiyu",
      phone: "+254746381902",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-076: 'jina lango ni'",
    says: ["Nahitaji mafunzo ya usaili", "jina lango ni Mwanajuma Rashid", "0721 903 746"],
    expect: {
      firstName: "Mwanajuma",
      lastName: "Rashid",
      phone: "+254721903746",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b24-077: 'mi naitwa', Sheng",
    says: ["Niaje, nataka cv ikae fiti", "mi naitwa Kamau Njoroge Kigo", "0757 640 281"],
    expect: {
      firstName: "Kamau",
      lastName: "Njoroge Kigo",
      phone: "+254757640281",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-078: Dr. and a hospital",
    says: [
      "I need a professional CV for a consultant post",
      "Dr. Wangeci Muriithi, Kiambu Level 5 Hospital",
      "0722 381 640",
    ],
    expect: {
      firstName: "Wangeci",
      lastName: "Muriithi",
      phone: "+254722381640",
      company: "Kiambu Level 5 Hospital",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-079: Mrs with a school",
    says: [
      "Good afternoon. We need customer care training for our support staff",
      "Mrs Grace Wanjohi, Principal, Kahuhia Girls High School",
      "0720 415 893",
    ],
    expect: {
      firstName: "Grace",
      lastName: "Wanjohi",
      phone: "+254720415893",
      company: "Kahuhia Girls High School",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b24-080: Eng. with a firm in brackets",
    says: [
      "I need my CV updated for an EPC role",
      "Eng. Kiprono Chirchir",
      "Rift Valley Consulting Engineers (K) Ltd",
      "0733 908 127",
    ],
    expect: {
      firstName: "Kiprono",
      lastName: "Chirchir",
      phone: "+254733908127",
      company: "Rift Valley Consulting Engineers (K) Ltd",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-081: Pastor with a church",
    says: [
      "Our church wants leadership training for our youth leaders",
      "Pastor Elijah Mwakio, Deliverance Church Voi",
      "0722 557 014",
    ],
    expect: {
      firstName: "Elijah",
      lastName: "Mwakio",
      phone: "+254722557014",
      company: "Deliverance Church Voi",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b24-082: Hon. an MCA",
    says: [
      "I need speech writing and a profile for my office",
      "Hon. Nelson Kirui",
      "0725 774 902",
    ],
    expect: {
      firstName: "Nelson",
      lastName: "Kirui",
      phone: "+254725774902",
      services: ["Business Writing"],
    },
  },
  {
    name: "b24-083: Prof. proofreading a book",
    says: [
      "I'm looking for someone to proofread a textbook manuscript",
      "Prof. Wanjala Makokha",
      "wmakokha@mmust.ac.ke",
    ],
    expect: {
      firstName: "Wanjala",
      lastName: "Makokha",
      email: "wmakokha@mmust.ac.ke",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b24-084: three-word name",
    says: ["cv please", "Mercy Wanjiku Gathogo", "0718 390 526"],
    expect: {
      firstName: "Mercy",
      lastName: "Wanjiku Gathogo",
      phone: "+254718390526",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-085: four-word name",
    says: ["I'd like interview coaching", "Abdirahman Hussein Ali Farah", "0722 268 415"],
    expect: {
      firstName: "Abdirahman",
      lastName: "Hussein Ali Farah",
      phone: "+254722268415",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b24-086: a name that is a word: Faith",
    says: ["cover letter", "Faith", "0729 408 613"],
    expect: { firstName: "Faith", phone: "+254729408613", services: ["Cover Letters"] },
  },
  {
    name: "b24-087: a name that is a word: Precious, after 'yes'",
    says: ["cv writing", "yes", "Precious Auma", "0790 846 201"],
    expect: {
      firstName: "Precious",
      lastName: "Auma",
      phone: "+254790846201",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-088: Charity, in a sentence",
    says: ["charity here, I want LinkedIn optimisation", "Charity Nduta actually", "0712 604 387"],
    expect: {
      firstName: "Charity",
      lastName: "Nduta",
      phone: "+254712604387",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b24-089: Gift, Swahili",
    says: ["Naitwa Gift Mwashighadi", "nataka CV", "0741 593 820"],
    expect: {
      firstName: "Gift",
      lastName: "Mwashighadi",
      phone: "+254741593820",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-090: Peace, lower case alone",
    says: ["interview coaching", "peace", "peace.kaveke@gmail.com"],
    expect: {
      firstName: "Peace",
      email: "peace.kaveke@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b24-091: Happiness, name first",
    says: ["Happiness Mumbi", "I want a cover letter and a CV", "0702 713 459"],
    expect: {
      firstName: "Happiness",
      lastName: "Mumbi",
      phone: "+254702713459",
      services: ["Cover Letters", "CV Writing"],
    },
  },
  {
    name: "b24-092: two services by name",
    says: ["I need CV Writing and LinkedIn Optimization", "Linet Wambua", "0724 932 108"],
    expect: {
      firstName: "Linet",
      lastName: "Wambua",
      phone: "+254724932108",
      services: ["CV Writing", "LinkedIn Optimization"],
    },
  },
  {
    name: "b24-093: three services, abbreviations",
    says: ["cv + cl + li pls", "Brenda Wangui", "0797 305 682"],
    expect: {
      firstName: "Brenda",
      lastName: "Wangui",
      phone: "+254797305682",
      services: ["CV Writing", "Cover Letters", "LinkedIn Optimization"],
    },
  },
  {
    name: "b24-094: misspelt services",
    says: ["i need a cirriculum vitae and a coverletter", "Eliud Kiptoo", "0710 458 273"],
    expect: {
      firstName: "Eliud",
      lastName: "Kiptoo",
      phone: "+254710458273",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b24-095: misspelt: 'linkdin' and 'intaview'",
    says: ["linkdin profile and intaview practice", "Sheila Mwikali", "0726 841 350"],
    expect: {
      firstName: "Sheila",
      lastName: "Mwikali",
      phone: "+254726841350",
      services: ["LinkedIn Optimization", "Interview Coaching"],
    },
  },
  {
    name: "b24-096: by purpose: freezing in interviews",
    says: [
      "Every time I'm in front of a panel my mind goes blank. I want someone to practise with me",
      "Kipkemboi Sang",
      "0722 641 907",
    ],
    expect: {
      firstName: "Kipkemboi",
      lastName: "Sang",
      phone: "+254722641907",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b24-097: by purpose: a document for a bank loan",
    says: [
      "The bank wants a written plan of how my salon will make money before they give me a loan",
      "Wangari Mugure",
      "0713 862 045",
    ],
    expect: {
      firstName: "Wangari",
      lastName: "Mugure",
      phone: "+254713862045",
      services: ["Business Writing"],
    },
  },
  {
    name: "b24-098: by purpose: recruiters and a profile",
    says: [
      "Recruiters say my online profile looks empty, and my CV is old too",
      "Tom Okoth",
      "0705 928 361",
    ],
    expect: {
      firstName: "Tom",
      lastName: "Okoth",
      phone: "+254705928361",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b24-099: by purpose: staff rude to customers",
    says: [
      "Our pharmacy attendants are rude to customers, we need someone to teach them",
      "Millicent Akinyi, Afya Bora Chemists",
      "0721 586 340",
    ],
    expect: {
      firstName: "Millicent",
      lastName: "Akinyi",
      phone: "+254721586340",
      company: "Afya Bora Chemists",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b24-100: by purpose: a teenager with no direction",
    says: [
      "My son is 17 and has no idea what course to choose after KCSE. I'm his father, Josiah Kilonzo",
      "0722 905 874",
    ],
    expect: {
      firstName: "Josiah",
      lastName: "Kilonzo",
      phone: "+254722905874",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b24-101: by purpose: grammar in a thesis",
    says: [
      "My supervisor says my thesis has too many grammar mistakes",
      "Leah Chemutai",
      "leah.chemutai@gmail.com",
    ],
    expect: {
      firstName: "Leah",
      lastName: "Chemutai",
      email: "leah.chemutai@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b24-102: declined: 'not the LinkedIn'",
    says: [
      "CV and LinkedIn",
      "actually not the LinkedIn, just the CV",
      "Dorcas Wanza",
      "0724 603 198",
    ],
    expect: {
      firstName: "Dorcas",
      lastName: "Wanza",
      phone: "+254724603198",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-103: postponed: cover letter next month",
    says: [
      "I want a CV and a cover letter, but the cover letter next month",
      "Benson Mwita",
      "0711 249 805",
    ],
    expect: {
      firstName: "Benson",
      lastName: "Mwita",
      phone: "+254711249805",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-104: replaced: 'I meant interview coaching'",
    says: [
      "cover letter please",
      "sorry I meant interview coaching, not a cover letter",
      "Scholastica Nafula",
      "0748 930 257",
    ],
    expect: {
      firstName: "Scholastica",
      lastName: "Nafula",
      phone: "+254748930257",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b24-105: Swahili decline: 'hiyo ya LinkedIn hapana'",
    says: [
      "Nataka CV na LinkedIn",
      "hiyo ya LinkedIn hapana, CV tu",
      "Mwinyi Hamza",
      "0722 816 043",
    ],
    expect: {
      firstName: "Mwinyi",
      lastName: "Hamza",
      phone: "+254722816043",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-106: a service added later",
    says: ["interview coaching", "Arnold Wekesa", "0719 360 842", "and also a CV if possible"],
    expect: {
      firstName: "Arnold",
      lastName: "Wekesa",
      phone: "+254719360842",
      services: ["Interview Coaching", "CV Writing"],
    },
  },
  {
    name: "b24-107: refuses the name twice, gives a phone",
    says: ["I want a CV", "I'd rather not say", "no name please, just call me", "0722 519 736"],
    expect: { phone: "+254722519736", services: ["CV Writing"] },
  },
  {
    name: "b24-108: refuses the phone twice, gives an email",
    says: [
      "cover letter",
      "Tracy Nyokabi",
      "I don't give my number",
      "no phone, use email: tracy.nyokabi@gmail.com",
    ],
    expect: {
      firstName: "Tracy",
      lastName: "Nyokabi",
      email: "tracy.nyokabi@gmail.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b24-109: refuses name once, then gives it",
    says: ["CV writing", "why do you need my name?", "ok fine, Jeremiah Ngetich", "0795 406 182"],
    expect: {
      firstName: "Jeremiah",
      lastName: "Ngetich",
      phone: "+254795406182",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-110: answers a question not asked: town",
    says: ["I'm in Eldoret", "I need a CV", "Sylvia Jepkorir", "0722 307 549"],
    expect: {
      firstName: "Sylvia",
      lastName: "Jepkorir",
      phone: "+254722307549",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-111: answers a question not asked: price",
    says: ["how much is a CV?", "ok I want it", "Ibrahim Noor", "0725 680 134"],
    expect: {
      firstName: "Ibrahim",
      lastName: "Noor",
      phone: "+254725680134",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-112: very short replies",
    says: ["cv", "ok", "yes", "Rop Kiplangat", "0713 295 864"],
    expect: {
      firstName: "Rop",
      lastName: "Kiplangat",
      phone: "+254713295864",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-113: phone split over two lines",
    says: ["LinkedIn please", "Dominic Wachira", "0722 461", "830"],
    expect: {
      firstName: "Dominic",
      lastName: "Wachira",
      phone: "+254722461830",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b24-114: phone in brackets",
    says: ["CV please", "Elizabeth Wangechi", "(0722) 935 108"],
    expect: {
      firstName: "Elizabeth",
      lastName: "Wangechi",
      phone: "+254722935108",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-115: phone with words around",
    says: ["interview coaching", "Caleb Omwenga", "call me on 0708 516 429 anytime after 6"],
    expect: {
      firstName: "Caleb",
      lastName: "Omwenga",
      phone: "+254708516429",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b24-116: phone +254 with a 0",
    says: ["cover letter", "Nancy Muthoni Ndirangu", "+254 (0) 721 407 395"],
    expect: {
      firstName: "Nancy",
      lastName: "Muthoni Ndirangu",
      phone: "+254721407395",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b24-117: phone 01 line with dashes",
    says: ["cv", "Maurice Ogola", "0115-278-643"],
    expect: {
      firstName: "Maurice",
      lastName: "Ogola",
      phone: "+254115278643",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-118: phone corrected",
    says: ["CV", "Agatha Kwamboka", "0723 418 906", "sorry, it's 0723 418 960"],
    expect: {
      firstName: "Agatha",
      lastName: "Kwamboka",
      phone: "+254723418960",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-119: WhatsApp and a calls line",
    says: [
      "Interview coaching please",
      "Fredrick Onyancha",
      "calls 0733 402 816, WhatsApp 0711 935 274",
    ],
    expect: {
      firstName: "Fredrick",
      lastName: "Onyancha",
      phone: "+254711935274",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b24-120: email with a plus sign",
    says: ["linkedin and cv", "Valentine Achieng", "valentine.achieng+jobs@gmail.com"],
    expect: {
      firstName: "Valentine",
      lastName: "Achieng",
      email: "valentine.achieng+jobs@gmail.com",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b24-121: email in capitals",
    says: ["cover letter", "Antony Mwenda", "ANTONY.MWENDA@YAHOO.COM"],
    expect: {
      firstName: "Antony",
      lastName: "Mwenda",
      email: "antony.mwenda@yahoo.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b24-122: email and phone in one line",
    says: [
      "business plan for a bakery",
      "Wambui Gachanja",
      "0721 694 308 / wambui.gachanja@gmail.com",
    ],
    expect: {
      firstName: "Wambui",
      lastName: "Gachanja",
      phone: "+254721694308",
      email: "wambui.gachanja@gmail.com",
      services: ["Business Writing"],
    },
  },
  {
    name: "b24-123: email mistyped 'gmial'",
    says: ["I need a CV", "Sophie Atieno", "sophieatieno@gmial.com"],
    expect: {
      firstName: "Sophie",
      lastName: "Atieno",
      email: "sophieatieno@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-124: a SACCO with commas",
    says: [
      "We need training for our board on governance",
      "Mutwiri Kirimi, Treasurer, Nkubu Farmers SACCO Society Ltd",
      "0722 840 315",
    ],
    expect: {
      firstName: "Mutwiri",
      lastName: "Kirimi",
      phone: "+254722840315",
      company: "Nkubu Farmers SACCO Society Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b24-125: a law firm with '&'",
    says: [
      "We want our firm profile rewritten",
      "Nyawira Kamotho, Kamotho & Associates Advocates",
      "0720 368 951",
    ],
    expect: {
      firstName: "Nyawira",
      lastName: "Kamotho",
      phone: "+254720368951",
      company: "Kamotho & Associates Advocates",
      services: ["Business Writing"],
    },
  },
  {
    name: "b24-126: HR officer at a company",
    says: [
      "We'd like interview skills training for our graduate trainees",
      "Mwende Kioko, HR officer at Tana Foods (K) Ltd",
      "mwende.kioko@tanafoods.co.ke",
    ],
    expect: {
      firstName: "Mwende",
      lastName: "Kioko",
      email: "mwende.kioko@tanafoods.co.ke",
      company: "Tana Foods (K) Ltd",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b24-127: applying to Safaricom, not their company",
    says: [
      "I have an interview with Safaricom on Thursday, I need coaching",
      "Austin Macharia",
      "0729 104 683",
    ],
    expect: {
      firstName: "Austin",
      lastName: "Macharia",
      phone: "+254729104683",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b24-128: diaspora: UK number",
    says: ["I'm in Manchester, I need a CV for NHS jobs", "Wairimu Gachoki", "07700 900 482"],
    expect: {
      firstName: "Wairimu",
      lastName: "Gachoki",
      phone: "+447700900482",
      services: ["CV Writing"],
    },
  },
  {
    name: "b24-129: diaspora: US number",
    says: [
      "Hi, I live in Dallas, Texas. I need a LinkedIn makeover",
      "Kiplagat Boit",
      "(214) 555-0187",
    ],
    expect: {
      firstName: "Kiplagat",
      lastName: "Boit",
      phone: "+12145550187",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b24-130: foreign visitor: Ugandan number",
    says: [
      "I am in Kampala, I need a cover letter for a job in Nairobi",
      "Nakato Sarah Mirembe",
      "+256 772 418 390",
    ],
    expect: {
      firstName: "Nakato",
      lastName: "Sarah Mirembe",
      phone: "+256772418390",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b24-131: a parent writing for a daughter",
    says: [
      "I'm writing for my daughter, she wants the youth programme",
      "I'm her mother, Zipporah Nyakundi",
      "0722 450 691",
    ],
    expect: {
      firstName: "Zipporah",
      lastName: "Nyakundi",
      phone: "+254722450691",
      services: ["Youth Programs"],
    },
  },
];
