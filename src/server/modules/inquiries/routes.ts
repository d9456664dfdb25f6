import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app";

export const inquiryRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
