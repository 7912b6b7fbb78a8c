import { ArrowRight, FileDown, Lock, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "wouter";
import type { MessageId } from "@/i18n/message-ids.ts";
import { Button } from "@/components/ui/button.tsx";
import { LetterSample } from "./letter-sample.tsx";

const facts: Array<{ icon: ReactNode; text: MessageId }> = [
  { icon: <FileDown />, text: "landing.hero.factDownload" },
  { icon: <Mail />, text: "landing.hero.factMail" },
  { icon: <Lock />, text: "landing.hero.factPayment" },
];

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-navy-50 to-white">
      <div className="container-page grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.1fr_0.9fr] lg:py-24">
        <div>
          <p className="inline-flex items-center rounded-full border border-navy-200 bg-white px-3 py-1 text-sm font-medium text-navy-800">
            <span className="sr-only">
              <FormattedMessage id="landing.hero.platformsLead" />
            </span>
            Instagram · Facebook · Threads · WhatsApp
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.1] font-bold tracking-tight text-slate-900 sm:text-5xl lg:text-display"
          >
            <FormattedMessage
              id="landing.hero.title"
              values={{
                em: (text: ReactNode[]) => (
                  <span key="em" className="text-navy-700">
                    {text}
                  </span>
                ),
              }}
            />
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600">
            <FormattedMessage id="landing.hero.intro" />
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/register">
                <FormattedMessage id="landing.hero.create" />
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#how-it-works">
                <FormattedMessage id="landing.hero.learnMore" />
              </a>
            </Button>
          </div>
          <ul className="mt-10 flex flex-col gap-3 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {facts.map((fact) => (
              <li key={fact.text} className="flex items-center gap-2">
                <span aria-hidden="true" className="text-navy-600 [&_svg]:size-4">
                  {fact.icon}
                </span>
                <FormattedMessage id={fact.text} />
              </li>
            ))}
          </ul>
        </div>
        <LetterSample />
      </div>
    </section>
  );
}
