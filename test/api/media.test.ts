import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partDrawingKind } from "../../src/server/modules/media/drawings";
import { catalogScope } from "../../src/server/modules/media/service";
import { createTestApp, type TestApp } from "../app";
import { pdfText } from "../support/pdf-text";

let t: TestApp;
// jsdom ships no type declarations here: load it by name and type the one class this file uses.
const jsdom = "jsdom";
const { JSDOM } = (await import(jsdom)) as { JSDOM: new () => { window: { DOMParser: typeof DOMParser } } };
const xml = new new JSDOM().window.DOMParser();

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: "GET", url });

/** Parses the SVG as XML and returns its root, failing on any parse error. */
function parseSvg(body: string): Element {
  const doc = xml.parseFromString(body, "image/svg+xml");
  expect(doc.getElementsByTagName("parsererror").length, body.slice(0, 200)).toBe(0);
  const root = doc.documentElement;
  expect(root.nodeName).toBe("svg");
  expect(root.getAttribute("xmlns")).toBe("http://www.w3.org/2000/svg");
  return root;
}

async function expectSvg(url: string): Promise<Element> {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(response.headers["cache-control"]).toMatch(/public, max-age=86400/);
  expect(response.body.startsWith("<svg")).toBe(true);
  const root = parseSvg(response.body);
  expect(root.getElementsByTagName("title")[0]?.textContent?.length).toBeGreaterThan(3);
  return root;
}

async function expectNotFound(url: string) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(404);
  expect(response.headers["content-type"]).toMatch(/application\/json/);
  expect(response.json().error.code).toBe("NOT_FOUND");
}

describe("part pictures", () => {
  it("draws the part named by the code, with its code and description in the title", async () => {
    const root = await expectSvg("/images/parts/F67-HOOD.svg");
    expect(root.getElementsByTagName("title")[0]?.textContent).toBe("F67-HOOD: 1967-1968 Ford Mustang Steel Hood");
    expect(root.getAttribute("width")).toBe("400");
    expect(root.textContent).toContain("F67-HOOD");
  });

  it("has a large variant for the quick view", async () => {
    const root = await expectSvg("/images/parts/F67-HOOD.svg?size=large");
    expect(root.getAttribute("width")).toBe("1200");
    expect(root.textContent).toContain("1967-1968 Ford Mustang Steel Hood");
  });

  it("serves the img_path and big of a sample of parts as the same picture every time", async () => {
    const { rows } = await t.database.pool.query("SELECT img_path, big FROM parts ORDER BY item LIMIT 40 OFFSET 500");
    for (const row of rows) {
      await expectSvg(row.img_path);
      await expectSvg(row.big);
    }
    const first = await get(rows[0].img_path);
    const again = await get(rows[0].img_path);
    expect(again.body).toBe(first.body);
  });

  it("picks the drawing from the words of the description", () => {
    expect(partDrawingKind("1967-1968 Ford Mustang Steel Hood")).toBe("hood");
    expect(partDrawingKind("1965 Ford Mustang Grille")).toBe("grille");
    expect(partDrawingKind("Front Bumper Chrome")).toBe("bumper");
    expect(partDrawingKind("1970 Dodge Challenger Outside Mirror Chrome LH")).toBe("mirror");
    expect(partDrawingKind("Door Handle Outside LH")).toBe("handle");
    expect(partDrawingKind("Door Shell RH")).toBe("door");
    expect(partDrawingKind("Fender LH")).toBe("fender");
    expect(partDrawingKind("Quarter Panel RH")).toBe("quarter");
    expect(partDrawingKind("Tail Lamp Lens LH")).toBe("lamp");
    expect(partDrawingKind("Radiator Support")).toBe("panel");
    expect(partDrawingKind("Brake Rotor Front")).toBe("brake");
    expect(partDrawingKind("Mystery Widget")).toBe("part");
  });

  it("answers 404 for a code that is not in the catalogue, and 400 for a bad size", async () => {
    await expectNotFound("/images/parts/NO-SUCH-PART.svg");
    expect((await get("/images/parts/F67-HOOD.svg?size=huge")).statusCode).toBe(400);
    const wrongType = await get("/images/parts/F67-HOOD.gif");
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.code).toBe("INVALID");
  });
});

describe("make badges, banners, classic bodies and the promo picture", () => {
  it("draws a badge for every make of the make grid", async () => {
    const { rows } = await t.database.pool.query("SELECT make, path FROM makes");
    for (const row of rows) {
      const root = await expectSvg(row.path);
      expect(root.textContent).toContain(row.make);
    }
    await expectNotFound("/images/makes/NOT-A-MAKE.svg");
  });

  it("draws a wide banner for every banner of the carousel", async () => {
    const banners = (await get("/api/banner")).json() as { seq: number; img_path: string }[];
    expect(banners.length).toBeGreaterThanOrEqual(3);
    for (const banner of banners) {
      const root = await expectSvg(banner.img_path);
      expect([root.getAttribute("width"), root.getAttribute("height")]).toEqual(["1600", "450"]);
    }
    const specials = await expectSvg("/images/banners/1.svg");
    expect(specials.getElementsByTagName("title")[0]?.textContent).toBe("Winter Sale: 10% off selected parts");
    await expectNotFound("/images/banners/999.svg");
  });

  it("draws a narrow banner for phones whose text stays large enough to read at 390 px", async () => {
    const banners = (await get("/api/banner")).json() as { seq: number; img_path: string }[];
    for (const banner of banners) {
      const root = await expectSvg(`${banner.img_path}?shape=narrow`);
      expect([root.getAttribute("width"), root.getAttribute("height")]).toEqual(["800", "560"]);
      const texts = Array.from(root.getElementsByTagName("text"));
      const smallest = Math.min(...texts.map((text) => Number(text.getAttribute("font-size"))));
      expect(smallest * (390 / 800)).toBeGreaterThanOrEqual(12);
      for (const text of texts) {
        const size = Number(text.getAttribute("font-size"));
        const start = Number(text.getAttribute("x")) - (text.getAttribute("text-anchor") === "middle" ? text.textContent!.length * size * 0.3 : 0);
        expect(start + text.textContent!.length * size * 0.6, text.textContent!).toBeLessThanOrEqual(800);
      }
    }
    expect((await expectSvg("/images/banners/1.svg?shape=wide")).getAttribute("width")).toBe("1600");
    expect((await get("/images/banners/1.svg?shape=tall")).statusCode).toBe(400);
  });

  it("draws every picture of every classic body model", async () => {
    const { rows } = await t.database.pool.query("SELECT img_path FROM classic_model_images");
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const row of rows) await expectSvg(row.img_path);
    await expectNotFound("/images/classic/CB-F6768-FB-9.svg");
  });

  it("serves the On Discount picture", async () => {
    const root = await expectSvg("/images/promo/on-discount.svg");
    expect(root.getElementsByTagName("title")[0]?.textContent).toMatch(/On Discount/);
  });
});

describe("catalogue PDFs", () => {
  it("builds a real multi-page PDF for every catalogue, the same bytes on the second request", async () => {
    const { catalogs } = (await get("/api/catalogs")).json() as { catalogs: { path: string; name: string }[] };
    expect(catalogs.length).toBe(3);
    for (const catalog of catalogs) {
      const response = await get(catalog.path);
      expect(response.statusCode, catalog.path).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["cache-control"]).toMatch(/public, max-age=86400/);
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const pages = pdf.toString("latin1").match(/\/Type \/Page\b(?!s)/g) ?? [];
      expect(pages.length, catalog.name).toBeGreaterThanOrEqual(2);
      expect(pdf.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
      const again = await get(catalog.path);
      expect(again.rawPayload.equals(pdf)).toBe(true);
    }
  });

  it("lists the parts that fit the catalogue's make, model and years, with the makes each fits", async () => {
    const response = await get("/files/catalogs/ford-mustang-1964-1973.pdf");
    const text = pdfText(response.rawPayload);
    expect(text).toContain("Ford Mustang 1964-1973 Restoration Catalog");
    expect(text).toContain("F67-HOOD1967-1968 Ford Mustang Steel Hood1967-1968FORD549.99");
    expect(text).toContain("F65-GRILLE1965 Ford Mustang Grille1965FORD189.99");
    expect(text).toMatch(/Page 1 of \d/);
    expect(text).not.toContain("Camaro");
    expect(text).not.toContain("ACURA");
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS count FROM parts WHERE make = 'FORD' AND model = 'Mustang' AND year_from <= 1973 AND year_end >= 1964",
    );
    const codes = text.match(/FO\d{7}|F6\d-(?:HOOD|GRILLE)/g) ?? [];
    expect(new Set(codes).size).toBeGreaterThanOrEqual(Math.min(rows[0].count, 600));
  });

  it("reads make, model and years from a catalogue's name", () => {
    const makes = ["FORD", "CHEVROLET", "MERCEDES-BENZ"];
    expect(catalogScope("ford-mustang-1964-1973", makes)).toEqual({ make: "FORD", model: "mustang", from: 1964, to: 1973 });
    expect(catalogScope("mercedes-benz-300sl-1954-1963", makes)).toEqual({ make: "MERCEDES-BENZ", model: "300sl", from: 1954, to: 1963 });
    expect(catalogScope("spring-flyer", makes)).toBeNull();
  });

  it("answers 404 for a catalogue that does not exist", async () => {
    await expectNotFound("/files/catalogs/no-such-catalog.pdf");
  });
});

describe("file names", () => {
  it("never reach outside their folder", async () => {
    const attempts = [
      "/images/parts/..%2F..%2Fpackage.json",
      "/images/parts/..%2F..%2Fpackage.svg",
      "/images/parts/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd.svg",
      "/images/makes/..%2FFORD.svg",
      "/images/classic/..%2F..%2Fsrc%2Fserver%2Fconfig-1.svg",
      "/files/catalogs/..%2F..%2F.env.pdf",
      "/files/catalogs/....pdf",
      "/images/parts/../../package.json",
      "/files/catalogs/%00.pdf",
    ];
    for (const url of attempts) {
      const response = await get(url);
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.headers["content-type"], url).toMatch(/application\/json/);
      expect(response.body).not.toContain("dependencies");
      expect(response.body).not.toContain("root:");
    }
  });
});
