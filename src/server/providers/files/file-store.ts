import type { Readable } from "node:stream";

/**
 * Where uploaded files and their page pictures are kept, each under the SHA-256 of its bytes
 * (decision 0036). The database keeps what a file is and its SHA-256, never its bytes: a file
 * goes from the upload's temporary file to the store, and back to a reader as a stream.
 */
export interface FileStore {
  kind: "local" | "s3";
  /** The folder where uploads are written while they arrive (always on this machine). */
  incomingDir: string;
  /** Keeps the finished file at `source` under `sha256` and removes `source`; nothing changes when it is already kept. */
  putFile(sha256: string, source: string, size: number): Promise<void>;
  /** Keeps bytes already in memory (a page picture) under `sha256`. */
  putBytes(sha256: string, bytes: Uint8Array): Promise<void>;
  /** The kept file as a stream; rejects with MissingFile when nothing is kept under `sha256`. */
  read(sha256: string): Promise<Readable>;
  remove(sha256: string): Promise<void>;
}

/** Nothing is kept under that SHA-256. */
export class MissingFile extends Error {}

const SHA256 = /^[0-9a-f]{64}$/;

/** The key a file is kept under: only a SHA-256 in hex, so no name can reach outside the store. */
export function storeKey(sha256: string): string {
  if (!SHA256.test(sha256)) throw new Error(`not a SHA-256: ${sha256.slice(0, 80)}`);
  return `${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
}

/** Reads a whole kept file into memory: only for small ones (page pictures, bounded by their budget). */
export async function readWhole(store: FileStore, sha256: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.read(sha256)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
