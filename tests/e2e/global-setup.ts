import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_PORT } from "../../playwright.config.ts";
import { refuseTakenPort, waitForHealth } from "../../scripts/wait-for-health.ts";
import { unpackPgliteTemplate } from "../helpers/pglite-template.ts";
import { scaled } from "../timeouts.ts";
import { startSmtpCatcher } from "../stand-ins/smtp-catcher.ts";

/**
 * Writes a migrated database template, then starts an SMTP catcher and the real server on a copy
 * of it; returns the teardown. Specs that run a server of their own copy the same template
 * (E2E_PGLITE_TEMPLATE), so no server migrates from scratch.
 */
export default async function globalSetup() {
  const root = mkdtempSync(path.join(tmpdir(), "e2e-"));
  const template = path.join(root, "pglite-template.tar");
  execFileSync(process.execPath, ["--import", "tsx", "tests/e2e/write-pglite-template.ts", template], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  process.env.E2E_PGLITE_TEMPLATE = template;
  unpackPgliteTemplate(template, path.join(root, "data", "db"));
  const mailDir = path.join(root, "mail");
  mkdirSync(mailDir);
  const smtp = await startSmtpCatcher({ saveTo: mailDir });
  const baseUrl = `http://127.0.0.1:${E2E_PORT}`;
  await refuseTakenPort(baseUrl);
  const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(E2E_PORT),
      APP_URL: baseUrl,
      DATA_DIR: path.join(root, "data"),
      DATABASE_URL: "",
      SMTP_URL: smtp.url,
      AUTH_RATE_LIMIT_SCALE: "20",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealth(baseUrl, server, { timeoutMs: scaled(60_000) });
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_DATA_DIR = path.join(root, "data");

  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await smtp.close();
    rmSync(root, { recursive: true, force: true });
  };
}
