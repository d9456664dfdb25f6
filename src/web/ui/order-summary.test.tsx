// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { translatorOf } from "../../domain/i18n";
import { DEFAULT_PROVINCE_TAXES, taxLineLabel, taxPartsOf } from "../../domain/tax";
import { LocaleProvider } from "../lib/i18n";
import { OrderSummary, summaryRows, taxLineWords } from "./order-summary";

const quebec = {
  subtotal: 549.99,
  shipping: 20,
  tax: 84.99,
  total: 654.98,
  tax_lines: [
    { name: "GST", rate: 0.05, amount: 28.5 },
    { name: "QST", rate: 0.09975, amount: 56.49 },
  ],
};

describe("the order summary", () => {
  it("names every province's taxes in English as domain/tax does", () => {
    for (const tax of DEFAULT_PROVINCE_TAXES) for (const part of taxPartsOf(tax)) expect(taxLineWords(part)).toBe(taxLineLabel(part));
  });

  it("is in English unless given the page's words", () => {
    expect(summaryRows(quebec).map((row) => row.label)).toEqual(["Subtotal", "Shipping", "Tax", "GST 5%", "QST 9.975%", "Total"]);
    expect(summaryRows({ ...quebec, tax_lines: [{ name: "HST", rate: 0.13, amount: 71.5 }] }, { quote: true }).map((row) => [row.label, row.amount])).toEqual([
      ["Subtotal", 549.99],
      ["Shipping", "To be quoted"],
      ["Tax (HST 13%)", 84.99],
      ["Total before shipping", 654.98],
    ]);
  });

  it("reads French on a French page: the rows, the taxes' French names and the money, found by the same keys", () => {
    const french = translatorOf("fr-CA");
    render(
      <LocaleProvider translator={french}>
        <OrderSummary rows={summaryRows(quebec, {}, french.t)} />
      </LocaleProvider>,
    );
    const summary = screen.getByRole("region", { name: "Récapitulatif de la commande" });
    expect(Array.from(summary.querySelectorAll("dt")).map((term) => term.textContent)).toEqual([
      "Sous-total",
      "Expédition",
      "Taxes",
      "TPS 5\u00a0%",
      "TVQ 9,975\u00a0%",
      "Montant total",
    ]);
    expect(summary.querySelector('[data-summary="Total"]')?.textContent).toBe("654,98\u00a0$");
    expect(summary.querySelector('[data-summary="Subtotal"]')?.textContent).toBe("549,99\u00a0$");
  });
});
