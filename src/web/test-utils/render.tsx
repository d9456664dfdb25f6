import { configure, render } from "@testing-library/react";
import type { ComponentType, ReactNode } from "react";
import { createMemoryRouter, Outlet, parsePath, type RouteObject, RouterProvider, useLocation } from "react-router";
import { translatorOf } from "../../domain/i18n";
import type { Locale } from "../../domain/i18n/locales";
import { createQueryClient, Providers } from "../app/providers";
import { APP_STATE_KEY, type AppState, emptyAppState } from "../lib/app-state";

// Two shared cores run every suite at once: give lazy chunks and stubbed fetches time to settle.
configure({ asyncUtilTimeout: 10_000 });

export interface RenderOptions {
  /** Where the router starts. */
  path?: string;
  /** Entries already in the history before `path` (so "back" has somewhere to go). */
  history?: string[];
  /** What a returning browser kept in localStorage (user, cart...). */
  appState?: Partial<AppState>;
  /** Wraps the routes in a <main> landmark, as the layout does, for pages checked with axe. */
  main?: boolean;
  /** The page's language (English unless given). */
  locale?: Locale;
  /** The history state of `path`'s entry, as a page leaves it when it navigates there. */
  state?: unknown;
}

function InMain() {
  return (
    <main>
      <Outlet />
    </main>
  );
}

/** Renders routes in a memory router inside the app's providers, with query retries off so failures show at once. */
export function renderRoutes(routes: RouteObject[], { path = "/", history = [], appState, main = false, locale, state }: RenderOptions = {}) {
  if (appState) localStorage.setItem(APP_STATE_KEY, JSON.stringify({ ...emptyAppState, ...appState }));
  const router = createMemoryRouter(main ? [{ Component: InMain, children: routes }] : routes, {
    initialEntries: [...history, state === undefined ? path : { ...parsePath(path), state }],
    initialIndex: history.length,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const view = render(
    <Providers queryClient={queryClient} translator={locale ? translatorOf(locale) : undefined}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}

/** Renders one element on every path but /sign-in (a bare heading to land on); read router.state.location to see where it navigated. */
export function renderAt(element: ReactNode, options: RenderOptions = {}) {
  return renderRoutes(
    [
      { path: "/sign-in", element: <h1>Sign in</h1> },
      { path: "*", element },
    ],
    options,
  );
}

/** The app state as the page last saved it in localStorage. */
export function storedAppState(): AppState {
  return JSON.parse(localStorage.getItem(APP_STATE_KEY) ?? "null") as AppState;
}

/** Runs axe on the rendered document; colour contrast cannot be computed in jsdom and is checked in the browser tests. */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const { default: axe } = await import("axe-core");
  const results = await axe.run(root, { rules: { "color-contrast": { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

function Landed() {
  const location = useLocation();
  return <h1>{`Landed on ${location.pathname}${location.search}`}</h1>;
}

/** Renders pages at their paths inside <main>, and a bare "Landed on {path}" heading wherever they send the shopper. */
export function renderPages(pages: Record<string, ComponentType>, options: RenderOptions = {}) {
  return renderRoutes([...Object.entries(pages).map(([path, Component]) => ({ path, Component })), { path: "*", Component: Landed }], {
    main: true,
    ...options,
  });
}
