/*
 * Accounts' public face: what other modules, the session plugin, the jobs and scripts may use
 * (docs/decisions/024-server-slices-and-boundaries.md). Accounts holds everyone who signs in
 * (customers, dealers, staff) and their sessions and links; the verbs live in one file per family.
 */

export { addBuyer, buyerForOrder, buyersOf, sendBuyerPasswordLink, setBuyerActive } from "./buyers";
export { type CustomerAddresses, contactOf, customerAddresses, dealerAddress, type PostalAddress } from "./contact-details";
export { customerForStaff, listCustomers, sendResetLinkByStaff, setCustomerActive } from "./customers-for-staff";
export { createDealer, listDealers, setDealerActive, updateDealer } from "./dealers-for-staff";
export { forgetExpired } from "./housekeeping";
export { customerLocale } from "./language";
export { endSession, endSessionsOf, recordSession, type SessionOfViewer, sessionReader, touchSession } from "./sessions";
export { createStaffMember, listStaff, setStaffActive, setStaffRole, signInStaff, staffMemberById } from "./staff";
