import { Clock, Inbox, MailCheck, SpellCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";

const tips: Array<{ icon: ReactNode; text: string }> = [
  { icon: <Inbox />, text: "Check your spam or junk folder." },
  { icon: <SpellCheck />, text: "Check that the email address is correct." },
  { icon: <Clock />, text: "Wait a few minutes; emails can take a moment to arrive." },
];

/** The body of the "Check your email" view: where the link went and what to try if it hasn't arrived. */
export function CheckEmail({ email, onTryAgain }: { email: string; onTryAgain: () => void }) {
  return (
    <div className="grid gap-6">
      <p className="flex items-start gap-3 rounded-lg bg-navy-50 p-4 text-sm leading-6 text-navy-900">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-navy-700" aria-hidden="true" />
        <span>
          If an account exists for <strong className="font-semibold break-all">{email}</strong>, we’ve sent it a link to
          reset your password. The link works for one hour.
        </span>
      </p>
      <div>
        <h2 className="text-sm font-semibold text-slate-900">Didn’t get the email?</h2>
        <ul className="mt-3 grid gap-2.5">
          {tips.map((tip) => (
            <li key={tip.text} className="flex items-start gap-3 text-sm text-slate-700">
              <span aria-hidden="true" className="mt-0.5 text-slate-500 [&_svg]:size-4">
                {tip.icon}
              </span>
              {tip.text}
            </li>
          ))}
        </ul>
      </div>
      <Button variant="outline" size="lg" className="w-full" onClick={onTryAgain}>
        Try different email
      </Button>
    </div>
  );
}
