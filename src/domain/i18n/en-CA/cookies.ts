/** The cookie notice every page shows until it is dismissed. */
export const cookies = {
  "cookies.title": "Why We Use Cookies",
  "cookies.close": "Close",
  "cookies.text":
    "We use cookies to keep you signed in, remember your cart and learn how our shop is used, so we can make it better. Read our <privacy>privacy policy</privacy> and <cookies>cookie policy</cookies> to find out more.",
  "cookies.understood": "I understand",
} as const;
