import type { PostCard } from "../../../contract/blog";
import { categoryImage } from "../../../contract/blog-rules";
import { formatPostDate, readTimeLabel } from "./format";

/** One post in the blog grid and in related posts. */
export function BlogCard({ post, headingLevel = 2 }: { post: PostCard; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <img
        src={categoryImage(post.category)}
        alt=""
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
        className="aspect-[1200/630] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-semibold text-brand-700">{post.category}</p>
        <Heading className="mt-2 text-lg font-bold leading-snug text-slate-900">
          <a
            href={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 focus-visible:underline"
          >
            {post.title}
          </a>
        </Heading>
        {post.excerpt ? <p className="mt-2 line-clamp-3 text-slate-700">{post.excerpt}</p> : null}
        <p className="mt-auto pt-4 text-sm text-slate-600">
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{readTimeLabel(post.readTime)}</span>
        </p>
      </div>
    </article>
  );
}

/** 6 skeleton cards while the list's next results load (a change made in place). */
export function BlogCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div
      role="status"
      aria-label="Loading articles"
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      <span className="sr-only">Loading articles…</span>
      {Array.from({ length: count }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={i}
          data-testid="blog-skeleton"
          className="animate-pulse overflow-hidden rounded-xl border border-slate-200"
        >
          <div className="aspect-[1200/630] bg-slate-200" />
          <div className="space-y-3 p-5">
            <div className="h-3 w-1/3 rounded bg-slate-200" />
            <div className="h-5 w-5/6 rounded bg-slate-200" />
            <div className="h-3 w-full rounded bg-slate-200" />
            <div className="h-3 w-2/3 rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
