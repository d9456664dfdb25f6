import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedDatabase } from "../src/server/db/embedded/launcher";
import { DataDirectories } from "./support/shop-process";

const fixture = path.resolve(import.meta.dirname, "fixtures/open-db.ts");
const started = new Set<ChildProcess>();
const folders = new DataDirectories("partshop-guard");

interface Opened {
  process: ChildProcess;
  exited: Promise<number | null>;
  /** Resolves with the READY payload, or rejects with the FAILED line. */
  ready: Promise<{ pid: number; notes: string[] }>;
}

function openInProcess(dataDir: string, note?: string): Opened {
  const child = spawn(process.execPath, ["--import", "tsx", fixture, dataDir, ...(note ? [note] : [])], { stdio: ["ignore", "pipe", "pipe"] });
  started.add(child);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  exited.then(() => started.delete(child));
  let output = "";
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const ready = new Promise<{ pid: number; notes: string[] }>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const readyLine = /^READY (.*)$/m.exec(output);
      if (readyLine) resolve(JSON.parse(readyLine[1] as string));
      const failed = /^FAILED (.*)$/m.exec(output);
      if (failed) reject(new Error(failed[1]));
    });
    exited.then((code) => reject(new Error(`exited with ${code} before it was ready: ${output} ${errors}`.trim())));
  });
  ready.catch(() => {});
  return { process: child, exited, ready };
}

let template = "";

const freshDataDir = () => folders.copyOf(template);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

const lockOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, "partshop.lock"), "utf8")) as { appPid: number; childPid: number };

/** The command line a running process was started with, its arguments apart. */
const commandLineOf = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");

async function stop(opened: Opened): Promise<number | null> {
  opened.process.kill("SIGTERM");
  return opened.exited;
}

/** The pid of a process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid as number;
}

beforeAll(async () => {
  template = folders.empty();
  const opened = openInProcess(template);
  await opened.ready;
  expect(await stop(opened)).toBe(0);
}, 180_000);

afterAll(() => {
  for (const child of started) child.kill("SIGKILL");
  folders.removeAll();
});

describe("the embedded database's guardrails, with real processes", () => {
  it("refuses a second process on the same data directory while the first runs", { timeout: 120_000 }, async () => {
    const dir = freshDataDir();
    const first = openInProcess(dir, "first");
    const { pid } = await first.ready;

    const second = openInProcess(dir);
    await expect(second.ready).rejects.toThrow(`DataDirectoryLockedError: The data directory ${dir} is in use by another Partshop process (pid ${pid})`);
    expect(await second.exited).toBe(2);

    expect(lockOf(dir).appPid).toBe(pid);
    expect(await stop(first)).toBe(0);
    expect(fs.existsSync(path.join(dir, "partshop.lock"))).toBe(false);
  });

  it("stops the database process of an app killed with SIGKILL, and the next start finds the data intact", { timeout: 180_000 }, async () => {
    const dir = freshDataDir();
    const app = openInProcess(dir, "before the crash");
    await app.ready;
    const { childPid } = lockOf(dir);
    expect(isAlive(childPid)).toBe(true);

    app.process.kill("SIGKILL");
    await app.exited;
    expect(await waitFor(() => !isAlive(childPid), 30_000)).toBe(true);

    const restarted = openInProcess(dir, "after the restart");
    const { notes } = await restarted.ready;
    expect(notes).toEqual(["before the crash", "after the restart"]);
    expect(await stop(restarted)).toBe(0);
  });

  it("runs a test file's brief database on V8's baseline compiler only, and a server's on V8's default (decision 048)", { timeout: 120_000 }, async () => {
    const brief = await startEmbeddedDatabase("memory://", {}, { brief: true });
    try {
      expect(commandLineOf(lockOf(brief.socketDir).childPid)).toContain("--liftoff-only");
    } finally {
      await brief.stop();
    }
    const dir = freshDataDir();
    const app = openInProcess(dir);
    await app.ready;
    const childArguments = commandLineOf(lockOf(dir).childPid);
    expect(childArguments.some((argument) => argument.endsWith("pglite-child.ts"))).toBe(true);
    expect(childArguments).not.toContain("--liftoff-only");
    expect(await stop(app)).toBe(0);
  });

  it("removes a stale socket file and a lock left by a dead process on start", { timeout: 120_000 }, async () => {
    const dir = freshDataDir();
    const socket = path.join(dir, ".s.PGSQL.5432");
    fs.writeFileSync(socket, "left over by a crash");
    fs.writeFileSync(path.join(dir, "partshop.lock"), JSON.stringify({ appPid: await deadPid(), childPid: await deadPid() }));

    const app = openInProcess(dir, "fresh");
    const { pid, notes } = await app.ready;
    expect(notes).toEqual(["fresh"]);
    expect(lockOf(dir).appPid).toBe(pid);
    expect(fs.statSync(socket).isSocket()).toBe(true);
    expect(await stop(app)).toBe(0);
  });
});
