/**
 * How the web server answers when its database is down or its connection breaks: real pg errors
 * (a missing socket, a refused port, a server that hangs up), not imitations of them.
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/server/app";
import { createCaches } from "../src/server/caches";
import { loadConfig } from "../src/server/config";
import type { DatabaseAvailability } from "../src/server/db/client";
import { AppError } from "../src/server/errors";
import { createMailer } from "../src/server/integrations/mail/outbox";
import { createPayments } from "../src/server/integrations/payments/create-gateway";
import { inProcessSignals } from "../src/server/lib/signals";
import { isDatabaseUnavailableError, UNAVAILABLE_MESSAGE } from "../src/server/plugins/availability";

const folders: string[] = [];
const pools: pg.Pool[] = [];
let hangUpServer: net.Server;
let hangUpPort = 0;
let closedPort = 0;

/** A pool whose connections all fail the way the given place fails them. */
function poolTo(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool({ max: 1, connectionTimeoutMillis: 5_000, user: "postgres", database: "postgres", ...config });
  pool.on("error", () => {});
  pools.push(pool);
  return pool;
}

function folderWithoutSocket(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "partshop-nosocket-"));
  folders.push(dir);
  return dir;
}

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

async function appOn(pool: pg.Pool, database: DatabaseAvailability): Promise<FastifyInstance> {
  const db = drizzle(pool);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", CAPTCHA: "off" });
  const mail = createMailer({ db, mailDir: folderWithoutSocket(), from: config.MAIL_FROM });
  const app = await buildApp({
    db,
    config,
    mail,
    database,
    caches: createCaches(config),
    payments: createPayments(config, { testTokenSecret: "test-gateway-secret-for-api-tests-only", testLedgerDir: null }),
    signals: inProcessSignals(),
  });
  await app.ready();
  return app;
}

const down: DatabaseAvailability = { isAvailable: () => false, ping: async () => false };
const upButSilent: DatabaseAvailability = { isAvailable: () => true, ping: async () => false };
const up: DatabaseAvailability = { isAvailable: () => true, ping: async () => true };

beforeAll(async () => {
  hangUpServer = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => hangUpServer.listen(0, "127.0.0.1", resolve));
  hangUpPort = (hangUpServer.address() as net.AddressInfo).port;
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  closedPort = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
});

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end().catch(() => {})));
  await new Promise((resolve) => hangUpServer.close(resolve));
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe("isDatabaseUnavailableError", () => {
  it("recognises a missing socket, a refused port and a dropped connection, also wrapped by drizzle", async () => {
    const missingSocket = await failureOf(() => poolTo({ host: folderWithoutSocket(), port: 5432 }).query("select 1"));
    expect((missingSocket as NodeJS.ErrnoException).code).toBe("ENOENT");
    expect(isDatabaseUnavailableError(missingSocket)).toBe(true);

    const refused = await failureOf(() => poolTo({ host: "127.0.0.1", port: closedPort }).query("select 1"));
    expect(isDatabaseUnavailableError(refused)).toBe(true);

    const hungUp = await failureOf(() => poolTo({ host: "127.0.0.1", port: hangUpPort }).query("select 1"));
    expect(String(hungUp)).toMatch(/Connection terminated/);
    expect(isDatabaseUnavailableError(hungUp)).toBe(true);

    const throughDrizzle = await failureOf(() => drizzle(poolTo({ host: folderWithoutSocket(), port: 5432 })).execute(sql`select 1`));
    expect(isDatabaseUnavailableError(throughDrizzle)).toBe(true);
  });

  it("recognises PostgreSQL's shutdown and connection states, and nothing else", async () => {
    for (const code of ["57P01", "57P02", "57P03", "08000", "08003", "08006"]) {
      expect(isDatabaseUnavailableError(Object.assign(new Error("terminating connection"), { code })), code).toBe(true);
    }
    for (const code of ["23505", "57014", "42P01", "40001"]) {
      expect(isDatabaseUnavailableError(Object.assign(new Error("a query error"), { code })), code).toBe(false);
    }
    const missingFile = await failureOf(() => fs.promises.readFile(path.join(folderWithoutSocket(), "missing.svg")));
    expect(isDatabaseUnavailableError(missingFile)).toBe(false);
    expect(isDatabaseUnavailableError(new AppError("NOT_FOUND", "errors.notFound.file"))).toBe(false);
    expect(isDatabaseUnavailableError(new Error("Something else"))).toBe(false);
    expect(isDatabaseUnavailableError(undefined)).toBe(false);
  });
});

describe("the web server while its database is down", () => {
  const unavailable = { error: { code: "UNAVAILABLE", message: UNAVAILABLE_MESSAGE } };

  it("answers every /api call 503 with Retry-After before touching the database, except /api/health", async () => {
    const app = await appOn(poolTo({ host: folderWithoutSocket(), port: 5432 }), down);
    for (const [method, url] of [
      ["GET", "/api/makes"],
      ["GET", "/api/ready"],
      ["GET", "/api/me"],
      ["POST", "/api/loginCustomer"],
    ] as const) {
      const response = await app.inject({ method, url, payload: method === "POST" ? {} : undefined });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers["retry-after"], url).toBe("5");
      expect(response.json(), url).toEqual(unavailable);
    }
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    await app.close();
  });

  it("answers 503, not 500, when the connection fails in the middle of a request", async () => {
    for (const pool of [poolTo({ host: folderWithoutSocket(), port: 5432 }), poolTo({ host: "127.0.0.1", port: hangUpPort })]) {
      const app = await appOn(pool, up);
      const response = await app.inject({ method: "GET", url: "/api/makes" });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json()).toEqual(unavailable);
      await app.close();
    }
  });

  it("is ready only when the database answers its ping", async () => {
    const pool = poolTo({ host: folderWithoutSocket(), port: 5432 });
    const silent = await appOn(pool, upButSilent);
    const notReady = await silent.inject({ method: "GET", url: "/api/ready" });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.headers["retry-after"]).toBe("5");
    expect(notReady.json()).toEqual(unavailable);
    await silent.close();

    const answering = await appOn(pool, up);
    const ready = await answering.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", database: "up", notifications: "in-process" });
    await answering.close();
  });
});
