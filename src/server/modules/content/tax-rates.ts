import {
  combinedRate,
  DEFAULT_PROVINCE_TAXES,
  destinationTaxParts,
  type ProvinceTax,
  TAX_PROVINCES,
  type TaxDestination,
  type TaxPart,
  taxPartsOf,
} from "../../../domain/tax";
import type { Ctx } from "../../context";
import { notFound } from "../../errors";
import { taxRates } from "./schema";
import { keptSetting } from "./store-settings";

/** The sales tax rate of a Canadian province or territory (the staff-kept table, else the 2025-26 default); a US state is 0; any other code is 404. */
export async function taxRateFor(ctx: Ctx<"db", "caches">, province: string): Promise<number> {
  const code = province.trim().toUpperCase();
  const parts = await destinationTaxes(ctx, { country: TAX_PROVINCES.includes(code) ? "CA" : "USA", state: code });
  if (!parts) throw notFound("province", province);
  return combinedRate(parts);
}

/** A province's tax as the table and the console show it, with its combined rate. */
export type ProvinceTaxRow = ProvinceTax & { rate: number };

/** Every province's and territory's sales tax: the staff-kept table, else the 2025-26 default. */
export function taxRateTable(ctx: Ctx<"db", "caches">): Promise<ProvinceTaxRow[]> {
  return keptSetting(ctx, "tax-rates", async (db) => {
    const rows = await db
      .select({ province: taxRates.province, kind: taxRates.kind, federal: taxRates.federalRate, provincial: taxRates.provincialRate })
      .from(taxRates);
    const kept = new Map(rows.map((row) => [row.province, row]));
    return DEFAULT_PROVINCE_TAXES.map((fallback) => {
      const row = kept.get(fallback.province) ?? fallback;
      return { ...row, rate: combinedRate(taxPartsOf(row)) };
    });
  });
}

/** The taxes an address pays (a US state none); null for a province that is not one of its country's. */
export async function destinationTaxes(ctx: Ctx<"db", "caches">, destination: TaxDestination): Promise<TaxPart[] | null> {
  return destinationTaxParts(destination, await taxRateTable(ctx));
}

/** Replaces the tax table, in the caller's transaction; answers the table as it was. */
export async function saveTaxRates(ctx: Ctx<"db">, rows: readonly ProvinceTax[]): Promise<ProvinceTaxRow[]> {
  const tx = ctx.db;
  const before = await taxRateTable(ctx);
  for (const row of rows) {
    const values = { kind: row.kind, federalRate: row.federal, provincialRate: row.provincial, rate: combinedRate(taxPartsOf(row)) };
    await tx
      .insert(taxRates)
      .values({ province: row.province, ...values })
      .onConflictDoUpdate({ target: taxRates.province, set: { ...values, updatedAt: new Date() } });
  }
  return before;
}
