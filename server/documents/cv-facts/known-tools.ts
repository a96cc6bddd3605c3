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
  "Sage",
  "Pastel",
  "Tally",
  "Xero",
  "Odoo",
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
];

const escapeRegex = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const toolPattern = new RegExp(
  String.raw`(?<![\w-])(?:${tools.map(escapeRegex).join("|")})(?![\w-])`,
  "g",
);

/** The common tools a text names, in the order it names them. */
export function knownToolsIn(text: string): string[] {
  return [...text.matchAll(toolPattern)].map((m) => m[0]);
}
