/**
 * npm run seed -- --items N [--no-demo]
 * Migrates the database (DATABASE_URL, else the embedded one in DATA_DIR), seeds the demo shop when
 * the catalogue is empty (unless --no-demo), then loads N parts of the deterministic large catalogue.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../src/server/config";
import { migrateDatabase, openDatabase } from "../src/server/db/client";
import { seedDemoShopIfEmpty } from "../src/server/db/seed/demo";
import { MAX_LARGE_ITEMS, seedLargeCatalogue } from "../src/server/db/seed/large";

const usage = `Usage: npm run seed -- [--items N] [--no-demo] [--chunk ROWS]
  --items N    parts of the large catalogue to load (0-${MAX_LARGE_ITEMS}, default 0)
  --no-demo    load the large catalogue instead of the demo shop
  --chunk ROWS rows per INSERT (default 10000 on PostgreSQL, 5000 embedded)`;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const { values } = parseArgs({
    options: {
      items: { type: "string", default: "0" },
      "no-demo": { type: "boolean", default: false },
      chunk: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const items = Number(values.items);
  if (!Number.isInteger(items) || items < 0 || items > MAX_LARGE_ITEMS)
    throw new Error(`--items must be a whole number from 0 to ${MAX_LARGE_ITEMS}\n${usage}`);
  const chunkSize = values.chunk ? Number(values.chunk) : undefined;
  if (chunkSize !== undefined && !(Number.isInteger(chunkSize) && chunkSize >= 100 && chunkSize <= 50_000))
    throw new Error("--chunk must be a whole number from 100 to 50000");

  const config = loadConfig();
  const started = Date.now();
  // Index builds over a large catalogue may run for minutes: no statement time limit.
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: 2, statementTimeoutMs: 0 });
  try {
    console.log(`Database: ${database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `embedded, in ${config.DATA_DIR}`}`);
    await migrateDatabase(database);
    if (!values["no-demo"]) {
      const demoStarted = Date.now();
      const seeded = await seedDemoShopIfEmpty(database.db);
      console.log(seeded ? `Demo shop seeded in ${seconds(Date.now() - demoStarted)}` : "Demo shop: the catalogue already has parts, left as it is");
    }
    if (items > 0) {
      let lastShown = 0;
      const result = await seedLargeCatalogue(database.db, {
        items,
        chunkSize,
        onProgress(event) {
          if (event.step === "parts") {
            const percent = Math.floor((event.done / event.total) * 100);
            if (percent >= lastShown + 10 || event.done === event.total) {
              lastShown = percent - (percent % 10);
              console.log(
                `  parts ${event.done.toLocaleString("en-CA")} / ${event.total.toLocaleString("en-CA")} (${percent}%) ${seconds(Date.now() - started)}`,
              );
            }
          } else if (event.step === "indexes") console.log("  rebuilding the search indexes");
          else console.log("  vacuuming and analyzing");
        },
      });
      console.log(`Large catalogue: ${result.inserted.toLocaleString("en-CA")} new parts of ${items.toLocaleString("en-CA")} in ${seconds(result.ms)}`);
    }
    console.log(`Done in ${seconds(Date.now() - started)}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
