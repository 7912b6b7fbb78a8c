import { FormattedMessage } from "react-intl";
import { US_RECIPIENTS } from "../../../../domain/letter/us-recipients.ts";

/*
 * The sample is an Instagram letter: it goes to the address Instagram's terms give for disputes,
 * so it may call itself a notice of dispute (LETTER.md, "Routing").
 */
const SAMPLE_TO = US_RECIPIENTS.find((recipient) => recipient.id === "meta-instagram-disputes") ?? US_RECIPIENTS[0];

/** A decorative, abridged picture of a letter's first page (not read out: the page text says it all). */
export function LetterSample() {
  return (
    <figure aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="absolute inset-0 hidden translate-x-3 translate-y-3 rotate-2 rounded-xl bg-navy-200/60 sm:block" />
      <div className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <div className="grid gap-1.5">
            <Line w="w-28" strong />
            <Line w="w-36" />
            <Line w="w-32" />
          </div>
          <span className="rounded-full bg-navy-50 px-2.5 py-1 text-[11px] font-semibold tracking-wide text-navy-700 uppercase">
            <FormattedMessage id="landing.sample.badge" />
          </span>
        </div>
        <div className="mt-6 grid gap-0.5 text-xs leading-5 text-slate-700">
          <span className="font-semibold text-slate-900">{SAMPLE_TO.name}</span>
          <span>
            <FormattedMessage id="landing.sample.attention" values={{ attention: SAMPLE_TO.attention }} />
          </span>
          <span>{SAMPLE_TO.fullAddress}</span>
        </div>
        <p className="mt-5 text-sm leading-5 font-semibold text-slate-900">
          <FormattedMessage id="landing.sample.subject" />
        </p>
        <div className="mt-4 grid gap-2">
          <Line w="w-full" />
          <Line w="w-11/12" />
          <Line w="w-full" />
          <Line w="w-4/5" />
        </div>
        <div className="mt-4 grid gap-2">
          <Line w="w-full" />
          <Line w="w-10/12" />
          <Line w="w-3/5" />
        </div>
        <div className="mt-6 flex items-center justify-between border-t border-dashed border-slate-200 pt-4">
          <div className="grid gap-1.5">
            <Line w="w-24" strong />
            <Line w="w-20" />
          </div>
          <span className="text-[11px] font-medium text-slate-600">
            <FormattedMessage id="landing.sample.replyBy" />
          </span>
        </div>
      </div>
    </figure>
  );
}

function Line({ w, strong = false }: { w: string; strong?: boolean }) {
  return <span className={`block h-2 rounded-full ${w} ${strong ? "bg-slate-300" : "bg-slate-200"}`} />;
}
