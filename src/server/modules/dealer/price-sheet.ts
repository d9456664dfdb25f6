import { createRequire } from "node:module";
import { PassThrough, type Readable } from "node:stream";
import type ExcelJSModule from "exceljs";
import type { MessageKey } from "../../../domain/i18n/catalogue";
import type { Locale } from "../../../domain/i18n/locales";
import { fromCents } from "../../../domain/money";
import { unitPrice } from "../../../domain/pricing";
import type { StoreInfo } from "../../../domain/store";
import type { Ctx } from "../../context";
import { lettersIn } from "../../lib/letters";
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

const PRICE_SHEET_COLUMNS: readonly MessageKey[] = [
  "documents.priceSheet.item",
  "documents.priceSheet.description",
  "documents.priceSheet.makes",
  "documents.priceSheet.years",
  "documents.priceSheet.msrp",
  "documents.priceSheet.dealerPrice",
  "documents.priceSheet.onHand",
];

/** exceljs, loaded with the first price sheet: loaded with the server, it was a tenth of its start. */
let excel: typeof ExcelJSModule | undefined;
function exceljs(): typeof ExcelJSModule {
  excel ??= createRequire(import.meta.url)("exceljs") as typeof ExcelJSModule;
  return excel;
}

/**
 * Writes a dealer's price sheet as an XLSX stream with exceljs's streaming writer: the store and the
 * dealer's level and as-of date on top, then a row per part (item, description, makes, years, MSRP,
 * dealer price by the one price rule, on hand). Rows are committed as they are read, a batch at a
 * time, so even 200,000 parts never sit in memory as a workbook. Its words are in `locale`: English,
 * as dealers' languages are not kept (decision 037).
 */
export function priceSheetStream(ctx: Ctx<"db">, store: StoreInfo, request: PriceSheetRequest, locale?: Locale): Readable {
  const { t } = lettersIn(locale);
  const output = new PassThrough();
  const workbook = new (exceljs().stream.xlsx.WorkbookWriter)({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(request.make ?? t("documents.priceSheet.allMakesTab"), { views: [{ state: "frozen", ySplit: 5 }] });
  sheet.columns = [{ width: 16 }, { width: 48 }, { width: 24 }, { width: 12 }, { width: 12 }, { width: 14 }, { width: 10 }];
  const viewer = { kind: "dealer" as const, priceCode: request.level };

  void (async () => {
    const { name, address, city, province, postalCode, phone } = store;
    sheet.addRow([t("documents.priceSheet.store", { store: name, address, city, province, postalCode, phone })]).commit();
    sheet
      .addRow([t("documents.priceSheet.dealer", { company: request.dealer.company, account: request.dealer.account, level: String(request.level) })])
      .commit();
    sheet.addRow([t("documents.priceSheet.asOf", { make: request.make ?? t("documents.priceSheet.allMakes"), date: priceSheetDate() })]).commit();
    sheet.addRow([]).commit();
    const header = sheet.addRow(PRICE_SHEET_COLUMNS.map((column) => t(column)));
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
