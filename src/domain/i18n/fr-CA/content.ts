import type { Translation } from "../catalogue";
import type { content as english } from "../en-CA/content";

export const content = {
  "content.thanks": "Merci de votre courriel. {store} communiquera avec vous dès que possible.",
} as const satisfies Translation<typeof english>;
