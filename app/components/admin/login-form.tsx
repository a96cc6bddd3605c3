import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { type LoginResponse, loginRequest } from "../../../contract/admin-auth";
import { afterSignInPath } from "../../lib/admin-return";
import { storeAdminSession } from "../../lib/admin-session";
import { apiJson } from "../../lib/api-client";
import { Button } from "../ui/button";
import { loginErrorMessage, loginMessages } from "./login-errors";
import { TextField } from "./text-field";

type FieldErrors = Partial<Record<"username" | "password", string>>;

/**
 * The staff sign-in form: both fields required, "Signing In..." while it waits, then the dashboard
 * (at the place `?next=` remembers, such as an alert's lead) or the refusal's text.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = loginRequest.safeParse({
      username: form.get("username"),
      password: form.get("password"),
    });
    setError(null);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === "username" || field === "password") errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setPending(true);
    try {
      const answer = await apiJson<LoginResponse | { success: false }>(
        "POST",
        "/api/admin/login",
        parsed.data,
      );
      if (!answer.success) {
        setError(loginMessages.invalid);
        return;
      }
      storeAdminSession({ token: answer.token, admin: answer.admin });
      navigate(afterSignInPath(params.get("next")), { replace: true });
    } catch (caught) {
      setError(loginErrorMessage(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-describedby="login-error"
    >
      <TextField
        id="username"
        name="username"
        label="Username"
        type="text"
        required
        autoComplete="username"
        error={fieldErrors.username}
      />
      <TextField
        id="password"
        name="password"
        label="Password"
        required
        type="password"
        autoComplete="current-password"
        error={fieldErrors.password}
      />
      <p id="login-error" role="alert" className="min-h-5 text-sm font-medium text-red-700">
        {error}
      </p>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? "Signing In..." : "Sign In"}
      </Button>
    </form>
  );
}
