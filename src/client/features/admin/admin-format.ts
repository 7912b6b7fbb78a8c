/* Admin times are read in the admin's own time zone, and say which it is ("UTC", "EST", "GMT+1"). */
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});
const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZoneName: "short" });

function formatWith(format: Intl.DateTimeFormat, value: string | null): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : format.format(date);
}

/** "Mar 4, 2026, 10:05 AM UTC"; empty for a missing date. */
export const formatDateTime = (value: string | null) => formatWith(dateTimeFormat, value);

/** "10:05 AM UTC"; empty for a missing date. */
export const formatTime = (value: string | null) => formatWith(timeFormat, value);
