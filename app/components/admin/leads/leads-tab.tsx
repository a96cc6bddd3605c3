import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { services } from "../../../../content/services";
import {
  type LeadAssigneeList,
  type LeadDetail,
  type LeadListResponse,
  type LeadSource,
  type LeadSummaryRow,
  leadOfLinkParam,
  leadPageSize,
  leadSources,
  leadStatuses,
} from "../../../../contract/admin-leads";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { CsvListSection } from "../csv-export";
import { FilterSelect } from "../filter-select";
import { formatDateTime } from "../format";
import { ItemCard } from "../item-card";
import { OutOfHoursBadge } from "../out-of-hours-badge";
import { Pager } from "../pager";
import { SearchField } from "../search-field";
import { Empty, LoadError, Loading } from "../states";
import { useSettled } from "../use-settled";
import { LeadDetails, leadUrl } from "./lead-details";
import { sourceLabels, statusLabels, statusVariants } from "./lead-labels";

const leadsUrl = "/api/admin/leads";
const assigneesUrl = `${leadsUrl}/assignees`;

interface Filters {
  q: string;
  status: string;
  source: string;
  service: string;
  assignee: string;
}

function queryString(filters: Filters, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (page > 1) params.set("page", String(page));
  return params.toString();
}

/** Chat leads and contact inquiries in one list, each followed from arrival to a result. */
export default function LeadsTab() {
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<Omit<Filters, "q">>({
    status: "",
    source: "",
    service: "",
    assignee: "",
  });
  const [page, setPage] = useState(1);
  const settledSearch = useSettled(search.trim());
  const all = { q: settledSearch, ...filters };
  const url = `${leadsUrl}?${queryString(all, page)}`;
  const leads = useQuery<LeadListResponse>({ queryKey: [url] });
  const assignees = useQuery<LeadAssigneeList>({ queryKey: [assigneesUrl] });
  const [openKey, setOpenKey] = useState<string | null>(null);
  // An alert's link (?lead=inquiry-12) opens that lead above the list, whatever page it is on.
  const [params, setParams] = useSearchParams();
  const linked = leadOfLinkParam(params.get("lead"));
  const closeLinked = () =>
    setParams(
      (current) => {
        current.delete("lead");
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  const filter = (key: keyof typeof filters) => (value: string) => {
    setFilters({ ...filters, [key]: value });
    setPage(1);
  };
  const filterSelects: Array<[keyof typeof filters, string, Array<readonly [string, string]>]> = [
    ["status", "Status", leadStatuses.map((s) => [s, statusLabels[s]] as const)],
    ["source", "Source", leadSources.map((s) => [s, sourceLabels[s]] as const)],
    ["service", "Service", services.map((s) => [s.id, s.name] as const)],
    [
      "assignee",
      "Assignee",
      [
        ["none", "Nobody"] as const,
        ...(assignees.data?.assignees ?? []).map((a) => [String(a.id), a.username] as const),
      ],
    ],
  ];
  const pageCount = Math.ceil((leads.data?.total ?? 0) / leadPageSize);
  const filtered = Object.values(all).some(Boolean);

  return (
    <CsvListSection
      title="Leads"
      description="Chat leads and contact-form inquiries together: who holds each one and where it stands."
      csvUrl={`${leadsUrl}/export.csv?${queryString(all, 1)}`}
      fileName="leads.csv"
    >
      {linked ? (
        <LinkedLead {...linked} assignees={assignees.data?.assignees ?? []} onClose={closeLinked} />
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <SearchField
          label="Search leads"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          placeholder="Name, phone, email or reference code"
        />
        {filterSelects.map(([key, label, options]) => (
          <FilterSelect
            key={key}
            label={label}
            value={filters[key]}
            onChange={filter(key)}
            anyLabel="Any"
            options={options}
          />
        ))}
      </div>

      {leads.isPending ? (
        <Loading label="Loading leads..." />
      ) : leads.isError ? (
        <LoadError error={leads.error} />
      ) : leads.data.leads.length === 0 ? (
        <Empty>{filtered ? "No leads match." : "No leads yet."}</Empty>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {leads.data.total} {leads.data.total === 1 ? "lead" : "leads"}
          </p>
          <ul className="flex flex-col gap-3">
            {leads.data.leads.map((lead) => {
              const key = `${lead.source}/${lead.id}`;
              return (
                <LeadItem
                  key={key}
                  lead={lead}
                  open={openKey === key}
                  onToggle={() => setOpenKey(openKey === key ? null : key)}
                  assignees={assignees.data?.assignees ?? []}
                />
              );
            })}
          </ul>
        </>
      )}
      <Pager label="Lead pages" page={page} pageCount={pageCount} onPage={setPage} />
    </CsvListSection>
  );
}

/** The lead a link names, opened; closing it drops the link and leaves the list. */
function LinkedLead({
  source,
  id,
  assignees,
  onClose,
}: {
  source: LeadSource;
  id: number;
  assignees: LeadAssigneeList["assignees"];
  onClose: () => void;
}) {
  const lead = useQuery<{ lead: LeadDetail }>({ queryKey: [leadUrl(source, id)] });
  return (
    <section aria-label="Linked lead">
      {lead.isPending ? (
        <Loading label="Loading the lead..." />
      ) : lead.isError ? (
        <LoadError error={lead.error} />
      ) : (
        <ul>
          <LeadItem lead={lead.data.lead} open onToggle={onClose} assignees={assignees} />
        </ul>
      )}
    </section>
  );
}

function LeadItem({
  lead,
  open,
  onToggle,
  assignees,
}: {
  lead: LeadSummaryRow;
  open: boolean;
  onToggle: () => void;
  assignees: LeadAssigneeList["assignees"];
}) {
  const name = lead.name ?? lead.referenceCode ?? `Lead ${lead.id}`;
  return (
    <ItemCard
      testId="lead"
      title={name}
      details={
        <>
          <p className="text-xs text-slate-600">
            {sourceLabels[lead.source]} · {formatDateTime(lead.createdAt)}
            {lead.referenceCode ? ` · ${lead.referenceCode}` : ""}
          </p>
          <p className="mt-1 text-sm text-slate-800">
            {[lead.phone, lead.email].filter(Boolean).join(" · ")}
          </p>
        </>
      }
      aside={
        <>
          {lead.services.map((s) => (
            <Badge key={s} variant="brand">
              {s}
            </Badge>
          ))}
          <Badge variant={statusVariants[lead.status]}>{statusLabels[lead.status]}</Badge>
          <span className="text-sm text-slate-700">
            {lead.assignee ? `Held by ${lead.assignee.username}` : "Unassigned"}
          </span>
          <OutOfHoursBadge arrivedOutOfHours={lead.arrivedOutOfHours} />
          <Button variant="outline" size="sm" aria-expanded={open} onClick={onToggle}>
            {open ? "Close" : "Open"}
            <span className="sr-only"> lead {name}</span>
          </Button>
        </>
      }
    >
      {open ? <LeadDetails source={lead.source} id={lead.id} assignees={assignees} /> : null}
    </ItemCard>
  );
}
