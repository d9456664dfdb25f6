import type { Translation } from "../catalogue";
import type { wishlist as english } from "../en-CA/wishlist";

export const wishlist = {
  "wishlist.title": "Liste de souhaits",
  "wishlist.loading": "Chargement de votre liste de souhaits...",
  "wishlist.failed": "Votre liste de souhaits n’a pas pu être chargée. Veuillez réessayer plus tard.",
  "wishlist.empty": "Votre liste de souhaits est vide. Ouvrez une pièce et choisissez Ajouter à la liste de souhaits pour l’enregistrer ici.",
  "wishlist.browse": "Parcourir les pièces",
  "wishlist.count": "{count, plural, one {# pièce enregistrée} other {# pièces enregistrées}}",
  "wishlist.parts": "Pièces enregistrées",
  "wishlist.removeLabel": "Retirer {name} de la liste de souhaits",
  "wishlist.remove": "Retirer",
  "wishlist.removed": "Article retiré de la liste de souhaits",
} as const satisfies Translation<typeof english>;
