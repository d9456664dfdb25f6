import type { ShippingEstimateReply } from "../../../domain/contracts/shipping-estimate";
import { messageKey } from "../../../domain/forms";
import { fromCents } from "../../../domain/money";
import { CART_IS_EMPTY } from "../../../domain/orders";
import { cartWeightKg, destinationOfPostalCode, POSTAL_CODE_FOR_ESTIMATE, shippingCharge, zoneOf } from "../../../domain/shipping";
import type { Ctx } from "../../context";
import { AppError } from "../../errors";
import type { CustomerViewer } from "../../viewer";
import { customerAddresses } from "../accounts/service";
import { pricedCart } from "../cart/service";
import { shippingTable } from "./shipping-rates";

/**
 * What shipping the customer's cart would cost to a postal code, or to their own shipping address when
 * they give none: the checkout's rule (domain/shipping shippingCharge) on the cart as the server prices
 * it, so the figure is the one Confirm Order will show for an address there. Tax is not estimated: it
 * depends on the province, which a US ZIP code does not name.
 */
export async function shippingEstimate(
  ctx: Ctx<"db" | "config", "caches">,
  viewer: CustomerViewer,
  postalCode: string | undefined,
): Promise<ShippingEstimateReply> {
  const lines = await pricedCart(ctx, viewer);
  if (lines.length === 0) throw new AppError("CONFLICT", CART_IS_EMPTY);
  const destination = await destinationOf(ctx, viewer, postalCode);
  const oversize = lines.some((line) => line.product.oversize);
  const charge = shippingCharge({
    oversize,
    pickup: false,
    zone: destination.zone,
    weightKg: cartWeightKg(lines),
    table: oversize ? [] : await shippingTable(ctx),
  });
  return {
    postal_code: destination.postalCode,
    country: destination.country,
    province: destination.province,
    quote: charge.kind !== "rate",
    oversize,
    shipping: charge.kind === "rate" ? fromCents(charge.cents) : null,
    shippingDays: charge.kind === "rate" ? charge.days : null,
  };
}

async function destinationOf(ctx: Ctx<"db">, viewer: CustomerViewer, postalCode: string | undefined) {
  if (postalCode !== undefined) {
    const place = destinationOfPostalCode(postalCode);
    if (!place) throw new AppError("INVALID", messageKey("cart.estimate.postalCodeWanted"), { postal_code: POSTAL_CODE_FOR_ESTIMATE });
    return { ...place, postalCode: postalCode.trim().toUpperCase() };
  }
  const own = await customerAddresses(ctx, viewer.id);
  if (!own) throw new AppError("INVALID", messageKey("cart.estimate.postalCodeWanted"), { postal_code: POSTAL_CODE_FOR_ESTIMATE });
  const { country, state, zipcode } = own.shipping;
  return {
    country: country === "USA" ? ("USA" as const) : ("CA" as const),
    province: country === "USA" ? null : state,
    zone: zoneOf(country, state),
    postalCode: zipcode,
  };
}
