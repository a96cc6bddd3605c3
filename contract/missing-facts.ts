import type { PersonalInfo } from "./documents";

/**
 * What a CV still lacks, in the words the consultant asks the client with: the header's empty
 * contact fields, the jobs with no title or no years, then every placeholder left in the text. Read from the CV as it stands, so
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
  return [
    ...new Set([...header, ...untitledJobs(markdown), ...undatedJobs(markdown), ...placeholders]),
  ];
}

/**
 * The note the writer leaves under a job it knows only by its employer: hidden in every export
 * (an HTML comment), so the CV's text holds no invented title and no placeholder.
 */
export const untitledNote = "<!-- job title missing -->";

/**
 * "Job title at Safaricom" for each job heading followed by the note, until the consultant
 * writes a title into the heading ("### Sales Executive, Safaricom").
 */
function untitledJobs(markdown: string): string[] {
  const lines = markdown.split("\n").map((line) => line.trim());
  const asks: string[] = [];
  for (const [i, line] of lines.entries()) {
    if (line !== untitledNote) continue;
    // The job's heading: the nearest one above the note (its dates may stand between).
    const heading = lines
      .slice(0, i)
      .reverse()
      .find((l) => l.startsWith("#"));
    const employer = /^###\s+([^\s,|][^,|]*)$/.exec(heading ?? "")?.[1]?.trim();
    if (employer) asks.push(`Job title at ${employer}`);
  }
  return asks;
}

/** A year or "Present": what dates a job, wherever the CV writes it. */
const dated = (text: string) => /\b(?:19|20)\d\d\b|\bpresent\b|\bto date\b/i.test(text);
/** The section headings jobs stand under. */
const experienceHeading = /experience|employment|career history|work history/i;

/**
 * "Years of the job: Teller, KCB" for each job of the experience section with no year and no
 * "Present" in its heading or the lines before its duties, until the consultant writes them: a
 * CV's reader looks for when each job was held, and only the client can say.
 */
function undatedJobs(markdown: string): string[] {
  const asks: string[] = [];
  let inExperience = false;
  let job: { heading: string; dated: boolean; duties: boolean } | undefined;
  const close = () => {
    if (job && !job.dated) asks.push(`Years of the job: ${job.heading}`);
    job = undefined;
  };
  for (const raw of markdown.split("\n")) {
    const line = raw.trim();
    const section = /^##\s+(\S.*)$/.exec(line);
    if (section) {
      close();
      inExperience = experienceHeading.test(section[1]!);
      continue;
    }
    if (!inExperience) continue;
    const heading = /^###\s+(\S.*)$/.exec(line)?.[1]?.trim();
    if (heading) {
      close();
      job = { heading, dated: dated(heading), duties: false };
    } else if (job && !job.duties) {
      if (/^[-*•]\s/.test(line)) job.duties = true;
      else if (dated(line)) job.dated = true;
    }
  }
  close();
  return asks;
}
