import { z } from "zod";
import { DEFAULT_STORE } from "../domain/store";

const flag = z.enum(["on", "off", "true", "false", "1", "0"]).transform((v) => v === "on" || v === "true" || v === "1");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().url().startsWith("postgres", "DATABASE_URL must be a postgres:// URL").optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().default("./data"),
  SEED_DEMO: flag.default(true),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Partshop Woodbridge <no-reply@partshop.example>"),
  /** How many outbox mails one claim takes, how often the outbox is looked at without a wake-up, and how long a claim lasts. */
  MAIL_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(50),
  MAIL_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
  STORE_EMAIL: z.string().email().default(DEFAULT_STORE.email),
  STORE_NAME: z.string().default(DEFAULT_STORE.name),
  STORE_ADDRESS: z.string().default(DEFAULT_STORE.address),
  STORE_CITY: z.string().default(DEFAULT_STORE.city),
  STORE_PROVINCE: z.string().default(DEFAULT_STORE.province),
  STORE_POSTAL_CODE: z.string().default(DEFAULT_STORE.postalCode),
  STORE_PHONE: z.string().default(DEFAULT_STORE.phone),
  STORE_DEALER_LINE: z.string().default(DEFAULT_STORE.dealerLine),
  STORE_FAX: z.string().default(DEFAULT_STORE.fax),
  STORE_GST_HST_NUMBER: z.string().default(DEFAULT_STORE.gstHstNumber),
  STORE_QST_NUMBER: z.string().default(DEFAULT_STORE.qstNumber),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: flag.default(false),
  /** Lets a scraper read /metrics from another address with `Authorization: Bearer <token>`; without it only the loopback address may. */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  CATALOG_INDEX_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
  /**
   * Where the search index's snapshots are kept (decision 046), so a restart reads a file instead of the
   * whole catalogue; "off" keeps none. Unset: the system's temporary directory in production, none otherwise.
   */
  SEARCH_INDEX_SNAPSHOT_DIR: z.string().min(1).optional(),
  PRICING_SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  COOKIE_SECURE: flag.optional(),
  CAPTCHA: flag.default(true),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  ALTCHA_HMAC_KEY: z.string().min(32, "ALTCHA_HMAC_KEY must be at least 32 characters").optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(5),
  FORGOT_PASSWORD_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  PAYMENT_GATEWAY: z.enum(["test", "bambora"]).default("test"),
  /** How long the test gateway takes to answer each charge (ms), to stand in for a real one's round trip; the bench uses 250. */
  TEST_GATEWAY_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Test-only fault injection, e.g. "after-charge=exit": see lib/failpoints.ts. Refused in production. */
  FAILPOINTS: z.string().max(500).optional(),
  BAMBORA_MERCHANT_ID: z
    .string()
    .regex(/^\d{9}$/, "BAMBORA_MERCHANT_ID must be the 9-digit merchant id")
    .optional(),
  BAMBORA_PAYMENTS_PASSCODE: z.string().optional(),
  BAMBORA_REPORTING_PASSCODE: z.string().optional(),
  BAMBORA_API_URL: z.string().url().default("https://api.na.bambora.com"),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_API_URL: z.string().url().default("https://api-m.sandbox.paypal.com"),
});

// Runs even when other variables are bad, so one start lists every problem.
const settings = schema.superRefine(
  (c, ctx) => {
    if (c.NODE_ENV === "production" && c.PUBLIC_URL === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message:
          "PUBLIC_URL is required in production: mailed links (password reset, e-mail change, orders) must point to the shop's public address, e.g. https://shop.example.com",
      });
    }
    if (c.NODE_ENV === "production" && c.FAILPOINTS)
      ctx.addIssue({ code: "custom", path: ["FAILPOINTS"], message: "FAILPOINTS is for tests only and refused in production" });
    if (c.PAYMENT_GATEWAY === "bambora") {
      if (!c.BAMBORA_MERCHANT_ID) ctx.addIssue({ code: "custom", path: ["BAMBORA_MERCHANT_ID"], message: "PAYMENT_GATEWAY=bambora needs BAMBORA_MERCHANT_ID" });
      if (!c.BAMBORA_PAYMENTS_PASSCODE)
        ctx.addIssue({ code: "custom", path: ["BAMBORA_PAYMENTS_PASSCODE"], message: "PAYMENT_GATEWAY=bambora needs BAMBORA_PAYMENTS_PASSCODE" });
    }
    if (Boolean(c.PAYPAL_CLIENT_ID) !== Boolean(c.PAYPAL_CLIENT_SECRET)) {
      const missing = c.PAYPAL_CLIENT_ID ? "PAYPAL_CLIENT_SECRET" : "PAYPAL_CLIENT_ID";
      ctx.addIssue({ code: "custom", path: [missing], message: "PayPal needs both PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, or neither" });
    }
  },
  { when: () => true },
);

export type Config = z.infer<typeof schema> & {
  store: typeof DEFAULT_STORE;
  /** Where mailed links point: PUBLIC_URL, else the address the shop listens on; never a request's Host header. */
  publicUrl: string;
};

/** Reads the environment once at boot; a bad variable stops the start with a list of every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = settings.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  return {
    ...c,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ""),
    store: {
      ...DEFAULT_STORE,
      name: c.STORE_NAME,
      address: c.STORE_ADDRESS,
      city: c.STORE_CITY,
      province: c.STORE_PROVINCE,
      postalCode: c.STORE_POSTAL_CODE,
      phone: c.STORE_PHONE,
      dealerLine: c.STORE_DEALER_LINE,
      fax: c.STORE_FAX,
      gstHstNumber: c.STORE_GST_HST_NUMBER,
      qstNumber: c.STORE_QST_NUMBER,
      email: c.STORE_EMAIL,
    },
  };
}
