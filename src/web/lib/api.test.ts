import { afterEach, describe, expect, it, vi } from "vitest";
import { ZodError, z } from "zod";
import { banner } from "../../domain/contracts/catalog";
import { statusReply } from "../../domain/contracts/common";
import { translatorOf } from "../../domain/i18n";
import { answer, failure, stubApi } from "../test-utils/stub-api";
import { ApiRequestError, apiGet, apiPost, errorText, postToUrl } from "./api";

afterEach(() => vi.unstubAllGlobals());

const banners = [{ seq: 1, link: "/specials", img_path: "/images/banners/1.svg" }];

describe("the API client", () => {
  it("answers what the contract accepts, and drops what it does not name", async () => {
    stubApi({ "GET /api/banner": [{ ...banners[0], internal_note: "not for the browser" }] });
    expect(await apiGet("/banner", { schema: banner.array() })).toEqual(banners);
  });

  it("refuses an answer that breaks its contract", async () => {
    stubApi({ "GET /api/banner": [{ seq: "first", link: "/specials" }] });
    await expect(apiGet("/banner", { schema: banner.array() })).rejects.toBeInstanceOf(ZodError);
  });

  it("checks against a contract it loads beside the request", async () => {
    stubApi({ "GET /api/banner": banners, "POST /api/viewed": { status: 7 } });
    const load = vi.fn(async () => banner.array());
    expect(await apiGet("/banner", { schema: load })).toEqual(banners);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(apiPost("/viewed", { item: "F67-HOOD" }, { schema: async () => statusReply })).rejects.toBeInstanceOf(ZodError);
  });

  it("throws the server's message and code for a failed call, before any contract is asked", async () => {
    stubApi({ "GET /api/banner": failure(503, "The shop is restarting", "UNAVAILABLE") });
    const failed = apiGet("/banner", { schema: () => Promise.reject(new Error("never loaded")) });
    await expect(failed).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failed).rejects.toMatchObject({ status: 503, code: "UNAVAILABLE", message: "The shop is restarting" });
  });

  it("says a refusal that names its message in the page's language, and one that does not as the server wrote it", async () => {
    const headers = {
      "content-type": "application/json",
      "message-key": "vehicles.error.noParts",
      "message-values": encodeURIComponent(JSON.stringify({ vehicle: "1967 Ford Nonesuch" })),
    };
    const english = "No parts fit a 1967 Ford Nonesuch: choose a year, make and model from the lists.";
    stubApi({
      "GET /api/vehicles/1967/FORD/Nonesuch/parts": () => Response.json({ error: { code: "NOT_FOUND", message: english } }, { status: 404, headers }),
      "GET /api/banner": failure(503, "The shop is restarting", "UNAVAILABLE"),
    });
    const keyed = await apiGet("/vehicles/1967/FORD/Nonesuch/parts", { schema: statusReply }).catch((error: unknown) => error);
    expect(keyed).toMatchObject({ status: 404, message: english, messageKey: "vehicles.error.noParts" });
    expect(errorText(keyed, translatorOf("fr-CA").t)).toBe(
      "Aucune pièce ne convient à un 1967 Ford Nonesuch\u00a0: choisissez une année, une marque et un modèle dans les listes.",
    );
    expect(errorText(keyed, translatorOf("en-CA").t)).toBe(english);
    const plain = await apiGet("/banner", { schema: statusReply }).catch((error: unknown) => error);
    expect(errorText(plain, translatorOf("fr-CA").t)).toBe("The shop is restarting");
  });

  it("says 'HTTP error! status: {code}' when a failed call has no readable body", async () => {
    stubApi({ "POST /api/viewed": () => new Response("gateway down", { status: 502 }) });
    await expect(apiPost("/viewed", { item: "F67-HOOD" }, { schema: statusReply })).rejects.toMatchObject({ status: 502, message: "HTTP error! status: 502" });
  });

  it("sends the query string without empty values", async () => {
    const api = stubApi({ "GET /api/searchResualt": answer(200, banners) });
    await apiGet("/searchResualt", { params: { make: "FORD", year: undefined, item: "", page: 2 }, schema: banner.array() });
    expect(api.callsTo("GET", "/api/searchResualt")[0]!.query.toString()).toBe("make=FORD&page=2");
  });

  it("posts a card to a tokenizer with this shop's cookies only when it is this shop", async () => {
    const api = stubApi({ "POST /api/token/test": { token: "ours" }, "POST /scripts/tokenization/tokens": { token: "bambora" } });
    const schema = z.object({ token: z.string() });
    expect(await postToUrl("/api/token/test", { number: "4030000010001234" }, { schema })).toEqual({ token: "ours" });
    expect(await postToUrl("https://api.na.bambora.com/scripts/tokenization/tokens", { number: "4030000010001234" }, { schema })).toEqual({ token: "bambora" });
    const sent = vi.mocked(fetch).mock.calls.map(([, init]) => init?.credentials);
    expect(sent).toEqual(["same-origin", "omit"]);
    expect(api.bodiesOf("POST /scripts/tokenization/tokens")).toEqual([{ number: "4030000010001234" }]);
  });
});
