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

  it("reads a chat's name typed before the contacts in one turn", () => {
    expect(
      nameFromTurns(["Hi", "Wanjiru Kamau Njeri. Phone 0712 400 300. Email wk@mail.com"]),
    ).toEqual({
      firstName: "Wanjiru",
      lastName: "Kamau Njeri",
    });
  });

  it("takes no organisation before the contacts for the client's name", () => {
    expect(nameFromTurns(["Kenyatta National Hospital, 0712 400 300"])).toBeNull();
  });

  it("reads an upload's name signed with a degree and an initial", () => {
    const facts = factsFromUploadText(
      "PETER K. MUTUA, MSc\nOperations Director\n+254 722 100 200\n\nEDUCATION\nMSc Supply Chain, JKUAT, 2012",
    );
    expect([facts.firstName, facts.lastName]).toEqual(["Peter", "K. Mutua"]);
  });
});
