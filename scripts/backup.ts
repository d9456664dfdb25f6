/**
 * npm run backup -- FILE
 * Writes one file with everything the shop holds (the database, with its uploads, settings and secrets): pg_dump's custom format on PostgreSQL (DATABASE_URL), PGlite's own dump of DATA_DIR on the embedded database (stop the shop first).
 */
import { loadConfig } from "../src/server/config";
import { BackupRefused, backup } from "../src/server/db/backup";

async function main() {
  const file = process.argv.slice(2).find((arg) => arg !== "--");
  if (!file) {
    console.error("Usage: npm run backup -- FILE");
    process.exit(2);
  }
  const config = loadConfig();
  const started = Date.now();
  const where = config.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `the embedded database in ${config.DATA_DIR}`;
  const { bytes } = await backup({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, file);
  console.log(`Backed up ${where} to ${file}: ${(bytes / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error instanceof BackupRefused ? `Refused: ${error.message}` : error instanceof Error ? error.message : error);
  process.exit(1);
});
