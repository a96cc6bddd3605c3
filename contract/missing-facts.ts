import type { PersonalInfo } from "./documents";

/**
 * What a CV still lacks, in the words the consultant asks the client with: the header's empty
 * contact fields, then every placeholder left in the text. Read from the CV as it stands, so
 * the list shrinks as the consultant fills the gaps. The server answers it with each CV and the
 * panel's editor recomputes it as the consultant types.
 */
export function missingFacts(markdown: string, info: PersonalInfo): string[] {
  const header = [
    info.name.trim() === "" ? "Client's full name" : "",
    info.email.trim() === "" ? "Email address" : "",
    info.phone.trim() === "" ? "Phone number" : "",
  ].filter(Boolean);
  const placeholders = [...markdown.matchAll(/\[([^\]\n]{3,200})\]/g)].map((m) => m[1]!.trim());
  return [...new Set([...header, ...placeholders])];
}
