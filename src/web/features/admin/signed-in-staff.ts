import { createContext, useContext } from "react";
import type { StaffMember } from "../../../domain/contracts/staff";

/** The staff member the console layout found signed in; its pages render only once there is one. */
export const SignedInStaff = createContext<StaffMember | null>(null);

/** The signed-in staff member (the console layout provides it). */
export function useSignedInStaff(): StaffMember {
  const staff = useContext(SignedInStaff);
  if (!staff) throw new Error("useSignedInStaff is used outside the console layout");
  return staff;
}
