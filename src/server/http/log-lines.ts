import type { FastifyServerOptions } from "fastify";

const LEVELS: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };
/** Fields every line has, or that are shown in their own place. */
const SHOWN_APART = new Set(["level", "time", "pid", "hostname", "msg", "reqId", "req", "res", "err", "responseTime"]);

/**
 * The logger's options: JSON lines in production or when the output is not a terminal (for log
 * collectors), readable lines when a person runs `npm start` in a terminal.
 */
export function loggerOptions(level: string, production: boolean, out: NodeJS.WriteStream = process.stdout) {
  const options: FastifyServerOptions["logger"] = {
    level,
    serializers: { err: (error: Error) => loggableError(error) },
  };
  if (production || !out.isTTY) return options;
  return { ...options, stream: { write: (line: string) => out.write(readableLine(line)) } };
}

/** One JSON log line as "12:04:05 INFO  [req-1] GET /api/letters 200 12 ms key=value". */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json);
  } catch {
    return json.endsWith("\n") ? json : `${json}\n`;
  }
  const time = new Date(Number(entry.time) || Date.now()).toTimeString().slice(0, 8);
  const level = (LEVELS[Number(entry.level)] ?? String(entry.level)).padEnd(5);
  const request = entry.req as { method?: string; url?: string } | undefined;
  const response = entry.res as { statusCode?: number } | undefined;
  const parts = [time, level];
  if (entry.reqId) parts.push(`[${entry.reqId}]`);
  if (request?.method) parts.push(`${request.method} ${request.url}`);
  if (response?.statusCode) parts.push(String(response.statusCode));
  if (entry.msg) parts.push(String(entry.msg));
  if (typeof entry.responseTime === "number") parts.push(`in ${entry.responseTime.toFixed(1)} ms`);
  for (const [key, value] of Object.entries(entry)) {
    if (!SHOWN_APART.has(key)) parts.push(`${key}=${typeof value === "string" ? value : JSON.stringify(value)}`);
  }
  const error = entry.err as { stack?: string; message?: string } | undefined;
  const stack = error ? `\n${error.stack ?? error.message}` : "";
  return `${parts.join(" ")}${stack}\n`;
}

/** The most characters of an error's message, and of its stack, a log line carries. */
const MESSAGE_MAX = 1_000;
const STACK_MAX = 4_000;

interface ShownError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error as a log line shows it: its type, code, message and stack, and the same of its cause,
 * never its other properties. A failed query's parameters (an uploaded file, a password hash, a
 * letter's text) stay out: the message is cut where the database library lists them.
 */
export function loggableError(error: unknown, depth = 0): ShownError {
  if (!(error instanceof Error)) return { type: typeof error, message: cut(String(error), MESSAGE_MAX), stack: "" };
  const { code } = error as { code?: unknown };
  const shown: ShownError = {
    type: error.name,
    message: cut(withoutParams(error.message), MESSAGE_MAX),
    stack: cut(withoutParams(error.stack ?? ""), STACK_MAX),
  };
  if (typeof code === "string" || typeof code === "number") shown.code = code;
  if (error.cause !== undefined && depth < 2) shown.cause = loggableError(error.cause, depth + 1);
  return shown;
}

/** Drizzle's "Failed query: …\nparams: …": the query stays, the values sent with it go. */
function withoutParams(text: string): string {
  const at = text.indexOf("\nparams:");
  return at === -1 ? text : `${text.slice(0, at)}\nparams: (not logged)${stackAfter(text, at)}`;
}

/** The stack frames after a message cut at `at` (a stack repeats the message, then "    at …" lines). */
function stackAfter(text: string, at: number): string {
  const frames = text.indexOf("\n    at ", at);
  return frames === -1 ? "" : text.slice(frames);
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`;
}
