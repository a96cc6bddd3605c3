import { useId } from "react";
import type { PersonalInfo } from "../../../../contract/documents";
import { missingFacts } from "../../../../contract/missing-facts";

/**
 * The facts a CV still lacks (its placeholders and empty contact fields), as a labelled list the
 * consultant asks the client from. Recomputed from what is on screen, so it shrinks as they edit.
 */
export function MissingFacts({ content, info }: { content: string; info: PersonalInfo }) {
  const id = useId();
  const missing = missingFacts(content, info);
  if (missing.length === 0)
    return (
      <p className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
        Nothing missing: every section holds a fact from the client.
      </p>
    );
  return (
    <section
      aria-labelledby={id}
      className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h3 id={id} className="font-semibold">
        Facts still missing ({missing.length}): ask the client
      </h3>
      <ul className="mt-1 list-disc pl-5">
        {missing.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
    </section>
  );
}
