import type { Translation } from "../catalogue";
import type { shell as english } from "../en-CA/shell";

export const shell = {
  "shell.language.switch": "English",
  "shell.language.switchLabel": "View this page in English",
  "shell.header.home": "Accueil de Partshop Woodbridge",
  "shell.header.signIn": "Se connecter",
  "shell.header.profile": "{name}, votre profil",
  "shell.header.quickOrder": "Commande rapide",
  "shell.header.wishlist": "Liste de souhaits",
  "shell.header.wishlistSignIn": "Connectez-vous pour utiliser votre liste de souhaits",
  "shell.header.cart": "Panier",
  "shell.header.cartCount": "Panier, {count, plural, one {# article} other {# articles}}",
  "shell.header.cartSignIn": "Connectez-vous pour utiliser votre panier",
} as const satisfies Translation<typeof english>;
