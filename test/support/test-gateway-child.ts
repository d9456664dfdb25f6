import { TestGateway } from "../../src/server/integrations/payments/test-gateway";
import { aPurchase, futureExpiry } from "../payments/purchases";

// A server process that charges one card and then hangs, for a test to kill right after the charge.
const ledgerDir = process.env.LEDGER_DIR;
const tokenSecret = process.env.TOKEN_SECRET;
if (!ledgerDir || !tokenSecret) throw new Error("LEDGER_DIR and TOKEN_SECRET are required");

const gateway = new TestGateway({ tokenSecret, ledgerDir });
const { token } = gateway.tokenize({ number: "4030000010001234", cvd: "123", ...futureExpiry() });
const result = await gateway.purchase(
  aPurchase(token, { orderNumber: process.env.ORDER_NUMBER ?? "S2001", idempotencyKey: process.env.IDEMPOTENCY_KEY ?? "S2001-1" }),
);
process.stdout.write(`${JSON.stringify(result)}\n`);
setInterval(() => {}, 60_000);
