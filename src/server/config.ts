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
  STORE_EMAIL: z.string().email().default(DEFAULT_STORE.email),
  STORE_NAME: z.string().default(DEFAULT_STORE.name),
  STORE_ADDRESS: z.string().default(DEFAULT_STORE.address),
  STORE_CITY: z.string().default(DEFAULT_STORE.city),
  STORE_PROVINCE: z.string().default(DEFAULT_STORE.province),
  STORE_POSTAL_CODE: z.string().default(DEFAULT_STORE.postalCode),
  STORE_PHONE: z.string().default(DEFAULT_STORE.phone),
  STORE_DEALER_LINE: z.string().default(DEFAULT_STORE.dealerLine),
  STORE_FAX: z.string().default(DEFAULT_STORE.fax),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: flag.default(false),
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  PRICING_SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  COOKIE_SECURE: flag.optional(),
  CAPTCHA: flag.default(true),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  ALTCHA_HMAC_KEY: z.string().min(32, "ALTCHA_HMAC_KEY must be at least 32 characters").optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(5),
  FORGOT_PASSWORD_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
});

export type Config = z.infer<typeof schema> & { store: typeof DEFAULT_STORE };

/** Reads the environment once at boot; a bad variable stops the start with a list of every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  return {
    ...c,
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
      email: c.STORE_EMAIL,
    },
  };
}
