import { type ChildProcess, fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { EVIDENCE_MAX_PIXELS } from "../../../domain/case/evidence.ts";

/** How an image's trial decode ended: read, refused by the decoder, over its CPU time, or starved by a busy machine. */
export type DecodeVerdict = "decoded" | "unreadable" | "too-complex" | "busy";

/**
 * CPU time one image's decode may take in the decoder process: many times a 40-megapixel photo's
 * (under a second). Counted from the process's own CPU time, so a busy machine never makes an
 * honest image too complex: it only makes it wait, up to the wall-clock limit, then 503.
 */
let limits = { cpuMs: 8_000, wallMs: 25_000 };
const CHECK_MS = 50;
const STARTUP_LIMIT_MS = 60_000;
const IDLE_STOP_MS = 30_000;

let decoder: { child: ChildProcess; ready: Promise<void>; idle?: NodeJS.Timeout } | undefined;
let nextId = 1;

/** Sets the decoder's limits (tests shorten them); answers the ones before. */
export function setDecodeLimits(next: typeof limits): typeof limits {
  const before = limits;
  limits = next;
  return before;
}

/** The process's CPU time in ms (user and system, every thread), from Linux's /proc; undefined elsewhere. */
function processCpuMs(pid: number | undefined): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

/** The decoder process: the bundled file in production, the TypeScript source through tsx in development and tests. */
function startDecoder(): NonNullable<typeof decoder> {
  const here = import.meta.url;
  const child = here.endsWith(".ts")
    ? fork(fileURLToPath(new URL("./image-decoder.ts", here)), {
        execArgv: ["--import", "tsx"],
        serialization: "advanced",
      })
    : fork(fileURLToPath(new URL("./image-decoder.js", here)), { serialization: "advanced" });
  const ready = new Promise<void>((resolve, reject) => {
    const startup = setTimeout(() => reject(new Error("the image decoder did not start")), STARTUP_LIMIT_MS);
    child.once("message", () => {
      clearTimeout(startup);
      resolve();
    });
    child.once("exit", () => reject(new Error("the image decoder stopped while starting")));
  });
  ready.catch(() => undefined);
  holdOpen(child, false);
  const started = { child, ready };
  child.once("exit", () => {
    if (decoder === started) decoder = undefined;
  });
  return started;
}

/** Whether the decoder keeps the server's process alive: only while it decodes. */
function holdOpen(child: ChildProcess, hold: boolean): void {
  const channel = child.channel as { ref?: () => void; unref?: () => void } | undefined;
  if (hold) {
    child.ref();
    channel?.ref?.();
  } else {
    child.unref();
    channel?.unref?.();
  }
}

function stopDecoder(): void {
  decoder?.child.kill("SIGKILL");
  decoder = undefined;
}

/**
 * Decodes every pixel of an image in the decoder process, once, before the server's own pipeline
 * touches it, and says how that went. One image at a time (its caller queues them). Past its CPU
 * time the process is killed (too complex); past the wall clock with CPU time to spare, the
 * machine was too busy (busy). Where CPU time cannot be read, the wall clock alone says too complex.
 */
export async function decodeWithinLimit(bytes: Uint8Array): Promise<DecodeVerdict> {
  decoder ??= startDecoder();
  const current = decoder;
  clearTimeout(current.idle);
  try {
    await current.ready;
  } catch {
    stopDecoder();
    return "busy";
  }
  const id = nextId++;
  holdOpen(current.child, true);
  const verdict = await new Promise<DecodeVerdict>((resolve) => {
    const cpuStart = processCpuMs(current.child.pid);
    const startedAt = Date.now();
    const done = (result: DecodeVerdict) => {
      clearInterval(watch);
      current.child.off("message", onMessage);
      current.child.off("exit", onExit);
      resolve(result);
    };
    const onMessage = (message: { id?: number; ok?: boolean }) => {
      if (message.id === id) done(message.ok ? "decoded" : "unreadable");
    };
    const onExit = () => done("too-complex");
    const watch = setInterval(() => {
      const cpu = processCpuMs(current.child.pid);
      const overCpu = cpuStart !== undefined && cpu !== undefined && cpu - cpuStart >= limits.cpuMs;
      const overWall = Date.now() - startedAt >= limits.wallMs;
      if (!overCpu && !overWall) return;
      stopDecoder();
      done(overCpu || cpuStart === undefined ? "too-complex" : "busy");
    }, CHECK_MS);
    current.child.on("message", onMessage);
    current.child.once("exit", onExit);
    current.child.send({ id, bytes, maxPixels: EVIDENCE_MAX_PIXELS });
  });
  if (decoder === current) {
    holdOpen(current.child, false);
    current.idle = setTimeout(stopDecoder, IDLE_STOP_MS);
    current.idle.unref();
  }
  return verdict;
}
