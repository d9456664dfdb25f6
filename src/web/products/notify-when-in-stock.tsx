import { lazy, Suspense, useState } from "react";
import { en } from "../../domain/i18n/en-CA";
import { errorText } from "../lib/api";
import { useWords } from "../lib/i18n";
import type { Viewer } from "../lib/viewer";
import { useRequestStockAlert } from "./api";

/** A visitor's form (react-hook-form, its zod schema, the captcha) loads when they ask, not with the part's page. */
const VisitorAlertForm = lazy(() => import("./visitor-alert-form").then((module) => ({ default: module.VisitorAlertForm })));

/** The English words, as tests look for them. */
export const NOTIFY_ME = en["products.notify.button"];
export const notifyConfirmation = (email: string) => en["products.notify.confirmation"].replace("{email}", email);

/**
 * "Notify me when it arrives" for a part with none on hand: one click for a signed-in customer or
 * dealer (their account's e-mail), an e-mail and the captcha for a visitor. The server mails once
 * when the part's stock rises above 0.
 */
export function NotifyWhenInStock({ item, viewer }: { item: string; viewer: Viewer }) {
  const { t } = useWords();
  const [confirmedFor, setConfirmedFor] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const request = useRequestStockAlert();
  if (confirmedFor) {
    return (
      <p role="status" className="text-sm font-medium text-emerald-800">
        {t("products.notify.confirmation", { email: confirmedFor })}
      </p>
    );
  }
  const signedIn = viewer.kind === "customer" || viewer.kind === "dealer";
  return (
    <div className="space-y-2">
      {!asking && (
        <button
          type="button"
          disabled={request.isPending}
          onClick={() => {
            if (!signedIn) {
              setAsking(true);
              return;
            }
            request.mutate({ item }, { onSuccess: (reply) => setConfirmedFor(reply.email) });
          }}
          className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-70"
        >
          {t("products.notify.button")}
        </button>
      )}
      {signedIn && request.error && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(request.error, t)}
        </p>
      )}
      {asking && (
        <Suspense fallback={null}>
          <VisitorAlertForm item={item} onDone={setConfirmedFor} />
        </Suspense>
      )}
    </div>
  );
}
