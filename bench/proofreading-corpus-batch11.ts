import { type PassageWithFixes, parseWithFixes } from "./proofreading-corpus-batch4";

/**
 * Held-out batch 11 for `npm run bench:proofreading`, written on 2026-12-01 by a helper engineer
 * ("proof-batch11", in the worktree /work/wt-proof11) apart from the engine, and committed before
 * it was ever run on it.
 *
 * Rules of apartness, as followed:
 * - Read: bench/proofreading-corpus-batch9.ts (format and conventions only; every passage here is
 *   new, and its seeded kinds were counted once to keep similar proportions),
 *   bench/proofreading-corpus-batch4.ts (the `parseWithFixes` format and its header),
 *   bench/proofreading.ts (how passages are scored) and the `errorKinds` list of
 *   bench/proofreading-corpus.ts, printed with `npx tsx -e` (its passages were not read).
 * - Not opened: anything under server/, app/, tests/ or /work/firstruns/, bench/README.md, and
 *   every other corpus batch (batch 10 included). No `git log`, `git show` or `git diff` was run.
 *   Seen in passing: the file names in bench/ (one `ls`), and once, by a slip, a command ran
 *   `sed -n 1,3p` on bench/proofreading-corpus-batch10.ts with its output sent to /dev/null, so
 *   nothing of that file was seen. After the batch was committed and landed, one
 *   `git log -1 --format=%s` on main printed the subject of this batch's own commit, to check the
 *   landing; nothing else of the history was seen.
 *   Neither `npm run bench:proofreading` nor any test suite was run; the batch was validated only
 *   by importing it (every seeded error parses and its span holds its text) and with Biome.
 * - The batch is not registered in bench/proofreading.ts: it is added there for its first run.
 *
 * CV sections, bullets, cover letters and LinkedIn summaries of new clients: a maternity nurse in
 * Kakamega and Butere, a KURA resident engineer in Kisumu, county ICT in Nyeri, a junior school
 * teacher in Vihiga, avocado export quality in Murang'a, SME banking in Nyali and Kilifi, county
 * nutrition in Marsabit and Moyale, a fleet manager in Athi River, county communications in Ol
 * Kalou, community health on Rusinga and Mfangano, a geologist in Voi and the Mui Basin, a resort
 * front office in Diani, an advocate in Eldoret and Kapsabet, a software engineer in Kilimani, an
 * underwriter in Upper Hill, a statistics graduate in Kisumu, fisheries at Kalokol and a QA officer
 * in Ruiru; letters to the Aga Khan Hospital in Mombasa, Safaricom, the Judiciary in Kitale, SHA in
 * Nyeri, KALRO in Njoro, KCB in Kitengela, UNHCR in Kakuma, the IEBC in Kajiado North, Huduma Kenya
 * in Machakos and the Kenya Red Cross in Isiolo; LinkedIn summaries of a fintech product manager, a
 * leather and kikoi label in Kariokor, an HR consultant in Kisumu and a solar pump founder in Kitui.
 * Four passages are clean: a radiographer at KNH, a motor vehicle technician in Kisumu, a letter to
 * Moi Teaching and Referral Hospital and a midwife educator's LinkedIn summary in Machakos.
 *
 * Same format as batches 4 to 10: a seeded error is {{text|kind|correction}}, the correction being
 * what a careful editor writes over the text (a doubled word is marked whole and corrected to one;
 * a missing space after a comma or full stop is the mark, corrected to the mark and a space; a
 * wrong preposition is marked alone and a needless one with its verb, both filed as homophone,
 * the corpus's kind for confusables; a missing article is marked with its noun). Everything else
 * is correct British English as written in Kenya, so a flag on any county, town, university,
 * college, body, certification, system, law, agency, examination, language, product or personal
 * name is a false positive, and so is one on British spellings (licence as a noun, license as a
 * verb, programme, organise, organised, haemorrhage, fibre, labour, learnt, centres), on the
 * American spelling in a proper name (Kenya Climate Innovation Center, KEBS's Standardization
 * Mark), on Swahili and trade words (chamas, boda boda, matatus, kikoi, paybills, Huduma), on
 * correct articles (an MSc, an HR consultant, a BSc, a BCom, a one-stop, a Class T3, an evening
 * list), on correct possessives and plurals (contractors', promoters', mothers', volunteers',
 * SACCOs, NGOs, SMEs), or on lower-case "beaches" after two beach names. LinkedIn
 * summaries are typed "letter": they are written in the first person, as LinkedIn expects.
 *
 * The seeded errors are the ones Kenyan job-seekers' drafts really carry, in roughly the shares
 * they turn up in: misspellings and typos first, then subject-verb agreement, present tense in
 * ended jobs (and past tense mixed into a current one), homophones and confusables (with wrong
 * prepositions: "discuss about", "request for", "good in"), apostrophes, lower-case proper nouns,
 * months and days, punctuation, articles, doubled words, and in CV bullets a few first-person
 * pronouns and weak openers ("Responsible for handling"). Every one is an error a careful editor
 * would correct, none a matter of taste. Not to be tuned on: a fix is measured on a new batch.
 */

type Source = Parameters<typeof parseWithFixes>[0];

const sources: Source[] = [
  {
    id: "b11-cv-nurse-kakamega",
    type: "cv",
    marked: `## Profile

Registered nurse with the Nursing Council of Kenya (NCK), holding a BSc in Nursing from Masinde Muliro University of Science and Technology (MMUST) and six {{years|apostrophe|years'}} experience in maternity and newborn care in Kakamega and Vihiga. Trained in Emergency Obstetric and Newborn Care (EmONC) and a member of the National Nurses Association of Kenya.

## Experience

### Nursing Officer, Maternity Unit, Kakamega County General Hospital (2021 - present)

- Lead a team of nine nurses on the labour ward, which {{handle|agreement|handles}} about 420 deliveries a month.
- Cut the rate of postpartum haemorrhage from 6% to 2.5% with a checklist for the third stage of labour.
- Mentor nursing students from {{kmtc|capitalisation|KMTC}} Kakamega and MMUST during {{there|homophone|their}} clinical placements.
- Enter every delivery on KHIS and report each maternal death to the county's review committee within 24 hours.

### Nurse, Butere Sub-County Hospital (2018 - 2021)

- {{Run|tense|Ran}} the antenatal clinic two days a week and screened mothers for HIV, syphilis and hepatitis B.
- Vaccinated children under the Kenya Expanded Programme on Immunisation and kept the cold chain {{recods|spelling|records}}.
- Trained 30 community health promoters in Butere and Khwisero on the danger signs in {{pregnacy|spelling|pregnancy}}.

## Education

- BSc Nursing, MMUST, 2018.
- KCSE, Butere Girls High School, 2013: B.`,
  },
  {
    id: "b11-cv-resident-engineer-kisumu",
    type: "cv",
    marked: `## Profile

Civil engineer registered with the Engineers Board of Kenya (EBK) and a corporate member of the Institution of Engineers of Kenya (IEK), with a BSc in Civil Engineering from the Technical University of Mombasa and nine years in road and drainage works in Kisumu, Siaya and Homa Bay.

## Experience

### Resident Engineer, Kenya Urban Roads Authority (KURA), Kisumu (2020 - present)

- Supervise three {{contracters|spelling|contractors}} on 42 km of urban roads in Kisumu city, Ahero and Maseno.
- Check the contractors' interim payment certificates and {{approves|agreement|approve}} them for payment within 14 days.
- Chair the monthly site meetings{{,|punctuation|, }}which the county roads department and the Kisumu Water and Sanitation Company (KIWASCO) attend.
- Delivered the Kondele junction upgrade within {{it's|homophone|its}} budget of KSh 380 million.
- Make sure that every site follows the {{occupational safety and health act|capitalisation|Occupational Safety and Health Act}} 2007.

### Site Engineer, Ngata Construction Ltd, Homa Bay (2016 - 2020)

- {{Supervise|tense|Supervised}} the construction of 18 km of low-volume sealed roads in Rangwe and Ndhiwa.
- Tested concrete and soils in the company's site {{laboratary|spelling|laboratory}}.
- Prepared the bills of quantities for {{a|article|an}} 11 km drainage contract in Kendu Bay.

## Education

- BSc Civil Engineering, Technical University of Mombasa, 2015.`,
  },
  {
    id: "b11-cv-ict-officer-nyeri",
    type: "cv",
    marked: `## Profile

ICT officer with seven years in county government and higher education, holding a BSc in Information Technology from Dedan Kimathi University of Technology (DeKUT) and the CCNA and ITIL 4 Foundation certificates. A member of the Computer Society of Kenya.

## Experience

### ICT Officer, County Government of Nyeri (2021 - present)

- Manage the county's network of 26 offices and health centres, linked to the headquarters by fibre.
- Support about 900 staff who {{uses|agreement|use}} IFMIS, the IPPD payroll and the county's revenue system.
- Moved the county's revenue collection to M-Pesa paybills in 2022, which {{rose|homophone|raised}} own-source revenue by 31%.
- Train heads of department on the Data Protection Act 2019 and keep the county's {{registeration|spelling|registration}} with the Office of the Data Protection Commissioner.
- Back up the county's servers every night and test {{the the|doubled-word|the}} recovery plan each quarter.

### ICT Assistant, Karatina University (2017 - 2021)

- {{Maintain|tense|Maintained}} 300 computers in the university's laboratories and library.
- Installed {{sofware|spelling|software}} updates on every machine at the start of each semester.
- {{Was responsible for managing|weak-verb|Managed}} the help desk, which answered about 40 requests from students a day.

## Education

- BSc Information Technology, DeKUT, 2016.
- CCNA, Cisco, 2019; ITIL 4 Foundation, AXELOS, 2022.`,
  },
  {
    id: "b11-cv-junior-school-teacher-vihiga",
    type: "cv",
    marked: `## Profile

Junior school teacher of Integrated Science and Mathematics registered with the Teachers Service Commission (TSC), with a BEd (Science) from Kaimosi Friends University and five years in public schools in Vihiga. Trained by KICD on the competency-based curriculum.

## Experience

### Teacher, Mbale Junior School, Vihiga (2023 - present)

- Teach Integrated Science and Mathematics to about 140 learners in Grades 7, 8 and 9.
- Prepare learners for the Kenya Junior School Education Assessment (KJSEA) and upload their school-based {{assesment|spelling|assessment}} scores to the KNEC portal.
- Set up a science corner built from local materials; learners {{uses|agreement|use}} it for 12 practical activities a term.
- Coordinate the {{schools|apostrophe|school's}} community service learning projects with parents.

### Teacher, Chavakali Primary School, Vihiga (2020 - 2023)

- {{Teach|tense|Taught}} Science and Mathematics in Grades 4 to 6 and prepared Grade 6 learners for {{kpsea|capitalisation|KPSEA}}.
- Ran the school's 4-K Club, whose members planted 500 trees on the school compound in 2022{{..|punctuation|.}}
- Kept a portfolio for each learner and met parents every term to {{discuss about|homophone|discuss}} their progress.

## Education

- BEd (Science), Kaimosi Friends University, 2020.`,
  },
  {
    id: "b11-cv-quality-manager-muranga",
    type: "cv",
    marked: `## Profile

Horticulture quality manager with seven years in fresh produce export, holding a BSc in Horticulture from Chuka University and training as a GlobalG.A.P. internal auditor. Knows the export requirements of KEPHIS and the Horticultural Crops Directorate.

## Experience

### Quality Manager, Mlima Fresh Exports Ltd, Kenol, Murang'a (2021 - present)

- Inspect about 60 tonnes of Hass avocados a week and check the dry matter of every {{consigment|spelling|consignment}}.
- Keep the packhouse's GlobalG.A.P. and BRCGS certificates; the auditors {{has|agreement|have}} raised no major non-conformity since 2021.
- Register smallholder farmers in Kandara and Kigumo with the {{horticultural crops directorate|capitalisation|Horticultural Crops Directorate}}.
- Cut rejections at the port of Rotterdam from 4% {{too|homophone|to}} under 1% in two seasons.

### Field Officer, Kandara Horticulture Growers Co-operative (2017 - 2021)

- {{Visit|tense|Visited}} member farms to check the use of pesticides against the EU's maximum residue limits.
- {{Responsible for training|weak-verb|Trained}} 600 farmers on the harvesting and grading of avocados.
- Kept the spray records and {{organise|tense|organised}} the co-operative's collection days.

## Education

- BSc Horticulture, Chuka University, 2016.`,
  },
  {
    id: "b11-cv-relationship-manager-nyali",
    type: "cv",
    marked: `## Profile

Relationship manager with eight years in SME banking in Mombasa and Kilifi, holding a BCom (Banking and Finance) from Mount Kenya University and the AKIB qualification of the Kenya Institute of Bankers. Certified in anti-money laundering by the Kenya School of Monetary Studies.

## Experience

### Relationship Manager, SME Banking, Equity Bank, Nyali Branch, Mombasa (2021 - present)

- Manage a portfolio of 180 SME clients with loans of KSh 1.4 billion, most of them hardware shops, transporters and hotels.
- Review the credit file of every client whose borrowing {{exceed|agreement|exceeds}} KSh 10 million.
- Keep non-performing loans below 3% and {{recovered|tense|recover}} arrears through restructuring.
- Screen new clients under the {{proceeds of crime and anti-money laundering act|capitalisation|Proceeds of Crime and Anti-Money Laundering Act}}.
- {{I also coach|first-person|Coach}} three junior relationship officers.

### Credit Officer, Kenya Women Microfinance Bank, Kilifi (2016 - 2021)

- {{Appraise|tense|Appraised}} group loans for women's chamas in Kilifi, Mtwapa and Malindi.
- Trained 40 groups on {{bookeeping|spelling|bookkeeping}} and savings.
- Opened {{a|article|an}} M-Pesa-linked savings account for 2,300 clients.

## Education

- BCom (Banking and Finance), Mount Kenya University, 2015.
- AKIB, Kenya Institute of Bankers, 2018.`,
  },
  {
    id: "b11-cv-nutritionist-marsabit",
    type: "cv",
    marked: `## Profile

Nutritionist licensed by the Kenya Nutritionists and Dieticians Institute (KNDI), with a BSc in Food, Nutrition and Dietetics from Kenyatta University and six years in emergency and community nutrition in Marsabit and Isiolo.

## Experience

### County Nutrition Coordinator, County Government of Marsabit (2022 - present)

- Coordinate the Integrated Management of Acute Malnutrition (IMAM) programme in 46 health {{facilites|spelling|facilities}}.
- Lead the county's SMART surveys with UNICEF and the {{world food programme|capitalisation|World Food Programme}}.
- Cut the default rate in outpatient therapeutic care from 19% to 8% by tracing children through community health promoters.
- Report nutrition data on KHIS every month to the county's nutrition steering group, whose members {{includes|agreement|include}} the NDMA and the Kenya Red Cross.

### Nutrition Officer, Action Against Hunger, Moyale (2018 - 2022)

- Screened children for {{malnutriton|spelling|malnutrition}} in Moyale{{ ,|punctuation|,}} Sololo and Laisamis.
- {{Train|tense|Trained}} 120 mothers' groups on infant and young child feeding.
- Distributed ready-to-use therapeutic food {{threw|homophone|through}} 14 outreach sites.

## Education

- BSc Food, Nutrition and Dietetics, Kenyatta University, 2017.`,
  },
  {
    id: "b11-cv-fleet-manager-athi-river",
    type: "cv",
    marked: `## Profile

Transport and fleet manager with eleven years in long-haul trucking on the Northern Corridor, holding a Diploma in Logistics and Transport Management from the Kenya Institute of Management and membership of the Chartered Institute of Logistics and Transport (CILT) Kenya.

## Experience

### Fleet Manager, Savanna Haulage Ltd, Athi River (2019 - present)

- Run a fleet of 64 trucks between Mombasa, Nairobi, Malaba and Busia, and on to Kampala and Kigali.
- Track every truck on GPS and {{checks|agreement|check}} driver hours against the NTSA rules.
- Cut the fuel cost per kilometre by 14% through driver training and a weekly fuel {{reconcilliation|spelling|reconciliation}}.
- Renew the fleet's inspection certificates, insurance and {{comesa|capitalisation|COMESA}} yellow cards before they expire.
- {{I also manage|first-person|Manage}} a workshop of nine mechanics and {{there|homophone|their}} parts store.

### Transport Officer, Transcorridor Logistics, Mombasa (2014 - 2019)

- {{Plan|tense|Planned}} the loading of containers from the port of Mombasa and the inland container depot in Embakasi.
- Handled the transit {{documets|spelling|documents}} at the Malaba and Busia one-stop border posts.
- Cleared overload cases at the Mariakani and Athi River weighbridges with KeNHA.

## Education

- Diploma in Logistics and Transport Management, Kenya Institute of Management, 2013.`,
  },
  {
    id: "b11-cv-communications-officer-ol-kalou",
    type: "cv",
    marked: `## Profile

Communications officer accredited by the Media Council of Kenya, with a BA in Journalism and Mass Communication from Multimedia University of Kenya and six years in county and NGO communications in Nyandarua and Laikipia.

## Experience

### Communications Officer, County Government of Nyandarua, Ol Kalou (2022 - present)

- Write the governor's speeches and press releases, and {{edits|agreement|edit}} the county newsletter.
- Run the county's Facebook, X and YouTube accounts, which {{has|agreement|have}} 210,000 followers between them.
- Organised live coverage of the Ol Kalou Agricultural Show in {{august|capitalisation|August}} 2024.
- Answer public {{enquires|spelling|enquiries}} under the Access to Information Act 2016.

### Communications Assistant, Nanyuki Community Water Trust, Nanyuki (2018 - 2022)

- {{Write|tense|Wrote}} monthly stories on water projects in Laikipia East and Laikipia North.
- Produced short videos that {{was|agreement|were}} shown on Citizen TV and NTV.
- Took photographs at project launches and {{keeped|spelling|kept}} the trust's photo library.

## Education

- BA Journalism and Mass Communication, Multimedia University of Kenya, 2017.`,
  },
  {
    id: "b11-cv-community-health-mbita",
    type: "cv",
    marked: `## Profile

Community health officer with a Diploma in Community Health from KMTC and five years supervising community health promoters in Homa Bay County. Trained on eCHIS and on the Primary Health Care Act 2023.

## Experience

### Community Health Assistant, Mbita Sub-County, Homa Bay County (2021 - present)

- Supervise 110 community health promoters on Rusinga and Mfangano islands, who {{visits|agreement|visit}} about 9,000 households a month.
- Review the promoters' reports on eCHIS every week and {{followed|tense|follow}} up the households with missed visits.
- Organise HIV testing outreaches at the beaches of {{sindo|capitalisation|Sindo}} and Mbita.
- Keep each {{promoters|apostrophe|promoter's}} kit of medicines and test kits stocked.

### Community Health Volunteer Supervisor, Amref Health Africa, Homa Bay (2018 - 2021)

- {{Train|tense|Trained}} 60 volunteers in Ndhiwa on the follow-up of TB patients.
- Collected household data for {{a|article|an}} HIV self-testing study in Rangwe and Suba.
- Paid the volunteers' stipends through M-Pesa and {{reconcilled|spelling|reconciled}} them every month.

## Education

- Diploma in Community Health, KMTC Homa Bay, 2017.`,
  },
  {
    id: "b11-cv-geologist-voi",
    type: "cv",
    marked: `## Profile

Geologist registered with the Geologists Registration Board and a member of the Geological Society of Kenya, with a BSc in Geology from the University of Nairobi and eight years in gemstone and coal exploration in Taita Taveta and Kitui.

## Experience

### Exploration Geologist, Tsavo Minerals Ltd, Voi (2020 - present)

- Map and sample the company's licence areas in Kasigau and Mwatate for garnet and tsavorite.
- Log about 1,500 metres of drill core a year and {{enters|agreement|enter}} the data in the company's database.
- Prepare the annual reports that the Ministry of Mining {{require|agreement|requires}} under the Mining Act 2016.
- Led the {{companys|apostrophe|company's}} first environmental and social impact assessment, which NEMA approved in 2023.
- {{I train|first-person|Train}} artisanal miners in Mwatate on safe blasting and first aid.

### Assistant Geologist, Ministry of Energy, Mui Basin Coal Project, Kitui (2016 - 2020)

- {{Supervise|tense|Supervised}} drilling crews at 30 boreholes in the Mui Basin.
- Kept the {{dailly|spelling|daily}} drilling logs and the core store.

## Education

- BSc Geology, University of Nairobi, 2015.`,
  },
  {
    id: "b11-cv-front-office-diani",
    type: "cv",
    marked: `## Profile

Front office manager with nine years in beach hotels on the south coast, holding a Diploma in Front Office Operations from Kenya Utalii College. Speaks English, Kiswahili, German and Italian.

## Experience

### Front Office Manager, Coral Sands Beach Resort, Diani (2021 - present)

- Lead a front office team of 18, including receptionists, reservations agents and guest relations officers.
- Raised the resort's TripAdvisor score from 4.1 to 4.6 {{by by|doubled-word|by}} answering every review within a day.
- Manage room rates on Opera PMS and {{negotiates|agreement|negotiate}} allotments with tour operators from Germany and Italy.
- Send the monthly guest returns to the Tourism Regulatory Authority and the {{kenya tourism board|capitalisation|Kenya Tourism Board}}.
- Introduced a complaints log, {{wich|spelling|which}} cut repeat complaints by a third.

### Receptionist, Msambweni Palm Lodge, Kwale (2015 - 2021)

- {{Check|tense|Checked}} in about 60 guests a day and took payments in shillings, euros and dollars.
- {{Responsible for handling|weak-verb|Handled}} airport transfers from Moi International Airport and the Ukunda airstrip.

## Education

- Diploma in Front Office Operations, Kenya Utalii College, 2014.`,
  },
  {
    id: "b11-cv-advocate-eldoret",
    type: "cv",
    marked: `## Profile

Advocate of the High Court of Kenya and a member of the Law Society of Kenya (LSK), North Rift branch, with an LLB from Moi University and a Postgraduate Diploma in Law from the Kenya School of Law. Seven years in land, succession and commercial practice in Eldoret and Kapsabet.

## Experience

### Associate, Kiprono & Co. Advocates, Eldoret (2020 - present)

- Appear in the Environment and Land Court and the High Court in Eldoret in about 20 matters a month.
- Draft sale agreements, leases and charges, and {{registers|agreement|register}} them at the Uasin Gishu lands registry.
- Handle land disputes for families in Keiyo and Marakwet, {{were|homophone|where}} many farms are still unregistered.
- Advise families on the {{law of succession act|capitalisation|Law of Succession Act}} and file petitions for letters of {{administation|spelling|administration}}.
- Attend the LSK's continuing professional development {{programme's|apostrophe|programmes}} every year.

### Pupil and Legal Assistant, Chebet and Associates, Kapsabet (2018 - 2020)

- {{Draft|tense|Drafted}} pleadings and research notes for the firm's two partners.
- Kept the firm's court {{dairy|homophone|diary}} and attended mentions in Kapsabet and Eldoret.

## Education

- Postgraduate Diploma in Law, Kenya School of Law, 2019.
- LLB, Moi University, 2017.`,
  },
  {
    id: "b11-cv-software-engineer-kilimani",
    type: "cv",
    marked: `## Profile

Software engineer with six years building payment and logistics systems in Nairobi, with a BSc in Computer Science from Strathmore University and the AWS Certified Solutions Architect - Associate certification. Works in TypeScript{{,|punctuation|, }}Go and PostgreSQL.

## Experience

### Senior Software Engineer, Tuma Pay Ltd, Kilimani, Nairobi (2022 - present)

- Build the M-Pesa and bank integrations of a payments platform that {{process|agreement|processes}} KSh 3 billion a month.
- Moved the platform from a single server to AWS, which cut downtime from 14 hours a year to 40 minutes.
- Integrated Safaricom's Daraja API and KRA's {{etims|capitalisation|eTIMS}} for electronic tax invoices.
- Review about 30 pull requests a week and {{mentored|tense|mentor}} four junior engineers.
- Wrote the team's {{guidlines|spelling|guidelines}} on handling customer data under the Data Protection Act 2019.

### Software Developer, Boda Logistics Ltd, Westlands, Nairobi (2019 - 2022)

- {{Build|tense|Built}} the rider app in React Native for 2,000 boda boda riders.
- Cut the {{apps|apostrophe|app's}} crash rate from 3% to 0.4%.

## Education

- BSc Computer Science, Strathmore University, 2018.`,
  },
  {
    id: "b11-cv-radiographer-knh-clean",
    type: "cv",
    marked: `## Profile

Diagnostic radiographer and a member of the Society of Radiography in Kenya, licensed as a radiation worker by the Kenya Nuclear Regulatory Authority. Holds a Diploma in Medical Imaging Sciences from KMTC Nairobi and a Higher Diploma in Computed Tomography, with ten years in public hospitals in Nairobi and Nakuru.

## Experience

### Senior Radiographer, Kenyatta National Hospital, Nairobi (2020 - present)

- Perform about 40 CT scans a day on a 128-slice scanner, most of them for the emergency department.
- Supervise eight radiographers and plan the CT unit's shift roster.
- Cut the waiting time for outpatient CT from three weeks to six days by opening an evening list.
- Keep the dose records that the Kenya Nuclear Regulatory Authority inspects each year.

### Radiographer, Nakuru Level 5 Hospital (2015 - 2020)

- Took plain X-rays and ultrasound scans for the outpatient and maternity departments.
- Trained interns from KMTC Nakuru on radiation safety.
- Started a mobile X-ray service for the hospital's TB clinic.

## Education

- Higher Diploma in Computed Tomography, KMTC Nairobi, 2019.
- Diploma in Medical Imaging Sciences, KMTC Nairobi, 2014.`,
  },
  {
    id: "b11-cv-underwriter-upper-hill",
    type: "cv",
    marked: `## Profile

Insurance underwriter with seven years in general insurance, holding a BSc in Actuarial Science from Maseno University and the Associate of the Chartered Insurance Institute (ACII) qualification. A member of the Insurance Institute of Kenya (IIK).

## Experience

### Senior Underwriter, Motor and Property, Bima Bora Insurance Company, Upper Hill, Nairobi (2021 - present)

- Underwrite motor and property risks for about 400 corporate clients, with premiums of KSh 900 million a year.
- Set rates for commercial vehicles from claims data and {{reviews|agreement|review}} renewals with the brokers.
- Visit factories in Industrial Area and Ruaraka to {{asses|spelling|assess}} fire risks.
- Report the motor portfolio to the {{insurance regulatory authority|capitalisation|Insurance Regulatory Authority}} each quarter.
- {{Insure|homophone|Ensure}} that every policy is issued within 48 hours of payment.

### Underwriting Assistant, Pamoja Assurance, Kisumu (2017 - 2021)

- {{Prepare|tense|Prepared}} {{quatations|spelling|quotations}} for motor and medical cover for SMEs in Kisumu and Kakamega.
- Entered policies on the {{companys|apostrophe|company's}} core system and issued motor certificates through {{dmvic|capitalisation|DMVIC}}.
- {{Duties included processing|weak-verb|Processed}} about 50 motor renewals a week.

## Education

- BSc Actuarial Science, Maseno University, 2016.
- ACII, Chartered Insurance Institute, 2021.`,
  },
  {
    id: "b11-cv-statistics-graduate-kisumu",
    type: "cv",
    marked: `## Profile

Statistics graduate from Maseno University with a six-month attachment at the Kisumu Water and Sanitation Company (KIWASCO). Skilled in R, Stata, SPSS and Excel.

## Education

- BSc Applied Statistics with IT, Maseno University, 2025: Second Class Honours (Upper Division).
- KCSE, Kisumu Boys High School, 2020: A-.

## Attachment

### Data Analysis Attachee, KIWASCO, Kisumu (May - October 2024)

- {{Clean|tense|Cleaned}} and analysed the billing data of 62,000 water {{customer's|apostrophe|customers}}.
- Built an Excel {{dashbord|spelling|dashboard}} of non-revenue water by zone for the commercial manager.
- Joined meter readers in Nyalenda and Manyatta to check {{wether|spelling|whether}} the meters matched the bills.

## Projects and activities

- Final-year project: a study of maize prices in the markets of Kisumu, Siaya and {{vihiga|capitalisation|Vihiga}}.
- Served as treasurer of the Maseno University Statistics Society {{for for|doubled-word|for}} two years.

## Skills

- R, Stata, SPSS, Excel and Power BI; basic Python.`,
  },
  {
    id: "b11-cv-fisheries-officer-kalokol",
    type: "cv",
    marked: `## Profile

Fisheries officer with eight years on Lake Turkana and Lake Victoria, holding a BSc in Fisheries and Aquatic Sciences from the University of Eldoret.

## Experience

### Fisheries Officer, Kenya Fisheries Service, Kalokol, Turkana County (2021 - present)

- Register fishing boats and license fishers at 14 landing sites on the western shore of Lake Turkana.
- Train the beach management {{unit's|apostrophe|units}} on record keeping and the Fisheries Management and Development Act 2016.
- Collect catch data with KMFRI and {{sends|agreement|send}} a monthly report to the county director.
- Set up a cold store at the Kalokol fish market with the FAO, which cut post-harvest {{loses|homophone|losses}} of tilapia by a third.

### Assistant Fisheries Officer, State Department for Fisheries, Kisumu (2016 - 2021)

- {{Inspect|tense|Inspected}} fish landed at Dunga and Usoma beaches.
- Advised fish farmers in Kisumu and Siaya on cage farming and fish {{fead|spelling|feed}}.
- Seized 400 illegal monofilament nets in joint operations with the {{kenya police service|capitalisation|Kenya Police Service}}.

## Education

- BSc Fisheries and Aquatic Sciences, University of Eldoret, 2015.`,
  },
  {
    id: "b11-cv-qa-officer-ruiru",
    type: "cv",
    marked: `## Profile

Food safety and quality assurance officer with six years in food manufacturing, holding a BSc in Food Science and Technology from JKUAT and trained as a lead auditor for ISO 22000 and FSSC 22000.

## Experience

### QA Officer, Tamu Foods Ltd, Ruiru (2021 - present)

- Test every batch of maize flour for moisture and aflatoxin before it leaves the mill.
- Renew the factory's Standardization Mark permits with the {{kenya bureau of standards|capitalisation|Kenya Bureau of Standards}} (KEBS) each year.
- Passed the FSSC 22000 certification audit in 2023 and {{than|homophone|then}} the surveillance audit in 2024.
- Investigate customer {{complains|spelling|complaints}}, which {{has|agreement|have}} fallen from 30 a month to nine.
- Train 120 machine operators on {{hygene|spelling|hygiene}} and good manufacturing practice.

### Laboratory Analyst, Limuru Dairy Co-operative (2018 - 2021)

- {{Test|tense|Tested}} milk from 3,000 farmers for antibiotics and added water.
- Calibrated the laboratory's equipment and {{keep|tense|kept}} the calibration records.

## Education

- BSc Food Science and Technology, JKUAT, 2017.`,
  },
  {
    id: "b11-cv-motor-technician-kisumu-clean",
    type: "cv",
    marked: `## Profile

Motor vehicle technician with a Diploma in Automotive Engineering from Kisumu National Polytechnic, a Grade I trade test certificate from NITA and eight years servicing light and heavy vehicles in Kisumu and Nakuru.

## Experience

### Workshop Supervisor, Lakeside Motors Ltd, Kisumu (2021 - present)

- Supervise six technicians who service about 120 vehicles a month, most of them pick-ups and matatus.
- Diagnose engine faults with Toyota and Isuzu diagnostic tools.
- Cut the average repair time from three days to one and a half by keeping fast-moving parts in stock.
- Prepare customers' vehicles for the NTSA inspection at the Kisumu inspection centre.

### Technician, Rift Valley Trucks Ltd, Nakuru (2016 - 2021)

- Serviced and repaired Isuzu and Mitsubishi trucks for transport companies and county governments.
- Rebuilt gearboxes and engines, and kept a record of every job card.
- Trained four apprentices, three of whom passed the NITA Grade III test.

## Education

- Diploma in Automotive Engineering, Kisumu National Polytechnic, 2015.
- Grade I trade test certificate, NITA, 2018.`,
  },
  {
    id: "b11-letter-nurse-aga-khan-mombasa",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Registered Nurse, Critical Care Unit, Aga Khan Hospital, Mombasa

I wish to apply for the post of Registered Nurse in the critical care unit, advertised on {{you're|homophone|your}} careers page. I hold a BSc in Nursing from Kenya Methodist University (KeMU) and a Higher Diploma in Critical Care Nursing from KMTC Nairobi, and I am registered with the Nursing Council of Kenya.

For four years I have worked in the intensive care unit of Coast General Teaching and Referral Hospital, where I {{cares|agreement|care}} for ventilated patients and those recovering from surgery. In 2024 I {{train|tense|trained}} 22 nurses on the {{prevension|spelling|prevention}} of pressure ulcers, and the unit's rate of pressure ulcers fell by half. I hold current BLS and ACLS {{certificate's|apostrophe|certificates}}.

I would welcome the chance to bring this experience to your team. I look forward to hearing from you{{..|punctuation|.}}

Yours faithfully,

Mwanajuma Said Athman`,
  },
  {
    id: "b11-letter-graduate-trainee-safaricom",
    type: "letter",
    marked: `Dear Hiring Manager,

Re: Graduate Trainee, Network Engineering, Safaricom PLC

I am writing to apply for the post of Graduate Trainee in network engineering. I graduated in December 2025 with a BSc in Telecommunication and Information Engineering from Jomo Kenyatta University of Agriculture and Technology, with First Class Honours{{ .|punctuation|.}}

During {{an|article|a}} one-year attachment at the Communications Authority of Kenya I {{analyse|tense|analysed}} 4G coverage data for 30 sub-counties and helped to prepare the quarterly report on the quality of service. My final-year project, a low-cost sensor that reports the water level of a tank by SMS, {{were|agreement|was}} one of ten projects shown at the {{jkuat|capitalisation|JKUAT}} innovation week.

I am {{intrested|spelling|interested}} in radio planning, and I would value the chance to learn from Safaricom's engineers. I {{request for|homophone|request}} an opportunity to discuss my application with you.

Yours faithfully,

Brian Kiprotich Rotich`,
  },
  {
    id: "b11-letter-court-assistant-kitale",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Court Assistant II, Judiciary of Kenya, Kitale Law Courts

I wish to apply for the post of Court Assistant II advertised by the Judicial Service Commission. I hold a Diploma in Law from the Kenya School of Law, and for three years I have worked as {{clerk|article|a clerk}} at a law firm in Kitale.

In my present job I file pleadings on the Judiciary's e-filing {{sytem|spelling|system}} and keep the firm's register of cases, which {{contain|agreement|contains}} about 600 active files. Last year I {{assist|tense|assisted}} the firm to move its paper files to a digital register.

I am honest and {{dilligent|spelling|diligent}}, and I understand the need for confidentiality in court work. I speak English, Kiswahili and {{luhya|capitalisation|Luhya}}, and I can type 60 words a minute.

Yours faithfully,

Mercy Nafula Wekesa`,
  },
  {
    id: "b11-letter-claims-officer-sha-nyeri",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Claims Officer, Social Health Authority (SHA), Nyeri Regional Office

I am applying for the post of Claims Officer advertised in The Standard on 3 {{Febuary|spelling|February}} 2026. I hold a Diploma in Health Records and Information Management from KMTC Nyeri and a BSc in Health Information Management from Kenyatta University, and I am registered with the Health Records and Information Managers Board.

For five years I have worked at Outspan Hospital in Nyeri, where I prepare and {{submits|agreement|submit}} about 900 claims a month, first to NHIF and now to SHA. When the hospital moved to the SHA system in 2024, I {{train|tense|trained}} 40 staff on the new claims portal, and our rejection rate fell from 12% to 4%.

I understand the Social Health Insurance Act 2023 and the {{affect|homophone|effect}} of a rejected claim on a hospital's cash flow. I would welcome the chance to serve at the {{authoritys|apostrophe|authority's}} Nyeri office.

Yours faithfully,

Peter Maina Githinji`,
  },
  {
    id: "b11-letter-research-technician-kalro-njoro",
    type: "letter",
    marked: `Dear Dr Kiplagat,

Re: Research Technician, KALRO Food Crops Research Centre, Njoro

I am writing to apply for the post of Research Technician in the wheat breeding programme, which {{were|agreement|was}} advertised on the KALRO website last week. I hold a BSc in Agronomy from Egerton University.

From 2022 to 2025 I worked as a field assistant in the wheat rust screening nursery at Njoro. In that role I {{score|tense|scored}} 3,000 wheat lines for stem rust each season and {{manage|tense|managed}} the seed store. I grew up on a farm near {{molo|capitalisation|Molo}}, and I know the problems that wheat farmers in Nakuru and Narok face.

I hold a valid driving {{license|spelling|licence}} and I am willing to work at any of the {{centres|apostrophe|centre's}} trial sites.

Yours sincerely,

Faith Chepngetich Koech`,
  },
  {
    id: "b11-letter-relationship-officer-kcb-kitengela",
    type: "letter",
    marked: `Dear Mr Njoroge,

Re: Relationship Officer, KCB Bank Kenya, Kitengela Branch

Thank you for meeting me at the Kitengela branch last {{thursday|capitalisation|Thursday}}. As you suggested, I am applying for the post of Relationship Officer. I hold a BCom (Finance) from KCA University, and for three years I have sold loans for a microfinance bank in Kajiado County.

My portfolio of 260 clients {{include|agreement|includes}} butcheries, hardware shops and suppliers to the flower farms in Isinya and Kitengela. In 2025 I {{recruit|tense|recruited}} 140 new clients, more {{then|homophone|than}} any other officer in the region{{.|punctuation|. }}I speak English, Kiswahili and Maa, which helps me serve the livestock traders at the Kitengela market.

Yours sincerely,

Naserian Nkoitiko Sankale`,
  },
  {
    id: "b11-letter-records-officer-mtrh-clean",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Health Records and Information Officer III, Moi Teaching and Referral Hospital, Eldoret

I wish to apply for the post of Health Records and Information Officer III advertised on the hospital's website. I hold a Diploma in Health Records and Information Technology from KMTC Eldoret, and I am registered with the Health Records and Information Managers Board.

For three years I have worked in the records department of Iten County Referral Hospital, where I code diagnoses in ICD-11, prepare the monthly returns on KHIS and retrieve about 200 files a day for the outpatient clinics. When the hospital moved to an electronic medical record in 2024, I helped to scan 40,000 old files and trained the clerks to use the new system.

I understand that patient records must be accurate and confidential, and I follow the Data Protection Act 2019 in my work. I speak English, Kiswahili and Kalenjin, and I would welcome the chance to work at a national referral hospital.

Yours faithfully,

Gladys Jepkosgei Kiptoo`,
  },
  {
    id: "b11-letter-protection-assistant-unhcr-kakuma",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Protection Assistant, UNHCR Sub-Office, Kakuma

I wish to apply for the post of Protection Assistant advertised on the UNHCR careers {{sight|homophone|site}}. I hold a BA in Sociology from the Catholic University of Eastern Africa (CUEA), and for four years I have worked for the Lutheran World Federation in Kakuma and Kalobeyei, where I {{interviews|agreement|interview}} new arrivals and refer survivors of gender-based {{violance|spelling|violence}} to case workers.

In 2023 I {{coordinate|tense|coordinated}} a team of 12 refugee volunteers that registered 3,000 children for school. I speak English, Kiswahili, Turkana and {{arabic|capitalisation|Arabic}}, and I am used to working with interpreters for Nuer and Dinka.

I understand the Refugees Act 2021 and the {{principal|homophone|principle}} of non-refoulement, and I have seen the value {{of of|doubled-word|of}} listening to refugees before deciding for them.

Yours faithfully,

Ekiru Lomuria Ekai`,
  },
  {
    id: "b11-letter-registration-clerk-iebc-kajiado",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Registration Clerk, Independent Electoral and Boundaries Commission, Kajiado North Constituency

I am applying for the post of Registration Clerk for the continuous voter registration in Kajiado North. I hold a Diploma in Information Communication Technology from PC Kinyanjui Technical Training Institute.

During the 2022 general election I {{work|tense|worked}} as a polling clerk at Ongata Rongai Primary School, where I {{identify|tense|identified}} voters on the KIEMS kit. I am not a member of any political party, and I understand that a clerk must be {{nuetral|spelling|neutral}}. I live in {{ngong|capitalisation|Ngong}} and know every ward in the constituency.

My certificate of good conduct and my KRA PIN certificate {{is|agreement|are}} attached.

Yours faithfully,

Joyce Wambui Kamau`,
  },
  {
    id: "b11-letter-customer-service-huduma-machakos",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Customer Service Officer, Huduma Kenya, Machakos Huduma Centre

I wish to apply for the post of Customer Service Officer advertised by the Public Service Commission. I hold a BA in Communication from Machakos University and two {{year's|apostrophe|years'}} experience in customer service.

As {{a|article|an}} intern at the Machakos Huduma Centre in 2024, I {{serve|tense|served}} about 80 citizens a day on eCitizen and explained how to replace lost national identity cards and {{birth certificate's|apostrophe|birth certificates}}. I learnt that citizens who {{comes|agreement|come}} to a Huduma Centre want a clear answer and a fair queue.

I am good {{in|homophone|at}} explaining government {{proceedures|spelling|procedures}} in simple language, and I speak English, Kiswahili and Kamba.

Yours faithfully,

Catherine Mwikali Musyoka`,
  },
  {
    id: "b11-letter-livelihoods-officer-red-cross-isiolo",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Livelihoods Officer, Kenya Red Cross Society, Isiolo Branch

I am writing to apply for the post of Livelihoods Officer in Isiolo. I hold a BSc in Range Management from the University of Nairobi, and I have worked for five years with pastoralist {{comunities|spelling|communities}} in Isiolo and Samburu.

At a local NGO in Isiolo I {{manages|agreement|manage}} a cash transfer programme for 2,400 households, paid through M-Pesa. Last year I {{organise|tense|organised}} livestock off-take during the drought with the National Drought Management Authority ({{ndma|capitalisation|NDMA}}), and I have seen how the loss of a herd {{effects|homophone|affects}} a family.

I am completing {{a|article|an}} MSc in Dryland Resource Management at the University of Nairobi, and I speak English, Kiswahili, Borana and Samburu.

Yours faithfully,

Abdullahi Guyo Halake`,
  },
  {
    id: "b11-linkedin-fintech-product-manager-nairobi",
    type: "letter",
    marked: `I am a product manager at a Nairobi fintech, where I lead the team behind a savings and credit app used by 400,000 small traders. Before that I {{work|tense|worked}} for four years at a commercial bank, where I built the bank's first USSD loan product.

I studied Economics and Statistics at the University of Nairobi and hold a certificate in product management from {{strathmore business school|capitalisation|Strathmore Business School}}. What drives me is simple: most small traders do not need more credit, but credit that {{fit|agreement|fits}} the way {{there|homophone|their}} income arrives.

I am happy to talk to founders, {{regulaters|spelling|regulators}} and anyone building for the informal economy.`,
  },
  {
    id: "b11-linkedin-leather-label-kariokor",
    type: "letter",
    marked: `I run Shanga Studio, a small fashion label in Kariokor, Nairobi, that makes bags and sandals from Kenyan leather and kikoi. I trained in fashion design at the Buruburu Institute of {{fine arts|capitalisation|Fine Arts}} and worked for five years as {{tailor|article|a tailor}} before I opened my own workshop.

Today we employ 14 artisans, most of them women from Kariokor and Gikomba, and our products {{sells|agreement|sell}} in shops in Nairobi, Kigali and {{london|capitalisation|London}}. In 2024 we {{win|tense|won}} a Made in Kenya award from the Kenya Association of Manufacturers.

I am looking for {{stockist's|apostrophe|stockists}} and for partners who care about fair pay as much as good design.`,
  },
  {
    id: "b11-linkedin-hr-consultant-kisumu",
    type: "letter",
    marked: `I am an HR consultant in Kisumu and a full member of the Institute of Human Resource Management (IHRM). For twelve years I have helped hospitals{{,|punctuation|, }}schools and SACCOs in Nyanza and Western Kenya to recruit, pay and keep good staff.

Before I {{start|tense|started}} my own practice in 2019, I was the HR manager of a sugar company in Muhoroni, where I handled the {{retrenchement|spelling|retrenchment}} of 600 workers under the Employment Act. I {{beleive|spelling|believe}} that most labour disputes begin with a poorly written contract, and I have trained more than 900 supervisors {{on on|doubled-word|on}} performance appraisals.

Employers who {{wants|agreement|want}} to avoid costly cases at the Employment and Labour Relations Court are welcome to get in touch.`,
  },
  {
    id: "b11-linkedin-midwife-educator-machakos-clean",
    type: "letter",
    marked: `I am a midwife and nurse educator at the Kenya Medical Training College in Machakos, where I have taught for nine years. Before that I worked for six years on the labour ward of Machakos Level 5 Hospital, and I still spend one day a week with mothers and newborns.

I hold an MSc in Midwifery from the Aga Khan University and I am a member of the Midwives Association of Kenya. My research looks at respectful maternity care in county hospitals, and I have presented it at the East, Central and Southern Africa College of Nursing.

I am always glad to mentor young midwives and to share teaching materials with other colleges.`,
  },
  {
    id: "b11-linkedin-solar-pumps-kitui",
    type: "letter",
    marked: `I founded Jua Safi Energy in Kitui in 2018 to bring solar pumps to farmers who {{depends|agreement|depend}} on seasonal rivers. We have {{instaled|spelling|installed}} over 700 pumps in Kitui, Makueni and {{tharaka nithi|capitalisation|Tharaka-Nithi}}, and our pay-as-you-go plans let a farmer pay for a pump over {{too|homophone|two}} seasons through M-Pesa.

I studied Electrical Engineering at South Eastern Kenya University (SEKU) and I hold a Class T3 solar PV technician licence from EPRA. Last year we {{receive|tense|received}} funding from the Kenya Climate Innovation Center to open a second branch in {{mwingi|capitalisation|Mwingi}}.

If you work in irrigation, water or climate finance{{,,|punctuation|,}} I would like to hear from you.`,
  },
];

export const passagesBatch11: PassageWithFixes[] = sources.map(parseWithFixes);
