import type { Translation } from "../catalogue";
import type { documents as english } from "../en-CA/documents";

const NB = "\u00a0";

export const documents = {
  "documents.tax.HST": "TVH",
  "documents.tax.GST": "TPS",
  "documents.tax.PST": "TVP",
  "documents.tax.RST": "TVD",
  "documents.tax.QST": "TVQ",
  "documents.tax.line": `{name} {percent}${NB}%`,
  "documents.registration.gstHst": `No d’inscription TPS/TVH${NB}: {number}`,
  "documents.registration.qst": `No d’inscription TVQ${NB}: {number}`,

  "documents.salesOrder.title": "COMMANDE CLIENT",
  "documents.salesOrder.fileTitle": "Commande client {orderNum}",
  "documents.salesOrder.order": "Commande {orderNum}",
  "documents.salesOrder.date": `Date${NB}: {date}`,
  "documents.salesOrder.poNumber": `No de bon de commande${NB}: {poNumber}`,
  "documents.salesOrder.contact": "Tél. {phone}  ·  Téléc. {fax}  ·  {email}",
  "documents.salesOrder.billTo": "Facturer à",
  "documents.salesOrder.shipTo": "Expédier à",
  "documents.salesOrder.pickup": "Cueillette en magasin",
  "documents.salesOrder.item": "Article",
  "documents.salesOrder.description": "Désignation",
  "documents.salesOrder.qty": "Qté",
  "documents.salesOrder.unitPrice": "Prix unitaire",
  "documents.salesOrder.amount": "Montant",
  "documents.salesOrder.backordered": "{descrip} ({count} en attente de stock)",
  "documents.salesOrder.subtotal": "Sous-total",
  "documents.salesOrder.shipping": "Livraison",
  "documents.salesOrder.tax": "Taxes",
  "documents.salesOrder.total": "Total ($ CA)",
  "documents.noNotes": "Aucune remarque",

  "documents.priceSheet.store": "{store}, {address}, {city}, {province} {postalCode}, téléphone {phone}",
  "documents.priceSheet.dealer": "Liste de prix marchand de {company} ({account}), niveau {level}",
  "documents.priceSheet.asOf": `Marque${NB}: {make}. Prix en dollars canadiens en date du {date}.`,
  "documents.priceSheet.allMakes": "toutes les marques",
  "documents.priceSheet.allMakesTab": "Toutes les marques",
  "documents.priceSheet.item": "Article",
  "documents.priceSheet.description": "Désignation",
  "documents.priceSheet.makes": "Marques",
  "documents.priceSheet.years": "Années",
  "documents.priceSheet.msrp": "PDSF",
  "documents.priceSheet.dealerPrice": "Prix marchand",
  "documents.priceSheet.onHand": "En stock",
} as const satisfies Translation<typeof english>;
