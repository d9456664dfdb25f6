import { type ChildProcess, fork } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// From source (tsx, vitest) this module is launcher.ts and the child is run through the tsx loader;
// in the production bundle it is dist/server/main.js and the child is the built pglite-child.js beside it.
const fromSource = import.meta.url.endsWith(".ts");
const childScript = fileURLToPath(new URL(fromSource ? "./pglite-child.ts" : "./pglite-child.js", import.meta.url));
const childExecArgv = fromSource ? ["--import", import.meta.resolve("tsx")] : [];
/**
 * For a database that lives for seconds (a test file's, decision 048): V8 runs PostgreSQL's WebAssembly
 * as its baseline compiler made it. The optimizing compiler would recompile the busy functions in the
 * background, which costs more CPU than a life that short wins back (5.3 -> 3.2 s of CPU for a start,
 * 200 queries and a stop). A server's database lives for days and keeps V8's default.
 */
const BRIEF_CHILD_FLAGS = ["--liftoff-only"];

/**
 * Waits before each restart of a database process that died. The first try nearly always works (the
 * data is intact; the process was killed); a fault that survives three tries over a few seconds (a full
 * disk, a damaged data directory) will not go away by itself, and a supervisor should take over.
 */
const RESTART_DELAYS_MS = [100, 1_000, 3_000];
/** Creating a database from scratch takes PGlite many seconds on a busy machine; opening one, a few. */
const FIRST_START_TIMEOUT_MS = 180_000;
const RESTART_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export interface EmbeddedDatabase {
  /** The folder that holds the socket: node-postgres takes it as the host. */
  socketDir: string;
  /** False from the moment the database process dies until a new one serves the same data. */
  isAvailable(): boolean;
  stop(): Promise<void>;
}

export interface Supervision {
  /** Told when the database process dies and when a new one serves again, for the log. */
  onAvailabilityChange?(available: boolean, detail: string): void;
  /** Called once when the database process died and could not be restarted: the app should exit. */
  onFatal?(error: Error): void;
}

interface LockContent {
  appPid: number;
  childPid: number;
}

export class DataDirectoryLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(`The data directory ${dataDir} is in use by another Partshop process (pid ${pid}). Stop it first, or set DATA_DIR to another folder.`);
    this.name = "DataDirectoryLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(file: string): LockContent | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as LockContent;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

/**
 * Takes the data directory's lock. A live app holding it refuses the start; a lock left by a killed
 * app is taken over once its database process has finished shutting down.
 */
export async function acquireLock(lockFile: string, dataDir: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify({ appPid: process.pid, childPid: 0 }), { flag: "wx" });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const held = readLock(lockFile);
    if (held && held.appPid !== process.pid && isAlive(held.appPid)) throw new DataDirectoryLockedError(dataDir, held.appPid);
    if (held?.childPid && isAlive(held.childPid)) {
      await sleep(100);
      continue;
    }
    fs.rmSync(lockFile, { force: true });
  }
  throw new Error(`Timed out waiting for the old database process of ${dataDir} to stop.`);
}

/** How a child starts: from a dump of another database (in memory only), and whether it lives only briefly. */
interface ChildStart {
  startFrom?: string;
  brief?: boolean;
}

interface LaunchedChild {
  child: ChildProcess;
  /** Resolves when the child serves its socket; rejects when it fails, exits or takes too long. */
  ready: Promise<void>;
  exited: Promise<void>;
}

function launchChild(pgdata: string, socketPath: string, timeoutMs: number, from: ChildStart): LaunchedChild {
  const child = fork(childScript, [pgdata, socketPath, ...(from.startFrom ? [from.startFrom] : [])], {
    execArgv: from.brief ? [...childExecArgv, ...BRIEF_CHILD_FLAGS] : childExecArgv,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`The embedded database did not start within ${timeoutMs / 1000} s.`));
      child.kill("SIGKILL");
    }, timeoutMs);
    child.once("message", (message: { type: string; message?: string }) => {
      clearTimeout(timer);
      if (message.type === "ready") resolve();
      else reject(new Error(`The embedded database did not start: ${message.message}`));
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The embedded database stopped while starting (${describeExit(code, signal)}).`));
    });
  });
  ready.catch(() => {});
  return { child, ready, exited };
}

/**
 * Starts PGlite in a child process serving a unix socket under the data directory (or a temporary
 * folder for an in-memory database), and supervises it: when it dies the database is unavailable
 * until a new child serves the same data; if none can, `onFatal` is called. The child exits when
 * this process exits, however it exits.
 */
export async function startEmbeddedDatabase(dataDir: string | "memory://", supervision: Supervision = {}, from: ChildStart = {}): Promise<EmbeddedDatabase> {
  const inMemory = dataDir === "memory://";
  if (from.startFrom && !inMemory) throw new Error("Only an in-memory database starts from a dump of another.");
  const socketDir = inMemory ? fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? "/tmp"), "partshop-db-")) : path.resolve(dataDir);
  fs.mkdirSync(socketDir, { recursive: true });
  const pgdata = inMemory ? "memory://" : path.join(socketDir, "pgdata");
  const lockFile = path.join(socketDir, "partshop.lock");
  const socketPath = path.join(socketDir, ".s.PGSQL.5432");

  await acquireLock(lockFile, socketDir);

  let current: ChildProcess | undefined;
  let available = false;
  let stopping = false;
  let restarting: Promise<void> | undefined;
  let wakeRestart: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeRestart = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const writeLock = (childPid: number) => fs.writeFileSync(lockFile, JSON.stringify({ appPid: process.pid, childPid } satisfies LockContent));
  const release = () => {
    const held = readLock(lockFile);
    if (held?.appPid === process.pid) fs.rmSync(lockFile, { force: true });
    if (inMemory) fs.rmSync(socketDir, { recursive: true, force: true });
  };

  /** Forks a child on the data directory; once it serves, its death is an outage to recover from. */
  function launch(timeoutMs: number): LaunchedChild {
    fs.rmSync(socketPath, { force: true });
    const launched = launchChild(pgdata, socketPath, timeoutMs, from);
    current = launched.child;
    writeLock(launched.child.pid ?? 0);
    let serving = false;
    launched.ready.then(
      () => {
        serving = true;
      },
      () => {},
    );
    launched.child.once("exit", (code, signal) => {
      if (stopping || !serving || current !== launched.child) return;
      current = undefined;
      available = false;
      supervision.onAvailabilityChange?.(false, `The embedded database process ${launched.child.pid} stopped unexpectedly (${describeExit(code, signal)}).`);
      restarting = restart().finally(() => {
        restarting = undefined;
      });
    });
    return launched;
  }

  async function restart(): Promise<void> {
    if (inMemory) {
      supervision.onFatal?.(new Error("The in-memory database process died, and its data with it: there is nothing to restart."));
      return;
    }
    let lastError = new Error("No restart was tried.");
    for (const [index, delay] of RESTART_DELAYS_MS.entries()) {
      await pause(delay);
      if (stopping) return;
      const launched = launch(RESTART_TIMEOUT_MS);
      try {
        await launched.ready;
      } catch (error) {
        lastError = error as Error;
        await launched.exited;
        if (current === launched.child) current = undefined;
        if (stopping) return;
        continue;
      }
      if (stopping) return;
      available = true;
      supervision.onAvailabilityChange?.(
        true,
        `The embedded database is back (process ${launched.child.pid}, try ${index + 1} of ${RESTART_DELAYS_MS.length}).`,
      );
      return;
    }
    if (stopping) return;
    writeLock(0);
    supervision.onFatal?.(
      new Error(`The embedded database process died and could not be restarted after ${RESTART_DELAYS_MS.length} tries: ${lastError.message}`),
    );
  }

  // A child still shutting down keeps the lock, so that the next start waits for it (see acquireLock).
  const onProcessExit = () => {
    if (!current || hasExited(current)) release();
  };
  process.once("exit", onProcessExit);

  const first = launch(FIRST_START_TIMEOUT_MS);
  try {
    await first.ready;
  } catch (error) {
    stopping = true;
    process.removeListener("exit", onProcessExit);
    first.child.kill("SIGKILL");
    await first.exited;
    release();
    throw error;
  }
  available = true;

  return {
    socketDir,
    isAvailable: () => available,
    async stop() {
      stopping = true;
      available = false;
      wakeRestart?.();
      process.removeListener("exit", onProcessExit);
      const child = current;
      if (child && !hasExited(child)) {
        const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
        // The child finishes its work and closes PGlite when its channel closes.
        if (child.connected) child.disconnect();
        const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      await restarting;
      release();
    },
  };
}
