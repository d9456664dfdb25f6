/**
 * The mail the shop sends customers and dealers (decision 037): subjects, bodies, and the lines of an
 * order's summary. The store's copies stay English (the staff's language); these are the recipient's.
 */
export const mail = {
  "mail.greeting": "Hello {name},",
  "mail.hello": "Hello,",
  "mail.dear": "Dear {name},",
  "mail.phone": "Phone {phone}",
  "mail.dealerLine": "Dealer line {phone}",

  "mail.welcome.subject": "Welcome to {store}",
  "mail.welcome.body": "Thank you for registering with {store}. You can now keep a wishlist and a cart, check out, and follow your orders from your profile.",
  "mail.passwordReset.subject": "Reset your {store} password",
  "mail.passwordReset.body":
    "We received a request to reset your password. Open this link within one hour to choose a new one:\n\n{link}\n\nThe link works once. If you did not ask for it, ignore this mail: your password stays as it is.",
  "mail.emailChange.subject": "Confirm your new {store} e-mail address",
  "mail.emailChange.body":
    "Please confirm that {email} should become the e-mail address of your {store} account by opening this link within one day:\n\n{link}\n\nUntil you do, your account keeps its current address. If you did not ask for this change, ignore this mail.",
  "mail.emailTaken.subject": "Someone tried to use your e-mail address at {store}",
  "mail.emailTaken.body":
    "Someone signed in to another {store} account asked to change that account's e-mail address to {email}, which already belongs to your account. Nothing was changed: your account and its address stay as they are, and you do not need to do anything.\n\nIf you keep getting these mails, please call us at {phone}.",
  "mail.emailChanged.subject": "Your {store} e-mail address was changed",
  "mail.emailChanged.body": "The e-mail address of your {store} account is now {email}. If you did not make this change, please call us at {phone}.",

  "mail.order.line": "{qty} x {item} {descrip} @ {unit} = {amount}",
  "mail.order.backordered": "({count} back-ordered)",
  "mail.order.heading": "Order {orderNum}",
  "mail.order.dealerHeading": "Order {orderNum} (dealer {account})",
  "mail.order.subtotal": "Subtotal: {amount}",
  "mail.order.shipping": "Shipping: {amount}",
  "mail.order.shippingFree": "Shipping: no charge",
  "mail.order.noTax": "Tax: {amount}",
  "mail.order.tax": "{tax}: {amount}",
  "mail.order.total": "Total (CAD): {amount}",
  "mail.order.shipTo": "Ship to:",
  "mail.order.notes": "Notes: {notes}",
  "mail.order.poNumber": "PO number: {poNumber}",

  "mail.paid.subject": "Your {store} order {orderNum}",
  "mail.paid.body": "Thank you for your order. We have received your payment and will ship your parts as soon as they are ready.",
  "mail.paid.receipt": "Your receipt: {link}",
  "mail.dealerOrder.body": "Thank you for your order. We will ship it as soon as it is ready; back-ordered parts follow when they arrive.",
  "mail.quoteRequested.subject": "We received your order {orderNum}: shipping quote to follow",
  "mail.quoteRequested.body":
    "Thank you for your order, we will get your shipping quote as soon as possible. Orders placed after 4:00pm Eastern Time are quoted the next business day. You will receive an e-mail when your quote is ready, and can then pay from Pending Orders in your profile.",
  "mail.quoteReady.subject": "Your shipping quote for order {orderNum} is ready",
  "mail.quoteReady.body":
    "We have quoted the shipping of your order {orderNum}: {shipping, number, ::.00 group-off} CAD, about {days} business days. With tax, your order's total is {total, number, ::.00 group-off} CAD.\n\nYou can review and pay it here:\n{link}",
  "mail.shipped.subject": "Your order {orderNum} has shipped",
  "mail.shipped.body": "Your order {orderNum} is on its way with {courier}, waybill {waybill}.\n\nTrack it here: {link}",
  "mail.cancelled.subject": "Your order {orderNum} was cancelled",
  "mail.cancelled.body": "We cancelled your order {orderNum}: {reason}",
  "mail.cancelled.refunded": "We refunded {amount} to the card or PayPal account it came from; it may take a few days to show.",

  "mail.backInStock.subject": "{item} is back in stock",
  "mail.backInStock.body":
    "The part you asked us to tell you about has arrived:\n\n{item} {descrip}\n{link}\n\nWe sent this once; we will not mail you about it again.\nDid not ask for this, or no longer want it? Unsubscribe: {unsubscribe}",

  "mail.inquiry.subject": "We received your message: {subject}",
  "mail.inquiry.thanks": "Thank you for your email, {store} will contact you as soon as possible.",
  "mail.inquiry.yourMessage": "Your message:",
  "mail.inquiry.item": "Item: {item} - {descrip}",
  "mail.inquiry.model": "Model: {item} - {make} {model} ({year})",
  "mail.inquiry.price": "Price: USD {price, number, ::.00 group-off}",
  "mail.inquiry.make": "Make: {make}, years {from}-{to}",
  "mail.inquiry.onHand": "On hand: {onhand}",
  "mail.inquiry.expected": ", expected {date}",
  "mail.inquiry.oversize": ", oversize (shipping by quote)",
  "mail.reply.wrote": "On {date} you wrote:",
} as const;
