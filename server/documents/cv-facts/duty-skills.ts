import { tidy } from "./cv-text";

/**
 * Trade and technical verbs and the noun a CV's skills list uses for them: a duty such as
 * "install solar PV" is also the skill "Installation of solar PV". The words after the verb
 * are the client's own, so nothing is invented.
 */
const skillNouns: [RegExp, string][] = [
  [/^install(?:s|ed)?$/i, "Installation"],
  [/^repair(?:s|ed)?$/i, "Repair"],
  [/^maintain(?:s|ed)?$/i, "Maintenance"],
  [/^service(?:s|d)?$/i, "Servicing"],
  [/^wire(?:s|d)?$/i, "Wiring"],
  [/^weld(?:s|ed)?$/i, "Welding"],
  [/^fabricate(?:s|d)?$/i, "Fabrication"],
  [/^calibrate(?:s|d)?$/i, "Calibration"],
  [/^assemble(?:s|d)?$/i, "Assembly"],
  [/^inspect(?:s|ed)?$/i, "Inspection"],
  [/^troubleshoot(?:s|ed)?$/i, "Troubleshooting"],
];

/** Words that end the object of the verb: where, when or for whom the work was done. */
const objectEnd =
  /\s(?:in|at|for|on|with|across|from|to|during|every|each|per|within|under|using|by|as|so|which|that|when|while)\b.*$/i;

/**
 * The skill a short duty names: "Install solar PV" is "Installation of solar PV". A line with
 * a number is a result, not a skill, and a long object is a sentence, not a skill.
 */
export function dutySkill(duty: string): string | null {
  const [verb = "", ...rest] = duty.trim().split(/\s+/);
  const noun = skillNouns.find(([pattern]) => pattern.test(verb))?.[1];
  if (!noun || /\d/.test(duty)) return null;
  const object = tidy(
    rest
      .join(" ")
      .replace(objectEnd, "")
      .replace(/^(?:the|a|an)\s/i, ""),
  );
  const words = object.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 5) return null;
  return `${noun} of ${object}`;
}
