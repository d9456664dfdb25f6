import { toast } from "./toasts";

/** How long the order flow's alerts stay (spec section 9: order-flow toasts close after 3 seconds). */
export const ORDER_ALERT_MS = 3000;

/** An alert of the buying pages (spec section 8): announced at once, closed after 3 seconds; the same alert twice shows once. */
export function orderAlert(message: string): void {
  toast.error(message, { autoClose: ORDER_ALERT_MS, toastId: message });
}
