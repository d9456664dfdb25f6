/** What the shopper reads where the PayPal buttons would be when PayPal cannot be offered (not configured, or its script did not load). */

/** The part of PayPal's JavaScript SDK the payment pages use: its buttons. */
export interface PaypalButtonsOptions {
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel?: () => void;
  onError: (error: unknown) => void;
  style?: Record<string, string | number>;
}

export interface PaypalSdk {
  Buttons: (options: PaypalButtonsOptions) => { render: (container: HTMLElement) => Promise<void>; close?: () => Promise<void> };
}

declare global {
  interface Window {
    paypal?: PaypalSdk;
  }
}

const LOAD_TIMEOUT_MS = 15_000;
const loading = new Map<string, Promise<PaypalSdk>>();

/** The SDK's address for the shop's client id, in CAD, capturing on approval (spec section 7). */
export function paypalSdkUrl(clientId: string, currency: string): string {
  return `https://www.paypal.com/sdk/js?client-id=${encodeURIComponent(clientId)}&currency=${encodeURIComponent(currency)}&intent=capture`;
}

/**
 * Loads PayPal's SDK once per client id. It fails (and may be tried again) when the script cannot be
 * fetched, is refused by the page's security policy, or does not answer within 15 seconds.
 */
export function loadPaypalSdk(clientId: string, currency: string): Promise<PaypalSdk> {
  const src = paypalSdkUrl(clientId, currency);
  const known = loading.get(src);
  if (known) return known;
  const load = new Promise<PaypalSdk>((resolve, reject) => {
    const script = document.createElement("script");
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      loading.delete(src);
      script.remove();
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail("PayPal did not load in time"), LOAD_TIMEOUT_MS);
    script.src = src;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.paypal) resolve(window.paypal);
      else fail("PayPal loaded without its buttons");
    };
    script.onerror = () => fail("PayPal could not be loaded");
    document.head.append(script);
  });
  loading.set(src, load);
  return load;
}
