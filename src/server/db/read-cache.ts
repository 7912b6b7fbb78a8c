/**
 * A per-process cache of hot reads (a session with its user, a user's order list), emptied as a
 * whole whenever anything is written:
 * - a write by this process empties it as soon as the statement or commit finishes, before the
 *   caller sees the result (`watchWrites`), so this process always reads its own writes;
 * - a write by another process empties it when PostgreSQL's notification arrives (migration 0007
 *   and cache-listener.ts); until the listener is connected and listening, nothing is cached.
 * A read that was in flight while the cache was emptied is not stored. Entries also expire after
 * `ttlMs`, which bounds how stale a read can be if a notification were ever lost.
 */
export interface ReadCache {
  /** The cached value, or what `load` reads, stored unless the cache was emptied meanwhile. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Whether a live entry is held for `key`. */
  has(key: string): boolean;
  /** Forgets every entry. */
  clear(): void;
  /** Turns caching on or off; either way the cache is emptied. */
  setEnabled(enabled: boolean): void;
  readonly enabled: boolean;
  readonly size: number;
}

export interface ReadCacheOptions {
  enabled: boolean;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const ttlMs = options.ttlMs ?? 10_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  let enabled = options.enabled;
  let generation = 0;

  function clear() {
    generation += 1;
    entries.clear();
  }

  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value as T;
      const startedIn = generation;
      const value = await load();
      if (enabled && generation === startedIn) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { value, expiresAt: now() + ttlMs });
      }
      return value;
    },
    has(key: string) {
      const entry = entries.get(key);
      return entry !== undefined && entry.expiresAt > now();
    },
    clear,
    setEnabled(on: boolean) {
      enabled = on;
      clear();
    },
    get enabled() {
      return enabled;
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * Statements that only read: one plain select. Anything else (writes, begin, commit, rollback,
 * several statements in one text) empties the cache when it finishes. None of our selects call a
 * function that writes.
 */
export function onlyReads(sqlText: string): boolean {
  return /^\s*select\b/i.test(sqlText) && !/;\s*\S/.test(sqlText);
}
