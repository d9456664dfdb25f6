// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storedAppState } from "../../../test-utils/render";
import {
  customerBilling,
  customerInfo,
  customerUser,
  dealerBuyerUser,
  dealerDetails,
  dealerInfo,
  dealerUser,
  signedInCustomer,
} from "../../../test-utils/shop-data";
import { answer, stubApi } from "../../../test-utils/stub-api";
import { renderAccountPage } from "../test-support";

afterEach(() => vi.unstubAllGlobals());

const unauthorized = answer(401, { error: { code: "UNAUTHORIZED", message: "Login failed. Please check your credentials." } });

async function signInWith(login: string, password: string, options: { remember?: boolean } = {}) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Dealer ID or Email"), login);
  if (options.remember) await user.click(screen.getByLabelText("Remember me"));
  await user.type(screen.getByLabelText("Password"), `${password}{Enter}`);
}

describe("/sign-in", () => {
  it("shows the welcome text, the links and the dealer line from the store's details", async () => {
    stubApi({ "GET /api/store": { ...(await import("../../../../domain/store")).DEFAULT_STORE, dealerLine: "(905) 555-0199" } });
    renderAccountPage("/sign-in");
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    expect(screen.getByText(/Welcome back!/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Forgot password" })).toHaveAttribute("href", "/forgetpassword");
    expect(screen.getByRole("link", { name: "Register and join now" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "(905) 555-0199" })).toHaveAttribute("href", "tel:+19055550199");
    expect(screen.getByText(/lost your login details/)).toBeInTheDocument();
  });

  it("signs a customer with a complete profile in, stores user, userInfo and billing, and goes home (Enter submits)", async () => {
    const api = stubApi({ "POST /api/loginCustomer": { user: customerUser, userInfo: customerInfo, billing: customerBilling } });
    renderAccountPage("/sign-in");
    await signInWith("ada@example.com", "Shopper123", { remember: true });
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/loginCustomer")).toEqual([{ email: "ada@example.com", password: "Shopper123", remmemberMe: true }]);
    expect(api.bodiesOf("POST /api/loginDealer")).toEqual([]);
    const saved = storedAppState();
    expect(saved.user).toEqual(customerUser);
    expect(saved.userInfo).toEqual(customerInfo);
    expect(saved.billingInfo).toEqual(customerBilling);
  });

  it("says why a visitor's Add to Cart needs sign-in, and takes them back to the part afterwards", async () => {
    stubApi({ "POST /api/loginCustomer": { user: customerUser, userInfo: customerInfo, billing: customerBilling } });
    const { router } = renderAccountPage(`/sign-in?reason=cart&next=${encodeURIComponent("/all-products/FORD/F67-HOOD")}`);
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Please sign in to add parts to your cart. The part you chose is kept, and you will be taken back to it after signing in.",
    );
    await signInWith("ada@example.com", "Shopper123");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/all-products/FORD/F67-HOOD"));
  });

  it("never follows a way back that leaves the shop", async () => {
    stubApi({ "POST /api/loginCustomer": { user: customerUser, userInfo: customerInfo, billing: customerBilling } });
    renderAccountPage(`/sign-in?reason=cart&next=${encodeURIComponent("//evil.example/")}`);
    await signInWith("ada@example.com", "Shopper123");
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
  });

  it("sends a customer without userInfo and billing to /customer-info", async () => {
    stubApi({ "POST /api/loginCustomer": { user: customerUser, userInfo: null, billing: null } });
    renderAccountPage("/sign-in");
    await signInWith("ada@example.com", "Shopper123");
    expect(await screen.findByRole("heading", { level: 1, name: "Almost there..." })).toBeInTheDocument();
    expect(storedAppState().user).toEqual(customerUser);
    expect(storedAppState().userInfo).toBeNull();
  });

  it("tries the dealer sign-in when the customer sign-in fails, and stores the dealer and dealerInfo", async () => {
    const api = stubApi({
      "POST /api/loginCustomer": unauthorized,
      "POST /api/loginDealer": { dealer: dealerUser, dealerInfo },
    });
    renderAccountPage("/sign-in");
    await signInWith("D10001", "Dealer123");
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/loginCustomer")).toEqual([{ email: "D10001", password: "Dealer123", remmemberMe: false }]);
    expect(api.bodiesOf("POST /api/loginDealer")).toEqual([{ account: "D10001", password: "Dealer123", remmemberMe: false }]);
    expect(storedAppState().user).toEqual(dealerUser);
    expect(storedAppState().userInfo).toEqual(dealerInfo);
  });

  it("signs a dealer's buyer in with their e-mail through the dealer sign-in, and keeps who they are (decision 041)", async () => {
    const api = stubApi({ "POST /api/loginCustomer": unauthorized, "POST /api/loginDealer": { dealer: dealerBuyerUser, dealerInfo } });
    renderAccountPage("/sign-in");
    await signInWith("bea@democollision.example", "Buyer12345");
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/loginDealer")).toEqual([{ account: "bea@democollision.example", password: "Buyer12345", remmemberMe: false }]);
    expect(storedAppState().user).toEqual(dealerBuyerUser);
  });

  it.each([
    ["an empty answer", {}],
    ["an array", []],
  ] as const)("tries the dealer sign-in when the customer sign-in answers %s", async (_name, reply) => {
    const api = stubApi({ "POST /api/loginCustomer": reply, "POST /api/loginDealer": { dealer: dealerUser, dealerInfo } });
    renderAccountPage("/sign-in");
    await signInWith("D10001", "Dealer123");
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/loginDealer")).toHaveLength(1);
  });

  it("shows a dealer answer that is a string as an error toast and stays signed out", async () => {
    stubApi({ "POST /api/loginCustomer": unauthorized, "POST /api/loginDealer": { dealer: "Your dealer account is on hold. Please call the store." } });
    renderAccountPage("/sign-in");
    await signInWith("D10001", "Dealer123");
    expect(await screen.findByText("Your dealer account is on hold. Please call the store.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    expect(storedAppState().user).toBeNull();
  });

  it("shows 'Login failed. Please check your credentials.' when both sign-ins fail", async () => {
    stubApi({ "POST /api/loginCustomer": unauthorized, "POST /api/loginDealer": unauthorized });
    renderAccountPage("/sign-in");
    await signInWith("nobody@example.com", "wrong-password");
    expect(await screen.findByText("Login failed. Please check your credentials.")).toBeInTheDocument();
    expect(storedAppState().user).toBeNull();
  });

  it("shows the server's message when sign-in is rate limited", async () => {
    const limited = answer(429, { error: { code: "RATE_LIMITED", message: "Too many sign-in attempts. Please wait 15 minutes and try again." } });
    stubApi({ "POST /api/loginCustomer": limited, "POST /api/loginDealer": limited });
    renderAccountPage("/sign-in");
    await signInWith("ada@example.com", "wrong-password");
    expect(await screen.findByText("Too many sign-in attempts. Please wait 15 minutes and try again.")).toBeInTheDocument();
  });

  it("checks the fields before calling the server", async () => {
    const api = stubApi();
    renderAccountPage("/sign-in");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Please enter your dealer ID or email")).toBeInTheDocument();
    expect(screen.getByText("Please enter your password")).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Please enter your password");
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("keeps a sign-in that finishes before the page's first /api/me answer", async () => {
    let answerMe: (reply: unknown) => void = () => {};
    const api = stubApi({
      "GET /api/me": () => new Promise((resolve) => (answerMe = resolve)),
      "POST /api/loginCustomer": { user: customerUser, userInfo: customerInfo, billing: customerBilling },
    });
    renderAccountPage("/sign-in");
    await signInWith("ada@example.com", "Shopper123");
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain("GET /api/me");
    answerMe({ kind: "anonymous" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(storedAppState().user).toEqual(customerUser);
  });

  it("sends a signed-in user to /profile", async () => {
    stubApi({ "GET /api/me": { kind: "customer", ...signedInCustomerReply() }, "POST /api/userDetails": signedInCustomerReply() });
    renderAccountPage("/sign-in", signedInCustomer);
    expect(await screen.findByRole("heading", { level: 1, name: "My Account" })).toBeInTheDocument();
  });

  it("sends a signed-in dealer to /profile", async () => {
    stubApi({ "GET /api/me": { kind: "dealer", dealer: dealerUser, dealerInfo }, "POST /api/userDetails": dealerDetails });
    renderAccountPage("/sign-in", { user: dealerUser, userInfo: dealerInfo });
    expect(await screen.findByRole("heading", { level: 2, name: "Dealer Profile" })).toBeInTheDocument();
  });
});

function signedInCustomerReply() {
  return { user: customerUser, userInfo: customerInfo, billing: customerBilling };
}
