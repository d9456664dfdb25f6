import type { MessageKey } from "../../../domain/i18n/catalogue";
import { ApiRequestError } from "../../lib/api";

/** What to tell a person about a failed call: the server's own words for a 4xx, a generic line in the page's language otherwise. */
export function describeFailure(error: unknown, t: (key: MessageKey) => string): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return error.message;
  return t("accounts.failure.generic");
}
