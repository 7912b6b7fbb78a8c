import type { LetterBlock } from "../../../domain/letter/blocks.ts";
import { isSignaturePng } from "../../../domain/letter/signature-png.ts";
import { artifact, type Flow, group, keepTogether, placeText, tagged, textHeight, type TextBox } from "./pdf-flow.ts";
import { baselineOffset, BODY } from "./pdf-layout.ts";
import { CONTENT_LEFT, CONTENT_WIDTH, PDF_STYLE as S } from "./pdf-page.ts";

type SignatureBlock = Extract<LetterBlock, { kind: "signature" }>;

/** A drawn signature's PNG and its size in pixels, or undefined when the mark is not a usable PNG. */
function drawnSignature(block: SignatureBlock): { png: Buffer; width: number; height: number } | undefined {
  if (block.mark?.kind !== "drawn" || !isSignaturePng(block.mark.png)) return undefined;
  const png = Buffer.from(block.mark.png.slice(block.mark.png.indexOf(",") + 1), "base64");
  return { png, width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

function box(indent = 0): TextBox {
  return { x: CONTENT_LEFT + indent, width: CONTENT_WIDTH - indent, style: BODY };
}

/** Room above the signature line: a drawn mark's box, or space to sign (with the typed mark in it). */
function roomHeight(block: SignatureBlock): number {
  return drawnSignature(block) ? S.signatureMark.height + 6 : S.signatureRoom;
}

export function signatureHeight(flow: Flow, block: SignatureBlock): number {
  return textHeight(flow, block.closing, box()) + roomHeight(block) + 4 + textHeight(flow, block.name, box());
}

/**
 * Closing, the signature (typed "/s/ Jane Doe", the drawn PNG, or room to sign), the line, the
 * printed name; `keep` is the room what follows (the enclosures) needs on the same page.
 */
export function placeSignature(flow: Flow, block: SignatureBlock, keep = 0): void {
  const left = CONTENT_LEFT;
  keepTogether(flow, signatureHeight(flow, block) + (keep > 0 ? S.gapAfterParagraph + keep : 0));
  tagged(flow, "P", () => placeText(flow, block.closing, box()));
  const lineY = flow.y + roomHeight(block);
  const drawn = drawnSignature(block);
  if (drawn) {
    const scale = Math.min(S.signatureMark.width / drawn.width, S.signatureMark.height / drawn.height);
    const width = drawn.width * scale;
    const height = drawn.height * scale;
    const image = { kind: "image", png: drawn.png, x: left, y: lineY - 3 - height, width, height } as const;
    tagged(flow, "Figure", () => flow.items.push(image), { alt: `Signature of ${block.name}` });
  } else if (block.mark?.kind === "typed") {
    flow.y = lineY - 6 - baselineOffset(BODY.size);
    tagged(flow, "P", () => placeText(flow, block.mark?.kind === "typed" ? block.mark.text : "", box()));
  }
  const line = { kind: "rule", x1: left, y1: lineY, x2: left + S.signatureLineWidth, y2: lineY } as const;
  artifact(flow, "Layout", () => flow.items.push({ ...line, width: 0.75, color: S.textColor }));
  flow.y = lineY + 4;
  tagged(flow, "P", () => placeText(flow, block.name, box()));
  flow.y += S.gapAfterParagraph;
}

/** "Enclosures:" and each item on its own line, indented. */
export function placeEnclosures(flow: Flow, items: readonly string[]): void {
  if (items.length === 0) return;
  const itemBox = box(S.enclosureIndent);
  keepTogether(flow, textHeight(flow, "Enclosures:", box()) + textHeight(flow, items[0] ?? "", itemBox, 2));
  tagged(flow, "P", () => placeText(flow, "Enclosures:", box()));
  group(flow, "L", () => {
    for (const item of items) group(flow, "LI", () => tagged(flow, "LBody", () => placeText(flow, item, itemBox)));
  });
  flow.y += S.gapAfterParagraph;
}
