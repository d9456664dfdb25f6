import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";

const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** The shop of this test file's worker (e2e/global-setup.ts starts one per worker; VITEST_POOL_ID is 1..maxWorkers). */
export const baseUrl = () => {
  const shops = inject("baseUrls");
  return shops[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % shops.length] as string;
};

/** Quoted-printable text as written: soft line breaks joined, =XX bytes decoded (UTF-8). */
function fromQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? /^[0-9A-F]{2}/.exec(joined.slice(i + 1, i + 3))?.[0] : undefined;
    if (hex) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...new TextEncoder().encode(joined[i]));
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/**
 * The newest mail this worker's shop sent to an address whose text matches, waiting up to 20 s for the
 * outbox to send it (the shop writes sent mail as .eml files under its data folder).
 */
export async function mailTo(address: string, matching: RegExp): Promise<string> {
  const dirs = inject("mailDirs");
  const dir = dirs[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % dirs.length] as string;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const file of files) {
      const text = fromQuotedPrintable(fs.readFileSync(path.join(dir, file), "utf8"));
      if (new RegExp(`^To: ${address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "mi").test(text) && matching.test(text)) return text;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${address} matching ${matching} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const uncaught = new WeakMap<Page, string[]>();

/**
 * One Chromium per test file; each test opens a fresh context (own cookies, storage and session)
 * through `newPage()`. Page errors fail the test.
 */
export function sharedBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_FLAGS });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    await browser?.close();
  });
  return {
    async newPage(options: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean } = {}): Promise<Page> {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: options.viewport ?? { width: 1280, height: 900 },
        javaScriptEnabled: options.javaScriptEnabled ?? true,
      });
      contexts.push(context);
      const page = await context.newPage();
      if (options.javaScriptEnabled ?? true) waitForTheAppOnLoad(page);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      uncaught.set(page, errors);
      return page;
    },
  };
}

/**
 * A page the server rendered is on screen before the app has taken it over (it is loaded after the
 * first paint, docs/decisions/020-server-rendering.md), and its buttons do nothing until then. Tests
 * of what the app does wait for it after loading a page; tests of the page before any script runs
 * read the server's answer or turn JavaScript off.
 */
function waitForTheAppOnLoad(page: Page) {
  for (const method of ["goto", "reload"] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await load(...args);
        if (response?.headers()["content-type"]?.startsWith("text/html")) await page.waitForFunction(() => document.documentElement.dataset.started === "true");
        return response;
      },
    });
  }
}

/**
 * Where the browser tests leave pictures of the screens they walk through, when E2E_SCREENSHOTS is set
 * (`E2E_SCREENSHOTS=1 npm run test:e2e`): for a person to look at, at a desktop's and a phone's width;
 * no test compares them. CI keeps no files, so it takes none.
 */
export const SCREENSHOTS_DIR = path.join(os.tmpdir(), "partshop-screenshots");

/** A picture of the page (the whole page unless `fullPage: false`) under SCREENSHOTS_DIR, when E2E_SCREENSHOTS is set. */
export async function photograph(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!process.env.E2E_SCREENSHOTS) return;
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: options.fullPage ?? true });
}

/** Uncaught errors the page threw since it opened. */
export function uncaughtErrors(page: Page): string[] {
  return uncaught.get(page) ?? [];
}

/**
 * Runs axe on the page as it is now and fails with a readable list of every violation.
 *
 * Every rule runs; two settings spare only work whose result is never read, and halve a scan. Only
 * violations are reported in full: axe otherwise works out a selector for every node that passes
 * (its documented performance option, `resultTypes`). And a page without frames is scanned in the
 * page itself (legacy mode) instead of frame by frame with the results put together in a new blank
 * page, which opened a page per scan; a page with frames is still scanned frame by frame.
 */
export async function expectNoAxeViolations(page: Page, what: string) {
  await motionSettled(page);
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (page.frames().length === 1) builder.setLegacyMode();
  const results = await builder.analyze();
  const problems = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}`,
  );
  expect(problems, `axe violations on ${what}`).toEqual([]);
}

/**
 * Waits, a few seconds at most, until nothing on the page is part way through a finite animation or
 * transition. axe measures a toast sliding in or fading out at the opacity of that frame and reports
 * its text as too faint (it failed CI once on a toast leaving); the toast at rest passes. A toast's
 * progress bar runs for as long as the toast shows and is not waited for.
 */
async function motionSettled(page: Page) {
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((animation) => {
          const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
          const timing = animation.effect?.getComputedTiming();
          return (
            animation.playState !== "running" ||
            timing?.iterations === Number.POSITIVE_INFINITY ||
            (target instanceof Element && target.matches(".Toastify__progress-bar"))
          );
        }),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => {});
}

/**
 * Waits for the page's data to arrive: network quiet for a moment, but no longer than a few seconds
 * (the captcha widget may keep a worker busy, which is not something a page scan should wait on).
 */
export async function settled(page: Page) {
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => {});
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, { timeout: 5_000 }).catch(() => {});
}
