import { Pencil } from "lucide-react";
import { type ReactNode, useId } from "react";
import { parseBanDate } from "../../../../domain/letter/ban-date.ts";
import { formatBanDate } from "../../../../domain/letter/format.ts";
import { PLATFORMS, US_STATES } from "../../../../domain/letter/schema.ts";
import { recipientGroups } from "../../../../domain/letter/routing.ts";
import { PRICES, totalText } from "../../../../domain/money/prices.ts";
import { findRecipient } from "../../../../domain/letter/recipients.ts";
import { findSenderCountry } from "../../../../domain/letter/countries.ts";
import { Button } from "@/components/ui/button.tsx";
import { HANDLE_FIELDS } from "./handle-fields.ts";
import type { LetterFormValues, WizardStep } from "./wizard-steps.ts";

interface ReviewStepProps {
  values: LetterFormValues;
  /** Absent on a read-only letter: no Edit buttons. */
  onEdit?: (step: WizardStep) => void;
  /** One letter per address: the groups each letter takes. */
  letterCount?: number;
}

const showDate = (value: Date | string | null | undefined) => {
  const parsed = value ? parseBanDate(value) : "empty";
  return parsed instanceof Date ? formatBanDate(parsed) : "";
};

/** Step 3: everything entered, read-only, with a way back to each part. */
/** The claim's questions as the review lists them; an unanswered one shows as not given (a blank in the drafts). */
const CLAIM_QUESTIONS = [
  ["ruleNamed", "Meta named the rule:"],
  ["brokeRule", "You believe you broke it:"],
  ["postNamed", "Meta said which post:"],
  ["appealed", "You appealed inside Meta:"],
] as const;

const ANSWER_WORDS: Record<string, string> = { yes: "Yes", no: "No", unsure: "Not sure" };

export function ReviewStep({ values, onEdit, letterCount = 1 }: ReviewStepProps) {
  const state = US_STATES.find((entry) => entry.code === values.state?.toUpperCase());
  const recipient = findRecipient(values.recipientBusinessId ?? "");
  const platforms = PLATFORMS.filter((platform) => values.platforms.includes(platform));
  const appeals = (values.appeals ?? []).filter((appeal) => appeal.method?.trim());
  const enclosures = (values.enclosures ?? []).filter((item) => item.trim());
  const groups = recipientGroups(platforms, values.country ?? "US");
  return (
    <div className="grid grid-cols-1 gap-6">
      <ReviewSection title="Personal info" onEdit={onEdit && (() => onEdit(1))}>
        <Item term="Full name">{values.fullName}</Item>
        <Item term="Email">{values.email}</Item>
        <Item term="Phone">{values.phone}</Item>
        <Item term="Address">
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
      <ReviewSection title="Ban details" onEdit={onEdit && (() => onEdit(2))}>
        <Item term="Platforms">{platforms.join(", ")}</Item>
        {platforms.length > 0 ? (
          platforms.map((platform) => (
            <Item key={platform} term={HANDLE_FIELDS[platform].label}>
              {values.platformUsernames?.[platform] || values.username}
            </Item>
          ))
        ) : (
          <Item term="Username or account ID">{values.username}</Item>
        )}
        <Item term="Sign-in email or phone">{values.accountLogin || <NotGiven />}</Item>
        <Item term="Date of ban">
          <span className="font-medium">{showDate(values.banDate)}</span>
          {onEdit ? (
            <span className="block text-slate-600">
              Is this the day your account was disabled? If not, select Edit and change it: the letter states it as
              fact.
            </span>
          ) : null}
        </Item>
        <Item term="Consequences">
          <span className="whitespace-pre-line">{values.consequences}</span>
        </Item>
        <Item term="Send To">
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
                {letterCount} letters, one per address, each its own purchase: {totalText(letterCount, PRICES.digital)}{" "}
                digital, or {totalText(letterCount, PRICES.mail)} with certified mail.
              </li>
            </ul>
          ) : recipient ? (
            <>
              {recipient.name}
              <br />
              {recipient.attention ? (
                <>
                  Attn: {recipient.attention}
                  <br />
                </>
              ) : null}
              {recipient.fullAddress}
            </>
          ) : null}
        </Item>
      </ReviewSection>
      <ReviewSection title="More facts" onEdit={onEdit && (() => onEdit(2))}>
        <Item term="Reason Meta gave">
          {values.banReason?.trim() ? <span className="whitespace-pre-line">{values.banReason}</span> : <NotGiven />}
        </Item>
        <Item term="Earlier appeals">
          {appeals.length > 0 ? (
            <ul className="grid gap-1">
              {appeals.map((appeal, index) => (
                <li key={index}>
                  {showDate(appeal.date)}: {appeal.method}
                  {appeal.reference?.trim() ? ` (reference ${appeal.reference.trim()})` : ""}
                </li>
              ))}
            </ul>
          ) : (
            <NotGiven />
          )}
        </Item>
        <Item term="What a court will ask">
          <ul className="grid gap-1">
            {CLAIM_QUESTIONS.map(([field, question]) => (
              <li key={field}>
                {question} {ANSWER_WORDS[values[field] ?? ""] ?? <NotGiven />}
              </li>
            ))}
            {values.appealResult?.trim() ? <li>What came back: {values.appealResult.trim()}</li> : null}
          </ul>
        </Item>
        <Item term="Paid to Meta, last 12 months">
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
        <Item term="Amount claimed">
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
        <Item term="Enclosures">
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
      <ReviewSection title="Signature" onEdit={onEdit && (() => onEdit(4))}>
        <Item term="Signature">
          {values.signature?.kind === "typed" ? (
            <span className="font-serif italic">/s/ {values.signature.name}</span>
          ) : values.signature?.kind === "drawn" ? (
            <img src={values.signature.png} alt="Your drawn signature" className="h-16 w-auto" />
          ) : (
            <span className="text-slate-600">Not signed yet{onEdit ? ": you can sign in the next step." : "."}</span>
          )}
        </Item>
      </ReviewSection>
    </div>
  );
}

function NotGiven() {
  return <span className="text-slate-600">Not given</span>;
}

function ReviewSection({ title, onEdit, children }: { title: string; onEdit?: () => void; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border">
      <div className="flex min-h-12 items-center justify-between gap-3 border-b border-border bg-slate-50 px-4 py-2.5">
        <h3 id={id} className="text-sm font-semibold text-slate-900">
          {title}
        </h3>
        {onEdit ? (
          <Button variant="ghost" size="sm" onClick={onEdit} className="-mr-2 text-navy-700">
            <Pencil aria-hidden="true" />
            Edit<span className="sr-only"> {title.toLowerCase()}</span>
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
