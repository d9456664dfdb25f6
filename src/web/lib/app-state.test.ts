import { describe, expect, it } from "vitest";
import { APP_STATE_KEY, type AppState, appStateReducer, emptyAppState, loadAppState, saveAppState } from "./app-state";

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe("app state actions", () => {
  it("adds a new cart line, then raises its quantity when the same item is added again", () => {
    let state = appStateReducer(emptyAppState, { type: "addToCart", id: "F67-HOOD", quantity: 1 });
    state = appStateReducer(state, { type: "addToCart", id: "C69-BUMPER", quantity: 2 });
    state = appStateReducer(state, { type: "addToCart", id: "F67-HOOD", quantity: 3 });
    expect(state.cart).toEqual([
      { id: "F67-HOOD", quantity: 4 },
      { id: "C69-BUMPER", quantity: 2 },
    ]);
  });

  it("updates, removes and clears lines by id", () => {
    let state: AppState = { ...emptyAppState, cart: [{ id: "A", quantity: 1 }, { id: "B", quantity: 1 }] };
    state = appStateReducer(state, { type: "updateCart", id: "B", quantity: 7 });
    expect(state.cart).toEqual([{ id: "A", quantity: 1 }, { id: "B", quantity: 7 }]);
    state = appStateReducer(state, { type: "removeFromCart", id: "A" });
    expect(state.cart).toEqual([{ id: "B", quantity: 7 }]);
    expect(appStateReducer(state, { type: "clearCart" }).cart).toEqual([]);
  });

  it("logging out resets everything", () => {
    const state = appStateReducer({ ...emptyAppState, user: { id: 1 }, cart: [{ id: "A", quantity: 1 }], orderSono: "SO1" }, { type: "logOut" });
    expect(state).toEqual(emptyAppState);
  });

  it("sets the user, user info, billing info, order number and order", () => {
    let state = appStateReducer(emptyAppState, { type: "setUser", user: { id: 7 } });
    state = appStateReducer(state, { type: "setUserInfo", userInfo: { m_city: "Woodbridge" } });
    state = appStateReducer(state, { type: "setBillingInfo", billingInfo: { city: "Toronto" } });
    state = appStateReducer(state, { type: "setOrderSono", orderSono: "100200" });
    state = appStateReducer(state, { type: "setOrder", order: { total: 10 } });
    expect(state).toMatchObject({ user: { id: 7 }, userInfo: { m_city: "Woodbridge" }, billingInfo: { city: "Toronto" }, orderSono: "100200", order: { total: 10 } });
  });
});

describe("saved state", () => {
  it("is kept under localStorage key appState and restored", () => {
    const storage = memoryStorage();
    const state = { ...emptyAppState, cart: [{ id: "F65-GRILLE", quantity: 2 }] };
    saveAppState(state, storage);
    expect(JSON.parse(storage.getItem(APP_STATE_KEY)!)).toEqual(state);
    expect(loadAppState(storage)).toEqual(state);
  });

  it("starts empty when nothing or garbage is saved", () => {
    const storage = memoryStorage();
    expect(loadAppState(storage)).toEqual(emptyAppState);
    storage.setItem(APP_STATE_KEY, "{not json");
    expect(loadAppState(storage)).toEqual(emptyAppState);
    storage.setItem(APP_STATE_KEY, JSON.stringify({ cart: [{ id: 5 }, { id: "OK", quantity: 1 }] }));
    expect(loadAppState(storage).cart).toEqual([{ id: "OK", quantity: 1 }]);
  });
});
