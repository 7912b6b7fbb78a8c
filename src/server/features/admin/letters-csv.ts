import { Readable } from "node:stream";
import type { AdminLetterRow } from "../../../domain/accounts/admin.ts";

/** A field already written out, kept as it is by `csvField`. */
class Written {
  constructor(readonly csv: string) {}
}

/**
 * A value a spreadsheet must keep as text, every digit of it: a 22-digit USPS tracking number read
 * as a number becomes 9.4001E+21 and loses its last digits. Digits alone are written as the text
 * formula `="9400…"` (decision 0029), which holds nothing that could run; anything else is an
 * ordinary field, which a spreadsheet already reads as text.
 */
export function asText(value: string): string | Written {
  return /^\d+$/.test(value) ? new Written(`"=""${value}"""`) : value;
}

const COLUMNS: [string, (row: AdminLetterRow) => string | Written][] = [
  ["Letter", (row) => String(row.id)],
  ["Created (UTC)", (row) => row.createdAt],
  ["Name", (row) => row.fullName],
  ["Email", (row) => row.userEmail],
  ["Platforms", (row) => row.platforms.join("; ")],
  ["Status", (row) => row.status],
  ["Package", (row) => row.orderType ?? ""],
  ["Order", (row) => (row.orderId === null ? "" : String(row.orderId))],
  ["Paid total", (row) => row.paidTotal],
  ["Refunded", (row) => row.refundedTotal],
  ["Tracking", (row) => (row.mailTracking ? asText(row.mailTracking) : "")],
];

/**
 * One CSV field: quoted when it holds a comma, quote or line break, and with a leading apostrophe
 * when a spreadsheet would read it as a formula (= + - @, tab or carriage return first).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const line = (fields: (string | Written)[]) =>
  `${fields.map((field) => (field instanceof Written ? field.csv : csvField(field))).join(",")}\r\n`;

/** The letters as CSV, read and written a batch at a time, so any number of rows stays within memory. */
export function lettersCsv(batches: AsyncIterable<AdminLetterRow[]>): Readable {
  async function* lines() {
    yield `\uFEFF${line(COLUMNS.map(([name]) => name))}`;
    for await (const rows of batches) yield rows.map((row) => line(COLUMNS.map(([, value]) => value(row)))).join("");
  }
  return Readable.from(lines(), { objectMode: false });
}
