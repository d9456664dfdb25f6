import { afterEach, vi } from "vitest";

// The captcha's widget (src/web/ui/captcha.tsx loads it) is a custom element jsdom cannot run: every
// test sees an empty module, so the forms render their captcha box without it.
vi.mock("altcha", () => ({}));

// A console.error during a test is a bug the test did not assert on: fail it. Test files share their
// worker's process (vitest.config.ts, decisions 047 and 049) and this file runs again for each of them:
// the wrapper is laid over the console's own function, never over the last file's wrapper.
let errors: unknown[][] = [];
const kept = globalThis as { partshopConsoleError?: typeof console.error };
kept.partshopConsoleError ??= console.error;
const original = kept.partshopConsoleError;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  vi.restoreAllMocks();
  if (seen.length > 0) throw new Error(`console.error was called during the test: ${String(seen[0]?.[0]).slice(0, 300)}`);
});

if (typeof window !== "undefined") {
  // The storefront's test files share their worker's process too (decision 049), and with it the page's
  // storage: each file starts as a new visitor would, signed out, with no vehicle, cookie or saved cart.
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());
}
