/**
 * Several servers on one PostgreSQL: the catalogue against one server, then two at once, and a burst
 * of queued mail drained by both.
 */
import pg from "pg";
import { measure, NAME_WIDTH, pad, startServer } from "./servers";
import { type BenchOptions, type Seeded, seconds, type Target } from "./targets";

/**
 * Several servers on one PostgreSQL: the catalogue's req/s against one server, then against two at
 * once (half the connections each, as a round-robin balancer sends them), and mails per second with
 * both draining one burst of queued mail.
 */
export async function benchTwoServers(bench: BenchOptions, target: Target, seeded: Seeded): Promise<string[]> {
  const first = await startServer(target);
  const second = await startServer(target);
  const lines = ["", `two servers on one PostgreSQL (${bench.connections} connections in all, ${bench.seconds} s each)`];
  try {
    const items = seeded.codes.map((code) => `/api/item/${encodeURIComponent(code)}`);
    const lists = ["FORD", "CHEVROLET", "DODGE", "PLYMOUTH", "PONTIAC", "BUICK"].flatMap((make) =>
      [1, 2, 3].map((page) => `/api/searchResualt?make=${make}&page=${page}`),
    );
    for (const [name, paths] of [
      ["item detail, random part", items],
      ["make lists, pages 1-3", lists],
    ] as const) {
      await measure(bench, first.base, paths, { seconds: Math.min(2, bench.seconds) });
      const one = await measure(bench, first.base, paths);
      const half = Math.max(1, Math.floor(bench.connections / 2));
      const [a, b] = await Promise.all([measure(bench, first.base, paths, { connections: half }), measure(bench, second.base, paths, { connections: half })]);
      const both = a.reqPerSec + b.reqPerSec;
      lines.push(
        `${pad(name, NAME_WIDTH)} one server ${Math.round(one.reqPerSec)} req/s (p99 ${one.p99} ms); two servers ${Math.round(both)} req/s (p99 ${Math.max(a.p99, b.p99)} ms), ${(both / one.reqPerSec).toFixed(2)}x`,
      );
    }
    const pool = new pg.Pool({ connectionString: target.env.DATABASE_URL, max: 2 });
    try {
      const burst = 2000;
      const started = Date.now();
      await pool.query(
        `insert into mail_outbox ("to", subject, text) select 'bench' || n || '@example.com', 'Bench mail ' || n, 'Thank you for your order.' from generate_series(1, $1::int) n`,
        [burst],
      );
      await pool.query("select pg_notify('partshop_outbox', '')");
      for (;;) {
        const { rows } = await pool.query<{ n: number }>("select count(*)::int as n from mail_outbox where status = 'pending'");
        if (rows[0]?.n === 0) break;
        if (Date.now() - started > 300_000) throw new Error("the mail burst was not sent within 5 minutes");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const ms = Date.now() - started;
      const { rows } = await pool.query<{ n: number; ids: number }>(
        "select count(*)::int as n, count(distinct id)::int as ids from mail_outbox where subject like 'Bench mail %' and status = 'sent'",
      );
      lines.push(
        `${pad("mail burst, both servers sending", NAME_WIDTH)} ${burst} mails (.eml files) in ${seconds(ms)}: ${Math.round((burst / ms) * 1000)} mails/s; ${rows[0]?.ids} sent once each`,
      );
    } finally {
      await pool.end();
    }
  } finally {
    await second.stop();
    await first.stop();
  }
  return lines;
}
