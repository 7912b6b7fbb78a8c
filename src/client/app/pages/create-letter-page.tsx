import { useIntl } from "react-intl";
import { useCurrentUser } from "@/features/auth/api/current-user.ts";
import { LetterWizard } from "@/features/letters/wizard/letter-wizard.tsx";
import { useDocumentTitle } from "@/lib/use-document-title.ts";
import { PageHeader } from "./page-header.tsx";

export default function CreateLetterPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: "wizard.create.docTitle" }));
  const { user } = useCurrentUser();
  return (
    <div className="flex-1 bg-slate-50">
      <div className="container-page grid gap-8 py-10 sm:py-12">
        <PageHeader
          title={intl.formatMessage({ id: "wizard.create.title" })}
          description={intl.formatMessage({ id: "wizard.create.description" })}
        />
        {user ? <LetterWizard userId={user.id} /> : null}
      </div>
    </div>
  );
}
