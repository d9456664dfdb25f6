import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { hashPassword } from "../../src/server/lib/passwords";
import { customers, dealers, staffUsers } from "../../src/server/modules/accounts/schema";
import type { RegisteredRoute } from "../../src/server/plugins/authorization";
import { createTestApp, type TestApp } from "../app";
import { createClassicModel, createHolidayItem, createMake, createPart, createSpecial } from "../factories";
import { contractFieldCount } from "../fuzz/contracts";
import { shorten } from "../fuzz/json-text";
import {
  acceptedEdgePlans,
  admits,
  altchaArb,
  bodyFields,
  type CallerKind,
  callerArb,
  type FuzzWorld,
  type RequestPlan,
  requestPlanArb,
} from "../fuzz/request-plans";
import { changedTables, type TableChecksums, tableChecksummer } from "../fuzz/table-checksums";
import { createCustomer, createDealer, sessionOf } from "./accounts-fixtures";

/**
 * A property-based fuzz test of the whole HTTP API. For every /api route the app registers
 * (app.apiRoutes), fast-check generates requests from the route's zod contracts: plausible ones,
 * ones with a field broken, the contract's keys with hostile values, bodies that are not JSON,
 * wrong content types, hostile path parameters and queries, for an anonymous caller, a signed-in
 * customer and a signed-in dealer. Whatever is sent, the shop never answers 5xx, every refusal is
 * `{ error: { code, message, fields? } }` in JSON, and a refused call changes no row of any table.
 *
 * Fixed seed, bounded count: the same requests every run. Most run with CAPTCHA=off so plausible
 * bodies reach the services; a slice runs the captcha-protected forms with the captcha on. Every
 * route is called by every kind of caller, in that slice and in the main one, at any scale.
 */

/** The fixed seed; FUZZ_SEED picks another for a one-off local hunt, and the summary line says which ran. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/**
 * Scales every count below. The tests run a twentieth of the full fuzz (about 2,000 requests, every
 * route by every kind of caller still); the full one (FUZZ_SCALE=1, about 15,000) is
 * `npm run bench -- --only fuzz`; FUZZ_SCALE=10 for a long local hunt.
 */
const SCALE = Number(process.env.FUZZ_SCALE ?? 0.05);
/** Requests per route and method, plus more per field of its contracts: a long form has more to break. */
const RUNS_PER_ROUTE = 50;
const RUNS_PER_FIELD = 8;
/** A route's HEAD twin answers like its GET, so it gets fewer. */
const RUNS_PER_HEAD_ROUTE = 6;
/** At most this many requests per route and caller with one field at an edge its contract accepts. */
const EDGES_PER_ROUTE = 120;
/** Requests per captcha-protected form with the captcha on. */
const RUNS_PER_CAPTCHA_FORM = 12;
const CALLERS: CallerKind[] = ["anonymous", "customer", "dealer", "staff"];
const PASSWORD = "Garage2024";
/** The only redirect in the API: the mailed e-mail change link; `emailChanged=0` says the link was refused. */
const REDIRECTING_ROUTE = "/api/confirmEmailChange";
const REFUSING_REDIRECT = /[?&]emailChanged=0$/;

let t: TestApp;
let captchaApp: FastifyInstance;
let world: FuzzWorld;
let checksums: () => Promise<TableChecksums>;
let baseline: TableChecksums;
const sessions: Record<Exclude<CallerKind, "anonymous">, string> = { customer: "", dealer: "", staff: "" };
const signIns = {
  customer: { url: "/api/loginCustomer", body: { email: "", password: PASSWORD } },
  dealer: { url: "/api/loginDealer", body: { account: "", password: PASSWORD } },
  staff: { url: "/api/admin/login", body: { email: "fuzz-staff@partshop.example", password: PASSWORD } },
};
let signInAddress = 0;

async function signIn(caller: Exclude<CallerKind, "anonymous">): Promise<void> {
  const { url, body } = signIns[caller];
  // The staff caller may have disabled, suspended or demoted a caller on a request that was not a refusal: undo it.
  const db = t.database.db;
  if (caller === "customer") await db.update(customers).set({ active: true }).where(eq(customers.email, signIns.customer.body.email));
  if (caller === "dealer") await db.update(dealers).set({ active: true, suspendedReason: null }).where(eq(dealers.account, signIns.dealer.body.account));
  if (caller === "staff") await db.update(staffUsers).set({ active: true, role: "owner" }).where(eq(staffUsers.email, signIns.staff.body.email));
  signInAddress += 1;
  const response = await t.app.inject({ method: "POST", url, payload: body, remoteAddress: `172.16.${signInAddress >> 8}.${signInAddress & 255}` });
  if (response.statusCode !== 200) throw new Error(`the fuzz test's ${caller} could not sign in: ${response.statusCode} ${response.body}`);
  sessions[caller] = sessionOf(response).sid;
}

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA: "off", PUBLIC_URL: "https://shop.example" } });
  const db = t.database.db;
  const make = "FUZZMAKE";
  await createMake(db, { make });
  const hood = await createPart(db, { item: "FZ-HOOD-1", make, descrip: "Hood panel" });
  const fender = await createPart(db, { item: "FZ-FENDER-2", make, descrip: "Front fender", price: 120 });
  await createSpecial(db, { item: fender.item, salePrice: 79.99, orgPrice: 120 });
  await createHolidayItem(db, { item: hood.item });
  const classic = await createClassicModel(db, { item: "FZ-CB-1", make: "FORD" });
  const customer = await createCustomer(db, { email: "fuzz-caller@example.com", password: PASSWORD, complete: true });
  const dealer = await createDealer(db, { account: "FZCALLER", password: PASSWORD });
  const targetCustomer = await createCustomer(db, { email: "fuzz-target@example.com", password: PASSWORD });
  const targetDealer = await createDealer(db, { account: "FZTARGET", password: PASSWORD });
  world = {
    pathValues: (url) =>
      url.startsWith("/api/admin/")
        ? [String(targetCustomer.id), String(targetDealer.id), "100001", "999999", hood.item]
        : url.includes("classic")
          ? [classic.item]
          : url.includes("taxRate")
            ? ["ON", "qc", "NY", "ZZ"]
            : [hood.item, fender.item],
    itemCodes: [hood.item, fender.item, classic.item],
    make,
    customer: { id: customer.id, email: customer.email },
    dealer: { id: dealer.id, account: dealer.account, email: dealer.email },
    target: { customerEmail: targetCustomer.email, dealerAccount: targetDealer.account, password: PASSWORD },
  };
  signIns.customer.body.email = customer.email;
  signIns.dealer.body.account = dealer.account;
  await db.insert(staffUsers).values({ email: signIns.staff.body.email, passwordHash: await hashPassword(PASSWORD), name: "Fuzz Staff", role: "owner" });
  await signIn("customer");
  await signIn("dealer");
  await signIn("staff");

  captchaApp = await buildApp({
    db,
    config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", CAPTCHA: "on", PUBLIC_URL: "https://shop.example" }),
    mail: t.mail,
    caches: t.caches,
    payments: t.payments,
    signals: t.signals,
  });
  await captchaApp.ready();
  checksums = await tableChecksummer(db);
  baseline = await checksums();
});

afterAll(async () => {
  await captchaApp?.close();
  await t?.close();
});

type StatusClass = "2xx" | "3xx" | "4xx" | "5xx";
const tally: Record<CallerKind, Record<StatusClass, number>> = Object.fromEntries(
  CALLERS.map((caller) => [caller, { "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 }]),
) as never;
let rateLimited = 0;
const answeredWith2xx = new Set<string>();
/** Which kinds of caller called each route ("METHOD /path"), with the captcha off and on. */
const calledBy = { captchaOff: new Map<string, Set<CallerKind>>(), captchaOn: new Map<string, Set<CallerKind>>() };
const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;
/** The first example of each distinct problem, by route and kind of problem. */
const problems = new Map<string, string>();

function shopErrorProblem(text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return "the refusal's body is not JSON";
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) return "the refusal's body is not an object";
  if (Object.keys(body).join() !== "error") return "the refusal's body has keys besides `error`";
  const error = (body as { error: unknown }).error;
  if (error === null || typeof error !== "object" || Array.isArray(error)) return "`error` is not an object";
  const { code, message, fields, ...extra } = error as Record<string, unknown>;
  if (Object.keys(extra).length > 0) return `\`error\` has extra keys: ${Object.keys(extra).join(", ")}`;
  if (typeof code !== "string" || code === "") return "`error.code` is not a text";
  if (typeof message !== "string" || message === "") return "`error.message` is not a text";
  if (fields !== undefined) {
    if (fields === null || typeof fields !== "object" || Array.isArray(fields)) return "`error.fields` is not an object";
    if (Object.values(fields).some((value) => typeof value !== "string")) return "`error.fields` holds something other than texts";
  }
  return undefined;
}

/** What is wrong with an answer, by the rules every /api answer keeps. */
function answerProblems(plan: RequestPlan, response: LightMyRequestResponse): string[] {
  const found: string[] = [];
  const status = response.statusCode;
  const type = String(response.headers["content-type"] ?? "");
  const hasBody = plan.method !== "HEAD" && response.body !== "";
  if (status >= 500) found.push(`a ${status}`);
  if (status >= 300 && status < 400) {
    const mayRedirect = plan.route.url === REDIRECTING_ROUTE && (plan.method === "GET" || plan.method === "HEAD");
    if (!mayRedirect) found.push(`a redirect (${status}) from a route that never redirects`);
    else if (!/^\/(?!\/)/.test(String(response.headers.location ?? ""))) found.push("a redirect to somewhere else than the shop");
  }
  if (status >= 400) {
    if (!/^application\/json/.test(type)) found.push(`a refusal in ${type || "no content type"}`);
    if (plan.method !== "HEAD") {
      const shape = shopErrorProblem(response.body);
      if (shape) found.push(shape);
    }
  }
  // A route that answers with a file (a CSV export) says so in its schema's `produces`.
  const declaresFile = plan.route.schema?.produces?.some((produced) => type.startsWith(produced)) ?? false;
  if (status < 300 && hasBody && !declaresFile) {
    if (!/^application\/json/.test(type)) found.push(`an answer in ${type || "no content type"}`);
    else {
      try {
        JSON.parse(response.body);
      } catch {
        found.push("an answer that says JSON but is not");
      }
    }
  }
  return found;
}

function isRefusal(plan: RequestPlan, response: LightMyRequestResponse): boolean {
  if (response.statusCode >= 400) return true;
  return plan.route.url === REDIRECTING_ROUTE && REFUSING_REDIRECT.test(String(response.headers.location ?? ""));
}

function cookieHeader(plan: RequestPlan): string | undefined {
  const own = plan.caller === "anonymous" ? "" : `sid=${sessions[plan.caller]}`;
  switch (plan.cookie.kind) {
    case "caller":
      return own || undefined;
    case "none":
      return undefined;
    case "raw":
      return plan.cookie.header;
    case "before caller":
      return own ? `${plan.cookie.header}; ${own}` : plan.cookie.header;
  }
}

function report(plan: RequestPlan, headers: Record<string, string>, response: LightMyRequestResponse | undefined, found: string[]): string {
  const payload = plan.payload === undefined ? "(none)" : `${shorten(plan.payload, 600)}`;
  const answer = response
    ? `${response.statusCode} ${String(response.headers["content-type"] ?? "(no content type)")}${response.headers.location ? ` -> ${response.headers.location}` : ""}: ${shorten(response.body, 600)}`
    : "(no answer)";
  return [
    `${plan.method} ${shorten(plan.url, 400)} as ${plan.caller} from ${plan.remoteAddress} (${plan.recipe})`,
    `  headers: ${JSON.stringify(headers)}`,
    `  payload: ${payload}`,
    `  answer:  ${answer}`,
    `  problem: ${found.join("; ")}`,
  ].join("\n");
}

/** Keeps the signed-in callers signed in: a sign-in, sign-out or registration sent with their cookie may have ended their session. */
async function keepSignedIn(plan: RequestPlan, response: LightMyRequestResponse): Promise<void> {
  if (plan.caller === "anonymous") return;
  const touchedSession = response.cookies.some((cookie) => cookie.name === "sid") || response.statusCode === 401;
  if (!touchedSession) return;
  const me = await t.app.inject({ url: "/api/me", cookies: { sid: sessions[plan.caller] } });
  if (me.json<{ kind: string }>().kind !== plan.caller) await signIn(plan.caller);
  baseline = await checksums();
}

/** Sends one generated request and checks its answer and, for a refusal, that no row changed. */
async function exercise(app: FastifyInstance, plan: RequestPlan): Promise<void> {
  const callers = app === captchaApp ? calledBy.captchaOn : calledBy.captchaOff;
  callers.set(routeKey(plan.route), (callers.get(routeKey(plan.route)) ?? new Set()).add(plan.caller));
  const cookie = cookieHeader(plan);
  const headers = { ...plan.headers, ...(cookie === undefined ? {} : { cookie }) };
  let response: LightMyRequestResponse | undefined;
  const found: string[] = [];
  try {
    response = await app.inject({ method: plan.method as "GET", url: plan.url, headers, payload: plan.payload, remoteAddress: plan.remoteAddress });
  } catch (error) {
    found.push(`the request could not be sent: ${(error as Error).message}`);
  }
  if (response) {
    const status = response.statusCode;
    const statusClass = `${Math.min(5, Math.floor(status / 100))}xx` as StatusClass;
    tally[plan.caller][statusClass] = (tally[plan.caller][statusClass] ?? 0) + 1;
    if (status === 429) rateLimited++;
    if (status < 300) answeredWith2xx.add(`${plan.route.method} ${plan.route.url}`);
    found.push(...answerProblems(plan, response));
    const after = await checksums();
    if (isRefusal(plan, response)) {
      const changed = changedTables(baseline, after);
      if (changed.length > 0) found.push(`a refused call changed rows in ${changed.join(", ")}`);
    }
    baseline = after;
    await keepSignedIn(plan, response);
  }
  if (found.length > 0) {
    const key = `${plan.route.method} ${plan.route.url}: ${found.map((problem) => problem.replace(/\d+/g, "N")).join("; ")}`;
    if (!problems.has(key)) problems.set(key, report(plan, headers, response, found));
  }
}

/** The route's sample from its seed, and then one request of each kind of caller the sample left out. */
function plansFor(route: RegisteredRoute, seed: number, numRuns: number, options: Parameters<typeof requestPlanArb>[3] = {}): RequestPlan[] {
  const plans = fc.sample(
    callerArb(route).chain((caller) => requestPlanArb(world, route, caller, options)),
    { seed, numRuns },
  );
  for (const [index, caller] of CALLERS.entries()) {
    if (!plans.some((plan) => plan.caller === caller))
      plans.push(...fc.sample(requestPlanArb(world, route, caller, options), { seed: seed + 100_000 * (index + 1), numRuns: 1 }));
  }
  return plans;
}

/** "METHOD /path as caller" for every route and caller kind that sent no request. */
function notCalled(routes: RegisteredRoute[], called: Map<string, Set<CallerKind>>): string[] {
  return routes.flatMap((route) => CALLERS.filter((caller) => !called.get(routeKey(route))?.has(caller)).map((caller) => `${routeKey(route)} as ${caller}`));
}

function runsFor(route: RegisteredRoute): number {
  if (route.method === "HEAD") return Math.ceil(RUNS_PER_HEAD_ROUTE * SCALE);
  const fields = contractFieldCount(route.schema?.body) + contractFieldCount(route.schema?.querystring) + contractFieldCount(route.schema?.params);
  return Math.ceil((RUNS_PER_ROUTE + RUNS_PER_FIELD * fields) * SCALE);
}

describe("the whole API, fuzzed from its contracts", () => {
  it("compares rows by checksums that see a change in any table, and ignore only what a refusal may write", async () => {
    const db = t.database.db;
    const before = await checksums();
    await db.execute(sql`update makes set path = path || '?' where make = ${world.make}`);
    expect(changedTables(before, await checksums())).toEqual(["makes"]);
    await db.execute(sql`update makes set path = rtrim(path, '?') where make = ${world.make}`);
    await db.execute(sql`insert into throttle_events (key) values ('fuzz:self-test')`);
    await db.execute(sql`update sessions set last_seen_at = last_seen_at - interval '1 second', expires_at = expires_at + interval '1 second'`);
    expect(changedTables(before, await checksums())).toEqual([]);
    await db.execute(sql`update sessions set remember = not remember`);
    expect(changedTables(before, await checksums())).toEqual(["sessions"]);
    await db.execute(sql`update sessions set remember = not remember`);
    baseline = await checksums();
  });

  it(
    "never answers 5xx, always refuses in the shop's shape, and a refusal changes no row",
    async () => {
      const started = performance.now();
      const routes = t.app.apiRoutes.filter((route) => !route.url.startsWith("/api/docs"));
      expect(routes.length).toBeGreaterThan(20);

      const requestsSent = () => CALLERS.reduce((sum, caller) => sum + Object.values(tally[caller]).reduce((a, b) => a + b, 0), 0);

      // First, while no challenge has been served yet: forged payloads then meet a shop without a captcha key.
      const captchaForms = routes.filter((route) => bodyFields(route).includes("altcha"));
      expect(captchaForms.length).toBeGreaterThan(0);
      for (const [index, route] of captchaForms.entries()) {
        for (const plan of plansFor(route, SEED + 1000 + index, Math.ceil(RUNS_PER_CAPTCHA_FORM * SCALE), { altcha: altchaArb }))
          await exercise(captchaApp, plan);
      }
      const withCaptcha = requestsSent();

      for (const [index, route] of routes.entries()) {
        for (const plan of plansFor(route, SEED + index, runsFor(route))) await exercise(t.app, plan);
      }

      const generated = requestsSent() - withCaptcha;

      let edgeAddress = 0;
      for (const route of routes.filter((candidate) => candidate.method !== "HEAD")) {
        const callers = CALLERS.filter((caller) => admits(route, caller) && (route.access !== "public" || caller === "anonymous"));
        for (const caller of callers) {
          const plans = acceptedEdgePlans(world, route, caller, Math.ceil((EDGES_PER_ROUTE * SCALE) / callers.length), edgeAddress);
          edgeAddress += plans.length;
          for (const plan of plans) await exercise(t.app, plan);
        }
      }

      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const total = requestsSent();
      const byCaller = CALLERS.map(
        (caller) =>
          `${caller} ${Object.entries(tally[caller])
            .map(([statusClass, n]) => `${statusClass} ${n}`)
            .join(" ")}`,
      ).join("; ");
      console.log(
        `API fuzz, seed ${SEED}, scale ${SCALE}, ${t.database.kind} database: ${total} requests in ${seconds} s (${generated} generated, ${total - generated - withCaptcha} at edges the contracts accept, ${withCaptcha} with the captcha on); ${byCaller}; ${rateLimited} rate-limited (429); ${answeredWith2xx.size} of ${routes.length} routes answered 2xx at least once`,
      );

      expect(notCalled(captchaForms, calledBy.captchaOn), "captcha-protected forms not called by every kind of caller with the captcha on").toEqual([]);
      expect(notCalled(routes, calledBy.captchaOff), "routes not called by every kind of caller").toEqual([]);

      const shown = [...problems.values()].slice(0, 20);
      const more = problems.size > shown.length ? `\n\n… and ${problems.size - shown.length} more kinds` : "";
      if (problems.size > 0) throw new Error(`${problems.size} kinds of wrong answers:\n\n${shown.join("\n\n")}${more}`);
    },
    Math.max(1, SCALE) * 600_000,
  );
});
