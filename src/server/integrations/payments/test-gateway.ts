import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  type CardBrand,
  type CardBrowserSettings,
  type CardPurchase,
  type ChargeResult,
  GatewayRequestError,
  IdempotencyConflictError,
  InvalidCardError,
  type KnownCharge,
  type PaymentGateway,
  PaymentRefusedError,
  type RefundRequest,
  type RefundResult,
  type VoidRequest,
  type VoidResult,
} from "./gateway";
import { type ChargeState, type LedgerAdjustment, type LedgerCharge, TestLedger } from "./test-gateway-ledger";

/** Cards the test gateway approves (with CVD 123 and a future expiry), as the Bambora sandbox does. */
export const APPROVED_TEST_CARDS = ["4030000010001234", "5100000010001004"] as const;
/** Cards the test gateway declines, as the Bambora sandbox does; any other valid number declines too. */
export const DECLINED_TEST_CARDS = ["4003050500040005", "5100000020002000"] as const;
/** The only CVD the test gateway accepts. */
export const TEST_CARD_CVD = "123";
/** How long a test token can be used, like a Bambora single-use token. */
export const TEST_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

const NAME = "test";
const TOKEN_PREFIX = "tst1";

/** What the browser posts to `/api/token/test`, in the spec's field names. */
export interface CardDetails {
  number: unknown;
  expiry_month: unknown;
  expiry_year: unknown;
  cvd: unknown;
}

interface TokenClaims {
  /** Whether a charge with this card would be approved: the number and CVD checks, done once here. */
  outcome: "approve" | "decline";
  brand: CardBrand;
  last4: string;
  expiryMonth: string;
  expiryYear: string;
  expiresAt: number;
  id: string;
}

/** How the test gateway is set up. */
export interface TestGatewaySettings {
  /** Signs tokens (32+ characters); tokens signed with another secret are refused. */
  tokenSecret: string;
  /** Directory for the durable ledger (DATA_DIR/test-gateway); null or absent keeps it in memory. */
  ledgerDir?: string | null;
  /** Where the browser posts card details. */
  tokenUrl?: string;
  now?: () => Date;
  /** How long each charge, refund or void takes to answer, like a real gateway's round trip (0 answers at once). */
  latencyMs?: number;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): CardBrand {
  if (number.startsWith("4")) return "visa";
  const first4 = Number(number.slice(0, 4));
  if (/^5[1-5]/.test(number) || (first4 >= 2221 && first4 <= 2720)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  return "other";
}

function text(value: unknown): string | null {
  return typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : null;
}

function sign(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(payload).digest();
}

/** The last moment a card expiring MM/YY can be charged: the end of that month, UTC. */
function cardUsableUntil(month: string, year: string): number {
  return Date.UTC(2000 + Number(year), Number(month), 1) - 1;
}

/** The default gateway: local and like the Bambora sandbox; signed short-lived tokens, and no card data kept or logged. */
export class TestGateway implements PaymentGateway {
  readonly name = NAME;
  private readonly secret: string;
  private readonly now: () => Date;
  private readonly tokenUrl: string;
  private readonly ledger: Promise<TestLedger>;
  private readonly latencyMs: number;
  /** The tail of the work waiting on each order, idempotency key and card token (see `exclusive`). */
  private readonly busy = new Map<string, Promise<unknown>>();

  constructor(settings: TestGatewaySettings) {
    if (settings.tokenSecret.length < 32) throw new Error("The test gateway's token secret must be at least 32 characters.");
    this.secret = settings.tokenSecret;
    this.now = settings.now ?? (() => new Date());
    this.tokenUrl = settings.tokenUrl ?? "/api/token/test";
    this.latencyMs = settings.latencyMs ?? 0;
    this.ledger = TestLedger.open(settings.ledgerDir ?? null);
    this.ledger.catch(() => {});
  }

  browserSettings(): CardBrowserSettings {
    return { kind: "card", gateway: NAME, tokenUrl: this.tokenUrl };
  }

  /** Turns card details into a single-use token, or throws `InvalidCardError` naming the bad field. */
  tokenize(card: CardDetails): { token: string } {
    const number = text(card.number)?.replace(/[\s-]/g, "") ?? "";
    if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) throw new InvalidCardError("number");
    const month = text(card.expiry_month) ?? "";
    if (!/^(0[1-9]|1[0-2])$/.test(month)) throw new InvalidCardError("expiry_month");
    const year = text(card.expiry_year) ?? "";
    if (!/^\d{2}$/.test(year)) throw new InvalidCardError("expiry_year");
    const cvd = text(card.cvd) ?? "";
    if (!/^\d{3,4}$/.test(cvd)) throw new InvalidCardError("cvd");

    const approves = (APPROVED_TEST_CARDS as readonly string[]).includes(number) && cvd === TEST_CARD_CVD;
    const claims: TokenClaims = {
      outcome: approves ? "approve" : "decline",
      brand: brandOf(number),
      last4: number.slice(-4),
      expiryMonth: month,
      expiryYear: year,
      expiresAt: this.now().getTime() + TEST_TOKEN_LIFETIME_MS,
      id: randomBytes(12).toString("base64url"),
    };
    const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
    return { token: `${TOKEN_PREFIX}.${payload}.${sign(this.secret, payload).toString("base64url")}` };
  }

  purchase(purchase: CardPurchase): Promise<ChargeResult> {
    const tokenId = this.readToken(purchase.token)?.id;
    const touches = [`order:${purchase.orderNumber}`, `key:${purchase.idempotencyKey}`, ...(tokenId ? [`token:${tokenId}`] : [])];
    return this.exclusive(touches, async (ledger) => {
      if (!Number.isSafeInteger(purchase.amountCents) || purchase.amountCents <= 0)
        throw new GatewayRequestError(NAME, 400, "amount must be a positive number of cents");
      if (purchase.currency !== "CAD") throw new GatewayRequestError(NAME, 400, "currency must be CAD");

      const earlier = ledger.chargeByKey(purchase.idempotencyKey);
      if (earlier) {
        if (earlier.orderNumber !== purchase.orderNumber || earlier.amountCents !== purchase.amountCents)
          throw new IdempotencyConflictError(NAME, purchase.idempotencyKey);
        return chargeResult(earlier, true);
      }
      const paid = ledger.chargesForOrder(purchase.orderNumber).find(holdsMoney);
      if (paid) {
        if (paid.amountCents !== purchase.amountCents) throw new IdempotencyConflictError(NAME, purchase.orderNumber);
        return chargeResult(paid, true);
      }

      const claims = this.readToken(purchase.token);
      let status: LedgerCharge["status"] = "declined";
      let message: string;
      if (!claims) message = "Invalid card token";
      else if (ledger.tokenUsed(claims.id)) message = "Card token already used";
      else if (this.now().getTime() > cardUsableUntil(claims.expiryMonth, claims.expiryYear)) message = "Card expired";
      else if (claims.outcome === "decline") message = "Declined";
      else {
        status = "approved";
        message = "Approved";
      }
      const charge: LedgerCharge = {
        type: "charge",
        at: this.now().toISOString(),
        idempotencyKey: purchase.idempotencyKey,
        orderNumber: purchase.orderNumber,
        amountCents: purchase.amountCents,
        status,
        reference: ledger.nextReference(),
        message,
        brand: claims?.brand ?? null,
        last4: claims?.last4 ?? null,
        tokenId: claims?.id ?? null,
      };
      await ledger.append(charge);
      return chargeResult({ ...charge, refundedCents: 0, voided: false }, false);
    });
  }

  refund(request: RefundRequest): Promise<RefundResult> {
    return this.exclusive([`order:${request.orderNumber}`, `key:${request.idempotencyKey}`], async (ledger) => {
      const earlier = this.adjustmentReplay(ledger, "refund", request);
      if (earlier) return earlier;
      const charge = this.chargeToAdjust(ledger, request);
      if (request.amountCents > charge.amountCents - charge.refundedCents)
        throw new PaymentRefusedError(NAME, "the refund is more than is left to refund on this charge");
      return this.adjust(ledger, "refund", request);
    });
  }

  voidCharge(request: VoidRequest): Promise<VoidResult> {
    return this.exclusive([`order:${request.orderNumber}`, `key:${request.idempotencyKey}`], async (ledger) => {
      const earlier = this.adjustmentReplay(ledger, "void", request);
      if (earlier) return earlier;
      const charge = this.chargeToAdjust(ledger, request);
      if (charge.refundedCents > 0) throw new PaymentRefusedError(NAME, "a charge with refunds cannot be voided");
      if (request.amountCents !== charge.amountCents) throw new PaymentRefusedError(NAME, "a void is for the whole amount of the charge");
      return this.adjust(ledger, "void", request);
    });
  }

  async findCharge(orderNumber: string): Promise<KnownCharge | null> {
    const ledger = await this.ledger;
    const charges = ledger.chargesForOrder(orderNumber);
    const charge = charges.findLast((c) => c.status === "approved") ?? charges.at(-1);
    if (!charge) return null;
    return {
      orderNumber,
      status: charge.status,
      reference: charge.reference,
      amountCents: charge.amountCents,
      refundedCents: charge.refundedCents,
      voided: charge.voided,
      message: charge.message,
    };
  }

  /** Closes the ledger file; for tests and shutdown. */
  async close(): Promise<void> {
    await Promise.all([...this.busy.values()].map((work) => work.catch(() => {})));
    await (await this.ledger).close();
  }

  private readToken(token: string): TokenClaims | null {
    const [prefix, payload, signature, ...rest] = token.split(".");
    if (prefix !== TOKEN_PREFIX || !payload || !signature || rest.length > 0) return null;
    const expected = sign(this.secret, payload);
    const given = Buffer.from(signature, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as TokenClaims;
    return claims.expiresAt >= this.now().getTime() ? claims : null;
  }

  private adjustmentReplay(ledger: TestLedger, type: LedgerAdjustment["type"], request: RefundRequest | VoidRequest): (RefundResult & VoidResult) | null {
    const earlier = ledger.adjustmentByKey(request.idempotencyKey);
    if (!earlier) return null;
    if (earlier.type !== type || earlier.chargeReference !== request.reference || earlier.amountCents !== request.amountCents)
      throw new IdempotencyConflictError(NAME, request.idempotencyKey);
    return { reference: earlier.reference, chargeReference: earlier.chargeReference, amountCents: earlier.amountCents, replayed: true };
  }

  private chargeToAdjust(ledger: TestLedger, request: RefundRequest | VoidRequest): ChargeState {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0)
      throw new GatewayRequestError(NAME, 400, "amount must be a positive number of cents");
    const charge = ledger.chargeByReference(request.reference);
    if (!charge || charge.orderNumber !== request.orderNumber)
      throw new PaymentRefusedError(NAME, `no charge ${request.reference} for order ${request.orderNumber}`);
    if (charge.status !== "approved") throw new PaymentRefusedError(NAME, "the charge was declined");
    if (charge.voided) throw new PaymentRefusedError(NAME, "the charge was voided");
    return charge;
  }

  private async adjust(ledger: TestLedger, type: LedgerAdjustment["type"], request: RefundRequest | VoidRequest): Promise<RefundResult & VoidResult> {
    const entry: LedgerAdjustment = {
      type,
      at: this.now().toISOString(),
      idempotencyKey: request.idempotencyKey,
      chargeReference: request.reference,
      reference: ledger.nextReference(),
      amountCents: request.amountCents,
    };
    await ledger.append(entry);
    return { reference: entry.reference, chargeReference: entry.chargeReference, amountCents: entry.amountCents, replayed: false };
  }

  /**
   * Runs `work` once no other work on any of the same things (an order, an idempotency key, a card token)
   * is running, so two requests for one order, key or token cannot both charge; unrelated charges run at
   * once, as at a real gateway. Each thing's work chains onto its tail, so no two waits can cross.
   */
  private exclusive<T>(touches: readonly string[], work: (ledger: TestLedger) => Promise<T>): Promise<T> {
    const before = touches.map((thing) => this.busy.get(thing)).filter((tail) => tail !== undefined);
    const run = Promise.all(before.map((tail) => tail.catch(() => {}))).then(async () => {
      if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
      return work(await this.ledger);
    });
    const tail = run.catch(() => {});
    for (const thing of touches) this.busy.set(thing, tail);
    void tail.then(() => {
      for (const thing of touches) if (this.busy.get(thing) === tail) this.busy.delete(thing);
    });
    return run;
  }
}

function holdsMoney(charge: ChargeState): boolean {
  return charge.status === "approved" && !charge.voided && charge.refundedCents < charge.amountCents;
}

function chargeResult(charge: ChargeState, replayed: boolean): ChargeResult {
  const facts = {
    orderNumber: charge.orderNumber,
    amountCents: charge.amountCents,
    message: charge.message,
    card: charge.brand && charge.last4 ? { brand: charge.brand, last4: charge.last4 } : null,
    replayed,
  };
  return charge.status === "approved"
    ? { ...facts, status: "approved", reference: charge.reference }
    : { ...facts, status: "declined", reference: charge.reference };
}
