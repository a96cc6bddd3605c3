import { data, Link } from "react-router";
import { notFound } from "../../content/navigation";
import { PageHeader } from "../components/marketing/page-header";
import { Button } from "../components/ui/button";
import { seo } from "../lib/seo";
import { publicConfigOfMatches } from "../lib/site-config";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return seo({
    meta: notFound.meta,
    path: location.pathname,
    config: publicConfigOfMatches(matches),
    noindex: true,
  });
}

/** Every unknown URL: "404 Page Not Found" with status 404, inside the site's shell. */
export default function NotFound() {
  return <NotFoundContent />;
}

export function NotFoundContent() {
  return (
    <>
      <PageHeader title={notFound.title} />
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <p className="text-lg text-slate-800">{notFound.text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/">{notFound.homeLabel}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/#services">{notFound.servicesLabel}</Link>
          </Button>
        </div>
      </div>
    </>
  );
}
