import { describe, expect, it } from "vitest";
import { letterInput } from "./letter-input";
import { letterAsk, withReLine } from "./letter-prompt";
import { writeOfflineLetter } from "./offline-letter";

const procurementCv = `## Professional Profile

Procurement Officer with 6 years of experience in public procurement.

## Work Experience

### Procurement Officer, Nakuru County Government

*2019 – Present*

- Ran 40 open tenders a year on IFMIS and the e-procurement portal
- Manage a team of 3 procurement assistants
- Cut tender processing time from 60 to 35 days

### Procurement Assistant, Kenya Ports Authority

*2017 – 2019*

- Kept the supplier register

## Education

- BCom in Purchasing and Supplies, Moi University, 2016

## Certifications

- CPSP-K
- Member of KISM
`;

const notes =
  "Vacancy ref KRCS/HR/2026/041, based at the Nairobi head office. Closing date 12 December 2026. Call her before Friday; client prefers email. Highlight her tender work. Available from January.";

const request = {
  companyName: "Kenya Red Cross Society",
  position: "Senior Procurement Officer",
  additionalInfo: notes,
};

describe("the offline cover letter", () => {
  const letter = writeOfflineLetter(
    letterInput({ name: "Wanjiku Njoroge", markdown: procurementCv }, request),
    "24 November 2026",
  );

  it("takes role, years, industry, achievements and education from the CV", () => {
    expect(letter).toContain(
      "I am a Procurement Officer with 6 years of experience in public procurement, currently with Nakuru County Government.",
    );
    expect(letter).toContain(
      "In my current role at Nakuru County Government, I ran 40 open tenders a year on IFMIS and the e-procurement portal.",
    );
    expect(letter).toContain("I cut tender processing time from 60 to 35 days.");
    expect(letter).toContain(
      "I hold a BCom in Purchasing and Supplies from Moi University (2016). I also hold CPSP-K. I am a member of KISM.",
    );
    expect(letter).not.toMatch(/\[[^\]]*\]/);
  });

  it("puts the reference on the Re: line and leaves the closing date and staff notes out", () => {
    expect(letter).toContain(
      "**Re: Application for Senior Procurement Officer (Ref. KRCS/HR/2026/041)**",
    );
    expect(letter).toContain("I would be glad to be based at your Nairobi head office.");
    expect(letter).toContain("I am available from January.");
    for (const staffOnly of ["12 December", "Closing", "Friday", "email", "Highlight", "her"])
      expect(letter).not.toContain(staffOnly);
  });

  it("is addressed, dated and signed", () => {
    expect(letter.startsWith("24 November 2026\n\nHiring Manager\\\nKenya Red Cross Society")).toBe(
      true,
    );
    expect(letter).toContain("Dear Hiring Manager,");
    expect(letter.trim().endsWith("Yours sincerely,\n\nWanjiku Njoroge")).toBe(true);
  });

  it("opens a graduate's letter with the degree, and marks only what the CV lacks", () => {
    const graduate = writeOfflineLetter(
      letterInput(
        {
          name: "Brian Otieno",
          markdown: "## Education\n\n- BSc Computer Science, Strathmore University, 2024\n",
        },
        { companyName: "Safaricom", position: "Graduate Engineer", additionalInfo: "" },
      ),
      "24 November 2026",
    );
    expect(graduate).toContain("I hold a BSc Computer Science from Strathmore University (2024).");
    expect(graduate.match(/\[[^\]]*\]/g)).toEqual([
      "[One achievement that matters for this position]",
    ]);
    expect(graduate).toContain("**Re: Application for Graduate Engineer**");
  });

  it("signs with the name the CV's text opens with when its header has none", () => {
    const text = writeOfflineLetter(
      letterInput({ name: "", markdown: `JAMES MUTUA KILONZO\n\n${procurementCv}` }, request),
      "24 November 2026",
    );
    expect(text.trim().endsWith("Yours sincerely,\n\nJames Mutua Kilonzo")).toBe(true);
  });

  it("names professional bodies as a sentence would", () => {
    const cv = `## Certifications\n\n- CPA (K), 2019\n- Member, Institute of Certified Public Accountants of Kenya\n- Member of KISM\n`;
    const text = writeOfflineLetter(
      letterInput({ name: "Amina Hassan", markdown: cv }, { ...request, additionalInfo: "" }),
      "24 November 2026",
    );
    expect(text).toContain(
      "I also hold CPA (K). I am a member of the Institute of Certified Public Accountants of Kenya and a member of KISM.",
    );
  });

  it("says each kind of certification as a sentence would, and a job title in sentence case", () => {
    const cv = `## Professional Profile

Registered nurse with 8 years of experience.

## Work Experience

### Registered nurse, Thika Level 5 Hospital

*2016 – Present*

- Head of the night shift since 2020, with 5 nurses reporting

## Key Skills

- KenyaEMR
- Languages: English, Kiswahili

## Certifications and Memberships

- CPSP-K from KISEB in 2020
- Passed CPA Section 4 (KASNEB)
- Registered Professional Engineer with EBK since 2019
- CHRP-K and member of IHRM
`;
    const text = writeOfflineLetter(
      letterInput({ name: "Amina Hassan", markdown: cv }, { ...request, additionalInfo: "" }),
      "24 November 2026",
    );
    expect(text).toContain(
      "I am a registered nurse with 8 years of experience, currently with Thika Level 5 Hospital.",
    );
    expect(text).toContain(
      "In my current role at Thika Level 5 Hospital, I have served as head of the night shift since 2020, with 5 nurses reporting.",
    );
    expect(text).toContain(
      "I also hold CPSP-K from KISEB and CHRP-K. I passed CPA Section 4 (KASNEB). I am a Registered Professional Engineer with EBK and a member of IHRM.",
    );
    expect(text).toContain("My skills include KenyaEMR. I speak English and Kiswahili.");
  });

  it("addresses the person the staff named", () => {
    const addressed = writeOfflineLetter(
      letterInput(
        { name: "Wanjiku Njoroge", markdown: procurementCv },
        { ...request, additionalInfo: "Address it to Dr. Amina Hassan, Head of Supply Chain" },
      ),
      "24 November 2026",
    );
    expect(addressed).toContain(
      "Dr. Amina Hassan\\\nHead of Supply Chain\\\nKenya Red Cross Society",
    );
    expect(addressed).toContain("Dear Dr Hassan,");
  });
});

describe("the model's prompt for a letter", () => {
  const ask = letterAsk(
    letterInput({ name: "Wanjiku Njoroge", markdown: procurementCv }, request),
    "24 November 2026",
  );

  it("gives the CV's facts, the staff's facts and instructions, and the Re: line", () => {
    for (const fact of [
      "Current or latest role: Procurement Officer",
      "Years of experience: 6",
      "Industry: public procurement",
      "Education: BCom in Purchasing and Supplies, Moi University, 2016",
      "Re: line: Re: Application for Senior Procurement Officer (Ref. KRCS/HR/2026/041)",
      "I am available from January.",
      "Put forward: my tender work",
    ])
      expect(ask.prompt).toContain(fact);
    expect(ask.system).toContain("first person");
  });

  it("sets the planned Re: line in the model's letter, in place of its own or before the salutation", () => {
    const reLine = "Re: Application for ICU Nurse (Ref. AKUH/NUR/2026/112)";
    expect(withReLine("Kenya Power\n\n**Re: ICU Nurse post**\n\nDear Sir,", reLine)).toBe(
      `Kenya Power\n\n**${reLine}**\n\nDear Sir,`,
    );
    expect(withReLine("Kenya Power\n\nDear Hiring Manager,\n\nI am", reLine)).toBe(
      `Kenya Power\n\n**${reLine}**\n\nDear Hiring Manager,\n\nI am`,
    );
  });

  it("never gives the model the closing date or the notes meant for staff", () => {
    for (const staffOnly of ["12 December", "Friday", "prefers email"])
      expect(ask.prompt).not.toContain(staffOnly);
    expect(ask.facts).toContain("Nakuru County Government");
  });
});

describe("the offline cover letter of a graduate with no job yet", () => {
  const graduateCv = `## Professional Profile

Graduate Quantity Surveyor. Seeking an assistant quantity surveyor role in a Nairobi consultancy.

## Work Experience

### Graduate Quantity Surveyor

*Present*

## Education

- B.QS, Technical University of Kenya, 2025
- Final-year project: cost plan for a 40-unit housing scheme in Thika

## Referees

Available on request.
`;
  const letter = writeOfflineLetter(
    letterInput(
      { name: "Kevin Otieno", markdown: graduateCv },
      {
        companyName: "Mwenda Associates",
        position: "Assistant Quantity Surveyor",
        additionalInfo: "",
      },
    ),
    "24 November 2026",
  );

  it("draws on the final-year project as an achievement instead of a placeholder", () => {
    expect(letter).toContain("40-unit housing scheme in Thika");
    expect(letter).not.toMatch(/\[[^\]]*achievement[^\]]*\]/i);
  });

  it("names the abbreviated degree and never a project as a qualification", () => {
    expect(letter).toContain("B.QS");
    expect(letter).toContain("Technical University of Kenya");
    expect(letter).not.toMatch(/hold a Final-year project/i);
  });
});

describe("a letter from the certifications of CVs of several trades", () => {
  const cv = `## Professional Profile

Staff driver with 10 years of experience.

## Work Experience

### Staff driver, Kenya Power, Kisumu

*2018 – Present*

- Driven 400,000 km without an accident

## Certifications and Memberships

- NCK licence number 12345, valid to 2026
- Certified in BLS by the Kenya Red Cross
- Certified Credit Professional (CCP), Kenya School of Monetary Studies, 2022
- Registered graduate engineer with EBK
`;
  const letter = writeOfflineLetter(
    letterInput({ name: "Otieno Ochieng", markdown: cv }, { ...request, additionalInfo: "" }),
    "24 November 2026",
  );

  it("names each certification as held, a status or a title, never as a deed or a cut date", () => {
    expect(letter).toContain(
      "I also hold NCK licence number 12345 and Certified Credit Professional (CCP), Kenya School of Monetary Studies.",
    );
    expect(letter).toContain(
      "I am certified in BLS by the Kenya Red Cross and a registered graduate engineer with EBK.",
    );
    expect(letter).not.toMatch(/valid to|I certified/);
  });

  it("says what the client was admitted to, and a certification held as 'certified', as the client", () => {
    const held = `## Certifications and Memberships

- HACCP certified
- Admitted to the bar, 2018
`;
    const letter = writeOfflineLetter(
      letterInput({ name: "Hassan Mwinyi", markdown: held }, { ...request, additionalInfo: "" }),
      "24 November 2026",
    );
    expect(letter).toContain("I was admitted to the bar.");
    expect(letter).toContain("HACCP certified");
    expect(letter).not.toMatch(/hold HACCP certified|a HACCP certified/);
  });

  it("names the team when a result is the team's", () => {
    const teamCv = `## Work Experience

### Midwife, Lodwar County Referral Hospital

*2019 – Present*

- The team does approximately 150 deliveries per month
`;
    const teamLetter = writeOfflineLetter(
      letterInput({ name: "Akai Ekai", markdown: teamCv }, { ...request, additionalInfo: "" }),
      "24 November 2026",
    );
    expect(teamLetter).toContain(
      "In my current role at Lodwar County Referral Hospital, the team does approximately 150 deliveries per month.",
    );
  });

  it("names a job known by its employer alone without a title, and the job before it", () => {
    const movedCv = `## Work Experience

### Safaricom

*2019 – Present*

<!-- job title missing -->

### Teller, KCB

*2014 – 2018*

- Handled 120 customers a day
`;
    const movedLetter = writeOfflineLetter(
      letterInput({ name: "Lucy Wangari", markdown: movedCv }, { ...request, additionalInfo: "" }),
      "24 November 2026",
    );
    expect(movedLetter).toContain(
      "I have been with Safaricom since 2019, and before that I was a teller at KCB.",
    );
    expect(movedLetter).toContain("As a teller at KCB, I handled 120 customers a day.");
    expect(movedLetter).not.toMatch(/\[[^\]]*\]|job title missing/);
  });
});
