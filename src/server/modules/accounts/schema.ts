import { sql } from "drizzle-orm";
import { boolean, check, date, foreignKey, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { DEFAULT_LOCALE, LOCALES } from "../../../domain/i18n/locales";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Retail customers; email is stored lower-case. */
export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    optIn: boolean("opt_in").notNull().default(false),
    /** False when staff disabled the account: it cannot sign in, and its sessions end. */
    active: boolean("active").notNull().default(true),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** The language of their mail and documents: the one they last read the shop in while signed in (decision 037). */
    locale: text("locale", { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    ...timestamps,
  },
  (t) => [check("customers_locale", sql`${t.locale} in ('en-CA', 'fr-CA')`)],
);

/** The customer-info form: personal details, shipping address, vehicle (UserInfo) and billing address (BillingInfo). */
export const customerInfo = pgTable("customer_info", {
  customerId: integer("customer_id")
    .primaryKey()
    .references(() => customers.id, { onDelete: "cascade" }),
  forename: text("forename").notNull(),
  surname: text("surname").notNull(),
  gender: smallint("gender"),
  birth: date("birth", { mode: "string" }),
  address: text("address").notNull(),
  city: text("city").notNull(),
  zipcode: text("zipcode").notNull(),
  country: text("country").notNull(),
  state: text("state").notNull(),
  tel: text("tel").notNull(),
  mobile: text("mobile"),
  car: text("car"),
  year: integer("year"),
  make: text("make"),
  sameAsShipping: boolean("same_as_shipping").notNull().default(true),
  billingFirstname: text("billing_firstname").notNull(),
  billingLastname: text("billing_lastname").notNull(),
  billingAddress1: text("billing_address1").notNull(),
  billingAddress2: text("billing_address2"),
  billingCity: text("billing_city").notNull(),
  billingPostalcode: text("billing_postalcode").notNull(),
  billingCountry: text("billing_country").notNull(),
  billingProvince: text("billing_province").notNull(),
  billingPhone: text("billing_phone").notNull(),
  billingMobile: text("billing_mobile"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Dealer (trade) accounts; account is stored upper-case; pricecode picks the tier price (1-6, else the first). */
export const dealers = pgTable("dealers", {
  id: serial("id").primaryKey(),
  account: text("account").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  name: text("name").notNull(),
  level: integer("level").notNull().default(1),
  pricecode: integer("pricecode").notNull().default(0),
  email: text("email").notNull(),
  firstname: text("firstname").notNull().default(""),
  lastname: text("lastname").notNull().default(""),
  address1: text("address1").notNull().default(""),
  city: text("city").notNull().default(""),
  state: text("state").notNull().default(""),
  country: text("country").notNull().default("CA"),
  zip: text("zip").notNull().default(""),
  phone: text("phone").notNull().default(""),
  active: boolean("active").notNull().default(true),
  suspendedReason: text("suspended_reason"),
  ...timestamps,
});

/**
 * Buyers under one dealer account (issue 23, decision 041): added by the account's administrator or by
 * staff, they sign in with their e-mail (stored lower-case, one buyer per address) and a password they
 * set through a mailed link (null until then). A suspended buyer cannot sign in, and their sessions end.
 */
export const buyers = pgTable(
  "buyers",
  {
    id: serial("id").primaryKey(),
    dealerId: integer("dealer_id")
      .notNull()
      .references(() => dealers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    active: boolean("active").notNull().default(true),
    /** The language of their mail, chosen when they were added (English unless chosen). */
    locale: text("locale", { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    ...timestamps,
  },
  (t) => [uniqueIndex("buyers_email").on(t.email), index("buyers_dealer").on(t.dealerId), check("buyers_locale", sql`${t.locale} in ('en-CA', 'fr-CA')`)],
);

/** Single-use links that let a buyer set their password (7 days for an invitation); only the token's SHA-256 is kept. */
export const buyerPasswordLinks = pgTable(
  "buyer_password_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    buyerId: integer("buyer_id")
      .notNull()
      .references(() => buyers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("buyer_password_links_buyer").on(t.buyerId)],
);

/** Who a session belongs to; a buyer's session reads as their dealer with the buyer's id (viewer.ts). */
export const PRINCIPAL_KINDS = ["customer", "dealer", "buyer", "staff"] as const;

/** Signed-in sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    principalKind: text("principal_kind", { enum: PRINCIPAL_KINDS }).notNull(),
    principalId: integer("principal_id").notNull(),
    remember: boolean("remember").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_principal").on(t.principalKind, t.principalId), index("sessions_expires").on(t.expiresAt)],
);

/** Single-use password reset links (1 hour); only the token's SHA-256 is kept. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_tokens_customer").on(t.customerId)],
);

/** Pending e-mail changes: the new address takes effect when its single-use link (1 day) is opened. */
export const emailChangeTokens = pgTable(
  "email_change_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    newEmail: text("new_email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_change_tokens_customer").on(t.customerId)],
);

export const STAFF_ROLES = ["owner", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The store's people: owners may do everything (staff users, store settings); staff run orders, parts, content, people and the inbox. */
export const staffUsers = pgTable("staff_users", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  name: text("name").notNull(),
  role: text("role", { enum: STAFF_ROLES }).notNull().default("staff"),
  /** False when an owner disabled the staff user: it cannot sign in, and its sessions end. */
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Who owns a garage: a customer or a dealer (staff shop as neither). */
export const GARAGE_OWNER_KINDS = ["customer", "dealer"] as const;

/**
 * My Garage (issue 19): one row per account whose garage has been opened. Its row is the lock every
 * change of that garage takes (SELECT ... FOR UPDATE), and its existence records that the customer-info
 * car was offered to the garage once (a shopper who removes it does not get it back).
 */
export const garages = pgTable(
  "garages",
  {
    ownerKind: text("owner_kind", { enum: GARAGE_OWNER_KINDS }).notNull(),
    ownerId: integer("owner_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerKind, t.ownerId] })],
);

/**
 * The vehicles of a garage, in the shop's own spelling (FORD, Mustang), each once; at most one selected
 * per garage (a partial unique index: the database refuses a second).
 */
export const garageVehicles = pgTable(
  "garage_vehicles",
  {
    id: serial("id").primaryKey(),
    ownerKind: text("owner_kind", { enum: GARAGE_OWNER_KINDS }).notNull(),
    ownerId: integer("owner_id").notNull(),
    year: integer("year").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    selected: boolean("selected").notNull().default(false),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.ownerKind, t.ownerId], foreignColumns: [garages.ownerKind, garages.ownerId], name: "garage_vehicles_garage_fk" }).onDelete(
      "cascade",
    ),
    uniqueIndex("garage_vehicles_vehicle").on(t.ownerKind, t.ownerId, t.year, t.make, t.model),
    uniqueIndex("garage_vehicles_selected").on(t.ownerKind, t.ownerId).where(sql`${t.selected}`),
  ],
);
