import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { refuseTakenPort, waitForHealth } from "../wait-for-health.ts";

/** The served app's settings in the bench: production mode, the built-in test providers, no outside services. */
export const benchServerEnv = {
  NODE_ENV: "production",
  ALLOW_TEST_PROVIDERS: "true",
  SESSION_SECRET: "bench-secret-that-is-long-enough-for-it",
  SUPPORT_EMAIL: "support@example.com",
  AUTH_RATE_LIMIT_SCALE: "1000",
  STRIPE_SECRET_KEY: "",
  LETTERSTREAM_API_ID: "",
  LETTERSTREAM_API_KEY: "",
  SMTP_URL: "",
};

export interface ServerProcess {
  url: string;
  pid: number;
  /** Milliseconds from spawn until /healthz answered 200. */
  startMs: number;
  rssMb(): number;
  stop(): Promise<void>;
}

/**
 * Starts `entry` with plain Node and waits for /healthz. The default is `npm start`'s own script,
 * which runs the built server as its child: memory is read from that child.
 */
export async function startServer(options: {
  port: number;
  env: Record<string, string>;
  entry?: string;
}): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  await refuseTakenPort(url);
  const started = performance.now();
  const child = spawn(process.execPath, [options.entry ?? "scripts/start.mjs"], {
    env: { ...process.env, PORT: String(options.port), APP_URL: url, LOG_LEVEL: "warn", ...options.env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  /* Three minutes: on a machine shared with other work, compiling PGlite's WebAssembly alone can take one. */
  await waitForHealth(url, child, { everyMs: 20, timeoutMs: 180_000 }).catch(async (error: unknown) => {
    /* SIGTERM, which `scripts/start.mjs` passes on: SIGKILL would leave the served child running. */
    await stop(child);
    throw error;
  });
  const startMs = performance.now() - started;
  const pid = servedPid(child.pid ?? 0);
  return { url, pid, startMs, rssMb: () => rssMb(pid), stop: () => stop(child) };
}

/** The process that serves: the child `scripts/start.mjs` started, else the process itself. */
function servedPid(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  return children.length === 1 ? Number(children[0]) : pid;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Samples a value every `everyMs` while `work` runs; returns the work's result and the highest sample. */
export async function withPeak<T>(
  sample: () => number,
  work: Promise<T>,
  everyMs = 250,
): Promise<{ result: T; peak: number }> {
  let peak = sample();
  const timer = setInterval(() => {
    peak = Math.max(peak, sample());
  }, everyMs);
  try {
    return { result: await work, peak };
  } finally {
    clearInterval(timer);
  }
}

/** Runs a bench script's main and exits: 0 when it finished, 1 (printing the error) when it threw. */
export function runScript(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/** What `npm start` serves: the built client and the bundled server. */
export function buildProduct(): void {
  const result = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}
