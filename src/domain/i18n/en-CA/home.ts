/** The home page: banners and its rows of parts. */
export const home = {
  "home.heading": "Partshop Woodbridge: auto parts and classic steel body panels",
  "home.banners": "Banners",
  "home.banner.alt": "Banner{seq}",
  "home.newTab": " (opens in a new tab)",
  "home.newArrival": "New Arrival",
  "home.newArrival.category": "New products for {make}",
  "home.onDiscount": "On Discount",
  "home.onDiscount.alt": "On Discount: sale prices on selected replacement parts and body panels",
  "home.popular": "Most Popular",
  "home.popular.subtitle": "Hot",
  "home.row.loading": "Loading {title}",
  "home.row.products": "{title} products",
  "home.row.failed": "These products could not be loaded. Try refresh new.",
  "home.row.empty": "No products to show right now.",
  "home.row.refresh": "refresh new",
} as const;
