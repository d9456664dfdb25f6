import type { Ctx } from "./context";
import { type JobHost, startJob } from "./lib/jobs";
import { forgetExpired } from "./modules/accounts/service";
import { forgetSpentChallenges } from "./modules/captcha/service";
import { releaseAbandonedReservations } from "./modules/checkout/service";
import { forgetEndedWindows, forgetOldEvents } from "./modules/throttles/service";

const HOUSEKEEPING_EVERY_MS = 10 * 60_000;

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
