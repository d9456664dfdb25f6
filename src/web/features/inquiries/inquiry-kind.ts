import type { InquiryKind } from "../../../domain/contracts/inquiries";
import type { MessageKey } from "../../../domain/i18n/catalogue";

/** ?type=model asks about a classic body model; otherwise ?inquiry=shipping is a shipping inquiry and anything else an ETA inquiry. */
export function inquiryKindOf(search: URLSearchParams): InquiryKind {
  if (search.get("type") === "model") return "model";
  return search.get("inquiry") === "shipping" ? "shipping" : "eta";
}

/** The heading of each kind of inquiry page. */
export const INQUIRY_HEADINGS: Record<InquiryKind, MessageKey> = {
  shipping: "inquiries.heading.shipping",
  eta: "inquiries.heading.eta",
  model: "inquiries.heading.model",
};

/** The subject line the store receives (in English: the staff's language), e.g. "Shipping inquiry: F67-HOOD". */
export function inquirySubject(kind: InquiryKind, code: string): string {
  const prefix = { shipping: "Shipping inquiry", eta: "ETA inquiry", model: "Model inquiry" }[kind];
  return `${prefix}: ${code}`.slice(0, 255);
}
