import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  addressBookReply,
  addressIdBody,
  changeAddressReply,
  checkoutBody,
  checkoutReply,
  finishPaypalBody,
  finishPaypalQuoteBody,
  finishPaypalReply,
  newAddressBody,
  paidReply,
  payPendingBody,
  paypalCreateBody,
  paypalCreateReply,
  quoteBody,
  quoteReply,
  releaseBody,
  reserveBody,
  reserveReply,
  statusOk,
  storeOrderBody,
} from "../../../domain/contracts/buying";
import { apiError } from "../../../domain/contracts/common";
import { shippingEstimateBody, shippingEstimateReply } from "../../../domain/contracts/shipping-estimate";
import { fromCents } from "../../../domain/money";
import type { AppDeps } from "../../deps";
import { failpointsOf } from "../../lib/failpoints";
import { customerOf } from "../../plugins/authorization";
import { customerAddresses } from "../accounts/service";
import { reserveOrderNumber } from "../orders/service";
import { addAddress, addressBookOf, deleteAddress } from "./address-book";
import { payNewOrder, payQuotedOrder } from "./card";
import { addressSummary, checkoutSummary } from "./order-plan";
import { createPaypalCheckout, createPaypalForQuote, finishPaypalCheckout, finishPaypalQuote } from "./paypal";
import { requestQuote } from "./quote";
import { releaseReservedNumber } from "./reservations";
import { shippingEstimate } from "./shipping-estimate";

/** Checkout, addresses, quotes and paying (spec section 7); customers only: dealers confirm their orders directly. */
export const checkoutRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ["checkout"];
  const errors = { 400: apiError, 401: apiError, 402: apiError, 403: apiError, 404: apiError, 409: apiError, 503: apiError };
  // A bad FAILPOINTS setting stops the app from starting, not the first payment.
  failpointsOf(deps.config);
  const customer = { access: "customer" } as const;
  const noStore = { "cache-control": "no-store" };

  app.post(
    "/checkout",
    {
      config: customer,
      schema: {
        tags,
        summary: "The cart priced for the customer's own address, with the address book",
        body: checkoutBody,
        response: { 200: checkoutReply, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return checkoutSummary(deps, customerOf(request));
    },
  );

  app.post(
    "/shippingEstimate",
    {
      config: customer,
      schema: {
        tags,
        summary: "What shipping the cart would cost to a postal code (or the customer's own address): the checkout's rate table, or a quote",
        body: shippingEstimateBody,
        response: { 200: shippingEstimateReply, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return shippingEstimate(deps, customerOf(request), request.body.postal_code);
    },
  );

  app.post(
    "/newShippingAdd",
    {
      config: customer,
      schema: { tags, summary: "Saves a shipping address; answers the address book", body: newAddressBody, response: { 200: addressBookReply, ...errors } },
    },
    async (request) => ({
      addressBook: await addAddress(deps, customerOf(request).id, request.body.address),
    }),
  );

  app.post(
    "/deleteAddress",
    {
      config: customer,
      schema: {
        tags,
        summary: "Deletes one of the customer's addresses; answers the address book",
        body: addressIdBody,
        response: { 200: addressBookReply, ...errors },
      },
    },
    async (request) => ({
      addressBook: await deleteAddress(deps, customerOf(request).id, request.body.id),
    }),
  );

  app.get(
    "/addressBook",
    { config: customer, schema: { tags, summary: "The customer's saved shipping addresses", response: { 200: addressBookReply, ...errors } } },
    async (request, reply) => {
      reply.headers(noStore);
      return { addressBook: await addressBookOf(deps, customerOf(request).id) };
    },
  );

  app.post(
    "/changeAddress",
    {
      config: customer,
      schema: {
        tags,
        summary: "Shipping, tax and total of the cart to an address (0 own address, 1 pickup in store)",
        body: addressIdBody,
        response: { 200: changeAddressReply, ...errors },
      },
    },
    async (request) => addressSummary(deps, customerOf(request), request.body.id),
  );

  app.post(
    "/getQuote",
    {
      config: customer,
      schema: {
        tags,
        summary: "Records an oversize order as Pending for Quote and mails the store",
        body: quoteBody,
        response: { 200: quoteReply, ...errors },
      },
    },
    async (request) => ({
      status: "ok" as const,
      sono: await requestQuote(deps, customerOf(request), request.body),
    }),
  );

  app.post(
    "/reserveOrderSlot",
    {
      config: customer,
      schema: { tags, summary: "Reserves a new order number for a card payment", body: reserveBody, response: { 200: reserveReply, ...errors } },
    },
    async (request) => {
      const viewer = customerOf(request);
      const own = await customerAddresses(deps, viewer.id);
      return { orderNumber: await reserveOrderNumber(deps, { kind: "customer", id: viewer.id }, own?.email ?? viewer.email) };
    },
  );

  app.post(
    "/removeReservedOrderSlot",
    {
      config: customer,
      schema: {
        tags,
        summary: "Gives up a reserved order number (after a decline); ok also when it is already settled",
        body: releaseBody,
        response: { 200: statusOk, ...errors },
      },
    },
    async (request) => {
      await releaseReservedNumber(deps, customerOf(request), request.body.orderNumber);
      return { status: "ok" as const };
    },
  );

  app.post(
    "/storeOrderData",
    {
      config: customer,
      schema: {
        tags,
        summary: "Pays a reserved order number by card (the server's own total) and records the order; 402 when declined",
        body: storeOrderBody,
        response: { 200: paidReply, ...errors },
      },
    },
    async (request) => {
      const paid = await payNewOrder(deps, customerOf(request), { ...request.body, customerIp: request.ip });
      return { status: "approved" as const, order_num: paid.orderNum, total: fromCents(paid.totalCents) };
    },
  );

  app.post(
    "/payPendingOrder",
    {
      config: customer,
      schema: {
        tags,
        summary: "Pays a quoted order (status 5) by card with its existing number; 402 when declined",
        body: payPendingBody,
        response: { 200: paidReply, ...errors },
      },
    },
    async (request) => {
      const paid = await payQuotedOrder(deps, customerOf(request), { ...request.body, customerIp: request.ip });
      return { status: "approved" as const, order_num: paid.orderNum, total: fromCents(paid.totalCents) };
    },
  );

  app.post(
    "/paypal/orders",
    {
      config: customer,
      schema: {
        tags,
        summary: "Creates a PayPal order for the server's total of the cart or of a quoted order",
        body: paypalCreateBody,
        response: { 200: paypalCreateReply, ...errors },
      },
    },
    async (request) => {
      const viewer = customerOf(request);
      const body = request.body;
      return { id: body.purpose === "checkout" ? await createPaypalCheckout(deps, viewer, body) : await createPaypalForQuote(deps, viewer, body.sono) };
    },
  );

  app.post(
    "/finishOrder_paypal",
    {
      config: customer,
      schema: {
        tags,
        summary: "Captures the approved PayPal order and records the order",
        body: finishPaypalBody,
        response: { 200: finishPaypalReply, ...errors },
      },
    },
    async (request) => ({ result: { order_num: await finishPaypalCheckout(deps, customerOf(request), request.body) } }),
  );

  app.post(
    "/finishOrder_paypal_quote",
    {
      config: customer,
      schema: {
        tags,
        summary: "Captures the approved PayPal order for a quoted order and records it paid",
        body: finishPaypalQuoteBody,
        response: { 200: finishPaypalReply, ...errors },
      },
    },
    async (request) => ({ result: { order_num: await finishPaypalQuote(deps, customerOf(request), request.body) } }),
  );
};
