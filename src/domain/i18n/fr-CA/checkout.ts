import type { Translation } from "../catalogue";
import type { checkout as english } from "../en-CA/checkout";

export const checkout = {
  "checkout.title": "Confirmer la commande",
  "checkout.shipping.heading": "Adresse de livraison",
  "checkout.profileIncomplete": "Veuillez compléter votre profil (adresses de livraison et de facturation) avant de passer à la caisse.",
  "checkout.goToProfile": "Aller à votre profil",
  "checkout.pickup.label": "Ramassage en magasin",
  "checkout.pickup.note": "Ramassez votre commande chez {name}, {address}, {city}, {province} {postalCode}. Aucuns frais d’expédition.",
  "checkout.addressBook.label": "Carnet d’adresses",
  "checkout.addressBook.own": "Mon adresse\u00a0: {address}, {city}",
  "checkout.address.delete": "Supprimer l’adresse",
  "checkout.address.add": "Ajouter au carnet d’adresses",
  "checkout.address.clear": "Effacer",
  "checkout.address.known": "Cette adresse est déjà dans votre carnet d’adresses.",
  "checkout.address.added": "Adresse ajoutée à votre carnet d’adresses.",
  "checkout.address.notSaved": "L’adresse n’a pas été enregistrée. Veuillez réessayer.",
  "checkout.address.deleteTitle": "Supprimer l’adresse",
  "checkout.address.deleteConfirm": "Voulez-vous vraiment supprimer l’adresse sélectionnée?",
  "checkout.notes.tooLong": "Les remarques doivent compter au plus 1000 caractères",
  "checkout.repriceNote": "L’expédition et les taxes seront calculées pour cette adresse lorsque vous confirmerez.",
  "checkout.deliveryDays": "Livraison en {days, plural, one {# jour ouvrable} other {# jours ouvrables}} environ.",
  "checkout.oversizeNote":
    "En raison de la taille des articles commandés, nous devons calculer nous-mêmes le meilleur prix d’expédition. Cliquez sur Obtenir une soumission et nous vous proposerons la meilleure option d’expédition.",
  "checkout.policy.agree": "En cochant cette case, vous acceptez notre politique d’expédition",
  "checkout.policy.notAgreed": "Vous devez accepter la politique avant de passer une commande.",
  "checkout.policy.read": "Lire notre politique d’expédition",
  "checkout.getQuote": "Obtenir une soumission",
  "checkout.confirm": "Confirmer la commande",
  "checkout.editOrder": "Modifier la commande",
} as const satisfies Translation<typeof english>;
