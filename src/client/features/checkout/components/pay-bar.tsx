import { Lock, LoaderCircle } from "lucide-react";
import { FormattedMessage } from "react-intl";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";

interface PayButtonProps {
  price: string;
  onPay: () => void;
  busy: boolean;
  disabled?: boolean;
  className?: string;
}

/** "Pay $25.00": the one Pay button, in the payment card on wide screens and in the bar on phones. */
export function PayButton({ price, onPay, busy, disabled = false, className }: PayButtonProps) {
  return (
    <Button size="lg" className={className} onClick={onPay} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
      {busy ? (
        <FormattedMessage id="checkout.pay.busy" />
      ) : (
        <FormattedMessage id="checkout.pay.button" values={{ price }} />
      )}
    </Button>
  );
}

/**
 * On a phone, the total and Pay stay at the foot of the screen while the letter is read above
 * them; on wide screens the payment card beside the letter holds them instead.
 */
export function PayBar({ label, ...pay }: PayButtonProps & { label: string }) {
  return (
    <div
      data-testid="pay-bar"
      className={cn(
        "fixed inset-x-0 bottom-0 z-30 border-t border-border bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur lg:hidden",
        "pb-[max(0.75rem,env(safe-area-inset-bottom))]",
      )}
    >
      <div className="mx-auto flex max-w-xl items-center justify-between gap-4">
        <p className="grid text-sm leading-5 text-slate-700">
          <span>{label}</span>
          <span className="text-lg font-bold text-slate-900 tabular-nums">{pay.price}</span>
        </p>
        <PayButton {...pay} className="shrink-0" />
      </div>
    </div>
  );
}
