import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { demandLetters, letterVersions, preparedLetterFiles } from "../../src/server/db/schema.ts";
import { DOWNLOADS_PER_MINUTE } from "../../src/server/features/letters/downloads.ts";
import { renderJobsAsked, runInWorker } from "../../src/server/features/documents/render-pool.ts";
import { letterPrepared } from "../../src/server/features/letters/prepare-paid-letter.ts";
import { movePreparedToFirstVersion } from "../../src/server/features/letters/prepared-files.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { zipEntry } from "../unit/documents/document-tools.ts";

let t: TestApp;
let user: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
});
afterAll(() => t.close());

const download = (id: number, format: "pdf" | "word", cookie = user.cookie) =>
  t.app.inject({ url: `/api/demand-letters/${id}/download/${format}`, headers: { cookie } });
const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");

const versionsOf = (id: number) =>
  t.db
    .select({ version: letterVersions.version, reason: letterVersions.reason, pdfSha256: letterVersions.pdfSha256 })
    .from(letterVersions)
    .where(eq(letterVersions.letterId, id));
const preparedOf = (id: number) => t.db.select().from(preparedLetterFiles).where(eq(preparedLetterFiles.letterId, id));
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Letter renders asked of the workers: both files at once, or the PDF and the Word file apart. */
const renders = () => ({
  files: renderJobsAsked("letterFiles"),
  pdf: renderJobsAsked("letterPdf"),
  word: renderJobsAsked("letterWord"),
});
const rendersSince = (before: ReturnType<typeof renders>) => {
  const now = renders();
  return { files: now.files - before.files, pdf: now.pdf - before.pdf, word: now.word - before.word };
};
const wordOf = (id: number) =>
  t.db
    .select({ docx: letterVersions.docx })
    .from(letterVersions)
    .where(eq(letterVersions.letterId, id))
    .then(([row]) => row?.docx);
const documentXml = (docx: Uint8Array) => zipEntry(Buffer.from(docx), "word/document.xml");

/** Keeps the render worker busy with `count` other letters' files, queued behind any paid letter's PDF. */
async function busyRenderWorker(count: number): Promise<{ done: () => boolean; finished: Promise<unknown> }> {
  const other = await createLetter(t.app, user.cookie, { username: "someone.else" });
  const [letter] = await t.db.select().from(demandLetters).where(eq(demandLetters.id, other));
  let done = false;
  const finished = Promise.all(
    Array.from({ length: count }, () => runInWorker("letterFiles", { letter: letter!, day: "2026-11-02", inputs: {} })),
  ).then(() => {
    done = true;
  });
  return { done: () => done, finished };
}

describe("a letter rendered as its payment settles", () => {
  it("is ready before any download, and the same day's first download is those files, kept as version 1", async () => {
    const id = await createLetter(t.app, user.cookie, { username: "ready.when.paid" });
    const before = renders();
    await buyLetter(t.app, user.cookie, id, "digital");
    await letterPrepared(t.db, id, "word");
    const [prepared] = await preparedOf(id);
    expect(prepared?.docx).toBeTruthy();
    expect(await versionsOf(id)).toEqual([]);
    expect(rendersSince(before)).toEqual({ files: 0, pdf: 1, word: 1 });

    /* Both files at once, as a browser may ask for them: both are read from what was rendered, none renders again. */
    const [pdf, word] = await Promise.all([download(id, "pdf"), download(id, "word")]);
    expect(rendersSince(before)).toEqual({ files: 0, pdf: 1, word: 1 });
    expect([pdf.statusCode, word.statusCode]).toEqual([200, 200]);
    expect(pdfText(pdf.rawPayload)).toContain("ready.when.paid");
    expect(sha256(pdf.rawPayload)).toBe(sha256(prepared!.pdf));
    expect(word.rawPayload.equals(Buffer.from(prepared!.docx!))).toBe(true);
    expect(await versionsOf(id)).toEqual([{ version: 1, reason: "download", pdfSha256: sha256(prepared!.pdf) }]);
    expect(await preparedOf(id)).toEqual([]);
  });

  it("makes a download asked while that render runs wait for it: one version, the same bytes", async () => {
    const id = await createLetter(t.app, user.cookie, { username: "asked.at.once" });
    const before = renders();
    await buyLetter(t.app, user.cookie, id, "digital");
    const files = await Promise.all([download(id, "pdf"), download(id, "pdf")]);
    expect(files.map((file) => file.statusCode)).toEqual([200, 200]);
    expect(rendersSince(before)).toMatchObject({ files: 0, pdf: 1 });
    expect(await preparedOf(id)).toEqual([]);
    expect(files[0]!.rawPayload.equals(files[1]!.rawPayload)).toBe(true);
    expect((await versionsOf(id)).map((row) => row.version)).toEqual([1]);
  });

  it("gives the PDF before the Word files already waiting are rendered; the Word download waits for its own", async () => {
    const id = await createLetter(t.app, user.cookie, { username: "pdf.comes.first" });
    const busy = await busyRenderWorker(8);
    const before = renders();
    await buyLetter(t.app, user.cookie, id, "digital");
    const pdf = await download(id, "pdf");
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain("pdf.comes.first");
    /* The PDF did not wait for the eight renders queued before it, nor for its own Word file. */
    expect(busy.done()).toBe(false);
    expect(await wordOf(id)).toBeNull();

    const word = await download(id, "word");
    expect(word.statusCode).toBe(200);
    expect(busy.done()).toBe(true);
    expect(documentXml(word.rawPayload)).toContain("pdf.comes.first");
    expect(Buffer.from((await wordOf(id))!).equals(word.rawPayload)).toBe(true);
    expect(rendersSince(before)).toEqual({ files: 0, pdf: 1, word: 1 });
    expect((await versionsOf(id)).map((row) => row.version)).toEqual([1]);
    await busy.finished;
  });

  it("moves prepared files only when they fit: not for another day, not once the letter has a version", async () => {
    const id = await createLetter(t.app, user.cookie, { username: "moved.only.when.fit" });
    await buyLetter(t.app, user.cookie, id, "digital");
    await letterPrepared(t.db, id, "word");
    const [prepared] = await preparedOf(id);
    const made = { inputHash: prepared!.inputHash, letterDate: prepared!.letterDate };

    expect(await movePreparedToFirstVersion(t.db, id, { ...made, letterDate: "2001-01-02" })).toBeUndefined();
    expect(await movePreparedToFirstVersion(t.db, id, { ...made, inputHash: "other facts" })).toBeUndefined();
    expect(await preparedOf(id)).toHaveLength(1);

    await t.db.insert(letterVersions).values({
      letterId: id,
      version: 1,
      reason: "correction",
      letterDate: made.letterDate,
      inputHash: "a correction's facts",
      pdfSha256: sha256(Buffer.from("kept")),
      pdf: Buffer.from("kept"),
    });
    expect(await movePreparedToFirstVersion(t.db, id, made)).toBeUndefined();
    expect(await versionsOf(id)).toEqual([
      { version: 1, reason: "correction", pdfSha256: sha256(Buffer.from("kept")) },
    ]);
  });

  it("renders a version's missing Word file when no render after payment is left to wait for, once", async () => {
    const id = await createLetter(t.app, user.cookie, { username: "word.after.restart" });
    await buyLetter(t.app, user.cookie, id, "digital");
    expect((await download(id, "pdf")).statusCode).toBe(200);
    await letterPrepared(t.db, id, "word");
    /* As if the server had stopped between the PDF and the Word file. */
    await t.db.update(letterVersions).set({ docx: null }).where(eq(letterVersions.letterId, id));
    const before = renders();
    const [first, second] = [await download(id, "word"), await download(id, "word")];
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(documentXml(first.rawPayload)).toContain("word.after.restart");
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(rendersSince(before)).toEqual({ files: 0, pdf: 0, word: 1 });
  });
});

describe("letter files rendered on worker threads", () => {
  it("renders many letters at once, each with its own facts, a story of one unbroken 4,990-character word included", async () => {
    const word = "ä".repeat(4990);
    const ids = [];
    for (let i = 0; i < 6; i++)
      ids.push(
        await createLetter(t.app, user.cookie, {
          username: `person.number.${i}`,
          consequences: i === 0 ? word : `Story number ${i}, long enough to be a story.`,
        }),
      );
    for (const id of ids) await buyLetter(t.app, user.cookie, id, "digital");
    const files = await Promise.all(ids.flatMap((id) => [download(id, "pdf"), download(id, "word")]));
    expect(files.map((file) => file.statusCode)).toEqual(Array(12).fill(200));
    for (const [i] of ids.entries()) expect(pdfText(files[i * 2]!.rawPayload)).toContain(`person.number.${i}`);
    // The long word is broken across lines and nothing of it is lost.
    const text = pdfText(files[0]!.rawPayload).replace(/\s+/g, "");
    expect(text.split("ä").length - 1).toBeGreaterThanOrEqual(4990);
    expect(files[1]!.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });

  it(`limits downloads to ${DOWNLOADS_PER_MINUTE} a minute per user, with a clear 429`, async () => {
    const other = await signUp(t.app);
    const id = await createLetter(t.app, other.cookie);
    await buyLetter(t.app, other.cookie, id, "digital");
    for (let i = 0; i < DOWNLOADS_PER_MINUTE; i++)
      expect((await download(id, "pdf", other.cookie)).statusCode).toBe(200);
    const refused = await download(id, "word", other.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: "rate_limited",
      message: expect.stringMatching(/^Too many attempts\. Please wait 1 minute and try again\.$/),
    });
    expect((await download(id, "pdf")).statusCode).toBe(404);
  });
});
