import { describe, expect, it } from "vitest";
import {
  allPackages,
  businessHours,
  contactServiceOptions,
  cvFaqs,
  cvPackages,
  cvTestimonials,
  editingPackages,
  editingProcess,
  footer,
  formatDelivery,
  formatPrice,
  formatRevisions,
  homePackages,
  homeTestimonials,
  linkedinPackages,
  resourcePages,
  sampleCvs,
  serviceCards,
  services,
  trainingProgrammes,
  whatsappLink,
} from "./index";

describe("content matches the pages, packages and prices of docs/product.md", () => {
  it("prices the CV page packages as listed", () => {
    expect(
      cvPackages.map((p) => [
        p.name,
        formatPrice(p.price),
        p.originalPrice,
        p.revisions,
        p.deliveryHours,
        p.popular,
      ]),
    ).toEqual([
      ["Starter", "KSh 2,500", 3500, 1, 48, false],
      ["Professional", "KSh 4,500", 6500, 2, 24, true],
      ["Executive", "KSh 8,500", 12000, "unlimited", 12, false],
    ]);
  });

  it("prices the LinkedIn packages as listed", () => {
    expect(
      linkedinPackages.map((p) => [
        p.name,
        formatPrice(p.price),
        p.originalPrice,
        p.revisions,
        p.popular,
      ]),
    ).toEqual([
      ["Basic", "KSh 3,500", 5000, 1, false],
      ["Complete", "KSh 6,500", 9000, 2, true],
      ["Executive", "KSh 12,000", 18000, "unlimited", false],
    ]);
    expect(linkedinPackages[2]?.features).toContain("3-month support");
  });

  it("has exactly one popular landing package, the Complete Career Package at 15,000", () => {
    const popular = homePackages.filter((p) => p.popular);
    expect(popular.map((p) => [p.name, formatPrice(p.price)])).toEqual([
      ["Complete Career Package", "KSh 15,000"],
    ]);
    expect(homePackages.map((p) => formatPrice(p.price))).toEqual([
      "KSh 2,000",
      "KSh 15,000",
      "KSh 25,000 - 35,000",
    ]);
  });

  it("prices editing per page and per document with 24-48 h delivery", () => {
    expect(editingPackages.map((p) => [formatPrice(p.price), p.unit])).toEqual([
      ["KSh 500", "page"],
      ["KSh 7,000 - 15,000", "document"],
    ]);
    for (const p of editingPackages)
      expect(formatDelivery(p.deliveryHours!)).toBe("24-48 hour delivery");
  });

  it("gives ids that are unique across all packages", () => {
    const ids = allPackages.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of services) for (const id of s.packageIds) expect(ids).toContain(id);
  });

  it("has the counts the pages require", () => {
    expect(homeTestimonials).toHaveLength(6);
    expect(cvTestimonials).toHaveLength(3);
    expect(cvFaqs).toHaveLength(4);
    expect(trainingProgrammes).toHaveLength(4);
    expect(editingProcess).toHaveLength(5);
    expect(sampleCvs.length).toBeGreaterThanOrEqual(2);
    expect(resourcePages.map((r) => r.slug)).toEqual([
      "cv-templates",
      "interview-guide",
      "salary-negotiation",
      "linkedin-tips",
    ]);
  });

  it("links the footer to every resource page", () => {
    expect(footer.resources).toEqual(
      resourcePages.map((r) => ({ label: r.label, href: `/resources/${r.slug}` })),
    );
  });

  it("links the six service cards to their service pages", () => {
    expect(serviceCards.map((c) => [c.title, c.path])).toEqual([
      ["CV & Career Services", "/services/cv-writing"],
      ["Editing & Proofreading", "/services/editing"],
      ["Business Writing", "/services/business-writing"],
      ["Corporate Training", "/services/corporate-training"],
      ["Youth Programs", "/services/youth-programs"],
      ["Professional Development", "/services/professional-development"],
    ]);
  });

  it("lists the six contact options with their labels", () => {
    expect(contactServiceOptions.map((o) => o.value)).toEqual([
      "cv-writing",
      "editing",
      "business-writing",
      "corporate-training",
      "youth-programs",
      "professional-development",
    ]);
  });

  it("opens Monday-Friday 8-18 and Saturday 9-14", () => {
    expect(businessHours.map((h) => [h.days.length, h.opens, h.closes])).toEqual([
      [5, "08:00", "18:00"],
      [1, "09:00", "14:00"],
    ]);
  });
});

describe("formatting", () => {
  it("formats revisions", () => {
    expect([1, 2, "unlimited" as const].map(formatRevisions)).toEqual([
      "1 revision",
      "2 revisions",
      "Unlimited revisions",
    ]);
  });

  it("builds a WhatsApp link from the digits of the number and the encoded text", () => {
    expect(whatsappLink("+254 712-345 678", "Hi & hello?")).toBe(
      "https://wa.me/254712345678?text=Hi%20%26%20hello%3F",
    );
  });
});
