import { useEffect } from "react";
import { BRAND } from "../../../domain/brand.ts";
import { ClosingCta } from "./components/closing-cta.tsx";
import { Hero } from "./components/hero.tsx";
import { HowItWorks } from "./components/how-it-works.tsx";
import { Pricing } from "./components/pricing.tsx";
import { WhyChoose } from "./components/why-choose.tsx";

export function LandingPage() {
  useEffect(() => {
    document.title = `${BRAND} | Demand letters for disabled Meta accounts`;
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
