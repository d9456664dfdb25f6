import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../app";
import { payByCard, signedInCustomer, stockedPart } from "./buying-fixtures";

const TOKEN = "metrics-token-for-the-api-tests";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA: "off", METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await t?.close();
});

const scrape = (remoteAddress = "127.0.0.1", headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: "/metrics", remoteAddress, headers });

/** The value of one sample, 0 when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).match(/^\{([^}]*)\}/)?.[1] ?? "";
    if (wanted.every((pair) => labelText.split(",").includes(pair))) return Number(line.split(" ").at(-1));
  }
  return 0;
}

describe("GET /metrics", () => {
  it("answers the loopback address in Prometheus' text format, timing each request under its route pattern, never its raw URL", async () => {
    await t.app.inject({ method: "GET", url: "/api/health" });
    await t.app.inject({ method: "GET", url: "/sitemaps/parts-1.xml" });
    await t.app.inject({ method: "GET", url: "/api/no-such-call-here" });
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(sample(text, "http_request_duration_seconds_count", { method: "GET", route: "/api/health", status_code: "200" })).toBeGreaterThanOrEqual(1);
    expect(text).toContain('route="/sitemaps/:file"');
    expect(text).not.toContain("parts-1.xml");
    expect(sample(text, "http_request_duration_seconds_count", { method: "GET", route: "not_found", status_code: "404" })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain("no-such-call-here");
    // Node's own, the pool's and the shop's gauges read at the scrape.
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(text).toMatch(/partshop_db_pool_connections\{database="(embedded|postgres)"\} \d/);
    expect(text).toMatch(/partshop_mail_outbox_depth \d+/);
    expect(text).toContain("# TYPE partshop_orders_total counter");
  });

  it("counts a paid order and its approved card payment", async () => {
    const before = (await scrape()).body;
    const shopper = await signedInCustomer(t);
    const part = await stockedPart(t, { onhand: 5 });
    await shopper.post("/api/addToShoppingCart", { item: part.item, user: shopper.id, quantity: 1, type: 1 });
    const { answer } = await payByCard(shopper);
    expect(answer.statusCode, answer.body).toBe(200);
    const after = (await scrape()).body;
    const paid = { kind: "customer", outcome: "paid" };
    expect(sample(after, "partshop_orders_total", paid)).toBe(sample(before, "partshop_orders_total", paid) + 1);
    const approved = { provider: "card", outcome: "approved" };
    expect(sample(after, "partshop_payment_attempts_total", approved)).toBe(sample(before, "partshop_payment_attempts_total", approved) + 1);
    expect(sample(after, "http_request_duration_seconds_count", { method: "POST", route: "/api/storeOrderData", status_code: "200" })).toBeGreaterThanOrEqual(
      1,
    );
  });

  it("is a 404 to any other address without the token, and to a request a proxy passed on", async () => {
    const response = await scrape("203.0.113.9");
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("partshop_");
    expect((await scrape("203.0.113.9", { authorization: "Bearer not-the-token-at-all-xx" })).statusCode).toBe(404);
    expect((await scrape("127.0.0.1", { "x-forwarded-for": "198.51.100.4" })).statusCode).toBe(404);
  });

  it("answers any address with the token", async () => {
    const response = await scrape("203.0.113.9", { authorization: `Bearer ${TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("partshop_orders_total");
  });
});

describe("GET /metrics without METRICS_TOKEN", () => {
  it("refuses every address but the loopback one, whatever it sends", async () => {
    const bare = await createTestApp({ env: { CAPTCHA: "off" } });
    try {
      expect((await bare.app.inject({ method: "GET", url: "/metrics", remoteAddress: "::1" })).statusCode).toBe(200);
      const remote = await bare.app.inject({ method: "GET", url: "/metrics", remoteAddress: "198.51.100.7", headers: { authorization: "Bearer " } });
      expect(remote.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
