import pg from "pg";
import type { ReadCache } from "./read-cache.ts";

const CHANNEL = "read_cache";
const RETRY_MS = 1000;
/** How often the listening connection is asked a `select 1`, and how long it has to answer. */
const HEARTBEAT_MS = 3000;
const HEARTBEAT_TIMEOUT_MS = 3000;

export interface CacheListener {
  close(): Promise<void>;
}

/**
 * Keeps one connection listening for writes made by other processes (migration 0007's triggers).
 * The cache is on only while that connection listens: when it errors, ends, or misses a heartbeat
 * (a connection can die without either end saying so), the cache is emptied and turned off, and a
 * new connection is tried every second.
 */
export async function listenForWrites(url: string, cache: ReadCache): Promise<CacheListener> {
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  function lost(client: pg.Client) {
    if (current !== client) return;
    current = undefined;
    clearInterval(heartbeat);
    cache.setEnabled(false);
    client.end().catch(() => {});
    if (closed) return;
    retry = setTimeout(() => void connect(), RETRY_MS);
    retry.unref();
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: url,
      application_name: "read-cache-listener",
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
    });
    current = client;
    client.on("notification", () => cache.clear());
    client.on("error", () => lost(client));
    client.on("end", () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      if (current !== client || closed) return;
      cache.setEnabled(true);
      heartbeat = setInterval(() => client.query("select 1").catch(() => lost(client)), HEARTBEAT_MS);
      heartbeat.unref();
    } catch {
      lost(client);
    }
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      cache.setEnabled(false);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}
