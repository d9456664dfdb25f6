import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { customerUser as customerContract, dealerUser as dealerContract } from "../../domain/contracts/accounts";
import { customerBilling, customerInfo, customerUser, dealerInfo, dealerUser } from "../test-utils/shop-data";
import { APP_STATE_KEY, type AppState, appStateReducer, emptyAppState, loadAppState, saveAppState } from "./app-state";
import { readSignedInUser } from "./signed-in-user";

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
    let state: AppState = {
      ...emptyAppState,
      cart: [
        { id: "A", quantity: 1 },
        { id: "B", quantity: 1 },
      ],
    };
    state = appStateReducer(state, { type: "updateCart", id: "B", quantity: 7 });
    expect(state.cart).toEqual([
      { id: "A", quantity: 1 },
      { id: "B", quantity: 7 },
    ]);
    state = appStateReducer(state, { type: "removeFromCart", id: "A" });
    expect(state.cart).toEqual([{ id: "B", quantity: 7 }]);
    expect(appStateReducer(state, { type: "clearCart" }).cart).toEqual([]);
  });

  it("logging out resets everything", () => {
    const state = appStateReducer({ ...emptyAppState, user: customerUser, cart: [{ id: "A", quantity: 1 }], orderSono: "SO1" }, { type: "logOut" });
    expect(state).toEqual(emptyAppState);
  });

  it("sets the user, user info, billing info, order number and order", () => {
    let state = appStateReducer(emptyAppState, { type: "setUser", user: customerUser });
    state = appStateReducer(state, { type: "setUserInfo", userInfo: { m_city: "Woodbridge" } });
    state = appStateReducer(state, { type: "setBillingInfo", billingInfo: { city: "Toronto" } });
    state = appStateReducer(state, { type: "setOrderSono", orderSono: "100200" });
    state = appStateReducer(state, { type: "setOrder", order: { total: 10 } });
    expect(state).toMatchObject({
      user: customerUser,
      userInfo: { m_city: "Woodbridge" },
      billingInfo: { city: "Toronto" },
      orderSono: "100200",
      order: { total: 10 },
    });
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

describe("the saved user", () => {
  function saved(state: Record<string, unknown>) {
    const storage = memoryStorage();
    storage.setItem(APP_STATE_KEY, JSON.stringify({ ...emptyAppState, ...state }));
    return loadAppState(storage);
  }

  it("restores a customer with their details, and a dealer with theirs", () => {
    expect(saved({ user: customerUser, userInfo: customerInfo, billingInfo: customerBilling })).toMatchObject({
      user: customerUser,
      userInfo: customerInfo,
      billingInfo: customerBilling,
    });
    expect(saved({ user: dealerUser, userInfo: dealerInfo })).toMatchObject({ user: dealerUser, userInfo: dealerInfo });
  });

  it("keeps only the contract's fields of a saved user", () => {
    expect(saved({ user: { ...customerUser, account: 42, role: "owner" } }).user).toEqual(customerUser);
  });

  it("starts signed out, keeping the cart, when the saved user is neither a customer nor a dealer", () => {
    const cart = [{ id: "F67-HOOD", quantity: 1 }];
    for (const user of [
      { id: 9, account: "D10001", name: "Demo Collision Ltd." },
      { ...customerUser, id: "7" },
      { ...dealerUser, email: undefined, dealer_info: {} },
      "ada@example.com",
      [customerUser],
    ]) {
      expect(saved({ user, userInfo: customerInfo, billingInfo: customerBilling, cart })).toEqual({ ...emptyAppState, cart });
    }
  });

  it("drops saved values of the wrong kind", () => {
    expect(saved({ orderSono: 100200, order: "paid", cart: { id: "A" } })).toEqual(emptyAppState);
    expect(saved({ cart: [{ id: "A", quantity: 2, price: 9 }] }).cart).toEqual([{ id: "A", quantity: 2 }]);
  });

  const text = fc.oneof(fc.string(), fc.constantFrom("", " ", "ada@example.com"));
  const anyValue = fc.oneof(fc.constant(undefined), fc.constant(null), fc.boolean(), fc.integer(), fc.double(), text, fc.constant({}), fc.constant([]));
  /** A user shaped like the contract's customer or dealer, with any field perhaps missing or of another kind. */
  const almostAUser = fc
    .tuple(
      fc.oneof(
        fc.record({ id: fc.integer(), firstname: text, lastname: text, email: text }),
        fc.record({
          id: fc.integer(),
          account: text,
          name: text,
          level: fc.integer(),
          email: text,
          firstname: text,
          lastname: text,
          dealer_info: fc.record({ pricecode: fc.integer(), address1: text, city: text, state: text, country: text, zip: text }),
          buyer: fc.option(fc.record({ id: fc.integer(), name: text, email: text }), { nil: null }),
        }),
      ),
      fc.option(fc.tuple(fc.constantFrom("id", "account", "name", "level", "email", "firstname", "lastname", "dealer_info", "pricecode", "buyer"), anyValue), {
        nil: null,
      }),
    )
    .map(([user, change]) => {
      if (!change) return user;
      const [field, value] = change;
      if (field === "pricecode" && "dealer_info" in user) return { ...user, dealer_info: { ...user.dealer_info, pricecode: value } };
      return { ...user, [field]: value };
    });

  it("reads exactly what the accounts contract accepts, as the contract shapes it", () => {
    fc.assert(
      fc.property(almostAUser, (value) => {
        const dealer = dealerContract.safeParse(value);
        const customer = customerContract.safeParse(value);
        const expected = dealer.success ? dealer.data : customer.success ? customer.data : null;
        expect(readSignedInUser(value)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
