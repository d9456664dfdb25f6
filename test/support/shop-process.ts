/**
 * The real shop as a process for tests of what happens to it (kill -9, signals, crashes): started as
 * `node --import tsx src/server/main.ts` on an embedded database in a folder of the test's.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
export const serverEntry = path.join(root, "src/server/main.ts");
export const tsxLoader = import.meta.resolve("tsx");
export const spawned = new Set<number>();

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningShop {
  process: ChildProcess;
  pid: number;
  baseUrl: string;
  dataDir: string;
  exited: Promise<Exit>;
  output(): string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export function shopEnv(dataDir: string, port: number, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  // DATABASE_URL is cleared: CI runs test/ a second time with it set, and these tests are about the embedded database.
  return {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: "",
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
    CAPTCHA: "off",
    NODE_ENV: "test",
    ...extra,
  };
}

export function track(child: ChildProcess): Promise<Exit> {
  if (child.pid) spawned.add(child.pid);
  return new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
}

export async function startShop(dataDir: string, extra: NodeJS.ProcessEnv = {}): Promise<RunningShop> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", tsxLoader, serverEntry], {
    cwd: root,
    env: shopEnv(dataDir, port, extra),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const shop = { process: child, pid: child.pid as number, baseUrl: `http://127.0.0.1:${port}`, dataDir, exited: track(child), output: () => output };
  await waitUntilReady(shop);
  return shop;
}

export async function waitUntilReady(shop: { baseUrl: string; exited: Promise<Exit>; output(): string }, timeoutMs = 120_000): Promise<void> {
  let exit: Exit | undefined;
  shop.exited.then((value) => {
    exit = value;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exit) throw new Error(`The shop stopped while starting (${JSON.stringify(exit)}): ${shop.output()}`);
    try {
      if ((await fetch(`${shop.baseUrl}/api/ready`)).status === 200) return;
    } catch {}
    await sleep(100);
  }
  throw new Error(`The shop was not ready within ${timeoutMs / 1000} s: ${shop.output()}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await sleep(50);
  }
  return condition();
}

/** Resolves with the exit, or with null when the process is still running after the time given. */
export function exitWithin(exited: Promise<Exit>, timeoutMs: number): Promise<Exit | null> {
  return Promise.race([exited, sleep(timeoutMs).then(() => null)]);
}

/** True when a new TCP connection to the server is refused: it has stopped listening. */
export function connectionRefused(baseUrl: string): Promise<boolean> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

/** Temporary data directories of one test file: empty ones, copies of a template's database, all removed by `removeAll`. */
export class DataDirectories {
  private readonly made: string[] = [];

  constructor(private readonly prefix: string) {}

  /** A new, empty folder. */
  empty(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${this.prefix}-`));
    this.made.push(dir);
    return dir;
  }

  /** A copy of a template's database, made once: creating and migrating one takes PGlite many seconds. */
  copyOf(template: string): string {
    const dir = this.empty();
    fs.cpSync(path.join(template, "pgdata"), path.join(dir, "pgdata"), { recursive: true });
    return dir;
  }

  /** Every folder made so far. */
  all(): readonly string[] {
    return this.made;
  }

  removeAll(): void {
    for (const dir of this.made) fs.rmSync(dir, { recursive: true, force: true });
  }
}
