import type { TextBox } from "./pdf-flow.ts";
import { BODY } from "./pdf-layout.ts";
import { CONTENT_LEFT, CONTENT_WIDTH, PDF_STYLE as S } from "./pdf-page.ts";

/** Text across the page's full measure (less `indent`), in body type unless said. */
export function body(style = BODY, indent = 0): TextBox {
  return { x: CONTENT_LEFT + indent, width: CONTENT_WIDTH - indent, style };
}

/** A list item's text, right of its label. */
export const listItemBox = (): TextBox => body(BODY, S.listIndent + S.listLabelWidth);

/** The user's own words, indented; a paragraph that starts in Arabic or Hebrew reads right to left. */
export const quoteBox = (): TextBox => ({ ...body(BODY, S.quoteIndent), direction: "auto" });
