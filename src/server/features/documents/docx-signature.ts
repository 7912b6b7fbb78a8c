import { BorderStyle, ImageRun, Paragraph } from "docx";
import type { LetterBlock } from "../../../domain/letter/blocks.ts";
import { isSignaturePng } from "../../../domain/letter/signature-png.ts";
import { textRuns } from "./docx-runs.ts";
import { PT } from "./docx-styles.ts";
import { PDF_STYLE } from "./pdf-page.ts";

type SignatureBlock = Extract<LetterBlock, { kind: "signature" }>;

/** Word sizes images in pixels at 96 to the inch. */
const PIXELS_PER_POINT = 96 / 72;

/** The drawn signature as an image fitted into the PDF's room for it (200 x 50 pt), or undefined. */
function signatureImage(block: SignatureBlock): ImageRun | undefined {
  if (block.mark?.kind !== "drawn" || !isSignaturePng(block.mark.png)) return undefined;
  const png = Buffer.from(block.mark.png.slice(block.mark.png.indexOf(",") + 1), "base64");
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const scale =
    Math.min(PDF_STYLE.signatureMark.width / width, PDF_STYLE.signatureMark.height / height) * PIXELS_PER_POINT;
  return new ImageRun({
    type: "png",
    data: png,
    transformation: { width: Math.round(width * scale), height: Math.round(height * scale) },
    altText: { name: "Signature", title: "Signature", description: `Signature of ${block.name}` },
  });
}

/** Closing, the signature on a line 210 pt long (typed "/s/ Jane Doe", the drawn image, or room to sign), the printed name. */
export function signatureParagraphs(block: SignatureBlock, contentWidth: number): Paragraph[] {
  const line = {
    keepNext: true,
    indent: { right: contentWidth - PDF_STYLE.signatureLineWidth * PT },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "111111", space: 1 } },
  };
  const image = signatureImage(block);
  const mark = image
    ? new Paragraph({ ...line, spacing: { before: 6 * PT, after: 60 }, children: [image] })
    : block.mark?.kind === "typed"
      ? new Paragraph({
          ...line,
          spacing: { before: (PDF_STYLE.signatureRoom - 14) * PT, after: 60 },
          children: textRuns(block.mark.text),
        })
      : new Paragraph({ ...line, spacing: { before: PDF_STYLE.signatureRoom * PT, after: 60 }, children: [] });
  return [
    new Paragraph({ keepNext: true, spacing: { after: 0 }, children: textRuns(block.closing) }),
    mark,
    new Paragraph({ children: textRuns(block.name) }),
  ];
}
