import type { Translation } from "../catalogue";
import type { orders as english } from "../en-CA/orders";

export const orders = {
  "orders.status.notPaid": "Non payée",
  "orders.status.pendingQuote": "En attente de soumission",
  "orders.status.pendingReply": "En attente de votre réponse",
  "orders.status.processing": "En traitement",
  "orders.status.shipped": "Expédiée",
  "orders.status.cancelled": "Annulée",
  "orders.history.none": "Aucune commande",
  "orders.pending.none": "Aucune commande en attente",

  "orders.numberMissing": "Le numéro de commande est manquant. Veuillez réessayer.",
  "orders.loading": "Chargement de votre commande...",
  "orders.loadFailed": "Cette commande n’a pas pu être chargée.",
  "orders.shippingTo": "Livraison à",
  "orders.billingTo": "Facturation à",
  "orders.pickupInStore": "Ramassage en magasin",
  "orders.items": "Articles de cette commande",

  "orders.quote.title": "Soumission demandée",
  "orders.quote.number": "Votre numéro de commande est le <b>{number}</b>.",
  "orders.quote.message":
    "Merci de votre commande. Nous vous enverrons votre soumission d’expédition dès que possible. Veuillez noter que pour une commande passée après 16 h (heure de l’Est), la soumission d’expédition sera fournie le jour ouvrable suivant.",
  "orders.quote.next": "Une fois la soumission prête, vous pourrez payer la commande sous Commandes en attente dans votre profil.",

  "orders.receipt.title": "Reçu de commande",
  "orders.receipt.thanks": "Merci de votre commande! Votre numéro de commande est le <b>{number}</b>.",
  "orders.receipt.orderedOn": "Commandée le {date}.",
  "orders.receipt.print": "Imprimer la commande",
  "orders.receipt.newTab": " (s’ouvre dans un nouvel onglet)",

  "orders.pending.title": "Commande en attente {number}",
  "orders.pending.titleWithout": "Commande en attente",
  "orders.pending.orderedOn": "Commandée le {date}",
  "orders.pending.status": "Statut\u00a0: <strong>{status}</strong>",
  "orders.pending.noLonger": "Cette commande n’est plus en attente.",
  "orders.pending.seeReceipt": "Voir son reçu",
  "orders.pending.quoting":
    "Nous cherchons la meilleure option d’expédition pour cette commande. Vous pourrez la payer dès que nous aurons établi la soumission d’expédition.",
  "orders.pending.quoted": "Votre soumission d’expédition est prête. Veuillez vérifier le total et effectuer votre paiement.",
  "orders.pending.pay": "Effectuer le paiement",
  "orders.pending.delete": "Supprimer la commande",
  "orders.delete.title": "Avertissement",
  "orders.delete.confirm": "La commande sera supprimée définitivement. Continuer?",

  "orders.error.cartAlreadyPaid": "Votre panier est déjà payé\u00a0: c’est la commande {orderNum}, dans votre historique de commandes.",
  "orders.error.beingPaid":
    "La commande {orderNum} est en cours de paiement. Veuillez patienter un moment, puis la chercher dans votre historique de commandes.",
  "orders.error.dealerAlreadyConfirmed": "Votre commande {orderNum} est déjà confirmée.",
  "orders.error.quoteAlreadyRequested": "Votre demande de soumission est déjà envoyée\u00a0: c’est la commande {orderNum}, dans Commandes en attente.",
  "orders.error.numberCancelled": "La commande {orderNum} a été annulée et ne peut plus être payée. Veuillez passer votre commande de nouveau.",
  "orders.error.beingCancelled": "La commande {orderNum} est en cours d’annulation.",
  "orders.error.invalidDestination":
    "L’adresse de livraison n’a pas de province ou d’État valide. Veuillez choisir une province valide dans votre profil ou votre carnet d’adresses, puis réessayer.",
} as const satisfies Translation<typeof english>;
