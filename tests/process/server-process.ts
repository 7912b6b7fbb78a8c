import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { SERVER_ALLOCATOR_ENV, SERVER_NODE_FLAGS } from "../../scripts/server-flags.mjs";
import { waitForHealth } from "../../scripts/wait-for-health.ts";
import { scaled } from "../timeouts.ts";

export interface ServerProcess {
  name: string;
  url: string;
  port: number;
  pid: number;
  /** The last lines the process wrote to stdout and stderr. */
  output(): string;
  /** SIGKILL, as a crash or an OOM killer would: no shutdown code runs. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown. */
  stop(): Promise<void>;
}

const SERVER_ENTRY = "src/server/main.ts";
const STARTUP_TIMEOUT_MS = scaled(45_000);
const OUTPUT_LINES = 200;
const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/** The settings every spawned server shares; `env` adds the database and the providers. */
function serverEnv(port: number, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: "test",
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: "process-test-secret-that-is-long-enough",
    AUTH_RATE_LIMIT_SCALE: "20",
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    ...env,
  };
}

class PortTakenError extends Error {}

/** How to run the server: its source through tsx, or a built bundle as `npm start` runs it. */
interface Launch {
  args: string[];
  env: Record<string, string>;
}
const FROM_SOURCE: Launch = { args: ["--import", "tsx", SERVER_ENTRY], env: {} };

/**
 * Spawns `node --import tsx src/server/main.ts` and waits for /healthz. Pass `port` to come back
 * on the same address; if something else took the port meanwhile, the server gets a fresh one.
 */
export async function startServer(name: string, env: Record<string, string>, port?: number): Promise<ServerProcess> {
  return launchServer(name, env, FROM_SOURCE, port);
}

/**
 * Spawns the bundle built in `builtDir` (scripts/build-server.mjs) with `npm start`'s Node flags
 * and allocator settings (scripts/server-flags.mjs): the server as it runs in production.
 */
export async function startBuiltServer(name: string, env: Record<string, string>, builtDir: string) {
  const launch = { args: [...SERVER_NODE_FLAGS, `${builtDir}/main.js`], env: SERVER_ALLOCATOR_ENV };
  return launchServer(name, env, launch);
}

async function launchServer(name: string, env: Record<string, string>, launch: Launch, port?: number) {
  killChildrenWhenThisProcessExits();
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnServer(name, env, attempt === 1 && port !== undefined ? port : await freePort(), launch);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt >= 3) throw error;
    }
  }
}

async function spawnServer(
  name: string,
  env: Record<string, string>,
  chosenPort: number,
  launch: Launch,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, launch.args, {
    env: { ...launch.env, ...serverEnv(chosenPort, env) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  const lines: string[] = [];
  const keep = (stream: string) => (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (line.trim()) lines.push(`[${name} ${stream}] ${line}`);
    }
    lines.splice(0, Math.max(0, lines.length - OUTPUT_LINES));
  };
  child.stdout?.on("data", keep("out"));
  child.stderr?.on("data", keep("err"));

  const url = `http://127.0.0.1:${chosenPort}`;
  const server: ServerProcess = {
    name,
    url,
    port: chosenPort,
    pid: child.pid ?? -1,
    output: () => lines.join("\n"),
    kill: () => signal(child, "SIGKILL"),
    stop: async () => {
      const timer = setTimeout(() => child.kill("SIGKILL"), scaled(10_000));
      await signal(child, "SIGTERM");
      clearTimeout(timer);
    },
  };
  try {
    await waitForHealth(url, child, { timeoutMs: STARTUP_TIMEOUT_MS });
  } catch (error) {
    await server.kill();
    const message = `${name} did not start on port ${chosenPort}: ${(error as Error).message}\n${server.output()}`;
    throw server.output().includes("EADDRINUSE") ? new PortTakenError(message) : new Error(message);
  }
  return server;
}

/** For afterEach/afterAll: no spawned server outlives its test file, whatever failed. */
export async function killAllServers(): Promise<void> {
  await Promise.all([...running].map((child) => signal(child, "SIGKILL")));
}

async function signal(child: ChildProcess, name: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill(name);
  await exited;
}

function killChildrenWhenThisProcessExits() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once("exit", () => {
    for (const child of running) child.kill("SIGKILL");
  });
}

/** A port the OS has just handed out and taken back. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Rejects with `what` (and the servers' output) when the promise has not settled within `ms`. */
export async function within<T>(
  promise: Promise<T>,
  ms: number,
  what: string,
  servers: ServerProcess[] = [],
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms} ms\n${outputOf(servers)}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Polls `check` until it returns something other than undefined. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  options: { timeoutMs?: number; servers?: ServerProcess[] } = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? scaled(15_000);
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await sleep(100);
  }
  throw new Error(
    `${what}: not within ${timeoutMs} ms${last ? ` (last error: ${String(last)})` : ""}\n${outputOf(options.servers ?? [])}`,
  );
}

export function outputOf(servers: ServerProcess[]): string {
  return servers
    .map((server) => server.output())
    .filter(Boolean)
    .join("\n");
}
