import { MailCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { PRIORITY_SUPPORT_MEANING } from "../../../domain/accounts/support-promises.ts";
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
  useDocumentTitle("Contact support");
  const { user } = useCurrentUser();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className="flex-1 bg-slate-50">
      <div className="container-page grid max-w-4xl gap-8 py-10 sm:py-12">
        <PageHeader
          title="Contact support"
          description="Questions about your letter, your order or its mailing? Write to us here and we answer by email."
        />
        <div className="grid gap-6 md:grid-cols-[1fr_16rem]">
          <Card>
            {sentTo !== null ? (
              <Sent email={sentTo} onAgain={() => setSentTo(null)} />
            ) : (
              <>
                <CardHeader>
                  <CardTitle as="h2">Send us a message</CardTitle>
                  <CardDescription>
                    Every field is optional except your message{user ? "" : " and email"}.
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <ContactForm user={user} onSent={setSentTo} />
                </CardContent>
              </>
            )}
          </Card>
          <aside
            aria-label="Other ways to reach us"
            className="grid content-start gap-4 text-sm leading-6 text-slate-700"
          >
            <div className="grid gap-1">
              <h2 className="font-semibold text-slate-900">Email</h2>
              <p>
                Or write to <SupportEmailLink className="text-navy-700" />.
              </p>
            </div>
            <div className="grid gap-1">
              <h2 className="font-semibold text-slate-900">Priority support</h2>
              <p>For customers who bought Letter + Certified Mail. {PRIORITY_SUPPORT_MEANING}</p>
              {user ? null : (
                <p>
                  <Link
                    href={withNext("/login", "/support")}
                    className="rounded-sm text-navy-700 underline underline-offset-4"
                  >
                    Sign in
                  </Link>{" "}
                  before you write, so we know it’s you.
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
      <h2 className="text-lg font-semibold text-slate-900">Message sent</h2>
      <p className="text-sm leading-6 text-slate-700">
        Thank you. Our support team has your message and will answer by email at{" "}
        <strong className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{email}</strong>.
      </p>
      <Button variant="outline" onClick={onAgain}>
        Write another message
      </Button>
    </div>
  );
}
