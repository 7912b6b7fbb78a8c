import { Globe } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { findSenderCountry } from "../../../../domain/letter/countries.ts";
import type { MailAbroadLetter, SendYourself } from "../../../../domain/letter/mail-abroad.ts";
import { findRecipient } from "../../../../domain/letter/recipients.ts";
import type { MessageId } from "@/i18n/message-ids.ts";

/** The guide's steps, in the order `sendYourself` gives them. */
const STEP_IDS: MessageId[] = [
  "checkout.abroad.step.review",
  "checkout.abroad.step.data",
  "checkout.abroad.step.post",
  "checkout.abroad.step.record",
];
const PRIVACY_FORM = ": privacy request form";

/** The guide in the language shown: why the letter is not mailed, and each step, for this letter. */
function useGuideText(letter: MailAbroadLetter) {
  const intl = useIntl();
  const recipient = findRecipient(letter.recipientBusinessId);
  const sender = findSenderCountry(letter.country ?? "US");
  /* English keeps the product's own country names; other languages take the browser's. */
  const country = !sender
    ? intl.formatMessage({ id: "checkout.abroad.outsideUs" })
    : intl.locale.startsWith("en")
      ? sender.name
      : (new Intl.DisplayNames([intl.locale], { type: "region" }).of(sender.code) ?? sender.name);
  const postal = recipient
    ? [recipient.name, ...recipient.addressLines].join(", ")
    : intl.formatMessage({ id: "checkout.abroad.letterAddress" });
  return {
    reason:
      recipient?.country === "IE"
        ? intl.formatMessage({ id: "checkout.abroad.reasonIreland" })
        : intl.formatMessage({ id: "checkout.abroad.reason" }, { country }),
    step: (index: number, english: string) => {
      const id = STEP_IDS[index];
      return id ? intl.formatMessage({ id }, { postal }) : english;
    },
    link: (label: string) =>
      label.endsWith(PRIVACY_FORM)
        ? intl.formatMessage({ id: "checkout.abroad.privacyForm" }, { name: label.slice(0, -PRIVACY_FORM.length) })
        : label,
  };
}

/**
 * A letter we cannot mail (from or to outside the US): why the mail package is not sold, and how
 * to send the letter instead. Its sending is recorded on the case page like any self-mailed letter.
 */
export function SendYourselfBox({ guide, letter }: { guide: SendYourself; letter: MailAbroadLetter }) {
  const text = useGuideText(letter);
  return (
    <section
      aria-labelledby="send-yourself-title"
      className="grid gap-3 rounded-xl border border-navy-200 bg-white p-5 text-sm leading-6 text-slate-800 shadow-sm"
    >
      <h2 id="send-yourself-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Globe className="size-4 text-navy-700" aria-hidden="true" />
        <FormattedMessage id="checkout.abroad.title" />
      </h2>
      <p>{text.reason}</p>
      <ol className="grid list-decimal gap-2 pl-5">
        {guide.steps.map((step, index) => (
          <li key={step.text}>
            {text.step(index, step.text)}
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
                      {text.link(link.label)}
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
