import type { Catalogue } from "../catalogue";
import { forms } from "./forms";
import { shell } from "./shell";

/** Every French message, by area: the same keys as the English (decision 037). */
export const fr = {
  ...shell,
  ...forms,
} as const satisfies Catalogue;
