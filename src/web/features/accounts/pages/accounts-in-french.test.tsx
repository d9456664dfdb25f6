// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { translatorOf } from "../../../../domain/i18n";
import type { Locale } from "../../../../domain/i18n/locales";
import { LocaleProvider } from "../../../lib/i18n";
import { axeViolations, renderRoutes } from "../../../test-utils/render";
import { customerUser } from "../../../test-utils/shop-data";
import { stubApi } from "../../../test-utils/stub-api";
import { renderAccountPage } from "../test-support";
import { Component as RegisterPage } from "./register-page";
import { Component as SignInPage } from "./sign-in-page";

afterEach(() => vi.unstubAllGlobals());

/** The account pages in a reader's language, as the app renders them under /fr (or where they always were): the app's providers, in that language. */
function renderIn(locale: Locale, path: string) {
  renderRoutes(
    [
      {
        element: (
          <LocaleProvider translator={translatorOf(locale)}>
            <Outlet />
          </LocaleProvider>
        ),
        children: [
          { path: "/sign-in", Component: SignInPage },
          { path: "/register", Component: RegisterPage },
        ],
      },
    ],
    { path, main: true },
  );
}

describe("the sign-in form in the reader's language", () => {
  it("asks in French on a French page, and says in French what is missing or wrong, sending nothing", async () => {
    const api = stubApi();
    renderIn("fr-CA", "/sign-in");
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { level: 1, name: "Se connecter" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Mot de passe oublié?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Créer un compte" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Se connecter" }));
    const login = screen.getByLabelText("Numéro de marchand ou courriel");
    expect(login).toHaveAccessibleDescription("Veuillez entrer votre numéro de marchand ou votre courriel.");
    expect(login).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Mot de passe")).toHaveAccessibleDescription("Veuillez entrer votre mot de passe.");

    await user.type(login, "ada@");
    await user.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(await screen.findByText("Veuillez entrer un courriel ou un numéro de marchand valide.")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/loginCustomer")).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it("keeps today's English on an English page", async () => {
    const api = stubApi();
    renderIn("en-CA", "/sign-in");
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(screen.getByLabelText("Dealer ID or Email")).toHaveAccessibleDescription("Please enter your dealer ID or email");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Please enter your password");
    await user.type(screen.getByLabelText("Dealer ID or Email"), "ada@");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Please enter a valid email or dealer ID")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/loginCustomer")).toEqual([]);
  });
});

describe("the registration form in the reader's language", () => {
  it("says in French that an e-mail is not valid and that the passwords differ", async () => {
    stubApi();
    renderIn("fr-CA", "/register");
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { level: 1, name: "Créer un compte" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Prénom"), "Ada");
    await user.type(screen.getByLabelText("Nom"), "Lovelace");
    await user.type(screen.getByLabelText("Courriel"), "ada@example");
    await user.type(screen.getByLabelText("Mot de passe"), "Garage2024");
    await user.type(screen.getByLabelText("Confirmer le mot de passe"), "Garage2025");
    await user.click(screen.getByRole("button", { name: "S’inscrire" }));
    expect(screen.getByLabelText("Courriel")).toHaveAccessibleDescription("Veuillez entrer une adresse courriel valide.");
    expect(screen.getByLabelText("Confirmer le mot de passe")).toHaveAccessibleDescription("Les mots de passe ne correspondent pas.");
    expect(screen.getByRole("link", { name: "conditions d’utilisation" })).toHaveAttribute("href", "/privacy-policy");
  });

  it("says the same in today's English on an English page", async () => {
    stubApi();
    renderIn("en-CA", "/register");
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { level: 1, name: "Create your account" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "ada@example");
    await user.type(screen.getByLabelText("Password"), "Garage2024");
    await user.type(screen.getByLabelText("Confirm password"), "Garage2025");
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Please enter a valid email address");
    expect(screen.getByLabelText("Confirm password")).toHaveAccessibleDescription("Passwords do not match.");
    expect(screen.getByLabelText("First name")).toHaveAccessibleDescription("First name must be at least 2 characters.");
  });
});

describe("the customer-info form in French", () => {
  it("names its sections and provinces in French, and says in French that a postal code is not valid, as a toast too", async () => {
    const api = stubApi({ "GET /api/me": { kind: "customer", user: customerUser, userInfo: null, billing: null } });
    renderAccountPage("/customer-info", { user: customerUser }, "fr-CA");
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { level: 1, name: "Presque terminé…" })).toBeInTheDocument();
    for (const section of ["Renseignements personnels", "Renseignements de livraison", "Renseignements de facturation", "Votre véhicule"]) {
      expect(screen.getByRole("group", { name: section })).toBeInTheDocument();
    }
    const province = screen.getByLabelText("Province / État");
    expect(within(province).getByRole("option", { name: "Québec" })).toHaveValue("QC");
    await user.type(screen.getByLabelText("Adresse"), "100, rue Principale");
    await user.type(screen.getByLabelText("Ville"), "Montréal");
    await user.selectOptions(province, "QC");
    await user.type(screen.getByLabelText("Code postal / code ZIP"), "14201");
    await user.type(screen.getByLabelText("Téléphone"), "5145550142");
    await user.click(screen.getByRole("button", { name: "Terminer mon inscription" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Code postal invalide");
    expect(screen.getByLabelText("Code postal / code ZIP")).toHaveAccessibleDescription("Code postal invalide");
    expect(api.bodiesOf("POST /api/customerInfo")).toEqual([]);
  });
});
