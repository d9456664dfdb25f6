import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { translatorOf } from "../../domain/i18n";
import { routes } from "../routes";
import { anItemDetail, aProduct } from "../test-utils/shop-data";
import { pageHead, SERVER_RENDERED_PAGES } from "./page-head";

/** Every route id in the app's route table, however deep the features' routes.ts put it. */
function idsOf(table: RouteObject[]): string[] {
  return table.flatMap((route) => [...(route.id ? [route.id] : []), ...idsOf(route.children ?? [])]);
}

describe("the server-rendered pages", () => {
  it("are every route with an id but the 404 page, which is inside the entry", () => {
    expect(new Set(idsOf(routes))).toEqual(SERVER_RENDERED_PAGES);
  });
});

describe("a page's head in its language", () => {
  const french = translatorOf("fr-CA");
  const english = translatorOf("en-CA");
  const hood = aProduct({ item: "F67-HOOD", descrip: "1967-1968 Ford Mustang steel hood", pricel: 1234.5, price: 1234.5 });
  const answers = (key: readonly unknown[]) => (JSON.stringify(key) === JSON.stringify(["products", "item", "F67-HOOD"]) ? anItemDetail(hood) : undefined);
  const part = { productId: "FORD", productCode: "F67-HOOD" };

  it("names a French part in French, at its French address, with its price as French writes it", () => {
    const head = pageHead("part", part, new URLSearchParams(), answers, french, { origin: "https://shop.example" });
    expect(head.title).toBe("1967-1968 Ford Mustang steel hood (F67-HOOD) pour FORD | Partshop Woodbridge");
    expect(head.description).toContain("En stock à 1\u00a0234,50\u00a0$");
    expect(head.canonicalPath).toBe("/fr/all-products/FORD/F67-HOOD");
    expect(head.jsonLd).toMatchObject({
      description: "1967-1968 Ford Mustang steel hood pour FORD 1967-1968",
      mainEntityOfPage: { "@id": "https://shop.example/fr/all-products/FORD/F67-HOOD", inLanguage: "fr-CA" },
      offers: { url: "https://shop.example/fr/all-products/FORD/F67-HOOD", price: "1234.50" },
    });
  });

  it("keeps the English words and addresses on English pages", () => {
    const head = pageHead("part", part, new URLSearchParams(), answers, english, { origin: "https://shop.example" });
    expect(head.title).toBe("1967-1968 Ford Mustang steel hood (F67-HOOD) for FORD | Partshop Woodbridge");
    expect(head.description).toContain("In stock at $1,234.50");
    expect(head.canonicalPath).toBe("/all-products/FORD/F67-HOOD");
    expect(head.jsonLd).toMatchObject({ mainEntityOfPage: { inLanguage: "en-CA" } });
  });

  it("gives French list pages, searches and the pages only the browser renders French titles", () => {
    const none = () => undefined;
    expect(pageHead("home", {}, new URLSearchParams(), none, french).canonicalPath).toBe("/fr/");
    expect(pageHead("make", { productId: "FORD" }, new URLSearchParams("page=2"), none, french).title).toBe("Pièces FORD, page 2 | Partshop Woodbridge");
    expect(pageHead("search", {}, new URLSearchParams("make=FORD&item=hood"), none, french).title).toBe(
      "Résultats de recherche pour «\u00a0hood\u00a0» dans FORD | Partshop Woodbridge",
    );
    expect(pageHead("search", {}, new URLSearchParams("make=FORD&item=hood"), none, english).title).toBe(
      'Search results for "hood" in FORD | Partshop Woodbridge',
    );
    const cart = pageHead(undefined, {}, new URLSearchParams(), none, french, { pathname: "/cart" });
    expect(cart.title).toBe("Panier | Partshop Woodbridge");
    expect(cart.canonicalPath).toBe("/fr/cart");
    expect(pageHead(undefined, {}, new URLSearchParams(), none, english, { pathname: "/cart" }).title).toBe("Shopping cart | Partshop Woodbridge");
    // The no-break space French puts before a colon stays in the description.
    expect(pageHead("promotions", {}, new URLSearchParams(), none, french).description).toMatch(/^Aubaines\u00a0: /);
  });
});
