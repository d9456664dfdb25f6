import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createDealerBody, dealerForm, quoteShippingForm, refundOrderForm, updateDealerBody } from "./contracts/admin";
import {
  classicModelFormOf,
  fractionOf,
  newClassicModelForm,
  percentOf,
  shippingRatesForm,
  shippingRatesFormOf,
  storeDetailsForm,
  storeDetailsFormOf,
  taxRatesForm,
  taxRatesFormOf,
} from "./contracts/admin-content";
import { newPartForm, partForm, partFormOf, type StaffPartDetail } from "./contracts/admin-parts";
import { DEFAULT_SHIPPING_RATES } from "./shipping";
import { DEFAULT_STORE } from "./store";
import { DEFAULT_PROVINCE_TAXES } from "./tax";

const issuesOf = (result: { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);

const hood: StaffPartDetail = {
  item: "F67-HOOD",
  descrip: "1967-1968 Ford Mustang steel hood",
  descrip_fr: null,
  part_type: "hood",
  make: "FORD",
  fits: ["FORD"],
  model: "Mustang",
  year_from: 1967,
  year_end: 1968,
  price: 520,
  pricel: 649.99,
  price2: 500,
  price3: null,
  price4: null,
  price5: null,
  price6: null,
  onhand: 3,
  orderpt: 2,
  qty: 1,
  onshpeta: "2026-12-24",
  weight_kg: 18.5,
  oversize: true,
  onsale: false,
  featured: true,
  popular: false,
  promotional: false,
  hot_sale: false,
  special_price: null,
  holiday_price: 600,
  img_path: "/images/parts/F67-HOOD.svg",
  big: "/images/parts/F67-HOOD.svg?size=large",
  view_count: 12,
  created_at: "2026-01-05T15:00:00.000Z",
};

describe("the console's form schemas", () => {
  it("send what was typed in the contract's units, and refuse it in the contract's words at its fields", () => {
    expect(quoteShippingForm.parse({ shipping: "$120.50", days: " 5 " })).toEqual({ shipping: 120.5, days: 5 });
    expect(issuesOf(quoteShippingForm.safeParse({ shipping: "", days: "2.5" }))).toEqual([
      ["shipping", "Shipping (CAD) must be an amount"],
      ["days", "Days must be a whole number"],
    ]);
    expect(issuesOf(refundOrderForm.safeParse({ amount: "0", reason: "ok" }))).toEqual([
      ["amount", "Amount must be more than 0"],
      ["reason", "Please give a reason"],
    ]);
  });

  it("leave what the contract fills in to the server: an edited dealer's body is the three fields typed", () => {
    expect(dealerForm.parse({ company: "North Body Shop", pricecode: "2", email: "north@example.com" })).toEqual({
      company: "North Body Shop",
      pricecode: 2,
      email: "north@example.com",
    });
  });

  it("change only what an edit of a dealer sends, and give a new dealer blank contact details in Canada", () => {
    expect(updateDealerBody.parse({ pricecode: 2 })).toEqual({ pricecode: 2 });
    const created = createDealerBody.parse({ account: "d20002", password: "Dealer2345", company: "North Body Shop", pricecode: 5, email: "north@example.com" });
    expect(created).toMatchObject({ account: "D20002", firstname: "", city: "", state: "", country: "CA", phone: "" });
  });

  it("read tax rates typed in percent as the fractions the table holds, and back, for every province", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000 }), (hundredThousandths) => {
        const rate = hundredThousandths / 100_000;
        expect(fractionOf(percentOf(rate))).toBe(rate);
      }),
    );
    const table = { rates: DEFAULT_PROVINCE_TAXES.map((row) => ({ ...row })) };
    expect(taxRatesForm.parse(taxRatesFormOf(table))).toEqual(table);
    expect(fractionOf("13 %")).toBe("13 %");
  });

  it("send the store's details and the shipping table as they were loaded when nothing is changed", () => {
    const store = { ...DEFAULT_STORE, trackingUrlTemplate: "" };
    expect(storeDetailsForm.parse(storeDetailsFormOf(store))).toEqual(store);
    const rates = { rates: DEFAULT_SHIPPING_RATES.map((row) => ({ zone: row.zone, upToKg: row.upToKg, price: row.cents / 100, days: row.days })) };
    expect(shippingRatesForm.parse(shippingRatesFormOf(rates))).toEqual(rates);
  });

  it("name a shipping table's problem on the row and field the domain names", () => {
    const form = shippingRatesFormOf({ rates: [{ zone: "ON", upToKg: 5, price: 15, days: 2 }] });
    form.rates.push({ zone: "ON", upToKg: "", price: "2.50", days: "2" }, { zone: "ON", upToKg: "", price: "3", days: "x" });
    expect(issuesOf(shippingRatesForm.safeParse(form))).toEqual([["rates.2.days", "Days must be a whole number"]]);
    form.rates[2]!.days = "2";
    expect(issuesOf(shippingRatesForm.safeParse(form))).toEqual([["rates.2.upToKg", "ON has more than one price per kilogram."]]);
  });

  it("read a classic model's pictures a line each and leave an empty place out", () => {
    const form = {
      ...classicModelFormOf(null),
      item: "CB-6768",
      make: "ford",
      model: "Mustang Fastback",
      years: "1967-1968",
      priceUsd: "18500",
      images: " /images/classic/a.jpg \n\n/images/classic/b.jpg",
    };
    expect(newClassicModelForm.parse(form)).toEqual({
      item: "CB-6768",
      make: "ford",
      model: "Mustang Fastback",
      years: "1967-1968",
      description: "",
      images: ["/images/classic/a.jpg", "/images/classic/b.jpg"],
      includes: "",
      shipping: "",
      descriptionFr: "",
      includesFr: "",
      shippingFr: "",
      priceUsd: 18500,
    });
  });

  it("send a stored part back as it was, but for its code, and a new part's code in capitals", () => {
    const { item: _code, view_count: _views, created_at: _added, ...editable } = hood;
    expect(partForm.parse(partFormOf(hood))).toEqual(editable);
    const created = newPartForm.parse({
      ...partFormOf(null),
      item: " f68-grille ",
      descrip: "Mustang grille",
      make: "FORD",
      year_from: "1968",
      year_end: "1968",
      pricel: "120",
      price: "90",
    });
    expect(created).toMatchObject({ item: "F68-GRILLE", price2: null, onshpeta: null, onhand: 0, qty: 1, weight_kg: 1 });
    expect(issuesOf(partForm.safeParse({ ...partFormOf(hood), special_price: "700", year_end: "1960" }))).toEqual([
      ["year_end", "Year to must not be before year from"],
      ["special_price", "Special price must be below the list price"],
    ]);
  });
});
