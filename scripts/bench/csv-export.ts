import { withPeak, type ServerProcess } from "./server-process.ts";

/**
 * Streams the Admin Center's CSV export of a search matching about a tenth of the seeded letters,
 * sampling the server's memory while it runs: rows, size, time, and RSS before and at its peak.
 */
export async function measureCsvExport(server: ServerProcess, cookie: string, query: string): Promise<string> {
  const before = server.rssMb();
  const started = performance.now();
  const { result, peak } = await withPeak(
    server.rssMb,
    readExport(`${server.url}/api/admin/letters/export?${query}`, cookie),
    100,
  );
  const seconds = (performance.now() - started) / 1000;
  const grew = peak - before;
  return [
    `- CSV export (\`?${query}\`): ${result.rows.toLocaleString("en-US")} rows, ${(result.bytes / 2 ** 20).toFixed(1)} MB in ${seconds.toFixed(1)} s (${Math.round(result.rows / seconds).toLocaleString("en-US")} rows/s); server memory ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at its peak (+${grew.toFixed(0)} MB; target: stays within memory, under the 250 MB budget: ${peak < 250 ? "met" : "missed"}).`,
  ].join("\n");
}

async function readExport(url: string, cookie: string): Promise<{ rows: number; bytes: number }> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`CSV export: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  const reader = response.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    bytes += next.value.byteLength;
    for (const byte of next.value) if (byte === 10) lines += 1;
  }
  /* The header line is not a row. */
  return { rows: lines - 1, bytes };
}
