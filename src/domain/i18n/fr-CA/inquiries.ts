import type { Translation } from "../catalogue";
import type { inquiries as english } from "../en-CA/inquiries";

export const inquiries = {
  "inquiries.heading.shipping": "Question sur la livraison",
  "inquiries.heading.eta": "Question sur le délai de livraison",
  "inquiries.heading.model": "Question sur un modèle",
  "inquiries.intro.shipping":
    "Demandez-nous combien coûtera l’expédition de cette pièce jusqu’à vous et dans quel délai elle peut arriver. Nous répondons par courriel.",
  "inquiries.intro.eta": "Demandez-nous quand cette pièce sera en stock ou vous parviendra. Nous répondons par courriel.",
  "inquiries.intro.model":
    "Posez vos questions sur cette carrosserie classique en acier, ou commandez-la ici\u00a0: nous répondons par courriel avec une soumission de transport et les prochaines étapes.",
  "inquiries.back": "Retour",
  "inquiries.form.heading": "Votre question",
  "inquiries.form.name": "Nom",
  "inquiries.form.email": "Courriel",
  "inquiries.form.message": "Votre message",
  "inquiries.form.hint.shipping":
    "Indiquez votre code postal ou ZIP pour que nous puissions vous proposer la meilleure option d’expédition. De 10 à 500 caractères.",
  "inquiries.form.hint.eta": "Dites-nous combien il vous en faut et pour quand. De 10 à 500 caractères.",
  "inquiries.form.hint.model": "Dites-nous où livrer la carrosserie, ou posez-nous toute question à son sujet. De 10 à 500 caractères.",
  "inquiries.form.send": "Envoyer le message",
  "inquiries.sent": "Message envoyé",
  "inquiries.failed": "Le message n’a pas pu être envoyé",
  "inquiries.item.loading": "Chargement des détails de l’article...",
  "inquiries.model.loading": "Chargement des détails du modèle...",
  "inquiries.item.notFound": "Nous n’avons pas trouvé l’article {code} dans notre catalogue.",
  "inquiries.model.notFound": "Nous n’avons pas trouvé le modèle {code} dans notre catalogue.",
  "inquiries.item.failed": "Les détails de l’article {code} n’ont pas pu être chargés pour le moment.",
  "inquiries.model.failed": "Les détails du modèle {code} n’ont pas pu être chargés pour le moment.",
  "inquiries.stillAsk": "Vous pouvez tout de même nous envoyer votre question sur {code} avec le formulaire ci-dessous.",
  "inquiries.item.label": "Article",
  "inquiries.model.label": "Modèle",
  "inquiries.make": "Marque",
  "inquiries.year": "Année",
} as const satisfies Translation<typeof english>;
