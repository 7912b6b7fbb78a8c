import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { E2E_PORT } from "../../playwright.config.ts";
import { refuseTakenPort, waitForHealth } from "../../scripts/wait-for-health.ts";
import { registerSchema } from "../../src/domain/accounts/auth.ts";
import { users } from "../../src/server/db/schema.ts";
import { openDatabase } from "../../src/server/db/open-database.ts";
import { registerUser } from "../../src/server/features/auth/register-user.ts";
import { unpackPgliteTemplate } from "../helpers/pglite-template.ts";
import { scaled } from "../timeouts.ts";
import { PASSWORD } from "./fixtures.ts";

/**
 * The admin e2e tests run their own server: PGlite lets one process open a database, and an admin
 * is made in the database (as the `npm run admin` CLI does) while no server has it.
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

/** A new data folder starts as a copy of the run's migrated template (see global-setup.ts): no initdb, no migrations. */
function copyTemplateInto(dataDir: string) {
  const template = process.env.E2E_PGLITE_TEMPLATE;
  const database = path.join(dataDir, "db");
  if (template && !existsSync(database)) unpackPgliteTemplate(template, database);
}

/**
 * The port of a spec's own server: `E2E_PORT` plus the spec's own offset (1 to 19), so that runs
 * started side by side with `E2E_PORT`s 20 apart never reach for the same port.
 */
export function ownServerPort(offset: number): number {
  if (!Number.isInteger(offset) || offset < 1 || offset > 19) throw new Error(`offset ${offset} is not 1 to 19`);
  return E2E_PORT + offset;
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
  copyTemplateInto(dataDir);
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

/**
 * Accounts made in a data folder no server holds, by the code behind POST /api/auth/register, with
 * the first one granted admin as `npm run admin -- grant` does: one server start instead of a start
 * to register, a stop for the CLI and a second start.
 */
async function seedAccounts(dataDir: string, accounts: { admin: string; users?: string[] }) {
  copyTemplateInto(dataDir);
  const database = await openDatabase({ dataDir, readCache: false });
  try {
    const people = [{ email: accounts.admin, firstName: "Grace" }];
    for (const email of accounts.users ?? []) people.push({ email, firstName: "Ada" });
    for (const person of people) {
      await registerUser(database.db, registerSchema.parse({ ...person, password: PASSWORD, lastName: "Tester" }));
    }
    const admin = registerSchema.shape.email.parse(accounts.admin);
    const granted = await database.db.update(users).set({ isAdmin: true }).where(eq(users.email, admin)).returning();
    if (granted.length !== 1) throw new Error(`admin grant failed for ${admin}`);
  } finally {
    await database.close();
  }
}

/** A server of its own with an admin (and any other accounts) already made. */
export async function startServerWithAdmin(
  port: number,
  accounts: { admin: string; users?: string[] },
  env: Record<string, string> = {},
): Promise<{ server: OwnServer; dataDir: string; cleanUp: () => Promise<void> }> {
  const root = mkdtempSync(path.join(tmpdir(), "e2e-admin-"));
  const dataDir = path.join(root, "data");
  await seedAccounts(dataDir, accounts);
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

/** Signs in through the API with the page's own session, for a test that is not about the sign-in form (auth.spec.ts is). */
export async function signInViaApi(page: Page, baseUrl: string, email: string) {
  const response = await page.request.post(`${baseUrl}/api/auth/login`, {
    data: { email, password: PASSWORD },
    headers: { origin: baseUrl },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
