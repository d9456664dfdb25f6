import type { Cents } from "../../../domain/money";
import { AppError } from "../../errors";
import { type Currency, centsOfDecimal, decimalAmount, GatewayRequestError, GatewayUnavailableError, PaymentRefusedError } from "./gateway";
import { callGateway, describeBody, type GatewayAnswer } from "./http";

const NAME = "paypal";

/** How the PayPal client is set up; without a client id and secret it is not configured. */
export interface PayPalSettings {
  clientId?: string;
  clientSecret?: string;
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com, or a stand-in in tests. */
  apiUrl: string;
  timeoutMs?: number;
  now?: () => number;
}

/** What the browser needs to load the PayPal buttons: the public client id, never the secret. */
export interface PayPalBrowserSettings {
  kind: "paypal";
  clientId: string;
  currency: Currency;
  intent: "capture";
}

/** A PayPal order for one shop order's total. */
export interface PayPalOrderRequest {
  amountCents: Cents;
  currency: Currency;
  orderNumber: string;
  /** Sent as PayPal-Request-Id: the same id again answers the same PayPal order. */
  requestId: string;
}

/** A PayPal order as PayPal reports it. */
export interface PayPalOrder {
  id: string;
  /** CREATED, APPROVED, COMPLETED, VOIDED… as PayPal says. */
  status: string;
  orderNumber: string | null;
  amountCents: Cents | null;
  currency: string | null;
  captures: PayPalCaptureLine[];
}

/** One capture inside a PayPal order. */
export interface PayPalCaptureLine {
  id: string;
  status: string;
  amountCents: Cents | null;
  currency: string | null;
}

/** How a capture ended: the money and its currency, for the caller to check against the order total. */
export type PayPalCapture =
  | { status: "completed" | "pending"; orderId: string; captureId: string; amountCents: Cents; currency: string; orderNumber: string | null }
  | { status: "declined"; orderId: string; message: string };

/** A refund PayPal accepted. */
export interface PayPalRefund {
  refundId: string;
  status: "completed" | "pending";
  amountCents: Cents;
}

/** PayPal captured another amount or currency than the order's total: the caller must give it back. */
export class PaymentAmountMismatchError extends AppError {
  constructor(
    readonly capture: Extract<PayPalCapture, { status: "completed" | "pending" }>,
    readonly expectedCents: Cents,
  ) {
    super("CONFLICT", "errors.paypal.amountMismatch");
    this.name = "PaymentAmountMismatchError";
  }
}

/** Throws `PaymentAmountMismatchError` unless the capture took exactly `expectedCents` in CAD. */
export function checkCapturedTotal(capture: Extract<PayPalCapture, { status: "completed" | "pending" }>, expectedCents: Cents): void {
  if (capture.currency !== "CAD" || capture.amountCents !== expectedCents) throw new PaymentAmountMismatchError(capture, expectedCents);
}

interface Money {
  currency_code?: unknown;
  value?: unknown;
}

interface OrderBody {
  id?: unknown;
  status?: unknown;
  purchase_units?: {
    reference_id?: unknown;
    custom_id?: unknown;
    amount?: Money;
    payments?: { captures?: { id?: unknown; status?: unknown; amount?: Money }[] };
  }[];
}

function readMoney(money: Money | undefined): { amountCents: Cents | null; currency: string | null } {
  return {
    amountCents: typeof money?.value === "string" ? centsOfDecimal(money.value) : null,
    currency: typeof money?.currency_code === "string" ? money.currency_code : null,
  };
}

function readOrder(body: unknown): PayPalOrder {
  const order = (body ?? {}) as OrderBody;
  if (typeof order.id !== "string") throw new GatewayUnavailableError(NAME, true, "an order answer without an id");
  const unit = order.purchase_units?.[0];
  const orderNumber = typeof unit?.reference_id === "string" ? unit.reference_id : typeof unit?.custom_id === "string" ? unit.custom_id : null;
  const captures = (unit?.payments?.captures ?? [])
    .filter((capture) => typeof capture.id === "string")
    .map((capture) => ({ id: String(capture.id), status: String(capture.status ?? ""), ...readMoney(capture.amount) }));
  return { id: order.id, status: String(order.status ?? ""), orderNumber, ...readMoney(unit?.amount), captures };
}

function issueOf(body: unknown): string | null {
  const details = (body as { details?: { issue?: unknown }[] } | null)?.details;
  const issue = Array.isArray(details) ? details[0]?.issue : undefined;
  return typeof issue === "string" ? issue : null;
}

/** PayPal Orders v2 from the server: create, capture and refund, each write under a PayPal-Request-Id; the token is cached. */
export class PayPalClient {
  readonly name = NAME;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private token: { value: string; usableUntil: number } | null = null;
  private tokenRequest: Promise<string> | null = null;

  constructor(private readonly settings: PayPalSettings) {
    this.timeoutMs = settings.timeoutMs ?? 30_000;
    this.now = settings.now ?? Date.now;
  }

  /** True when a client id and secret are set. */
  isConfigured(): boolean {
    return Boolean(this.settings.clientId && this.settings.clientSecret);
  }

  /** What the browser needs to show the PayPal buttons, or null when PayPal is not configured. */
  browserSettings(): PayPalBrowserSettings | null {
    if (!this.isConfigured() || !this.settings.clientId) return null;
    return { kind: "paypal", clientId: this.settings.clientId, currency: "CAD", intent: "capture" };
  }

  /** Creates a PayPal order (intent CAPTURE) for the amount; the shop's order number rides along as its reference. */
  async createOrder(request: PayPalOrderRequest): Promise<PayPalOrder> {
    const answer = await this.call("POST", "/v2/checkout/orders", request.requestId, {
      intent: "CAPTURE",
      purchase_units: [
        {
          reference_id: request.orderNumber,
          custom_id: request.orderNumber,
          invoice_id: request.orderNumber,
          amount: { currency_code: request.currency, value: decimalAmount(request.amountCents) },
        },
      ],
    });
    if (answer.status !== 200 && answer.status !== 201) this.refuse(answer);
    return readOrder(answer.body);
  }

  /** Captures an approved PayPal order; a declined funding source is a result, not an error. */
  async captureOrder(paypalOrderId: string, requestId: string): Promise<PayPalCapture> {
    const answer = await this.call("POST", `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`, requestId, {});
    let order: PayPalOrder;
    if (answer.status === 200 || answer.status === 201) order = readOrder(answer.body);
    else if (answer.status === 422 && issueOf(answer.body) === "INSTRUMENT_DECLINED") {
      return { status: "declined", orderId: paypalOrderId, message: "The buyer's funding source was declined" };
    } else if (answer.status === 422 && issueOf(answer.body) === "ORDER_ALREADY_CAPTURED") {
      const captured = await this.getOrder(paypalOrderId);
      if (!captured) this.refuse(answer);
      order = captured;
    } else this.refuse(answer);

    const capture = order.captures[0];
    if (!capture) throw new GatewayUnavailableError(NAME, true, `capture of ${paypalOrderId}: the answer has no capture`);
    if (capture.status === "DECLINED" || capture.status === "FAILED")
      return { status: "declined", orderId: order.id, message: `The capture was ${capture.status.toLowerCase()}` };
    if (capture.amountCents === null || capture.currency === null)
      throw new GatewayUnavailableError(NAME, true, `capture of ${paypalOrderId}: the answer has no amount`);
    return {
      status: capture.status === "COMPLETED" ? "completed" : "pending",
      orderId: order.id,
      captureId: capture.id,
      amountCents: capture.amountCents,
      currency: capture.currency,
      orderNumber: order.orderNumber,
    };
  }

  /** Gives back part or all of a capture, in CAD; more than is left is refused. */
  async refundCapture(captureId: string, amountCents: Cents, requestId: string): Promise<PayPalRefund> {
    const answer = await this.call("POST", `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, requestId, {
      amount: { currency_code: "CAD", value: decimalAmount(amountCents) },
    });
    if (answer.status !== 200 && answer.status !== 201) this.refuse(answer);
    const body = (answer.body ?? {}) as { id?: unknown; status?: unknown; amount?: Money };
    if (typeof body.id !== "string") throw new GatewayUnavailableError(NAME, true, `refund of ${captureId}: the answer has no id`);
    if (body.status !== "COMPLETED" && body.status !== "PENDING") throw new PaymentRefusedError(NAME, `the refund is ${String(body.status).toLowerCase()}`);
    return { refundId: body.id, status: body.status === "COMPLETED" ? "completed" : "pending", amountCents: readMoney(body.amount).amountCents ?? amountCents };
  }

  /** A PayPal order as PayPal has it now, or null when PayPal does not know the id. */
  async getOrder(paypalOrderId: string): Promise<PayPalOrder | null> {
    const answer = await this.call("GET", `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`, null);
    if (answer.status === 404) return null;
    if (answer.status !== 200) this.refuse(answer);
    return readOrder(answer.body);
  }

  private async call(method: "GET" | "POST", path: string, requestId: string | null, body?: unknown): Promise<GatewayAnswer> {
    for (let attempt = 1; ; attempt += 1) {
      const token = await this.accessToken();
      const answer = await callGateway(NAME, `${this.base()}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: "application/json",
          Prefer: "return=representation",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          ...(requestId ? { "PayPal-Request-Id": requestId } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        timeoutMs: this.timeoutMs,
      });
      // PayPal may end a token before its stated expiry; one fresh token is worth a retry.
      if (answer.status !== 401 || attempt > 1) return answer;
      if (this.token?.value === token) this.token = null;
    }
  }

  private accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.usableUntil) return Promise.resolve(this.token.value);
    this.tokenRequest ??= this.requestToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async requestToken(): Promise<string> {
    const { clientId, clientSecret } = this.settings;
    if (!clientId || !clientSecret) throw new Error("PayPal is not configured: set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET.");
    const answer = await callGateway(NAME, `${this.base()}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      body: "grant_type=client_credentials",
      timeoutMs: this.timeoutMs,
    });
    const body = (answer.body ?? {}) as { access_token?: unknown; expires_in?: unknown };
    if (answer.status !== 200 || typeof body.access_token !== "string") throw new GatewayRequestError(NAME, answer.status, describeBody(answer.body));
    const lifetimeMs = (typeof body.expires_in === "number" ? body.expires_in : 0) * 1000;
    // Renew a little early so a token never runs out between our check and PayPal's.
    const margin = Math.min(60_000, lifetimeMs / 10);
    this.token = { value: body.access_token, usableUntil: this.now() + lifetimeMs - margin };
    return body.access_token;
  }

  private base(): string {
    return this.settings.apiUrl.replace(/\/+$/, "");
  }

  private refuse(answer: GatewayAnswer): never {
    if (answer.status === 422) throw new PaymentRefusedError(NAME, issueOf(answer.body) ?? describeBody(answer.body));
    throw new GatewayRequestError(NAME, answer.status, `${issueOf(answer.body) ?? ""} ${describeBody(answer.body)}`.trim());
  }
}
