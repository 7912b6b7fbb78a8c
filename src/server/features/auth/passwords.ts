import { hash, verify } from "@node-rs/argon2";

/** @node-rs/argon2 defaults to argon2id with OWASP-recommended cost. */

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of nothing anyone knows, checked when the email is unknown so both paths take as long. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword("decoy-password-nobody-uses");
    await verify(await decoyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
