// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../../app/providers";
import { Component as CatalogPage } from "./catalog-page";

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function renderCatalogPage() {
  const router = createMemoryRouter([{ path: "/catalog", Component: CatalogPage }], { initialEntries: ["/catalog"] });
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Catalog page", () => {
  it("shows a tile per catalogue that opens its PDF in a new tab", async () => {
    const fetch = vi.fn(async () =>
      json({
        catalogs: [
          { path: "/catalogs/ford-mustang-1964-1973.pdf", display: "Ford Mustang 1964-1973", name: "ford-mustang-1964-1973" },
          { path: "/catalogs/gm-a-body.pdf", display: "GM A-Body", name: "gm-a-body" },
        ],
      }),
    );
    vi.stubGlobal("fetch", fetch);
    renderCatalogPage();
    expect(screen.getByRole("heading", { level: 1, name: "Catalog" })).toBeInTheDocument();

    const mustang = await screen.findByRole("link", { name: /Ford Mustang 1964-1973/ });
    expect(mustang).toHaveAttribute("href", "/catalogs/ford-mustang-1964-1973.pdf");
    expect(mustang).toHaveAttribute("target", "_blank");
    expect(mustang.getAttribute("rel")).toContain("noopener");
    expect(mustang).toHaveAccessibleName("Ford Mustang 1964-1973 PDF, opens in a new tab");
    const gm = screen.getByRole("link", { name: /GM A-Body/ });
    expect(gm).toHaveAttribute("href", "/catalogs/gm-a-body.pdf");
    expect(gm).toHaveAttribute("target", "_blank");
    expect(fetch).toHaveBeenCalledWith("/api/catalogs", expect.objectContaining({ credentials: "same-origin" }));
  });

  it("says so when there are no catalogues, and offers a retry when loading fails", async () => {
    let fail = true;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => (fail ? json({ error: { code: "INTERNAL", message: "Internal error" } }, 500) : json({ catalogs: [] }))),
    );
    renderCatalogPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("The catalogues could not be loaded.");
    fail = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/No catalogues are available right now/)).toBeInTheDocument();
  });
});
