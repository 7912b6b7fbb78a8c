import { Agent, request } from "node:http";

export interface LoadResult {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** Sends requests (GET, or `method` with a JSON `body`) from `connections` keep-alive connections for `seconds`; bounded in time. */
export async function load(
  url: string,
  options: { seconds: number; connections: number; headers?: Record<string, string>; method?: string; body?: unknown },
): Promise<LoadResult> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers =
    payload === undefined
      ? options.headers
      : {
          ...options.headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(payload)),
        };
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const started = performance.now();

  const one = () =>
    new Promise<void>((resolve) => {
      const begin = performance.now();
      const req = request(url, { agent, method: options.method ?? "GET", headers }, (res) => {
        res.resume();
        res.on("end", () => {
          if (res.statusCode !== 200) errors += 1;
          latencies.push(performance.now() - begin);
          resolve();
        });
      });
      req.on("error", () => {
        errors += 1;
        resolve();
      });
      req.end(payload);
    });

  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const { p50, p99 } = percentiles(latencies);
  return { requests: latencies.length, errors, requestsPerSecond: latencies.length / elapsed, p50Ms: p50, p99Ms: p99 };
}

export function percentiles(values: number[]): { p50: number; p99: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

export function median(values: number[]): number {
  return percentiles(values).p50;
}
