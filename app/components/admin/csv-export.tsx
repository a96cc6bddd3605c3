import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "../ui/button";
import { downloadFile } from "./file-download";

/**
 * A list tab's heading, its one-line description and its Export CSV button; a failed export
 * says why under it. `headingId` labels the tab's section.
 */
export function CsvExportHeader({
  headingId,
  title,
  description,
  csvUrl,
  fileName,
  disabled = false,
}: {
  headingId: string;
  title: string;
  description: string;
  csvUrl: string;
  fileName: string;
  disabled?: boolean;
}) {
  const [error, setError] = useState<string | null>(null);

  async function exportCsv() {
    setError(null);
    try {
      await downloadFile(csvUrl, fileName);
    } catch (failure) {
      setError(`Download failed: ${(failure as Error).message}`);
    }
  }

  return (
    <>
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
    </>
  );
}
