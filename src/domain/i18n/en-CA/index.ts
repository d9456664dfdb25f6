import { accounts } from "./accounts";
import { content } from "./content";
import { cookies } from "./cookies";
import { forms } from "./forms";
import { shell } from "./shell";

/** Every English message, by area (decision 037). */
export const en = {
  ...shell,
  ...forms,
  ...accounts,
  ...content,
  ...cookies,
} as const;
