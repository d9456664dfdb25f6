/**
 * The content pages: contact us, catalogues, the store policies, privacy and cookies. Policies are
 * written a paragraph a message; <b> marks bold words, <contact> the link to the contact form, and
 * {phone} the store's phone link.
 */
export const content = {
  "content.thanks": "Thank you for your email, {store} will contact you as soon as possible.",

  "content.contact.title": "Contact Us",
  "content.contact.intro": "Questions about a part, an order or a classic body? Call us, visit the store, or send a message and we will get back to you.",
  "content.contact.visit": "Visit or call us",
  "content.contact.formTitle": "Send us a message",
  "content.contact.allRequired": "All fields are required.",
  "content.contact.firstName": "First name",
  "content.contact.lastName": "Last name",
  "content.contact.email": "Email",
  "content.contact.subject": "Subject",
  "content.contact.message": "Message",
  "content.contact.messageHint": "20 to 255 characters.",
  "content.contact.send": "Send Message",
  "content.contact.notSent": "Your message could not be sent. Please check your connection and try again.",
  "content.store.address": "Address",
  "content.store.hours": "Hours",
  "content.store.phone": "Phone",
  "content.store.fax": "Fax",
  "content.store.email": "Email",
  "content.map.title": "Map: {name}, {address}, {city}",
  "content.map.description":
    "{store} is on {street}, a short street east of Islington Avenue just south of Highway 7 in {city}. Highway 427 is to the west, Highway 400 to the east, and Highway 407 to the south.",
  "content.map.highway": "Highway {number}",
  "content.map.directions":
    "<b>Getting here:</b> from Highway 7, turn south onto Islington Avenue, then left onto {street}. Highways 427 and 400 are each a few minutes away.",
  "content.map.river": "Humber River",
  "content.map.schematic": "Schematic map, not to scale.",

  "content.catalog.title": "Catalog",
  "content.catalog.intro": "Browse our parts catalogues online. Each one opens as a PDF in a new tab, ready to read, search or print.",
  "content.catalog.loading": "Loading catalogues...",
  "content.catalog.failed": "The catalogues could not be loaded.",
  "content.catalog.retry": "Try again",
  "content.catalog.none": "No catalogues are available right now. Please check back soon.",
  "content.catalog.newTab": ", opens in a new tab",

  "content.policies.title": "Store Policies",
  "content.policies.intro": "How {store} prices, ships, takes back and stands behind the parts you buy, and how we look after your information.",
  "content.policies.tabs": "Store policies",
  "content.policies.tab.Pricing Policy": "Pricing Policy",
  "content.policies.tab.Return Policy": "Return Policy",
  "content.policies.tab.Shipping and Delivery": "Shipping and Delivery",
  "content.policies.tab.Warranty and Damage": "Warranty and Damage",

  "content.pricing.currency": "Currency",
  "content.pricing.currencyText":
    "All prices on this site are in Canadian dollars (CAD) and are shown with two decimals, for example $149.95. The one exception is our classic car steel bodies, which are priced in US dollars (USD) and marked as such beside the price.",
  "content.pricing.retail": "Retail prices",
  "content.pricing.listPrice":
    "Every part shows its list price. When a part costs less, the list price is shown struck through beside the price you pay, with the reason:",
  "content.pricing.special": "<b>{label}</b>: some items carry a special price for a limited time. It replaces every other price while it runs.",
  "content.pricing.onsale": "<b>{label}</b>: items on our On Sale page are 10% off: the list price x 0.9.",
  "content.pricing.hotdeal": "<b>{label}</b>: items on our Hot Deals page are offered at 90% of their list price.",
  "content.pricing.instock":
    "<b>{label}</b>: parts we hold in stock above our reorder level are priced at 90% of their list price for retail customers. This is our everyday price for stocked parts, not a sale.",
  "content.pricing.dealer": "Dealer price levels",
  "content.pricing.dealerText":
    "Registered dealer accounts (collision shops, garages and parts resellers) are assigned a price level from 1 to 6. Signed-in dealers see the manufacturer's suggested retail price (MSRP) and their own dealer price on every part. Dealer orders are confirmed directly and invoiced on the dealer account, without online payment. To open a dealer account or ask about your level, call our dealer line at {phone}.",
  "content.pricing.tax": "Sales tax",
  "content.pricing.taxText":
    "Sales tax is charged on the goods and on shipping together: <b>tax = (subtotal + shipping) x the tax rate of the province</b> the order is delivered to (Ontario for in-store pickup). The total is subtotal + shipping + tax, rounded to the cent once. Orders delivered to the USA are not charged Canadian sales tax; any duties, brokerage or local taxes charged on import are paid by the buyer.",
  "content.pricing.taxTable": "Sales tax by province of delivery",
  "content.pricing.taxProvince": "Province",
  "content.pricing.taxRate": "Rate",
  "content.pricing.taxParts": "Made up of",
  "content.pricing.taxChanges": "Rates change from time to time; checkout always uses the rate in force on the day you order.",
  "content.pricing.errors": "Price changes and errors",
  "content.pricing.errorsText":
    "Prices and promotions can change without notice; you pay the price shown at checkout when you place your order. If a part was listed at a clearly wrong price, we will contact you before it ships and you may accept the correct price or cancel for a full refund.",

  "content.returns.days": "30-day returns",
  "content.returns.daysText":
    "You may return parts <b>within 30 days of the invoice date</b>. Before sending anything back, choose Return parts on the order in your Order History (or call us at {phone} or use our <contact>contact form</contact> with your order number); once we approve the return, we e-mail you its return number (RMA) to mark on the parcel. Returns that arrive without one may be refused.",
  "content.returns.condition": "Condition of returned parts",
  "content.returns.unused": "Parts must be new, unused and not installed, painted, welded, drilled or otherwise modified.",
  "content.returns.packaging": "Parts must come back in their original packaging with all hardware, instructions and a copy of the invoice.",
  "content.returns.error": "Items ordered in error",
  "content.returns.errorText":
    "A part ordered in error (the wrong part, the wrong year or a change of mind) is refunded less a <b>25% restocking fee</b> on the price of the part. Return shipping is paid by the customer, and the original shipping charge is not refunded.",
  "content.returns.ours": "Our mistakes and defective parts",
  "content.returns.oursText":
    "If we shipped the wrong part, or a part is defective, there is no restocking fee: we pay the return shipping and send a replacement or give a full refund. Reproduction parts returned within 30 days of the invoice date because they are defective or not as described get a full refund. See Warranty and Damage for how to report a problem.",
  "content.returns.oversize": "Oversize items",
  "content.returns.oversizeText":
    "Hoods, fenders, bumpers, body panels and steel bodies travel by freight. Call us before returning an oversize item so that we can arrange the pickup and quote the return freight.",
  "content.returns.refunds": "Refunds",
  "content.returns.refundsText":
    "Refunds go back to the original form of payment once the returned part has arrived and been inspected, usually within 5 business days of its arrival. Your bank may take a few more days to show the credit.",

  "content.shipping.where": "Where we ship",
  "content.shipping.whereText": "We ship to addresses in Canada and the USA only.",
  "content.shipping.charges": "Shipping charges",
  "content.shipping.chargesText":
    "For most parts, checkout works out the shipping charge from the weight of your order and the destination, and you pay it with your order. Parts usually leave our warehouse within 1 to 2 business days; a part that is out of stock shows its expected arrival date, and you can ask us for an update with Inquire ETA on the part.",
  "content.shipping.oversize": "Oversize items: shipping by quote",
  "content.shipping.oversizeText":
    "Oversize items such as hoods, fenders, bumpers, body panels and steel bodies cannot be priced for shipping automatically. When your order contains one, checkout offers <b>Get a Quote</b> instead of payment: we compare carriers, including LTL freight, and send you the best shipping option. You then pay for the quoted order from Pending Orders in your profile. For orders placed after 4:00pm Eastern Time, the shipping quote will be provided by the next business day.",
  "content.shipping.pickup": "In-store pickup",
  "content.shipping.pickupText":
    "Choose store pickup at checkout to collect your order for free from {store}, {address}, {city}, {province} {postalCode}, during our opening hours ({hours}). There is no shipping charge, and Ontario sales tax applies. Please wait for our call or e-mail saying your order is ready, and bring your order number.",
  "content.shipping.dealer": "Dealer orders",
  "content.shipping.dealerText": "Orders placed on a dealer account are shipped under the terms of that account and carry no shipping charge at checkout.",
  "content.shipping.tracking": "Tracking",
  "content.shipping.trackingText":
    "Once your order ships, its tracking number appears in Order History in your profile, with a link to the carrier's tracking page. Please check your parcel as soon as it arrives; see Warranty and Damage for what to do if anything is wrong.",

  "content.warranty.arrival": "Check your order on arrival",
  "content.warranty.arrivalText":
    "Open and inspect every parcel as soon as it is delivered. Report any damage, missing part or wrong part to us <b>within 24 hours of delivery</b>, by phone at {phone} or through our contact form, with your order number and photos of the part and the packaging.",
  "content.warranty.transit": "Damage in transit",
  "content.warranty.visible": "If the packaging is visibly damaged, note the damage on the carrier's delivery receipt before you sign, or refuse the shipment.",
  "content.warranty.notices":
    "Carriers accept damage notices only for a short time: <b>within 3 days</b> of delivery for a parcel carrier, and <b>within 1 day</b> for LTL freight. Tell us right away so that we can file the claim in time.",
  "content.warranty.keep": "Keep the part and all of its packaging until the claim is settled; the carrier may ask to inspect them.",
  "content.warranty.settled": "Once the claim is accepted we repair, replace or refund the damaged part at no cost to you.",
  "content.warranty.title": "Warranty",
  "content.warranty.text":
    "Our parts are covered against defects in material and workmanship. Reproduction parts that are defective or not as described qualify for a <b>full refund within 30 days</b> of the invoice date. After 30 days, parts are covered by their manufacturer's warranty where one is offered, and we will handle the claim with the manufacturer for you.",
  "content.warranty.excluded": "What the warranty does not cover",
  "content.warranty.labour": "Installation or removal labour, paint and body work.",
  "content.warranty.misuse": "Damage from improper installation, accidents, racing or misuse, and normal wear.",
  "content.warranty.modified": "Parts that have been painted, welded, drilled or modified.",
  "content.warranty.fit":
    "Reproduction sheet metal may need minor adjustment to fit, as the original panels often did when the car was built; this is normal body work and is not a defect.",

  "content.privacy.title": "Privacy",
  "content.privacy.text":
    "{store} handles personal information in line with Canada's Personal Information Protection and Electronic Documents Act (PIPEDA). We collect the details you give us (your name, e-mail, phone, shipping and billing addresses and, if you choose, your vehicle) to process your orders, arrange delivery, answer your inquiries and, only if you opted in, send you news of offers, promotions and deals.",
  "content.privacy.cards": "We never see or store your full card number: card payments are handled by our payment provider, and PayPal payments by PayPal.",
  "content.privacy.sharing": "We share your details only with the carriers and payment providers needed to complete your order, and we never sell them.",
  "content.privacy.access": "You can review and correct your details in your profile, or ask us to see or delete them by calling {phone}.",
  "content.cookies.title": "Cookie Policy",
  "content.cookies.few": "We use as few cookies as the shop needs to work. We do not use advertising or third-party tracking cookies.",
  "content.cookies.session":
    "<b>Session cookie.</b> Keeps you signed in and ties your cart and wishlist to your account. It cannot be read by scripts on the page, ends when you close your browser (or after 30 days if you ticked remember me), and is deleted when you log out.",
  "content.cookies.notice":
    '<b>Cookie notice.</b> When you press I understand or close the "Why We Use Cookies" notice, your browser remembers it for the rest of the browser session so the notice does not appear on every page. It holds no personal information.',
  "content.cookies.cart":
    "<b>Saved cart.</b> Your browser's local storage keeps your cart and signed-in details so a page reload does not lose them; logging out clears it.",
  "content.cookies.paypal": "If you choose to pay with PayPal, PayPal may set its own cookies under its own privacy policy.",
  "content.cookies.block":
    "You can block or delete cookies in your browser's settings. Without the session cookie you can still browse and read prices, but you cannot sign in, keep a cart or place an order.",

  "content.province.AB": "Alberta",
  "content.province.BC": "British Columbia",
  "content.province.MB": "Manitoba",
  "content.province.NB": "New Brunswick",
  "content.province.NL": "Newfoundland and Labrador",
  "content.province.NS": "Nova Scotia",
  "content.province.NT": "Northwest Territories",
  "content.province.NU": "Nunavut",
  "content.province.ON": "Ontario",
  "content.province.PE": "Prince Edward Island",
  "content.province.QC": "Quebec",
  "content.province.SK": "Saskatchewan",
  "content.province.YT": "Yukon",
} as const;
