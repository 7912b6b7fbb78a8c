import { formatDate } from "@/lib/format.ts";
import type { LetterVersion } from "../api/letters-api.ts";

const REASONS: Record<string, string> = {
  download: "First issued",
  correction: "Correction",
  mailed: "Handed to the mail service",
};

/** The letter's dated versions, newest first: what was issued, corrected or mailed, and when. */
export function VersionList({ versions }: { versions: readonly LetterVersion[] }) {
  if (versions.length === 0) return null;
  return (
    <section
      aria-labelledby="letter-versions"
      className="grid gap-2 rounded-xl border border-border bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="letter-versions" className="text-base font-semibold text-slate-900">
        Dated versions
      </h2>
      <ol className="grid gap-1.5 text-sm text-slate-700">
        {versions.map((version) => (
          <li key={version.version} className="flex flex-wrap gap-x-2">
            <span className="font-medium text-slate-900">Version {version.version}</span>
            <span>
              {REASONS[version.reason] ?? version.reason}, dated{" "}
              {formatDate(`${version.letterDate}T12:00:00Z`) || version.letterDate}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
