import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app";
import { type Config, loadConfig } from "../src/server/config";
import type { Database } from "../src/server/db/client";
import { seedDemoShop } from "../src/server/db/seed/demo";
import { createMailer, type Mailer } from "../src/server/integrations/mail/outbox";
import { createTestDatabase } from "./database";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  mail: Mailer;
  close(): Promise<void>;
}

/** The real server on a fresh database, optionally with the demo shop seeded, for app.inject tests. */
export async function createTestApp(options: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed) await seedDemoShop(database.db);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...options.env });
  const mail = createMailer({ db: database.db, mailDir: path.join(os.tmpdir(), `partshop-mail-${process.pid}`), from: config.MAIL_FROM });
  const app = await buildApp({ db: database.db, config, mail });
  await app.ready();
  return {
    app,
    database,
    config,
    mail,
    async close() {
      await app.close();
      await mail.stop();
      await database.close();
    },
  };
}
