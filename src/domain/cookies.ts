/** The raw value of the cookie `name` in a Cookie header (or document.cookie), or undefined when it has none. */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of cookieHeader.split(";")) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) return entry.slice(prefix.length);
  }
  return undefined;
}
