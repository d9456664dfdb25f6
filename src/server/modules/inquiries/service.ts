/*
 * Inquiries' public face: the staff console's inbox (docs/decisions/024-server-slices-and-boundaries.md).
 * Shoppers' messages are sent by this module's own routes (messages.ts).
 */

export { inquiryForStaff, listInquiries, markInquiryAnswered, replyToInquiry, waitingInquiryCount } from "./inbox";
