import fastifyCookie from "@fastify/cookie";
import fastifySession from "@fastify/session";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { type Db, pingDatabase } from "./db/client.ts";
import type { ReadCache } from "./db/read-cache.ts";
import type { Config } from "./env.ts";
import { type AppDeps, dispatchDeps, paymentDeps } from "./deps.ts";
import { authRoutes } from "./features/auth/routes.ts";
import { caseRoutes } from "./features/case/routes.ts";
import { escalationRoutes } from "./features/case/escalation-routes.ts";
import { readingCopyRoutes } from "./features/reading-copies/routes.ts";
import { evidenceRoutes } from "./features/evidence/routes.ts";
import { createSessionStore } from "./features/auth/session-store.ts";
import { scaleHashQueue } from "./features/auth/passwords.ts";
import { configRoutes } from "./features/config/routes.ts";
import { letterRoutes } from "./features/letters/routes.ts";
import { letterPagesRoutes } from "./features/letters/pages-routes.ts";
import { orderRoutes } from "./features/orders/routes.ts";
import { refuseBadUrl, registerErrorHandling } from "./http/errors.ts";
import { registerOriginCheck, registerSecurityHeaders } from "./http/security.ts";
import { registerSpa } from "./http/spa.ts";
import { createEmailSender, type EmailSender } from "./providers/email/email-sender.ts";
import { createFileStore } from "./providers/files/create-file-store.ts";
import { moveStoredBytes } from "./features/evidence/move-to-store.ts";
import { createLocalPayments } from "./providers/payments/local-payments.ts";
import { createStripeClient, createStripePayments } from "./providers/payments/stripe-payments.ts";
import { localCheckoutRoutes } from "./features/payments/local-checkout-routes.ts";
import { paymentRoutes } from "./features/payments/routes.ts";
import { startPaymentsWorker } from "./features/payments/payments-worker.ts";
import { adminRoutes } from "./features/admin/routes.ts";
import { dispatchRoutes } from "./features/dispatch/routes.ts";
import { createMailProvider } from "./features/dispatch/create-mail-provider.ts";
import { startDispatchWorker } from "./features/dispatch/dispatch-worker.ts";
import { loggerOptions } from "./http/log-lines.ts";
import { footerLine, withFooter, withTestModeNotice } from "./features/support/email-footer.ts";
import { supportRoutes } from "./features/support/routes.ts";
import { lettersPrepared } from "./features/letters/prepare-paid-letter.ts";
import { registerIdleTimer } from "./http/idle-timer.ts";

export interface BuildOptions {
  db: Db;
  /** The database's cache of hot reads (Database.readCache). */
  readCache: ReadCache;
  config: Config;
  clock?: () => Date;
  email?: EmailSender;
  logger?: boolean;
  /** How long a slow client may take; the defaults below unless a test shortens them. */
  timeouts?: Partial<typeof CONNECTION_TIMEOUTS>;
  /** Run the mail dispatch worker inside this process (main.ts does; tests call it directly). */
  dispatchWorker?: boolean;
}

/**
 * Slow clients are dropped: headers must arrive within 15 s and the whole request, body included,
 * within 2 minutes (an upload at the evidence limit over a slow phone line); an idle connection
 * closes after 30 s, but not while the server prepares its answer (idle-timer.ts).
 */
export const CONNECTION_TIMEOUTS = { headersMs: 15_000, requestMs: 120_000, idleMs: 30_000 };

const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** Builds the whole app from its dependencies; main.ts listens, tests call inject(). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const timeouts = { ...CONNECTION_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, config.nodeEnv === "production"),
    bodyLimit: 256 * 1024,
    frameworkErrors: refuseBadUrl,
    /* Behind a load balancer, request.ip is the client's address only when the proxy is trusted. */
    trustProxy: config.trustProxy,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
  });
  app.server.headersTimeout = timeouts.headersMs;
  const clock = options.clock ?? (() => new Date());
  scaleHashQueue(config.authRateLimitScale);
  const { mail, timings } = createMailProvider(config, db, clock);
  const deps: AppDeps = {
    db,
    readCache: options.readCache,
    config,
    clock,
    mail,
    dispatchTimings: timings,
    files: await createFileStore(config),
    email: withTestModeNotice(
      withFooter(
        options.email ??
          createEmailSender({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
        footerLine(config.supportEmail, config.appUrl),
      ),
      config.testMode,
    ),
    payments: config.stripe.secretKey
      ? createStripePayments(createStripeClient(config.stripe.secretKey, config.stripe.apiBase))
      : createLocalPayments(db, config.appUrl),
  };

  /* Files kept in the database before decision 0036 go to the file store before the first request. */
  await moveStoredBytes(db, deps.files, app.log);

  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerIdleTimer(app, timeouts.idleMs);
  app.addHook("onClose", () => lettersPrepared(db));
  registerSecurityHeaders(app, config);
  registerOriginCheck(app, config);

  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: config.sessionSecret,
    cookieName: "sid",
    saveUninitialized: false,
    rolling: false,
    store: createSessionStore(db, deps.readCache, deps.clock),
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      secure: config.nodeEnv === "production" || config.appUrl.startsWith("https:"),
      path: "/",
      maxAge: SESSION_LIFETIME_MS,
    },
  });

  app.get("/healthz", async () => {
    await pingDatabase(db);
    return { status: "ok" };
  });
  await authRoutes(app, deps);
  await configRoutes(app, deps);
  await letterRoutes(app, deps);
  await letterPagesRoutes(app, deps);
  await orderRoutes(app, deps);
  await paymentRoutes(app, deps);
  if (deps.payments.kind === "local") await localCheckoutRoutes(app, deps);
  await adminRoutes(app, deps);
  await caseRoutes(app, deps);
  await escalationRoutes(app, deps);
  await readingCopyRoutes(app, deps);
  await evidenceRoutes(app, deps);
  await dispatchRoutes(app, deps);
  await supportRoutes(app, deps);
  await registerSpa(app, config.clientDir);

  if (options.dispatchWorker) {
    const worker = startDispatchWorker(dispatchDeps(app, deps), config.dispatchIntervalMs);
    const payments = startPaymentsWorker(paymentDeps(app, deps), config.dispatchIntervalMs);
    app.addHook("onClose", () => Promise.all([worker.stop(), payments.stop()]).then(() => undefined));
  }
  return app;
}
