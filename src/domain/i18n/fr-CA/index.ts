import type { Catalogue } from "../catalogue";
import { catalog } from "./catalog";
import { home } from "./home";
import { layout } from "./layout";
import { products } from "./products";
import { shell } from "./shell";
import { ui } from "./ui";

/** Every French message, by area: the same keys as the English (decision 037). */
export const fr = {
  ...shell,
  ...ui,
  ...products,
  ...layout,
  ...home,
  ...catalog,
} as const satisfies Catalogue;
