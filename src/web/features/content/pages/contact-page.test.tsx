// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_STORE } from "../../../../domain/store";
import { Providers } from "../../../app/providers";
import { solveCaptcha } from "../../../test-utils/captcha";
import { Component as ContactPage } from "./contact-page";

vi.mock("altcha", () => ({}));

const THANK_YOU = "Thank you for your email, the provider will contact you as soon as possible.";

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** Stubs fetch: GET /api/store answers the default store, POST /api/contact answers with `contact()`. */
function stubApi(contact: () => Promise<Response> | Response = () => json({ status: "ok" })) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === "/api/store") return json({ ...DEFAULT_STORE, phone: "(905) 555-0199" });
      if (url === "/api/contact") return contact();
      return json({ error: { code: "NOT_FOUND", message: "Not found" } }, 404);
    }),
  );
  return calls;
}

function renderContactPage() {
  const router = createMemoryRouter([{ path: "/contact-us", Component: ContactPage }], { initialEntries: ["/contact-us"] });
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
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
    const calls = stubApi();
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
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("sends {name, email, subject, message}, thanks the sender and clears the form", async () => {
    let answer: (response: Response) => void = () => {};
    const calls = stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderContactPage();
    await fillValidForm(user);
    await solveCaptcha();
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const button = screen.getByRole("button", { name: "Send Message" });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute("aria-busy", "true");
    answer(json({ status: "ok" }));

    expect(await screen.findByText(THANK_YOU)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toEqual([
      {
        url: "/api/contact",
        method: "POST",
        body: { name: "Ada Lovelace", email: "ada@example.com", subject: "Mustang hood fitment", message: "Does the F67-HOOD fit a 1968 coupe?", altcha: "test-altcha-payload" },
      },
    ]);
    for (const label of [/First name/, /Last name/, /Email/, /Subject/, /Message/]) expect(screen.getByLabelText(label)).toHaveValue("");
    expect(button).toBeEnabled();
  });

  it("shows the server's message in a toast when sending fails", async () => {
    stubApi(() => json({ error: { code: "INVALID", message: "Please enter a valid email address", fields: { email: "Please enter a valid email address" } } }, 400));
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
