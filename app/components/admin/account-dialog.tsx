import { KeyRoundIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogHeading, DialogTrigger } from "../ui/dialog";
import { PasswordChangeForm } from "./password-change-form";

/** Change one's own password; the server signs out every other session of this admin. */
export function AccountDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <KeyRoundIcon aria-hidden="true" />
          Account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeading title="Change password">
          Every other place you are signed in will be signed out.
        </DialogHeading>
        {/* Mounted only while open: closing clears the fields, errors and status. */}
        <PasswordChangeForm />
      </DialogContent>
    </Dialog>
  );
}

/**
 * Shown instead of the panel while the password is one Kazi generated (ADR 018): it cannot
 * be dismissed, and the server refuses every other staff call until the change is made.
 */
export function FirstPasswordDialog({
  onChanged,
  logoutButton,
}: {
  onChanged: () => void;
  logoutButton: ReactNode;
}) {
  return (
    <Dialog open>
      <DialogContent
        closable={false}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeading title="Choose your own password">
          You signed in with a password Kazi generated. Choose a new one to open the staff panel;
          the generated one then stops working.
        </DialogHeading>
        <PasswordChangeForm onChanged={onChanged} footer={logoutButton} />
      </DialogContent>
    </Dialog>
  );
}
