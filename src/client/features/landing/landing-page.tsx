import { useEffect } from "react";
import { useIntl } from "react-intl";
import { BRAND } from "../../../domain/brand.ts";
import { ClosingCta } from "./components/closing-cta.tsx";
import { Hero } from "./components/hero.tsx";
import { HowItWorks } from "./components/how-it-works.tsx";
import { Pricing } from "./components/pricing.tsx";
import { WhyChoose } from "./components/why-choose.tsx";

export function LandingPage() {
  const title = useIntl().formatMessage({ id: "landing.title" }, { brand: BRAND });
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    // Arriving from another page with "/#pricing": scroll to the section once it exists.
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  return (
    <>
      <Hero />
      <HowItWorks />
      <Pricing />
      <WhyChoose />
      <ClosingCta />
    </>
  );
}
