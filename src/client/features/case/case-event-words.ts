import type { IntlShape } from "react-intl";
import { federalHolidayOn } from "../../../domain/time/holidays.ts";
import { formatLongDay } from "./case-format.ts";

/*
 * Timeline sentences the server sends as codes and values (a moved deadline, support's changes),
 * worded from the catalog in the language shown; plain functions of an Intl object, so a test
 * can hold them to the server's English word for word.
 */

/** Federal holidays, by the English name the calendar gives them, as the catalog names them. */
export const HOLIDAY_KEYS: Record<string, string> = {
  "New Year's Day": "newYear",
  "Juneteenth National Independence Day": "juneteenth",
  "Independence Day": "independence",
  "Veterans Day": "veterans",
  "Christmas Day": "christmas",
  "Birthday of Martin Luther King, Jr.": "mlk",
  "Washington's Birthday": "washington",
  "Memorial Day": "memorial",
  "Labor Day": "labor",
  "Columbus Day": "columbus",
  "Thanksgiving Day": "thanksgiving",
};

type EventValues = Record<string, string | number>;

/** ", moved to the next business day because … is …": why a deadline moved off the day its count reached. */
export function movedClauseText(intl: IntlShape, values: EventValues): string {
  const counted = String(values.counted ?? "");
  if (values.moved !== "yes" || !counted) return "";
  const holiday = federalHolidayOn(counted);
  return intl.formatMessage(
    { id: "case.event.moved" },
    {
      counted: formatLongDay(counted, intl.locale),
      reason: holiday ? (holiday.date === counted ? "holiday" : "observed") : "weekday",
      holiday: holiday
        ? intl.formatMessage({ id: "case.event.holiday" }, { holiday: HOLIDAY_KEYS[holiday.name] ?? holiday.name })
        : "",
      weekday: intl.formatDate(new Date(`${counted}T00:00:00Z`), { weekday: "long", timeZone: "UTC" }),
    },
  );
}

/** Support's change to a letter or its files, in the language shown. */
export function supportChangeWords(intl: IntlShape, values: EventValues): string {
  const text = (key: string) => String(values[key] ?? "");
  if (text("action") === "evidence.upload")
    return intl.formatMessage({ id: "case.supportChange.evidenceUpload" }, { caption: text("caption") });
  if (text("action") === "evidence.remove")
    return intl.formatMessage(
      { id: "case.supportChange.evidenceRemove" },
      { caption: text("caption"), reason: text("reason") },
    );
  const fields = text("fields")
    .split(",")
    .filter(Boolean)
    .map((field) => intl.formatMessage({ id: "case.supportChange.field" }, { field }));
  if (fields.length === 0) return intl.formatMessage({ id: "case.supportChange.letterSaved" });
  /* English joins "a, b and c" as the server does; other languages as Intl joins a list. */
  const joined =
    intl.locale === "en-US" || fields.length < 2
      ? `${fields.slice(0, -1).join(", ")}${fields.length > 1 ? " and " : ""}${fields.at(-1)}`
      : new Intl.ListFormat(intl.locale, { type: "conjunction" }).format(fields);
  return intl.formatMessage({ id: "case.supportChange.letterUpdate" }, { fields: joined });
}
