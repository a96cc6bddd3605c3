import { useId, useState } from "react";
import type { GeneratedBlog } from "../../../../contract/blog";
import { ApiError, apiJson } from "../../../lib/api-client";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";

const errorText = (error: unknown) =>
  error instanceof ApiError
    ? (error.serverMessage ?? error.message)
    : error instanceof Error
      ? error.message
      : "";

/**
 * AI Generate (needs a title) and AI Modify (needs content and a change) of the editor, with their
 * failure alerts.
 */
export function AiTools({
  title,
  category,
  content,
  onGenerated,
  onModified,
}: {
  title: string;
  category: string;
  content: string;
  onGenerated: (draft: GeneratedBlog) => void;
  onModified: (content: string) => void;
}) {
  const id = useId();
  const [instructions, setInstructions] = useState("");
  const [change, setChange] = useState("");
  const [busy, setBusy] = useState<"generate" | "modify" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function generate() {
    if (!title.trim()) return setProblem("Please enter a title first");
    setProblem(null);
    setBusy("generate");
    try {
      onGenerated(
        await apiJson<GeneratedBlog>("POST", "/api/admin/generate-blog", {
          title,
          category,
          additionalInstructions: instructions,
        }),
      );
    } catch (error) {
      window.alert(`Failed to generate content: ${errorText(error) || "Unknown error"}`);
    } finally {
      setBusy(null);
    }
  }

  async function modify() {
    if (!content.trim()) return setProblem("Please add content first");
    if (!change.trim()) return setProblem("Please describe what you want to change");
    setProblem(null);
    setBusy("modify");
    try {
      const answer = await apiJson<{ modifiedContent: string }>("POST", "/api/admin/modify-blog", {
        originalContent: content,
        modificationRequest: change,
        title,
      });
      onModified(answer.modifiedContent);
      setChange("");
    } catch (error) {
      window.alert(`Failed to modify content: ${errorText(error) || "Unknown error"}`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <fieldset className="rounded-lg border border-brand-100 bg-brand-50 p-4">
      <legend className="px-1 text-sm font-semibold text-brand-900">AI writing assistant</legend>
      <label htmlFor={`${id}-instructions`} className="text-sm font-medium text-slate-800">
        Instructions for AI Generate (optional)
      </label>
      <p id={`${id}-instructions-help`} className="mt-1 text-xs text-slate-600">
        Name the length, the topics and the keyword, e.g. "700-900 words. Cover PPADA, IFMIS and
        donor rules. Focus keyword: procurement jobs." A topic the assistant has no facts for comes
        back as an outline for you to complete.
      </p>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-instructions`}
          aria-describedby={`${id}-instructions-help`}
          placeholder="e.g. 600-800 words for fresh graduates. Cover referees and attachments"
          value={instructions}
          onChange={(e) => setInstructions(e.target.value)}
        />
        <Button onClick={generate} disabled={busy !== null}>
          {busy === "generate" ? "Generating..." : "AI Generate"}
        </Button>
      </div>
      {content.trim() ? (
        <>
          <label htmlFor={`${id}-change`} className="mt-3 block text-sm font-medium text-slate-800">
            Describe a change for AI Modify
          </label>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-change`}
              placeholder="e.g. make it shorter and more formal, add a conclusion"
              value={change}
              onChange={(e) => setChange(e.target.value)}
            />
            <Button variant="outline" onClick={modify} disabled={busy !== null}>
              {busy === "modify" ? "Modifying..." : "AI Modify"}
            </Button>
          </div>
        </>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
