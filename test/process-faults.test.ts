/**
 * The shop's processes under faults, with real processes: the server as `node --import tsx
 * src/server/main.ts` on its embedded database, killed and signalled the way an operator, a crash or
 * a supervisor would.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connectionRefused,
  DataDirectories,
  exitWithin,
  freePort,
  isAlive,
  root,
  serverEntry,
  shopEnv,
  sleep,
  spawned,
  startShop,
  track,
  tsxLoader,
  waitFor,
  waitUntilReady,
} from "./support/shop-process";

const folders = new DataDirectories("partshop-faults");

const lockOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, "partshop.lock"), "utf8")) as { appPid: number; childPid: number };

/** Every live process whose command line names the data directory: the app's database processes. */
function processesUsing(dataDir: string): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(dataDir)) pids.push(Number(entry));
    } catch {}
  }
  return pids;
}

let template = "";

const freshDataDir = () => folders.copyOf(template);

const registration = (email: string) => ({ firstname: "Riley", lastname: "Newman", email, password: "Garage2024", checked: true, altcha: "x" });

async function registerCustomer(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/newCustomer`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(registration(email)),
  });
  expect(response.status).toBe(200);
  const cookie = /sid=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0];
  expect(cookie).toBeDefined();
  return cookie as string;
}

interface Answer {
  call: string;
  status: number;
  retryAfter: string | null;
  code?: string;
}

async function ask(baseUrl: string, call: string, cookie: string): Promise<Answer> {
  const response = await fetch(`${baseUrl}${call}`, { headers: { cookie } });
  const body = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
  return { call, status: response.status, retryAfter: response.headers.get("retry-after"), code: body.error?.code };
}

beforeAll(async () => {
  template = folders.empty();
  const shop = await startShop(template);
  shop.process.kill("SIGTERM");
  expect(await shop.exited).toEqual({ code: 0, signal: null });
}, 180_000);

afterAll(() => {
  for (const pid of spawned) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {}
  }
  for (const dir of folders.all()) {
    for (const pid of processesUsing(dir)) process.kill(pid, "SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe("the shop's processes under faults", () => {
  it("answers 503 with Retry-After (never 500) while its killed database process restarts, then serves the same data", { timeout: 120_000 }, async () => {
    const shop = await startShop(freshDataDir());
    const cookie = await registerCustomer(shop.baseUrl, "before.the.crash@example.com");
    const before = lockOf(shop.dataDir);
    expect(before.appPid).toBe(shop.pid);

    process.kill(before.childPid, "SIGKILL");
    const killedAt = Date.now();
    const answers: Answer[] = [];
    let backAfterMs = -1;
    while (Date.now() - killedAt < 60_000) {
      const round = await Promise.all(["/api/ready", "/api/me", "/api/health"].map((call) => ask(shop.baseUrl, call, cookie)));
      answers.push(...round);
      if (round.every((answer) => answer.status === 200) && answers.some((answer) => answer.status === 503)) {
        backAfterMs = Date.now() - killedAt;
        break;
      }
      await sleep(20);
    }

    expect(backAfterMs, `answers: ${JSON.stringify(answers.slice(-6))}`).toBeGreaterThan(0);
    expect(backAfterMs).toBeLessThan(30_000);
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
    for (const call of ["/api/ready", "/api/me"]) {
      const down = answers.filter((answer) => answer.call === call && answer.status === 503);
      expect(down.length, `${call} never answered 503`).toBeGreaterThan(0);
      expect(down.every((answer) => answer.retryAfter === "5" && answer.code === "UNAVAILABLE")).toBe(true);
    }
    expect(answers.filter((answer) => answer.call === "/api/health").every((answer) => answer.status === 200)).toBe(true);

    const after = lockOf(shop.dataDir);
    expect(after.appPid).toBe(shop.pid);
    expect(after.childPid).not.toBe(before.childPid);
    expect(isAlive(after.childPid)).toBe(true);
    expect(isAlive(before.childPid)).toBe(false);
    const me = await (await fetch(`${shop.baseUrl}/api/me`, { headers: { cookie } })).json();
    expect(me).toMatchObject({ kind: "customer", user: { email: "before.the.crash@example.com" } });
    await registerCustomer(shop.baseUrl, "after.the.crash@example.com");

    shop.process.kill("SIGTERM");
    expect(await shop.exited).toEqual({ code: 0, signal: null });
  });

  it("exits with a non-zero code when its database process cannot be restarted, leaving no process behind", { timeout: 120_000 }, async () => {
    const shop = await startShop(freshDataDir());
    const { childPid } = lockOf(shop.dataDir);
    const pgdata = path.join(shop.dataDir, "pgdata");
    // Done before the kill, in one synchronous step, so that no restart can open the real data first.
    fs.renameSync(pgdata, `${pgdata}.moved`);
    fs.writeFileSync(pgdata, "not a data directory");
    process.kill(childPid, "SIGKILL");

    const exit = await exitWithin(shop.exited, 90_000);
    expect(exit, shop.output()).toEqual({ code: 1, signal: null });
    expect(shop.output(), "an orderly stop says nothing at LOG_LEVEL=silent").toBe("");
    expect(await waitFor(() => processesUsing(shop.dataDir).length === 0, 10_000)).toBe(true);
    expect(fs.existsSync(path.join(shop.dataDir, "partshop.lock"))).toBe(false);
  });

  it("stops itself and its database process when the process that started it is killed outright", { timeout: 120_000 }, async () => {
    const dataDir = freshDataDir();
    const port = await freePort();
    const starter = `
      const { spawn } = require("node:child_process");
      const shop = spawn(process.execPath, ["--import", ${JSON.stringify(tsxLoader)}, ${JSON.stringify(serverEntry)}], { stdio: "inherit" });
      console.log("SHOP " + shop.pid);
      setInterval(() => {}, 60_000);
    `;
    const parent = spawn(process.execPath, ["-e", starter], { cwd: root, env: shopEnv(dataDir, port), stdio: ["ignore", "pipe", "pipe"] });
    const parentExited = track(parent);
    let output = "";
    const shopPid = await new Promise<number>((resolve) => {
      parent.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const line = /^SHOP (\d+)$/m.exec(output);
        if (line) resolve(Number(line[1]));
      });
    });
    spawned.add(shopPid);
    await waitUntilReady({ baseUrl: `http://127.0.0.1:${port}`, exited: parentExited, output: () => output });
    const { appPid, childPid } = lockOf(dataDir);
    expect(appPid).toBe(shopPid);

    parent.kill("SIGKILL");
    await parentExited;
    expect(await waitFor(() => !isAlive(shopPid) && !isAlive(childPid), 20_000)).toBe(true);
    expect(processesUsing(dataDir)).toEqual([]);
    // It shut down in order: the lock of a clean stop is gone.
    expect(fs.existsSync(path.join(dataDir, "partshop.lock"))).toBe(false);
  });

  it("finishes a request in flight on SIGTERM, refuses new connections, then exits 0 and stops its database process", { timeout: 120_000 }, async () => {
    const shop = await startShop(freshDataDir());
    const { childPid } = lockOf(shop.dataDir);
    const body = JSON.stringify(registration("in.flight@example.com"));
    const agent = new http.Agent({ keepAlive: true });
    // Expect: 100-continue makes the server say when it has the request, before it has its body.
    const request = http.request(`${shop.baseUrl}/api/newCustomer`, {
      method: "POST",
      agent,
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), expect: "100-continue" },
    });
    const answered = new Promise<{ status: number; connection?: string; text: string }>((resolve, reject) => {
      request.on("response", (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, text }));
      });
      request.on("error", reject);
    });
    await new Promise((resolve) => request.once("continue", resolve));

    shop.process.kill("SIGTERM");
    let refused = false;
    const deadline = Date.now() + 10_000;
    while (!refused && Date.now() < deadline) {
      refused = await connectionRefused(shop.baseUrl);
      if (!refused) await sleep(50);
    }
    expect(refused).toBe(true);
    request.end(body);

    const answer = await answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ user: { email: "in.flight@example.com" } });
    // A keep-alive client is told to go, so that it does not hold the shutdown up.
    expect(answer.connection).toBe("close");
    agent.destroy();
    expect(await exitWithin(shop.exited, 20_000)).toEqual({ code: 0, signal: null });
    expect(await waitFor(() => !isAlive(childPid), 10_000)).toBe(true);
    expect(fs.existsSync(path.join(shop.dataDir, "partshop.lock"))).toBe(false);
  });
});
