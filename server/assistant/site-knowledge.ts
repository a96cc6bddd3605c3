import {
  business,
  businessHours,
  closedNote,
  customPricingNote,
  cvFaqs,
  editingProcess,
  formatDelivery,
  formatPriceWithUnit,
  formatRevisions,
  generalFaqs,
  homePackages,
  type Package,
  packageById,
  trainingProgrammes,
} from "../../content";
import { createKnowledge, type KnowledgeEntry } from "./knowledge";
import { catalog } from "./services";

/** Finds a FAQ answer by a word of its question, so a reworded question still finds it. */
function faq(list: readonly { question: string; answer: string }[], word: RegExp): string {
  const found = list.find((f) => word.test(f.question));
  if (!found) throw new Error(`content/faqs.ts has no question matching ${word}`);
  return found.answer;
}

function packageLine(p: Package): string {
  const extras = [
    p.originalPrice ? `was KSh ${p.originalPrice.toLocaleString("en-US")}` : undefined,
    p.revisions !== undefined ? formatRevisions(p.revisions).toLowerCase() : undefined,
    p.deliveryHours !== undefined ? formatDelivery(p.deliveryHours) : undefined,
  ].filter(Boolean);
  const name = p.popular ? `${p.name} (most popular)` : p.name;
  return `${name} ${formatPriceWithUnit(p.price, p.unit)}${extras.length ? ` (${extras.join(", ")})` : ""}`;
}

/** Every fact the assistant may state, built from content/ so a price changes in one place. */
function entriesFromContent(): KnowledgeEntry[] {
  const entries: KnowledgeEntry[] = [];
  const start = faq(cvFaqs, /need from me/i);
  const toStart = `To get started we need ${start.charAt(0).toLowerCase()}${start.slice(1)}`;
  for (const service of catalog) {
    const all = service.packageIds.map(packageById).filter((p): p is Package => Boolean(p));
    // A service's own page packages when it has some; the landing bundles otherwise.
    const own = all.filter((p) => !p.id.startsWith("home-"));
    const packages = own.length ? own : all;
    const keywords = [...service.keywords, ...service.synonyms];
    entries.push({
      id: `services-${service.id}`,
      topic: "services",
      service: service.id,
      keywords,
      text: `${service.name}: ${service.summary}`,
    });
    if (packages.length) {
      entries.push({
        id: `price-${service.id}`,
        topic: "price",
        service: service.id,
        keywords,
        text: `${service.name} prices: ${packages.map(packageLine).join("; ")}.`,
      });
    }
    const timed = packages.filter((p) => p.deliveryHours !== undefined);
    if (timed.length) {
      entries.push({
        id: `delivery-${service.id}`,
        topic: "delivery",
        service: service.id,
        keywords,
        text: `${service.name} delivery: ${timed.map((p) => `${p.name} ${formatDelivery(p.deliveryHours!)}`).join(", ")}, counted from when we have your details and deposit.`,
      });
    }
  }
  entries.push(
    {
      id: "price-overview",
      topic: "price",
      text: `Our main packages: ${homePackages.map(packageLine).join("; ")}. ${customPricingNote}`,
    },
    {
      id: "training-programmes",
      topic: "services",
      service: "corporate-training",
      keywords: ["programmes", "topics", "sessions"],
      text: `Our training programmes: ${trainingProgrammes.map((t) => t.title).join(", ")}. Each takes 1.5 to 2 hours.`,
    },
    { id: "delivery-overview", topic: "delivery", text: faq(generalFaqs, /how long/i) },
    {
      id: "hours",
      topic: "hours",
      text: `Our hours: ${businessHours.map((h) => `${h.label} ${h.display}`).join("; ")}. ${closedNote}`,
    },
    { id: "location", topic: "location", text: faq(generalFaqs, /located/i) },
    { id: "payment", topic: "payment", text: business.payment.note },
    {
      id: "revisions-cv",
      topic: "revisions",
      service: "cv-writing",
      text: faq(cvFaqs, /revisions/i),
    },
    { id: "revisions-overview", topic: "revisions", text: faq(generalFaqs, /not happy/i) },
    { id: "process-cv", topic: "process", service: "cv-writing", text: toStart },
    {
      id: "process-editing",
      topic: "process",
      service: "editing",
      text: `How editing works: ${editingProcess.map((s) => `${s.step}. ${s.title}: ${s.description}`).join(" ")}`,
    },
    { id: "process-overview", topic: "process", text: toStart },
    {
      id: "services-overview",
      topic: "services",
      text: `We offer ${catalog.map((s) => s.name).join(", ")}. Tell me which one interests you and I'll share details and prices.`,
    },
    {
      id: "assurance-confidential",
      topic: "assurance",
      keywords: ["confidential", "privacy", "private", "safe"],
      text: faq(generalFaqs, /confidential/i),
    },
    {
      id: "assurance-guarantee",
      topic: "assurance",
      keywords: ["guarantee", "job", "promise"],
      text: faq(generalFaqs, /guarantee/i),
    },
    {
      id: "assurance-refund",
      topic: "assurance",
      keywords: ["happy", "refund", "satisfied"],
      text: faq(generalFaqs, /not happy/i),
    },
  );
  return entries;
}

/** The assistant's knowledge: content/ as answerable facts (retrieval and the LLM prompt). */
export const siteKnowledge = createKnowledge(entriesFromContent());
