import { FormattedMessage } from "react-intl";
import { Link } from "wouter";
import { Button } from "@/components/ui/button.tsx";

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="on-dark bg-navy-900 py-20 text-white sm:py-24">
      <div className="container-page text-center">
        <h2 id="cta-title" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl">
          <FormattedMessage id="landing.cta.title" />
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-navy-100">
          <FormattedMessage id="landing.cta.text" />
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="accent">
            <Link href="/register">
              <FormattedMessage id="landing.cta.digital" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline-dark">
            <Link href="/register">
              <FormattedMessage id="landing.cta.mail" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
