/**
 * Whose file goes next when several wait for the one file worker: the oldest job of the account
 * whose last turn is furthest back (round robin), so one account's burst of files never makes
 * another account's single file wait behind all of it. An account never served comes first, in
 * the order its jobs arrived. The server's own jobs (no account) take turns as one more account.
 */
export function nextTurn(waiting: readonly { owner: string }[], lastTurn: ReadonlyMap<string, number>): number {
  let best = -1;
  let bestTurn = Number.POSITIVE_INFINITY;
  for (const [index, job] of waiting.entries()) {
    const turn = lastTurn.get(job.owner) ?? 0;
    if (turn < bestTurn) {
      best = index;
      bestTurn = turn;
    }
  }
  return best;
}

/** The owner of an account's file jobs. */
export function accountTurns(userId: number): string {
  return `user:${userId}`;
}

/** Accounts remembered at most; past this, those with nothing waiting are forgotten (they come first again). */
export const TURNS_REMEMBERED = 1_000;

/** Records that `owner` just had its turn; forgets idle accounts once too many are remembered. */
export function takeTurn(
  lastTurn: Map<string, number>,
  owner: string,
  waiting: readonly { owner: string }[],
  turn: number,
): void {
  lastTurn.set(owner, turn);
  if (lastTurn.size <= TURNS_REMEMBERED) return;
  const stillWaiting = new Set(waiting.map((job) => job.owner));
  for (const known of lastTurn.keys()) if (!stillWaiting.has(known) && known !== owner) lastTurn.delete(known);
}
