import type { Ctx } from "./context";
import { type JobHost, startJob } from "./lib/jobs";
import { forgetExpired } from "./modules/accounts/service";
import { forgetSpentChallenges } from "./modules/captcha/service";
import { releaseAbandonedReservations } from "./modules/checkout/service";
import { sendBackInStockAlerts } from "./modules/stock-alerts/service";
import { forgetEndedWindows, forgetOldEvents } from "./modules/throttles/service";

const HOUSEKEEPING_EVERY_MS = 10 * 60_000;
const BACK_IN_STOCK_EVERY_MS = 30_000;

/**
 * Back-in-stock mail for parts whose stock rose by any road (a parts import, a cancelled order, SQL):
 * every 30 seconds, one server at a time, everyone waiting for a part now in stock is mailed once
 * (a console edit mails at once). Returns how to stop.
 */
export function startBackInStockSweep(ctx: Ctx<"db" | "mail" | "config">, host: JobHost, log: { error(details: object, message: string): void }): () => void {
  return startJob(
    host,
    "back-in-stock",
    BACK_IN_STOCK_EVERY_MS,
    async () => {
      await sendBackInStockAlerts(ctx);
    },
    (error) => log.error({ err: error }, "back-in-stock mail failed"),
  );
}

/**
 * The shop's housekeeping, run every ten minutes by one server at a time: ended sessions, old links,
 * spent captchas, old throttle events and rate-limit windows go, and order numbers reserved for a
 * payment that never started are released after a day. Returns how to stop.
 */
export function startHousekeeping(
  ctx: Ctx<"db">,
  host: JobHost,
  log: { info(details: object, message: string): void; error(details: object, message: string): void },
): () => void {
  return startJob(
    host,
    "housekeeping",
    HOUSEKEEPING_EVERY_MS,
    async () => {
      const expired = await forgetExpired(ctx);
      const captchas = await forgetSpentChallenges(ctx);
      const events = await forgetOldEvents(ctx);
      const windows = await forgetEndedWindows(ctx);
      const reservations = await releaseAbandonedReservations(ctx);
      log.info({ ...expired, captchas, events, windows, reservations }, "housekeeping done");
    },
    (error) => log.error({ err: error }, "housekeeping failed"),
  );
}
