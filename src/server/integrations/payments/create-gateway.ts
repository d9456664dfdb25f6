import path from "node:path";
import type { Cents } from "../../../domain/money";
import type { Config } from "../../config";
import { BamboraGateway } from "./bambora";
import { type PaymentGateway, reverseCharge } from "./gateway";
import { PayPalClient } from "./paypal";
import { TestGateway } from "./test-gateway";

/** What the card gateway needs besides the configuration. */
export interface GatewayOptions {
  /** Signs the test gateway's card tokens (32+ characters); every app server that answers a shopper must share it. */
  testTokenSecret: string;
  /** Where the test gateway keeps its ledger; DATA_DIR/test-gateway when absent, memory when null. */
  testLedgerDir?: string | null;
}

/** The card gateway PAYMENT_GATEWAY selects: `test` (default) or `bambora`. */
export function createPaymentGateway(config: Config, options: GatewayOptions): PaymentGateway {
  if (config.PAYMENT_GATEWAY === "bambora") {
    if (!config.BAMBORA_MERCHANT_ID || !config.BAMBORA_PAYMENTS_PASSCODE)
      throw new Error("PAYMENT_GATEWAY=bambora needs BAMBORA_MERCHANT_ID and BAMBORA_PAYMENTS_PASSCODE.");
    return new BamboraGateway({
      merchantId: config.BAMBORA_MERCHANT_ID,
      paymentsPasscode: config.BAMBORA_PAYMENTS_PASSCODE,
      reportingPasscode: config.BAMBORA_REPORTING_PASSCODE,
      apiUrl: config.BAMBORA_API_URL,
    });
  }
  return new TestGateway({
    tokenSecret: options.testTokenSecret,
    latencyMs: config.TEST_GATEWAY_LATENCY_MS,
    ledgerDir: options.testLedgerDir === undefined ? path.join(config.DATA_DIR, "test-gateway") : options.testLedgerDir,
  });
}

/** The PayPal client from PAYPAL_*; `isConfigured()` is false without a client id and secret. */
export function createPayPalClient(config: Config): PayPalClient {
  return new PayPalClient({ clientId: config.PAYPAL_CLIENT_ID, clientSecret: config.PAYPAL_CLIENT_SECRET, apiUrl: config.PAYPAL_API_URL });
}

/** How a payment was made: by card through the configured gateway, or through PayPal. */
export type PaymentProvider = "card" | "paypal";

/** An approved charge, as giving its money back needs it: the card gateway's transaction or PayPal's capture. */
export interface ApprovedCharge {
  provider: PaymentProvider;
  reference: string;
  orderNumber: string;
  amountCents: Cents;
}

/** What the app pays with: the card gateway, PayPal, and the test gateway's tokenizer when cards are tokenized by us (test only). */
export interface Payments {
  gateway: PaymentGateway;
  paypal: PayPalClient;
  /** The test gateway's `/api/token/test`; null with a real gateway, whose tokenizer the browser calls directly. */
  testTokenizer: TestGateway | null;
  /** Gives a whole approved charge back, whichever provider took it (a card: a void while allowed, else a refund); the key makes asking again safe. */
  reverse(charge: ApprovedCharge, idempotencyKey: string): Promise<{ reference: string }>;
  /** Gives back part of an approved charge, whichever provider took it; the key makes asking again safe. */
  refund(charge: ApprovedCharge, amountCents: Cents, idempotencyKey: string): Promise<{ reference: string }>;
}

/** The payments of an app, from configuration. */
export function createPayments(config: Config, options: GatewayOptions): Payments {
  const gateway = createPaymentGateway(config, options);
  const paypal = createPayPalClient(config);
  const refund: Payments["refund"] = async (charge, amountCents, idempotencyKey) => {
    if (charge.provider === "paypal") return { reference: (await paypal.refundCapture(charge.reference, amountCents, idempotencyKey)).refundId };
    return { reference: (await gateway.refund({ reference: charge.reference, orderNumber: charge.orderNumber, amountCents, idempotencyKey })).reference };
  };
  return {
    gateway,
    paypal,
    testTokenizer: gateway instanceof TestGateway ? gateway : null,
    refund,
    async reverse(charge, idempotencyKey) {
      if (charge.provider === "paypal") return refund(charge, charge.amountCents, `${idempotencyKey}-refund`);
      return reverseCharge(gateway, charge, idempotencyKey);
    },
  };
}
