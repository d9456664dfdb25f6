// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Product } from "../../../../domain/contracts/catalog";
import { anItemDetail, aProduct, aSaleItem, dealerUser, renderWithRoute, retailUser, signIn, storedAppState, stubApi } from "../testing";
import { LazyQuickView } from "./lazy-quick-view";
import { QuickView } from "./quick-view";

afterEach(() => localStorage.clear());

function stubItem(product: Product, specials: unknown[] = [], makes?: string[]) {
  return stubApi({
    [`GET /api/item/${product.item}`]: anItemDetail(product, makes),
    "GET /api/specials": { item: specials },
    "POST /api/viewed": { status: "ok" },
  });
}

function openQuickView(code: string, onClose = vi.fn()) {
  const view = renderWithRoute(<QuickView code={code} onClose={onClose} />, "/all-products/FORD");
  return { ...view, onClose };
}

async function dialog() {
  return screen.findByRole("dialog", { name: /./ });
}

function detail(label: string) {
  const term = screen.getAllByText(label, { selector: "dt" })[0]!;
  return term.nextElementSibling?.textContent;
}

const quantityBox = () => screen.getByRole("spinbutton", { name: "Quantity" });

describe("QuickView", () => {
  it("shows the code, description, year fit, makes and stock, and records one view", async () => {
    const api = stubItem(aProduct({ onhand: 4 }), [], ["FORD", "MERCURY"]);
    openQuickView("F67-HOOD");
    const box = await dialog();
    expect(await within(box).findByRole("heading", { name: "1967-1968 Ford Mustang steel hood" })).toBeInTheDocument();
    expect(detail("Item code")).toBe("F67-HOOD");
    expect(detail("Description")).toBe("1967-1968 Ford Mustang steel hood");
    expect(detail("Years")).toBe("1967 - 1968");
    expect(detail("In stock")).toBe("4");
    expect(within(box).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["FORD", "MERCURY"]);
    expect(within(box).getByRole("link", { name: "Shipping Inquiry" })).toHaveAttribute("href", "/shipping-inquiry/F67-HOOD?inquiry=shipping");
    expect(within(box).getByRole("link", { name: "Inquire ETA" })).toHaveAttribute("href", "/shipping-inquiry/F67-HOOD?inquiry=eta");
    expect(within(box).getByRole("img", { name: "1967-1968 Ford Mustang steel hood" })).toHaveAttribute("src", "/images/parts/f67-hood-big.svg");
    await waitFor(() => expect(api.callsTo("POST", "/api/viewed")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/viewed")[0]!.body).toEqual({ item: "F67-HOOD" });
  });

  it("shows the expected arrival and no stepper when a visitor looks at a part with no stock", async () => {
    stubItem(aProduct({ item: "F65-GRILLE", descrip: "1965 Ford Mustang grille", onhand: 0, onshpeta: "2026-12-13" }));
    openQuickView("F65-GRILLE");
    await screen.findByText("Expected arrival: 2026-12-13");
    expect(detail("In stock")).toBe("0");
    expect(screen.queryByRole("spinbutton", { name: "Quantity" })).toBeNull();
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
  });

  it("shows no arrival date while the part is in stock", async () => {
    stubItem(aProduct({ onhand: 3, onshpeta: "2026-12-13" }));
    openQuickView("F67-HOOD");
    await screen.findByText("F67-HOOD");
    expect(screen.queryByText(/Expected arrival/)).toBeNull();
  });

  it("caps a shopper's quantity at the stock on hand and never lets it go below 0", async () => {
    const user = userEvent.setup();
    stubItem(aProduct({ onhand: 2 }));
    openQuickView("F67-HOOD");
    await screen.findByRole("spinbutton", { name: "Quantity" });
    expect(quantityBox()).toHaveValue(1);
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(quantityBox()).toHaveValue(2);
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(await screen.findByText("Quantity exceeds available stock")).toBeInTheDocument();
    expect(quantityBox()).toHaveValue(2);

    await user.clear(quantityBox());
    await user.type(quantityBox(), "7");
    expect(quantityBox()).toHaveValue(2);

    await user.click(screen.getByRole("button", { name: "Decrease quantity" }));
    await user.click(screen.getByRole("button", { name: "Decrease quantity" }));
    expect(quantityBox()).toHaveValue(0);
    expect(await screen.findByText("Quantity must be greater than 0")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
  });

  it("keeps a visitor's cart line in local storage and sends them to sign in", async () => {
    const user = userEvent.setup();
    stubItem(aProduct({ onhand: 4 }));
    const { router } = openQuickView("F67-HOOD");
    await user.click(await screen.findByRole("button", { name: "Increase quantity" }));
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/sign-in"));
    expect(storedAppState().cart).toEqual([{ id: "F67-HOOD", quantity: 2 }]);
  });

  it("sends a visitor to sign in from Add to Wishlist", async () => {
    const user = userEvent.setup();
    stubItem(aProduct());
    const { router } = openQuickView("F67-HOOD");
    await user.click(await screen.findByRole("button", { name: "Add to Wishlist" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/sign-in"));
    expect(storedAppState()?.cart ?? []).toEqual([]);
  });

  it("adds to a signed-in shopper's cart, says so and closes", async () => {
    const user = userEvent.setup();
    signIn(retailUser);
    stubItem(aProduct({ onhand: 4 }));
    const { router, onClose } = openQuickView("F67-HOOD");
    await user.click(await screen.findByRole("button", { name: "Add to Cart" }));
    expect(await screen.findByText("Item added to cart successfully.")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe("/all-products/FORD");
    await waitFor(() => expect(storedAppState().cart).toEqual([{ id: "F67-HOOD", quantity: 1 }]));
  });

  it("tells a signed-in shopper honestly that the wishlist is not open yet", async () => {
    const user = userEvent.setup();
    signIn(retailUser);
    stubItem(aProduct());
    const { onClose } = openQuickView("F67-HOOD");
    await user.click(await screen.findByRole("button", { name: "Add to Wishlist" }));
    expect(await screen.findByText("Wishlist opens with online ordering; call the store to save parts for later.")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows a retail shopper the list price, the special sale price and the 10% promo price", async () => {
    signIn(retailUser);
    const mirror = aSaleItem({ onhand: 20, orderpt: 5, pricel: 80, price: 80, sale_price: 59.99, org_price: 80 });
    const api = stubItem(mirror, [mirror]);
    openQuickView("D70-MIRROR");
    await screen.findByText("Special price");
    expect(detail("List price")).toBe("$80.00");
    expect(detail("Special price")).toBe("$59.99");
    expect(detail("Promo price (10% off)")).toBe("$72.00");
    expect(screen.queryByText("Dealer price")).toBeNull();
    expect(api.callsTo("GET", "/api/specials")).toHaveLength(1);
  });

  it("shows no special or promo price when none applies", async () => {
    stubItem(aProduct({ onhand: 4, orderpt: 10, onsale: false, pricel: 500 }), [aSaleItem()]);
    openQuickView("F67-HOOD");
    await screen.findByText("List price");
    await waitFor(() => expect(screen.queryByText("Special price")).toBeNull());
    expect(detail("List price")).toBe("$500.00");
    expect(screen.queryByText("Promo price (10% off)")).toBeNull();
  });

  it("shows a dealer the MSRP and the dealer price of their price code, never fetching specials", async () => {
    signIn(dealerUser);
    const api = stubItem(aProduct({ onhand: 0, pricel: 500, price3: 400 }));
    openQuickView("F67-HOOD");
    await screen.findByText("Dealer price");
    expect(detail("MSRP")).toBe("$500.00");
    expect(detail("Dealer price")).toBe("$400.00");
    expect(screen.queryByText("List price")).toBeNull();
    expect(quantityBox()).toHaveValue(1);
    expect(api.callsTo("GET", "/api/specials")).toHaveLength(0);
  });

  it("prices a dealer without a price code by level, and lets them order beyond stock", async () => {
    const user = userEvent.setup();
    signIn({ ...dealerUser, dealer_info: {}, level: 2 });
    stubItem(aProduct({ onhand: 1, pricel: 500, price2: 450 }));
    openQuickView("F67-HOOD");
    await screen.findByText("Dealer price");
    expect(detail("Dealer price")).toBe("$450.00");
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(quantityBox()).toHaveValue(3);
    expect(screen.queryByText("Quantity exceeds available stock")).toBeNull();
  });

  it("closes from the close button", async () => {
    const user = userEvent.setup();
    stubItem(aProduct());
    const { onClose } = openQuickView("F67-HOOD");
    await user.click(await within(await dialog()).findByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("says so when the part cannot be loaded", async () => {
    stubApi({ "GET /api/specials": { item: [] }, "POST /api/viewed": { status: "ok" } });
    openQuickView("NOPE");
    expect(await screen.findByRole("alert")).toHaveTextContent("Error loading data");
  });

  it("shows a zoom panel while the image is hovered or focused", async () => {
    stubItem(aProduct());
    openQuickView("F67-HOOD");
    const zoom = await screen.findByRole("button", { name: "Zoom image of 1967-1968 Ford Mustang steel hood" });
    expect(screen.queryByTestId("zoom-panel")).toBeNull();
    fireEvent.mouseEnter(zoom);
    const panel = screen.getByTestId("zoom-panel");
    expect(panel).toHaveStyle({ width: "400px" });
    expect(panel.style.backgroundImage).toContain("/images/parts/f67-hood-big.svg");
    fireEvent.mouseLeave(zoom);
    expect(screen.queryByTestId("zoom-panel")).toBeNull();
    act(() => zoom.focus());
    expect(zoom).toHaveFocus();
    expect(screen.getByTestId("zoom-panel")).toBeInTheDocument();
  });

  it("shows a tall image (height over 1.8 times its width) in a narrower column", async () => {
    stubItem(aProduct());
    openQuickView("F67-HOOD");
    const image = await screen.findByRole("img", { name: "1967-1968 Ford Mustang steel hood" });
    const column = image.closest("button")!.parentElement!.parentElement!;
    expect(column).toHaveClass("md:w-1/2");
    Object.defineProperty(image, "naturalWidth", { value: 100 });
    Object.defineProperty(image, "naturalHeight", { value: 200 });
    fireEvent.load(image);
    expect(column).toHaveClass("md:w-1/3");
  });
});

describe("LazyQuickView", () => {
  it("renders nothing until there is a code, then loads the quick view", async () => {
    stubItem(aProduct());
    const onClose = vi.fn();
    const { unmount, container } = renderWithRoute(<LazyQuickView code={null} onClose={onClose} />);
    expect(container.querySelector("main")).toBeEmptyDOMElement();
    expect(screen.queryByRole("dialog")).toBeNull();
    unmount();
    renderWithRoute(<LazyQuickView code="F67-HOOD" onClose={onClose} />);
    expect(await screen.findByRole("dialog", { name: "1967-1968 Ford Mustang steel hood" })).toBeInTheDocument();
  });
});
