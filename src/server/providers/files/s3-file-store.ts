import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { S3Settings } from "../../env.ts";
import { type FileStore, MissingFile, storeKey } from "./file-store.ts";

/**
 * Files in an S3-compatible bucket, for several server instances: the same keys as the local
 * folder (`ab/cd/abcd…`). Uploads still arrive in a folder on this machine, then go to the bucket
 * as a stream of known length. Checksums are sent only where a service requires them: R2 and
 * MinIO do not all accept the SDK's newer default ones.
 */
export async function createS3FileStore(settings: S3Settings, dataDir: string): Promise<FileStore> {
  /* Loaded here, never at start-up: a server on the local folder does not hold the SDK. */
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } =
    await import("@aws-sdk/client-s3");
  const isNotFound = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;

  async function isKept(Key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  return {
    kind: "s3",
    incomingDir: path.join(dataDir, "files", "incoming"),
    async putFile(sha256, source, size) {
      const Key = storeKey(sha256);
      try {
        if (!(await isKept(Key)))
          await client.send(new PutObjectCommand({ Bucket, Key, Body: createReadStream(source), ContentLength: size }));
      } finally {
        await rm(source, { force: true });
      }
    },
    async putBytes(sha256, bytes) {
      const Key = storeKey(sha256);
      if (await isKept(Key)) return;
      await client.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentLength: bytes.byteLength }));
    },
    async read(sha256) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: storeKey(sha256) }));
        return answer.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) throw new MissingFile(sha256);
        throw error;
      }
    },
    async remove(sha256) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: storeKey(sha256) }));
    },
  };
}
