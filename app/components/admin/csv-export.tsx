import { DownloadIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "../ui/button";
import { downloadFile } from "./file-download";

/**
 * A list tab: its heading (which labels the section), its one-line description and its Export
 * CSV button, then the list itself; a failed export says why under the button.
 */
export function CsvListSection({
  title,
  description,
  csvUrl,
  fileName,
  disabled = false,
  children,
}: {
  title: string;
  description: string;
  csvUrl: string;
  fileName: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();

  async function exportCsv() {
    setError(null);
    try {
      await downloadFile(csvUrl, fileName);
    } catch (failure) {
      setError(`Download failed: ${(failure as Error).message}`);
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {title}
          </h2>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
        <Button variant="outline" onClick={exportCsv} disabled={disabled}>
          <DownloadIcon aria-hidden="true" />
          Export CSV
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {children}
    </section>
  );
}
