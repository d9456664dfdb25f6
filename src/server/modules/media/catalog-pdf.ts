/** Renders a catalogue PDF: a cover page, then the parts in a table with code, description, years and list price. */
import PDFDocument from "pdfkit";
import type { MessageKey } from "../../../domain/i18n/catalogue";
import type { Locale } from "../../../domain/i18n/locales";
import type { StoreInfo } from "../../../domain/store";
import { type Letters, lettersIn } from "../../lib/letters";
import type { CataloguePart } from "../catalog/service";

export interface CatalogDocument {
  title: string;
  subtitle: string;
  parts: CataloguePart[];
  store: StoreInfo;
  /** The language of its words (English when not given); the title and the parts are the catalogue's own. */
  locale?: Locale;
}

const MARGIN = 54;
const ROW_HEIGHT = 17;
const COLUMNS = [
  { key: "item", label: "documents.catalogue.code", width: 92, align: "left" },
  { key: "descrip", label: "documents.catalogue.description", width: 238, align: "left" },
  { key: "years", label: "documents.catalogue.years", width: 66, align: "left" },
  { key: "makes", label: "documents.catalogue.fits", width: 62, align: "left" },
  { key: "price", label: "documents.catalogue.price", width: 46, align: "right" },
] as const satisfies readonly { key: string; label: MessageKey; width: number; align: string }[];

/** A list price as a figure in the language's format (the column names the currency): `1,234.50` / `1 234,50`. */
function figureIn(locale: Locale): (amount: number) => string {
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (amount) => format.format(amount).replace(/[\u00a0\u202f]/g, "\u00a0");
}

function cells(part: CataloguePart, figure: (amount: number) => string): Record<(typeof COLUMNS)[number]["key"], string> {
  return {
    item: part.item,
    descrip: part.descrip,
    years: part.yearFrom === part.yearEnd ? String(part.yearFrom) : `${part.yearFrom}-${part.yearEnd}`,
    makes: part.makes,
    price: figure(part.pricel),
  };
}

function drawCover(doc: PDFKit.PDFDocument, input: CatalogDocument, { t }: Letters): void {
  const width = doc.page.width;
  doc.rect(0, 0, width, 250).fill("#1e3a5f");
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(14).text(input.store.name.toUpperCase(), MARGIN, 60, { characterSpacing: 2 });
  doc
    .font("Helvetica-Bold")
    .fontSize(30)
    .text(input.title, MARGIN, 110, { width: width - MARGIN * 2 });
  doc
    .fillColor("#1f2933")
    .font("Helvetica")
    .fontSize(14)
    .text(input.subtitle, MARGIN, 290, { width: width - MARGIN * 2 });
  doc
    .moveDown(1.2)
    .fontSize(12)
    .text(t("documents.catalogue.count", { count: String(input.parts.length) }), { width: width - MARGIN * 2 });
  doc.moveDown(1.2).text(t("documents.catalogue.oversize"), { width: width - MARGIN * 2 });
  const s = input.store;
  const lines = [
    s.name,
    s.address,
    `${s.city}, ${s.province} ${s.postalCode}`,
    t("documents.catalogue.phoneFax", { phone: s.phone, fax: s.fax }),
    s.email,
    ...s.hours,
  ];
  doc
    .font("Helvetica-Bold")
    .fontSize(12)
    .text(t("documents.catalogue.orderOrAsk"), MARGIN, doc.page.height - 210);
  doc.font("Helvetica").fontSize(11);
  for (const line of lines) doc.text(line);
}

function drawHeader(doc: PDFKit.PDFDocument, y: number, { t }: Letters): number {
  doc.rect(MARGIN, y, doc.page.width - MARGIN * 2, ROW_HEIGHT + 2).fill("#1e3a5f");
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(9);
  let x = MARGIN + 4;
  for (const column of COLUMNS) {
    doc.text(t(column.label), x, y + 5, { width: column.width - 6, align: column.align, lineBreak: false });
    x += column.width;
  }
  return y + ROW_HEIGHT + 2;
}

/** Builds the whole PDF in memory. */
export function renderCatalogPdf(input: CatalogDocument): Promise<Buffer> {
  const letters = lettersIn(input.locale);
  const { t } = letters;
  const figure = figureIn(letters.locale);
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    bufferPages: true,
    info: { Title: input.title, Author: input.store.name, Subject: input.subtitle },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  drawCover(doc, input, letters);
  const bottom = () => doc.page.height - MARGIN - 20;
  let y = 0;
  const newPage = () => {
    doc.addPage();
    doc
      .fillColor("#1f2933")
      .font("Helvetica-Bold")
      .fontSize(12)
      .text(input.title, MARGIN, MARGIN - 18, { lineBreak: false });
    y = drawHeader(doc, MARGIN + 4, letters);
  };
  newPage();
  if (input.parts.length === 0)
    doc
      .fillColor("#1f2933")
      .font("Helvetica")
      .fontSize(11)
      .text(t("documents.catalogue.empty"), MARGIN, y + 12);
  input.parts.forEach((part, index) => {
    if (y + ROW_HEIGHT > bottom()) newPage();
    if (index % 2 === 1) doc.rect(MARGIN, y, doc.page.width - MARGIN * 2, ROW_HEIGHT).fill("#eef2f7");
    doc.fillColor("#1f2933").font("Helvetica").fontSize(8.5);
    const row = cells(part, figure);
    let x = MARGIN + 4;
    for (const column of COLUMNS) {
      doc.text(row[column.key], x, y + 5, { width: column.width - 6, align: column.align, lineBreak: false, ellipsis: true, height: ROW_HEIGHT });
      x += column.width;
    }
    y += ROW_HEIGHT;
  });

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Text inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const footerY = doc.page.height - MARGIN + 10;
    doc.fillColor("#6b7280").font("Helvetica").fontSize(8);
    doc.text(`${input.store.name}  ·  ${input.store.phone}`, MARGIN, footerY, { lineBreak: false });
    doc.text(t("documents.catalogue.page", { page: String(i + 1), pages: String(range.count) }), doc.page.width - MARGIN - 100, footerY, {
      width: 100,
      align: "right",
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
