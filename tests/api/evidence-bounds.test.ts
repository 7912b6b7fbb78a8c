import { performance } from "node:perf_hooks";
import { count } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVIDENCE_DATE_RANGE, EVIDENCE_MESSAGES } from "../../src/domain/case/evidence.ts";
import { evidenceFiles } from "../../src/server/db/schema.ts";
import { setDecodeLimits } from "../../src/server/features/evidence/decode-within-limit.ts";
import { JPEG_MAX_SCANS } from "../../src/server/features/evidence/image-header.ts";
import { blackPng, manyScanJpeg, progressiveJpeg } from "../helpers/bounded-images.ts";
import { largePhoto, multipart, numberedPng, pngWithMetadata } from "../helpers/evidence-files.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { scaled } from "../timeouts.ts";

/**
 * Every input of an upload bounded before work starts (issue 35, part 2): the evidence date, and
 * an image's sides, pixels, depth, decode memory and a JPEG's scans, read from its header.
 */
const now = new Date("2026-11-28T15:00:00Z");
let t: TestApp;
let owner: { cookie: string; letterId: number };
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const { cookie } = await signUp(t.app);
  const letterId = await createLetter(t.app, cookie);
  await buyLetter(t.app, cookie, letterId);
  owner = { cookie, letterId };
});
afterAll(() => t.close());

function upload(bytes: Buffer, fields: Record<string, string> = {}) {
  const body = multipart([
    { name: "file", fileName: "evidence", type: "application/octet-stream", bytes },
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  ]);
  return t.app.inject({
    method: "POST",
    url: `/api/demand-letters/${owner.letterId}/evidence`,
    payload: body.payload,
    headers: { ...body.headers, cookie: owner.cookie },
  });
}

async function stored(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(evidenceFiles);
  return row?.n ?? 0;
}

async function expectRefused(response: LightMyRequestResponse, status: number, field: string, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ message, fields: { [field]: message } });
  expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
}

describe("the evidence date", () => {
  it("is refused outside 1900-01-01 .. the sender's today with a 400, and nothing is kept", async () => {
    const before = await stored();
    for (const date of ["0000-01-01", "0001-01-01", "1899-12-31"]) {
      await expectRefused(await upload(pngWithMetadata(), { date }), 400, "date", EVIDENCE_DATE_RANGE);
    }
    const tomorrow = await upload(pngWithMetadata(), { date: "2026-11-29" });
    expect(tomorrow.statusCode, tomorrow.body).toBe(400);
    expect(tomorrow.json().fields).toHaveProperty("date");
    expect(await stored()).toBe(before);
  });

  it("takes the first and the last day of the range", async () => {
    /* Two different pictures: the same one twice would be answered as a retry (200). */
    for (const [index, date] of ["1900-01-01", "2026-11-28"].entries()) {
      const response = await upload(await numberedPng(index), { date });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
});

describe("an image's header", () => {
  it("refuses the 39,999,000 × 1 16-bit PNG (under 40 megapixels) with a 413 before decoding it", async () => {
    const before = await stored();
    const started = performance.now();
    const response = await upload(blackPng(39_999_000, 1, 16, 0));
    await expectRefused(response, 413, "file", EVIDENCE_MESSAGES.imageTooLarge);
    expect(performance.now() - started).toBeLessThan(scaled(3_000));
    expect(await stored()).toBe(before);
  });

  it("refuses a side over 12,000 pixels, and a 16-bit image whose pixels would take too much memory", async () => {
    await expectRefused(await upload(blackPng(12_001, 2, 8, 0)), 413, "file", EVIDENCE_MESSAGES.imageTooLarge);
    /* 36 megapixels: under the pixel limit, but 16-bit RGBA is 288 MB decoded. */
    await expectRefused(await upload(blackPng(6_000, 6_000, 16, 6)), 413, "file", EVIDENCE_MESSAGES.imageTooLarge);
  });

  it("keeps a 16-bit photo of ordinary size", async () => {
    const response = await upload(blackPng(400, 300, 16, 2));
    expect(response.statusCode, response.body).toBe(201);
  });

  it("refuses a JPEG of 20,000 scans quickly, from its markers, and keeps a progressive photo", async () => {
    const hostile = await manyScanJpeg(20_000);
    const started = performance.now();
    await expectRefused(await upload(hostile), 400, "file", EVIDENCE_MESSAGES.tooManyScans);
    expect(performance.now() - started).toBeLessThan(scaled(3_000));
    await expectRefused(await upload(await manyScanJpeg(JPEG_MAX_SCANS)), 400, "file", EVIDENCE_MESSAGES.tooManyScans);
    const honest = await upload(await progressiveJpeg(640, 480));
    expect(honest.statusCode, honest.body).toBe(201);
  });
});

describe("an image's decode", () => {
  it("is stopped at its CPU time in the decoder's own process (too complex); the next image is read by a new one", async () => {
    const limits = setDecodeLimits({ cpuMs: 20, wallMs: scaled(60_000) });
    try {
      await expectRefused(await upload(await largePhoto()), 400, "file", EVIDENCE_MESSAGES.tooComplex);
    } finally {
      setDecodeLimits(limits);
    }
    expect((await upload(await numberedPng(7))).statusCode).toBe(201);
  });

  it("is turned away as busy (503), never called too complex, when the clock runs out before its CPU time", async () => {
    const before = await stored();
    const limits = setDecodeLimits({ cpuMs: 60_000, wallMs: 1 });
    try {
      const response = await upload(await largePhoto());
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({ message: EVIDENCE_MESSAGES.busy });
    } finally {
      setDecodeLimits(limits);
    }
    expect(await stored()).toBe(before);
  });
});
