import { useEffect, useId, useRef, useState } from "react";
import { whatsappLink } from "../../../content/format";

export interface HandOver {
  message: string;
  number: string;
}

/**
 * The hand-over: "Ready to Get Started?" with the WhatsApp link and "Continue Chat".
 * A native modal <dialog>: the browser traps focus, Escape closes it, and it costs no JS.
 */
export function HandOverDialog({
  handOver,
  onOpenWhatsApp,
  onClose,
}: {
  handOver: HandOver | null;
  onOpenWhatsApp: () => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  // The last offer stays rendered while the dialog closes: a click on the link must still
  // find its href when the browser follows it, after React has handled the click.
  const [shown, setShown] = useState(handOver);
  if (handOver && handOver !== shown) setShown(handOver);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (handOver && !dialog.open) dialog.showModal();
    if (!handOver && dialog.open) dialog.close();
  }, [handOver]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-6 shadow-xl backdrop:bg-slate-950/50"
    >
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        Ready to Get Started?
      </h2>
      <p id={textId} className="mt-2 text-sm text-slate-700">
        A consultant will continue with you on WhatsApp. Your details are already in the message, so
        you only need to press send.
      </p>
      {shown ? (
        <pre className="mt-4 max-h-40 overflow-y-auto rounded-md bg-slate-50 p-3 font-sans text-xs whitespace-pre-wrap text-slate-800">
          {shown.message}
        </pre>
      ) : null}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
        {shown ? (
          <a
            href={whatsappLink(shown.number, shown.message)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onOpenWhatsApp}
            className="inline-flex items-center justify-center rounded-md bg-emerald-700 px-4 py-2.5 font-semibold text-white hover:bg-emerald-800"
          >
            Continue on WhatsApp
          </a>
        ) : null}
        <button
          type="button"
          onClick={onClose}
          className="inline-flex items-center justify-center rounded-md border border-slate-300 px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Continue Chat
        </button>
      </div>
    </dialog>
  );
}
