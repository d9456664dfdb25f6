import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: "forks",
    // Each worker has a shop of its own (e2e/global-setup.ts), so two test files run at once without
    // sharing orders, stock or sign-ins; within a worker, files run one after another.
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    fileParallelism: true,
  },
});
