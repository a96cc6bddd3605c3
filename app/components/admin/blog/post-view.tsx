import type { AdminBlogPost } from "../../../../contract/blog";
import { postHtmlForView } from "../../../lib/post-html";
import { Dialog, DialogContent, DialogHeading } from "../../ui/dialog";
import { seoScoreLabel } from "./seo-score";

/** Read-only view: focus keyword, meta description, /blog/{slug}, tags, excerpt, content. */
export function PostView({ post, onClose }: { post: AdminBlogPost | null; onClose: () => void }) {
  if (!post) return null;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent size="md">
        <DialogHeading title={post.title}>{`${post.category} · ${post.status}`}</DialogHeading>
        <PostDetails post={post} />
      </DialogContent>
    </Dialog>
  );
}

function PostDetails({ post }: { post: AdminBlogPost }) {
  const row = (label: string, value: React.ReactNode) => (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900">{value}</dd>
    </div>
  );
  return (
    <div>
      <dl className="space-y-3">
        {row("Focus keyword", post.focusKeyword || "Not set")}
        {row("Meta description", post.metaDescription || "Not set")}
        {row("URL", <code>/blog/{post.slug}</code>)}
        {row("Tags", post.tags.length > 0 ? post.tags.join(", ") : "None")}
        {row("Excerpt", post.excerpt || "None")}
        {row("SEO score", seoScoreLabel(post.seoScore))}
      </dl>
      <h3 className="mt-6 font-semibold text-slate-900">Content</h3>
      <div
        className="blog-content mt-2 rounded-lg border border-slate-200 p-4"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the blog allow-list on save and again here
        dangerouslySetInnerHTML={{ __html: postHtmlForView(post.content) }}
      />
    </div>
  );
}
