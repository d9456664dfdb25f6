import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { make } from "../../../domain/contracts/catalog";
import type { AppDeps } from "../../app";
import { listMakes } from "./service";

export const catalogRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get("/makes", { schema: { tags: ["catalog"], response: { 200: make.array() } } }, () => listMakes(db));
};
