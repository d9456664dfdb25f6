/**
 * The buying part of `npm run bench`: orders placed per second end to end through the API by 20, 100
 * and 200 shoppers at once (cart, checkout, reserve, tokenize, pay with the test gateway answering in
 * BENCH_GATEWAY_LATENCY_MS, as a real gateway's round trip takes), /checkout's
 * latency with a 30-line cart, a dealer's 'all makes' price sheet (time, size and the server's peak
 * memory while it streams), and sales-order PDFs per second.
 */
import fs from "node:fs";
import autocannon from "autocannon";
import { BENCH_PASSWORD, BENCH_SHOPPER_COUNTS, BENCH_SHOPPERS, shopperEmail } from "./buying-seed";
import { cpuPerRequest, cpuReading } from "./cpu";
import type { Target } from "./targets";

/** The test gateway's answer time in the bench (TEST_GATEWAY_LATENCY_MS): about a real gateway's round trip. */
export const BENCH_GATEWAY_LATENCY_MS = 250;
/** The server settings the buying figures are measured with. */
export const BUYING_SERVER_ENV = { TEST_GATEWAY_LATENCY_MS: String(BENCH_GATEWAY_LATENCY_MS) };
/** Issue 25's capacity targets at 200 shoppers: orders/s by database, and one order's p99. */
const ORDERS_PER_SECOND_TARGET: Record<string, number> = { postgres: 300, embedded: 60 };
const ONE_ORDER_P99_TARGET_MS = 1500;
const CARD = { number: "4030000010001234", expiry_month: "12", expiry_year: "30", cvd: "123" };
const BROWSER = {
  accept_header: "text/html",
  java_enabled: false,
  language: "en-CA",
  color_depth: 24,
  screen_height: 900,
  screen_width: 1440,
  time_zone: 300,
  user_agent: "partshop-bench",
  javascript_enabled: true,
};

interface Session {
  id: number;
  cookie: string;
  /** The shopper's own address (X-Forwarded-For), as real shoppers each have one. */
  from: string;
}

async function call(base: string, session: Session | null, method: string, path: string, body?: unknown, from?: string) {
  const address = from ?? session?.from;
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(session ? { cookie: session.cookie } : {}), ...(address ? { "x-forwarded-for": address } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers };
}

async function signIn(base: string, n: number): Promise<Session> {
  let answer = await call(base, null, "POST", "/api/loginCustomer", { email: shopperEmail(n), password: BENCH_PASSWORD }, `10.77.0.${n}`);
  // Right after the sign-in flood the hashing queue may still be full: wait as Retry-After says.
  for (let tries = 0; answer.status === 503 && tries < 20; tries++) {
    await new Promise((resolve) => setTimeout(resolve, Number(answer.headers.get("retry-after") ?? 1) * 1000));
    answer = await call(base, null, "POST", "/api/loginCustomer", { email: shopperEmail(n), password: BENCH_PASSWORD }, `10.77.0.${n}`);
  }
  if (answer.status !== 200) throw new Error(`bench shopper ${n} could not sign in: ${answer.status}`);
  return { id: (answer.body.user as { id: number }).id, cookie: (/sid=[^;]+/.exec(answer.headers.get("set-cookie") ?? "") ?? [""])[0], from: `10.77.0.${n}` };
}

/** One whole order as the pages make it; resolves with its number, or throws with what went wrong. */
async function placeOrder(base: string, shopper: Session, parts: readonly string[], round: number): Promise<string> {
  const lines = 1 + (round % 3);
  for (let i = 0; i < lines; i++) {
    const added = await call(base, shopper, "POST", "/api/addToShoppingCart", {
      item: parts[(round * 7 + i * 13 + shopper.id) % parts.length],
      user: shopper.id,
      quantity: 1 + (i % 2),
      type: 1,
    });
    if (added.status !== 200) throw new Error(`add to cart: ${added.status}`);
  }
  const checkout = await call(base, shopper, "POST", "/api/checkout", { userID: shopper.id });
  const address = await call(base, shopper, "POST", "/api/changeAddress", { id: 0 });
  const reserved = await call(base, shopper, "POST", "/api/reserveOrderSlot", { custno: shopper.id });
  const token = await call(base, shopper, "POST", "/api/token/test", CARD);
  const paid = await call(base, shopper, "POST", "/api/storeOrderData", {
    orderNumber: reserved.body.orderNumber,
    custno: shopper.id,
    addressID: 0,
    subtotal: checkout.body.subtotal,
    hst: address.body.tax,
    shipping: address.body.total_shipping,
    token: token.body.token,
    cardholderName: "Bench Shopper",
    browser: BROWSER,
  });
  if (paid.status !== 200) throw new Error(`pay: ${paid.status} ${JSON.stringify(paid.body)}`);
  return String(paid.body.order_num);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** The server's resident memory now and its peak so far (kB), from /proc. */
function memoryOf(pid: number): { rssKb: number; peakKb: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
    return { rssKb: kb("VmRSS"), peakKb: kb("VmHWM") };
  } catch {
    return { rssKb: 0, peakKb: 0 };
  }
}

/** The buying figures of one database, as report lines. */
export async function benchBuying(base: string, serverPid: number, parts: readonly string[], seconds: number, target: Target): Promise<string[]> {
  const lines: string[] = [];
  const shoppers = await Promise.all(Array.from({ length: BENCH_SHOPPERS }, (_, i) => signIn(base, i + 1)));

  const orderNumbers: string[] = [];
  for (const count of BENCH_SHOPPER_COUNTS) {
    const run = await ordersPerSecond(base, shoppers.slice(0, count), parts, seconds, target, serverPid);
    lines.push(run.line);
    orderNumbers.push(...run.orderNumbers);
  }

  const big = shoppers[0]!;
  for (let i = 0; i < 30; i++)
    await call(base, big, "POST", "/api/addToShoppingCart", { item: parts[30 + i] ?? parts[i], user: big.id, quantity: 1 + (i % 3), type: 1 });
  const cartLines = ((await call(base, big, "POST", "/api/getItems_carts", { user: big.id })).body.carts as unknown[]).length;
  const checkout = await autocannon({
    url: `${base}/api/checkout`,
    connections: 10,
    duration: seconds,
    method: "POST",
    headers: { "content-type": "application/json", cookie: big.cookie, "x-forwarded-for": big.from },
    body: JSON.stringify({ userID: big.id }),
  });
  lines.push(
    `/checkout of a ${cartLines}-line cart, 10 connections: ${Math.round(checkout.requests.average)} req/s, p50 ${checkout.latency.p50} ms, p99 ${checkout.latency.p99} ms${checkout.non2xx ? `, ${checkout.non2xx} non-2xx` : ""}`,
  );

  const mine = orderNumbers.slice(0, 200);
  if (mine.length > 0) {
    const owners = new Map<string, Session>();
    for (const shopper of shoppers) {
      const history = (await call(base, shopper, "GET", `/api/customerOrderHistory?id=${shopper.id}`)).body.history as { order_num: string }[];
      for (const row of history) owners.set(row.order_num, shopper);
    }
    const printable = mine.filter((orderNum) => owners.has(orderNum));
    let next = 0;
    const pdfs = await autocannon({
      url: base,
      connections: 10,
      duration: seconds,
      requests: [
        {
          setupRequest: (request) => {
            const orderNum = printable[next++ % printable.length]!;
            const owner = owners.get(orderNum)!;
            return { ...request, path: `/api/orders/${orderNum}/pdf`, headers: { ...request.headers, cookie: owner.cookie, "x-forwarded-for": owner.from } };
          },
        },
      ],
    });
    lines.push(
      `sales-order PDFs (${printable.length} different orders), 10 connections: ${Math.round(pdfs.requests.average)} PDFs/s, p50 ${pdfs.latency.p50} ms, p99 ${pdfs.latency.p99} ms${pdfs.non2xx ? `, ${pdfs.non2xx} non-2xx` : ""}`,
    );
  }

  const dealer = await call(base, null, "POST", "/api/loginDealer", { account: "D10001", password: "Dealer123" }, "10.78.0.1");
  const dealerSession: Session = { id: 0, cookie: (/sid=[^;]+/.exec(dealer.headers.get("set-cookie") ?? "") ?? [""])[0], from: "10.78.0.1" };
  const code = ((dealer.body.dealer as { dealer_info: { pricecode: number } } | undefined)?.dealer_info.pricecode ?? 3).toString();
  const before = memoryOf(serverPid);
  let peakRss = before.rssKb;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memoryOf(serverPid).rssKb);
  }, 25);
  const started = performance.now();
  const prepared = await call(base, dealerSession, "GET", `/api/generatePriceSheet/${code}/all`);
  const response = await fetch(`${base}${prepared.body.url}`, { headers: { cookie: dealerSession.cookie, "x-forwarded-for": dealerSession.from } });
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  const after = memoryOf(serverPid);
  lines.push(
    `price sheet, all makes, level ${code}: ${response.status} in ${(elapsed / 1000).toFixed(1)} s, ${(bytes / 1024 / 1024).toFixed(1)} MB of XLSX; server memory ${Math.round(before.rssKb / 1024)} MB before, peak ${Math.round(peakRss / 1024)} MB while streaming (process high-water mark ${Math.round(after.peakKb / 1024)} MB)`,
  );
  return lines;
}

/**
 * Orders placed end to end by `shoppers` at once, each starting orders for `seconds`: one report line
 * (with its target at 200 shoppers) and the orders' numbers. The rate is the orders over the time until
 * the last one ended: an order started before the deadline may end seconds after it, and dividing by
 * `seconds` alone counted those seconds as free (100 shoppers of 2.7 s orders each placed 4 in
 * "10 s": 40.0 orders/s, where the run took 11 s). The CPU an order took is read from /proc over the
 * same run: the server's process, the database's and the whole machine's (the shoppers' too).
 */
async function ordersPerSecond(
  base: string,
  shoppers: readonly Session[],
  parts: readonly string[],
  seconds: number,
  target: Target,
  serverPid: number,
): Promise<{ line: string; orderNumbers: string[] }> {
  console.log(`  orders: ${shoppers.length} shoppers placing orders for ${seconds} s ...`);
  const runStarted = performance.now();
  const cpuBefore = cpuReading(target, serverPid);
  const deadline = Date.now() + seconds * 1000;
  const latencies: number[] = [];
  const orderNumbers: string[] = [];
  const failures = new Map<string, number>();
  // Each run's shoppers come from addresses of their own: the card tokenizer allows 30 tokens a minute per
  // address (card testing), and a shopper of the 20-shopper run may already have used 20 of them.
  const fromAddressesOfThisRun = shoppers.map((shopper, i) => ({ ...shopper, from: `10.${shoppers.length % 256}.${Math.floor(i / 250)}.${(i % 250) + 1}` }));
  await Promise.all(
    fromAddressesOfThisRun.map(async (shopper) => {
      for (let round = 0; Date.now() < deadline; round++) {
        const started = performance.now();
        try {
          orderNumbers.push(await placeOrder(base, shopper, parts, round));
          latencies.push(performance.now() - started);
        } catch (error) {
          const why = error instanceof Error ? error.message.slice(0, 60) : String(error);
          failures.set(why, (failures.get(why) ?? 0) + 1);
        }
      }
    }),
  );
  const elapsedSeconds = (performance.now() - runStarted) / 1000;
  const cpu = cpuPerRequest(cpuBefore, cpuReading(target, serverPid), latencies.length);
  latencies.sort((a, b) => a - b);
  const failed = [...failures].map(([why, n]) => `${n} x ${why}`).join(", ");
  const rate = latencies.length / elapsedSeconds;
  const p99 = Math.round(percentile(latencies, 99));
  const rateTarget = ORDERS_PER_SECOND_TARGET[target.label];
  const ms = (value: number | null) => (value === null ? "?" : value.toFixed(1));
  const verdict =
    shoppers.length === BENCH_SHOPPERS && rateTarget
      ? `  (target >= ${rateTarget} orders/s and p99 < ${ONE_ORDER_P99_TARGET_MS} ms: ${rate >= rateTarget && p99 < ONE_ORDER_P99_TARGET_MS ? "ok" : "MISSED"})`
      : "";
  const line = `orders end to end (cart, checkout, reserve, tokenize, pay; gateway answers in ${BENCH_GATEWAY_LATENCY_MS} ms), ${shoppers.length} shoppers at once: ${rate.toFixed(1)} orders/s (${latencies.length} in ${elapsedSeconds.toFixed(1)} s), one order p50 ${Math.round(percentile(latencies, 50))} ms, p99 ${p99} ms; CPU an order: server ${ms(cpu.server)} ms, database ${ms(cpu.database)} ms, machine ${ms(cpu.machine)} ms${failed ? `; failed: ${failed}` : ""}${verdict}`;
  return { line, orderNumbers };
}
