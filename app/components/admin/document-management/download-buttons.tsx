import { DownloadIcon } from "lucide-react";
import { Button } from "../../ui/button";
import type { DocumentFormat } from "../cv-documents/api";
import { downloadWithNotice, formatLabel } from "./download-with-notice";

/** A "Download PDF" (Word, HTML) button for each of `formats`, in that order. */
export function DownloadButtons({
  item,
  formats,
}: {
  item: Parameters<typeof downloadWithNotice>[0];
  formats: readonly DocumentFormat[];
}) {
  return formats.map((format) => (
    <Button
      key={format}
      variant="outline"
      size="sm"
      onClick={() => downloadWithNotice(item, format)}
    >
      <DownloadIcon aria-hidden="true" /> Download {formatLabel(format)}
    </Button>
  ));
}
