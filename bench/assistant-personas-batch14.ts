import type { Batch4Persona } from "./assistant-personas-batch4";

/**
 * Held-out batch 14 for `npm run bench:assistant`, written on 2026-12-01 by the helper
 * "asst-batch14", apart from the engine: nothing under server/assistant/ or its tests was
 * opened, nor any other persona batch; bench/assistant-personas-batch13.ts was read for the
 * format and header conventions only, bench/assistant-personas-batch4.ts for the
 * `Batch4Persona` type only, bench/assistant.ts to register the batch (and to see that a
 * persona has six visitor turns), content/services.ts for the services' names, and
 * ../shared/SPEC.md's chat-assistant lines for what the assistant collects. Written from the
 * issue's list of visitors, with people and phrasings not taken from batch 13; not run when it
 * was written. The kinds of visitors: emoji before, after and around names (a flag, sparkles, a
 * crown, skin tones), an emoji alone as a reply; new typos in "my name is" ("my bame is", "ny
 * name is", "My name ia", "my naame is", "mu name is", "my nane is"); honorifics in English and
 * Swahili (Prof., Rev., Fr., Ms., Capt., Bi., Bw., Mwalimu, Sheikh) with three- and four-word
 * names and a middle initial; names in capitals and in lower case; surname-first forms ("Surname
 * X, first name Y", "X is my surname", "MUTUA, Agnes"); names that are also words, days or a
 * town (Queen, Hope, Joy, Sunday, Amani Zawadi, Nyeri); a name given after one or two
 * refusals; one- and two-word answers, and answers to questions not asked (age, town,
 * qualifications, "yes I'm on WhatsApp"); very short replies ("k", "?", "a", "...", "!!!",
 * emoji only); life stories of 100 to 200 words (a teacher in Kakamega, a matatu conductor in
 * Sheng, a mother returning to work, a clinical officer in Perth, an NGO in Garissa, a Swahili
 * father in Kitui, a Kenyan in Dallas postponing the CV); long runs of spaces, repeated letters
 * and punctuation around short answers, all-caps shouting; two and three services in the order
 * asked, services named by outcome, misspelt, in Swahili ("wasifu wa kazi", "barua ya maombi",
 * "usaili", "kusahihisha", "mafunzo ya wafanyakazi") and Sheng ("nisort na cover"), negated
 * or postponed ("sitaki CV", "not the CV yet", "cover letter iko fiti", a CV "maybe
 * later"), asked through a price question ("how much is it? and for cover letter?"), added
 * after the phone; refusals twice of the name, the email and the phone, still reaching the
 * hand-over; Kenyan phones as 254 without +, 00254, +254 (0), dots, a space after the 4th
 * digit, 0110 and 0100 prefixes, a wa.me link, an emoji label; diaspora phones (UAE with 00,
 * UK, Australia, US, Kuwait, Ireland, Qatar and Saudi Arabia in their own local formats with
 * the country named; Oman, Bahrain, South Sudan with +); emails in capitals, with dots,
 * plus-addresses, a sentence's full stop after them, a company domain.
 *
 * Same format and conventions as batch 13 (and 12): each persona says its lines in order,
 * whatever the assistant asks; a correct hand-over needs a way to reach the visitor
 * (phone/WhatsApp or email) and the service(s) as asked, in the order asked (`expect.services`
 * holds content/services.ts names); the name is not required, but a wrong one is wrong. Every
 * visitor here gives a service and a way to be reached within six lines (no persona has more
 * than six). Conventions of the expectations (batch 13's, with what this batch adds):
 * - honorifics, titles and professional letters are left out of the name; `lastName` is
 *   everything after the first name (a middle initial included); a nickname given beside the
 *   name is not the name, a nickname given alone is; a name written surname first and said so
 *   (or with the surname in capitals before a comma) is recorded with the given name as
 *   `firstName`; a first name that is also a word ("Queen", "Hope", "Joy", "Sunday") is a name
 *   when it is given as the answer to the name; repeated letters shouted onto a name are not
 *   part of it;
 * - a greeting, a refusal, a filler ("k", "ok", "?", an emoji, punctuation), a town, a job or
 *   a department is never a name; a parent who gives their own name is recorded under it;
 * - a service declined, postponed ("not yet", "later" without asking for it now) or replaced is
 *   not expected; one added later comes after the first; a service the visitor asks the price
 *   of is asked for; a training's subject is not a second service; a document the visitor only
 *   describes having is not asked for;
 * - the phone kept is the one to reach the visitor on WhatsApp when a WhatsApp line and a calls
 *   line are both given; a mistyped email is expected as the address that works; an email is
 *   kept as written (dots and a plus-address kept; case does not count); phones are E.164, a
 *   foreign number in its own country's format read as the country the visitor says they are
 *   in; the company is recorded where the visitor names their employer or organisation.
 *
 * Persona names start "b14-NN:", a unique id within the batch.
 */
export type Batch14Persona = Batch4Persona;

const kakamegaTeacherStory = [
  "Good evening. I am a secondary school teacher of Chemistry and Biology in Kakamega County. I",
  "was employed by TSC in 2012 and I have been a head of department for five years now. Last",
  "week TSC advertised promotion posts for deputy principals and my principal has encouraged me",
  "to apply, but I have never attended a promotion interview and the last time I wrote a CV was",
  "when I was leaving Kenyatta University. A colleague who went for the same interview last year",
  "told me the panel asks about curriculum implementation, CBC and handling discipline cases,",
  "and that many of them failed because they could not explain their achievements. I would",
  "like a proper CV that shows my work as HOD, and then coaching for the interview itself,",
  "because I get very nervous in front of a panel. I am Mwalimu Caroline Imbuhila Shikuku and",
  "my number is 0722-615-904.",
].join(" ");

const conductorShengStory = [
  "Niaje wasee. Mimi ni makanga wa route 46 tangu 2016, na pia niko na DL ya class BCE, nimeendesha",
  "lorry ya mchanga kwa miaka mbili huko Athi River. Sahii kuna agent ameniambia kuna kazi za",
  "ma-driver huko Dubai, kampuni ya delivery, lakini wanataka CV ya kuprint na mimi sijawahi",
  "kuwa na CV maisha yangu yote, nilikuwa nachukua kazi tu kwa kujuana. Mathe yangu amesema",
  "nitafute watu wa kunisaidia vizuri juu agent anataka kuituma kwa kampuni wiki ijayo. Sina",
  "pesa mingi lakini nitalipa kwa M-Pesa. Sitaki kuchezwa na agent, nataka tu CV iko poa",
  "inaonyesha experience yangu ya kuendesha na ya makanga. Mimi ni Evans Mutua Kyalo, namba",
  "ni 0795 318 207 iko na WhatsApp pia.",
].join(" ");

const returningMotherStory = [
  "Hello! I hope this is the right place. I worked as an administrative assistant at a law firm",
  "in Westlands for six years, and then I stayed home for eight years to raise my three",
  "children. Now the youngest has joined class one and I am ready to go back to work, but I",
  "feel completely out of touch. My old CV talks about fax machines, and I only opened a",
  "LinkedIn account last month and it is empty. A friend who is a recruiter told me that",
  "employers will ask about the gap, and that I should first get my LinkedIn looking",
  "professional and then have a CV that explains the eight years honestly. I am not ready for",
  "interviews yet, I will come back for that later. Please write to me, I am usually busy in",
  "the mornings with the school run: Njeri.Gathoni+jobs@Gmail.com. Thank you, Njeri Gathoni.",
].join(" ");

const perthClinicalOfficerStory = [
  "Hi Kazi team. I am a clinical officer who moved to Perth, Australia two years ago with my",
  "husband, who got a job in the mines. Since then I have been working as a disability support",
  "worker because my Kenyan qualifications are not recognised here for clinical work. I have",
  "now been accepted for a bridging course and I want to apply for assistant-in-nursing and",
  "health roles in the hospitals here. The problem is that Australian applications want a",
  "resume of a certain style and a cover letter that addresses the selection criteria one by",
  "one, which I have never done. So I need an Australian-style resume and a cover letter I",
  "can adapt. My name is Scholastica Adongo Owino and my mobile here is 0412 638 905.",
].join(" ");

const garissaNgoStory = [
  "Salaam. I am the programme coordinator at Ufanisi Pastoralist Initiative, a community-based",
  "organisation in Garissa working on water and girls' education in three sub-counties. A",
  "donor has invited us to submit a full proposal by the end of January for a three-year",
  "project, and our last two proposals were rejected because, in their words, the logical",
  "framework was weak and the budget narrative did not match. Our board also wants our eight",
  "field officers trained on report writing and basic monitoring, because the reports they",
  "send are very poor. So we need help with two things: the grant proposal first, and then a",
  "training for the field officers, which could be in Garissa or in Nairobi. I am Abdirahman",
  "Hussein Ibrahim, email a.ibrahim@ufanisi.or.ke, or WhatsApp +254 722 409 318.",
].join(" ");

const kituiFatherStory = [
  "Habari zenu. Mimi ni mkulima huko Kitui, na nina binti yangu amemaliza kidato cha nne",
  "mwaka jana, alipata C plain. Sasa yuko nyumbani tu, hajui afanye kozi gani na hajui hata",
  "kuandika barua ya kutafuta kazi. Amekaa nyumbani miezi sita sasa na naogopa ataanza",
  "kuzurura na marafiki wabaya. Mimi sikusoma sana, kwa hivyo siwezi kumshauri vizuri.",
  "Jirani yetu aliniambia kuna programu yenu ya vijana inayowasaidia kujua kazi gani inafaa na",
  "kujiandaa kutafuta kazi ama nafasi ya chuo. Ningependa binti yangu ajiunge. Yeye hana simu,",
  "kwa hivyo mnaweza kunipigia mimi. Naitwa Musyoka Kilonzo Mwikya, na namba yangu ni",
  "0110 245 873. Asanteni sana na Mungu awabariki.",
].join(" ");

const dallasPostponedCvStory = [
  "Hey there. I moved from Nairobi to Dallas four years ago and I work as a pharmacy technician",
  "at a big chain. I like the job but I keep being passed over for the lead technician role,",
  "and my manager says I need to be more visible and show leadership. A cousin suggested I get",
  "my CV redone, but honestly I don't think the CV is the problem and I don't want to pay for",
  "it right now, maybe later in the year. What I want first is someone to coach me on how to",
  "position myself for a promotion, how to talk to my manager and what to do over the next six",
  "months. I am off on Mondays and Tuesdays. I'm Beryl Anyango Odhiambo, cell (214) 809-3361.",
].join(" ");

export const batch14Personas: Batch14Persona[] = [
  // Emoji before, after and around names; an emoji alone as a reply.
  {
    name: "b14-01: Kenyan flag after a single name, CV for a sales job, 'Sasa' greeting",
    says: ["Sasa, I need a CV for a sales rep job", "Akinyi 🇰🇪", "0723 418 096"],
    expect: {
      firstName: "Akinyi",
      phone: "+254723418096",
      services: ["CV Writing"],
    },
  },
  {
    name: "b14-02: sparkles around a full name, interview coaching, email",
    says: [
      "interview coaching for a bank teller interview on Thursday",
      "✨Mwende Kalondu✨",
      "mwende.kalondu@gmail.com",
    ],
    expect: {
      firstName: "Mwende",
      lastName: "Kalondu",
      email: "mwende.kalondu@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b14-03: crown emoji before 'Queen' (a first name that is a word), LinkedIn",
    says: ["Hey 😊😊", "linkedin", "👑 Queen Wairimu", "+254 712 550 837"],
    expect: {
      firstName: "Queen",
      lastName: "Wairimu",
      phone: "+254712550837",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b14-04: praying hands alone for the name, then 'sorry, it's Halima', cover letter",
    says: [
      "cover letter for a hotel receptionist job",
      "🙏🏽",
      "sorry 😅 it's Halima",
      "0797 204 551",
    ],
    expect: {
      firstName: "Halima",
      phone: "+254797204551",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b14-05: skin-toned waving hand stuck to the end of a surname, proofreading",
    says: [
      "Can you proofread my research project before Friday?",
      "Kevin Odera👋🏿",
      "0758 230 614",
    ],
    expect: {
      firstName: "Kevin",
      lastName: "Odera",
      phone: "+254758230614",
      services: ["Editing & Proofreading"],
    },
  },

  // New typos in "my name is".
  {
    name: "b14-06: 'my bame is', CV updated since 2019",
    says: [
      "I need my CV updated, I last did it in 2019",
      "my bame is Gideon Kiptanui",
      "0710 336 482",
    ],
    expect: {
      firstName: "Gideon",
      lastName: "Kiptanui",
      phone: "+254710336482",
      services: ["CV Writing"],
    },
  },
  {
    name: "b14-07: 'ny name is', cover letter for a graduate trainee post (not the youth programme)",
    says: [
      "Cover letter for a KenGen graduate trainee post",
      "ny name is Purity Moraa",
      "purity.moraa@yahoo.com",
    ],
    expect: {
      firstName: "Purity",
      lastName: "Moraa",
      email: "purity.moraa@yahoo.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b14-08: 'My name ia', PhD thesis proofreading",
    says: ["proofreading for my PhD thesis", "My name ia Salome Njambi", "0724 881 350"],
    expect: {
      firstName: "Salome",
      lastName: "Njambi",
      phone: "+254724881350",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b14-09: 'my naame is' with one name, LinkedIn",
    says: ["LinkedIn profile", "my naame is Abdullahi", "0700 215 964"],
    expect: {
      firstName: "Abdullahi",
      phone: "+254700215964",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b14-10: 'mu name is' all lowercase, interview coaching",
    says: ["interview coaching", "mu name is wycliffe barasa", "0791 447 203"],
    expect: {
      firstName: "Wycliffe",
      lastName: "Barasa",
      phone: "+254791447203",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b14-11: 'my nane is' after a Swahili ask for a CV",
    says: ["Nataka mtu aniandikie CV", "my nane is Chebet", "0725 330 419"],
    expect: {
      firstName: "Chebet",
      phone: "+254725330419",
      services: ["CV Writing"],
    },
  },

  // Honorifics in English and Swahili.
  {
    name: "b14-12: Prof. with three names, academic CV, university email",
    says: [
      "I'd like my academic CV reformatted for a vice-chancellor application",
      "Prof. Joseph Wandera Okumu",
      "jw.okumu@maseno.ac.ke",
    ],
    expect: {
      firstName: "Joseph",
      lastName: "Wandera Okumu",
      email: "jw.okumu@maseno.ac.ke",
      services: ["CV Writing"],
    },
  },
  {
    name: "b14-13: Rev. with three names, concept note for a church water project",
    says: [
      "Our church needs a concept note for a borehole project",
      "Rev. Lucy Mutheu Kavita",
      "0721 904 337",
    ],
    expect: {
      firstName: "Lucy",
      lastName: "Mutheu Kavita",
      phone: "+254721904337",
      services: ["Business Writing"],
    },
  },
  {
    name: "b14-14: Fr. with a priest's book to edit",
    says: [
      "I have written a small book of reflections and I need it edited before printing",
      "Fr. Emmanuel Wafula",
      "0733 170 482",
    ],
    expect: {
      firstName: "Emmanuel",
      lastName: "Wafula",
      phone: "+254733170482",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b14-15: Ms. with a middle initial, cover letter",
    says: ["cover letter for a procurement assistant job", "Ms. Grace N. Atieno", "0746 502 193"],
    expect: {
      firstName: "Grace",
      lastName: "N. Atieno",
      phone: "+254746502193",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b14-16: Capt. retiring from the army, civilian CV",
    says: [
      "I'm retiring from the army after 12 years and I need a civilian CV",
      "Capt. Brian Kiplimo Koech",
      "0729 318 640",
    ],
    expect: {
      firstName: "Brian",
      lastName: "Kiplimo Koech",
      phone: "+254729318640",
      services: ["CV Writing"],
    },
  },
  {
    name: "b14-17: Swahili 'Bi.' and staff training on customer care ('mafunzo ya wafanyakazi')",
    says: [
      "Habari, tunahitaji mafunzo ya wafanyakazi kuhusu huduma kwa wateja",
      "Bi. Mwanasha Omar",
      "0722 093 615",
    ],
    expect: {
      firstName: "Mwanasha",
      lastName: "Omar",
      phone: "+254722093615",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b14-18: Swahili 'Bw.' and 'usaili' for the interview",
    says: [
      "Nimeitwa kwa usaili wa kazi ya county, naomba mnisaidie kujiandaa",
      "Bw. Kiprono Langat",
      "0717 662 905",
    ],
    expect: {
      firstName: "Kiprono",
      lastName: "Langat",
      phone: "+254717662905",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b14-19: Sheikh with four names, a profile of the madrasa for sponsors",
    says: [
      "We need a profile document for our madrasa and school to give to sponsors",
      "Sheikh Omar Athman Said Mwinyi",
      "0720 415 338",
    ],
    expect: {
      firstName: "Omar",
      lastName: "Athman Said Mwinyi",
      phone: "+254720415338",
      services: ["Business Writing"],
    },
  },

  // Three- and four-word names, capitals and lower case, surname first.
  {
    name: "b14-20: four names in capitals, LinkedIn and interview prep in capitals",
    says: ["LINKEDIN AND INTERVIEW PREP PLEASE", "ESTHER WANJIKU NJOROGE MUIGAI", "0733 802 415"],
    expect: {
      firstName: "Esther",
      lastName: "Wanjiku Njoroge Muigai",
      phone: "+254733802415",
      services: ["LinkedIn Optimization", "Interview Coaching"],
    },
  },
  {
    name: "b14-21: three names in lower case, business plan for a salon, email",
    says: ["business plan for my salon", "faith achieng ouma", "faithachieng.ouma@gmail.com"],
    expect: {
      firstName: "Faith",
      lastName: "Achieng Ouma",
      email: "faithachieng.ouma@gmail.com",
      services: ["Business Writing"],
    },
  },
  {
    name: "b14-22: 'Surname Chege, first name Daniel', cover letter",
    says: ["cover letter", "Surname Chege, first name Daniel", "0718 662 430"],
    expect: {
      firstName: "Daniel",
      lastName: "Chege",
      phone: "+254718662430",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b14-23: 'Ochieng Fredrick, Ochieng is my surname', CV",
    says: ["CV writing", "Ochieng Fredrick. Ochieng is my surname", "0741 886 205"],
    expect: {
      firstName: "Fredrick",
      lastName: "Ochieng",
      phone: "+254741886205",
      services: ["CV Writing"],
    },
  },
  {
    name: "b14-24: form style 'MUTUA, Agnes', proofreading a report",
    says: ["Proofreading of an annual report", "MUTUA, Agnes", "0702 551 846"],
    expect: {
      firstName: "Agnes",
      lastName: "Mutua",
      phone: "+254702551846",
      services: ["Editing & Proofreading"],
    },
  },

  // Names that are also words, days or a town.
  {
    name: "b14-25: 'Amani Zawadi' (peace, gift) in Swahili, CV",
    says: ["Nataka CV mpya", "Amani Zawadi", "0796 120 483"],
    expect: {
      firstName: "Amani",
      lastName: "Zawadi",
      phone: "+254796120483",
      services: ["CV Writing"],
    },
  },
  {
    name: "b14-26: 'Sunday Ouma' after an interview on Monday",
    says: ["interview coaching, the interview is on Monday", "Sunday Ouma", "0713 420 958"],
    expect: {
      firstName: "Sunday",
      lastName: "Ouma",
      phone: "+254713420958",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b14-27: 'Hope' alone as the name, LinkedIn",
    says: ["I want my LinkedIn redone", "Hope", "0799 604 127"],
    expect: {
      firstName: "Hope",
      phone: "+254799604127",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b14-28: surname that is a town, 'like the town', cover letter",
    says: [
      "Cover letter for a clerk job at the county",
      "Wanjiru Nyeri, yes like the town 😄",
      "0727 913 046",
    ],
    expect: {
      firstName: "Wanjiru",
      lastName: "Nyeri",
      phone: "+254727913046",
      services: ["Cover Letters"],
    },
  },

  // A name after one or two refusals.
  {
    name: "b14-29: two refusals in Swahili, then 'sawa, ni Nekesa', cover letter",
    says: [
      "cover letter",
      "kwa nini mnataka jina yangu?",
      "hapana",
      "sawa, ni Nekesa",
      "0726 558 102",
    ],
    expect: {
      firstName: "Nekesa",
      phone: "+254726558102",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b14-30: 'skip the name', then 'ok, Tabitha Jeruto', outlook email",
    says: [
      "LinkedIn optimisation",
      "skip the name",
      "ok, Tabitha Jeruto",
      "tabitha.jeruto@outlook.com",
    ],
    expect: {
      firstName: "Tabitha",
      lastName: "Jeruto",
      email: "tabitha.jeruto@outlook.com",
      services: ["LinkedIn Optimization"],
    },
  },

  // One- and two-word answers; answers to questions not asked.
  {
    name: "b14-31: one word each, 'WhatsApp' before the number",
    says: ["Habari", "Interview", "Wambui", "WhatsApp", "0721 630 845"],
    expect: {
      firstName: "Wambui",
      phone: "+254721630845",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b14-32: age and job, then the town, before the name",
    says: [
      "I need a CV",
      "I'm 34, 8 years as a storekeeper",
      "I live in Thika",
      "Peter Gitau",
      "0722 851 306",
    ],
    expect: {
      firstName: "Peter",
      lastName: "Gitau",
      phone: "+254722851306",
      services: ["CV Writing"],
    },
  },
  {
    name: "b14-33: qualifications for the name, the email next, the first name last",
    says: [
      "LinkedIn",
      "I have a degree in IT from JKUAT",
      "my email is lilianw.it@gmail.com",
      "Lilian",
    ],
    expect: {
      firstName: "Lilian",
      email: "lilianw.it@gmail.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b14-34: 'yes I have WhatsApp' for the name, then the name and the number",
    says: ["cover letter please", "yes I have WhatsApp", "Moses Kiprotich", "0768 204 593"],
    expect: {
      firstName: "Moses",
      lastName: "Kiprotich",
      phone: "+254768204593",
      services: ["Cover Letters"],
    },
  },

  // Very short replies.
  {
    name: "b14-35: 'k', 'cv', '?', 'Joy' (a word and a name), a phone",
    says: ["k", "cv", "?", "Joy", "0702 338 915"],
    expect: {
      firstName: "Joy",
      phone: "+254702338915",
      services: ["CV Writing"],
    },
  },
  {
    name: "b14-36: one letter, 'linkedin', '...', a name, a phone",
    says: ["a", "linkedin", "...", "Ken Mutai", "0799 218 460"],
    expect: {
      firstName: "Ken",
      lastName: "Mutai",
      phone: "+254799218460",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b14-37: emoji-only lines between the answers, phone on the sixth line",
    says: ["🙏🏾🙏🏾", "interview coaching", "👍", "Wairimu", "👍🏾", "0723 905 174"],
    expect: {
      firstName: "Wairimu",
      phone: "+254723905174",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b14-38: only punctuation, '!!!' and '??', proofreading",
    says: ["!!!", "proofreading", "??", "Oloo", "0711 482 530"],
    expect: {
      firstName: "Oloo",
      phone: "+254711482530",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b14-39: 'cv pls', 'k', a first name, 'k', a phone",
    says: ["cv pls", "k", "Dan", "k", "0792 460 318"],
    expect: {
      firstName: "Dan",
      phone: "+254792460318",
      services: ["CV Writing"],
    },
  },

  // Life stories of 100 to 200 words.
  {
    name: "b14-40: teacher in Kakamega, CV then TSC interview coaching, 'Mwalimu' before the name",
    says: [kakamegaTeacherStory],
    expect: {
      firstName: "Caroline",
      lastName: "Imbuhila Shikuku",
      phone: "+254722615904",
      services: ["CV Writing", "Interview Coaching"],
    },
  },
  {
    name: "b14-41: matatu conductor's Sheng story, a first CV for a driving job in Dubai",
    says: [conductorShengStory],
    expect: {
      firstName: "Evans",
      lastName: "Mutua Kyalo",
      phone: "+254795318207",
      services: ["CV Writing"],
    },
  },
  {
    name: "b14-42: mother back to work after eight years, LinkedIn then CV, interviews later, plus-address",
    says: [returningMotherStory],
    expect: {
      firstName: "Njeri",
      lastName: "Gathoni",
      email: "njeri.gathoni+jobs@gmail.com",
      services: ["LinkedIn Optimization", "CV Writing"],
    },
  },
  {
    name: "b14-43: clinical officer in Perth, resume and cover letter, Australian mobile with its 0",
    says: [perthClinicalOfficerStory],
    expect: {
      firstName: "Scholastica",
      lastName: "Adongo Owino",
      phone: "+61412638905",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b14-44: NGO in Garissa, grant proposal then field officers' training, email and WhatsApp",
    says: [garissaNgoStory],
    expect: {
      firstName: "Abdirahman",
      lastName: "Hussein Ibrahim",
      email: "a.ibrahim@ufanisi.or.ke",
      phone: "+254722409318",
      company: "Ufanisi Pastoralist Initiative",
      services: ["Business Writing", "Corporate Training"],
    },
  },
  {
    name: "b14-45: Swahili father in Kitui registers his daughter for the youth programme, 0110",
    says: [kituiFatherStory],
    expect: {
      firstName: "Musyoka",
      lastName: "Kilonzo Mwikya",
      phone: "+254110245873",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b14-46: pharmacy technician in Dallas, promotion coaching, the CV postponed, US local number",
    says: [dallasPostponedCvStory],
    expect: {
      firstName: "Beryl",
      lastName: "Anyango Odhiambo",
      phone: "+12148093361",
      services: ["Professional Development"],
    },
  },

  // Long runs of spaces, repeated letters and punctuation; shouting.
  {
    name: "b14-47: long runs of spaces around every answer",
    says: [
      "          cv          ",
      "               Maina               ",
      "     0722 316 094     ",
    ],
    expect: {
      firstName: "Maina",
      phone: "+254722316094",
      services: ["CV Writing"],
    },
  },
  {
    name: "b14-48: repeated letters on the service and the name, exclamation marks on the phone",
    says: ["linkedinnnnnnnnnn", "KEVOOOOOOO", "0712 775 308!!!!!!!!!!"],
    expect: {
      firstName: "Kevo",
      phone: "+254712775308",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b14-49: all caps shouting, a refusal and the name on one line",
    says: [
      "I WANT A COVER LETTER NOW",
      "WHY DO YOU NEED MY NAME?? FINE. NJOROGE",
      "0714 590 223 CALL ME",
    ],
    expect: {
      firstName: "Njoroge",
      phone: "+254714590223",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b14-50: dots, dashes and equals signs around short answers",
    says: ["......interview coaching......", "-----Amina-----", "=====0757 840 216====="],
    expect: {
      firstName: "Amina",
      phone: "+254757840216",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b14-51: shouting for a human, then proofreading, a name and an email in capitals",
    says: ["JUST GIVE ME A HUMAN", "PROOFREADING OF MY REPORT", "AUMA", "AUMA2019@GMAIL.COM"],
    expect: {
      firstName: "Auma",
      email: "auma2019@gmail.com",
      services: ["Editing & Proofreading"],
    },
  },

  // Two and three services; by outcome; misspelt; Swahili and Sheng.
  {
    name: "b14-52: three services in the order asked, LinkedIn, cover letter, interview practice",
    says: [
      "I want LinkedIn first, then a cover letter, and finally interview practice",
      "Edwin Kirui",
      "0728 150 936",
    ],
    expect: {
      firstName: "Edwin",
      lastName: "Kirui",
      phone: "+254728150936",
      services: ["LinkedIn Optimization", "Cover Letters", "Interview Coaching"],
    },
  },
  {
    name: "b14-53: company profile, then cleaners' customer-care training added after the phone",
    says: [
      "Company profile for our cleaning business, Safi Touch Services",
      "Ruth Kanini",
      "0736 208 419",
      "and also training for our 15 cleaners on customer care",
    ],
    expect: {
      firstName: "Ruth",
      lastName: "Kanini",
      phone: "+254736208419",
      company: "Safi Touch Services",
      services: ["Business Writing", "Corporate Training"],
    },
  },
  {
    name: "b14-54: the online screening rejects every application, CV by outcome",
    says: [
      "My applications never pass the online screening, I think the system throws out my CV",
      "Ibrahim Noor",
      "254 798 115 402",
    ],
    expect: {
      firstName: "Ibrahim",
      lastName: "Noor",
      phone: "+254798115402",
      services: ["CV Writing"],
    },
  },
  {
    name: "b14-55: freezes at 'tell us about yourself', interview coaching by outcome",
    says: [
      "Every time the panel says 'tell us about yourself' I freeze and forget everything",
      "Naomi Chepkemoi",
      "00254 733 615 920",
    ],
    expect: {
      firstName: "Naomi",
      lastName: "Chepkemoi",
      phone: "+254733615920",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b14-56: the supervisor keeps returning the thesis for grammar, editing by outcome",
    says: [
      "My supervisor keeps sending my thesis back because of grammar and referencing",
      "Janet Wambui",
      "+254 (0) 720 558 413",
    ],
    expect: {
      firstName: "Janet",
      lastName: "Wambui",
      phone: "+254720558413",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b14-57: stuck as senior accountant for seven years, professional development by outcome",
    says: [
      "I've been a senior accountant for seven years and I can't seem to move up to finance manager. I need someone to guide me",
      "Hillary Kimutai",
      "0722.481.093",
    ],
    expect: {
      firstName: "Hillary",
      lastName: "Kimutai",
      phone: "+254722481093",
      services: ["Professional Development"],
    },
  },
  {
    name: "b14-58: 'curicullum vitae and cover latter' misspelt",
    says: ["curicullum vitae and cover latter", "Dorcas Mwikali", "0759 402 661"],
    expect: {
      firstName: "Dorcas",
      lastName: "Mwikali",
      phone: "+254759402661",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b14-59: 'bussiness propasal' for a youth group, misspelt",
    says: [
      "bussiness propasal for our youth group poultry project",
      "Kelvin Otieno",
      "0100 338 472",
    ],
    expect: {
      firstName: "Kelvin",
      lastName: "Otieno",
      phone: "+254100338472",
      services: ["Business Writing"],
    },
  },
  {
    name: "b14-60: 'corparate traning' for a sales team, the company and the role beside the name",
    says: [
      "corparate traning for our sales team at Kijani Agrovet",
      "Joseph Mwangi, sales manager",
      "0722 604 185",
    ],
    expect: {
      firstName: "Joseph",
      lastName: "Mwangi",
      phone: "+254722604185",
      company: "Kijani Agrovet",
      services: ["Corporate Training"],
    },
  },
  {
    name: "b14-61: Swahili 'wasifu wa kazi na barua ya maombi', two services",
    says: [
      "Naomba mniandikie wasifu wangu wa kazi na barua ya maombi ya kazi",
      "Jina ni Rehema Kahindi",
      "0741 520 378",
    ],
    expect: {
      firstName: "Rehema",
      lastName: "Kahindi",
      phone: "+254741520378",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b14-62: Sheng 'nisort na cover', 'Ni Shiku', a wa.me link",
    says: [
      "Bana nisort na cover ya ile job ya Equity, deadline ni kesho",
      "Ni Shiku",
      "wa.me/254745118206",
    ],
    expect: {
      firstName: "Shiku",
      phone: "+254745118206",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b14-63: Swahili 'kusahihisha' a report, 'Mimi naitwa'",
    says: [
      "Nahitaji mtu wa kusahihisha ripoti yangu ya attachment",
      "Mimi naitwa Juma Hamisi",
      "0790 612 347",
    ],
    expect: {
      firstName: "Juma",
      lastName: "Hamisi",
      phone: "+254790612347",
      services: ["Editing & Proofreading"],
    },
  },

  // Services negated or postponed; a service asked through a price question.
  {
    name: "b14-64: 'sitaki CV, nataka LinkedIn tu'",
    says: ["sitaki CV, nataka LinkedIn tu", "Atieno", "0728 730 154"],
    expect: {
      firstName: "Atieno",
      phone: "+254728730154",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b14-65: 'not the CV yet', interview next week first",
    says: [
      "Not the CV yet, first help me prepare for an interview next week",
      "Derrick Omondi",
      "0718 294 650",
    ],
    expect: {
      firstName: "Derrick",
      lastName: "Omondi",
      phone: "+254718294650",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b14-66: Sheng 'cover letter iko fiti, sihitaji', interview prep only",
    says: [
      "Cover letter iko fiti, sihitaji. Nataka interview prep tu",
      "Brian Sang",
      "0112 804 356",
    ],
    expect: {
      firstName: "Brian",
      lastName: "Sang",
      phone: "+254112804356",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b14-67: 'I don't need a new CV', a cover letter to match the one she has",
    says: [
      "I don't need a new CV, mine is fine. I need a cover letter that matches it",
      "Lucy Njeri",
      "📱 0740 226 581",
    ],
    expect: {
      firstName: "Lucy",
      lastName: "Njeri",
      phone: "+254740226581",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b14-68: 'how much is it? and for cover letter?' after a CV, then 'both'",
    says: [
      "CV writing",
      "how much is it? and for cover letter?",
      "sawa, nitachukua both",
      "Nancy Chelangat",
      "0733 450 912",
    ],
    expect: {
      firstName: "Nancy",
      lastName: "Chelangat",
      phone: "+254733450912",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b14-69: only price questions, LinkedIn then a cover letter, email",
    says: [
      "how much is LinkedIn optimisation?",
      "and for cover letter?",
      "Kelvin Ngugi",
      "kelvin.ngugi@gmail.com",
    ],
    expect: {
      firstName: "Kelvin",
      lastName: "Ngugi",
      email: "kelvin.ngugi@gmail.com",
      services: ["LinkedIn Optimization", "Cover Letters"],
    },
  },

  // Refusals twice, still reaching the hand-over.
  {
    name: "b14-70: refuses the name twice in Swahili, then a phone",
    says: [
      "proofreading ya research proposal",
      "sitaki kusema jina",
      "nimesema hapana",
      "0729 846 015",
    ],
    expect: {
      phone: "+254729846015",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b14-71: refuses the email twice, then WhatsApp",
    says: [
      "LinkedIn profile",
      "Gladys Chemutai",
      "I don't use email",
      "no email, use WhatsApp",
      "0707 315 648",
    ],
    expect: {
      firstName: "Gladys",
      lastName: "Chemutai",
      phone: "+254707315648",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b14-72: refuses the phone twice in Swahili, then an email in mixed case",
    says: ["cover letter", "Ali Abdi", "sitoi namba", "hapana namba", "Ali.Abdi@Outlook.com"],
    expect: {
      firstName: "Ali",
      lastName: "Abdi",
      email: "ali.abdi@outlook.com",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b14-73: refuses the name twice and the email once, then a phone",
    says: ["business plan", "anonymous", "no name", "no email either", "0722 408 157"],
    expect: {
      phone: "+254722408157",
      services: ["Business Writing"],
    },
  },

  // Kenyan phones, other ways.
  {
    name: "b14-74: a space after the fourth digit only, youth programme for a student",
    says: [
      "I'm a second year at Egerton, I want to join the youth programme",
      "Mercyline Jebet",
      "0748 150263",
    ],
    expect: {
      firstName: "Mercyline",
      lastName: "Jebet",
      phone: "+254748150263",
      services: ["Youth Programs"],
    },
  },
  {
    name: "b14-75: a middle initial, '+254 7' run together, LinkedIn",
    says: ["LinkedIn for procurement jobs", "Samuel K. Rotich", "+254711402389"],
    expect: {
      firstName: "Samuel",
      lastName: "K. Rotich",
      phone: "+254711402389",
      services: ["LinkedIn Optimization"],
    },
  },

  // Diaspora phones, with + or 00 or in their own country's format.
  {
    name: "b14-76: in Dubai, CV for a security job, UAE number with 00971",
    says: [
      "Niko Dubai kama security guard, nataka CV ya kazi ya supervisor",
      "Hassan Mohamed Abdalla",
      "00971 50 412 3389",
    ],
    expect: {
      firstName: "Hassan",
      lastName: "Mohamed Abdalla",
      phone: "+971504123389",
      services: ["CV Writing"],
    },
  },
  {
    name: "b14-77: in Leeds, UK, LinkedIn, UK mobile in its own format",
    says: [
      "I'm in Leeds, UK, and I want my LinkedIn to work for the UK market",
      "Gloria Nduku",
      "07912 448 305",
    ],
    expect: {
      firstName: "Gloria",
      lastName: "Nduku",
      phone: "+447912448305",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b14-78: in Kuwait, interview coaching, Kuwaiti mobile of eight digits",
    says: [
      "I work in Kuwait as a nanny and I have an interview for a hospital cleaner job here",
      "Zipporah Akoth",
      "6550 2148",
    ],
    expect: {
      firstName: "Zipporah",
      lastName: "Akoth",
      phone: "+96565502148",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b14-79: in Dublin, Ireland, cover letter, Irish mobile with its 0",
    says: [
      "Hi from Dublin, Ireland. I need a cover letter for a healthcare assistant post",
      "Millicent Anyango",
      "087 214 5530",
    ],
    expect: {
      firstName: "Millicent",
      lastName: "Anyango",
      phone: "+353872145530",
      services: ["Cover Letters"],
    },
  },
  {
    name: "b14-80: in Muscat, CV, Omani number with +968",
    says: ["CV for a hotel job in Oman", "Josephine Kavata", "+968 9234 5871"],
    expect: {
      firstName: "Josephine",
      lastName: "Kavata",
      phone: "+96892345871",
      services: ["CV Writing"],
    },
  },
  {
    name: "b14-81: in Jeddah, Swahili, CV and cover letter, Saudi mobile with its 0",
    says: [
      "Niko Jeddah, Saudi. Nataka CV na cover letter za kazi ya hotel",
      "Naitwa Fatuma Ali",
      "054 338 2910",
    ],
    expect: {
      firstName: "Fatuma",
      lastName: "Ali",
      phone: "+966543382910",
      services: ["CV Writing", "Cover Letters"],
    },
  },
  {
    name: "b14-82: in Qatar, Swahili, LinkedIn, Qatari number of eight digits",
    says: [
      "Niko Qatar, nafanya kazi ya ulinzi. Nataka LinkedIn yangu iwe professional",
      "Mimi ni Bonface Wekesa",
      "namba ni 5531 2208",
    ],
    expect: {
      firstName: "Bonface",
      lastName: "Wekesa",
      phone: "+97455312208",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b14-83: in Bahrain, proofreading a nursing licence essay, +973",
    says: [
      "I'm a nurse in Bahrain, please proofread my statement for the licence application",
      "Eunice Chelimo",
      "+973 3612 4578",
    ],
    expect: {
      firstName: "Eunice",
      lastName: "Chelimo",
      phone: "+97336124578",
      services: ["Editing & Proofreading"],
    },
  },
  {
    name: "b14-84: in Juba, a construction firm's tender documents, South Sudanese number with +211",
    says: [
      "We are a Kenyan construction firm working in Juba, Mara Road Works Ltd, and we need tender documents prepared",
      "Stephen Ole Kaelo",
      "+211 921 448 307",
    ],
    expect: {
      firstName: "Stephen",
      lastName: "Ole Kaelo",
      phone: "+211921448307",
      company: "Mara Road Works Ltd",
      services: ["Business Writing"],
    },
  },

  // Emails with capitals, dots, plus-addresses and a full stop after them.
  {
    name: "b14-85: email with capitals and dots, CV",
    says: ["CV update", "Wanjiru Kamau", "Wanjiru.M.Kamau@Gmail.com"],
    expect: {
      firstName: "Wanjiru",
      lastName: "Kamau",
      email: "wanjiru.m.kamau@gmail.com",
      services: ["CV Writing"],
    },
  },
  {
    name: "b14-86: plus-address, interview coaching",
    says: ["interview coaching", "James Omondi", "omondi.james+kazi@gmail.com"],
    expect: {
      firstName: "James",
      lastName: "Omondi",
      email: "omondi.james+kazi@gmail.com",
      services: ["Interview Coaching"],
    },
  },
  {
    name: "b14-87: email at the end of a sentence with a full stop, LinkedIn",
    says: ["LinkedIn makeover", "Lynn Akoth", "please email me on lynn.akoth@outlook.com."],
    expect: {
      firstName: "Lynn",
      lastName: "Akoth",
      email: "lynn.akoth@outlook.com",
      services: ["LinkedIn Optimization"],
    },
  },
  {
    name: "b14-88: HR officer books team building, company email, the company named",
    says: [
      "We want a team building day for 30 staff at Tausi Flowers Ltd in Naivasha",
      "Irene Wangari, HR officer",
      "HR@TausiFlowers.co.ke",
    ],
    expect: {
      firstName: "Irene",
      lastName: "Wangari",
      email: "hr@tausiflowers.co.ke",
      company: "Tausi Flowers Ltd",
      services: ["Corporate Training"],
    },
  },
];
