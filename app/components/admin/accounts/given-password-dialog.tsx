import { useState } from "react";
import type { FirstPasswordResponse } from "../../../../contract/admin-accounts";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "../../ui/dialog";
import { Input } from "../../ui/input";
import { Label } from "../../ui/label";

/**
 * A first password shown once (after adding an account or resetting its password): the owner
 * hands it over, and its holder must choose their own at the first sign-in.
 */
export function GivenPasswordDialog({
  given,
  onClose,
}: {
  given: FirstPasswordResponse | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  if (!given) return null;
  const { account, firstPassword } = given;

  async function copy() {
    try {
      await navigator.clipboard.writeText(firstPassword);
      setCopied(true);
    } catch {
      // No clipboard (a plain-http panel): the field is selectable by hand.
      setCopied(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeading title={`First password for ${account.username}`}>
          Give it to {account.username} privately. It is shown only now; at the first sign-in they
          must choose their own.
        </DialogHeading>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="first-password">First password</Label>
          <Input
            id="first-password"
            readOnly
            value={firstPassword}
            className="font-mono"
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
        <p role="status" className="text-sm text-emerald-800">
          {copied ? "Copied." : null}
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => void copy()}>
            Copy
          </Button>
          <Button type="button" onClick={onClose}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
