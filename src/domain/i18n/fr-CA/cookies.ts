import type { Translation } from "../catalogue";
import type { cookies as english } from "../en-CA/cookies";

export const cookies = {
  "cookies.title": "Pourquoi nous utilisons des témoins",
  "cookies.close": "Fermer",
  "cookies.text":
    "Nous utilisons des témoins (cookies) pour garder votre session ouverte, mémoriser votre panier et comprendre comment notre boutique est utilisée, afin de l’améliorer. Consultez notre <privacy>politique de confidentialité</privacy> et notre <cookies>politique relative aux témoins</cookies> pour en savoir plus.",
  "cookies.understood": "J’ai compris",
} as const satisfies Translation<typeof english>;
