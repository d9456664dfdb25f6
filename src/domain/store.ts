import type { OrderAddress } from "./contracts/buying";

/** The store's public details. The server fills them from configuration; these are the defaults. */
export interface StoreInfo {
  name: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  phone: string;
  dealerLine: string;
  fax: string;
  email: string;
  hours: string[];
  /** The hours in French, a line each (decision 039), shown on French pages; empty: they show the English lines. */
  hoursFr: string[];
  latitude: number;
  longitude: number;
  /** The store's GST/HST registration number (9 digits, RT, 4 digits), printed on invoices; "" when not set. */
  gstHstNumber: string;
  /** The store's Quebec QST registration number (10 digits, TQ, 4 digits), printed on invoices that charge QST; "" when not set. */
  qstNumber: string;
}

export const DEFAULT_STORE: StoreInfo = {
  name: "Partshop Woodbridge",
  address: "100 Example Drive",
  city: "Woodbridge",
  province: "ON",
  postalCode: "L4L 0A1",
  phone: "(905) 555-0142",
  dealerLine: "(905) 555-0142",
  fax: "(905) 555-0143",
  email: "sales@partshop.example",
  hours: ["Mon-Fri 8:30am-5:00pm", "Saturday by appointment"],
  hoursFr: ["Lun-ven 8 h 30 - 17 h", "Samedi sur rendez-vous"],
  latitude: 43.7925,
  longitude: -79.5995,
  gstHstNumber: "123456789 RT0001",
  qstNumber: "1234567890 TQ0001",
};

/** The thanks a shopper reads once a message is sent, naming the store that will answer. */
export function messageThanks(storeName: string): string {
  return `Thank you for your email, ${storeName} will contact you as soon as possible.`;
}

/**
 * A pickup order's shipping address (spec: the form holds the shop's own address): the store's
 * address under the shopper's name and phone, so the store knows whom to call when it is ready.
 */
export function pickupAddress(
  store: Pick<StoreInfo, "name" | "address" | "city" | "province" | "postalCode">,
  shopper: { forename: string; surname: string; tel: string },
): OrderAddress {
  return {
    forename: shopper.forename,
    surname: shopper.surname,
    company: store.name,
    address: store.address,
    city: store.city,
    state: store.province,
    zipcode: store.postalCode,
    country: "CA",
    tel: shopper.tel,
  };
}
