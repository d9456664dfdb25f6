/** The frame of every page: header, navigation, footer, cookie notice, the language switch. */
export const shell = {
  "shell.language.switch": "Français",
  "shell.language.switchLabel": "Voir cette page en français",
} as const;
