import type { Catalogue } from "../catalogue";
import { cart } from "./cart";
import { catalog } from "./catalog";
import { classic } from "./classic";
import { home } from "./home";
import { inquiries } from "./inquiries";
import { layout } from "./layout";
import { products } from "./products";
import { shell } from "./shell";
import { ui } from "./ui";
import { vehicles } from "./vehicles";
import { wishlist } from "./wishlist";

/** Every French message, by area: the same keys as the English (decision 037). */
export const fr = {
  ...shell,
  ...ui,
  ...products,
  ...layout,
  ...home,
  ...catalog,
  ...vehicles,
  ...cart,
  ...wishlist,
  ...classic,
  ...inquiries,
} as const satisfies Catalogue;
