import { type PassageWithFixes, parseWithFixes } from "./proofreading-corpus-batch4";

/**
 * Held-out batch 8 for `npm run bench:proofreading`, written on 2026-12-01 by a helper engineer
 * ("proof-batch8") apart from the engine: nothing under server/ was opened (server/proofreading/
 * least of all), nor the proofreading tests, nor any other corpus batch except batch 7 (read for
 * the format and its conventions, and to avoid its names) and batch 4 (read for `parseWithFixes`
 * only); bench/proofreading.ts was read only to see how batches are registered, and the engine's
 * history was not read. The batch was committed without being run on the engine. CV sections,
 * bullets, cover letters and LinkedIn summaries of new clients: a pharmacist in Garissa, an animal
 * health officer in Samburu, a water engineer in Voi, a KWS ranger in Tsavo, a UNHCR protection
 * officer in Dadaab, an electrician in Makueni, a quantity surveyor in Kilimani, a safari guide in
 * the Maasai Mara, an ECDE teacher in Kwale, a cybersecurity analyst in Gigiri, an irrigation
 * engineer at Bura in Tana River, a livestock marketing officer in Mandera, a physiotherapist in
 * Kabarnet, a mine geologist in Kwale, a customs agent at Taveta, a public health officer in West
 * Pokot, a company secretary in Karen, a laboratory technologist in Narok and a digital marketer in
 * Nairobi; letters to KWS, the Coast Water Works Development Agency, UNICEF in Garissa, the Capital
 * Markets Authority, the Taita Taveta County Public Service Board, the Kenya Airports Authority,
 * GDC and the Kenya Forest Service; LinkedIn summaries of a product designer in Nairobi, a camel
 * milk dairy in Garissa, a honey trainer in Baringo and a climate finance specialist. Four passages
 * are clean: an aircraft maintenance engineer at Wilson Airport, a children's officer in Kilgoris,
 * a letter to KEBS and a conservancy manager's LinkedIn summary in the Maasai Mara.
 *
 * Same format as batches 4 to 7: a seeded error is {{text|kind|correction}}, the correction being
 * what a careful editor writes over the text (a doubled word is marked whole and corrected to one;
 * a missing space after a comma is the comma, corrected to a comma and a space). Everything else is
 * correct British English as written in Kenya, so a flag on any county, town, institution, body,
 * certification, system, law, agency, examination, language, product or personal name is a false
 * positive (PPB, KVB, AHITI, WASREB, Tavevo, SMART, DRS, CPIMS, eCHIS, EPRA, NITA, BORAQS, IQSK,
 * KPSGA, KICD, ODPC, KEWI, TARDA, NDMA, KMLTTB, KENAS, KESRA, KIFWA, iCMS, KenTrade, ICS, BRS, MSK,
 * KCAA, AMOS, FLLoCA, M-Akiba, Kidawida, Maa, Tugen, Pokot, Digo), and so is one on British
 * spellings (orthopaedic, paediatric, haematology, analysers, enrolment, labour, recognise,
 * organise, programme, licence, metres, litres, tyres, learnt, pasteurised, yoghurt,
 * Standardisation), on Kenyan trade words and Swahili loanwords (fundis, jua kali, posho mills,
 * shambas, manyattas, shukas, uji, baraza, barazas, chama, chamas, mama mbogas, lagas, sukuma
 * wiki), on brand spellings (M-Pesa, WhatsApp, LinkedIn, TikTok,
 * Mailchimp, Figma, Microsoft Sentinel, Surpac), on a field's own word repeated (pharmacy in a
 * pharmacy CV, water in a water engineer's, wildlife in a ranger's), on correct articles that a
 * naive rule gets wrong (an NGO, a UNHCR, a KWS, an EPRA, an NSE-listed, an EACFFPC, an NDMA,
 * an ODF, a SIEM, an MoU, a UX, an MSc), on a correct "had had", on a place's own apostrophe
 * (Archer's Post) or on plural possessives before a verb further on (directors', landowners',
 * contractors'). LinkedIn summaries are typed "letter": they are written in the first person, as
 * LinkedIn expects. Only the kinds of errors clients really make are seeded (agreement, homophones
 * and confusables, apostrophes, tense in ended jobs, spelling, capitals, articles, doubled words,
 * punctuation); no style finding (weak verb, claim without a number, first person in a CV, passive)
 * is seeded, and the CVs are written without them. Not to be tuned on: a fix is measured on a new
 * batch.
 */

type Source = Parameters<typeof parseWithFixes>[0];

const sources: Source[] = [
  {
    id: "b8-cv-pharmacist-garissa",
    type: "cv",
    marked: `## Profile

Pharmacist registered with the Pharmacy and Poisons Board (PPB), with a Bachelor of Pharmacy from Mount Kenya University and seven years in hospital and public health pharmacy in Garissa and Dadaab. Member of the Pharmaceutical Society of Kenya (PSK).

## Experience

### Pharmacist in Charge, Garissa County Referral Hospital (2021 - present)

- Run the hospital pharmacy, which {{serve|agreement|serves}} about 900 outpatients a day, with four pharmacists and six pharmaceutical technologists.
- Order medicines from KEMSA every month and keep stock-outs of tracer medicines below 5%.
- Set up {{a|article|an}} HIV pharmacy clinic that cut the waiting time for refills from two hours to 25 minutes.
- Chair the medicines and therapeutics committee, which reviews the hospital's formulary every {{Janaury|spelling|January}}.
- Train ward nurses on the safe storage of {{controled|spelling|controlled}} drugs under the Narcotic Drugs and Psychotropic Substances (Control) Act.
- Send the pharmacy's expiry records and {{it's|homophone|its}} monthly returns to the county health department each quarter.

### Pharmacist, International Rescue Committee, Dadaab (2018 - 2021)

- {{Manage|tense|Managed}} the pharmacy of the Hagadera camp hospital, which served about 70,000 refugees.
- Kept the {{clinics|apostrophe|clinic's}} cold chain records during the 2019 measles campaign.
- Trained 30 community health workers on the use of ORS and zinc in the camps.

## Languages

English, Kiswahili and Somali.`,
  },
  {
    id: "b8-cv-animal-health-samburu",
    type: "cv",
    marked: `## Profile

Animal health officer with a Diploma in Animal Health and Production from the Animal Health and Industry Training Institute (AHITI), Kabete, registered with the Kenya Veterinary Board (KVB) as a veterinary paraprofessional. Eight years with pastoralists in Samburu and Baringo. Speaks English, Kiswahili and Samburu.

## Experience

### Livestock Health Officer, County Government of Samburu, Maralal (2020 - present)

- Vaccinate about 120,000 goats and sheep a year against PPR and sheep and goat pox.
- Run {{a|article|an}} FAO-funded disease surveillance programme in Wamba, Baragoi and Archer's Post.
- Train 45 community disease reporters, who {{sends|agreement|send}} reports from the manyattas by SMS.
- Inspect the livestock at the Maralal market every {{wednesday|capitalisation|Wednesday}} before sale.
- Advise herders on the quarantine of {{there|homophone|their}} herds during an outbreak.

### Animal Health Assistant, Caritas Maralal (2017 - 2020)

- {{Treat|tense|Treated}} camels, cattle and goats at mobile clinics in the lowlands of Samburu East.
- Trained 300 herders in the safe use of acaricides and the {{disposel|spelling|disposal}} of empty containers.
- {{Start|tense|Started}} a cold chain for vaccines with solar fridges at four sites.`,
  },
  {
    id: "b8-cv-water-engineer-voi",
    type: "cv",
    marked: `## Profile

Water engineer with a BSc in Civil Engineering from the Technical University of Kenya and nine years in water supply and sanitation in Taita-Taveta and Makueni. Works within the Water Act 2016 and the rules of the Water Services Regulatory Board (WASREB).

## Experience

### Technical Manager, Tavevo Water and Sewerage Company, Voi (2021 - present)

- Manage the water supply to 140,000 people in Voi, Mwatate and Wundanyi from the Mzima Springs pipeline.
- Cut non-revenue water from 48% to 31% by replacing 6,000 old water {{meter's|apostrophe|meters}} and zoning the network.
- Lead a team of 26 plumbers and meter readers, {{who's|homophone|whose}} work orders go through a mobile app.
- Laid 18 km of new pipeline to Mwatate in 2023; each of the new water kiosks {{sell|agreement|sells}} 20 litres for KSh 3.
- Report the company's water quality results to WASREB and the county every quarter{{..|punctuation|.}}

### Water Engineer, Makueni County Department of Water, Wote (2016 - 2021)

- Designed 22 sand dams on the {{kaiti river|capitalisation|Kaiti River}} and its tributaries.
- {{Supervise|tense|Supervised}} the drilling of 14 boreholes, each 150 to 200 metres deep.
- Trained water user committees in Kibwezi and Makindu on the {{managment|spelling|management}} of their kiosks.`,
  },
  {
    id: "b8-cv-ranger-tsavo",
    type: "cv",
    marked: `## Profile

Ranger with eleven years in the Kenya Wildlife Service (KWS), trained at the KWS Law Enforcement Academy in Manyani and holding a Certificate in Wildlife Management from the Kenya Wildlife Service Training Institute. Serves in Tsavo East and Tsavo West National Parks under the Wildlife Conservation and Management Act 2013.

## Experience

### Corporal, KWS Tsavo Conservation Area, Voi (2019 - present)

- Lead a patrol unit of 12 rangers that {{cover|agreement|covers}} 1,100 square kilometres of Tsavo East.
- Cut elephant poaching in the sector from 14 cases in 2019 to 2 in 2024 with night patrols and community informers.
- Record each patrol in SMART, the wildlife monitoring software, and send the data to the {{areas|apostrophe|area's}} research unit.
- Respond to human-wildlife conflict in Maktau and Mwatate{{,|punctuation|, }}where elephants raid maize shambas.
- Serve as a KWS first aid instructor for new rangers at Manyani.

### Ranger, KWS Tsavo West, Mtito Andei (2014 - 2019)

- {{Patrol|tense|Patrolled}} the Mzima Springs and Chyulu sectors on foot and by vehicle.
- Arrested 36 suspects for bushmeat snaring and {{give|tense|gave}} evidence in the Voi Law Courts.
- Removed more {{then|homophone|than}} 2,000 snares with {{the the|doubled-word|the}} de-snaring team in 2017.`,
  },
  {
    id: "b8-cv-protection-officer-dadaab",
    type: "cv",
    marked: `## Profile

Protection officer with eight years in refugee and host community programmes in Dadaab and Garissa, first with an NGO and since 2021 with UNHCR. Holds a BA in Social Work from the Catholic University of Eastern Africa (CUEA), speaks English, Kiswahili and Somali, and works under the Refugees Act 2021 with the Department of Refugee Services (DRS).

## Experience

### Protection Officer, UNHCR Sub-Office, Dadaab (2021 - present)

- Lead a team of nine caseworkers who {{interviews|agreement|interview}} about 400 refugees a month in Ifo, Dagahaley and Hagadera.
- Refer survivors of gender-based violence to the camp clinics and to {{a|article|an}} NGO legal aid partner within 48 hours.
- Chair the monthly protection meeting with the DRS camp manager and the {{NGO's|apostrophe|NGOs}} that run services in the camps.
- Register unaccompanied and {{seperated|spelling|separated}} children and trace their families {{with with|doubled-word|with}} the ICRC.
- Completed a UNHCR protection learning programme in 2022.

### Community Services Assistant, Norwegian Refugee Council, Dadaab (2017 - 2021)

- {{Run|tense|Ran}} a youth education programme for 1,200 students in the Dagahaley camp.
- Organised barazas with host communities in Fafi and Jarajila, where many families {{lacks|agreement|lack}} birth certificates.`,
  },
  {
    id: "b8-cv-electrician-makueni",
    type: "cv",
    marked: `## Profile

Electrician with the Grade I Government Trade Test certificate from NITA and an EPRA Class A2 electrical worker's licence. Holds a Craft Certificate in Electrical Installation from Wote Technical Training Institute and ten years of wiring homes, schools and posho mills in Makueni.

## Experience

### Lead Electrician, Kibwezi Power Solutions Ltd, Kibwezi (2019 - present)

- Wire about 15 homes and shops a month in Kibwezi, Makindu and Mtito Andei, and test each installation before Kenya Power connects it.
- Install solar systems of up to 5 kW with {{batterys|spelling|batteries}} for posho mills and jua kali workshops.
- Lead a team of four fundis and two apprentices, and sign {{of|spelling|off}} every job sheet.
- Rewired the theatre at Makindu Sub-County Hospital in 2023{{,|punctuation|, }}keeping the wards on power throughout.
- Keep the company's stock of cable, breakers and meters, and {{orders|agreement|order}} new stock each Monday.

### Electrician, Last Mile Connectivity contractor, Emali (2015 - 2019)

- Connected about 1,800 households to the grid under Kenya Power's Last Mile Connectivity Project.
- {{Install|tense|Installed}} ready boards in homes with no internal wiring.
- Trained three apprentices for the {{goverment|spelling|government}} trade test.

## Certificates

- Government Trade Test, Grade I, NITA, 2017.
- EPRA electrical worker's licence, Class A2, valid to 2027.
- Craft Certificate in Electrical Installation, Wote Technical Training Institute, 2014.`,
  },
  {
    id: "b8-cv-quantity-surveyor-kilimani",
    type: "cv",
    marked: `## Profile

Quantity surveyor registered with the Board of Registration of Architects and Quantity Surveyors (BORAQS) and a corporate member of the Institute of Quantity Surveyors of Kenya (IQSK). Holds a BSc in Quantity Surveying from the Technical University of Kenya and eight years in cost management on housing and roads in Nairobi and Narok.

## Experience

### Senior Quantity Surveyor, Mbuvi & Associates, Kilimani, Nairobi (2020 - present)

- Prepare bills of quantities and cost plans for projects worth KSh 200 million to KSh 4 billion.
- Costed 1,200 units of the Affordable Housing Programme in Mukuru, {{were|homophone|where}} the contractor finished 6% under budget.
- Value the contractors' work each month and issue interim {{certficates|spelling|certificates}} within seven days.
- Each of the firm's four junior surveyors {{report|agreement|reports}} to a senior surveyor on one project.
- Advise clients on the {{affect|homophone|effect}} of the Finance Act on the cost of steel and cement.

### Assistant Quantity Surveyor, Department of Roads, County Government of Narok (2016 - 2020)

- {{Measure|tense|Measured}} works on 60 km of gravel roads in Narok North and Emurua Dikirr.
- Prepared the {{countys|apostrophe|county's}} cost estimates for road and bridge works.
- Sat on the tender evaluation committee for roads and bridges{{..|punctuation|.}}`,
  },
  {
    id: "b8-cv-safari-guide-mara",
    type: "cv",
    marked: `## Profile

Safari guide with ten years in the Maasai Mara, holding the Silver certificate of the Kenya Professional Safari Guides Association (KPSGA) and a Diploma in Tour Guiding from Maasai Mara University. Licensed by the Tourism Regulatory Authority. Speaks English, Kiswahili, Maa and French.

## Experience

### Senior Guide, Olchoro Plains Camp, Talek, Maasai Mara (2020 - present)

- Lead game drives and walking safaris for about 400 guests a year, most of them from France, Germany and the {{united states|capitalisation|United States}}.
- Train the camp's eight junior guides, three of whom {{has|agreement|have}} passed the KPSGA Bronze examination since 2022.
- Plan each {{guests|apostrophe|guest's}} drives around the wildebeest migration from July to {{september|capitalisation|September}}.
- Take guests to a Maasai manyatta near Sekenani, where the women sell beadwork and shukas.

### Guide, Sekenani Tours, Narok (2015 - 2020)

- {{Drive|tense|Drove}} guests from Nairobi to the Mara and to Amboseli.
- Kept the vehicles' logbooks and {{check|tense|checked}} the tyres before every trip.
- Learnt the names and calls of more than 450 bird {{specie's|apostrophe|species}}.`,
  },
  {
    id: "b8-cv-ecde-teacher-kwale",
    type: "cv",
    marked: `## Profile

Early childhood teacher with a Diploma in Early Childhood Development Education from Shanzu Teachers Training College and nine years in county ECDE centres in Kwale. Holds KICD training in Competency-Based Education (CBE) for pre-primary classes.

## Experience

### ECDE Teacher, Kombani ECDE Centre, Matuga, Kwale (2020 - present)

- Teach a PP2 class of 46 children and keep each {{childs|apostrophe|child's}} assessment record in a learner portfolio.
- Run the county's school feeding programme at the centre, which {{give|agreement|gives}} every child a cup of fortified uji each morning.
- Raised enrolment from 62 to 118 children in three years with home visits and a {{chiefs|apostrophe|chief's}} baraza each term.
- Make play materials from bottle tops, sisal and {{card board|spelling|cardboard}}.
- Plan with the Grade 1 teachers at Kombani Primary School so that each child's move to Grade 1 {{go|agreement|goes}} smoothly.

### ECDE Teacher, Msambweni ECDE Centre (2016 - 2020)

- {{Teach|tense|Taught}} PP1 and PP2 in a single room with one assistant.
- Started a parents' garden of sukuma wiki and cowpeas that {{supply|tense|supplied}} the centre's lunch twice a week.

## Languages

English, Kiswahili and {{digo|capitalisation|Digo}}.`,
  },
  {
    id: "b8-cv-cybersecurity-gigiri",
    type: "cv",
    marked: `## Profile

Cybersecurity analyst with six years in banking and telecoms, holding a BSc in Computer Technology from Multimedia University of Kenya and the CISSP, CompTIA Security+ and ISO/IEC 27001 Lead Auditor certificates. Works under the Data Protection Act 2019 and the Computer Misuse and Cybercrimes Act 2018.

## Experience

### Security Operations Lead, Nuru Digital Bank, Gigiri, Nairobi (2022 - present)

- Lead a security operations centre of seven analysts, who {{monitors|agreement|monitor}} about 40,000 alerts a day in Microsoft Sentinel.
- Cut the average time to contain an incident from nine hours to 50 minutes with automated playbooks.
- Run phishing tests every quarter; the share of staff who click a test link {{have|agreement|has}} fallen from 22% to 4%.
- Report personal data breaches to the Office of the Data Protection Commissioner (ODPC) within 72 hours, as the Act {{requries|spelling|requires}}.
- Led the bank through {{a|article|an}} ISO 27001 certification audit in 2024 with no major finding.
- Replaced the bank's old log server with a SIEM in 2022.

### Security Analyst, Telkom Kenya, Nairobi (2019 - 2022)

- {{Monitor|tense|Monitored}} the network for mobile money fraud and SIM swaps.
- Wrote the {{companies|apostrophe|company's}} first incident response plan.
- Tested web apps for the OWASP Top 10 flaws and {{past|homophone|passed}} the findings to the developers.

## Certifications

CISSP, ISC2, 2023; CompTIA Security+, 2019; ISO/IEC 27001 Lead Auditor, 2022.`,
  },
  {
    id: "b8-cv-irrigation-engineer-bura",
    type: "cv",
    marked: `## Profile

Irrigation engineer with a Diploma in Water Technology from the Kenya Water Institute (KEWI) and a BSc in Agricultural Engineering from the University of Embu. Eight years on irrigation schemes in Tana River, with Pokomo and Orma farmers.

## Experience

### Scheme Engineer, National Irrigation Authority (NIA), Bura Irrigation Scheme (2020 - present)

- Manage the canals that {{supplies|agreement|supply}} 2,100 farmers on 4,500 acres of maize, cotton and green grams.
- Desilt 38 km of canals each dry season with the {{farmers|apostrophe|farmers'}} water user association.
- Cut pumping costs by 30% in 2023 by moving the main pumps to solar power.
- Schedule water turns for each block{{,|punctuation|, }}so that no farm waits more than ten days.
- Keep the scheme's records of rainfall, river levels and {{yeild|spelling|yield}} for the NIA head office.

### Field Engineer, Tana and Athi Rivers Development Authority (TARDA), Hola (2016 - 2020)

- {{Survey|tense|Surveyed}} land for a 1,000-acre extension of the Hola scheme.
- Trained farmers in Garsen and Hola to level {{there|homophone|their}} plots for furrow irrigation.
- Rebuilt the Hola intake after the 2018 floods had {{distroyed|spelling|destroyed}} it.`,
  },
  {
    id: "b8-cv-livestock-marketing-mandera",
    type: "cv",
    marked: `## Profile

Livestock production officer with a BSc in Animal Science from Garissa University and seven years in pastoral drought response in Mandera, with the County Government and as an NDMA drought monitor. Speaks English, Kiswahili and Somali.

## Experience

### Livestock Marketing Officer, County Government of Mandera (2021 - present)

- Run the livestock markets in Mandera town, El Wak and Rhamu, which {{trades|agreement|trade}} about 9,000 goats, sheep and camels a week.
- Set up {{a|article|an}} SMS price service that sends the day's market prices to 6,500 herders.
- Support 14 women's camel milk groups, who sell about 3,000 litres a day {{to to|doubled-word|to}} traders from Ethiopia and Somalia.
- Monitor pasture and water in the lagas with the NDMA's monthly drought bulletin.
- Led the county's livestock offtake in the 2022 drought{{,|punctuation|, }}buying 18,000 weak animals from herders.

### Drought Monitoring Officer, NDMA, Mandera (2017 - 2021)

- {{Collect|tense|Collected}} the monthly early warning data from 28 sentinel sites.
- Wrote the county's monthly drought {{bulettin|spelling|bulletin}} for the steering group.
- Trained the ward monitors in Takaba and Lafey on the {{questionaire|spelling|questionnaire}}.`,
  },
  {
    id: "b8-cv-physiotherapist-kabarnet",
    type: "cv",
    marked: `## Profile

Physiotherapist registered with the Physiotherapy Council of Kenya, with a BSc in Physiotherapy from Amref International University and six years in hospital and community rehabilitation in Baringo. Speaks English, Kiswahili and Tugen.

## Experience

### Physiotherapist in Charge, Baringo County Referral Hospital, Kabarnet (2021 - present)

- See about 25 patients a day in the outpatient clinic and the {{orthopeadic|spelling|orthopaedic}} ward.
- Run a weekly clinic for children with cerebral palsy, {{who's|homophone|whose}} parents learn exercises to do at home.
- Started a stroke rehabilitation programme in 2022; the share of patients who walk on discharge {{have|agreement|has}} risen from 40% to 65%.
- Travel to Marigat, Mogotio and Eldama Ravine once a month for outreach clinics.
- Train the {{hospitals|apostrophe|hospital's}} nurses to move patients safely.

### Physiotherapist, Eldama Ravine Sub-County Hospital (2018 - 2021)

- {{See|tense|Saw}} about 15 patients a day, most of them after road accidents.
- Ran back care classes for porters at the Eldama Ravine market {{twise|spelling|twice}} a month.
- Designed parallel bars that a local fundi built for KSh 12,000.`,
  },
  {
    id: "b8-cv-mine-geologist-kwale",
    type: "cv",
    marked: `## Profile

Geologist with a BSc in Mining and Mineral Processing Engineering from Taita Taveta University and six years in mineral sands and gemstone mining in Kwale and Taita-Taveta. Member of the Geological Society of Kenya; works under the Mining Act 2016.

## Experience

### Mine Geologist, Base Titanium, Kwale (2021 - present)

- Plan about 9,000 metres of air-core drilling a year to map the mineral sands ahead of the dredge.
- Log the drill samples and {{updates|agreement|update}} the resource model in Surpac.
- Reconcile the grade of the mined ore with the {{plants|apostrophe|plant's}} figures each month.
- Map the rehabilitated land with the environment team; 240 hectares {{has|agreement|have}} gone back to farming since 2021.
- Train eight geology {{technician's|apostrophe|technicians}} in sample logging.

### Geologist, State Department for Mining, Voi (2018 - 2021)

- {{Map|tense|Mapped}} gemstone deposits in Kasigau and Mwatate.
- Inspected artisanal mines and {{advice|homophone|advised}} miners on safe shafts and the Mining Act.
- Trained 120 artisanal miners in Mwatate on safety{{,,|punctuation|,}} first aid and the grading of tsavorite.`,
  },
  {
    id: "b8-cv-customs-agent-taveta",
    type: "cv",
    marked: `## Profile

Customs and freight agent with nine years at the Taveta One Stop Border Post and Holili. Holds an EACFFPC (East African Customs and Freight Forwarding Practising Certificate) from the Kenya School of Revenue Administration (KESRA) and is a member of the Kenya International Freight and Warehousing Association (KIFWA).

## Experience

### Customs Manager, Kilele Clearing and Forwarding Ltd, Taveta (2020 - present)

- Clear about 120 trucks a month through the Taveta {{boarder|homophone|border}} post on KRA's iCMS and the KenTrade single window.
- Lodge entries for sugar, cement and fertiliser and check each {{importers|apostrophe|importer's}} documents against the tariff.
- Cut the average clearing time from four days to one and a half by lodging entries before the trucks {{arrives|agreement|arrive}}.
- Renew the company's customs agent licence with KRA every {{december|capitalisation|December}}.

### Clearing Agent, Holili Freight Services, Taveta (2016 - 2020)

- {{Process|tense|Processed}} transit documents for cargo bound for Arusha and Moshi.
- Paid duties by bank transfer and M-Pesa and {{keep|tense|kept}} a record of each payment.
- Passed the EACFFPC examinations in 2017 while working full time.`,
  },
  {
    id: "b8-cv-public-health-west-pokot",
    type: "cv",
    marked: `## Profile

Public health officer registered with the Public Health Officers and Technicians Council, with a BSc in Environmental Health from Rongo University and seven years in West Pokot. Speaks English, Kiswahili and {{pokot|capitalisation|Pokot}}.

## Experience

### Sub-County Public Health Officer, County Government of West Pokot, Chepareria (2020 - present)

- Lead community-led total sanitation in 86 villages, 52 of which {{has|agreement|have}} reached open defecation free (ODF) status.
- Hand each village that reaches the status an ODF certificate at a baraza with the area chief.
- Inspect food premises, schools and the Makutano slaughterhouse, and issue licences under the Public Health Act.
- Run cholera response teams that {{reaches|agreement|reach}} every new case within 24 hours.
- Train community health promoters to record household latrines in the eCHIS app.

### Public Health Technician, County Department of Health, Makutano (2017 - 2020)

- {{Inspect|tense|Inspected}} 300 food premises a year in Makutano and Kapenguria.
- Ran {{hygeine|spelling|hygiene}} classes in 40 primary schools.
- {{Lead|homophone|Led}} the sub-county's jigger campaign in 2018, which treated 2,400 children.`,
  },
  {
    id: "b8-cv-company-secretary-karen",
    type: "cv",
    marked: `## Profile

Certified Secretary (CS) and member of the Institute of Certified Secretaries (ICS), with an LLB from Riara University and eight years in corporate governance for listed companies and state corporations. Works under the Companies Act 2015 and the Capital Markets Authority's Code of Corporate Governance Practices.

## Experience

### Company Secretary, Amani Holdings PLC, Karen, Nairobi (2021 - present)

- Run the board calendar of an NSE-listed company with nine directors and four committees.
- Prepare board papers and minutes, and file the annual returns with the Business Registration Service (BRS) within 30 days {{of of|doubled-word|of}} the AGM.
- Organise the AGM each June; the shareholders {{votes|agreement|vote}} online through the registrar's portal.
- Keep the register of directors' interests and {{advice|homophone|advise}} directors on conflicts under the Companies Act.

### Legal and Compliance Officer, Kenya Pipeline Company, Industrial Area, Nairobi (2017 - 2021)

- {{Draft|tense|Drafted}} the charters of the board's four committees.
- Filed the {{companys|apostrophe|company's}} returns to the State Corporations Advisory Committee.
- Kept the minutes of 60 board and committee meetings a year{{..|punctuation|.}}
- Trained staff on the Leadership and Integrity Act and the declaration of {{assests|spelling|assets}}.`,
  },
  {
    id: "b8-cv-lab-technologist-narok",
    type: "cv",
    marked: `## Profile

Medical laboratory technologist registered with the Kenya Medical Laboratory Technicians and Technologists Board (KMLTTB), with a BSc in Medical Laboratory Science from the Technical University of Kenya and six years in Narok and Kilgoris.

## Experience

### Laboratory in Charge, Narok County Referral Hospital (2021 - present)

- Run a laboratory that {{test|agreement|tests}} about 600 samples a day, with 11 technologists.
- Led the laboratory to KENAS accreditation under ISO 15189 in 2024, the first in the {{south rift|capitalisation|South Rift}}.
- Run {{a|article|an}} HIV viral load and early infant diagnosis service for four sub-counties.
- Check the {{laboratorys|apostrophe|laboratory's}} reagent stock every week and order from KEMSA.
- Service the haematology and chemistry analysers with the suppliers' engineers.

### Laboratory Technologist, Transmara West Sub-County Hospital, Kilgoris (2018 - 2021)

- {{Carry|tense|Carried}} out blood, stool and TB tests for about 150 patients a day.
- Ran monthly blood drives in Kilgoris with the Kenya National Blood Transfusion Service{{,|punctuation|, }}collecting about 80 units each time.
- {{Train|tense|Trained}} two laboratory interns a year in sample handling.`,
  },
  {
    id: "b8-cv-digital-marketer-nairobi",
    type: "cv",
    marked: `## Profile

Digital marketer with five years in retail and fintech marketing in Nairobi, holding a BA in Communication from Daystar University and the Google Ads and Meta Blueprint certificates. Member of the Marketing Society of Kenya (MSK).

## Experience

### Digital Marketing Lead, Sokoni Express Ltd, Kilimani, Nairobi (2022 - present)

- Run the company's campaigns on Google, Instagram, TikTok and {{Whatsapp|capitalisation|WhatsApp}}, with a budget of KSh 3 million a month.
- Grew monthly orders from 9,000 to 26,000 in two years and cut the cost of each new customer by 35%.
- Lead three designers and two writers, who {{produces|agreement|produce}} about 60 posts and videos a week.
- Send a weekly offer to 80,000 customers by SMS and email through {{mailchimp|capitalisation|Mailchimp}}.
- Track each {{campaigns|apostrophe|campaign's}} sales in Google Analytics and report them to the directors every Monday.

### Marketing Executive, Mboga Direct Ltd, Nairobi (2019 - 2022)

- {{Manage|tense|Managed}} the company's Facebook and {{Linkedin|capitalisation|LinkedIn}} pages.
- Signed up 1,200 mama mbogas in Kawangware and Githurai as resellers through a WhatsApp group.
- Wrote the copy for {{a|article|an}} SMS campaign that brought in 4,000 first orders in a month.`,
  },
  {
    id: "b8-cv-aircraft-engineer-wilson-clean",
    type: "cv",
    marked: `## Profile

Licensed aircraft maintenance engineer (B1) with a licence from the Kenya Civil Aviation Authority (KCAA) and a Diploma in Aeronautical Engineering from the East African School of Aviation in Embakasi. Nine years maintaining turboprop and regional jet aircraft at Wilson Airport and Jomo Kenyatta International Airport (JKIA).

## Experience

### Licensed Engineer, Jambo Air Services, Wilson Airport, Nairobi (2020 - present)

- Certify line and base maintenance on a fleet of six Dash 8 and two Embraer 145 aircraft.
- Lead a shift of five technicians and sign the certificate of release to service after each check.
- Cut technical delays from 3.2% to 1.1% of flights in two years.
- Keep the fleet's maintenance records in AMOS and prepare them for the KCAA's annual audit.

### Aircraft Technician, Kenya Airways, JKIA (2016 - 2020)

- Carried out A and C checks on Embraer 190 aircraft in the Embakasi hangar.
- Replaced engines, landing gear and brakes under the supervision of licensed engineers.
- Passed the KCAA B1 licence examinations in 2019.

## Licences

- KCAA Aircraft Maintenance Engineer's Licence, B1, with a Dash 8 type rating.
- Diploma in Aeronautical Engineering, East African School of Aviation, 2015.`,
  },
  {
    id: "b8-cv-childrens-officer-kilgoris-clean",
    type: "cv",
    marked: `## Profile

Children's officer with a BA in Social Work from Maasai Mara University and eight years in child protection in Narok and Baringo. Works under the Children Act 2022 and speaks English, Kiswahili and Maa.

## Experience

### Sub-County Children's Officer, Department of Children's Services, Kilgoris (2020 - present)

- Manage about 180 child protection cases a year, from neglect to early marriage and child labour on farms.
- Run the sub-county's Inua Jamii cash transfer for orphans and vulnerable children, which reaches 2,300 households.
- Place children in need of care with foster families and visit each family every month.
- Chair the area advisory council, whose members include the police, the chiefs and the churches.
- Rescued 46 girls from early marriage in 2023 with the area chiefs.

### Children's Officer, Department of Children's Services, Kabarnet (2016 - 2020)

- Prepared social inquiry reports for the Children's Court in Kabarnet.
- Trained 60 teachers in Marigat and Mogotio to recognise and report abuse.
- Organised a baraza in each location on the dangers of child labour.`,
  },
  {
    id: "b8-letter-gis-analyst-kws",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: GIS Analyst, Kenya Wildlife Service (Ref. KWS/HR/112/2025)

I am writing to apply for the post of GIS Analyst advertised on the KWS website on 14 November 2025. I hold a BSc in Geospatial Engineering from the Technical University of Kenya, and I {{has|agreement|have}} five years' experience in wildlife mapping with the Northern Rangelands Trust in Samburu.

At the Northern Rangelands Trust I map elephant movements from GPS collars in ArcGIS and QGIS, and 20 conservancies {{plans|agreement|plan}} their grazing with my maps of wildlife corridors. In 2024 I {{lead|homophone|led}} the mapping of 240 water points in Samburu East, which the county now uses to plan {{it's|homophone|its}} borehole repairs.

I am {{familar|spelling|familiar}} with SMART, which your rangers use in Tsavo, and I have trained {{ranger's|apostrophe|rangers}} to collect data on tablets. I would welcome the chance to discuss how I could support {{you're|homophone|your}} research teams.

Yours faithfully,

Peter Lekishon Lesuuda`,
  },
  {
    id: "b8-letter-engineer-coast-water",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Assistant Engineer, Coast Water Works Development Agency (Ref. CWWDA/ADV/09/2025)

I wish to apply for the post of Assistant Engineer advertised in the People Daily of 18 {{Novemeber|spelling|November}} 2025. I hold a BSc in Civil and Environmental Engineering from Multimedia University of Kenya, and for the past four years I {{work|tense|have worked}} at the Kwale Water and Sewerage Company (KWAWASCO) in Ukunda, where I design pipelines and {{supervises|agreement|supervise}} contractors.

In 2024 I supervised the laying of a 22 km pipeline from Tiwi to Gazi; the pipeline now {{supply|agreement|supplies}} 30,000 people. I also wrote the bid that {{one|homophone|won}} the company KSh 48 million from the Water Sector Trust Fund for sanitation in Kinango.

I would bring to the Agency a good knowledge of the coast's water sources, its aquifers and its communities. I can start {{imediately|spelling|immediately}}.

Yours faithfully,

Mwanasiti Chiguzo Mwatsahu`,
  },
  {
    id: "b8-letter-child-protection-unicef",
    type: "letter",
    marked: `Dear Hiring Manager,

Re: Child Protection Officer, UNICEF Kenya Country Office, Garissa Zone Office

I am applying for the post of Child Protection Officer in Garissa advertised on the UNICEF careers site. I have eight years in child protection in Garissa and Tana River, the last five with Plan International in Dadaab and Hola.

At Plan International I manage a case management programme for 2,400 children, and I {{trains|agreement|train}} the county's children's officers to use the Child Protection Information Management System (CPIMS). Last year our team {{reunite|tense|reunited}} 140 separated children with their families, and the share of cases closed within 90 days {{rise|tense|rose}} from 50% to 78%. I also negotiated an MoU between Plan International and the Garissa County Department of Social Services on shared case files. I have seen how a child's case can stall when {{its|homophone|it's}} nobody's job to follow it up.

I speak English, Kiswahili and Somali, and {{i|capitalisation|I}} hold a Master's in Social Work from Daystar University.

{{Thankyou|spelling|Thank you}} for your time.

Yours sincerely,

Sahra Abdullahi Dekow`,
  },
  {
    id: "b8-letter-graduate-cma",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Graduate Trainee, Market Supervision, Capital Markets Authority

I wish to apply for the Graduate Trainee post in Market Supervision advertised on the CMA website. I graduated from KCA University in 2025 with a BCom (Finance), and I have passed Level I of the CFA examinations.

During my attachment at the Nairobi Securities Exchange I {{check|tense|checked}} listed companies' announcements against the listing rules and {{draft|tense|drafted}} the weekly market report. I also tracked whether each {{issuers|apostrophe|issuer's}} announcement reached the market within 24 hours. My final-year project asked whether the M-Akiba bond {{reach|tense|reached}} small investors outside Nairobi.

I understand that the Authority's role under the Capital Markets Act is to protect investors, and I would be glad to {{lern|spelling|learn}} from your team. I enclose my CV{{,|punctuation|, }}my transcripts and a letter from the NSE.

Yours faithfully,

Kevin Mutinda Kioko`,
  },
  {
    id: "b8-letter-nurse-taita-taveta",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Enrolled Nurse III, Taita Taveta County Public Service Board (Ref. TTCPSB/45/2025)

I wish to apply for the post of Enrolled Nurse III advertised by the Board on its website. I hold a Certificate in Kenya Enrolled Community Health Nursing from Kendu Adventist School of Nursing.

Since 2022 I have worked at Moi County Referral Hospital in Voi, {{were|homophone|where}} I {{cares|agreement|care}} for children in the paediatric ward. Last year the ward {{starts|tense|started}} a kangaroo mother care corner, and I trained the mothers of 60 premature babies in it.

I am from Wundanyi and speak Kidawida, so I can talk with {{patient's|apostrophe|patients}} in their own language. Before I joined, the ward had had no nurse who spoke Kidawida for two years. I am willing to work in any of the county's hospitals, including Taveta and {{mwatate|capitalisation|Mwatate}}.

I enclose copies of my certificates and my practising {{license|homophone|licence}}.

Yours faithfully,

Wakesho Mwandawiro Mjomba`,
  },
  {
    id: "b8-letter-fire-officer-kaa",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Fire and Rescue Officer II, Kenya Airports Authority

I am applying for the post of Fire and Rescue Officer II advertised on the KAA website. For six years I have served with Nairobi City County Fire and Rescue Services, where I am now a crew commander at the Industrial Area station.

My crew of eight answers about 40 calls a month, from factory fires to road accidents on {{mombasa road|capitalisation|Mombasa Road}}. In 2023 I {{rescue|tense|rescued}} two workers from a collapsed building in Pipeline estate. I am also {{a|article|an}} emergency medical technician, and I passed the brigade's fitness test in {{march|capitalisation|March}} this year.

I am ready to work shifts at JKIA or at any of the {{Authoritys|apostrophe|Authority's}} airports, and I would be glad to attend {{an an|doubled-word|an}} interview.

Yours faithfully,

Dennis Ombati Moraa`,
  },
  {
    id: "b8-letter-drilling-engineer-gdc",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Drilling Engineer, Geothermal Development Company, Baringo-Silali Project

I wish to apply for the post of Drilling Engineer on the Baringo-Silali project advertised on the GDC website on 3 {{november|capitalisation|November}} 2025. I hold a BSc in Petroleum Engineering from the Technical University of Kenya.

Since 2020 I have worked on the rigs at the Paka field, where I plan well paths and {{checks|agreement|check}} the mud and cement programmes for each well. The six wells that I have supervised {{has|agreement|have}} reached their target depths without a stuck pipe. Before that I {{spend|tense|spent}} two years as a graduate engineer with KenGen at Olkaria.

I know the Tugen and Pokot communities around Silali, and I have taken part in barazas with {{they're|homophone|their}} elders on the project's water and grazing. I hold {{a|article|an}} IADC WellSharp certificate at supervisor level.

I would be glad to meet you in Nairobi or Marigat.

Yours faithfully,

Collins Kiptum Cheruiyot`,
  },
  {
    id: "b8-letter-forester-kfs",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Forester II, Kenya Forest Service (Ref. KFS/ADV/22/2025)

I am writing to apply for the post of Forester II advertised on the Kenya Forest Service website. I hold a Diploma in Forestry from the Kenya Forestry College, Londiani, and a BSc in Natural Resources Management from Maasai Mara University.

At the Kapkanyar Forest Station in West Pokot I run a tree nursery that {{raise|agreement|raises}} 200,000 seedlings a year, and I train farmers under the Forest Conservation and Management Act 2016 to plant trees on {{there|homophone|their}} farms. The {{stations|apostrophe|station's}} scouts, who patrol the Cherangany forests, {{reports|agreement|report}} to me each morning. In 2024 we {{plant|tense|planted}} 60 hectares of indigenous trees with two community forest associations.

I am {{prepaired|spelling|prepared}} to work at any station in the country.

Yours faithfully,

Mercy Jeruto Chelimo`,
  },
  {
    id: "b8-letter-quality-officer-kebs-clean",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Quality Assurance Officer, Kenya Bureau of Standards

I am applying for the post of Quality Assurance Officer advertised on the KEBS website. I hold a BSc in Food Science and Technology from the University of Embu.

For six years I have worked as a quality officer at a juice and water factory in Nairobi's Industrial Area, where I run the factory's HACCP plan and prepare it for its KEBS audits. In that time the factory has kept its Standardisation Mark and passed two ISO 22000 audits with no major finding.

I know the standards for bottled water and fruit juices well, and I have trained 40 staff in hygiene and in the control of allergens. I also sit on a KEBS technical committee on fruit and vegetable products, which reviews two standards a year.

I would be glad to bring that experience to the Bureau and to discuss it at an interview.

Yours faithfully,

Nduku Mumbua Kaloki`,
  },
  {
    id: "b8-linkedin-product-designer-nairobi",
    type: "letter",
    marked: `Product designer | Fintech and health apps | Nairobi

I design apps that people with a cheap phone and a slow connection can use. For six years I have worked with start-ups in Nairobi, and I care most about making apps {{accesible|spelling|accessible}} to people who read little English.

My best-known work {{are|agreement|is}} the redesign of a savings app for chamas, which now {{have|agreement|has}} 90,000 users. I test every design with real users, from mama mbogas in Gikomba to nurses in Kwale, because {{their|homophone|there}} is no better way to learn.

I work in {{figma|capitalisation|Figma}}, write a little JavaScript and hold a UX certificate from Google. I studied Design at the Buruburu Institute of Fine Arts (BIFA). If your team builds for Kenyan users, {{lets|apostrophe|let's}} talk.`,
  },
  {
    id: "b8-linkedin-camel-milk-garissa",
    type: "letter",
    marked: `Founder | Camel milk processing | Garissa

I started a small dairy in Garissa in 2019 with {{fourty|spelling|forty}} litres of camel milk a day and a borrowed cooler. Today we buy from 600 herders, most of them women in Balambala and Fafi, and we sell pasteurised camel milk and yoghurt in Garissa and in Nairobi's Eastleigh.

I have learnt that a herder who {{get|agreement|gets}} paid on time through {{Mpesa|spelling|M-Pesa}} brings her milk every day. I am a member of a women's chama that {{lend|agreement|lends}} to its members, and {{it's|homophone|its}} first loan bought our pasteuriser.

We are now looking for {{a|article|an}} investor who can help us build a cold chain to Dadaab and Mandera.`,
  },
  {
    id: "b8-linkedin-honey-trainer-baringo",
    type: "letter",
    marked: `Agribusiness trainer | Honey and dryland value chains | Baringo

For nine years I have worked with beekeepers in Baringo, first with the county's livestock department and now with a cooperative in Marigat that buys honey from 3,200 farmers.

Baringo honey is some of the best in Kenya, but for years the farmers {{was|agreement|were}} paid too little because {{there|homophone|their}} honey held too much water. We now test every batch for moisture, and the price our members get per kilo {{have|agreement|has}} doubled since 2020. I train farmers to {{practice|homophone|practise}} clean harvesting with Langstroth hives, and I link them to buyers in Nairobi and to the {{agriculture and food authority|capitalisation|Agriculture and Food Authority}} for export.

If you buy honey or fund dryland farming, I would be glad to {{here|homophone|hear}} from you.`,
  },
  {
    id: "b8-linkedin-climate-finance-nairobi",
    type: "letter",
    marked: `Climate finance specialist | County climate funds and carbon markets | Nairobi

I work with counties to turn climate plans into projects that banks and donors will fund. Since 2021 I have advised five counties, from Makueni to Samburu, on their County Climate Change Funds under the Climate Change Act 2016.

The projects that I have {{prepare|tense|prepared}} for Makueni and Samburu {{has|agreement|have}} raised KSh 1.4 billion from the Financing Locally-Led Climate Action (FLLoCA) programme. I also write about carbon markets and {{weather|homophone|whether}} Kenya's new carbon rules protect the communities whose land the projects use.

I studied Economics at USIU-Africa and hold an MSc in Climate Change and Development from the {{university of sussex|capitalisation|University of Sussex}}. {{Its|homophone|It's}} a good time to talk about climate finance{{,,|punctuation|,}} so do send me a message.`,
  },
  {
    id: "b8-linkedin-conservancy-manager-mara-clean",
    type: "letter",
    marked: `Conservancy manager | Community conservation | Maasai Mara

I manage a wildlife conservancy of 14,000 hectares in the Maasai Mara that 420 Maasai landowners lease to six safari camps. The camps pay the landowners every month, and the land stays open for wildlife and for the landowners' cattle in the dry season.

I grew up in Narok, studied at Maasai Mara University and joined the Maasai Mara Wildlife Conservancies Association as a field officer in 2015. Since 2020 I have run a team of 38 rangers, a school bursary fund and a grazing plan that the landowners agreed at a series of barazas.

I am glad to talk with anyone who works on community land, leases or conservation finance in Kenya.`,
  },
];

export const passagesBatch8: PassageWithFixes[] = sources.map(parseWithFixes);
