// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminBanner, AdminClassicModel, StoreDetails } from "../../../../domain/contracts/admin-content";
import { DEFAULT_STORE } from "../../../../domain/store";
import { combinedRate, DEFAULT_PROVINCE_TAXES, taxPartsOf } from "../../../../domain/tax";
import { ownerStaff, plainStaff } from "../../../test-utils/console-data";
import { axeViolations, renderRoutes } from "../../../test-utils/render";
import { answer, failure, stubApi } from "../../../test-utils/stub-api";
import { adminRoutes } from "../routes";

beforeEach(() => {
  vi.stubGlobal("scrollTo", () => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderConsole = (path: string) => renderRoutes([{ path: "/", HydrateFallback: () => null, children: adminRoutes }], { path });
const banner = (seq: number, alt: string): AdminBanner => ({
  seq,
  image: `/images/banners/banner-${seq}.png`,
  image_fr: "",
  alt_fr: "",
  link: "/specials",
  alt,
  order: seq,
  active: true,
});
const banners = { rows: [banner(1, "Winter sale"), banner(2, "New hoods"), banner(3, "Free pickup")] };
const store: StoreDetails = { ...DEFAULT_STORE, trackingUrlTemplate: "" };
const taxRates = { rates: DEFAULT_PROVINCE_TAXES.map((row) => ({ ...row, rate: combinedRate(taxPartsOf(row)) })) };
const shippingRates = {
  rates: [
    { zone: "ON" as const, upToKg: 5, price: 15, days: 2 },
    { zone: "ON" as const, upToKg: null, price: 2.5, days: 2 },
  ],
};
const owner = {
  "GET /api/admin/me": { staff: ownerStaff },
  "GET /api/admin/banners": banners,
  "GET /api/admin/settings/store": store,
  "GET /api/admin/settings/tax-rates": taxRates,
  "GET /api/admin/settings/shipping-rates": shippingRates,
};

describe("/admin/content: banners", () => {
  it("adds a banner by uploading its picture, then creating it with the picture's address", async () => {
    const api = stubApi({
      ...owner,
      "POST /api/admin/uploads/banners/banner-spring-sale": { url: "/images/banners/banner-spring-sale.png", size: 10, sha256: "b".repeat(64) },
      "POST /api/admin/uploads/banners/banner-fr-soldes": { url: "/images/banners/banner-fr-soldes.png", size: 10, sha256: "c".repeat(64) },
      "POST /api/admin/banners": { ...banner(4, "Spring sale"), image: "/images/banners/banner-spring-sale.png" },
    });
    renderConsole("/admin/content");
    // The first test of the file waits for the console and its Content chunk to be transformed, which takes long on two busy cores.
    const table = await screen.findByRole("region", { name: "Banners" }, { timeout: 25_000 });
    expect(
      within(table)
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt")),
    ).toEqual(["Winter sale", "New hoods", "Free pickup"]);
    expect(await axeViolations()).toEqual([]);
    await userEvent.upload(screen.getByLabelText("Banner picture"), new File(["png"], "spring sale.png", { type: "image/png" }));
    await userEvent.type(screen.getByLabelText("Link"), "/specials");
    await userEvent.type(screen.getByLabelText("Alt text"), "Spring sale");
    await userEvent.upload(screen.getByLabelText("French picture (optional)"), new File(["png"], "soldes.png", { type: "image/png" }));
    await userEvent.type(screen.getByLabelText("Alt text (French)"), "Soldes de printemps");
    await userEvent.click(screen.getByRole("button", { name: "Add banner" }));
    expect(await screen.findByText("Banner 4 is added and shown on the home page.")).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/admin/banners")).toEqual([
      {
        image: "/images/banners/banner-spring-sale.png",
        link: "/specials",
        alt: "Spring sale",
        image_fr: "/images/banners/banner-fr-soldes.png",
        alt_fr: "Soldes de printemps",
      },
    ]);
  });

  it("shows a refused upload and creates nothing", async () => {
    const api = stubApi({
      ...owner,
      "POST /api/admin/uploads/banners/banner-notes": failure(415, "Upload a JPEG, PNG or WebP picture.", "UNSUPPORTED_MEDIA_TYPE"),
    });
    renderConsole("/admin/content");
    await userEvent.upload(await screen.findByLabelText("Banner picture"), new File(["%PDF"], "notes.png", { type: "image/png" }));
    await userEvent.type(screen.getByLabelText("Link"), "/specials");
    await userEvent.type(screen.getByLabelText("Alt text"), "Notes");
    await userEvent.click(screen.getByRole("button", { name: "Add banner" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Upload a JPEG, PNG or WebP picture.");
    expect(api.callsTo("POST", "/api/admin/banners")).toHaveLength(0);
    expect(screen.queryByText(/is added/)).toBeNull();
  });

  it("asks for the picture, the link and the alt text before uploading anything", async () => {
    const api = stubApi(owner);
    renderConsole("/admin/content");
    await userEvent.type(await screen.findByLabelText("Link"), "specials");
    await userEvent.click(screen.getByRole("button", { name: "Add banner" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Nothing was saved: 3 fields need fixing.");
    expect(screen.getByLabelText("Banner picture")).toHaveAccessibleDescription(expect.stringContaining("Choose the banner's picture."));
    expect(screen.getByLabelText("Link")).toHaveAccessibleDescription(
      expect.stringContaining("Link must be a page of the shop (like /specials) or an https:// address"),
    );
    expect(screen.getByLabelText("Alt text")).toHaveAttribute("aria-invalid", "true");
    expect(api.calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("shows the server's refusal of an edited banner on the field it names", async () => {
    stubApi({
      ...owner,
      "POST /api/admin/banners/2": answer(400, {
        error: { code: "INVALID", message: "alt: Alt text must be at most 200 characters", fields: { alt: "Alt text must be at most 200 characters" } },
      }),
    });
    renderConsole("/admin/content");
    await userEvent.click(await screen.findByRole("button", { name: "Edit banner 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit banner 2" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save banner" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Alt text must be at most 200 characters");
    expect(within(dialog).getByLabelText("Alt text")).toHaveAccessibleDescription("Alt text must be at most 200 characters");
    expect(screen.queryByText(/is saved/)).toBeNull();
  });

  it("moves a banner down, edits its alt text and deletes one after asking", async () => {
    const api = stubApi({
      ...owner,
      "POST /api/admin/banners/order": { status: "ok" },
      "POST /api/admin/banners/2": { ...banner(2, "New steel hoods") },
      "POST /api/admin/banners/3/delete": { status: "ok" },
    });
    renderConsole("/admin/content");
    await userEvent.click(await screen.findByRole("button", { name: "Move banner 1 down" }));
    expect(await screen.findByText("Banner 1 is moved down.")).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/admin/banners/order")).toEqual([{ seqs: [2, 1, 3] }]);

    await userEvent.click(screen.getByRole("button", { name: "Edit banner 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit banner 2" });
    const alt = within(dialog).getByLabelText("Alt text");
    await userEvent.clear(alt);
    await userEvent.type(alt, "New steel hoods");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save banner" }));
    expect(await screen.findByText("Banner 2 is saved.")).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/admin/banners/2")).toEqual([
      { image: "/images/banners/banner-2.png", link: "/specials", alt: "New steel hoods", image_fr: "", alt_fr: "", order: 2, active: true },
    ]);

    await userEvent.click(screen.getByRole("button", { name: "Delete banner 3" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete banner 3" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete banner" }));
    expect(await screen.findByText("Banner 3 is deleted.")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/admin/banners/3/delete")).toHaveLength(1);
  });
});

describe("/admin/content: catalogues and classic models", () => {
  it("adds a catalogue by uploading its PDF and shows the server's refusal of a short title", async () => {
    const api = stubApi({
      ...owner,
      "GET /api/admin/catalogs": { rows: [] },
      "POST /api/admin/uploads/catalogs/mustang-2026": { url: "/files/catalogs/mustang-2026.pdf", size: 10, sha256: "c".repeat(64) },
      "POST /api/admin/catalogs": (call: { body: unknown }) =>
        (call.body as { title: string }).title.length < 3
          ? answer(400, {
              error: { code: "INVALID", message: "title: Title must be at least 3 characters", fields: { title: "Title must be at least 3 characters" } },
            })
          : { id: 5, name: "mustang-2026.pdf", title: "Mustang 2026", title_fr: "", file: "/files/catalogs/mustang-2026.pdf", order: 5 },
    });
    renderConsole("/admin/content?tab=Catalogues");
    expect(await screen.findByText("There are no catalogues yet.")).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText("Catalogue PDF"), new File(["%PDF"], "mustang-2026.pdf", { type: "application/pdf" }));
    await userEvent.type(screen.getByLabelText("Title"), "Mu");
    await userEvent.click(screen.getByRole("button", { name: "Add catalogue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Title must be at least 3 characters");
    expect(screen.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(screen.getByLabelText("Title"), "stang 2026");
    await userEvent.click(screen.getByRole("button", { name: "Add catalogue" }));
    expect(await screen.findByText('The catalogue "Mustang 2026" is added to the Catalog page.')).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/admin/catalogs").at(-1)).toEqual({ title: "Mustang 2026", title_fr: "", file: "/files/catalogs/mustang-2026.pdf" });
    expect(await axeViolations()).toEqual([]);
  });

  it("adds a classic body model with every field", async () => {
    const saved: AdminClassicModel = {
      item: "CB-6768",
      make: "FORD",
      model: "Mustang Fastback",
      years: "1967-1968",
      description: "Steel body",
      images: ["/images/classic/cb-6768.jpg"],
      includes: "Doors\nHood",
      shipping: "By freight",
      descriptionFr: "Carrosserie en acier",
      includesFr: "",
      shippingFr: "",
      priceUsd: 18500,
      order: 1,
    };
    const api = stubApi({ ...owner, "GET /api/admin/classic-models": { rows: [] }, "POST /api/admin/classic-models": saved });
    renderConsole("/admin/content?tab=Classic%20models");
    await userEvent.click(await screen.findByRole("button", { name: "New model" }));
    const dialog = await screen.findByRole("dialog", { name: "New classic body model" });
    await userEvent.type(within(dialog).getByLabelText("Code"), "CB-6768");
    await userEvent.type(within(dialog).getByLabelText("Make"), "ford");
    await userEvent.type(within(dialog).getByLabelText("Model"), "Mustang Fastback");
    await userEvent.type(within(dialog).getByLabelText("Years"), "1967-1968");
    await userEvent.type(within(dialog).getByLabelText("Price (USD)"), "18500");
    await userEvent.type(within(dialog).getByLabelText("Description"), "Steel body");
    await userEvent.type(within(dialog).getByLabelText("Description (French)"), "Carrosserie en acier");
    await userEvent.type(within(dialog).getByLabelText("Includes"), "Doors{enter}Hood");
    await userEvent.type(within(dialog).getByLabelText("Shipping"), "By freight");
    await userEvent.type(within(dialog).getByLabelText("Pictures"), "/images/classic/cb-6768.jpg");
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Add model" }));
    expect(await screen.findByText("The FORD Mustang Fastback (CB-6768) is added.")).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/admin/classic-models")).toEqual([
      {
        item: "CB-6768",
        make: "ford",
        model: "Mustang Fastback",
        years: "1967-1968",
        description: "Steel body",
        images: ["/images/classic/cb-6768.jpg"],
        includes: "Doors\nHood",
        shipping: "By freight",
        descriptionFr: "Carrosserie en acier",
        includesFr: "",
        shippingFr: "",
        priceUsd: 18500,
      },
    ]);
  });
});

describe("/admin/content: the build video", () => {
  it("uploads the shop's own captions in place of the shipped ones, and goes back to the shipped video", async () => {
    const api = stubApi({
      ...owner,
      "GET /api/admin/classic-models": { rows: [] },
      "POST /api/admin/uploads/media/classic-body-build.vtt": { url: "/media/classic-body-build.vtt", size: 30, sha256: "c".repeat(64) },
      "POST /api/admin/uploads/media/classic-body-build.mp4/reset": { status: "ok", removed: true },
    });
    renderConsole("/admin/content?tab=Classic%20models");
    const panel = await screen.findByRole("region", { name: "Classic Body build video" });
    await userEvent.upload(within(panel).getByLabelText("Captions (WebVTT)"), new File(["WEBVTT\n"], "captions.vtt", { type: "text/vtt" }));
    expect(await within(panel).findByText("Your captions are saved: the Classic Body page uses them now.")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/admin/uploads/media/classic-body-build.vtt")).toHaveLength(1);
    await userEvent.click(within(panel).getByRole("button", { name: "Use the shop's own video" }));
    expect(await within(panel).findByText("The shop's own video is back.")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("/admin/content: store settings", () => {
  it("shows Store settings to owners only", async () => {
    stubApi({ "GET /api/admin/me": { staff: plainStaff }, "GET /api/admin/banners": banners });
    renderConsole("/admin/content?tab=Store%20settings");
    const tabs = await screen.findByRole("tablist", { name: "Content" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Banners", "Catalogues", "Classic models", "Search words"]);
    expect(screen.getByRole("tab", { name: "Banners" })).toHaveAttribute("aria-selected", "true");
  });

  it("saves the store's phone and reports the details as saved", async () => {
    const api = stubApi({ ...owner, "PUT /api/admin/settings/store": (call: { body: unknown }) => call.body });
    renderConsole("/admin/content?tab=Store%20settings");
    const phone = await screen.findByLabelText("Phone");
    expect(await axeViolations()).toEqual([]);
    await userEvent.clear(phone);
    await userEvent.type(phone, "(905) 555-0199");
    await userEvent.click(screen.getByRole("button", { name: "Save store details" }));
    expect(
      await screen.findByText("The store's details are saved: Partshop Woodbridge, (905) 555-0199. Shoppers, mails and documents use them at once."),
    ).toBeInTheDocument();
    expect(api.bodiesOf("PUT /api/admin/settings/store")).toEqual([{ ...store, phone: "(905) 555-0199" }]);
  });

  it("shows the server's refusal when the store settings are not the caller's to change", async () => {
    stubApi({ ...owner, "PUT /api/admin/settings/store": failure(403, "Only the store's owners can do this.", "FORBIDDEN") });
    renderConsole("/admin/content?tab=Store%20settings");
    await userEvent.click(await screen.findByRole("button", { name: "Save store details" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only the store's owners can do this.");
    expect(screen.queryByText(/details are saved/)).toBeNull();
  });

  it("shows the server's refusal of a rate in the cell it names, and checks a typed rate before sending", async () => {
    const first = DEFAULT_PROVINCE_TAXES[0]!.province;
    const api = stubApi({
      ...owner,
      "PUT /api/admin/settings/tax-rates": answer(400, {
        error: {
          code: "INVALID",
          message: `rates.0.federal: ${first}: the rate changed meanwhile`,
          fields: { "rates.0.federal": `${first}: the rate changed meanwhile` },
        },
      }),
    });
    renderConsole("/admin/content?tab=Store%20settings");
    await userEvent.click(await screen.findByRole("button", { name: "Save tax rates" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(`${first}: the rate changed meanwhile`);
    expect(screen.getByLabelText(`Federal rate, ${first}`)).toHaveAccessibleDescription(`${first}: the rate changed meanwhile`);

    await userEvent.clear(screen.getByLabelText(`Federal rate, ${first}`));
    await userEvent.type(screen.getByLabelText(`Federal rate, ${first}`), "fifty");
    await userEvent.click(screen.getByRole("button", { name: "Save tax rates" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Nothing was saved: one field needs fixing. Federal rate must be a number.");
    expect(api.callsTo("PUT", "/api/admin/settings/tax-rates")).toHaveLength(1);
  });

  it("saves tax rates as fractions by kind and part, and edits the shipping table row by row", async () => {
    const api = stubApi({
      ...owner,
      "PUT /api/admin/settings/tax-rates": (call: { body: unknown }) => call.body,
      "PUT /api/admin/settings/shipping-rates": (call: { body: unknown }) =>
        (call.body as typeof shippingRates).rates.length === 3
          ? answer(400, {
              error: {
                code: "INVALID",
                message: "rates.2.upToKg: ON has more than one price per kilogram.",
                fields: { "rates.2.upToKg": "ON has more than one price per kilogram." },
              },
            })
          : call.body,
    });
    renderConsole("/admin/content?tab=Store%20settings");
    const quebec = await screen.findByLabelText("Provincial rate, QC");
    expect(quebec).toHaveValue("9.975");
    expect(screen.getByRole("row", { name: /QC/ })).toHaveTextContent("GST 5% + QST 9.975%");
    await userEvent.clear(screen.getByLabelText("Federal rate, NS"));
    await userEvent.type(screen.getByLabelText("Federal rate, NS"), "14");
    await userEvent.selectOptions(screen.getByLabelText("Kind, AB"), "GST+PST");
    await userEvent.clear(screen.getByLabelText("Provincial rate, AB"));
    await userEvent.type(screen.getByLabelText("Provincial rate, AB"), "2");
    await userEvent.click(screen.getByRole("button", { name: "Save tax rates" }));
    expect(await screen.findByText("The tax rates are saved. The next checkout uses them.")).toBeInTheDocument();
    const [taxes] = api.bodiesOf("PUT /api/admin/settings/tax-rates") as { rates: { province: string; kind: string; federal: number; provincial: number }[] }[];
    expect(taxes!.rates.find((row) => row.province === "NS")).toEqual({ province: "NS", kind: "HST", federal: 0.14, provincial: 0 });
    expect(taxes!.rates.find((row) => row.province === "QC")).toEqual({ province: "QC", kind: "GST+QST", federal: 0.05, provincial: 0.09975 });
    expect(taxes!.rates.find((row) => row.province === "AB")).toEqual({ province: "AB", kind: "GST+PST", federal: 0.05, provincial: 0.02 });

    await userEvent.click(screen.getByRole("button", { name: "Add a row" }));
    await userEvent.type(screen.getByLabelText("Price, row 3"), "3");
    await userEvent.type(screen.getByLabelText("Days, row 3"), "2");
    await userEvent.click(screen.getByRole("button", { name: "Save shipping rates" }));
    expect(await screen.findByText("ON has more than one price per kilogram.", { selector: "span" })).toBeInTheDocument();
    expect(screen.getByLabelText("Up to kg, row 3")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText(/shipping table is saved/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Remove row 3" }));
    const price = screen.getByLabelText("Price, row 1");
    await userEvent.clear(price);
    await userEvent.type(price, "16.5");
    await userEvent.click(screen.getByRole("button", { name: "Save shipping rates" }));
    expect(await screen.findByText("The shipping table is saved with 2 rows. The next checkout prices parcels by it.")).toBeInTheDocument();
    await waitFor(() =>
      expect(api.bodiesOf("PUT /api/admin/settings/shipping-rates").at(-1)).toEqual({
        rates: [{ ...shippingRates.rates[0], price: 16.5 }, shippingRates.rates[1]],
      }),
    );
  });
});
