import { ArrowLeft } from "lucide-react";
import { Link, useLocation, useParams, useSearch } from "wouter";
import { MAX_LETTER_VERSIONS } from "../../../domain/letter/paid-corrections.ts";
import { Button } from "@/components/ui/button.tsx";
import { CenteredSpinner } from "@/components/ui/spinner.tsx";
import { useCurrentUser } from "@/features/auth/api/current-user.ts";
import { Notice } from "@/features/checkout/components/notice.tsx";
import { checkoutHref, letterIdFromParam, packageFromParam } from "@/features/checkout/packages.ts";
import { useLetter } from "@/features/letters/api/letters-api.ts";
import { LockedLetter } from "@/features/letters/edit/locked-letter.tsx";
import { VersionList } from "@/features/letters/edit/version-list.tsx";
import { LetterActions } from "@/features/letters/list/letter-actions.tsx";
import { letterToFormValues } from "@/features/letters/wizard/letter-payload.ts";
import { LetterWizard } from "@/features/letters/wizard/letter-wizard.tsx";
import { isWizardStep } from "@/features/letters/wizard/wizard-steps.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";
import { PageHeader } from "./page-header.tsx";

/** /letters/{id}/edit: the wizard on a saved letter (Save Changes), or the letter read-only once mailed. */
export default function EditLetterPage() {
  useDocumentTitle("Edit Letter");
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  const letterId = letterIdFromParam(useParams<{ id: string }>().id ?? null);
  const params = new URLSearchParams(useSearch());
  const step = Number(params.get("step"));
  const pkg = params.get("package") ? packageFromParam(params.get("package")) : undefined;
  const letter = useLetter(letterId, { fresh: true });
  const data = letter.data;
  const editState = data?.editState ?? "editable";

  const back = (
    <Button variant="outline" asChild>
      <Link href="/letters">
        <ArrowLeft aria-hidden="true" />
        Your Letters
      </Link>
    </Button>
  );

  return (
    <div className="flex-1 bg-slate-50">
      <div className="container-page grid gap-8 py-10 sm:py-12">
        <PageHeader
          title={letterId ? `${editState === "locked" ? "" : "Edit "}Letter #${letterId}` : "Edit Letter"}
          description={
            editState === "locked"
              ? "This letter has been mailed. You can read it here."
              : "Change what you need; the preview follows as you type."
          }
          actions={back}
        />
        {letterId === null || letter.isError ? (
          <Notice tone="error" role="alert" title="We couldn’t open this letter.">
            It may have been deleted, or it belongs to another account.{" "}
            <Link href="/letters" className="rounded-sm font-semibold underline underline-offset-4">
              Go to your letters
            </Link>
          </Notice>
        ) : !data || !user || !letter.isFetchedAfterMount ? (
          <CenteredSpinner label="Loading your letter" className="min-h-[40vh]" />
        ) : editState === "locked" ? (
          <>
            <LockedLetter letterId={data.id} values={letterToFormValues(data)} mailedOn={mailedOn(data.versions)} />
            <VersionList versions={data.versions ?? []} />
          </>
        ) : (
          <>
            {editState === "correctable" ? (
              <Notice tone="info" title="This letter is paid for.">
                You can still correct it. Saving makes a new dated version of the letter, and your downloads use it; a
                letter keeps up to {MAX_LETTER_VERSIONS} versions. It stays with the person and accounts it was paid
                for: the name and the account handles take spelling fixes only, and its platforms and the address it
                goes to stay as they are. For someone else or other accounts, start a new letter.
              </Notice>
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-white px-5 py-4 shadow-sm">
                <p className="text-sm text-slate-700">Not paid yet: you can change everything, or delete the letter.</p>
                <LetterActions
                  letterId={data.id}
                  editState="editable"
                  deleteOnly
                  onDeleted={() => navigate("/letters")}
                />
              </div>
            )}
            <LetterWizard
              key={data.id}
              userId={user.id}
              edit={{
                letterId: data.id,
                editState,
                values: letterToFormValues(data),
                startStep: isWizardStep(step) ? step : undefined,
                onSaved: () =>
                  navigate(
                    editState === "correctable"
                      ? "/orders"
                      : pkg
                        ? checkoutHref(data.id, pkg)
                        : `/checkout?letterId=${data.id}`,
                  ),
              }}
            />
            <VersionList versions={data.versions ?? []} />
          </>
        )}
      </div>
    </div>
  );
}

function mailedOn(versions: { reason: string; letterDate: string }[] | undefined): Date | undefined {
  const mailed = versions?.find((version) => version.reason === "mailed");
  return mailed ? new Date(`${mailed.letterDate}T12:00:00Z`) : undefined;
}
