/** The one table of error codes and the HTTP status each answers with. */
export const errorStatus = {
  invalid_input: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** A certified-mail order needs a signed letter. */
  signature_required: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  /** Over a bound kept to stay responsive (the password-hashing queue). */
  busy: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The JSON body of every error answer. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  fields?: Record<string, string>;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  /** Sent as Retry-After with a 429 or 503: how many seconds to wait before asking again. */
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>, retryAfterSeconds?: number) {
    super(message);
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}
