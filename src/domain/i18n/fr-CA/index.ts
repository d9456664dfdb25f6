import type { Catalogue } from "../catalogue";
import { accounts } from "./accounts";
import { content } from "./content";
import { cookies } from "./cookies";
import { documents } from "./documents";
import { forms } from "./forms";
import { mail } from "./mail";
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
  ...mail,
  ...documents,
} as const satisfies Catalogue;
