import { QueryClient } from "@tanstack/react-query";
import { configure, render, } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { vi } from "vitest";
import type { BillingInfo, CustomerUser, DealerDetails, DealerInfo, DealerUser, UserInfo } from "../../../domain/contracts/accounts";
import { DEFAULT_STORE } from "../../../domain/store";
import { Providers } from "../../app/providers";
import { APP_STATE_KEY, type AppState, emptyAppState } from "../../lib/app-state";
import { accountRoutes } from "./routes";
import { InitialLoad, SessionRoot } from "./session-root";

// Pages load lazily, as in the app. Loading them once up front keeps a cold, busy test run from timing out.
configure({ asyncUtilTimeout: 10_000 });
await Promise.all(
  ["sign-in-page", "register-page", "forget-password-page", "reset-password-page", "customer-info-page", "account-layout", "profile-page", "wishlist-page"].map(
    (page) => import(`./pages/${page}.tsx`),
  ),
);

export const customerUser: CustomerUser = { id: 7, firstname: "Ada", lastname: "Lovelace", email: "ada@example.com" };
export const customerInfo: UserInfo = {
  m_forename: "Ada",
  m_surname: "Lovelace",
  m_gender: 2,
  m_birth: "1990-12-10",
  m_address: "100 Example Drive",
  m_city: "Woodbridge",
  m_zipcode: "L4L 0A1",
  m_country: "CA",
  m_state: "ON",
  m_tel: "(905) 555-0142",
  m_mobile: null,
  m_car: "Mustang",
  m_year: 1967,
  m_make: "FORD",
};
export const customerBilling: BillingInfo = {
  firstname: "Ada",
  lastname: "Lovelace",
  address1: "100 Example Drive",
  address2: null,
  city: "Woodbridge",
  postalcode: "L4L 0A1",
  country: "CA",
  province: "ON",
  phone: "(905) 555-0142",
  mobile: null,
  same_as_shipping: true,
};
export const dealerUser: DealerUser = {
  id: 3,
  account: "D10001",
  name: "Demo Collision Ltd.",
  level: 3,
  email: "parts@democollision.example",
  firstname: "Dana",
  lastname: "Dealer",
  dealer_info: { pricecode: 3, address1: "5 Trade Road", city: "Vaughan", state: "ON", country: "CA", zip: "L4K 1A1" },
};
export const dealerInfo: DealerInfo = {
  custno: "D10001",
  company: "Demo Collision Ltd.",
  address1: "5 Trade Road",
  city: "Vaughan",
  state: "ON",
  zip: "L4K 1A1",
  country: "CA",
  phone: "(905) 555-0199",
  email: "parts@democollision.example",
  pricecode: 3,
  level: 3,
};
export const dealerDetails: DealerDetails = { dealer: dealerUser, dealerInfo, recentOrder: null, orderCount: 0 };

export const signedInCustomer: Partial<AppState> = { user: customerUser, userInfo: customerInfo, billingInfo: customerBilling };
export const signedInDealer: Partial<AppState> = { user: dealerUser, userInfo: dealerInfo };

type Reply = [status: number, body: unknown];
type Handler = Reply | ((body: unknown) => Reply | Promise<Reply>);

export interface ApiCall {
  key: string;
  body: unknown;
}

/**
 * Replaces fetch with answers per "METHOD /api/path" and records every call with its JSON body.
 * Unknown calls answer 404 in the API's error shape.
 */
export function stubApi(handlers: Record<string, Handler> = {}) {
  const calls: ApiCall[] = [];
  const all: Record<string, Handler> = {
    "GET /api/me": [200, { kind: "anonymous" }],
    "GET /api/store": [200, DEFAULT_STORE],
    "GET /api/vehicle-makes": [200, { items: [{ id: 1, make: "CHEVROLET" }, { id: 2, make: "FORD" }] }],
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, body });
    const handler = all[key];
    const [status, data] = handler === undefined ? [404, { error: { code: "NOT_FOUND", message: "Not found" } }] : typeof handler === "function" ? await handler(body) : handler;
    return new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    bodiesOf: (key: string) => calls.filter((call) => call.key === key).map((call) => call.body),
  };
}

/** Renders the accounts routes at a path with the given app state kept in localStorage, as a returning browser would. */
export function renderAt(path: string, state: Partial<AppState> = {}) {
  localStorage.setItem(APP_STATE_KEY, JSON.stringify({ ...emptyAppState, ...state }));
  const router = createMemoryRouter(
    [
      {
        Component: SessionRoot,
        HydrateFallback: InitialLoad,
        children: [
          {
            path: "/",
            Component: Outlet,
            children: [{ index: true, element: <h1>Home</h1> }, { path: "all-products", element: <h1>All Products</h1> }, ...accountRoutes],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}

export function savedAppState(): AppState {
  return JSON.parse(localStorage.getItem(APP_STATE_KEY) ?? "null") as AppState;
}
