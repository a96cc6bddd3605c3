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
];

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

/** The common tools a text names, with their editions, in the order it names them. */
export function knownToolsIn(text: string): string[] {
  return [...text.matchAll(toolPattern)].map((m) => withEdition(text, m[0], m.index));
}
