import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { CurrentUser } from "../../../domain/auth.ts";
import { AppError } from "../../../domain/errors.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";

declare module "fastify" {
  interface Session {
    userId?: number;
    /** The signed-in user as read with the session on this request (see session-store.ts). */
    user?: CurrentUser;
  }
}

export function toCurrentUser(user: typeof users.$inferSelect): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
  };
}

/** The signed-in user, read with the session (see session-store.ts); null when signed out. */
export async function findUser(request: FastifyRequest, db: Db): Promise<CurrentUser | null> {
  const { userId, user: readWithSession } = request.session;
  if (readWithSession && readWithSession.id === userId) return readWithSession;
  if (userId === undefined) return null;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ? toCurrentUser(user) : null;
}

/** The signed-in user; 401 when signed out. */
export async function requireUser(request: FastifyRequest, db: Db): Promise<CurrentUser> {
  const user = await findUser(request, db);
  if (!user) throw new AppError("unauthorized", "Unauthorized");
  return user;
}

/** 401 when signed out, 403 for anyone who is not an admin. */
export async function requireAdmin(request: FastifyRequest, db: Db): Promise<CurrentUser> {
  const user = await requireUser(request, db);
  if (!user.isAdmin) throw new AppError("forbidden", "You need admin privileges to do this.");
  return user;
}
