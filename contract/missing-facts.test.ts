import { describe, expect, it } from "vitest";
import { missingFacts } from "./missing-facts";

const info = {
  name: "Lucy Wangari",
  email: "lucy@example.com",
  phone: "0712 000 111",
  address: "",
};

/** What the consultant must still ask the client, read from the CV as it stands. */
describe("missing facts", () => {
  const untitled = `## Work Experience

### Safaricom

*2019 – Present*

<!-- job title missing -->

### Teller, KCB

*2014 – 2018*
`;

  it("asks for the title of a job the CV names by its employer alone", () => {
    expect(missingFacts(untitled, info)).toEqual(["Job title at Safaricom"]);
  });

  it("stops asking once the consultant writes the title into the heading", () => {
    const titled = untitled.replace("### Safaricom", "### Sales Executive, Safaricom");
    expect(missingFacts(titled, info)).toEqual([]);
  });

  it("lists empty contact fields first, then each placeholder once", () => {
    const markdown = "## Key Skills\n\n- [Skills: tools]\n\n## Education\n\n- [Skills: tools]\n";
    expect(missingFacts(markdown, { ...info, phone: "" })).toEqual([
      "Phone number",
      "Skills: tools",
    ]);
  });

  it("asks for the years of a job with none, until the consultant writes them", () => {
    const undated = `## Work Experience

### Storekeeper, Kenya Power

- Issue stores to field teams

### Clerk, Naivas (2012 – 2015)

### Cashier, Tuskys

*Jan 2010 – Dec 2011*

- Won the 2011 cashier award

## Education

### KCSE, Nyeri High School
`;
    expect(missingFacts(undated, info)).toEqual(["Years of the job: Storekeeper, Kenya Power"]);
    const dated = undated.replace(
      "### Storekeeper, Kenya Power",
      "### Storekeeper, Kenya Power\n\n*2016 – Present*",
    );
    expect(missingFacts(dated, info)).toEqual([]);
  });
});
