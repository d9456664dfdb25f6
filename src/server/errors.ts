import type { ApiError } from "../domain/contracts/common";
import { isMessageKey } from "../domain/forms";
import { translatorOf } from "../domain/i18n";
import type { MessageKey, MessageValues } from "../domain/i18n/catalogue";
import type { KeyedMessage } from "../domain/orders";

export type AppErrorCode =
  | "INVALID"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "ALREADY_PLACED"
  | "IN_PROGRESS"
  | "OUT_OF_STOCK"
  | "RATE_LIMITED"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "PAYMENT_DECLINED"
  | "UNAVAILABLE";

const statusOf: Record<AppErrorCode, number> = {
  INVALID: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** What was asked is done already (the cart is paid, the quote asked for): fields.order_num names the order. */
  ALREADY_PLACED: 409,
  /** The same thing is under way right now (the order is being paid, cancelled or refunded): try again shortly. */
  IN_PROGRESS: 409,
  OUT_OF_STOCK: 409,
  RATE_LIMITED: 429,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYMENT_DECLINED: 402,
  UNAVAILABLE: 503,
};

const english = translatorOf("en-CA");

/**
 * A failure a service expects and the caller can act on; the error handler turns it into its status.
 * Its message is an English sentence, or a message of the catalogue (a key, or a key with its values):
 * then `message` is its English (the spec's words, in the reply's `message`) and `messageKey` and
 * `messageValues` go beside it for the browser to say in the page's language (decision 037).
 */
export class AppError extends Error {
  readonly status: number;
  readonly messageKey?: MessageKey;
  readonly messageValues?: MessageValues;
  constructor(
    readonly code: AppErrorCode,
    message: string | KeyedMessage,
    readonly fields?: Record<string, string>,
    /** Sent as Retry-After on a 429 or 503: when trying again can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    const keyed: KeyedMessage | null = typeof message !== "string" ? message : isMessageKey(message) ? { key: message } : null;
    super(keyed ? english.t(keyed.key, keyed.values) : (message as string));
    this.name = "AppError";
    this.status = statusOf[code];
    if (keyed) {
      this.messageKey = keyed.key;
      if (keyed.values) this.messageValues = keyed.values;
    }
  }
}

export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} was not found.`);

/** "28 seconds", "1 minute", "15 minutes": how long to wait, for messages that must agree with Retry-After. */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} second${whole === 1 ? "" : "s"}`;
  const minutes = Math.ceil(whole / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** The one error body of the shop: `{ error: { code, message, fields? } }`. */
export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiError {
  return { error: { code, message, ...(fields && Object.keys(fields).length > 0 ? { fields } : {}) } };
}
