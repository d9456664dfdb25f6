// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_STORE } from "../../../../domain/store";
import { solveCaptcha } from "../../../test-utils/captcha";
import { renderRoutes } from "../../../test-utils/render";
import { answer, stubApi as stubShopApi } from "../../../test-utils/stub-api";
import { Component as ContactPage } from "./contact-page";

const THANK_YOU = "Thank you for your email, Partshop Woodbridge will contact you as soon as possible.";

/** Stubs the store's details and POST /api/contact, which answers with `contact()`. */
function stubApi(contact: () => unknown = () => ({ status: "ok" })) {
  return stubShopApi({ "GET /api/store": { ...DEFAULT_STORE, phone: "(905) 555-0199" }, "POST /api/contact": () => contact() });
}

function renderContactPage() {
  return renderRoutes([{ path: "/contact-us", Component: ContactPage }], { path: "/contact-us" }).router;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), "Ada");
  await user.type(screen.getByLabelText(/Last name/), "Lovelace");
  await user.type(screen.getByLabelText(/Email/), "ada@example.com");
  await user.type(screen.getByLabelText(/Subject/), "Mustang hood fitment");
  await user.type(screen.getByLabelText(/Message/), "Does the F67-HOOD fit a 1968 coupe?");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Contact Us page", () => {
  it("shows the store's address, phone, fax, hours and an offline map", async () => {
    stubApi();
    renderContactPage();
    expect(screen.getByRole("heading", { level: 1, name: "Contact Us" })).toBeInTheDocument();
    const phone = await screen.findByRole("link", { name: "(905) 555-0199" });
    expect(phone).toHaveAttribute("href", "tel:+19055550199");
    const address = screen.getAllByText(/100 Example Drive/)[0]!.closest("address")!;
    expect(address).toHaveTextContent("Woodbridge, ON L4L 0A1");
    expect(screen.getByText("(905) 555-0143")).toBeInTheDocument();
    expect(screen.getByText("Mon-Fri 8:30am-5:00pm")).toBeInTheDocument();
    expect(screen.getByText("Saturday by appointment")).toBeInTheDocument();
    const map = screen.getByRole("img", { name: /Map: Partshop Woodbridge, 100 Example Drive, Woodbridge/ });
    expect(map).toHaveAccessibleDescription(/Islington Avenue/);
  });

  it("shows each field's validation message under it and sends nothing", async () => {
    const api = stubApi();
    const user = userEvent.setup();
    renderContactPage();
    await user.type(screen.getByLabelText(/First name/), "A");
    await user.type(screen.getByLabelText(/Last name/), "B");
    await user.type(screen.getByLabelText(/Email/), "not-an-email");
    await user.type(screen.getByLabelText(/Subject/), "Hi there");
    await user.type(screen.getByLabelText(/Message/), "Too short");
    await solveCaptcha();
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const firstName = screen.getByLabelText(/First name/);
    expect(await screen.findByText("First name must be at least 2 characters.")).toBeInTheDocument();
    expect(firstName).toHaveAttribute("aria-invalid", "true");
    expect(firstName).toHaveAccessibleDescription("First name must be at least 2 characters.");
    expect(screen.getByLabelText(/Last name/)).toHaveAccessibleDescription("Last name must be at least 2 characters.");
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription("Please enter a valid email address");
    expect(screen.getByLabelText(/Message/)).toHaveAccessibleDescription(/Message must be at least 20 characters/);
    expect(screen.getByLabelText(/Subject/)).not.toHaveAttribute("aria-invalid");
    expect(firstName).toHaveFocus();
    expect(api.callsTo("POST", "/api/contact")).toEqual([]);
  });

  it("sends {name, email, subject, message}, thanks the sender and clears the form", async () => {
    let release: (reply: unknown) => void = () => {};
    const api = stubApi(() => new Promise((resolve) => (release = resolve)));
    const user = userEvent.setup();
    renderContactPage();
    await fillValidForm(user);
    await solveCaptcha();
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const button = screen.getByRole("button", { name: "Send Message" });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute("aria-busy", "true");
    release({ status: "ok" });

    expect(await screen.findByText(THANK_YOU)).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/contact")).toEqual([
      {
        name: "Ada Lovelace",
        email: "ada@example.com",
        subject: "Mustang hood fitment",
        message: "Does the F67-HOOD fit a 1968 coupe?",
        altcha: "test-altcha-payload",
      },
    ]);
    for (const label of [/First name/, /Last name/, /Email/, /Subject/, /Message/]) expect(screen.getByLabelText(label)).toHaveValue("");
    expect(button).toBeEnabled();
  });

  it("shows the server's message in a toast when sending fails", async () => {
    stubApi(() =>
      answer(400, { error: { code: "INVALID", message: "Please enter a valid email address", fields: { email: "Please enter a valid email address" } } }),
    );
    const user = userEvent.setup();
    renderContactPage();
    await fillValidForm(user);
    await solveCaptcha();
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const toast = await screen.findByRole("alert");
    expect(within(toast).getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.queryByText(THANK_YOU)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue("Ada");
  });
});
