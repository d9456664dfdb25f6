/**
 * Which test files under test/ run on PostgreSQL, each with why. `npm test` runs every test file
 * (but the PostgreSQL-only ones) on the embedded database; CI then runs `npm run test:postgres`,
 * which is `onBothEngines` and `postgresOnly` again on a real PostgreSQL server.
 *
 * The rule: a file goes in `onBothEngines` when what it checks can differ by engine: concurrency and
 * locking (PostgreSQL has many connections, the embedded database one), money and stock, orders,
 * migrations and seeds, the search index and the catalogue's change log, the mail outbox (SKIP
 * LOCKED), rate limits (a shared table on PostgreSQL, memory on the embedded database), signals
 * (LISTEN/NOTIFY against in-process), SQL error paths. A file whose behaviour cannot differ (no
 * database, files and pictures, contracts, the embedded database's own processes) goes in
 * `onEmbeddedOnly`. test/postgres-suite.test.ts fails while a test file is in no list.
 */

/** Run by `npm test` on the embedded database and by `npm run test:postgres` on PostgreSQL. */
export const onBothEngines: Record<string, string> = {
  "test/api/accounts.test.ts": "sign-in limits per address (PostgreSQL's shared windows, memory when embedded), account lockout, session expiry",
  "test/api/accounts-profile.test.ts": "single-use reset and e-mail change links, sessions ended by a password change, a date the database would refuse",
  "test/api/admin-orders.test.ts": "money and stock: refunds never beyond what is left, a cancelled order's stock back",
  "test/api/admin-parts.test.ts": "parts import: bulk upserts in a background job, progress reported through PostgreSQL's signals only",
  "test/api/fitment-admin.test.ts":
    "fitment in the console: one fitment import at a time (a unique index on running jobs), row locks taken before a part's columns are derived, batch inserts of 50,000 rows",
  "test/api/admin-sign-in.test.ts": "orders: staff make a Pending for Quote order payable",
  "test/api/buying.test.ts": "cart, stock caps and checkout figures",
  "test/api/catalog.test.ts": "the search index follows the catalogue's change log, also for rows written straight to the database",
  "test/api/dealer-buyers.test.ts":
    "buyers under one dealer: the same buyer added ten times at once is one row (a unique index), a suspended buyer's sessions end, a buyer's order records them and is the account's",
  "test/api/dealer-prices.test.ts": "dealer prices end with a session ended elsewhere: signals differ by engine",
  "test/api/dealers-and-documents.test.ts": "dealers' orders confirmed without payment and back-ordered beyond stock, and the documents of paid orders",
  "test/api/fuzz.test.ts": "every route with hostile input: SQL error paths, rate limits and transactions on each engine",
  "test/api/french-mail.test.ts":
    "mail and documents in the customer's language: an order's mails queued in its payment's transaction, the language read from the account (its check constraint) or the request",
  "test/api/french-pages.test.ts":
    "the shop in French: a customer's language kept in their account (migration 0025's check constraint, a write only when it changed) beside French addresses, redirects and the sitemap",
  "test/api/garage.test.ts":
    "My Garage under concurrency: the same vehicle added 20 times at once is one row, concurrent selections leave exactly one selected (the garage's row lock)",
  "test/api/hardening.test.ts": "texts PostgreSQL refuses (control characters, lone surrogates), per-address and per-account limits",
  "test/api/inquiries.test.ts": "a message and its mails in one transaction, and the per-address limit",
  "test/api/money-concurrency.test.ts":
    "money under concurrency: one payment per cart, frozen quoted totals, one order per confirmation, refunds claimed once (issue 17)",
  "test/api/money-figures.test.ts": "money: the figures of any cart to any province agree on the page, the charge, the receipt, the mail and the PDF",
  "test/api/metrics.test.ts": "orders and payments counted once committed, the pool's gauges and the outbox's depth read from either engine",
  "test/api/mail-outbox.test.ts": "the outbox claims mail with FOR UPDATE SKIP LOCKED and leases",
  "test/api/one-price.test.ts": "money: one price in the list, the quick view and the server's own line price",
  "test/api/payments-flow.test.ts": "money and stock under concurrency: 50 shoppers for the last 5, charges, refunds, payments in doubt",
  "test/api/returns.test.ts":
    "returns: ten requests of one line at once hold it once (the order's row lock), ten receipts at once refund or credit once and restock once, statement months net of credits (AT TIME ZONE)",
  "test/api/reports.test.ts":
    "money: every report's figure against sums of the orders' rows; store-day boundaries (AT TIME ZONE, date_trunc) and bigint sums on each engine",
  "test/api/stock-alerts.test.ts": "back-in-stock mail under concurrency: 20 restocks at once mail each waiting person once (row locks re-checked)",
  "test/backup.test.ts": "backup and restore: pg_dump/pg_restore on PostgreSQL, PGlite's own dump on the embedded database",
  "test/api/seed.test.ts": "migrations and the demo seed",
  "test/api/trade.test.ts":
    "trade ordering: quick orders, Order again and a saved list sent 20 times at once to one cart add up under the cart's lock, within stock, and ten dealer confirms after them make one order; dealer prices never above retail; PO numbers",
  "test/api/search-relevance.test.ts": "the search index's words, typos and part numbers ranked on the demo catalogue, as each engine's change log feeds it",
  "test/api/search-vehicle-words.test.ts":
    "vehicle words, 'Did you mean' and suggestions: the fitment table's reads by year and the search index's universal parts follow fitment through each engine's change log",
  "test/api/facets.test.ts":
    "facets and sorts: the search index's counts against SQL counts on each engine, migration 0022's backfill (regexp_replace, lower) against the domain's rule, and a console change and a straight stock update seen through each engine's change log",
  "test/api/search-words.test.ts":
    "the search's words staff edit: their tables' triggers move fitment_version on each engine, so the next search reads them; a refused list changes nothing",
  "test/api/only-fits.test.ts": "'Only parts that fit': the search index's universal parts follow fitment through the change log on each engine",
  "test/api/vehicles.test.ts":
    "fitment: the seeds' rows and the migration's backfill, the vehicle lists' index reads and a vehicle's parts priced as the make list",
  "test/api/shared-reads.test.ts": "read caches and batched lookups over a pool of connections; a change seen when it commits, not when it rolls back",
};

/** Run by `npm run test:postgres` only: they need a PostgreSQL server. */
export const postgresOnly: Record<string, string> = {
  "test/scale-out.test.ts": "two app servers on one PostgreSQL database; it used PostgreSQL in the embedded run too",
  "test/search-index-snapshots.test.ts": "the search index's snapshots are kept for PostgreSQL databases only (the cluster's identifier and transaction ids)",
};

/** Run by `npm test` only: their behaviour is the same whatever the engine. */
export const onEmbeddedOnly: Record<string, string> = {
  "test/api/refusal-keys.test.ts": "the message keys of buying refusals: what the error handler sends, the same on either engine",
  "test/api/shipping-estimate.test.ts":
    "the cart's shipping estimate: a pure rule over the cart and the rate table, compared with the checkout's own figure; no lock, no money taken",
  "test/api/accounts-rules.test.ts": "request contracts; no database",
  "test/api/admin-content.test.ts": "content pages' changes, read back through this server's cache, which it clears itself on either engine",
  "test/api/admin-inbox.test.ts": "reads and replies of the console's inbox",
  "test/api/admin-people.test.ts": "accounts in the console; a session ended on this server ends at once on either engine (other servers: scale-out)",
  "test/api/captcha.test.ts": "challenges and one sequential replay; the same statements on either engine",
  "test/api/media.test.ts": "drawn pictures and PDFs",
  "test/api/server-rendering.test.ts": "pages rendered from the same reads",
  "test/api/uploads.test.ts": "files on disk",
  "test/boundaries-server.test.ts": "lint of the server's import boundaries; no database",
  "test/availability.test.ts": "connections that fail on purpose (missing socket, refused port, hang-up), to neither engine",
  "test/checkout-crash.test.ts": "starts the shop as a process with DATABASE_URL cleared (support/shop-process.ts): embedded in either run",
  "test/config.test.ts": "configuration; no database",
  "test/embedded-db.test.ts": "the embedded database's own processes and locks",
  "test/payments/amounts.test.ts": "amounts; no database",
  "test/payments/bambora.test.ts": "the Bambora adapter against a stand-in server; no database",
  "test/payments/charge-steps.test.ts": "the charge steps and their undo; no database",
  "test/payments/payment-config.test.ts": "payment configuration; no database",
  "test/payments/paypal.test.ts": "the PayPal adapter against a stand-in server; no database",
  "test/payments/test-gateway.test.ts": "the test gateway and its ledger file; no database",
  "test/postgres-suite.test.ts": "this list's own check",
  "test/process-faults.test.ts": "the embedded database's process killed and restarted (the shop started with DATABASE_URL cleared)",
};
