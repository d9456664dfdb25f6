// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../../../../domain/i18n/locales";
import { renderRoutes } from "../../../test-utils/render";
import { type RecordedCall, stubApi as stubShopApi } from "../../../test-utils/stub-api";
import { Component as ClassicBodyPage } from "./classic-body-page";
import { Component as ClassicModelsPage } from "./classic-models-page";

const model = (item: string, make: string, name: string, years: string, price: number) => ({
  item,
  model: name,
  make,
  year_model: years,
  img_path: `/images/classic/${item}-1.svg`,
  price,
  currency: "USD" as const,
});

const MODELS: Record<string, ReturnType<typeof model>[]> = {
  FORD: [model("F67-FASTBACK", "FORD", "1967 Mustang Fastback", "1967-1968", 24500), model("F69-MACH1", "FORD", "1969 Mustang Mach 1", "1969-1970", 26995.5)],
  GM: [model("G69-CAMARO", "GM", "1969 Camaro Coupe", "1969", 21900)],
  DODGE: [model("D70-CHALLENGER", "DODGE", "1970 Challenger", "1970", 27800)],
};

const fastbackDetail = {
  singleItem: { ...MODELS.FORD![0]!, description: "A complete all-steel 1967-1968 Mustang fastback body, built under licence." },
  img_path: ["/images/classic/F67-FASTBACK-1.svg", "/images/classic/F67-FASTBACK-2.svg", "/images/classic/F67-FASTBACK-3.svg"],
  info: [
    {
      includes: "Complete body shell\nDoors, hood and trunk lid\nFront fenders",
      shipping: "Ships by LTL freight on a steel cart\nFreight quoted to your address",
    },
  ],
};

/** The classic body calls: each make's models, and one model's details. */
function stubApi() {
  return stubShopApi({
    "GET /api/getClassicModels": ({ query }: RecordedCall) => ({ models: MODELS[query.get("make") ?? ""] ?? [] }),
    "GET /api/classicBody/F67-FASTBACK": fastbackDetail,
  });
}

function renderAt(path: string, locale?: Locale) {
  const { router } = renderRoutes(
    [
      { path: "/classic-body", Component: ClassicBodyPage },
      { path: "/classic-body/:model", Component: ClassicModelsPage },
      { path: "/classic-body/:model/:modelCode", Component: ClassicModelsPage },
      { path: "/shipping-inquiry/:productId", element: <h1>Inquiry</h1> },
    ],
    { path, locale },
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Classic body landing page", () => {
  it("links to the FORD, GM and DODGE models, each pictured by its first model", async () => {
    stubApi();
    renderAt("/classic-body");
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    const ford = await screen.findByRole("link", { name: /Ford 2 models/ });
    expect(ford).toHaveAttribute("href", "/classic-body/FORD");
    expect(ford.querySelector("img")).toHaveAttribute("src", "/images/classic/F67-FASTBACK-1.svg");
    expect(await screen.findByRole("link", { name: /GM 1 model/ })).toHaveAttribute("href", "/classic-body/GM");
    expect(await screen.findByRole("link", { name: /Dodge 1 model/ })).toHaveAttribute("href", "/classic-body/DODGE");
  });

  it("has the licensed, all-steel and time-saving blurbs and the build video with its poster and captions", () => {
    stubApi();
    renderAt("/classic-body");
    expect(screen.getByRole("heading", { name: "Licensed reproductions" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "All steel, all new" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Months of work saved" })).toBeInTheDocument();
    const video = document.querySelector("figure video") as HTMLVideoElement;
    expect(video).toHaveAttribute("controls");
    expect(video).toHaveAttribute("poster", "/media/classic-body-build.jpg");
    expect(video).toHaveAccessibleDescription(/Video: how a reproduction steel body is built/);
    expect(video.querySelector("source")).toHaveAttribute("src", "/media/classic-body-build.mp4");
    expect(video.querySelector('track[kind="captions"]')).toHaveAttribute("src", "/media/classic-body-build.vtt");
  });
});

describe("Classic body models of a make", () => {
  it("lists the make's models with their years and USD prices", async () => {
    const api = stubApi();
    renderAt("/classic-body/FORD");
    const fastback = await screen.findByRole("link", { name: /1967 Mustang Fastback/ });
    expect(fastback).toHaveTextContent("1967-1968");
    expect(fastback).toHaveTextContent("USD 24,500.00");
    expect(fastback).toHaveAttribute("href", "/classic-body/FORD/F67-FASTBACK");
    expect(screen.getByRole("link", { name: /1969 Mustang Mach 1/ })).toHaveTextContent("USD 26,995.50");
    expect(api.callsTo("GET", "/api/getClassicModels").map((call) => call.query.toString())).toContain("make=FORD");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens a model in a dialog with its includes and shipping lines each on their own line", async () => {
    stubApi();
    const user = userEvent.setup();
    const router = renderAt("/classic-body/FORD");
    await user.click(await screen.findByRole("link", { name: /1967 Mustang Fastback/ }));
    expect(router.state.location.pathname).toBe("/classic-body/FORD/F67-FASTBACK");

    const dialog = await screen.findByRole("dialog", { name: "1967 Mustang Fastback" });
    expect(await within(dialog).findByText("USD 24,500.00")).toBeInTheDocument();
    expect(within(dialog).getByText("1967-1968")).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription("A complete all-steel 1967-1968 Mustang fastback body, built under licence.");

    const includes = within(dialog).getByRole("region", { name: "Includes" });
    for (const line of ["Complete body shell", "Doors, hood and trunk lid", "Front fenders"]) expect(within(includes).getByText(line)).toBeInTheDocument();
    expect(includes.querySelectorAll("br")).toHaveLength(2);
    const shipping = within(dialog).getByRole("region", { name: "Shipping" });
    expect(within(shipping).getByText("Ships by LTL freight on a steel cart")).toBeInTheDocument();
    expect(within(shipping).getByText("Freight quoted to your address")).toBeInTheDocument();
    expect(shipping.querySelectorAll("br")).toHaveLength(1);

    expect(within(dialog).getByRole("link", { name: "Email to order" })).toHaveAttribute("href", "/shipping-inquiry/F67-FASTBACK?type=model");
    expect(within(dialog).getByRole("link", { name: "Inquire" })).toHaveAttribute("href", "/shipping-inquiry/F67-FASTBACK?type=model");

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/classic-body/FORD");
    expect(router.state.historyAction).toBe("POP");
  });

  it("opens the dialog on a direct visit, shows the gallery, and closes back to the make's models", async () => {
    stubApi();
    const user = userEvent.setup();
    const router = renderAt("/classic-body/FORD/F67-FASTBACK");
    const dialog = await screen.findByRole("dialog", { name: "1967 Mustang Fastback" });
    expect(within(dialog).getByRole("img", { name: "1967 Mustang Fastback, image 1 of 3" })).toHaveAttribute("src", "/images/classic/F67-FASTBACK-1.svg");
    await user.click(within(dialog).getByRole("button", { name: "Show image 3 of 3" }));
    expect(within(dialog).getByRole("img", { name: "1967 Mustang Fastback, image 3 of 3" })).toHaveAttribute("src", "/images/classic/F67-FASTBACK-3.svg");
    expect(within(dialog).getByRole("button", { name: "Show image 3 of 3" })).toHaveAttribute("aria-pressed", "true");

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/classic-body/FORD");
  });

  it("goes to the model inquiry from Email to order", async () => {
    stubApi();
    const user = userEvent.setup();
    const router = renderAt("/classic-body/FORD/F67-FASTBACK");
    const dialog = await screen.findByRole("dialog", { name: "1967 Mustang Fastback" });
    await user.click(within(dialog).getByRole("link", { name: "Email to order" }));
    expect(await screen.findByRole("heading", { name: "Inquiry" })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/shipping-inquiry/F67-FASTBACK?type=model");
  });

  it("says so when a model is not found", async () => {
    stubApi();
    renderAt("/classic-body/FORD/NOPE");
    const dialog = await screen.findByRole("dialog", { name: "Model not found" });
    expect(dialog).toHaveTextContent("We could not find classic body model NOPE.");
  });

  it("returns to the classic body page with Return to models", async () => {
    stubApi();
    const user = userEvent.setup();
    const router = renderAt("/classic-body/GM");
    expect(await screen.findByRole("link", { name: /1969 Camaro Coupe/ })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Return to models" }));
    expect(router.state.location.pathname).toBe("/classic-body");
  });
});

describe("classic bodies on a French page", () => {
  it("name a make's models and their US dollar prices in French, and open a model's dialog in French", async () => {
    stubApi();
    renderAt("/classic-body/FORD", "fr-CA");
    expect(screen.getByRole("heading", { level: 1, name: "Carrosseries en acier pour Ford classiques" })).toBeInTheDocument();
    expect(await screen.findByText("26 995,50 USD")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: /1967 Mustang Fastback/ }));
    const dialog = await screen.findByRole("dialog", { name: "1967 Mustang Fastback" });
    expect(await within(dialog).findByText("Comprend")).toBeInTheDocument();
    expect(within(dialog).getByText("24 500,00 USD")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Commander par courriel" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Afficher l’image 2 sur 3" })).toBeInTheDocument();
  });

  it("shows the model's description, kit and shipping in the French staff wrote, the English where they wrote none (decision 039)", async () => {
    stubShopApi({
      "GET /api/getClassicModels": ({ query }: RecordedCall) => ({ models: MODELS[query.get("make") ?? ""] ?? [] }),
      "GET /api/classicBody/F67-FASTBACK": {
        ...fastbackDetail,
        singleItem: { ...fastbackDetail.singleItem, description_fr: "Une carrosserie complète de Mustang fastback 1967-1968, tout acier." },
        info: [{ ...fastbackDetail.info[0]!, includes_fr: "Coque complète\nPortières, capot et couvercle de coffre", shipping_fr: "" }],
      },
    });
    renderAt("/classic-body/FORD/F67-FASTBACK", "fr-CA");
    const dialog = await screen.findByRole("dialog", { name: "1967 Mustang Fastback" });
    expect(await within(dialog).findByText("Une carrosserie complète de Mustang fastback 1967-1968, tout acier.")).toBeInTheDocument();
    expect(within(dialog).getByText("Portières, capot et couvercle de coffre")).toBeInTheDocument();
    expect(within(dialog).queryByText("Front fenders")).not.toBeInTheDocument();
    expect(within(dialog).getByText("Ships by LTL freight on a steel cart")).toBeInTheDocument();
  });
});
