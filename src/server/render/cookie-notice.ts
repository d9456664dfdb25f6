import type { FastifyPluginAsync } from "fastify";
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_PATH, COOKIE_NOTICE_SEEN } from "../../domain/cookie-notice";

/** A path of this shop to send the browser back to: absolute, printable ASCII (as a browser's address is), never another site's (`//host`, `/\host`). */
const LOCAL_PATH = /^\/(?![/\\])[\x21-\x7e]*$/;

/**
 * The cookie notice dismissed before the app is live (its buttons are a GET form to COOKIE_NOTICE_PATH):
 * the notice's session cookie is set and the browser sent back, 303, to the page it was on (`return`),
 * or to the home page when that is not a path of this shop.
 */
export const cookieNoticeRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { return?: string } }>(COOKIE_NOTICE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const back = typeof request.query.return === "string" && LOCAL_PATH.test(request.query.return) ? request.query.return : "/";
    return reply.header("cache-control", "no-store").setCookie(COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_SEEN, { path: "/", sameSite: "lax" }).redirect(back, 303);
  });
};
