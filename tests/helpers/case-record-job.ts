/** A case record to lay out without a database: 20 evidence files pictured page by page, as near the record's picture budget as they fit. */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { ProofEvidence, ProofFacts } from "../../src/domain/case/proof-packet.ts";
import type { ProofJob } from "../../src/server/features/documents/render-proof.ts";
import { RECORD_PICTURES_BUDGET } from "../../src/server/features/evidence/page-image.ts";

const EXHIBITS = 20;

/** A page picture as the record keeps them: 850 × 1100 pixels (a Letter page at 100 dpi) of noise, the worst case for its size. */
function pagePicture(): Promise<Buffer> {
  const [width, height] = [850, 1100];
  return sharp(randomBytes(width * height), { raw: { width, height, channels: 1 } })
    .jpeg({ quality: 30 })
    .toBuffer();
}

/** The record's job, with `versionPdfs` (the letter's own PDFs, one exhibit each) and at most `pagesEach` pictures per evidence file. */
export async function caseRecordJob(
  versionPdfs: Uint8Array[],
  pagesEach = 2,
): Promise<{ job: ProofJob; pictures: number; pictureBytes: number }> {
  const picture = await pagePicture();
  const perExhibit = Math.max(1, Math.min(pagesEach, Math.floor(RECORD_PICTURES_BUDGET / EXHIBITS / picture.length)));
  const evidence: ProofEvidence[] = Array.from({ length: EXHIBITS }, (_, index) => ({
    kind: "pdf",
    caption: `Screenshot ${index + 1} of the disabled account`,
    date: "2026-10-01",
    originalName: `scan-${index + 1}.pdf`,
    sha256: `${index}`.padStart(64, "0"),
  }));
  const facts: ProofFacts = {
    letterId: 1,
    timeZone: "America/New_York",
    preparedOn: "2026-11-29",
    sender: { name: "Alex Sender", lines: ["1 Main St", "Springfield, IL 62701"] },
    recipientLines: ["Meta Platforms, Inc.", "1 Meta Way", "Menlo Park, CA 94025"],
    accounts: "Facebook: alex.sender",
    firstLetterDate: "2026-10-01",
    sending: null,
    deadline: { date: "2026-10-31", passed: true },
    outcome: null,
    versions: versionPdfs.map((_, index) => ({
      version: index + 1,
      reason: "created",
      letterDate: `2026-10-0${index + 1}`,
      sha256: "a".repeat(64),
    })),
    mailing: null,
    finalNotice: null,
    noticeMailing: null,
    evidence,
  };
  const pages = Array.from({ length: perExhibit }, () => ({ jpeg: new Uint8Array(picture), width: 612, height: 792 }));
  return {
    job: {
      facts,
      versionPdfs,
      noticePdf: null,
      evidencePages: evidence.map(() => ({ pageCount: perExhibit, pages })),
      proofPages: {},
    },
    pictures: EXHIBITS * perExhibit,
    pictureBytes: EXHIBITS * perExhibit * picture.length,
  };
}
