import { mkdtemp, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Listing } from "./listing";
import { CatalogIndex } from "./queries";
import { openSnapshot, type SnapshotStamp, writeSnapshot } from "./snapshot";
import { byCode, choices, indexOf, MAKES, part, query } from "./test-catalogue";

const STAMP: SnapshotStamp = { build: "build-1", database: "1234-5678", horizon: "991", takenAt: Date.UTC(2026, 10, 28) };

/** Every column of two listings is the same: typed arrays compared as bytes (an element-by-element deep equality of the 8 MB trigram table takes a second). */
function expectSameFields(read: Listing, written: Listing) {
  const columns = (listing: Listing) => {
    const { trigrams, fits, ...rest } = listing.fields;
    return {
      ...rest,
      ...Object.fromEntries(Object.entries(trigrams.stored).map(([name, value]) => [`trigrams.${name}`, value])),
      ...Object.fromEntries(Object.entries(fits.stored).map(([name, value]) => [`fits.${name}`, value])),
    };
  };
  const want = columns(written);
  const got = columns(read);
  expect(Object.keys(got).sort()).toEqual(Object.keys(want).sort());
  for (const [name, value] of Object.entries(want)) {
    const other = got[name as keyof typeof got];
    if (ArrayBuffer.isView(value) && ArrayBuffer.isView(other)) {
      expect(other.constructor, name).toBe(value.constructor);
      expect(Buffer.from(other.buffer, other.byteOffset, other.byteLength).equals(Buffer.from(value.buffer, value.byteOffset, value.byteLength)), name).toBe(
        true,
      );
    } else expect(other, name).toEqual(value);
  }
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "partshop-snapshot-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("a snapshot of the search index's listing", () => {
  it("reads back as the listing it was written from, and answers every list, search and facet as it does", async () => {
    const file = join(dir, "catalogue.snapshot");
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { maxLength: 60, size: "max" }),
        fc.array(fc.tuple(query, choices), { minLength: 1, maxLength: 5 }),
        async (generated, asked) => {
          const index = await indexOf(byCode(generated));
          await writeSnapshot(file, index.listing, STAMP);
          const opened = await openSnapshot(file);
          expect(opened?.stamp).toEqual(STAMP);
          const listing = await opened!.listing();
          await opened!.close();
          expectSameFields(listing, index.listing);
          const restored = CatalogIndex.ofListing(listing, MAKES);
          for (const [q, chosen] of asked) {
            expect(restored.find(q, 0, 100)).toEqual(index.find(q, 0, 100));
            expect(restored.listed(q, chosen, 0, 100)).toEqual(index.listed(q, chosen, 0, 100));
          }
        },
      ),
      { seed: 20261128, numRuns: 60 },
    );
  });

  it("is none when there is no file, and refused when the file is not a whole snapshot", async () => {
    expect(await openSnapshot(join(dir, "none.snapshot"))).toBeNull();
    const file = join(dir, "cut.snapshot");
    await writeSnapshot(file, (await indexOf(byCode(fc.sample(part, { seed: 7, numRuns: 30 })))).listing, STAMP);
    await truncate(file, 1000);
    await expect(openSnapshot(file)).rejects.toThrow(/not a snapshot|outside the file/);
    await writeFile(file, "not a snapshot at all");
    await expect(openSnapshot(file)).rejects.toThrow(/not a snapshot/);
  });
});
