import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import {
  type ManualCvRequest,
  type ManualCvResponse,
  serviceTypes,
} from "../../../../contract/documents";
import { ApiError, apiJson } from "../../../lib/api-client";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { Label } from "../../ui/label";
import { Select } from "../../ui/select";
import { Textarea } from "../../ui/textarea";
import { refreshDocuments } from "../cv-documents/api";
import { uploadWithProgress } from "./upload-with-progress";

/** The manual upload sends a fixed client name and a fixed admin client email. */
const manualClient = { clientName: "Manual Upload", clientEmail: "admin@kazi.co.ke" };

/** The spec's "documents" tab: Upload Document and the manual CV generation form. */
export default function UploadGenerateTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <UploadForm />
      <ManualCvForm />
    </div>
  );
}

function UploadForm() {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const client = useQueryClient();
  const id = useId();
  const upload = useMutation({
    mutationFn: (chosen: File) => {
      const form = new FormData();
      form.set("document", chosen);
      form.set("clientName", manualClient.clientName);
      form.set("clientEmail", manualClient.clientEmail);
      setProgress(0);
      return uploadWithProgress(form, setProgress);
    },
    onSuccess(result) {
      window.alert(
        result.success ? "Document uploaded successfully!" : "Failed to upload document",
      );
      refreshDocuments(client);
      setFile(null);
    },
    onError(error) {
      const reason =
        error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message;
      window.alert(`Error uploading document: ${reason}`);
    },
    onSettled() {
      setProgress(null);
    },
  });

  return (
    <section
      aria-labelledby={`${id}-h`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id={`${id}-h`} className="text-lg font-bold">
        Upload Document
      </h2>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (file) upload.mutate(file);
        }}
      >
        <Label htmlFor={`${id}-file`}>Document (PDF, DOC, DOCX or TXT, max 10MB)</Label>
        <Input
          id={`${id}-file`}
          type="file"
          accept=".pdf,.doc,.docx,.txt"
          className="h-auto"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        {progress !== null ? (
          <div className="flex items-center gap-2">
            <progress
              aria-label="Upload progress"
              max={100}
              value={progress}
              className="h-2 w-full"
            />
            <span className="text-xs text-slate-700">{progress}%</span>
          </div>
        ) : null}
        <Button type="submit" disabled={!file || upload.isPending}>
          {upload.isPending ? "Uploading..." : "Upload Document"}
        </Button>
      </form>
    </section>
  );
}

const emptyForm: Required<ManualCvRequest> = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  currentRole: "",
  experience: "",
  industry: "",
  careerGoal: "",
  company: "",
  serviceType: "CV Writing",
};

const fields: Array<[keyof ManualCvRequest, string, string, boolean]> = [
  ["firstName", "First Name", "text", true],
  ["lastName", "Last Name", "text", true],
  ["email", "Email", "email", true],
  ["phone", "Phone", "tel", false],
  ["currentRole", "Current Role", "text", true],
  ["experience", "Years of Experience", "text", true],
  ["industry", "Industry", "text", true],
  ["company", "Company", "text", false],
];

function ManualCvForm() {
  const [form, setForm] = useState(emptyForm);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const client = useQueryClient();
  const id = useId();
  const generate = useMutation({
    mutationFn: () => apiJson<ManualCvResponse>("POST", "/api/admin/manual-cv-generation", form),
    onSuccess(result) {
      window.alert(
        result.success ? "CV generation started successfully!" : "Failed to start CV generation",
      );
      setForm(emptyForm);
      setFieldErrors({});
      refreshDocuments(client);
    },
    onError(error) {
      if (error instanceof ApiError) setFieldErrors(error.fields);
      window.alert("Failed to start CV generation");
    },
  });
  const set = (key: keyof ManualCvRequest, value: string) =>
    setForm((f) => ({ ...f, [key]: value }));

  return (
    <section
      aria-labelledby={`${id}-h`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id={`${id}-h`} className="text-lg font-bold">
        Generate CV
      </h2>
      <form
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          generate.mutate();
        }}
      >
        {fields.map(([key, label, type, required]) => (
          <Label key={key} className="flex flex-col gap-1">
            {label}
            {required ? " *" : ""}
            <Input
              type={type}
              required={required}
              value={form[key]}
              aria-invalid={fieldErrors[key] ? true : undefined}
              onChange={(e) => set(key, e.target.value)}
            />
            {fieldErrors[key] ? (
              <span className="text-xs text-red-800">{fieldErrors[key]}</span>
            ) : null}
          </Label>
        ))}
        <Label className="flex flex-col gap-1 sm:col-span-2">
          Career Goal *
          <Textarea
            required
            value={form.careerGoal}
            onChange={(e) => set("careerGoal", e.target.value)}
          />
          {fieldErrors.careerGoal ? (
            <span className="text-xs text-red-800">{fieldErrors.careerGoal}</span>
          ) : null}
        </Label>
        <Label className="flex flex-col gap-1 sm:col-span-2">
          Service Type
          <Select value={form.serviceType} onChange={(e) => set("serviceType", e.target.value)}>
            {serviceTypes.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </Select>
        </Label>
        <Button type="submit" className="sm:col-span-2" disabled={generate.isPending}>
          {generate.isPending ? "Generating..." : "Generate CV"}
        </Button>
      </form>
    </section>
  );
}
