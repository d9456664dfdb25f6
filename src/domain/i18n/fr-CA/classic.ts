import type { Translation } from "../catalogue";
import type { classic as english } from "../en-CA/classic";

export const classic = {
  "classic.heading": "Carrosseries en acier pour voitures classiques",
  "classic.intro":
    "Des carrosseries neuves en acier, reproductions des Ford, GM et Dodge classiques que vous voulez bâtir. Choisissez une marque pour voir ses modèles et leurs prix.",
  "classic.makes": "Marques",
  "classic.why": "Pourquoi partir d’une carrosserie neuve",
  "classic.licensed.title": "Reproductions sous licence",
  "classic.licensed.text":
    "Chaque carrosserie est fabriquée sous licence du constructeur d’origine, d’après les plans d’usine\u00a0: ses joints, ses galbes et ses points de fixation correspondent à la voiture sortie de la chaîne de montage.",
  "classic.steel.title": "Tout acier, tout neuf",
  "classic.steel.text":
    "Planchers, panneaux de custode, toit, portières, ailes et structure intérieure sont en acier embouti neuf, soudés sur gabarit et protégés par une couche d’apprêt. Pas de fibre de verre, pas de pièces de réparation, pas de rouille cachée.",
  "classic.saved.title": "Des mois de travail épargnés",
  "classic.saved.text":
    "Évitez de couper, rapiécer et redresser une vieille coque. Partez d’une carrosserie droite et d’équerre et passez directement à la pose du groupe motopropulseur, des vitres et des garnitures.",
  "classic.seeBuilt": "Voyez comment une carrosserie est fabriquée",
  "classic.video.captions": "Anglais",
  "classic.video.download": "Télécharger la vidéo de fabrication (MP4)",
  "classic.video.title": "Vidéo\u00a0: la fabrication d’une carrosserie de reproduction en acier",
  "classic.video.text":
    "Suivez une carrosserie des panneaux neufs emboutis au soudage sur gabarit, aux contrôles de dimensions et à la couche d’apprêt protectrice. Les sous-titres (en anglais) sont activés; la vidéo n’a pas de son.",
  "classic.make.models": "{count, plural, one {# modèle} other {# modèles}}",
  "classic.make.view": "Voir les modèles",
  "classic.models.back": "Retour aux modèles",
  "classic.models.heading": "Carrosseries en acier pour {make} classiques",
  "classic.models.intro":
    "Des carrosseries de reproduction neuves tout acier, au prix en dollars américains. Choisissez un modèle pour voir ses photos, ce qui accompagne la carrosserie et son mode d’expédition.",
  "classic.models.loading": "Chargement des modèles...",
  "classic.models.failed": "Les modèles n’ont pas pu être chargés.",
  "classic.models.retry": "Réessayer",
  "classic.models.none": "Il n’y a aucun modèle de carrosserie classique pour {make} en ce moment.",
  "classic.model.label": "Modèle",
  "classic.model.make": "Marque",
  "classic.model.years": "Années",
  "classic.model.price": "Prix",
  "classic.model.includes": "Comprend",
  "classic.model.shipping": "Expédition",
  "classic.model.emailToOrder": "Commander par courriel",
  "classic.model.inquire": "Se renseigner",
  "classic.model.notFound": "Modèle introuvable",
  "classic.model.unavailable": "Modèle non disponible",
  "classic.model.loadingTitle": "Chargement du modèle",
  "classic.model.close": "Fermer",
  "classic.model.notFoundText": "Nous n’avons pas trouvé le modèle de carrosserie classique {code}.",
  "classic.model.failedText": "Ce modèle n’a pas pu être chargé pour le moment. Veuillez réessayer dans un instant.",
  "classic.model.loadingText": "Chargement des détails du modèle.",
  "classic.model.loading": "Chargement du modèle...",
  "classic.gallery.image": "{name}, image {number} sur {count}",
  "classic.gallery.images": "Images de {name}",
  "classic.gallery.show": "Afficher l’image {number} sur {count}",
} as const satisfies Translation<typeof english>;
