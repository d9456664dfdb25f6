import { z } from "zod";
import { claimedId } from "./accounts";
import { product } from "./catalog";
import { itemCode } from "./common";

/** The wishlist calls (spec section 7): a shopper's saved parts, priced as product answers price them. */

/** POST /addToWishlist and /addToWishlist_dealer. */
export const wishlistAddBody = z.object({ item: itemCode, user: claimedId });
export const wishlistAddReply = z.object({ status: z.enum(["saved", "exist"]) });
/** POST /removeFromWishlist and /removeFromWishlist_dealer: the answer is 1 on success. */
export const wishlistRemoveBody = z.object({ item: itemCode, user: claimedId });
export const wishlistRemoveReply = z.literal(1);
export const wishlistQuery = z.object({ userid: claimedId });
/** A wishlist entry: the part as product answers carry it (so its one price shows the same), and when it was saved. */
export const wishlistItem = product.extend({ added_at: z.string() });
export type WishlistItem = z.infer<typeof wishlistItem>;
/** GET /wishlist and /wishlist_dealer. */
export const wishlistReply = z.object({ items: z.array(wishlistItem) });
/** GET /shortlist and /DealerShortlist: the item codes on the wishlist, newest first. */
export const shortlistReply = z.object({ items: z.array(z.object({ item: z.string() })) });
