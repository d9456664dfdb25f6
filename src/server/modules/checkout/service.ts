import { asc } from "drizzle-orm";
import { DEFAULT_SHIPPING_RATES, type ShippingRate, type ShippingZone } from "../../../domain/shipping";
import type { Db } from "../../db/client";
import { shippingRates } from "./schema";

// What other modules use of checkout: the zone-and-weight shipping rate table, which the console edits.

/** The zone-and-weight rate table staff keep, or the shop's defaults while it is empty. */
export async function shippingTable(db: Db): Promise<ShippingRate[]> {
  const rows = await db.select().from(shippingRates).orderBy(asc(shippingRates.id));
  if (rows.length === 0) return [...DEFAULT_SHIPPING_RATES];
  return rows.map((row) => ({ zone: row.zone as ShippingZone, upToKg: row.upToKg, cents: row.cents, days: row.days }));
}

/** Replaces the rate table staff keep (validated by domain/shipping's shippingTableProblems); answers the table as it was. Call inside the change's transaction. */
export async function saveShippingTable(tx: Db, table: ShippingRate[]): Promise<ShippingRate[]> {
  const before = await shippingTable(tx);
  await tx.delete(shippingRates);
  await tx.insert(shippingRates).values(table.map((row) => ({ zone: row.zone, upToKg: row.upToKg, cents: row.cents, days: row.days })));
  return before;
}
