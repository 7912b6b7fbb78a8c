import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres } from "../../src/server/db/client.ts";
import { writePgliteTemplate } from "../helpers/pglite-template.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one template database per run; each test file then copies it
 * (PGlite: a data-dir dump; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const database = await openPostgres(url, { max: 1 });
    await database.close();
    project.provide("postgresTemplate", url);
    project.provide("pgliteTemplate", "");
    return async () => dropCopies(url);
  }
  const dir = mkdtempSync(path.join(tmpdir(), "pglite-template-"));
  const file = path.join(dir, "template.tar");
  await writePgliteTemplate(file);
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
  return () => rmSync(dir, { recursive: true, force: true });
}

async function dropCopies(templateUrl: string) {
  const template = new URL(templateUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: maintenanceUrl(templateUrl) });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like $1", [
    `${template}_f%`,
  ]);
  for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  await admin.end();
}

export function maintenanceUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = "/postgres";
  return parsed.toString();
}
