import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import {
  coverBlocks,
  type Exhibit,
  exhibitsOf,
  type ProofFacts,
  separatorBlocks,
} from "../../../domain/proof-packet.ts";
import type { LetterBlock } from "../../../domain/letter/blocks.ts";
import { renderLetterPdf } from "./render-pdf.ts";

/** A proof packet to build: its facts, and the bytes of each version's PDF and each evidence file, in the same order. */
export interface ProofJob {
  facts: ProofFacts;
  versionPdfs: Uint8Array[];
  /** The final notice as mailed, when the facts name one. */
  noticePdf: Uint8Array | null;
  evidenceFiles: Uint8Array[];
}

const LETTER = { width: 612, height: 792, margin: 54 };

/**
 * One PDF a user can hand to a judge or arbitrator: a cover page with the index of exhibits, then
 * each exhibit after a page that names it. Letter versions and uploaded PDFs are copied page by
 * page as they were; images are placed on a page each. Every page is numbered at the foot.
 */
export async function renderProofPacket(job: ProofJob): Promise<Uint8Array> {
  const { facts } = job;
  const exhibits = exhibitsOf(facts);
  const parts = await Promise.all(exhibits.map((exhibit) => exhibitPages(exhibit, job)));
  const meta = {
    title: `Case record — Letter #${facts.letterId}`,
    author: "",
    createdAt: new Date(`${facts.preparedOn}T12:00:00Z`),
  };

  /* The index names the page each exhibit starts on, which depends on how long the cover runs. */
  const coverWith = async (startPages: number[]) =>
    PDFDocument.load(await renderLetterPdf(coverBlocks(facts, exhibits, startPages), meta));
  const draftCover = await coverWith(exhibits.map(() => 999));
  const startPages: number[] = [];
  let page = draftCover.getPageCount() + 1;
  for (const part of parts) {
    startPages.push(page);
    page += part.getPageCount();
  }
  const cover = await coverWith(startPages);

  const packet = await PDFDocument.create();
  packet.setTitle(meta.title);
  packet.setCreationDate(meta.createdAt);
  packet.setModificationDate(meta.createdAt);
  packet.setProducer("");
  packet.setCreator("");
  for (const part of [cover, ...parts]) {
    for (const copied of await packet.copyPages(part, part.getPageIndices())) packet.addPage(copied);
  }
  await numberPages(packet, facts.letterId);
  return packet.save({ useObjectStreams: false });
}

async function blocksPdf(blocks: LetterBlock[]): Promise<PDFDocument> {
  return PDFDocument.load(await renderLetterPdf(blocks, { title: "Exhibit", author: "" }));
}

/** An exhibit's pages: the page that names it, then the file itself. */
async function exhibitPages(exhibit: Exhibit, job: ProofJob): Promise<PDFDocument> {
  const part = await blocksPdf(separatorBlocks(exhibit));
  if (exhibit.kind === "mailing") return part;
  const bytes = exhibitFile(exhibit, job);
  if (!bytes) return part;
  const kind = exhibit.kind === "evidence" ? exhibit.evidence.kind : "pdf";
  try {
    if (kind === "pdf") {
      const source = await PDFDocument.load(bytes);
      for (const copied of await part.copyPages(source, source.getPageIndices())) part.addPage(copied);
    } else {
      await addImagePage(part, bytes, kind);
    }
  } catch {
    const note = await blocksPdf([
      {
        kind: "paragraph",
        text: `The file of ${exhibit.label} could not be laid out here. It is kept as uploaded; its SHA-256 above identifies it.`,
      },
    ]);
    for (const copied of await part.copyPages(note, note.getPageIndices())) part.addPage(copied);
  }
  return part;
}

/** The bytes of the file an exhibit shows. */
function exhibitFile(
  exhibit: Exclude<Exhibit, { kind: "mailing" }>,
  { facts, versionPdfs, noticePdf, evidenceFiles }: ProofJob,
): Uint8Array | null | undefined {
  if (exhibit.kind === "version") return versionPdfs[facts.versions.indexOf(exhibit.version)];
  if (exhibit.kind === "notice") return noticePdf;
  return evidenceFiles[facts.evidence.indexOf(exhibit.evidence)];
}

/** The image on a page of its own, as large as fits inside the margins, never enlarged past its own size. */
async function addImagePage(part: PDFDocument, bytes: Uint8Array, kind: "png" | "jpeg"): Promise<void> {
  const image = kind === "png" ? await part.embedPng(bytes) : await part.embedJpg(bytes);
  const room = { width: LETTER.width - 2 * LETTER.margin, height: LETTER.height - 2 * LETTER.margin - 18 };
  const scale = Math.min(1, room.width / image.width, room.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const page = part.addPage([LETTER.width, LETTER.height]);
  page.drawImage(image, { x: (LETTER.width - width) / 2, y: LETTER.height - LETTER.margin - height, width, height });
}

/** "Case record, letter #12 — page 3 of 17" at the foot of every page. */
async function numberPages(packet: PDFDocument, letterId: number): Promise<void> {
  const font = await packet.embedFont(StandardFonts.Helvetica);
  const pages = packet.getPages();
  pages.forEach((page, index) => {
    const label = `Case record, letter #${letterId} - page ${index + 1} of ${pages.length}`;
    const size = 8;
    const width = font.widthOfTextAtSize(label, size);
    page.drawText(label, { x: (page.getWidth() - width) / 2, y: 24, size, font, color: rgb(0.35, 0.38, 0.42) });
  });
}
