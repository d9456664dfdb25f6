// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../../../../domain/i18n/locales";
import { solveCaptcha } from "../../../test-utils/captcha";
import { renderRoutes } from "../../../test-utils/render";
import { anItemDetail, aProduct } from "../../../test-utils/shop-data";
import { failure, stubApi as stubShopApi } from "../../../test-utils/stub-api";
import { Component as ShippingInquiryPage } from "./shipping-inquiry-page";

const hood = aProduct({ model: "Mustang", orderpt: 1, price: 489.95, pricel: 489.95 });

const fastback = {
  singleItem: {
    item: "F67-FASTBACK",
    model: "1967 Mustang Fastback",
    make: "FORD",
    year_model: "1967-1968",
    img_path: "/images/classic/F67-FASTBACK-1.svg",
    price: 24500,
    currency: "USD",
    description: "A complete all-steel body.",
  },
  img_path: ["/images/classic/F67-FASTBACK-1.svg"],
  info: [{ includes: "Body shell", shipping: "LTL freight" }],
};

/** Stubs the catalogue's two known items and an /inquiryOnline that answers with `send()`. */
function stubApi(send: () => unknown = () => ({ status: "ok" })) {
  return stubShopApi({
    "GET /api/item/F67-HOOD": anItemDetail(hood),
    "GET /api/classicBody/F67-FASTBACK": fastback,
    "POST /api/inquiryOnline": () => send(),
  });
}

function renderInquiry(path: string, history: string[] = [], locale?: Locale) {
  return renderRoutes(
    [
      { path: "/", element: <h1>Home</h1> },
      { path: "/all-products/:productId", element: <h1>Product list</h1> },
      { path: "/shipping-inquiry/:productId", Component: ShippingInquiryPage },
    ],
    { path, history, locale },
  ).router;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Name/), "Grace Hopper");
  await user.type(screen.getByLabelText(/Email/), "grace@example.com");
  await user.type(screen.getByLabelText(/Message/), "How much to ship to K1A 0B1?");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Shipping / ETA inquiry page", () => {
  it.each([
    ["?inquiry=shipping", "Shipping Inquiry"],
    ["?inquiry=eta", "ETA Inquiry"],
    ["", "ETA Inquiry"],
    ["?inquiry=anything", "ETA Inquiry"],
  ])("with %j is headed %s", async (search, heading) => {
    stubApi();
    renderInquiry(`/shipping-inquiry/F67-HOOD${search}`);
    expect(screen.getByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByText("1967-1968 Ford Mustang steel hood")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("shows the item's code, description, make and years", async () => {
    stubApi();
    renderInquiry("/shipping-inquiry/F67-HOOD?inquiry=shipping");
    const description = await screen.findByText("1967-1968 Ford Mustang steel hood");
    expect(description.closest("dd")).toHaveTextContent("F67-HOOD - 1967-1968 Ford Mustang steel hood");
    expect(screen.getByText("FORD")).toBeInTheDocument();
    expect(screen.getByText("1967-1968")).toBeInTheDocument();
  });

  it("shows the validation messages and sends nothing", async () => {
    const api = stubApi();
    const user = userEvent.setup();
    renderInquiry("/shipping-inquiry/F67-HOOD?inquiry=shipping");
    await user.type(screen.getByLabelText(/Name/), "G");
    await user.type(screen.getByLabelText(/Email/), "grace@");
    await user.type(screen.getByLabelText(/Message/), "When?");
    await solveCaptcha();
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByText("Name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription("Please enter a valid email address");
    expect(screen.getByLabelText(/Message/)).toHaveAccessibleDescription(/Message must be at least 10 characters/);
    expect(api.bodiesOf("POST /api/inquiryOnline")).toEqual([]);
  });

  it("sends the inquiry, says 'Message sent successfully' and clears the form", async () => {
    let release: (reply: unknown) => void = () => {};
    const api = stubApi(() => new Promise((resolve) => (release = resolve)));
    const user = userEvent.setup();
    renderInquiry("/shipping-inquiry/F67-HOOD?inquiry=shipping");
    await screen.findByText("1967-1968 Ford Mustang steel hood");
    await fillForm(user);
    await solveCaptcha();
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const button = screen.getByRole("button", { name: "Send Message" });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute("aria-busy", "true");
    release({ status: "ok" });

    expect(await screen.findByText("Message sent successfully")).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/inquiryOnline")).toEqual([
      {
        name: "Grace Hopper",
        email: "grace@example.com",
        message: "How much to ship to K1A 0B1?",
        subject: "Shipping inquiry: F67-HOOD",
        item: "F67-HOOD",
        kind: "shipping",
        altcha: "test-altcha-payload",
      },
    ]);
    for (const label of [/Name/, /Email/, /Message/]) expect(screen.getByLabelText(label)).toHaveValue("");
    expect(button).toBeEnabled();
  });

  it("says 'Message failed to send' when the server refuses, and keeps what was typed", async () => {
    stubApi(() => failure(500));
    const user = userEvent.setup();
    renderInquiry("/shipping-inquiry/F67-HOOD?inquiry=eta");
    await fillForm(user);
    await solveCaptcha();
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByText("Message failed to send")).toBeInTheDocument();
    expect(screen.queryByText("Message sent successfully")).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveValue("Grace Hopper");
  });

  it("asks about a classic body model with ?type=model", async () => {
    const api = stubApi();
    const user = userEvent.setup();
    renderInquiry("/shipping-inquiry/F67-FASTBACK?type=model");
    expect(screen.getByRole("heading", { level: 1, name: "Model Inquiry" })).toBeInTheDocument();
    expect(await screen.findByText("1967 Mustang Fastback")).toBeInTheDocument();
    expect(api.calls[0]?.path).toBe("/api/classicBody/F67-FASTBACK");
    await fillForm(user);
    await solveCaptcha();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Message sent successfully")).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/inquiryOnline")[0]).toMatchObject({ subject: "Model inquiry: F67-FASTBACK", item: "F67-FASTBACK", kind: "model" });
  });

  it("says clearly when the item is unknown, and still sends the question about that code", async () => {
    const api = stubApi();
    const user = userEvent.setup();
    renderInquiry("/shipping-inquiry/NO-SUCH-PART?inquiry=eta");
    expect(await screen.findByText("We could not find item NO-SUCH-PART in our catalogue.")).toBeInTheDocument();
    await fillForm(user);
    await solveCaptcha();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Message sent successfully")).toBeInTheDocument();
    const sent = api.bodiesOf("POST /api/inquiryOnline")[0] as Record<string, unknown>;
    expect(sent).toMatchObject({ subject: "ETA inquiry: NO-SUCH-PART", kind: "eta" });
    expect(sent).not.toHaveProperty("item");
  });

  it("goes back to the page it was opened from", async () => {
    stubApi();
    const user = userEvent.setup();
    const fromList = renderInquiry("/shipping-inquiry/F67-HOOD?inquiry=shipping", ["/all-products/FORD"]);
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("heading", { name: "Product list" })).toBeInTheDocument();
    expect(fromList.state.location.pathname).toBe("/all-products/FORD");
  });

  it("goes home from a directly opened inquiry", async () => {
    stubApi();
    const user = userEvent.setup();
    const direct = renderInquiry("/shipping-inquiry/F67-HOOD?inquiry=shipping");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(direct.state.location.pathname).toBe("/");
  });
});

describe("the inquiry page on a French page", () => {
  it("asks in French, and says in French when the item is not in the catalogue", async () => {
    stubShopApi({ "GET /api/item/NOPE-1": failure(404, "Item not found") });
    renderInquiry("/shipping-inquiry/NOPE-1?inquiry=shipping", [], "fr-CA");
    expect(screen.getByRole("heading", { level: 1, name: "Question sur la livraison" })).toBeInTheDocument();
    expect(await screen.findByText("Nous n’avons pas trouvé l’article NOPE-1 dans notre catalogue.")).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Votre question" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Courriel" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Votre message" })).toHaveAccessibleDescription(/^Indiquez votre code postal ou ZIP/);
    expect(screen.getByRole("button", { name: "Envoyer le message" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retour" })).toBeInTheDocument();
  });
});
