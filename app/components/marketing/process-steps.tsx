/** A numbered process (editing page: five steps). */
export function ProcessSteps({
  steps,
}: {
  steps: readonly { step: number; title: string; description: string }[];
}) {
  return (
    <ol className="grid gap-6 md:grid-cols-5">
      {steps.map((s) => (
        <li
          key={s.step}
          className="relative rounded-xl border border-slate-200 bg-white p-5 text-center"
        >
          <span
            className="mx-auto flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            aria-hidden="true"
          >
            {s.step}
          </span>
          <h3 className="mt-3 font-semibold text-slate-900">
            <span className="sr-only">Step {s.step}: </span>
            {s.title}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{s.description}</p>
        </li>
      ))}
    </ol>
  );
}
