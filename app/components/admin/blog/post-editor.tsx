import { useId } from "react";
import type { AdminBlogPost } from "../../../../contract/blog";
import { AiTools } from "./ai-tools";
import { errorIdOf, Field } from "./field";
import { buttonClass, inputClass, Modal } from "./modal";
import { CategorySelect, ContentField, MetaDescriptionField } from "./post-fields";
import { SearchPreview, SeoChecks } from "./seo-checks";
import { useBlogPostForm } from "./use-blog-post-form";
import { useLiveSeo } from "./use-live-seo";

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
  const formId = useId();
  const { form, errors, saveError, saving, set, setTitle, applyDraft, submit } = useBlogPostForm(
    post,
    onClose,
  );
  const { report, pending } = useLiveSeo({
    title: form.title,
    slug: form.slug,
    content: form.content,
    metaDescription: form.metaDescription,
    focusKeyword: form.focusKeyword,
  });
  const idOf = (key: keyof typeof form) => `${formId}-${key}`;
  /** The aria attributes of a control whose error Field may show. */
  const validity = (key: keyof typeof form) => ({
    "aria-invalid": Boolean(errors[key]),
    "aria-describedby": errors[key] ? errorIdOf(idOf(key)) : undefined,
  });

  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={post ? "Edit Blog Post" : "New Blog Post"}
      wide
    >
      <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4">
          <Field controlId={idOf("title")} label="Title *" error={errors.title}>
            <input
              id={idOf("title")}
              className={inputClass}
              value={form.title}
              maxLength={500}
              {...validity("title")}
              onChange={(e) => setTitle(e.target.value)}
            />
          </Field>
          <Field controlId={idOf("slug")} label="URL slug *" error={errors.slug}>
            <input
              id={idOf("slug")}
              className={inputClass}
              value={form.slug}
              maxLength={500}
              {...validity("slug")}
              onChange={(e) => set("slug", e.target.value)}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <CategorySelect
              controlId={idOf("category")}
              value={form.category}
              onChange={(category) => set("category", category)}
            />
            <Field controlId={idOf("status")} label="Status">
              <select
                id={idOf("status")}
                className={inputClass}
                value={form.status}
                onChange={(e) =>
                  set("status", e.target.value === "published" ? "published" : "draft")
                }
              >
                <option value="draft">Draft</option>
                <option value="published">Published</option>
              </select>
            </Field>
          </div>
          <Field controlId={idOf("excerpt")} label="Excerpt *" error={errors.excerpt}>
            <textarea
              id={idOf("excerpt")}
              className={inputClass}
              rows={2}
              value={form.excerpt}
              {...validity("excerpt")}
              onChange={(e) => set("excerpt", e.target.value)}
            />
          </Field>
          <AiTools
            title={form.title}
            category={form.category}
            content={form.content}
            onGenerated={applyDraft}
            onModified={(content) => set("content", content)}
          />
          <ContentField
            controlId={idOf("content")}
            value={form.content}
            error={errors.content}
            onChange={(content) => set("content", content)}
          />
          <MetaDescriptionField
            controlId={idOf("metaDescription")}
            value={form.metaDescription}
            onChange={(metaDescription) => set("metaDescription", metaDescription)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field controlId={idOf("focusKeyword")} label="Focus keyword">
              <input
                id={idOf("focusKeyword")}
                className={inputClass}
                maxLength={100}
                value={form.focusKeyword}
                onChange={(e) => set("focusKeyword", e.target.value)}
              />
            </Field>
            <Field controlId={idOf("tags")} label="Tags (comma-separated)">
              <input
                id={idOf("tags")}
                className={inputClass}
                value={form.tags}
                placeholder="cv, interviews, kenya"
                onChange={(e) => set("tags", e.target.value)}
              />
            </Field>
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
            <button type="submit" className={buttonClass.primary} disabled={saving}>
              {saving ? "Saving..." : post ? "Update Post" : "Create Post"}
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
