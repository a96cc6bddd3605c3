import { type FormEvent, useRef, useState } from "react";
import { contactSection } from "../../../content/home";
import { contactServiceOptions } from "../../../content/services";
import type { ContactResponse } from "../../../contract/contact";
import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS } from "../../../contract/contact-limits";
import type { FormPostAnswer } from "../../../contract/form-post";
import { ApiError, apiRequest } from "../../lib/api-client";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { Label } from "../ui/label";
import { Select } from "../ui/select";
import { Textarea } from "../ui/textarea";
import { toast } from "../ui/use-toast";

type FieldErrors = Partial<
  Record<"firstName" | "lastName" | "email" | "phone" | "service" | "message", string>
>;

/**
 * The message shown for a failed send (one for a 400, one for a body too large, one for anything
 * else), or the server's own text for a 429. `status` is undefined when no answer came.
 */
function failureText(status: number | undefined, serverMessage: string | undefined): string {
  if (status === 429 && serverMessage) return serverMessage;
  if (status === 400) return contactSection.invalidMessage;
  if (status === 413) return contactSection.tooLongMessage;
  return contactSection.errorMessage;
}

function failureTextOf(error: unknown): string {
  return error instanceof ApiError
    ? failureText(error.status, error.serverMessage)
    : failureText(undefined, undefined);
}

/**
 * The contact form: idle, Sending... (button disabled), then a success toast
 * with the server's message and a reset, or an error toast; server field errors show inline.
 * Sent before the page's JavaScript has loaded, it is a plain form post to the page: `answer`
 * is then the server's reply, shown inline (no toasts without JavaScript) with what was typed.
 *
 * Every input is a serialisable prop and no router hook is used, so the form can hydrate alone on
 * its own root; its ids come from `id`, not `useId`, so they do not depend on where the form sits.
 */
export function ContactForm({
  action,
  id = "contact-form",
  defaultService = "",
  answer: postedAnswer,
}: {
  /** Where the form posts without JavaScript: the page that answers it. */
  action: string;
  id?: string;
  defaultService?: string;
  answer?: FormPostAnswer;
}) {
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState(postedAnswer);
  const [errors, setErrors] = useState<FieldErrors>(
    postedAnswer?.sent === false ? postedAnswer.fields : {},
  );
  const formRef = useRef<HTMLFormElement>(null);
  const typed = answer?.sent === false ? answer.values : {};

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setSending(true);
    setErrors({});
    setAnswer(undefined);
    try {
      const res = await apiRequest("POST", "/api/contact", data);
      const body = (await res.json()) as ContactResponse;
      toast({ title: contactSection.successTitle, description: body.message });
      formRef.current?.reset();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(error.fields as FieldErrors);
      toast({
        title: contactSection.errorTitle,
        description: failureTextOf(error),
        variant: "destructive",
      });
    } finally {
      setSending(false);
    }
  }

  const field = (name: keyof FieldErrors) => ({
    id: `${id}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    defaultValue: typed[name],
  });
  const errorOf = (name: keyof FieldErrors) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      onSubmit={onSubmit}
      className="relative grid gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-firstName`} required>
          First name
        </Label>
        <Input
          {...field("firstName")}
          required
          maxLength={CONTACT_LIMITS.name}
          autoComplete="given-name"
        />
        {errorOf("firstName")}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-lastName`} required>
          Last name
        </Label>
        <Input
          {...field("lastName")}
          required
          maxLength={CONTACT_LIMITS.name}
          autoComplete="family-name"
        />
        {errorOf("lastName")}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`} required>
          Email
        </Label>
        <Input
          {...field("email")}
          type="email"
          required
          maxLength={CONTACT_LIMITS.email}
          autoComplete="email"
        />
        {errorOf("email")}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-phone`} required>
          Phone
        </Label>
        <Input
          {...field("phone")}
          type="tel"
          required
          maxLength={CONTACT_LIMITS.phone}
          autoComplete="tel"
          placeholder="0712 345 678"
        />
        {errorOf("phone")}
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={`${id}-service`}>Service</Label>
        <Select {...field("service")} defaultValue={typed.service ?? defaultService}>
          <option value="">Select a service (optional)</option>
          {contactServiceOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
        {errorOf("service")}
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={`${id}-message`}>Message</Label>
        <Textarea
          {...field("message")}
          maxLength={CONTACT_LIMITS.message}
          rows={5}
          placeholder="Tell us about your goals or your document"
        />
        {errorOf("message")}
      </div>
      {/* Honeypot: hidden from people and assistive tech; bots that fill it are dropped. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${CONTACT_HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`${id}-${CONTACT_HONEYPOT_FIELD}`}
          name={CONTACT_HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div className="sm:col-span-2">
        {answer ? <PostedAnswer answer={answer} /> : null}
        <p className="mb-3 text-sm text-slate-700">
          <span aria-hidden="true" className="text-red-700">
            *
          </span>{" "}
          Required field
        </p>
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending ? contactSection.sendingLabel : contactSection.submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The reply to a form posted without JavaScript: the toast's title and text, in the page. */
function PostedAnswer({ answer }: { answer: FormPostAnswer }) {
  return answer.sent ? (
    <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900">
      <strong>{contactSection.successTitle}</strong> {answer.message}
    </p>
  ) : (
    <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-red-800">
      <strong>{contactSection.errorTitle}:</strong> {failureText(answer.status, answer.message)}
    </p>
  );
}
