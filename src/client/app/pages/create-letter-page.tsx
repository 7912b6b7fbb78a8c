import { useCurrentUser } from "@/features/auth/api/current-user.ts";
import { LetterWizard } from "@/features/letters/wizard/letter-wizard.tsx";
import { useDocumentTitle } from "@/lib/use-document-title.ts";
import { PageHeader } from "./page-header.tsx";

export default function CreateLetterPage() {
  useDocumentTitle("Create Letter");
  const { user } = useCurrentUser();
  return (
    <div className="flex-1 bg-slate-50">
      <div className="container-page grid gap-8 py-10 sm:py-12">
        <PageHeader
          title="Create Your Demand Letter"
          description="Four short steps. Your letter takes shape in the preview as you type, and your answers are saved on this device until you create it."
        />
        {user ? <LetterWizard userId={user.id} /> : null}
      </div>
    </div>
  );
}
