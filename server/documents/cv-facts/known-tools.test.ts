import { describe, expect, it } from "vitest";
import { stripMarkdown } from "../markdown";
import { missingLabels, writeOfflineCv } from "../offline-writer";
import { factsFromStatements } from "./extract";
import { knownToolsIn } from "./known-tools";

describe("a common tool named in lower case inside a text that has capitals", () => {
  it("is read and written as its maker writes it", () => {
    expect(knownToolsIn("Cellulant since 2022: node.js services on postgresql, 2M a day")).toEqual([
      "Node.js",
      "PostgreSQL",
    ]);
  });

  it("never reads a plain word that is also a tool's name", () => {
    expect(knownToolsIn("At KCB I excel at sales and tally the till; sap from trees")).toEqual([]);
  });

  it("knows the tools of software and cloud work", () => {
    expect(knownToolsIn("Ran Docker and Kubernetes on AWS, dashboards in Grafana")).toEqual([
      "Docker",
      "Kubernetes",
      "AWS",
      "Grafana",
    ]);
  });
});

describe("a bare list of common tools, told with no cue word", () => {
  it("is the client's Key Skills, not a line of chat or a duty", () => {
    const facts = factsFromStatements(
      [
        "My name is Ian Wekesa",
        "I am a backend developer at Cellulant.",
        "docker, kubernetes, grafana.",
      ],
      {},
    );
    expect(facts.skills).toEqual(expect.arrayContaining(["Docker", "Kubernetes", "Grafana"]));
    const cv = stripMarkdown(writeOfflineCv(facts));
    expect(cv).not.toContain(missingLabels.skills);
  });

  it("a list of plain words is no list of tools", () => {
    const facts = factsFromStatements(["My name is Ann Njeri", "patience, teamwork, honesty."], {});
    expect(facts.skills).not.toEqual(expect.arrayContaining(["Patience"]));
  });
});
