import type { AppState } from "../../lib/app-state";
import { renderRoutes } from "../../test-utils/render";
import { accountRoutes, behindSignIn, profileRoutes } from "./routes";
import { InitialLoad, SessionRoot } from "./session-root";

// Pages load lazily, as in the app. Loading them once up front keeps a cold, busy test run from timing out.
await Promise.all(
  ["sign-in-page", "register-page", "forget-password-page", "reset-password-page", "customer-info-page", "account-layout", "profile-page"].map(
    (page) => import(`./pages/${page}.tsx`),
  ),
);

/** Renders the account pages under the session root, as the app does, at a path with the given app state kept in localStorage. */
export function renderAccountPage(path: string, appState: Partial<AppState> = {}) {
  return renderRoutes(
    [
      {
        Component: SessionRoot,
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
