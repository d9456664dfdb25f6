/**
 * JSON as the fuzzer writes it by hand: JSON.stringify cannot send a duplicate key, a `-0`, a `1e999`
 * or an own `__proto__` key the way an attacker's client can, so bodies are built from ordered entries
 * and raw tokens and written out here.
 */

/** A piece of JSON text sent exactly as written (`1e999`, `-0`, a broken fragment). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** An object whose entries are kept in order, duplicates and `__proto__` included. */
export class Entries {
  constructor(readonly entries: readonly (readonly [string, JsonValue])[]) {}
}

export type JsonValue = null | boolean | number | string | RawJson | Entries | JsonValue[] | { [key: string]: JsonValue };

/** The JSON text of a value, with duplicate keys, `-0` and raw tokens kept as they are. */
export function jsonText(value: JsonValue): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof Entries) return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`).join(",")}}`;
  if (typeof value === "number") return Object.is(value, -0) ? "-0" : JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(jsonText).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.keys(value)
      .map((key) => `${JSON.stringify(key)}:${jsonText(value[key] as JsonValue)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

/** Whether a value is a plain JSON object (not an array, not entries or a raw token). */
export function isJsonObject(value: JsonValue | undefined): value is { [key: string]: JsonValue } {
  return value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Entries) && !(value instanceof RawJson);
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * Percent-encodes every byte of the UTF-8 form of a text but the unreserved characters. Unlike
 * encodeURIComponent it never throws: a lone surrogate is sent as U+FFFD, as a browser would.
 */
export function percentEncode(text: string): string {
  let out = "";
  for (const char of text) {
    if (UNRESERVED.test(char)) out += char;
    else for (const byte of Buffer.from(char, "utf8")) out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** A text cut for a failure message, saying how long it was and escaping what a terminal would hide. */
export function shorten(text: string, max = 400): string {
  const shown = JSON.stringify(text.length > max ? text.slice(0, max) : text);
  return text.length > max ? `${shown}… (${text.length} characters)` : shown;
}
