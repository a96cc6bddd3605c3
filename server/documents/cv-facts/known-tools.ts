/**
 * Software and systems common in Kenyan workplaces, named as their makers write them. A client
 * who says "reports in Excel" or "invoices to QuickBooks" names a skill without any cue word;
 * only the exact, capitalised name counts, so "excel at sales" names none.
 */
const tools = [
  "AutoCAD Civil 3D",
  "AutoCAD",
  "ArcGIS",
  "QGIS",
  "Revit",
  "SketchUp",
  "Primavera P6",
  "Primavera",
  "MS Project",
  "Microsoft Project",
  "Microsoft Office",
  "MS Office",
  "Microsoft Excel",
  "MS Excel",
  "Excel",
  "PowerPoint",
  "Power BI",
  "Tableau",
  "Google Workspace",
  "Google Sheets",
  "QuickBooks",
  "Sage Pastel",
  "Sage 300",
  "Sage X3",
  "Sage",
  "Pastel",
  "Tally",
  "Xero",
  "Odoo",
  "Microsoft Dynamics 365",
  "Microsoft Dynamics",
  "SAP",
  "Oracle",
  "Salesforce",
  "HubSpot",
  "Zoho",
  "SPSS",
  "Stata",
  "NVivo",
  "Python",
  "SQL",
  "MySQL",
  "PostgreSQL",
  "JavaScript",
  "WordPress",
  "Canva",
  "Photoshop",
  "Illustrator",
  "KoBoToolbox",
  "ODK",
  "DHIS2",
  "KenyaEMR",
  "IFMIS",
  "iTax",
  "Opera PMS",
  "Moodle",
  "Microsoft 365",
  "Office 365",
  "Active Directory",
  "Windows Server",
  "VMware",
  "Linux",
  "GeoGebra",
  "T24",
  "Finacle",
  "e-Citizen",
  "HMIS",
  "Micros",
  "GeneXpert",
  "Node.js",
  "TypeScript",
  "Java",
  "PHP",
  "Django",
  "Laravel",
  "React",
  "MongoDB",
  "Redis",
  "Kafka",
  "Docker",
  "Kubernetes",
  "Terraform",
  "Jenkins",
  "Grafana",
  "Git",
  "GitHub",
  "GitLab",
  "Jira",
  "Figma",
  "Postman",
  "AWS",
  "Azure",
];

/**
 * Tool names that are also plain English words: in a text typed all in lower case, "excel" or
 * "sage" may be a verb or a noun, so only the other names are read regardless of case.
 */
const plainWords = new Set([
  "Excel",
  "Sage",
  "Oracle",
  "Pastel",
  "Tally",
  "Illustrator",
  "Micros",
  "SAP",
  "React",
  "Postman",
  "Git",
]);

const escapeRegex = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const toolPattern = new RegExp(
  String.raw`(?<![\w-])(?:${tools.map(escapeRegex).join("|")})(?![\w-])`,
  "g",
);

/**
 * A word that names a tool's edition or version: "S/4HANA", "R12", "B1", "200", "EBS". A year
 * ("SAP in 2022" aside, "Sage 2021") says when, not which.
 */
const versionWord = /^(?!(?:19|20)\d\d$)(?:[A-Z]*[\d/][\w/.]*|[A-Z]{2,5})$/;

/** The tool's name with the edition words that follow it: "SAP S/4HANA", "Oracle EBS R12". */
function withEdition(text: string, tool: string, at: number): string {
  const words = text.slice(at + tool.length).split(/\s+/);
  const edition: string[] = [];
  for (const word of words.slice(words[0] === "" ? 1 : 0)) {
    const bare = word.replace(/[.,;:)]+$/, "");
    if (!versionWord.test(bare)) break;
    edition.push(bare);
    if (bare !== word) break;
  }
  return [tool, ...edition].join(" ");
}

const lowerToolPattern = new RegExp(
  String.raw`(?<![\w-])(?:${tools
    .filter((tool) => !plainWords.has(tool))
    .map(escapeRegex)
    .join("|")})(?![\w-])`,
  "gi",
);
const makersName = new Map(tools.map((tool) => [tool.toLowerCase(), tool]));

/**
 * The common tools a text names, with their editions, in the order it names them. A text typed
 * all in lower case ("i run the genexpert for tb") names them in lower case: they are read
 * regardless of case and given as their makers write them.
 */
export function knownToolsIn(text: string): string[] {
  // A sentence's opening capital, which a tidied line gives back, is no sign of case.
  const inner = text.replace(/(^|[.!?]\s+)\p{Lu}/gu, "$1");
  if (/\p{Lu}/u.test(inner) || !/\p{Ll}/u.test(inner)) {
    const exact = [...text.matchAll(toolPattern)].map((m) => ({
      at: m.index,
      name: withEdition(text, m[0], m.index),
    }));
    // "Cellulant since 2022: node.js services on postgresql, ...": a clause typed all in lower
    // case inside a text with capitals elsewhere names its tools in lower case too.
    const typedLower = [...text.matchAll(/(?:[^.,;:!?()]|\.(?=\S))+/g)]
      .filter((clause) => {
        const words = clause[0].trim().replace(/^\p{Lu}/u, "");
        return !/\p{Lu}/u.test(words) && /\p{Ll}/u.test(words);
      })
      .flatMap((clause) =>
        [...clause[0].matchAll(lowerToolPattern)].map((m) => ({
          at: clause.index + m.index,
          name: makersName.get(m[0].toLowerCase()) ?? m[0],
        })),
      )
      .filter((found) => !exact.some((e) => e.at === found.at));
    return [...exact, ...typedLower].sort((a, b) => a.at - b.at).map((found) => found.name);
  }
  return [...text.matchAll(lowerToolPattern)].map(
    (m) => makersName.get(m[0].toLowerCase()) ?? m[0],
  );
}

/**
 * "docker, kubernetes, grafana": a bare list of two or more items, each a common tool's name
 * no plain word shares, told with no cue word, names the client's tools.
 */
export function isToolList(clause: string): boolean {
  const items = clause
    .trim()
    .replace(/[.!]+$/, "")
    .split(/\s*,\s*|\s+(?:and|&|na)\s+/)
    .filter(Boolean);
  return (
    items.length >= 2 &&
    items.every((item) => {
      const name = makersName.get(item.toLowerCase());
      return name !== undefined && !plainWords.has(name);
    })
  );
}

/** The makers' names of a bare list of tools ("docker, kubernetes" -> Docker, Kubernetes). */
export function toolListItems(clause: string): string[] {
  return clause
    .trim()
    .replace(/[.!]+$/, "")
    .split(/\s*,\s*|\s+(?:and|&|na)\s+/)
    .map((item) => makersName.get(item.toLowerCase()) ?? item);
}
