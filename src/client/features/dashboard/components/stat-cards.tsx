import { ArrowRight, FilePlus2, FileText, Receipt } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "wouter";
import { Card } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";

/** The call to action card: the whole card is the link to /create-letter. */
export function CreateLetterCard() {
  return (
    <Link
      href="/create-letter"
      className="group col-span-2 flex flex-col justify-between gap-6 rounded-xl bg-navy-700 p-6 sm:col-span-1 text-white shadow-sm transition-colors hover:bg-navy-800"
    >
      <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-lg bg-white/15">
        <FilePlus2 className="size-5" />
      </span>
      <span className="grid gap-1">
        <span className="flex items-center gap-2 text-lg font-semibold">
          <FormattedMessage id="dashboard.create.title" />
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </span>
        <span className="text-sm text-navy-100">
          <FormattedMessage id="dashboard.create.text" />
        </span>
      </span>
    </Link>
  );
}

interface CountCardProps {
  label: string;
  count: number | undefined;
  isLoading: boolean;
  isError: boolean;
  icon: ReactNode;
}

function CountCard({ label, count, isLoading, isError, icon }: CountCardProps) {
  return (
    <Card className="flex flex-col justify-between gap-4 p-5 sm:gap-6 sm:p-6">
      <span
        aria-hidden="true"
        className="flex size-10 items-center justify-center rounded-lg bg-navy-50 text-navy-700 [&_svg]:size-5"
      >
        {icon}
      </span>
      <div className="grid gap-1">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {isLoading ? (
          <Skeleton className="h-9 w-12" />
        ) : (
          <p className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
            {isError ? (
              <>
                <span aria-hidden="true">–</span>
                <span className="sr-only">
                  <FormattedMessage id="dashboard.count.unavailable" />
                </span>
              </>
            ) : (
              count
            )}
          </p>
        )}
      </div>
    </Card>
  );
}

export function LettersCountCard(props: Omit<CountCardProps, "label" | "icon">) {
  const intl = useIntl();
  return <CountCard label={intl.formatMessage({ id: "dashboard.count.letters" })} icon={<FileText />} {...props} />;
}

export function OrdersCountCard(props: Omit<CountCardProps, "label" | "icon">) {
  const intl = useIntl();
  return <CountCard label={intl.formatMessage({ id: "dashboard.count.orders" })} icon={<Receipt />} {...props} />;
}
