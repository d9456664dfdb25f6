import { randomBytes } from "node:crypto";
import { type Algorithm, hash, type Options, verify } from "@node-rs/argon2";

/** argon2id with the OWASP baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2ID: Options = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id for storage. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** Whether a password matches a stored hash; a malformed hash never matches. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Computes the stand-in hash ahead of the first sign-in, so even the first unknown account answers in normal time. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("base64url"));
  return dummyHash;
}

/** Spends the time of one real verification, so an unknown account answers as slowly as a known one. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
