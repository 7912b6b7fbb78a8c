import { ArrowRight, FileDown, Lock, Mail } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { LetterSample } from "./letter-sample.tsx";

const facts = [
  { icon: <FileDown />, text: "PDF and Word, instant download" },
  { icon: <Mail />, text: "Optional USPS Certified Mail" },
  { icon: <Lock />, text: "Secure card payment" },
];

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-navy-50 to-white">
      <div className="container-page grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.1fr_0.9fr] lg:py-24">
        <div>
          <p className="inline-flex items-center rounded-full border border-navy-200 bg-white px-3 py-1 text-sm font-medium text-navy-800">
            <span className="sr-only">For disabled accounts on </span>
            Instagram · Facebook · Threads · WhatsApp
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.1] font-bold tracking-tight text-slate-900 sm:text-5xl lg:text-display"
          >
            Ask for your Meta account back with a{" "}
            <span className="text-navy-700">professional legal demand letter</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600">
            Put your case to Meta in writing. Answer a few questions and get a formal demand for reinstatement,
            addressed where your platform’s terms send disputes (for Instagram, Threads and WhatsApp it is also the
            notice of dispute those terms ask for), ready to download or to send by certified mail.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/register">
                Create Demand Letter - $5
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              {/* biome-ignore lint/a11y/noAmbiguousAnchorText: the spec's label; it jumps to "How It Works" on this page. */}
              <a href="#how-it-works">Learn More</a>
            </Button>
          </div>
          <ul className="mt-10 flex flex-col gap-3 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {facts.map((fact) => (
              <li key={fact.text} className="flex items-center gap-2">
                <span aria-hidden="true" className="text-navy-600 [&_svg]:size-4">
                  {fact.icon}
                </span>
                {fact.text}
              </li>
            ))}
          </ul>
        </div>
        <LetterSample />
      </div>
    </section>
  );
}
