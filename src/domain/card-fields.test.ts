import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CARD_EXPIRED,
  CARD_NUMBER_INVALID,
  cardForm,
  formatCardNumber,
  formatCvv,
  formatExpiryPart,
  isExpiryCurrent,
  passesLuhn,
  tokenizerBody,
} from "./card-fields";
import { translatorOf } from "./i18n";
import type { MessageKey } from "./i18n/catalogue";

const today = () => new Date(2026, 4, 15);
const card = { cardholderName: "Sam Shopper", number: "4030 0000 1000 1234", expiryMonth: "12", expiryYear: "30", cvv: "123" };

describe("card fields as typed", () => {
  it("groups the number's digits in fours and stops at 19 characters", () => {
    expect(formatCardNumber("4030000010001234")).toBe("4030 0000 1000 1234");
    expect(formatCardNumber("4030-0000 1000abc1234")).toBe("4030 0000 1000 1234");
    expect(formatCardNumber("40300000100012345678")).toBe("4030 0000 1000 1234");
    expect(formatCardNumber("4030 ")).toBe("4030");
    expect(formatCardNumber("")).toBe("");
  });

  it("keeps any typing to digits in groups of four, at most 19 characters", () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const shown = formatCardNumber(typed);
        expect(shown.length).toBeLessThanOrEqual(19);
        expect(shown).toMatch(/^(\d{4}( \d{4})*( \d{1,3})?|\d{1,3})?$/);
        expect(formatCardNumber(shown)).toBe(shown);
      }),
    );
  });

  it("keeps expiry parts to two digits and the CVV to eight", () => {
    expect(formatExpiryPart("1a2b3")).toBe("12");
    expect(formatExpiryPart("/")).toBe("");
    expect(formatCvv("12 34-5678 90")).toBe("12345678");
  });
});

describe("card checks", () => {
  it("knows the Luhn check of the test cards", () => {
    for (const number of ["4030000010001234", "5100000010001004", "4003050500040005", "5100000020002000"]) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn("4030000010001235")).toBe(false);
    expect(passesLuhn("")).toBe(false);
  });

  it("takes a card good until the end of its expiry month", () => {
    expect(isExpiryCurrent("05", "26", today())).toBe(true);
    expect(isExpiryCurrent("04", "26", today())).toBe(false);
    expect(isExpiryCurrent("01", "27", today())).toBe(true);
  });

  it("accepts a good card and says what is wrong with a bad one", () => {
    const schema = cardForm(today);
    expect(schema.safeParse(card).success).toBe(true);
    // The schema reports catalogue keys; the form shows them in the page's language (here English, then French).
    const messages = (value: object, t = translatorOf("en-CA").t) =>
      (schema.safeParse({ ...card, ...value }).error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${t(issue.message as MessageKey)}`);
    expect(messages({ number: "4030 0000 1000 1235" })).toEqual(["number: Please enter a valid card number."]);
    expect(messages({ number: "4030 0000 1000 1235" }, translatorOf("fr-CA").t)).toEqual([`number: ${translatorOf("fr-CA").t(CARD_NUMBER_INVALID)}`]);
    expect(translatorOf("fr-CA").t(CARD_NUMBER_INVALID)).not.toBe("Please enter a valid card number.");
    expect(messages({ expiryMonth: "13" })).toEqual(["expiryMonth: Please enter the expiry month as MM (01-12)."]);
    expect(messages({ expiryMonth: "04", expiryYear: "26" })).toEqual(["expiryYear: This card has expired."]);
    expect(CARD_EXPIRED).toBe("payments.card.expired");
    expect(messages({ cvv: "12" })).toEqual(["cvv: Please enter the 3 or 4 digit CVV."]);
    expect(messages({ cardholderName: "  " })).toEqual(["cardholderName: Please enter the card holder's name."]);
  });

  it("hands the tokenizer the digits only", () => {
    expect(tokenizerBody(card)).toEqual({ number: "4030000010001234", expiry_month: "12", expiry_year: "30", cvd: "123" });
  });
});
