/** The consultation call-to-action under every post: WhatsApp with a prefilled greeting. */
export function ConsultationCta({
  whatsappDigits,
  postTitle,
}: {
  whatsappDigits: string;
  postTitle: string;
}) {
  const text = `Hello! I just read "${postTitle}" on your blog and would like a free career consultation.`;
  return (
    <aside aria-labelledby="consultation-title" className="mt-12 rounded-2xl bg-brand-50 p-8">
      <h2 id="consultation-title" className="text-2xl font-bold text-slate-900">
        Want expert help with your next move?
      </h2>
      <p className="mt-2 text-slate-700">
        Book a free consultation with our career consultants. We have helped over 500 professionals
        in Kenya.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={`https://wa.me/${whatsappDigits}?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Book a free consultation
        </a>
        <a
          href="/cv-writing"
          className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-white"
        >
          See our CV writing services
        </a>
      </div>
    </aside>
  );
}
