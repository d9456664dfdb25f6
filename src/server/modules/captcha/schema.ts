import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Captcha challenges already used, kept until they expire, so a solved challenge counts once. */
export const captchaUsed = pgTable(
  "captcha_used",
  {
    challengeId: text("challenge_id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("captcha_used_expires").on(t.expiresAt)],
);
