/** The content pages: contact us, catalogues, the store policies, privacy and cookies. */
export const content = {
  "content.thanks": "Thank you for your email, {store} will contact you as soon as possible.",
} as const;
