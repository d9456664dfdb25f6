import type { InquiryKind } from "../../../domain/contracts/inquiries";

/** ?type=model asks about a classic body model; otherwise ?inquiry=shipping is a shipping inquiry and anything else an ETA inquiry. */
export function inquiryKindOf(search: URLSearchParams): InquiryKind {
  if (search.get("type") === "model") return "model";
  return search.get("inquiry") === "shipping" ? "shipping" : "eta";
}

export const INQUIRY_HEADINGS: Record<InquiryKind, string> = { shipping: "Shipping Inquiry", eta: "ETA Inquiry", model: "Model Inquiry" };

/** The subject line the store receives, e.g. "Shipping inquiry: F67-HOOD". */
export function inquirySubject(kind: InquiryKind, code: string): string {
  const prefix = { shipping: "Shipping inquiry", eta: "ETA inquiry", model: "Model inquiry" }[kind];
  return `${prefix}: ${code}`.slice(0, 255);
}
