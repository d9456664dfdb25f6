/**
 * `npm run bench:import`: how fast the staff console's parts import is. Generates a CSV file of
 * 200,000 parts (or `--rows N`), signs a staff user in and imports the file through the real HTTP API
 * (POST /api/admin/parts/import, then GET /api/admin/parts/import/:id until it is done), on the
 * PostgreSQL database of DATABASE_URL if set, else on a fresh embedded one. Prints rows per second and
 * total seconds. Run it on a database made for it: it adds a staff user, two makes and the parts.
 */

import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { PART_CSV_HEADER_LINE, type PartFields, partCsvLine } from "../src/domain/part-rows";
import { buildApp } from "../src/server/app";
import { createCaches } from "../src/server/caches";
import { loadConfig } from "../src/server/config";
import { migrateDatabase, openDatabase } from "../src/server/db/client";
import { createMailer } from "../src/server/integrations/mail/outbox";
import { createPayments } from "../src/server/integrations/payments/create-gateway";
import { hashPassword } from "../src/server/lib/passwords";
import { openSignals } from "../src/server/lib/signals";

const rowsArgument = process.argv.indexOf("--rows");
const ROWS = rowsArgument > 0 ? Number(process.argv[rowsArgument + 1]) : 200_000;
const MAKES = ["BENCHFORD", "BENCHGM"];
const STAFF = { email: "bench-import@partshop.example", password: "BenchImport123" };

function benchPart(n: number): PartFields {
  const item = `BI-${String(n).padStart(7, "0")}`;
  const pricel = 20 + (n % 5000) / 4;
  return {
    item,
    descrip: `Bench part ${n}, ${n % 2 === 0 ? "steel" : "chrome"} panel`,
    descrip_fr: null,
    part_type: null,
    make: MAKES[n % 2]!,
    fits: n % 7 === 0 ? [...MAKES] : [MAKES[n % 2]!],
    model: "Bench",
    year_from: 1950 + (n % 40),
    year_end: 1960 + (n % 40),
    price: pricel,
    pricel,
    price2: pricel - 1,
    price3: pricel - 2,
    price4: pricel - 3,
    price5: pricel - 4,
    price6: pricel - 5,
    onhand: n % 12,
    orderpt: 3,
    qty: 1,
    onshpeta: n % 12 === 0 ? "2031-06-01" : null,
    weight_kg: 1 + (n % 30),
    oversize: n % 50 === 0,
    onsale: n % 9 === 0,
    featured: n % 1000 === 0,
    popular: false,
    promotional: n % 200 === 0,
    hot_sale: false,
    special_price: n % 100 === 0 ? pricel - 10 : null,
    holiday_price: n % 250 === 0 ? pricel - 8 : null,
    img_path: "",
    big: "",
  };
}

async function main() {
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { url, poolMax: 4 } : { dataDir: "memory://" });
  await migrateDatabase(database);
  const { db } = database;
  await database.pool.query(
    "INSERT INTO makes (make, path) SELECT m, '/images/makes/' || lower(m) || '.svg' FROM unnest($1::text[]) m ON CONFLICT (make) DO NOTHING",
    [MAKES],
  );
  await database.pool.query(
    "INSERT INTO staff_users (email, password_hash, name, role) VALUES ($1, $2, 'Bench import', 'staff') ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash",
    [STAFF.email, await hashPassword(STAFF.password)],
  );

  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", CAPTCHA: "off" });
  const mail = createMailer({ db, mailDir: path.join(os.tmpdir(), `partshop-bench-import-mail-${process.pid}`), from: config.MAIL_FROM });
  const caches = createCaches(config);
  const payments = createPayments(config, { testTokenSecret: "bench-import-secret-of-32-characters!", testLedgerDir: null });
  const signals = await openSignals(database, { warn: () => {}, info: () => {} });
  const app = await buildApp({ db, config, mail, database, caches, payments, signals });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  try {
    const signIn = await fetch(`${base}/api/admin/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(STAFF) });
    if (signIn.status !== 200) throw new Error(`The bench staff user could not sign in: ${signIn.status} ${await signIn.text()}`);
    const cookie = (/sid=[^;]+/.exec(signIn.headers.get("set-cookie") ?? "") ?? [""])[0];

    const lines: string[] = [PART_CSV_HEADER_LINE];
    for (let n = 1; n <= ROWS; n++) lines.push(partCsvLine(benchPart(n)));
    const file = Buffer.from(lines.join(""));
    console.log(`bench:import ${ROWS} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB, on ${url ? "PostgreSQL" : "the embedded database"}`);

    const started = performance.now();
    const answer = await fetch(`${base}/api/admin/parts/import`, { method: "POST", headers: { "content-type": "text/csv", cookie }, body: file });
    let job = (await answer.json()) as {
      id: string;
      state: string;
      rows_validated: number;
      rows_applied: number;
      inserted: number;
      updated: number;
      message: string | null;
    };
    if (answer.status !== 200 && answer.status !== 202) throw new Error(`The import was refused: ${answer.status} ${JSON.stringify(job).slice(0, 500)}`);
    let shown = "";
    while (job.state === "validating" || job.state === "applying") {
      await new Promise((resolve) => setTimeout(resolve, 500));
      job = (await (await fetch(`${base}/api/admin/parts/import/${job.id}`, { headers: { cookie } })).json()) as typeof job;
      const progress = `  ${job.state}: ${job.rows_validated} validated, ${job.rows_applied} applied`;
      if (progress !== shown) console.log(progress);
      shown = progress;
    }
    const seconds = (performance.now() - started) / 1000;
    if (job.state !== "done") throw new Error(`The import ended ${job.state}: ${job.message}`);
    console.log(`bench:import done: ${job.inserted} inserted, ${job.updated} updated in ${seconds.toFixed(1)} s = ${Math.round(ROWS / seconds)} rows/s`);
  } finally {
    await app.close();
    await mail.stop();
    await signals.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
