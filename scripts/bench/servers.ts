/**
 * The shop's production server started against a benchmark database, and autocannon's measures of
 * it: request shapes (bodies, cookies, addresses taken in turn), figures and report formatting.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import autocannon from "autocannon";
import { type BenchOptions, cleanups, root, type Target } from "./targets";

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

export interface RunningServer {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the production build (dist/server) on the target's database; answers once /api/store does
 * and the machine has settled (unless `settle` is false: then as soon as it answers).
 */
export async function startServer(target: Target, extraEnv: Record<string, string> = {}, { settle = true }: { settle?: boolean } = {}): Promise<RunningServer> {
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
  // BENCH_SERVER_NODE_ARGS: Node's options for the measured server alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, path.join(root, "dist/server/main.js")], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
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
      if (response.ok) {
        if (settle) await settledMachine();
        return { base, pid: child.pid as number, stop };
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not answer within 2 minutes:\n${output}`);
}

/** The machine's busy and total CPU time so far (Linux /proc/stat, every core), or null where there is none. */
function cpuTimes(): { busy: number; total: number } | null {
  try {
    const fields = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/**
 * Waits (up to a minute) until the machine is quiet: a server that answers has often not finished
 * starting (the search index and the fitment snapshot are read in the background, the embedded
 * database settles after a seed), and a figure taken meanwhile measures the start, not the route.
 * Quiet is under 15% of the machine busy for a whole second; the bench itself runs nothing else then.
 */
export async function settledMachine(): Promise<void> {
  const deadline = Date.now() + 60_000;
  let before = cpuTimes();
  if (!before) return;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = cpuTimes();
    if (!now) return;
    const share = (now.busy - before.busy) / Math.max(1, now.total - before.total);
    if (share < 0.15) return;
    before = now;
  }
}

/** What a request sends besides its path: a POST body, headers, cookies and bodies taken in turn (one a request), and the address it comes from. */
export interface RequestShape {
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
export const nextAddress = () => {
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

export interface Measure {
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

/** Measures paths asked in turn by the benchmark's connections for its seconds (or those given). */
export async function measure(
  bench: BenchOptions,
  base: string,
  paths: readonly string[],
  options: { connections?: number; seconds?: number; request?: RequestShape } = {},
): Promise<Measure> {
  const statuses: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: options.connections ?? bench.connections,
        duration: options.seconds ?? bench.seconds,
        timeout: 10,
        requests: [rotating(paths, options.request)],
      },
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

/** The status a single request answers (0 when it cannot connect). */
export async function statusOf(url: string, request: RequestShape = {}): Promise<number> {
  try {
    const cookie = request.cookies?.[0];
    const from = request.from === "distinct" ? nextAddress() : request.from;
    const headers = { ...request.headers, ...(cookie ? { cookie } : {}), ...(from ? { "x-forwarded-for": from } : {}) };
    return (await fetch(url, { method: request.method ?? "GET", headers, body: request.bodies?.[0] ?? request.body })).status;
  } catch {
    return 0;
  }
}

/** The answers of a measure by status, for a report line. */
export const answers = (m: Measure) =>
  Object.entries(m.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}: ${count}`)
    .concat(m.timeouts > 0 ? [`timed out (>10 s): ${m.timeouts}`] : [])
    .join(", ") || "none";

/** Report columns. */
export const NAME_WIDTH = 38;
export const pad = (text: string, width: number) => (text.length >= width ? text : text + " ".repeat(width - text.length));
export const padLeft = (text: string, width: number) => (text.length >= width ? text : " ".repeat(width - text.length) + text);

/** JSON POSTs' headers. */
export const jsonHeaders = { "content-type": "application/json" };

/** The same small JSON answer /api/health gives, from Node's own `http` with nothing in between. */
const BARE_SERVER = `
const body = '{"status":"ok"}';
require("node:http").createServer((request, response) => {
  response.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
  response.end(body);
}).listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
`;

/** A bare Node `http` server in its own process, as the shop's server runs: the ceiling any route is measured against. */
export async function startBareServer(): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["-e", BARE_SERVER], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await exited;
  };
  cleanups.push(stop);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", () => reject(new Error("The bare Node server stopped while starting.")));
  });
  return { base: `http://127.0.0.1:${port}`, pid: child.pid as number, stop };
}
