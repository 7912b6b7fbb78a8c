import type { LetterBlock } from "../../../domain/letter/blocks.ts";
import { isSignaturePng } from "../../../domain/letter/signature-png.ts";
import { drawText, type Flow, keepTogether, textHeight, type TextBox } from "./pdf-flow.ts";
import { asArtifact, baselineOffset, BODY, contentWidth, PDF_STYLE as S } from "./pdf-layout.ts";
import { group, type StructParent, tagged } from "./pdf-tags.ts";

type SignatureBlock = Extract<LetterBlock, { kind: "signature" }>;

/** A drawn signature's PNG and its size in pixels, or undefined when the mark is not a usable PNG. */
function drawnSignature(block: SignatureBlock): { png: Buffer; width: number; height: number } | undefined {
  if (block.mark?.kind !== "drawn" || !isSignaturePng(block.mark.png)) return undefined;
  const png = Buffer.from(block.mark.png.slice(block.mark.png.indexOf(",") + 1), "base64");
  return { png, width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

function box(flow: Flow, indent = 0): TextBox {
  return { x: flow.doc.page.margins.left + indent, width: contentWidth(flow.doc) - indent, style: BODY };
}

/** Room above the signature line: a drawn mark's box, or space to sign (with the typed mark in it). */
function roomHeight(block: SignatureBlock): number {
  return drawnSignature(block) ? S.signatureMark.height + 6 : S.signatureRoom;
}

export function signatureHeight(flow: Flow, block: SignatureBlock): number {
  return textHeight(flow, block.closing, box(flow)) + roomHeight(block) + 4 + textHeight(flow, block.name, box(flow));
}

/** Closing, the signature (typed "/s/ Jane Doe", the drawn PNG, or room to sign), the line, the printed name. */
export function drawSignature(flow: Flow, root: StructParent, block: SignatureBlock): void {
  const { doc } = flow;
  const left = doc.page.margins.left;
  keepTogether(flow, signatureHeight(flow, block));
  tagged(doc, root, "P", () => drawText(flow, block.closing, box(flow)));
  const lineY = flow.y + roomHeight(block);
  const drawn = drawnSignature(block);
  if (drawn) {
    const scale = Math.min(S.signatureMark.width / drawn.width, S.signatureMark.height / drawn.height);
    const width = drawn.width * scale;
    const height = drawn.height * scale;
    tagged(doc, root, "Figure", () => doc.image(drawn.png, left, lineY - 3 - height, { width, height }), {
      alt: `Signature of ${block.name}`,
    });
  } else if (block.mark?.kind === "typed") {
    flow.y = lineY - 6 - baselineOffset(BODY.size);
    tagged(doc, root, "P", () => drawText(flow, block.mark?.kind === "typed" ? block.mark.text : "", box(flow)));
  }
  asArtifact(doc, () => {
    doc.save().lineWidth(0.75).strokeColor(S.textColor);
    doc
      .moveTo(left, lineY)
      .lineTo(left + S.signatureLineWidth, lineY)
      .stroke()
      .restore();
  });
  flow.y = lineY + 4;
  tagged(doc, root, "P", () => drawText(flow, block.name, box(flow)));
  flow.y += S.gapAfterParagraph;
}

/** "Enclosures:" and each item on its own line, indented. */
export function drawEnclosures(flow: Flow, root: StructParent, items: readonly string[]): void {
  if (items.length === 0) return;
  const { doc } = flow;
  const itemBox = box(flow, S.enclosureIndent);
  keepTogether(flow, textHeight(flow, "Enclosures:", box(flow)) + textHeight(flow, items[0] ?? "", itemBox, 2));
  tagged(doc, root, "P", () => drawText(flow, "Enclosures:", box(flow)));
  const list = group(doc, root, "L");
  for (const item of items) {
    const entry = group(doc, list, "LI");
    tagged(doc, entry, "LBody", () => drawText(flow, item, itemBox));
    entry.end();
  }
  list.end();
  flow.y += S.gapAfterParagraph;
}
