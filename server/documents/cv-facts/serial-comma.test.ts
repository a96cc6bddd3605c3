import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { clauses } from "./cv-text";
import { factsFromStatements } from "./extract";

/** A CV written from chat turns, as the staff's Generate CV does. */
const chatCv = (turns: string[]) =>
  writeOfflineCv(factsFromStatements(turns, { clientStatements: turns }));

describe("a list of names that ends in ', and' keeps its last item", () => {
  it.each([
    [
      "I'm a stores clerk at Bidco Africa since 2021. I use SAP MM, Odoo, and Zoho Inventory every day.",
      ["SAP MM", "Odoo", "Zoho Inventory"],
    ],
    [
      "I work as a GIS technician at the Survey of Kenya since 2019. Software: ArcGIS Pro, QGIS, and AutoCAD Civil 3D.",
      ["ArcGIS Pro", "QGIS", "AutoCAD Civil 3D"],
    ],
    [
      "I'm a paramedic with St John Ambulance since 2020. I am certified in PHTLS, BLS, and AMLS.",
      ["PHTLS", "BLS", "AMLS"],
    ],
    [
      "I'm a tax clerk at a Kisii audit firm since 2022. I file on iTax, KRA Simba, and eCitizen, and I reconcile the VAT returns.",
      ["iTax", "KRA Simba", "eCitizen", "the VAT returns"],
    ],
  ])("%s", (said, kept) => {
    const cv = chatCv([said]);
    for (const item of kept) expect(cv).toContain(item);
  });

  it("joins the last name to its list, not to a clause of its own", () => {
    expect(clauses("I know Figma, Canva, and Adobe XD")).toEqual([
      "I know Figma, Canva and Adobe XD",
    ]);
  });

  it("still splits where a new claim follows a year", () => {
    expect(clauses("Diploma in Nursing from KMTC, 2016, and BScN from Moi University")).toEqual([
      "Diploma in Nursing from KMTC, 2016",
      "BScN from Moi University",
    ]);
  });

  it("still splits before the client's own next claim", () => {
    expect(clauses("I used Sage, Excel, and I trained two juniors")).toEqual([
      "I used Sage, Excel",
      "I trained two juniors",
    ]);
  });
});
