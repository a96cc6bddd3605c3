import { describe, expect, it } from "vitest";
import { stripMarkdown } from "../markdown";
import { writeOfflineCv } from "../offline-writer";
import { asCvText } from "./cv-text";
import { factsFromStatements, systemsIn } from "./extract";
import { factsFromUploadText } from "./from-upload";

const chatCv = (turns: string[]) =>
  stripMarkdown(writeOfflineCv(factsFromStatements(turns, { clientStatements: turns })));

describe("a Kenyan phone number however it is grouped", () => {
  it.each([
    "07 45 90 12 83",
    "0745-901-283",
    "0745901283",
    "+254 745 901 283",
    "+254-745-901283",
    "0110 223 344",
  ])("reads %s from an uploaded CV's header", (phone) => {
    const facts = factsFromUploadText(
      `Grace Atieno Odhiambo\nTel: ${phone}\n\nEDUCATION\nKCSE, 2024`,
    );
    expect(facts.phone).toBe(phone);
  });

  it("never takes a chat's phone line for a fact of the CV's sections", () => {
    const cv = chatCv(["My number is 07 45 90 12 83", "I'm a cashier at Naivas since 2022."]);
    expect(cv).not.toContain("07 45 90 12 83");
  });
});

describe("no chat filler, hedge or cliché reaches a CV", () => {
  it.each([
    ["Kinda did 3 years as a cashier at Naivas", /\bkinda\b/i],
    ["Bana I have worked at Tuskys for 4 years", /\bbana\b/i],
    ["Kwa hivyo I manage a team of 5 at Bidco", /\bkwa hivyo\b/i],
    ["I have like 5 years at Equity Bank", /\blike\b/i],
    ["Kama 200 customers a day at KCB", /\bkama\b/i],
    ["Manze I ran the store at Quickmart", /\bmanze\b/i],
  ])("%s", (said, banned) => {
    const text = asCvText(said);
    expect(text).not.toMatch(banned);
    expect(text).toMatch(/\d|Naivas|Tuskys|Bidco|Equity|KCB|Quickmart/);
  });

  it("reads the Swahili 'nataka' (I want) as the role the client seeks, and never prints it", () => {
    const cv = chatCv([
      "I'm a storekeeper at Bidco Africa since 2019.",
      "Nataka a logistics role in Nairobi.",
    ]);
    expect(cv).toContain("Seeking a logistics role in Nairobi");
    expect(cv).not.toMatch(/nataka/i);
  });

  it("drops a CV's clichés and keeps the facts of the same sentence", () => {
    expect(asCvText("A hardworking and result oriented accountant with 5 years at KPMG")).toBe(
      "An accountant with 5 years at KPMG",
    );
    const holder = asCvText("Self-motivated, detail-oriented team player with CPA(K)");
    expect(holder).toContain("CPA(K)");
    expect(holder).not.toMatch(/motivated|oriented|team player/i);
    expect(asCvText("Works well under pressure")).toBe("");
    expect(asCvText("I am honest, hardworking and able to work under minimal supervision")).toBe(
      "",
    );
  });

  it("drops a trait the client claims of themselves, and an aside on why they did a course", () => {
    expect(asCvText("I am a hardworking and God-fearing person who loves order.")).toBe("");
    expect(asCvText("I am a go-getter who never gives up.")).toBe("");
    expect(asCvText("A God-fearing nurse who loves people and cares for 30 patients")).toBe(
      "A nurse and cares for 30 patients",
    );
    expect(asCvText("Refresher in IFRS, Strathmore Business School, 2024, just to catch up")).toBe(
      "Refresher in IFRS, Strathmore Business School, 2024",
    );
  });

  it("writes no empty line and no cliché from an uploaded CV's profile and skills", () => {
    const facts = factsFromUploadText(
      [
        "Peter Mwangi Kariuki",
        "peter.kariuki@gmail.com | 0722 100 200",
        "PROFILE",
        "A hardworking and result oriented young man who works well under pressure.",
        "Dynamic team player.",
        "SKILLS",
        "- Works well under pressure",
        "- Cash handling at Naivas Supermarket",
      ].join("\n"),
    );
    const cv = stripMarkdown(writeOfflineCv(facts));
    expect(cv).not.toMatch(/hardworking|result oriented|under pressure|team player|dynamic/i);
    expect(cv).not.toMatch(/^\s*[-•]?\s*\.?\s*$\n(?=\s*[-•])/m);
    expect(facts.summary.every((line) => line.trim() !== "")).toBe(true);
    expect(facts.skills).toEqual(["Cash handling at Naivas Supermarket"]);
  });
});

describe("widely used tools are skills wherever the client names them", () => {
  it("finds named software in a duty with no cue word before it", () => {
    expect(
      systemsIn("Prepared monthly reports in Excel and Power BI for the finance team"),
    ).toEqual(expect.arrayContaining(["Excel", "Power BI"]));
    expect(systemsIn("Drew road profiles in AutoCAD Civil 3D")).toContain("AutoCAD Civil 3D");
    expect(systemsIn("Posted invoices to QuickBooks daily")).toContain("QuickBooks");
  });

  it("puts them under Key Skills instead of the skills placeholder", () => {
    const cv = chatCv([
      "I'm an accounts assistant at Kenya Breweries since 2021.",
      "I prepare the monthly reports in Excel and post invoices to QuickBooks.",
    ]);
    const skills = cv.slice(cv.indexOf("Key Skills"), cv.indexOf("Education"));
    expect(skills).toContain("Excel");
    expect(skills).toContain("QuickBooks");
    expect(skills).not.toContain("[");
  });

  it("never takes a plain word for a tool", () => {
    expect(systemsIn("I word the reports well and excel at sales")).toEqual([]);
  });
});
