// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routes } from "./routes";
import { installBrowserStubs } from "./test-utils/browser-stubs";
import { renderRoutes } from "./test-utils/render";
import { stubApi } from "./test-utils/stub-api";

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const buyingPages = [
  "/cart",
  "/confirm-order",
  "/dealer-confirm-order",
  "/payment",
  "/order-quote?so=100044&id=7",
  "/order-receipt?so=100001&id=7",
  "/dealer-order-receipt?so=100050&id=D10001",
  "/pending-order-details?so=100044&id=7",
  "/order-returns?so=100001",
  "/pending-order-payment?so=100044&id=7",
  "/wishlist",
];

describe("the buying pages", () => {
  it.each(buyingPages)("send a visitor from %s to /sign-in", async (path) => {
    installBrowserStubs();
    stubApi();
    const { router } = renderRoutes(routes, { path });
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/sign-in");
  });
});
