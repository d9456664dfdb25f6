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
  resetPasswordWithTokenBody,
  updateUserInfoBody,
  updateUserInfoReply,
  userDetailsBody,
  userDetailsReply,
} from "../../../domain/contracts/accounts";
import { apiError } from "../../../domain/contracts/common";
import { VEHICLE_COOKIE, vehicleOfCookieValue } from "../../../domain/fitment";
import { DEFAULT_LOCALE, pathInLocale } from "../../../domain/i18n/locales";
import type { AppDeps } from "../../deps";
import { requireCaptcha } from "../../integrations/captcha/altcha";
import { captchaRoutes } from "../../integrations/captcha/routes";
import { pageLocaleOf } from "../../lib/letters";
import { prepareDummyHash } from "../../lib/passwords";
import { customerOf, shopperOf } from "../../plugins/authorization";
import { perAddressLimit } from "../../plugins/rate-limits";
import { sessionHashOf } from "../../plugins/session";
import { principalOf } from "../../viewer";
import { userDetails, whoIs } from "./account-views";
import { joinVisitorVehicle } from "./garage";
import { keepCustomerLocale } from "./language";
import { changePassword, requestPasswordReset, resetPasswordWithToken } from "./password-changes";
import { completeCustomerInfo, confirmEmailChange, updateProfile } from "./profile";
import { registerCustomer, signInCustomer, signInDealer } from "./sign-in";

const EMAIL_CHANGED_REDIRECT = "/profile?tab=About%20Me&emailChanged=";

/** The calls of sign-in, registration, profiles, passwords and profile inquiries. */
export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { config } = deps;
  const tags = ["accounts"];
  const errors = { 400: apiError, 401: apiError, 403: apiError, 409: apiError, 429: apiError };
  const captcha = requireCaptcha(deps);
  // One bucket per address for both sign-in calls (the browser tries the customer, then the dealer), one for both reset calls.
  const signIn = {
    access: "public",
    session: "none",
    rateLimit: perAddressLimit({ max: config.LOGIN_RATE_LIMIT, timeWindow: "1 minute", groupId: "sign-in", refusal: "errors.tooMany.signIn" }),
  } as const;
  const passwordReset = {
    access: "public",
    session: "none",
    rateLimit: perAddressLimit({
      max: config.FORGOT_PASSWORD_RATE_LIMIT,
      timeWindow: "15 minutes",
      groupId: "password-reset",
      refusal: "errors.tooMany.passwordResets",
    }),
  } as const;
  // The language a customer reads the shop in is the `lang` cookie every page sets (decision 037): kept in their account at sign-in and on each page's GET /me,
  // and the language of the mail sent in answer to a request (registration, a password reset).
  const keepLanguage = async (customerId: number, cookies: Record<string, string | undefined>) => {
    const locale = pageLocaleOf(cookies);
    if (locale) await keepCustomerLocale(deps, customerId, locale);
  };
  const remembered = (body: { remmemberMe?: boolean; remember?: boolean }) => body.remmemberMe ?? body.remember ?? false;

  void prepareDummyHash();
  await app.register(captchaRoutes, deps);

  app.post(
    "/loginCustomer",
    {
      config: signIn,
      schema: { tags, summary: "Customer sign-in by e-mail; sets the session cookie", body: loginCustomerBody, response: { 200: customerSignIn, ...errors } },
    },
    async (request, reply) => {
      const { id, signIn } = await signInCustomer(deps, request.body);
      await app.sessions.start(request, reply, { kind: "customer", id, remember: remembered(request.body) });
      await joinVisitorVehicle(deps, { kind: "customer", id }, vehicleOfCookieValue(request.cookies[VEHICLE_COOKIE]));
      await keepLanguage(id, request.cookies);
      return signIn;
    },
  );

  app.post(
    "/loginDealer",
    {
      config: signIn,
      schema: {
        tags,
        summary: "Dealer sign-in by account, or a dealer's buyer by e-mail (decision 041); a suspended dealer or buyer gets {dealer: reason}",
        body: loginDealerBody,
        response: { 200: dealerSignInReply, ...errors },
      },
    },
    async (request, reply) => {
      const result = await signInDealer(deps, request.body, pageLocaleOf(request.cookies));
      if ("refused" in result) return { dealer: result.refused };
      await app.sessions.start(request, reply, { ...result.owner, remember: remembered(request.body) });
      await joinVisitorVehicle(deps, { kind: "dealer", id: result.dealerId }, vehicleOfCookieValue(request.cookies[VEHICLE_COOKIE]));
      return result.signIn;
    },
  );

  app.post(
    "/newCustomer",
    {
      config: { access: "public", session: "none" },
      preHandler: captcha,
      schema: { tags, summary: "Registers a customer and signs them in", body: newCustomerBody, response: { 200: newCustomerReply, ...errors } },
    },
    async (request, reply) => {
      const user = await registerCustomer(deps, request.body, pageLocaleOf(request.cookies));
      await app.sessions.start(request, reply, { kind: "customer", id: user.id, remember: false });
      await joinVisitorVehicle(deps, { kind: "customer", id: user.id }, vehicleOfCookieValue(request.cookies[VEHICLE_COOKIE]));
      await keepLanguage(user.id, request.cookies);
      return { user };
    },
  );

  app.post(
    "/logout",
    {
      config: { access: "public", session: "none" },
      schema: { tags, summary: "Signs out: ends the session and clears its cookie", response: { 200: okReply, ...errors } },
    },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return { status: "ok" as const };
    },
  );

  app.get(
    "/me",
    { config: { access: "public" }, schema: { tags, summary: "Who is signed in (restores the user on page load)", response: { 200: meReply } } },
    async (request, reply) => {
      if (request.viewer.kind === "anonymous") app.sessions.clearCookie(request, reply);
      if (request.viewer.kind === "customer") await keepLanguage(request.viewer.id, request.cookies);
      reply.header("cache-control", "no-store");
      return whoIs(deps, request.viewer);
    },
  );

  for (const path of ["/forgotPassword", "/resetPassword"]) {
    app.post(
      path,
      {
        config: passwordReset,
        preHandler: captcha,
        schema: {
          tags,
          summary: "Mails a password reset link when the e-mail has an account; always answers status 'good'",
          body: forgotPasswordBody,
          response: { 200: forgotPasswordReply, ...errors },
        },
      },
      async (request) => {
        await requestPasswordReset(deps, { email: request.body.email, pageLocale: pageLocaleOf(request.cookies) });
        return { status: "good" as const };
      },
    );
  }

  app.post(
    "/resetPasswordWithToken",
    {
      config: {
        access: "public",
        session: "none",
        rateLimit: perAddressLimit({
          max: config.FORGOT_PASSWORD_RATE_LIMIT,
          timeWindow: "15 minutes",
          groupId: "reset-link",
          refusal: "errors.tooMany.passwordChanges",
        }),
      },
      schema: {
        tags,
        summary: "Sets a new password from a mailed link: a customer's reset link or a dealer's buyer's",
        body: resetPasswordWithTokenBody,
        response: { 200: okReply, ...errors },
      },
    },
    async (request) => {
      app.sessions.forgetAccount(await resetPasswordWithToken(deps, request.body));
      return { status: "ok" as const };
    },
  );

  app.post(
    "/changePassword",
    {
      config: { access: "shopper" },
      schema: {
        tags,
        summary: "Changes the caller's password; status 'fail' when the current one is wrong",
        body: changePasswordBody,
        response: { 200: changePasswordReply, ...errors },
      },
    },
    async (request) => {
      const shopper = shopperOf(request);
      const status = await changePassword(deps, shopper, { ...request.body.data, currentSessionHash: sessionHashOf(request) });
      if (status === "ok") app.sessions.forgetAccount(principalOf(shopper));
      return { status };
    },
  );

  app.post(
    "/userDetails",
    {
      config: { access: "shopper", claims: ["id"] },
      schema: { tags, summary: "The caller's own account details", body: userDetailsBody, response: { 200: userDetailsReply, ...errors } },
    },
    async (request) => userDetails(deps, shopperOf(request)),
  );

  app.post(
    "/updateUserInfo",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "Saves the About Me form; a new e-mail takes effect once confirmed from the new address",
        body: updateUserInfoBody,
        response: { 200: updateUserInfoReply, ...errors },
      },
    },
    async (request) => updateProfile(deps, customerOf(request), { data: request.body.data }),
  );

  app.get(
    "/confirmEmailChange",
    {
      config: { access: "public", session: "none" },
      schema: {
        tags,
        summary: "The mailed e-mail change link: applies the change and redirects to the profile",
        querystring: confirmEmailChangeQuery,
        response: { 400: apiError },
      },
    },
    async (request, reply) => {
      const changed = await confirmEmailChange(deps, request.query.token);
      // Back to the profile in the language the reader last read the shop in.
      return reply.redirect(pathInLocale(`${EMAIL_CHANGED_REDIRECT}${changed ? 1 : 0}`, pageLocaleOf(request.cookies) ?? DEFAULT_LOCALE), 303);
    },
  );

  app.post(
    "/customerInfo",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "Completes a new customer's profile (the /customer-info form)",
        body: customerInfoBody,
        response: { 200: customerSignIn, ...errors },
      },
    },
    async (request) => completeCustomerInfo(deps, customerOf(request), request.body),
  );
};
