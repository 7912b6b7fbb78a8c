import type { SessionStore } from "@fastify/session";
import { eq, lt } from "drizzle-orm";
import type { Session } from "fastify";
import type { Db } from "../../db/client.ts";
import { sessions } from "../../db/schema.ts";

const DEFAULT_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** A session store on the `sessions` table, so any server instance can serve any user. */
export function createSessionStore(db: Db, clock: () => Date): SessionStore {
  let lastCleanup = 0;

  async function removeExpired(now: Date) {
    if (now.getTime() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = now.getTime();
    await db.delete(sessions).where(lt(sessions.expire, now));
  }

  return {
    get(sid, callback) {
      db.select()
        .from(sessions)
        .where(eq(sessions.sid, sid))
        .then(([row]) => {
          if (!row || row.expire <= clock()) return callback(null, null);
          callback(null, row.sess as Session);
        }, callback);
    },
    set(sid, session, callback) {
      const now = clock();
      const expires = session.cookie?.expires ? new Date(session.cookie.expires) : new Date(now.getTime() + DEFAULT_LIFETIME_MS);
      const sess = JSON.parse(JSON.stringify(session));
      db.insert(sessions)
        .values({ sid, sess, expire: expires })
        .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire: expires } })
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
