import { describe, expect, it } from "vitest";
import { translatorOf } from "./i18n";
import { en } from "./i18n/en-CA";
import { fr } from "./i18n/fr-CA";
import {
  canMove,
  customerStatusKey,
  formatOrderDate,
  historyStatusKey,
  historyStatusLabel,
  ORDER_STATUS,
  PO_NUMBER_MAX,
  pendingStatusKey,
  pendingStatusLabel,
  statusesMovableTo,
} from "./orders";

const english = translatorOf("en-CA");
const french = translatorOf("fr-CA");

describe("an order's status as its customer reads it", () => {
  it("keeps the spec's English labels, which are the English of the keys the pages read", () => {
    expect([historyStatusLabel("1Z999"), historyStatusLabel(null), historyStatusLabel("")]).toEqual(["Shipped", "Processing", "Processing"]);
    expect([pendingStatusLabel(3), pendingStatusLabel(5), pendingStatusLabel(6)]).toEqual(["Pending for Quote", "Pending for Reply", ""]);
    expect(english.t(historyStatusKey("1Z999"))).toBe(historyStatusLabel("1Z999"));
    expect(english.t(pendingStatusKey(3)!)).toBe(pendingStatusLabel(3));
  });

  it("says every state in French: a pending quote, a paid or confirmed order in progress, shipped, cancelled, not paid", () => {
    const frenchOf = (status: number) => french.t(customerStatusKey(status));
    expect(frenchOf(ORDER_STATUS.pendingQuote)).toBe("En attente de soumission");
    expect(frenchOf(ORDER_STATUS.pendingReply)).toBe("En attente de votre réponse");
    expect([frenchOf(ORDER_STATUS.paid), frenchOf(ORDER_STATUS.dealerConfirmed)]).toEqual(["En traitement", "En traitement"]);
    expect(frenchOf(ORDER_STATUS.shipped)).toBe("Expédiée");
    expect(frenchOf(ORDER_STATUS.cancelled)).toBe("Annulée");
    expect(frenchOf(ORDER_STATUS.reserved)).toBe("Non payée");
    expect(french.t(historyStatusKey(null))).toBe("En traitement");
  });
});

describe("an order's date", () => {
  it("is the store's calendar day (Eastern), written the same numeric way in both languages", () => {
    expect(formatOrderDate("2026-05-15T02:30:00.000Z")).toBe("2026-05-14");
    expect(formatOrderDate("2026-05-15T02:30:00.000Z", "fr-CA")).toBe("2026-05-14");
    expect(formatOrderDate("not a date", "fr-CA")).toBe("not a date");
  });
});

describe("a dealer's PO number", () => {
  it("is refused past PO_NUMBER_MAX characters in words that name that limit", () => {
    expect(en["dealer.po.tooLong"]).toContain(String(PO_NUMBER_MAX));
    expect(fr["dealer.po.tooLong"]).toContain(String(PO_NUMBER_MAX));
  });
});

describe("the states an order may move to a state from", () => {
  const states = Object.values(ORDER_STATUS);
  it("are exactly those canMove allows, for every pair of states", () => {
    for (const to of states) for (const from of states) expect(statusesMovableTo(to).includes(from), `${from} -> ${to}`).toBe(canMove(from, to));
  });

  it("let a reserved number or a quoted order be paid, and nothing move back to a reserved number", () => {
    expect(statusesMovableTo(ORDER_STATUS.paid).sort()).toEqual([ORDER_STATUS.reserved, ORDER_STATUS.pendingReply]);
    expect(statusesMovableTo(ORDER_STATUS.reserved)).toEqual([]);
  });
});
