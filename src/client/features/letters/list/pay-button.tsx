import { CreditCard } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button.tsx";

/** "Pay" on an unpaid letter: its own checkout (decision 0034). */
export function PayButton({ letterId }: { letterId: number }) {
  return (
    <Button asChild size="sm">
      <Link href={`/checkout?letterId=${letterId}`}>
        <CreditCard aria-hidden="true" />
        Pay<span className="sr-only"> for Letter #{letterId}</span>
      </Link>
    </Button>
  );
}
