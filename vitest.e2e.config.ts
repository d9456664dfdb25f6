import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    // A whole journey (register, buy, pay, read the receipt) takes 30-40 s on a quiet 2-core machine and
    // over 60 s on CI, where the PostgreSQL suite runs alongside and each page load costs Chromium 1-2 s:
    // the limit catches a journey that hangs, not one that is slow because the machine is shared.
    testTimeout: 180_000,
    // What a journey waits for (a title, a count, a toast) may take a few seconds on a loaded CI machine:
    // expect.poll's own default is one second.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    hookTimeout: 180_000,
    pool: "forks",
    // Each worker has a shop of its own (e2e/global-setup.ts), so two test files run at once without
    // sharing orders, stock or sign-ins; within a worker, files run one after another.
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    fileParallelism: true,
  },
});
