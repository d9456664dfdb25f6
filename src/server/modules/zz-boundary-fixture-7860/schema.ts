import { pgTable, text } from "drizzle-orm/pg-core";

export const fixtureRows = pgTable("fixture_rows", { item: text("item").primaryKey() });
