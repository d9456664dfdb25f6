import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutDealerReply, OneOrderReply } from "../../src/domain/contracts/buying";
import { formatCents, toCents } from "../../src/domain/money";
import { combinedRate, DEFAULT_PROVINCE_TAXES, taxLineLabel, taxPartsOf } from "../../src/domain/tax";
import { orderTotals } from "../../src/domain/totals";
import { createTestApp, type TestApp } from "../app";
import { pdfText } from "../support/pdf-text";
import { BROWSER, cardToken, signedInCustomer, signedInDealer, stockedPart } from "./buying-fixtures";

// Any cart to any province: the figures the confirm page shows, the charge, the receipt, the mail and
// the sales-order PDF agree to the cent, and are what the domain's one money rule says (issue 17).

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA: "off", PUBLIC_URL: "https://shop.example" } });
});
afterAll(async () => {
  await t?.close();
});

/** A postal code and phone of each province and territory, to make address book entries there. */
const PLACES: Record<string, { zipcode: string; city: string }> = {
  AB: { zipcode: "T2P 1J9", city: "Calgary" },
  BC: { zipcode: "V6B 1A1", city: "Vancouver" },
  MB: { zipcode: "R3C 0A1", city: "Winnipeg" },
  NB: { zipcode: "E1C 4M3", city: "Moncton" },
  NL: { zipcode: "A1C 5M2", city: "St. John's" },
  NS: { zipcode: "B3H 1A1", city: "Halifax" },
  NT: { zipcode: "X1A 2L9", city: "Yellowknife" },
  NU: { zipcode: "X0A 0H0", city: "Iqaluit" },
  ON: { zipcode: "M5H 1A1", city: "Toronto" },
  PE: { zipcode: "C1A 4P3", city: "Charlottetown" },
  QC: { zipcode: "H2X 1Y4", city: "Montréal" },
  SK: { zipcode: "S4P 3Y2", city: "Regina" },
  YT: { zipcode: "Y1A 1A1", city: "Whitehorse" },
};

const cartArb = fc.array(fc.record({ cents: fc.integer({ min: 100, max: 250_000 }), qty: fc.integer({ min: 1, max: 4 }) }), { minLength: 1, maxLength: 4 });
const placeArb = fc.constantFrom(...DEFAULT_PROVINCE_TAXES.map((row) => row.province), "USA");

describe("one money rule from the cart to the documents", () => {
  it("agrees to the cent on the confirm page, the charge, the receipt, the mail and the PDF, for any cart and province", { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(cartArb, placeArb, fc.boolean(), async (cart, place, pickup) => {
        const shopper = await signedInCustomer(t);
        const parts = [];
        for (const line of cart) {
          // At or below the reorder point, so no promo: the unit price is the list price.
          const part = await stockedPart(t, { pricel: line.cents / 100, price: line.cents / 100, onhand: 10, orderpt: 10, weightKg: 1 });
          await shopper.post("/api/addToShoppingCart", { item: part.item, user: shopper.id, quantity: line.qty, type: 1 });
          parts.push(part);
        }
        const where =
          place === "USA" ? { state: "NY", zipcode: "10001", city: "New York", country: "USA" } : { state: place, ...PLACES[place]!, country: "CA" };
        const saved = await shopper.post("/api/newShippingAdd", {
          userID: shopper.id,
          address: { forename: "Sam", surname: "Buyer", company: "", address: "1 Main St", tel: "(416) 555-0100", ...where },
        });
        expect(saved.statusCode, saved.body).toBe(200);
        const addressID = pickup ? 1 : saved.json<{ addressBook: { id: number }[] }>().addressBook.at(-1)!.id;

        const shown = (await shopper.post("/api/changeAddress", { id: addressID })).json();
        const checkout = (await shopper.post("/api/checkout", { userID: shopper.id })).json();
        const destination = pickup ? "ON" : place;
        const parts_ = destination === "USA" ? [] : taxPartsOf(DEFAULT_PROVINCE_TAXES.find((row) => row.province === destination)!);
        const expected = orderTotals(
          cart.map((line) => ({ unitCents: line.cents, qty: line.qty })),
          toCents(shown.total_shipping),
          parts_,
        );
        expect(toCents(checkout.subtotal)).toBe(expected.subtotalCents);
        expect(toCents(shown.tax)).toBe(expected.taxCents);
        expect(toCents(shown.total)).toBe(expected.totalCents);
        expect(shown.taxRate).toBe(combinedRate(parts_));
        expect(shown.tax_lines.reduce((sum: number, line: { amount: number }) => sum + toCents(line.amount), 0)).toBe(expected.taxCents);

        const orderNumber = (await shopper.post("/api/reserveOrderSlot", { custno: shopper.id })).json<{ orderNumber: string }>().orderNumber;
        const paid = await shopper.post("/api/storeOrderData", {
          orderNumber,
          custno: shopper.id,
          addressID,
          pickupInstore: pickup,
          subtotal: checkout.subtotal,
          hst: shown.tax,
          shipping: shown.total_shipping,
          token: await cardToken(shopper),
          cardholderName: "Sam Buyer",
          browser: BROWSER,
        });
        expect(paid.statusCode, paid.body).toBe(200);
        expect((await t.payments.gateway.findCharge(orderNumber))?.amountCents).toBe(expected.totalCents);

        const receipt = (await shopper.get(`/api/oneOrder?so=${orderNumber}&id=${shopper.id}`)).json<OneOrderReply>();
        expect([receipt.somast.subtotal, receipt.somast.shipping, receipt.somast.tax, receipt.somast.total].map(toCents)).toEqual([
          expected.subtotalCents,
          expected.shippingCents,
          expected.taxCents,
          expected.totalCents,
        ]);
        expect(receipt.somast.tax_lines).toEqual(shown.tax_lines);

        const mail =
          (
            await t.database.db.execute<{ text: string }>(
              sql`select text from mail_outbox where "to" = ${shopper.email} and subject like ${`%${orderNumber}%`}`,
            )
          ).rows[0]?.text ?? "";
        expect(mail).toContain(`Total (CAD): ${formatCents(expected.totalCents)}`);
        for (const line of shown.tax_lines) expect(mail).toContain(`${taxLineLabel(line)}: ${formatCents(toCents(line.amount))}`);

        const pdf = pdfText((await shopper.get(`/api/orders/${orderNumber}/pdf`)).rawPayload);
        expect(pdf).toContain(formatCents(expected.totalCents));
        for (const line of shown.tax_lines) expect(pdf).toContain(taxLineLabel(line));
        for (const part of parts) expect(pdf).toContain(part.item);
      }),
      { numRuns: 12, seed: 20261126 },
    );
  });

  it("taxes a dealer's order where it ships, by the same rule, from the confirm page to the receipt", async () => {
    const dealer = await signedInDealer(t, 1);
    const part = await stockedPart(t, { pricel: 200, price: 200, onhand: 5 });
    await dealer.post("/api/addToShoppingCart", { item: part.item, user: dealer.account, quantity: 2, type: 2 });
    const own = (await dealer.post("/api/checkoutDealer", { userID: dealer.account })).json<CheckoutDealerReply>();
    const toQuebec = (await dealer.post("/api/checkoutDealer", { userID: dealer.account, shipTo: { country: "CA", state: "QC" } })).json<CheckoutDealerReply>();
    expect(toQuebec.tax_lines.map((line) => line.name)).toEqual(["GST", "QST"]);
    expect(toQuebec.subtotal).toBe(own.subtotal);
    const confirmed = await dealer.post("/api/dealerConfirm", {
      address: { company: "Garage Roy", address: "1 rue Principale", city: "Montréal", state: "QC", zipcode: "H2X 1Y4", country: "CA", tel: "(514) 555-0100" },
      dealerId: dealer.account,
      note: "",
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const receipt = (await dealer.get(`/api/oneOrder_dealer_finish?so=${confirmed.json().sono}&account=${dealer.account}`)).json<OneOrderReply>();
    expect(receipt.somast.tax).toBe(toQuebec.tax);
    expect(receipt.somast.total).toBe(toQuebec.total);
    expect(receipt.somast.tax_lines).toEqual(toQuebec.tax_lines);
    expect((await dealer.post("/api/checkoutDealer", { userID: dealer.account, shipTo: { country: "CA", state: "NY" } })).statusCode).toBe(409);
  });
});
