import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BamboraGateway, type BamboraSettings } from "../../src/server/integrations/payments/bambora";
import {
  GatewayRequestError,
  GatewayUnavailableError,
  IdempotencyConflictError,
  PaymentRefusedError,
  reverseCharge,
} from "../../src/server/integrations/payments/gateway";
import { type BamboraStandIn, startBamboraStandIn } from "../support/bambora-stand-in";
import { aPurchase, futureExpiry } from "./purchases";

let bambora: BamboraStandIn;
beforeEach(async () => {
  bambora = await startBamboraStandIn();
});
afterEach(async () => {
  await bambora.close();
});

function gatewayFor(overrides: Partial<BamboraSettings> = {}): BamboraGateway {
  return new BamboraGateway({
    merchantId: bambora.merchantId,
    paymentsPasscode: bambora.paymentsPasscode,
    reportingPasscode: bambora.reportingPasscode,
    apiUrl: bambora.url,
    timeoutMs: 2000,
    ...overrides,
  });
}

/** Tokenizes a card the way the browser does: straight at the gateway's tokenization URL. */
async function tokenize(gateway: BamboraGateway, number: string, cvd = "123"): Promise<string> {
  const response = await fetch(gateway.browserSettings().tokenUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ number, cvd, ...futureExpiry() }),
  });
  const body = (await response.json()) as { token: string };
  expect(response.status).toBe(200);
  return body.token;
}

const purchases = () => bambora.transactions.filter((t) => t.type === "P");

describe("Bambora purchases", () => {
  it("points the browser at Bambora's own tokenization script, with no secret", () => {
    const live = new BamboraGateway({ merchantId: "300200578", paymentsPasscode: "secret-passcode", apiUrl: "https://api.na.bambora.com" });
    expect(live.browserSettings()).toEqual({ kind: "card", gateway: "bambora", tokenUrl: "https://api.na.bambora.com/scripts/tokenization/tokens" });
    expect(JSON.stringify(live.browserSettings())).not.toContain("secret-passcode");
  });

  it("charges a token with the passcode header, the amount in dollars and the 3-D Secure 2 browser data", async () => {
    const gateway = gatewayFor();
    const token = await tokenize(gateway, "4030000010001234");
    const result = await gateway.purchase(aPurchase(token, { amountCents: 123456 }));

    expect(result).toEqual({
      status: "approved",
      reference: String(purchases()[0]?.id),
      orderNumber: "S1001",
      amountCents: 123456,
      message: "Approved",
      card: { brand: "visa", last4: "1234" },
      replayed: false,
    });
    const [payment] = bambora.requestsTo("/v1/payments");
    expect(payment?.headers.authorization).toBe(`Passcode ${Buffer.from(`${bambora.merchantId}:${bambora.paymentsPasscode}`).toString("base64")}`);
    expect(payment?.body).toEqual({
      order_number: "S1001",
      amount: 1234.56,
      payment_method: "token",
      customer_ip: "203.0.113.7",
      term_url: "https://shop.example.com/payment/3ds",
      billing: {
        name: "Pat Shopper",
        address_line1: "12 King Street West",
        city: "Toronto",
        province: "ON",
        postal_code: "M5H 1A1",
        country: "CA",
        phone_number: "(416) 555-0100",
        email_address: "shopper@example.com",
      },
      shipping: {
        name: "Pat Shopper",
        address_line1: "12 King Street West",
        city: "Toronto",
        province: "ON",
        postal_code: "M5H 1A1",
        country: "CA",
        phone_number: "(416) 555-0100",
        email_address: "shopper@example.com",
      },
      token: {
        code: token,
        name: "Pat Shopper",
        complete: true,
        "3d_secure": {
          browser: {
            accept_header: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
            java_enabled: "false",
            language: "en-CA",
            color_depth: "24bits",
            screen_height: 1080,
            screen_width: 1920,
            time_zone: 240,
            user_agent: expect.stringContaining("Mozilla/5.0"),
            javascript_enabled: true,
          },
          enabled: true,
          version: 2,
          auth_required: false,
        },
      },
    });
  });

  it("sends no card number to the payment calls: the card only ever went to the tokenizer", async () => {
    const gateway = gatewayFor();
    await gateway.purchase(aPurchase(await tokenize(gateway, "5100000010001004")));
    const toApi = bambora.requests.filter((r) => r.path.startsWith("/v1/"));
    expect(toApi.length).toBeGreaterThan(0);
    for (const request of toApi) expect(request.rawBody).not.toContain("5100000010001004");
  });

  it("sends the shop's USA as Bambora's country code US", async () => {
    const gateway = gatewayFor();
    const buffalo = {
      name: "Sam Buyer",
      addressLine1: "1 Main St",
      city: "Buffalo",
      province: "NY",
      postalCode: "14202",
      country: "USA",
      phoneNumber: "716-555-0100",
    };
    expect(await gateway.purchase(aPurchase(await tokenize(gateway, "4030000010001234"), { billing: buffalo, shipping: buffalo }))).toMatchObject({
      status: "approved",
    });
    expect(bambora.requestsTo("/v1/payments")[0]?.body).toMatchObject({ billing: { country: "US" }, shipping: { country: "US" } });
  });

  it.each([
    ["4003050500040005", "123"],
    ["5100000020002000", "123"],
    ["4030000010001234", "999"],
    ["4111111111111111", "123"],
  ])("reads a 402 for %s (CVD %s) as a decline, not an outage", async (number, cvd) => {
    const gateway = gatewayFor();
    const result = await gateway.purchase(aPurchase(await tokenize(gateway, number, cvd)));
    expect(result).toEqual({ status: "declined", reference: null, orderNumber: "S1001", amountCents: 4599, message: "DECLINE", card: null, replayed: false });
  });

  it("charges a token seeded in the stand-in's table", async () => {
    bambora.seedToken("gt7-seeded", { number: "5100000010001004", expiryMonth: "12", expiryYear: "49", cvd: "123" });
    expect(await gatewayFor().purchase(aPurchase("gt7-seeded"))).toMatchObject({ status: "approved", card: { brand: "mastercard", last4: "1004" } });
  });

  it("declines, taking nothing, when the card issuer asks for a 3-D Secure challenge the shop does not run", async () => {
    bambora.seedToken("gt7-challenge", { number: "4030000010001234", expiryMonth: "12", expiryYear: "49", cvd: "123" }, { challenge: true });
    expect(await gatewayFor().purchase(aPurchase("gt7-challenge"))).toMatchObject({
      status: "declined",
      reference: null,
      message: "The card issuer asked for 3-D Secure authentication",
    });
    expect(purchases()).toHaveLength(0);
  });

  it("throws a request error, not a decline, when the passcode is wrong or the token is unknown", async () => {
    const wrongPasscode = gatewayFor({ paymentsPasscode: "wrong" });
    await expect(wrongPasscode.purchase(aPurchase(await tokenize(wrongPasscode, "4030000010001234")))).rejects.toMatchObject({
      name: "GatewayRequestError",
      status: 401,
    });
    await expect(gatewayFor().purchase(aPurchase("c99-unknown"))).rejects.toBeInstanceOf(GatewayRequestError);
    expect(purchases().filter((p) => p.approved)).toHaveLength(0);
  });
});

describe("Bambora outages", () => {
  it("throws GatewayUnavailableError on a 500, and nothing was charged", async () => {
    const gateway = gatewayFor();
    const token = await tokenize(gateway, "4030000010001234");
    bambora.fault("error-500", { pathPrefix: "/v1/payments" });
    const error = await gateway.purchase(aPurchase(token)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayUnavailableError);
    expect(error).toMatchObject({ gateway: "bambora", outcomeUnknown: true, status: 503, code: "UNAVAILABLE" });
    expect(purchases()).toHaveLength(0);
  });

  it("gives up after its time limit when Bambora does not answer", async () => {
    const gateway = gatewayFor({ timeoutMs: 300 });
    const token = await tokenize(gateway, "4030000010001234");
    bambora.fault("timeout", { pathPrefix: "/v1/payments" });
    const started = Date.now();
    await expect(gateway.purchase(aPurchase(token))).rejects.toMatchObject({ name: "GatewayUnavailableError", outcomeUnknown: true });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("says the outcome is known when it could not connect at all", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const gateway = gatewayFor({ apiUrl: `http://127.0.0.1:${port}` });
    await expect(gateway.purchase(aPurchase("c1-any"))).rejects.toMatchObject({ name: "GatewayUnavailableError", outcomeUnknown: false });
  });

  it("recovers a charge approved while the connection dropped: found by order number, and a retry does not charge again", async () => {
    const gateway = gatewayFor();
    bambora.fault("drop-after-processing", { pathPrefix: "/v1/payments" });
    await expect(gateway.purchase(aPurchase(await tokenize(gateway, "4030000010001234")))).rejects.toMatchObject({
      name: "GatewayUnavailableError",
      outcomeUnknown: true,
    });
    expect(purchases()).toHaveLength(1);
    const charged = purchases()[0];

    const found = await gateway.findCharge("S1001");
    expect(found).toEqual({
      orderNumber: "S1001",
      status: "approved",
      reference: String(charged?.id),
      amountCents: 4599,
      refundedCents: 0,
      voided: false,
      message: "Approved",
    });

    const retry = await gateway.purchase(aPurchase(await tokenize(gateway, "4030000010001234"), { idempotencyKey: "S1001-2" }));
    expect(retry).toMatchObject({ status: "approved", reference: String(charged?.id), amountCents: 4599, replayed: true });
    expect(purchases()).toHaveLength(1);
  });

  it("refuses to charge a paid order for another amount", async () => {
    const gateway = gatewayFor();
    await gateway.purchase(aPurchase(await tokenize(gateway, "4030000010001234")));
    await expect(gateway.purchase(aPurchase(await tokenize(gateway, "4030000010001234"), { amountCents: 100 }))).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    expect(purchases()).toHaveLength(1);
  });

  it("does not charge when it cannot learn whether the order is already paid", async () => {
    const gateway = gatewayFor();
    const token = await tokenize(gateway, "4030000010001234");
    bambora.fault("error-500", { pathPrefix: "/v1/reports" });
    await expect(gateway.purchase(aPurchase(token))).rejects.toBeInstanceOf(GatewayUnavailableError);
    expect(bambora.requestsTo("/v1/payments")).toHaveLength(0);
  });
});

describe("Bambora refunds, voids and look-ups", () => {
  async function approved(gateway: BamboraGateway, orderNumber = "S1001") {
    const result = await gateway.purchase(aPurchase(await tokenize(gateway, "4030000010001234"), { orderNumber, idempotencyKey: `${orderNumber}-1` }));
    if (result.status !== "approved") throw new Error("expected an approval");
    return result;
  }

  it("returns part of a charge with its amount in dollars and the order number, and refuses more than is left", async () => {
    const gateway = gatewayFor();
    const charge = await approved(gateway);
    const refund = await gateway.refund({ reference: charge.reference, orderNumber: "S1001", amountCents: 1050, idempotencyKey: "S1001-r1" });
    expect(refund).toMatchObject({ chargeReference: charge.reference, amountCents: 1050, replayed: false });
    expect(bambora.requestsTo(`/v1/payments/${charge.reference}/returns`)[0]?.body).toEqual({ amount: 10.5, order_number: "S1001" });
    await expect(gateway.refund({ reference: charge.reference, orderNumber: "S1001", amountCents: 3550, idempotencyKey: "S1001-r2" })).rejects.toBeInstanceOf(
      PaymentRefusedError,
    );
    expect(await gateway.findCharge("S1001")).toMatchObject({ status: "approved", refundedCents: 1050, voided: false });
  });

  it("voids a whole charge; the order then holds no money and can be paid again", async () => {
    const gateway = gatewayFor();
    const charge = await approved(gateway);
    const voided = await gateway.voidCharge({ reference: charge.reference, orderNumber: "S1001", amountCents: 4599, idempotencyKey: "S1001-v" });
    expect(bambora.requestsTo(`/v1/payments/${charge.reference}/void`)[0]?.body).toEqual({ amount: 45.99 });
    expect(voided.reference).not.toBe(charge.reference);
    expect(await gateway.findCharge("S1001")).toMatchObject({ reference: charge.reference, voided: true });
    await expect(
      gateway.voidCharge({ reference: charge.reference, orderNumber: "S1001", amountCents: 4599, idempotencyKey: "S1001-v2" }),
    ).rejects.toBeInstanceOf(PaymentRefusedError);

    const again = await gateway.purchase(aPurchase(await tokenize(gateway, "4030000010001234"), { idempotencyKey: "S1001-2" }));
    expect(again).toMatchObject({ status: "approved", replayed: false });
    expect(again.reference).not.toBe(charge.reference);
  });

  it("reverses a charge with a void, and with a refund once the void is refused", async () => {
    const gateway = gatewayFor();
    const charge = await approved(gateway);
    expect(await reverseCharge(gateway, charge, "S1001-undo")).toMatchObject({ kind: "void" });

    const partlyRefunded = await approved(gateway, "S1002");
    await gateway.refund({ reference: partlyRefunded.reference, orderNumber: "S1002", amountCents: 1, idempotencyKey: "S1002-r" });
    await expect(reverseCharge(gateway, { ...partlyRefunded, amountCents: 4598 }, "S1002-undo")).resolves.toMatchObject({ kind: "refund" });
    expect(await gateway.findCharge("S1002")).toMatchObject({ refundedCents: 4599 });
  });

  it("searches the reporting API by order number with the reporting passcode", async () => {
    const gateway = gatewayFor({ now: () => new Date("2026-05-04T12:00:00Z") });
    expect(await gateway.findCharge("S404")).toBeNull();
    const [search] = bambora.requestsTo("/v1/reports");
    expect(search?.headers.authorization).toBe(`Passcode ${Buffer.from(`${bambora.merchantId}:${bambora.reportingPasscode}`).toString("base64")}`);
    expect(search?.body).toEqual({
      name: "Search",
      start_date: "2026-04-02T12:00:00",
      end_date: "2026-05-05T12:00:00",
      start_row: 1,
      end_row: 100,
      criteria: [{ field: 5, operator: "%3D", value: "S404" }],
    });
  });

  it("reports a declined attempt when the order has no approved charge, and prefers the approved one", async () => {
    const gateway = gatewayFor();
    await gateway.purchase(aPurchase(await tokenize(gateway, "4003050500040005")));
    expect(await gateway.findCharge("S1001")).toMatchObject({ status: "declined", message: "DECLINE" });
    await gateway.purchase(aPurchase(await tokenize(gateway, "4030000010001234"), { idempotencyKey: "S1001-2" }));
    expect(await gateway.findCharge("S1001")).toMatchObject({ status: "approved" });
  });

  it("uses the payments passcode for reports when no reporting passcode is set", async () => {
    const gateway = gatewayFor({ reportingPasscode: undefined });
    await expect(gateway.findCharge("S1001")).rejects.toMatchObject({ name: "GatewayRequestError", status: 401 });
    expect(bambora.requestsTo("/v1/reports")[0]?.headers.authorization).toBe(
      `Passcode ${Buffer.from(`${bambora.merchantId}:${bambora.paymentsPasscode}`).toString("base64")}`,
    );
  });
});
