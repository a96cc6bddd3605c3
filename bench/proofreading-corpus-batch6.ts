import { type PassageWithFixes, parseWithFixes } from "./proofreading-corpus-batch4";

/**
 * Held-out batch 6 for `npm run bench:proofreading`, written on 2026-11-25 by a helper engineer
 * ("proofwriter") apart from the engine: nothing under server/ was opened, nor the proofreading
 * tests, and the batch was not run on the engine before it was committed. CV sections, bullets,
 * cover letters and LinkedIn summaries of clients at every stage (a JKUAT graduate, a driver,
 * a KRA intern, mid-career officers, heads of department, a retired police superintendent, an
 * administrator back from a career break): procurement in Kakamega, critical care in Nyeri, water
 * finance in Machakos, a teacher in Kitale, HR in Eldoret, an advocate in Garissa, KeNHA in Voi,
 * KEMSA supply chain, Kenya Power in Kitale, NEMA in Machakos, a pharmacist in Kisumu, an NGO
 * programme manager, SME banking in Nyeri, KTDA extension in Kericho, KNBS, a chef in Naivasha,
 * M&E in Turkana, a medical officer in Homa Bay, FMCG sales in Thika; letters to the Kenya Red
 * Cross, the Aga Khan Hospital in Kisumu, KRA, a girls' school in Eldoret, KenGen and the
 * Mombasa County Public Service Board; a lab technologist in Kisii and a letter to HELB, clean.
 *
 * Same format as batches 4 and 5: a seeded error is {{text|kind|correction}}, the correction being
 * what the consultant would write over the text (a doubled word is marked whole and corrected to
 * one). Everything else is correct British English, so a flag on any county, town, institution,
 * body, certification, system, law, agency, examination, language or personal name is a false
 * positive. LinkedIn summaries are typed "letter": they are written in the first person, as
 * LinkedIn expects. Two kinds are new in this batch: "punctuation" (a doubled or stray mark, a
 * space before a comma, none after it) and "unquantified" (a claim of size with no number, in a
 * CV that gives numbers elsewhere). Only the client knows the number, so an unquantified claim's
 * correction is its own text: the suggestion is a question for the client, not a rewrite.
 * Not to be tuned on: a fix is measured on a new batch.
 */

type Source = Parameters<typeof parseWithFixes>[0];

const sources: Source[] = [
  {
    id: "b6-cv-procurement-kakamega",
    type: "cv",
    marked: `## Profile

Procurement officer with seven years in county government, holding a BCom (Purchasing and Supplies Management) from MMUST and a CIPS Level 4 Diploma. Member of KISM and licensed under the Supplies Practitioners Management Act. Runs tenders on IFMIS and the e-GP portal under PPADA 2015 and {{it's|homophone|its}} 2020 regulations.

## Experience

### Senior Procurement Officer, County Government of Kakamega (2021 - present)

- Manage a procurement plan of KSh 1.2 billion a year across 12 sub-counties, from Lugari to Butere.
- The list of prequalified suppliers for the twelve sub-counties {{were|agreement|was}} cut from 640 to 410 after a review of tax compliance on KRA iTax.
- Train user departments on specifications and {{sits|agreement|sit}} on the evaluation committee for works above KSh 50 million.
- Cut the average tender cycle from 94 to 61 days by having user departments publish {{there|homophone|their}} plans on the e-GP portal each quarter.

### Procurement Assistant, Mumias Sugar Company (2017 - 2021)

- {{Prepare|tense|Prepared}} the local purchase orders for spares and chemicals worth KSh 300 million a year.
- {{Helped with|weak-verb|Organised}} the disposal of 40 obsolete vehicles by public auction.
- Kept the stores ledger in Sage and reconciled it with the {{finanace|spelling|finance}} office every month.

## Education and Memberships

- BCom, Purchasing and Supplies Management, MMUST, 2016.
- Member, KISM, since 2018; CIPS Level 4 Diploma, 2019.
- KCSE, Kakamega School, 2011.`,
  },
  {
    id: "b6-cv-critical-care-nurse-nyeri",
    type: "cv",
    marked: `## Profile

Registered nurse licensed by the Nursing Council of Kenya (NCK) with eleven years in critical care at Nyeri County Referral Hospital and Outspan Hospital. Holds a BSc in Nursing from Karatina University and a Higher Diploma in Critical Care Nursing from KMTC Nairobi.

## Experience

### Critical Care Nurse, Nyeri County Referral Hospital (2019 - present)

- Lead a team of nine nurses in {{a|article|an}} eight-bed intensive care unit.
- Each of the ventilated patients {{have|agreement|has}} a care plan reviewed at every handover.
- {{I trained|first-person|Trained}} 60 nurses from Othaya, Mukurwe-ini and Karatina hospitals in basic life support in 2023.
- Audit infection control every month; the unit's catheter infection rate fell from 6 to 2 per 1,000 days.
- Submit claims to SHA and {{checks|agreement|check}} each patient's eCitizen registration before discharge.

### Nurse, Outspan Hospital, Nyeri (2013 - 2019)

- Worked night shifts in the high dependency unit and {{admit|tense|admitted}} patients from casualty.
- Prepared the unit's monthly {{stastistics|spelling|statistics}} for the nursing manager.
- Mentored student nurses from Mount Kenya University and assessed {{they're|homophone|their}} clinical logbooks.

## Languages

English, Kiswahili and {{kikuyu|capitalisation|Kikuyu}}.`,
  },
  {
    id: "b6-cv-water-finance-machakos",
    type: "cv",
    marked: `## Profile

Certified Public Accountant (CPA-K) and member of ICPAK in good standing, with a BCom in Accounting from KCA University. Eight years in county and water-sector finance in Machakos and Makueni, on IFMIS, KRA iTax and Sage 300.

## Experience

### Finance Officer, Machakos Water and Sewerage Company (2020 - present)

- Prepare the monthly management accounts and the board's quarterly finance report.
- Reconcile 14 bank accounts{{,,|punctuation|,}} the M-Pesa paybill and the customer ledger every month.
- Reduced unaccounted-for water revenue {{form|spelling|from}} 38% to 29% by matching meter readings with billing.
- The company's accounts for 2022/23 and 2023/24 {{was|agreement|were}} signed off by the Office of the Auditor-General with an unqualified opinion.
- Remit NSSF, SHIF and Housing Levy deductions for 210 staff and {{answers|agreement|answer}} the auditors' queries on payroll.

### Accounts Assistant, County Government of Makueni (2016 - 2020)

- {{Process|tense|Processed}} supplier payments on IFMIS for the health and water departments.
- {{Was responsible for|weak-verb|Kept}} the fixed asset register of 1,800 items.
- Trained 30 ward administrators on the imprest {{procedure's|apostrophe|procedures}}.

## Education

- CPA Part III, KASNEB, 2017.
- BCom (Accounting), KCA University, 2015.`,
  },
  {
    id: "b6-cv-maths-teacher-kitale",
    type: "cv",
    marked: `## Profile

Teacher of Mathematics and Physics registered with the Teachers Service Commission (TSC), with a BEd (Science) from Moi University. Twelve years in public secondary schools in Trans Nzoia and Bungoma, and a KNEC examiner in KCSE Physics since 2016.

## Experience

### Head of Mathematics Department, St Joseph's Girls High School, Kitale (2018 - present)

- Lead a department of seven teachers and {{plans|agreement|plan}} the scheme of work for Forms 1 to 4.
- Raised the mean score in KCSE Mathematics from 4.2 in 2018 to 6.1 in 2023.
- Started a mentorship programme for Form 1 girls {{who's|homophone|whose}} entry marks in Mathematics were below 40%.
- Coordinate the school's entries to {{the the|doubled-word|the}} science and engineering fair; two projects reached the national fair in 2022.

### Teacher, Bungoma High School (2012 - 2018)

- {{Teach|tense|Taught}} Mathematics to four streams of Form 2.
- Coached the school's chess team, {{wich|spelling|which}} reached the national finals in 2015.
- Held remedial lessons on {{saturdays|capitalisation|Saturdays}} for students below the class mean.

## Education

- BEd (Science), Mathematics and Physics, Moi University, 2011.
- KCSE, Friends School Kamusinga, 2006.`,
  },
  {
    id: "b6-cv-graduate-developer-jkuat",
    type: "cv",
    marked: `## Profile

Recent graduate in Computer Science from JKUAT (Second Class Honours, Upper Division) who built a mobile money reconciliation tool during an attachment at Strathmore University's @iLabAfrica. Seeking a junior software developer role in fintech or e-government.

## Education

- BSc Computer Science, Jomo Kenyatta University of Agriculture and Technology (JKUAT), 2025.
- KCSE, Alliance High School, 2020.

## Projects and Attachment

### Software Intern, @iLabAfrica, Strathmore University (May - August 2024)

- Built a web tool in Python and Django that matches M-Pesa statements with {{invoice's|apostrophe|invoices}} for three SMEs.
- {{Write|tense|Wrote}} unit tests that raised coverage of the payments module from 40% to 85%.
- Presented the tool to the lab's fintech team and {{recieved|spelling|received}} an offer to extend the attachment.

### Final Year Project, JKUAT (2024 - 2025)

- Designed an app that books slots at the Huduma Centre in Thika and {{send|agreement|sends}} SMS reminders through Africa's Talking.
- Tested it with 40 students and {{acheived|spelling|achieved}} a 92% booking success rate.

## Skills

Python, Django, JavaScript, React, PostgreSQL, Git and {{linux|capitalisation|Linux}}.

## Languages

English and Kiswahili.`,
  },
  {
    id: "b6-cv-hr-officer-eldoret",
    type: "cv",
    marked: `## Profile

Human resource officer with six years in agriculture and health in Uasin Gishu and Trans Nzoia, a member of IHRM and a Certified Human Resource Professional (CHRP-K). Holds a BSc in Human Resource Management from the University of Eldoret and a Higher Diploma from the Kenya Institute of Management.

## Experience

### Human Resource Officer, Moi Teaching and Referral Hospital, Eldoret (2022 - present)

- Run the payroll inputs for 2,400 staff and {{remits|agreement|remit}} NSSF, SHIF and Housing Levy deductions on time.
- Currently {{led|tense|lead}} the review of the hospital's HR manual, due in June 2026.
- Cut the time to fill clinical posts from 90 to 55 days with a pool of prequalified candidates.
- Handle grievances and {{disiplinary|spelling|disciplinary}} cases with the Kenya Union of Domestic, Hotels, Educational Institutions, Hospitals and Allied Workers (KUDHEIHA).

### HR Assistant, Kenya Seed Company, Kitale (2019 - 2022)

- {{Keep|tense|Kept}} personnel files for 600 permanent and casual workers.
- {{Helped with|weak-verb|Organised}} the recruitment of 150 seasonal workers for the 2020 harvest.
- Ran induction for new staff on the {{companys|apostrophe|company's}} safety rules.

## Memberships and Education

- Member, IHRM; CHRP-K, 2021.
- BSc Human Resource Management, University of Eldoret, 2018.`,
  },
  {
    id: "b6-cv-advocate-garissa",
    type: "cv",
    marked: `## Profile

Advocate of the High Court of Kenya and member of the Law Society of Kenya (LSK), admitted in 2017 after the Kenya School of Law. Practises in land, succession and refugee law in Garissa, Wajir and Dadaab. Speaks English, Kiswahili and Somali.

## Experience

### Associate, Abdi & Hassan Advocates, Garissa (2020 - present)

- Represent clients in the Environment and Land Court and the High Court at Garissa{{ ,|punctuation|,}} with about 40 active matters at any time.
- Draft sale agreements, transfers and charges, and {{registers|agreement|register}} them at the Garissa lands registry.
- Advise families on succession under the Law of Succession Act and {{it's|homophone|its}} exemption for Muslim estates.
- Won 11 of the 14 land cases taken to full hearing since 2021.

### Legal Officer, Kituo cha Sheria, Dadaab (2017 - 2020)

- {{Provide|tense|Provided}} legal aid to refugees and host communities in Dadaab and Fafi.
- Trained 120 paralegals in Dagahaley, Hagadera and Ifo on the {{refugees act|capitalisation|Refugees Act}}.
- Filed 35 habeas corpus and bail applications {{fro|spelling|for}} refugees held without charge.

## Education

- Postgraduate Diploma in Law, Kenya School of Law, 2017.
- LLB, Moi University, 2015.`,
  },
  {
    id: "b6-cv-highways-engineer-voi",
    type: "cv",
    marked: `## Profile

Civil engineer registered with the Engineers Board of Kenya (EBK), with a BSc in Civil Engineering from the Technical University of Kenya (TUK) and ten years on trunk roads in Taita Taveta and {{kwale|capitalisation|Kwale}}. Corporate member of the Institution of Engineers of Kenya.

## Experience

### Resident Engineer, Kenya National Highways Authority (KeNHA), Voi (2019 - present)

- Supervise the rehabilitation of 86 km of the Voi-Mwatate-Taveta road, worth KSh 7.4 billion.
- The progress reports for each of the three contracts {{goes|agreement|go}} to the regional manager by the fifth of the month.
- Approve the contractor's material tests with the KeNHA laboratory in Mombasa and the Kenya Bureau of Standards (KEBS).
- Settled 120 land compensation claims with the National Land Commission {{with out|spelling|without}} a single court case.
- Chair the monthly site meeting, {{were|homophone|where}} the contractor, NEMA and the county government agree on the works plan.

### Assistant Engineer, Kenya Rural Roads Authority, Kwale (2015 - 2019)

- {{Design|tense|Designed}} 14 box culverts and drifts on rural roads in Kinango and Lunga Lunga.
- Prepared bills of quantities for gravel roads under the Roads Maintenance Levy Fund.
- {{Assisted with|weak-verb|Checked}} the measurement of 60 km of gravelling works in Matuga before each payment.

## Education

- BSc Civil Engineering, Technical University of Kenya, 2014.
- Registered Engineer, EBK, 2019.`,
  },
  {
    id: "b6-cv-supply-chain-kemsa",
    type: "cv",
    marked: `## Profile

Supply chain manager with 15 years in pharmaceutical and humanitarian logistics, MCIPS, member of KISM and holder of an MBA from Strathmore Business School. Has run warehouses in Embakasi, Kisumu and Lodwar and a fleet of 40 trucks.

## Experience

### Head of Supply Chain, Kenya Medical Supplies Authority (KEMSA), Nairobi (2020 - present)

- Lead a team of 65 in planning, warehousing and distribution to 47 county health departments.
- Cut stock-outs of tracer medicines in county facilities from 22% to 9% in two years.
- The quarterly forecast for HIV, TB and malaria commodities {{are|agreement|is}} agreed with the Ministry of Health and the Global Fund.
- Introduced barcode receipt in the Embakasi warehouse, {{witch|spelling|which}} cut receiving time by 40%.
- Present a {{quaterly|spelling|quarterly}} report on stock, losses and audits to the board.

### Logistics Manager, World Food Programme, Lodwar (2013 - 2020)

- {{Manage|tense|Managed}} the delivery of food to Kakuma and Kalobeyei for 190,000 refugees.
- Negotiated transport contracts with 12 hauliers and kept the cost per tonne lower {{then|homophone|than}} the regional benchmark for five years.
- Planned buffer stocks so that road closures in the long rains did not {{effect|homophone|affect}} deliveries to the camps.

## Education

- MBA, Strathmore Business School, 2012.
- BCom (Purchasing and Supplies), {{university of nairobi|capitalisation|University of Nairobi}}, 2008.
- MCIPS, 2015.`,
  },
  {
    id: "b6-cv-kplc-technician-kitale",
    type: "cv",
    marked: `## Profile

Electrical technician with a Diploma in Electrical and Electronic Engineering (Power Option) from Kitale National Polytechnic and an EPRA electrical worker's licence. Six years in Trans Nzoia and West Pokot, the last four with Kenya Power.

## Experience

### Technician, Kenya Power and Lighting Company (KPLC), Kitale (2021 - present)

- Connect about 40 new customers a month under the Last Mile Connectivity Project.
- Repair faults on 11 kV and 33 kV lines across Kitale, Kapenguria and Endebess, often at {{weekend's|apostrophe|weekends}}.
- The outage reports from the depot {{is|agreement|are}} closed in the SAP system within 24 hours.
- Replace vandalised transformers and fit anti-theft cages; 18 {{transfomers|spelling|transformers}} have been caged since 2023.

### Electrician, Kitale National Polytechnic (2019 - 2021)

- {{Wire|tense|Wired}} the new workshop block and the hostel to the KEBS and Kenya Power standards.
- Taught 50 first-year students to isolate {{supply|article|the supply}} before any repair.

## Languages

English, Kiswahili and {{luhya|capitalisation|Luhya}}.`,
  },
  {
    id: "b6-cv-nema-officer-machakos",
    type: "cv",
    marked: `## Profile

Environmental officer with a BSc in Environmental Science from Egerton University and an MSc from Kenyatta University, registered as a lead expert with the National Environment Management Authority (NEMA). Nine years on environmental impact assessments and audits {{in in|doubled-word|in}} Machakos, Kitui and Makueni.

## Experience

### County Director of Environment, NEMA Machakos (2021 - present)

- Review about 150 environmental impact assessment reports a year and {{issues|agreement|issue}} licences or refusals within the legal time.
- Lead enforcement against illegal sand harvesting on the Athi River and its tributaries, with 23 prosecutions since 2022.
- Each of the 14 quarry operators in Mlolongo {{submit|agreement|submits}} an annual audit to the office.
- {{I also sit|first-person|Sit}} on the county's climate change steering committee.

### Environment Officer, Kitui County Government (2016 - 2021)

- {{Carry|tense|Carried}} out 60 audits of factories, quarries and hospitals in Kitui and Mwingi.
- Mobilised 12 community groups in Mutomo to plant 45,000 trees.
- Drafted the county's charcoal regulations, passed by the Kitui County Assembly in {{febuary|spelling|February}} 2019.

## Education

- MSc Environmental Science, Kenyatta University, 2015.
- BSc Environmental Science, Egerton University, 2012.`,
  },
  {
    id: "b6-cv-pharmacist-kisumu",
    type: "cv",
    marked: `## Profile

Pharmacist registered with the Pharmacy and Poisons Board (PPB) and member of the Pharmaceutical Society of Kenya (PSK), with a Bachelor of Pharmacy from Kenya Methodist University (KeMU). Seven years in hospital pharmacy in Kisumu and Siaya.

## Experience

### Pharmacist in Charge, Jaramogi Oginga Odinga Teaching and Referral Hospital, Kisumu (2021 - present)

- Run the main pharmacy, which {{dispense|agreement|dispenses}} about 1,500 prescriptions a day.
- Chair the Medicines and Therapeutics Committee, {{who's|homophone|whose}} 2023 formulary cut the list of antibiotics from 42 to 28.
- Order stock from KEMSA and MEDS each month and keep stock-outs of tracer items below 5%.
- Report adverse drug reactions to the PPB through the PvERS portal; reports rose from 12 in 2021 to 140 in 2024{{..|punctuation|.}}

### Pharmacist, Siaya County Referral Hospital (2018 - 2021)

- {{Dispense|tense|Dispensed}} ARVs to 4,000 patients in the comprehensive care clinic.
- {{Lead|homophone|Led}} the switch to dolutegravir-based regimens in 2019.
- Trained nurses in Bondo and Ugunja on the cold chain for insulin and {{vacines|spelling|vaccines}}.

## Education

- Bachelor of Pharmacy, Kenya Methodist University, 2017.
- KCSE, Maseno School, 2011.`,
  },
  {
    id: "b6-cv-programme-manager-garissa",
    type: "cv",
    marked: `## Profile

Programme manager with 14 years in refugee and resilience programmes in Garissa, Turkana and Marsabit, a certified Project Management Professional (PMP) with an MA in Development Studies from the University of Nairobi. Has managed grants from USAID, ECHO and the FCDO of up to USD 12 million.

## Experience

### Programme Manager, Norwegian Refugee Council, Garissa (2019 - present)

- Manage a portfolio of USD 9 million in shelter, water and education across Dadaab and Fafi.
- Lead 48 staff and six local partners, and {{insure|homophone|ensure}} each partner passes an annual audit.
- Won five of eight proposals submitted since 2020, worth USD 14 million in all.
- The results of the annual household survey {{guides|agreement|guide}} the next year's targets.
- {{Liase|spelling|Liaise}} with the Department of Refugee Services and the County Government of Garissa.

### Project Officer, Kenya Red Cross Society, Marsabit (2012 - 2019)

- {{Coordinate|tense|Coordinated}} cash transfers to 9,000 households during the 2017 drought.
- {{Responsible for|weak-verb|Ran}} water trucking to 30 schools in Laisamis and North Horr.
- Set up {{a|article|an}} early warning system with the National Drought Management Authority (NDMA).

## Education

- MA Development Studies, University of Nairobi, 2011.
- PMP, Project Management Institute, 2018.`,
  },
  {
    id: "b6-cv-relationship-officer-nyeri",
    type: "cv",
    marked: `## Profile

Relationship officer with five years in SME and personal banking in Nyeri and Nanyuki, holding a BCom (Banking and Finance) from KCA University and the KASNEB Certificate in Accounting and Management Information Systems (CAMS). Speaks English, Kiswahili and Kikuyu.

## Experience

### Relationship Officer, SME Banking, Equity Bank, Nyeri (2022 - present)

- Manage a book of 320 SME customers with loans of KSh 640 million.
- Grew the deposit book by 35% in 2024 by signing up 18 dairy cooperatives and {{there|homophone|their}} members in Othaya and Tetu.
- Restructure loans for customers at risk, so that the bank does not {{loose|homophone|lose}} good borrowers in a bad season.
- {{I visit|first-person|Visit}} each customer's business at least once a quarter.
- Check each applicant's KRA PIN and CRB report before appraisal.

### Teller, Co-operative Bank, Nanyuki (2019 - 2022)

- {{Serve|tense|Served}} about 120 customers a day at the counter.
- Balanced a till of up to KSh 3 million a day with no {{shortges|spelling|shortages}} in three years.
- Opened 140 {{childrens|apostrophe|children's}} savings accounts in 2021, the most in the branch.`,
  },
  {
    id: "b6-cv-tea-extension-kericho",
    type: "cv",
    marked: `## Profile

Agricultural extension officer with a BSc in Agricultural Education and Extension from Egerton University and eight years with smallholder tea and dairy farmers in Kericho and Bomet. Works with KALRO, the Kenya Tea Development Agency (KTDA) and {{the the|doubled-word|the}} county governments of Kericho and Bomet.

## Experience

### Extension Officer, Kenya Tea Development Agency, Litein (2020 - present)

- Train about 2,000 tea farmers a year in Litein and Kapkatet on plucking standards and the use of fertiliser.
- Green leaf rejected at the buying centres {{have|agreement|has}} fallen from 8% to 3% since 2021.
- Run farmer field schools with KALRO on drought-tolerant clones; 400 farmers {{where|homophone|were}} trained in 2023.
- Keep records of each {{farmers|apostrophe|farmer's}} training in the factory's database.

### County Extension Officer, County Government of Bomet (2016 - 2020)

- {{Advice|homophone|Advised}} 600 dairy farmers in Sotik and Chepalungu on silage and feed.
- {{Organise|tense|Organised}} the county's first dairy field day in Sotik, attended by 1,200 farmers.
- Worked with the Kenya Dairy Board to register 14 milk bars in Bomet town.

## Education

- BSc Agricultural Education and Extension, Egerton University, 2015.
- KCSE, Kericho High School, 2010.`,
  },
  {
    id: "b6-cv-truck-driver-mombasa",
    type: "cv",
    marked: `## Profile

Professional driver with a valid NTSA licence (classes B, C and CE). {{I have driven|first-person|Has driven}} trucks between Mombasa, Nairobi and Malaba for seven years with no accident on record.

## Experience

### Truck Driver, Pwani Haulage Ltd, Mombasa (2020 - present)

- Drive a 28-tonne truck on the Northern Corridor from the Port of Mombasa to Nairobi, Eldoret and Malaba.
- Check the tyres, oil and {{breaks|homophone|brakes}} before every trip and log them in the company app.
- Clear cargo documents at the Malaba border with KRA and the Uganda Revenue Authority.
- Keep the truck's fuel use at 2.6 km a litre, better {{then|homophone|than}} the fleet average of 2.3.

### Delivery Driver, Naivas Supermarket, Mombasa (2017 - 2020)

- {{Deliver|tense|Delivered}} stock from the Mombasa warehouse to branches in Kilifi, Malindi and Ukunda.
- Trained four new drivers on the routes and the {{companies|apostrophe|company's}} safety rules.

## Licences

- NTSA driving licence, classes B, C and CE, valid to 2027.
- Certificate of Good Conduct, DCI, 2025.
- First aid certificate, St John Ambulance, 2024.

## Languages

English, Kiswahili and {{giriama|capitalisation|Giriama}}.`,
  },
  {
    id: "b6-cv-data-analyst-knbs",
    type: "cv",
    marked: `## Profile

Data analyst with a BSc in Applied Statistics with Computing from Maseno University and four years at the Kenya National Bureau of Statistics (KNBS). Works in R, Stata, Python and Power BI.

## Experience

### Statistical Officer, KNBS, Nairobi (2022 - present)

- Clean and weight the data of the Kenya Demographic and Health Survey for 37,000 households.
- The weights for each of the 47 counties {{was|agreement|were}} recalculated after the 2019 census.
- Built a Power BI dashboard that county statistics officers in Kisumu, Kakamega and Nakuru use to track {{there|homophone|their}} indicators.
- {{Helped with|weak-verb|Supervised}} the listing of 1,200 enumeration areas for the Kenya Continuous Household Survey.

### Research Assistant, KEMRI, Kisumu (2020 - 2022)

- {{Manage|tense|Managed}} the data of a malaria vaccine follow-up study in Siaya.
- Presented results at {{annual|article|the annual}} KEMRI Scientific and Health Conference in 2021.
- Trained 20 field workers on ODK and on informed {{consnet|spelling|consent}}.`,
  },
  {
    id: "b6-cv-chef-naivasha",
    type: "cv",
    marked: `## Profile

Chef with a BSc in Hospitality and Tourism Management from Kabarak University and six years in a lakeside hotel in Naivasha and a safari camp in the Maasai Mara.

## Experience

### Sous Chef, Ziwa Resort, Naivasha (2022 - present)

- Run a kitchen of 14 cooks that serves up to 400 guests a day at weekends.
- Plan menus with the food and beverage manager and {{keeps|agreement|keep}} food cost at 31% of sales.
- The hotel's food safety audits by the county public health office {{has|agreement|have}} found no major fault since 2022.
- {{I buy|first-person|Buy}} tilapia and vegetables from local farmers' groups around Naivasha every week.
- Cut food waste {{significantly|unquantified|significantly}} by weighing what comes back from the buffet.
- Train interns from Kabarak University and Kenya {{utalii|capitalisation|Utalii}} College each year.

### Commis Chef, Oloshaiki Camp, Maasai Mara (2019 - 2022)

- {{Prepare|tense|Prepared}} breakfast and bush lunches for 80 guests.
- Baked the camp's bread and {{pastrys|spelling|pastries}} every morning.

## Education

- BSc Hospitality and Tourism Management, Kabarak University, 2019.
- Food Handler's Certificate, Nakuru County, 2024.`,
  },
  {
    id: "b6-linkedin-internal-auditor-meru",
    type: "letter",
    marked: `ACCA-qualified auditor | Risk and internal control | Meru and Nairobi

I am an ACCA member and CPA-K with nine years in audit, first at PwC Kenya and now as internal audit manager at Tegemeo SACCO in Meru, {{wich|spelling|which}} serves 120,000 members. I have audited banks, SACCOs regulated by SASRA, county governments and NGOs funded by USAID and the Global Fund.

What I do best is turn audit findings into controls that people actually use. In 2023 my team's review of loan approvals cut the SACCO's non-performing loans from 14% to 8%, and {{it's|homophone|its}} board now tracks 22 risk indicators every quarter. I {{beleive|spelling|believe}} an audit is only useful if the manager {{who's|homophone|whose}} process it covers agrees with the fix.

Outside work I mentor ACCA students at Strathmore University and KCA University and {{sits|agreement|sit}} on the audit committee of a children's home in Chuka.

I am open to head of internal audit roles in financial services, in Nairobi or {{meru|capitalisation|Meru}}.`,
  },
  {
    id: "b6-linkedin-backend-developer",
    type: "letter",
    marked: `Backend developer | Python, Go, PostgreSQL | Payments for East Africa

I build the systems behind mobile payments. For the past four years I have worked at a Nairobi fintech, {{were|homophone|where}} I built the service that settles M-Pesa and Airtel Money payments for 3,000 merchants. Before that I studied Computer Technology at Multimedia University of Kenya and took the software engineering course at Moringa School.

My work has cut failed settlements from 2% to 0.3% and {{lead|homophone|led}} to a PCI DSS certification in 2024. I care about clear code, good tests and documentation that a new colleague can read on {{they're|homophone|their}} first day.

I also teach Python on {{saturday|capitalisation|Saturday}} mornings at a community centre in Kibera; 40 young people have finished the course so far.

I am looking for a senior backend role with a team that {{value|agreement|values}} code review. {{Your|homophone|You're}} welcome to message me about payments, Go or teaching.`,
  },
  {
    id: "b6-linkedin-hr-consultant-mombasa",
    type: "letter",
    marked: `HR consultant | Labour law, payroll and HR policy for SMEs | Mombasa

I help small and medium businesses on the Coast get {{there|homophone|their}} people matters right: contracts that follow the Employment Act, payroll that NSSF, SHA and KRA accept, and HR policies that managers can use.

I am a Certified Human Resource Professional (CHRP-K) and a member of IHRM, with a Master's degree in HR Management from the {{technical university of mombasa|capitalisation|Technical University of Mombasa}}. Over twelve years I have worked for hotels in Diani and Malindi, a logistics company in Changamwe and a school in Nyali, and since 2021 I have run my own practice.

Last year I drafted HR manuals for 16 clients and {{prepare|tense|prepared}} four of them for hearings at the Employment and Labour Relations Court in Mombasa. Most of my clients come to me after a labour dispute. My aim is that they never need {{to to|doubled-word|to}} go to court again.

I speak English, Kiswahili and some {{arabic|capitalisation|Arabic}}. {{Its|homophone|It's}} easy to reach me here or at the Nyali office.`,
  },
  {
    id: "b6-letter-supply-chain-red-cross",
    type: "letter",
    marked: `Dear Hiring Manager,

Re: Supply Chain Officer, Kenya Red Cross Society (Ref. KRCS/HR/2026/041)

I am writing to apply for the post of Supply Chain Officer at the Kenya Red Cross Society, advertised on {{you're|homophone|your}} website on 3 November.

I have worked in public procurement for six years at the County Government of Nakuru, where I run tenders worth KSh 900 million a year on IFMIS and the e-GP portal under PPADA 2015. I am a member of KISM, hold the CPSP-K certification and {{has|agreement|have}} a BCom in Purchasing and Supplies from Moi University. In the last two years my team of three cut the tender cycle from 90 to 58 days and {{save|tense|saved}} the county KSh 41 million through framework contracts for medical supplies.

I would bring the same discipline to your {{organisations|apostrophe|organisation's}} relief supply chain, where speed and accountability to donors both matter. I also know the Red Cross from the floods of May 2024, when I handled the county's emergency purchases for {{it's|homophone|its}} teams in Mai Mahiu.

I would welcome the chance to discuss the role{{ .|punctuation|.}}

Yours faithfully,

Wanjiku Mwangi Kamau`,
  },
  {
    id: "b6-letter-renal-nurse-aga-khan-kisumu",
    type: "letter",
    marked: `Dear Ms Akinyi,

Re: Registered Nurse, Renal Unit

I am applying for the post of Registered Nurse in the Renal Unit of the Aga Khan Hospital, Kisumu, which Mr Odhiambo of your HR office told me about at the NCK professional development forum in {{september|capitalisation|September}}.

I am a Kenya Registered Nurse with a BSc in Nursing from Maseno University and a Higher Diploma in Nephrology Nursing from KMTC Nairobi. For five years I have worked in the dialysis unit at Jaramogi Oginga Odinga Teaching and Referral Hospital, where I run sessions for about 30 patients a day and {{trains|agreement|train}} new nurses on the machines. Last year the unit's rate of catheter infections fell {{form|spelling|from}} 5 to 1.5 per 1,000 sessions after I introduced {{an|article|a}} hand hygiene checklist.

My licence from the Nursing Council of Kenya is valid {{untill|spelling|until}} December 2026, and I can start after one month's notice. I would welcome the chance {{to to|doubled-word|to}} discuss the post with you.

Yours sincerely,

Achieng' Atieno Onyango`,
  },
  {
    id: "b6-letter-graduate-kra-internship",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Graduate Internship Programme, Kenya Revenue Authority

I would like to apply for the Kenya Revenue Authority's Graduate Internship Programme in the Domestic Taxes Department. I graduated in December 2025 from Egerton University {{whit|spelling|with}} a BCom (Accounting), First Class Honours, and I have passed the Intermediate Level of the CPA examination with KASNEB.

During my attachment at the KRA office in Nakuru I {{help|tense|helped}} small traders in Wakulima Market register for iTax and file {{there|homophone|their}} turnover tax returns. As treasurer of the Egerton Accounting Students' Association I kept {{budget|article|a budget}} of KSh 400,000 and presented the accounts at every general meeting.

I am available for an interview at any of {{you're|homophone|your}} regional offices. I enclose my CV, my transcripts and a letter of recommendation from my supervisor at the KRA {{nakuru|capitalisation|Nakuru}} office.

Yours faithfully,

Kiprotich Kipchumba Langat`,
  },
  {
    id: "b6-letter-deputy-principal-eldoret",
    type: "letter",
    marked: `Dear Chairperson,

Re: Deputy Principal (Academics), Moi Girls High School, Eldoret

I wish to apply for the post of Deputy Principal (Academics) advertised in the Daily Nation on 14 October 2025. I am a teacher of English and Literature registered with the TSC, and I have taught for 16 years, the last six as Head of Languages at Kapsabet Boys High School.

In that time the school's mean score in English {{have|agreement|has}} risen from 6.8 to 8.4 in KCSE, and 11 of our students {{where|homophone|were}} admitted to medicine at the University of Nairobi and Moi University. I am a KNEC examiner in English Paper 3 and a trainer of teachers for the {{Competancy-Based|spelling|Competency-Based}} Curriculum in Nandi County.

I believe that a deputy principal's first duty is to make sure that every {{teachers|apostrophe|teacher's}} lesson time is protected. I would also bring experience of boarding life, having been a housemaster for eight years, and of working with {{parent's|apostrophe|parents'}} associations.

I am available for an interview on any day except {{fridays|capitalisation|Fridays}}, when I teach a double lesson.

Yours faithfully,

Mercy Chebet Koech`,
  },
  {
    id: "b6-letter-senior-accountant-kengen",
    type: "letter",
    marked: `Dear Mr Wekesa,

Re: Senior Accountant, Financial Reporting

Thank you for speaking with me at the ICPAK annual conference in Mombasa. As you {{suggest|tense|suggested}}, I am applying for the post of Senior Accountant in KenGen's financial reporting team.

I am a CPA-K and ACCA member with ten years in the energy sector, the last four as financial reporting accountant at the Kenya Electricity Transmission Company (KETRACO), {{were|homophone|where}} I prepare the IFRS statements and the notes for the Auditor-General. I led the adoption of IFRS 16 for the company's 2,000 way-leave {{leses|spelling|leases}} and cut the year-end close from 25 to 12 working days. The audit adjustments in each of the last three years {{was|agreement|were}} below the materiality threshold. I work daily in SAP S/4HANA and file the company's tax returns on KRA iTax{{..|punctuation|.}}

KenGen's plans for geothermal expansion at Olkaria and Menengai mean more project accounting, and my experience of capitalising KETRACO's lines would {{compliment|homophone|complement}} your team's work.

I would be glad to meet at any time that suits you.

Yours sincerely,

Brian Wafula Barasa`,
  },
  {
    id: "b6-letter-principal-hro-mombasa",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Principal Human Resource Officer, County Public Service Board of Mombasa

I am applying for the post of Principal Human Resource Officer advertised on the Board's website on 2 February 2026.

I have 11 years in public service HR, at the County Government of Kilifi and before that at the {{kenya ports authority|capitalisation|Kenya Ports Authority}}. I am a member of IHRM, a Certified Human Resource Professional, and {{holds|agreement|hold}} a Master's in Human Resource Management from Jomo Kenyatta University of Agriculture and Technology.

At Kilifi I {{lead|homophone|led}} the staff audit of 2019, {{wich|spelling|which}} removed 340 ghost workers from the payroll and saved the county KSh 210 million a year. I also drafted the county's HR policies and procedures manual. The chapter on discipline and grievances {{were|agreement|was}} later adopted by Kwale and Tana River.

I understand the {{Boards|apostrophe|Board's}} duty under the County Governments Act to keep the county's establishment within its budget. I know IPPD and the Government Human Resource Information System (GHRIS), and I have trained 60 officers on both.

I enclose my CV and copies of my certificates.

Yours faithfully,

Fatuma Hassan Abdalla`,
  },
  {
    id: "b6-cv-me-officer-turkana",
    type: "cv",
    marked: `## Experience

### Monitoring and Evaluation Officer, Turkana County Government, Lodwar (2021 - present)

- Design the M&E framework for the county's integrated development plan and {{tracks|agreement|track}} 140 indicators.
- Train 30 ward officers in Kakuma, Lokichoggio and Lokitaung on KoboToolbox and the county dashboard.
- Compile the county statistical abstract with KNBS; the 2024 edition {{were|agreement|was}} the first in five years.
- Report progress to the County Assembly's budget committee every {{quater|spelling|quarter}}.
- {{Assisted with|weak-verb|Co-led}} the mid-term review of the CIDP 2023-2027 with UNICEF and the World Bank.

### M&E Assistant, World Vision, Kakuma (2018 - 2021)

- {{Collect|tense|Collected}} data on child protection cases in Kakuma and Kalobeyei.
- {{Responsible for|weak-verb|Kept}} the beneficiary database of 18,000 children.
- Wrote {{monthly report|article|the monthly report}} to UNHCR for six child protection projects.

## Skills

KoboToolbox, ODK, Stata, Power BI, DHIS2 and {{excel|capitalisation|Excel}}.`,
  },
  {
    id: "b6-cv-security-manager-naivasha",
    type: "cv",
    marked: `## Profile

Security manager with 20 years in the National Police Service, retiring as {{an|article|a}} Superintendent, and three years as head of security at a flower farm in Naivasha. Holds a BA in Criminology and Security Studies from Egerton University and a Diploma in Security Management from the Kenya School of Government.

## Experience

### Head of Security, Karagita Flowers Ltd, Naivasha (2023 - present)

- Lead 60 guards and {{manages|agreement|manage}} the contract with a private security firm {{licenced|spelling|licensed}} by the Private Security Regulatory Authority.
- Cut theft of flowers and chemicals by 70% in the first year with CCTV and new gate rules.
- Train staff on fire safety with the Naivasha sub-county fire brigade twice a year.

### Superintendent, National Police Service (2003 - 2023)

- {{Command|tense|Commanded}} Naivasha Police Station, with 140 officers, from 2018 to 2023.
- Led security for {{World Rally Championship|article|the World Rally Championship}} Safari Rally in 2021 and 2022.
- Served in Garissa, Wajir and Isiolo with the Anti-Terrorism Police Unit between 2008 and 2014.
- {{I was awarded|first-person|Awarded}} the Head of State's Commendation in 2016.

## Education

- BA Criminology and Security Studies, Egerton University, 2012.
- Diploma in Security Management, Kenya School of Government, 2022.`,
  },
  {
    id: "b6-cv-lab-technologist-kisii-clean",
    type: "cv",
    marked: `## Profile

Medical laboratory technologist licensed by the Kenya Medical Laboratory Technicians and Technologists Board (KMLTTB), with a Diploma in Medical Laboratory Sciences from KMTC Kisii and a BSc from Kisii University. Six years in hospital laboratories in Kisii and Nyamira.

## Experience

### Laboratory Technologist, Kisii Teaching and Referral Hospital (2021 - present)

- Run haematology and blood transfusion tests for about 250 patients a day.
- Keep the laboratory's accreditation under KENAS to ISO 15189, renewed in 2024 with no major finding.
- Train KMTC students on attachment and sign off their logbooks.

### Laboratory Technician, Nyamira County Referral Hospital (2018 - 2021)

- Ran GeneXpert tests for TB for the Nyamira, Borabu and Manga sub-counties.
- Cut the turnaround of malaria results from four hours to one.

## Languages

English, Kiswahili and Ekegusii.`,
  },
  {
    id: "b6-letter-helb-loans-officer-clean",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Loans Officer, Higher Education Loans Board

I am applying for the post of Loans Officer advertised on the HELB website. I hold a BCom (Finance) from Kabarak University and have worked for four years as a credit officer at Kenya Women Microfinance Bank in Bungoma and Webuye, where I appraise about 60 loans a month and keep arrears below 4%.

I know HELB from both sides: my own loan paid for my degree, and I cleared it in 2024. I understand the work of tracing beneficiaries through KRA PINs, eCitizen and employers' payroll returns, and I would bring the patience that recovery work needs.

I enclose my CV and copies of my certificates, and I am available for an interview at any time.

Yours faithfully,

Nafula Wekesa Simiyu`,
  },
  {
    id: "b6-cv-medical-officer-homa-bay",
    type: "cv",
    marked: `## Profile

Medical officer registered with the Kenya Medical Practitioners and Dentists Council (KMPDC), with an MBChB from Maseno University. Four years in county hospitals in Homa Bay{{,|punctuation|, }}Migori and Kisii, with a focus on HIV and maternal health.

## Experience

### Medical Officer, Homa Bay County Teaching and Referral Hospital (2022 - present)

- See about 40 patients a day in the outpatient and HIV clinics and {{covers|agreement|cover}} the maternity theatre on call.
- Perform about 15 caesarean sections a month with a wound infection rate below 3%.
- The viral load suppression rate of the 6,000 patients in the clinic {{have|agreement|has}} risen from 84% to 93% since 2022.
- Teach clinical officer interns from KMTC Homa Bay on {{ward round's|apostrophe|ward rounds}}.
- {{I represent|first-person|Represent}} the hospital on the county's maternal death review committee.

### Medical Officer Intern, Migori County Referral Hospital (2021 - 2022)

- {{Rotate|tense|Rotated}} through medicine, surgery, paediatrics and obstetrics.
- Ran a cervical cancer screening camp in Rongo and Awendo that screened 800 women in two days.

## Languages

English, Kiswahili and {{dholuo|capitalisation|Dholuo}}.`,
  },
  {
    id: "b6-cv-office-administrator-returning-thika",
    type: "cv",
    marked: `## Profile

Office administrator with eight years in a school and a law firm in Thika, returning to work after a family career break (2022 - 2025). Holds a Diploma in Business Administration from Kiambu Institute of Science and Technology and completed a course in Microsoft 365 with Ajira Digital in 2025.

## Experience

### Office Administrator, Kamau & Njeri Advocates, Thika (2018 - 2022)

- {{Manage|tense|Managed}} the diaries of three partners and the court calendar for 200 active files.
- Kept the petty cash and {{reconcile|tense|reconciled}} it with the accountant every Friday.
- Filed pleadings on the Judiciary e-filing portal for the {{firms|apostrophe|firm's}} advocates.
- {{Was responsible for|weak-verb|Ran}} the reception, which handled about 50 visitors and calls a day.

### School Secretary, Thika High School (2014 - 2018)

- {{Type|tense|Typed}} and filed the letters and minutes of the Board of Management.
- Registered 280 KCSE candidates a year on the KNEC portal with no {{erors|spelling|errors}}.
- Answered {{parents|apostrophe|parents'}} queries on fees and admissions.

## Skills

Microsoft Word, Excel and Outlook, Google Workspace, touch typing at 60 words a minute, and the eCitizen and KRA iTax portals.`,
  },
  {
    id: "b6-cv-fmcg-sales-thika",
    type: "cv",
    marked: `## Profile

Sales executive with seven years in fast-moving consumer goods in Kiambu, Murang'a and Nyeri, holding a BCom (Marketing) from Kenyatta University and a CIM Level 4 Certificate in Professional Marketing.

## Experience

### Area Sales Executive, Bidco Africa, Thika (2021 - present)

- Sell cooking oil, soap and margarine to 340 wholesalers and supermarkets in Thika, Ruiru and Murang'a.
- Grew sales in the territory from KSh 18 million to KSh 29 million a month between 2021 and 2024.
- {{Greatly increased|unquantified|Greatly increased}} the shelf space for Bidco brands in Naivas and Quickmart branches.
- Lead four merchandisers and {{shedule|spelling|schedule}} their visits to outlets each week.
- Collect payments by M-Pesa and cheque and keep debts over 30 days below 5%.

### Sales Representative, Kevian Kenya, Kiambu (2018 - 2021)

- {{Sell|tense|Sold}} juices and water to shops and kiosks in Kiambu and Limuru.
- Won {{many|unquantified|many}} new customers in Limuru and Tigoni.
- Exceeded the monthly sales target {{in most months|unquantified|in most months}}.
- Ran {{promotons|spelling|promotions}} in supermarkets during the school holidays.

## Education

- BCom (Marketing), Kenyatta University, 2017.
- CIM Level 4 Certificate in Professional Marketing, 2022.`,
  },
];

export const passagesBatch6: PassageWithFixes[] = sources.map(parseWithFixes);
