import type { LetterBlock } from "./blocks.ts";

/**
 * The letter as plain text (stored as `letterContent`): one blank line between blocks,
 * numbered items as "1. ", bullets as "- ", the user's quoted words indented four spaces.
 */
export function renderLetterText(blocks: readonly LetterBlock[]): string {
  return `${blocks.map(renderBlock).join("\n\n")}\n`;
}

export const QUOTE_INDENT = "    ";

function renderBlock(block: LetterBlock): string {
  switch (block.kind) {
    case "sender":
    case "recipient":
      return block.lines.join("\n");
    case "date":
    case "mailing":
    case "subject":
    case "heading":
    case "paragraph":
    case "note":
      return block.text;
    case "list":
      return block.items
        .map((item, index) => (block.style === "numbered" ? `${index + 1}. ${item}` : `- ${item}`))
        .join("\n");
    case "quote":
      return block.paragraphs.map((paragraph) => `${QUOTE_INDENT}${paragraph}`).join("\n");
    case "signature":
      return block.mark?.kind === "typed"
        ? `${block.closing}\n\n${block.mark.text}\n${block.name}`
        : `${block.closing}\n\n${block.name}`;
    case "enclosures":
      return ["Enclosures:", ...block.items.map((item) => `${QUOTE_INDENT}${item}`)].join("\n");
  }
}
