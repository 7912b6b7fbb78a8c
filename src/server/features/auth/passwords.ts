import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";

/**
 * @node-rs/argon2 defaults to argon2id with OWASP-recommended cost: 19 MiB of memory per hash.
 * At most one hash per core runs at a time, so a burst of sign-ups queues instead of holding
 * 19 MiB per request.
 */
const HASHES_AT_ONCE = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function oneSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < HASHES_AT_ONCE) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in line, or give it back.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return oneSlot(() => hash(password));
}

/** A hash of nothing anyone knows, checked when the email is unknown so both paths take as long. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword("decoy-password-nobody-uses");
    const decoy = await decoyHash;
    await oneSlot(() => verify(decoy, password));
    return false;
  }
  return oneSlot(() => verify(storedHash, password));
}
