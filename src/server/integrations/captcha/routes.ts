import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { captchaChallenge } from "../../../domain/contracts/accounts";
import type { AppDeps } from "../../deps";
import { captchaFor } from "./altcha";

/** GET /captcha: a fresh ALTCHA challenge for the widget on protected forms. */
export const captchaRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const captcha = captchaFor(deps);
  app.get(
    "/captcha",
    {
      config: { access: "public", session: "none" },
      schema: {
        tags: ["accounts"],
        summary: "An ALTCHA proof-of-work challenge; protected forms send the solved payload in `altcha`",
        response: { 200: captchaChallenge },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      const { parameters, signature } = await captcha.challenge();
      return { parameters: { ...parameters }, signature };
    },
  );
};
