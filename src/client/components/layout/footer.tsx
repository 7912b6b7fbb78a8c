import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "wouter";
import { BRAND } from "../../../domain/brand.ts";
import { useCurrentUser } from "@/features/auth/api/current-user.ts";
import { SupportEmailLink } from "@/features/support/contact/support-email-link.tsx";
import { LanguageChoices } from "@/i18n/language-switch.tsx";
import { BrandLink } from "./brand-link.tsx";
import { HashLink } from "./hash-link.tsx";

const footerLink = "justify-self-start rounded-sm text-sm text-slate-300 hover:text-white";

export function Footer() {
  const year = new Date().getFullYear();
  const { isAuthenticated } = useCurrentUser();
  const intl = useIntl();
  return (
    <footer className="on-dark bg-navy-950 text-slate-300">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.4fr_1fr]">
        <div className="grid content-start gap-4">
          <BrandLink inverted className="justify-self-start" />
          <p className="max-w-md text-sm leading-6 text-slate-300">
            <FormattedMessage id="footer.about" />
          </p>
          <p className="max-w-md text-sm leading-6 text-slate-300">
            <FormattedMessage
              id="footer.questions"
              values={{
                email: () => <SupportEmailLink key="email" className="text-white" />,
                form: (text: ReactNode[]) => (
                  <Link key="form" href="/support" className="rounded-sm text-white underline underline-offset-4">
                    {text}
                  </Link>
                ),
              }}
            />
          </p>
          <LanguageChoices />
        </div>
        <nav
          aria-label={intl.formatMessage({ id: "footer.label" })}
          className="grid grid-cols-2 content-start gap-3 sm:grid-cols-4 md:grid-cols-2"
        >
          {isAuthenticated ? (
            <>
              <Link href="/" className={footerLink}>
                <FormattedMessage id="nav.dashboard" />
              </Link>
              <Link href="/create-letter" className={footerLink}>
                <FormattedMessage id="nav.createLetter" />
              </Link>
              <Link href="/letters" className={footerLink}>
                <FormattedMessage id="nav.myLetters" />
              </Link>
              <Link href="/orders" className={footerLink}>
                <FormattedMessage id="nav.myOrders" />
              </Link>
              <Link href="/support" className={footerLink}>
                <FormattedMessage id="nav.support" />
              </Link>
            </>
          ) : (
            <>
              <HashLink hash="how-it-works" className={footerLink}>
                <FormattedMessage id="nav.howItWorks" />
              </HashLink>
              <HashLink hash="pricing" className={footerLink}>
                <FormattedMessage id="nav.pricing" />
              </HashLink>
              <Link href="/login" className={footerLink}>
                <FormattedMessage id="footer.signIn" />
              </Link>
              <Link href="/register" className={footerLink}>
                <FormattedMessage id="footer.createAccount" />
              </Link>
              <Link href="/support" className={footerLink}>
                <FormattedMessage id="nav.support" />
              </Link>
            </>
          )}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page grid gap-3 py-8 text-xs leading-5 text-slate-400">
          <p>
            <FormattedMessage
              id="footer.notice"
              values={{
                brand: BRAND,
                strong: (text: ReactNode[]) => (
                  <strong key="notice" className="font-semibold text-slate-200">
                    {text}
                  </strong>
                ),
              }}
            />
          </p>
          <p>
            <FormattedMessage id="footer.trademarks" values={{ brand: BRAND }} />
          </p>
          <p>
            © {year} {BRAND}
          </p>
        </div>
      </div>
    </footer>
  );
}
