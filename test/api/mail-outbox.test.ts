import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/client";
import { createMailer, MAX_ATTEMPTS, retryDelayMs } from "../../src/server/integrations/mail/outbox";
import { mailOutbox } from "../../src/server/modules/mail/schema";
import { createTestDatabase } from "../database";
import { startSmtpStandIn } from "../support/smtp-stand-in";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
});

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("mail outbox", () => {
  it("writes an .eml file per mail when no SMTP server is configured", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "partshop-mail-test-"));
    const mailer = createMailer({ db: database.db, mailDir: dir, from: "Shop <shop@example.com>" });
    await mailer.enqueue(database.db, { to: "buyer@example.com", subject: "Your inquiry", text: "We got it." });
    expect(await mailer.deliverDue()).toBe(1);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dir, files[0]!), "utf8");
    expect(eml).toContain("To: buyer@example.com");
    expect(eml).toContain("Subject: Your inquiry");
    expect(eml).toContain("We got it.");
    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(await mailer.deliverDue()).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("keeps a mail and schedules a retry when the mail server is down, then delivers it", async () => {
    const down = createMailer({ db: database.db, mailDir: os.tmpdir(), from: "shop@example.com", smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    await down.enqueue(database.db, { to: "buyer@example.com", subject: "Reset your password", text: "Link inside", replyTo: "sales@example.com" });
    expect(await down.deliverDue()).toBe(0);
    const [failed] = await database.db.select().from(mailOutbox);
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed!.lastError).toBeTruthy();
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);

    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, failed!.id));
    const smtp = await startSmtpStandIn();
    try {
      const up = createMailer({ db: database.db, mailDir: os.tmpdir(), from: "shop@example.com", smtpUrl: smtp.url });
      expect(await up.deliverDue()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to.join()).toContain("buyer@example.com");
      expect(smtp.received[0]!.data).toContain("Subject: Reset your password");
      expect(smtp.received[0]!.data).toContain("Reply-To: sales@example.com");
      const [sent] = await database.db.select().from(mailOutbox);
      expect(sent).toMatchObject({ status: "sent", attempts: 2 });
    } finally {
      await smtp.close();
    }
  });

  it("gives up after the last attempt and marks the mail failed", async () => {
    const down = createMailer({ db: database.db, mailDir: os.tmpdir(), from: "shop@example.com", smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    await down.enqueue(database.db, { to: "buyer@example.com", subject: "Hello", text: "Hi" });
    await database.db.update(mailOutbox).set({ attempts: MAX_ATTEMPTS - 1 });
    await down.deliverDue();
    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
  });

  it("waits longer after each failure, at most an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
