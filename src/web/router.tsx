import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { routes } from "./routes";

/** What a lazy route module may give its route: the page and its companions. */
const ROUTE_PARTS = ["Component", "ErrorBoundary", "HydrateFallback", "handle", "loader", "action", "shouldRevalidate"] as const;

/**
 * Loads the modules of the routes this URL matches before the router starts, as the server did before it
 * rendered: the first render then draws the page, not the fallback, and hydration finds the same HTML.
 */
async function loadMatchedRoutes(location: Location, basename: string): Promise<void> {
  const matches = matchRoutes(routes, location, basename || undefined) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const module = (await route.lazy()) as Record<string, unknown>;
      const loaded: Record<string, unknown> = { lazy: undefined };
      for (const part of ROUTE_PARTS) if (module[part] !== undefined) loaded[part] = module[part];
      Object.assign(route as RouteObject, loaded);
    }),
  );
}

/** The app's router over the browser's history; the routes themselves are in routes.tsx, where tests can reach them. */
/** `basename` is where the page's language lives ("" for English, "/fr" for French: decision 037); every link of the app stays within it. */
export async function createAppRouter(options: { hydrating: boolean; basename: string }) {
  if (options.hydrating) await loadMatchedRoutes(window.location, options.basename);
  return createBrowserRouter(routes, options.basename ? { basename: options.basename } : undefined);
}
