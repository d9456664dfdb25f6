/**
 * npm run bench
 * Seeds a fresh database with the large catalogue, starts the real server on it, and measures the
 * calls that matter with autocannon. Runs on a fresh embedded database in a temporary folder, and
 * also on a fresh database created on DATABASE_URL's server when DATABASE_URL is set. Cleans up after.
 * This file reads the options and composes the run; what is measured lives in scripts/bench/, a file
 * each: targets and servers, the calls table, accounts, buying, catalogue, two servers, lighthouse.
 *
 * BENCH_SECONDS (10) per operation, BENCH_ITEMS (200000) parts (or `-- --items 1000000`), BENCH_CONNECTIONS (50),
 * `-- --only lighthouse` for just Lighthouse's mobile audit of three pages (Debian's chromium), on each database,
 * `-- --only catalogue` for just the catalogue table: each operation repeated (one URL, read cache
 * on) and distinct (2,000+ different URLs, CATALOG_CACHE_SECONDS=0), with the database's CPU per request.
 * BENCH_BUILD=1 to measure the home page's JavaScript on a fresh build in a temporary folder
 * (dist/web is left alone); otherwise dist/web is measured, and built first when missing.
 *
 * Accounts: sign-ins per second of the demo customer with the production argon2 settings (each from
 * its own address, as real shoppers are: the server trusts X-Forwarded-For here, so the per-address
 * limit stays at its production value and never answers), and the cost of the session lookup:
 * catalogue calls with the demo customer's sid cookie against the same calls anonymous.
 *
 * Sign-in flood: 200 connections of sign-ins that are refused, while shoppers browse and sign in.
 * Refused by the per-address limit (one address: each 429 must cost nothing), and refused by password
 * (every request from its own address and for an unknown account: each costs an argon2 verification,
 * which must never starve the rest of the shop). Catalogue and honest sign-in p99, before and during.
 *
 * The server is the production build (dist/server, plain node), built first.
 *
 * Working on a large catalogue: BENCH_SEEDED_DATABASE_URL measures a PostgreSQL database seeded before
 * (`DATABASE_URL=… npm run seed -- --items 1000000`) as it is (vacuumed first: earlier runs leave dead rows), instead of seeding a fresh one, and keeps it;
 * BENCH_SERVER_NODE_ARGS gives the measured server Node options (`--cpu-prof --cpu-prof-dir=/tmp/prof`).
 *
 * Fuzz: the full API fuzz (test/api/fuzz.test.ts at FUZZ_SCALE=1, about 15,000 requests; the tests
 * run a tenth of it), on each database, with requests per second and the count of 5xx answers.
 * `-- --only fuzz` for just that, `-- --only pipeline` for the bare Node server against the trivial routes and a part.
 *
 * Search engines: `-- --only engines` (with DATABASE_URL) seeds the catalogue on PostgreSQL and asks the
 * shop's in-memory index and PostgreSQL's tsvector + pg_trgm the same 2,000 queries (scripts/bench/search-engines.ts).
 */
import { spawnSync } from "node:child_process";
import { benchBuyingOnly, benchPipeline, benchTarget } from "./bench/calls";
import { benchDistinct } from "./bench/catalogue";
import { fullFuzz } from "./bench/fuzz";
import { homePageJavaScript, lighthouseFigures } from "./bench/lighthouse";
import { benchSearchEngines } from "./bench/search-engines";
import { type BenchOptions, cleanUpEverything, embeddedTarget, postgresTarget, root } from "./bench/targets";
import { benchTwoServers } from "./bench/two-servers";

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const SECONDS = numberFrom("BENCH_SECONDS", 10);
/** `npm run bench -- --items 1000000` wins over BENCH_ITEMS. */
const itemsArgument = process.argv.indexOf("--items");
/** `--only catalogue`: just the repeated-and-distinct catalogue table, for work on the catalogue's queries; `--only lighthouse`: just Lighthouse; `--only fuzz`: just the full API fuzz; `--only engines`: the search engine comparison. */
/** `--postgres-only`: skip the embedded database (with DATABASE_URL; for a large catalogue measured on PostgreSQL alone). */
const POSTGRES_ONLY = process.argv.includes("--postgres-only");
const ONLY = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
/** Only part of the benchmark runs (see ONLY). */
const PARTIAL = ONLY !== undefined;
const ITEMS = Math.floor(itemsArgument > 0 && process.argv[itemsArgument + 1] ? Number(process.argv[itemsArgument + 1]) : numberFrom("BENCH_ITEMS", 200_000));
const CONNECTIONS = Math.floor(numberFrom("BENCH_CONNECTIONS", 50));
/** What the measurements are told of the options. */
const options: BenchOptions = { seconds: SECONDS, items: ITEMS, connections: CONNECTIONS };

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: cleaning up`);
    void cleanUpEverything().finally(() => process.exit(130));
  });
}

async function main() {
  const report: string[] = [];
  if (ONLY === "fuzz") {
    if (!POSTGRES_ONLY) report.push(fullFuzz());
    if (process.env.DATABASE_URL) report.push(fullFuzz(process.env.DATABASE_URL));
    console.log(`\n${report.join("\n")}`);
    if (report.some((line) => !line.endsWith("passed"))) process.exitCode = 1;
    return;
  }
  if (ONLY === "engines") {
    if (!process.env.DATABASE_URL)
      throw new Error("--only engines compares search engines on PostgreSQL: set DATABASE_URL to a server where a database may be created.");
    try {
      console.log(`Partshop search engines: ${ITEMS.toLocaleString("en-CA")} parts`);
      console.log((await benchSearchEngines(options, process.env.DATABASE_URL)).join("\n"));
    } finally {
      await cleanUpEverything();
    }
    return;
  }
  console.log(`Partshop benchmark: ${ITEMS.toLocaleString("en-CA")} parts, ${CONNECTIONS} connections, ${SECONDS} s per operation`);
  try {
    console.log("\n== building the server (dist/server), as npm start does");
    if (spawnSync("npm", ["run", "build:server", "--silent"], { cwd: root, stdio: "inherit" }).status !== 0) throw new Error("The server build failed.");
    if (!POSTGRES_ONLY) {
      const embedded = await embeddedTarget(options);
      if (!PARTIAL) report.push(...(await benchTarget(options, embedded.target, embedded.seeded)));
      if (ONLY === "buying") report.push(...(await benchBuyingOnly(options, embedded.target, embedded.seeded)));
      if (ONLY === "pipeline") report.push(...(await benchPipeline(options, embedded.target, embedded.seeded)));
      if (ONLY === undefined || ONLY === "catalogue") report.push(...(await benchDistinct(options, embedded.target, embedded.seeded)));
      if (ONLY === undefined || ONLY === "lighthouse") report.push(...(await lighthouseFigures(embedded.target)));
      await embedded.target.cleanup();
    }

    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) {
      const postgres = await postgresTarget(options, serverUrl);
      if (!PARTIAL) report.push(...(await benchTarget(options, postgres.target, postgres.seeded)));
      if (ONLY === "buying") report.push(...(await benchBuyingOnly(options, postgres.target, postgres.seeded)));
      else if (ONLY === "pipeline") report.push(...(await benchPipeline(options, postgres.target, postgres.seeded)));
      else if (ONLY === undefined || ONLY === "catalogue") report.push(...(await benchDistinct(options, postgres.target, postgres.seeded)));
      if (ONLY === undefined || ONLY === "lighthouse") report.push(...(await lighthouseFigures(postgres.target)));
      if (!PARTIAL) report.push(...(await benchTwoServers(options, postgres.target, postgres.seeded)));
    } else report.push("\nPostgreSQL: not measured (set DATABASE_URL to a server where a database may be created)");

    if (!PARTIAL) report.push(`\n${await homePageJavaScript()}`);
    if (!PARTIAL && !POSTGRES_ONLY) report.push(fullFuzz());
    if (!PARTIAL && serverUrl) report.push(fullFuzz(serverUrl));
    console.log(report.join("\n"));
  } finally {
    await cleanUpEverything();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  async (error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    await cleanUpEverything();
    process.exit(1);
  },
);
