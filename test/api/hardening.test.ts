import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { count, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { HashingQueue } from "../../src/server/lib/passwords";
import { emailChangeTokens } from "../../src/server/modules/accounts/schema";
import { mailOutbox } from "../../src/server/modules/mail/schema";
import { createTestApp, type TestApp } from "../app";
import { createCustomer, createDealer, signInCustomer } from "./accounts-fixtures";

let t: TestApp;
const logLines: string[] = [];
let lastIp = 0;
const freshIp = () => `10.6.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ env: { PUBLIC_URL: "https://shop.example", CAPTCHA: "off" }, logger: { level: "info", stream } });
});
afterAll(async () => {
  await t?.close();
});

type Request = {
  method?: "GET" | "POST" | "HEAD";
  url: string;
  payload?: unknown;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
};
const call = ({ method = "GET", url, payload, cookies, headers, ip }: Request) =>
  t.app.inject({ method, url, payload: payload as never, cookies, headers, remoteAddress: ip ?? freshIp() });
const post = (url: string, payload: unknown, cookies?: Record<string, string>) => call({ method: "POST", url, payload, cookies });

function expectShopError(response: LightMyRequestResponse, status: number, code?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>();
  expect(Object.keys(body)).toEqual(["error"]);
  expect(typeof body.error.code).toBe("string");
  expect(typeof body.error.message).toBe("string");
  if (code) expect(body.error.code).toBe(code);
  return body.error;
}

const NUL = "\u0000";

describe("control characters in any text", () => {
  it.each([
    ["GET /searchResualt", { url: "/api/searchResualt?item=%00" }, "item"],
    ["GET /searchFeatured", { url: "/api/searchFeatured?item=a%00b&make=FORD" }, "item"],
    ["POST /searchHolidaySale", { method: "POST", url: "/api/searchHolidaySale", payload: { item: `hood${NUL}` } }, "item"],
    ["POST /loginDealer", { method: "POST", url: "/api/loginDealer", payload: { account: NUL, password: "x" } }, "account"],
    ["POST /loginCustomer", { method: "POST", url: "/api/loginCustomer", payload: { email: `a${NUL}@example.com`, password: "x" } }, "email"],
    [
      "POST /contact",
      { method: "POST", url: "/api/contact", payload: { name: `Sam${NUL}`, email: "sam@example.com", subject: "Hi", message: "x".repeat(30) } },
      "name",
    ],
    [
      "POST /inquiryOnline",
      { method: "POST", url: "/api/inquiryOnline", payload: { name: "Sam", email: "sam@example.com", subject: "Hi", message: `abc${NUL}defghijkl` } },
      "message",
    ],
    [
      "POST /newCustomer",
      { method: "POST", url: "/api/newCustomer", payload: { firstname: `Ri${NUL}ley`, lastname: "N", email: "r@example.com", password: "Garage2024" } },
      "firstname",
    ],
    ["a bell in a password", { method: "POST", url: "/api/loginCustomer", payload: { email: "a@example.com", password: "pass\u0007word" } }, "password"],
    ["a C1 control", { method: "POST", url: "/api/loginCustomer", payload: { email: "a\u0085@example.com", password: "x" } }, "email"],
  ] as [string, Request, string][])("refuses NUL and other control characters in %s with a 400 naming the field", async (_label, request, field) => {
    const error = expectShopError(await call(request), 400, "INVALID");
    expect(error.fields?.[field]).toBe("Must not contain control characters.");
    expect(error.message).toContain(field);
  });

  it("refuses tabs and line breaks in single-line texts, and keeps them in multi-line messages", async () => {
    const tab = expectShopError(await post("/api/loginDealer", { account: "D1\t0001", password: "x" }), 400, "INVALID");
    expect(tab.fields?.account).toBe("Must be a single line, without tabs or line breaks.");
    const inquiry = await post("/api/inquiryOnline", { name: "Sam", email: "sam@example.com", subject: "Hood", message: "Line one\r\nLine two\tand a tab." });
    expect(inquiry.statusCode, inquiry.body).toBe(200);
  });

  it("refuses control characters in signed-in calls' nested fields (customerInfo, updateUserInfo)", async () => {
    const customer = await createCustomer(t.database.db, { complete: true });
    const cookies = await signInCustomer(t.app, customer.email, customer.password);
    const info = expectShopError(await post("/api/customerInfo", { firstName: `A${NUL}` }, cookies), 400, "INVALID");
    expect(info.fields?.firstName).toBe("Must not contain control characters.");
    const profile = expectShopError(await post("/api/updateUserInfo", { data: { city: `Tor${NUL}onto` }, userID: customer.id }, cookies), 400, "INVALID");
    expect(profile.fields?.["data.city"]).toBe("Must not contain control characters.");
  });

  it("refuses half of a character (a lone surrogate) in any text, and keeps emoji and accents", async () => {
    const lone = expectShopError(
      await call({
        method: "POST",
        url: "/api/contact",
        payload: '{"name":"Sam\\udfff","email":"sam@example.com","subject":"Hi","message":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}',
        headers: { "content-type": "application/json" },
      }),
      400,
      "INVALID",
    );
    expect(lone.fields?.name).toBe("Must be valid text: it holds half of a character (a lone surrogate).");
    const whole = await post("/api/inquiryOnline", { name: "Zoë 🚗", email: "zoe@example.com", subject: "Hood", message: "Le capot est-il en stock? 🚗🚗" });
    expect(whole.statusCode, whole.body).toBe(200);
  });

  it("refuses a control character in a path parameter", async () => {
    expectShopError(await call({ url: "/api/item/A%00B" }), 400, "INVALID");
  });
});

describe("every error in the shop's shape", () => {
  it("answers a broken %-encoding in the URL as a 400 in the shop's shape", async () => {
    const error = expectShopError(await call({ url: "/api/item/%E0%A4%A" }), 400, "INVALID");
    expect(error.message).toMatch(/broken %-encoding/);
  });

  it("answers bad JSON, an empty JSON body, a non-JSON body and a too-large body in the shop's shape", async () => {
    const json = { "content-type": "application/json" };
    expectShopError(await call({ method: "POST", url: "/api/loginCustomer", payload: "{not json", headers: json }), 400, "INVALID");
    expectShopError(await call({ method: "POST", url: "/api/loginCustomer", payload: "", headers: json }), 400, "INVALID");
    expectShopError(
      await call({ method: "POST", url: "/api/loginCustomer", payload: "email=a", headers: { "content-type": "application/x-www-form-urlencoded" } }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    );
    expectShopError(
      await call({ method: "POST", url: "/api/loginCustomer", payload: JSON.stringify({ email: "x".repeat(300_000) }), headers: json }),
      413,
      "TOO_LARGE",
    );
  });

  it("answers an over-long URL and an over-long cookie, which Node refuses before any route, with a 431 in the shop's shape", async () => {
    const server = await buildApp({ db: t.database.db, config: t.config, mail: t.mail, caches: t.caches, payments: t.payments, signals: t.signals });
    await server.listen({ port: 0, host: "127.0.0.1" });
    try {
      const { port } = server.server.address() as AddressInfo;
      for (const headers of [{}, { cookie: `sid=${"a".repeat(20_000)}` }]) {
        const path = Object.keys(headers).length === 0 ? `/api/searchResualt?item=${"a".repeat(20_000)}` : "/api/makes";
        const answer = await new Promise<{ status: number; body: string; type: string }>((resolve, reject) => {
          const request = http.get({ host: "127.0.0.1", port, path, headers }, (response) => {
            let body = "";
            response.on("data", (chunk) => {
              body += chunk;
            });
            response.on("end", () => resolve({ status: response.statusCode ?? 0, body, type: String(response.headers["content-type"]) }));
          });
          request.on("error", reject);
        });
        expect(answer.status).toBe(431);
        expect(answer.type).toMatch(/^application\/json/);
        expect(JSON.parse(answer.body)).toEqual({ error: { code: "HEADERS_TOO_LARGE", message: expect.stringMatching(/too large/) } });
      }
    } finally {
      await server.close();
    }
  });

  it("answers an unknown /api path with 404 in the shop's shape, and HEAD like GET", async () => {
    expectShopError(await call({ url: "/api/nope" }), 404, "NOT_FOUND");
    for (const url of ["/api/makes", "/api/store", "/catalog", "/"]) {
      const get = await call({ url });
      const head = await call({ method: "HEAD", url });
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.body).toBe("");
    }
  });
});

describe("the tax rate of a province", () => {
  it("answers Canadian provinces and territories, 0 for a US state, and 404 for an unknown code", async () => {
    expect((await call({ url: "/api/taxRate/ON" })).json()).toEqual({ taxRate: 0.13 });
    expect((await call({ url: "/api/taxRate/qc" })).json()).toEqual({ taxRate: 0.14975 });
    expect((await call({ url: "/api/taxRate/NU" })).json()).toEqual({ taxRate: 0.05 });
    expect((await call({ url: "/api/taxRate/NY" })).json()).toEqual({ taxRate: 0 });
    const unknown = expectShopError(await call({ url: "/api/taxRate/ZZ" }), 404, "NOT_FOUND");
    expect(unknown.message).toBe("Province ZZ was not found.");
  });
});

describe("numbers in queries", () => {
  it.each(["0x10", "1e1", " 2", "+3", "0b1", "Infinity"])("refuses page=%s: decimal digits only", async (page) => {
    const error = expectShopError(await call({ url: `/api/searchResualt?make=FORD&page=${encodeURIComponent(page)}` }), 400, "INVALID");
    expect(error.fields?.page).toBe("Page must be a number");
  });

  it("reads page=2 as 2", async () => {
    expect((await call({ url: "/api/searchResualt?page=2" })).json().current_page).toBe(2);
  });
});

describe("who is asking comes before what is asked", () => {
  it.each([
    ["/api/changePassword", { data: "garbage" }],
    ["/api/updateUserInfo", { data: { city: NUL } }],
    ["/api/customerInfo", "not even an object"],
    ["/api/userDetails", { dealerId: [1, 2] }],
    ["/api/inquiry", {}],
  ])("answers an anonymous %s with 401 whatever it sends", async (url, payload) => {
    expectShopError(await post(url, payload), 401, "UNAUTHORIZED");
  });

  it("answers /userDetails naming another account's dealerId, custno, account or id with 403", async () => {
    const customer = await createCustomer(t.database.db, { complete: true });
    const other = await createCustomer(t.database.db);
    const dealer = await createDealer(t.database.db);
    const cookies = await signInCustomer(t.app, customer.email, customer.password);
    for (const claim of [
      { dealerId: dealer.account },
      { custno: other.id },
      { account: dealer.account },
      { id: other.id },
      { userID: other.email },
      { user: other.id },
    ]) {
      const error = expectShopError(await post("/api/userDetails", claim, cookies), 403, "FORBIDDEN");
      expect(error.message).toBe("You can only see and change your own account.");
    }
    for (const own of [{}, { custno: customer.id }, { id: String(customer.id) }, { userID: customer.email.toUpperCase() }]) {
      expect((await post("/api/userDetails", own, cookies)).statusCode).toBe(200);
    }
  });

  it("guards a signed-in GET's HEAD twin as it guards the GET: 401 anonymous, 403 for the wrong kind of account", async () => {
    const customer = await createCustomer(t.database.db, { complete: true });
    const cookies = await signInCustomer(t.app, customer.email, customer.password);
    for (const url of ["/api/customerOrderHistory", "/api/admin/orders"]) {
      expect((await call({ method: "HEAD", url })).statusCode, url).toBe(401);
      expect((await call({ method: "GET", url })).statusCode, url).toBe(401);
    }
    expect((await call({ method: "HEAD", url: "/api/admin/orders", cookies })).statusCode).toBe(403);
    expect((await call({ method: "GET", url: "/api/admin/orders", cookies })).statusCode).toBe(403);
    // The HEAD twin checks the claims too: another customer's history is not theirs to ask about.
    expect((await call({ method: "HEAD", url: `/api/customerOrderHistory?id=${customer.id + 1000}`, cookies })).statusCode).toBe(403);
  });

  it("refuses a control character in a page's address, as in a call's", async () => {
    expectShopError(await call({ url: "/search?item=a%00b" }), 400, "INVALID");
  });

  it("refuses an /api route that does not declare who may call it, at start", async () => {
    const app = await buildApp({ db: t.database.db, config: t.config, mail: t.mail, caches: t.caches, payments: t.payments, signals: t.signals });
    expect(() => app.get("/api/undeclared", async () => ({}))).toThrow(/declares no access/);
    await app.close();
  });
});

describe("cross-site requests", () => {
  const login = (headers: Record<string, string>) =>
    call({ method: "POST", url: "/api/loginCustomer", payload: { email: "nobody@example.com", password: "x" }, headers });

  it("refuses Origin: null, another origin and a cross-site Sec-Fetch-Site, and accepts the shop's own or none", async () => {
    expectShopError(await login({ origin: "null" }), 403, "FORBIDDEN");
    expectShopError(await login({ origin: "https://evil.example", host: "shop.example" }), 403, "FORBIDDEN");
    expectShopError(await login({ "sec-fetch-site": "cross-site" }), 403, "FORBIDDEN");
    expectShopError(await login({ "sec-fetch-site": "same-site" }), 403, "FORBIDDEN");
    expect((await login({ origin: "https://shop.example", host: "shop.example", "sec-fetch-site": "same-origin" })).statusCode).toBe(401);
    expect((await login({})).statusCode).toBe(401);
  });

  it("refuses a state-changing call that is not JSON, even without a body", async () => {
    const customer = await createCustomer(t.database.db);
    const cookies = await signInCustomer(t.app, customer.email, customer.password);
    expectShopError(
      await call({ method: "POST", url: "/api/logout", cookies, payload: "bye", headers: { "content-type": "text/plain" } }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    );
    expectShopError(await call({ method: "POST", url: "/api/logout", cookies }), 415, "UNSUPPORTED_MEDIA_TYPE");
    expect((await call({ method: "GET", url: "/api/me", cookies })).json().kind).toBe("customer");
    expect((await call({ method: "POST", url: "/api/logout", cookies, payload: {} })).statusCode).toBe(200);
    expect((await call({ method: "GET", url: "/api/me", cookies })).json().kind).toBe("anonymous");
  });
});

describe("HSTS", () => {
  it("is sent over https only", async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: "true" } });
    try {
      const plain = await proxied.app.inject({ url: "/api/store" });
      expect(plain.headers["strict-transport-security"]).toBeUndefined();
      const secure = await proxied.app.inject({ url: "/api/store", headers: { "x-forwarded-proto": "https" } });
      expect(secure.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
    } finally {
      await proxied.close();
    }
  });
});

describe("mailed links", () => {
  it("are built from PUBLIC_URL, never from the request's Host", async () => {
    const customer = await createCustomer(t.database.db);
    const answer = await call({ method: "POST", url: "/api/forgotPassword", payload: { email: customer.email }, headers: { host: "evil.example" } });
    expect(answer.statusCode).toBe(200);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    expect(mail?.text).toContain("https://shop.example/reset-password?token=");
    expect(mail?.text).not.toContain("evil.example");
  });

  it("fall back to the address the shop listens on, and production refuses to start without PUBLIC_URL", () => {
    expect(loadConfig({ PORT: "4321" }).publicUrl).toBe("http://localhost:4321");
    expect(loadConfig({ PUBLIC_URL: "https://parts.example/" }).publicUrl).toBe("https://parts.example");
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/PUBLIC_URL is required in production/);
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://parts.example" }).publicUrl).toBe("https://parts.example");
  });
});

describe("e-mail changes", () => {
  const profile = (customer: { id: number; email: string }, newEmail: string) => ({
    data: {
      forename: "Casey",
      surname: "Customer",
      address: "1 Test Street",
      city: "Toronto",
      state: "ON",
      zipcode: "M5V 2T6",
      country: "CA",
      tel: "(416) 555-0199",
      sameAsBilling: true,
      email: customer.email,
      new_email: newEmail,
      reenter_new_email: newEmail,
    },
    userID: customer.id,
  });
  const mailsTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  it("answers the same whether or not the new address has an account; its owner gets a notice, never a link", async () => {
    const customer = await createCustomer(t.database.db, { complete: true });
    const owner = await createCustomer(t.database.db, { complete: true });
    const cookies = await signInCustomer(t.app, customer.email, customer.password);
    const free = `free-${customer.id}@example.com`;

    const toTaken = await post("/api/updateUserInfo", profile(customer, owner.email), cookies);
    const toFree = await post("/api/updateUserInfo", profile(customer, free), cookies);
    expect(toTaken.statusCode).toBe(200);
    expect(toFree.statusCode).toBe(200);
    expect(toTaken.json().emailChangeSentTo).toBe(owner.email);
    expect(toFree.json().emailChangeSentTo).toBe(free);
    expect(Object.keys(toTaken.json()).sort()).toEqual(Object.keys(toFree.json()).sort());

    const [notice] = await mailsTo(owner.email);
    expect(notice?.subject).toMatch(/Someone tried to use your e-mail address/);
    expect(notice?.text).not.toMatch(/token=/);
    const [link] = await mailsTo(free);
    expect(link?.text).toContain("https://shop.example/api/confirmEmailChange?token=");
    const tokens = await t.database.db.select({ n: count() }).from(emailChangeTokens).where(eq(emailChangeTokens.customerId, customer.id));
    expect(tokens[0]?.n).toBe(1);
  });

  it("limits e-mail change requests per account, with a 429 that says how long to wait", async () => {
    const customer = await createCustomer(t.database.db, { complete: true });
    const cookies = await signInCustomer(t.app, customer.email, customer.password);
    for (let i = 0; i < 5; i++)
      expect((await post("/api/updateUserInfo", profile(customer, `try${i}-${customer.id}@example.com`), cookies)).statusCode).toBe(200);
    const refused = await post("/api/updateUserInfo", profile(customer, `try9-${customer.id}@example.com`), cookies);
    const error = expectShopError(refused, 429, "RATE_LIMITED");
    expect(error.message).toMatch(/^Too many e-mail change requests\. Please wait \d+ minutes and try again\.$/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(23 * 3600);
    expect(await mailsTo(`try9-${customer.id}@example.com`)).toEqual([]);
  });

  it("limits e-mail change requests per address, whoever asks", async () => {
    const target = `target-${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++) {
      const customer = await createCustomer(t.database.db, { complete: true });
      const cookies = await signInCustomer(t.app, customer.email, customer.password);
      expect((await post("/api/updateUserInfo", profile(customer, target), cookies)).statusCode).toBe(200);
    }
    const customer = await createCustomer(t.database.db, { complete: true });
    const cookies = await signInCustomer(t.app, customer.email, customer.password);
    expectShopError(await post("/api/updateUserInfo", profile(customer, target), cookies), 429, "RATE_LIMITED");
    expect(await mailsTo(target)).toHaveLength(3);
  });
});

describe("logs", () => {
  it("never hold a password hash or an e-mail address, even when the database refuses a registration", async () => {
    await t.database.db.execute(sql`alter table customers add constraint refuse_explode check (lastname <> 'Explode')`);
    try {
      logLines.length = 0;
      const email = `log-probe-${Date.now()}@example.com`;
      const answer = await post("/api/newCustomer", { firstname: "Log", lastname: "Explode", email, password: "Garage2024" });
      expectShopError(answer, 500, "INTERNAL");
      const log = logLines.join("");
      expect(log).toContain('"code":"23514"');
      expect(log).toContain('"constraint":"refuse_explode"');
      expect(log).not.toContain(email);
      expect(log).not.toContain("argon2");
      expect(log).not.toContain("Garage2024");
    } finally {
      await t.database.db.execute(sql`alter table customers drop constraint refuse_explode`);
    }
  });

  it("never hold a mailed link's token", async () => {
    logLines.length = 0;
    await call({ url: "/api/confirmEmailChange?token=secret-token-value" });
    const log = logLines.join("");
    expect(log).toContain("/api/confirmEmailChange?token=[redacted]");
    expect(log).not.toContain("secret-token-value");
  });
});

describe("password hashing", () => {
  it("runs a few at a time and refuses work beyond its queue at once, with a 503 and Retry-After", async () => {
    const queue = new HashingQueue(1, 2);
    let running = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const work = () =>
      queue.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => release.push(resolve));
        running--;
        return true;
      });
    const accepted = [work(), work(), work()];
    await expect(work()).rejects.toMatchObject({ code: "UNAVAILABLE", status: 503, retryAfterSeconds: 2 });
    while (release.length > 0 || queue.queued > 0 || running > 0) {
      release.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(accepted)).toEqual([true, true, true]);
    expect(most).toBe(1);
  });
});

describe("sign-in failures", () => {
  it("are counted per account across both sign-in calls' keys, and cleared by a success", async () => {
    const customer = await createCustomer(t.database.db);
    await post("/api/loginCustomer", { email: customer.email, password: "Wrong12345" });
    const rows = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from throttle_events where key = ${`sign-in:customer:${customer.email}`}`,
    );
    expect(rows.rows[0]?.n).toBe(1);
    await post("/api/loginCustomer", { email: customer.email, password: customer.password });
    const after = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from throttle_events where key like ${`sign-in:customer:${customer.email}%`}`,
    );
    expect(after.rows[0]?.n).toBe(0);
  });
});

describe("security headers", () => {
  it("go out on calls, pages, files, 404s and refusals alike", async () => {
    for (const request of [
      { url: "/api/store" },
      { url: "/" },
      { url: "/api/no-such-call" },
      { url: "/api/admin/orders" },
      { url: "/sitemap.xml" },
    ] as Request[]) {
      const answer = await call(request);
      expect(answer.headers["content-security-policy"], request.url).toContain("default-src 'self'");
      expect(answer.headers["x-content-type-options"], request.url).toBe("nosniff");
      expect(answer.headers["x-frame-options"], request.url).toBe("SAMEORIGIN");
      expect(answer.headers["referrer-policy"], request.url).toBe("no-referrer");
    }
  });
});

describe("content security policy", () => {
  it("allows no outside script, and PayPal's only when PayPal is set up", async () => {
    const csp = String((await call({ url: "/api/store" })).headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("paypal");
    const withPaypal = await createTestApp({ env: { PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret" } });
    try {
      const allowed = String((await withPaypal.app.inject({ url: "/api/store" })).headers["content-security-policy"]);
      expect(allowed).toContain("script-src 'self' https://www.paypal.com");
      expect(allowed).toMatch(/frame-src 'self' https:\/\/www\.paypal\.com/);
    } finally {
      await withPaypal.close();
    }
  });
});
