import type { SendMethod } from "../case/sending.ts";
import { weekday } from "../time/clock.ts";
import type { Deadline } from "../time/deadlines.ts";
import { federalHolidayOn } from "../time/holidays.ts";
import { usStateName } from "../letter/us-states.ts";

/** Words the Spanish reading copies share: dates, lists, counts, places and ways of sending. */

const LONG_DATE = new Intl.DateTimeFormat("es-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const zoneDates = new Map<string, Intl.DateTimeFormat>();

/** "2026-11-22" -> "22 de noviembre de 2026". */
export function fecha(day: string): string {
  return LONG_DATE.format(new Date(`${day.slice(0, 10)}T12:00:00Z`));
}

/** A moment as the calendar day of `timeZone`, in Spanish. */
export function fechaEn(date: Date, timeZone: string): string {
  let format = zoneDates.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("es-US", { day: "numeric", month: "long", year: "numeric", timeZone });
    zoneDates.set(timeZone, format);
  }
  return format.format(date);
}

/** A date the letter stores as midnight UTC (the ban date) or as "YYYY-MM-DD" (an appeal's). */
export function fechaGuardada(value: Date | string): string {
  return value instanceof Date ? LONG_DATE.format(value) : fecha(value);
}

/** ["A", "B", "C"] -> "A, B y C"; "y" becomes "e" before a word that starts with the sound i ("Facebook e Instagram"). */
export function unir(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  const last = items[items.length - 1] ?? "";
  const and = /^h?i(?![aeiouáéó])/i.test(last) ? "e" : "y";
  return `${items.slice(0, -1).join(", ")} ${and} ${last}`;
}

/** "una vez", "dos veces", "3 veces". */
export function veces(count: number): string {
  return count === 1 ? "una vez" : count === 2 ? "dos veces" : `${count} veces`;
}

/** How a sentence names the state: "Illinois", "el Distrito de Columbia". */
export function lugarDelEstado(code: string): string {
  return code === "DC" ? "el Distrito de Columbia" : usStateName(code);
}

/** A title of Meta's, kept in English: "the Instagram Terms of Use" -> "“Instagram Terms of Use”". */
export function titulo(englishName: string): string {
  const name = englishName.replace(/^the /, "");
  const threads = ", which also govern Threads";
  return name.endsWith(threads) ? `“${name.slice(0, -threads.length)}” (que también rigen Threads)` : `“${name}”`;
}

/** Los términos de Meta por su título en inglés: "los términos “Instagram Terms of Use”". */
export const losTerminos = (englishName: string) => `los términos ${titulo(englishName)}`;

const US_HOLIDAYS: Readonly<Record<string, string>> = {
  "New Year's Day": "Año Nuevo",
  "Juneteenth National Independence Day": "Juneteenth",
  "Independence Day": "el Día de la Independencia",
  "Veterans Day": "el Día de los Veteranos",
  "Christmas Day": "Navidad",
  "Birthday of Martin Luther King, Jr.": "el natalicio de Martin Luther King, Jr.",
  "Washington's Birthday": "el natalicio de Washington",
  "Memorial Day": "el Día de los Caídos",
  "Labor Day": "el Día del Trabajo",
  "Columbus Day": "el Día de Colón",
  "Thanksgiving Day": "el Día de Acción de Gracias",
};
const WEEKDAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"] as const;

/** ", con el vencimiento trasladado al siguiente día hábil porque el 25 de diciembre de 2026 es Navidad, feriado federal"; "" when it did not move. */
export function movidoAlDiaHabil(deadline: Deadline): string {
  if (!deadline.movedBecause) return "";
  const holiday = federalHolidayOn(deadline.counted);
  const why = holiday
    ? holiday.date === deadline.counted
      ? `es ${US_HOLIDAYS[holiday.name] ?? holiday.name}, feriado federal`
      : `es el feriado federal por ${US_HOLIDAYS[holiday.name] ?? holiday.name}`
    : `es ${WEEKDAYS[weekday(deadline.counted)]}`;
  return `, con el vencimiento trasladado al siguiente día hábil porque el ${fecha(deadline.counted)} ${why}`;
}

/** "por correo certificado de USPS", "por mensajería"… after "envié". */
const SENDING_WORDS: Readonly<Record<SendMethod, string>> = {
  certified_mail: "por correo certificado de USPS (USPS Certified Mail)",
  priority_mail: "por correo prioritario de USPS (USPS Priority Mail)",
  first_class_mail: "por correo de primera clase de USPS (USPS First-Class Mail)",
  registered_post: "por correo registrado",
  courier: "por mensajería",
  by_hand: "en mano",
};

export function comoSeEnvio(method: SendMethod, trackingNumber: string | null): string {
  const how = SENDING_WORDS[method];
  if (!trackingNumber) return how;
  return method === "certified_mail"
    ? `${how} n.º ${trackingNumber}`
    : `${how}, número de seguimiento ${trackingNumber}`;
}

/** "Por correo certificado de USPS" printed above the recipient, with the article number once known. */
export function lineaDeCorreo(trackingNumber?: string | null): string {
  return trackingNumber
    ? `Por correo certificado de USPS (USPS Certified Mail) n.º ${trackingNumber}`
    : "Por correo certificado de USPS (USPS Certified Mail)";
}
