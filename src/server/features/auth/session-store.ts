import type { SessionStore } from "@fastify/session";
import { eq, lt, sql } from "drizzle-orm";
import type { Session } from "fastify";
import type { Db } from "../../db/client.ts";
import type { ReadCache } from "../../db/read-cache.ts";
import { sessions, users } from "../../db/schema.ts";
import { currentUserColumns } from "./current-user.ts";

const DEFAULT_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/**
 * A session store on the `sessions` table, so any server instance can serve any user. Reading a
 * session also reads its user in the same query: `session.user` is never stored. Reads go through
 * the process's read cache, which any write to sessions or users empties.
 */
export function createSessionStore(db: Db, readCache: ReadCache, clock: () => Date): SessionStore {
  let lastCleanup = 0;
  const readSession = db
    .select({ sess: sessions.sess, expire: sessions.expire, user: currentUserColumns })
    .from(sessions)
    .leftJoin(users, sql`${users.id} = (${sessions.sess}->>'userId')::int`)
    .where(eq(sessions.sid, sql.placeholder("sid")))
    .prepare("read_session_with_user");
  const saveSession = db
    .insert(sessions)
    .values({ sid: sql.placeholder("sid"), sess: sql.placeholder("sess"), expire: sql.placeholder("expire") })
    .onConflictDoUpdate({
      target: sessions.sid,
      set: { sess: sql.raw("excluded.sess"), expire: sql.raw("excluded.expire") },
    })
    .prepare("save_session");

  async function removeExpired(now: Date) {
    if (now.getTime() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = now.getTime();
    await db.delete(sessions).where(lt(sessions.expire, now));
  }

  return {
    get(sid, callback) {
      readCache
        .read(`session:${sid}`, () => readSession.execute({ sid }))
        .then(([row]) => {
          if (!row || row.expire <= clock()) return callback(null, null);
          const session = row.sess as Session;
          callback(null, { ...session, user: row.user ? { ...row.user } : undefined } as Session);
        }, callback);
    },
    set(sid, session, callback) {
      const now = clock();
      const expires = session.cookie?.expires
        ? new Date(session.cookie.expires)
        : new Date(now.getTime() + DEFAULT_LIFETIME_MS);
      const { user: _freshUser, ...sess } = JSON.parse(JSON.stringify(session)) as Session;
      saveSession
        .execute({ sid, sess, expire: expires })
        .then(() => removeExpired(now))
        .then(() => callback(), callback);
    },
    destroy(sid, callback) {
      db.delete(sessions)
        .where(eq(sessions.sid, sid))
        .then(() => callback(), callback);
    },
  };
}
