import type { Translation } from "../catalogue";
import type { mail as english } from "../en-CA/mail";

const NB = "\u00a0";

export const mail = {
  "mail.greeting": "Bonjour {name},",
  "mail.hello": "Bonjour,",
  "mail.dear": "Bonjour {name},",
  "mail.phone": `Téléphone${NB}: {phone}`,
  "mail.dealerLine": `Ligne des marchands${NB}: {phone}`,

  "mail.welcome.subject": "Bienvenue chez {store}",
  "mail.welcome.body":
    "Merci de vous être inscrit chez {store}. Vous pouvez maintenant tenir une liste de souhaits et un panier, passer vos commandes et les suivre depuis votre profil.",
  "mail.passwordReset.subject": "Réinitialisez votre mot de passe {store}",
  "mail.passwordReset.body": `Nous avons reçu une demande de réinitialisation de votre mot de passe. Ouvrez ce lien d’ici une heure pour en choisir un nouveau${NB}:\n\n{link}\n\nLe lien ne fonctionne qu’une fois. Si vous n’avez rien demandé, ignorez ce courriel${NB}: votre mot de passe reste le même.`,
  "mail.emailChange.subject": "Confirmez votre nouvelle adresse courriel chez {store}",
  "mail.emailChange.body": `Veuillez confirmer que {email} doit devenir l’adresse courriel de votre compte {store} en ouvrant ce lien d’ici un jour${NB}:\n\n{link}\n\nD’ici là, votre compte garde son adresse actuelle. Si vous n’avez pas demandé ce changement, ignorez ce courriel.`,
  "mail.emailTaken.subject": "Quelqu’un a tenté d’utiliser votre adresse courriel chez {store}",
  "mail.emailTaken.body": `Une personne connectée à un autre compte {store} a demandé de remplacer l’adresse courriel de ce compte par {email}, qui appartient déjà à votre compte. Rien n’a été changé${NB}: votre compte et son adresse restent tels quels, et vous n’avez rien à faire.\n\nSi vous continuez de recevoir ces courriels, veuillez nous appeler au {phone}.`,
  "mail.emailChanged.subject": "L’adresse courriel de votre compte {store} a été modifiée",
  "mail.emailChanged.body":
    "L’adresse courriel de votre compte {store} est maintenant {email}. Si vous n’avez pas fait ce changement, veuillez nous appeler au {phone}.",

  "mail.order.line": "{qty} x {item} {descrip} à {unit} = {amount}",
  "mail.order.backordered": "({count} en attente de stock)",
  "mail.order.heading": "Commande {orderNum}",
  "mail.order.dealerHeading": "Commande {orderNum} (marchand {account})",
  "mail.order.subtotal": `Sous-total${NB}: {amount}`,
  "mail.order.shipping": `Livraison${NB}: {amount}`,
  "mail.order.shippingFree": `Livraison${NB}: sans frais`,
  "mail.order.noTax": `Taxes${NB}: {amount}`,
  "mail.order.tax": `{tax}${NB}: {amount}`,
  "mail.order.total": `Total ($${NB}CA)${NB}: {amount}`,
  "mail.order.shipTo": `Expédier à${NB}:`,
  "mail.order.notes": `Remarques${NB}: {notes}`,
  "mail.order.poNumber": `No de bon de commande${NB}: {poNumber}`,

  "mail.paid.subject": "Votre commande {orderNum} chez {store}",
  "mail.paid.body": "Merci de votre commande. Nous avons bien reçu votre paiement et expédierons vos pièces dès qu’elles seront prêtes.",
  "mail.paid.receipt": `Votre reçu${NB}: {link}`,
  "mail.dealerOrder.body": "Merci de votre commande. Nous l’expédierons dès qu’elle sera prête; les pièces en attente de stock suivront à leur arrivée.",
  "mail.quoteRequested.subject": `Nous avons reçu votre commande {orderNum}${NB}: soumission de livraison à suivre`,
  "mail.quoteRequested.body":
    "Merci de votre commande. Nous vous ferons parvenir votre soumission de livraison dès que possible. Les commandes passées après 16\u00a0h, heure de l’Est, reçoivent leur soumission le jour ouvrable suivant. Vous recevrez un courriel lorsque votre soumission sera prête et pourrez alors payer depuis Commandes en attente, dans votre profil.",
  "mail.quoteReady.subject": "Votre soumission de livraison pour la commande {orderNum} est prête",
  "mail.quoteReady.body": `Nous avons établi le coût de livraison de votre commande {orderNum}${NB}: {shipping, number, ::currency/CAD}, environ {days} jours ouvrables. Avec les taxes, le total de votre commande est de {total, number, ::currency/CAD}.\n\nVous pouvez la vérifier et la payer ici${NB}:\n{link}`,
  "mail.shipped.subject": "Votre commande {orderNum} a été expédiée",
  "mail.shipped.body": `Votre commande {orderNum} est en route avec {courier}, numéro de suivi {waybill}.\n\nSuivez-la ici${NB}: {link}`,
  "mail.cancelled.subject": "Votre commande {orderNum} a été annulée",
  "mail.cancelled.body": `Nous avons annulé votre commande {orderNum}${NB}: {reason}`,
  "mail.cancelled.refunded":
    "Nous avons remboursé {amount} sur la carte ou le compte PayPal qui a servi au paiement; le remboursement peut prendre quelques jours à paraître.",

  "mail.backInStock.subject": "{item} est de nouveau en stock",
  "mail.backInStock.body": `La pièce dont vous vouliez être avisé est arrivée${NB}:\n\n{item} {descrip}\n{link}\n\nNous n’envoyons cet avis qu’une fois; nous ne vous écrirons plus à ce sujet.\nVous n’avez rien demandé, ou ne voulez plus de ces avis? Désabonnement${NB}: {unsubscribe}`,

  "mail.inquiry.subject": `Nous avons reçu votre message${NB}: {subject}`,
  "mail.inquiry.thanks": "Merci de votre courriel. {store} communiquera avec vous dès que possible.",
  "mail.inquiry.yourMessage": `Votre message${NB}:`,
  "mail.inquiry.item": `Article${NB}: {item} - {descrip}`,
  "mail.inquiry.model": `Modèle${NB}: {item} - {make} {model} ({year})`,
  "mail.inquiry.price": `Prix${NB}: {price, number, ::.00}${NB}$${NB}US`,
  "mail.inquiry.make": `Marque${NB}: {make}, années {from}-{to}`,
  "mail.inquiry.onHand": `En stock${NB}: {onhand}`,
  "mail.inquiry.expected": ", arrivée prévue le {date}",
  "mail.inquiry.oversize": ", hors normes (livraison sur soumission)",
  "mail.reply.wrote": `Le {date}, vous avez écrit${NB}:`,
} as const satisfies Translation<typeof english>;
