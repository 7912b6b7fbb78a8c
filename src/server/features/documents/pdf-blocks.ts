import { LOCALES } from "../../../domain/i18n/languages.ts";
import type { LetterBlock } from "../../../domain/letter/blocks.ts";
import { ENVELOPE_WINDOWS, POINTS_PER_INCH } from "./envelope-window.ts";
import {
  boxLineHeight,
  type Flow,
  group,
  keepTogether,
  lineCount,
  placeText,
  tagged,
  textHeight,
  type TextBox,
} from "./pdf-flow.ts";
import { BODY, BOLD, lineHeight, MUTED } from "./pdf-layout.ts";
import { CONTENT_LEFT, CONTENT_WIDTH, PAGE_BOTTOM, PAGE_TOP, PDF_STYLE as S } from "./pdf-page.ts";
import { body, listItemBox, quoteBox } from "./pdf-boxes.ts";
import { itemRunHeight, keepAfter } from "./pdf-keeps.ts";
import { placeEnclosures, placeSignature } from "./pdf-signature.ts";

/** Sender and recipient lines: a little smaller and tighter, to sit inside the envelope windows. */
const ADDRESS = { ...BODY, size: 10 };
const ADDRESS_GAP = 1.6;
/** Room left above the sender block inside the return-address window. */
const WINDOW_INSET = 2;
/** The smallest type the sender block is set in to fit the window whole. */
const SMALLEST_SENDER_SIZE = 7;

const inches = (value: number) => value * POINTS_PER_INCH;

/** The right end of the envelope windows: address lines wrap there. */
function windowBox(): TextBox {
  const right = inches(ENVELOPE_WINDOWS.recipient.left + ENVELOPE_WINDOWS.recipient.width);
  return { x: CONTENT_LEFT, width: right - CONTENT_LEFT, style: ADDRESS, gap: ADDRESS_GAP, keepLines: 1 };
}

const addressLineHeight = () => lineHeight(ADDRESS.size, ADDRESS_GAP);

/**
 * The sender block's box: the recipient's type when all its lines (name, street, city, email,
 * phone) fit the return-address window that way, else the largest size down to 7 pt, in steps of
 * half a point and set tight, at which they do (decision 0050).
 */
function senderBox(flow: Flow, lines: readonly string[]): TextBox {
  const room = inches(ENVELOPE_WINDOWS.returnAddress.height) - WINDOW_INSET;
  const fits = (box: TextBox) => {
    const count = lines.reduce((sum, line) => sum + lineCount(flow, line, box), 0);
    /* The last line needs its own height, not the gap after it. */
    return count * boxLineHeight(box) - (box.gap ?? 0) <= room;
  };
  const usual = windowBox();
  if (fits(usual)) return usual;
  for (let size = ADDRESS.size - 0.5; size > SMALLEST_SENDER_SIZE; size -= 0.5) {
    const box = { ...usual, style: { ...ADDRESS, size }, gap: size * 0.06 };
    if (fits(box)) return box;
  }
  return { ...usual, style: { ...ADDRESS, size: SMALLEST_SENDER_SIZE }, gap: SMALLEST_SENDER_SIZE * 0.06 };
}

/** On the first page, where the recipient block starts: the top of the envelope's address window. */
function recipientTop(flow: Flow): number {
  return flow.page === 0 ? inches(ENVELOPE_WINDOWS.recipient.top) + 2 : flow.y;
}

/**
 * Lays out one block at the cursor. `next` is the block after it; `keep` the room that must
 * follow the block's end on its page (`keepAfter` in `pdf-keeps.ts`; worked out from `next`
 * alone when not given).
 */
export function layoutBlock(
  flow: Flow,
  block: LetterBlock,
  next: LetterBlock | undefined,
  keep = keepAfter(flow, next ? [block, next] : [block], 0),
): void {
  switch (block.kind) {
    case "sender": {
      /* The whole block, email and phone too, sits in the envelope's upper window. */
      if (flow.page === 0 && flow.y <= PAGE_TOP) flow.y = inches(ENVELOPE_WINDOWS.returnAddress.top) + WINDOW_INSET;
      const box = senderBox(flow, block.lines);
      tagged(flow, "P", () => {
        for (const line of block.lines) placeText(flow, line, box);
      });
      flow.y += 6;
      return;
    }
    case "date":
      tagged(flow, "P", () => placeText(flow, block.text, body()));
      flow.y += S.gapAfterBlock - 6;
      return;
    case "mailing": {
      flow.y = Math.max(flow.y, recipientTop(flow) - addressLineHeight());
      tagged(flow, "P", () => placeText(flow, block.text, { ...windowBox(), width: CONTENT_WIDTH }));
      return;
    }
    case "recipient": {
      flow.y = Math.max(flow.y, recipientTop(flow));
      const box = windowBox();
      keepTogether(
        flow,
        block.lines.reduce((sum, line) => sum + textHeight(flow, line, box), 0),
      );
      tagged(flow, "P", () => {
        for (const line of block.lines) placeText(flow, line, box);
      });
      flow.y += S.gapAfterBlock + 4;
      return;
    }
    case "subject":
      tagged(flow, "H1", () => placeText(flow, block.text, body(BOLD)));
      flow.y += S.gapAfterBlock;
      return;
    case "heading": {
      flow.y += S.gapBeforeHeading;
      const heading = body(BOLD);
      keepTogether(flow, textHeight(flow, block.text, heading) + S.gapAfterHeading + keep);
      tagged(flow, "H2", () => placeText(flow, block.text, heading));
      flow.y += S.gapAfterHeading;
      return;
    }
    case "paragraph":
    case "note": {
      const box = { ...body(block.kind === "note" ? MUTED : BODY), keepWithNext: keep && S.gapAfterParagraph + keep };
      /* The last paragraph travels whole with the signature, so the signature never starts a page alone; a document's last paragraph is whole too. */
      if (next?.kind === "signature" || next === undefined)
        keepTogether(flow, textHeight(flow, block.text, box) + S.gapAfterParagraph + keep);
      tagged(flow, "P", () => placeText(flow, block.text, box));
      flow.y += S.gapAfterParagraph;
      return;
    }
    case "list":
      placeList(flow, block, keep);
      return;
    case "quote":
      placeQuote(flow, block.paragraphs, keep, block.language && LOCALES[block.language]);
      return;
    case "signature":
      placeSignature(flow, block, keep);
      return;
    case "enclosures":
      placeEnclosures(flow, block.items);
      return;
  }
}

/** A numbered or bulleted list; its last item keeps `keep` after it on its page. */
function placeList(flow: Flow, block: Extract<LetterBlock, { kind: "list" }>, keep: number): void {
  const itemBox = listItemBox();
  /* Labels end just before the item's text ("1." and "10." line up on the right). */
  const labelBox = (label: string): TextBox => {
    const width = flow.text.layout(label, BODY, S.listLabelWidth).lines[0]?.width ?? 0;
    return { x: itemBox.x - S.listLabelGap - width, width: width + 1, style: BODY, keepLines: 1 };
  };
  group(flow, "L", () => {
    block.items.forEach((item, index) => {
      const listFollow = keep > 0 ? S.gapAfterParagraph + keep : 0;
      const follow = index === block.items.length - 1 ? listFollow : 0;
      /* A short item on one page (with what follows the last one), a long one's first two lines; never one item alone. */
      keepTogether(flow, itemRunHeight(flow, block.items, index, listFollow));
      const top = flow.y;
      const label = block.style === "numbered" ? `${index + 1}.` : "•";
      group(flow, "LI", () => {
        tagged(flow, "Lbl", () => placeText(flow, label, labelBox(label)));
        flow.y = top;
        tagged(flow, "LBody", () => placeText(flow, item, { ...itemBox, keepWithNext: follow }));
      });
      flow.y += S.gapBetweenItems;
    });
  });
  flow.y += S.gapAfterParagraph - S.gapBetweenItems;
}

/** The user's own words: indented, with a rule on the left, one paragraph per line they typed; the last keeps `keep` after it. */
function placeQuote(flow: Flow, paragraphs: readonly string[], keep: number, lang?: string): void {
  const box = quoteBox();
  keepTogether(flow, textHeight(flow, paragraphs[0] ?? "", box, 2));
  const from = { page: flow.page, y: flow.y };
  group(
    flow,
    "BlockQuote",
    () => {
      paragraphs.forEach((paragraph, index) => {
        if (index > 0) flow.y += S.gapInQuote;
        const follow = index === paragraphs.length - 1 && keep > 0 ? S.gapAfterParagraph + keep : 0;
        tagged(flow, "P", () => placeText(flow, paragraph, { ...box, keepWithNext: follow }));
      });
    },
    lang,
  );
  const end = flow.y;
  placeSideRule(flow, CONTENT_LEFT + S.quoteIndent / 2 - 2, from, { page: flow.page, y: end - S.lineGap });
  flow.y = end + S.gapAfterParagraph;
}

/** A thin vertical rule beside quoted text, on every page the quote runs over. */
function placeSideRule(
  flow: Flow,
  x: number,
  from: { page: number; y: number },
  to: { page: number; y: number },
): void {
  for (let page = from.page; page <= to.page; page += 1) {
    const top = page === from.page ? from.y : PAGE_TOP;
    const bottom = page === to.page ? to.y : (flow.pageEnds.get(page) ?? PAGE_BOTTOM) - S.lineGap;
    const rule = { kind: "rule", x1: x, y1: top, x2: x, y2: bottom, width: 1.5, color: S.ruleColor } as const;
    flow.items.push({ kind: "onPage", page, items: [{ kind: "artifact", type: "Layout", items: [rule] }] });
  }
}
