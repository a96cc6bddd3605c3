import { LockKeyholeIcon } from "lucide-react";
import { LoginForm } from "../../components/admin/login-form";
import { seo } from "../../lib/seo";
import { publicConfigOfMatches } from "../../lib/site-config";
import type { Route } from "./+types/login";

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    meta: { title: "Staff sign in", description: "Sign-in for the consultants of the team." },
    path: "/admin",
    config: publicConfigOfMatches(matches),
    noindex: true,
  });
}

/** /admin: the staff sign-in page. */
export default function AdminLogin() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <span className="rounded-full bg-brand-50 p-3 text-brand-700">
            <LockKeyholeIcon aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-2xl font-bold">Staff sign in</h1>
          <p className="text-sm text-slate-600">For consultants of the team only.</p>
        </div>
        <LoginForm />
        <p className="mt-6 text-center text-sm">
          <a href="/" className="text-brand-700 underline">
            Back to the website
          </a>
        </p>
      </div>
    </main>
  );
}
