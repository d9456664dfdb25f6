// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { aProduct, aSaleItem, dealerUser, renderWithRoute, signIn } from "../testing";
import { ProductCard } from "./product-card";

function priceText() {
  return screen.getByRole("button").querySelector("[id]")?.textContent;
}

describe("ProductCard", () => {
  it("cuts the title to 20 characters plus an ellipsis and keeps the full description as the image's alt", () => {
    renderWithRoute(<ProductCard product={aProduct({ descrip: "1967-1968 Ford Mustang steel hood" })} onOpen={() => {}} />);
    expect(screen.getByText("1967-1968 Ford Musta...")).toBeInTheDocument();
    const image = screen.getByRole("img", { name: "1967-1968 Ford Mustang steel hood" });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(screen.getByText("F67-HOOD")).toBeInTheDocument();
  });

  it("keeps a short title whole", () => {
    renderWithRoute(<ProductCard product={aProduct({ descrip: "Hood pin kit" })} onOpen={() => {}} />);
    expect(screen.getByText("Hood pin kit")).toBeInTheDocument();
  });

  it("shows an on-sale part at 10% off with the original struck through and read as 'was'", () => {
    renderWithRoute(<ProductCard product={aProduct({ onsale: true, price: 129.99 })} onOpen={() => {}} />);
    const struck = document.querySelector("s");
    expect(struck).toHaveTextContent("was $129.99");
    expect(priceText()).toBe("$116.99was $129.99");
  });

  it("shows a plain part at its price with nothing struck through", () => {
    renderWithRoute(<ProductCard product={aProduct({ price: 500 })} onOpen={() => {}} />);
    expect(priceText()).toBe("$500.00");
    expect(document.querySelector("s")).toBeNull();
  });

  it("lets a special sale price override the on-sale discount", () => {
    renderWithRoute(<ProductCard product={aSaleItem({ onsale: true, sale_price: 59.99, org_price: 80 })} onOpen={() => {}} />);
    expect(priceText()).toBe("$59.99was $80.00");
  });

  it("shows 90% of the list price on the promotion variant", () => {
    renderWithRoute(<ProductCard product={aProduct({ price: 450, pricel: 500 })} variant="promotion" onOpen={() => {}} />);
    expect(priceText()).toBe("$450.00was $500.00");
  });

  it("shows a dealer the dealer price by price code and the MSRP", () => {
    signIn(dealerUser);
    renderWithRoute(<ProductCard product={aProduct({ pricel: 500, price3: 400 })} onOpen={() => {}} />);
    expect(priceText()).toBe("Dealer price $400.00MSRP $500.00");
    localStorage.clear();
  });

  it("opens with the item code from a click or the keyboard", async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderWithRoute(<ProductCard product={aProduct()} onOpen={onOpen} />);
    await user.click(screen.getByRole("button", { name: /F67-HOOD/ }));
    await user.tab();
    await user.tab({ shift: true });
    await user.keyboard("{Enter}");
    expect(onOpen.mock.calls).toEqual([["F67-HOOD"], ["F67-HOOD"]]);
  });
});
