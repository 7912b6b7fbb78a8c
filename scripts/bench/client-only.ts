/** Builds the client, starts the real server on a temporary data directory, and prints the client bench sections. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { measureClientSize } from "./client-size.ts";
import { runLighthouse } from "./lighthouse.ts";

const PORT = 5801;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CLIENT_DIR = path.resolve("dist/client");

function buildClient(): void {
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error(`vite build exited with ${build.status}`);
}

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      CLIENT_DIR,
      NODE_ENV: "production",
      ALLOW_TEST_PROVIDERS: "true",
      SESSION_SECRET: "client-bench-session-secret-of-enough-length",
      LOG_LEVEL: "warn",
    },
  });
}

async function waitForHealth(server: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode} before /healthz answered.`);
    const healthy = await fetch(`${BASE_URL}/healthz`).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${BASE_URL}/healthz did not answer within ${timeoutMs / 1000} s.`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

async function main(): Promise<void> {
  const skipBuild = process.argv.includes("--no-build");
  const only = process.argv.find((arg) => arg === "--size" || arg === "--lighthouse");
  if (!skipBuild) buildClient();
  if (only !== "--lighthouse") console.log(await measureClientSize(CLIENT_DIR));
  if (only === "--size") return;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "client-bench-"));
  const server = startServer(dataDir);
  try {
    await waitForHealth(server);
    console.log(await runLighthouse(`${BASE_URL}/`));
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
