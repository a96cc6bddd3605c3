import { type Passage, parsePassage } from "./proofreading-corpus";

/**
 * Held-out batch 2 for `npm run bench:proofreading`, written on 2026-11-24 apart from the engine
 * (nothing under server/proofreading/ or content/ was read) and after batch 1's figures were
 * recorded: CV sections and cover-letter paragraphs of new clients (clinical medicine in
 * Turkana, land survey in Nyandarua, hospital supplies in Kisii, payments software, Coast
 * hospitality, teaching in Kitui, seed agronomy in Trans Nzoia, data protection law, motor
 * mechanics, pharmacy in Garissa, an economics graduate, refugee protection in Dadaab,
 * quantity surveying, nutrition in Marsabit, national government administration), dense with
 * counties, towns, universities, professional bodies, certifications, public systems, laws,
 * agencies, examinations and people's names.
 *
 * Same format and rules as batch 1: a seeded error is written inline as {{text|kind}};
 * everything else is correct British English as a careful consultant would leave it, so a flag
 * on any proper noun is a false positive; passages with no braces are clean. Not to be tuned
 * on: a fix is measured on a new batch.
 */
const sources: Parameters<typeof parsePassage>[0][] = [
  {
    id: "b2-cv-clinical-officer-turkana",
    type: "cv",
    marked: `## Profile

Clinical officer licensed by the Clinical Officers Council, with a Diploma in Clinical Medicine and Surgery from KMTC Lodwar and five years in Turkana County.

## Experience

### Clinical Officer, Lodwar County Referral Hospital (2021 - present)

- Run the outpatient clinic for patients referred from Kakuma and Kalobeyei.
- Cut malaria test turnaround from two hours to forty minutes with rapid diagnostic kits.
- {{I|first-person}} report weekly cases to the county surveillance team on KHIS.
- Trained 14 community health promoters in Kalokol and Lorugum on referral forms.

### Clinical Officer Intern, Kitale County Referral Hospital (2019 - 2020)

- {{Attend|tense}} to patients in the casualty and paediatric wards.
- Briefed patients and {{there|homophone}} families on discharge plans.`,
  },
  {
    id: "b2-cv-surveyor-nyandarua",
    type: "cv",
    marked: `## Profile

Land surveyor and member of the Institution of Surveyors of Kenya, with a BSc in Geomatic Engineering and Geospatial Information Systems from JKUAT. Eight years on adjudication and subdivision work in Nyandarua and Laikipia.

## Experience

### Surveyor, Ministry of Lands, Ol Kalou (2019 - present)

- Completed the adjudication of 3,400 parcels in Kinangop and Ndaragwa.
- Submit {{survay|spelling}} plans to the Director of Surveys through Ardhisasa.
- Settle boundary disputes on the ground with the chiefs of Engineer and Njabini.

### Assistant Surveyor, Kamau and Partners Surveyors, Nyahururu (2016 - 2019)

- {{Lead|homophone}} field teams on subdivisions in Nyahururu and Rumuruti.
- Processed mutation forms for {{an|article}} hundred titles each quarter.`,
  },
  {
    id: "b2-cv-supplies-kisii",
    type: "cv",
    marked: `## Profile

Supplies officer with a Diploma in Supplies Management from Kisii National Polytechnic and CPSP-K certification. Five years in public hospitals in Kisii and Nyamira.

## Experience

### Supplies Officer, Kisii Teaching and Referral Hospital (2020 - present)

- Buy {{stationary|homophone}} and linen for 14 wards through framework contracts.
- Keep the stores ledger on IFMIS and reconcile it with KEMSA deliveries.
- Reduced emergency purchases by 40% with {{a|article}} annual procurement plan.

### Storekeeper, Nyamira County Referral Hospital (2017 - 2020)

- {{Receive|tense}} deliveries from KEMSA and the Mission for Essential Drugs and Supplies.
- Kept bin cards for 600 items and passed every stock audit.`,
  },
  {
    id: "b2-cv-backend-engineer-westlands",
    type: "cv",
    marked: `## Profile

Software engineer with a BSc in Computer Science from Multimedia University of Kenya and five years building payment systems in Nairobi. AWS Certified Solutions Architect.

## Experience

### Backend Engineer, Cellulant, Westlands (2022 - present)

- Built the service that reconciles M-Pesa, Airtel Money and PesaLink payments every night.
- Cut failed payment retries by 30% {{with with|doubled-word}} a unique key on every request.
- Connected eCitizen and KRA iTax to the platform for {{goverment|spelling}} clients.

### Software Developer, Craft Silicon, Nairobi (2020 - 2022)

- {{Maintain|tense}} the core banking module used by Saccos in Meru and Embu.
- Wrote the USSD menus for loan repayments on Safaricom and Airtel lines.`,
  },
  {
    id: "b2-cv-front-office-diani",
    type: "cv",
    marked: `## Profile

Front office manager with a Diploma in Hotel Management from Kenya Utalii College and nine years at beach resorts in Diani and Watamu.

## Experience

### Front Office Manager, Leopard Beach Resort, Diani (2020 - present)

- Lead a team of 18 receptionists, concierges and reservation agents.
- Raised the TripAdvisor rating from 4.2 to 4.7 {{threw|homophone}} faster check-in.
- {{Tasked with|weak-verb}} the night audit and the daily revenue report.
- Welcome guests in English, German and Italian.

### Receptionist, Hemingways Watamu (2016 - 2020)

- {{My|first-person}} shift checked in 60 guests a day in the high season.
- Arranged Watamu Marine National Park trips with Kenya Wildlife Service rangers.`,
  },
  {
    id: "b2-cv-teacher-mwingi",
    type: "cv",
    marked: `## Profile

TSC-registered teacher of English and Literature with a BEd (Arts) from South Eastern Kenya University and seven years in Kitui and Mwingi. KNEC examiner for KCSE English Paper 2.

## Experience

### Teacher of English, Mwingi Boys High School (2021 - present)

- Lifted the KCSE English mean from 5.8 to 7.2 in three years.
- Directed the school play that reached the Kenya National Drama and Film Festival in 2024.
- Students in Form Three {{writes|agreement}} one timed composition each week.

### Teacher, Kyuso Mixed Secondary School (2018 - 2021)

- {{Teach|tense}} English to Forms One to Four.
- Acted for the {{principle|homophone}} during her leave in 2020.`,
  },
  {
    id: "b2-cv-agronomist-kitale",
    type: "cv",
    marked: `## Profile

Agronomist with a BSc in Agronomy from the University of Eldoret and six years in maize and seed production in Trans Nzoia.

## Experience

### Field Agronomist, Kenya Seed Company, Kitale (2020 - present)

- Supervise 1,800 contracted seed growers in Endebess, Kwanza and Cherangany.
- Inspect seed fields with KEPHIS before every certification round.
- Cut post-harvest losses by 22% with {{an|article}} drying schedule for each store.
- {{Involved in|weak-verb}} the county fertiliser subsidy register with the National Cereals and Produce Board.

### Extension Officer, One Acre Fund, Bungoma (2017 - 2020)

- Trained 900 farmers in Webuye and Kimilili on soil testing and liming.`,
  },
  {
    id: "b2-cv-data-protection-upper-hill",
    type: "cv",
    marked: `## Profile

Data protection officer and Advocate of the High Court of Kenya, with an LLB from Moi University. Six years advising banks and Saccos on the Data Protection Act 2019 and the Access to Information Act 2016.

## Experience

### Data Protection Officer, NCBA Bank, Upper Hill (2022 - present)

- Registered the bank as a data controller with the Office of the Data Protection Commissioner.
- Trained 1,200 staff, {{who's|homophone}} completion is tracked in the HR system.
- {{I|first-person}} also chair the bank's records retention committee.

### Legal Officer, Kenya Revenue Authority, Times Tower (2019 - 2022)

- {{Draft|tense}} objection decisions under the Tax Procedures Act 2015.
- Represented the Commissioner General before the Tax Appeals Tribunal in 35 appeals.`,
  },
  {
    id: "b2-cv-mechanic-thika",
    type: "cv",
    marked: `## Profile

Motor vehicle mechanic with a NITA Grade I trade test and a Craft Certificate in Motor Vehicle Mechanics from Thika Technical Training Institute. Ten years on trucks and buses.

## Experience

### Workshop Supervisor, Super Metro, Thika Road (2021 - present)

- Keep 70 buses ready for NTSA inspection every year.
- Cut breakdowns on the Thika Road routes by a third with {{an|article}} weekly brake check.
- Train apprentices from the Thika and Kiambu polytechnics.

### Mechanic, CMC Motors, Nairobi (2014 - 2021)

- {{Service|tense}} Isuzu and Mitsubishi Fuso trucks for fleet customers.
- {{Me|first-person}} and two colleagues rebuilt 40 gearboxes a year.`,
  },
  {
    id: "b2-cv-pharmacist-garissa",
    type: "cv",
    marked: `## Profile

Pharmacist registered with the Pharmacy and Poisons Board and a member of the Pharmaceutical Society of Kenya, with a Bachelor of Pharmacy from Kenyatta University. Four years in public hospitals in Garissa and Wajir.

## Experience

### Pharmacist, Garissa County Referral Hospital (2022 - present)

- Run the antimicrobial stewardship programme with the county health team.
- Brought expired stock down from 6% to 1% of annual purchases.
- The drug and therapeutics committee {{meet|agreement}} every month to review prescribing.

### Pharmacist Intern, Wajir County Referral Hospital (2021 - 2022)

- {{Dispense|tense}} medicines to 200 outpatients a day.
- Counselled patients in Somali and Kiswahili on {{thier|spelling}} TB treatment.`,
  },
  {
    id: "b2-cv-economics-graduate-kakamega",
    type: "cv",
    marked: `## Profile

Economics graduate from Masinde Muliro University of Science and Technology, with an internship at the Kenya National Bureau of Statistics.

## Education

- BA Economics and Statistics, Masinde Muliro University of Science and Technology, 2025: Second Class Honours (Upper Division).
- KCSE, Butere Girls High School, 2020: mean grade B+.

## Experience

### Intern, KNBS, Kakamega (2024)

- Collected household data for the Kenya Continuous Household Survey in Lurambi and Shinyalu.
- Cleaned {{a|article}} 800-record dataset in Stata before each weekly upload.
- {{Helped with|weak-verb}} training 20 enumerators on the tablet questionnaire.`,
  },
  {
    id: "b2-cv-protection-dadaab",
    type: "cv",
    marked: `## Profile

Protection officer with a BA in Social Work from Moi University and seven years with refugees in Dadaab and Kakuma. Speaks Somali, Kiswahili and English.

## Experience

### Protection Officer, Norwegian Refugee Council, Dadaab (2021 - present)

- Manage case files for 2,500 refugees in the Hagadera and Ifo camps.
- Helped 180 families obtain birth certificates through the Department of Refugee Services.
- Report incidents to UNHCR and the police {{weather|homophone}} or not the survivor presses charges.

### Caseworker, Lutheran World Federation, Kakuma (2017 - 2021)

- {{Conduct|tense}} home visits to unaccompanied children in Kakuma and Kalobeyei.
- The child protection committees {{was|agreement}} trained every quarter.`,
  },
  {
    id: "b2-cv-quantity-surveyor-mombasa",
    type: "cv",
    marked: `## Profile

Quantity surveyor registered with BORAQS and a member of the Institute of Quantity Surveyors of Kenya, with a BSc in Quantity Surveying from the Technical University of Kenya. Eight years on building projects at the Coast.

## Experience

### Quantity Surveyor, National Housing Corporation, Mombasa (2020 - present)

- Prepare bills of quantities for affordable housing blocks in Changamwe and Mtwapa.
- Kept the Bamburi project within 3% of {{it's|homophone}} approved budget.
- Settled {{a|article}} eight-month dispute with the contractor without arbitration.

### Assistant Quantity Surveyor, Howard Humphreys, Nairobi (2016 - 2020)

- {{Measure|tense}} works for county hospitals in Kwale and Kilifi.`,
  },
  {
    id: "b2-letter-clinical-officer-irc",
    type: "letter",
    marked: `Dear Recruitment Team,

Re: Clinical Officer, International Rescue Committee, Kakuma

I am a clinical officer licensed by the Clinical Officers Council, and for five years I have run the outpatient clinic at Lodwar County Referral Hospital. Many of my patients are referred from Kakuma and Kalobeyei, so I know the camp clinics and the referral paths well.

Last year I {{lead|homophone}} the switch to rapid malaria tests, which cut turnaround from two hours to forty minutes. I have trained fourteen community health promoters and {{speaks|agreement}} Turkana as well as Kiswahili and English.

I would welcome {{a|article}} opportunity to bring this experience to your team in Kakuma.

Yours faithfully,

Ekai Lokwang`,
  },
  {
    id: "b2-letter-engineer-safaricom",
    type: "letter",
    marked: `Dear Hiring Manager,

Re: Senior Backend Engineer, Safaricom PLC (SAF/ENG/2026/044)

I am applying for the Senior Backend Engineer role in the M-PESA team. At Cellulant I built the service that reconciles M-Pesa, Airtel Money and PesaLink payments every night, and {{I I|doubled-word}} cut failed retries by 30%.

I hold a BSc in Computer Science from Multimedia University of Kenya and the AWS Certified Solutions Architect certificate. Before Cellulant I {{maintain|tense}} the core banking module that Saccos in Meru and Embu still use.

I believe my experience would {{compliment|homophone}} your team's work on Fuliza and M-Shwari.

Yours faithfully,

Baraka Wekesa`,
  },
  {
    id: "b2-letter-teacher-kemi",
    type: "letter",
    marked: `Dear Sir or Madam,

Re: Education Officer, Kenya Education Management Institute

I am a teacher of English and Literature with seven years in Kitui and Mwingi and a BEd (Arts) from South Eastern Kenya University. I am also a KNEC examiner for KCSE English Paper 2.

At Mwingi Boys High School the English mean rose from 5.8 to 7.2 in three years. The teachers I mentor {{says|agreement}} that the weekly timed composition changed {{there|homophone}} classes. I have also chaired {{a|article}} eleven-member panel that moderated the sub-county mock examinations.

I would be glad to help KEMI train school leaders in Kitui County and beyond.

Yours faithfully,

Mutheu Kilonzo`,
  },
  {
    id: "b2-letter-pharmacist-amref",
    type: "letter",
    marked: `Dear Ms Wambui,

Re: Pharmacist, Amref Health Africa, Garissa

I am a pharmacist registered with the Pharmacy and Poisons Board and a member of the Pharmaceutical Society of Kenya. For four years I have worked in Garissa and Wajir, {{were|homophone}} I now run the antimicrobial stewardship programme at Garissa County Referral Hospital.

In two years our team brought expired stock down from 6% to 1% of annual purchases. I counsel patients in Somali and Kiswahili and {{has|agreement}} trained nurses in Dadaab on TB treatment.

I would be {{exited|spelling}} to join Amref's work in the North Eastern region.

Yours sincerely,

Abdullahi Mohamed Hassan`,
  },
  {
    id: "b2-letter-surveyor-nlc",
    type: "letter",
    marked: `Dear Sir,

Re: Senior Surveyor, National Land Commission

I am a land surveyor and member of the Institution of Surveyors of Kenya, with a BSc in Geomatic Engineering from JKUAT and eight years on adjudication in Nyandarua and Laikipia. I am applying for the post of Senior Surveyor advertised in the Daily Nation.

In Kinangop and Ndaragwa I completed the adjudication of 3,400 parcels and submitted every plan through Ardhisasa. I {{have have|doubled-word}} settled boundary disputes on the ground with the chiefs of Engineer and Njabini. Last year the Director of Surveys {{approves|tense}} all 120 of my mutation plans at the first submission.

Yours faithfully,

Waweru Gichuki`,
  },
  {
    id: "b2-letter-graduate-gdc",
    type: "letter",
    marked: `Dear Hiring Manager,

Re: Graduate Trainee, Geothermal Development Company, Nakuru

I recently graduated from Masinde Muliro University of Science and Technology with a BA in Economics and Statistics, and I am applying for the Graduate Trainee programme. During my internship at KNBS in Kakamega I collected household data in Lurambi and Shinyalu and cleaned survey data in Stata each week.

I am {{intrested|spelling}} in the {{affect|homophone}} of the geothermal projects at Menengai and Olkaria on nearby communities. I would bring {{a|article}} honest, careful approach to every dataset your team gives me.

Yours faithfully,

Naliaka Simiyu`,
  },
  {
    id: "b2-clean-cv-nutritionist-marsabit",
    type: "cv",
    marked: `## Profile

Nutritionist registered with the Kenya Nutritionists and Dieticians Institute, with a BSc in Food, Nutrition and Dietetics from Kenyatta University and five years in Marsabit and Moyale.

## Experience

### Nutrition Officer, Marsabit County Department of Health (2021 - present)

- Screened 12,000 children under five for malnutrition in Laisamis, North Horr and Saku.
- Set up 23 outpatient therapeutic sites with UNICEF and World Food Programme supplies.
- Reported monthly admissions on KHIS to the county health management team.`,
  },
  {
    id: "b2-clean-cv-administrator-kirinyaga",
    type: "cv",
    marked: `## Profile

Administrative officer with a BA in Public Administration from Karatina University and the Senior Management Course of the Kenya School of Government. Eight years in national government offices in Kirinyaga and Murang'a.

## Experience

### Assistant County Commissioner, Mwea East (2021 - present)

- Chair the sub-county security committee and the monthly meetings of chiefs.
- Coordinated the registration of 14,000 residents for Maisha Namba.
- Resolved water-sharing disputes between rice farmers in Wamumu and Thiba with the National Irrigation Authority.`,
  },
  {
    id: "b2-clean-letter-nutritionist-wfp",
    type: "letter",
    marked: `Dear Hiring Manager,

Re: Nutrition Officer, World Food Programme, Marsabit

I am a nutritionist registered with the Kenya Nutritionists and Dieticians Institute, with five years in Marsabit and Moyale. At the county health department I screened 12,000 children for malnutrition and set up 23 outpatient therapeutic sites with UNICEF supplies.

I speak Borana and Kiswahili, and I know the health facilities in Laisamis, North Horr and Saku well. I would be glad to bring this knowledge to your programme in Marsabit.

Yours sincerely,

Halake Guyo`,
  },
  {
    id: "b2-clean-letter-administrator-kirinyaga",
    type: "letter",
    marked: `Dear Madam,

Re: Deputy County Secretary, County Government of Kirinyaga

I am an Assistant County Commissioner in Mwea East with eight years in national government administration in Kirinyaga and Murang'a. I hold a BA in Public Administration from Karatina University and completed the Senior Management Course at the Kenya School of Government.

In Mwea I coordinated the registration of 14,000 residents for Maisha Namba and helped rice farmers in Wamumu and Thiba settle their water-sharing disputes with the National Irrigation Authority. I would welcome the chance to serve the county in this role.

Yours faithfully,

Wanjiru Muriithi`,
  },
];

export const passagesBatch2: Passage[] = sources.map(parsePassage);
