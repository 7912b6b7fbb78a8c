import { Clock, Inbox, MailCheck, SpellCheck } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "@/i18n/message-ids.ts";
import { Button } from "@/components/ui/button.tsx";

const tips: Array<{ icon: ReactNode; text: MessageId }> = [
  { icon: <Inbox />, text: "auth.checkEmail.spam" },
  { icon: <SpellCheck />, text: "auth.checkEmail.address" },
  { icon: <Clock />, text: "auth.checkEmail.wait" },
];

/** The body of the "Check your email" view: where the link went and what to try if it hasn't arrived. */
export function CheckEmail({ email, onTryAgain }: { email: string; onTryAgain: () => void }) {
  return (
    <div className="grid gap-6">
      <p className="flex items-start gap-3 rounded-lg bg-navy-50 p-4 text-sm leading-6 text-navy-900">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-navy-700" aria-hidden="true" />
        <span>
          <FormattedMessage
            id="auth.checkEmail.sentTo"
            values={{
              email,
              strong: (text: ReactNode[]) => (
                <strong key="email" className="font-semibold break-all">
                  {text}
                </strong>
              ),
            }}
          />
        </span>
      </p>
      <div>
        <h2 className="text-sm font-semibold text-slate-900">
          <FormattedMessage id="auth.checkEmail.notArrived" />
        </h2>
        <ul className="mt-3 grid gap-2.5">
          {tips.map((tip) => (
            <li key={tip.text} className="flex items-start gap-3 text-sm text-slate-700">
              <span aria-hidden="true" className="mt-0.5 text-slate-500 [&_svg]:size-4">
                {tip.icon}
              </span>
              <FormattedMessage id={tip.text} />
            </li>
          ))}
        </ul>
      </div>
      <Button variant="outline" size="lg" className="w-full" onClick={onTryAgain}>
        <FormattedMessage id="auth.checkEmail.tryAgain" />
      </Button>
    </div>
  );
}
