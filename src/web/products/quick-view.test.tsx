// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Product } from "../../domain/contracts/catalog";
import { CART_ADDED, WISHLIST_ADDED, WISHLIST_EXISTS } from "../../domain/orders";
import type { AppState } from "../lib/app-state";
import type { Shopper } from "../lib/viewer";
import { renderAt, storedAppState } from "../test-utils/render";
import { anItemDetail, aProduct, customerUser, dealerUser } from "../test-utils/shop-data";
import { failure, stubApi } from "../test-utils/stub-api";
import { LazyQuickView } from "./lazy-quick-view";
import type { PartActions } from "./part-details";
import { QuickView } from "./quick-view";

afterEach(() => localStorage.clear());

function stubItem(product: Product, makes?: string[], more: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [`GET /api/item/${product.item}`]: anItemDetail(product, makes),
    "GET /api/specials": { item: [] },
    "POST /api/viewed": { status: "ok" },
    ...more,
  });
}

type CartLine = { item: string; quantity: number };

/**
 * The cart's and the wishlist's mutations as the quick view is given them by the page that opens it: each
 * call is recorded with its shopper and answered as the test says (the calls themselves are tested in
 * features/cart/api.test.ts and features/wishlist/api.test.ts).
 */
function partActions({
  cart = async () => ({ status: "saved" }),
  wishlist = async () => ({ status: "saved" }),
}: {
  cart?: (line: CartLine) => Promise<{ status: "saved" }>;
  wishlist?: (item: string) => Promise<{ status: "saved" | "exist" }>;
} = {}) {
  const added = { cart: [] as { shopper: Shopper | null; line: CartLine }[], wishlist: [] as { shopper: Shopper | null; item: string }[] };
  const actions: PartActions = {
    addToCart: (shopper) => ({
      mutationFn: (line) => {
        added.cart.push({ shopper, line });
        return cart(line);
      },
    }),
    addToWishlist: (shopper) => ({
      mutationFn: (item) => {
        added.wishlist.push({ shopper, item });
        return wishlist(item);
      },
    }),
  };
  return { actions, added };
}

function openQuickView(
  code: string,
  { user = null, onClose = vi.fn(), actions = partActions().actions }: { user?: AppState["user"]; onClose?: () => void; actions?: PartActions } = {},
) {
  const view = renderAt(<QuickView code={code} onClose={onClose} {...actions} />, { path: "/all-products/FORD", appState: { user } });
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
    const api = stubItem(aProduct({ onhand: 4 }), ["FORD", "MERCURY"]);
    openQuickView("F67-HOOD");
    const box = await dialog();
    expect(await within(box).findByRole("heading", { name: "1967-1968 Ford Mustang steel hood" })).toBeInTheDocument();
    expect(detail("Item code")).toBe("F67-HOOD");
    expect(detail("Description")).toBe("1967-1968 Ford Mustang steel hood");
    expect(detail("Years")).toBe("1967 - 1968");
    expect(detail("In stock")).toBe("4");
    expect(
      within(box)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["FORD", "MERCURY"]);
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

  it("says beside a disabled Add to Cart why it is off, and shows the part's signals before anything is added", async () => {
    stubItem(
      aProduct({
        item: "F65-GRILLE",
        descrip: "1965 Ford Mustang grille",
        year_from: 1965,
        year_end: 1965,
        onhand: 0,
        onshpeta: "2999-12-17",
        oversize: false,
      }),
    );
    openQuickView("F65-GRILLE");
    const button = await screen.findByRole("button", { name: "Add to Cart" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("Not in stock, so it cannot be added to the cart yet.");
    expect(screen.getByText("Not in stock, so it cannot be added to the cart yet.")).toBeVisible();
    const signals = document.querySelector("[data-part-signals]");
    expect(signals).toHaveTextContent("Fits years 1965");
    expect(signals).toHaveTextContent("Out of stock - arrives Dec 17");
    expect(signals).not.toHaveTextContent("Shipping by quote");
  });

  it("tells a shopper before adding an oversize part that its shipping is quoted", async () => {
    stubItem(aProduct({ onhand: 4, oversize: true }));
    openQuickView("F67-HOOD");
    expect(await screen.findByText("Shipping by quote")).toBeInTheDocument();
    expect(screen.getByText("In stock", { selector: "[data-signal]" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Add to Cart" })).not.toHaveAccessibleDescription();
  });

  it("tells a dealer a part with no stock is a back-order, and keeps Add to Cart on", async () => {
    stubItem(aProduct({ item: "F65-GRILLE", onhand: 0, onshpeta: null, oversize: false }));
    openQuickView("F65-GRILLE", { user: dealerUser });
    expect(await screen.findByText("Back-order")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
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
    // Told why, and brought back to the part afterwards.
    expect(router.state.location.search).toBe("?reason=cart&next=%2Fall-products%2FFORD");
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

  it("adds to a signed-in shopper's server cart, says so only once it is saved, and closes", async () => {
    const user = userEvent.setup();
    stubItem(aProduct({ onhand: 4 }));
    const { actions, added } = partActions();
    const { router, onClose } = openQuickView("F67-HOOD", { user: customerUser, actions });
    await user.click(await screen.findByRole("button", { name: "Add to Cart" }));
    expect(await screen.findByText(CART_ADDED)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(added.cart).toEqual([{ shopper: { user: 7, type: 1 }, line: { item: "F67-HOOD", quantity: 1 } }]);
    expect(router.state.location.pathname).toBe("/all-products/FORD");
    expect(storedAppState().cart).toEqual([]);
    // The toast offers the way to the cart (the dialog stays open here: onClose is a stand-in, so the toast is outside its hidden-others).
    const viewCart = (await screen.findByText("View cart")).closest("a")!;
    expect(viewCart).toHaveAttribute("href", "/cart");
    fireEvent.click(viewCart);
    await waitFor(() => expect(router.state.location.pathname).toBe("/cart"));
  });

  it("shows the server's refusal, never a success, and stays open when the cart cannot take the quantity", async () => {
    const user = userEvent.setup();
    stubItem(aProduct({ onhand: 4 }));
    const { actions } = partActions({ cart: () => Promise.reject(new Error("Quantity exceeds available stock")) });
    const { onClose } = openQuickView("F67-HOOD", { user: customerUser, actions });
    await user.click(await screen.findByRole("button", { name: "Add to Cart" }));
    expect(await screen.findByText("Quantity exceeds available stock")).toBeInTheDocument();
    expect(screen.queryByText(CART_ADDED)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("keeps Add to Cart off while the server is saving the line", async () => {
    const user = userEvent.setup();
    let release: (value: unknown) => void = () => {};
    stubItem(aProduct({ onhand: 4 }));
    const { actions } = partActions({ cart: () => new Promise((resolve) => (release = resolve)).then(() => ({ status: "saved" as const })) });
    openQuickView("F67-HOOD", { user: customerUser, actions });
    const add = await screen.findByRole("button", { name: "Add to Cart" });
    await user.click(add);
    await waitFor(() => expect(add).toBeDisabled());
    release(undefined);
    expect(await screen.findByText(CART_ADDED)).toBeInTheDocument();
  });

  it("adds a dealer's line as type 2 under their account, beyond the stock on hand", async () => {
    const user = userEvent.setup();
    stubItem(aProduct({ onhand: 0 }));
    const { actions, added } = partActions();
    openQuickView("F67-HOOD", { user: dealerUser, actions });
    await user.click(await screen.findByRole("button", { name: "Increase quantity" }));
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(await screen.findByText(CART_ADDED)).toBeInTheDocument();
    expect(added.cart).toEqual([{ shopper: { user: "D10001", type: 2 }, line: { item: "F67-HOOD", quantity: 2 } }]);
  });

  it("saves a customer's wishlist part and says whether it was new", async () => {
    const user = userEvent.setup();
    let saved = false;
    stubItem(aProduct());
    const { actions, added } = partActions({
      wishlist: async () => {
        const status = saved ? "exist" : "saved";
        saved = true;
        return { status };
      },
    });
    const { onClose } = openQuickView("F67-HOOD", { user: customerUser, actions });
    await user.click(await screen.findByRole("button", { name: "Add to Wishlist" }));
    expect(await screen.findByText(WISHLIST_ADDED)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add to Wishlist" }));
    expect(await screen.findByText(WISHLIST_EXISTS)).toBeInTheDocument();
    expect(added.wishlist).toEqual([
      { shopper: { user: 7, type: 1 }, item: "F67-HOOD" },
      { shopper: { user: 7, type: 1 }, item: "F67-HOOD" },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("saves a dealer's wishlist part as theirs, and shows a failure as it is", async () => {
    const user = userEvent.setup();
    stubItem(aProduct());
    const { actions, added } = partActions({ wishlist: () => Promise.reject(new Error("The shop is busy. Please try again.")) });
    openQuickView("F67-HOOD", { user: dealerUser, actions });
    await user.click(await screen.findByRole("button", { name: "Add to Wishlist" }));
    expect(await screen.findByText("The shop is busy. Please try again.")).toBeInTheDocument();
    expect(screen.queryByText(WISHLIST_ADDED)).toBeNull();
    expect(added.wishlist).toEqual([{ shopper: { user: "D10001", type: 2 }, item: "F67-HOOD" }]);
  });

  it("shows a retail shopper one price: the special sale price, with list struck through and its cause named", async () => {
    const api = stubItem(aProduct({ item: "D70-MIRROR", onhand: 20, orderpt: 5, onsale: true, pricel: 89.99, price: 80, special_price: 69.99 }));
    openQuickView("D70-MIRROR", { user: customerUser });
    await screen.findByText("Special price");
    expect(detail("List price")).toBe("was $89.99");
    expect(detail("Special price")).toBe("$69.99");
    expect(screen.queryByText("On sale (10% off)")).toBeNull();
    expect(screen.queryByText("Dealer price")).toBeNull();
    expect(api.callsTo("GET", "/api/specials")).toHaveLength(0);
  });

  it("shows the in-stock price, to the cent, named as a price for stocked parts (not a sale), when the part qualifies only by its stock", async () => {
    stubItem(aProduct({ onhand: 11, orderpt: 10, pricel: 414.99 }));
    openQuickView("F67-HOOD");
    await screen.findByText("In-stock price (10% off list)");
    expect(detail("List price")).toBe("was $414.99");
    expect(detail("In-stock price (10% off list)")).toBe("$373.49");
  });

  it("names the on-sale flag and the Hot Deals flag each by its own label", async () => {
    stubItem(aProduct({ item: "C69-BUMPER", onhand: 6, orderpt: 2, onsale: true, pricel: 330 }));
    const first = openQuickView("C69-BUMPER");
    expect(await screen.findByText("On sale (10% off)")).toBeInTheDocument();
    expect(detail("On sale (10% off)")).toBe("$297.00");
    first.unmount();
    stubItem(aProduct({ item: "D70-MIRROR", onhand: 0, orderpt: 2, promotional: true, pricel: 90 }));
    openQuickView("D70-MIRROR");
    expect(await screen.findByText("Hot deal (10% off)")).toBeInTheDocument();
  });

  it("shows the list price alone when nothing lowers it", async () => {
    stubItem(aProduct({ onhand: 4, orderpt: 10, onsale: false, pricel: 500 }));
    openQuickView("F67-HOOD");
    await screen.findByText("Price");
    expect(detail("Price")).toBe("$500.00");
    expect(screen.queryByText("Special price")).toBeNull();
    expect(screen.queryByText("In-stock price (10% off list)")).toBeNull();
  });

  it("shows a dealer the MSRP and their dealer price: their price code's, or the public price when that is lower (decision 027)", async () => {
    stubItem(aProduct({ onhand: 0, pricel: 500, price3: 400, onsale: true, special_price: 300 }));
    openQuickView("F67-HOOD", { user: dealerUser });
    await screen.findByText("Dealer price");
    expect(detail("MSRP")).toBe("$500.00");
    expect(detail("Dealer price")).toBe("$300.00");
    expect(screen.queryByText("List price")).toBeNull();
    expect(screen.queryByText("Special price")).toBeNull();
    expect(quantityBox()).toHaveValue(1);
  });

  it("prices a dealer whose price code names no tier at list, as the server does (never by level), and lets them order beyond stock", async () => {
    const user = userEvent.setup();
    stubItem(aProduct({ onhand: 1, pricel: 500, price2: 450 }));
    openQuickView("F67-HOOD", { user: { ...dealerUser, dealer_info: { ...dealerUser.dealer_info, pricecode: 0 }, level: 2 } });
    await screen.findByText("Dealer price");
    expect(detail("Dealer price")).toBe("$500.00");
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

  it("says the part is not in the catalogue when the shop has no such part", async () => {
    stubApi({ "GET /api/specials": { item: [] }, "POST /api/viewed": { status: "ok" }, "GET /api/item/NOPE": failure(404, "Item NOPE was not found.") });
    openQuickView("NOPE");
    expect(await screen.findByRole("alert")).toHaveTextContent("This part is not in our catalogue.");
  });

  it("says so when the part cannot be loaded", async () => {
    stubApi({ "GET /api/specials": { item: [] }, "POST /api/viewed": { status: "ok" }, "GET /api/item/F67-HOOD": failure(503, "Unavailable") });
    openQuickView("F67-HOOD");
    expect(await screen.findByRole("alert", {}, { timeout: 10_000 })).toHaveTextContent("Error loading data");
  });

  it("zooms inside the image while it is hovered or switched on with a key, never on focus alone", async () => {
    stubItem(aProduct());
    openQuickView("F67-HOOD");
    const zoom = await screen.findByRole("button", { name: "Zoom image of 1967-1968 Ford Mustang steel hood" });
    const panel = screen.getByTestId("zoom-panel");
    expect(panel).not.toBeVisible();
    fireEvent.mouseEnter(zoom);
    expect(panel).toBeVisible();
    expect(panel.style.backgroundImage).toContain("/images/parts/f67-hood-big.svg");
    expect(panel).toHaveClass("inset-0");
    fireEvent.mouseLeave(zoom);
    expect(panel).not.toBeVisible();
    act(() => zoom.focus());
    expect(zoom).toHaveFocus();
    expect(panel).not.toBeVisible();
    await userEvent.keyboard("{Enter}");
    expect(zoom).toHaveAttribute("aria-pressed", "true");
    expect(panel).toBeVisible();
    const before = panel.style.backgroundPosition;
    await userEvent.keyboard("{ArrowRight}");
    expect(panel.style.backgroundPosition).not.toBe(before);
    act(() => zoom.blur());
    expect(panel).not.toBeVisible();
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
    const { unmount, container } = renderAt(<LazyQuickView code={null} onClose={onClose} {...partActions().actions} />, { main: true });
    expect(container.querySelector("main")).toBeEmptyDOMElement();
    expect(screen.queryByRole("dialog")).toBeNull();
    unmount();
    renderAt(<LazyQuickView code="F67-HOOD" onClose={onClose} {...partActions().actions} />);
    expect(await screen.findByRole("dialog", { name: "1967-1968 Ford Mustang steel hood" })).toBeInTheDocument();
  });
});
