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
  latitude: number;
  longitude: number;
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
  latitude: 43.7925,
  longitude: -79.5995,
};

/** The thanks a shopper reads once a message is sent, naming the store that will answer. */
export function messageThanks(storeName: string): string {
  return `Thank you for your email, ${storeName} will contact you as soon as possible.`;
}
