import { isDeepStrictEqual } from "node:util";
import fastJson from "fast-json-stringify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { isFrozenAnswer } from "./read-cache";

type Compile = typeof serializerCompiler;
type Serialize = ReturnType<Compile>;

/**
 * The route's zod response schema compiled once into a stringifier (fast-json-stringify, Fastify's
 * own), which writes only the fields the schema names (decision 043): what zod's check did per
 * answer, at a fraction of its cost (a list with facets spent a fifth of the server's time in it).
 * A schema JSON Schema cannot say (a transform) keeps zod's serializer.
 *
 * `checked` (every environment but production, so every test): each answer is also passed through
 * zod's serializer, which refuses one that breaks the schema, and the two texts must say the same,
 * so a difference between them fails the tests instead of reaching a shopper.
 */
export function compiledSerializer(checked: boolean): Compile {
  return (route) => {
    // Compiled on the route's first answer, not at start: compiling every route's schemas was a sixth of the server's start.
    let serializer: Serialize | undefined;
    const compile = (): Serialize => {
      const checkedByZod = serializerCompiler(route);
      const stringify = stringifierOf(route.schema);
      if (!stringify) return memoized(checkedByZod);
      if (!checked) return memoized(stringify);
      return memoized((data) => {
        const fast = stringify(data);
        const zod = checkedByZod(data);
        if (fast !== zod && !isDeepStrictEqual(JSON.parse(fast), JSON.parse(zod)))
          throw new Error(`${route.method} ${route.url}: the compiled serializer wrote ${fast.slice(0, 400)} where zod wrote ${zod.slice(0, 400)}`);
        return fast;
      });
    };
    return (data) => {
      serializer ??= compile();
      return serializer(data);
    };
  };
}

/** The stringifier of a zod schema's output, or null for one JSON Schema cannot describe. */
function stringifierOf(schema: unknown): Serialize | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const json = z.toJSONSchema(schema, { io: "output", target: "draft-7", unrepresentable: "throw" });
    return fastJson(withoutClosedObjects(json) as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return null;
  }
}

/**
 * The schema with every `additionalProperties: false` taken out. zod says its output holds no field
 * the schema does not name (it drops them), but the answer handed to the stringifier still may (a
 * record read whole, say); the stringifier writes only named fields anyway, and where it must choose
 * between the branches of a union (an object or null) it checks the answer against each branch,
 * which a closed object would wrongly refuse.
 */
function withoutClosedObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutClosedObjects);
  if (typeof schema !== "object" || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === "additionalProperties" && value === false))
      .map(([key, value]) => [key, withoutClosedObjects(value)]),
  );
}

/**
 * Serialized once per frozen answer: a cached list is the same frozen object for thousands of
 * requests, and checking and stringifying it again each time was most of their cost. Each route
 * and status code has its own serializer, so its own memo.
 */
function memoized(serialize: Serialize): Serialize {
  const made = new WeakMap<object, string>();
  return (data: unknown) => {
    if (!isFrozenAnswer(data)) return serialize(data);
    let json = made.get(data);
    if (json === undefined) {
      json = serialize(data);
      made.set(data, json);
    }
    return json;
  };
}
