import { useIntl } from "react-intl";
import type { MessageId } from "@/i18n/message-ids.ts";
import type { LetterVersion } from "../api/letters-api.ts";

const REASONS: Record<string, MessageId> = {
  download: "wizard.versions.download",
  correction: "wizard.versions.correction",
  mailed: "wizard.versions.mailed",
};

/** The letter's dated versions, newest first: what was issued, corrected or mailed, and when. */
export function VersionList({ versions }: { versions: readonly LetterVersion[] }) {
  const intl = useIntl();
  if (versions.length === 0) return null;
  const day = (date: string) => {
    const value = new Date(`${date}T12:00:00Z`);
    return Number.isNaN(value.getTime())
      ? date
      : intl.formatDate(value, { month: "short", day: "numeric", year: "numeric" });
  };
  return (
    <section
      aria-labelledby="letter-versions"
      className="grid gap-2 rounded-xl border border-border bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="letter-versions" className="text-base font-semibold text-slate-900">
        {intl.formatMessage({ id: "wizard.versions.title" })}
      </h2>
      <ol className="grid gap-1.5 text-sm text-slate-700">
        {versions.map((version) => (
          <li key={version.version} className="flex flex-wrap gap-x-2">
            <span className="font-medium text-slate-900">
              {intl.formatMessage({ id: "wizard.versions.version" }, { number: version.version })}
            </span>
            <span>
              {intl.formatMessage(
                { id: "wizard.versions.dated" },
                {
                  reason: REASONS[version.reason]
                    ? intl.formatMessage({ id: REASONS[version.reason] })
                    : version.reason,
                  date: day(version.letterDate),
                },
              )}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
