import { accounts } from "./accounts";
import { content } from "./content";
import { cookies } from "./cookies";
import { forms } from "./forms";
import { seo } from "./seo";
import { shell } from "./shell";

/** Every English message, by area (decision 037). */
export const en = {
  ...shell,
  ...seo,
  ...forms,
  ...accounts,
  ...content,
  ...cookies,
} as const;
