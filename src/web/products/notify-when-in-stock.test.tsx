// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { RETAIL_VIEWER } from "../../domain/pricing";
import type { Viewer } from "../lib/viewer";
import { renderAt } from "../test-utils/render";
import { customerUser } from "../test-utils/shop-data";
import { failure, stubApi } from "../test-utils/stub-api";
import { NOTIFY_ME, NotifyWhenInStock, notifyConfirmation } from "./notify-when-in-stock";

const ANONYMOUS: Viewer = { kind: "anonymous", user: null, name: null, price: RETAIL_VIEWER };

describe("Notify me when it arrives", () => {
  it("asks with one click for a signed-in customer and says which e-mail will be told", async () => {
    const api = stubApi({ "POST /api/stockAlerts": { status: "ok", email: "shopper@example.com" } });
    const user = customerUser;
    renderAt(<NotifyWhenInStock item="F65-GRILLE" viewer={{ kind: "customer", user, name: "Casey", price: RETAIL_VIEWER }} />);
    await userEvent.click(screen.getByRole("button", { name: NOTIFY_ME }));
    expect(await screen.findByRole("status")).toHaveTextContent(notifyConfirmation("shopper@example.com"));
    expect(api.calls.filter((call) => call.path === "/api/stockAlerts").map((call) => call.body)).toEqual([{ item: "F65-GRILLE" }]);
  });

  it("shows the server's refusal", async () => {
    stubApi({ "POST /api/stockAlerts": failure(409, "F65-GRILLE is in stock now: you can order it today.", "CONFLICT") });
    renderAt(<NotifyWhenInStock item="F65-GRILLE" viewer={{ kind: "customer", user: customerUser, name: "Casey", price: RETAIL_VIEWER }} />);
    await userEvent.click(screen.getByRole("button", { name: NOTIFY_ME }));
    expect(await screen.findByRole("alert")).toHaveTextContent("in stock now");
  });

  it("asks a visitor for an e-mail, checked before anything is sent", async () => {
    const api = stubApi({});
    renderAt(<NotifyWhenInStock item="F65-GRILLE" viewer={ANONYMOUS} />);
    await userEvent.click(screen.getByRole("button", { name: NOTIFY_ME }));
    const form = await screen.findByRole("form", { name: NOTIFY_ME });
    expect(form).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Notify me" }));
    await waitFor(() => expect(screen.getByText("Email is required")).toBeInTheDocument());
    expect(api.calls.some((call) => call.path === "/api/stockAlerts")).toBe(false);
  });
});
