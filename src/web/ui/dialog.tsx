import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { Fragment, type ReactNode, useRef } from "react";
import { useWords } from "../lib/i18n";

const sizes = { md: "max-w-lg", lg: "max-w-3xl", xl: "max-w-5xl" } as const;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The accessible title; shown as the dialog's heading unless hideTitle. */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  size?: keyof typeof sizes;
  /**
   * Render where the dialog stands in the page instead of in a portal at the end of the body. React
   * renders no portal on the server, so a dialog open in a page's first render (a part URL opened
   * directly) stands in place to be in the server's HTML, and to hydrate as the same markup.
   */
  inPlace?: boolean;
  /**
   * Where focus goes on close when what had it at opening is gone: a page the router drew anew under the
   * dialog (a quick view over a list opened from a card of another page) names the element standing for it.
   */
  returnFocus?: () => HTMLElement | null;
  children: ReactNode;
}

/** A modal dialog: focus is trapped inside, Escape and the close button close it, focus returns on close. */
export function Dialog({ open, onOpenChange, title, hideTitle = false, description, size = "lg", inPlace = false, returnFocus, children }: DialogProps) {
  const { t } = useWords();
  const Frame = inPlace ? Fragment : RadixDialog.Portal;
  // Radix gives focus back to a Dialog.Trigger; these dialogs are opened by the page's state (a card, the
  // Filters button, an address), so the dialog keeps what had focus when it opened and gives it back.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <Frame>
        <RadixDialog.Overlay className="fixed inset-0 z-[100] bg-black/50" />
        <RadixDialog.Content
          {...(description ? {} : { "aria-describedby": undefined })}
          // Radix links the title once it has mounted: a dialog in the server's HTML is named by its title text meanwhile.
          {...(inPlace && typeof title === "string" ? { "aria-label": title } : {})}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo.current;
            returnFocusTo.current = null;
            const element = opener?.isConnected ? opener : (returnFocus?.() ?? null);
            if (!element) return;
            event.preventDefault();
            element.focus();
          }}
          className={`fixed top-1/2 left-1/2 z-[101] max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl focus:outline-none sm:p-6 ${sizes[size]}`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className={hideTitle ? "sr-only" : "text-xl font-semibold text-ink"}>{title}</RadixDialog.Title>
            <RadixDialog.Close className="-m-1 rounded p-1 text-slate-700 hover:bg-slate-100 hover:text-ink" aria-label={t("ui.dialog.close")}>
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {description && <RadixDialog.Description className="mb-4 text-slate-700">{description}</RadixDialog.Description>}
          {children}
        </RadixDialog.Content>
      </Frame>
    </RadixDialog.Root>
  );
}
