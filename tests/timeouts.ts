/**
 * Every fixed wait in the tests is multiplied by TEST_TIMEOUT_SCALE (CI sets it), so a machine busy
 * with other work slows the suite down instead of failing it. A wait still ends: a hang is a failure.
 */
export const TIMEOUT_SCALE = Math.max(1, Number(process.env.TEST_TIMEOUT_SCALE) || 1);

/** `ms` on a quiet machine, scaled for this one. */
export function scaled(ms: number): number {
  return Math.round(ms * TIMEOUT_SCALE);
}
