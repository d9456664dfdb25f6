import type { ApiError } from "../domain/contracts/common";
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
 * Its message is a message of the catalogue, never a finished sentence (decision 037): a key, or a key
 * with its values. `message` is its English (the spec's words, in the reply's `message`); `messageKey`
 * and `messageValues` go beside it for the browser to say in the page's language.
 */
export class AppError extends Error {
  readonly status: number;
  readonly messageKey: MessageKey;
  readonly messageValues?: MessageValues;
  constructor(
    readonly code: AppErrorCode,
    message: MessageKey | KeyedMessage,
    readonly fields?: Record<string, string>,
    /** Sent as Retry-After on a 429 or 503: when trying again can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    const keyed = keyedOf(message);
    super(english.t(keyed.key, keyed.values));
    this.name = "AppError";
    this.status = statusOf[code];
    this.messageKey = keyed.key;
    if (keyed.values) this.messageValues = keyed.values;
  }
}

const keyedOf = (message: MessageKey | KeyedMessage): KeyedMessage => (typeof message === "string" ? { key: message } : message);

/** A refusal whose one field says what its message says, in English as the reply's message does (a form shows it beside that field). */
export function fieldRefusal(code: AppErrorCode, field: string, message: MessageKey | KeyedMessage): AppError {
  const keyed = keyedOf(message);
  return new AppError(code, keyed, { [field]: english.t(keyed.key, keyed.values) });
}

/** What a 404 can be about: the `errors.notFound.*` messages. */
export type NotFoundThing = { [K in MessageKey]: K extends `errors.notFound.${infer Thing}` ? Thing : never }[MessageKey];

/** 404 "Item F67-HOOD was not found.", in the reader's language. */
export const notFound = (thing: NotFoundThing, id?: string | number) =>
  new AppError("NOT_FOUND", { key: `errors.notFound.${thing}`, ...(id === undefined ? {} : { values: { id: String(id) } }) });

/** The refusals of a rate limit: `errors.tooMany.*`, each naming how long to wait. */
export type TooManyRefusal = Extract<MessageKey, `errors.tooMany.${string}`>;

/** 429 whose message names the wait ("15 minutes", "28 seconds") that its Retry-After also gives. */
export function tooMany(refusal: TooManyRefusal, waitSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  const values = seconds < 60 ? { unit: "second", count: seconds } : { unit: "minute", count: Math.ceil(seconds / 60) };
  return new AppError("RATE_LIMITED", { key: refusal, values }, undefined, seconds);
}

/** The one error body of the shop: `{ error: { code, message, fields? } }`. */
export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiError {
  return { error: { code, message, ...(fields && Object.keys(fields).length > 0 ? { fields } : {}) } };
}
