import { FormattedMessage, useIntl } from "react-intl";
import { useLanguage } from "@/i18n/language-provider.tsx";
import type { MessageId } from "@/i18n/message-ids.ts";
import { Pencil } from "lucide-react";
import { type ReactNode, useId } from "react";
import { parseBanDate } from "../../../../domain/letter/ban-date.ts";
import { formatBanDate } from "../../../../domain/letter/format.ts";
import { PLATFORMS, US_STATES } from "../../../../domain/letter/schema.ts";
import { recipientGroups } from "../../../../domain/letter/routing.ts";
import { PRICES } from "../../../../domain/money/prices.ts";
import { findRecipient } from "../../../../domain/letter/recipients.ts";
import { findSenderCountry } from "../../../../domain/letter/countries.ts";
import { Button } from "@/components/ui/button.tsx";
import { useHandleField } from "./use-handle-field.ts";
import { useTotalText } from "./use-wizard-text.ts";
import type { LetterFormValues, WizardStep } from "./wizard-steps.ts";

interface ReviewStepProps {
  values: LetterFormValues;
  /** Absent on a read-only letter: no Edit buttons. */
  onEdit?: (step: WizardStep) => void;
  /** One letter per address: the groups each letter takes. */
  letterCount?: number;
}

/** A typed day as the page says it: the letter's own "March 4, 2026" in English, "4 de marzo de 2026" in Spanish. */
function useShowDate(): (value: Date | string | null | undefined) => string {
  const intl = useIntl();
  const { language } = useLanguage();
  return (value) => {
    const parsed = value ? parseBanDate(value) : "empty";
    if (!(parsed instanceof Date)) return "";
    return language === "en" ? formatBanDate(parsed) : intl.formatDate(parsed, { dateStyle: "long", timeZone: "UTC" });
  };
}

/** Step 3: everything entered, read-only, with a way back to each part. */
/** The claim's questions as the review lists them; an unanswered one shows as not given (a blank in the drafts). */
const CLAIM_QUESTIONS = ["ruleNamed", "brokeRule", "postNamed", "appealed"] as const;

const ANSWER_WORDS: Record<string, MessageId> = {
  yes: "wizard.answer.yes",
  no: "wizard.answer.no",
  unsure: "wizard.answer.unsure",
};

export function ReviewStep({ values, onEdit, letterCount = 1 }: ReviewStepProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const showDate = useShowDate();
  const totalText = useTotalText();
  const handleField = useHandleField();
  const state = US_STATES.find((entry) => entry.code === values.state?.toUpperCase());
  const recipient = findRecipient(values.recipientBusinessId ?? "");
  const platforms = PLATFORMS.filter((platform) => values.platforms.includes(platform));
  const appeals = (values.appeals ?? []).filter((appeal) => appeal.method?.trim());
  const enclosures = (values.enclosures ?? []).filter((item) => item.trim());
  const groups = recipientGroups(platforms, values.country ?? "US");
  return (
    <div className="grid grid-cols-1 gap-6">
      <ReviewSection title={t("wizard.review.personal")} onEdit={onEdit && (() => onEdit(1))}>
        <Item term={t("wizard.review.fullName")}>{values.fullName}</Item>
        <Item term={t("wizard.review.email")}>{values.email}</Item>
        <Item term={t("wizard.review.phone")}>{values.phone}</Item>
        <Item term={t("wizard.review.address")}>
          {values.address}
          <br />
          {(values.country ?? "US") === "US" ? (
            <>
              {values.city}, {state?.code ?? values.state} {values.zipCode}
            </>
          ) : (
            <>
              {values.zipCode} {values.city}
              <br />
              {findSenderCountry(values.country ?? "")?.name ?? values.country}
            </>
          )}
        </Item>
      </ReviewSection>
      <ReviewSection title={t("wizard.review.ban")} onEdit={onEdit && (() => onEdit(2))}>
        <Item term={t("wizard.review.platforms")}>{platforms.join(", ")}</Item>
        {platforms.length > 0 ? (
          platforms.map((platform) => (
            <Item key={platform} term={handleField(platform).label}>
              {values.platformUsernames?.[platform] || values.username}
            </Item>
          ))
        ) : (
          <Item term={t("wizard.review.username")}>{values.username}</Item>
        )}
        <Item term={t("wizard.review.login")}>{values.accountLogin || <NotGiven />}</Item>
        <Item term={t("wizard.review.banDate")}>
          <span className="font-medium">{showDate(values.banDate)}</span>
          {onEdit ? <span className="block text-slate-600">{t("wizard.review.banDateCheck")}</span> : null}
        </Item>
        <Item term={t("wizard.review.story")}>
          <span className="whitespace-pre-line">{values.consequences}</span>
          {values.storyLanguage === "es" ? (
            <span className="mt-1 block text-slate-600">{t("wizard.review.storyInSpanish")}</span>
          ) : null}
        </Item>
        <Item term={t("wizard.review.sendTo")}>
          {letterCount > 1 ? (
            <ul className="grid gap-2">
              {groups.map((group) => {
                const to = findRecipient(group.recipientId);
                return (
                  <li key={group.recipientId}>
                    <span className="font-medium">{group.platforms.join(", ")}</span>: {to?.displayName},{" "}
                    {to?.fullAddress}
                  </li>
                );
              })}
              <li className="text-slate-700">
                {intl.formatMessage(
                  { id: "wizard.review.split" },
                  {
                    count: letterCount,
                    digital: totalText(letterCount, PRICES.digital),
                    mail: totalText(letterCount, PRICES.mail),
                  },
                )}
              </li>
            </ul>
          ) : recipient ? (
            <>
              {recipient.name}
              <br />
              {recipient.attention ? (
                <>
                  {intl.formatMessage({ id: "wizard.recipient.attn" }, { name: recipient.attention })}
                  <br />
                </>
              ) : null}
              {recipient.fullAddress}
            </>
          ) : null}
        </Item>
      </ReviewSection>
      <ReviewSection title={t("wizard.review.more")} onEdit={onEdit && (() => onEdit(2))}>
        <Item term={t("wizard.review.banReason")}>
          {values.banReason?.trim() ? <span className="whitespace-pre-line">{values.banReason}</span> : <NotGiven />}
        </Item>
        <Item term={t("wizard.review.appeals")}>
          {appeals.length > 0 ? (
            <ul className="grid gap-1">
              {appeals.map((appeal, index) => (
                <li key={index}>
                  {showDate(appeal.date)}: {appeal.method}
                  {appeal.reference?.trim()
                    ? intl.formatMessage({ id: "wizard.review.reference" }, { reference: appeal.reference.trim() })
                    : ""}
                </li>
              ))}
            </ul>
          ) : (
            <NotGiven />
          )}
        </Item>
        <Item term={t("wizard.review.court")}>
          <ul className="grid gap-1">
            {CLAIM_QUESTIONS.map((field) => {
              const answer = ANSWER_WORDS[values[field] ?? ""];
              return (
                <li key={field}>
                  {t(`wizard.review.${field}`)} {answer ? t(answer) : <NotGiven />}
                </li>
              );
            })}
            {values.appealResult?.trim() ? (
              <li>
                {intl.formatMessage({ id: "wizard.review.appealResult" }, { result: values.appealResult.trim() })}
              </li>
            ) : null}
          </ul>
        </Item>
        <Item term={t("wizard.review.paid")}>
          {values.amountPaidToMeta?.trim() ? (
            <>
              {values.amountPaidToMeta.trim().startsWith("$") ? "" : "$"}
              {values.amountPaidToMeta.trim()}
              {values.amountPaidBasis?.trim() ? (
                <span className="block text-slate-700">{values.amountPaidBasis}</span>
              ) : null}
            </>
          ) : (
            <NotGiven />
          )}
        </Item>
        <Item term={t("wizard.review.claimed")}>
          {values.amountClaimed?.trim() ? (
            <>
              {values.amountClaimed.trim().startsWith("$") ? "" : "$"}
              {values.amountClaimed.trim()}
              {values.amountBasis?.trim() ? <span className="block text-slate-700">{values.amountBasis}</span> : null}
            </>
          ) : (
            <NotGiven />
          )}
        </Item>
        <Item term={t("wizard.review.enclosures")}>
          {enclosures.length > 0 ? (
            <ul className="list-disc pl-5">
              {enclosures.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          ) : (
            <NotGiven />
          )}
        </Item>
      </ReviewSection>
      <ReviewSection title={t("wizard.review.signatureSection")} onEdit={onEdit && (() => onEdit(4))}>
        <Item term={t("wizard.review.signature")}>
          {values.signature?.kind === "typed" ? (
            <span className="font-serif italic">/s/ {values.signature.name}</span>
          ) : values.signature?.kind === "drawn" ? (
            <img src={values.signature.png} alt={t("wizard.review.drawnAlt")} className="h-16 w-auto" />
          ) : (
            <span className="text-slate-600">
              {t(onEdit ? "wizard.review.notSignedNext" : "wizard.review.notSigned")}
            </span>
          )}
        </Item>
      </ReviewSection>
    </div>
  );
}

function NotGiven() {
  return (
    <span className="text-slate-600">
      <FormattedMessage id="wizard.review.notGiven" />
    </span>
  );
}

function ReviewSection({ title, onEdit, children }: { title: string; onEdit?: () => void; children: ReactNode }) {
  const id = useId();
  const intl = useIntl();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border">
      <div className="flex min-h-12 items-center justify-between gap-3 border-b border-border bg-slate-50 px-4 py-2.5">
        <h3 id={id} className="text-sm font-semibold text-slate-900">
          {title}
        </h3>
        {onEdit ? (
          <Button variant="ghost" size="sm" onClick={onEdit} className="-mr-2 text-navy-700">
            <Pencil aria-hidden="true" />
            {intl.formatMessage({ id: "wizard.review.edit" })}
            <span className="sr-only"> {title.toLocaleLowerCase(intl.locale)}</span>
          </Button>
        ) : null}
      </div>
      <dl className="divide-y divide-border">{children}</dl>
    </section>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 px-4 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="text-sm wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}
