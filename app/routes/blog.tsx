import { useNavigation } from "react-router";
import { categoryImage } from "../../contract/blog-rules";
import { BlogCard, BlogCardSkeletons } from "../components/blog/blog-card";
import { blogPageHeaders, cacheablePage } from "../components/blog/cache-headers";
import { CategoryFilter } from "../components/blog/category-filter";
import { NewsletterBox } from "../components/blog/newsletter-box";
import { blogHref } from "../components/blog/pager";
import { PagerNav } from "../components/blog/pager-nav";
import type { NavbarHandle } from "../components/layout/navbar";
import { appContext } from "../lib/app-context";
import type { Route } from "./+types/blog";

// The page starts light: the navigation bar is solid from the top.
export const handle: NavbarHandle = { navbar: "solid" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get("category")?.trim() || null;
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const { services } = context.get(appContext);
  return cacheablePage(
    await services.blog.listPage({ category, page: Number.isFinite(page) ? page : 1 }),
  );
}

export function headers(args: Route.HeadersArgs) {
  return blogPageHeaders(args);
}

export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  const config = matches[0]?.loaderData?.publicConfig;
  const siteName = config?.siteName ?? "Kazi";
  const siteUrl = config?.siteUrl ?? "";
  const category = data?.category;
  const title = category
    ? `${category} articles | ${siteName} Blog`
    : `Career Advice Blog | ${siteName}`;
  const description = category
    ? `Practical ${category.toLowerCase()} advice for job seekers and professionals in Kenya from the ${siteName} team.`
    : `Practical career advice for Kenya: CV writing, interview preparation, LinkedIn and workplace skills from the ${siteName} team.`;
  const canonical = `${siteUrl}${blogHref(category ?? null, data?.page ?? 1)}`;
  // A list with no article (an unknown or emptied category) still answers 200 with the empty
  // state, but is kept out of search results rather than indexed as an empty page (ADR 015).
  const empty = !data || data.posts.length === 0;
  return [
    { title },
    { name: "description", content: description },
    ...(empty
      ? [{ name: "robots", content: "noindex" }]
      : [{ tagName: "link", rel: "canonical", href: canonical }]),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${siteName} Blog`,
      href: `${siteUrl}/rss.xml`,
    },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: `${siteUrl}${categoryImage(category ?? "", "png")}` },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { posts, articleCount, categories, category, page, pageCount } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blog";
  return (
    <main
      id="main-content"
      className="mx-auto max-w-6xl px-4 pt-24 pb-12 sm:px-6 lg:pt-28 lg:pb-16"
    >
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
      <div className="mt-8">
        <CategoryFilter categories={categories} current={category} />
      </div>
      <div className="mt-8" aria-live="polite" aria-busy={loading}>
        {loading ? (
          <BlogCardSkeletons />
        ) : posts.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-700">
            No articles found in this category.
          </p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </div>
        )}
      </div>
      <PagerNav category={category} page={page} pageCount={pageCount} />
      <NewsletterBox />
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main-content" className="mx-auto max-w-3xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Career Advice Blog</h1>
      <p role="alert" className="mt-6 text-lg text-slate-700">
        Failed to load blog posts. Please try again later.
      </p>
    </main>
  );
}
