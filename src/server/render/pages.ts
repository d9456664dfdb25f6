import fs from "node:fs";
import path from "node:path";
import { pipeline, Readable, Transform } from "node:stream";
import zlib from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_SEEN } from "../../domain/cookie-notice";
import { translatorOf } from "../../domain/i18n";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type Locale, localeOfAcceptLanguage, localeOfPath, pathInLocale } from "../../domain/i18n/locales";
import type { PageHead, PageRenderer } from "../../domain/server-rendering";
import { DEFAULT_STORE } from "../../domain/store";
import type { Config } from "../config";
import { projectRoot, webRoot } from "../paths";
import { apiReader, renderingWith } from "./api-reader";
import { loadPageRenderer } from "./renderer";

/** Pages' HTML is the same for everyone and holds no one's data, yet no shared cache keeps it: each visit asks again. */
const PAGE_CACHE_CONTROL = "private, no-cache";

/** Text made safe inside HTML text and attribute values. */
export const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** JSON inside a <script> element: nothing in it may close the element. */
const scriptJson = (json: string) => json.replace(/</g, "\\u003c");

interface Template {
  head: string;
  tail: string;
  whole: string;
}

function readTemplate(): Template | null {
  const built = path.join(webRoot, "index.html");
  // Without a build (tests, `npm run dev`), the source page stands in: the server's HTML is the same, the scripts are vite's.
  const file = fs.existsSync(built) ? built : path.join(projectRoot, "src/web/index.html");
  if (!fs.existsSync(file)) return null;
  const whole = fs.readFileSync(file, "utf8");
  const mark = '<div id="root"></div>';
  const at = whole.indexOf(mark);
  if (at < 0) return null;
  return { head: whole.slice(0, at), tail: whole.slice(at + mark.length), whole };
}

/** A shopper's choice of language is kept a year (decision 037). */
const LOCALE_COOKIE_SECONDS = 365 * 24 * 3600;

/** The staff console stays English: its pages never move to another language nor set one. */
const isConsole = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

/** The page in both languages, for search engines: `hreflang` en-CA, fr-CA, and x-default (English). */
function alternateLinks(publicUrl: string, path: string): string[] {
  const href = (locale: Locale) => escapeHtml(`${publicUrl}${pathInLocale(path, locale)}`);
  return [
    ...LOCALES.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${href(locale)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}" />`,
  ];
}

/** The template's <html> in a page's language. */
const inLanguage = (html: string, locale: Locale) => html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);

function withHead(templateHead: string, head: PageHead, publicUrl: string, locale: Locale): string {
  const canonical = `${publicUrl}${head.canonicalPath}`;
  const extra = [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...alternateLinks(publicUrl, head.canonicalPath),
    `<meta property="og:locale" content="${locale.replace("-", "_")}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(JSON.stringify(head.jsonLd))}</script>` : "",
  ]
    .filter(Boolean)
    .join("\n    ");
  return inLanguage(templateHead, locale)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace("</head>", `  ${extra}\n  </head>`);
}

/**
 * The bare page a browser renders alone, in its path's language: <html lang>, the page's addresses in
 * both languages (not the console's), and until the app names the page, the shop's title in that language.
 */
function barePage(template: Template, pathname: string, publicUrl: string): string {
  const locale = localeOfPath(pathname);
  let html = inLanguage(template.whole, locale);
  if (locale !== DEFAULT_LOCALE) {
    const { t } = translatorOf(locale);
    const name = DEFAULT_STORE.name;
    html = html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(t("seo.home.title", { name }))}</title>`)
      .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(t("seo.home.description", { name }))}" />`);
  }
  if (isConsole(pathname)) return html;
  return html.replace("</head>", `  ${alternateLinks(publicUrl, pathname).join("\n    ")}\n  </head>`);
}

/**
 * The language a page request should be answered in elsewhere, or null: a first visit (no `lang`
 * cookie) to an English page from a browser that prefers French goes to the same page under /fr. The
 * console, and anyone who has chosen (the cookie), stay where they asked.
 */
function firstVisitRedirect(request: FastifyRequest, pathname: string): string | null {
  if (isConsole(pathname) || localeOfPath(pathname) !== DEFAULT_LOCALE || isLocale(request.cookies[LOCALE_COOKIE])) return null;
  const preferred = localeOfAcceptLanguage(request.headers["accept-language"]);
  return preferred === DEFAULT_LOCALE ? null : pathInLocale(request.url, preferred);
}

/**
 * A page's HTML compressed as the browser accepts it (Brotli at its fast level 4, or gzip), like every
 * other answer (@fastify/compress does the routes; pages answer through the not-found handler, which it
 * does not reach).
 */
function compressed(request: FastifyRequest, reply: FastifyReply, html: Readable): Readable {
  reply.header("vary", [reply.getHeader("vary"), "accept-encoding"].filter(Boolean).join(", "));
  const encoding = negotiate(request.headers["accept-encoding"] ?? "", ["br", "gzip"]);
  if (!encoding) return html;
  reply.header("content-encoding", encoding);
  const compressor =
    encoding === "br"
      ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } })
      : zlib.createGzip();
  return pipeline(html, compressor, () => {});
}

/**
 * Answers a page request: the public pages rendered with their data and streamed; any other page
 * (accounts, cart, checkout, the console), and every page a signed-in dealer opens, as the bare page the
 * browser renders itself. The session is read only to tell a dealer apart: what the server renders is
 * what an anonymous visitor sees, so no one's data is ever in the HTML. Every page is in its path's
 * language (French under /fr, decision 037), which the `lang` cookie then keeps.
 */
export async function createPageResponder(
  app: FastifyInstance,
  config: Pick<Config, "publicUrl">,
  /** Where an address should send the browser instead (a vehicle spelled another way), or null to render it. */
  redirectOf: (url: string) => Promise<{ status: 301 | 303; location: string; setCookie?: string[] } | null> = async () => null,
) {
  const createRenderer = await loadPageRenderer();
  const renderer: PageRenderer | null = createRenderer ? createRenderer(apiReader) : null;
  const template = readTemplate();
  const publicUrl = config.publicUrl;

  return async function respond(request: FastifyRequest, reply: FastifyReply) {
    reply.header("cache-control", PAGE_CACHE_CONTROL);
    const pathname = request.url.split("?")[0] ?? "/";
    const locale = localeOfPath(pathname);
    // What an English address answers depends on the browser's languages and on the `lang` cookie.
    if (locale === DEFAULT_LOCALE && !isConsole(pathname)) reply.header("vary", "Accept-Language, Cookie");
    const preferred = firstVisitRedirect(request, pathname);
    if (preferred) return reply.status(302).header("location", preferred).send();
    const moved = await redirectOf(request.url);
    if (moved) {
      if (moved.setCookie) reply.header("set-cookie", moved.setCookie);
      return reply.status(moved.status).header("location", moved.location).send();
    }
    // The language a shopper reads is kept for their next visit: the last one they were served a page in (the switch is a link to the other language's page).
    if (!isConsole(pathname) && request.cookies[LOCALE_COOKIE] !== locale) {
      reply.setCookie(LOCALE_COOKIE, locale, { path: "/", sameSite: "lax", maxAge: LOCALE_COOKIE_SECONDS });
    }
    let page = null;
    // A dealer is priced by their price code: their pages are rendered by their browser, so they never see retail prices flip to theirs.
    const isDealer = renderer !== null && (await request.server.sessions.viewerOf(request, "pricing")).kind === "dealer";
    if (renderer && template && !isDealer) {
      try {
        const cookieNoticeSeen = request.cookies[COOKIE_NOTICE_COOKIE] === COOKIE_NOTICE_SEEN;
        page = await renderingWith(app, () => renderer.render(request.url, { origin: publicUrl, cookieNoticeSeen }));
      } catch (error) {
        request.log.error({ err: error }, "rendering the page on the server failed; the browser renders it");
      }
    }
    if (!template) return reply.status(503).type("text/plain").send("The storefront is not built: run `npm run build` first.");
    if (!page) return reply.type("text/html; charset=utf-8").send(compressed(request, reply, Readable.from([barePage(template, pathname, publicUrl)])));
    const tail = `<script type="application/json" id="server-state">${scriptJson(page.state)}</script>${template.tail}`;
    const body = new Transform({
      transform(chunk, _encoding, done) {
        done(null, chunk);
      },
      flush(done) {
        done(null, `</div>${tail}`);
      },
    });
    body.write(`${withHead(template.head, page.head, publicUrl, page.locale)}<div id="root" data-server-rendered>`);
    page.pipe(body);
    return reply
      .status(page.status)
      .type("text/html; charset=utf-8")
      .send(compressed(request, reply, body));
  };
}
