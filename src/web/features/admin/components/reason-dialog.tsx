import { type FormEvent, useState } from "react";
import { Dialog } from "../../../ui/dialog";
import { SubmitButton, TextAreaField } from "../../../ui/form-field";
import { errorText, fieldError } from "./outcome";

/** Asks why before disabling an account; the server's refusal shows inside, and it closes only once saved. */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  open,
  onOpenChange,
  pending,
  error,
  onConfirm,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState("");
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reason);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} size="md">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextAreaField label="Reason" rows={3} value={reason} onChange={(event) => setReason(event.target.value)} error={fieldError(error, "reason")} />
        {error ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {errorText(error)}
          </p>
        ) : null}
        <SubmitButton pending={pending} pendingLabel="Saving...">
          {confirmLabel}
        </SubmitButton>
      </form>
    </Dialog>
  );
}
