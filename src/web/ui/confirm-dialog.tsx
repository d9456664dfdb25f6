import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { useWords } from "../lib/i18n";

/**
 * A yes/no question before something that cannot be undone (deleting a cart line, an address, an
 * order): focus starts on Cancel, Escape cancels, and the confirming button says what it does.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  pending = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
}) {
  const { t } = useWords();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[100] bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[101] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-xl font-semibold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-slate-700">{message}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-ink hover:bg-slate-100">
              {t("ui.dialog.cancel")}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
            >
              {confirmLabel ?? t("ui.dialog.delete")}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
