import { useQuery } from "@tanstack/react-query";
import type { ErasureResponse, UnfinishedCvRequest } from "../../../../contract/erasure";
import { StatusBadge } from "../../ui/badge";
import { ConfirmErase, useErase } from "../confirm-erase";
import { formatDateTime } from "../format";
import { documentKeys } from "./api";

/**
 * Manual-form requests that produced no CV (failed, or cut off by a restart). They still hold
 * the client's form, so they are shown here to be erased; the list is hidden when empty.
 */
export function UnfinishedCvRequests() {
  const requests = useQuery<{ requests: UnfinishedCvRequest[] }>({
    queryKey: [documentKeys.cvRequests],
  });
  if (!requests.data || requests.data.requests.length === 0) return null;
  return (
    <section aria-labelledby="unfinished-requests-heading" className="flex flex-col gap-3">
      <h3 id="unfinished-requests-heading" className="text-lg font-semibold text-slate-900">
        Requests that produced no CV
      </h3>
      <p className="text-sm text-slate-700">
        Manual-form requests that failed. They keep the client's details until erased.
      </p>
      <ul className="flex flex-col gap-3">
        {requests.data.requests.map((request) => (
          <UnfinishedRequest key={request.id} request={request} />
        ))}
      </ul>
    </section>
  );
}

function UnfinishedRequest({ request }: { request: UnfinishedCvRequest }) {
  const who = request.name || request.email || `request ${request.id}`;
  const erase = useErase<ErasureResponse>(
    [documentKeys.cvRequests],
    () => `The CV request of ${who} was erased.`,
  );
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-slate-900">{who}</p>
        <p className="text-sm text-slate-700">{request.email || "No email"}</p>
        <p className="text-xs text-slate-600">
          {formatDateTime(request.createdAt)}
          {request.failureReason ? ` · ${request.failureReason}` : ""}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <StatusBadge status={request.status} />
        <ConfirmErase
          label={`Delete the CV request of ${who}`}
          title={`Delete the CV request of ${who}?`}
          description="This erases the form the request holds (name, contact details, role, goals)."
          pending={erase.isPending}
          onConfirm={() => erase.mutate(`${documentKeys.cvRequests}/${request.id}`)}
        />
      </div>
    </li>
  );
}
