import { FormattedMessage, useIntl } from "react-intl";
import { srOnly } from "@/components/ui/sr-only.tsx";
import { listEditState, useLetterList } from "@/features/letters/api/letters-api.ts";
import { LetterActions } from "@/features/letters/list/letter-actions.tsx";
import { NoLettersYet } from "@/features/letters/list/no-letters-yet.tsx";
import { PayButton } from "@/features/letters/list/pay-button.tsx";
import { useFormat } from "@/lib/format.ts";
import { LetterNextStep } from "./letter-next-step.tsx";
import { RecentPanel } from "./recent-panel.tsx";

/** `nextStepShownFor`: the letter whose next step the dashboard already shows first (`ActiveCase`). */
export function RecentLetters({ nextStepShownFor }: { nextStepShownFor?: number }) {
  const letters = useLetterList();
  const recent = (letters.data ?? []).slice(0, 3); // the server sends them newest first
  const intl = useIntl();
  const format = useFormat();
  return (
    <RecentPanel
      id="recent-letters"
      title={intl.formatMessage({ id: "dashboard.recentLetters.title" })}
      viewAllHref="/letters"
      viewAllLabel={<FormattedMessage id="dashboard.recentLetters.viewAll" values={{ sr: srOnly }} />}
      loadFailed={<FormattedMessage id="dashboard.recentLetters.loadFailed" />}
      isLoading={letters.isLoading}
      isError={letters.isError}
      onRetry={() => void letters.refetch()}
      isEmpty={recent.length === 0}
      empty={<NoLettersYet className="py-10" />}
    >
      {recent.map((letter) => (
        <li key={letter.id} className="grid gap-3 px-4 py-4">
          <div className="flex items-start justify-between gap-4">
            <div className="grid min-w-0 gap-0.5">
              <p className="font-semibold text-slate-900">
                <FormattedMessage id="letters.number" values={{ id: String(letter.id) }} />
              </p>
              {/* Wrapped, never cut: every platform and the whole username stay readable on a phone. */}
              <p className="text-sm text-slate-600">{letter.platforms.join(", ")}</p>
              <p className="text-sm [overflow-wrap:anywhere] text-slate-600">
                <span className="sr-only">
                  <FormattedMessage id="letters.username" />
                </span>
                {letter.username}
              </p>
            </div>
            <p className="shrink-0 text-sm text-slate-600">
              <FormattedMessage
                id="letters.createdShort"
                values={{
                  date: format.date(letter.createdAt),
                  sr: srOnly,
                  time: (chunks) => <time dateTime={letter.createdAt}>{chunks}</time>,
                }}
              />
            </p>
          </div>
          {letter.id === nextStepShownFor ? null : <LetterNextStep letterId={letter.id} />}
          <div className="flex flex-wrap items-center gap-2">
            {letter.paid ? null : <PayButton letterId={letter.id} />}
            <LetterActions letterId={letter.id} editState={listEditState(letter)} />
          </div>
        </li>
      ))}
    </RecentPanel>
  );
}
