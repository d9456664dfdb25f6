import { accounts } from "./accounts";
import { content } from "./content";
import { cookies } from "./cookies";
import { documents } from "./documents";
import { forms } from "./forms";
import { mail } from "./mail";
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
  ...mail,
  ...documents,
} as const;
