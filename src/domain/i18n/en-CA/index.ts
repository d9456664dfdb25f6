import { forms } from "./forms";
import { shell } from "./shell";

/** Every English message, by area (decision 037). */
export const en = {
  ...shell,
  ...forms,
} as const;
