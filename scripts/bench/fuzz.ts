import { spawnSync } from "node:child_process";
import { root } from "./targets";

/** The full API fuzz through vitest, on the embedded database or on a server's new databases (one per test file). */
export function fullFuzz(serverUrl?: string): string {
  const label = serverUrl ? "postgres" : "embedded";
  console.log(`\n== full API fuzz (${label}): test/api/fuzz.test.ts at FUZZ_SCALE=${process.env.FUZZ_SCALE ?? 1}`);
  const { TEST_DATABASE_URL: _ignored, ...env } = process.env;
  const run = spawnSync("npx", ["vitest", "run", "--config", serverUrl ? "vitest.postgres.config.ts" : "vitest.config.ts", "test/api/fuzz.test.ts"], {
    cwd: root,
    env: { ...env, FUZZ_SCALE: process.env.FUZZ_SCALE ?? "1", ...(serverUrl ? { TEST_DATABASE_URL: serverUrl } : {}) },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["ignore", "pipe", "inherit"],
  });
  process.stdout.write(run.stdout);
  const summary = /API fuzz, seed (\d+), scale ([\d.]+), \w+ database: (\d+) requests in ([\d.]+) s/.exec(run.stdout);
  if (!summary) return `API fuzz (${label}): no summary; the run ${run.status === 0 ? "passed" : "FAILED"} (output above)`;
  const [, seed, scale, requests, seconds] = summary;
  const errors = [...run.stdout.matchAll(/5xx (\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
  return `API fuzz (${label}, seed ${seed}, scale ${scale}): ${Number(requests).toLocaleString("en-CA")} requests in ${seconds} s, ${(Number(requests) / Number(seconds)).toFixed(0)} req/s, ${errors} answered 5xx, ${run.status === 0 ? "passed" : "FAILED (output above)"}`;
}
