import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { createHashQueue } from "./hash-queue.ts";

/**
 * @node-rs/argon2 defaults to argon2id with OWASP-recommended cost: 19 MiB of memory per hash.
 * One hash per core runs at a time; the rest wait their client's turn (hash-queue.ts), at most 4
 * per client address and 32 per core in all.
 */
const slots = Math.max(1, availableParallelism());
let queue = createHashQueue({ slots, perClient: 4, total: slots * 32 });

/** AUTH_RATE_LIMIT_SCALE raises the waiting bounds too (load tests send every sign-in from one address). */
export function scaleHashQueue(scale: number): void {
  queue = createHashQueue({ slots, perClient: 4 * scale, total: slots * 32 * scale });
}
let ownHashes = 0;
function ownTurn(): string {
  ownHashes += 1;
  return `server:${ownHashes}`;
}

/**
 * `client` is who asks (their address), so one client's burst waits behind its own requests. The
 * server's own hashes (the admin command) have no client and are bounded only by the total.
 */
export function hashPassword(password: string, client = ownTurn()): Promise<string> {
  return queue.run(client, () => hash(password));
}

/** A hash of nothing anyone knows, checked when the email is unknown so both paths take as long. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
  client = ownTurn(),
): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hash("decoy-password-nobody-uses");
    const decoy = await decoyHash;
    await queue.run(client, () => verify(decoy, password));
    return false;
  }
  return queue.run(client, () => verify(storedHash, password));
}
