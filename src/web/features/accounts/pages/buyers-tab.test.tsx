// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BuyerRow } from "../../../../domain/contracts/buyers";
import { axeViolations } from "../../../test-utils/render";
import { dealerBuyerUser, dealerDetails, dealerInfo, dealerUser, signedInDealer } from "../../../test-utils/shop-data";
import { answer, type RecordedCall, stubApi } from "../../../test-utils/stub-api";
import { renderAccountPage } from "../test-support";

afterEach(() => vi.unstubAllGlobals());

const dealerMe = { kind: "dealer", dealer: dealerUser, dealerInfo };
const bea: BuyerRow = {
  id: 7,
  name: "Bea Buyer",
  email: "bea@democollision.example",
  locale: "en-CA",
  active: true,
  password_set: true,
  created_at: "2026-05-14T15:30:00.000Z",
};

const tabNames = () => screen.getAllByRole("tab").map((tab) => tab.textContent);

/** A server that keeps the account's buyers and changes them as the calls say. */
function stubBuyers() {
  let buyers = [bea];
  const changed = (id: number, change: Partial<BuyerRow>) => {
    buyers = buyers.map((buyer) => (buyer.id === id ? { ...buyer, ...change } : buyer));
    return { buyer: buyers.find((buyer) => buyer.id === id) };
  };
  return stubApi({
    "GET /api/me": dealerMe,
    "GET /api/buyers": () => ({ buyers }),
    "POST /api/buyers": (call: RecordedCall) => {
      const body = call.body as { name: string; email: string; locale: "en-CA" | "fr-CA" };
      if (buyers.some((buyer) => buyer.email === body.email)) {
        const message = "This e-mail already belongs to a buyer.";
        return answer(409, { error: { code: "CONFLICT", message, fields: { email: message } } });
      }
      const buyer: BuyerRow = { ...bea, id: 8, name: body.name, email: body.email, locale: body.locale, password_set: false };
      buyers = [...buyers, buyer];
      return { buyer };
    },
    "POST /api/buyers/7/suspend": () => changed(7, { active: false }),
    "POST /api/buyers/7/reactivate": () => changed(7, { active: true }),
  });
}

describe("Buyers (a dealer account's administrator)", () => {
  it("lists the account's buyers, adds one who is mailed a link, and says when an e-mail is a buyer's already", async () => {
    const api = stubBuyers();
    const user = userEvent.setup();
    renderAccountPage("/profile?tab=Buyers", signedInDealer);
    const table = await screen.findByRole("table", { name: "Your account's buyers" });
    expect(within(table).getByRole("row", { name: /Bea Buyer bea@democollision.example Active/ })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.type(screen.getByLabelText("Name"), "Rory Requisition");
    await user.type(screen.getByLabelText("E-mail"), "rory@democollision.example");
    await user.selectOptions(screen.getByLabelText("Language of their mail"), "fr-CA");
    await user.click(screen.getByRole("button", { name: "Add buyer" }));
    expect(await screen.findByText("Rory Requisition is added. We mailed rory@democollision.example a link to set their password.")).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/buyers")).toEqual([{ name: "Rory Requisition", email: "rory@democollision.example", locale: "fr-CA" }]);
    expect(await within(table).findByRole("row", { name: /Rory Requisition .* Invited: no password yet/ })).toBeInTheDocument();

    await user.type(screen.getByLabelText("Name"), "Bea Again");
    await user.type(screen.getByLabelText("E-mail"), "bea@democollision.example");
    await user.click(screen.getByRole("button", { name: "Add buyer" }));
    expect(await screen.findByText("This e-mail already belongs to a buyer.")).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("This e-mail already belongs to a buyer.");
  });

  it("checks the form before calling the server", async () => {
    const api = stubBuyers();
    const user = userEvent.setup();
    renderAccountPage("/profile?tab=Buyers", signedInDealer);
    await screen.findByRole("table", { name: "Your account's buyers" });
    await user.type(screen.getByLabelText("Name"), "B");
    await user.type(screen.getByLabelText("E-mail"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Add buyer" }));
    expect(await screen.findByText("Name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/buyers")).toEqual([]);
  });

  it("suspends a buyer and reactivates them", async () => {
    const api = stubBuyers();
    const user = userEvent.setup();
    renderAccountPage("/profile?tab=Buyers", signedInDealer);
    await user.click(await screen.findByRole("button", { name: /^Suspend\s*Bea Buyer/ }));
    expect(await screen.findByText("Bea Buyer is suspended and signed out.")).toBeInTheDocument();
    expect(await screen.findByRole("row", { name: /Bea Buyer .* Suspended/ })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Reactivate\s*Bea Buyer/ }));
    expect(await screen.findByText("Bea Buyer can sign in again.")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/buyers/7/suspend")).toHaveLength(1);
    expect(api.callsTo("POST", "/api/buyers/7/reactivate")).toHaveLength(1);
  });
});

describe("a buyer's profile", () => {
  it("has neither Buyers nor Download Price Sheet, and says who is signed in for which account", async () => {
    stubApi({
      "GET /api/me": { kind: "dealer", dealer: dealerBuyerUser, dealerInfo },
      "POST /api/userDetails": { ...dealerDetails, dealer: dealerBuyerUser },
    });
    renderAccountPage("/profile?tab=Buyers", { user: dealerBuyerUser, userInfo: dealerInfo });
    expect(await screen.findByRole("heading", { level: 2, name: "Dealer Profile" })).toBeInTheDocument();
    expect(screen.getByText("Signed in as Bea Buyer, Demo Collision Ltd. (D10001).")).toBeInTheDocument();
    expect(tabNames()).toEqual(["About Me", "Order History", "Saved Lists", "My Garage", "Statement", "Submit Inquiry", "Change Password", "Logout"]);
  });
});
