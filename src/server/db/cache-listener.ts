import pg from "pg";
import type { ReadCache } from "./read-cache.ts";

const CHANNEL = "read_cache";
const RETRY_MS = 1000;

export interface CacheListener {
  close(): Promise<void>;
}

/**
 * Keeps one connection listening for writes made by other processes (migration 0007's triggers).
 * The cache is on only while that connection listens: when it drops, the cache is emptied and
 * turned off, and a new connection is tried every second.
 */
export async function listenForWrites(url: string, cache: ReadCache): Promise<CacheListener> {
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  function lost(client: pg.Client) {
    if (current !== client) return;
    current = undefined;
    cache.setEnabled(false);
    client.end().catch(() => {});
    if (closed) return;
    retry = setTimeout(() => void connect(), RETRY_MS);
    retry.unref();
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url, keepAlive: true, application_name: "read-cache-listener" });
    current = client;
    client.on("notification", () => cache.clear());
    client.on("error", () => lost(client));
    client.on("end", () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      if (current === client && !closed) cache.setEnabled(true);
    } catch {
      lost(client);
    }
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      cache.setEnabled(false);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}
