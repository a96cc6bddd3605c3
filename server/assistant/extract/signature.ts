import { isKenyanPlace } from "../../kenyan-places";

/**
 * A signature line, the way people sign a chat message: "Kennedy Owino, Mwambao Logistics",
 * "Chairman, Boda Boda Umoja SACCO, Fredrick Wafula", "Nyota Njema SACCO, Rose Awino". Which
 * part is the organisation, which a post, which a place; the company reader (details.ts) and
 * the name reader (name.ts) both ask it.
 */

/** The last words that say what kind of organisation a name is ("... SACCO", "... Advocates"). */
export const organisationKinds =
  `Sacco SACCO Group Foundation Initiative Network Trust Society Association
  Cooperative Co-operative Union Ministries Fellowship Academy Tailors Dressmakers Bakers Builders
  Movers Distributors Suppliers Supplies Traders Enterprises Contractors Brokers Packers Hardware
  Services Tours Cottages Hospital Clinic Maternity Centre Center Pharmacy Chemist Hotel Lodge
  Resort School College Parish Church Committee Advocates Associates Partners Consultants Millers
  Shuttles Motors Agencies Stores Dairies Logistics Secondary Primary Madrasa Bank Engineers Spa
  Salon Boutique Studio Studios Garage Restaurant Cafe Bakery Butchery Ltd Limited PLC`.split(
    /\s+/,
  );
const kindWords = new Set(organisationKinds);

/** A name that ends as a place does ("Kisumu East", "Bomet County"): where, not who. */
export const placeEnding =
  /\s(?:County|Town|City|West|East|North|South|Central|CBD|Estate|Region|Village)$/;

/**
 * Where a signature's name ends and who the visitor is with begins; the Swahili "wa" (of) only
 * before a name shaped as an organisation's ("Salome Nyaboke wa Nyaboke Beauty & Spa"), as
 * "Njeri wa Kamau" is a name.
 */
const signatureStart = /\s*,\s*|\s+[-–—|]\s+|\s+(?:of|from|wa)\s+/u;
/** Between the parts after the name: a comma, a semicolon, a dash or a bar. */
const signaturePart = /\s*[,;|]\s*|\s+[-–—]\s+/u;
/** "my names are Hope Baker, ...", "naitwa Brian, ...": the introduction before a signed name. */
const signatureIntro = /^(?:my (?:full )?names? (?:is|are)|i am|i'm|naitwa|jina langu ni)\s+/iu;
/** Words a post ends in ("training manager", "Parish Priest", "HR"): who, not where. */
const postWords = new Set(
  `officer manager engineer accountant developer analyst assistant director lead head executive
  consultant teacher nurse intern clerk supervisor coordinator specialist administrator
  representative agent associate designer lecturer principal headteacher headmaster headmistress
  chairman chairperson chair ceo md gm founder owner proprietor patron priest pastor bishop
  secretary treasurer matron hr admin trainer member partner tutor mwalimu mkurugenzi dean
  registrar bursar deputy`.split(/\s+/),
);
/** "chair of Nyalenda Youth Welders", "manager pale Mtaani Deliveries": a post, then where. */
const postAt = /^(?:\S+\s+){0,3}?(\S+)\s+(?:of|at|with|for|pale|kwa)\s+(\S.*)$/iu;
/** "(K)", "(EA)", "(2019)": the bracketed letters or year inside a registered name. */
const registeredTag = /^\([\p{Lu}\d]{1,6}\)$/u;
/** Words that join the capitalised words of an organisation's name. */
const nameJoiners = new Set(["&", "and", "of", "for", "the", "de", "na", "ya", "wa"]);
/** A signature is one short line: "Eric Langat, Bomet County Public Service Board". */
const MAX_SIGNATURE_WORDS = 16;

/**
 * The organisation of a signature line, the way people sign a message: their name (two to six
 * capitalised words, titles included: "Arch. Samuel Ndungu", "Matron Rosemary Adhiambo Ouma"),
 * then, after a comma, a dash, "of" or "from", where they are: "Kennedy Owino, Mwambao
 * Logistics", "Lucy Wambugu, training manager, Umoja Microfinance Bank", "Ali Noor of Noor
 * Electronics, Garissa". The organisation is the first part that is a name of two capitalised
 * words or more (joined by "&", "and", "of", "for"), once a post before it is dropped; a post
 * ("Parish Priest", "HR"), a place ("Garissa", "Kisumu East"), a phone or an email is none.
 */
export function signedOrganisation(text: string): string | undefined {
  const line = text.trim().replace(signatureIntro, "");
  if (line.includes("\n") || line.split(/\s+/).length > MAX_SIGNATURE_WORDS) return undefined;
  const start = signatureStart.exec(line);
  if (!start) return undefined;
  // "Wakulima Wetu SACCO, Margaret Chepkemoi", "Mutua & Partners Advocates, Stella Mutua": the
  // organisation signed first, known by its kind or its "&".
  const head = line.slice(0, start.index);
  // A sentence about it ("We're Simba Logistics Ltd, ...") is read by the patterns above.
  const sentence = /^(?:we|we['’]re|i|i['’]m|this|it['’]s|our|my|the)\s/iu.test(head);
  if (!sentence && /^[\p{Lu}\d]/u.test(head) && isOrganisationShaped(head)) {
    return organisationPart(head);
  }
  const name = head.split(/\s+/);
  if (name.length < 2 || name.length > 6 || !name.every((w) => /^\p{Lu}/u.test(w))) {
    return undefined;
  }
  const swahiliOf = start[0].trim() === "wa";
  for (const part of line.slice(start.index + start[0].length).split(signaturePart)) {
    const organisation = organisationPart(part.replace(/[.!]+$/, ""));
    if (organisation && (!swahiliOf || isOrganisationShaped(organisation))) return organisation;
  }
  return undefined;
}

/** A post alone or ending a phrase: "Chairman", "Deputy Principal", "HR". */
export function isPost(phrase: string): boolean {
  const last = phrase.trim().split(/\s+/).at(-1) ?? "";
  return postWords.has(last.toLowerCase().replace(/[.,]$/, ""));
}

/** A kind of organisation alone: "Advocates", "SACCO", "Hospital". */
export function isOrganisationKind(word: string): boolean {
  return kindWords.has(word.trim());
}

/** Capitalised words ending in a kind of organisation ("... SACCO") or joined by "&". */
export function isOrganisationShaped(phrase: string): boolean {
  const words = phrase.trim().split(/\s+/);
  return (
    words.length >= 2 &&
    (kindWords.has(words.at(-1)!) ||
      words.includes("&") ||
      (words.length >= 3 && leadingKinds.has(words[0]!)))
  );
}

/** Swahili kinds said before the name: "Kikundi cha Akina Mama ...", "Chama cha Wakulima ...". */
const leadingKinds = new Set("Kikundi Chama Shirika Ushirika Muungano".split(" "));

/** One part of a signature read as an organisation's name, or undefined. */
function organisationPart(part: string): string | undefined {
  const post = postAt.exec(part);
  const named = post && postWords.has(post[1]!.toLowerCase()) ? post[2]! : part;
  const words = named.trim().split(/\s+/);
  // A phone or an email is no organisation; a short number is a part of one ("Level 5 Hospital").
  if (/@|\d{3}/.test(named) || isPost(named)) return undefined;
  const capitalised = words.filter((w) => /^[\p{Lu}\d]/u.test(w));
  const shaped = words.every(
    (w, i) =>
      /^[\p{Lu}\d]/u.test(w) ||
      (i > 0 && (nameJoiners.has(w.toLowerCase()) || registeredTag.test(w))),
  );
  if (!shaped || capitalised.length < 2 || words.length > 7) return undefined;
  if (placeEnding.test(named) || words.every((w) => isKenyanPlace(w) || nameJoiners.has(w))) {
    return undefined;
  }
  return named.trim();
}
