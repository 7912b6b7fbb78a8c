import { withIsolates } from "../../../../domain/letter/bidi-isolates.ts";
import type { LaidOutPage, PageImage, PageLine } from "../../../../domain/letter/letter-pages.ts";

interface Paragraph {
  kind: "paragraph";
  top: number;
  lines: PageLine[];
}

type Piece = Paragraph | { kind: "image"; top: number; image: PageImage };

/** A list item's number or bullet, printed on its own beside the item. */
const LIST_MARKER = /^(\d+[.)]|[•‣◦▪–-])$/;

/** The page's lines joined into their paragraphs (a list marker with its item), with its images, top to bottom. */
function piecesOf(page: LaidOutPage): Piece[] {
  const lines = [...page.lines].sort((a, b) => a.baseline - b.baseline || a.x - b.x);
  const pieces: Piece[] = [];
  let open: Paragraph | undefined;
  for (const line of lines) {
    if (!open) {
      open = { kind: "paragraph", top: line.baseline - line.size, lines: [] };
      pieces.push(open);
    }
    open.lines.push(line);
    if (line.ends && !LIST_MARKER.test(line.text.trim())) open = undefined;
  }
  for (const image of page.images) pieces.push({ kind: "image", top: image.y, image });
  return pieces.sort((a, b) => a.top - b.top);
}

/**
 * One page of a document as text to read on a phone: the same lines the PDF prints, each
 * paragraph's lines joined and wrapped to the screen, in the order typed, at a readable size.
 * Its direction is the PDF's, and a name or sentence in the other direction is isolated as the
 * PDF isolates it (`bidi-isolates.ts`), so "ليلى حداد, 12 Market St" reads the same on both.
 */
export function ReadingPage({ page, label, signature }: { page: LaidOutPage; label: string; signature: string }) {
  const pieces = piecesOf(page);
  const left = Math.min(...page.lines.map((line) => line.x));
  let previousBottom = Number.NEGATIVE_INFINITY;
  return (
    <figure className="grid gap-2" data-page="" data-reading="">
      <figcaption className="text-xs font-medium text-slate-600">{label}</figcaption>
      <div lang="en" className="rounded-sm bg-white px-4 py-5 text-slate-900 shadow-md ring-1 ring-slate-900/10">
        {pieces.map((piece, index) => {
          const gap = piece.top - previousBottom;
          if (piece.kind === "image") {
            previousBottom = piece.image.y + piece.image.height;
            return (
              <img
                key={index}
                src={piece.image.src}
                alt={piece.image.alt || signature}
                className="my-1 h-auto max-w-[12rem]"
              />
            );
          }
          const [first] = piece.lines;
          const last = piece.lines.at(-1) as PageLine;
          previousBottom = last.baseline;
          const indent = first && !first.rtl && first.x - left > 8;
          return (
            <p
              key={index}
              data-line=""
              dir={first?.rtl ? "rtl" : "ltr"}
              className={[
                "text-[0.9375rem] leading-6 wrap-anywhere",
                first?.bold ? "font-semibold" : "",
                indent ? "ps-5" : "",
                /* A blank line's worth of space in the PDF is a paragraph break here too. */
                index > 0 && first && gap > first.size * 1.2 ? "mt-3" : "",
              ].join(" ")}
              style={{ color: first?.color }}
            >
              {withIsolates(piece.lines.map((line) => line.text).join(" "), first?.rtl ? "rtl" : "ltr")}
            </p>
          );
        })}
      </div>
    </figure>
  );
}
