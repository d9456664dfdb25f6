// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations, renderRoutes } from "../../../test-utils/render";
import { someMakes } from "../../../test-utils/shop-data";
import { failure, stubApi } from "../../../test-utils/stub-api";
import { Component as MakeGridPage } from "./make-grid-page";

afterEach(() => localStorage.clear());

describe("make grid page", () => {
  it("shows a card per make linking to its parts", async () => {
    stubApi({ "GET /api/makes": someMakes });
    renderRoutes([{ path: "all-products", Component: MakeGridPage }], { path: "/all-products", main: true });
    expect(screen.getByRole("heading", { level: 1, name: "All Products" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Makes" });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["FORD", "/all-products/FORD"],
      ["DODGE", "/all-products/DODGE"],
      ["GM", "/all-products/GM"],
    ]);
    expect(links[0]!.querySelector("img")).toHaveAttribute("src", "/images/makes/ford.svg");
    expect(await axeViolations()).toEqual([]);
  });

  it("says 'Error loading data' when the makes cannot be loaded", async () => {
    stubApi({ "GET /api/makes": failure(500) });
    renderRoutes([{ path: "all-products", Component: MakeGridPage }], { path: "/all-products", main: true });
    expect(await screen.findByRole("alert")).toHaveTextContent("Error loading data");
  });
});
