import { describe, expect, it } from "vitest";
import { nameFromTurns } from "./extract";
import { factsFromUploadText } from "./from-upload";

describe("the client's name reaches the CV, so the letter signs it", () => {
  it("reads a chat's 'Name ni ...'", () => {
    expect(nameFromTurns(["Hi, I need a CV", "Name ni Akinyi Achieng Otieno"])).toEqual({
      firstName: "Akinyi",
      lastName: "Achieng Otieno",
    });
  });

  it("reads an upload's name signed with a degree and an initial", () => {
    const facts = factsFromUploadText(
      "PETER K. MUTUA, MSc\nOperations Director\n+254 722 100 200\n\nEDUCATION\nMSc Supply Chain, JKUAT, 2012",
    );
    expect([facts.firstName, facts.lastName]).toEqual(["Peter", "K. Mutua"]);
  });
});
