import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { CATALOGUES, translatorOf } from ".";
import { formatCentsIn, formatLongDayIn, formatNumberIn, formatUsdIn } from "./format";
import { localeOfAcceptLanguage, localeOfPath, pathInLocale } from "./locales";

/** The arguments a message takes (name and kind), from its ICU syntax. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      found.add(`${element.value}:${element.type === TYPE.argument ? "text" : TYPE[element.type]}`);
      if ("options" in element) for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe("the message catalogue", () => {
  const english = CATALOGUES["en-CA"];
  const french = CATALOGUES["fr-CA"];

  it("has every key in both languages, and no other", () => {
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
  });

  it("asks the same arguments in both languages of every message, and formats each", () => {
    for (const key of Object.keys(english) as (keyof typeof english)[]) {
      expect(argumentsOf(french[key]), key).toEqual(argumentsOf(english[key]));
      for (const locale of ["en-CA", "fr-CA"] as const) {
        const values = Object.fromEntries(argumentsOf(CATALOGUES[locale][key]).map((argument) => [argument.split(":")[0], 2]));
        const tags = Object.fromEntries(
          argumentsOf(CATALOGUES[locale][key])
            .filter((a) => a.endsWith(":tag"))
            .map((a) => [a.split(":")[0], (chunks: string[]) => chunks.join("")]),
        );
        const text = translatorOf(locale).intl.formatMessage({ id: key }, { ...values, ...tags });
        expect(String(text), `${locale} ${key}`).not.toBe(key);
      }
    }
  });

  it("leaves no French message in English by mistake: a French text differs from its English one unless it is a name or a figure", () => {
    const same = (Object.keys(english) as (keyof typeof english)[]).filter((key) => english[key] === french[key] && /[a-z]{4}/i.test(english[key]));
    // Words the two languages spell the same (a brand, a code, Date, Total, Message, some provinces): listed here so a forgotten translation is not.
    const shared = new Set<string>([
      "shell.brand.name",
      "shell.brand.place",
      "seo.pageSuffix",
      "seo.catalog.title",
      "accounts.details.country.CA",
      "accounts.orders.date",
      "accounts.orders.total",
      "accounts.orders.actions",
      "accounts.inquiry.message",
      "content.contact.message",
      "content.pricing.taxProvince",
      ...["AB", "MB", "NU", "ON", "SK", "YT"].map((code) => `content.province.${code}`),
    ]);
    expect(same.filter((key) => !shared.has(key))).toEqual([]);
  });
});

describe("formats by language", () => {
  it("prints money as each language writes it, with one kind of space the browser prints too", () => {
    expect(formatCentsIn(123456, "en-CA")).toBe("$1,234.56");
    expect(formatCentsIn(123456, "fr-CA")).toBe("1\u00a0234,56\u00a0$");
    expect(formatCentsIn(54999, "fr-CA")).toBe("549,99\u00a0$");
    expect(formatUsdIn(1234.5, "en-CA")).toBe("USD 1,234.50");
    expect(formatUsdIn(1234.5, "fr-CA")).toBe("1 234,50 USD");
    expect(formatNumberIn(200000, "fr-CA")).toBe("200\u00a0000");
  });

  it("writes a day in words in the store's time zone", () => {
    const moment = new Date("2026-11-27T03:00:00Z"); // still the 26th in Woodbridge
    expect(formatLongDayIn(moment, "en-CA")).toBe("November 26, 2026");
    expect(formatLongDayIn(moment, "fr-CA")).toBe("26 novembre 2026");
  });
});

describe("the language of an address", () => {
  it("is French under /fr and English elsewhere, and a page's address in the other language keeps its path and query", () => {
    expect(localeOfPath("/fr")).toBe("fr-CA");
    expect(localeOfPath("/fr/all-products/FORD")).toBe("fr-CA");
    expect(localeOfPath("/france")).toBe("en-CA");
    expect(localeOfPath("/all-products/FORD")).toBe("en-CA");
    expect(pathInLocale("/all-products/FORD?page=2", "fr-CA")).toBe("/fr/all-products/FORD?page=2");
    expect(pathInLocale("/fr/all-products/FORD?page=2", "en-CA")).toBe("/all-products/FORD?page=2");
    expect(pathInLocale("/", "fr-CA")).toBe("/fr/");
    expect(pathInLocale("/fr/", "en-CA")).toBe("/");
    expect(pathInLocale("/fr", "en-CA")).toBe("/");
    expect(pathInLocale("/fr/vehicles/1967/FORD/Mustang", "fr-CA")).toBe("/fr/vehicles/1967/FORD/Mustang");
  });

  it("follows Accept-Language on a first visit: any French reads French, anything else English", () => {
    expect(localeOfAcceptLanguage("fr-CA,fr;q=0.9,en;q=0.8")).toBe("fr-CA");
    expect(localeOfAcceptLanguage("fr-FR")).toBe("fr-CA");
    expect(localeOfAcceptLanguage("en-US,en;q=0.9,fr;q=0.5")).toBe("en-CA");
    expect(localeOfAcceptLanguage("de-DE,fr;q=0.4")).toBe("fr-CA");
    expect(localeOfAcceptLanguage("de-DE")).toBe("en-CA");
    expect(localeOfAcceptLanguage("")).toBe("en-CA");
    expect(localeOfAcceptLanguage(undefined)).toBe("en-CA");
    expect(localeOfAcceptLanguage("*;q=1, ;;q=x, zz-!!")).toBe("en-CA");
  });
});

describe("messages that name a limit the rules keep elsewhere", () => {
  it("say a saved list's longest name as the contract counts it, in both languages", async () => {
    const { LIST_NAME_MAX } = await import("../contracts/trade");
    for (const locale of ["en-CA", "fr-CA"] as const) expect(translatorOf(locale).t("accounts.lists.nameTooLong")).toContain(String(LIST_NAME_MAX));
  });
});

describe("store content in the page's language (decision 039)", () => {
  it("shows the French staff wrote on French pages, and the English where they wrote none or on English pages", async () => {
    const { inLocale, partDescription, storeHours } = await import("./content");
    expect(inLocale("Hood", "Capot", "fr-CA")).toBe("Capot");
    expect(inLocale("Hood", "", "fr-CA")).toBe("Hood");
    expect(inLocale("Hood", null, "fr-CA")).toBe("Hood");
    expect(inLocale("Hood", "Capot", "en-CA")).toBe("Hood");
    expect(partDescription({ descrip: "Hood", descrip_fr: "Capot" }, "fr-CA")).toBe("Capot");
    expect(storeHours({ hours: ["Mon-Fri 9-5"], hoursFr: [] }, "fr-CA")).toEqual(["Mon-Fri 9-5"]);
    expect(storeHours({ hours: ["Mon-Fri 9-5"], hoursFr: ["Lun-ven 9 h-17 h"] }, "fr-CA")).toEqual(["Lun-ven 9 h-17 h"]);
    expect(storeHours({ hours: ["Mon-Fri 9-5"], hoursFr: ["Lun-ven 9 h-17 h"] }, "en-CA")).toEqual(["Mon-Fri 9-5"]);
  });
});
