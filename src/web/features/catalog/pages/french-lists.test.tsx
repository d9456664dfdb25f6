// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { translatorOf } from "../../../../domain/i18n";
import { renderRoutes } from "../../../test-utils/render";
import { aPage, aProduct, someMakes } from "../../../test-utils/shop-data";
import { type RecordedCall, stubApi } from "../../../test-utils/stub-api";
import { Component as ProductListPage } from "./product-list-page";
import { searchHeading } from "./search-page";
import { Component as SpecialsPage } from "./specials-page";

afterEach(() => localStorage.clear());

describe("the lists of parts on a French page", () => {
  it("count, price, filter and pager in French, and move to the next page", async () => {
    const user = userEvent.setup();
    const hood = aProduct({ pricel: 549.99 });
    const api = stubApi({
      "GET /api/makes": someMakes,
      "GET /api/searchResualt": ({ query }: RecordedCall) => aPage([hood], 45, Number(query.get("page"))),
      "GET /api/specials": { item: [] },
    });
    renderRoutes([{ path: "all-products/:productId", Component: ProductListPage }], { path: "/all-products/FORD", main: true, locale: "fr-CA" });
    expect(screen.getByRole("heading", { level: 1, name: "Pièces FORD" })).toBeInTheDocument();
    expect(await screen.findByText("45 produits trouvés")).toBeInTheDocument();
    const card = screen.getByRole("link", { name: /article F67-HOOD/ });
    expect(card.querySelector("[data-unit-price]")?.textContent).toBe("549,99\u00a0$");
    expect(screen.getByRole("form", { name: "Filtrer les pièces" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Trier par" })).toHaveDisplayValue("Pertinence");
    const pager = screen.getByRole("navigation", { name: "Navigation entre les pages" });
    await user.click(within(pager).getByRole("button", { name: "Suivante" }));
    expect(await within(pager).findByRole("button", { name: "Aller à la page 2" })).toHaveAttribute("aria-current", "page");
    expect(api.callsTo("GET", "/api/searchResualt").at(-1)!.query.get("page")).toBe("2");
  });

  it("says in French when nothing is on sale", async () => {
    stubApi({ "GET /api/specials": { item: [] } });
    renderRoutes([{ path: "specials", Component: SpecialsPage }], { path: "/specials", main: true, locale: "fr-CA" });
    expect(screen.getByRole("heading", { level: 1, name: "En solde" })).toBeInTheDocument();
    expect(await screen.findByText("Aucune pièce n’est en solde pour le moment.")).toBeInTheDocument();
    expect(screen.getByText("0 produit trouvé")).toBeInTheDocument();
  });

  it("names a search in French for the page head, and in English by default", () => {
    const t = translatorOf("fr-CA").t;
    expect(searchHeading({ item: "hood", make: "FORD", year: 1967 }, t)).toBe("Résultats de recherche pour «\u00a0hood\u00a0» dans FORD, 1967");
    expect(searchHeading({}, t)).toBe("Résultats de recherche\u00a0: toutes les pièces");
    expect(searchHeading({ make: "GM" })).toBe("Search results for GM");
  });
});
