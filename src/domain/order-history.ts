import { type Cents, formatCents } from "./money";
import { staffStatusLabel } from "./orders";

/**
 * What staff did to an order, in sentences for the console's History (issue 22), instead of the audit
 * log's raw `order.quote by staff:1 · status: 3 → 5 · totalCents: 55934 → 76839`.
 */
export interface HistoryEntryInput {
  actor: string;
  action: string;
  details: Record<string, unknown>;
}

export interface HistorySentences {
  /** "Shipping quoted by staff member #1." */
  headline: string;
  /** "Status changed from Pending for Quote to Pending for Reply.", "Total changed from $559.34 to $768.39." */
  changes: string[];
}

const ACTIONS: Record<string, string> = {
  "order.quote": "Shipping quoted",
  "order.ship": "Marked as shipped",
  "order.cancel": "Order cancelled",
  "order.refund": "Payment refunded",
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** "staff:1" -> "staff member #1"; "system" stays "system". */
export function actorWords(actor: string): string {
  const match = /^([a-z]+):(.+)$/i.exec(actor);
  if (!match) return actor;
  const [, role, id] = match;
  return role === "staff" ? `staff member #${id}` : `${role} #${id}`;
}

/** "order.price-change" -> "Order price change" when the action has no words of its own. */
function actionWords(action: string): string {
  const known = ACTIONS[action];
  if (known) return known;
  const words = action.replace(/[._-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "shippingCents" -> "Shipping", "trackingNumber" -> "Tracking number". */
function fieldWords(key: string): string {
  const words = key
    .replace(/Cents$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueWords(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (key === "status" && typeof value === "number") return staffStatusLabel(value);
  if (key.endsWith("Cents") && typeof value === "number") return formatCents(value as Cents);
  return typeof value === "string" ? value : JSON.stringify(value);
}

export function historySentences(entry: HistoryEntryInput): HistorySentences {
  const { before, after, ...rest } = entry.details;
  const changes = Object.entries(rest).map(([key, value]) => `${fieldWords(key)}: ${valueWords(key, value)}.`);
  if (isRecord(before) || isRecord(after)) {
    const was = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
      const from = valueWords(key, was[key]);
      const to = valueWords(key, now[key]);
      changes.push(from === to ? `${fieldWords(key)} stayed ${to}.` : `${fieldWords(key)} changed from ${from} to ${to}.`);
    }
  }
  return { headline: `${actionWords(entry.action)} by ${actorWords(entry.actor)}.`, changes };
}
