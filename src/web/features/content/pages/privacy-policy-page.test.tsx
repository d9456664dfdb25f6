// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../../test-utils/render";
import { stubApi } from "../../../test-utils/stub-api";
import { Component as PrivacyPolicyPage } from "./privacy-policy-page";

function renderPolicies(path: string) {
  stubApi();
  return renderRoutes([{ path: "/privacy-policy", Component: PrivacyPolicyPage }], { path }).router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Policies page", () => {
  it("opens on Pricing Policy when no tab is asked for", () => {
    renderPolicies("/privacy-policy");
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Pricing Policy",
      "Return Policy",
      "Shipping and Delivery",
      "Warranty and Damage",
    ]);
    expect(screen.getByRole("tab", { name: "Pricing Policy" })).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveTextContent("Canadian dollars (CAD)");
    expect(panel).toHaveTextContent("10% off");
    expect(panel).toHaveTextContent("tax = (subtotal + shipping) x the tax rate of the province");
    expect(within(panel).getByRole("row", { name: /Ontario \(ON\) 13%/ })).toBeInTheDocument();
  });

  it("opens the tab named by ?tab= and shows the 30-day return and 25% restocking terms", () => {
    renderPolicies("/privacy-policy?tab=Return%20Policy");
    expect(screen.getByRole("tab", { name: "Return Policy" })).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveTextContent("within 30 days of the invoice date");
    expect(panel).toHaveTextContent("25% restocking fee");
  });

  it("keeps ?tab= in step with the tab chosen", async () => {
    const user = userEvent.setup();
    const router = renderPolicies("/privacy-policy?tab=Shipping%20and%20Delivery");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("after 4:00pm Eastern Time");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Canada and the USA only");

    await user.click(screen.getByRole("tab", { name: "Warranty and Damage" }));
    expect(router.state.location.search).toBe("?tab=Warranty+and+Damage");
    expect(screen.getByRole("tab", { name: "Warranty and Damage" })).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveTextContent("within 24 hours of delivery");
    expect(panel).toHaveTextContent("within 3 days of delivery for a parcel carrier, and within 1 day for LTL freight");

    await router.navigate("/privacy-policy?tab=Return%20Policy");
    expect(await screen.findByRole("tab", { name: "Return Policy", selected: true })).toBeInTheDocument();
  });

  it("falls back to Pricing Policy for an unknown tab and has the privacy and cookie policy", () => {
    renderPolicies("/privacy-policy?tab=nonsense");
    expect(screen.getByRole("tab", { name: "Pricing Policy" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("heading", { level: 2, name: "Privacy" })).toHaveAttribute("id", "privacy");
    expect(screen.getByRole("heading", { level: 2, name: "Cookie Policy" })).toHaveAttribute("id", "cookie-policy");
    expect(screen.getByText(/Session cookie\./).closest("li")).toHaveTextContent("deleted when you log out");
  });
});
