import { eq } from "drizzle-orm";
import type { RegisterInput } from "../../../domain/accounts/auth.ts";
import { DEFAULT_LANGUAGE } from "../../../domain/i18n/languages.ts";
import { AppError } from "../../../domain/errors.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { toCurrentUser } from "./current-user.ts";
import { hashPassword } from "./passwords.ts";

const DUPLICATE = "An account with this email already exists. Sign in instead, or reset your password.";

export async function registerUser(db: Db, input: RegisterInput, client?: string) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw new AppError("conflict", DUPLICATE);
  const password = await hashPassword(input.password, client);
  const [user] = await db
    .insert(users)
    .values({
      email: input.email,
      password,
      firstName: input.firstName,
      lastName: input.lastName,
      language: input.language ?? DEFAULT_LANGUAGE,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw new AppError("conflict", DUPLICATE);
  return toCurrentUser(user);
}
