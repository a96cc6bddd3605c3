import { useQuery } from "@tanstack/react-query";
import { CopyIcon } from "lucide-react";
import type {
  AdminSubscriber,
  SubscriberListResponse,
} from "../../../../contract/admin-subscribers";
import type { ErasureResponse } from "../../../../contract/erasure";
import { Button } from "../../ui/button";
import { ConfirmErase, useErase } from "../confirm-erase";
import { CsvListSection } from "../csv-export";
import { notify } from "../document-management/notice";
import { formatDateTime } from "../format";
import { StaffTable } from "../staff-table";
import { Empty, LoadError, Loading } from "../states";

const listUrl = "/api/admin/subscribers";

/** Puts the subscriber's unsubscribe link on the clipboard, for the footer of a mailing. */
async function copyLink(subscriber: AdminSubscriber) {
  try {
    await navigator.clipboard.writeText(subscriber.unsubscribeUrl);
    notify({ title: "Link copied", description: `Unsubscribe link of ${subscriber.email}` });
  } catch {
    // No clipboard (a plain-http panel): show the link so it can be copied by hand.
    window.prompt(`Unsubscribe link of ${subscriber.email}`, subscriber.unsubscribeUrl);
  }
}

function SubscriberRow({ subscriber }: { subscriber: AdminSubscriber }) {
  const erase = useErase<ErasureResponse>(
    [listUrl, "/api/admin/metrics"],
    () => `${subscriber.email} was removed from the newsletter.`,
  );
  return (
    <tr>
      <td className="px-4 py-2">{subscriber.email}</td>
      <td className="px-4 py-2 text-slate-700">{formatDateTime(subscriber.createdAt)}</td>
      <td className="px-4 py-2">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Copy the unsubscribe link of ${subscriber.email}`}
            onClick={() => void copyLink(subscriber)}
          >
            <CopyIcon aria-hidden="true" />
            Unsubscribe link
          </Button>
          <ConfirmErase
            label={`Delete subscriber ${subscriber.email}`}
            title={`Remove ${subscriber.email} from the newsletter?`}
            description="This erases the address from the list and from every later CSV export."
            pending={erase.isPending}
            onConfirm={() => erase.mutate(`${listUrl}/${subscriber.id}`)}
          />
        </div>
      </td>
    </tr>
  );
}

/** Newsletter sign-ups from the blog, with CSV export, each one's unsubscribe link and erasure. */
export default function SubscribersTab() {
  const subscribers = useQuery<SubscriberListResponse>({ queryKey: [listUrl] });
  const count = subscribers.data?.total ?? 0;
  return (
    <CsvListSection
      title="Subscribers"
      description="People who signed up for the newsletter on the blog."
      csvUrl="/api/admin/subscribers.csv"
      fileName="subscribers.csv"
      disabled={count === 0}
    >
      {subscribers.isPending ? (
        <Loading label="Loading subscribers..." />
      ) : subscribers.isError ? (
        <LoadError error={subscribers.error} />
      ) : subscribers.data.subscribers.length === 0 ? (
        <Empty>No newsletter subscribers yet.</Empty>
      ) : (
        <StaffTable
          caption={`${count} ${count === 1 ? "subscriber" : "subscribers"}`}
          columns={["Email", "Subscribed", "Actions"]}
        >
          {subscribers.data.subscribers.map((s) => (
            <SubscriberRow key={s.id} subscriber={s} />
          ))}
        </StaffTable>
      )}
    </CsvListSection>
  );
}
