/**
 * What an outline asks the author to write. Each prompt takes its subject (a topic of the
 * brief, the focus keyword, or "it" under a heading that names the subject) only as the object
 * of a verb or a preposition, so the sentence is grammatical whether the subject is singular,
 * plural, an acronym or a phrase: "explain PPADA", "explain salary expectations", "explain it".
 */
type Prompt = (subject: string) => string;

/** A section the engine cannot write from vetted material: what it should say, in order. */
const SECTION: Prompt[] = [
  (s) =>
    `Basics: explain ${s} in two or three plain sentences for a reader who is new to the subject.`,
  (s) => `Stakes: what changes for a job seeker who gets ${s} right, with a source you can cite.`,
  (s) =>
    `Steps: what the reader should do about ${s}, in order, naming the official body or document for each.`,
  (s) =>
    `Example: one real, anonymised client case involving ${s}, with a figure if the client agreed to share it.`,
  (s) => `Mistakes: two errors people make with ${s} and how to avoid them.`,
  (s) => `Sources: a link to the official page on ${s} so readers can check the current rules.`,
  (s) => `Questions: answers to the two questions clients ask most often about ${s}.`,
  (s) => `Costs: any fees linked to ${s}, with the official source for each.`,
  (s) => `Timeline: the time needed for each step of ${s}, from your own client work.`,
  (s) => `Checklist: five items on ${s} the reader can tick off this week.`,
  (s) => `Quote: a line on ${s} from a consultant or a client who agreed to be quoted.`,
  (s) => `Next step: the Kazi service that helps with ${s}, if one fits.`,
];

/** Points a prose section could add: the parts of SECTION that prose from the site lacks. */
const FURTHER: Prompt[] = [3, 1, 9, 8, 7, 10, 4, 5, 6, 11].map((i) => SECTION[i]!);

export const sectionPrompts = (subject: string) => SECTION.map((p) => p(subject));
export const furtherPrompts = (subject: string) => FURTHER.map((p) => p(subject));

/**
 * Sections a long post has beyond the brief's topics, each named after the focus keyword.
 * The engine writes them as outlines, in this order, only while the draft is shorter than
 * the length asked.
 */
export const KEYWORD_OUTLINES: { title: string; prompts: Prompt[] }[] = [
  {
    title: "questions readers ask",
    prompts: [
      (s) =>
        `First question: the question clients ask first about ${s}, with a direct answer in two or three sentences.`,
      () =>
        "Second question: what it costs in time or money, and where readers can check the current figure.",
      () =>
        "Third question: how long it takes from the first step to a result, from your own client work.",
      () => "Fourth question: what to do when an application or a request is turned down.",
      () =>
        "Fifth question: whether the advice differs for fresh graduates and for experienced professionals.",
      () => "Sixth question: what changes for readers who live outside Nairobi.",
      () =>
        "Seventh question: what a reader can do when they cannot afford the fees or the time right now.",
      () => "Eighth question: where readers can send a question this post does not answer.",
    ],
  },
  {
    title: "a client story",
    prompts: [
      () => "Who: the client's field, career stage and county, anonymised.",
      () => "Before: where the client stood and what held them back.",
      () => "What changed: the steps the client took, in order, and the help they had.",
      () => "Result: the outcome, with a figure if the client agreed to share it.",
      () => "Lesson: the one point readers should take from the story.",
      () => "Permission: confirm in writing that the client agreed to the story being published.",
      () => "Contrast: a second client whose case went differently, and what made the difference.",
      () => "Quote: one sentence in the client's own words, with their consent.",
    ],
  },
  {
    title: "figures and sources",
    prompts: [
      () =>
        "Figure: one number from a regulator, a survey or a job board, with the date it was published.",
      () => "Trend: how that number has changed over the last few years, with its source.",
      () => "Rules: the act, regulation or policy that applies, named in full with a link.",
      () => "Employers: what hiring managers say about it, quoted from a source you can cite.",
      () => "Official pages: the links readers should bookmark to check the current rules.",
      () => "Date check: the date you last confirmed each figure and link in this post.",
      () =>
        "Comparison: how the same figure looks in Uganda, Tanzania or Rwanda, if a source exists.",
      () => "Caveat: what the figures do not show, so readers do not read too much into them.",
    ],
  },
  {
    title: "a checklist for this week",
    prompts: [
      () =>
        "Documents: the papers the reader should gather first, such as certificates or a clearance.",
      () => "People: the offices, referees or contacts the reader should reach this week.",
      () => "Dates: the deadlines that matter this month and where they are announced.",
      () => "Budget: the fees and costs the reader should plan for, with their sources.",
      () => "Practice: the one skill the reader should rehearse before the next step.",
      () => "Follow-up: when and how the reader should check on progress.",
      () => "Documents online: the portals where the reader must create an account, with links.",
      () => "Support: who the reader can ask for a second opinion before submitting anything.",
    ],
  },
  {
    title: "errors we see in client work",
    prompts: [
      () => "First mistake: the error you see most often in client work, and its cost.",
      () => "Second mistake: a step readers skip because it looks optional.",
      () => "Third mistake: advice from friends or social media that no longer holds.",
      () => "Fourth mistake: a document or a detail that gets applications rejected.",
      () => "Fix: how a reader recovers after making one of these mistakes.",
      () => "Warning signs: how a reader can tell early that something has gone wrong.",
      () => "Fifth mistake: a timing error, such as applying too early or too late.",
      () => "Prevention: the habit that keeps readers clear of all of these mistakes.",
    ],
  },
  {
    title: "the next twelve months",
    prompts: [
      () =>
        "Changes: rules, fees or employer practices announced for the coming year, with sources.",
      () => "Demand: the fields and counties where you expect more openings, and why.",
      () => "Skills: what employers are starting to ask for that they did not ask for before.",
      () => "Plan: what a reader should do each quarter to stay ready.",
      () => "Review: when you will update this post and what you will check.",
      () => "Invitation: a line asking readers to share what they have seen in their own search.",
      () => "Long term: where a reader could be in five years with steady effort.",
      () => "Signals: the news or announcements readers should watch for.",
    ],
  },
  {
    title: "how employers see it",
    prompts: [
      () =>
        "First impression: what a recruiter notices first, from your conversations with employers.",
      () => "Red flags: the details that make an employer hesitate, and how to address each one.",
      () => "Evidence: the documents or results employers ask to see, and when they ask.",
      () => "Sectors: how expectations differ between government, NGOs and private companies.",
      () => "Interview: the questions employers use to test it, with an outline of a good answer.",
      () => "Pay: how it affects the offer, with a salary survey or advert you can cite.",
      () => "Employer quote: a line from a hiring manager who agreed to be named or quoted.",
      () => "Follow-up: what employers expect after an interview or an offer.",
    ],
  },
  {
    title: "where to get help",
    prompts: [
      () => "Official bodies: the regulators or agencies that handle it, with their contact pages.",
      () =>
        "Professional bodies: the associations that support members, and what membership costs.",
      () => "Training: the colleges or programmes that teach it, with their current intake dates.",
      () => "Free help: county offices, libraries or online resources readers can use at no cost.",
      () => "Mentors: how a reader can find someone who has done it before.",
      () =>
        "Communities: groups or forums where readers can ask questions, if you can vouch for them.",
      () => "Kazi services: which of our services fits each stage, with a link to its page.",
      () => "Consultation: how readers can book a free call to discuss their case.",
    ],
  },
  {
    title: "myths and facts",
    prompts: [
      (s) =>
        `First myth: the belief about ${s} you hear most often from clients, and the fact that answers it.`,
      () => "Second myth: a rule that has changed, with the date and the source of the change.",
      () => "Third myth: advice that holds abroad but not in Kenya, and why.",
      () => "Fourth myth: a shortcut people are offered, and what it really costs them.",
      () => "Evidence: the source behind each fact, so readers can check it themselves.",
      () => "Grey areas: where the honest answer is 'it depends', and on what.",
      () => "Fifth myth: something employers are wrongly believed to want.",
      () => "Summary: the one fact readers should remember if they forget the rest.",
    ],
  },
  {
    title: "from start to finish",
    prompts: [
      (s) => `Starting point: the first thing a reader should do about ${s}, and when.`,
      () => "Week by week: the steps in order, with the time each one takes in your client work.",
      () => "Waiting: the stages where readers wait on someone else, and what to do meanwhile.",
      () => "Decision points: the moments where a reader must choose, and what to weigh.",
      () => "Finish line: how readers know they are done, and what comes next.",
      () => "Delays: the usual causes of delay and how to avoid them.",
      () => "Records: what readers should keep a copy of at each step.",
      () => "Review: when readers should look back and adjust their plan.",
    ],
  },
  {
    title: "tools and templates",
    prompts: [
      (s) => `Template: a short template on ${s} readers can copy, written by your team.`,
      () => "Printable: a one-page version of the steps readers can print, if you can offer one.",
      () => "Tools: the free websites or apps you trust for this, with links.",
      () => "Examples: two short before-and-after samples from anonymised client work.",
      () => "Wording: phrases readers can use in emails or interviews, in plain English.",
      () => "Tracking: a simple way to track progress, such as a spreadsheet layout.",
      () => "Warnings: tools or sites readers should avoid, and why.",
      () => "Download: whether this post should link a free resource page on the site.",
    ],
  },
  {
    title: "questions to ask before deciding",
    prompts: [
      (s) => `Fit: what a reader should ask themselves about ${s} before starting.`,
      () => "Money: the costs to weigh against the likely gain, with sources.",
      () => "Time: how much time it needs each week, and for how long.",
      () => "People: whom readers should talk to first, such as a mentor or a former colleague.",
      () => "Risks: what could go wrong and how readers can limit it.",
      () => "Alternatives: other routes to the same goal, and when each suits better.",
      () => "Family: what readers should discuss at home before committing.",
      () => "Deadline: when readers should decide, and what happens if they wait.",
    ],
  },
];

/**
 * Angles from which a long post looks again at one of its subjects (a topic of the brief, or
 * the focus keyword): each becomes a sub-section outline under that subject, added only while
 * the draft is shorter than the length asked. They ask for what differs by reader and place,
 * so they do not repeat the section's own prompts.
 */
export type Readers = "graduates" | "experienced" | "changers";

export const DEPTH_OUTLINES: { title: string; readers?: Readers; prompts: Prompt[] }[] = [
  {
    title: "for fresh graduates",
    readers: "graduates",
    prompts: [
      (s) => `Starting point: what a fresh graduate should know about ${s} before applying.`,
      (s) =>
        `Documents: the certificates or clearances a graduate needs for ${s}, and where to get them.`,
      (s) =>
        `Attachment: how an industrial attachment or internship counts for ${s}, from your client work.`,
      (s) => `Common gap: the detail graduates most often leave out of ${s}, and how to fill it.`,
      (s) => `Example: an anonymised graduate client and what worked for them with ${s}.`,
      (s) => `Next step: the one thing a graduate should do about ${s} this week.`,
      (s) =>
        `Costs: what a graduate should budget for ${s}, with the official source for each fee.`,
      (s) => `Mentors: where a graduate can find someone a few years ahead of them in ${s}.`,
    ],
  },
  {
    title: "for experienced professionals",
    readers: "experienced",
    prompts: [
      (s) =>
        `What changes: what differs about ${s} for someone with five or more years of experience.`,
      (s) =>
        `Evidence: the results and figures an experienced candidate should put forward for ${s}.`,
      (s) => `Seniority: what employers expect of ${s} at supervisor and manager level.`,
      (s) => `Pitfall: the habit from earlier in a career that holds people back in ${s}.`,
      (s) =>
        `Example: an anonymised mid-career client and the step on ${s} that made the difference.`,
      (s) => `Next step: the one thing about ${s} an experienced reader should review this month.`,
      (s) => `Referees: who a senior candidate should ask to speak to ${s}, and how to brief them.`,
      (s) =>
        `Negotiation: what an experienced candidate can ask for in ${s}, with a salary survey you can cite.`,
    ],
  },
  {
    title: "in government, NGOs and companies",
    prompts: [
      (s) =>
        `Public sector: the rules and practice on ${s} in national and county government, with the official source.`,
      (s) =>
        `NGOs: what donor-funded organisations expect of ${s}, and how it differs from government.`,
      (s) => `Private companies: what banks, manufacturers and start-ups look for in ${s}.`,
      (s) => `Switching: what a reader moving between sectors should change first about ${s}.`,
      (s) =>
        `Pay and terms: the contracts and benefits that go with ${s} in each sector, with a salary survey you can cite.`,
      (s) =>
        `Example: one anonymised client who moved between sectors, and what changed for them about ${s}.`,
      (s) => `Timelines: the time hiring takes in each sector for ${s}, from adverts you can cite.`,
      (s) =>
        `Vetting: the checks each sector runs on ${s} before an offer, with the official source.`,
    ],
  },
  {
    title: "for career changers",
    readers: "changers",
    prompts: [
      (s) => `Transferable skills: what a reader from another field already brings to ${s}.`,
      (s) =>
        `Gaps: the qualification or experience a career changer must add for ${s}, and how long it takes.`,
      (s) =>
        `Story: how a career changer should explain the move when asked about ${s} in an interview.`,
      (s) =>
        `First role: the entry points into ${s} that accept career changers, with adverts you can cite.`,
      (s) => `Example: an anonymised client who changed careers and how they handled ${s}.`,
      (s) => `Costs: the cost of retraining for ${s} in time and money, with official sources.`,
      (s) =>
        `Risks: what a career changer should check about ${s} before resigning from a current job.`,
      (s) => `Support: courses, mentors or bodies that help career changers with ${s}.`,
    ],
  },
  {
    title: "outside Nairobi",
    prompts: [
      (s) =>
        `Counties: what changes about ${s} for readers in Mombasa, Kisumu, Nakuru, Eldoret and other towns.`,
      (s) =>
        `Local offices: the county or regional offices that deal with ${s}, with their contacts.`,
      (s) => `Online: what about ${s} can be done online, and what needs a visit in person.`,
      (s) => `Costs: travel or other costs of ${s} that readers outside Nairobi should plan for.`,
      (s) => `Local employers: the kinds of employers in the counties that look for ${s}.`,
      (s) => `Example: an anonymised client outside Nairobi and what worked for them with ${s}.`,
      (s) => `Networks: county associations or groups where readers can learn about ${s}.`,
      (s) => `Relocation: what a reader should weigh about ${s} before moving for a job.`,
    ],
  },
  {
    title: "for Kenyans abroad and returnees",
    prompts: [
      (s) =>
        `Abroad: what Kenyans working abroad should know about ${s}, with the official source.`,
      (s) => `Returnees: how experience gained abroad is presented for ${s} to Kenyan employers.`,
      (s) =>
        `Verification: documents for ${s} that must be verified or attested, and by which office.`,
      (s) =>
        `Scams: warning signs of fake agencies or offers linked to ${s}, with the official list of licensed agencies.`,
      (s) => `Timing: the time needed for ${s} from abroad, from your client work.`,
      (s) => `Example: an anonymised returnee client and the step on ${s} that mattered most.`,
      (s) => `Contacts: the embassy, ministry or agency pages on ${s} readers should keep at hand.`,
      (s) => `Settling back: what a returnee should plan for about ${s} in the first three months.`,
    ],
  },
];
