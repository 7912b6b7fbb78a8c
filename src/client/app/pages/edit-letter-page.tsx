import { ArrowLeft } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
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
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: "wizard.edit.docTitle" }));
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
        <FormattedMessage id="wizard.edit.back" />
      </Link>
    </Button>
  );

  return (
    <div className="flex-1 bg-slate-50">
      <div className="container-page grid gap-8 py-10 sm:py-12">
        <PageHeader
          title={
            letterId
              ? intl.formatMessage(
                  { id: editState === "locked" ? "wizard.edit.titleLocked" : "wizard.edit.titleEditing" },
                  { id: String(letterId) },
                )
              : intl.formatMessage({ id: "wizard.edit.docTitle" })
          }
          description={intl.formatMessage({
            id: editState === "locked" ? "wizard.edit.descriptionLocked" : "wizard.edit.description",
          })}
          actions={back}
        />
        {letterId === null || letter.isError ? (
          <Notice tone="error" role="alert" title={intl.formatMessage({ id: "wizard.edit.openFailedTitle" })}>
            <FormattedMessage
              id="wizard.edit.openFailed"
              values={{
                link: (chunks) => (
                  <Link href="/letters" className="rounded-sm font-semibold underline underline-offset-4">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </Notice>
        ) : !data || !user || !letter.isFetchedAfterMount ? (
          <CenteredSpinner label={intl.formatMessage({ id: "wizard.edit.loading" })} className="min-h-[40vh]" />
        ) : editState === "locked" ? (
          <>
            <LockedLetter letterId={data.id} values={letterToFormValues(data)} mailedOn={mailedOn(data.versions)} />
            <VersionList versions={data.versions ?? []} />
          </>
        ) : (
          <>
            {editState === "correctable" ? (
              <Notice tone="info" title={intl.formatMessage({ id: "wizard.edit.paidTitle" })}>
                <FormattedMessage id="wizard.edit.paidBody" values={{ max: MAX_LETTER_VERSIONS }} />
              </Notice>
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-white px-5 py-4 shadow-sm">
                <p className="text-sm text-slate-700">
                  <FormattedMessage id="wizard.edit.unpaid" />
                </p>
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
