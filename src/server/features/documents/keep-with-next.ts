import type { LetterBlock } from "../../../domain/letter/blocks.ts";

/**
 * Whether block `index` must end on the page where the next block starts: a heading; a paragraph
 * that leads into a list; and the block before the closing, so that the last paragraph,
 * "Sincerely," and the signature never sit on a page without the end of the text before them.
 * The PDF keeps these by height (`pdf-keeps.ts`), the Word file with keepNext.
 */
export function keepsWithNext(blocks: readonly LetterBlock[], index: number): boolean {
  const block = blocks[index];
  const next = blocks[index + 1];
  if (!block || !next) return false;
  if (block.kind === "heading") return true;
  if (next.kind === "list") return block.kind === "paragraph" || block.kind === "note";
  return next.kind === "signature" || (next.kind === "paragraph" && blocks[index + 2]?.kind === "signature");
}
