import { describe, expect, it } from "vitest";
import { decodeEntities } from "../../html-text";
import { demoPosts } from "../demo-posts";
import { innerText } from "./html";
import { generateOfflineDraft } from "./offline";

const words = (html: string) => innerText(html).split(/\s+/).filter(Boolean).length;
const text = (html: string) => decodeEntities(innerText(html)).toLowerCase();
const draftOf = (title: string, category: string, instructions: string, withPosts = true) =>
  generateOfflineDraft(
    { title, category, additionalInstructions: instructions },
    { posts: withPosts ? demoPosts : [] },
  );
/** Share of the draft's words that are outline notes, as the draft itself states it. */
const outlineShare = (html: string) => {
  const said = /of its (\d+) words, about (\d+) are outline notes/.exec(text(html));
  return said ? Number(said[2]) / Number(said[1]) : 0;
};
const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? "");

describe("drafts from the site's own content", () => {
  it("write the subject's sections from the site's pages and posts, each linked to its source", () => {
    const draft = draftOf(
      "Answering salary questions in interviews",
      "Interview Preparation",
      "700-900 words.",
    );
    const n = words(draft.content);
    expect(n).toBeGreaterThanOrEqual(700);
    expect(n).toBeLessThanOrEqual(900);
    const sources = links(draft.content);
    expect(sources.some((href) => /salary-negotiation/.test(href))).toBe(true);
    expect(text(draft.content)).toContain("give a range");
    expect(outlineShare(draft.content)).toBeLessThan(0.5);
  });

  it("draw on the site's resource pages when the blog has no posts", () => {
    const draft = draftOf(
      "Answering salary questions in interviews",
      "Interview Preparation",
      "700-900 words.",
      false,
    );
    expect(links(draft.content)).toContain("/resources/salary-negotiation");
    expect(words(draft.content)).toBeGreaterThanOrEqual(700);
  });

  it("take at most two sections from one source, and never the draft's own post", () => {
    const draft = draftOf("Spotting a fake recruitment agency", "Job Search", "1200-1500 words.");
    const fake = links(draft.content).filter((href) => href.includes("fake-job-adverts"));
    expect(fake.length).toBeGreaterThan(0);
    expect(fake.length).toBeLessThanOrEqual(2);
    expect(text(draft.content)).toContain("national employment authority");
    const own = draftOf(demoPosts[2]?.title ?? "", "Job Search", "700-900 words.");
    expect(links(own.content).filter((href) => href.includes("fake-job-adverts"))).toEqual([]);
  });

  it("leave a subject the site says nothing about to outlines, with no borrowed sections", () => {
    const draft = draftOf("Becoming a commercial pilot", "Career Tips", "700-900 words.");
    expect(links(draft.content).filter((href) => /^\/(?:blog|resources)\//.test(href))).toEqual([]);
    expect(words(draft.content)).toBeGreaterThanOrEqual(700);
    expect(outlineShare(draft.content)).toBeGreaterThan(0.4);
  });

  it("never repeat a paragraph, a list item or a heading, nor copy a post's links or calls to action", () => {
    for (const [title, category] of [
      ["Answering salary questions in interviews", "Interview Preparation"],
      ["A LinkedIn headline for engineers", "Professional Development"],
    ] as const) {
      const draft = draftOf(title, category, "1200-1500 words.");
      const blocks = [...draft.content.matchAll(/<(?:p|li|h2|h3)>([\s\S]*?)<\/(?:p|li|h2|h3)>/g)]
        .map((m) => text(m[1] ?? ""))
        .filter((b) => !b.startsWith("outline for the author"));
      expect(blocks.filter((b, i) => blocks.indexOf(b) !== i)).toEqual([]);
      expect(draft.content).not.toMatch(/this (?:guide|checklist) /i);
      // Links come only from the source lines and the closing offer, never from a post's body.
      const body = draft.content
        .split(/<h2>[^<]*: expert help<\/h2>/)[0]
        ?.replace(/<p>More on this: <a href="[^"]*">[^<]*<\/a>\.<\/p>/g, "");
      expect(links(body ?? "")).toEqual([]);
    }
  });

  it("close with the service the subject names", () => {
    const draft = draftOf("A LinkedIn headline for engineers", "Professional Development", "");
    expect(links(draft.content)).toContain("/linkedin-optimization");
  });

  it("describe in the excerpt and the meta description only the sections the draft holds", () => {
    for (const [title, category, instructions] of [
      ["Answering salary questions in interviews", "Interview Preparation", "300-400 words."],
      ["A LinkedIn headline for engineers", "Professional Development", "700-900 words."],
      ["Becoming a commercial pilot", "Career Tips", "300-400 words."],
    ] as const) {
      const draft = draftOf(title, category, instructions);
      const hs = [...draft.content.matchAll(/<h[23]>([^<]*)<\/h[23]>/g)].map((m) =>
        decodeEntities(m[1] ?? "").toLowerCase(),
      );
      if (!hs.some((h) => h.includes("mistakes"))) {
        expect(draft.excerpt, title).not.toMatch(/mistakes/i);
        expect(draft.metaDescription, title).not.toMatch(/mistakes/i);
      }
      const listed = draft.excerpt.split(": ")[1]?.replace(/\.$/, "") ?? "";
      // Items that hold a comma are listed with semicolons ("a; b, c and d; and e").
      const items = listed.includes("; ") ? listed.split(/; (?:and )?/) : listed.split(/, | and /);
      for (const item of items) {
        expect(
          hs.some((h) => h.includes(item.toLowerCase())),
          `${title}: ${item}`,
        ).toBe(true);
      }
    }
  });

  it("match a phrase by its own words, never by words of several phrases or of the brief's asides", () => {
    // LinkedIn named in a CV template that "works in Kenya" is no section on LinkedIn for
    // auditors who "work in audit firms".
    const draft = draftOf(
      "LinkedIn for auditors",
      "Professional Development",
      "700-900 words. Focus keyword: LinkedIn for auditors. Readers hold CPA(K) and work in audit firms.",
    );
    expect(links(draft.content)).not.toContain("/resources/cv-templates");
    expect(links(draft.content)).toContain("/resources/linkedin-tips");
  });

  it("take a secondary word of the title as no subject on its own, and a phrase named in full as one", () => {
    const calls = draftOf(
      "Follow-up calls after an interview",
      "Interview Preparation",
      "300-500 words.",
    );
    expect(links(calls.content).filter((href) => href.startsWith("/blog/"))).toEqual([]);
    const levy = draftOf("Understanding the housing levy", "Career Tips", "700-900 words.");
    expect(links(levy.content)).toContain("/blog/salary-negotiation-in-kenya-gross-net");
  });

  it("know what a post is about from its tags as well as its title", () => {
    // The fake-adverts post is tagged "scams"; its title says "fake job adverts".
    const draft = draftOf("Avoiding job scams", "Job Search", "700-900 words.");
    expect(links(draft.content)).toContain("/blog/fake-job-adverts-in-kenya-red-flags");
    const untagged = generateOfflineDraft(
      {
        title: "Avoiding job scams",
        category: "Job Search",
        additionalInstructions: "700-900 words.",
      },
      { posts: demoPosts.map((p) => ({ ...p, tags: [] })) },
    );
    expect(links(untagged.content)).not.toContain("/blog/fake-job-adverts-in-kenya-red-flags");
  });

  it("take 'career' as no subject on a careers site: a post tagged 'career growth' is no section on a career break", () => {
    const draft = draftOf("Returning after a career break", "Career Tips", "1200-1500 words.");
    expect(links(draft.content)).not.toContain("/blog/five-workplace-skills-that-get-you-promoted");
  });

  it("give a subject the brief asks to warn about or to mention a section of its own", () => {
    const draft = draftOf(
      "Remote work for Kenyan designers",
      "Job Search",
      "1200-1500 words. Warn readers about scams that ask for a fee. Mention portfolio reviews.",
    );
    const section = draft.content.split("<h2>Scams that ask for a fee</h2>")[1]?.split("<h2>")[0];
    expect(section).toBeDefined();
    expect(text(section ?? "")).toContain("a genuine employer does not charge you to apply");
    const mention = draftOf(
      "HR certifications in Kenya",
      "Professional Development",
      "700-900 words. Mention IHRM membership.",
    );
    expect(mention.content).toContain("<h2>IHRM membership</h2>");
  });

  it("match a Kenyan body named by its initials by its full name too", () => {
    const draft = draftOf(
      "Choosing an agency for hotel jobs in Qatar",
      "Job Search",
      "1200-1500 words. Cover NEA registration and visas.",
    );
    const section = draft.content.split("<h2>NEA registration</h2>")[1]?.split("<h2>")[0] ?? "";
    expect(text(section)).toContain("registered with the national employment authority");
  });

  it("draw on the site's sample CVs for a subject they show, quoting the profile and the writer's notes", () => {
    const draft = draftOf(
      "Graduate trainee programmes at Kenyan banks",
      "Job Search",
      "1200-1500 words.",
    );
    expect(links(draft.content)).toContain("/sample-cvs");
    expect(text(draft.content)).toContain("seeking a graduate trainee role in finance");
    expect(text(draft.content)).toContain("club leadership shows initiative");
    const pilot = draftOf("Becoming a commercial pilot", "Career Tips", "700-900 words.");
    expect(links(pilot.content)).not.toContain("/sample-cvs");
  });

  it("put the category's opening under the keyword's heading only when it speaks of the keyword", () => {
    const payslips = draftOf("Reading your payslip", "Career Tips", "700-900 words.");
    expect(payslips.content).not.toContain("<h2>Payslip: the essentials</h2>");
    expect(text(payslips.content)).toContain("careers are built one deliberate step at a time");
    const cv = draftOf("A CV for clinical officers", "CV Writing", "700-900 words.");
    expect(cv.content).toMatch(/<h2>[^<]*: the essentials<\/h2>\n<p>Recruiters in Nairobi/);
  });
});
