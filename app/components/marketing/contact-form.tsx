import { type FormEvent, useId, useRef, useState } from "react";
import { contactSection } from "../../../content/home";
import { contactServiceOptions } from "../../../content/services";
import type { ContactResponse } from "../../../contract/contact";
import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS } from "../../../contract/contact-limits";
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
 * The message shown for a failed send (one for a 400, one for anything else), or the server's own
 * text for a 429.
 */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429 && error.serverMessage)
    return error.serverMessage;
  if (error instanceof Error && error.message.includes("400")) return contactSection.invalidMessage;
  return contactSection.errorMessage;
}

/**
 * The contact form: idle, Sending... (button disabled), then a success toast
 * with the server's message and a reset, or an error toast; server field errors show inline.
 */
export function ContactForm({ defaultService = "" }: { defaultService?: string }) {
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setSending(true);
    setErrors({});
    try {
      const res = await apiRequest("POST", "/api/contact", data);
      const body = (await res.json()) as ContactResponse;
      toast({ title: contactSection.successTitle, description: body.message });
      formRef.current?.reset();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(error.fields as FieldErrors);
      toast({
        title: contactSection.errorTitle,
        description: failureText(error),
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
        <Select {...field("service")} defaultValue={defaultService}>
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
