/**
 * npm run bench
 * Seeds a fresh database with the large catalogue, starts the real server on it, and measures the
 * calls that matter with autocannon. Runs on a fresh embedded database in a temporary folder, and
 * also on a fresh database created on DATABASE_URL's server when DATABASE_URL is set. Cleans up after.
 *
 * BENCH_SECONDS (10) per operation, BENCH_ITEMS (200000) parts, BENCH_CONNECTIONS (50),
 * BENCH_BUILD=1 to measure the home page's JavaScript on a fresh build in a temporary folder
 * (dist/web is left alone); otherwise dist/web is measured, and built first when missing.
 *
 * Accounts: sign-ins per second of the demo customer with the production argon2 settings (the server
 * runs with LOGIN_RATE_LIMIT raised, so the figure is argon2's, not the limiter's), and the cost of
 * the session lookup: catalogue calls with the demo customer's sid cookie against the same calls anonymous.
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

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const SECONDS = numberFrom("BENCH_SECONDS", 10);
const ITEMS = Math.floor(numberFrom("BENCH_ITEMS", 200_000));
const CONNECTIONS = Math.floor(numberFrom("BENCH_CONNECTIONS", 50));
/** The bench server's per-IP sign-in limit: far above what argon2 allows in a run, so sign-ins are never refused. */
const BENCH_LOGIN_RATE_LIMIT = 1_000_000;
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
  seedMs: number;
}

async function seedTarget(options: { url?: string; dataDir?: string }): Promise<Seeded> {
  const started = Date.now();
  const database = await openDatabase({ url: options.url, dataDir: options.dataDir, poolMax: 2 });
  try {
    await migrateDatabase(database.db);
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
    return { codes: rows.map((row) => row.item), seedMs };
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
  stop(): Promise<void>;
}

async function startServer(target: Target): Promise<RunningServer> {
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
    LOGIN_RATE_LIMIT: String(BENCH_LOGIN_RATE_LIMIT),
  };
  if (!target.env.DATABASE_URL) delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts")], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
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
      if (response.ok) return { base, stop };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not answer within 2 minutes:\n${output}`);
}

/** What a request sends besides its path: a POST body, headers, and cookies taken in turn (one a request). */
interface RequestShape {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  cookies?: readonly string[];
}

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
      next++;
      return { ...request, path: pathname, ...(cookie ? { headers: { ...request.headers, cookie } } : {}) };
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
  total: number;
}

async function measure(base: string, paths: readonly string[], options: { connections?: number; seconds?: number; request?: RequestShape } = {}): Promise<Measure> {
  const result = await autocannon({
    url: base,
    connections: options.connections ?? CONNECTIONS,
    duration: options.seconds ?? SECONDS,
    requests: [rotating(paths, options.request)],
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result["2xx"] + result.non2xx,
  };
}

async function statusOf(url: string, request: RequestShape = {}): Promise<number> {
  try {
    const cookie = request.cookies?.[0];
    return (await fetch(url, { method: request.method ?? "GET", headers: { ...request.headers, ...(cookie ? { cookie } : {}) }, body: request.body })).status;
  } catch {
    return 0;
  }
}

const signInRequest: RequestShape = {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
};

/**
 * Signs the demo customer in once per connection and returns the session cookies ("sid=..."), or why
 * it could not: the signed-in calls then come from as many sessions as connections, as from real shoppers.
 */
async function demoCustomerSessions(base: string, count: number): Promise<{ cookies: string[] } | { failed: string }> {
  const signIn = async () => {
    const response = await fetch(`${base}/api/loginCustomer`, { method: "POST", headers: signInRequest.headers, body: signInRequest.body });
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
  const p99Under = (ms: number) => ({ check: (m: Measure) => m.p99 < ms, text: `p99 < ${ms} ms` });
  const signedIn: RequestShape = "cookies" in sessions ? { cookies: sessions.cookies } : {};
  const sessionCost = { check: (m: Measure, _: Measure, anonymous: Measure | undefined) => anonymous !== undefined && anonymous.reqPerSec / m.reqPerSec < 1.3, text: "< 1.3x anonymous" };
  return [
    { name: "trivial GET /api/store", paths: ["/api/store"] },
    { name: ITEM_DETAIL, paths: items, target: { check: (m, trivial) => m.reqPerSec >= trivial.reqPerSec * 0.3, text: ">= 30% of trivial" } },
    { name: "item detail, signed in (sid)", paths: items, request: signedIn, signedInTwinOf: ITEM_DETAIL, target: sessionCost },
    { name: FORD_PAGE_3, paths: ["/api/searchResualt?make=FORD&page=3"], target: p99Under(50) },
    { name: "FORD list, page 3, signed in (sid)", paths: ["/api/searchResualt?make=FORD&page=3"], request: signedIn, signedInTwinOf: FORD_PAGE_3, target: sessionCost },
    { name: "FORD + 1967 filter", paths: ["/api/searchResualt?make=FORD&year=1967"], target: p99Under(50) },
    { name: "item-text search (10 terms)", paths: searches, target: p99Under(100) },
    { name: "home: /api/banner", paths: ["/api/banner"] },
    { name: "home: /api/getRandomNewProducts", paths: ["/api/getRandomNewProducts"] },
    { name: "home: /api/featureProducts", paths: ["/api/featureProducts"] },
    { name: "home: /api/popular", paths: ["/api/popular"] },
    { name: "home: /api/makes", paths: ["/api/makes"] },
    {
      name: "sign-in POST /api/loginCustomer",
      paths: ["/api/loginCustomer"],
      request: signInRequest,
      note: `argon2id as in production; LOGIN_RATE_LIMIT=${BENCH_LOGIN_RATE_LIMIT} for this run so the per-IP limit never answers`,
    },
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
  }
  const kb = gz / 1024;
  return `home page JavaScript (${source}): ${seen.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${kb.toFixed(1)} KB gzipped${homeChunk ? "" : " (no home-page chunk found)"}  (target < 150 KB gz: ${kb < 150 ? "ok" : "MISSED"})`;
}

async function main() {
  const report: string[] = [];
  console.log(`Partshop benchmark: ${ITEMS.toLocaleString("en-CA")} parts, ${CONNECTIONS} connections, ${SECONDS} s per operation`);
  try {
    const embedded = await embeddedTarget();
    report.push(...(await benchTarget(embedded.target, embedded.seeded)));
    await embedded.target.cleanup();

    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) {
      const postgres = await postgresTarget(serverUrl);
      report.push(...(await benchTarget(postgres.target, postgres.seeded)));
    } else report.push("\nPostgreSQL: not measured (set DATABASE_URL to a server where a database may be created)");

    report.push(`\n${await homePageJavaScript()}`);
    console.log(report.join("\n"));
  } finally {
    await cleanUpEverything();
  }
}

main().then(
  () => process.exit(0),
  async (error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    await cleanUpEverything();
    process.exit(1);
  },
);
