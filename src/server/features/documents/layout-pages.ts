import type { LaidOutPage, PageLine } from "../../../domain/letter/letter-pages.ts";
import type { LetterLayout } from "./letter-layout.ts";
import type { PdfItem } from "./pdf-items.ts";

/**
 * The laid-out letter as pages of positioned text, rules and images: what the PDF draws from the
 * same items (`pdf-draw.ts`), read instead of drawn. Run by run, as `drawLine` places them.
 */
export function layoutPages(layout: LetterLayout): LaidOutPage[] {
  const pages: LaidOutPage[] = Array.from({ length: layout.pages }, () => ({ lines: [], rules: [], images: [] }));
  const place = (items: readonly PdfItem[], page: number, alt: string): number => {
    let on = page;
    for (const item of items) {
      const target = pages[on];
      switch (item.kind) {
        case "line":
          target?.lines.push(lineOf(item));
          break;
        case "newPage":
          on += 1;
          break;
        case "tagged":
          on = place(item.items, on, item.alt ?? alt);
          break;
        case "group":
        case "artifact":
          on = place(item.items, on, alt);
          break;
        case "onPage":
          place(item.items, item.page, alt);
          break;
        case "image":
          target?.images.push({
            src: `data:image/png;base64,${Buffer.from(item.png).toString("base64")}`,
            alt,
            x: item.x,
            y: item.y,
            width: item.width,
            height: item.height,
          });
          break;
        case "rule":
          target?.rules.push({
            x1: item.x1,
            y1: item.y1,
            x2: item.x2,
            y2: item.y2,
            width: item.width,
            color: item.color,
          });
          break;
      }
    }
    return on;
  };
  const last = place(layout.items, 0, "");
  place(layout.pageLabels, last, "");
  return pages;
}

function lineOf(item: Extract<PdfItem, { kind: "line" }>): PageLine {
  const { paragraph, line, style } = item;
  let cursor = item.rightEdge !== undefined ? item.rightEdge - line.width : item.x;
  const runs = line.runs.map((run) => {
    const placed = {
      text: paragraph.prepared.text.slice(run.start, run.end),
      x: cursor,
      width: run.width,
      rtl: run.rtl,
    };
    cursor += run.width;
    return placed;
  });
  return {
    baseline: item.baseline,
    size: style.size,
    bold: style.weight === "bold",
    color: style.color,
    runs,
    text: paragraph.prepared.text.slice(line.start, line.end),
    rtl: paragraph.prepared.rtl,
    ends: line === paragraph.lines.at(-1),
    x: item.rightEdge !== undefined ? item.rightEdge - line.width : item.x,
  };
}
