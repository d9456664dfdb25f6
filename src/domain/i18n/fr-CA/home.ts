import type { Translation } from "../catalogue";
import type { home as english } from "../en-CA/home";

export const home = {
  "home.heading": "Partshop Woodbridge\u00a0: pièces d’auto et panneaux de carrosserie classiques en acier",
  "home.banners": "Bannières",
  "home.banner.alt": "Bannière{seq}",
  "home.newTab": " (s’ouvre dans un nouvel onglet)",
  "home.newArrival": "Nouveautés",
  "home.newArrival.category": "Nouveaux produits pour {make}",
  "home.onDiscount": "En rabais",
  "home.onDiscount.alt": "En rabais\u00a0: prix réduits sur une sélection de pièces de remplacement et de panneaux de carrosserie",
  "home.popular": "Les plus populaires",
  "home.popular.subtitle": "Populaire",
  "home.row.loading": "Chargement\u00a0: {title}",
  "home.row.products": "Produits\u00a0: {title}",
  "home.row.failed": "Ces produits n’ont pas pu être chargés. Essayez «\u00a0actualiser\u00a0».",
  "home.row.empty": "Aucun produit à afficher pour le moment.",
  "home.row.refresh": "actualiser",
} as const satisfies Translation<typeof english>;
