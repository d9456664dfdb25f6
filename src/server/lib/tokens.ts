import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url: session ids and the tokens of mailed links. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256, so a stolen table opens no session or link. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
