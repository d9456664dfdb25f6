import { type ChildProcess, fork } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const childScript = fileURLToPath(new URL("./pglite-child.ts", import.meta.url));
const tsxLoader = import.meta.resolve("tsx");

export interface EmbeddedDatabase {
  /** The folder that holds the socket: node-postgres takes it as the host. */
  socketDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
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

/**
 * Takes the data directory's lock. A live app holding it refuses the start; a lock left by a killed
 * app is taken over once its database process has finished shutting down.
 */
async function acquireLock(lockFile: string, dataDir: string): Promise<void> {
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

/**
 * Starts PGlite in a child process serving a unix socket under the data directory (or a temporary
 * folder for an in-memory database). The child exits when this process exits, however it exits.
 */
export async function startEmbeddedDatabase(dataDir: string | "memory://"): Promise<EmbeddedDatabase> {
  const inMemory = dataDir === "memory://";
  const socketDir = inMemory ? fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? "/tmp"), "partshop-db-")) : path.resolve(dataDir);
  fs.mkdirSync(socketDir, { recursive: true });
  const pgdata = inMemory ? "memory://" : path.join(socketDir, "pgdata");
  const lockFile = path.join(socketDir, "partshop.lock");
  const socketPath = path.join(socketDir, ".s.PGSQL.5432");

  await acquireLock(lockFile, socketDir);
  fs.rmSync(socketPath, { force: true });

  const child = fork(childScript, [pgdata, socketPath], {
    execArgv: ["--import", tsxLoader],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  fs.writeFileSync(lockFile, JSON.stringify({ appPid: process.pid, childPid: child.pid ?? 0 } satisfies LockContent));

  const release = () => {
    const held = readLock(lockFile);
    if (held?.appPid === process.pid) fs.rmSync(lockFile, { force: true });
    if (inMemory) fs.rmSync(socketDir, { recursive: true, force: true });
  };
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const onProcessExit = () => {
    child.kill("SIGTERM");
    release();
  };
  process.once("exit", onProcessExit);

  try {
    await new Promise<void>((resolve, reject) => {
      child.once("message", (message: { type: string; message?: string }) => {
        if (message.type === "ready") resolve();
        else reject(new Error(`The embedded database did not start: ${message.message}`));
      });
      child.once("exit", (code) => reject(new Error(`The embedded database stopped while starting (exit code ${code}).`)));
    });
  } catch (error) {
    process.removeListener("exit", onProcessExit);
    child.kill("SIGKILL");
    await exited;
    release();
    throw error;
  }

  return {
    socketDir,
    child,
    async stop() {
      process.removeListener("exit", onProcessExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.disconnect();
        await exited;
      }
      release();
    },
  };
}
