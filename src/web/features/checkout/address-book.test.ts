import { describe, expect, it } from "vitest";
import { DEFAULT_STORE } from "../../../domain/store";
import { anAddressEntry } from "../../test-utils/shop-data";
import { allShippingFieldsFilled, checkoutAddressForm, matchingAddressId, pickupValues, sameAddress } from "./address-book";

const own = {
  forename: "Ada",
  surname: "Lovelace",
  address: "100 Example Drive",
  city: "Woodbridge",
  state: "ON",
  zipcode: "L4L 0A1",
  country: "CA",
  tel: "(905) 555-0142",
};

describe("the address book rules", () => {
  it("takes an address as the same whatever its case, spacing, postal code or phone writing", () => {
    expect(sameAddress({ ...own, company: null }, { ...own, address: " 100  example drive ", zipcode: "l4l0a1", tel: "1-905-555-0142", company: "" })).toBe(
      true,
    );
    expect(sameAddress({ ...own, company: null }, { ...own, company: "Garage" })).toBe(false);
    expect(sameAddress(own, { ...own, city: "Vaughan" })).toBe(false);
  });

  it("finds the id the server prices an address by: 0 for the own address, a book entry's id, or none", () => {
    const book = [anAddressEntry()];
    expect(matchingAddressId({ ...own, company: null }, own, book)).toBe(0);
    expect(matchingAddressId(anAddressEntry(), own, book)).toBe(1001);
    expect(matchingAddressId({ ...own, company: null, city: "Vaughan" }, own, book)).toBeNull();
    expect(matchingAddressId({ ...own, company: null }, null, [])).toBeNull();
  });

  it("needs every shipping field but the company before an address goes in the book", () => {
    expect(allShippingFieldsFilled({ ...own, company: "" })).toBe(true);
    expect(allShippingFieldsFilled({ ...own, tel: " " })).toBe(false);
  });

  it("fills a pickup form with the store's address under the shopper's name and phone, and the pickup notes", () => {
    expect(pickupValues(DEFAULT_STORE, { forename: "Ada", surname: "Lovelace", tel: "(416) 555-0100" })).toEqual({
      forename: "Ada",
      surname: "Lovelace",
      company: "Partshop Woodbridge",
      address: "100 Example Drive",
      city: "Woodbridge",
      state: "ON",
      zipcode: "L4L 0A1",
      country: "CA",
      tel: "(416) 555-0100",
      notes: "[Pickup in store]",
    });
  });

  it("checks the form with the shared shipping rules and the spec's messages", () => {
    const issues = checkoutAddressForm.safeParse({ ...own, zipcode: "12345", tel: "555", notes: "" }).error?.issues.map((issue) => issue.message);
    expect(issues).toEqual(["Invalid postal code", "Invalid phone number"]);
  });
});
