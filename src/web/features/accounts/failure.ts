import { ApiRequestError } from "../../lib/api";

export const SOMETHING_WENT_WRONG = "Something went wrong, please try again later";

/** What to tell a person about a failed call: the server's own words for a 4xx, a generic line otherwise. */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return error.message;
  return SOMETHING_WENT_WRONG;
}
