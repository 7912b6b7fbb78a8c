import { readFileSync } from "node:fs";

/**
 * `npm start` with the time moved: the whole days written in the file CLOCK_OFFSET_FILE are added
 * to the real time of everything in this process (the app's clock, sessions' expiry, the mailer),
 * so a browser test can let a deadline pass. Only browser tests start the app this way.
 */
const DAY_MS = 86_400_000;
const RealDate = Date;
const offsetFile = process.env.CLOCK_OFFSET_FILE ?? "";
let offsetMs = 0;
let readAt = 0;

function currentOffset(): number {
  const real = RealDate.now();
  if (real - readAt > 50) {
    readAt = real;
    try {
      offsetMs = (Number(readFileSync(offsetFile, "utf8").trim()) || 0) * DAY_MS;
    } catch {
      offsetMs = 0;
    }
  }
  return offsetMs;
}

class MovedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + currentOffset());
    else super(...(args as [string | number | Date]));
  }

  static override now(): number {
    return RealDate.now() + currentOffset();
  }
}
globalThis.Date = MovedDate as DateConstructor;

await import("../../src/server/main.ts");
