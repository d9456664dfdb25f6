import { createChallenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captchaFor } from "../../src/server/integrations/captcha/altcha";
import { storeSettings } from "../../src/server/modules/content/schema";
import { createTestApp, type TestApp } from "../app";
import { solveCaptcha } from "../captcha";

let t: TestApp;
let lastIp = 0;
const freshIp = () => `10.2.0.${++lastIp}`;

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA_MAX_NUMBER: "1000" } });
});
afterAll(async () => {
  await t?.close();
});

const forgot = (altcha?: string) =>
  t.app.inject({ method: "POST", url: "/api/forgotPassword", payload: { email: "someone@example.com", altcha }, remoteAddress: freshIp() });
const encode = (payload: object) => Buffer.from(JSON.stringify(payload)).toString("base64");

describe("captcha", () => {
  it("hands out signed, expiring ALTCHA challenges, uncached", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/captcha" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const challenge = response.json();
    expect(challenge.parameters).toMatchObject({ algorithm: "SHA-256", nonce: expect.any(String), salt: expect.any(String), keyPrefix: expect.any(String) });
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 9 * 60);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const [key] = await t.database.db.select().from(storeSettings).where(eq(storeSettings.key, "altcha_hmac_key"));
    expect(typeof key?.value).toBe("string");
  });

  it("accepts a solved challenge once and refuses it the second time", async () => {
    const altcha = await solveCaptcha(t.app);
    expect((await forgot(altcha)).json()).toEqual({ status: "good" });
    const replay = await forgot(altcha);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toEqual({
      code: "INVALID",
      message: "This anti-robot check was already used. Please try again.",
      fields: { altcha: "This anti-robot check was already used. Please try again." },
    });
  });

  it("refuses a missing, malformed, wrongly solved, tampered or expired payload", async () => {
    const missing = await forgot();
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe("Please complete the anti-robot check and try again.");

    const failed = "The anti-robot check failed. Please try again.";
    expect((await forgot("not base64 json")).json().error.message).toBe(failed);
    expect((await forgot(encode({ challenge: null, solution: null, test: true }))).json().error.message).toBe(failed);

    const challenge = (await t.app.inject({ method: "GET", url: "/api/captcha" })).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    const wrong = { counter: (solution?.counter ?? 0) + 1, derivedKey: solution?.derivedKey };
    expect((await forgot(encode({ challenge, solution: wrong }))).json().error.message).toBe(failed);
    const tampered = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: "00" } };
    expect((await forgot(encode({ challenge: tampered, solution }))).json().error.message).toBe(failed);

    const [key] = await t.database.db.select().from(storeSettings).where(eq(storeSettings.key, "altcha_hmac_key"));
    const stale = await createChallenge({
      algorithm: "SHA-256",
      cost: 1,
      counter: 5,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) - 60,
      hmacSignatureSecret: String(key?.value),
    });
    const staleSolution = await solveChallenge({ challenge: stale, deriveKey });
    expect((await forgot(encode({ challenge: stale, solution: staleSolution }))).json().error.message).toBe("The anti-robot check expired. Please try again.");
  });

  it("protects registration too, before anything is created", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/newCustomer",
      payload: { firstname: "Bot", lastname: "Robot", email: "bot@example.com", password: "Robot12345", checked: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ altcha: "Please complete the anti-robot check and try again." });
    expect((await t.app.inject({ method: "POST", url: "/api/loginCustomer", payload: { email: "bot@example.com", password: "Robot12345" } })).statusCode).toBe(
      401,
    );
  });

  it("refuses a forged payload before any challenge was served without writing anything, not even its key", async () => {
    const db = t.database.db;
    const keyRow = () => db.select().from(storeSettings).where(eq(storeSettings.key, "altcha_hmac_key"));
    const [saved] = await keyRow();
    await db.delete(storeSettings).where(eq(storeSettings.key, "altcha_hmac_key"));
    try {
      const fresh = captchaFor({ db, config: { ...t.config, CAPTCHA: true } });
      const forged = encode({
        challenge: {
          parameters: { algorithm: "SHA-256", nonce: "6e6f6e6365", salt: "73616c74", expiresAt: Math.floor(Date.now() / 1000) + 600 },
          signature: "00",
        },
        solution: { counter: 1, derivedKey: "abcd" },
      });
      await expect(fresh.verify(forged)).rejects.toMatchObject({ status: 400, message: "The anti-robot check failed. Please try again." });
      expect(await keyRow()).toEqual([]);
      await fresh.challenge();
      expect(await keyRow()).toHaveLength(1);
    } finally {
      await db.delete(storeSettings).where(eq(storeSettings.key, "altcha_hmac_key"));
      if (saved) await db.insert(storeSettings).values(saved);
    }
  });

  it("checks nothing when CAPTCHA=off", async () => {
    await expect(captchaFor({ db: t.database.db, config: { ...t.config, CAPTCHA: false } }).verify(undefined)).resolves.toBeUndefined();
  });
});
