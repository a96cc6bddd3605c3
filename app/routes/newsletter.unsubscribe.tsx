import { data, Form, Link, useNavigation } from "react-router";
import { INVALID_UNSUBSCRIBE_LINK, UNSUBSCRIBED_MESSAGE } from "../../contract/erasure";
import { PageHeader } from "../components/marketing/page-header";
import { Button } from "../components/ui/button";
import { appContext } from "../lib/app-context";
import { seo } from "../lib/seo";
import { publicConfigOfMatches } from "../lib/site-config";
import type { Route } from "./+types/newsletter.unsubscribe";

/**
 * Checks the signature only. Nothing is removed on GET: mail scanners open every link in a
 * message, so leaving the list takes the button below (a POST).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { services } = context.get(appContext);
  if (!(await services.newsletter.isValidToken(token)))
    return data({ token: null }, { status: 400 });
  return { token };
}

/**
 * The button's POST. The token comes from the form, or from the URL for mail programs that
 * send their one-click unsubscribe (RFC 8058) straight to the link.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const fromForm = form.get("token");
  const token =
    typeof fromForm === "string"
      ? fromForm
      : (new URL(request.url).searchParams.get("token") ?? "");
  const { services } = context.get(appContext);
  if (!(await services.newsletter.isValidToken(token)))
    return data({ done: false as const }, { status: 400 });
  await services.newsletter.unsubscribe(token);
  return { done: true as const };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return seo({
    meta: { title: "Unsubscribe", description: "Leave the career tips newsletter." },
    path: location.pathname,
    config: publicConfigOfMatches(matches),
    noindex: true,
  });
}

/**
 * Where the unsubscribe link of every newsletter leads: no sign-in, one button to leave the list.
 */
export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === "submitting";
  const valid = loaderData.token !== null && actionData?.done !== false;
  return (
    <>
      <PageHeader title="Unsubscribe from our newsletter" />
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        {actionData?.done ? (
          <p role="status" className="text-lg text-slate-800">
            {UNSUBSCRIBED_MESSAGE}
          </p>
        ) : !valid ? (
          <p role="alert" className="text-lg text-slate-800">
            {INVALID_UNSUBSCRIBE_LINK}
          </p>
        ) : (
          <Form method="post" className="flex flex-col items-start gap-6">
            <p className="text-lg text-slate-800">
              Press the button to stop receiving our career tips. Your email address is then deleted
              from our list.
            </p>
            <input type="hidden" name="token" value={loaderData.token ?? ""} />
            <Button type="submit" size="lg" disabled={sending}>
              {sending ? "Unsubscribing..." : "Unsubscribe"}
            </Button>
          </Form>
        )}
        <Button asChild size="lg" variant="outline" className="mt-8">
          <Link to="/blog">Back to the blog</Link>
        </Button>
      </div>
    </>
  );
}
