import type { LetterBlock } from "../../../domain/letter/blocks.ts";
import { itemKeepsWithNext, keepsWithNext } from "./keep-with-next.ts";
import { body, listItemBox, quoteBox } from "./pdf-boxes.ts";
import { type Flow, lineCount, type TextBox, textHeight } from "./pdf-flow.ts";
import { BODY, BOLD, lineHeight, MUTED } from "./pdf-layout.ts";
import { PAGE_BOTTOM, PAGE_TOP, PDF_STYLE as S } from "./pdf-page.ts";
import { signatureHeight } from "./pdf-signature.ts";

/**
 * How much room what a block keeps with takes (which blocks keep with the next: `keep-with-next.ts`).
 * A heading keeps with the start of what follows it; a paragraph that leads into a list with the
 * list's first item; the closing (the last paragraph, "Sincerely," and the signature) keeps with
 * the end of the block before it, so the last page never holds the sign-off alone. A list item
 * of up to `SHORT_ITEM_LINES` lines is never split. Only heights are worked out here: the blocks keep them as they are set
 * (`pdf-blocks.ts`), and the page count and the PDF share that one layout (decision 0019).
 */

/** A list item of this many lines or fewer is kept whole on one page. */
export const SHORT_ITEM_LINES = 5;
/** Lines of a paragraph kept together at a page break (the widow and orphan rule of `placeText`). */
const KEPT_LINES = 2;

/** The room a list item's start needs: all of a short item, the first two lines of a long one. */
export function itemStartHeight(flow: Flow, item: string): number {
  const lines = lineCount(flow, item, listItemBox());
  return textHeight(flow, item, listItemBox(), lines <= SHORT_ITEM_LINES ? lines : KEPT_LINES);
}

/** A list item is short enough to be kept whole. */
export function isShortItem(flow: Flow, item: string): boolean {
  return lineCount(flow, item, listItemBox()) <= SHORT_ITEM_LINES;
}

/** The items that must start on the page where item `index` starts: it and those it keeps with (`itemKeepsWithNext`). */
function itemsKeptWith(count: number, index: number): number {
  let kept = 1;
  while (itemKeepsWithNext(count, index + kept - 1)) kept += 1;
  return kept;
}

/**
 * The room item `index` of a list needs on the page where it starts, so that no item sits alone
 * at the foot or the head of a page apart from the rest of its list: with the items it keeps with
 * (`itemsKeptWith`), the last of them started as `itemStartHeight` says, and `follow` (what the
 * list's end keeps with) when that last one is the list's last item and short. When that much
 * would not fit on a fresh page, the item's own start alone.
 */
export function itemRunHeight(flow: Flow, items: readonly string[], index: number, follow: number): number {
  const own = (at: number) => {
    const item = items[at] ?? "";
    const lastOfList = at === items.length - 1;
    return itemStartHeight(flow, item) + (lastOfList && isShortItem(flow, item) ? follow : 0);
  };
  const kept = itemsKeptWith(items.length, index);
  let height = 0;
  for (let at = index; at < index + kept - 1; at += 1)
    height += textHeight(flow, items[at] ?? "", listItemBox()) + S.gapBetweenItems;
  height += own(index + kept - 1);
  return height <= PAGE_BOTTOM - PAGE_TOP ? height : own(index);
}

/** The room the start of a paragraph needs; one too short to break (three lines or fewer) brings what it keeps with. */
function paragraphStart(flow: Flow, text: string, box: TextBox, keep: number): number {
  const lines = lineCount(flow, text, box);
  if (lines > 2 * KEPT_LINES - 1) return textHeight(flow, text, box, KEPT_LINES);
  return textHeight(flow, text, box) + (keep > 0 ? S.gapAfterParagraph + keep : 0);
}

/** The room the start of block `index` needs on the page where it starts. */
export function startHeight(flow: Flow, blocks: readonly LetterBlock[], index: number): number {
  const block = blocks[index];
  if (!block) return 0;
  switch (block.kind) {
    case "paragraph":
    case "note": {
      const box = body(block.kind === "note" ? MUTED : BODY);
      /* The last paragraph travels whole with the signature, and a document's last paragraph whole. */
      if (blocks[index + 1]?.kind === "signature" || index === blocks.length - 1)
        return textHeight(flow, block.text, box) + S.gapAfterParagraph + keepAfter(flow, blocks, index);
      return paragraphStart(flow, block.text, box, keepAfter(flow, blocks, index));
    }
    case "heading":
      return (
        S.gapBeforeHeading +
        textHeight(flow, block.text, body(BOLD)) +
        S.gapAfterHeading +
        startHeight(flow, blocks, index + 1)
      );
    case "list": {
      const keep = keepAfter(flow, blocks, index);
      return itemRunHeight(flow, block.items, 0, keep > 0 ? S.gapAfterParagraph + keep : 0);
    }
    case "quote": {
      const first = block.paragraphs[0] ?? "";
      const keep = block.paragraphs.length === 1 ? keepAfter(flow, blocks, index) : 0;
      return paragraphStart(flow, first, quoteBox(), keep);
    }
    case "signature":
      return signatureHeight(flow, block) + keepAfter(flow, blocks, index);
    case "enclosures":
      return textHeight(flow, "Enclosures:", body()) + textHeight(flow, block.items[0] ?? "", body(), KEPT_LINES);
    default:
      return lineHeight(BODY.size, S.lineGap);
  }
}

/**
 * The room that must follow the end of block `index` on the page where it ends (its own gap
 * after it left out), or 0 when it need not keep with what follows.
 */
export function keepAfter(flow: Flow, blocks: readonly LetterBlock[], index: number): number {
  return keepsWithNext(blocks, index) ? startHeight(flow, blocks, index + 1) : 0;
}
