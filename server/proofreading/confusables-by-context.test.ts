import { describe, expect, it } from "vitest";
import { proofread } from "./proofread";

/** Each suggestion as [flagged text, what Apply writes], in the text's order. */
async function flagged(text: string, kind: "cv" | "letter" = "cv"): Promise<string[][]> {
  const { suggestions } = await proofread(text, kind);
  return [...suggestions]
    .sort((a, b) => (a.spans[0]?.start ?? 0) - (b.spans[0]?.start ?? 0))
    .map((s) => [text.slice(s.spans[0]?.start, s.spans[0]?.end), s.fix?.text ?? ""]);
}

describe("homophones read by the words around them", () => {
  it.each([
    ["- Audit the sacco and it's quarterly accounts for the members.", "it's", "its"],
    ["- Trained the county to plan it's school feeding budgets.", "it's", "its"],
    ["- Coach 30 girls, who's mothers sell vegetables at Gikomba.", "who's", "whose"],
    ["- Advise the board and advice members on loan terms.", "advice", "advise"],
    ["- Taught mothers to practice safe food storage.", "practice", "practise"],
    ["- Renewed the firm's trading license every January.", "license", "licence"],
    ["- Cleared 60 lorries a week at the Namanga boarder post.", "boarder", "border"],
    ["- Tested the firewall and past the results to the auditors.", "past", "passed"],
    ["- Surveyed 400 plots in Ruiru, were the county later built a market.", "were", "where"],
  ])("%s", async (text, word, fix) => {
    expect(await flagged(text)).toEqual([[word, fix]]);
  });

  it.each([
    ["- Visit 50 farmers, who's livestock we vaccinate each March.", "who's", "whose"],
    ["- Trained 200 women to practice clean milking in Isiolo.", "practice", "practise"],
    [
      "- Wrote on county budgets and weather Nairobi's markets pay traders on time.",
      "weather",
      "whether",
    ],
  ])("%s", async (text, word, fix) => {
    expect(await flagged(text)).toEqual([[word, fix]]);
  });

  it("in a letter", async () => {
    const letter = `Dear Madam,

I would be glad to strengthen you're field teams. I know how a project fails when its nobody's task to check it. I also study weather Kenya's farmers gain from carbon credits. My proposal one the agency KSh 2 million in 2024.
`;
    expect(await flagged(letter, "letter")).toEqual([
      ["you're", "your"],
      ["its", "it's"],
      ["weather", "whether"],
      ["one", "won"],
    ]);
  });

  it("leaves the right words alone", async () => {
    const cv = `- Supervised 40 boarders at the school and the border post at Busia.
- Advised clients on the licence and practised law for six years.
- Taught the cooperative to weather the drought with its own seed bank.
- Walked past the gate to the office each morning.
`;
    expect(await flagged(cv)).toEqual([]);
  });
});
