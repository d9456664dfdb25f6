/**
 * Headers of an error answer whose message is one of the catalogue (decision 037): its key, and its
 * values as URI-encoded JSON. The body stays `{ error: { code, message, fields? } }` in English.
 * A module of their own, without zod, so the browser reads them without loading any schema.
 */
export const MESSAGE_KEY_HEADER = "message-key";
export const MESSAGE_VALUES_HEADER = "message-values";
