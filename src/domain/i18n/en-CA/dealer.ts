/** A dealer's order: confirmed at the dealer's prices and invoiced to their account (/dealer-confirm-order, /dealer-order-receipt). */
export const dealer = {
  "dealer.confirm.intro": "Ordering for {name} ({account}).",
  "dealer.shipTo": "Ship to",
  "dealer.shipTo.intro": "Your company address is filled in; change it to have this order shipped elsewhere.",
  "dealer.reference": "Your reference",
  "dealer.po.label": "PO number",
  "dealer.po.tooLong": "PO number must be at most 30 characters",
  "dealer.po.hint": "Optional: your purchase-order number, up to {max} characters. It is printed on the receipt, the mail and the sales order.",
  "dealer.tax.chooseProvince": "Choose the province or state it ships to, to see the tax.",
  "dealer.tax.failed": "The tax for this address could not be worked out: {reason}",
  "dealer.tax.working": "Working out the tax for this address...",
  "dealer.noCharge": "Dealer orders ship at no charge and are invoiced to your account; nothing is paid online.",
  "dealer.confirm": "Confirm",
  "dealer.receipt.confirmedOn": "Confirmed on {date}. It will be invoiced to your dealer account.",
  "dealer.receipt.dealer": "Dealer",
  "dealer.receipt.po": "PO number: {number}",
  "dealer.receipt.notes": "Notes: {notes}",
} as const;
