import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const folder = path.join(import.meta.dirname, "../../src/server/db/migrations");
const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
  entries: { idx: number; tag: string; when: number }[];
};

/**
 * The migrator runs a migration only when its time is later than the last one the database ran:
 * a migration listed, or dated, before one already deployed would never run on that database.
 */
describe("the migration journal", () => {
  it("lists every migration after the one before it, in number and in time, each with its file", () => {
    journal.entries.forEach((entry, index) => {
      expect(existsSync(path.join(folder, `${entry.tag}.sql`)), entry.tag).toBe(true);
      expect(entry.tag.startsWith(String(entry.idx).padStart(4, "0")), entry.tag).toBe(true);
      const before = journal.entries[index - 1];
      if (!before) return;
      expect(entry.idx, entry.tag).toBeGreaterThan(before.idx);
      expect(entry.when, entry.tag).toBeGreaterThan(before.when);
    });
  });
});
