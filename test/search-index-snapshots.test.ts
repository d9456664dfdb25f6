/**
 * The search index's snapshots (decision 046) on a real PostgreSQL database: a server starting
 * where one ran before reads the snapshot instead of the catalogue, and answers as a whole read
 * would, the changes made since included; a snapshot it may not trust is left alone.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/server/db/client";
import { parts } from "../src/server/modules/catalog/schema";
import { loadCatalogIndex } from "../src/server/modules/catalog/search-index/loader";
import { LiveCatalogIndex } from "../src/server/modules/catalog/search-index/poller";
import type { CatalogIndex } from "../src/server/modules/catalog/search-index/queries";
import { IndexSnapshots } from "../src/server/modules/catalog/search-index/snapshots";
import { createTestDatabase } from "./database";
import { createPart, createParts, uniqueCode } from "./factories";

let database: Database;
let dir: string;
const HOUR = 3600_000;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), "partshop-snapshots-"));
});
afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A server's index keeping snapshots in `dir` as `build`, with what it logs. */
function serverIndex(build: string, now: () => number = Date.now) {
  const said: string[] = [];
  const log = { info: (message: string) => said.push(message), warn: (_details: object, message: string) => said.push(message) };
  const live = new LiveCatalogIndex(600_000, now);
  live.keepSnapshots(new IndexSnapshots(dir, build, log, now));
  return { live, said };
}

async function until(check: () => boolean) {
  for (let tries = 0; !check(); tries++) {
    if (tries > 200) throw new Error("waited 20 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What a few lists and searches answer: page and total. */
function answers(index: CatalogIndex, texts: string[]) {
  return texts.map((item) => index.find({ item }, 0, 50));
}

describe("search index snapshots", () => {
  it("a server starting where one ran reads the snapshot, then the changes made since, and answers as a whole read does", async () => {
    const { db } = database;
    const prefix = uniqueCode("SNAP");
    const made = await createParts(db, 30, { prefix, descrip: "Steel hood panel" });
    const first = serverIndex("build-1");
    await first.live.get(db);
    await until(() => first.said.some((line) => line.startsWith("search index snapshot written")));

    // Changes after the snapshot: one part renamed, one deleted, one added.
    await db.update(parts).set({ descrip: "Chrome bumper bracket" }).where(eq(parts.item, made[0]!.item));
    await db.delete(parts).where(eq(parts.item, made[1]!.item));
    const added = await createPart(db, { item: `${prefix}-NEW`, descrip: "Fender mirror glass" });

    const second = serverIndex("build-1");
    const restored = await second.live.get(db);
    expect(second.said.some((line) => /^search index read from its snapshot of .*: \d+ parts$/.test(line))).toBe(true);
    const texts = ["bumper bracket", "fender mirror", "hood panel", prefix.toLowerCase(), "steel"];
    expect(answers(restored, texts)).toEqual(answers((await loadCatalogIndex(db)).index, texts));
    expect(restored.find({ item: "bumper bracket" }, 0, 5).codes).toContain(made[0]!.item);
    expect(restored.find({ item: "fender mirror" }, 0, 5).codes).toContain(added.item);
    expect(restored.find({ item: prefix }, 0, 50).codes).not.toContain(made[1]!.item);
  });

  it("leaves a snapshot of another build, or one too old to catch up from, and reads the catalogue whole", async () => {
    const { db } = database;
    const otherBuild = serverIndex("build-2");
    await otherBuild.live.get(db);
    expect(otherBuild.said).toContain("search index snapshot not used: another build of the server wrote it; the catalogue is read whole");
    await until(() => otherBuild.said.some((line) => line.startsWith("search index snapshot written")));

    const later = serverIndex("build-2", () => Date.now() + 13 * HOUR);
    await later.live.get(db);
    expect(later.said).toContain("search index snapshot not used: it is older than 12 hours; the catalogue is read whole");
    await until(() => later.said.some((line) => line.startsWith("search index snapshot written")));
  });

  it("reads the catalogue whole when the snapshot file is damaged, and says so", async () => {
    const { db } = database;
    const writer = serverIndex("build-3");
    await writer.live.get(db);
    await until(() => writer.said.some((line) => line.startsWith("search index snapshot written")));
    const [row] = (
      await db.execute<{ database: string }>(
        "select (select system_identifier::text from pg_control_system()) || '-' || (select oid::text from pg_database where datname = current_database()) as database" as never,
      )
    ).rows as [{ database: string }];
    await writeFile(join(dir, `catalogue-${row.database}.snapshot`), "damaged");

    const reader = serverIndex("build-3");
    const index = await reader.live.get(db);
    expect(reader.said).toContain("reading the search index snapshot failed; the catalogue is read whole");
    const texts = ["hood panel", "bumper bracket"];
    expect(answers(index, texts)).toEqual(answers((await loadCatalogIndex(db)).index, texts));
  });
});
