import { describe, expect, it } from "vitest";
import { extractLead } from ".";
import { fieldLabels } from "./field-labels";

describe("field labels typed with a typo", () => {
  it.each([
    ["Nmae: Wairimu Gathoni", "Name: Wairimu Gathoni"],
    ["Naem - Wairimu", "Name - Wairimu"],
    ["Full nmae: Wairimu Gathoni", "Full name: Wairimu Gathoni"],
    ["Contact persn: Wairimu Gathoni", "Contact person: Wairimu Gathoni"],
    ["Contcat person: Wairimu", "Contact person: Wairimu"],
    ["Phne: 0712 345 678", "Phone: 0712 345 678"],
    ["emial: w@x.com", "email: w@x.com"],
    ["Positon: HR officer", "Position: HR officer"],
    [
      "training for 20 guards.\nContact persn: Wairimu",
      "training for 20 guards.\nContact person: Wairimu",
    ],
  ])("reads %j as %j", (typed, meant) => {
    expect(fieldLabels(typed)).toBe(meant);
  });

  it.each([
    "Note: we need it fast",
    "Same: as before",
    "Time: 3pm",
    "Date: Monday",
    "PS: thanks",
    "we need 3 things: a CV, a letter and coaching",
    "Reason: career change",
  ])("leaves %j as typed", (text) => {
    expect(fieldLabels(text)).toBe(text);
  });

  it("fills the fields the labels name, as if spelt right", () => {
    const { fields } = extractLead(
      "Nmae: Wairimu Gathoni\nPhne: 0712 345 678\nemial: wairimu@x.com\nPositon: HR officer",
      undefined,
    );
    expect(fields).toMatchObject({
      firstName: "Wairimu",
      lastName: "Gathoni",
      phone: "+254712345678",
      email: "wairimu@x.com",
      currentRole: "HR Officer",
    });
    expect(
      extractLead("We need training for 20 guards. Contact persn: Benard Shikuku", undefined)
        .fields,
    ).toMatchObject({ firstName: "Benard", lastName: "Shikuku" });
  });
});
