import { createHash, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { EVIDENCE_MESSAGES } from "../../../domain/case/evidence.ts";
import {
  CONTROL_CHARACTER,
  DISGUISING_CHARACTER,
  disguisingMessage,
  withoutMatches,
} from "../../../domain/control-characters.ts";
import { AppError } from "../../../domain/errors.ts";
import { requestArrived } from "../../http/idle-timer.ts";

/** An upload as it arrived: written to a temporary file while its SHA-256 was counted. */
export interface ReceivedUpload {
  /** The temporary file; the caller removes it (or the store takes it). */
  path: string;
  size: number;
  sha256: string;
  fileName: string;
  fields: Record<"caption" | "date", string>;
}

/**
 * The one file (field `file`) and the text fields of a multipart upload, with each limit's own
 * message. The file goes to `incomingDir` as it arrives, never whole into memory (decision 0036);
 * whatever fails, nothing of it is left behind.
 */
export async function readUpload(request: FastifyRequest, incomingDir: string): Promise<ReceivedUpload> {
  if (!request.isMultipart())
    throw new AppError("unsupported_media_type", "Send the file as multipart/form-data, in a field named file.");
  const fields: Record<string, string> = {};
  let file: Omit<ReceivedUpload, "fields"> | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || file) {
          for await (const _ of part.file);
          continue;
        }
        /* Named before the file is written: a bad name refuses the upload before it costs a disk write. */
        const fileName = cleanFileName(part.filename);
        file = { ...(await writeIncoming(part.file, incomingDir)), fileName };
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (file) await rm(file.path, { force: true });
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("payload_too_large", EVIDENCE_MESSAGES.tooLarge, { file: EVIDENCE_MESSAGES.tooLarge });
    if (code === "FST_FILES_LIMIT") throw new AppError("invalid_input", "Upload one file at a time.");
    if (code?.startsWith("FST_"))
      throw new AppError("invalid_input", "The upload could not be read. Choose the file and try again.");
    throw error;
  }
  requestArrived(request);
  if (!file || file.size === 0) {
    if (file) await rm(file.path, { force: true });
    throw new AppError("invalid_input", EVIDENCE_MESSAGES.noFile, { file: EVIDENCE_MESSAGES.noFile });
  }
  return { ...file, fields: { caption: fields.caption ?? "", date: fields.date ?? "" } };
}

/** Writes a file part to a new temporary file, counting its size and SHA-256 on the way. */
async function writeIncoming(
  source: NodeJS.ReadableStream & { truncated?: boolean },
  incomingDir: string,
): Promise<{ path: string; size: number; sha256: string }> {
  await mkdir(incomingDir, { recursive: true });
  const target = path.join(incomingDir, `${randomUUID()}.part`);
  const hash = createHash("sha256");
  let size = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, count, createWriteStream(target, { flags: "wx", mode: 0o600 }));
    if (source.truncated) throw Object.assign(new Error("file too large"), { code: "FST_REQ_FILE_TOO_LARGE" });
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  return { path: target, size, sha256: hash.digest("hex") };
}

/**
 * The device's file name, shown back as plain text: no folders, no control characters, 120
 * characters at most. A name that would display as another ("\u202egnp.exe") is refused.
 */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  if (DISGUISING_CHARACTER.test(base)) {
    const message = disguisingMessage("The file name");
    throw new AppError("invalid_input", `${message} Rename the file, then upload it.`, { file: message });
  }
  const clean = withoutMatches(base, CONTROL_CHARACTER).trim().slice(0, 120);
  return clean || "Untitled file";
}
