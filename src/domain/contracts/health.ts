import { z } from "zod";

/** GET /api/health: the process is up. */
export const healthReply = z.object({ status: z.literal("ok") });

/**
 * GET /api/ready: the process is up and its database answers; `notifications` says how this server
 * hears the others ("listening" on PostgreSQL, "in-process" alone on the embedded database, "reconnecting"
 * while its listening connection is down: it then serves without caches).
 */
export const readyReply = z.object({
  status: z.literal("ready"),
  database: z.literal("up"),
  notifications: z.enum(["listening", "in-process", "reconnecting"]),
});
export type ReadyReply = z.infer<typeof readyReply>;
