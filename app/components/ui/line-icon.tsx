/**
 * A 24-unit line icon in the text colour, decorative so hidden from screen readers. The icons of
 * the islands on every public page (navbar, chat) are inline paths: no icon library comes with
 * them.
 */
export function LineIcon({ path, className }: { path: string; className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
