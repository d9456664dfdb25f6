import type { BrowserDetails, CardPurchase, PaymentAddress } from "../../src/server/integrations/payments/gateway";

/** A shopper's Ontario address. */
export const ontarioAddress: PaymentAddress = {
  name: "Pat Shopper",
  addressLine1: "12 King Street West",
  city: "Toronto",
  province: "ON",
  postalCode: "M5H 1A1",
  country: "CA",
  phoneNumber: "(416) 555-0100",
  emailAddress: "shopper@example.com",
};

/** What a desktop Chromium reports for 3-D Secure 2. */
export const desktopBrowser: BrowserDetails = {
  acceptHeader: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  javaEnabled: false,
  language: "en-CA",
  colorDepth: 24,
  screenHeight: 1080,
  screenWidth: 1920,
  timeZone: 240,
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  javascriptEnabled: true,
};

/** A card purchase for order S1001 of $45.99, with one idempotency key per order and attempt. */
export function aPurchase(token: string, overrides: Partial<CardPurchase> = {}): CardPurchase {
  const orderNumber = overrides.orderNumber ?? "S1001";
  return {
    orderNumber,
    amountCents: 4599,
    currency: "CAD",
    token,
    idempotencyKey: `${orderNumber}-1`,
    cardholderName: "Pat Shopper",
    billing: ontarioAddress,
    shipping: ontarioAddress,
    customerIp: "203.0.113.7",
    termUrl: "https://shop.example.com/payment/3ds",
    browser: desktopBrowser,
    ...overrides,
  };
}

/** A card expiry two years from now, as the browser sends it. */
export function futureExpiry(): { expiry_month: string; expiry_year: string } {
  return { expiry_month: "06", expiry_year: String((new Date().getUTCFullYear() + 2) % 100).padStart(2, "0") };
}
