import { z } from "zod";
import { signInForm } from "../account-forms";
import { en } from "../i18n/en-CA";

export const STAFF_SIGN_IN_FAILED_MESSAGE = en["errors.staffSignInFailed"];

/** A staff member as the console shows who is signed in. */
export const staffMember = z.object({ id: z.number().int(), email: z.string(), name: z.string(), role: z.enum(["owner", "staff"]) });
export type StaffMember = z.infer<typeof staffMember>;

/** POST /api/admin/login: the console's sign-in ('E-mail' and 'Password'). */
export const staffSignInBody = z.object({
  email: z.string().trim().min(1, "Please enter your e-mail").max(255, "E-mail must be at most 255 characters"),
  password: signInForm.shape.password,
  remember: z.boolean().optional(),
});
export type StaffSignInBody = z.infer<typeof staffSignInBody>;

export const staffSignInReply = z.object({ staff: staffMember });
