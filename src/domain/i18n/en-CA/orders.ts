/**
 * An order after it is placed or asked for: its state as a customer reads it, the receipt, a quote
 * request, a pending order, and what the server says when an order is already placed or under way.
 */
export const orders = {
  "orders.status.notPaid": "Not paid",
  "orders.status.pendingQuote": "Pending for Quote",
  "orders.status.pendingReply": "Pending for Reply",
  "orders.status.processing": "Processing",
  "orders.status.shipped": "Shipped",
  "orders.status.cancelled": "Cancelled",
  "orders.history.none": "No order history",
  "orders.pending.none": "No pending orders",

  "orders.numberMissing": "Order number is missing. Please try again.",
  "orders.loading": "Loading your order...",
  "orders.loadFailed": "This order could not be loaded.",
  "orders.shippingTo": "Shipping to",
  "orders.billingTo": "Billing to",
  "orders.pickupInStore": "Pickup in store",
  "orders.items": "Items in this order",

  "orders.quote.title": "Quote Requested",
  "orders.quote.number": "Your order number is <b>{number}</b>.",
  "orders.quote.message":
    "Thank you for your order, we will get your shipping quote as soon as possible. Please be advised, for order placed after 4:00pm Eastern Time, the shipping quote will be provided by the next business day.",
  "orders.quote.next": "Once the quote is ready you can pay for the order under Pending Orders in your profile.",

  "orders.receipt.title": "Order Receipt",
  "orders.receipt.thanks": "Thank you for your order! Your order number is <b>{number}</b>.",
  "orders.receipt.orderedOn": "Ordered on {date}.",
  "orders.receipt.print": "Print Order",
  "orders.receipt.newTab": " (opens in a new tab)",

  "orders.pending.title": "Pending Order {number}",
  "orders.pending.titleWithout": "Pending Order",
  "orders.pending.orderedOn": "Ordered on {date}",
  "orders.pending.status": "Status: <strong>{status}</strong>",
  "orders.pending.noLonger": "This order is no longer pending.",
  "orders.pending.seeReceipt": "See its receipt",
  "orders.pending.quoting": "We are working out the best shipping for this order. You can pay for it once we have quoted the shipping.",
  "orders.pending.quoted": "Your shipping quote is ready. Please review the total and make your payment.",
  "orders.pending.pay": "Make Payment",
  "orders.pending.delete": "Delete Order",
  "orders.delete.title": "Warning",
  "orders.delete.confirm": "This will permanently delete the order. Continue?",

  "orders.error.cartAlreadyPaid": "Your cart is already paid: it is order {orderNum}, in your order history.",
  "orders.error.beingPaid": "Order {orderNum} is being paid right now. Please wait a moment, then look for it in your order history.",
  "orders.error.dealerAlreadyConfirmed": "Your order {orderNum} is already confirmed.",
  "orders.error.quoteAlreadyRequested": "Your quote request is already sent: it is order {orderNum}, in Pending Orders.",
  "orders.error.numberCancelled": "Order {orderNum} was cancelled and can no longer be paid. Please place your order again.",
  "orders.error.beingCancelled": "Order {orderNum} is being cancelled right now.",
  "orders.error.invalidDestination":
    "The shipping address has no valid province or state. Please choose a valid province in your profile or address book and try again.",
} as const;
