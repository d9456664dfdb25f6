import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";
import { postgresOnly } from "./test/postgres-suite.ts";

/**
 * A worker runs its test files one after another in one process, keeping what they imported
 * (decisions 047 and 049). A fresh process per file loaded the server's modules again for each server
 * file, and jsdom, React and the storefront's modules for each component file: 14% of the server tests'
 * time, and nearly two thirds of the component tests'. Each server file still makes its own database and
 * app (test/app.ts), and what the server keeps between requests is per app or per database, never in a
 * module unkeyed by them. Each storefront file starts as a new visitor (test/setup.ts empties the page's
 * storage and cookies), and its components unsubscribe from the shopper's state when they unmount.
 */
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
    isolate: false,
    // Two projects, so that a worker never switches between server files and storefront (jsdom) files:
    // mixed, the stage saved nearly nothing (decision 049).
    projects: [
      { extends: true, test: { name: "server", include: ["src/server/**/*.test.ts", "src/domain/**/*.test.ts", "test/**/*.test.ts"] } },
      { extends: true, test: { name: "web", include: ["src/web/**/*.test.{ts,tsx}"] } },
    ],
  },
});
