/**
 * Everything a CV or cover letter may say about a client. The engines write only from
 * these facts; whatever is missing becomes a visible placeholder, never an invention.
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
  clientStatements: [],
});

export const fullName = (facts: Pick<CvFacts, "firstName" | "lastName">) =>
  `${facts.firstName} ${facts.lastName}`.trim();

/** All the fact text in one string: what the fact check compares model output against. */
export function factText(facts: CvFacts, extra: string[] = []): string {
  const { clientStatements, ...fields } = facts;
  return [...Object.values(fields), ...clientStatements, ...extra].join("\n");
}
