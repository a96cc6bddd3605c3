import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  type AdminBlogPost,
  DEFAULT_CATEGORY,
  type GeneratedBlog,
  type SaveBlogPostRequest,
  saveBlogPostRequest,
} from "../../../../contract/blog";
import { parseTags, slugify } from "../../../../contract/blog-rules";
import { ApiError, apiJson } from "../../../lib/api-client";

/** The editor's fields as typed: tags as one comma-separated string, empty text for none. */
export interface BlogPostForm {
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

function initialForm(post: AdminBlogPost | null): BlogPostForm {
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

function toRequest(form: BlogPostForm, post: AdminBlogPost | null): SaveBlogPostRequest {
  return {
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
  };
}

/** The first message of each field the contract rejects, as the server would report it. */
function fieldErrorsOf(body: SaveBlogPostRequest): Record<string, string> {
  const parsed = saveBlogPostRequest.safeParse(body);
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * State, validation and saving of the blog editor: the form creates `post` when it is null and
 * updates it otherwise, and calls `onSaved` once the lists it changes are refetched.
 */
export function useBlogPostForm(post: AdminBlogPost | null, onSaved: () => void) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<BlogPostForm>(() => initialForm(post));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: SaveBlogPostRequest) =>
      apiJson<{ post: AdminBlogPost }>("POST", "/api/admin/blog-posts", body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/admin/blog-posts"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/admin/blog-analytics"] }),
      ]);
      onSaved();
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        setErrors(error.fields);
        setSaveError(error.serverMessage ?? "Failed to create blog post");
      } else setSaveError("Failed to create blog post");
    },
  });

  return {
    form,
    errors,
    saveError,
    saving: save.isPending,
    set<K extends keyof BlogPostForm>(key: K, value: BlogPostForm[K]) {
      setForm((f) => ({ ...f, [key]: value }));
    },
    /** The slug follows the title as it is typed; staff may edit it afterwards. */
    setTitle(title: string) {
      setForm((f) => ({ ...f, title, slug: slugify(title) }));
    },
    /** An AI draft replaces the text fields but keeps the tags staff already chose. */
    applyDraft(draft: GeneratedBlog) {
      setForm((f) => ({
        ...f,
        content: draft.content,
        excerpt: draft.excerpt,
        metaDescription: draft.metaDescription,
        focusKeyword: draft.focusKeyword,
        tags: f.tags.trim() ? f.tags : draft.keywords.slice(0, 5).join(", "),
      }));
    },
    submit(event: React.FormEvent) {
      event.preventDefault();
      const body = toRequest(form, post);
      const invalid = fieldErrorsOf(body);
      setErrors(invalid);
      setSaveError(null);
      if (Object.keys(invalid).length === 0) save.mutate(body);
    },
  };
}
