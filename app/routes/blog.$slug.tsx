import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { categoryImage } from "../../contract/blog-rules";
import "../components/blog/blog-content.css";
import { BlogCard } from "../components/blog/blog-card";
import { blogPageHeaders, cacheablePage } from "../components/blog/cache-headers";
import { ConsultationCta } from "../components/blog/consultation-cta";
import { formatPostDate } from "../components/blog/format";
import type { NavbarHandle } from "../components/layout/navbar";
import { appContext } from "../lib/app-context";
import { publicConfigOf } from "../lib/public-config";
import { seo } from "../lib/seo";
import { publicConfigOfMatches } from "../lib/site-config";
import { blogPostingLd } from "../lib/structured-data";
import type { Route } from "./+types/blog.$slug";

// The page starts light: the navigation bar is solid from the top.
export const handle: NavbarHandle = { navbar: "solid" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const post = await services.blog.getPublished(params.slug);
  if (!post) throw data("Blog post not found", { status: 404 });
  // A related-posts failure shows nothing; it never breaks the article.
  const related = await services.blog.relatedCards(post.category, 3, post.slug).catch(() => []);
  const description = post.metaDescription ?? post.excerpt ?? "";
  // Only what the page renders: the rest of the post stays out of the HTML and .data payload.
  // JSON-LD is built here so the schema code stays out of the browser bundle.
  return cacheablePage({
    post: {
      slug: post.slug,
      title: post.title,
      seoTitle: post.seoTitle,
      description,
      category: post.category,
      content: post.content,
      tags: post.tags,
      keywords: post.keywords,
      publishedAt: post.publishedAt,
      updatedAt: post.updatedAt,
      minutes: post.minutes,
    },
    related,
    jsonLd: blogPostingLd(publicConfigOf(services.config), { ...post, description }),
  });
}

export function headers(args: Route.HeadersArgs) {
  return blogPageHeaders(args);
}

export function meta({ loaderData: loaded, matches, location }: Route.MetaArgs) {
  const config = publicConfigOfMatches(matches);
  if (!loaded) {
    return seo({
      meta: {
        title: "Blog Post Not Found",
        description: "The blog post you're looking for doesn't exist or has been removed.",
      },
      path: location.pathname,
      config,
      noindex: true,
    });
  }
  const { post } = loaded;
  return seo({
    meta: { title: post.title, description: post.description },
    path: `/blog/${post.slug}`,
    config,
    jsonLd: [loaded.jsonLd],
    image: { path: categoryImage(post.category, "png"), alt: `${post.category}: ${post.title}` },
    article: {
      headline: post.seoTitle ?? post.title,
      publishedAt: post.publishedAt,
      modifiedAt: post.updatedAt,
      section: post.category,
      tags: post.tags,
    },
    keywords: post.keywords,
    feed: true,
  });
}

function BackLink() {
  return (
    <Link
      to="/blog"
      className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
    >
      <span aria-hidden="true">←</span> Back to Blog
    </Link>
  );
}

export default function BlogPost({ loaderData, matches }: Route.ComponentProps) {
  const { post, related } = loaderData;
  const whatsappDigits = matches[0]?.loaderData?.publicConfig.whatsappDigits ?? "";
  return (
    <div className="mx-auto max-w-3xl px-4 pt-24 pb-10 sm:px-6 lg:pt-28 lg:pb-14">
      <BackLink />
      <article className="mt-6">
        <header>
          <p className="text-sm font-semibold text-brand-700">{post.category}</p>
          <h1 className="mt-2 text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-4xl">
            {post.title}
          </h1>
          <p className="mt-4 text-sm text-slate-600">
            <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
            <span aria-hidden="true"> · </span>
            <span data-testid="reading-time">{post.minutes} min read</span>
          </p>
        </header>
        <div
          className="blog-content mt-8"
          // Sanitised with the blog allowlist on save and again on render (server/blog/sanitize.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side, see above
          dangerouslySetInnerHTML={{ __html: post.content }}
        />
        {post.tags.length > 0 ? (
          <ul aria-label="Tags" className="mt-10 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
      </article>
      <ConsultationCta whatsappDigits={whatsappDigits} postTitle={post.title} />
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="mt-14">
          <h2 id="related-title" className="text-2xl font-bold text-slate-900">
            Related articles
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-3">
            {related.map((r) => (
              <BlogCard key={r.id} post={r} headingLevel={3} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // A 404 and any other failure show the same page: a reader needs no more than "not found".
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className="mx-auto max-w-2xl px-6 py-24 text-center" data-status={status}>
      <h1 className="text-3xl font-bold text-slate-900">Blog Post Not Found</h1>
      <p className="mt-4 text-slate-700">
        The blog post you're looking for doesn't exist or has been removed.
      </p>
      <div className="mt-8">
        <BackLink />
      </div>
    </div>
  );
}
