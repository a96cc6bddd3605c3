/**
 * Practical advice the offline drafting engine builds posts from, per category. Written for
 * job seekers in Kenya; each sentence is short and most start with a transition so drafts
 * pass the readability checks.
 */
export interface AdviceItem {
  title: string;
  text: string;
}

export interface CategoryBank {
  why: string[];
  steps: AdviceItem[];
  mistakes: string[];
  service: { href: string; label: string };
}

const cvService = { href: "/services/cv-writing", label: "professional CV writing service" };

export const banks: Record<string, CategoryBank> = {
  "CV Writing": {
    why: [
      "Recruiters in Nairobi often receive hundreds of applications for one role. As a result, they scan each CV for less than a minute.",
      "A clear, tailored document earns that minute. In contrast, a generic one is set aside before your strengths are even read.",
    ],
    steps: [
      {
        title: "Start with a sharp profile",
        text: "Open with three lines that say who you are, what you do best and the role you want.",
      },
      {
        title: "Lead with achievements",
        text: "Next, list results instead of duties. For example, write that you cut stock losses by 15%, not that you managed stock.",
      },
      {
        title: "Tailor it to each advert",
        text: "Then, mirror the keywords of the job advert. Many employers now filter CVs with software before a person reads them.",
      },
      {
        title: "Keep it to two pages",
        text: "Also, keep the layout simple. Two pages are enough for most roles in Kenya, and one page suits fresh graduates.",
      },
      {
        title: "Choose referees with care",
        text: "Finally, name two or three referees who know your work. Always ask them first and share the role with them.",
      },
    ],
    mistakes: [
      "Adding a photo, your ID number or your marital status when the employer did not ask for them.",
      "Using one CV for every application.",
      "Leaving gaps unexplained instead of naming a course, a business or volunteering.",
      "Sending a Word file with tracked changes instead of a clean PDF.",
    ],
    service: cvService,
  },
  "Interview Preparation": {
    why: [
      "An interview is a conversation with a purpose. However, most candidates walk in without a plan for it.",
      "Preparation turns nerves into confidence. Moreover, it shows the panel that you take the role seriously.",
    ],
    steps: [
      {
        title: "Research the employer",
        text: "Start by reading the company website, its annual report and recent news. Then note two things you admire.",
      },
      {
        title: "Prepare your stories",
        text: "Next, write five short stories using the STAR method: situation, task, action and result.",
      },
      {
        title: "Rehearse out loud",
        text: "Also, practise with a friend or record yourself. Answers sound different once you say them aloud.",
      },
      {
        title: "Plan your questions",
        text: "In addition, prepare two questions about the team, the first ninety days or how success is measured.",
      },
      {
        title: "Handle the logistics",
        text: "Finally, confirm the venue or the video link the day before. Plan to arrive fifteen minutes early.",
      },
    ],
    mistakes: [
      "Speaking badly about a former employer.",
      "Giving a salary figure before you understand the full role.",
      "Memorising answers word for word so that they sound rehearsed.",
      "Forgetting to send a short thank-you email within a day.",
    ],
    service: { href: "/services/cv-writing", label: "interview coaching and CV packages" },
  },
  "Professional Development": {
    why: [
      "Skills age quickly in today's workplace. Therefore, the people who keep learning are the ones who get promoted.",
      "Growth rarely happens by accident. Instead, it comes from a simple plan that you review every few months.",
    ],
    steps: [
      {
        title: "Audit your skills",
        text: "First, list the skills your next role needs. Then mark the ones you already have and the ones you lack.",
      },
      {
        title: "Set one learning goal per quarter",
        text: "Next, pick one skill at a time. For example, finish a short course in data analysis before starting another.",
      },
      {
        title: "Find a mentor",
        text: "Also, ask someone two steps ahead of you for a monthly coffee. Most senior people are glad to help.",
      },
      {
        title: "Show your work",
        text: "In addition, share what you learn with your team. Visible progress is remembered at appraisal time.",
      },
      {
        title: "Track your results",
        text: "Finally, keep a simple record of wins. It makes your next CV update and salary review far easier.",
      },
    ],
    mistakes: [
      "Collecting certificates that do not match your goals.",
      "Waiting for your employer to plan your growth for you.",
      "Ignoring soft skills such as communication and time management.",
      "Learning alone without feedback from anyone.",
    ],
    service: {
      href: "/services/professional-development",
      label: "professional development programmes",
    },
  },
  "Job Search": {
    why: [
      "Many good jobs in Kenya are never advertised. Instead, they are filled through referrals and direct approaches.",
      "A focused search saves time and energy. In contrast, sending the same CV to every advert rarely works.",
    ],
    steps: [
      {
        title: "Define your target",
        text: "First, choose two or three job titles and a short list of employers you would like to join.",
      },
      {
        title: "Use several channels",
        text: "Next, combine job boards, LinkedIn, company career pages and your personal network.",
      },
      {
        title: "Tailor every application",
        text: "Also, adjust your CV and cover letter for each role. Quality beats volume every time.",
      },
      {
        title: "Follow up politely",
        text: "Then, send a short follow-up a week after applying. It keeps your name in front of the recruiter.",
      },
      {
        title: "Track your progress",
        text: "Finally, keep a simple spreadsheet of applications, dates and replies so that nothing slips.",
      },
    ],
    mistakes: [
      "Paying anyone who promises a job in exchange for a fee.",
      "Applying for roles that do not match your experience at all.",
      "Ignoring your LinkedIn profile while recruiters search it daily.",
      "Giving up after a few rejections instead of asking for feedback.",
    ],
    service: cvService,
  },
  "Industry Insights": {
    why: [
      "Kenya's job market keeps shifting with technology and new regulation. As a result, the skills in demand change every year.",
      "Knowing these trends helps you plan your next move. Moreover, it gives you better answers in interviews.",
    ],
    steps: [
      {
        title: "Follow the growth sectors",
        text: "First, watch sectors such as fintech, renewable energy, agribusiness and logistics, which keep hiring.",
      },
      {
        title: "Learn the digital basics",
        text: "Next, make sure you can use spreadsheets, online collaboration tools and basic data reporting.",
      },
      {
        title: "Build a portfolio",
        text: "Also, keep examples of your work ready to share. Employers increasingly ask for proof, not promises.",
      },
      {
        title: "Grow your network",
        text: "In addition, attend industry events and webinars. Many openings are shared there first.",
      },
      {
        title: "Review your plan yearly",
        text: "Finally, set aside one afternoon each year to review your skills against the market.",
      },
    ],
    mistakes: [
      "Assuming that a degree alone will guarantee a job.",
      "Ignoring remote and contract work as real career options.",
      "Following trends that do not fit your strengths.",
      "Relying on outdated salary information when negotiating.",
    ],
    service: { href: "/services/corporate-training", label: "corporate training programmes" },
  },
  "Career Tips": {
    why: [
      "Careers are built one deliberate step at a time. However, daily pressure makes it easy to drift.",
      "Small habits make a big difference over a year. Moreover, they help you spot opportunities before others do.",
    ],
    steps: [
      {
        title: "Know your strengths",
        text: "First, ask three colleagues what you do best. Their answers often surprise people.",
      },
      {
        title: "Set clear goals",
        text: "Next, write down where you want to be in two years. Then list the steps that lead there.",
      },
      {
        title: "Keep your documents ready",
        text: "Also, update your CV and LinkedIn profile every quarter, not only when you need a job.",
      },
      {
        title: "Build relationships",
        text: "In addition, stay in touch with former colleagues and classmates. They are your best source of referrals.",
      },
      {
        title: "Ask for feedback",
        text: "Finally, request honest feedback after big projects. It is the fastest way to improve.",
      },
    ],
    mistakes: [
      "Staying in a role long after you have stopped learning.",
      "Turning down stretch assignments out of fear.",
      "Neglecting your reputation on social media.",
      "Comparing your progress with other people instead of your own goals.",
    ],
    service: cvService,
  },
};

/** Audience notes added when the author's instructions name an audience. */
export const audiences: { pattern: RegExp; heading: string; text: string }[] = [
  {
    pattern: /graduate|student|intern|entry[- ]level|first job|youth/i,
    heading: "Advice for graduates and first-time job seekers",
    text: "If you are new to work, lead with your projects, attachments and volunteering. Moreover, name the software and tools you can already use. Employers hire potential when they can see evidence of it.",
  },
  {
    pattern: /executive|senior|manager|leader|director/i,
    heading: "Advice for senior professionals",
    text: "At senior level, employers look for strategy and results. Therefore, show the size of the teams and budgets you led and the change you delivered.",
  },
  {
    pattern: /career change|changing careers?|switch|transition|changer/i,
    heading: "Advice for career changers",
    text: "When you change fields, highlight transferable skills such as planning, sales or reporting. In addition, explain the move in one confident sentence.",
  },
];
