/** The error and the errors it wraps (drizzle wraps the driver's error in `cause`). */
export function* causesOf(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== null && current !== undefined && !seen.has(current)) {
    seen.add(current);
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** A driver error as the log may hold it: its SQLSTATE, constraint and table, never its parameters, detail or message (they carry values). */
export function databaseErrorOf(error: unknown): Record<string, string> | null {
  for (const cause of causesOf(error)) {
    if (typeof cause !== "object" || cause === null) continue;
    const fields = cause as Record<string, unknown>;
    if (typeof fields.code === "string" && typeof fields.severity === "string") {
      const logged: Record<string, string> = { type: "DatabaseError" };
      for (const key of ["code", "severity", "constraint", "table", "column", "schema", "routine"]) {
        if (typeof fields[key] === "string") logged[key] = fields[key] as string;
      }
      const query = (error as { query?: unknown }).query;
      if (typeof query === "string") logged.query = query;
      return logged;
    }
  }
  return null;
}
