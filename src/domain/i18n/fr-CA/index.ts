import type { Catalogue } from "../catalogue";
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
} as const satisfies Catalogue;
