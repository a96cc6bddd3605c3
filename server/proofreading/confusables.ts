import { namesPeople } from "./apostrophes";
import { contractionFindings } from "./contractions";
import type { Line, Span } from "./markdown-lines";
import { prepositionFindings } from "./prepositions";

/**
 * Words a CV or letter confuses with a near-homophone (stationary/stationery, principle/principal,
 * it's/its ...), judged only where the words around them settle which one is meant: "buy
 * stationary", "acted for the principle", "within it's budget". Elsewhere the word is left alone,
 * as both are English. The wrong word is the pattern's group "w".
 */
type Confusable = { pattern: RegExp; right: string; why: string };

const c = (pattern: RegExp, right: string, why: string): Confusable => ({ pattern, right, why });

/** What wears on a vehicle beside its brakes. */
const vehicleParts =
  "tyres?|tires?|oil|engines?|steering|lights?|clutch|wheels?|suspension|gearbox|batter(?:y|ies)|horn|shock\\s+absorbers";
const vehicles =
  "vehicles?|lorr(?:y|ies)|trucks?|bus(?:es)?|cars?|motorcycles?|motorbikes?|bikes?|matatus?|ambulances?|fleet|tractors?|trailers?";

const confusables: Confusable[] = [
  c(
    /\b(?:buy|bought|order|ordered|procure|procured|purchase|purchased|supply|supplied|issue|issued|stock|stocked|office)\b[^.;:]{0,40}?\b(?<w>stationary)\b(?!\s+(?:vehicles?|cars?|trucks?|engines?|generators?|machines?|objects?|targets?|position|phase|state|point)\b)/dgi,
    "stationery",
    "paper and office supplies are stationery",
  ),
  c(
    /\b(?<w>stationary)\s+(?:and\s+(?:linen|toner|printing|supplies|consumables|fuel|cleaning)|supplies|items|stores?|stock|budget|tender|orders?|requisitions?|cupboard|register)\b/dgi,
    "stationery",
    "paper and office supplies are stationery",
  ),
  c(
    /\b(?:deputy|acting|school|college|assistant|senior)\s+(?<w>principle)\b/dgi,
    "principal",
    "the head of a school is its principal",
  ),
  c(
    /\bas\s+(?:the\s+)?(?<w>principle)\s+(?:of|at)\s+\p{Lu}/dgu,
    "principal",
    "the head of a school is its principal",
  ),
  c(
    /\b(?:for|to|by|with|as)\s+the\s+(?<w>principle)\b(?!\s+(?:of|that|behind))/dgi,
    "principal",
    "the head of a school is its principal",
  ),
  c(
    /\b(?:[Tt]he|[Aa]|basic|key|core|guiding)\s+(?<w>principal)\s+of\s+(?!the\b|a\b|an\b|\p{Lu})\p{Ll}+/dgu,
    "principle",
    "a rule or belief is a principle; a principal heads a school or is a sum lent",
  ),
  c(
    /\b(?:agreed|approved|accepted|agree|approve|accept|approval)\s+in\s+(?<w>principal)\b/dgi,
    "principle",
    "agreed in principle: a principle is a rule or belief",
  ),
  c(
    /(?:,\s*|\b(?:Deputy|Acting|Chief)\s+)(?<w>Principle)\s*(?:,|of\s+\p{Lu})/dgu,
    "principal",
    "the head of a school is its principal",
  ),
  c(
    /\b(?<w>threw)\s+(?:\w+er|better|more|less|new|improved|regular|weekly|monthly|daily|training|automation|the\s+(?:use|introduction|adoption|roll-?out))\b/dgi,
    "through",
    "by means of is through",
  ),
  c(
    /\b(?<w>who's)\s+(?:own\s+)?\p{Ll}+\s+(?:is|was|are|were|has|have|had)\b/dgiu,
    "whose",
    "who's is who is; the possessive is whose",
  ),
  c(/\b(?<w>weather)\s+or\s+not\b/dgi, "whether", "weather is rain and sun"),
  c(
    /\b(?:decide|decided|determine|determined|assess|assessed|check|checked|unsure)\s+(?<w>weather)\b/dgi,
    "whether",
    "weather is rain and sun",
  ),
  c(
    /\b(?:of|in|on|for|from|with|within|into|by|at|under|over)\s+(?<w>it's)\s+(?!been\b|not\b|a\b|an\b|the\b)/dgi,
    "its",
    "it's is it is; the possessive is its",
  ),
  c(/\b(?<w>it's)\s+own\b/dgi, "its", "it's is it is; the possessive is its"),
  c(/\b(?<w>its)\s+(?:been|a|an|the|not)\b/dgi, "it's", "its is possessive; it is is written it's"),
  c(
    /\b(?:have|has|had)\s+(?<w>lead)\b(?!\s+(?:poisoning|times?)\b)/dgi,
    "led",
    "the past of to lead is led",
  ),
  c(
    /\b(?:more|less|fewer|better|worse|greater|higher|lower|faster|slower|larger|smaller|bigger|cheaper|stronger|rather|other)\s+(?<w>then)\b/dgi,
    "than",
    "a comparison takes than",
  ),
  c(
    /\b(?:more|less|fewer|better|greater|higher|lower|larger)\s+\w+\s+(?<w>then)\s+(?:any|the|a|an|\d|last|before|in|at|expected|planned|budgeted|target)\b/dgi,
    "than",
    "a comparison takes than",
  ),
  c(
    /\b(?:an?|the|my|your|sound|expert|legal|good|professional|technical|tax|financial|medical|give|gave|giving|provide|provided|providing|offer|offered|offering|seek|sought)\s+(?<w>advise)\b/dgi,
    "advice",
    "the noun is advice; advise is the verb",
  ),
  c(
    /\b(?:I|we|will|would|can|could|should|shall)\s+(?<w>advice)\b/dgi,
    "advise",
    "the verb is advise; advice is the noun",
  ),
  c(
    /\b(?<w>loose)\s+(?:their|its|his|her|our|my|your|track|sight|touch|weight|money|customers|clients|value|control|interest|business|jobs?)\b/dgi,
    "lose",
    "to lose is to stop having; loose is not tight",
  ),
  c(
    /\b(?:to|not|never|will|would|could|might|may|can|cannot|didn't|don't|did)\s+(?<w>loose)\b(?!\s+(?:fit|ends?|change|leaf)\b)/dgi,
    "lose",
    "to lose is to stop having; loose is not tight",
  ),
  c(
    /\b(?:licensed|registered|qualified|allowed|certified|authorised|authorized|permitted|licence|license)\s+to\s+(?<w>practice)\b/dgi,
    "practise",
    "in British English the verb is practise; practice is the noun",
  ),
  c(
    /\b(?:private|clinical|best|good|legal|medical|general|dental|in|into|professional|nursing|standard|common|family|group)\s+(?<w>practise)\b/dgi,
    "practice",
    "in British English the noun is practice; practise is the verb",
  ),
  c(
    /\b(?<w>compliments?)\s+(?:your|the|our|their|this|its)\s+(?:\S+\s+){0,2}?(?:team|work|skills|experience|strategy|efforts|programme|program|services|operations|mission|goals|portfolio|approach|expertise|capacity|staff|survey|data|system|systems|plan|budget|research|policy|training|curriculum|initiatives?|findings|records|reports|study|treatment|therapy|income|diet|package)\b(?!\s+(?:on|for)\b)/dgi,
    "complement",
    "to complete or suit is to complement; to compliment is to praise",
  ),
  c(
    /\b(?:adversely|negatively|positively|directly|greatly|seriously|significantly|badly|not)\s+(?<w>effect)\b/dgi,
    "affect",
    "the verb is affect; effect is the result",
  ),
  c(
    /,\s*(?<w>were)\s+(?:I|we|he|she|they)\s+(?!to\b)(?!\p{L}+(?:ed|en)\b)\p{L}+/dgu,
    "where",
    "a place is introduced by where",
  ),
  c(
    /\b(?<w>you're)\s+(?:team|company|organisation|organization|vacancy|advert|advertisement|hospital|school|firm|bank|clients|department|ministry|board|office|institution|county|agency|programme|project)\b/dgi,
    "your",
    "you're is you are; the possessive is your",
  ),
  c(
    /\b(?<w>your)\s+(?:a|an|the|not|looking|seeking|hiring|recruiting|going|interested|welcome|able|unable|likely|ready|invited)\b/dgi,
    "you're",
    "your is possessive; you are is you're",
  ),
  c(
    /\b(?:of|for|to|before|after|with|by|on|from|into|about|under|file|filed|submit|submitted|meet|met|pay|paid|keep|kept|help|helped|improve|improved|update|updated|protect|protected|serve|served|support|supported|train|trained)\s+(?<w>there)\s+(?!(?:is|are|was|were|has|have|had|will|would|may|might|must|should|can|could|seems?|appears?|exists?|remains?|be|been|to|on|in|at|for|from|by|with|as|so|then|and|or|but|too|also|again|since|until|after|before|when|while|because|if|until|once|every|each)\b)\p{Ll}+/dgu,
    "their",
    "there is a place; the possessive is their",
  ),
  c(
    /\b(?<w>their)\s+(?:is|are|was|were|has\s+been|have\s+been)\b/dgi,
    "there",
    "their is possessive; there is, there are",
  ),
  c(
    /\b(?:the|an|no|any|positive|negative|adverse|significant|little|direct|great)\s+(?<w>affect)\s+(?:of|on)\b/dgi,
    "effect",
    "the noun is effect; affect is the verb",
  ),
  c(
    /\b(?:was|were|been|being|is|are)\s+(?<w>lead)\s+by\b/dgi,
    "led",
    "the past participle of to lead is led",
  ),
  c(
    /\b(?<w>they're)\s+(?:team|families|own|work|staff|children|homes?|clients)\b/dgi,
    "their",
    "they're is they are; the possessive is their",
  ),
  c(/\bto\s+(?<w>here)\s+from\b/dgi, "hear", "to hear is to listen; here is a place"),
  c(
    /\b(?:staff|team|employee|employees'?|workers'?|boost|boosted|boosting|raise|raised|raising|improve|improved|improving|low|high)\s+(?<w>moral)\b(?!\s+(?:values?|standards?|obligations?|duty|duties|support|principles?|code|compass|authority)\b)/dgi,
    "morale",
    "confidence and spirit are morale; moral is about right and wrong",
  ),
  c(
    /\b(?<w>diary)\s+(?:farmers?|farming|farms?|cows?|cattle|goats?|products?|co-?operatives?|processing|processors?|plant|sector|industry|value|herd|milk|board)\b/dgi,
    "dairy",
    "milk and cattle are dairy; a diary is a daybook",
  ),
  c(/\bto\s+(?<w>sale)\b(?!\s+(?:of|and)\b)/dgi, "sell", "the verb is sell; sale is the noun"),
  c(
    /\b(?<w>formally)\s+(?:known|called|named)\b/dgi,
    "formerly",
    "formerly is before; formally is officially",
  ),
  ...(["", "d", "s"] as const).map((ending) =>
    c(
      new RegExp(
        String.raw`\b(?<w>insure${ending})\s+(?:that|compliance|quality|accuracy|timely|the\s+(?:smooth|timely|safety|quality|accuracy))\b`,
        "dgi",
      ),
      `ensure${ending}`,
      "to make sure is to ensure; to insure is to cover by insurance",
    ),
  ),
  c(
    /\b(?:a|the|very|more)\s+(?<w>through)\s+(?:review|check|audit|investigation|understanding|knowledge|analysis|assessment|inspection|evaluation)\b/dgi,
    "thorough",
    "complete and careful is thorough",
  ),
  c(
    /\b(?:construction|project|building|work|field|web|camp)\s+(?<w>cite)\b/dgi,
    "site",
    "a place is a site; to cite is to quote",
  ),
  c(
    /\b(?<w>carrier)\s+(?:objectives?|goals?|path|progression|development|profile|summary|break|aspirations?|growth)\b/dgi,
    "career",
    "a working life is a career; a carrier carries",
  ),
  c(
    /\b(?<w>peaked|peeked)\s+(?:my|his|her|their|our|your)\s+interest\b/dgi,
    "piqued",
    "interest is piqued",
  ),
  c(
    /\b(?<w>bare)\s+(?:the\s+)?(?:responsibility|responsibilities|the\s+cost|costs?|in\s+mind|fruit|witness)\b/dgi,
    "bear",
    "to carry is to bear; bare is uncovered",
  ),
  c(
    /\b(?<w>personal)\s+(?:department|management|officers?|managers?|section|administration|division)\b/dgi,
    "personnel",
    "staff are personnel; personal is private",
  ),
  c(/\blegal\s+(?<w>council)\b/dgi, "counsel", "a lawyer is counsel; a council is a body"),
  // "to council survivors", "and council parents": a verb before the people it advises.
  c(
    /\b(?:to|and|[Ii]|we|who|also)\s+(?<w>council(?:led|ed|ling|s)?)\s+(?:survivors|victims|parents|families|clients|patients|students|pupils|mothers|couples|youths?|inmates|employees|staff\s+on|farmers|teenagers|adolescents|them|him|her|us)\b/dgu,
    "counsel",
    "to advise is to counsel; a council is a body",
  ),
  // "records fully complaint with", "kept every run complaint with": a state, not a grievance.
  c(
    /\b(?:fully|remain(?:ed|s)?|stay(?:ed|s)?|[Kk]ept|[Kk]eep|[Kk]eeps|[Mm]ade|[Mm]ake|[Mm]akes|is|are|was|were|be|been|being|\p{Ll}+s)\s+(?:(?!(?:a|an|the|one|any|no|each|every|his|her|their|our|my|formal|written|new)\b)\p{Ll}+\s+){0,3}?(?<w>complaint)\s+with\b/dgu,
    "compliant",
    "keeping to a rule is being compliant with it; a complaint is a grievance",
  ),
  c(
    /\b(?:[Kk]ept|[Kk]eep|[Kk]eeps|[Kk]eeping|[Mm]ade|[Mm]ake|[Mm]akes|[Mm]aking)\s+(?:every|all|the|our|its|their)\s+(?:\p{Ll}+\s+){0,2}?(?<w>complaint)\s+with\b/dgu,
    "compliant",
    "keeping to a rule is being compliant with it; a complaint is a grievance",
  ),
  // "rooms quite during exams": "quite" qualifies a word, never a time.
  c(
    /\b(?<w>quite)\s+(?:during|throughout|overnight|at\s+night)\b/dgu,
    "quiet",
    "without noise is quiet; quite means fairly",
  ),
  c(
    /\b(?<w>there)\s+(?:going|coming|looking|working|hoping|planning|trying)\s+to\b/dgi,
    "they're",
    "there is a place; they are is they're",
  ),
  c(/\bin\s+(?<w>access)\s+of\b/dgi, "excess", "more than is in excess of"),
  c(
    /\b(?:reduced|cut|increased|raised|grew|rose|fell|dropped|lowered|improved|boosted|declined|expanded)\s+(?:\p{L}+\s+){0,6}?(?<w>buy)\s+(?:about\s+|over\s+|nearly\s+|almost\s+)?(?:\d|KES|KSh|Ksh|USD|half|a\s+third|a\s+quarter|one|two|three|four|five|ten|twenty)/dgiu,
    "by",
    "an amount of change is given with by; buy is to purchase",
  ),
  c(
    /(?<!\bno\s)\b(?<w>one)\s+(?:the|a|an)\s+(?:\p{L}+\s+){0,4}?(?:award|prize|trophy|medal|title|competition|contest|congress|championship|tender|contract|bid|case|cup|league|place|position)s?\b/dgiu,
    "won",
    "the past of to win is won",
  ),
  c(
    /\b(?:on|about|of|as\s+to)\s+(?<w>weather)\s+(?:to|or|the|a|an|it|they|we|this|these|there|their)\b/dgi,
    "whether",
    "weather is rain and sun; whether introduces a choice",
  ),
  c(
    /\b(?<w>personal)\s+(?:files|records|data|numbers?|costs|emoluments|matters|audit)\s+of\s+(?:all\s+|the\s+)?(?:\d[\d,]*\s+)?(?:[\p{L}-]+\s+)?(?:staff|employees|workers|officers|teachers|nurses|personnel)\b/dgiu,
    "personnel",
    "staff are personnel; personal is private",
  ),
  c(
    /\b(?:and|or|use|using|manage|managed|run|ran|review|reviewed|check|checked|all|both|set\s+up|reset|secure|secured)\s+(?<w>there)\s+(?!(?:is|are|was|were|has|have|had|will|would|may|might|must|should|can|could|seems?|appears?|exists?|remains?|be|been|to|on|in|at|for|from|by|with|as|so|then|and|or|but|too|also|again|since|until|after|before|when|while|because|if|once|every|each|they|we|he|she|it|I|you|now|yet|already|still|first|being|followed|came|lies|lay|stood|stands|goes|went|comes|used|seemed|appeared|existed|remained|emerged|arose)\b)\p{Ll}+\s+\p{Ll}+/dgu,
    "their",
    "there is a place; the possessive is their",
  ),
  c(
    /\b(?:from|on|visit|visited|visiting|inspect|inspected|construction|project|building|landfill|dump|camp|work)\s+(?:the\s+)?(?<w>sight)\b(?!\s+(?:of\s+(?:blood|a|an|him|her|them|it|their|his)|unseen)\b)/dgi,
    "site",
    "a place is a site; sight is seeing",
  ),
  c(
    /\b(?:at|of|to|for|with|in|on|from|by|into|about|under|join|joining|joined)\s+(?<w>you're)\b/dgi,
    "your",
    "you're is you are; the possessive is your",
  ),
  // "the Roll of Advocates": a capital "Roll" mid-sentence is a register's name, so only a
  // lower-case "roll" is judged.
  c(
    /\b(?:[Kk]ey|[Ll]ead|[Ll]eading|[Ll]eadership|[Aa]dvisory|[Ss]upervisory|[Mm]anagerial|[Tt]echnical|[Pp]ivotal|[Cc]entral|[Mm]y|[Tt]he|[Aa]|[Tt]his|[Tt]hat|[Nn]ew|[Dd]ual|[Ss]ame)\s+(?<w>roll)\b(?!\s+(?:out|call|over|up|back)\b)/dg,
    "role",
    "a part played is a role; to roll is to turn over",
  ),
  c(/\b(?<w>role)[\s-]+out\b/dgi, "roll", "to launch is to roll out"),
  c(/\b(?<w>roll)\s+models?\b/dgi, "role", "an example to follow is a role model"),
  c(
    /\b(?:to|could|can|cannot|can't|couldn't|not|and)\s+(?<w>breath)\s+(?!of\b)/dgi,
    "breathe",
    "the verb is breathe; breath is the noun",
  ),
  c(
    /\b(?:a|of|short|deep|fresh|shortness\s+of|out\s+of)\s+(?<w>breathe)\b/dgi,
    "breath",
    "the noun is breath; breathe is the verb",
  ),
  c(
    /\b(?:have|has|had|was|were|been)\s+(?<w>past)\s+(?:the|my|his|her|their|all|every|both|an?)\b/dgi,
    "passed",
    "the past of to pass is passed",
  ),
  c(
    /\b(?:in|over|during|for)\s+the\s+(?<w>passed)\s+(?:\d+|few|two|three|four|five|six|seven|eight|nine|ten|several|many|year|years|months?|decade|weeks?)\b/dgi,
    "past",
    "time gone by is the past",
  ),
  c(
    /\b(?<w>waist)\s+(?:management|disposal|collection|segregation|bins?|water|reduction|minimisation|minimization)\b/dgi,
    "waste",
    "what is thrown away is waste",
  ),
  c(
    /\b(?:solid|medical|clinical|hazardous|liquid|food)\s+(?<w>waist)\b/dgi,
    "waste",
    "what is thrown away is waste",
  ),
  c(
    /\b(?:to|and|helped|help)\s+(?<w>device)\s+(?:a|an|new|strategies|ways|means|plans?|methods?|solutions?)\b/dgi,
    "devise",
    "to plan or invent is to devise; a device is a gadget",
  ),
  c(
    /\b(?:will|to|gladly|happy\s+to|pleased\s+to|would)\s+(?<w>except)\s+(?:the|your|an?|this|my)\b/dgi,
    "accept",
    "to take what is offered is to accept; except leaves out",
  ),
  c(
    /\b(?<w>farther)\s+(?:studies|training|education|details|information|inquiries|enquiries|questions|discussion)\b/dgi,
    "further",
    "more of something is further",
  ),
  c(/\brisk[\s-](?<w>adverse)\b/dgi, "averse", "unwilling to take risks is risk-averse"),
  c(
    /\b(?<w>assistants)\s+(?:to|with|in)\s+(?:the\s+)?(?:preparation|implementation|planning|development|completion|organisation|organization)\b/dgi,
    "assistance",
    "help given is assistance; assistants are people",
  ),
  c(
    /\b(?:provide|provided|providing|offer|offered|offering|gave|give|giving)\s+(?<w>assistants)\s+(?:to|with|in|on|for)\s+(?!the\s+(?:manager|director|officer)\b)/dgi,
    "assistance",
    "help given is assistance; assistants are people",
  ),
  c(
    /\b(?:I|we|she|he|they)\s+(?<w>new)\s+(?:that|the|how|what|about|him|her|them|it)\b/dgi,
    "knew",
    "the past of to know is knew",
  ),
  c(
    /\b(?:tea|lunch|career|maternity|study|short|long|christmas|easter|mid-?term)\s+(?<w>brake)\b/dgi,
    "break",
    "a pause is a break; a brake stops a vehicle",
  ),
  c(
    /\b(?:to|and|will|always|never|consistently|often)\s+(?<w>meat)\s+(?:the|all|every|our|my|their|deadlines|targets|clients|customers)\b/dgi,
    "meet",
    "to reach or come together is to meet",
  ),
  c(/\b(?<w>dependant)\s+(?:on|upon)\b/dgi, "dependent", "relying on is dependent on"),
  c(
    /\b(?:the|a|an|this|that|our|my)\s+\p{Ll}+\s+(?<w>were)\s+(?:I|we|he|she|they)\s+(?!to\b)\p{L}+/dgu,
    "where",
    "a place is introduced by where",
  ),
  // ", were the bids are compared": a clause with a verb of its own; ", were the best branches"
  // (an apposition before its verb) is right.
  c(
    /,\s*(?<w>were)\s+the\s+(?:(?!(?:that|which|who|and)\b)\p{Ll}+\s){1,4}(?:is|are|was|were|has|have|had)\b/dgu,
    "where",
    "a place is introduced by where",
  ),
  c(
    /\b\p{Ll}+s\s+(?<w>where)\s+(?:later|also|then|not|never|all|both|recently|subsequently|eventually|finally|immediately|quickly)\s+\p{Ll}+(?:ed|en)\b/dgu,
    "were",
    "where is a place; the past of are is were",
  ),
  c(
    /\b(?<w>[Ii]ts)\s+(?:important|essential|vital|necessary|crucial|clear|evident|possible|impossible|likely|unlikely|true|hard|easy|difficult)\s+(?:that|to)\b/dgu,
    "it's",
    "its is possessive; it is is written it's",
  ),
  c(
    /(?:\band|,)\s+(?<w>than)\s+(?:I|we|he|she|they|moved|went|joined|became|took|wrote|ran|led|began)\b/dgu,
    "then",
    "than compares; next in time is then",
  ),
  c(
    /\b(?<w>principle)\s+(?:accountant|officer|secretary|investigator|engineer|consultant|partner|economist|auditor|lecturer|scientist|nurse|architect|surveyor|planner|analyst|administrator|author|advocate|sum|amount)\b/dgi,
    "principal",
    "the chief or senior one is principal; a principle is a rule or belief",
  ),
  c(
    /\b(?<w>compliments)\s+(?:my|his|her)\s+(?:\p{L}+\s+)?(?:degree|diploma|qualifications?|studies|education|training|background|certificate)\b/dgiu,
    "complements",
    "to complete or suit is to complement; to compliment is to praise",
  ),
  c(
    /(?<!\b(?:return|back|theory|policy|research|evidence|principles?)\s)\b(?:I|we|they|will|would|can|could|should|must|cannot|to)\s+(?<w>practice)\s+(?:as|law|medicine|nursing|dentistry|pharmacy|surgery|accountancy|in|at|the|what|safe|good|new)\b/dgu,
    "practise",
    "in British English the verb is practise; practice is the noun",
  ),
  c(
    /\b(?<w>effected)\s+(?:staff|morale|operations|performance|productivity|sales|revenue|yields?|the\s+(?:staff|morale|budget|operations|performance|supply|delivery|students|patients|farmers|results))\b/dgi,
    "affected",
    "to act on is to affect; to effect is to bring about",
  ),
  c(/\b(?:for|of|with)\s+(?<w>advise)\b/dgi, "advice", "the noun is advice; advise is the verb"),
  c(
    /\b(?:the|a|of|my|our|her|his|their|own)\s+(?<w>practise)\b/dgi,
    "practice",
    "in British English the noun is practice; practise is the verb",
  ),
  c(
    /\b(?:a|too|very|came|come|comes|coming|became|got|get|cut|broke|break)\s+(?<w>lose)\b(?!-)/dgi,
    "loose",
    "not tight is loose; lose is to stop having",
  ),
  c(
    /\b(?:since|until|till|by|back|just|only)\s+(?<w>than)\b(?!\s+(?:ever|before|expected|planned|usual)\b)/dgi,
    "then",
    "than compares; a time is then",
  ),
  c(
    /\b(?<w>whose)\s+(?:been|going|responsible|now|also|currently|able|based|leading|working|looking|ready|keen)\b/dgi,
    "who's",
    "whose is possessive; who is or who has is who's",
  ),
  c(
    /\b\p{Ll}+s\s+(?<w>where)\s+(?:trained|paid|promoted|recruited|hired|employed|posted|transferred|deployed|asked|told|given|sent|taken|made|required|expected|invited|selected|appointed|based|able|unable)\s+(?:by|to|in|at|on|for|from|as)\b/dgu,
    "were",
    "where is a place; the past of are is were",
  ),
  c(/\b(?<w>adopt)\s+to\b/dgi, "adapt", "to adjust is to adapt; to adopt is to take up"),
  c(/\b(?<w>adopted)\s+to\b/dgi, "adapted", "to adjust is to adapt; to adopt is to take up"),
  c(/\b(?<w>looses)\b/dgi, "loses", "to lose is to stop having; loose is not tight"),
  c(
    /\b(?<w>to)\s+(?:weekends|days|nights|shifts|weeks|months|times)\s+(?:a|per|every|each)\b/dgi,
    "two",
    "the number is two",
  ),
  c(/,\s*(?<w>witch)\b/dgi, "which", "a witch casts spells; after a comma the relative is which"),
  c(
    /\b(?<w>witch)\s+(?:the|is|was|are|were|has|have|had|I|we|they|includes?|led|helped|allowed|enabled|made|meant)\b/dgi,
    "which",
    "a witch casts spells; the relative is which",
  ),
  c(
    /\b(?<w>break)\s+(?:pads?|fluid|linings?|discs?|drums?|lights?|shoes?|pedal|and\s+tyre)\b/dgi,
    "brake",
    "what stops a vehicle is a brake",
  ),
  c(/\bprofits?\s+and\s+(?<w>lose)\b/dgi, "loss", "the noun is loss; lose is the verb"),
  c(
    new RegExp(
      String.raw`\b(?:${vehicleParts})\b[^.;:]{0,25}?\b(?<w>breaks)\b|\b(?<w2>breaks)\b[^.;:]{0,25}?\b(?:${vehicleParts})\b`,
      "dgi",
    ),
    "brakes",
    "what stops a vehicle is a brake",
  ),
  ...(["", "s"] as const).map((ending) =>
    c(
      new RegExp(
        String.raw`\b(?:(?:${vehicles})['’]?s?|service|serviced|servicing|repair|repaired|repairing|replace|replaced|replacing|adjust|adjusted|bleed|bled|faulty|worn|failed|hand|disc|drum)\s+(?:the\s+)?(?<w>break${ending})\b(?!\s+(?:and|between|during|for)\s+(?:staff|shifts?|lunch|tea|meals?|the\s+staff)\b)`,
        "dgi",
      ),
      `brake${ending}`,
      "what stops a vehicle is a brake",
    ),
  ),
  c(
    /\b(?:tea|lunch|career|maternity|study|short|long|christmas|easter|mid-?term|comfort|meal)\s+(?<w>brakes)\b/dgi,
    "breaks",
    "a pause is a break; a brake stops a vehicle",
  ),
  ...(["", "d", "s"] as const).map((ending) =>
    c(
      new RegExp(
        String.raw`\b(?<w>insure${ending})\s+(?:that\s+)?(?:all|every|each)\s+(?:[\p{L}-]+\s+){1,3}?(?:was|were|is|are|had|has|have|met|meets?|signs?|signed|received|receives?|gets?|got|complied|complies|passed|passes|attended|attends|paid|pays|kept|keeps)\b`,
        "dgiu",
      ),
      `ensure${ending}`,
      "to make sure is to ensure; to insure is to cover by insurance",
    ),
  ),
  c(
    /\b(?:\p{Ll}{3,}ed|(?:has|have|had)\s+\p{Ll}+)\b(?:[^.;:]|\.(?=\d)){0,60}?\band\s+(?<w>lead)\s+to\b/dgu,
    "led",
    "joined to a past verb, the past of to lead is led",
  ),
  c(
    /\b(?:I|we|he|she|they|who|and|all|both|\p{Ll}+s)\s+(?<w>past)\s+(?:the|their|his|her|my|our|all|both|its)\s+(?:[\p{L}\d-]+\s+){0,2}?(?:KCSE|KCPE|CPA|CPS|exams?|examinations?|interviews?|tests?|audits?|inspections?|assessments?|papers|mocks?|sections?|units|course|modules?|levels?|parts?|finals?)\b/dgu,
    "passed",
    "the past of to pass is passed",
  ),
  c(
    /^(?<w>Past)\s+(?:(?:all|the|my|both)\s+)?(?:[\p{Lu}][\p{Lu}\d-]+\s+)?(?:Sections?|Parts?|Levels?|Papers?|Units?|exams?|examinations?|with\s+(?:distinction|credit|merit)|at\s+the\s+first)\b/dgu,
    "Passed",
    "the past of to pass is passed",
  ),
  c(
    /\b(?:keep|kept|keeps|keeping|stay|stayed|stays|remain|remained|remains|a|the|very|and)\s+(?<w>quite)(?=\s*(?:[.,;:)]|$)|\s+(?:and|during|while|when|room|rooms|place|area|wing|office|space|corner|time|hours|zone|environment|spot|location|night|period|reading|ward|study)\b)/dgu,
    "quiet",
    "without noise is quiet; quite means fairly",
  ),
  c(
    /\b(?:received|receive|receives|receiving|earned|earns|many|several|numerous|paid|pays|got|won|had)\s+(?:\p{Ll}+\s+)?(?<w>complements)\b/dgu,
    "compliments",
    "praise is a compliment; a complement completes",
  ),
  c(
    /\b(?:take|takes|took|taken|taking|into|immediate)\s+(?<w>affect)\b/dgi,
    "effect",
    "the noun is effect; affect is the verb",
  ),
  c(/\bside[\s-](?<w>affects)\b/dgi, "effects", "the noun is effect; affect is the verb"),
  c(
    /\b(?:more|less|fewer|better|worse|greater|higher|lower|faster|larger|smaller|bigger|cheaper|stronger|quicker|earlier|later|longer|shorter)\s+(?:[\p{L}\d,%-]+\s+){0,3}?(?<w>then)\s+(?:ever|before|expected|planned|budgeted|targeted|usual|required|anticipated|projected|forecast|last|any|the\s+(?:previous|year|target|national|county))\b/dgu,
    "than",
    "a comparison takes than",
  ),
  c(
    /,\s*(?<w>were)\s+the\s+(?:[\p{L}-]+,?\s+){1,10}?(?:agree|meet|decide|sign|review|discuss|plan|approve|work|sit|gather|compare|set|vote)\b/dgu,
    "where",
    "a place is introduced by where",
  ),
  c(
    /\b(?:\p{Ll}{3,}s|\d[\d,]*)\s+(?<w>where)\s+(?:\p{Ll}+ly\s+)?(?!(?:needed|required|necessary|possible|applicable|appropriate)\b)\p{Ll}+(?:ed|en)\s+(?:to|in|at|on|by|for|from|as|under|during|with|into|after|before|between|across)\b/dgu,
    "were",
    "where is a place; the past of are is were",
  ),
  // "and it's quarterly accounts", "plan it's school budgets": "it is" is never followed by a
  // noun phrase that ends on a plural and a preposition or the sentence's end.
  c(
    /\b(?<w>it['’]s)\s+(?:first|last|annual|monthly|weekly|daily|quarterly|main|entire|whole|biggest|largest|core)\s+\p{Ll}+/dgu,
    "its",
    "it's is it is; the possessive is its",
  ),
  c(
    /\b(?<w>it['’]s)\s+(?!(?:been|not|all|very|so|too|now|also|still|just|only|never|always|getting|often|time)\b)(?!\p{Ll}+(?:ing|ly|ed|en|er|est)\b)\p{Ll}{3,}\s+(?:\p{Ll}{3,}\s+)?\p{Ll}{3,}s(?=\s*[.,;:]|\s+(?:to|for|in|at|on|and|with|from)\b)/dgu,
    "its",
    "it's is it is; the possessive is its",
  ),
  c(
    /\b(?<w>[Ii]ts)\s+(?:nobody['’]s|everybody['’]s|everyone['’]s|anybody['’]s|somebody['’]s|no\s+longer|about\s+(?:time|how|what|the)|never|always|up\s+to\s+(?:us|you|me|them))\b/dgu,
    "it's",
    "its is possessive; it is is written it's",
  ),
  // "strengthen you're field teams": after a verb, what is owned is your.
  c(
    /\b(?:support|supporting|serve|serving|help|helping|strengthen|strengthening|grow|growing|reach|join|joining|improve|improving|build|building|lead|assist|assisting|advance|benefit|manage|train|meet)\s+(?<w>you['’]re)\s+\p{Ll}/dgu,
    "your",
    "you're is you are; the possessive is your",
  ),
  // "and advice members on loan terms": advising people on something is the verb.
  c(
    /\b(?:and|to|also|I|we|will|then)\s+(?<w>advice)\s+(?:the\s+|our\s+|their\s+|\d[\d,]*\s+)?(?:\p{Ll}+\s+)?\p{Ll}{3,}s\s+(?:on|about|how|that|to)\b/dgu,
    "advise",
    "the verb is advise; advice is the noun",
  ),
  // British English: the noun is licence, the verb license ("licensed to practise").
  c(
    /\b(?:practising|practicing|driving|trading|business|operating|valid|annual|export|import|firearms?|liquor|single\s+business|my|a|the|his|her|their|our|your|its|agent['’]s|firm['’]s|company['’]s|customs\s+agent)\s+(?<w>licen[cs]e)\b(?<!licence)(?!\s+(?:to|the|a|an|him|her|them|it)\b)/dgu,
    "licence",
    "in British English the noun is licence; license is the verb",
  ),
  c(
    /\b(?<w>boarder)\s+(?:posts?|points?|towns?|crossings?|controls?|areas?|regions?|count(?:y|ies)|security|trade|agency|management|officials?|officers?|patrols?|disputes?)\b/dgi,
    "border",
    "a frontier is a border; a boarder lodges at a school",
  ),
  c(
    /\b(?:along|across|at|near|over|cross)[\s-]+(?:the\s+)?(?<w>boarder)\b/dgi,
    "border",
    "a frontier is a border; a boarder lodges at a school",
  ),
  // "Tested the firewall and past the results to": a verb joined by "and", then its object.
  c(
    /\b(?:and|then)\s+(?<w>past)\s+(?:the|this|these|all|my|our|their|its|his|her)\s+(?:[\p{L}-]+\s+){0,3}?(?:to|on\s+to|onto)\s+(?:the|our|my|their|all|each|every|\p{Lu})/dgu,
    "passed",
    "the verb's past is passed; past is a time or a place",
  ),
  // "Surveyed plots in Ruiru, were the county later built": "were" never follows a comma
  // before one thing that then acts.
  c(
    /,\s*(?<w>were)\s+the\s+\p{Ll}+(?<!s)\s+(?:later\s+|then\s+|also\s+|now\s+|\p{Ll}+ly\s+)?(?:\p{Ll}{3,}ed|built|made|won|ran|held|paid|sold|kept|led|set|put|got|gave|took|began|drew|grew|fell|rose|found|sent|spent|brought|bought|met|lost|stood)\b/dgu,
    "where",
    "where is a place; the past of are is were",
  ),
  // "I study weather Kenya's farmers gain": after a verb of asking or knowing, a clause.
  c(
    /\b(?:ask|asks|asked|know|knew|wonder|wondered|check|checks|checked|study|studies|studied|explore|explores|explored|examine|examines|examined|assess|assesses|assessed|review|reviewed|test|tested|find\s+out|found\s+out|about|on)\s+(?<w>weather)\s+(?:\p{Lu}\p{L}*|I|we|they|it|he|she|you)\b/dgu,
    "whether",
    "weather is rain and sun",
  ),
  // "children, who's parents learn": what a person has is whose.
  c(
    /\b(?<w>who['’]s)\s+(?:own\s+)?(?:parents|children|work|jobs?|roles?|famil(?:y|ies)|mothers?|fathers?|names?|homes?|houses?|business(?:es)?|farms?|livestock|cattle|crops|land|lives|life|child|kids|daughters?|sons?|husbands?|wives|wife|teams?|staff|salar(?:y|ies)|cases?|files?)\b/dgu,
    "whose",
    "who's is who is; the possessive is whose",
  ),
  // "train farmers to practise clean harvesting": in British English the verb is practise.
  c(
    /(?<!\b(?:return|back|theory|policy|research|evidence|principles?)\s)\bto\s+(?<w>practice)\s+(?:safe|clean|good|proper|better|hygien\p{L}*|conservation|organic|climate-smart|sustainable|zero|minimum|\p{Ll}+ing)\b/dgu,
    "practise",
    "in British English the verb is practise; practice is the noun",
  ),
  c(
    /\b(?:and|or)\s+(?<w>weather)\s+(?:\p{Lu}\p{L}*['’]s|I|we|they|he|she|you)\s/dgu,
    "whether",
    "weather is rain and sun",
  ),
  // "My proposal one the agency KSh 2 million": a bid or a proposal won someone a sum.
  c(
    /\b(?:that|which|who|and|I|we|they|\p{Ll}+(?:al|id|ct|ch))\s+(?<w>one)\s+(?:the|our|us|me|him|her|them|my)\s+(?:[\p{L}-]+\s+){0,3}?(?:KSh|KES|Ksh|USD|US\$|\$|€|£|\d)/dgu,
    "won",
    "the past of win is won",
  ),
];

/** Bodies a consultant advises: "Advice the board on". */
const advisedBodies =
  /^(?:board|management|team|committee|director|directors|ministry|county|government|company|leadership|principal|executive|council)$/i;

/**
 * "Advice smallholder farmers on", "Advice 300 SACCO members", "Advice the board on": a bullet
 * opening on the noun before the people or the body it advises is the verb.
 */
function adviceAsVerb(line: Line): ConfusableFinding[] {
  if (!/^Advice\s/.test(line.text)) return [];
  const after = line.text.slice(6).split(/[\s]+/).filter(Boolean).slice(0, 4);
  const from = /^(?:\d[\d,]*|the|all|over|our|senior|county)$/i.test(after[0] ?? "") ? 1 : 0;
  // "Advice sessions for farmers", "Advice desk for clients": a noun's phrase, not the verb's object.
  const whoAt = after.findIndex((w, i) => i >= from && (namesPeople(w) || advisedBodies.test(w)));
  const between = after.slice(from, whoAt);
  if (
    whoAt < 0 ||
    between.some((b) => /s$|^(?:for|to|on|in|of|with|at|desk|centre|center|line)$/i.test(b))
  )
    return [];
  const span = { start: line.start, end: line.start + 6 };
  return [{ span, word: "Advice", right: "Advise", why: "the verb is advise; advice is the noun" }];
}

export type ConfusableFinding = { span: Span; word: string; right: string; why: string };

/** "Its" -> "It's": the suggestion keeps the capital of the word it replaces. */
const sameCase = (word: string, right: string) =>
  /^\p{Lu}/u.test(word) ? right.charAt(0).toUpperCase() + right.slice(1) : right;

/** Each confusable once, however many of its patterns it matches. */
export function confusableFindings(prose: Line[]): ConfusableFinding[] {
  const all = prose.flatMap((line) => [
    ...confusables.flatMap(({ pattern, right, why }) =>
      [...line.text.matchAll(pattern)].flatMap((m) => {
        const at = m.indices?.groups?.w ?? m.indices?.groups?.w2;
        const word = m.groups?.w ?? m.groups?.w2;
        if (!at || !word) return [];
        const span = { start: line.start + at[0], end: line.start + at[1] };
        return [{ span, word, right: sameCase(word, right), why }];
      }),
    ),
    ...contractionFindings(line),
    ...adviceAsVerb(line),
    ...prepositionFindings(line),
  ]);
  return all.filter((f, i) => all.findIndex((g) => g.span.start === f.span.start) === i);
}
