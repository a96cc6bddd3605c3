import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names without Tailwind conflict resolution. The shared primitives and public
 * pages use it to stay inside the first-load JavaScript budget (tailwind-merge, behind `cn`,
 * costs ~8 KB gzip): pick a variant for colours instead of overriding them with className;
 * className should add layout (width, margins...).
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
