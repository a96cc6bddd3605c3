import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each capitalisation finding as "flagged -> what Apply writes". */
const flagged = (text: string) =>
  checkStyle(text, "cv")
    .filter((f) => f.rule === "capitalisation")
    .map((f) => `${text.slice(f.spans[0]?.start, f.spans[0]?.end)} -> ${f.fix?.text}`);

describe("a Kenyan body, law or programme typed in lower case", () => {
  it.each([
    [
      "- Graded leaf for the kenya tea development agency factories in Kericho.",
      ["kenya tea development agency -> Kenya Tea Development Agency"],
    ],
    [
      "- Filed abstraction permits with the water resources authority each March.",
      ["water resources authority -> Water Resources Authority"],
    ],
    [
      "- Argued two appeals before the employment and labour relations court in Nakuru.",
      ["employment and labour relations court -> Employment and Labour Relations Court"],
    ],
    [
      "- Licensed under the pharmaceutical society of kenya code of conduct.",
      ["pharmaceutical society of kenya -> Pharmaceutical Society of Kenya"],
    ],
    [
      "- Drafted tenders that met the public procurement and asset disposal act 2015.",
      ["public procurement and asset disposal act -> Public Procurement and Asset Disposal Act"],
    ],
    [
      "- Kept every dismissal within the employment act, 2007.",
      ["employment act -> Employment Act"],
    ],
    ["- Charged suspects under the penal code in Kisii.", ["penal code -> Penal Code"]],
    [
      "- Sent returns to the ministry of water for the Tana basin.",
      ["ministry of water -> Ministry of Water"],
    ],
    [
      "- Trained ward officers on the kenya youth action plan in Bungoma.",
      ["kenya youth action plan -> Kenya Youth Action Plan"],
    ],
    [
      "- Placed 40 graduates through the uwezo mentorship programme in Kibera.",
      ["uwezo mentorship -> Uwezo Mentorship"],
    ],
  ])("%s", (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });

  it.each([
    ["- Delivered vaccines for kemsa in Wajir.", ["kemsa -> KEMSA"]],
    ["- Ran school visits with nacada officers in Embu.", ["nacada -> NACADA"]],
    ["- Invigilated the knec examinations in 2023.", ["knec -> KNEC"]],
  ])("an acronym: %s", (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });

  it.each([
    "- Replaced the main circuit board on two generators in Embu.",
    "- Briefed the ward development council on two school cases in Loitokitok.",
    "- Pinned the duty rota on the staff notice board every Monday.",
    "- Reported faults to the relevant local authority in Kisumu.",
    "- Coached netball on the school's outdoor tennis court in Meru.",
    "- Paid kenya school fees for two orphans.",
    "- Kept a careful balancing act between two shifts in Nyeri.",
    "- Enforced the staff dress code, uniforms and name tags in Naivasha.",
  ])("leaves %s as written", (text) => {
    expect(flagged(text)).toEqual([]);
  });
});
