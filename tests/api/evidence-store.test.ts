import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { and, eq, isNotNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evidenceFiles, evidencePages } from "../../src/server/db/schema.ts";
import { moveStoredBytes } from "../../src/server/features/evidence/move-to-store.ts";
import { RECORD_PICTURES_BUDGET, UPLOAD_PICTURES_BUDGET } from "../../src/server/features/evidence/page-image.ts";
import { createLocalFileStore } from "../../src/server/providers/files/local-file-store.ts";
import { multipart, plainPdf } from "../helpers/evidence-files.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { noisyPdf, noisyPng } from "../helpers/noisy-files.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { scaled } from "../timeouts.ts";

/**
 * Evidence kept in the file store, never in the database (decision 0036): large ordinary files go
 * in and come back whole, a retry keeps one copy, and removing a file takes its bytes away.
 */
let t: TestApp;
let owner: { cookie: string; letterId: number };
beforeAll(async () => {
  t = await createTestApp();
  owner = await payingUser();
});
afterAll(() => t.close());

async function payingUser() {
  const { cookie } = await signUp(t.app);
  const letterId = await createLetter(t.app, cookie);
  await buyLetter(t.app, cookie, letterId);
  return { cookie, letterId };
}

function upload(bytes: Buffer, fileName: string, who = owner) {
  const body = multipart([{ name: "file", fileName, type: "application/octet-stream", bytes }]);
  return t.app.inject({
    method: "POST",
    url: `/api/demand-letters/${who.letterId}/evidence`,
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
  });
}

const download = (id: number, who = owner) =>
  t.app.inject({ url: `/api/demand-letters/${who.letterId}/evidence/${id}`, headers: { cookie: who.cookie } });
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const storePath = (sha: string) => path.join(t.dataDir, "files", sha.slice(0, 2), sha.slice(2, 4), sha);

describe("evidence in the local file store", () => {
  it(
    "keeps a 3.5 MB PDF and a 3.2 MB PNG in DATA_DIR, not the database, and gives each back whole",
    async () => {
      const pdf = await noisyPdf(1, 1080);
      const png = await noisyPng(1050, 1020);
      expect(pdf.length).toBeGreaterThan(3.4 * 1024 * 1024);
      expect(png.length).toBeGreaterThan(3.2 * 1024 * 1024);

      const pdfUpload = await upload(pdf, "scan.pdf");
      expect(pdfUpload.statusCode, pdfUpload.body).toBe(201);
      const pngUpload = await upload(png, "screenshot.png");
      expect(pngUpload.statusCode, pngUpload.body).toBe(201);

      const back = await download(pdfUpload.json().id);
      expect(back.statusCode).toBe(200);
      expect(back.headers["content-length"]).toBe(String(pdf.length));
      expect(sha256(back.rawPayload)).toBe(sha256(pdf));
      const image = await download(pngUpload.json().id);
      expect(image.statusCode).toBe(200);
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: "png", width: 1050, height: 1020 });

      const rows = await t.db
        .select({ sha256: evidenceFiles.sha256, bytes: evidenceFiles.bytes, size: evidenceFiles.size })
        .from(evidenceFiles)
        .where(eq(evidenceFiles.letterId, owner.letterId));
      expect(rows.map((row) => row.bytes)).toEqual([null, null]);
      for (const row of rows) expect(readFileSync(storePath(row.sha256)).length).toBe(row.size);
      /* The pictures too: named by SHA-256 in the rows, their bytes in the store. */
      const pages = await t.db.select().from(evidencePages);
      expect(pages.length).toBeGreaterThanOrEqual(2);
      for (const page of pages) {
        expect(page.jpeg).toBeNull();
        expect(readFileSync(storePath(page.sha256 ?? "")).length).toBe(page.size);
      }
      /* Nothing is left of the uploads as they arrived. */
      expect(readdirSync(path.join(t.dataDir, "files", "incoming"))).toEqual([]);
    },
    scaled(60_000),
  );

  it("answers a retry of the same file with the one already kept, and keeps one copy", async () => {
    const who = await payingUser();
    const pdf = await plainPdf("The reply Meta sent on November 2.");
    const first = await upload(pdf, "reply.pdf", who);
    expect(first.statusCode, first.body).toBe(201);
    const [again, atOnce] = await Promise.all([upload(pdf, "reply.pdf", who), upload(pdf, "reply.pdf", who)]);
    expect([again.statusCode, atOnce.statusCode]).toEqual([200, 200]);
    expect([again.json().id, atOnce.json().id]).toEqual([first.json().id, first.json().id]);
    const rows = await t.db.select().from(evidenceFiles).where(eq(evidenceFiles.letterId, who.letterId));
    expect(rows).toHaveLength(1);

    /* Another letter may keep the same file: a row of its own, the bytes once. */
    const other = await payingUser();
    const theirs = await upload(pdf, "reply.pdf", other);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(first.json().id);
    expect(existsSync(storePath(sha256(pdf)))).toBe(true);

    /* Deleted from one letter, the bytes stay for the other; deleted from both, they go. */
    const remove = (id: number, letter: typeof who) =>
      t.app.inject({
        method: "DELETE",
        url: `/api/demand-letters/${letter.letterId}/evidence/${id}`,
        headers: { cookie: letter.cookie },
      });
    expect((await remove(first.json().id, who)).statusCode).toBe(204);
    expect(existsSync(storePath(sha256(pdf)))).toBe(true);
    expect((await download(theirs.json().id, other)).statusCode).toBe(200);
    expect((await remove(theirs.json().id, other)).statusCode).toBe(204);
    expect(existsSync(storePath(sha256(pdf)))).toBe(false);
    /* Once gone, the same file is a new upload again. */
    expect((await upload(pdf, "reply.pdf", who)).statusCode).toBe(201);
  });

  it("moves files kept in database rows before to the store, once, and serves them from there", async () => {
    const who = await payingUser();
    const bytes = await plainPdf("Kept in the database before the file store.");
    const [row] = await t.db
      .insert(evidenceFiles)
      .values({
        letterId: who.letterId,
        kind: "pdf",
        caption: "Old reply",
        originalName: "old.pdf",
        size: bytes.length,
        sha256: sha256(bytes),
        bytes,
      })
      .returning({ id: evidenceFiles.id });
    const id = row?.id ?? 0;
    const moved = await moveStoredBytes(t.db, createLocalFileStore(t.dataDir), t.app.log);
    expect(moved).toBe(1);
    expect(await moveStoredBytes(t.db, createLocalFileStore(t.dataDir), t.app.log)).toBe(0);
    expect(await t.db.select().from(evidenceFiles).where(isNotNull(evidenceFiles.bytes))).toEqual([]);
    expect(readFileSync(storePath(sha256(bytes)))).toEqual(bytes);
    const back = await download(id, who);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload).toEqual(bytes);

    /* A row written by a server of the version before, running beside this one, moves on first read. */
    const late = await plainPdf("Written by an older server during a deploy.");
    const [lateRow] = await t.db
      .insert(evidenceFiles)
      .values({
        letterId: who.letterId,
        kind: "pdf",
        caption: "Late",
        originalName: "late.pdf",
        size: late.length,
        sha256: sha256(late),
        bytes: late,
      })
      .returning({ id: evidenceFiles.id });
    const lateBack = await download(lateRow?.id ?? 0, who);
    expect(lateBack.rawPayload).toEqual(late);
    const [after] = await t.db
      .select({ bytes: evidenceFiles.bytes })
      .from(evidenceFiles)
      .where(and(eq(evidenceFiles.id, lateRow?.id ?? 0)));
    expect(after?.bytes).toBeNull();
  });

  it("answers 404 with a clear message when a file's bytes are missing from the store", async () => {
    const who = await payingUser();
    const pdf = await plainPdf("A file whose bytes go missing.");
    const kept = await upload(pdf, "lost.pdf", who);
    expect(kept.statusCode).toBe(201);
    rmSync(storePath(sha256(pdf)));
    const response = await download(kept.json().id, who);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("This file's contents could not be found. Delete it and upload it again.");
  });

  it(
    "keeps at most the upload's budget of page pictures, and the record says which pages it leaves out",
    async () => {
      const who = await payingUser();
      /* 20 pages of noise: each picture is about 450 KB, so the budget holds 9 of them. */
      const pdf = await noisyPdf(20, 250);
      const response = await upload(pdf, "noise.pdf", who);
      expect(response.statusCode, response.body).toBe(201);
      const [file] = await t.db
        .select({ pageCount: evidenceFiles.pageCount })
        .from(evidenceFiles)
        .where(eq(evidenceFiles.id, response.json().id));
      expect(file?.pageCount).toBe(20);
      const pages = await t.db.select().from(evidencePages).where(eq(evidencePages.evidenceId, response.json().id));
      expect(pages.length).toBeGreaterThan(3);
      expect(pages.length).toBeLessThan(20);
      const total = pages.reduce((sum, page) => sum + (page.size ?? 0), 0);
      expect(total).toBeLessThanOrEqual(UPLOAD_PICTURES_BUDGET);
      /* At 100 DPI: a Letter page is 850 × 1100 pixels. */
      const [first] = pages;
      const picture = await sharp(readFileSync(storePath(first?.sha256 ?? ""))).metadata();
      expect([picture.width, picture.height]).toEqual([850, 1100]);
    },
    scaled(60_000),
  );

  it(
    "a case record carries at most its budget of pictures, and is streamed to the reader",
    async () => {
      const who = await payingUser();
      /* Five files of about 4 MB of pictures each: more than one record carries. */
      for (let n = 0; n < 5; n++) {
        const response = await upload(await noisyPdf(20, 250), `noise-${n}.pdf`, who);
        expect(response.statusCode, response.body).toBe(201);
      }
      const pages = await t.db
        .select({ size: evidencePages.size })
        .from(evidencePages)
        .innerJoin(evidenceFiles, eq(evidenceFiles.id, evidencePages.evidenceId))
        .where(eq(evidenceFiles.letterId, who.letterId));
      expect(pages.reduce((sum, page) => sum + (page.size ?? 0), 0)).toBeGreaterThan(RECORD_PICTURES_BUDGET);

      const record = await t.app.inject({
        url: `/api/demand-letters/${who.letterId}/download/proof`,
        headers: { cookie: who.cookie },
      });
      expect(record.statusCode, record.body.slice(0, 200)).toBe(200);
      expect(record.headers["content-length"]).toBe(String(record.rawPayload.length));
      /* The pictures within the budget, plus the cover, the letter and the separators. */
      expect(record.rawPayload.length).toBeLessThan(RECORD_PICTURES_BUDGET + 2 * 1024 * 1024);
      expect(record.rawPayload.length).toBeGreaterThan(RECORD_PICTURES_BUDGET - 5 * 1024 * 1024);
      /* Its temporary file is gone once read (removed as the stream closes). */
      const incoming = path.join(t.dataDir, "files", "incoming");
      const until = Date.now() + scaled(5_000);
      while (readdirSync(incoming).length > 0 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(readdirSync(incoming)).toEqual([]);
    },
    scaled(180_000),
  );
});
