/**
 * The one fetch client. Every call sends the session cookie; bodies are JSON.
 * Any non-OK answer throws an ApiError whose message is `${status}: ${bodyText || statusText}`;
 * the server's own `message` (errors are `{"message","code","fields"}`) stays on the error.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The server's human message, when the body was an error JSON. */
  readonly serverMessage?: string;
  readonly code?: string;
  readonly fields?: Record<string, string>;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
    this.status = status;
    const body = parseErrorBody(bodyText);
    this.serverMessage = body?.message;
    this.code = body?.code;
    this.fields = body?.fields;
  }
}

interface ErrorBodyShape {
  message?: string;
  code?: string;
  fields?: Record<string, string>;
}

function parseErrorBody(text: string): ErrorBodyShape | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== "object") return undefined;
    const { message, code, fields } = value as Record<string, unknown>;
    return {
      message: typeof message === "string" && message.trim() ? message : undefined,
      code: typeof code === "string" ? code : undefined,
      fields: fields && typeof fields === "object" ? (fields as Record<string, string>) : undefined,
    };
  } catch {
    return undefined;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => "");
  throw new ApiError(response.status, response.statusText, bodyText);
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Sends a request and answers the Response; throws ApiError when it is not OK. */
export async function apiRequest(method: Method, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers:
      body === undefined
        ? { Accept: "application/json" }
        : { Accept: "application/json", "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export const api = {
  get: async <T>(url: string): Promise<T> => readJson<T>(await apiRequest("GET", url)),
  post: async <T>(url: string, body?: unknown): Promise<T> => readJson<T>(await apiRequest("POST", url, body)),
  patch: async <T>(url: string, body?: unknown): Promise<T> => readJson<T>(await apiRequest("PATCH", url, body)),
  put: async <T>(url: string, body?: unknown): Promise<T> => readJson<T>(await apiRequest("PUT", url, body)),
  delete: async (url: string): Promise<void> => {
    await apiRequest("DELETE", url);
  },
};

/**
 * A TanStack query function that GETs the query key joined with "/".
 * `on401: "returnNull"` answers null for a signed-out caller instead of throwing.
 */
export function getQueryFn<T>({ on401 }: { on401: "throw" | "returnNull" }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const response = await fetch(queryKey.join("/"), {
      credentials: "include",
      headers: { Accept: "application/json" },
    });
    if (on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return readJson<T>(response);
  };
}

/** The message to show a person: the server's own words, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
