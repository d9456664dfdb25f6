/**
 * The calls that matter for one database: the catalogue's (a part, lists, searches, the home page)
 * and the sign-in, anonymous and signed in, against the trivial route; then the sign-in flood and the
 * buying figures, and on the embedded database a trivial route while others search.
 */
import { demoCustomerSessions, signInFlood, signInRequest } from "./accounts";
import { BUYING_SERVER_ENV, benchBuying } from "./buying";
import { type Measure, measure, NAME_WIDTH, pad, padLeft, type RequestShape, startBareServer, startServer, statusOf } from "./servers";
import { type BenchOptions, type Seeded, seconds, type Target } from "./targets";

const SEARCH_TERMS = ["brake", "hood", "mirror", "grille", "bumper", "tail lamp", "fender", "radiator", "door handle", "mustang"];

interface Operation {
  name: string;
  paths: string[];
  request?: RequestShape;
  /** The operation this one is the signed-in twin of: its row shows how many times slower it is. */
  signedInTwinOf?: string;
  /** `anonymous`: for a signed-in twin, the measure of the same call made anonymously. */
  /** `bare`: a bare Node `http` server measured in the same run (the ceiling). */
  target?: { check: (m: Measure, trivial: Measure, anonymous: Measure | undefined, bare: Measure | null) => boolean; text: string };
  note?: string;
}

const ITEM_DETAIL = "item detail /api/item/:code";
const FORD_PAGE_3 = "FORD list, page 3";

function operations(codes: string[], sessions: { cookies: string[] } | { failed: string }): Operation[] {
  const items = codes.map((code) => `/api/item/${encodeURIComponent(code)}`);
  const searches = SEARCH_TERMS.map((term) => `/api/searchResualt?item=${encodeURIComponent(term)}`);
  const signedIn: RequestShape = "cookies" in sessions ? { cookies: sessions.cookies } : {};
  const sessionCost = {
    check: (m: Measure, _: Measure, anonymous: Measure | undefined) => anonymous !== undefined && anonymous.reqPerSec / m.reqPerSec < 1.3,
    text: "< 1.3x anonymous",
  };
  return [
    {
      name: TRIVIAL,
      paths: ["/api/health"],
      target: { check: (m, _trivial, _anonymous, bare) => bare !== null && m.reqPerSec >= bare.reqPerSec * 0.6, text: ">= 60% of the bare server" },
    },
    { name: "GET /api/store", paths: ["/api/store"] },
    // The read cache is on here (2,000 parts, each asked again within its 10 s): issue 25's 60% is judged with it off,
    // in the catalogue table and by `--only pipeline`.
    { name: ITEM_DETAIL, paths: items, note: "read cache on: judged with it off in the catalogue table" },
    { name: "item detail, signed in (sid)", paths: items, request: signedIn, signedInTwinOf: ITEM_DETAIL, target: sessionCost },
    { name: FORD_PAGE_3, paths: ["/api/searchResualt?make=FORD&page=3"], note: "one URL: the read cache's figure (distinct URLs below)" },
    {
      name: "FORD list, page 3, signed in (sid)",
      paths: ["/api/searchResualt?make=FORD&page=3"],
      request: signedIn,
      signedInTwinOf: FORD_PAGE_3,
      target: sessionCost,
    },
    { name: "FORD + 1967 filter", paths: ["/api/searchResualt?make=FORD&year=1967"], note: "one URL: the read cache's figure" },
    { name: "item-text search (10 terms)", paths: searches, note: "10 URLs: the read cache's figure" },
    { name: "home: /api/banner", paths: ["/api/banner"] },
    { name: "home: /api/getRandomNewProducts", paths: ["/api/getRandomNewProducts"] },
    { name: "home: /api/featureProducts", paths: ["/api/featureProducts"] },
    { name: "home: /api/popular", paths: ["/api/popular"] },
    { name: "home: /api/makes", paths: ["/api/makes"] },
    {
      name: "sign-in POST /api/loginCustomer",
      paths: ["/api/loginCustomer"],
      request: signInRequest,
      note: "argon2id as in production; each sign-in from its own address, so the per-address limit never answers",
    },
  ];
}

/** The calls table of one database, then the sign-in flood, the buying figures and (embedded) the trivial route during searches. */
export async function benchTarget(bench: BenchOptions, target: Target, seeded: Seeded): Promise<string[]> {
  const server = await startServer(target, BUYING_SERVER_ENV);
  const lines: string[] = [];
  try {
    const pipeline = await measurePipeline(bench, server.base);
    const bare = pipeline.bare;
    const sessions = await demoCustomerSessions(server.base, bench.connections);
    if ("failed" in sessions) console.log(`  ${sessions.failed}: the signed-in calls are skipped`);
    const ops = operations(seeded.codes, sessions);
    const results: { op: Operation; result: Measure | null; note: string }[] = [];
    let trivial: Measure | null = null;
    for (const op of ops) {
      const status = await statusOf(server.base + op.paths[0], op.request);
      if (status !== 200 || (op.signedInTwinOf && "failed" in sessions)) {
        const why = "failed" in sessions && op.signedInTwinOf ? sessions.failed : `${op.paths[0]} answers ${status || "nothing"}`;
        results.push({ op, result: null, note: `skipped: ${why}` });
        console.log(`  ${op.name}: skipped (${why})`);
        continue;
      }
      if (op.name === TRIVIAL) {
        trivial = pipeline.trivial;
        results.push({ op, result: trivial, note: "" });
        continue;
      }
      await measure(bench, server.base, op.paths, { seconds: Math.min(2, bench.seconds), request: op.request });
      // Requests the warm-up left in flight are still being answered (a sign-in's argon2 takes a while): let them finish first.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const result = await measure(bench, server.base, op.paths, { request: op.request });
      trivial ??= result;
      results.push({ op, result, note: result.non2xx + result.errors > 0 ? `${result.non2xx} non-2xx, ${result.errors} errors` : "" });
      console.log(`  ${op.name}: ${Math.round(result.reqPerSec)} req/s, p99 ${result.p99} ms`);
    }

    const measured = (name: string | undefined) => results.find((r) => r.op.name === name)?.result ?? undefined;
    lines.push(
      `\n${target.label} database: demo shop + ${bench.items.toLocaleString("en-CA")} parts seeded in ${seconds(seeded.seedMs)}; ${bench.connections} connections, ${bench.seconds} s each`,
    );
    lines.push(`${pad("operation", NAME_WIDTH)}${padLeft("req/s", 9)}${padLeft("p50 ms", 9)}${padLeft("p99 ms", 9)}${padLeft("x trivial", 11)}  target`);
    lines.push(bareLine(bare, trivial));
    for (const { op, result, note } of results) {
      if (!result) {
        lines.push(`${pad(op.name, NAME_WIDTH)}${padLeft("-", 9)}${padLeft("-", 9)}${padLeft("-", 9)}${padLeft("-", 11)}  ${note}`);
        continue;
      }
      const ratio = trivial ? result.reqPerSec / trivial.reqPerSec : 1;
      // A signed-in twin is judged against its anonymous call: how many times the anonymous req/s it takes.
      const anonymous = measured(op.signedInTwinOf);
      const slowdown = anonymous ? `${(anonymous.reqPerSec / result.reqPerSec).toFixed(2)}x anonymous (p50 ${anonymous.p50} -> ${result.p50} ms)` : "";
      const verdict = op.target && trivial ? `${op.target.text}: ${op.target.check(result, trivial, anonymous, bare) ? "ok" : "MISSED"}` : "";
      lines.push(
        `${pad(op.name, NAME_WIDTH)}${padLeft(String(Math.round(result.reqPerSec)), 9)}${padLeft(String(result.p50), 9)}${padLeft(String(result.p99), 9)}${padLeft(`${(ratio * 100).toFixed(0)}%`, 11)}  ${[slowdown, verdict, op.note, note].filter(Boolean).join("; ")}`,
      );
    }

    lines.push(...(await signInFlood(bench, server.base, seeded.codes)));
    lines.push("", ...(await benchBuying(server.base, server.pid, seeded.stocked, bench.seconds, target)));

    if (target.label === "embedded") {
      const searches = ops.find((op) => op.name.startsWith("item-text"))?.paths ?? [];
      if ((await statusOf(server.base + searches[0])) === 200) {
        console.log("  trivial route while 5 clients search ...");
        const [during] = await Promise.all([
          measure(bench, server.base, ["/api/store"], { connections: 10 }),
          measure(bench, server.base, searches, { connections: 5 }),
        ]);
        const ok = during.p99 < 20;
        lines.push(
          `trivial route (10 connections) while 5 connections search: ${Math.round(during.reqPerSec)} req/s, p50 ${during.p50} ms, p99 ${during.p99} ms  (target p99 < 20 ms: ${ok ? "ok" : "MISSED"})`,
        );
      } else lines.push("trivial route during searches: skipped (the search route does not answer 200)");
    }
  } finally {
    await server.stop();
  }
  return lines;
}

/** `--only buying`: orders per second end to end, and the checkout and document figures, alone. */
export async function benchBuyingOnly(bench: BenchOptions, target: Target, seeded: Seeded): Promise<string[]> {
  const server = await startServer(target, BUYING_SERVER_ENV);
  try {
    return [`\n${target.label} database:`, ...(await benchBuying(server.base, server.pid, seeded.stocked, bench.seconds, target))];
  } finally {
    await server.stop();
  }
}

/** Rounds of the bare server against the trivial route, in turn. */
const PIPELINE_ROUNDS = 3;
const TRIVIAL = "trivial GET /api/health";

/**
 * A bare Node `http` server (the ceiling) and the shop's trivial route, measured in turn for
 * PIPELINE_ROUNDS rounds; each figure is its median round. Both share the two cores with the load
 * generator and the database, whose share moves from second to second on this machine: one
 * measurement of each, a minute apart, gave the bare server anything from 13,000 to 20,500 req/s.
 */
async function measurePipeline(bench: BenchOptions, base: string): Promise<{ bare: Measure; trivial: Measure }> {
  const bare = await startBareServer();
  try {
    await measure(bench, bare.base, ["/"], { seconds: Math.min(2, bench.seconds) });
    await measure(bench, base, ["/api/health"], { seconds: Math.min(2, bench.seconds) });
    const bares: Measure[] = [];
    const trivials: Measure[] = [];
    for (let round = 0; round < PIPELINE_ROUNDS; round++) {
      bares.push(await measure(bench, bare.base, ["/"]));
      trivials.push(await measure(bench, base, ["/api/health"]));
    }
    const median = (measures: Measure[]) => measures.sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(measures.length / 2)]!;
    const figures = (measures: Measure[]) => measures.map((m) => Math.round(m.reqPerSec)).join(", ");
    console.log(`  bare Node http server: ${figures(bares)} req/s; trivial route: ${figures(trivials)} req/s (medians kept)`);
    return { bare: median(bares), trivial: median(trivials) };
  } finally {
    await bare.stop();
  }
}

function bareLine(bare: Measure, trivial: Measure | null): string {
  const ratio = trivial ? `${((bare.reqPerSec / trivial.reqPerSec) * 100).toFixed(0)}%` : "-";
  return `${pad("bare Node http server (the ceiling)", NAME_WIDTH)}${padLeft(String(Math.round(bare.reqPerSec)), 9)}${padLeft(String(bare.p50), 9)}${padLeft(String(bare.p99), 9)}${padLeft(ratio, 11)}`;
}

/** `--only pipeline`: the bare server, the trivial routes and a part's detail, for work on the request pipeline. */
export async function benchPipeline(bench: BenchOptions, target: Target, seeded: Seeded): Promise<string[]> {
  // Read cache off: item detail's 2,000 parts would otherwise come back from it within its 10 s.
  const server = await startServer(target, { CATALOG_CACHE_SECONDS: "0" });
  try {
    const { bare, trivial } = await measurePipeline(bench, server.base);
    const rows: string[] = [];
    const items = seeded.codes.map((code) => `/api/item/${encodeURIComponent(code)}`);
    for (const [name, paths] of [
      [TRIVIAL, ["/api/health"]],
      ["GET /api/store", ["/api/store"]],
      [ITEM_DETAIL, items],
    ] as const) {
      const result = name === TRIVIAL ? trivial : await measureWarm(bench, server.base, paths);
      const verdict =
        name === TRIVIAL
          ? `>= 60% of the bare server: ${result.reqPerSec >= bare.reqPerSec * 0.6 ? "ok" : "MISSED"}`
          : name === ITEM_DETAIL
            ? `>= 60% of trivial: ${result.reqPerSec >= trivial.reqPerSec * 0.6 ? "ok" : "MISSED"}`
            : "";
      rows.push(
        `${pad(name, NAME_WIDTH)}${padLeft(String(Math.round(result.reqPerSec)), 9)}${padLeft(String(result.p50), 9)}${padLeft(String(result.p99), 9)}${padLeft(`${((result.reqPerSec / bare.reqPerSec) * 100).toFixed(0)}%`, 11)}  ${verdict}`,
      );
    }
    return [
      `\n${target.label} database, the request pipeline: ${bench.connections} connections, ${bench.seconds} s each, read cache off (bare and trivial: the median of ${PIPELINE_ROUNDS} rounds in turn)`,
      `${pad("operation", NAME_WIDTH)}${padLeft("req/s", 9)}${padLeft("p50 ms", 9)}${padLeft("p99 ms", 9)}${padLeft("x bare", 11)}  target`,
      `${pad("bare Node http server (the ceiling)", NAME_WIDTH)}${padLeft(String(Math.round(bare.reqPerSec)), 9)}${padLeft(String(bare.p50), 9)}${padLeft(String(bare.p99), 9)}${padLeft("100%", 11)}`,
      ...rows,
    ];
  } finally {
    await server.stop();
  }
}

async function measureWarm(bench: BenchOptions, base: string, paths: readonly string[]): Promise<Measure> {
  await measure(bench, base, paths, { seconds: Math.min(2, bench.seconds) });
  const result = await measure(bench, base, paths);
  console.log(`  ${paths[0]}${paths.length > 1 ? ` (+${paths.length - 1} more)` : ""}: ${Math.round(result.reqPerSec)} req/s, p99 ${result.p99} ms`);
  return result;
}
