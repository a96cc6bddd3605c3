import { type PassageWithFixes, parseWithFixes } from "./proofreading-corpus-batch4";

/**
 * Held-out batch 5 for `npm run bench:proofreading`, written on 2026-11-24 by an engineer who
 * had not read the engine (nothing under server/ was opened) and not run on it before it was
 * committed: CV sections and cover letters of new clients in many professions (a rural roads
 * engineer in Kirinyaga, a midwife in Kajiado, an English teacher in Bomet, a water company's
 * finance manager in Eldoret, an advocate in Kisumu, a medical officer in Meru, county HR in
 * Nyeri, tea and county procurement in Kericho, bank information security, a Diani hotel, a Kenya
 * Power technician in Kakamega, a county vet in Samburu, SME banking in Machakos, KWS
 * communications, emergency nutrition in Mandera, a quantity surveyor, a statistics graduate
 * from Kisii, a bus workshop in Mombasa, a software engineer back from London; letters to KEMRI,
 * a Mombasa hospital, KenGen, an education foundation in Kwale, the Office of the Auditor-General
 * and the public service internship programme; a surveyor in Nyandarua, an M&E officer in
 * Marsabit and a pharmacist writing to Kisii, clean).
 *
 * Same format as batch 4: a seeded error is {{text|kind|correction}}, the correction being what
 * the consultant would write over the text. Everything else is correct British English as a
 * careful consultant would leave it, so a flag on any county, town, institution, TVET, body,
 * certification, system, law, agency, examination, Swahili word or personal name is a false
 * positive; passages with no braces are clean. The seeded errors are the ones CVs and letters
 * really carry: agreement (also between two verbs of one bullet), homophones and confusables,
 * present tense in past roles and past tense after "currently", misspellings (real-word typos
 * such as "form" or "trough", capitalised words, compounds written apart or run together, kept
 * with "spelling"), missing and stray apostrophes, lower-case proper nouns, months, days and
 * "i", first person in a CV, doubled words and articles. Not to be tuned on: a fix is measured on
 * a new batch.
 */

type Source = Parameters<typeof parseWithFixes>[0];

const sources: Source[] = [
  {
    id: "b5-cv-roads-engineer-kirinyaga",
    type: "cv",
    marked: `## Profile

Civil engineer registered with the Engineers Board of Kenya (EBK) and a corporate member of the Institution of Engineers of Kenya (IEK), holding a BSc in Civil Engineering from Dedan Kimathi University of Technology. Nine years on rural roads and irrigation works in Kirinyaga, Embu and Murang'a.

## Experience

### Resident Engineer, Kenya Rural Roads Authority (KeRRA), Kerugoya (2020 - present)

- Supervise contractors on 140 km of gravel and low-volume sealed roads in Mwea, Kirinyaga Central and Ndia.
- Each of the four road contracts {{are|agreement|is}} now within 5% of its budget.
- Certify interim payment certificates on IFMIS and {{reports|agreement|report}} progress to the regional manager every month.
- {{I chair|first-person|Chair}} the site meetings with contractors, the National Construction Authority and the ward administrators.

### Site Engineer, National Irrigation Authority, Mwea Irrigation Scheme (2016 - 2020)

- {{Design|tense|Designed}} the lining of 18 km of canals in the Thiba Dam command area.
- Wrote the bills of quantities and {{over saw|spelling|oversaw}} the tender evaluation with the procurement office.
- Trained 300 rice farmers on water {{managment|spelling|management}} in the scheme's 2018 season.

## Registration

- Professional Engineer, EBK, 2021; Corporate Member, IEK, 2022.
- KCSE, Kianyaga High School, 2010.`,
  },
  {
    id: "b5-cv-midwife-kajiado",
    type: "cv",
    marked: `## Profile

Registered nurse and midwife licensed by the Nursing Council of Kenya (NCK), with a Diploma in Kenya Registered Community Health Nursing from KMTC Kitui and a BSc in Nursing from Kenyatta University. {{I bring seven|first-person|Seven}} years of maternity and emergency care in Kajiado and Narok.

## Experience

### Nursing Officer, Kajiado County Referral Hospital (2021 - present)

- Lead the night shift of the maternity unit, which delivers about 180 babies a month.
- Enrol expectant mothers on Linda Mama and the Social Health Authority and {{checks|agreement|check}} their records before discharge.
- Mentor KMTC Kajiado students on {{there|homophone|their}} clinical placements.
- Cut postpartum haemorrhage referrals to Kenyatta National Hospital by a third with a new triage checklist.

### Nurse, Ngong Sub-County Hospital (2018 - 2021)

- {{Run|tense|Ran}} the immunisation clinic and kept the KEPI registers.
- Reached 1,200 Maasai households in Oloolaiser and Kimuka {{trough|spelling|through}} monthly outreach clinics.
- Worked in the {{hospitals|apostrophe|hospital's}} accident and emergency unit during the 2019 {{doctors|apostrophe|doctors'}} strike.

## Languages

English, Kiswahili and {{maa|capitalisation|Maa}}.`,
  },
  {
    id: "b5-cv-english-teacher-bomet",
    type: "cv",
    marked: `## Profile

Teacher of English and Literature registered with the Teachers Service {{Comission|spelling|Commission}} (TSC), holding a BA in Literature from Moi University and a Postgraduate Diploma in Education from Kabarak University. Eleven years in public secondary schools in Bomet and Kericho, and a KNEC examiner in English Paper 3.

## Experience

### Head of Languages, Kaplong Boys Secondary School, Bomet (2019 - present)

- Lead nine teachers of English, Kiswahili and French and {{plans|agreement|plan}} the department's budget.
- {{I raised|first-person|Raised}} the KCSE English mean score from 6.1 to 7.4 in three years.
- Appraise the department's teachers on the TSC's TPAD system every term.
- Organise the school's drama club, which {{as|spelling|has}} reached the Kenya National Drama and Film Festival finals twice.
- Act as deputy to the {{principle|homophone|principal}} on the school's board of management.

### Teacher of English and Literature, Kipsigis Girls High School, Kericho (2014 - 2019)

- {{Teach|tense|Taught}} English and Literature to Forms 1 to 4.
- Marked KCSE English Paper 3 for KNEC every November {{form|spelling|from}} 2016.
- Started a reading club {{who's|homophone|whose}} members read 30 books a year.

## Languages

English, Kiswahili and Kipsigis.`,
  },
  {
    id: "b5-cv-finance-manager-eldoret",
    type: "cv",
    marked: `## Profile

Certified Public Accountant, CPA-K, and a practising member of ICPAK, with a BCom (Finance) from Moi University and the Certified Information Systems Auditor (CISA) certificate of ISACA. Ten years of audit, tax and utility finance in Nairobi and the North Rift.

## Experience

### Finance Manager, Eldoret Water and Sanitation Company (ELDOWAS) (2019 - present)

- Prepare the monthly management accounts and the annual budget of KES 1.2 billion.
- The company's receivables {{has|agreement|have}} fallen by 22% since the monthly billing reconciliation began in 2021.
- Manage a team of five accountants and {{liase|spelling|liaise}} with the Office of the Auditor-General during the annual audit.
- File PAYE, VAT and withholding tax on KRA iTax before every deadline.
- Moved payroll from spreadsheets to Sage 300 People {{with in|spelling|within}} four months.

### Audit Senior, KPMG Kenya, Nairobi (2014 - 2019)

- {{Lead|tense|Led}} statutory audits of SACCOs, schools and NGOs in the North Rift.
- Reviewed {{clients|apostrophe|clients'}} tax computations before filing.

## Certifications

- CPA-K, KASNEB, 2013; ICPAK member since 2014.
- CISA, ISACA, 2020.`,
  },
  {
    id: "b5-cv-advocate-kisumu",
    type: "cv",
    marked: `## Profile

Advocate of the High Court of Kenya and a member of the Law Society of Kenya (LSK), with an LLB from the University of Nairobi and a Postgraduate Diploma in Law from the Kenya School of Law. Six years in land and succession practice in Kisumu, Siaya and Vihiga.

## Experience

### Associate, Onyango Atieno and Company Advocates, Kisumu (2021 - present)

- Handle about 40 succession causes a year at the Kisumu High Court and the {{magistrates|apostrophe|magistrates'}} courts.
- Draft sale agreements and transfers and {{registers|agreement|register}} them at the Kisumu lands registry.
- Advise SACCOs and chamas on their by-laws under the Co-operative Societies Act.
- Represented a family of 14 in a land dispute at the Environment and Land Court, which {{rule|tense|ruled}} in {{they're|homophone|their}} favour in 2023.

### Legal Officer, County Government of Siaya (2019 - 2021)

- {{Review|tense|Reviewed}} county contracts under the PPADA 2015 before signature.
- Drafted the Siaya County Alcoholic Drinks Control Bill and gave {{advise|homophone|advice}} to the County Assembly on public participation.
- {{I represented|first-person|Represented}} the county at the National Land Commission hearings in Bondo.

## Education

- Postgraduate Diploma in Law, Kenya School of Law, 2019.
- LLB, University of Nairobi, 2018: Second Class Honours (Upper Division).`,
  },
  {
    id: "b5-cv-medical-officer-meru",
    type: "cv",
    marked: `## Profile

Medical officer registered with the Kenya Medical Practitioners and Dentists Council (KMPDC), holding an MBChB from Moi University. Five years in county hospitals in Meru and Tharaka-Nithi, with ACLS and ATLS certificates.

## Experience

### Medical Officer, Meru Teaching and Referral Hospital (2022 - present)

- Run the medical outpatient clinic twice a week and see about 60 patients a day.
- The hospital's diabetes and hypertension clinics {{sees|agreement|see}} 900 patients a month.
- Teach clinical medicine to students from KMTC Meru and Kenya Methodist University.
- Submit SHA claims for admitted patients and {{insure|homophone|ensure}} that every discharge summary is complete.

### Medical Officer Intern, Chuka County Referral Hospital, Tharaka-Nithi (2021 - 2022)

- {{Rotate|tense|Rotated}} through internal medicine, surgery, paediatrics and obstetrics.
- Performed 85 caesarean sections under supervision and {{assist|tense|assisted}} in 120 more.
- Audited {{the the|doubled-word|the}} maternal deaths of the 2021 financial year with the county's reproductive health coordinator.

## Education

- MBChB, Moi University, Eldoret, 2020.
- KCSE, Alliance High School, 2013: A.`,
  },
  {
    id: "b5-cv-county-hr-nyeri",
    type: "cv",
    marked: `## Profile

{{A|article|An}} HR practitioner with CHRP-K certification and full membership of the Institute of Human Resource Management (IHRM), holding a BCom (Human Resource Management) from Karatina University. Eight years in tea factories and a county government in Nyeri and Kirinyaga.

## Experience

### Human Resource Officer, County Government of Nyeri (2020 - present)

- Manage the records of 4,200 county staff on GHRIS and the IPPD payroll.
- Recruited 310 ECDE teachers and 120 ward administrators in 2023 with the County Public Service Board.
- Handle disciplinary cases and {{represents|agreement|represent}} the county at the Employment and Labour Relations Court.
- Run the {{short listing|spelling|shortlisting}} of interns with the County Public Service Board.

### HR Assistant, Ragati Tea Factory (KTDA), Nyeri (2016 - 2020)

- {{Prepare|tense|Prepared}} the payroll for 650 factory staff and tea pluckers.
- Trained 40 supervisors on the {{factorys|apostrophe|factory's}} safety rules under the Occupational Safety and Health Act 2007.

## Memberships

- Member, IHRM, since {{august|capitalisation|August}} 2017.`,
  },
  {
    id: "b5-cv-procurement-kericho",
    type: "cv",
    marked: `## Profile

Procurement officer and member of KISM, with a BCom (Procurement and Supply Chain Management) from the University of Kabianga, the CIPS Level 4 Diploma and CPSP-K certification. Seven years in tea and county procurement in Kericho and Bomet.

## Experience

### Procurement Officer, County Government of Kericho (2021 - present)

- Prepare the annual procurement plan and {{publishes|agreement|publish}} every tender on the PPIP portal and IFMIS.
- Reserve 30% of contracts for youth, women and persons with disabilities under AGPO.
- Evaluated 220 bids in 2024 with no {{succesful|spelling|successful}} appeal at the Public Procurement Administrative Review Board.
- Keep the {{stationary|homophone|stationery}} and fuel stores for the county headquarters.

### Procurement Assistant, James Finlay Kenya, Kericho (2017 - 2021)

- {{Source|tense|Sourced}} fertiliser, packaging and spares for three tea estates.
- Cut the cost of tea packaging by 11% with a two-year framework contract.
- Ran stock counts of the {{estates|apostrophe|estates'}} spare parts every quarter.`,
  },
  {
    id: "b5-cv-security-analyst-nairobi",
    type: "cv",
    marked: `## Profile

Information security analyst with a BSc in Computer Science from Multimedia University of Kenya, CISM and CEH certification and membership of the ISACA Kenya Chapter. Six years in banking and government ICT in Nairobi.

## Experience

### Information Security Analyst, KCB Bank Kenya, Upper Hill, Nairobi (2021 - present)

- Monitor the bank's SIEM alerts and {{escalates|agreement|escalate}} incidents to the security operations centre.
- {{I led|first-person|Led}} the bank's compliance project for the Data Protection Act 2019 with the Office of the Data Protection Commissioner.
- Run quarterly phishing simulations for 6,000 staff; the click rate fell {{bellow|spelling|below}} 4% in 2024.
- Review the firewall rules of 210 branches {{through out|spelling|throughout}} the year.

### ICT Officer, ICT Authority, Teleposta Towers, Nairobi (2018 - 2021)

- {{Support|tense|Supported}} ministries moving their services to eCitizen.
- Configured the {{data base|spelling|database}} backups of the Huduma Centre queue system.
- Wrote the {{authoritys|apostrophe|authority's}} password policy for 1,200 staff.`,
  },
  {
    id: "b5-cv-food-beverage-diani",
    type: "cv",
    marked: `## Profile

Hospitality professional trained at Kenya Utalii College, with a Diploma in Food and Beverage Management and nine years in beach hotels in Diani, Watamu and Malindi. Speaks English, Kiswahili, German and Italian.

## Experience

### Food and Beverage Manager, Leopard Beach Resort, Diani, Kwale (2020 - present)

- Manage five outlets and 64 staff, and {{sets|agreement|set}} the menus with the executive chef.
- Raised the resort's TripAdvisor rating from 4.2 {{to to|doubled-word|to}} 4.7 in two seasons.
- Cut food waste by 30%, so the kitchen no longer {{looses|homophone|loses}} stock to spoilage.
- Train staff on {{costumer|spelling|customer}} service before every high season.

### Assistant Restaurant Manager, Hemingways Watamu, Kilifi (2015 - 2020)

- {{Oversee|tense|Oversaw}} breakfast and dinner service for 150 guests.
- Ran the {{hotels|apostrophe|hotel's}} wine list with suppliers from Mombasa.

## Languages

English, Kiswahili, {{german|capitalisation|German}} and Italian.`,
  },
  {
    id: "b5-cv-power-technician-kakamega",
    type: "cv",
    marked: `## Profile

Electrical technician with a Diploma in Electrical and Electronic Engineering (Power Option) from Sigalagala National Polytechnic and an EPRA Class A2 electrical worker licence. Five years in power distribution in Kakamega and Vihiga.

## Experience

### Technician, Kenya Power, Kakamega (2021 - present)

- Maintain 11 kV lines and transformers in Mumias, Butere and Khwisero.
- Connect new customers under the Last Mile Connectivity Project and {{updates|agreement|update}} their accounts on the billing system.
- Replaced 90 prepaid meters in Lurambi in one month {{with out|spelling|without}} a single billing complaint.
- Work on call {{to|homophone|two}} weekends a month.

### Intern Technician, Mumias Sugar Company (2019 - 2021)

- {{Repair|tense|Repaired}} motors and switchgear in the cane mill.
- Helped rewire the factory's boiler house and {{test|tense|tested}} the earthing of 40 panels.
- Kept the {{workshops|apostrophe|workshop's}} tool register.

## Education

- Diploma in Electrical and Electronic Engineering, Sigalagala National Polytechnic, 2019.
- Artisan certificate, Bumbe Technical Training Institute, 2016.
- KCSE, Butere Boys High School, 2015.`,
  },
  {
    id: "b5-cv-county-vet-samburu",
    type: "cv",
    marked: `## Profile

Veterinary surgeon registered with the Kenya Veterinary Board, with a Bachelor of Veterinary Medicine from the University of Nairobi. Seven years in livestock disease control in Narok, Samburu and Laikipia.

## Experience

### County Veterinary Officer, County Government of Samburu, Maralal (2020 - present)

- Lead two vaccination campaigns a year against foot-and-mouth disease and PPR; the campaigns {{reaches|agreement|reach}} 300,000 goats and sheep.
- Inspect the Maralal and Suguta Marmar livestock markets and sign movement permits.
- Trained 45 community disease reporters, who now send {{upto|spelling|up to}} 30 reports a month.
- Hold monthly barazas with {{pastoralist's|apostrophe|pastoralists}} in Baragoi and Wamba.

### Veterinary Officer, County Government of Narok (2017 - 2020)

- {{Investigate|tense|Investigated}} an anthrax outbreak in Narok South with the Zoonotic Disease Unit.
- Ran the county's artificial insemination service for 2,000 dairy farmers in {{olokurto|capitalisation|Olokurto}} and Mau Narok.

## Languages

English, Kiswahili and Maa.`,
  },
  {
    id: "b5-cv-relationship-manager-machakos",
    type: "cv",
    marked: `## Profile

Relationship manager with a BCom (Banking and Finance) from Machakos University, the Certified Credit Professional (CCP) qualification of KASNEB and the AKIB designation of the Kenya Institute of Bankers. Eight years in SME and agribusiness lending in Machakos, Makueni and Kitui.

## Experience

### Relationship Manager, SME Banking, Equity Bank, Machakos Branch (2020 - present)

- Manage a loan book of KES 640 million for 210 small businesses {{and and|doubled-word|and}} 35 chamas.
- Non-performing loans in the portfolio {{has|agreement|have}} stayed below 3% since 2022.
- Appraise loans under the bank's {{frame work|spelling|framework}} for Hustler Fund borrowers moving to larger loans.
- Advise clients on the {{affect|homophone|effect}} of the Finance Act 2023 on their PAYE.

### Credit Officer, Kenya Women Microfinance Bank (KWFT), Kitui (2016 - 2020)

- {{Disburse|tense|Disbursed}} group loans to 1,100 women in Mwingi and Kitui Central.
- Recovered KES 12 million of arrears {{threw|homophone|through}} monthly visits to the groups.
- Reported portfolio figures to the branch manager every {{friday|capitalisation|Friday}}.`,
  },
  {
    id: "b5-cv-communications-kws",
    type: "cv",
    marked: `## Profile

Communications officer with a Diploma in Public Relations from the Kenya Institute of Mass Communication and a BA in Communication from Moi University, accredited by the Media Council of Kenya and a full member of the Public Relations Society of Kenya (PRSK). Seven years in county and conservation communication.

## Experience

### Corporate Communications Officer, Kenya Wildlife Service, Naivasha (2021 - present)

- Write press releases on human-wildlife conflict and {{coordinates|agreement|coordinate}} interviews with Citizen TV, NTV and KBC.
- The number of followers on the service's regional pages {{have|agreement|has}} doubled since 2022.
- Produced a 20-minute documentary on the Lake Nakuru rhino sanctuary for World Rhino Day.

### Communications Assistant, County Government of Nakuru (2017 - 2021)

- {{Write|tense|Wrote}} the {{governors|apostrophe|governor's}} speeches for county events.
- Covered the county's budget hearings in all 11 sub-counties and {{publish|tense|published}} summaries in Kiswahili.
- {{I also managed|first-person|Managed}} the county's Facebook page during the 2017 election period.`,
  },
  {
    id: "b5-cv-nutrition-mandera",
    type: "cv",
    marked: `## Profile

Nutritionist registered with the Kenya Nutritionists and Dieticians Institute (KNDI), holding a BSc in Food, Nutrition and Dietetics from Kenyatta University. Six years in emergency nutrition in Mandera, Wajir and Garissa with county health departments and NGOs.

## Experience

### Nutrition Coordinator, Save the Children, Mandera (2021 - present)

- Coordinate the outpatient therapeutic programme in 34 health facilities across Mandera East, Lafey and Banissa.
- Screen children under five for acute malnutrition with community health promoters and {{enters|agreement|enter}} the results on KHIS.
- The programme's cure rate {{were|agreement|was}} above 85% in every quarter of 2024.
- Plan RUTF supplies with UNICEF and KEMSA {{a head|spelling|ahead}} of each long rains season.

### Nutrition Officer, County Government of Wajir (2018 - 2021)

- {{Train|tense|Trained}} 120 community health promoters on MUAC screening.
- Ran mother-to-mother support groups in Wajir town and {{habaswein|capitalisation|Habaswein}}.
- Wrote the county's nutrition action plan {{for for|doubled-word|for}} 2019 to 2023.

## Languages

English, Kiswahili and Somali.`,
  },
  {
    id: "b5-cv-quantity-surveyor-nairobi",
    type: "cv",
    marked: `## Profile

Quantity surveyor registered with the Board of Registration of Architects and Quantity Surveyors (BORAQS) and a member of the Institute of Quantity Surveyors of Kenya (IQSK), with a BSc in Quantity Surveying from the Technical University of Kenya. {{I have ten|first-person|Ten}} years on housing, school and road projects in Nairobi, Kiambu and Machakos.

## Experience

### Senior Quantity Surveyor, State Department for Housing and Urban Development, Nairobi (2020 - present)

- Prepare cost plans for Affordable Housing Programme projects in Mukuru and Starehe.
- Value interim certificates and {{negotiates|agreement|negotiate}} variations with contractors.
- Saved KES 86 million on the Ruiru housing project by re-measuring the substructure works.
- Sit on the tender evaluation committees, {{were|homophone|where}} the bills of quantities are compared.

### Quantity Surveyor, Arcon Consultants, Nairobi (2014 - 2020)

- {{Measure|tense|Measured}} works for 40 ECDE classrooms built by Kiambu County.
- Wrote the final accounts of 12 projects, {{non|spelling|none}} of which went to arbitration.`,
  },
  {
    id: "b5-cv-statistics-graduate-kisii",
    type: "cv",
    marked: `## Profile

Graduate in Economics and Statistics from Kisii University, with an attachment at the Kenya National Bureau of Statistics and a keen interest in data for county planning.

## Education

- BSc Economics and Statistics, Kisii University, 2025: Second Class Honours (Upper Division).
- Studied on a HELB loan and a bursary from the Nyamira County NG-CDF.
- KCSE, Nyambaria High School, 2020: mean grade B+.
- KCPE, Ekerubo Primary School, 2016.

## Attachment

### Statistics Intern, Kenya National Bureau of Statistics, Nairobi (May - August 2024)

- {{Clean|tense|Cleaned}} household data from the Kenya Continuous Household Survey in Stata.
- Drew maps of poverty rates for 12 counties in QGIS, {{witch|homophone|which}} the county statistics officers used in their reports.

## Skills

- Stata, R, SPSS, QGIS and Excel (pivot tables, Power Query).
- Languages: English, Kiswahili and {{ekegusii|capitalisation|Ekegusii}}.

## Leadership

- Treasurer of the Kisii {{Univeristy|spelling|University}} Economics Students Association, 2023 - 2024; {{manged|spelling|managed}} a budget of KES 180,000.
- Volunteered at the Kisii Huduma Centre {{in in|doubled-word|in}} the 2023 long vacation.`,
  },
  {
    id: "b5-cv-bus-workshop-mombasa",
    type: "cv",
    marked: `## Profile

Motor vehicle technician with a Diploma in Automotive Engineering from Kenya Coast National Polytechnic and a NITA Grade I trade test certificate. Eight years servicing trucks and buses in Mombasa and Voi.

## Experience

### Workshop Supervisor, Pwani Coach Services, Mombasa (2021 - present)

- Supervise six mechanics who service a fleet of 48 buses on the Mombasa to Nairobi and Kisumu routes.
- Prepare the buses for NTSA inspection and {{keeps|agreement|keep}} their service records in the fleet system.
- {{We cut|first-person|Cut}} breakdowns on the road by 40% with a weekly {{break|homophone|brake}} and tyre check.

### Mechanic, Car and General (Trading) Ltd, Mombasa (2016 - 2021)

- {{Service|tense|Serviced}} tuk-tuks, boda boda motorcycles and pick-ups for retail customers.
- Rebuilt {{gear boxes|spelling|gearboxes}} and diagnosed faults with a Launch scanner.
- Trained three {{apprentice's|apostrophe|apprentices}} from the polytechnic.`,
  },
  {
    id: "b5-cv-software-engineer-returnee",
    type: "cv",
    marked: `## Profile

Software engineer returning to Nairobi after six years in the United Kingdom, with a BSc in Computer Science from Strathmore University and an MSc in Software Engineering from the University of Manchester. Builds payment and identity systems, including integrations with M-Pesa Daraja and eCitizen that comply with the Data Protection Act 2019.

## Experience

### Senior Software Engineer, Monzo Bank, London (2021 - 2026)

- Built the payment-matching service that {{process|agreement|processes}} two million transfers a day.
- {{Mentor|tense|Mentored}} four junior engineers through their first year.
- Cut the service's cloud costs by 35% by moving batch jobs to quieter hours.
- Wrote the team's incident runbooks and {{lead|homophone|led}} the on-call rota.

### Software Developer, Cellulant, Nairobi (2017 - 2020)

- {{Integrate|tense|Integrated}} merchant payments with M-Pesa Daraja and Airtel Money.
- Built the {{companys|apostrophe|company's}} first automated test suite.

## Education

- MSc Software Engineering, University of Manchester, 2021.
- BSc Computer Science, Strathmore University, Nairobi, 2016.`,
  },
  {
    id: "b5-letter-procurement-kemri",
    type: "letter",
    marked: `Dear Dr Wambua,

Re: Procurement Officer, KEMRI Centre for Global Health Research, Kisumu

I am writing to apply for the post of Procurement Officer advertised on the {{institutes|apostrophe|institute's}} website. I hold a BCom in Purchasing and Supplies from Maseno University, I am CPSP-K certified and a member of KISM, and I have six years of procurement experience with the County Government of Siaya.

At Siaya I run tenders on IFMIS and the e-GP system under the PPADA 2015, and {{i|capitalisation|I}} prepare the county's annual procurement plan for six sub-counties. Last year our contracts for medical supplies {{was|agreement|were}} delivered on time in {{ever|spelling|every}} quarter.

I have also worked on donor-funded projects, including those of USAID and the Global Fund, so I would need little time to {{adopt|homophone|adapt}} to your rules.

I would welcome the opportunity to discuss my application.

Yours sincerely,

Otieno Odhiambo Okoth`,
  },
  {
    id: "b5-letter-critical-care-nurse-mombasa",
    type: "letter",
    marked: `Dear Hiring Manager,

Re: Registered Nurse, Critical Care Unit

I am a registered nurse licensed by the Nursing Council of Kenya, with a Higher Diploma in Critical Care Nursing from KMTC Nairobi and {{five years|apostrophe|five years'}} experience in intensive care at Coast General Teaching and Referral Hospital in Mombasa.

In our eight-bed ICU I care for ventilated patients, and each of my shifts {{involve|agreement|involves}} close work with the anaesthetists. During the COVID-19 pandemic I was part of the team that set up the hospital's isolation centre, and I trained 60 nurses from Kwale, Kilifi and Taita Taveta {{on on|doubled-word|on}} infection prevention.

I {{beleive|spelling|believe}} my experience would {{compliment|homophone|complement}} your critical care team, and I would be grateful for an interview at your convenience.

Yours faithfully,

Mwanajuma Said Bakari`,
  },
  {
    id: "b5-letter-mechanical-engineer-kengen",
    type: "letter",
    marked: `Dear Eng. Kiprono,

Re: Mechanical Engineer, Olkaria Geothermal Power Station

I am writing to apply for the post of Mechanical Engineer at Olkaria. I am a graduate engineer registered with the Engineers Board of Kenya, with a BSc in Mechanical Engineering from {{egerton university|capitalisation|Egerton University}}, and I have four years of maintenance experience at the Gulf Power plant in Athi River.

There I maintain the plant's six medium-speed engines and {{there|homophone|their}} cooling systems. I first worked in the mechanical workshop and {{than|homophone|then}} moved to the engine hall as a shift engineer.

KenGen's geothermal work in Olkaria and Menengai {{interest|agreement|interests}} me because it is the future of baseload power in Kenya. I am preparing for the EBK {{Profesional|spelling|Professional}} Engineer examination and expect to sit it in 2027.

Yours sincerely,

Kevin Kiplagat Rotich`,
  },
  {
    id: "b5-letter-education-officer-kwale",
    type: "letter",
    marked: `Dear Mr Mwangangi,

Re: Education Officer, Kwale

I have taught Mathematics and Chemistry for nine years in public secondary schools in Kwale, most recently as deputy principal of Kwale Girls High School, and I would now like to bring that experience to your education programme.

At Kwale Girls the school's KCSE mean score rose from 5.2 to 6.8 while I was deputy, and the number of girls who joined university {{have|agreement|has}} tripled. {{Infact|spelling|In fact}}, three of our former students now teach in the county. I also ran training for the county's {{principal's|apostrophe|principals}} with the Kenya Education Management Institute (KEMI).

I speak Kiswahili and {{digo|capitalisation|Digo}}, and I know the schools of Msambweni, Lunga Lunga and Kinango well. I understand that the post needs {{alot|spelling|a lot}} of travel, which I would welcome.

Yours sincerely,

Halima Mwinyi Hamisi`,
  },
  {
    id: "b5-letter-auditor-oag",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Auditor II, Office of the Auditor-General

I wish to apply for the post of Auditor II advertised in the Daily Nation of 3 {{november|capitalisation|November}} 2026.

I am a CPA-K and a member of ICPAK, with a BCom (Accounting) from Chuka University. For the last four years I have audited schools, {{SACCO's|apostrophe|SACCOs}} and county funds as {{a|article|an}} audit associate with a firm in Meru.

The audits I lead {{covers|agreement|cover}} IFMIS payments, HELB and NSSF remittances and the use of NG-CDF bursaries, and two of my findings {{where|homophone|were}} later taken up by the Ethics and Anti-Corruption Commission. I would be {{exited|spelling|excited}} to bring this experience to the public audit of counties.

Yours faithfully,

Kendi Karimi Mwenda`,
  },
  {
    id: "b5-letter-public-service-internship",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Public Service Internship Programme 2027

I am {{an|article|a}} recent graduate of Masinde Muliro University of Science and Technology, where I earned a BSc in Computer Science in {{december|capitalisation|December}} 2025. During my attachment at the Kakamega County ICT department I {{help|tense|helped}} install the network in the new county offices in Mumias.

I also trained 50 young people in Lurambi to find online work through the Ajira Digital Programme, and {{it's|homophone|its}} results encouraged the county to run the course again. I am {{quiet|homophone|quite}} sure that my skills in networking and Python would be useful in a ministry or a state corporation.

I have attached my CV, my KCSE certificate and my degree {{certifcate|spelling|certificate}}.

Yours faithfully,

Dennis Wafula Barasa`,
  },
  {
    id: "b5-clean-cv-surveyor-nyandarua",
    type: "cv",
    marked: `## Profile

Surveyor with a Diploma in Land Surveying from the Kenya Institute of Surveying and Mapping and a BSc in Geospatial Engineering from Dedan Kimathi University of Technology, and a member of the Institution of Surveyors of Kenya (ISK). Seven years of cadastral and topographic work in Nyandarua, Laikipia and Nakuru.

## Experience

### Surveyor, County Government of Nyandarua, Ol Kalou (2020 - present)

- Survey public land, school plots and market centres in Ol Joro Orok, Ndaragwa and Kinangop.
- Prepare the county's spatial plan maps in ArcGIS and QGIS with the physical planning office.
- Resolved 120 boundary disputes with the National Land Commission and the area chiefs.

### Assistant Surveyor, Geomaps Africa, Nanyuki (2016 - 2020)

- Carried out topographic surveys for roads in Laikipia and Meru for KeRRA and KURA.
- Processed GNSS and total station data in Civil 3D.
- Drafted mutation forms and deed plans for subdivisions under the Land Registration Act 2012.

## Education

- BSc Geospatial Engineering, Dedan Kimathi University of Technology, Nyeri, 2016.
- Diploma in Land Surveying, Kenya Institute of Surveying and Mapping, Ruaraka, 2012.`,
  },
  {
    id: "b5-clean-cv-meal-officer-marsabit",
    type: "cv",
    marked: `## Profile

Monitoring and evaluation officer with a BA in Economics from Egerton University and a Postgraduate Diploma in Project Planning and Management from the University of Nairobi. Six years on resilience and water programmes in Marsabit, Isiolo and Moyale.

## Experience

### MEAL Officer, Concern Worldwide, Marsabit (2021 - present)

- Design the baseline and endline surveys of a water and livelihoods project for 9,000 households in Saku, Laisamis and North Horr.
- Collect data in KoboToolbox and report to the donor in Power BI every quarter.
- Trained 40 enumerators fluent in Borana, Rendille and Gabra.
- Set up a complaints line in Kiswahili and Borana, which received 600 calls in its first year.

### Monitoring Assistant, Kenya Red Cross Society, Isiolo (2018 - 2021)

- Verified cash transfers to households under the Hunger Safety Net Programme in Merti and Garbatulla.
- Wrote the monthly situation reports for the National Drought Management Authority.

## Languages

English, Kiswahili and Borana.`,
  },
  {
    id: "b5-clean-letter-pharmacist-kisii",
    type: "letter",
    marked: `Dear Dr Chege,

Re: Pharmacist, Kisii Teaching and Referral Hospital

I am a pharmacist registered with the Pharmacy and Poisons Board and a member of the Pharmaceutical Society of Kenya, with a Bachelor of Pharmacy from Kenyatta University. For five years I have worked at Nyamira County Referral Hospital, where I manage the pharmacy stores and the hospital's orders from KEMSA and MEDS.

I introduced a weekly stock count that cut expiries of essential medicines by 40%, and I run the antimicrobial stewardship committee with the clinicians. I also report adverse drug reactions to the Pharmacy and Poisons Board through its PvERS system.

I speak English, Kiswahili and Ekegusii, and I would be glad to serve the patients of Kisii and the wider Gusii region.

Yours sincerely,

Moraa Nyaboke Ondieki`,
  },
];

export const passagesBatch5: PassageWithFixes[] = sources.map(parseWithFixes);
