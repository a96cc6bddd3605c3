import { type PassageWithFixes, parseWithFixes } from "./proofreading-corpus-batch4";

/**
 * Held-out batch 12 for `npm run bench:proofreading`, written on 2026-12-02 by a helper engineer
 * ("proof-batch12", in the worktree /work/wt-proof-batch12) apart from the engine, and committed
 * before it was ever run on it.
 *
 * Rules of apartness, as followed:
 * - Read: bench/proofreading-corpus-batch11.ts (format and conventions only; every passage here
 *   is new, with new clients and places, and its seeded kinds were counted once with `npx tsx -e`
 *   to keep similar proportions), bench/proofreading-corpus-batch4.ts (its first 80 lines: the
 *   header and `parseWithFixes`, and a `grep` of its first-person, weak-verb and unquantified
 *   markers, which printed four of its lines), bench/proofreading.ts (how passages are scored)
 *   and the `errorKinds` list of bench/proofreading-corpus.ts, printed with `npx tsx -e`.
 * - Not opened: anything under server/, app/, tests/ or /work/firstruns/, bench/README.md, and
 *   every other corpus batch (batch 10 included). No `git log`, `git show` or `git diff` was run.
 *   Seen in passing: the file names in bench/ (one `ls`); of bench/proofreading-corpus.ts, besides
 *   its `errorKinds`, six lines printed by one `grep -n` for its types and `parsePassage` (line 5
 *   of its header comment, the `SeededError` and `Passage` types, the first two lines of
 *   `parsePassage` and the `passages` export) and, in a stack trace, its check that the corpus is
 *   ASCII (which this batch failed once, on an accented name, since replaced); none of its
 *   passages was seen. Neither `npm run bench:proofreading` nor any test suite was run; the batch
 *   was validated only by importing it (every seeded error parses and its span holds its text)
 *   and with Biome.
 * - The batch is not registered in bench/proofreading.ts: it is added there for its first run.
 *
 * CV sections, bullets, cover letters and LinkedIn summaries of new clients: a hospital
 * pharmacist in Kericho and Longisa, a tea factory production manager in Bomet and Tegat,
 * county procurement in Kerugoya and Kutus, NGO and hospital finance in Busia, a KWS senior
 * warden at Meru National Park and Mweiga, an English teacher in Kabarnet and Eldama Ravine, a
 * laboratory in-charge in Mandera and Dadaab, an irrigation agronomist at Hola, Bura and Garsen,
 * a safari chef in the Maasai Mara, an M&E officer in Bondo and Siaya, a GDC power plant engineer
 * at Menengai and Kiambere, bank operations in Nyahururu and Gilgil, an environmental science
 * graduate at the WRA in Rumuruti, a ramp supervisor at JKIA and Moi International Airport, a
 * children's officer in Likoni and Kwale, an architect in Lavington, freight and customs at
 * Kilindini and a water engineer in Gatundu; letters to the Kenya Forest Service at Kaptagat,
 * KNEC, the Kenya Pipeline Company in Nakuru, KEMRI at Alupe, the County Government of Bomet,
 * KeRRA in Siaya, Mathari National Teaching and Referral Hospital, the National Museums of Kenya,
 * Plan International in Kwale, a dairy's sales route in Kericho and the Public Service Internship
 * Programme; LinkedIn summaries of a fish farmer in Sagana, a data consultant in Kileleshwa and a
 * tour operator in Maralal. Four passages are clean: a physiotherapist at KUTRRH, a land surveyor
 * in Migori, a letter to the Kenya National Library Service in Narok and a Kenyan Sign Language
 * interpreter's LinkedIn summary.
 *
 * Same format as batches 4 to 11: a seeded error is {{text|kind|correction}}, the correction being
 * what a careful editor writes over the text (a doubled word is marked whole and corrected to one;
 * a missing space after a comma or full stop is the mark, corrected to the mark and a space; a
 * space before a comma is marked with the comma; a confusable word, "advice" for "advise" or
 * "buy" for "by" included, is filed as homophone). Two claims without a figure are seeded as
 * unquantified, the whole vague claim marked and corrected to the claim with the figure the
 * consultant asks the client for, written as a placeholder ("from [x] to [y]"): no engine can
 * know the figure, so those two count towards recall but cannot count as Apply written exactly.
 * Everything else is correct British English as written in Kenya, so a flag on any county, town,
 * university, college, body, certification, system, law, agency, examination, language, product
 * or personal name is a false positive (Kipsigis, Ateso, Maa, Luhya, Giriama, Digo; PvERS, iTax,
 * iCMS, KIAMIS, KoboToolbox, GeneXpert, DHIS2, Koha, ODK; KMLTTB, KETRB, JOOUST, KUTRRH, GAWASCO,
 * KIFWA, WASREB, KENAS, KISE), and so is one on British spellings (programme, practise as a verb,
 * licence as a noun, catalogue, orthopaedic, fertiliser, standardising, stabilised, visualisation,
 * centre, favour, travellers, counselled), on Swahili and trade words (boda boda, matatu, made
 * tea, green leaf, fingerlings), on correct articles (an MEd, an MA, an examiner, an electronic
 * system, an assistant librarian, a BEd, a BCom), on correct possessives and plurals (water users'
 * association, camps', girls' school, Girls' Education Trust, Children's Court, SACCOs), or on
 * past tense for a finished achievement inside a current job ("Trained two assistant surveyors").
 * LinkedIn summaries are typed "letter": they are written in the first person, as LinkedIn
 * expects.
 *
 * The seeded errors are the ones Kenyan job-seekers' drafts really carry, in roughly the shares
 * batch 11 has: misspellings and typos first, then present tense in ended jobs (and past tense
 * mixed into a current one), subject-verb agreement, lower-case proper nouns, months and days,
 * homophones and confusables, apostrophes, punctuation, articles, doubled words, and in CV
 * bullets a few weak openers ("Duties included training"), first-person pronouns and vague
 * claims. Every one is an error a careful editor would correct, none a matter of taste. Not to be
 * tuned on: a fix is measured on a new batch.
 */

type Source = Parameters<typeof parseWithFixes>[0];

const sources: Source[] = [
  {
    id: "b12-cv-pharmacist-kericho",
    type: "cv",
    marked: `## Profile

Pharmacist registered with the Pharmacy and Poisons Board, holding a Bachelor of Pharmacy from the University of Nairobi and seven years in hospital pharmacy in Kericho and Bomet. A member of the Pharmaceutical Society of Kenya (PSK).

## Experience

### Pharmacist In-Charge, Kericho County Referral Hospital (2021 - present)

- Lead a team of five pharmacists and eight pharmaceutical technologists, who dispense about 1,100 {{presciptions|spelling|prescriptions}} a day.
- Order medicines from {{kemsa|capitalisation|KEMSA}} each quarter and reconcile {{each each|doubled-word|each}} delivery against the county's orders.
- Chair the hospital's medicines and therapeutics committee, which reviews the {{formulery|spelling|formulary}} twice a year.
- Cut stock-outs of essential medicines from 18% to 5% by moving the store's stock cards to an electronic system.
- Report suspected adverse drug reactions on the {{boards|apostrophe|board's}} PvERS portal.

### Pharmacist, Longisa County Referral Hospital, Bomet (2017 - 2021)

- {{Dispense|tense|Dispensed}} antiretroviral and TB medicines to about 2,000 patients on follow-up.
- Trained nurses at dispensaries in Chepalungu and Sotik on the storage of {{vacines|spelling|vaccines}}.
- Set up the hospital's first antimicrobial stewardship {{programe|spelling|programme}}.

## Education

- Bachelor of Pharmacy, University of Nairobi, 2016.
- KCSE, Kericho High School, 2011: A-.`,
  },
  {
    id: "b12-cv-tea-factory-bomet",
    type: "cv",
    marked: `## Profile

Production manager with ten years in tea manufacturing, holding a BSc in Food Science and Technology from the University of Kabianga and a certificate in tea processing from the KALRO Tea Research Institute in Kericho. A member of the Kenya Institute of Food Science and Technology (KIFST).

## Experience

### Production Manager, Kapkoros Highlands Tea Factory, Bomet (2020 - present)

- Run a factory that {{process|agreement|processes}} about 28 million kilograms of green leaf a year from 9,000 smallholder growers.
- Manage three shifts of 140 workers and the {{maintainance|spelling|maintenance}} of the withering, CTC and drying lines.
- Cut the factory's firewood use per kilogram of made tea by 22% by replacing two old dryers and insulating the steam lines.
- Keep the factory's Rainforest Alliance and ISO 22000 certificates, which the auditors have renewed every year since 2020{{..|punctuation|.}}
- Sell the factory's grades at the Mombasa Tea Auction through {{ktda management services|capitalisation|KTDA Management Services}}.

### Shift Supervisor, Tegat Tea Factory, Kericho (2015 - 2020)

- {{Supervise|tense|Supervised}} a shift of 45 workers in the fermentation and sorting rooms.
- Tested the moisture of made tea every hour and {{keep|tense|kept}} the quality log.
- {{Duties included training|weak-verb|Trained}} new leaf clerks at the buying centres.

## Education

- BSc Food Science and Technology, University of Kabianga, 2014.`,
  },
  {
    id: "b12-cv-procurement-kerugoya",
    type: "cv",
    marked: `## Profile

Procurement officer with eight years in county government, holding a BCom (Purchasing and Supplies Management) from Kirinyaga University and the CIPS Level 4 Diploma. A full member of the Kenya Institute of Supplies Management (KISM), licensed to practise by KISM.

## Experience

### Senior Procurement Officer, County Government of Kirinyaga, Kerugoya (2021 - present)

- Run tenders worth about KSh 1.2 billion a year on the government's e-GP system and IFMIS.
- Buy office {{stationary|homophone|stationery}} and ICT equipment through framework contracts.
- Prepare the county's {{anual|spelling|annual}} procurement plan and {{submits|agreement|submit}} the quarterly reports to the Public Procurement Regulatory Authority (PPRA).
- Make sure every tender follows the {{public procurement and asset disposal act|capitalisation|Public Procurement and Asset Disposal Act}} 2015.
- Reserve 30% of the {{countys|apostrophe|county's}} tenders for youth, women and persons with disabilities under AGPO.
- Cut the average time from tender to contract from 90 to 45 days by standardising the evaluation reports.
- {{I trained|first-person|Trained}} 60 heads of department on writing specifications.

### Procurement Assistant, Kirinyaga Water and Sanitation Company, Kutus (2016 - 2021)

- {{Prepare|tense|Prepared}} tender documents for pipes, meters and water treatment chemicals.
- Checked every delivery against {{it's|homophone|its}} local purchase order.

## Education

- BCom (Purchasing and Supplies Management), Kirinyaga University, 2015.
- CIPS Level 4 Diploma in Procurement and Supply, 2019.`,
  },
  {
    id: "b12-cv-finance-officer-busia",
    type: "cv",
    marked: `## Profile

Certified Public Accountant (CPA-K) and a member of the Institute of Certified Public Accountants of Kenya (ICPAK), with a BCom (Accounting) from Kibabii University and six years in NGO and hospital finance in Busia County.

## Experience

### Finance Officer, Lake Basin Health Initiative, Busia (2022 - present)

- Manage a budget of KSh 340 million a year from three donors, each of which {{require|agreement|requires}} its own financial report.
- Prepare the monthly payroll for 86 staff and file PAYE and the Affordable Housing Levy on {{itax|capitalisation|iTax}}.
- Closed the 2023 external audit with no management letter points, the first clean audit in the {{organisations|apostrophe|organisation's}} history.
- Reconcile the bank accounts every month and present the accounts to the board.
- Introduced QuickBooks Online and trained {{the the|doubled-word|the}} programme staff on expense claims.

### Accountant, Busia County Referral Hospital (2018 - 2022)

- {{Collect|tense|Collected}} and banked the hospital's daily revenue from cash, M-Pesa and NHIF.
- Followed up NHIF claims, which {{was|agreement|were}} often paid three months late.
- {{Tasked with preparing|weak-verb|Prepared}} the monthly financial statements for the hospital board.

## Education

- CPA (K), KASNEB, 2019.
- BCom (Accounting), Kibabii University, 2017.`,
  },
  {
    id: "b12-cv-senior-warden-meru",
    type: "cv",
    marked: `## Profile

Senior warden with twelve years in the Kenya Wildlife Service, holding a BSc in Wildlife Management from Moi University and a diploma from the Kenya Wildlife Service Training Institute in Naivasha. Trained in the SMART patrol system and in first aid.

## Experience

### Senior Warden, Meru National Park (2020 - present)

- Command 84 rangers who {{patrols|agreement|patrol}} Meru National Park and Kora National Park.
- Brought elephant poaching in the conservation area to zero in 2023 and 2024.
- Resolve human-wildlife conflict cases with farmers in Tharaka and Igembe and process {{there|homophone|their}} compensation claims under the {{wildlife conservation and management act|capitalisation|Wildlife Conservation and Management Act}} 2013.
- {{Greatly improved revenue collection at the park gates|unquantified|Raised revenue at the park gates from KSh [x] to KSh [y] a year}}.

### Assistant Warden, Aberdare National Park, Mweiga (2013 - 2020)

- {{Lead|tense|Led}} snare removal patrols in the Aberdare forest with the Kenya Forest Service.
- Ran the {{parks|apostrophe|park's}} education programme for schools in Nyeri and Nyandarua.
- Trained 30 community scouts in {{navigaton|spelling|navigation}} and radio procedure.

## Education

- BSc Wildlife Management, Moi University, 2012.`,
  },
  {
    id: "b12-cv-english-teacher-kabarnet",
    type: "cv",
    marked: `## Profile

Teacher of English and Literature registered with the Teachers Service Commission (TSC), with a BEd (Arts) from Kabarak University and nine years in secondary schools in Baringo. A KCSE examiner for English Paper 3 since 2019.

## Experience

### Head of Languages, Kabarnet High School, Baringo (2021 - present)

- Lead a department of seven teachers of English, Kiswahili and {{Frech|spelling|French}}.
- Teach English and Literature to Form 3 and Form 4 and {{prepares|agreement|prepare}} candidates for the KCSE.
- Raised the school's mean score in English from 5.8 to 7.4 in {{for|homophone|four}} years.
- Produced the school's play for the {{kenya national drama and film festival|capitalisation|Kenya National Drama and Film Festival}}, which reached the national finals in 2023.
- Mark English Paper 3 for the Kenya National Examinations Council every November.

### Teacher, Eldama Ravine Secondary School, Baringo (2016 - 2021)

- {{Teach|tense|Taught}} English to Forms 1 to 4 and ran the school's debating club.
- Started a class library of 600 books donated by parents{{,|punctuation|, }}alumni and the Kenya National Library Service.
- Coached the debating team, which {{win|tense|won}} the county championship twice.

## Education

- BEd (Arts), English and Literature, Kabarak University, 2015.`,
  },
  {
    id: "b12-cv-lab-technologist-mandera",
    type: "cv",
    marked: `## Profile

Medical laboratory technologist licensed by the Kenya Medical Laboratory Technicians and Technologists Board (KMLTTB), with a BSc in Medical Laboratory Science from Mount Kenya University and seven years in hospital and humanitarian laboratories in Mandera and Dadaab.

## Experience

### Laboratory In-Charge, Mandera County Referral Hospital (2020 - present)

- Run a laboratory that {{perform|agreement|performs}} about 12,000 tests a month, from blood counts to GeneXpert tests for TB.
- Led the laboratory to ISO 15189 accreditation by the {{kenya accreditation service|capitalisation|Kenya Accreditation Service}} (KENAS) in 2024.
- Take part in the external quality {{asurance|spelling|assurance}} scheme of the National Public Health Laboratories.
- Train laboratory staff at the hospitals in Rhamu, Takaba and El Wak on biosafety{{..|punctuation|.}}

### Laboratory Technologist, MSF, Dadaab (2017 - 2020)

- {{Test|tense|Tested}} blood and stool samples for the camps' outpatient clinics.
- Ran cholera {{surveilance|spelling|surveillance}} during the 2019 outbreak and {{send|tense|sent}} samples to KEMRI in Nairobi.

## Education

- BSc Medical Laboratory Science, Mount Kenya University, 2016.`,
  },
  {
    id: "b12-cv-irrigation-agronomist-hola",
    type: "cv",
    marked: `## Profile

Agronomist with a BSc in Agriculture from Pwani University and seven years on irrigation schemes in Tana River County. A member of the Agricultural Society of Kenya.

## Experience

### Irrigation Agronomist, National Irrigation Authority, Hola Irrigation Scheme (2021 - present)

- Advise about 1,200 farmers who {{grows|agreement|grow}} maize, cotton and rice on the scheme.
- Plan the {{irigation|spelling|irrigation}} schedule with the scheme's water users' association.
- Introduced rice varieties from {{kalro|capitalisation|KALRO}} Mwea, which raised yields from 3.5 to 5 tonnes a hectare.
- Run farmer field schools in Hola, Bura and Garsen, and {{collected|tense|collect}} yield data every season.
- Built flood banks with the county after the 2023 floods so that farmers would not {{loose|homophone|lose}} another harvest.

### Agricultural Extension Officer, County Government of Tana River (2017 - 2021)

- {{Register|tense|Registered}} 3,500 farmers for the government's fertiliser subsidy on KIAMIS.
- Trained youth groups in Garsen on {{poltry|spelling|poultry}} keeping.

## Education

- BSc Agriculture, Pwani University, 2016.`,
  },
  {
    id: "b12-cv-safari-chef-narok",
    type: "cv",
    marked: `## Profile

Chef with ten years in safari camps and lodges, holding a Diploma in Food Production from Boma International Hospitality College and a food handler's certificate from the County Government of Narok. Trained in HACCP.

## Experience

### Head Chef, Sekenani Hills Camp, Maasai Mara (2021 - present)

- Run a kitchen that {{serve|agreement|serves}} up to 120 guests a day, with a team of 14 cooks and stewards.
- Plan the menus around vegetables grown by women's groups in Talek and {{narok|capitalisation|Narok}} town.
- {{Advice|homophone|Advise}} guests with allergies on the safe dishes of each menu.
- Cut food waste by a third by weighing the waste every day and adjusting the orders.
- Keep the kitchen's {{hygeine|spelling|hygiene}} records for the county's public health officers.

### Sous Chef, Oloolaimutia Tented Lodge, Maasai Mara (2016 - 2021)

- {{Run|tense|Ran}} the kitchen at breakfast and lunch and ordered supplies from Narok.
- Baked the {{lodges|apostrophe|lodge's}} bread and pastries every morning.
- {{Involved in planning|weak-verb|Planned}} the bush dinners for honeymoon and family groups.

## Education

- Diploma in Food Production, Boma International Hospitality College, Nairobi, 2015.`,
  },
  {
    id: "b12-cv-me-officer-bondo",
    type: "cv",
    marked: `## Profile

Monitoring and evaluation officer with a BA in Economics from Jaramogi Oginga Odinga University of Science and Technology (JOOUST) and a Postgraduate Diploma in Monitoring and Evaluation from the Kenya School of Government. Six years in health and education projects in Siaya. A member of the Evaluation Society of Kenya.

## Experience

### M&E Officer, Nyanza Girls' Education Trust, Bondo (2022 - present)

- Track the attendance and results of 4,800 girls in 60 schools in Bondo{{,|punctuation|, }}Rarieda and {{ugenya|capitalisation|Ugenya}}.
- Design the trust's surveys on KoboToolbox and {{analyses|agreement|analyse}} the data in Stata.
- Wrote the midline evaluation, {{who's|homophone|whose}} findings persuaded the donor to extend the project by two years.
- Produce a {{quartely|spelling|quarterly}} dashboard in Power BI for the board.
- Train teachers to enter {{attendence|spelling|attendance}} on a mobile app.

### Data Officer, Siaya County Department of Health (2019 - 2022)

- {{Check|tense|Checked}} the monthly KHIS reports of 48 health facilities.
- Supported the sub-county teams, which {{was|agreement|were}} new to DHIS2.
- Led data quality audits that raised reporting completeness from 71% to 96%.

## Education

- Postgraduate Diploma in Monitoring and Evaluation, Kenya School of Government, 2020.
- BA Economics, JOOUST, 2018.`,
  },
  {
    id: "b12-cv-electrical-engineer-menengai",
    type: "cv",
    marked: `## Profile

Electrical engineer registered as a professional engineer with the Engineers Board of Kenya, with a BSc in Electrical and Electronic Engineering from the Technical University of Kenya and eight years in power generation.

## Experience

### Power Plant Engineer, Geothermal Development Company (GDC), Menengai, Nakuru (2020 - present)

- Maintain the electrical systems of the steam field, including 14 km of 33 kV lines and the substations that {{connects|agreement|connect}} the field to the national grid.
- Plan the annual shutdowns with the independent power producers and {{kplc|capitalisation|KPLC}}.
- Cut unplanned outages from 11 to three a year with {{a|article|an}} infrared inspection programme.
- Make sure the site complies with the Energy Act 2019 and the rules of EPRA.
- Wrote the {{commisioning|spelling|commissioning}} reports for two new substations in 2023.

### Electrical Engineer, KenGen, Kiambere Power Station (2016 - 2020)

- {{Overhaul|tense|Overhauled}} the generator protection relays during the annual outages.
- Kept the switching log and issued permits to work.
- Trained 20 operators on the new SCADA system{{,,|punctuation|,}} which replaced the old mimic panels.

## Education

- BSc Electrical and Electronic Engineering, Technical University of Kenya, 2015.`,
  },
  {
    id: "b12-cv-branch-operations-nyahururu",
    type: "cv",
    marked: `## Profile

Branch operations manager with nine years in retail banking, holding a BCom (Finance) from Laikipia University and the Certified Investment and Financial Analyst (CIFA) qualification from KASNEB.

## Experience

### Branch Operations Manager, Co-operative Bank of Kenya, Nyahururu Branch (2021 - present)

- Oversee the tellers, the customer service desk and the cash centre of a branch that {{serve|agreement|serves}} 24,000 customers.
- Balance the branch's vault every evening and report cash positions to the regional office {{buy|homophone|by}} 6 p.m.
- Brought the branch's audit rating from "needs improvement" to "satisfactory" in {{won|homophone|one}} year.
- Check new accounts against the know-your-customer rules of the {{central bank of kenya|capitalisation|Central Bank of Kenya}}.
- {{I supervise|first-person|Supervise}} the branch's agents in Rumuruti and Ndaragwa.

### Customer Service Officer, Co-operative Bank of Kenya, Gilgil Branch (2016 - 2021)

- {{Open|tense|Opened}} accounts and sold the bank's mobile banking to about 40 customers a week.
- Handled about 200 {{enquries|spelling|enquiries}} a week at the front desk.

## Education

- BCom (Finance), Laikipia University, 2015.
- CIFA, KASNEB, 2020.`,
  },
  {
    id: "b12-cv-environment-graduate-rumuruti",
    type: "cv",
    marked: `## Profile

Environmental science graduate from the University of Embu with a six-month attachment at the Water Resources Authority (WRA) in Rumuruti. Skilled in QGIS, ArcGIS and water quality testing.

## Education

- BSc Environmental Science, University of Embu, 2025: Second Class Honours (Upper Division).
- KCSE, Kagumo High School, 2020: B+.

## Attachment

### Attachee, Water Resources Authority, Rumuruti Sub-Regional Office (January - June 2025)

- {{Collect|tense|Collected}} water samples from 20 boreholes and tested {{they're|homophone|their}} pH and salinity.
- Helped to process 40 {{aplications|spelling|applications}} for water permits under the Water Act 2016.
- Mapped the boreholes of Laikipia West in QGIS for the {{offices|apostrophe|office's}} annual report.

## Projects and activities

- Final-year project: the {{affects|homophone|effects}} of sand harvesting on river banks in Mbeere South.
- Chaired the university's environment club, which planted 3,000 trees {{on on|doubled-word|on}} the campus and in Njukiri Forest.

## Skills

- QGIS, ArcGIS, Excel and R; a valid driving licence.`,
  },
  {
    id: "b12-cv-ramp-supervisor-jkia",
    type: "cv",
    marked: `## Profile

Airline ground operations supervisor with eight years at Jomo Kenyatta International Airport (JKIA) and Moi International Airport, holding a Diploma in Airline Operations from the Kenya Aeronautical College and the IATA Dangerous Goods Regulations certificate.

## Experience

### Ramp Supervisor, Nyota Ground Handling Ltd, JKIA, Embakasi (2021 - present)

- Supervise the turnaround of about 30 flights a day and {{signs|agreement|sign}} the load sheet for each one.
- Train ramp agents on the IATA Airport Handling Manual and the rules of the {{kenya civil aviation authority|capitalisation|Kenya Civil Aviation Authority}}.
- Cut delays caused by ground handling from 6% of departures to 1.8% over {{a|article|an}} 18-month period.
- Check that every dangerous goods shipment {{have|agreement|has}} its declaration before loading.

### Ramp Agent, Nyota Ground Handling Ltd, Moi International Airport, Mombasa (2016 - 2021)

- {{Load|tense|Loaded}} baggage and cargo on narrow-body aircraft and drove the pushback tractor.
- Kept the {{equiptment|spelling|equipment}} log for the ground support vehicles and checked the {{breaks|homophone|brakes}} of each tug before every shift.

## Education

- Diploma in Airline Operations, Kenya Aeronautical College, 2015.
- IATA Dangerous Goods Regulations (Category 6), 2022.`,
  },
  {
    id: "b12-cv-childrens-officer-likoni",
    type: "cv",
    marked: `## Profile

Social worker with a BA in Social Work from Daystar University and seven years in child protection in Mombasa and Kwale. A member of the Kenya National Association of Social Workers, trained in case management and psychosocial first aid.

## Experience

### Children's Officer, Directorate of Children Services, Likoni, Mombasa (2021 - present)

- Handle about 25 cases a month of children who {{has|agreement|have}} been abused, {{neglacted|spelling|neglected}} or trafficked.
- Present cases at the Children's Court in Mombasa under the {{children act|capitalisation|Children Act}} 2022.
- Place children with foster families and visit each family once {{an|article|a}} month.
- Chair the Likoni Area Advisory Council, which brings together the police, schools and {{NGO's|apostrophe|NGOs}}.
- Reunited 140 children with {{there|homophone|their}} families in 2024.

### Social Worker, Pwani Child Rights Network, Kwale (2017 - 2021)

- {{Hold|tense|Held}} child rights clubs in 25 primary schools in Matuga and Lunga Lunga.
- Referred survivors of sexual abuse for medical care and {{councelling|spelling|counselling}}.

## Education

- BA Social Work, Daystar University, 2016.`,
  },
  {
    id: "b12-cv-architect-lavington",
    type: "cv",
    marked: `## Profile

Architect registered with the Board of Registration of Architects and Quantity Surveyors (BORAQS) and a corporate member of the Architectural Association of Kenya (AAK), with a BArch from JKUAT and nine years in residential and school projects.

## Experience

### Project Architect, Mwangaza Design Studio, Lavington, Nairobi (2020 - present)

- Lead the design of apartment blocks in Ruaka, Syokimau and Kileleshwa{{ ,|punctuation|,}} with a combined value of KSh 2.6 billion.
- Prepare the drawings for each project and {{submits|agreement|submit}} them on Nairobi City County's e-development permit system.
- Designed a 12-classroom block for a girls' school in Limuru, built with interlocking stabilised soil blocks.
- Inspect works on {{sight|homophone|site}} every week and issue instructions to the contractor.
- Make sure each design meets the {{national building code|capitalisation|National Building Code}} 2024.
- {{Responsible for coordinating|weak-verb|Coordinate}} the structural, mechanical and electrical engineers on each project.

### Architectural Assistant, Nyumba Bora Architects, Parklands, Nairobi (2016 - 2020)

- {{Draw|tense|Drew}} plans and sections in ArchiCAD and Revit.
- Prepared the {{specifiction|spelling|specification}} for a hospital wing in Embu.

## Education

- BArch, JKUAT, 2016.`,
  },
  {
    id: "b12-cv-freight-operations-kilindini",
    type: "cv",
    marked: `## Profile

Customs and freight operations manager with ten years at the port of Mombasa, holding a Diploma in Clearing and Forwarding from Bandari Maritime Academy. A member of the Kenya International Freight and Warehousing Association (KIFWA), licensed by KRA as a customs agent.

## Experience

### Operations Manager, Pwani Freight Services Ltd, Mombasa (2020 - present)

- Clear about 300 containers a month through KRA's {{icms|capitalisation|iCMS}} and lodge import permits on the KenTrade single window.
- Track every container from the berth at Kilindini to the {{clients|apostrophe|clients'}} warehouses in Mombasa and Nairobi.
- Negotiate {{demurage|spelling|demurrage}} waivers with the shipping lines, which save our clients about KSh 10 million a year.
- Supervise {{a|article|an}} 11-person team of declaration clerks.
- Make sure every shipment meets the {{east african community customs management act|capitalisation|East African Community Customs Management Act}}.

### Declarations Clerk, Bahari Clearing and Forwarding Ltd, Mombasa (2015 - 2020)

- {{Lodge|tense|Lodged}} customs entries on the Simba system, and later on iCMS.
- {{Pay|tense|Paid}} port charges to the Kenya Ports Authority and collected delivery orders {{form|spelling|from}} the shipping lines.

## Education

- Diploma in Clearing and Forwarding, Bandari Maritime Academy, 2014.`,
  },
  {
    id: "b12-cv-water-engineer-gatundu",
    type: "cv",
    marked: `## Profile

Water engineer registered with the Engineers Board of Kenya, with a BSc in Civil Engineering from Murang'a University of Technology and seven years in water supply in Kiambu County.

## Experience

### Technical Manager, Gatundu Water and Sanitation Company (GAWASCO), Gatundu (2021 - present)

- Run the company's two treatment works, which supply 18,000 {{conections|spelling|connections}} in Gatundu North and Gatundu South.
- Cut non-revenue water from 48% to 31% by zoning the network and replacing 26 km of old pipes.
- Report to the {{water services regulatory board|capitalisation|Water Services Regulatory Board}} (WASREB) every quarter.
- {{Significantly reduced customer complaints|unquantified|Cut customer complaints from [x] to [y] a month}} by opening a call centre.
- {{I designed|first-person|Designed}} the extension of the network to Mang'u and Kiganjo.
- Apply for water abstraction permits from the WRA and {{renewed|tense|renew}} them before they expire.

### Site Engineer, Athi Water Works Development Agency (2017 - 2021)

- {{Oversee|tense|Oversaw}} the laying of 40 km of pipes for the Karimenu II water project.
- Tested pipes for leaks and wrote the {{weekley|spelling|weekly}} progress reports.

## Education

- BSc Civil Engineering, Murang'a University of Technology, 2016.`,
  },
  {
    id: "b12-cv-physiotherapist-kutrrh-clean",
    type: "cv",
    marked: `## Profile

Physiotherapist licensed by the Physiotherapy Council of Kenya and a member of the Kenya Society of Physiotherapists, with a BSc in Physiotherapy from Kenyatta University and eight years in hospital and community rehabilitation in Nairobi and Kiambu.

## Experience

### Senior Physiotherapist, Kenyatta University Teaching, Referral and Research Hospital (KUTRRH), Nairobi (2021 - present)

- Treat about 25 patients a day on the orthopaedic, neurology and intensive care wards.
- Run a stroke rehabilitation class twice a week for outpatients and their carers.
- Supervise six physiotherapists and the interns from Kenyatta University and KMTC Nairobi.
- Cut the average stay after knee replacement from six days to four by starting exercises on the day of surgery.

### Physiotherapist, Thika Level 5 Hospital (2016 - 2021)

- Treated children with cerebral palsy and trained their mothers to continue the exercises at home.
- Set up a back-pain clinic for boda boda riders and matatu drivers.
- Visited patients at home in Juja and Ruiru with the hospital's community outreach team.

## Education

- BSc Physiotherapy, Kenyatta University, 2015.`,
  },
  {
    id: "b12-cv-land-surveyor-migori-clean",
    type: "cv",
    marked: `## Profile

Licensed land surveyor and a member of the Institution of Surveyors of Kenya (ISK), with a BSc in Geospatial Engineering from the Technical University of Kenya and nine years in cadastral and engineering surveys in Migori and Kisumu.

## Experience

### Licensed Surveyor, Sori Geosurveys Ltd, Migori (2021 - present)

- Carry out subdivision and boundary surveys for about 30 clients a month in Rongo, Awendo and Isebania.
- Prepare deed plans and submit survey records to the Survey of Kenya.
- Settle boundary disputes with the county land registrar and the elders of each clan.
- Trained two assistant surveyors to use RTK GNSS receivers and total stations.

### Assistant Surveyor, Survey of Kenya, Kisumu (2016 - 2021)

- Surveyed land for public schools and health centres in Kisumu and Siaya.
- Checked survey plans from private surveyors before they were authenticated.
- Processed the mutation forms of about 60 parcels a month.

## Education

- BSc Geospatial Engineering, Technical University of Kenya, 2015.`,
  },
  {
    id: "b12-letter-forester-kfs-kaptagat",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Forester, Kenya Forest Service, Kaptagat Forest Station

I wish to apply for the post of Forester advertised by the Kenya Forest Service in the Daily Nation on 12 {{Janaury|spelling|January}} 2026. I hold a BSc in Forestry from the University of Eldoret, and I am a member of the Forestry Society of Kenya.

For three years I have worked with the Kaptagat Community Forest Association, where I {{trains|agreement|train}} members to raise indigenous seedlings. In 2025 our nurseries {{produce|tense|produced}} 120,000 seedlings, and I helped to write the {{associations|apostrophe|association's}} forest management plan under the {{forest conservation and management act|capitalisation|Forest Conservation and Management Act}} 2016.

I am used to long days in the field, {{weather|homophone|whether}} on foot or on a motorbike, and I would be glad to serve at any station in the North Rift.

Yours faithfully,

Edwin Kiprop Kibet`,
  },
  {
    id: "b12-letter-examinations-officer-knec",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Assistant Examinations Officer, Kenya National Examinations Council

I am writing to apply for the post of Assistant Examinations Officer advertised on the KNEC website. I hold a BEd (Science) in Mathematics and Chemistry from Maasai Mara University and an MEd in Measurement and Evaluation from Kenyatta University.

For eight years I have taught Mathematics in secondary schools in Narok and Bomet, and since 2018 I {{has|agreement|have}} been an examiner in Mathematics Paper 2. In 2023 I {{become|tense|became}} a team leader at the marking centre in Nairobi, and that year I checked the scripts of {{eigth|spelling|eight}} examiners. I have also supervised the {{kcse|capitalisation|KCSE}} as a centre manager.

I understand that the integrity of national examinations depends on the careful {{handeling|spelling|handling}} of papers at every stage, from the printer to the sub-county container.

Yours faithfully,

Dennis Lemayian Parsitau`,
  },
  {
    id: "b12-letter-instrumentation-kpc-nakuru",
    type: "letter",
    marked: `Dear Mrs Achieng,

Re: Instrumentation Technician, Kenya Pipeline Company, Nakuru Depot

Thank you for speaking to me at the career fair at Egerton University last {{friday|capitalisation|Friday}}. As you suggested, I am applying for the post of Instrumentation Technician at the Nakuru depot. I hold a Diploma in Electrical and Electronic Engineering (Instrumentation) from the Rift Valley Technical Training Institute in Eldoret.

For four years I have worked at a milk processor in Nakuru, where I calibrate the flow meters and pressure {{transmiters|spelling|transmitters}} on the processing lines. Last year I {{replace|tense|replaced}} the plant's old control panels with a PLC system, which {{have|agreement|has}} cut downtime by 40%{{.|punctuation|. }}I also hold {{a|article|an}} ISO 9001 internal auditor's certificate.

I understand the safety rules of a fuel depot, and I would welcome the chance to work {{along side|spelling|alongside}} your engineers.

Yours sincerely,

Kevin Otieno Ouma`,
  },
  {
    id: "b12-letter-field-assistant-kemri-busia",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Field Research Assistant, KEMRI Centre for Infectious and Parasitic Diseases Control Research, Alupe, Busia

I wish to apply for the post of Field Research Assistant for the malaria vaccine study. I hold a Diploma in Community Health from KMTC Busia and a {{certficate|spelling|certificate}} in research ethics from KEMRI.

For two years I have worked as a community health assistant in Teso South, where I {{follows|agreement|follow}} up about 300 households. In 2024 I {{help|tense|helped}} the county to run a mass net distribution, and I entered the data on tablets using ODK.

I grew up in Nambale and speak Ateso, Luhya, Kiswahili and English. I understand that research participants must give {{there|homophone|their}} informed consent freely, and I can ride a motorbike and hold a valid riding licence.

Yours faithfully,

Pamela Apio Emojong`,
  },
  {
    id: "b12-letter-ward-administrator-bomet",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Ward Administrator, County Government of Bomet

I wish to apply for the post of Ward Administrator advertised by the Bomet County Public Service Board. I hold a BA in Public Administration from the {{university of kabianga|capitalisation|University of Kabianga}}.

For five years I have worked in the office of the sub-county administrator in Konoin, where I {{coordinates|agreement|coordinate}} public participation forums on the county budget. In 2024 I {{plan|tense|planned}} 14 forums on the Finance Bill, attended by more {{then|homophone|than}} 3,000 residents.

I understand the {{county governments act|capitalisation|County Governments Act}} 2012 and the role of a ward administrator in bringing services closer to the people{{.|punctuation|. }}I speak Kipsigis, Kiswahili and English.

Yours faithfully,

Gilbert Kipngeno Langat`,
  },
  {
    id: "b12-letter-road-inspector-kerra-siaya",
    type: "letter",
    marked: `Dear Eng. Adhiambo,

Re: Road Inspector, Kenya Rural Roads Authority (KeRRA), Siaya Region

I am writing to apply for the post of Road Inspector advertised on the KeRRA website. I hold a Diploma in Civil Engineering from the Siaya Institute of Technology, and I am registered with the Kenya Engineering Technology Registration Board (KETRB).

Since 2021 I have worked as a foreman for a contractor on gravel roads in Ugunja and Gem, where I {{supervises|agreement|supervise}} a team of 25 workers. On the 18 km Sega - Ukwala road, finished in 2024, I {{test|tense|tested}} the compaction of each layer and recorded the quantities of gravel for the {{engineers|apostrophe|engineer's}} measurement.

I am {{familier|spelling|familiar}} with the Roads 2000 programme and the {{principals|homophone|principles}} of labour-based methods, which {{creates|agreement|create}} jobs for young people in the villages.

Yours faithfully,

Maurice Onyango Otieno`,
  },
  {
    id: "b12-letter-counselling-psychologist-mathari",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Counselling Psychologist, Mathari National Teaching and Referral Hospital, Nairobi

I wish to apply for the post of Counselling Psychologist advertised on 20 {{october|capitalisation|October}} 2025. I hold an MA in Counselling Psychology from Africa Nazarene University, and I am licensed by the Counsellors and Psychologists Board.

For six years I have counselled clients at a rehabilitation centre in Kiambu, most of them young men recovering from alcohol and drug {{adiction|spelling|addiction}}. I {{runs|agreement|run}} group therapy three times a week, and in 2024 I {{start|tense|started}} {{a|article|an}} eight-week programme for their families.

I would welcome the chance to work in {{a a|doubled-word|a}} hospital where psychologists {{compliment|homophone|complement}} the work of psychiatrists.

Yours faithfully,

Lucy Wairimu Ndung'u`,
  },
  {
    id: "b12-letter-curatorial-assistant-nmk",
    type: "letter",
    marked: `Dear Dr Kahindi,

Re: Curatorial Assistant, Ethnography Section, National Museums of Kenya, Nairobi

I am writing to apply for the post of Curatorial Assistant in the ethnography section. I hold a BA in History and Archaeology from the University of Nairobi, and I am completing {{a|article|an}} MA in Heritage Studies at Kenyatta University.

Since 2022 I have worked as a guide at Fort Jesus in Mombasa, where I {{leads|agreement|lead}} about 40 school groups a month. In 2024 I {{catalogue|tense|catalogued}} 1,200 objects from the {{museums|apostrophe|museum's}} Swahili collection. I speak English, Kiswahili and {{giriama|capitalisation|Giriama}}.

I would value the chance to work with the {{colection|spelling|collection}} at the Nairobi National Museum.

Yours sincerely,

Amina Bakari Mohamed`,
  },
  {
    id: "b12-letter-wash-officer-plan-kwale",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: WASH Officer, Plan International Kenya, Kwale Programme Unit

I wish to apply for the post of WASH Officer in Kwale. I hold a BSc in Environmental Health from Maseno University, and I am registered with the Public Health Officers and Technicians Council.

For four years I have worked as a public health officer in Kinango, where I {{inspects|agreement|inspect}} schools and markets. In that time 60 villages have become open-defecation free through community-led total {{sanitaion|spelling|sanitation}}, and every one of them {{accept|homophone|except}} two has kept the status. In 2023 I {{train|tense|trained}} 45 artisans to build latrines with local materials.

I speak English, Kiswahili and Digo, and I would welcome the chance to work with Plan's partners in Kwale.

Yours faithfully,

Mwanaisha Juma Mwachiro`,
  },
  {
    id: "b12-letter-sales-representative-kericho",
    type: "letter",
    marked: `Dear Mr Cheruiyot,

Re: Sales Representative, Kericho and Bomet Route, Maziwa Bora Dairies Ltd

Thank you for your call on {{tuesday|capitalisation|Tuesday}}. As you asked, I am sending my application for the post of Sales Representative on the Kericho and Bomet route. I hold a Diploma in Sales and Marketing from Mount Kenya University.

For three years I have sold soft drinks for a distributor in Litein and Sotik, where my route {{cover|agreement|covers}} 180 shops and 12 supermarkets. In 2025 I {{raise|tense|raised}} sales on the route by 26%, and I opened 40 new {{outlet's|apostrophe|outlets}}.

I own a motorbike{{,|punctuation|, }}a smartphone and {{an|article|a}} good map of every market on the route. I am {{confidant|homophone|confident}} that I can grow your sales in the same way.

Yours sincerely,

Ruth Chepkirui Ngetich`,
  },
  {
    id: "b12-letter-internship-psc",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Public Service Internship Programme, State Department for ICT and the Digital Economy

I am applying for a place in the Public Service Internship Programme advertised by the Public Service Commission. I graduated in {{Decembre|spelling|December}} 2025 with a BSc in Computer Science from Meru University of Science and Technology (MUST).

During my attachment at the ICT Authority I {{help|tense|helped}} to test the {{ecitizen|capitalisation|eCitizen}} services of three {{ministrys|spelling|ministries}}, and I wrote a report on the problems that citizens {{faces|agreement|face}} when they pay for services.

I would be grateful for the chance {{to to|doubled-word|to}} learn how government systems are built and run.

Yours faithfully,

Ian Mwenda Kirimi`,
  },
  {
    id: "b12-letter-librarian-knls-narok-clean",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Librarian II, Kenya National Library Service, Narok Branch

I wish to apply for the post of Librarian II advertised on the KNLS website. I hold a Bachelor of Library and Information Science from Kenyatta University, and I am a member of the Kenya Library Association.

For four years I have worked as an assistant librarian at Maasai Mara University, where I catalogue new books on Koha, run the reference desk and teach first-year students to search online journals. In 2024 I started a weekend reading club for children from Narok town, which now has 60 members.

I speak English, Kiswahili and Maa, and I would welcome the chance to bring more readers to the Narok library.

Yours faithfully,

Grace Naisula Tipape`,
  },
  {
    id: "b12-linkedin-fish-farmer-sagana",
    type: "letter",
    marked: `I run Mto Samaki Farm in Sagana, Kirinyaga County, where we raise tilapia and catfish in 22 ponds and sell fingerlings to farmers across central Kenya. I studied Agricultural Economics at Egerton University and {{train|tense|trained}} in pond management at the Sagana Aquaculture Centre.

Our ponds {{produces|agreement|produce}} about 40 tonnes of fish a year, and we supply hotels in Nyeri, Embu and {{karatina|capitalisation|Karatina}}. I also train young farmers, because fish farming can be a {{profitible|spelling|profitable}} business on a small plot.

I am always happy to host visitors at the farm and to talk to anyone who {{want|agreement|wants}} to start a pond.`,
  },
  {
    id: "b12-linkedin-data-consultant-kileleshwa",
    type: "letter",
    marked: `I am a data and BI consultant based in Kileleshwa, Nairobi. I help SACCOs, hospitals and county {{government's|apostrophe|governments}} to turn their data into reports that managers actually read.

Before I {{go|tense|went}} independent in 2022, I spent seven years at a telecoms company, {{were|homophone|where}} I built churn models for 20 million {{subscibers|spelling|subscribers}}. I work in Power BI, SQL and Python, and I {{teaches|agreement|teach}} a short course in data visualisation at the University of Nairobi.

If your managers spend more time building reports than using them, {{lets|apostrophe|let's}} talk.`,
  },
  {
    id: "b12-linkedin-tour-operator-maralal",
    type: "letter",
    marked: `I am the founder of Ndoto Safaris, a tour company in Maralal that takes travellers to the Samburu National Reserve, Lake Kisima and the camel markets of {{baragoi|capitalisation|Baragoi}}. I am a member of the Kenya Association of Tour Operators (KATO) and a silver-level guide with the Kenya Professional Safari Guides Association.

Every trip we run {{employ|agreement|employs}} local guides and cooks, and part of every {{guests|apostrophe|guest's}} fee goes to a bursary fund. Last year we {{host|tense|hosted}} 600 guests, and the fund paid secondary school fees for 35 children.

If you want to see northern Kenya with the people who live there, get in {{tuch|spelling|touch}}.`,
  },
  {
    id: "b12-linkedin-sign-language-interpreter-clean",
    type: "letter",
    marked: `I am a Kenyan Sign Language interpreter with nine years of experience in courts, hospitals and television. I interpret the evening news on KBC and work with the Judiciary in Nairobi and Nakuru.

I trained at the Kenya Institute of Special Education (KISE), and I am a member of the Kenya National Association of the Deaf. My grandmother lost her hearing when I was ten, and learning to sign with her taught me that access to information is a right, not a favour.

I train hospital staff to communicate with deaf patients, and I am happy to advise employers on making their workplaces accessible under the Persons with Disabilities Act.`,
  },
];

export const passagesBatch12: PassageWithFixes[] = sources.map(parseWithFixes);
