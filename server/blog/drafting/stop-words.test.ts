import { describe, expect, it } from "vitest";
import { parseBrief } from "./brief";
import { generateOfflineDraft } from "./offline";

/** A draft against a site whose one published post is `post` (an h2 section and its text). */
const draftWith = (title: string, instructions: string, heading: string, body: string) =>
  generateOfflineDraft(
    { title, category: "Career Tips", additionalInstructions: instructions },
    {
      posts: [
        {
          title: "Notes from our consultants",
          slug: "notes-from-our-consultants",
          content: `<p>Introduction.</p><h2>${heading}</h2><p>${body}</p>`,
        },
      ],
    },
  );
const borrows = (html: string) => html.includes('href="/blog/notes-from-our-consultants"');

describe("one stop-word list for the keyword, the tags and the site material", () => {
  it("never lets a topic's function words match a site section ('this', 'was', 'has')", () => {
    const draft = draftWith(
      "Fixing a rejected application",
      "700-900 words. Cover how this was done.",
      "What this was like",
      "This was the year everything has changed for the team.",
    );
    expect(borrows(draft.content)).toBe(false);
  });

  it("never lets a word the brief refuses as a noun match a site section ('between', 'back')", () => {
    const draft = draftWith(
      "Life between contracts",
      "700-900 words. Cover life between contracts.",
      "Between two offers, back at home",
      "Between jobs, life at home can feel long; going back is hard.",
    );
    expect(borrows(draft.content)).toBe(false);
    expect(draft.keywords).not.toContain("between");
  });

  it("still matches a section by the subject's own words", () => {
    const draft = draftWith(
      "Life between contracts",
      "700-900 words. Cover life between contracts.",
      "Short contracts and the life they bring",
      "Contracts of six months are common; plan your life around their end dates.",
    );
    expect(borrows(draft.content)).toBe(true);
  });

  it("reads a short word in capitals as an acronym, not a pronoun or a particle", () => {
    expect(parseBrief("IT jobs for graduates", "").focusKeyword).toBe("IT jobs");
    expect(parseBrief("Preparing for a US visa interview", "").focusKeyword).toBe(
      "US visa interview",
    );
    expect(parseBrief("It is time to ask for a raise", "").nounPhrases).not.toContain("It");
  });
});
