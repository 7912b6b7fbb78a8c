import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres } from "../../src/server/db/client.ts";
import { maintenanceUrl } from "../setup/global-setup.ts";

/** A fresh, migrated database for one test file: a copy of the run's template (url set on PostgreSQL). */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const postgresTemplate = inject("postgresTemplate");
  if (postgresTemplate) return copyPostgresTemplate(postgresTemplate);
  const dump = new Blob([readFileSync(inject("pgliteTemplate"))]);
  return openPglite(undefined, { loadDataDir: dump, migrate: false });
}

async function copyPostgresTemplate(templateUrl: string): Promise<Database & { url: string }> {
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `${template}_f${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: maintenanceUrl(templateUrl) });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${template}"`);
        break;
      } catch (error) {
        // Two files copying the template at the same moment: wait and try again.
        if (attempt >= 20 || !String(error).includes("being accessed")) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { migrate: false });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: maintenanceUrl(templateUrl) });
      await cleanup.connect();
      try {
        await dropWhenUnused(cleanup, name);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * Drops a test's database once its connections have gone: forcing it at once would cut
 * connections a pool is still closing, which pg reports as an unhandled error in the test run.
 */
async function dropWhenUnused(admin: pg.Client, name: string) {
  for (let attempt = 1; attempt <= 50; attempt++) {
    try {
      await admin.query(`drop database if exists "${name}"`);
      return;
    } catch (error) {
      if (!String(error).includes("being accessed")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.query(`drop database if exists "${name}" with (force)`);
}
