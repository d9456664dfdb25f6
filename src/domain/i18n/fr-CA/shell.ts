import type { Translation } from "../catalogue";
import type { shell as english } from "../en-CA/shell";

export const shell = {
  "shell.language.switch": "English",
  "shell.language.switchLabel": "View this page in English",
} as const satisfies Translation<typeof english>;
