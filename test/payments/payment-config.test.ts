import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { BamboraGateway } from "../../src/server/integrations/payments/bambora";
import { createPaymentGateway, createPayPalClient } from "../../src/server/integrations/payments/create-gateway";
import { TestGateway } from "../../src/server/integrations/payments/test-gateway";

const testTokenSecret = "a-test-secret-that-is-long-enough-to-sign";

describe("payment configuration", () => {
  it("uses the local test gateway, Bambora's North America API and PayPal's sandbox by default", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PAYMENT_GATEWAY: "test",
      BAMBORA_API_URL: "https://api.na.bambora.com",
      PAYPAL_API_URL: "https://api-m.sandbox.paypal.com",
    });
    const gateway = createPaymentGateway(config, { testTokenSecret, testLedgerDir: null });
    expect(gateway).toBeInstanceOf(TestGateway);
    expect(createPayPalClient(config).isConfigured()).toBe(false);
  });

  it("needs Bambora's merchant id and passcode when Bambora is chosen", () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: "bambora" })).toThrow(/BAMBORA_MERCHANT_ID[\s\S]*BAMBORA_PAYMENTS_PASSCODE/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: "bambora", BAMBORA_MERCHANT_ID: "12345", BAMBORA_PAYMENTS_PASSCODE: "x" })).toThrow("9-digit merchant id");
    const config = loadConfig({ PAYMENT_GATEWAY: "bambora", BAMBORA_MERCHANT_ID: "300200578", BAMBORA_PAYMENTS_PASSCODE: "secret" });
    const gateway = createPaymentGateway(config, { testTokenSecret });
    expect(gateway).toBeInstanceOf(BamboraGateway);
    expect(gateway.browserSettings()).toEqual({ kind: "card", gateway: "bambora", tokenUrl: "https://api.na.bambora.com/scripts/tokenization/tokens" });
    expect(JSON.stringify(gateway.browserSettings())).not.toContain("secret");
  });

  it("refuses a gateway it does not know", () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: "stripe" })).toThrow("PAYMENT_GATEWAY");
  });

  it("needs PayPal's client id and secret together", () => {
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: "id" })).toThrow("PAYPAL_CLIENT_SECRET");
    expect(() => loadConfig({ PAYPAL_CLIENT_SECRET: "secret" })).toThrow("PAYPAL_CLIENT_ID");
    const paypal = createPayPalClient(loadConfig({ PAYPAL_CLIENT_ID: "public-id", PAYPAL_CLIENT_SECRET: "private-secret" }));
    expect(paypal.isConfigured()).toBe(true);
    expect(paypal.browserSettings()).toEqual({ kind: "paypal", clientId: "public-id", currency: "CAD", intent: "capture" });
  });

  it("lists payment problems together with every other bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty", PAYMENT_GATEWAY: "bambora", PAYPAL_CLIENT_ID: "id" })).toThrow(
      /PORT[\s\S]*BAMBORA_MERCHANT_ID[\s\S]*PAYPAL_CLIENT_SECRET/,
    );
  });
});
