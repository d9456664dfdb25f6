import type { CustomerUser, DealerUser } from "../../domain/contracts/accounts";

/** Whoever is signed in, as the browser keeps them: a customer, or a dealer (whose account is the dealer flag). */
export type SignedInUser = CustomerUser | DealerUser;

const UNREADABLE = Symbol("unreadable");

/**
 * Reads a value saved in localStorage as T. The readers below are typed field by field against the
 * contract types, so the compiler fails when the contract gains, loses or retypes a field. They are
 * not the zod contracts themselves because they run before the first render, and zod would then join
 * the first page's download (see docs/decisions/009-web-layers.md).
 */
type Reader<T> = (value: unknown) => T | typeof UNREADABLE;

const text: Reader<string> = (value) => (typeof value === "string" ? value : UNREADABLE);
const wholeNumber: Reader<number> = (value) => (typeof value === "number" && Number.isSafeInteger(value) ? value : UNREADABLE);

/** An object with exactly the fields of T, each read by its reader; other fields are dropped. */
function record<T>(fields: { [K in keyof T]-?: Reader<T[K]> }): Reader<T> {
  return (value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return UNREADABLE;
    const read: Partial<T> = {};
    for (const key of Object.keys(fields) as (keyof T)[]) {
      const field = fields[key]((value as Record<PropertyKey, unknown>)[key]);
      if (field === UNREADABLE) return UNREADABLE;
      read[key] = field;
    }
    return read as T;
  };
}

const readCustomerUser = record<CustomerUser>({ id: wholeNumber, firstname: text, lastname: text, email: text });

/** The buyer who signed in for a dealer account, or null for its administrator; a user saved before buyers existed reads as its administrator. */
const readBuyer: Reader<DealerUser["buyer"]> = (value) =>
  value === undefined || value === null ? null : record<NonNullable<DealerUser["buyer"]>>({ id: wholeNumber, name: text, email: text })(value);

const readDealerUser = record<DealerUser>({
  id: wholeNumber,
  account: text,
  name: text,
  level: wholeNumber,
  email: text,
  firstname: text,
  lastname: text,
  dealer_info: record<DealerUser["dealer_info"]>({ pricecode: wholeNumber, address1: text, city: text, state: text, country: text, zip: text }),
  buyer: readBuyer,
});

/** A saved user as the contract shapes it (a dealer when it reads as one, else a customer), or null when it is neither. */
export function readSignedInUser(value: unknown): SignedInUser | null {
  const dealer = readDealerUser(value);
  if (dealer !== UNREADABLE) return dealer;
  const customer = readCustomerUser(value);
  return customer === UNREADABLE ? null : customer;
}

/** A dealer carries its account, the dealer flag; a customer has none. */
export function isDealerUser(user: SignedInUser): user is DealerUser {
  return "account" in user;
}
