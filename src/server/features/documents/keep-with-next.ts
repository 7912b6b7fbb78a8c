import type { LetterBlock } from "../../../domain/letter/blocks.ts";

/**
 * Whether block `index` must end on the page where the next block starts: a heading; a paragraph
 * that leads into a list; the block before the closing, so that the last paragraph,
 * "Sincerely," and the signature never sit on a page without the end of the text before them; the
 * signature before the enclosures; and the block before a document's last block, so that the last
 * page never holds a few lines alone.
 * The PDF keeps these by height (`pdf-keeps.ts`), the Word file with keepNext.
 */
export function keepsWithNext(blocks: readonly LetterBlock[], index: number): boolean {
  const block = blocks[index];
  const next = blocks[index + 1];
  if (!block || !next) return false;
  if (block.kind === "heading") return true;
  if (index === blocks.length - 2) return true;
  if (next.kind === "list") return block.kind === "paragraph" || block.kind === "note";
  return next.kind === "signature" || (next.kind === "paragraph" && blocks[index + 2]?.kind === "signature");
}

/** A list this long or shorter is kept whole on one page; a longer one breaks with at least two items a side. */
export const SHORT_LIST_ITEMS = 3;

/**
 * Whether item `index` of a list of `count` must end on the page where the next item starts, so
 * no item sits alone at a page's foot or head apart from its list: every item of a short list but
 * the last; the first and the last but one of a longer list.
 */
export function itemKeepsWithNext(count: number, index: number): boolean {
  if (index >= count - 1) return false;
  if (count <= SHORT_LIST_ITEMS) return true;
  return index === 0 || index === count - 2;
}
