import type { MailProviderKind } from "./providers/mail/mail-provider.ts";
import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
  HOST: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.:-]+$/, "HOST must be an IP address or a host name, such as 0.0.0.0, 127.0.0.1 or ::")
    .default("0.0.0.0"),
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
  /* LetterStream's HTTP POST method takes 50 letters a day (decision 0038). */
  LETTERSTREAM_DAILY_LIMIT: z.coerce
    .number({ message: "LETTERSTREAM_DAILY_LIMIT must be a whole number of letters a day, such as 50" })
    .int("LETTERSTREAM_DAILY_LIMIT must be a whole number of letters a day, such as 50")
    .min(1, "LETTERSTREAM_DAILY_LIMIT must be at least 1")
    .max(100_000, "LETTERSTREAM_DAILY_LIMIT must be at most 100000")
    .default(50),
  MAIL_PROVIDER: z.enum(["letterstream", "lob", "simulated"]).optional(),
  LOB_API_KEY: optionalText,
  LOB_API_BASE: optionalUrl("LOB_API_BASE"),
  LOB_WEBHOOK_SECRET: optionalText,
  SMTP_URL: optionalUrl("SMTP_URL"),
  MAIL_FROM: optionalText,
  SUPPORT_CHAT_SRC: optionalUrl("SUPPORT_CHAT_SRC"),
  SUPPORT_EMAIL: optionalText.refine(
    (value) => value === undefined || z.email().safeParse(value).success,
    "SUPPORT_EMAIL must be an email address, such as help@example.com",
  ),
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
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().positive().max(86_400).default(300),
  ADMIN_ALERT_EMAIL: optionalText.refine(
    (value) => value === undefined || z.email().safeParse(value).success,
    "ADMIN_ALERT_EMAIL must be an email address, such as ops@example.com",
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  FILE_STORE: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalUrl("S3_ENDPOINT"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
});

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  /** The address the server listens on. */
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl?: string;
  sessionSecret: string;
  stripe: { secretKey?: string; webhookSecret?: string; apiBase?: string };
  letterstream: { apiId?: string; apiKey?: string; apiBase?: string; dailyLimit: number };
  /** The mail service new orders are handed to (orders already handed over stay with theirs). */
  mailProvider: MailProviderKind;
  lob: { apiKey?: string; apiBase?: string; webhookSecret?: string };
  smtpUrl?: string;
  mailFrom: string;
  supportChatSrc?: string;
  /** Where support messages go; shown in the footer, on /orders and in every email. */
  supportEmail: string;
  banner: { title: string; text: string };
  allowTestProviders: boolean;
  /**
   * ALLOW_TEST_PROVIDERS=true and a test key or built-in stand-in is in use: nothing is really
   * charged or mailed, and every page (a banner) and every email says "test mode".
   */
  testMode: boolean;
  authRateLimitScale: number;
  /** Fastify's trustProxy: false, the proxies' addresses, or a trust function for a hop count. */
  trustProxy: false | string | ((address: string, hop: number) => boolean);
  logLevel: string;
  /** The built client; dist/client unless CLIENT_DIR says otherwise. */
  clientDir?: string;
  /** The simulated mailer moves a letter one status per step. */
  mailSimulationStepMs: number;
  dispatchIntervalMs: number;
  /** How often open or unsettled checkouts are read again from the payment provider. */
  paymentReconcileMs: number;
  /** Where operator alerts go; every admin's address when unset. */
  adminAlertEmail?: string;
  /** Where uploaded files are kept: a folder under DATA_DIR, or an S3-compatible bucket (decision 0036). */
  fileStore: { kind: "local" } | ({ kind: "s3" } & S3Settings);
}

/** An S3-compatible bucket's settings (FILE_STORE=s3). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (Cloudflare R2, MinIO); AWS's own when absent. */
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
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
  if (production && !env.SUPPORT_EMAIL) {
    problems.push("SUPPORT_EMAIL is required when NODE_ENV=production (customers are told to write to it)");
  }
  const mailProvider = chooseMailProvider(env, problems);
  if (production && !allowTestProviders) {
    if (!env.STRIPE_SECRET_KEY) {
      problems.push(
        "STRIPE_SECRET_KEY is required in production (the local test checkout is refused; set ALLOW_TEST_PROVIDERS=true to override)",
      );
    }
    if (mailProvider === "simulated") {
      problems.push(
        "A mail provider is required in production: LETTERSTREAM_API_ID and LETTERSTREAM_API_KEY, or LOB_API_KEY (the simulated mailer is refused; set ALLOW_TEST_PROVIDERS=true to override)",
      );
    }
  }
  const testKeys = testKeyVariables(env);
  if (production && !allowTestProviders) {
    for (const name of testKeys) {
      problems.push(
        `${name} is a test key: it charges or mails nothing, so production refuses it (use a live key, or set ALLOW_TEST_PROVIDERS=true to run in test mode)`,
      );
    }
  }
  if (env.LOB_API_KEY && !env.LOB_WEBHOOK_SECRET) {
    problems.push("LOB_WEBHOOK_SECRET is required when LOB_API_KEY is set (Lob's tracking events are signed with it)");
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    problems.push("STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set");
  }
  const fileStore = chooseFileStore(env, problems);
  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n${problems.map((p) => `  ${p}`).join("\n")}`);

  const dataDir = path.resolve(env.DATA_DIR);
  return Object.freeze({
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
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
      dailyLimit: env.LETTERSTREAM_DAILY_LIMIT,
    },
    mailProvider,
    lob: { apiKey: env.LOB_API_KEY, apiBase: env.LOB_API_BASE, webhookSecret: env.LOB_WEBHOOK_SECRET },
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? "ReinstateLetter <no-reply@localhost>",
    supportChatSrc: env.SUPPORT_CHAT_SRC,
    supportEmail: env.SUPPORT_EMAIL ?? "support@localhost",
    banner: { title: env.BANNER_TITLE ?? DEFAULT_BANNER.title, text: env.BANNER_TEXT ?? DEFAULT_BANNER.text },
    allowTestProviders,
    testMode: allowTestProviders && (testKeys.length > 0 || !env.STRIPE_SECRET_KEY || mailProvider === "simulated"),
    authRateLimitScale: env.AUTH_RATE_LIMIT_SCALE,
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    clientDir: env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : undefined,
    mailSimulationStepMs: env.MAIL_SIMULATION_STEP_SECONDS * 1000,
    dispatchIntervalMs: env.DISPATCH_INTERVAL_SECONDS * 1000,
    paymentReconcileMs: env.PAYMENT_RECONCILE_SECONDS * 1000,
    adminAlertEmail: env.ADMIN_ALERT_EMAIL,
    fileStore,
  });
}

/**
 * The variables holding a provider's test key: Stripe's `sk_test_`/`rk_test_` keys take no real
 * money and Lob's `test_` keys mail nothing (both providers name their test keys so).
 */
export function testKeyVariables(env: { STRIPE_SECRET_KEY?: string; LOB_API_KEY?: string }): string[] {
  const names: string[] = [];
  if (env.STRIPE_SECRET_KEY && /^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY)) names.push("STRIPE_SECRET_KEY");
  if (env.LOB_API_KEY?.startsWith("test_")) names.push("LOB_API_KEY");
  return names;
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
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const draft = `${file}.${process.pid}.part`;
    writeFileSync(draft, randomBytes(32).toString("hex"), { mode: 0o600 });
    /* Linked into place whole, and only when no other instance got there first: then both use its secret. */
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  return readFileSync(file, "utf8").trim();
}

/**
 * MAIL_PROVIDER when set (its keys must be there); otherwise the provider whose keys are set, the
 * simulated mailer when none are, and a start-up error when both are.
 */
function chooseMailProvider(
  env: {
    MAIL_PROVIDER?: MailProviderKind;
    LETTERSTREAM_API_ID?: string;
    LETTERSTREAM_API_KEY?: string;
    LOB_API_KEY?: string;
  },
  problems: string[],
): MailProviderKind {
  const letterstream = Boolean(env.LETTERSTREAM_API_ID && env.LETTERSTREAM_API_KEY);
  const lob = Boolean(env.LOB_API_KEY);
  if (env.MAIL_PROVIDER === "letterstream" && !letterstream)
    problems.push("MAIL_PROVIDER=letterstream needs LETTERSTREAM_API_ID and LETTERSTREAM_API_KEY");
  if (env.MAIL_PROVIDER === "lob" && !lob) problems.push("MAIL_PROVIDER=lob needs LOB_API_KEY");
  if (env.MAIL_PROVIDER) return env.MAIL_PROVIDER;
  if (letterstream && lob) {
    problems.push(
      "Both LetterStream and Lob keys are set: choose which one new mail goes to with MAIL_PROVIDER=letterstream or MAIL_PROVIDER=lob",
    );
  }
  return letterstream ? "letterstream" : lob ? "lob" : "simulated";
}

/** FILE_STORE=s3 needs a bucket, and both keys or neither (then the AWS SDK's own chain finds them). */
function chooseFileStore(env: z.infer<typeof envSchema>, problems: string[]): Config["fileStore"] {
  if (env.FILE_STORE === "local") return { kind: "local" };
  if (!env.S3_BUCKET) problems.push("FILE_STORE=s3 needs S3_BUCKET");
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither");
  return {
    kind: "s3",
    bucket: env.S3_BUCKET ?? "",
    region: env.S3_REGION ?? "us-east-1",
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  };
}
