import type { Config } from "../../env.ts";
import type { FileStore } from "./file-store.ts";
import { createLocalFileStore } from "./local-file-store.ts";
import { createS3FileStore } from "./s3-file-store.ts";

/** The file store FILE_STORE names: the folder under DATA_DIR, or the S3-compatible bucket. */
export function createFileStore(config: Pick<Config, "fileStore" | "dataDir">): FileStore {
  const { fileStore, dataDir } = config;
  return fileStore.kind === "s3" ? createS3FileStore(fileStore, dataDir) : createLocalFileStore(dataDir);
}
