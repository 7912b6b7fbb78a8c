import type { Config } from "../../env.ts";
import type { FileStore } from "./file-store.ts";
import { createLocalFileStore } from "./local-file-store.ts";
import { createS3FileStore } from "./s3-file-store.ts";

/**
 * The file store FILE_STORE names: the folder under DATA_DIR, or the S3-compatible bucket. The
 * AWS SDK is loaded only for the bucket: a server on the local folder never holds it in memory.
 */
export async function createFileStore(config: Pick<Config, "fileStore" | "dataDir">): Promise<FileStore> {
  const { fileStore, dataDir } = config;
  if (fileStore.kind === "local") return createLocalFileStore(dataDir);
  return createS3FileStore(fileStore, dataDir);
}
