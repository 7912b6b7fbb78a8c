import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { BRAND } from "../../../domain/brand.ts";
import type { Db } from "../../db/client.ts";
import { passwordResetTokens, users } from "../../db/schema.ts";
import { emailWords } from "../../i18n/emails.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const FORGOT_PASSWORD_ANSWER =
  "If an account exists for that email, we've sent a link to reset your password. It works for 1 hour.";

export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Creates a single-use token and emails the link. The caller answers the same way whether or
 * not the account exists, and does not wait for the email.
 */
export async function requestPasswordReset(options: {
  db: Db;
  email: EmailSender;
  appUrl: string;
  now: Date;
  address: string;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { db, now, address } = options;
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.email, address));
  if (!user) return;
  const token = randomBytes(32).toString("base64url");
  /* Only the newest link works: sending one revokes every earlier unused one. */
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      token: hashResetToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
    });
  });
  const link = `${options.appUrl}/reset-password?token=${token}`;
  const words = emailWords(user.language);
  options.email
    .send({
      to: address,
      subject: words.t("email.reset.subject", { brand: BRAND }),
      text: [
        words.greeting(user.firstName),
        "",
        words.t("email.reset.asked", { brand: BRAND }),
        "",
        link,
        "",
        words.t("email.reset.once"),
      ].join("\n"),
      language: words.language,
      logNote: link,
    })
    .catch((error: unknown) => options.log.error({ err: error }, "password reset email failed"));
}
