import { describe, expect, it } from "vitest";
import { factsFromStatements, nameFromTurns } from "./extract";

function jobsOf(turns: string[]) {
  const name = nameFromTurns(turns);
  const facts = factsFromStatements(turns, { ...name, clientStatements: turns });
  return facts.roles.map((r) => [r.title, r.employer, r.period]);
}

/** Several jobs in one turn stay apart: each its own entry with its title, employer and years. */
describe("jobs told in one turn", () => {
  it("a list of jobs, each opening with its dates", () => {
    expect(
      jobsOf([
        "My name is Alice Wambui",
        "Jobs: 2020 to date site engineer at China Wu Yi, 2017-2020 assistant engineer at J. K. Otieno & Sons, 2015-2017 intern at KeRRA.",
      ]),
    ).toEqual([
      ["Site engineer", "China Wu Yi", "2020 – Present"],
      ["Assistant engineer", "J. K. Otieno & Sons", "2017 – 2020"],
      ["Intern", "KeRRA", "2015 – 2017"],
    ]);
  });

  it("'before that' naming the employer first, then the post", () => {
    expect(
      jobsOf([
        "My name is Kevin Mutua",
        "Nimekuwa producer at Capital FM since 2021, before hapo Royal Media Services county stringer Machakos 2016 to 2021, na before that reporter at Kenya News Agency 2013-2016.",
      ]),
    ).toEqual([
      ["Producer", "Capital FM", "2021 – Present"],
      ["County stringer", "Royal Media Services, Machakos", "2016 – 2021"],
      ["Reporter", "Kenya News Agency", "2013 – 2016"],
    ]);
  });

  it("a corrected award year changes the award, not the job's start", () => {
    const name = nameFromTurns(["My name is Kevin Mutua"]);
    const turns = [
      "My name is Kevin Mutua",
      "I have been a producer at Capital FM since 2021.",
      "My show won the MCK award in 2022",
      "Oops, the MCK award was 2023, sorry.",
    ];
    const facts = factsFromStatements(turns, { ...name, clientStatements: turns });
    expect(facts.roles.map((r) => r.period)).toEqual(["2021 – Present"]);
    const written = JSON.stringify([facts.roles, facts.experience, facts.summary]);
    expect(written).toMatch(/MCK award in 2023/);
    expect(written).not.toMatch(/2022/);
  });
});

describe("duties told in a turn of their own, opening with the employer", () => {
  it("go under the job at that employer", async () => {
    const { writeOfflineCv } = await import("../offline-writer");
    const turns = [
      "My name is Janet Auma",
      "2019 to date accountant at Kisumu Sugar Ltd, 2015-2019 accounts clerk at Odhiambo & Associates.",
      "At Odhiambo & Associates I kept the books for 40 clients and attended weekly staff meetings.",
      "At Kisumu Sugar I prepare the monthly management accounts.",
      "Earlier I was county correspondent for nothing, just joking.",
    ];
    const name = nameFromTurns(turns);
    const markdown = writeOfflineCv(
      factsFromStatements(turns, { ...name, clientStatements: turns }),
    );
    const entries = markdown.split(/^### /m).slice(1);
    const odhiambo = entries.find((e) => e.startsWith("Accounts clerk"))!;
    const sugar = entries.find((e) => e.startsWith("Accountant"))!;
    expect(odhiambo).toMatch(/Kept the books for 40 clients/);
    expect(sugar).toMatch(/Prepare the monthly management accounts/);
    expect(sugar).not.toMatch(/Odhiambo/);
    expect(markdown.split("## Education")[1] ?? "").not.toMatch(/staff meetings/);
  });
});

describe("a placement told in a sentence of its own", () => {
  it("'I did my attachment at the <unit> of <employer>' is its own entry", () => {
    expect(
      jobsOf([
        "My name is Dennis Wafula",
        "I am an accounts clerk at Bungoma Water since 2020, on contract. And in 2018 I did my attachment at the finance department of Kibabii University.",
      ]),
    ).toEqual([
      ["Accounts clerk", "Bungoma Water", "2020 – Present"],
      ["Attachee", "Kibabii University", "2018"],
    ]);
  });
});

describe("the place told after the employer", () => {
  it("stays with the job as its line", () => {
    const turns = [
      "My name is Rose Atieno",
      "Before that I was a stores clerk at Kenya Power, Kisumu depot, 2014 to 2018 on contract.",
    ];
    const facts = factsFromStatements(turns, { ...nameFromTurns(turns), clientStatements: turns });
    expect(facts.roles[0]?.bullets.join(" ")).toMatch(/Kisumu depot/);
  });
});

describe("a post whose noun is not a known title", () => {
  it("told as a CV line with its employer and dates is its own entry", () => {
    expect(
      jobsOf([
        "My name is Mary Akoth",
        "Field supervisor at Twiga Foods since 2022. Census mapper with KNBS for the 2019 census, Jun-Aug 2019. Cash handling at Equity Bank in 2018.",
      ]),
    ).toEqual([
      ["Field supervisor", "Twiga Foods", "2022 – Present"],
      ["Census mapper", "KNBS", "Jun – Aug 2019"],
    ]);
  });
});
