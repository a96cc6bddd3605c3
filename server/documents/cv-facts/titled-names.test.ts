import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromUploadText } from "./from-upload";

const cvHeaded = (nameLine: string) => `${nameLine}
Structural Engineer
Nakuru | 0723 610 447 | k.wekesa@mail.com

WORK EXPERIENCE
Structural Engineer, Howard Humphreys (EA) Ltd, 2018 – date
- Designed 14 school buildings for the county
`;

describe("a name line opening with a professional title", () => {
  it.each([
    ["ENG. KEVIN WEKESA BARASA, P.E.", "Kevin Wekesa Barasa"],
    ["Dr Kevin Wekesa Barasa, PhD", "Kevin Wekesa Barasa"],
    ["Arch. Kevin Barasa", "Kevin Barasa"],
  ])("%s names the client %s", (line, name) => {
    const facts = factsFromUploadText(cvHeaded(line));
    expect(`${facts.firstName} ${facts.lastName}`).toBe(name);
    expect(writeOfflineCv(facts)).toContain("Howard Humphreys");
  });
});
