import type { Stat } from "./types";

/**
 * The figures shown to visitors (the consultancy's own claims). Each list is the strip of one page; the
 * numbers are kept as displayed text so "4.9/5" and "10+" survive as written.
 */

/** Landing hero / about section. */
export const homeStats: readonly Stat[] = [
  { number: "500+", label: "Professionals helped" },
  { number: "95%", label: "Success rate" },
  { number: "4.9/5", label: "Client rating" },
  { number: "200+", label: "Clients placed in jobs" },
  { number: "50+", label: "Corporate trainings" },
  { number: "10+", label: "Years of expert HR experience" },
];

/** LinkedIn optimisation page strip. */
export const linkedinStats: readonly Stat[] = [
  { number: "300%", label: "More profile views" },
  { number: "85%", label: "Receive recruiter messages" },
  { number: "500+", label: "Professionals helped" },
  { number: "4.9/5", label: "Client rating" },
];

/** Corporate training page strip. */
export const trainingStats: readonly Stat[] = [
  { number: "50+", label: "Companies trained" },
  { number: "2000+", label: "Employees trained" },
  { number: "40%", label: "Productivity increase reported" },
  { number: "10+", label: "Years of expert HR experience" },
];
