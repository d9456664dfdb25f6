/** The wishlist page. */
export const wishlist = {
  "wishlist.title": "Wishlist",
  "wishlist.loading": "Loading your wishlist...",
  "wishlist.failed": "Your wishlist could not be loaded. Please try again later.",
  "wishlist.empty": "Your wishlist is empty. Open a part and choose Add to Wishlist to save it here.",
  "wishlist.browse": "Browse parts",
  "wishlist.count": "{count, plural, one {# part} other {# parts}} saved",
  "wishlist.parts": "Saved parts",
  "wishlist.removeLabel": "Remove {name} from the wishlist",
  "wishlist.remove": "Remove",
  "wishlist.removed": "Item removed from wishlist",
} as const;
