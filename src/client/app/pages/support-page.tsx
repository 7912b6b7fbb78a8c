import { MailCheck } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { useCurrentUser } from "@/features/auth/api/current-user.ts";
import { withNext } from "@/features/auth/return-to/return-path.ts";
import { ContactForm } from "@/features/support/contact/contact-form.tsx";
import { SupportEmailLink } from "@/features/support/contact/support-email-link.tsx";
import { useDocumentTitle } from "@/lib/use-document-title.ts";
import { PageHeader } from "./page-header.tsx";

/** /support: the contact form, for visitors and signed-in customers alike. */
export default function SupportPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: "support.title" }));
  const { user } = useCurrentUser();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className="flex-1 bg-slate-50">
      <div className="container-page grid max-w-4xl gap-8 py-10 sm:py-12">
        <PageHeader
          title={intl.formatMessage({ id: "support.title" })}
          description={intl.formatMessage({ id: "support.description" })}
        />
        <div className="grid gap-6 md:grid-cols-[1fr_16rem]">
          <Card>
            {sentTo !== null ? (
              <Sent email={sentTo} onAgain={() => setSentTo(null)} />
            ) : (
              <>
                <CardHeader>
                  <CardTitle as="h2">
                    <FormattedMessage id="support.form.title" />
                  </CardTitle>
                  <CardDescription>
                    <FormattedMessage id={user ? "support.form.optionalUser" : "support.form.optionalGuest"} />
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <ContactForm user={user} onSent={setSentTo} />
                </CardContent>
              </>
            )}
          </Card>
          <aside
            aria-label={intl.formatMessage({ id: "support.aside" })}
            className="grid content-start gap-4 text-sm leading-6 text-slate-700"
          >
            <div className="grid gap-1">
              <h2 className="font-semibold text-slate-900">
                <FormattedMessage id="support.email.title" />
              </h2>
              <p>
                <FormattedMessage
                  id="support.email.text"
                  values={{ link: <SupportEmailLink className="text-navy-700" /> }}
                />
              </p>
            </div>
            <div className="grid gap-1">
              <h2 className="font-semibold text-slate-900">
                <FormattedMessage id="support.priority.title" />
              </h2>
              <p>
                <FormattedMessage id="support.priority.who" /> <FormattedMessage id="support.priority.meaning" />
              </p>
              {user ? null : (
                <p>
                  <FormattedMessage
                    id="support.priority.signIn"
                    values={{
                      link: (chunks) => (
                        <Link
                          href={withNext("/login", "/support")}
                          className="rounded-sm text-navy-700 underline underline-offset-4"
                        >
                          {chunks}
                        </Link>
                      ),
                    }}
                  />
                </p>
              )}
            </div>
          </aside>
        </div>
      </div>
    </div>
  );
}

function Sent({ email, onAgain }: { email: string; onAgain: () => void }) {
  return (
    <div role="status" className="grid justify-items-start gap-3 p-6">
      <MailCheck className="size-8 text-emerald-700" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">
        <FormattedMessage id="support.sent.title" />
      </h2>
      <p className="text-sm leading-6 text-slate-700">
        <FormattedMessage
          id="support.sent.text"
          values={{
            email,
            b: (chunks) => <strong className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{chunks}</strong>,
          }}
        />
      </p>
      <Button variant="outline" onClick={onAgain}>
        <FormattedMessage id="support.sent.again" />
      </Button>
    </div>
  );
}
