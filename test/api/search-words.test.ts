import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchWordsPage } from "../../src/domain/contracts/admin-search-words";
import type { ProductPage } from "../../src/domain/contracts/catalog";
import type { ApiError } from "../../src/domain/contracts/common";
import { MAKE_ALIASES } from "../../src/domain/search-vehicle-words";
import { ADDED_SEARCH_SYNONYMS, ENGLISH_SEARCH_SYNONYMS, FRENCH_SEARCH_NAMES, SEARCH_SYNONYMS } from "../../src/domain/search-words";
import { hashPassword } from "../../src/server/lib/passwords";
import { staffUsers } from "../../src/server/modules/accounts/schema";
import { auditLog } from "../../src/server/modules/audit/schema";
import { createTestApp, type TestApp } from "../app";
import { createPart, uniqueMake } from "../factories";
import { createCustomer, sessionOf, signInCustomer } from "./accounts-fixtures";
import { freshAddress } from "./buying-fixtures";

// The search's words in the console (decision 038): synonym groups and make aliases read and replaced
// by staff, refused when wrong with nothing changed, and read by shoppers' searches at the next request.

let t: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { CAPTCHA: "off", CATALOG_CACHE_SECONDS: "0" } });
  const email = "words.clerk@partshop.example";
  await t.database.db.insert(staffUsers).values({ email, passwordHash: await hashPassword("Staff12345"), name: "Words clerk", role: "staff" });
  staff = sessionOf(await t.app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password: "Staff12345" }, remoteAddress: freshAddress() }));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const read = async () => {
  const response = await t.app.inject({ method: "GET", url: "/api/admin/search-words", cookies: staff });
  expect(response.statusCode).toBe(200);
  return response.json<SearchWordsPage>();
};

const save = (payload: unknown, cookies = staff) =>
  t.app.inject({ method: "PUT", url: "/api/admin/search-words", cookies, payload: payload as Record<string, unknown>, remoteAddress: freshAddress() });

async function total(item: string): Promise<number> {
  const response = await t.app.inject({ method: "GET", url: `/api/searchResualt?item=${encodeURIComponent(item)}` });
  expect(response.statusCode, item).toBe(200);
  return response.json<ProductPage>().total;
}

describe("the search's words in the console", () => {
  it("start as the shop's first synonyms and aliases, which migrations 0025, 0031 and 0034 wrote", async () => {
    const words = await read();
    expect(words.synonyms).toEqual(SEARCH_SYNONYMS.map((group) => [...group]));
    expect(Object.fromEntries(words.make_aliases.map(({ alias, make }) => [alias, make]))).toEqual(MAKE_ALIASES);
    expect(words.makes).toContain("FORD");
    const migration = readFileSync(new URL("../../src/server/db/migrations/0025_search_words.sql", import.meta.url), "utf8");
    for (const group of ENGLISH_SEARCH_SYNONYMS) expect(migration).toContain(`(ARRAY[${group.map((name) => `'${name}'`).join(", ")}])`);
    const french = readFileSync(new URL("../../src/server/db/migrations/0031_french_search_words.sql", import.meta.url), "utf8");
    for (const [anchor, ...names] of FRENCH_SEARCH_NAMES) expect(french).toMatch(new RegExp(`'${anchor}' = ANY[^;]*'${names.join("'.*'")}'`));
    const added = readFileSync(new URL("../../src/server/db/migrations/0034_lamp_light_synonyms.sql", import.meta.url), "utf8");
    for (const group of ADDED_SEARCH_SYNONYMS) expect(added).toContain(`ARRAY[${group.map((name) => `'${name}'`).join(", ")}]`);
  });

  it("find parts by their French names, with or without accents, as their English names find them", async () => {
    for (const [french, english] of [
      ["capot", "hood"],
      ["CAPOT", "bonnet"],
      ["rétroviseur", "mirror"],
      ["retroviseur", "mirror"],
      ["pare-chocs", "bumper"],
      ["calandre mustang", "grille mustang"],
      ["feu arrière", "tail lamp"],
    ] as const) {
      const found = await total(french);
      expect(found, french).toBeGreaterThan(0);
      expect(found, french).toBe(await total(english));
    }
  });

  it("are for staff only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/search-words" })).statusCode).toBe(401);
    const customer = await createCustomer(t.database.db);
    const cookies = await signInCustomer(t.app, customer.email, customer.password);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/search-words", cookies })).statusCode).toBe(403);
    expect((await save({ synonyms: [], make_aliases: [] }, cookies)).statusCode).toBe(403);
    expect(await read()).not.toEqual({ synonyms: [], make_aliases: [] });
  });

  it("refuse a name in two groups, a group of one, an alias of a make the shop lacks, and change nothing", async () => {
    const before = await read();
    const cases: [unknown, RegExp][] = [
      [
        {
          synonyms: [
            ["hood", "bonnet"],
            ["bonnet", "lid"],
          ],
          make_aliases: [],
        },
        /"bonnet" is already in group 1/,
      ],
      [{ synonyms: [["hood"]], make_aliases: [] }, /at least two names/],
      [{ synonyms: [["hood", "!"]], make_aliases: [] }, /at least 2 letters or digits/],
      [{ synonyms: [], make_aliases: [{ alias: "blue oval", make: "FORD" }] }, /one word/],
      [{ synonyms: [], make_aliases: [{ alias: "zzq", make: "NOSUCHMAKE" }] }, /The shop has no make named NOSUCHMAKE/],
      [{ synonyms: "hood=bonnet" }, /.+/],
    ];
    for (const [payload, message] of cases) {
      const response = await save(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<ApiError>().error.message, JSON.stringify(payload)).toMatch(message);
    }
    expect(await read()).toEqual(before);
  });

  it("are read by the next search: a group taken away stops finding, one added finds, an alias names its make", async () => {
    const before = await read();
    expect(await total("bonnet")).toBe(await total("hood"));
    const withoutHood = before.synonyms.filter((group) => !group.includes("bonnet"));
    expect((await save({ synonyms: withoutHood, make_aliases: before.make_aliases })).statusCode).toBe(200);
    expect(await total("bonnet")).toBe(0);

    // A word of the shop's own: parts described with it are found by its new synonym, written in any case.
    const word = `Gizmo${uniqueMake("W").toLowerCase()}`;
    await createPart(t.database.db, { descrip: `Door ${word}` });
    const synonym = `Widget${uniqueMake("W").toLowerCase()}`;
    expect(await total(synonym)).toBe(0);
    const saved = await save({
      synonyms: [...withoutHood, ["Hood", "  BONNET "], [word, synonym]],
      make_aliases: [...before.make_aliases, { alias: "blueoval", make: "ford" }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SearchWordsPage>().synonyms.at(-2)).toEqual(["hood", "bonnet"]);
    expect(saved.json<SearchWordsPage>().make_aliases).toContainEqual({ alias: "blueoval", make: "FORD" });
    expect(await total("bonnet")).toBe(await total("hood"));
    expect(await total(synonym)).toBe(1);
    expect(await total("blueoval hood")).toBe(await total("ford hood"));
    expect(await total("blueoval hood")).toBeGreaterThan(0);

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "search.words")).orderBy(auditLog.id);
    expect(entry?.target).toBe("search:words");
    expect(entry?.actor).toMatch(/^staff:\d+$/);
    await save({ synonyms: before.synonyms, make_aliases: before.make_aliases });
    const restored = await read();
    expect([restored.synonyms, restored.make_aliases]).toEqual([before.synonyms, before.make_aliases]);
  });
});
