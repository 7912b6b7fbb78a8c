/**
 * A fact about the world with the page it rests on and the day it was read (decision 0028). Used
 * by the court, AAA and attorney-general data beside it.
 *
 * Rules the data follows:
 * - Official pages first: a state court or county court page, a state law library, or the
 *   legislature's statute text. A reputable summary (law firm, legal aid, legal publisher) only
 *   where no official page was found, marked `kind: "summary"`.
 * - Nothing is guessed. A fact that could not be sourced is `{ value: null, reason }`, and the
 *   product tells the user to check with their court.
 * - Pages first seen over `http://` on official hosts are stored with `https://`.
 * - Wording is ours; amounts and periods are as the source stated them on `checkedOn`.
 */
export const STATE_COURT_FACTS_CHECKED_ON = "2026-11-26";

/** The day the appeal rules, local courts, Washington and Vermont facts and terms versions were read. */
export const FACTS_CHECKED_2026_11_28 = "2026-11-28";

/** The day the county court pages, statewide court finders and county lists were read (decision 0070). */
export const FACTS_CHECKED_2026_11_29 = "2026-11-29";

export type FactSourceKind = "official" | "summary";

export interface FactSource {
  url: string;
  title: string;
  kind: FactSourceKind;
}

export interface Fact<T> {
  value: T;
  source: FactSource;
  /** The day the source was read, `YYYY-MM-DD`. */
  checkedOn: string;
  /** A short caveat the guide may print with the fact. */
  note?: string;
  /** Other pages that say the same thing. */
  alsoSources?: readonly FactSource[];
}

/** A fact we could not source: the guide prints "we could not check this; ask your court". */
export interface UnknownFact {
  value: null;
  reason: string;
}

export type Sourced<T> = Fact<T> | UnknownFact;

export function isKnownFact<T>(fact: Sourced<T>): fact is Fact<T> {
  return fact.value !== null;
}

export function official(url: string, title: string): FactSource {
  return { url, title, kind: "official" };
}

export function summary(url: string, title: string): FactSource {
  return { url, title, kind: "summary" };
}

export function known<T>(
  value: T,
  source: FactSource,
  extra: { note?: string; alsoSources?: readonly FactSource[]; checkedOn?: string } = {},
): Fact<T> {
  return { value, source, checkedOn: STATE_COURT_FACTS_CHECKED_ON, ...extra };
}

/** A fact read on 2026-11-28. */
export function knownOn28<T>(
  value: T,
  source: FactSource,
  extra: { note?: string; alsoSources?: readonly FactSource[] } = {},
): Fact<T> {
  return known(value, source, { ...extra, checkedOn: FACTS_CHECKED_2026_11_28 });
}

export function unknown(reason: string): UnknownFact {
  return { value: null, reason };
}

/** A fact read on 2026-11-29. */
export function knownOn29<T>(
  value: T,
  source: FactSource,
  extra: { note?: string; alsoSources?: readonly FactSource[] } = {},
): Fact<T> {
  return known(value, source, { ...extra, checkedOn: FACTS_CHECKED_2026_11_29 });
}
