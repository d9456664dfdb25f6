export type AppErrorCode = "INVALID" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "RATE_LIMITED" | "UNAVAILABLE";

const statusOf: Record<AppErrorCode, number> = {
  INVALID: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

/** A failure a service expects and the shopper can act on; the error handler turns it into a 4xx. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
    this.status = statusOf[code];
  }
}

export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} was not found.`);
