import { getCountries } from "libphonenumber-js/max";
import { readableText, titleCase, withinEdits, withinOneEdit } from "../text";
import { alongside, greetingsAndAcks, withoutPleasantries } from "./acknowledgements";
import { extractCompany } from "./details";
import { isOrganisationKind, isOrganisationShaped, isPost } from "./signature";

/**
 * What people type while they think or step away ("umm", "wait", "hold on", "one sec"), and the
 * units after a number ("5 years"): never a name.
 */
const hesitations = `hmm hm umm um uhm uh er ah aah ahh eeh eh oh wait eish aki kumbe hold sec
  secs moment minute minutes brb years yrs year months month weeks week days`.split(/\s+/);

/**
 * Words that follow "I'm" or stand alone in a reply but are not names. Kept broad because
 * a wrong name in a hand-over is worse than asking once more.
 */
const notNames = new Set([
  ...`a an the and or but so to of for in on at by with from into about as is are was were be been
  am im i me my mine you your we our us they them it its this that these those here there what who
  why how when where which not no yes yeah yep ok okay sure fine good great well very really just
  also still only already currently now today tomorrow soon later please thanks thank hello hi hey
  looking interested ready trying hoping planning seeking searching applying working based living
  new old young student graduate unemployed employed retired jobless fresh experienced qualified
  teacher nurse doctor engineer accountant manager developer lawyer driver banker consultant
  officer assistant secretary clerk intern analyst designer writer sales marketing hr director
  ceo founder owner administrator admin technician lecturer tutor pastor chef cashier receptionist
  need want would like love have has had do does did can could will shall may might must should
  cv resume cover letter linkedin profile interview editing proofreading training coaching job
  sorry actually mistake wrong correct right email phone number name names called call
  whatsapp simu namba tel mobile contact
  mr mrs ms miss dr prof sir madam bro sis boss dear kenyan kenya nairobi mombasa kisumu nakuru
  eldoret from habari mambo niaje sasa vipi poa fiti sawa nataka nimefurahi asante karibu mimi
  jina langu ni naitwa nina niko ndio hapana bei gani how's fine not-sure unsure confused
  back doing going getting fed tired stuck struggling happy glad excited available busy free
  someone somebody anyone person client customer company business team staff group organization
  cool nice awesome alright done thats that's whats what's pleased urgent important
  regarding possible expensive cheap too asking wondering curious inquiring enquiring calling
  writing reaching contacting following unable able sending i'm i'd i'll his her hers him he she
  after before around anytime noon tomorrow tonight morning evening afternoon between
  their mother father mum mom dad son daughter wife husband sister brother parent guardian
  wa ya za la kwa na tu pia sana hapa huku kutoka kazi mwanafunzi mfanyakazi mtu msee jamaa
  mtoto wangu yangu yake yetu huyu hii hiyo tafadhali nephew niece grandson granddaughter child
  kid kids children cousin uncle aunt auntie friend aka alias popularly nicknamed known mawazo
  worker workers support carer caregiver nanny cleaner guard mechanic electrician plumber tailor
  farmer pharmacist supervisor coordinator recruiter trainer robot bot chatbot
  machine wacha acha achana samahani radhi pole si sio siyo lakini ila halafu kisha ambaye wasee
  miaka mwaka nyumbani mbili tatu nne tano kumi`.split(/\s+/),
  ...hesitations,
]);

/**
 * Words of the visitor's situation that a one-word reply to the name question may be ("Youth",
 * "Scholarship"), beyond the services and industries the other readers know: never that name.
 */
const contextWords = new Set(
  `career careers business scholarship scholarships bursary church mosque guards guard jobs job
  writing letter letters profile counselling counseling wanafunzi vijana shule chuo university
  college campus school hospital county ministry sacco chama project projects program programme
  programs programmes`.split(/\s+/),
);

/**
 * Short replies to the name question that say something else: a refusal or not knowing in one
 * word, what the visitor does, where they are or heard of us, who they are, their faith, the
 * state of the line, a pointer back or ahead ("as above", "price first"), a number in words.
 * Never the first word of a name; English words that are also given names (Christian, Sydney,
 * Faith) are left out.
 */
const replyWords = new Set(
  `anonymous anon confidential secret private nobody none nil idk dunno huh asap
  seeker jobseeker data entry matatu security self casual labourer laborer housewife homemaker
  freelancer freelance fundi mjengo hustler hustling vendor
  uk usa uae dubai qatar doha saudi riyadh oman muscat canada london kampala uganda tanzania
  rwanda kigali abroad
  google facebook instagram twitter tiktok youtube online referral referred fuzu brightermonday
  myjobmag indeed website advert
  female male single married divorced widowed widow muslim catholic protestant luo kikuyu
  kalenjin luhya kamba maasai somali
  amen god bless blessings hallelujah inshallah insha mashallah alhamdulillah bismillah
  maranatha allah
  network battery typing driving testing asdf qwerty lorem bad low poor weak slow
  same see above below price cost first twenty thirty forty fifty sixty`.split(/\s+/),
);

/** A one-word reply that names a situation, not a person ("Unemployed", "Nairobi", "Church"). */
export function isContextWord(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    (notNames.has(lower) && !wordNames.has(lower)) ||
    contextWords.has(lower) ||
    replyWords.has(lower)
  );
}

const nameWord = /^\p{L}[\p{L}'-]{1,30}$/u;
/** "I'll", "we're", "that's": a pronoun with its verb, the start of a sentence. */
const pronounContraction = /^(?:i|we|you|they|he|she|it|that|there|let)['’]/i;

/**
 * A Swahili verb with its subject and tense ("nimebadilisha" I have changed, "nimeelewa" I
 * have understood, "tumeamua" we have decided, "nitakupigia"): a sentence, never a name. At
 * least four letters after the tense, so names like "Nitasha" stay names; three after the
 * perfect "me", which begins no name ("nimekaa", I have stayed).
 */
const swahiliVerb = /^(?:ni|tu)(?:me\p{L}{3,}|(?:li|ta|na)\p{L}{4,})$/iu;
/**
 * "Inaitwa", "anaitwa", "wanaitwa": it, he or she, they are called, someone or something else
 * named; only "naitwa" and "ninaitwa" introduce the visitor.
 */
const calledOther = /^(?:a|i|ki|li|u|wa|ya|zi|vi|ku|pa|m)naitwa$/iu;
function isSwahiliVerb(word: string): boolean {
  return swahiliVerb.test(word) || calledOther.test(word);
}

function isNameWord(word: string): boolean {
  const lower = word.toLowerCase();
  // "Tobias's" is whose, not who: "I'm Tobias's mum".
  return (
    nameWord.test(word) &&
    !notNames.has(lower) &&
    !replyWords.has(lower) &&
    !greetingsAndAcks.has(lower) &&
    !pronounContraction.test(word) &&
    !isSwahiliVerb(word) &&
    !/['’]s$/i.test(word)
  );
}

/**
 * English words that are also given names ("Will Kamau", "May Achieng", "Happy Njeri", "Job Kiprop"): a name
 * before a name word, or alone where only a name can stand (introduced, or the whole reply to
 * the name question); never alone in a sentence ("I'm happy to share", "will do").
 */
const wordNames = new Set(["will", "may", "happy", "love", "job"]);

/** Countries whose names are also given names ("Jordan Kiprop", "Georgia Wanjiru"). */
const countryGivenNames = new Set(["jordan", "chad", "georgia", "israel", "india", "france"]);
/**
 * Countries by their one-word English name ("Bahrain here"): where the visitor is, never the
 * first word of a name.
 */
const countryWords = new Set(
  getCountries()
    .map((region) => new Intl.DisplayNames(["en"], { type: "region" }).of(region)?.toLowerCase())
    .filter((name): name is string => !!name && /^\p{L}+$/u.test(name))
    .filter((name) => !countryGivenNames.has(name)),
);

/**
 * The first word of a name; `next` is the word after it, `alone` whether an English word given
 * as a name may stand without a name word after it.
 */
function isFirstNameWord(word: string, next: string | undefined, alone: boolean): boolean {
  if (countryWords.has(word.toLowerCase())) return false;
  if (isNameWord(word)) return true;
  if (!wordNames.has(word.toLowerCase())) return false;
  const following = next?.replace(/[.!?;:,]+$/, "");
  return alone || (following !== undefined && isNameWord(following));
}

/**
 * Whether a name given by someone else (the model) reads as one: every word could be a name,
 * none a greeting, an acknowledgement or a word the offline reading never takes as a name.
 */
export function readsAsName(value: string): boolean {
  const tokens = value.trim().split(/\s+/);
  if (tokens.length > 4) return false;
  // "Mama Shiro" whole is a way of address; a title or letters alone ("Rtd", "CPA") never a name.
  if (parentAddress(tokens) && tokens.length <= 3) return true;
  return tokens.every(
    (t, i) =>
      (i === 0 ? isFirstNameWord(t, tokens[1], true) : isNameWord(t)) &&
      !isTitle(t) &&
      !isPostNominal(t),
  );
}

/**
 * The children a visitor is addressed after ("Mama Brian", "baba yake Tony"): the child's name
 * alone is never the visitor's, whoever read it.
 */
export function addressedChildren(text: string): Set<string> {
  const tokens = text.split(/\s+/);
  const children = new Set<string>();
  tokens.forEach((_, i) => {
    const address = parentAddress(tokens.slice(i, i + 4));
    if (address) children.add(address.split(" ")[1]!.toLowerCase());
  });
  return children;
}

/** The reply without the greetings and acknowledgements it opens with ("Jambo, Bw. Mutua"). */
export function withoutGreeting(text: string): string {
  const tokens = text.split(" ");
  let start = 0;
  const bare = (k: number) => tokens[k]!.toLowerCase().replace(/[^\p{L}]+/gu, "");
  // "Thank you so much, Mercy": the words that go with an acknowledgement go with it.
  while (
    start < tokens.length &&
    (greetingsAndAcks.has(bare(start)) || (start > 0 && alongside.has(bare(start))))
  ) {
    start++;
  }
  return tokens.slice(start).join(" ");
}

/**
 * Honorifics people put before their name, English and Swahili ("Bi." Ms, "Bw." Mr, "Mzee" an
 * elder, "Dkt." doctor, "Mhe." honourable, a stage title "DJ" or "MC"); skipped, never taken as the name.
 */
const titles = new Set(
  `mr mrs ms miss mx dr dkt daktari prof pastor pst rev revd reverend bishop archbishop hon mhe
  mheshimiwa eng engr mhandisi apostle evangelist deacon elder sir madam mdm mwalimu mwl mama baba
  sr sister sista fr bro sis bi bw bwana mzee sheikh ustadh imam capt cpt lt col maj gen brig sgt
  cpl insp justice senator lady dame canon ven venerable rt uncle aunt auntie adv advocate atty
  wakili arch qs mchungaji askofu padri kasisi shehe ustadha mwinjilisti matron nurse nursing
  midwife officer chief cllr councillor muuguzi hajji hajj alhaji hajjat hajia dj mc`.split(/\s+/),
);
/**
 * Ranks written in full ("Major Otieno", "Captain Jared Wafula"): how an officer is addressed,
 * so a title like "Maj." (`rankAsFirstName` gives the exceptions: some are given names).
 */
const ranks = new Set(
  "major general captain colonel lieutenant sergeant corporal brigadier commander admiral marshal".split(
    " ",
  ),
);
/** Letters people write after their name (qualifications, honours): never part of the name. */
const postNominals = new Set(
  `cpa cpak phd mba msc bsc bcom bed llb llm mbchb acca cfa cisa cps cpsk esq rn ogw ebs mbs hsc
  frcs mcips mkim rtd retd mca mp`.split(/\s+/),
);
/** "Sr.", "CPA(K)", "Ph.D" read as the bare letters. */
const bareLetters = (token: string) => token.toLowerCase().replace(/[^\p{L}]/gu, "");
const isTitle = (token: string) => titles.has(bareLetters(token)) || ranks.has(bareLetters(token));
const isPostNominal = (token: string) => postNominals.has(bareLetters(token));

/**
 * The words that can be the name: titles and letters of a qualification before it ("CPA Joel
 * Kiptanui", "Dr. Eng. Ruto") and post-nominals after it dropped.
 */
function withoutTitles(tokens: string[]): string[] {
  let start = 0;
  while (start < tokens.length && (isTitle(tokens[start]!) || isPostNominal(tokens[start]!)))
    start++;
  let end = tokens.length;
  while (end > start && isPostNominal(tokens[end - 1]!)) end--;
  return tokens.slice(start, end);
}

/**
 * An initial ("W.", "K", and "j." in a name typed all in lower case): kept only as a middle
 * initial, before the surname.
 */
function isInitial(token: string): boolean {
  return /^\p{L}\.$/u.test(token) || (/^\p{Lu}$/u.test(token) && token !== "I" && token !== "A");
}

/**
 * "Mama", "Baba" (and the Sheng "mamake", "babake", someone's mother or father): before a
 * child's name, the way a parent is addressed ("Mama Shiro").
 */
const parents = new Map([
  ["mama", "Mama"],
  ["baba", "Baba"],
  ["mamake", "Mama"],
  ["babake", "Baba"],
]);
/** "Mama yake Brian", "Baba wa Tony": the Swahili "of" between the parent and the child. */
const parentOf = new Set(["yake", "wa", "ya"]);

/**
 * "Mama Shiro", "mama yake Brian", "Baba Tony": a parent named after a child, the one name
 * word of the child ending the name ("Mama Ngina Kenyatta" is a title and a name). Kept whole
 * ("Mama Brian"): the child's name alone is not the visitor's.
 */
function parentAddress(tokens: readonly string[]): string | undefined {
  const parent = parents.get(bareLetters(tokens[0] ?? ""));
  if (!parent) return undefined;
  const k = parentOf.has(tokens[1]?.toLowerCase() ?? "") ? 2 : 1;
  const child = tokens[k]?.replace(/[.!?;:,]+$/, "");
  if (!child || !isNameWord(child)) return undefined;
  const next = tokens[k + 1];
  const ends = child !== tokens[k] || !next || !isNameWord(next.replace(/[.!?;:,]+$/, ""));
  return ends ? `${parent} ${titleCase(child)}` : undefined;
}

/**
 * Words that open a clause after a name ("Brian here", "Jane from Nakuru", "Ian sorry"), and
 * places: never a surname. "Were" and "Too" are not: after a name they open no clause, and
 * both are Kenyan surnames (a lower-case "too" is still no name word).
 */
const clauseWords = new Set([
  ...`i im i'm me my you your it its is are was am be do does did dont don't not no yes ok okay
  sure why what how who when where which the a an to for of and or but so please pls thanks thank
  know need want have has this that here there hapa hi hello hey skip pass none later sorry can
  could would will should may must just only also from in at on by with btw pole kindly kenya
  kenyan nairobi mombasa kisumu nakuru eldoret phone number email mail role company contact tel
  mobile whatsapp simu namba`.split(/\s+/),
  ...hesitations,
]);

/**
 * A word after the first name that is also an English word ("Akinyi Odhiambo Were", "Philip
 * Long"): a surname when capitalised, since such a word cannot open a clause after a name.
 */
function isLaterNameWord(word: string): boolean {
  if (isNameWord(word)) return true;
  const lower = word.toLowerCase();
  return (
    /^\p{Lu}/u.test(word) &&
    nameWord.test(word) &&
    !clauseWords.has(lower) &&
    !greetingsAndAcks.has(lower) &&
    !isTitle(word)
  );
}

/**
 * "Njeri wa Kamau": the Swahili "of" inside a name, before the capitalised name word it joins
 * (kept in lower case, as written); "Njeri wa accounts" says her department.
 */
function isNameParticle(token: string, next: string | undefined): boolean {
  const following = next?.replace(/[.!?;:,]+$/, "");
  return (
    token === "wa" &&
    following !== undefined &&
    /^\p{Lu}/u.test(following) &&
    isLaterNameWord(following)
  );
}

interface TakenName {
  firstName: string;
  lastName?: string;
  /** A parent's way of address ("Mama Shiro"), not a name of their own. */
  address?: true;
}

/**
 * Up to four name words from the start of `rest` (after any title), initials left out; an
 * English word given as a name may be the name `alone` (after "my name is").
 */
function takeName(rest: string, alone = false): TakenName | undefined {
  // A name ends with its line ("Name: Wairimu Gathoni\nPhone: ...").
  const all = surnameLast(rest.trimStart().split("\n", 1)[0]!).trim().split(/\s+/);
  const address = parentAddress(all);
  if (address) return { firstName: address, address: true };
  const tokens = withoutTitles(all);
  const taken: string[] = [];
  for (const [i, token] of tokens.slice(0, 4).entries()) {
    if (isInitial(token)) {
      // "Mercy W. Njoroge": a middle initial is kept with the surname after it, as written
      // ("W. Njoroge", "Sarah N Wambui": "N Wambui"); an initial before the first name or
      // ending the name is left out.
      const after = tokens[i + 1]?.replace(/[.!?;:,]+$/, "");
      if (taken.length && after && isLaterNameWord(after)) taken.push(token.toUpperCase());
      continue;
    }
    const word = token.replace(/[.!?;:,]+$/, "");
    const next = word === token ? tokens[i + 1] : undefined;
    if (taken.length && isNameParticle(token, next)) {
      taken.push(token);
      continue;
    }
    const fits = taken.length ? isLaterNameWord(word) : isFirstNameWord(word, next, alone);
    if (isPostNominal(word) || !fits) break;
    taken.push(titleCase(word));
    if (word !== token) break; // a clause or the sentence ended after this word
  }
  if (taken.length === 0) return undefined;
  const [firstName, ...others] = taken;
  return { firstName: firstName!, lastName: others.length ? others.join(" ") : undefined };
}

/** How many given names may follow a surname written first ("WANJIKU, Mary Njeri"). */
const MAX_GIVEN_NAMES = 3;

/**
 * "NYAGAKA, Festus", "Dr. KIPROP, Alice": a surname in capitals and a comma opening the text
 * (after any title), the given names after it, as forms and registers write them; returned in
 * the order the lead holds a name ("Festus NYAGAKA"). A word of the chat in capitals ("CV,
 * please") is no surname.
 */
function surnameLast(text: string): string {
  // Only the head of the text is read: this runs after every introduction in a message.
  const head = /^\s*((?:\S+\s+){0,3}?)(\p{Lu}[\p{Lu}'-]+),\s*/u.exec(text);
  const surname = head?.[2];
  if (!head || !surname || !isNameWord(surname)) return text;
  if (!head[1]!.split(/\s+/).every((t) => !t || isTitle(t))) return text;
  const rest = text.slice(head[0].length);
  const given: string[] = [];
  let end = 0;
  let closing = "";
  for (const token of rest.split(/\s+/, MAX_GIVEN_NAMES)) {
    const word = token.replace(/[.,;:!?]+$/, "");
    if (!isNameWord(word)) break;
    given.push(word);
    end = rest.indexOf(token, end) + token.length;
    // The punctuation that closed the given names now closes the surname.
    closing = token.slice(word.length);
    if (closing) break;
  }
  if (!given.length) return text;
  return `${head[1]}${given.join(" ")} ${surname}${closing}${rest.slice(end)}`;
}

const explicitIntro =
  /(?<!\p{L})(?:my (?:full |real )?names? (?:is|are|'s)|(?:my )?full names?(?:\s+(?:is|are))?|names?\s*(?:is|are|:)|name['’]s|(?:you can )?call me|(?:i(?:'| a)?m|am) cal+e?d|(?:my )?nme is|(?:the )?contact(?: person(?: is|\s*:)?| is|\s*:| me,)|(?:(?:kind|best|warm) )?regards,|yours (?:faithfully|sincerely|truly),|(?:call|contact|reach|ask for|talk to|speak to|speak with) (?:our|the|my) \p{L}+(?: \p{L}+)?,|(?:i'?m|i am|this is) the \p{L}+(?: \p{L}+)?,|(?:ni)?naitwa*|ni (?:msee|jamaa|mtu|dem|manzi|mse) anaitwa|(?:unaweza |waweza )?kuniita|niite(?:ni)?|wananiita|huniita|jina(?: langu)?(?: halisi| kamili)? ni|majina(?: yangu)? ni|(?:i'?m|i am|am|this is) (?:his|her|their|the) (?:mum|mom|mother|dad|father|parent|guardian|uncle|aunt|auntie|grandma|grandmother|grandpa|grandfather|sister|brother),?)\s*[:-]?\s+/giu;
/**
 * Weaker forms: only a capitalised word counts, unless the name was just asked for. The Sheng
 * "ni X" ("it's X") only opens a message or a clause: "bei ni ngapi" is not an introduction.
 */
const selfIntro =
  /(?<!\p{L})(?:i'?m|i am|am|this is|it'?s|its|it is|ni mimi|ni mi|mimi ni|mi ni|(?<=^|[,.!?] ?)ni)\s+/giu;
/** "paying", "confused", "interested": a lower-case verb form after "I'm", not a name. */
const lowerVerbForm = /^\p{Ll}+(?:ing|ed)\b/u;
/**
 * "Brian here", "Eng. Otieno Odhiambo here", "Mwalimu Kiprono hapa", "Wanjiru from Thika
 * here": a title may come first (takeName drops it), where the visitor is from may follow; read
 * at the start of each sentence.
 */
const trailingHere =
  /^\s*((?:\p{L}+\.?\s+)?\p{L}[\p{L}'-]+(?:\s+\p{L}[\p{L}'-]+)?)(?:\s+from\s+\p{L}+(?:\s+\p{L}+)?)?\s+(?:here|hapa)(?!\p{L})/iu;

/**
 * "..., name Ann", "Name Peter Otieno", "my name Halima Juma": the label without its verb,
 * opening the text or a clause, then a capitalised word (case-sensitive: "name please" names
 * no one, nor does "company name Acme" or "the name Kazi").
 */
const bareNameLabel = /(?:^|[,.;!?]\s?|(?<!\p{L})[Mm]y\s)[Nn]ames?\s+(?=\p{Lu})/gu;

/** "... Thank you, Njeri Gathoni.", "Asante sana, Otieno Brian": a letter's closing. */
const closing =
  /(?:^|[.!?]\s+)(?:[Tt]hank you|[Tt]hanks|[Tt]hank u|[Aa]sante(?: sana)?|[Cc]heers|[Bb]lessings),?\s+(\p{Lu}[^.!?\n]{1,60})[.!]?\s*$/u;
/** Sentences before the closing: a message this long is a letter, signed at its end. */
const MIN_LETTER_SENTENCES = 3;

/**
 * The name signing a long message: its last sentence thanks and names ("Thank you, Njeri
 * Gathoni."). A short "Thanks, Grace" may address someone else, and is not read.
 */
function signOffName(text: string): TakenName | undefined {
  const m = closing.exec(text.trimEnd());
  const titled = m ? undefined : titledSentence(text);
  const signature = m ? m[1]! : titled?.sentence;
  const at = m ? m.index : (titled?.at ?? 0);
  if (!signature) return undefined;
  if (text.slice(0, at).split(/[.!?](?:\s|$)/).length < MIN_LETTER_SENTENCES) return undefined;
  const found = takeName(signature);
  return found && !found.address ? found : undefined;
}

/** How many words a letter's last sentence may have to be a signature (titles with them). */
const MAX_SIGNATURE_TOKENS = 6;

/** How many sentences from a message's end its titled name may stand: a phone and a thanks may follow. */
const TITLED_FROM_END = 4;
/** Where a sentence may end: after . ! or ? and a space (a title's dot is told apart later). */
const sentenceEnd = /[.!?](?=\s)/g;

/**
 * "... Mrs. Jane Wanjiru Kamau.", "... Fr. Paul Kimani. My number is ...": the last sentence of
 * a long message that is a title and name words only, wherever it stands (a letter is signed
 * without a closing, and a phone may follow the name), with where it starts.
 */
function titledSentence(text: string): { sentence: string; at: number } | undefined {
  const ends = [...text.trimEnd().matchAll(sentenceEnd)].map((m) => m.index + 1);
  const last = [text.trimEnd().length, ...ends.reverse()].slice(0, TITLED_FROM_END);
  for (const end of last) {
    const sentence = titledLastSentence(text.slice(0, end));
    if (sentence) return { sentence, at: end - sentence.length };
  }
  return undefined;
}

/** A text's last sentence when it is a title and name words only ("Mrs. Jane Wanjiru Kamau."). */
function titledLastSentence(text: string): string | undefined {
  const tokens = text.trim().split(/\s+/);
  let start = tokens.length - 1;
  // Back to the sentence's start: a title's or an initial's dot ends no sentence.
  while (start > 0 && tokens.length - start <= MAX_SIGNATURE_TOKENS) {
    const before = tokens[start - 1]!;
    if (/[.!?]$/.test(before) && !isTitle(before) && !isInitial(before)) break;
    start--;
  }
  const sentence = tokens.slice(start);
  if (start === 0 || sentence.length > MAX_SIGNATURE_TOKENS) return undefined;
  if (!/^\p{Lu}/u.test(sentence[0]!) || !isTitle(sentence[0]!)) return undefined;
  const names = withoutTitles(sentence).map((t) => t.replace(/[.!]+$/, ""));
  const signed =
    names.length > 0 &&
    names.every((t, i) => isInitial(t) || (i === 0 ? isNameWord(t) : isLaterNameWord(t)));
  return signed ? sentence.join(" ") : undefined;
}

/** The first few sentences of a text, where people say who they are. */
const MAX_SENTENCES = 4;
function sentences(text: string): string[] {
  const parts: string[] = [];
  for (const part of text.split(/(?<=[.!?])\s+/)) {
    // "Eng. Kelvin Ouma.": the dot of a title ends no sentence, nor does an initial's ("Lucy W.
    // Wambui").
    const last = parts.at(-1);
    const lastWord = last?.split(" ").at(-1) ?? "";
    if (last !== undefined && (isTitle(lastWord) || /^\p{Lu}\.$/u.test(lastWord)))
      parts[parts.length - 1] = `${last} ${part}`;
    else if (parts.push(part) >= MAX_SENTENCES) break;
  }
  return parts;
}

/**
 * "Eng. Wycliffe Barasa. I need...", "Mr. Daniel Kiprop, 0721...": a sentence opening with a
 * capitalised title and a capitalised name is an introduction, asked or not ("Sir, I need a
 * CV" and "Bwana asifiwe" name no one).
 */
function titledOpening(sentence: string): TakenName | undefined {
  const tokens = sentence.trim().split(/\s+/);
  if (!/^\p{Lu}/u.test(tokens[0] ?? "") || !isTitle(tokens[0]!)) return undefined;
  const rest = withoutTitles(tokens);
  if (!/^\p{Lu}\p{Ll}/u.test(rest[0] ?? "")) return undefined;
  return takeName(tokens.join(" "));
}

/** The text after each occurrence of `pattern` (a global regex), left to right. */
function after(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(pattern)].map((m) => nameWindow(text, m.index + m[0].length));
}

/**
 * The characters after an introduction where a name can be: a title and four words fit in
 * 120, and a message of many introductions ("am am am ...") is not re-read to its end each time.
 */
const NAME_WINDOW = 120;
function nameWindow(text: string, start: number): string {
  return text.slice(start, start + NAME_WINDOW);
}

const thirdParties = new Set(
  `his her their hers he she son daughter child kid nephew niece grandson granddaughter brother
  sister husband wife mother father mum mom dad friend cousin boss`.split(/\s+/),
);

/** Words of what a visitor is or works for, beyond the roles `notNames` lists. */
const whatWords = new Set(
  `employee employees holder holders leaver leavers finalist finalists bank insurance ltd limited
  plc foundation teacher nurse doctor engineer accountant manager developer lawyer driver banker
  consultant officer assistant secretary clerk intern analyst designer writer hr director ceo
  founder owner administrator admin technician lecturer tutor pastor chef cashier receptionist
  staff student graduate worker workers guard mechanic electrician plumber tailor farmer
  pharmacist supervisor coordinator recruiter trainer`.split(/\s+/),
);

/**
 * "I'm Software Engineer", "I'm Safaricom employee", "this is Equity Bank HR": the words after
 * "I'm" that the name was read from run on into a role or an employer (the name's words and
 * the one after them, up to a punctuation mark), so they say what the visitor is, not who.
 */
function describesVisitor(rest: string, found: TakenName): boolean {
  const count = [found.firstName, ...(found.lastName?.split(" ") ?? [])].length;
  const tokens = withoutTitles(rest.trim().split(/\s+/)).slice(0, count + 1);
  for (const token of tokens) {
    const word = token.replace(/[^\p{L}'-]+/gu, "").toLowerCase();
    if (whatWords.has(word) || replyWords.has(word) || contextWords.has(word)) return true;
    if (/[.,;:!?]$/.test(token)) return false;
  }
  return false;
}

/** Who may call the visitor by a nickname: "friends call me Kev" gives no name of their own. */
const nicknamers = new Set(
  "friends people they everyone everybody others most family guys some folks colleagues".split(" "),
);
function nicknameCall(before: string, intro: string): boolean {
  const last = before.trimEnd().split(/\s+/).at(-1)?.toLowerCase() ?? "";
  // "ni mi Tobias Kiprop, mtaani wananiita Toby": "they call me" is a nickname beside the name.
  // Only after the name itself: "wananiita Mose Kilonzo" alone gives the name.
  const named = /\p{Lu}\p{L}+\s+\p{Lu}\p{L}+/u.test(before);
  if (named && /^(?:wananiita|huniita)/i.test(intro.trim())) return true;
  return intro.toLowerCase().startsWith("call") && nicknamers.has(last);
}

/** The words before an introduction make it someone else's ("his", "my son's"). */
function someoneElses(before: string): boolean {
  const last =
    before
      .trimEnd()
      .split(/\s+/)
      .at(-1)
      ?.toLowerCase()
      .replace(/['’]s$/, "") ?? "";
  return thirdParties.has(last) || /['’]s$/.test(before.trimEnd());
}

/** Labels of the surname and of the given names, as forms write them, English and Swahili. */
const surnameWords = "sur ?name|last name|second name|family name|jina la ukoo";
const givenWords =
  "first names?|given names?|other names?|christian names?|forenames?|jina la kwanza|majina mengine";
const surnameLabel = new RegExp(`(?<!\\p{L})(?:${surnameWords})(?!\\p{L})`, "iu");
const givenLabel = new RegExp(`(?<!\\p{L})(?:${givenWords})(?!\\p{L})`, "iu");
/** Either label: where the value of the other one ends ("first name Kevin last name ..."). */
const anyLabel = new RegExp(`(?<!\\p{L})(?:${surnameWords}|${givenWords})(?!\\p{L})`, "iu");
/** The label after its value, in brackets, as forms print it: "Odhiambo (surname)". */
const surnameBracket = new RegExp(`\\(\\s?(?:${surnameWords})\\s?\\)`, "iu");
const givenBracket = new RegExp(`\\(\\s?(?:${givenWords})\\s?\\)`, "iu");
/**
 * "Mutua is my surname", "Dennis is my first name", "Odhiambo my surname": the word before the
 * label; without "is" only when no value follows the label ("Kevin, my surname is ..." is not).
 */
const surnameAfter =
  /(?<!\p{L})(\p{L}[\p{L}'-]+),? (?:(?:is )?(?:my|the) (?:sur ?name|last name|second name|family name)(?!\s?(?:is|:|-)(?!\p{L}))|nd(?:io|ilo) jina (?:langu )?la ukoo)(?!\p{L})/iu;
const givenAfter =
  /(?<!\p{L})(\p{L}[\p{L}'-]+),? (?:is |are )?my (?:first|given|other) names?(?!\s?(?:is|are|:|-)(?!\p{L}))(?!\p{L})/iu;
/** The verb or sign between a label and its value ("is", "ni", ":"). */
const labelJoins = new Set(["is", "are", "ni", ":", "-"]);

/** Name words from the tokens, up to `max`, ending at a word with punctuation after it. */
function nameWordsOf(tokens: readonly string[], max: number): string[] {
  const taken: string[] = [];
  for (const token of tokens.slice(0, max)) {
    const word = token.replace(/[.!?;:,]+$/, "");
    if (!isNameWord(word) && !(taken.length && isLaterNameWord(word))) break;
    taken.push(titleCase(word));
    if (word !== token) break;
  }
  return taken;
}

/**
 * Up to `max` name words right after a label ("Surname: Otieno.", "first name is Felix"), up to
 * the next label ("first name Kevin last name Odhiambo").
 */
function valueAfter(text: string, label: RegExp, max: number): string[] {
  const m = label.exec(text);
  if (!m) return [];
  const window = text.slice(m.index + m[0].length, m.index + m[0].length + NAME_WINDOW);
  const next = anyLabel.exec(window);
  const tokens = (next ? window.slice(0, next.index) : window)
    .replace(/^\s*:/, " : ")
    .split(/\s+/)
    .filter(Boolean);
  const start = labelJoins.has(tokens[0]?.toLowerCase() ?? "") ? 1 : 0;
  return nameWordsOf(tokens.slice(start), max);
}

/**
 * Up to `max` name words right before a label in brackets ("Kevin Otieno (other names)"), from
 * the nearest back, never past punctuation or a word no name has ("my name is Odhiambo").
 */
function valueBefore(text: string, bracket: RegExp, max: number): string[] {
  const m = bracket.exec(text);
  if (!m) return [];
  const tokens = text
    .slice(Math.max(0, m.index - NAME_WINDOW), m.index)
    .trim()
    .split(/\s+/);
  let start = tokens.length;
  while (
    start > 0 &&
    tokens.length - start < max &&
    /^[\p{L}'-]+$/u.test(tokens[start - 1]!) &&
    isNameWord(tokens[start - 1]!)
  ) {
    start--;
  }
  return tokens.slice(start).map(titleCase);
}

/** The surname the text labels, in any of the ways forms and people write it. */
function labelledSurname(text: string): string[] {
  const word = surnameAfter.exec(text)?.[1];
  if (word && isNameWord(word)) return [titleCase(word)];
  const bracketed = valueBefore(text, surnameBracket, 1);
  return bracketed.length ? bracketed : valueAfter(text, surnameLabel, 1);
}

/** The given names the text labels; else, beside a surname in brackets, the words by it. */
function labelledGiven(text: string): string[] {
  const word = givenAfter.exec(text)?.[1];
  if (word && isNameWord(word)) return [titleCase(word)];
  const bracketed = valueBefore(text, givenBracket, MAX_GIVEN_NAMES);
  if (bracketed.length) return bracketed;
  const after = valueAfter(text, givenLabel, MAX_GIVEN_NAMES);
  if (after.length) return after;
  // "Odhiambo (surname) Kevin", "Kevin Odhiambo (surname)": one label says both parts.
  const m = surnameBracket.exec(text);
  if (!m) return [];
  const following = text.slice(m.index + m[0].length, m.index + m[0].length + NAME_WINDOW);
  const next = nameWordsOf(following.replace(/^[\s,]+/, "").split(/\s+/), MAX_GIVEN_NAMES);
  return next.length ? next : valueBefore(text, surnameBracket, MAX_GIVEN_NAMES + 1).slice(0, -1);
}

/**
 * A name given in labelled parts, the surname first or apart ("Surname: Otieno. Other names:
 * Beryl Akinyi", "Mutua is my surname, first name is Dennis", "Odhiambo (surname), Kevin
 * (first name)"): the given names, then the surname, as the lead holds a name.
 */
function labelledName(text: string): TakenName | undefined {
  const surname = labelledSurname(text);
  if (!surname.length) return undefined;
  const given = labelledGiven(text);
  if (!given.length) return undefined;
  const [firstName, ...others] = given;
  return { firstName: firstName!, lastName: [...others, ...surname].join(" ") };
}

export interface NameFound {
  firstName: string;
  lastName?: string;
  /** True when the visitor introduced the name ("my name is"), not inferred from a bare reply. */
  explicit: boolean;
  /** Only a short reply to the name question, words that are not known as names: to be taken
   * only when the reply holds no other detail. */
  loose?: true;
  /** A parent's way of address ("Mama Shiro"), not a name of their own. */
  address?: true;
}

/**
 * A name from the forms people write it in: "my name is Jane Wanjiku", "I'm Otieno",
 * "naitwa Achieng", "Brian here", or (when the assistant just asked for it) a bare
 * "jane wanjiku". `askedForName` widens what is accepted.
 */
export function extractName(text: string, askedForName: boolean): NameFound | undefined {
  const restated = restatedName(text, fullNameLabel) ?? saidBefore(text, correction);
  if (restated) return restated;
  // The words that say the order are no part of the name: read without them.
  // "Kevin and you?": the pleasantry asks after the assistant, and is no part of the reply.
  // "ann_kamau": a name typed as a handle, read as its words when the name was asked.
  const plain = withoutAsides(
    withoutPleasantries(commaBeforeOrganisation(askedForName ? handleAsWords(text) : text)),
  );
  const order = plain.replace(saysSurnameFirst, " ");
  const found = withLabelledSurname(readName(order, askedForName), order);
  // "I'm his mother, Mama Kevin": whose parent the visitor is, said twice; no name of their own.
  if (found?.address && statesParent.test(text)) return undefined;
  const named = found && rankAsFirstName(text, found);
  return named && (order !== plain || firstLabelledSurname(named, order))
    ? surnameFirst(named)
    : named;
}

/**
 * Where the visitor says the name again in full or corrects it: "my full names are", "majina
 * kamili", "jina kamili ni", and "I mean" after a name ("Kevo... I mean Kelvin Wekesa").
 */
const fullNameLabel =
  /(?:(?<!\p{L})(?:my|his|her)\s+)?(?<!\p{L})full\s+names?\s*(?:is|are|:|-)?\s*|(?<!\p{L})(?:majina|jina)\s+(?:yangu\s+|langu\s+)?kamili\s*(?:ni|:)?\s*/giu;
const correction =
  /(?:\.{2,}|[,;]|\s)\s*(?:sorry,?\s+|no,?\s+)?(?<!\p{L})I\s+mean[t]?,?\s+(?=\p{Lu})/gu;

/**
 * "People call me Mwalimu Masinde, but my full names are Masinde Wekesa Nabiswa", "Ni Dennoh,
 * majina kamili Dennis Kiprop", "Naitwa Kevo... I mean Kelvin Wekesa": the name said last, in
 * full or as a correction, is the name; what came before it was a nickname or a slip.
 */
function restatedName(text: string, label: RegExp): NameFound | undefined {
  for (const m of [...text.matchAll(label)].reverse()) {
    const rest = nameWindow(text, m.index + m[0].length);
    if (!/^\p{Lu}/u.test(rest)) continue;
    const found = takeName(rest);
    if (found && !found.address) return { ...found, explicit: true };
  }
  return undefined;
}

/** A correction ("I mean Kelvin") restates a name only after one was said ("Naitwa Kevo..."). */
function saidBefore(text: string, label: RegExp): NameFound | undefined {
  const found = restatedName(text, label);
  if (!found) return undefined;
  const first = [...text.matchAll(label)][0]!;
  return extractName(text.slice(0, first.index), false) ? found : undefined;
}

/** " wa Achieng Tailoring & Designs": the Swahili "of" before the rest of the line. */
const waThen = /\s+wa\s+(\p{Lu}[^\n,.;!?]*)/gu;

/**
 * "Rehema Achieng wa Achieng Tailoring & Designs": "wa" (of) before a name shaped as an
 * organisation's is a signature's comma, so the name stops before it; "Njeri wa Kamau" keeps it.
 */
function commaBeforeOrganisation(text: string): string {
  return text.replace(waThen, (whole, rest: string) =>
    isOrganisationShaped(rest) ? `, ${rest}` : whole,
  );
}

/**
 * "Wekesa Brian, Wekesa is my surname", "Kamau Joseph. Kamau is the surname": written surname
 * first when the word read as the first name is labelled the surname elsewhere in the text,
 * and a given name follows it.
 */
function firstLabelledSurname(found: NameFound, text: string): boolean {
  if (!found.lastName || found.address) return false;
  const surname = labelledSurname(readableText(text));
  return surname.length === 1 && surname[0] === found.firstName;
}

/** "Major (rank) Otieno", "Major Otieno (Rtd)", "Major is my rank": the rank is a rank. */
const saysRank = /\(\s?rank\s?\)|(?<!\p{L})(?:rtd|retd|retired|is (?:my|his|her) rank)(?!\p{L})/iu;
/** "Major is my real name", "not a rank", "not a title": the word is the visitor's name. */
const saysName =
  /(?<!\p{L})(?:is (?:really )?my (?:real |actual |true )?(?:first |given )?name|not a (?:rank|title))(?!\p{L})/iu;
/** An introduction that gives the name itself: "my name is", "names:", "naitwa", "jina ni". */
const namingIntro =
  /(?:my (?:full |real )?names? (?:is|are)|name['’]s|names?\s?:|naitwa|jina(?: langu)? ni|majina(?: yangu)? ni)\s?$/iu;

/**
 * A rank before the name read is dropped as a title ("Major Otieno" is addressed so), unless
 * the visitor gives it as the name itself ("my name is Major Otieno", "naitwa General Mwangi")
 * or says it is their name ("Major is my real name"), and does not say it is a rank ("(rank)",
 * "Rtd"): then it is the first name, the name read after it the rest.
 */
function rankAsFirstName(text: string, found: NameFound): NameFound {
  const tidied = fixNameIntro(readableText(text));
  const at = tidied
    .toLowerCase()
    .search(new RegExp(`(?<!\\p{L})${escaped(found.firstName)}(?!\\p{L})`, "iu"));
  const before = tidied
    .slice(Math.max(0, at - 40), Math.max(0, at))
    .trimEnd()
    .split(/\s+/);
  const rank = before.at(-1) ?? "";
  if (at < 0 || !ranks.has(rank.toLowerCase()) || saysRank.test(text)) return found;
  const given = saysName.test(text) || namingIntro.test(before.slice(0, -1).join(" "));
  if (!given) return found;
  const rest = [found.firstName, found.lastName].filter(Boolean).join(" ");
  return { ...found, firstName: titleCase(rank), lastName: rest };
}

/** A word for a pattern, its special characters escaped. */
function escaped(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** "ann_kamau", "Ann.K", "brian.otieno": one token of letters joined by dots or underscores. */
const handle = /^\s*\p{L}+(?:[._]\p{L}+)+\s*$/u;

/** A reply typed as a handle, its parts as words ("ann_kamau" -> "ann kamau"). */
function handleAsWords(text: string): string {
  return handle.test(text) ? text.replace(/[._]/g, " ") : text;
}

/** Words in brackets after a space: an aside, a label ("(surname)"), a title ("(Retd)"). */
const bracketed = /\s\(([^()]{0,120})\)/g;
/** A nickname in quotes between name words: "Akinyi 'Akii' Otieno". */
const quotedNickname = /\s["“'‘]\p{L}+["”'’](?=\s|$)/gu;

/**
 * The text without what is said beside the name: a nickname ("Wambui (Shiru) Kamau") or a
 * clarification ("(Major is my real name, not a rank)") is no part of it. A label, the order,
 * a title or letters after the name ("Maj. (Retd)", "CPA(K)") in brackets stay, being read.
 */
function withoutAsides(text: string): string {
  return text
    .replace(bracketed, (aside, inside: string) =>
      surnameBracket.test(aside) ||
      givenBracket.test(aside) ||
      saysSurnameFirst.test(aside) ||
      isTitle(inside) ||
      isPostNominal(inside)
        ? aside
        : "",
    )
    .replace(quotedNickname, "");
}

/** "I'm Kevin, my surname is Odhiambo": a first name introduced, the surname labelled apart. */
function withLabelledSurname(found: NameFound | undefined, text: string): NameFound | undefined {
  if (!found || found.lastName || found.address) return found;
  const surname = labelledSurname(readableText(text)).join(" ");
  return surname && surname !== found.firstName ? { ...found, lastName: surname } : found;
}

/** "Mutiso Daniel, surname first", "(surname comes first)", "jina la ukoo kwanza". */
const saysSurnameFirst =
  /[(,-]?\s*(?<!\p{L})(?:surname (?:comes |is )?first|(?:jina la )?ukoo kwanza)(?!\p{L})\s*\)?/iu;

/** A name written surname first, in the order the lead holds it: given names, then surname. */
function surnameFirst(found: NameFound): NameFound {
  if (!found.lastName) return found;
  const [firstName, ...others] = found.lastName.split(" ");
  return { ...found, firstName: firstName!, lastName: [...others, found.firstName].join(" ") };
}

/** Words that say the visitor is someone's parent. */
const statesParent = /(?<!\p{L})(?:mum|mom|mother|dad|father|parent|guardian)(?!\p{L})/iu;

/** Bare replies are read in parts: a comma, a number, an email, or a word opening a clause. */
const replyParts =
  /[,;:\n]|\s[-–—]\s|(?<=\p{L}{2}[.!?])\s|\s(?=[+\d])|\s(?=\S+@)|\s(?=(?:sorry|pole|thanks|thank|asante|please|pls|kindly|btw|aka|a\.k\.a|alias|popularly|nicknamed|but)(?!\p{L}))/iu;

/** "Ian Mugo is my name", "Ian Mugo ndilo jina langu": the name comes before. */
const nameBefore =
  /(?<!\p{L})(?:is my (?:full )?names?|(?:are|ndi(?:lo|o)) (?:my names|jina langu|majina yangu))(?!\p{L})/iu;

/** Up to four name words right before `end` ("Hi, Ian Mugo| is my name"). */
function nameEndingAt(text: string, end: number): TakenName | undefined {
  const tokens = text
    .slice(Math.max(0, end - NAME_WINDOW), end)
    .trim()
    .split(/\s+/);
  let start = tokens.length;
  while (
    start > 0 &&
    tokens.length - start < 4 &&
    /^[\p{L}'-]+$/u.test(tokens[start - 1]!) &&
    isLaterNameWord(tokens[start - 1]!)
  ) {
    start--;
  }
  while (start < tokens.length && !isNameWord(tokens[start]!)) start++;
  return start < tokens.length ? takeName(tokens.slice(start).join(" ")) : undefined;
}

function readName(text: string, askedForName: boolean): NameFound | undefined {
  const tidied = fixNameIntro(readableText(text));
  const greeted = withoutGreeting(tidied);
  const trimmed = surnameLast(greeted);
  const labelled = labelledName(trimmed);
  if (labelled) return { ...labelled, explicit: true };
  const before = nameBefore.exec(trimmed);
  const named = before && nameEndingAt(trimmed, before.index);
  if (named) return { ...named, explicit: true };
  // "Naitwa Mama Wanjiku, jina langu halisi ni Esther Njoki": a way of address gives way to
  // a name of the visitor's own given in the same message.
  let address: TakenName | undefined;
  for (const match of trimmed.matchAll(explicitIntro)) {
    // "his name is Tobias", "my son's name is Tobias": someone else's name, not the visitor's.
    const before = trimmed.slice(Math.max(0, match.index - 24), match.index);
    if (someoneElses(before) || nicknameCall(before, match[0])) continue;
    const found = takeName(nameWindow(trimmed, match.index + match[0].length), true);
    if (found?.address) address ??= found;
    else if (found) return { ...found, explicit: true };
  }
  if (address) return { ...address, explicit: true };
  for (const match of trimmed.matchAll(bareNameLabel)) {
    const found = takeName(nameWindow(trimmed, match.index + match[0].length));
    if (found && !found.address) return { ...found, explicit: true };
  }
  for (const sentence of sentences(trimmed)) {
    // "Wanjiru from Thika here": who, without where from.
    const who = trailingHere.exec(sentence)?.[1]?.split(/\s+from\s+/i)[0];
    // "Support worker here" says what the visitor does, not who: every word must be a name's.
    const found = who
      ? who
          .split(/\s+/)
          .every(
            (w, i, all) => isTitle(w) || isFirstNameWord(w.replace(/\.$/, ""), all[i + 1], true),
          )
        ? takeName(who, true)
        : undefined
      : titledOpening(sentence);
    if (found) return { ...found, explicit: true };
  }
  const introduced = greetedName(tidied);
  if (introduced) return { ...introduced, explicit: true };
  for (const rest of after(selfIntro, trimmed)) {
    // "I'm Otieno" is a name; "I'm looking for...", "I'm paying", "I'm stuck" are not.
    // Lower-case only when asked, and never a verb's -ing or -ed form.
    if (askedForName ? !lowerVerbForm.test(rest) : /^\p{Lu}/u.test(rest)) {
      // "I'm Will", "I'm May, ...": capitalised there, an English word given as a name stands
      // alone; "I'm Happy to ..." goes on as a sentence.
      const found = takeName(rest, /^\p{Lu}/u.test(rest) && !/^\S+ to(?!\p{L})/iu.test(rest));
      if (found && !describesVisitor(rest, found)) return { ...found, explicit: true };
    }
  }
  const signed = signOffName(trimmed);
  if (signed) return { ...signed, explicit: true };
  const signature = signatureName(trimmed);
  if (signature) return { ...signature, explicit: false };
  if (askedForName) {
    // A bare reply: "Jane", "jane wanjiku", "Jane Wanjiku, 0712 345 678", "I'm his mum, Rehema".
    for (const part of trimmed.split(replyParts)) {
      // "Sorry for the delay, Kevin here": the part that says who, without its "here".
      const segment = part.replace(/\s(?:here|hapa)[.!]?\s*$/i, "");
      // "Wakulima Wetu SACCO, Margaret Chepkemoi": the organisation beside the name is none.
      // Nor is a post signed beside it ("Chairman, Boda Boda Umoja SACCO, Fredrick Wafula").
      if (isOrganisationShaped(segment) || isOrganisationKind(segment) || isPost(segment)) {
        continue;
      }
      const tokens = segment.trim().split(/\s+/);
      if (parentAddress(tokens)) {
        const found = takeName(segment);
        if (found) return { ...found, explicit: false };
      }
      if (
        tokens.length <= 4 &&
        tokens.every(
          (t, i) =>
            isTitle(t) ||
            isPostNominal(t) ||
            isInitial(t) ||
            (i > 0 && isNameParticle(t, tokens[i + 1])) ||
            (i > 0
              ? isLaterNameWord(t.replace(/[.!]+$/, ""))
              : isFirstNameWord(t.replace(/[.!]+$/, ""), tokens[1], true)),
        )
      ) {
        const found = takeName(segment, true);
        if (found) return { ...found, explicit: false };
      }
    }
    // "Niaje msee", "Poa sana": after a greeting, only words known as names are a name.
    return greeted === tidied ? replyAsName(trimmed) : undefined;
  }
  return undefined;
}

/**
 * Where a signature's name ends and who the visitor is begins: ",", " - ", " of ", " from ", the
 * Swahili " wa " (of) when an organisation follows (checked below, as "Njeri wa Kamau" is a name).
 */
const signatureBreak = /\s*,\s*|\s+[-–—]\s+|\s+(?:of|from|wa)\s+/u;
/** How many name words a signature's name has at most (titles aside). */
const MAX_SIGNATURE_WORDS = 4;
/**
 * How many words the organisation or post after it has at most ("sales manager at Bidii
 * Distributors"): more is a sentence ("Guten Tag from Munich, I need ..."), no signature.
 */
const MAX_AFFILIATION_WORDS = 6;

/**
 * "Wilson Kiprop, Sosiot Farmers Sacco", "Agnes Mumbua of ... Group", "Faith Cherono, CPA(K)",
 * "Njeri wa Kamau": a one-line message that is a name of two to four capitalised name words,
 * then (after a comma, a dash, "of" or "from") the organisation or the letters of who writes,
 * as a signature is written; a name with the Swahili "wa" needs nothing after it. A name,
 * asked for or not; what follows must be read as an organisation, so "Annual Report, ..."
 * ends as a service, not a name, where the caller checks.
 */
function signatureName(text: string): TakenName | undefined {
  const line = text.trim();
  if (line.includes("\n")) return undefined;
  const found = signatureBreak.exec(line);
  // "Njeri wa Kamau": "wa" inside a name; a break only before an organisation's name.
  const wa = found?.[0].trim() === "wa";
  const split =
    found && wa && !isOrganisationShaped(line.slice(found.index + found[0].length)) ? null : found;
  const head = split ? line.slice(0, split.index) : line;
  const tail = split ? line.slice(split.index + split[0].length) : "";
  const words = withoutTitles(head.split(/\s+/));
  if (words.length < 2 || words.length > MAX_SIGNATURE_WORDS) return undefined;
  const nameShaped = words.every(
    (t, i) =>
      (i > 0 && isNameParticle(t, words[i + 1])) ||
      (/^\p{Lu}/u.test(t) && (i === 0 ? isFirstNameWord(t, words[1], false) : isLaterNameWord(t))),
  );
  if (!nameShaped || tail.split(/\s+/).length > MAX_AFFILIATION_WORDS) return undefined;
  const letters = tail.split(/[\s,]+/).every((t) => !t || isPostNominal(t));
  const company = tail && !letters ? extractCompany(line, false) : undefined;
  const signs = tail
    ? letters || (company !== undefined && tail.includes(company))
    : words.includes("wa");
  return signs ? takeName(head, true) : undefined;
}

/** Words a message opens with to greet ("Hi,", "Good morning,", "Habari,"). */
const openingGreetings = new Set(
  `hi hii hello hey hallo helo greetings good morning afternoon evening day jambo hujambo habari
  mambo niaje sasa vipi salama shikamoo`.split(/\s+/),
);
/** What makes the words after a greeted name a request or a question, English or Swahili. */
const requestWords = new Set(
  `i i'd i'm im need needs want wants looking can could would please pls kindly help how what
  nataka nahitaji naomba natafuta tafadhali nisaidie`.split(/\s+/),
);
/** How many words a greeted name may have ("Hi, Grace Wanjiru Kamau Mwangi."). */
const MAX_NAME_WORDS = 4;

/**
 * "Hi, Grace Wanjiru. I need a CV", "Good morning, Baraka Odhiambo - can you redo my CV?": a
 * greeting and its comma, a clause of capitalised name words and nothing else, then a request
 * or a question. The shape is an introduction; "Hi, CV please", "Hi, Nairobi based" name no
 * one (no name words), nor does "Hi Mary, ..." (no comma after the greeting: it addresses
 * Mary) or "Hello, Grace Wanjiru" alone.
 */
function greetedName(text: string): TakenName | undefined {
  const tokens = text.trim().split(/\s+/);
  const bare = (k: number) => tokens[k]?.toLowerCase().replace(/[^\p{L}']+/gu, "") ?? "";
  let k = 0;
  while (k < tokens.length && openingGreetings.has(bare(k))) k++;
  if (k === 0 || !/[,!]$/.test(tokens[k - 1]!)) return undefined;
  const name: string[] = [];
  while (k < tokens.length && name.length <= MAX_NAME_WORDS) {
    const token = tokens[k++]!;
    if (!/^\p{Lu}/u.test(token)) return undefined;
    name.push(token);
    // The name's clause ends at its punctuation (a title's or an initial's dot is no end).
    const ends =
      /[,!]$/.test(token) || (token.endsWith(".") && !isTitle(token) && !isInitial(token));
    if (ends || /^[-–—]$/.test(tokens[k] ?? "")) break;
  }
  const rest = tokens.slice(k).filter((t) => !/^[-–—]$/.test(t));
  const asks = rest.some((t) => requestWords.has(t.toLowerCase().replace(/[^\p{L}']+/gu, "")));
  if (name.length > MAX_NAME_WORDS || rest.length < 2 || !(asks || text.includes("?"))) {
    return undefined;
  }
  const found = takeName(name.join(" "), true);
  const words = withoutTitles(name).filter((t) => !isInitial(t));
  const taken = found && [found.firstName, ...(found.lastName?.split(" ") ?? [])].length;
  return taken === words.length ? found : undefined;
}

/**
 * The reply to "May I have your name?" when it is nothing but a few words: the name, whatever
 * words it holds ("Test Person Kamau", "Faith Hope") — the slot just asked for is what a short
 * answer fills. Not when it reads as a sentence: a pronoun, a question word, a verb of the
 * chat ("I don't know", "why do you need it", "not telling you", "ok").
 */
function replyAsName(reply: string): NameFound | undefined {
  const words = reply
    .split(/\s+/)
    .filter((t) => !isInitial(t))
    .map((t) => t.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))
    .filter((t) => t.length > 0);
  // "Njeri from Nakuru", "Otieno in Kisumu": the name, then where the visitor is.
  const place = words.findIndex((t, i) => i > 0 && placeWords.has(t.toLowerCase()));
  const tokens = withoutTitles(place > 0 ? words.slice(0, place) : words);
  if (tokens.length === 0 || tokens.length > 4) return undefined;
  const sentence = tokens.some(
    (t) =>
      !nameWord.test(t) ||
      sentenceWords.has(t.toLowerCase()) ||
      greetingsAndAcks.has(t.toLowerCase()) ||
      isSwahiliVerb(t) ||
      pronounContraction.test(t),
  );
  // "Job seeker", "as above", "matatu driver": a reply with a word of the visitor's situation
  // says something else ("Job Kirui" is a name: "job" alone is a word of both).
  const situation = tokens.some((t) => replyWords.has(t.toLowerCase()));
  if (sentence || situation) return undefined;
  const [firstName, ...others] = tokens.map(titleCase);
  const lastName = others.length ? others.join(" ") : undefined;
  return { firstName: firstName!, lastName, explicit: false, loose: true };
}

/** Words after a name that say where the visitor is. */
const placeWords = new Set(["from", "in", "at", "of"]);

/** Words that make a short reply a sentence rather than a name. */
const sentenceWords = new Set([
  ...`i im i'm me my mine you your yours it its it's is are was were be am do does did dont don't
  not no nope yes yeah yep ok okay sure fine why what whats what's how who when where which the a
  an to for of and or but so please pls thanks thank know need needs want have has this that here
  there hi hello hey skip pass none later sorry can could would will should may must just only
  hmm huh eh lol haha sijui hapana ndio sawa poa asante ni mimi mi jina langu naitwa si from in at
  with by btw tho`.split(/\s+/),
  ...hesitations,
]);

/**
 * "my nmae is", "My mane is", "myname is", "my name iz", "my name ia", "mu naem is", "my names
 * are", and "Nmae is" or "mane is" where a message or a clause starts: typos of the intro, set
 * right. The phrase is matched by edits, not a list: one edit at most in each of "my", "name"
 * and the verb, two in all, and a typo in the verb only after "my" (a word of its own).
 */
function fixNameIntro(text: string): string {
  return fixSwahiliNameIntro(text).replace(
    /(?<!\p{L})(\p{L}{2}\s?)?(\p{L}{3,6})(?:\s+(\p{L}{1,3})|['’]s(?:\s+is)?)(?!\p{L})/giu,
    (whole, my: string | undefined, word: string, verb: string | undefined, at: number) => {
      const lowerMy = my?.trim().toLowerCase();
      // "an name is": a word that is no "my" before it, so no opening either.
      if (lowerMy !== undefined && !myLike(lowerMy)) return whole;
      const wordEdits = nameEdits(word.toLowerCase());
      const verbEdits =
        verb === undefined ? 0 : introVerbEdits(verb.toLowerCase(), my !== undefined);
      if (wordEdits > 1 || verbEdits > 1) return whole;
      const myEdits = lowerMy === undefined || ["my", "mi", "ma"].includes(lowerMy) ? 0 : 1;
      if (wordEdits + verbEdits + myEdits > 2) return whole;
      // "my nme's", never "Jane's": the short form only after "my".
      if (verb === undefined && !my) return whole;
      // Without "my", only an opening: "the same is true" is no introduction.
      if (!my && !/(?:^|[,.!?\n]\s?)$/.test(text.slice(Math.max(0, at - 2), at))) return whole;
      return `my name ${verb?.toLowerCase() === "are" ? "are" : "is"}`;
    },
  );
}

/**
 * "naita Wanjira", "nitwa Kahindi", "niatwa Baraka", "Naitwaga Pendo": one typo in "naitwa" or "ninaitwa", or its habitual form, where
 * a message or a clause opens, before a word, set right. Never "anaitwa" or "inaitwa" (someone
 * or something else is called: `calledOther`).
 */
function fixSwahiliCalledIntro(text: string): string {
  return text.replace(/(?<=^|[,.!?\n]\s?)(\p{L}{4,10})(?=\s+\p{L})/gu, (word: string) => {
    // "Naitwaga", "ninaitwaga": the everyday habitual "-ga" (I am usually called) is the same.
    const lower = word.toLowerCase().replace(/(?<=naitwa)ga$/, "");
    if (calledOther.test(lower)) return word;
    if (lower === "naitwa" || lower === "ninaitwa") return lower === word ? word : "naitwa";
    const near =
      withinOneEdit(lower, "naitwa") ||
      withinOneEdit(lower, "ninaitwa") ||
      isTransposed(lower, "naitwa");
    return near ? "naitwa" : word;
  });
}

/** Two neighbouring letters swapped ("niatwa" for "naitwa"): one typo, not two edits. */
function isTransposed(typed: string, word: string): boolean {
  if (typed.length !== word.length) return false;
  const at = [...typed].findIndex((c, i) => c !== word[i]);
  return (
    at >= 0 &&
    typed[at] === word[at + 1] &&
    typed[at + 1] === word[at] &&
    typed.slice(at + 2) === word.slice(at + 2)
  );
}

/** "jna langu ni", "jiana langu ni", "jina lngu ni": one typo in "jina" or "langu", set right. */
function fixSwahiliNameIntro(text: string): string {
  return fixSwahiliCalledIntro(text).replace(
    /(?<!\p{L})(\p{L}{3,5})\s+(\p{L}{4,6})\s+ni(?!\p{L})/giu,
    (whole, jina: string, langu: string) => {
      const edits = Number(jina.toLowerCase() !== "jina") + Number(langu.toLowerCase() !== "langu");
      const near =
        withinOneEdit(jina.toLowerCase(), "jina") && withinOneEdit(langu.toLowerCase(), "langu");
      return near && edits === 1 ? "jina langu ni" : whole;
    },
  );
}

/** "my", "mi", "ma" and one typo of "my" ("mu", "ny", "mt"). */
function myLike(word: string): boolean {
  return ["my", "mi", "ma"].includes(word) || withinOneEdit(word, "my");
}

/** Edits from "name" or "names": 0, 1 (a typo or the letters in another order), else 2. */
function nameEdits(word: string): number {
  if (word === "name" || word === "names") return 0;
  return isNameTypo(word) ? 1 : 2;
}

/** Real words one edit from "is", never read as it: "my name in full", "my name as written". */
const wordsNearIs = new Set("in it if as us at his its id i s a".split(" "));

/**
 * Edits from the intro's verb: 0 for "is", "iz", "are"; 1 for a typo of "is" ("ia", "si",
 * "iss") after "my"; else 2.
 */
function introVerbEdits(verb: string, afterMy: boolean): number {
  // "mi name ni", "ma name ni": Sheng, English words and the Swahili "is".
  if (verb === "is" || verb === "iz" || verb === "are" || verb === "ni") return 0;
  if (!afterMy || wordsNearIs.has(verb)) return 2;
  return withinOneEdit(verb, "is") ? 1 : 2;
}

/** Real words one edit from "name": "my game is strong" introduces no one. */
const wordsNearName = new Set("game games same came fame lame tame dame nave".split(" "));

function isNameTypo(word: string): boolean {
  if (word === "name" || word === "names") return true;
  if (wordsNearName.has(word)) return false;
  if (withinOneEdit(word, "name") || withinOneEdit(word, "names")) return true;
  // Letters of "name" in another order: "mane", "nmae", "anme".
  return word.length === 4 && [...word].sort().join("") === "aemn";
}

export interface PersonName {
  firstName: string;
  lastName?: string;
}

/**
 * One word of a name already given, set right: "*Kelvin", "Kelvin*", "it's Kelvin not
 * Kevlin", "not Kevlin, Kelvin". The starred word replaces the word of the name it is one
 * typo from; "X not Y" replaces the word Y. The rest of the name is kept.
 */
export function correctedName(text: string, previous: Partial<PersonName>): PersonName | undefined {
  if (!previous.firstName) return undefined;
  const current = [previous.firstName, ...(previous.lastName?.split(" ") ?? [])];
  const tokens = readableText(text)
    .split(/[\s,;]+/)
    .map((t) => t.replace(/^[^\p{L}*]+|[^\p{L}*]+$/gu, ""))
    .filter((t) => t.length > 0);
  const lower = current.map((w) => w.toLowerCase());
  let right: string | undefined;
  let at = -1;
  const starred = tokens.find((t) => t.startsWith("*") || t.endsWith("*"));
  const star = starred ? /^\*?(\p{L}[\p{L}'-]+)\*?$/u.exec(starred) : null;
  if (star) {
    right = star[1]!;
    at = lower.findIndex((w) => oneTypoApart(w, right!.toLowerCase()));
  } else if (!tokens.some((t) => t.toLowerCase() === "not") && correcting.test(text)) {
    // "sorry, Brian", "Brian, typo": the word one typo from a word of the name replaces it.
    for (const token of tokens) {
      // "sorry, I meant 0722 ...": the words that set right are no name ("Meant" for "Mercy").
      if (correcting.test(token)) continue;
      const k = lower.findIndex(
        (w) => w !== token.toLowerCase() && oneTypoApart(w, token.toLowerCase()),
      );
      if (k >= 0 && isNameWord(token)) {
        right = token;
        at = k;
      }
    }
    // "Sorry, Geoffrey Mutua. Jeff is what friends call me": the name given again in full,
    // its surname the same, sets the first name right however far it is from the one typed.
    const again = tokens.findIndex(
      (t, i) =>
        i + 1 < tokens.length &&
        lower.length > 1 &&
        tokens[i + 1]!.toLowerCase() === lower[1] &&
        /^\p{Lu}/u.test(t) &&
        t.toLowerCase() !== lower[0],
    );
    if (!right && again >= 0 && isNameWord(tokens[again]!)) {
      right = tokens[again]!;
      at = 0;
    }
  } else {
    const not = tokens.findIndex((t) => t.toLowerCase() === "not");
    at = not >= 0 ? lower.indexOf(tokens[not + 1]?.toLowerCase() ?? "") : -1;
    const before = tokens[not - 1];
    right = before && isNameWord(before) ? before : tokens[not + 2];
  }
  if (at < 0 || !right || !isNameWord(right) || lower.includes(right.toLowerCase()))
    return undefined;
  const fixed = current.map((w, i) => (i === at ? titleCase(right!) : w));
  const [firstName, ...others] = fixed;
  return { firstName: firstName!, lastName: others.length ? others.join(" ") : undefined };
}

/** Words that say a message sets something right. */
const correcting = /\b(?:sorry|typo|oops|i meant|meant|correction|my bad|spelt|spelled)\b/i;

/** How far a name set right may be from the one typed, beyond one typo ("Stephen", "Steven"). */
const MAX_RESPELLING_EDITS = 3;
/** Shorter words than this are set right only by one typo: three edits make any short name another. */
const MIN_RESPELT_LENGTH = 5;

/**
 * One typo apart, the same letters in another order ("Brain" for "Brian"), or the same name
 * spelt another way: the same first letter, a few edits apart ("Jackline", "Jacqueline").
 */
function oneTypoApart(a: string, b: string): boolean {
  return (
    withinOneEdit(a, b) ||
    [...a].sort().join("") === [...b].sort().join("") ||
    (a[0] === b[0] &&
      Math.min(a.length, b.length) >= MIN_RESPELT_LENGTH &&
      withinEdits(a, b, MAX_RESPELLING_EDITS))
  );
}
