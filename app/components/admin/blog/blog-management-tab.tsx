import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { AdminBlogPost } from "../../../../contract/blog";
import { apiJson } from "../../../lib/api-client";
import type { PublicConfig } from "../../../lib/public-config";
import "../../blog/blog-content.css";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { ItemCard } from "../item-card";
import { PostEditor } from "./post-editor";
import { PostView } from "./post-view";
import { SeoOverview } from "./seo-overview";
import { seoScoreLabel } from "./seo-score";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
});

/** The Blog Management tab of the staff panel. Loaded lazily: see ./index.ts. */
export default function BlogManagementTab() {
  const id = useId();
  const queryClient = useQueryClient();
  const root = useRouteLoaderData("root") as { publicConfig?: PublicConfig } | undefined;
  const siteUrl = root?.publicConfig?.siteUrl ?? "";
  const posts = useQuery<{ posts: AdminBlogPost[] }>({ queryKey: ["/api/admin/blog-posts"] });
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<{ post: AdminBlogPost | null } | null>(null);
  const [viewing, setViewing] = useState<AdminBlogPost | null>(null);
  const [publishError, setPublishError] = useState<string | null>(null);

  const publish = useMutation({
    mutationFn: (postId: number) => apiJson("PATCH", `/api/admin/blog-posts/${postId}/publish`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/admin/blog-posts"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/admin/blog-analytics"] }),
      ]),
    onError: () => setPublishError("Failed to publish blog post"),
  });

  const needle = search.trim().toLowerCase();
  const all = posts.data?.posts ?? [];
  const shown = needle
    ? all.filter(
        (p) => p.title.toLowerCase().includes(needle) || p.category.toLowerCase().includes(needle),
      )
    : all;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
          Blog Management
          <Badge variant="brand" className="text-sm" data-testid="post-count">
            {all.length} {all.length === 1 ? "post" : "posts"}
          </Badge>
        </h2>
        <Button onClick={() => setEditing({ post: null })}>New Blog Post</Button>
      </div>
      <SeoOverview />
      <div>
        <label htmlFor={`${id}-search`} className="sr-only">
          Search blog posts by title or category
        </label>
        <Input
          id={`${id}-search`}
          type="search"
          className="max-w-md"
          placeholder="Search by title or category"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {publishError ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {publishError}
        </p>
      ) : null}
      {posts.isError ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          Failed to fetch blog posts
        </p>
      ) : posts.isPending ? (
        <p className="text-slate-600">Loading blog posts…</p>
      ) : shown.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          No blog posts found
        </p>
      ) : (
        <ul className="space-y-3">
          {shown.map((post) => (
            <ItemCard
              key={post.id}
              testId="admin-post"
              title={post.title}
              details={
                <>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                    <Badge variant={post.status === "published" ? "success" : "warning"}>
                      {post.status}
                    </Badge>
                    <span>{post.category}</span>
                    <span>{dateFormat.format(new Date(post.createdAt))}</span>
                    <span data-testid="post-seo-score">SEO: {seoScoreLabel(post.seoScore)}</span>
                  </p>
                  {post.excerpt ? (
                    <p className="mt-2 line-clamp-2 text-sm text-slate-700">{post.excerpt}</p>
                  ) : null}
                </>
              }
              aside={
                <>
                  <Button variant="outline" size="sm" onClick={() => setViewing(post)}>
                    View
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setEditing({ post })}>
                    Edit
                  </Button>
                  {post.status === "draft" ? (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={publish.isPending}
                      onClick={() => {
                        setPublishError(null);
                        publish.mutate(post.id);
                      }}
                    >
                      Publish
                    </Button>
                  ) : null}
                </>
              }
            />
          ))}
        </ul>
      )}
      {editing ? (
        <PostEditor
          key={editing.post?.id ?? "new"}
          post={editing.post}
          open
          onClose={() => setEditing(null)}
          siteUrl={siteUrl}
        />
      ) : null}
      <PostView post={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
