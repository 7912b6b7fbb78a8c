import { useIntl } from "react-intl";

const dayOnly = /^\d{4}-\d{2}-\d{2}$/;
const shortDays = new Map<string, Intl.DateTimeFormat>();
const moments = new Map<string, Intl.DateTimeFormat>();
const days = new Map<string, Intl.DateTimeFormat>();
const zoneNames = new Map<string, Intl.DateTimeFormat>();

function cached(cache: Map<string, Intl.DateTimeFormat>, key: string, make: () => Intl.DateTimeFormat) {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/**
 * A calendar day ("2026-12-02") prints as that day wherever the reader is; a moment prints in the
 * sender's time zone, named ("Oct 23, 2026, 4:05 PM PDT"), so the page agrees with the letter and
 * the case record whatever the reader's own clock says (decision 0025). `locale`: the language shown.
 */
export function formatCaseTime(at: string, timeZone: string, locale = "en-US"): string {
  if (dayOnly.test(at)) {
    const format = cached(
      shortDays,
      locale,
      () => new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }),
    );
    return format.format(new Date(`${at}T00:00:00Z`));
  }
  const format = cached(
    moments,
    `${locale} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        month: "short",
        day: "numeric",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZoneName: "short",
        timeZone,
      }),
  );
  return format.format(new Date(at));
}

/** "2026-11-02" -> "November 2, 2026" / "2 de noviembre de 2026": a calendar day prints as itself anywhere. */
export function formatLongDay(day: string, locale: string): string {
  const format = cached(
    days,
    locale,
    () => new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }),
  );
  return format.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** "Pacific Time" / "hora del Pacífico": the sender's zone named in the language shown. */
export function formatZoneName(timeZone: string, locale: string): string {
  const format = cached(
    zoneNames,
    `${locale} ${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { timeZoneName: "longGeneric", timeZone }),
  );
  return format.formatToParts(new Date(0)).find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** The case page's days and times in the language shown; the sender's zone stays the zone of every time. */
export function useCaseFormat() {
  const { locale } = useIntl();
  return {
    locale,
    day: (day: string) => formatLongDay(day, locale),
    time: (at: string, timeZone: string) => formatCaseTime(at, timeZone, locale),
    zoneName: (timeZone: string) => formatZoneName(timeZone, locale),
  };
}
