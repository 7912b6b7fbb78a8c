import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { parseBanDate } from "../../../../domain/letter/ban-date.ts";
import { formatBanDate } from "../../../../domain/letter/format.ts";
import { PLATFORMS, US_STATES } from "../../../../domain/letter/schema.ts";
import { findRecipient } from "../../../../domain/recipients.ts";
import { Button } from "@/components/ui/button.tsx";
import type { LetterFormValues, WizardStep } from "./wizard-steps.ts";

/** Step 3: everything entered, read-only, with a way back to each part. */
export function ReviewStep({ values, onEdit }: { values: LetterFormValues; onEdit: (step: WizardStep) => void }) {
  const state = US_STATES.find((entry) => entry.code === values.state?.toUpperCase());
  const banDate = values.banDate ? parseBanDate(values.banDate) : "empty";
  const recipient = findRecipient(values.recipientBusinessId ?? "");
  const platforms = PLATFORMS.filter((platform) => values.platforms.includes(platform));
  return (
    <div className="grid grid-cols-1 gap-6">
      <ReviewSection title="Personal info" onEdit={() => onEdit(1)}>
        <Item term="Full name">{values.fullName}</Item>
        <Item term="Email">{values.email}</Item>
        <Item term="Phone">{values.phone}</Item>
        <Item term="Address">
          {values.address}
          <br />
          {values.city}, {state?.code ?? values.state} {values.zipCode}
        </Item>
      </ReviewSection>
      <ReviewSection title="Ban details" onEdit={() => onEdit(2)}>
        <Item term="Platforms">{platforms.join(", ")}</Item>
        <Item term="Username or account ID">{values.username}</Item>
        <Item term="Date of ban">{banDate instanceof Date ? formatBanDate(banDate) : ""}</Item>
        <Item term="Consequences">
          <span className="whitespace-pre-line">{values.consequences}</span>
        </Item>
        <Item term="Send To">
          {recipient ? (
            <>
              {recipient.name}
              <br />
              Attn: {recipient.attention}
              <br />
              {recipient.fullAddress}
            </>
          ) : null}
        </Item>
      </ReviewSection>
    </div>
  );
}

function ReviewSection({ title, onEdit, children }: { title: string; onEdit: () => void; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-border">
      <div className="flex items-center justify-between gap-3 border-b border-border bg-slate-50 px-4 py-2.5">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <Button variant="ghost" size="sm" onClick={onEdit} className="-mr-2 text-navy-700">
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> {title.toLowerCase()}</span>
        </Button>
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
