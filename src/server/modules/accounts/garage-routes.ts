import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiError } from "../../../domain/contracts/common";
import { garageAddBody, garageReply, garageVehicleParams } from "../../../domain/contracts/garage";
import type { AppDeps } from "../../deps";
import { shopperOf } from "../../plugins/authorization";
import { addToGarage, garageOf, removeFromGarage, selectInGarage } from "./garage";

/** My Garage (issue 19 §2): a signed-in customer's or dealer's vehicles; every answer is the whole garage. */
export const garageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ["accounts"];
  const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
  const config = { access: "shopper" } as const;
  const ownerOf = (request: Parameters<typeof shopperOf>[0]) => {
    const shopper = shopperOf(request);
    return { kind: shopper.kind, id: shopper.id };
  };

  app.get(
    "/garage",
    {
      config,
      schema: {
        tags,
        summary: "The caller's garage: their vehicles, most recently added first, and the selected one",
        response: { 200: garageReply, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return garageOf(deps, ownerOf(request));
    },
  );

  app.post(
    "/garage",
    {
      config,
      schema: {
        tags,
        summary: "Adds a vehicle some part fits to the caller's garage and selects it (one already there is selected); 409 when the garage is full",
        body: garageAddBody,
        response: { 200: garageReply, ...errors },
      },
    },
    async (request) => addToGarage(deps, ownerOf(request), request.body),
  );

  app.post(
    "/garage/:id/select",
    {
      config,
      schema: {
        tags,
        summary: "Makes a vehicle of the caller's garage the selected one",
        params: garageVehicleParams,
        response: { 200: garageReply, ...errors },
      },
    },
    async (request) => selectInGarage(deps, ownerOf(request), request.params.id),
  );

  app.post(
    "/garage/:id/remove",
    {
      config,
      schema: {
        tags,
        summary: "Removes a vehicle from the caller's garage; removing the selected one selects the most recently added of the rest",
        params: garageVehicleParams,
        response: { 200: garageReply, ...errors },
      },
    },
    async (request) => removeFromGarage(deps, ownerOf(request), request.params.id),
  );
};
