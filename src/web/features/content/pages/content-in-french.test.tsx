// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { translatorOf } from "../../../../domain/i18n";
import { DEFAULT_STORE } from "../../../../domain/store";
import { LocaleProvider } from "../../../lib/i18n";
import { solveCaptcha } from "../../../test-utils/captcha";
import { axeViolations, renderRoutes } from "../../../test-utils/render";
import { stubApi } from "../../../test-utils/stub-api";
import { Component as CatalogPage } from "./catalog-page";
import { Component as ContactPage } from "./contact-page";
import { Component as PrivacyPolicyPage } from "./privacy-policy-page";

afterEach(() => vi.unstubAllGlobals());

/** A content page as the app renders it under /fr. */
function renderInFrench(path: string, Component: ComponentType) {
  return renderRoutes(
    [
      {
        element: (
          <LocaleProvider translator={translatorOf("fr-CA")}>
            <Outlet />
          </LocaleProvider>
        ),
        children: [{ path: path.split("?")[0]!, Component }],
      },
    ],
    { path, main: true },
  );
}

describe("the content pages in French", () => {
  it("give every store policy in French, the tab named in the address first, with the tax table's provinces in French", async () => {
    stubApi({ "GET /api/store": DEFAULT_STORE });
    renderInFrench("/privacy-policy?tab=Return%20Policy", PrivacyPolicyPage);
    expect(screen.getByRole("heading", { level: 1, name: "Politiques du magasin" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Politique de prix",
      "Politique de retour",
      "Expédition et livraison",
      "Garantie et dommages",
    ]);
    const returns = screen.getByRole("tabpanel");
    expect(returns).toHaveTextContent("dans les 30 jours suivant la date de la facture");
    expect(returns).toHaveTextContent("frais de remise en stock de 25 %");
    expect(within(returns).getByRole("link", { name: "formulaire de contact" })).toHaveAttribute("href", "/contact-us");

    await userEvent.setup().click(screen.getByRole("tab", { name: "Politique de prix" }));
    const pricing = screen.getByRole("tabpanel");
    expect(pricing).toHaveTextContent("dollars canadiens (CAD)");
    expect(within(pricing).getByRole("row", { name: /Québec \(QC\)/ })).toBeInTheDocument();
    expect(within(pricing).getByRole("row", { name: /Colombie-Britannique \(BC\)/ })).toBeInTheDocument();

    expect(screen.getByRole("heading", { level: 2, name: "Confidentialité" })).toHaveAttribute("id", "privacy");
    expect(screen.getByRole("heading", { level: 2, name: "Politique relative aux témoins" })).toHaveAttribute("id", "cookie-policy");
    expect(screen.getByText(/Témoin de session\./).closest("li")).toHaveTextContent("supprimé lorsque vous vous déconnectez");
    expect(await axeViolations()).toEqual([]);
  });

  it("ask for a message in French and say in French what is wrong with it", async () => {
    const api = stubApi({ "GET /api/store": DEFAULT_STORE, "POST /api/contact": { status: "ok" } });
    const user = userEvent.setup();
    renderInFrench("/contact-us", ContactPage);
    expect(screen.getByRole("heading", { level: 1, name: "Nous joindre" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /Carte\u00a0: Partshop Woodbridge/ })).toHaveAccessibleDescription(/juste au sud de la route 7/);
    await user.type(screen.getByLabelText(/Prénom/), "A");
    await user.type(screen.getByLabelText(/Courriel/), "pas-un-courriel");
    await solveCaptcha();
    await user.click(screen.getByRole("button", { name: "Envoyer le message" }));
    expect(await screen.findByText("Le prénom doit compter au moins 2 caractères.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Courriel/)).toHaveAccessibleDescription("Veuillez entrer une adresse courriel valide.");
    expect(screen.getByLabelText(/Message/)).toHaveAccessibleDescription(/Le message doit compter au moins 20 caractères\./);
    expect(api.callsTo("POST", "/api/contact")).toEqual([]);
  });

  it("offer the catalogues in French", async () => {
    stubApi({ "GET /api/catalogs": { catalogs: [{ path: "/catalogs/gm-a-body.pdf", display: "GM A-Body", name: "gm-a-body" }] } });
    renderInFrench("/catalog", CatalogPage);
    expect(screen.getByRole("heading", { level: 1, name: "Catalogues" })).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: /GM A-Body/ });
    expect(link).toHaveAccessibleName("GM A-Body PDF, s’ouvre dans un nouvel onglet");
    // The drawn catalogue in French (the server draws it in the language asked).
    expect(link).toHaveAttribute("href", "/catalogs/gm-a-body.pdf?lang=fr-CA");
  });

  it("title a catalogue by the French title staff gave it (decision 039)", async () => {
    stubApi({
      "GET /api/catalogs": {
        catalogs: [
          { path: "/catalogs/mopar.pdf", display: "Mopar E-Body", display_fr: "Carrosseries Mopar E", name: "mopar" },
          { path: "/catalogs/gm-a-body.pdf", display: "GM A-Body", display_fr: "", name: "gm-a-body" },
        ],
      },
    });
    renderInFrench("/catalog", CatalogPage);
    expect(await screen.findByRole("link", { name: "Carrosseries Mopar E PDF, s’ouvre dans un nouvel onglet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "GM A-Body PDF, s’ouvre dans un nouvel onglet" })).toBeInTheDocument();
  });
});
