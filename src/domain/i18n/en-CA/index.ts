import { shell } from "./shell";

/** Every English message, by area (decision 037). */
export const en = { ...shell } as const;
