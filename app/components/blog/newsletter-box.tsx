import { useState } from "react";
import type { FormPostAnswer } from "../../../contract/form-post";
import { ApiError, apiJson } from "../../lib/api-client";

type State =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "done"; message: string }
  | { kind: "error"; message: string };

/** The box's state after a post without JavaScript: the server's confirmation or its error. */
function stateOf(answer: FormPostAnswer | undefined): State {
  if (!answer) return { kind: "idle" };
  if (answer.sent) return { kind: "done", message: answer.message };
  return { kind: "error", message: answer.fields.email ?? answer.message };
}

/**
 * Newsletter sign-up (an email input only) with a clear confirmation or error. Sent before the
 * page's JavaScript has loaded, it is a plain form post to `action` (the page), and `answer` is
 * then the server's reply, shown as the same confirmation or error with what was typed.
 * Its ids come from `id`, not `useId`, so it renders the same alone (hydrated on its own root)
 * as inside a page.
 */
export function NewsletterBox({
  action,
  id = "newsletter",
  answer,
}: {
  action: string;
  id?: string;
  answer?: FormPostAnswer;
}) {
  const [email, setEmail] = useState(answer?.sent === false ? (answer.values.email ?? "") : "");
  const [state, setState] = useState<State>(() => stateOf(answer));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setState({ kind: "sending" });
    try {
      const reply = await apiJson<{ message: string }>("POST", "/api/newsletter", { email });
      setState({ kind: "done", message: reply.message });
      setEmail("");
    } catch (error) {
      const message =
        error instanceof ApiError
          ? (error.fields.email ?? error.serverMessage ?? "Sign-up failed. Please try again.")
          : "Sign-up failed. Please check your connection and try again.";
      setState({ kind: "error", message });
    }
  }

  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="mt-16 scroll-mt-20 rounded-2xl bg-brand-900 px-6 py-10 text-white sm:px-10"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Career tips in your inbox
      </h2>
      <p className="mt-2 text-brand-100">
        New articles on CVs, interviews and LinkedIn, about twice a month. No spam.
      </p>
      <form
        method="post"
        action={action}
        onSubmit={submit}
        className="mt-6 flex flex-col gap-3 sm:flex-row"
        noValidate
      >
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-describedby={`${id}-status`}
          className="min-h-11 flex-1 rounded-md border border-white/30 bg-white px-4 text-slate-900 placeholder:text-slate-500"
        />
        <button
          type="submit"
          disabled={state.kind === "sending"}
          className="min-h-11 rounded-md bg-white px-6 font-semibold text-brand-900 hover:bg-brand-50 disabled:opacity-70"
        >
          {state.kind === "sending" ? "Subscribing..." : "Subscribe"}
        </button>
      </form>
      <p id={`${id}-status`} role="status" className="mt-3 min-h-6 text-sm" data-state={state.kind}>
        {state.kind === "done" ? state.message : null}
        {state.kind === "error" ? (
          <span className="font-semibold text-amber-200">{state.message}</span>
        ) : null}
      </p>
    </section>
  );
}
