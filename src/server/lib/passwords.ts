import { randomBytes } from "node:crypto";
import os from "node:os";
import { type Algorithm, hash, type Options, verify } from "@node-rs/argon2";
import { AppError } from "../errors";

/** argon2id with the OWASP baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2ID: Options = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const HASHING_BUSY_MESSAGE = "errors.hashingBusy";

/**
 * Runs password hashing a few at a time, first come first served, and refuses work beyond a short
 * queue at once. argon2 is deliberately costly: left unbounded, a flood of sign-ins would take every
 * core and the thread pool, and the rest of the shop (and honest sign-ins) would wait behind it.
 * One core is always left to the web server.
 */
export class HashingQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency = Math.max(1, os.availableParallelism() - 1),
    readonly maxWaiting = 64,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new AppError("UNAVAILABLE", HASHING_BUSY_MESSAGE, undefined, 2);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  get queued(): number {
    return this.waiting.length;
  }
}

const hashing = new HashingQueue();

/** Hashes a password with argon2id for storage. */
export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, ARGON2ID));
}

/** Whether a password matches a stored hash; a malformed hash never matches. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashing.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;

/** Computes the stand-in hash ahead of the first sign-in, so even the first unknown account answers in normal time. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hash(randomBytes(16).toString("base64url"), ARGON2ID);
  return dummyHash;
}

/** Spends the time of one real verification, so an unknown account answers as slowly as a known one. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
