import { data, Link } from "react-router";
import { notFound } from "../../content/navigation";
import { resourceBySlug } from "../../content/resources";
import { PageHeader } from "../components/marketing/page-header";
import { Button } from "../components/ui/button";
import { seo } from "../lib/seo";
import { publicConfigOfMatches } from "../lib/site-config";
import type { Route } from "./+types/resource";
import { NotFoundContent } from "./not-found";

export function loader({ params }: Route.LoaderArgs) {
  const page = resourceBySlug(params.slug);
  // An unknown slug is the site's 404 page, with status 404, inside the shell.
  if (!page) return data({ slug: null }, { status: 404 });
  return { slug: page.slug };
}

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  const config = publicConfigOfMatches(matches);
  const page = loaderData?.slug ? resourceBySlug(loaderData.slug) : undefined;
  if (!page) return seo({ meta: notFound.meta, path: location.pathname, config, noindex: true });
  return seo({ meta: page.meta, path: `/resources/${page.slug}`, config });
}

/** A short career resource page (footer: CV templates, interview guide, salary, LinkedIn). */
export default function Resource({ loaderData }: Route.ComponentProps) {
  const page = loaderData.slug ? resourceBySlug(loaderData.slug) : undefined;
  if (!page) return <NotFoundContent />;
  return (
    <>
      <PageHeader title={page.title} subtitle={page.intro} />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {page.sections.map((section) => (
          <section key={section.heading} className="mt-8 first:mt-0">
            <h2 className="text-2xl font-semibold text-slate-900">{section.heading}</h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-lg text-slate-800">
              {section.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </section>
        ))}
        <Button asChild size="lg" className="mt-10">
          <Link to={page.serviceLink.path}>{page.serviceLink.label}</Link>
        </Button>
      </article>
    </>
  );
}
