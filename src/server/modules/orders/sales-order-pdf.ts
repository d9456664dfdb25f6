/** Renders an order's sales-order PDF: the store's header, the order, who it is billed and shipped to, its lines and its money in CAD. */
import PDFDocument from "pdfkit";
import type { OneOrderReply, OrderAddress } from "../../../domain/contracts/buying";
import { formatCad, formatCents, toCents } from "../../../domain/money";
import { PO_NUMBER_LABEL } from "../../../domain/orders";
import type { StoreInfo } from "../../../domain/store";
import { registrationLines, taxLineLabel } from "../../../domain/tax";
import { lineCents } from "../../../domain/totals";

const MARGIN = 50;
const COLUMNS = [
  { label: "Item", width: 90, align: "left" },
  { label: "Description", width: 210, align: "left" },
  { label: "Qty", width: 40, align: "right" },
  { label: "Unit price", width: 80, align: "right" },
  { label: "Amount", width: 92, align: "right" },
] as const;

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

/** The order's date in the store's locale (en-CA: 2026-11-22). */
const orderDate = (iso: string) => new Date(iso).toLocaleDateString("en-CA", { timeZone: "America/Toronto" });

/** The sales order of one order as a PDF, ready to print. */
export function renderSalesOrderPdf(order: OneOrderReply, store: StoreInfo): Promise<Buffer> {
  const doc = new PDFDocument({ size: "LETTER", margin: MARGIN, info: { Title: `Sales order ${order.somast.order_num}`, Author: store.name } });
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
  doc.text(`Phone ${store.phone}  ·  Fax ${store.fax}  ·  ${store.email}`);
  doc.font("Helvetica-Bold").fontSize(16).text("SALES ORDER", MARGIN, MARGIN, { width, align: "right" });
  doc.font("Helvetica").fontSize(10).text(`Order ${order.somast.order_num}`, { width, align: "right" });
  doc.text(`Date ${orderDate(order.somast.date_order)}`, { width, align: "right" });
  if (order.somast.po_number) doc.text(`${PO_NUMBER_LABEL} ${order.somast.po_number}`, { width, align: "right" });

  const top = MARGIN + 90;
  const half = width / 2;
  doc.font("Helvetica-Bold").fontSize(11).text("Bill to", MARGIN, top);
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(addressLines(order.billing).join("\n"), MARGIN, top + 16, { width: half - 10 });
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .text(order.somast.pickup ? "Pickup in store" : "Ship to", MARGIN + half, top);
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(addressLines(order.address).join("\n"), MARGIN + half, top + 16, { width: half });

  let y = top + 120;
  doc.rect(MARGIN, y, width, 18).fill("#1e3a5f");
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(9);
  let x = MARGIN + 4;
  for (const column of COLUMNS) {
    doc.text(column.label, x, y + 5, { width: column.width - 8, align: column.align, lineBreak: false });
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
      line.backorder > 0 ? `${line.descrip} (${line.backorder} back-ordered)` : line.descrip,
      String(line.qty),
      formatCad(line.price),
      formatCents(amount),
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
    order.somast.tax_lines.length > 0 ? order.somast.tax_lines.map((line) => [taxLineLabel(line), line.amount]) : [["Tax", order.somast.tax]];
  const totals: [string, number][] = [["Subtotal", order.somast.subtotal], ["Shipping", order.somast.shipping], ...taxes, ["Total (CAD)", order.somast.total]];
  for (const [label, amount] of totals) {
    doc.font(label.startsWith("Total") ? "Helvetica-Bold" : "Helvetica").fontSize(10);
    doc.text(label, MARGIN + width - 220, y, { width: 120, align: "right", lineBreak: false });
    doc.text(formatCad(amount), MARGIN + width - 100, y, { width: 100, align: "right", lineBreak: false });
    y += 16;
  }
  const registrations = registrationLines(store, order.somast.tax_lines);
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#52606d")
    .text([`Notes: ${order.somast.notes}`, ...registrations].join("\n"), MARGIN, y + 14, { width });
  doc.end();
  return done;
}
