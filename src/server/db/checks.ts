import { sql } from "drizzle-orm";
import type { Db } from "./client";

/** An address kept from before provinces were checked whose province is not one of its country's (migration 0015's view). */
export type InvalidAddressProvince = {
  kind: string;
  id: number;
  country: string;
  province: string;
};

/** The addresses whose province is not one of their country's: checkout refuses them until they are corrected. */
export async function invalidAddressProvinces(db: Db): Promise<InvalidAddressProvince[]> {
  const result = await db.execute<InvalidAddressProvince>(sql`select kind, id, country, province from invalid_address_provinces order by kind, id limit 1000`);
  return result.rows;
}
