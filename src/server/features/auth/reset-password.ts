import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { ResetPasswordInput } from "../../../domain/accounts/auth.ts";
import { AppError } from "../../../domain/errors.ts";
import type { Db } from "../../db/client.ts";
import { passwordResetTokens, sessions, users } from "../../db/schema.ts";
import { hashPassword } from "./passwords.ts";
import { hashResetToken } from "./request-password-reset.ts";

const INVALID = "This password reset link has already been used, is invalid or has expired. Please request a new one.";

/** Whether a reset link still works (unused and not expired), so the page can say so before the form. */
export async function checkResetToken(db: Db, token: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.token, hashResetToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  if (!row) throw new AppError("invalid_input", INVALID, { token: INVALID });
}

/** Uses the token once, sets the new password and signs the user out everywhere. */
export async function resetPassword(db: Db, input: ResetPasswordInput, now: Date, client?: string): Promise<void> {
  const password = await hashPassword(input.newPassword, client);
  await db.transaction(async (tx) => {
    const [token] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.token, hashResetToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!token) throw new AppError("invalid_input", INVALID, { token: INVALID });
    /* A successful reset revokes every other link still out there. */
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)));
    await tx.update(users).set({ password, updatedAt: now }).where(eq(users.id, token.userId));
    await tx.delete(sessions).where(sql`(${sessions.sess}->>'userId')::int = ${token.userId}`);
  });
}
