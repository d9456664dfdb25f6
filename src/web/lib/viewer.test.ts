import { describe, expect, it } from "vitest";
import { RETAIL_VIEWER } from "../../domain/pricing";
import { customerUser, dealerUser } from "../test-utils/shop-data";
import { displayName, viewerOf } from "./viewer";

describe("who is looking", () => {
  it("is an anonymous visitor with no name, priced as retail, when nobody is signed in", () => {
    expect(viewerOf(null)).toEqual({ kind: "anonymous", user: null, name: null, price: RETAIL_VIEWER });
  });

  it("is a customer by their first and last name, priced as retail", () => {
    expect(viewerOf(customerUser)).toEqual({ kind: "customer", user: customerUser, name: "Ada Lovelace", price: RETAIL_VIEWER });
  });

  it("is a dealer by company name, priced by the price code of their dealer info", () => {
    const dealer = { ...dealerUser, level: 5, dealer_info: { ...dealerUser.dealer_info, pricecode: 4 } };
    expect(viewerOf(dealer)).toEqual({ kind: "dealer", user: dealer, name: "Demo Collision Ltd.", price: { kind: "dealer", priceCode: 4 } });
  });
});

describe("a signed-in user's name", () => {
  it("falls back to a customer's e-mail, then to 'My profile'", () => {
    expect(displayName({ ...customerUser, firstname: " ", lastname: "" })).toBe("ada@example.com");
    expect(displayName({ ...customerUser, firstname: "", lastname: "", email: "" })).toBe("My profile");
    expect(displayName({ ...customerUser, firstname: "Ann", lastname: "" })).toBe("Ann");
  });

  it("falls back to a dealer's account when the company name is blank", () => {
    expect(displayName({ ...dealerUser, name: "" })).toBe("D10001");
  });
});
