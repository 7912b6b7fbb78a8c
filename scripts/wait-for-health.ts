import type { ChildProcess } from "node:child_process";

/**
 * Polls `${url}/healthz` until it answers 200. Fails at once if `child` exits first, or after
 * `timeoutMs`; the caller decides what to do with the process then.
 */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  options: { timeoutMs?: number; everyMs?: number } = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 100));
  }
  throw new Error(`${url}/healthz did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Throws when something already listens at `url`, before a server is started there: its /healthz
 * would answer for ours, and the tests would run against a stranger (a server left from another run).
 */
export async function refuseTakenPort(url: string): Promise<void> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED") return;
  }
  throw new Error(
    `Something already listens at ${url}: stop it (a server left from another run?) or choose another port.`,
  );
}
