import { describe, expect, it } from "vitest";
import { PAYMENT_FAILED } from "../../src/domain/orders";
import { AppError } from "../../src/server/errors";
import { type ChargeResult, type PaymentGateway, reverseCharge } from "../../src/server/integrations/payments/gateway";
import { DECLINED_TEST_CARDS, TestGateway } from "../../src/server/integrations/payments/test-gateway";
import { defineSteps, UndoFailedError } from "../../src/server/lib/steps";
import { aPurchase, futureExpiry } from "./purchases";

// The card flow of spec section 4 as checkout will run it: reserve a number, charge, record.
// The shop's own tables are stood in by plain arrays; the gateway and the step runner are real.

interface Shop {
  gateway: PaymentGateway;
  reserved: string[];
  released: string[];
  recorded: string[];
  recordFails: boolean;
}

interface CardPayment {
  shop: Shop;
  token: string;
}

const payByCard = defineSteps<CardPayment>()
  .step({
    name: "orderNumber",
    run: ({ shop }) => {
      const orderNumber = `S${1001 + shop.reserved.length}`;
      shop.reserved.push(orderNumber);
      return orderNumber;
    },
    undo: ({ shop }, orderNumber) => void shop.released.push(orderNumber),
  })
  .step({
    name: "charge",
    run: async ({ shop, token }, { orderNumber }) => {
      const result = await shop.gateway.purchase(aPurchase(token, { orderNumber, idempotencyKey: `${orderNumber}-1` }));
      if (result.status !== "approved") throw new AppError("CONFLICT", PAYMENT_FAILED);
      return result;
    },
    undo: async ({ shop }, charge: Extract<ChargeResult, { status: "approved" }>) => {
      await reverseCharge(shop.gateway, charge, `${charge.orderNumber}-undo`);
    },
  })
  .step({
    name: "order",
    run: ({ shop }, { charge }) => {
      if (shop.recordFails) throw new Error("database down");
      shop.recorded.push(charge.orderNumber);
      return { orderNumber: charge.orderNumber };
    },
  });

function aShop(gateway: PaymentGateway, recordFails = false): Shop {
  return { gateway, reserved: [], released: [], recorded: [], recordFails };
}

const tokenSecret = "a-test-secret-that-is-long-enough-to-sign";

describe("card payment as steps", () => {
  it("records an approved charge", async () => {
    const gateway = new TestGateway({ tokenSecret });
    const shop = aShop(gateway);
    const { token } = gateway.tokenize({ number: "4030000010001234", cvd: "123", ...futureExpiry() });
    expect(await payByCard.run({ shop, token })).toMatchObject({ orderNumber: "S1001", order: { orderNumber: "S1001" } });
    expect(shop).toMatchObject({ recorded: ["S1001"], released: [] });
  });

  it("releases the order number when the card is declined", async () => {
    const gateway = new TestGateway({ tokenSecret });
    const shop = aShop(gateway);
    const { token } = gateway.tokenize({ number: DECLINED_TEST_CARDS[0], cvd: "123", ...futureExpiry() });
    await expect(payByCard.run({ shop, token })).rejects.toThrow("Payment failed. Please try again.");
    expect(shop).toMatchObject({ recorded: [], released: ["S1001"] });
  });

  it("gives the money back and releases the number when recording the order fails", async () => {
    const gateway = new TestGateway({ tokenSecret });
    const shop = aShop(gateway, true);
    const { token } = gateway.tokenize({ number: "4030000010001234", cvd: "123", ...futureExpiry() });
    await expect(payByCard.run({ shop, token })).rejects.toThrow("database down");
    expect(shop.released).toEqual(["S1001"]);
    expect(await gateway.findCharge("S1001")).toMatchObject({ status: "approved", voided: true });
  });

  it("says loudly that money may still be held when giving it back fails too", async () => {
    const gateway = new TestGateway({ tokenSecret });
    const broken: PaymentGateway = {
      name: "test",
      browserSettings: () => gateway.browserSettings(),
      purchase: (purchase) => gateway.purchase(purchase),
      findCharge: (orderNumber) => gateway.findCharge(orderNumber),
      refund: () => Promise.reject(new Error("refund lost")),
    };
    const shop = aShop(broken, true);
    const { token } = gateway.tokenize({ number: "4030000010001234", cvd: "123", ...futureExpiry() });
    const error = await payByCard.run({ shop, token }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UndoFailedError);
    expect(error).toMatchObject({ failedStep: "order", undoFailures: [{ step: "charge" }] });
    expect(shop.released).toEqual(["S1001"]);
    expect(await gateway.findCharge("S1001")).toMatchObject({ status: "approved", voided: false });
  });
});
