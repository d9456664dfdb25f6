// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../test-utils/render";
import { aProduct, dealerUser } from "../test-utils/shop-data";
import { ProductCard } from "./product-card";

function priceText() {
  return screen.getByRole("link").querySelector("[data-price]")?.textContent;
}

afterEach(() => localStorage.clear());

describe("ProductCard", () => {
  it("cuts the title to 20 characters plus an ellipsis and keeps the full description as the image's alt", () => {
    renderAt(<ProductCard product={aProduct({ descrip: "1967-1968 Ford Mustang steel hood" })} onOpen={() => {}} />);
    expect(screen.getByText("1967-1968 Ford Musta...")).toBeInTheDocument();
    const image = screen.getByRole("img", { name: "1967-1968 Ford Mustang steel hood" });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(screen.getByText("F67-HOOD")).toBeInTheDocument();
  });

  it("keeps a short title whole", () => {
    renderAt(<ProductCard product={aProduct({ descrip: "Hood pin kit" })} onOpen={() => {}} />);
    expect(screen.getByText("Hood pin kit")).toBeInTheDocument();
  });

  it("shows an on-sale part at 10% off list with list struck through and read as 'was'", () => {
    renderAt(<ProductCard product={aProduct({ onsale: true, pricel: 129.99, price: 99 })} onOpen={() => {}} />);
    const struck = document.querySelector("s");
    expect(struck).toHaveTextContent("was $129.99");
    expect(priceText()).toBe("$116.99was $129.99On sale (10% off)");
  });

  it("shows a plain part at its list price with nothing struck through", () => {
    renderAt(<ProductCard product={aProduct({ pricel: 500, price: 450 })} onOpen={() => {}} />);
    expect(priceText()).toBe("$500.00");
    expect(document.querySelector("s")).toBeNull();
  });

  it("lets a special sale price win over the 10% promo, with list struck through", () => {
    renderAt(<ProductCard product={aProduct({ onsale: true, promotional: true, pricel: 80, special_price: 59.99 })} onOpen={() => {}} />);
    expect(priceText()).toBe("$59.99was $80.00Special price");
  });

  it("shows a promotional part at 90% of list", () => {
    renderAt(<ProductCard product={aProduct({ promotional: true, price: 450, pricel: 500 })} onOpen={() => {}} />);
    expect(priceText()).toBe("$450.00was $500.00Hot deal (10% off)");
  });

  it("names a price lowered only by stock as the in-stock price, never as a sale", () => {
    renderAt(<ProductCard product={aProduct({ onhand: 11, orderpt: 10, pricel: 500 })} onOpen={() => {}} />);
    expect(priceText()).toBe("$450.00was $500.00In-stock price (10% off list)");
  });

  it("shows a dealer the lower of their price code's price and the public one (decision 027), and the MSRP", () => {
    renderAt(<ProductCard product={aProduct({ pricel: 500, price3: 400, onsale: true, special_price: 350 })} onOpen={() => {}} />, {
      appState: { user: dealerUser },
    });
    // The public pays the $350 special, below the $400 of price code 3: the dealer never pays more.
    expect(priceText()).toBe("Dealer price $350.00MSRP $500.00");
  });

  it("shows the year fit, the stock line and quoted shipping under the 20-character title, and reads them with the link", () => {
    renderAt(<ProductCard product={aProduct({ oversize: true, onhand: 4 })} onOpen={() => {}} />);
    const card = screen.getByRole("link");
    const signals = card.querySelector("[data-part-signals]");
    expect(signals).toHaveTextContent("Fits years 1967-1968");
    expect(signals).toHaveTextContent("In stock");
    expect(signals).toHaveTextContent("Shipping by quote");
    expect(card).toHaveAccessibleDescription(/In stock.*Shipping by quote/);
  });

  it("says when an out-of-stock part arrives, and a dealer sees a back-order", () => {
    const grille = aProduct({ item: "F65-GRILLE", year_from: 1965, year_end: 1965, onhand: 0, onshpeta: "2999-12-17", oversize: false });
    const { unmount } = renderAt(<ProductCard product={grille} onOpen={() => {}} />);
    expect(screen.getByRole("link").querySelector("[data-part-signals]")?.textContent).toBe("Fits years 1965Out of stock - arrives Dec 17");
    unmount();
    renderAt(<ProductCard product={grille} onOpen={() => {}} />, { appState: { user: dealerUser } });
    expect(screen.getByRole("link").querySelector("[data-part-signals]")?.textContent).toBe("Fits years 1965Back-order - arrives Dec 17");
  });

  it("opens with the item code and make from a click or the keyboard", async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderAt(<ProductCard product={aProduct()} onOpen={onOpen} />);
    // A link to the part's own address: it works before the app has loaded, and crawlers follow it.
    expect(screen.getByRole("link", { name: /F67-HOOD/ })).toHaveAttribute("href", "/all-products/FORD/F67-HOOD");
    await user.click(screen.getByRole("link", { name: /F67-HOOD/ }));
    await user.tab();
    await user.tab({ shift: true });
    await user.keyboard("{Enter}");
    expect(onOpen.mock.calls).toEqual([
      ["F67-HOOD", "FORD"],
      ["F67-HOOD", "FORD"],
    ]);
  });
});
