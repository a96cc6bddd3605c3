import { type Passage, parsePassage, type SeededError } from "./proofreading-corpus";

/**
 * Held-out batch 4 for `npm run bench:proofreading`, written on 2026-11-24 by an engineer who
 * had not read the engine (nothing under server/proofreading/ was opened) and not run on it
 * before it was committed: CV sections (profiles, experience, education, licences, skills,
 * referees) and cover letters of new clients (a clinical officer in Trans Nzoia and West Pokot,
 * county and SACCO accounting in Nyamira and Kisii, a mathematics teacher in Garissa and Wajir,
 * public health procurement at KEMSA and in Makueni, flower-farm HR in Naivasha, county ICT
 * in Kilifi, dryland agronomy in Kitui, a nursing graduate, rail freight at the Naivasha ICD,
 * SME banking in Kakamega and Bungoma, hospital pharmacy in Eldoret and Iten, radio journalism
 * in Kisumu and Homa Bay, NG-CDF in Embu; letters to a Nairobi hospital, KRA, KeNHA, Kenya
 * Power, the TSC and Bungoma County; a SACCO credit manager in Meru, a county planner in Lamu,
 * a livelihoods officer in Turkana and a young advocate, clean).
 *
 * Same format and rules as batches 1 to 3, with one addition: a seeded error is written inline
 * as {{text|kind|correction}}, the correction being what the consultant would write over the
 * text (empty to delete it). The harness reports, beside precision and recall, how many seeded
 * errors get a suggestion whose Apply writes exactly that correction. Everything else is
 * correct British English as a careful consultant would leave it, so a flag on any county,
 * town, institution, body, certification, system, law, agency, examination or personal name
 * is a false positive; passages with no braces are clean. The seeded errors are the ones CVs
 * and letters really carry: agreement, homophones, present tense in past roles, missing and
 * stray apostrophes, lower-case proper nouns and months, doubled words, common misspellings,
 * first person in a CV and articles. Not to be tuned on: a fix is measured on a new batch.
 */

/** A seeded error with the text Apply should write over it. */
export type SeededErrorWithFix = SeededError & { fix: string };
export type PassageWithFixes = Passage & { errors: SeededErrorWithFix[] };

type Source = Parameters<typeof parsePassage>[0];
const withFix = /\{\{([^|}]+)\|([a-z-]+)\|([^|}]*)\}\}/g;

/** Reads the three-part markers: the two-part ones go to parsePassage, the fixes stay in order. */
export function parseWithFixes(source: Source): PassageWithFixes {
  const fixes: string[] = [];
  const marked = source.marked.replace(
    withFix,
    (_whole, text: string, kind: string, fix: string) => {
      fixes.push(fix);
      return `{{${text}|${kind}}}`;
    },
  );
  const passage = parsePassage({ ...source, marked });
  if (passage.errors.length !== fixes.length)
    throw new Error(`${source.id}: every seeded error needs its correction`);
  return { ...passage, errors: passage.errors.map((e, i) => ({ ...e, fix: fixes[i] ?? "" })) };
}

const sources: Source[] = [
  {
    id: "b4-cv-clinical-officer-kitale",
    type: "cv",
    marked: `## Profile

Clinical officer registered with the Clinical Officers Council, holding a Diploma in Clinical Medicine and Surgery from KMTC Kitale and a BSc in Clinical Medicine from Mount Kenya University. Eight years in outpatient and HIV care in Trans Nzoia and West Pokot.

## Experience

### Clinical Officer In-Charge, Kitale County Referral Hospital (2020 - present)

- Run the outpatient department, which sees 260 patients a day, with a team of six clinical officers.
- Report HIV and TB indicators on KHIS and DHIS2 every month.
- Each of the three comprehensive care clinics {{have|agreement|has}} a viral suppression rate above 92%.
- Currently {{coordinated|tense|coordinate}} the hospital's SHA claims with the health records office.
- Cut the waiting time at triage from 90 to 35 minutes by moving vital signs to a second station.

### Clinical Officer, Kapenguria County Referral Hospital, West Pokot (2016 - 2020)

- {{Treat|tense|Treated}} patients at mobile clinics in Alale, Kacheliba and Sigor.
- Trained 24 community health promoters on the {{refferal|spelling|referral}} of severe malaria cases.
- Kept the {{pharmacys|apostrophe|pharmacy's}} stock cards up to date during the 2017 nurses' strike.

## Education

- BSc Clinical Medicine, Mount Kenya University, Thika, 2019.
- Diploma in Clinical Medicine and Surgery, KMTC Kitale, 2015.
- KCSE, St Joseph's Boys High School, Kitale, 2011: B+.`,
  },
  {
    id: "b4-cv-accountant-nyamira",
    type: "cv",
    marked: `## Profile

Certified Public Accountant, CPA(K), and a member of ICPAK in good standing, with a BCom in Accounting from Kisii University and seven {{years|apostrophe|years'}} experience in county finance and SACCOs in Kisii and Nyamira.

## Experience

### Senior Accountant, County Government of Nyamira (2021 - present)

- Prepare the county's annual financial statements under the PFM Act 2012 and IPSAS.
- Post every payment on IFMIS and reconcile it with the Central Bank of Kenya statements each month.
- The county's pending bills {{was|agreement|were}} cut from KES 410 million to KES 160 million in two years.
- Answer audit queries from the Office of the Auditor-General before the County Assembly's Public Accounts Committee.
- {{I also supervise|first-person|Supervise}} four accounts assistants and the revenue clerks at the Nyamira and Keroka markets.

### Accountant, Gusii Mwalimu Sacco, Kisii (2016 - 2021)

- {{Handle|tense|Handled}} loan disbursements for 14,000 members, most of them teachers paid through TSC check-off.
- Filed the {{Saccos|apostrophe|Sacco's}} monthly returns with SASRA and its tax returns on iTax.
- Introduced a loan tracking sheet that reduced defaults {{buy|homophone|by}} 12%.

## Professional qualifications

- CPA(K), KASNEB, 2016; member of ICPAK since 2017.
- CIFA, KASNEB, Intermediate Level passed in 2022.`,
  },
  {
    id: "b4-cv-teacher-garissa",
    type: "cv",
    marked: `## Profile

Secondary school teacher of Mathematics and Physics registered with the Teachers Service Commission, with a BEd (Science) from Garissa University and nine years in schools in Garissa and Wajir.

## Experience

### Head of Mathematics, Garissa High School (2021 - present)

- Lead a department of seven teachers and set the school's internal examinations.
- Raised the Mathematics mean score in KCSE from 3.9 to 5.6 between 2021 and 2024.
- The department's schemes of work {{is|agreement|are}} reviewed at the start of every term.

### Teacher, Wajir Girls' Secondary School (2016 - 2021)

- Taught Mathematics and Physics to Forms 1 to 4.
- {{Start|tense|Started}} a mathematics contest with three other schools in Wajir town.
- Marked KCSE Physics Paper 2 as a KNEC examiner {{form|spelling|from}} 2018 to 2021.
- Ran the {{schools|apostrophe|school's}} science club, whose members {{one|homophone|won}} the county science congress in 2019.

## Languages

English, Kiswahili and {{somali|capitalisation|Somali}}.`,
  },
  {
    id: "b4-cv-procurement-kemsa",
    type: "cv",
    marked: `## Profile

Supply chain officer with a BCom in Purchasing and Supplies Management from Jomo Kenyatta University of Agriculture and Technology, CPSP-K certification and full membership of KISM. Seven years in public health procurement with KEMSA and Makueni County.

## Experience

### Supply Chain Officer, Kenya Medical Supplies Authority, Embakasi (2021 - present)

- Run open tenders for essential medicines and laboratory reagents under PPADA 2015 and the Public Procurement and Asset Disposal Regulations 2020.
- Evaluate bids on the e-GP system and {{prepares|agreement|prepare}} the evaluation reports for the tender committee.
- Cut the lead time for HIV test kits from 90 to 45 days {{thorugh|spelling|through}} framework agreements with three suppliers.
- Advise county pharmacists on {{weather|homophone|whether}} to redistribute slow-moving stock.

### Procurement Officer, Makueni County Government, Wote (2017 - 2021)

- {{Maintain|tense|Maintained}} the supplier register and prequalified 300 suppliers a year.
- Reserved 30% of tenders for youth, women and persons with disabilities under AGPO.
- {{Their|homophone|There}} were no successful appeals to the Public Procurement Administrative Review Board against the county's awards between 2018 and 2021.`,
  },
  {
    id: "b4-cv-hr-naivasha",
    type: "cv",
    marked: `## Profile

{{I am an|first-person|An}} HR practitioner with CHRP-K certification and full membership of IHRM, holding a BA in Sociology from Egerton University and a Higher Diploma in Human Resource Management from the Kenya Institute of Management. Nine years in agribusiness and flower farms in Nakuru and Naivasha.

## Experience

### HR Manager, Lake Naivasha Blooms Ltd (2019 - present)

- Manage HR for 1,800 permanent and seasonal workers on three farms in Naivasha and Kinangop.
- Negotiate the collective bargaining agreement with KPAWU every two years.
- Run the annual performance appraisal {{excercise|spelling|exercise}} for 120 supervisors.
- Claim training levy refunds from NITA for every in-house course.
- Resolve disputes with the county labour office under the Employment Act 2007 and the Labour Relations Act 2007.

### HR Officer, Egerton University, Njoro (2015 - 2019)

- {{Recruit|tense|Recruited}} casual staff for the university farm and the Tatton Agriculture Park.
- Processed HELB loan deductions for 140 staff {{who's|homophone|whose}} loans had been in arrears.
- Kept the {{personal|homophone|personnel}} files of 600 non-teaching staff.
- Organised the induction of 45 new staff in {{september|capitalisation|September}} 2017.

## Skills

- HR systems: SAP SuccessFactors, Sage 300 People and the IPPD payroll.`,
  },
  {
    id: "b4-cv-ict-kilifi",
    type: "cv",
    marked: `## Profile

ICT graduate from the Technical University of Mombasa with a BSc in Information Technology and CCNA certification. Two years of IT support at the Kenya Ports Authority and a county government.

## Experience

### ICT Support Officer (contract), County Government of Kilifi (2024 - present)

- Support 350 users at the county headquarters and the Malindi, Mariakani and Kaloleni sub-county offices.
- Set up the county's first helpdesk, which now {{log|agreement|logs}} 600 tickets a month.
- Install and patch Windows and Ubuntu machines and keep an inventory of 520 devices.
- Train staff to use e-Citizen, the IFMIS self-service portal and {{there|homophone|their}} county email accounts.

### ICT Intern, Kenya Ports Authority, Kilindini (2023 - 2024)

- {{Configure|tense|Configured}} 40 access points in the port's new administration block.
- Drafted {{an|article|a}} USB device policy for the finance department.
- Wrote a guide on password security that the ICT department adopted for all 6,000 staff.

## Certifications

- Cisco Certified Network Associate (CCNA), 2023.
- Huawei HCIA-Datacom, 2024.

## Education

- BSc Information Technology, Technical University of Mombasa, 2023: Second Class Honours (Upper Division).
- KCSE, Shimo La Tewa School, 2018: mean grade A-.`,
  },
  {
    id: "b4-cv-agronomist-kitui",
    type: "cv",
    marked: `## Profile

Agronomist with a BSc in Agriculture from South Eastern Kenya University and an MSc in Dryland Resource Management from the University of Nairobi. {{I have eight|first-person|Eight}} years of extension work in Kitui, Makueni and Machakos with the county and with KALRO.

## Experience

### Agronomist, Kitui County Department of Agriculture (2019 - present)

- Lead a team of 12 ward extension officers covering Mwingi, Mutomo and Kitui Central.
- Run farmer field schools on drought-tolerant sorghum, green grams and cowpeas.
- Farmers in the programme {{has|agreement|have}} doubled their green gram yields since 2021.
- Register {{benificiaries|spelling|beneficiaries}} of the fertiliser subsidy on KIAMIS.

### Research Assistant, KALRO Katumani, Machakos (2016 - 2019)

- {{Collects|tense|Collected}} soil and yield data from 60 trial plots.
- Analysed the data in R and Stata and co-wrote two papers in the East African Agricultural and Forestry Journal.
- Ran on-farm trials {{along side|spelling|alongside}} scientists from ICRISAT in Makueni.`,
  },
  {
    id: "b4-cv-nursing-graduate-education",
    type: "cv",
    marked: `## Education

- Bachelor of Science in Nursing, {{moi university|capitalisation|Moi University}}, Eldoret, 2024: Second Class Honours (Upper Division).
- Diploma in Kenya Registered Community Health Nursing, KMTC Nyeri, 2019.
- KCSE, Kenya High School, Nairobi, 2015: mean grade A-.
- KCPE, Nyeri Primary School, 2011: 398 marks.

## Licences and memberships

- Registered nurse, Nursing Council of Kenya, licence valid to December 2026.
- Member of the National Nurses Association of Kenya since {{Febuary|spelling|February}} 2020.

## Awards

- Best student in Community Health, KMTC Nyeri, 2019.
- Studied on a {{Goverment|spelling|Government}} of Kenya scholarship, placed at Moi University through KUCCPS.

## Languages

- English and Kiswahili (fluent), {{kikuyu|capitalisation|Kikuyu}} (native).`,
  },
  {
    id: "b4-cv-logistics-naivasha",
    type: "cv",
    marked: `## Profile

Logistics officer with a BSc in Logistics and Supply Chain Management from Moi University and the CILT Advanced Certificate in Logistics and Transport. Six years in rail freight and warehousing in Naivasha, Nairobi and Mombasa.

## Experience

### Logistics Officer, Naivasha Inland Container Depot (2021 - present)

- Plan the railing of 40 containers a day from the Port of Mombasa on the Standard Gauge Railway.
- Track transit cargo for Uganda, Rwanda and South Sudan on the Regional Electronic Cargo Tracking System {{from from|doubled-word|from}} Mombasa to Malaba.
- Release perishable imports {{with in|spelling|within}} 24 hours of arrival.
- Keep the {{clients|apostrophe|clients'}} files in order for KRA post-clearance audits.

### Warehouse Supervisor, Savanna Logistics Ltd, Embakasi (2018 - 2021)

- {{Supervise|tense|Supervised}} 26 warehouse staff on day and night shifts.
- Coordinated with officers of KEBS, KEPHIS and Port Health on the joint inspection {{of of|doubled-word|of}} imported goods.
- Trained 12 forklift operators under the Occupational Safety and Health Act 2007, with no lost-time injury in three years.`,
  },
  {
    id: "b4-cv-banking-kakamega",
    type: "cv",
    marked: `## Profile

Relationship manager with a BCom (Banking and Finance) from Masinde Muliro University of Science and Technology and the Certified Credit Professional (CCP) qualification from KASNEB. Ten years in retail and SME banking in Kakamega, Bungoma and Busia.

## Experience

### Relationship Manager, SME Banking, KCB Bank Kenya, Kakamega (2020 - present)

- Manage a loan book of KES 620 million for {{aproximately|spelling|approximately}} 40 SMEs and 11 farmer groups.
- Grew SME deposits by 27% in 2023 by opening accounts for traders in Mumias, Butere and Malava.
- Review each {{borrowers|apostrophe|borrower's}} credit report from Metropol and TransUnion before approval.

### Credit Officer, Kenya Women Microfinance Bank, Bungoma (2014 - 2020)

- {{Lead|homophone|Led}} a team of four loan officers who served 2,300 women's groups.
- Cut the portfolio at risk from 9% to 4% in two years.
- Visited chamas and table banking groups in Webuye, Kimilili and Chwele every week.
- Loan files for the whole branch {{was|agreement|were}} moved to the new core banking system in 2019.`,
  },
  {
    id: "b4-cv-skills-referees-isiolo",
    type: "cv",
    marked: `## Skills

- Systems: IFMIS, IPPD, HRIS and the e-Citizen portal.
- Microsoft Excel (advanced), Power BI and {{Microsft|spelling|Microsoft}} Project.
- Languages: English, Kiswahili, Borana and {{arabic|capitalisation|Arabic}} (basic).

## Referees

- Dr Caroline Nyaboke Omwenga, Senior Lecturer, Kisii University. Tel: 0722 514 306. Email: cnomwenga@kisiiuniversity.ac.ke
- Mr Hussein Abdullahi Halake, Chief Officer, Finance, County Government of Isiolo. Tel: 0733 902 441.
- Mrs Rose Chepkemoi Langat, Deputy Director, Kenya School of Government, {{kabete|capitalisation|Kabete}} campus. Tel: 0720 118 553.`,
  },
  {
    id: "b4-cv-pharmacist-eldoret",
    type: "cv",
    marked: `## Profile

Pharmacist registered with the Pharmacy and Poisons Board, holding a Bachelor of Pharmacy from Kenyatta University and a Master of Public Health from Moi University. Seven years in hospital pharmacy and supply chain in Uasin Gishu and Elgeyo-Marakwet.

## Experience

### Pharmacist, Moi Teaching and Referral Hospital, Eldoret (2020 - present)

- Dispense oncology medicines and review chemotherapy orders for 40 patients a day.
- Chair the hospital's antimicrobial stewardship {{comittee|spelling|committee}}, which {{meet|agreement|meets}} every month.
- Cut the value of expired stock from KES 3.1 million to KES 0.9 million a year.
- Report adverse drug reactions to the Pharmacy and Poisons Board {{on on|doubled-word|on}} the PvERS platform.

### Pharmacist, Iten County Referral Hospital, Elgeyo-Marakwet (2017 - 2020)

- {{Order|tense|Ordered}} medicines from KEMSA and MEDS every quarter.
- Set up the hospital's satellite pharmacy in Kapsowar, with {{it's|homophone|its}} own stock cards.`,
  },
  {
    id: "b4-cv-journalist-kisumu",
    type: "cv",
    marked: `## Profile

Broadcast journalist with a BA in Communication and Journalism from Maseno University and a Diploma in Broadcast Journalism from the Kenya Institute of Mass Communication. Nine years reporting on health, devolution and the lake economy for radio and television in Kisumu, Homa Bay and Migori.

## Experience

### Senior Reporter, Radio Lake Victoria, Kisumu (2020 - present)

- Produce a weekly 30-minute programme in Dholuo and English on county budgets and public participation.
- Currently {{mentored|tense|mentor}} four interns from Maseno University and JOOUST.
- Won the Media Council of Kenya's Annual Journalism Excellence Award for health reporting in 2022.

### Reporter, Homa Bay Community Radio (2015 - 2020)

- {{Cover|tense|Covered}} county assembly sittings and court cases in Homa Bay, Mbita and Ndhiwa.
- {{I produced|first-person|Produced}} a weekly call-in show on devolution that ran for three years.
- Reported from the {{sight|homophone|site}} of the 2018 floods in Kendu Bay and Rangwe.
- Built a network of 40 community correspondents {{accross|spelling|across}} Homa Bay County.`,
  },
  {
    id: "b4-cv-ngcdf-embu",
    type: "cv",
    marked: `## Profile

Fund account manager with a BA in Economics from the University of Embu and a Postgraduate Diploma in Project Planning and Management from the Kenya School of Government. Seven years running constituency projects under the National Government Constituencies Development Fund Act 2015.

## Experience

### Fund Account Manager, NG-CDF Manyatta Constituency, Embu (2020 - present)

- Manage an annual budget of KES 137 million for bursaries, classrooms and security projects.
- Pay bursaries to 6,400 secondary school and college students a year through the schools' bank accounts.
- The committee's minutes and project files {{is|agreement|are}} audited by the Office of the Auditor-General every year.
- Oversee the building of {{a|article|an}} 8-classroom block at Kangaru Girls' School.

### Projects Officer, Embu County Government (2017 - 2020)

- {{Supervise|tense|Supervised}} the construction of 22 ECDE classrooms in Runyenjes and Mbeere North.
- Prepared bills of quantities with the county engineer and {{cheked|spelling|checked}} contractors' payment certificates.
- Organised public participation forums in all 20 wards of the county, as the County Governments Act 2012 requires.`,
  },
  {
    id: "b4-letter-nurse-critical-care",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Registered Nurse, Critical Care, Aga Khan University Hospital, Nairobi

I am a registered nurse licensed by the Nursing Council of Kenya, with a BSc in Nursing from Moi University and five years in the intensive care unit of Moi Teaching and Referral Hospital in Eldoret. {{i|capitalisation|I}} am writing to apply for the critical care post advertised on your website on 3 {{march|capitalisation|March}}.

In the ICU at MTRH I care for ventilated patients, and I have {{train|tense|trained}} 18 nurses on the hospital's sepsis bundle. Our unit {{have|agreement|has}} reduced central line infections by 40% since 2022.

I hold a Higher Diploma in Critical Care Nursing from KMTC Nairobi and current BLS and ACLS certificates. I would welcome the chance to bring this experience to your team, and I am available for an interview at {{you're|homophone|your}} convenience.

Yours faithfully,

Chebet Jepkosgei Rotich`,
  },
  {
    id: "b4-letter-tax-kra",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Assistant Manager, Domestic Taxes (Ref: KRA/HR/2026/118)

I wish to apply for the post of Assistant Manager, Domestic Taxes, advertised in the Daily Nation of 14 November 2026. I am a Certified Public Accountant, CPA(K), and a member of ICPAK, with a BCom in Accounting from Kenyatta University, {{a|article|an}} MBA in Finance from Strathmore University and eight years in tax and audit.

At PKF Kenya in Nairobi I lead a team of five that prepares corporate tax returns on iTax for 42 clients. I have represented clients in objections before the Commissioner and at the Tax Appeals Tribunal, and I know the Tax Procedures Act 2015 and the VAT Act 2013 {{well well|doubled-word|well}}.

I believe my experience with large taxpayers would be of value to the {{Authoritys|apostrophe|Authority's}} Domestic Taxes Department. My CV, my tax {{complience|spelling|compliance}} certificate and my HELB clearance certificate are attached.

Yours faithfully,

Wanjiru Muthoni Gachanja`,
  },
  {
    id: "b4-letter-engineer-kenha",
    type: "letter",
    marked: `Dear Eng. Mwangi,

Re: Resident Engineer, Kenya National Highways Authority

I am a civil engineer registered with the Engineers Board of Kenya and a corporate member of the Institution of Engineers of Kenya, with a BSc in Civil Engineering from JKUAT and ten years on road projects in the North Rift and North Eastern regions.

As assistant resident engineer on the Lodwar-Lokichar road, I {{supervise|tense|supervised}} the paving of 80 km between 2019 and 2022 and {{insured|homophone|ensured}} that the contractor met KeNHA's quality and safety standards throughout.

Since 2023 I have been the resident engineer on the upgrading of the Isiolo-Modogashe road, where the works {{is|agreement|are}} 60% complete and within budget. I would be glad to bring this experience to the Authority, and I am available for {{a|article|an}} interview at any time.

Yours sincerely,

Abdikadir Hassan Ibrahim`,
  },
  {
    id: "b4-letter-graduate-kenya-power",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Graduate Engineer Trainee Programme 2027

I am writing to apply for the Graduate Engineer Trainee Programme at Kenya Power. I graduated in December 2025 with a BSc in Electrical and Electronic Engineering from Dedan Kimathi University of Technology, with Second Class Honours (Upper Division).

During my industrial attachment at the Kenya Power depot in {{nyeri|capitalisation|Nyeri}}, I worked with the {{maintainance|spelling|maintenance}} crew on 11 kV lines in Othaya and Mukurweini. I learnt {{alot|spelling|a lot}} about safety on live lines, and I helped the team {{too|homophone|to}} map transformers on the company's GIS.

I am registered with the Engineers Board of Kenya as a graduate engineer, and I would {{definately|spelling|definitely}} welcome the chance to learn from your engineers in the field.

Yours faithfully,

Kelvin Mwangi Ndegwa`,
  },
  {
    id: "b4-letter-teacher-deputy-principal",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Deputy Principal (TSC No. 458712)

I am writing to apply for the post of Deputy Principal advertised by the Teachers Service Commission on 2 {{october|capitalisation|October}} 2026. I am a teacher of English and Literature with a BEd (Arts) from Kenyatta University and fourteen years of teaching in Bungoma and Trans Nzoia.

In 2019 I became Head of Languages at Kimilili Boys High School, and over the next four years the department's KCSE mean score {{rise|tense|rose}} from 5.8 to 7.4. I also chair the school's guidance and counselling {{departement|spelling|department}} and the discipline committee of the board of management.

{{Their|homophone|There}} are 1,300 students in the school, and I deputise for the principal when she is away. I have completed the KEMI Diploma in Education Management, and my TPAD appraisals for the last three years {{was|agreement|were}} rated outstanding.

Yours faithfully,

Judith Nafula Wekesa`,
  },
  {
    id: "b4-letter-attachment-bungoma",
    type: "letter",
    marked: `Dear Ms Wanjala,

Re: Industrial Attachment, Finance Department, County Government of Bungoma

I am a third-year Bachelor of Commerce (Accounting) student at Kibabii University, and I am writing to request {{a|article|an}} eight-week attachment in the {{countys|apostrophe|county's}} finance department from May to July 2027.

I have passed the CPA Foundation level with KASNEB and I am studying for the Intermediate level. I can use Excel, QuickBooks and iTax, and I am keen to learn how IFMIS {{are|agreement|is}} used to pay the county's suppliers.

I have attached my CV and a letter from the university's attachment office.

Yours sincerely,

Brian Wafula Masika`,
  },
  {
    id: "b4-clean-cv-sacco-meru",
    type: "cv",
    marked: `## Profile

Finance and credit manager with a BCom (Finance) from Kenya Methodist University, CPA(K) and CCP qualifications from KASNEB, and twelve years in deposit-taking SACCOs in Meru and Tharaka-Nithi.

## Experience

### Credit Manager, Imenti Farmers Sacco, Meru (2018 - present)

- Manage a loan book of KES 2.4 billion for 38,000 members across nine branches.
- Submit prudential returns to SASRA every month; the Sacco has met its liquidity ratio for six years.
- Introduced mobile loans on M-Pesa that now account for 30% of new lending.
- Chair the credit committee, which meets every Tuesday.

### Accountant, Chuka Teachers Sacco (2013 - 2018)

- Prepared the annual financial statements and the returns to KRA.
- Reconciled members' check-off deductions from TSC and the county payroll every month.

## Education

- BCom (Finance), Kenya Methodist University, 2012.
- CPA(K), KASNEB, 2014; CCP, KASNEB, 2016.
- KCSE, Meru School, 2007: B+.`,
  },
  {
    id: "b4-clean-cv-planner-lamu",
    type: "cv",
    marked: `## Profile

Urban planner registered with the Physical Planners Registration Board, holding a Bachelor of Urban and Regional Planning from Maseno University. Eight years preparing spatial plans in Lamu, Kilifi and Tana River.

## Experience

### County Physical Planner, County Government of Lamu (2020 - present)

- Lead the preparation of the Lamu County Spatial Plan under the Physical and Land Use Planning Act 2019.
- Review 300 development applications a year for Lamu Island, Mpeketoni and Witu.
- Work with the National Museums of Kenya to protect Lamu Old Town, a World Heritage Site.

### Assistant Physical Planner, Kilifi County Government (2016 - 2020)

- Drew the local physical development plans for Mtwapa and Watamu.
- Ran public participation meetings in Kiswahili and Giriama with residents and the beach management units.`,
  },
  {
    id: "b4-clean-cv-advocate-education",
    type: "cv",
    marked: `## Education

- Bachelor of Laws (LLB), University of Nairobi, 2021: Second Class Honours (Upper Division).
- Postgraduate Diploma in Law, Kenya School of Law, 2022; admitted as an Advocate of the High Court of Kenya in 2023.
- KCSE, Maryhill Girls High School, Thika, 2016: A.

## Memberships

- Law Society of Kenya, Nairobi Branch.
- Federation of Women Lawyers Kenya (FIDA Kenya).

## Languages

- English, Kiswahili and Kikuyu.`,
  },
  {
    id: "b4-clean-letter-livelihoods-turkana",
    type: "letter",
    marked: `Dear Ms Ekai,

Re: Programme Officer, Livelihoods, Lodwar

I am a development practitioner with a BA in Community Development from Kenyatta University and a Postgraduate Diploma in Monitoring and Evaluation from the Kenya Institute of Management, and I have spent seven years on livelihood projects in Turkana and Marsabit.

At the County Government of Turkana I coordinate the cash transfer component of the Hunger Safety Net Programme for 12,000 households in Loima and Turkana West, and I have led the registration of beneficiaries on the national social protection registry. Before that, with World Vision in Marsabit, I ran village savings groups in Laisamis and North Horr.

I speak Ng'aturkana, Kiswahili and English, and I know the Kakuma and Kalobeyei settlements well. I would welcome the chance to discuss how I could support your programme.

Yours sincerely,

Peter Lokwang Ekiru`,
  },
];

export const passagesBatch4: PassageWithFixes[] = sources.map(parseWithFixes);
