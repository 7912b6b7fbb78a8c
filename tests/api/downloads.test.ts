import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { letterVersions, preparedLetterFiles } from "../../src/server/db/schema.ts";
import { DOWNLOADS_PER_MINUTE } from "../../src/server/features/letters/downloads.ts";
import { renderJobsAsked } from "../../src/server/features/documents/render-pool.ts";
import { letterPrepared } from "../../src/server/features/letters/prepare-paid-letter.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

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

const letterRenders = () => renderJobsAsked("letterFiles");

describe("a letter rendered as its payment settles", () => {
  it("is ready before any download, and the same day's first download is those files, kept as version 1", async () => {
    const id = await createLetter(t.app, user.cookie, { username: "ready.when.paid" });
    const rendersBefore = letterRenders();
    await buyLetter(t.app, user.cookie, id, "digital");
    await letterPrepared(t.db, id);
    const [prepared] = await preparedOf(id);
    expect(prepared).toBeDefined();
    expect(await versionsOf(id)).toEqual([]);
    expect(letterRenders()).toBe(rendersBefore + 1);

    /* Both files at once, as a browser may ask for them: both are read from what was rendered, none renders again. */
    const [pdf, word] = await Promise.all([download(id, "pdf"), download(id, "word")]);
    expect(letterRenders()).toBe(rendersBefore + 1);
    expect([pdf.statusCode, word.statusCode]).toEqual([200, 200]);
    expect(pdfText(pdf.rawPayload)).toContain("ready.when.paid");
    expect(sha256(pdf.rawPayload)).toBe(sha256(prepared!.pdf));
    expect(await versionsOf(id)).toEqual([{ version: 1, reason: "download", pdfSha256: sha256(prepared!.pdf) }]);
    expect(await preparedOf(id)).toEqual([]);
  });

  it("makes a download asked while that render runs wait for it: one version, the same bytes", async () => {
    const id = await createLetter(t.app, user.cookie, { username: "asked.at.once" });
    const rendersBefore = letterRenders();
    await buyLetter(t.app, user.cookie, id, "digital");
    const files = await Promise.all([download(id, "pdf"), download(id, "pdf")]);
    expect(files.map((file) => file.statusCode)).toEqual([200, 200]);
    expect(letterRenders()).toBe(rendersBefore + 1);
    expect(await preparedOf(id)).toEqual([]);
    expect(files[0]!.rawPayload.equals(files[1]!.rawPayload)).toBe(true);
    expect((await versionsOf(id)).map((row) => row.version)).toEqual([1]);
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
