import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { MESSAGE_KEY_HEADER, MESSAGE_VALUES_HEADER } from "../../domain/contracts/common";
import { translatorOf } from "../../domain/i18n";
import { orderBeingPaid, PAYMENT_FAILED } from "../../domain/orders";
import { AppError, notFound, tooMany } from "../errors";
import { errorsPlugin } from "./errors";

/** An app with the shop's error handler and routes that refuse as services do. */
const app = Fastify();
await app.register(errorsPlugin);
app.get("/keyed", async () => {
  throw new AppError("IN_PROGRESS", orderBeingPaid("100070"), { order_num: "100070" });
});
app.get("/key", async () => {
  throw new AppError("PAYMENT_DECLINED", PAYMENT_FAILED);
});
app.get("/wait", async () => {
  throw tooMany("errors.tooMany.signIn", 14 * 60 + 1);
});
afterAll(() => app.close());

describe("a refusal by message key (decision 037)", () => {
  it("answers the spec's English in the body, and the key with its values in headers for the browser", async () => {
    const reply = await app.inject({ url: "/keyed" });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({
      error: {
        code: "IN_PROGRESS",
        message: "Order 100070 is being paid right now. Please wait a moment, then look for it in your order history.",
        fields: { order_num: "100070" },
      },
    });
    expect(reply.headers[MESSAGE_KEY_HEADER]).toBe("orders.error.beingPaid");
    expect(JSON.parse(decodeURIComponent(String(reply.headers[MESSAGE_VALUES_HEADER])))).toEqual({ orderNum: "100070" });
  });

  it("reads a bare key as that message, without values", async () => {
    const reply = await app.inject({ url: "/key" });
    expect(reply.statusCode).toBe(402);
    expect(reply.json()).toEqual({ error: { code: "PAYMENT_DECLINED", message: "Payment failed. Please try again." } });
    expect(reply.headers[MESSAGE_KEY_HEADER]).toBe("payments.failed");
    expect(reply.headers[MESSAGE_VALUES_HEADER]).toBeUndefined();
  });

  it("names a rate limit's wait in the reader's language, agreeing with Retry-After", async () => {
    const reply = await app.inject({ url: "/wait" });
    expect(reply.statusCode).toBe(429);
    expect(reply.headers["retry-after"]).toBe("841");
    expect(reply.json().error.message).toBe("Too many sign-in attempts. Please wait 15 minutes and try again.");
    const values = JSON.parse(decodeURIComponent(String(reply.headers[MESSAGE_VALUES_HEADER])));
    expect(translatorOf("fr-CA").t("errors.tooMany.signIn", values)).toBe("Trop de tentatives de connexion. Veuillez patienter 15 minutes, puis réessayer.");
    expect(tooMany("errors.tooMany.cards", 1).message).toBe("Too many card attempts. Please wait 1 second and try again.");
    expect(tooMany("errors.tooMany.emailChanges", 24 * 3600).message).toBe("Too many e-mail change requests. Please wait 1440 minutes and try again.");
  });

  it("is never built from a finished sentence: only a key of the catalogue compiles", () => {
    // @ts-expect-error a sentence is no message key (decision 037)
    const sentence = () => new AppError("CONFLICT", "Something went wrong.");
    expect(typeof sentence).toBe("function");
    expect(notFound("item", "F67-HOOD").message).toBe("Item F67-HOOD was not found.");
    expect(translatorOf("fr-CA").t(notFound("item", "F67-HOOD").messageKey, { id: "F67-HOOD" })).toBe("L’article F67-HOOD est introuvable.");
  });
});
