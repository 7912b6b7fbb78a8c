import { FilePlus2 } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { useLetterList } from "@/features/letters/api/letters-api.ts";
import { LetterList } from "@/features/letters/list/letter-list.tsx";
import { useDocumentTitle } from "@/lib/use-document-title.ts";
import { PageHeader } from "./page-header.tsx";

export default function LettersPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: "letters.title" }));
  // The empty state has its own "Create Your First Letter" button.
  const hasLetters = (useLetterList().data?.length ?? 0) > 0;
  return (
    <div className="flex-1 bg-slate-50">
      <div className="container-page grid max-w-4xl gap-8 py-10 sm:py-12">
        <PageHeader
          title={intl.formatMessage({ id: "letters.title" })}
          description={intl.formatMessage({ id: "letters.intro" })}
          actions={
            hasLetters ? (
              <Button asChild variant="outline">
                <Link href="/create-letter">
                  <FilePlus2 aria-hidden="true" />
                  <FormattedMessage id="letters.createNew" />
                </Link>
              </Button>
            ) : undefined
          }
        />
        <LetterList />
      </div>
    </div>
  );
}
