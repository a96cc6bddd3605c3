import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type PropsWithChildren, type ReactNode, useId, useState } from "react";
import {
  type LeadAssigneeList,
  type LeadChangeRequest,
  type LeadDetail,
  type LeadEvent,
  type LeadSource,
  type LeadStatus,
  leadStatuses,
} from "../../../../contract/admin-leads";
import { apiJson } from "../../../lib/api-client";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { Label } from "../../ui/label";
import { Select } from "../../ui/select";
import { Textarea } from "../../ui/textarea";
import { formatDateTime } from "../format";
import { LoadError, Loading } from "../states";
import { statusLabels } from "./lead-labels";
import { refreshLeadViews } from "./refresh-lead-views";

const leadsUrl = "/api/admin/leads";
/** One lead's API address, also its query key. */
export const leadUrl = (source: LeadSource, id: number) => `${leadsUrl}/${source}/${id}`;

/** How a history line reads: "Status: won", "Assigned to wanjiru", "Note: …". */
function eventInWords(event: LeadEvent): string {
  if (event.kind === "status") return `Status: ${event.detail}`;
  if (event.kind === "assignee") return event.detail ? `Assigned to ${event.detail}` : "Unassigned";
  return `Note: ${event.detail}`;
}

/** A titled part of an open lead: its list, or what to say while it has nothing; then `children`. */
function LeadSection({
  title,
  empty,
  list,
  children,
}: PropsWithChildren<{ title: string; empty: string | null; list: ReactNode }>) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h4 className="font-semibold">{title}</h4>
      {empty === null ? list : <p className="text-sm text-slate-600">{empty}</p>}
      {children}
    </section>
  );
}

/** One lead opened in the list: its status and assignee, notes, and who changed what when. */
export function LeadDetails({
  source,
  id,
  assignees,
}: {
  source: LeadSource;
  id: number;
  assignees: LeadAssigneeList["assignees"];
}) {
  const url = leadUrl(source, id);
  const lead = useQuery<{ lead: LeadDetail }>({ queryKey: [url] });
  if (lead.isPending) return <Loading label="Loading the lead..." />;
  if (lead.isError) return <LoadError error={lead.error} />;
  return <LeadForms url={url} lead={lead.data.lead} assignees={assignees} />;
}

function LeadForms({
  url,
  lead,
  assignees,
}: {
  url: string;
  lead: LeadDetail;
  assignees: LeadAssigneeList["assignees"];
}) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [lostReason, setLostReason] = useState(lead.lostReason ?? "");
  const [assignee, setAssignee] = useState(lead.assignee ? String(lead.assignee.id) : "");
  const [note, setNote] = useState("");
  const ids = { status: useId(), reason: useId(), assignee: useId(), note: useId() };
  const refresh = () => refreshLeadViews(queryClient);

  const save = useMutation({
    mutationFn: (change: LeadChangeRequest) => apiJson<{ lead: LeadDetail }>("PATCH", url, change),
    onSuccess: refresh,
  });
  const addNote = useMutation({
    mutationFn: (text: string) => apiJson<{ lead: LeadDetail }>("POST", `${url}/notes`, { text }),
    onSuccess: () => {
      setNote("");
      return refresh();
    },
  });

  function submitChange(event: FormEvent) {
    event.preventDefault();
    const change: LeadChangeRequest = {};
    if (status !== lead.status || (status === "lost" && lostReason !== lead.lostReason)) {
      change.status = status;
      if (status === "lost") change.lostReason = lostReason;
    }
    const assigneeId = assignee ? Number(assignee) : null;
    if (assigneeId !== (lead.assignee?.id ?? null)) change.assigneeId = assigneeId;
    if (change.status !== undefined || change.assigneeId !== undefined) save.mutate(change);
  }

  return (
    <div className="mt-4 flex flex-col gap-4 border-t border-slate-200 pt-4">
      {lead.message ? (
        <p className="text-sm whitespace-pre-wrap text-slate-800">{lead.message}</p>
      ) : null}
      <form onSubmit={submitChange} className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.status}>Lead status</Label>
          <Select
            id={ids.status}
            value={status}
            onChange={(e) => setStatus(e.target.value as LeadStatus)}
          >
            {leadStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </Select>
        </div>
        {status === "lost" ? (
          <div className="flex min-w-56 flex-1 flex-col gap-1.5">
            <Label htmlFor={ids.reason} required>
              Why was it lost?
            </Label>
            <Input
              id={ids.reason}
              value={lostReason}
              required
              maxLength={500}
              onChange={(e) => setLostReason(e.target.value)}
            />
          </div>
        ) : null}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.assignee}>Assigned to</Label>
          <Select id={ids.assignee} value={assignee} onChange={(e) => setAssignee(e.target.value)}>
            <option value="">Nobody</option>
            {assignees.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {a.username}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" disabled={save.isPending}>
          Save
        </Button>
      </form>
      {save.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Could not save: {save.error.message}
        </p>
      ) : null}

      <LeadSection
        title="Notes"
        empty={lead.notes.length === 0 ? "No notes yet." : null}
        list={
          <ul className="flex flex-col gap-2">
            {lead.notes.map((n) => (
              <li key={n.id} className="text-sm">
                <p className="text-xs text-slate-600">
                  {formatDateTime(n.at)} · {n.by}
                </p>
                <p className="whitespace-pre-wrap text-slate-800">{n.detail}</p>
              </li>
            ))}
          </ul>
        }
      >
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (note.trim()) addNote.mutate(note);
          }}
        >
          <Label htmlFor={ids.note}>New note</Label>
          <Textarea
            id={ids.note}
            rows={3}
            value={note}
            maxLength={4000}
            onChange={(e) => setNote(e.target.value)}
          />
          <Button
            type="submit"
            variant="outline"
            className="self-start"
            disabled={addNote.isPending}
          >
            Add note
          </Button>
          {addNote.isError ? (
            <p role="alert" className="text-sm text-red-700">
              Could not add the note: {addNote.error.message}
            </p>
          ) : null}
        </form>
      </LeadSection>

      <LeadSection
        title="History"
        empty={lead.history.length === 0 ? "No changes yet." : null}
        list={
          <ol className="flex flex-col gap-1 text-sm">
            {lead.history.map((e) => (
              <li key={e.id}>
                <span className="text-slate-600">
                  {formatDateTime(e.at)} · {e.by}:
                </span>{" "}
                {eventInWords(e)}
              </li>
            ))}
          </ol>
        }
      />
    </div>
  );
}
