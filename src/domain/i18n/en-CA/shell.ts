/** The frame of every page: header, navigation, footer, cookie notice, the language switch. */
export const shell = {
  "shell.language.switch": "Français",
  "shell.language.switchLabel": "Voir cette page en français",
  "shell.header.home": "Partshop Woodbridge home",
  "shell.header.signIn": "Sign in",
  "shell.header.profile": "{name}, your profile",
  "shell.header.quickOrder": "Quick order",
  "shell.header.wishlist": "Wishlist",
  "shell.header.wishlistSignIn": "Sign in to use your wishlist",
  "shell.header.cart": "Cart",
  "shell.header.cartCount": "Cart, {count, plural, one {# item} other {# items}}",
  "shell.header.cartSignIn": "Sign in to use your cart",
} as const;
