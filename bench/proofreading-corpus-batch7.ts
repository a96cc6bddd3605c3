import { type PassageWithFixes, parseWithFixes } from "./proofreading-corpus-batch4";

/**
 * Held-out batch 7 for `npm run bench:proofreading`, written on 2026-11-25 by a helper engineer
 * ("proof-batch") apart from the engine: nothing under server/proofreading/ was opened, nor the
 * proofreading tests, the other corpus batches (batch 6 was read for the format only) or the
 * engine's history (only the subjects of main's five latest commits were seen once, when the
 * worktree was made), and the batch was committed before it was run on the engine. CV sections,
 * bullets, cover letters and LinkedIn summaries of clients at every stage, from a Maseno graduate
 * and a Safaricom shop agent to heads of unit: a midwife in Kakamega, a CBC teacher in Kitui,
 * county procurement in Nyandarua, SACCO accounts in Nakuru, a KURA engineer in Kisumu, a nutrition
 * programme in Marsabit, KCB in Kisii, county revenue in Kiambu, a payments developer in Westlands,
 * a university driver in Eldoret, a front office in Diani, a Safaricom dealer in Meru, extension in
 * Bungoma, an employment advocate in Nairobi, a Nation correspondent in Kisumu, a clinical officer
 * in Lamu, HR in Athi River, county ICT in Nyeri, a site supervisor in Kitengela, an underwriter in
 * Upper Hill; letters to KNH, a school board in Nyeri, KPA, Safaricom, the Uasin Gishu County Public
 * Service Board, the ODPP, Royal Media Services and Equity Bank; LinkedIn summaries of a data
 * scientist in Kisumu, a dairy sourcing manager in Nakuru and an M&E specialist in Nairobi. Four
 * passages are clean: a Kiswahili teacher in Kericho, an SHA claims officer in Murang'a, an
 * accountant's LinkedIn summary in Mombasa and a letter to a Sarova hotel.
 *
 * Same format as batches 4 to 6: a seeded error is {{text|kind|correction}}, the correction being
 * what a careful editor writes over the text (a doubled word is marked whole and corrected to one;
 * a missing space after a comma is the comma, corrected to a comma and a space). Everything else is
 * correct British English as written in Kenya, so a flag on any county, town, institution, body,
 * certification, system, law, agency, examination, language, product or personal name is a false
 * positive, and so is one on British spellings (organise, programme, licence, practise as a verb,
 * fertiliser, enrol), on trade words (fundis, proning, backoff, eTIMS, Daraja, Fuliza, M-Shwari,
 * boda boda, matatu), on a field's own word repeated (procurement in a procurement CV), on correct
 * articles that a naive rule gets wrong (an MBA, an LLB, an NCA accreditation, an SME, a BSc,
 * a USAID-funded programme, a SACCO), on a place named twice (Lunga Lunga) or on a correct
 * "principal", "principles", "practising certificate", "whose" or "whether". LinkedIn
 * summaries are typed "letter": they are written in the first person, as LinkedIn expects. Only the
 * kinds of errors clients really make are seeded (agreement, homophones and confusables,
 * apostrophes, tense, spelling, capitals, articles, doubled words, punctuation); no style finding
 * (weak verb, claim without a number, first person in a CV) is seeded, and the CVs are written
 * without them. Not to be tuned on: a fix is measured on a new batch.
 */

type Source = Parameters<typeof parseWithFixes>[0];

const sources: Source[] = [
  {
    id: "b7-cv-midwife-kakamega",
    type: "cv",
    marked: `## Profile

Registered nurse and midwife licensed by the Nursing Council of Kenya (NCK), with a BSc in Nursing from Masinde Muliro University of Science and Technology (MMUST) and nine years in maternity and newborn care in Kakamega and Vihiga. Holds a current practising licence and a certificate in Emergency Obstetric and Newborn Care from Amref Health Africa.

## Experience

### Nursing Officer in Charge, Maternity, Kakamega County General Hospital (2020 - present)

- Lead 22 nurses and midwives in a ward that {{handle|agreement|handles}} about 450 deliveries a month.
- Cut deaths from postpartum haemorrhage from 9 in 2020 to 2 in 2024 by introducing {{a|article|an}} obstetric drill every month.
- Make sure every mother {{recieves|spelling|receives}} a discharge summary and is registered with SHA, so that the hospital's claims are paid.
- Prepare the duty rota and the stock orders each week and send them to the nursing manager.
- Mentor KMTC Kakamega students on attachment and sign {{there|homophone|their}} logbooks.

### Nurse, Vihiga County Referral Hospital (2015 - 2020)

- {{Work|tense|Worked}} in the newborn unit, which cared for up to 30 babies at a time.
- Trained 40 community health promoters in Hamisi and Sabatia on danger signs in {{newborn's|apostrophe|newborns}}.
- Ran the immunisation clinic on {{tuesdays|capitalisation|Tuesdays}} and Thursdays.

## Languages

English, Kiswahili and Luhya.`,
  },
  {
    id: "b7-cv-cbc-teacher-kitui",
    type: "cv",
    marked: `## Profile

Primary school teacher registered with the Teachers Service Commission (TSC), with a Diploma in Primary Teacher Education from Kilimambogo Teachers Training College and a BEd (Arts) from South Eastern Kenya University (SEKU). Eleven years in public primary and junior schools in Kitui and Mwingi, and a trainer of teachers for the Competency-Based Curriculum (CBC).

## Experience

### Senior Teacher, Kyangwithya Primary and Junior School, Kitui (2019 - present)

- Teach English and Kiswahili in Grades 7 and 8 and {{coordinates|agreement|coordinate}} the school's CBC assessments on the KNEC portal.
- Organise the reading programme, {{wich|spelling|which}} raised the share of Grade 3 pupils reading at their level from 48% to 79%.
- Train the school's 18 teachers on competency-based assessment twice a term.
- Each of the three streams {{have|agreement|has}} a class library built from donated books.

### Teacher, Mwingi Township Primary School (2013 - 2019)

- Prepared 60 candidates a year for KCPE; the school's mean in English {{rise|tense|rose}} from 52 to 64.
- Ran the drama club, which won at the {{kitui county|capitalisation|Kitui County}} drama festival in 2017.
- {{Keep|tense|Kept}} the pupils' attendance and fees records in NEMIS.
- Trained as {{a|article|an}} ICT champion under the Digital Literacy Programme in 2016.

## Languages

English, Kiswahili and Kikamba.`,
  },
  {
    id: "b7-cv-procurement-nyandarua",
    type: "cv",
    marked: `## Profile

Procurement officer with eight years in county and national government procurement, a BCom (Procurement and Supply Chain Management) from Dedan Kimathi University of Technology and membership of KISM. Runs procurement on IFMIS and its e-procurement module under PPADA 2015, with a focus on AGPO reservations for youth, women and persons with disabilities.

## Experience

### Principal Procurement Officer, County Government of Nyandarua, Ol Kalou (2021 - present)

- Head the procurement unit of six officers, who {{prepares|agreement|prepare}} tender documents for 14 county departments.
- Raised the share of tenders awarded to AGPO firms from 18% to 31% in {{too|homophone|two}} years.
- Advise the Chief Officer, Finance, on {{procurment|spelling|procurement}} law and sit on the county's tender opening committee.
- Buy {{stationary|homophone|stationery}}, fuel and drugs under framework contracts, which cut prices by 12% in 2023.
- Aligned the procurement plan with the budget in 2022; since then, no department {{have|agreement|has}} run out of funds for an awarded tender.

### Procurement Officer, State Department for Housing, Nairobi (2016 - 2021)

- {{Evaluate|tense|Evaluated}} bids for low-cost housing works in Mavoko and Kibera.
- Prepared the {{departments|apostrophe|department's}} annual procurement report to the Public Procurement Regulatory Authority (PPRA).
- Handled the disposal of 22 vehicles by public tender{{,,|punctuation|,}} raising KSh 9.6 million.

## Education and Memberships

- BCom, Procurement and Supply Chain Management, Dedan Kimathi University of Technology, 2015.
- Member, KISM; CPSP-K, 2019.`,
  },
  {
    id: "b7-cv-sacco-accountant-nakuru",
    type: "cv",
    marked: `## Profile

Certified Public Accountant (CPA-K) and member of ICPAK, with a BCom (Finance) from Egerton University and six years in audit and accounting for SACCOs and manufacturers in Nakuru and Naivasha. Works daily in QuickBooks, Sage Evolution and KRA iTax.

## Experience

### Accountant, Mavuno Farmers SACCO, Nakuru (2021 - present)

- Prepare the monthly financial statements and the returns to SASRA for a SACCO with 42,000 members.
- File PAYE, withholding tax and excise duty returns on iTax on time and keep the SACCO clear of penalties.
- Reconciled the members' share and deposit ledgers in 2022, which recovered KSh 4.1 million in unposted M-Pesa receipts.
- The loan book and the members' deposits {{has|agreement|have}} grown by 40% since 2021.
- Work with the external auditors and answer {{they're|homophone|their}} queries on loan provisions.

### Audit Associate, Kamau Mwangi & Co. Certified Public Accountants, Nakuru (2018 - 2021)

- Audited 25 SACCOs, schools and flower farms a year.
- Tested controls over cash and M-Pesa collections and {{report|tense|reported}} weaknesses to the partner.
- Prepared tax computations and gave {{advise|homophone|advice}} to clients on the Tax Procedures Act.

## Education

- CPA Part III, KASNEB, 2018.
- BCom (Finance), {{egerton university|capitalisation|Egerton University}}, 2017.`,
  },
  {
    id: "b7-cv-kura-engineer-kisumu",
    type: "cv",
    marked: `## Profile

Civil engineer registered with the Engineers Board of Kenya (EBK) and a corporate member of the Institution of Engineers of Kenya (IEK), with a BSc in Civil Engineering from the University of Nairobi. Ten years on urban roads, drainage and water works in Kisumu, Siaya and Migori.

## Experience

### Resident Engineer, Kenya Urban Roads Authority (KURA), Kisumu (2020 - present)

- Supervise 42 km of urban roads and {{drainege|spelling|drainage}} in Kondele and Nyamasaria under a World Bank programme worth KSh 5.8 billion.
- Check the contractors' material tests and {{insure|homophone|ensure}} that every layer meets the specification.
- Lead a site team of 11 engineers and inspectors, and chair the monthly site meeting with the contractor.
- Completed the Kisumu port access road four months ahead of schedule.
- The contractor's claims for the rains of 2023 {{was|agreement|were}} settled without arbitration.

### Assistant Engineer, Lake Victoria South Water Works Development Agency, Kisumu (2015 - 2020)

- {{Design|tense|Designed}} water supply schemes for 60,000 people in Siaya and Migori.
- Prepared bills of quantities and {{superivsed|spelling|supervised}} pipe laying in Bondo and Rongo.
- Worked with {{the the|doubled-word|the}} National Environment Management Authority on the impact assessments of three dams.

## Education

- BSc Civil Engineering, University of Nairobi, 2014.
- Registered Engineer, EBK, 2018.`,
  },
  {
    id: "b7-cv-nutrition-officer-marsabit",
    type: "cv",
    marked: `## Profile

Programme officer with six years in nutrition and livelihoods programmes in Marsabit and Isiolo, holding a BSc in Community Development from Pwani University and a Postgraduate Diploma in Monitoring and Evaluation from the Kenya Institute of Management. Speaks English, Kiswahili, Borana and Rendille.

## Experience

### Programme Officer, Concern Worldwide, Marsabit (2021 - present)

- Manage a USD 1.8 million nutrition programme funded by ECHO in Laisamis and North Horr.
- Coordinate 32 community health promoters, who {{screens|agreement|screen}} about 6,000 children a month for malnutrition.
- The programme's budget and its work plan {{is|agreement|are}} reviewed with the county health department each quarter.
- {{Negociated|spelling|Negotiated}} a data-sharing agreement with the Marsabit County Department of Health.
- Track the {{affect|homophone|effect}} of cash transfers on household diets with a survey of 800 households.

### Field Officer, Action Against Hunger, Isiolo (2018 - 2021)

- Ran outpatient therapeutic feeding at 14 health facilities in Merti and Garbatulla.
- Trained mother-to-mother support groups in {{kinna|capitalisation|Kinna}} and Oldonyiro on infant feeding.
- Wrote the monthly reports for the {{organisations|apostrophe|organisation's}} donors.

## Education

- Postgraduate Diploma in Monitoring and Evaluation, Kenya Institute of Management, 2020.
- BSc Community Development, Pwani University, 2017.`,
  },
  {
    id: "b7-cv-kcb-operations-kisii",
    type: "cv",
    marked: `## Profile

Branch operations manager with nine years at KCB Bank Kenya in Kisii, Nyamira and Keroka, holding a BCom (Banking and Finance) from Kisii University and the Certified Credit Professional (CCP) qualification from KASNEB.

## Experience

### Branch Operations Manager, KCB Bank, Kisii (2022 - present)

- Run the operations of a branch with 24 staff, 11,000 customers and KSh 3.2 billion in deposits.
- Make sure that cash, KCB M-Pesa and agency banking {{transations|spelling|transactions}} are reconciled by the end of each day.
- Cut customer queue times from 25 to 9 minutes{{ ,|punctuation|,}} mainly by moving deposits to agents and the KCB app.
- Neither the 2023 nor the 2024 internal audit of the branch {{were|agreement|was}} rated below satisfactory.
- Train the tellers on the {{central bank of kenya's|capitalisation|Central Bank of Kenya's}} rules on money laundering.

### Relationship Officer, KCB Bank, Nyamira (2016 - 2022)

- {{Grow|tense|Grew}} the branch's loan book to tea and banana farmers from KSh 120 million to KSh 310 million.
- Appraised loans for schools and SACCOs and {{visit|tense|visited}} each borrower before disbursement.
- Recovered KSh 14 million in arrears without {{loosing|homophone|losing}} a single customer to a competitor.

## Education

- BCom (Banking and Finance), Kisii University, 2015.
- Certified Credit Professional, KASNEB, 2019.`,
  },
  {
    id: "b7-cv-revenue-officer-kiambu",
    type: "cv",
    marked: `## Profile

Revenue officer with seven years at the County Government of Kiambu, holding a BA in Economics from Kenyatta University and a Certificate in Public Finance Management from the Kenya School of Government. Runs revenue collection on the county's cashless system, linked to M-Pesa and e-Citizen.

## Experience

### Senior Revenue Officer, County Government of Kiambu, Thika Sub-County (2021 - present)

- Supervise 35 revenue clerks who {{collects|agreement|collect}} market fees, parking fees {{and and|doubled-word|and}} single business permit fees in Thika and Ruiru.
- Raised own-source revenue in the sub-county from KSh 410 million to KSh 560 million a year{{..|punctuation|.}}
- Moved single business permit payments to e-Citizen in 2023, so that clerks no longer handle cash.
- Reconcile the daily collections with the bank statements and the county {{treasurys|apostrophe|treasury's}} records.
- Present monthly revenue reports to the Chief Officer, Finance{{,|punctuation|, }}and the County Executive Committee Member.

### Revenue Clerk, County Government of Kiambu, Limuru (2017 - 2021)

- Collected market fees at Limuru and Tigoni markets.
- Mapped 1,400 businesses in Limuru for the county's first business register.
- Worked with the {{kenya revenue authority|capitalisation|Kenya Revenue Authority}} on a joint survey of rental income in 2020.

## Education

- BA Economics, Kenyatta University, 2016.
- Certificate in Public Finance Management, Kenya School of Government, 2019.`,
  },
  {
    id: "b7-cv-payments-developer-westlands",
    type: "cv",
    marked: `## Profile

Software developer with five years building payment and USSD services for Kenyan fintechs, with a BSc in Computer Science from Maseno University. Works in TypeScript, Node.js, Go and PostgreSQL, and has integrated the M-Pesa Daraja API, Airtel Money and KCB Buni.

## Experience

### Software Engineer, Lipa Haraka Ltd, Westlands, Nairobi (2022 - present)

- Build and maintain the payments service, which {{process|agreement|processes}} about 180,000 M-Pesa transactions a day.
- Cut failed STK push payments from 4.1% to 0.9% by retrying timed-out requests with a backoff.
- Lead a team of three developers and review every pull request before release.
- Wrote the service that sends the company's invoices to KRA's eTIMS {{sytem|spelling|system}}.
- Moved the services to Kubernetes; hosting now costs 30% less {{then|homophone|than}} in 2022.

### Junior Developer, Savannah Code Labs, Kisumu (2020 - 2022)

- {{Build|tense|Built}} USSD menus for two SACCOs and a county hospital.
- Wrote the API that let {{farmer's|apostrophe|farmers}} check their milk payments by SMS.
- Wrote tests for {{an|article|a}} USSD gateway that had none.

## Skills

TypeScript, Node.js, Go, PostgreSQL, Redis, Docker, Kubernetes and {{github|capitalisation|GitHub}} Actions.`,
  },
  {
    id: "b7-cv-university-driver-eldoret",
    type: "cv",
    marked: `## Profile

Professional driver with a valid NTSA driving licence (classes B, C1 and C) and a PSV badge. Eleven years driving staff vans, lorries and buses in Uasin Gishu, Nandi and Elgeyo Marakwet with no accident on record.

## Experience

### Driver, Moi University, Eldoret (2019 - present)

- Drive the university's 51-seater bus between the main campus at Kesses, the town campus and Eldoret town.
- Check the tyres, oil, lights and {{breaks|homophone|brakes}} each morning and record them in the log book.
- Keep the fuel records and hand them to the transport officer every Friday.
- Take students on field trips to Kakamega Forest{{,,|punctuation|,}} Lake Baringo and the Kerio Valley.

### Lorry Driver, Kipsigis Grain Traders, Eldoret (2014 - 2019)

- Delivered maize and fertiliser to stores in Iten, Kapsabet and Turbo.
- Loaded each consignment and {{make|tense|made}} sure it matched the delivery note.
- Tied down every load so that no bags came {{lose|homophone|loose}} on the road.

## Licences and Certificates

- NTSA driving licence, classes B, C1 and C, valid to 2028.
- PSV badge, 2019.
- Certificate of Good Conduct, DCI, 2025.
- First aid certificate, Kenya Red Cross, February 2025.`,
  },
  {
    id: "b7-cv-front-office-diani",
    type: "cv",
    marked: `## Profile

Front office manager with ten years in beach hotels in Diani, Watamu and Malindi, holding a Diploma in Front Office Operations from Kenya Utalii College and a BSc in Hospitality Management from Moi University. Speaks English, Kiswahili, German and some Italian.

## Experience

### Front Office Manager, Baobab Coast Resort, Diani (2020 - present)

- Lead a team of 18 receptionists, reservation agents and concierges in a 250-room hotel.
- Raised the hotel's rating on TripAdvisor from 4.1 to 4.6 by answering every {{guests|apostrophe|guest's}} review within 24 hours.
- Manage the room rates on the booking engine and agree group rates with tour operators from Germany and Italy.
- Handle complaints at the desk so that a guest {{who's|homophone|whose}} room is not ready is offered a drink and told when it will be ready.
- Train new staff on the property management system and on {{welcomming|spelling|welcoming}} guests in their own language.

### Receptionist, Mawimbi Beach Hotel, Watamu (2015 - 2020)

- {{Check|tense|Checked}} in about 80 guests a day during the high season.
- Sold excursions to the Gede ruins and {{mida creek|capitalisation|Mida Creek}}, earning the hotel KSh 1.2 million in commission in 2019.
- Chosen as employee of the month four times and {{apointed|spelling|appointed}} shift leader in 2019.

## Education

- BSc Hospitality Management, Moi University, 2014.
- Diploma in Front Office Operations, Kenya Utalii College, 2012.`,
  },
  {
    id: "b7-cv-safaricom-dealer-sales-meru",
    type: "cv",
    marked: `## Profile

Sales team leader with six years selling Safaricom lines, M-Pesa agency services and home fibre in Meru, Tharaka-Nithi and Embu. Holds a Diploma in Sales and Marketing from Meru National Polytechnic and is completing a BCom (Marketing) at Chuka University.

## Experience

### Sales Team Leader, Mwangaza Communications (Safaricom dealer), Meru (2021 - present)

- Lead 14 field sales agents who {{sells|agreement|sell}} lines, handsets and Safaricom Home Fibre in Meru town and Maua.
- Recruited 86 new M-Pesa agents in 2024, the most of any dealer in the {{mount kenya|capitalisation|Mount Kenya}} region.
- Grew monthly home fibre connections from 40 to 130 between 2022 and 2024{{,|punctuation|, }}while keeping cancellations below 6%.
- Set each {{agents|apostrophe|agent's}} weekly target and review it with them every Monday.
- Check each month that the team's sales and the agents' commission {{matches|agreement|match}} the Safaricom dealer portal.

### Sales Agent, Mwangaza Communications, Embu (2018 - 2021)

- Sold an average of 300 lines a month in Embu and Runyenjes.
- Won the {{dealers|apostrophe|dealer's}} best new agent award in 2019.
- Registered customers for M-Pesa and {{exlained|spelling|explained}} Fuliza and M-Shwari to them.

## Education

- Diploma in Sales and Marketing, Meru National Polytechnic, 2018.
- BCom (Marketing), Chuka University, final year.`,
  },
  {
    id: "b7-cv-extension-officer-bungoma",
    type: "cv",
    marked: `## Profile

Agricultural extension officer with a BSc in Agriculture from the University of Eldoret and seven years with maize, sugarcane and dairy farmers in Bungoma and Trans Nzoia. Works with KALRO, the Kenya Seed Company and One Acre Fund.

## Experience

### Ward Agricultural Officer, County Government of Bungoma, Kimilili (2020 - present)

- Train about 1,500 smallholder farmers a year on certified seed, soil testing and the use of {{fertilser|spelling|fertiliser}}.
- Register farmers for subsidised fertiliser on the Kenya Integrated Agricultural Management Information System (KIAMIS) and check each farmer's details.
- Run demonstration plots with KALRO {{in in|doubled-word|in}} Kimilili and Tongaren that raised maize yields by 40% with lime and certified seed.
- The farmers' groups in the ward {{has|agreement|have}} sold maize to the National Cereals and Produce Board (NCPB) since 2022.
- Report fall armyworm outbreaks to the county's plant {{heath|spelling|health}} unit within a day.

### Field Officer, One Acre Fund, Kitale (2017 - 2020)

- {{Enrol|tense|Enrolled}} 900 farmers a season in Trans Nzoia for seed and fertiliser on credit.
- Collected repayments through M-Pesa and kept each {{groups|apostrophe|group's}} records.
- Showed farmers how aflatoxin can {{effect|homophone|affect}} the price of their maize.

## Education

- BSc Agriculture, University of Eldoret, 2016.`,
  },
  {
    id: "b7-cv-employment-advocate-nairobi",
    type: "cv",
    marked: `## Profile

Advocate of the High Court of Kenya with eight years in employment and commercial litigation, admitted in 2017 after the Kenya School of Law, and a member of the Law Society of Kenya (LSK). Holds an LLB from Strathmore University. Practises before the Employment and Labour Relations Court, the High Court and the Court of Appeal in Nairobi and Nakuru.

## Experience

### Senior Associate, Otieno, Wanjiru & Co. Advocates, Upper Hill, Nairobi (2021 - present)

- Advise employers on redundancy and on the {{principals|homophone|principles}} of fair procedure under the Employment Act.
- Won 19 of the 24 unfair termination claims defended since 2021.
- Draft contracts, HR policies and settlement agreements, and {{negotiates|agreement|negotiate}} settlements with unions.
- Supervise two associates and three pupils, and review their pleadings before filing on the Judiciary e-filing system.
- Argued six appeals at the {{court of appeal|capitalisation|Court of Appeal}} in Nakuru and Kisumu.

### Associate, Mutua & Kilonzo Advocates, Machakos (2017 - 2021)

- Represented clients in land and succession matters at the Machakos Law Courts.
- Registered {{charge's|apostrophe|charges}} and transfers at the Machakos lands registry.
- Researched points of law for the partners and {{draft|tense|drafted}} opinions on land law.

## Education

- Postgraduate Diploma in Law, Kenya School of Law, 2017.
- LLB, Strathmore University, 2016.`,
  },
  {
    id: "b7-cv-correspondent-kisumu",
    type: "cv",
    marked: `## Profile

Journalist with nine years in print, radio and digital news in Kisumu and Nairobi, accredited by the Media Council of Kenya. Holds a Diploma in Journalism from the Kenya Institute of Mass Communication (KIMC) and a BA in Communication from Maseno University. Reports in English, Kiswahili and Dholuo.

## Experience

### County Correspondent, Nation Media Group, Kisumu (2020 - present)

- Cover Kisumu, Siaya and Homa Bay for the Daily Nation, NTV and nation.africa.
- Broke the 2023 story of unpaid health workers in Siaya, {{wich|spelling|which}} led to the release of their salaries within a week.
- File about 20 stories a month and {{edits|agreement|edit}} the work of four freelance contributors.
- Produced a series on the {{affect|homophone|effect}} of water hyacinth on fishing in Lake Victoria; it won the AJEA prize for environmental reporting in 2022.
- Write a weekly column on devolution in the {{saturday nation|capitalisation|Saturday Nation}}.

### Reporter, Radio Lake Victoria, Kisumu (2016 - 2020)

- {{Present|tense|Presented}} the morning news bulletin in Dholuo and Kiswahili.
- Covered the Kisumu County Assembly and {{it's|homophone|its}} committees.
- Interviewed more {{then|homophone|than}} 300 guests on the station's morning show.

## Education

- BA Communication, Maseno University, 2018.
- Diploma in Journalism, KIMC, 2015.`,
  },
  {
    id: "b7-cv-graduate-economist-maseno",
    type: "cv",
    marked: `## Profile

Recent graduate in Economics and Statistics from Maseno University (Second Class Honours, Upper Division), with an industrial attachment at the Kenya National Bureau of Statistics in Kisumu. Seeking a graduate trainee role in banking, {{insurence|spelling|insurance}} or research.

## Education

- BSc Economics and Statistics, Maseno University, 2025.
- KCSE, Kisumu Boys High School, 2020.

## Attachment

### Statistics Intern, KNBS, Kisumu (May - August 2024)

- {{Clean|tense|Cleaned}} survey data for the county's consumer price index in Stata and Excel.
- Visited 120 {{shop's|apostrophe|shops}} in Kisumu and Kondele each month to record prices.
- Wrote a short report on food prices that the county statistics officer {{present|tense|presented}} to the county planning department.

## Leadership and Activities

- Treasurer, Maseno University Economics Students' Association (2023 - 2024): kept {{budget|article|a budget}} of KSh 250,000 and presented the accounts at each general meeting.
- Volunteer tutor in Mathematics at a community library in Kisumu at weekends.
- Member of the {{universitys|apostrophe|university's}} debating club, which reached the national semi-finals in 2023.

## Skills

Stata, R, SPSS, Excel and Power BI; English and Kiswahili; driving licence, class B.`,
  },
  {
    id: "b7-cv-clinical-officer-lamu",
    type: "cv",
    marked: `## Profile

Clinical officer registered with the Clinical Officers Council (COC), with a Diploma in Clinical Medicine and Surgery from KMTC Mombasa and a BSc in Clinical Medicine from Kenya Methodist University. Seven years in outpatient, HIV and emergency care in Lamu and Kilifi.

## Experience

### Clinical Officer in Charge, Mpeketoni Sub-County Hospital, Lamu (2021 - present)

- See about 60 patients a day in the outpatient department and {{refers|agreement|refer}} complicated cases to King Fahd County Referral Hospital.
- Run {{a|article|an}} HIV clinic of 1,800 clients, 94% of whom {{has|agreement|have}} a suppressed viral load.
- Cut the {{avarage|spelling|average}} waiting time in the outpatient department from three hours to 70 minutes with a triage desk.
- Report notifiable diseases to the county on DHIS2 every {{friday|capitalisation|Friday}}.
- Chair the hospital's quality improvement team, {{who's|homophone|whose}} 2024 audit raised the share of patients seen within an hour to 80%.

### Clinical Officer, Malindi Sub-County Hospital (2018 - 2021)

- Worked in casualty and {{manage|tense|managed}} road traffic injuries and snakebites.
- {{Conduct|tense|Conducted}} medical camps in Magarini and Marafa with the Kenya Red Cross.

## Languages

English, Kiswahili and Giriama.`,
  },
  {
    id: "b7-cv-hr-officer-athi-river",
    type: "cv",
    marked: `## Profile

Human resource officer with five years in manufacturing and higher education in Machakos and Athi River, holding a BA in Sociology from Machakos University and a Higher Diploma in Human Resource Management from the Kenya Institute of Management. Member of the Institute of Human Resource Management (IHRM).

## Experience

### HR Officer, Mlolongo Steel Mills Ltd, Athi River (2022 - present)

- Run the payroll inputs for 680 staff and remit PAYE, NSSF, SHIF and the Housing Levy by the ninth of each month.
- Drafted the company's leave, overtime and {{grievence|spelling|grievance}} policies in 2023.
- Cut staff turnover on the factory floor from 24% to 15% with {{a|article|an}} exit interview for every leaver.
- Set up the health and safety committee with the union; the committee and the works council now {{meets|agreement|meet}} every month.
- Handle cases at the Employment and Labour Relations Court with the {{companys|apostrophe|company's}} advocates.

### HR Assistant, Machakos University (2020 - 2022)

- Kept the files of 400 teaching and support staff.
- Prepared {{advertisments|spelling|advertisements}} for 30 academic posts and arranged the interviews.
- Coordinated staff training with the Kenya School of Government and {{lead|homophone|led}} the university's first staff wellness week.

## Education and Memberships

- Higher Diploma in Human Resource Management, Kenya Institute of Management, 2021.
- Member, IHRM, since 2021.
- BA Sociology, Machakos University, 2019.`,
  },
  {
    id: "b7-cv-ict-officer-nyeri",
    type: "cv",
    marked: `## Profile

ICT officer with six years in county government in Nyeri and Laikipia, holding a BSc in Information Technology from Dedan Kimathi University of Technology and the CCNA and ITIL 4 Foundation certificates.

## Experience

### ICT Officer, County Government of Nyeri (2021 - present)

- Support 900 users in 14 county offices and maintain the network that links them to the county headquarters.
- Moved the county's health, lands and revenue services to e-Citizen in 2023 with the ICT Authority.
- Set up IFMIS and HRIS accounts for new staff and close the accounts of those who leave.
- Back up the county's {{severs|spelling|servers}} every night; no data has been lost since 2021.
- Train staff on passwords and phishing, with a test every quarter{{ .|punctuation|.}}

### ICT Assistant, County Government of Laikipia, Nanyuki (2019 - 2021)

- Installed the local area network in six sub-county offices.
- Kept the asset register for the {{departments|apostrophe|department's}} 350 computers.
- Trained 40 ward administrators to use their new county email accounts.

## Certifications

- CCNA, Cisco, 2020.
- ITIL 4 Foundation, 2022.`,
  },
  {
    id: "b7-cv-site-supervisor-kitengela",
    type: "cv",
    marked: `## Profile

Construction site supervisor with twelve years on residential and commercial buildings in Kajiado, Machakos and Nairobi, holding a Diploma in Building Technology from Kabete National Polytechnic and an NCA accreditation as a site supervisor.

## Experience

### Site Supervisor, Ngong Hills Builders Ltd, Kitengela (2019 - present)

- Supervise between 40 and 80 masons, fundis and casual workers on sites in Kitengela, Isinya and Ongata Rongai.
- Order cement, steel and ballast with the quantity surveyor and check every delivery against the order.
- Completed a block of 48 flats in Kitengela two weeks early and 4% below its budget.
- Hold a toolbox safety talk every morning; the site has had no lost-time {{accidnet|spelling|accident}} since 2022.
- Check that every slab follows the approved {{drawing's|apostrophe|drawings}} before the concrete is poured.

### Foreman, Mavoko Contractors, Athi River (2013 - 2019)

- {{Supervise|tense|Supervised}} the building of two primary schools and a health centre in Kajiado.
- Set out foundations and {{check|tense|checked}} the levels with the site engineer.
- Kept the daily site {{diarry|spelling|diary}} and the workers' attendance register.

## Education

- Diploma in Building Technology, Kabete National Polytechnic, 2012.
- NCA accreditation, site supervisor, 2016.`,
  },
  {
    id: "b7-cv-underwriter-upper-hill",
    type: "cv",
    marked: `## Profile

Underwriter with eight years in general insurance, an Associate of the Chartered Insurance Institute (ACII) and a member of the Insurance Institute of Kenya (IIK). Holds a BSc in Actuarial Science from Jomo Kenyatta University of Agriculture and Technology (JKUAT) and works within the rules of the Insurance Regulatory Authority (IRA).

## Experience

### Senior Underwriter, Motor and Medical, Kilima General Insurance, Upper Hill, Nairobi (2021 - present)

- Underwrite motor and medical {{policys|spelling|policies}} for about 400 corporate clients, including SACCOs, schools and county governments.
- Cut the motor loss ratio from 78% to 61% in three years by pricing each fleet on its own claims history.
- Lead four underwriters and sign off quotes above KSh 5 million.
- Renew the medical schemes of 60 employers whose staff also use SHA.
- Updated the pricing guide in 2023 so that it {{compliments|homophone|complements}} the reinsurance treaty.

### Underwriting Assistant, Kilima General Insurance (2017 - 2021)

- {{Prepare|tense|Prepared}} quotes and cover notes for motor and fire insurance.
- Checked each {{clients|apostrophe|client's}} KRA PIN and ID before issuing a policy.
- Passed the ACII examinations while working full time{{..|punctuation|.}}

## Education

- BSc Actuarial Science, JKUAT, 2016.
- ACII, Chartered Insurance Institute, 2020.`,
  },
  {
    id: "b7-cv-customer-experience-nakuru",
    type: "cv",
    marked: `## Profile

Customer experience executive with four years in a Safaricom shop and call centre in Nakuru, holding a Diploma in Business Management from the Rift Valley Institute of Science and Technology (RVIST). Fluent in English, Kiswahili and Kalenjin.

## Experience

### Customer Experience Executive, Safaricom, Nakuru (2022 - present)

- Serve about 70 customers a day at the Westside Mall shop on SIM swaps, M-Pesa reversals and home fibre.
- Resolve {{M-pesa|capitalisation|M-Pesa}} reversal requests within the 24-hour target in 97% of cases.
- Coach three new agents on the shop's systems and sit in on their first 50 calls.
- Rated one of the three agents in the region who {{has|agreement|have}} kept a customer satisfaction score above 90% since 2023.
- Explain Lipa na M-Pesa, Fuliza and M-Shwari to small traders from Nakuru's markets.

### Call Centre Agent, Safaricom, Nakuru (2021 - 2022)

- {{Answer|tense|Answered}} about 120 calls a shift on billing, data bundles and M-Pesa.
- Flagged 40 suspected SIM swap frauds, and the security team {{sucessfully|spelling|successfully}} blocked 38 of them.
- Handled escalations from {{a|article|an}} M-Pesa agent network of 300 outlets in Nakuru and Naivasha.

## Education

- Diploma in Business Management, RVIST, 2020.`,
  },
  {
    id: "b7-cv-kiswahili-teacher-kericho-clean",
    type: "cv",
    marked: `## Profile

Teacher of Kiswahili and CRE registered with the Teachers Service Commission, with a BEd (Arts) from Kabarak University and nine years in public secondary schools in Kericho and Bomet. A KNEC examiner in Kiswahili Paper 2 since 2019.

## Experience

### Head of Languages, Kabianga High School, Kericho (2020 - present)

- Lead a department of eight teachers of English, Kiswahili and French.
- Raised the mean score in KCSE Kiswahili from 6.4 in 2020 to 8.1 in 2024.
- Organise the school's entries to the Kenya Music Festival; the Kiswahili choral verse reached the national finals in 2023.
- Practise essay writing with Form 4 candidates in an extra lesson every week.

### Teacher, Tenwek High School, Bomet (2016 - 2020)

- Taught Kiswahili and CRE to Forms 2 to 4.
- Ran the Kiswahili club, which published a school magazine each term.
- Mentored student teachers from Moi University and the University of Kabianga.

## Education

- BEd (Arts), Kiswahili and CRE, Kabarak University, 2015.
- KCSE, Kericho High School, 2010.`,
  },
  {
    id: "b7-cv-sha-claims-officer-muranga-clean",
    type: "cv",
    marked: `## Profile

Health records and information officer with a Diploma in Health Records and Information Technology from KMTC Nairobi and seven years at the National Hospital Insurance Fund (NHIF) and the Social Health Authority (SHA) in Nairobi and Murang'a.

## Experience

### Claims Officer, Social Health Authority, Murang'a (2024 - present)

- Review about 300 claims a day from hospitals in Murang'a, Kandara and Kangema.
- Check each member's registration and contributions before approving a claim.
- Cut the backlog of rejected claims from 2,400 to 300 in six months with the county's hospitals.

### Claims Assistant, National Hospital Insurance Fund, Nairobi (2018 - 2024)

- Processed inpatient claims from Kenyatta National Hospital, Mbagathi Hospital and Mama Lucy Kibaki Hospital.
- Registered members from the informal sector at Huduma Centres in Nairobi and Thika.
- Trained 25 hospital clerks to submit claims online.

## Skills

Microsoft Excel, ICD-10 coding, DHIS2, KenyaEMR and the SHA provider portal.`,
  },
  {
    id: "b7-linkedin-data-scientist-kisumu",
    type: "letter",
    marked: `Data scientist | Health and agriculture data | Kisumu

I turn messy field data into decisions that county teams can act on. For five years I have worked with KEMRI, the County Government of Kisumu and two agritech start-ups, building models in Python and R and dashboards in Power BI.

My most useful work so far {{have|agreement|has}} been a forecast of malaria cases by sub-county, which the county health team now uses to plan {{it's|homophone|its}} orders of test kits. I also built a credit score for smallholder farmers from {{there|homophone|their}} M-Pesa records and harvest data; a microfinance bank in Kisumu uses it for loans of up to KSh 50,000. I care most about models that a nurse or {{a a|doubled-word|a}} farmer can understand.

I studied Mathematics and Computer Science at {{jaramogi oginga odinga university of science and technology|capitalisation|Jaramogi Oginga Odinga University of Science and Technology}} (JOOUST). {{I'am|apostrophe|I am}} open to roles in health data, in Kisumu or remote. If you run a data project in western Kenya, {{i|capitalisation|I}} would be glad to hear from you.`,
  },
  {
    id: "b7-linkedin-dairy-sourcing-nakuru",
    type: "letter",
    marked: `Agribusiness manager | Dairy and horticulture value chains | Nakuru

I have spent ten years helping farmers in Nakuru, Nyandarua and Laikipia sell more of what they grow. I started as {{a|article|an}} extension officer with the {{ministry of agriculture|capitalisation|Ministry of Agriculture}} and now manage milk sourcing for a processor in Nakuru that buys from 14,000 farmers.

Between 2021 and 2024 the number of cooperatives that supply us {{have|agreement|has}} grown from 22 to 41. The lesson I share most often is simple: a cooperative that chills its milk on the day it is collected earns more {{then|homophone|than}} one that does not. I advise cooperatives on {{weather|homophone|whether}} to buy a cooler or share one, and on the {{buisness|spelling|business}} case for each.

I hold a BSc in Agribusiness Management from Egerton University and an MBA from the University of Nairobi. I am always happy to {{advice|homophone|advise}} young people who want to farm, and to hear from buyers who need a steady supply of milk from Nyandarua and Ol Kalou.`,
  },
  {
    id: "b7-linkedin-mel-specialist-nairobi",
    type: "letter",
    marked: `Monitoring, evaluation and learning specialist | Education and youth programmes | Nairobi

I help NGOs find out whether their programmes work, and why. Over eleven years I have designed and run evaluations for Save the Children, the Aga Khan Foundation and a USAID-funded youth programme in Kilifi, Turkana, Wajir and Nairobi's informal settlements.

I now lead the MEL team at an education NGO {{were|homophone|where}} we track the learning of 90,000 pupils in 300 schools. Our assessment of Grade 3 reading, run with the county education offices, {{show|agreement|shows}} what the programme changes and what it does not. I am one of the few evaluators in Kenya who {{has|agreement|have}} run a randomised trial in public schools with the approval of the Ministry of Education.

I studied Statistics at Kenyatta University and hold a Master's in Monitoring and Evaluation from Jomo Kenyatta {{university|capitalisation|University}} of Agriculture and Technology. I use KoboToolbox, SurveyCTO, Stata and R, and I write reports that programme managers {{actualy|spelling|actually}} read.

{{Its|homophone|It's}} always good to meet people who care about evidence, so do send me a message.`,
  },
  {
    id: "b7-linkedin-accountant-mombasa-clean",
    type: "letter",
    marked: `Certified Public Accountant | Audit and tax for SMEs | Mombasa

I am a CPA-K and member of ICPAK with twelve years in audit and tax, first at Deloitte in Nairobi and since 2019 in my own practice in Mombasa. My clients are shipping agents, hotels in Diani and Watamu, traders at the Lunga Lunga border post and family businesses on the Coast.

I file their returns on KRA iTax and eTIMS, prepare their accounts for the banks and advise them on each year's Finance Act. Most of them came to me after a penalty from KRA; none has had one since.

I also teach Financial Reporting to CPA students at a college in Mombasa on Saturdays, and I mentor young accountants through ICPAK's Coast branch. If you run an SME on the Coast and want your books in order, I would be glad to talk.`,
  },
  {
    id: "b7-letter-icu-nurse-knh",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Nursing Officer, Critical Care Unit, Kenyatta National Hospital

I am writing to apply for the post of Nursing Officer in the Critical Care Unit advertised on the Kenyatta National Hospital website on 6 {{october|capitalisation|October}} 2025.

I am a Kenya Registered Community Health Nurse with a BSc in Nursing from the University of Nairobi and a Higher Diploma in Critical Care Nursing from KMTC. For the past six years I have worked in the intensive care unit at Coast General Teaching and Referral Hospital in Mombasa, {{were|homophone|where}} I care for ventilated patients and {{supervises|agreement|supervise}} a team of five nurses on each shift.

During the COVID-19 pandemic I {{lead|homophone|led}} the unit's training on proning and oxygen therapy, and our team {{recieved|spelling|received}} the hospital's award for patient care in 2021. Last year I {{complete|tense|completed}} a course in renal replacement therapy at the Aga Khan University Hospital, Nairobi.

My licence from the Nursing Council of Kenya is valid until December 2026. I would be grateful for the chance to discuss how I could contribute {{to to|doubled-word|to}} your unit.

Yours faithfully,

Halima Said Omar`,
  },
  {
    id: "b7-letter-bom-teacher-nyeri",
    type: "letter",
    marked: `Dear Chairperson,

Re: Teacher of Chemistry and Biology, Board of Management post

I wish to apply for the post of Teacher of Chemistry and Biology advertised by your Board of Management in the Daily Nation of 10 January 2026. I graduated from {{karatina university|capitalisation|Karatina University}} in 2024 with a BEd (Science), and I am registered with the TSC.

During my teaching practice at Nyeri High School I {{teach|tense|taught}} Chemistry to two Form 3 classes and ran the science club, {{who's|homophone|whose}} project on water quality in the Chania River reached the county science fair. Since then I have worked as {{an|article|a}} BOM teacher at Gatitu Mixed Secondary School in Nyeri, where the Form 4 Chemistry mean rose from 3.9 to 5.2 last year.

I believe that practical work is the best way to teach science, and I make sure that every student in my classes {{do|agreement|does}} at least one practical a week. I am also willing to coach {{atheltics|spelling|athletics}}.

I enclose my CV and {{copys|spelling|copies}} of my certificates.

Yours faithfully,

Joseph Mwangi Kariuki`,
  },
  {
    id: "b7-letter-procurement-kpa",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Procurement Officer, Kenya Ports Authority (Ref. KPA/HR/45/2025)

I am writing to apply for the post of Procurement Officer advertised on the KPA website and in The Standard of 3 November 2025.

I have seven {{years|apostrophe|years'}} experience in public procurement at the County Government of Mombasa and at Kenya Ferry Services, where I now run tenders for the ferries' fuel, spares and {{maintainance|spelling|maintenance}}. I hold a BCom in Purchasing and Supplies from the Technical University of Mombasa and the CPSP-K, and I am a member of KISM.

At Kenya Ferry Services I moved all tenders to the e-procurement module of IFMIS in 2023. Tenders and quotations now {{takes|agreement|take}} 40 days on average, down from 75. In 2024 I also {{lead|homophone|led}} the framework contract for marine fuel, which saved KSh 36 million in its first year. I report to the {{principle|homophone|principal}} supply chain officer and stand in for her when she is away, so I know the principles of PPADA 2015 in daily use.

{{i|capitalisation|I}} can start after one month's notice, and I enclose my CV and certificates.

Yours faithfully,

Mwanajuma Ali Bakari`,
  },
  {
    id: "b7-letter-graduate-safaricom",
    type: "letter",
    marked: `Dear Hiring Manager,

Re: Graduate Trainee, Technology, Safaricom PLC

I am applying for the Graduate Trainee post in {{Safaricoms|apostrophe|Safaricom's}} technology division. I completed a BSc in Telecommunication and Information Technology at {{kenyatta university|capitalisation|Kenyatta University}} in December 2025 with First Class Honours, and my studies {{was|agreement|were}} funded by a HELB loan and a bursary from Kirinyaga County.

During my attachment at the Communications Authority of Kenya I {{help|tense|helped}} measure mobile network quality in Kerugoya and Kutus and wrote {{a|article|an}} analysis of dropped calls that the team still uses. In my final year I built an app that lets boda boda riders in Kerugoya pay {{there|homophone|their}} SACCO contributions by M-Pesa; 120 riders {{uses|agreement|use}} it today.

I am {{exited|spelling|excited}} by Safaricom's work on 5G and on M-Pesa for small businesses, and I would be grateful for an interview.

Yours faithfully,

Brian Muriithi Njeru`,
  },
  {
    id: "b7-letter-driver-uasin-gishu",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Driver III, County Public Service Board of Uasin Gishu

I wish to apply for one of the two posts of Driver III advertised by the Board on 20 January 2026. I hold a valid NTSA driving licence, classes B, C1 and C, a PSV badge and a Certificate of Good Conduct, and I {{has|agreement|have}} driven for eleven years without an accident.

Since 2019 I have driven the staff bus at Moi University. I keep the bus's log book and fuel records, and the transport officer {{check|agreement|checks}} them every Friday. Before that I drove a lorry for a grain trader and {{deliver|tense|delivered}} maize to stores in Iten, Kapsabet and Turbo, so I know the roads of Uasin Gishu, {{nandi|capitalisation|Nandi}} and Elgeyo Marakwet well.

Last year I attended {{an|article|a}} defensive driving course with the Kenya Red Cross. I am {{confidant|spelling|confident}} that I can serve the county well. Copies of my {{certificate's|apostrophe|certificates}} are enclosed.

Yours faithfully,

Wilson Kiprono Rotich`,
  },
  {
    id: "b7-letter-advocate-odpp",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Prosecution Counsel II, Office of the Director of Public Prosecutions

I am applying for the post of Prosecution Counsel II advertised by the ODPP on its website. I am an Advocate of the High Court of Kenya, admitted in 2021, and a member of the Law Society of Kenya. I hold an LLB from Moi University and the Postgraduate Diploma in Law from the Kenya School of Law.

For four years I have worked at a firm in Eldoret, where I defend clients in the Eldoret Law Courts and {{appears|agreement|appear}} in about ten criminal matters a month. I have also volunteered with the National Legal Aid Service, {{witch|spelling|which}} assigned me 30 cases in 2024. In 2023 I was part of the team that {{argue|tense|argued}} a bail appeal before the High Court in Eldoret.

I understand that a prosecutor must disclose the evidence to the defence, and that the {{principal|homophone|principle}} of fairness {{apply|agreement|applies}} to every case. I speak English, Kiswahili and {{kalenjin|capitalisation|Kalenjin}}.

I enclose my CV{{ ,|punctuation|,}} my practising certificate and copies {{of of|doubled-word|of}} my academic certificates.

Yours faithfully,

Faith Jepchirchir Kiprop`,
  },
  {
    id: "b7-letter-reporter-citizen-tv",
    type: "letter",
    marked: `Dear Ms Wambui,

Re: Senior Reporter, Citizen TV, Western Region

Thank you for your call last week about the Senior Reporter post for Citizen TV in Kisumu. I have reported from western Kenya for nine years, the last five as county correspondent for the Nation Media Group, and I would like to bring that experience to Royal Media {{services|capitalisation|Services}}.

My reporting on unpaid health workers in Siaya {{lead|homophone|led}} to the release of their salaries, and my series on the water hyacinth won the Media Council of Kenya's AJEA prize in 2022. I present in English, Kiswahili and Dholuo, and I shoot and {{edits|agreement|edit}} my own video on a phone when a crew cannot reach a story. I know the region well, from its county assemblies to the fish landing beaches of Homa Bay and Busia.

I am {{availble|spelling|available}} to meet in Kisumu or Nairobi at any time.

Yours sincerely,

Otieno Ochieng Owino`,
  },
  {
    id: "b7-letter-credit-analyst-equity",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Credit Analyst, SME Banking, Equity Bank Kenya

I wish to apply for the post of Credit Analyst in SME Banking advertised on the Equity Group careers website. I hold a BCom (Finance) from the University of Nairobi and the Certified Credit Professional qualification from KASNEB, and I have worked for five years at Faulu Microfinance Bank in Nyeri and Karatina, where I appraise about 50 loans a month for traders, dairy farmers and matatu owners and {{keeps|agreement|keep}} arrears below 3%.

Last year my portfolio {{grow|tense|grew}} from KSh 180 million to KSh 260 million. I check each {{applicants|apostrophe|applicant's}} CRB report, KRA PIN and M-Pesa statements, and I visit every business before I recommend a loan. Equity's focus on small businesses {{compliments|homophone|complements}} that experience, and I am {{fimiliar|spelling|familiar}} with the Central Bank of Kenya's prudential guidelines.

I am available for an interview at any time{{..|punctuation|.}}

Yours faithfully,

Wairimu Njoki Gathoni`,
  },
  {
    id: "b7-letter-guest-relations-sarova-clean",
    type: "letter",
    marked: `Dear Mr Mwakio,

Re: Guest Relations Manager, Sarova Whitesands Beach Resort and Spa

I am applying for the post of Guest Relations Manager at Sarova Whitesands in Mombasa, which I saw on the Sarova Hotels careers page. I have worked in beach hotels on the Kenyan coast for ten years, the last five as front office manager of a 250-room resort in Diani.

In that time our guest satisfaction score rose from 82% to 93%, and our rating on TripAdvisor from 4.1 to 4.6. I trained my team to greet German and Italian guests in their own language and to settle a complaint before the guest leaves the desk. I hold a Diploma in Front Office Operations from Kenya Utalii College and a BSc in Hospitality Management from Moi University.

I know Sarova's name for service, and I would be glad to discuss how I could add to it. I am available for an interview on any weekday.

Yours sincerely,

Grace Naliaka Wanjala`,
  },
];

export const passagesBatch7: PassageWithFixes[] = sources.map(parseWithFixes);
