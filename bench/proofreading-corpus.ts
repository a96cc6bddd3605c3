/**
 * Passages a Kenyan consultant's clients send for proofreading: CV sections and cover letters in
 * Markdown, dense with Kenyan proper nouns, each with real errors seeded at known places.
 *
 * A seeded error is written inline as {{text|kind}}: `parsePassage` removes the braces and records
 * {start, end, text, kind}, so a span can never drift from the text it marks. Everything else in a
 * passage is correct British English as a careful consultant would leave it, including every
 * county, town, institution, body, certification, system, law, examination and personal name: a
 * flag on any of them is a false positive. Passages with no braces are clean.
 *
 * Written for bench:proofreading before the engine was changed, so the figures of the
 * engine as it was are the baseline; do not tune this corpus to an engine.
 */

export const errorKinds = [
  "spelling",
  "agreement",
  "article",
  "doubled-word",
  "first-person",
  "tense",
  "weak-verb",
  /** A word that sounds like the one meant: "there" for "their", "lead" for "led". */
  "homophone",
  /** A possessive written without its apostrophe: "the hospitals ward" for "the hospital's ward". */
  "apostrophe",
  /** A lower-case letter where English needs a capital: a language, a month, a place, "i". */
  "capitalisation",
  /** A doubled or stray mark, a space before a comma or full stop, none after a comma. */
  "punctuation",
  /**
   * A claim of size with no number ("greatly increased", "many new customers") in a CV that gives
   * numbers elsewhere; only the client knows the figure, so its correction is its own text.
   */
  "unquantified",
] as const;
export type ErrorKind = (typeof errorKinds)[number];

export type SeededError = { start: number; end: number; text: string; kind: ErrorKind };
export type Passage = { id: string; type: "cv" | "letter"; text: string; errors: SeededError[] };

type Source = { id: string; type: "cv" | "letter"; marked: string };

const sources: Source[] = [
  {
    id: "cv-procurement-nakuru",
    type: "cv",
    marked: `## Professional Profile

Procurement officer with six years at Nakuru County Government, running tenders under PPADA 2015 on IFMIS and the e-procurement module. Member of KISM and CPSP-K certified; holds a BCom in Purchasing and Supplies from Moi University.

## Work Experience

### Procurement Officer, Nakuru County Government (2019 - present)

- {{Responsible for|weak-verb}} the annual procurement plan of 11 sub-counties.
- Cut tender evaluation time from 45 to 21 days by moving bid opening onto IFMIS.
- {{I|first-person}} supervise a team of three assistants in Naivasha and Molo.
- Prepared {{a|article}} audit trail that the Office of the Auditor-General accepted without queries.

### Assistant Procurement Officer, Kenya Power, Nakuru (2016 - 2019)

- Currently {{manage|tense}} the framework contracts for meters and transformers.
- Raised local purchase orders for depots in Gilgil, Njoro and Subukia.`,
  },
  {
    id: "cv-accountant-kisumu",
    type: "cv",
    marked: `## Profile

CPA(K) and ICPAK member with eight years in audit and tax. Registered on KRA iTax as a tax agent; {{recieved|spelling}} the KASNEB award for the best CPA Section 6 candidate in Kisumu.

## Experience

### Senior Accountant, Kisumu Water and Sanitation Company (2020 - present)

- Reconciled 14 revenue accounts every month and cleared a backlog of KES 38 million.
- Filed VAT, PAYE and withholding returns on iTax before every deadline for four years.
- Month-end close {{were|agreement}} taking nine days, so built templates that cut it to seven.

### Audit Associate, PKF Kenya, Kisumu (2016 - 2020)

- {{Audit|tense}} county and NGO clients in Siaya, Homa Bay and Migori.
- Drafted management letters for the Lake Region Economic Bloc.`,
  },
  {
    id: "cv-nurse-kakamega",
    type: "cv",
    marked: `## Profile

Registered nurse trained at KMTC Kakamega, licensed by the Nursing Council of Kenya, with five years at Kakamega County General Teaching and Referral Hospital.

## Experience

### Nursing Officer, Maternity Unit (2021 - present)

- Lead a shift of six nurses on a 40-bed ward.
- Introduced a triage board that {{reduce|agreement}} waiting time for mothers in labour.
- Enrolled 1,200 mothers on SHA after the move from NHIF, with the Linda Mama records.
- {{My|first-person}} ward recorded zero maternal deaths in 2024.

### Nurse Intern, Butere Sub-County Hospital (2019 - 2020)

- {{Assisted with|weak-verb}} immunisation outreach in Mumias and Malava.`,
  },
  {
    id: "cv-civil-engineer-machakos",
    type: "cv",
    marked: `## Profile

Civil engineer registered with EBK and a corporate member of IEK, with a BSc in Civil Engineering from JKUAT. Seven years on roads and water projects in Machakos and Makueni.

## Experience

### Resident Engineer, KeRRA, Machakos (2020 - present)

- Supervise 62 km of low-volume sealed roads in Kangundo, Mwala and Yatta.
- Delivered the Masii-Kithimani road three weeks ahead of programme and {{acheived|spelling}} a 98% compaction pass rate.
- Certified contractor payments on IFMIS within 14 days of every interim certificate.

### Site Engineer, China Wu Yi, Konza Technopolis (2017 - 2020)

- Set out drainage works for the first phase of Konza.
- Checked {{the the|doubled-word}} concrete cube results with the Materials Testing and Research Division.`,
  },
  {
    id: "cv-hr-nairobi",
    type: "cv",
    marked: `## Profile

Human resource officer, full member of IHRM, with a Higher Diploma in HRM from KCA University. Six years in recruitment and payroll for manufacturing firms in Industrial Area and Athi River.

## Experience

### HR Officer, Bidco Africa, Thika (2021 - present)

- Recruited 140 factory staff in one season with an agency in Ruiru.
- Moved payroll deductions for NSSF, SHIF and the Housing Levy onto one monthly run.
- Resolved 23 disputes before they reached the Employment and Labour Relations Court.

### HR Assistant, Kapa Oil Refineries (2018 - 2021)

- {{Handled|weak-verb}} leave records and staff files for 400 employees.
- Ran {{a|article}} induction programme for every new intake.`,
  },
  {
    id: "cv-lawyer-mombasa",
    type: "cv",
    marked: `## Profile

Advocate of the High Court of Kenya and member of LSK, admitted after the Kenya School of Law. LLB from the University of Nairobi. Five years in conveyancing and commercial disputes in Mombasa.

## Experience

### Associate, Mwakisha and Ochieng Advocates, Mombasa (2020 - present)

- Registered 90 transfers and charges on Ardhisasa and at the Mombasa Lands Registry.
- Argued 12 interlocutory applications at the Mombasa Law Courts.
- Advises Kilifi and Kwale landowners on {{managment|spelling}} committees under the Community Land Act.

### Pupil, Kenya Ports Authority Legal Department (2019 - 2020)

- {{I|first-person}} drafted charter agreements for the Kipevu Oil Terminal.`,
  },
  {
    id: "cv-teacher-eldoret",
    type: "cv",
    marked: `## Profile

TSC-registered secondary teacher of Chemistry and Biology with a BEd (Science) from Moi University and nine years in Uasin Gishu and Nandi.

## Experience

### Head of Science, Kapsabet Boys High School (2020 - present)

- Raised the KCSE Chemistry mean from 5.1 to 7.4 in three years.
- Trained 11 teachers on the CBC junior secondary curriculum with KICD materials.
- Students {{has|agreement}} reached the national science fair twice under this programme.

### Teacher, Sosiani Secondary School, Eldoret (2015 - 2020)

- {{Prepare|tense}} candidates for KCSE practicals and KNEC marking.
- Coached the school team to the Rift Valley drama festival finals.`,
  },
  {
    id: "cv-ict-kiambu",
    type: "cv",
    marked: `## Profile

ICT officer with a BSc in Information Technology from Mount Kenya University and CCNA certification. Four years supporting county systems in Kiambu.

## Experience

### ICT Officer, County Government of Kiambu (2021 - present)

- Moved 23 county revenue streams onto e-Citizen and the county payment gateway.
- Keeps IFMIS and the HR system running across offices in Thika, Ruiru, Limuru and Gatundu.
- Wrote {{an|article}} user guide for 300 revenue clerks.
- Cut helpdesk tickets by 35% with {{a|article}} inventory of every device.

### Technician, Safaricom Shop, Kiambu Road (2019 - 2021)

- Set up M-Pesa agent tills and fibre for small businesses in Kiambu and Banana.`,
  },
  {
    id: "cv-graduate-kericho",
    type: "cv",
    marked: `## Profile

Recent graduate in Agribusiness Management from Egerton University, Njoro, with an internship at KTDA and a HELB loan repaid on schedule.

## Education

- BSc Agribusiness Management, Egerton University, 2025: Second Class Honours (Upper Division).
- KCSE, Kericho High School, 2020: mean grade A-.
- KCPE, Kapsoit Primary School, 2016: 398 marks.

## Experience

### Intern, KTDA, Momul Tea Factory (2024)

- {{Worked on|weak-verb}} the green leaf payment records of 2,000 farmers.
- Visited {{farmers farmers|doubled-word}} in Bomet and Sotik to register them for the bonus.`,
  },
  {
    id: "cv-banker-nyeri",
    type: "cv",
    marked: `## Profile

Relationship manager at Equity Bank with a BCom (Finance) from Dedan Kimathi University of Technology and the AKIB certificate of the Kenya Institute of Bankers.

## Experience

### Relationship Manager, Equity Bank, Nyeri (2019 - present)

- Grew the SME loan book in Nyeri, Karatina and Othaya from KES 120 million to KES 310 million.
- Onboarded 85 coffee cooperatives onto Equitel and EazzyBiz.
- The {{buisness|spelling}} clients in Nanyuki {{was|agreement}} the fastest-growing segment in 2023.

### Teller, Co-operative Bank, Karatina (2016 - 2019)

- {{Serve|tense}} 200 customers a day at the counter.`,
  },
  {
    id: "cv-ngo-garissa",
    type: "cv",
    marked: `## Profile

Programme officer with seven years in humanitarian response in Garissa, Wajir and Mandera, and a Master of Arts in Project Planning from the University of Nairobi.

## Experience

### Programme Officer, Kenya Red Cross Society, Garissa (2020 - present)

- Coordinated cash transfers to 6,400 households in Dadaab and Fafi with the NDMA.
- Reported to ECHO and USAID on time for every quarter of {{teh|spelling}} drought response.
- {{I|first-person}} negotiated water trucking with the Garissa County Water Department.

### Field Officer, Islamic Relief, Wajir (2017 - 2020)

- {{Tasked with|weak-verb}} beneficiary registration in Tarbaj and Eldas.`,
  },
  {
    id: "cv-pharmacist-thika",
    type: "cv",
    marked: `## Profile

Pharmacist registered with the Pharmacy and Poisons Board, BPharm from Kenyatta University, member of the Pharmaceutical Society of Kenya.

## Experience

### Superintendent Pharmacist, Goodlife Pharmacy, Thika (2021 - present)

- Cut expired stock from 4% to 1% of sales with monthly KEMSA and distributor reviews.
- Trained six pharmaceutical technologists from KMTC Thika.
- Ran {{an|article}} pharmacovigilance log that the PPB inspector commended.
- Each of the three branches {{have|agreement}} its own cold chain record.`,
  },
  {
    id: "cv-journalist-nairobi",
    type: "cv",
    marked: `## Profile

Journalist with a diploma from the Kenya Institute of Mass Communication and a degree in Communication from Daystar University. Accredited by the Media Council of Kenya.

## Experience

### Reporter, Nation Media Group, Nairobi (2019 - present)

- Covered Parliament, the Senate and the Controller of Budget for five years.
- Broke the story on stalled Last Mile connections in Kajiado and Narok.
- Produced {{a|article}} explainer series on the Finance Bill that ran in Taifa Leo and Business Daily.

### Correspondent, Radio Citizen, Kitui (2016 - 2019)

- {{Report|tense}} on county assembly sittings in Kitui and Mwingi.
- {{Involved in|weak-verb}} the election desk of 2017.`,
  },
  {
    id: "cv-hospitality-diani",
    type: "cv",
    marked: `## Profile

Front office manager with a diploma from Kenya Utalii College and ten years in beach hotels on the South Coast.

## Experience

### Front Office Manager, Leopard Beach Resort, Diani (2018 - present)

- Raised direct bookings from 22% to 41% of room nights.
- Trained 18 receptionists from Ukunda and Msambweni.
- Guests from Nairobi and Kampala {{rates|agreement}} the check-in 4.8 out of 5 on TripAdvisor.
- {{Recieved|spelling}} the Kenya Association of Hotelkeepers and Caterers service award in 2023.

### Receptionist, Serena Beach Resort, Shanzu (2014 - 2018)

- {{I|first-person}} {{handled|weak-verb}} group arrivals for tour operators from Mombasa.`,
  },
  {
    id: "cv-agronomist-kitale",
    type: "cv",
    marked: `## Profile

Agronomist with a BSc in Agriculture from the University of Eldoret, registered with the Agricultural Society of Kenya, eight years in maize and dairy value chains in Trans Nzoia and Bungoma.

## Experience

### Field Agronomist, One Acre Fund, Kitale (2019 - present)

- Trained 3,500 farmers in Kiminini, Endebess and Saboti on soil testing with KALRO.
- Cut input delivery losses by 18% through {{better better|doubled-word}} depot planning.
- Registered farmers for the fertiliser subsidy on the Kilimo Smart platform.

### Extension Officer, Bungoma County (2016 - 2019)

- {{Helped|weak-verb}} dairy groups in Webuye and Kimilili set up milk cooling plants.
- {{Acheived|spelling}} a 30% rise in milk deliveries to the Kitinda cooler.`,
  },
  {
    id: "cv-auditor-public",
    type: "cv",
    marked: `## Profile

Internal auditor in the public sector, CPA(K), CIA and member of the Institute of Internal Auditors Kenya, with a BCom from Maseno University.

## Experience

### Internal Auditor, Kenya Rural Roads Authority, Nairobi (2020 - present)

- Audited 40 road contracts against PPADA and the Public Finance Management Act.
- Traced payments from IFMIS to the Central Bank of Kenya for the Office of the Auditor-General.
- {{Duties included|weak-verb}} follow-up of every management letter within 90 days.

### Audit Assistant, Kenya National Audit Office, Kisii (2016 - 2020)

- {{Review|tense}} county imprest in Kisii, Nyamira and Migori.
- The {{recomendations|spelling}} were adopted by both county assemblies.`,
  },
  {
    id: "letter-procurement-krcs",
    type: "letter",
    marked: `Dear Hiring Manager,

Re: Senior Procurement Officer, Kenya Red Cross Society

I am writing to apply for the position of Senior Procurement Officer. For six years I have run tenders for Nakuru County Government under PPADA 2015, on IFMIS and the e-procurement module, and I lead a team of three.

I am a member of KISM and hold the CPSP-K certificate from KASNEB. At the county I cut tender evaluation time from 45 to 21 days and prepared {{a|article}} audit trail that the Auditor-General accepted without queries. I {{recieved|spelling}} a commendation from the County Executive Committee Member for Finance in 2024.

Donor rules from USAID and ECHO would be new to me, and I am ready to learn them quickly. I would welcome the chance to discuss how my work in Nakuru, Naivasha and Molo fits your programmes.

Yours faithfully,

Wanjiku Mwangi`,
  },
  {
    id: "letter-nurse-aku",
    type: "letter",
    marked: `Dear Nurse Manager,

Re: Registered Nurse, Aga Khan University Hospital, Nairobi

I am a registered nurse trained at KMTC Kakamega and licensed by the Nursing Council of Kenya. For five years I have worked in the maternity unit of Kakamega County General Teaching and Referral Hospital, where I lead a shift of six nurses.

Our two wards {{was|agreement}} the first in Western Kenya to move every mother from NHIF to SHA records without a gap in cover. I have also trained {{the the|doubled-word}} new interns from Masinde Muliro University on the partograph.

I would bring {{an|article}} calm, careful approach to your labour ward. Thank you for considering my application.

Yours sincerely,

Chebet Kiprono`,
  },
  {
    id: "letter-graduate-kcb",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: KCB Graduate Trainee Programme 2026

I recently completed a BSc in Agribusiness Management at Egerton University, Njoro, and I am applying for the KCB Graduate Trainee Programme. During my internship at KTDA in Kericho I kept payment records for 2,000 tea farmers and visited growers in Bomet and Sotik.

I have {{allways|spelling}} been careful with figures: I repaid my HELB loan on schedule and {{keeps|agreement}} my own farm accounts. I scored an A- in KCSE at Kericho High School.

I would be glad to join {{a|article}} organisation that lends to farmers across the Rift Valley.

Yours faithfully,

Kiprono Langat`,
  },
  {
    id: "letter-engineer-kura",
    type: "letter",
    marked: `Dear Sir,

Re: Resident Engineer, Kenya Urban Roads Authority, Kisumu

I am a civil engineer registered with EBK, with a BSc from JKUAT and seven years on roads in Machakos and Makueni with KeRRA. I am applying for the post of Resident Engineer in Kisumu.

On the Masii-Kithimani road I supervised {{a|article}} eighteen-month contract and certified every payment on IFMIS within 14 days. The contractors I supervise {{knows|agreement}} that I answer site queries on the same day.

I grew up in Kondele and would be glad to work in Kisumu again. I {{look look|doubled-word}} forward to hearing from you.

Yours faithfully,

Otieno Achieng`,
  },
  {
    id: "letter-hr-ngo",
    type: "letter",
    marked: `Dear Ms Njeri,

Re: Human Resource Officer, Amref Health Africa

I am an HR officer and full member of IHRM with six years in manufacturing in Thika and Athi River. I hold a Higher Diploma in Human Resource Management from KCA University.

At Bidco Africa I recruited 140 factory staff in one season and moved NSSF, SHIF and Housing Levy deductions onto one payroll run. Every dispute I {{handel|spelling}} has been settled before it reached the Employment and Labour Relations Court.

I would welcome the chance to bring this work to a health organisation that works in Kajiado, Turkana and Homa Bay.

Yours sincerely,

Achieng Odhiambo`,
  },
  {
    id: "clean-cv-supply-chain",
    type: "cv",
    marked: `## Profile

Supply chain officer with a BCom in Procurement from the Technical University of Kenya, member of KISM, four years with Kenya Medical Supplies Authority in Embu and Nairobi.

## Experience

### Supply Chain Officer, KEMSA, Embu (2021 - present)

- Delivered medicines to 210 health facilities in Embu, Meru and Tharaka-Nithi every month.
- Cut stock-outs of tracer drugs from 14% to 5% with a weekly order review.
- Trained county pharmacists in Chuka and Runyenjes on the KEMSA ordering portal.`,
  },
  {
    id: "clean-cv-teacher-kilifi",
    type: "cv",
    marked: `## Profile

Primary school teacher registered with TSC, with a Diploma in Education from Shanzu Teachers Training College and six years in Kilifi and Malindi.

## Experience

### Teacher, Mtwapa Primary School (2020 - present)

- Raised the class KPSEA average in Mathematics by 11 points in two years.
- Started a reading club for 60 learners with books from the Kenya National Library Service.
- Mentored four student teachers from Kenyatta University and Pwani University.`,
  },
  {
    id: "clean-cv-accounts-meru",
    type: "cv",
    marked: `## Profile

Accounts assistant with CPA Section 4 from KASNEB and a Diploma in Business Management from Meru National Polytechnic.

## Experience

### Accounts Assistant, Meru Central Dairy Cooperative Union (2022 - present)

- Posted payments to 9,000 farmers from Timau, Mitunguu and Nkubu every month.
- Filed PAYE and VAT returns on KRA iTax on time for every month of 2024 and 2025.
- Reconciled M-Pesa collections against the Sacco ledger each week.`,
  },
  {
    id: "clean-letter-sales-nanyuki",
    type: "letter",
    marked: `Dear Mr Kamau,

Re: Regional Sales Manager, Mount Kenya Region

I am applying for the post of Regional Sales Manager. For five years I have sold East African Breweries products across Laikipia, Nyeri and Meru, and last year my team of eight grew sales in Nanyuki and Isiolo by 27%.

I hold a BCom in Marketing from Strathmore University and am a member of the Marketing Society of Kenya. I know the distributors in Timau, Naro Moru and Chogoria by name.

I would be glad to discuss the role at your convenience.

Yours sincerely,

Mwangi Wanjiku`,
  },
  {
    id: "clean-letter-ict-konza",
    type: "letter",
    marked: `Dear Hiring Manager,

Re: Systems Administrator, Konza Technopolis Development Authority

I am an ICT officer at the County Government of Kiambu, where I moved 23 revenue streams onto e-Citizen and keep IFMIS running in Thika, Ruiru and Limuru. I hold a BSc in Information Technology from Mount Kenya University and the CCNA certificate.

Konza's data centre and the Smart City programme are where I want to build the next part of my career. I would bring four years of hands-on support and a record of cutting helpdesk tickets by 35%.

Thank you for considering my application.

Yours faithfully,

Akinyi Otieno`,
  },
];

const marker = /\{\{([^|}]+)\|([a-z-]+)\}\}/g;

function isErrorKind(kind: string): kind is ErrorKind {
  return (errorKinds as readonly string[]).includes(kind);
}

/**
 * Strips the {{text|kind}} markers. Offsets are in code points, as harper.js reports them; the
 * corpus is ASCII so they equal string indexes too.
 */
export function parsePassage({ id, type, marked }: Source): Passage {
  const errors: SeededError[] = [];
  let text = "";
  let last = 0;
  for (const match of marked.matchAll(marker)) {
    const [whole, span = "", kind = ""] = match;
    if (!isErrorKind(kind)) throw new Error(`${id}: unknown error kind "${kind}"`);
    text += marked.slice(last, match.index);
    errors.push({ start: text.length, end: text.length + span.length, text: span, kind });
    text += span;
    last = match.index + whole.length;
  }
  text += marked.slice(last);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is the ASCII test itself
  if (!/^[\x00-\x7f]*$/.test(text)) throw new Error(`${id}: keep the corpus ASCII`);
  return { id, type, text, errors };
}

export const passages: Passage[] = sources.map(parsePassage);
