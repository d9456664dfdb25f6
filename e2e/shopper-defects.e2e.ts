import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, settled, sharedBrowser, uncaughtErrors } from "./browser";

const browser = sharedBrowser();

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1
  );
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("The element has no box: it is not shown.");
  return found;
}

/** A FORD part on the first list page with stock, so its quick view has the stepper and an enabled Add to Cart. */
async function stockedFordPart(): Promise<string> {
  const list = (await (await fetch(`${baseUrl()}/api/searchResualt?make=FORD&page=1`)).json()) as {
    data: { item: string; onhand: number; oversize: boolean }[];
  };
  const code = list.data.find((part) => part.onhand >= 5 && !part.oversize)?.item;
  if (!code) throw new Error("No FORD part with stock on the first page");
  return code;
}

/** The accessible name of whatever has keyboard focus, and whether it is inside the open dialog. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const labels = (element as HTMLInputElement | null)?.labels;
    const name = element?.getAttribute("aria-label") ?? (labels && labels.length > 0 ? labels[0]!.textContent : element?.textContent) ?? "";
    return { name: name.trim(), inDialog: Boolean(element?.closest("[role=dialog]")) && element?.getAttribute("role") !== "dialog" };
  });
}

async function dismissCookieNotice(page: Page) {
  const notice = page.getByRole("region", { name: "Why We Use Cookies" });
  if (await notice.isVisible()) await notice.getByRole("button", { name: "I understand" }).click();
}

describe("the quick view with the keyboard", () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`reaches every control with Tab in reading order and keeps focus inside (${viewport.width}x${viewport.height})`, async () => {
      const code = await stockedFordPart();
      const page = await browser.newPage({ viewport });
      // The quick view as a shopper opens it: from the make's list (the part URL followed from elsewhere is the part's page).
      await page.goto("/all-products/FORD");
      await page.locator(`[data-product-code="${code}"]`).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Add to Cart" }).waitFor();
      const visited: { name: string; inDialog: boolean }[] = [];
      for (let press = 0; press < 12; press++) {
        await page.keyboard.press("Tab");
        visited.push(await focused(page));
      }
      expect(visited.filter((stop) => !stop.inDialog)).toEqual([]);
      const names = visited.map((stop) => stop.name);
      const order = ["Shipping Inquiry", "Inquire ETA", "Decrease quantity", "Quantity", "Increase quantity", "Add to Wishlist", "Add to Cart", "Close"];
      const firstLink = names.indexOf("Shipping Inquiry");
      expect(firstLink, names.join(" | ")).toBeGreaterThanOrEqual(0);
      expect(names.slice(firstLink, firstLink + order.length)).toEqual(order);
      expect(uncaughtErrors(page)).toEqual([]);
    });

    it(`zooms on hover or Enter, never on focus, and never over the prices and buttons (${viewport.width}x${viewport.height})`, async () => {
      const code = await stockedFordPart();
      const page = await browser.newPage({ viewport });
      // The quick view as a shopper opens it: from the make's list (the part URL followed from elsewhere is the part's page).
      await page.goto("/all-products/FORD");
      await page.locator(`[data-product-code="${code}"]`).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Add to Cart" }).waitFor();
      // The click that opened it left the pointer where the picture now is: move it away, so only focus is tried.
      await page.mouse.move(0, 0);
      const zoom = dialog.getByRole("button", { name: /^Zoom image of/ });
      const panel = dialog.getByTestId("zoom-panel");
      await zoom.focus();
      expect(await panel.isVisible()).toBe(false);

      const covers = async () => {
        const dialogBox = await box(dialog);
        const zoomBox = await box(panel);
        expect(inside(zoomBox, dialogBox), "the zoom stays inside the dialog").toBe(true);
        for (const target of [
          dialog.locator("[data-price]"),
          dialog.getByRole("button", { name: "Add to Cart" }),
          dialog.getByRole("button", { name: "Add to Wishlist" }),
        ]) {
          await target.scrollIntoViewIfNeeded();
          expect(overlaps(await box(panel), await box(target)), "the zoom covers the prices or a button").toBe(false);
        }
      };

      await page.keyboard.press("Enter");
      await panel.waitFor({ state: "visible" });
      await covers();
      await page.keyboard.press("Enter");
      await panel.waitFor({ state: "hidden" });

      await zoom.scrollIntoViewIfNeeded();
      await zoom.hover();
      await panel.waitFor({ state: "visible" });
      await covers();
    });
  }
});

describe("focus after a dialog closes", () => {
  /** The product code of the card that has keyboard focus, if a card has it. */
  const focusedCard = (page: Page) =>
    page.evaluate(() => (document.activeElement as HTMLElement | null)?.closest<HTMLElement>("[data-product-code]")?.dataset.productCode ?? null);

  it("a quick view opened with the keyboard from a list card, and from a home page card, gives focus back to that card on Escape", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto("/all-products/FORD");
    await dismissCookieNotice(page);
    const card = page.locator("[data-product-code]").nth(2);
    const code = await card.getAttribute("data-product-code");
    await card.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/all-products/FORD/${code}`);
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expect.poll(() => focusedCard(page)).toBe(code);

    await page.goto("/");
    const homeCard = page.getByRole("region", { name: "Most Popular products" }).locator("[data-product-code]").nth(1);
    const homeCode = await homeCard.getAttribute("data-product-code");
    await homeCard.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expect.poll(() => focusedCard(page)).toBe(homeCode);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it("the phone's Filters sheet gives focus back to its button when closed with Escape or 'Show results'", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto("/all-products/FORD");
    await dismissCookieNotice(page);
    const button = page.getByRole("button", { name: /^Filters/ });
    const onButton = () => page.evaluate(() => /^Filters/.test(document.activeElement?.textContent ?? ""));
    await button.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Filters" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expect.poll(onButton).toBe(true);

    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await sheet.getByRole("button", { name: "Show results" }).click();
    await sheet.waitFor({ state: "detached" });
    await expect.poll(onButton).toBe(true);
    expect(uncaughtErrors(page)).toEqual([]);
  });
});

describe("a home page card with keyboard focus", () => {
  it("shows its whole focus outline inside the carousel's clip, at desktop and phone width", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await browser.newPage({ viewport });
      await page.goto("/");
      await dismissCookieNotice(page);
      const card = page.getByRole("region", { name: "Most Popular products" }).locator("[data-product-code]").first();
      await card.scrollIntoViewIfNeeded();
      await card.focus();
      // The outline's box (styles.css: 3 px, 2 px off the element) against the box of the nearest ancestor that clips.
      const { outline, clip } = await card.evaluate((element) => {
        const style = getComputedStyle(element);
        const reach = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
        let clipper = element.parentElement;
        while (clipper && getComputedStyle(clipper).overflow === "visible") clipper = clipper.parentElement;
        const own = element.getBoundingClientRect();
        const clipped = clipper!.getBoundingClientRect();
        return {
          outline: { x: own.x - reach, y: own.y - reach, width: own.width + 2 * reach, height: own.height + 2 * reach },
          clip: { x: clipped.x, y: clipped.y, width: clipped.width, height: clipped.height },
        };
      });
      expect(outline.width, "the card has no outline").toBeGreaterThan(0);
      expect(inside(outline, clip), `the outline is cut at ${viewport.width} px`).toBe(true);
      expect(uncaughtErrors(page)).toEqual([]);
      await page.close();
    }
  });
});

describe("a home page carousel's 'Next slide'", () => {
  it("lands the next card on the carousel's left edge, not a gutter's width past it", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto("/");
    await dismissCookieNotice(page);
    const row = page.getByRole("region", { name: "Most Popular products" });
    const cards = row.locator("[data-product-code]");
    await cards.first().waitFor();
    const firstLeft = (await box(cards.nth(0))).x;
    for (const shown of [1, 2]) {
      await row.getByRole("button", { name: "Next slide" }).click();
      await expect.poll(async () => Math.round((await box(cards.nth(shown))).x), { timeout: 5_000 }).toBe(Math.round(firstLeft));
    }
    expect(uncaughtErrors(page)).toEqual([]);
    await page.close();
  });
});

describe("the quick view's address and the Back button", () => {
  it("opens a home page card at the part's address; Back closes it and returns to the same place", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto("/");
    const card = page.getByRole("region", { name: "Most Popular products" }).locator("[data-product-code]").first();
    await card.scrollIntoViewIfNeeded();
    const code = await card.getAttribute("data-product-code");
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await card.click();
    await page.waitForURL((url) => url.pathname.startsWith("/all-products/") && url.pathname.endsWith(`/${code}`));
    const dialog = page.getByRole("dialog");
    await dialog.getByText(code!, { exact: true }).first().waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  it("opens a list card at the part's address, closes on Back, and a shared part address shows the make's list with the part open", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto("/all-products/FORD");
    await dismissCookieNotice(page);
    const card = page.locator("[data-product-code]").nth(3);
    const code = await card.getAttribute("data-product-code");
    await card.click();
    await page.waitForURL(`**/all-products/FORD/${code}`);
    const dialog = page.getByRole("dialog");
    await dialog.getByText(code!, { exact: true }).first().waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/all-products/FORD");
    await dialog.waitFor({ state: "detached" });

    const shared = await browser.newPage({ viewport: PHONE });
    await shared.goto(`/all-products/FORD/${code}`);
    // Followed from elsewhere, the part URL is the part's own page (issue 22); its breadcrumbs lead to the make's list.
    await shared.getByRole("article").getByText(code!, { exact: true }).first().waitFor();
    await shared.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Ford" }).click();
    await shared.waitForURL((url) => url.pathname === "/all-products/FORD");
    expect(uncaughtErrors(page)).toEqual([]);
  });
});

describe("scroll on navigation", () => {
  it("opens a linked page at the top and restores the position on Back", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto("/all-products/FORD");
    await page.locator("[data-product-code]").first().waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bottom = await page.evaluate(() => window.scrollY);
    expect(bottom).toBeGreaterThan(1000);
    // Clicked where it is, as a finger would: Playwright's own click would first scroll the link into view.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/contact-us"]')!.click());
    await page.waitForURL("**/contact-us");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/all-products/FORD");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom);
  });
});

/** The smallest text of an SVG banner as it is drawn on screen, in CSS pixels. */
async function smallestBannerText(image: Locator): Promise<number> {
  const source = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
  const svg = await (await fetch(new URL(source, baseUrl()))).text();
  const width = Number(svg.match(/viewBox="0 0 ([\d.]+) ([\d.]+)"/)![1]);
  const height = Number(svg.match(/viewBox="0 0 ([\d.]+) ([\d.]+)"/)![2]);
  const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
  const shown = await box(image);
  return Math.min(...sizes) * Math.max(shown.width / width, shown.height / height);
}

describe("the home page on a phone", () => {
  it("shows readable banner text with the arrows off it, and whole product pictures with the price under the code", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto("/");
    const banners = page.getByRole("region", { name: "Banners" });
    const first = banners.getByRole("img", { name: "This week's specials" });
    await first.waitFor();
    await first.evaluate((element: HTMLImageElement) => element.decode());
    expect(await smallestBannerText(first)).toBeGreaterThanOrEqual(12);
    const picture = await box(first);
    for (const arrow of ["Previous slide", "Next slide"]) {
      expect(overlaps(await box(banners.getByRole("button", { name: arrow })), picture), `${arrow} sits on the banner`).toBe(false);
    }

    const row = page.getByRole("region", { name: "New Arrival products" });
    const card = row.locator("[data-product-code]").first();
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();
    const image = card.locator("img");
    await image.evaluate((element: HTMLImageElement) => element.decode());
    expect(inside(await box(image), await box(card.locator("span").first())), "the picture is cut off").toBe(true);
    const code = await box(card.getByText((await card.getAttribute("data-product-code"))!, { exact: true }));
    const price = await box(card.locator("[data-price]"));
    expect(price.y - (code.y + code.height)).toBeLessThan(24);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`keeps the page still while the banners load (${viewport.width}x${viewport.height})`, async () => {
      const page = await browser.newPage({ viewport });
      // At a sixth of the CPU, as a slow phone parses it: the page arrives in slices, and none may move what is painted.
      await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 6 });
      await page.addInitScript(() => {
        const shifts = { total: 0 };
        (window as unknown as { layoutShift: typeof shifts }).layoutShift = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) shifts.total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto("/");
      const banners = page.getByRole("region", { name: "Banners" });
      await banners.getByRole("img", { name: "This week's specials" }).waitFor();
      await settled(page);
      // Every slide's picture loads now, as it would when the carousel turns to it.
      await banners.locator("img").evaluateAll((images: HTMLImageElement[]) =>
        Promise.all(
          images.map((image) => {
            image.loading = "eager";
            return image.decode().catch(() => {});
          }),
        ),
      );
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const total = await page.evaluate(() => (window as unknown as { layoutShift: { total: number } }).layoutShift.total);
      expect(total).toBeLessThan(0.02);
    });
  }
});

describe("the cookie notice", () => {
  it("steps back while a dialog is open and its cookie policy link opens the cookie text", async () => {
    const code = await stockedFordPart();
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto("/all-products/FORD");
    const notice = page.getByRole("region", { name: "Why We Use Cookies" });
    await notice.waitFor();
    await page.locator(`[data-product-code="${code}"]`).click();
    await page.getByRole("dialog").getByRole("button", { name: "Add to Cart" }).waitFor();
    expect(await notice.isVisible()).toBe(false);
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await notice.waitFor();

    await notice.getByRole("link", { name: "cookie policy" }).click();
    await page.waitForURL((url) => url.pathname === "/privacy-policy");
    const heading = page.getByRole("heading", { name: "Cookie Policy" });
    await heading.waitFor();
    await expect.poll(async () => (await box(heading)).y).toBeLessThan(PHONE.height / 2);
    expect((await box(heading)).y).toBeGreaterThanOrEqual(0);
  });
});

describe("the classic body model dialog", () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`keeps 'Email to order' and 'Inquire' in view (${viewport.width}x${viewport.height})`, async () => {
      const page = await browser.newPage({ viewport });
      await page.goto("/classic-body/FORD");
      await dismissCookieNotice(page);
      await page.locator("main a[href*='/classic-body/FORD/']").first().click();
      const dialog = page.getByRole("dialog");
      const order = dialog.getByRole("link", { name: /email to order/i });
      await order.waitFor();
      for (const action of [order, dialog.getByRole("link", { name: /^inquire$/i })]) {
        const shown = await box(action);
        expect(shown.y).toBeGreaterThanOrEqual(0);
        expect(shown.y + shown.height, "below the visible area").toBeLessThanOrEqual(viewport.height);
      }
    });
  }
});

describe("product cards at desktop width", () => {
  for (const path of ["/", "/all-products/FORD"]) {
    it(`keep the price right under the code and the picture whole (${path})`, async () => {
      const page = await browser.newPage({ viewport: DESKTOP });
      await page.goto(path);
      await page.locator("[data-product-code]").first().waitFor();
      await settled(page);
      // Every shown card measured in the page at once: a round trip to the browser per box made this test a minute long.
      const cards = await page.evaluate(() => {
        const boxOf = (element: Element | null) => {
          if (!element) return null;
          const { x, y, width, height } = element.getBoundingClientRect();
          return { x, y, width, height };
        };
        const shown = (element: Element) => {
          const { width, height } = element.getBoundingClientRect();
          return width > 0 && height > 0 && getComputedStyle(element).visibility !== "hidden";
        };
        return [...document.querySelectorAll("[data-product-code]")].filter(shown).map((card) => {
          const code = card.getAttribute("data-product-code") ?? "";
          // The innermost element whose text is the code, as getByText(code, { exact: true }) finds it.
          const codeElement = [...card.querySelectorAll("*")].filter((element) => element.textContent?.trim() === code).at(-1) ?? null;
          return {
            code,
            codeText: boxOf(codeElement),
            price: boxOf(card.querySelector("[data-price]")),
            picture: boxOf(card.querySelector("img")),
            frame: boxOf(card.querySelector("span")),
          };
        });
      });
      expect(cards.length).toBeGreaterThan(4);
      for (const { code, codeText, price, picture, frame } of cards) {
        if (!codeText || !price || !picture || !frame) throw new Error(`${code}: its card lacks its code, price, picture or frame`);
        expect(price.y - (codeText.y + codeText.height), `${code}: space between code and price`).toBeLessThan(24);
        expect(inside(picture, frame), `${code}: the picture is cut off`).toBe(true);
      }
    });
  }
});

describe("the message thanks", () => {
  it("names the store, not 'the provider', after a contact message is sent", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto("/contact-us");
    await dismissCookieNotice(page);
    const store = (await (await fetch(`${baseUrl()}/api/store`)).json()) as { name: string };
    await page.getByLabel("First name").fill("Robin");
    await page.getByLabel("Last name").fill("Tester");
    await page.getByLabel("Email").fill("robin-tester@example.com");
    await page.getByLabel("Subject").fill("Opening hours");
    await page.locator("form textarea").fill("Are you open on the Saturday before Christmas? We would like to pick up a hood.");
    await page.locator('altcha-widget [data-state="verified"]').waitFor({ state: "attached", timeout: 30_000 });
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText(`Thank you for your email, ${store.name} will contact you as soon as possible.`).waitFor();
    expect(await page.getByText(/the provider/).count()).toBe(0);
  });
});
