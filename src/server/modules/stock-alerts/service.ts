import { and, count, eq, isNull, sql } from "drizzle-orm";
import { DEFAULT_LOCALE, type Locale } from "../../../domain/i18n/locales";
import { type Ctx, inTransaction } from "../../context";
import { AppError, notFound } from "../../errors";
import { lettersIn } from "../../lib/letters";
import { randomToken } from "../../lib/tokens";
import type { CustomerViewer, DealerViewer } from "../../viewer";
import { contactOf, customerLocale } from "../accounts/service";
import { storeDetails } from "../content/service";
import { stockAlerts } from "./schema";

/** Who asks to be told: a signed-in customer or dealer (their account's e-mail), or a visitor with the e-mail they typed. */
export type AlertRequester = CustomerViewer | DealerViewer | { kind: "visitor"; email: string };

export const unsubscribeLink = (publicUrl: string, token: string) => `${publicUrl}/api/stockAlerts/unsubscribe?token=${encodeURIComponent(token)}`;
const partPath = (make: string, item: string) => `/all-products/${encodeURIComponent(make)}/${encodeURIComponent(item)}`;

/** The language of an alert's mail: a customer's own; English for a dealer or a visitor, whose language is not kept (decision 037). */
async function requesterLocale(ctx: Ctx<"db">, requestedBy: string): Promise<Locale> {
  const customer = /^customer:(\d+)$/.exec(requestedBy);
  return customer ? customerLocale(ctx, Number(customer[1])) : DEFAULT_LOCALE;
}

/**
 * Asks to be mailed once when a part with none on hand arrives; asking again is the same request
 * (one row per part and e-mail). 404 for no such part, 409 when it is in stock now.
 */
export async function requestStockAlert(ctx: Ctx<"db">, who: AlertRequester, itemCode: string): Promise<{ email: string }> {
  const item = itemCode.toUpperCase();
  const email = who.kind === "visitor" ? who.email : (await contactOf(ctx, who)).email;
  const requestedBy = who.kind === "visitor" ? "visitor" : `${who.kind}:${who.id}`;
  const { rows } = await ctx.db.execute<{ onhand: number }>(sql`select onhand from parts where item = ${item}`);
  const part = rows[0];
  if (!part) throw notFound("part", item);
  if (Number(part.onhand) > 0) throw new AppError("CONFLICT", { key: "products.notify.inStockNow", values: { item } });
  await ctx.db.execute(sql`
    insert into stock_alerts (item, email, requested_by, token) values (${item}, ${email}, ${requestedBy}, ${randomToken()})
    on conflict (item, lower(email)) do update set notified_at = null, requested_by = excluded.requested_by`);
  return { email };
}

/** Ends the alert the link's token names; true when there was one. */
export async function unsubscribeStockAlert({ db }: Ctx<"db">, token: string): Promise<boolean> {
  const removed = await db.delete(stockAlerts).where(eq(stockAlerts.token, token)).returning({ id: stockAlerts.id });
  return removed.length > 0;
}

/** How many people wait to be told that a part arrived. */
export async function waitingForPart({ db }: Ctx<"db">, itemCode: string): Promise<number> {
  const [row] = await db
    .select({ waiting: count() })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.item, itemCode.toUpperCase()), isNull(stockAlerts.notifiedAt)));
  return Number(row?.waiting ?? 0);
}

/**
 * Mails everyone waiting for a part that is in stock now, once: the alerts are marked in the same
 * transaction that queues their mails, and only those not marked yet, so restocks running at once
 * (a console edit, an import, a cancelled order's stock back, and the sweep) never mail anyone twice:
 * a second marker waits for the first's row locks and then finds them marked. `items` limits it to
 * those parts; without it every part is looked at (the sweep). Answers how many were mailed.
 */
export async function sendBackInStockAlerts(ctx: Ctx<"db" | "mail" | "config">, items?: readonly string[]): Promise<number> {
  if (items && items.length === 0) return 0;
  return inTransaction(ctx, async (tx) => {
    const only = items ? sql`and a.item = any(${sql.param([...items].map((item) => item.toUpperCase()))}::text[])` : sql``;
    const { rows } = await tx.db.execute<{ email: string; token: string; item: string; descrip: string; make: string; requested_by: string }>(sql`
      update stock_alerts a set notified_at = now()
      from parts p
      where p.item = a.item and p.onhand > 0 and a.notified_at is null ${only}
      returning a.email, a.token, a.requested_by, p.item, p.descrip, p.make`);
    if (rows.length === 0) return 0;
    const store = await storeDetails(tx);
    for (const row of rows) {
      const { t, page, shortSignature } = lettersIn(await requesterLocale(tx, row.requested_by));
      const link = page(tx.config.publicUrl, partPath(row.make, row.item));
      const unsubscribe = unsubscribeLink(tx.config.publicUrl, row.token);
      await tx.mail.enqueue(tx.db, {
        to: row.email,
        subject: t("mail.backInStock.subject", { item: row.item }),
        text: `${t("mail.hello")}\n\n${t("mail.backInStock.body", { item: row.item, descrip: row.descrip, link, unsubscribe })}${shortSignature(store)}`,
      });
    }
    return rows.length;
  });
}
