import { configure } from "@testing-library/react";
import type { ReactNode } from "react";
import { Outlet, type RouteObject } from "react-router";
import { vi } from "vitest";
import type { ItemDetail, Make, Product, ProductPage, SaleItem } from "../../../domain/contracts/catalog";
import { APP_STATE_KEY, type AppState, emptyAppState } from "../../lib/app-state";
import { renderRoutes as renderSharedRoutes } from "../../test-utils/render";

// Two shared cores run every suite at once: give lazy chunks and stubbed fetches time to settle.
configure({ asyncUtilTimeout: 10_000 });

/** Test data shaped like the catalog contract. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    item: "F67-HOOD",
    descrip: "1967-1968 Ford Mustang steel hood",
    make: "FORD",
    model: "MUSTANG",
    year_from: 1967,
    year_end: 1968,
    onhand: 4,
    onshpeta: null,
    onsale: false,
    orderpt: 10,
    qty: 1,
    price: 500,
    pricel: 500,
    price2: 450,
    price3: 400,
    price4: 380,
    price5: 360,
    price6: 340,
    img_path: "/images/parts/f67-hood.svg",
    big: "/images/parts/f67-hood-big.svg",
    oversize: true,
    ...overrides,
  };
}

export function aSaleItem(overrides: Partial<SaleItem> = {}): SaleItem {
  return { ...aProduct({ item: "D70-MIRROR", descrip: "1970 Dodge Challenger mirror", make: "DODGE", price: 80, pricel: 80 }), sale_price: 59.99, org_price: 80, ...overrides };
}

export function aPage(data: Product[], total = data.length, page = 1): ProductPage {
  return { current_page: page, total, per_page: 20, last_page: Math.max(1, Math.ceil(total / 20)), data };
}

export function anItemDetail(product: Product, makes: string[] = [product.make]): ItemDetail {
  return { singleItem: product, item_makes: makes.map((make, index) => ({ make, row_id: index + 1 })) };
}

export const someMakes: Make[] = [
  { id: 1, make: "FORD", path: "/images/makes/ford.svg" },
  { id: 2, make: "DODGE", path: "/images/makes/dodge.svg" },
  { id: 3, make: "GM", path: "/images/makes/gm.svg" },
];

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Reply = unknown | { status: number; body: unknown };
type Handler = (call: RecordedCall) => Reply;

/** Stubs the browser's fetch: "GET /api/makes" -> handler. Unknown calls answer 404 like the server. */
export function stubApi(handlers: Record<string, Handler | Reply>) {
  const calls: RecordedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const call: RecordedCall = { method, path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const key = `${method} ${decodeURIComponent(url.pathname)}`;
    if (!(key in handlers)) return Response.json({ error: { code: "NOT_FOUND", message: `No stub for ${key}` } }, { status: 404 });
    const handler = handlers[key];
    const reply = typeof handler === "function" ? (handler as Handler)(call) : handler;
    if (reply && typeof reply === "object" && "status" in reply && "body" in reply && typeof reply.status === "number") {
      return Response.json(reply.body, { status: reply.status });
    }
    return Response.json(reply);
  });
  vi.stubGlobal("fetch", fetchStub);
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

export function signIn(user: AppState["user"]) {
  localStorage.setItem(APP_STATE_KEY, JSON.stringify({ ...emptyAppState, user }));
}

export const retailUser = { id: 7, firstname: "Sam", lastname: "Shopper", email: "shopper@example.com" };
export const dealerUser = { id: 9, account: "D10001", name: "Demo Collision Ltd.", level: 2, dealer_info: { pricecode: 3 } };

export function storedAppState(): AppState {
  return JSON.parse(localStorage.getItem(APP_STATE_KEY) ?? "null") as AppState;
}

function Shell() {
  return (
    <main>
      <Outlet />
    </main>
  );
}

/** Renders routes in the app's providers under a <main> (as the layout gives), with a /sign-in page to land on. */
export function renderRoutes(children: RouteObject[], initialPath: string) {
  return renderSharedRoutes([{ path: "/", Component: Shell, children: [...children, { path: "sign-in", element: <h1>Sign in</h1> }] }], { path: initialPath });
}

export function renderWithRoute(ui: ReactNode, initialPath = "/") {
  return renderRoutes(
    [
      { index: true, element: ui },
      { path: "*", element: ui },
    ],
    initialPath,
  );
}

/** Runs axe on the rendered document; colour contrast cannot be computed in jsdom and is checked in the browser tests. */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const { default: axe } = await import("axe-core");
  const results = await axe.run(root, { rules: { "color-contrast": { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
