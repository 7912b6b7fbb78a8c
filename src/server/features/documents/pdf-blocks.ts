import type { LetterBlock } from "../../../domain/letter/blocks.ts";
import { ENVELOPE_WINDOWS, POINTS_PER_INCH } from "./envelope-window.ts";
import { drawText, type Flow, keepTogether, textHeight, type TextBox } from "./pdf-flow.ts";
import {
  BODY,
  BOLD,
  contentWidth,
  currentPageIndex,
  drawSideRule,
  lineHeight,
  MUTED,
  PDF_STYLE as S,
} from "./pdf-layout.ts";
import { drawEnclosures, drawSignature, signatureHeight } from "./pdf-signature.ts";
import { group, type StructParent, tagged } from "./pdf-tags.ts";

/** Sender and recipient lines: a little smaller and tighter, to sit inside the envelope windows. */
const ADDRESS = { ...BODY, size: 10 };
const ADDRESS_GAP = 1.6;
/** Lines of the sender block that show through the return-address window (name, street, city). */
const RETURN_ADDRESS_LINES = 3;

const inches = (value: number) => value * POINTS_PER_INCH;

function body(flow: Flow, style = BODY, indent = 0): TextBox {
  const left = flow.doc.page.margins.left + indent;
  return { x: left, width: contentWidth(flow.doc) - indent, style };
}

/** The right end of the envelope windows: address lines wrap there. */
function windowBox(flow: Flow): TextBox {
  const right = inches(ENVELOPE_WINDOWS.recipient.left + ENVELOPE_WINDOWS.recipient.width);
  const left = flow.doc.page.margins.left;
  return { x: left, width: right - left, style: ADDRESS, gap: ADDRESS_GAP, keepLines: 1 };
}

const addressLineHeight = () => lineHeight(ADDRESS.size, ADDRESS_GAP);

/** On the first page, where the recipient block starts: the top of the envelope's address window. */
function recipientTop(flow: Flow): number {
  return currentPageIndex(flow.doc) === 0 ? inches(ENVELOPE_WINDOWS.recipient.top) + 2 : flow.y;
}

/** How much room the start of a block needs, so a heading is never left alone at a page foot. */
function leadHeight(flow: Flow, block: LetterBlock | undefined): number {
  if (!block) return 0;
  switch (block.kind) {
    case "paragraph":
    case "note":
      return textHeight(flow, block.text, body(flow), 2);
    case "list":
      return textHeight(flow, block.items[0] ?? "", body(flow, BODY, S.listIndent + S.listLabelWidth), 2);
    case "quote":
      return textHeight(flow, block.paragraphs[0] ?? "", { ...body(flow, BODY, S.quoteIndent), direction: "auto" }, 2);
    case "signature":
      return signatureHeight(flow, block);
    default:
      return lineHeight(BODY.size, S.lineGap);
  }
}

export function drawBlock(flow: Flow, root: StructParent, block: LetterBlock, next: LetterBlock | undefined): void {
  const { doc } = flow;
  switch (block.kind) {
    case "sender": {
      /* The return address sits in the envelope's upper window; email and phone follow below it. */
      if (currentPageIndex(doc) === 0 && flow.y <= doc.page.margins.top)
        flow.y = inches(ENVELOPE_WINDOWS.returnAddress.top) + 2;
      tagged(doc, root, "P", () => {
        block.lines.forEach((line, index) => {
          const box = index < RETURN_ADDRESS_LINES ? windowBox(flow) : { ...windowBox(flow), width: contentWidth(doc) };
          drawText(flow, line, box);
        });
      });
      flow.y += 6;
      return;
    }
    case "date":
      tagged(doc, root, "P", () => drawText(flow, block.text, body(flow)));
      flow.y += S.gapAfterBlock - 6;
      return;
    case "mailing": {
      flow.y = Math.max(flow.y, recipientTop(flow) - addressLineHeight());
      tagged(doc, root, "P", () => drawText(flow, block.text, { ...windowBox(flow), width: contentWidth(doc) }));
      return;
    }
    case "recipient": {
      flow.y = Math.max(flow.y, recipientTop(flow));
      const box = windowBox(flow);
      keepTogether(
        flow,
        block.lines.reduce((sum, line) => sum + textHeight(flow, line, box), 0),
      );
      tagged(doc, root, "P", () => {
        for (const line of block.lines) drawText(flow, line, box);
      });
      flow.y += S.gapAfterBlock + 4;
      return;
    }
    case "subject":
      tagged(doc, root, "H1", () => drawText(flow, block.text, body(flow, BOLD)));
      flow.y += S.gapAfterBlock;
      return;
    case "heading": {
      flow.y += S.gapBeforeHeading;
      const heading = body(flow, BOLD);
      keepTogether(flow, textHeight(flow, block.text, heading) + S.gapAfterHeading + leadHeight(flow, next));
      tagged(doc, root, "H2", () => drawText(flow, block.text, heading));
      flow.y += S.gapAfterHeading;
      return;
    }
    case "paragraph":
    case "note": {
      const box = body(flow, block.kind === "note" ? MUTED : BODY);
      /* The last paragraph travels with the signature, so the signature never starts a page alone. */
      if (next?.kind === "signature")
        keepTogether(flow, textHeight(flow, block.text, box) + S.gapAfterParagraph + signatureHeight(flow, next));
      tagged(doc, root, "P", () => drawText(flow, block.text, box));
      flow.y += S.gapAfterParagraph;
      return;
    }
    case "list":
      drawList(flow, root, block);
      return;
    case "quote":
      drawQuote(flow, root, block.paragraphs);
      return;
    case "signature":
      drawSignature(flow, root, block);
      return;
    case "enclosures":
      drawEnclosures(flow, root, block.items);
      return;
  }
}

function drawList(flow: Flow, root: StructParent, block: Extract<LetterBlock, { kind: "list" }>): void {
  const { doc } = flow;
  const itemBox = body(flow, BODY, S.listIndent + S.listLabelWidth);
  /* Labels end just before the item's text ("1." and "10." line up on the right). */
  const labelBox = (label: string): TextBox => {
    const width = flow.text.layout(label, BODY, S.listLabelWidth).lines[0]?.width ?? 0;
    return { x: itemBox.x - S.listLabelGap - width, width: width + 1, style: BODY, keepLines: 1 };
  };
  const list = group(doc, root, "L");
  block.items.forEach((item, index) => {
    /* An item's first two lines (or all of a short item) start on the same page. */
    keepTogether(flow, textHeight(flow, item, itemBox, 2));
    const top = flow.y;
    const entry = group(doc, list, "LI");
    const label = block.style === "numbered" ? `${index + 1}.` : "•";
    tagged(doc, entry, "Lbl", () => drawText(flow, label, labelBox(label)));
    flow.y = top;
    tagged(doc, entry, "LBody", () => drawText(flow, item, itemBox));
    entry.end();
    flow.y += S.gapBetweenItems;
  });
  list.end();
  flow.y += S.gapAfterParagraph - S.gapBetweenItems;
}

/** The user's own words: indented, with a rule on the left, one paragraph per line they typed. */
function drawQuote(flow: Flow, root: StructParent, paragraphs: readonly string[]): void {
  const { doc } = flow;
  const ruleX = doc.page.margins.left + S.quoteIndent / 2 - 2;
  const box: TextBox = { ...body(flow, BODY, S.quoteIndent), direction: "auto" };
  keepTogether(flow, textHeight(flow, paragraphs[0] ?? "", box, 2));
  const from = { page: currentPageIndex(doc), y: flow.y };
  const quote = group(doc, root, "BlockQuote");
  paragraphs.forEach((paragraph, index) => {
    if (index > 0) flow.y += S.gapInQuote;
    tagged(doc, quote, "P", () => drawText(flow, paragraph, box));
  });
  quote.end();
  const end = flow.y;
  drawSideRule(doc, ruleX, from, { page: currentPageIndex(doc), y: end - S.lineGap }, flow.pageEnds);
  flow.y = end + S.gapAfterParagraph;
}
