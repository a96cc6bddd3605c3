import { type PassageWithFixes, parseWithFixes } from "./proofreading-corpus-batch4";

/**
 * Held-out batch 10 for `npm run bench:proofreading`, written on 2026-12-01 by a helper engineer
 * ("proof-batch10") apart from the engine.
 *
 * Rules of apartness, as followed:
 *
 * - Read: bench/proofreading-corpus-batch9.ts (format and conventions only; its kinds were counted
 *   once to keep similar proportions, and every passage here is new),
 *   bench/proofreading-corpus-batch4.ts (the `parseWithFixes` format) and bench/proofreading.ts
 *   (how passages are scored and batches registered). The list of kind names, `errorKinds`, was
 *   printed once from bench/proofreading-corpus.ts with `npx tsx -e` (that one exported array only;
 *   no passage of batch 1 was printed or opened), to use only kinds the harness knows.
 * - Not opened: anything under server/, app/ or tests/, bench/README.md and every other corpus
 *   batch. No `git show` was run and the engine's history was not read; one `git log -1 --format=%h
 *   main` was run by mistake while checking the setup and printed only the tip's short hash,
 *   already shown by `git worktree add`. Neither `npm run bench:proofreading` nor any test suite
 *   was run: the batch was committed before it was run on the engine, and it is not registered in
 *   bench/proofreading.ts until its single first run.
 * - Seen without opening: one line of bench/proofreading-corpus.ts, in the stack trace of its check
 *   that a corpus is ASCII, when a first draft of this file used an en dash and a superscript.
 * - Checked with: the `npx tsx -e` import (every passage parses, each seeded error well-formed)
 *   and `npx biome check` on this file, the project's formatter and linter; `npx prettier` is not
 *   installed and `npx eslint` finds no config in this repository, so neither could run.
 *
 * CV sections, bullets, cover letters and LinkedIn summaries of new clients: a maternity nurse in
 * Kakamega and Mumias, a KURA resident engineer in Meru, a fisheries officer in Mbita, county
 * communications in Bungoma, a hotel front office in Diani, an insurance underwriter in Kisumu, a
 * fintech engineer in Kilimani, dairy quality assurance at Nyahururu, an advocate in Kericho, SME
 * banking in Kitui, a truck fleet in Athi River, a junior school teacher in Marsabit, county
 * nutrition in Isiolo, a mine geologist in Kwale, a KFS forester at Londiani, NGO grants in Lamu, a
 * university librarian at Karatina, IEBC in Vihiga, avocado exports in Murang'a, health records at
 * KNH, a matatu SACCO in Kitengela, a seed warehouse in Kitale, WASH monitoring in Kakuma and a
 * dental officer in Kitui; letters to the KPA at Lamu, KEBS in Kisumu, the Judiciary at Kapsabet,
 * the Kenya Red Cross in Marsabit, the PSC internship programme, KMTC Port Reitz and the Tharaka
 * Nithi County Public Service Board; LinkedIn summaries of a solar entrepreneur in Migori and a
 * career coach in Thika. Four passages are clean: a meteorologist at Dagoretti Corner, a safari
 * guide in Amboseli, a letter to Laikipia University and a data protection lawyer's LinkedIn
 * summary.
 *
 * Same format as batches 4 to 9: a seeded error is {{text|kind|correction}}, the correction being
 * what a careful editor writes over the text (a doubled word is marked whole and corrected to one;
 * a missing space after a comma is the comma, corrected to a comma and a space; a missing article
 * is the word it belongs before, corrected to the article and the word). Kinds, as the harness
 * names them: wrong prepositions ("interested on", "discuss about", "request for", "deal on", "in
 * charge for") are marked homophone, the corpus's kind for confusables, as there is no preposition
 * kind; wrong word forms ("equipments", "informations", "payed") are marked spelling. Everything
 * else is correct British English as written in Kenya, so a flag on any county, town, university,
 * college, body, certification, system, law, agency, examination, language, product or personal
 * name is a false positive (KPSEA, KIEMS, BVR, KIAMIS, KLISC, DMVIC, GlobalG.A.P., BRCGS,
 * AIIK, KPSGA, JOOUST, MMUST, KEREA, Lulogooli, Bajuni, Gabra, Maa), and so is one on
 * the American spelling in a proper name (Kenya Agricultural and Livestock Research Organization),
 * on British spellings (programme, licence, licensed, organise, catalogued, haemorrhage,
 * paediatric, fertiliser, catalogue, subsidised, instalments, counselled), on Swahili and trade
 * words (shamba, chamas, matatu, matatus, boda bodas), on a field's own word repeated, on
 * correct articles (an MSc, an LLB, an LLM, an NGO, an off-grid firm, a Dutch importer), on correct
 * possessives and plurals (babies', buyers', donors', drivers', contractors', voters', clients',
 * SACCOs, SMEs) or on a correct "its", "whose", "their" or "than". LinkedIn summaries are typed
 * "letter": they are written in the first person, as LinkedIn expects. In CVs, a bullet in the
 * first person and a bullet led by a weak phrase ("Responsible for", "Was involved in", "Help
 * with", "Assisted with", "Was responsible for") are seeded as first-person and weak-verb errors,
 * the only style findings seeded; every other CV line is written without them, and no claim without
 * a figure is seeded. Not to be tuned on: a fix is measured on a new batch.
 */

type Source = Parameters<typeof parseWithFixes>[0];

const sources: Source[] = [
  {
    id: "b10-cv-nurse-kakamega",
    type: "cv",
    marked: `## Profile

Registered nurse and midwife (KRCHN) licensed by the Nursing Council of Kenya, with a BSc in Nursing from Masinde Muliro University of Science and Technology (MMUST) and eight years in maternity and newborn care in Kakamega and Mumias. Holds certificates in Emergency Obstetric and Newborn Care (EmONC) and in Helping Babies Breathe.

## Experience

### Nursing Officer In-Charge, Maternity Unit, Kakamega County General Hospital (2021 - present)

- Lead a team of 22 nurses and midwives who {{conducts|agreement|conduct}} about 650 deliveries a month.
- Cut deaths from post-partum haemorrhage to none in 2024 by measuring blood loss after every birth.
- Run the kangaroo mother care room, where low-birthweight babies and {{there|homophone|their}} mothers stay until discharge.
- Plan the unit's duty rota and {{liase|spelling|liaise}} with the newborn unit on referrals.
- Mentor student nurses from {{kmtc|capitalisation|KMTC}} Kakamega and MMUST on the labour ward.

### Nurse, Mumias Sub-County Hospital (2016 - 2021)

- {{Work|tense|Worked}} in the maternity ward, the theatre and the HIV clinic on a rotating roster.
- Started a support group for 90 mothers living with HIV, which met every Thursday.
- Vaccinated children at outreach clinics in Shianda and Matungu{{,|punctuation|, }}often on foot.

## Education

- BSc Nursing, MMUST, 2015.
- Certificate in Emergency Obstetric and Newborn Care, Ministry of Health, 2019.`,
  },
  {
    id: "b10-cv-civil-engineer-meru",
    type: "cv",
    marked: `## Profile

Civil engineer registered with the Engineers Board of Kenya (EBK) and a corporate member of the Institution of Engineers of Kenya (IEK), with a BSc in Civil Engineering from Dedan Kimathi University of Technology and ten years on urban roads and drainage in Meru, Tharaka Nithi and Embu.

## Experience

### Resident Engineer, Kenya Urban Roads Authority (KURA), Meru Region (2020 - present)

- Supervise contractors on 46 km of urban roads in Meru town, Maua and Nkubu, worth KSh 3.8 billion.
- Check the contractors' monthly measurements and {{certifies|agreement|certify}} interim payments within 14 days.
- Test materials at the Ministry's materials {{laboratary|spelling|laboratory}} in Meru; every batch of asphalt since 2022 has met the specification.
- Chair the monthly site meetings, where the contractor, the consultant and the county {{agrees|agreement|agree}} on the next month's works.
- Manage the relocation of 140 traders from the road reserve in Gakoromone with the {{national land commission|capitalisation|National Land Commission}}.

### Assistant Engineer, County Government of Tharaka Nithi, Chuka (2015 - 2020)

- {{Design|tense|Designed}} 30 box culverts and drifts for rural roads in Tharaka and Chuka.
- Prepared bills of quantities for the ward roads {{programe|spelling|programme}}.
- Supervised the gravelling of 120 km of roads paid for by the Roads Maintenance Levy Fund{{ .|punctuation|.}}
- {{I also trained|first-person|Trained}} 60 youth groups in labour-based road maintenance.

## Education

- BSc Civil Engineering, Dedan Kimathi University of Technology, 2014.`,
  },
  {
    id: "b10-cv-fisheries-officer-mbita",
    type: "cv",
    marked: `## Profile

Fisheries officer with seven years on Lake Victoria, holding a BSc in Fisheries and Aquatic Sciences from the University of Eldoret and an MSc in Aquaculture from Kisii University. Speaks English, Kiswahili and Dholuo.

## Experience

### Sub-County Fisheries Officer, County Government of Homa Bay, Mbita (2021 - present)

- Register fishing vessels and issue fishing licences to about 3,000 fishers {{on on|doubled-word|on}} Rusinga and Mfangano islands.
- Work with 24 beach management units (BMUs), whose committees {{collects|agreement|collect}} landing fees at each beach.
- Train fish farmers in Rangwe and Ndhiwa on cage culture of tilapia with the Kenya Marine and Fisheries Research Institute ({{kmfri|capitalisation|KMFRI}}).
- Lead joint patrols with the Kenya Fisheries Service against monofilament nets and undersized catches.
- Collect catch data at the landing beaches every {{weak|homophone|week}} and report it to the State Department for the Blue Economy and Fisheries.

### Fisheries Assistant, Kenya Fisheries Service, Kisumu (2017 - 2021)

- {{Inspect|tense|Inspected}} fish processing plants in Kisumu for {{complience|spelling|compliance}} with EU export rules.
- Ran the 2019 frame survey at 40 landing beaches in Kisumu and Siaya.
- Wrote the sub-county's {{annnual|spelling|annual}} fisheries report.

## Education

- MSc Aquaculture, Kisii University, 2020.
- BSc Fisheries and Aquatic Sciences, University of Eldoret, 2016.`,
  },
  {
    id: "b10-cv-communications-officer-bungoma",
    type: "cv",
    marked: `## Profile

Communications officer accredited by the Media Council of Kenya (MCK), with a BA in Communication and Journalism from Moi University and nine years in radio and county communications in Bungoma and Busia. Writes and broadcasts in English, Kiswahili and Lubukusu.

## Experience

### Senior Communications Officer, County Government of Bungoma (2021 - present)

- Write speeches and press statements for the {{governors|apostrophe|governor's}} office.
- Run the county's Facebook, X and YouTube accounts, which {{has|agreement|have}} 410,000 followers in all.
- Organise media coverage of the county's budget forums in all 45 wards.
- Brief journalists from Citizen TV, {{west fm|capitalisation|West FM}} and the Nation before each county event.
- Edit the county newsletter, {{who's|homophone|whose}} print run has risen from 2,000 to 8,000 copies.

### Presenter and Reporter, Sulwe FM, Busia (2016 - 2021)

- {{Present|tense|Presented}} the morning show in Lubukusu and Kiswahili for five years.
- Reported on cross-border trade at the Busia and Malaba one-stop border posts.
- Won the 2019 Annual Journalism Excellence Awards (AJEA) prize for a series on unpaid cane farmers at Nzoia Sugar.
- Hosted debates between the {{canditates|spelling|candidates}} for governor and senator in 2017.

## Education

- BA Communication and Journalism, Moi University, 2015.`,
  },
  {
    id: "b10-cv-front-office-manager-diani",
    type: "cv",
    marked: `## Profile

Front office manager with ten years in beach hotels on the south coast, holding a Diploma in Hotel Management from Kenya Coast National Polytechnic and a certificate in revenue management from eCornell. Speaks English, Kiswahili, German and Italian.

## Experience

### Front Office Manager, Galu Beach Resort, Diani, Kwale (2020 - present)

- Lead a team of 18 receptionists, concierges and night auditors across three shifts.
- Raised the {{resorts|apostrophe|resort's}} online review score from 8.1 to 9.0 in two years.
- Manage bookings on Opera PMS and allocate rooms for groups of up to 150 guests.
- Keep the {{guests|apostrophe|guests'}} passports in the safe and return them at check-out.
- Train new receptionists on check-in, cash handling and the Data Protection Act 2019.
- Renew the resort's licence with the {{tourism regulatory authority|capitalisation|Tourism Regulatory Authority}} every year.
- {{Responsible for handling|weak-verb|Handle}} complaints from guests and tour operators.

### Receptionist, Baobab Sands Hotel, Ukunda (2014 - 2020)

- {{Check|tense|Checked}} in about 120 guests a day in the high season.
- Arranged transfers from Moi International Airport and the Ukunda airstrip.
- Handled {{accomodation|spelling|accommodation}} bookings from tour operators in Germany and Italy.

## Education

- Diploma in Hotel Management, Kenya Coast National Polytechnic, 2013.`,
  },
  {
    id: "b10-cv-underwriter-kisumu",
    type: "cv",
    marked: `## Profile

Insurance underwriter with six years in general insurance, holding a BCom (Insurance) from Maseno University and the Associate of the Insurance Institute of Kenya (AIIK) qualification from the College of Insurance. A member of the Insurance Institute of Kenya.

## Experience

### Senior Underwriter, Lakeside General Insurance Ltd, Kisumu (2022 - present)

- Underwrite motor, fire and {{burglery|spelling|burglary}} policies for SMEs and county contractors in western Kenya.
- Review about 40 proposals a week and quote premiums within 24 hours.
- Cut the motor loss ratio from 78% to 61% by pricing matatus and boda bodas on their claims history.
- Renew the branch's large accounts, which {{makes|agreement|make}} up 60% of its premium income.
- File the quarterly returns that the {{ira|capitalisation|IRA}} requires of the branch.
- Train 35 {{agent's|apostrophe|agents}} in Kisumu, Siaya and Homa Bay on the new motor {{tarrif|spelling|tariff}}.

### Underwriting Assistant, Nyanza Assurance Ltd, Kisumu (2019 - 2022)

- {{Prepare|tense|Prepared}} policy documents and endorsements for 1,500 clients.
- Issued digital motor certificates on DMVIC for about 300 policies a month.
- Passed all 11 AIIK papers at the first sitting.

## Education

- BCom (Insurance), Maseno University, 2018.
- AIIK, College of Insurance, 2021.`,
  },
  {
    id: "b10-cv-software-engineer-kilimani",
    type: "cv",
    marked: `## Profile

Software engineer with six years building payment and lending systems, holding a BSc in Computer Science from Multimedia University of Kenya and the AWS Certified Solutions Architect (Associate) certification. Works in TypeScript, Go, PostgreSQL and Kubernetes, and integrates with the Safaricom Daraja API and PesaLink.

## Experience

### Senior Software Engineer, Pesa Rahisi Ltd, Kilimani, Nairobi (2022 - present)

- Own the company's loan app, which {{serve|agreement|serves}} 1.2 million users, and lead its team of five engineers.
- Cut the time to disburse a loan from four minutes to 40 seconds by moving to queued M-Pesa B2C payments.
- Review every pull request for security and test coverage; no critical bug has reached production since 2023.
- Keep customer data {{complaint|homophone|compliant}} with the Data Protection Act 2019 and the ODPC's guidance notes.
- Mentor two interns each year from the {{ajira digital|capitalisation|Ajira Digital}} programme.
- {{I designed|first-person|Designed}} the credit scoring service, which now scores 30,000 applications a day.

### Software Developer, Kijiji Tech Ltd, Westlands, Nairobi (2019 - 2022)

- {{Build|tense|Built}} USSD menus for SACCOs and insurers on Africa's Talking.
- Integrated three banks through PesaLink{{,|punctuation|, }}cutting transfer costs for clients by a third.
- Wrote the {{documantation|spelling|documentation}} for the company's public API.

## Education

- BSc Computer Science, Multimedia University of Kenya, 2019.`,
  },
  {
    id: "b10-cv-dairy-quality-nyahururu",
    type: "cv",
    marked: `## Profile

Food scientist with eight years in dairy processing, holding a BSc in Food Science and Technology from Egerton University and lead auditor certificates in HACCP and ISO 22000.

## Experience

### Quality Assurance Manager, New KCC, Nyahururu Factory (2021 - present)

- Run the factory laboratory, which {{test|agreement|tests}} every tanker of milk for antibiotics, added water and butterfat.
- Keep the factory's ISO 22000 certificate; the KEBS and Kenya Dairy Board audits {{has|agreement|have}} found no major non-conformity since 2021.
- Cut product recalls from three in 2020 to none by testing every batch of UHT milk before release.
- Train 200 milk collectors in Laikipia and Nyandarua on clean milk handling and the {{kenya dairy board|capitalisation|Kenya Dairy Board}} regulations.
- Sign off each {{days|apostrophe|day's}} batches of yoghurt, butter and ghee for release.

### Quality Controller, Brookside Dairy, Ruiru (2016 - 2021)

- {{Run|tense|Ran}} the microbiology laboratory on the night shift.
- Investigated customer complaints and wrote {{corective|spelling|corrective}} action reports.
- Calibrated the laboratory's {{equipments|spelling|equipment}} every month.

## Education

- BSc Food Science and Technology, Egerton University, 2015.`,
  },
  {
    id: "b10-cv-advocate-kericho",
    type: "cv",
    marked: `## Profile

Advocate of the High Court of Kenya and a member of the Law Society of Kenya (LSK), with an LLB from Kenyatta University, a Postgraduate Diploma in Law from the Kenya School of Law and seven years in land, succession and commercial practice in Kericho and Bomet.

## Experience

### Associate, Chepkwony & Kiprono Advocates, Kericho (2021 - present)

- Represent clients in land disputes before the Environment and Land Court in Kericho.
- Draft sale agreements, leases and charges, and register them at the lands registry {{in in|doubled-word|in}} Kericho.
- File succession causes under the Law of Succession Act and {{council|homophone|counsel}} families on the distribution of estates.
- Appear in the {{small claims court|capitalisation|Small Claims Court}} in Kericho for traders and SACCOs.
- Advise two tea estates, whose leases {{expires|agreement|expire}} in 2030, on their renewal.

### Pupil and Legal Assistant, Omondi & Co. Advocates, Kisumu (2017 - 2021)

- {{Research|tense|Researched}} case law and drafted pleadings for the {{principle|homophone|principal}} partner.
- Took notes at hearings at the Kisumu Law Courts and prepared the {{firms|apostrophe|firm's}} cause lists.
- Admitted to the Roll of Advocates in September 2018.

## Education

- Postgraduate Diploma in Law, Kenya School of Law, 2018.
- LLB, Kenyatta University, 2016.`,
  },
  {
    id: "b10-cv-relationship-manager-kitui",
    type: "cv",
    marked: `## Profile

Banker with nine years in SME and agricultural lending, holding a BCom (Banking and Finance) from South Eastern Kenya University (SEKU). A member of the Kenya Institute of Bankers and holder of its Accredited Banker (AKIB) qualification.

## Experience

### Relationship Manager, SME Banking, Equity Bank, Kitui Branch (2021 - present)

- Manage a portfolio of 260 SME customers with loans of KSh 1.4 billion.
- Grew the {{branches|apostrophe|branch's}} SME deposits by 35% in 2023.
- Visit every borrower's business before disbursement and review each account every quarter.
- Structure stock loans for traders at the Kitui and Mwingi markets, whose income {{rise|agreement|rises}} after each harvest.
- Check every borrower with a credit reference bureau, as the {{central bank of kenya|capitalisation|Central Bank of Kenya}} prudential guidelines require.
- Train 40 {{chama's|apostrophe|chamas}} a year on group savings and loans.

### Credit Officer, Kenya Women Microfinance Bank, Mwingi (2016 - 2021)

- {{Appraise|tense|Appraised}} group and individual loans for women traders in Mwingi and Kyuso.
- {{Was involved in|weak-verb|Led}} the recovery of arrears after the 2017 drought.
- Opened 900 new {{acounts|spelling|accounts}} in 2019.

## Education

- BCom (Banking and Finance), South Eastern Kenya University, 2015.`,
  },
  {
    id: "b10-cv-fleet-manager-athi-river",
    type: "cv",
    marked: `## Profile

Fleet and transport manager with eleven years in long-haul trucking on the Northern Corridor, holding a Diploma in Highway Engineering from the Kenya Institute of Highways and Building Technology (KIHBT) and a BSc in Logistics and Supply Chain Management from Mount Kenya University. A member of the Chartered Institute of Logistics and Transport (CILT) Kenya.

## Experience

### Fleet Manager, Mlolongo Haulage Ltd, Athi River (2020 - present)

- Manage 85 trucks that {{carries|agreement|carry}} fuel and containers to Kampala, Kigali and Juba.
- Cut fuel use per kilometre by 12% with GPS tracking and driver {{trainning|spelling|training}}.
- Keep every truck's inspection and speed governor certificates valid with {{ntsa|capitalisation|NTSA}}.
- Plan loads within the limits of the East African Community Vehicle Load Control Act 2016; no truck has been fined at the Mariakani or Athi River weighbridges since 2021.
- Handle insurance claims after accidents and {{negociate|spelling|negotiate}} repairs with garages.
- {{I also manage|first-person|Manage}} 110 drivers and their rest schedules.

### Transport Supervisor, Pwani Freight Ltd, Mombasa (2013 - 2020)

- {{Dispatch|tense|Dispatched}} 30 trucks a day from the port of Mombasa to depots in Nairobi and Eldoret.
- Tracked every consignment until {{it's|homophone|its}} delivery and warned clients of delays.
- Checked drivers' logbooks and {{report|tense|reported}} speeding to the operations manager.

## Education

- BSc Logistics and Supply Chain Management, Mount Kenya University, 2016.
- Diploma in Highway Engineering, KIHBT, 2012.`,
  },
  {
    id: "b10-cv-junior-school-teacher-marsabit",
    type: "cv",
    marked: `## Profile

Primary and junior school teacher with a BEd (Arts) from Mount Kenya University and eight years in public schools in Marsabit and Moyale. Registered with the TSC and trained by KICD on the Competency-Based Curriculum. Speaks English, Kiswahili, Borana and Rendille.

## Experience

### Teacher of English and Kiswahili, Marsabit Junior School (2022 - present)

- Teach English and Kiswahili to 140 learners in Grades 7, 8 and 9.
- Prepare Grade 9 learners for the Kenya Junior School Education Assessment ({{kjsea|capitalisation|KJSEA}}).
- Upload assessment scores to the KNEC portal, which {{close|agreement|closes}} at the end of each term.
- Run the school library, which has 2,400 {{book's|apostrophe|books}} donated by parents and churches.
- Lead the drama club, whose members {{has|agreement|have}} reached the county drama festival twice.

### Teacher, Moyale Township Primary School (2016 - 2022)

- {{Teach|tense|Taught}} Grades 4 to 6 and prepared learners for the Kenya Primary School Education Assessment (KPSEA).
- Ran the school's feeding programme with the World Food {{programme|capitalisation|Programme}} during the 2017 drought.
- Visited families in Sololo and Butiye{{,|punctuation|, }}and brought 60 girls back to school.

## Education

- BEd (Arts), Mount Kenya University, 2015.`,
  },
  {
    id: "b10-cv-nutritionist-isiolo",
    type: "cv",
    marked: `## Profile

Nutritionist registered with the Kenya Nutritionists and Dieticians Institute (KNDI), with a BSc in Human Nutrition and Dietetics from Meru University of Science and Technology and six years in community and hospital nutrition in Isiolo and Samburu. Speaks English, Kiswahili and Borana.

## Experience

### County Nutrition Coordinator, County Government of Isiolo (2022 - present)

- Coordinate the county's response to acute malnutrition with UNICEF, WFP and Action Against Hunger.
- Run nutrition screening at 42 health facilities, which {{reports|agreement|report}} on KHIS every month.
- Cut the default rate in the outpatient therapeutic programme from 18% to 6% by tracing defaulters with community health promoters.
- Led the screening of 36,000 children during the 2022 drought and {{refer|tense|referred}} 2,900 of them for treatment.
- Chair the county nutrition technical forum, which {{meet|agreement|meets}} every month and publishes its minutes.
- Align the county's nutrition plan with the {{kenya nutrition action plan|capitalisation|Kenya Nutrition Action Plan}}.

### Nutritionist, Samburu County Referral Hospital, Maralal (2018 - 2022)

- {{Assess|tense|Assessed}} inpatients and prepared therapeutic diets with the kitchen.
- Counselled mothers on their {{childrens|apostrophe|children's}} feeding in English, Kiswahili and Samburu.
- Trained 50 community health promoters on {{measureing|spelling|measuring}} mid-upper arm circumference.

## Education

- BSc Human Nutrition and Dietetics, Meru University of Science and Technology, 2017.`,
  },
  {
    id: "b10-cv-mine-geologist-kwale",
    type: "cv",
    marked: `## Profile

Geologist registered with the Geologists Registration Board and a member of the Geological Society of Kenya (GSK), with a BSc in Geology from the University of Nairobi and an MSc in Mining and Mineral Processing from Taita Taveta University. Eight years in mineral sands and gemstone exploration in Kwale and Taita Taveta.

## Experience

### Senior Mine Geologist, Pwani Mineral Sands Ltd, Msambweni, Kwale (2020 - present)

- Lead a team of six geologists who {{models|agreement|model}} the ore body in Leapfrog and Surpac.
- Reconcile the mined tonnage with the model every month; the variance has stayed within 5% since 2021.
- Prepare the {{mines|apostrophe|mine's}} annual report to the State Department for Mining under the {{mining act|capitalisation|Mining Act}} 2016.
- Brief the community liaison committee in Kinondo and Ramisi on dust and water monitoring.
- {{Help with|weak-verb|Prepare}} the environmental and social impact assessment for the southern extension.

### Exploration Geologist, Tsavo Gemstone Exploration Ltd, Voi (2016 - 2020)

- {{Map|tense|Mapped}} 120 sq km of gemstone prospects near Mwatate and Kasigau.
- Logged and {{sample|tense|sampled}} 40 trenches for garnet and ruby.
- Applied for prospecting licences on the Mining Cadastre Portal{{ ,|punctuation|,}} the State Department's online system.

## Education

- MSc Mining and Mineral Processing, Taita Taveta University, 2019.
- BSc Geology, University of Nairobi, 2015.`,
  },
  {
    id: "b10-cv-forester-londiani",
    type: "cv",
    marked: `## Profile

Forester with nine years in the Kenya Forest Service (KFS), holding a Diploma in Forestry from the Kenya Forestry College, Londiani, and a BSc in Forestry from Moi University. Speaks English, Kiswahili and Kalenjin.

## Experience

### Forest Station Manager, Kenya Forest Service, Londiani Forest Station, Kericho (2021 - present)

- Manage 18,000 hectares of plantation and natural forest on the edge of the Mau Forest {{complex|capitalisation|Complex}}.
- Lead 40 forest rangers who guard the station against illegal logging and charcoal burning.
- Plant about 600,000 seedlings a year with community forest associations under the {{pelis|capitalisation|PELIS}} scheme.
- Supervise timber sales to licensed sawmillers; the sales {{brings|agreement|bring}} in KSh 60 million a year.
- Resolve grazing disputes with {{neighboring|spelling|neighbouring}} communities under the Forest Conservation and Management Act 2016.

### Forester, Kenya Forest Service, Kaptagat (2016 - 2021)

- {{Raise|tense|Raised}} 300,000 seedlings a year in the station's tree nursery.
- Trained community scouts in fire {{preventation|spelling|prevention}}.
- Marked the boundary of the forest {{were|homophone|where}} it meets farms in Elgeyo Marakwet.

## Education

- BSc Forestry, Moi University, 2015.
- Diploma in Forestry, Kenya Forestry College, Londiani, 2011.`,
  },
  {
    id: "b10-cv-grants-officer-lamu",
    type: "cv",
    marked: `## Profile

Finance and grants officer with seven years in NGO finance in Lamu and Tana River, a Certified Public Accountant, CPA(K), and a member of ICPAK. Holds a BCom (Accounting) from Pwani University.

## Experience

### Finance and Grants Officer, Kisiwa Community Trust, Lamu (2021 - present)

- Manage grants of USD 3.2 million a year from four donors and {{prepares|agreement|prepare}} their financial reports.
- Run the payroll for 75 staff in Lamu, Mpeketoni and Witu and pay {{there|homophone|their}} statutory deductions by the ninth of each month.
- Reconcile the {{trusts|apostrophe|trust's}} bank and M-Pesa accounts each month.
- Present the annual budget to the board, which {{approve|agreement|approves}} it at its June meeting.
- Prepare the files for the external auditors; the last three audits {{has|agreement|have}} been unqualified.
- Check every payment against the donors' rules, including USAID's {{alowable|spelling|allowable}} cost rules.

### Accountant, Kenya Red Cross Society, Hola Branch (2017 - 2021)

- {{Process|tense|Processed}} cash transfers to 4,000 households during the 2019 floods.
- Kept the branch's cash book and its {{stationary|homophone|stationery}} stock records.
- Trained volunteers in Garsen and Bura to keep a receipt for every {{expence|spelling|expense}}.

## Education

- BCom (Accounting), Pwani University, 2016.
- CPA(K), KASNEB, 2017.`,
  },
  {
    id: "b10-cv-librarian-karatina",
    type: "cv",
    marked: `## Profile

Librarian with eight years in academic and public libraries, holding a Master of Library and Information Science from Kenyatta University and a BSc in Information Sciences from Moi University. A member of the Kenya Library Association (KLA).

## Experience

### Senior Librarian, Karatina University, Nyeri (2021 - present)

- Manage a collection of 90,000 books and e-resources for 9,000 students.
- Run the university's membership of KLISC, the Kenya Libraries and Information Services Consortium, which {{give|agreement|gives}} access to 40,000 e-journals.
- Train first-year students every {{semister|spelling|semester}} on searching databases and citing sources.
- Moved the catalogue to Koha in 2022 and {{train|tense|trained}} 25 staff to use it.
- Keep the reading rooms {{quite|homophone|quiet}} during examinations.

### Assistant Librarian, Kenya National Library Service, Nyeri Branch (2016 - 2021)

- {{Run|tense|Ran}} a children's reading hour every Saturday morning.
- Catalogued 12,000 books donated {{by by|doubled-word|by}} Book Aid International.
- Took the mobile library to primary schools in Othaya and Tetu.

## Education

- Master of Library and Information Science, Kenyatta University, 2020.
- BSc Information Sciences, Moi University, 2015.`,
  },
  {
    id: "b10-cv-election-coordinator-vihiga",
    type: "cv",
    marked: `## Profile

Elections administrator with ten years at the Independent Electoral and Boundaries Commission (IEBC), holding a BA in Political Science and Public Administration from Maseno University and a Postgraduate Diploma in Project Management from the Kenya Institute of Management.

## Experience

### Constituency Election Coordinator, IEBC, Vihiga Constituency (2020 - present)

- Plan voter registration, by-elections and general elections for about 70,000 registered voters in four wards.
- Recruit and train presiding officers and clerks, who {{operates|agreement|operate}} the KIEMS kits on polling day.
- Led the 2022 general election at 130 polling stations; the results from every station {{was|agreement|were}} transmitted within six hours.
- Resolve disputes at the constituency tallying centre under the {{elections act|capitalisation|Elections Act}} 2011.
- Run voter education in Kiswahili and Lulogooli with churches, chamas and youth groups.
- {{I supervise|first-person|Supervise}} the constituency's store of election materials.

### Registration Clerk, IEBC, Hamisi Constituency (2015 - 2020)

- {{Register|tense|Registered}} voters with BVR kits in Shiru and Gisambai.
- Verified voters' details during the 2017 {{inspecton|spelling|inspection}} of the register.
- Delivered election materials to 40 polling stations {{inspite|spelling|in spite}} of flooded roads.

## Education

- Postgraduate Diploma in Project Management, Kenya Institute of Management, 2018.
- BA Political Science and Public Administration, Maseno University, 2014.`,
  },
  {
    id: "b10-cv-export-manager-muranga",
    type: "cv",
    marked: `## Profile

Horticulture export manager with nine years in fresh produce, holding a BSc in Horticulture from Jomo Kenyatta University of Agriculture and Technology and a GlobalG.A.P. auditor certificate. Works with KEPHIS and the Horticultural Crops Directorate on every season's exports.

## Experience

### Export Manager, Mugumo Fresh Exports Ltd, Murang'a (2020 - present)

- Buy Hass avocados from 3,800 smallholders in Kandara, Kigumo and Gatanga, and export about 120 containers a year to Europe and the Middle East.
- Register every farm with the {{horticultural crops directorate|capitalisation|Horticultural Crops Directorate}} and train growers on the maturity rules.
- Book a KEPHIS inspection before each container {{leave|agreement|leaves}} the pack house.
- Keep the pack house's GlobalG.A.P. and BRCGS certificates; no consignment has been rejected in Europe since 2021.
- Cut rejections at the EU border from 4% to 0.5% over the {{passed|homophone|past}} three years.
- Signed {{agreement|article|an agreement}} with a Dutch importer for 40 containers a year in 2024.

### Field Officer, Thika Greens Ltd, Thika (2015 - 2020)

- {{Train|tense|Trained}} 1,200 French bean growers in Kirinyaga and Murang'a on pesticide residues.
- Kept each {{farmers|apostrophe|farmer's}} spray records for the buyers' audits.

## Education

- BSc Horticulture, JKUAT, 2014.`,
  },
  {
    id: "b10-cv-health-records-knh",
    type: "cv",
    marked: `## Profile

Health records and information officer with seven years in public hospitals in Nairobi, holding a Diploma in Health Records and Information Technology from KMTC and a BSc in Health Records and Information Management from Moi University. Registered with the Health Records and Information Managers Board.

## Experience

### Senior Health Records Officer, Kenyatta National Hospital, Nairobi (2021 - present)

- Supervise 14 health records officers who code about 2,000 discharges a month in ICD-10.
- Prepare claims to the Social Health Authority (SHA) and {{follows|agreement|follow}} up every rejected claim.
- Cut the rejection rate of SHA claims from 15% to 4% by checking each file before {{submition|spelling|submission}}.
- Report the hospital's monthly data to the Ministry of Health on KHIS.
- Release patient {{informations|spelling|information}} to the police, the courts and insurers under the {{data protection act|capitalisation|Data Protection Act}} 2019.

### Health Records Officer, Mbagathi County Hospital, Nairobi (2016 - 2021)

- {{Keep|tense|Kept}} the outpatient registers and retrieved about 300 files a day.
- Moved 60,000 patient files onto {{a|article|an}} electronic medical record system in 2019.
- {{Was responsible for|weak-verb|Compiled}} the monthly MOH 705 and MOH 711 reports.

## Education

- BSc Health Records and Information Management, Moi University, 2020.
- Diploma in Health Records and Information Technology, KMTC, 2015.`,
  },
  {
    id: "b10-cv-bullets-matatu-sacco-kitengela",
    type: "cv",
    marked: `## Experience

### Operations Manager, Kitengela Express Matatu SACCO, Kajiado (2021 - present)

- Manage a fleet of 140 matatus owned by 96 members on the Kitengela-Nairobi and Kitengela-Isinya routes.
- Keep every {{vehicles|apostrophe|vehicle's}} NTSA licence, insurance and inspection certificate valid.
- Allocate vehicles to the routes each morning and {{resolves|agreement|resolve}} disputes between drivers and conductors.
- Moved fare payments to {{m-pesa|capitalisation|M-Pesa}} in 2022; cashless fares now make up 70% of takings.
- Represent the SACCO at meetings with the {{national transport and safety authority|capitalisation|National Transport and Safety Authority}} and the county's transport department.
- Deal {{on|homophone|with}} complaints from passengers within 48 hours.
- Cut accidents involving SACCO vehicles from 14 in 2021 to three in 2024 by training {{all all|doubled-word|all}} drivers in defensive driving.

### Stage Manager, Ongata Line SACCO, Ongata Rongai (2017 - 2021)

- {{Collect|tense|Collected}} daily contributions from 60 vehicle owners.
- {{Payed|spelling|Paid}} drivers' and conductors' wages every Friday.
- Kept order in the queue at the Rongai stage at peak hours.`,
  },
  {
    id: "b10-cv-bullets-seed-warehouse-kitale",
    type: "cv",
    marked: `## Experience

### Warehouse Supervisor, Kenya Seed Company, Kitale (2020 - present)

- Supervise a 12,000-tonne warehouse and a team of 30 storemen and casual labourers.
- Receive maize seed from contracted growers and check {{it's|homophone|its}} moisture before storage.
- Fumigate the stores every three {{month's|apostrophe|months}} with a licensed contractor.
- Dispatch seed to {{distributers|spelling|distributors}} in Trans Nzoia, Bungoma and Uasin Gishu.
- Keep stock records on SAP; the last three stock counts {{was|agreement|were}} within 0.2% of the system.
- Enforce the Seeds and Plant Varieties Act with {{kephis|capitalisation|KEPHIS}} inspectors.

### Storekeeper, National Cereals and Produce Board (NCPB), Kitale (2015 - 2020)

- {{Weigh|tense|Weighed}} and graded maize deliveries from farmers at the Kitale depot.
- Issued subsidised fertiliser to registered farmers{{..|punctuation|.}}`,
  },
  {
    id: "b10-cv-bullets-wash-officer-kakuma",
    type: "cv",
    marked: `## Experience

### Monitoring and Evaluation Officer, Maji Safi Initiative, Kakuma and Kalobeyei, Turkana (2022 - present)

- Design the {{projects|apostrophe|project's}} baseline and endline surveys on KoboToolbox.
- Track water supply to 190,000 refugees and host community members, who {{receives|agreement|receive}} an average of 19 litres a person a day.
- Report indicators {{to to|doubled-word|to}} UNHCR each month and analyse the data in Power BI.
- Wrote a study of water point functionality that the county used {{too|homophone|to}} plan 14 new boreholes.
- {{Assisted with|weak-verb|Ran}} the 2023 hygiene survey in Kalobeyei.

### Data Assistant, Turkana County Department of Water Services, Lodwar (2019 - 2022)

- {{Collect|tense|Collected}} functionality data on 600 water points across seven sub-counties.
- Mapped every borehole in Turkana Central with GPS{{,|punctuation|, }}including 80 that no longer worked.`,
  },
  {
    id: "b10-cv-bullets-dental-officer-kitui",
    type: "cv",
    marked: `## Experience

### Dental Officer, Kitui County Referral Hospital (2021 - present)

- Treat about 30 patients a day in the dental clinic, from extractions and fillings to root canal treatment.
- Run school dental screenings in Kitui Central and Mutomo, which {{reaches|agreement|reach}} 6,000 pupils a year.
- Refer complex cases to the {{maxilofacial|spelling|maxillofacial}} unit at Kenyatta National Hospital.
- Keep the clinic's autoclave records, which inspectors from the {{kenya medical practitioners and dentists council|capitalisation|Kenya Medical Practitioners and Dentists Council}} checked in 2023.
- Supervise two community oral health officers and {{a|article|an}} intern.
- Teach mothers at the MCH clinic how to clean {{there|homophone|their}} babies' gums.

### Intern Dental Officer, Moi Teaching and Referral Hospital, Eldoret (2019 - 2020)

- {{Rotate|tense|Rotated}} through oral surgery, orthodontics and paediatric dentistry.
- Took part in dental camps in Iten and Kapsabet, which treated 1,500 patients{{ .|punctuation|.}}`,
  },
  {
    id: "b10-cv-meteorologist-dagoretti-clean",
    type: "cv",
    marked: `## Profile

Meteorologist with nine years at the Kenya Meteorological Department (KMD), holding a BSc in Meteorology and an MSc in Climate Change Adaptation from the University of Nairobi. Trained in aviation forecasting at the Institute for Meteorological Training and Research (IMTR).

## Experience

### Senior Meteorologist, Kenya Meteorological Department, Dagoretti Corner, Nairobi (2021 - present)

- Prepare the daily and seven-day forecasts for Nairobi, Kiambu and Kajiado, and present them on KBC radio twice a week.
- Write the county advisories for the March to May long rains and the October to December short rains.
- Lead a team of five forecasters on the night shift, who issue warnings of heavy rain to the National Disaster Operations Centre.
- Maintain 12 automatic weather stations, each of which sends its readings to the national database every hour.
- Trained 40 county officers in Kitui and Makueni in 2023 to use seasonal forecasts in planting advice.

### Meteorologist, Kenya Meteorological Department, Moi International Airport, Mombasa (2016 - 2021)

- Issued aviation forecasts and weather reports for flights into Mombasa, Malindi and Ukunda.
- Briefed the crews of Kenya Airways and Jambojet before early-morning departures.
- Recorded rainfall and temperature every hour and sent the reports to the WMO network.

## Education

- MSc Climate Change Adaptation, University of Nairobi, 2020.
- BSc Meteorology, University of Nairobi, 2015.`,
  },
  {
    id: "b10-cv-safari-guide-amboseli-clean",
    type: "cv",
    marked: `## Profile

Professional safari guide with twelve years in Amboseli, Tsavo West and the Maasai Mara, holding the Kenya Professional Safari Guides Association (KPSGA) Silver certificate and a Diploma in Tourism Management from Kenya Utalii College.

## Experience

### Head Guide, Kilima Camp, Amboseli, Kajiado (2019 - present)

- Lead a team of eight guides on game drives and walking safaris for up to 60 guests a day.
- Train junior guides for the KPSGA Bronze and Silver examinations; 11 have passed since 2020.
- Plan itineraries with tour operators in Nairobi and Germany, and brief guests on the park's rules before each drive.
- Record elephant sightings for the Amboseli Trust for Elephants, whose researchers use them in their long-term study.
- Keep the camp's four Land Cruisers in good order with the workshop team.

### Driver-Guide, Savanna Trails Safaris, Nairobi (2013 - 2019)

- Drove guests on safaris of three to ten days to Amboseli, Tsavo, Lake Nakuru and the Maasai Mara.
- Passed the KPSGA Bronze examination in 2014 and the Silver examination in 2018.
- Wrote the company's guide to the birds of Lake Naivasha, which it still gives to its guests.

## Languages

English, Kiswahili, Maa and German.`,
  },
  {
    id: "b10-letter-graduate-trainee-kpa-lamu",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Graduate Trainee (Marine Engineering), Kenya Ports Authority, Lamu Port

I wish to apply for the post of Graduate Trainee (Marine Engineering) advertised on the {{kenya ports authority|capitalisation|Kenya Ports Authority}} website. I hold a BSc in Marine Engineering from the Technical University of Mombasa, where I graduated with Second Class Honours (Upper Division) in December 2025. My final-year results, which {{was|agreement|were}} among the best in my class, are attached.

During my final year I {{complete|tense|completed}} a six-month attachment at the Kenya Navy dockyard in Mtongwe, where I helped to overhaul the engines of two patrol boats. I also hold {{a|article|an}} STCW basic safety certificate, and I am willing to work shifts.

I grew up in Mpeketoni, and I have followed the growth of Lamu Port since {{it's|homophone|its}} first berth opened in 2021. I speak English, Kiswahili and Bajuni, and I am {{interested on|homophone|interested in}} a long career in port operations on the coast.

Yours faithfully,

Athman Mohamed Bwana`,
  },
  {
    id: "b10-letter-quality-officer-kebs-kisumu",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Quality Assurance Officer, Kenya Bureau of Standards (KEBS), Kisumu Regional Office

I am writing to apply for the post of Quality Assurance Officer advertised by KEBS in the Daily Nation of 9 {{january|capitalisation|January}} 2026. I hold {{BSc|article|a BSc}} in Analytical Chemistry from Maseno University and a certificate in ISO/IEC 17025 from the Kenya Accreditation Service (KENAS).

For four years I have worked as a quality controller at a maize mill in Kisumu, where I test every batch of flour for aflatoxin and moisture and sign the certificates of analysis. In 2024 I {{lead|homophone|led}} the mill's application for the KEBS Diamond Mark of Quality, which {{were|agreement|was}} granted in October of that year.

I understand the standards that millers, bakers and juice makers must meet, and I would be glad to {{discuss about|homophone|discuss}} my application at an interview.

Yours faithfully,

Millicent Awuor Otieno`,
  },
  {
    id: "b10-letter-court-assistant-kapsabet",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Court Assistant II, Judiciary of Kenya, Kapsabet Law Courts

I wish to apply for the post of Court Assistant II advertised by the Judicial Service Commission. I hold {{Diploma|article|a Diploma}} in Law (Paralegal Studies) from the Kenya School of Law and a certificate in records management from the Kenya Institute of Management.

For three years I have worked as a legal clerk at a law firm in Eldoret, where I file pleadings on the Judiciary's e-filing system and {{keeps|agreement|keep}} the diary of hearings for four advocates. Last year I {{file|tense|filed}} more than 600 documents without a single rejection. I am familiar with the Civil Procedure Rules and the {{criminal procedure code|capitalisation|Criminal Procedure Code}}, and I understand that a lost file can delay a case by months.

I was born in Kapsabet and I speak English, Kiswahili and Nandi. I would be proud to work {{along side|spelling|alongside}} the court's staff in my home town.

Yours faithfully,

Faith Jepchirchir Kosgei`,
  },
  {
    id: "b10-letter-disaster-officer-red-cross-marsabit",
    type: "letter",
    marked: `Dear Ms Abdi,

Re: Disaster Management Officer, Kenya Red Cross Society, Marsabit Branch

I am applying for the post of Disaster Management Officer at the Marsabit branch. I hold a BA in Disaster Management from Masinde Muliro University of Science and Technology, and for five years I have worked for an NGO in Marsabit and Moyale on drought response and cash transfers.

During the 2022 drought I {{coordinate|tense|coordinated}} water trucking to 34 villages in Laisamis and North Horr. The households we served {{was|agreement|were}} chosen with the National Drought Management Authority ({{ndma|capitalisation|NDMA}}) and the county government. I have also trained 120 volunteers in first aid and {{pyschological|spelling|psychological}} first aid.

I speak English, Kiswahili, Borana and Gabra, and I know the roads of the county well, which {{matter|agreement|matters}} when a flood cuts off a town. I {{request for|homophone|request}} the chance to discuss my application with you.

Yours sincerely,

Wario Guyo Huka`,
  },
  {
    id: "b10-letter-internship-psc",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Public Service Internship Programme, Public Service Commission

I am applying for a place on the Public Service Internship Programme advertised by the Public Service Commission (PSC). I graduated in November 2025 with {{BA|article|a BA}} in Economics and Statistics from Chuka University.

At Chuka University I was the treasurer of the Economics Students' {{association|capitalisation|Association}}, which {{have|agreement|has}} over 600 members, and I kept {{it's|homophone|its}} accounts in Excel. In my third year I {{do|tense|did}} an attachment at the Tharaka Nithi County Treasury, where I entered revenue data on IFMIS and checked it against the bank statements.

I am skilled in Excel, Stata and Power BI. My {{prefered|spelling|preferred}} placement is the State Department for Economic Planning or the Kenya National Bureau of Statistics, but I am willing to serve in any county.

Yours faithfully,

Brian Mutugi Njagi`,
  },
  {
    id: "b10-letter-nursing-lecturer-kmtc-port-reitz",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Lecturer (Nursing), Kenya Medical Training College, Port Reitz Campus

I wish to apply for the post of Lecturer in Nursing at the KMTC Port Reitz campus, advertised on the college's website. I am a registered nurse and midwife with a BSc in Nursing from Aga Khan University and an MSc in Nursing Education from Moi University.

For eight years I have worked at Coast General Teaching and Referral Hospital, the last three as the nurse {{in charge for|homophone|in charge of}} the {{hospitals|apostrophe|hospital's}} paediatric ward and as a clinical instructor for student nurses from three colleges. The wards where I teach admit about 50 patients a day, and in 2025, 37 of my 38 students {{pass|tense|passed}} the Nursing Council of Kenya licensing examination at the first sitting.

I am also a trainer of trainers for the {{ministry of health's|capitalisation|Ministry of Health's}} Basic Emergency Obstetric and Newborn Care course. I believe that nursing is best taught at the bedside, and I would bring {{alot|spelling|a lot}} of clinical experience to the college. I would welcome the chance to meet {{the the|doubled-word|the}} interview panel.

Yours faithfully,

Mwanajuma Said Omar`,
  },
  {
    id: "b10-letter-ward-agriculture-officer-chuka",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Ward Agricultural Extension Officer, Tharaka Nithi County Public Service Board

I am applying for the post of Ward Agricultural Extension Officer advertised by the Tharaka Nithi County Public Service Board. I hold a BSc in Agricultural Extension from Chuka University.

For three years I have worked as a field officer for an agro-dealer in Marimanti, where I {{advices|agreement|advise}} farmers on seed and fertiliser and run demonstration plots of sorghum and green grams. In 2024 the farmers in my groups {{double|tense|doubled}} their sorghum yields. I work closely with the Kenya Agricultural and Livestock Research Organization (KALRO) in Embu, whose trials {{compliment|homophone|complement}} my demonstration plots, and I have registered 1,100 farmers on the Kenya Integrated Agricultural Management Information System (KIAMIS).

I speak English, Kiswahili, Kimeru and {{kitharaka|capitalisation|Kitharaka}}. I am ready to live in any ward of the county, and I have {{motorbike|article|a motorbike}} of my own.

Yours faithfully,

Doreen Kagendo Mwiti`,
  },
  {
    id: "b10-letter-assistant-lecturer-laikipia-clean",
    type: "letter",
    marked: `Dear Professor Kiura,

Re: Assistant Lecturer, Department of Linguistics and Languages, Laikipia University

I am applying for the post of Assistant Lecturer in Linguistics advertised on the Laikipia University website. I hold a BEd (Arts) in English and Literature from Kenyatta University and an MA in Linguistics from the University of Nairobi, and I am writing a PhD thesis at Egerton University on code-switching between Kiswahili, Sheng and English among young people in Nakuru and Nyahururu.

For four years I have taught English and Literature at a county secondary school in Nyandarua, and for two years I have been a part-time tutor at Egerton University, where I teach first-year units in phonetics and sociolinguistics to about 120 students each semester. I have published two papers in peer-reviewed journals.

I would welcome the chance to teach and to supervise undergraduate projects at Laikipia University, and I am happy to take on units in communication skills as well. I am available for an interview at any time.

Yours sincerely,

Peter Maina Kariuki`,
  },
  {
    id: "b10-linkedin-solar-entrepreneur-migori",
    type: "letter",
    marked: `I run Mwangaza Solar Solutions, a company that sells and installs solar home systems and solar water pumps for families and farmers in Migori, Homa Bay and Kuria. I studied Electrical Engineering at Jaramogi Oginga Odinga University of Science and Technology (JOOUST), and I {{work|tense|worked}} for four years at an off-grid solar firm before I started my own in 2019.

Since then our technicians {{has|agreement|have}} installed more than 7,000 systems{{,|punctuation|, }}and our customers pay in small instalments through M-Pesa. I am {{particulary|spelling|particularly}} proud of our solar pumps, which let farmers along the Kuja River grow vegetables in the dry season. I am licensed by EPRA as a solar PV technician and I am a member of the Kenya Renewable Energy Association (KEREA).

If you fund clean energy in rural Kenya, or you want {{too|homophone|to}} bring solar power to your own shamba, I would like to hear from you.`,
  },
  {
    id: "b10-linkedin-career-coach-thika",
    type: "letter",
    marked: `I help young graduates in Kiambu and Murang'a find {{there|homophone|their}} first jobs. After ten years in human resources at a flower farm and a bank, I set up a career coaching practice in Thika in 2021, and since then more {{then|homophone|than}} 900 job seekers have attended my workshops. I am a {{certifed|spelling|certified}} human resource professional and a full member of the Institute of Human Resource Management.

Most of the graduates I meet {{struggles|agreement|struggle}} with the same three things: a CV that lists duties instead of results, a LinkedIn profile with no photo and the fear of interviews. I run free monthly clinics at the public library in Thika with the {{kenya national library service|capitalisation|Kenya National Library Service}}.

If you recruit graduates for internships or {{apprentiships|spelling|apprenticeships}}, let's talk.`,
  },
  {
    id: "b10-linkedin-data-protection-lawyer-nairobi-clean",
    type: "letter",
    marked: `I am an advocate and data protection consultant in Nairobi, and I help hospitals, SACCOs and fintechs comply with the Data Protection Act 2019. I was admitted to the Roll of Advocates in 2016, I hold an LLM in Information Technology Law from Strathmore University, and I have registered more than 40 clients as data controllers with the Office of the Data Protection Commissioner (ODPC).

Over the past five years I have run data protection impact assessments for county hospitals, drafted privacy notices in English and Kiswahili, and trained more than 2,000 staff on handling personal data. My clients' systems range from paper registers in Marsabit to cloud platforms in Westlands.

I write a monthly newsletter on data protection in East Africa, and I am always glad to speak to boards, SACCO members and students about their rights.`,
  },
];

export const passagesBatch10: PassageWithFixes[] = sources.map(parseWithFixes);
