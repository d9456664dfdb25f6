import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Each module owns its tables (docs/decisions/024-server-slices-and-boundaries.md).
  schema: "./src/server/modules/*/schema.ts",
  out: "./src/server/db/migrations",
});
