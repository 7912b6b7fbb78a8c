import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  resetTokenSchema,
} from "../../../domain/accounts/auth.ts";
import { setLanguageSchema } from "../../../domain/i18n/language-schema.ts";
import type { AppDeps } from "../../deps.ts";
import { enforceRateLimits, MINUTE } from "../../http/rate-limit.ts";
import { answerText } from "../../i18n/answers.ts";
import { findUser, requireUser } from "./current-user.ts";
import { registerUser } from "./register-user.ts";
import { FORGOT_PASSWORD_ANSWER, requestPasswordReset } from "./request-password-reset.ts";
import { checkResetToken, resetPassword } from "./reset-password.ts";
import { setLanguage } from "./set-language.ts";
import { signInWithLimits } from "./sign-in.ts";

const WINDOW = 15 * MINUTE;

const SIGN_OUT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 4rem auto; padding: 0 1rem; color: #0f172a">
<h1 style="font-size: 1.5rem">Sign out?</h1>
<p>Another site sent you here. Select the button to sign out, or go back to the app.</p>
<form method="post" action="/api/logout"><button type="submit" style="font: inherit; padding: 0.5rem 1rem">Sign out</button></form>
<p><a href="/">Back to the app</a></p>
</body></html>`;

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config, clock } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limit = (limits: { key: string; max: number; windowMs: number }[]) =>
    enforceRateLimits(db, limits, clock(), config.authRateLimitScale);

  /**
   * A new session id at sign-in, so an id planted before sign-in is worthless. A request that came
   * with no session cookie already has a new id, made for it: it is saved once, not replaced.
   */
  async function signIn(request: FastifyRequest, userId: number) {
    if (request.cookies.sid !== undefined) await request.session.regenerate();
    request.session.userId = userId;
    await request.session.save();
  }

  // Signed out is an answer here, not an error: 200 with null (the spec allows "error or empty").
  api.get("/api/auth/user", async (request) => findUser(request, db));

  /* The account's language (en, es), chosen with the site's language switch. */
  api.put("/api/auth/user/language", { schema: { body: setLanguageSchema } }, async (request) => {
    const user = await requireUser(request, db);
    return setLanguage(db, user.id, request.body.language, clock());
  });

  /* Limits and the lock of an email under attack: sign-in.ts. */
  api.post("/api/auth/login", { schema: { body: loginSchema } }, async (request) => {
    const signInDeps = {
      db,
      email: deps.email,
      appUrl: config.appUrl,
      now: clock,
      scale: config.authRateLimitScale,
      log: request.log,
    };
    const user = await signInWithLimits(signInDeps, request.body, request.ip);
    await signIn(request, user.id);
    return user;
  });

  api.post("/api/auth/register", { schema: { body: registerSchema } }, async (request, reply) => {
    await limit([{ key: `register:ip:${request.ip}`, max: 10, windowMs: 60 * MINUTE }]);
    const user = await registerUser(db, request.body, request.ip);
    await signIn(request, user.id);
    return reply.status(201).send(user);
  });

  api.post("/api/auth/forgot-password", { schema: { body: forgotPasswordSchema } }, async (request) => {
    await limit([
      { key: `forgot:ip:${request.ip}`, max: 20, windowMs: WINDOW },
      { key: `forgot:email:${request.body.email}`, max: 5, windowMs: WINDOW },
    ]);
    await requestPasswordReset({
      db,
      email: deps.email,
      appUrl: config.appUrl,
      now: clock(),
      address: request.body.email,
      log: request.log,
    });
    return { message: answerText(request, FORGOT_PASSWORD_ANSWER) };
  });

  /* A POST, so the token stays out of access logs; answers 400 with the reason when the link no longer works. */
  api.post("/api/auth/reset-password/check", { schema: { body: resetTokenSchema } }, async (request) => {
    await limit([{ key: `reset:ip:${request.ip}`, max: 10, windowMs: WINDOW }]);
    await checkResetToken(db, request.body.token, clock());
    return { valid: true };
  });

  api.post("/api/auth/reset-password", { schema: { body: resetPasswordSchema } }, async (request) => {
    await limit([{ key: `reset:ip:${request.ip}`, max: 10, windowMs: WINDOW }]);
    await resetPassword(db, request.body, clock(), request.ip);
    return {
      message: answerText(request, "Your password has been reset. You can now sign in with your new password."),
    };
  });

  api.post("/api/auth/logout", async (request) => {
    const message = answerText(request, "You have been signed out.");
    await request.session.destroy();
    return { message };
  });

  /*
   * The mobile menu's sign-out link. Only a navigation from our own pages (or typed in the address
   * bar) signs out at once; a link on another site gets a page that asks first, so it cannot sign
   * a user out behind their back.
   */
  app.get("/api/logout", async (request, reply) => {
    const site = request.headers["sec-fetch-site"];
    if (site !== "same-origin" && site !== "none") return reply.type("text/html; charset=utf-8").send(SIGN_OUT_PAGE);
    await request.session.destroy();
    return reply.redirect("/");
  });

  /* The button of that page: a same-origin form post, checked like every other change. */
  app.post("/api/logout", async (request, reply) => {
    await request.session.destroy();
    return reply.redirect("/", 303);
  });

  app.get("/api/login", async (_request, reply) => reply.redirect("/login"));
}
