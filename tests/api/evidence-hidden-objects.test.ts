import { count } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVIDENCE_MESSAGES } from "../../src/domain/case/evidence.ts";
import { evidenceFiles } from "../../src/server/db/schema.ts";
import { checkPdf } from "../../src/server/features/evidence/pdf-check.ts";
import { readPdf } from "../../src/server/features/evidence/prepare-file.ts";
import { readerFindsActive } from "../../src/server/features/evidence/pdf-reader-check.ts";
import { addLink, multipart, pdfText, pdfWith, pdfWithScript, plainPdf } from "../helpers/evidence-files.ts";
import { createLetter } from "../helpers/factories.ts";
import {
  attachmentAndLaunchOnCommentLines,
  plainUpdatedPdf,
  scriptBehindPredictor,
  scriptInStreamData,
  scriptInString,
  scriptOnCommentLine,
} from "../helpers/hidden-object-pdfs.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

/**
 * Active content a reader finds where a front-to-back parse does not look (issue 35, part 4): each
 * of these PDFs was accepted and kept byte for byte; pdf.js finds the page-open script in each.
 */
let t: TestApp;
let owner: { cookie: string; letterId: number };
beforeAll(async () => {
  t = await createTestApp();
  const { cookie } = await signUp(t.app);
  const letterId = await createLetter(t.app, cookie);
  await buyLetter(t.app, cookie, letterId);
  owner = { cookie, letterId };
  /* The file worker started (through tsx here, seconds on a busy machine), as a running server has it. */
  expect((await readPdf(await plainPdf(), true)).verdict).toBe("passive");
});
afterAll(() => t.close());

function upload(bytes: Buffer) {
  const body = multipart([{ name: "file", fileName: "reply.pdf", type: "application/pdf", bytes }]);
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

/** What pdf.js, a real reader, would run or open in the file: its scripts and attachments. */
async function readerSees(bytes: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const scripts = Object.values((await doc.getJSActions()) ?? {}).flat() as string[];
    const attachments = Object.keys((await doc.getAttachments()) ?? {});
    return [...scripts, ...attachments];
  } finally {
    await doc.destroy();
  }
}

const HIDDEN: [string, () => Buffer, string][] = [
  ["an open-action script on a comment line", scriptOnCommentLine, "app.alert(1,2)"],
  ["the script inside a page's content stream data", scriptInStreamData, "app.alert(1,2)"],
  ["the script inside a literal string", scriptInString, "app.alert(1,2)"],
  ["the script in an object stream behind a PNG predictor", scriptBehindPredictor, "app.alert('hidden')"],
  ["an attached invoice.exe and a Launch action on comment lines", attachmentAndLaunchOnCommentLines, "invoice.exe"],
];

describe("a PDF whose active objects hide from a front-to-back parse", () => {
  it.each(HIDDEN)("is refused with a clear 400: %s", async (_name, make, found) => {
    const bytes = make();
    expect(await readerSees(bytes)).toContain(found);
    expect(await checkPdf(bytes)).toBe("active");
    const before = await stored();
    const response = await upload(bytes);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      message: EVIDENCE_MESSAGES.pdfActive,
      fields: { file: EVIDENCE_MESSAGES.pdfActive },
    });
    expect(await stored()).toBe(before);
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  });

  it("keeps an honest PDF with an incremental update", async () => {
    const bytes = plainUpdatedPdf();
    expect(await readerSees(bytes)).toEqual([]);
    const response = await upload(bytes);
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe("pdf.js as the second reader", () => {
  it("finds a document script, an attachment and a link to a program, and nothing in a letter with a web link", async () => {
    expect(await readerFindsActive(await pdfWithScript())).toBe(true);
    expect(await readerFindsActive(attachmentAndLaunchOnCommentLines())).toBe(true);
    const program = await pdfWith((pdf, page) =>
      addLink(pdf, page, { S: "URI", URI: pdfText("file:///C:/Windows/System32/calc.exe") }),
    );
    expect(await readerFindsActive(program)).toBe(true);
    const web = await pdfWith((pdf, page) =>
      addLink(pdf, page, { S: "URI", URI: pdfText("https://www.facebook.com/help") }),
    );
    expect(await readerFindsActive(web)).toBe(false);
    expect(await readerFindsActive(await plainPdf())).toBe(false);
  });
});
