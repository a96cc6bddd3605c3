import { useId } from "react";
import type { AdminBlogPost } from "../../../../contract/blog";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogHeading } from "../../ui/dialog";
import { Input } from "../../ui/input";
import { Select } from "../../ui/select";
import { Textarea } from "../../ui/textarea";
import { AiTools } from "./ai-tools";
import { errorIdOf, Field } from "./field";
import { CategorySelect, ContentField, MetaDescriptionField } from "./post-fields";
import { SearchPreview, SeoChecks } from "./seo-checks";
import { useBlogPostForm } from "./use-blog-post-form";
import { useLiveSeo } from "./use-live-seo";

/**
 * The blog editor modal (title, slug, excerpt and content required) with the live SEO panel and
 * search-result preview.
 */
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
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      {/* No description: the title says what the form is for. */}
      <DialogContent size="lg" aria-describedby={undefined}>
        <DialogHeading title={post ? "Edit Blog Post" : "New Blog Post"} />
        <form
          onSubmit={submit}
          noValidate
          className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
        >
          <div className="space-y-4">
            <Field controlId={idOf("title")} label="Title *" error={errors.title}>
              <Input
                id={idOf("title")}
                value={form.title}
                maxLength={500}
                {...validity("title")}
                onChange={(e) => setTitle(e.target.value)}
              />
            </Field>
            <Field controlId={idOf("slug")} label="URL slug *" error={errors.slug}>
              <Input
                id={idOf("slug")}
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
                <Select
                  id={idOf("status")}
                  value={form.status}
                  onChange={(e) =>
                    set("status", e.target.value === "published" ? "published" : "draft")
                  }
                >
                  <option value="draft">Draft</option>
                  <option value="published">Published</option>
                </Select>
              </Field>
            </div>
            <Field controlId={idOf("excerpt")} label="Excerpt *" error={errors.excerpt}>
              <Textarea
                id={idOf("excerpt")}
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
                <Input
                  id={idOf("focusKeyword")}
                  maxLength={100}
                  value={form.focusKeyword}
                  onChange={(e) => set("focusKeyword", e.target.value)}
                />
              </Field>
              <Field controlId={idOf("tags")} label="Tags (comma-separated)">
                <Input
                  id={idOf("tags")}
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
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={saving}>
                {saving ? "Saving..." : post ? "Update Post" : "Create Post"}
              </Button>
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
      </DialogContent>
    </Dialog>
  );
}
