import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names and lets a later Tailwind class override an earlier one (shadcn's cn).
 * For staff-panel and lazily loaded code; public-page code uses `cx` from ./cx (no merge,
 * ~8 KB gzip lighter).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
