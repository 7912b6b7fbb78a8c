import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobName } from "../../src/server/features/dispatch/dispatch-deps.ts";
import { runDispatchOnce } from "../../src/server/features/dispatch/dispatch-worker.ts";
import { fetchDueProofs } from "../../src/server/features/dispatch/fetch-proofs.ts";
import { createLetterStreamClient } from "../../src/server/providers/mail/letterstream-client.ts";
import type { MailProvider } from "../../src/server/providers/mail/mail-provider.ts";
import { createSimulatedMailer } from "../../src/server/providers/mail/simulated-mailer.ts";
import { startLetterStreamStandIn } from "../stand-ins/letterstream-stand-in.ts";
import { testDispatchDeps } from "../helpers/dispatch.ts";
import { multipart, plainPdf, pngWithMetadata } from "../helpers/evidence-files.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { scaled } from "../timeouts.ts";

let now = new Date("2026-11-02T15:00:00Z");
const clock = () => now;
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;
const API = { apiId: "api-id-test", apiKey: "api-key-test" };
let letterstream: Awaited<ReturnType<typeof startLetterStreamStandIn>>;

beforeAll(async () => {
  letterstream = await startLetterStreamStandIn({ ...API, strict: true });
  t = await createTestApp({ clock });
  alice = await signUp(t.app, { firstName: "Alice" });
  bob = await signUp(t.app, { firstName: "Bob" });
});
afterAll(async () => {
  await t.close();
  await letterstream.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const pdfPages = (pdf: Buffer) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", ["-"], { input: pdf }).toString())?.[1]);
/** The text of one page (1-based), runs of white space made one. */
const pageText = (pdf: Buffer, page: number) =>
  execFileSync("pdftotext", ["-f", String(page), "-l", String(page), "-", "-"], { input: pdf })
    .toString("utf8")
    .replace(/\s+/g, " ");

/** How many images one page (1-based) draws. */
function imagesOn(pdf: Buffer, page: number): number {
  const dir = mkdtempSync(path.join(tmpdir(), "record-"));
  try {
    writeFileSync(path.join(dir, "record.pdf"), pdf);
    const list = execFileSync("pdfimages", [
      "-list",
      "-f",
      String(page),
      "-l",
      String(page),
      path.join(dir, "record.pdf"),
    ]);
    return list.toString().trim().split("\n").length - 2;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const letterStream = () => createLetterStreamClient({ ...API, baseUrl: letterstream.url, timeoutMs: scaled(5000) });

/** Works every due mail order, then asks for every due proof of delivery. */
async function dispatchAll(mail: MailProvider = letterStream()) {
  const deps = testDispatchDeps({ db: t.db, mail, clock, log: t.app.log });
  while ((await runDispatchOnce(deps)) > 0);
  await fetchDueProofs(deps, 50);
}

async function addEvidence(letterId: number, caption: string, file: { fileName: string; type: string; bytes: Buffer }) {
  const body = multipart([
    { name: "caption", value: caption },
    { name: "date", value: "2026-10-30" },
    { name: "file", ...file },
  ]);
  const response = await t.app.inject({
    method: "POST",
    url: `/api/demand-letters/${letterId}/evidence`,
    payload: body.payload,
    headers: { ...body.headers, cookie: alice.cookie },
  });
  expect(response.statusCode).toBe(201);
}

/* Each test renders and assembles several documents: longer than the default on a busy machine. */
const PACKET_TEST_TIMEOUT_MS = scaled(45_000);

describe("the proof packet", () => {
  it(
    "holds a cover with the index, the mailed letter with its SHA-256, the mailing record and the evidence, every page numbered",
    async () => {
      now = new Date("2026-11-02T15:00:00Z");
      const id = await createLetter(t.app, alice.cookie, { platforms: ["Facebook"] });
      const unpaid = await get(`/api/demand-letters/${id}/download/proof`, alice.cookie);
      expect(unpaid.statusCode).toBe(402);
      const orderId = await buyLetter(t.app, alice.cookie, id, "mail");
      await dispatchAll();
      for (const [minutes, status] of [
        [31, "Mailed"],
        [62, "In Transit"],
        [124, "Delivered"],
      ] as const) {
        letterstream.advance(jobName(orderId), status);
        now = new Date(Date.parse("2026-11-02T15:00:00Z") + minutes * 60_000);
        await dispatchAll();
      }
      now = new Date("2026-12-05T15:00:00Z");
      const noticePng = pngWithMetadata();
      await addEvidence(id, "Ban notice in the Facebook app", {
        fileName: "notice.png",
        type: "image/png",
        bytes: noticePng,
      });
      await addEvidence(id, "Meta's answer to my appeal", {
        fileName: "answer.pdf",
        type: "application/pdf",
        bytes: await plainPdf("We reviewed your account and it does not follow our Community Standards."),
      });
      await t.app.inject({
        method: "POST",
        url: `/api/demand-letters/${id}/outcome`,
        payload: { kind: "no_reply" },
        headers: { cookie: alice.cookie },
      });

      const response = await get(`/api/demand-letters/${id}/download/proof`, alice.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-disposition"]).toBe(`attachment; filename="case-record-${id}.pdf"`);
      const pdf = response.rawPayload;
      // Kept for a person to open as page images (pdftoppm) after the run.
      writeFileSync(path.join(tmpdir(), "case-record-with-receipt.pdf"), pdf);
      const pages = pdfPages(pdf);
      const all = Array.from({ length: pages }, (_, index) => pageText(pdf, index + 1));
      for (const [index, text] of all.entries()) {
        expect(text).toContain(`Case record, letter #${id} - page ${index + 1} of ${pages}`);
      }

      const cover = all[0] ?? "";
      const tracking = /Sent by USPS Certified Mail No\. (\d{22})\./.exec(cover)?.[1];
      expect(tracking).toBeDefined();
      for (const line of [
        `Case record: demand letter #${id}`,
        "Prepared on December 5, 2026",
        "Sender: Zoë Łukasz, 12 Market Street, San Francisco, CA 94105",
        "Addressed to: Meta Platforms, Inc., Attn: Legal Department, 1 Meta Way, Menlo Park, CA 94025.",
        "Letter dated November 2, 2026.",
        "Delivered November 2, 2026, as reported by the mail service.",
        "Reply deadline: December 2, 2026. It had passed on December 5, 2026.",
        "What the sender recorded since: No reply, recorded December 5, 2026.",
        "It is not legal advice.",
      ])
        expect(cover).toContain(line);

      /* The index names each exhibit and the page it starts on; that page names it again. */
      const index = [...cover.matchAll(/Exhibit ([A-G]): (.+?) \(page (\d+)\)/g)].map((match) => ({
        label: match[1],
        title: match[2],
        page: Number(match[3]),
      }));
      expect(index.map((entry) => entry.label)).toEqual(["A", "B", "C", "D", "E", "F", "G"]);
      expect(index[0]?.title).toBe(
        "Demand letter, version 1, dated November 2, 2026, as mailed by USPS Certified Mail",
      );
      expect(index[1]?.title).toBe("Certified mail record");
      expect(index[2]?.title).toBe("USPS electronic return receipt for the demand letter, as the mail service gave it");
      expect(index[3]?.title).toBe("The mail service's copy of the demand letter as printed for mailing");
      /* The contract the claim quotes: its passages word for word, each with the address of the whole archived version. */
      expect(index[4]?.title).toBe(
        "The passages of Meta's terms the claim quotes, as archived (Meta Terms of Service, Meta Privacy Policy)",
      );
      const terms = all.slice((index[4]?.page ?? 0) - 1, (index[5]?.page ?? 0) - 1).join(" ");
      expect(terms).toContain("https://github.com/OpenTermsArchive/vlopses-us-versions/blob/");
      expect(terms).toContain("Meta Terms of Service");
      const [ban, answer] = [index[5], index[6]];
      expect(ban?.title).toBe("Ban notice in the Facebook app (October 30, 2026)");
      expect(answer?.title).toBe("Meta's answer to my appeal (October 30, 2026)");
      for (const entry of index) expect(all[(entry.page ?? 0) - 1]).toContain(`Exhibit ${entry.label}`);

      /* The case page shows a short fingerprint; the record prints the whole SHA-256 it starts. */
      const fingerprint = (await get(`/api/demand-letters/${id}/case`, alice.cookie))
        .json()
        .events.find((event: { type: string }) => event.type === "version")
        .detail.match(/fingerprint ([0-9a-f]{8})/)[1];
      expect(all[(index[0]?.page ?? 0) - 1]).toMatch(
        new RegExp(`SHA-256 of this version's PDF: ${fingerprint}[0-9a-f]{56}`),
      );
      expect(all[index[0]?.page ?? 0]).toContain("Via USPS Certified Mail");
      const mailing = all[(index[1]?.page ?? 0) - 1] ?? "";
      expect(mailing).toContain(`USPS Certified Mail article number: ${tracking}.`);
      expect(mailing).toMatch(/Mailed.*In transit.*Delivered/);
      expect(mailing).toContain("mailed through LetterStream");
      expect(mailing).toContain("The USPS electronic return receipt follows as an exhibit.");
      expect(mailing).not.toContain("shows the same mailing");
      /* The receipt: its fingerprint on its exhibit page, then its page drawn as a picture. */
      const receipt = (await get(`/api/orders/${orderId}/proofs/return_receipt`, alice.cookie)).rawPayload;
      const receiptSha = createHash("sha256").update(receipt).digest("hex");
      expect(all[(index[2]?.page ?? 0) - 1]).toContain(`SHA-256 of the PDF as received: ${receiptSha}`);
      expect(all[(index[2]?.page ?? 0) - 1]).toContain("LetterStream getinfo=sig");
      expect(imagesOn(pdf, index[2]?.page ?? 0)).toBe(0);
      expect(imagesOn(pdf, (index[2]?.page ?? 0) + 1)).toBe(1);
      expect(all[(answer?.page ?? 0) - 1]).toContain("uploaded by the sender as “answer.pdf”");
      /* An image is kept encoded again, without its metadata: both fingerprints, so the sender can match the file on their phone. */
      const banPage = (all[(ban?.page ?? 0) - 1] ?? "").replace(/\s+/g, " ");
      const uploadedSha = createHash("sha256").update(noticePng).digest("hex");
      expect(banPage).toContain(`SHA-256 of the file as uploaded: ${uploadedSha}`);
      expect(banPage).toMatch(
        /SHA-256 of the copy kept \(the image encoded again, without its metadata\): [0-9a-f]{64}/,
      );
      expect(banPage).not.toContain(`kept (the image encoded again, without its metadata): ${uploadedSha}`);
      expect((all[(answer?.page ?? 0) - 1] ?? "").replace(/\s+/g, " ")).toContain("The copy kept is the same file.");
      /* The PDF's page is drawn as a picture: the record carries no text, link or object of the upload. */
      const answerPage = (answer?.page ?? 0) + 1;
      expect(imagesOn(pdf, answerPage)).toBe(1);
      expect(all[answerPage - 1]?.trim()).toBe(`Case record, letter #${id} - page ${answerPage} of ${pages}`);
      /* The image has a page of its own between its exhibit page and the next exhibit. */
      expect((answer?.page ?? 0) - (ban?.page ?? 0)).toBe(2);
      expect(imagesOn(pdf, (ban?.page ?? 0) + 1)).toBe(1);

      expect((await get(`/api/demand-letters/${id}/download/proof`, bob.cookie)).statusCode).toBe(404);
      expect((await get(`/api/demand-letters/${id}/download/proof`)).statusCode).toBe(401);
      expect((await get(`/api/orders/${orderId}/proofs/return_receipt`, bob.cookie)).statusCode).toBe(404);
    },
    PACKET_TEST_TIMEOUT_MS,
  );

  it(
    "a simulated mailing says so: no USPS number, and its receipt is marked simulated on its face",
    async () => {
      now = new Date("2026-11-02T15:00:00Z");
      const id = await createLetter(t.app, alice.cookie, { platforms: ["Instagram"] });
      const orderId = await buyLetter(t.app, alice.cookie, id, "mail");
      const simulated = createSimulatedMailer(t.db, { stepMs: 60_000, clock });
      await dispatchAll(simulated);
      for (const minutes of [1, 2, 4]) {
        now = new Date(Date.parse("2026-11-02T15:00:00Z") + minutes * 60_000 + 5_000);
        await dispatchAll(simulated);
      }
      const receipt = await get(`/api/orders/${orderId}/proofs/return_receipt`, alice.cookie);
      expect(receipt.statusCode).toBe(200);
      expect(execFileSync("pdftotext", ["-", "-"], { input: receipt.rawPayload }).toString()).toContain(
        "SIMULATED — NOT ISSUED BY USPS",
      );
      const pdf = (await get(`/api/demand-letters/${id}/download/proof`, alice.cookie)).rawPayload;
      const cover = pageText(pdf, 1);
      expect(cover).toContain("The mailing below was simulated (a test of the service): no letter was mailed.");
      expect(cover).not.toContain("Sent by USPS Certified Mail");
      expect(cover).toContain("Simulated mailing record (nothing was mailed)");
      expect(cover).toContain("SIMULATED return receipt for the demand letter: not issued by USPS, nothing was mailed");
    },
    PACKET_TEST_TIMEOUT_MS,
  );
});
