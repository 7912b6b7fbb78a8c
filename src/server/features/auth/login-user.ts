import { eq, sql } from "drizzle-orm";
import type { LoginInput } from "../../../domain/accounts/auth.ts";
import { AppError } from "../../../domain/errors.ts";
import type { Db } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { users } from "../../db/schema.ts";
import { toCurrentUser } from "./current-user.ts";
import { verifyPassword } from "./passwords.ts";

const userByEmail = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.email, sql.placeholder("email")))
    .prepare("user_by_email"),
);

/** `client` (the caller's address) takes its turn in the hashing queue. */
export async function loginUser(db: Db, input: LoginInput, client?: string) {
  const [user] = await userByEmail(db).execute({ email: input.email });
  const valid = await verifyPassword(user?.password, input.password, client);
  if (!user || !valid) throw new AppError("unauthorized", "Invalid email or password.");
  return toCurrentUser(user);
}
