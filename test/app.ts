import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app";
import { type AppCaches, createCaches } from "../src/server/caches";
import { createPayments, type Payments } from "../src/server/integrations/payments/create-gateway";

/** The test gateway's token key in tests: any 32+ characters. */
const TEST_TOKEN_SECRET = "test-gateway-secret-for-api-tests-only";

import { type Config, loadConfig } from "../src/server/config";
import type { Database } from "../src/server/db/client";
import { seedDemoShop } from "../src/server/db/seed/demo";
import type { Mailer } from "../src/server/integrations/mail/mailer";
import { createMailer } from "../src/server/integrations/mail/outbox";
import { openSignals, type Signals } from "../src/server/lib/signals";
import { createTestDatabase } from "./database";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  mail: Mailer;
  caches: AppCaches;
  payments: Payments;
  signals: Signals;
  close(): Promise<void>;
}

/** The real server on a fresh database, optionally with the demo shop seeded, for app.inject tests. */
export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string>; logger?: NonNullable<Parameters<typeof buildApp>[1]>["logger"] } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed) await seedDemoShop(database.db);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...options.env });
  const mail = createMailer({ db: database.db, mailDir: path.join(os.tmpdir(), `partshop-mail-${process.pid}`), from: config.MAIL_FROM });
  const caches = createCaches(config);
  const payments = createPayments(config, { testTokenSecret: TEST_TOKEN_SECRET, testLedgerDir: null });
  const signals = await openSignals(database, { warn: () => {}, info: () => {} });
  const app = await buildApp({ db: database.db, config, mail, database, caches, payments, signals }, { logger: options.logger ?? false });
  await app.ready();
  return {
    app,
    database,
    config,
    mail,
    caches,
    payments,
    signals,
    async close() {
      await app.close();
      await mail.stop();
      await signals.close();
      await database.close();
    },
  };
}
