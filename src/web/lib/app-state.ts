import { createContext, useContext } from "react";
import { readSignedInUser, type SignedInUser } from "./signed-in-user";

export const APP_STATE_KEY = "appState";

export interface CartLine {
  id: string;
  quantity: number;
}

/** What the browser keeps between visits, under localStorage key appState (spec section 3). */
export interface AppState {
  user: SignedInUser | null;
  userInfo: Record<string, unknown> | null;
  billingInfo: Record<string, unknown> | null;
  cart: CartLine[];
  orderSono: string | null;
  order: Record<string, unknown> | null;
}

export const emptyAppState: AppState = { user: null, userInfo: null, billingInfo: null, cart: [], orderSono: null, order: null };

export type AppAction =
  | { type: "setUser"; user: AppState["user"] }
  | { type: "setOrderSono"; orderSono: string | null }
  | { type: "setUserInfo"; userInfo: AppState["userInfo"] }
  | { type: "setBillingInfo"; billingInfo: AppState["billingInfo"] }
  | { type: "addToCart"; id: string; quantity: number }
  | { type: "removeFromCart"; id: string }
  | { type: "updateCart"; id: string; quantity: number }
  | { type: "clearCart" }
  | { type: "setOrder"; order: AppState["order"] }
  | { type: "logOut" }
  | { type: "restore"; state: AppState };

/** The client state actions of spec section 4. */
export function appStateReducer(state: AppState, action: AppAction): AppState {
  switch (action.type) {
    case "setUser":
      return { ...state, user: action.user };
    case "setOrderSono":
      return { ...state, orderSono: action.orderSono };
    case "setUserInfo":
      return { ...state, userInfo: action.userInfo };
    case "setBillingInfo":
      return { ...state, billingInfo: action.billingInfo };
    case "addToCart": {
      const existing = state.cart.find((line) => line.id === action.id);
      const cart = existing
        ? state.cart.map((line) => (line.id === action.id ? { ...line, quantity: line.quantity + action.quantity } : line))
        : [...state.cart, { id: action.id, quantity: action.quantity }];
      return { ...state, cart };
    }
    case "removeFromCart":
      return { ...state, cart: state.cart.filter((line) => line.id !== action.id) };
    case "updateCart":
      return { ...state, cart: state.cart.map((line) => (line.id === action.id ? { ...line, quantity: action.quantity } : line)) };
    case "clearCart":
      return { ...state, cart: [] };
    case "setOrder":
      return { ...state, order: action.order };
    case "logOut":
      return emptyAppState;
    case "restore":
      return action.state;
  }
}

type SavedRecord = Record<string, unknown> | null;

function savedRecord(value: unknown): SavedRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function savedCart(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((line): line is CartLine => savedRecord(line) !== null && typeof line.id === "string" && Number.isFinite(line.quantity))
    .map(({ id, quantity }) => ({ id, quantity }));
}

/**
 * Restores the saved state; anything unreadable starts empty rather than breaking the page. A user
 * that does not read as a customer or a dealer of the contract is not restored, and neither are the
 * details saved with them; GET /api/me then says who is signed in.
 */
export function loadAppState(storage: Storage | undefined = globalThis.localStorage): AppState {
  try {
    const raw = storage?.getItem(APP_STATE_KEY);
    if (!raw) return emptyAppState;
    const saved = savedRecord(JSON.parse(raw));
    if (!saved) return emptyAppState;
    const user = readSignedInUser(saved.user);
    return {
      user,
      userInfo: user ? savedRecord(saved.userInfo) : null,
      billingInfo: user ? savedRecord(saved.billingInfo) : null,
      cart: savedCart(saved.cart),
      orderSono: typeof saved.orderSono === "string" ? saved.orderSono : null,
      order: savedRecord(saved.order),
    };
  } catch {
    return emptyAppState;
  }
}

export function saveAppState(state: AppState, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(APP_STATE_KEY, JSON.stringify(state));
  } catch {}
}

export const AppStateContext = createContext<{ state: AppState; dispatch: (action: AppAction) => void } | null>(null);

export function useAppState() {
  const context = useContext(AppStateContext);
  if (!context) throw new Error("useAppState must be used inside <AppStateProvider>");
  return context;
}
