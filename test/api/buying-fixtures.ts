import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { hashPassword } from "../../src/server/lib/passwords";
import { staffUsers } from "../../src/server/modules/accounts/schema";
import type { TestApp } from "../app";
import { createPart, type PartInput } from "../factories";
import { createCustomer, createDealer, sessionOf } from "./accounts-fixtures";

let lastAddress = 0;
/** Each call comes from its own address, so per-address limits only bite where a test means them to. */
export const freshAddress = () => `10.20.${Math.floor(++lastAddress / 250) % 250}.${lastAddress % 250}`;

/** A signed-in shopper: the account, its session cookie, and calls made as it. */
export interface Shopper {
  id: number;
  email: string;
  account?: string;
  cookies: Record<string, string>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
}

/** Calls made with a session's cookies, each from its own address. */
export function callsAs(app: FastifyInstance, cookies: Record<string, string>) {
  return {
    post: (url: string, payload: unknown = {}) => app.inject({ method: "POST", url, payload: payload as object, cookies, remoteAddress: freshAddress() }),
    get: (url: string) => app.inject({ method: "GET", url, cookies, remoteAddress: freshAddress() }),
  };
}

/** A staff member (role staff) made for the test file and signed in through /api/admin/login: their session cookies. */
export async function signedInStaff(t: TestApp, person: { email: string; password: string; name: string }): Promise<Record<string, string>> {
  await t.database.db.insert(staffUsers).values({ email: person.email, passwordHash: await hashPassword(person.password), name: person.name });
  return sessionOf(
    await t.app.inject({ method: "POST", url: "/api/admin/login", payload: { email: person.email, password: person.password }, remoteAddress: freshAddress() }),
  );
}

/** A customer with a complete Ontario profile (Toronto), signed in. */
export async function signedInCustomer(t: TestApp): Promise<Shopper> {
  const customer = await createCustomer(t.database.db, { complete: true });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/loginCustomer",
    payload: { email: customer.email, password: customer.password },
    remoteAddress: freshAddress(),
  });
  const cookies = sessionOf(response);
  return { id: customer.id, email: customer.email, cookies, ...callsAs(t.app, cookies) };
}

/** A dealer (price code 2 unless given), signed in. */
export async function signedInDealer(t: TestApp, pricecode = 2): Promise<Shopper> {
  const dealer = await createDealer(t.database.db, { pricecode });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/loginDealer",
    payload: { account: dealer.account, password: dealer.password },
    remoteAddress: freshAddress(),
  });
  const cookies = sessionOf(response);
  return { id: dealer.id, email: dealer.email, account: dealer.account, cookies, ...callsAs(t.app, cookies) };
}

/** A part with stock, weight and a plain list price (no promo: onhand at or below the reorder point). */
export function stockedPart(t: TestApp, overrides: PartInput = {}) {
  return createPart(t.database.db, { pricel: 100, price: 100, onhand: 5, orderpt: 10, weightKg: 2, ...overrides });
}

/** What the browser reports for 3-D Secure 2. */
export const BROWSER = {
  accept_header: "text/html,application/json",
  java_enabled: false,
  language: "en-CA",
  color_depth: 24,
  screen_height: 900,
  screen_width: 1440,
  time_zone: 300,
  user_agent: "Mozilla/5.0 (X11; Linux x86_64) Chromium",
  javascript_enabled: true,
};

export const APPROVED_CARD = { number: "4030000010001234", expiry_month: "12", expiry_year: "30", cvd: "123" };
export const DECLINED_CARD = { number: "4003050500040005", expiry_month: "12", expiry_year: "30", cvd: "123" };

/** A card token from the test gateway's /api/token/test, as the payment page gets one. */
export async function cardToken(shopper: Shopper, card = APPROVED_CARD): Promise<string> {
  const response = await shopper.post("/api/token/test", card);
  if (response.statusCode !== 200) throw new Error(`tokenize failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** The figures /changeAddress answers for an address, as the confirm page shows them. */
export async function figuresFor(shopper: Shopper, addressID: number) {
  const summary = await shopper.post("/api/changeAddress", { id: addressID });
  if (summary.statusCode !== 200) throw new Error(`changeAddress failed: ${summary.statusCode} ${summary.body}`);
  const checkout = await shopper.post("/api/checkout", { userID: shopper.id });
  const { subtotal } = checkout.json<{ subtotal: number }>();
  const { total_shipping, tax, shippingDays, total } = summary.json<{ total_shipping: number; tax: number; shippingDays: number; total: number }>();
  return { subtotal, shipping: total_shipping, hst: tax, shippingDays, total };
}

/** Reserves a number and pays the cart by card as the payment page does; the raw answer of /storeOrderData. */
export async function payByCard(
  shopper: Shopper,
  options: { addressID?: number; pickup?: boolean; card?: typeof APPROVED_CARD; figures?: Partial<Awaited<ReturnType<typeof figuresFor>>> } = {},
) {
  const addressID = options.pickup ? 1 : (options.addressID ?? 0);
  const figures = { ...(await figuresFor(shopper, addressID)), ...options.figures };
  const reserved = await shopper.post("/api/reserveOrderSlot", { custno: shopper.id });
  const { orderNumber } = reserved.json<{ orderNumber: string }>();
  const token = await cardToken(shopper, options.card);
  const answer = await shopper.post("/api/storeOrderData", {
    orderNumber,
    custno: shopper.id,
    addressID,
    pickupInstore: options.pickup ?? false,
    subtotal: figures.subtotal,
    hst: figures.hst,
    shipping: figures.shipping,
    shippingDays: figures.shippingDays,
    notes: "Leave at the side door",
    token,
    cardholderName: "Casey Customer",
    browser: BROWSER,
  });
  return { orderNumber, answer, figures, token };
}
