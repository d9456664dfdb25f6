import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  changePasswordBody,
  changePasswordReply,
  confirmEmailChangeQuery,
  customerInfoBody,
  customerSignIn,
  dealerSignInReply,
  forgotPasswordBody,
  forgotPasswordReply,
  loginCustomerBody,
  loginDealerBody,
  meReply,
  newCustomerBody,
  newCustomerReply,
  okReply,
  profileInquiryBody,
  resetPasswordWithTokenBody,
  SIGN_IN_RATE_LIMITED_MESSAGE,
  updateUserInfoBody,
  updateUserInfoReply,
  userDetailsBody,
  userDetailsReply,
} from "../../../domain/contracts/accounts";
import { apiError } from "../../../domain/contracts/common";
import type { AppDeps } from "../../app";
import { AppError } from "../../errors";
import { captchaFor, requireCaptcha } from "../../integrations/captcha/altcha";
import { captchaRoutes } from "../../integrations/captcha/routes";
import { prepareDummyHash } from "./passwords";
import * as accounts from "./service";
import { assertSelf, clearStaleCookie, endSession, requireCustomer, requireShopper, sessionHashOf, startSession } from "./sessions";

const EMAIL_CHANGED_REDIRECT = "/profile?tab=About%20Me&emailChanged=";

/** The calls of sign-in, registration, profiles, passwords and profile inquiries. */
export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  const tags = ["accounts"];
  const errors = { 400: apiError, 401: apiError, 403: apiError, 409: apiError, 429: apiError };
  const captcha = requireCaptcha(deps);
  const perIp = (max: number, timeWindow: string, message: string) => ({
    rateLimit: { max, timeWindow, errorResponseBuilder: () => new AppError("RATE_LIMITED", message) },
  });
  const signInLimit = perIp(config.LOGIN_RATE_LIMIT, "1 minute", SIGN_IN_RATE_LIMITED_MESSAGE);
  const resetLimit = perIp(config.FORGOT_PASSWORD_RATE_LIMIT, "15 minutes", "Too many password reset requests. Please wait 15 minutes and try again.");
  const baseUrlOf = (request: FastifyRequest) => (config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, "");
  const remembered = (body: { remmemberMe?: boolean; remember?: boolean }) => body.remmemberMe ?? body.remember ?? false;

  void prepareDummyHash();
  await app.register(captchaRoutes, deps);

  app.post(
    "/loginCustomer",
    { config: signInLimit, schema: { tags, summary: "Customer sign-in by e-mail; sets the session cookie", body: loginCustomerBody, response: { 200: customerSignIn, ...errors } } },
    async (request, reply) => {
      const { id, signIn } = await accounts.signInCustomer(deps, request.body);
      await startSession(deps, request, reply, { kind: "customer", id, remember: remembered(request.body) });
      return signIn;
    },
  );

  app.post(
    "/loginDealer",
    {
      config: signInLimit,
      schema: { tags, summary: "Dealer sign-in by account; a suspended dealer gets {dealer: reason}", body: loginDealerBody, response: { 200: dealerSignInReply, ...errors } },
    },
    async (request, reply) => {
      const result = await accounts.signInDealer(deps, request.body);
      if ("refused" in result) return { dealer: result.refused };
      await startSession(deps, request, reply, { kind: "dealer", id: result.id, remember: remembered(request.body) });
      return result.signIn;
    },
  );

  app.post(
    "/newCustomer",
    { preHandler: captcha, schema: { tags, summary: "Registers a customer and signs them in", body: newCustomerBody, response: { 200: newCustomerReply, ...errors } } },
    async (request, reply) => {
      const user = await accounts.registerCustomer(deps, request.body);
      await startSession(deps, request, reply, { kind: "customer", id: user.id, remember: false });
      return { user };
    },
  );

  app.post("/logout", { schema: { tags, summary: "Signs out: ends the session and clears its cookie", response: { 200: okReply } } }, async (request, reply) => {
    await endSession(deps, request, reply);
    return { status: "ok" as const };
  });

  app.get("/me", { schema: { tags, summary: "Who is signed in (restores the user on page load)", response: { 200: meReply } } }, async (request, reply) => {
    const principal = await request.principal();
    if (!principal) clearStaleCookie(config, request, reply);
    reply.header("cache-control", "no-store");
    return accounts.whoIs(db, principal);
  });

  for (const path of ["/forgotPassword", "/resetPassword"]) {
    app.post(
      path,
      {
        config: resetLimit,
        preHandler: captcha,
        schema: { tags, summary: "Mails a password reset link when the e-mail has an account; always answers status 'good'", body: forgotPasswordBody, response: { 200: forgotPasswordReply, ...errors } },
      },
      async (request) => {
        await accounts.requestPasswordReset(deps, { email: request.body.email, baseUrl: baseUrlOf(request) });
        return { status: "good" as const };
      },
    );
  }

  app.post(
    "/resetPasswordWithToken",
    { config: resetLimit, schema: { tags, summary: "Sets a new password from a mailed reset link", body: resetPasswordWithTokenBody, response: { 200: okReply, ...errors } } },
    async (request) => {
      await accounts.resetPasswordWithToken(deps, request.body);
      return { status: "ok" as const };
    },
  );

  app.post(
    "/changePassword",
    { schema: { tags, summary: "Changes the caller's password; status 'fail' when the current one is wrong", body: changePasswordBody, response: { 200: changePasswordReply, ...errors } } },
    async (request) => {
      const principal = await requireShopper(request);
      assertSelf(principal, request.body.userID);
      const status = await accounts.changePassword(deps, principal, { ...request.body.data, currentSessionHash: sessionHashOf(request) });
      return { status };
    },
  );

  app.post(
    "/userDetails",
    { schema: { tags, summary: "The caller's own account details", body: userDetailsBody, response: { 200: userDetailsReply, ...errors } } },
    async (request) => {
      const principal = await requireShopper(request);
      assertSelf(principal, request.body?.userID, request.body?.id, request.body?.account);
      return accounts.userDetails(db, principal);
    },
  );

  app.post(
    "/updateUserInfo",
    {
      schema: {
        tags,
        summary: "Saves the About Me form; a new e-mail takes effect once confirmed from the new address",
        body: updateUserInfoBody,
        response: { 200: updateUserInfoReply, ...errors },
      },
    },
    async (request) => {
      const principal = await requireCustomer(request);
      assertSelf(principal, request.body.userID);
      return accounts.updateProfile(deps, principal, { data: request.body.data, baseUrl: baseUrlOf(request) });
    },
  );

  app.get(
    "/confirmEmailChange",
    { schema: { tags, summary: "The mailed e-mail change link: applies the change and redirects to the profile", querystring: confirmEmailChangeQuery } },
    async (request, reply) => {
      const changed = await accounts.confirmEmailChange(deps, request.query.token);
      return reply.redirect(`${EMAIL_CHANGED_REDIRECT}${changed ? 1 : 0}`, 303);
    },
  );

  app.post(
    "/customerInfo",
    { schema: { tags, summary: "Completes a new customer's profile (the /customer-info form)", body: customerInfoBody, response: { 200: customerSignIn, ...errors } } },
    async (request) => {
      const principal = await requireCustomer(request);
      return accounts.completeCustomerInfo(deps, principal, request.body);
    },
  );

  app.post(
    "/inquiry",
    { schema: { tags, summary: "A profile inquiry to the store, acknowledged by mail", body: profileInquiryBody, response: { 200: okReply, ...errors } } },
    async (request) => {
      const principal = await requireShopper(request);
      assertSelf(principal, request.body.custno, request.body.user);
      if (request.body.type !== principal.kind) throw new AppError("FORBIDDEN", "You can only see and change your own account.");
      await captchaFor(deps).verify(request.body.altcha);
      await accounts.sendProfileInquiry(deps, principal, request.body);
      return { status: "ok" as const };
    },
  );
};
