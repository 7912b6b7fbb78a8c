import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import {
  coverBlocks,
  type Exhibit,
  exhibitsOf,
  type ProofFacts,
  separatorBlocks,
} from "../../../domain/case/proof-packet.ts";
import type { LetterBlock } from "../../../domain/letter/blocks.ts";
import type { RecordPages } from "../evidence/page-image.ts";
import { renderLetterPdf } from "./render-pdf.ts";

/** A proof packet to build: its facts, the bytes of each version's PDF, and pictures of each evidence file, in the same order. */
export interface ProofJob {
  facts: ProofFacts;
  versionPdfs: Uint8Array[];
  /** The final notice as mailed, when the facts name one. */
  noticePdf: Uint8Array | null;
  /** The final notice as the sender first downloaded it, when the facts name one. */
  noticeCopyPdf?: Uint8Array | null;
  /** The data request as mailed, when the facts name one. */
  dataRequestPdf?: Uint8Array | null;
  evidencePages: RecordPages[];
  /** Pictures of each proof of delivery, by the SHA-256 of its PDF. */
  proofPages: Record<string, RecordPages>;
}

const LETTER = { width: 612, height: 792, margin: 54 };

/**
 * One PDF a user can hand to a judge or arbitrator: a cover page with the index of exhibits, then
 * each exhibit after a page that names it. Letter versions (our own files) are copied page by page
 * as they were. Evidence is drawn from pictures made when it was uploaded (decision 0023): an image
 * on a page of its own, a PDF's first pages each at its own size. No object of an uploaded file
 * (a script, a link, an attachment) reaches the record. Every page is numbered at the foot.
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
  const part = await blocksPdf(separatorBlocks(exhibit, job.facts.timeZone));
  if (exhibit.kind === "mailing" || exhibit.kind === "terms") return part;
  try {
    if (exhibit.kind === "evidence") {
      const drawn = job.evidencePages[job.facts.evidence.indexOf(exhibit.evidence)];
      await addPictures(part, exhibit.label, drawn, exhibit.evidence.kind === "pdf");
    } else if (exhibit.kind === "delivery_proof") {
      await addPictures(part, exhibit.label, job.proofPages[exhibit.proof.sha256], true);
    } else {
      const bytes =
        exhibit.kind === "version"
          ? job.versionPdfs[job.facts.versions.indexOf(exhibit.version)]
          : exhibit.kind === "notice_copy"
            ? job.noticeCopyPdf
            : exhibit.document === "data request"
              ? job.dataRequestPdf
              : job.noticePdf;
      if (!bytes) return part;
      const source = await PDFDocument.load(bytes);
      for (const copied of await part.copyPages(source, source.getPageIndices())) part.addPage(copied);
    }
  } catch {
    await addNote(part, `The file of ${exhibit.label} could not be laid out here. ${KEPT}`);
  }
  return part;
}

const KEPT = "It is kept as uploaded; its SHA-256 above identifies it.";

/** A file's pictures: an image inside a Letter page's margins, a PDF's pages at their own size. */
async function addPictures(
  part: PDFDocument,
  label: string,
  drawn: RecordPages | undefined,
  pdfPages: boolean,
): Promise<void> {
  if (!drawn || drawn.pages.length === 0) throw new Error("no pictures of this file");
  for (const picture of drawn.pages) {
    /* A copy of its own: pdf-lib reads a JPEG from the start of its buffer, and small ones share a pool. */
    const image = await part.embedJpg(new Uint8Array(picture.jpeg));
    if (pdfPages) {
      const page = part.addPage([picture.width, picture.height]);
      page.drawImage(image, { x: 0, y: 0, width: picture.width, height: picture.height });
    } else {
      const page = part.addPage([LETTER.width, LETTER.height]);
      const { width, height } = picture;
      page.drawImage(image, {
        x: (LETTER.width - width) / 2,
        y: LETTER.height - LETTER.margin - height,
        width,
        height,
      });
    }
  }
  if (drawn.pageCount > drawn.pages.length) {
    const shown = drawn.pages.length;
    await addNote(part, `Pages ${shown + 1} to ${drawn.pageCount} of ${label} are not shown here. ${KEPT}`);
  }
}

async function addNote(part: PDFDocument, text: string): Promise<void> {
  const note = await blocksPdf([{ kind: "paragraph", text }]);
  for (const copied of await part.copyPages(note, note.getPageIndices())) part.addPage(copied);
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
