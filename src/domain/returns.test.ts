import { describe, expect, it } from "vitest";
import { canMoveReturn, isReturnable, RETURN_REASONS, restockingFeeCents, returnAmounts, returnableQty, returnDeadline, returnNumber } from "./returns";
import { totalsOf } from "./totals";

const ONTARIO = [{ name: "HST" as const, rate: 0.13 }];
const QUEBEC = [
  { name: "GST" as const, rate: 0.05 },
  { name: "QST" as const, rate: 0.09975 },
];

describe("the Return Policy's amounts", () => {
  it("keeps 25% of a part ordered in error and gives back the tax on the rest", () => {
    expect(returnAmounts([{ unitCents: 4000, qty: 2 }], "orderedInError", ONTARIO)).toEqual({
      goodsCents: 8000,
      feeCents: 2000,
      taxCents: 780,
      refundCents: 6780,
    });
  });

  it("gives back every cent of a damaged, defective or wrong part, with its tax", () => {
    for (const reason of RETURN_REASONS.filter((reason) => reason !== "orderedInError")) {
      expect(returnAmounts([{ unitCents: 6999, qty: 1 }], reason, ONTARIO)).toEqual({ goodsCents: 6999, feeCents: 0, taxCents: 910, refundCents: 7909 });
    }
  });

  it("rounds each line's fee to the cent and taxes at the order's own rates (GST and QST)", () => {
    expect(restockingFeeCents({ unitCents: 1999, qty: 1 }, "orderedInError")).toBe(500);
    const amounts = returnAmounts(
      [
        { unitCents: 1999, qty: 1 },
        { unitCents: 333, qty: 3 },
      ],
      "orderedInError",
      QUEBEC,
    );
    expect(amounts.goodsCents).toBe(2998);
    expect(amounts.feeCents).toBe(500 + 250);
    expect(amounts.refundCents).toBe(amounts.goodsCents - amounts.feeCents + amounts.taxCents);
    // The tax an order of the refunded amount would be charged, to the cent.
    expect(amounts.taxCents).toBe(totalsOf(2248, 0, QUEBEC).taxCents);
    expect(amounts.taxCents).toBe(337);
  });
});

describe("when a return may be asked for", () => {
  const invoice = new Date("2026-05-01T15:00:00Z");
  it("is open for 30 days from the invoice date, on paid, confirmed and shipped orders only", () => {
    expect(returnDeadline(invoice).toISOString()).toBe("2026-05-31T15:00:00.000Z");
    expect(isReturnable({ status: 6, invoiceDate: invoice }, new Date("2026-05-31T14:59:59Z"))).toBe(true);
    expect(isReturnable({ status: 9, invoiceDate: invoice }, new Date("2026-05-31T15:00:01Z"))).toBe(false);
    expect(isReturnable({ status: 7, invoiceDate: invoice }, new Date("2026-05-02T00:00:00Z"))).toBe(true);
    for (const status of [0, 1, 3, 5]) expect(isReturnable({ status, invoiceDate: invoice }, new Date("2026-05-02T00:00:00Z"))).toBe(false);
  });

  it("never offers more of a line than was ordered less what other returns hold", () => {
    expect(returnableQty(3, 0)).toBe(3);
    expect(returnableQty(3, 2)).toBe(1);
    expect(returnableQty(3, 5)).toBe(0);
  });
});

describe("a return's life", () => {
  it("moves only forward: decided once, received once approved, refunding back to approved only when the gateway refuses", () => {
    expect(canMoveReturn("requested", "approved")).toBe(true);
    expect(canMoveReturn("requested", "refunding")).toBe(false);
    expect(canMoveReturn("approved", "refunding")).toBe(true);
    expect(canMoveReturn("refunding", "approved")).toBe(true);
    expect(canMoveReturn("refunded", "approved")).toBe(false);
    expect(canMoveReturn("credited", "refused")).toBe(false);
    expect(canMoveReturn("refused", "approved")).toBe(false);
    expect(returnNumber(42)).toBe("RMA-000042");
  });
});
