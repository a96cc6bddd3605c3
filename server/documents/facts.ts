/** One job: the heading a CV gives it and what the client did there, already written as CV text. */
export type CvRole = { title: string; employer: string; period: string; bullets: string[] };

/**
 * Everything a CV or cover letter may say about a client. The engines write only from
 * these facts; whatever is missing becomes a visible placeholder, never an invention.
 * The lists hold CV text (no first person, no hedges), built by server/documents/cv-facts.
 */
export type CvFacts = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  currentRole: string;
  yearsExperience: string;
  industry: string;
  careerGoal: string;
  company: string;
  specificChallenge: string;
  serviceType: string;
  /** Where the client lives or wants to work, as they gave it. */
  location: string;
  /** What the client wants next, as one CV sentence ("Seeking a procurement manager role ..."). */
  target: string;
  /** Profile statements from an uploaded CV's own summary. */
  summary: string[];
  roles: CvRole[];
  /** Experience lines that name no job of their own. */
  experience: string[];
  education: string[];
  certifications: string[];
  skills: string[];
  languages: string[];
  /** Clubs, societies, sport and leadership outside work: what a school leaver's CV stands on. */
  activities: string[];
  /** Referees the client named, each as given: name, post, employer, phone. */
  referees: string[];
  /** What the client said in their own words (chat messages), for the model to draw on. */
  clientStatements: string[];
};

export type CoverLetterRequest = {
  companyName: string;
  position: string;
  additionalInfo: string;
};

export const emptyFacts = (): CvFacts => ({
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  address: "",
  currentRole: "",
  yearsExperience: "",
  industry: "",
  careerGoal: "",
  company: "",
  specificChallenge: "",
  serviceType: "CV Writing",
  location: "",
  target: "",
  summary: [],
  roles: [],
  experience: [],
  education: [],
  certifications: [],
  skills: [],
  languages: [],
  activities: [],
  referees: [],
  clientStatements: [],
});

/** All the fact text in one string: what the fact check compares model output against. */
export function factText(facts: CvFacts, extra: string[] = []): string {
  return [...factLines(facts), ...facts.clientStatements, ...extra].join("\n");
}

/** The facts as labelled lines: what the model is given and what its output is checked against. */
export function factLines(facts: CvFacts): string[] {
  const list = (label: string, items: string[]) =>
    items.length ? [`${label}: ${items.join("; ")}`] : [];
  const fields: [string, string][] = [
    ["Name", `${facts.firstName} ${facts.lastName}`.trim()],
    ["Email", facts.email],
    ["Phone", facts.phone],
    ["Address", facts.address],
    ["Location", facts.location],
    ["Current role", facts.currentRole],
    ["Current employer", facts.company],
    ["Years of experience", facts.yearsExperience],
    ["Industry", facts.industry],
    ["Career goal", facts.careerGoal],
    ["Target", facts.target],
    ["Challenge", facts.specificChallenge],
  ];
  return [
    ...fields.filter(([, value]) => value.trim() !== "").map(([k, v]) => `${k}: ${v.trim()}`),
    ...list("Profile", facts.summary),
    ...facts.roles.map(
      (r) =>
        `Job: ${[r.title, r.employer, r.period].filter(Boolean).join(", ")}${r.bullets.length ? ` (${r.bullets.join("; ")})` : ""}`,
    ),
    ...list("Other experience", facts.experience),
    ...list("Education", facts.education),
    ...list("Certifications and memberships", facts.certifications),
    ...list("Skills and tools", facts.skills),
    ...list("Languages", facts.languages),
    ...list("Activities and leadership", facts.activities),
    ...list("Referees", facts.referees),
  ];
}
