import type { CvRole } from "../facts";
import { roleFromLine, splitPeriod } from "./roles";

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean);

/**
 * "Team Leader, Horizon" under a section of duties apart from the jobs table: a job already
 * read, named again by its title and the first words of its employer, with no dates.
 */
function namedAgain(line: string, roles: CvRole[]): CvRole | undefined {
  if (splitPeriod(line).period !== "" || !line.includes(",")) return undefined;
  return sameJob(roleFromLine(line), roles);
}

/** The dated job that `told` (a title and the first words of an employer) names again. */
function sameJob(told: CvRole, roles: CvRole[]): CvRole | undefined {
  const employer = words(told.employer);
  if (told.title === "" || employer.length === 0) return undefined;
  return roles.find((role) => {
    const known = words(role.employer);
    return (
      role !== told &&
      role.period !== "" &&
      role.title.toLowerCase() === told.title.toLowerCase() &&
      employer.every((word, i) => known[i] === word)
    );
  });
}

/**
 * The same, where the duties are under a heading of the jobs' own ("RESPONSIBILITIES"): a job
 * read again with no dates gives its bullets to the dated job it names, and is no entry.
 */
export function withRolesNamedAgain(roles: CvRole[]): CvRole[] {
  return roles.filter((role) => {
    if (role.period !== "") return true;
    const same = sameJob(role, roles);
    if (!same) return true;
    same.bullets.push(...role.bullets);
    return false;
  });
}

/**
 * A CV that lists its jobs in a table and their duties apart ("WHAT I DID", then "Team Leader,
 * Horizon" over its bullets, "Call Centre Agent, NCBA" over its own): each job's lines move to
 * the job they were written under. Lines before the first job named again stay where they were.
 */
export function withDutiesApart(experience: string[], roles: CvRole[]): string[] {
  const kept: string[] = [];
  let under: CvRole | undefined;
  for (const line of experience) {
    const role = namedAgain(line, roles);
    if (role) under = role;
    else if (under) under.bullets.push(line);
    else kept.push(line);
  }
  return kept;
}
