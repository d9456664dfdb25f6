import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";
import { postgresOnly } from "./test/postgres-suite.ts";

export default defineConfig({
  plugins: [react()],
  test: {
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    // Run by `npm run test:postgres` (vitest.postgres.config.ts): they need a PostgreSQL server.
    exclude: [...configDefaults.exclude, ...Object.keys(postgresOnly)],
    setupFiles: ["test/setup.ts"],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
