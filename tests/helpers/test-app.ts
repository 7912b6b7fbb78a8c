import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { type BuildOptions, buildApp } from "../../src/server/app.ts";
import type { Db } from "../../src/server/db/client.ts";
import type { ReadCache } from "../../src/server/db/read-cache.ts";
import { loadConfig } from "../../src/server/env.ts";
import type { EmailSender } from "../../src/server/providers/email/email-sender.ts";
import { createTestDatabase } from "./test-database.ts";

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  readCache: ReadCache;
  dataDir: string;
  /** Set on PostgreSQL: lets a test open a second pool, as another server instance would. */
  databaseUrl?: string;
  close(): Promise<void>;
}

export const TEST_SESSION_SECRET = "test-secret-that-is-long-enough-for-sessions";

/** The real app on a fresh copy of the migrated database, for inject() tests. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: () => Date;
    email?: EmailSender;
    timeouts?: BuildOptions["timeouts"];
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "app-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SESSION_SECRET: TEST_SESSION_SECRET,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    ...options.env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({
    db: database.db,
    readCache: database.readCache,
    config,
    clock: options.clock,
    email: options.email,
    timeouts: options.timeouts,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    readCache: database.readCache,
    dataDir,
    databaseUrl: database.url,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `sid=...` pair from a response's Set-Cookie, ready for a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.findLast((c) => c.name === "sid" && c.value !== "");
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `sid=${cookie.value}`;
}

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}@example.com`;
}

/** Whom GET /api/auth/user names for this cookie: the user, or null when signed out. */
export async function signedInUser(
  app: FastifyInstance,
  cookie: string,
): Promise<{ id: number; email: string } | null> {
  const response = await app.inject({ url: "/api/auth/user", headers: { cookie } });
  if (response.statusCode !== 200)
    throw new Error(`GET /api/auth/user answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** Registers a user through the API and returns its session cookie. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<Record<"email" | "password" | "firstName" | "lastName" | "language", string>> = {},
) {
  const body = {
    email: uniqueEmail(),
    password: "correct horse battery",
    firstName: "Ada",
    lastName: "Lovelace",
    ...overrides,
  };
  const response = await app.inject({ method: "POST", url: "/api/auth/register", payload: body });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookie(response), user: response.json(), password: body.password, email: body.email };
}
