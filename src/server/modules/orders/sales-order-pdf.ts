/** Renders an order's sales-order PDF: the store's header, the order, who it is billed and shipped to, its lines and its money in CAD. */
import PDFDocument from "pdfkit";
import type { OneOrderReply, OrderAddress } from "../../../domain/contracts/buying";
import type { MessageKey } from "../../../domain/i18n/catalogue";
import { formatDayIn } from "../../../domain/i18n/format";
import type { Locale } from "../../../domain/i18n/locales";
import { toCents } from "../../../domain/money";
import type { StoreInfo } from "../../../domain/store";
import { lineCents } from "../../../domain/totals";
import { lettersIn } from "../../lib/letters";

const MARGIN = 50;
const COLUMNS: readonly { label: MessageKey; width: number; align: "left" | "right" }[] = [
  { label: "documents.salesOrder.item", width: 90, align: "left" },
  { label: "documents.salesOrder.description", width: 210, align: "left" },
  { label: "documents.salesOrder.qty", width: 40, align: "right" },
  { label: "documents.salesOrder.unitPrice", width: 80, align: "right" },
  { label: "documents.salesOrder.amount", width: 92, align: "right" },
];

function addressLines(address: OrderAddress): string[] {
  return [
    `${address.forename} ${address.surname}`.trim(),
    address.company ?? "",
    address.address,
    `${address.city}, ${address.state} ${address.zipcode}`,
    address.country,
    address.tel,
  ].filter((line, index, all) => line !== "" && all.indexOf(line) === index);
}

/**
 * The sales order of one order as a PDF, ready to print, in the reader's language (decision 037): its
 * words from the catalogue, money and the day in the language's formats. The standard fonts' Windows
 * encoding has every letter French needs (é, à, ç, ô, ’ and the no-break space).
 */
export function renderSalesOrderPdf(order: OneOrderReply, store: StoreInfo, locale?: Locale): Promise<Buffer> {
  const letters = lettersIn(locale);
  const { t } = letters;
  const money = (dollars: number) => letters.money(toCents(dollars));
  const orderNum = order.somast.order_num;
  const doc = new PDFDocument({ size: "LETTER", margin: MARGIN, info: { Title: t("documents.salesOrder.fileTitle", { orderNum }), Author: store.name } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - MARGIN * 2;

  doc.font("Helvetica-Bold").fontSize(18).fillColor("#1e3a5f").text(store.name, MARGIN, MARGIN);
  doc.font("Helvetica").fontSize(10).fillColor("#1f2933");
  doc.text(`${store.address}, ${store.city}, ${store.province} ${store.postalCode}`);
  doc.text(t("documents.salesOrder.contact", { phone: store.phone, fax: store.fax, email: store.email }));
  doc.font("Helvetica-Bold").fontSize(16).text(t("documents.salesOrder.title"), MARGIN, MARGIN, { width, align: "right" });
  doc.font("Helvetica").fontSize(10).text(t("documents.salesOrder.order", { orderNum }), { width, align: "right" });
  doc.text(t("documents.salesOrder.date", { date: formatDayIn(new Date(order.somast.date_order), letters.locale) }), { width, align: "right" });
  if (order.somast.po_number) doc.text(t("documents.salesOrder.poNumber", { poNumber: order.somast.po_number }), { width, align: "right" });

  const top = MARGIN + 90;
  const half = width / 2;
  doc.font("Helvetica-Bold").fontSize(11).text(t("documents.salesOrder.billTo"), MARGIN, top);
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(addressLines(order.billing).join("\n"), MARGIN, top + 16, { width: half - 10 });
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .text(t(order.somast.pickup ? "documents.salesOrder.pickup" : "documents.salesOrder.shipTo"), MARGIN + half, top);
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(addressLines(order.address).join("\n"), MARGIN + half, top + 16, { width: half });

  let y = top + 120;
  doc.rect(MARGIN, y, width, 18).fill("#1e3a5f");
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(9);
  let x = MARGIN + 4;
  for (const column of COLUMNS) {
    doc.text(t(column.label), x, y + 5, { width: column.width - 8, align: column.align, lineBreak: false });
    x += column.width;
  }
  y += 22;
  doc.fillColor("#1f2933").font("Helvetica").fontSize(9);
  for (const line of order.oneOrder) {
    if (y > doc.page.height - 170) {
      doc.addPage();
      y = MARGIN;
    }
    const amount = lineCents({ unitCents: toCents(line.price), qty: line.qty });
    const cells = [
      line.item,
      line.backorder > 0 ? t("documents.salesOrder.backordered", { descrip: line.descrip, count: String(line.backorder) }) : line.descrip,
      String(line.qty),
      money(line.price),
      letters.money(amount),
    ];
    x = MARGIN + 4;
    cells.forEach((text, index) => {
      const column = COLUMNS[index]!;
      doc.text(text, x, y, { width: column.width - 8, align: column.align, lineBreak: false, ellipsis: true });
      x += column.width;
    });
    y += 16;
  }

  y += 10;
  const taxes: [string, number][] =
    order.somast.tax_lines.length > 0
      ? order.somast.tax_lines.map((line) => [letters.taxLabel(line), line.amount])
      : [[t("documents.salesOrder.tax"), order.somast.tax]];
  const totals: [string, number, boolean][] = [
    [t("documents.salesOrder.subtotal"), order.somast.subtotal, false],
    [t("documents.salesOrder.shipping"), order.somast.shipping, false],
    ...taxes.map(([label, amount]): [string, number, boolean] => [label, amount, false]),
    [t("documents.salesOrder.total"), order.somast.total, true],
  ];
  for (const [label, amount, bold] of totals) {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10);
    doc.text(label, MARGIN + width - 220, y, { width: 120, align: "right", lineBreak: false });
    doc.text(money(amount), MARGIN + width - 100, y, { width: 100, align: "right", lineBreak: false });
    y += 16;
  }
  const registrations = letters.registrations(store, order.somast.tax_lines);
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#52606d")
    .text([letters.notes(order.somast.notes), ...registrations].join("\n"), MARGIN, y + 14, { width });
  doc.end();
  return done;
}
