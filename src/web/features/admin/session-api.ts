import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { okReply } from "../../../domain/contracts/accounts";
import { type StaffSignInBody, staffSignInReply } from "../../../domain/contracts/staff";
import { ApiRequestError, apiGet, apiPost } from "../../lib/api";

/** Every console query key starts here, so signing out forgets them all at once. */
export const ADMIN_KEY = "admin";
export const staffMeKey = [ADMIN_KEY, "me"] as const;

/** GET /api/admin/me: the signed-in staff member; 401 or 403 when the visitor is not staff. */
export const staffMeQuery = queryOptions({
  queryKey: staffMeKey,
  queryFn: ({ signal }) => apiGet("/admin/me", { schema: staffSignInReply, signal }),
  retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 1,
  staleTime: 5 * 60_000,
});

/** The signed-in staff member, asked once and kept for five minutes; not asked when `ask` is false (just after signing out). */
export function useStaffMe(ask = true) {
  return useQuery({ ...staffMeQuery, enabled: ask });
}

/** Whether a failed console call means "not signed in as staff": the console then sends the visitor to its sign-in. */
export function isNotStaff(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
}

/** POST /api/admin/login: a staff member signs in; the console remembers who for its header. */
export function useStaffSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSignInBody) => apiPost("/admin/login", body, { schema: staffSignInReply }),
    onSuccess: (reply) => {
      queryClient.removeQueries({ queryKey: [ADMIN_KEY] });
      queryClient.setQueryData(staffMeKey, reply);
    },
  });
}

/** POST /api/logout: ends the staff session; everything the console loaded is forgotten. */
export function useStaffSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost("/logout", {}, { schema: okReply }),
    onSuccess: () => queryClient.removeQueries({ queryKey: [ADMIN_KEY] }),
  });
}
