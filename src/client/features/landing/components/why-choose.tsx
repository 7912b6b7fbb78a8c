import { Scale, ShieldCheck, Target } from "lucide-react";
import { BRAND } from "../../../../domain/brand.ts";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "@/i18n/message-ids.ts";
import { SectionHeading } from "./section-heading.tsx";

const reasons: Array<{ icon: ReactNode; title: MessageId; text: MessageId }> = [
  { icon: <Scale />, title: "landing.why.crafted.title", text: "landing.why.crafted.text" },
  { icon: <ShieldCheck />, title: "landing.why.secure.title", text: "landing.why.secure.text" },
  { icon: <Target />, title: "landing.why.focused.title", text: "landing.why.focused.text" },
];

export function WhyChoose() {
  const intl = useIntl();
  return (
    <section aria-labelledby="why-title" className="bg-white py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="why-title"
          eyebrow={intl.formatMessage({ id: "landing.why.eyebrow" })}
          title={intl.formatMessage({ id: "landing.why.title" }, { brand: BRAND })}
        />
        <div className="mt-14 grid gap-6 md:grid-cols-3">
          {reasons.map((reason) => (
            <article key={reason.title} className="rounded-xl border border-border bg-white p-7 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-lg bg-navy-50 text-navy-700 [&_svg]:size-5"
              >
                {reason.icon}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">
                <FormattedMessage id={reason.title} />
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">
                <FormattedMessage id={reason.text} />
              </p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
