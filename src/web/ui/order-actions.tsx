import type { ReactNode } from "react";
import { Link } from "react-router";
import { useWords } from "../lib/i18n";
import { secondaryButtonClass } from "./action-styles";

export const ORDER_HISTORY_PATH = "/profile?tab=Order%20History";

/** The Order History and Back to Home buttons every page after an order ends with; a page's own go first (`lead`) or between them (`between`). */
export function OrderActions({ lead, between }: { lead?: ReactNode; between?: ReactNode }) {
  const { t } = useWords();
  return (
    <div className="flex flex-wrap gap-3">
      {lead}
      <Link to={ORDER_HISTORY_PATH} className={secondaryButtonClass}>
        {t("ui.order.history")}
      </Link>
      {between}
      <Link to="/" className={secondaryButtonClass}>
        {t("ui.order.backHome")}
      </Link>
    </div>
  );
}

/** The order number a page after an order was opened for (?so=), trimmed; empty when missing. */
export function orderNumberOf(params: URLSearchParams): string {
  return (params.get("so") ?? "").trim();
}
