import { asc } from "drizzle-orm";
import { DEFAULT_SHIPPING_RATES, type ShippingRate, type ShippingZone } from "../../../domain/shipping";
import type { Ctx } from "../../context";
import { keptSetting } from "../content/service";
import { shippingRates } from "./schema";

/** The zone-and-weight rate table staff keep, or the shop's defaults while it is empty (kept in the content cache: see keptSetting). */
export function shippingTable(ctx: Ctx<"db", "caches">): Promise<ShippingRate[]> {
  return keptSetting(ctx, "shipping-rates", async (db) => {
    const rows = await db.select().from(shippingRates).orderBy(asc(shippingRates.id));
    if (rows.length === 0) return DEFAULT_SHIPPING_RATES.map((row) => ({ ...row }));
    return rows.map((row) => ({ zone: row.zone as ShippingZone, upToKg: row.upToKg, cents: row.cents, days: row.days }));
  });
}

/** Replaces the rate table staff keep (validated by domain/shipping's shippingTableProblems), in the caller's transaction; answers the table as it was. */
export async function saveShippingTable(tx: Ctx<"db">, table: ShippingRate[]): Promise<ShippingRate[]> {
  const before = await shippingTable(tx);
  await tx.db.delete(shippingRates);
  await tx.db.insert(shippingRates).values(table.map((row) => ({ zone: row.zone, upToKg: row.upToKg, cents: row.cents, days: row.days })));
  return before;
}
