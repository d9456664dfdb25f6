import { z } from "zod";
import { NEW_PASSWORD_RULE_MESSAGE } from "../account-forms";
import { regionProblem } from "../regions";
import { customerSignIn } from "./accounts";
import { oneOrderReply } from "./buying";
import { MAX_ROW_ID, multiLineText, pageParam, textFilter, wholeNumber } from "./common";
import { formFor, textBoxes, typedAmount, typedNumber } from "./form-bodies";
import { staffMember } from "./staff";

/** POST /api/admin/orders/:so/quote: the shipping the store quotes for an oversize order, and its days in transit. */
export const quoteParams = z.object({ so: z.string().trim().min(1).max(20) });
export const quoteShippingBody = z.object({
  shipping: z
    .number({ error: "Shipping (CAD) must be an amount" })
    .min(0, "Shipping (CAD) must be 0 or more")
    .max(100_000, "Shipping (CAD) must be at most 100000"),
  days: z.number({ error: "Days must be a whole number" }).int("Days must be a whole number").min(0).max(120),
});

/** The console's Quote shipping form: the shipping (CAD) and the days in transit as typed. */
export const quoteShippingForm = formFor(
  textBoxes(["shipping", "days"]),
  ({ shipping, days }) => ({ shipping: typedAmount(shipping), days: typedNumber(days) }),
  quoteShippingBody,
);

const blank = (value: unknown) => (value === "" || value === null ? undefined : value);
const isoDay = z.preprocess(
  blank,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-22")
    .optional(),
);

/** GET /api/admin/orders: filters (status, dates, customer or dealer, order number) and a page of 20. */
export const adminOrderListQuery = z.object({
  status: z.preprocess(blank, wholeNumber("Status").pipe(z.number().min(0).max(9)).optional()),
  from: isoDay,
  to: isoDay,
  who: textFilter,
  orderNum: z.preprocess(blank, z.string().trim().max(20).optional()),
  /** One customer's or dealer's orders, as their page in People shows them. */
  ownerKind: z.preprocess(blank, z.enum(["customer", "dealer"]).optional()),
  ownerId: z.preprocess(blank, wholeNumber("Owner").pipe(z.number().min(1).max(MAX_ROW_ID, "No such record")).optional()),
  page: pageParam,
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;

/** A row of the console's order list. */
export const adminOrderRow = z.object({
  order_num: z.string(),
  date_order: z.string(),
  owner_kind: z.enum(["customer", "dealer"]),
  owner_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  sales_status: z.number().int(),
  status_label: z.string(),
  total: z.number(),
  track_num: z.string().nullable(),
  paid_with: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;
export const adminOrderList = z.object({
  rows: z.array(adminOrderRow),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});
export type AdminOrderList = z.infer<typeof adminOrderList>;

/** An order as staff see it: the customer's view of it, who placed it, its payments and refunds, and what staff did to it. */
export const adminOrderDetail = oneOrderReply.extend({
  owner: z.object({ kind: z.enum(["customer", "dealer"]), id: z.number().int(), name: z.string(), email: z.string() }),
  status_label: z.string(),
  payments: z.array(
    z.object({
      provider: z.string(),
      status: z.string(),
      amount: z.number(),
      refunded: z.number(),
      reference: z.string().nullable(),
      card: z.string().nullable(),
      at: z.string(),
    }),
  ),
  history: z.array(z.object({ at: z.string(), actor: z.string(), action: z.string(), details: z.record(z.string(), z.unknown()) })),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

/** POST /api/admin/orders/:so/ship: the console's 'Courier' and 'Waybill' fields. */
export const shipOrderBody = z.object({
  courier: z.string().trim().min(2, "Courier must be at least 2 characters").max(60, "Courier must be at most 60 characters"),
  waybill: z.string().trim().min(3, "Waybill must be at least 3 characters").max(60, "Waybill must be at most 60 characters"),
});
/** POST /api/admin/orders/:so/cancel: why (kept in the audit log and mailed to the customer). */
export const cancelOrderBody = z.object({ reason: z.string().trim().min(3, "Please give a reason").max(500, "Reason must be at most 500 characters") });
/** POST /api/admin/orders/:so/refund: an amount (CAD) of the payment to give back, at most what is left, and why. */
export const refundOrderBody = z.object({
  amount: z.number({ error: "Amount must be a number" }).positive("Amount must be more than 0").max(1_000_000),
  reason: z.string().trim().min(3, "Please give a reason").max(500, "Reason must be at most 500 characters"),
});
/** The console's Refund form: the amount (CAD) as typed, and why. */
export const refundOrderForm = formFor(textBoxes(["amount", "reason"]), ({ amount, reason }) => ({ amount: typedAmount(amount), reason }), refundOrderBody);

// ---------------------------------------------------------------------------------------------
// People

/** A list of people in the console: a search text (name, e-mail, account, company) and a page of 20. */
export const peopleQuery = z.object({ q: textFilter, page: pageParam });
/** A customer, dealer or staff id in a path. */
export const personParams = z.object({ id: wholeNumber("Id").pipe(z.number().min(1, "Id must be 1 or more").max(MAX_ROW_ID, "No such record")) });

const listOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int(), page: z.number().int(), per_page: z.number().int(), last_page: z.number().int() });

export const customerRow = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
});
export type CustomerRow = z.infer<typeof customerRow>;
export const customerList = listOf(customerRow);
export const customerDetail = z.object({ customer: customerRow, profile: customerSignIn });
export type CustomerDetail = z.infer<typeof customerDetail>;
/** POST .../disable: why (kept in the audit log; a dealer sees it when signing in). */
export const disableBody = z.object({ reason: z.string().trim().min(3, "Please give a reason").max(300, "Reason must be at most 300 characters") });

export const dealerRow = z.object({
  id: z.number().int(),
  account: z.string(),
  company: z.string(),
  email: z.string(),
  pricecode: z.number().int(),
  level: z.number().int(),
  city: z.string(),
  province: z.string(),
  phone: z.string(),
  active: z.boolean(),
  suspended_reason: z.string().nullable(),
});
export type DealerRow = z.infer<typeof dealerRow>;
export const dealerList = listOf(dealerRow);

const dealerDetailsFields = {
  company: z.string().trim().min(2, "Company must be at least 2 characters").max(255),
  pricecode: z
    .number({ error: "Price code must be a number from 1 to 6" })
    .int("Price code must be a number from 1 to 6")
    .min(1, "Price code must be a number from 1 to 6")
    .max(6, "Price code must be a number from 1 to 6"),
  email: z.string().trim().email("Please enter a valid email address").max(255),
  firstname: z.string().trim().max(100),
  lastname: z.string().trim().max(100),
  address1: z.string().trim().max(255),
  city: z.string().trim().max(100),
  state: z.string().trim().max(40),
  zip: z.string().trim().max(20),
  country: z.enum(["CA", "USA"]),
  phone: z.string().trim().max(40),
};
const newPassword = z
  .string()
  .min(8, NEW_PASSWORD_RULE_MESSAGE)
  .max(128)
  .regex(/[A-Za-z]/, NEW_PASSWORD_RULE_MESSAGE)
  .regex(/\d/, NEW_PASSWORD_RULE_MESSAGE);

/** POST /api/admin/dealers: the console's 'Dealer ID', 'Company', 'Price code' and 'Password' fields and the dealer's contact details. */
export const createDealerBody = z
  .object({
    account: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,20}$/, "Dealer ID must be 3-20 letters, digits or dashes"),
    password: newPassword,
    ...dealerDetailsFields,
    // A new dealer's contact details not given are blank, in Canada.
    firstname: dealerDetailsFields.firstname.default(""),
    lastname: dealerDetailsFields.lastname.default(""),
    address1: dealerDetailsFields.address1.default(""),
    city: dealerDetailsFields.city.default(""),
    state: dealerDetailsFields.state.default(""),
    zip: dealerDetailsFields.zip.default(""),
    country: dealerDetailsFields.country.default("CA"),
    phone: dealerDetailsFields.phone.default(""),
  })
  .superRefine((body, ctx) => {
    const problem = body.state ? regionProblem(body.country, body.state) : null;
    if (problem) ctx.addIssue({ code: "custom", path: ["state"], message: problem });
  });
export type CreateDealerBody = z.infer<typeof createDealerBody>;
/** POST /api/admin/dealers/:id: what staff change of a dealer (price code, company, contact); what is not sent stays as it is. */
export const updateDealerBody = z.object(dealerDetailsFields).partial();
export type UpdateDealerBody = z.infer<typeof updateDealerBody>;

/** The console's New dealer form: 'Dealer ID', 'Company', 'Price code' (as typed), 'E-mail' and 'Password'. */
export const newDealerForm = formFor(
  textBoxes(["account", "company", "pricecode", "email", "password"]),
  (dealer) => ({ ...dealer, pricecode: typedNumber(dealer.pricecode) }),
  createDealerBody,
);
/** The console's Edit dealer form: the company, the price code as typed, the e-mail. */
export const dealerForm = formFor(
  textBoxes(["company", "pricecode", "email"]),
  (dealer) => ({ ...dealer, pricecode: typedNumber(dealer.pricecode) }),
  updateDealerBody,
);

export const staffRow = staffMember.extend({ active: z.boolean() });
export const staffList = z.object({ rows: z.array(staffRow) });
/** POST /api/admin/staff (owners only): a new staff user. */
export const createStaffBody = z.object({
  email: z.string().trim().email("Please enter a valid email address").max(255),
  name: z.string().trim().min(2, "Name must be at least 2 characters").max(100),
  password: newPassword,
  role: z.enum(["owner", "staff"]),
});
export const staffRoleBody = z.object({ role: z.enum(["owner", "staff"]) });

// ---------------------------------------------------------------------------------------------
// Inbox

export const INQUIRY_KIND_LABEL: Record<string, string> = {
  contact: "Contact message",
  shipping: "Shipping inquiry",
  eta: "ETA inquiry",
  model: "Model inquiry",
  profile: "Profile inquiry",
};

/** GET /api/admin/inquiries: waiting (not answered, the default), answered or all; a kind; a search text; 20 a page. */
export const inboxQuery = z.object({
  state: z.preprocess(blank, z.enum(["waiting", "answered", "all"]).default("waiting")),
  kind: z.preprocess(blank, z.enum(["contact", "shipping", "eta", "model", "profile"]).optional()),
  q: textFilter,
  page: pageParam,
});
export type InboxQuery = z.infer<typeof inboxQuery>;

export const inquiryRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  kind_label: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  item: z.string().nullable(),
  /** The sender's account when they wrote signed in: "customer 12" or "dealer D10001". */
  account: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
  answered_by: z.string().nullable(),
});
export type InquiryRow = z.infer<typeof inquiryRow>;
export const inquiryList = listOf(inquiryRow);
export type InquiryList = z.infer<typeof inquiryList>;
export const inquiryDetail = inquiryRow.extend({
  message: z.string(),
  replies: z.array(z.object({ at: z.string(), by: z.string(), message: z.string() })),
});
export type InquiryDetail = z.infer<typeof inquiryDetail>;
/** POST /api/admin/inquiries/:id/reply: the reply mailed to the sender (the inquiry is then answered). */
export const inquiryReplyBody = z.object({
  message: multiLineText(z.string().trim().min(2, "Write a reply").max(5000, "Reply must be at most 5000 characters")),
});
/** POST /api/admin/inquiries/:id/answered: marks it answered (or waiting again) without a reply from here. */
export const inquiryAnsweredBody = z.object({ answered: z.boolean() });

// ---------------------------------------------------------------------------------------------
// Dashboard

export const lowStockRow = z.object({
  item: z.string(),
  descrip: z.string(),
  make: z.string(),
  onhand: z.number().int(),
  orderpt: z.number().int(),
  onshpeta: z.string().nullable(),
});
export type LowStockRow = z.infer<typeof lowStockRow>;

/** GET /api/admin/dashboard: what needs the store's attention today. */
export const dashboard = z.object({
  today: z.object({
    /** Orders placed today (Toronto time), but not reserved numbers nor cancelled ones. */
    count: z.number().int(),
    /** What today's paid, dealer-confirmed and shipped orders come to (CAD). */
    sales: z.number(),
    rows: z.array(adminOrderRow),
  }),
  quotesWaiting: z.object({ count: z.number().int(), rows: z.array(adminOrderRow) }),
  inquiriesWaiting: z.object({ count: z.number().int(), rows: z.array(inquiryRow) }),
  lowStock: z.object({ count: z.number().int(), rows: z.array(lowStockRow) }),
});
export type Dashboard = z.infer<typeof dashboard>;
