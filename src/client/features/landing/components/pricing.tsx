import { Check, Info } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "wouter";
import { BRAND } from "../../../../domain/brand.ts";
import { PRICES, formatCents } from "../../../../domain/money/prices.ts";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import type { MessageId } from "@/i18n/message-ids.ts";
import { cn } from "@/lib/cn.ts";
import { SectionHeading } from "./section-heading.tsx";

interface Plan {
  id: string;
  name: MessageId;
  price: number;
  summary: MessageId;
  features: MessageId[];
  /** A line under a feature that says exactly what it means. */
  featureNotes?: Partial<Record<MessageId, MessageId>>;
  cta: MessageId;
  popular?: boolean;
  note?: MessageId;
  /** Highlighted: the note a buyer must not miss. */
  noteTone?: "neutral" | "warning";
}

/* The support notes say what support-promises.ts says, word for word (a catalog test holds them to it). */
const plans: Plan[] = [
  {
    id: "digital",
    name: "landing.pricing.digital.name",
    price: PRICES.digital,
    summary: "landing.pricing.digital.summary",
    features: [
      "landing.pricing.digital.document",
      "landing.pricing.digital.download",
      "landing.pricing.digital.emailSupport",
    ],
    featureNotes: { "landing.pricing.digital.emailSupport": "landing.pricing.digital.emailSupportNote" },
    cta: "landing.pricing.digital.cta",
    note: "landing.pricing.digital.note",
  },
  {
    id: "mail",
    name: "landing.pricing.mail.name",
    price: PRICES.mail,
    summary: "landing.pricing.mail.summary",
    features: [
      "landing.pricing.mail.everything",
      "landing.pricing.mail.certified",
      "landing.pricing.mail.tracking",
      "landing.pricing.mail.proof",
      "landing.pricing.mail.prioritySupport",
    ],
    featureNotes: { "landing.pricing.mail.prioritySupport": "landing.pricing.mail.prioritySupportNote" },
    cta: "landing.pricing.mail.cta",
    popular: true,
    noteTone: "warning",
    note: "landing.pricing.mail.note",
  },
];

export function Pricing() {
  const intl = useIntl();
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="pricing-title"
          eyebrow={intl.formatMessage({ id: "landing.pricing.eyebrow" })}
          title={intl.formatMessage({ id: "landing.pricing.title" })}
          intro={intl.formatMessage({ id: "landing.pricing.intro" })}
        />
        <div className="mx-auto mt-14 grid max-w-4xl gap-6 md:grid-cols-2">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
        <p className="mx-auto mt-10 flex max-w-3xl items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm leading-6 text-slate-700">
          <Info className="mt-0.5 size-5 shrink-0 text-navy-600" aria-hidden="true" />
          <span>
            <FormattedMessage id="landing.pricing.notLawFirm" values={{ brand: BRAND }} />
          </span>
        </p>
      </div>
    </section>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8",
        plan.popular ? "border-navy-700 ring-1 ring-navy-700" : "border-border",
      )}
    >
      {plan.popular ? (
        <Badge variant="accent" className="absolute -top-3 left-6 px-3 py-1 sm:left-8">
          <FormattedMessage id="landing.pricing.mostPopular" />
        </Badge>
      ) : null}
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        <FormattedMessage id={plan.name} />
      </h3>
      <p className="mt-2 text-sm text-slate-600">
        <FormattedMessage id={plan.summary} />
      </p>
      <p className="mt-6 flex items-baseline gap-1.5">
        <span className="text-5xl font-bold tracking-tight text-slate-900">
          {formatCents(plan.price).replace(".00", "")}
        </span>
        <span className="text-sm font-medium text-slate-600">
          <FormattedMessage id="landing.pricing.oneTime" />
        </span>
      </p>
      <ul className="mt-8 grid gap-3">
        {plan.features.map((feature) => {
          const note = plan.featureNotes?.[feature];
          return (
            <li key={feature} className="flex items-start gap-3 text-sm text-slate-700">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" strokeWidth={3} aria-hidden="true" />
              <span className="grid gap-0.5">
                <span>
                  <FormattedMessage id={feature} />
                </span>
                {note ? (
                  <span className="text-slate-600">
                    <FormattedMessage id={note} />
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      {plan.note ? (
        <p
          className={cn(
            "mt-6 rounded-lg p-3 text-sm leading-6",
            plan.noteTone === "warning" ? "bg-amber-50 text-amber-950" : "bg-slate-50 text-slate-700",
          )}
        >
          <FormattedMessage id={plan.note} />
        </p>
      ) : null}
      <div className="mt-auto pt-8">
        <Button asChild size="lg" variant={plan.popular ? "primary" : "outline"} className="w-full">
          <Link href="/login">
            <FormattedMessage id={plan.cta} />
          </Link>
        </Button>
      </div>
    </article>
  );
}
