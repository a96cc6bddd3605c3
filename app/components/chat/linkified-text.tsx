import type { ReactNode } from "react";

// URLs, emails and phone numbers in assistant text become links; everything else stays text.
const pattern =
  /(https?:\/\/[^\s<>"')]+[^\s<>"').,;:!?])|([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})|(\+?\d[\d\s-]{7,}\d)/g;

/**
 * Renders assistant text as text (React escapes it; nothing is ever parsed as HTML), with
 * links made clickable: web addresses open in a new tab, emails and phones use mailto/tel.
 */
export function LinkifiedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, url, email, phone] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const className = "font-medium underline underline-offset-2";
    if (url) {
      parts.push(
        <a
          key={match.index}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={className}
        >
          {url}
        </a>,
      );
    } else if (email) {
      parts.push(
        <a key={match.index} href={`mailto:${email}`} className={className}>
          {email}
        </a>,
      );
    } else if (phone) {
      parts.push(
        <a key={match.index} href={`tel:${phone.replace(/[\s-]/g, "")}`} className={className}>
          {phone}
        </a>,
      );
    }
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
