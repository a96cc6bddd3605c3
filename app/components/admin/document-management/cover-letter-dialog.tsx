import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { useId, useState } from "react";
import { apiJson, saveBlob } from "~/lib/api-client";
import type { CoverLetterResponse, CvItem } from "../../../../contract/documents";
import { documentKeys } from "../cv-documents/api";
import { buttonClass, inputClass } from "../cv-documents/parts";
import { notify } from "./notice";

/** SPEC §2 Generate Cover Letter: disabled until a CV, a company and a position are chosen. */
export function CoverLetterDialog({ cvs }: { cvs: CvItem[] }) {
  const [open, setOpen] = useState(false);
  const [cvId, setCvId] = useState("");
  const [companyName, setCompanyName] = useState("");
  const [position, setPosition] = useState("");
  const [additionalInfo, setAdditionalInfo] = useState("");
  const id = useId();
  const client = useQueryClient();
  const generate = useMutation({
    mutationFn: () =>
      apiJson<CoverLetterResponse>("POST", "/api/admin/generate-cover-letter", {
        cvId: Number(cvId),
        companyName,
        position,
        additionalInfo,
      }),
    onSuccess(result) {
      saveBlob(
        new Blob([result.content], { type: "text/plain;charset=utf-8" }),
        result.fileName || "cover_letter.txt",
      );
      notify({
        title: "Cover letter generated successfully",
        description: "The cover letter has been downloaded.",
      });
      void client.invalidateQueries({ queryKey: [documentKeys.documents] });
      setOpen(false);
    },
    onError() {
      notify({ title: "Generation failed", destructive: true });
    },
  });
  const ready = cvId !== "" && companyName.trim() !== "" && position.trim() !== "";

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass.primary}>Generate Cover Letter</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-lg bg-white p-6 shadow-lg">
          <Dialog.Title className="text-lg font-semibold">Generate Cover Letter</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-700">
            Written from the chosen CV; saved as a text file and kept under Documents.
          </Dialog.Description>
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (ready) generate.mutate();
            }}
          >
            <label htmlFor={`${id}-cv`} className="text-sm font-medium">
              CV
            </label>
            <select
              id={`${id}-cv`}
              className={inputClass}
              value={cvId}
              onChange={(e) => setCvId(e.target.value)}
            >
              <option value="">Select a CV</option>
              {cvs.map((cv) => (
                <option key={cv.id} value={cv.id}>
                  {`${cv.firstName} ${cv.lastName}`.trim() || cv.title || `CV #${cv.id}`} (#{cv.id})
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-company`} className="text-sm font-medium">
              Company Name
            </label>
            <input
              id={`${id}-company`}
              className={inputClass}
              value={companyName}
              onChange={(e) => setCompanyName(e.target.value)}
            />
            <label htmlFor={`${id}-position`} className="text-sm font-medium">
              Position Title
            </label>
            <input
              id={`${id}-position`}
              className={inputClass}
              value={position}
              onChange={(e) => setPosition(e.target.value)}
            />
            <label htmlFor={`${id}-info`} className="text-sm font-medium">
              Additional Information
            </label>
            <textarea
              id={`${id}-info`}
              className={inputClass}
              value={additionalInfo}
              onChange={(e) => setAdditionalInfo(e.target.value)}
            />
            <div className="flex justify-end gap-2">
              <Dialog.Close className={buttonClass.outline}>Cancel</Dialog.Close>
              <button
                type="submit"
                className={buttonClass.primary}
                disabled={!ready || generate.isPending}
              >
                {generate.isPending ? "Generating..." : "Generate"}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
