import { translatorOf } from "../../../domain/i18n";
import type { Locale } from "../../../domain/i18n/locales";
import type { AppState } from "../../lib/app-state";
import { LocaleProvider } from "../../lib/i18n";
import { renderRoutes } from "../../test-utils/render";
import { accountRoutes, behindSignIn, profileRoutes } from "./routes";
import { InitialLoad, SessionRoot } from "./session-root";

// Pages load lazily, as in the app. Loading them once up front keeps a cold, busy test run from timing out.
await Promise.all(
  ["sign-in-page", "register-page", "forget-password-page", "reset-password-page", "customer-info-page", "account-layout", "profile-page"].map(
    (page) => import(`./pages/${page}.tsx`),
  ),
);

/** Renders the account pages under the session root, as the app does, at a path with the given app state kept in localStorage, in a reader's language (English by default). */
export function renderAccountPage(path: string, appState: Partial<AppState> = {}, locale: Locale = "en-CA") {
  return renderRoutes(
    [
      {
        element: (
          <LocaleProvider translator={translatorOf(locale)}>
            <SessionRoot />
          </LocaleProvider>
        ),
        HydrateFallback: InitialLoad,
        children: [
          {
            path: "/",
            children: [
              { index: true, element: <h1>Home</h1> },
              { path: "all-products", element: <h1>All Products</h1> },
              { path: "cart", element: <h1>Cart</h1> },
              ...accountRoutes,
              behindSignIn(profileRoutes),
            ],
          },
        ],
      },
    ],
    { path, appState, main: true },
  );
}
