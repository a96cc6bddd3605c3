import { cva } from "class-variance-authority";

/**
 * The button styles, apart from <Button> so an island can style a link as a button without
 * bringing Radix's Slot (behind `asChild`) into its chunk.
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-brand-700 text-white hover:bg-brand-800",
        accent: "bg-accent-500 text-slate-950 hover:bg-amber-400",
        outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100",
        /** Outline on a dark band (heroes, calls to action). */
        inverse: "border border-white/80 bg-transparent text-white hover:bg-white/10",
        secondary: "bg-brand-50 text-brand-800 hover:bg-brand-100",
        ghost: "text-slate-800 hover:bg-slate-100",
        destructive: "bg-red-700 text-white hover:bg-red-800",
        /** A button that starts a deletion (its confirmation uses `destructive`). */
        "destructive-outline": "border border-red-300 bg-white text-red-800 hover:bg-red-50",
        link: "text-brand-700 underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 px-4 py-2 text-sm",
        sm: "h-9 px-3 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);
