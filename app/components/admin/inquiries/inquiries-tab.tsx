import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MailIcon, PhoneIcon } from "lucide-react";
import { useState } from "react";
import {
  type AdminInquiry,
  type InquiryFilter,
  type InquiryListResponse,
  serviceLabel,
} from "../../../../contract/admin-inquiries";
import type { ErasureResponse } from "../../../../contract/erasure";
import { apiJson } from "../../../lib/api-client";
import { Badge } from "../../ui/badge";
import { Checkbox } from "../../ui/checkbox";
import { ConfirmErase, useErase } from "../confirm-erase";
import { CsvListSection } from "../csv-export";
import { FilterSelect } from "../filter-select";
import { formatDateTime } from "../format";
import { ItemCard } from "../item-card";
import { refreshLeadViews } from "../leads/refresh-lead-views";
import { OutOfHoursBadge } from "../out-of-hours-badge";
import { SearchField } from "../search-field";
import { Empty, LoadError, Loading } from "../states";
import { useSettled } from "../use-settled";

const baseUrl = "/api/admin/inquiries";

function queryString(search: string, status: InquiryFilter): string {
  const params = new URLSearchParams({ status });
  if (search) params.set("q", search);
  return params.toString();
}

/** Contact-form messages, newest first, with search, the handled mark and CSV export. */
export default function InquiriesTab() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<InquiryFilter>("all");
  const settledSearch = useSettled(search.trim());
  const url = `${baseUrl}?${queryString(settledSearch, status)}`;
  const inquiries = useQuery<InquiryListResponse>({ queryKey: [url] });

  return (
    <CsvListSection
      title="Inquiries"
      description="Messages sent through the website's contact form."
      csvUrl={`${baseUrl}.csv?${queryString(settledSearch, status)}`}
      fileName="inquiries.csv"
    >
      <div className="flex flex-wrap gap-3">
        <SearchField
          label="Search inquiries"
          value={search}
          onChange={setSearch}
          placeholder="Name, email, phone, service or message"
        />
        <FilterSelect
          label="Show"
          value={status}
          onChange={setStatus}
          options={[
            ["all", "All"],
            ["unhandled", "Unhandled"],
            ["handled", "Handled"],
          ]}
        />
      </div>

      {inquiries.isPending ? (
        <Loading label="Loading inquiries..." />
      ) : inquiries.isError ? (
        <LoadError error={inquiries.error} />
      ) : inquiries.data.inquiries.length === 0 ? (
        <Empty>
          {settledSearch || status !== "all" ? "No inquiries match." : "No inquiries yet."}
        </Empty>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {inquiries.data.total === inquiries.data.inquiries.length
              ? `${inquiries.data.total} ${inquiries.data.total === 1 ? "inquiry" : "inquiries"}`
              : `Newest ${inquiries.data.inquiries.length} of ${inquiries.data.total} inquiries (export CSV for all)`}
          </p>
          <ul className="flex flex-col gap-3">
            {inquiries.data.inquiries.map((inquiry) => (
              <InquiryItem key={inquiry.id} inquiry={inquiry} />
            ))}
          </ul>
        </>
      )}
    </CsvListSection>
  );
}

function InquiryItem({ inquiry }: { inquiry: AdminInquiry }) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (handled: boolean) =>
      apiJson<{ inquiry: AdminInquiry }>("PATCH", `${baseUrl}/${inquiry.id}`, { handled }),
    // The handled mark is the lead's status: the Leads tab and the funnel change with it.
    onSuccess: () => refreshLeadViews(queryClient),
  });
  const handled = inquiry.handledAt !== null;
  const name = `${inquiry.firstName} ${inquiry.lastName}`;
  const erase = useErase<ErasureResponse>(
    [baseUrl, "/api/admin/metrics"],
    () => `The inquiry from ${name} was erased.`,
  );

  return (
    <ItemCard
      testId="inquiry"
      title={name}
      details={<p className="text-xs text-slate-600">{formatDateTime(inquiry.createdAt)}</p>}
      aside={
        <>
          {inquiry.service ? <Badge variant="brand">{serviceLabel(inquiry.service)}</Badge> : null}
          <Badge variant={handled ? "success" : "warning"}>{handled ? "Handled" : "New"}</Badge>
          <OutOfHoursBadge arrivedOutOfHours={inquiry.arrivedOutOfHours} />
          <Checkbox
            label={
              <>
                Handled<span className="sr-only"> ({name})</span>
              </>
            }
            checked={handled}
            disabled={toggle.isPending}
            onChange={(e) => toggle.mutate(e.target.checked)}
          />
          <ConfirmErase
            label={`Delete inquiry from ${name}`}
            title={`Delete the inquiry from ${name}?`}
            description="This erases their name, email, phone and message from the Inquiries list and from every later CSV export."
            pending={erase.isPending}
            onConfirm={() => erase.mutate(`${baseUrl}/${inquiry.id}`)}
          />
        </>
      }
    >
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a
          className="inline-flex items-center gap-1 text-brand-700 underline"
          href={`mailto:${inquiry.email}`}
        >
          <MailIcon aria-hidden="true" className="size-4" />
          {inquiry.email}
        </a>
        <a
          className="inline-flex items-center gap-1 text-brand-700 underline"
          href={`tel:${inquiry.phone}`}
        >
          <PhoneIcon aria-hidden="true" className="size-4" />
          {inquiry.phone}
        </a>
      </p>
      {inquiry.message ? (
        <p className="mt-2 text-sm whitespace-pre-wrap text-slate-800">{inquiry.message}</p>
      ) : null}
      {toggle.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Update failed: {toggle.error.message}
        </p>
      ) : null}
    </ItemCard>
  );
}
