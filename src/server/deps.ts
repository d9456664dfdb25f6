import type { AppCaches } from "./caches";
import type { Config } from "./config";
import type { Database, DatabaseAvailability, Db } from "./db/client";
import type { Mailer } from "./integrations/mail/mailer";
import type { Payments } from "./integrations/payments/create-gateway";
import type { Signals } from "./lib/signals";

/** Everything the app's plugins and modules need, built once where the app is composed (main.ts, tests) and injected. */
export interface AppDeps {
  config: Config;
  db: Db;
  mail: Mailer;
  /** The card gateway and PayPal. */
  payments: Payments;
  /** The read caches, and how a change invalidates them. */
  caches: AppCaches;
  /** How this server hears the others on its database (cache invalidations, ended sessions, queued mail). */
  signals: Signals;
  /** Whether the database can serve now; without it, /api/ready cannot check and nothing answers 503 early. */
  database?: DatabaseAvailability & Partial<Pick<Database, "pool" | "kind">>;
}
