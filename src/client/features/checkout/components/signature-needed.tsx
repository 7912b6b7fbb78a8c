import { PenLine } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";

/** Certified mail on an unsigned letter: say why we can't mail it yet, and offer to sign it. */
export function SignatureNeeded({ signHref, message }: { signHref: string; message?: string }) {
  return (
    <section
      role="alert"
      aria-labelledby="signature-needed"
      className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-sm leading-6 text-amber-950 sm:p-6"
    >
      <h2 id="signature-needed" className="flex items-center gap-2 text-base font-semibold">
        <PenLine className="size-5 shrink-0 text-amber-800" aria-hidden="true" />
        Sign your letter before we mail it
      </h2>
      <p>
        {message ??
          "We only send signed letters by certified mail, and this letter is not signed yet. Sign it with your typed name or draw your signature, then come back here to pay."}
      </p>
      <Link href={signHref} className={cn(buttonClasses({ variant: "primary" }), "justify-self-start")}>
        <PenLine aria-hidden="true" />
        Sign the letter
      </Link>
    </section>
  );
}
