import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRawStream } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evidenceFiles } from "../../src/server/db/schema.ts";
import {
  addLink,
  hugePng,
  largePhoto,
  multipart,
  pdfText,
  pdfWith,
  pdfWithScript,
  plainPdf,
  pngWithMetadata,
} from "../helpers/evidence-files.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { scaled } from "../timeouts.ts";

/**
 * The case record built from files that were accepted but are not harmless as objects (links,
 * large images), and from files kept before uploads were checked this strictly: it carries
 * pictures of them and none of their objects (decision 0023).
 */
let t: TestApp;
let cookie: string;
let letterId: number;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUp(t.app));
  letterId = await createLetter(t.app, cookie);
  await buyLetter(t.app, cookie, letterId);
  dir = mkdtempSync(path.join(tmpdir(), "case-record-"));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function upload(caption: string, fileName: string, bytes: Buffer) {
  const body = multipart([
    { name: "caption", value: caption },
    { name: "file", fileName, type: "application/octet-stream", bytes },
  ]);
  const response = await t.app.inject({
    method: "POST",
    url: `/api/demand-letters/${letterId}/evidence`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

/** A file kept as it came before pictures were made at upload (no page count, no pictures). */
async function keptBefore(caption: string, kind: "png" | "pdf", bytes: Buffer) {
  await t.db.insert(evidenceFiles).values({
    letterId,
    kind,
    caption,
    originalName: caption,
    size: bytes.length,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    bytes,
  });
}

/** What a poppler tool prints for the record (written to a file, passed after `args`; `after` follows it). */
function poppler(tool: string, args: string[], pdf: Buffer, after: string[] = []): string {
  const file = path.join(dir, "record.pdf");
  writeFileSync(file, pdf);
  return execFileSync(tool, [...args, file, ...after], { maxBuffer: 64 * 1024 * 1024 }).toString("utf8");
}

/** Every name in the record, as keys and as values, in every object (pdf-lib reads them all). */
async function namesIn(pdf: Buffer): Promise<Set<string>> {
  const names = new Set<string>();
  const walk = (object: PDFObject | undefined): void => {
    if (object instanceof PDFName) names.add(object.decodeText());
    else if (object instanceof PDFRawStream) walk(object.dict);
    else if (object instanceof PDFArray) for (const item of object.asArray()) walk(item);
    else if (object instanceof PDFDict)
      for (const [key, value] of object.entries()) {
        names.add(key.decodeText());
        walk(value);
      }
  };
  const document = await PDFDocument.load(pdf);
  for (const [, object] of document.context.enumerateIndirectObjects()) walk(object);
  walk(document.context.trailerInfo.Root);
  return names;
}

describe("the case record of hostile but accepted files", () => {
  it(
    "draws pictures of every file and carries no script, link, action, attachment or media of any",
    async () => {
      /* Accepted: links to web pages and an email address stay in the file kept, not in the record. */
      const linked = await pdfWith((pdf, page) => {
        addLink(pdf, page, { S: "URI", URI: pdfText("https://www.facebook.com/help/contact") });
        page.drawText("Write to security@facebookmail.com", { x: 72, y: 650, size: 12 });
      });
      const linkedId = await upload("Meta's email, printed", "email.pdf", linked);
      const kept = await t.app.inject({
        method: "GET",
        url: `/api/demand-letters/${letterId}/evidence/${linkedId}`,
        headers: { cookie },
      });
      expect(kept.rawPayload.equals(linked)).toBe(true);
      await upload("A 35-megapixel photo", "photo.jpg", await largePhoto());
      await upload("Ban notice", "notice.png", pngWithMetadata());
      await upload("A long reply", "long.pdf", await plainPdf(Array.from({ length: 22 }, (_, i) => `Page ${i + 1}`)));
      /* Kept before: a PDF that acts when opened, and a 30000 × 30000 PNG. */
      await keptBefore("An old scripted reply", "pdf", await pdfWithScript());
      await keptBefore("An old huge screenshot", "png", hugePng(30000));

      const response = await t.app.inject({
        method: "GET",
        url: `/api/demand-letters/${letterId}/download/proof`,
        headers: { cookie },
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const record = response.rawPayload;

      expect(poppler("pdfinfo", ["-js"], record)).not.toMatch(/app\.alert|JavaScript|Page Open/);
      const names = await namesIn(record);
      for (const name of ["JS", "JavaScript", "Launch", "URI", "OpenAction", "AA", "EmbeddedFile", "EmbeddedFiles"])
        expect(names.has(name), name).toBe(false);
      for (const name of names) expect(name).not.toMatch(/^RichMedia/);
      expect(record.toString("latin1")).not.toMatch(/facebook\.com\/help|app\.alert|\/URI|\/JavaScript/);

      /* The index and each file's pages: pictures only, never taller than the page at 100 DPI. */
      const text = poppler("pdftotext", [], record, ["-"]).replace(/\s+/g, " ");
      expect(text).toContain("Pages 21 to 22 of Exhibit");
      expect(text).toMatch(/The file of Exhibit [A-Z]+ could not be laid out here/);
      const images = poppler("pdfimages", ["-list"], record)
        .trim()
        .split("\n")
        .slice(2)
        .map((line) => line.trim().split(/\s+/));
      /* email 1, photo 1, notice 1, long reply 20, old scripted reply 1; none over 2 million pixels. */
      expect(images).toHaveLength(24);
      for (const image of images) {
        expect(image[2]).toBe("image");
        expect(Number(image[3]) * Number(image[4])).toBeLessThanOrEqual(2_000_000);
      }
      /* The 7000 × 5000 photo, scaled to the page's width at 100 DPI. */
      expect(images.find((image) => image[3] === "700")?.[4]).toBe("500");

      /* The older files were drawn once, through the same limits, and remembered. */
      const rows = await t.db
        .select({ caption: evidenceFiles.caption, pageCount: evidenceFiles.pageCount })
        .from(evidenceFiles)
        .where(eq(evidenceFiles.letterId, letterId))
        .orderBy(asc(evidenceFiles.id));
      expect(rows.map((row) => row.pageCount)).toEqual([1, 1, 1, 22, 1, 0]);
    },
    scaled(90_000),
  );
});
