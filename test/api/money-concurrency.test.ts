import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OneOrderReply } from "../../src/domain/contracts/buying";
import { ORDER_STATUS } from "../../src/domain/orders";
import { orders } from "../../src/server/modules/orders/schema";
import { paymentRefunds, payments } from "../../src/server/modules/payments/schema";
import { createTestApp, type TestApp } from "../app";
import { BROWSER, cardToken, figuresFor, freshAddress, type Shopper, signedInCustomer, signedInDealer, signedInStaff, stockedPart } from "./buying-fixtures";

// The money calls fired many times at once, as an impatient, a hostile or a busy shopper sends them:
// counted afterwards in orders, the test gateway's ledger, refunds and stock. Each fault here was
// found by probing the shop (issue 17) and failed before its fix.

let t: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA: "off", PUBLIC_URL: "https://shop.example" } });
  staff = await signedInStaff(t, { email: "money@partshop.example", password: "Money12345", name: "Morgan Money" });
});
afterAll(async () => {
  await t?.close();
});

const asStaff = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload, cookies: staff, remoteAddress: freshAddress() });
const onhandOf = async (item: string) =>
  Number((await t.database.db.execute<{ onhand: number }>(sql`select onhand from parts where item = ${item}`)).rows[0]?.onhand);
const addToCart = (shopper: Shopper, item: string, quantity: number) => shopper.post("/api/addToShoppingCart", { item, user: shopper.id, quantity, type: 1 });
const reserve = async (shopper: Shopper) => (await shopper.post("/api/reserveOrderSlot", { custno: shopper.id })).json<{ orderNumber: string }>().orderNumber;
const ordersOf = (shopper: Shopper) =>
  t.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.ownerKind, shopper.account ? "dealer" : "customer"), eq(orders.ownerId, shopper.id)));

/** The test gateway's approved, unreversed charges of some order numbers: what the shoppers' cards were charged. */
async function chargesOf(orderNums: readonly string[]) {
  const known = await Promise.all(orderNums.map((orderNum) => t.payments.gateway.findCharge(orderNum)));
  return known.filter((charge) => charge?.status === "approved" && !charge.voided && charge.refundedCents < charge.amountCents);
}

/** Pays a reserved number by card with a fresh token, showing the figures given. */
async function pay(shopper: Shopper, orderNumber: string, figures: Awaited<ReturnType<typeof figuresFor>>, token?: string) {
  return shopper.post("/api/storeOrderData", {
    orderNumber,
    custno: shopper.id,
    addressID: 0,
    subtotal: figures.subtotal,
    hst: figures.hst,
    shipping: figures.shipping,
    shippingDays: figures.shippingDays,
    token: token ?? (await cardToken(shopper)),
    cardholderName: "Casey Customer",
    browser: BROWSER,
  });
}

describe("one cart is charged once", () => {
  it("pays a cart once however many order numbers are paid at once: the others are told the order is paid or being paid, with its number", {
    timeout: 180_000,
  }, async () => {
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => signedInCustomer(t)));
    const part = await stockedPart(t, { onhand: 100, pricel: 80, weightKg: 1 });
    const tries = await Promise.all(
      shoppers.map(async (shopper) => {
        await addToCart(shopper, part.item, 2);
        const figures = await figuresFor(shopper, 0);
        const numbers = [await reserve(shopper), await reserve(shopper), await reserve(shopper)];
        const tokens = await Promise.all(numbers.map(() => cardToken(shopper)));
        return { shopper, figures, numbers, tokens };
      }),
    );
    const answers = await Promise.all(
      tries.flatMap(({ shopper, figures, numbers, tokens }) => numbers.map((orderNumber, index) => pay(shopper, orderNumber, figures, tokens[index]))),
    );

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(shoppers.length);
    for (const { shopper, numbers } of tries) {
      const mine = answers.slice(tries.findIndex((entry) => entry.shopper === shopper) * 3).slice(0, 3);
      const paid = mine.filter((answer) => answer.statusCode === 200);
      expect(paid, mine.map((answer) => answer.body).join("\n")).toHaveLength(1);
      const orderNum = paid[0]!.json<{ order_num: string }>().order_num;
      for (const refused of mine.filter((answer) => answer.statusCode !== 200)) {
        expect(refused.statusCode).toBe(409);
        const { error } = refused.json<{ error: { code: string; message: string; fields: { order_num: string } } }>();
        expect(["ALREADY_PLACED", "IN_PROGRESS"]).toContain(error.code);
        expect(error.fields.order_num).toBe(orderNum);
        expect(error.message).toContain(orderNum);
        expect(error.message).not.toContain("start your order again");
      }
      expect(await chargesOf(numbers)).toHaveLength(1);
      expect((await ordersOf(shopper)).filter((order) => order.salesStatus === ORDER_STATUS.paid).map((order) => order.orderNum)).toEqual([orderNum]);
    }
    expect(await onhandOf(part.item)).toBe(100 - 2 * shoppers.length);
  });

  it("tells a retry after a lost answer that the cart is paid, naming the order, and charges nothing", async () => {
    const shopper = await signedInCustomer(t);
    const part = await stockedPart(t, { onhand: 5 });
    await addToCart(shopper, part.item, 1);
    const figures = await figuresFor(shopper, 0);
    const first = await reserve(shopper);
    const later = await reserve(shopper);
    expect((await pay(shopper, first, figures)).statusCode).toBe(200);
    const retry = await pay(shopper, later, figures);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toMatchObject({ code: "ALREADY_PLACED", fields: { order_num: first } });
    expect(retry.json().error.message).toBe(`Your cart is already paid: it is order ${first}, in your order history.`);
    expect(await t.payments.gateway.findCharge(later)).toBeNull();
    expect(await onhandOf(part.item)).toBe(4);
  });

  it("answers a double-clicked payment of one number with the same order, 200 each time, charged once", { timeout: 60_000 }, async () => {
    const shopper = await signedInCustomer(t);
    const part = await stockedPart(t, { onhand: 9 });
    await addToCart(shopper, part.item, 3);
    const figures = await figuresFor(shopper, 0);
    const orderNumber = await reserve(shopper);
    const tokens = await Promise.all(Array.from({ length: 10 }, () => cardToken(shopper)));
    const answers = await Promise.all(tokens.map((token) => pay(shopper, orderNumber, figures, token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]!.json()).toMatchObject({ status: "approved", order_num: orderNumber });
    const attempts = await t.database.db.select().from(payments).where(eq(payments.orderNum, orderNumber));
    expect(attempts.map((attempt) => attempt.status)).toEqual(["approved"]);
    expect(await onhandOf(part.item)).toBe(6);
  });
});

/** An oversize order quoted by the store: Pending for Reply (5), payable for `total`. */
async function quotedOrder(shippingCents = 8_950) {
  const shopper = await signedInCustomer(t);
  const hood = await stockedPart(t, { oversize: true, pricel: 500, onhand: 4, weightKg: 25 });
  await addToCart(shopper, hood.item, 1);
  const { sono } = (await shopper.post("/api/getQuote", { custno: shopper.id, addressID: 0, subtotal: 500 })).json<{ sono: string }>();
  const quoted = await asStaff(`/api/admin/orders/${sono}/quote`, { shipping: shippingCents / 100, days: 5 });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const total = (await shopper.get(`/api/oneOrder?so=${sono}&id=${shopper.id}`)).json<OneOrderReply>().somast.total;
  return { shopper, sono, total, hood };
}

describe("a charge equals the total recorded", () => {
  it("never charges a quoted order other than its recorded total while the store re-quotes it during the payment", { timeout: 240_000 }, async () => {
    const runs = await Promise.all(Array.from({ length: 12 }, () => quotedOrder()));
    const results = await Promise.all(
      runs.map(async ({ shopper, sono, total }, index) => {
        const token = await cardToken(shopper);
        const [paid, requoted] = await Promise.all([
          shopper.post("/api/payPendingOrder", { sono, custno: shopper.id, total, token, cardholderName: "Casey", browser: BROWSER }),
          asStaff(`/api/admin/orders/${sono}/quote`, { shipping: index % 2 === 0 ? 0 : 150, days: 3 }),
        ]);
        return { sono, shown: total, paid, requoted };
      }),
    );
    for (const { sono, shown, paid, requoted } of results) {
      const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNum, sono));
      const charge = await t.payments.gateway.findCharge(sono);
      if (paid.statusCode === 200) {
        // Paid first: the store was told the order is being paid (or that it is paid), and the charge is the total kept.
        expect(requoted.statusCode).toBe(409);
        expect(order!.salesStatus).toBe(ORDER_STATUS.paid);
        expect(charge?.amountCents).toBe(order!.totalCents);
        expect(order!.totalCents).toBe(Math.round(shown * 100));
      } else {
        // Re-quoted first: the shopper is shown the new total and nothing is charged.
        expect(paid.statusCode, paid.body).toBe(409);
        expect(requoted.statusCode).toBe(200);
        expect(paid.json().error.fields.total).toBe((order!.totalCents / 100).toFixed(2));
        expect(charge).toBeNull();
        expect(order!.salesStatus).toBe(ORDER_STATUS.pendingReply);
      }
    }
  });

  it("refuses to re-quote an order while its payment is open, and the customer who was shown an old total gets the new one", async () => {
    const { shopper, sono, total } = await quotedOrder();
    const [attempt] = await t.database.db
      .insert(payments)
      .values({
        orderNum: sono,
        provider: "card",
        idempotencyKey: `${sono}-held`,
        amountCents: Math.round(total * 100),
        priorStatus: ORDER_STATUS.pendingReply,
      })
      .returning();
    const whilePaying = await asStaff(`/api/admin/orders/${sono}/quote`, { shipping: 10, days: 2 });
    expect(whilePaying.statusCode).toBe(409);
    expect(whilePaying.json().error).toMatchObject({
      code: "IN_PROGRESS",
      message: `Order ${sono} is being paid right now: its shipping cannot be quoted again until the payment ends.`,
    });
    await t.database.db.update(payments).set({ status: "declined" }).where(eq(payments.id, attempt!.id));
    expect((await asStaff(`/api/admin/orders/${sono}/quote`, { shipping: 10, days: 2 })).statusCode).toBe(200);
    const stale = await shopper.post("/api/payPendingOrder", {
      sono,
      custno: shopper.id,
      total,
      token: await cardToken(shopper),
      cardholderName: "Casey",
      browser: BROWSER,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.fields).toEqual({ total: "576.30", shipping: "10.00", hst: "66.30" });
    expect(await t.payments.gateway.findCharge(sono)).toBeNull();
  });
});

describe("one order per confirmation", () => {
  it("makes one dealer order of ten confirmations sent at once, takes the stock once and names that order to the others", { timeout: 60_000 }, async () => {
    const dealer = await signedInDealer(t);
    const part = await stockedPart(t, { onhand: 10 });
    await dealer.post("/api/addToShoppingCart", { item: part.item, user: dealer.account, quantity: 2, type: 2 });
    const address = {
      company: "Demo Collision",
      address: "5 Shop Road",
      city: "Toronto",
      state: "ON",
      zipcode: "M5V 2T6",
      country: "CA",
      tel: "(416) 555-0123",
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => dealer.post("/api/dealerConfirm", { address, dealerId: dealer.account, note: "" })));
    const made = answers.filter((answer) => answer.statusCode === 200);
    expect(made, answers.map((answer) => answer.body).join("\n")).toHaveLength(1);
    const sono = made[0]!.json<{ sono: string }>().sono;
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({ code: "ALREADY_PLACED", message: `Your order ${sono} is already confirmed.`, fields: { order_num: sono } });
    }
    expect((await ordersOf(dealer)).map((order) => order.orderNum)).toEqual([sono]);
    expect(await onhandOf(part.item)).toBe(8);
  });

  it("makes one quote request of ten sent at once", { timeout: 60_000 }, async () => {
    const shopper = await signedInCustomer(t);
    const hood = await stockedPart(t, { oversize: true, pricel: 300, onhand: 3, weightKg: 20 });
    await addToCart(shopper, hood.item, 1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => shopper.post("/api/getQuote", { custno: shopper.id, addressID: 0, subtotal: 300 })));
    const made = answers.filter((answer) => answer.statusCode === 200);
    expect(made).toHaveLength(1);
    const sono = made[0]!.json<{ sono: string }>().sono;
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.json().error).toMatchObject({ code: "ALREADY_PLACED", fields: { order_num: sono } });
    }
    expect((await ordersOf(shopper)).map((order) => [order.orderNum, order.salesStatus])).toEqual([[sono, ORDER_STATUS.pendingQuote]]);
  });
});

/** A paid order of `total` dollars' worth of one part. */
async function paidOrder() {
  const shopper = await signedInCustomer(t);
  const part = await stockedPart(t, { onhand: 10, pricel: 30, weightKg: 1 });
  await addToCart(shopper, part.item, 2);
  const figures = await figuresFor(shopper, 0);
  const orderNum = await reserve(shopper);
  const answer = await pay(shopper, orderNum, figures);
  expect(answer.statusCode, answer.body).toBe(200);
  return { shopper, part, orderNum, totalCents: Math.round(answer.json<{ total: number }>().total * 100) };
}

const refundsOf = (orderNum: string) => t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderNum, orderNum));

describe("refunds and cancels are recorded once", () => {
  it("gives back a payment once when five staff refund all of it at once, and records exactly what the gateway gave back", { timeout: 60_000 }, async () => {
    const { orderNum, totalCents } = await paidOrder();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => asStaff(`/api/admin/orders/${orderNum}/refund`, { amount: totalCents / 100, reason: "Returned" })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) expect([400, 409]).toContain(refused.statusCode);
    const charge = await t.payments.gateway.findCharge(orderNum);
    const done = (await refundsOf(orderNum)).filter((refund) => refund.status === "done");
    expect(done.reduce((sum, refund) => sum + refund.amountCents, 0)).toBe(charge!.refundedCents);
    expect(charge!.refundedCents).toBe(totalCents);
  });

  it("never records more refunded than was charged when partial refunds race", { timeout: 60_000 }, async () => {
    const { orderNum, totalCents } = await paidOrder();
    const part = Math.floor(totalCents / 3);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => asStaff(`/api/admin/orders/${orderNum}/refund`, { amount: part / 100, reason: "Partial" })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    const charge = await t.payments.gateway.findCharge(orderNum);
    const done = (await refundsOf(orderNum)).filter((refund) => refund.status === "done");
    expect(done).toHaveLength(3);
    expect(charge!.refundedCents).toBe(3 * part);
    expect((await refundsOf(orderNum)).every((refund) => refund.status !== "pending")).toBe(true);
  });

  it("cancels once when three staff cancel at once: one refund of the whole payment, the stock back once", { timeout: 60_000 }, async () => {
    const { orderNum, totalCents, part } = await paidOrder();
    expect(await onhandOf(part.item)).toBe(8);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => asStaff(`/api/admin/orders/${orderNum}/cancel`, { reason: "Out of stock at the maker" })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) expect(refused.statusCode).toBe(409);
    const refunds = await refundsOf(orderNum);
    expect(refunds.map((refund) => [refund.status, refund.amountCents])).toEqual([["done", totalCents]]);
    expect((await t.payments.gateway.findCharge(orderNum))!.refundedCents).toBe(totalCents);
    expect(await onhandOf(part.item)).toBe(10);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNum, orderNum));
    expect(order!.salesStatus).toBe(ORDER_STATUS.cancelled);
  });
});

describe("an address's province belongs to its country", () => {
  const ontario = {
    forename: "Pat",
    surname: "Shopper",
    company: "",
    address: "12 King St W",
    city: "Toronto",
    state: "ON",
    zipcode: "M5H 1A1",
    country: "CA",
    tel: "(416) 555-0100",
  };

  it("refuses a Canadian address with a US state, a made-up code or a province name, wherever an address enters", async () => {
    const shopper = await signedInCustomer(t);
    for (const state of ["NY", "XX", "Ontario", "N/A"]) {
      const saved = await shopper.post("/api/newShippingAdd", { userID: shopper.id, address: { ...ontario, state } });
      expect(saved.statusCode, state).toBe(400);
      expect(saved.json().error.fields["address.state"]).toBe("Please choose a Canadian province or territory.");
    }
    expect(
      (await shopper.post("/api/newShippingAdd", { userID: shopper.id, address: { ...ontario, country: "USA", state: "ON", zipcode: "10001" } })).json().error
        .fields["address.state"],
    ).toBe("Please choose a US state.");
    expect((await shopper.post("/api/newShippingAdd", { userID: shopper.id, address: { ...ontario, state: "YT", zipcode: "Y1A 1A1" } })).statusCode).toBe(200);

    const dealer = await signedInDealer(t);
    const confirm = await dealer.post("/api/dealerConfirm", {
      address: { company: "Shop", address: "1 Road", city: "Toronto", state: "NY", zipcode: "M5V 2T6", country: "CA", tel: "(416) 555-0123" },
      dealerId: dealer.account,
      note: "",
    });
    expect(confirm.statusCode).toBe(400);
    expect(
      (
        await asStaff("/api/admin/dealers", {
          account: "PROV-1",
          password: "Dealer1234",
          company: "Prov Test",
          pricecode: 2,
          email: "prov@example.com",
          state: "XX",
          country: "CA",
        })
      ).statusCode,
    ).toBe(400);
  });

  it("refuses to check out to an address kept from before provinces were checked, asking for a valid province, and never taxes it at 0", async () => {
    const shopper = await signedInCustomer(t);
    const part = await stockedPart(t, { onhand: 5 });
    await addToCart(shopper, part.item, 1);
    await t.database.db.execute(sql`update customer_info set state = 'NY' where customer_id = ${shopper.id}`);
    const listed = await t.database.db.execute<{ kind: string; id: number }>(
      sql`select kind, id from invalid_address_provinces where id = ${shopper.id} and kind = 'customer shipping'`,
    );
    expect(listed.rows).toHaveLength(1);
    const priced = await shopper.post("/api/changeAddress", { id: 0 });
    expect(priced.statusCode).toBe(409);
    expect(priced.json().error.message).toBe(
      "The shipping address has no valid province or state. Please choose a valid province in your profile or address book and try again.",
    );
    const figures = { subtotal: 100, hst: 0, shipping: 12.95 };
    const orderNumber = await reserve(shopper);
    const paid = await shopper.post("/api/storeOrderData", {
      orderNumber,
      custno: shopper.id,
      addressID: 0,
      ...figures,
      token: await cardToken(shopper),
      cardholderName: "C",
      browser: BROWSER,
    });
    expect(paid.statusCode).toBe(409);
    expect(await t.payments.gateway.findCharge(orderNumber)).toBeNull();
    const checkout = await shopper.post("/api/checkout", { userID: shopper.id });
    expect(checkout.statusCode).toBe(200);
  });
});

describe("invoices a Canadian business can keep", () => {
  it("shows Quebec's GST and QST on their own lines, summing to the tax, on the receipt, the mail and the PDF, with the registration numbers", async () => {
    const shopper = await signedInCustomer(t);
    const saved = await shopper.post("/api/newShippingAdd", {
      userID: shopper.id,
      address: {
        forename: "Camille",
        surname: "Roy",
        company: "",
        address: "1 rue Principale",
        city: "Montréal",
        state: "QC",
        zipcode: "H2X 1Y4",
        country: "CA",
        tel: "(514) 555-0100",
      },
    });
    const id = saved.json<{ addressBook: { id: number }[] }>().addressBook.at(-1)!.id;
    const part = await stockedPart(t, { onhand: 5, pricel: 100, weightKg: 1 });
    await addToCart(shopper, part.item, 1);
    const priced = (await shopper.post("/api/changeAddress", { id })).json();
    expect(priced.tax_lines.map((line: { name: string }) => line.name)).toEqual(["GST", "QST"]);
    expect(Math.round(priced.tax_lines.reduce((sum: number, line: { amount: number }) => sum + line.amount * 100, 0))).toBe(Math.round(priced.tax * 100));
    const orderNumber = await reserve(shopper);
    const checkout = (await shopper.post("/api/checkout", { userID: shopper.id })).json();
    const paid = await shopper.post("/api/storeOrderData", {
      orderNumber,
      custno: shopper.id,
      addressID: id,
      subtotal: checkout.subtotal,
      hst: priced.tax,
      shipping: priced.total_shipping,
      token: await cardToken(shopper),
      cardholderName: "Camille Roy",
      browser: BROWSER,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const receipt = (await shopper.get(`/api/oneOrder?so=${orderNumber}&id=${shopper.id}`)).json<OneOrderReply>();
    expect(receipt.somast.tax_lines).toEqual(priced.tax_lines);
    expect((await t.payments.gateway.findCharge(orderNumber))!.amountCents).toBe(Math.round(receipt.somast.total * 100));
    const mails = await t.database.db.execute<{ text: string }>(sql`select text from mail_outbox where subject like ${`%order ${orderNumber}%`}`);
    const mail = mails.rows.map((row) => row.text).join("\n");
    expect(mail).toContain(`GST 5%: $${priced.tax_lines[0].amount.toFixed(2)}`);
    expect(mail).toContain(`QST 9.975%: $${priced.tax_lines[1].amount.toFixed(2)}`);
    expect(mail).toContain("GST/HST registration no. 123456789 RT0001");
    expect(mail).toContain("QST registration no. 1234567890 TQ0001");
  });
});

describe("the money calls keep their counts", () => {
  it("leaves no payment pending and no refund claimed but unanswered after everything above", async () => {
    const pending = await t.database.db
      .select()
      .from(payments)
      .where(inArray(payments.status, ["pending"]));
    expect(pending.filter((attempt) => !attempt.idempotencyKey.endsWith("-held"))).toEqual([]);
    expect(await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.status, "pending"))).toEqual([]);
  });
});
