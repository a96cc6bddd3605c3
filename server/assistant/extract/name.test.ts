import { describe, expect, it } from "vitest";
import { extractName } from "./name";

describe("extractName", () => {
  it.each([
    ["My name is Jane Wanjiku", false, "Jane", "Wanjiku"],
    ["my name is jane wanjiku", false, "Jane", "Wanjiku"],
    ["Hi, I'm Otieno and I need a CV", false, "Otieno", undefined],
    ["Im Brian", false, "Brian", undefined],
    ["I am Grace, HR manager", false, "Grace", undefined],
    ["naitwa Achieng", false, "Achieng", undefined],
    ["jina langu ni Mwangi Kamau", false, "Mwangi", "Kamau"],
    ["Brian here, need help", false, "Brian", undefined],
    ["call me Wambui", false, "Wambui", undefined],
    ["names: Mary Anne Njeri", false, "Mary", "Anne Njeri"],
    ["I'm looking for a CV. I'm Kevin", false, "Kevin", undefined],
    ["jane", true, "Jane", undefined],
    ["peter mwangi", true, "Peter", "Mwangi"],
    ["Faith Chebet, 0712345678", true, "Faith", "Chebet"],
    ["it's Wanjiru", false, "Wanjiru", undefined],
    ["o'brien", true, "O'Brien", undefined],
    ["Name's Beatrice Wairimu", false, "Beatrice", "Wairimu"],
    ["mi ni Kamau", false, "Kamau", undefined],
    ["Kama jina ni Otieno Brian", false, "Otieno", "Brian"],
    ["Contact person is Mr. Odhiambo", false, "Odhiambo", undefined],
  ])("reads %j (asked: %s)", (text, asked, firstName, lastName) => {
    const found = extractName(text, asked);
    expect(found?.firstName).toBe(firstName);
    expect(found?.lastName).toBe(lastName);
  });

  it.each([
    ["I'm looking for a CV writer", false],
    ["I am a teacher", false],
    ["I'm interested in LinkedIn", false],
    ["im fine thanks", false],
    ["It's urgent", false],
    ["call me on 0712345678", false],
    ["how much is a cv", true],
    ["yes please", true],
    ["I need a CV for a job at Safaricom", true],
    ["my contact is 0712345678", false],
  ])("finds no name in %j (asked: %s)", (text, asked) => {
    expect(extractName(text, asked)).toBeUndefined();
  });
});
