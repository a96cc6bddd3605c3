import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KeyRoundIcon, Trash2Icon, UserCheckIcon, UserXIcon } from "lucide-react";
import type { FirstPasswordResponse, StaffAccount } from "../../../../contract/admin-accounts";
import { ApiError, apiJson } from "../../../lib/api-client";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { ConfirmButton } from "../confirm-button";
import { notify } from "../document-management/notice";
import { formatDateTime } from "../format";
import { accountsUrl } from "./accounts-url";

interface Action {
  method: "PATCH" | "POST" | "DELETE";
  path?: string;
  body?: object;
  /** The toast after it worked. */
  done: string;
}

/** One account's change; the list reloads after, and a refusal says the server's reason. */
function useAccountAction(
  account: StaffAccount,
  onFirstPassword: (g: FirstPasswordResponse) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: Action) => {
      const answer = await apiJson<Partial<FirstPasswordResponse>>(
        action.method,
        `${accountsUrl}/${account.id}${action.path ?? ""}`,
        action.body,
      );
      return { action, answer };
    },
    onSuccess({ action, answer }) {
      void client.invalidateQueries({ queryKey: [accountsUrl] });
      if (answer.firstPassword && answer.account) {
        onFirstPassword({ account: answer.account, firstPassword: answer.firstPassword });
      } else {
        notify({ title: "Saved", description: action.done });
      }
    },
    onError(error) {
      notify({
        title: "Not changed",
        description:
          error instanceof ApiError && error.serverMessage ? error.serverMessage : error.message,
        destructive: true,
      });
    },
  });
}

/** A row of the Accounts table; no actions on one's own account (see Account instead). */
export function AccountRow({
  account,
  isSelf,
  onFirstPassword,
}: {
  account: StaffAccount;
  isSelf: boolean;
  onFirstPassword: (given: FirstPasswordResponse) => void;
}) {
  const act = useAccountAction(account, onFirstPassword);
  const name = account.username;
  const otherRole = account.role === "owner" ? "consultant" : "owner";
  return (
    <tr>
      <th scope="row" className="px-4 py-2 text-left font-medium">
        {name}
        {isSelf ? <span className="ml-1 font-normal text-slate-600">(you)</span> : null}
      </th>
      <td className="px-4 py-2 text-slate-700">{account.email}</td>
      <td className="px-4 py-2 capitalize">{account.role}</td>
      <td className="px-4 py-2">
        <div className="flex flex-wrap gap-1">
          {account.disabled ? (
            <Badge variant="danger">Disabled</Badge>
          ) : (
            <Badge variant="success">Active</Badge>
          )}
          {account.mustChangePassword ? <Badge variant="warning">First password</Badge> : null}
        </div>
      </td>
      <td className="px-4 py-2 text-slate-700">{formatDateTime(account.createdAt)}</td>
      <td className="px-4 py-2">
        {isSelf ? (
          <span className="text-sm text-slate-600">Use Account to change your password.</span>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={act.isPending}
              aria-label={`Make ${name} ${otherRole === "owner" ? "an owner" : "a consultant"}`}
              onClick={() =>
                act.mutate({
                  method: "PATCH",
                  body: { role: otherRole },
                  done: `${name} is now ${otherRole === "owner" ? "an owner" : "a consultant"}.`,
                })
              }
            >
              Make {otherRole}
            </Button>
            {account.disabled ? (
              <Button
                variant="outline"
                size="sm"
                disabled={act.isPending}
                aria-label={`Enable ${name}`}
                onClick={() =>
                  act.mutate({
                    method: "PATCH",
                    body: { disabled: false },
                    done: `${name} can sign in again.`,
                  })
                }
              >
                <UserCheckIcon aria-hidden="true" />
                Enable
              </Button>
            ) : (
              <ConfirmButton
                label={`Disable ${name}`}
                title={`Disable ${name}?`}
                description={`${name} is signed out everywhere at once and cannot sign in until an owner enables the account again.`}
                confirmText="Disable"
                disabled={act.isPending}
                onConfirm={() =>
                  act.mutate({
                    method: "PATCH",
                    body: { disabled: true },
                    done: `${name} is disabled and signed out.`,
                  })
                }
              >
                <UserXIcon aria-hidden="true" />
                Disable
              </ConfirmButton>
            )}
            <ConfirmButton
              label={`Reset the password of ${name}`}
              title={`Reset the password of ${name}?`}
              description={`${name} is signed out everywhere and gets a first password, shown to you once, to change at the next sign-in.`}
              confirmText="Reset password"
              disabled={act.isPending}
              onConfirm={() =>
                act.mutate({ method: "POST", path: "/password-reset", done: "Password reset." })
              }
            >
              <KeyRoundIcon aria-hidden="true" />
              Reset password
            </ConfirmButton>
            <ConfirmButton
              label={`Remove ${name}`}
              title={`Remove ${name}?`}
              description={`The account is deleted and ${name} is signed out at once. Blog posts and uploads stay, without an author. This cannot be undone.`}
              confirmText="Remove"
              disabled={act.isPending}
              onConfirm={() => act.mutate({ method: "DELETE", done: `${name} was removed.` })}
            >
              <Trash2Icon aria-hidden="true" />
              Remove
            </ConfirmButton>
          </div>
        )}
      </td>
    </tr>
  );
}
