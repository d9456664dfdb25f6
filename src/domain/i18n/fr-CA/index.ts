import type { Catalogue } from "../catalogue";
import { shell } from "./shell";

/** Every French message, by area: the same keys as the English (decision 037). */
export const fr = { ...shell } as const satisfies Catalogue;
