import { ClipboardList, CreditCard, Send, UserPlus } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "@/i18n/message-ids.ts";
import { SectionHeading } from "./section-heading.tsx";

const steps: Array<{ icon: ReactNode; title: MessageId; text: MessageId }> = [
  { icon: <UserPlus />, title: "landing.how.account.title", text: "landing.how.account.text" },
  { icon: <ClipboardList />, title: "landing.how.details.title", text: "landing.how.details.text" },
  { icon: <CreditCard />, title: "landing.how.review.title", text: "landing.how.review.text" },
  { icon: <Send />, title: "landing.how.send.title", text: "landing.how.send.text" },
];

export function HowItWorks() {
  const intl = useIntl();
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="bg-white py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="how-it-works-title"
          eyebrow={intl.formatMessage({ id: "landing.how.eyebrow" })}
          title={intl.formatMessage({ id: "landing.how.title" })}
          intro={intl.formatMessage({ id: "landing.how.intro" })}
        />
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-xl border border-border bg-white p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-lg bg-navy-700 text-white [&_svg]:size-5"
                >
                  {step.icon}
                </span>
                <span className="text-sm font-semibold text-slate-500" aria-hidden="true">
                  <FormattedMessage id="landing.how.step" values={{ number: index + 1 }} />
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">
                <span className="sr-only">
                  <FormattedMessage id="landing.how.stepLabel" values={{ number: index + 1 }} />
                </span>
                <FormattedMessage id={step.title} />
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">
                <FormattedMessage id={step.text} />
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
