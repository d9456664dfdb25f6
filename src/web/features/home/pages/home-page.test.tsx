// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { Product, RandomNewProducts } from "../../../../domain/contracts/catalog";
import type { Locale } from "../../../../domain/i18n/locales";
import { installBrowserStubs } from "../../../test-utils/browser-stubs";
import { renderRoutes } from "../../../test-utils/render";
import { aProduct } from "../../../test-utils/shop-data";
import { stubApi } from "../../../test-utils/stub-api";
import { NEW_ARRIVAL_ATTEMPTS } from "../api";
import { Component as HomePage } from "./home-page";

const BANNERS = [
  { seq: 1, link: "/specials", img_path: "/images/banners/1.svg" },
  { seq: 2, link: "/promotions", img_path: "/images/banners/2.svg" },
];

const hood = aProduct({ item: "F67-HOOD", descrip: "1967-68 Mustang steel hood" });
const grille = aProduct({ item: "F65-GRILLE", descrip: "1965 Mustang grille" });
const bumper = aProduct({ item: "C69-BUMPER", descrip: "1969 Camaro front bumper", make: "CHEVROLET", onsale: true });
const mirror = aProduct({ item: "D70-MIRROR", descrip: "1970 Challenger mirror", make: "DODGE" });

function renderHome(locale?: Locale) {
  return renderRoutes(
    [
      { path: "/", Component: HomePage },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { locale },
  );
}

function section(name: string) {
  return screen.getByRole("region", { name });
}

function stubHome(newArrivals: RandomNewProducts[], { onDiscount = [bumper], popular = [mirror, hood] }: { onDiscount?: Product[]; popular?: Product[] } = {}) {
  let call = 0;
  return stubApi({
    "GET /api/banner": BANNERS,
    "GET /api/getRandomNewProducts": () => newArrivals[Math.min(call++, newArrivals.length - 1)],
    "GET /api/featureProducts": onDiscount,
    "GET /api/popular": popular,
    "GET /api/item/F67-HOOD": { singleItem: hood, item_makes: [{ make: "FORD", row_id: 1 }] },
    "GET /api/specials": { item: [] },
    "POST /api/viewed": { status: "ok" },
  });
}

describe("Home page", () => {
  beforeEach(() => installBrowserStubs());

  it("speaks French on a French page: its rows, banners, prices and an empty row", async () => {
    stubHome([{ random_items: [hood], random_make: "FORD" }], { onDiscount: [] });
    renderHome("fr-CA");
    expect(await screen.findByRole("region", { name: "Bannières" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Bannière1" })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Nouveautés", "En rabais", "Les plus populaires"]),
    );
    const arrivals = await screen.findByRole("region", { name: "Produits\u00a0: Nouveautés" });
    expect(within(section("Nouveautés")).getByText("Nouveaux produits pour FORD")).toBeInTheDocument();
    expect(arrivals.querySelector("[data-unit-price]")?.textContent).toBe("500,00\u00a0$");
    expect(await within(section("En rabais")).findByText("Aucun produit à afficher pour le moment.")).toBeInTheDocument();
    expect(within(section("Les plus populaires")).getByRole("button", { name: /actualiser/ })).toBeInTheDocument();
  });

  it("shows the banners, then New Arrival, On Discount and Most Popular under one page heading", async () => {
    stubHome([{ random_items: [hood, grille], random_make: "FORD" }]);
    renderHome();

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Partshop Woodbridge");
    const banners = await screen.findByRole("region", { name: "Banners" });
    expect(within(banners).getByRole("img", { name: "Banner1" })).toBeInTheDocument();

    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["New Arrival", "On Discount", "Most Popular"]);

    const newArrival = section("New Arrival");
    expect(await within(newArrival).findByText("New products for FORD")).toBeInTheDocument();
    expect(within(newArrival).getByText("FORD")).toBeInTheDocument();
    expect(await within(newArrival).findByRole("link", { name: /F67-HOOD/ })).toBeInTheDocument();
    expect(within(newArrival).getByRole("region", { name: "New Arrival products" })).toHaveAttribute("aria-roledescription", "carousel");

    const onDiscount = section("On Discount");
    expect(within(onDiscount).getByRole("img", { name: /On Discount/ })).toHaveAttribute("src", "/images/promo/on-discount.svg");
    expect((await within(onDiscount).findByRole("link", { name: /C69-BUMPER/ })).parentElement).toHaveClass("h-[475px]");

    const popular = section("Most Popular");
    expect(within(popular).getByText("Hot")).toBeInTheDocument();
    expect((await within(popular).findByRole("link", { name: /D70-MIRROR/ })).parentElement).toHaveClass("h-[450px]");

    for (const name of ["New Arrival", "On Discount", "Most Popular"]) {
      expect(within(section(name)).getByRole("button", { name: "refresh new" })).toBeInTheDocument();
    }
  });

  it("'refresh new' fetches a section again", async () => {
    const api = stubHome([
      { random_items: [hood], random_make: "FORD" },
      { random_items: [bumper], random_make: "CHEVROLET" },
    ]);
    const user = userEvent.setup();
    renderHome();
    const newArrival = section("New Arrival");
    await within(newArrival).findByText("New products for FORD");

    await user.click(within(newArrival).getByRole("button", { name: "refresh new" }));
    expect(await within(newArrival).findByText("New products for CHEVROLET")).toBeInTheDocument();
    expect(await within(newArrival).findByRole("link", { name: /C69-BUMPER/ })).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/getRandomNewProducts")).toHaveLength(2);

    const popular = section("Most Popular");
    await within(popular).findByRole("link", { name: /D70-MIRROR/ });
    await user.click(within(popular).getByRole("button", { name: "refresh new" }));
    await waitFor(() => expect(api.callsTo("GET", "/api/popular")).toHaveLength(2));

    await user.click(within(section("On Discount")).getByRole("button", { name: "refresh new" }));
    await waitFor(() => expect(api.callsTo("GET", "/api/featureProducts")).toHaveLength(2));
  });

  it("asks for new arrivals again when the random pick comes back empty, a few times at most", async () => {
    const api = stubHome([
      { random_items: [], random_make: "TOYOTA" },
      { random_items: [grille], random_make: "FORD" },
    ]);
    renderHome();
    const newArrival = section("New Arrival");
    expect(await within(newArrival).findByText("New products for FORD")).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/getRandomNewProducts")).toHaveLength(2);
  });

  it("gives up after a few empty picks and says so", async () => {
    const api = stubHome([{ random_items: [], random_make: "TOYOTA" }]);
    renderHome();
    const newArrival = section("New Arrival");
    expect(await within(newArrival).findByText("No products to show right now.")).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/getRandomNewProducts")).toHaveLength(NEW_ARRIVAL_ATTEMPTS);
  });

  it("opens the clicked card's quick view at the part's own address, so Back closes it", async () => {
    stubHome([{ random_items: [hood], random_make: "FORD" }]);
    const user = userEvent.setup();
    const { router } = renderHome();
    await user.click(await within(section("New Arrival")).findByRole("link", { name: /F67-HOOD/ }));
    expect(router.state.location.pathname).toBe("/all-products/FORD/F67-HOOD");
    expect(router.state.location.state).toEqual({ openedFromList: true });
    expect(router.state.historyAction).toBe("PUSH");
  });
});
