import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOWNLOADS_PER_MINUTE } from "../../src/server/features/letters/downloads.ts";
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
