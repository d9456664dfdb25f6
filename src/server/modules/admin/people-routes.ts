import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okReply } from "../../../domain/contracts/accounts";
import {
  createDealerBody,
  createStaffBody,
  customerDetail,
  customerList,
  dealerList,
  dealerRow,
  disableBody,
  peopleQuery,
  personParams,
  staffList,
  staffRoleBody,
  staffRow,
  updateDealerBody,
} from "../../../domain/contracts/admin";
import { apiError } from "../../../domain/contracts/common";
import type { AppDeps } from "../../deps";
import { staffOf } from "../../plugins/authorization";
import {
  createDealer,
  createStaffMember,
  customerForStaff,
  listCustomers,
  listDealers,
  listStaff,
  sendResetLinkByStaff,
  setCustomerActive,
  setDealerActive,
  setStaffActive,
  setStaffRole,
  updateDealer,
} from "../accounts/service";

/**
 * The console's People: customers (find, see, disable or enable, send a reset link), dealers (create
 * with Dealer ID, company, price code and password; edit; suspend or reinstate) and, for owners only,
 * staff users. Every change is audited; disabling ends the account's sessions at once.
 */
export const peopleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ["admin"];
  const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
  const actorOf = (request: Parameters<typeof staffOf>[0]) => `staff:${staffOf(request).id}`;

  app.get(
    "/customers",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Customers, newest first, searched by name or e-mail; 20 a page",
        querystring: peopleQuery,
        response: { 200: customerList, ...errors },
      },
    },
    async (request) => listCustomers(deps, request.query),
  );

  app.get(
    "/customers/:id",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "One customer and their profile (their orders: GET /api/admin/orders?ownerKind=customer&ownerId=)",
        params: personParams,
        response: { 200: customerDetail, ...errors },
      },
    },
    async (request) => customerForStaff(deps, request.params.id),
  );

  app.post(
    "/customers/:id/disable",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Disables a customer's account with a reason; their sessions end",
        params: personParams,
        body: disableBody,
        response: { 200: okReply, ...errors },
      },
    },
    async (request) => {
      await setCustomerActive(deps, request.params.id, { active: false, reason: request.body.reason, actor: actorOf(request) });
      app.sessions.forgetAccount({ kind: "customer", id: request.params.id });
      return { status: "ok" as const };
    },
  );

  app.post(
    "/customers/:id/enable",
    {
      config: { access: "staff" },
      schema: { tags, summary: "Enables a disabled customer's account", params: personParams, response: { 200: okReply, ...errors } },
    },
    async (request) => {
      await setCustomerActive(deps, request.params.id, { active: true, actor: actorOf(request) });
      return { status: "ok" as const };
    },
  );

  app.post(
    "/customers/:id/reset-link",
    {
      config: { access: "staff" },
      schema: { tags, summary: "Mails the customer a password reset link (valid 1 hour)", params: personParams, response: { 200: okReply, ...errors } },
    },
    async (request) => {
      await sendResetLinkByStaff(deps, request.params.id, actorOf(request));
      return { status: "ok" as const };
    },
  );

  app.get(
    "/dealers",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Dealers by Dealer ID, searched by Dealer ID, company or e-mail; 20 a page",
        querystring: peopleQuery,
        response: { 200: dealerList, ...errors },
      },
    },
    async (request) => listDealers(deps, request.query),
  );

  app.post(
    "/dealers",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Creates a dealer account: Dealer ID, company, price code (1-6) and initial password",
        body: createDealerBody,
        response: { 200: dealerRow, ...errors },
      },
    },
    async (request) => createDealer(deps, request.body, actorOf(request)),
  );

  app.post(
    "/dealers/:id",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Changes a dealer's company, price code or contact details; their prices follow at once",
        params: personParams,
        body: updateDealerBody,
        response: { 200: dealerRow, ...errors },
      },
    },
    async (request) => {
      const dealer = await updateDealer(deps, request.params.id, request.body, actorOf(request));
      // A changed price code shows on the dealer's next product answer, not when this server's pricing memory expires.
      app.sessions.forgetAccount({ kind: "dealer", id: request.params.id });
      return dealer;
    },
  );

  app.post(
    "/dealers/:id/disable",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Suspends a dealer with the reason shown to them at sign-in; their sessions end",
        params: personParams,
        body: disableBody,
        response: { 200: okReply, ...errors },
      },
    },
    async (request) => {
      await setDealerActive(deps, request.params.id, { active: false, reason: request.body.reason, actor: actorOf(request) });
      app.sessions.forgetAccount({ kind: "dealer", id: request.params.id });
      return { status: "ok" as const };
    },
  );

  app.post(
    "/dealers/:id/enable",
    { config: { access: "staff" }, schema: { tags, summary: "Reinstates a suspended dealer", params: personParams, response: { 200: okReply, ...errors } } },
    async (request) => {
      await setDealerActive(deps, request.params.id, { active: true, actor: actorOf(request) });
      return { status: "ok" as const };
    },
  );

  app.get(
    "/staff",
    { config: { access: "owner" }, schema: { tags, summary: "Staff users, owners first (owners only)", response: { 200: staffList, ...errors } } },
    async () => listStaff(deps),
  );

  app.post(
    "/staff",
    {
      config: { access: "owner" },
      schema: { tags, summary: "Creates a staff user (owners only)", body: createStaffBody, response: { 200: staffRow, ...errors } },
    },
    async (request) => ({ ...(await createStaffMember(deps, request.body, actorOf(request))), active: true }),
  );

  app.post(
    "/staff/:id/role",
    {
      config: { access: "owner" },
      schema: {
        tags,
        summary: "Makes a staff user an owner or staff (owners only; the last owner stays)",
        params: personParams,
        body: staffRoleBody,
        response: { 200: okReply, ...errors },
      },
    },
    async (request) => {
      await setStaffRole(deps, request.params.id, request.body.role, staffOf(request));
      return { status: "ok" as const };
    },
  );

  app.post(
    "/staff/:id/disable",
    {
      config: { access: "owner" },
      schema: {
        tags,
        summary: "Disables a staff user (owners only; never yourself or the last owner); their sessions end",
        params: personParams,
        response: { 200: okReply, ...errors },
      },
    },
    async (request) => {
      await setStaffActive(deps, request.params.id, false, staffOf(request));
      await app.sessions.endAllOf({ kind: "staff", id: request.params.id });
      return { status: "ok" as const };
    },
  );

  app.post(
    "/staff/:id/enable",
    {
      config: { access: "owner" },
      schema: { tags, summary: "Enables a disabled staff user (owners only)", params: personParams, response: { 200: okReply, ...errors } },
    },
    async (request) => {
      await setStaffActive(deps, request.params.id, true, staffOf(request));
      return { status: "ok" as const };
    },
  );
};
