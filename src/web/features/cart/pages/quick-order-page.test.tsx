// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CartFillReply } from "../../../../domain/contracts/trade";
import { axeViolations, renderPages } from "../../../test-utils/render";
import { signedInDealer } from "../../../test-utils/shop-data";
import { stubApi } from "../../../test-utils/stub-api";
import { QuickOrderPage } from "./quick-order-page";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const filled: CartFillReply = {
  added: [
    { item: "C69-BUMPER", descrip: "1969 Chevrolet Camaro front bumper", qty: 2, price: 250 },
    { item: "D70-MIRROR", descrip: "1970 Dodge Challenger mirror", qty: 1, price: 69.99 },
  ],
  refused: [{ line: 2, text: "NOPE-123 1", reason: "no such part number" }],
};

const box = () => screen.getByLabelText("Part numbers and quantities") as HTMLTextAreaElement;

describe("/quick-order", () => {
  it("sends the lines as written, lists what was added and names each line that was not, which stays in the box", async () => {
    const api = stubApi({ "POST /api/quickOrder": filled });
    const user = userEvent.setup();
    renderPages({ "/quick-order": QuickOrderPage }, { path: "/quick-order", appState: signedInDealer });
    expect(await screen.findByRole("heading", { name: "Quick Order" })).toBeInTheDocument();
    expect(box()).toHaveAccessibleDescription(/One part per line/);
    await user.type(box(), "C69-BUMPER 2{enter}NOPE-123 1{enter}d70mirror");
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Line 2: NOPE-123 1: no such part number");
    const report = screen.getByRole("region", { name: "Your quick order" });
    expect(within(report).getByText("C69-BUMPER x 2 at $250.00: 1969 Chevrolet Camaro front bumper")).toBeInTheDocument();
    expect(within(report).getByRole("status")).toHaveTextContent("Added to your cart: 2 parts, 3 units.");
    expect(within(report).getByRole("link", { name: "View your cart" })).toHaveAttribute("href", "/cart");
    expect(api.bodiesOf("POST /api/quickOrder")).toEqual([{ lines: "C69-BUMPER 2\nNOPE-123 1\nd70mirror" }]);
    expect(box().value).toBe("NOPE-123 1");
    expect(await axeViolations()).toEqual([]);
  });

  it("reads a CSV file into the box, to check before adding", async () => {
    const api = stubApi({ "POST /api/quickOrder": { added: filled.added, refused: [] } });
    const user = userEvent.setup();
    renderPages({ "/quick-order": QuickOrderPage }, { path: "/quick-order", appState: signedInDealer });
    await screen.findByRole("heading", { name: "Quick Order" });
    const file = new File(["Part,Qty\nC69-BUMPER,2\nD70-MIRROR,1\n"], "estimate.csv", { type: "text/csv" });
    await user.upload(screen.getByLabelText("Or read a CSV file"), file);
    expect(await screen.findByText("The lines of estimate.csv are in the box: check them, then press Add to cart.")).toBeInTheDocument();
    expect(box().value).toBe("Part,Qty\nC69-BUMPER,2\nD70-MIRROR,1\n");
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(await screen.findByText("Added to your cart: 2 parts, 3 units.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(api.bodiesOf("POST /api/quickOrder")).toHaveLength(1);
    expect(box().value).toBe("");
  });

  it("asks for a part number before sending anything", async () => {
    const api = stubApi({ "POST /api/quickOrder": filled });
    const user = userEvent.setup();
    renderPages({ "/quick-order": QuickOrderPage }, { path: "/quick-order", appState: signedInDealer });
    await screen.findByRole("heading", { name: "Quick Order" });
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(await screen.findByText("Enter at least one part number.")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/quickOrder")).toHaveLength(0);
  });
});
