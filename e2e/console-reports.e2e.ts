import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, photograph, settled, sharedBrowser, uncaughtErrors } from "./browser";
import { staffSignsIn } from "./shoppers";

const browser = sharedBrowser();

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const today = () => new Date().toLocaleDateString("en-CA", { timeZone: "America/Toronto" });

describe("the console's Reports", () => {
  it("staff open Reports from the console's navigation, read the sales table beside the drawn chart, and download its CSV file", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await staffSignsIn(page);
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Reports" }).click();
    await page.waitForURL("**/admin/reports");
    await page.getByRole("heading", { level: 1, name: "Reports" }).waitFor();

    const sales = page.getByRole("table", { name: new RegExp(`^Sales by day, \\d{4}-\\d{2}-\\d{2} to ${today()}$`) });
    await sales.waitFor();
    expect(await sales.locator("tbody tr").count()).toBe(30);
    expect(await sales.locator("tfoot tr th").textContent()).toBe("Total");

    // Chart.js has drawn on the canvas: it has a size and some pixels that are not blank.
    const chart = page.getByRole("img", { name: /^Bar chart of (net )?sales/ });
    await chart.waitFor();
    const drawn = await chart.evaluate((canvas: HTMLCanvasElement) => {
      const pixels = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
      return { width: canvas.width, inked: pixels.some((value, n) => n % 4 === 3 && value > 0) };
    });
    expect(drawn.width).toBeGreaterThan(100);
    expect(drawn.inked).toBe(true);

    // The demo shop has parts at or below their reorder point (F65-GRILLE has none on hand), each with a quantity to reorder
    // that counts what dealers have on back-order.
    const low = page.getByRole("table", { name: "Parts at or below their reorder point, the furthest below first" });
    await low.waitFor();
    const [onhand, orderpt, backordered, reorder] = (await low.locator("tbody tr").first().locator("th, td").allTextContents()).slice(3, 7).map(Number);
    expect(reorder).toBe(Math.max(2 * orderpt! - onhand! + backordered!, 1));
    const lowCsv = await page.request.get("/api/admin/reports/low-stock.csv");
    expect(lowCsv.status()).toBe(200);
    expect((await lowCsv.text()).split("\r\n").some((line) => line.startsWith("F65-GRILLE,"))).toBe(true);

    await page.getByLabel("Group sales by").selectOption("month");
    await page.getByRole("button", { name: "Show" }).click();
    await page.getByRole("table", { name: /^Sales by month, / }).waitFor();

    const link = page.getByRole("link", { name: "Download sales by month (CSV)" });
    const download = await page.request.get((await link.getAttribute("href"))!);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="partshop-sales-by-month-\\d{4}-\\d{2}-\\d{2}-to-${today()}\\.csv"$`),
    );
    expect((await download.text()).split("\r\n")[0]).toBe("month,from,to,orders,subtotal_cad,tax_cad,shipping_cad,total_cad,refunds_cad,net_cad");
    expect(uncaughtErrors(page)).toEqual([]);
  }, 120_000);

  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`axe finds no violations on Reports at ${label} width, and the page fits it`, async () => {
      const page = await browser.newPage({ viewport });
      await staffSignsIn(page);
      await page.goto("/admin/reports");
      await page.getByRole("table", { name: /^Sales by day, / }).waitFor();
      await page.getByRole("img", { name: /^Bar chart of (net )?sales/ }).waitFor();
      await settled(page);
      await expectNoAxeViolations(page, `/admin/reports at ${label} width`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      await photograph(page, `reports-${label}`);
      expect(overflow, `/admin/reports scrolls sideways at ${label} width`).toBeLessThanOrEqual(0);
      expect(uncaughtErrors(page)).toEqual([]);
    }, 120_000);
  }

  it("sends a visitor who is not staff to the sign-in, and refuses them the CSV files", async () => {
    const page = await browser.newPage();
    await page.goto("/admin/reports");
    await page.waitForURL("**/admin/sign-in?next=**");
    expect((await page.request.get("/api/admin/reports/sales.csv")).status()).toBe(401);
  });
});
