import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evidenceFiles, evidencePages } from "../../src/server/db/schema.ts";
import { multipart, plainPdf } from "../helpers/evidence-files.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { noisyPng } from "../helpers/noisy-files.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { startS3StandIn } from "../stand-ins/s3-stand-in.ts";
import { scaled } from "../timeouts.ts";

/**
 * FILE_STORE=s3: the same evidence routes, the files in an S3-compatible bucket through the AWS
 * SDK's own client, here pointed at a loopback stand-in (decision 0036).
 */
const BUCKET = "case-files";
let bucket: Awaited<ReturnType<typeof startS3StandIn>>;
let t: TestApp;
let owner: { cookie: string; letterId: number };

beforeAll(async () => {
  bucket = await startS3StandIn({ bucket: BUCKET, accessKeyId: "AKIDSTANDIN" });
  t = await createTestApp({
    env: {
      FILE_STORE: "s3",
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: bucket.url,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "AKIDSTANDIN",
      S3_SECRET_ACCESS_KEY: "stand-in-secret",
      S3_FORCE_PATH_STYLE: "true",
    },
  });
  const { cookie } = await signUp(t.app);
  const letterId = await createLetter(t.app, cookie);
  await buyLetter(t.app, cookie, letterId);
  owner = { cookie, letterId };
});
afterAll(async () => {
  await t.close();
  await bucket.close();
});

function upload(bytes: Buffer, fileName: string) {
  const body = multipart([{ name: "file", fileName, type: "application/octet-stream", bytes }]);
  return t.app.inject({
    method: "POST",
    url: `/api/demand-letters/${owner.letterId}/evidence`,
    payload: body.payload,
    headers: { ...body.headers, cookie: owner.cookie },
  });
}
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const keyOf = (sha: string) => `${sha.slice(0, 2)}/${sha.slice(2, 4)}/${sha}`;

describe("evidence in an S3-compatible bucket", () => {
  it(
    "keeps each file and its pictures in the bucket under their SHA-256, gives them back, and removes them",
    async () => {
      const pdf = await plainPdf(["Reply from Meta, page one.", "Page two."]);
      const png = await noisyPng(400, 300);
      const kept = await upload(pdf, "reply.pdf");
      expect(kept.statusCode, kept.body).toBe(201);
      const image = await upload(png, "screen.png");
      expect(image.statusCode, image.body).toBe(201);

      /* The PDF as uploaded; every page picture beside it; nothing in the rows, nothing left on this machine. */
      expect(bucket.objects.get(keyOf(sha256(pdf)))).toEqual(pdf);
      const pages = await t.db.select().from(evidencePages);
      expect(pages).toHaveLength(3);
      for (const page of pages) expect(bucket.objects.get(keyOf(page.sha256 ?? ""))?.length).toBe(page.size);
      const rows = await t.db.select().from(evidenceFiles).where(eq(evidenceFiles.letterId, owner.letterId));
      expect(rows.map((row) => row.bytes)).toEqual([null, null]);
      expect(readdirSync(path.join(t.dataDir, "files"))).toEqual(["incoming"]);
      expect(readdirSync(path.join(t.dataDir, "files", "incoming"))).toEqual([]);
      /* Signed with the configured key, and plain bodies of known length (no aws-chunked encoding). */
      expect(bucket.seen.every((request) => request.authorized)).toBe(true);
      expect(bucket.seen.filter((request) => request.method === "PUT")).toHaveLength(5);

      const back = await t.app.inject({
        url: `/api/demand-letters/${owner.letterId}/evidence/${kept.json().id}`,
        headers: { cookie: owner.cookie },
      });
      expect(back.statusCode).toBe(200);
      expect(back.rawPayload).toEqual(pdf);

      /* A retry finds the file kept, and sends nothing to the bucket again. */
      const puts = bucket.seen.length;
      const retry = await upload(pdf, "reply.pdf");
      expect(retry.statusCode).toBe(200);
      expect(retry.json().id).toBe(kept.json().id);
      expect(bucket.seen.length).toBe(puts);

      /* The case record draws the pictures it reads from the bucket. */
      const record = await t.app.inject({
        url: `/api/demand-letters/${owner.letterId}/download/proof`,
        headers: { cookie: owner.cookie },
      });
      expect(record.statusCode, record.body.slice(0, 200)).toBe(200);
      expect(record.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(record.rawPayload.length).toBeGreaterThan(pages.reduce((sum, page) => sum + (page.size ?? 0), 0));

      const removed = await t.app.inject({
        method: "DELETE",
        url: `/api/demand-letters/${owner.letterId}/evidence/${kept.json().id}`,
        headers: { cookie: owner.cookie },
      });
      expect(removed.statusCode).toBe(204);
      expect(bucket.objects.has(keyOf(sha256(pdf)))).toBe(false);
      expect(bucket.objects.size).toBe(2);
    },
    scaled(90_000),
  );

  it("a missing bucket key is a configuration error at start, with the setting named", async () => {
    const { loadConfig } = await import("../../src/server/env.ts");
    expect(() => loadConfig({ FILE_STORE: "s3", S3_ACCESS_KEY_ID: "only-one" })).toThrow(
      /FILE_STORE=s3 needs S3_BUCKET[\s\S]*S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/,
    );
  });
});
