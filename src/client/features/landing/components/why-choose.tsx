import { Scale, ShieldCheck, Target } from "lucide-react";
import { BRAND } from "../../../../domain/brand.ts";
import { SectionHeading } from "./section-heading.tsx";

const reasons = [
  {
    icon: <Scale />,
    title: "Legally Crafted",
    text: "Drafted from Meta's own terms, not by a law firm: a formal demand for reinstatement, and for Instagram, Threads and WhatsApp the notice of dispute their terms ask for, with who you are, your account, the facts in your own words, a request for human review and a written reason, a 30-day reply date, a request to preserve your data, and the lawful next steps open to you.",
  },
  {
    icon: <ShieldCheck />,
    title: "Secure Platform",
    text: "Your details travel over encrypted connections, and card payments are handled by a secure payment processor. We never see or store your card number.",
  },
  {
    icon: <Target />,
    title: "Meta Focused",
    text: "Built only for Instagram, Facebook, Threads and WhatsApp disputes, and addressed where each platform’s terms send them: Meta’s legal department for Facebook, the arbitration-filing addresses for Instagram, Threads and WhatsApp.",
  },
];

export function WhyChoose() {
  return (
    <section aria-labelledby="why-title" className="bg-white py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading id="why-title" eyebrow="Why us" title={`Why Choose ${BRAND}`} />
        <div className="mt-14 grid gap-6 md:grid-cols-3">
          {reasons.map((reason) => (
            <article key={reason.title} className="rounded-xl border border-border bg-white p-7 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-lg bg-navy-50 text-navy-700 [&_svg]:size-5"
              >
                {reason.icon}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{reason.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{reason.text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
