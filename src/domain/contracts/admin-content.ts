import { z } from "zod";
import { SHIPPING_MAX_BAND_KG, SHIPPING_MAX_DAYS, SHIPPING_ZONES, shippingTableProblems } from "../shipping";
import { combinedRate, type ProvinceTax, provinceTaxProblem, TAX_KINDS, TAX_PROVINCES } from "../tax";
import { FIRST_MODEL_YEAR } from "../years";
import { itemCode, MAX_ROW_ID, makeName, multiLineText, wholeNumber } from "./common";
import { formFor, textBoxes, textLines, typedNumber, typedNumberOrNull } from "./form-bodies";

// The console's Content: banners, catalogue PDFs, classic body models and (owners only) the store's settings.

/** A banner's, catalogue's or model's place in its list: smaller first. */
const displayOrder = z
  .number({ error: "Order must be a whole number" })
  .int("Order must be a whole number")
  .min(0, "Order must be 0 or more")
  .max(10_000, "Order must be at most 10000");

/** A file the console uploaded (POST /api/admin/uploads/...), or one the shop drew, by its address. */
const uploadedFile = (folder: string, extensions: string, message: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^${folder}/[A-Za-z0-9][A-Za-z0-9._-]{0,79}\\.(${extensions})$`), message)
    .refine((path) => !path.includes(".."), message);

const bannerImage = uploadedFile("/images/banners", "jpg|png|webp|svg", "Choose a picture uploaded for banners (/images/banners/...)");
const catalogueFile = uploadedFile("/files/catalogs", "pdf", "Choose a PDF uploaded for catalogues (/files/catalogs/....pdf)");
const classicImage = uploadedFile("/images/classic", "jpg|png|webp|svg", "Choose pictures uploaded for classic body models (/images/classic/...)");

/** What an upload (POST /api/admin/uploads/{parts|banners|classic|catalogs}/:name) answers: the file's address, size and SHA-256. */
export const storedUpload = z.object({ url: z.string(), size: z.number().int(), sha256: z.string() });
export type StoredUpload = z.infer<typeof storedUpload>;

/** Where a banner leads: a page of the shop ("/specials") or an https address. */
const bannerLink = z
  .string()
  .trim()
  .min(1, "Give the page the banner opens")
  .max(500, "Link must be at most 500 characters")
  .regex(/^(\/(?!\/)\S*|https:\/\/[^\s/]+\S*)$/, "Link must be a page of the shop (like /specials) or an https:// address");

/** A banner id in a path. */
export const bannerParams = z.object({ seq: wholeNumber("Banner").pipe(z.number().min(1, "No such banner").max(MAX_ROW_ID, "No such banner")) });

/** POST /api/admin/banners and /banners/:seq: the banner's picture (uploaded first), link, alt text and place. */
export const bannerBody = z.object({
  image: bannerImage,
  link: bannerLink,
  alt: z.string().trim().min(2, "Describe the banner for people who cannot see it").max(200, "Alt text must be at most 200 characters"),
  /** French pages' picture (its words in French) and alt text (decision 039); "" for none: French pages show the English. */
  image_fr: z.union([z.literal(""), bannerImage]).default(""),
  alt_fr: z.string().trim().max(200, "French alt text must be at most 200 characters").default(""),
  order: displayOrder.optional(),
  active: z.boolean().default(true),
});
export type BannerBody = z.infer<typeof bannerBody>;

export const adminBanner = z.object({
  seq: z.number().int(),
  image: z.string(),
  link: z.string(),
  alt: z.string(),
  image_fr: z.string(),
  alt_fr: z.string(),
  order: z.number().int(),
  active: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBanner>;
export const adminBannerList = z.object({ rows: z.array(adminBanner) });

/** POST /api/admin/banners/order: every banner, in the order the carousel shows them. */
export const bannerOrderBody = z.object({
  seqs: z
    .array(z.number({ error: "Banners are given by number" }).int("Banners are given by number").min(1).max(MAX_ROW_ID), {
      error: "List the banners in their new order",
    })
    .min(1, "List the banners in their new order")
    .max(500)
    .refine((seqs) => new Set(seqs).size === seqs.length, "List each banner once"),
});

/** A catalogue id in a path. */
export const catalogueParams = z.object({ id: wholeNumber("Catalogue").pipe(z.number().min(1, "No such catalogue").max(MAX_ROW_ID, "No such catalogue")) });

/** POST /api/admin/catalogs and /catalogs/:id: the catalogue's title, its PDF (uploaded first) and its place. */
export const catalogueBody = z.object({
  title: z.string().trim().min(3, "Title must be at least 3 characters").max(200, "Title must be at most 200 characters"),
  /** Its title in French (decision 039); "" for none: French pages show the English one. */
  title_fr: z.string().trim().max(200, "French title must be at most 200 characters").default(""),
  file: catalogueFile,
  order: displayOrder.optional(),
});
export type CatalogueBody = z.infer<typeof catalogueBody>;

/** The console's Edit catalogue form: the title, and its place as typed (the file stays). */
export const catalogueForm = formFor(
  textBoxes(["title", "title_fr", "file", "order"]),
  ({ order, ...catalogue }) => ({ ...catalogue, order: typedNumber(order) }),
  catalogueBody,
);

export const adminCatalogue = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  title_fr: z.string(),
  file: z.string(),
  order: z.number().int(),
});
export type AdminCatalogue = z.infer<typeof adminCatalogue>;
export const adminCatalogueList = z.object({ rows: z.array(adminCatalogue) });

/** A classic body model's code in a path. */
export const classicModelParams = z.object({ item: itemCode });

/** "1967" or "1967-1968": the model years a body fits, oldest first. */
const modelYears = z
  .string()
  .trim()
  .regex(/^\d{4}(-\d{4})?$/, "Years must read like 1967 or 1967-1968")
  .refine((years) => {
    const [from, to = from] = years.split("-").map(Number) as [number, number?];
    return from >= FIRST_MODEL_YEAR && to >= from && to <= 2100;
  }, `Years must be ${FIRST_MODEL_YEAR} or later, the first year before the last`);

const classicModelFields = {
  make: makeName.transform((make) => make.toUpperCase()),
  model: z.string().trim().min(1, "Model is required").max(100, "Model must be at most 100 characters"),
  years: modelYears,
  description: multiLineText(z.string().trim().max(5000, "Description must be at most 5000 characters")).default(""),
  images: z.array(classicImage).max(20, "A model has at most 20 pictures").default([]),
  includes: multiLineText(z.string().trim().max(5000, "What the kit includes must be at most 5000 characters")).default(""),
  shipping: multiLineText(z.string().trim().max(2000, "Shipping must be at most 2000 characters")).default(""),
  /** The same three in French (decision 039); empty: French pages show the English. */
  descriptionFr: multiLineText(z.string().trim().max(5000, "French description must be at most 5000 characters")).default(""),
  includesFr: multiLineText(z.string().trim().max(5000, "What the kit includes in French must be at most 5000 characters")).default(""),
  shippingFr: multiLineText(z.string().trim().max(2000, "Shipping in French must be at most 2000 characters")).default(""),
  priceUsd: z
    .number({ error: "Price (USD) must be an amount" })
    .positive("Price (USD) must be more than 0")
    .max(1_000_000, "Price (USD) must be at most 1000000"),
  order: displayOrder.optional(),
};

/** POST /api/admin/classic-models: a new classic body model under its own code. */
export const createClassicModelBody = z.object({ item: itemCode, ...classicModelFields });
/** POST /api/admin/classic-models/:item: everything of a model but its code. */
export const updateClassicModelBody = z.object(classicModelFields);
export type ClassicModelFields = z.infer<typeof updateClassicModelBody>;

const classicModelText = textBoxes(createClassicModelBody.keyof().options);
type ClassicModelText = z.output<typeof classicModelText>;

/** A model's form as its body but for the code: the pictures one address a line, the price and place as typed, an empty place left out (the model goes last). */
const classicModelBodyOf = ({ item: _code, images, priceUsd, order, ...texts }: ClassicModelText) => ({
  ...texts,
  images: textLines(images),
  priceUsd: typedNumber(priceUsd),
  ...(order.trim() === "" ? {} : { order: typedNumber(order) }),
});

/** The console's classic body model form for a stored model (its code is in the address). */
export const classicModelForm = formFor(classicModelText, classicModelBodyOf, updateClassicModelBody);
/** The console's New classic body model form: the same fields and the new model's code. */
export const newClassicModelForm = formFor(classicModelText, (model) => ({ item: model.item, ...classicModelBodyOf(model) }), createClassicModelBody);
export type ClassicModelFormInput = z.input<typeof classicModelForm>;

export const adminClassicModel = z.object({
  item: z.string(),
  make: z.string(),
  model: z.string(),
  years: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  includes: z.string(),
  shipping: z.string(),
  descriptionFr: z.string(),
  includesFr: z.string(),
  shippingFr: z.string(),
  priceUsd: z.number(),
  order: z.number().int(),
});
export type AdminClassicModel = z.infer<typeof adminClassicModel>;

/** A model as its form starts: a stored one's fields as text, or all empty for a new one. */
export function classicModelFormOf(model: AdminClassicModel | null): ClassicModelFormInput {
  if (!model)
    return {
      item: "",
      make: "",
      model: "",
      years: "",
      description: "",
      images: "",
      includes: "",
      shipping: "",
      descriptionFr: "",
      includesFr: "",
      shippingFr: "",
      priceUsd: "",
      order: "",
    };
  return { ...model, images: model.images.join("\n"), priceUsd: String(model.priceUsd), order: String(model.order) };
}
export const adminClassicModelList = z.object({ rows: z.array(adminClassicModel) });

// ---------------------------------------------------------------------------------------------
// Store settings (owners only)

const shortText = (label: string, max = 100) => z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const phone = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^[0-9 ()+.-]{7,25}$/, `${label} must be a phone number like (905) 555-0142`);

/**
 * GET/PUT /api/admin/settings/store: the store's details as shoppers, mails and documents show them,
 * and the courier tracking address ("" for the shop's built-in courier pages; {waybill} marks where the
 * waybill goes).
 */
export const storeDetails = z.object({
  name: shortText("Store name"),
  address: shortText("Address", 200),
  city: shortText("City"),
  province: z.enum(TAX_PROVINCES as [string, ...string[]], { error: "Province must be a Canadian province or territory code, like ON" }),
  postalCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, "Postal code must read like L4L 0A1"),
  phone: phone("Phone"),
  dealerLine: phone("Dealer line"),
  fax: z.union([z.literal(""), phone("Fax")]),
  email: z.string().trim().email("Please enter a valid email address").max(255),
  hours: z.array(shortText("Each line of the hours", 100)).min(1, "Give the store's hours").max(10, "Hours take at most 10 lines"),
  hoursFr: z.array(shortText("Each line of the French hours", 100)).max(10, "French hours take at most 10 lines").default([]),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  gstHstNumber: z
    .union([
      z.literal(""),
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^\d{9} ?RT ?\d{4}$/, "GST/HST number must read like 123456789 RT0001"),
    ])
    .default(""),
  qstNumber: z
    .union([
      z.literal(""),
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^\d{10} ?TQ ?\d{4}$/, "QST number must read like 1234567890 TQ0001"),
    ])
    .default(""),
  trackingUrlTemplate: z.union([
    z.literal(""),
    z
      .string()
      .trim()
      .max(500, "Tracking address must be at most 500 characters")
      .regex(/^https:\/\/\S+$/, "Tracking address must be an https:// address")
      .refine((url) => url.includes("{waybill}"), "Put {waybill} where the waybill number goes"),
  ]),
});
export type StoreDetails = z.infer<typeof storeDetails>;

const storeDetailsText = textBoxes(storeDetails.keyof().options);
/** The console's Store details form: the hours a line each, the map position as typed. */
export const storeDetailsForm = formFor(
  storeDetailsText,
  ({ hours, hoursFr, latitude, longitude, ...texts }) => ({
    ...texts,
    hours: textLines(hours),
    hoursFr: textLines(hoursFr),
    latitude: typedNumber(latitude),
    longitude: typedNumber(longitude),
  }),
  storeDetails,
);
export type StoreDetailsFormInput = z.input<typeof storeDetailsForm>;

/** The store's details as their form starts. */
export function storeDetailsFormOf(details: StoreDetails): StoreDetailsFormInput {
  return {
    ...details,
    hours: details.hours.join("\n"),
    hoursFr: details.hoursFr.join("\n"),
    latitude: String(details.latitude),
    longitude: String(details.longitude),
  };
}

const taxRate = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be 0 or more`)
    .max(0.5, `${label} is a fraction: 0.13 for 13%`)
    .refine((rate) => Math.abs(rate * 100_000 - Math.round(rate * 100_000)) < 1e-6, `${label} has at most 5 decimals (0.09975)`);

/**
 * GET/PUT /api/admin/settings/tax-rates: the sales tax of every province and territory: its kind, the
 * federal part (the GST, or the whole HST) and the provincial part (PST, RST or QST), as fractions;
 * `rate` is their sum, as checkout charges it (answered, and ignored when sent).
 */
export const taxRateTable = z.object({
  rates: z
    .array(
      z
        .object({
          province: z.enum(TAX_PROVINCES as [string, ...string[]], { error: "Province must be a Canadian province or territory code, like ON" }),
          kind: z.enum(TAX_KINDS, { error: `Kind must be one of ${TAX_KINDS.join(", ")}` }),
          federal: taxRate("Federal rate"),
          provincial: taxRate("Provincial rate"),
          rate: z.number().optional(),
        })
        .transform((row) => ({
          ...row,
          rate: combinedRate([
            { name: "GST", rate: row.federal },
            { name: "PST", rate: row.provincial },
          ]),
        })),
    )
    .superRefine((rows, ctx) => {
      const given = new Set<string>();
      rows.forEach((row, index) => {
        if (given.has(row.province)) ctx.addIssue({ code: "custom", path: [index, "province"], message: `${row.province} is given twice.` });
        given.add(row.province);
        const problem = provinceTaxProblem(row);
        if (problem) ctx.addIssue({ code: "custom", path: [index, "provincial"], message: problem });
      });
      const missing = TAX_PROVINCES.filter((province) => !given.has(province));
      if (missing.length > 0) ctx.addIssue({ code: "custom", message: `Give a rate for every province and territory (missing: ${missing.join(", ")}).` });
    }),
});
export type TaxRateTable = z.infer<typeof taxRateTable>;
/** 0.14975 as "14.975": a tax rate as the console shows it, in percent. */
export const percentOf = (rate: number) => String(Math.round(rate * 100_000) / 1000);

/** "14.975" (percent, as typed) as the fraction 0.14975, kept to 5 decimals; text that is no number, as it is. */
export function fractionOf(percent: string): number | string {
  const value = typedNumber(percent);
  return typeof value === "number" ? Math.round(value * 1000) / 100_000 : value;
}

const taxRowText = z.object({ province: z.string(), kind: z.enum(TAX_KINDS), federal: z.string(), provincial: z.string() });
/** The console's Tax rates form: each province's kind and its two parts in percent, as typed. */
export const taxRatesForm = formFor(
  z.object({ rates: z.array(taxRowText) }),
  ({ rates }) => ({ rates: rates.map((row) => ({ ...row, federal: fractionOf(row.federal), provincial: fractionOf(row.provincial) })) }),
  taxRateTable,
);
export type TaxRatesFormInput = z.input<typeof taxRatesForm>;

/** The tax table as its form starts. */
export function taxRatesFormOf(table: { rates: readonly ProvinceTax[] }): TaxRatesFormInput {
  return {
    rates: table.rates.map((row) => ({ province: row.province, kind: row.kind, federal: percentOf(row.federal), provincial: percentOf(row.provincial) })),
  };
}

/** The tax table as the shop answers it: each province's kind, parts and combined rate. */
export const taxRateTableReply = z.object({
  rates: z.array(z.object({ province: z.string(), kind: z.enum(TAX_KINDS), federal: z.number(), provincial: z.number(), rate: z.number() })),
});

/** One row of the shipping rate table as the console edits it: a price in CAD, not cents. */
const shippingRateRow = z.object({
  zone: z.enum(SHIPPING_ZONES, { error: `Zone must be one of ${SHIPPING_ZONES.join(", ")}` }),
  /** Up to this many kilograms; null: the price of each kilogram above the zone's heaviest band. */
  upToKg: z
    .number({ error: "Weight must be a whole number of kilograms, or null for the price per kilogram" })
    .int("Weight must be a whole number of kilograms")
    .min(1, "Weight must be 1 kg or more")
    .max(SHIPPING_MAX_BAND_KG, `Weight must be at most ${SHIPPING_MAX_BAND_KG} kg`)
    .nullable(),
  price: z.number({ error: "Price must be an amount" }).min(0, "Price must be 0 or more").max(10_000, "Price must be at most 10000"),
  days: z
    .number({ error: "Days must be a whole number" })
    .int("Days must be a whole number")
    .min(0, "Days must be 0 or more")
    .max(SHIPPING_MAX_DAYS, `Days must be at most ${SHIPPING_MAX_DAYS}`),
});

/** GET/PUT /api/admin/settings/shipping-rates: the zone-and-weight table checkout prices parcels by. */
export const shippingRateTable = z.object({
  rates: z
    .array(shippingRateRow)
    .max(1000, "A rate table has at most 1000 rows")
    .superRefine((rows, ctx) => {
      const table = rows.map((row) => ({ zone: row.zone, upToKg: row.upToKg, cents: Math.round(row.price * 100), days: row.days }));
      for (const problem of shippingTableProblems(table)) {
        ctx.addIssue({ code: "custom", path: problem.field === "rates" ? [] : [problem.index, problem.field], message: problem.message });
      }
    }),
});
export type ShippingRateTable = z.infer<typeof shippingRateTable>;

const shippingRowText = textBoxes(["zone", "upToKg", "price", "days"]);
/** The console's Shipping rates form: each row's weight (empty: the price per kilogram above the zone's bands), price (CAD) and days, as typed. */
export const shippingRatesForm = formFor(
  z.object({ rates: z.array(shippingRowText) }),
  ({ rates }) => ({
    rates: rates.map((row) => ({ zone: row.zone, upToKg: typedNumberOrNull(row.upToKg), price: typedNumber(row.price), days: typedNumber(row.days) })),
  }),
  shippingRateTable,
);
export type ShippingRatesFormInput = z.input<typeof shippingRatesForm>;

/** The shipping table as its form starts. */
export function shippingRatesFormOf(table: ShippingRateTable): ShippingRatesFormInput {
  return {
    rates: table.rates.map((row) => ({
      zone: row.zone,
      upToKg: row.upToKg === null ? "" : String(row.upToKg),
      price: row.price.toFixed(2),
      days: String(row.days),
    })),
  };
}
