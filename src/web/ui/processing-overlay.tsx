import { Dialog } from "radix-ui";
import { useEffect } from "react";

/**
 * A full-screen overlay while a payment is under way: it cannot be dismissed, keeps focus and screen
 * readers inside it, and asks the browser to confirm before the page is left or reloaded.
 */
export function ProcessingOverlay({ open, message }: { open: boolean; message: string }) {
  useEffect(() => {
    if (!open) return;
    const stay = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", stay);
    return () => window.removeEventListener("beforeunload", stay);
  }, [open]);

  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[200] bg-slate-900/80" />
        <Dialog.Content
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-0 z-[201] flex flex-col items-center justify-center gap-5 p-6 text-center text-white focus:outline-none"
        >
          <span aria-hidden="true" className="size-12 animate-spin rounded-full border-4 border-white/40 border-t-white" />
          <Dialog.Title className="max-w-md text-xl font-semibold">{message}</Dialog.Title>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
