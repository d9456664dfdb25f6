import { type Cents, toCents } from "../../../domain/money";
import {
  type BrowserDetails,
  type CardBrand,
  type CardBrowserSettings,
  type CardPurchase,
  type ChargeResult,
  decimalAmount,
  GatewayRequestError,
  GatewayUnavailableError,
  IdempotencyConflictError,
  type KnownCharge,
  type PaymentAddress,
  type PaymentGateway,
  PaymentRefusedError,
  type RefundRequest,
  type RefundResult,
  type VoidRequest,
  type VoidResult,
} from "./gateway";
import { callGateway, describeBody, type GatewayAnswer } from "./http";

const NAME = "bambora";
/** Field 5 of the reporting API's search criteria is the order number; `%3D` is its "equals". */
const REPORT_FIELD_ORDER_NUMBER = 5;
const REPORT_EQUALS = "%3D";
const DAY_MS = 24 * 60 * 60 * 1000;

/** How the Bambora (Worldline North America) adapter is set up. */
export interface BamboraSettings {
  merchantId: string;
  paymentsPasscode: string;
  /** The Reporting API's own passcode; without it the payments passcode is tried. */
  reportingPasscode?: string;
  /** https://api.na.bambora.com, or a stand-in in tests. */
  apiUrl: string;
  timeoutMs?: number;
  /** How far back `findCharge` searches, in days. */
  lookbackDays?: number;
  now?: () => Date;
}

interface PaymentAnswer {
  id?: unknown;
  approved?: unknown;
  message?: unknown;
  amount?: unknown;
  order_number?: unknown;
  card?: { card_type?: unknown; last_four?: unknown };
}

interface ReportRecord {
  trn_id?: unknown;
  trn_type?: unknown;
  trn_order_number?: unknown;
  trn_amount?: unknown;
  trn_returns?: unknown;
  trn_voided?: unknown;
  trn_response?: unknown;
  message_text?: unknown;
}

function passcode(merchantId: string, secret: string): string {
  return `Passcode ${Buffer.from(`${merchantId}:${secret}`).toString("base64")}`;
}

function address(place: PaymentAddress) {
  return {
    name: place.name,
    address_line1: place.addressLine1,
    city: place.city,
    province: place.province,
    postal_code: place.postalCode,
    country: place.country === "USA" ? "US" : place.country,
    phone_number: place.phoneNumber,
    ...(place.emailAddress ? { email_address: place.emailAddress } : {}),
  };
}

function browser(details: BrowserDetails) {
  return {
    accept_header: details.acceptHeader,
    java_enabled: String(details.javaEnabled),
    language: details.language,
    color_depth: `${details.colorDepth}bits`,
    screen_height: details.screenHeight,
    screen_width: details.screenWidth,
    time_zone: details.timeZone,
    user_agent: details.userAgent,
    javascript_enabled: details.javascriptEnabled,
  };
}

function brandOf(cardType: unknown): CardBrand {
  if (cardType === "VI") return "visa";
  if (cardType === "MC") return "mastercard";
  if (cardType === "AM") return "amex";
  return "other";
}

function dollars(value: unknown): Cents | null {
  const amount = typeof value === "string" ? Number(value) : value;
  return typeof amount === "number" && Number.isFinite(amount) ? toCents(amount) : null;
}

function idOf(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" && value !== "" ? value : null;
}

function flag(value: unknown): boolean {
  return value === 1 || value === "1" || value === true || value === "true";
}

/** "2026-05-04T10:03:19": the reporting API's date form, read in the merchant account's time zone. */
function reportDate(at: Date): string {
  return at.toISOString().slice(0, 19);
}

/** Worldline North America (Bambora): token purchases with 3-D Secure 2, returns, voids, and the reporting search (decision 007). */
export class BamboraGateway implements PaymentGateway {
  readonly name = NAME;
  private readonly timeoutMs: number;
  private readonly lookbackDays: number;
  private readonly now: () => Date;

  constructor(private readonly settings: BamboraSettings) {
    this.timeoutMs = settings.timeoutMs ?? 30_000;
    this.lookbackDays = settings.lookbackDays ?? 31;
    this.now = settings.now ?? (() => new Date());
  }

  browserSettings(): CardBrowserSettings {
    return { kind: "card", gateway: NAME, tokenUrl: `${this.base()}/scripts/tokenization/tokens` };
  }

  async purchase(purchase: CardPurchase): Promise<ChargeResult> {
    if (purchase.currency !== "CAD") throw new GatewayRequestError(NAME, 400, "currency must be CAD");
    // Bambora has no idempotency header: the order number is the key, checked in its reports first.
    const paid = await this.findCharge(purchase.orderNumber);
    if (paid && holdsMoney(paid)) {
      if (paid.amountCents !== purchase.amountCents) throw new IdempotencyConflictError(NAME, purchase.orderNumber);
      if (paid.reference === null) throw new GatewayUnavailableError(NAME, true, "POST /v1/reports: an approved purchase without a transaction id");
      return {
        status: "approved",
        reference: paid.reference,
        orderNumber: paid.orderNumber,
        amountCents: paid.amountCents,
        message: paid.message,
        card: null,
        replayed: true,
      };
    }

    const answer = await this.post("/v1/payments", this.settings.paymentsPasscode, {
      order_number: purchase.orderNumber,
      amount: Number(decimalAmount(purchase.amountCents)),
      payment_method: "token",
      customer_ip: purchase.customerIp,
      term_url: purchase.termUrl,
      billing: address(purchase.billing),
      shipping: address(purchase.shipping),
      token: {
        code: purchase.token,
        name: purchase.cardholderName,
        complete: true,
        "3d_secure": { browser: browser(purchase.browser), enabled: true, version: 2, auth_required: false },
      },
    });
    const body = (answer.body ?? {}) as PaymentAnswer;
    const facts = { orderNumber: purchase.orderNumber, amountCents: purchase.amountCents, replayed: false };
    const reference = idOf(body.id);
    if (answer.status === 200 && flag(body.approved) && reference !== null) {
      const card = typeof body.card?.last_four === "string" ? { brand: brandOf(body.card.card_type), last4: body.card.last_four } : null;
      return {
        ...facts,
        status: "approved",
        reference,
        amountCents: dollars(body.amount) ?? purchase.amountCents,
        message: String(body.message ?? "Approved"),
        card,
      };
    }
    if (answer.status === 200 || answer.status === 402) {
      return { ...facts, status: "declined", reference, message: describeBody(answer.body), card: null };
    }
    if (answer.status >= 300 && answer.status < 400) {
      // auth_required is false, yet an issuer may still ask for a challenge, which this shop does not run.
      return { ...facts, status: "declined", reference: null, message: "The card issuer asked for 3-D Secure authentication", card: null };
    }
    throw new GatewayRequestError(NAME, answer.status, describeBody(answer.body));
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const answer = await this.post(`/v1/payments/${encodeURIComponent(request.reference)}/returns`, this.settings.paymentsPasscode, {
      amount: Number(decimalAmount(request.amountCents)),
      order_number: request.orderNumber,
    });
    const id = this.adjustmentId(answer);
    return { reference: id, chargeReference: request.reference, amountCents: request.amountCents, replayed: false };
  }

  async voidCharge(request: VoidRequest): Promise<VoidResult> {
    const answer = await this.post(`/v1/payments/${encodeURIComponent(request.reference)}/void`, this.settings.paymentsPasscode, {
      amount: Number(decimalAmount(request.amountCents)),
    });
    const id = this.adjustmentId(answer);
    return { reference: id, chargeReference: request.reference, amountCents: request.amountCents, replayed: false };
  }

  async findCharge(orderNumber: string): Promise<KnownCharge | null> {
    const now = this.now().getTime();
    // Report dates are in the merchant's own time zone; a day of slack each side covers any of them.
    const answer = await this.post("/v1/reports", this.settings.reportingPasscode ?? this.settings.paymentsPasscode, {
      name: "Search",
      start_date: reportDate(new Date(now - (this.lookbackDays + 1) * DAY_MS)),
      end_date: reportDate(new Date(now + DAY_MS)),
      start_row: 1,
      end_row: 100,
      criteria: [{ field: REPORT_FIELD_ORDER_NUMBER, operator: REPORT_EQUALS, value: orderNumber }],
    });
    if (answer.status !== 200) throw new GatewayRequestError(NAME, answer.status, describeBody(answer.body));
    const records = (answer.body as { records?: unknown } | null)?.records;
    if (!Array.isArray(records)) throw new GatewayUnavailableError(NAME, false, "POST /v1/reports: the answer has no records list");

    const purchases = (records as ReportRecord[])
      .filter((record) => record.trn_type === "P" && String(record.trn_order_number) === orderNumber)
      .map((record): KnownCharge => {
        const approved = flag(record.trn_response);
        return {
          orderNumber,
          status: approved ? "approved" : "declined",
          reference: idOf(record.trn_id),
          amountCents: dollars(record.trn_amount) ?? 0,
          refundedCents: dollars(record.trn_returns) ?? 0,
          voided: flag(record.trn_voided),
          message: typeof record.message_text === "string" ? record.message_text : approved ? "Approved" : "Declined",
        };
      })
      .sort((a, b) => Number(a.reference ?? 0) - Number(b.reference ?? 0));
    return purchases.findLast(holdsMoney) ?? purchases.findLast((p) => p.status === "approved") ?? purchases.at(-1) ?? null;
  }

  private base(): string {
    return this.settings.apiUrl.replace(/\/+$/, "");
  }

  private post(path: string, secret: string, body: unknown): Promise<GatewayAnswer> {
    return callGateway(NAME, `${this.base()}${path}`, {
      method: "POST",
      headers: { Authorization: passcode(this.settings.merchantId, secret), "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      timeoutMs: this.timeoutMs,
    });
  }

  private adjustmentId(answer: GatewayAnswer): string {
    const body = (answer.body ?? {}) as PaymentAnswer;
    const id = idOf(body.id);
    if (answer.status === 200 && flag(body.approved) && id !== null) return id;
    if (answer.status === 200 || answer.status === 402) throw new PaymentRefusedError(NAME, describeBody(answer.body));
    throw new GatewayRequestError(NAME, answer.status, describeBody(answer.body));
  }
}

function holdsMoney(charge: KnownCharge): boolean {
  return charge.status === "approved" && !charge.voided && charge.refundedCents < charge.amountCents;
}
