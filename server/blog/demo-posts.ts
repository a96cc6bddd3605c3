/**
 * Demo articles seeded when DEMO_CONTENT is on and the blog is empty, so a new install has a
 * living blog. Original, practical advice for job seekers in Kenya.
 */
export interface DemoPost {
  title: string;
  slug: string;
  category: string;
  excerpt: string;
  metaDescription: string;
  focusKeyword: string;
  tags: string[];
  /** Days before seeding that the post counts as published (spreads the dates). */
  daysAgo: number;
  content: string;
}

export const demoPosts: DemoPost[] = [
  {
    title: "How to Write a CV That Kenyan Recruiters Actually Read",
    slug: "how-to-write-a-cv-that-kenyan-recruiters-actually-read",
    category: "CV Writing",
    excerpt:
      "Recruiters spend less than a minute on a first read. Here is how to structure a CV for the Kenyan job market so yours earns a second look.",
    metaDescription:
      "Write a CV Kenyan recruiters read: a strong profile, achievements with numbers, the right length, referees and the details to leave out.",
    focusKeyword: "CV Kenyan recruiters",
    tags: ["CV", "job applications", "Kenya"],
    daysAgo: 3,
    content: `<p>A good CV is not a biography. It is a short marketing document that answers one question for the recruiter: can this person do the job? Recruiters in Nairobi, Mombasa and Kisumu often receive hundreds of applications for a single advert, so the first read is quick. This guide shows you how to write a CV Kenyan recruiters read to the end.</p>
<h2>Start with a profile, not an objective</h2>
<p>Replace the old "career objective" with a three-line profile. Say who you are, what you are good at and what you offer. For example: <em>"Accountant with five years in manufacturing, skilled in month-end close, IFRS reporting and cost control. CPA(K) finalist looking to lead a small finance team."</em></p>
<h2>Show achievements, not duties</h2>
<p>Duties tell the reader what you were supposed to do. Achievements show what you actually did. Under each job, write three to five bullet points that start with an action verb and, where possible, include a number.</p>
<ul>
<li>Instead of "Responsible for sales in Nakuru", write "Grew monthly sales in Nakuru from KSh 1.2M to KSh 1.8M in one year".</li>
<li>Instead of "Handled customer complaints", write "Cut complaint resolution time from five days to two".</li>
</ul>
<h2>Tailor every application</h2>
<p>Read the advert twice and underline the skills it asks for. Then make sure those words appear in your profile and in your recent roles, as long as they are true. Many employers and recruitment agencies now filter applications with software before a person sees them, and that software looks for the advert's keywords.</p>
<h2>Get the length and layout right</h2>
<p>Two pages are enough for most professionals; one page suits fresh graduates. Use one clean font, clear headings and plenty of white space. Save and send the CV as a PDF named after you, for example <code>Jane-Wanjiku-CV.pdf</code>, unless the employer asks for Word.</p>
<h2>Leave out what the employer did not ask for</h2>
<p>In Kenya many CVs still include a photo, ID number, date of birth, religion and marital status. None of these help you get shortlisted, and some invite bias. Leave them out unless the advert asks for them. Keep your phone number, a professional email address, your town and a link to your LinkedIn profile.</p>
<h2>Choose your referees carefully</h2>
<p>Most Kenyan employers still ask for referees. Give two or three people who supervised your work recently, with their current title, organisation, phone and email. Ask them first and tell them which role you applied for, so they are ready when the call comes.</p>
<h2>Check it before you send it</h2>
<p>Read your CV aloud, then ask a friend to read it too. Spelling mistakes, inconsistent dates and an unprofessional email address are the quickest ways to be rejected. If you would like an expert to do it with you, our <a href="/services/cv-writing">professional CV writing service</a> starts at KSh 2,500 and is delivered within 48 hours.</p>`,
  },
  {
    title: 'How to Answer "Tell Me About Yourself" in an Interview',
    slug: "how-to-answer-tell-me-about-yourself-in-an-interview",
    category: "Interview Preparation",
    excerpt:
      "It is the first question in most interviews and the one candidates prepare least. Use this simple present-past-future structure to answer it with confidence.",
    metaDescription:
      'Answer "tell me about yourself" with confidence: a 90-second present, past, future structure, examples for graduates and professionals, and mistakes to avoid.',
    focusKeyword: "tell me about yourself",
    tags: ["interviews", "interview questions", "confidence"],
    daysAgo: 6,
    content: `<p>"Tell me about yourself" opens most interviews in Kenya, from bank graduate programmes to NGO field roles. The panel is not asking for your life story. They want to hear, in about 90 seconds, why you are a good fit for this job. A prepared answer also calms your nerves and sets the tone for the rest of the interview.</p>
<h2>Use the present, past, future structure</h2>
<p>The simplest way to answer "tell me about yourself" is in three parts:</p>
<ol>
<li><strong>Present:</strong> your current role and one thing you do well. "I am a procurement officer at a logistics company, where I manage about 40 suppliers."</li>
<li><strong>Past:</strong> one or two experiences that prepared you for this job. "Before that, I spent two years in stores at a hospital, which taught me how stock shortages affect patients."</li>
<li><strong>Future:</strong> why you want this role. "I am now looking for a role where I can build a supplier evaluation system, which is why this position caught my attention."</li>
</ol>
<h2>An example for fresh graduates</h2>
<p>If you have little work experience, use your studies, attachment and activities. For example: "I recently graduated in Economics from the University of Nairobi. During my attachment at a county treasury, I helped prepare a budget report for the health department. I enjoyed turning numbers into recommendations, so I am excited about this analyst role."</p>
<h2>Tailor it to the job</h2>
<p>Before the interview, list the three skills the advert stresses most. Then check that your answer touches at least two of them. A teacher applying for a training role would stress presenting and planning; the same teacher applying for an administrative role would stress organisation and record keeping.</p>
<h2>Mistakes to avoid</h2>
<ul>
<li>Starting with where you were born or your primary school.</li>
<li>Reading your CV aloud, line by line.</li>
<li>Sharing personal details such as family plans or financial problems.</li>
<li>Talking for five minutes. Stop at about 90 seconds and let the panel ask more.</li>
</ul>
<h2>Practise out loud</h2>
<p>Write your answer down, cut it to about 200 words, then say it aloud until it sounds natural rather than memorised. Record yourself on your phone and listen back. If you want feedback from an experienced interviewer, our consultants run mock interviews as part of the <a href="/services/cv-writing">Complete Career Package</a>.</p>`,
  },
  {
    title: "Fake Job Adverts in Kenya: 7 Red Flags to Watch For",
    slug: "fake-job-adverts-in-kenya-red-flags",
    category: "Job Search",
    excerpt:
      "Job scams cost Kenyan job seekers money and hope every week. Learn the warning signs of a fake advert and how to check an employer before you apply.",
    metaDescription:
      "Spot fake job adverts in Kenya before they cost you: fees, vague details, personal email addresses and the checks that confirm a real employer.",
    focusKeyword: "fake job adverts",
    tags: ["job search", "scams", "safety"],
    daysAgo: 10,
    content: `<p>Every week, job seekers in Kenya lose money to fake job adverts shared on WhatsApp groups, Facebook pages and even well-known job boards. The scams look convincing, and they target people who are under pressure to find work. These seven red flags will help you protect yourself.</p>
<h2>1. You are asked to pay</h2>
<p>A genuine employer does not charge you to apply, to be interviewed or to receive an offer. Be wary of any "registration fee", "medical fee", "training fee" or "uniform fee", especially when it must be paid by M-Pesa to a personal number.</p>
<h2>2. The salary is too good to be true</h2>
<p>An advert offering KSh 120,000 a month for a receptionist with no experience is not a lucky find. Compare the pay with similar roles on established job boards.</p>
<h2>3. The details are vague</h2>
<p>Real adverts describe the duties, the requirements and the location. Fake ones are often short and generic: "Urgent vacancies, all positions, no experience needed".</p>
<h2>4. The contact is a personal email or phone</h2>
<p>Large companies recruit through their own website, a company email domain or a known recruitment agency. An advert from a major brand asking you to apply to a Gmail address should make you pause.</p>
<h2>5. You are offered the job without an interview</h2>
<p>Employers want to meet the people they hire. An instant offer, followed by a request for money or your ID documents, is a classic scam.</p>
<h2>6. You are pressured to act fast</h2>
<p>"Only three slots left, pay today" is designed to stop you from thinking. A real recruitment process gives you time.</p>
<h2>7. They ask for sensitive documents too early</h2>
<p>Your ID, KRA PIN and bank details are needed after you accept a genuine offer, not before an interview.</p>
<h2>How to check an employer</h2>
<ul>
<li>Visit the company's official website and look for the vacancy on its careers page.</li>
<li>Call the company's official number, not the one in the advert, and ask whether the role exists.</li>
<li>Search the company name with the word "scam" and read what others have experienced.</li>
<li>Check that a recruitment agency is registered with the National Employment Authority.</li>
</ul>
<p>If you suspect a scam, report it to the platform where you saw it and warn the group that shared it. Then put your energy into applications that can lead somewhere: a strong, tailored CV is still the best tool you have. Our <a href="/services/cv-writing">CV writing packages</a> can help you make every genuine application count.</p>`,
  },
  {
    title: "LinkedIn Profile Checklist for Kenyan Professionals",
    slug: "linkedin-profile-checklist-for-kenyan-professionals",
    category: "Networking",
    excerpt:
      "Recruiters search LinkedIn every day. Work through this ten-point checklist so your profile appears in their searches and gives them a reason to get in touch.",
    metaDescription:
      "A ten-point LinkedIn profile checklist for Kenyan professionals: photo, headline, About section, experience, skills and the habits that attract recruiters.",
    focusKeyword: "LinkedIn profile checklist",
    tags: ["LinkedIn", "networking", "personal brand"],
    daysAgo: 14,
    content: `<p>More Kenyan employers now search LinkedIn before they advertise a role, and many check your profile after they read your CV. A complete, consistent profile makes you easy to find and easy to trust. Use this LinkedIn profile checklist to review yours in an afternoon.</p>
<h2>The LinkedIn profile checklist</h2>
<ol>
<li><strong>A clear photo.</strong> Head and shoulders, good light, plain background, a friendly expression. Profiles with photos get far more views.</li>
<li><strong>A headline that says what you do.</strong> Go beyond your job title: "HR Officer | Recruitment, Onboarding and Employee Relations | Nairobi".</li>
<li><strong>Your location and industry.</strong> Recruiters filter by both, so set them accurately.</li>
<li><strong>An About section in the first person.</strong> Three short paragraphs: what you do, what you have achieved and what you are looking for.</li>
<li><strong>Experience with results.</strong> Copy your best CV bullet points, the ones with numbers, under each role.</li>
<li><strong>Skills that match your target roles.</strong> Add the skills recruiters search for and pin your top three.</li>
<li><strong>Education and certifications.</strong> Include professional bodies such as ICPAK, IHRM or CIPS where they apply.</li>
<li><strong>A custom profile URL.</strong> Change it to something like linkedin.com/in/jane-wanjiku and add it to your CV.</li>
<li><strong>Open to Work, set carefully.</strong> You can show it to recruiters only, which is safer if you are employed.</li>
<li><strong>Recommendations.</strong> Ask two former supervisors or clients for a short recommendation.</li>
</ol>
<h2>Keep it active</h2>
<p>A complete profile is the start, not the finish. Aim to comment thoughtfully on a few posts each week and share something you have learned once or twice a month. Consistent, professional activity keeps you visible to the people who hire in your field.</p>
<h2>Make your CV and profile agree</h2>
<p>Recruiters notice when job titles and dates differ between your CV and your profile. Update both at the same time. If you would like an expert to rewrite your profile for you, our LinkedIn optimisation service costs KSh 2,000 on its own and is included in the <a href="/services/cv-writing">Complete Career Package</a>.</p>`,
  },
  {
    title: "Five Workplace Skills That Get You Promoted",
    slug: "five-workplace-skills-that-get-you-promoted",
    category: "Professional Development",
    excerpt:
      "Technical skills get you hired, but these five workplace skills decide who gets promoted. Here is what they look like in practice and how to build them.",
    metaDescription:
      "Five workplace skills that get you promoted: clear communication, ownership, time management, working with others and learning fast, with ways to build each.",
    focusKeyword: "workplace skills",
    tags: ["soft skills", "promotion", "career growth"],
    daysAgo: 20,
    content: `<p>Ask managers in Kenya why they promoted someone and they rarely mention a certificate. They talk about the person who could be trusted with a problem, who kept others informed and who got things done without being chased. These workplace skills can be learned, and the earlier you start, the faster they pay off.</p>
<h2>1. Clear communication</h2>
<p>Write emails that state the point in the first line. Give updates before people ask for them. In meetings, summarise decisions and next steps. A simple habit: end every email with what you need from the reader and by when.</p>
<h2>2. Ownership</h2>
<p>Owning a task means seeing it through, including the awkward parts. When something goes wrong, explain what happened, what you have done about it and what you will change. Managers promote people who bring solutions along with problems.</p>
<h2>3. Time management</h2>
<p>List your three most important tasks at the start of each day and protect time for them. Say no, politely, to requests that do not fit your priorities, or ask your manager which task should wait. Meeting deadlines consistently builds a reputation quickly.</p>
<h2>4. Working with others</h2>
<p>Much of the work in any organisation happens between teams. Learn what other departments need from you, share credit generously and handle disagreements privately and calmly. People who make collaboration easier become natural team leaders.</p>
<h2>5. Learning fast</h2>
<p>Workplaces change with new systems and new regulations. Volunteer for projects that stretch you, ask for feedback after big tasks and spend an hour a week on a skill your next role needs, such as Excel, data reporting or presenting.</p>
<h2>Make your growth visible</h2>
<p>Keep a simple record of your wins, with dates and numbers. Bring it to your appraisal, and use it to update your CV and LinkedIn profile. For organisations that want to build these skills across a team, we run half-day <a href="/services/corporate-training">corporate training sessions</a> on communication, assertiveness and teamwork.</p>`,
  },
  {
    title: "Salary Negotiation in Kenya: Gross, Net and Everything in Between",
    slug: "salary-negotiation-in-kenya-gross-net",
    category: "Career Tips",
    excerpt:
      "A job offer is the start of a conversation. Learn how to research the market, understand gross and net pay and ask for more without putting the offer at risk.",
    metaDescription:
      "Salary negotiation in Kenya made practical: research the market, understand gross versus net pay and deductions, and ask for more with confidence.",
    focusKeyword: "salary negotiation",
    tags: ["salary", "job offers", "negotiation"],
    daysAgo: 27,
    content: `<p>Many Kenyan professionals accept the first figure they are offered because they fear losing the job. In reality, most employers expect some salary negotiation and respect a candidate who handles it well. A calm, well-prepared conversation can add thousands of shillings to your monthly pay and sets the base for every raise that follows.</p>
<h2>Know the difference between gross and net</h2>
<p>The figure in an offer letter is usually gross pay, before statutory deductions. Your take-home (net) pay is lower once PAYE income tax, the NSSF pension contribution, the health insurance contribution and the housing levy are deducted. Before you negotiate, run the offer through a current net pay calculator or ask HR for an estimate of your net pay, so you compare offers on what you will actually receive.</p>
<h2>Research the market</h2>
<p>Find out what similar roles pay in your industry and town. Useful sources include salary surveys from recruitment firms, job adverts that state a range, professional associations and people you trust in similar roles. Aim for a realistic range, not a single number.</p>
<h2>Let the employer name a figure first</h2>
<p>If you are asked for your expectations early, you can say you would like to understand the full role first. When you must give a number, give a range whose lower end you would be happy with, based on your research.</p>
<h2>Negotiate the whole package</h2>
<p>Salary is only one part of an offer. Consider medical cover for your family, pension contributions, transport or airtime allowances, leave days, training budgets and a review date. If the salary cannot move, one of these often can.</p>
<h2>How to ask</h2>
<p>Thank the employer, show enthusiasm for the role, then make your case with evidence: "Based on my five years in credit analysis and similar roles in the market, I was hoping for something closer to KSh 180,000. Is there flexibility?" Then stop talking and listen.</p>
<h2>Get it in writing</h2>
<p>Once you agree, ask for a revised offer letter that shows the salary, benefits and start date. Do not resign from your current job until you have it.</p>
<p>Strong negotiation starts with a strong application. If you are preparing for your next move, our <a href="/services/cv-writing">CV writing and interview coaching packages</a> will help you arrive at the offer stage with confidence.</p>`,
  },
];
