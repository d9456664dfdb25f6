/**
 * npm run restore -- FILE
 * Loads a backup into an empty PostgreSQL database (DATABASE_URL) or an empty DATA_DIR; refuses one that holds anything.
 */
import { loadConfig } from "../src/server/config";
import { BackupRefused, restore } from "../src/server/db/backup";

async function main() {
  const file = process.argv.slice(2).find((arg) => arg !== "--");
  if (!file) {
    console.error("Usage: npm run restore -- FILE");
    process.exit(2);
  }
  const config = loadConfig();
  const started = Date.now();
  const where = config.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `the embedded database in ${config.DATA_DIR}`;
  await restore({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, file);
  console.log(`Restored ${file} into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error instanceof BackupRefused ? `Refused: ${error.message}` : error instanceof Error ? error.message : error);
  process.exit(1);
});
