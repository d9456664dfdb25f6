import { eq } from "drizzle-orm";
import { type StoreDetails, storeDetails as storeDetailsContract } from "../../../domain/contracts/admin-content";
import type { Config } from "../../config";
import type { Ctx } from "../../context";
import type { Db } from "../../db/client";
import { isTransaction } from "../../db/transaction";
import { storeSettings } from "./schema";

// ---------------------------------------------------------------------------------------------
// The store's settings: details in store_settings (key "store"), tax rates in tax_rates

const STORE_KEY = "store";

/** The STORE_* configuration as store details: what the shop shows until an owner saves its own. */
export function defaultStoreDetails(config: Pick<Config, "store">): StoreDetails {
  return { ...config.store, trackingUrlTemplate: "" };
}

async function loadStoreDetails(db: Db, config: Pick<Config, "store">): Promise<StoreDetails> {
  const [row] = await db.select({ value: storeSettings.value }).from(storeSettings).where(eq(storeSettings.key, STORE_KEY));
  const defaults = defaultStoreDetails(config);
  if (!row) return defaults;
  const saved = storeDetailsContract.partial().safeParse(row.value);
  return saved.success ? { ...defaults, ...saved.data } : defaults;
}

/**
 * The store's details (name, address, phones, e-mail, hours, tracking address) as the owner last saved
 * them, else the STORE_* configuration: the one place mails, documents, pickup and /api/store read them.
 * Kept in the content cache, which a saved change clears on every server. Inside a transaction it reads
 * through that transaction, never the cache's shared load (the embedded database has one connection).
 */
export function storeDetails(ctx: Ctx<"db" | "config", "caches">): Promise<StoreDetails> {
  return keptSetting(ctx, STORE_KEY, (db) => loadStoreDetails(db, ctx.config));
}

/**
 * A setting staff keep in the database (the store's details, the tax and shipping tables), read through
 * the content cache, which a saved change clears on every server: checkout reads each several times per
 * order. Inside a transaction it reads through that transaction instead: the transaction may hold the
 * change itself, and the embedded database's one connection is busy with it.
 */
export function keptSetting<T>({ db, caches }: Ctx<"db", "caches">, key: string, load: (db: Db) => Promise<T>): Promise<T> {
  if (isTransaction(db) || !caches) return load(db);
  return caches.content.get(`settings:${key}`, () => load(db));
}

/** Saves the store's details, in the caller's transaction; answers what they were before. */
export async function saveStoreDetails({ db: tx, config }: Ctx<"db" | "config">, details: StoreDetails): Promise<StoreDetails> {
  const before = await loadStoreDetails(tx, config);
  await tx
    .insert(storeSettings)
    .values({ key: STORE_KEY, value: details })
    .onConflictDoUpdate({ target: storeSettings.key, set: { value: details } });
  return before;
}
