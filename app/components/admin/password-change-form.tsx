import { useMutation } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { type ChangePasswordResponse, changePasswordRequest } from "../../../contract/admin-auth";
import { ApiError, apiJson } from "../../lib/api-client";
import { Button } from "../ui/button";
import { DialogFooter } from "../ui/dialog";
import { TextField } from "./text-field";

type Field = "currentPassword" | "newPassword" | "confirmPassword";
const fields: Array<[Field, string, string]> = [
  ["currentPassword", "Current password", "current-password"],
  ["newPassword", "New password", "new-password"],
  ["confirmPassword", "Repeat the new password", "new-password"],
];

/**
 * The signed-in admin's own password change, inside a dialog: checked here with the server's
 * rules, sent to POST /api/admin/account/password, and answered in a status line. `footer`
 * sits beside the submit button (the first-password dialog puts Logout there).
 */
export function PasswordChangeForm({
  onChanged,
  footer,
}: {
  onChanged?: (answer: ChangePasswordResponse) => void;
  footer?: ReactNode;
}) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiJson<ChangePasswordResponse>("POST", "/api/admin/account/password", body),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = {
      currentPassword: String(data.get("currentPassword") ?? ""),
      newPassword: String(data.get("newPassword") ?? ""),
    };
    const parsed = changePasswordRequest.safeParse(input);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    }
    if (input.newPassword !== data.get("confirmPassword")) {
      found.confirmPassword = "The two new passwords differ";
    }
    setErrors(found);
    setDone(null);
    if (Object.keys(found).length > 0) return;
    change.mutate(input, {
      onSuccess: (answer) => {
        form.reset();
        setDone(
          answer.revokedSessions > 0
            ? `Password changed. ${answer.revokedSessions} other session(s) were signed out.`
            : "Password changed.",
        );
        onChanged?.(answer);
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fields as Partial<Record<Field, string>>);
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {fields.map(([name, label, autoComplete]) => (
        <TextField
          key={name}
          id={name}
          name={name}
          label={label}
          type="password"
          autoComplete={autoComplete}
          error={errors[name]}
        />
      ))}
      <p role="status" className="text-sm">
        {done ? <span className="text-emerald-800">{done}</span> : null}
        {change.isError && !(change.error instanceof ApiError && change.error.status === 400) ? (
          <span className="text-red-700">
            {/* A lockout says when to try again: show the server's sentence, not its JSON. */}
            {change.error instanceof ApiError && change.error.serverMessage
              ? change.error.serverMessage
              : `Update failed: ${change.error.message}`}
          </span>
        ) : null}
      </p>
      <DialogFooter>
        {footer}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? "Saving..." : "Change password"}
        </Button>
      </DialogFooter>
    </form>
  );
}
