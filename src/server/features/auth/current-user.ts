import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { CurrentUser } from "../../../domain/accounts/auth.ts";
import { AppError } from "../../../domain/errors.ts";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";

declare module "fastify" {
  interface Session {
    userId?: number;
    /** The signed-in user as read with the session on this request (see session-store.ts). */
    user?: CurrentUser;
  }
}

/** The user columns a request needs (never the password hash). */
export const currentUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isAdmin: users.isAdmin,
  language: users.language,
};

/** Methods that only read: they may use the session as the read cache holds it. */
const READ_METHODS = new Set(["GET", "HEAD"]);

export function toCurrentUser(user: typeof users.$inferSelect): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
    language: user.language,
  };
}

/**
 * The signed-in user; null when signed out. A read uses the user read with the session (through
 * the read cache, see session-store.ts). A change (checkout, an admin action, anything but GET)
 * reads its session row and user again, so a session ended or an admin right revoked by another
 * server instance stops it at once.
 */
export async function findUser(request: FastifyRequest, db: Db): Promise<CurrentUser | null> {
  const { userId, user: readWithSession } = request.session;
  if (userId === undefined) return null;
  if (READ_METHODS.has(request.method) && readWithSession?.id === userId) return readWithSession;
  const [user] = await db
    .select(currentUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, userId))
    .where(and(eq(sessions.sid, request.session.sessionId), sql`(${sessions.sess}->>'userId')::int = ${userId}`));
  return user ?? null;
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
