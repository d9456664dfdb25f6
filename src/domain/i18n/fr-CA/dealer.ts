import type { Translation } from "../catalogue";
import type { dealer as english } from "../en-CA/dealer";

export const dealer = {
  "dealer.confirm.intro": "Commande pour {name} ({account}).",
  "dealer.shipTo": "Expédier à",
  "dealer.shipTo.intro": "L’adresse de votre entreprise est inscrite; modifiez-la pour faire expédier cette commande ailleurs.",
  "dealer.reference": "Votre référence",
  "dealer.po.label": "Numéro de bon de commande",
  "dealer.po.tooLong": "Le numéro de bon de commande doit compter au plus 30 caractères",
  "dealer.po.hint": "Facultatif\u00a0: le numéro de votre bon de commande, jusqu’à {max} caractères. Il figure sur le reçu, le courriel et la commande client.",
  "dealer.tax.chooseProvince": "Choisissez la province ou l’État de destination pour voir les taxes.",
  "dealer.tax.failed": "Les taxes de cette adresse n’ont pas pu être calculées\u00a0: {reason}",
  "dealer.tax.working": "Calcul des taxes pour cette adresse...",
  "dealer.noCharge": "Les commandes des marchands sont expédiées sans frais et facturées à votre compte; rien n’est payé en ligne.",
  "dealer.confirm": "Confirmer",
  "dealer.receipt.confirmedOn": "Confirmée le {date}. Elle sera facturée à votre compte marchand.",
  "dealer.receipt.dealer": "Marchand",
  "dealer.receipt.po": "Numéro de bon de commande\u00a0: {number}",
  "dealer.receipt.notes": "Remarques\u00a0: {notes}",
} as const satisfies Translation<typeof english>;
