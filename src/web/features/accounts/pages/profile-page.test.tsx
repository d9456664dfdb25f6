// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { solveCaptcha } from "../../../test-utils/captcha";
import { storedAppState } from "../../../test-utils/render";
import {
  customerBilling,
  customerInfo,
  customerUser,
  dealerDetails,
  dealerInfo,
  dealerUser,
  signedInCustomer,
  signedInDealer,
} from "../../../test-utils/shop-data";
import { answer, stubApi } from "../../../test-utils/stub-api";
import { browserPage } from "../reload-page";
import { renderAccountPage } from "../test-support";

afterEach(() => vi.unstubAllGlobals());

const customerDetails = { user: customerUser, userInfo: customerInfo, billing: customerBilling };
const customerMe = { kind: "customer", ...customerDetails };
const dealerMe = { kind: "dealer", dealer: dealerUser, dealerInfo };

function tabNames() {
  return within(screen.getByRole("tablist", { name: "My account" }))
    .getAllByRole("tab")
    .map((tab) => tab.textContent);
}

describe("the sign-in guard of /profile (and of /wishlist, where the app puts it: routes.test.tsx)", () => {
  it.each(["/profile", "/profile?tab=Change%20Password"])("sends an anonymous visitor from %s to /sign-in", async (path) => {
    stubApi();
    const { router } = renderAccountPage(path);
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/sign-in");
  });

  it("logs out a remembered user whose session has ended, and sends them to /sign-in", async () => {
    stubApi();
    renderAccountPage("/profile", signedInCustomer);
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    expect(storedAppState().user).toBeNull();
  });

  it("lets a live session through even when the browser kept no user", async () => {
    stubApi({ "GET /api/me": customerMe, "POST /api/userDetails": customerDetails });
    renderAccountPage("/profile");
    expect(await screen.findByRole("heading", { level: 1, name: "My Account" })).toBeInTheDocument();
    expect(storedAppState().user).toEqual(customerUser);
  });
});

describe("/profile tabs", () => {
  it("gives customers Pending Orders and dealers Download Price Sheet, and follows ?tab=", async () => {
    stubApi({ "GET /api/me": customerMe, "POST /api/userDetails": customerDetails, "GET /api/customerOrderHistory": { history: [], pending: [] } });
    const { router } = renderAccountPage("/profile?tab=Order%20History", signedInCustomer);
    expect(await screen.findByText("No order history")).toBeInTheDocument();
    expect(screen.getByText("Signed in as Ada Lovelace.")).toBeInTheDocument();
    expect(tabNames()).toEqual(["About Me", "Order History", "Pending Orders", "Saved Lists", "My Garage", "Submit Inquiry", "Change Password", "Logout"]);
    await userEvent.setup().click(screen.getByRole("tab", { name: "Pending Orders" }));
    expect(await screen.findByText("No pending orders")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?tab=Pending+Orders");
  });

  it("falls back to About Me for a tab the user does not have", async () => {
    stubApi({ "GET /api/me": dealerMe, "POST /api/userDetails": dealerDetails });
    renderAccountPage("/profile?tab=Pending%20Orders", signedInDealer);
    expect(await screen.findByRole("heading", { level: 2, name: "Dealer Profile" })).toBeInTheDocument();
    expect(screen.getByText("Signed in as Demo Collision Ltd. (D10001).")).toBeInTheDocument();
    expect(tabNames()).toEqual([
      "About Me",
      "Order History",
      "Saved Lists",
      "My Garage",
      "Statement",
      "Submit Inquiry",
      "Change Password",
      "Download Price Sheet",
      "Buyers",
      "Logout",
    ]);
  });

  it("shows dealers a read-only Dealer Profile with their recent order and number of orders", async () => {
    const details = { ...dealerDetails, recentOrder: { order_num: "SO-100234", date_order: "2025-10-03T01:30:00.000Z", total: 1234.5 }, orderCount: 12 };
    stubApi({ "GET /api/me": dealerMe, "POST /api/userDetails": details });
    renderAccountPage("/profile", signedInDealer);
    const profile = await screen.findByRole("heading", { level: 2, name: "Dealer Profile" });
    const list = profile.closest("section")!;
    expect(within(list).getByText("D10001")).toBeInTheDocument();
    expect(within(list).getByText("Demo Collision Ltd.")).toBeInTheDocument();
    expect(within(list).getByText("5 Trade Road, Vaughan, ON L4K 1A1, CA")).toBeInTheDocument();
    expect(within(list).getByText("parts@democollision.example")).toBeInTheDocument();
    expect(within(list).getByText("SO-100234, 2025-10-02, $1,234.50")).toBeInTheDocument();
    expect(within(list).getByText("12")).toBeInTheDocument();
    expect(within(list).queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("prepares the dealer's own price sheet for a make, shows progress, then offers the download", async () => {
    const level = dealerUser.dealer_info.pricecode;
    let finish: (value: unknown) => void = () => {};
    const api = stubApi({
      "GET /api/me": dealerMe,
      "GET /api/vehicle-makes": {
        items: [
          { id: 1, make: "FORD" },
          { id: 2, make: "GM" },
        ],
      },
      [`GET /api/generatePriceSheet/${level}/FORD`]: () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    });
    renderAccountPage("/profile?tab=Download%20Price%20Sheet", signedInDealer);
    const user = userEvent.setup();
    expect(screen.queryByRole("link", { name: "Download Price Sheet" })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("option", { name: "FORD" })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText("Make"), "FORD");
    await user.click(screen.getByRole("button", { name: "Prepare price sheet" }));
    expect(await screen.findByRole("button", { name: "Preparing your price sheet..." })).toBeDisabled();
    finish({ status: "success", url: `/api/priceSheets/${level}/FORD.xlsx` });
    const download = await screen.findByRole("link", { name: "Download Price Sheet" });
    expect(download).toHaveAttribute("href", `/api/priceSheets/${level}/FORD.xlsx`);
    expect(download).toHaveAttribute("download");
    expect(screen.getByRole("status")).toHaveTextContent("Your FORD price sheet is ready.");
    expect(api.callsTo("GET", `/api/generatePriceSheet/${level}/FORD`)).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText("Make"), "GM");
    expect(screen.queryByRole("link", { name: "Download Price Sheet" })).not.toBeInTheDocument();
  });
});

describe("About Me", () => {
  it("fills the profile from the saved details, keeps the e-mail read-only and saves with the spec's field names", async () => {
    const reply = { userinfo: { ...customerInfo, m_city: "Vaughan" }, billing: customerBilling, user: customerUser, emailChangeSentTo: "ada@new.example.com" };
    const api = stubApi({ "GET /api/me": customerMe, "POST /api/userDetails": customerDetails, "POST /api/updateUserInfo": reply });
    renderAccountPage("/profile?tab=About%20Me", signedInCustomer);
    const user = userEvent.setup();
    const city = await screen.findByLabelText("City");
    expect(city).toHaveValue("Woodbridge");
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    expect(screen.getByLabelText("Gender (optional)")).toHaveValue("Female");
    expect(screen.getByLabelText("Year (optional)")).toHaveValue("1967");
    await user.clear(city);
    await user.type(city, "Vaughan");
    await user.type(screen.getByLabelText("New e-mail address (optional)"), "ada@new.example.com");
    await user.type(screen.getByLabelText("Re-enter new e-mail address"), "ada@new.example.com");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(await screen.findByText("Profile updated successfully")).toBeInTheDocument();
    expect(await screen.findByText(/We sent a confirmation link to ada@new.example.com/)).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/updateUserInfo")).toEqual([
      {
        userID: 7,
        data: {
          forename: "Ada",
          surname: "Lovelace",
          gender: 2,
          brithday: "1990-12-10",
          address: "100 Example Drive",
          city: "Vaughan",
          state: "ON",
          zipcode: "L4L 0A1",
          country: "CA",
          tel: "(905) 555-0142",
          mobile: null,
          sameAsBilling: true,
          b_firstname: null,
          b_lastname: null,
          b_address1: null,
          b_address2: null,
          b_city: null,
          b_province: null,
          b_state: null,
          b_zipcode: null,
          b_country: null,
          b_phone: null,
          b_tel: null,
          car: "Mustang",
          model: "Mustang",
          make: "FORD",
          year: 1967,
          email: "ada@example.com",
          new_email: "ada@new.example.com",
          reenter_new_email: "ada@new.example.com",
        },
      },
    ]);
    expect(storedAppState().userInfo).toEqual({ ...customerInfo, m_city: "Vaughan" });
    expect(screen.getByLabelText("New e-mail address (optional)")).toHaveValue("");
  });

  it("says so when saving fails", async () => {
    stubApi({
      "GET /api/me": customerMe,
      "POST /api/userDetails": customerDetails,
      "POST /api/updateUserInfo": answer(500, { error: { code: "INTERNAL", message: "Internal error" } }),
    });
    renderAccountPage("/profile", signedInCustomer);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Save Profile" }));
    expect(await screen.findByText("Failed to update profile. Please try again.")).toBeInTheDocument();
  });

  it("blocks an invalid postal code with a toast and a field error", async () => {
    const api = stubApi({ "GET /api/me": customerMe, "POST /api/userDetails": customerDetails });
    renderAccountPage("/profile", signedInCustomer);
    const user = userEvent.setup();
    const postal = await screen.findByLabelText("Postal / ZIP code");
    await user.clear(postal);
    await user.type(postal, "L4L 0A");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid postal code");
    expect(postal).toHaveAccessibleDescription("Invalid postal code");
    expect(api.bodiesOf("POST /api/updateUserInfo")).toEqual([]);
  });
});

describe("Change Password", () => {
  async function changePassword(current: string, next: string, confirm: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Current password"), current);
    await user.type(screen.getByLabelText("New password"), next);
    await user.type(screen.getByLabelText("Confirm new password"), confirm);
    await user.click(screen.getByRole("button", { name: "Change Password" }));
  }

  it("shows the spec's messages word for word", async () => {
    const api = stubApi({ "GET /api/me": customerMe });
    renderAccountPage("/profile?tab=Change%20Password", signedInCustomer);
    await changePassword("short", "password", "different1");
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveAccessibleDescription(
      expect.stringContaining("Your password must be a minimum of 8 characters and include at least one number and English character."),
    );
    expect(screen.getByLabelText("Confirm new password")).toHaveAccessibleDescription("Passwords do not match");
    expect(api.bodiesOf("POST /api/changePassword")).toEqual([]);
  });

  it("changes the password", async () => {
    const api = stubApi({ "GET /api/me": customerMe, "POST /api/changePassword": { status: "ok" } });
    renderAccountPage("/profile?tab=Change%20Password", signedInCustomer);
    await changePassword("Shopper123", "Garage2024", "Garage2024");
    expect(await screen.findByText("Password changed successfully")).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/changePassword")).toEqual([
      { data: { oldPass: "Shopper123", newPass: "Garage2024", confirmPass: "Garage2024" }, userID: 7 },
    ]);
    expect(screen.getByLabelText("Current password")).toHaveValue("");
  });

  it("says when the current password is wrong", async () => {
    stubApi({ "GET /api/me": customerMe, "POST /api/changePassword": { status: "fail" } });
    renderAccountPage("/profile?tab=Change%20Password", signedInCustomer);
    await changePassword("Shopper999", "Garage2024", "Garage2024");
    expect(await screen.findByText("Failed to change password, is your current password correctly?")).toBeInTheDocument();
  });
});

describe("Submit Inquiry", () => {
  it("checks the message length, sends the inquiry with the captcha and resets the form", async () => {
    const api = stubApi({ "GET /api/me": dealerMe, "POST /api/inquiry": { status: "ok" } });
    renderAccountPage("/profile?tab=Submit%20Inquiry", signedInDealer);
    const user = userEvent.setup();
    const subject = await screen.findByLabelText("Subject");
    expect(
      within(subject)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose a subject", "Parts Inquiry", "Shipping Inquiry", "Sales Inquiry", "Other Inquiry"]);
    await user.type(screen.getByLabelText("Message"), "Too short");
    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));
    expect(await screen.findByText("Message must be at least 20 characters")).toBeInTheDocument();
    expect(screen.getByText("Please choose a subject")).toBeInTheDocument();

    await user.selectOptions(subject, "Parts Inquiry");
    await user.type(screen.getByLabelText("Message"), " - when is the 1967 Mustang hood back in stock?");
    await solveCaptcha();
    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));
    expect(await screen.findByText("Thank you for your email, Partshop Woodbridge will contact you as soon as possible.")).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/inquiry")).toEqual([
      {
        custno: "D10001",
        user: "D10001",
        type: "dealer",
        subject: "Parts Inquiry",
        message: "Too short - when is the 1967 Mustang hood back in stock?",
        altcha: "test-altcha-payload",
      },
    ]);
    expect(screen.getByLabelText("Message")).toHaveValue("");
  });
});

describe("Logout", () => {
  it("ends the session, clears app state and reloads the page", async () => {
    const reload = vi.spyOn(browserPage, "reload").mockImplementation(() => {});
    const api = stubApi({ "GET /api/me": customerMe, "POST /api/logout": { status: "ok" } });
    renderAccountPage("/profile?tab=Logout", { ...signedInCustomer, cart: [{ id: "F67-HOOD", quantity: 1 }] });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Log out" }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.bodiesOf("POST /api/logout")).toEqual([{}]);
    expect(storedAppState()).toEqual({ user: null, userInfo: null, billingInfo: null, cart: [], orderSono: null, order: null });
  });
});
