/**
 * What the server's refusals say (decision 037): every AppError names one of these keys, or a key of the
 * area it belongs to, with its values; the reply's `message` is the English, and the browser says it in
 * the page's language. The staff console stays English (issue 21), so a few staff refusals carry the
 * domain's own English details in a value (`problems`, `status`).
 */

/** "28 seconds", "1 minute", "15 minutes": the wait a 429 names, agreeing with its Retry-After. */
const WAIT =
  "{unit, select, minute {{count, plural, one {{count, number, ::group-off} minute} other {{count, number, ::group-off} minutes}}} other {{count, plural, one {{count, number, ::group-off} second} other {{count, number, ::group-off} seconds}}}}";

export const errors = {
  "errors.notFound.item": "Item {id} was not found.",
  "errors.notFound.itemInCart": "Item {id} in your cart was not found.",
  "errors.notFound.itemOnList": "Item {id} on this list was not found.",
  "errors.notFound.list": "This list was not found.",
  "errors.notFound.address": "Address was not found.",
  "errors.notFound.order": "Order {id} was not found.",
  "errors.notFound.classicModel": "Classic body model {id} was not found.",
  "errors.notFound.part": "Part {id} was not found.",
  "errors.notFound.picture": "The picture {id} was not found.",
  "errors.notFound.badge": "The badge {id} was not found.",
  "errors.notFound.bannerFile": "The banner {id} was not found.",
  "errors.notFound.catalogueFile": "The catalogue {id} was not found.",
  "errors.notFound.file": "File was not found.",
  "errors.notFound.paypalOrder": "PayPal order was not found.",
  "errors.notFound.priceSheet": "Price sheet was not found.",
  "errors.notFound.province": "Province {id} was not found.",
  "errors.notFound.staffMember": "Staff member was not found.",
  "errors.notFound.import": "The import was not found.",
  "errors.notFound.banner": "Banner {id} was not found.",
  "errors.notFound.catalogue": "Catalogue {id} was not found.",
  "errors.notFound.message": "Message {id} was not found.",
  "errors.notFound.customer": "Customer {id} was not found.",
  "errors.notFound.dealer": "Dealer {id} was not found.",
  "errors.notFound.staffUser": "Staff user {id} was not found.",

  "errors.signInRequired": "Please sign in.",
  "errors.forbidden.customer": "This is only for customer accounts.",
  "errors.forbidden.dealer": "This is only for dealer accounts.",
  "errors.forbidden.shopper": "This is only for customer and dealer accounts.",
  "errors.forbidden.owner": "Only the store's owner may do this.",
  "errors.forbidden.staff": "This is only for the store's staff.",
  "errors.selfOnly": "You can only see and change your own account.",
  "errors.cartLineType": "Cart lines of your account are type {type}.",

  "errors.crossSite": "Requests must come from this shop's own pages.",
  "errors.notJson": "Send the request body as JSON (Content-Type: application/json).",
  "errors.uploadType": "Send the file itself as the request body, as {types}.",
  "errors.fileEmpty": "The file is empty.",
  "errors.text.control": "{field}: Must not contain control characters.",
  "errors.text.surrogate": "{field}: Must be valid text: it holds half of a character (a lone surrogate).",
  "errors.text.singleLine": "{field}: Must be a single line, without tabs or line breaks.",

  "errors.tooMany.signIn": `Too many sign-in attempts. Please wait ${WAIT} and try again.`,
  "errors.tooMany.passwordResets": `Too many password reset requests. Please wait ${WAIT} and try again.`,
  "errors.tooMany.passwordChanges": `Too many password changes. Please wait ${WAIT} and try again.`,
  "errors.tooMany.emailChanges": `Too many e-mail change requests. Please wait ${WAIT} and try again.`,
  "errors.tooMany.cards": `Too many card attempts. Please wait ${WAIT} and try again.`,
  "errors.tooMany.messages": `Too many messages from your address. Please wait ${WAIT} and try again.`,
  "errors.tooMany.requests": `Too many requests from your address. Please wait ${WAIT} and try again.`,
  "errors.hashingBusy": "The shop is busy checking sign-ins. Please try again in a moment.",

  "errors.resetLinkExpired": "This reset link has expired or was already used. Please request a new one.",
  "errors.emailTaken": "An account with this e-mail address already exists. Please sign in or reset your password.",
  "errors.staffSignInFailed": "Sign-in failed. Please check your e-mail and password.",
  "errors.captcha.missing": "Please complete the anti-robot check and try again.",
  "errors.captcha.failed": "The anti-robot check failed. Please try again.",
  "errors.captcha.expired": "The anti-robot check expired. Please try again.",
  "errors.captcha.reused": "This anti-robot check was already used. Please try again.",
  "errors.stockAlert.emailWanted": "Please enter your e-mail address.",

  "errors.gateway.unavailable": "The payment service is not answering right now. Please try again in a few minutes.",
  "errors.gateway.refused": "The payment service refused: {reason}",
  "errors.gateway.alreadyMade": "This payment was already made with different details.",
  "errors.paypal.amountMismatch": "The PayPal payment does not match the order total.",
  "errors.pay.notWaiting": "This order number is not waiting for a payment. Please check your order history.",
  "errors.pay.notQuoted": "This order is not ready to be paid: the store has not quoted its shipping yet.",
  "errors.totalNow":
    "This order's total is now {total, number, ::currency/CAD} (shipping {shipping, number, ::currency/CAD}, tax {hst, number, ::currency/CAD}). Please review it and try again.",
  "errors.totalChanged":
    "Your order's total has changed to {total, number, ::currency/CAD} (subtotal {subtotal, number, ::currency/CAD}, shipping {shipping, number, ::currency/CAD}, tax {hst, number, ::currency/CAD}). Please review it and try again.",
  "errors.notEnoughStock": "Not enough stock left of {items}. Please change the quantity in your cart.",

  "errors.order.notPending": "Order {id} is not a pending order and cannot be deleted.",
  "errors.order.notAwaitingQuote": "Order {id} is not waiting for a shipping quote.",
  "errors.order.cannotShip": "Order {id} is {status}: only a paid or confirmed order can be shipped.",
  "errors.order.cannotCancel": "Order {id} is {status} and cannot be cancelled.",
  "errors.order.cannotMove": "Order {id} cannot go from status {from} to {to}.",
  "errors.order.requoteWhilePaying": "Order {id} is being paid right now: its shipping cannot be quoted again until the payment ends.",
  "errors.order.shippingAmount": "Shipping must be an amount of 0 or more.",
  "errors.refund.noPayment": "Order {id} has no payment to refund.",
  "errors.refund.refundedInFull": "Order {id}'s payment is already refunded in full.",
  "errors.refund.atMost": "At most {amount} can still be refunded.",

  "errors.staff.problems": "{problems}",
  "errors.staff.bannersChanged": "The banners changed since you opened the list. Please reload it and put them in order again.",
  "errors.staff.classicModelTaken": "A classic body model with the code {item} already exists.",
  "errors.staff.partTaken": "A part with the code {item} already exists.",
  "errors.staff.fileListed": "Another catalogue already uses this PDF.",
  "errors.staff.csvText": "The file must be CSV text in UTF-8.",
  "errors.staff.fitmentImportBusy": "Another fitment import is under way. Please import this file again once it has finished.",
  "errors.staff.notAFile": "The file is not a {kind}.",
  "errors.staff.dealerIdTaken": "Dealer ID {id} is already used.",
  "errors.staff.emailTaken": "A staff user with the e-mail {email} already exists.",
  "errors.staff.cannotDisableSelf": "You cannot disable your own staff account.",
  "errors.staff.needsOwner": "The shop needs at least one active owner.",
} as const;
