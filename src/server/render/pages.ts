import fs from "node:fs";
import path from "node:path";
import { pipeline, Readable, Transform } from "node:stream";
import zlib from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PageHead, PageRenderer } from "../../domain/server-rendering";
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

function withHead(templateHead: string, head: PageHead, publicUrl: string): string {
  const canonical = `${publicUrl}${head.canonicalPath}`;
  const extra = [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(JSON.stringify(head.jsonLd))}</script>` : "",
  ]
    .filter(Boolean)
    .join("\n    ");
  return templateHead
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace("</head>", `  ${extra}\n  </head>`);
}

/**
 * A page's HTML compressed as the browser accepts it (Brotli at its fast level 4, or gzip), like every
 * other answer (@fastify/compress does the routes; pages answer through the not-found handler, which it
 * does not reach).
 */
function compressed(request: FastifyRequest, reply: FastifyReply, html: Readable): Readable {
  reply.header("vary", "accept-encoding");
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
 * what an anonymous visitor sees, so no one's data is ever in the HTML.
 */
export async function createPageResponder(
  app: FastifyInstance,
  config: Pick<Config, "publicUrl">,
  /** Where an address should send the browser instead (a vehicle spelled another way), or null to render it. */
  redirectOf: (url: string) => Promise<{ status: 301 | 303; location: string; setCookie?: string } | null> = async () => null,
) {
  const createRenderer = await loadPageRenderer();
  const renderer: PageRenderer | null = createRenderer ? createRenderer(apiReader) : null;
  const template = readTemplate();
  const publicUrl = config.publicUrl;

  return async function respond(request: FastifyRequest, reply: FastifyReply) {
    reply.header("cache-control", PAGE_CACHE_CONTROL);
    const moved = await redirectOf(request.url);
    if (moved) {
      if (moved.setCookie) reply.header("set-cookie", moved.setCookie);
      return reply.status(moved.status).header("location", moved.location).send();
    }
    let page = null;
    // A dealer is priced by their price code: their pages are rendered by their browser, so they never see retail prices flip to theirs.
    const isDealer = renderer !== null && (await request.server.sessions.viewerOf(request, "pricing")).kind === "dealer";
    if (renderer && template && !isDealer) {
      try {
        page = await renderingWith(app, () => renderer.render(request.url, { origin: publicUrl }));
      } catch (error) {
        request.log.error({ err: error }, "rendering the page on the server failed; the browser renders it");
      }
    }
    if (!template) return reply.status(503).type("text/plain").send("The storefront is not built: run `npm run build` first.");
    if (!page) return reply.type("text/html; charset=utf-8").send(compressed(request, reply, Readable.from([template.whole])));
    const tail = `<script type="application/json" id="server-state">${scriptJson(page.state)}</script>${template.tail}`;
    const body = new Transform({
      transform(chunk, _encoding, done) {
        done(null, chunk);
      },
      flush(done) {
        done(null, `</div>${tail}`);
      },
    });
    body.write(`${withHead(template.head, page.head, publicUrl)}<div id="root">`);
    page.pipe(body);
    return reply
      .status(page.status)
      .type("text/html; charset=utf-8")
      .send(compressed(request, reply, body));
  };
}
