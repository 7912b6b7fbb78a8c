import { FileText, TextQuote } from "lucide-react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "@/components/ui/button.tsx";
import { useMediaQuery } from "@/lib/use-media-query.ts";
import type { LaidOutPage, LetterPagesView, PageLine } from "../../../../domain/letter/letter-pages.ts";
import { ReadingPage } from "./reading-page.tsx";

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
function Page({
  page,
  view,
  label,
  signature,
}: {
  page: LaidOutPage;
  view: LetterPagesView;
  label: string;
  signature: string;
}) {
  /* Top to bottom, so reading order is the page's (the page label is laid out last, at the top). */
  const lines = [...page.lines].sort((a, b) => a.baseline - b.baseline);
  return (
    <figure className="grid gap-2" data-page="">
      <figcaption className="text-xs font-medium text-slate-600">{label}</figcaption>
      <div lang="en" className="overflow-hidden rounded-sm bg-white shadow-md ring-1 ring-slate-900/10">
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
          {/* The picture is named by its group: an SVG <image> may not carry aria-label itself (axe: aria-prohibited-attr). */}
          {page.images.map((image, index) => (
            // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG <g> is not interactive; the rule mistakes it.
            <g key={index} role="img" aria-label={image.alt || signature}>
              <image href={image.src} x={image.x} y={image.y} width={image.width} height={image.height} />
            </g>
          ))}
          {lines.map((line, index) => (
            <Line key={index} line={line} />
          ))}
        </svg>
      </div>
    </figure>
  );
}

/** The words around the pages; the pages themselves are the document, in English. */
export interface PaperPageLabels {
  page: (number: number, count: number) => string;
  printed: string;
  reading: string;
  signature: string;
}

const ENGLISH_LABELS: PaperPageLabels = {
  page: (number, count) => `Page ${number} of ${count}`,
  printed: "Show pages as printed",
  reading: "Show text to read",
  signature: "Signature",
};

/** The labels in the language shown, for a page that loads the `wizard` messages. */
export function usePaperPageLabels(): PaperPageLabels {
  const intl = useIntl();
  return {
    page: (number, count) => intl.formatMessage({ id: "wizard.pages.page" }, { number, count }),
    printed: intl.formatMessage({ id: "wizard.pages.printed" }),
    reading: intl.formatMessage({ id: "wizard.pages.reading" }),
    signature: intl.formatMessage({ id: "preview.signatureAlt" }),
  };
}

/** Narrower than Tailwind's `sm`: a printed page drawn this narrow has type too small to read. */
const PHONE = "(max-width: 39.99rem)";

/**
 * The document's pages one under the other, each as its PDF prints it; read-only. On a phone a
 * page drawn to the screen's width has type too small to read, so each page is shown as its text,
 * reflowed into one column from the same lines (`ReadingPage`); "Show pages as printed" draws them.
 */
export function PaperPages({
  view,
  labelPrefix,
  labels = ENGLISH_LABELS,
}: {
  view: LetterPagesView;
  /** Replaces "Page" in "Page 1 of 3" (English labels only). */
  labelPrefix?: string;
  labels?: PaperPageLabels;
}) {
  const phone = useMediaQuery(PHONE);
  const [printed, setPrinted] = useState(false);
  const reading = phone && !printed;
  const count = view.pages.length;
  return (
    <div className="grid gap-3">
      {phone ? (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setPrinted(!printed)}>
          {reading ? <FileText aria-hidden="true" /> : <TextQuote aria-hidden="true" />}
          {reading ? labels.printed : labels.reading}
        </Button>
      ) : null}
      <div className="grid gap-6">
        {view.pages.map((page, index) => {
          const label = labelPrefix ? `${labelPrefix} ${index + 1} of ${count}` : labels.page(index + 1, count);
          return reading ? (
            <ReadingPage key={index} page={page} label={label} signature={labels.signature} />
          ) : (
            <Page key={index} page={page} view={view} label={label} signature={labels.signature} />
          );
        })}
      </div>
    </div>
  );
}
