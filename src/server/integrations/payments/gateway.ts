import type { Cents } from "../../../domain/money";
import { AppError } from "../../errors";

/** The only currency the shop charges in. */
export type Currency = "CAD";

/** A card network, as far as a gateway tells us. */
export type CardBrand = "visa" | "mastercard" | "amex" | "other";

/** A billing or shipping address as a gateway receives it. */
export interface PaymentAddress {
  name: string;
  addressLine1: string;
  city: string;
  province: string;
  postalCode: string;
  /** CA or US; the shop's "USA" is accepted too. */
  country: string;
  phoneNumber: string;
  emailAddress?: string;
}

/** What the shopper's browser reports for 3-D Secure 2 (spec section 7: the `3d_secure.browser` fields). */
export interface BrowserDetails {
  acceptHeader: string;
  javaEnabled: boolean;
  language: string;
  colorDepth: number;
  screenHeight: number;
  screenWidth: number;
  /** Minutes from UTC, as the browser's `Date.getTimezoneOffset()` gives them. */
  timeZone: number;
  userAgent: string;
  javascriptEnabled: boolean;
}

/** One card charge, by the single-use token the browser got from the gateway's tokenizer. */
export interface CardPurchase {
  orderNumber: string;
  amountCents: Cents;
  currency: Currency;
  token: string;
  /** One charge attempt: the same key again answers the first result and never charges twice. */
  idempotencyKey: string;
  cardholderName: string;
  billing: PaymentAddress;
  shipping: PaymentAddress;
  customerIp: string;
  /** Where the card issuer sends the shopper back after a 3-D Secure challenge. */
  termUrl: string;
  browser: BrowserDetails;
}

interface ChargeFacts {
  orderNumber: string;
  amountCents: Cents;
  message: string;
  card: { brand: CardBrand; last4: string } | null;
  /** True when this answers an earlier request for the same charge instead of charging now. */
  replayed: boolean;
}

/** How a purchase ended: approved (money taken) or declined (nothing taken). */
export type ChargeResult = (ChargeFacts & { status: "approved"; reference: string }) | (ChargeFacts & { status: "declined"; reference: string | null });

/** Money back on an approved charge, in part or in full. */
export interface RefundRequest {
  reference: string;
  orderNumber: string;
  amountCents: Cents;
  idempotencyKey: string;
}

/** A refund the gateway accepted. */
export interface RefundResult {
  reference: string;
  chargeReference: string;
  amountCents: Cents;
  replayed: boolean;
}

/** Cancels an approved charge before it settles, for its whole amount. */
export interface VoidRequest {
  reference: string;
  orderNumber: string;
  amountCents: Cents;
  idempotencyKey: string;
}

/** A void the gateway accepted. */
export interface VoidResult {
  reference: string;
  chargeReference: string;
  amountCents: Cents;
  replayed: boolean;
}

/** A charge as the gateway knows it now, for reconciliation after a crash between charging and recording. */
export interface KnownCharge {
  orderNumber: string;
  status: "approved" | "declined";
  reference: string | null;
  amountCents: Cents;
  refundedCents: Cents;
  voided: boolean;
  message: string;
}

/** What the browser needs to tokenize a card: never a secret. */
export interface CardBrowserSettings {
  kind: "card";
  gateway: "test" | "bambora";
  /** POST `{ number, expiry_month, expiry_year, cvd }` here; the answer has `token`. */
  tokenUrl: string;
}

/** A card gateway; an order is charged at most once (a repeat answers the approved charge, or is refused for another amount). */
export interface PaymentGateway {
  readonly name: "test" | "bambora";
  /** Where and how the browser tokenizes a card for this gateway. */
  browserSettings(): CardBrowserSettings;
  /** Charges a tokenized card; a decline is a result, an outage throws `GatewayUnavailableError`. */
  purchase(purchase: CardPurchase): Promise<ChargeResult>;
  /** Gives back part or all of an approved charge; more than is left to refund is refused. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Cancels an approved charge that has not settled; gateways that cannot void leave this out. */
  voidCharge?(request: VoidRequest): Promise<VoidResult>;
  /** The charge the gateway holds for an order number (an approved one first), or null if none. */
  findCharge(orderNumber: string): Promise<KnownCharge | null>;
}

/** No answer, a time-out or a 5xx, not a decline; with `outcomeUnknown` the request may have arrived: ask `findCharge`. */
export class GatewayUnavailableError extends AppError {
  constructor(
    readonly gateway: string,
    readonly outcomeUnknown: boolean,
    readonly detail: string,
  ) {
    super("UNAVAILABLE", "errors.gateway.unavailable");
    this.name = "GatewayUnavailableError";
  }
}

/** The gateway turned down a refund, void or capture it understood (already voided, too much to refund). */
export class PaymentRefusedError extends AppError {
  constructor(
    readonly gateway: string,
    readonly reason: string,
  ) {
    super("CONFLICT", { key: "errors.gateway.refused", values: { reason } });
    this.name = "PaymentRefusedError";
  }
}

/** A request under an idempotency key (or for an order) that is already paid differs from the first one. */
export class IdempotencyConflictError extends AppError {
  constructor(
    readonly gateway: string,
    readonly key: string,
  ) {
    super("CONFLICT", "errors.gateway.alreadyMade");
    this.name = "IdempotencyConflictError";
  }
}

/** The gateway refused the request itself (bad credentials, a malformed call): a fault on our side, not the shopper's. */
export class GatewayRequestError extends Error {
  constructor(
    readonly gateway: string,
    readonly status: number,
    readonly detail: string,
  ) {
    super(`${gateway} refused the request (HTTP ${status}): ${detail}`);
    this.name = "GatewayRequestError";
  }
}

/** The card details could not be tokenized; the spec's alert text. */
export class InvalidCardError extends AppError {
  constructor(readonly field: "number" | "expiry_month" | "expiry_year" | "cvd") {
    super("INVALID", "payments.tokenizeFailed", { [field]: "Invalid" });
    this.name = "InvalidCardError";
  }
}

/** How an approved charge was given back. */
export interface Reversal {
  kind: "void" | "refund";
  reference: string;
}

/** Gives an approved charge's money back: a void while the gateway allows one, else a full refund. */
export async function reverseCharge(
  gateway: PaymentGateway,
  charge: { reference: string; orderNumber: string; amountCents: Cents },
  idempotencyKey: string,
): Promise<Reversal> {
  if (gateway.voidCharge) {
    try {
      const voided = await gateway.voidCharge({ ...charge, idempotencyKey: `${idempotencyKey}-void` });
      return { kind: "void", reference: voided.reference };
    } catch (error) {
      if (!(error instanceof PaymentRefusedError)) throw error;
    }
  }
  const refunded = await gateway.refund({ ...charge, idempotencyKey: `${idempotencyKey}-refund` });
  return { kind: "refund", reference: refunded.reference };
}

/** "12.34" for 1234 cents: amounts as gateways want them, without floating-point arithmetic. */
export function decimalAmount(cents: Cents): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** 1234 for "12.34" (or "12.3", "12"); null for anything else. */
export function centsOfDecimal(amount: string): Cents | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
