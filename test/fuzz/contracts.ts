import { z } from "zod";
import type { JsonValue } from "./json-text";

/** The part of JSON Schema the fuzzer reads to learn a contract's keys and what a plausible value looks like. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  format?: string;
}

/**
 * A route's zod contract as JSON Schema of what the client sends (io: "input", so a preprocessed
 * query number is still described), or undefined when there is none. Transforms and refinements
 * cannot be described and are left open: the fuzzer only needs the keys and plausible shapes.
 */
export function describeContract(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  } catch {
    return {};
  }
}

function optionsOf(schema: JsonSchema): JsonSchema[] {
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
}

/** The named fields of an object contract, those of every option of a union included. */
export function fieldsOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  const fields: Record<string, JsonSchema> = { ...schema.properties };
  for (const option of optionsOf(schema)) Object.assign(fields, fieldsOf(option));
  return fields;
}

function requiredOf(schema: JsonSchema): Set<string> {
  return new Set([...(schema.required ?? []), ...optionsOf(schema).flatMap((option) => [...requiredOf(option)])]);
}

function isType(schema: JsonSchema, type: string): boolean {
  return schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
}

/** What the shop knows a field should hold, by its name; undefined when the contract alone must tell. */
export type Hint = (key: string, path: readonly string[]) => JsonValue | undefined;

/**
 * A value the contract would likely accept: the hint for a known field name, else one made from the
 * schema (the first enum value, a short text within its lengths, 1, false). Objects get their
 * required fields and every optional field the hints know.
 */
export function plausibleValue(schema: JsonSchema, hint: Hint, path: readonly string[] = []): JsonValue | undefined {
  const key = path.at(-1);
  const hinted = key === undefined ? undefined : hint(key, path);
  if (hinted !== undefined) return hinted;
  const fields = fieldsOf(schema);
  if (Object.keys(fields).length > 0 || isType(schema, "object")) {
    const required = requiredOf(schema);
    const object: { [key: string]: JsonValue } = {};
    for (const [name, field] of Object.entries(fields)) {
      const known = hint(name, [...path, name]) !== undefined;
      if (!required.has(name) && !known) continue;
      const value = plausibleValue(field, hint, [...path, name]);
      if (value !== undefined) object[name] = value;
    }
    return object;
  }
  if (schema.enum && schema.enum.length > 0) return schema.enum[0] as JsonValue;
  if (schema.const !== undefined) return schema.const as JsonValue;
  const options = optionsOf(schema).filter((option) => !isType(option, "null"));
  if (options[0]) return plausibleValue(options[0], hint, path);
  if (isType(schema, "string")) {
    if (schema.format === "email") return "fuzz@example.com";
    const length = Math.min(Math.max(schema.minLength ?? 1, 8), schema.maxLength ?? 8);
    return "Fuzz1234".padEnd(length, "x").slice(0, length);
  }
  if (isType(schema, "integer") || isType(schema, "number")) return Math.max(1, schema.minimum ?? 1);
  if (isType(schema, "boolean")) return false;
  if (isType(schema, "array")) return [];
  if (isType(schema, "null")) return null;
  return undefined;
}

/** The path of every field of a plausible value, nested ones included: the fields a mutation may break. */
export function fieldPaths(value: JsonValue | undefined, path: readonly string[] = []): string[][] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, JsonValue>).flatMap(([key, item]) => [[...path, key], ...fieldPaths(item, [...path, key])]);
}

/** The contract of the field at a path of an object contract. */
export function fieldAt(schema: JsonSchema | undefined, path: readonly string[]): JsonSchema | undefined {
  let field = schema;
  for (const name of path) field = fieldsOf(field)[name];
  if (!field) return undefined;
  const options = optionsOf(field).filter((option) => !isType(option, "null"));
  return options.length === 1 ? options[0] : field;
}

/** The value at a path of a plausible value. */
export function valueAt(value: JsonValue | undefined, path: readonly string[]): JsonValue | undefined {
  let found = value;
  for (const name of path) {
    if (found === null || typeof found !== "object" || Array.isArray(found) || !Object.hasOwn(found, name)) return undefined;
    found = (found as Record<string, JsonValue>)[name];
  }
  return found;
}

/** How many fields a contract names, nested ones included. */
export function contractFieldCount(schema: unknown): number {
  const count = (described: JsonSchema | undefined): number => Object.values(fieldsOf(described)).reduce((sum, field) => sum + 1 + count(field), 0);
  return count(describeContract(schema));
}
