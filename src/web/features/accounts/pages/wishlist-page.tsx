import { Link } from "react-router";
import { AccountPage, cardClass } from "../components/account-page";
import { primaryButtonClass } from "../components/form-fields";

/** The wishlist arrives with the cart and ordering work; until then this page says so plainly. */
export function WishlistPage() {
  return (
    <AccountPage title="Wishlist">
      <div className={cardClass}>
        <p className="text-slate-700">Parts you save will appear here once online ordering opens. Until then, browse our parts and call the store to order.</p>
        <Link to="/all-products" className={`${primaryButtonClass} mt-6`}>
          Browse parts
        </Link>
      </div>
    </AccountPage>
  );
}

export { WishlistPage as Component };
