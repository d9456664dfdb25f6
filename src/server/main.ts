import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { createCaches } from "./caches";
import { loadConfig } from "./config";
import { invalidAddressProvinces } from "./db/checks";
import { migrateDatabase, openDatabase } from "./db/client";
import { seedDemoShopIfEmpty } from "./db/seed/demo";
import { createMailer } from "./integrations/mail/outbox";
import { createPayments } from "./integrations/payments/create-gateway";
import { startBackInStockSweep, startHousekeeping } from "./jobs";
import { openSignals } from "./lib/signals";
import { IndexSnapshots, readFitmentAtStart } from "./modules/catalog/service";
import { startPaymentReconciliation } from "./modules/checkout/service";
import { storedSecret } from "./modules/content/service";

/** In-flight requests get this long to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 15_000;
/** A second Ctrl-C this soon after the first is the same one: the terminal and `npm start` both deliver it. */
const REPEATED_SIGNAL_MS = 1_000;
const ORPHAN_CHECK_MS = 500;

/** This build of the server: a digest of its own code (one bundle in production), so a search index snapshot written by another build is not read. */
function serverBuild(): string {
  return createHash("sha256")
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .digest("hex")
    .slice(0, 20);
}

/** Starts the shop: config, database, migrations, the demo shop on first start, then the web server. */
async function main() {
  const config = loadConfig();
  let app: FastifyInstance | undefined;
  // Until the web server is up there is nothing to drain: a signal or a lost parent ends the start at once.
  let shutdown: (reason: string, exitCode: number) => Promise<void> = async (_reason, exitCode) => process.exit(exitCode);
  let closing = false;
  let firstSignalAt = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    if (!closing) {
      firstSignalAt = Date.now();
      void shutdown(signal, 0);
    } else if (Date.now() - firstSignalAt > REPEATED_SIGNAL_MS) {
      app?.log.warn({ signal }, "second signal: exiting without waiting");
      process.exit(1);
    }
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  // Node has no PR_SET_PDEATHSIG: when whatever started us (npm, a wrapper, a test) is killed outright,
  // this process is re-parented and would keep serving, and keep its database, with nobody to stop it.
  const parentAtStart = process.ppid;
  setInterval(() => {
    if (process.ppid !== parentAtStart) void shutdown("the parent process is gone", 0);
  }, ORPHAN_CHECK_MS).unref();

  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DATABASE_POOL_MAX,
    onAvailabilityChange(available, detail) {
      if (available) app?.log.info(detail);
      else app?.log.error(detail);
    },
    onFatal(error) {
      // A supervisor (systemd, Docker, Kubernetes) restarts the whole shop on a non-zero exit.
      if (app) app.log.fatal({ err: error }, "the embedded database is gone: stopping the shop");
      else console.error(error.message);
      void shutdown("the embedded database is gone", 1);
    },
  });
  await migrateDatabase(database, config.SEED_DEMO ? () => seedDemoShopIfEmpty(database.db) : undefined);

  const payments = createPayments(config, { testTokenSecret: await storedSecret(database, "test_gateway_token_secret") });
  const caches = createCaches(config);
  const signals = await openSignals(database, {
    warn: (message) => (app ? app.log.warn(message) : console.warn(message)),
    info: (message) => app?.log.info(message),
  });
  const mail = createMailer({
    db: database.db,
    smtpUrl: config.SMTP_URL,
    mailDir: path.join(config.DATA_DIR, "mail"),
    from: config.MAIL_FROM,
    batchSize: config.MAIL_BATCH_SIZE,
    intervalMs: config.MAIL_INTERVAL_MS,
    leaseSeconds: config.MAIL_LEASE_SECONDS,
    signals,
  });
  const shop = await buildApp({ db: database.db, config, mail, database, caches, payments, signals }, { logger: { level: config.LOG_LEVEL } });
  app = shop;
  const snapshotDir = config.SEARCH_INDEX_SNAPSHOT_DIR ?? (config.NODE_ENV === "production" ? path.join(os.tmpdir(), "partshop-search-index") : "off");
  if (database.kind === "postgres" && snapshotDir !== "off") caches.catalogIndex.keepSnapshots(new IndexSnapshots(snapshotDir, serverBuild(), shop.log));
  mail.start();
  const stopReconciliation = startPaymentReconciliation(
    { db: database.db, config, mail, caches, payments },
    {
      host: database,
      onError: (error) => shop.log.error({ err: error }, "settling payments in doubt failed"),
      onSettled: (settled) => shop.log.warn(settled, "settled payments left in doubt by a crash"),
    },
  );

  const stopHousekeeping = startHousekeeping(database, database, shop.log);
  const stopBackInStock = startBackInStockSweep({ db: database.db, mail, config }, database, shop.log);
  const badProvinces = await invalidAddressProvinces(database.db);
  if (badProvinces.length > 0) {
    shop.log.warn(
      { count: badProvinces.length, addresses: badProvinces.slice(0, 20) },
      "addresses whose province is not one of their country's: checkout refuses them until a valid province is chosen (view invalid_address_provinces)",
    );
  }

  shutdown = async (reason, exitCode) => {
    if (closing) return;
    closing = true;
    shop.log.info({ reason }, "shutting down");
    setTimeout(() => {
      shop.log.error(`in-flight requests did not finish within ${SHUTDOWN_TIMEOUT_MS / 1000} s: exiting anyway`);
      process.exit(exitCode || 1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      // Stops accepting, answers new requests on open connections 503, and waits for the in-flight ones.
      stopReconciliation();
      stopHousekeeping();
      stopBackInStock();
      await shop.close();
      // Mail still due stays queued in the outbox table for the next start.
      await mail.stop();
      await signals.close();
      await database.close();
    } catch (error) {
      shop.log.error({ err: error }, "shutdown failed");
      exitCode ||= 1;
    }
    process.exit(exitCode);
  };

  await shop.listen({ port: config.PORT, host: config.HOST });
  shop.log.info(`Partshop is open on http://localhost:${(shop.server.address() as { port: number }).port} (${database.kind} database)`);
  // The catalogue's search index is read now, in slices between requests, not by the first shopper's list.
  const reading = Date.now();
  caches.catalogIndex.get(database.db).then(
    (index) => shop.log.info(`catalogue search index: ${index.size.toLocaleString("en-CA")} parts read in ${Date.now() - reading} ms`),
    (error) => shop.log.warn({ err: error }, "reading the catalogue search index at start failed; the first list will try again"),
  );
  // So are the vehicles fitment names and the words a search's vehicle words are read with.
  readFitmentAtStart({ db: database.db }).then(
    (vehicles) => shop.log.info(`fitment: ${vehicles.toLocaleString("en-CA")} vehicles read in ${Date.now() - reading} ms`),
    (error) => shop.log.warn({ err: error }, "reading the fitment's vehicles at start failed; the first vehicle list will try again"),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
