import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVIDENCE_MAX_FILES, EVIDENCE_MESSAGES } from "../../src/domain/case/evidence.ts";
import { auditEvents, evidenceFiles, users } from "../../src/server/db/schema.ts";
import sharp from "sharp";
import {
  multipart,
  numberedPng,
  pdfWithScript,
  photoWithMetadata,
  plainPdf,
  pngWithMetadata,
} from "../helpers/evidence-files.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

const now = new Date("2026-11-24T15:00:00Z");
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let carol: Awaited<ReturnType<typeof signUp>>;
let letterId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  alice = await signUp(t.app, { firstName: "Alice" });
  bob = await signUp(t.app, { firstName: "Bob" });
  admin = await signUp(t.app, { firstName: "Ada" });
  carol = await signUp(t.app, { firstName: "Carol" });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
  letterId = await createLetter(t.app, alice.cookie);
  await buyLetter(t.app, alice.cookie, letterId);
});
afterAll(() => t.close());

type Part = Parameters<typeof multipart>[0][number];
const filePart = (bytes: Buffer, fileName = "ban-notice.png", type = "image/png"): Part => ({
  name: "file",
  fileName,
  type,
  bytes,
});

function upload(parts: Part[], cookie: string | null = alice.cookie, id = letterId) {
  const body = multipart(parts);
  return t.app.inject({
    method: "POST",
    url: `/api/demand-letters/${id}/evidence`,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}
const list = async (cookie = alice.cookie, id = letterId) =>
  (await t.app.inject({ method: "GET", url: `/api/demand-letters/${id}/evidence`, headers: { cookie } })).json();
const storedCount = async (id = letterId) =>
  (await t.db.select().from(evidenceFiles).where(eq(evidenceFiles.letterId, id))).length;
const getFile = (evidenceId: number, cookie?: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/demand-letters/${letterId}/evidence/${evidenceId}`,
    headers: cookie ? { cookie } : {},
  });
const remove = (evidenceId: number, cookie?: string) =>
  t.app.inject({
    method: "DELETE",
    url: `/api/demand-letters/${letterId}/evidence/${evidenceId}`,
    headers: cookie ? { cookie } : {},
  });

describe("evidence uploads", () => {
  it("keeps a screenshot with its caption and date, encoded again without metadata, for the owner and admins only", async () => {
    const png = pngWithMetadata();
    const created = await upload([
      { name: "caption", value: "Ban notice on Instagram" },
      { name: "date", value: "2026-11-01" },
      filePart(png),
    ]);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();

    const [item] = await list();
    expect(item).toMatchObject({
      id,
      kind: "png",
      caption: "Ban notice on Instagram",
      date: "2026-11-01",
      originalName: "ban-notice.png",
    });
    const file = await getFile(id, alice.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["content-disposition"]).toBe(`inline; filename="evidence-${letterId}-${id}.png"`);
    expect(file.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    const kept = file.rawPayload;
    expect(kept.toString("latin1")).not.toMatch(/Secret|tEXt|eXIf|tIME/);
    /* The same picture, pixel for pixel. */
    const pixels = async (image: Buffer) => sharp(image).raw().toBuffer({ resolveWithObject: true });
    const [before, after] = await Promise.all([pixels(png), pixels(kept)]);
    expect(after.info).toMatchObject({ width: 2, height: 2, channels: 3 });
    expect(after.data.equals(before.data)).toBe(true);
    expect(item.size).toBe(kept.length);
    expect(item.sha256).toBe(createHash("sha256").update(kept).digest("hex"));

    /* Another user sees nothing, as if the letter did not exist; signed out is 401; an admin may look, and it is recorded. */
    for (const response of [
      await upload([filePart(png)], bob.cookie),
      await getFile(id, bob.cookie),
      await remove(id, bob.cookie),
    ])
      expect(response.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/demand-letters/${letterId}/evidence`,
          headers: { cookie: bob.cookie },
        })
      ).statusCode,
    ).toBe(404);
    for (const response of [await upload([filePart(png)], null), await getFile(id), await remove(id)])
      expect(response.statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: `/api/demand-letters/${letterId}/evidence` })).statusCode).toBe(
      401,
    );
    expect((await getFile(id, admin.cookie)).statusCode).toBe(200);
    expect(await list(admin.cookie)).toHaveLength(1);
    const audits = await t.db.select().from(auditEvents).where(eq(auditEvents.action, "evidence.view"));
    expect(audits.map((audit) => audit.details)).toContainEqual({ evidenceId: id });

    expect((await remove(id, alice.cookie)).statusCode).toBe(204);
    expect(await list()).toEqual([]);
    expect((await getFile(id, alice.cookie)).statusCode).toBe(404);
    expect((await remove(id, alice.cookie)).statusCode).toBe(404);
  });

  it("keeps a photo upright, without its EXIF, GPS position or XMP", async () => {
    const photo = await photoWithMetadata();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const created = await upload([filePart(photo, "photo.JPG", "image/jpeg")]);
    expect(created.statusCode).toBe(201);
    const kept = (await getFile(created.json().id, alice.cookie)).rawPayload;
    expect(kept.toString("latin1")).not.toMatch(/Secret|Exif|GPS|xmpmeta/);
    const meta = await sharp(kept).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 30, height: 60 });
    for (const block of ["exif", "xmp", "iptc", "orientation", "comments"] as const)
      expect(meta[block]).toBeUndefined();
    /* Stored sideways with its left half red; shown upright, that half is the top. */
    const pixel = async (top: number) =>
      [...(await sharp(kept).extract({ left: 15, top, width: 1, height: 1 }).raw().toBuffer())].slice(0, 3);
    const [topRed = 0, , topBlue = 0] = await pixel(10);
    const [bottomRed = 0, , bottomBlue = 0] = await pixel(50);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomRed).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect((await list()).at(-1)).toMatchObject({ kind: "jpeg", caption: "photo.JPG", date: null });
  });

  it("keeps a PDF as it came and refuses one that runs a script, even inside a compressed object stream", async () => {
    const pdf = await plainPdf();
    const created = await upload([
      { name: "caption", value: "Meta's reply" },
      filePart(pdf, "reply.pdf", "application/pdf"),
    ]);
    expect(created.statusCode).toBe(201);
    const file = await getFile(created.json().id, alice.cookie);
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="evidence-\d+-\d+\.pdf"$/);
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const before = await storedCount();
    const scripted = await upload([filePart(await pdfWithScript(), "reply.pdf", "application/pdf")]);
    expect(scripted.statusCode).toBe(400);
    expect(scripted.json()).toMatchObject({
      message: EVIDENCE_MESSAGES.pdfActive,
      fields: { file: EVIDENCE_MESSAGES.pdfActive },
    });
    expect(await storedCount()).toBe(before);
  });

  it("refuses a text file named .png, a file over 10 MB, a damaged image and a bad date, storing nothing", async () => {
    const before = await storedCount();
    const text = await upload([filePart(Buffer.from("just some text, not a picture"), "notice.png")]);
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(EVIDENCE_MESSAGES.wrongType);

    const big = Buffer.concat([pngWithMetadata(), Buffer.alloc(11 * 1024 * 1024)]);
    const tooLarge = await upload([filePart(big)]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(EVIDENCE_MESSAGES.tooLarge);

    const cut = await upload([filePart(pngWithMetadata().subarray(0, 60))]);
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe(EVIDENCE_MESSAGES.unreadable);

    const future = await upload([{ name: "date", value: "2026-12-25" }, filePart(pngWithMetadata())]);
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({ date: "The date cannot be in the future." });
    expect((await upload([{ name: "date", value: "2026-02-30" }, filePart(pngWithMetadata())])).json().message).toBe(
      "That date does not exist.",
    );
    expect((await upload([{ name: "caption", value: "a\u0085b" }, filePart(pngWithMetadata())])).json().message).toBe(
      "A caption cannot contain control characters.",
    );
    expect((await upload([{ name: "caption", value: "no file" }])).json().message).toBe(EVIDENCE_MESSAGES.noFile);

    const json = await t.app.inject({
      method: "POST",
      url: `/api/demand-letters/${letterId}/evidence`,
      payload: { file: "x" },
      headers: { cookie: alice.cookie },
    });
    expect(json.statusCode).toBe(415);
    expect(await storedCount()).toBe(before);
  });

  it("takes evidence only for a paid letter, and at most 20 files a letter", async () => {
    /* Carol, whose upload attempts are not yet counted (30 in 10 minutes). */
    const unpaid = await createLetter(t.app, carol.cookie);
    const refused = await upload([filePart(pngWithMetadata())], carol.cookie, unpaid);
    expect(refused.statusCode).toBe(409);
    expect(await storedCount(unpaid)).toBe(0);

    const full = await createLetter(t.app, carol.cookie);
    await buyLetter(t.app, carol.cookie, full);
    /* Different files: the same one sent again is a retry, answered with the file already kept. */
    const pngs = await Promise.all(Array.from({ length: EVIDENCE_MAX_FILES + 3 }, (_, n) => numberedPng(n)));
    const results = await Promise.all(
      pngs.slice(0, EVIDENCE_MAX_FILES + 2).map((png) => upload([filePart(png)], carol.cookie, full)),
    );
    expect(results.filter((result) => result.statusCode === 201)).toHaveLength(EVIDENCE_MAX_FILES);
    const over = results.filter((result) => result.statusCode !== 201);
    expect(over.map((result) => result.statusCode)).toEqual([409, 409]);
    expect(over[0]?.json().message).toBe(EVIDENCE_MESSAGES.tooMany);
    expect(await storedCount(full)).toBe(EVIDENCE_MAX_FILES);
    expect((await upload([filePart(pngs[EVIDENCE_MAX_FILES + 2] as Buffer)], carol.cookie, full)).statusCode).toBe(409);
  });
});
