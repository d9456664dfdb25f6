/**
 * The buying figures' shoppers and stock, seeded before the server starts (scripts/bench/targets.ts):
 * apart from the measurements in buying.ts, which read the database's CPU through the targets.
 */
import type pg from "pg";
import { hashPassword } from "../../src/server/lib/passwords";

/** How many shoppers place orders at once, one measurement each; the seed makes the largest number. */
export const BENCH_SHOPPER_COUNTS = [20, 100, 200] as const;
export const BENCH_SHOPPERS = Math.max(...BENCH_SHOPPER_COUNTS);
export const BENCH_PASSWORD = "BenchShop123";
export const shopperEmail = (n: number) => `bench-shopper-${n}@example.com`;

/** Shoppers with complete Ontario profiles, and a pool of parts with stock enough for any run; before the server starts. */
export async function seedBuying(pool: pg.Pool, codes: readonly string[]): Promise<string[]> {
  const hash = await hashPassword(BENCH_PASSWORD);
  for (let n = 1; n <= BENCH_SHOPPERS; n++) {
    const { rows } = await pool.query<{ id: number }>(
      "INSERT INTO customers (email, password_hash, firstname, lastname) VALUES ($1, $2, 'Bench', $3) ON CONFLICT (email) DO UPDATE SET firstname = 'Bench' RETURNING id",
      [shopperEmail(n), hash, `Shopper ${n}`],
    );
    const id = rows[0]!.id;
    await pool.query(
      `INSERT INTO customer_info (customer_id, forename, surname, address, city, zipcode, country, state, tel, billing_firstname, billing_lastname,
         billing_address1, billing_city, billing_postalcode, billing_country, billing_province, billing_phone)
       VALUES ($1, 'Bench', $2, '1 Bench Street', 'Toronto', 'M5V 2T6', 'CA', 'ON', '(416) 555-0199', 'Bench', $2, '1 Bench Street', 'Toronto', 'M5V 2T6', 'CA', 'ON', '(416) 555-0199')
       ON CONFLICT (customer_id) DO NOTHING`,
      [id, `Shopper ${n}`],
    );
  }
  const stocked = codes.slice(0, 60);
  await pool.query("UPDATE parts SET onhand = 1000000, oversize = false WHERE item = ANY($1)", [stocked]);
  return stocked;
}
