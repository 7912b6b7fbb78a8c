import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = (name: string) =>
  optionalText.refine((value) => value === undefined || URL.canParse(value), `${name} must be a full URL`);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int("PORT must be a whole number").min(1).max(65535).default(5000),
  APP_URL: optionalUrl("APP_URL"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalUrl("DATABASE_URL"),
  SESSION_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    "SESSION_SECRET must be at least 32 characters",
  ),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: optionalUrl("STRIPE_API_BASE"),
  LETTERSTREAM_API_ID: optionalText,
  LETTERSTREAM_API_KEY: optionalText,
  LETTERSTREAM_API_BASE: optionalUrl("LETTERSTREAM_API_BASE"),
  SMTP_URL: optionalUrl("SMTP_URL"),
  MAIL_FROM: optionalText,
  SUPPORT_CHAT_SRC: optionalUrl("SUPPORT_CHAT_SRC"),
  BANNER_TITLE: optionalText,
  BANNER_TEXT: optionalText,
  ALLOW_TEST_PROVIDERS: z.enum(["true", "false"]).default("false"),
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /* Off by default. A hop count (`1`), or the proxies' addresses or CIDR ranges, comma-separated. */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(false|[0-9]{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      "TRUST_PROXY must be a hop count (such as 1) or a comma-separated list of proxy addresses",
    )
    .refine(
      (value) => (/^[0-9]{1,2}$/.test(value) ? Number(value) >= 1 : true),
      "TRUST_PROXY's hop count must be at least 1",
    )
    .optional(),
  CLIENT_DIR: optionalText,
  MAIL_SIMULATION_STEP_SECONDS: z.coerce.number().positive().max(86_400).default(60),
  DISPATCH_INTERVAL_SECONDS: z.coerce.number().positive().max(3600).default(15),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  appUrl: string;
  dataDir: string;
  databaseUrl?: string;
  sessionSecret: string;
  stripe: { secretKey?: string; webhookSecret?: string; apiBase?: string };
  letterstream: { apiId?: string; apiKey?: string; apiBase?: string };
  smtpUrl?: string;
  mailFrom: string;
  supportChatSrc?: string;
  banner: { title: string; text: string };
  allowTestProviders: boolean;
  authRateLimitScale: number;
  /** Fastify's trustProxy: false, the proxies' addresses, or a trust function for a hop count. */
  trustProxy: false | string | ((address: string, hop: number) => boolean);
  logLevel: string;
  /** The built client; dist/client unless CLIENT_DIR says otherwise. */
  clientDir?: string;
  /** The simulated mailer moves a letter one status per step. */
  mailSimulationStepMs: number;
  dispatchIntervalMs: number;
}

export const DEFAULT_BANNER = {
  title: "Need help with your case?",
  text:
    "Our support team can answer questions about your letter, your order and mailing. " +
    "We can't restore accounts or speak for Meta, but we'll help you make your letter as clear as it can be.",
};

export class ConfigError extends Error {}

/** Parses the environment once at start; throws ConfigError with every problem listed. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === "production";
  const allowTestProviders = env.ALLOW_TEST_PROVIDERS === "true";
  const problems: string[] = [];
  if (production && !env.SESSION_SECRET) problems.push("SESSION_SECRET is required when NODE_ENV=production");
  if (production && !allowTestProviders) {
    if (!env.STRIPE_SECRET_KEY) {
      problems.push(
        "STRIPE_SECRET_KEY is required in production (the local test checkout is refused; set ALLOW_TEST_PROVIDERS=true to override)",
      );
    }
    if (!env.LETTERSTREAM_API_ID || !env.LETTERSTREAM_API_KEY) {
      problems.push(
        "LETTERSTREAM_API_ID and LETTERSTREAM_API_KEY are required in production (the simulated mailer is refused; set ALLOW_TEST_PROVIDERS=true to override)",
      );
    }
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    problems.push("STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set");
  }
  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n${problems.map((p) => `  ${p}`).join("\n")}`);

  const dataDir = path.resolve(env.DATA_DIR);
  return Object.freeze({
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    sessionSecret: env.SESSION_SECRET ?? developmentSecret(dataDir),
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE,
    },
    letterstream: {
      apiId: env.LETTERSTREAM_API_ID,
      apiKey: env.LETTERSTREAM_API_KEY,
      apiBase: env.LETTERSTREAM_API_BASE,
    },
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? "ReinstateLetter <no-reply@localhost>",
    supportChatSrc: env.SUPPORT_CHAT_SRC,
    banner: { title: env.BANNER_TITLE ?? DEFAULT_BANNER.title, text: env.BANNER_TEXT ?? DEFAULT_BANNER.text },
    allowTestProviders,
    authRateLimitScale: env.AUTH_RATE_LIMIT_SCALE,
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    clientDir: env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : undefined,
    mailSimulationStepMs: env.MAIL_SIMULATION_STEP_SECONDS * 1000,
    dispatchIntervalMs: env.DISPATCH_INTERVAL_SECONDS * 1000,
  });
}

/**
 * A hop count trusts that many proxies nearest the server, whatever their address (Fastify's own
 * number option now trusts none, so it is given as a function): the client's address is the entry
 * that many places from the end of X-Forwarded-For. Use it only when every request passes through
 * exactly that many proxies; otherwise list their addresses.
 */
function trustProxy(value: string | undefined): Config["trustProxy"] {
  if (!value || value === "false") return false;
  if (/^[0-9]+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.replace(/\s+/g, "");
}

/** Outside production the session secret is generated once and kept in DATA_DIR. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
