import path from "node:path";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { migrateDatabase, openDatabase } from "./db/client";
import { seedDemoShopIfEmpty } from "./db/seed/demo";
import { createMailer } from "./integrations/mail/outbox";

/** Starts the shop: config, database, migrations, the demo shop on first start, then the web server. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: config.DATABASE_POOL_MAX });
  await migrateDatabase(database.db);
  if (config.SEED_DEMO) await seedDemoShopIfEmpty(database.db);

  const mail = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, mailDir: path.join(config.DATA_DIR, "mail"), from: config.MAIL_FROM });
  const app = await buildApp({ db: database.db, config, mail }, { logger: { level: config.LOG_LEVEL } });
  mail.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    await mail.stop();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Partshop is open on http://localhost:${(app.server.address() as { port: number }).port} (${database.kind} database)`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
