import {
  type CountryCode,
  findPhoneNumbersInText,
  parsePhoneNumberFromString,
} from "libphonenumber-js/max";
import { withinOneEdit } from "../text";
import { namedRegions, regionsAbroad, regionsInPassing } from "./phone-region";
import { spokenDigits } from "./spoken-digits";

/** An address, tried only where a run of its characters starts (inside one it is quadratic). */
const emailPattern = /(?<![a-z0-9._%+-])[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

/** The big providers whose mistyped names are common enough to set right. */
const providers = ["gmail", "yahoo", "hotmail", "outlook", "icloud"];
/** Real domains one letter away from a provider: never "corrected". */
const realDomains = new Set(["ymail.com", "mail.com", "email.com", "live.com", "gmx.com"]);
/** ".com" as thumbs type it. */
const comTypos = new Set(["com", "con", "cm", "om", "co", "comm", "vom", "xom", "cpm", "cim"]);

/**
 * A provider's domain from a mistyped one ("yahooo.com", "outlok.com", "gmail.con"), or the
 * domain as typed: only a name within one typo of a big provider's, before ".com" or a typo of
 * it, and never a real domain of its own ("ymail.com", "mail.com").
 */
function providerDomain(domain: string): string {
  if (realDomains.has(domain)) return domain;
  // "yahooco.ke", "yahoo.coke": a big provider's Kenyan domain with one dot left out.
  const kenyan = /^([a-z]+?)\.?co\.?ke$/.exec(domain)?.[1];
  if (kenyan && providers.includes(kenyan)) return `${kenyan}.co.ke`;
  const [label, tld, ...more] = domain.split(".");
  if (!label || !tld || more.length || !comTypos.has(tld)) return domain;
  const provider = providers.find(
    (p) => p === label || (label.length >= 4 && withinOneEdit(label, p)),
  );
  return provider ? `${provider}.com` : domain;
}

/** "dot", "underscore", "dash" between the spoken parts of an address. */
const spokenJoins: Record<string, string> = {
  dot: ".",
  period: ".",
  point: ".",
  underscore: "_",
  dash: "-",
  hyphen: "-",
};
const localPart = /^[a-z0-9._%+-]+$/i;
const domainPart = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/i;
const edgePunctuation = /^[\s"'(<[]+|[\s"',.;:!?)>\]]+$/g;

/** Words that end the spoken words of a local part: "my email is | jane w at gmail dot com". */
const localPartCues = new Set(
  "email e-mail mail address is ni it's its yangu pepe: to my me on and or the use via".split(" "),
);
/** Words after which the spoken words up to "at" are all the local part. */
const introducesAddress = new Set("email e-mail mail address is ni it's its yangu pepe".split(" "));
const spokenWord = /^[a-z0-9]+$/i;
/** At most this many words before the last one are taken into a local part spoken in words. */
const MAX_LOCAL_WORDS = 2;
const bareProviderDomain = new Set(providers.map((p) => `${p}.com`));

interface Token {
  word: string;
  /** The word as typed ended with punctuation ("Wairimu,"): nothing joins across it. */
  closed: boolean;
}

/**
 * "jane w at gmail dot com", "email: jane wanjiru at ...": the words before the last one of a
 * local part, when they follow the start, punctuation or an introduction ("my email is"), taken
 * out of `out`. Gmail ignores dots, so joining them is its address; "my sister mumbi at ..."
 * keeps only "mumbi".
 */
function spokenLocalWords(out: Token[]): string {
  let j = out.length - 1;
  while (
    out.length - 1 - j < MAX_LOCAL_WORDS &&
    j >= 0 &&
    !out[j]!.closed &&
    spokenWord.test(out[j]!.word) &&
    !localPartCues.has(out[j]!.word.toLowerCase())
  ) {
    j--;
  }
  const boundary = j < 0 || out[j]!.closed || introducesAddress.has(out[j]!.word.toLowerCase());
  if (j === out.length - 1 || !boundary) return "";
  return out
    .splice(j + 1)
    .map((t) => t.word)
    .join("");
}

/**
 * "jane dot wambui at gmail dot com", "jane.wambui at gmail.com", "jane(at)gmail(dot)com",
 * "jane . w @ gmail . com", "jane.w , gmail.com" as the address they spell, read word by word
 * (no pattern can backtrack on a long message).
 */
function unspell(text: string): string {
  const tokens: Token[] = text
    .replace(/[[({<]\s*(at|dot)\s*[\])}>]/gi, " $1 ")
    .replace(/\s\.(?=\s)/g, " dot")
    .split(/\s+/)
    .map((raw) => {
      const word = raw.replace(edgePunctuation, "");
      return { word, closed: word.length > 0 && /[,.;:!?]$/.test(raw) };
    })
    .filter((t) => t.word.length > 0);
  const join = (t: Token | undefined) => (t ? spokenJoins[t.word.toLowerCase()] : undefined);
  const isLocal = (t: Token | undefined) => Boolean(t && localPart.test(t.word));
  const noAt = !text.includes("@");
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const at = tokens[i]!.word.toLowerCase();
    const spokenAt = (at === "at" || at === "@") && isLocal(tokens[i - 1]);
    // "jane.w , gmail.com": a comma or a space for the @ before a big provider's domain, after
    // a word only an address has (a dot, a digit or an underscore in it).
    const missingAt =
      noAt &&
      bareProviderDomain.has(at) &&
      isLocal(tokens[i - 1]) &&
      /[._\d]/.test(tokens[i - 1]!.word);
    if (!spokenAt && !missingAt) {
      out.push(tokens[i]!);
      continue;
    }
    // The domain: labels joined by "dot" or written with dots.
    let domain = "";
    let k = spokenAt ? i + 1 : i;
    while (domainPart.test(tokens[k]?.word ?? "")) {
      domain += tokens[k]!.word;
      if (join(tokens[k + 1]) !== "." || !domainPart.test(tokens[k + 2]?.word ?? "")) break;
      domain += ".";
      k += 2;
    }
    // "a teacher at St.Marys", "I work at kcb.co.ke": a place, not an address.
    const spokenDot = k > i + 1;
    if (!looksLikeAddress(tokens[i - 1]!.word, domain, spokenDot)) {
      out.push(tokens[i]!);
      continue;
    }
    // The local part: the word before "at", and any spoken "dot" joins before it.
    let local = out.pop()!.word;
    while (join(out.at(-1)) && isLocal(out.at(-2))) {
      const joiner = join(out.pop())!;
      local = `${out.pop()!.word}${joiner}${local}`;
    }
    local = spokenLocalWords(out) + local;
    out.push({ word: `${local}@${domain}`, closed: false });
    i = k;
  }
  return out.map((t) => t.word).join(" ");
}

const endings = new Set(
  "com org net info biz io me co ke uk tz ug rw us ca au za ng gh in edu ac go or sc ne".split(" "),
);
/** Words before "at" that say where someone is, not whose address it is. */
const placeWords = new Set(
  "work works working worked job based live living stay staying study studying teacher student intern office school home i'm im am is are was me us".split(
    " ",
  ),
);

/**
 * Whether "<word> at <domain>" spells an address: a known ending, and the domain spoken with
 * "dot", a big provider's, or an address-like word before "at" (a dot, digit or underscore).
 */
function looksLikeAddress(word: string, domain: string, spokenDot: boolean): boolean {
  const labels = domain.toLowerCase().split(".");
  if (labels.length < 2 || !endings.has(labels.at(-1)!)) return false;
  if (placeWords.has(word.toLowerCase())) return false;
  const provider = providers.includes(providerDomain(domain.toLowerCase()).split(".")[0]!);
  return spokenDot || provider || /[._\d]/.test(word);
}

export interface EmailFound {
  email: string;
  /** The address as typed, when its provider's name was set right ("jane@yahooo.com"). */
  typed?: string;
}

/**
 * The last email address in a message (the last one wins: "not a@x.com, it's b@x.com"),
 * spelt-out forms included, a big provider's mistyped domain set right (and reported, so the
 * reply can say so).
 */
export function readEmail(text: string): EmailFound | undefined {
  const typed = strayEmailSpacing(text);
  const spoken = withProviderEnding(
    typed.includes("@") && !/\s@\s/.test(typed) ? typed : unspell(typed),
  );
  const found = pickStated(
    spoken,
    [...spoken.matchAll(emailPattern)].map((m) => ({ value: m[0], at: m.index })),
  );
  if (!found) return undefined;
  const email = found.toLowerCase().replace(/\.+$/, "");
  const at = email.lastIndexOf("@");
  const domain = providerDomain(email.slice(at + 1));
  const fixed = `${email.slice(0, at)}@${domain}`;
  return fixed === email ? { email } : { email: fixed, typed: email };
}

/**
 * "jane.wambui @gmail.com", "jane@gmail,com", "jane,w@gmail.com": a space typed before the "@"
 * and a comma for a dot, as thumbs slip, set right.
 */
function strayEmailSpacing(text: string): string {
  return (
    text
      .replace(/([\w.%+-])\s{1,3}@(?=[a-z0-9])/gi, "$1@")
      // "kennedy,onyango@gmail.com": a comma for a dot between the letters of the local part.
      .replace(/(?<![\w.,%+-])([a-z][\w.-]{0,40}),(?=[a-z][\w.-]{0,40}@)/gi, "$1.")
      .replace(/(@[a-z0-9-]{2,40}),\s?(com|org|net|co\.ke|ac\.ke)\b/gi, "$1.$2")
  );
}

/** A big provider's name, or one typo of it ("yahooo"). */
const isProviderName = (label: string) =>
  providers.some((p) => p === label || withinOneEdit(label, p));

/**
 * "jane@gmail", "jane@yahooo": a big provider's name (or one typo of it) with no ending gets
 * ".com", the only ending those providers give Kenyan accounts; the typo is set right after.
 * "jane@gmailcom", "jane@yahoocoke": the ending typed without its dots gets them back. Only
 * after a big provider's name: "jane@kcbcom" may be any domain, so no address is made up.
 */
function withProviderEnding(text: string): string {
  return text.replace(/@([a-z]{4,11})(?![\w@-]|\.\w)/gi, (whole, label: string) => {
    if (isProviderName(label.toLowerCase())) return `${whole}.com`;
    const glued = /^(.+?)(com|coke)$/i.exec(label);
    if (!glued || !isProviderName(glued[1]!.toLowerCase())) return whole;
    return `@${glued[1]}${glued[2]!.toLowerCase() === "com" ? ".com" : ".co.ke"}`;
  });
}

/** The email address a message holds, as `readEmail` reads it. */
export function extractEmail(text: string): string | undefined {
  return readEmail(text)?.email;
}

/**
 * "0722,415,880", "0722.415.880", "0722/415/880": separators people put in a phone number,
 * read as spaces, but only in a run with a Kenyan number's start and length: "20,000,000"
 * stays an amount, and "0722 415 880,0733 111 222" two numbers.
 */
function phoneSeparators(run: string): string {
  const digits = run.replace(/\D/g, "");
  const kenyan =
    (digits.length === 10 && digits.startsWith("0")) ||
    (digits.length === 9 && /^[17]/.test(digits)) ||
    (digits.length === 12 && digits.startsWith("254"));
  return kenyan ? run.replace(/[,./]/g, " ") : run;
}

const overlongDigitRun = /[+\d][\d\s().-]{59,}/g;
/** Digits and what people put between them in a phone number. */
const digitRun = /\+?\d[\d\s().-]*/g;
/** "(512) ": an area code in brackets, the way US and Canadian numbers are written. */
const areaCodeBefore = /\(\d{3}\)\s?$/;
/** No phone number anywhere has fewer digits, country code included. */
const MIN_PHONE_DIGITS = 7;

/**
 * The text with every run of digits too short to be a phone blanked out (same length, so
 * positions hold): libphonenumber then scans only what can be a number, and a message of
 * scattered digits ("5 + . 5 + .") costs no more than prose.
 */
function phoneRunsOnly(text: string): string {
  return text.replace(digitRun, (run) =>
    run.replace(/\D/g, "").length >= MIN_PHONE_DIGITS ? run : " ".repeat(run.length),
  );
}

/**
 * The last valid phone number in a message as E.164. Numbers without a prefix
 * ("0712 345 678", "712345678", "254712345678") are read as Kenyan, or as the region the
 * message names when they are numbers there; others need their "+".
 * A number spelt in words ("zero seven one two ...") is read as its digits.
 */
export function extractPhone(
  text: string,
  regionsBefore: readonly CountryCode[] = [],
): string | undefined {
  // Strip emails first so their digits are never read as a number.
  const prepared = spokenDigits(text.replace(emailPattern, " "))
    // From the start of a run of digits only: tried inside one, it is quadratic in its length.
    .replace(/(?<![\d+])\+?\d+(?:[,./]\d+)+/g, phoneSeparators)
    // "00254 733 ...": 00 is how many write the international "+", when it starts a number
    // (not a group inside one, "0722 001 234").
    .replace(/(?<![\d+][\s().-]{0,2})00[\s-]?(?=[1-9])/g, "+")
    .replace(/(^|[^\d+])254[\s-]?(\d{3})[\s-]?(\d{3})[\s-]?(\d{3})(?!\d)/g, "$1+254$2$3$4")
    .replace(/(^|[^\d+])([71]\d{8})(?!\d)/g, "$10$2");
  // A run of digits and separators longer than any way of writing a few numbers is no phone
  // ("1 1 1 1 …"): left out, libphonenumber's scan of it costs milliseconds per message.
  const scanned = phoneRunsOnly(prepared).replace(overlongDigitRun, (run) =>
    " ".repeat(run.length),
  );
  // A number written the national way is read in the region the visitor names (in this
  // message, then earlier in the chat), then in Kenya's, then in a region named only in
  // passing: "07405 318 226" from someone in the UK is a UK mobile, while "0722 318 507" from
  // someone applying to firms in Rwanda stays Kenyan though Rwanda has it too. A number the visitor's region could have but no metadata lists ("(555) 123-4567" from
  // Texas) comes last: a wrong region is worse than a made-up exchange.
  const named = namedRegions(prepared);
  const passing = regionsInPassing(prepared, named);
  const own = [...new Set([...named.filter((r) => !passing.includes(r)), ...regionsBefore])];
  const mentioned = named.filter((r) => !own.includes(r));
  const found: { value: string; at: number; end: number }[] = [];
  const passes: [readonly CountryCode[], "isValid" | "isPossible"][] = [
    [[...own, "KE", ...mentioned], "isValid"],
    [[...own, ...mentioned], "isPossible"],
  ];
  for (const [regions, check] of passes) {
    for (const region of regions) {
      // "extended" also finds numbers that are only possible, for the second pass.
      const extended = check === "isPossible";
      for (const f of findPhoneNumbersInText(scanned, { defaultCountry: region, extended })) {
        const overlaps = found.some((n) => f.startsAt < n.end && n.at < f.endsAt);
        // "(512) 555-0199": the last seven digits of a number with an area code in brackets
        // are no number of their own.
        const tail = areaCodeBefore.test(scanned.slice(Math.max(0, f.startsAt - 8), f.startsAt));
        if (f.number[check]() && !overlaps && !tail) {
          found.push({ value: f.number.number, at: f.startsAt, end: f.endsAt });
        }
      }
    }
  }
  found.sort((a, b) => a.at - b.at);
  return pickStated(prepared, found, whatsAppNumber);
}

/**
 * A number written the local way (0...), from Kenya's code (254...) or with a country code
 * ("+44 ...") that was meant as one.
 */
function meantAsPhone(run: string): boolean {
  const digits = run.replace(/\D/g, "");
  if (run.startsWith("+")) return digits.length >= 8 && digits.length <= 15;
  return (
    (digits.startsWith("0") && digits.length >= 9 && digits.length <= 12) ||
    (digits.startsWith("254") && (digits.length === 11 || digits.length === 13))
  );
}

/** A run of digits without what followed its last digit ("0722 481 9031 " -> "0722 481 9031"). */
function toLastDigit(run: string): string {
  let end = run.length;
  while (end > 0 && !/\d/.test(run[end - 1]!)) end--;
  return run.slice(0, end);
}

/** A number the visitor typed that no region the chat points to reads. */
export interface NumberToCheck {
  /** As the visitor typed it ("0722 481 9031"). */
  typed: string;
  /** The first region abroad (the UK first) where it is a valid mobile, if any. */
  abroad?: { region: CountryCode; phone: string };
}

/** The number read in one region, when it is valid there. */
export function readInRegion(typed: string, region: CountryCode): string | undefined {
  const number = parsePhoneNumberFromString(typed.replace(/\D/g, ""), region);
  return number?.isValid() ? number.number : undefined;
}

/** A mobile in `region` (a US number may be either kind: its plan does not tell). */
function mobileIn(digits: string, region: CountryCode): string | undefined {
  const number = parsePhoneNumberFromString(digits, region);
  const type = number?.isValid() ? number.getType() : undefined;
  return type === "MOBILE" || type === "FIXED_LINE_OR_MOBILE" ? number?.number : undefined;
}

/**
 * A phone number the visitor meant that is valid in no region the chat points to (Kenya, the
 * places named): "07224819031" is a Kenyan mobile with a digit too many as often as a UK mobile
 * typed with no place named, so it is asked about, never stored as a guess. With the region
 * abroad where it would be a mobile, for the question. Nothing when the message holds a valid
 * number: the visitor's number is that one.
 */
export function numberToCheck(
  text: string,
  regionsBefore: readonly CountryCode[] = [],
): NumberToCheck | undefined {
  return extractPhone(text, regionsBefore) ? undefined : unreadNumber(text);
}

/** The number meant in a text in which no valid number was read (see `numberToCheck`). */
export function unreadNumber(text: string): NumberToCheck | undefined {
  const withoutEmails = text.replace(emailPattern, (m) => " ".repeat(m.length));
  const runs = [...withoutEmails.matchAll(digitRun)].map((m) => toLastDigit(m[0]));
  const typed = runs.findLast(meantAsPhone);
  // With its country code, the visitor chose the region: nothing abroad to propose.
  if (!typed || typed.startsWith("+")) return typed ? { typed } : undefined;
  const digits = typed.replace(/\D/g, "");
  for (const region of regionsAbroad) {
    const phone = mobileIn(digits, region);
    if (phone) return { typed, abroad: { region, phone } };
  }
  return { typed };
}

/** Only groups of digits ("817", "493 817", "- 817"): the rest of a number, nothing else. */
const digitsOnly = /^[\s().-]*\d[\d\s().-]*$/;

/**
 * A number sent in two messages ("0722 493", then "817"): the digits the previous message
 * ended with and this message's digits, read as one number when neither is one alone. Only a
 * message of nothing but digits continues one, so a year or an amount is never joined.
 */
export function continuedPhone(
  previous: string | undefined,
  text: string,
  regionsBefore: readonly CountryCode[] = [],
): string | undefined {
  if (!previous || !digitsOnly.test(text) || extractPhone(previous, regionsBefore)) return;
  const start = /[+\d][\d\s().-]*$/.exec(previous.trimEnd())?.[0];
  if (!start || !/\d{2,}/.test(start)) return;
  return extractPhone(`${start} ${text.trim()}`, regionsBefore);
}

/** The first number typed in a text, as typed ("is 0722 481 9031 a UK number" -> "0722 481 9031"). */
export function firstTypedNumber(text: string): string | undefined {
  const run = /\d[\d\s().-]*/.exec(text)?.[0];
  return run && toLastDigit(run);
}

/** The last number typed in a text, as typed, its "+" kept ("+44 7700 900123 doesn't ..."). */
export function lastTypedNumber(text: string): string | undefined {
  const run = [...text.matchAll(digitRun)].at(-1)?.[0];
  return run && toLastDigit(run);
}

/** "yes", "ndio", "correct", "it is": the visitor says the number is what was asked. */
const saysYes = /^(?:yes|yeah|yep|yup|ya|ndio|ndiyo|eeh|correct|exactly|true|right|it is)\b/;
const saysNo = /\b(?:no|not|nope|hapana|sio|wrong|kenyan)\b/;

/**
 * The number asked about, when the reply says in which region it is: a place where it is
 * valid ("it's a UK number", "I live in Britain"), or a plain yes to the region proposed
 * ("yes", "ndio"). A denial or anything else reads nothing.
 */
export function confirmedNumber(reply: string, typed: string): string | undefined {
  for (const region of namedRegions(reply)) {
    const phone = readInRegion(typed, region);
    if (phone) return phone;
  }
  const said = reply.toLowerCase().trim();
  if (!saysYes.test(said) || saysNo.test(said)) return undefined;
  return numberToCheck(typed)?.abroad?.phone;
}

/** "WhatsApp", "whats app", "watsap", "wasap": how people name it. */
const whatsAppWord = /\bw(?:h)?ats?\s?ap+\b|\bwasap+\b/gi;

/**
 * "WhatsApp: 0711...", "WhatsApp is 0711...", "WhatsApp me on 0711...": the label, then its
 * number.
 */
const labelThenNumber = /^[\s:=-]*(?:(?:no\.?|number|line|is|ni|on|at|me|us)[\s:=-]*)*$/i;
/** "0711... for WhatsApp", "0711... (WhatsApp)": the number, then its label. */
const numberThenLabel = /^[\s(]*(?:(?:for|on|via|kwa|is)[\s(]*)?$/i;

/**
 * Of several numbers in one message ("WhatsApp 0711..., calls 0733..."), the one the last
 * mention of WhatsApp labels: the hand-over is on WhatsApp. The number right after the label
 * ("calls: 0733, WhatsApp: 0711") or right before it ("0711 for whatsapp, 0733 for calls"),
 * else the nearest.
 */
function whatsAppNumber(
  text: string,
  numbers: { value: string; at: number; end: number }[],
): string | undefined {
  const mention = [...text.matchAll(whatsAppWord)].at(-1);
  if (!mention || numbers.length < 2) return undefined;
  const from = mention.index;
  const to = from + mention[0].length;
  const after = numbers.find((n) => n.at >= to);
  const before = numbers.findLast((n) => n.end <= from);
  if (after && labelThenNumber.test(text.slice(to, after.at))) return after.value;
  if (before && numberThenLabel.test(text.slice(before.end, from))) return before.value;
  const gap = (n: (typeof numbers)[number]) => (n.at >= to ? n.at - to : from - n.end);
  return numbers.reduce((a, b) => (gap(b) < gap(a) ? b : a)).value;
}

/**
 * Of several values in one message, the one the visitor means: the last one that is not
 * being retracted ("it's b@x.com, not a@x.com", "not 0711..., use 0722..."), unless
 * `preferred` picks one of those kept.
 */
function pickStated<T extends { value: string; at: number }>(
  text: string,
  found: T[],
  preferred?: (text: string, kept: T[]) => string | undefined,
): string | undefined {
  const kept = found.filter(
    ({ at }) =>
      !/\b(?:not|instead of|wrong|old|previous|incorrect)(?:\s*(?:one|email|number|is))?(?:\s*:)?\s*$/i.test(
        text.slice(Math.max(0, at - 25), at),
      ),
  );
  const candidates = kept.length ? kept : found;
  return preferred?.(text, candidates) ?? candidates.at(-1)?.value;
}

/** "last digit is 7", "the last two digits are 90", "last 3 digits: 555". */
const lastDigitsSaid =
  /\b(?:last|final)(?: (?:\d|one|two|three|four))? digits?(?: (?:is|are|should be|must be|=))?(?: ?:)? ?(\d(?: ?\d){0,5})(?!\d)/i;
/** "it ends with 679", "ends in 90". */
const endsWithSaid = /\bends? (?:with|in) (\d(?: ?\d){0,5})(?!\d)/i;

/** The digits-only tokens from `from` on, going by `step` (backwards when -1), in order. */
function digitTokens(tokens: readonly string[], from: number, step: 1 | -1): string[] {
  const taken: string[] = [];
  for (let k = from; k >= 0 && k < tokens.length && /^\d+$/.test(tokens[k]!); k += step) {
    taken.push(tokens[k]!);
  }
  return step === 1 ? taken : taken.reverse();
}

/**
 * A phone already given, set right in part: its end ("sorry, last digit is 7", "it ends with
 * 679") or a group of it ("0722 not 0712", "not 0712 but 0722"). The number keeps its country
 * and must still be valid there; a group that is not in the number changes nothing.
 */
export function correctedPhone(text: string, phone: string): string | undefined {
  const stored = parsePhoneNumberFromString(phone);
  if (!stored) return undefined;
  const national = stored.nationalNumber;
  const valid = (digits: string) => {
    const fixed = parsePhoneNumberFromString(`+${stored.countryCallingCode}${digits}`);
    return fixed?.isValid() && fixed.number !== phone ? fixed.number : undefined;
  };
  const end = (lastDigitsSaid.exec(text) ?? endsWithSaid.exec(text))?.[1]?.replace(/ /g, "");
  if (end && end.length < national.length) {
    return valid(national.slice(0, national.length - end.length) + end);
  }
  const tokens = text
    .toLowerCase()
    .replace(/[,;:.!?]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const not = tokens.indexOf("not");
  if (not < 0) return undefined;
  // "0722 not 0712": the right group, then the wrong one; "not 0712 but 0722" the other way.
  const wrongTokens = digitTokens(tokens, not + 1, 1);
  const wrong = wrongTokens.join("");
  const but = not + 1 + wrongTokens.length;
  const right = (
    tokens[but] === "but" ? digitTokens(tokens, but + 1, 1) : digitTokens(tokens, not - 1, -1)
  ).join("");
  if (!right || !wrong || right.length !== wrong.length) return undefined;
  // The group as the visitor sees the number: with its trunk 0 ("0712") or without.
  for (const written of [`0${national}`, national]) {
    const at = written.indexOf(wrong);
    if (at < 0 || written.indexOf(wrong, at + 1) >= 0) continue;
    const fixed = written.slice(0, at) + right + written.slice(at + wrong.length);
    return valid(written === national ? fixed : fixed.slice(1));
  }
  return undefined;
}
