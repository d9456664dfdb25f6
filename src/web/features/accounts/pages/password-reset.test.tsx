// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { solveCaptcha } from "../../../test-utils/captcha";
import { answer, stubApi } from "../../../test-utils/stub-api";
import { renderAccountPage } from "../test-support";

afterEach(() => vi.unstubAllGlobals());

const RECEIVED =
  "Your request for a new password has been received. Please check your email and click the link sent to you to reset your password. If you do not see our email please check your junk, spam or social folders";

describe("/forgetpassword", () => {
  it("checks the e-mail, then sends it with the captcha and shows the spec's text", async () => {
    const api = stubApi({ "POST /api/forgotPassword": { status: "good" } });
    renderAccountPage("/forgetpassword");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "ada@");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "example.com");
    await solveCaptcha();
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText(RECEIVED)).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/forgotPassword")).toEqual([{ email: "ada@example.com", altcha: "test-altcha-payload" }]);
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/sign-in");
  });

  it("says 'Something went wrong, please try again later' when the request fails", async () => {
    stubApi({ "POST /api/forgotPassword": answer(503, { error: { code: "UNAVAILABLE", message: "Mail is down" } }) });
    renderAccountPage("/forgetpassword");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await solveCaptcha();
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Something went wrong, please try again later")).toBeInTheDocument();
  });
});

describe("/reset-password", () => {
  it("sets the new password with the mailed token and links to sign-in", async () => {
    const api = stubApi({ "POST /api/resetPasswordWithToken": { status: "ok" } });
    renderAccountPage("/reset-password?token=abc123");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("New password"), "Garage2024");
    await user.type(screen.getByLabelText("Confirm new password"), "Garage2025");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByText("Passwords do not match.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Confirm new password"));
    await user.type(screen.getByLabelText("Confirm new password"), "Garage2024");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in");
    expect(api.bodiesOf("POST /api/resetPasswordWithToken")).toEqual([{ token: "abc123", password: "Garage2024", confirmPassword: "Garage2024" }]);
  });

  it("shows the server's message for an expired link", async () => {
    const expired = "This reset link has expired or was already used. Please request a new one.";
    stubApi({ "POST /api/resetPasswordWithToken": answer(400, { error: { code: "INVALID", message: expired } }) });
    renderAccountPage("/reset-password?token=old");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("New password"), "Garage2024");
    await user.type(screen.getByLabelText("Confirm new password"), "Garage2024");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(expired);
    expect(screen.getByRole("link", { name: "Request a new reset link" })).toHaveAttribute("href", "/forgetpassword");
  });

  it("explains a link without a token", async () => {
    stubApi();
    renderAccountPage("/reset-password");
    expect(await screen.findByText(/This reset link is incomplete/)).toBeInTheDocument();
  });
});
