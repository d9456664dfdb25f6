import { dehydrate, QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from "react-router";
import { translatorOf } from "../domain/i18n";
import { LOCALE_BASENAME, localeOfPath, pathInLocale } from "../domain/i18n/locales";
import type { ApiReader, PageRenderer, RenderedPage } from "../domain/server-rendering";
import { CookieNoticeSeenOnServer } from "./app/cookie-notice";
import { pageHead, pageQueries, SERVER_RENDERED_PAGES } from "./app/page-head";
import { Providers } from "./app/providers";
import { readThroughServer } from "./lib/api";
import { routes } from "./routes";

/**
 * The storefront rendered on the server (docs/decisions/020-server-rendering.md): React Router's static
 * handler matches the URL and loads the page's module, the page's queries are answered by the server's
 * reader (the services, not HTTP), and the app renders with them; the browser hydrates from the same cache.
 * Everything is rendered as an anonymous visitor sees it: no session is read, no one's data is written.
 */
export function createPageRenderer(reader: ApiReader): PageRenderer {
  readThroughServer(reader);
  // One handler per language: French pages are the same routes under /fr (decision 037).
  const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();
  const handlerOf = (basename: string) => {
    let found = handlers.get(basename);
    if (!found) {
      found = createStaticHandler(routes, basename ? { basename } : undefined);
      handlers.set(basename, found);
    }
    return found;
  };
  return {
    async render(url: string, { origin, cookieNoticeSeen = false }: { origin: string; cookieNoticeSeen?: boolean }): Promise<RenderedPage | null> {
      const request = new Request(new URL(url, "http://storefront.invalid"));
      const locale = localeOfPath(new URL(request.url).pathname);
      const basename = LOCALE_BASENAME[locale];
      const handler = handlerOf(basename);
      // Only public pages are loaded here: the modules of private pages and the console never run on the server.
      const matched = matchRoutes(routes, new URL(request.url).pathname, basename || undefined)?.at(-1)?.route.id;
      if (!matched || !SERVER_RENDERED_PAGES.has(matched)) return null;
      const context = await handler.query(request);
      if (context instanceof Response) return null;
      const leaf = context.matches.at(-1);
      const pageId = leaf?.route.id;
      if (!leaf || !pageId || !SERVER_RENDERED_PAGES.has(pageId)) return null;

      const search = new URL(request.url).searchParams;
      // No retries and no garbage collection on the server: a query answers once, for this page only.
      const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY, staleTime: 60_000 } } });
      await Promise.all(pageQueries(pageId, leaf.params, search).map((options) => client.prefetchQuery(options)));
      const read = (queryKey: readonly unknown[]) => client.getQueryData(queryKey);
      const translator = translatorOf(locale);
      // The head's paths are the routes' own; the canonical path it gives is the page's address in its language.
      const routePath = pathInLocale(new URL(request.url).pathname, "en-CA");
      const head = pageHead(pageId, leaf.params, search, read, translator, { origin, pathname: routePath });
      const missingVehicle = pageId === "vehicle" && pageQueries(pageId, leaf.params, search).some((options) => read(options.queryKey) === undefined);
      const missingPart = (pageId === "part" && !read(["products", "item", leaf.params.productCode ?? ""])) || pageId === "not-found" || missingVehicle;
      // A failed answer is not handed over (dehydrate keeps successes only); the page renders it as still
      // loading (a failed query is retried on mount), as the browser's first render does before it asks again.
      const state = JSON.stringify(dehydrate(client));
      const router = createStaticRouter(handler.dataRoutes, context);

      return {
        status: missingPart ? 404 : 200,
        locale,
        head,
        state,
        pipe(destination) {
          const stream = renderToPipeableStream(
            <StrictMode>
              <CookieNoticeSeenOnServer value={cookieNoticeSeen}>
                <Providers queryClient={client} restoreAfterHydration translator={translator}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </Providers>
              </CookieNoticeSeenOnServer>
            </StrictMode>,
            {
              // The whole page at once: a boundary streamed later would need an inline script, which the content security policy forbids.
              // React also outlines a big boundary (a part's quick view) to stream it after the rest unless its chunk size allows it in place.
              progressiveChunkSize: Number.MAX_SAFE_INTEGER,
              onAllReady() {
                stream.pipe(destination);
              },
              onShellError(error) {
                destination.emit("error", error);
              },
            },
          );
        },
      };
    },
  };
}
