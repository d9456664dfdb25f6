import type { AppCaches } from "../../caches";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { Mailer } from "../../integrations/mail/mailer";
import type { Payments } from "../../integrations/payments/create-gateway";
import type { Failpoints } from "../../lib/failpoints";
import type { CustomerViewer } from "../../viewer";
import type { OrderOwner } from "../orders/service";

/** Everything checkout works with. */
export interface CheckoutDeps {
  db: Db;
  config: Config;
  mail: Mailer;
  caches?: AppCaches;
  payments: Payments;
  failpoints: Failpoints;
}

/** The customer as the owner of their orders. */
export const customerOwner = (viewer: CustomerViewer): OrderOwner => ({ kind: "customer", id: viewer.id });
