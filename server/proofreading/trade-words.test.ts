import { describe, expect, it } from "vitest";
import { proofread } from "./proofread";

const flagged = async (text: string) =>
  (await proofread(text, "cv")).suggestions.map((s) =>
    text.slice(s.spans[0]?.start, s.spans[0]?.end),
  );

describe("trade and compound words a CV uses that the dictionary lacks", () => {
  it.each([
    ["- Built the edtech startup's payment app with Express.js and Vue.js."],
    ["- Managed the insurtech team and advised two proptechs on pricing."],
    ["- Cleared unbilled hours and unposted receipts before the audit."],
    ["- Drove the 33-seater bus and a 10-wheeler truck for the school."],
    ["- Hired four fundis to repair the roof of the church hall."],
  ])("flags nothing in %s", async (text) => {
    expect(await flagged(text)).toEqual([]);
  });

  it("still flags a misspelling beside them", async () => {
    expect(await flagged("- Built the edtech app and recieved payments.")).toEqual(["recieved"]);
  });
});

describe("a place name that ends in s", () => {
  it("is never given an apostrophe", async () => {
    expect(await flagged("- Ran the Kakamega and the Machakos lands registry files.")).toEqual([]);
  });

  it("while a plural owner beside it still takes one", async () => {
    const text = "- Ran the Machakos lands registry and wrote the banks lending policy.";
    expect(await flagged(text)).toEqual(["banks"]);
  });
});
