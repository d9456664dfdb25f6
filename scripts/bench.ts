/**
 * npm run bench
 * Seeds a fresh database with the large catalogue, starts the real server on it, and measures the
 * calls that matter with autocannon. Runs on a fresh embedded database in a temporary folder, and
 * also on a fresh database created on DATABASE_URL's server when DATABASE_URL is set. Cleans up after.
 *
 * BENCH_SECONDS (10) per operation, BENCH_ITEMS (200000) parts (or `-- --items 1000000`), BENCH_CONNECTIONS (50),
 * `-- --only lighthouse` for just Lighthouse's mobile audit of three pages (Debian's chromium),
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
 * Fuzz: the full API fuzz (test/api/fuzz.test.ts at FUZZ_SCALE=1, about 15,000 requests; the tests
 * run a tenth of it), on each database, with requests per second and the count of 5xx answers.
 * `-- --only fuzz` for just that.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";
import { migrateDatabase, openDatabase } from "../src/server/db/client";
import { seedDemoShopIfEmpty } from "../src/server/db/seed/demo";
import { DEMO_CUSTOMER } from "../src/server/db/seed/demo-accounts";
import { seedLargeCatalogue } from "../src/server/db/seed/large";
import { benchBuying, seedBuying } from "./bench-buying";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const SECONDS = numberFrom("BENCH_SECONDS", 10);
/** `npm run bench -- --items 1000000` wins over BENCH_ITEMS. */
const itemsArgument = process.argv.indexOf("--items");
/** `--only catalogue`: just the repeated-and-distinct catalogue table, for work on the catalogue's queries; `--only lighthouse`: just Lighthouse; `--only fuzz`: just the full API fuzz. */
/** `--postgres-only`: skip the embedded database (with DATABASE_URL; for a large catalogue measured on PostgreSQL alone). */
const POSTGRES_ONLY = process.argv.includes("--postgres-only");
const ONLY = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
/** Only part of the benchmark runs (see ONLY). */
const PARTIAL = ONLY !== undefined;
const ITEMS = Math.floor(itemsArgument > 0 && process.argv[itemsArgument + 1] ? Number(process.argv[itemsArgument + 1]) : numberFrom("BENCH_ITEMS", 200_000));
const CONNECTIONS = Math.floor(numberFrom("BENCH_CONNECTIONS", 50));
/** Connections of the sign-in flood. */
const FLOOD_CONNECTIONS = 200;
const SEARCH_TERMS = ["brake", "hood", "mirror", "grille", "bumper", "tail lamp", "fender", "radiator", "door handle", "mustang"];

interface Target {
  label: "embedded" | "postgres";
  env: Record<string, string>;
  cleanup: () => Promise<void>;
}

const cleanups: (() => Promise<void>)[] = [];
async function cleanUpEverything() {
  while (cleanups.length > 0) await cleanups.pop()?.().catch((error: unknown) => console.error(`cleanup failed: ${error}`));
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: cleaning up`);
    void cleanUpEverything().finally(() => process.exit(130));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Seeded {
  codes: string[];
  /** Words of real part names (3 letters or more), for the distinct search terms. */
  words: string[];
  /** Parts with stock enough for any run, for the buying figures. */
  stocked: string[];
  seedMs: number;
}

async function seedTarget(options: { url?: string; dataDir?: string }): Promise<Seeded> {
  const started = Date.now();
  // Index builds over a large catalogue may run for minutes: no statement time limit.
  const database = await openDatabase({ url: options.url, dataDir: options.dataDir, poolMax: 2, statementTimeoutMs: 0 });
  try {
    await migrateDatabase(database);
    await seedDemoShopIfEmpty(database.db);
    let shown = 0;
    const result = await seedLargeCatalogue(database.db, {
      items: ITEMS,
      onProgress(event) {
        if (event.step !== "parts") return;
        const percent = Math.floor((event.done / event.total) * 100);
        if (percent >= shown + 25 || event.done === event.total) {
          shown = percent - (percent % 25);
          console.log(`  seeded ${event.done.toLocaleString("en-CA")} parts (${percent}%) ${seconds(Date.now() - started)}`);
        }
      },
    });
    console.log(`  seed: demo shop + ${result.inserted.toLocaleString("en-CA")} parts in ${seconds(Date.now() - started)}`);
    const seedMs = Date.now() - started;
    const { rows } = await database.pool.query<{ item: string }>("SELECT item FROM parts ORDER BY md5(item) LIMIT 2000");
    const codes = rows.map((row) => row.item);
    const names = await database.pool.query<{ descrip: string }>("SELECT descrip FROM parts ORDER BY md5(item || 'words') LIMIT 4000");
    const words = [...new Set(names.rows.flatMap((row) => row.descrip.toLowerCase().split(/[^a-z0-9]+/)).filter((word) => word.length >= 3))];
    const stocked = await seedBuying(database.pool, codes);
    return { codes, words, stocked, seedMs };
  } finally {
    await database.close();
  }
}

async function embeddedTarget(): Promise<{ target: Target; seeded: Seeded }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "partshop-bench-"));
  const cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  cleanups.push(cleanup);
  console.log(`\n== embedded database in ${dataDir}`);
  const seeded = await seedTarget({ dataDir });
  return { target: { label: "embedded", env: { DATA_DIR: dataDir }, cleanup }, seeded };
}

async function postgresTarget(serverUrl: string): Promise<{ target: Target; seeded: Seeded }> {
  const name = `partshop_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "partshop-bench-pg-"));
  const cleanup = async () => {
    fs.rmSync(mailDir, { recursive: true, force: true });
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
  cleanups.push(cleanup);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  console.log(`\n== PostgreSQL database ${name} on ${url.host}`);
  const seeded = await seedTarget({ url: url.toString() });
  return { target: { label: "postgres", env: { DATABASE_URL: url.toString(), DATA_DIR: mailDir }, cleanup }, seeded };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface RunningServer {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

async function startServer(target: Target, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  // No captcha switch: none of the measured calls has one (sign-in has none), so the server runs as in production.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...target.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY: "true",
    ...extraEnv,
  };
  if (!target.env.DATABASE_URL) delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "dist/server/main.js")], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  };
  cleanups.push(stop);

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped while starting:\n${output}`);
    try {
      const response = await fetch(`${base}/api/store`);
      if (response.ok) return { base, pid: child.pid as number, stop };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not answer within 2 minutes:\n${output}`);
}

/** What a request sends besides its path: a POST body, headers, cookies and bodies taken in turn (one a request), and the address it comes from. */
interface RequestShape {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  bodies?: readonly string[];
  cookies?: readonly string[];
  /** `distinct`: every request from its own address (X-Forwarded-For); a string: every request from that address. */
  from?: "distinct" | string;
}

let addressCounter = 0;
/** A fresh address from 10.0.0.0/8 for each request that should come from its own shopper. */
const nextAddress = () => {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/** Hands out paths in turn: each request of a rotating operation asks for the next one. */
function rotating(paths: readonly string[], shape: RequestShape = {}): autocannon.Request {
  let next = 0;
  return {
    method: shape.method ?? "GET",
    ...(shape.headers ? { headers: shape.headers } : {}),
    ...(shape.body !== undefined ? { body: shape.body } : {}),
    setupRequest: (request) => {
      const pathname = paths[next % paths.length] as string;
      const cookie = shape.cookies?.[next % shape.cookies.length];
      const body = shape.bodies?.[next % shape.bodies.length];
      next++;
      const from = shape.from === "distinct" ? nextAddress() : shape.from;
      const headers = { ...request.headers, ...(cookie ? { cookie } : {}), ...(from ? { "x-forwarded-for": from } : {}) };
      return { ...request, path: pathname, headers, ...(body !== undefined ? { body } : {}) };
    },
  };
}

interface Operation {
  name: string;
  paths: string[];
  request?: RequestShape;
  /** The operation this one is the signed-in twin of: its row shows how many times slower it is. */
  signedInTwinOf?: string;
  /** `anonymous`: for a signed-in twin, the measure of the same call made anonymously. */
  target?: { check: (m: Measure, trivial: Measure, anonymous: Measure | undefined) => boolean; text: string };
  note?: string;
}

interface Measure {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  total: number;
  /** Answers by status code, e.g. { 200: 950, 429: 12 }. */
  statuses: Record<string, number>;
}

async function measure(base: string, paths: readonly string[], options: { connections?: number; seconds?: number; request?: RequestShape } = {}): Promise<Measure> {
  const statuses: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: base, connections: options.connections ?? CONNECTIONS, duration: options.seconds ?? SECONDS, timeout: 10, requests: [rotating(paths, options.request)] },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    total: result["2xx"] + result.non2xx,
    statuses,
  };
}

async function statusOf(url: string, request: RequestShape = {}): Promise<number> {
  try {
    const cookie = request.cookies?.[0];
    const from = request.from === "distinct" ? nextAddress() : request.from;
    const headers = { ...request.headers, ...(cookie ? { cookie } : {}), ...(from ? { "x-forwarded-for": from } : {}) };
    return (await fetch(url, { method: request.method ?? "GET", headers, body: request.bodies?.[0] ?? request.body })).status;
  } catch {
    return 0;
  }
}

const signInRequest: RequestShape = {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
  from: "distinct",
};

/**
 * Signs the demo customer in once per connection and returns the session cookies ("sid=..."), or why
 * it could not: the signed-in calls then come from as many sessions as connections, as from real shoppers.
 */
async function demoCustomerSessions(base: string, count: number): Promise<{ cookies: string[] } | { failed: string }> {
  const signIn = async () => {
    const response = await fetch(`${base}/api/loginCustomer`, { method: "POST", headers: { ...signInRequest.headers, "x-forwarded-for": nextAddress() }, body: signInRequest.body });
    const sid = response.headers.getSetCookie().find((cookie) => cookie.startsWith("sid="));
    if (response.status !== 200 || !sid) throw new Error(`sign-in of ${DEMO_CUSTOMER.email} answers ${response.status}`);
    return sid.split(";")[0] as string;
  };
  try {
    const cookies: string[] = [];
    while (cookies.length < count) cookies.push(...(await Promise.all(Array.from({ length: Math.min(8, count - cookies.length) }, signIn))));
    return { cookies };
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}

const ITEM_DETAIL = "item detail /api/item/:code";
const FORD_PAGE_3 = "FORD list, page 3";

function operations(codes: string[], sessions: { cookies: string[] } | { failed: string }): Operation[] {
  const items = codes.map((code) => `/api/item/${encodeURIComponent(code)}`);
  const searches = SEARCH_TERMS.map((term) => `/api/searchResualt?item=${encodeURIComponent(term)}`);
  const signedIn: RequestShape = "cookies" in sessions ? { cookies: sessions.cookies } : {};
  const sessionCost = { check: (m: Measure, _: Measure, anonymous: Measure | undefined) => anonymous !== undefined && anonymous.reqPerSec / m.reqPerSec < 1.3, text: "< 1.3x anonymous" };
  return [
    { name: "trivial GET /api/store", paths: ["/api/store"] },
    { name: ITEM_DETAIL, paths: items, target: { check: (m, trivial) => m.reqPerSec >= trivial.reqPerSec * 0.3, text: ">= 30% of trivial" } },
    { name: "item detail, signed in (sid)", paths: items, request: signedIn, signedInTwinOf: ITEM_DETAIL, target: sessionCost },
    { name: FORD_PAGE_3, paths: ["/api/searchResualt?make=FORD&page=3"], note: "one URL: the read cache's figure (distinct URLs below)" },
    { name: "FORD list, page 3, signed in (sid)", paths: ["/api/searchResualt?make=FORD&page=3"], request: signedIn, signedInTwinOf: FORD_PAGE_3, target: sessionCost },
    { name: "FORD + 1967 filter", paths: ["/api/searchResualt?make=FORD&year=1967"], note: "one URL: the read cache's figure" },
    { name: "item-text search (10 terms)", paths: searches, note: "10 URLs: the read cache's figure" },
    { name: "home: /api/banner", paths: ["/api/banner"] },
    { name: "home: /api/getRandomNewProducts", paths: ["/api/getRandomNewProducts"] },
    { name: "home: /api/featureProducts", paths: ["/api/featureProducts"] },
    { name: "home: /api/popular", paths: ["/api/popular"] },
    { name: "home: /api/makes", paths: ["/api/makes"] },
    {
      name: "sign-in POST /api/loginCustomer",
      paths: ["/api/loginCustomer"],
      request: signInRequest,
      note: "argon2id as in production; each sign-in from its own address, so the per-address limit never answers",
    },
  ];
}

const jsonHeaders = { "content-type": "application/json" };

const answers = (m: Measure) =>
  Object.entries(m.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}: ${count}`)
    .concat(m.timeouts > 0 ? [`timed out (>10 s): ${m.timeouts}`] : [])
    .join(", ") || "none";

/**
 * 200 connections of refused sign-ins while 10 connections browse item details and 2 sign the demo
 * customer in from their own addresses: first refused by the per-address limit (one address, 429s
 * that must cost nothing), then refused by password (every request from its own address, for an
 * unknown account: each costs an argon2 verification, which the hashing queue must keep from starving
 * the shop). Catalogue and honest sign-in latency before and during, and what each side was answered.
 */
async function signInFlood(base: string, codes: string[]): Promise<string[]> {
  const items = codes.slice(0, 1000).map((code) => `/api/item/${encodeURIComponent(code)}`);
  const browse = () => measure(base, items, { connections: 10 });
  const honest = () => measure(base, ["/api/loginCustomer"], { connections: 2, request: signInRequest });
  const flood = (request: RequestShape) => measure(base, ["/api/loginCustomer"], { connections: FLOOD_CONNECTIONS, request });
  const limited: RequestShape = { method: "POST", headers: jsonHeaders, body: JSON.stringify({ email: "flood@example.com", password: "Wrong-password-1" }), from: "203.0.113.66" };
  const unknownAccounts = Array.from({ length: 20_000 }, (_, i) => JSON.stringify({ email: `nobody-${i}@flood.example`, password: "Wrong-password-1" }));
  const wrongPasswords: RequestShape = { method: "POST", headers: jsonHeaders, bodies: unknownAccounts, from: "distinct" };

  console.log("  sign-in flood: baseline ...");
  const [baseBrowse, baseHonest] = await Promise.all([browse(), honest()]);
  console.log("  sign-in flood: refused by the per-address limit ...");
  const [limitedFlood, limitedBrowse, limitedHonest] = await Promise.all([flood(limited), browse(), honest()]);
  console.log("  sign-in flood: refused by password, each from its own address ...");
  const [passwordFlood, passwordBrowse, passwordHonest] = await Promise.all([flood(wrongPasswords), browse(), honest()]);

  const row = (name: string, floodMeasure: Measure | null, browsing: Measure, signingIn: Measure) =>
    `${pad(name, 34)}${padLeft(floodMeasure ? String(Math.round(floodMeasure.reqPerSec)) : "-", 8)}${padLeft(`${browsing.p50}/${browsing.p99}`, 12)}${padLeft(`${signingIn.p50}/${signingIn.p99}`, 14)}  honest sign-ins ${answers(signingIn)}${floodMeasure ? `; flood ${answers(floodMeasure)}` : ""}`;
  return [
    `\nsign-in flood: ${FLOOD_CONNECTIONS} connections of refused sign-ins; 10 connections browse item details, 2 sign the demo customer in (each from its own address); ${SECONDS} s each`,
    `${pad("flood", 34)}${padLeft("flood/s", 8)}${padLeft("items ms", 12)}${padLeft("sign-in ms", 14)}  (p50/p99)`,
    row("none", null, baseBrowse, baseHonest),
    row("refused by address limit (429)", limitedFlood, limitedBrowse, limitedHonest),
    row("refused by password (argon2 each)", passwordFlood, passwordBrowse, passwordHonest),
  ];
}

const NAME_WIDTH = 38;
const pad = (text: string, width: number) => (text.length >= width ? text : text + " ".repeat(width - text.length));
const padLeft = (text: string, width: number) => (text.length >= width ? text : " ".repeat(width - text.length) + text);

async function benchTarget(target: Target, seeded: Seeded): Promise<string[]> {
  const server = await startServer(target);
  const lines: string[] = [];
  try {
    const sessions = await demoCustomerSessions(server.base, CONNECTIONS);
    if ("failed" in sessions) console.log(`  ${sessions.failed}: the signed-in calls are skipped`);
    const ops = operations(seeded.codes, sessions);
    const results: { op: Operation; result: Measure | null; note: string }[] = [];
    let trivial: Measure | null = null;
    for (const op of ops) {
      const status = await statusOf(server.base + op.paths[0], op.request);
      if (status !== 200 || (op.signedInTwinOf && "failed" in sessions)) {
        const why = "failed" in sessions && op.signedInTwinOf ? sessions.failed : `${op.paths[0]} answers ${status || "nothing"}`;
        results.push({ op, result: null, note: `skipped: ${why}` });
        console.log(`  ${op.name}: skipped (${why})`);
        continue;
      }
      await measure(server.base, op.paths, { seconds: Math.min(2, SECONDS), request: op.request });
      // Requests the warm-up left in flight are still being answered (a sign-in's argon2 takes a while): let them finish first.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const result = await measure(server.base, op.paths, { request: op.request });
      trivial ??= result;
      results.push({ op, result, note: result.non2xx + result.errors > 0 ? `${result.non2xx} non-2xx, ${result.errors} errors` : "" });
      console.log(`  ${op.name}: ${Math.round(result.reqPerSec)} req/s, p99 ${result.p99} ms`);
    }

    const measured = (name: string | undefined) => results.find((r) => r.op.name === name)?.result ?? undefined;
    lines.push(`\n${target.label} database: demo shop + ${ITEMS.toLocaleString("en-CA")} parts seeded in ${seconds(seeded.seedMs)}; ${CONNECTIONS} connections, ${SECONDS} s each`);
    lines.push(`${pad("operation", NAME_WIDTH)}${padLeft("req/s", 9)}${padLeft("p50 ms", 9)}${padLeft("p99 ms", 9)}${padLeft("x trivial", 11)}  target`);
    for (const { op, result, note } of results) {
      if (!result) {
        lines.push(`${pad(op.name, NAME_WIDTH)}${padLeft("-", 9)}${padLeft("-", 9)}${padLeft("-", 9)}${padLeft("-", 11)}  ${note}`);
        continue;
      }
      const ratio = trivial ? result.reqPerSec / trivial.reqPerSec : 1;
      // A signed-in twin is judged against its anonymous call: how many times the anonymous req/s it takes.
      const anonymous = measured(op.signedInTwinOf);
      const slowdown = anonymous ? `${(anonymous.reqPerSec / result.reqPerSec).toFixed(2)}x anonymous (p50 ${anonymous.p50} -> ${result.p50} ms)` : "";
      const verdict = op.target && trivial ? `${op.target.text}: ${op.target.check(result, trivial, anonymous) ? "ok" : "MISSED"}` : "";
      lines.push(
        `${pad(op.name, NAME_WIDTH)}${padLeft(String(Math.round(result.reqPerSec)), 9)}${padLeft(String(result.p50), 9)}${padLeft(String(result.p99), 9)}${padLeft(`${(ratio * 100).toFixed(0)}%`, 11)}  ${[slowdown, verdict, op.note, note].filter(Boolean).join("; ")}`,
      );
    }

    lines.push(...(await signInFlood(server.base, seeded.codes)));
    lines.push("", ...(await benchBuying(server.base, server.pid, seeded.stocked, SECONDS)));

    if (target.label === "embedded") {
      const searches = ops.find((op) => op.name.startsWith("item-text"))?.paths ?? [];
      if ((await statusOf(server.base + searches[0])) === 200) {
        console.log("  trivial route while 5 clients search ...");
        const [during] = await Promise.all([measure(server.base, ["/api/store"], { connections: 10 }), measure(server.base, searches, { connections: 5 })]);
        const ok = during.p99 < 20;
        lines.push(`trivial route (10 connections) while 5 connections search: ${Math.round(during.reqPerSec)} req/s, p50 ${during.p50} ms, p99 ${during.p99} ms  (target p99 < 20 ms: ${ok ? "ok" : "MISSED"})`);
      } else lines.push("trivial route during searches: skipped (the search route does not answer 200)");
    }
  } finally {
    await server.stop();
  }
  return lines;
}

/** Clock ticks per second of /proc's CPU times. */
const TICKS_PER_SECOND = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

/** Every process's parent and CPU time (user + system, in ticks) from /proc; empty where /proc is missing. */
function processTable(): Map<number, { ppid: number; comm: string; ticks: number }> {
  const table = new Map<number, { ppid: number; comm: string; ticks: number }>();
  if (!fs.existsSync("/proc")) return table;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const fields = stat.slice(close + 2).split(" ");
      table.set(Number(entry), { ppid: Number(fields[1]), comm: stat.slice(stat.indexOf("(") + 1, close), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {}
  }
  return table;
}

/**
 * The CPU time the database has used so far, in ms: the embedded database's child processes of the
 * server, or every process of the local PostgreSQL server. Null when it cannot be read (no /proc, or
 * a PostgreSQL server on another machine).
 */
function databaseCpuMs(target: Target, serverPid: number): number | null {
  const table = processTable();
  if (table.size === 0) return null;
  let ticks = 0;
  let found = false;
  if (target.label === "embedded") {
    const descendants = new Set([serverPid]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [pid, row] of table) {
        if (!descendants.has(pid) && descendants.has(row.ppid)) {
          descendants.add(pid);
          grew = true;
        }
      }
    }
    descendants.delete(serverPid);
    for (const pid of descendants) {
      ticks += table.get(pid)?.ticks ?? 0;
      found = true;
    }
  } else {
    const host = new URL(target.env.DATABASE_URL as string).hostname;
    if (!["127.0.0.1", "localhost", "::1"].includes(host)) return null;
    for (const row of table.values()) {
      if (row.comm === "postgres") {
        ticks += row.ticks;
        found = true;
      }
    }
  }
  return found ? (ticks * 1000) / TICKS_PER_SECOND : null;
}

/** Years the distinct make lists filter by: a spread over the catalogue's range. */
const DISTINCT_YEARS = [1955, 1962, 1967, 1970, 1974, 1979, 1985, 1991, 1998, 2004, 2012];
const DISTINCT_POOL = 2000;

/** Every make x (no year and DISTINCT_YEARS) x pages 1-5 and the last page, as the server counts them. */
async function makeListPool(base: string): Promise<string[]> {
  const makes = (await (await fetch(`${base}/api/makes`)).json()) as { make: string }[];
  const paths: string[] = [];
  for (const { make } of makes) {
    for (const year of [undefined, ...DISTINCT_YEARS]) {
      const query = `make=${encodeURIComponent(make)}${year ? `&year=${year}` : ""}`;
      const first = (await (await fetch(`${base}/api/searchResualt?${query}`)).json()) as { last_page: number };
      const pages = new Set([1, 2, 3, 4, 5, first.last_page].filter((page) => page >= 1 && page <= Math.max(1, first.last_page)));
      for (const page of pages) paths.push(`/api/searchResualt?${query}&page=${page}`);
    }
  }
  return paths;
}

/** A stable shuffle, so a run's distinct URLs come in the same mixed order every time. */
function shuffled<T>(values: readonly T[]): T[] {
  const out = [...values];
  let seed = 20261122;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** At least 300 search terms (part-name words, codes, code prefixes), alone and with a make, pages 1-3. */
function searchPool(seeded: Seeded, makes: readonly string[]): string[] {
  const words = seeded.words.slice(0, 200);
  const codes = seeded.codes.slice(0, 100);
  const prefixes = [...new Set(seeded.codes.map((code) => code.slice(0, 4)))].slice(0, 100);
  const terms = [...words, ...codes, ...prefixes];
  const paths: string[] = [];
  for (const [index, term] of terms.entries()) {
    const make = makes[index % makes.length] as string;
    for (const page of [1, 2, 3]) {
      paths.push(`/api/searchResualt?item=${encodeURIComponent(term)}&page=${page}`);
      paths.push(`/api/searchResualt?item=${encodeURIComponent(term)}&make=${encodeURIComponent(make)}&page=${page}`);
    }
  }
  return paths;
}

/** Search terms with a make and a model year: tens of thousands of filters, each asked once in a run (the index has never counted it). */
function newFilterPool(seeded: Seeded, makes: readonly string[]): string[] {
  const paths: string[] = [];
  for (const term of seeded.words.slice(0, 200)) {
    for (const make of makes) for (const year of DISTINCT_YEARS) paths.push(`/api/searchResualt?item=${encodeURIComponent(term)}&make=${encodeURIComponent(make)}&year=${year}`);
  }
  return paths;
}

/** The server's resident memory, in MB (Linux). */
function residentMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * The catalogue as real traffic asks it (issue 12): each operation repeated (one URL, the read cache
 * on, as the table above) and distinct (every request the next of at least 2,000 different URLs, on
 * a server started with CATALOG_CACHE_SECONDS=0), with the share of the trivial route's req/s, and
 * the database's CPU time per request.
 */
async function benchDistinct(target: Target, seeded: Seeded): Promise<string[]> {
  const large = ITEMS > 200_000;
  const targets = {
    item: target.label === "postgres" ? 0.4 : 0.25,
    list: target.label === "postgres" ? (large ? 60 : 40) : 80,
    search: target.label === "postgres" ? (large ? 100 : 60) : 150,
  };
  const run = async (server: RunningServer, all: readonly string[]) => {
    // A pool of single-use filters warms up on its second half, so the measured requests meet filters never asked.
    const single = all.length > 20_000;
    const paths = single ? all.slice(0, all.length / 2) : all;
    await measure(server.base, single ? all.slice(all.length / 2) : paths, { seconds: Math.min(5, SECONDS) });
    const before = databaseCpuMs(target, server.pid);
    const result = await measure(server.base, paths);
    const after = databaseCpuMs(target, server.pid);
    const cpu = before !== null && after !== null && result.total > 0 ? (after - before) / result.total : null;
    return { result, cpu };
  };

  const cached = await startServer(target);
  let pools: { name: string; paths: string[]; target?: { text: string; check: (m: Measure, trivial: Measure) => boolean } }[];
  const repeated = new Map<string, Awaited<ReturnType<typeof run>>>();
  try {
    console.log("  distinct URLs: building the pools from the seeded catalogue ...");
    const lists = shuffled(await makeListPool(cached.base));
    const makes = [...new Set(lists.map((url) => decodeURIComponent(/make=([^&]+)/.exec(url)?.[1] ?? "")))];
    pools = [
      { name: "trivial GET /api/store", paths: ["/api/store"] },
      {
        name: "item detail, random part",
        paths: shuffled(seeded.codes).map((code) => `/api/item/${encodeURIComponent(code)}`),
        target: { text: `>= ${targets.item * 100}% of trivial`, check: (m, trivial) => m.reqPerSec >= trivial.reqPerSec * targets.item },
      },
      { name: "make list, make +- year, pages 1-5 + last", paths: lists, target: { text: `p99 < ${targets.list} ms`, check: (m) => m.p99 < targets.list } },
      { name: "item-text search, +- make, pages 1-3", paths: shuffled(searchPool(seeded, makes)), target: { text: `p99 < ${targets.search} ms`, check: (m) => m.p99 < targets.search } },
      { name: "search + make + year, every filter new", paths: shuffled(newFilterPool(seeded, makes)) },
    ];
    for (const pool of pools) {
      repeated.set(pool.name, await run(cached, [pool.paths[0] as string]));
      console.log(`  repeated ${pool.name}: ${Math.round(repeated.get(pool.name)!.result.reqPerSec)} req/s`);
    }
  } finally {
    await cached.stop();
  }

  const started = Date.now();
  const uncached = await startServer(target, { CATALOG_CACHE_SECONDS: "0" });
  const up = Date.now() - started;
  const firstList = Date.now();
  await fetch(`${uncached.base}/api/searchResualt?item=hood&page=2`);
  const indexLine = `search index: server answering ${up} ms after start; its first list answered ${Date.now() - firstList} ms later (the index read whole, in slices between requests); server memory ${residentMb(uncached.pid) ?? "-"} MB`;
  console.log(`  ${indexLine}`);
  const lines = [
    "",
    `${target.label}, catalogue as shoppers ask it: repeated = one URL, read cache on; distinct = the next of ${DISTINCT_POOL.toLocaleString("en-CA")}+ different URLs each request, CATALOG_CACHE_SECONDS=0`,
    indexLine,
    `${pad("operation", 42)}${padLeft("URLs", 6)}${padLeft("repeated req/s p99", 20)}${padLeft("distinct req/s", 16)}${padLeft("p50", 6)}${padLeft("p99", 6)}${padLeft("x trivial", 11)}${padLeft("db ms/req", 11)}  target (distinct)`,
  ];
  try {
    let trivial: Measure | null = null;
    for (const pool of pools) {
      const distinct = await run(uncached, pool.paths);
      trivial ??= distinct.result;
      const again = repeated.get(pool.name)!;
      const { result } = distinct;
      console.log(`  distinct ${pool.name}: ${Math.round(result.reqPerSec)} req/s, p99 ${result.p99} ms`);
      const verdict = pool.target ? `${pool.target.text}: ${pool.target.check(result, trivial) ? "ok" : "MISSED"}` : "";
      const refused = result.non2xx + result.errors > 0 ? `; ${answers(result)}` : "";
      lines.push(
        `${pad(pool.name, 42)}${padLeft(String(pool.paths.length), 6)}${padLeft(`${Math.round(again.result.reqPerSec)} ${again.result.p99} ms`, 20)}${padLeft(String(Math.round(result.reqPerSec)), 16)}${padLeft(String(result.p50), 6)}${padLeft(String(result.p99), 6)}${padLeft(`${((result.reqPerSec / trivial.reqPerSec) * 100).toFixed(0)}%`, 11)}${padLeft(distinct.cpu === null ? "-" : distinct.cpu.toFixed(2), 11)}  ${verdict}${refused}`,
      );
    }
  } finally {
    await uncached.stop();
  }
  return lines;
}

/**
 * Several servers on one PostgreSQL: the catalogue's req/s against one server, then against two at
 * once (half the connections each, as a round-robin balancer sends them), and mails per second with
 * both draining one burst of queued mail.
 */
async function benchTwoServers(target: Target, seeded: Seeded): Promise<string[]> {
  const first = await startServer(target);
  const second = await startServer(target);
  const lines = ["", `two servers on one PostgreSQL (${CONNECTIONS} connections in all, ${SECONDS} s each)`];
  try {
    const items = seeded.codes.map((code) => `/api/item/${encodeURIComponent(code)}`);
    const lists = ["FORD", "CHEVROLET", "DODGE", "PLYMOUTH", "PONTIAC", "BUICK"].flatMap((make) => [1, 2, 3].map((page) => `/api/searchResualt?make=${make}&page=${page}`));
    for (const [name, paths] of [
      ["item detail, random part", items],
      ["make lists, pages 1-3", lists],
    ] as const) {
      await measure(first.base, paths, { seconds: Math.min(2, SECONDS) });
      const one = await measure(first.base, paths);
      const half = Math.max(1, Math.floor(CONNECTIONS / 2));
      const [a, b] = await Promise.all([measure(first.base, paths, { connections: half }), measure(second.base, paths, { connections: half })]);
      const both = a.reqPerSec + b.reqPerSec;
      lines.push(
        `${pad(name, NAME_WIDTH)} one server ${Math.round(one.reqPerSec)} req/s (p99 ${one.p99} ms); two servers ${Math.round(both)} req/s (p99 ${Math.max(a.p99, b.p99)} ms), ${(both / one.reqPerSec).toFixed(2)}x`,
      );
    }
    const pool = new pg.Pool({ connectionString: target.env.DATABASE_URL, max: 2 });
    try {
      const burst = 2000;
      const started = Date.now();
      await pool.query(`insert into mail_outbox ("to", subject, text) select 'bench' || n || '@example.com', 'Bench mail ' || n, 'Thank you for your order.' from generate_series(1, $1::int) n`, [burst]);
      await pool.query("select pg_notify('partshop_outbox', '')");
      for (;;) {
        const { rows } = await pool.query<{ n: number }>("select count(*)::int as n from mail_outbox where status = 'pending'");
        if (rows[0]?.n === 0) break;
        if (Date.now() - started > 300_000) throw new Error("the mail burst was not sent within 5 minutes");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const ms = Date.now() - started;
      const { rows } = await pool.query<{ n: number; ids: number }>("select count(*)::int as n, count(distinct id)::int as ids from mail_outbox where subject like 'Bench mail %' and status = 'sent'");
      lines.push(`${pad("mail burst, both servers sending", NAME_WIDTH)} ${burst} mails (.eml files) in ${seconds(ms)}: ${Math.round((burst / ms) * 1000)} mails/s; ${rows[0]?.ids} sent once each`);
    } finally {
      await pool.end();
    }
  } finally {
    await second.stop();
    await first.stop();
  }
  return lines;
}

/** Where Debian's chromium is, for Lighthouse: CHROMIUM_PATH, else /usr/bin/chromium. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Lighthouse's mobile audit (its default: a mid-range phone on a throttled network, simulated) of the
 * home page, a FORD list page and a part URL on the production build: the four category scores, the
 * paint and layout figures, and the JavaScript the page downloads before it is usable.
 */
async function lighthouseFigures(target: Target): Promise<string[]> {
  if (!fs.existsSync(CHROMIUM)) return ["", `Lighthouse: not measured (no chromium at ${CHROMIUM}; set CHROMIUM_PATH)`];
  if (!fs.existsSync(path.join(root, "dist/ssr/entry-server.js"))) {
    console.log("\n== dist/ssr is missing: building the server renderer");
    if (spawnSync("npm", ["run", "build:ssr", "--silent"], { cwd: root, stdio: "inherit" }).status !== 0) return ["", "Lighthouse: the server renderer did not build, not measured"];
  }
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const server = await startServer(target);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  const lines = [
    "",
    "Lighthouse, mobile (simulated throttling), production build, server-rendered pages",
    `${pad("page", 34)}${padLeft("perf", 6)}${padLeft("a11y", 6)}${padLeft("best", 6)}${padLeft("seo", 6)}${padLeft("FCP s", 8)}${padLeft("LCP s", 8)}${padLeft("TBT ms", 8)}${padLeft("CLS", 7)}${padLeft("JS KB", 8)}  targets: perf >= 95, others 100, LCP < 1.8 s, CLS < 0.02`,
  ];
  try {
    for (const [name, url] of [
      ["home /", "/"],
      ["FORD list /all-products/FORD", "/all-products/FORD"],
      ["part /all-products/FORD/F67-HOOD", "/all-products/FORD/F67-HOOD"],
    ] as const) {
      console.log(`  lighthouse ${url} ...`);
      const result = await lighthouse(`${server.base}${url}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
      const lhr = result?.lhr;
      if (!lhr) {
        lines.push(`${pad(name, 34)}  no result`);
        continue;
      }
      const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100));
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const requests = (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
      const scriptKb = requests.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
      const lcp = numeric("largest-contentful-paint") / 1000;
      const cls = numeric("cumulative-layout-shift");
      const met = Number(score("performance")) >= 95 && ["accessibility", "best-practices", "seo"].every((id) => score(id) === "100") && lcp < 1.8 && cls < 0.02;
      lines.push(
        `${pad(name, 34)}${padLeft(score("performance"), 6)}${padLeft(score("accessibility"), 6)}${padLeft(score("best-practices"), 6)}${padLeft(score("seo"), 6)}${padLeft((numeric("first-contentful-paint") / 1000).toFixed(2), 8)}${padLeft(lcp.toFixed(2), 8)}${padLeft(String(Math.round(numeric("total-blocking-time"))), 8)}${padLeft(cls.toFixed(3), 7)}${padLeft(scriptKb.toFixed(1), 8)}  ${met ? "ok" : "MISSED"}`,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  return lines;
}

/** Builds the storefront into a folder; false when the build fails. */
function viteBuild(outDir: string): boolean {
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn", "--outDir", outDir, "--emptyOutDir"], { cwd: root, stdio: "inherit" });
  return build.status === 0;
}

/**
 * The gzipped size of the JavaScript the home page loads: the entry script, its module preloads and
 * the lazy home page chunk, each with the modules it imports statically.
 */
async function homePageJavaScript(): Promise<string> {
  let webDir = path.join(root, "dist/web");
  let source = "dist/web";
  if (process.env.BENCH_BUILD === "1") {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), "partshop-bench-web-"));
    const temporary = webDir;
    cleanups.push(async () => fs.rmSync(temporary, { recursive: true, force: true }));
    console.log("\n== BENCH_BUILD=1: building the storefront into a temporary folder");
    if (viteBuild(webDir)) source = "a fresh build";
    else if (fs.existsSync(path.join(root, "dist/web/index.html"))) {
      webDir = path.join(root, "dist/web");
      source = `the fresh build FAILED, so dist/web of ${fs.statSync(path.join(webDir, "index.html")).mtime.toISOString().slice(0, 16).replace("T", " ")} UTC`;
    } else return "home page JavaScript: vite build failed, not measured";
  } else if (!fs.existsSync(path.join(webDir, "index.html"))) {
    console.log("\n== dist/web is missing: running vite build");
    if (!viteBuild(webDir)) return "home page JavaScript: vite build failed, not measured";
  } else source = `dist/web of ${fs.statSync(path.join(webDir, "index.html")).mtime.toISOString().slice(0, 16).replace("T", " ")} UTC (BENCH_BUILD=1 builds afresh)`;

  const html = fs.readFileSync(path.join(webDir, "index.html"), "utf8");
  const start = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) start.add(match[1] as string);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) start.add(match[1] as string);
  for (const match of html.matchAll(/<link[^>]+href="([^"]+\.js)"[^>]+rel="modulepreload"/g)) start.add(match[1] as string);
  const assets = path.join(webDir, "assets");
  const homeChunk = fs.existsSync(assets) ? fs.readdirSync(assets).find((file) => /^home-page-[\w-]+\.js$/.test(file)) : undefined;
  const queue = [...start].map((url) => path.join(webDir, url.replace(/^\//, "")));
  if (homeChunk) queue.push(path.join(assets, homeChunk));
  const seen = new Set<string>();
  let raw = 0;
  let gz = 0;
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    const content = fs.readFileSync(file);
    raw += content.length;
    gz += gzipSync(content, { level: 9 }).length;
    for (const match of content.toString("utf8").matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) queue.push(path.resolve(path.dirname(file), match[1] as string));
    // The entry loads the app (start) once the page is painted: part of every page's first download all the same.
    // vite lists what a dynamic import loads in the chunk's __vite__mapDeps: for the entry, the app and its modules.
    if (seen.size === 1) for (const match of content.toString("utf8").matchAll(/["'`](assets\/[\w.-]+\.js)["'`]/g)) queue.push(path.join(webDir, match[1] as string));
  }
  const kb = gz / 1024;
  return `home page JavaScript (${source}): ${seen.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${kb.toFixed(1)} KB gzipped${homeChunk ? "" : " (no home-page chunk found)"}  (target < 150 KB gz: ${kb < 150 ? "ok" : "MISSED"})`;
}

/** The full API fuzz through vitest, on the embedded database or on a server's new databases (one per test file). */
function fullFuzz(serverUrl?: string): string {
  const label = serverUrl ? "postgres" : "embedded";
  console.log(`\n== full API fuzz (${label}): test/api/fuzz.test.ts at FUZZ_SCALE=${process.env.FUZZ_SCALE ?? 1}`);
  const { TEST_DATABASE_URL: _ignored, ...env } = process.env;
  const run = spawnSync("npx", ["vitest", "run", "--config", serverUrl ? "vitest.postgres.config.ts" : "vitest.config.ts", "test/api/fuzz.test.ts"], {
    cwd: root,
    env: { ...env, FUZZ_SCALE: process.env.FUZZ_SCALE ?? "1", ...(serverUrl ? { TEST_DATABASE_URL: serverUrl } : {}) },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["ignore", "pipe", "inherit"],
  });
  process.stdout.write(run.stdout);
  const summary = /API fuzz, seed (\d+), scale ([\d.]+), \w+ database: (\d+) requests in ([\d.]+) s/.exec(run.stdout);
  if (!summary) return `API fuzz (${label}): no summary; the run ${run.status === 0 ? "passed" : "FAILED"} (output above)`;
  const [, seed, scale, requests, seconds] = summary;
  const errors = [...run.stdout.matchAll(/5xx (\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
  return `API fuzz (${label}, seed ${seed}, scale ${scale}): ${Number(requests).toLocaleString("en-CA")} requests in ${seconds} s, ${(Number(requests) / Number(seconds)).toFixed(0)} req/s, ${errors} answered 5xx, ${run.status === 0 ? "passed" : "FAILED (output above)"}`;
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
  console.log(`Partshop benchmark: ${ITEMS.toLocaleString("en-CA")} parts, ${CONNECTIONS} connections, ${SECONDS} s per operation`);
  try {
    console.log("\n== building the server (dist/server), as npm start does");
    if (spawnSync("npm", ["run", "build:server", "--silent"], { cwd: root, stdio: "inherit" }).status !== 0) throw new Error("The server build failed.");
    if (!POSTGRES_ONLY) {
      const embedded = await embeddedTarget();
      if (!PARTIAL) report.push(...(await benchTarget(embedded.target, embedded.seeded)));
      if (ONLY === undefined || ONLY === "catalogue") report.push(...(await benchDistinct(embedded.target, embedded.seeded)));
      if (ONLY === undefined || ONLY === "lighthouse") report.push(...(await lighthouseFigures(embedded.target)));
      await embedded.target.cleanup();
    }

    const serverUrl = ONLY === "lighthouse" ? undefined : process.env.DATABASE_URL;
    if (serverUrl) {
      const postgres = await postgresTarget(serverUrl);
      if (!PARTIAL) report.push(...(await benchTarget(postgres.target, postgres.seeded)));
      report.push(...(await benchDistinct(postgres.target, postgres.seeded)));
      if (!PARTIAL) report.push(...(await benchTwoServers(postgres.target, postgres.seeded)));
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
