import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ProofreadingJobItem,
  ProofreadingSuggestion,
  SuggestionAction,
} from "../../../../contract/documents";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { decideSuggestion, documentKeys } from "../cv-documents/api";
import { notify } from "../document-management/notice";

const statusLabel = { open: "Open", applied: "Applied", dismissed: "Dismissed" } as const;
const statusVariant = { open: "warning", applied: "success", dismissed: "neutral" } as const;

/**
 * Every suggestion of a finished job with Apply (when it carries a fix) and Dismiss, and the
 * corrected text: the original with the applied fixes. A button whose action is already the
 * suggestion's state stays in place, marked unavailable, so keyboard focus is never lost.
 */
export function JobSuggestions({ job }: { job: ProofreadingJobItem }) {
  const client = useQueryClient();
  const decide = useMutation({
    mutationFn: (v: { suggestion: ProofreadingSuggestion; action: SuggestionAction }) =>
      decideSuggestion(job.id, v.suggestion.id, v.action),
    onSuccess({ job: updated }) {
      client.setQueryData<{ jobs: ProofreadingJobItem[] }>([documentKeys.jobs], (old) =>
        old ? { jobs: old.jobs.map((j) => (j.id === updated.id ? updated : j)) } : old,
      );
    },
    onError(error) {
      notify({
        title: "The suggestion was not changed",
        description: error.message,
        destructive: true,
      });
    },
  });
  const counts = (["open", "applied", "dismissed"] as const)
    .map((s) => `${job.suggestions.filter((x) => x.status === s).length} ${s}`)
    .join(", ");
  const button = (suggestion: ProofreadingSuggestion, action: SuggestionAction) => {
    const target = action === "apply" ? "applied" : "dismissed";
    const done = suggestion.status === target;
    return (
      <Button
        type="button"
        size="sm"
        variant={action === "apply" ? "secondary" : "outline"}
        aria-disabled={done || decide.isPending}
        aria-describedby={`suggestion-${job.id}-${suggestion.id}`}
        onClick={() => {
          if (!done && !decide.isPending) decide.mutate({ suggestion, action });
        }}
      >
        {done ? statusLabel[target] : action === "apply" ? "Apply" : "Dismiss"}
      </Button>
    );
  };

  return (
    <div className="mt-3 flex flex-col gap-3">
      <h4 className="text-sm font-semibold text-slate-900">
        {job.suggestions.length} suggestion(s): {counts}
      </h4>
      {job.suggestions.length > 0 ? (
        <ol className="flex flex-col gap-2" aria-label={`Suggestions of job #${job.id}`}>
          {job.suggestions.map((s) => (
            <li
              key={s.id}
              data-testid="suggestion"
              className="flex flex-wrap items-start justify-between gap-2 rounded-md border border-slate-200 p-3"
            >
              <p
                id={`suggestion-${job.id}-${s.id}`}
                className="min-w-0 flex-1 text-sm text-slate-800"
              >
                {s.message}
              </p>
              <div className="flex items-center gap-2">
                <Badge variant={statusVariant[s.status]}>{statusLabel[s.status]}</Badge>
                {s.fix ? button(s, "apply") : null}
                {button(s, "dismiss")}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <details className="rounded-md border border-slate-200 p-3">
        <summary className="cursor-pointer text-sm font-semibold text-slate-900">
          Corrected text
        </summary>
        <pre
          data-testid="corrected-text"
          className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap text-sm text-slate-800"
        >
          {job.proofreadContent ?? job.originalContent}
        </pre>
      </details>
    </div>
  );
}
