import { randomBytes } from "node:crypto";
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { eq, lt, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { captchaUsed } from "../../db/schema/accounts";
import { storeSettings } from "../../db/schema/content";
import { AppError } from "../../errors";

/** The self-hosted ALTCHA proof of work: challenges for the widget, and verification of its solved payloads. */
export interface Captcha {
  readonly enabled: boolean;
  /** A signed challenge, valid for 10 minutes. */
  challenge(): Promise<Challenge>;
  /** Accepts a solved, unexpired, unused payload once; throws a 400 otherwise. Does nothing when CAPTCHA=off. */
  verify(payload: unknown): Promise<void>;
}

const ALGORITHM = "SHA-256";
const LIFETIME_MS = 10 * 60 * 1000;
const HMAC_KEY_SETTING = "altcha_hmac_key";

export const CAPTCHA_MISSING_MESSAGE = "Please complete the anti-robot check and try again.";
export const CAPTCHA_FAILED_MESSAGE = "The anti-robot check failed. Please try again.";
export const CAPTCHA_EXPIRED_MESSAGE = "The anti-robot check expired. Please try again.";
export const CAPTCHA_REUSED_MESSAGE = "This anti-robot check was already used. Please try again.";

const refuse = (message: string) => new AppError("INVALID", message, { altcha: message });

/** The HMAC key: ALTCHA_HMAC_KEY, or one generated on first use and kept in store_settings. */
async function loadHmacKey(db: Db, config: Config): Promise<string> {
  if (config.ALTCHA_HMAC_KEY) return config.ALTCHA_HMAC_KEY;
  await db
    .insert(storeSettings)
    .values({ key: HMAC_KEY_SETTING, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: storeSettings.value }).from(storeSettings).where(eq(storeSettings.key, HMAC_KEY_SETTING));
  if (typeof row?.value !== "string") throw new Error("The captcha key in store_settings is not a string.");
  return row.value;
}

function decode(payload: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    if (typeof decoded !== "object" || decoded === null) return null;
    const { challenge, solution } = decoded as { challenge?: Challenge; solution?: Solution };
    if (typeof challenge?.parameters !== "object" || challenge.parameters === null || typeof solution !== "object" || solution === null) return null;
    if (challenge.parameters.algorithm !== ALGORITHM || typeof challenge.parameters.nonce !== "string") return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

function createCaptcha(db: Db, config: Config): Captcha {
  let hmacKey: Promise<string> | undefined;
  const key = () => {
    hmacKey ??= loadHmacKey(db, config).catch((error) => {
      hmacKey = undefined;
      throw error;
    });
    return hmacKey;
  };
  const max = config.CAPTCHA_MAX_NUMBER;

  return {
    enabled: config.CAPTCHA,
    async challenge() {
      return createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(max, Math.floor(max / 5)),
        deriveKey,
        expiresAt: new Date(Date.now() + LIFETIME_MS),
        hmacSignatureSecret: await key(),
      });
    },
    async verify(payload) {
      if (!config.CAPTCHA) return;
      if (typeof payload !== "string" || payload.trim() === "") throw refuse(CAPTCHA_MISSING_MESSAGE);
      const decoded = decode(payload.trim());
      if (!decoded) throw refuse(CAPTCHA_FAILED_MESSAGE);
      let result: Awaited<ReturnType<typeof verifySolution>>;
      try {
        result = await verifySolution({ challenge: decoded.challenge, solution: decoded.solution, deriveKey, hmacSignatureSecret: await key() });
      } catch {
        throw refuse(CAPTCHA_FAILED_MESSAGE);
      }
      if (result.expired) throw refuse(CAPTCHA_EXPIRED_MESSAGE);
      if (!result.verified) throw refuse(CAPTCHA_FAILED_MESSAGE);

      const { nonce, expiresAt } = decoded.challenge.parameters;
      await db.delete(captchaUsed).where(lt(captchaUsed.expiresAt, sql`now()`));
      const inserted = await db
        .insert(captchaUsed)
        .values({ challengeId: nonce, expiresAt: new Date((expiresAt ?? Date.now() / 1000 + LIFETIME_MS / 1000) * 1000) })
        .onConflictDoNothing()
        .returning({ challengeId: captchaUsed.challengeId });
      if (inserted.length === 0) throw refuse(CAPTCHA_REUSED_MESSAGE);
    },
  };
}

const captchas = new WeakMap<Config, Captcha>();

/** The captcha of an app (one per configuration, so its key is loaded once). */
export function captchaFor({ db, config }: { db: Db; config: Config }): Captcha {
  let captcha = captchas.get(config);
  if (!captcha) {
    captcha = createCaptcha(db, config);
    captchas.set(config, captcha);
  }
  return captcha;
}

/**
 * A preHandler for captcha-protected calls: the body's `altcha` field must hold a solved, unused
 * challenge. The route's body schema must keep the field (altcha: z.string().optional()).
 */
export function requireCaptcha(deps: { db: Db; config: Config }) {
  const captcha = captchaFor(deps);
  return async (request: FastifyRequest) => {
    await captcha.verify((request.body as { altcha?: unknown } | undefined)?.altcha);
  };
}
