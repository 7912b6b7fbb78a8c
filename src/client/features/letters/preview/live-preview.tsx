import { FormattedMessage, useIntl } from "react-intl";
import { CircleAlert } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import type { LetterBlockKind } from "../../../../domain/letter/blocks.ts";
import { unprintableCharacters } from "../../../../domain/letter/font-coverage.ts";
import { PLATFORMS } from "../../../../domain/letter/platforms.ts";
import { recipientGroups } from "../../../../domain/letter/routing.ts";
import { buildLetterPreview } from "../../../../domain/letter/template.ts";
import { useJoin } from "../wizard/use-wizard-text.ts";
import type { LetterForm } from "../wizard/wizard-steps.ts";
import { LetterSheet } from "./letter-preview.tsx";

/** Where in the letter a field shows first; the rest open the letter (the sender block). */
const FIELD_BLOCK: Record<string, LetterBlockKind> = {
  platforms: "subject",
  username: "subject",
  platformUsernames: "subject",
  recipientBusinessId: "recipient",
  banDate: "quote",
  consequences: "quote",
};

/** Scrolls `box` just enough to show `target` (its end first: that is where typing happens). */
function keepInView(box: HTMLElement, target: Element) {
  const margin = 16;
  const outer = box.getBoundingClientRect();
  const inner = target.getBoundingClientRect();
  if (inner.bottom > outer.bottom - margin) box.scrollTop += inner.bottom - outer.bottom + margin;
  else if (inner.top < outer.top + margin) box.scrollTop -= outer.top - inner.top + margin;
}

/**
 * The wizard's live preview, rebuilt from the form's values on every change. On wide screens it
 * is sticky and scrolls inside itself; as a field changes, the part of the letter using it scrolls into view.
 */
export function LivePreview({ form, split = false }: { form: LetterForm; split?: boolean }) {
  const values = useWatch({ control: form.control });
  const intl = useIntl();
  const join = useJoin();
  const platforms = PLATFORMS.filter((platform) => values.platforms?.includes(platform));
  const groups = split ? recipientGroups(platforms, values.country ?? "US") : [];
  const first = groups[0];
  const blocks = useMemo(() => {
    // One letter per address: the preview is the first letter.
    const group = split
      ? recipientGroups(
          PLATFORMS.filter((platform) => values.platforms?.includes(platform)),
          values.country ?? "US",
        )[0]
      : undefined;
    const shown = group
      ? { ...values, platforms: group.platforms, recipientBusinessId: group.recipientId }
      : { ...values, platforms: values.platforms?.filter((item) => item !== undefined) };
    return buildLetterPreview(shown, new Date());
  }, [values, split]);
  const leftOut = unprintableCharacters(values.consequences ?? "");
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const measure = () => setScrollable(box.scrollHeight > box.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      const box = scrollRef.current;
      if (!box || !name || box.scrollHeight <= box.clientHeight) return;
      const kind = FIELD_BLOCK[name.split(".")[0]];
      // After React has drawn the new text. The sender block opens the letter: show it from the top.
      requestAnimationFrame(() => {
        const target = kind ? box.querySelector(`[data-block="${kind}"]`) : null;
        if (target) keepInView(box, target);
        else box.scrollTop = 0;
      });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="letter-preview-heading" className="text-base font-semibold text-slate-900">
          <FormattedMessage id="preview.title" />
        </h2>
        <p className="text-xs text-slate-600">
          <FormattedMessage id="preview.updates" />
        </p>
      </div>
      {first ? (
        <p className="text-sm text-slate-700">
          <FormattedMessage
            id="preview.firstOfSplit"
            values={{
              count: groups.length,
              platforms: join(first.platforms),
              others: groups.length - 1,
              rest: join(groups.slice(1).flatMap((group) => group.platforms)),
            }}
          />
        </p>
      ) : null}
      {leftOut.length > 0 ? (
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-800" aria-hidden="true" />
          <span>
            <FormattedMessage
              id="preview.leftOut"
              values={{
                count: leftOut.length,
                characters: leftOut.join(" "),
                b: (chunks) => <span className="font-medium">{chunks}</span>,
              }}
            />
          </span>
        </p>
      ) : null}
      <div
        ref={scrollRef}
        role={scrollable ? "region" : undefined}
        aria-label={scrollable ? intl.formatMessage({ id: "preview.scrollable" }) : undefined}
        tabIndex={scrollable ? 0 : undefined}
        className="-m-2 rounded-lg p-2 lg:max-h-[calc(100dvh-10rem)] lg:overflow-y-auto lg:overscroll-contain"
      >
        <LetterSheet blocks={blocks} />
      </div>
    </div>
  );
}
