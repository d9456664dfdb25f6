import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 60_000,
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
