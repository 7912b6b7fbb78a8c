/**
 * The time zone whose calendar day an EU or UK sender's documents are dated in: the zone of the
 * country's capital in the IANA time zone database (zone1970.tab). Spain's Canary Islands and
 * Portugal's Azores and Madeira run an hour (or two) behind their capitals; the capital's day is
 * used for them too, so a document is never dated a day later than the sender's own day by more
 * than the hours between them.
 */
export const COUNTRY_ZONES_SOURCE = {
  source: "https://data.iana.org/time-zones/tzdb/zone1970.tab",
  checkedOn: "2026-11-28",
  note: "Zone names from the IANA time zone database; not read again on checkedOn.",
} as const;

const ZONES: Readonly<Record<string, string>> = {
  AT: "Europe/Vienna",
  BE: "Europe/Brussels",
  BG: "Europe/Sofia",
  HR: "Europe/Zagreb",
  CY: "Asia/Nicosia",
  CZ: "Europe/Prague",
  DK: "Europe/Copenhagen",
  EE: "Europe/Tallinn",
  FI: "Europe/Helsinki",
  FR: "Europe/Paris",
  DE: "Europe/Berlin",
  GR: "Europe/Athens",
  HU: "Europe/Budapest",
  IE: "Europe/Dublin",
  IT: "Europe/Rome",
  LV: "Europe/Riga",
  LT: "Europe/Vilnius",
  LU: "Europe/Luxembourg",
  MT: "Europe/Malta",
  NL: "Europe/Amsterdam",
  PL: "Europe/Warsaw",
  PT: "Europe/Lisbon",
  RO: "Europe/Bucharest",
  SK: "Europe/Bratislava",
  SI: "Europe/Ljubljana",
  ES: "Europe/Madrid",
  SE: "Europe/Stockholm",
  GB: "Europe/London",
};

/** The zone for an EU or UK country code; undefined for the United States and anywhere else. */
export function countryTimeZone(code: string): string | undefined {
  return ZONES[code.trim().toUpperCase()];
}
