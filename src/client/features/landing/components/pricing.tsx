import { Check, Info } from "lucide-react";
import { Link } from "wouter";
import { BRAND } from "../../../../domain/brand.ts";
import { PRICES, formatCents } from "../../../../domain/money/prices.ts";
import { EMAIL_SUPPORT_MEANING, PRIORITY_SUPPORT_MEANING } from "../../../../domain/accounts/support-promises.ts";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import { SectionHeading } from "./section-heading.tsx";

interface Plan {
  id: string;
  name: string;
  price: number;
  summary: string;
  features: string[];
  /** A line under a feature that says exactly what it means. */
  featureNotes?: Record<string, string>;
  cta: string;
  popular?: boolean;
  note?: string;
  /** Highlighted: the note a buyer must not miss. */
  noteTone?: "neutral" | "warning";
}

const plans: Plan[] = [
  {
    id: "digital",
    name: "Digital Letter",
    price: PRICES.digital,
    summary: "Your letter, ready to print, sign and send yourself.",
    features: ["PDF and Word document", "Instant download", "Email support"],
    featureNotes: { "Email support": EMAIL_SUPPORT_MEANING },
    cta: "Get Digital Letter",
    note: "You print, sign and send it yourself. Keep a copy, and proof of postage if you can.",
  },
  {
    id: "mail",
    name: "Letter + Certified Mail",
    price: PRICES.mail,
    summary: "We print your letter and send it to Meta for you.",
    features: [
      "Everything in Digital Letter",
      "USPS Certified Mail to Meta",
      "Delivery tracking",
      "Proof of delivery",
      "Priority support",
    ],
    featureNotes: { "Priority support": PRIORITY_SUPPORT_MEANING },
    cta: "Get Letter + Mailing",
    popular: true,
    noteTone: "warning",
    note: "Certified mail proves that your letter was mailed and delivered. It does not make Meta answer or restore your account.",
  },
];

export function Pricing() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="One letter, one price"
          intro="Pay once per letter. No subscription. Upgrade a digital letter to certified mail later for $20."
        />
        <div className="mx-auto mt-14 grid max-w-4xl gap-6 md:grid-cols-2">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
        <p className="mx-auto mt-10 flex max-w-3xl items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm leading-6 text-slate-700">
          <Info className="mt-0.5 size-5 shrink-0 text-navy-600" aria-hidden="true" />
          <span>
            {BRAND} is not a law firm and does not give legal advice. We turn the details you enter into a formal
            letter; we don’t review your case, and no one can promise how Meta will respond.
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
          Most Popular
        </Badge>
      ) : null}
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-2 text-sm text-slate-600">{plan.summary}</p>
      <p className="mt-6 flex items-baseline gap-1.5">
        <span className="text-5xl font-bold tracking-tight text-slate-900">
          {formatCents(plan.price).replace(".00", "")}
        </span>
        <span className="text-sm font-medium text-slate-600">one-time</span>
      </p>
      <ul className="mt-8 grid gap-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-3 text-sm text-slate-700">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" strokeWidth={3} aria-hidden="true" />
            <span className="grid gap-0.5">
              <span>{feature}</span>
              {plan.featureNotes?.[feature] ? (
                <span className="text-slate-600">{plan.featureNotes[feature]}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {plan.note ? (
        <p
          className={cn(
            "mt-6 rounded-lg p-3 text-sm leading-6",
            plan.noteTone === "warning" ? "bg-amber-50 text-amber-950" : "bg-slate-50 text-slate-700",
          )}
        >
          {plan.note}
        </p>
      ) : null}
      <div className="mt-auto pt-8">
        <Button asChild size="lg" variant={plan.popular ? "primary" : "outline"} className="w-full">
          <Link href="/login">{plan.cta}</Link>
        </Button>
      </div>
    </article>
  );
}
