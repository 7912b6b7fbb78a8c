import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/**
 * A finished document written to a temporary file and read back as a stream: the bytes leave
 * memory at once, and a client that reads slowly holds a file open, never the document
 * (decision 0036). The file is removed when the stream closes, read to the end or not.
 */
export async function spooled(bytes: Uint8Array, dir: string): Promise<{ stream: Readable; size: number }> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomUUID()}.out`);
  await writeFile(file, bytes, { mode: 0o600, flag: "wx" });
  const stream = createReadStream(file);
  stream.once("close", () => void rm(file, { force: true }));
  return { stream, size: bytes.byteLength };
}
