import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

// Each text/background pair passes WCAG AA (4.5:1) contrast.
const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
  {
    variants: {
      variant: {
        neutral: "border-slate-200 bg-slate-100 text-slate-800",
        brand: "border-brand-100 bg-brand-50 text-brand-800",
        success: "border-emerald-200 bg-emerald-50 text-emerald-800",
        warning: "border-amber-200 bg-amber-50 text-amber-900",
        info: "border-sky-200 bg-sky-50 text-sky-900",
        danger: "border-red-200 bg-red-50 text-red-800",
        accent: "border-violet-200 bg-violet-50 text-violet-800",
      },
    },
    defaultVariants: { variant: "neutral" },
  },
);

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}

/** Status badges of the panel; any other status shows as pending (the panel's default). */
const statusVariant = {
  pending: "warning",
  completed: "success",
  processing: "info",
  failed: "danger",
  generated: "accent",
  sent: "success",
} as const satisfies Record<string, BadgeProps["variant"]>;

export type KnownStatus = keyof typeof statusVariant;

const label = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

export function StatusBadge({
  status,
  className,
  ...props
}: Omit<BadgeProps, "variant" | "children"> & { status: string | null | undefined }) {
  const known = status && status in statusVariant ? (status as KnownStatus) : "pending";
  return (
    <Badge variant={statusVariant[known]} className={className} {...props}>
      {label(known)}
    </Badge>
  );
}
