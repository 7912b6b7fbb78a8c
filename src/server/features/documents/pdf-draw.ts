import type { PdfItem } from "./pdf-items.ts";
import { group, type StructParent, tagged } from "./pdf-tags.ts";
import type { PdfText } from "./pdf-text.ts";

/**
 * Draws laid-out items with pdfkit, in order, inside `parent` of the structure tree. Nothing is
 * measured or decided here: positions and page breaks are the layout's.
 */
export function drawItems(
  doc: PDFKit.PDFDocument,
  text: PdfText,
  parent: StructParent,
  items: readonly PdfItem[],
): void {
  for (const item of items) {
    switch (item.kind) {
      case "line":
        text.drawLine(item.paragraph, item.line, item.x, item.baseline, item.style, item.rightEdge);
        break;
      case "newPage":
        doc.continueOnNewPage();
        break;
      case "tagged": {
        const options = item.alt === undefined ? {} : { alt: item.alt };
        tagged(doc, parent, item.type, () => drawItems(doc, text, parent, item.items), options);
        break;
      }
      case "group": {
        const element = group(doc, parent, item.type, item.lang);
        drawItems(doc, text, element, item.items);
        element.end();
        break;
      }
      case "artifact":
        doc.markContent("Artifact", { type: item.type });
        drawItems(doc, text, parent, item.items);
        doc.endMarkedContent();
        break;
      case "onPage": {
        const range = doc.bufferedPageRange();
        doc.switchToPage(item.page);
        drawItems(doc, text, parent, item.items);
        doc.switchToPage(range.start + range.count - 1);
        break;
      }
      case "image":
        doc.image(item.png, item.x, item.y, { width: item.width, height: item.height });
        break;
      case "rule":
        doc
          .save()
          .lineWidth(item.width)
          .strokeColor(item.color)
          .moveTo(item.x1, item.y1)
          .lineTo(item.x2, item.y2)
          .stroke()
          .restore();
        break;
    }
  }
}
