import type { Locale } from "./i18n/locales";

/**
 * The seam between the server and the storefront's server renderer (docs/decisions/020-server-rendering.md).
 * The server hands the renderer a reader that answers the storefront's GET calls by calling the services
 * directly; the renderer answers with the page's status, its head and a stream of the app's HTML.
 */

/** Answers GET /api{path}?{params} as the API would for an anonymous visitor; a refusal throws an error with a `statusCode`. */
export type ApiReader = (path: string, params: URLSearchParams) => Promise<unknown>;

/** What goes in a page's <head> besides the built stylesheet and script. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own path in its language (`/fr/...` for French; no query string unless it names the page), for <link rel="canonical"> and its hreflang alternates. */
  canonicalPath: string;
  /** schema.org data for the page, written as application/ld+json. */
  jsonLd: Record<string, unknown> | null;
}

/** A page rendered with its data: write `state` into the page for the browser, then pipe the HTML. */
export interface RenderedPage {
  status: number;
  /** The page's language (its path says it: French under /fr), for <html lang>. */
  locale: Locale;
  head: PageHead;
  /** The dehydrated query cache, JSON. */
  state: string;
  /** Writes the app's HTML into the stream and ends it. */
  pipe(destination: NodeJS.WritableStream): void;
}

export interface PageRenderer {
  /**
   * The page at this URL (path and query; `origin` is the shop's public address, for absolute links;
   * `cookieNoticeSeen`: the request's cookie says the cookie notice was dismissed), or null when the page
   * is private or the server cannot render it (the browser then renders it alone).
   */
  render(url: string, options: { origin: string; cookieNoticeSeen?: boolean }): Promise<RenderedPage | null>;
}

export type CreatePageRenderer = (reader: ApiReader) => PageRenderer;
