import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { BRAND } from "../../../domain/brand.ts";
import type { LoginInput } from "../../../domain/accounts/auth.ts";
import { AppError } from "../../../domain/errors.ts";
import { emailWords } from "../../i18n/emails.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { countAttempts, currentWindows, type Limit, MINUTE, refuseIfOver } from "../../http/rate-limit.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import { loginUser } from "./login-user.ts";

const WINDOW = 15 * MINUTE;
/** Failed sign-ins to one email, from every address, that lock it. */
export const EMAIL_LOCK_FAILURES = 20;
/** How long a sign-in to a locked email from an address that has not failed on it waits before its password is checked. */
export const LOCKED_SIGN_IN_DELAY_MS = 2_000;

export interface SignInDeps {
  db: Db;
  email: EmailSender;
  appUrl: string;
  now: () => Date;
  /** AUTH_RATE_LIMIT_SCALE: raises every ceiling (load tests only). */
  scale: number;
  log: FastifyBaseLogger;
}

function limitsFor(address: string, email: string) {
  return {
    /* Failed sign-ins only: nobody is locked out by someone else's successes. */
    addressOnEmail: { key: `login-failed:${address}:${email}`, max: 10, windowMs: WINDOW },
    address: { key: `login-failed:${address}`, max: 100, windowMs: WINDOW },
    email: { key: `login-failed-email:${email}`, max: EMAIL_LOCK_FAILURES, windowMs: WINDOW },
  } satisfies Record<string, Limit>;
}

/**
 * Checks a sign-in against its limits, then the password. Every lock is of an email and an address
 * together, so no address can lock out anyone else:
 * - an address that failed 10 times on an email is refused for that email for 15 minutes;
 * - an address that failed 100 times in all (whatever the emails) is slowed: each further attempt
 *   waits a moment, and is refused only for an email it already failed on;
 * - an email that failed 20 times from all addresses is locked the same way: the addresses that
 *   failed on it are refused, a new address with the right password gets in after the short wait,
 *   and the owner is told by email when the lock starts.
 */
export async function signInWithLimits(deps: SignInDeps, input: LoginInput, address: string) {
  const { db, scale } = deps;
  const limits = limitsFor(address, input.email);
  /* One read for all three windows: a sign-in is a few round trips to the database, not seven. */
  const [onEmail, fromAddress, email] = await currentWindows(
    db,
    [limits.addressOnEmail, limits.address, limits.email],
    deps.now(),
  );
  refuseIfOver([limits.addressOnEmail], [onEmail], deps.now(), scale);
  const failedHere = (onEmail?.count ?? 0) > 0;
  if ((email?.count ?? 0) >= limits.email.max * scale) {
    if (failedHere) {
      throw new AppError(
        "rate_limited",
        "This account is locked for a few minutes after many failed sign-ins. Please wait, or reset your password.",
      );
    }
    await new Promise((resolve) => setTimeout(resolve, LOCKED_SIGN_IN_DELAY_MS));
  } else if ((fromAddress?.count ?? 0) >= limits.address.max * scale) {
    if (failedHere) refuseIfOver([limits.address], [fromAddress], deps.now(), scale);
    await new Promise((resolve) => setTimeout(resolve, LOCKED_SIGN_IN_DELAY_MS));
  }
  try {
    return await loginUser(db, input, address);
  } catch (error) {
    if (error instanceof AppError && error.code === "unauthorized") {
      const [, , emailFailures] = await countAttempts(
        db,
        [limits.addressOnEmail, limits.address, limits.email],
        deps.now(),
      );
      if (emailFailures === limits.email.max * scale) tellOwnerOfLock(deps, input.email);
    }
    throw error;
  }
}

/** Sent once, when the failures reach the lock; to the address typed, so only if it is an account's. */
function tellOwnerOfLock(deps: SignInDeps, address: string): void {
  void (async () => {
    const [user] = await deps.db
      .select({ firstName: users.firstName, language: users.language })
      .from(users)
      .where(eq(users.email, address));
    if (!user) return;
    const words = emailWords(user.language);
    await deps.email.send({
      to: address,
      subject: words.t("email.locked.subject", { brand: BRAND }),
      text: [
        words.greeting(user.firstName),
        "",
        words.t("email.locked.tried", { brand: BRAND, count: EMAIL_LOCK_FAILURES }),
        words.t("email.locked.refused"),
        "",
        words.t("email.locked.notYou"),
        `${deps.appUrl}/forgot-password`,
      ].join("\n"),
      language: words.language,
    });
  })().catch((error: unknown) => deps.log.error({ err: error }, "sign-in lock email failed"));
}
