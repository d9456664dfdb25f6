import type { Catalogue } from "../catalogue";
import { accounts } from "./accounts";
import { content } from "./content";
import { cookies } from "./cookies";
import { forms } from "./forms";
import { seo } from "./seo";
import { shell } from "./shell";

/** Every French message, by area: the same keys as the English (decision 037). */
export const fr = {
  ...shell,
  ...seo,
  ...forms,
  ...accounts,
  ...content,
  ...cookies,
} as const satisfies Catalogue;
