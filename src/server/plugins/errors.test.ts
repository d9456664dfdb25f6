import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { MESSAGE_KEY_HEADER, MESSAGE_VALUES_HEADER } from "../../domain/contracts/common";
import { orderBeingPaid, PAYMENT_FAILED } from "../../domain/orders";
import { AppError } from "../errors";
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
app.get("/sentence", async () => {
  throw new AppError("CONFLICT", "Something the catalogue does not know.");
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

  it("sends a sentence that is no key as it always did, with no key header", async () => {
    const reply = await app.inject({ url: "/sentence" });
    expect(reply.json()).toEqual({ error: { code: "CONFLICT", message: "Something the catalogue does not know." } });
    expect(reply.headers[MESSAGE_KEY_HEADER]).toBeUndefined();
    const error = new AppError("CONFLICT", "Something the catalogue does not know.");
    expect([error.message, error.messageKey, error.messageValues]).toEqual(["Something the catalogue does not know.", undefined, undefined]);
  });
});
