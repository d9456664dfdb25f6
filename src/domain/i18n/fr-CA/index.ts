import type { Catalogue } from "../catalogue";
import { seo } from "./seo";
import { shell } from "./shell";

/** Every French message, by area: the same keys as the English (decision 037). */
export const fr = { ...shell, ...seo } as const satisfies Catalogue;
