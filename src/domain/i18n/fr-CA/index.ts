import type { Catalogue } from "../catalogue";
import { accounts } from "./accounts";
import { buyers } from "./buyers";
import { cart } from "./cart";
import { catalog } from "./catalog";
import { checkout } from "./checkout";
import { classic } from "./classic";
import { content } from "./content";
import { cookies } from "./cookies";
import { dealer } from "./dealer";
import { documents } from "./documents";
import { errors } from "./errors";
import { forms } from "./forms";
import { home } from "./home";
import { inquiries } from "./inquiries";
import { layout } from "./layout";
import { mail } from "./mail";
import { orders } from "./orders";
import { partTypes } from "./part-types";
import { payments } from "./payments";
import { products } from "./products";
import { returns } from "./returns";
import { seo } from "./seo";
import { shell } from "./shell";
import { ui } from "./ui";
import { vehicles } from "./vehicles";
import { wishlist } from "./wishlist";

/** Every French message, by area: the same keys as the English (decision 037). */
export const fr = {
  ...shell,
  ...seo,
  ...forms,
  ...errors,
  ...accounts,
  ...content,
  ...cookies,
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
  ...partTypes,
  ...checkout,
  ...payments,
  ...orders,
  ...returns,
  ...dealer,
  ...buyers,
  ...mail,
  ...documents,
} as const satisfies Catalogue;
