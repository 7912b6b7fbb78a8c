import type { FastifyReply } from "fastify";
import type { Db } from "../../db/client.ts";
import { enforceRateLimits, MINUTE } from "../../http/rate-limit.ts";
import { z } from "zod";
import { recordId } from "../../../domain/ids.ts";
import type { LetterFile } from "./letter-files.ts";

/** The params of every letter download route, the customer's, the case page's and the admin's. */
export const downloadParams = z.object({
  id: recordId,
  format: z.enum(["pdf", "word"], { error: "The format must be pdf or word" }),
});

/** Downloads per user per minute: far above what a person does, low enough that a script cannot queue up renders. */
export const DOWNLOADS_PER_MINUTE = 30;

/** Counts a download against the user's limit (DOWNLOADS_PER_MINUTE); over it, a 429. */
export function limitDownloads(
  deps: { db: Db; clock: () => Date; config: { authRateLimitScale: number } },
  userId: number,
): Promise<void> {
  return enforceRateLimits(
    deps.db,
    [{ key: `download:${userId}`, max: DOWNLOADS_PER_MINUTE, windowMs: MINUTE }],
    deps.clock(),
    deps.config.authRateLimitScale,
  );
}

export function sendFile(reply: FastifyReply, file: LetterFile) {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "private, no-store")
    .send(file.body);
}
