import { describe, expect, it } from "vitest";
import { actorWords, historySentences } from "./order-history";

describe("order history in sentences", () => {
  it("reads a quote as sentences, with statuses by name and amounts in dollars", () => {
    expect(
      historySentences({
        actor: "staff:1",
        action: "order.quote",
        details: { before: { status: 3, totalCents: 55934 }, after: { status: 5, totalCents: 76839 } },
      }),
    ).toEqual({
      headline: "Shipping quoted by staff member #1.",
      changes: ["Status changed from Pending for Quote to Pending for Reply.", "Total changed from $559.34 to $768.39."],
    });
  });

  it("names other details and unknown actions in words", () => {
    const { headline, changes } = historySentences({
      actor: "system",
      action: "order.price-change",
      details: { reason: "Out of stock", trackingNumber: null },
    });
    expect(headline).toBe("Order price change by system.");
    expect(changes).toEqual(["Reason: Out of stock.", "Tracking number: none."]);
    expect(actorWords("customer:7")).toBe("customer #7");
  });
});
