// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../../test-utils/render";
import { dealerInfo, dealerUser, signedInDealer } from "../../../test-utils/shop-data";
import { stubApi } from "../../../test-utils/stub-api";
import { renderAccountPage } from "../test-support";

afterEach(() => vi.unstubAllGlobals());

const dealerMe = { kind: "dealer", dealer: dealerUser, dealerInfo };

describe("Statement", () => {
  it("lists a dealer's months with orders, subtotal, returns credited, tax and total, each with its CSV download", async () => {
    stubApi({
      "GET /api/me": dealerMe,
      "GET /api/dealerStatement": {
        months: [
          { month: "2026-05", orders: 3, subtotal: 1150, tax: 149.5, total: 1299.5, credits: 56.5 },
          { month: "2026-04", orders: 1, subtotal: 100, tax: 13, total: 113, credits: 0 },
        ],
      },
    });
    renderAccountPage("/profile?tab=Statement", signedInDealer);
    const table = await screen.findByRole("table", { name: "Statement by month" });
    const may = table.querySelector('[data-month="2026-05"]') as HTMLElement;
    expect([...may.querySelectorAll("td")].map((cell) => cell.textContent)).toEqual([
      "2026-05",
      "3",
      "$1,150.00",
      "-$56.50",
      "$149.50",
      "$1,299.50",
      "CSV for 2026-05",
    ]);
    expect(within(may).getByRole("link", { name: /CSV.*2026-05/ })).toHaveAttribute("href", "/api/dealerStatement/2026-05.csv");
    expect(await axeViolations()).toEqual([]);
  });

  it("says so when there are no confirmed orders", async () => {
    stubApi({ "GET /api/me": dealerMe, "GET /api/dealerStatement": { months: [] } });
    renderAccountPage("/profile?tab=Statement", signedInDealer);
    expect(await screen.findByText("No confirmed orders yet.")).toBeInTheDocument();
  });
});
