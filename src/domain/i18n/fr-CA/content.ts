import type { Translation } from "../catalogue";
import type { content as english } from "../en-CA/content";

/** A no-break space, before the colon as French writes it. */
const NB = "\u00a0";

export const content = {
  "content.thanks": "Merci de votre courriel. {store} communiquera avec vous dès que possible.",

  "content.contact.title": "Nous joindre",
  "content.contact.intro":
    "Une question sur une pièce, une commande ou une carrosserie classique? Appelez-nous, passez au magasin ou envoyez-nous un message et nous vous répondrons.",
  "content.contact.visit": "Venez nous voir ou appelez-nous",
  "content.contact.formTitle": "Envoyez-nous un message",
  "content.contact.allRequired": "Tous les champs sont obligatoires.",
  "content.contact.firstName": "Prénom",
  "content.contact.lastName": "Nom",
  "content.contact.email": "Courriel",
  "content.contact.subject": "Objet",
  "content.contact.message": "Message",
  "content.contact.messageHint": "De 20 à 255 caractères.",
  "content.contact.send": "Envoyer le message",
  "content.contact.notSent": "Votre message n’a pas pu être envoyé. Veuillez vérifier votre connexion et réessayer.",
  "content.store.address": "Adresse",
  "content.store.hours": "Heures d’ouverture",
  "content.store.phone": "Téléphone",
  "content.store.fax": "Télécopieur",
  "content.store.email": "Courriel",
  "content.map.title": `Carte${NB}: {name}, {address}, {city}`,
  "content.map.description":
    "{store} se trouve sur {street}, une courte rue à l’est d’Islington Avenue, juste au sud de la route 7, à {city}. L’autoroute 427 est à l’ouest, l’autoroute 400 à l’est et l’autoroute 407 au sud.",
  "content.map.highway": "Route {number}",
  "content.map.directions": `<b>Pour vous rendre${NB}:</b> de la route 7, tournez vers le sud sur Islington Avenue, puis à gauche sur {street}. Les autoroutes 427 et 400 sont chacune à quelques minutes.`,
  "content.map.river": "Rivière Humber",
  "content.map.schematic": "Carte schématique, pas à l’échelle.",

  "content.catalog.title": "Catalogues",
  "content.catalog.intro": "Consultez nos catalogues de pièces en ligne. Chacun s’ouvre en PDF dans un nouvel onglet, prêt à lire, à parcourir ou à imprimer.",
  "content.catalog.loading": "Chargement des catalogues…",
  "content.catalog.failed": "Les catalogues n’ont pas pu être chargés.",
  "content.catalog.retry": "Réessayer",
  "content.catalog.none": "Aucun catalogue n’est offert pour le moment. Revenez bientôt.",
  "content.catalog.newTab": ", s’ouvre dans un nouvel onglet",

  "content.policies.title": "Politiques du magasin",
  "content.policies.intro":
    "Comment {store} fixe ses prix, livre, reprend et garantit les pièces que vous achetez, et comment nous protégeons vos renseignements.",
  "content.policies.tabs": "Politiques du magasin",
  "content.policies.tab.Pricing Policy": "Politique de prix",
  "content.policies.tab.Return Policy": "Politique de retour",
  "content.policies.tab.Shipping and Delivery": "Expédition et livraison",
  "content.policies.tab.Warranty and Damage": "Garantie et dommages",

  "content.pricing.currency": "Devise",
  "content.pricing.currencyText":
    "Tous les prix de ce site sont en dollars canadiens (CAD) et affichés avec deux décimales, par exemple 149,95\u00a0$. Seule exception\u00a0: nos carrosseries d’acier pour voitures classiques, dont le prix est en dollars américains (USD), ce qui est indiqué à côté du prix.",
  "content.pricing.retail": "Prix de détail",
  "content.pricing.listPrice": `Chaque pièce affiche son prix courant. Lorsqu’une pièce coûte moins cher, le prix courant est barré à côté du prix que vous payez, avec la raison${NB}:`,
  "content.pricing.special": `<b>{label}</b>${NB}: certains articles ont un prix spécial pour une durée limitée. Il remplace tout autre prix tant qu’il est en vigueur.`,
  "content.pricing.onsale": `<b>{label}</b>${NB}: les articles de notre page En solde sont à 10${NB}% de rabais${NB}: le prix courant × 0,9.`,
  "content.pricing.hotdeal": `<b>{label}</b>${NB}: les articles de notre page Aubaines sont offerts à 90${NB}% de leur prix courant.`,
  "content.pricing.instock": `<b>{label}</b>${NB}: les pièces que nous avons en stock au-delà de notre seuil de réapprovisionnement sont vendues à 90${NB}% de leur prix courant aux clients au détail. C’est notre prix courant pour les pièces en stock, pas une solde.`,
  "content.pricing.dealer": "Niveaux de prix des marchands",
  "content.pricing.dealerText":
    "Les comptes marchands inscrits (ateliers de carrosserie, garages et revendeurs de pièces) reçoivent un niveau de prix de 1 à 6. Une fois connectés, les marchands voient le prix de détail suggéré par le fabricant (PDSF) et leur propre prix de marchand pour chaque pièce. Les commandes des marchands sont confirmées directement et facturées au compte du marchand, sans paiement en ligne. Pour ouvrir un compte marchand ou connaître votre niveau, appelez notre ligne des marchands au {phone}.",
  "content.pricing.tax": "Taxes de vente",
  "content.pricing.taxText": `Les taxes de vente s’appliquent à la marchandise et à la livraison ensemble${NB}: <b>taxes = (sous-total + livraison) × le taux de taxe de la province</b> où la commande est livrée (l’Ontario pour la cueillette au magasin). Le total correspond au sous-total + la livraison + les taxes, arrondi au cent une seule fois. Les commandes livrées aux États-Unis ne sont pas assujetties aux taxes de vente canadiennes; les droits de douane, frais de courtage ou taxes locales exigés à l’importation sont à la charge de l’acheteur.`,
  "content.pricing.taxTable": "Taxes de vente selon la province de livraison",
  "content.pricing.taxProvince": "Province",
  "content.pricing.taxRate": "Taux",
  "content.pricing.taxParts": "Composition",
  "content.pricing.taxChanges": "Les taux changent de temps à autre; la caisse applique toujours le taux en vigueur le jour de votre commande.",
  "content.pricing.errors": "Changements de prix et erreurs",
  "content.pricing.errorsText":
    "Les prix et les promotions peuvent changer sans préavis; vous payez le prix affiché à la caisse au moment de passer votre commande. Si une pièce a été affichée à un prix manifestement erroné, nous communiquerons avec vous avant de l’expédier et vous pourrez accepter le bon prix ou annuler pour un remboursement complet.",

  "content.returns.days": "Retours dans les 30 jours",
  "content.returns.daysText":
    "Vous pouvez retourner des pièces <b>dans les 30 jours suivant la date de la facture</b>. Avant de renvoyer quoi que ce soit, choisissez Retourner des pièces sur la commande dans votre historique de commandes (ou appelez-nous au {phone} ou utilisez notre <contact>formulaire de contact</contact> en indiquant votre numéro de commande) ; une fois le retour approuvé, nous vous envoyons par courriel son numéro de retour (RMA) à inscrire sur le colis. Les retours qui arrivent sans ce numéro peuvent être refusés.",
  "content.returns.condition": "État des pièces retournées",
  "content.returns.unused":
    "Les pièces doivent être neuves, inutilisées et ne pas avoir été installées, peintes, soudées, percées ni modifiées de quelque façon.",
  "content.returns.packaging":
    "Les pièces doivent être retournées dans leur emballage d’origine avec toute la quincaillerie, les instructions et une copie de la facture.",
  "content.returns.error": "Articles commandés par erreur",
  "content.returns.errorText":
    "Une pièce commandée par erreur (mauvaise pièce, mauvaise année ou changement d’idée) est remboursée moins des <b>frais de remise en stock de 25\u00a0%</b> sur le prix de la pièce. Les frais de retour sont à la charge du client, et les frais de livraison initiaux ne sont pas remboursés.",
  "content.returns.ours": "Nos erreurs et les pièces défectueuses",
  "content.returns.oursText": `Si nous avons expédié la mauvaise pièce ou si une pièce est défectueuse, aucuns frais de remise en stock ne s’appliquent${NB}: nous payons le retour et envoyons une pièce de remplacement ou remboursons le montant complet. Les pièces de reproduction retournées dans les 30 jours suivant la date de la facture parce qu’elles sont défectueuses ou non conformes à la description sont remboursées en entier. Consultez Garantie et dommages pour savoir comment signaler un problème.`,
  "content.returns.oversize": "Articles hors normes",
  "content.returns.oversizeText":
    "Les capots, ailes, pare-chocs, panneaux de carrosserie et carrosseries d’acier voyagent par transport de marchandises. Appelez-nous avant de retourner un article hors normes afin que nous organisions la cueillette et vous donnions le prix du transport de retour.",
  "content.returns.refunds": "Remboursements",
  "content.returns.refundsText":
    "Les remboursements sont faits sur le mode de paiement d’origine une fois la pièce retournée reçue et inspectée, habituellement dans les 5 jours ouvrables suivant son arrivée. Votre banque peut prendre quelques jours de plus pour afficher le crédit.",

  "content.shipping.where": "Où nous livrons",
  "content.shipping.whereText": "Nous livrons uniquement à des adresses au Canada et aux États-Unis.",
  "content.shipping.charges": "Frais de livraison",
  "content.shipping.chargesText":
    "Pour la plupart des pièces, la caisse calcule les frais de livraison selon le poids de votre commande et la destination, et vous les payez avec votre commande. Les pièces quittent habituellement notre entrepôt en 1 à 2 jours ouvrables; une pièce en rupture de stock affiche sa date d’arrivée prévue, et vous pouvez nous demander une mise à jour depuis la fiche de la pièce.",
  "content.shipping.oversize": `Articles hors normes${NB}: livraison sur soumission`,
  "content.shipping.oversizeText": `Le transport des articles hors normes comme les capots, ailes, pare-chocs, panneaux de carrosserie et carrosseries d’acier ne peut pas être calculé automatiquement. Lorsque votre commande en contient un, la caisse propose de <b>demander une soumission</b> au lieu du paiement${NB}: nous comparons les transporteurs, y compris le transport de marchandises en charge partielle (LTL), et vous envoyons la meilleure option de livraison. Vous payez ensuite la commande ainsi chiffrée depuis Commandes en attente, dans votre profil. Pour les commandes passées après 16${NB}h, heure de l’Est, la soumission de livraison sera fournie le jour ouvrable suivant.`,
  "content.shipping.pickup": "Cueillette au magasin",
  "content.shipping.pickupText":
    "Choisissez la cueillette au magasin à la caisse pour récupérer gratuitement votre commande chez {store}, {address}, {city}, {province} {postalCode}, pendant nos heures d’ouverture ({hours}). Aucuns frais de livraison ne s’appliquent, et la taxe de vente de l’Ontario est perçue. Veuillez attendre notre appel ou notre courriel vous avisant que votre commande est prête, et apportez votre numéro de commande.",
  "content.shipping.dealer": "Commandes des marchands",
  "content.shipping.dealerText":
    "Les commandes passées sur un compte marchand sont expédiées selon les conditions de ce compte et n’entraînent aucuns frais de livraison à la caisse.",
  "content.shipping.tracking": "Suivi",
  "content.shipping.trackingText":
    "Dès que votre commande est expédiée, son numéro de suivi apparaît dans Historique des commandes, dans votre profil, avec un lien vers la page de suivi du transporteur. Veuillez vérifier votre colis dès son arrivée; consultez Garantie et dommages pour savoir quoi faire en cas de problème.",

  "content.warranty.arrival": "Vérifiez votre commande à la réception",
  "content.warranty.arrivalText":
    "Ouvrez et inspectez chaque colis dès sa livraison. Signalez-nous tout dommage, toute pièce manquante ou toute mauvaise pièce <b>dans les 24 heures suivant la livraison</b>, par téléphone au {phone} ou au moyen de notre formulaire de contact, en indiquant votre numéro de commande et en joignant des photos de la pièce et de l’emballage.",
  "content.warranty.transit": "Dommages pendant le transport",
  "content.warranty.visible":
    "Si l’emballage est visiblement endommagé, notez les dommages sur le bon de livraison du transporteur avant de signer, ou refusez l’envoi.",
  "content.warranty.notices": `Les transporteurs n’acceptent les avis de dommages que pendant une courte période${NB}: <b>dans les 3 jours</b> suivant la livraison pour un service de messagerie, et <b>dans la journée</b> pour le transport de marchandises en charge partielle (LTL). Avisez-nous sans tarder afin que nous puissions déposer la réclamation à temps.`,
  "content.warranty.keep": "Conservez la pièce et tout son emballage jusqu’au règlement de la réclamation; le transporteur peut demander à les inspecter.",
  "content.warranty.settled": "Une fois la réclamation acceptée, nous réparons, remplaçons ou remboursons la pièce endommagée sans frais pour vous.",
  "content.warranty.title": "Garantie",
  "content.warranty.text":
    "Nos pièces sont garanties contre les défauts de matériaux et de fabrication. Les pièces de reproduction défectueuses ou non conformes à la description donnent droit à un <b>remboursement complet dans les 30 jours</b> suivant la date de la facture. Après 30 jours, les pièces sont couvertes par la garantie de leur fabricant, s’il en offre une, et nous nous occupons de la réclamation auprès du fabricant pour vous.",
  "content.warranty.excluded": "Ce que la garantie ne couvre pas",
  "content.warranty.labour": "La main-d’œuvre d’installation ou de démontage, la peinture et les travaux de carrosserie.",
  "content.warranty.misuse": "Les dommages causés par une mauvaise installation, un accident, la course ou un mauvais usage, et l’usure normale.",
  "content.warranty.modified": "Les pièces qui ont été peintes, soudées, percées ou modifiées.",
  "content.warranty.fit":
    "Les tôles de reproduction peuvent demander de légers ajustements, comme les panneaux d’origine en demandaient souvent à la construction de la voiture; il s’agit de travaux de carrosserie normaux et non d’un défaut.",

  "content.privacy.title": "Confidentialité",
  "content.privacy.text":
    "{store} traite les renseignements personnels conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) du Canada. Nous recueillons les renseignements que vous nous donnez (votre nom, votre courriel, votre téléphone, vos adresses de livraison et de facturation et, si vous le souhaitez, votre véhicule) pour traiter vos commandes, organiser la livraison, répondre à vos demandes et, seulement si vous y avez consenti, vous envoyer des nouvelles de nos offres, promotions et aubaines.",
  "content.privacy.cards": `Nous ne voyons ni ne conservons jamais le numéro complet de votre carte${NB}: les paiements par carte sont traités par notre fournisseur de paiement, et les paiements PayPal par PayPal.`,
  "content.privacy.sharing":
    "Nous ne communiquons vos renseignements qu’aux transporteurs et aux fournisseurs de paiement nécessaires pour traiter votre commande, et nous ne les vendons jamais.",
  "content.privacy.access":
    "Vous pouvez consulter et corriger vos renseignements dans votre profil, ou nous demander de les consulter ou de les supprimer en appelant le {phone}.",
  "content.cookies.title": "Politique relative aux témoins",
  "content.cookies.few":
    "Nous utilisons aussi peu de témoins (cookies) que le fonctionnement de la boutique l’exige. Nous n’utilisons aucun témoin publicitaire ni aucun témoin de suivi de tiers.",
  "content.cookies.session":
    "<b>Témoin de session.</b> Il garde votre session ouverte et associe votre panier et votre liste de souhaits à votre compte. Il ne peut pas être lu par les scripts de la page, prend fin à la fermeture de votre navigateur (ou après 30 jours si vous avez coché Se souvenir de moi) et est supprimé lorsque vous vous déconnectez.",
  "content.cookies.notice":
    "<b>Avis sur les témoins.</b> Lorsque vous appuyez sur J’ai compris ou fermez l’avis «\u00a0Pourquoi nous utilisons des témoins\u00a0», votre navigateur s’en souvient pour le reste de la session afin que l’avis ne s’affiche pas à chaque page. Il ne contient aucun renseignement personnel.",
  "content.cookies.cart":
    "<b>Panier enregistré.</b> Le stockage local de votre navigateur conserve votre panier et vos renseignements de connexion pour qu’ils ne soient pas perdus au rechargement d’une page; la déconnexion l’efface.",
  "content.cookies.paypal": "Si vous choisissez de payer avec PayPal, PayPal peut déposer ses propres témoins selon sa propre politique de confidentialité.",
  "content.cookies.block":
    "Vous pouvez bloquer ou supprimer les témoins dans les paramètres de votre navigateur. Sans le témoin de session, vous pouvez toujours naviguer et consulter les prix, mais vous ne pouvez pas vous connecter, conserver un panier ni passer une commande.",

  "content.province.AB": "Alberta",
  "content.province.BC": "Colombie-Britannique",
  "content.province.MB": "Manitoba",
  "content.province.NB": "Nouveau-Brunswick",
  "content.province.NL": "Terre-Neuve-et-Labrador",
  "content.province.NS": "Nouvelle-Écosse",
  "content.province.NT": "Territoires du Nord-Ouest",
  "content.province.NU": "Nunavut",
  "content.province.ON": "Ontario",
  "content.province.PE": "Île-du-Prince-Édouard",
  "content.province.QC": "Québec",
  "content.province.SK": "Saskatchewan",
  "content.province.YT": "Yukon",
} as const satisfies Translation<typeof english>;
