import { seo } from "./seo";
import { shell } from "./shell";

/** Every English message, by area (decision 037). */
export const en = { ...shell, ...seo } as const;
