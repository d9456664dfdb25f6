import fc from "fast-check";
import { Entries, type JsonValue, RawJson } from "./json-text";

/** Long enough to pass any field's maximum, short enough that a body with one still fits the 256 KiB body limit. */
const HUGE = 100_000;

/** Numbers at the edges: sign, 32- and 53-bit limits, fractions, the largest and smallest doubles. */
export const EDGE_NUMBERS = [0, -0, -1, 1, 1.5, -1.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), 2 ** 32, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e308, -1e308, 5e-324, 1e21];

/** Number tokens that are JSON but that JSON.stringify never writes: 1e999 parses to Infinity, -0 stays negative, 30 digits lose some. */
const UNWRITTEN_NUMBERS = ["-0", "1e999", "-1e999", "1E400", "1e-400", "0.0000000000000000000001", "123456789012345678901234567890"];
/** Numbers as lenient parsers write them, none of which is JSON: the whole body is then not JSON. */
const NOT_JSON_NUMBERS = ["00", "01", "1.", ".5", "+1", "0x10", "NaN", "Infinity"];

/** Characters that break parsers, comparisons and terminals: controls, lone surrogates, direction marks, case-mapping oddities. */
const DANGEROUS_CHARACTERS = [
  "\u0000",
  "\u0007",
  "\u0008",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009f",
  "\t",
  "\n",
  "\r",
  "\u2028",
  "\uD800",
  "\uDFFF",
  "\u202E",
  "\u200F",
  "\u200B",
  "\uFEFF",
  "\u0301",
  "İ",
  "ß",
  "ſ",
  "ﬀ",
  "🚗",
  "👨‍👩‍👧",
  "'",
  '"',
  "\\",
  "%",
  "<",
  "&",
  "/",
  ".",
  " ",
];

/** Whole texts an attacker or a broken client sends. */
export const SPECIAL_TEXTS = [
  "",
  " ",
  "   ",
  "\u0000",
  "a\u0000b",
  "\u001b[31mred",
  "line\nbreak",
  "tab\there",
  "\r\n",
  "\uD800",
  "a\uDFFFb",
  "\uDBFF\uDFFF",
  "🚗🔧",
  "\u202Eevil.exe",
  "\u200F\u200E",
  "\uFEFFbom",
  "e\u0301",
  "İSTANBUL",
  "straße",
  "０１２",
  "٣",
  "' OR 1=1 --",
  "'; drop table parts; --",
  "%",
  "%00",
  "%E0%A4%A",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as it is.
  "${7*7}",
  "null",
  "undefined",
  "NaN",
  "true",
  "[]",
  "{}",
  "0",
  "-0",
  "1e999",
  "0x10",
  " 2",
  "+3",
  "9".repeat(400),
  "x".repeat(256),
  "x".repeat(HUGE),
  "é".repeat(HUGE / 2),
  "🚗".repeat(HUGE / 4),
];

/** A hostile text: a known troublemaker, or a generated one from dangerous characters, full unicode or graphemes. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom(...DANGEROUS_CHARACTERS, "a", "Z", "1", "@"), maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }) },
);

/** Field names no contract has, some of which a careless server would act on. */
export const HOSTILE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "",
  " ",
  "a\u0000b",
  "line\nkey",
  "🚗",
  "x".repeat(2000),
  "isAdmin",
  "role",
  "price",
  "dealerId",
  "userId",
  "userid",
];

const deeplyNested = fc.constantFrom<JsonValue>(
  new RawJson(`${"[".repeat(2000)}${"]".repeat(2000)}`),
  new RawJson(`${'{"a":'.repeat(500)}1${"}".repeat(500)}`),
  Array.from({ length: 5000 }, (_, n) => n),
);

const hostileLeaf: fc.Arbitrary<JsonValue> = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...UNWRITTEN_NUMBERS).map((token) => new RawJson(token)) },
  { weight: 1, arbitrary: fc.constantFrom(...NOT_JSON_NUMBERS).map((token) => new RawJson(token)) },
  { weight: 2, arbitrary: fc.constantFrom<JsonValue>(true, false, null) },
);

/** Any JSON value of the wrong kind: hostile texts and numbers, booleans, null, small containers, deep nesting, a prototype attack. */
export const hostileValue: fc.Arbitrary<JsonValue> = fc.oneof(
  { weight: 10, arbitrary: hostileLeaf },
  { weight: 2, arbitrary: fc.array(hostileLeaf, { maxLength: 3 }) },
  {
    weight: 2,
    arbitrary: fc.array(fc.tuple(fc.constantFrom(...HOSTILE_KEYS, "a", "id"), hostileLeaf), { maxLength: 3 }).map((entries) => new Entries(entries)),
  },
  { weight: 1, arbitrary: fc.constantFrom<JsonValue>([], {}, [[]], [{}], { "": {} }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<JsonValue>(new Entries([["__proto__", { isAdmin: true }]]), new Entries([["constructor", { prototype: { isAdmin: true } }]])),
  },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<JsonValue> },
);

/** Bodies that are not JSON, or not quite: what a broken client, a form or a probe sends. */
export const NOT_JSON = [
  "",
  " ",
  "\n",
  "{",
  "}",
  "[",
  "{]",
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '{"a" 1}',
  "nul",
  "undefined",
  "NaN",
  "\u0000",
  '{"a":"\u0000"}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"a":"\\x41"}',
  '{"a":1}garbage',
  '{"a":1}{"b":2}',
  "\uFEFF{}",
  "email=a%40b.co&password=x",
  "<?xml version='1.0'?><a/>",
  `{"a":"${"x".repeat(300_000)}"}`,
];

/** A JSON value sent as the whole body although every contract wants an object. */
export const NOT_AN_OBJECT = ["null", "true", "0", "-1", "1e999", '"text"', '""', "[]", "[{}]", '["a"]'];

/** Content types a body may come with; only the JSON ones may reach a route. */
export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 14, arbitrary: fc.constant("application/json") },
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "application/json; charset=utf-16",
      "application/json;charset=UTF-8",
      "APPLICATION/JSON",
      "application/json; boundary=x",
      "text/plain",
      "text/plain; charset=utf-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=----fuzz",
      "application/xml",
      "application/vnd.api+json",
      "application/jsonp",
      "*/*",
      "",
      undefined,
    ),
  },
);

/** Broken or surprising %-encodings for a path or query, sent as they are. */
export const RAW_URL_PIECES = [
  "%",
  "%%",
  "%zz",
  "%0",
  "%00",
  "%E0%A4%A",
  "%ED%A0%80",
  "%C0%AE%C0%AE",
  "%FF",
  "%2F",
  "..%2F..",
  "%2e%2e",
  "%F0%9F%9A%97",
  "+",
  "%20",
  "a".repeat(5000),
  "%41".repeat(200),
];

/** Dates the contract's "YYYY-MM-DD that Date.parse reads" rule lets through or nearly does: days a month does not have, year 0, the far future. */
const EDGE_DATES = [
  "1980-02-31",
  "1980-02-30",
  "2023-02-29",
  "1980-04-31",
  "0000-01-01",
  "0001-01-01",
  "9999-12-31",
  "1980-13-01",
  "1980-00-10",
  "1980-01-00",
  "1899-12-31",
  "1970-01-01",
];
const EDGE_EMAILS = [
  "a@b.co",
  "UPPER@EXAMPLE.COM",
  "a+tag@example.com",
  " spaced@example.com ",
  `${"a".repeat(64)}@${"b".repeat(180)}.com`,
  "x@example.com.",
  "ünï@exämple.com",
  "a@b",
  "@example.com",
  "a@@example.com",
];
const NUMERIC_TEXTS = ["0", "-1", "1.5", "01967", "1e3", "2147483648", "9007199254740993", " 1967", "1967 ", "١٩٦٧", "0x7B3"];

/**
 * Values that look like a field's plausible value but sit at or just past its edges: the longest
 * and one-too-long texts, texts that trim or case-fold to something else, dates and numbers at the
 * edges, e-mail addresses of odd shapes. These pass validation more often than hostile values do,
 * and so test what lies behind it.
 */
export function nearMisses(value: JsonValue | undefined, field: { maxLength?: number; minLength?: number; enum?: unknown[] } | undefined): JsonValue[] {
  const found: JsonValue[] = [];
  if (typeof value === "string") {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) found.push(...EDGE_DATES);
    if (value.includes("@")) found.push(...EDGE_EMAILS);
    if (/^\d+$/.test(value)) found.push(...NUMERIC_TEXTS);
    const max = field?.maxLength;
    if (max !== undefined && max <= HUGE)
      found.push(
        value.padEnd(max, "x").slice(0, max),
        value.padEnd(max + 1, "x"),
        "é".repeat(max),
        "🚗".repeat(Math.ceil(max / 2)),
        `${" ".repeat(10)}${value.padEnd(max, "x").slice(0, max)}${" ".repeat(10)}`,
      );
    const min = field?.minLength;
    if (min !== undefined) found.push("x".repeat(min), "x".repeat(Math.max(0, min - 1)), " ".repeat(min + 1), `\u200B`.repeat(min));
    found.push(` ${value} `, value.toUpperCase(), value.toLowerCase(), `${value}\u200B`, `\u202E${value}`, `${value}\u0301`, `İ${value}`, `${value}ß`);
  }
  if (typeof value === "number") found.push(...EDGE_NUMBERS, String(value), value + 0.5, -value, value - 1000, value + 1000, ...NUMERIC_TEXTS);
  if (typeof value === "boolean") found.push("true", "false", 1, 0, null, String(!value));
  if (field?.enum)
    found.push(...(field.enum as JsonValue[]), ...field.enum.map((option) => (typeof option === "string" ? option.toLowerCase() : option) as JsonValue));
  return found.length > 0 ? found : [null, ""];
}
