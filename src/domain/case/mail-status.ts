/** Certified-mail progress; a status only moves forward. */
export const MAIL_STATUS_RANK = {
  not_submitted: 0,
  held: 1,
  submitted: 2,
  mailed: 3,
  in_transit: 4,
  delivered: 5,
  returned: 5,
  failed: 5,
  cancelled: 5,
} as const;

export type MailStatusName = keyof typeof MAIL_STATUS_RANK;

export const FINAL_MAIL_STATUSES: readonly string[] = ["delivered", "returned", "failed", "cancelled"];

export function isForwardMailStatus(from: string, to: string): boolean {
  const a = MAIL_STATUS_RANK[from as MailStatusName];
  const b = MAIL_STATUS_RANK[to as MailStatusName];
  return a !== undefined && b !== undefined && b > a;
}

export const MAIL_STATUS_LABELS: Record<MailStatusName, string> = {
  not_submitted: "Not submitted",
  held: "Preparing",
  submitted: "Submitted",
  mailed: "Mailed",
  in_transit: "In transit",
  delivered: "Delivered",
  returned: "Returned to sender",
  failed: "Failed",
  cancelled: "Cancelled",
};

export function mailStatusLabel(status: string): string {
  return MAIL_STATUS_LABELS[status as MailStatusName] ?? status;
}

export function uspsTrackingUrl(trackingNumber: string): string {
  return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(trackingNumber)}`;
}

/** A paid mailing still on its way: its status will move without anyone doing anything. */
export function isMailInFlight(status: string | null | undefined): boolean {
  return status !== null && status !== undefined && !FINAL_MAIL_STATUSES.includes(status) && status in MAIL_STATUS_RANK;
}

/** How often a page showing a mailing in flight asks for its status again (decision 0045). */
export const LIVE_STATUS_POLL_MS = 5_000;
