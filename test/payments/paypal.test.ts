import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GatewayRequestError, GatewayUnavailableError, PaymentRefusedError } from "../../src/server/integrations/payments/gateway";
import {
  checkCapturedTotal,
  PaymentAmountMismatchError,
  type PayPalCapture,
  PayPalClient,
  type PayPalSettings,
} from "../../src/server/integrations/payments/paypal";
import { type PayPalStandIn, startPayPalStandIn } from "../support/paypal-stand-in";

let paypal: PayPalStandIn;
beforeEach(async () => {
  paypal = await startPayPalStandIn();
});
afterEach(async () => {
  await paypal.close();
});

function clientFor(overrides: Partial<PayPalSettings> = {}): PayPalClient {
  return new PayPalClient({ clientId: paypal.clientId, clientSecret: paypal.clientSecret, apiUrl: paypal.url, timeoutMs: 2000, ...overrides });
}

const anOrder = { amountCents: 4599, currency: "CAD" as const, orderNumber: "S1001", requestId: "S1001-create-1" };

async function capturedOrder(client: PayPalClient): Promise<Extract<PayPalCapture, { status: "completed" | "pending" }>> {
  const order = await client.createOrder(anOrder);
  paypal.approve(order.id);
  const capture = await client.captureOrder(order.id, "S1001-capture-1");
  if (capture.status === "declined") throw new Error("expected a capture");
  return capture;
}

describe("PayPal configuration", () => {
  it("is off without a client id and secret, and says so before calling anyone", async () => {
    const client = new PayPalClient({ apiUrl: paypal.url });
    expect(client.isConfigured()).toBe(false);
    expect(client.browserSettings()).toBeNull();
    await expect(client.createOrder(anOrder)).rejects.toThrow("PayPal is not configured");
    expect(paypal.requests).toHaveLength(0);
  });

  it("gives the browser the public client id for the CAD capture buttons, never the secret", () => {
    const settings = clientFor().browserSettings();
    expect(settings).toEqual({ kind: "paypal", clientId: paypal.clientId, currency: "CAD", intent: "capture" });
    expect(JSON.stringify(settings)).not.toContain(paypal.clientSecret);
  });

  it("reports bad credentials as a request error", async () => {
    await expect(clientFor({ clientSecret: "wrong" }).createOrder(anOrder)).rejects.toMatchObject({ name: "GatewayRequestError", status: 401 });
  });
});

describe("PayPal access tokens", () => {
  it("asks for a client-credentials token once and keeps it for later calls, even concurrent first ones", async () => {
    const client = clientFor();
    await Promise.all([client.createOrder(anOrder), client.createOrder({ ...anOrder, requestId: "other" }), client.getOrder("UNKNOWN")]);
    await client.createOrder({ ...anOrder, requestId: "third" });
    expect(paypal.tokensIssued()).toBe(1);
    const [tokenRequest] = paypal.requestsTo("/v1/oauth2/token");
    expect(tokenRequest?.rawBody).toBe("grant_type=client_credentials");
    expect(tokenRequest?.headers.authorization).toBe(`Basic ${Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString("base64")}`);
  });

  it("asks for a new token once the old one has expired", async () => {
    let now = 1_000_000;
    paypal.setTokenLifetime(3600);
    const client = clientFor({ now: () => now });
    await client.createOrder(anOrder);
    now += 3_500_000;
    await client.getOrder("UNKNOWN");
    expect(paypal.tokensIssued()).toBe(1);
    now += 100_000;
    await client.getOrder("UNKNOWN");
    expect(paypal.tokensIssued()).toBe(2);
  });

  it("gets a fresh token and retries once when PayPal ends a token early", async () => {
    const client = clientFor();
    await client.createOrder(anOrder);
    paypal.revokeTokens();
    const order = await client.createOrder({ ...anOrder, requestId: "after-revoke" });
    expect(order.status).toBe("CREATED");
    expect(paypal.tokensIssued()).toBe(2);
  });
});

describe("PayPal orders", () => {
  it("creates a CAPTURE order for the total in CAD, with the order number and a PayPal-Request-Id", async () => {
    const order = await clientFor().createOrder(anOrder);
    expect(order).toEqual({
      id: expect.stringMatching(/^[A-Z0-9]{17}$/),
      status: "CREATED",
      orderNumber: "S1001",
      amountCents: 4599,
      currency: "CAD",
      captures: [],
    });
    const [request] = paypal.requestsTo("/v2/checkout/orders");
    expect(request?.headers["paypal-request-id"]).toBe("S1001-create-1");
    expect(request?.body).toEqual({
      intent: "CAPTURE",
      purchase_units: [{ reference_id: "S1001", custom_id: "S1001", invoice_id: "S1001", amount: { currency_code: "CAD", value: "45.99" } }],
    });
  });

  it("answers the same PayPal order when a create is repeated with the same request id", async () => {
    const client = clientFor();
    const first = await client.createOrder(anOrder);
    const again = await client.createOrder(anOrder);
    expect(again.id).toBe(first.id);
    expect(paypal.orders.size).toBe(1);
    const other = await client.createOrder({ ...anOrder, requestId: "S1001-create-2" });
    expect(other.id).not.toBe(first.id);
  });

  it("captures an approved order and returns the amount and currency, which the caller checks against the total", async () => {
    const client = clientFor();
    const capture = await capturedOrder(client);
    expect(capture).toEqual({
      status: "completed",
      orderId: expect.any(String),
      captureId: expect.stringMatching(/^[A-Z0-9]{17}$/),
      amountCents: 4599,
      currency: "CAD",
      orderNumber: "S1001",
    });
    expect(() => checkCapturedTotal(capture, 4599)).not.toThrow();
    expect(() => checkCapturedTotal(capture, 4600)).toThrow(PaymentAmountMismatchError);
    expect(() => checkCapturedTotal({ ...capture, currency: "USD" }, 4599)).toThrow("does not match the order total");
  });

  it("finds a mismatch when the PayPal order was made for another amount than the shop's total", async () => {
    const client = clientFor();
    const order = await client.createOrder({ ...anOrder, amountCents: 100 });
    paypal.approve(order.id);
    const capture = await client.captureOrder(order.id, "capture-1");
    if (capture.status === "declined") throw new Error("expected a capture");
    const mismatch = (() => {
      try {
        checkCapturedTotal(capture, 4599);
      } catch (error) {
        return error;
      }
    })();
    expect(mismatch).toBeInstanceOf(PaymentAmountMismatchError);
    expect(mismatch).toMatchObject({ expectedCents: 4599, capture: { amountCents: 100, captureId: capture.captureId } });
  });

  it("captures once: a repeat with the same request id, or with another one, answers the first capture", async () => {
    const client = clientFor();
    const capture = await capturedOrder(client);
    expect(await client.captureOrder(capture.orderId, "S1001-capture-1")).toEqual(capture);
    expect(await client.captureOrder(capture.orderId, "S1001-capture-2")).toEqual(capture);
    expect(paypal.orders.get(capture.orderId)?.capture?.id).toBe(capture.captureId);
  });

  it("refuses to capture an order the buyer has not approved", async () => {
    const client = clientFor();
    const order = await client.createOrder(anOrder);
    await expect(client.captureOrder(order.id, "c1")).rejects.toMatchObject({ name: "PaymentRefusedError", reason: "ORDER_NOT_APPROVED" });
  });

  it("reads a declined funding source as a declined capture, not an error", async () => {
    const client = clientFor();
    const order = await client.createOrder(anOrder);
    paypal.approve(order.id, { declineInstrument: true });
    expect(await client.captureOrder(order.id, "c1")).toEqual({ status: "declined", orderId: order.id, message: "The buyer's funding source was declined" });
  });

  it("reads an order back, and answers null for one PayPal does not know", async () => {
    const client = clientFor();
    const capture = await capturedOrder(client);
    expect(await client.getOrder(capture.orderId)).toEqual({
      id: capture.orderId,
      status: "COMPLETED",
      orderNumber: "S1001",
      amountCents: 4599,
      currency: "CAD",
      captures: [{ id: capture.captureId, status: "COMPLETED", amountCents: 4599, currency: "CAD" }],
    });
    expect(await client.getOrder("NOSUCHORDER")).toBeNull();
  });
});

describe("PayPal refunds", () => {
  it("refunds part of a capture in CAD once per request id, and refuses more than is left", async () => {
    const client = clientFor();
    const capture = await capturedOrder(client);
    const refund = await client.refundCapture(capture.captureId, 1000, "S1001-refund-1");
    expect(refund).toEqual({ refundId: expect.any(String), status: "completed", amountCents: 1000 });
    expect(await client.refundCapture(capture.captureId, 1000, "S1001-refund-1")).toEqual(refund);
    expect(paypal.orders.get(capture.orderId)?.capture?.refundedCents).toBe(1000);
    expect(paypal.requestsTo(`/v2/payments/captures/${capture.captureId}/refund`)[0]?.body).toEqual({ amount: { currency_code: "CAD", value: "10.00" } });

    await expect(client.refundCapture(capture.captureId, 3600, "S1001-refund-2")).rejects.toMatchObject({
      name: "PaymentRefusedError",
      reason: "REFUND_AMOUNT_EXCEEDED",
    });
    await client.refundCapture(capture.captureId, 3599, "S1001-refund-3");
    expect(paypal.orders.get(capture.orderId)?.capture?.refundedCents).toBe(4599);
  });

  it("refuses to refund a capture PayPal does not know", async () => {
    await expect(clientFor().refundCapture("NOSUCHCAPTURE", 100, "r1")).rejects.toBeInstanceOf(GatewayRequestError);
  });
});

describe("PayPal outages", () => {
  it("throws GatewayUnavailableError on a 500 and on a time-out", async () => {
    const client = clientFor({ timeoutMs: 300 });
    paypal.fault("error-500", { pathPrefix: "/v2/checkout/orders" });
    await expect(client.createOrder(anOrder)).rejects.toMatchObject({ name: "GatewayUnavailableError", gateway: "paypal", outcomeUnknown: true });
    paypal.fault("timeout", { pathPrefix: "/v1/oauth2/token" });
    await expect(clientFor({ timeoutMs: 300 }).getOrder("ANY")).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it("recovers a capture whose answer was lost: the retry with the same request id answers it, and PayPal captured once", async () => {
    const client = clientFor();
    const order = await client.createOrder(anOrder);
    paypal.approve(order.id);
    paypal.fault("drop-after-processing", { pathPrefix: `/v2/checkout/orders/${order.id}/capture` });
    await expect(client.captureOrder(order.id, "S1001-capture-1")).rejects.toMatchObject({ name: "GatewayUnavailableError", outcomeUnknown: true });
    const captured = paypal.orders.get(order.id)?.capture;
    expect(captured).not.toBeNull();

    const retry = await client.captureOrder(order.id, "S1001-capture-1");
    expect(retry).toMatchObject({ status: "completed", captureId: captured?.id, amountCents: 4599 });
  });

  it("refuses a refund PayPal turns down without calling it an outage", async () => {
    const client = clientFor();
    const capture = await capturedOrder(client);
    await client.refundCapture(capture.captureId, 4599, "all");
    const error = await client.refundCapture(capture.captureId, 1, "more").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentRefusedError);
    expect(error).not.toBeInstanceOf(GatewayUnavailableError);
  });
});
