import { CreditCard } from "lucide-react";
import { FormattedMessage } from "react-intl";
import { Link } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { srOnly } from "@/components/ui/sr-only.tsx";

/** "Pay" on an unpaid letter: its own checkout (decision 0034). */
export function PayButton({ letterId }: { letterId: number }) {
  return (
    <Button asChild size="sm">
      <Link href={`/checkout?letterId=${letterId}`}>
        <CreditCard aria-hidden="true" />
        <FormattedMessage id="letters.pay" values={{ id: String(letterId), sr: srOnly }} />
      </Link>
    </Button>
  );
}
