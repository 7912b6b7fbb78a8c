import type { FastifyServerOptions } from "fastify";

const LEVELS: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };
/** Fields every line has, or that are shown in their own place. */
const SHOWN_APART = new Set(["level", "time", "pid", "hostname", "msg", "reqId", "req", "res", "err", "responseTime"]);

/**
 * The logger's options: JSON lines in production or when the output is not a terminal (for log
 * collectors), readable lines when a person runs `npm start` in a terminal.
 */
export function loggerOptions(level: string, production: boolean, out: NodeJS.WriteStream = process.stdout) {
  const options: FastifyServerOptions["logger"] = { level };
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
