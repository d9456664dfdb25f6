import { PassThrough, type Readable } from "node:stream";
import ExcelJS from "exceljs";
import { fromCents } from "../../../domain/money";
import { unitPrice } from "../../../domain/pricing";
import type { StoreInfo } from "../../../domain/store";
import type { Ctx } from "../../context";
import { partsForPriceSheet } from "../catalog/service";

/** The as-of date a price sheet carries: today plus one day (spec section 9), in the store's time zone. */
export function priceSheetDate(now: Date = new Date()): string {
  const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  return tomorrow.toLocaleDateString("en-CA", { timeZone: "America/Toronto" });
}

/** What a price sheet is for: a dealer, their price code, and a make or every make. */
export interface PriceSheetRequest {
  dealer: { account: string; company: string };
  level: number;
  make: string | null;
}

export const PRICE_SHEET_COLUMNS = ["Item", "Description", "Makes", "Years", "MSRP", "Dealer price", "On hand"] as const;

/**
 * Writes a dealer's price sheet as an XLSX stream with exceljs's streaming writer: the store and the
 * dealer's level and as-of date on top, then a row per part (item, description, makes, years, MSRP,
 * dealer price by the one price rule, on hand). Rows are committed as they are read, a batch at a
 * time, so even 200,000 parts never sit in memory as a workbook.
 */
export function priceSheetStream(ctx: Ctx<"db">, store: StoreInfo, request: PriceSheetRequest): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(request.make ?? "All makes", { views: [{ state: "frozen", ySplit: 5 }] });
  sheet.columns = [{ width: 16 }, { width: 48 }, { width: 24 }, { width: 12 }, { width: 12 }, { width: 14 }, { width: 10 }];
  const viewer = { kind: "dealer" as const, priceCode: request.level };

  void (async () => {
    sheet.addRow([`${store.name}, ${store.address}, ${store.city}, ${store.province} ${store.postalCode}, phone ${store.phone}`]).commit();
    sheet.addRow([`Dealer price sheet for ${request.dealer.company} (${request.dealer.account}), level ${request.level}`]).commit();
    sheet.addRow([`Make: ${request.make ?? "all makes"}. Prices in CAD as of ${priceSheetDate()}.`]).commit();
    sheet.addRow([]).commit();
    const header = sheet.addRow([...PRICE_SHEET_COLUMNS]);
    header.font = { bold: true };
    header.commit();
    for await (const batch of partsForPriceSheet(ctx, request.make)) {
      for (const part of batch) {
        const price = unitPrice(part, viewer);
        const years = part.yearFrom === part.yearEnd ? String(part.yearFrom) : `${part.yearFrom}-${part.yearEnd}`;
        const row = sheet.addRow([part.item, part.descrip, part.makes, years, fromCents(price.msrpCents ?? 0), fromCents(price.unitCents), part.onhand]);
        row.getCell(5).numFmt = "#,##0.00";
        row.getCell(6).numFmt = "#,##0.00";
        row.commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
