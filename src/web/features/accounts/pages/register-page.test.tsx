// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { solveCaptcha } from "../../../test-utils/captcha";
import { storedAppState } from "../../../test-utils/render";
import { customerUser } from "../../../test-utils/shop-data";
import { answer, stubApi } from "../../../test-utils/stub-api";
import { renderAccountPage } from "../test-support";

afterEach(() => vi.unstubAllGlobals());

const PASSWORD_RULE = "Your password must be a minimum of 8 characters and include at least one number and english character.";

async function fill(values: { firstName?: string; lastName?: string; email?: string; password?: string; confirmPassword?: string }) {
  const user = userEvent.setup();
  if (values.firstName) await user.type(await screen.findByLabelText("First name"), values.firstName);
  if (values.lastName) await user.type(screen.getByLabelText("Last name"), values.lastName);
  if (values.email) await user.type(screen.getByLabelText("Email"), values.email);
  if (values.password) await user.type(screen.getByLabelText("Password"), values.password);
  if (values.confirmPassword) await user.type(screen.getByLabelText("Confirm password"), values.confirmPassword);
  return user;
}

describe("/register", () => {
  it("shows the spec's validation messages word for word and sends nothing", async () => {
    const api = stubApi();
    renderAccountPage("/register");
    const user = await fill({ firstName: "A", lastName: "L", email: "ada@", password: "password", confirmPassword: "Passw0rd1" });
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("First name must be at least 2 characters.")).toBeInTheDocument();
    expect(screen.getByText("Last name must be at least 2 characters.")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(expect.stringContaining(PASSWORD_RULE));
    expect(screen.getByLabelText("Confirm password")).toHaveAccessibleDescription("Passwords do not match.");
    expect(screen.getByLabelText("First name")).toHaveAttribute("aria-invalid", "true");
    expect(api.callsTo("POST", "/api/newCustomer")).toEqual([]);
  });

  it("registers with the captcha payload, stores the user and goes to /customer-info", async () => {
    const api = stubApi({ "POST /api/newCustomer": { user: customerUser } });
    renderAccountPage("/register");
    const user = await fill({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", password: "Engine42", confirmPassword: "Engine42" });
    await user.click(screen.getByLabelText("I agree to receive updates on offers, promotions and deals"));
    await solveCaptcha();
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Almost there..." })).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/newCustomer")).toEqual([
      { firstname: "Ada", lastname: "Lovelace", email: "ada@example.com", password: "Engine42", checked: true, altcha: "test-altcha-payload" },
    ]);
    expect(storedAppState().user).toEqual(customerUser);
    expect(screen.getByLabelText("First name")).toHaveValue("Ada");
  });

  it("waits for the captcha before sending", async () => {
    const api = stubApi();
    renderAccountPage("/register");
    const user = await fill({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", password: "Engine42", confirmPassword: "Engine42" });
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please wait a moment while we check that you are not a robot, then try again.");
    expect(api.bodiesOf("POST /api/newCustomer")).toEqual([]);
  });

  it("tells a person whose e-mail is taken, in the server's words", async () => {
    const taken = "An account with this e-mail address already exists. Please sign in or reset your password.";
    stubApi({ "POST /api/newCustomer": answer(409, { error: { code: "CONFLICT", message: taken } }) });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderAccountPage("/register");
    const user = await fill({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", password: "Engine42", confirmPassword: "Engine42" });
    await solveCaptcha();
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Create your account" })).toBeInTheDocument();
    expect(storedAppState().user).toBeNull();
  });

  it("links back to sign-in and to the terms", async () => {
    stubApi();
    renderAccountPage("/register");
    expect(await screen.findByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in");
    expect(screen.getByRole("link", { name: "terms and conditions" })).toHaveAttribute("href", "/privacy-policy");
  });
});
