import { execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type Page } from "@playwright/test";
import { refuseTakenPort, waitForHealth } from "../../scripts/wait-for-health.ts";
import { scaled } from "../timeouts.ts";
import { PASSWORD } from "./fixtures.ts";

/**
 * The admin e2e test runs its own server: PGlite lets one process open a database, and the only
 * way to make an admin is the `npm run admin` CLI, which needs the database while no server has it.
 */
export interface OwnServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

function serverEnv(dataDir: string, port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "development",
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: "",
    MAIL_SIMULATION_STEP_SECONDS: "3",
    DISPATCH_INTERVAL_SECONDS: "1",
    AUTH_RATE_LIMIT_SCALE: "20",
    LOG_LEVEL: "warn",
    ...extra,
  };
}

/** `entry`: the script that starts the app (the real one unless a test moves the clock, see clock-server.ts). */
export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
  entry = "src/server/main.ts",
): Promise<OwnServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  await refuseTakenPort(baseUrl);
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    env: serverEnv(dataDir, port, env),
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitForHealth(baseUrl, child, { timeoutMs: scaled(60_000) });
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Registers an account through the API, as the browser would (same-origin request). */
export async function registerByApi(baseUrl: string, email: string, firstName: string) {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password: PASSWORD, firstName, lastName: "Tester" }),
  });
  if (!response.ok) throw new Error(`register ${email}: ${response.status} ${await response.text()}`);
}

/** `npm run admin -- grant <email>` against the stopped server's database. */
export async function grantAdmin(dataDir: string, port: number, email: string) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "scripts/admin.ts", "grant", email],
    {
      env: serverEnv(dataDir, port),
    },
  );
  if (!stdout.includes("is now an admin")) throw new Error(`admin grant failed: ${stdout}`);
}

/**
 * A server of its own with an admin already made: making one needs the admin CLI on a database
 * no server holds, so it starts, registers the accounts, stops, grants, and starts again.
 */
export async function startServerWithAdmin(
  port: number,
  accounts: { admin: string; users?: string[] },
  env: Record<string, string> = {},
): Promise<{ server: OwnServer; dataDir: string; cleanUp: () => Promise<void> }> {
  const root = mkdtempSync(path.join(tmpdir(), "e2e-admin-"));
  const dataDir = path.join(root, "data");
  const first = await startServer(dataDir, port);
  try {
    await registerByApi(first.baseUrl, accounts.admin, "Grace");
    for (const email of accounts.users ?? []) await registerByApi(first.baseUrl, email, "Ada");
  } finally {
    await first.stop();
  }
  await grantAdmin(dataDir, port, accounts.admin);
  const server = await startServer(dataDir, port, env);
  return {
    server,
    dataDir,
    cleanUp: async () => {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export async function signIn(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
}
