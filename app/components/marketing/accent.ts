import type { Accent } from "../../../content/types";

/** Tailwind classes per content accent; icon colour on its tint passes WCAG AA (>= 4.5:1). */
export const accentClasses: Record<Accent, { tint: string; icon: string; border: string }> = {
  blue: { tint: "bg-blue-100", icon: "text-blue-800", border: "border-t-blue-700" },
  emerald: { tint: "bg-emerald-100", icon: "text-emerald-800", border: "border-t-emerald-700" },
  amber: { tint: "bg-amber-100", icon: "text-amber-800", border: "border-t-amber-600" },
  violet: { tint: "bg-violet-100", icon: "text-violet-800", border: "border-t-violet-700" },
  rose: { tint: "bg-rose-100", icon: "text-rose-800", border: "border-t-rose-700" },
  teal: { tint: "bg-teal-100", icon: "text-teal-800", border: "border-t-teal-700" },
};
