import { useMutation, useQueryClient } from "@tanstack/react-query";
import { UserPlusIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  type FirstPasswordResponse,
  type NewStaffAccountRequest,
  newStaffAccountRequest,
} from "../../../../contract/admin-accounts";
import { ApiError, apiJson } from "../../../lib/api-client";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading, DialogTrigger } from "../../ui/dialog";
import { Label } from "../../ui/label";
import { Select } from "../../ui/select";
import { TextField } from "../text-field";
import { accountsUrl } from "./accounts-url";

type Field = keyof NewStaffAccountRequest;

/** Adds a staff account; the answer's first password goes to `onAdded` to be shown once. */
export function AddAccountDialog({ onAdded }: { onAdded: (given: FirstPasswordResponse) => void }) {
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const client = useQueryClient();
  const add = useMutation({
    mutationFn: (body: NewStaffAccountRequest) =>
      apiJson<FirstPasswordResponse>("POST", accountsUrl, body),
    onSuccess(given) {
      void client.invalidateQueries({ queryKey: [accountsUrl] });
      setOpen(false);
      onAdded(given);
    },
    onError(error) {
      if (error instanceof ApiError) setErrors(error.fields as Partial<Record<Field, string>>);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = newStaffAccountRequest.safeParse(data);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    add.mutate(parsed.data);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setErrors({});
        add.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlusIcon aria-hidden="true" />
          Add account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeading title="Add a staff account">
          Kazi makes a first password for it, shown once; the new person chooses their own at the
          first sign-in.
        </DialogHeading>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <TextField
            id="account-username"
            name="username"
            label="Username"
            autoComplete="off"
            error={errors.username}
          />
          <TextField
            id="account-email"
            name="email"
            label="Email"
            type="email"
            autoComplete="off"
            error={errors.email}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="account-role">Role</Label>
            <Select
              id="account-role"
              name="role"
              defaultValue="consultant"
              aria-describedby="account-role-help"
            >
              <option value="consultant">Consultant</option>
              <option value="owner">Owner</option>
            </Select>
            <p id="account-role-help" className="text-sm text-slate-600">
              A consultant can use every tab but Accounts; an owner can also manage accounts.
            </p>
          </div>
          <p role="status" className="text-sm text-red-700">
            {add.isError && !(add.error instanceof ApiError && add.error.status === 400)
              ? add.error instanceof ApiError && add.error.serverMessage
                ? add.error.serverMessage
                : `Adding failed: ${add.error.message}`
              : null}
          </p>
          <DialogFooter>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? "Adding..." : "Add account"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
