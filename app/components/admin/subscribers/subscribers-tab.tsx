import { useQuery } from "@tanstack/react-query";
import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { SubscriberListResponse } from "../../../../contract/admin-subscribers";
import { downloadCsv } from "../csv-download";
import { formatDateTime } from "../format";
import { Empty, LoadError, Loading } from "../states";

/** Newsletter sign-ups from the blog, with CSV export. */
export default function SubscribersTab() {
  const subscribers = useQuery<SubscriberListResponse>({ queryKey: ["/api/admin/subscribers"] });
  const [exportError, setExportError] = useState<string | null>(null);

  async function exportCsv() {
    setExportError(null);
    try {
      await downloadCsv("/api/admin/subscribers.csv", "subscribers.csv");
    } catch (error) {
      setExportError(`Download failed: ${(error as Error).message}`);
    }
  }

  const count = subscribers.data?.total ?? 0;
  return (
    <section aria-labelledby="subscribers-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="subscribers-heading" className="text-xl font-semibold">
            Subscribers
          </h2>
          <p className="text-sm text-slate-600">
            People who signed up for the newsletter on the blog.
          </p>
        </div>
        <Button variant="outline" onClick={exportCsv} disabled={count === 0}>
          <DownloadIcon aria-hidden="true" />
          Export CSV
        </Button>
      </div>
      {exportError ? (
        <p role="alert" className="text-sm text-red-700">
          {exportError}
        </p>
      ) : null}

      {subscribers.isPending ? (
        <Loading label="Loading subscribers..." />
      ) : subscribers.isError ? (
        <LoadError error={subscribers.error} />
      ) : subscribers.data.subscribers.length === 0 ? (
        <Empty>No newsletter subscribers yet.</Empty>
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="px-4 pt-3 text-left text-sm text-slate-600">
              {count} {count === 1 ? "subscriber" : "subscribers"}
            </caption>
            <thead className="border-b border-slate-200">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Email
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Subscribed
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {subscribers.data.subscribers.map((s) => (
                <tr key={s.id}>
                  <td className="px-4 py-2">{s.email}</td>
                  <td className="px-4 py-2 text-slate-700">{formatDateTime(s.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </section>
  );
}
