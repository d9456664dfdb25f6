import { describe, expect, it } from "vitest";
import { safeReturnPath, signInPath, signInReasonOf } from "./sign-in-return";

describe("sign-in return", () => {
  it("keeps only paths inside the shop", () => {
    expect(safeReturnPath("/all-products/FORD/F67-HOOD?page=2")).toBe("/all-products/FORD/F67-HOOD?page=2");
    expect(safeReturnPath("//evil.example/x")).toBeNull();
    expect(safeReturnPath("/\\evil.example")).toBeNull();
    expect(safeReturnPath("https://evil.example")).toBeNull();
    expect(safeReturnPath("/sign-in?next=/")).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });

  it("builds the sign-in address with the reason and the way back", () => {
    expect(signInPath("cart", "/all-products/FORD/F67-HOOD")).toBe("/sign-in?reason=cart&next=%2Fall-products%2FFORD%2FF67-HOOD");
    expect(signInPath("wishlist", "//evil")).toBe("/sign-in?reason=wishlist");
    expect(signInReasonOf("cart")).toBe("cart");
    expect(signInReasonOf("other")).toBeNull();
  });
});
