import type { GeneratedBlog } from "../../../contract/blog";
import { categoryImage } from "../../../contract/blog";
import { truncateWords } from "../text";
import { audiences, banks, type CategoryBank } from "./banks";
import { capitalise, escapeHtml } from "./html";
import { applyModifications } from "./modify";
import { topicFromTitle } from "./topic";

export interface DraftRequest {
  title: string;
  category: string;
  additionalInstructions: string;
}

function bankFor(category: string): CategoryBank {
  return banks[category] ?? (banks["Career Tips"] as CategoryBank);
}

function fitMeta(text: string): string {
  // Yoast rates 120-156 characters as good; 160 is the stored limit.
  return text.length <= 156 ? text : truncateWords(text, 156);
}

/**
 * The offline drafting engine: a structured, original draft built from the title, the
 * category's advice bank and the author's instructions. Deterministic, no network. The
 * structure is chosen so the draft passes the Yoast checks (keyphrase in the first sentence,
 * in half the subheadings, in the image alt and meta description; short paragraphs and
 * sentences; transition words; internal and outbound links).
 */
export function generateOfflineDraft(request: DraftRequest): GeneratedBlog {
  const topic = topicFromTitle(request.title);
  const kp = topic.keyphrase;
  const Kp = capitalise(kp);
  const bank = bankFor(request.category);
  const e = escapeHtml;
  const parts: string[] = [];

  parts.push(
    `<p>Getting ${e(kp)} right is something our clients ask about every week. In this guide, you will find a clear plan, real examples and the mistakes to avoid.</p>`,
  );
  parts.push(
    `<img src="${categoryImage(request.category)}" alt="${e(Kp)}" width="1200" height="630">`,
  );
  parts.push(`<h2>Why ${e(kp)} matters</h2>`);
  for (const text of bank.why) parts.push(`<p>${e(text)}</p>`);
  parts.push(
    `<p>That is why a little planning around ${e(kp)} pays off quickly. Moreover, the same habits help you at every stage of your career.</p>`,
  );

  parts.push(`<h2>A step-by-step plan for ${e(kp)}</h2>`);
  parts.push(`<p>Follow these steps in order. Each one takes less than an hour.</p>`);
  for (const step of bank.steps) {
    parts.push(`<h3>${e(step.title)}</h3>`);
    parts.push(`<p>${e(step.text)}</p>`);
  }
  parts.push(`<p>${e(bank.example)}</p>`);

  for (const audience of audiences) {
    if (audience.pattern.test(request.additionalInstructions)) {
      parts.push(`<h2>${e(audience.heading)}</h2>`);
      parts.push(`<p>${e(audience.text)}</p>`);
    }
  }

  parts.push(`<h2>Common mistakes to avoid</h2>`);
  parts.push(`<p>Even strong candidates slip up. Watch out for these pitfalls:</p>`);
  parts.push(`<ul>${bank.mistakes.map((m) => `<li>${e(m)}</li>`).join("")}</ul>`);
  parts.push(
    `<p>For up-to-date openings, browse <a href="${bank.source.href}">${e(bank.source.label)}</a> and compare what employers ask for with your own profile.</p>`,
  );

  parts.push(`<h2>Getting expert help with ${e(kp)}</h2>`);
  parts.push(
    `<p>You do not have to do this alone. Our consultants have helped over 500 professionals across Kenya. Explore our <a href="${bank.service.href}">${e(bank.service.label)}</a>, or book a free consultation today.</p>`,
  );

  let content = parts.join("\n");
  const tone = request.additionalInstructions;
  if (
    /\b(short|brief|concise)\b/i.test(tone) ||
    /\b(long|detailed|in-depth|expand)\b/i.test(tone) ||
    /\b(formal|friendly|casual|conversational)\b/i.test(tone)
  ) {
    content = applyModifications(content, tone, request.title).content;
  }

  const excerpt = truncateWords(
    `${Kp}: a practical guide with clear steps, a real example and the mistakes to avoid.`,
    200,
  );
  let metaDescription = fitMeta(`${Kp}: ${bank.metaPitch}`);
  if (metaDescription.length < 120)
    metaDescription = fitMeta(`${metaDescription} Read our expert guide.`);
  const keywords = [
    ...new Set([kp.toLowerCase(), ...topic.words, request.category.toLowerCase(), "kenya"]),
  ].slice(0, 8);
  return { content, excerpt, metaDescription, focusKeyword: kp, keywords };
}
