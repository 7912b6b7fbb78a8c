import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, type ErrorBody, type ErrorCode } from "../../domain/errors.ts";
import { errorBodyFor } from "../i18n/answers.ts";
import { ClientGone } from "./request-signal.ts";

const codeForStatus: Record<number, ErrorCode> = {
  400: "invalid_input",
  401: "unauthorized",
  402: "payment_required",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  503: "busy",
};

const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty; send a JSON object.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Send the request body as application/json.",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
};

/**
 * Turns every thrown error into the one JSON error shape, in the request's language (the code
 * stays); 5xx details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = (status: number, body: ErrorBody) => reply.status(status).send(errorBodyFor(request, body));
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
      return answer(error.status, errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
        fields[key] ??= issue.message ?? "Invalid value.";
      }
      const first = Object.values(fields)[0] ?? "Invalid input.";
      return answer(400, errorBody("invalid_input", first, fields));
    }
    if (isUnstorableText(error)) {
      return answer(400, errorBody("invalid_input", "The request contains characters that cannot be saved."));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = frameworkMessages[error.code] ?? error.message;
      return answer(status, errorBody(codeForStatus[status] ?? "invalid_input", message));
    }
    /*
     * The client left first (a page closed mid-download) and the work it started was stopped for
     * that reason: nothing failed. Any other error is a real failure, logged as one even when the
     * client has gone too.
     */
    if (error instanceof ClientGone) request.log.info({ err: error }, "request ended: the client went away");
    else request.log.error({ err: error }, "request failed");
    return answer(500, errorBody("internal", "Something went wrong on our side. Please try again."));
  });
}

/** PostgreSQL refuses text it cannot store (a NUL character, SQLSTATE 22021 / 22P05): the client's input, not our failure. */
function isUnstorableText(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return code === "22021" || code === "22P05";
}

/** Fastify answers a path that does not decode, or a parameter over its length limit, before routing: same shape here. */
export function refuseBadUrl(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === "FST_ERR_BAD_URL" || error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    reply.status(400).send(errorBodyFor(request, errorBody("invalid_input", "This address is not valid.")));
    return;
  }
  request.log.error({ err: error }, "request failed");
  reply
    .status(500)
    .send(errorBodyFor(request, errorBody("internal", "Something went wrong on our side. Please try again.")));
}

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return fields ? { message, code, fields } : { message, code };
}
