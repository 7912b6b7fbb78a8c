/** What reaches a person (decision 0039): each kind of failure the app cannot settle on its own. */
export const ALERT_KINDS = [
  "mail_failed",
  "mail_returned",
  "lob_issue",
  "order_paused",
  "mail_no_funds",
  "refund_failed",
  "mail_stalled",
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_TITLES: Record<AlertKind, string> = {
  mail_failed: "Letter failed at the mail service",
  mail_returned: "Letter returned to sender",
  lob_issue: "Lob reports an issue with a letter",
  order_paused: "Mail order paused",
  mail_no_funds: "Mail service account out of funds",
  refund_failed: "Refund failed three times",
  mail_stalled: "No word from the mail service for 5 business days",
};

export interface OperatorAlert {
  id: number;
  kind: AlertKind;
  title: string;
  orderId: number | null;
  message: string;
  createdAt: string;
  /** The order's state now, for the actions offered beside the alert. */
  order: { status: string; mailStatus: string; amount: string; refundRequested: boolean } | null;
}

export interface OperatorAlerts {
  open: number;
  alerts: OperatorAlert[];
}

/** A mailing stalls when nothing changes at the provider for this many business days. */
export const STALLED_BUSINESS_DAYS = 5;
