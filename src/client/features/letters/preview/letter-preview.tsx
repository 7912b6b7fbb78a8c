import { useIntl } from "react-intl";
import { Info } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import type { LetterBlock } from "../../../../domain/letter/blocks.ts";
import { PREVIEW_PLACEHOLDERS } from "../../../../domain/letter/template.ts";
import { PREVIEW_NOTE } from "../../../../domain/letter/preview.ts";

const PLACEHOLDER_PATTERN = new RegExp(
  `(${Object.values(PREVIEW_PLACEHOLDERS)
    .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|")})`,
);
const PLACEHOLDER_TEXTS: ReadonlySet<string> = new Set(Object.values(PREVIEW_PLACEHOLDERS));

/** Text with each [Placeholder] marked, so unfilled parts stand out from what the user typed. */
function WithPlaceholders({ text }: { text: string }) {
  return text.split(PLACEHOLDER_PATTERN).map((part, index) =>
    PLACEHOLDER_TEXTS.has(part) ? (
      <span key={index} data-placeholder="" className="rounded-sm bg-amber-100 px-0.5 text-amber-900 italic">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

function Lines({ lines }: { lines: string[] }) {
  return lines.map((line, index) => (
    <span key={index} className="block">
      <WithPlaceholders text={line} />
    </span>
  ));
}

/**
 * One block of the letter. The letter's words stay English (it goes to Meta in English); only the
 * page's own words around it follow the language shown: the preview's closing note and the
 * signature picture's name.
 */
function Block({ block }: { block: LetterBlock }): ReactNode {
  const intl = useIntl();
  switch (block.kind) {
    case "sender":
    case "recipient":
      return (
        <address className="not-italic">
          <Lines lines={block.lines} />
        </address>
      );
    case "date":
      return <p>{block.text}</p>;
    case "mailing":
      return <p className="font-semibold text-slate-900">{block.text}</p>;
    case "subject":
      return (
        <p className="font-semibold text-slate-900">
          <WithPlaceholders text={block.text} />
        </p>
      );
    case "heading":
      return (
        <p className="pt-1 font-semibold text-slate-900">
          <WithPlaceholders text={block.text} />
        </p>
      );
    case "paragraph":
      return (
        <p>
          <WithPlaceholders text={block.text} />
        </p>
      );
    case "quote":
      return (
        <blockquote className="grid gap-2 border-l-2 border-slate-300 pl-4">
          {block.paragraphs.map((paragraph, index) => (
            <p key={index}>
              <WithPlaceholders text={paragraph} />
            </p>
          ))}
        </blockquote>
      );
    case "list": {
      const List = block.style === "numbered" ? "ol" : "ul";
      return (
        <List className={block.style === "numbered" ? "list-decimal pl-5" : "list-disc pl-5"}>
          {block.items.map((item, index) => (
            <li key={index}>
              <WithPlaceholders text={item} />
            </li>
          ))}
        </List>
      );
    }
    case "signature":
      return (
        <p>
          {block.closing}
          {block.mark?.kind === "drawn" ? (
            <img
              src={block.mark.png}
              alt={intl.formatMessage({ id: "preview.signatureAlt" })}
              className="mt-2 block h-14 w-auto"
            />
          ) : block.mark?.kind === "typed" ? (
            <span className="block pt-3 font-serif italic">{block.mark.text}</span>
          ) : null}
          <span className={block.mark ? "block pt-1" : "block pt-8"}>
            <WithPlaceholders text={block.name} />
          </span>
        </p>
      );
    case "enclosures":
      return (
        <div>
          <p>Enclosures:</p>
          <ul className="list-disc pl-5">
            {block.items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </div>
      );
    case "note":
      return (
        <p className="mt-2 flex items-start gap-2 border-t border-dashed border-slate-300 pt-4 font-sans text-xs leading-5 text-slate-600">
          <Info className="mt-0.5 size-4 shrink-0 text-navy-600" aria-hidden="true" />
          {block.text === PREVIEW_NOTE ? intl.formatMessage({ id: "preview.note" }) : block.text}
        </p>
      );
  }
}

/** The letter's blocks laid out like a page: white sheet, letter spacing, placeholders marked. */
export function LetterSheet({ blocks }: { blocks: readonly LetterBlock[] }) {
  const intl = useIntl();
  return (
    <article
      aria-label={intl.formatMessage({ id: "preview.label" })}
      className="grid grid-cols-1 gap-4 rounded-md bg-white px-5 py-6 text-[13px] leading-relaxed wrap-anywhere text-slate-800 shadow-md ring-1 ring-slate-900/5 sm:px-8 sm:py-8 sm:text-sm"
    >
      {blocks.map((block, index) => (
        // The letter goes to Meta in English, whatever language the page is in.
        <div key={index} data-block={block.kind} lang="en">
          <Block block={block} />
        </div>
      ))}
    </article>
  );
}
