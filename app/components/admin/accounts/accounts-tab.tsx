import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { FirstPasswordResponse, StaffAccountList } from "../../../../contract/admin-accounts";
import { readAdminSession } from "../../../lib/admin-session";
import { StaffTable } from "../staff-table";
import { LoadError, Loading } from "../states";
import { AccountRow } from "./account-row";
import { accountsUrl } from "./accounts-url";
import { AddAccountDialog } from "./add-account-dialog";
import { GivenPasswordDialog } from "./given-password-dialog";

const columns = ["Username", "Email", "Role", "Status", "Created", "Actions"];

/** Owners only: the staff accounts, adding one, and each one's role, access and password. */
export default function AccountsTab() {
  const accounts = useQuery<StaffAccountList>({ queryKey: [accountsUrl] });
  const [given, setGiven] = useState<FirstPasswordResponse | null>(null);
  const me = readAdminSession()?.admin.username;

  return (
    <section aria-labelledby="accounts-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="accounts-heading" className="text-xl font-semibold">
            Accounts
          </h2>
          <p className="text-sm text-slate-600">
            Who can sign in to the staff panel. Owners manage accounts; consultants use every other
            tab.
          </p>
        </div>
        <AddAccountDialog onAdded={setGiven} />
      </div>
      <GivenPasswordDialog given={given} onClose={() => setGiven(null)} />

      {accounts.isPending ? (
        <Loading label="Loading accounts..." />
      ) : accounts.isError ? (
        <LoadError error={accounts.error} />
      ) : (
        <StaffTable
          caption={`${accounts.data.accounts.length} ${accounts.data.accounts.length === 1 ? "staff account" : "staff accounts"}`}
          columns={columns}
        >
          {accounts.data.accounts.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              isSelf={account.username === me}
              onFirstPassword={setGiven}
            />
          ))}
        </StaffTable>
      )}
    </section>
  );
}
