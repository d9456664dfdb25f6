import { randomUUID } from "node:crypto";
import { z } from "zod";
import { type RecordedRequest, type StandInReply, type StandInServer, startStandIn } from "./stand-in-server";

/** Card numbers the Bambora sandbox approves (with CVD 123 and a future expiry). */
const APPROVING = new Set(["4030000010001234", "5100000010001004"]);

/** A card behind a token, as the stand-in's token table holds it. */
export interface StandInCard {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvd: string;
}

/** A transaction the stand-in processed. */
export interface StandInTransaction {
  id: number;
  type: "P" | "R" | "VP";
  orderNumber: string;
  amountCents: number;
  approved: boolean;
  message: string;
  at: Date;
  cardType: string;
  last4: string;
  returnedCents: number;
  voided: boolean;
  adjusts: number | null;
}

/** A local stand-in for the Worldline North America (Bambora) Payment, Tokenization and Reporting APIs. */
export interface BamboraStandIn extends StandInServer {
  merchantId: string;
  paymentsPasscode: string;
  reportingPasscode: string;
  transactions: StandInTransaction[];
  /** Puts a token in the table, as if the browser had tokenized this card; `challenge` makes its issuer ask for 3-D Secure. */
  seedToken(code: string, card: StandInCard, options?: { challenge?: boolean }): void;
  /** The recorded requests to one path. */
  requestsTo(path: string | RegExp): RecordedRequest[];
}

const address = z
  .object({
    name: z.string().min(1).max(64),
    address_line1: z.string().min(1).max(64),
    city: z.string().min(1).max(32),
    province: z.string().length(2),
    postal_code: z.string().min(1).max(16),
    country: z.string().length(2),
    phone_number: z.string().min(1).max(32),
    email_address: z.string().email().optional(),
  })
  .strict();

/** A decimal amount in dollars with at most two places, as the Payment API documents it. */
const amount = z
  .number()
  .positive()
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "at most two decimal places");

const paymentRequest = z
  .object({
    order_number: z.string().min(1).max(30),
    amount,
    payment_method: z.literal("token"),
    customer_ip: z.string().min(1).max(30),
    term_url: z.string().url().max(256),
    billing: address,
    shipping: address,
    token: z
      .object({
        code: z.string().min(1),
        name: z.string().min(1).max(64),
        complete: z.literal(true),
        "3d_secure": z
          .object({
            browser: z
              .object({
                accept_header: z.string().min(1),
                java_enabled: z.enum(["true", "false"]),
                language: z.string().min(1).max(8),
                color_depth: z.string().regex(/^\d+bits$/),
                screen_height: z.number().int().positive(),
                screen_width: z.number().int().positive(),
                time_zone: z.number().int(),
                user_agent: z.string().min(1),
                javascript_enabled: z.boolean(),
              })
              .strict(),
            enabled: z.literal(true),
            version: z.literal(2),
            auth_required: z.literal(false),
          })
          .strict(),
      })
      .strict(),
  })
  .strict();

const returnRequest = z.object({ amount, order_number: z.string().max(30).optional() }).strict();
const voidRequest = z.object({ amount }).strict();
const reportDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
const reportRequest = z
  .object({
    name: z.enum(["Search", "TransHistoryMinimal"]),
    start_date: reportDate,
    end_date: reportDate,
    start_row: z.number().int().min(1),
    end_row: z.number().int().min(1),
    criteria: z.array(
      z
        .object({ field: z.number().int().min(1).max(24), operator: z.enum(["%3D", "%3C", "%3E", "%3C%3D", "%3E%3D", "START%20WITH"]), value: z.string() })
        .strict(),
    ),
  })
  .strict();

const cardTypeOf = (number: string) => (number.startsWith("4") ? "VI" : number.startsWith("5") ? "MC" : "AM");

function invalid(issues: z.ZodError["issues"]): StandInReply {
  return {
    status: 400,
    body: { code: 314, category: 3, message: "Invalid request", reference: "", details: issues.map((i) => ({ field: i.path.join("."), message: i.message })) },
  };
}

function passcodeOf(merchantId: string, passcode: string): string {
  return `Passcode ${Buffer.from(`${merchantId}:${passcode}`).toString("base64")}`;
}

function dollars(cents: number): number {
  return cents / 100;
}

/** Starts the Bambora stand-in. Tokens come from its tokenization endpoint or `seedToken`. */
export async function startBamboraStandIn(): Promise<BamboraStandIn> {
  const merchantId = "300200578";
  const paymentsPasscode = "4BaD82D9197b4cc4b70a221911eE9f70";
  const reportingPasscode = "4e6Ff318bee64EA391609de89aD4CF5d";
  const tokens = new Map<string, { card: StandInCard; used: boolean; expiresAt: number; challenge: boolean }>();
  const transactions: StandInTransaction[] = [];
  let nextId = 10_000_001;

  const record = (fields: Omit<StandInTransaction, "id" | "at" | "returnedCents" | "voided">): StandInTransaction => {
    const transaction = { ...fields, id: nextId++, at: new Date(), returnedCents: 0, voided: false };
    transactions.push(transaction);
    return transaction;
  };

  const authorized = (request: RecordedRequest, passcode: string) => request.headers.authorization === passcodeOf(merchantId, passcode);
  const unauthorized: StandInReply = { status: 401, body: { code: 21, category: 4, message: "Authentication failed", reference: "" } };

  function tokenize(request: RecordedRequest): StandInReply {
    const card = z
      .object({
        number: z.string().regex(/^\d{12,19}$/),
        expiry_month: z.string().regex(/^\d{2}$/),
        expiry_year: z.string().regex(/^\d{2}$/),
        cvd: z.string().regex(/^\d{3,4}$/),
      })
      .safeParse(request.body);
    if (!card.success) return { status: 400, body: { code: 3, message: "Invalid card details", token: "", version: 1 } };
    const code = `c${Math.floor(Math.random() * 90 + 10)}-${randomUUID()}`;
    tokens.set(code, {
      card: { number: card.data.number, expiryMonth: card.data.expiry_month, expiryYear: card.data.expiry_year, cvd: card.data.cvd },
      used: false,
      expiresAt: Date.now() + 15 * 60 * 1000,
      challenge: false,
    });
    return { status: 200, body: { token: code, code: 1, version: 1, message: "" } };
  }

  function pay(request: RecordedRequest): StandInReply {
    if (!authorized(request, paymentsPasscode)) return unauthorized;
    const parsed = paymentRequest.safeParse(request.body);
    if (!parsed.success) return invalid(parsed.error.issues);
    const body = parsed.data;
    const token = tokens.get(body.token.code);
    if (!token || token.used || token.expiresAt < Date.now()) return { status: 400, body: { code: 314, category: 3, message: "Invalid token", reference: "" } };
    token.used = true;
    if (token.challenge)
      return {
        status: 302,
        body: { "3d_session_data": randomUUID(), contents: "<html><body><form action='https://acs.example/challenge'></form></body></html>" },
      };
    const { card } = token;
    const now = new Date();
    const unexpired = Date.UTC(2000 + Number(card.expiryYear), Number(card.expiryMonth), 1) > now.getTime();
    const approved = APPROVING.has(card.number) && card.cvd === "123" && unexpired;
    const amountCents = Math.round(body.amount * 100);
    const transaction = record({
      type: "P",
      orderNumber: body.order_number,
      amountCents,
      approved,
      message: approved ? "Approved" : "DECLINE",
      cardType: cardTypeOf(card.number),
      last4: card.number.slice(-4),
      adjusts: null,
    });
    if (!approved) return { status: 402, body: { code: 7, category: 1, message: "DECLINE", reference: "" } };
    return {
      status: 200,
      body: {
        id: String(transaction.id),
        authorizing_merchant_id: Number(merchantId),
        approved: "1",
        message_id: "1",
        message: "Approved",
        auth_code: "TEST",
        created: now.toISOString(),
        order_number: body.order_number,
        type: "P",
        payment_method: "CC",
        risk_score: 0,
        amount: body.amount,
        card: { card_type: transaction.cardType, last_four: transaction.last4, address_match: 0, postal_result: 0, avs_result: "0", cvd_result: "1" },
        links: [
          { rel: "void", href: `/v1/payments/${transaction.id}/void`, method: "POST" },
          { rel: "return", href: `/v1/payments/${transaction.id}/returns`, method: "POST" },
        ],
      },
    };
  }

  function adjust(request: RecordedRequest, id: number, kind: "R" | "VP"): StandInReply {
    if (!authorized(request, paymentsPasscode)) return unauthorized;
    const parsed = (kind === "R" ? returnRequest : voidRequest).safeParse(request.body);
    if (!parsed.success) return invalid(parsed.error.issues);
    const purchase = transactions.find((t) => t.id === id && t.type === "P");
    if (!purchase) return { status: 404, body: { code: 404, category: 4, message: "Transaction not found", reference: "" } };
    const amountCents = Math.round(parsed.data.amount * 100);
    const refuse = (message: string): StandInReply => ({ status: 402, body: { code: 194, category: 2, message, reference: "" } });
    if (!purchase.approved) return refuse("Transaction was declined");
    if (purchase.voided) return refuse("Transaction has already been voided");
    if (kind === "R" && amountCents > purchase.amountCents - purchase.returnedCents) return refuse("Return amount exceeds the amount left to return");
    if (kind === "VP" && (purchase.returnedCents > 0 || amountCents !== purchase.amountCents)) return refuse("Void amount must equal the transaction amount");
    const orderNumber = (parsed.data as { order_number?: string }).order_number ?? purchase.orderNumber;
    const adjustment = record({
      type: kind,
      orderNumber,
      amountCents,
      approved: true,
      message: "Approved",
      cardType: purchase.cardType,
      last4: purchase.last4,
      adjusts: purchase.id,
    });
    if (kind === "R") purchase.returnedCents += amountCents;
    else purchase.voided = true;
    return {
      status: 200,
      body: {
        id: String(adjustment.id),
        approved: "1",
        message_id: "1",
        message: "Approved",
        type: kind,
        amount: dollars(amountCents),
        order_number: orderNumber,
        created: adjustment.at.toISOString(),
      },
    };
  }

  function report(request: RecordedRequest): StandInReply {
    if (!authorized(request, reportingPasscode)) return unauthorized;
    const parsed = reportRequest.safeParse(request.body);
    if (!parsed.success) return invalid(parsed.error.issues);
    const { start_date, end_date, start_row, end_row, criteria } = parsed.data;
    const inRange = transactions.filter((t) => {
      const at = t.at.toISOString().slice(0, 19);
      return at >= start_date && at <= end_date;
    });
    const matching = inRange.filter((t) =>
      criteria.every((c) => {
        if (c.field === 5 && c.operator === "%3D") return t.orderNumber === c.value;
        if (c.field === 1 && c.operator === "%3D") return String(t.id) === c.value;
        throw new Error(`the stand-in does not search field ${c.field} with ${c.operator}`);
      }),
    );
    const records = matching.slice(start_row - 1, end_row).map((t, index) => ({
      row_id: start_row + index,
      trn_id: t.id,
      trn_date_time: t.at.toISOString(),
      trn_type: t.type,
      trn_order_number: t.orderNumber,
      trn_payment_method: "CC",
      trn_masked_card: `${t.cardType === "VI" ? "4" : "5"}XXXXXXXXXXX${t.last4}`,
      trn_amount: dollars(t.amountCents),
      trn_returns: dollars(t.returnedCents),
      trn_completions: 0,
      trn_voided: t.voided ? 1 : 0,
      trn_response: t.approved ? 1 : 0,
      trn_card_type: t.cardType,
      message_id: t.approved ? 1 : 7,
      message_text: t.message,
    }));
    return { status: 200, body: { records } };
  }

  const server = await startStandIn((request) => {
    if (request.method !== "POST") return { status: 405, body: { message: "Method not allowed" } };
    if (request.path === "/scripts/tokenization/tokens") return tokenize(request);
    if (request.path === "/v1/payments") return pay(request);
    if (request.path === "/v1/reports") return report(request);
    const adjustment = /^\/v1\/payments\/(\d+)\/(returns|void)$/.exec(request.path);
    if (adjustment) return adjust(request, Number(adjustment[1]), adjustment[2] === "returns" ? "R" : "VP");
    return { status: 404, body: { message: `No such call: ${request.path}` } };
  });

  return {
    ...server,
    merchantId,
    paymentsPasscode,
    reportingPasscode,
    transactions,
    seedToken(code, card, options = {}) {
      tokens.set(code, { card, used: false, expiresAt: Date.now() + 15 * 60 * 1000, challenge: options.challenge ?? false });
    },
    requestsTo(path) {
      return server.requests.filter((r) => (typeof path === "string" ? r.path === path : path.test(r.path)));
    },
  };
}
