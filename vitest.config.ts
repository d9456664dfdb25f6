import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";
import { postgresOnly } from "./test/postgres-suite.ts";

/**
 * The server's tests run with isolation off: a worker runs its test files one after another in one
 * process, keeping what they imported. A fresh process per file loaded the server's modules again for
 * each server test file: 14% of the suite's time (decision 047). Each file still makes its own database and
 * app (test/app.ts), and what the server keeps between requests is per app or per database, never in
 * a module unkeyed by them. The storefront's tests keep a process each: the browser's code keeps the
 * shopper's state (the current vehicle, the session) in its modules, as a page does.
 */
const serverTests = ["src/server/**/*.test.ts", "src/domain/**/*.test.ts", "test/**/*.test.ts"];

export default defineConfig({
  plugins: [react()],
  test: {
    // Run by `npm run test:postgres` (vitest.postgres.config.ts): they need a PostgreSQL server.
    exclude: [...configDefaults.exclude, ...Object.keys(postgresOnly)],
    setupFiles: ["test/setup.ts"],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "server", include: serverTests, isolate: false } },
      { extends: true, test: { name: "web", include: ["src/web/**/*.test.{ts,tsx}"] } },
    ],
  },
});
