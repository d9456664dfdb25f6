// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations, renderRoutes } from "../../../test-utils/render";
import { anItemDetail, aPage, aProduct, someMakes } from "../../../test-utils/shop-data";
import { answer, stubApi } from "../../../test-utils/stub-api";
import { Component as PartRoute } from "./part-route";
import { Component as ProductListPage } from "./product-list-page";

afterEach(() => localStorage.clear());

const hood = aProduct();
const fender = aProduct({ item: "F67-FENDER", descrip: "1967-1968 Ford Mustang Front Fender LH", price: 189.99, pricel: 189.99 });
const hoodDetail = {
  ...anItemDetail(hood),
  fitment: [
    { year: 1967, make: "FORD", model: "Mustang", submodel: null, engine: null },
    { year: 1968, make: "FORD", model: "Mustang", submodel: null, engine: null },
    { year: 1968, make: "MERCURY", model: "Cougar", submodel: "XR7", engine: "V8" },
  ],
};

function stubPart() {
  return stubApi({
    "GET /api/makes": someMakes,
    "GET /api/searchResualt": aPage([hood, fender], 2, 1),
    "GET /api/item/F67-HOOD": hoodDetail,
    "GET /api/item/F67-HOOD/related": { data: [fender] },
    "GET /api/item/F67-FENDER": anItemDetail(fender),
    "GET /api/item/F67-FENDER/related": { data: [hood] },
    "POST /api/viewed": { status: "ok" },
  });
}

function renderPart(path: string, state?: unknown) {
  return renderRoutes(
    [
      { path: "all-products/:productId", Component: ProductListPage },
      { path: "all-products/:productId/:productCode", Component: PartRoute },
    ],
    { path, main: true, ...(state === undefined ? {} : { state }) },
  );
}

describe("a part's own page (issue 22)", () => {
  it("shows breadcrumbs, the part with its price and Add to Cart, the vehicles it fits as a table and other parts for them", async () => {
    stubPart();
    renderPart("/all-products/FORD/F67-HOOD");
    expect(await screen.findByRole("heading", { level: 1, name: hood.descrip })).toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(
      within(crumbs)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Home", "/"],
      ["All products", "/all-products"],
      ["Ford", "/all-products/FORD"],
    ]);
    expect(within(crumbs).getByText("F67-HOOD")).toHaveAttribute("aria-current", "page");
    const part = screen.getByRole("article", { name: hood.descrip });
    expect(within(part).getByRole("button", { name: "Add to Cart" })).toBeEnabled();
    expect(within(part).queryByRole("heading", { name: "Fits these vehicles" })).toBeNull();

    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ["Years", "Make", "Model", "Submodel", "Engine"],
      ["1967-1968", "Ford", "Mustang", "Any", "Any"],
      ["1968", "Mercury", "Cougar", "XR7", "V8"],
    ]);
    expect(within(table).getByRole("link", { name: "Mustang" })).toHaveAttribute("href", "/vehicles/1967/FORD/Mustang");

    const related = await screen.findByRole("region", { name: "Other parts for the same vehicles" });
    expect(within(related).getByRole("link", { name: /F67-FENDER/ })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("opens another part's own page from its card, not a quick view", async () => {
    const user = userEvent.setup();
    stubPart();
    const { router } = renderPart("/all-products/FORD/F67-HOOD");
    const related = await screen.findByRole("region", { name: "Other parts for the same vehicles" });
    await user.click(await within(related).findByRole("link", { name: /F67-FENDER/ }));
    expect(router.state.location.pathname).toBe("/all-products/FORD/F67-FENDER");
    expect(await screen.findByRole("heading", { level: 1, name: fender.descrip })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says a part the shop does not have is not in the catalogue", async () => {
    stubApi({ "GET /api/item/NO-SUCH": answer(404, { error: { code: "NOT_FOUND", message: "Item NO-SUCH was not found." } }) });
    renderPart("/all-products/FORD/NO-SUCH");
    expect(await screen.findByRole("alert")).toHaveTextContent("This part is not in our catalogue.");
    expect(screen.getByRole("heading", { level: 1, name: "Part not available" })).toBeInTheDocument();
  });

  it("is the quick view over the make's list when opened from a list", async () => {
    stubPart();
    renderPart("/all-products/FORD/F67-HOOD", { openedFromList: true });
    expect(await screen.findByRole("dialog", { name: hood.descrip })).toBeInTheDocument();
    // The list stays under the modal quick view, hidden from assistive technology while it is open.
    expect(screen.getByRole("heading", { level: 1, name: "FORD parts", hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Breadcrumb" })).toBeNull();
  });
});
