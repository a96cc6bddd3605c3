import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { CoverLetterResponse, CvItem } from "../../../../contract/documents";
import { apiJson, saveBlob } from "../../../lib/api-client";
import { Button } from "../../ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeading,
  DialogTrigger,
} from "../../ui/dialog";
import { Input } from "../../ui/input";
import { Label } from "../../ui/label";
import { Select } from "../../ui/select";
import { Textarea } from "../../ui/textarea";
import { documentKeys } from "../cv-documents/api";
import { notify } from "./notice";

/** Generate Cover Letter: disabled until a CV, a company and a position are chosen. */
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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">Generate Cover Letter</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeading title="Generate Cover Letter">
          Written from the chosen CV; saved as a text file and kept under Documents.
        </DialogHeading>
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (ready) generate.mutate();
          }}
        >
          <Label htmlFor={`${id}-cv`}>CV</Label>
          <Select id={`${id}-cv`} value={cvId} onChange={(e) => setCvId(e.target.value)}>
            <option value="">Select a CV</option>
            {cvs.map((cv) => (
              <option key={cv.id} value={cv.id}>
                {`${cv.firstName} ${cv.lastName}`.trim() || cv.title || `CV #${cv.id}`} (#{cv.id})
              </option>
            ))}
          </Select>
          <Label htmlFor={`${id}-company`}>Company Name</Label>
          <Input
            id={`${id}-company`}
            value={companyName}
            onChange={(e) => setCompanyName(e.target.value)}
          />
          <Label htmlFor={`${id}-position`}>Position Title</Label>
          <Input
            id={`${id}-position`}
            value={position}
            onChange={(e) => setPosition(e.target.value)}
          />
          <Label htmlFor={`${id}-info`}>Additional Information</Label>
          <p id={`${id}-info-hint`} className="text-xs text-slate-600">
            A vacancy reference goes on the Re: line. Facts about the client are written as their
            own sentences. Closing dates and notes for staff (call her before, client prefers,
            internal, note to self) are never written to the employer.
          </p>
          <Textarea
            id={`${id}-info`}
            aria-describedby={`${id}-info-hint`}
            value={additionalInfo}
            onChange={(e) => setAdditionalInfo(e.target.value)}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={!ready || generate.isPending}>
              {generate.isPending ? "Generating..." : "Generate"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
