import type { BillingInfo, CustomerUser, DealerDetails, DealerInfo, DealerUser, UserInfo } from "../../domain/contracts/accounts";
import type { AddressEntry, CartLine, CartReply, CheckoutReply, HistoryRow, OneOrderReply, OrderAddress } from "../../domain/contracts/buying";
import type { ItemDetail, Make, Product, ProductPage, SaleItem } from "../../domain/contracts/catalog";
import type { AppState } from "../lib/app-state";

// Contract-shaped test data: each test builds what it needs from these, overriding what it is about.

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
  buyer: null,
};
/** A buyer of the demo dealer account, signed in (decision 041): the dealer with the buyer beside it. */
export const dealerBuyerUser: DealerUser = { ...dealerUser, buyer: { id: 7, name: "Bea Buyer", email: "bea@democollision.example" } };
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

/** A part shaped like the catalog contract: the 1967-68 Mustang hood unless told otherwise. */
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
    promotional: false,
    special_price: null,
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

/** A part with a special sale price, as /specials answers it: its special_price is the sale price, its list price the original. */
export function aSaleItem(overrides: Partial<SaleItem> = {}): SaleItem {
  const salePrice = overrides.sale_price ?? 59.99;
  const orgPrice = overrides.org_price ?? 80;
  return {
    ...aProduct({ item: "D70-MIRROR", descrip: "1970 Dodge Challenger mirror", make: "DODGE", price: orgPrice, pricel: orgPrice, special_price: salePrice }),
    sale_price: salePrice,
    org_price: orgPrice,
    ...overrides,
  };
}

/** A page of a product list, 20 a page, as the search and Hot Deals answers carry it. */
export function aPage(data: Product[], total = data.length, page = 1): ProductPage {
  return { current_page: page, total, per_page: 20, last_page: Math.max(1, Math.ceil(total / 20)), data };
}

/** GET /item/:code's answer for a part, with the makes it fits. */
export function anItemDetail(product: Product, makes: string[] = [product.make]): ItemDetail {
  return { singleItem: product, item_makes: makes.map((make, index) => ({ make, row_id: index + 1 })), fitment: [] };
}

/** Three makes, as GET /makes answers them. */
export const someMakes: Make[] = [
  { id: 1, make: "FORD", path: "/images/makes/ford.svg" },
  { id: 2, make: "DODGE", path: "/images/makes/dodge.svg" },
  { id: 3, make: "GM", path: "/images/makes/gm.svg" },
];

/** A cart line as /getItems_carts and checkout answer it: the C69 bumper at its promo price unless told otherwise. */
export function aCartLine(overrides: Partial<CartLine> = {}): CartLine {
  const qty = overrides.qty ?? 1;
  const price = overrides.price ?? 296.99;
  return {
    item: "C69-BUMPER",
    descrip: "1969 Chevrolet Camaro front bumper",
    make: "CHEVROLET",
    qty,
    price,
    list: 329.99,
    cause: "promo",
    msrp: null,
    line: Math.round(price * qty * 100) / 100,
    onhand: 6,
    oversize: false,
    img_path: "/images/parts/c69-bumper.svg",
    ...overrides,
  };
}

/** The shopper's cart as /getItems_carts answers it, the subtotal and count added up from its lines. */
export function aCart(lines: CartLine[] = [aCartLine()]): CartReply {
  const cents = lines.reduce((sum, line) => sum + Math.round(line.line * 100), 0);
  return { carts: lines, subtotal: cents / 100, count: lines.reduce((sum, line) => sum + line.qty, 0) };
}

/** An address book entry (ids start at 1001). */
export function anAddressEntry(overrides: Partial<AddressEntry> = {}): AddressEntry {
  return {
    id: 1001,
    forename: "Ada",
    surname: "Lovelace",
    company: null,
    address: "7 Harbour Street",
    city: "Halifax",
    state: "NS",
    zipcode: "B3H 1A1",
    country: "CA",
    tel: "(902) 555-0101",
    ...overrides,
  };
}

/** POST /checkout's answer for the customer's own Ontario address: shipping 39.95, tax 13%. */
export function aCheckout(overrides: Partial<CheckoutReply> = {}): CheckoutReply {
  const carts = overrides.carts ?? [aCartLine()];
  const subtotal = aCart(carts).subtotal;
  const shipping = overrides.total_shipping ?? 39.95;
  const tax = Math.round((subtotal + shipping) * 13) / 100;
  return {
    carts,
    subtotal,
    total_shipping: shipping,
    shippingDays: 2,
    tax,
    taxRate: 0.13,
    tax_lines: [{ name: "HST", rate: 0.13, amount: tax }],
    total: Math.round((subtotal + shipping + tax) * 100) / 100,
    oversize: false,
    addressBook: [],
    userInfo: {
      forename: "Ada",
      surname: "Lovelace",
      address: "100 Example Drive",
      city: "Woodbridge",
      state: "ON",
      zipcode: "L4L 0A1",
      country: "CA",
      tel: "(905) 555-0142",
      email: "ada@example.com",
    },
    ...overrides,
  };
}

/** An order's address as /oneOrder answers it. */
export function anOrderAddress(overrides: Partial<OrderAddress> = {}): OrderAddress {
  return {
    forename: "Ada",
    surname: "Lovelace",
    company: null,
    address: "100 Example Drive",
    city: "Woodbridge",
    state: "ON",
    zipcode: "L4L 0A1",
    country: "CA",
    tel: "(905) 555-0142",
    ...overrides,
  };
}

/** GET /oneOrder's answer: a paid order (6) of one bumper unless told otherwise. */
export function anOrder(
  header: Partial<OneOrderReply["somast"]> = {},
  lines: OneOrderReply["oneOrder"] = [
    { descrip: "1969 Chevrolet Camaro front bumper", item: "C69-BUMPER", make: "CHEVROLET", qty: 1, price: 296.99, backorder: 0 },
  ],
): OneOrderReply {
  return {
    oneOrder: lines,
    somast: {
      order_num: "100001",
      date_order: "2026-05-14T15:30:00.000Z",
      subtotal: 296.99,
      shipping: 39.95,
      tax: 43.8,
      tax_lines: [{ name: "HST", rate: 0.13, amount: 43.8 }],
      total: 380.74,
      shipping_days: 2,
      address: 0,
      pickup: false,
      notes: "No additional notes",
      sales_status: 6,
      track_num: null,
      courier: null,
      tracking_url: null,
      paid_with: "card",
      po_number: null,
      buyer: null,
      ...header,
    },
    address: anOrderAddress(),
    billing: anOrderAddress({ address: "9 Billing Lane" }),
  };
}

/** A row of Order History. */
export function aHistoryRow(overrides: Partial<HistoryRow> = {}): HistoryRow {
  return {
    order_num: "100001",
    date_order: "2026-05-14T15:30:00.000Z",
    track_num: null,
    courier: null,
    tracking_url: null,
    subtotal: 296.99,
    total: 380.74,
    po_number: null,
    ...overrides,
  };
}
