import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Ctx } from "../../context";
import { storeSettings } from "./schema";

/**
 * A secret the shop generates on first use and keeps in store_settings, so every app server on the
 * database shares it and a restart keeps it (the captcha's signing key, the test gateway's token key).
 */
export async function storedSecret({ db }: Ctx<"db">, key: string): Promise<string> {
  await db
    .insert(storeSettings)
    .values({ key, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: storeSettings.value }).from(storeSettings).where(eq(storeSettings.key, key));
  if (typeof row?.value !== "string") throw new Error(`The ${key} in store_settings is not a string.`);
  return row.value;
}

/** The secret kept under `key`, if one was made; never writes (a refused request must change nothing). */
export async function readStoredSecret({ db }: Ctx<"db">, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: storeSettings.value }).from(storeSettings).where(eq(storeSettings.key, key));
  if (row === undefined) return undefined;
  if (typeof row.value !== "string") throw new Error(`The ${key} in store_settings is not a string.`);
  return row.value;
}
