import { disableBody } from "../../../../domain/contracts/admin";
import { Dialog } from "../../../ui/dialog";
import { FormTextAreaField } from "../../../ui/form-field";
import { ConsoleForm, useConsoleForm } from "./console-form";

/** Asks why before disabling an account; the server's refusal shows inside, and it closes only once saved (`onConfirm` resolves). */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  onClose,
  onConfirm,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: (body: { reason: string }) => Promise<unknown>;
}) {
  const form = useConsoleForm(disableBody, { reason: "" });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description} size="md">
      <ConsoleForm form={form} onSend={onConfirm} submitLabel={confirmLabel} pendingLabel="Saving...">
        <FormTextAreaField name="reason" label="Reason" rows={3} />
      </ConsoleForm>
    </Dialog>
  );
}
