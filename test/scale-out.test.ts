/**
 * Two real app servers on one real PostgreSQL behave as one shop: rate limits, cache invalidation,
 * ended sessions and the mail outbox are shared, whichever server answers.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSharedDatabase } from "./database";
import { DataDirectories, type RunningShop, sleep, spawned, startShop } from "./support/shop-process";
import { startSmtpStandIn } from "./support/smtp-stand-in";

const dirs = new DataDirectories("partshop-scale");
let database: Awaited<ReturnType<typeof createSharedDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let a: RunningShop;
let b: RunningShop;
let sql: pg.Pool;

const LEASE_SECONDS = 10;

function serverEnv(seed: boolean): NodeJS.ProcessEnv {
  return {
    DATABASE_URL: database.url,
    SEED_DEMO: seed ? "true" : "false",
    TRUST_PROXY: "true",
    CATALOG_CACHE_SECONDS: "60",
    PRICING_SESSION_CACHE_MS: "10000",
    SMTP_URL: smtp.url,
    MAIL_BATCH_SIZE: "20",
    MAIL_INTERVAL_MS: "500",
    MAIL_LEASE_SECONDS: String(LEASE_SECONDS),
  };
}

beforeAll(async () => {
  database = await createSharedDatabase();
  smtp = await startSmtpStandIn();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  // The database is dropped WITH (FORCE) at the end, which can reach a client the pool is still closing:
  // its FATAL would otherwise be the pool's unhandled 'error' event, and fail the run after every test passed.
  sql.on("error", () => {});
  // Both start at once, as behind a load balancer: one migrates and seeds, the other waits its turn.
  [a, b] = await Promise.all([startShop(dirs.empty(), serverEnv(true)), startShop(dirs.empty(), serverEnv(true))]);
}, 180_000);

afterAll(async () => {
  for (const shop of [a, b]) if (shop && shop.process.exitCode === null) shop.process.kill("SIGKILL");
  await Promise.all([a?.exited, b?.exited]);
  for (const shop of [a, b]) if (shop) spawned.delete(shop.pid);
  await sql?.end();
  await smtp?.close();
  await database?.drop();
  dirs.removeAll();
});

/** A call as a browser on this shop's pages makes it, from one client address (the load balancer's X-Forwarded-For). */
function call(
  shop: RunningShop,
  method: "GET" | "POST" | "PUT",
  path: string,
  options: { body?: unknown; cookie?: string; from?: string; type?: string; raw?: Buffer } = {},
) {
  const headers: Record<string, string> = { "x-forwarded-for": options.from ?? "198.51.100.1" };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.raw) headers["content-type"] = options.type ?? "application/octet-stream";
  else if (options.body !== undefined) headers["content-type"] = "application/json";
  const body = options.raw ? new Uint8Array(options.raw) : options.body === undefined ? undefined : JSON.stringify(options.body);
  return fetch(`${shop.baseUrl}${path}`, { method, headers, body });
}

async function signIn(shop: RunningShop, path: string, body: object): Promise<string> {
  const response = await call(shop, "POST", path, { body, from: `198.51.100.${Math.floor(Math.random() * 200) + 20}` });
  expect(response.status, await response.clone().text()).toBe(200);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("sid="));
  return cookie!.split(";")[0]!;
}

/** Polls until `check` holds, for at most `withinMs`; answers how long it took. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await sleep(25);
  }
  return Date.now() - started;
}

describe("two app servers on one PostgreSQL", () => {
  it("both listen for the other's signals", async () => {
    for (const shop of [a, b])
      expect(await (await call(shop, "GET", "/api/ready")).json()).toEqual({ status: "ready", database: "up", notifications: "listening" });
  });

  it("hold one sign-in limit per address: the 21st attempt is 429 whichever server answers", async () => {
    const from = "203.0.113.77";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const shop = attempt % 2 === 0 ? a : b;
      const response = await call(shop, "POST", "/api/loginCustomer", { body: { email: `nobody${attempt}@example.com`, password: "Wrong12345" }, from });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
    expect((await call(b, "POST", "/api/loginCustomer", { body: { email: "nobody@example.com", password: "Wrong12345" }, from })).status).toBe(429);
    expect((await call(a, "POST", "/api/loginCustomer", { body: { email: "nobody@example.com", password: "Wrong12345" }, from: "203.0.113.78" })).status).toBe(
      401,
    );
  });

  it("a dealer's price code changed through one server prices them at once on the other (no stale session memory)", async () => {
    const dealer = await signIn(a, "/api/loginDealer", { account: "D10001", password: "Dealer123" });
    const staff = await signIn(a, "/api/admin/login", { email: "admin@example.com", password: "Admin12345" });
    const tiersOnB = async () => {
      const shown = ((await (await call(b, "GET", "/api/item/F67-HOOD", { cookie: dealer })).json()) as { singleItem: Record<string, unknown> }).singleItem;
      return Object.keys(shown).filter((key) => /^price[2-6]$/.test(key));
    };
    expect(await tiersOnB()).toEqual(["price3"]);
    const found = (await (await call(a, "GET", "/api/admin/dealers?q=D10001", { cookie: staff })).json()) as { rows: { id: number }[] };
    const id = found.rows[0]!.id;
    expect((await call(a, "POST", `/api/admin/dealers/${id}`, { cookie: staff, body: { pricecode: 4 } })).status).toBe(200);
    await within(1_000, async () => (await tiersOnB()).join() === "price4");
    expect((await call(a, "POST", `/api/admin/dealers/${id}`, { cookie: staff, body: { pricecode: 3 } })).status).toBe(200);
  });

  it("a price changed through one server's parts console is in the other's cached lists within a second", async () => {
    const staff = await signIn(a, "/api/admin/login", { email: "admin@example.com", password: "Admin12345" });
    const listedOnB = async () => {
      const page = (await (await call(b, "GET", "/api/searchResualt?make=FORD&item=F67-HOOD")).json()) as { data: { item: string; pricel: number }[] };
      return page.data.find((part) => part.item === "F67-HOOD")?.pricel;
    };
    const before = await listedOnB();
    expect(before).toBeGreaterThan(0);
    const {
      item: _item,
      view_count: _views,
      created_at: _created,
      ...fields
    } = (await (await call(a, "GET", "/api/admin/parts/F67-HOOD", { cookie: staff })).json()) as Record<string, unknown>;
    const raised = Math.round(((before as number) + 10.5) * 100) / 100;
    const edited = await call(a, "PUT", "/api/admin/parts/F67-HOOD", { cookie: staff, body: { ...fields, pricel: raised } });
    expect(edited.status, await edited.clone().text()).toBe(200);
    await within(1_000, async () => (await listedOnB()) === raised);
  });

  it("a tax rate changed through one server's console is charged by the other within a second, though it kept the table", async () => {
    const owner = await signIn(a, "/api/admin/login", { email: "admin@example.com", password: "Admin12345" });
    const rateOnB = async () => ((await (await call(b, "GET", "/api/taxRate/ON")).json()) as { taxRate: number }).taxRate;
    expect(await rateOnB()).toBe(0.13);
    const { rates } = (await (await call(a, "GET", "/api/admin/settings/tax-rates", { cookie: owner })).json()) as { rates: { province: string }[] };
    const raised = rates.map((row) => (row.province === "ON" ? { province: "ON", kind: "HST", federal: 0.15, provincial: 0 } : row));
    const saved = await call(a, "PUT", "/api/admin/settings/tax-rates", { cookie: owner, body: { rates: raised } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    await within(1_000, async () => (await rateOnB()) === 0.15);
    const restored = await call(a, "PUT", "/api/admin/settings/tax-rates", { cookie: owner, body: { rates } });
    expect(restored.status, await restored.clone().text()).toBe(200);
    await within(1_000, async () => (await rateOnB()) === 0.13);
  });

  it("a description changed through one server's console is found by the other's search at once, and the old words no longer are", async () => {
    const staff = await signIn(a, "/api/admin/login", { email: "admin@example.com", password: "Admin12345" });
    const {
      item: _item,
      view_count: _views,
      created_at: _created,
      ...fields
    } = (await (await call(a, "GET", "/api/admin/parts/F67-HOOD", { cookie: staff })).json()) as Record<string, unknown>;
    const word = `Zq${Date.now().toString(36)}`;
    const foundOnB = async (text: string) =>
      ((await (await call(b, "GET", `/api/searchResualt?item=${encodeURIComponent(text)}`)).json()) as { total: number; data: { item: string }[] }).data.map(
        (part) => part.item,
      );
    expect(await foundOnB(word)).toEqual([]);
    const edited = await call(a, "PUT", "/api/admin/parts/F67-HOOD", { cookie: staff, body: { ...fields, descrip: `${fields.descrip as string} ${word}` } });
    expect(edited.status, await edited.clone().text()).toBe(200);
    // No waiting: B's search index reads the database's change log before it answers.
    expect(await foundOnB(word.toLowerCase())).toEqual(["F67-HOOD"]);
    expect((await call(a, "PUT", "/api/admin/parts/F67-HOOD", { cookie: staff, body: fields })).status).toBe(200);
    expect(await foundOnB(word.toUpperCase())).toEqual([]);
  });

  it("a file uploaded again through one server is served new by the other within a second", async () => {
    const staff = await signIn(a, "/api/admin/login", { email: "admin@example.com", password: "Admin12345" });
    const first = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
    const second = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
    expect((await call(a, "POST", "/api/admin/uploads/parts/SCALE-1", { cookie: staff, raw: first, type: "image/png" })).status).toBe(200);
    const servedByB = async () => Buffer.from(await (await call(b, "GET", "/images/parts/SCALE-1.png")).arrayBuffer());
    expect((await servedByB()).equals(first)).toBe(true);
    expect((await call(a, "POST", "/api/admin/uploads/parts/SCALE-1", { cookie: staff, raw: second, type: "image/png" })).status).toBe(200);
    await within(1_000, async () => (await servedByB()).equals(second));
  });

  /** Queues mails straight into the outbox, as a burst of orders would, and wakes the senders. */
  async function queueMails(count: number, tag: string): Promise<number[]> {
    const { rows } = await sql.query<{ id: number }>(
      `insert into mail_outbox ("to", subject, text) select 'buyer' || n || '@example.com', $1 || ' ' || n, 'Thank you for your order.' from generate_series(1, $2::int) n returning id`,
      [tag, count],
    );
    await sql.query("select pg_notify('partshop_outbox', '')");
    return rows.map((row) => row.id);
  }

  const messageIdsOf = (tag: string) =>
    smtp.received.filter((mail) => mail.data.includes(`Subject: ${tag} `)).map((mail) => /^Message-ID: (.+)$/im.exec(mail.data)?.[1]?.trim() ?? "none");

  it("sends 1,000 queued mails exactly once with both servers draining at once", async () => {
    const ids = await queueMails(1000, "Burst");
    await within(60_000, async () => (await sql.query("select count(*)::int as n from mail_outbox where status = 'pending'")).rows[0].n === 0);
    const received = messageIdsOf("Burst");
    expect(received).toHaveLength(1000);
    expect(new Set(received).size).toBe(1000);
    expect(new Set(received)).toEqual(new Set(ids.map((id) => `<outbox-${id}@partshop.example>`)));
  }, 90_000);

  it("loses no mail when a server is killed while sending: the other takes its claims once they run out", async () => {
    smtp.settings.delayMs = 40;
    const ids = await queueMails(300, "Crash");
    await within(10_000, async () => messageIdsOf("Crash").length >= 30);
    a.process.kill("SIGKILL");
    await a.exited;
    smtp.settings.delayMs = 0;
    await within(
      (LEASE_SECONDS + 30) * 1000,
      async () => (await sql.query("select count(*)::int as n from mail_outbox where status <> 'sent' and subject like 'Crash %'")).rows[0].n === 0,
    );
    const received = messageIdsOf("Crash");
    expect(new Set(received)).toEqual(new Set(ids.map((id) => `<outbox-${id}@partshop.example>`)));
    // A mail the killed server sent but had not marked sent goes again, with the same Message-ID: at most its one claim of 20.
    expect(received.length - new Set(received).size).toBeLessThanOrEqual(20);
  }, 90_000);
});
