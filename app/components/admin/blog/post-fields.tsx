import { BLOG_CATEGORIES, META_DESCRIPTION_MAX } from "../../../../contract/blog";
import { countWords } from "../../../../contract/blog-rules";
import { Select } from "../../ui/select";
import { Textarea } from "../../ui/textarea";
import { errorIdOf, Field } from "./field";

/** Categories to choose from; a post's own category stays selectable even if no longer listed. */
export function CategorySelect({
  controlId,
  value,
  onChange,
}: {
  controlId: string;
  value: string;
  onChange: (category: string) => void;
}) {
  const listed = BLOG_CATEGORIES.includes(value as (typeof BLOG_CATEGORIES)[number]);
  return (
    <Field controlId={controlId} label="Category">
      <Select id={controlId} value={value} onChange={(e) => onChange(e.target.value)}>
        {!listed ? <option value={value}>{value}</option> : null}
        {BLOG_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The post's HTML, with its visible word count (tags stripped) beside the label. */
export function ContentField({
  controlId,
  value,
  error,
  onChange,
}: {
  controlId: string;
  value: string;
  error?: string;
  onChange: (content: string) => void;
}) {
  const wordsId = `${controlId}-words`;
  const words = countWords(value.replace(/<[^>]*>/g, " "));
  return (
    <Field
      controlId={controlId}
      label="Content (HTML) *"
      error={error}
      hint={
        <span id={wordsId} className="text-xs text-slate-600" data-testid="word-count">
          {words} words
        </span>
      }
    >
      <Textarea
        id={controlId}
        className="font-mono"
        rows={16}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={`${wordsId} ${error ? errorIdOf(controlId) : ""}`.trim()}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

/** The search description, cut at its limit, with a characters-used counter. */
export function MetaDescriptionField({
  controlId,
  value,
  onChange,
}: {
  controlId: string;
  value: string;
  onChange: (metaDescription: string) => void;
}) {
  const counterId = `${controlId}-count`;
  return (
    <Field
      controlId={controlId}
      label="Meta description"
      hint={
        <span id={counterId} className="text-xs text-slate-600" data-testid="meta-counter">
          {value.length}/{META_DESCRIPTION_MAX}
        </span>
      }
    >
      <Textarea
        id={controlId}
        rows={2}
        maxLength={META_DESCRIPTION_MAX}
        placeholder="Aim for 150-160 characters that make searchers click"
        value={value}
        aria-describedby={counterId}
        onChange={(e) => onChange(e.target.value.slice(0, META_DESCRIPTION_MAX))}
      />
    </Field>
  );
}
