import { ZoomIn, ZoomOut } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import type { LaidOutPage, LetterPagesView, PageLine } from "../../../../domain/letter/letter-pages.ts";

/** The fonts the PDF embeds first; each run is stretched to the width the PDF gives it, whatever font draws it. */
const PAGE_FONTS = '"DejaVu Sans", "Noto Sans", Verdana, sans-serif';

function Line({ line }: { line: PageLine }) {
  return (
    <g data-line="">
      {line.runs
        .filter((run) => run.text.length > 0)
        .map((run, index) => (
          <text
            key={index}
            x={run.rtl ? run.x + run.width : run.x}
            y={line.baseline}
            direction={run.rtl ? "rtl" : "ltr"}
            textLength={run.width > 0 ? run.width : undefined}
            lengthAdjust="spacingAndGlyphs"
            fontSize={line.size}
            fontWeight={line.bold ? 700 : 400}
            fill={line.color}
            style={{ whiteSpace: "pre" }}
          >
            {run.text}
          </text>
        ))}
    </g>
  );
}

/** One sheet of paper, drawn at the PDF's own coordinates and scaled to the width it has. */
function Page({ page, view, label }: { page: LaidOutPage; view: LetterPagesView; label: string }) {
  /* Top to bottom, so reading order is the page's (the page label is laid out last, at the top). */
  const lines = [...page.lines].sort((a, b) => a.baseline - b.baseline);
  return (
    <figure className="grid gap-2" data-page="">
      <figcaption className="text-xs font-medium text-slate-600">{label}</figcaption>
      <div className="overflow-hidden rounded-sm bg-white shadow-md ring-1 ring-slate-900/10">
        <svg
          viewBox={`0 0 ${view.width} ${view.height}`}
          className="block h-auto w-full select-text"
          fontFamily={PAGE_FONTS}
          role="group"
          aria-label={label}
        >
          {page.rules.map((rule, index) => (
            <line
              key={index}
              x1={rule.x1}
              y1={rule.y1}
              x2={rule.x2}
              y2={rule.y2}
              stroke={rule.color}
              strokeWidth={rule.width}
            />
          ))}
          {page.images.map((image, index) => (
            <image
              key={index}
              href={image.src}
              x={image.x}
              y={image.y}
              width={image.width}
              height={image.height}
              aria-label={image.alt || "Signature"}
            />
          ))}
          {lines.map((line, index) => (
            <Line key={index} line={line} />
          ))}
        </svg>
      </div>
    </figure>
  );
}

/**
 * The document's pages one under the other, each as its PDF prints it; read-only. On a narrow
 * screen a page fits the width (small type); "Larger pages" shows them at a readable size in a
 * region that scrolls sideways.
 */
export function PaperPages({ view, labelPrefix = "Page" }: { view: LetterPagesView; labelPrefix?: string }) {
  const [large, setLarge] = useState(false);
  const count = view.pages.length;
  const pages = (
    <div className={large ? "grid w-[40rem] gap-6" : "grid gap-6"}>
      {view.pages.map((page, index) => (
        <Page key={index} page={page} view={view} label={`${labelPrefix} ${index + 1} of ${count}`} />
      ))}
    </div>
  );
  return (
    <div className="grid gap-3">
      <Button variant="outline" size="sm" className="justify-self-start sm:hidden" onClick={() => setLarge(!large)}>
        {large ? <ZoomOut aria-hidden="true" /> : <ZoomIn aria-hidden="true" />}
        {large ? "Fit pages to the screen" : "Larger pages"}
      </Button>
      {large ? (
        <div
          role="region"
          aria-label="Pages, scrolling sideways"
          tabIndex={0}
          className="-mx-4 overflow-x-auto px-4 pb-2 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {pages}
        </div>
      ) : (
        pages
      )}
    </div>
  );
}
