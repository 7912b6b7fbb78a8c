import { Link } from "wouter";
import { BRAND } from "../../../domain/brand.ts";
import { useCurrentUser } from "@/features/auth/api/current-user.ts";
import { SupportEmailLink } from "@/features/support/contact/support-email-link.tsx";
import { BrandLink } from "./brand-link.tsx";
import { HashLink } from "./hash-link.tsx";

const footerLink = "justify-self-start rounded-sm text-sm text-slate-300 hover:text-white";

export function Footer() {
  const year = new Date().getFullYear();
  const { isAuthenticated } = useCurrentUser();
  return (
    <footer className="on-dark bg-navy-950 text-slate-300">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.4fr_1fr]">
        <div className="grid content-start gap-4">
          <BrandLink inverted className="justify-self-start" />
          <p className="max-w-md text-sm leading-6 text-slate-300">
            Formal demand letters for people whose Instagram, Facebook, Threads or WhatsApp accounts were disabled.
            Download your letter, or have it sent by USPS Certified Mail.
          </p>
          <p className="max-w-md text-sm leading-6 text-slate-300">
            Questions? Email <SupportEmailLink className="text-white" /> or use our{" "}
            <Link href="/support" className="rounded-sm text-white underline underline-offset-4">
              contact form
            </Link>
            .
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 content-start gap-3 sm:grid-cols-4 md:grid-cols-2">
          {isAuthenticated ? (
            <>
              <Link href="/" className={footerLink}>
                Dashboard
              </Link>
              <Link href="/create-letter" className={footerLink}>
                Create Letter
              </Link>
              <Link href="/letters" className={footerLink}>
                My Letters
              </Link>
              <Link href="/orders" className={footerLink}>
                My Orders
              </Link>
              <Link href="/support" className={footerLink}>
                Support
              </Link>
            </>
          ) : (
            <>
              <HashLink hash="how-it-works" className={footerLink}>
                How It Works
              </HashLink>
              <HashLink hash="pricing" className={footerLink}>
                Pricing
              </HashLink>
              <Link href="/login" className={footerLink}>
                Sign in
              </Link>
              <Link href="/register" className={footerLink}>
                Create account
              </Link>
              <Link href="/support" className={footerLink}>
                Support
              </Link>
            </>
          )}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page grid gap-3 py-8 text-xs leading-5 text-slate-400">
          <p>
            <strong className="font-semibold text-slate-200">Important notice:</strong> {BRAND} is not a law firm and
            does not give legal advice. Using this service does not create an attorney-client relationship. We provide a
            document service: your letter is built from the information you enter. We can’t promise any outcome; whether
            an account is restored is decided by Meta alone.
          </p>
          <p>
            Instagram, Facebook, Threads and WhatsApp are trademarks of Meta Platforms, Inc. {BRAND} is independent and
            is not affiliated with or endorsed by Meta.
          </p>
          <p>
            © {year} {BRAND}
          </p>
        </div>
      </div>
    </footer>
  );
}
