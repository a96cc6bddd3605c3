import { data, useFormAction } from "react-router";
import { blogListQuery } from "../../contract/blog";
import { blogListSeo } from "../components/blog/blog-list-seo";
import { BlogResults } from "../components/blog/blog-results";
import { blogPageHeaders, cacheablePage } from "../components/blog/cache-headers";
import { NewsletterBox } from "../components/blog/newsletter-box";
import type { NavbarHandle } from "../components/layout/navbar";
import { Island } from "../islands/island";
import { appContext } from "../lib/app-context";
import { publicConfigOfMatches, usePublicConfig } from "../lib/site-config";
import type { Route } from "./+types/blog";

// The page starts light: the navigation bar is solid from the top.
export const handle: NavbarHandle = { navbar: "solid" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = blogListQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { services } = context.get(appContext);
  return cacheablePage(await services.blog.listPage(query));
}

/**
 * The newsletter box posted before the page's JavaScript has loaded (a plain HTML form post):
 * answered by the same rate limit, validation and service as POST /api/newsletter, and shown in
 * the page rendered back.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { answer, status, headers } = await context.get(appContext).postForm("newsletter", request);
  return data(answer, { status, headers });
}

export function headers(args: Route.HeadersArgs) {
  return blogPageHeaders(args);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return blogListSeo(loaderData, publicConfigOfMatches(matches));
}

export default function BlogList({ loaderData, actionData }: Route.ComponentProps) {
  const { articleCount, categories } = loaderData;
  // This page with its filter and page (the action answers it), back at the box once answered.
  const newsletterAction = `${useFormAction()}#newsletter`;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-24 pb-12 sm:px-6 lg:pt-28 lg:pb-16">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">Career Advice Blog</h1>
        <p className="mt-4 text-lg text-slate-700">
          Practical guidance on CVs, interviews, LinkedIn and growing your career in Kenya.
        </p>
        <p className="mt-3 text-sm font-semibold text-slate-700" data-testid="blog-counts">
          {articleCount} {articleCount === 1 ? "article" : "articles"} · {categories.length}{" "}
          {categories.length === 1 ? "category" : "categories"}
          <span aria-hidden="true"> · </span>
          <a href="/rss.xml" className="text-brand-700 underline">
            RSS feed
          </a>
        </p>
      </header>
      {/*
        Links the loader answers until the visitor reaches for the filter or pager; hydrated
        then, a choice is answered in place with the skeleton cards while it loads.
      */}
      <Island
        name="blog-results"
        when="intent"
        component={BlogResults}
        props={{ list: loaderData, config: usePublicConfig() }}
      />
      {/* Hydrated near the viewport or on focus; until then it posts as a plain form. */}
      <Island
        name="newsletter"
        when="visible"
        component={NewsletterBox}
        props={{ action: newsletterAction, answer: actionData }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="mx-auto max-w-3xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Career Advice Blog</h1>
      <p role="alert" className="mt-6 text-lg text-slate-700">
        Failed to load blog posts. Please try again later.
      </p>
    </div>
  );
}
