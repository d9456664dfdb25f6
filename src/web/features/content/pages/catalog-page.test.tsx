// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../../test-utils/render";
import { failure, stubApi } from "../../../test-utils/stub-api";
import { Component as CatalogPage } from "./catalog-page";

function renderCatalogPage() {
  renderRoutes([{ path: "/catalog", Component: CatalogPage }], { path: "/catalog" });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Catalog page", () => {
  it("shows a tile per catalogue that opens its PDF in a new tab", async () => {
    const api = stubApi({
      "GET /api/catalogs": {
        catalogs: [
          { path: "/catalogs/ford-mustang-1964-1973.pdf", display: "Ford Mustang 1964-1973", name: "ford-mustang-1964-1973" },
          { path: "/catalogs/gm-a-body.pdf", display: "GM A-Body", name: "gm-a-body" },
        ],
      },
    });
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
    expect(api.callsTo("GET", "/api/catalogs")).toHaveLength(1);
    expect(fetch).toHaveBeenCalledWith("/api/catalogs", expect.objectContaining({ credentials: "same-origin" }));
  });

  it("says so when there are no catalogues, and offers a retry when loading fails", async () => {
    let fail = true;
    stubApi({ "GET /api/catalogs": () => (fail ? failure(500) : { catalogs: [] }) });
    renderCatalogPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("The catalogues could not be loaded.");
    fail = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/No catalogues are available right now/)).toBeInTheDocument();
  });
});
