import { Compass } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

export function NotFoundPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: "notFound.title" }));
  return (
    <section className="container-page flex flex-1 flex-col items-center justify-center py-24 text-center">
      <span
        className="flex size-14 items-center justify-center rounded-full bg-navy-50 text-navy-700"
        aria-hidden="true"
      >
        <Compass className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        <FormattedMessage id="notFound.title" />
      </h1>
      <p className="mt-3 max-w-md text-base text-slate-600">
        <FormattedMessage id="notFound.text" />
      </p>
      <Button asChild className="mt-8">
        <Link href="/">
          <FormattedMessage id="notFound.home" />
        </Link>
      </Button>
    </section>
  );
}
