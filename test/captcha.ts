import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { FastifyInstance } from "fastify";

/** Fetches a challenge from GET /api/captcha and solves it as the ALTCHA widget does; returns the `altcha` field to send. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: "GET", url: "/api/captcha" });
  if (response.statusCode !== 200) throw new Error(`GET /api/captcha answered ${response.statusCode}`);
  const challenge = response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("The captcha challenge could not be solved.");
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString("base64");
}
