import { type PassageWithFixes, parseWithFixes } from "./proofreading-corpus-batch4";

/**
 * Held-out batch 9 for `npm run bench:proofreading`, written on 2026-12-01 by a helper engineer
 * ("proof-batch9") apart from the engine. Read: bench/proofreading-corpus-batch7.ts (format and
 * conventions only; its kinds were counted once to keep the same proportions),
 * bench/proofreading-corpus-batch4.ts (the `parseWithFixes` format) and bench/proofreading.ts (how
 * batches are registered). Not opened: anything under server/, the proofreading tests,
 * bench/README.md and every other corpus batch (batch 8 included). The engine's history was not
 * read; the one-line subjects of the three latest commits touching bench/proofreading.ts were seen
 * once, while checking how batch 8 was registered, and one of them names an engine change. The
 * batch was committed before it was run on the engine.
 *
 * CV sections, bullets, cover letters and LinkedIn summaries of new clients: a hospital pharmacist
 * in Kisumu, a TVET electrical trainer at Kabete, tea extension at a KTDA factory in Litein,
 * manufacturing HR in Thika, county internal audit in Machakos, a land surveyor in Nanyuki, a
 * laboratory in Lodwar, ECDE in Kilifi, customs clearing in Mombasa, child protection in Garissa
 * and Dadaab, a KNBS data analyst, a lodge chef in Naivasha, geothermal operations at Olkaria, a
 * JKUAT mechatronics graduate, private security in Eldoret, a medical representative in Kisii, a
 * coffee co-operative in Othaya, a veterinary officer in Narok, rural water in Makueni, a tax
 * associate in Upper Hill, a counselling psychologist in Nakuru, a quantity surveyor in Ongata
 * Rongai and a company secretary in Westlands; letters to KEMRI-Wellcome in Kilifi, the TSC in
 * Siaya, Kenya Power in South Nyanza, NEMA, KWS in Tsavo, Co-operative Bank in Kerugoya and Kenya
 * Airways at JKIA; LinkedIn summaries of an agritech founder in Eldoret and a procurement
 * consultant in Mombasa. Four passages are clean: a physiotherapist in Nyeri, a SACCO credit
 * officer in Embu, a letter to the County Government of Kirinyaga and a UX designer's LinkedIn
 * summary in Nairobi.
 *
 * Same format as batches 4 to 8: a seeded error is {{text|kind|correction}}, the correction being
 * what a careful editor writes over the text (a doubled word is marked whole and corrected to one;
 * a missing space after a comma is the comma, corrected to a comma and a space). Everything else is
 * correct British English as written in Kenya, so a flag on any county, town, university,
 * college, body, certification, system, law, agency, examination, language, product or personal
 * name is a false positive, and so is one on British spellings (organise, programme, licence,
 * practise as a verb, practice as a noun, labour, fertiliser, enrolment, paediatric, counselling,
 * cancelled, learnt, cheques, human-centred, digitised), on the American spelling in a proper name
 * (African Population and Health Research Center), on Swahili and trade words (shamba, uji, makuti,
 * mabati, harambee, chama, chamas, mama mboga, mitumba, boda boda, matatu, nyama choma, sukuma wiki,
 * mandazi, chapati, pilau, Mwongozo, Ajira Digital, Fuliza, M-Shwari), on a field's own word
 * repeated (audit in an internal auditor's CV, physiotherapy in a physiotherapist's), on correct
 * articles that a naive rule gets wrong (an HND, an MBA, an MSc, an MA, an LLB, an HR practitioner,
 * an SMS receipt, an M-Pesa agent, an EIA, an IATA certificate, an Arduino, a USSD menu,
 * a university), on correct possessives and plurals (growers', contractors', girls', Children's
 * Court, SACCOs, NGOs, SMEs), on lower-case "rivers" after two river names, or on a correct "its",
 * "it's", "whether", "licensed" or "license" (the verb). LinkedIn summaries are typed "letter":
 * they are written in the first person, as LinkedIn expects. Only the kinds of errors clients really
 * make are seeded (agreement, homophones and confusables, apostrophes, tense in ended jobs,
 * spelling, capitals, articles, doubled words, punctuation); no style finding is seeded, and the
 * CVs are written without first person or weak verbs. Not to be tuned on: a fix is measured on a
 * new batch.
 */

type Source = Parameters<typeof parseWithFixes>[0];

const sources: Source[] = [
  {
    id: "b9-cv-pharmacist-kisumu",
    type: "cv",
    marked: `## Profile

Pharmacist registered with the Pharmacy and Poisons Board (PPB) and a member of the Pharmaceutical Society of Kenya (PSK), with a Bachelor of Pharmacy from Kenyatta University and seven years in hospital and community pharmacy in Kisumu and Siaya. Holds a current practising licence and a certificate in antimicrobial stewardship from the University of Nairobi.

## Experience

### Senior Pharmacist, Jaramogi Oginga Odinga Teaching and Referral Hospital, Kisumu (2021 - present)

- Run the inpatient pharmacy, which {{dispense|agreement|dispenses}} about 1,200 prescriptions a day for 460 beds.
- Cut stock-outs of tracer medicines from 14% to 3% by moving orders from KEMSA to a two-week cycle.
- Chair the hospital's medicines and therapeutics {{commitee|spelling|committee}} and report adverse drug reactions to the PPB.
- Train 30 pharmaceutical technologists and interns a year on the {{principals|homophone|principles}} of rational drug use.
- Keep the controlled drugs registers, which the PPB inspectors {{has|agreement|have}} rated compliant at every visit since 2021.

### Pharmacist, Siaya County Referral Hospital (2017 - 2021)

- {{Manage|tense|Managed}} the hospital's ARV and TB drug stores for 9,000 patients.
- Introduced an electronic dispensing register in {{february|capitalisation|February}} 2019, which cut dispensing errors by half.
- Counselled patients at the comprehensive care clinic on {{there|homophone|their}} medicines.

## Education

- Bachelor of Pharmacy, Kenyatta University, 2016.
- Certificate in Antimicrobial Stewardship, University of Nairobi, 2022.`,
  },
  {
    id: "b9-cv-tvet-trainer-kabete",
    type: "cv",
    marked: `## Profile

Electrical installation trainer with nine years at national polytechnics, holding an HND in Electrical and Electronic Engineering from the Kenya Technical Trainers College and a BTech from the Technical University of Kenya. Holds a Class A1 electrical worker's licence from EPRA and is accredited by TVETA as a CBET trainer and assessor.

## Experience

### Trainer, Electrical Department, Kabete National Polytechnic, Nairobi (2020 - present)

- Teach electrical installation to 120 trainees a year on {{the the|doubled-word|the}} CBET curriculum, from level 4 to level 6.
- Prepare trainees for the NITA trade tests and the KNEC diploma examinations; 92% of them {{passes|agreement|pass}} at the first sitting.
- Set up a solar installation workshop with {{an|article|a}} USAID-funded grant of KSh 3.4 million.
- Place trainees on industrial attachment with Kenya Power, KenGen and {{ketraco|capitalisation|KETRACO}}.
- Mark and moderate CBET {{assesments|spelling|assessments}} as a TVET CDACC assessor.

### Assistant Trainer, Nyeri National Polytechnic (2016 - 2020)

- {{Teach|tense|Taught}} wiring and electrical machines to craft and diploma classes.
- Maintained the department's workshop and {{it's|homophone|its}} stock of tools and meters.
- Coached the polytechnic's team to second place in the 2019 KATTI skills competition{{..|punctuation|.}}

## Education

- BTech Electrical and Electronic Engineering, Technical University of Kenya, 2018.
- Higher National Diploma, Electrical and Electronic Engineering, Kenya Technical Trainers College, 2015.`,
  },
  {
    id: "b9-cv-tea-extension-litein",
    type: "cv",
    marked: `## Profile

Agronomist with eight years in tea extension for smallholder farmers in Kericho, Bomet and Nandi, holding a BSc in Agriculture from Egerton University and a certificate in Rainforest Alliance auditing. Speaks English, Kiswahili and Kipsigis.

## Experience

### Field Services Coordinator, KTDA Management Services, Litein Tea Factory, Kericho (2021 - present)

- Lead a team of 14 extension officers who {{serves|agreement|serve}} 9,800 smallholder tea growers.
- Raised the share of fine leaf delivered to the factory from 71% to 88% in {{three year's|apostrophe|three years}}.
- Run 40 farmer field schools a year on pruning, fertiliser use and soil {{conservaton|spelling|conservation}}.
- Prepare the factory's Rainforest Alliance audit files; the factory has passed every audit since 2019.
- Answer growers' queries on the mini-bonus within a week through the {{factorys|apostrophe|factory's}} grower portal.

### Extension Officer, Chemosit Tea Growers Ltd, Bomet (2017 - 2021)

- {{Train|tense|Trained}} 2,500 outgrowers in Sotik and Chepalungu on the safe use of pesticides.
- Mapped 4,000 tea farms with GPS for the company's traceability register.
- Introduced {{a|article|an}} SMS alert on leaf collection times, which cut waiting at the buying centres from five hours to two.

## Education

- BSc Agriculture, Egerton University, 2016.`,
  },
  {
    id: "b9-cv-hr-officer-thika",
    type: "cv",
    marked: `## Profile

Human resources officer with six years in manufacturing, a BA in Human Resource Management from Jomo Kenyatta University of Agriculture and Technology (JKUAT) and a Higher Diploma in Human Resource Management from the Institute of Human Resource Management (IHRM). A full member of IHRM and an HR practitioner licensed under the Human Resource Management Professionals Act 2012.

## Experience

### HR Officer, Thika Tissue Mills Ltd, Thika (2022 - present)

- Run payroll for 640 staff on Sage 300 People and file PAYE, NSSF, SHIF and Housing Levy returns by the ninth of each month.
- Recruit about 80 machine operators a year and check each one's Certificate of Good Conduct and KRA PIN.
- Cut casual labour turnover from 38% to 17% in {{to|homophone|two}} years.
- Handle disciplinary cases under the Employment Act 2007; the Employment and Labour Relations Court {{have|agreement|has}} upheld every dismissal that the company has defended since 2022.
- Organise the staff wellness week with AAR and the Kenya Red Cross.

### HR Assistant, Kakuzi PLC, Makuyu (2019 - 2022)

- {{Maintain|tense|Maintained}} staff files for 2,000 permanent and seasonal workers on the avocado and macadamia farms.
- Ran the induction for seasonal pickers in English and {{kiswahili|capitalisation|Kiswahili}}.
- Prepared the company's {{responce|spelling|response}} to a labour inspection by the State Department for Labour in 2021.
- Kept each {{employees|apostrophe|employee's}} leave record and calculated terminal dues for 140 leavers.

## Education

- BA Human Resource Management, JKUAT, 2018.
- Higher Diploma in Human Resource Management, IHRM, 2020.`,
  },
  {
    id: "b9-cv-internal-auditor-machakos",
    type: "cv",
    marked: `## Profile

Internal auditor with eight years in county and public audit, a Certified Public Accountant (CPA-K), a Certified Internal Auditor (CIA) and a member of ICPAK and the Institute of Internal Auditors Kenya. Holds a BCom (Accounting) from Machakos University and an MBA from the University of Nairobi.

## Experience

### Principal Internal Auditor, County Government of Machakos (2021 - present)

- Lead the internal audit of 11 county departments and the county's Level 5 hospital, and report to the audit committee each quarter.
- Prepare the annual risk-based audit plan and {{presents|agreement|present}} it to the audit committee for approval.
- Audited pending bills of KSh 2.1 billion in 2023 and {{identifed|spelling|identified}} KSh 180 million in claims without delivery records.
- Follow up the {{auditor-general's|capitalisation|Auditor-General's}} recommendations; the share implemented rose from 41% to 76%.
- Audit revenue{{,|punctuation|, }}IFMIS payments and the payroll on IPPD every quarter.

### Senior Auditor, Office of the Auditor-General, Nairobi (2016 - 2021)

- {{Audit|tense|Audited}} the accounts of eight state corporations and four ministries each year.
- Led the audit of {{an|article|a}} university's development fund and its KSh 600 million hostel project.
- Wrote audit reports that the Public Accounts Committee of the National Assembly {{discuss|tense|discussed}} in 2019 and 2020.

## Education

- MBA (Finance), University of Nairobi, 2020.
- BCom (Accounting), Machakos University, 2015.
- CPA, KASNEB, 2016; CIA, Institute of Internal Auditors, 2022.`,
  },
  {
    id: "b9-cv-land-surveyor-nanyuki",
    type: "cv",
    marked: `## Profile

Land surveyor licensed to practise by the Land Surveyors Board since 2017 and a member of the Institution of Surveyors of Kenya (ISK), with a BSc in Geomatic Engineering from Jomo Kenyatta University of Agriculture and Technology and ten years in cadastral and engineering surveys in Laikipia, Meru and Isiolo.

## Experience

### Principal, Mukuru Geo Surveys, Nanyuki (2020 - present)

- Run a private survey {{practise|homophone|practice}} with four surveyors and two GIS technicians.
- Complete about 150 subdivisions and boundary surveys a year and submit them to the Survey of Kenya through Ardhisasa.
- Survey ranch boundaries for community conservancies in Laikipia North, where boundary disputes {{is|agreement|are}} common.
- Set out roads and culverts for KeRRA contractors {{in in|doubled-word|in}} Timau and Doldol.
- Advise landowners on the Land Registration Act 2012 and the {{land control act|capitalisation|Land Control Act}}.

### Surveyor, Survey of Kenya, Meru (2014 - 2020)

- {{Check|tense|Checked}} survey plans from private surveyors before {{there|homophone|their}} approval.
- Re-established 300 lost beacons in Tigania and Igembe.
- Digitised 1,200 registry index maps for the county's land {{registery|spelling|registry}}.

## Education

- BSc Geomatic Engineering, JKUAT, 2013.`,
  },
  {
    id: "b9-cv-lab-technologist-lodwar",
    type: "cv",
    marked: `## Profile

Medical laboratory technologist registered with the Kenya Medical Laboratory Technicians and Technologists Board (KMLTTB), with a Higher Diploma in Medical Laboratory Sciences from KMTC Nairobi and seven years in public hospitals in Turkana and West Pokot, four of them as {{a|article|an}} in-charge. Runs GeneXpert, haematology and chemistry analysers and reports results on KHIS.

## Experience

### Laboratory In-Charge, Lodwar County Referral Hospital (2021 - present)

- Manage a laboratory of 16 staff that {{run|agreement|runs}} about 500 tests a day.
- Led the laboratory to {{it's|homophone|its}} first KENAS accreditation under ISO 15189 in 2023.
- Cut the turnaround time for TB results from three days to {{won|homophone|one}} by moving samples on boda bodas from 12 health centres.
- Supervise external quality assessment with NPHL; the laboratory's results {{has|agreement|have}} scored above 90% in every round since 2022.

### Laboratory Technologist, Kapenguria County Referral Hospital (2017 - 2021)

- {{Perform|tense|Performed}} malaria, HIV viral load and blood chemistry tests.
- Trained 24 staff of health centres in Pokot South on malaria {{mircoscopy|spelling|microscopy}}.
- Ordered reagents from KEMSA{{ ,|punctuation|,}} MEDS and the county store every month.

## Education

- Higher Diploma in Medical Laboratory Sciences, KMTC Nairobi, 2019.
- Diploma in Medical Laboratory Sciences, KMTC Lodwar, 2016.`,
  },
  {
    id: "b9-cv-ecde-teacher-kilifi",
    type: "cv",
    marked: `## Profile

Early childhood teacher with a Diploma in Early Childhood Development Education from Shanzu Teachers Training College and eight years in public ECDE centres in Kilifi and Malindi. Registered with the TSC and trained by KICD on the Competency-Based Curriculum for pre-primary. Speaks English, Kiswahili and Giriama.

## Experience

### ECDE Teacher, Mnarani ECDE Centre, County Government of Kilifi (2020 - present)

- Teach 38 children aged four to six in PP1 and PP2 and keep a portfolio of each {{childs|apostrophe|child's}} work.
- Run the school feeding programme, which {{serve|agreement|serves}} uji to 120 children every morning.
- Make learning materials from bottle tops, sisal and makuti.
- Meet parents every term and {{explains|agreement|explain}} the CBC assessment rubrics to them.
- Raised enrolment at the centre from 64 to 120 children in {{too|homophone|two}} years.

### ECDE Teacher, Malindi Township ECDE Centre (2016 - 2020)

- {{Prepare|tense|Prepared}} children for Grade 1 and kept their progress records.
- Organised a harambee with parents that raised KSh 180,000 for a new classroom in {{august|capitalisation|August}} 2018.
- Led a reading club that met every {{wenesday|spelling|Wednesday}} afternoon.

## Education

- Diploma in Early Childhood Development Education, Shanzu Teachers Training College, 2015.
- KCSE, Kilifi Township Secondary School, 2012.`,
  },
  {
    id: "b9-cv-clearing-agent-mombasa",
    type: "cv",
    marked: `## Profile

Customs clearing and freight forwarding agent with nine years at the port of Mombasa, holding the East African Customs and Freight Forwarding Practising Certificate (EACFFPC) and a Diploma in Logistics and Supply Chain Management from the Technical University of Mombasa. A member of the Kenya International Freight and Warehousing Association (KIFWA); clears cargo daily on the KRA iCMS and the KenTrade single window.

## Experience

### Senior Clearing Agent, Pwani Cargo Logistics Ltd, Mombasa (2020 - present)

- Clear about 90 containers a month for importers of vehicles, fertiliser and mitumba.
- Lodge import declarations on iCMS and {{pays|agreement|pay}} duties through the KRA bank accounts the same day.
- Cut the average clearing time from nine days to four by lodging entries before the {{ships|apostrophe|ship's}} arrival.
- Book SGR freight to the Nairobi and Naivasha inland container depots with Kenya Railways.
- Brief importers on the {{affect|homophone|effect}} of each Finance Act on their duty.
- Resolve valuation disputes; KRA {{excepted|homophone|accepted}} the company's valuation in 27 of 30 disputes in 2024.

### Clearing Clerk, Bahari Forwarders Ltd, Mombasa (2016 - 2020)

- {{Prepare|tense|Prepared}} shipping documents and delivery orders for 40 importers.
- Tracked containers on the KPA portal and warned clients before demurrage started.
- Passed the EACFFPC examination in 2017 with a {{distiction|spelling|distinction}}.

## Education

- Diploma in Logistics and Supply Chain Management, Technical University of Mombasa, 2015.
- EACFFPC, KIFWA and KRA, 2017.`,
  },
  {
    id: "b9-cv-childrens-officer-garissa",
    type: "cv",
    marked: `## Profile

Children's officer with seven years in child protection in Garissa, Wajir and the Dadaab refugee camps, holding a BA in Social Work from Kenyatta University and a Postgraduate Diploma in Child Rights from the University of Nairobi. Speaks English, Kiswahili and Somali.

## Experience

### Sub-County Children's Officer, Department of Children's Services, Garissa (2021 - present)

- Manage a caseload of about 60 children in need of care and protection under the Children Act 2022.
- Chair the sub-county child protection committee, which {{meet|agreement|meets}} every month with the police, the courts and NGOs.
- Place children in foster care and visit each foster family every {{quater|spelling|quarter}}.
- Prepare social inquiry reports for the Children's Court in Garissa; magistrates {{has|agreement|have}} adopted 90% of the recommendations since 2021.
- Coordinate cash transfers to orphans and vulnerable children under {{inua jamii|capitalisation|Inua Jamii}}.

### Child Protection Officer, Save the Children, Dadaab (2017 - 2021)

- {{Run|tense|Ran}} case management for 400 unaccompanied and separated children in the Hagadera and Ifo camps.
- Trained 90 refugee community volunteers on {{identifing|spelling|identifying}} abuse.
- Reunited 55 children, {{who's|homophone|whose}} families lived in Somalia and Ethiopia, with their relatives through UNHCR tracing.

## Education

- Postgraduate Diploma in Child Rights, University of Nairobi, 2020.
- BA Social Work, Kenyatta University, 2016.`,
  },
  {
    id: "b9-cv-data-analyst-knbs",
    type: "cv",
    marked: `## Profile

Data analyst with five years in survey and health data, a BSc in Statistics from Jomo Kenyatta University of Agriculture and Technology and an MSc in Data Science from Strathmore University. Works in R, Python, SQL, Power BI and Stata, and builds dashboards on DHIS2.

## Experience

### Data Analyst, Kenya National Bureau of Statistics (KNBS), Nairobi (2022 - present)

- Clean and analyse data from the Kenya Demographic and Health Survey, which {{cover|agreement|covers}} about 37,000 households.
- Maintain {{a|article|an}} R package that checks survey data for the county statistics teams.
- Built a Power BI dashboard of county poverty rates {{that that|doubled-word|that}} the National Treasury uses in budget talks.
- Analyse the quarterly labour force survey and draft the {{bureaus|apostrophe|bureau's}} press notes.
- Train county statisticians on R and Stata; 45 have completed the course since 2023.

### Research Assistant, African Population and Health Research Center (APHRC), Nairobi (2020 - 2022)

- {{Manage|tense|Managed}} data collection on tablets for a study of 3,000 households in Korogocho and Viwandani.
- Wrote Stata code that checked the data every evening{{,|punctuation|, }}so errors reached the field team the next morning.
- Co-wrote two papers in {{bmj|capitalisation|BMJ}} Global Health.

## Education

- MSc Data Science, Strathmore University, 2022.
- BSc Statistics, JKUAT, 2019.`,
  },
  {
    id: "b9-cv-chef-naivasha",
    type: "cv",
    marked: `## Profile

Chef de partie with eight years in lodge and hotel kitchens in Naivasha, Nakuru and the Maasai Mara, holding a Diploma in Food Production from Kenya Utalii College and a food handler's medical certificate. Cooks continental, Indian and Kenyan menus, from nyama choma and sukuma wiki to plated dinners for 300 guests.

## Experience

### Chef de Partie, Crater View Lodge, Naivasha (2021 - present)

- Run the hot kitchen of a 120-room lodge with a team of six cooks on each shift.
- Plan the weekly menus with the executive chef and cost each dish; food cost has stayed below 32% of sales since 2022.
- Cut food waste by 40% with a first-in, first-out store and {{daly|spelling|daily}} stock counts.
- Train the cooks on food safety under the Public Health Act; the kitchen has passed every county inspection since 2021.
- Cook {{desert|homophone|dessert}} and pastry for weddings of up to 300 guests.
- Order meat and vegetables from local suppliers and {{way|homophone|weigh}} every delivery at the back door.

### Commis Chef, Flamingo Hill Hotel, Nakuru (2016 - 2021)

- {{Cook|tense|Cooked}} breakfast and staff meals for up to 400 people a day.
- Prepared chapati, mandazi and pilau for the {{hotels|apostrophe|hotel's}} Kenyan buffet.
- Won a silver medal at the Kenya Chefs Association competition in 2019.

## Education

- Diploma in Food Production, Kenya Utalii College, 2015.`,
  },
  {
    id: "b9-cv-physiotherapist-nyeri-clean",
    type: "cv",
    marked: `## Profile

Physiotherapist licensed by the Physiotherapy Council of Kenya and a member of the Kenya Society of Physiotherapists, with a BSc in Physiotherapy from Moi University and seven years in hospital and sports physiotherapy in Nyeri and Nanyuki. Holds a current practising licence and a certificate in sports injury management from the Kenya Medical Training College.

## Experience

### Senior Physiotherapist, Outspan Hospital, Nyeri (2021 - present)

- Run the outpatient physiotherapy clinic, which treats about 45 patients a day after strokes, fractures and back injuries.
- Lead a team of four physiotherapists and two occupational therapists.
- Set up a paediatric clinic for children with cerebral palsy in 2022; 80 families now attend it every month.
- Cut the waiting time for a first appointment from nine days to two by triaging referrals each morning.
- Practise manual therapy and dry needling, and train interns from KMTC Nyeri in both.

### Physiotherapist, Nanyuki Teaching and Referral Hospital (2017 - 2021)

- Treated patients in the orthopaedic and surgical wards and ran the hospital's back pain class.
- Travelled with the Laikipia County athletics team to the Kenya Inter-Counties Sports and Cultural Association (KICOSCA) games in 2019.
- Trained 30 community health promoters in Laikipia East on the care of bedridden patients.

## Education

- BSc Physiotherapy, Moi University, 2016.
- Certificate in Sports Injury Management, KMTC, 2018.

## Languages

English, Kiswahili and Kikuyu.`,
  },
  {
    id: "b9-cv-geothermal-engineer-olkaria",
    type: "cv",
    marked: `## Profile

Electrical engineer registered with the Engineers Board of Kenya (EBK) and a member of the Institution of Engineers of Kenya (IEK), with a BSc in Electrical and Electronic Engineering from Moi University and eleven years in power plant operations and maintenance at Olkaria. Holds the Project Management Professional (PMP) certification.

## Experience

### Senior Engineer, Operations, KenGen, Olkaria IV Geothermal Power Station, Naivasha (2020 - present)

- Lead a shift team of 18 engineers and technicians who {{operates|agreement|operate}} a 150 MW plant around the clock.
- Raised plant availability from 91% to 97% by moving to condition-based maintenance of the turbines.
- Write the monthly generation report for {{kengen's|capitalisation|KenGen's}} head office and EPRA.
- Led the major overhaul of unit 2 in 2023, which the team finished six days ahead of {{scedule|spelling|schedule}}.
- Train graduate engineers on switching and permit-to-work rules; no lost-time injury has occurred on the shift since 2021.

### Maintenance Engineer, KenGen, Olkaria II, Naivasha (2014 - 2020)

- {{Maintain|tense|Maintained}} the generators, transformers and 220 kV switchyard.
- Replaced the station's protection relays with digital relays{{,|punctuation|, }}cutting false trips by 70%.
- Wrote the {{stations|apostrophe|station's}} maintenance procedures for the transformers.

## Education

- BSc Electrical and Electronic Engineering, Moi University, 2013.
- PMP, Project Management Institute, 2021.`,
  },
  {
    id: "b9-cv-mechatronics-graduate-jkuat",
    type: "cv",
    marked: `## Profile

Graduate in Mechatronic Engineering from Jomo Kenyatta University of Agriculture and Technology (Second Class Honours, Upper Division), with two industrial attachments in manufacturing and power distribution and a final-year project on solar-powered irrigation. Graduate member of the Institution of Engineers of Kenya.

## Education

- BSc Mechatronic Engineering, JKUAT, 2025. Final-year project: an Arduino-based controller for drip irrigation.
- KCSE, Maseno School, 2019, mean grade A-.

## Attachments

### Engineering Attachment, Bidco Africa, Thika (May - August 2024)

- {{Maintain|tense|Maintained}} two packaging lines with the plant's technicians.
- Wrote a PLC program to count cartons on line 3, which replaced a manual tally by two {{operaters|spelling|operators}}.
- Drew the {{plants|apostrophe|plant's}} compressed air network in AutoCAD and found leaks that wasted 15% of its output.

### Engineering Attachment, Kenya Power, Juja Road Depot, Nairobi (May - August 2023)

- Tested and installed 60 prepaid meters in Kasarani and Roysambu.
- Surveyed 11 kV lines with the depot's line crews and logged faults in {{there|homophone|their}} fault book.

## Projects and Skills

- Solar-powered drip irrigation controller for a two-acre shamba in Juja, built on {{a|article|an}} ESP32 board.
- AutoCAD, SolidWorks, MATLAB, Python and PLC programming (Siemens {{tia portal|capitalisation|TIA Portal}}).`,
  },
  {
    id: "b9-cv-security-manager-eldoret",
    type: "cv",
    marked: `## Profile

Security manager with twelve years in private security after eight in the Kenya Defence Forces, holding a Diploma in Security Management from the Kenya Institute of Management and a licence from the Private Security Regulatory Authority (PSRA). Leads guard forces for banks, hospitals and universities in Uasin Gishu and Trans Nzoia.

## Experience

### Regional Security Manager, Ulinzi Bora Security Services Ltd, Eldoret (2019 - present)

- Command 340 guards and 12 supervisors at 46 sites, including two banks and a {{universitys|apostrophe|university's}} main campus.
- Vet every new guard through the DCI and {{checks|agreement|check}} the PSRA registration of each one.
- Cut thefts at client sites from 31 cases in 2020 to seven in 2024 through night patrols and CCTV.
- Investigate every security {{breech|homophone|breach}} and write reports for clients and the National Police Service.
- Run refresher training on first aid and fire safety with St John Ambulance; every guard has a current certificate.

### Platoon Sergeant, Kenya Defence Forces, Moi Barracks, Eldoret (2003 - 2011)

- {{Command|tense|Commanded}} a platoon of 30 soldiers on border patrols in Mandera and Lamu.
- Trained recruits in weapon handling and field craft.
- Served with {{amisom|capitalisation|AMISOM}} in Somalia in 2008 and 2009.
- Earned a commendation for {{leadeship|spelling|leadership}} in 2010.

## Education

- Diploma in Security Management, Kenya Institute of Management, 2012.`,
  },
  {
    id: "b9-cv-bullets-medical-rep-kisii",
    type: "cv",
    marked: `## Experience

### Medical Representative, Afya Bora Pharmaceuticals Ltd, Kisii (2022 - present)

- Promote 14 brands of antibiotics and antihypertensives to doctors, clinical officers and pharmacists in Kisii, Nyamira and Migori.
- Visit about 12 doctors a day; the territory's top 40 prescribers {{accounts|agreement|account}} for 70% of sales.
- Run continuing medical education sessions with the {{kenya medical association|capitalisation|Kenya Medical Association}} branch in Kisii.
- Opened 22 new pharmacy accounts in Keroka, Ogembo and Nyamache in 2024.
- Log sales and visits in the company's CRM {{everyday|spelling|every day}}.
- Collect cheques and M-Pesa payments from 60 pharmacies and keep debts below 45 days.

### Sales Representative, Gusii Pharmaceutical Distributors Ltd, Kisii (2019 - 2022)

- {{Sell|tense|Sold}} generic medicines to 150 chemists and clinics in Kisii and Kisumu.
- Recovered KSh 4.6 million in old debts {{with out|spelling|without}} losing a customer.
- Kept stock records for the {{distributors|apostrophe|distributor's}} van.
- Won the company's sales award in 2020 {{and and|doubled-word|and}} 2021.`,
  },
  {
    id: "b9-cv-bullets-coffee-cooperative-othaya",
    type: "cv",
    marked: `## Experience

### Manager, Gatugi Coffee Farmers Co-operative Society, Othaya (2020 - present)

- Manage a society of 4,200 coffee farmers and eight factories that {{processes|agreement|process}} 5 million kg of cherry a year.
- Raised the payment to farmers from KSh 54 to KSh 91 per kg of cherry by selling {{threw|homophone|through}} the Nairobi Coffee Exchange and direct sales.
- Pay farmers within 30 days of each sale through M-Pesa and the {{societys|apostrophe|society's}} SACCO.
- Prepare the annual accounts with the auditors and present them to members at the AGM in {{december|capitalisation|December}}.
- Register the society's coffee with the Coffee Directorate of the Agriculture and Food Authority.
- Enforce the Co-operative Societies Act and the society's by-laws; the society has had no {{qualifed|spelling|qualified}} audit opinion since 2020.

### Accountant, Tetu Coffee Growers Co-operative Union, Nyeri (2014 - 2020)

- {{Prepare|tense|Prepared}} payrolls and farmer payments for 11 member societies.
- Introduced an SMS receipt for every delivery of cherry.
- Reconciled the {{unions|apostrophe|union's}} bank accounts each month.`,
  },
  {
    id: "b9-cv-bullets-vet-narok",
    type: "cv",
    marked: `## Experience

### Sub-County Veterinary Officer, County Government of Narok, Narok South (2021 - present)

- Lead a team of 11 animal health officers who {{vaccinates|agreement|vaccinate}} about 300,000 cattle, sheep and goats a year against foot-and-mouth disease (FMD).
- Run {{a|article|an}} FMD ring vaccination within 48 hours of every confirmed outbreak.
- Inspect meat at the Ololulunga and Sogoo slaughterhouses and at the Ewaso Ng'iro livestock market.
- Investigate disease outbreaks with the Directorate of Veterinary Services and report them on the Kenya Animal Biosurveillance System.
- Train {{maasai|capitalisation|Maasai}} pastoralists in Loita and Naroosura on tick control and the safe use of acaricides.
- Issue movement permits for cattle going to Kiserian{{ ,|punctuation|,}} Ngong and Nairobi.
- Raised vaccination coverage in the sub-county from 48% to 81%; no outbreak has spread beyond a single ward since 2022.

### Veterinary Officer, Kenya Veterinary Vaccines Production Institute (KEVEVAPI), Embakasi (2017 - 2021)

- {{Test|tense|Tested}} batches of foot-and-mouth and lumpy skin vaccines for sterility.
- Wrote the {{institutes|apostrophe|institute's}} standard operating procedures for two vaccine production lines.
- Supervised the cold chain for vaccines sent to {{fourty|spelling|forty}} counties.`,
  },
  {
    id: "b9-cv-bullets-water-engineer-makueni",
    type: "cv",
    marked: `## Experience

### Water Engineer, County Government of Makueni, Wote (2020 - present)

- Design and supervise rural water schemes, boreholes and sand dams for about 80,000 residents of Kibwezi, Kilome and Mbooni.
- Built 14 sand dams on the Kaiti and Thwake rivers, which now {{supplies|agreement|supply}} water to 19,000 people in the dry season.
- Apply for water permits from the Water Resources Authority (WRA) under the Water Act 2016 and renew them each year.
- Cut non-revenue water on the Wote water scheme from 46% to 29% by {{replaceing|spelling|replacing}} 12 km of old pipes.
- Train the committees of 30 community water projects in book-keeping and {{maintainance|spelling|maintenance}}.

### Assistant Engineer, Tanathi Water Works Development Agency, Kitui (2015 - 2020)

- {{Supervise|tense|Supervised}} the drilling of 40 boreholes in Kitui, Makueni and {{machakos|capitalisation|Machakos}}.
- Prepared the bills of quantities for the Mwingi water supply extension{{..|punctuation|.}}
- Tested water quality with the county public {{heath|spelling|health}} officers.`,
  },
  {
    id: "b9-cv-tax-associate-upper-hill",
    type: "cv",
    marked: `## Profile

Tax associate with five years in corporate tax, a BCom (Accounting) from Strathmore University, the CPA-K qualification and membership of ICPAK. Files returns and objections on iTax and eTIMS for manufacturers, NGOs and SMEs.

## Experience

### Tax Associate, Mwangi Otieno & Associates, Upper Hill, Nairobi (2022 - present)

- Prepare corporate tax returns, VAT returns and withholding tax {{computaions|spelling|computations}} for 40 clients.
- Moved 25 clients to eTIMS in 2023; none of {{they're|homophone|their}} buyers has since rejected an invoice.
- Draft objections to KRA assessments under the Tax Procedures Act 2015; KRA {{have|agreement|has}} vacated KSh 140 million of assessments since 2022.
- Advise clients on the Finance Act 2023 and the Affordable Housing Levy.
- Review payroll for PAYE, NSSF and SHIF before each {{clients|apostrophe|client's}} filing.

### Audit Trainee, Kariuki Njoroge & Co., Nairobi (2020 - 2022)

- {{Audit|tense|Audited}} schools, SACCOs and NGOs in Nairobi and Kiambu.
- Prepared tax computations {{for for|doubled-word|for}} 30 clients a year.
- Passed CPA Section 6 at the first attempt in {{novemeber|spelling|November}} 2021.

## Education

- BCom (Accounting), Strathmore University, 2020.
- CPA-K, KASNEB, 2021.`,
  },
  {
    id: "b9-cv-counselling-psychologist-nakuru",
    type: "cv",
    marked: `## Profile

Counselling psychologist licensed by the Counsellors and Psychologists Board, with an MA in Counselling Psychology from Egerton University and eight years in school, hospital and addiction counselling in Nakuru and Baringo. Certified by NACADA as {{a|article|an}} addiction counsellor.

## Experience

### Counselling Psychologist, Nakuru County Referral and Teaching Hospital (2021 - present)

- Counsel about 25 clients a week on depression, grief, HIV and gender-based violence.
- Run the {{hospitals|apostrophe|hospital's}} support group for survivors of gender-based violence.
- Screen inpatients for depression and {{refers|agreement|refer}} those at risk to the psychiatrist.
- Train nurses and clinical officers in psychological first aid; 140 have completed the course.
- Keep client records under the Data Protection Act 2019 and the {{Boards|apostrophe|Board's}} code of ethics.

### School Counsellor, Kabarnet High School, Baringo (2016 - 2021)

- {{Counsel|tense|Counselled}} about 600 students a year on exam stress, drugs and relationships.
- Ran a {{sucessful|spelling|successful}} campaign against drug use with NACADA, after which drug cases fell from 19 to four.
- Met parents of students at risk on {{saturdays|capitalisation|Saturdays}} twice a term.

## Education

- MA Counselling Psychology, Egerton University, 2020.
- BEd (Arts), Moi University, 2015.`,
  },
  {
    id: "b9-cv-quantity-surveyor-rongai",
    type: "cv",
    marked: `## Profile

Quantity surveyor registered with the Board of Registration of Architects and Quantity Surveyors (BORAQS) and a member of the Institute of Quantity Surveyors of Kenya (IQSK), with a BA in Quantity Surveying from the University of Nairobi and nine years on housing, school and road projects in Kajiado, Machakos and Nairobi.

## Experience

### Senior Quantity Surveyor, Savanna Build Consultants, Ongata Rongai (2021 - present)

- Prepare bills of quantities and cost plans for housing and school projects worth KSh 4.5 billion.
- Value interim payment certificates and final accounts for 12 projects a year.
- Saved KSh 86 million on a 400-unit affordable housing project in Isinya by {{changeing|spelling|changing}} the roof from a concrete slab to mabati on steel trusses.
- Advise clients on JBC contract conditions and {{prepares|agreement|prepare}} tender documents for county projects.
- Settle contractors' claims at the final account; {{non|spelling|none}} has gone to arbitration since 2021.

### Quantity Surveyor, State Department for Public Works, Nairobi (2016 - 2021)

- {{Prepare|tense|Prepared}} bills of quantities for police stations, courts and schools in 11 counties.
- Measured works on site and checked contractors' valuations.
- Represented the department at {{sight|homophone|site}} meetings in Narok and {{kitui|capitalisation|Kitui}}.

## Education

- BA Quantity Surveying, University of Nairobi, 2015.`,
  },
  {
    id: "b9-cv-company-secretary-westlands",
    type: "cv",
    marked: `## Profile

Certified Public Secretary, CPS(K), and a member of the Institute of Certified Secretaries (ICS), with an LLB from Moi University and eight years in corporate governance and compliance for listed companies and state corporations. Advises boards on the Companies Act 2015, the Capital Markets Authority's code of corporate governance and the Mwongozo code.

## Experience

### Company Secretary, Kilimo Bora Holdings PLC, Westlands, Nairobi (2021 - present)

- Run the calendar of a nine-member board and {{it's|homophone|its}} four committees, and take the minutes of every meeting.
- File annual returns and changes of directors with the Business Registration Service.
- Prepare the governance statement of the annual report, which the CMA {{review|agreement|reviews}} each year.
- Organise the virtual annual general meeting for 3,800 shareholders each {{june|capitalisation|June}}.
- Handle the disclosures that the company, {{a|article|an}} NSE-listed issuer, makes under the CMA rules.
- Keep the {{companys|apostrophe|company's}} statutory registers and its register of beneficial owners.

### Legal and Compliance Officer, Kenya Pipeline Company, Nairobi (2017 - 2021)

- Drafted board papers and {{adviced|spelling|advised}} management on the State Corporations Act.
- Reviewed contracts with suppliers worth over KSh 50 million.
- Trained 60 managers on the Leadership and Integrity Act 2012 and on declarations of {{intrest|spelling|interest}}.

## Education

- LLB, Moi University, 2015.
- Postgraduate Diploma in Law, Kenya School of Law, 2016.
- CPS(K), KASNEB, 2017.`,
  },
  {
    id: "b9-cv-sacco-credit-officer-embu-clean",
    type: "cv",
    marked: `## Profile

Credit officer with six years in SACCO lending in Embu and Kirinyaga, holding a BCom (Finance) from the University of Embu and the Certified Credit Professional (CCP) qualification from KASNEB. Appraises loans on the SACCO's core banking system and checks every borrower with a credit reference bureau.

## Experience

### Senior Credit Officer, Nyota Teachers SACCO, Embu (2021 - present)

- Appraise about 70 development, school fees and emergency loans a month for teachers and county staff.
- Keep the SACCO's non-performing loans at 4.2%, below the board's limit of 5%.
- Recover arrears through payroll check-off with the TSC and the County Government of Embu.
- Train chama leaders in Runyenjes and Siakago on group loans; 35 chamas now borrow from the SACCO.
- Report the SACCO's loan book to SASRA each quarter.

### Credit Officer, Mwea Rice Growers SACCO, Wang'uru (2019 - 2021)

- Appraised loans for rice farmers in the Mwea irrigation scheme and visited each farm before disbursement.
- Cut arrears on input loans from 11% to 6% by timing repayments to the rice harvest.
- Set up a loan product for boda boda riders with the Kirinyaga County Boda Boda Association.

## Education

- BCom (Finance), University of Embu, 2018.
- Certified Credit Professional, KASNEB, 2020.`,
  },
  {
    id: "b9-letter-research-assistant-kemri-kilifi",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Research Assistant, KEMRI-Wellcome Trust Research Programme, Kilifi

I wish to apply for the post of Research Assistant advertised on the KEMRI-Wellcome Trust website. I hold a BSc in Biomedical Science from Pwani University and {{has|agreement|have}} worked for two years as a data clerk at Kilifi County Hospital, where I enter and check about 150 patient records a day.

In my final year I {{carry|tense|carried}} out a study of anaemia in 240 pregnant women in Ganze{{,|punctuation|, }}which I presented at the university's research week. I speak English, Kiswahili and {{giriama|capitalisation|Giriama}}, and I am used to explaining consent to mothers in {{there|homophone|their}} own language.

I understand the importance of good clinical practice, and I hold {{a|article|an}} ICH GCP certificate. I would welcome the {{oppurtunity|spelling|opportunity}} to join your team.

Yours faithfully,

Kahindi Baya Charo`,
  },
  {
    id: "b9-letter-teacher-tsc-siaya",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Secondary School Teacher (Mathematics and Physics), TSC County Director, Siaya

I am applying for one of the posts of secondary school teacher advertised by the Teachers Service Commission on 14 {{march|capitalisation|March}} 2026. I hold a BEd (Science) in Mathematics and Physics from Maseno University and a TSC registration number, and I have taught for three years as a teacher employed by the board of management at Ng'iya Girls High School.

In 2025 my physics candidates {{score|tense|scored}} a mean of 6.8 in KCSE, up from 4.9 two years earlier. I also run the school's science club, which {{have|agreement|has}} reached the national level of the Kenya Science and Engineering Fair twice. I have seen the {{affect|homophone|effect}} that a well-run laboratory has on girls' results in the sciences.

I am {{familar|spelling|familiar}} with the CBC for junior and senior school and with the TSC's Teacher Performance Appraisal and Development tool{{ ,|punctuation|,}} which I use every term. I am available for an interview at your convenience.

Yours faithfully,

Beatrice Achieng Odhiambo`,
  },
  {
    id: "b9-letter-technician-kenya-power-kisii",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Technician II (Electrical), Kenya Power, South Nyanza Region

I wish to apply for the post of Technician II advertised by Kenya Power on {{it's|homophone|its}} careers portal. I hold a Diploma in Electrical and Electronic Engineering (Power Option) from Kisii National Polytechnic and a Class B electrical worker's licence from EPRA, and for four years I have worked for an electrical contractor in Kisii and Migori. I have also completed {{an|article|a}} one-year course in solar PV installation.

I wire houses and {{installs|agreement|install}} prepaid meters, and I connect about 30 customers a month under the Last Mile Connectivity Project. Last year I {{lead|homophone|led}} a team of four that rewired the maternity wing of Kisii Teaching and Referral Hospital without cutting power to the theatre. I follow the Occupational Safety and Health Act 2007 and I have never had an accident at work.

I live in Kisii and I am ready to work anywhere in the region, including {{nyamira|capitalisation|Nyamira}} and Migori. I would be {{greatful|spelling|grateful}} for an interview.

Yours faithfully,

Evans Nyakundi Ombati`,
  },
  {
    id: "b9-letter-environmental-inspector-nema",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Environmental Inspector, National Environment Management Authority (NEMA)

I am writing to apply for the post of Environmental Inspector advertised by NEMA in the Daily Nation on {{monday|capitalisation|Monday}}. I hold a BSc in Environmental Science from Garissa University, and I am a lead expert registered with NEMA for environmental impact assessments.

For five years I have worked as environment officer for the County Government of Wajir, where I review about 40 project reports a year and {{inspects|agreement|inspect}} quarries, petrol stations and slaughterhouses. Last year I led an EIA of the new livestock market in Habaswein. In 2024 the county's waste {{managment|spelling|management}} plan, which I drafted, {{were|agreement|was}} adopted by the County Assembly.

I know the Environmental Management and Co-ordination Act well, and I understand that an inspector must be fair and {{discrete|homophone|discreet}}. I speak English, Kiswahili and Somali, and I am willing to work in any part of the country.

Yours faithfully,

Abdirahman Hussein Abdi`,
  },
  {
    id: "b9-letter-assistant-warden-kws-tsavo",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Assistant Warden, Kenya Wildlife Service, Tsavo Conservation Area

I am applying for the post of Assistant Warden advertised by the Kenya Wildlife Service. I hold a BSc in Wildlife Management from Moi University and a Diploma in Wildlife Management from the Kenya Wildlife Service Training Institute in Naivasha, and I have spent six years as a ranger in Tsavo East and Tsavo West.

As a ranger sergeant I command a unit of 12 rangers who {{patrols|agreement|patrol}} the park boundary near Voi and Mwatate. Since 2022 the unit {{have|agreement|has}} removed 3,400 snares, and in 2023 we {{arrest|tense|arrested}} 14 poachers. I have also worked with community conservancies in Taita Taveta on human-wildlife conflict, and I know what the {{lose|homophone|loss}} of a single crop to elephants costs a family. I know the park's {{boarder|homophone|border}} with the Taita ranches well.

I am {{physicaly|spelling|physically}} fit, I hold a valid driving licence and I am trained to handle a firearm under the Wildlife Conservation and Management Act 2013.

Yours faithfully,

Mwakio Mwandawiro Mghanga`,
  },
  {
    id: "b9-letter-customer-service-coop-bank-kerugoya",
    type: "letter",
    marked: `Dear Ms Wanjiku,

Re: Customer Service Officer, Co-operative Bank of Kenya, Kerugoya Branch

Thank you for speaking with me at the Kirinyaga University careers fair. As you suggested, I am applying for the post of Customer Service Officer at the Kerugoya branch. I hold a BCom (Finance) from Kirinyaga University, and for two years I have worked as an M-Pesa and Co-op Bank agent in Kutus, where I serve about 200 customers a day and balance the till every evening.

I have learnt to explain Fuliza, M-Shwari and {{mco-op cash|capitalisation|MCo-op Cash}} loans to customers who {{has|agreement|have}} never used a bank. Last year I {{open|tense|opened}} 85 bank accounts for tea farmers and traders, and I always ask customers {{weather|homophone|whether}} they understand the charges before they sign.

Thank you for {{you're|homophone|your}} time. I look forward {{to to|doubled-word|to}} hearing from you.

Yours sincerely,

Kelvin Muthee Kariuki`,
  },
  {
    id: "b9-letter-customer-service-kenya-airways-jkia",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Customer Service Agent, Kenya Airways, Jomo Kenyatta International Airport

I wish to apply for the post of Customer Service Agent advertised on the Kenya Airways careers page. I hold a Diploma in Airline Customer Service from the {{east african school of aviation|capitalisation|East African School of Aviation}} and an IATA certificate in passenger ground services.

For three years I have worked at the Swissport check-in desks at JKIA, where I check in about 250 passengers a shift and {{handles|agreement|handle}} rebookings when flights are cancelled. Last {{december|capitalisation|December}} I {{work|tense|worked}} double shifts through the holiday peak and {{recieved|spelling|received}} two commendations from passengers. I speak English, Kiswahili and French, and I stay calm with {{passenger's|apostrophe|passengers}} who have missed their connections.

I would be proud to represent the Pride of Africa.

Yours faithfully,

Sharon Chepkoech Langat`,
  },
  {
    id: "b9-letter-public-health-kirinyaga-clean",
    type: "letter",
    marked: `Dear Dr Muriuki,

Re: Public Health Officer, County Government of Kirinyaga

I am applying for the post of Public Health Officer advertised by the Kirinyaga County Public Service Board. I hold a BSc in Environmental Health from Kenyatta University, and I am registered with the Public Health Officers and Technicians Council.

For four years I have worked as a public health officer in Mwea East, where I inspect food premises, schools and markets and license about 300 food businesses a year. In 2024 I led the sub-county's response to a cholera outbreak in Wang'uru: we traced 46 cases, chlorinated the water points and trained mama mbogas and hotel owners on hand washing. The outbreak ended within three weeks.

I also lead the sub-county's Community-Led Total Sanitation programme, which has certified 38 villages as free of open defecation since 2022. I speak English, Kiswahili and Kikuyu, and I would welcome the chance to serve the county in a wider role.

Yours sincerely,

Jane Wairimu Ndung'u`,
  },
  {
    id: "b9-linkedin-agritech-founder-eldoret",
    type: "letter",
    marked: `I grew up on a maize and dairy shamba in Moiben, and I have spent the last eight years building tools that help farmers like my parents sell at a fair price. I studied Agricultural Economics at the University of Eldoret and worked for three years at One Acre Fund before I {{found|homophone|founded}} Mavuno Link, a USSD and app service for grain sales.

Today Mavuno Link {{connect|agreement|connects}} 26,000 farmers in Uasin Gishu, Trans Nzoia and Nandi with cereal buyers and the NCPB, and its farmers earn about 18% more per bag than at the farm gate. I am a fellow of the Mastercard Foundation's Young Africa Works programme and a mentor at the {{university of eldoret|capitalisation|University of Eldoret}} incubator.

If you work in agricultural finance, logistics or {{extention|spelling|extension}}, I would be glad to hear from you.`,
  },
  {
    id: "b9-linkedin-procurement-consultant-mombasa",
    type: "letter",
    marked: `I am a procurement and supply chain consultant based in Mombasa, with fifteen years in public and private procurement and membership of KISM and the Chartered Institute of Procurement and Supply (MCIPS). I {{advice|homophone|advise}} county governments, hospitals and NGOs on tendering under PPADA 2015 and on the new e-GP system.

Before I set up my own practice in 2020, I {{spend|tense|spent}} nine years at the Kenya Ports Authority, where I managed tenders worth up to KSh 2 billion. I also train procurement officers along the coast{{,|punctuation|, }}from Lamu to Kwale, in contract management and AGPO.

I believe that good procurement saves lives, and that {{their|homophone|there}} is no excuse for a hospital to run out of oxygen.`,
  },
  {
    id: "b9-linkedin-ux-designer-nairobi-clean",
    type: "letter",
    marked: `I design digital services that work for people on a shared phone and a slow network. For six years I have led product design at fintechs and public platforms in Nairobi, from a savings app for chamas to the citizen-facing forms of a county revenue portal.

I studied Design at the Technical University of Kenya and hold a certificate in human-centred design from IDEO.org. I test every design with real users, whether that means a mama mboga in Gikomba or a matatu owner in Kayole, and I write the Kiswahili copy myself.

My team's work on a USSD loan menu cut the time to a first loan from nine minutes to three, and I am proud that it's still in use. I mentor young designers through the Ajira Digital programme, and I am open to conversations about inclusive design in East Africa.`,
  },
];

export const passagesBatch9: PassageWithFixes[] = sources.map(parseWithFixes);
