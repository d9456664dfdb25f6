// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Locale } from "../../domain/i18n/locales";
import { DEFAULT_STORE } from "../../domain/store";
import { installBrowserStubs } from "../test-utils/browser-stubs";
import { renderRoutes } from "../test-utils/render";
import { stubApi } from "../test-utils/stub-api";
import { ErrorPage } from "./error-page";
import { Layout } from "./layout";
import { NotFoundPage } from "./not-found-page";

const STORE = { ...DEFAULT_STORE, address: "42 Test Road", phone: "(905) 555-0199", fax: "(905) 555-0198" };

function NoFallback() {
  return null;
}

// The layout loads the page-head module when a page changes. Loaded once here, before any test, so no
// import is still in flight when the file ends (a cold run transforms it slowly, after teardown).
beforeAll(async () => {
  await import("./page-head");
});

function renderShell(path: string, loader?: () => unknown, locale?: Locale) {
  return renderRoutes(
    [
      {
        path: "/",
        Component: Layout,
        ErrorBoundary: ErrorPage,
        HydrateFallback: NoFallback,
        children: [
          { index: true, element: <h1>Home content</h1> },
          { path: "specials", element: <h1>Specials content</h1> },
          { path: "broken", loader, element: <p>never</p> },
          { path: "*", Component: NotFoundPage },
        ],
      },
    ],
    { path, locale },
  );
}

describe("Layout", () => {
  beforeEach(() => {
    installBrowserStubs();
    stubApi({ "GET /api/store": STORE, "GET /api/payments/settings": { card: { gateway: "test", tokenUrl: "/api/token/test" }, paypal: null } });
  });
  afterEach(() => sessionStorage.clear());

  it("has a skip link to the main landmark, the header, main navigation and footer", async () => {
    renderShell("/");
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
    expect(within(screen.getByRole("main")).getByRole("heading", { name: "Home content" })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Why We Use Cookies" })).toBeInTheDocument();
  });

  it("puts the cookie notice first in the tab order", async () => {
    const user = (await import("@testing-library/user-event")).default.setup();
    renderShell("/");
    await user.tab();
    expect(within(screen.getByRole("region", { name: "Why We Use Cookies" })).getByRole("button", { name: "Close" })).toHaveFocus();
  });

  it("links every main page and marks the current one", () => {
    renderShell("/specials");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["All Products", "/all-products"],
      ["On Sale", "/specials"],
      ["Hot Deals", "/promotions"],
      ["Classic Body", "/classic-body"],
      ["Catalog", "/catalog"],
      ["Contact Us", "/contact-us"],
    ]);
    expect(within(nav).getByRole("link", { name: "On Sale" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    expect(within(nav).getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("shows the store's details in the footer, with policy links, payment options and the copyright", async () => {
    renderShell("/");
    const footer = screen.getByRole("contentinfo");
    await waitFor(() => expect(footer).toHaveTextContent("42 Test Road"));
    expect(within(footer).getByRole("link", { name: "(905) 555-0199" })).toHaveAttribute("href", "tel:+19055550199");
    expect(footer).toHaveTextContent("Fax: (905) 555-0198");
    expect(footer).toHaveTextContent("Mon-Fri 8:30am-5:00pm");
    expect(within(footer).getByRole("link", { name: "Return Policy" })).toHaveAttribute("href", "/privacy-policy?tab=Return%20Policy");
    expect(within(footer).getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact-us");
    expect(within(footer).getByRole("img", { name: "We accept Visa and Mastercard" })).toBeInTheDocument();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Partshop Woodbridge. All rights reserved.`)).toBeInTheDocument();
  });

  it("names PayPal in the footer only when the server says it is configured", async () => {
    stubApi({
      "GET /api/store": STORE,
      "GET /api/payments/settings": { card: { gateway: "test", tokenUrl: "/api/token/test" }, paypal: { clientId: "c", currency: "CAD" } },
    });
    renderShell("/");
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("img", { name: "We accept Visa and Mastercard" })).toBeInTheDocument();
    expect(await within(footer).findByRole("img", { name: "We accept Visa, Mastercard and PayPal" })).toHaveAttribute("src", "/payment-options.svg");
  });

  it("speaks French on a French page: navigation, footer and the skip link", async () => {
    renderShell("/specials", undefined, "fr-CA");
    const nav = screen.getByRole("navigation", { name: "Principale" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Accueil", "Tous les produits", "En solde", "Aubaines", "Carrosserie classique", "Catalogues", "Nous joindre"]);
    expect(within(nav).getByRole("link", { name: "En solde" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Passer au contenu principal" })).toHaveAttribute("href", "#main");
    const footer = screen.getByRole("contentinfo");
    await waitFor(() => expect(footer).toHaveTextContent("42 Test Road"));
    expect(footer).toHaveTextContent("Télécopieur : (905) 555-0198");
    // The policies page reads its tab from the English name in the address.
    expect(within(footer).getByRole("link", { name: "Politique de retour" })).toHaveAttribute("href", "/privacy-policy?tab=Return%20Policy");
    expect(within(footer).getByRole("img", { name: "Nous acceptons Visa et Mastercard" })).toBeInTheDocument();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Partshop Woodbridge. Tous droits réservés.`)).toBeInTheDocument();
  });

  it("shows the built-in store details while the store call is pending", () => {
    renderShell("/");
    expect(screen.getByRole("contentinfo")).toHaveTextContent(DEFAULT_STORE.address);
  });
});

describe("Not-found and error pages", () => {
  beforeEach(() => {
    installBrowserStubs();
    stubApi({ "GET /api/store": STORE });
  });

  it("shows 404 for an unknown path, inside the layout", () => {
    renderShell("/no-such-page");
    expect(screen.getByRole("heading", { level: 1, name: "404" })).toBeInTheDocument();
    expect(screen.getByText("Page not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
  });

  it("says a page is not found in French on a French page", () => {
    renderShell("/no-such-page", undefined, "fr-CA");
    expect(screen.getByText("Page introuvable")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour à la page d’accueil" })).toHaveAttribute("href", "/");
  });

  it("shows 'Unexpected Application Error!' with the error's message when a route fails", async () => {
    renderShell("/broken", () => {
      throw new Error("The parts list could not be read");
    });
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("The parts list could not be read")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
  });
});
