import { ClipboardList, CreditCard, Send, UserPlus } from "lucide-react";
import { SectionHeading } from "./section-heading.tsx";

const steps = [
  {
    icon: <UserPlus />,
    title: "Create Account",
    text: "Sign up with your email so your letters, orders and downloads stay in one place.",
  },
  {
    icon: <ClipboardList />,
    title: "Fill Details",
    text: "Enter your ban details and account information: the platforms, your username, the date and what the ban has cost you.",
  },
  {
    icon: <CreditCard />,
    title: "Review & Pay",
    text: "Preview the letter as it will read, then pay securely by card.",
  },
  {
    icon: <Send />,
    title: "Download & Send",
    text: "Download it as PDF and Word to send yourself, or have it posted to Meta by USPS Certified Mail.",
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="bg-white py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How It Works"
          title="From ban to letter in four steps"
          intro="You answer plain questions; the letter takes shape as you type."
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
                  Step {index + 1}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
