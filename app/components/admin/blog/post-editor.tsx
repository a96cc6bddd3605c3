import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import {
  type AdminBlogPost,
  BLOG_CATEGORIES,
  DEFAULT_CATEGORY,
  META_DESCRIPTION_MAX,
  type SaveBlogPostRequest,
} from "../../../../contract/blog";
import { countWords, parseTags, slugify } from "../../../../contract/blog-rules";
import { ApiError, apiJson } from "../../../lib/api-client";
import { AiTools } from "./ai-tools";
import { buttonClass, inputClass, Modal } from "./modal";
import { SearchPreview, SeoChecks } from "./seo-checks";
import { useLiveSeo } from "./use-live-seo";

interface FormState {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string;
  metaDescription: string;
  focusKeyword: string;
  status: "draft" | "published";
}

function initialState(post: AdminBlogPost | null): FormState {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    category: post?.category ?? DEFAULT_CATEGORY,
    tags: post?.tags.join(", ") ?? "",
    metaDescription: post?.metaDescription ?? "",
    focusKeyword: post?.focusKeyword ?? "",
    status: post?.status ?? "draft",
  };
}

const REQUIRED: [keyof FormState, string][] = [
  ["title", "Title is required"],
  ["slug", "URL slug is required"],
  ["excerpt", "Excerpt is required"],
  ["content", "Content is required"],
];

/** The blog editor modal (SPEC §5) with the live SEO panel and search-result preview. */
export function PostEditor({
  post,
  open,
  onClose,
  siteUrl,
}: {
  post: AdminBlogPost | null;
  open: boolean;
  onClose: () => void;
  siteUrl: string;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FormState>(() => initialState(post));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const { report, pending } = useLiveSeo({
    title: form.title,
    slug: form.slug,
    content: form.content,
    metaDescription: form.metaDescription,
    focusKeyword: form.focusKeyword,
  });

  const save = useMutation({
    mutationFn: (body: SaveBlogPostRequest) =>
      apiJson<{ post: AdminBlogPost }>("POST", "/api/admin/blog-posts", body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/admin/blog-posts"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/admin/blog-analytics"] }),
      ]);
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        setErrors(error.fields);
        setSaveError(error.serverMessage ?? "Failed to create blog post");
      } else setSaveError("Failed to create blog post");
    },
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    for (const [key, message] of REQUIRED) if (!String(form[key]).trim()) missing[key] = message;
    setErrors(missing);
    setSaveError(null);
    if (Object.keys(missing).length > 0) return;
    save.mutate({
      ...(post ? { id: post.id } : {}),
      title: form.title,
      slug: form.slug,
      excerpt: form.excerpt,
      content: form.content,
      category: form.category,
      tags: parseTags(form.tags),
      metaDescription: form.metaDescription || null,
      focusKeyword: form.focusKeyword || null,
      status: form.status,
    });
  }

  const field = (
    key: keyof FormState,
    label: string,
    input: React.ReactNode,
    hint?: React.ReactNode,
  ) => (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor={`${id}-${key}`} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint}
      </div>
      {input}
      {errors[key] ? (
        <p id={`${id}-${key}-error`} className="mt-1 text-xs font-semibold text-red-700">
          {errors[key]}
        </p>
      ) : null}
    </div>
  );
  const describedBy = (key: string) => (errors[key] ? `${id}-${key}-error` : undefined);
  const words = countWords(form.content.replace(/<[^>]*>/g, " "));

  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={post ? "Edit Blog Post" : "New Blog Post"}
      wide
    >
      <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4">
          {field(
            "title",
            "Title *",
            <input
              id={`${id}-title`}
              className={inputClass}
              value={form.title}
              maxLength={500}
              aria-invalid={Boolean(errors.title)}
              aria-describedby={describedBy("title")}
              onChange={(e) =>
                setForm((f) => ({ ...f, title: e.target.value, slug: slugify(e.target.value) }))
              }
            />,
          )}
          {field(
            "slug",
            "URL slug *",
            <input
              id={`${id}-slug`}
              className={inputClass}
              value={form.slug}
              maxLength={500}
              aria-invalid={Boolean(errors.slug)}
              aria-describedby={describedBy("slug")}
              onChange={(e) => set("slug", e.target.value)}
            />,
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {field(
              "category",
              "Category",
              <select
                id={`${id}-category`}
                className={inputClass}
                value={form.category}
                onChange={(e) => set("category", e.target.value)}
              >
                {!BLOG_CATEGORIES.includes(form.category as (typeof BLOG_CATEGORIES)[number]) ? (
                  <option value={form.category}>{form.category}</option>
                ) : null}
                {BLOG_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>,
            )}
            {field(
              "status",
              "Status",
              <select
                id={`${id}-status`}
                className={inputClass}
                value={form.status}
                onChange={(e) =>
                  set("status", e.target.value === "published" ? "published" : "draft")
                }
              >
                <option value="draft">Draft</option>
                <option value="published">Published</option>
              </select>,
            )}
          </div>
          {field(
            "excerpt",
            "Excerpt *",
            <textarea
              id={`${id}-excerpt`}
              className={inputClass}
              rows={2}
              value={form.excerpt}
              aria-invalid={Boolean(errors.excerpt)}
              aria-describedby={describedBy("excerpt")}
              onChange={(e) => set("excerpt", e.target.value)}
            />,
          )}
          <AiTools
            title={form.title}
            category={form.category}
            content={form.content}
            onGenerated={(draft) =>
              setForm((f) => ({
                ...f,
                content: draft.content,
                excerpt: draft.excerpt,
                metaDescription: draft.metaDescription,
                focusKeyword: draft.focusKeyword,
                tags: f.tags.trim() ? f.tags : draft.keywords.slice(0, 5).join(", "),
              }))
            }
            onModified={(content) => set("content", content)}
          />
          {field(
            "content",
            "Content (HTML) *",
            <textarea
              id={`${id}-content`}
              className={`${inputClass} font-mono`}
              rows={16}
              value={form.content}
              aria-invalid={Boolean(errors.content)}
              aria-describedby={`${id}-words ${describedBy("content") ?? ""}`.trim()}
              onChange={(e) => set("content", e.target.value)}
            />,
            <span id={`${id}-words`} className="text-xs text-slate-600" data-testid="word-count">
              {words} words
            </span>,
          )}
          {field(
            "metaDescription",
            "Meta description",
            <textarea
              id={`${id}-metaDescription`}
              className={inputClass}
              rows={2}
              maxLength={META_DESCRIPTION_MAX}
              placeholder="Aim for 150-160 characters that make searchers click"
              value={form.metaDescription}
              aria-describedby={`${id}-meta-count`}
              onChange={(e) =>
                set("metaDescription", e.target.value.slice(0, META_DESCRIPTION_MAX))
              }
            />,
            <span
              id={`${id}-meta-count`}
              className="text-xs text-slate-600"
              data-testid="meta-counter"
            >
              {form.metaDescription.length}/{META_DESCRIPTION_MAX}
            </span>,
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {field(
              "focusKeyword",
              "Focus keyword",
              <input
                id={`${id}-focusKeyword`}
                className={inputClass}
                maxLength={100}
                value={form.focusKeyword}
                onChange={(e) => set("focusKeyword", e.target.value)}
              />,
            )}
            {field(
              "tags",
              "Tags (comma-separated)",
              <input
                id={`${id}-tags`}
                className={inputClass}
                value={form.tags}
                placeholder="cv, interviews, kenya"
                onChange={(e) => set("tags", e.target.value)}
              />,
            )}
          </div>
          {saveError ? (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {saveError}
            </p>
          ) : null}
          <div className="flex justify-end gap-3">
            <button type="button" className={buttonClass.secondary} onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
              {save.isPending ? "Saving..." : post ? "Update Post" : "Create Post"}
            </button>
          </div>
        </div>
        <div className="space-y-4">
          <SearchPreview
            siteUrl={siteUrl}
            slug={form.slug}
            title={form.title}
            description={form.metaDescription || form.excerpt}
          />
          <SeoChecks report={report} pending={pending} />
        </div>
      </form>
    </Modal>
  );
}
