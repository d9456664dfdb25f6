import { randomBytes } from "node:crypto";
import { z } from "zod";
import { type RecordedRequest, type StandInReply, type StandInServer, startStandIn } from "./stand-in-server";

interface Money {
  currency_code: string;
  value: string;
}

/** A PayPal order as the stand-in holds it. */
export interface StandInOrder {
  id: string;
  status: "CREATED" | "APPROVED" | "COMPLETED";
  referenceId: string | undefined;
  customId: string | undefined;
  invoiceId: string | undefined;
  amount: Money;
  declineInstrument: boolean;
  capture: { id: string; amount: Money; refundedCents: number } | null;
}

/** A local stand-in for PayPal's OAuth2 token endpoint and the Orders v2 and Payments v2 calls. */
export interface PayPalStandIn extends StandInServer {
  clientId: string;
  clientSecret: string;
  orders: Map<string, StandInOrder>;
  /** How many access tokens it has handed out. */
  tokensIssued(): number;
  /** The lifetime (expires_in, seconds) of the tokens it hands out from now on. */
  setTokenLifetime(seconds: number): void;
  /** Ends every token handed out so far, as PayPal may do before their stated expiry. */
  revokeTokens(): void;
  /** The buyer approves the order in the PayPal window; with `declineInstrument` their funding source will fail. */
  approve(orderId: string, options?: { declineInstrument?: boolean }): void;
  requestsTo(path: string | RegExp): RecordedRequest[];
}

const money = z.object({ currency_code: z.string().regex(/^[A-Z]{3}$/), value: z.string().regex(/^\d{1,10}(\.\d{2})?$/) }).strict();
const createOrder = z
  .object({
    intent: z.enum(["CAPTURE", "AUTHORIZE"]),
    purchase_units: z
      .array(
        z
          .object({
            reference_id: z.string().max(256).optional(),
            custom_id: z.string().max(127).optional(),
            invoice_id: z.string().max(127).optional(),
            amount: money,
          })
          .strict(),
      )
      .length(1),
  })
  .strict();
const refundCapture = z.object({ amount: money.optional() }).strict();

const centsOf = (value: string) => Math.round(Number(value) * 100);
const decimalOf = (cents: number) => (cents / 100).toFixed(2);
const paypalId = () => randomBytes(12).toString("hex").toUpperCase().slice(0, 17);

function problem(status: number, name: string, issue: string, description: string): StandInReply {
  return { status, body: { name, message: description, debug_id: randomBytes(6).toString("hex"), details: [{ issue, description }] } };
}

/** Starts the PayPal stand-in. */
export async function startPayPalStandIn(): Promise<PayPalStandIn> {
  const clientId = "AZstand-in-client-id";
  const clientSecret = "EFstand-in-client-secret";
  const liveTokens = new Set<string>();
  const orders = new Map<string, StandInOrder>();
  const replays = new Map<string, StandInReply>();
  let issued = 0;
  let lifetime = 32_400;

  function representation(order: StandInOrder) {
    return {
      id: order.id,
      intent: "CAPTURE",
      status: order.status,
      purchase_units: [
        {
          reference_id: order.referenceId ?? "default",
          ...(order.customId ? { custom_id: order.customId } : {}),
          ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
          amount: order.amount,
          ...(order.capture
            ? { payments: { captures: [{ id: order.capture.id, status: "COMPLETED", amount: order.capture.amount, final_capture: true }] } }
            : {}),
        },
      ],
      links: [
        { href: `https://api-m.sandbox.paypal.com/v2/checkout/orders/${order.id}`, rel: "self", method: "GET" },
        ...(order.status === "CREATED" ? [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: "approve", method: "GET" }] : []),
      ],
    };
  }

  function token(request: RecordedRequest): StandInReply {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
    if (request.headers.authorization !== expected)
      return { status: 401, body: { error: "invalid_client", error_description: "Client Authentication failed" } };
    if (request.headers["content-type"] !== "application/x-www-form-urlencoded" || request.rawBody !== "grant_type=client_credentials") {
      return { status: 400, body: { error: "unsupported_grant_type", error_description: "Grant Type is NULL" } };
    }
    const accessToken = `A21AA${randomBytes(24).toString("base64url")}`;
    liveTokens.add(accessToken);
    issued += 1;
    return {
      status: 200,
      body: {
        scope: "https://uri.paypal.com/services/payments/payment",
        access_token: accessToken,
        token_type: "Bearer",
        app_id: "APP-80W284485P519543T",
        expires_in: lifetime,
        nonce: randomBytes(8).toString("hex"),
      },
    };
  }

  function capture(order: StandInOrder): StandInReply {
    if (order.status === "CREATED") return problem(422, "UNPROCESSABLE_ENTITY", "ORDER_NOT_APPROVED", "Payer has not yet approved the Order for payment.");
    if (order.status === "COMPLETED") return problem(422, "UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED", "Order already captured.");
    if (order.declineInstrument)
      return problem(422, "UNPROCESSABLE_ENTITY", "INSTRUMENT_DECLINED", "The instrument presented was either declined by the processor or bank.");
    order.status = "COMPLETED";
    order.capture = { id: paypalId(), amount: { ...order.amount }, refundedCents: 0 };
    return { status: 201, body: representation(order) };
  }

  function refund(request: RecordedRequest, captureId: string): StandInReply {
    const parsed = refundCapture.safeParse(request.body ?? {});
    if (!parsed.success) return problem(400, "INVALID_REQUEST", "INVALID_PARAMETER_VALUE", parsed.error.issues[0]?.message ?? "invalid");
    const order = [...orders.values()].find((o) => o.capture?.id === captureId);
    if (!order?.capture) return problem(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
    const left = centsOf(order.capture.amount.value) - order.capture.refundedCents;
    const wanted = parsed.data.amount ? centsOf(parsed.data.amount.value) : left;
    if (parsed.data.amount && parsed.data.amount.currency_code !== order.capture.amount.currency_code)
      return problem(422, "UNPROCESSABLE_ENTITY", "REFUND_CURRENCY_MISMATCH", "Refund must be in the currency of the capture.");
    if (left === 0) return problem(422, "UNPROCESSABLE_ENTITY", "CAPTURE_FULLY_REFUNDED", "The capture has already been fully refunded.");
    if (wanted > left)
      return problem(
        422,
        "UNPROCESSABLE_ENTITY",
        "REFUND_AMOUNT_EXCEEDED",
        "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
      );
    order.capture.refundedCents += wanted;
    return {
      status: 201,
      body: { id: paypalId(), status: "COMPLETED", amount: { currency_code: order.capture.amount.currency_code, value: decimalOf(wanted) } },
    };
  }

  function answer(request: RecordedRequest): StandInReply {
    if (request.method === "POST" && request.path === "/v1/oauth2/token") return token(request);
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!bearer || !liveTokens.has(bearer)) return { status: 401, body: { error: "invalid_token", error_description: "Token signature verification failed" } };

    if (request.method === "GET") {
      const id = /^\/v2\/checkout\/orders\/([A-Z0-9]+)$/.exec(request.path)?.[1];
      const order = id ? orders.get(id) : undefined;
      return order
        ? { status: 200, body: representation(order) }
        : problem(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
    }
    if (request.headers["content-type"] !== "application/json")
      return problem(415, "UNSUPPORTED_MEDIA_TYPE", "UNSUPPORTED_MEDIA_TYPE", "Content-Type must be application/json");
    if (request.path === "/v2/checkout/orders") {
      const parsed = createOrder.safeParse(request.body);
      if (!parsed.success) return problem(400, "INVALID_REQUEST", "INVALID_PARAMETER_VALUE", parsed.error.issues.map((i) => i.path.join(".")).join(", "));
      const [unit] = parsed.data.purchase_units;
      if (!unit) return problem(400, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER", "purchase_units");
      const order: StandInOrder = {
        id: paypalId(),
        status: "CREATED",
        referenceId: unit.reference_id,
        customId: unit.custom_id,
        invoiceId: unit.invoice_id,
        amount: unit.amount,
        declineInstrument: false,
        capture: null,
      };
      orders.set(order.id, order);
      return { status: 201, body: representation(order) };
    }
    const captureOf = /^\/v2\/checkout\/orders\/([A-Z0-9]+)\/capture$/.exec(request.path)?.[1];
    if (captureOf) {
      const order = orders.get(captureOf);
      return order ? capture(order) : problem(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
    }
    const refundOf = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(request.path)?.[1];
    if (refundOf) return refund(request, refundOf);
    return problem(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", `No such call: ${request.path}`);
  }

  const server = await startStandIn((request) => {
    const requestId = request.headers["paypal-request-id"];
    const replayKey = typeof requestId === "string" ? `${request.method} ${request.path} ${requestId}` : null;
    const earlier = replayKey ? replays.get(replayKey) : undefined;
    if (earlier) return earlier;
    const reply = answer(request);
    if (replayKey && reply.status < 500 && reply.status !== 401) replays.set(replayKey, reply);
    return reply;
  });

  return {
    ...server,
    clientId,
    clientSecret,
    orders,
    tokensIssued: () => issued,
    setTokenLifetime(seconds) {
      lifetime = seconds;
    },
    revokeTokens() {
      liveTokens.clear();
    },
    approve(orderId, options = {}) {
      const order = orders.get(orderId);
      if (order?.status !== "CREATED") throw new Error(`order ${orderId} cannot be approved`);
      order.status = "APPROVED";
      order.declineInstrument = options.declineInstrument ?? false;
    },
    requestsTo(path) {
      return server.requests.filter((r) => (typeof path === "string" ? r.path === path : path.test(r.path)));
    },
  };
}
