import { Readable } from "node:stream";
import type { AdminLetterRow } from "../../../domain/admin.ts";

const COLUMNS: [string, (row: AdminLetterRow) => string][] = [
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
  ["Tracking", (row) => row.mailTracking ?? ""],
];

/**
 * One CSV field: quoted when it holds a comma, quote or line break, and with a leading apostrophe
 * when a spreadsheet would read it as a formula (= + - @, tab or carriage return first).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const line = (fields: string[]) => `${fields.map(csvField).join(",")}\r\n`;

/** The letters as CSV, read and written a batch at a time, so any number of rows stays within memory. */
export function lettersCsv(batches: AsyncIterable<AdminLetterRow[]>): Readable {
  async function* lines() {
    yield `\uFEFF${line(COLUMNS.map(([name]) => name))}`;
    for await (const rows of batches) yield rows.map((row) => line(COLUMNS.map(([, value]) => value(row)))).join("");
  }
  return Readable.from(lines(), { objectMode: false });
}
