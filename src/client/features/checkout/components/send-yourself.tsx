import { Globe } from "lucide-react";
import { FormattedMessage } from "react-intl";
import type { SendYourself } from "../../../../domain/letter/mail-abroad.ts";

/**
 * A letter we cannot mail (from or to outside the US): why the mail package is not sold, and how
 * to send the letter instead. Its sending is recorded on the case page like any self-mailed letter.
 */
export function SendYourselfBox({ guide }: { guide: SendYourself }) {
  return (
    <section
      aria-labelledby="send-yourself-title"
      className="grid gap-3 rounded-xl border border-navy-200 bg-white p-5 text-sm leading-6 text-slate-800 shadow-sm"
    >
      <h2 id="send-yourself-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Globe className="size-4 text-navy-700" aria-hidden="true" />
        <FormattedMessage id="checkout.abroad.title" />
      </h2>
      <p>{guide.reason}</p>
      <ol className="grid list-decimal gap-2 pl-5">
        {guide.steps.map((step) => (
          <li key={step.text}>
            {step.text}
            {step.links.length > 0 ? (
              <ul className="mt-1 grid gap-0.5">
                {step.links.map((link) => (
                  <li key={link.url}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noreferrer"
                      className="rounded-sm font-medium text-navy-700 underline underline-offset-4"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Prices stay in US dollars; said to senders outside the US beside the price. */
export function DollarsNote() {
  return (
    <p className="text-sm text-slate-700">
      <FormattedMessage id="checkout.abroad.dollars" />
    </p>
  );
}
