import { spawn } from "node:child_process";
import { appendFile, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IdempotencyConflictError, InvalidCardError, PaymentRefusedError, reverseCharge } from "../../src/server/integrations/payments/gateway";
import { APPROVED_TEST_CARDS, DECLINED_TEST_CARDS, TEST_TOKEN_LIFETIME_MS, TestGateway } from "../../src/server/integrations/payments/test-gateway";
import { aPurchase, futureExpiry } from "./purchases";

const SECRET = "a-test-secret-that-is-long-enough-to-sign";
const APPROVING_VISA = APPROVED_TEST_CARDS[0];

const open: TestGateway[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((g) => g.close()));
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

function gatewayWith(settings: Partial<ConstructorParameters<typeof TestGateway>[0]> = {}): TestGateway {
  const gateway = new TestGateway({ tokenSecret: SECRET, ...settings });
  open.push(gateway);
  return gateway;
}

async function ledgerDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "partshop-test-gateway-"));
  dirs.push(dir);
  return dir;
}

function tokenFor(gateway: TestGateway, number: string = APPROVING_VISA, cvd = "123"): string {
  return gateway.tokenize({ number, cvd, ...futureExpiry() }).token;
}

describe("test gateway tokenization", () => {
  it("tells the browser to tokenize at the shop's own test token call", () => {
    expect(gatewayWith().browserSettings()).toEqual({ kind: "card", gateway: "test", tokenUrl: "/api/token/test" });
  });

  it("makes a signed token that carries no card number, no CVD and no full card data", () => {
    const gateway = gatewayWith();
    const { token } = gateway.tokenize({ number: "4030 0000 1000 1234", cvd: "123", ...futureExpiry() });
    const [, payload] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
    expect(Object.keys(claims).sort()).toEqual(["brand", "expiresAt", "expiryMonth", "expiryYear", "id", "last4", "outcome"]);
    expect(claims).toMatchObject({ brand: "visa", last4: "1234", outcome: "approve" });
    expect(token).not.toContain("4030000010001234");
    expect(JSON.stringify(claims)).not.toContain("4030000010001234");
    expect(JSON.stringify(claims)).not.toContain('"123"');
  });

  it("never puts any card number into a token, whatever the number", () => {
    const gateway = gatewayWith();
    const luhnComplete = (body: string) => {
      for (let check = 0; check <= 9; check += 1) {
        const candidate = `${body}${check}`;
        let sum = 0;
        for (let i = 0; i < candidate.length; i += 1) {
          let digit = Number(candidate[candidate.length - 1 - i]);
          if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
          sum += digit;
        }
        if (sum % 10 === 0) return candidate;
      }
      throw new Error("unreachable");
    };
    fc.assert(
      fc.property(fc.stringMatching(/^[2-6]\d{14}$/), fc.stringMatching(/^\d{3,4}$/), (body, cvd) => {
        const number = luhnComplete(body);
        const { token } = gateway.tokenize({ number, cvd, ...futureExpiry() });
        const decoded = token
          .split(".")
          .map((part) => Buffer.from(part, "base64url").toString("utf8"))
          .join(" ");
        expect(`${token} ${decoded}`).not.toContain(number);
        expect(`${token} ${decoded}`).not.toContain(number.slice(0, 12));
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    ["number", { number: "4030000010001235", cvd: "123", ...futureExpiry() }],
    ["number", { number: "4030-0000", cvd: "123", ...futureExpiry() }],
    ["number", { number: 4030000010001234n, cvd: "123", ...futureExpiry() }],
    ["expiry_month", { number: APPROVING_VISA, cvd: "123", expiry_month: "13", expiry_year: "30" }],
    ["expiry_year", { number: APPROVING_VISA, cvd: "123", expiry_month: "01", expiry_year: "2030" }],
    ["cvd", { number: APPROVING_VISA, cvd: "12", ...futureExpiry() }],
    ["cvd", { number: APPROVING_VISA, ...futureExpiry() }],
  ])("refuses a bad %s with the spec's tokenize message", (field, card) => {
    const gateway = gatewayWith();
    const attempt = () => gateway.tokenize(card as Parameters<TestGateway["tokenize"]>[0]);
    expect(attempt).toThrow(InvalidCardError);
    expect(attempt).toThrow("Failed to tokenize card details. Please try again or use another card.");
    try {
      attempt();
    } catch (error) {
      expect((error as InvalidCardError).fields).toEqual({ [field]: "Invalid" });
      expect((error as InvalidCardError).status).toBe(400);
    }
  });

  it("refuses too short a signing secret", () => {
    expect(() => new TestGateway({ tokenSecret: "short" })).toThrow("at least 32 characters");
  });
});

describe("test gateway purchases", () => {
  it.each(APPROVED_TEST_CARDS)("approves %s with CVD 123 and a future expiry", async (number) => {
    const gateway = gatewayWith();
    const result = await gateway.purchase(aPurchase(tokenFor(gateway, number)));
    expect(result).toMatchObject({
      status: "approved",
      orderNumber: "S1001",
      amountCents: 4599,
      message: "Approved",
      replayed: false,
      card: { last4: number.slice(-4) },
    });
    expect(result.reference).toMatch(/^\d{8}$/);
  });

  it.each([...DECLINED_TEST_CARDS, "4111111111111111", "5555555555554444"])("declines %s", async (number) => {
    const gateway = gatewayWith();
    const result = await gateway.purchase(aPurchase(tokenFor(gateway, number)));
    expect(result).toMatchObject({ status: "declined", message: "Declined", amountCents: 4599 });
  });

  it("declines an approving card with another CVD", async () => {
    const gateway = gatewayWith();
    expect(await gateway.purchase(aPurchase(tokenFor(gateway, APPROVING_VISA, "124")))).toMatchObject({ status: "declined" });
  });

  it("declines an expired card, and accepts one expiring this month", async () => {
    const now = new Date(Date.UTC(2027, 4, 31, 23, 0));
    const gateway = gatewayWith({ now: () => now });
    const expired = gateway.tokenize({ number: APPROVING_VISA, cvd: "123", expiry_month: "04", expiry_year: "27" }).token;
    expect(await gateway.purchase(aPurchase(expired))).toMatchObject({ status: "declined", message: "Card expired" });
    const thisMonth = gateway.tokenize({ number: APPROVING_VISA, cvd: "123", expiry_month: "05", expiry_year: "27" }).token;
    expect(await gateway.purchase(aPurchase(thisMonth, { orderNumber: "S1002" }))).toMatchObject({ status: "approved" });
  });

  it("declines a token signed with another secret, a forged one and an expired one", async () => {
    let now = new Date("2026-03-01T12:00:00Z");
    const gateway = gatewayWith({ now: () => now });
    const stranger = gatewayWith({ tokenSecret: "another-secret-that-is-long-enough-to-sign" });
    expect(await gateway.purchase(aPurchase(tokenFor(stranger), { orderNumber: "S1" }))).toMatchObject({ status: "declined", message: "Invalid card token" });

    const [prefix, payload, signature] = tokenFor(gateway, DECLINED_TEST_CARDS[0]).split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, outcome: "approve" })).toString("base64url");
    expect(await gateway.purchase(aPurchase(`${prefix}.${forged}.${signature}`, { orderNumber: "S2" }))).toMatchObject({
      status: "declined",
      message: "Invalid card token",
    });
    expect(await gateway.purchase(aPurchase("not-a-token", { orderNumber: "S3" }))).toMatchObject({ status: "declined", message: "Invalid card token" });

    const token = tokenFor(gateway);
    now = new Date(now.getTime() + TEST_TOKEN_LIFETIME_MS + 1000);
    expect(await gateway.purchase(aPurchase(token, { orderNumber: "S4" }))).toMatchObject({ status: "declined", message: "Invalid card token" });
  });

  it("uses a token once", async () => {
    const gateway = gatewayWith();
    const token = tokenFor(gateway);
    expect(await gateway.purchase(aPurchase(token, { orderNumber: "S1" }))).toMatchObject({ status: "approved" });
    expect(await gateway.purchase(aPurchase(token, { orderNumber: "S2" }))).toMatchObject({ status: "declined", message: "Card token already used" });
  });

  it("charges once per idempotency key: a repeat answers the first result, even a decline", async () => {
    const gateway = gatewayWith();
    const first = await gateway.purchase(aPurchase(tokenFor(gateway)));
    const again = await gateway.purchase(aPurchase(tokenFor(gateway)));
    expect(again).toEqual({ ...first, replayed: true });

    const declined = await gateway.purchase(aPurchase(tokenFor(gateway, DECLINED_TEST_CARDS[1]), { orderNumber: "S2", idempotencyKey: "S2-1" }));
    expect(await gateway.purchase(aPurchase(tokenFor(gateway), { orderNumber: "S2", idempotencyKey: "S2-1" }))).toEqual({ ...declined, replayed: true });
  });

  it("charges once when the same key arrives twice at the same moment", async () => {
    const gateway = gatewayWith();
    const results = await Promise.all([
      gateway.purchase(aPurchase(tokenFor(gateway))),
      gateway.purchase(aPurchase(tokenFor(gateway))),
      gateway.purchase(aPurchase(tokenFor(gateway))),
    ]);
    expect(new Set(results.map((r) => r.reference)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
  });

  it("answers unrelated charges side by side, like a real gateway, while one order's attempts still wait for each other", async () => {
    vi.useFakeTimers();
    try {
      const gateway = gatewayWith({ latencyMs: 250 });
      const answered: string[] = [];
      const orders = Array.from({ length: 10 }, (_, index) => `S${2000 + index}`);
      const unrelated = orders.map((orderNumber) =>
        gateway.purchase(aPurchase(tokenFor(gateway), { orderNumber, idempotencyKey: `${orderNumber}-1` })).then(() => answered.push(orderNumber)),
      );
      const sameOrder = [1, 2, 3].map((attempt) =>
        gateway
          .purchase(aPurchase(tokenFor(gateway), { orderNumber: "S3000", idempotencyKey: `S3000-${attempt}` }))
          .then(() => answered.push(`S3000-${attempt}`)),
      );
      // One gateway round trip answers every unrelated order, and only the first attempt on S3000.
      await vi.advanceTimersByTimeAsync(250);
      expect(answered.filter((name) => name.startsWith("S2")).sort()).toEqual(orders);
      expect(answered.filter((name) => name.startsWith("S3000"))).toEqual(["S3000-1"]);
      await vi.advanceTimersByTimeAsync(500);
      await Promise.all([...unrelated, ...sameOrder]);
      expect(answered.filter((name) => name.startsWith("S3000"))).toEqual(["S3000-1", "S3000-2", "S3000-3"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never approves one card token for two orders charged at the same moment", async () => {
    const gateway = gatewayWith();
    const token = tokenFor(gateway);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) => gateway.purchase(aPurchase(token, { orderNumber: `S${4000 + index}`, idempotencyKey: `S${4000 + index}-1` }))),
    );
    expect(results.filter((result) => result.status === "approved")).toHaveLength(1);
    expect(results.filter((result) => result.status === "declined").map((result) => result.message)).toEqual(Array(9).fill("Card token already used"));
  });

  it("gives 40 charges made at once 40 different references, all on disk after a restart, and goes on numbering after them", async () => {
    const dir = await ledgerDir();
    const gateway = gatewayWith({ ledgerDir: dir });
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        gateway.purchase(aPurchase(tokenFor(gateway), { orderNumber: `S${5000 + index}`, idempotencyKey: `S${5000 + index}-1` })),
      ),
    );
    const references = results.map((result) => result.reference);
    expect(new Set(references).size).toBe(40);
    await gateway.close();
    const lines = (await readFile(path.join(dir, "ledger.jsonl"), "utf8")).trim().split("\n");
    expect(lines).toHaveLength(40);

    const reopened = gatewayWith({ ledgerDir: dir });
    for (const result of results) expect(await reopened.findCharge(result.orderNumber)).toMatchObject({ reference: result.reference, status: "approved" });
    const next = await reopened.purchase(aPurchase(tokenFor(reopened), { orderNumber: "S6000", idempotencyKey: "S6000-1" }));
    expect(Number(next.reference)).toBe(Math.max(...references.map(Number)) + 1);
  });

  it("refuses the same key with another amount or another order", async () => {
    const gateway = gatewayWith();
    await gateway.purchase(aPurchase(tokenFor(gateway)));
    await expect(gateway.purchase(aPurchase(tokenFor(gateway), { amountCents: 4600 }))).rejects.toBeInstanceOf(IdempotencyConflictError);
    await expect(gateway.purchase(aPurchase(tokenFor(gateway), { orderNumber: "S9999", idempotencyKey: "S1001-1" }))).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
  });

  it("never charges an order twice: a second attempt answers the approved charge, or is refused with another amount", async () => {
    const gateway = gatewayWith();
    const first = await gateway.purchase(aPurchase(tokenFor(gateway)));
    const second = await gateway.purchase(aPurchase(tokenFor(gateway), { idempotencyKey: "S1001-2" }));
    expect(second).toEqual({ ...first, replayed: true });
    await expect(gateway.purchase(aPurchase(tokenFor(gateway), { idempotencyKey: "S1001-3", amountCents: 1 }))).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
  });

  it("lets a declined order be paid by a new attempt with the same order number", async () => {
    const gateway = gatewayWith();
    expect(await gateway.purchase(aPurchase(tokenFor(gateway, DECLINED_TEST_CARDS[0])))).toMatchObject({ status: "declined" });
    expect(await gateway.purchase(aPurchase(tokenFor(gateway), { idempotencyKey: "S1001-2" }))).toMatchObject({ status: "approved", replayed: false });
  });

  it("refuses amounts that are not whole positive cents, and currencies other than CAD", async () => {
    const gateway = gatewayWith();
    await expect(gateway.purchase(aPurchase(tokenFor(gateway), { amountCents: 45.99 }))).rejects.toThrow("positive number of cents");
    await expect(gateway.purchase(aPurchase(tokenFor(gateway), { amountCents: 0 }))).rejects.toThrow("positive number of cents");
    await expect(gateway.purchase(aPurchase(tokenFor(gateway), { currency: "USD" as "CAD" }))).rejects.toThrow("currency must be CAD");
  });
});

describe("test gateway refunds, voids and look-ups", () => {
  async function approvedCharge(gateway: TestGateway, orderNumber = "S1001") {
    const result = await gateway.purchase(aPurchase(tokenFor(gateway), { orderNumber, idempotencyKey: `${orderNumber}-1` }));
    if (result.status !== "approved") throw new Error("expected an approval");
    return result;
  }

  it("refunds in parts up to the charged amount, and refuses more", async () => {
    const gateway = gatewayWith();
    const charge = await approvedCharge(gateway);
    const first = await gateway.refund({ reference: charge.reference, orderNumber: "S1001", amountCents: 1000, idempotencyKey: "r1" });
    expect(first).toMatchObject({ chargeReference: charge.reference, amountCents: 1000, replayed: false });
    await gateway.refund({ reference: charge.reference, orderNumber: "S1001", amountCents: 3599, idempotencyKey: "r2" });
    await expect(gateway.refund({ reference: charge.reference, orderNumber: "S1001", amountCents: 1, idempotencyKey: "r3" })).rejects.toBeInstanceOf(
      PaymentRefusedError,
    );
    expect(await gateway.findCharge("S1001")).toMatchObject({ status: "approved", amountCents: 4599, refundedCents: 4599, voided: false });
  });

  it("refunds once per key, and refuses the same key for another amount", async () => {
    const gateway = gatewayWith();
    const charge = await approvedCharge(gateway);
    const refund = { reference: charge.reference, orderNumber: "S1001", amountCents: 500, idempotencyKey: "r1" };
    const first = await gateway.refund(refund);
    expect(await gateway.refund(refund)).toEqual({ ...first, replayed: true });
    expect((await gateway.findCharge("S1001"))?.refundedCents).toBe(500);
    await expect(gateway.refund({ ...refund, amountCents: 600 })).rejects.toBeInstanceOf(IdempotencyConflictError);
  });

  it("refuses refunds of a declined charge, an unknown one, or one of another order", async () => {
    const gateway = gatewayWith();
    const declined = await gateway.purchase(aPurchase(tokenFor(gateway, DECLINED_TEST_CARDS[0])));
    await expect(gateway.refund({ reference: declined.reference ?? "", orderNumber: "S1001", amountCents: 1, idempotencyKey: "r1" })).rejects.toThrow(
      "declined",
    );
    await expect(gateway.refund({ reference: "99999999", orderNumber: "S1001", amountCents: 1, idempotencyKey: "r2" })).rejects.toBeInstanceOf(
      PaymentRefusedError,
    );
    const charge = await approvedCharge(gateway, "S1002");
    await expect(gateway.refund({ reference: charge.reference, orderNumber: "S1001", amountCents: 1, idempotencyKey: "r3" })).rejects.toBeInstanceOf(
      PaymentRefusedError,
    );
  });

  it("voids a whole charge once; then nothing more can be refunded, and the order can be paid again", async () => {
    const gateway = gatewayWith();
    const charge = await approvedCharge(gateway);
    const request = { reference: charge.reference, orderNumber: "S1001", amountCents: 4599, idempotencyKey: "v1" };
    const voided = await gateway.voidCharge(request);
    expect(await gateway.voidCharge(request)).toEqual({ ...voided, replayed: true });
    await expect(gateway.refund({ ...request, amountCents: 1, idempotencyKey: "r1" })).rejects.toThrow("voided");
    expect(await gateway.findCharge("S1001")).toMatchObject({ voided: true });
    expect(await gateway.purchase(aPurchase(tokenFor(gateway), { idempotencyKey: "S1001-2" }))).toMatchObject({ status: "approved", replayed: false });
  });

  it("refuses to void part of a charge or a charge with refunds", async () => {
    const gateway = gatewayWith();
    const charge = await approvedCharge(gateway);
    await expect(gateway.voidCharge({ reference: charge.reference, orderNumber: "S1001", amountCents: 100, idempotencyKey: "v1" })).rejects.toThrow(
      "whole amount",
    );
    await gateway.refund({ reference: charge.reference, orderNumber: "S1001", amountCents: 100, idempotencyKey: "r1" });
    await expect(gateway.voidCharge({ reference: charge.reference, orderNumber: "S1001", amountCents: 4599, idempotencyKey: "v2" })).rejects.toThrow("refunds");
  });

  it("reverses a charge by voiding it, or by refunding what is left once a void is refused", async () => {
    const gateway = gatewayWith();
    const charge = await approvedCharge(gateway);
    expect(await reverseCharge(gateway, charge, "S1001-undo")).toMatchObject({ kind: "void" });

    const other = await approvedCharge(gateway, "S1002");
    await gateway.voidCharge({ reference: other.reference, orderNumber: "S1002", amountCents: 4599, idempotencyKey: "v-other" });
    await expect(reverseCharge(gateway, other, "S1002-undo")).rejects.toThrow("voided");
  });

  it("finds the approved charge of an order over its declined attempts, and nothing for an unknown order", async () => {
    const gateway = gatewayWith();
    await gateway.purchase(aPurchase(tokenFor(gateway, DECLINED_TEST_CARDS[0])));
    expect(await gateway.findCharge("S1001")).toMatchObject({ status: "declined", message: "Declined" });
    const charge = await gateway.purchase(aPurchase(tokenFor(gateway), { idempotencyKey: "S1001-2" }));
    await gateway.purchase(aPurchase(tokenFor(gateway, DECLINED_TEST_CARDS[1]), { idempotencyKey: "S1001-3", orderNumber: "S1001" }));
    expect(await gateway.findCharge("S1001")).toEqual({
      orderNumber: "S1001",
      status: "approved",
      reference: charge.reference,
      amountCents: 4599,
      refundedCents: 0,
      voided: false,
      message: "Approved",
    });
    expect(await gateway.findCharge("S404")).toBeNull();
  });
});

describe("test gateway ledger on disk", () => {
  it("keeps charges, refunds and voids across a restart, and never reuses a reference", async () => {
    const dir = await ledgerDir();
    const before = gatewayWith({ ledgerDir: dir });
    const charge = await before.purchase(aPurchase(tokenFor(before)));
    await before.refund({ reference: charge.reference ?? "", orderNumber: "S1001", amountCents: 99, idempotencyKey: "r1" });
    await before.close();

    const after = gatewayWith({ ledgerDir: dir });
    expect(await after.findCharge("S1001")).toMatchObject({ status: "approved", reference: charge.reference, refundedCents: 99 });
    expect(await after.purchase(aPurchase(tokenFor(after)))).toEqual({ ...charge, replayed: true });
    const next = await after.purchase(aPurchase(tokenFor(after), { orderNumber: "S1002", idempotencyKey: "S1002-1" }));
    expect(Number(next.reference)).toBeGreaterThan(Number(charge.reference));
  });

  it("writes no card number, CVD or expiry to the ledger: only brand and last 4", async () => {
    const dir = await ledgerDir();
    const gateway = gatewayWith({ ledgerDir: dir });
    await gateway.purchase(aPurchase(gateway.tokenize({ number: "5100000010001004", cvd: "123", expiry_month: "07", expiry_year: "39" }).token));
    await gateway.purchase(
      aPurchase(gateway.tokenize({ number: "4003050500040005", cvd: "987", expiry_month: "11", expiry_year: "38" }).token, {
        orderNumber: "S2",
        idempotencyKey: "S2-1",
      }),
    );
    const text = await readFile(path.join(dir, "ledger.jsonl"), "utf8");
    const entries = text
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ brand: "mastercard", last4: "1004", status: "approved" });
    expect(entries[1]).toMatchObject({ brand: "visa", last4: "0005", status: "declined" });
    for (const secret of ["5100000010001004", "4003050500040005", "987", "07/39", "11/38", '"39"', '"38"', "expiry"]) expect(text).not.toContain(secret);
  });

  it("drops a half-written last line left by a crash and carries on", async () => {
    const dir = await ledgerDir();
    const before = gatewayWith({ ledgerDir: dir });
    const charge = await before.purchase(aPurchase(tokenFor(before)));
    await before.close();
    await appendFile(path.join(dir, "ledger.jsonl"), '{"type":"charge","idempotencyKey":"S10');

    const after = gatewayWith({ ledgerDir: dir });
    expect(await after.findCharge("S1001")).toMatchObject({ reference: charge.reference });
    await after.purchase(aPurchase(tokenFor(after), { orderNumber: "S1002", idempotencyKey: "S1002-1" }));
    await after.close();
    const lines = (await readFile(path.join(dir, "ledger.jsonl"), "utf8")).trim().split("\n");
    expect(lines.map((line) => (JSON.parse(line) as { orderNumber: string }).orderNumber)).toEqual(["S1001", "S1002"]);
  });

  it("refuses a ledger damaged in the middle rather than forget charges", async () => {
    const dir = await ledgerDir();
    await appendFile(path.join(dir, "ledger.jsonl"), 'not json\n{"type":"charge"}\n');
    const gateway = new TestGateway({ tokenSecret: SECRET, ledgerDir: dir });
    await expect(gateway.findCharge("S1")).rejects.toThrow("damaged at line 1");
  });

  it("knows an approved charge after the server process is killed right after it", async () => {
    const dir = await ledgerDir();
    const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "../support/test-gateway-child.ts")], {
      env: { ...process.env, LEDGER_DIR: dir, TOKEN_SECRET: SECRET, ORDER_NUMBER: "S2001", IDEMPOTENCY_KEY: "S2001-1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on("exit", (_code, signal) => resolve(signal)));
    const line = await new Promise<string>((resolve, reject) => {
      let out = "";
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes("\n")) resolve(out.slice(0, out.indexOf("\n")));
      });
      child.on("exit", () => reject(new Error(`the child ended before charging: ${stderr}`)));
    });
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");
    const charged = JSON.parse(line) as { status: string; reference: string };
    expect(charged.status).toBe("approved");

    const restarted = gatewayWith({ ledgerDir: dir });
    expect(await restarted.findCharge("S2001")).toMatchObject({ status: "approved", reference: charged.reference, amountCents: 4599 });
    const retry = await restarted.purchase(aPurchase(tokenFor(restarted), { orderNumber: "S2001", idempotencyKey: "S2001-1" }));
    expect(retry).toMatchObject({ status: "approved", reference: charged.reference, replayed: true });
  }, 60_000);
});
