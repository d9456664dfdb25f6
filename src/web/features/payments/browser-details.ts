import type { BrowserDetailsBody } from "../../../domain/contracts/buying";

/** What the HTML page was asked for with: the gateway's 3-D Secure check wants the browser's accept header. */
const PAGE_ACCEPT_HEADER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

/** The browser details 3-D Secure 2 reads (spec section 7, 3d_secure.browser), within the contract's limits. */
export function browserDetails(): BrowserDetailsBody {
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.trunc(Number.isFinite(value) ? value : 0)), max);
  return {
    accept_header: PAGE_ACCEPT_HEADER,
    java_enabled: false,
    language: (navigator.language || "en-CA").slice(0, 40),
    color_depth: clamp(window.screen?.colorDepth ?? 24, 64),
    screen_height: clamp(window.screen?.height ?? 0, 100_000),
    screen_width: clamp(window.screen?.width ?? 0, 100_000),
    time_zone: Math.max(-1000, Math.min(1000, new Date().getTimezoneOffset())),
    user_agent: navigator.userAgent.slice(0, 1000),
    javascript_enabled: true,
  };
}
