import { cookieValue } from "./cookies";

/**
 * The cookie notice is dismissed for the browser session (a cookie without an expiry), so the server
 * renders a page with or without it as the browser will show it (decision 020): it is painted with the
 * page instead of arriving once the app is live.
 */
export const COOKIE_NOTICE_COOKIE = "cookie_notice";
export const COOKIE_NOTICE_SEEN = "seen";

/** Whether a cookie header says the notice was dismissed in this browser session. */
export function cookieNoticeSeenIn(cookieHeader: string): boolean {
  return cookieValue(cookieHeader, COOKIE_NOTICE_COOKIE) === COOKIE_NOTICE_SEEN;
}

/**
 * Where the notice's buttons go before the app is live (a GET form): the server sets the cookie and
 * sends the browser back to `return`, the page it was on.
 */
export const COOKIE_NOTICE_PATH = "/cookie-notice";
