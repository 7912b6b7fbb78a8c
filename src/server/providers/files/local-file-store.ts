import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { type FileStore, MissingFile, storeKey } from "./file-store.ts";

/**
 * The embedded default: a folder under DATA_DIR, one file per SHA-256 (`files/ab/cd/abcd…`).
 * A file appears whole: written elsewhere in the same folder tree, then renamed into place.
 */
export function createLocalFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, "files");
  const incomingDir = path.join(root, "incoming");
  const where = (sha256: string) => path.join(root, storeKey(sha256));

  async function isKept(target: string): Promise<boolean> {
    return stat(target).then(
      () => true,
      () => false,
    );
  }

  return {
    kind: "local",
    incomingDir,
    async putFile(sha256, source) {
      const target = where(sha256);
      if (await isKept(target)) {
        await rm(source, { force: true });
        return;
      }
      await mkdir(path.dirname(target), { recursive: true });
      await rename(source, target);
    },
    async putBytes(sha256, bytes) {
      const target = where(sha256);
      if (await isKept(target)) return;
      await mkdir(path.dirname(target), { recursive: true });
      const draft = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
      await writeFile(draft, bytes);
      await rename(draft, target);
    },
    async read(sha256) {
      const target = where(sha256);
      if (!(await isKept(target))) throw new MissingFile(sha256);
      return createReadStream(target) as Readable;
    },
    async remove(sha256) {
      await rm(where(sha256), { force: true });
    },
  };
}
