import type { ComponentProps } from "react";
import { markdownToHtml } from "~/lib/markdown";

/**
 * Small shared pieces of the document tabs. (Styled like the panel's primitives; when the
 * shared ui/ components land they can replace these class strings.)
 */
export const buttonClass = {
  primary:
    "inline-flex h-9 items-center justify-center gap-2 rounded-md bg-blue-800 px-3 text-sm font-semibold text-white hover:bg-blue-900 disabled:opacity-60 disabled:pointer-events-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700",
  outline:
    "inline-flex h-9 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-60 disabled:pointer-events-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700",
  danger:
    "inline-flex h-9 items-center justify-center gap-2 rounded-md border border-red-300 bg-white px-3 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60 disabled:pointer-events-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700",
  /** The confirming button of a destructive action. */
  dangerSolid:
    "inline-flex h-9 items-center justify-center gap-2 rounded-md bg-red-700 px-3 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700",
} as const;

export const inputClass =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-blue-700";

const statusStyles: Record<string, string> = {
  pending: "border-amber-200 bg-amber-50 text-amber-900",
  completed: "border-emerald-200 bg-emerald-50 text-emerald-800",
  processing: "border-sky-200 bg-sky-50 text-sky-900",
  failed: "border-red-200 bg-red-50 text-red-800",
  generated: "border-violet-200 bg-violet-50 text-violet-800",
};

/** SPEC §4 status badges; an unknown status shows as pending. */
export function StatusBadge({ status }: { status: string }) {
  const known = status in statusStyles ? status : "pending";
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${statusStyles[known]}`}
    >
      {known.charAt(0).toUpperCase() + known.slice(1)}
    </span>
  );
}

export function TypeBadge({ children }: { children: string }) {
  return (
    <span className="inline-flex items-center rounded-full border border-slate-200 bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
      {children}
    </span>
  );
}

/** Sanitised rendering of a document's Markdown (the same renderer everywhere in the panel). */
export function MarkdownView({ markdown, ...props }: { markdown: string } & ComponentProps<"div">) {
  return (
    <div
      {...props}
      className={`document-prose max-w-none text-sm leading-relaxed text-slate-900 [&_h1]:text-xl [&_h1]:font-bold [&_h2]:mt-4 [&_h2]:text-base [&_h2]:font-bold [&_h2]:text-blue-900 [&_h3]:mt-2 [&_h3]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:my-2 ${props.className ?? ""}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify with an allow-list in markdownToHtml
      dangerouslySetInnerHTML={{ __html: markdownToHtml(markdown) }}
    />
  );
}

export type PersonalInfoLike = { name: string; email: string; phone: string; address: string };

/** The preview's name header with email, phone and address lines (SPEC §2). */
export function NameHeader({ info }: { info: PersonalInfoLike }) {
  if (!info.name && !info.email && !info.phone && !info.address) return null;
  return (
    <header className="border-b border-slate-300 pb-2">
      {info.name ? <p className="text-xl font-bold text-slate-900">{info.name}</p> : null}
      {[info.email, info.phone, info.address].filter(Boolean).map((line) => (
        <p key={line} className="text-sm text-slate-700">
          {line}
        </p>
      ))}
    </header>
  );
}
