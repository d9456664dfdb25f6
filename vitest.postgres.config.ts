import { configDefaults, defineConfig } from "vitest/config";
import { onBothEngines, postgresOnly } from "./test/postgres-suite.ts";
import base from "./vitest.config.ts";

/**
 * The tests whose behaviour can differ by engine (test/postgres-suite.ts), on the PostgreSQL server
 * of TEST_DATABASE_URL: `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:postgres`.
 */
if (!process.env.TEST_DATABASE_URL)
  throw new Error("Set TEST_DATABASE_URL to a PostgreSQL server (postgres://user@host:5432/db): each test file creates and drops its own database there.");

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: undefined,
    include: [...Object.keys(onBothEngines), ...Object.keys(postgresOnly)],
    exclude: configDefaults.exclude,
  },
});
