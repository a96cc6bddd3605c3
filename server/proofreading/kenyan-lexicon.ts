import { kenyanPlaces as places } from "../kenyan-places";

/**
 * Words a Kenyan CV or letter uses that an English dictionary lacks: places, institutions,
 * professional bodies and certifications, public systems, laws and agencies, examinations and
 * common names, and the professions' trade words. Added to the grammar checker's dictionary (as
 * Harper's user dictionary and LanguageTool's spelling.txt do), so none is reported as a spelling
 * error or "corrected" into an English word (Nakuru -> Nauru). Not exhaustive: the document's own names are accepted too
 * (document-names.ts).
 */
const institutions = `JKUAT KCA USIU Strathmore Egerton Maseno Moi Kenyatta Daystar Kabarak Masinde Muliro
MMUST Dedan Kimathi DeKUT Chuka Karatina Kisii Laikipia Machakos Meru Multimedia Pwani Rongo Tharaka
Zetech KMTC KIMC KSG KIM Utalii KTTC KeMU MKU Catholic CUEA Riara Pioneer Tangaza Africa Nazarene ANU
Technical Polytechnic Mombasa TUK TUM Cooperative Kiriri Gretsa Kiambu Kenya KNH KEMRI KALRO KEBS
KPLC KenGen KRA KPA KAA KQ NSSF NHIF SHA SHIF NITA HELB KUCCPS TSC KNEC KICD NCPWD NTSA KURA KeNHA
KeRRA KWS KFS NEMA EACC ODPP DCI KDF NYS Safaricom Equity KCB NCBA Absa Stanbic Co-op Airtel Telkom
Kituo Sheria KEMSA NACADA NDMA KMFRI KEFRI KIRDI KENTRADE EPRA KETRACO REREC KTDA NCPB IEBC IPOA
NACOSTI KIPI KEPSA SASRA KCAA KEWI NCIC KNCHR`;

const bodies = `ICPAK KASNEB CPA CPAK CPA-K CPS CPSK CPS-K CIFA CICT ATD CCP KISM CPSP CPSP-K KISEB
IHRM CHRP CHRP-K LSK EBK IEK ERB NCK Nursing KMPDC PPB KMLTTB COC CIPS ACCA CIMA CFA ISACA CISA CISM
PMP PRINCE2 ITIL CCNA CCNP IFRS IPSAS AMLO KIPPRA CIPD CIM KIPR PRSK MSK`;

const systemsAndLaws = `IFMIS iTax eCitizen e-Citizen eGP IPPD GHRIS HRMIS PPADA PFMA PPRA PPOA
KEPHIS KESRA KNQA TVET TVETA CBC CBE KCSE KCPE KPSEA KJSEA KCSE KCE EACE ECDE KNBS Huduma NHIF
M-Pesa MPesa Mpesa Fuliza Lipa Na Ajira Kazi Mtaani Sacco SACCO SACCOs Chama Harambee Uwezo Paybill paybill
eTIMS KRA-PIN`;

const names = `Wanjiku Wanjiru Wambui Wairimu Njeri Nyambura Njoki Wangari Wangui Muthoni Wanjala Achieng
Atieno Akinyi Adhiambo Awuor Anyango Auma Apiyo Akoth Otieno Odhiambo Ochieng Onyango Owino Omondi
Okoth Ouma Oduor Kamau Mwangi Njoroge Kariuki Maina Kimani Gitau Githinji Macharia Ndungu Mugo
Kipchoge Kiprono Kiprotich Kipkemboi Kiplagat Kibet Kipkorir Cheruiyot Chebet Chepkoech Jepkosgei
Jeptoo Chelimo Chepngetich Rotich Koech Langat Kirui Mutua Musyoka Mwende Mueni Ndinda Nduku Kilonzo
Kioko Wafula Wekesa Barasa Simiyu Nafula Nekesa Makokha Wanyama Juma Hassan Mohamed Abdi Halima
Amina Zawadi Baraka Neema Imani Faraji Jabari Mwajuma Mwanaisha Nasimiyu Moraa Kerubo Nyaboke
Bosibori Kwamboka Ogeto Onsongo Nyakundi Mokaya Ombati Mutiso Muthama Kinyua Muriuki Gachanja Mbugua
Ngugi Njenga Karanja Kinyanjui Waweru Wachira Ndirangu Mbithe Nthenya Kawira Kagwiria Makena Gakii`;

/**
 * Swahili words Kenyan English has borrowed: a CV names matatu fleets, murram roads and sacco
 * loans in no other words. Some are reduplicated on purpose ("boda boda", "pole pole").
 */
const loanwords = `cha matatu matatus boda bodaboda bodabodas jua kali mitumba shamba shambas duka dukas nyama
choma sukuma wiki ugali chapati chapatis mandazi mandazis githeri mukimo pilau askari askaris panga
pangas jiko jikos kikoi kikois kanga kangas kiondo kiondos kitenge vitenge mwananchi wananchi mzee
wazee mboga harambee harambees sacco saccos chama chamas murram posho mabati bajaji bajajis tuktuk
tuktuks nduthi mkokoteni fundi kinyozi pole sawa haraka baraza barazas nyumba kumi`;

/**
 * Words of Kenya's pastoral, farming, food and mining life, by domain: a CV for an animal health
 * officer, a safari guide or a gem dealer names them in no other words. Plurals and "-ed"/"-ing"
 * forms are known from these (isKenyanWord).
 */
const pastoral = `manyatta enkang boma moran shuka olpul laga lugga dhow pastoralist agropastoralist
agro-pastoralist pastoralism agropastoralism transhumance nomadism kraal zebu sahiwal boran galla
gabra borana dorper`;
const farmingAndFood = `uji mursik mala irio omena dagaa matoke managu terere kienyeji mrenda saga
nduma mukimo muthokoi nyoyo githeri kachumbari viazi karai sufuria mkeka jembe mwiko shamba
desilt dewormer intercrop intercropping zai`;
const mining = `tsavorite rhodolite tanzanite tourmaline fluorspar ilmenite rutile zircon gemstone
gemstones artisanal`;

/** British spellings harper's dictionary lacks; a Kenyan document follows British usage. */
const britishSpellings = `lodgement lodgements enrolment enrolments instalment instalments
fulfilment acknowledgement acknowledgements abridgement caesarean caesareans oesophagus
oesophageal anaemia anaemic anaesthesia anaesthetic anaesthetist orthopaedic orthopaedics
gynaecology gynaecologist oestrogen foetus foetal diarrhoea haematology haematologist leukaemia
septicaemia paediatrician paediatrics haemorrhage haemoglobin oedema dietician dieticians`;

/** The trade words of the professions the consultancy writes for that the dictionary lacks. */
const professions = `imprest payables subledger chargebacks bancassurance partograph pharmacovigilance
haemodialysis nephrology orthotics biostatistics parasitology deworming vaccinator psychosocial
andragogy logframe agroforestry agrovet agrovets agro-dealer agrodealer agrochemicals outgrower
outgrowers phytosanitary apiculture sericulture geotechnical geomatic geomatics cadastral gabion gabions
AutoCAD fullstack helpdesk upselling subediting sub-editor videography mixology sommelier
prequalification geotextile agro-processing aflatoxin aflatoxins napier acaricide acaricides
MikroTik Odoo VLANs TPAD LPO LPOs LSO LSOs habeas materiality`;

/** Medicines and clinical words of the health CVs the consultancy writes most. */
const health = `oxytocin misoprostol artemether lumefantrine antiretroviral antiretrovirals dolutegravir
tenofovir cotrimoxazole isoniazid rifampicin albendazole praziquantel ceftriaxone metronidazole
ciprofloxacin gentamicin salbutamol glibenclamide amlodipine hydralazine pre-eclampsia eclampsia
venepuncture cannulation catheterisation kwashiorkor marasmus brucellosis trypanosomiasis
leishmaniasis helminths audiometry formulary biosafety`;

export const kenyanLexicon: readonly string[] = [
  ...new Set(
    [
      places,
      institutions,
      bodies,
      systemsAndLaws,
      names,
      loanwords,
      pastoral,
      farmingAndFood,
      mining,
      britishSpellings,
      professions,
      health,
    ].flatMap((list) => list.split(/\s+/)),
  ),
].filter((word) => word !== "");

// The checker splits "M-Pesa" and "CPA-K" at the hyphen: each part of a lexicon word is known too.
const known = new Set(
  kenyanLexicon.flatMap((word) => [word, ...word.split("-")]).map((word) => word.toLowerCase()),
);

const reduplicated = new Set(loanwords.split(/\s+/));

/** "boda boda", "pole pole", "sawa sawa": a Swahili word doubled on purpose, not a typo. */
export function isReduplication(word: string): boolean {
  return reduplicated.has(word.toLowerCase());
}

/**
 * "Lunga Lunga", "Bora Bora": a name doubled with its capital both times is a place's name, not a
 * word typed twice ("the the" keeps a lower-case second word).
 */
export function isDoubledName(first: string, second: string): boolean {
  return first === second && /^\p{Lu}\p{Ll}+$/u.test(first);
}

/** Place and personal names that are also Swahili or English words ("wote", "imani", "bay"). */
const commonWords = new Set(
  "bay trans homa wote maua hola tala juma imani neema baraka zawadi faraji jabari amina".split(
    " ",
  ),
);
const properNouns = new Map(
  [places, names]
    .flatMap((list) => list.split(/\s+/))
    .filter((word) => /^\p{Lu}\p{Ll}+$/u.test(word) && !commonWords.has(word.toLowerCase()))
    .map((word) => [word.toLowerCase(), word]),
);

/** "kisumu" -> "Kisumu": a Kenyan place or personal name, as it is written. */
export function kenyanProperNoun(lowercase: string): string | undefined {
  return properNouns.get(lowercase);
}

/** True for a word of the lexicon (a part of a hyphenated one, a plural), whatever its case. */
export function isKenyanWord(word: string): boolean {
  const lower = word.toLowerCase();
  // "partographs", "agrovets": a plural of a lexicon word is known too.
  if (known.has(lower)) return true;
  // "manyattas", "bomas"; "desilted", "desilting": a plural or a verb form of a lexicon word.
  const stems = [/^(.{2,})s$/u, /^(.{3,})es$/u, /^(.{3,})ed$/u, /^(.{3,})ing$/u];
  return stems.some((re) => known.has(re.exec(lower)?.[1] ?? ""));
}

/**
 * Acronyms of four letters or more, by their lower case ("ntsa" -> "NTSA"): typed in lower case
 * they are slips, as no English or Swahili word is spelt so. "KURA" and "NITA" are Swahili words.
 */
const acronyms = new Map(
  [institutions, bodies, systemsAndLaws]
    .flatMap((list) => list.split(/\s+/))
    .filter((word) => /^\p{Lu}{4,}$/u.test(word) && !/^(?:KURA|NITA|SACCO|SACCOS)$/.test(word))
    .map((word) => [word.toLowerCase(), word]),
);

/** "kephis" -> "KEPHIS": a Kenyan body's, system's or exam's acronym, as it is written. */
export function kenyanAcronym(lowercase: string): string | undefined {
  return acronyms.get(lowercase);
}

const everydaySwahili = /^(?:Lipa|Na|Kazi|Mtaani|Sacco|Chama|Harambee|Paybill|Mpesa)$/;

/** Capitalised words of the lexicon's institutions, places and names, by their lower case. */
const institutionNames = new Map(
  [places, institutions, systemsAndLaws, names]
    .flatMap((list) => list.split(/\s+/))
    // "the chama welfare fund", "a sacco board": Swahili words of everyday use open no name.
    .filter((word) => /^\p{Lu}\p{Ll}+$/u.test(word) && !everydaySwahili.test(word))
    .map((word) => [word.toLowerCase(), word]),
);

/** "moi" -> "Moi" where it names an institution ("moi university"), whatever else it means. */
export function kenyanInstitutionWord(lowercase: string): string | undefined {
  return institutionNames.get(lowercase);
}
