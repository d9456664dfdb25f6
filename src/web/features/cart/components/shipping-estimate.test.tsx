// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ShippingEstimateReply } from "../../../../domain/contracts/shipping-estimate";
import { POSTAL_CODE_FOR_ESTIMATE } from "../../../../domain/shipping";
import { axeViolations, renderPages } from "../../../test-utils/render";
import { aCart, aCartLine, signedInCustomer, signedInDealer } from "../../../test-utils/shop-data";
import { type RecordedCall, stubApi } from "../../../test-utils/stub-api";
import { CartPage } from "../pages/cart-page";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ownAddress: ShippingEstimateReply = {
  postal_code: "M5V 2T6",
  country: "CA",
  province: "ON",
  quote: false,
  oversize: false,
  shipping: 14.95,
  shippingDays: 2,
};

function stubEstimates() {
  return stubApi({
    "POST /api/getItems_carts": () => aCart([aCartLine()]),
    "POST /api/shippingEstimate": (call: RecordedCall) => {
      const code = (call.body as { postal_code?: string }).postal_code;
      if (code === undefined) return ownAddress;
      return { postal_code: code, country: "CA", province: "BC", quote: false, oversize: false, shipping: 22.95, shippingDays: 5 };
    },
  });
}

const estimateBox = () => within(screen.getByRole("region", { name: "Estimate shipping" }));

describe("the cart's shipping estimate", () => {
  it("shows the shipping to the customer's own address, then to the postal code they enter", async () => {
    const api = stubEstimates();
    renderPages({ "/cart": CartPage }, { path: "/cart", appState: signedInCustomer });
    expect(await screen.findByText("$14.95, delivery in about 2 business days. Tax is added at checkout.")).toBeInTheDocument();
    expect(estimateBox().getByText("To M5V 2T6 (ON):")).toBeInTheDocument();
    await userEvent.type(estimateBox().getByLabelText("Postal or ZIP code"), "v6b 1a1");
    await userEvent.click(estimateBox().getByRole("button", { name: "Estimate" }));
    expect(await screen.findByText("$22.95, delivery in about 5 business days. Tax is added at checkout.")).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/shippingEstimate")).toContainEqual({ postal_code: "V6B 1A1" });
    expect(await axeViolations()).toEqual([]);
  });

  it("says what to enter, without asking the server, when the postal code is no place", async () => {
    const api = stubEstimates();
    renderPages({ "/cart": CartPage }, { path: "/cart", appState: signedInCustomer });
    await screen.findByText(/\$14\.95/);
    await userEvent.type(estimateBox().getByLabelText("Postal or ZIP code"), "D1A 1A1");
    await userEvent.click(estimateBox().getByRole("button", { name: "Estimate" }));
    expect(await estimateBox().findByText(POSTAL_CODE_FOR_ESTIMATE)).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/shippingEstimate")).toHaveLength(1);
  });

  it("names shipping by quote for a cart with an oversize part", async () => {
    stubApi({
      "POST /api/getItems_carts": () => aCart([aCartLine({ oversize: true })]),
      "POST /api/shippingEstimate": { ...ownAddress, quote: true, oversize: true, shipping: null, shippingDays: null },
    });
    renderPages({ "/cart": CartPage }, { path: "/cart", appState: signedInCustomer });
    expect(await screen.findByText(/^Shipping by quote\. An oversize part ships at a price the store quotes after you order/)).toBeInTheDocument();
  });

  it("is not offered to dealers, whose orders ship at no charge", async () => {
    const api = stubApi({ "POST /api/getItems_carts": () => aCart([aCartLine()]) });
    renderPages({ "/cart": CartPage }, { path: "/cart", appState: signedInDealer });
    await screen.findByRole("list", { name: "Cart lines" });
    expect(screen.queryByRole("region", { name: "Estimate shipping" })).toBeNull();
    expect(api.callsTo("POST", "/api/shippingEstimate")).toHaveLength(0);
  });
});
