import { monthWord } from "./dates";
import { titleWord } from "./roles";

/** A title word that may open with a capital ("Supervisor"), for patterns without the i flag. */
const titleInCapitals = titleWord.source.replace(
  /(?<!\\)[a-z](?![^[]*\])/g,
  (c) => `[${c}${c.toUpperCase()}]`,
);

/**
 * The words of a chat that are talk, not fact: Swahili and Sheng connectives, fillers and asides
 * a client mixes into English. Two rules, applied in this order:
 *
 * 1. Before the facts are read (`chatInEnglish`): a Swahili word that joins English facts is
 *    told in English ("ni at X, nilianza June 2019" is "I work at X, since June 2019"; "before
 *    hapo" is "before that"; "au hata" is "or"), and a filler that opens a sentence ("Aah",
 *    "Btw", "Pole") is dropped, so a correction after it is read as one.
 * 2. In CV text (`isSwahiliTalk`): a line whose words are mostly Swahili is talk, never CV
 *    prose, and is dropped; a Swahili word is never copied into an English CV.
 */

/** Swahili and Sheng words that never name a fact (names, titles and places are not here). */
const swahiliWords = new Set(
  `naomba nisaidie mnisaidie tusaidie msaada tafadhali yenu zenu wenu yangu yako yetu hiyo hii hizi hizo
  ile ilikuwa itakuwa inakuwa nadhani kidogo kiasi sana pia sasa hapo hapa huko kwa ya wa za
  na ni niko nko tuko mimi sisi wewe sijui fiti poa sawa nyumbani mtoto watoto kazi mpya
  zamani hata au lakini kama halafu kisha ndio ndiyo bado tena juu tu nataka ningependa natafuta
  nilikuwa nimekuwa nikiwa niingie kuondoka kuapply kuomba mambo niaje vipi wueh aki ama bana
  manze yaani ati kwanza hivyo hivi mzuri nzuri kubwa ndogo moja mbili tatu miaka mwaka iko duka`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * A Swahili verb: a subject and a tense before the stem ("nilijoin", "tunalinda", "nimekuwa"),
 * or "ku" and a stem that opens the Swahili way, with a vowel, a nasal or one consonant before a
 * vowel ("kuomba", "kumbuka", "kusoma"); "kuscco" typed in lower case is a name, not a verb.
 */
const swahiliVerb =
  /^(?:ni|tu|m|wa)(?:me|li|na|ta|ki)[a-z]{2,}$|^ku(?=[a-z]{4,}$)(?:[aeioumn]|[b-df-hj-lp-tv-z][aeiouwyh])/;

export const isSwahiliWord = (word: string) => {
  const bare = word.toLowerCase().replace(/[^a-z]/g, "");
  return bare !== "" && (swahiliWords.has(bare) || swahiliVerb.test(bare));
};

/**
 * "Yenu, naomba mnisaidie na CV, niko procurement", "Nadhani itakuwa ready next month": a line
 * at least half of whose words are Swahili talk. A line with a name or a number in its English
 * part was told in English with a Swahili word in it, and is kept (its Swahili words dropped).
 */
export function isSwahiliTalk(line: string): boolean {
  const words = line.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return false;
  const swahili = words.filter(isSwahiliWord).length;
  return swahili > 0 && swahili * 2 >= words.length;
}

/** Swahili fillers inside an English line, and the English they stand for ("" when none). */
const inlineSwahili: [RegExp, string][] = [
  [/\b(?:au hata|ama|au)\b/gi, "or"],
  [/\b(?:before hapo|kabla ya hapo|kabla ya hiyo)\b/gi, "before that"],
  [/\b(?:baada ya hapo|after hapo)\b/gi, "after that"],
  [/\bna(?=\s(?:before|after|then|later|since|also|at|in|from|(?:19|20)\d\d)\b)/gi, "and"],
  // "Revit kiasi kidogo", "Premiere Pro kidogo": how well, said as chat; the tool is the fact.
  [/,?\s(?:kiasi kidogo|kidogo|kiasi|sana)\b/gi, ""],
  [/\b(?:nadhani|sijui|btw|by the way)\b,?\s?/gi, ""],
  // "kama Staff Pharmacist": as, before the post.
  [/\b[Kk]ama\s(?=(?:an?\s)?\p{Lu})/gu, "as "],
  // "I started as Security Guard 2012": the year a post was taken, said bare.
  [
    /(\b(?:as|promoted to)\s(?:an?\s)?(?:\p{Lu}[\p{L}-]*\s){1,4})(?=(?:19|20)\d\d\b(?!\s(?:to|-|–)))/gu,
    "$1in ",
  ],
  // "Tally na Dawa POS", "..., na Craft Certificate in ...": "and" before a name.
  // The name before "na" follows a word of its sentence: "Nimeajiriwa na KCB" opens with a verb.
  [/(?<=[\p{L}\d,)]\s\p{Lu}[\p{L}\d-]*)\sna\s(?=\p{Lu})/gu, " and "],
  [/,\s[Nn]a\s(?=\p{Lu})/gu, ", "],
  // "Persistency yetu ilikuwa 86%": our ... was, before the figure.
  [/\s(?:yetu|yangu|zetu|zangu)\s(?:ilikuwa|zilikuwa|iko|ni)\s(?=\d)/g, " was "],
  // "mapato yaliongezeka", "kupitia M-Pesa": revenue, sales, through; words of a result.
  [/\bmapato\b/g, "revenue"],
  [/\bmauzo\b/g, "sales"],
  [/\bkupitia\s(?=\p{Lu})/gu, "through "],
  // "mwaka 2019", "Mwaka 2023 niliform ...": in the year.
  [/\bmwaka\s(?=(?:19|20)\d\d\b)/g, "in "],
  [/\bMwaka\s(?=(?:19|20)\d\d\b)/g, "In "],
  // "..., bado niko hapo": still there; a job with no end is held now, which its dates say.
  [/,?\s(?:na\s)?bado\s(?:niko|nipo|nafanya)(?:\s(?:hapo|huko|pale|kazi))?\b/gi, ""],
  // "Kazi yangu sasa: ...", "Majukumu yangu: ...": "my work now:", a label before the duties.
  [/\b(?:kazi|majukumu)\syangu(?:\s(?:ya\s)?sasa)?\s?:\s*/gi, ""],
];

/** Sheng and English fillers opening a sentence: "Aah sorry, ...", "Btw I also ...", "Eish, ...". */
const openingFiller =
  /(^|[.!?]\s+)(?:(?:aah*|ah|eeh*|ehh*|eish|hmm+|btw|by the way|oh|oops|pole)\b[,!.]?\s*)+(?=\S)/gi;

/**
 * Things a client counts, named the Swahili way before the figure ("magari 140", "wanachama
 * 320"). Dropped as Swahili, they would leave two figures side by side ("140 320"), which reads
 * as one number the client never gave.
 */
const countedNouns: Record<string, string> = {
  magari: "vehicles",
  mabasi: "buses",
  wanachama: "members",
  wafanyakazi: "staff",
  wateja: "customers",
  wagonjwa: "patients",
  wanafunzi: "students",
  walimu: "teachers",
  matawi: "branches",
  maafisa: "officers",
  madereva: "drivers",
  wauguzi: "nurses",
};
const countedNoun = new RegExp(
  String.raw`\b(${Object.keys(countedNouns).join("|")})\s(\d[\d,.]*\d|\d)\b`,
  "gi",
);

/**
 * "SACCO ina magari 140 na wanachama 320": "SACCO has 140 vehicles and 320 members"; "trucks 45
 * na madereva 52": "trucks 45 and 52 drivers" ("na" between two figures is "and").
 */
function countsInEnglish(text: string): string {
  return text
    .replace(
      countedNoun,
      (_, noun: string, figure: string) => `${figure} ${countedNouns[noun.toLowerCase()]}`,
    )
    .replace(/\bina\s(?=\d)/g, "has ")
    .replace(/(?<=\d(?:\s\p{Ll}+)?)\sna\s(?=\d)/gu, " and ");
}

/** Words of a turn that join its English facts, told in English before the facts are read. */
const connectives: [RegExp, string][] = [
  // "ni at the County Government of Homa Bay": "ni" (it is / I am) before where the client works.
  [/(^|[.!?]\s+)ni\s(?=(?:at|with)\s)/gi, "$1I work "],
  [/(^|[.!?]\s+)ni\s(?=(?:the\s)?\p{Lu})/gu, "$1I work at "],
  // "nilianza June 2019", "nilijoin Feb 2022": the job's start.
  [
    /\b(?:nilianza|nilijoin|niliingia|nilijiunga|nili-join)(?:\s(?:in|mwaka|on))?\s(?=(?:[A-Za-z]{3,9}\.?\s)?(?:19|20)\d\d\b)/gi,
    "since ",
  ],
  // "niko na miaka 14 kwa service": I have 14 years in the service.
  [
    /\b(?:niko na|nina|tuko na)\smiaka\s(\d{1,2})(?:\s(?:kwa|ya|katika)\s(?:service|kazi))?/gi,
    "I have $1 years of experience",
  ],
  // "I did my attachment at the procurement office of Maseno University": a placement at the
  // employer named after "of", in the unit named before it.
  [
    /\bI\s(?:did|had|was on)\s(?:my|an?|the)\s((?:industrial\s)?(?:attachment|internship))\s(?:at|with|in)\s(?:the\s)?([a-z][a-z ]{2,40}?)\s(?:of|at)\s((?:the\s)?\p{Lu}[^,.;]{0,80})/gu,
    "I was on $1 at $3 in the $2",
  ],
  // "Before flying, 2013 to 2014 I was a waitress at ...", "Before KTDA: research assistant at
  // ...": the lead only says the job came earlier; the job is read from its own words and dates.
  [
    /(^|[.!?]\s+)(?:(?:[Nn]a|[Aa]nd)\s)?(?:[Bb]efore|[Kk]abla ya)\s(?:that|hapo|hiyo|[a-z]+ing|\p{Lu}[\p{L}\d]*)(?:,\s(?=(?:(?:in|from)\s)?(?:19|20)\d\d\b|I\s|[Nn]ilikuwa\s)|:\s(?=\p{Ll}))/gu,
    "$1",
  ],
  // "Kabla ya KQ nilikuwa ...": an employer's name, no comma, then the past job.
  [/(^|[.!?]\s+)(?:[Bb]efore|[Kk]abla ya)\s\p{Lu}[\p{L}\d]*\s(?=[Nn]ilikuwa\s)/gu, "$1"],
  // "..., kwa seafood section", "kwa sewing line": the part of the employer the job was in.
  [
    /,\skwa\s(?=(?:\p{Ll}[\p{L}-]*\s){0,2}(?:section|department|unit|ward|desk|line|kitchen|floor|branch|office|clinic)\b)/gu,
    ", in the ",
  ],
  // "Kabla, 2014 mpaka 2019 nilikuwa ...": "before" alone, the dates of the job after it.
  [/(^|[.!?]\s+)(?:[Bb]efore|[Kk]abla),\s(?=(?:19|20)\d\d\b)/g, "$1"],
  // "Niko na biashara yangu, Adhis Designs, ...", "I run my own business, Zawadi Crafts":
  // self-employed, the business is where the client works.
  [
    /(^|[.!?]\s+)(?:(?:[Nn]iko na|[Nn]ina)\sbiashara\syangu(?:\smwenyewe)?|I\s(?:run|have|own)\s(?:my own|a)\s(?:business|shop)(?:\scalled)?),?\s(?=\p{Lu})/gu,
    "$1I work at ",
  ],
  // "Mimi ni fundi wa nguo, fashion designer, nataka ...": the trade in Swahili, then in English
  // ("mimi ni mwalimu at ..." is left to the Swahili job reader); the wish its own sentence.
  [/(^|[.!?]\s+)[Mm]imi ni\s(?=\p{Ll}[\p{L} ]*,\s\p{Ll}[\p{L} ]*(?:[,.]|$))/gu, "$1I am "],
  [/,\sn(ataka|ingependa|atafuta)\s/g, ". N$1 "],
  // "Kwa sasa mimi ni Sous Chef at ...", "Saa hii nadrive ...": now, the job held now.
  [
    /(^|[.!?]\s+)(?:[Kk]wa sasa|[Ss]aa hii|[Ss]asa hivi|[Ss]ahii),?\s(?:mimi\s)?ni\s(?=\p{L})/gu,
    "$1I am ",
  ],
  [/(^|[.!?]\s+)(?:[Kk]wa sasa|[Ss]aa hii|[Ss]asa hivi|[Ss]ahii),?\s/g, "$1"],
  // "Nilijiunga na Kenya Power 2016", "nilijoin G4S": the client joined the employer named.
  [/\b[Nn]ili(?:jiunga\sna|jiunga|join|-join|ingia)\s(?=\p{Lu})/gu, "I joined "],
  // "2021 nikahamia One Acre Fund as ...", "Then nikaenda Sarova Stanley": I moved to, went to.
  [/\b[Nn]i(?:ka|li)(?:hamia|enda|jiunga\sna|join|ingia)\s(?=\p{Lu})/gu, "I joined "],
  // "2017 wakanipromote to shift supervisor", "nikapandishwa cheo to matron": a promotion.
  [
    /\b(?:wa(?:ka|li)ni(?:promote|pandisha(?:\scheo)?)|ni(?:ka|li)(?:promotiwa|pandishwa(?:\scheo)?)|ni(?:ka|li)pata\spromotion)\b(?:\s(?:kuwa|to))?\s?/gi,
    "I was promoted to ",
  ],
  // "2016 nikawa Shift Supervisor", "nikapewa Pharmacist in Charge", "nikapromote kuwa Unit
  // Manager": I became, was given, was promoted to; a post in capitals follows.
  [
    /(?:\bI was promoted to\s)?\b(?:[Nn]ika(?:ku)?wa|[Nn]i(?:ka|li)pewa(?:\scheo)?|[Nn]i(?:ka|li)-?promote(?:wa)?)(?:\s(?:kuwa|to|as))?\s(?=(?:an?\s)?\p{Lu})/gu,
    "I was promoted to ",
  ],
  // "nilikuwa KK Security 2012 to 2021": the employer, then the years; the posts come after.
  [
    /\b[Nn]ilikuwa\s((?:\p{Lu}[\p{L}&.'-]*\s){1,5})(?:from\s)?(?=(?:19|20)\d\d\s(?:to|-|–|hadi|mpaka)\s)/gu,
    "I worked at $1from ",
  ],
  // "Nilianza Goodlife Pharmacy mwaka 2019 kama ...": I started at the employer named.
  // "Nilianza KenGen, Olkaria ... kama ...", "Nilianza Twiga mwaka 2018": an employer of one
  // word, then the place it was held or the post and the year.
  [
    /\b[Nn]ilianza\s(?:kazi\s)?(?:na\s|at\s)?(?=\p{Lu}[\p{L}&.'-]*(?:,?\s\p{Lu}|\s(?:kama|mwaka|as|in|since|tangu|kutoka)\b))/gu,
    "I joined ",
  ],
  // "kwa branch ya Westgate", "wa Junction Mall branch", "kwa Village Market site": the part of
  // the employer where the post was held.
  [
    /\s(?:kwa|wa)\s(branch|site|office|outlet|station|store|ward)\sya\s(\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*){0,2})/gu,
    ", in the $2 $1",
  ],
  [
    /\s(?:kwa|wa)\s(?=(?:\p{Lu}[\p{L}-]*\s){1,3}(?:branch|site|office|outlet|station|store|ward)\b)/gu,
    ", in the ",
  ],
  // "Naongea Kiswahili, Kikuyu na English", "Ninazungumza Kiswahili": the languages spoken.
  [
    /\b(?:(?:ni|tu)?naweza\skuongea|(?:ni|tu)?naongea|(?:ni|tu)?nazungumza|lugha\s(?:zangu|ninazoongea)(?:\sni)?:?)\s/gi,
    "I speak ",
  ],
  // "Lugha: Kikamba, Kiswahili", "Lugha Dholuo, English": "languages", a label before them.
  [/(^|[.!?]\s+)[Ll]ugha(?:\sni)?:?\s(?=\p{Lu})/gu, "$1I speak "],
  // "Nilisoma Diploma in ... at ...", "nimesomea Certificate in ...": I studied.
  [/\b[Nn]i(?:li|me)some(?:a)?\s(?=\p{Lu})|\b[Nn]i(?:li|me)soma\s(?=\p{Lu})/gu, "I studied "],
  // "Na Craft Certificate in ...": "na" (and) opening a sentence before a name.
  [/(^|[.!?]\s+)[Nn]a\s(?=\p{Lu})/gu, "$1"],
  // "..., 2019, hapo hapo, evening classes": "right there", an aside between commas about the
  // place just named ("pale pale from 2020" after a job is read with the job, not here).
  [/,\s(?:hapo hapo|hapohapo),/gi, ","],
  // "Internship yangu ilikuwa Moi Teaching ..., 2018 to 2019": my internship was at.
  [
    /(^|[.!?]\s+)(?:[Mm]y\s)?([Ii]nternship|[Aa]ttachment)\s(?:yangu\s)?(?:ilikuwa|was)\s(?:at\s|kwa\s|na\s)?(?=\p{Lu})/gu,
    "$1I did my $2 at ",
  ],
  // "nilirotate kwa inpatient pharmacy": rotated through.
  [/\b[Nn]ili-?rotate\s(?:kwa|through|in)\s/g, "rotating through "],
  // "Nimesajiliwa na Pharmacy and Poisons Board", "ni member wa PSK": registered with, a member
  // of; "Pia nina certificate ya X kutoka Y": I also have a certificate in X from Y.
  [
    /\b[Nn]i(?:me|li)(?:sajiliwa|registeriwa|-?register)\s(?:na|with)\s(?=\p{Lu})/gu,
    "I am registered with ",
  ],
  [
    /(^|[.!?]\s+)(?:[Nn]a\s)?[Nn]i\s(?:member|mwanachama)\s(?:wa|of)\s(?=\p{Lu})/gu,
    "$1I am a member of ",
  ],
  [/,\s(?:na\s)?ni(?:ko)?\s(?:member|mwanachama)\s(?:wa|of)\s(?=\p{Lu})/gu, ", and a member of "],
  // "Nina leseni ya EPRA ...", "leseni ya NTSA": a licence, read as "nina licence ya" is below.
  [/\bleseni\b/g, "licence"],
  [/\bLeseni\b/g, "Licence"],
  // "CPA (K) nilimaliza na KASNEB 2014": completed with the examining body named.
  [/\s[Nn]i(?:li|me)maliza\s(?:na|with)\s(?=\p{Lu})/gu, " from "],
  // "Nilimaliza Moi University 2019", "Nilimaliza pale Egerton": I finished at the school named.
  [/(^|[.!?]\s+)[Nn]i(?:li|me)maliza\s(?:(?:pale|kwa|katika)\s)?(?=\p{Lu})/gu, "$1I finished at "],
  // "nimegraduate juzi", "niligraduate 2024": I graduated (recently).
  [/\b[Nn]i(?:me|li)-?graduate\b(?:\s(?:juzi|majuzi|recently)\b)?/g, "I graduated"],
  // "Pia nimekuwa nikifanya bookkeeping ... kwa QuickBooks Online": I have also been doing; told
  // as "I also do", a duty in the present as CV lines tell theirs.
  [/\b(?:[Pp]ia\s)?[Nn]imekuwa\snikifanya\s/g, "I also do "],
  [
    /(^|[.!?]\s+)(?:[Pp]ia\s)?[Nn]ina\s(?=(?:an?\s)?(?:\p{Lu}|certificate|diploma|licen[cs]e|degree))/gu,
    "$1I have ",
  ],
  [/\b([Cc]ertificate|[Dd]iploma|[Dd]egree|[Tt]raining)\sya\s(?=\p{Lu})/gu, "$1 in "],
  [/\b([Ll]icen[cs]e)\sya\s(?=\p{Lu})/gu, "$1 from the "],
  [/\bkutoka\s(?=\p{Lu})/gu, "from "],
  // "Tunatumia system ya Tally", "CRM ya Salesforce": the system named is the tool.
  [
    /\b((?:[Nn]a|(?:[Nn]i|[Tt]u)(?:na|li|me))tumia)\s(?:system|software|mfumo|programu)\s(?:ya|wa)\s(?=\p{Lu})/gu,
    "$1 ",
  ],
  [/\b(CRM|ERP|POS|app|system)\sya\s(\p{Lu}[\p{L}\d-]*)/gu, "$2 $1"],
  // "nilikuwa nafanya jobs zangu kama Self-employed Electrician": I worked for myself as.
  [
    /\b(?:[Nn]ilikuwa\s)?(?:[Nn]a|[Nn]i|[Nn]ili)fanya\s(?:jobs|kazi)\s(?:zangu|yangu)(?:\smwenyewe)?\s(?:kama|as)\s/g,
    "I worked as ",
  ],
  // "Sijawahi kuwa na failed inspection": I have never had.
  [/\b[Ss]ijawahi\s(?:kuwa\sna|kupata|pata)\s/g, "I have never had a "],
  // "niko Riley Falcon Security Services kama Operations Supervisor": I am at the employer
  // named; "Nimekuwa na Sunpower ... tangu 2019": I have been with it. "niko Equity Bank, Voi
  // branch" is left to the Swahili job reader, which keeps the promotions told after it.
  [
    /(^|[.!?]\s+)[Nn]iko\s(?=\p{Lu}[\p{L}&.'-]*(?:\s\p{Lu}[\p{L}&.'-]*){0,5}\s(?:as|kama)\s\p{Lu})/gu,
    "$1I work at ",
  ],
  // "Sahii niko Jaramogi Oginga Odinga Teaching and Referral Hospital kama ...", "Niko Kiwanja
  // Auto Garage, Kariobangi, as a Casual Mechanic": a longer name, with "of" or "and" in it, its
  // place after a comma, "a" before the post, "sahii" (now) before it.
  [
    /(^|[.!?]\s+)(?:(?:[Ss]ahii|[Ss]aa\shii|[Ss]asa|[Kk]wa\ssasa),?\s)?[Nn]iko\s(?=\p{Lu}[\p{L}&.'-]*(?:\s(?:of\s|and\s|&\s)?\p{Lu}[\p{L}&.'-]*){0,7}(?:,\s\p{Lu}[\p{L}'-]*(?:\s\p{L}[\p{L}'-]*){0,2})?,?\s(?:as|kama)\s(?:an?\s)?\p{Lu})/gu,
    "$1I work at ",
  ],
  // "Niko Sacco Manager wa Umoja Express Sacco", "Nimekuwa Shop Attendant kwa Mwanzia Hardware":
  // the post in capitals, then "wa" or "kwa" and its employer: I am, I have been.
  [
    new RegExp(
      String.raw`(^|[.!?]\s+)(?:(?:[Ss]ahii|[Ss]aa\shii|[Ss]asa|[Kk]wa\ssasa),?\s)?[Nn]iko\s(?=(?:\p{Lu}[\p{L}-]*\s){0,3}(?:${titleInCapitals})\s(?:wa|kwa)\s\p{Lu})`,
      "gu",
    ),
    "$1I am ",
  ],
  [
    new RegExp(
      String.raw`(^|[.!?]\s+)[Nn]imekuwa\s(?=(?:\p{Lu}[\p{L}-]*\s){0,3}(?:${titleInCapitals})\s(?:wa|kwa|at|with)\s\p{Lu})`,
      "gu",
    ),
    "$1I have been ",
  ],
  [
    new RegExp(
      String.raw`(\bI (?:am|have been)\s(?:\p{Lu}[\p{L}-]*\s){0,3}(?:${titleInCapitals}))\s(?:wa|kwa)\s(?=\p{Lu})`,
      "gu",
    ),
    "$1 at ",
  ],
  // "nilikuwa Route Supervisor, Embassava Sacco, 2015 to 2020": the post, then its employer after
  // a comma.
  [
    new RegExp(
      String.raw`\b[Nn]ilikuwa\s(?=(?:\p{Lu}[\p{L}-]*\s){0,3}(?:${titleInCapitals}),\s\p{Lu})`,
      "gu",
    ),
    "I was ",
  ],
  // "2024 holidays nilikuwa Youth Volunteer ...": the year the job was, before it.
  [/(^|[.!?,]\s+)((?:19|20)\d\d)\sholidays,?\s(?=[Nn]ilikuwa\s|I\swas\s)/g, "$1In $2 "],
  // "And my first job was Data Clerk, Garissa County ..., 2016 to 2018": a past job, its post
  // in capitals, then its employer after a comma.
  [
    new RegExp(
      String.raw`(^|[.!?]\s+)(?:[Aa]nd\s)?[Mm]y\s(?:first|earliest)\s(?:job|post|position)\swas\s(?:as\s)?(?=(?:an?\s)?(?:\p{Lu}[\p{L}&-]*\s){0,3}(?:${titleInCapitals}),\s\p{Lu})`,
      "gu",
    ),
    "$1I was ",
  ],
  // "served as Platoon Commander 2001 to 2008, then Company Commander at ... 2008 to 2016, and
  // finally Staff Officer at ...": posts told in one breath, each after "then", "finally",
  // "later", "kisha" or "baadaye" and a year before it, each its own sentence. Only a post told
  // with its own employer: "then Chef de Partie there" is a promotion, left to its reader.
  [
    new RegExp(
      String.raw`(?<=(?:19|20)\d\d),\s(?:and\s)?(?:then|finally|later|after that|kisha|baadaye)\s(?:as\s)?(?=(?:an?\s)?(?:\p{Lu}[\p{L}&-]*\s){0,3}(?:${titleInCapitals})\s(?:at|with|for|kwa|wa|na)\s\p{Lu})`,
      "gu",
    ),
    ". I was ",
  ],
  [/\b[Nn]imekuwa\sna\s(?=\p{Lu})/gu, "I have been with "],
  // "Niko Machakos Technical Training Institute tangu 2016": I have been at the employer since;
  // so with "of" in its name and its unit after a comma ("Niko County Government of Kakamega,
  // Department of Public Service Management, tangu 2019").
  [
    /(^|[.!?]\s+)[Nn]iko\s(?=\p{Lu}[\p{L}&.'-]*(?:\s(?:of\s|and\s)?\p{Lu}[\p{L}&.'-]*){0,5}(?:,\s\p{Lu}[^,.;]{2,60},)?\s(?:since|tangu)\s(?:19|20)\d\d\b)/gu,
    "$1I have worked at ",
  ],
  // "nikapanda cheo kuwa Officer II" (I rose in rank to be): promoted to the post named.
  [/\b(?:ni|nika|nili)?panda\scheo\s(?:kuwa|hadi|to)\s/gi, "was promoted to "],
  // "..., alafu 2021 wakanipromote ...": then, before the next post's year.
  [/\bh?alafu\s(?=(?:19|20)\d\d\b|I\s)/gi, "then "],
  // "Tunatumia Opera PMS", "natumia QGIS kwa mapping": a system the client uses.
  // The verb's first letter in either case; the name after it opens with a capital or holds one.
  [/\b(?:[Nn]a|(?:[Nn]i|[Tt]u)(?:na|li|me))tumia\s(?=\p{Lu}|[a-z]+[A-Z])/gu, "I use "],
  // "nilijoin 2021, sio 2020", "rooms 70 sio 60": "sio" (not) takes a figure back.
  [/,?\s(?:sio|si)\s(?=\d)/g, ", not "],
  // "Tangu 2020", "2016 hadi 2020", "2015 mpaka 2017": the dates of a job.
  [/\b[Tt]angu\s(?:mwaka\s)?(?=(?:19|20)\d\d\b)/g, "since "],
  // "tangu March 2022", "tangu Oct 2025": since the month and year.
  [new RegExp(String.raw`\b[Tt]angu\s(?=${monthWord}\s?(?:19|20)\d\d\b)`, "gi"), "since "],
  [/\b((?:19|20)\d\d)\s(?:hadi|mpaka)\s(?=(?:19|20)\d\d\b)/g, "$1 to "],
  // "... as a General Clinical Officer 2018 to 2020": a job's years told bare after the post it
  // was taken as are its dates, set apart as a dated job's are ("..., 2018 to 2020").
  [
    /(?<=\sas\s(?:an?\s)?\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*){0,4})\s(?=(?:19|20)\d\d\sto\s(?:19|20)\d\d\b)/gu,
    ", ",
  ],
  // "kuanzia 2010 to 2014": from, before a job's first year.
  [/\bkuanzia\s(?=(?:19|20)\d\d\b)/gi, "from "],
  // "Mwisho nilikuwa Finance Officer ...": "last", the job told first is the latest; its dates say so.
  [/(^|[.!?]\s+)[Mm]wisho,?\s(?=[Nn]ilikuwa\s|I\s)/g, "$1"],
  // "since 2020 mimi ni senior technician at ...": the post held since then.
  [/\b(since\s(?:19|20)\d\d),?\s(?:mimi\s)?ni\s(?=\p{L})/gu, "$1 I am "],
  // "nilikuwa electrician wa Ramani", "nikaajiriwa Sarova as a room attendant", "nilianza kama
  // casual room attendant": a past job, its post in English.
  [
    /\b[Nn]ilikuwa\s(?=(?:an?\s)?\p{Ll}[\p{L}-]*(?:\s\p{Ll}[\p{L}-]*){0,3}(?:,|\s(?:wa|kwa|at|na)\s\p{Lu}))/gu,
    "I was ",
  ],
  // "nilikuwa Chef de Partie at Tamarind": the post written as a title.
  [
    /\b[Nn]ilikuwa\s(?=(?:an?\s)?\p{Lu}[\p{L}-]*(?:\s[\p{L}-]+){0,4}\s(?:at|with|wa|kwa|na)\s\p{Lu})/gu,
    "I was ",
  ],
  // "I was Cashier kwa Kenya Bus Service": "kwa" (at) between a post in capitals and its
  // employer, so the employer is the job's, not part of its title.
  [
    /(\bI was\s(?:an?\s)?\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*){0,4})\s(?:wa|kwa|na)\s(?=\p{Lu})/gu,
    "$1 at ",
  ],
  // "I was driver wa milk tanker at Brookside": "wa" (of) names what the post is for.
  [
    new RegExp(
      String.raw`\b(I was\s(?:an?\s)?)((?:\p{Ll}[\p{L}-]*\s)?(?:${titleWord.source}))\swa\s(\p{Ll}[\p{L}-]*(?:\s\p{Ll}[\p{L}-]*){0,2})\s(?=(?:na|at|with|kwa)\s\p{Lu})`,
      "gu",
    ),
    "$1$3 $2 ",
  ],
  [/\b(?:[Nn]ika|[Nn]ili)(?:ajiriwa|join|jiunga\sna)\s(?=\p{Lu})/gu, "I joined "],
  [/\b[Nn]ilianza\s(?:kazi\s)?kama\s/g, "I started as "],
  // "Then nikafanya kazi Mosoriot Nursing Home as ...": then I worked at the employer named, the
  // post in English after it ("kama cashier" is left to the Swahili job reader).
  [
    /\b[Nn]i(?:ka|li)fanya\skazi\s(?:na\s|kwa\s|at\s)?(?=\p{Lu}[\p{L}&.'-]*(?:\s\p{Lu}[\p{L}&.'-]*){0,5}\sas\s)/gu,
    "I worked at ",
  ],
  // "I was electrician wa Ramani Electrical", "I started as casual room attendant PrideInn
  // Paradise": "wa" (of), or nothing, between a post and its employer's name.
  [
    /(\bI was\s(?:an?\s)?\p{Ll}[\p{L}-]*(?:\s\p{Ll}[\p{L}-]*){0,3})\s(?:wa|kwa|na)\s(?=\p{Lu})/gu,
    "$1 at ",
  ],
  // "I started as Commis Chef kwa Serena Beach Resort": the post in capitals, then its employer.
  [
    /(\bI (?:was|started as|worked as)\s(?:an?\s)?(?:\p{Lu}[\p{L}-]*\s){1,4})(?:wa|kwa)\s(?=\p{Lu})/gu,
    "$1at ",
  ],
  [
    new RegExp(
      String.raw`(\bI (?:was|started as|worked as)\s(?:an?\s)?(?:\p{Ll}[\p{L}-]*\s){0,3}(?:${titleWord.source}))\s(?=\p{Lu}\p{L}*\s\p{Lu})`,
      "gu",
    ),
    "$1 at ",
  ],
  // "Then 2017 I joined ...": the year opening the sentence is when.
  [/(^|[.!?]\s+)(?:[Tt]hen\s|[Nn]a\s|[Mm]waka\s)?((?:19|20)\d\d),?\s(?=I\s)/g, "$1In $2 "],
  // "Then from 2019 to 2020 I was ...": the years are the job's, read as if the sentence began with them.
  [
    /(^|[.!?]\s+)(?:[Tt]hen|[Nn]a|[Aa]nd)\s(?=(?:from\s)?(?:19|20)\d\d\sto\s(?:19|20)\d\d,?\sI\s)/g,
    "$1",
  ],
  // "And from 2013 to 2016 an Assistant Quantity Surveyor at ...": a past job told with no verb,
  // read as "I was" after its years.
  [
    /(^|[.!?]\s+)(?:(?:[Aa]nd|[Tt]hen)\s)?[Ff]rom\s((?:19|20)\d\d\sto\s(?:19|20)\d\d),?\s(?=an?\s\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*){0,4}\s(?:at|with)\s(?:the\s)?\p{Lu})/gu,
    "$1From $2 I was ",
  ],
  // "Right now I am a social worker", "Currently I'm ...": the job held now.
  [/(^|[.!?]\s+)(?:right now|currently|presently|for now|now),?\s(?=i'm\b|i am\b)/gi, "$1"],
  // "Right now my rank is Sergeant": the post held now.
  [
    /(^|[.!?]\s+)(?:(?:right now|currently|presently|now),?\s)?(?:my|the)\s(?:current\s)?(?:rank|title|job title|position|designation)\sis\s(?=\p{Lu})/giu,
    "$1I am a ",
  ],
  // "My last job was HR officer at Bidco", "My current role is nurse at ...": the post itself.
  [
    /(^|[.!?]\s+)my\s(?:last|previous|former|first)\s(?:job|role|position|post)\swas\s(?:as\s)?/gi,
    "$1I was ",
  ],
  [/(^|[.!?]\s+)my\s(?:current|present)\s(?:job|role)\sis\s(?:as\s)?/gi, "$1I am "],
  // "Before that I had two jobs: HR assistant at ...": the count only leads into the jobs.
  [/\bI\shad\s(?:two|three|four|2|3|4|several|a few)\s(?:other\s)?jobs:\s/gi, "I was "],
  // "My current employer is LVCT Health", "The employer is KenGen": where the client works now.
  [
    /(^|[.!?]\s+)(?:(?:right now|currently|presently|now),?\s)?(?:my|the)\s(?:current\s|present\s)?(?:employer|company|organi[sz]ation|workplace)\sis\s(?=\p{Lu})/giu,
    "$1I work at ",
  ],
];

/** A turn with its Swahili connectives in English and its opening fillers dropped. */
export function chatInEnglish(turn: string): string {
  let text = countsInEnglish(turn.replace(openingFiller, "$1"));
  for (const [pattern, english] of connectives) text = text.replace(pattern, english);
  for (const [pattern, english] of inlineSwahili) text = text.replace(pattern, english);
  // "And in 2015 I did ...": the year opens the sentence, so the job reader takes it as the job's.
  return text
    .replace(
      /(^|[.!?]\s+)and\s(in|since|from)(?=\s(?:19|20)\d\d\b)/gi,
      (_, lead: string, word: string) => `${lead}${word.charAt(0).toUpperCase()}${word.slice(1)}`,
    )
    .replace(/\s{2,}/g, " ")
    .trim();
}

/**
 * A line of CV text with the Swahili English CV prose never holds removed: the fillers, then any
 * Swahili word left in lower case ("Registering with PSRA, itakuwa ready" loses "itakuwa"). A
 * capitalised word is a name ("Kazi Mtaani") and stays.
 */
export function withoutSwahiliFillers(line: string): string {
  let text = line;
  for (const [pattern, english] of inlineSwahili) text = text.replace(pattern, english);
  const words = text.split(/\s+/);
  const kept: string[] = [];
  let dropped = false;
  for (const [i, word] of words.entries()) {
    if (isSwahiliWord(word) && (/^\p{Ll}/u.test(word) || i === 0)) {
      dropped = true;
      continue;
    }
    // "PAR 30 iko 2.1%", "In 2023 niliform 26 groups": two figures the client kept apart with a
    // Swahili word stay apart once it goes ("PAR 30, 2.1%"), never read as one number ("30 2.1").
    const before = kept.at(-1) ?? "";
    if (dropped && /\d$/.test(before) && /^\d/.test(word)) kept[kept.length - 1] = `${before},`;
    dropped = false;
    kept.push(word);
  }
  if (kept.length > 0 && kept.length < words.length) text = kept.join(" ");
  return text
    .replace(/\s{2,}/g, " ")
    .replace(/,\s*,/g, ",")
    .replace(/^[,;:\s]+/, "")
    .trim();
}
