import type { Translation } from "../catalogue";
import type { buyers as english } from "../en-CA/buyers";

const NB = "\u00a0";

export const buyers = {
  "accounts.tab.Buyers": "Acheteurs",
  "buyers.intro":
    "Les personnes qui commandent pour votre compte. Chacune se connecte avec son propre courriel et son mot de passe, commande à vos prix et voit vos commandes; vous seul gérez les acheteurs et téléchargez les listes de prix.",
  "buyers.loading": "Chargement de vos acheteurs...",
  "buyers.loadFailed": "Vos acheteurs n’ont pas pu être chargés. Veuillez réessayer.",
  "buyers.none": "Vous n’avez encore aucun acheteur.",
  "buyers.caption": "Les acheteurs de votre compte",
  "buyers.name": "Nom",
  "buyers.email": "Courriel",
  "buyers.language": "Langue de ses courriels",
  "buyers.status": "État",
  "buyers.status.active": "Actif",
  "buyers.status.invited": `Invité${NB}: pas encore de mot de passe`,
  "buyers.status.suspended": "Suspendu",
  "buyers.add.title": "Ajouter un acheteur",
  "buyers.add.intro": "Nous lui envoyons un lien pour choisir son mot de passe. Le lien est valide 7 jours.",
  "buyers.add.submit": "Ajouter l’acheteur",
  "buyers.added": "{name} est ajouté. Nous avons envoyé à {email} un lien pour choisir son mot de passe.",
  "buyers.suspend": "Suspendre<hidden> {name}</hidden>",
  "buyers.reactivate": "Réactiver<hidden> {name}</hidden>",
  "buyers.sendLink": "Envoyer un nouveau lien<hidden> à {name}</hidden>",
  "buyers.suspended": "{name} est suspendu et déconnecté.",
  "buyers.reactivated": "{name} peut de nouveau se connecter.",
  "buyers.linkSent": "Nous avons envoyé à {email} un nouveau lien pour choisir son mot de passe.",
  "buyers.name.tooShort": "Le nom doit compter au moins 2 caractères",
  "buyers.name.tooLong": "Le nom doit compter au plus 80 caractères",
  "buyers.placedBy": "Passée par {name}",
  "buyers.signIn.suspended": "Votre accès d’acheteur pour {company} est suspendu. Veuillez vous adresser à l’administrateur de votre compte.",
  "errors.buyers.emailTaken": "Ce courriel appartient déjà à un acheteur.",
  "errors.forbidden.dealerAdmin": "Seul l’administrateur du compte peut faire ceci.",
  "errors.notFound.buyer": "L’acheteur {id} est introuvable.",
  "mail.buyerInvite.subject": "Choisissez votre mot de passe pour {store}",
  "mail.buyerInvite.body": `{company} ({account}) vous a ajouté comme acheteur chez {store}. Choisissez votre mot de passe ici${NB}:\n{link}\n\nLe lien est valide une seule fois, pendant 7 jours. Connectez-vous ensuite avec ce courriel et votre mot de passe${NB}: vous commandez aux prix de votre compte.`,
  "mail.order.placedBy": `Passée par${NB}: {name}`,
} as const satisfies Translation<typeof english>;
