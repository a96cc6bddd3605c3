import { type Passage, parsePassage } from "./proofreading-corpus";

/**
 * Held-out batch 3 for `npm run bench:proofreading`, written on 2026-11-24 by an engineer who
 * had not read the engine (nothing under server/proofreading/ or content/ was read) and not run
 * on it before it was committed: CV sections (profiles, experience bullets, education, skills,
 * referees) and cover letters of new clients (county finance in Uasin Gishu and Nandi, hospital
 * HR in Kisumu, hospital procurement in Machakos, rural roads in Nyeri, conveyancing in Mombasa,
 * maternity nursing in Kericho, county ICT in Kiambu, a Strathmore finance graduate, M&E in
 * Kilifi, banking in Embu, customs clearing at Malaba, county revenue in Kajiado, laboratory work
 * in Busia, underwriting in Upper Hill, data analysis, child protection in Narok, water
 * engineering, agricultural extension in Meru, a school principal in Vihiga).
 *
 * Same format and rules as batches 1 and 2: a seeded error is written inline as {{text|kind}};
 * everything else is correct British English as a careful consultant would leave it, so a flag
 * on any county, town, institution, body, certification, system, law, agency, examination or
 * personal name is a false positive; passages with no braces are clean. The clean passages also
 * hold the right member of each homophone pair ("led", "its", "principal", "effect",
 * "complement", "stationery"). Not to be tuned on: a fix is measured on a new batch.
 */
const sources: Parameters<typeof parsePassage>[0][] = [
  {
    id: "b3-cv-accountant-eldoret",
    type: "cv",
    marked: `## Profile

Certified Public Accountant, CPA(K), and a member of ICPAK, with a BCom (Accounting) from Moi University and seven years in county finance in Uasin Gishu and Nandi. Files tax returns on iTax and posts county accounts on IFMIS.

## Experience

### Senior Accountant, County Government of Uasin Gishu, Eldoret (2021 - present)

- Prepare the county's quarterly financial statements for the Controller of Budget under the Public Finance Management Act 2012.
- Cleared 46 of the 52 audit queries raised by the Office of the Auditor-General in 2023.
- {{My|first-person}} team of four reconciles the revenue from the Eldoret and Turbo markets every week.
- Remit PAYE, NSSF and SHA deductions for 3,200 staff to KRA and the funds before {{there|homophone}} due dates.

### Accountant, Kapsabet Municipality, Nandi County (2017 - 2021)

- Processed supplier payments on IFMIS for the Kapsabet and Nandi Hills markets.
- {{Prepare|tense}} monthly bank reconciliations for 11 revenue accounts.
- Trained nine revenue clerks on the {{principal|homophone}} of segregation of duties.`,
  },
  {
    id: "b3-cv-hr-kisumu",
    type: "cv",
    marked: `## Profile

Human resource officer with CHRP(K) certification and full membership of IHRM, holding a BA in Human Resource Management from Maseno University. Six years in hospitals and agro-industry in Kisumu and Siaya.

## Experience

### HR Officer, Jaramogi Oginga Odinga Teaching and Referral Hospital, Kisumu (2020 - present)

- Run recruitment for 300 clinical and support posts a year under the Employment Act 2007.
- Cut the time to hire from 70 to 38 days with a shortlisting template approved by the board.
- Moved 1,400 staff from NHIF to SHA cover in October 2024 without a gap in claims.
- The leave records of all 1,400 staff {{is|agreement}} updated on the HRIS every Friday.

### HR Assistant, Kibos Sugar and Allied Industries, Kisumu (2017 - 2020)

- Kept personnel files for 850 permanent and seasonal workers.
- Registered seasonal cane cutters with NSSF so that no worker would {{loose|homophone}} benefits between seasons.
- {{Recieved|spelling}} and logged 120 job applications a week during the crushing season.

## Skills

- HR systems: Sage 300 People and Odoo.
- Languages: English, Kiswahili and {{dholuo|capitalisation}}.`,
  },
  {
    id: "b3-cv-procurement-machakos",
    type: "cv",
    marked: `## Profile

Procurement officer with a BCom in Purchasing and Supplies Management from the University of Nairobi, CPSP-K certification and membership of KISM. Five years running tenders under PPADA 2015 on the IFMIS e-procurement module in Machakos and Makueni.

## Experience

### Procurement Officer, Machakos Level 5 Hospital (2021 - present)

- Buy drugs, linen and {{stationary|homophone}} for 22 departments through framework contracts.
- Publish tender notices on the PPIP portal and in {{the the|doubled-word}} Daily Nation.
- Saved KES 14 million in 2024 by moving {{a|article}} unplanned series of direct purchases into one open tender.

### Procurement Assistant, Makueni County Government, Wote (2018 - 2021)

- Kept the contract register for 140 county projects.
- Opened bids with the tender opening committee and {{records|tense}} the minutes.
- Compiled the annual procurement plan for the Department of Water and Sanitation.`,
  },
  {
    id: "b3-cv-civil-engineer-nyeri",
    type: "cv",
    marked: `## Profile

Civil engineer registered with the Engineers Board of Kenya (EBK) and a corporate member of the Institution of Engineers of Kenya, with a BSc in Civil Engineering from Dedan Kimathi University of Technology. Eight years on rural roads and bridges in Nyeri, Kirinyaga and Murang'a.

## Experience

### Resident Engineer, Kenya Rural Roads Authority, Nyeri (2020 - present)

- Supervise the upgrading of 64 km of gravel roads to bitumen in Othaya, Mukurweini and Tetu.
- {{I|first-person}} certify the contractors' payment certificates each month before they go to KeRRA headquarters.
- Introduced a drainage design that reduced the {{affect|homophone}} of the long rains on the Karatina-Kiamariga road.
- Site meetings with the contractor and the county engineer {{takes|agreement}} place every fortnight.

### Assistant Engineer, China Wu Yi, Murang'a (2016 - 2020)

- Surveyed and set out culverts on the Murang'a-Kangema road.
- Tested concrete and soil samples in the site {{labaratory|spelling}}.`,
  },
  {
    id: "b3-cv-advocate-mombasa",
    type: "cv",
    marked: `## Profile

Advocate of the High Court of Kenya and member of the Law Society of Kenya (LSK), with an LLB from Moi University and the Postgraduate Diploma in Law from the Kenya School of Law. Six years in commercial and land practice in Mombasa and Kilifi.

## Experience

### Associate, Abdalla, Karisa and Company Advocates, Mombasa (2021 - present)

- Conduct conveyancing for 60 property transactions a year in Nyali, Bamburi and Kilifi.
- Drafted a shipping {{clients|apostrophe}} contracts with 14 clearing agents at the Port of Mombasa.
- Appear before the Environment and Land Court in Mombasa and Malindi on boundary disputes.
- Registered charges for three banks at the Mombasa land {{registery|spelling}}.

### Pupil and Legal Assistant, Gikandi and Company Advocates, Nairobi (2018 - 2021)

- Researched case law on the Land Act 2012 and the Land Registration Act 2012.
- {{Attend|tense}} court mentions at the Milimani Law Courts.
- Filed pleadings on the Judiciary e-filing system in {{it's|homophone}} first year of use.`,
  },
  {
    id: "b3-cv-nurse-kericho",
    type: "cv",
    marked: `## Profile

Registered nurse and midwife licensed by the Nursing Council of Kenya, with a Diploma in Kenya Registered Community Health Nursing from KMTC Kericho and a BSc in Nursing from the University of Kabianga. Seven years in maternity and child health in Kericho and Bomet.

## Experience

### Nursing Officer, Kericho County Referral Hospital (2021 - present)

- Manage the maternity ward of 36 beds and a team of 14 nurses.
- Cut maternal referrals to Tenwek Hospital by a quarter with a triage checklist.
- Every nurse on the night shift {{keep|agreement}} a partograph for each mother in labour.
- Report births and immunisations on KHIS each month.

### Enrolled Nurse, Longisa County Referral Hospital, Bomet (2016 - 2021)

- Immunised children at outreach clinics in Sotik and Chepalungu.
- {{Conduct|tense}} 40 normal deliveries a month on the labour ward.
- Counselled mothers on exclusive breastfeeding {{and and|doubled-word}} family planning.`,
  },
  {
    id: "b3-cv-ict-kiambu",
    type: "cv",
    marked: `## Profile

ICT officer with a BSc in Information Technology from Jomo Kenyatta University of Agriculture and Technology and the ISACA CISA certificate. Six years running networks and systems for county governments in Kiambu and Nairobi.

## Experience

### ICT Officer, County Government of Kiambu (2021 - present)

- Run the county's network across 12 sub-county offices, from Limuru to Ruiru.
- Moved revenue collection to a cashless system linked to M-Pesa and KCB, which raised collections by 18%.
- Keep backups of the county's payroll and IFMIS data on {{seperate|spelling}} servers in Kiambu and Thika.
- {{I|first-person}} also train new staff on the county's data protection policy.

### Systems Administrator, Ministry of ICT, Teleposta Towers, Nairobi (2018 - 2021)

- Installed Wi-Fi in 40 Huduma Centres with the ICT Authority.
- Upgraded the ministry's email servers and {{reduce|tense}} downtime to under one hour a month.`,
  },
  {
    id: "b3-cv-education-graduate-strathmore",
    type: "cv",
    marked: `## Education

- Bachelor of Commerce (Finance), Strathmore University, 2025: First Class Honours; on the {{Deans|apostrophe}} List in 2023 and 2024.
- CPA Intermediate Level, KASNEB, passed in {{november|capitalisation}} 2024.
- Sitting {{a|article}} ACCA paper in Financial Reporting in June 2026.
- KCSE, Alliance High School, 2020: mean grade A-.
- KCPE, Kilimani Primary School, 2016: 412 marks.

## Skills

- Accounting and tax: QuickBooks, Sage Evolution and KRA iTax returns.
- Data: Microsoft Excel with pivot tables and Power Query, Power BI and Stata.
- Leadership: treasurer of the Strathmore Investment Club and a member of its portfolio {{managment|spelling}} committee.`,
  },
  {
    id: "b3-referees-teacher",
    type: "cv",
    marked: `## Referees

- Mr Joseph Kamau Njoroge, {{Principle|homophone}}, Kagumo High School, Nyeri. Tel: 0722 418 903. Email: jknjoroge@kagumohigh.ac.ke
- Dr Esther Chebet Rotich, Senior {{Lectuer|spelling}}, Department of Educational Psychology, Moi University, Eldoret. Tel: 0733 205 117.
- Mrs Grace Atieno Odhiambo, Sub-County Director of Education, {{kisumu|capitalisation}} East. Tel: 0720 774 316.
- Ms Fatuma Abdi Hussein, Quality Assurance Officer, Teachers Service Commission, Garissa. Tel: 0711 562 480.`,
  },
  {
    id: "b3-cv-monitoring-kilifi",
    type: "cv",
    marked: `## Profile

Monitoring and evaluation officer with a BSc in Statistics from Pwani University and a Postgraduate Diploma in Monitoring and Evaluation from the University of Nairobi. Five years with NGOs in Kilifi, Kwale and Tana River.

## Experience

### M&E Officer, Plan International, Kilifi (2021 - present)

- Designed the KoboToolbox forms for a school feeding project in 48 schools in Magarini and Ganze.
- Use the county's KHIS data to {{compliment|homophone}} the project's household survey.
- Trained 30 enumerators to interview households in Giriama and Kiswahili.

### M&E Assistant, Kenya Red Cross Society, Hola (2018 - 2021)

- Collected drought response data in Galole and Bura with ODK.
- {{Write|tense}} the monthly donor reports for the ECHO-funded cash transfer project.
- Cleaned survey data in SPSS {{before before|doubled-word}} each quarterly review.`,
  },
  {
    id: "b3-cv-bank-embu",
    type: "cv",
    marked: `## Profile

Customer service officer with a BCom (Banking and Finance) from Chuka University and six years at the counter and in relationship roles in Embu and Meru.

## Experience

### Customer Service Officer, Equity Bank, Embu Branch (2021 - present)

- Serve 120 customers a day at the counter and on the Equitel and Equity Mobile platforms.
- Opened 1,300 accounts in 2024, a third of them for farmers in Runyenjes and Manyatta.
- Walk customers through the branch's loan products, which {{includes|agreement}} asset finance for boda boda riders.
- Balanced the cash till to the shilling every evening for {{fourty|spelling}} consecutive months.

### Teller, KCB Bank, Meru Branch (2018 - 2021)

- Handled cash deposits and withdrawals for 150 customers a day.
- {{Process|tense}} M-Pesa and Sacco transfers to customer accounts.`,
  },
  {
    id: "b3-cv-clearing-malaba",
    type: "cv",
    marked: `## Profile

Customs clearing agent holding the East African Customs and Freight Forwarding Practising Certificate and a member of KIFWA. Seven years clearing transit cargo for Uganda and South Sudan at the Malaba and Busia one-stop border posts.

## Experience

### Clearing Supervisor, Siginon Group, Malaba (2020 - present)

- Clear 300 transit trucks a month through the KRA iCMS and the Single Customs Territory.
- Cut the average clearance time from three days to 30 hours with pre-arrival lodgement.
- Work with KEBS and KEPHIS inspectors at the border on {{a|article}} inspection schedule for perishable cargo.

### Clearing Clerk, Multiple Hauliers, Mombasa (2016 - 2020)

- {{Lead|homophone}} a team of four clerks on the night shift at Kilindini.
- Lodged entries on the KRA Simba system and {{follow|tense}} up on releases with the Kenya Ports Authority.`,
  },
  {
    id: "b3-cv-revenue-kajiado",
    type: "cv",
    marked: `## Profile

Revenue officer with a Diploma in Revenue Administration from the Kenya School of Revenue Administration and five years collecting county revenue in Kajiado, Kitengela and Ngong.

## Experience

### Revenue Officer, County Government of Kajiado, Kitengela (2021 - present)

- Supervise 25 revenue clerks at the Kitengela, Isinya and Namanga collection points.
- Raised single business permit collections by 27% in 2023 through a door-to-door campaign.
- The chief officer appointed {{me|first-person}} to the county's revenue automation committee in 2024.
- {{collected|capitalisation}} land rates from 4,000 plots with the county's GIS team.

### Revenue Clerk, Ongata Rongai Market, Kajiado North (2018 - 2021)

- Issued receipts to market traders and {{bank|tense}} the day's takings with Co-operative Bank.
- Collected market fees from 600 traders every day {{untill|spelling}} the market moved to cashless payments in 2021.`,
  },
  {
    id: "b3-cv-laboratory-busia",
    type: "cv",
    marked: `## Profile

Medical laboratory technologist registered with the Kenya Medical Laboratory Technicians and Technologists Board (KMLTTB), with a Higher Diploma in Medical Laboratory Sciences from KMTC Nairobi. Six years in HIV and TB testing in Busia and Bungoma.

## Experience

### Laboratory Technologist, Busia County Referral Hospital (2020 - present)

- Run viral load and GeneXpert TB tests for 14 facilities in Teso North, Teso South and Nambale.
- Brought the laboratory through KENAS accreditation to ISO 15189 in 2023.
- Samples from the border clinic at Malaba {{arrives|agreement}} by motorbike twice a day.
- Cut the share of rejected samples from 9% to 2% by retraining the clinics' phlebotomists.

### Laboratory Technician, Bungoma County Referral Hospital (2017 - 2020)

- Ran malaria, haemoglobin and blood grouping tests for the maternity wing.
- Kept the reagent stock records {{on on|doubled-word}} the county's LMIS.
- {{Acheived|spelling}} a pass in every KNEQAS proficiency round from 2018 to 2020.`,
  },
  {
    id: "b3-cv-underwriter-upper-hill",
    type: "cv",
    marked: `## Profile

Insurance underwriter with a BSc in Actuarial Science from Kenyatta University, the Certificate of Proficiency from the College of Insurance and the ACII of the Chartered Insurance Institute. Eight years in motor and medical underwriting in Nairobi.

## Experience

### Senior Underwriter, ICEA LION General Insurance, Upper Hill (2021 - present)

- Underwrite motor and medical policies worth KES 1.2 billion a year for corporate clients.
- Cut the motor loss ratio from 78% to 61% by repricing matatu and boda boda fleets.
- Renew medical schemes that {{covers|agreement}} 9,000 staff of county governments and Saccos.
- File quarterly underwriting returns with the Insurance Regulatory Authority.

### Underwriter, Jubilee Insurance, Nairobi (2016 - 2021)

- Rated motor policies for the {{banks|apostrophe}} asset finance customers.
- {{Negociated|spelling}} premium rates with brokers for 200 small business clients.`,
  },
  {
    id: "b3-skills-data-analyst",
    type: "cv",
    marked: `## Skills

- Analysis: {{statistcal|spelling}} modelling in Stata and R, and Microsoft Excel with Power Query.
- Data collection: ODK, KoboToolbox, SurveyCTO and CSPro.
- Reporting: Power BI dashboards on DHIS2 data for county health teams.
- Certificate in Data Protection, Strathmore University, 2024.
- Languages: English, Kiswahili and Kikuyu, with basic {{french|capitalisation}}.`,
  },
  {
    id: "b3-letter-accountant-kenya-power",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Senior Accountant, Kenya Power and Lighting Company PLC (KPLC/FIN/2026/017)

I am a Certified Public Accountant, CPA(K), and a member of ICPAK, with seven years in county finance in Uasin Gishu and Nandi. I am applying for the post of Senior Accountant advertised on {{you're|homophone}} website.

At the County Government of Uasin Gishu I prepare the quarterly financial statements for the Controller of Budget, and last year my team cleared 46 of the 52 audit queries raised by the Office of the Auditor-General. The revenue reconciliations I introduced in Eldoret {{has|agreement}} since been adopted by two other departments.

I would welcome the {{oppurtunity|spelling}} to bring this discipline to Kenya Power's finance team.

Yours faithfully,

Kiprop Kemboi`,
  },
  {
    id: "b3-letter-hr-kcb",
    type: "letter",
    marked: `Dear Ms Njeri,

Re: Human Resource Business Partner, KCB Group, Kisumu

I am writing to apply for the post of Human Resource Business Partner for the Western region. I hold CHRP(K), I am a full member of IHRM, and I have worked in HR in Kisumu and Siaya for six years.

At Jaramogi Oginga Odinga Teaching and Referral Hospital I cut the time to hire from 70 to 38 days. Before that, at Kibos Sugar, I {{keep|tense}} personnel files for 850 permanent and seasonal workers and registered every cane cutter with NSSF.

KCB has grown quickly in the Lake region, and I would be glad {{to to|doubled-word}} discuss how I could support {{it's|homophone}} branch managers in Kisumu, Kakamega and Busia.

Yours sincerely,

Achieng Owino`,
  },
  {
    id: "b3-letter-procurement-unicef",
    type: "letter",
    marked: `Dear Hiring Manager,

Re: Supply Officer, UNICEF Kenya Country Office, Nairobi

I am a procurement officer with CPSP-K certification and membership of KISM, and for five years I have run tenders under PPADA 2015 in Machakos and Makueni. {{Their|homophone}} is no part of the procurement cycle that I have not handled, from the annual plan to contract close-out.

At Machakos Level 5 Hospital I buy drugs, linen and stationery for 22 departments, and in 2024 I saved KES 14 million by moving repeated direct purchases into one open tender. The suppliers I work with {{knows|agreement}} that every payment follows the contract.

I would be {{greatful|spelling}} for the chance to bring this experience to UNICEF's supply work in Kenya.

Yours faithfully,

Mwikali Musyoka`,
  },
  {
    id: "b3-letter-engineer-kenha",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Senior Resident Engineer, Kenya National Highways Authority (KeNHA/ENG/2026/009)

I am a civil engineer registered with the Engineers Board of Kenya and a corporate member of the Institution of Engineers of Kenya. For eight years I have supervised rural roads and bridges in Nyeri, Kirinyaga and Murang'a.

At KeRRA in Nyeri I supervise the upgrading of 64 km of gravel roads to bitumen. I know how quickly murram roads {{loose|homophone}} their surface in the long rains, and {{i|capitalisation}} designed the drainage that now protects the Karatina-Kiamariga road. The contractors on my sites {{completes|agreement}} their work within the contract period.

I would welcome the chance to discuss the role with you.

Yours faithfully,

Gitonga Wachira`,
  },
  {
    id: "b3-letter-nurse-aga-khan",
    type: "letter",
    marked: `Dear Ms Were,

Re: Nursing Officer, Maternity, Aga Khan University Hospital, Nairobi

I am a registered nurse and midwife licensed by the Nursing Council of Kenya, with seven years in maternity care in Kericho and Bomet. I am {{commited|spelling}} to safe births and to the mothers who trust us with them.

At Kericho County Referral Hospital I manage a maternity ward of 36 beds, and I cut referrals to Tenwek Hospital by a quarter with a triage checklist. I would be glad to bring that experience to the {{hospitals|apostrophe}} maternity unit.

If {{your|homophone}} looking for a nurse who stays calm on a busy labour ward, I would welcome an interview.

Yours sincerely,

Chelangat Koech`,
  },
  {
    id: "b3-letter-graduate-kpmg",
    type: "letter",
    marked: `Dear Hiring Manager,

Re: Graduate Trainee, Audit, KPMG Kenya

I graduated from Strathmore University in 2025 with a Bachelor of Commerce in Finance and First Class Honours, and I have passed the CPA Intermediate Level of KASNEB. I am applying for the Graduate Trainee programme in your audit practice.

As treasurer of the Strathmore Investment Club I kept the {{clubs|apostrophe}} accounts and presented them to {{a|article}} audit committee of three lecturers each term. During my attachment at the Kenya Revenue Authority I {{help|tense}} taxpayers in Westlands file {{there|homophone}} returns on iTax.

I am eager to learn {{from from|doubled-word}} experienced auditors and to sit the remaining CPA papers.

Yours faithfully,

Wanjiru Kamau`,
  },
  {
    id: "b3-clean-cv-social-worker-narok",
    type: "cv",
    marked: `## Profile

Social worker with a BA in Social Work and Community Development from Daystar University and six years in child protection in Narok and Kajiado. Speaks Maa, Kiswahili and English.

## Experience

### Child Protection Officer, World Vision Kenya, Narok (2021 - present)

- Manage 180 cases of children at risk in Narok South and Narok West.
- Returned 64 girls to school in 2024 with the Children's Department and the area chiefs.
- Train village child protection committees in Ololulung'a and Nairage Enkare to refer cases to the Children's Court.

### Social Worker, Kajiado County Department of Gender and Social Services (2018 - 2021)

- Registered 1,100 older persons for the Inua Jamii cash transfer programme.
- Visited families in Loitokitok and Bissil to assess their bursary applications.`,
  },
  {
    id: "b3-clean-cv-water-engineer-education",
    type: "cv",
    marked: `## Education

- MSc in Water Resources Engineering, Egerton University, 2022.
- BSc in Civil Engineering, Technical University of Mombasa, 2016: Second Class Honours (Upper Division).
- KCSE, Maranda High School, 2011: mean grade A.

## Certifications

- Registered Graduate Engineer, Engineers Board of Kenya, 2017.
- Corporate Member, Institution of Engineers of Kenya, 2021.
- Licensed EIA/EA Expert, National Environment Management Authority, 2022.

## Skills

- Design: AutoCAD Civil 3D, EPANET and HEC-RAS.
- Languages: English, Kiswahili and Dholuo.

## Referees

- Eng. Paul Otieno Ouma, Chief Engineer, Lake Victoria South Water Works Development Agency, Kisumu. Tel: 0722 613 774.
- Prof. Margaret Njeri Kinyanjui, Department of Agricultural Engineering, Egerton University, Njoro. Tel: 0733 480 219.`,
  },
  {
    id: "b3-clean-cv-agriculture-meru",
    type: "cv",
    marked: `## Profile

Agricultural officer with a BSc in Agricultural Extension from Chuka University and six years in dairy and avocado value chains in Meru and Tharaka-Nithi.

## Experience

### Ward Agricultural Officer, County Government of Meru, Timau (2020 - present)

- Advise 2,400 farmers in Timau, Kisima and Kiirua on fodder and avocado husbandry.
- Registered 3,100 farmers on KIAMIS for subsidised fertiliser.
- Set up 14 farmer field schools with KALRO and the Meru Dairy Co-operative Union.

### Extension Officer, Tharaka-Nithi County Government, Chuka (2017 - 2020)

- Ran demonstration plots of drought-tolerant sorghum and green grams in Marimanti.
- Trained 600 farmers on certified seed with officers from KEPHIS.`,
  },
  {
    id: "b3-clean-cv-principal-vihiga",
    type: "cv",
    marked: `## Profile

School principal registered with the Teachers Service Commission, with a BEd (Science) from Kenyatta University and a Master of Education in Educational Administration from Maseno University. Fourteen years in secondary schools in Vihiga and Kakamega, the last five as principal.

## Experience

### Principal, Chavakali High School, Vihiga (2021 - present)

- Lead a staff of 62 teachers and 30 support staff serving 1,500 students.
- Raised the school's KCSE mean grade from C+ to B in three years.
- Buy stationery and laboratory supplies through the tender committee of the board of management under PPADA 2015.
- Work with parents and the county to limit the effect of fee arrears on students' learning.`,
  },
  {
    id: "b3-clean-letter-laboratory-amref",
    type: "letter",
    marked: `Dear Dr Mwangi,

Re: Laboratory Technologist, Amref Health Africa, Busia

I am a medical laboratory technologist registered with KMLTTB, with six years in HIV and TB testing in Busia and Bungoma. I am applying for the post of Laboratory Technologist advertised on your website.

At Busia County Referral Hospital I run viral load and GeneXpert tests for 14 facilities in Teso North, Teso South and Nambale. In 2023 I led our laboratory through KENAS accreditation to ISO 15189, and I have since cut the share of rejected samples from 9% to 2%.

I speak Ateso and Kiswahili as well as English, and I would be glad to support your cross-border work at Malaba and Busia.

Yours sincerely,

Joseph Okiror`,
  },
  {
    id: "b3-clean-letter-ict-konza",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Systems Security Analyst, Konza Technopolis Development Authority

I am an ICT officer with a BSc in Information Technology from JKUAT and the ISACA CISA certificate, and I have spent six years running networks and systems for county governments in Kiambu and Nairobi.

At the County Government of Kiambu I moved revenue collection to a cashless system linked to M-Pesa and KCB, which raised collections by 18%. I also keep the county's payroll and IFMIS backups on separate servers and train new staff on the Data Protection Act 2019.

I have followed the Authority's plans for its data centre, and I believe my experience in public-sector security would complement the work of your team.

Yours faithfully,

Brian Kinyua Gitau`,
  },
];

export const passagesBatch3: Passage[] = sources.map(parsePassage);
