import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { searchWords, searchWordsReply } from "../../../domain/contracts/admin-search-words";
import { apiError } from "../../../domain/contracts/common";
import type { AppDeps } from "../../deps";
import { staffOf } from "../../plugins/authorization";
import { saveSearchWordsByStaff, searchWordsForStaff } from "./search-words-service";

/** The search's words in the console (decision 038): synonym groups and make aliases, read and replaced whole. Staff only; every change is audited. */
export const searchWordsAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ["admin"];
  const errors = { 400: apiError, 401: apiError, 403: apiError };

  app.get(
    "/search-words",
    {
      config: { access: "staff" },
      schema: { tags, summary: "The search's synonym groups and make aliases, with the shop's makes", response: { 200: searchWordsReply, ...errors } },
    },
    async () => searchWordsForStaff(deps),
  );

  app.put(
    "/search-words",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Replaces the search's synonym groups and make aliases; searches read them at the next request on every server",
        body: searchWords,
        response: { 200: searchWordsReply, ...errors },
      },
    },
    async (request) => saveSearchWordsByStaff(deps, request.body, `staff:${staffOf(request).id}`),
  );
};
